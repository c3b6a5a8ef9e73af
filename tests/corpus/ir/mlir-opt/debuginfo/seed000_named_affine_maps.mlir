#loc2 = loc("seed000_named_affine_maps.mlir":8:30)
#map = affine_map<(d0, d1)[s0] -> (d0, d0 + d1 + s0 floordiv 2)>
module {
  func.func @named_affine_maps(%arg0: index loc("seed000_named_affine_maps.mlir":8:30)) {
    %alloc = memref.alloc()[%arg0] : memref<4x4xf32, #map> loc(#loc3)
    %alloc_0 = memref.alloc()[%arg0] : memref<4x4xf32, #map> loc(#loc4)
    memref.dealloc %alloc_0 : memref<4x4xf32, #map> loc(#loc5)
    memref.dealloc %alloc : memref<4x4xf32, #map> loc(#loc6)
    return loc(#loc7)
  } loc(#loc1)
} loc(#loc)
#loc = loc("seed000_named_affine_maps.mlir":0:0)
#loc1 = loc("seed000_named_affine_maps.mlir":8:1)
#loc3 = loc("seed000_named_affine_maps.mlir":11:8)
#loc4 = loc("seed000_named_affine_maps.mlir":13:8)
#loc5 = loc("seed000_named_affine_maps.mlir":14:3)
#loc6 = loc("seed000_named_affine_maps.mlir":15:3)
#loc7 = loc("seed000_named_affine_maps.mlir":16:3)

