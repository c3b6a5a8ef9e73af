#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
#map2 = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @rules(%arg0: memref<?x?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %0 = arith.addi %arg1, %arg1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %1 = affine.apply #map()[%0]
    %alloc = memref.alloc()[%arg1] : memref<40x50xf32, #map1>
    %c8 = arith.constant 8 : index
    affine.for %arg2 = 0 to %dim {
      affine.for %arg3 = %c8 to %1 {
        %2 = affine.apply #map2(%arg2, %arg3)
        %3 = affine.load %arg0[%arg2, %2] : memref<?x?xf32>
        affine.store %3, %arg0[%arg3, %arg2 + symbol(%0) - symbol(%0)] : memref<?x?xf32>
      }
    }
    memref.dealloc %alloc : memref<40x50xf32, #map1>
    return
  }
}

