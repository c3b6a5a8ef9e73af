module {
  func.func @blur_then_scale(%arg0: memref<1026xf32>, %arg1: memref<1024xf32>, %arg2: f32) {
    %c1024 = arith.constant 1024 : index
    %c0 = arith.constant 0 : index
    %c1024_0 = arith.constant 1024 : index
    %c0_1 = arith.constant 0 : index
    %c1024_2 = arith.constant 1024 : index
    %c0_3 = arith.constant 0 : index
    %c1026 = arith.constant 1026 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<1024xf32>
    %cst = arith.constant 0.333333343 : f32
    %alloc_6 = memref.alloc() : memref<1026xf32, 1>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_4], %alloc_6[%c0_4], %alloc_7[%c0_4], %c1026 : memref<1026xf32>, memref<1026xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_4], %c1026 : memref<1xi32>
    %alloc_8 = memref.alloc() : memref<1024xf32, 1>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 1024 {
      %0 = affine.load %alloc_6[%arg3] : memref<1026xf32, 1>
      %1 = affine.load %alloc_6[%arg3 + 1] : memref<1026xf32, 1>
      %2 = affine.load %alloc_6[%arg3 + 2] : memref<1026xf32, 1>
      %3 = arith.addf %0, %1 : f32
      %4 = arith.addf %3, %2 : f32
      %5 = arith.mulf %4, %cst : f32
      affine.store %5, %alloc_8[%arg3] : memref<1024xf32, 1>
    }
    affine.dma_start %alloc_8[%c0_3], %alloc[%c0_3], %alloc_9[%c0_3], %c1024_2 : memref<1024xf32, 1>, memref<1024xf32>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_3], %c1024_2 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<1024xf32, 1>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1026xf32, 1>
    %alloc_10 = memref.alloc() : memref<1024xf32, 1>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_1], %alloc_10[%c0_1], %alloc_11[%c0_1], %c1024_0 : memref<1024xf32>, memref<1024xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0_1], %c1024_0 : memref<1xi32>
    %alloc_12 = memref.alloc() : memref<1024xf32, 1>
    %alloc_13 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 1024 {
      %0 = affine.load %alloc_10[%arg3] : memref<1024xf32, 1>
      %1 = arith.mulf %0, %arg2 : f32
      affine.store %1, %alloc_12[%arg3] : memref<1024xf32, 1>
    }
    affine.dma_start %alloc_12[%c0], %arg1[%c0], %alloc_13[%c0], %c1024 : memref<1024xf32, 1>, memref<1024xf32>, memref<1xi32>
    affine.dma_wait %alloc_13[%c0], %c1024 : memref<1xi32>
    memref.dealloc %alloc_13 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1024xf32, 1>
    memref.dealloc %alloc_11 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1024xf32, 1>
    memref.dealloc %alloc : memref<1024xf32>
    return
  }
  func.func @forwarding(%arg0: memref<100xf32>, %arg1: memref<100xf32>) {
    %c100 = arith.constant 100 : index
    %c0 = arith.constant 0 : index
    %c100_0 = arith.constant 100 : index
    %c0_1 = arith.constant 0 : index
    %c100_2 = arith.constant 100 : index
    %c0_3 = arith.constant 0 : index
    %c100_4 = arith.constant 100 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %cst = arith.constant 1.000000e+00 : f32
    %alloc = memref.alloc() : memref<100xf32, 1>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_5], %alloc[%c0_5], %alloc_7[%c0_5], %c100_4 : memref<100xf32>, memref<100xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_5], %c100_4 : memref<1xi32>
    %alloc_8 = memref.alloc() : memref<100xf32, 1>
    %alloc_9 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_3], %alloc_8[%c0_3], %alloc_9[%c0_3], %c100_2 : memref<100xf32>, memref<100xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_9[%c0_3], %c100_2 : memref<1xi32>
    %alloc_10 = memref.alloc() : memref<1xi32>
    %alloc_11 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 0 to 100 {
      %0 = affine.load %alloc[%arg2] : memref<100xf32, 1>
      %1 = arith.addf %0, %cst : f32
      affine.store %1, %alloc_8[%arg2] : memref<100xf32, 1>
      %2 = affine.load %alloc_8[%arg2] : memref<100xf32, 1>
      %3 = affine.load %alloc[%arg2] : memref<100xf32, 1>
      %4 = arith.mulf %2, %3 : f32
      affine.store %4, %alloc[%arg2] : memref<100xf32, 1>
    }
    affine.dma_start %alloc[%c0], %arg0[%c0], %alloc_11[%c0], %c100 : memref<100xf32, 1>, memref<100xf32>, memref<1xi32>
    affine.dma_wait %alloc_11[%c0], %c100 : memref<1xi32>
    memref.dealloc %alloc_11 : memref<1xi32>
    affine.dma_start %alloc_8[%c0_1], %arg1[%c0_1], %alloc_10[%c0_1], %c100_0 : memref<100xf32, 1>, memref<100xf32>, memref<1xi32>
    affine.dma_wait %alloc_10[%c0_1], %c100_0 : memref<1xi32>
    memref.dealloc %alloc_10 : memref<1xi32>
    memref.dealloc %alloc_9 : memref<1xi32>
    memref.dealloc %alloc_8 : memref<100xf32, 1>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc : memref<100xf32, 1>
    return
  }
  func.func @two_producers(%arg0: memref<64x64xf32>, %arg1: memref<64x64xf32>, %arg2: memref<64x64xf32>) {
    %c4096 = arith.constant 4096 : index
    %c0 = arith.constant 0 : index
    %c4096_0 = arith.constant 4096 : index
    %c0_1 = arith.constant 0 : index
    %c4096_2 = arith.constant 4096 : index
    %c0_3 = arith.constant 0 : index
    %c4096_4 = arith.constant 4096 : index
    %c0_5 = arith.constant 0 : index
    %c4096_6 = arith.constant 4096 : index
    %c0_7 = arith.constant 0 : index
    %c4096_8 = arith.constant 4096 : index
    %c0_9 = arith.constant 0 : index
    %c4096_10 = arith.constant 4096 : index
    %c0_11 = arith.constant 0 : index
    %c0_12 = arith.constant 0 : index
    %alloc = memref.alloc() : memref<64x64xf32>
    %alloc_13 = memref.alloc() : memref<64x64xf32>
    %alloc_14 = memref.alloc() : memref<64x64xf32, 1>
    %alloc_15 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_11, %c0_11], %alloc_14[%c0_11, %c0_11], %alloc_15[%c0_11], %c4096_10 : memref<64x64xf32>, memref<64x64xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_15[%c0_11], %c4096_10 : memref<1xi32>
    %alloc_16 = memref.alloc() : memref<64x64xf32, 1>
    %alloc_17 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_14[%arg3, %arg4] : memref<64x64xf32, 1>
        %1 = arith.mulf %0, %0 : f32
        affine.store %1, %alloc_16[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    affine.dma_start %alloc_16[%c0_9, %c0_9], %alloc[%c0_9, %c0_9], %alloc_17[%c0_9], %c4096_8 : memref<64x64xf32, 1>, memref<64x64xf32>, memref<1xi32>
    affine.dma_wait %alloc_17[%c0_9], %c4096_8 : memref<1xi32>
    memref.dealloc %alloc_17 : memref<1xi32>
    memref.dealloc %alloc_16 : memref<64x64xf32, 1>
    memref.dealloc %alloc_15 : memref<1xi32>
    memref.dealloc %alloc_14 : memref<64x64xf32, 1>
    %alloc_18 = memref.alloc() : memref<64x64xf32, 1>
    %alloc_19 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_7, %c0_7], %alloc_18[%c0_7, %c0_7], %alloc_19[%c0_7], %c4096_6 : memref<64x64xf32>, memref<64x64xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_19[%c0_7], %c4096_6 : memref<1xi32>
    %alloc_20 = memref.alloc() : memref<64x64xf32, 1>
    %alloc_21 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_18[%arg4, %arg3] : memref<64x64xf32, 1>
        affine.store %0, %alloc_20[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    affine.dma_start %alloc_20[%c0_5, %c0_5], %alloc_13[%c0_5, %c0_5], %alloc_21[%c0_5], %c4096_4 : memref<64x64xf32, 1>, memref<64x64xf32>, memref<1xi32>
    affine.dma_wait %alloc_21[%c0_5], %c4096_4 : memref<1xi32>
    memref.dealloc %alloc_21 : memref<1xi32>
    memref.dealloc %alloc_20 : memref<64x64xf32, 1>
    memref.dealloc %alloc_19 : memref<1xi32>
    memref.dealloc %alloc_18 : memref<64x64xf32, 1>
    %alloc_22 = memref.alloc() : memref<64x64xf32, 1>
    %alloc_23 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc[%c0_3, %c0_3], %alloc_22[%c0_3, %c0_3], %alloc_23[%c0_3], %c4096_2 : memref<64x64xf32>, memref<64x64xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_23[%c0_3], %c4096_2 : memref<1xi32>
    %alloc_24 = memref.alloc() : memref<64x64xf32, 1>
    %alloc_25 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloc_13[%c0_1, %c0_1], %alloc_24[%c0_1, %c0_1], %alloc_25[%c0_1], %c4096_0 : memref<64x64xf32>, memref<64x64xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_25[%c0_1], %c4096_0 : memref<1xi32>
    %alloc_26 = memref.alloc() : memref<64x64xf32, 1>
    %alloc_27 = memref.alloc() : memref<1xi32>
    affine.for %arg3 = 0 to 64 {
      affine.for %arg4 = 0 to 64 {
        %0 = affine.load %alloc_22[%arg3, %arg4] : memref<64x64xf32, 1>
        %1 = affine.load %alloc_24[%arg3, %arg4] : memref<64x64xf32, 1>
        %2 = arith.addf %0, %1 : f32
        affine.store %2, %alloc_26[%arg3, %arg4] : memref<64x64xf32, 1>
      }
    }
    affine.dma_start %alloc_26[%c0, %c0], %arg2[%c0, %c0], %alloc_27[%c0], %c4096 : memref<64x64xf32, 1>, memref<64x64xf32>, memref<1xi32>
    affine.dma_wait %alloc_27[%c0], %c4096 : memref<1xi32>
    memref.dealloc %alloc_27 : memref<1xi32>
    memref.dealloc %alloc_26 : memref<64x64xf32, 1>
    memref.dealloc %alloc_25 : memref<1xi32>
    memref.dealloc %alloc_24 : memref<64x64xf32, 1>
    memref.dealloc %alloc_23 : memref<1xi32>
    memref.dealloc %alloc_22 : memref<64x64xf32, 1>
    memref.dealloc %alloc_13 : memref<64x64xf32>
    memref.dealloc %alloc : memref<64x64xf32>
    return
  }
}

