module {
  func.func @quantized_matmul(%arg0: memref<?x?xi8>, %arg1: memref<?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?xi32>) {
    linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?xi8>, memref<?x?xi8>, i32, i32) outs(%arg4 : memref<?x?xi32>)
    return
  }
}

// -----
module {
  func.func @quantized_batch_matmul(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?xi32>) {
    linalg.quantized_batch_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @conv_2d_nhwc_hwcf_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
    linalg.conv_2d_nhwc_hwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @conv_2d_nhwc_fhwc_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
    linalg.conv_2d_nhwc_fhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @conv_2d_nchw_fchw_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
    linalg.conv_2d_nchw_fchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @conv_2d_ngchw_gfchw_q(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
    linalg.conv_2d_ngchw_gfchw_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @conv_2d_nhwgc_gfhwc_q(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
    linalg.conv_2d_nhwgc_gfhwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @conv_3d_ndhwc_dhwcf_q(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
    linalg.conv_3d_ndhwc_dhwcf_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
    linalg.depthwise_conv_2d_nhwc_hwc_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
    linalg.depthwise_conv_2d_nhwc_hwcm_q ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @conv_2d_ngchw_gfchw(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
    linalg.conv_2d_ngchw_gfchw ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @depthwise_conv_1d_nwc_wcm(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: memref<?x?x?x?xi32>) {
    linalg.depthwise_conv_1d_nwc_wcm ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%arg2 : memref<?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
    linalg.depthwise_conv_2d_nhwc_hwcm ins(%arg0, %arg1 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
    linalg.depthwise_conv_3d_ncdhw_cdhw ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?x?xi32>) {
    linalg.depthwise_conv_3d_ndhwc_dhwcm ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @mmt4d(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?xi32>) {
    linalg.mmt4d ins(%arg0, %arg1 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @batch_mmt4d(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
    linalg.batch_mmt4d ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @pooling_nwc_max_unsigned(%arg0: memref<?x?x?xi8>, %arg1: memref<?xi8>, %arg2: memref<?x?x?xi32>) {
    linalg.pooling_nwc_max_unsigned ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?xi8>) outs(%arg2 : memref<?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @pooling_nwc_min_unsigned(%arg0: memref<?x?x?xi8>, %arg1: memref<?xi8>, %arg2: memref<?x?x?xi32>) {
    linalg.pooling_nwc_min_unsigned ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?xi8>) outs(%arg2 : memref<?x?x?xi32>)
    return
  }
}

// -----
module {
  func.func @exp(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.exp ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @log(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.log ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @abs(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.abs ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @ceil(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.ceil ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @floor(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.floor ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @negf(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.negf ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @reciprocal(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.reciprocal ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @round(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.round ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @sqrt(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.sqrt ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @rsqrt(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.rsqrt ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @square(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.square ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @tanh(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.tanh ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @erf(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.erf ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @add(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.add ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @sub(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.sub ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @mul(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.mul ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @div(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.div ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @div_unsigned(%arg0: memref<4x8xi32>, %arg1: memref<4x8xi32>, %arg2: memref<4x8xi32>) {
    linalg.div_unsigned ins(%arg0, %arg1 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg2 : memref<4x8xi32>)
    return
  }
}

// -----
module {
  func.func @max(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.max ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @min(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.min ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @powf(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.powf ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    return
  }
}

// -----
module {
  func.func @select(%arg0: memref<4x8xi1>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xf32>) {
    linalg.select ins(%arg0, %arg1, %arg2 : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%arg3 : memref<4x8xf32>)
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d2)>
module {
  func.func @contract(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: memref<?x?x?xi32>, %arg3: memref<3x5xf32>, %arg4: memref<4x5xf32>, %arg5: memref<3x4xf32>, %arg6: memref<5xf32>, %arg7: tensor<3x4xf32>, %arg8: tensor<3x5xf32>, %arg9: tensor<4x5xf32>) -> tensor<3x4xf32> {
    linalg.contract indexing_maps = [#map, #map1, #map2] ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%arg2 : memref<?x?x?xi32>)
    linalg.contract indexing_maps = [#map, #map1, #map2] {cast = #linalg.type_fn<cast_unsigned>} ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%arg2 : memref<?x?x?xi32>)
    linalg.contract indexing_maps = [#map3, #map4, #map5] ins(%arg3, %arg4 : memref<3x5xf32>, memref<4x5xf32>) outs(%arg5 : memref<3x4xf32>)
    linalg.contract indexing_maps = [#map6, #map4, #map5] {tag = "bcast"} ins(%arg6, %arg4 : memref<5xf32>, memref<4x5xf32>) outs(%arg5 : memref<3x4xf32>)
    %0 = linalg.contract indexing_maps = [#map3, #map4, #map5] ins(%arg8, %arg9 : tensor<3x5xf32>, tensor<4x5xf32>) outs(%arg7 : tensor<3x4xf32>) -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}

// -----
#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @elementwise_maps(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8xf32>, %arg4: tensor<4x8xf32>, %arg5: memref<8x4xf32>) -> tensor<4x8xf32> {
    linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.elementwise kind=#linalg.elementwise_kind<sub> indexing_maps = [#map, #map1, #map1] ins(%arg3, %arg1 : memref<8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.elementwise kind=#linalg.elementwise_kind<add> {foo = 1 : i64} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    linalg.elementwise kind=#linalg.elementwise_kind<mul> indexing_maps = [#map2, #map1, #map1] ins(%arg5, %arg1 : memref<8x4xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>)
    %0 = linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%arg4 : tensor<4x8xf32>) outs(%arg4 : tensor<4x8xf32>) -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}

// -----
module {
  func.func @elementwise_exp(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<exp> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_log(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<log> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_abs(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<abs> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_ceil(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<ceil> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_floor(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<floor> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_negf(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<negf> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_reciprocal(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<reciprocal> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_round(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<round> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_sqrt(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<sqrt> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_rsqrt(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<rsqrt> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_square(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<square> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_tanh(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<tanh> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @elementwise_erf(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.elementwise kind=#linalg.elementwise_kind<erf> ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>)
    return
  }
}

// -----
module {
  func.func @f_add_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
    return
  }
}

// -----
module {
  func.func @f_add_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<add> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
    return
  }
}

// -----
module {
  func.func @f_sub_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
    return
  }
}

// -----
module {
  func.func @f_sub_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<sub> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
    return
  }
}

// -----
module {
  func.func @f_mul_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
    return
  }
}

// -----
module {
  func.func @f_mul_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<mul> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
    return
  }
}

// -----
module {
  func.func @f_div_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
    return
  }
}

// -----
module {
  func.func @f_div_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<div> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
    return
  }
}

// -----
module {
  func.func @f_div_unsigned_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<div_unsigned> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
    return
  }
}

// -----
module {
  func.func @f_max_signed_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
    return
  }
}

// -----
module {
  func.func @f_max_signed_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<max_signed> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
    return
  }
}

// -----
module {
  func.func @f_min_signed_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
    return
  }
}

// -----
module {
  func.func @f_min_signed_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<min_signed> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
    return
  }
}

// -----
module {
  func.func @f_max_unsigned_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<max_unsigned> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
    return
  }
}

// -----
module {
  func.func @f_min_unsigned_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<min_unsigned> ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>)
    return
  }
}

// -----
module {
  func.func @f_powf_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<powf> ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>)
    return
  }
}

// -----
module {
  func.func @sel(%arg0: memref<4xi1>, %arg1: memref<4xf32>, %arg2: memref<4xf32>, %arg3: memref<4xf32>) {
    linalg.elementwise kind=#linalg.elementwise_kind<select> ins(%arg0, %arg1, %arg2 : memref<4xi1>, memref<4xf32>, memref<4xf32>) outs(%arg3 : memref<4xf32>)
    return
  }
}

// -----
module {
  func.func @softmax_memref(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: tensor<?x8xf32>) -> tensor<?x8xf32> {
    linalg.softmax {bar} dimension(1) ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>)
    %0 = linalg.softmax dimension(0) ins(%arg2 : tensor<?x8xf32>) outs(%arg2 : tensor<?x8xf32>) -> tensor<?x8xf32>
    return %0 : tensor<?x8xf32>
  }
}

// -----
module {
  func.func @winograd_fmr(%arg0: tensor<2x3x3x5xf32>, %arg1: tensor<2x5x5x5xf32>, %arg2: tensor<4x4x1x1x2x5xf32>, %arg3: tensor<2x2x2x5xf32>, %arg4: tensor<6x6x5x2xf32>, %arg5: tensor<4x4x5x2xf32>, %arg6: tensor<2x4x4x5xf32>, %arg7: tensor<4x4x1x1x2x5xf32>) -> tensor<2x2x2x5xf32> {
    %0 = linalg.winograd_output_transform {x = 1 : i64} fmr(F_2_3) ins(%arg2 : tensor<4x4x1x1x2x5xf32>) outs(%arg3 : tensor<2x2x2x5xf32>) -> tensor<2x2x2x5xf32>
    %1 = linalg.winograd_filter_transform fmr(F_2_5) ins(%arg1 : tensor<2x5x5x5xf32>) outs(%arg4 : tensor<6x6x5x2xf32>) -> tensor<6x6x5x2xf32>
    %2 = linalg.winograd_filter_transform fmr(F_2_3) ins(%arg0 : tensor<2x3x3x5xf32>) outs(%arg5 : tensor<4x4x5x2xf32>) -> tensor<4x4x5x2xf32>
    %3 = linalg.winograd_input_transform fmr(F_2_3) ins(%arg6 : tensor<2x4x4x5xf32>) outs(%arg7 : tensor<4x4x1x1x2x5xf32>) -> tensor<4x4x1x1x2x5xf32>
    return %0 : tensor<2x2x2x5xf32>
  }
}

// -----
module {
  func.func @pack_unpack(%arg0: tensor<128x256xf32>, %arg1: tensor<16x8x8x?xf32>, %arg2: tensor<8x16x8x32xf32>, %arg3: f32, %arg4: index) -> tensor<128x256xf32> {
    %pack = linalg.pack %arg0 padding_value(%arg3 : f32) outer_dims_perm = [0, 1] inner_dims_pos = [0, 1] inner_tiles = [8, %arg4] into %arg1 : tensor<128x256xf32> -> tensor<16x8x8x?xf32>
    %pack_0 = linalg.pack %arg0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg2 {foo} : tensor<128x256xf32> -> tensor<8x16x8x32xf32>
    %unpack = linalg.unpack %pack_0 outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %arg0 : tensor<8x16x8x32xf32> -> tensor<128x256xf32>
    %unpack_1 = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, %arg4] into %arg0 : tensor<16x8x8x?xf32> -> tensor<128x256xf32>
    return %unpack_1 : tensor<128x256xf32>
  }
}

// -----
module {
  func.func @conv_q_attrs(%arg0: memref<1x9x11x2xi8>, %arg1: memref<3x3x2x4xi8>, %arg2: i8, %arg3: i8, %arg4: memref<1x3x3x4xi32>) {
    linalg.conv_2d_nhwc_hwcf_q {dilations = dense<2> : tensor<2xi64>, strides = dense<[2, 3]> : tensor<2xi64>} ins(%arg0, %arg1, %arg2, %arg3 : memref<1x9x11x2xi8>, memref<3x3x2x4xi8>, i8, i8) outs(%arg4 : memref<1x3x3x4xi32>)
    return
  }
}

// -----
module {
  func.func @named_float_q(%arg0: memref<3x5xf16>, %arg1: memref<5x4xf16>, %arg2: f16, %arg3: f16, %arg4: memref<3x4xf32>) {
    linalg.quantized_matmul ins(%arg0, %arg1, %arg2, %arg3 : memref<3x5xf16>, memref<5x4xf16>, f16, f16) outs(%arg4 : memref<3x4xf32>)
    return
  }
}

// -----
module {
  func.func @fill_rng_2d(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<4x8xf32>, %arg4: tensor<16x16xf64>) -> tensor<16x16xf64> {
    linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<4x8xf32>)
    %0 = linalg.fill_rng_2d ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg4 : tensor<16x16xf64>) -> tensor<16x16xf64>
    return %0 : tensor<16x16xf64>
  }
}

