module {
  func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    %c10000 = arith.constant 10000 : index
    %c0 = arith.constant 0 : index
    %c10000_0 = arith.constant 10000 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<100x100xf32, 1>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_3[%c0_1], %c10000_0 : memref<100x100xf32>, memref<100x100xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_1], %c10000_0 : memref<1xi32>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 90 {
      affine.for %arg4 = 0 to 90 {
        %0 = affine.load %alloc[%arg3 + 3, %arg4 + 7] : memref<100x100xf32, 1>
        %1 = affine.load %alloc[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32, 1>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc[%arg3 + 3, %arg4 + 7] : memref<100x100xf32, 1>
        affine.store %2, %alloc[%arg3 + symbol(%arg1), %arg4 + symbol(%arg2)] : memref<100x100xf32, 1>
      }
    }
    affine.dma_start %alloc[%c0, %c0], %arg0[%c0, %c0], %alloc_4[%c0], %c10000 : memref<100x100xf32, 1>, memref<100x100xf32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0], %c10000 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc : memref<100x100xf32, 1>
    return
  }
}

