#map = affine_map<(d0, d1) -> (d0 + d1 + 1)>
#map1 = affine_map<(d0, d1) -> (d0 mod 2)>
#map2 = affine_map<(d0, d1) -> (d0 floordiv 4)>
#map3 = affine_map<(d0, d1) -> (d0 * 2 + 1)>
#map4 = affine_map<(d0, d1) -> (-d0 + (d1 * 3) mod 5)>
#map5 = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
#map6 = affine_map<(d0, d1) -> (d0 + d1 + 1, d1)>
#map7 = affine_map<(d0, d1) -> (d0 mod 2, d0 + d1)>
#map8 = affine_map<(d0, d1) -> (d1, d0 floordiv 4, d0 mod 4)>
#map9 = affine_map<(d0, d1) -> (d0 * 2 + 1, d1)>
#map10 = affine_map<(d0, d1) -> (-d0 + (d1 * 3) mod 5, d0 - d1 - 2, ((d0 + d1) floordiv 2) ceildiv 3)>
#map11 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1, d1 floordiv s1, d0 mod s0, d1 ceildiv s1)>
module {
  func.func @expressions(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
    %c0 = arith.constant 0 : index
    %0 = affine.apply #map(%arg0, %arg1)
    %1 = affine.apply #map1(%arg0, %arg1)
    %2 = affine.apply #map2(%arg0, %arg1)
    %3 = affine.apply #map3(%arg0, %arg1)
    %4 = affine.apply #map4(%arg0, %arg1)
    return %0, %1, %2, %3, %4 : index, index, index, index, index
  }
  func.func @semi_affine_layout(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map5>
    memref.dealloc %alloc : memref<?x?xf32, #map5>
    return
  }
  func.func private @maps() attributes {maps = [#map6, #map7, #map8, #map9, #map10, #map11]}
}

