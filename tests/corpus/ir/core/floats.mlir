// Float constants whose mlir-opt spelling needs LLVM's exact APFloat::toString (rounding of
// the 6-digit form, 9/17-digit fallbacks, denormals, f16/bf16).
func.func @f32_f64() {
 %a0 = arith.constant 0.9 : f32
 %b0 = arith.constant 0.9 : f64
 %a1 = arith.constant 0.6 : f32
 %b1 = arith.constant 0.6 : f64
 %a2 = arith.constant 0.7 : f32
 %b2 = arith.constant 0.7 : f64
 %a3 = arith.constant 0.3 : f32
 %b3 = arith.constant 0.3 : f64
 %a4 = arith.constant 0.2 : f32
 %b4 = arith.constant 0.2 : f64
 %a5 = arith.constant 0.4 : f32
 %b5 = arith.constant 0.4 : f64
 %a6 = arith.constant 0.8 : f32
 %b6 = arith.constant 0.8 : f64
 %a7 = arith.constant 1.7 : f32
 %b7 = arith.constant 1.7 : f64
 %a8 = arith.constant 2.3 : f32
 %b8 = arith.constant 2.3 : f64
 %a9 = arith.constant 1.9 : f32
 %b9 = arith.constant 1.9 : f64
 %a10 = arith.constant 123.456 : f32
 %b10 = arith.constant 123.456 : f64
 %a11 = arith.constant 0.001 : f32
 %b11 = arith.constant 0.001 : f64
 %a12 = arith.constant 3.3333333 : f32
 %b12 = arith.constant 3.3333333 : f64
 return
}
func.func @small() {
  %a = arith.constant 1.401298e-45 : f32
  %b = arith.constant 4.940656e-324 : f64
  %c = arith.constant 0.1 : f16
  %d = arith.constant 5.960464e-08 : f16
  %e = arith.constant 0.1 : bf16
  %f = arith.constant 3.0e38 : bf16
  %g = arith.constant dense<[0.7, 0.1, -0.0, 0x7F800000]> : vector<4xf32>
  return
}
