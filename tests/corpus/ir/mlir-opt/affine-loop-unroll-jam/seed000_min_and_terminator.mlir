#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map1 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @min(%arg0: index, %arg1: index) -> index {
    %0 = affine.min #map(%arg0)[%arg1]
    return %0 : index
  }
  func.func @terminator(%arg0: memref<8xf32>, %arg1: f32) {
    affine.for %arg2 = 0 to 8 step 2 {
      affine.store %arg1, %arg0[%arg2] : memref<8xf32>
      %0 = affine.apply #map1(%arg2)
      affine.store %arg1, %arg0[%0] : memref<8xf32>
    }
    return
  }
}

