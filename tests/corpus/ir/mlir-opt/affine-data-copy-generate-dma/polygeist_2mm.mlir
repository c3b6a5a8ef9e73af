module {
  func.func @kernel_2mm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f64, %arg5: f64, %arg6: memref<?x900xf64>, %arg7: memref<?x1100xf64>, %arg8: memref<?x900xf64>, %arg9: memref<?x1200xf64>, %arg10: memref<?x1200xf64>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c0_3 = arith.constant 0 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<1xf64>
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_cast %arg2 : i32 to index
    %3 = arith.index_cast %arg3 : i32 to index
    %alloc = memref.alloc() : memref<1xf64, 1>
    %alloc_6 = memref.alloc() : memref<1xi32>
    affine.dma_start %alloca[%c0_2], %alloc[%c0_2], %alloc_6[%c0_2], %c1_1 : memref<1xf64>, memref<1xf64, 1>, memref<1xi32>
    affine.dma_wait %alloc_6[%c0_2], %c1_1 : memref<1xi32>
    %alloc_7 = memref.alloc() : memref<1xi32>
    affine.for %arg11 = 0 to %0 {
      affine.for %arg12 = 0 to %1 {
        affine.store %cst, %alloc[0] : memref<1xf64, 1>
        affine.for %arg13 = 0 to %2 {
          %5 = affine.load %arg7[%arg11, %arg13] : memref<?x1100xf64>
          %6 = arith.mulf %arg4, %5 : f64
          %7 = affine.load %arg8[%arg13, %arg12] : memref<?x900xf64>
          %8 = arith.mulf %6, %7 : f64
          %9 = affine.load %alloc[0] : memref<1xf64, 1>
          %10 = arith.addf %9, %8 : f64
          affine.store %10, %alloc[0] : memref<1xf64, 1>
        }
        %4 = affine.load %alloc[0] : memref<1xf64, 1>
        affine.store %4, %arg6[%arg11, %arg12] : memref<?x900xf64>
      }
    }
    affine.dma_start %alloc[%c0_0], %alloca[%c0_0], %alloc_7[%c0_0], %c1 : memref<1xf64, 1>, memref<1xf64>, memref<1xi32>
    affine.dma_wait %alloc_7[%c0_0], %c1 : memref<1xi32>
    memref.dealloc %alloc_7 : memref<1xi32>
    memref.dealloc %alloc_6 : memref<1xi32>
    memref.dealloc %alloc : memref<1xf64, 1>
    affine.for %arg11 = 0 to %0 {
      affine.for %arg12 = 0 to %3 {
        %4 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
        %5 = arith.mulf %4, %arg5 : f64
        affine.store %5, %arg10[%arg11, %arg12] : memref<?x1200xf64>
        affine.for %arg13 = 0 to %1 {
          %6 = affine.load %arg6[%arg11, %arg13] : memref<?x900xf64>
          %7 = affine.load %arg9[%arg13, %arg12] : memref<?x1200xf64>
          %8 = arith.mulf %6, %7 : f64
          %9 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %10 = arith.addf %9, %8 : f64
          affine.store %10, %arg10[%arg11, %arg12] : memref<?x1200xf64>
        }
      }
    }
    return
  }
}

