module {
  func.func private @S1(i32, index, index) -> i32
  func.func private @S2(i32, memref<10xi32>, index, index)
  func.func @reduced_domain_example(%arg0: memref<10xi32>, %arg1: i32, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %arg2 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c1_1 = arith.constant 1 : index
      scf.for %arg4 = %c0_0 to %arg2 step %c1_1 {
        %c1_2 = arith.constant 1 : index
        %0 = arith.addi %arg4, %c1_2 : index
        %1 = func.call @S1(%arg1, %arg3, %0) : (i32, index, index) -> i32
        %c0_3 = arith.constant 0 : index
        %c-10 = arith.constant -10 : index
        %2 = arith.addi %arg3, %c-10 : index
        %3 = arith.cmpi sge, %2, %c0_3 : index
        %c-1 = arith.constant -1 : index
        %4 = arith.muli %arg3, %c-1 overflow<nsw> : index
        %5 = arith.addi %4, %arg2 : index
        %c-9 = arith.constant -9 : index
        %6 = arith.addi %5, %c-9 : index
        %7 = arith.cmpi sge, %6, %c0_3 : index
        %8 = arith.andi %3, %7 : i1
        %c-10_4 = arith.constant -10 : index
        %9 = arith.addi %arg4, %c-10_4 : index
        %10 = arith.cmpi sge, %9, %c0_3 : index
        %11 = arith.andi %8, %10 : i1
        %c-1_5 = arith.constant -1 : index
        %12 = arith.muli %arg4, %c-1_5 overflow<nsw> : index
        %13 = arith.addi %12, %arg2 : index
        %c-9_6 = arith.constant -9 : index
        %14 = arith.addi %13, %c-9_6 : index
        %15 = arith.cmpi sge, %14, %c0_3 : index
        %16 = arith.andi %11, %15 : i1
        scf.if %16 {
          %17 = arith.addi %arg3, %arg4 : index
          func.call @S2(%1, %arg0, %arg3, %17) : (i32, memref<10xi32>, index, index) -> ()
        }
      }
    }
    return
  }
  func.func @pad_edges(%arg0: memref<10x10xf32>) -> memref<12x12xf32> {
    %alloc = memref.alloc() : memref<12x12xf32>
    %c0 = arith.constant 0 : index
    %c12 = arith.constant 12 : index
    %c0_0 = arith.constant 0 : index
    %c12_1 = arith.constant 12 : index
    %c1 = arith.constant 1 : index
    %c1_2 = arith.constant 1 : index
    scf.parallel (%arg1, %arg2) = (%c0, %c0_0) to (%c12, %c12_1) step (%c1, %c1_2) {
      %c0_3 = arith.constant 0 : index
      %c-1 = arith.constant -1 : index
      %0 = arith.addi %arg1, %c-1 : index
      %1 = arith.cmpi sge, %0, %c0_3 : index
      %c-1_4 = arith.constant -1 : index
      %2 = arith.addi %arg2, %c-1_4 : index
      %3 = arith.cmpi sge, %2, %c0_3 : index
      %4 = arith.andi %1, %3 : i1
      %c-1_5 = arith.constant -1 : index
      %5 = arith.muli %arg1, %c-1_5 overflow<nsw> : index
      %c10 = arith.constant 10 : index
      %6 = arith.addi %5, %c10 : index
      %7 = arith.cmpi sge, %6, %c0_3 : index
      %8 = arith.andi %4, %7 : i1
      %c-1_6 = arith.constant -1 : index
      %9 = arith.muli %arg2, %c-1_6 overflow<nsw> : index
      %c10_7 = arith.constant 10 : index
      %10 = arith.addi %9, %c10_7 : index
      %11 = arith.cmpi sge, %10, %c0_3 : index
      %12 = arith.andi %8, %11 : i1
      %13 = scf.if %12 -> (f32) {
        %c-1_8 = arith.constant -1 : index
        %14 = arith.addi %arg1, %c-1_8 : index
        %c-1_9 = arith.constant -1 : index
        %15 = arith.addi %arg2, %c-1_9 : index
        %16 = memref.load %arg0[%14, %15] : memref<10x10xf32>
        scf.yield %16 : f32
      } else {
        %cst = arith.constant 0.000000e+00 : f32
        scf.yield %cst : f32
      }
      memref.store %13, %alloc[%arg1, %arg2] : memref<12x12xf32>
      scf.reduce 
    }
    return %alloc : memref<12x12xf32>
  }
}

