module {
  func.func @fill_copy(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: f32) {
    linalg.fill ins(%arg2 : f32) outs(%arg0 : memref<?x?xf32>)
    linalg.copy ins(%arg0 : memref<?x?xf32>) outs(%arg1 : memref<?x?xf32>)
    return
  }
  func.func @blas(%arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>, %arg3: memref<32xf32>, %arg4: memref<64xf32>, %arg5: memref<32xf32>, %arg6: memref<f32>) {
    linalg.matmul ins(%arg0, %arg1 : memref<64x32xf32>, memref<32x16xf32>) outs(%arg2 : memref<64x16xf32>)
    linalg.matvec ins(%arg0, %arg3 : memref<64x32xf32>, memref<32xf32>) outs(%arg4 : memref<64xf32>)
    linalg.vecmat ins(%arg4, %arg0 : memref<64xf32>, memref<64x32xf32>) outs(%arg5 : memref<32xf32>)
    linalg.dot ins(%arg3, %arg5 : memref<32xf32>, memref<32xf32>) outs(%arg6 : memref<f32>)
    return
  }
  func.func @batch_matmul(%arg0: memref<4x8x16xf32>, %arg1: memref<4x16x32xf32>, %arg2: memref<4x8x32xf32>) {
    linalg.batch_matmul ins(%arg0, %arg1 : memref<4x8x16xf32>, memref<4x16x32xf32>) outs(%arg2 : memref<4x8x32xf32>)
    return
  }
  func.func @matmul_mixed(%arg0: memref<16x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<16x4xi32>) {
    linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<16x8xi8>, memref<8x4xi8>) outs(%arg2 : memref<16x4xi32>)
    return
  }
  func.func @matmul_dynamic(%arg0: memref<?x?xf64>, %arg1: memref<?x?xf64>, %arg2: memref<?x?xf64>) {
    linalg.matmul ins(%arg0, %arg1 : memref<?x?xf64>, memref<?x?xf64>) outs(%arg2 : memref<?x?xf64>)
    return
  }
  func.func @layout_ops(%arg0: memref<8x16xf32>, %arg1: memref<16x8xf32>, %arg2: memref<16xf32>, %arg3: memref<8x16xf32>) {
    linalg.transpose ins(%arg0 : memref<8x16xf32>) outs(%arg1 : memref<16x8xf32>) permutation = [1, 0] 
    linalg.broadcast ins(%arg2 : memref<16xf32>) outs(%arg3 : memref<8x16xf32>) dimensions = [0] 
    return
  }
  func.func @convs(%arg0: memref<1x32x32x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x30x30x8xf32>, %arg3: memref<1x3x32x32xf32>, %arg4: memref<8x3x3x3xf32>, %arg5: memref<1x8x30x30xf32>, %arg6: memref<32x32xf32>, %arg7: memref<3x3xf32>, %arg8: memref<30x30xf32>) {
    linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x32x32x3xf32>, memref<3x3x3x8xf32>) outs(%arg2 : memref<1x30x30x8xf32>)
    linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg3, %arg4 : memref<1x3x32x32xf32>, memref<8x3x3x3xf32>) outs(%arg5 : memref<1x8x30x30xf32>)
    linalg.conv_2d ins(%arg6, %arg7 : memref<32x32xf32>, memref<3x3xf32>) outs(%arg8 : memref<30x30xf32>)
    return
  }
  func.func @conv_strided(%arg0: memref<1x33x33x4xf32>, %arg1: memref<8x3x3x4xf32>, %arg2: memref<1x8x8x8xf32>) {
    linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x33x33x4xf32>, memref<8x3x3x4xf32>) outs(%arg2 : memref<1x8x8x8xf32>)
    return
  }
  func.func @depthwise_and_pool(%arg0: memref<1x16x16x8xf32>, %arg1: memref<3x3x8xf32>, %arg2: memref<1x14x14x8xf32>, %arg3: memref<2x2xf32>, %arg4: memref<1x8x8x8xf32>) {
    linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x16x16x8xf32>, memref<3x3x8xf32>) outs(%arg2 : memref<1x14x14x8xf32>)
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg3 : memref<1x16x16x8xf32>, memref<2x2xf32>) outs(%arg4 : memref<1x8x8x8xf32>)
    return
  }
}

