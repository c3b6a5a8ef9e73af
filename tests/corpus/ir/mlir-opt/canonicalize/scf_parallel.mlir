module {
  func.func @fill2d(%arg0: memref<?x?xf32>, %arg1: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim, %dim_0) step (%c1, %c1) {
      memref.store %arg1, %arg0[%arg2, %arg3] : memref<?x?xf32>
      scf.reduce 
    }
    return
  }
  func.func @sum_and_max(%arg0: memref<?xf32>) -> (f32, f32) {
    %cst = arith.constant 0xFF800000 : f32
    %cst_0 = arith.constant 0.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %0:2 = scf.parallel (%arg1) = (%c0) to (%dim) step (%c1) init (%cst_0, %cst) -> (f32, f32) {
      %1 = memref.load %arg0[%arg1] : memref<?xf32>
      scf.reduce(%1, %1 : f32, f32) {
      ^bb0(%arg2: f32, %arg3: f32):
        %2 = arith.addf %arg2, %arg3 : f32
        scf.reduce.return %2 : f32
      }, {
      ^bb0(%arg2: f32, %arg3: f32):
        %2 = arith.maximumf %arg2, %arg3 : f32
        scf.reduce.return %2 : f32
      }
    }
    return %0#0, %0#1 : f32, f32
  }
  func.func @forall_scale(%arg0: memref<64x64xf32>, %arg1: f32) {
    scf.forall (%arg2, %arg3) in (64, 64) {
      %0 = memref.load %arg0[%arg2, %arg3] : memref<64x64xf32>
      %1 = arith.mulf %0, %arg1 : f32
      memref.store %1, %arg0[%arg2, %arg3] : memref<64x64xf32>
    }
    return
  }
  func.func @execute_region(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = arith.addi %arg1, %arg2 : i32
    cf.cond_br %arg0, ^bb2(%arg1 : i32), ^bb1(%0 : i32)
  ^bb1(%1: i32):  // pred: ^bb0
    %2 = arith.muli %1, %1 : i32
    cf.br ^bb2(%2 : i32)
  ^bb2(%3: i32):  // 2 preds: ^bb0, ^bb1
    return %3 : i32
  }
}

