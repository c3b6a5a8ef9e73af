"builtin.module"() ({
  "func.func"() <{function_type = () -> (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32), sym_name = "f32_values"}> ({
    %17 = "arith.constant"() <{value = 0.699999988 : f32}> : () -> f32
    %18 = "arith.constant"() <{value = 1.000000e-01 : f32}> : () -> f32
    %19 = "arith.constant"() <{value = 1.000000e-10 : f32}> : () -> f32
    %20 = "arith.constant"() <{value = 3.40282347E+38 : f32}> : () -> f32
    %21 = "arith.constant"() <{value = 1.17549435E-38 : f32}> : () -> f32
    %22 = "arith.constant"() <{value = 1.401300e-45 : f32}> : () -> f32
    %23 = "arith.constant"() <{value = -0.000000e+00 : f32}> : () -> f32
    %24 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %25 = "arith.constant"() <{value = 0x7FC00001 : f32}> : () -> f32
    %26 = "arith.constant"() <{value = 0x4B800000 : f32}> : () -> f32
    "func.return"(%17, %18, %19, %20, %21, %22, %23, %24, %25, %26) : (f32, f32, f32, f32, f32, f32, f32, f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f64, f64, f64, f64, f64, f64, f64), sym_name = "f64_values"}> ({
    %10 = "arith.constant"() <{value = 1.000000e-01 : f64}> : () -> f64
    %11 = "arith.constant"() <{value = 0.69999999999999996 : f64}> : () -> f64
    %12 = "arith.constant"() <{value = 1.7976931348623157E+308 : f64}> : () -> f64
    %13 = "arith.constant"() <{value = 4.940660e-324 : f64}> : () -> f64
    %14 = "arith.constant"() <{value = 123456789.125 : f64}> : () -> f64
    %15 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %16 = "arith.constant"() <{value = 3.1415926535897931 : f64}> : () -> f64
    "func.return"(%10, %11, %12, %13, %14, %15, %16) : (f64, f64, f64, f64, f64, f64, f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (f16, f16, f16, f16, bf16, bf16, bf16, bf16), sym_name = "half_values"}> ({
    %2 = "arith.constant"() <{value = 9.997550e-02 : f16}> : () -> f16
    %3 = "arith.constant"() <{value = 6.550400e+04 : f16}> : () -> f16
    %4 = "arith.constant"() <{value = 5.960460e-08 : f16}> : () -> f16
    %5 = "arith.constant"() <{value = 0x7E00 : f16}> : () -> f16
    %6 = "arith.constant"() <{value = 1.000980e-01 : bf16}> : () -> bf16
    %7 = "arith.constant"() <{value = 3.004060e+38 : bf16}> : () -> bf16
    %8 = "arith.constant"() <{value = 0xFF80 : bf16}> : () -> bf16
    %9 = "arith.constant"() <{value = 1.500000e+00 : bf16}> : () -> bf16
    "func.return"(%2, %3, %4, %5, %6, %7, %8, %9) : (f16, f16, f16, f16, bf16, bf16, bf16, bf16) -> ()
  }) : () -> ()
  "func.func"() <{function_type = () -> (vector<4xf32>, tensor<3xf16>), sym_name = "dense_floats"}> ({
    %0 = "arith.constant"() <{value = dense<[0.699999988, 1.000000e-01, -0.000000e+00, 0x7F800000]> : vector<4xf32>}> : () -> vector<4xf32>
    %1 = "arith.constant"() <{value = dense<[9.997550e-02, 2.000000e+03, 0x7C00]> : tensor<3xf16>}> : () -> tensor<3xf16>
    "func.return"(%0, %1) : (vector<4xf32>, tensor<3xf16>) -> ()
  }) : () -> ()
}) : () -> ()

