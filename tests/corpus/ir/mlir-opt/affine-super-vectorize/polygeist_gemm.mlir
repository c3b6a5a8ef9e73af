#map = affine_map<(d0, d1) -> (0)>
module {
  func.func @kernel_gemm(%arg0: i32, %arg1: i32, %arg2: i32, %arg3: f64, %arg4: f64, %arg5: memref<?x1100xf64>, %arg6: memref<?x1200xf64>, %arg7: memref<?x1100xf64>) {
    %0 = vector.broadcast %arg3 : f64 to vector<8xf64>
    %1 = vector.broadcast %arg4 : f64 to vector<8xf64>
    %2 = arith.index_cast %arg0 : i32 to index
    %3 = arith.index_cast %arg1 : i32 to index
    %4 = arith.index_cast %arg2 : i32 to index
    affine.for %arg8 = 0 to %2 {
      affine.for %arg9 = 0 to %3 step 8 {
        %5 = ub.poison : f64
        %6 = vector.transfer_read %arg5[%arg8, %arg9], %5 : memref<?x1100xf64>, vector<8xf64>
        %7 = arith.mulf %6, %1 : vector<8xf64>
        vector.transfer_write %7, %arg5[%arg8, %arg9] : vector<8xf64>, memref<?x1100xf64>
      }
      affine.for %arg9 = 0 to %4 {
        affine.for %arg10 = 0 to %3 step 8 {
          %5 = ub.poison : f64
          %6 = vector.transfer_read %arg6[%arg8, %arg9], %5 {permutation_map = #map} : memref<?x1200xf64>, vector<8xf64>
          %7 = arith.mulf %0, %6 : vector<8xf64>
          %8 = ub.poison : f64
          %9 = vector.transfer_read %arg7[%arg9, %arg10], %8 : memref<?x1100xf64>, vector<8xf64>
          %10 = arith.mulf %7, %9 : vector<8xf64>
          %11 = ub.poison : f64
          %12 = vector.transfer_read %arg5[%arg8, %arg10], %11 : memref<?x1100xf64>, vector<8xf64>
          %13 = arith.addf %12, %10 : vector<8xf64>
          vector.transfer_write %13, %arg5[%arg8, %arg10] : vector<8xf64>, memref<?x1100xf64>
        }
      }
    }
    return
  }
}

