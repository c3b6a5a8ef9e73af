#map = affine_map<(d0)[s0] -> (1000, d0 + 512, s0)>
module {
  func.func @min(%arg0: index, %arg1: index) -> index {
    %c0 = arith.constant 0 : index
    %0 = affine.min #map(%arg0)[%arg1]
    return %0 : index
  }
  func.func @terminator(%arg0: memref<8xf32>, %arg1: f32) {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<8xf32, 1>
    %alloc_1 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 0 to 8 {
      affine.store %arg1, %alloc[%arg2] : memref<8xf32, 1>
    }
    affine.dma_start %alloc[%c0], %arg0[%c0], %alloc_1[%c0], %c8 : memref<8xf32, 1>, memref<8xf32>, memref<1xi32>
    affine.dma_wait %alloc_1[%c0], %c8 : memref<1xi32>
    memref.dealloc %alloc_1 : memref<1xi32>
    memref.dealloc %alloc : memref<8xf32, 1>
    return
  }
}

