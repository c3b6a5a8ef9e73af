// Round trips of the linalg ops MLIR 22 has besides the structured ops of
// mlir-opt's roundtrip.mlir: linalg.contract, linalg.elementwise (every kind),
// the named elementwise ops, the quantized and the remaining convolution,
// mmt4d and pooling ops, softmax on memrefs, every Winograd F(m, r) and
// pack/unpack with padding and dynamic tiles. mlir-opt 22's output per chunk
// (custom, generic, generalised) is saved by scripts/linalg-roundtrip-golden.sh
// and compared byte for byte by tests/suite/linalg_ops_roundtrip.rs.
// RUN: tessera opt --split-input-file %s | FileCheck %s
// RUN: tessera opt --split-input-file %s --generic | tessera opt --split-input-file - | FileCheck %s

// CHECK-LABEL: func.func @quantized_matmul(%arg0: memref<?x?xi8>, %arg1: memref<?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?xi32>) {
// CHECK: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?xi8>, memref<?x?xi8>, i32, i32) outs(%arg4 : memref<?x?xi32>)
func.func @quantized_matmul(%in0: memref<?x?xi8>, %in1: memref<?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?xi32>) {
  linalg.quantized_matmul ins(%in0, %in1, %za, %zb : memref<?x?xi8>, memref<?x?xi8>, i32, i32) outs(%out : memref<?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @quantized_batch_matmul(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?xi32>) {
// CHECK: linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?xi32>)

func.func @quantized_batch_matmul(%in0: memref<?x?x?xi8>, %in1: memref<?x?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?x?xi32>) {
  linalg.quantized_batch_matmul ins(%in0, %in1, %za, %zb : memref<?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%out : memref<?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @conv_2d_nhwc_hwcf_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
// CHECK: linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>)

func.func @conv_2d_nhwc_hwcf_q(%in0: memref<?x?x?x?xi8>, %in1: memref<?x?x?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?x?x?xi32>) {
  linalg.conv_2d_nhwc_hwcf_q ins(%in0, %in1, %za, %zb : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%out : memref<?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @conv_2d_nhwc_fhwc_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
// CHECK: linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>)

func.func @conv_2d_nhwc_fhwc_q(%in0: memref<?x?x?x?xi8>, %in1: memref<?x?x?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?x?x?xi32>) {
  linalg.conv_2d_nhwc_fhwc_q ins(%in0, %in1, %za, %zb : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%out : memref<?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @conv_2d_nchw_fchw_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
// CHECK: linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>)

func.func @conv_2d_nchw_fchw_q(%in0: memref<?x?x?x?xi8>, %in1: memref<?x?x?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?x?x?xi32>) {
  linalg.conv_2d_nchw_fchw_q ins(%in0, %in1, %za, %zb : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%out : memref<?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw_q(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
// CHECK: linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>)

func.func @conv_2d_ngchw_gfchw_q(%in0: memref<?x?x?x?x?xi8>, %in1: memref<?x?x?x?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?x?x?x?xi32>) {
  linalg.conv_2d_ngchw_gfchw_q ins(%in0, %in1, %za, %zb : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%out : memref<?x?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @conv_2d_nhwgc_gfhwc_q(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
// CHECK: linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>)

func.func @conv_2d_nhwgc_gfhwc_q(%in0: memref<?x?x?x?x?xi8>, %in1: memref<?x?x?x?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?x?x?x?xi32>) {
  linalg.conv_2d_nhwgc_gfhwc_q ins(%in0, %in1, %za, %zb : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%out : memref<?x?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @conv_3d_ndhwc_dhwcf_q(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
// CHECK: linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>)

func.func @conv_3d_ndhwc_dhwcf_q(%in0: memref<?x?x?x?x?xi8>, %in1: memref<?x?x?x?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?x?x?x?xi32>) {
  linalg.conv_3d_ndhwc_dhwcf_q ins(%in0, %in1, %za, %zb : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%out : memref<?x?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
// CHECK: linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>)

func.func @depthwise_conv_2d_nhwc_hwc_q(%in0: memref<?x?x?x?xi8>, %in1: memref<?x?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?x?x?xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwc_q ins(%in0, %in1, %za, %zb : memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%out : memref<?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>)

func.func @depthwise_conv_2d_nhwc_hwcm_q(%in0: memref<?x?x?x?xi8>, %in1: memref<?x?x?x?xi8>, %za: i32, %zb: i32, %out: memref<?x?x?x?x?xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%in0, %in1, %za, %zb : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%out : memref<?x?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @conv_2d_ngchw_gfchw(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
// CHECK: linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>)

func.func @conv_2d_ngchw_gfchw(%in0: memref<?x?x?x?x?xi8>, %in1: memref<?x?x?x?x?xi8>, %out: memref<?x?x?x?x?xi32>) {
  linalg.conv_2d_ngchw_gfchw ins(%in0, %in1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%out : memref<?x?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_1d_nwc_wcm(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: memref<?x?x?x?xi32>) {
// CHECK: linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%arg2 : memref<?x?x?x?xi32>)

func.func @depthwise_conv_1d_nwc_wcm(%in0: memref<?x?x?xi8>, %in1: memref<?x?x?xi8>, %out: memref<?x?x?x?xi32>) {
  linalg.depthwise_conv_1d_nwc_wcm ins(%in0, %in1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%out : memref<?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
// CHECK: linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>)

func.func @depthwise_conv_2d_nhwc_hwcm(%in0: memref<?x?x?x?xi8>, %in1: memref<?x?x?x?xi8>, %out: memref<?x?x?x?x?xi32>) {
  linalg.depthwise_conv_2d_nhwc_hwcm ins(%in0, %in1 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%out : memref<?x?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
// CHECK: linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>)

func.func @depthwise_conv_3d_ncdhw_cdhw(%in0: memref<?x?x?x?x?xi8>, %in1: memref<?x?x?x?xi8>, %out: memref<?x?x?x?x?xi32>) {
  linalg.depthwise_conv_3d_ncdhw_cdhw ins(%in0, %in1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%out : memref<?x?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?x?xi32>) {
// CHECK: linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?x?xi32>)

func.func @depthwise_conv_3d_ndhwc_dhwcm(%in0: memref<?x?x?x?x?xi8>, %in1: memref<?x?x?x?x?xi8>, %out: memref<?x?x?x?x?x?xi32>) {
  linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%in0, %in1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%out : memref<?x?x?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @mmt4d(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?xi32>) {
// CHECK: linalg.mmt4d ins(%arg0, %arg1 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?xi32>)

func.func @mmt4d(%in0: memref<?x?x?x?xi8>, %in1: memref<?x?x?x?xi8>, %out: memref<?x?x?x?xi32>) {
  linalg.mmt4d ins(%in0, %in1 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%out : memref<?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @batch_mmt4d(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
// CHECK: linalg.batch_mmt4d ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>)

func.func @batch_mmt4d(%in0: memref<?x?x?x?x?xi8>, %in1: memref<?x?x?x?x?xi8>, %out: memref<?x?x?x?x?xi32>) {
  linalg.batch_mmt4d ins(%in0, %in1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%out : memref<?x?x?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @pooling_nwc_max_unsigned(%arg0: memref<?x?x?xi8>, %arg1: memref<?xi8>, %arg2: memref<?x?x?xi32>) {
// CHECK: linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?xi8>) outs(%arg2 : memref<?x?x?xi32>)

func.func @pooling_nwc_max_unsigned(%in0: memref<?x?x?xi8>, %in1: memref<?xi8>, %out: memref<?x?x?xi32>) {
  linalg.pooling_nwc_max_unsigned ins(%in0, %in1 : memref<?x?x?xi8>, memref<?xi8>) outs(%out : memref<?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @pooling_nwc_min_unsigned(%arg0: memref<?x?x?xi8>, %arg1: memref<?xi8>, %arg2: memref<?x?x?xi32>) {
// CHECK: linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?xi8>) outs(%arg2 : memref<?x?x?xi32>)

func.func @pooling_nwc_min_unsigned(%in0: memref<?x?x?xi8>, %in1: memref<?xi8>, %out: memref<?x?x?xi32>) {
  linalg.pooling_nwc_min_unsigned ins(%in0, %in1 : memref<?x?x?xi8>, memref<?xi8>) outs(%out : memref<?x?x?xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @exp(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.exp ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @exp(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.exp ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @log(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.log ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @log(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.log ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @abs(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.abs ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @abs(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.abs ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @ceil(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.ceil ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @ceil(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.ceil ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @floor(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.floor ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @floor(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.floor ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @negf(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.negf ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @negf(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.negf ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @reciprocal(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.reciprocal ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @reciprocal(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.reciprocal ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @round(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.round ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @round(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.round ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @sqrt(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.sqrt ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @sqrt(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.sqrt ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @rsqrt(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.rsqrt ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @rsqrt(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.rsqrt ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @square(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.square ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @square(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.square ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @tanh(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.tanh ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @tanh(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.tanh ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @erf(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
// CHECK: linalg.erf ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)

func.func @erf(%a: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.erf ins(%a : memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @add(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK: linalg.add ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)

func.func @add(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.add ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @sub(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK: linalg.sub ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)

func.func @sub(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.sub ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @mul(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK: linalg.mul ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)

func.func @mul(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.mul ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @div(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK: linalg.div ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)

func.func @div(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.div ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @div_unsigned(%arg0: memref<4x8xi32>, %arg1: memref<4x8xi32>, %arg2: memref<4x8xi32>) {
// CHECK: linalg.div_unsigned ins(%arg0, %arg1 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg2 : memref<4x8xi32>)

func.func @div_unsigned(%a: memref<4x8xi32>, %b: memref<4x8xi32>, %o: memref<4x8xi32>) {
  linalg.div_unsigned ins(%a, %b : memref<4x8xi32>, memref<4x8xi32>) outs(%o : memref<4x8xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @max(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK: linalg.max ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)

func.func @max(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.max ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @min(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK: linalg.min ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)

func.func @min(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.min ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @powf(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
// CHECK: linalg.powf ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)

func.func @powf(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.powf ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @select(%arg0: memref<4x8xi1>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xf32>) {
// CHECK: linalg.select ins(%arg0, %arg1, %arg2 : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%arg3 : memref<4x8xf32>)

func.func @select(%c: memref<4x8xi1>, %a: memref<4x8xf32>, %b: memref<4x8xf32>, %o: memref<4x8xf32>) {
  linalg.select ins(%c, %a, %b : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%o : memref<4x8xf32>)
  return
}

// -----

// CHECK: #map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
// CHECK: #map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
// CHECK: #map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK: #map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
// CHECK: #map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
// CHECK: #map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK: #map6 = affine_map<(d0, d1, d2) -> (d2)>
// CHECK-LABEL: func.func @contract(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: memref<?x?x?xi32>, %arg3: memref<3x5xf32>, %arg4: memref<4x5xf32>, %arg5: memref<3x4xf32>, %arg6: memref<5xf32>, %arg7: tensor<3x4xf32>, %arg8: tensor<3x5xf32>, %arg9: tensor<4x5xf32>) -> tensor<3x4xf32> {
// CHECK: linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%arg2 : memref<?x?x?xi32>)
// CHECK: linalg.contract indexing_maps = [#map, #map1, #map2] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%arg2 : memref<?x?x?xi32>)
// CHECK: linalg.contract indexing_maps = [#map3, #map4, #map5] ins(%arg3, %arg4 : memref<3x5xf32>, memref<4x5xf32>) outs(%arg5 : memref<3x4xf32>)
// CHECK: linalg.contract indexing_maps = [#map6, #map4, #map5] {tag = "bcast"} ins(%arg6, %arg4 : memref<5xf32>, memref<4x5xf32>) outs(%arg5 : memref<3x4xf32>)
// CHECK: %0 = linalg.contract indexing_maps = [#map3, #map4, #map5] ins(%arg8, %arg9 : tensor<3x5xf32>, tensor<4x5xf32>) outs(%arg7 : tensor<3x4xf32>) -> tensor<3x4xf32>

#accessA = affine_map<(batch, m, n, k) -> (batch, m, k)>
#accessB = affine_map<(batch, m, n, k) -> (batch, k, n)>
#accessC = affine_map<(batch, m, n, k) -> (batch, m, n)>
func.func @contract(%a3: memref<?x?x?xi8>, %b3: memref<?x?x?xi8>, %c3: memref<?x?x?xi32>, %a: memref<3x5xf32>, %b: memref<4x5xf32>, %c: memref<3x4xf32>, %v: memref<5xf32>, %t: tensor<3x4xf32>, %ta: tensor<3x5xf32>, %tb: tensor<4x5xf32>) -> tensor<3x4xf32> {
  linalg.contract indexing_maps = [#accessA, #accessB, #accessC] ins(%a3, %b3: memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%c3: memref<?x?x?xi32>)
  linalg.contract indexing_maps = [#accessA, #accessB, #accessC] {cast = #linalg.type_fn<cast_unsigned>} ins(%a3, %b3: memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%c3: memref<?x?x?xi32>)
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%a, %b : memref<3x5xf32>, memref<4x5xf32>) outs(%c : memref<3x4xf32>)
  linalg.contract indexing_maps = [affine_map<(m, n, k) -> (k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] {tag = "bcast"} ins(%v, %b : memref<5xf32>, memref<4x5xf32>) outs(%c : memref<3x4xf32>)
  %r = linalg.contract indexing_maps = [affine_map<(m, n, k) -> (m, k)>, affine_map<(m, n, k) -> (n, k)>, affine_map<(m, n, k) -> (m, n)>] ins(%ta, %tb : tensor<3x5xf32>, tensor<4x5xf32>) outs(%t : tensor<3x4xf32>) -> tensor<3x4xf32>
  return %r : tensor<3x4xf32>
}

// -----

// CHECK: #map = affine_map<(d0, d1) -> (d1)>
// CHECK: #map1 = affine_map<(d0, d1) -> (d0, d1)>
// CHECK: #map2 = affine_map<(d0, d1) -> (d1, d0)>
// CHECK-LABEL: func.func @elementwise_maps(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8xf32>, %arg4: tensor<4x8xf32>, %arg5: memref<8x4xf32>) -> tensor<4x8xf32> {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map, #map1, #map1] ins(%arg3, %arg1 : memref<8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> {foo = 1 : i64} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#map2, #map1, #map1] ins(%arg5, %arg1 : memref<8x4xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
// CHECK: %0 = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%arg4 : tensor<4x8xf32>) outs(%arg4 : tensor<4x8xf32>) -> tensor<4x8xf32>

func.func @elementwise_maps(%a: memref<4x8xf32>, %b: memref<4x8xf32>, %c: memref<4x8xf32>, %v: memref<8xf32>, %t: tensor<4x8xf32>, %at: memref<8x4xf32>) -> tensor<4x8xf32> {
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%v, %b : memref<8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<add> indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] {foo = 1} ins(%a, %b : memref<4x8xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>] ins(%at, %b : memref<8x4xf32>, memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  %r = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%t : tensor<4x8xf32>) outs(%t : tensor<4x8xf32>) -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// CHECK-LABEL: func.func @elementwise_exp(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_exp(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_log(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_log(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_abs(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_abs(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_ceil(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_ceil(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_floor(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_floor(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_negf(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_negf(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_reciprocal(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_reciprocal(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_round(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_round(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_sqrt(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_sqrt(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_rsqrt(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_rsqrt(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_square(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_square(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_tanh(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_tanh(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @elementwise_erf(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)

func.func @elementwise_erf(%a: memref<4xf64>, %o: memref<4xf64>) {
  linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%a : memref<4xf64>) outs(%o : memref<4xf64>)
  return
}

// -----

// CHECK-LABEL: func.func @f_add_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)

func.func @f_add_f32(%a: memref<4xf32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_add_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)

func.func @f_add_i32(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_sub_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)

func.func @f_sub_f32(%a: memref<4xf32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_sub_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)

func.func @f_sub_i32(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_mul_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)

func.func @f_mul_f32(%a: memref<4xf32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_mul_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)

func.func @f_mul_i32(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_div_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)

func.func @f_div_f32(%a: memref<4xf32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_div_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)

func.func @f_div_i32(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_div_unsigned_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)

func.func @f_div_unsigned_i32(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_max_signed_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)

func.func @f_max_signed_f32(%a: memref<4xf32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_max_signed_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)

func.func @f_max_signed_i32(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_min_signed_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)

func.func @f_min_signed_f32(%a: memref<4xf32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_min_signed_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)

func.func @f_min_signed_i32(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_max_unsigned_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)

func.func @f_max_unsigned_i32(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_min_unsigned_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)

func.func @f_min_unsigned_i32(%a: memref<4xi32>, %b: memref<4xi32>, %o: memref<4xi32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%a, %b : memref<4xi32>, memref<4xi32>) outs(%o : memref<4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @f_powf_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)

func.func @f_powf_f32(%a: memref<4xf32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%a, %b : memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @sel(%arg0: memref<4xi1>, %arg1: memref<4xf32>, %arg2: memref<4xf32>, %arg3: memref<4xf32>) {
// CHECK: linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg2 : memref<4xi1>, memref<4xf32>, memref<4xf32>) outs(%arg3 : memref<4xf32>)

func.func @sel(%c: memref<4xi1>, %a: memref<4xf32>, %b: memref<4xf32>, %o: memref<4xf32>) {
  linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%c, %a, %b : memref<4xi1>, memref<4xf32>, memref<4xf32>) outs(%o : memref<4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @softmax_memref(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: tensor<?x8xf32>) -> tensor<?x8xf32> {
// CHECK: linalg.softmax {bar} dimension(1) ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
// CHECK: %0 = linalg.softmax dimension(0) ins(%arg2 : tensor<?x8xf32>) outs(%arg2 : tensor<?x8xf32>) -> tensor<?x8xf32>

func.func @softmax_memref(%a: memref<4x8xf32>, %c: memref<4x8xf32>, %t: tensor<?x8xf32>) -> tensor<?x8xf32> {
  linalg.softmax {bar} dimension(1) ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  %0 = linalg.softmax dimension(0) ins(%t : tensor<?x8xf32>) outs(%t : tensor<?x8xf32>) -> tensor<?x8xf32>
  return %0 : tensor<?x8xf32>
}

// -----

// CHECK-LABEL: func.func @winograd_fmr(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<2x5x5x5xf32>, %arg2: tensor<4x4x1x1x2x5xf32>, %arg3: tensor<2x2x2x5xf32>, %arg4: tensor<6x6x5x2xf32>, %arg5: tensor<4x4x5x2xf32>, %arg6: tensor<2x4x4x5xf32>, %arg7: tensor<4x4x1x1x2x5xf32>) -> tensor<2x2x2x5xf32> {
// CHECK: %0 = linalg.winograd_output_transform {x = 1 : i64} fmr(F_2_3) ins(%arg2 : tensor<4x4x1x1x2x5xf32>) outs(%arg3 : tensor<2x2x2x5xf32>) -> tensor<2x2x2x5xf32>
// CHECK: %1 = linalg.winograd_filter_transform fmr(F_2_5) ins(%arg1 : tensor<2x5x5x5xf32>) outs(%arg4 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
// CHECK: %2 = linalg.winograd_filter_transform fmr(F_2_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg5 : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
// CHECK: %3 = linalg.winograd_input_transform fmr(F_2_3) ins(%arg6 : tensor<2x4x4x5xf32>) outs(%arg7 : tensor<4x4x1x1x2x5xf32>) -> tensor<4x4x1x1x2x5xf32>

func.func @winograd_fmr(%f: tensor<2x3x3x5xf32>, %f5: tensor<2x5x5x5xf32>, %w: tensor<4x4x1x1x2x5xf32>, %o: tensor<2x2x2x5xf32>, %fo: tensor<6x6x5x2xf32>, %fo4: tensor<4x4x5x2xf32>, %i: tensor<2x4x4x5xf32>, %io: tensor<4x4x1x1x2x5xf32>) -> tensor<2x2x2x5xf32> {
  %0 = linalg.winograd_output_transform {x = 1} fmr(F_2_3) ins(%w : tensor<4x4x1x1x2x5xf32>) outs(%o : tensor<2x2x2x5xf32>) -> tensor<2x2x2x5xf32>
  %1 = linalg.winograd_filter_transform fmr(F_2_5) ins(%f5 : tensor<2x5x5x5xf32>) outs(%fo : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
  %2 = linalg.winograd_filter_transform fmr(F_2_3) ins(%f : tensor<2x3x3x5xf32>) outs(%fo4 : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
  %3 = linalg.winograd_input_transform fmr(F_2_3) ins(%i : tensor<2x4x4x5xf32>) outs(%io : tensor<4x4x1x1x2x5xf32>) -> tensor<4x4x1x1x2x5xf32>
  return %0 : tensor<2x2x2x5xf32>
}

// -----

// CHECK-LABEL: func.func @pack_unpack(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x?xf32>, %arg2: tensor<8x16x8x32xf32>, %arg3: f32, %arg4: index) -> tensor<128x256xf32> {
// CHECK: %pack = linalg.pack %arg0 padding_value(%arg3 : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, %arg4] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x?xf32>
// CHECK: %pack_0 = linalg.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg2 {foo} : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
// CHECK: %unpack = linalg.unpack %pack_0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg0 : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
// CHECK: %unpack_1 = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, %arg4] into %arg0 : tensor<16x8x8x?xf32> -> tensor<128x256xf32>

func.func @pack_unpack(%q: tensor<128x256xf32>, %pd: tensor<16x8x8x?xf32>, %p: tensor<8x16x8x32xf32>, %pad: f32, %n: index) -> tensor<128x256xf32> {
  %0 = linalg.pack %q padding_value(%pad : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, %n] into %pd : tensor<128x256xf32> -> tensor<16x8x8x?xf32>
  %1 = linalg.pack %q outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %p {foo} : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
  %2 = linalg.unpack %1 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %q : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
  %3 = linalg.unpack %0 inner_dims_pos = [0, 1] inner_tiles = [8, %n] into %q : tensor<16x8x8x?xf32> -> tensor<128x256xf32>
  return %3 : tensor<128x256xf32>
}

// -----

// CHECK-LABEL: func.func @conv_q_attrs(%arg0: memref<1x9x11x2xi8>, %arg1: memref<3x3x2x4xi8>, %arg2: i8, %arg3: i8, %arg4: memref<1x3x3x4xi32>) {
// CHECK: linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<1x9x11x2xi8>, memref<3x3x2x4xi8>, i8, i8) outs(%arg4 : memref<1x3x3x4xi32>)

func.func @conv_q_attrs(%i: memref<1x9x11x2xi8>, %f: memref<3x3x2x4xi8>, %za: i8, %zb: i8, %o: memref<1x3x3x4xi32>) {
  linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%i, %f, %za, %zb : memref<1x9x11x2xi8>, memref<3x3x2x4xi8>, i8, i8) outs(%o : memref<1x3x3x4xi32>)
  return
}

// -----

// CHECK-LABEL: func.func @named_float_q(%arg0: memref<3x5xf16>, %arg1: memref<5x4xf16>, %arg2: f16, %arg3: f16, %arg4: memref<3x4xf32>) {
// CHECK: linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<3x5xf16>, memref<5x4xf16>, f16, f16) outs(%arg4 : memref<3x4xf32>)

func.func @named_float_q(%a: memref<3x5xf16>, %b: memref<5x4xf16>, %za: f16, %zb: f16, %c: memref<3x4xf32>) {
  linalg.quantized_matmul ins(%a, %b, %za, %zb : memref<3x5xf16>, memref<5x4xf16>, f16, f16) outs(%c : memref<3x4xf32>)
  return
}

// -----

// CHECK-LABEL: func.func @fill_rng_2d(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<4x8xf32>, %arg4: tensor<16x16xf64>) -> tensor<16x16xf64> {
// CHECK: linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<4x8xf32>)
// CHECK: %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg4 : tensor<16x16xf64>) -> tensor<16x16xf64>
func.func @fill_rng_2d(%min: f64, %max: f64, %seed: i32, %o: memref<4x8xf32>, %t: tensor<16x16xf64>) -> tensor<16x16xf64> {
  linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%o : memref<4x8xf32>)
  %0 = linalg.fill_rng_2d ins(%min, %max, %seed : f64, f64, i32) outs(%t : tensor<16x16xf64>) -> tensor<16x16xf64>
  return %0 : tensor<16x16xf64>
}
