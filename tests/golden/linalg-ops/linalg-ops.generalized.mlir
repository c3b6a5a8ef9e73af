#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @quantized_matmul(%arg0: memref<?x?xi8>, %arg1: memref<?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?xi8>, memref<?x?xi8>, i32, i32) outs(%arg4 : memref<?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> ()>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @quantized_batch_matmul(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
module {
  func.func @conv_2d_nhwc_hwcf_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
module {
  func.func @conv_2d_nhwc_fhwc_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
module {
  func.func @conv_2d_nchw_fchw_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
module {
  func.func @conv_2d_ngchw_gfchw_q(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1 + d5, d2 + d6, d3, d7)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d3, d4, d5, d6, d7)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
module {
  func.func @conv_2d_nhwgc_gfhwc_q(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d4)>
module {
  func.func @conv_3d_ndhwc_dhwcf_q(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
module {
  func.func @depthwise_conv_2d_nhwc_hwc_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
module {
  func.func @depthwise_conv_2d_nhwc_hwcm_q(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: i32, %arg3: i32, %arg4: memref<?x?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>, i32, i32) outs(%arg4 : memref<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i32, %in_2: i32, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.subi %0, %in_1 : i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.subi %2, %in_2 : i32
      %4 = arith.muli %1, %3 : i32
      %5 = arith.addi %out, %4 : i32
      linalg.yield %5 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d5, d3 + d6, d4 + d7)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d1, d2, d5, d6, d7)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d1, d2, d3, d4)>
module {
  func.func @conv_2d_ngchw_gfchw(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1 + d4, d2)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
module {
  func.func @depthwise_conv_1d_nwc_wcm(%arg0: memref<?x?x?xi8>, %arg1: memref<?x?x?xi8>, %arg2: memref<?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%arg2 : memref<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d5, d2 + d6, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d5, d6, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3, d4)>
module {
  func.func @depthwise_conv_2d_nhwc_hwcm(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1 + d4, d2 + d5, d3 + d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d7, d4, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7) -> (d0, d7, d1, d2, d3)>
module {
  func.func @depthwise_conv_3d_ncdhw_cdhw(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1 + d5, d2 + d6, d3 + d7, d8)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d5, d6, d7, d8, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6, d7, d8) -> (d0, d1, d2, d3, d8, d4)>
module {
  func.func @depthwise_conv_3d_ndhwc_dhwcm(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction", "parallel"]} ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d1, d2, d4, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d3, d4)>
module {
  func.func @mmt4d(%arg0: memref<?x?x?x?xi8>, %arg1: memref<?x?x?x?xi8>, %arg2: memref<?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?x?xi8>, memref<?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d3, d4, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d2, d3, d5, d6)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d4, d5)>
module {
  func.func @batch_mmt4d(%arg0: memref<?x?x?x?x?xi8>, %arg1: memref<?x?x?x?x?xi8>, %arg2: memref<?x?x?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?x?x?xi8>, memref<?x?x?x?x?xi8>) outs(%arg2 : memref<?x?x?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @pooling_nwc_max_unsigned(%arg0: memref<?x?x?xi8>, %arg1: memref<?xi8>, %arg2: memref<?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?xi8>) outs(%arg2 : memref<?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extui %in : i8 to i32
      %1 = arith.maxui %out, %0 : i32
      linalg.yield %1 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3) -> (d0, d1 + d3, d2)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
module {
  func.func @pooling_nwc_min_unsigned(%arg0: memref<?x?x?xi8>, %arg1: memref<?xi8>, %arg2: memref<?x?x?xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?xi8>) outs(%arg2 : memref<?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extui %in : i8 to i32
      %1 = arith.minui %out, %0 : i32
      linalg.yield %1 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @exp(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.exp %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @log(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.log %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @abs(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.absf %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @ceil(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.ceil %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @floor(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.floor %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @negf(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.negf %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @reciprocal(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    %cst = arith.constant 1.000000e+00 : f32
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.divf %cst, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @round(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.round %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @sqrt(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.sqrt %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @rsqrt(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.rsqrt %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @square(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.mulf %in, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @tanh(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.tanh %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @erf(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg1 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %0 = math.erf %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @add(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @sub(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.subf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @mul(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @div(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.divf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @div_unsigned(%arg0: memref<4x8xi32>, %arg1: memref<4x8xi32>, %arg2: memref<4x8xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xi32>, memref<4x8xi32>) outs(%arg2 : memref<4x8xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.divui %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @max(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @min(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.minimumf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @powf(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = math.powf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @select(%arg0: memref<4x8xi1>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<4x8xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : memref<4x8xi1>, memref<4x8xf32>, memref<4x8xf32>) outs(%arg3 : memref<4x8xf32>) {
    ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
      %0 = arith.select %in, %in_0, %in_1 : f32
      linalg.yield %0 : f32
    }
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
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%arg2 : memref<?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %1 = arith.extsi %in : i8 to i32
      %2 = arith.extsi %in_0 : i8 to i32
      %3 = arith.muli %1, %2 : i32
      %4 = arith.addi %out, %3 : i32
      linalg.yield %4 : i32
    }
    linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?x?xi8>, memref<?x?x?xi8>) outs(%arg2 : memref<?x?x?xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %1 = arith.extui %in : i8 to i32
      %2 = arith.extui %in_0 : i8 to i32
      %3 = arith.muli %1, %2 : i32
      %4 = arith.addi %out, %3 : i32
      linalg.yield %4 : i32
    }
    linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg3, %arg4 : memref<3x5xf32>, memref<4x5xf32>) outs(%arg5 : memref<3x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    }
    linalg.generic {indexing_maps = [#map6, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg6, %arg4 : memref<5xf32>, memref<4x5xf32>) outs(%arg5 : memref<3x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    }
    %0 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg8, %arg9 : tensor<3x5xf32>, tensor<4x5xf32>) outs(%arg7 : tensor<3x4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      %2 = arith.addf %out, %1 : f32
      linalg.yield %2 : f32
    } -> tensor<3x4xf32>
    return %0 : tensor<3x4xf32>
  }
}

// -----
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d1, d0)>
module {
  func.func @elementwise_maps(%arg0: memref<4x8xf32>, %arg1: memref<4x8xf32>, %arg2: memref<4x8xf32>, %arg3: memref<8xf32>, %arg4: tensor<4x8xf32>, %arg5: memref<8x4xf32>) -> tensor<4x8xf32> {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = math.exp %in : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg3, %arg1 : memref<8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.subf %in, %in_0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<4x8xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.addf %in, %in_0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map2, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg5, %arg1 : memref<8x4xf32>, memref<4x8xf32>) outs(%arg2 : memref<4x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %1 = arith.mulf %in, %in_0 : f32
      linalg.yield %1 : f32
    }
    %0 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg4 : tensor<4x8xf32>) outs(%arg4 : tensor<4x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %1 = math.log %in : f32
      linalg.yield %1 : f32
    } -> tensor<4x8xf32>
    return %0 : tensor<4x8xf32>
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_exp(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.exp %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_log(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.log %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_abs(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.absf %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_ceil(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.ceil %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_floor(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.floor %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_negf(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = arith.negf %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_reciprocal(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    %cst = arith.constant 1.000000e+00 : f64
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = arith.divf %cst, %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_round(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.round %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_sqrt(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.sqrt %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_rsqrt(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.rsqrt %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_square(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = arith.mulf %in, %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_tanh(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.tanh %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @elementwise_erf(%arg0: memref<4xf64>, %arg1: memref<4xf64>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<4xf64>) outs(%arg1 : memref<4xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = math.erf %in : f64
      linalg.yield %0 : f64
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_add_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_add_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.addi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_sub_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.subf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_sub_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.subi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_mul_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_mul_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.muli %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_div_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.divf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_div_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.divsi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_div_unsigned_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.divui %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_max_signed_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_max_signed_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.maxsi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_min_signed_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.minimumf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_min_signed_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.minsi %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_max_unsigned_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.maxui %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_min_unsigned_i32(%arg0: memref<4xi32>, %arg1: memref<4xi32>, %arg2: memref<4xi32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xi32>, memref<4xi32>) outs(%arg2 : memref<4xi32>) {
    ^bb0(%in: i32, %in_0: i32, %out: i32):
      %0 = arith.minui %in, %in_0 : i32
      linalg.yield %0 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @f_powf_f32(%arg0: memref<4xf32>, %arg1: memref<4xf32>, %arg2: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1 : memref<4xf32>, memref<4xf32>) outs(%arg2 : memref<4xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = math.powf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0) -> (d0)>
module {
  func.func @sel(%arg0: memref<4xi1>, %arg1: memref<4xf32>, %arg2: memref<4xf32>, %arg3: memref<4xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]} ins(%arg0, %arg1, %arg2 : memref<4xi1>, memref<4xf32>, memref<4xf32>) outs(%arg3 : memref<4xf32>) {
    ^bb0(%in: i1, %in_0: f32, %in_1: f32, %out: f32):
      %0 = arith.select %in, %in_0, %in_1 : f32
      linalg.yield %0 : f32
    }
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
    %unpack = linalg.unpack %pack inner_dims_pos = [0, 1] inner_tiles = [8, %arg4] into %arg0 : tensor<16x8x8x?xf32> -> tensor<128x256xf32>
    return %unpack : tensor<128x256xf32>
  }
}

// -----
#map = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 2 + d4 * 2, d2 * 3 + d5 * 2, d6)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> ()>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
module {
  func.func @conv_q_attrs(%arg0: memref<1x9x11x2xi8>, %arg1: memref<3x3x2x4xi8>, %arg2: i8, %arg3: i8, %arg4: memref<1x3x3x4xi32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<1x9x11x2xi8>, memref<3x3x2x4xi8>, i8, i8) outs(%arg4 : memref<1x3x3x4xi32>) {
    ^bb0(%in: i8, %in_0: i8, %in_1: i8, %in_2: i8, %out: i32):
      %0 = arith.extsi %in : i8 to i32
      %1 = arith.extsi %in_1 : i8 to i32
      %2 = arith.subi %0, %1 : i32
      %3 = arith.extsi %in_0 : i8 to i32
      %4 = arith.extsi %in_2 : i8 to i32
      %5 = arith.subi %3, %4 : i32
      %6 = arith.muli %2, %5 : i32
      %7 = arith.addi %out, %6 : i32
      linalg.yield %7 : i32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> ()>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
module {
  func.func @named_float_q(%arg0: memref<3x5xf16>, %arg1: memref<5x4xf16>, %arg2: f16, %arg3: f16, %arg4: memref<3x4xf32>) {
    linalg.generic {indexing_maps = [#map, #map1, #map2, #map2, #map3], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1, %arg2, %arg3 : memref<3x5xf16>, memref<5x4xf16>, f16, f16) outs(%arg4 : memref<3x4xf32>) {
    ^bb0(%in: f16, %in_0: f16, %in_1: f16, %in_2: f16, %out: f32):
      %0 = arith.extf %in : f16 to f32
      %1 = arith.extf %in_1 : f16 to f32
      %2 = arith.subf %0, %1 : f32
      %3 = arith.extf %in_0 : f16 to f32
      %4 = arith.extf %in_2 : f16 to f32
      %5 = arith.subf %3, %4 : f32
      %6 = arith.mulf %2, %5 : f32
      %7 = arith.addf %out, %6 : f32
      linalg.yield %7 : f32
    }
    return
  }
}

// -----
#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func @fill_rng_2d(%arg0: f64, %arg1: f64, %arg2: i32, %arg3: memref<4x8xf32>, %arg4: tensor<16x16xf64>) -> tensor<16x16xf64> {
    %c12345_i32 = arith.constant 12345 : i32
    %c1103515245_i32 = arith.constant 1103515245 : i32
    %cst = arith.constant 0x41DFFFFFFFC00000 : f64
    %cst_0 = arith.constant 2.3283063999999999E-10 : f64
    linalg.generic {indexing_maps = [#map, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg3 : memref<4x8xf32>) {
    ^bb0(%in: f64, %in_1: f64, %in_2: i32, %out: f32):
      %1 = linalg.index 1 : index
      %2 = arith.index_cast %1 : index to i32
      %3 = linalg.index 0 : index
      %4 = arith.index_cast %3 : index to i32
      %5 = arith.addi %4, %in_2 : i32
      %6 = arith.muli %5, %c1103515245_i32 : i32
      %7 = arith.addi %6, %c12345_i32 : i32
      %8 = arith.addi %2, %7 : i32
      %9 = arith.muli %8, %c1103515245_i32 : i32
      %10 = arith.addi %9, %c12345_i32 : i32
      %11 = arith.sitofp %10 : i32 to f64
      %12 = arith.addf %11, %cst : f64
      %13 = arith.subf %in_1, %in : f64
      %14 = arith.mulf %13, %cst_0 : f64
      %15 = arith.mulf %12, %14 : f64
      %16 = arith.addf %15, %in : f64
      %17 = arith.truncf %16 : f64 to f32
      linalg.yield %17 : f32
    }
    %0 = linalg.generic {indexing_maps = [#map, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1, %arg2 : f64, f64, i32) outs(%arg4 : tensor<16x16xf64>) {
    ^bb0(%in: f64, %in_1: f64, %in_2: i32, %out: f64):
      %1 = linalg.index 1 : index
      %2 = arith.index_cast %1 : index to i32
      %3 = linalg.index 0 : index
      %4 = arith.index_cast %3 : index to i32
      %5 = arith.addi %4, %in_2 : i32
      %6 = arith.muli %5, %c1103515245_i32 : i32
      %7 = arith.addi %6, %c12345_i32 : i32
      %8 = arith.addi %2, %7 : i32
      %9 = arith.muli %8, %c1103515245_i32 : i32
      %10 = arith.addi %9, %c12345_i32 : i32
      %11 = arith.sitofp %10 : i32 to f64
      %12 = arith.addf %11, %cst : f64
      %13 = arith.subf %in_1, %in : f64
      %14 = arith.mulf %13, %cst_0 : f64
      %15 = arith.mulf %12, %14 : f64
      %16 = arith.addf %15, %in : f64
      linalg.yield %16 : f64
    } -> tensor<16x16xf64>
    return %0 : tensor<16x16xf64>
  }
}

