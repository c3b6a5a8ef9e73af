module {
  func.func @fdtd_2d(%arg0: memref<60x80xf32>, %arg1: memref<60x80xf32>, %arg2: memref<60x80xf32>, %arg3: memref<40xf32>) {
    %c4800 = arith.constant 4800 : index
    %c0 = arith.constant 0 : index
    %c4800_0 = arith.constant 4800 : index
    %c0_1 = arith.constant 0 : index
    %c4800_2 = arith.constant 4800 : index
    %c0_3 = arith.constant 0 : index
    %c4800_4 = arith.constant 4800 : index
    %c0_5 = arith.constant 0 : index
    %c4800_6 = arith.constant 4800 : index
    %c0_7 = arith.constant 0 : index
    %c4800_8 = arith.constant 4800 : index
    %c0_9 = arith.constant 0 : index
    %c40 = arith.constant 40 : index
    %c0_10 = arith.constant 0 : index
    %c0_11 = arith.constant 0 : index
    %cst = arith.constant 5.000000e-01 : f32
    %cst_12 = arith.constant 0.699999988 : f32
    %alloc = memref.alloc() : memref<40xf32, 1>
    %alloc_13 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg3[%c0_10], %alloc[%c0_10], %alloc_13[%c0_10], %c40 : memref<40xf32>, memref<40xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_13[%c0_10], %c40 : memref<1xi32>
    %alloc_14 = memref.alloc() : memref<60x80xf32, 1>
    %alloc_15 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg1[%c0_9, %c0_9], %alloc_14[%c0_9, %c0_9], %alloc_15[%c0_9], %c4800_8 : memref<60x80xf32>, memref<60x80xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_15[%c0_9], %c4800_8 : memref<1xi32>
    %alloc_16 = memref.alloc() : memref<60x80xf32, 1>
    %alloc_17 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg2[%c0_7, %c0_7], %alloc_16[%c0_7, %c0_7], %alloc_17[%c0_7], %c4800_6 : memref<60x80xf32>, memref<60x80xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_17[%c0_7], %c4800_6 : memref<1xi32>
    %alloc_18 = memref.alloc() : memref<60x80xf32, 1>
    %alloc_19 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_5, %c0_5], %alloc_18[%c0_5, %c0_5], %alloc_19[%c0_5], %c4800_4 : memref<60x80xf32>, memref<60x80xf32, 1>, memref<1xi32>
    affine.dma_wait %alloc_19[%c0_5], %c4800_4 : memref<1xi32>
    %alloc_20 = memref.alloc() : memref<1xi32>
    %alloc_21 = memref.alloc() : memref<1xi32>
    %alloc_22 = memref.alloc() : memref<1xi32>
    affine.for %arg4 = 0 to 40 {
      affine.for %arg5 = 0 to 80 {
        %0 = affine.load %alloc[%arg4] : memref<40xf32, 1>
        affine.store %0, %alloc_14[0, %arg5] : memref<60x80xf32, 1>
      }
      affine.for %arg5 = 1 to 60 {
        affine.for %arg6 = 0 to 80 {
          %0 = affine.load %alloc_14[%arg5, %arg6] : memref<60x80xf32, 1>
          %1 = affine.load %alloc_16[%arg5, %arg6] : memref<60x80xf32, 1>
          %2 = affine.load %alloc_16[%arg5 - 1, %arg6] : memref<60x80xf32, 1>
          %3 = arith.subf %1, %2 : f32
          %4 = arith.mulf %cst, %3 : f32
          %5 = arith.subf %0, %4 : f32
          affine.store %5, %alloc_14[%arg5, %arg6] : memref<60x80xf32, 1>
        }
      }
      affine.for %arg5 = 0 to 60 {
        affine.for %arg6 = 1 to 80 {
          %0 = affine.load %alloc_18[%arg5, %arg6] : memref<60x80xf32, 1>
          %1 = affine.load %alloc_16[%arg5, %arg6] : memref<60x80xf32, 1>
          %2 = affine.load %alloc_16[%arg5, %arg6 - 1] : memref<60x80xf32, 1>
          %3 = arith.subf %1, %2 : f32
          %4 = arith.mulf %cst, %3 : f32
          %5 = arith.subf %0, %4 : f32
          affine.store %5, %alloc_18[%arg5, %arg6] : memref<60x80xf32, 1>
        }
      }
      affine.for %arg5 = 0 to 59 {
        affine.for %arg6 = 0 to 79 {
          %0 = affine.load %alloc_16[%arg5, %arg6] : memref<60x80xf32, 1>
          %1 = affine.load %alloc_18[%arg5, %arg6 + 1] : memref<60x80xf32, 1>
          %2 = affine.load %alloc_18[%arg5, %arg6] : memref<60x80xf32, 1>
          %3 = affine.load %alloc_14[%arg5 + 1, %arg6] : memref<60x80xf32, 1>
          %4 = affine.load %alloc_14[%arg5, %arg6] : memref<60x80xf32, 1>
          %5 = arith.subf %1, %2 : f32
          %6 = arith.subf %3, %4 : f32
          %7 = arith.addf %5, %6 : f32
          %8 = arith.mulf %cst_12, %7 : f32
          %9 = arith.subf %0, %8 : f32
          affine.store %9, %alloc_16[%arg5, %arg6] : memref<60x80xf32, 1>
        }
      }
    }
    affine.dma_start %alloc_16[%c0, %c0], %arg2[%c0, %c0], %alloc_22[%c0], %c4800 : memref<60x80xf32, 1>, memref<60x80xf32>, memref<1xi32>
    affine.dma_wait %alloc_22[%c0], %c4800 : memref<1xi32>
    memref.dealloc %alloc_22 : memref<1xi32>
    affine.dma_start %alloc_18[%c0_1, %c0_1], %arg0[%c0_1, %c0_1], %alloc_21[%c0_1], %c4800_0 : memref<60x80xf32, 1>, memref<60x80xf32>, memref<1xi32>
    affine.dma_wait %alloc_21[%c0_1], %c4800_0 : memref<1xi32>
    memref.dealloc %alloc_21 : memref<1xi32>
    affine.dma_start %alloc_14[%c0_3, %c0_3], %arg1[%c0_3, %c0_3], %alloc_20[%c0_3], %c4800_2 : memref<60x80xf32, 1>, memref<60x80xf32>, memref<1xi32>
    affine.dma_wait %alloc_20[%c0_3], %c4800_2 : memref<1xi32>
    memref.dealloc %alloc_20 : memref<1xi32>
    memref.dealloc %alloc_19 : memref<1xi32>
    memref.dealloc %alloc_18 : memref<60x80xf32, 1>
    memref.dealloc %alloc_17 : memref<1xi32>
    memref.dealloc %alloc_16 : memref<60x80xf32, 1>
    memref.dealloc %alloc_15 : memref<1xi32>
    memref.dealloc %alloc_14 : memref<60x80xf32, 1>
    memref.dealloc %alloc_13 : memref<1xi32>
    memref.dealloc %alloc : memref<40xf32, 1>
    return
  }
}

