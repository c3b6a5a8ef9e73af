#map = affine_map<(d0, d1) -> (d0 + 3, d1 + 7)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (d0 + s0, d1 + s1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (90)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<() -> (80)>
#map6 = affine_map<(d0, d1) -> (d0, d1 + 5)>
#map7 = affine_map<() -> (395)>
#map8 = affine_map<() -> (400)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (), sym_name = "load_store"}> ({
  ^bb0(%arg8: memref<100x100xf32>, %arg9: index, %arg10: index):
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg11: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg12: index):
        %3 = "affine.load"(%arg8, %arg11, %arg12) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
        %4 = "affine.load"(%arg8, %arg11, %arg12, %arg9, %arg10) <{map = #map1}> : (memref<100x100xf32>, index, index, index, index) -> f32
        %5 = "arith.mulf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%5, %arg8, %arg11, %arg12) <{map = #map}> : (f32, memref<100x100xf32>, index, index) -> ()
        "affine.store"(%5, %arg8, %arg11, %arg12, %arg9, %arg10) <{map = #map1}> : (f32, memref<100x100xf32>, index, index, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (), sym_name = "vector_load_store"}> ({
  ^bb0(%arg3: memref<100x100xf32>, %arg4: index, %arg5: index):
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg6: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map5}> ({
      ^bb0(%arg7: index):
        %0 = "affine.vector_load"(%arg3, %arg6, %arg7) <{map = #map}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
        %1 = "affine.vector_load"(%arg3, %arg6, %arg7, %arg4, %arg5) <{map = #map1}> : (memref<100x100xf32>, index, index, index, index) -> vector<4xf32>
        %2 = "affine.vector_load"(%arg3, %arg6, %arg7) <{map = #map4}> : (memref<100x100xf32>, index, index) -> vector<2x8xf32>
        "affine.vector_store"(%0, %arg3, %arg6, %arg7) <{map = #map}> : (vector<8xf32>, memref<100x100xf32>, index, index) -> ()
        "affine.vector_store"(%1, %arg3, %arg6, %arg7, %arg4, %arg5) <{map = #map1}> : (vector<4xf32>, memref<100x100xf32>, index, index, index, index) -> ()
        "affine.vector_store"(%2, %arg3, %arg6, %arg7) <{map = #map4}> : (vector<2x8xf32>, memref<100x100xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<400x400xi32>) -> (), sym_name = "prefetch"}> ({
  ^bb0(%arg0: memref<400x400xi32>):
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
    ^bb0(%arg1: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg2: index):
        "affine.prefetch"(%arg0, %arg1, %arg2) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map6}> : (memref<400x400xi32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

