#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<()[s0] -> (s0)>
#map4 = affine_map<(d0) -> (d0, d0)>
#map5 = affine_map<(d0) -> (d0 + 1)>
#map6 = affine_map<()[s0] -> (s0 - 1)>
#map7 = affine_map<()[s0] -> (s0 - 1, s0 - 1)>
"builtin.module"() ({
  "func.func"() <{function_type = (i32, i32, f64, memref<?x1200xf64>, memref<?x1200xf64>, memref<?xf64>, memref<?xf64>) -> (), sym_name = "kernel_correlation"}> ({
  ^bb0(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<?x1200xf64>, %arg4: memref<?x1200xf64>, %arg5: memref<?xf64>, %arg6: memref<?xf64>):
    %0 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 1.000000e+00 : f64}> : () -> f64
    %2 = "arith.constant"() <{value = 0.000000e+00 : f64}> : () -> f64
    %3 = "arith.index_cast"(%arg0) : (i32) -> index
    %4 = "arith.index_cast"(%arg1) : (i32) -> index
    "affine.for"(%3) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg12: index):
      "affine.store"(%2, %arg5, %arg12) <{map = #map}> : (f64, memref<?xf64>, index) -> ()
      "affine.for"(%4) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg13: index):
        %24 = "affine.load"(%arg3, %arg13, %arg12) <{map = #map1}> : (memref<?x1200xf64>, index, index) -> f64
        %25 = "affine.load"(%arg5, %arg12) <{map = #map}> : (memref<?xf64>, index) -> f64
        %26 = "arith.addf"(%25, %24) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%26, %arg5, %arg12) <{map = #map}> : (f64, memref<?xf64>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      %22 = "affine.load"(%arg5, %arg12) <{map = #map}> : (memref<?xf64>, index) -> f64
      %23 = "arith.divf"(%22, %arg2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "affine.store"(%23, %arg5, %arg12) <{map = #map}> : (f64, memref<?xf64>, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%3) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
    ^bb0(%arg10: index):
      "affine.store"(%2, %arg6, %arg10) <{map = #map}> : (f64, memref<?xf64>, index) -> ()
      "affine.for"(%4) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg11: index):
        %16 = "affine.load"(%arg3, %arg11, %arg10) <{map = #map1}> : (memref<?x1200xf64>, index, index) -> f64
        %17 = "affine.load"(%arg5, %arg10) <{map = #map}> : (memref<?xf64>, index) -> f64
        %18 = "arith.subf"(%16, %17) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %19 = "arith.mulf"(%18, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        %20 = "affine.load"(%arg6, %arg10) <{map = #map}> : (memref<?xf64>, index) -> f64
        %21 = "arith.addf"(%20, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
        "affine.store"(%21, %arg6, %arg10) <{map = #map}> : (f64, memref<?xf64>, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index) -> ()
      %11 = "affine.load"(%arg6, %arg10) <{map = #map}> : (memref<?xf64>, index) -> f64
      %12 = "arith.divf"(%11, %arg2) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %13 = "math.sqrt"(%12) <{fastmath = #arith.fastmath<none>}> : (f64) -> f64
      %14 = "arith.cmpf"(%13, %0) <{fastmath = #arith.fastmath<none>, predicate = 5 : i64}> : (f64, f64) -> i1
      %15 = "arith.select"(%14, %1, %13) : (i1, f64, f64) -> f64
      "affine.store"(%15, %arg6, %arg10) <{map = #map}> : (f64, memref<?xf64>, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.for"(%3) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map6}> ({
    ^bb0(%arg7: index):
      "affine.store"(%1, %arg4, %arg7) <{map = #map4}> : (f64, memref<?x1200xf64>, index) -> ()
      "affine.for"(%arg7, %3) <{lowerBoundMap = #map5, operandSegmentSizes = array<i32: 1, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg8: index):
        "affine.store"(%2, %arg4, %arg7, %arg8) <{map = #map1}> : (f64, memref<?x1200xf64>, index, index) -> ()
        "affine.for"(%4) <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 1, 0>, step = 1 : index, upperBoundMap = #map3}> ({
        ^bb0(%arg9: index):
          %6 = "affine.load"(%arg3, %arg9, %arg7) <{map = #map1}> : (memref<?x1200xf64>, index, index) -> f64
          %7 = "affine.load"(%arg3, %arg9, %arg8) <{map = #map1}> : (memref<?x1200xf64>, index, index) -> f64
          %8 = "arith.mulf"(%6, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          %9 = "affine.load"(%arg4, %arg7, %arg8) <{map = #map1}> : (memref<?x1200xf64>, index, index) -> f64
          %10 = "arith.addf"(%9, %8) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
          "affine.store"(%10, %arg4, %arg7, %arg8) <{map = #map1}> : (f64, memref<?x1200xf64>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : (index) -> ()
        %5 = "affine.load"(%arg4, %arg7, %arg8) <{map = #map1}> : (memref<?x1200xf64>, index, index) -> f64
        "affine.store"(%5, %arg4, %arg8, %arg7) <{map = #map1}> : (f64, memref<?x1200xf64>, index, index) -> ()
        "affine.yield"() : () -> ()
      }) : (index, index) -> ()
      "affine.yield"() : () -> ()
    }) : (index) -> ()
    "affine.store"(%1, %arg4, %3) <{map = #map7}> : (f64, memref<?x1200xf64>, index) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

