module {
  func.func @integer_attrs() -> (i8, i32, i64, index, i1, i128) attributes {int_default = 42 : i64, int_hex = 31 : i64, int_index = 128 : index, int_neg = -7 : i32, int_si = -5 : si16, int_ui = 200 : ui8, int_wide = 170141183460469231731687303715884105727 : i128} {
    %c127_i8 = arith.constant 127 : i8
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %c9223372036854775807_i64 = arith.constant 9223372036854775807 : i64
    %c4096 = arith.constant 4096 : index
    %true = arith.constant true
    %c-1_i128 = arith.constant -1 : i128
    return %c127_i8, %c-2147483648_i32, %c9223372036854775807_i64, %c4096, %true, %c-1_i128 : i8, i32, i64, index, i1, i128
  }
  func.func @float_attrs() -> (f16, bf16, f32, f64, f32, f64) attributes {f_default = 4.200000e+01 : f64, f_exp = -1.250000e-03 : f64, f_half = 0x7C00 : f16, f_nan = 0x7FC00000 : f32, f_neg_zero = -0.000000e+00 : f64, f_typed = 4.200000e+01 : f32} {
    %cst = arith.constant 0x7C00 : f16
    %cst_0 = arith.constant 1.500000e+00 : bf16
    %cst_1 = arith.constant 3.14159274 : f32
    %cst_2 = arith.constant 0x7FF0000000000000 : f64
    %cst_3 = arith.constant 0xFF800000 : f32
    %cst_4 = arith.constant -2.500000e-10 : f64
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4 : f16, bf16, f32, f64, f32, f64
  }
  func.func @bool_string_unit() -> i1 attributes {empty = "", escapes = "tab\09quote\22backslash\\newline\0A", explicit_unit, flag_false = false, flag_true = true, marker, plain = "hello", utf8 = "caf\C3\A9 \E2\88\80x"} {
    %false = arith.constant false
    return %false : i1
  }
  func.func @attrs_on_ops(%arg0: i32) -> i32 {
    %c7_i32 = arith.constant {note = "constant seven", weight = 5.000000e-01 : f32} 7 : i32
    %0 = arith.addi %arg0, %c7_i32 {hot, tessera.id = 3 : i64} : i32
    return {ret_marker} %0 : i32
  }
}

