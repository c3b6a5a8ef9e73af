#map = affine_map<()[s0, s1] -> (s0 floordiv 8 + s1 floordiv 128)>
#map1 = affine_map<()[s0, s1, s2] -> (s0 + s1 floordiv 8 + s2 floordiv 128)>
#map2 = affine_map<()[s0, s1] -> (-(s0 floordiv 8) - s1 floordiv 128 - 1)>
#map3 = affine_map<()[s0, s1] -> (s0 * 4 - s1 * 3 + 7)>
#map4 = affine_map<()[s0, s1] -> (s0 * 8 - s1 * 6 + (s0 * 4 - s1 * 3 + 7) ceildiv 4 - ((s0 * 4 - s1 * 3 + 7) floordiv 4) * 8 + 14)>
#map5 = affine_map<()[s0, s1] -> (s0 * 2 + s1 floordiv 3)>
#map6 = affine_map<()[s0] -> (-s0 + 10)>
#map7 = affine_map<()[s0, s1] -> (1000, s1 + 512, s0)>
#map8 = affine_map<()[s0] -> (1000, s0 + 512)>
#map9 = affine_map<()[s0, s1] -> (s1 + 32, s0)>
#map10 = affine_map<()[s0, s1] -> (0, s1 * 3, s0 - 2)>
#map11 = affine_map<(d0) -> (d0)>
#map12 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
module {
  func.func @applies(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
    %0 = affine.apply #map()[%arg0, %arg1]
    %1 = affine.apply #map1()[%arg2, %arg0, %arg1]
    %2 = affine.apply #map2()[%arg0, %arg1]
    %3 = affine.apply #map3()[%arg0, %arg1]
    %4 = affine.apply #map4()[%arg0, %arg1]
    %5 = affine.apply #map5()[%arg2, %arg0]
    return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
  }
  func.func @constants_and_identity(%arg0: index) -> (index, index, index) {
    %c42 = arith.constant 42 : index
    %0 = affine.apply #map6()[%arg0]
    return %c42, %arg0, %0 : index, index, index
  }
  func.func @min_max(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
    %0 = affine.min #map7()[%arg2, %arg0]
    %1 = affine.max #map8()[%arg0]
    %2 = affine.min #map9()[%arg2, %arg1]
    %3 = affine.max #map10()[%arg0, %arg1]
    return %0, %1, %2, %3 : index, index, index, index
  }
  func.func @tiled_copy(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    affine.for %arg2 = 0 to %dim step 32 {
      affine.for %arg3 = #map11(%arg2) to min #map12(%arg2)[%dim] {
        %0 = affine.load %arg0[%arg3] : memref<?xf32>
        affine.store %0, %arg1[%arg3] : memref<?xf32>
      }
    }
    return
  }
}

