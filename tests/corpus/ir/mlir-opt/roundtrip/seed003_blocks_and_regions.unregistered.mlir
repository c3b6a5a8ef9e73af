module {
  func.func @simple(%arg0: i64, %arg1: i1) -> i64 {
    cf.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    cf.br ^bb3(%arg0 : i64)
  ^bb2:  // pred: ^bb0
    %0 = arith.addi %arg0, %arg0 : i64
    cf.br ^bb3(%0 : i64)
  ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
    cf.br ^bb4(%1, %1 : i64, i64)
  ^bb4(%2: i64, %3: i64):  // pred: ^bb3
    %4 = arith.addi %2, %3 : i64
    return %4 : i64
  }
  func.func @accelerator_compute(%arg0: i64, %arg1: i1) -> i64 {
    cf.cond_br %arg1, ^bb1, ^bb2
  ^bb1:  // pred: ^bb0
    %0 = "op.convert"(%arg0) : (i64) -> i64
    cf.br ^bb3(%arg0 : i64)
  ^bb2:  // pred: ^bb0
    "accelerator.launch"() ({
      %2 = "accelerator.do_something"(%arg0) : (i64) -> i64
    }) : () -> ()
    cf.br ^bb3(%arg0 : i64)
  ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
    return %1 : i64
  }
}

