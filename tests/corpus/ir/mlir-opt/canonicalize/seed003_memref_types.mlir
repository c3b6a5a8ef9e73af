#map = affine_map<(d0, d1) -> (d0 floordiv 128, d1 floordiv 256, d0 mod 128, d0 mod 256)>
#map1 = affine_map<(d0, d1) -> (d1, d0)>
#map2 = affine_map<(d0, d1) -> (d0 floordiv 64, d1 floordiv 64, d0 mod 64, d1 mod 64)>
module {
  func.func private @static_memrefs(memref<16x32xf32>, memref<f32>, memref<0xf32>, memref<1x0xf32>, memref<0x1xf32>, memref<256x512xf32, #map>, memref<64x64xf32>, memref<64x64xf32, #map1>, memref<128x128xf32, #map2>, memref<42x16xf32, strided<[1, 64], offset: 33>>)
  func.func @allocations(%arg0: index, %arg1: index, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
    return
  }
  func.func @index_example(%arg0: index, %arg1: index) -> f32 {
    %alloc = memref.alloc() : memref<16x32xf32>
    %0 = memref.load %alloc[%arg0, %arg1] : memref<16x32xf32>
    memref.dealloc %alloc : memref<16x32xf32>
    return %0 : f32
  }
}

