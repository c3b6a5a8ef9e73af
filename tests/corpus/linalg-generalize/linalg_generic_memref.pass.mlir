#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map6 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @pointwise_add(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"], library_call = "pointwise_add"} ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @transpose(%arg0: memref<8x16xf32>, %arg1: memref<16x8xf32>) {
    linalg.generic {indexing_maps = [#map1, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<8x16xf32>) outs(%arg1 : memref<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return
  }
  func.func @row_sum(%arg0: memref<?x?xf64>, %arg1: memref<?xf64>) {
    linalg.generic {indexing_maps = [#map, #map2], iterator_types = ["parallel", "reduction"]} ins(%arg0 : memref<?x?xf64>) outs(%arg1 : memref<?xf64>) {
    ^bb0(%in: f64, %out: f64):
      %0 = arith.addf %out, %in : f64
      linalg.yield %0 : f64
    }
    return
  }
  func.func @matmul_generic(%arg0: memref<?x?xf32>, %arg1: memref<?x?xf32>, %arg2: memref<?x?xf32>) {
    linalg.generic {doc = "C(m, n) += A(m, k) * B(k, n)", indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "parallel", "reduction"], library_call = "linalg_matmul"} ins(%arg0, %arg1 : memref<?x?xf32>, memref<?x?xf32>) outs(%arg2 : memref<?x?xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.mulf %in, %in_0 : f32
      %1 = arith.addf %out, %0 : f32
      linalg.yield %1 : f32
    }
    return
  }
  func.func @iota(%arg0: memref<10x100xi64>) {
    %c100_i64 = arith.constant 100 : i64
    linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel"]} outs(%arg0 : memref<10x100xi64>) {
    ^bb0(%out: i64):
      %0 = linalg.index 0 : index
      %1 = linalg.index 1 : index
      %2 = arith.index_cast %0 : index to i64
      %3 = arith.index_cast %1 : index to i64
      %4 = arith.muli %2, %c100_i64 : i64
      %5 = arith.addi %4, %3 : i64
      linalg.yield %5 : i64
    }
    return
  }
  func.func @strided_operands(%arg0: memref<4x4xf32, strided<[8, 1], offset: ?>>, %arg1: memref<4x4xf32>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0 : memref<4x4xf32, strided<[8, 1], offset: ?>>) outs(%arg1 : memref<4x4xf32>) attrs =  {tessera.tag = "strided"} {
    ^bb0(%in: f32, %out: f32):
      %0 = arith.negf %in : f32
      linalg.yield %0 : f32
    }
    return
  }
  func.func @broadcast_bias(%arg0: memref<16x32xf32>, %arg1: memref<32xf32>, %arg2: memref<16x32xf32>) {
    %cst = arith.constant 0.000000e+00 : f32
    linalg.generic {indexing_maps = [#map, #map6, #map], iterator_types = ["parallel", "parallel"]} ins(%arg0, %arg1 : memref<16x32xf32>, memref<32xf32>) outs(%arg2 : memref<16x32xf32>) {
    ^bb0(%in: f32, %in_0: f32, %out: f32):
      %0 = arith.addf %in, %in_0 : f32
      %1 = arith.maximumf %0, %cst : f32
      linalg.yield %1 : f32
    }
    return
  }
}

