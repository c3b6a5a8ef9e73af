// Opaque dialect types (types of dialects mlir-opt does not know) in both
// the verbose `!dialect<"body">` form and the pretty `!dialect.name<...>`
// form, carried by unregistered operations.
!tf_string = !tf.string
!res = !tf.resource<tensor<4xf32>>

func.func private @opaque_signature(!llvm_like<"i32*">, !tf.string, !foo<"something<abcd>">,
                                    !foo<"something<a%%123^^^>>>">, !foo.something<abcd>,
                                    !mydialect.qtype<i8:f32, 0.5:128>) -> !tf.variant

func.func @use_opaque(%s: !tf_string, %r: !res) -> !tf_string {
  %t = "tf.ReadVariable"(%r) : (!res) -> tensor<4xf32>
  %u = "tf.AsString"(%t) {precision = 3 : i64} : (tensor<4xf32>) -> !tf.string
  %j = "tf.StringJoin"(%s, %u) {separator = ", "} : (!tf.string, !tf.string) -> !tf_string
  return %j : !tf_string
}

func.func @nested_opaque(%x: !mydialect.buffer<4 x f32>, %v: tensor<2x!foo.bar<[1, 2], {k = 3}>>)
    -> !mydialect.handle<"h", (i32) -> i32> {
  %h = "mydialect.make_handle"(%x, %v) : (!mydialect.buffer<4 x f32>, tensor<2x!foo.bar<[1, 2], {k = 3}>>) -> !mydialect.handle<"h", (i32) -> i32>
  return %h : !mydialect.handle<"h", (i32) -> i32>
}
