module {
  func.func @fdtd_2d(%arg0: memref<60x80xf32>, %arg1: memref<60x80xf32>, %arg2: memref<60x80xf32>, %arg3: memref<40xf32>) {
    %cst = arith.constant 5.000000e-01 : f32
    %cst_0 = arith.constant 0.699999988 : f32
    %c0 = arith.constant 0 : index
    %c40 = arith.constant 40 : index
    %c1 = arith.constant 1 : index
    scf.for %arg4 = %c0 to %c40 step %c1 {
      %c0_1 = arith.constant 0 : index
      %c80 = arith.constant 80 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg5 = %c0_1 to %c80 step %c1_2 {
        %0 = memref.load %arg3[%arg4] : memref<40xf32>
        %c0_10 = arith.constant 0 : index
        memref.store %0, %arg1[%c0_10, %arg5] : memref<60x80xf32>
      }
      %c1_3 = arith.constant 1 : index
      %c60 = arith.constant 60 : index
      %c1_4 = arith.constant 1 : index
      scf.for %arg5 = %c1_3 to %c60 step %c1_4 {
        %c0_10 = arith.constant 0 : index
        %c80_11 = arith.constant 80 : index
        %c1_12 = arith.constant 1 : index
        scf.for %arg6 = %c0_10 to %c80_11 step %c1_12 {
          %0 = memref.load %arg1[%arg5, %arg6] : memref<60x80xf32>
          %1 = memref.load %arg2[%arg5, %arg6] : memref<60x80xf32>
          %c-1 = arith.constant -1 : index
          %2 = arith.addi %arg5, %c-1 : index
          %3 = memref.load %arg2[%2, %arg6] : memref<60x80xf32>
          %4 = arith.subf %1, %3 : f32
          %5 = arith.mulf %cst, %4 : f32
          %6 = arith.subf %0, %5 : f32
          memref.store %6, %arg1[%arg5, %arg6] : memref<60x80xf32>
        }
      }
      %c0_5 = arith.constant 0 : index
      %c60_6 = arith.constant 60 : index
      %c1_7 = arith.constant 1 : index
      scf.for %arg5 = %c0_5 to %c60_6 step %c1_7 {
        %c1_10 = arith.constant 1 : index
        %c80_11 = arith.constant 80 : index
        %c1_12 = arith.constant 1 : index
        scf.for %arg6 = %c1_10 to %c80_11 step %c1_12 {
          %0 = memref.load %arg0[%arg5, %arg6] : memref<60x80xf32>
          %1 = memref.load %arg2[%arg5, %arg6] : memref<60x80xf32>
          %c-1 = arith.constant -1 : index
          %2 = arith.addi %arg6, %c-1 : index
          %3 = memref.load %arg2[%arg5, %2] : memref<60x80xf32>
          %4 = arith.subf %1, %3 : f32
          %5 = arith.mulf %cst, %4 : f32
          %6 = arith.subf %0, %5 : f32
          memref.store %6, %arg0[%arg5, %arg6] : memref<60x80xf32>
        }
      }
      %c0_8 = arith.constant 0 : index
      %c59 = arith.constant 59 : index
      %c1_9 = arith.constant 1 : index
      scf.for %arg5 = %c0_8 to %c59 step %c1_9 {
        %c0_10 = arith.constant 0 : index
        %c79 = arith.constant 79 : index
        %c1_11 = arith.constant 1 : index
        scf.for %arg6 = %c0_10 to %c79 step %c1_11 {
          %0 = memref.load %arg2[%arg5, %arg6] : memref<60x80xf32>
          %c1_12 = arith.constant 1 : index
          %1 = arith.addi %arg6, %c1_12 : index
          %2 = memref.load %arg0[%arg5, %1] : memref<60x80xf32>
          %3 = memref.load %arg0[%arg5, %arg6] : memref<60x80xf32>
          %c1_13 = arith.constant 1 : index
          %4 = arith.addi %arg5, %c1_13 : index
          %5 = memref.load %arg1[%4, %arg6] : memref<60x80xf32>
          %6 = memref.load %arg1[%arg5, %arg6] : memref<60x80xf32>
          %7 = arith.subf %2, %3 : f32
          %8 = arith.subf %5, %6 : f32
          %9 = arith.addf %7, %8 : f32
          %10 = arith.mulf %cst_0, %9 : f32
          %11 = arith.subf %0, %10 : f32
          memref.store %11, %arg2[%arg5, %arg6] : memref<60x80xf32>
        }
      }
    }
    return
  }
}

