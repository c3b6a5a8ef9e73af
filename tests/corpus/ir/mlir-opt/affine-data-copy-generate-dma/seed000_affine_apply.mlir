#map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
module {
  func.func @affine_apply(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
    %c0 = arith.constant 0 : index
    %0 = affine.apply #map(%arg0, %arg1)
    %1 = affine.apply #map1(%arg2)[%arg3]
    return %0, %1 : index, index
  }
}

