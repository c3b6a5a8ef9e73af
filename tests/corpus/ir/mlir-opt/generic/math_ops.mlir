"builtin.module"() ({
  "func.func"() <{function_type = (f32) -> f32, sym_name = "unary_f32"}> ({
  ^bb0(%arg9: f32):
    %22 = "math.sqrt"(%arg9) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %23 = "math.rsqrt"(%22) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %24 = "math.exp"(%23) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %25 = "math.exp2"(%24) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %26 = "math.expm1"(%25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %27 = "math.log"(%26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %28 = "math.log2"(%27) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %29 = "math.log10"(%28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %30 = "math.log1p"(%29) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %31 = "math.sin"(%30) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %32 = "math.cos"(%31) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %33 = "math.tan"(%32) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %34 = "math.tanh"(%33) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %35 = "math.asin"(%34) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %36 = "math.acos"(%35) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %37 = "math.atan"(%36) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %38 = "math.sinh"(%37) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %39 = "math.cosh"(%38) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %40 = "math.erf"(%39) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %41 = "math.erfc"(%40) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %42 = "math.absf"(%41) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %43 = "math.ceil"(%42) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %44 = "math.floor"(%43) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %45 = "math.round"(%44) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %46 = "math.roundeven"(%45) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %47 = "math.trunc"(%46) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %48 = "math.cbrt"(%47) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32) -> f32
    "func.return"(%48) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f64, f64, f64, i32) -> f64, sym_name = "binary_f64"}> ({
  ^bb0(%arg5: f64, %arg6: f64, %arg7: f64, %arg8: i32):
    %16 = "math.powf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %17 = "math.atan2"(%16, %arg6) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %18 = "math.copysign"(%17, %arg5) <{fastmath = #arith.fastmath<none>}> : (f64, f64) -> f64
    %19 = "math.fpowi"(%18, %arg8) <{fastmath = #arith.fastmath<none>}> : (f64, i32) -> f64
    %20 = "math.fma"(%19, %arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f64, f64, f64) -> f64
    %21 = "math.fma"(%20, %arg5, %arg7) <{fastmath = #arith.fastmath<contract>}> : (f64, f64, f64) -> f64
    "func.return"(%21) : (f64) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (i32, i32) -> (i32, i32, i32, i32, i32), sym_name = "integer_math"}> ({
  ^bb0(%arg3: i32, %arg4: i32):
    %11 = "math.absi"(%arg3) : (i32) -> i32
    %12 = "math.ctlz"(%arg3) : (i32) -> i32
    %13 = "math.cttz"(%arg4) : (i32) -> i32
    %14 = "math.ctpop"(%arg3) : (i32) -> i32
    %15 = "math.ipowi"(%arg3, %arg4) : (i32, i32) -> i32
    "func.return"(%11, %12, %13, %14, %15) : (i32, i32, i32, i32, i32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (f32) -> (i1, i1, i1, i1), sym_name = "classify"}> ({
  ^bb0(%arg2: f32):
    %7 = "math.isnan"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %8 = "math.isinf"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %9 = "math.isfinite"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    %10 = "math.isnormal"(%arg2) <{fastmath = #arith.fastmath<none>}> : (f32) -> i1
    "func.return"(%7, %8, %9, %10) : (i1, i1, i1, i1) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (vector<8xf32>) -> vector<8xf32>, sym_name = "softplus_vec"}> ({
  ^bb0(%arg1: vector<8xf32>):
    %3 = "arith.constant"() <{value = dense<1.000000e+00> : vector<8xf32>}> : () -> vector<8xf32>
    %4 = "math.exp"(%arg1) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>) -> vector<8xf32>
    %5 = "arith.addf"(%4, %3) <{fastmath = #arith.fastmath<none>}> : (vector<8xf32>, vector<8xf32>) -> vector<8xf32>
    %6 = "math.log"(%5) <{fastmath = #arith.fastmath<afn>}> : (vector<8xf32>) -> vector<8xf32>
    "func.return"(%6) : (vector<8xf32>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<?x128xf32>) -> tensor<?x128xf32>, sym_name = "gelu_tensor"}> ({
  ^bb0(%arg0: tensor<?x128xf32>):
    %0 = "math.tanh"(%arg0) <{fastmath = #arith.fastmath<none>}> : (tensor<?x128xf32>) -> tensor<?x128xf32>
    %1 = "math.powf"(%0, %arg0) <{fastmath = #arith.fastmath<none>}> : (tensor<?x128xf32>, tensor<?x128xf32>) -> tensor<?x128xf32>
    %2 = "math.erf"(%1) <{fastmath = #arith.fastmath<none>}> : (tensor<?x128xf32>) -> tensor<?x128xf32>
    "func.return"(%2) : (tensor<?x128xf32>) -> ()
  }) : () -> ()
}) : () -> ()

