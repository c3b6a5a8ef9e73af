module {
  func.func @min_max(%arg0: index, %arg1: index, %arg2: index) -> (index, index) {
    %c1000 = arith.constant 1000 : index
    %c512 = arith.constant 512 : index
    %0 = arith.addi %arg0, %c512 : index
    %1 = arith.minsi %c1000, %0 : index
    %2 = arith.minsi %1, %arg1 : index
    %c1000_0 = arith.constant 1000 : index
    %c512_1 = arith.constant 512 : index
    %3 = arith.addi %arg2, %c512_1 : index
    %4 = arith.maxsi %c1000_0, %3 : index
    return %2, %4 : index, index
  }
  func.func @delinearize(%arg0: index) -> (index, index, index, index, index, index) {
    %c16 = arith.constant 16 : index
    %c224 = arith.constant 224 : index
    %c224_0 = arith.constant 224 : index
    %c50176 = arith.constant 50176 : index
    %c0 = arith.constant 0 : index
    %0 = arith.floordivsi %arg0, %c50176 : index
    %1 = arith.remsi %arg0, %c50176 : index
    %2 = arith.cmpi slt, %1, %c0 : index
    %3 = arith.addi %1, %c50176 overflow<nsw> : index
    %4 = arith.select %2, %3, %1 : index
    %5 = arith.divsi %4, %c224_0 : index
    %6 = arith.remsi %arg0, %c224_0 : index
    %7 = arith.cmpi slt, %6, %c0 : index
    %8 = arith.addi %6, %c224_0 overflow<nsw> : index
    %9 = arith.select %7, %8, %6 : index
    %c50176_1 = arith.constant 50176 : index
    %c0_2 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %10 = arith.cmpi slt, %arg0, %c0_2 : index
    %11 = arith.subi %c-1, %arg0 : index
    %12 = arith.select %10, %11, %arg0 : index
    %13 = arith.divsi %12, %c50176_1 : index
    %14 = arith.subi %c-1, %13 : index
    %15 = arith.select %10, %14, %13 : index
    %c50176_3 = arith.constant 50176 : index
    %16 = arith.remsi %arg0, %c50176_3 : index
    %c0_4 = arith.constant 0 : index
    %17 = arith.cmpi slt, %16, %c0_4 : index
    %18 = arith.addi %16, %c50176_3 : index
    %19 = arith.select %17, %18, %16 : index
    %c224_5 = arith.constant 224 : index
    %c0_6 = arith.constant 0 : index
    %c-1_7 = arith.constant -1 : index
    %20 = arith.cmpi slt, %19, %c0_6 : index
    %21 = arith.subi %c-1_7, %19 : index
    %22 = arith.select %20, %21, %19 : index
    %23 = arith.divsi %22, %c224_5 : index
    %24 = arith.subi %c-1_7, %23 : index
    %25 = arith.select %20, %24, %23 : index
    %c224_8 = arith.constant 224 : index
    %26 = arith.remsi %arg0, %c224_8 : index
    %c0_9 = arith.constant 0 : index
    %27 = arith.cmpi slt, %26, %c0_9 : index
    %28 = arith.addi %26, %c224_8 : index
    %29 = arith.select %27, %28, %26 : index
    return %0, %5, %9, %15, %25, %29 : index, index, index, index, index, index
  }
}

