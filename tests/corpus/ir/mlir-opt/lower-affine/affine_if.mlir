module {
  func.func @diag_and_interior(%arg0: memref<?x?xf32>, %arg1: index) {
    %cst = arith.constant 1.000000e+00 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg2 = %c0 to %arg1 step %c1 {
      %c0_1 = arith.constant 0 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg3 = %c0_1 to %arg1 step %c1_2 {
        %c0_3 = arith.constant 0 : index
        %c-1 = arith.constant -1 : index
        %0 = arith.muli %arg3, %c-1 overflow<nsw> : index
        %1 = arith.addi %arg2, %0 : index
        %2 = arith.cmpi eq, %1, %c0_3 : index
        scf.if %2 {
          memref.store %cst, %arg0[%arg2, %arg3] : memref<?x?xf32>
        } else {
          %c0_4 = arith.constant 0 : index
          %c-1_5 = arith.constant -1 : index
          %3 = arith.addi %arg2, %c-1_5 : index
          %4 = arith.cmpi sge, %3, %c0_4 : index
          %c-1_6 = arith.constant -1 : index
          %5 = arith.addi %arg3, %c-1_6 : index
          %6 = arith.cmpi sge, %5, %c0_4 : index
          %7 = arith.andi %4, %6 : i1
          %c-1_7 = arith.constant -1 : index
          %8 = arith.muli %arg2, %c-1_7 overflow<nsw> : index
          %9 = arith.addi %8, %arg1 : index
          %c-2 = arith.constant -2 : index
          %10 = arith.addi %9, %c-2 : index
          %11 = arith.cmpi sge, %10, %c0_4 : index
          %12 = arith.andi %7, %11 : i1
          %c-1_8 = arith.constant -1 : index
          %13 = arith.muli %arg3, %c-1_8 overflow<nsw> : index
          %14 = arith.addi %13, %arg1 : index
          %c-2_9 = arith.constant -2 : index
          %15 = arith.addi %14, %c-2_9 : index
          %16 = arith.cmpi sge, %15, %c0_4 : index
          %17 = arith.andi %12, %16 : i1
          scf.if %17 {
            %c-1_10 = arith.constant -1 : index
            %18 = arith.addi %arg2, %c-1_10 : index
            %19 = memref.load %arg0[%18, %arg3] : memref<?x?xf32>
            %c1_11 = arith.constant 1 : index
            %20 = arith.addi %arg2, %c1_11 : index
            %21 = memref.load %arg0[%20, %arg3] : memref<?x?xf32>
            %22 = arith.addf %19, %21 : f32
            memref.store %22, %arg0[%arg2, %arg3] : memref<?x?xf32>
          }
        }
      }
    }
    return
  }
  func.func @pad_edges(%arg0: memref<10x10xf32>) -> memref<12x12xf32> {
    %alloc = memref.alloc() : memref<12x12xf32>
    %c0 = arith.constant 0 : index
    %c12 = arith.constant 12 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %c12 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c12_1 = arith.constant 12 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg2 = %c0_0 to %c12_1 step %c1_2 {
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
      }
    }
    return %alloc : memref<12x12xf32>
  }
  func.func @guarded(%arg0: memref<?x?xi32>, %arg1: index, %arg2: index) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg3 = %c0 to %c100 step %c1 iter_args(%arg4 = %c0_i32) -> (i32) {
      %c0_0 = arith.constant 0 : index
      %1 = arith.cmpi sge, %arg3, %c0_0 : index
      %c-1 = arith.constant -1 : index
      %2 = arith.muli %arg3, %c-1 overflow<nsw> : index
      %3 = arith.addi %2, %arg1 : index
      %c-1_1 = arith.constant -1 : index
      %4 = arith.addi %3, %c-1_1 : index
      %5 = arith.cmpi sge, %4, %c0_0 : index
      %6 = arith.andi %1, %5 : i1
      %7 = arith.cmpi sge, %arg3, %c0_0 : index
      %8 = arith.andi %6, %7 : i1
      %c-1_2 = arith.constant -1 : index
      %9 = arith.muli %arg3, %c-1_2 overflow<nsw> : index
      %10 = arith.addi %9, %arg2 : index
      %c-1_3 = arith.constant -1 : index
      %11 = arith.addi %10, %c-1_3 : index
      %12 = arith.cmpi sge, %11, %c0_0 : index
      %13 = arith.andi %8, %12 : i1
      %14:2 = scf.if %13 -> (i32, i32) {
        %16 = memref.load %arg0[%arg3, %arg3] : memref<?x?xi32>
        scf.yield %16, %16 : i32, i32
      } else {
        scf.yield %c0_i32, %arg4 : i32, i32
      }
      %15 = arith.addi %14#0, %14#1 : i32
      scf.yield %15 : i32
    }
    return %0 : i32
  }
  func.func @parity(%arg0: memref<64xf32>) {
    %c0 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %c64 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c2 = arith.constant 2 : index
      %0 = arith.remsi %arg1, %c2 : index
      %c0_1 = arith.constant 0 : index
      %1 = arith.cmpi slt, %0, %c0_1 : index
      %2 = arith.addi %0, %c2 : index
      %3 = arith.select %1, %2, %0 : index
      %4 = arith.cmpi eq, %3, %c0_0 : index
      scf.if %4 {
        %7 = memref.load %arg0[%arg1] : memref<64xf32>
        %8 = arith.addf %7, %7 : f32
        memref.store %8, %arg0[%arg1] : memref<64xf32>
      }
      %c0_2 = arith.constant 0 : index
      %c-1 = arith.constant -1 : index
      %5 = arith.addi %arg1, %c-1 : index
      %6 = arith.cmpi sge, %5, %c0_2 : index
      scf.if %6 {
      }
    }
    return
  }
}

