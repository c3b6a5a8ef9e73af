module {
  func.func @applies(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index, index, index) {
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
    %13 = arith.addi %12, %arg2 : index
    %c-1_2 = arith.constant -1 : index
    %14 = arith.muli %13, %c-1_2 overflow<nsw> : index
    %15 = arith.addi %14, %arg2 : index
    %c-1_3 = arith.constant -1 : index
    %16 = arith.addi %15, %c-1_3 : index
    %c4 = arith.constant 4 : index
    %17 = arith.muli %arg0, %c4 overflow<nsw> : index
    %c-3 = arith.constant -3 : index
    %18 = arith.muli %arg1, %c-3 overflow<nsw> : index
    %19 = arith.addi %17, %18 : index
    %c7 = arith.constant 7 : index
    %20 = arith.addi %19, %c7 : index
    %c4_4 = arith.constant 4 : index
    %c0_5 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %21 = arith.cmpi sle, %20, %c0_5 : index
    %22 = arith.subi %c0_5, %20 : index
    %23 = arith.subi %20, %c1 : index
    %24 = arith.select %21, %22, %23 : index
    %25 = arith.divsi %24, %c4_4 : index
    %26 = arith.subi %c0_5, %25 : index
    %27 = arith.addi %25, %c1 : index
    %28 = arith.select %21, %26, %27 : index
    %c4_6 = arith.constant 4 : index
    %29 = arith.remsi %20, %c4_6 : index
    %c0_7 = arith.constant 0 : index
    %30 = arith.cmpi slt, %29, %c0_7 : index
    %31 = arith.addi %29, %c4_6 : index
    %32 = arith.select %30, %31, %29 : index
    %c2 = arith.constant 2 : index
    %33 = arith.muli %32, %c2 overflow<nsw> : index
    %34 = arith.addi %28, %33 : index
    %c2_8 = arith.constant 2 : index
    %35 = arith.muli %arg2, %c2_8 overflow<nsw> : index
    %c3 = arith.constant 3 : index
    %c0_9 = arith.constant 0 : index
    %c-1_10 = arith.constant -1 : index
    %36 = arith.cmpi slt, %arg0, %c0_9 : index
    %37 = arith.subi %c-1_10, %arg0 : index
    %38 = arith.select %36, %37, %arg0 : index
    %39 = arith.divsi %38, %c3 : index
    %40 = arith.subi %c-1_10, %39 : index
    %41 = arith.select %36, %40, %39 : index
    %42 = arith.addi %35, %41 : index
    return %12, %13, %16, %20, %34, %42 : index, index, index, index, index, index
  }
  func.func @constants_and_identity(%arg0: index) -> (index, index, index) {
    %c42 = arith.constant 42 : index
    %c-1 = arith.constant -1 : index
    %0 = arith.muli %arg0, %c-1 overflow<nsw> : index
    %c10 = arith.constant 10 : index
    %1 = arith.addi %0, %c10 : index
    return %c42, %arg0, %1 : index, index, index
  }
  func.func @min_max(%arg0: index, %arg1: index, %arg2: index) -> (index, index, index, index) {
    %c1000 = arith.constant 1000 : index
    %c512 = arith.constant 512 : index
    %0 = arith.addi %arg0, %c512 : index
    %1 = arith.minsi %c1000, %0 : index
    %2 = arith.minsi %1, %arg2 : index
    %c1000_0 = arith.constant 1000 : index
    %c512_1 = arith.constant 512 : index
    %3 = arith.addi %arg0, %c512_1 : index
    %4 = arith.maxsi %c1000_0, %3 : index
    %c32 = arith.constant 32 : index
    %5 = arith.addi %arg1, %c32 : index
    %6 = arith.minsi %5, %arg2 : index
    %c-2 = arith.constant -2 : index
    %7 = arith.addi %arg0, %c-2 : index
    %c3 = arith.constant 3 : index
    %8 = arith.muli %arg1, %c3 overflow<nsw> : index
    %c0 = arith.constant 0 : index
    %9 = arith.maxsi %7, %8 : index
    %10 = arith.maxsi %9, %c0 : index
    return %2, %4, %6, %10 : index, index, index, index
  }
  func.func @tiled_copy(%arg0: memref<?xf32>, %arg1: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %c0_0 = arith.constant 0 : index
    %c32 = arith.constant 32 : index
    scf.for %arg2 = %c0_0 to %dim step %c32 {
      %c32_1 = arith.constant 32 : index
      %0 = arith.addi %arg2, %c32_1 : index
      %1 = arith.minsi %0, %dim : index
      %c1 = arith.constant 1 : index
      scf.for %arg3 = %arg2 to %1 step %c1 {
        %2 = memref.load %arg0[%arg3] : memref<?xf32>
        memref.store %2, %arg1[%arg3] : memref<?xf32>
      }
    }
    return
  }
}

