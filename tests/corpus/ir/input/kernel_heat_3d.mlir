// heat-3d (PolyBench) with static sizes: 3-D seven-point stencil that
// alternates between two arrays each time step.
func.func @heat_3d(%A: memref<20x20x20xf64>, %B: memref<20x20x20xf64>) {
  %c0125 = arith.constant 1.250000e-01 : f64
  %c2 = arith.constant 2.000000e+00 : f64
  affine.for %t = 1 to 41 {
    affine.for %i = 1 to 19 {
      affine.for %j = 1 to 19 {
        affine.for %k = 1 to 19 {
          %xp = affine.load %A[%i + 1, %j, %k] : memref<20x20x20xf64>
          %x0 = affine.load %A[%i, %j, %k] : memref<20x20x20xf64>
          %xm = affine.load %A[%i - 1, %j, %k] : memref<20x20x20xf64>
          %yp = affine.load %A[%i, %j + 1, %k] : memref<20x20x20xf64>
          %ym = affine.load %A[%i, %j - 1, %k] : memref<20x20x20xf64>
          %zp = affine.load %A[%i, %j, %k + 1] : memref<20x20x20xf64>
          %zm = affine.load %A[%i, %j, %k - 1] : memref<20x20x20xf64>
          %two = arith.mulf %c2, %x0 : f64
          %a0 = arith.subf %xp, %two : f64
          %a1 = arith.addf %a0, %xm : f64
          %b0 = arith.subf %yp, %two : f64
          %b1 = arith.addf %b0, %ym : f64
          %d0 = arith.subf %zp, %two : f64
          %d1 = arith.addf %d0, %zm : f64
          %s0 = arith.mulf %c0125, %a1 : f64
          %s1 = arith.mulf %c0125, %b1 : f64
          %s2 = arith.mulf %c0125, %d1 : f64
          %t0 = arith.addf %s0, %s1 : f64
          %t1 = arith.addf %t0, %s2 : f64
          %t2 = arith.addf %t1, %x0 : f64
          affine.store %t2, %B[%i, %j, %k] : memref<20x20x20xf64>
        }
      }
    }
    affine.for %i = 1 to 19 {
      affine.for %j = 1 to 19 {
        affine.for %k = 1 to 19 {
          %v = affine.load %B[%i, %j, %k] : memref<20x20x20xf64>
          affine.store %v, %A[%i, %j, %k] : memref<20x20x20xf64>
        }
      }
    }
  }
  return
}
