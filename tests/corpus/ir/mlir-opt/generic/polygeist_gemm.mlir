#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, f64, f64, memref<?x1100xf64>, memref<?x1200xf64>, memref<?x1100xf64>) -> (), sym_name = "kernel_gemm"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f64, %arg4: f64, %arg5: memref<?x1100xf64>, %arg6: memref<?x1200xf64>, %arg7: memref<?x1100xf64>):
    %0 = "arith.index_cast"(%arg0) : (i32) -> index
    %1 = "arith.index_cast"(%arg1) : (i32) -> index
    %2 = "arith.index_cast"(%arg2) : (i32) -> index
    "affine.for"(%0) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg8: index):
      "affine.for"(%1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg11: index):
        %9 = "affine.load"(%arg5, %arg8, %arg11) <{map = #map}> : (memref<?x1100xf64>, index, index) -> f64
        %10 = "arith.mulf"(%9, %arg4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%10, %arg5, %arg8, %arg11) <{map = #map}> : (f64, memref<?x1100xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.for"(%2) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg9: index):
        "affine.for"(%1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
        ^bb0(%arg10: index):
          %3 = "affine.load"(%arg6, %arg8, %arg9) <{map = #map}> : (memref<?x1200xf64>, index, index) -> f64
          %4 = "arith.mulf"(%arg3, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %5 = "affine.load"(%arg7, %arg9, %arg10) <{map = #map}> : (memref<?x1100xf64>, index, index) -> f64
          %6 = "arith.mulf"(%4, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %7 = "affine.load"(%arg5, %arg8, %arg10) <{map = #map}> : (memref<?x1100xf64>, index, index) -> f64
          %8 = "arith.addf"(%7, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "affine.store"(%8, %arg5, %arg8, %arg10) <{map = #map}> : (f64, memref<?x1100xf64>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

