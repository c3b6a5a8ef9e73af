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
#set = affine_set<(d0, d1) : (d0 * 2 - 2 >= 0, d1 * 2 == 0, d0 - d1 >= 0)>
#set1 = affine_set<(d0)[s0] : (-d0 + s0 - 1 >= 0, d0 floordiv 2 - 1 >= 0, (d0 mod 3) * 2 == 0)>
module {
  func.func private @maps() attributes {maps = [#map, #map1, #map2, #map3, #map4, #map5, #map6, #map7, #map8, #map9, #map10, #map11, #map12, #map13, #map14, #map15], sets = [#set, #set1]}
  func.func @applies(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
    %0 = arith.addi %arg0, %arg1 : index
    %c2 = arith.constant 2 : index
    %1 = arith.muli %0, %c2 overflow<nsw> : index
    %c-1 = arith.constant -1 : index
    %2 = arith.muli %arg1, %c-1 overflow<nsw> : index
    %3 = arith.addi %1, %2 : index
    %c-1_0 = arith.constant -1 : index
    %4 = arith.muli %arg1, %c-1_0 overflow<nsw> : index
    %5 = arith.addi %3, %4 : index
    %6 = arith.addi %arg0, %arg2 : index
    %c-1_1 = arith.constant -1 : index
    %7 = arith.muli %arg0, %c-1_1 overflow<nsw> : index
    %8 = arith.addi %6, %7 : index
    %c4 = arith.constant 4 : index
    return %5, %arg0, %8, %c4 : index, index, index, index
  }
}

