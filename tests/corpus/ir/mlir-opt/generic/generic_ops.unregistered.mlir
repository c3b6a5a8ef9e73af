#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (16)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, f32, tensor<4xf32>) -> (i32, f32), sym_name = "generic"}> ({
  ^bb0(%arg4: i32, %arg5: f32, %arg6: tensor<4xf32>):
    "demo.noop"() : () -> ()
    %6 = "demo.one"(%arg4) : (i32) -> i32
    %7:3 = "demo.three"(%arg4, %arg5) {count = 3 : i64, kind = "split"} : (i32, f32) -> (i32, f32, tensor<4xf32>)
    %8:2 = "demo.two"(%7#0, %7#1) : (i32, f32) -> (i32, f32)
    "demo.props"(%8#0) <{mode = 2 : i32, name = "p"}> {extra} : (i32) -> ()
    %9 = "demo.with_region"(%arg6) ({
    ^bb0(%arg8: tensor<4xf32>):
      %14 = "demo.inner"(%arg8, %arg5) : (tensor<4xf32>, f32) -> f32
      "demo.region_yield"(%14) : (f32) -> ()
    }) : (tensor<4xf32>) -> f32
    "demo.two_regions"() ({
      "demo.a"() : () -> ()
    }, {
      "demo.b"() : () -> ()
    }) {tessera.note = "two regions"} : () -> ()
    "demo.empty_region"() ({
    }) : () -> ()
    %10 = "demo.multi_block"(%arg4) ({
    ^bb0(%arg7: i32):
      %11 = "demo.cond"(%arg7) : (i32) -> i1
      "demo.cond_br"(%11, %arg7)[^bb1, ^bb2] : (i1, i32) -> ()
    ^bb1:  // pred: ^bb0
      "demo.region_yield"(%arg7) : (i32) -> ()
    ^bb2(%12: i32):  // pred: ^bb0
      %13 = "demo.double"(%12) : (i32) -> i32
      "demo.region_yield"(%13) : (i32) -> ()
    }) : (i32) -> i32
    "func.return"(%10, %9) : (i32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16xf32>) -> (), sym_name = "mixed"}> ({
  ^bb0(%arg2: memref<16xf32>):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg3: index):
      %4 = "affine.load"(%arg2, %arg3) <{map = #map}> : (memref<16xf32>, index) -> f32
      %5 = "mydialect.transform"(%4) {scale = 2.000000e+00 : f32} : (f32) -> f32
      "affine.store"(%5, %arg2, %arg3) <{map = #map}> : (f32, memref<16xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "mydialect.barrier"() {scope = #mydialect<"workgroup">} : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f32, i32), sym_name = "foo_div_example"}> ({
    %1:2 = "foo_div"() : () -> (f32, i32)
    %2:2 = "foo_div"() : () -> (f32, i32)
    %3 = "tf.scramble"(%1#0, %2#1) {fruit = "banana"} : (f32, i32) -> f32
    "func.return"(%3, %1#1) : (f32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i64) -> i64, sym_name = "unregistered_terminator"}> ({
  ^bb0(%arg0: i1, %arg1: i64):
    "mydialect.branch"(%arg0, %arg1)[^bb1, ^bb2] : (i1, i64) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%arg1) : (i64) -> ()
  ^bb2:  // pred: ^bb0
    %0 = "arith.addi"(%arg1, %arg1) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%0) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

