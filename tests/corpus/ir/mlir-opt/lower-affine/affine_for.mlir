module {
  func.func private @body(index, index)
  func.func @bounds(%arg0: memref<?x?xf32>, %arg1: index, %arg2: index) {
    %c0 = arith.constant 0 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %c0_0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0_0 to %c10 step %c1 {
      %c-5 = arith.constant -5 : index
      %c5 = arith.constant 5 : index
      %c2_7 = arith.constant 2 : index
      scf.for %arg4 = %c-5 to %c5 step %c2_7 {
        func.call @body(%arg3, %arg4) : (index, index) -> ()
      }
    }
    %c0_1 = arith.constant 0 : index
    %c1_2 = arith.constant 1 : index
    scf.for %arg3 = %c0_1 to %arg1 step %c1_2 {
      %c4_7 = arith.constant 4 : index
      scf.for %arg4 = %arg3 to %arg2 step %c4_7 {
        func.call @body(%arg3, %arg4) : (index, index) -> ()
      }
    }
    %c0_3 = arith.constant 0 : index
    %c64 = arith.constant 64 : index
    scf.for %arg3 = %c0_3 to %dim step %c64 {
      %c2_7 = arith.constant 2 : index
      %c0_8 = arith.constant 0 : index
      %c-1_9 = arith.constant -1 : index
      %10 = arith.cmpi slt, %arg1, %c0_8 : index
      %11 = arith.subi %c-1_9, %arg1 : index
      %12 = arith.select %10, %11, %arg1 : index
      %13 = arith.divsi %12, %c2_7 : index
      %14 = arith.subi %c-1_9, %13 : index
      %15 = arith.select %10, %14, %13 : index
      %16 = arith.maxsi %arg3, %15 : index
      %c64_10 = arith.constant 64 : index
      %17 = arith.addi %arg3, %c64_10 : index
      %18 = arith.minsi %17, %arg1 : index
      %c1_11 = arith.constant 1 : index
      scf.for %arg4 = %16 to %18 step %c1_11 {
        func.call @body(%arg3, %arg4) : (index, index) -> ()
      }
    }
    %0 = arith.maxsi %arg1, %arg2 : index
    %c2 = arith.constant 2 : index
    %1 = arith.muli %arg2, %c2 overflow<nsw> : index
    %c1024 = arith.constant 1024 : index
    %2 = arith.minsi %1, %c1024 : index
    %c1_4 = arith.constant 1 : index
    scf.for %arg3 = %0 to %2 step %c1_4 {
      func.call @body(%arg3, %arg3) : (index, index) -> ()
    }
    %c4 = arith.constant 4 : index
    %c0_5 = arith.constant 0 : index
    %c-1 = arith.constant -1 : index
    %3 = arith.cmpi slt, %dim, %c0_5 : index
    %4 = arith.subi %c-1, %dim : index
    %5 = arith.select %3, %4, %dim : index
    %6 = arith.divsi %5, %c4 : index
    %7 = arith.subi %c-1, %6 : index
    %8 = arith.select %3, %7, %6 : index
    %9 = arith.addi %arg2, %dim : index
    %c1_6 = arith.constant 1 : index
    scf.for %arg3 = %8 to %9 step %c1_6 {
    }
    return
  }
  func.func @reverse(%arg0: memref<?xf32>, %arg1: memref<?xf32>, %arg2: index) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    scf.for %arg3 = %c0 to %arg2 step %c1 {
      %c-1 = arith.constant -1 : index
      %0 = arith.muli %arg3, %c-1 overflow<nsw> : index
      %1 = arith.addi %0, %arg2 : index
      %c-1_0 = arith.constant -1 : index
      %2 = arith.addi %1, %c-1_0 : index
      %3 = memref.load %arg0[%arg3] : memref<?xf32>
      memref.store %3, %arg1[%2] : memref<?xf32>
    }
    return
  }
  func.func @reduce(%arg0: memref<1024xf32>) -> f32 {
    %cst = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c10 = arith.constant 10 : index
    %c2 = arith.constant 2 : index
    %0 = scf.for %arg1 = %c0 to %c10 step %c2 iter_args(%arg2 = %cst) -> (f32) {
      %1 = memref.load %arg0[%arg1] : memref<1024xf32>
      %2 = arith.addf %arg2, %1 : f32
      scf.yield %2 : f32
    }
    return %0 : f32
  }
  func.func @two_carried(%arg0: index, %arg1: index) -> (index, index) {
    %c1 = arith.constant 1 : index
    %c2 = arith.constant 2 : index
    %c0 = arith.constant 0 : index
    %c128 = arith.constant 128 : index
    %c1_0 = arith.constant 1 : index
    %0:2 = scf.for %arg2 = %c0 to %c128 step %c1_0 iter_args(%arg3 = %arg0, %arg4 = %arg1) -> (index, index) {
      %1 = arith.addi %arg3, %c1 : index
      %2 = arith.addi %arg4, %c2 : index
      scf.yield %1, %2 : index, index
    }
    return %0#0, %0#1 : index, index
  }
  func.func @nested_carried(%arg0: memref<100x200xf64>) -> f64 {
    %cst = arith.constant 0.000000e+00 : f64
    %c0 = arith.constant 0 : index
    %c100 = arith.constant 100 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg1 = %c0 to %c100 step %c1 iter_args(%arg2 = %cst) -> (f64) {
      %c0_0 = arith.constant 0 : index
      %c200 = arith.constant 200 : index
      %c1_1 = arith.constant 1 : index
      %1 = scf.for %arg3 = %c0_0 to %c200 step %c1_1 iter_args(%arg4 = %cst) -> (f64) {
        %3 = memref.load %arg0[%arg1, %arg3] : memref<100x200xf64>
        %4 = arith.mulf %3, %3 : f64
        %5 = arith.addf %arg4, %4 : f64
        scf.yield %5 : f64
      }
      %2 = arith.addf %arg2, %1 : f64
      scf.yield %2 : f64
    }
    return %0 : f64
  }
  func.func @deep_nest(%arg0: memref<4x4x4x4x4xi32>) {
    %c1_i32 = arith.constant 1 : i32
    %c0 = arith.constant 0 : index
    %c4 = arith.constant 4 : index
    %c1 = arith.constant 1 : index
    scf.for %arg1 = %c0 to %c4 step %c1 {
      %c0_0 = arith.constant 0 : index
      %c4_1 = arith.constant 4 : index
      %c1_2 = arith.constant 1 : index
      scf.for %arg2 = %c0_0 to %c4_1 step %c1_2 {
        %c0_3 = arith.constant 0 : index
        %c4_4 = arith.constant 4 : index
        %c1_5 = arith.constant 1 : index
        scf.for %arg3 = %c0_3 to %c4_4 step %c1_5 {
          %c0_6 = arith.constant 0 : index
          %c4_7 = arith.constant 4 : index
          %c1_8 = arith.constant 1 : index
          scf.for %arg4 = %c0_6 to %c4_7 step %c1_8 {
            %c0_9 = arith.constant 0 : index
            %c4_10 = arith.constant 4 : index
            %c1_11 = arith.constant 1 : index
            scf.for %arg5 = %c0_9 to %c4_10 step %c1_11 {
              memref.store %c1_i32, %arg0[%arg1, %arg2, %arg3, %arg4, %arg5] : memref<4x4x4x4x4xi32>
            }
          }
        }
      }
    }
    return
  }
}

