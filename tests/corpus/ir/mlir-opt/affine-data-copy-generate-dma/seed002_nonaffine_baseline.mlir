module {
  func.func @foo(%arg0: memref<100x100xf32>, %arg1: memref<100xf32>, %arg2: memref<100xf32>, %arg3: memref<100xi32>, %arg4: index) {
    %c100 = arith.constant 100 : index
    %c0 = arith.constant 0 : index
    %c100_0 = arith.constant 100 : index
    %c0_1 = arith.constant 0 : index
    %c10000 = arith.constant 10000 : index
    %c0_2 = arith.constant 0 : index
    %c100_3 = arith.constant 100 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %alloc = memref.alloc() : memref<100xf32, 1>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.for %arg5 = 0 to %arg4 {
      affine.store %cst, %alloc[%arg5] : memref<100xf32, 1>
    }
    affine.dma_start %alloc[%c0_4], %arg2[%c0_4], %alloc_6[%c0_4], %c100_3 : memref<100xf32, 1>, memref<100xf32>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0_4], %c100_3 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc : memref<100xf32, 1>
    %alloc_7 = memref.alloc() : memref<100x100xf32, 1>
    %alloc_8 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_2, %c0_2], %alloc_7[%c0_2, %c0_2], %alloc_8[%c0_2], %c10000 : memref<100x100xf32>, memref<100x100xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_8[%c0_2], %c10000 : memref<1xi32>
    %alloc_9 = memref.alloc() : memref<100xf32, 1>
    %alloc_10 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_1], %alloc_9[%c0_1], %alloc_10[%c0_1], %c100_0 : memref<100xf32>, memref<100xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_1], %c100_0 : memref<1xi32>
    %alloc_11 = memref.alloc() : memref<100xi32, 1>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg3[%c0], %alloc_11[%c0], %alloc_12[%c0], %c100 : memref<100xi32>, memref<100xi32, 1>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0], %c100 : memref<1xi32>
    affine.for %arg5 = 0 to %arg4 {
      affine.for %arg6 = 0 to %arg4 {
        %0 = affine.load %alloc_7[%arg5, %arg6] : memref<100x100xf32, 1>
        %1 = affine.load %alloc_9[%arg6] : memref<100xf32, 1>
        %2 = arith.mulf %0, %1 : f32
        %3 = affine.load %alloc_11[%arg6] : memref<100xi32, 1>
        %4 = arith.index_cast %3 : i32 to index
        %5 = memref.load %arg2[%4] : memref<100xf32>
        %6 = arith.addf %2, %5 : f32
        memref.store %6, %arg2[%4] : memref<100xf32>
      }
    }
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<100xi32, 1>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<100xf32, 1>
    memref.dealloc %alloc_8 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<100x100xf32, 1>
    return
  }
}

