"builtin.module"() ({
  "func.func"() <{function_type = (i1, i7, i8, i16, i32, i64, i128, i1024) -> (i1, i64), sym_name = "integers"}> ({
  ^bb0(%arg6: i1, %arg7: i7, %arg8: i8, %arg9: i16, %arg10: i32, %arg11: i64, %arg12: i128, %arg13: i1024):
    %9 = "arith.extui"(%arg8) : (i8) -> i64
    %10 = "arith.extsi"(%arg10) : (i32) -> i64
    %11 = "arith.addi"(%9, %10) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
    %12 = "arith.trunci"(%arg7) <{overflowFlags = #arith.overflow<none>}> : (i7) -> i1
    %13 = "arith.andi"(%12, %arg6) : (i1, i1) -> i1
    "func.return"(%13, %11) : (i1, i64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (si8, si32, si64, ui8, ui16, ui32, ui64) -> (si32, ui32), sym_name = "signed_unsigned", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (index, index) -> index, sym_name = "index_math"}> ({
  ^bb0(%arg4: index, %arg5: index):
    %6 = "arith.constant"() <{value = 1 : index}> : () -> index
    %7 = "arith.addi"(%arg4, %arg5) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    %8 = "arith.subi"(%7, %6) <{overflowFlags = #arith.overflow<none>}> : (index, index) -> index
    "func.return"(%8) : (index) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f16, bf16, f32, f64) -> f64, sym_name = "floats"}> ({
  ^bb0(%arg0: f16, %arg1: bf16, %arg2: f32, %arg3: f64):
    %0 = "arith.extf"(%arg0) : (f16) -> f32
    %1 = "arith.extf"(%arg1) : (bf16) -> f32
    %2 = "arith.addf"(%0, %1) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %3 = "arith.mulf"(%2, %arg2) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %4 = "arith.extf"(%3) : (f32) -> f64
    %5 = "arith.divf"(%4, %arg3) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    "func.return"(%5) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f80, f128, tf32, f8E4M3FN, f8E5M2) -> (), sym_name = "more_floats", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (i0, ui0, si0) -> (), sym_name = "zero_width", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = () -> (), sym_name = "no_results", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (none) -> none, sym_name = "none_type", sym_visibility = "private"}> ({
  }) : () -> ()
}) : () -> ()

