#map = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
#map1 = affine_map<(d0, d1) -> (d0 + d1 + 1, d1)>
#map2 = affine_map<(d0, d1) -> (d0 mod 2, d0 + d1)>
#map3 = affine_map<(d0, d1) -> (d1, d0 floordiv 4, d0 mod 4)>
#map4 = affine_map<(d0, d1) -> (d0 * 2 + 1, d1)>
#map5 = affine_map<(d0, d1) -> (-d0 + (d1 * 3) mod 5, d0 - d1 - 2, ((d0 + d1) floordiv 2) ceildiv 3)>
#map6 = affine_map<(d0, d1)[s0, s1] -> (d0 * s0 + d1, d1 floordiv s1, d0 mod s0, d1 ceildiv s1)>
module {
  func.func @expressions(%arg0: index, %arg1: index) -> (index, index, index, index, index) {
    %0 = arith.addi %arg0, %arg1 : index
    %c1 = arith.constant 1 : index
    %1 = arith.addi %0, %c1 : index
    %c2 = arith.constant 2 : index
    %2 = arith.remsi %arg0, %c2 : index
    %c0 = arith.constant 0 : index
    %3 = arith.cmpi slt, %2, %c0 : index
    %4 = arith.addi %2, %c2 : index
    %5 = arith.select %3, %4, %2 : index
    %c4 = arith.constant 4 : index
    %c0_0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %6 = arith.cmpi slt, %arg0, %c0_0 : index
    %7 = arith.subi %c-1, %arg0 : index
    %8 = arith.select %6, %7, %arg0 : index
    %9 = arith.divsi %8, %c4 : index
    %10 = arith.subi %c-1, %9 : index
    %11 = arith.select %6, %10, %9 : index
    %c2_1 = arith.constant 2 : index
    %12 = arith.muli %arg0, %c2_1 overflow<nsw> : index
    %c1_2 = arith.constant 1 : index
    %13 = arith.addi %12, %c1_2 : index
    %c-1_3 = arith.constant -1 : index
    %14 = arith.muli %arg0, %c-1_3 overflow<nsw> : index
    %c3 = arith.constant 3 : index
    %15 = arith.muli %arg1, %c3 overflow<nsw> : index
    %c5 = arith.constant 5 : index
    %16 = arith.remsi %15, %c5 : index
    %c0_4 = arith.constant 0 : index
    %17 = arith.cmpi slt, %16, %c0_4 : index
    %18 = arith.addi %16, %c5 : index
    %19 = arith.select %17, %18, %16 : index
    %20 = arith.addi %14, %19 : index
    return %1, %5, %11, %13, %20 : index, index, index, index, index
  }
  func.func @semi_affine_layout(%arg0: index, %arg1: index, %arg2: index, %arg3: index) {
    %alloc = memref.alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map>
    memref.dealloc %alloc : memref<?x?xf32, #map>
    return
  }
  func.func private @maps() attributes {maps = [#map1, #map2, #map3, #map4, #map5, #map6]}
}

