module {
  func.func @f32_values() -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) {
    %cst = arith.constant 0.699999988 : f32
    %cst_0 = arith.constant 1.000000e-01 : f32
    %cst_1 = arith.constant 1.000000e-10 : f32
    %cst_2 = arith.constant 3.40282347E+38 : f32
    %cst_3 = arith.constant 1.17549435E-38 : f32
    %cst_4 = arith.constant 1.401300e-45 : f32
    %cst_5 = arith.constant -0.000000e+00 : f32
    %cst_6 = arith.constant 0x7F800000 : f32
    %cst_7 = arith.constant 0x7FC00001 : f32
    %cst_8 = arith.constant 0x4B800000 : f32
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6, %cst_7, %cst_8 : f32, f32, f32, f32, f32, f32, f32, f32, f32, f32
  }
  func.func @f64_values() -> (f64, f64, f64, f64, f64, f64, f64) {
    %cst = arith.constant 1.000000e-01 : f64
    %cst_0 = arith.constant 0.69999999999999996 : f64
    %cst_1 = arith.constant 1.7976931348623157E+308 : f64
    %cst_2 = arith.constant 4.940660e-324 : f64
    %cst_3 = arith.constant 123456789.125 : f64
    %cst_4 = arith.constant 0xFFF0000000000000 : f64
    %cst_5 = arith.constant 3.1415926535897931 : f64
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5 : f64, f64, f64, f64, f64, f64, f64
  }
  func.func @half_values() -> (f16, f16, f16, f16, bf16, bf16, bf16, bf16) {
    %cst = arith.constant 9.997550e-02 : f16
    %cst_0 = arith.constant 6.550400e+04 : f16
    %cst_1 = arith.constant 5.960460e-08 : f16
    %cst_2 = arith.constant 0x7E00 : f16
    %cst_3 = arith.constant 1.000980e-01 : bf16
    %cst_4 = arith.constant 3.004060e+38 : bf16
    %cst_5 = arith.constant 0xFF80 : bf16
    %cst_6 = arith.constant 1.500000e+00 : bf16
    return %cst, %cst_0, %cst_1, %cst_2, %cst_3, %cst_4, %cst_5, %cst_6 : f16, f16, f16, f16, bf16, bf16, bf16, bf16
  }
  func.func @dense_floats() -> (vector<4xf32>, tensor<3xf16>) {
    %cst = arith.constant dense<[0.699999988, 1.000000e-01, -0.000000e+00, 0x7F800000]> : vector<4xf32>
    %cst_0 = arith.constant dense<[9.997550e-02, 2.000000e+03, 0x7C00]> : tensor<3xf16>
    return %cst, %cst_0 : vector<4xf32>, tensor<3xf16>
  }
}

