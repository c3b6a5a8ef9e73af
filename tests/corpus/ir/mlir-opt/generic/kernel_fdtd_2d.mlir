#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0) -> (0, d0)>
#map2 = affine_map<() -> (0)>
#map3 = affine_map<() -> (80)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0 - 1, d1)>
#map6 = affine_map<() -> (1)>
#map7 = affine_map<() -> (60)>
#map8 = affine_map<(d0, d1) -> (d0, d1 - 1)>
#map9 = affine_map<(d0, d1) -> (d0, d1 + 1)>
#map10 = affine_map<(d0, d1) -> (d0 + 1, d1)>
#map11 = affine_map<() -> (79)>
#map12 = affine_map<() -> (59)>
#map13 = affine_map<() -> (40)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<60x80xf32>, memref<60x80xf32>, memref<60x80xf32>, memref<40xf32>) -> (), sym_name = "fdtd_2d"}> ({
  ^bb0(%arg0: memref<60x80xf32>, %arg1: memref<60x80xf32>, %arg2: memref<60x80xf32>, %arg3: memref<40xf32>):
    %0 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.699999988 : f32}> : () -> f32
    "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map13}> ({
    ^bb0(%arg4: index):
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
      ^bb0(%arg11: index):
        %24 = "affine.load"(%arg3, %arg4) <{map = #map}> : (memref<40xf32>, index) -> f32
        "affine.store"(%24, %arg1, %arg11) <{map = #map1}> : (f32, memref<60x80xf32>, index) -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.for"() <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg9: index):
        "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
        ^bb0(%arg10: index):
          %18 = "affine.load"(%arg1, %arg9, %arg10) <{map = #map4}> : (memref<60x80xf32>, index, index) -> f32
          %19 = "affine.load"(%arg2, %arg9, %arg10) <{map = #map4}> : (memref<60x80xf32>, index, index) -> f32
          %20 = "affine.load"(%arg2, %arg9, %arg10) <{map = #map5}> : (memref<60x80xf32>, index, index) -> f32
          %21 = "arith.subf"(%19, %20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %22 = "arith.mulf"(%0, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %23 = "arith.subf"(%18, %22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "affine.store"(%23, %arg1, %arg9, %arg10) <{map = #map4}> : (f32, memref<60x80xf32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : () -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map7}> ({
      ^bb0(%arg7: index):
        "affine.for"() <{lowerBoundMap = #map6, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map3}> ({
        ^bb0(%arg8: index):
          %12 = "affine.load"(%arg0, %arg7, %arg8) <{map = #map4}> : (memref<60x80xf32>, index, index) -> f32
          %13 = "affine.load"(%arg2, %arg7, %arg8) <{map = #map4}> : (memref<60x80xf32>, index, index) -> f32
          %14 = "affine.load"(%arg2, %arg7, %arg8) <{map = #map8}> : (memref<60x80xf32>, index, index) -> f32
          %15 = "arith.subf"(%13, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %16 = "arith.mulf"(%0, %15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %17 = "arith.subf"(%12, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "affine.store"(%17, %arg0, %arg7, %arg8) <{map = #map4}> : (f32, memref<60x80xf32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : () -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map12}> ({
      ^bb0(%arg5: index):
        "affine.for"() <{lowerBoundMap = #map2, operandSegmentSizes = array<i32: 0, 0, 0>, step = 1 : index, upperBoundMap = #map11}> ({
        ^bb0(%arg6: index):
          %2 = "affine.load"(%arg2, %arg5, %arg6) <{map = #map4}> : (memref<60x80xf32>, index, index) -> f32
          %3 = "affine.load"(%arg0, %arg5, %arg6) <{map = #map9}> : (memref<60x80xf32>, index, index) -> f32
          %4 = "affine.load"(%arg0, %arg5, %arg6) <{map = #map4}> : (memref<60x80xf32>, index, index) -> f32
          %5 = "affine.load"(%arg1, %arg5, %arg6) <{map = #map10}> : (memref<60x80xf32>, index, index) -> f32
          %6 = "affine.load"(%arg1, %arg5, %arg6) <{map = #map4}> : (memref<60x80xf32>, index, index) -> f32
          %7 = "arith.subf"(%3, %4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %8 = "arith.subf"(%5, %6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %9 = "arith.addf"(%7, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %10 = "arith.mulf"(%1, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          %11 = "arith.subf"(%2, %10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
          "affine.store"(%11, %arg2, %arg5, %arg6) <{map = #map4}> : (f32, memref<60x80xf32>, index, index) -> ()
          "affine.yield"() : () -> ()
        }) : () -> ()
        "affine.yield"() : () -> ()
      }) : () -> ()
      "affine.yield"() : () -> ()
    }) : () -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

