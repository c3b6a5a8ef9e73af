module {
  func.func @heat_3d(%arg0: memref<20x20x20xf64>, %arg1: memref<20x20x20xf64>) {
    %c8000 = arith.constant 8000 : index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c1_0 = arith.constant 1 : index
    %c1_1 = arith.constant 1 : index
    %c5832 = arith.constant 5832 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c1_4 = arith.constant 1 : index
    %c1_5 = arith.constant 1 : index
    %c5832_6 = arith.constant 5832 : index
    %c0_7 = arith.constant 0 : index
    %c8000_8 = arith.constant 8000 : index
    %c0_9 = arith.constant 0 : index
    %c0_10 = arith.constant 0 : index
    %cst = arith.constant 1.250000e-01 : f64
    %cst_11 = arith.constant 2.000000e+00 : f64
    %alloc = memref.alloc() : memref<20x20x20xf64, 1>
    %alloc_12 = memref.alloc() : memref<1xi32>
    affine.dma_start %arg0[%c0_9, %c0_9, %c0_9], %alloc[%c0_9, %c0_9, %c0_9], %alloc_12[%c0_9], %c8000_8 : memref<20x20x20xf64>, memref<20x20x20xf64, 1>, memref<1xi32>
    affine.dma_wait %alloc_12[%c0_9], %c8000_8 : memref<1xi32>
    %alloc_13 = memref.alloc() : memref<18x18x18xf64, 1>
    %alloc_14 = memref.alloc() : memref<1xi32>
    affine.for %arg2 = 1 to 41 {
      affine.for %arg3 = 1 to 19 {
        affine.for %arg4 = 1 to 19 {
          affine.for %arg5 = 1 to 19 {
            %0 = affine.load %alloc[%arg3 + 1, %arg4, %arg5] : memref<20x20x20xf64, 1>
            %1 = affine.load %alloc[%arg3, %arg4, %arg5] : memref<20x20x20xf64, 1>
            %2 = affine.load %alloc[%arg3 - 1, %arg4, %arg5] : memref<20x20x20xf64, 1>
            %3 = affine.load %alloc[%arg3, %arg4 + 1, %arg5] : memref<20x20x20xf64, 1>
            %4 = affine.load %alloc[%arg3, %arg4 - 1, %arg5] : memref<20x20x20xf64, 1>
            %5 = affine.load %alloc[%arg3, %arg4, %arg5 + 1] : memref<20x20x20xf64, 1>
            %6 = affine.load %alloc[%arg3, %arg4, %arg5 - 1] : memref<20x20x20xf64, 1>
            %7 = arith.mulf %cst_11, %1 : f64
            %8 = arith.subf %0, %7 : f64
            %9 = arith.addf %8, %2 : f64
            %10 = arith.subf %3, %7 : f64
            %11 = arith.addf %10, %4 : f64
            %12 = arith.subf %5, %7 : f64
            %13 = arith.addf %12, %6 : f64
            %14 = arith.mulf %cst, %9 : f64
            %15 = arith.mulf %cst, %11 : f64
            %16 = arith.mulf %cst, %13 : f64
            %17 = arith.addf %14, %15 : f64
            %18 = arith.addf %17, %16 : f64
            %19 = arith.addf %18, %1 : f64
            affine.store %19, %arg1[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
          }
        }
      }
      affine.for %arg3 = 1 to 19 {
        affine.for %arg4 = 1 to 19 {
          affine.for %arg5 = 1 to 19 {
            %0 = affine.load %arg1[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
            affine.store %0, %alloc[%arg3, %arg4, %arg5] : memref<20x20x20xf64, 1>
          }
        }
      }
    }
    affine.dma_start %alloc[%c0, %c0, %c0], %arg0[%c0, %c0, %c0], %alloc_14[%c0], %c8000 : memref<20x20x20xf64, 1>, memref<20x20x20xf64>, memref<1xi32>
    affine.dma_wait %alloc_14[%c0], %c8000 : memref<1xi32>
    memref.dealloc %alloc_14 : memref<1xi32>
    memref.dealloc %alloc_12 : memref<1xi32>
    memref.dealloc %alloc : memref<20x20x20xf64, 1>
    return
  }
}

