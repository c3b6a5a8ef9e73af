module {
  func.func @copy(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) {
    linalg.copy ins(%arg0 : memref<?xf32, strided<[?], offset: ?>>) outs(%arg1 : memref<?xf32, strided<[?], offset: ?>>)
    return
  }
  func.func @fill(%arg0: memref<?x?xf32, strided<[?, 1], offset: ?>>, %arg1: f32) {
    linalg.fill ins(%arg1 : f32) outs(%arg0 : memref<?x?xf32, strided<[?, 1], offset: ?>>)
    return
  }
  func.func @dot(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: memref<f32>) {
    linalg.dot ins(%arg0, %arg1 : memref<?xf32>, memref<?xf32>) outs(%arg2 : memref<f32>)
    return
  }
  func.func @matmul(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    linalg.matmul ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>)
    return
  }
  func.func @matvec(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
    linalg.matvec ins(%arg0, %arg1 : memref<?x?xf32>, memref<?xf32>) outs(%arg2 : memref<?xf32>)
    return
  }
  func.func @conv(%arg0: memref<?x?x?x?xf32>, %arg1: memref<?x?x?x?xf32>, %arg2: memref<?x?x?x?xf32>) {
    linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>} ins(%arg0, %arg1 : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%arg2 : memref<?x?x?x?xf32>)
    return
  }
  func.func @pooling(%arg0: memref<1x32x32x4xf32>, %arg1: memref<3x3xf32>, %arg2: memref<1x15x15x4xf32>, %arg3: memref<1x15x15x4xf32>, %arg4: memref<1x15x15x4xf32>) {
    linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x32x32x4xf32>, memref<3x3xf32>) outs(%arg2 : memref<1x15x15x4xf32>)
    linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x32x32x4xf32>, memref<3x3xf32>) outs(%arg3 : memref<1x15x15x4xf32>)
    linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%arg0, %arg1 : memref<1x32x32x4xf32>, memref<3x3xf32>) outs(%arg4 : memref<1x15x15x4xf32>)
    return
  }
}

