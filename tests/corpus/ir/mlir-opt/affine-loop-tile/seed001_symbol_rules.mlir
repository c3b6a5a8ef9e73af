#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
#map4 = affine_map<(d0, d1) -> (d0 + d1)>
module {
  func.func @rules(%arg0: memref<?x?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %0 = arith.addi %arg1, %arg1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %1 = affine.apply #map()[%0]
    %alloc = memref.alloc()[%arg1] : memref<40x50xf32, #map1>
    affine.for %arg2 = 0 to %dim step 4 {
      affine.for %arg3 = #map2(%arg2) to min #map3(%arg2)[%dim] {
        %c8 = arith.constant 8 : index
        affine.for %arg4 = %c8 to %1 {
          %2 = affine.apply #map4(%arg3, %arg4)
          %3 = affine.load %arg0[%arg3, %2] : memref<?x?xf32>
          affine.store %3, %arg0[%arg4, %arg3 + symbol(%0) - symbol(%0)] : memref<?x?xf32>
        }
      }
    }
    memref.dealloc %alloc : memref<40x50xf32, #map1>
    return
  }
}

