module {
  func.func private @opaque_signature(!llvm_like<"i32*">, !tf.string, !foo<"something<abcd>">, !foo<"something<a%%123^^^>>>">, !foo.something<abcd>, !mydialect.qtype<i8:f32, 0.5:128>) -> !tf.variant
  func.func @use_opaque(%arg0: !tf.string, %arg1: !tf.resource<tensor<4xf32>>) -> !tf.string {
    %0 = "tf.ReadVariable"(%arg1) : (!tf.resource<tensor<4xf32>>) -> tensor<4xf32>
    %1 = "tf.AsString"(%0) {precision = 3 : i64} : (tensor<4xf32>) -> !tf.string
    %2 = "tf.StringJoin"(%arg0, %1) {separator = ", "} : (!tf.string, !tf.string) -> !tf.string
    return %2 : !tf.string
  }
  func.func @nested_opaque(%arg0: !mydialect.buffer<4 x f32>, %arg1: tensor<2x!foo.bar<[1, 2], {k = 3}>>) -> !mydialect.handle<"h", (i32) -> i32> {
    %0 = "mydialect.make_handle"(%arg0, %arg1) : (!mydialect.buffer<4 x f32>, tensor<2x!foo.bar<[1, 2], {k = 3}>>) -> !mydialect.handle<"h", (i32) -> i32>
    return %0 : !mydialect.handle<"h", (i32) -> i32>
  }
}

