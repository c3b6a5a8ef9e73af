// C[i][j] = beta * C[i][j] + alpha * sum_k A[i][k] * B[k][j], written the way Polygeist prints it.
#map = affine_map<(d0) -> (d0 + 1)>
module {
  func.func @kernel_gemm(%alpha: f64, %beta: f64, %C: memref<20x25xf64>, %A: memref<20x30xf64>, %B: memref<30x25xf64>) {
    affine.for %i = 0 to 20 {
      affine.for %j = 0 to 25 {
        %0 = affine.load %C[%i, %j] : memref<20x25xf64>
        %1 = arith.mulf %0, %beta : f64
        affine.store %1, %C[%i, %j] : memref<20x25xf64>
      }
      affine.for %k = 0 to 30 {
        affine.for %j = 0 to 25 {
          %2 = affine.load %A[%i, %k] : memref<20x30xf64>
          %3 = arith.mulf %alpha, %2 : f64
          %4 = affine.load %B[%k, %j] : memref<30x25xf64>
          %5 = arith.mulf %3, %4 : f64
          %6 = affine.load %C[%i, %j] : memref<20x25xf64>
          %7 = arith.addf %6, %5 : f64
          affine.store %7, %C[%i, %j] : memref<20x25xf64>
        }
      }
    }
    return
  }
  // A triangular nest: the inner bound depends on the outer induction variable.
  func.func @lower_triangle(%L: memref<16x16xf64>) {
    affine.for %i = 0 to 16 {
      affine.for %j = 0 to #map(%i) {
        %v = affine.load %L[%i, %j] : memref<16x16xf64>
        %w = arith.addf %v, %v : f64
        affine.store %w, %L[%i, %j] : memref<16x16xf64>
      }
    }
    return
  }
}
