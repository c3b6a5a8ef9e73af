"builtin.module"() ({
  "func.func"() <{function_type = (i32) -> i32, sym_name = "quoted name with spaces"}> ({
  ^bb0(%arg10: i32):
    "func.return"(%arg10) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32, i32, i32, i32) -> i32, sym_name = "names"}> ({
  ^bb0(%arg5: i32, %arg6: i32, %arg7: i32, %arg8: i32, %arg9: i32):
    %10 = "arith.addi"(%arg5, %arg6) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %11 = "arith.addi"(%10, %arg7) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %12 = "arith.addi"(%11, %arg8) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %13 = "arith.addi"(%12, %arg9) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %14 = "func.call"(%13) <{callee = @"quoted name with spaces"}> : (i32) -> i32
    "func.return"(%14) : (i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i1, f32) -> f32, sym_name = "sibling_regions"}> ({
  ^bb0(%arg3: i1, %arg4: f32):
    %7 = "scf.if"(%arg3) ({
      %9 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%9) : (f32) -> ()
    }, {
      %8 = "arith.mulf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%8) : (f32) -> ()
    }) : (i1) -> f32
    "func.return"(%7) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i64) -> i64, sym_name = "labels"}> ({
  ^bb0(%arg2: i64):
    "cf.br"(%arg2)[^bb1] : (i64) -> ()
  ^bb1(%6: i64):  // pred: ^bb0
    "cf.br"()[^bb2] : () -> ()
  ^bb2:  // pred: ^bb1
    "func.return"(%6) : (i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (memref<4x?xf32>, index) -> f32, sym_name = "whitespace"}> ({
  ^bb0(%arg0: memref<4x?xf32>, %arg1: index):
    %4 = "arith.constant"() <{value = 0 : index}> : () -> index
    %5 = "memref.load"(%arg0, %arg1, %4) : (memref<4x?xf32>, index, index) -> f32
    "func.return"(%5) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (i32, i64, f64, f32), sym_name = "literals"}> ({
    %0 = "arith.constant"() <{value = 255 : i32}> : () -> i32
    %1 = "arith.constant"() <{value = -16 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 1.000000e+03 : f64}> : () -> f64
    %3 = "arith.constant"() <{value = -5.000000e-01 : f32}> : () -> f32
    "func.return"(%0, %1, %2, %3) : (i32, i64, f64, f32) -> ()
  }) : () -> ()
}) : () -> ()

