#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0)[s0] -> (d0 + 4, s0)>
module {
  func.func @kernel_spmv(%arg0: i32, %arg1: memref<?xi32>, %arg2: memref<?xi32>, %arg3: memref<?xf64>, %arg4: memref<?xf64>, %arg5: memref<?xf64>) {
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    affine.for %arg6 = 0 to %0 step 4 {
      affine.for %arg7 = #map(%arg6) to min #map1(%arg6)[%0] {
        %1 = affine.load %arg1[%arg7] : memref<?xi32>
        %2 = affine.load %arg1[%arg7 + 1] : memref<?xi32>
        %3 = arith.index_cast %1 : i32 to index
        %4 = arith.index_cast %2 : i32 to index
        %5 = scf.for %arg8 = %3 to %4 step %c1 iter_args(%arg9 = %cst) -> (f64) {
          %6 = memref.load %arg3[%arg8] : memref<?xf64>
          %7 = memref.load %arg2[%arg8] : memref<?xi32>
          %8 = arith.index_cast %7 : i32 to index
          %9 = memref.load %arg4[%8] : memref<?xf64>
          %10 = arith.mulf %6, %9 : f64
          %11 = arith.addf %arg9, %10 : f64
          scf.yield %11 : f64
        }
        affine.store %5, %arg5[%arg7] : memref<?xf64>
      }
    }
    return
  }
}

