module {
  func.func @simple(%arg0: i64, %arg1: i1) -> i64 {
    cf.cond_br %arg1, ^bb2(%arg0, %arg0 : i64, i64), ^bb1
  ^bb1:  // pred: ^bb0
    %0 = arith.addi %arg0, %arg0 : i64
    cf.br ^bb2(%0, %0 : i64, i64)
  ^bb2(%1: i64, %2: i64):  // 2 preds: ^bb0, ^bb1
    %3 = arith.addi %1, %2 : i64
    return %3 : i64
  }
  func.func @loop_cfg(%arg0: index, %arg1: memref<?xf32>) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    cf.br ^bb1(%c0, %cst : index, f32)
  ^bb1(%0: index, %1: f32):  // 2 preds: ^bb0, ^bb2
    %2 = arith.cmpi slt, %0, %arg0 : index
    cf.cond_br %2, ^bb2(%0 : index), ^bb3(%1 : f32)
  ^bb2(%3: index):  // pred: ^bb1
    %4 = memref.load %arg1[%3] : memref<?xf32>
    %5 = arith.addf %1, %4 : f32
    %6 = arith.addi %3, %c1 : index
    cf.br ^bb1(%6, %5 : index, f32)
  ^bb3(%7: f32):  // pred: ^bb1
    return %7 : f32
  }
  func.func @switch_cfg(%arg0: i32, %arg1: f32) -> f32 {
    cf.switch %arg0 : i32, [
      default: ^bb1(%arg1 : f32),
      1: ^bb2(%arg1 : f32),
      2: ^bb3
    ]
  ^bb1(%0: f32):  // pred: ^bb0
    return %0 : f32
  ^bb2(%1: f32):  // pred: ^bb0
    %2 = arith.addf %1, %1 : f32
    return %2 : f32
  ^bb3:  // pred: ^bb0
    %3 = arith.negf %arg1 : f32
    return %3 : f32
  }
}

