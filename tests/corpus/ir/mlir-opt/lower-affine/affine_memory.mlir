module {
  func.func @subscripts(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
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
        %c2 = arith.constant 2 : index
        %c0_3 = arith.constant 0 : index
        %c-1 = arith.constant -1 : index
        %6 = arith.cmpi slt, %arg3, %c0_3 : index
        %7 = arith.subi %c-1, %arg3 : index
        %8 = arith.select %6, %7, %arg3 : index
        %9 = arith.divsi %8, %c2 : index
        %10 = arith.subi %c-1, %9 : index
        %11 = arith.select %6, %10, %9 : index
        %c4 = arith.constant 4 : index
        %12 = arith.remsi %arg4, %c4 : index
        %c0_4 = arith.constant 0 : index
        %13 = arith.cmpi slt, %12, %c0_4 : index
        %14 = arith.addi %12, %c4 : index
        %15 = arith.select %13, %14, %12 : index
        %16 = arith.addi %11, %15 : index
        %c2_5 = arith.constant 2 : index
        %17 = arith.muli %arg4, %c2_5 overflow<nsw> : index
        %c-1_6 = arith.constant -1 : index
        %18 = arith.muli %arg3, %c-1_6 overflow<nsw> : index
        %19 = arith.addi %17, %18 : index
        %c5 = arith.constant 5 : index
        %20 = arith.addi %19, %c5 : index
        %21 = memref.load %arg0[%16, %20] : memref<100x100xf32>
        %22 = memref.load %arg0[%arg1, %arg2] : memref<100x100xf32>
        %23 = arith.addf %2, %5 : f32
        %24 = arith.addf %21, %22 : f32
        %25 = arith.addf %23, %24 : f32
        %c3_7 = arith.constant 3 : index
        %26 = arith.addi %arg3, %c3_7 : index
        %c7_8 = arith.constant 7 : index
        %27 = arith.addi %arg4, %c7_8 : index
        memref.store %25, %arg0[%26, %27] : memref<100x100xf32>
        %28 = arith.addi %arg3, %arg1 : index
        %29 = arith.addi %arg4, %arg2 : index
        memref.store %25, %arg0[%28, %29] : memref<100x100xf32>
        %c0_9 = arith.constant 0 : index
        %c99 = arith.constant 99 : index
        memref.store %25, %arg0[%c0_9, %c99] : memref<100x100xf32>
      }
    }
    return
  }
  func.func @scalars(%arg0: memref<f64>, %arg1: memref<1xf64>, %arg2: memref<4xi32, 2>) -> f64 {
    %0 = memref.load %arg0[] : memref<f64>
    %c0 = arith.constant 0 : index
    %1 = memref.load %arg1[%c0] : memref<1xf64>
    %2 = arith.addf %0, %1 : f64
    memref.store %2, %arg0[] : memref<f64>
    %c0_0 = arith.constant 0 : index
    memref.store %2, %arg1[%c0_0] : memref<1xf64>
    %c0_1 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0_1 to %c4 step %c1 {
      %3 = memref.load %arg2[%arg3] : memref<4xi32, 2>
      %4 = arith.addi %3, %3 : i32
      %c-1 = arith.constant -1 : index
      %5 = arith.muli %arg3, %c-1 overflow<nsw> : index
      %c3 = arith.constant 3 : index
      %6 = arith.addi %5, %c3 : index
      memref.store %4, %arg2[%6] : memref<4xi32, 2>
    }
    return %2 : f64
  }
  func.func @vectors(%arg0: memref<100x100xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c90 = arith.constant 90 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %c90 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c88 = arith.constant 88 : index
      %c8 = arith.constant 8 : index
      scf.for %arg4 = %c0_0 to %c88 step %c8 {
        %c3 = arith.constant 3 : index
        %0 = arith.addi %arg3, %c3 : index
        %c7 = arith.constant 7 : index
        %1 = arith.addi %arg4, %c7 : index
        %2 = vector.load %arg0[%0, %1] : memref<100x100xf32>, vector<8xf32>
        %3 = arith.addi %arg3, %arg1 : index
        %4 = arith.addi %arg4, %arg2 : index
        %5 = vector.load %arg0[%3, %4] : memref<100x100xf32>, vector<4xf32>
        %6 = vector.load %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
        %7 = arith.addf %2, %2 : vector<8xf32>
        %c3_1 = arith.constant 3 : index
        %8 = arith.addi %arg3, %c3_1 : index
        %c7_2 = arith.constant 7 : index
        %9 = arith.addi %arg4, %c7_2 : index
        vector.store %7, %arg0[%8, %9] : memref<100x100xf32>, vector<8xf32>
        %10 = arith.addi %arg3, %arg1 : index
        %11 = arith.addi %arg4, %arg2 : index
        vector.store %5, %arg0[%10, %11] : memref<100x100xf32>, vector<4xf32>
        vector.store %6, %arg0[%arg3, %arg4] : memref<100x100xf32>, vector<2x8xf32>
      }
    }
    return
  }
  func.func @prefetches(%arg0: memref<400x400xi32>, %arg1: memref<1024xf32>) {
    %c0 = arith.constant 0 : index
    %c400 = arith.constant 400 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %c400 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c395 = arith.constant 395 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg3 = %c0_0 to %c395 step %c1_1 {
        %c5 = arith.constant 5 : index
        %0 = arith.addi %arg3, %c5 : index
        memref.prefetch %arg0[%arg2, %0], read, locality<3>, data : memref<400x400xi32>
        memref.prefetch %arg0[%arg2, %arg3], write, locality<0>, data : memref<400x400xi32>
        memref.prefetch %arg0[%arg3, %arg2], read, locality<1>, instr : memref<400x400xi32>
        %c2 = arith.constant 2 : index
        %1 = arith.muli %arg2, %c2 overflow<nsw> : index
        %c4 = arith.constant 4 : index
        %c0_2 = arith.constant 0 : index
        %c-1 = arith.constant -1 : index
        %2 = arith.cmpi slt, %arg3, %c0_2 : index
        %3 = arith.subi %c-1, %arg3 : index
        %4 = arith.select %2, %3, %arg3 : index
        %5 = arith.divsi %4, %c4 : index
        %6 = arith.subi %c-1, %5 : index
        %7 = arith.select %2, %6, %5 : index
        %8 = arith.addi %1, %7 : index
        memref.prefetch %arg1[%8], write, locality<2>, instr : memref<1024xf32>
        %9 = memref.load %arg0[%arg2, %arg3] : memref<400x400xi32>
        %c5_3 = arith.constant 5 : index
        %10 = arith.addi %arg3, %c5_3 : index
        memref.store %9, %arg0[%arg2, %10] : memref<400x400xi32>
      }
    }
    return
  }
}

