module {
  func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1xi32, 2>
    affine.dma_start %arg0[%arg2 + 3, %arg3], %arg1[%arg4 + 7, %arg5], %alloc[%c0], %c256 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    %c128 = arith.constant 128 : index
    %c64 = arith.constant 64 : index
    affine.dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %alloc[%c0], %c256, %c128, %c64 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    return
  }
  func.func @dma_wait_example(%arg0: memref<2048xf32>, %arg1: memref<256xf32, 1>, %arg2: memref<1xi32, 2>, %arg3: index, %arg4: index, %arg5: index) {
    %c256 = arith.constant 256 : index
    affine.dma_start %arg0[%arg3], %arg1[%arg4], %arg2[%arg5], %c256 : memref<2048xf32>, memref<256xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %arg2[%arg5], %c256 : memref<1xi32, 2>
    return
  }
}

