// Named linalg ops on memrefs: fill, copy, matmul (plain and with a cast
// attribute), batch_matmul, matvec, vecmat, dot, transpose, broadcast,
// the conv_2d family and pooling, as mlir-opt 22 prints them.
func.func @fill_copy(%A: memref<?x?xf32>, %B: memref<?x?xf32>, %v: f32) {
  linalg.fill ins(%v : f32) outs(%A : memref<?x?xf32>)
  linalg.copy ins(%A : memref<?x?xf32>) outs(%B : memref<?x?xf32>)
  return
}

func.func @blas(%A: memref<64x32xf32>, %B: memref<32x16xf32>, %C: memref<64x16xf32>,
                %x: memref<32xf32>, %y: memref<64xf32>, %z: memref<32xf32>, %d: memref<f32>) {
  linalg.matmul ins(%A, %B : memref<64x32xf32>, memref<32x16xf32>) outs(%C : memref<64x16xf32>)
  linalg.matvec ins(%A, %x : memref<64x32xf32>, memref<32xf32>) outs(%y : memref<64xf32>)
  linalg.vecmat ins(%y, %A : memref<64xf32>, memref<64x32xf32>) outs(%z : memref<32xf32>)
  linalg.dot ins(%x, %z : memref<32xf32>, memref<32xf32>) outs(%d : memref<f32>)
  return
}

func.func @batch_matmul(%A: memref<4x8x16xf32>, %B: memref<4x16x32xf32>, %C: memref<4x8x32xf32>) {
  linalg.batch_matmul ins(%A, %B : memref<4x8x16xf32>, memref<4x16x32xf32>) outs(%C : memref<4x8x32xf32>)
  return
}

func.func @matmul_mixed(%A: memref<16x8xi8>, %B: memref<8x4xi8>, %C: memref<16x4xi32>) {
  linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%A, %B : memref<16x8xi8>, memref<8x4xi8>) outs(%C : memref<16x4xi32>)
  return
}

func.func @matmul_dynamic(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>) {
  linalg.matmul ins(%A, %B : memref<?x?xf64>, memref<?x?xf64>) outs(%C : memref<?x?xf64>)
  return
}

func.func @layout_ops(%A: memref<8x16xf32>, %T: memref<16x8xf32>, %v: memref<16xf32>, %M: memref<8x16xf32>) {
  linalg.transpose ins(%A : memref<8x16xf32>) outs(%T : memref<16x8xf32>) permutation = [1, 0]
  linalg.broadcast ins(%v : memref<16xf32>) outs(%M : memref<8x16xf32>) dimensions = [0]
  return
}

func.func @convs(%in: memref<1x32x32x3xf32>, %f_hwcf: memref<3x3x3x8xf32>, %out: memref<1x30x30x8xf32>,
                 %in_nchw: memref<1x3x32x32xf32>, %f_fchw: memref<8x3x3x3xf32>, %out_nchw: memref<1x8x30x30xf32>,
                 %img: memref<32x32xf32>, %ker: memref<3x3xf32>, %res: memref<30x30xf32>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %f_hwcf : memref<1x32x32x3xf32>, memref<3x3x3x8xf32>) outs(%out : memref<1x30x30x8xf32>)
  linalg.conv_2d_nchw_fchw {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in_nchw, %f_fchw : memref<1x3x32x32xf32>, memref<8x3x3x3xf32>) outs(%out_nchw : memref<1x8x30x30xf32>)
  linalg.conv_2d ins(%img, %ker : memref<32x32xf32>, memref<3x3xf32>) outs(%res : memref<30x30xf32>)
  return
}

func.func @conv_strided(%in: memref<1x33x33x4xf32>, %f: memref<8x3x3x4xf32>, %out: memref<1x8x8x8xf32>) {
  linalg.conv_2d_nhwc_fhwc {dilations = dense<2> : tensor<2xi64>, strides = dense<4> : tensor<2xi64>}
      ins(%in, %f : memref<1x33x33x4xf32>, memref<8x3x3x4xf32>) outs(%out : memref<1x8x8x8xf32>)
  return
}

func.func @depthwise_and_pool(%in: memref<1x16x16x8xf32>, %dw: memref<3x3x8xf32>, %dout: memref<1x14x14x8xf32>,
                              %win: memref<2x2xf32>, %pout: memref<1x8x8x8xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}
      ins(%in, %dw : memref<1x16x16x8xf32>, memref<3x3x8xf32>) outs(%dout : memref<1x14x14x8xf32>)
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
      ins(%in, %win : memref<1x16x16x8xf32>, memref<2x2xf32>) outs(%pout : memref<1x8x8x8xf32>)
  return
}
