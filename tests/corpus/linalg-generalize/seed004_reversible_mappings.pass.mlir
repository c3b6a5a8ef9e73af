#map = affine_map<(d0, d1) -> (d1, d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
module {
  func.func @example(%arg0: memref<8x?xf32>, %arg1: memref<?xvector<4xf32>>) {
    linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["reduction", "parallel"]} ins(%arg0 : memref<8x?xf32>) outs(%arg1 : memref<?xvector<4xf32>>) {
    ^bb0(%in: f32, %out: vector<4xf32>):
      %0 = vector.broadcast %in : f32 to vector<4xf32>
      %1 = arith.addf %0, %out : vector<4xf32>
      linalg.yield %1 : vector<4xf32>
    }
    return
  }
  func.func @example_lowered(%arg0: memref<8x?xf32>, %arg1: memref<?xvector<4xf32>>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c8 = arith.constant 8 : index
    %dim = memref.dim %arg0, %c1 : memref<8x?xf32>
    %dim_0 = memref.dim %arg1, %c0 : memref<?xvector<4xf32>>
    %0 = arith.cmpi eq, %dim_0, %c8 : index
    cf.assert %0, "inconsistent sizes"
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = 0 to 8 {
        %1 = affine.load %arg0[%arg3, %arg2] : memref<8x?xf32>
        %2 = affine.load %arg1[%arg3] : memref<?xvector<4xf32>>
        %3 = vector.broadcast %1 : f32 to vector<4xf32>
        %4 = arith.addf %3, %2 : vector<4xf32>
        affine.store %4, %arg1[%arg3] : memref<?xvector<4xf32>>
      }
    }
    return
  }
}

