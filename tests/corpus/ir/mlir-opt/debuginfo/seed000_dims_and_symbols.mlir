#loc2 = loc("seed000_dims_and_symbols.mlir":10:29)
#map = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>
module {
  func.func @dims_and_symbols(%arg0: index loc("seed000_dims_and_symbols.mlir":10:29)) {
    %alloc = memref.alloc()[%arg0] : memref<40x50xf32, #map> loc(#loc3)
    memref.dealloc %alloc : memref<40x50xf32, #map> loc(#loc4)
    return loc(#loc5)
  } loc(#loc1)
} loc(#loc)
#loc = loc("seed000_dims_and_symbols.mlir":0:0)
#loc1 = loc("seed000_dims_and_symbols.mlir":10:1)
#loc3 = loc("seed000_dims_and_symbols.mlir":12:8)
#loc4 = loc("seed000_dims_and_symbols.mlir":13:3)
#loc5 = loc("seed000_dims_and_symbols.mlir":14:3)

