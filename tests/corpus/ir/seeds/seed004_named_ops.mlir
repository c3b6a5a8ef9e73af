// Seed 004 (linalg dialect), sections "Named Payload-Carrying Ops" and
// "Operations": linalg.copy, fill, dot, matmul, matvec, conv and the
// pooling ops in today's syntax (ins/outs; `conv` is one of the conv_2d_*
// ops, pooling_max/min/sum are pooling_nhwc_max/min/sum with their window
// memref), with the strides/dilations attributes as dense tensors.
func.func @copy(%arg0: memref<?xf32, strided<[?], offset: ?>>, %arg1: memref<?xf32, strided<[?], offset: ?>>) {
  linalg.copy ins(%arg0 : memref<?xf32, strided<[?], offset: ?>>) outs(%arg1 : memref<?xf32, strided<[?], offset: ?>>)
  return
}

func.func @fill(%out: memref<?x?xf32, strided<[?, 1], offset: ?>>, %value: f32) {
  linalg.fill ins(%value : f32) outs(%out : memref<?x?xf32, strided<[?, 1], offset: ?>>)
  return
}

func.func @dot(%x: memref<?xf32>, %y: memref<?xf32>, %r: memref<f32>) {
  linalg.dot ins(%x, %y : memref<?xf32>, memref<?xf32>) outs(%r : memref<f32>)
  return
}

func.func @matmul(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %C: memref<?x?xf32>) {
  linalg.matmul ins(%A, %B : memref<?x?xf32>, memref<?x?xf32>) outs(%C : memref<?x?xf32>)
  return
}

func.func @matvec(%A: memref<?x?xf32>, %x: memref<?xf32>, %y: memref<?xf32>) {
  linalg.matvec ins(%A, %x : memref<?x?xf32>, memref<?xf32>) outs(%y : memref<?xf32>)
  return
}

// output[b, x0, x1, k] = sum_{z0, z1, q} filter[z0, z1, q, k] *
//   input[b, x0 * strides[0] + dilations[0] * z0, x1 * strides[1] + dilations[1] * z1, q]
func.func @conv(%input: memref<?x?x?x?xf32>, %filter: memref<?x?x?x?xf32>, %output: memref<?x?x?x?xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<[2, 1]> : tensor<2xi64>}
      ins(%input, %filter : memref<?x?x?x?xf32>, memref<?x?x?x?xf32>) outs(%output : memref<?x?x?x?xf32>)
  return
}

func.func @pooling(%input: memref<1x32x32x4xf32>, %window: memref<3x3xf32>,
                   %max: memref<1x15x15x4xf32>, %min: memref<1x15x15x4xf32>, %sum: memref<1x15x15x4xf32>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%input, %window : memref<1x32x32x4xf32>, memref<3x3xf32>) outs(%max : memref<1x15x15x4xf32>)
  linalg.pooling_nhwc_min {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%input, %window : memref<1x32x32x4xf32>, memref<3x3xf32>) outs(%min : memref<1x15x15x4xf32>)
  linalg.pooling_nhwc_sum {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%input, %window : memref<1x32x32x4xf32>, memref<3x3xf32>) outs(%sum : memref<1x15x15x4xf32>)
  return
}
