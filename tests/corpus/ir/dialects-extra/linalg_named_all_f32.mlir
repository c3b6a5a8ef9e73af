// Every named linalg op (besides matmul/fill/copy/conv_2d_nhwc_*, covered elsewhere) with f32
// operands: the generic form shows the payload bodies synthesised from the op definitions.
func.func @op0(%a0_0: memref<4x8xf32>, %a0_1: memref<8xf32>, %o0: memref<4xf32>) {
  linalg.matvec ins(%a0_0, %a0_1 : memref<4x8xf32>, memref<8xf32>) outs(%o0 : memref<4xf32>)
  return
}

func.func @op1(%a1_0: memref<8xf32>, %a1_1: memref<8x4xf32>, %o1: memref<4xf32>) {
  linalg.vecmat ins(%a1_0, %a1_1 : memref<8xf32>, memref<8x4xf32>) outs(%o1 : memref<4xf32>)
  return
}

func.func @op2(%a2_0: memref<2x4x8xf32>, %a2_1: memref<2x8xf32>, %o2: memref<2x4xf32>) {
  linalg.batch_matvec ins(%a2_0, %a2_1 : memref<2x4x8xf32>, memref<2x8xf32>) outs(%o2 : memref<2x4xf32>)
  return
}

func.func @op3(%a3_0: memref<2x8xf32>, %a3_1: memref<2x8x4xf32>, %o3: memref<2x4xf32>) {
  linalg.batch_vecmat ins(%a3_0, %a3_1 : memref<2x8xf32>, memref<2x8x4xf32>) outs(%o3 : memref<2x4xf32>)
  return
}

func.func @op4(%a4_0: memref<8xf32>, %a4_1: memref<8xf32>, %o4: memref<f32>) {
  linalg.dot ins(%a4_0, %a4_1 : memref<8xf32>, memref<8xf32>) outs(%o4 : memref<f32>)
  return
}

func.func @op5(%a5_0: memref<2x4x8xf32>, %a5_1: memref<2x8x3xf32>, %o5: memref<4x3xf32>) {
  linalg.batch_reduce_matmul ins(%a5_0, %a5_1 : memref<2x4x8xf32>, memref<2x8x3xf32>) outs(%o5 : memref<4x3xf32>)
  return
}

func.func @op6(%a6_0: memref<10xf32>, %a6_1: memref<3xf32>, %o6: memref<8xf32>) {
  linalg.conv_1d ins(%a6_0, %a6_1 : memref<10xf32>, memref<3xf32>) outs(%o6 : memref<8xf32>)
  return
}

func.func @op7(%a7_0: memref<6x6x6xf32>, %a7_1: memref<3x3x3xf32>, %o7: memref<4x4x4xf32>) {
  linalg.conv_3d ins(%a7_0, %a7_1 : memref<6x6x6xf32>, memref<3x3x3xf32>) outs(%o7 : memref<4x4x4xf32>)
  return
}

func.func @op8(%a8_0: memref<1x10x3xf32>, %a8_1: memref<3x3x4xf32>, %o8: memref<1x8x4xf32>) {
  linalg.conv_1d_nwc_wcf ins(%a8_0, %a8_1 : memref<1x10x3xf32>, memref<3x3x4xf32>) outs(%o8 : memref<1x8x4xf32>)
  return
}

func.func @op9(%a9_0: memref<1x3x10xf32>, %a9_1: memref<4x3x3xf32>, %o9: memref<1x4x8xf32>) {
  linalg.conv_1d_ncw_fcw ins(%a9_0, %a9_1 : memref<1x3x10xf32>, memref<4x3x3xf32>) outs(%o9 : memref<1x4x8xf32>)
  return
}

func.func @op10(%a10_0: memref<1x2x3x8x8xf32>, %a10_1: memref<4x2x3x3x3xf32>, %o10: memref<1x2x4x6x6xf32>) {
  linalg.conv_2d_ngchw_fgchw ins(%a10_0, %a10_1 : memref<1x2x3x8x8xf32>, memref<4x2x3x3x3xf32>) outs(%o10 : memref<1x2x4x6x6xf32>)
  return
}

func.func @op11(%a11_0: memref<1x8x8x2x3xf32>, %a11_1: memref<2x4x3x3x3xf32>, %o11: memref<1x6x6x2x4xf32>) {
  linalg.conv_2d_nhwgc_gfhwc ins(%a11_0, %a11_1 : memref<1x8x8x2x3xf32>, memref<2x4x3x3x3xf32>) outs(%o11 : memref<1x6x6x2x4xf32>)
  return
}

func.func @op12(%a12_0: memref<1x6x6x6x3xf32>, %a12_1: memref<3x3x3x3x4xf32>, %o12: memref<1x4x4x4x4xf32>) {
  linalg.conv_3d_ndhwc_dhwcf ins(%a12_0, %a12_1 : memref<1x6x6x6x3xf32>, memref<3x3x3x3x4xf32>) outs(%o12 : memref<1x4x4x4x4xf32>)
  return
}

func.func @op13(%a13_0: memref<1x3x6x6x6xf32>, %a13_1: memref<4x3x3x3x3xf32>, %o13: memref<1x4x4x4x4xf32>) {
  linalg.conv_3d_ncdhw_fcdhw ins(%a13_0, %a13_1 : memref<1x3x6x6x6xf32>, memref<4x3x3x3x3xf32>) outs(%o13 : memref<1x4x4x4x4xf32>)
  return
}

func.func @op14(%a14_0: memref<1x10x3xf32>, %a14_1: memref<3x3xf32>, %o14: memref<1x8x3xf32>) {
  linalg.depthwise_conv_1d_nwc_wc ins(%a14_0, %a14_1 : memref<1x10x3xf32>, memref<3x3xf32>) outs(%o14 : memref<1x8x3xf32>)
  return
}

func.func @op15(%a15_0: memref<1x3x10xf32>, %a15_1: memref<3x3xf32>, %o15: memref<1x3x8xf32>) {
  linalg.depthwise_conv_1d_ncw_cw ins(%a15_0, %a15_1 : memref<1x3x10xf32>, memref<3x3xf32>) outs(%o15 : memref<1x3x8xf32>)
  return
}

func.func @op16(%a16_0: memref<1x3x8x8xf32>, %a16_1: memref<3x3x3xf32>, %o16: memref<1x3x6x6xf32>) {
  linalg.depthwise_conv_2d_nchw_chw ins(%a16_0, %a16_1 : memref<1x3x8x8xf32>, memref<3x3x3xf32>) outs(%o16 : memref<1x3x6x6xf32>)
  return
}

func.func @op17(%a17_0: memref<1x6x6x6x3xf32>, %a17_1: memref<3x3x3x3xf32>, %o17: memref<1x4x4x4x3xf32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%a17_0, %a17_1 : memref<1x6x6x6x3xf32>, memref<3x3x3x3xf32>) outs(%o17 : memref<1x4x4x4x3xf32>)
  return
}

func.func @op19(%a19_0: memref<1x8x8x3xf32>, %a19_1: memref<3x3xf32>, %o19: memref<1x6x6x3xf32>) {
  linalg.pooling_nhwc_min ins(%a19_0, %a19_1 : memref<1x8x8x3xf32>, memref<3x3xf32>) outs(%o19 : memref<1x6x6x3xf32>)
  return
}

func.func @op21(%a21_0: memref<1x8x8x3xf32>, %a21_1: memref<3x3xf32>, %o21: memref<1x6x6x3xf32>) {
  linalg.pooling_nhwc_sum ins(%a21_0, %a21_1 : memref<1x8x8x3xf32>, memref<3x3xf32>) outs(%o21 : memref<1x6x6x3xf32>)
  return
}

func.func @op22(%a22_0: memref<1x3x8x8xf32>, %a22_1: memref<3x3xf32>, %o22: memref<1x3x6x6xf32>) {
  linalg.pooling_nchw_max ins(%a22_0, %a22_1 : memref<1x3x8x8xf32>, memref<3x3xf32>) outs(%o22 : memref<1x3x6x6xf32>)
  return
}

func.func @op23(%a23_0: memref<1x3x8x8xf32>, %a23_1: memref<3x3xf32>, %o23: memref<1x3x6x6xf32>) {
  linalg.pooling_nchw_sum ins(%a23_0, %a23_1 : memref<1x3x8x8xf32>, memref<3x3xf32>) outs(%o23 : memref<1x3x6x6xf32>)
  return
}

func.func @op24(%a24_0: memref<1x10x3xf32>, %a24_1: memref<3xf32>, %o24: memref<1x8x3xf32>) {
  linalg.pooling_nwc_max ins(%a24_0, %a24_1 : memref<1x10x3xf32>, memref<3xf32>) outs(%o24 : memref<1x8x3xf32>)
  return
}

func.func @op25(%a25_0: memref<1x10x3xf32>, %a25_1: memref<3xf32>, %o25: memref<1x8x3xf32>) {
  linalg.pooling_nwc_min ins(%a25_0, %a25_1 : memref<1x10x3xf32>, memref<3xf32>) outs(%o25 : memref<1x8x3xf32>)
  return
}

func.func @op26(%a26_0: memref<1x10x3xf32>, %a26_1: memref<3xf32>, %o26: memref<1x8x3xf32>) {
  linalg.pooling_nwc_sum ins(%a26_0, %a26_1 : memref<1x10x3xf32>, memref<3xf32>) outs(%o26 : memref<1x8x3xf32>)
  return
}

func.func @op27(%a27_0: memref<1x3x10xf32>, %a27_1: memref<3xf32>, %o27: memref<1x3x8xf32>) {
  linalg.pooling_ncw_max ins(%a27_0, %a27_1 : memref<1x3x10xf32>, memref<3xf32>) outs(%o27 : memref<1x3x8xf32>)
  return
}

func.func @op28(%a28_0: memref<1x3x10xf32>, %a28_1: memref<3xf32>, %o28: memref<1x3x8xf32>) {
  linalg.pooling_ncw_sum ins(%a28_0, %a28_1 : memref<1x3x10xf32>, memref<3xf32>) outs(%o28 : memref<1x3x8xf32>)
  return
}

func.func @op29(%a29_0: memref<1x6x6x6x3xf32>, %a29_1: memref<3x3x3xf32>, %o29: memref<1x4x4x4x3xf32>) {
  linalg.pooling_ndhwc_max ins(%a29_0, %a29_1 : memref<1x6x6x6x3xf32>, memref<3x3x3xf32>) outs(%o29 : memref<1x4x4x4x3xf32>)
  return
}

func.func @op30(%a30_0: memref<1x6x6x6x3xf32>, %a30_1: memref<3x3x3xf32>, %o30: memref<1x4x4x4x3xf32>) {
  linalg.pooling_ndhwc_min ins(%a30_0, %a30_1 : memref<1x6x6x6x3xf32>, memref<3x3x3xf32>) outs(%o30 : memref<1x4x4x4x3xf32>)
  return
}

func.func @op31(%a31_0: memref<1x6x6x6x3xf32>, %a31_1: memref<3x3x3xf32>, %o31: memref<1x4x4x4x3xf32>) {
  linalg.pooling_ndhwc_sum ins(%a31_0, %a31_1 : memref<1x6x6x6x3xf32>, memref<3x3x3xf32>) outs(%o31 : memref<1x4x4x4x3xf32>)
  return
}
