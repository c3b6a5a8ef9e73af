"builtin.module"() ({
  "func.func"() <{function_type = (!llvm_like<"i32*">, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !foo.something<abcd>, !mydialect.qtype<i8:f32, 0.5:128>) -> !tf.variant, sym_name = "opaque_signature", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (!tf.string, !tf.resource<tensor<4xf32>>) -> !tf.string, sym_name = "use_opaque"}> ({
  ^bb0(%arg2: !tf.string, %arg3: !tf.resource<tensor<4xf32>>):
    %1 = "tf.ReadVariable"(%arg3) : (!tf.resource<tensor<4xf32>>) -> tensor<4xf32>
    %2 = "tf.AsString"(%1) {precision = 3 : i64} : (tensor<4xf32>) -> !tf.string
    %3 = "tf.StringJoin"(%arg2, %2) {separator = ", "} : (!tf.string, !tf.string) -> !tf.string
    "func.return"(%3) : (!tf.string) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (!mydialect.buffer<4 x f32>, tensor<2x!foo.bar<[1, 2], {k = 3}>>) -> !mydialect.handle<"h", (i32) -> i32>, sym_name = "nested_opaque"}> ({
  ^bb0(%arg0: !mydialect.buffer<4 x f32>, %arg1: tensor<2x!foo.bar<[1, 2], {k = 3}>>):
    %0 = "mydialect.make_handle"(%arg0, %arg1) : (!mydialect.buffer<4 x f32>, tensor<2x!foo.bar<[1, 2], {k = 3}>>) -> !mydialect.handle<"h", (i32) -> i32>
    "func.return"(%0) : (!mydialect.handle<"h", (i32) -> i32>) -> ()
  }) : () -> ()
}) : () -> ()

