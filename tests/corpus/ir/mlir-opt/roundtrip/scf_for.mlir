module {
  func.func @sum(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (f32) {
      %1 = memref.load %arg0[%arg2] : memref<?xf32>
      %2 = arith.addf %arg3, %1 : f32
      scf.yield %2 : f32
    }
    return %0 : f32
  }
  func.func @min_max(%arg0: memref<?xi32>, %arg1: index) -> (i32, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %0:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %c2147483647_i32, %arg4 = %c-2147483648_i32) -> (i32, i32) {
      %1 = memref.load %arg0[%arg2] : memref<?xi32>
      %2 = arith.minsi %arg3, %1 : i32
      %3 = arith.maxsi %arg4, %1 : i32
      scf.yield %2, %3 : i32, i32
    }
    return %0#0, %0#1 : i32, i32
  }
  func.func @matvec(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    scf.for %arg3 = %c0 to %dim step %c1 {
      %0 = scf.for %arg4 = %c0 to %dim_0 step %c1 iter_args(%arg5 = %cst) -> (f32) {
        %1 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
        %2 = memref.load %arg1[%arg4] : memref<?xf32>
        %3 = arith.mulf %1, %2 : f32
        %4 = arith.addf %arg5, %3 : f32
        scf.yield %4 : f32
      }
      memref.store %0, %arg2[%arg3] : memref<?xf32>
    }
    return
  }
  func.func @integer_iv(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32)  : i32 {
      %1 = arith.addi %arg4, %arg3 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
  func.func @unsigned_loop(%arg0: i64, %arg1: i64) -> i64 {
    %c1_i64 = arith.constant 1 : i64
    %0 = scf.for unsigned %arg2 = %arg0 to %arg1 step %c1_i64 iter_args(%arg3 = %arg0) -> (i64)  : i64 {
      %1 = arith.xori %arg3, %arg2 : i64
      scf.yield %1 : i64
    }
    return %0 : i64
  }
  func.func @tensor_carried(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
      %1 = arith.addf %arg3, %arg3 : tensor<8xf32>
      scf.yield %1 : tensor<8xf32>
    }
    return %0 : tensor<8xf32>
  }
}

