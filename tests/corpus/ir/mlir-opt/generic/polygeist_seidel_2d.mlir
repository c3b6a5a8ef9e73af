#map = affine_map<(d0, d1) -> (d0 - 1, d1 - 1)>
#map1 = affine_map<(d0, d1) -> (d0 - 1, d1)>
#map2 = affine_map<(d0, d1) -> (d0 - 1, d1 + 1)>
#map3 = affine_map<(d0, d1) -> (d0, d1 - 1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, d1 + 1)>
#map6 = affine_map<(d0, d1) -> (d0 + 1, d1 - 1)>
#map7 = affine_map<(d0, d1) -> (d0 + 1, d1)>
#map8 = affine_map<(d0, d1) -> (d0 + 1, d1 + 1)>
#map9 = affine_map<() -> (1)>
#map10 = affine_map<()[s0] -> (s0 - 1)>
#map11 = affine_map<() -> (0)>
#map12 = affine_map<()[s0] -> (s0)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, memref<?x2000xf64>) -> (), sym_name = "kernel_seidel_2d"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: memref<?x2000xf64>):
    %0 = "arith.constant"() <{value = 9.000000e+00 : f64}> : () -> f64
    %1 = "arith.index_cast"(%arg1) : (i32) -> index
    %2 = "arith.index_cast"(%arg0) : (i32) -> index
    "affine.for"(%2) <{lowerBoundMap = #map11, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map12}> ({
    ^bb0(%arg3: index):
      "affine.for"(%1) <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map10}> ({
      ^bb0(%arg4: index):
        "affine.for"(%1) <{lowerBoundMap = #map9, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map10}> ({
        ^bb0(%arg5: index):
          %3 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map}> : (memref<?x2000xf64>, index, index) -> f64
          %4 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map1}> : (memref<?x2000xf64>, index, index) -> f64
          %5 = "arith.addf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %6 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map2}> : (memref<?x2000xf64>, index, index) -> f64
          %7 = "arith.addf"(%5, %6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %8 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map3}> : (memref<?x2000xf64>, index, index) -> f64
          %9 = "arith.addf"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %10 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map4}> : (memref<?x2000xf64>, index, index) -> f64
          %11 = "arith.addf"(%9, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %12 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map5}> : (memref<?x2000xf64>, index, index) -> f64
          %13 = "arith.addf"(%11, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %14 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map6}> : (memref<?x2000xf64>, index, index) -> f64
          %15 = "arith.addf"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %16 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map7}> : (memref<?x2000xf64>, index, index) -> f64
          %17 = "arith.addf"(%15, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %18 = "affine.load"(%arg2, %arg4, %arg5) <{map = #map8}> : (memref<?x2000xf64>, index, index) -> f64
          %19 = "arith.addf"(%17, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %20 = "arith.divf"(%19, %0) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "affine.store"(%20, %arg2, %arg4, %arg5) <{map = #map4}> : (f64, memref<?x2000xf64>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

