module {
  func.func @kernel_correlation(%arg0: i32, %arg1: i32, %arg2: f64, %arg3: memref<?x1200xf64>, %arg4: memref<?x1200xf64>, %arg5: memref<?xf64>, %arg6: memref<?xf64>) {
    %cst = arith.constant 1.000000e-01 : f64
    %cst_0 = arith.constant 1.000000e+00 : f64
    %cst_1 = arith.constant 0.000000e+00 : f64
    %0 = arith.index_cast %arg0 : i32 to index
    %1 = arith.index_cast %arg1 : i32 to index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg7 = %c0 to %0 step %c1 {
      memref.store %cst_1, %arg5[%arg7] : memref<?xf64>
      %c0_8 = arith.constant 0 : index
      %c1_9 = arith.constant 1 : index
      scf.for %arg8 = %c0_8 to %1 step %c1_9 {
        %7 = memref.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %8 = memref.load %arg5[%arg7] : memref<?xf64>
        %9 = arith.addf %8, %7 : f64
        memref.store %9, %arg5[%arg7] : memref<?xf64>
      }
      %5 = memref.load %arg5[%arg7] : memref<?xf64>
      %6 = arith.divf %5, %arg2 : f64
      memref.store %6, %arg5[%arg7] : memref<?xf64>
    }
    %c0_2 = arith.constant 0 : index
    %c1_3 = arith.constant 1 : index
    scf.for %arg7 = %c0_2 to %0 step %c1_3 {
      memref.store %cst_1, %arg6[%arg7] : memref<?xf64>
      %c0_8 = arith.constant 0 : index
      %c1_9 = arith.constant 1 : index
      scf.for %arg8 = %c0_8 to %1 step %c1_9 {
        %10 = memref.load %arg3[%arg8, %arg7] : memref<?x1200xf64>
        %11 = memref.load %arg5[%arg7] : memref<?xf64>
        %12 = arith.subf %10, %11 : f64
        %13 = arith.mulf %12, %12 : f64
        %14 = memref.load %arg6[%arg7] : memref<?xf64>
        %15 = arith.addf %14, %13 : f64
        memref.store %15, %arg6[%arg7] : memref<?xf64>
      }
      %5 = memref.load %arg6[%arg7] : memref<?xf64>
      %6 = arith.divf %5, %arg2 : f64
      %7 = math.sqrt %6 : f64
      %8 = arith.cmpf ole, %7, %cst : f64
      %9 = arith.select %8, %cst_0, %7 : f64
      memref.store %9, %arg6[%arg7] : memref<?xf64>
    }
    %c0_4 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %2 = arith.addi %0, %c-1 : index
    %c1_5 = arith.constant 1 : index
    scf.for %arg7 = %c0_4 to %2 step %c1_5 {
      memref.store %cst_0, %arg4[%arg7, %arg7] : memref<?x1200xf64>
      %c1_8 = arith.constant 1 : index
      %5 = arith.addi %arg7, %c1_8 : index
      %c1_9 = arith.constant 1 : index
      scf.for %arg8 = %5 to %0 step %c1_9 {
        memref.store %cst_1, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        %c0_10 = arith.constant 0 : index
        %c1_11 = arith.constant 1 : index
        scf.for %arg9 = %c0_10 to %1 step %c1_11 {
          %7 = memref.load %arg3[%arg9, %arg7] : memref<?x1200xf64>
          %8 = memref.load %arg3[%arg9, %arg8] : memref<?x1200xf64>
          %9 = arith.mulf %7, %8 : f64
          %10 = memref.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
          %11 = arith.addf %10, %9 : f64
          memref.store %11, %arg4[%arg7, %arg8] : memref<?x1200xf64>
        }
        %6 = memref.load %arg4[%arg7, %arg8] : memref<?x1200xf64>
        memref.store %6, %arg4[%arg8, %arg7] : memref<?x1200xf64>
      }
    }
    %c-1_6 = arith.constant -1 : index
    %3 = arith.addi %0, %c-1_6 : index
    %c-1_7 = arith.constant -1 : index
    %4 = arith.addi %0, %c-1_7 : index
    memref.store %cst_0, %arg4[%3, %4] : memref<?x1200xf64>
    return
  }
}

