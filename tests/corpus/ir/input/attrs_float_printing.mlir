// Floating-point constants whose printed form depends on the type's
// precision: decimal values that are or are not exact in f16/bf16/f32/f64,
// very large and very small magnitudes, subnormals, signed zero, infinities
// and NaNs (written as hex bit patterns). mlir-opt prints a value in
// `%e` form when that reads back to the same bits, with more digits
// otherwise, and non-finite values in hex
// (tests/corpus/ir/mlir-opt/roundtrip/attrs_float_printing.mlir).
func.func @f32_values() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
  %0 = arith.constant 0.7 : f32
  %1 = arith.constant 0.1 : f32
  %2 = arith.constant 1.0e-10 : f32
  %3 = arith.constant 3.4028234663852886e+38 : f32
  %4 = arith.constant 1.17549435e-38 : f32
  %5 = arith.constant 1.0e-45 : f32
  %6 = arith.constant -0.0 : f32
  %7 = arith.constant 0x7F800000 : f32
  %8 = arith.constant 0x7FC00001 : f32
  %9 = arith.constant 16777217.0 : f32
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
}

func.func @f64_values() -> (f64, f64, f64, f64, f64, f64, f64) {
  %0 = arith.constant 0.1 : f64
  %1 = arith.constant 0.7 : f64
  %2 = arith.constant 1.7976931348623157e+308 : f64
  %3 = arith.constant 4.9406564584124654e-324 : f64
  %4 = arith.constant 123456789.125 : f64
  %5 = arith.constant 0xFFF0000000000000 : f64
  %6 = arith.constant 3.141592653589793 : f64
  return %0, %1, %2, %3, %4, %5, %6 : f64, f64, f64, f64, f64, f64, f64
}

func.func @half_values() -> (f16, f16, f16, f16, bf16, bf16, bf16, bf16) {
  %0 = arith.constant 0.1 : f16
  %1 = arith.constant 65504.0 : f16
  %2 = arith.constant 6.0e-8 : f16
  %3 = arith.constant 0x7E00 : f16
  %4 = arith.constant 0.1 : bf16
  %5 = arith.constant 3.0e+38 : bf16
  %6 = arith.constant 0xFF80 : bf16
  %7 = arith.constant 1.5 : bf16
  return %0, %1, %2, %3, %4, %5, %6, %7 : f16, f16, f16, f16, bf16, bf16, bf16, bf16
}

func.func @dense_floats() -> (vector<4xf32>, tensor<3xf16>) {
  %0 = arith.constant dense<[0.7, 0.1, -0.0, 0x7F800000]> : vector<4xf32>
  %1 = arith.constant dense<[0.1, 2.0e+03, 0x7C00]> : tensor<3xf16>
  return %0, %1 : vector<4xf32>, tensor<3xf16>
}
