module {
  func.func @foo(%arg0: memref<100x100xf32>, %arg1: memref<100xf32>, %arg2: memref<100xf32>, %arg3: memref<100xi32>, %arg4: index) {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg5 = %c0 to %arg4 step %c1 {
      memref.store %cst, %arg2[%arg5] : memref<100xf32>
    }
    %c0_0 = arith.constant 0 : index
    %c1_1 = arith.constant 1 : index
    scf.for %arg5 = %c0_0 to %arg4 step %c1_1 {
      %c0_2 = arith.constant 0 : index
      %c1_3 = arith.constant 1 : index
      scf.for %arg6 = %c0_2 to %arg4 step %c1_3 {
        %0 = memref.load %arg0[%arg5, %arg6] : memref<100x100xf32>
        %1 = memref.load %arg1[%arg6] : memref<100xf32>
        %2 = arith.mulf %0, %1 : f32
        %3 = memref.load %arg3[%arg6] : memref<100xi32>
        %4 = arith.index_cast %3 : i32 to index
        %5 = memref.load %arg2[%4] : memref<100xf32>
        %6 = arith.addf %2, %5 : f32
        memref.store %6, %arg2[%4] : memref<100xf32>
      }
    }
    return
  }
}

