module {
  func.func @dma(%arg0: memref<40x128xf32>, %arg1: memref<2x1024xf32, 1>, %arg2: index, %arg3: index, %arg4: index, %arg5: index, %arg6: index, %arg7: index) {
    %c256 = arith.constant 256 : index
    %c0 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1xi32, 2>
    %c3 = arith.constant 3 : index
    %0 = arith.addi %arg2, %c3 : index
    %c7 = arith.constant 7 : index
    %1 = arith.addi %arg4, %c7 : index
    memref.dma_start %arg0[%0, %arg3], %arg1[%1, %arg5], %c256, %alloc[%c0] : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    memref.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    memref.dma_start %arg0[%arg2, %arg3], %arg1[%arg4, %arg5], %c256, %alloc[%c0], %arg6, %arg7 : memref<40x128xf32>, memref<2x1024xf32, 1>, memref<1xi32, 2>
    memref.dma_wait %alloc[%c0], %c256 : memref<1xi32, 2>
    return
  }
}

