// arith floating-point ops: arithmetic with and without fastmath flags,
// min/max variants, remf/negf, cmpf with every predicate, on scalars,
// vectors and tensors.
func.func @float_arith(%a: f32, %b: f32) -> f32 {
  %0 = arith.addf %a, %b : f32
  %1 = arith.subf %0, %b fastmath<fast> : f32
  %2 = arith.mulf %1, %a fastmath<nnan, ninf> : f32
  %3 = arith.divf %2, %b fastmath<reassoc, contract> : f32
  %4 = arith.remf %3, %a : f32
  %5 = arith.negf %4 fastmath<nsz> : f32
  %6 = arith.maximumf %5, %a : f32
  %7 = arith.minimumf %6, %b : f32
  %8 = arith.maxnumf %7, %a fastmath<arcp, afn> : f32
  %9 = arith.minnumf %8, %b : f32
  %10 = arith.addf %9, %a fastmath<none> : f32
  return %10 : f32
}

func.func @cmpf_all(%a: f64, %b: f64) -> (i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1) {
  %0 = arith.cmpf false, %a, %b : f64
  %1 = arith.cmpf oeq, %a, %b : f64
  %2 = arith.cmpf ogt, %a, %b : f64
  %3 = arith.cmpf oge, %a, %b : f64
  %4 = arith.cmpf olt, %a, %b : f64
  %5 = arith.cmpf ole, %a, %b : f64
  %6 = arith.cmpf one, %a, %b : f64
  %7 = arith.cmpf ord, %a, %b : f64
  %8 = arith.cmpf ueq, %a, %b : f64
  %9 = arith.cmpf ugt, %a, %b : f64
  %10 = arith.cmpf uge, %a, %b : f64
  %11 = arith.cmpf ult, %a, %b : f64
  %12 = arith.cmpf ule, %a, %b : f64
  %13 = arith.cmpf une, %a, %b : f64
  %14 = arith.cmpf uno, %a, %b fastmath<nnan> : f64
  %15 = arith.cmpf true, %a, %b : f64
  return %0, %1, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15
      : i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1, i1
}

func.func @float_vectors(%x: vector<8xf16>, %y: vector<8xf16>, %t: tensor<4x4xbf16>) -> (vector<8xf16>, tensor<4x4xbf16>) {
  %s = arith.addf %x, %y fastmath<contract> : vector<8xf16>
  %m = arith.maximumf %s, %y : vector<8xf16>
  %c = arith.cmpf olt, %m, %x : vector<8xf16>
  %r = arith.select %c, %m, %x : vector<8xi1>, vector<8xf16>
  %tt = arith.mulf %t, %t : tensor<4x4xbf16>
  return %r, %tt : vector<8xf16>, tensor<4x4xbf16>
}

func.func @horner(%x: f64) -> f64 {
  %c0 = arith.constant 1.000000e+00 : f64
  %c1 = arith.constant -5.000000e-01 : f64
  %c2 = arith.constant 0.041666666666666664 : f64
  %x2 = arith.mulf %x, %x : f64
  %t0 = arith.mulf %c2, %x2 : f64
  %t1 = arith.addf %t0, %c1 : f64
  %t2 = arith.mulf %t1, %x2 : f64
  %t3 = arith.addf %t2, %c0 : f64
  return %t3 : f64
}
