#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
#map2 = affine_map<(d0) -> (d0 + 2)>
#map3 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @min(%arg0: index, %arg1: index) -> index {
    %0 = affine.min #map(%arg0)[%arg1]
    return %0 : index
  }
  func.func @terminator(%arg0: memref<8xf32>, %arg1: f32) {
    affine.for %arg2 = 0 to 8 step 4 {
      affine.store %arg1, %arg0[%arg2] : memref<8xf32>
      %0 = affine.apply #map1(%arg2)
      affine.store %arg1, %arg0[%0] : memref<8xf32>
      %1 = affine.apply #map2(%arg2)
      affine.store %arg1, %arg0[%1] : memref<8xf32>
      %2 = affine.apply #map3(%arg2)
      affine.store %arg1, %arg0[%2] : memref<8xf32>
    }
    return
  }
}

