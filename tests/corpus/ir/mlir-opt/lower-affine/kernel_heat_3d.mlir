module {
  func.func @heat_3d(%arg0: memref<20x20x20xf64>, %arg1: memref<20x20x20xf64>) {
    %cst = arith.constant 1.250000e-01 : f64
    %cst_0 = arith.constant 2.000000e+00 : f64
    %c1 = arith.constant 1 : index
    %c41 = arith.constant 41 : index
    %c1_1 = arith.constant 1 : index
    scf.for %arg2 = %c1 to %c41 step %c1_1 {
      %c1_2 = arith.constant 1 : index
      %c19 = arith.constant 19 : index
      %c1_3 = arith.constant 1 : index
      scf.for %arg3 = %c1_2 to %c19 step %c1_3 {
        %c1_7 = arith.constant 1 : index
        %c19_8 = arith.constant 19 : index
        %c1_9 = arith.constant 1 : index
        scf.for %arg4 = %c1_7 to %c19_8 step %c1_9 {
          %c1_10 = arith.constant 1 : index
          %c19_11 = arith.constant 19 : index
          %c1_12 = arith.constant 1 : index
          scf.for %arg5 = %c1_10 to %c19_11 step %c1_12 {
            %c1_13 = arith.constant 1 : index
            %0 = arith.addi %arg3, %c1_13 : index
            %1 = memref.load %arg0[%0, %arg4, %arg5] : memref<20x20x20xf64>
            %2 = memref.load %arg0[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
            %c-1 = arith.constant -1 : index
            %3 = arith.addi %arg3, %c-1 : index
            %4 = memref.load %arg0[%3, %arg4, %arg5] : memref<20x20x20xf64>
            %c1_14 = arith.constant 1 : index
            %5 = arith.addi %arg4, %c1_14 : index
            %6 = memref.load %arg0[%arg3, %5, %arg5] : memref<20x20x20xf64>
            %c-1_15 = arith.constant -1 : index
            %7 = arith.addi %arg4, %c-1_15 : index
            %8 = memref.load %arg0[%arg3, %7, %arg5] : memref<20x20x20xf64>
            %c1_16 = arith.constant 1 : index
            %9 = arith.addi %arg5, %c1_16 : index
            %10 = memref.load %arg0[%arg3, %arg4, %9] : memref<20x20x20xf64>
            %c-1_17 = arith.constant -1 : index
            %11 = arith.addi %arg5, %c-1_17 : index
            %12 = memref.load %arg0[%arg3, %arg4, %11] : memref<20x20x20xf64>
            %13 = arith.mulf %cst_0, %2 : f64
            %14 = arith.subf %1, %13 : f64
            %15 = arith.addf %14, %4 : f64
            %16 = arith.subf %6, %13 : f64
            %17 = arith.addf %16, %8 : f64
            %18 = arith.subf %10, %13 : f64
            %19 = arith.addf %18, %12 : f64
            %20 = arith.mulf %cst, %15 : f64
            %21 = arith.mulf %cst, %17 : f64
            %22 = arith.mulf %cst, %19 : f64
            %23 = arith.addf %20, %21 : f64
            %24 = arith.addf %23, %22 : f64
            %25 = arith.addf %24, %2 : f64
            memref.store %25, %arg1[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
          }
        }
      }
      %c1_4 = arith.constant 1 : index
      %c19_5 = arith.constant 19 : index
      %c1_6 = arith.constant 1 : index
      scf.for %arg3 = %c1_4 to %c19_5 step %c1_6 {
        %c1_7 = arith.constant 1 : index
        %c19_8 = arith.constant 19 : index
        %c1_9 = arith.constant 1 : index
        scf.for %arg4 = %c1_7 to %c19_8 step %c1_9 {
          %c1_10 = arith.constant 1 : index
          %c19_11 = arith.constant 19 : index
          %c1_12 = arith.constant 1 : index
          scf.for %arg5 = %c1_10 to %c19_11 step %c1_12 {
            %0 = memref.load %arg1[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
            memref.store %0, %arg0[%arg3, %arg4, %arg5] : memref<20x20x20xf64>
          }
        }
      }
    }
    return
  }
}

