"builtin.module"() ({
  "func.func"() <{function_type = (i64, i1) -> i64, sym_name = "simple"}> ({
  ^bb0(%arg2: i64, %arg3: i1):
    "cf.cond_br"(%arg3)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg2)[^bb3] : (i64) -> ()
  ^bb2:  // pred: ^bb0
    %3 = "arith.addi"(%arg2, %arg2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.br"(%3)[^bb3] : (i64) -> ()
  ^bb3(%4: i64):  // 2 preds: ^bb1, ^bb2
    "cf.br"(%4, %4)[^bb4] : (i64, i64) -> ()
  ^bb4(%5: i64, %6: i64):  // pred: ^bb3
    %7 = "arith.addi"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%7) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64, i1) -> i64, sym_name = "accelerator_compute"}> ({
  ^bb0(%arg0: i64, %arg1: i1):
    "cf.cond_br"(%arg1)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    %0 = "op.convert"(%arg0) : (i64) -> i64
    "cf.br"(%arg0)[^bb3] : (i64) -> ()
  ^bb2:  // pred: ^bb0
    "accelerator.launch"() ({
      %2 = "accelerator.do_something"(%arg0) : (i64) -> i64
    }) : () -> ()
    "cf.br"(%arg0)[^bb3] : (i64) -> ()
  ^bb3(%1: i64):  // 2 preds: ^bb1, ^bb2
    "func.return"(%1) : (i64) -> ()
  }) : () -> ()
}) : () -> ()

