module {
  func.func @matmul_fill(%arg0: tensor<?x?xf32>, %arg1: tensor<?x?xf32>, %arg2: tensor<?x?xf32>) -> tensor<?x?xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = linalg.fill ins(%cst : f32) outs(%arg2 : tensor<?x?xf32>) -> tensor<?x?xf32>
    %1 = linalg.matmul ins(%arg0, %arg1 : tensor<?x?xf32>, tensor<?x?xf32>) outs(%0 : tensor<?x?xf32>) -> tensor<?x?xf32>
    return %1 : tensor<?x?xf32>
  }
  func.func @static_chain(%arg0: tensor<16x8xf32>, %arg1: tensor<8x32xf32>, %arg2: tensor<32x4xf32>) -> tensor<16x4xf32> {
    %cst = arith.constant 0.000000e+00 : f32
    %0 = tensor.empty() : tensor<16x32xf32>
    %1 = tensor.empty() : tensor<16x4xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %3 = linalg.matmul ins(%arg0, %arg1 : tensor<16x8xf32>, tensor<8x32xf32>) outs(%2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %5 = linalg.matmul ins(%3, %arg2 : tensor<16x32xf32>, tensor<32x4xf32>) outs(%4 : tensor<16x4xf32>) -> tensor<16x4xf32>
    return %5 : tensor<16x4xf32>
  }
  func.func @blas_tensors(%arg0: tensor<2x4x8xf32>, %arg1: tensor<2x8x3xf32>, %arg2: tensor<2x4x3xf32>, %arg3: tensor<4x8xf32>, %arg4: tensor<8xf32>, %arg5: tensor<4xf32>, %arg6: tensor<f32>) -> (tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>) {
    %0 = linalg.batch_matmul ins(%arg0, %arg1 : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%arg2 : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
    %1 = linalg.matvec ins(%arg3, %arg4 : tensor<4x8xf32>, tensor<8xf32>) outs(%arg5 : tensor<4xf32>) -> tensor<4xf32>
    %2 = linalg.dot ins(%arg4, %arg4 : tensor<8xf32>, tensor<8xf32>) outs(%arg6 : tensor<f32>) -> tensor<f32>
    %3 = tensor.empty() : tensor<8xf32>
    %4 = linalg.copy ins(%arg4 : tensor<8xf32>) outs(%3 : tensor<8xf32>) -> tensor<8xf32>
    return %0, %1, %2, %4 : tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>
  }
  func.func @conv_tensor(%arg0: tensor<1x65x65x16xf32>, %arg1: tensor<3x3x16x32xf32>, %arg2: tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32> {
    %0 = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : tensor<1x65x65x16xf32>, tensor<3x3x16x32xf32>) outs(%arg2 : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
    return %0 : tensor<1x32x32x32xf32>
  }
  func.func @map_reduce(%arg0: tensor<64xf32>, %arg1: tensor<64xf32>, %arg2: tensor<64xf32>, %arg3: tensor<f32>) -> tensor<f32> {
    %mapped = linalg.map { arith.addf } ins(%arg0, %arg1 : tensor<64xf32>, tensor<64xf32>) outs(%arg2 : tensor<64xf32>)
    %reduced = linalg.reduce { arith.addf } ins(%mapped : tensor<64xf32>) outs(%arg3 : tensor<f32>) dimensions = [0] 
    return %reduced : tensor<f32>
  }
}

