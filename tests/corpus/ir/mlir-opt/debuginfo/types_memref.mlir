#loc6 = loc("types_memref.mlir":32:30)
#loc7 = loc("types_memref.mlir":32:41)
#loc8 = loc("types_memref.mlir":32:53)
#map = affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map2 = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
#map3 = affine_map<(d0, d1) -> (d0, d1 floordiv 2 + 1, d1 mod 2)>
#map4 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0) -> (d0 floordiv 2, d0 mod 2)>
module {
  func.func private @plain(memref<f32>, memref<16xf32>, memref<16x32xf32>, memref<?xf32>, memref<4x?x8xi8>, memref<*xf32>, memref<0xf32>, memref<1x0xf32>, memref<8xvector<4xf32>>, memref<4xindex>, memref<2xcomplex<f64>>) loc(#loc1)
  func.func private @layouts(memref<64x64xf32, #map>, memref<16x4x8xf32, #map1>, memref<?x?xf32, #map2>, memref<16x64xf32, #map3>, memref<16x?xf32, #map4>, memref<4x4xf32, #map5>) loc(#loc2)
  func.func private @strided(memref<42x16xf32, strided<[1, 64], offset: 33>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<8x8xf32, strided<[16, 1]>>, memref<4xf32, strided<[2]>>, memref<f32, strided<[], offset: 5>>) loc(#loc3)
  func.func private @memory_spaces(memref<16xf32, 1>, memref<8x8xf32, 3>, memref<4xi32, #map6, 2>, memref<?xf32, strided<[1], offset: ?>, 5>, memref<*xf32, 4>, memref<10xf32, "shared">) loc(#loc4)
  func.func @alloc_with_layout(%arg0: index loc("types_memref.mlir":32:30), %arg1: index loc("types_memref.mlir":32:41), %arg2: index loc("types_memref.mlir":32:53)) {
    %alloc = memref.alloc() : memref<64x64xf32, #map> loc(#loc9)
    %alloc_0 = memref.alloc(%arg0, %arg0)[%arg1, %arg2] : memref<?x?xf32, #map2> loc(#loc10)
    %alloc_1 = memref.alloc(%arg0)[%arg1] : memref<16x?xf32, #map4> loc(#loc11)
    %alloc_2 = memref.alloc() : memref<16xf32, 1> loc(#loc12)
    memref.dealloc %alloc_2 : memref<16xf32, 1> loc(#loc13)
    memref.dealloc %alloc_1 : memref<16x?xf32, #map4> loc(#loc14)
    memref.dealloc %alloc_0 : memref<?x?xf32, #map2> loc(#loc15)
    memref.dealloc %alloc : memref<64x64xf32, #map> loc(#loc16)
    return loc(#loc17)
  } loc(#loc5)
} loc(#loc)
#loc = loc("types_memref.mlir":0:0)
#loc1 = loc("types_memref.mlir":10:1)
#loc2 = loc("types_memref.mlir":15:1)
#loc3 = loc("types_memref.mlir":20:1)
#loc4 = loc("types_memref.mlir":26:1)
#loc5 = loc("types_memref.mlir":32:1)
#loc9 = loc("types_memref.mlir":33:8)
#loc10 = loc("types_memref.mlir":34:8)
#loc11 = loc("types_memref.mlir":35:8)
#loc12 = loc("types_memref.mlir":36:8)
#loc13 = loc("types_memref.mlir":37:3)
#loc14 = loc("types_memref.mlir":38:3)
#loc15 = loc("types_memref.mlir":39:3)
#loc16 = loc("types_memref.mlir":40:3)
#loc17 = loc("types_memref.mlir":41:3)

