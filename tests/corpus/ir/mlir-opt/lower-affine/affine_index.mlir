module {
  func.func @delinearize(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index) {
    %0 = arith.muli %arg2, %arg2 overflow<nsw, nuw> : index
    %c0 = arith.constant 0 : index
    %1 = arith.floordivsi %arg0, %0 : index
    %2 = arith.remsi %arg0, %0 : index
    %3 = arith.cmpi slt, %2, %c0 : index
    %4 = arith.addi %2, %0 overflow<nsw> : index
    %5 = arith.select %3, %4, %2 : index
    %6 = arith.divsi %5, %arg2 : index
    %7 = arith.remsi %arg0, %arg2 : index
    %8 = arith.cmpi slt, %7, %c0 : index
    %9 = arith.addi %7, %arg2 overflow<nsw> : index
    %10 = arith.select %8, %9, %7 : index
    %c224 = arith.constant 224 : index
    %c0_0 = arith.constant 0 : index
    %11 = arith.floordivsi %arg0, %c224 : index
    %12 = arith.remsi %arg0, %c224 : index
    %13 = arith.cmpi slt, %12, %c0_0 : index
    %14 = arith.addi %12, %c224 overflow<nsw> : index
    %15 = arith.select %13, %14, %12 : index
    return %1, %6, %10, %11, %15 : index, index, index, index, index
  }
  func.func @delinearize_static(%arg0: index, %arg1: index) -> (index, index, index) {
    %c8 = arith.constant 8 : index
    %c8_0 = arith.constant 8 : index
    %0 = arith.muli %arg1, %c8_0 overflow<nsw, nuw> : index
    %c0 = arith.constant 0 : index
    %1 = arith.floordivsi %arg0, %0 : index
    %2 = arith.remsi %arg0, %0 : index
    %3 = arith.cmpi slt, %2, %c0 : index
    %4 = arith.addi %2, %0 overflow<nsw> : index
    %5 = arith.select %3, %4, %2 : index
    %6 = arith.divsi %5, %c8 : index
    %7 = arith.remsi %arg0, %c8 : index
    %8 = arith.cmpi slt, %7, %c0 : index
    %9 = arith.addi %7, %c8 overflow<nsw> : index
    %10 = arith.select %8, %9, %7 : index
    return %1, %6, %10 : index, index, index
  }
  func.func @linearize(%arg0: index, %arg1: index, %arg2: index, %arg3: index) -> (index, index, index) {
    %c5 = arith.constant 5 : index
    %c15 = arith.constant 15 : index
    %0 = arith.muli %arg0, %c15 overflow<nsw> : index
    %1 = arith.muli %arg1, %c5 overflow<nsw> : index
    %2 = arith.addi %0, %1 overflow<nsw> : index
    %3 = arith.addi %2, %arg2 overflow<nsw> : index
    %c16 = arith.constant 16 : index
    %4 = arith.muli %arg0, %c16 overflow<nsw> : index
    %5 = arith.addi %4, %arg1 overflow<nsw> : index
    %c7 = arith.constant 7 : index
    %c7_0 = arith.constant 7 : index
    %6 = arith.muli %arg3, %c7_0 overflow<nsw> : index
    %7 = arith.muli %arg0, %6 overflow<nsw> : index
    %8 = arith.muli %arg1, %c7 overflow<nsw> : index
    %9 = arith.addi %7, %8 overflow<nsw> : index
    %10 = arith.addi %9, %arg2 overflow<nsw> : index
    return %3, %5, %10 : index, index, index
  }
  func.func @flatten(%arg0: memref<4x6x8xf32>, %arg1: memref<192xf32>) {
    %c0 = arith.constant 0 : index
    %c192 = arith.constant 192 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c192 step %c1 {
      %c8 = arith.constant 8 : index
      %c48 = arith.constant 48 : index
      %c0_0 = arith.constant 0 : index
      %0 = arith.floordivsi %arg2, %c48 : index
      %1 = arith.remsi %arg2, %c48 : index
      %2 = arith.cmpi slt, %1, %c0_0 : index
      %3 = arith.addi %1, %c48 overflow<nsw> : index
      %4 = arith.select %2, %3, %1 : index
      %5 = arith.divsi %4, %c8 : index
      %6 = arith.remsi %arg2, %c8 : index
      %7 = arith.cmpi slt, %6, %c0_0 : index
      %8 = arith.addi %6, %c8 overflow<nsw> : index
      %9 = arith.select %7, %8, %6 : index
      %10 = memref.load %arg0[%0, %5, %9] : memref<4x6x8xf32>
      %c8_1 = arith.constant 8 : index
      %c48_2 = arith.constant 48 : index
      %11 = arith.muli %0, %c48_2 overflow<nsw> : index
      %12 = arith.muli %5, %c8_1 overflow<nsw> : index
      %13 = arith.addi %11, %12 overflow<nsw> : index
      %14 = arith.addi %13, %9 overflow<nsw> : index
      memref.store %10, %arg1[%14] : memref<192xf32>
    }
    return
  }
}

