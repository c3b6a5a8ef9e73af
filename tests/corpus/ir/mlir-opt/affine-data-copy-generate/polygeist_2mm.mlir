module {
  func.func @kernel_2mm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f64, %arg5: f64, %arg6: memref<?x900xf64>, %arg7: memref<?x1100xf64>, %arg8: memref<?x900xf64>, %arg9: memref<?x1200xf64>, %arg10: memref<?x1200xf64>) {
    %c0 = arith.constant 0 : index
    %c0_0 = arith.constant 0 : index
    %c0_1 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    %c0_4 = arith.constant 0 : index
    %c0_5 = arith.constant 0 : index
    %c0_6 = arith.constant 0 : index
    %c0_7 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<1xf64>
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %2 = arith.index_cast %arg2 : i32 to index
    %3 = arith.index_cast %arg3 : i32 to index
    %alloc = memref.alloc() : memref<1xf64, 1>
    %4 = affine.load %alloca[0] : memref<1xf64>
    affine.store %4, %alloc[0] : memref<1xf64, 1>
    affine.for %arg11 = 0 to %0 {
      affine.for %arg12 = 0 to %1 {
        affine.store %cst, %alloc[0] : memref<1xf64, 1>
        affine.for %arg13 = 0 to %2 {
          %7 = affine.load %arg7[%arg11, %arg13] : memref<?x1100xf64>
          %8 = arith.mulf %arg4, %7 : f64
          %9 = affine.load %arg8[%arg13, %arg12] : memref<?x900xf64>
          %10 = arith.mulf %8, %9 : f64
          %11 = affine.load %alloc[0] : memref<1xf64, 1>
          %12 = arith.addf %11, %10 : f64
          affine.store %12, %alloc[0] : memref<1xf64, 1>
        }
        %6 = affine.load %alloc[0] : memref<1xf64, 1>
        affine.store %6, %arg6[%arg11, %arg12] : memref<?x900xf64>
      }
    }
    %5 = affine.load %alloc[0] : memref<1xf64, 1>
    affine.store %5, %alloca[0] : memref<1xf64>
    memref.dealloc %alloc : memref<1xf64, 1>
    affine.for %arg11 = 0 to %0 {
      affine.for %arg12 = 0 to %3 {
        %6 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
        %7 = arith.mulf %6, %arg5 : f64
        affine.store %7, %arg10[%arg11, %arg12] : memref<?x1200xf64>
        affine.for %arg13 = 0 to %1 {
          %8 = affine.load %arg6[%arg11, %arg13] : memref<?x900xf64>
          %9 = affine.load %arg9[%arg13, %arg12] : memref<?x1200xf64>
          %10 = arith.mulf %8, %9 : f64
          %11 = affine.load %arg10[%arg11, %arg12] : memref<?x1200xf64>
          %12 = arith.addf %11, %10 : f64
          affine.store %12, %arg10[%arg11, %arg12] : memref<?x1200xf64>
        }
      }
    }
    return
  }
}

