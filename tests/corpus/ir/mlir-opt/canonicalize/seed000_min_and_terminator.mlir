#map = affine_map<()[s0, s1] -> (1000, s1 + 512, s0)>
module {
  func.func @min(%arg0: index, %arg1: index) -> index {
    %0 = affine.min #map()[%arg1, %arg0]
    return %0 : index
  }
  func.func @terminator(%arg0: memref<8xf32>, %arg1: f32) {
    affine.for %arg2 = 0 to 8 {
      affine.store %arg1, %arg0[%arg2] : memref<8xf32>
    }
    return
  }
}

