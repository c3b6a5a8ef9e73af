// Named linalg ops on tensors: fill of a tensor.empty, matmul chains,
// batch_matmul, matvec, dot, copy, conv_2d_nhwc_hwcf with strides, and
// elementwise linalg.map / linalg.reduce.
func.func @matmul_fill(%A: tensor<?x?xf32>, %B: tensor<?x?xf32>, %init: tensor<?x?xf32>) -> tensor<?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %C0 = linalg.fill ins(%zero : f32) outs(%init : tensor<?x?xf32>) -> tensor<?x?xf32>
  %C = linalg.matmul ins(%A, %B : tensor<?x?xf32>, tensor<?x?xf32>) outs(%C0 : tensor<?x?xf32>) -> tensor<?x?xf32>
  return %C : tensor<?x?xf32>
}

func.func @static_chain(%A: tensor<16x8xf32>, %B: tensor<8x32xf32>, %D: tensor<32x4xf32>) -> tensor<16x4xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<16x32xf32>
  %e1 = tensor.empty() : tensor<16x4xf32>
  %z0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %AB = linalg.matmul ins(%A, %B : tensor<16x8xf32>, tensor<8x32xf32>) outs(%z0 : tensor<16x32xf32>) -> tensor<16x32xf32>
  %z1 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<16x4xf32>) -> tensor<16x4xf32>
  %ABD = linalg.matmul ins(%AB, %D : tensor<16x32xf32>, tensor<32x4xf32>) outs(%z1 : tensor<16x4xf32>) -> tensor<16x4xf32>
  return %ABD : tensor<16x4xf32>
}

func.func @blas_tensors(%A: tensor<2x4x8xf32>, %B: tensor<2x8x3xf32>, %C: tensor<2x4x3xf32>,
                        %M: tensor<4x8xf32>, %x: tensor<8xf32>, %y: tensor<4xf32>, %d: tensor<f32>)
    -> (tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>) {
  %0 = linalg.batch_matmul ins(%A, %B : tensor<2x4x8xf32>, tensor<2x8x3xf32>) outs(%C : tensor<2x4x3xf32>) -> tensor<2x4x3xf32>
  %1 = linalg.matvec ins(%M, %x : tensor<4x8xf32>, tensor<8xf32>) outs(%y : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.dot ins(%x, %x : tensor<8xf32>, tensor<8xf32>) outs(%d : tensor<f32>) -> tensor<f32>
  %e = tensor.empty() : tensor<8xf32>
  %3 = linalg.copy ins(%x : tensor<8xf32>) outs(%e : tensor<8xf32>) -> tensor<8xf32>
  return %0, %1, %2, %3 : tensor<2x4x3xf32>, tensor<4xf32>, tensor<f32>, tensor<8xf32>
}

func.func @conv_tensor(%in: tensor<1x65x65x16xf32>, %f: tensor<3x3x16x32xf32>, %out: tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32> {
  %r = linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in, %f : tensor<1x65x65x16xf32>, tensor<3x3x16x32xf32>) outs(%out : tensor<1x32x32x32xf32>) -> tensor<1x32x32x32xf32>
  return %r : tensor<1x32x32x32xf32>
}

func.func @map_reduce(%a: tensor<64xf32>, %b: tensor<64xf32>, %init: tensor<64xf32>, %acc: tensor<f32>) -> tensor<f32> {
  %sum = linalg.map { arith.addf } ins(%a, %b : tensor<64xf32>, tensor<64xf32>) outs(%init : tensor<64xf32>)
  %red = linalg.reduce { arith.addf } ins(%sum : tensor<64xf32>) outs(%acc : tensor<f32>) dimensions = [0]
  return %red : tensor<f32>
}
