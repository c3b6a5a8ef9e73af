// Operations of unregistered dialects in the generic form: zero/one/many
// results, result groups `%r:3` and `%r#i` uses, attributes and
// properties, regions with and without entry arguments, several regions,
// multi-block regions, successors with operands, and terminator-less
// regions.
func.func @generic(%a: i32, %b: f32, %t: tensor<4xf32>) -> (i32, f32) {
  "demo.noop"() : () -> ()
  %0 = "demo.one"(%a) : (i32) -> i32
  %r:3 = "demo.three"(%a, %b) {kind = "split", count = 3 : i64} : (i32, f32) -> (i32, f32, tensor<4xf32>)
  %x, %y = "demo.two"(%r#0, %r#1) : (i32, f32) -> (i32, f32)
  "demo.props"(%x) <{mode = 2 : i32, name = "p"}> {extra} : (i32) -> ()
  %reg = "demo.with_region"(%t) ({
  ^bb0(%arg: tensor<4xf32>):
    %inner = "demo.inner"(%arg, %b) : (tensor<4xf32>, f32) -> f32
    "demo.region_yield"(%inner) : (f32) -> ()
  }) : (tensor<4xf32>) -> f32
  "demo.two_regions"() ({
    "demo.a"() : () -> ()
  }, {
    "demo.b"() : () -> ()
  }) {tessera.note = "two regions"} : () -> ()
  "demo.empty_region"() ({
  }) : () -> ()
  %m = "demo.multi_block"(%a) ({
  ^entry(%v: i32):
    %c = "demo.cond"(%v) : (i32) -> i1
    "demo.cond_br"(%c, %v)[^left, ^right] : (i1, i32) -> ()
  ^left:
    "demo.region_yield"(%v) : (i32) -> ()
  ^right(%w: i32):
    %d = "demo.double"(%w) : (i32) -> i32
    "demo.region_yield"(%d) : (i32) -> ()
  }) : (i32) -> i32
  return %m, %reg : i32, f32
}

// A function body that mixes registered custom-form ops with unregistered
// ops, including an unregistered op nested inside an affine loop.
func.func @mixed(%A: memref<16xf32>) {
  affine.for %i = 0 to 16 {
    %v = affine.load %A[%i] : memref<16xf32>
    %w = "mydialect.transform"(%v) {scale = 2.0 : f32} : (f32) -> f32
    affine.store %w, %A[%i] : memref<16xf32>
  }
  "mydialect.barrier"() {scope = #mydialect<"workgroup">} : () -> ()
  return
}

// The seed language reference's generic-form examples.
func.func @foo_div_example() -> (f32, i32) {
  %result:2 = "foo_div"() : () -> (f32, i32)
  %foo, %bar = "foo_div"() : () -> (f32, i32)
  %2 = "tf.scramble"(%result#0, %bar) {fruit = "banana"} : (f32, i32) -> f32
  return %2, %result#1 : f32, i32
}

// Successor operands on an unregistered terminator at function level.
func.func @unregistered_terminator(%c: i1, %x: i64) -> i64 {
  "mydialect.branch"(%c, %x)[^bb1, ^bb2] : (i1, i64) -> ()
^bb1:
  return %x : i64
^bb2:
  %y = arith.addi %x, %x : i64
  return %y : i64
}
