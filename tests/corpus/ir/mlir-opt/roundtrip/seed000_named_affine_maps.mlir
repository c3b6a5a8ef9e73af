#map = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
module {
  func.func @named_affine_maps(%arg0: index) {
    %alloc = memref.alloc()[%arg0] : memref<4x4xf32, #map>
    %alloc_0 = memref.alloc()[%arg0] : memref<4x4xf32, #map>
    memref.dealloc %alloc_0 : memref<4x4xf32, #map>
    memref.dealloc %alloc : memref<4x4xf32, #map>
    return
  }
}

