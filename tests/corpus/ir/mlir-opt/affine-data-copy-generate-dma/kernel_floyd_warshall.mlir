module {
  func.func @floyd_warshall(%arg0: memref<180x180xi32>) {
    %c32400 = arith.constant 32400 : index
    %c0 = arith.constant 0 : index
    %c32400_0 = arith.constant 32400 : index
    %c0_1 = arith.constant 0 : index
    %c0_2 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<180x180xi32, 1>
    %alloc_3 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_1, %c0_1], %alloc[%c0_1, %c0_1], %alloc_3[%c0_1], %c32400_0 : memref<180x180xi32>, memref<180x180xi32, 1>, memref<1xi32>
    affine.dma_wait %alloc_3[%c0_1], %c32400_0 : memref<1xi32>
    %alloc_4 = memref.alloc() : memref<1xi32>
    affine.for %arg1 = 0 to 180 {
      affine.for %arg2 = 0 to 180 {
        affine.for %arg3 = 0 to 180 {
          %0 = affine.load %alloc[%arg2, %arg3] : memref<180x180xi32, 1>
          %1 = affine.load %alloc[%arg2, %arg1] : memref<180x180xi32, 1>
          %2 = affine.load %alloc[%arg1, %arg3] : memref<180x180xi32, 1>
          %3 = arith.addi %1, %2 : i32
          %4 = arith.cmpi slt, %0, %3 : i32
          %5 = arith.select %4, %0, %3 : i32
          affine.store %5, %alloc[%arg2, %arg3] : memref<180x180xi32, 1>
        }
      }
    }
    affine.dma_start %alloc[%c0, %c0], %arg0[%c0, %c0], %alloc_4[%c0], %c32400 : memref<180x180xi32, 1>, memref<180x180xi32>, memref<1xi32>
    affine.dma_wait %alloc_4[%c0], %c32400 : memref<1xi32>
    memref.dealloc %alloc_4 : memref<1xi32>
    memref.dealloc %alloc_3 : memref<1xi32>
    memref.dealloc %alloc : memref<180x180xi32, 1>
    return
  }
}

