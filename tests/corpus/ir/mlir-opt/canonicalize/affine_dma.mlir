module {
  func.func @dma_basic(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: index, %arg3: index, %arg4: index, %arg5: index) {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1xi32, 2>
    affine.dma_start %arg0[%arg2 + 3, %arg3], %arg1[%arg4 + 7, %arg5], %alloc[%c0], %c256 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    memref.dealloc %alloc : memref<1xi32, 2>
    return
  }
  func.func @dma_strided(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>) {
    %c0 = arith.constant 0 : index
    %c256 = arith.constant 256 : index
    %c128 = arith.constant 128 : index
    %c32 = arith.constant 32 : index
    %alloc = memref.alloc() : memref<1xi32, 2>
    affine.dma_start %arg0[%c0, %c0], %arg1[%c0, %c0], %alloc[%c0], %c256, %c128, %c32 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    affine.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    return
  }
  func.func @double_buffer(%arg0: memref<2048xf32>, %arg1: memref<2048xf32>) {
    %c256 = arith.constant 256 : index
    %alloc = memref.alloc() : memref<2x256xf32, 1>
    %alloc_0 = memref.alloc() : memref<2xi32, 2>
    affine.for %arg2 = 0 to 8 {
      affine.dma_start %arg0[%arg2 * 256], %alloc[%arg2 mod 2, 0], %alloc_0[%arg2 mod 2], %c256 : memref<2048xf32>, memref<2x256xf32, 1>, memref<2xi32, 2>
      affine.dma_wait %alloc_0[%arg2 mod 2], %c256 : memref<2xi32, 2>
      affine.for %arg3 = 0 to 256 {
        %0 = affine.load %alloc[%arg2 mod 2, %arg3] : memref<2x256xf32, 1>
        %1 = arith.mulf %0, %0 : f32
        affine.store %1, %arg1[%arg2 * 256 + %arg3] : memref<2048xf32>
      }
    }
    memref.dealloc %alloc_0 : memref<2xi32, 2>
    memref.dealloc %alloc : memref<2x256xf32, 1>
    return
  }
}

