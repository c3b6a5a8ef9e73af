"builtin.module"() ({
  "func.func"() <{function_type = () -> (i8, i32, i64, index, i1, i128), sym_name = "integer_attrs"}> ({
    %9 = "arith.constant"() <{value = 127 : i8}> : () -> i8
    %10 = "arith.constant"() <{value = -2147483648 : i32}> : () -> i32
    %11 = "arith.constant"() <{value = 9223372036854775807 : i64}> : () -> i64
    %12 = "arith.constant"() <{value = 4096 : index}> : () -> index
    %13 = "arith.constant"() <{value = true}> : () -> i1
    %14 = "arith.constant"() <{value = -1 : i128}> : () -> i128
    "func.return"(%9, %10, %11, %12, %13, %14) : (i8, i32, i64, index, i1, i128) -> ()
  }) {int_default = 42 : i64, int_hex = 31 : i64, int_index = 128 : index, int_neg = -7 : i32, int_si = -5 : si16, int_ui = 200 : ui8, int_wide = 170141183460469231731687303715884105727 : i128} : () -> ()
  "func.func"() <{function_type = () -> (f16, bf16, f32, f64, f32, f64), sym_name = "float_attrs"}> ({
    %3 = "arith.constant"() <{value = 0x7C00 : f16}> : () -> f16
    %4 = "arith.constant"() <{value = 1.500000e+00 : bf16}> : () -> bf16
    %5 = "arith.constant"() <{value = 3.14159274 : f32}> : () -> f32
    %6 = "arith.constant"() <{value = 0x7FF0000000000000 : f64}> : () -> f64
    %7 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = -2.500000e-10 : f64}> : () -> f64
    "func.return"(%3, %4, %5, %6, %7, %8) : (f16, bf16, f32, f64, f32, f64) -> ()
  }) {f_default = 4.200000e+01 : f64, f_exp = -1.250000e-03 : f64, f_half = 0x7C00 : f16, f_nan = 0x7FC00000 : f32, f_neg_zero = -0.000000e+00 : f64, f_typed = 4.200000e+01 : f32} : () -> ()
  "func.func"() <{function_type = () -> i1, sym_name = "bool_string_unit"}> ({
    %2 = "arith.constant"() <{value = false}> : () -> i1
    "func.return"(%2) : (i1) -> ()
  }) {empty = "", escapes = "tab\09quote\22backslash\\newline\0A", explicit_unit, flag_false = false, flag_true = true, marker, plain = "hello", utf8 = "caf\C3\A9 \E2\88\80x"} : () -> ()
  "func.func"() <{function_type = (i32) -> i32, sym_name = "attrs_on_ops"}> ({
  ^bb0(%arg0: i32):
    %0 = "arith.constant"() <{value = 7 : i32}> {note = "constant seven", weight = 5.000000e-01 : f32} : () -> i32
    %1 = "arith.addi"(%arg0, %0) <{overflowFlags = #arith.overflow<none>}> {hot, tessera.id = 3 : i64} : (i32, i32) -> i32
    "func.return"(%1) {ret_marker} : (i32) -> ()
  }) : () -> ()
}) : () -> ()

