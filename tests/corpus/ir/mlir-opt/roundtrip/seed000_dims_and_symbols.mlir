#map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
module {
  func.func @dims_and_symbols(%arg0: index) {
    %alloc = memref.alloc()[%arg0] : memref<40x50xf32, #map>
    memref.dealloc %alloc : memref<40x50xf32, #map>
    return
  }
}

