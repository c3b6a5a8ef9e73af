#map = affine_map<() -> (0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, i32, i32, f64, f64, memref<?x900xf64>, memref<?x1100xf64>, memref<?x900xf64>, memref<?x1200xf64>, memref<?x1200xf64>) -> (), sym_name = "kernel_2mm"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f64, %arg5: f64, %arg6: memref<?x900xf64>, %arg7: memref<?x1100xf64>, %arg8: memref<?x900xf64>, %arg9: memref<?x1200xf64>, %arg10: memref<?x1200xf64>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %1 = "memref.alloca"() <{operandSegmentSizes = array<i32: 0, 0>}> : () -> memref<1xf64>
    %2 = "arith.index_cast"(%arg0) : (i32) -> index
    %3 = "arith.index_cast"(%arg1) : (i32) -> index
    %4 = "arith.index_cast"(%arg2) : (i32) -> index
    %5 = "arith.index_cast"(%arg3) : (i32) -> index
    "affine.for"(%2) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg14: index):
      "affine.for"(%3) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg15: index):
        "affine.store"(%0, %1) <{map = #map}> : (f64, memref<1xf64>) -> ()
        "affine.for"(%4) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
        ^bb0(%arg16: index):
          %14 = "affine.load"(%arg7, %arg14, %arg16) <{map = #map1}> : (memref<?x1100xf64>, index, index) -> f64
          %15 = "arith.mulf"(%arg4, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %16 = "affine.load"(%arg8, %arg16, %arg15) <{map = #map1}> : (memref<?x900xf64>, index, index) -> f64
          %17 = "arith.mulf"(%15, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %18 = "affine.load"(%1) <{map = #map}> : (memref<1xf64>) -> f64
          %19 = "arith.addf"(%18, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "affine.store"(%19, %1) <{map = #map}> : (f64, memref<1xf64>) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        %13 = "affine.load"(%1) <{map = #map}> : (memref<1xf64>) -> f64
        "affine.store"(%13, %arg6, %arg14, %arg15) <{map = #map1}> : (f64, memref<?x900xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%2) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
    ^bb0(%arg11: index):
      "affine.for"(%5) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg12: index):
        %6 = "affine.load"(%arg10, %arg11, %arg12) <{map = #map1}> : (memref<?x1200xf64>, index, index) -> f64
        %7 = "arith.mulf"(%6, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%7, %arg10, %arg11, %arg12) <{map = #map1}> : (f64, memref<?x1200xf64>, index, index) -> ()
        "affine.for"(%3) <{lowerBoundMap = #map, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
        ^bb0(%arg13: index):
          %8 = "affine.load"(%arg6, %arg11, %arg13) <{map = #map1}> : (memref<?x900xf64>, index, index) -> f64
          %9 = "affine.load"(%arg9, %arg13, %arg12) <{map = #map1}> : (memref<?x1200xf64>, index, index) -> f64
          %10 = "arith.mulf"(%8, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %11 = "affine.load"(%arg10, %arg11, %arg12) <{map = #map1}> : (memref<?x1200xf64>, index, index) -> f64
          %12 = "arith.addf"(%11, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "affine.store"(%12, %arg10, %arg11, %arg12) <{map = #map1}> : (f64, memref<?x1200xf64>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

