#map = affine_map<()[s0] -> (s0 - 1)>
#map1 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @kernel_correlation(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<?x1200xf64>, %arg4: memref<?x1200xf64>, %arg5: memref<?xf64>, %arg6: memref<?xf64>) {
    %cst = arith.constant 1.000000e-01 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    affine.for %arg7 = 0 to %0 {
      affine.store %cst_1, %arg5[%arg7] : memref<?xf64>
      affine.for %arg8 = 0 to %1 {
        %4 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %5 = affine.load %arg5[%arg7] : memref<?xf64>
        %6 = arith.addf %5, %4 : f64
        affine.store %6, %arg5[%arg7] : memref<?xf64>
      }
      %2 = affine.load %arg5[%arg7] : memref<?xf64>
      %3 = arith.divf %2, %arg2 : f64
      affine.store %3, %arg5[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to %0 {
      affine.store %cst_1, %arg6[%arg7] : memref<?xf64>
      affine.for %arg8 = 0 to %1 {
        %7 = affine.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %8 = affine.load %arg5[%arg7] : memref<?xf64>
        %9 = arith.subf %7, %8 : f64
        %10 = arith.mulf %9, %9 : f64
        %11 = affine.load %arg6[%arg7] : memref<?xf64>
        %12 = arith.addf %11, %10 : f64
        affine.store %12, %arg6[%arg7] : memref<?xf64>
      }
      %2 = affine.load %arg6[%arg7] : memref<?xf64>
      %3 = arith.divf %2, %arg2 : f64
      %4 = math.sqrt %3 : f64
      %5 = arith.cmpf ole, %4, %cst : f64
      %6 = arith.select %5, %cst_0, %4 : f64
      affine.store %6, %arg6[%arg7] : memref<?xf64>
    }
    affine.for %arg7 = 0 to #map()[%0] {
      affine.store %cst_0, %arg4[%arg7, %arg7] : memref<?x1200xf64>
      affine.for %arg8 = #map1(%arg7) to %0 {
        affine.store %cst_1, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.for %arg9 = 0 to %1 {
          %3 = affine.load %arg3[%arg9, %arg7] : memref<?x1200xf64>
          %4 = affine.load %arg3[%arg9, %arg8] : memref<?x1200xf64>
          %5 = arith.mulf %3, %4 : f64
          %6 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %7 = arith.addf %6, %5 : f64
          affine.store %7, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        }
        %2 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.store %2, %arg4[%arg8, %arg7] : memref<?x1200xf64>
      }
    }
    affine.store %cst_0, %arg4[symbol(%0) - 1, symbol(%0) - 1] : memref<?x1200xf64>
    return
  }
}

