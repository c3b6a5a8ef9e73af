#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
#map2 = affine_map<()[s0] -> (s0 floordiv 2 - 8)>
#map3 = affine_map<(d0) -> (d0 + 8)>
#map4 = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @rules(%arg0: memref<?x?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %0 = arith.addi %arg1, %arg1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %1 = affine.apply #map()[%0]
    %alloc = memref.alloc()[%arg1] : memref<40x50xf32, #map1>
    affine.for %arg2 = 0 to %dim {
      %c8 = arith.constant 8 : index
      affine.for %arg3 = 0 to #map2()[%0] {
        %2 = affine.apply #map3(%arg3)
        %3 = affine.apply #map4(%arg2, %2)
        %4 = affine.load %arg0[%arg2, %3] : memref<?x?xf32>
        affine.store %4, %arg0[%2, %arg2 + symbol(%0) - symbol(%0)] : memref<?x?xf32>
      }
    }
    memref.dealloc %alloc : memref<40x50xf32, #map1>
    return
  }
}

