// Every convolution and pooling op with strides and dilations other than 1 (distinct per
// spatial dimension), so that generalisation checks which window expression uses which
// stride and dilation (tessera's NAMED_MAPS against MLIR 22). Generated once; shapes
// follow from the loop sizes (window extent (o - 1) * stride + (k - 1) * dilation + 1).

func.func @f0(%a0: memref<2x3x6xf32>, %a1: memref<3x3x2xf32>, %a2: memref<2x3x2xf32>) {
  linalg.conv_1d_ncw_fcw {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x3x6xf32>, memref<3x3x2xf32>) outs(%a2 : memref<2x3x2xf32>)
  return
}
func.func @f1(%a0: memref<2x11x2xf32>, %a1: memref<3x2x2xf32>, %a2: memref<2x3x2xf32>) {
  linalg.conv_1d_nwc_wcf {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x11x2xf32>, memref<3x2x2xf32>) outs(%a2 : memref<2x3x2xf32>)
  return
}
func.func @f2(%a0: memref<2x2x9x9xf32>, %a1: memref<3x2x3x2xf32>, %a2: memref<2x3x2x3xf32>) {
  linalg.conv_2d_nchw_fchw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x2x9x9xf32>, memref<3x2x3x2xf32>) outs(%a2 : memref<2x3x2x3xf32>)
  return
}
func.func @f3(%a0: memref<2x3x3x8x8xf32>, %a1: memref<2x3x3x2x3xf32>, %a2: memref<2x3x2x3x2xf32>) {
  linalg.conv_2d_ngchw_fgchw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x3x8x8xf32>, memref<2x3x3x2x3xf32>) outs(%a2 : memref<2x3x2x3x2xf32>)
  return
}
func.func @f4(%a0: memref<2x8x8x2xf32>, %a1: memref<3x2x3x2xf32>, %a2: memref<2x3x2x3xf32>) {
  linalg.conv_2d_nhwc_fhwc {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x8x8x2xf32>, memref<3x2x3x2xf32>) outs(%a2 : memref<2x3x2x3xf32>)
  return
}
func.func @f5(%a0: memref<2x8x8x2xf32>, %a1: memref<2x3x2x3xf32>, %a2: memref<2x3x2x3xf32>) {
  linalg.conv_2d_nhwc_hwcf {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x8x8x2xf32>, memref<2x3x2x3xf32>) outs(%a2 : memref<2x3x2x3xf32>)
  return
}
func.func @f6(%a0: memref<2x11x6x3x3xf32>, %a1: memref<3x2x3x2x3xf32>, %a2: memref<2x3x2x3x2xf32>) {
  linalg.conv_2d_nhwgc_gfhwc {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x11x6x3x3xf32>, memref<3x2x3x2x3xf32>) outs(%a2 : memref<2x3x2x3x2xf32>)
  return
}
func.func @f7(%a0: memref<2x3x6x11x7xf32>, %a1: memref<3x3x2x3x2xf32>, %a2: memref<2x3x2x3x2xf32>) {
  linalg.conv_3d_ncdhw_fcdhw {strides = dense<[2, 3, 2]> : tensor<3xi64>, dilations = dense<[3, 2, 4]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x3x6x11x7xf32>, memref<3x3x2x3x2xf32>) outs(%a2 : memref<2x3x2x3x2xf32>)
  return
}
func.func @f8(%a0: memref<2x11x6x13x2xf32>, %a1: memref<3x2x3x2x2xf32>, %a2: memref<2x3x2x3x2xf32>) {
  linalg.conv_3d_ndhwc_dhwcf {strides = dense<[2, 3, 2]> : tensor<3xi64>, dilations = dense<[3, 2, 4]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x11x6x13x2xf32>, memref<3x2x3x2x2xf32>) outs(%a2 : memref<2x3x2x3x2xf32>)
  return
}
func.func @f9(%a0: memref<2x2x11xf32>, %a1: memref<2x3xf32>, %a2: memref<2x2x3xf32>) {
  linalg.depthwise_conv_1d_ncw_cw {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x2x11xf32>, memref<2x3xf32>) outs(%a2 : memref<2x2x3xf32>)
  return
}
func.func @f10(%a0: memref<2x11x2xf32>, %a1: memref<3x2xf32>, %a2: memref<2x3x2xf32>) {
  linalg.depthwise_conv_1d_nwc_wc {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x11x2xf32>, memref<3x2xf32>) outs(%a2 : memref<2x3x2xf32>)
  return
}
func.func @f11(%a0: memref<2x3x8x8xf32>, %a1: memref<3x2x3xf32>, %a2: memref<2x3x3x2xf32>) {
  linalg.depthwise_conv_2d_nchw_chw {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x8x8xf32>, memref<3x2x3xf32>) outs(%a2 : memref<2x3x3x2xf32>)
  return
}
func.func @f12(%a0: memref<2x8x8x3xf32>, %a1: memref<2x3x3xf32>, %a2: memref<2x3x2x3xf32>) {
  linalg.depthwise_conv_2d_nhwc_hwc {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x8x8x3xf32>, memref<2x3x3xf32>) outs(%a2 : memref<2x3x2x3xf32>)
  return
}
func.func @f13(%a0: memref<2x8x8x9x3xf32>, %a1: memref<2x3x2x3xf32>, %a2: memref<2x3x2x3x3xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc {strides = dense<[2, 3, 2]> : tensor<3xi64>, dilations = dense<[3, 2, 4]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x8x8x9x3xf32>, memref<2x3x2x3xf32>) outs(%a2 : memref<2x3x2x3x3xf32>)
  return
}
func.func @f14(%a0: memref<2x3x6x11xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3x2x3xf32>) {
  linalg.pooling_nchw_max {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x6x11xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3x2x3xf32>)
  return
}
func.func @f15(%a0: memref<2x3x6x11xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3x2x3xf32>) {
  linalg.pooling_nchw_sum {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x3x6x11xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3x2x3xf32>)
  return
}
func.func @f16(%a0: memref<2x3x9xf32>, %a1: memref<3xf32>, %a2: memref<2x3x2xf32>) {
  linalg.pooling_ncw_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x3x9xf32>, memref<3xf32>) outs(%a2 : memref<2x3x2xf32>)
  return
}
func.func @f17(%a0: memref<2x3x9xf32>, %a1: memref<3xf32>, %a2: memref<2x3x2xf32>) {
  linalg.pooling_ncw_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x3x9xf32>, memref<3xf32>) outs(%a2 : memref<2x3x2xf32>)
  return
}
func.func @f18(%a0: memref<2x11x6x13x2xf32>, %a1: memref<3x2x3xf32>, %a2: memref<2x3x2x3x2xf32>) {
  linalg.pooling_ndhwc_max {strides = dense<[2, 3, 2]> : tensor<3xi64>, dilations = dense<[3, 2, 4]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x11x6x13x2xf32>, memref<3x2x3xf32>) outs(%a2 : memref<2x3x2x3x2xf32>)
  return
}
func.func @f19(%a0: memref<2x11x6x13x2xf32>, %a1: memref<3x2x3xf32>, %a2: memref<2x3x2x3x2xf32>) {
  linalg.pooling_ndhwc_min {strides = dense<[2, 3, 2]> : tensor<3xi64>, dilations = dense<[3, 2, 4]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x11x6x13x2xf32>, memref<3x2x3xf32>) outs(%a2 : memref<2x3x2x3x2xf32>)
  return
}
func.func @f20(%a0: memref<2x11x6x13x2xf32>, %a1: memref<3x2x3xf32>, %a2: memref<2x3x2x3x2xf32>) {
  linalg.pooling_ndhwc_sum {strides = dense<[2, 3, 2]> : tensor<3xi64>, dilations = dense<[3, 2, 4]> : tensor<3xi64>} ins(%a0, %a1 : memref<2x11x6x13x2xf32>, memref<3x2x3xf32>) outs(%a2 : memref<2x3x2x3x2xf32>)
  return
}
func.func @f21(%a0: memref<2x8x8x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3x2x3xf32>) {
  linalg.pooling_nhwc_max {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x8x8x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3x2x3xf32>)
  return
}
func.func @f22(%a0: memref<2x8x8x3xi32>, %a1: memref<2x3xi32>, %a2: memref<2x3x2x3xi32>) {
  linalg.pooling_nhwc_max_unsigned {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x8x8x3xi32>, memref<2x3xi32>) outs(%a2 : memref<2x3x2x3xi32>)
  return
}
func.func @f23(%a0: memref<2x8x8x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3x2x3xf32>) {
  linalg.pooling_nhwc_min {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x8x8x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3x2x3xf32>)
  return
}
func.func @f24(%a0: memref<2x8x8x3xi32>, %a1: memref<2x3xi32>, %a2: memref<2x3x2x3xi32>) {
  linalg.pooling_nhwc_min_unsigned {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x8x8x3xi32>, memref<2x3xi32>) outs(%a2 : memref<2x3x2x3xi32>)
  return
}
func.func @f25(%a0: memref<2x8x8x3xf32>, %a1: memref<2x3xf32>, %a2: memref<2x3x2x3xf32>) {
  linalg.pooling_nhwc_sum {strides = dense<[2, 3]> : tensor<2xi64>, dilations = dense<[3, 2]> : tensor<2xi64>} ins(%a0, %a1 : memref<2x8x8x3xf32>, memref<2x3xf32>) outs(%a2 : memref<2x3x2x3xf32>)
  return
}
func.func @f26(%a0: memref<2x11x2xf32>, %a1: memref<3xf32>, %a2: memref<2x3x2xf32>) {
  linalg.pooling_nwc_max {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x11x2xf32>, memref<3xf32>) outs(%a2 : memref<2x3x2xf32>)
  return
}
func.func @f27(%a0: memref<2x11x2xf32>, %a1: memref<3xf32>, %a2: memref<2x3x2xf32>) {
  linalg.pooling_nwc_min {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x11x2xf32>, memref<3xf32>) outs(%a2 : memref<2x3x2xf32>)
  return
}
func.func @f28(%a0: memref<2x11x2xf32>, %a1: memref<3xf32>, %a2: memref<2x3x2xf32>) {
  linalg.pooling_nwc_sum {strides = dense<[2]> : tensor<1xi64>, dilations = dense<[3]> : tensor<1xi64>} ins(%a0, %a1 : memref<2x11x2xf32>, memref<3xf32>) outs(%a2 : memref<2x3x2xf32>)
  return
}
