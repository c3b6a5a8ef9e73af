module {
  func.func @kernel_spmv(%arg0: i32, %arg1: memref<?xi32>, %arg2: memref<?xi32>, %arg3: memref<?xf64>, %arg4: memref<?xf64>, %arg5: memref<?xf64>) {
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %c0 = arith.constant 0 : index
    %c1_0 = arith.constant 1 : index
    scf.for %arg6 = %c0 to %0 step %c1_0 {
      %1 = memref.load %arg1[%arg6] : memref<?xi32>
      %c1_1 = arith.constant 1 : index
      %2 = arith.addi %arg6, %c1_1 : index
      %3 = memref.load %arg1[%2] : memref<?xi32>
      %4 = arith.index_cast %1 : i32 to index
      %5 = arith.index_cast %3 : i32 to index
      %6 = scf.for %arg7 = %4 to %5 step %c1 iter_args(%arg8 = %cst) -> (f64) {
        %7 = memref.load %arg3[%arg7] : memref<?xf64>
        %8 = memref.load %arg2[%arg7] : memref<?xi32>
        %9 = arith.index_cast %8 : i32 to index
        %10 = memref.load %arg4[%9] : memref<?xf64>
        %11 = arith.mulf %7, %10 : f64
        %12 = arith.addf %arg8, %11 : f64
        scf.yield %12 : f64
      }
      memref.store %6, %arg5[%arg6] : memref<?xf64>
    }
    return
  }
}

