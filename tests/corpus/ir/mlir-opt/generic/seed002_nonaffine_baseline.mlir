#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<()[s0] -> (s0)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, memref<100xf32>, memref<100xf32>, memref<100xi32>, index) -> (), sym_name = "foo"}> ({
  ^bb0(%arg0: memref<100x100xf32>, %arg1: memref<100xf32>, %arg2: memref<100xf32>, %arg3: memref<100xi32>, %arg4: index):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "affine.for"(%arg4) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg7: index):
      "affine.store"(%0, %arg2, %arg7) <{map = #map}> : (f32, memref<100xf32>, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%arg4) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg5: index):
      "affine.for"(%arg4) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg6: index):
        %1 = "affine.load"(%arg0, %arg5, %arg6) <{map = #map3}> : (memref<100x100xf32>, index, index) -> f32
        %2 = "affine.load"(%arg1, %arg6) <{map = #map}> : (memref<100xf32>, index) -> f32
        %3 = "arith.mulf"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %4 = "affine.load"(%arg3, %arg6) <{map = #map}> : (memref<100xi32>, index) -> i32
        %5 = "arith.index_cast"(%4) : (i32) -> index
        %6 = "memref.load"(%arg2, %5) : (memref<100xf32>, index) -> f32
        %7 = "arith.addf"(%3, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "memref.store"(%7, %arg2, %5) : (f32, memref<100xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

