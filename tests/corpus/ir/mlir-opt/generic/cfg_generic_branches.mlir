"builtin.module"() ({
  "func.func"() <{function_type = (i64, i1) -> i64, sym_name = "simple"}> ({
  ^bb0(%arg4: i64, %arg5: i1):
    "cf.cond_br"(%arg5)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb1:  // pred: ^bb0
    "cf.br"(%arg4)[^bb3] : (i64) -> ()
  ^bb2:  // pred: ^bb0
    %16 = "arith.addi"(%arg4, %arg4) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "cf.br"(%16)[^bb3] : (i64) -> ()
  ^bb3(%17: i64):  // 2 preds: ^bb1, ^bb2
    "cf.br"(%17, %17)[^bb4] : (i64, i64) -> ()
  ^bb4(%18: i64, %19: i64):  // pred: ^bb3
    %20 = "arith.addi"(%18, %19) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    "func.return"(%20) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, memref<?xf32>) -> f32, sym_name = "loop_cfg"}> ({
  ^bb0(%arg2: index, %arg3: memref<?xf32>):
    %5 = "arith.constant"() <{value = 0 : index}> : () -> index
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    "cf.br"(%5, %7)[^bb1] : (index, f32) -> ()
  ^bb1(%8: index, %9: f32):  // 2 preds: ^bb0, ^bb2
    %10 = "arith.cmpi"(%8, %arg2) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%10, %8, %9)[^bb2, ^bb3] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, f32) -> ()
  ^bb2(%11: index):  // pred: ^bb1
    %12 = "memref.load"(%arg3, %11) : (memref<?xf32>, index) -> f32
    %13 = "arith.addf"(%9, %12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %14 = "arith.addi"(%11, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.br"(%14, %13)[^bb1] : (index, f32) -> ()
  ^bb3(%15: f32):  // pred: ^bb1
    "func.return"(%15) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, f32) -> f32, sym_name = "switch_cfg"}> ({
  ^bb0(%arg0: i32, %arg1: f32):
    "cf.switch"(%arg0, %arg1, %arg1)[^bb1, ^bb2, ^bb3] <{case_operand_segments = array<i32: 1, 0>, case_values = dense<[1, 2]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 1, 1>}> : (i32, f32, f32) -> ()
  ^bb1(%0: f32):  // pred: ^bb0
    "func.return"(%0) : (f32) -> ()
  ^bb2(%1: f32):  // pred: ^bb0
    %2 = "arith.addf"(%1, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    "func.return"(%2) : (f32) -> ()
  ^bb3:  // pred: ^bb0
    %3 = "arith.negf"(%arg1) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %4 = "arith.constant"() <{value = true}> : () -> i1
    "cf.assert"(%4) <{msg = "unreachable in practice"}> : (i1) -> ()
    "func.return"(%3) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

