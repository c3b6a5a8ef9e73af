#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, d1)>
#map4 = affine_map<(d0, d1) -> (d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d1, d0)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0) -> ()>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 4 + d4 * 2, d2 * 4 + d5 * 2, d6)>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map22 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map23 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map24 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
"builtin.module"() ({
  "func.func"() <{function_type = (memref<?x?xf32>, memref<?x?xf32>, f32) -> (), sym_name = "fill_copy"}> ({
  ^bb0(%arg80: memref<?x?xf32>, %arg81: memref<?x?xf32>, %arg82: f32):
    "linalg.fill"(%arg82, %arg80) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      "linalg.yield"(%arg85) : (f32) -> ()
    }) : (f32, memref<?x?xf32>) -> ()
    "linalg.copy"(%arg80, %arg81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: f32):
      "linalg.yield"(%arg83) : (f32) -> ()
    }) : (memref<?x?xf32>, memref<?x?xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<64x32xf32>, memref<32x16xf32>, memref<64x16xf32>, memref<32xf32>, memref<64xf32>, memref<32xf32>, memref<f32>) -> (), sym_name = "blas"}> ({
  ^bb0(%arg61: memref<64x32xf32>, %arg62: memref<32x16xf32>, %arg63: memref<64x16xf32>, %arg64: memref<32xf32>, %arg65: memref<64xf32>, %arg66: memref<32xf32>, %arg67: memref<f32>):
    "linalg.matmul"(%arg61, %arg62, %arg63) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32, %arg79: f32):
      %25 = "arith.mulf"(%arg77, %arg78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %26 = "arith.addf"(%arg79, %25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%26) : (f32) -> ()
    }) : (memref<64x32xf32>, memref<32x16xf32>, memref<64x16xf32>) -> ()
    "linalg.matvec"(%arg61, %arg64, %arg65) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32, %arg76: f32):
      %23 = "arith.mulf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %24 = "arith.addf"(%arg76, %23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%24) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map3, #map4, #map5]} : (memref<64x32xf32>, memref<32xf32>, memref<64xf32>) -> ()
    "linalg.vecmat"(%arg65, %arg61, %arg66) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32, %arg73: f32):
      %21 = "arith.mulf"(%arg71, %arg72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %22 = "arith.addf"(%arg73, %21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%22) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map4, #map6, #map5]} : (memref<64xf32>, memref<64x32xf32>, memref<32xf32>) -> ()
    "linalg.dot"(%arg64, %arg66, %arg67) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
      %19 = "arith.mulf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %20 = "arith.addf"(%arg70, %19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%20) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map7, #map7, #map8]} : (memref<32xf32>, memref<32xf32>, memref<f32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x8x16xf32>, memref<4x16x32xf32>, memref<4x8x32xf32>) -> (), sym_name = "batch_matmul"}> ({
  ^bb0(%arg55: memref<4x8x16xf32>, %arg56: memref<4x16x32xf32>, %arg57: memref<4x8x32xf32>):
    "linalg.batch_matmul"(%arg55, %arg56, %arg57) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32, %arg60: f32):
      %17 = "arith.mulf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %18 = "arith.addf"(%arg60, %17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%18) : (f32) -> ()
    }) : (memref<4x8x16xf32>, memref<4x16x32xf32>, memref<4x8x32xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<16x8xi8>, memref<8x4xi8>, memref<16x4xi32>) -> (), sym_name = "matmul_mixed"}> ({
  ^bb0(%arg49: memref<16x8xi8>, %arg50: memref<8x4xi8>, %arg51: memref<16x4xi32>):
    "linalg.matmul"(%arg49, %arg50, %arg51) <{cast = #linalg.type_fn<cast_unsigned>, indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: i8, %arg53: i8, %arg54: i32):
      %13 = "arith.extui"(%arg52) : (i8) -> i32
      %14 = "arith.extui"(%arg53) : (i8) -> i32
      %15 = "arith.muli"(%13, %14) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      %16 = "arith.addi"(%arg54, %15) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%16) : (i32) -> ()
    }) : (memref<16x8xi8>, memref<8x4xi8>, memref<16x4xi32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> (), sym_name = "matmul_dynamic"}> ({
  ^bb0(%arg43: memref<?x?xf64>, %arg44: memref<?x?xf64>, %arg45: memref<?x?xf64>):
    "linalg.matmul"(%arg43, %arg44, %arg45) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f64, %arg47: f64, %arg48: f64):
      %11 = "arith.mulf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      %12 = "arith.addf"(%arg48, %11) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
      "linalg.yield"(%12) : (f64) -> ()
    }) : (memref<?x?xf64>, memref<?x?xf64>, memref<?x?xf64>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<8x16xf32>, memref<16x8xf32>, memref<16xf32>, memref<8x16xf32>) -> (), sym_name = "layout_ops"}> ({
  ^bb0(%arg35: memref<8x16xf32>, %arg36: memref<16x8xf32>, %arg37: memref<16xf32>, %arg38: memref<8x16xf32>):
    "linalg.transpose"(%arg35, %arg36) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (memref<8x16xf32>, memref<16x8xf32>) -> ()
    "linalg.broadcast"(%arg37, %arg38) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (memref<16xf32>, memref<8x16xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x32x32x3xf32>, memref<3x3x3x8xf32>, memref<1x30x30x8xf32>, memref<1x3x32x32xf32>, memref<8x3x3x3xf32>, memref<1x8x30x30xf32>, memref<32x32xf32>, memref<3x3xf32>, memref<30x30xf32>) -> (), sym_name = "convs"}> ({
  ^bb0(%arg17: memref<1x32x32x3xf32>, %arg18: memref<3x3x3x8xf32>, %arg19: memref<1x30x30x8xf32>, %arg20: memref<1x3x32x32xf32>, %arg21: memref<8x3x3x3xf32>, %arg22: memref<1x8x30x30xf32>, %arg23: memref<32x32xf32>, %arg24: memref<3x3xf32>, %arg25: memref<30x30xf32>):
    "linalg.conv_2d_nhwc_hwcf"(%arg17, %arg18, %arg19) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
      %9 = "arith.mulf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %10 = "arith.addf"(%arg34, %9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map12, #map13, #map14]} : (memref<1x32x32x3xf32>, memref<3x3x3x8xf32>, memref<1x30x30x8xf32>) -> ()
    "linalg.conv_2d_nchw_fchw"(%arg20, %arg21, %arg22) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %7 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %8 = "arith.addf"(%arg31, %7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map15, #map16, #map14]} : (memref<1x3x32x32xf32>, memref<8x3x3x3xf32>, memref<1x8x30x30xf32>) -> ()
    "linalg.conv_2d"(%arg23, %arg24, %arg25) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %5 = "arith.mulf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %6 = "arith.addf"(%arg28, %5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map17, #map18, #map19]} : (memref<32x32xf32>, memref<3x3xf32>, memref<30x30xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x33x33x4xf32>, memref<8x3x3x4xf32>, memref<1x8x8x8xf32>) -> (), sym_name = "conv_strided"}> ({
  ^bb0(%arg11: memref<1x33x33x4xf32>, %arg12: memref<8x3x3x4xf32>, %arg13: memref<1x8x8x8xf32>):
    "linalg.conv_2d_nhwc_fhwc"(%arg11, %arg12, %arg13) <{dilations = dense<2> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<4> : tensor<2xi64>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %3 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %4 = "arith.addf"(%arg16, %3) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%4) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map20, #map21, #map14]} : (memref<1x33x33x4xf32>, memref<8x3x3x4xf32>, memref<1x8x8x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<1x16x16x8xf32>, memref<3x3x8xf32>, memref<1x14x14x8xf32>, memref<2x2xf32>, memref<1x8x8x8xf32>) -> (), sym_name = "depthwise_and_pool"}> ({
  ^bb0(%arg0: memref<1x16x16x8xf32>, %arg1: memref<3x3x8xf32>, %arg2: memref<1x14x14x8xf32>, %arg3: memref<2x2xf32>, %arg4: memref<1x8x8x8xf32>):
    "linalg.depthwise_conv_2d_nhwc_hwc"(%arg0, %arg1, %arg2) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : tensor<2xi64>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %1 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %2 = "arith.addf"(%arg10, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%2) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map22, #map23, #map24]} : (memref<1x16x16x8xf32>, memref<3x3x8xf32>, memref<1x14x14x8xf32>) -> ()
    "linalg.pooling_nhwc_max"(%arg0, %arg3, %arg4) <{dilations = dense<1> : tensor<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : tensor<2xi64>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %0 = "arith.maximumf"(%arg7, %arg5) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%0) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map25, #map26, #map24]} : (memref<1x16x16x8xf32>, memref<2x2xf32>, memref<1x8x8x8xf32>) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
}) : () -> ()

