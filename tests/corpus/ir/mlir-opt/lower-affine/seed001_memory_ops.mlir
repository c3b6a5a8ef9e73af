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
        %6 = arith.mulf %2, %5 : f32
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
  func.func @vector_load_store(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c90 = arith.constant 90 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c90 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c80 = arith.constant 80 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg4 = %c0_0 to %c80 step %c1_1 {
        %c3 = arith.constant 3 : index
        %0 = arith.addi %arg3, %c3 : index
        %c7 = arith.constant 7 : index
        %1 = arith.addi %arg4, %c7 : index
        %2 = vector.load %arg0[%0, %1] : memref<100x100xf32>, vector<8xf32>
        %3 = arith.addi %arg3, %arg1 : index
        %4 = arith.addi %arg4, %arg2 : index
        %5 = vector.load %arg0[%3, %4] : memref<100x100xf32>, vector<4xf32>
        %6 = vector.load %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        %c3_2 = arith.constant 3 : index
        %7 = arith.addi %arg3, %c3_2 : index
        %c7_3 = arith.constant 7 : index
        %8 = arith.addi %arg4, %c7_3 : index
        vector.store %2, %arg0[%7, %8] : memref<100x100xf32>, vector<8xf32>
        %9 = arith.addi %arg3, %arg1 : index
        %10 = arith.addi %arg4, %arg2 : index
        vector.store %5, %arg0[%9, %10] : memref<100x100xf32>, vector<4xf32>
        vector.store %6, %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
      }
    }
    return
  }
  func.func @prefetch(%arg0: memref<400x400xi32>) {
    %c0 = arith.constant 0 : index
    %c400 = arith.constant 400 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %c400 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c395 = arith.constant 395 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg2 = %c0_0 to %c395 step %c1_1 {
        %c5 = arith.constant 5 : index
        %0 = arith.addi %arg2, %c5 : index
        memref.prefetch %arg0[%arg1, %0], read, locality<3>, data : memref<400x400xi32>
      }
    }
    return
  }
}

