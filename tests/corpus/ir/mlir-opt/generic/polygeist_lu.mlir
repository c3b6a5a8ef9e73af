#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0, d0)>
#map4 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, memref<?x2000xf64>) -> (), sym_name = "kernel_lu"}> ({
  ^bb0(%arg0: i32, %arg1: memref<?x2000xf64>):
    %0 = "arith.index_cast"(%arg0) : (i32) -> index
    "affine.for"(%0) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg2: index):
      "affine.for"(%arg2) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg5: index):
        "affine.for"(%arg5) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
        ^bb0(%arg6: index):
          %9 = "affine.load"(%arg1, %arg2, %arg6) <{map = #map}> : (memref<?x2000xf64>, index, index) -> f64
          %10 = "affine.load"(%arg1, %arg6, %arg5) <{map = #map}> : (memref<?x2000xf64>, index, index) -> f64
          %11 = "arith.mulf"(%9, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %12 = "affine.load"(%arg1, %arg2, %arg5) <{map = #map}> : (memref<?x2000xf64>, index, index) -> f64
          %13 = "arith.subf"(%12, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "affine.store"(%13, %arg1, %arg2, %arg5) <{map = #map}> : (f64, memref<?x2000xf64>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        %6 = "affine.load"(%arg1, %arg5) <{map = #map3}> : (memref<?x2000xf64>, index) -> f64
        %7 = "affine.load"(%arg1, %arg2, %arg5) <{map = #map}> : (memref<?x2000xf64>, index, index) -> f64
        %8 = "arith.divf"(%7, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%8, %arg1, %arg2, %arg5) <{map = #map}> : (f64, memref<?x2000xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.for"(%arg2, %0) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map4}> ({
      ^bb0(%arg3: index):
        "affine.for"(%arg2) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
        ^bb0(%arg4: index):
          %1 = "affine.load"(%arg1, %arg2, %arg4) <{map = #map}> : (memref<?x2000xf64>, index, index) -> f64
          %2 = "affine.load"(%arg1, %arg4, %arg3) <{map = #map}> : (memref<?x2000xf64>, index, index) -> f64
          %3 = "arith.mulf"(%1, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %4 = "affine.load"(%arg1, %arg2, %arg3) <{map = #map}> : (memref<?x2000xf64>, index, index) -> f64
          %5 = "arith.subf"(%4, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "affine.store"(%5, %arg1, %arg2, %arg3) <{map = #map}> : (f64, memref<?x2000xf64>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

