module {
  func.func @unary_f32(%arg0: f32) -> f32 {
    %0 = math.sqrt %arg0 : f32
    %1 = math.rsqrt %0 : f32
    %2 = math.exp %1 : f32
    %3 = math.exp2 %2 fastmath<fast> : f32
    %4 = math.expm1 %3 : f32
    %5 = math.log %4 : f32
    %6 = math.log2 %5 : f32
    %7 = math.log10 %6 : f32
    %8 = math.log1p %7 : f32
    %9 = math.sin %8 : f32
    %10 = math.cos %9 : f32
    %11 = math.tan %10 : f32
    %12 = math.tanh %11 : f32
    %13 = math.asin %12 : f32
    %14 = math.acos %13 : f32
    %15 = math.atan %14 : f32
    %16 = math.sinh %15 : f32
    %17 = math.cosh %16 : f32
    %18 = math.erf %17 : f32
    %19 = math.erfc %18 : f32
    %20 = math.absf %19 : f32
    %21 = math.ceil %20 : f32
    %22 = math.floor %21 : f32
    %23 = math.round %22 : f32
    %24 = math.roundeven %23 : f32
    %25 = math.trunc %24 : f32
    %26 = math.cbrt %25 fastmath<nnan,ninf> : f32
    return %26 : f32
  }
  func.func @binary_f64(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: i32) -> f64 {
    %0 = math.powf %arg0, %arg1 : f64
    %1 = math.atan2 %0, %arg1 : f64
    %2 = math.copysign %1, %arg0 : f64
    %3 = math.fpowi %2, %arg3 : f64, i32
    %4 = math.fma %3, %arg1, %arg2 : f64
    %5 = math.fma %4, %arg0, %arg2 fastmath<contract> : f64
    return %5 : f64
  }
  func.func @integer_math(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
    %0 = math.absi %arg0 : i32
    %1 = math.ctlz %arg0 : i32
    %2 = math.cttz %arg1 : i32
    %3 = math.ctpop %arg0 : i32
    %4 = math.ipowi %arg0, %arg1 : i32
    return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
  }
  func.func @classify(%arg0: f32) -> (i1, i1, i1, i1) {
    %0 = math.isnan %arg0 : f32
    %1 = math.isinf %arg0 : f32
    %2 = math.isfinite %arg0 : f32
    %3 = math.isnormal %arg0 : f32
    return %0, %1, %2, %3 : i1, i1, i1, i1
  }
  func.func @softplus_vec(%arg0: vector<8xf32>) -> vector<8xf32> {
    %cst = arith.constant dense<1.000000e+00> : vector<8xf32>
    %0 = math.exp %arg0 : vector<8xf32>
    %1 = arith.addf %0, %cst : vector<8xf32>
    %2 = math.log %1 fastmath<afn> : vector<8xf32>
    return %2 : vector<8xf32>
  }
  func.func @gelu_tensor(%arg0: tensor<?x128xf32>) -> tensor<?x128xf32> {
    %0 = math.tanh %arg0 : tensor<?x128xf32>
    %1 = math.powf %0, %arg0 : tensor<?x128xf32>
    %2 = math.erf %1 : tensor<?x128xf32>
    return %2 : tensor<?x128xf32>
  }
}

