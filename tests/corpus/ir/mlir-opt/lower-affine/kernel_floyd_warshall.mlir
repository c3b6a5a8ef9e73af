module {
  func.func @floyd_warshall(%arg0: memref<180x180xi32>) {
    %c0 = arith.constant 0 : index
    %c180 = arith.constant 180 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %c180 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c180_1 = arith.constant 180 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg2 = %c0_0 to %c180_1 step %c1_2 {
        %c0_3 = arith.constant 0 : index
        %c180_4 = arith.constant 180 : index
        %c1_5 = arith.constant 1 : index
        scf.for %arg3 = %c0_3 to %c180_4 step %c1_5 {
          %0 = memref.load %arg0[%arg2, %arg3] : memref<180x180xi32>
          %1 = memref.load %arg0[%arg2, %arg1] : memref<180x180xi32>
          %2 = memref.load %arg0[%arg1, %arg3] : memref<180x180xi32>
          %3 = arith.addi %1, %2 : i32
          %4 = arith.cmpi slt, %0, %3 : i32
          %5 = arith.select %4, %0, %3 : i32
          memref.store %5, %arg0[%arg2, %arg3] : memref<180x180xi32>
        }
      }
    }
    return
  }
}

