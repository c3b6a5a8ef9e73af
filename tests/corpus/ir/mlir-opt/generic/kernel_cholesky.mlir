#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> (d0, d0)>
#map4 = affine_map<() -> (120)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<120x120xf64>) -> (), sym_name = "cholesky"}> ({
  ^bb0(%arg0: memref<120x120xf64>):
    "affine.for"() <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map4}> ({
    ^bb0(%arg1: index):
      "affine.for"(%arg1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg3: index):
        "affine.for"(%arg3) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
        ^bb0(%arg4: index):
          %9 = "affine.load"(%arg0, %arg1, %arg4) <{map = #map}> : (memref<120x120xf64>, index, index) -> f64
          %10 = "affine.load"(%arg0, %arg3, %arg4) <{map = #map}> : (memref<120x120xf64>, index, index) -> f64
          %11 = "arith.mulf"(%9, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %12 = "affine.load"(%arg0, %arg1, %arg3) <{map = #map}> : (memref<120x120xf64>, index, index) -> f64
          %13 = "arith.subf"(%12, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "affine.store"(%13, %arg0, %arg1, %arg3) <{map = #map}> : (f64, memref<120x120xf64>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        %6 = "affine.load"(%arg0, %arg3) <{map = #map3}> : (memref<120x120xf64>, index) -> f64
        %7 = "affine.load"(%arg0, %arg1, %arg3) <{map = #map}> : (memref<120x120xf64>, index, index) -> f64
        %8 = "arith.divf"(%7, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%8, %arg0, %arg1, %arg3) <{map = #map}> : (f64, memref<120x120xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.for"(%arg1) <{lowerBoundMap = #map1, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map2}> ({
      ^bb0(%arg2: index):
        %2 = "affine.load"(%arg0, %arg1, %arg2) <{map = #map}> : (memref<120x120xf64>, index, index) -> f64
        %3 = "arith.mulf"(%2, %2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %4 = "affine.load"(%arg0, %arg1) <{map = #map3}> : (memref<120x120xf64>, index) -> f64
        %5 = "arith.subf"(%4, %3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%5, %arg0, %arg1) <{map = #map3}> : (f64, memref<120x120xf64>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      %0 = "affine.load"(%arg0, %arg1) <{map = #map3}> : (memref<120x120xf64>, index) -> f64
      %1 = "math.sqrt"(%0) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      "affine.store"(%1, %arg0, %arg1) <{map = #map3}> : (f64, memref<120x120xf64>, index) -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

