#loc3 = loc("seed003_memref_types.mlir":42:24)
#loc4 = loc("seed003_memref_types.mlir":42:35)
#loc5 = loc("seed003_memref_types.mlir":42:46)
#loc6 = loc("seed003_memref_types.mlir":42:58)
#loc7 = loc("seed003_memref_types.mlir":42:70)
#loc8 = loc("seed003_memref_types.mlir":42:81)
#loc19 = loc("seed003_memref_types.mlir":61:26)
#loc20 = loc("seed003_memref_types.mlir":61:37)
#map = affine_map<(d0, d1) -> (d0 floordiv 128, d1 floordiv 256, d0 mod 128, d0 mod 256)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0 floordiv 64, d1 floordiv 64, d0 mod 64, d1 mod 64)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map4 = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
#map5 = affine_map<(d0, d1) -> (d0, d1 floordiv 2 + 1, d1 mod 2)>
#map6 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
module {
  func.func private @static_memrefs(memref<16x32xf32>, memref<f32>, memref<0xf32>, memref<1x0xf32>, memref<0x1xf32>, memref<256x512xf32, #map>, memref<64x64xf32>, memref<64x64xf32, #map1>, memref<128x128xf32, #map2>, memref<42x16xf32, strided<[1, 64], offset: 33>>) loc(#loc1)
  func.func @allocations(%arg0: index loc("seed003_memref_types.mlir":42:24), %arg1: index loc("seed003_memref_types.mlir":42:35), %arg2: index loc("seed003_memref_types.mlir":42:46), %arg3: index loc("seed003_memref_types.mlir":42:58), %arg4: index loc("seed003_memref_types.mlir":42:70), %arg5: index loc("seed003_memref_types.mlir":42:81)) {
    %alloc = memref.alloc(%arg1) : memref<16x4x?xf32, #map3> loc(#loc9)
    %alloc_0 = memref.alloc(%arg0, %arg1)[%arg2, %arg3] : memref<?x?xf32, #map4> loc(#loc10)
    %alloc_1 = memref.alloc() : memref<16x64xf32, #map5> loc(#loc11)
    %alloc_2 = memref.alloc(%arg4)[%arg5] : memref<16x?xf32, #map6> loc(#loc12)
    memref.dealloc %alloc_2 : memref<16x?xf32, #map6> loc(#loc13)
    memref.dealloc %alloc_1 : memref<16x64xf32, #map5> loc(#loc14)
    memref.dealloc %alloc_0 : memref<?x?xf32, #map4> loc(#loc15)
    memref.dealloc %alloc : memref<16x4x?xf32, #map3> loc(#loc16)
    return loc(#loc17)
  } loc(#loc2)
  func.func @index_example(%arg0: index loc("seed003_memref_types.mlir":61:26), %arg1: index loc("seed003_memref_types.mlir":61:37)) -> f32 {
    %alloc = memref.alloc() : memref<16x32xf32> loc(#loc21)
    %0 = memref.load %alloc[%arg0, %arg1] : memref<16x32xf32> loc(#loc22)
    memref.dealloc %alloc : memref<16x32xf32> loc(#loc23)
    return %0 : f32 loc(#loc24)
  } loc(#loc18)
} loc(#loc)
#loc = loc("seed003_memref_types.mlir":0:0)
#loc1 = loc("seed003_memref_types.mlir":30:1)
#loc2 = loc("seed003_memref_types.mlir":42:1)
#loc9 = loc("seed003_memref_types.mlir":44:8)
#loc10 = loc("seed003_memref_types.mlir":47:8)
#loc11 = loc("seed003_memref_types.mlir":49:8)
#loc12 = loc("seed003_memref_types.mlir":52:9)
#loc13 = loc("seed003_memref_types.mlir":53:3)
#loc14 = loc("seed003_memref_types.mlir":54:3)
#loc15 = loc("seed003_memref_types.mlir":55:3)
#loc16 = loc("seed003_memref_types.mlir":56:3)
#loc17 = loc("seed003_memref_types.mlir":57:3)
#loc18 = loc("seed003_memref_types.mlir":61:1)
#loc21 = loc("seed003_memref_types.mlir":64:8)
#loc22 = loc("seed003_memref_types.mlir":66:8)
#loc23 = loc("seed003_memref_types.mlir":67:3)
#loc24 = loc("seed003_memref_types.mlir":68:3)

