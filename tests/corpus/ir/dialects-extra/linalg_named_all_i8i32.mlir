// Every named linalg op (besides matmul/fill/copy/conv_2d_nhwc_*, covered elsewhere) with i8i32
// operands: the generic form shows the payload bodies synthesised from the op definitions.
func.func @op0(%a0_0: memref<4x8xi8>, %a0_1: memref<8xi8>, %o0: memref<4xi32>) {
  linalg.matvec ins(%a0_0, %a0_1 : memref<4x8xi8>, memref<8xi8>) outs(%o0 : memref<4xi32>)
  return
}

func.func @op1(%a1_0: memref<8xi8>, %a1_1: memref<8x4xi8>, %o1: memref<4xi32>) {
  linalg.vecmat ins(%a1_0, %a1_1 : memref<8xi8>, memref<8x4xi8>) outs(%o1 : memref<4xi32>)
  return
}

func.func @op2(%a2_0: memref<2x4x8xi8>, %a2_1: memref<2x8xi8>, %o2: memref<2x4xi32>) {
  linalg.batch_matvec ins(%a2_0, %a2_1 : memref<2x4x8xi8>, memref<2x8xi8>) outs(%o2 : memref<2x4xi32>)
  return
}

func.func @op3(%a3_0: memref<2x8xi8>, %a3_1: memref<2x8x4xi8>, %o3: memref<2x4xi32>) {
  linalg.batch_vecmat ins(%a3_0, %a3_1 : memref<2x8xi8>, memref<2x8x4xi8>) outs(%o3 : memref<2x4xi32>)
  return
}

func.func @op4(%a4_0: memref<8xi8>, %a4_1: memref<8xi8>, %o4: memref<i32>) {
  linalg.dot ins(%a4_0, %a4_1 : memref<8xi8>, memref<8xi8>) outs(%o4 : memref<i32>)
  return
}

func.func @op5(%a5_0: memref<2x4x8xi8>, %a5_1: memref<2x8x3xi8>, %o5: memref<4x3xi32>) {
  linalg.batch_reduce_matmul ins(%a5_0, %a5_1 : memref<2x4x8xi8>, memref<2x8x3xi8>) outs(%o5 : memref<4x3xi32>)
  return
}

func.func @op6(%a6_0: memref<10xi8>, %a6_1: memref<3xi8>, %o6: memref<8xi32>) {
  linalg.conv_1d ins(%a6_0, %a6_1 : memref<10xi8>, memref<3xi8>) outs(%o6 : memref<8xi32>)
  return
}

func.func @op7(%a7_0: memref<6x6x6xi8>, %a7_1: memref<3x3x3xi8>, %o7: memref<4x4x4xi32>) {
  linalg.conv_3d ins(%a7_0, %a7_1 : memref<6x6x6xi8>, memref<3x3x3xi8>) outs(%o7 : memref<4x4x4xi32>)
  return
}

func.func @op8(%a8_0: memref<1x10x3xi8>, %a8_1: memref<3x3x4xi8>, %o8: memref<1x8x4xi32>) {
  linalg.conv_1d_nwc_wcf ins(%a8_0, %a8_1 : memref<1x10x3xi8>, memref<3x3x4xi8>) outs(%o8 : memref<1x8x4xi32>)
  return
}

func.func @op9(%a9_0: memref<1x3x10xi8>, %a9_1: memref<4x3x3xi8>, %o9: memref<1x4x8xi32>) {
  linalg.conv_1d_ncw_fcw ins(%a9_0, %a9_1 : memref<1x3x10xi8>, memref<4x3x3xi8>) outs(%o9 : memref<1x4x8xi32>)
  return
}

func.func @op10(%a10_0: memref<1x2x3x8x8xi8>, %a10_1: memref<4x2x3x3x3xi8>, %o10: memref<1x2x4x6x6xi32>) {
  linalg.conv_2d_ngchw_fgchw ins(%a10_0, %a10_1 : memref<1x2x3x8x8xi8>, memref<4x2x3x3x3xi8>) outs(%o10 : memref<1x2x4x6x6xi32>)
  return
}

func.func @op11(%a11_0: memref<1x8x8x2x3xi8>, %a11_1: memref<2x4x3x3x3xi8>, %o11: memref<1x6x6x2x4xi32>) {
  linalg.conv_2d_nhwgc_gfhwc ins(%a11_0, %a11_1 : memref<1x8x8x2x3xi8>, memref<2x4x3x3x3xi8>) outs(%o11 : memref<1x6x6x2x4xi32>)
  return
}

func.func @op12(%a12_0: memref<1x6x6x6x3xi8>, %a12_1: memref<3x3x3x3x4xi8>, %o12: memref<1x4x4x4x4xi32>) {
  linalg.conv_3d_ndhwc_dhwcf ins(%a12_0, %a12_1 : memref<1x6x6x6x3xi8>, memref<3x3x3x3x4xi8>) outs(%o12 : memref<1x4x4x4x4xi32>)
  return
}

func.func @op13(%a13_0: memref<1x3x6x6x6xi8>, %a13_1: memref<4x3x3x3x3xi8>, %o13: memref<1x4x4x4x4xi32>) {
  linalg.conv_3d_ncdhw_fcdhw ins(%a13_0, %a13_1 : memref<1x3x6x6x6xi8>, memref<4x3x3x3x3xi8>) outs(%o13 : memref<1x4x4x4x4xi32>)
  return
}

func.func @op14(%a14_0: memref<1x10x3xi8>, %a14_1: memref<3x3xi8>, %o14: memref<1x8x3xi32>) {
  linalg.depthwise_conv_1d_nwc_wc ins(%a14_0, %a14_1 : memref<1x10x3xi8>, memref<3x3xi8>) outs(%o14 : memref<1x8x3xi32>)
  return
}

func.func @op15(%a15_0: memref<1x3x10xi8>, %a15_1: memref<3x3xi8>, %o15: memref<1x3x8xi32>) {
  linalg.depthwise_conv_1d_ncw_cw ins(%a15_0, %a15_1 : memref<1x3x10xi8>, memref<3x3xi8>) outs(%o15 : memref<1x3x8xi32>)
  return
}

func.func @op16(%a16_0: memref<1x3x8x8xi8>, %a16_1: memref<3x3x3xi8>, %o16: memref<1x3x6x6xi32>) {
  linalg.depthwise_conv_2d_nchw_chw ins(%a16_0, %a16_1 : memref<1x3x8x8xi8>, memref<3x3x3xi8>) outs(%o16 : memref<1x3x6x6xi32>)
  return
}

func.func @op17(%a17_0: memref<1x6x6x6x3xi8>, %a17_1: memref<3x3x3x3xi8>, %o17: memref<1x4x4x4x3xi32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwc ins(%a17_0, %a17_1 : memref<1x6x6x6x3xi8>, memref<3x3x3x3xi8>) outs(%o17 : memref<1x4x4x4x3xi32>)
  return
}

func.func @op18(%a18_0: memref<1x8x8x3xi8>, %a18_1: memref<3x3xi8>, %o18: memref<1x6x6x3xi32>) {
  linalg.pooling_nhwc_max_unsigned ins(%a18_0, %a18_1 : memref<1x8x8x3xi8>, memref<3x3xi8>) outs(%o18 : memref<1x6x6x3xi32>)
  return
}

func.func @op19(%a19_0: memref<1x8x8x3xi8>, %a19_1: memref<3x3xi8>, %o19: memref<1x6x6x3xi32>) {
  linalg.pooling_nhwc_min ins(%a19_0, %a19_1 : memref<1x8x8x3xi8>, memref<3x3xi8>) outs(%o19 : memref<1x6x6x3xi32>)
  return
}

func.func @op20(%a20_0: memref<1x8x8x3xi8>, %a20_1: memref<3x3xi8>, %o20: memref<1x6x6x3xi32>) {
  linalg.pooling_nhwc_min_unsigned ins(%a20_0, %a20_1 : memref<1x8x8x3xi8>, memref<3x3xi8>) outs(%o20 : memref<1x6x6x3xi32>)
  return
}

func.func @op21(%a21_0: memref<1x8x8x3xi8>, %a21_1: memref<3x3xi8>, %o21: memref<1x6x6x3xi32>) {
  linalg.pooling_nhwc_sum ins(%a21_0, %a21_1 : memref<1x8x8x3xi8>, memref<3x3xi8>) outs(%o21 : memref<1x6x6x3xi32>)
  return
}

func.func @op22(%a22_0: memref<1x3x8x8xi8>, %a22_1: memref<3x3xi8>, %o22: memref<1x3x6x6xi32>) {
  linalg.pooling_nchw_max ins(%a22_0, %a22_1 : memref<1x3x8x8xi8>, memref<3x3xi8>) outs(%o22 : memref<1x3x6x6xi32>)
  return
}

func.func @op23(%a23_0: memref<1x3x8x8xi8>, %a23_1: memref<3x3xi8>, %o23: memref<1x3x6x6xi32>) {
  linalg.pooling_nchw_sum ins(%a23_0, %a23_1 : memref<1x3x8x8xi8>, memref<3x3xi8>) outs(%o23 : memref<1x3x6x6xi32>)
  return
}

func.func @op24(%a24_0: memref<1x10x3xi8>, %a24_1: memref<3xi8>, %o24: memref<1x8x3xi32>) {
  linalg.pooling_nwc_max ins(%a24_0, %a24_1 : memref<1x10x3xi8>, memref<3xi8>) outs(%o24 : memref<1x8x3xi32>)
  return
}

func.func @op25(%a25_0: memref<1x10x3xi8>, %a25_1: memref<3xi8>, %o25: memref<1x8x3xi32>) {
  linalg.pooling_nwc_min ins(%a25_0, %a25_1 : memref<1x10x3xi8>, memref<3xi8>) outs(%o25 : memref<1x8x3xi32>)
  return
}

func.func @op26(%a26_0: memref<1x10x3xi8>, %a26_1: memref<3xi8>, %o26: memref<1x8x3xi32>) {
  linalg.pooling_nwc_sum ins(%a26_0, %a26_1 : memref<1x10x3xi8>, memref<3xi8>) outs(%o26 : memref<1x8x3xi32>)
  return
}

func.func @op27(%a27_0: memref<1x3x10xi8>, %a27_1: memref<3xi8>, %o27: memref<1x3x8xi32>) {
  linalg.pooling_ncw_max ins(%a27_0, %a27_1 : memref<1x3x10xi8>, memref<3xi8>) outs(%o27 : memref<1x3x8xi32>)
  return
}

func.func @op28(%a28_0: memref<1x3x10xi8>, %a28_1: memref<3xi8>, %o28: memref<1x3x8xi32>) {
  linalg.pooling_ncw_sum ins(%a28_0, %a28_1 : memref<1x3x10xi8>, memref<3xi8>) outs(%o28 : memref<1x3x8xi32>)
  return
}

func.func @op29(%a29_0: memref<1x6x6x6x3xi8>, %a29_1: memref<3x3x3xi8>, %o29: memref<1x4x4x4x3xi32>) {
  linalg.pooling_ndhwc_max ins(%a29_0, %a29_1 : memref<1x6x6x6x3xi8>, memref<3x3x3xi8>) outs(%o29 : memref<1x4x4x4x3xi32>)
  return
}

func.func @op30(%a30_0: memref<1x6x6x6x3xi8>, %a30_1: memref<3x3x3xi8>, %o30: memref<1x4x4x4x3xi32>) {
  linalg.pooling_ndhwc_min ins(%a30_0, %a30_1 : memref<1x6x6x6x3xi8>, memref<3x3x3xi8>) outs(%o30 : memref<1x4x4x4x3xi32>)
  return
}

func.func @op31(%a31_0: memref<1x6x6x6x3xi8>, %a31_1: memref<3x3x3xi8>, %o31: memref<1x4x4x4x3xi32>) {
  linalg.pooling_ndhwc_sum ins(%a31_0, %a31_1 : memref<1x6x6x6x3xi8>, memref<3x3x3xi8>) outs(%o31 : memref<1x4x4x4x3xi32>)
  return
}
