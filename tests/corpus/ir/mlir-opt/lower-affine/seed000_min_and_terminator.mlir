module {
  func.func @min(%arg0: index, %arg1: index) -> index {
    %c1000 = arith.constant 1000 : index
    %c512 = arith.constant 512 : index
    %0 = arith.addi %arg0, %c512 : index
    %1 = arith.minsi %c1000, %0 : index
    %2 = arith.minsi %1, %arg1 : index
    return %2 : index
  }
  func.func @terminator(%arg0: memref<8xf32>, %arg1: f32) {
    %c0 = arith.constant 0 : index
    %c8 = arith.constant 8 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c8 step %c1 {
      memref.store %arg1, %arg0[%arg2] : memref<8xf32>
    }
    return
  }
}

