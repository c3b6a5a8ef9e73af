module {
  func.func @kernel_nussinov(%arg0: i32, %arg1: memref<?xi8>, %arg2: memref<?x2500xi32>) {
    %c3_i32 = arith.constant 3 : i32
    %c1_i32 = arith.constant 1 : i32
    %c0_i32 = arith.constant 0 : i32
    %0 = arith.index_cast %arg0 : i32 to index
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %0 step %c1 {
      %c-1 = arith.constant -1 : index
      %1 = arith.muli %arg3, %c-1 overflow<nsw> : index
      %2 = arith.addi %1, %0 : index
      %c1_0 = arith.constant 1 : index
      %3 = arith.addi %2, %c1_0 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg4 = %3 to %0 step %c1_1 {
        %c-1_2 = arith.constant -1 : index
        %4 = arith.muli %arg3, %c-1_2 overflow<nsw> : index
        %5 = arith.addi %4, %0 : index
        %c0_3 = arith.constant 0 : index
        %c-1_4 = arith.constant -1 : index
        %6 = arith.addi %arg4, %c-1_4 : index
        %7 = arith.cmpi sge, %6, %c0_3 : index
        scf.if %7 {
          %c-1_13 = arith.constant -1 : index
          %20 = arith.muli %arg3, %c-1_13 overflow<nsw> : index
          %21 = arith.addi %20, %0 : index
          %c-1_14 = arith.constant -1 : index
          %22 = arith.addi %21, %c-1_14 : index
          %23 = memref.load %arg2[%22, %arg4] : memref<?x2500xi32>
          %c-1_15 = arith.constant -1 : index
          %24 = arith.muli %arg3, %c-1_15 overflow<nsw> : index
          %25 = arith.addi %24, %0 : index
          %c-1_16 = arith.constant -1 : index
          %26 = arith.addi %25, %c-1_16 : index
          %c-1_17 = arith.constant -1 : index
          %27 = arith.addi %arg4, %c-1_17 : index
          %28 = memref.load %arg2[%26, %27] : memref<?x2500xi32>
          %29 = arith.cmpi sge, %23, %28 : i32
          %30 = arith.select %29, %23, %28 : i32
          %c-1_18 = arith.constant -1 : index
          %31 = arith.muli %arg3, %c-1_18 overflow<nsw> : index
          %32 = arith.addi %31, %0 : index
          %c-1_19 = arith.constant -1 : index
          %33 = arith.addi %32, %c-1_19 : index
          memref.store %30, %arg2[%33, %arg4] : memref<?x2500xi32>
        }
        %c0_5 = arith.constant 0 : index
        %c-1_6 = arith.constant -1 : index
        %8 = arith.muli %arg3, %c-1_6 overflow<nsw> : index
        %9 = arith.addi %8, %0 : index
        %c-2 = arith.constant -2 : index
        %10 = arith.addi %9, %c-2 : index
        %11 = arith.cmpi sge, %10, %c0_5 : index
        scf.if %11 {
          %c-1_13 = arith.constant -1 : index
          %20 = arith.muli %arg3, %c-1_13 overflow<nsw> : index
          %21 = arith.addi %20, %0 : index
          %c-1_14 = arith.constant -1 : index
          %22 = arith.addi %21, %c-1_14 : index
          %23 = memref.load %arg2[%22, %arg4] : memref<?x2500xi32>
          %c-1_15 = arith.constant -1 : index
          %24 = arith.muli %arg3, %c-1_15 overflow<nsw> : index
          %25 = arith.addi %24, %0 : index
          %26 = memref.load %arg2[%25, %arg4] : memref<?x2500xi32>
          %27 = arith.cmpi sge, %23, %26 : i32
          %28 = arith.select %27, %23, %26 : i32
          %c-1_16 = arith.constant -1 : index
          %29 = arith.muli %arg3, %c-1_16 overflow<nsw> : index
          %30 = arith.addi %29, %0 : index
          %c-1_17 = arith.constant -1 : index
          %31 = arith.addi %30, %c-1_17 : index
          memref.store %28, %arg2[%31, %arg4] : memref<?x2500xi32>
        }
        %c0_7 = arith.constant 0 : index
        %12 = arith.addi %arg4, %arg3 : index
        %c-1_8 = arith.constant -1 : index
        %13 = arith.muli %0, %c-1_8 overflow<nsw> : index
        %14 = arith.addi %12, %13 : index
        %c-2_9 = arith.constant -2 : index
        %15 = arith.addi %14, %c-2_9 : index
        %16 = arith.cmpi sge, %15, %c0_7 : index
        scf.if %16 {
          %c-1_13 = arith.constant -1 : index
          %20 = arith.muli %arg3, %c-1_13 overflow<nsw> : index
          %21 = arith.addi %20, %0 : index
          %c-1_14 = arith.constant -1 : index
          %22 = arith.addi %21, %c-1_14 : index
          %23 = memref.load %arg2[%22, %arg4] : memref<?x2500xi32>
          %c-1_15 = arith.constant -1 : index
          %24 = arith.muli %arg3, %c-1_15 overflow<nsw> : index
          %25 = arith.addi %24, %0 : index
          %c-1_16 = arith.constant -1 : index
          %26 = arith.addi %arg4, %c-1_16 : index
          %27 = memref.load %arg2[%25, %26] : memref<?x2500xi32>
          %c-1_17 = arith.constant -1 : index
          %28 = arith.muli %arg3, %c-1_17 overflow<nsw> : index
          %29 = arith.addi %28, %0 : index
          %c-1_18 = arith.constant -1 : index
          %30 = arith.addi %29, %c-1_18 : index
          %31 = memref.load %arg1[%30] : memref<?xi8>
          %32 = memref.load %arg1[%arg4] : memref<?xi8>
          %33 = arith.extsi %31 : i8 to i32
          %34 = arith.extsi %32 : i8 to i32
          %35 = arith.addi %33, %34 : i32
          %36 = arith.cmpi eq, %35, %c3_i32 : i32
          %37 = arith.select %36, %c1_i32, %c0_i32 : i32
          %38 = arith.addi %27, %37 : i32
          %39 = arith.cmpi sge, %23, %38 : i32
          %40 = arith.select %39, %23, %38 : i32
          %c-1_19 = arith.constant -1 : index
          %41 = arith.muli %arg3, %c-1_19 overflow<nsw> : index
          %42 = arith.addi %41, %0 : index
          %c-1_20 = arith.constant -1 : index
          %43 = arith.addi %42, %c-1_20 : index
          memref.store %40, %arg2[%43, %arg4] : memref<?x2500xi32>
        }
        %c-1_10 = arith.constant -1 : index
        %17 = arith.muli %arg3, %c-1_10 overflow<nsw> : index
        %18 = arith.addi %17, %0 : index
        %c1_11 = arith.constant 1 : index
        %19 = arith.addi %18, %c1_11 : index
        %c1_12 = arith.constant 1 : index
        scf.for %arg5 = %19 to %arg4 step %c1_12 {
          %c-1_13 = arith.constant -1 : index
          %20 = arith.muli %arg3, %c-1_13 overflow<nsw> : index
          %21 = arith.addi %20, %0 : index
          %c-1_14 = arith.constant -1 : index
          %22 = arith.addi %21, %c-1_14 : index
          %23 = memref.load %arg2[%22, %arg4] : memref<?x2500xi32>
          %c-1_15 = arith.constant -1 : index
          %24 = arith.muli %arg3, %c-1_15 overflow<nsw> : index
          %25 = arith.addi %24, %0 : index
          %c-1_16 = arith.constant -1 : index
          %26 = arith.addi %25, %c-1_16 : index
          %27 = memref.load %arg2[%26, %arg5] : memref<?x2500xi32>
          %c1_17 = arith.constant 1 : index
          %28 = arith.addi %arg5, %c1_17 : index
          %29 = memref.load %arg2[%28, %arg4] : memref<?x2500xi32>
          %30 = arith.addi %27, %29 : i32
          %31 = arith.cmpi sge, %23, %30 : i32
          %32 = arith.select %31, %23, %30 : i32
          %c-1_18 = arith.constant -1 : index
          %33 = arith.muli %arg3, %c-1_18 overflow<nsw> : index
          %34 = arith.addi %33, %0 : index
          %c-1_19 = arith.constant -1 : index
          %35 = arith.addi %34, %c-1_19 : index
          memref.store %32, %arg2[%35, %arg4] : memref<?x2500xi32>
        }
      }
    }
    return
  }
}

