#map = affine_map<()[s0, s1] -> (s0 floordiv 8 + s1 floordiv 128)>
#map1 = affine_map<()[s0, s1] -> (s0 + s1)>
module {
  func.func @affine_apply(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
    %0 = affine.apply #map()[%arg0, %arg1]
    %1 = affine.apply #map1()[%arg3, %arg2]
    return %0, %1 : index, index
  }
}

