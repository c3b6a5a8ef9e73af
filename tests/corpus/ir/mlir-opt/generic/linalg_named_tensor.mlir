#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1) -> (d0, d1)>
#map7 = affine_map<(d0, d1) -> (d1)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0) -> (d0)>
#map10 = affine_map<(d0) -> ()>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d6)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>, sym_name = "matmul_fill"}> ({
  ^bb0(%arg46: tensor<?x?xf32>, %arg47: tensor<?x?xf32>, %arg48: tensor<?x?xf32>):
    %29 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %30 = "linalg.fill"(%29, %arg48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (f32, tensor<?x?xf32>) -> tensor<?x?xf32>
    %31 = "linalg.matmul"(%arg46, %arg47, %30) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
      %32 = "arith.mulf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %33 = "arith.addf"(%arg51, %32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%33) : (f32) -> ()
    }) : (tensor<?x?xf32>, tensor<?x?xf32>, tensor<?x?xf32>) -> tensor<?x?xf32>
    "func.return"(%31) : (tensor<?x?xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<16x8xf32>, tensor<8x32xf32>, tensor<32x4xf32>) -> tensor<16x4xf32>, sym_name = "static_chain"}> ({
  ^bb0(%arg33: tensor<16x8xf32>, %arg34: tensor<8x32xf32>, %arg35: tensor<32x4xf32>):
    %18 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %19 = "tensor.empty"() : () -> tensor<16x32xf32>
    %20 = "tensor.empty"() : () -> tensor<16x4xf32>
    %21 = "linalg.fill"(%18, %19) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (f32, tensor<16x32xf32>) -> tensor<16x32xf32>
    %22 = "linalg.matmul"(%arg33, %arg34, %21) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
      %27 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %28 = "arith.addf"(%arg43, %27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%28) : (f32) -> ()
    }) : (tensor<16x8xf32>, tensor<8x32xf32>, tensor<16x32xf32>) -> tensor<16x32xf32>
    %23 = "linalg.fill"(%18, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (f32, tensor<16x4xf32>) -> tensor<16x4xf32>
    %24 = "linalg.matmul"(%22, %arg35, %23) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %25 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %26 = "arith.addf"(%arg38, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%26) : (f32) -> ()
    }) : (tensor<16x32xf32>, tensor<32x4xf32>, tensor<16x4xf32>) -> tensor<16x4xf32>
    "func.return"(%24) : (tensor<16x4xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4x8xf32>, tensor<2x8x3xf32>, tensor<2x4x3xf32>, tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>, tensor<f32>) -> (tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>), sym_name = "blas_tensors"}> ({
  ^bb0(%arg15: tensor<2x4x8xf32>, %arg16: tensor<2x8x3xf32>, %arg17: tensor<2x4x3xf32>, %arg18: tensor<4x8xf32>, %arg19: tensor<8xf32>, %arg20: tensor<4xf32>, %arg21: tensor<f32>):
    %7 = "linalg.batch_matmul"(%arg15, %arg16, %arg17) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
      %16 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %17 = "arith.addf"(%arg32, %16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%17) : (f32) -> ()
    }) : (tensor<2x4x8xf32>, tensor<2x8x3xf32>, tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %8 = "linalg.matvec"(%arg18, %arg19, %arg20) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %14 = "arith.mulf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %15 = "arith.addf"(%arg29, %14) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%15) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<4x8xf32>, tensor<8xf32>, tensor<4xf32>) -> tensor<4xf32>
    %9 = "linalg.dot"(%arg19, %arg19, %arg21) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32, %arg26: f32):
      %12 = "arith.mulf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %13 = "arith.addf"(%arg26, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%13) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map9, #map10]} : (tensor<8xf32>, tensor<8xf32>, tensor<f32>) -> tensor<f32>
    %10 = "tensor.empty"() : () -> tensor<8xf32>
    %11 = "linalg.copy"(%arg19, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (tensor<8xf32>, tensor<8xf32>) -> tensor<8xf32>
    "func.return"(%7, %8, %9, %11) : (tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x65x65x16xf32>, tensor<3x3x16x32xf32>, tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>, sym_name = "conv_tensor"}> ({
  ^bb0(%arg9: tensor<1x65x65x16xf32>, %arg10: tensor<3x3x16x32xf32>, %arg11: tensor<1x32x32x32xf32>):
    %4 = "linalg.conv_2d_nhwc_hwcf"(%arg9, %arg10, %arg11) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg12: f32, %arg13: f32, %arg14: f32):
      %5 = "arith.mulf"(%arg12, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "arith.addf"(%arg14, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map11, #map12, #map13]} : (tensor<1x65x65x16xf32>, tensor<3x3x16x32xf32>, tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    "func.return"(%4) : (tensor<1x32x32x32xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>, tensor<f32>) -> tensor<f32>, sym_name = "map_reduce"}> ({
  ^bb0(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<f32>):
    %0 = "linalg.map"(%arg0, %arg1, %arg2) ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %3 = "arith.addf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%3) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64xf32>, tensor<64xf32>) -> tensor<64xf32>
    %1 = "linalg.reduce"(%0, %arg3) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg4: f32, %arg5: f32):
      %2 = "arith.addf"(%arg5, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<f32>) -> tensor<f32>
    "func.return"(%1) : (tensor<f32>) -> ()
  }) : () -> ()
}) : () -> ()

