#map = affine_map<(d0) -> (d0 * 2)>
#map1 = affine_map<(d0, d1) -> (d0 + d1 + 2)>
#map2 = affine_map<(d0) -> (1, -4, 4, -3, 2, 1)>
#map3 = affine_map<(d0) -> (d0, d0, 0)>
#map4 = affine_map<(d0) -> (d0 * 2, 0, d0 * 2)>
#map5 = affine_map<(d0, d1) -> (d0 * 2 + d1, 0)>
#map6 = affine_map<(d0)[s0] -> (d0 * 2 + s0 - s0, -(d0 - s0))>
#map7 = affine_map<(d0, d1) -> ((d0 + d1 * 3) * 2 - d0, d0 * 15)>
#map8 = affine_map<(d0) -> (d0 mod 4, (d0 floordiv 4) floordiv 8, (d0 mod 8) floordiv 8)>
#map9 = affine_map<(d0)[s0, s1] -> (s1 * 2 + s0, (s0 + s1) * 3)>
#map10 = affine_map<(d0, d1, d2) -> (d2 - d1 + d0 - d2 + d1)>
#map11 = affine_map<(d0) -> (-d0 + 5, d0 * -3, d0)>
#map12 = affine_map<(d0) -> (1)>
#map13 = affine_map<(d0)[s0] -> ((d0 * s0) * 2, (d0 + 1) * s0)>
#map14 = affine_map<(d0)[s0] -> ((d0 * s0) floordiv s0, d0 mod s0)>
#map15 = affine_map<(d0) -> (9223372036854775807, -9223372036854775807, d0 * 4611686018427387904)>
#map16 = affine_map<()[s0] -> (s0 * 2)>
#set = affine_set<(d0, d1) : (d0 * 2 - 2 >= 0, d1 * 2 == 0, d0 - d1 >= 0)>
#set1 = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0, d0 floordiv 2 - 1 >= 0, (d0 mod 3) * 2 == 0)>
module {
  func.func private @maps() attributes {maps = [#map, #map1, #map2, #map3, #map4, #map5, #map6, #map7, #map8, #map9, #map10, #map11, #map12, #map13, #map14, #map15], sets = [#set, #set1]}
  func.func @applies(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
    %c4 = arith.constant 4 : index
    %0 = affine.apply #map16()[%arg0]
    return %0, %arg0, %arg2, %c4 : index, index, index, index
  }
}

