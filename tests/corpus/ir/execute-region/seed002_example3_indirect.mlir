// Seed 002 (RFC: affine.execute_region), section "Examples / Example 3":
// A[B[i]]++ with the indirect subscript %v a symbol of the inner scope.
// The seed loads %v from a memref<100xf32> and uses it as an index; here
// %B holds index values so the subscript type checks.
// NOT accepted by mlir-opt 22 (affine.execute_region is not registered).
// mlir-opt 22: error: custom op 'affine.execute_region' is unknown
func.func @indirect(%A : memref<100xf32>, %B : memref<100xindex>) {
  %cf1 = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    %v = affine.load %B[%i] : memref<100xindex>
    affine.execute_region [%rA] = (%A) : memref<100xf32> {
      // %v is now a symbol here.
      %s = affine.load %rA[%v] : memref<100xf32>
      %o = arith.addf %s, %cf1 : f32
      affine.store %o, %rA[%v] : memref<100xf32>
      return
    }
  }
  return
}
