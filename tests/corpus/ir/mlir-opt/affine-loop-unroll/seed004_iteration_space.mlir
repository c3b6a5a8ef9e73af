#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<()[s0] -> ((s0 floordiv 4) * 4)>
#map2 = affine_map<(d0) -> (d0 + 1)>
#map3 = affine_map<(d0) -> (d0 + 2)>
#map4 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @example(%arg0: memref<?xf32>, %arg1: memref<?xvector<4xf32>>) {
    linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%arg0 : memref<?xf32>) outs(%arg1 : memref<?xvector<4xf32>>) {
    ^bb0(%in: f32, %out: vector<4xf32>):
      %0 = vector.broadcast %in : f32 to vector<4xf32>
      %1 = arith.addf %0, %out : vector<4xf32>
      linalg.yield %1 : vector<4xf32>
    }
    return
  }
  func.func @example_lowered(%arg0: memref<?xf32>, %arg1: memref<?xvector<4xf32>>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %dim_0 = memref.dim %arg1, %c0 : memref<?xvector<4xf32>>
    %0 = arith.cmpi eq, %dim, %dim_0 : index
    cf.assert %0, "iteration space is inconsistent with data"
    affine.for %arg2 = 0 to #map1()[%dim] step 4 {
      %1 = affine.load %arg0[%arg2] : memref<?xf32>
      %2 = affine.load %arg1[%arg2] : memref<?xvector<4xf32>>
      %3 = vector.broadcast %1 : f32 to vector<4xf32>
      %4 = arith.addf %3, %2 : vector<4xf32>
      affine.store %4, %arg1[%arg2] : memref<?xvector<4xf32>>
      %5 = affine.apply #map2(%arg2)
      %6 = affine.load %arg0[%5] : memref<?xf32>
      %7 = affine.load %arg1[%5] : memref<?xvector<4xf32>>
      %8 = vector.broadcast %6 : f32 to vector<4xf32>
      %9 = arith.addf %8, %7 : vector<4xf32>
      affine.store %9, %arg1[%5] : memref<?xvector<4xf32>>
      %10 = affine.apply #map3(%arg2)
      %11 = affine.load %arg0[%10] : memref<?xf32>
      %12 = affine.load %arg1[%10] : memref<?xvector<4xf32>>
      %13 = vector.broadcast %11 : f32 to vector<4xf32>
      %14 = arith.addf %13, %12 : vector<4xf32>
      affine.store %14, %arg1[%10] : memref<?xvector<4xf32>>
      %15 = affine.apply #map4(%arg2)
      %16 = affine.load %arg0[%15] : memref<?xf32>
      %17 = affine.load %arg1[%15] : memref<?xvector<4xf32>>
      %18 = vector.broadcast %16 : f32 to vector<4xf32>
      %19 = arith.addf %18, %17 : vector<4xf32>
      affine.store %19, %arg1[%15] : memref<?xvector<4xf32>>
    }
    affine.for %arg2 = #map1()[%dim] to %dim {
      %1 = affine.load %arg0[%arg2] : memref<?xf32>
      %2 = affine.load %arg1[%arg2] : memref<?xvector<4xf32>>
      %3 = vector.broadcast %1 : f32 to vector<4xf32>
      %4 = arith.addf %3, %2 : vector<4xf32>
      affine.store %4, %arg1[%arg2] : memref<?xvector<4xf32>>
    }
    return
  }
}

