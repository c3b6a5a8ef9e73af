#map = affine_map<(d0, d1, d2) -> (d0 + 1, d1, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map2 = affine_map<(d0, d1, d2) -> (d0 - 1, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1 + 1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1 - 1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2 + 1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2 - 1)>
#map7 = affine_map<() -> (1)>
#map8 = affine_map<() -> (19)>
#map9 = affine_map<() -> (41)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<20x20x20xf64>, memref<20x20x20xf64>) -> (), sym_name = "heat_3d"}> ({
  ^bb0(%arg0: memref<20x20x20xf64>, %arg1: memref<20x20x20xf64>):
    %0 = "arith.constant"() <{value = 1.250000e-01 : f64}> : () -> f64
    %1 = "arith.constant"() <{value = 2.000000e+00 : f64}> : () -> f64
    "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map9}> ({
    ^bb0(%arg2: index):
      "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
      ^bb0(%arg6: index):
        "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
        ^bb0(%arg7: index):
          "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
          ^bb0(%arg8: index):
            %3 = "affine.load"(%arg0, %arg6, %arg7, %arg8) <{map = #map}> : (memref<20x20x20xf64>, index, index, index) -> f64
            %4 = "affine.load"(%arg0, %arg6, %arg7, %arg8) <{map = #map1}> : (memref<20x20x20xf64>, index, index, index) -> f64
            %5 = "affine.load"(%arg0, %arg6, %arg7, %arg8) <{map = #map2}> : (memref<20x20x20xf64>, index, index, index) -> f64
            %6 = "affine.load"(%arg0, %arg6, %arg7, %arg8) <{map = #map3}> : (memref<20x20x20xf64>, index, index, index) -> f64
            %7 = "affine.load"(%arg0, %arg6, %arg7, %arg8) <{map = #map4}> : (memref<20x20x20xf64>, index, index, index) -> f64
            %8 = "affine.load"(%arg0, %arg6, %arg7, %arg8) <{map = #map5}> : (memref<20x20x20xf64>, index, index, index) -> f64
            %9 = "affine.load"(%arg0, %arg6, %arg7, %arg8) <{map = #map6}> : (memref<20x20x20xf64>, index, index, index) -> f64
            %10 = "arith.mulf"(%1, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %11 = "arith.subf"(%3, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %12 = "arith.addf"(%11, %5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %13 = "arith.subf"(%6, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %14 = "arith.addf"(%13, %7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %15 = "arith.subf"(%8, %10) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %16 = "arith.addf"(%15, %9) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %17 = "arith.mulf"(%0, %12) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %18 = "arith.mulf"(%0, %14) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %19 = "arith.mulf"(%0, %16) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %20 = "arith.addf"(%17, %18) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %21 = "arith.addf"(%20, %19) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            %22 = "arith.addf"(%21, %4) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
            "affine.store"(%22, %arg1, %arg6, %arg7, %arg8) <{map = #map1}> : (f64, memref<20x20x20xf64>, index, index, index) -> ()
            "affine.yield"() : () -> ()
          }) : () -> ()
          "affine.yield"() : () -> ()
        }) : () -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
      ^bb0(%arg3: index):
        "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
        ^bb0(%arg4: index):
          "affine.for"() <{lowerBoundMap = #map7, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map8}> ({
          ^bb0(%arg5: index):
            %2 = "affine.load"(%arg1, %arg3, %arg4, %arg5) <{map = #map1}> : (memref<20x20x20xf64>, index, index, index) -> f64
            "affine.store"(%2, %arg0, %arg3, %arg4, %arg5) <{map = #map1}> : (f64, memref<20x20x20xf64>, index, index, index) -> ()
            "affine.yield"() : () -> ()
          }) : () -> ()
          "affine.yield"() : () -> ()
        }) : () -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

