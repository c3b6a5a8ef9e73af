#map = affine_map<()[s0] -> (s0 - 1)>
#map1 = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @kernel_correlation(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<?x1200xf64>, %arg4: memref<?x1200xf64>, %arg5: memref<?xf64>, %arg6: memref<?xf64>) {
    %0 = vector.broadcast %arg2 : f64 to vector<8xf64>
    %1 = vector.broadcast %arg2 : f64 to vector<8xf64>
    %cst = arith.constant 1.000000e-01 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 0.000000e+00 : f64
    %2 = arith.index_cast %arg0 : i32 to index
    %3 = arith.index_cast %arg1 : i32 to index
    affine.for %arg7 = 0 to %2 step 8 {
      %cst_2 = arith.constant dense<0.000000e+00> : vector<8xf64>
      vector.transfer_write %cst_2, %arg5[%arg7] : vector<8xf64>, memref<?xf64>
      affine.for %arg8 = 0 to %3 {
        %7 = ub.poison : f64
        %8 = vector.transfer_read %arg3[%arg8, %arg7], %7 : memref<?x1200xf64>, vector<8xf64>
        %9 = ub.poison : f64
        %10 = vector.transfer_read %arg5[%arg7], %9 : memref<?xf64>, vector<8xf64>
        %11 = arith.addf %10, %8 : vector<8xf64>
        vector.transfer_write %11, %arg5[%arg7] : vector<8xf64>, memref<?xf64>
      }
      %4 = ub.poison : f64
      %5 = vector.transfer_read %arg5[%arg7], %4 : memref<?xf64>, vector<8xf64>
      %6 = arith.divf %5, %1 : vector<8xf64>
      vector.transfer_write %6, %arg5[%arg7] : vector<8xf64>, memref<?xf64>
    }
    affine.for %arg7 = 0 to %2 step 8 {
      %cst_2 = arith.constant dense<1.000000e+00> : vector<8xf64>
      %cst_3 = arith.constant dense<1.000000e-01> : vector<8xf64>
      %cst_4 = arith.constant dense<0.000000e+00> : vector<8xf64>
      vector.transfer_write %cst_4, %arg6[%arg7] : vector<8xf64>, memref<?xf64>
      affine.for %arg8 = 0 to %3 {
        %10 = ub.poison : f64
        %11 = vector.transfer_read %arg3[%arg8, %arg7], %10 : memref<?x1200xf64>, vector<8xf64>
        %12 = ub.poison : f64
        %13 = vector.transfer_read %arg5[%arg7], %12 : memref<?xf64>, vector<8xf64>
        %14 = arith.subf %11, %13 : vector<8xf64>
        %15 = arith.mulf %14, %14 : vector<8xf64>
        %16 = ub.poison : f64
        %17 = vector.transfer_read %arg6[%arg7], %16 : memref<?xf64>, vector<8xf64>
        %18 = arith.addf %17, %15 : vector<8xf64>
        vector.transfer_write %18, %arg6[%arg7] : vector<8xf64>, memref<?xf64>
      }
      %4 = ub.poison : f64
      %5 = vector.transfer_read %arg6[%arg7], %4 : memref<?xf64>, vector<8xf64>
      %6 = arith.divf %5, %0 : vector<8xf64>
      %7 = math.sqrt %6 : vector<8xf64>
      %8 = arith.cmpf ole, %7, %cst_3 : vector<8xf64>
      %9 = arith.select %8, %cst_2, %7 : vector<8xi1>, vector<8xf64>
      vector.transfer_write %9, %arg6[%arg7] : vector<8xf64>, memref<?xf64>
    }
    affine.for %arg7 = 0 to #map()[%2] {
      affine.store %cst_0, %arg4[%arg7, %arg7] : memref<?x1200xf64>
      affine.for %arg8 = #map1(%arg7) to %2 {
        affine.store %cst_1, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.for %arg9 = 0 to %3 {
          %5 = affine.load %arg3[%arg9, %arg7] : memref<?x1200xf64>
          %6 = affine.load %arg3[%arg9, %arg8] : memref<?x1200xf64>
          %7 = arith.mulf %5, %6 : f64
          %8 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %9 = arith.addf %8, %7 : f64
          affine.store %9, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        }
        %4 = affine.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
        affine.store %4, %arg4[%arg8, %arg7] : memref<?x1200xf64>
      }
    }
    affine.store %cst_0, %arg4[symbol(%2) - 1, symbol(%2) - 1] : memref<?x1200xf64>
    return
  }
}

