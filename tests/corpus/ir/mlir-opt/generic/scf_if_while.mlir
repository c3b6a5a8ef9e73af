"builtin.module"() ({
  "func.func"() <{function_type = (f32, f32, f32) -> f32, sym_name = "clamp"}> ({
  ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
    %27 = "arith.cmpf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (f32, f32) -> i1
    %28 = "scf.if"(%27) ({
      "scf.yield"(%arg18) : (f32) -> ()
    }, {
      %29 = "arith.cmpf"(%arg17, %arg19) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %30 = "scf.if"(%29) ({
        "scf.yield"(%arg19) : (f32) -> ()
      }, {
        "scf.yield"(%arg17) : (f32) -> ()
      }) : (i1) -> f32
      "scf.yield"(%30) : (f32) -> ()
    }) : (i1) -> f32
    "func.return"(%28) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, memref<4xf32>, f32) -> (), sym_name = "conditional_store"}> ({
  ^bb0(%arg14: i1, %arg15: memref<4xf32>, %arg16: f32):
    %24 = "arith.constant"() <{value = 0 : index}> : () -> index
    "scf.if"(%arg14) ({
      "memref.store"(%arg16, %arg15, %24) : (f32, memref<4xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "scf.if"(%arg14) ({
      %26 = "arith.constant"() <{value = 1 : index}> : () -> index
      "memref.store"(%arg16, %arg15, %26) : (f32, memref<4xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }, {
      %25 = "arith.constant"() <{value = 2 : index}> : () -> index
      "memref.store"(%arg16, %arg15, %25) : (f32, memref<4xf32>, index) -> ()
      "scf.yield"() : () -> ()
    }) : (i1) -> ()
    "func.return"() : () -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, i32, i32) -> (i32, i32), sym_name = "two_results"}> ({
  ^bb0(%arg11: i1, %arg12: i32, %arg13: i32):
    %23:2 = "scf.if"(%arg11) ({
      "scf.yield"(%arg12, %arg13) : (i32, i32) -> ()
    }, {
      "scf.yield"(%arg13, %arg12) : (i32, i32) -> ()
    }) : (i1) -> (i32, i32)
    "func.return"(%23#0, %23#1) : (i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "collatz"}> ({
  ^bb0(%arg6: i64):
    %10 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %11 = "arith.constant"() <{value = 1 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %13 = "arith.constant"() <{value = 3 : i64}> : () -> i64
    %14:2 = "scf.while"(%arg6, %10) ({
    ^bb0(%arg9: i64, %arg10: i64):
      %22 = "arith.cmpi"(%arg9, %11) <{predicate = 4 : i64}> : (i64, i64) -> i1
      "scf.condition"(%22, %arg9, %arg10) : (i1, i64, i64) -> ()
    }, {
    ^bb0(%arg7: i64, %arg8: i64):
      %15 = "arith.remsi"(%arg7, %12) : (i64, i64) -> i64
      %16 = "arith.cmpi"(%15, %10) <{predicate = 0 : i64}> : (i64, i64) -> i1
      %17 = "scf.if"(%16) ({
        %21 = "arith.divsi"(%arg7, %12) : (i64, i64) -> i64
        "scf.yield"(%21) : (i64) -> ()
      }, {
        %19 = "arith.muli"(%arg7, %13) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        %20 = "arith.addi"(%19, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
        "scf.yield"(%20) : (i64) -> ()
      }) : (i1) -> i64
      %18 = "arith.addi"(%arg8, %11) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "scf.yield"(%17, %18) : (i64, i64) -> ()
    }) : (i64, i64) -> (i64, i64)
    "func.return"(%14#1) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32) -> f32, sym_name = "while_types"}> ({
  ^bb0(%arg3: i32):
    %3 = "arith.constant"() <{value = 10 : i32}> : () -> i32
    %4 = "scf.while"(%arg3) ({
    ^bb0(%arg5: i32):
      %8 = "arith.sitofp"(%arg5) : (i32) -> f32
      %9 = "arith.cmpi"(%arg5, %3) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "scf.condition"(%9, %8) : (i1, f32) -> ()
    }, {
    ^bb0(%arg4: f32):
      %5 = "arith.fptosi"(%arg4) : (f32) -> i32
      %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
      %7 = "arith.addi"(%5, %6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "scf.yield"(%7) : (i32) -> ()
    }) : (i32) -> f32
    "func.return"(%4) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (index, f32, f32) -> f32, sym_name = "switch"}> ({
  ^bb0(%arg0: index, %arg1: f32, %arg2: f32):
    %0 = "scf.index_switch"(%arg0) <{cases = array<i64: 0, 5>}> ({
      "scf.yield"(%arg1) : (f32) -> ()
    }, {
      %2 = "arith.addf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%2) : (f32) -> ()
    }, {
      %1 = "arith.mulf"(%arg1, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%1) : (f32) -> ()
    }) : (index) -> f32
    "func.return"(%0) : (f32) -> ()
  }) : () -> ()
}) : () -> ()

