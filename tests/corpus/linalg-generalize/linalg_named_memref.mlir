#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d1)>
#map6 = affine_map<(d0, d1) -> (d0)>
#map7 = affine_map<(d0, d1) -> (d1, d0)>
#map8 = affine_map<(d0) -> (d0)>
#map9 = affine_map<(d0) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 + d4, d2 + d5, d6)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d4, d5, d6, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0 + d2, d1 + d3)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map21 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1 * 4 + d4 * 2, d2 * 4 + d5 * 2, d6)>
#map22 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d3, d4, d5, d6)>
#map23 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 + d4, d2 + d5, d3)>
#map24 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5, d3)>
#map25 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map26 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1 * 2 + d4, d2 * 2 + d5, d3)>
#map27 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
module {
  func.func @fill_copy(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: f32) {
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : f32) outs(%arg0 : memref<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<?x?xf32>) outs(%arg1 : memref<?x?xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return
  }
  func.func @blas(%arg0: memref<64x32xf32>, %arg1: memref<32x16xf32>, %arg2: memref<64x16xf32>, %arg3: memref<32xf32>, %arg4: memref<64xf32>, %arg5: memref<32xf32>, %arg6: memref<f32>) {
    linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<64x32xf32>, memref<32x16xf32>) outs(%arg2 : memref<64x16xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map1, #map5, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg0, %arg3 : memref<64x32xf32>, memref<32xf32>) outs(%arg4 : memref<64xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map5, #map7, #map6], iterator_types = ["parallel", "reduction"]} ins(%arg4, %arg0 : memref<64xf32>, memref<64x32xf32>) outs(%arg5 : memref<32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map8, #map8, #map9], iterator_types = ["reduction"]} ins(%arg3, %arg5 : memref<32xf32>, memref<32xf32>) outs(%arg6 : memref<f32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @batch_matmul(%arg0: memref<4x8x16xf32>, %arg1: memref<4x16x32xf32>, %arg2: memref<4x8x32xf32>) {
    linalg.generic {indexing_maps = [#map10, #map11, #map12], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<4x8x16xf32>, memref<4x16x32xf32>) outs(%arg2 : memref<4x8x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @matmul_mixed(%arg0: memref<16x8xi8>, %arg1: memref<8x4xi8>, %arg2: memref<16x4xi32>) {
    linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<16x8xi8>, memref<8x4xi8>) outs(%arg2 : memref<16x4xi32>) {
    ^bb0(%in: i8, %in_0: i8, %out: i32):
      %0 = arith.extui %in : i8 to i32
      %1 = arith.extui %in_0 : i8 to i32
      %2 = arith.muli %0, %1 : i32
      %3 = arith.addi %out, %2 : i32
      linalg.yield %3 : i32
    }
    return
  }
  func.func @matmul_dynamic(%arg0: memref<?x?xf64>, %arg1: memref<?x?xf64>, %arg2: memref<?x?xf64>) {
    linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "parallel", "reduction"]} ins(%arg0, %arg1 : memref<?x?xf64>, memref<?x?xf64>) outs(%arg2 : memref<?x?xf64>) {
    ^bb0(%in: f64, %in_0: f64, %out: f64):
      %0 = arith.mulf %in, %in_0 : f64
      %1 = arith.addf %out, %0 : f64
      linalg.yield %1 : f64
    }
    return
  }
  func.func @layout_ops(%arg0: memref<8x16xf32>, %arg1: memref<16x8xf32>, %arg2: memref<16xf32>, %arg3: memref<8x16xf32>) {
    linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x16xf32>) outs(%arg1 : memref<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    linalg.generic {indexing_maps = [#map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg2 : memref<16xf32>) outs(%arg3 : memref<8x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return
  }
  func.func @convs(%arg0: memref<1x32x32x3xf32>, %arg1: memref<3x3x3x8xf32>, %arg2: memref<1x30x30x8xf32>, %arg3: memref<1x3x32x32xf32>, %arg4: memref<8x3x3x3xf32>, %arg5: memref<1x8x30x30xf32>, %arg6: memref<32x32xf32>, %arg7: memref<3x3xf32>, %arg8: memref<30x30xf32>) {
    linalg.generic {indexing_maps = [#map13, #map14, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x32x32x3xf32>, memref<3x3x3x8xf32>) outs(%arg2 : memref<1x30x30x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map16, #map17, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg3, %arg4 : memref<1x3x32x32xf32>, memref<8x3x3x3xf32>) outs(%arg5 : memref<1x8x30x30xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map18, #map19, #map20], iterator_types = ["parallel", "parallel", "reduction", "reduction"]} ins(%arg6, %arg7 : memref<32x32xf32>, memref<3x3xf32>) outs(%arg8 : memref<30x30xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @conv_strided(%arg0: memref<1x33x33x4xf32>, %arg1: memref<8x3x3x4xf32>, %arg2: memref<1x8x8x8xf32>) {
    linalg.generic {indexing_maps = [#map21, #map22, #map15], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x33x33x4xf32>, memref<8x3x3x4xf32>) outs(%arg2 : memref<1x8x8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @depthwise_and_pool(%arg0: memref<1x16x16x8xf32>, %arg1: memref<3x3x8xf32>, %arg2: memref<1x14x14x8xf32>, %arg3: memref<2x2xf32>, %arg4: memref<1x8x8x8xf32>) {
    linalg.generic {indexing_maps = [#map23, #map24, #map25], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg1 : memref<1x16x16x8xf32>, memref<3x3x8xf32>) outs(%arg2 : memref<1x14x14x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    linalg.generic {indexing_maps = [#map26, #map27, #map25], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction", "reduction"]} ins(%arg0, %arg3 : memref<1x16x16x8xf32>, memref<2x2xf32>) outs(%arg4 : memref<1x8x8x8xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.maximumf %out, %in : f32
      linalg.yield %0 : f32
    }
    return
  }
}

