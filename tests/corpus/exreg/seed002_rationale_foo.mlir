// Seed 002, "What to explicitly capture?": Y[Z[j]] += A[i][j] * X[j] with the scatter in an
// affine.execute_region (%idx is a symbol there); %Z's values are masked into range.
func.func @foo(%A : memref<16x16xf32>, %X : memref<16xf32>, %Y : memref<16xf32>, %Z : memref<16xi32>) {
  %cf0 = arith.constant 0.0 : f32
  %mask = arith.constant 15 : i32
  affine.for %i = 0 to 16 {
    affine.store %cf0, %Y[%i] : memref<16xf32>
  }
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %lhs = affine.load %A[%i, %j] : memref<16x16xf32>
      %rhs = affine.load %X[%j] : memref<16xf32>
      %p = arith.mulf %lhs, %rhs : f32
      %idx.raw = affine.load %Z[%j] : memref<16xi32>
      %idx.i32 = arith.andi %idx.raw, %mask : i32
      %idx = arith.index_cast %idx.i32 : i32 to index
      affine.execute_region [%rY] = (%Y) : memref<16xf32> {
        %in = affine.load %rY[%idx] : memref<16xf32>
        %out = arith.addf %p, %in : f32
        affine.store %out, %rY[%idx] : memref<16xf32>
        return
      }
    }
  }
  return
}
