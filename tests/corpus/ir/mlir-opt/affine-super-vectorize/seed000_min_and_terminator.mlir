#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
module {
  func.func @min(%arg0: index, %arg1: index) -> index {
    %0 = affine.min #map(%arg0)[%arg1]
    return %0 : index
  }
  func.func @terminator(%arg0: memref<8xf32>, %arg1: f32) {
    %0 = vector.broadcast %arg1 : f32 to vector<8xf32>
    affine.for %arg2 = 0 to 8 step 8 {
      vector.transfer_write %0, %arg0[%arg2] : vector<8xf32>, memref<8xf32>
    }
    return
  }
}

