module {
  func.func @affine_apply(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index) {
    %c8 = arith.constant 8 : index
    %c0 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %0 = arith.cmpi slt, %arg0, %c0 : index
    %1 = arith.subi %c-1, %arg0 : index
    %2 = arith.select %0, %1, %arg0 : index
    %3 = arith.divsi %2, %c8 : index
    %4 = arith.subi %c-1, %3 : index
    %5 = arith.select %0, %4, %3 : index
    %c128 = arith.constant 128 : index
    %c0_0 = arith.constant 0 : index
    %c-1_1 = arith.constant -1 : index
    %6 = arith.cmpi slt, %arg1, %c0_0 : index
    %7 = arith.subi %c-1_1, %arg1 : index
    %8 = arith.select %6, %7, %arg1 : index
    %9 = arith.divsi %8, %c128 : index
    %10 = arith.subi %c-1_1, %9 : index
    %11 = arith.select %6, %10, %9 : index
    %12 = arith.addi %5, %11 : index
    %13 = arith.addi %arg2, %arg3 : index
    return %12, %13 : index, index
  }
}

