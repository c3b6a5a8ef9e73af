module {
  func.func @float_arith(%arg0: f32, %arg1: f32) -> f32 {
    %0 = arith.addf %arg0, %arg1 : f32
    %1 = arith.subf %0, %arg1 fastmath<fast> : f32
    %2 = arith.mulf %1, %arg0 fastmath<nnan,ninf> : f32
    %3 = arith.divf %2, %arg1 fastmath<reassoc,contract> : f32
    %4 = arith.remf %3, %arg0 : f32
    %5 = arith.negf %4 fastmath<nsz> : f32
    %6 = arith.maximumf %5, %arg0 : f32
    %7 = arith.minimumf %6, %arg1 : f32
    %8 = arith.maxnumf %7, %arg0 fastmath<arcp,afn> : f32
    %9 = arith.minnumf %8, %arg1 : f32
    %10 = arith.addf %9, %arg0 : f32
    return %10 : f32
  }
  func.func @cmpf_all(%arg0: f64, %arg1: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
    %0 = arith.cmpf false, %arg0, %arg1 : f64
    %1 = arith.cmpf oeq, %arg0, %arg1 : f64
    %2 = arith.cmpf ogt, %arg0, %arg1 : f64
    %3 = arith.cmpf oge, %arg0, %arg1 : f64
    %4 = arith.cmpf olt, %arg0, %arg1 : f64
    %5 = arith.cmpf ole, %arg0, %arg1 : f64
    %6 = arith.cmpf one, %arg0, %arg1 : f64
    %7 = arith.cmpf ord, %arg0, %arg1 : f64
    %8 = arith.cmpf ueq, %arg0, %arg1 : f64
    %9 = arith.cmpf ugt, %arg0, %arg1 : f64
    %10 = arith.cmpf uge, %arg0, %arg1 : f64
    %11 = arith.cmpf ult, %arg0, %arg1 : f64
    %12 = arith.cmpf ule, %arg0, %arg1 : f64
    %13 = arith.cmpf une, %arg0, %arg1 : f64
    %14 = arith.cmpf uno, %arg0, %arg1 fastmath<nnan> : f64
    %15 = arith.cmpf true, %arg0, %arg1 : f64
    return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15 : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
  }
  func.func @float_vectors(%arg0: vector<8xf16>, %arg1: vector<8xf16>, %arg2: tensor<4x4xbf16>) -> (vector<8xf16>, tensor<4x4xbf16>) {
    %0 = arith.addf %arg0, %arg1 fastmath<contract> : vector<8xf16>
    %1 = arith.maximumf %0, %arg1 : vector<8xf16>
    %2 = arith.cmpf olt, %1, %arg0 : vector<8xf16>
    %3 = arith.select %2, %1, %arg0 : vector<8xi1>, vector<8xf16>
    %4 = arith.mulf %arg2, %arg2 : tensor<4x4xbf16>
    return %3, %4 : vector<8xf16>, tensor<4x4xbf16>
  }
  func.func @horner(%arg0: f64) -> f64 {
    %cst = arith.constant 1.000000e+00 : f64
    %cst_0 = arith.constant -5.000000e-01 : f64
    %cst_1 = arith.constant 0.041666666666666664 : f64
    %0 = arith.mulf %arg0, %arg0 : f64
    %1 = arith.mulf %0, %cst_1 : f64
    %2 = arith.addf %1, %cst_0 : f64
    %3 = arith.mulf %2, %0 : f64
    %4 = arith.addf %3, %cst : f64
    return %4 : f64
  }
}

