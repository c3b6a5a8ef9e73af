// Scalar attributes: typed integers (decimal, negative, hexadecimal, wide),
// floats (decimal, exponent, hexadecimal bit patterns, inf/nan), booleans,
// strings with escapes, unit attributes; as discardable attributes and as
// op properties (arith.constant values).
func.func @integer_attrs() -> (i8, i32, i64, index, i1, i128)
    attributes {int_default = 42, int_neg = -7 : i32, int_hex = 0x1F : i64,
                int_index = 128 : index, int_si = -5 : si16, int_ui = 200 : ui8,
                int_wide = 170141183460469231731687303715884105727 : i128} {
  %a = arith.constant 127 : i8
  %b = arith.constant -2147483648 : i32
  %c = arith.constant 0x7FFFFFFFFFFFFFFF : i64
  %d = arith.constant 4096 : index
  %e = arith.constant true
  %f = arith.constant -1 : i128
  return %a, %b, %c, %d, %e, %f : i8, i32, i64, index, i1, i128
}

func.func @float_attrs() -> (f16, bf16, f32, f64, f32, f64)
    attributes {f_default = 4.200000e+01, f_typed = 4.2e+01 : f32, f_exp = -1.25e-3 : f64,
                f_half = 0x7C00 : f16, f_nan = 0x7FC00000 : f32, f_neg_zero = -0.0 : f64} {
  %a = arith.constant 0x7C00 : f16
  %b = arith.constant 1.5 : bf16
  %c = arith.constant 3.14159274 : f32
  %d = arith.constant 0x7FF0000000000000 : f64
  %e = arith.constant 0xFF800000 : f32
  %f = arith.constant -2.5e-10 : f64
  return %a, %b, %c, %d, %e, %f : f16, bf16, f32, f64, f32, f64
}

func.func @bool_string_unit() -> i1
    attributes {flag_true = true, flag_false = false, marker,
                explicit_unit = unit,
                plain = "hello", empty = "",
                escapes = "tab\09quote\22backslash\\newline\0A",
                utf8 = "caf\C3\A9 \E2\88\80x"} {
  %t = arith.constant false
  return %t : i1
}

func.func @attrs_on_ops(%x: i32) -> i32 {
  %c = arith.constant {note = "constant seven", weight = 0.5 : f32} 7 : i32
  %s = arith.addi %x, %c {tessera.id = 3 : i64, hot} : i32
  return {ret_marker} %s : i32
}
