#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @generic(%arg0: i32, %arg1: f32, %arg2: tensor<4xf32>) -> (i32, f32) {
    "demo.noop"() : () -> ()
    %0 = "demo.one"(%arg0) : (i32) -> i32
    %1:3 = "demo.three"(%arg0, %arg1) {count = 3 : i64, kind = "split"} : (i32, f32) -> (i32, f32, tensor<4xf32>)
    %2:2 = "demo.two"(%1#0, %1#1) : (i32, f32) -> (i32, f32)
    "demo.props"(%2#0) <{mode = 2 : i32, name = "p"}> {extra} : (i32) -> ()
    %3 = "demo.with_region"(%arg2) ({
    ^bb0(%arg3: tensor<4xf32>):
      %5 = "demo.inner"(%arg3, %arg1) : (tensor<4xf32>, f32) -> f32
      "demo.region_yield"(%5) : (f32) -> ()
    }) : (tensor<4xf32>) -> f32
    "demo.two_regions"() ({
      "demo.a"() : () -> ()
    }, {
      "demo.b"() : () -> ()
    }) {tessera.note = "two regions"} : () -> ()
    "demo.empty_region"() ({
    }) : () -> ()
    %4 = "demo.multi_block"(%arg0) ({
    ^bb0(%arg3: i32):
      %5 = "demo.cond"(%arg3) : (i32) -> i1
      "demo.cond_br"(%5, %arg3)[^bb1, ^bb2] : (i1, i32) -> ()
    ^bb1:  // pred: ^bb0
      "demo.region_yield"(%arg3) : (i32) -> ()
    ^bb2(%6: i32):  // pred: ^bb0
      %7 = "demo.double"(%6) : (i32) -> i32
      "demo.region_yield"(%7) : (i32) -> ()
    }) : (i32) -> i32
    return %4, %3 : i32, f32
  }
  func.func @mixed(%arg0: memref<16xf32>) {
    affine.for %arg1 = 0 to 16 step 2 {
      %0 = affine.load %arg0[%arg1] : memref<16xf32>
      %1 = "mydialect.transform"(%0) {scale = 2.000000e+00 : f32} : (f32) -> f32
      affine.store %1, %arg0[%arg1] : memref<16xf32>
      %2 = affine.apply #map(%arg1)
      %3 = affine.load %arg0[%2] : memref<16xf32>
      %4 = "mydialect.transform"(%3) {scale = 2.000000e+00 : f32} : (f32) -> f32
      affine.store %4, %arg0[%2] : memref<16xf32>
    }
    "mydialect.barrier"() {scope = #mydialect<"workgroup">} : () -> ()
    return
  }
  func.func @foo_div_example() -> (f32, i32) {
    %0:2 = "foo_div"() : () -> (f32, i32)
    %1:2 = "foo_div"() : () -> (f32, i32)
    %2 = "tf.scramble"(%0#0, %1#1) {fruit = "banana"} : (f32, i32) -> f32
    return %2, %0#1 : f32, i32
  }
  func.func @unregistered_terminator(%arg0: i1, %arg1: i64) -> i64 {
    "mydialect.branch"(%arg0, %arg1)[^bb1, ^bb2] : (i1, i64) -> ()
  ^bb1:  // pred: ^bb0
    return %arg1 : i64
  ^bb2:  // pred: ^bb0
    %0 = arith.addi %arg1, %arg1 : i64
    return %0 : i64
  }
}

