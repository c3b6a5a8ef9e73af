#map = affine_map<(d0, d1) -> (d0 floordiv 32, d1 floordiv 32, d0 mod 32, d1 mod 32)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1, d0)>
#map2 = affine_map<(d0, d1)[s0, s1] -> (d0 floordiv s0, d1 floordiv s1, d0 mod s0, d1 mod s1)>
#map3 = affine_map<(d0, d1) -> (d0, d1 floordiv 2 + 1, d1 mod 2)>
#map4 = affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>
#map5 = affine_map<(d0, d1) -> (d1, d0)>
#map6 = affine_map<(d0) -> (d0 floordiv 2, d0 mod 2)>
module {
  func.func private @plain(memref<f32>, memref<16xf32>, memref<16x32xf32>, memref<?xf32>, memref<4x?x8xi8>, memref<*xf32>, memref<0xf32>, memref<1x0xf32>, memref<8xvector<4xf32>>, memref<4xindex>, memref<2xcomplex<f64>>)
  func.func private @layouts(memref<64x64xf32, #map>, memref<16x4x8xf32, #map1>, memref<?x?xf32, #map2>, memref<16x64xf32, #map3>, memref<16x?xf32, #map4>, memref<4x4xf32, #map5>)
  func.func private @strided(memref<42x16xf32, strided<[1, 64], offset: 33>>, memref<?x?xf32, strided<[?, 1], offset: ?>>, memref<8x8xf32, strided<[16, 1]>>, memref<4xf32, strided<[2]>>, memref<f32, strided<[], offset: 5>>)
  func.func private @memory_spaces(memref<16xf32, 1>, memref<8x8xf32, 3>, memref<4xi32, #map6, 2>, memref<?xf32, strided<[1], offset: ?>, 5>, memref<*xf32, 4>, memref<10xf32, "shared">)
  func.func @alloc_with_layout(%arg0: index, %arg1: index, %arg2: index) {
    %alloc = memref.alloc() : memref<64x64xf32, #map>
    %alloc_0 = memref.alloc(%arg0, %arg0)[%arg1, %arg2] : memref<?x?xf32, #map2>
    %alloc_1 = memref.alloc(%arg0)[%arg1] : memref<16x?xf32, #map4>
    %alloc_2 = memref.alloc() : memref<16xf32, 1>
    memref.dealloc %alloc_2 : memref<16xf32, 1>
    memref.dealloc %alloc_1 : memref<16x?xf32, #map4>
    memref.dealloc %alloc_0 : memref<?x?xf32, #map2>
    memref.dealloc %alloc : memref<64x64xf32, #map>
    return
  }
}

