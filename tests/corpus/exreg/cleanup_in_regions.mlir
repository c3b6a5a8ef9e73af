// Inside an affine.execute_region (inside a loop whose iv is a symbol of the region): a
// producer-consumer pair of nests (loop fusion), a store then a load of one cell (scalar
// replacement) and a loop-invariant computation and load (LICM).
func.func @cleanup(%A : memref<32xf64>, %B : memref<32xf64>, %C : memref<32xf64>, %D : memref<4xf64>) {
  %two = arith.constant 2.0 : f64
  affine.for %t = 0 to 4 {
    affine.execute_region [%rA, %rB, %rC, %rD] = (%A, %B, %C, %D) : memref<32xf64>, memref<32xf64>, memref<32xf64>, memref<4xf64> {
      affine.for %i = 0 to 32 {
        %a = affine.load %rA[%i] : memref<32xf64>
        %s = arith.mulf %a, %two : f64
        affine.store %s, %rB[%i] : memref<32xf64>
      }
      affine.for %i = 0 to 32 {
        %b = affine.load %rB[%i] : memref<32xf64>
        %d = affine.load %rD[%t] : memref<4xf64>
        %k = arith.mulf %d, %two : f64
        %s = arith.addf %b, %k : f64
        affine.store %s, %rC[%i] : memref<32xf64>
        %c = affine.load %rC[%i] : memref<32xf64>
        %e = arith.addf %c, %b : f64
        affine.store %e, %rC[%i] : memref<32xf64>
      }
      return
    }
  }
  return
}
