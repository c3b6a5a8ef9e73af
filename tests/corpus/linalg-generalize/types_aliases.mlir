#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> ()>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
module {
  func.func private @apply((index, vector<4xf32>) -> vector<4xf32>, index, vector<4xf32>) -> vector<4xf32>
  func.func private @use_pair(tuple<vector<4xf32>, memref<16x16xf32>>)
  func.func private @use_dyn(memref<?x?xf64, strided<[?, 1], offset: ?>>, tensor<?x8xf32>) -> complex<f64>
  func.func @axpy(%arg0: vector<4xf32>, %arg1: vector<4xf32>, %arg2: vector<4xf32>) -> vector<4xf32> {
    %0 = arith.mulf %arg0, %arg1 : vector<4xf32>
    %1 = arith.addf %0, %arg2 : vector<4xf32>
    return %1 : vector<4xf32>
  }
  func.func @copy_transposed(%arg0: memref<16x16xf32>, %arg1: memref<16x16xf32, #map>) {
    affine.for %arg2 = 0 to 16 {
      affine.for %arg3 = 0 to 16 {
        %0 = affine.load %arg0[%arg2, %arg3] : memref<16x16xf32>
        affine.store %0, %arg1[%arg2, %arg3] : memref<16x16xf32, #map>
      }
    }
    return
  }
  func.func @alloc_alias() -> memref<16x16xf32> {
    %alloc = memref.alloc() : memref<16x16xf32>
    %cst = arith.constant 0.000000e+00 : f32
    linalg.generic {indexing_maps = [#map1, #map2], iterator_types = ["parallel", "parallel"]} ins(%cst : f32) outs(%alloc : memref<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    }
    return %alloc : memref<16x16xf32>
  }
}

