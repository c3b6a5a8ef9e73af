#map = affine_map<(d0, d1) -> (0)>
module {
  func.func @kernel_2mm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: i32, %arg4: f64, %arg5: f64, %arg6: memref<?x900xf64>, %arg7: memref<?x1100xf64>, %arg8: memref<?x900xf64>, %arg9: memref<?x1200xf64>, %arg10: memref<?x1200xf64>) {
    %0 = vector.broadcast %arg5 : f64 to vector<8xf64>
    %cst = arith.constant 0.000000e+00 : f64
    %alloca = memref.alloca() : memref<1xf64>
    %1 = arith.index_cast %arg0 : i32 to index
    %2 = arith.index_cast %arg1 : i32 to index
    %3 = arith.index_cast %arg2 : i32 to index
    %4 = arith.index_cast %arg3 : i32 to index
    affine.for %arg11 = 0 to %1 {
      affine.for %arg12 = 0 to %2 {
        affine.store %cst, %alloca[0] : memref<1xf64>
        affine.for %arg13 = 0 to %3 {
          %6 = affine.load %arg7[%arg11, %arg13] : memref<?x1100xf64>
          %7 = arith.mulf %arg4, %6 : f64
          %8 = affine.load %arg8[%arg13, %arg12] : memref<?x900xf64>
          %9 = arith.mulf %7, %8 : f64
          %10 = affine.load %alloca[0] : memref<1xf64>
          %11 = arith.addf %10, %9 : f64
          affine.store %11, %alloca[0] : memref<1xf64>
        }
        %5 = affine.load %alloca[0] : memref<1xf64>
        affine.store %5, %arg6[%arg11, %arg12] : memref<?x900xf64>
      }
    }
    affine.for %arg11 = 0 to %1 {
      affine.for %arg12 = 0 to %4 step 8 {
        %5 = ub.poison : f64
        %6 = vector.transfer_read %arg10[%arg11, %arg12], %5 : memref<?x1200xf64>, vector<8xf64>
        %7 = arith.mulf %6, %0 : vector<8xf64>
        vector.transfer_write %7, %arg10[%arg11, %arg12] : vector<8xf64>, memref<?x1200xf64>
        affine.for %arg13 = 0 to %2 {
          %8 = ub.poison : f64
          %9 = vector.transfer_read %arg6[%arg11, %arg13], %8 {permutation_map = #map} : memref<?x900xf64>, vector<8xf64>
          %10 = ub.poison : f64
          %11 = vector.transfer_read %arg9[%arg13, %arg12], %10 : memref<?x1200xf64>, vector<8xf64>
          %12 = arith.mulf %9, %11 : vector<8xf64>
          %13 = ub.poison : f64
          %14 = vector.transfer_read %arg10[%arg11, %arg12], %13 : memref<?x1200xf64>, vector<8xf64>
          %15 = arith.addf %14, %12 : vector<8xf64>
          vector.transfer_write %15, %arg10[%arg11, %arg12] : vector<8xf64>, memref<?x1200xf64>
        }
      }
    }
    return
  }
}

