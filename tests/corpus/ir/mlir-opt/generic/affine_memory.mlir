#map = affine_map<(d0, d1) -> (d0 + 3, d1 + 7)>
#map1 = affine_map<(d0, d1)[s0, s1] -> (d0 + s0, d1 + s1)>
#map2 = affine_map<(d0, d1) -> (d0 floordiv 2 + d1 mod 4, d1 * 2 - d0 + 5)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<() -> (0, 99)>
#map5 = affine_map<() -> (0)>
#map6 = affine_map<() -> (90)>
#map7 = affine_map<() -> ()>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> (-d0 + 3)>
#map10 = affine_map<() -> (4)>
#map11 = affine_map<() -> (88)>
#map12 = affine_map<(d0, d1) -> (d0, d1 + 5)>
#map13 = affine_map<(d0, d1) -> (d0 * 2 + d1 floordiv 4)>
#map14 = affine_map<() -> (395)>
#map15 = affine_map<() -> (400)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (), sym_name = "subscripts"}> ({
  ^bb0(%arg13: memref<100x100xf32>, %arg14: index, %arg15: index):
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg16: index):
      "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
      ^bb0(%arg17: index):
        %10 = "affine.load"(%arg13, %arg16, %arg17) <{map = #map}> : (memref<100x100xf32>, index, index) -> f32
        %11 = "affine.load"(%arg13, %arg16, %arg17, %arg14, %arg15) <{map = #map1}> : (memref<100x100xf32>, index, index, index, index) -> f32
        %12 = "affine.load"(%arg13, %arg16, %arg17) <{map = #map2}> : (memref<100x100xf32>, index, index) -> f32
        %13 = "affine.load"(%arg13, %arg14, %arg15) <{map = #map3}> : (memref<100x100xf32>, index, index) -> f32
        %14 = "arith.addf"(%10, %11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %15 = "arith.addf"(%12, %13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        %16 = "arith.addf"(%14, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
        "affine.store"(%16, %arg13, %arg16, %arg17) <{map = #map}> : (f32, memref<100x100xf32>, index, index) -> ()
        "affine.store"(%16, %arg13, %arg16, %arg17, %arg14, %arg15) <{map = #map1}> : (f32, memref<100x100xf32>, index, index, index, index) -> ()
        "affine.store"(%16, %arg13) <{map = #map4}> : (f32, memref<100x100xf32>) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<f64>, memref<1xf64>, memref<4xi32, 2>) -> f64, sym_name = "scalars"}> ({
  ^bb0(%arg9: memref<f64>, %arg10: memref<1xf64>, %arg11: memref<4xi32, 2>):
    %5 = "affine.load"(%arg9) <{map = #map7}> : (memref<f64>) -> f64
    %6 = "affine.load"(%arg10) <{map = #map5}> : (memref<1xf64>) -> f64
    %7 = "arith.addf"(%5, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "affine.store"(%7, %arg9) <{map = #map7}> : (f64, memref<f64>) -> ()
    "affine.store"(%7, %arg10) <{map = #map5}> : (f64, memref<1xf64>) -> ()
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map10}> ({
    ^bb0(%arg12: index):
      %8 = "affine.load"(%arg11, %arg12) <{map = #map8}> : (memref<4xi32, 2>, index) -> i32
      %9 = "arith.addi"(%8, %8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "affine.store"(%9, %arg11, %arg12) <{map = #map9}> : (i32, memref<4xi32, 2>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"(%7) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<100x100xf32>, index, index) -> (), sym_name = "vectors"}> ({
  ^bb0(%arg4: memref<100x100xf32>, %arg5: index, %arg6: index):
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg7: index):
      "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 8 : index, upperBoundMap = #map11}> ({
      ^bb0(%arg8: index):
        %1 = "affine.vector_load"(%arg4, %arg7, %arg8) <{map = #map}> : (memref<100x100xf32>, index, index) -> vector<8xf32>
        %2 = "affine.vector_load"(%arg4, %arg7, %arg8, %arg5, %arg6) <{map = #map1}> : (memref<100x100xf32>, index, index, index, index) -> vector<4xf32>
        %3 = "affine.vector_load"(%arg4, %arg7, %arg8) <{map = #map3}> : (memref<100x100xf32>, index, index) -> vector<2x8xf32>
        %4 = "arith.addf"(%1, %1) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
        "affine.vector_store"(%4, %arg4, %arg7, %arg8) <{map = #map}> : (vector<8xf32>, memref<100x100xf32>, index, index) -> ()
        "affine.vector_store"(%2, %arg4, %arg7, %arg8, %arg5, %arg6) <{map = #map1}> : (vector<4xf32>, memref<100x100xf32>, index, index, index, index) -> ()
        "affine.vector_store"(%3, %arg4, %arg7, %arg8) <{map = #map3}> : (vector<2x8xf32>, memref<100x100xf32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<400x400xi32>, memref<1024xf32>) -> (), sym_name = "prefetches"}> ({
  ^bb0(%arg0: memref<400x400xi32>, %arg1: memref<1024xf32>):
    "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map15}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map14}> ({
      ^bb0(%arg3: index):
        "affine.prefetch"(%arg0, %arg2, %arg3) <{isDataCache = true, isWrite = false, localityHint = 3 : i32, map = #map12}> : (memref<400x400xi32>, index, index) -> ()
        "affine.prefetch"(%arg0, %arg2, %arg3) <{isDataCache = true, isWrite = true, localityHint = 0 : i32, map = #map3}> : (memref<400x400xi32>, index, index) -> ()
        "affine.prefetch"(%arg0, %arg3, %arg2) <{isDataCache = false, isWrite = false, localityHint = 1 : i32, map = #map3}> : (memref<400x400xi32>, index, index) -> ()
        "affine.prefetch"(%arg1, %arg2, %arg3) <{isDataCache = false, isWrite = true, localityHint = 2 : i32, map = #map13}> : (memref<1024xf32>, index, index) -> ()
        %0 = "affine.load"(%arg0, %arg2, %arg3) <{map = #map3}> : (memref<400x400xi32>, index, index) -> i32
        "affine.store"(%0, %arg0, %arg2, %arg3) <{map = #map12}> : (i32, memref<400x400xi32>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

