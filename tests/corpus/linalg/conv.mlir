// Convolutions and pooling: windows `o * stride + k * dilation`.

func.func @conv2d_nhwc_hwcf(%I: memref<1x10x10x3xf64>, %F: memref<3x3x3x4xf64>, %O: memref<1x8x8x4xf64>) {
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<1x10x10x3xf64>, memref<3x3x3x4xf64>) outs(%O : memref<1x8x8x4xf64>)
  return
}

func.func @conv2d_strided_dilated(%I: memref<2x13x11x2xf64>, %F: memref<2x3x2x3xf64>, %O: memref<2x5x3x3xf64>) {
  linalg.conv_2d_nhwc_hwcf {dilations = dense<[3, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%I, %F : memref<2x13x11x2xf64>, memref<2x3x2x3xf64>) outs(%O : memref<2x5x3x3xf64>)
  return
}

func.func @conv2d_nchw(%I: memref<1x2x9x9xf32>, %F: memref<3x2x2x2xf32>, %O: memref<1x3x8x8xf32>) {
  linalg.conv_2d_nchw_fchw ins(%I, %F : memref<1x2x9x9xf32>, memref<3x2x2x2xf32>) outs(%O : memref<1x3x8x8xf32>)
  return
}

func.func @conv1d(%I: memref<20xf64>, %F: memref<5xf64>, %O: memref<16xf64>) {
  linalg.conv_1d ins(%I, %F : memref<20xf64>, memref<5xf64>) outs(%O : memref<16xf64>)
  return
}

func.func @depthwise(%I: memref<1x8x8x3xf64>, %F: memref<3x3x3xf64>, %O: memref<1x6x6x3xf64>) {
  linalg.depthwise_conv_2d_nhwc_hwc ins(%I, %F : memref<1x8x8x3xf64>, memref<3x3x3xf64>) outs(%O : memref<1x6x6x3xf64>)
  return
}

func.func @pooling(%I: memref<1x9x9x2xf64>, %W: memref<3x3xf64>, %Omax: memref<1x4x4x2xf64>, %Osum: memref<1x7x7x2xf64>) {
  linalg.pooling_nhwc_max {dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}
    ins(%I, %W : memref<1x9x9x2xf64>, memref<3x3xf64>) outs(%Omax : memref<1x4x4x2xf64>)
  linalg.pooling_nhwc_sum ins(%I, %W : memref<1x9x9x2xf64>, memref<3x3xf64>) outs(%Osum : memref<1x7x7x2xf64>)
  return
}

func.func @conv_bias_relu(%I: memref<1x10x10x2xf64>, %F: memref<3x3x2x4xf64>, %b: memref<4xf64>, %O: memref<1x8x8x4xf64>) {
  %z = arith.constant 0.0 : f64
  %t = memref.alloc() : memref<1x8x8x4xf64>
  linalg.fill ins(%z : f64) outs(%t : memref<1x8x8x4xf64>)
  linalg.conv_2d_nhwc_hwcf ins(%I, %F : memref<1x10x10x2xf64>, memref<3x3x2x4xf64>) outs(%t : memref<1x8x8x4xf64>)
  linalg.generic {indexing_maps = [affine_map<(n, h, w, c) -> (n, h, w, c)>, affine_map<(n, h, w, c) -> (c)>, affine_map<(n, h, w, c) -> (n, h, w, c)>],
                  iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t, %b : memref<1x8x8x4xf64>, memref<4xf64>) outs(%O : memref<1x8x8x4xf64>) {
  ^bb0(%x: f64, %y: f64, %o: f64):
    %s = arith.addf %x, %y : f64
    %r = arith.maximumf %s, %z : f64
    linalg.yield %r : f64
  }
  memref.dealloc %t : memref<1x8x8x4xf64>
  return
}
