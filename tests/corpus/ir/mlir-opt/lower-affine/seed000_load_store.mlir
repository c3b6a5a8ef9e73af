module {
  func.func @load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c90 = arith.constant 90 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c90 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c90_1 = arith.constant 90 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg4 = %c0_0 to %c90_1 step %c1_2 {
        %c3 = arith.constant 3 : index
        %0 = arith.addi %arg3, %c3 : index
        %c7 = arith.constant 7 : index
        %1 = arith.addi %arg4, %c7 : index
        %2 = memref.load %arg0[%0, %1] : memref<100x100xf32>
        %3 = arith.addi %arg3, %arg1 : index
        %4 = arith.addi %arg4, %arg2 : index
        %5 = memref.load %arg0[%3, %4] : memref<100x100xf32>
        %6 = arith.addf %2, %5 : f32
        %c3_3 = arith.constant 3 : index
        %7 = arith.addi %arg3, %c3_3 : index
        %c7_4 = arith.constant 7 : index
        %8 = arith.addi %arg4, %c7_4 : index
        memref.store %6, %arg0[%7, %8] : memref<100x100xf32>
        %9 = arith.addi %arg3, %arg1 : index
        %10 = arith.addi %arg4, %arg2 : index
        memref.store %6, %arg0[%9, %10] : memref<100x100xf32>
      }
    }
    return
  }
}

