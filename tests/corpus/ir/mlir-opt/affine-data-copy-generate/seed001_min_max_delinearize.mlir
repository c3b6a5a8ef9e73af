#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map1 = affine_map<(d0) -> (1000, d0 + 512)>
#map2 = affine_map<()[s0] -> (s0 floordiv 50176)>
#map3 = affine_map<()[s0] -> ((s0 mod 50176) floordiv 224)>
#map4 = affine_map<()[s0] -> (s0 mod 224)>
module {
  func.func @min_max(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
    %c0 = arith.constant 0 : index
    %0 = affine.min #map(%arg0)[%arg1]
    %1 = affine.max #map1(%arg2)
    return %0, %1 : index, index
  }
  func.func @delinearize(%arg0: index) -> (index, index, index, index, index, index) {
    %c0 = arith.constant 0 : index
    %c16 = arith.constant 16 : index
    %c224 = arith.constant 224 : index
    %0:3 = affine.delinearize_index %arg0 into (%c16, %c224, %c224) : index, index, index
    %1 = affine.apply #map2()[%arg0]
    %2 = affine.apply #map3()[%arg0]
    %3 = affine.apply #map4()[%arg0]
    return %0#0, %0#1, %0#2, %1, %2, %3 : index, index, index, index, index, index
  }
}

