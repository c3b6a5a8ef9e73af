#map = affine_map<()[s0] -> (s0 floordiv 2)>
#map1 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
#map2 = affine_map<()[s0] -> (((s0 floordiv 2) floordiv 4) * 4)>
#map3 = affine_map<(d0, d1) -> (d0 + d1)>
#map4 = affine_map<(d0) -> (d0 + 1)>
#map5 = affine_map<(d0) -> (d0 + 2)>
#map6 = affine_map<(d0) -> (d0 + 3)>
module {
  func.func @rules(%arg0: memref<?x?xf32>, %arg1: index) {
    %c0 = arith.constant 0 : index
    %0 = arith.addi %arg1, %arg1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %1 = affine.apply #map()[%0]
    %alloc = memref.alloc()[%arg1] : memref<40x50xf32, #map1>
    affine.for %arg2 = 0 to %dim {
      %c8 = arith.constant 8 : index
      affine.for %arg3 = %c8 to #map2()[%0] step 4 {
        %2 = affine.apply #map3(%arg2, %arg3)
        %3 = affine.load %arg0[%arg2, %2] : memref<?x?xf32>
        affine.store %3, %arg0[%arg3, %arg2 + symbol(%0) - symbol(%0)] : memref<?x?xf32>
        %4 = affine.apply #map4(%arg3)
        %5 = affine.apply #map3(%arg2, %4)
        %6 = affine.load %arg0[%arg2, %5] : memref<?x?xf32>
        affine.store %6, %arg0[%4, %arg2 + symbol(%0) - symbol(%0)] : memref<?x?xf32>
        %7 = affine.apply #map5(%arg3)
        %8 = affine.apply #map3(%arg2, %7)
        %9 = affine.load %arg0[%arg2, %8] : memref<?x?xf32>
        affine.store %9, %arg0[%7, %arg2 + symbol(%0) - symbol(%0)] : memref<?x?xf32>
        %10 = affine.apply #map6(%arg3)
        %11 = affine.apply #map3(%arg2, %10)
        %12 = affine.load %arg0[%arg2, %11] : memref<?x?xf32>
        affine.store %12, %arg0[%10, %arg2 + symbol(%0) - symbol(%0)] : memref<?x?xf32>
      }
      affine.for %arg3 = #map2()[%0] to %1 {
        %2 = affine.apply #map3(%arg2, %arg3)
        %3 = affine.load %arg0[%arg2, %2] : memref<?x?xf32>
        affine.store %3, %arg0[%arg3, %arg2 + symbol(%0) - symbol(%0)] : memref<?x?xf32>
      }
    }
    memref.dealloc %alloc : memref<40x50xf32, #map1>
    return
  }
}

