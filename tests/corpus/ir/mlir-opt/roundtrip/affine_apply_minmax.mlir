#map = affine_map<(d0, d1) -> (d0 floordiv 8 + d1 floordiv 128)>
#map1 = affine_map<(d0)[s0] -> (d0 + s0)>
#map2 = affine_map<(d0)[s0] -> (-d0 + s0 - 1)>
#map3 = affine_map<(d0, d1) -> (d0 * 4 - d1 * 3 + 7)>
#map4 = affine_map<(d0) -> (d0 ceildiv 4 + (d0 mod 4) * 2)>
#map5 = affine_map<()[s0, s1] -> (s0 * 2 + s1 floordiv 3)>
#map6 = affine_map<() -> (42)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0) -> (-d0 + 10)>
#map9 = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
#map10 = affine_map<(d0) -> (1000, d0 + 512)>
#map11 = affine_map<(d0)[s0] -> (d0 + 32, s0)>
#map12 = affine_map<(d0, d1) -> (d0 - 2, d1 * 3, 0)>
module {
  func.func @applies(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
    %0 = affine.apply #map(%arg0, %arg1)
    %1 = affine.apply #map1(%0)[%arg2]
    %2 = affine.apply #map2(%1)[%arg2]
    %3 = affine.apply #map3(%arg0, %arg1)
    %4 = affine.apply #map4(%3)
    %5 = affine.apply #map5()[%arg2, %arg0]
    return %0, %1, %2, %3, %4, %5 : index, index, index, index, index, index
  }
  func.func @constants_and_identity(%arg0: index) -> (index, index, index) {
    %0 = affine.apply #map6()
    %1 = affine.apply #map7(%arg0)
    %2 = affine.apply #map8(%arg0)
    return %0, %1, %2 : index, index, index
  }
  func.func @min_max(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
    %0 = affine.min #map9(%arg0)[%arg2]
    %1 = affine.max #map10(%arg0)
    %2 = affine.min #map11(%arg1)[%arg2]
    %3 = affine.max #map12(%arg0, %arg1)
    return %0, %1, %2, %3 : index, index, index, index
  }
  func.func @tiled_copy(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    affine.for %arg2 = 0 to %dim step 32 {
      affine.for %arg3 = #map7(%arg2) to min #map11(%arg2)[%dim] {
        %0 = affine.load %arg0[%arg3] : memref<?xf32>
        affine.store %0, %arg1[%arg3] : memref<?xf32>
      }
    }
    return
  }
}

