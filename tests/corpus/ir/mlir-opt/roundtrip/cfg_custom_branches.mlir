module {
  func.func @gcd(%arg0: i64, %arg1: i64) -> i64 {
    %c0_i64 = arith.constant 0 : i64
    cf.br ^bb1(%arg0, %arg1 : i64, i64)
  ^bb1(%0: i64, %1: i64):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi eq, %1, %c0_i64 : i64
    cf.cond_br %2, ^bb3(%0 : i64), ^bb2
  ^bb2:  // pred: ^bb1
    %3 = arith.remsi %0, %1 : i64
    cf.br ^bb1(%1, %3 : i64, i64)
  ^bb3(%4: i64):  // pred: ^bb1
    return %4 : i64
  }
  func.func @classify(%arg0: i32) -> i32 {
    %c10_i32 = arith.constant 10 : i32
    %c20_i32 = arith.constant 20 : i32
    %c30_i32 = arith.constant 30 : i32
    cf.switch %arg0 : i32, [
      default: ^bb3,
      0: ^bb1,
      1: ^bb2(%c10_i32 : i32)
    ]
  ^bb1:  // pred: ^bb0
    return %c20_i32 : i32
  ^bb2(%0: i32):  // pred: ^bb0
    return %0 : i32
  ^bb3:  // pred: ^bb0
    return %c30_i32 : i32
  }
  func.func @search(%arg0: memref<?xi32>, %arg1: i32) -> index {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?xi32>
    cf.br ^bb1(%c0 : index)
  ^bb1(%0: index):  // 2 preds: ^bb0, ^bb2
    %1 = arith.cmpi slt, %0, %dim : index
    cf.cond_br %1, ^bb2, ^bb4
  ^bb2:  // pred: ^bb1
    %2 = memref.load %arg0[%0] : memref<?xi32>
    %3 = arith.cmpi eq, %2, %arg1 : i32
    %4 = arith.addi %0, %c1 : index
    cf.cond_br %3, ^bb3(%0 : index), ^bb1(%4 : index)
  ^bb3(%5: index):  // pred: ^bb2
    return %5 : index
  ^bb4:  // pred: ^bb1
    return %dim : index
  }
}

