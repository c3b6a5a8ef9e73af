#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> ()>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "relu"}> ({
  ^bb0(%arg18: tensor<?x?xf32>, %arg19: tensor<?x?xf32>):
    %8 = "linalg.generic"(%arg18, %arg19) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
      %10 = "arith.maximumf"(%arg20, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    "func.return"(%8) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>), sym_name = "col_sum_and_max"}> ({
  ^bb0(%arg12: tensor<8x16xf32>, %arg13: tensor<16xf32>, %arg14: tensor<16xf32>):
    %5:2 = "linalg.generic"(%arg12, %arg13, %arg14) <{indexing_maps = [#map, #map1, #map1], iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %6 = "arith.addf"(%arg16, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %7 = "arith.maximumf"(%arg17, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%6, %7) : (f32, f32) -> ()
    }) : (tensor<8x16xf32>, tensor<16xf32>, tensor<16xf32>) -> (tensor<16xf32>, tensor<16xf32>)
    "func.return"(%5#0, %5#1) : (tensor<16xf32>, tensor<16xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x32xf64>, tensor<32x32xf64>, f64, f64) -> tensor<32x32xf64>, sym_name = "scale_then_shift"}> ({
  ^bb0(%arg4: tensor<32x32xf64>, %arg5: tensor<32x32xf64>, %arg6: f64, %arg7: f64):
    %1 = "linalg.generic"(%arg4, %arg5) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f64, %arg11: f64):
      %4 = "arith.mulf"(%arg10, %arg6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%4) : (f64) -> ()
    }) : (tensor<32x32xf64>, tensor<32x32xf64>) -> tensor<32x32xf64>
    %2 = "linalg.generic"(%1, %arg5) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f64, %arg9: f64):
      %3 = "arith.addf"(%arg8, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%3) : (f64) -> ()
    }) : (tensor<32x32xf64>, tensor<32x32xf64>) -> tensor<32x32xf64>
    "func.return"(%2) : (tensor<32x32xf64>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32, tensor<4x4xf32>) -> tensor<4x4xf32>, sym_name = "scalar_input"}> ({
  ^bb0(%arg0: f32, %arg1: tensor<4x4xf32>):
    %0 = "linalg.generic"(%arg0, %arg1) <{indexing_maps = [#map2, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: f32):
      "linalg.yield"(%arg2) : (f32) -> ()
    }) : (f32, tensor<4x4xf32>) -> tensor<4x4xf32>
    "func.return"(%0) : (tensor<4x4xf32>) -> ()
  }) : () -> ()
}) : () -> ()

