"builtin.module"() ({
  "func.func"() <{function_type = (i64, i64) -> i64, sym_name = "gcd"}> ({
  ^bb0(%arg3: i64, %arg4: i64):
    %13 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    "cf.br"(%arg3, %arg4)[^bb1] : (i64, i64) -> ()
  ^bb1(%14: i64, %15: i64):  // 2 preds: ^bb0, ^bb2
    %16 = "arith.cmpi"(%15, %13) <{predicate = 0 : i64}> : (i64, i64) -> i1
    "cf.cond_br"(%16, %14)[^bb3, ^bb2] <{operandSegmentSizes = array<i32: 1, 1, 0>}> : (i1, i64) -> ()
  ^bb2:  // pred: ^bb1
    %17 = "arith.remsi"(%14, %15) : (i64, i64) -> i64
    "cf.br"(%15, %17)[^bb1] : (i64, i64) -> ()
  ^bb3(%18: i64):  // pred: ^bb1
    "func.return"(%18) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "classify"}> ({
  ^bb0(%arg2: i32):
    %9 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %10 = "arith.constant"() <{value = 20 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 30 : i32}> : () -> i32
    "cf.switch"(%arg2, %9)[^bb3, ^bb1, ^bb2] <{case_operand_segments = array<i32: 0, 1>, case_values = dense<[0, 1]> : vector<2xi32>, operandSegmentSizes = array<i32: 1, 0, 1>}> : (i32, i32) -> ()
  ^bb1:  // pred: ^bb0
    "func.return"(%10) : (i32) -> ()
  ^bb2(%12: i32):  // pred: ^bb0
    "func.return"(%12) : (i32) -> ()
  ^bb3:  // pred: ^bb0
    "func.return"(%11) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<?xi32>, i32) -> index, sym_name = "search"}> ({
  ^bb0(%arg0: memref<?xi32>, %arg1: i32):
    %0 = "arith.constant"() <{value = 0 : index}> : () -> index
    %1 = "arith.constant"() <{value = 1 : index}> : () -> index
    %2 = "memref.dim"(%arg0, %0) : (memref<?xi32>, index) -> index
    "cf.br"(%0)[^bb1] : (index) -> ()
  ^bb1(%3: index):  // 2 preds: ^bb0, ^bb2
    %4 = "arith.cmpi"(%3, %2) <{predicate = 2 : i64}> : (index, index) -> i1
    "cf.cond_br"(%4)[^bb2, ^bb4] <{operandSegmentSizes = array<i32: 1, 0, 0>}> : (i1) -> ()
  ^bb2:  // pred: ^bb1
    %5 = "memref.load"(%arg0, %3) : (memref<?xi32>, index) -> i32
    %6 = "arith.cmpi"(%5, %arg1) <{predicate = 0 : i64}> : (i32, i32) -> i1
    %7 = "arith.addi"(%3, %1) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "cf.cond_br"(%6, %3, %7)[^bb3, ^bb1] <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (i1, index, index) -> ()
  ^bb3(%8: index):  // pred: ^bb2
    "func.return"(%8) : (index) -> ()
  ^bb4:  // pred: ^bb1
    "func.return"(%2) : (index) -> ()
  }) : () -> ()
}) : () -> ()

