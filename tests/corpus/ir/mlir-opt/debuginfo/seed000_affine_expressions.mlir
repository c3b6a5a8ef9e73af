#loc2 = loc("seed000_affine_expressions.mlir":18:24)
#loc3 = loc("seed000_affine_expressions.mlir":18:35)
#loc11 = loc("seed000_affine_expressions.mlir":27:31)
#loc12 = loc("seed000_affine_expressions.mlir":27:42)
#loc13 = loc("seed000_affine_expressions.mlir":27:53)
#loc14 = loc("seed000_affine_expressions.mlir":27:65)
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
  func.func @expressions(%arg0: index loc("seed000_affine_expressions.mlir":18:24), %arg1: index loc("seed000_affine_expressions.mlir":18:35)) -> (index, index, index, index, index) {
    %0 = affine.apply #map(%arg0, %arg1) loc(#loc4)
    %1 = affine.apply #map1(%arg0, %arg1) loc(#loc5)
    %2 = affine.apply #map2(%arg0, %arg1) loc(#loc6)
    %3 = affine.apply #map3(%arg0, %arg1) loc(#loc7)
    %4 = affine.apply #map4(%arg0, %arg1) loc(#loc8)
    return %0, %1, %2, %3, %4 : index, index, index, index, index loc(#loc9)
  } loc(#loc1)
  func.func @semi_affine_layout(%arg0: index loc("seed000_affine_expressions.mlir":27:31), %arg1: index loc("seed000_affine_expressions.mlir":27:42), %arg2: index loc("seed000_affine_expressions.mlir":27:53), %arg3: index loc("seed000_affine_expressions.mlir":27:65)) {
    %alloc = memref.alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map5> loc(#loc15)
    memref.dealloc %alloc : memref<?x?xf32, #map5> loc(#loc16)
    return loc(#loc17)
  } loc(#loc10)
  func.func private @maps() attributes {maps = [#map6, #map7, #map8, #map9, #map10, #map11]} loc(#loc18)
} loc(#loc)
#loc = loc("seed000_affine_expressions.mlir":0:0)
#loc1 = loc("seed000_affine_expressions.mlir":18:1)
#loc4 = loc("seed000_affine_expressions.mlir":19:8)
#loc5 = loc("seed000_affine_expressions.mlir":20:8)
#loc6 = loc("seed000_affine_expressions.mlir":21:8)
#loc7 = loc("seed000_affine_expressions.mlir":22:8)
#loc8 = loc("seed000_affine_expressions.mlir":23:8)
#loc9 = loc("seed000_affine_expressions.mlir":24:3)
#loc10 = loc("seed000_affine_expressions.mlir":27:1)
#loc15 = loc("seed000_affine_expressions.mlir":28:8)
#loc16 = loc("seed000_affine_expressions.mlir":29:3)
#loc17 = loc("seed000_affine_expressions.mlir":30:3)
#loc18 = loc("seed000_affine_expressions.mlir":33:1)

