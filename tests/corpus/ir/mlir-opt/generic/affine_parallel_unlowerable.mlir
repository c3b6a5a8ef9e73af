#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<() -> (0)>
#map2 = affine_map<() -> (64)>
#map3 = affine_map<() -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<64xi64>, memref<64xf64>) -> (i64, f64), sym_name = "assign_reduction"}> ({
  ^bb0(%arg0: memref<64xi64>, %arg1: memref<64xf64>):
    %0 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg3: index):
      %3 = "affine.load"(%arg0, %arg3) <{map = #map}> : (memref<64xi64>, index) -> i64
      "affine.yield"(%3) : (i64) -> ()
    }) : () -> i64
    %1 = "affine.parallel"() <{lowerBoundsGroups = dense<1> : tensor<1xi32>, lowerBoundsMap = #map1, reductions = [3], steps = [1], upperBoundsGroups = dense<1> : tensor<1xi32>, upperBoundsMap = #map2}> ({
    ^bb0(%arg2: index):
      %2 = "affine.load"(%arg1, %arg2) <{map = #map}> : (memref<64xf64>, index) -> f64
      "affine.yield"(%2) : (f64) -> ()
    }) : () -> f64
    "func.return"(%0, %1) : (i64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "zero_dims"}> ({
    "affine.parallel"() <{lowerBoundsGroups = dense<> : tensor<0xi32>, lowerBoundsMap = #map3, reductions = [], steps = [], upperBoundsGroups = dense<> : tensor<0xi32>, upperBoundsMap = #map3}> ({
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

