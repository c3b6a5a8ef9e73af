// Seed 002, Example 3: A[B[i]]++ with the indirect subscript %v a symbol of the inner scope
// (the loaded value is masked into the array's range).
func.func @indirect(%A : memref<64xf32>, %B : memref<100xi32>) {
  %cf1 = arith.constant 1.0 : f32
  %mask = arith.constant 63 : i32
  affine.for %i = 0 to 100 {
    %w = affine.load %B[%i] : memref<100xi32>
    %m = arith.andi %w, %mask : i32
    %v = arith.index_cast %m : i32 to index
    affine.execute_region [%rA] = (%A) : memref<64xf32> {
      // %v is a symbol here.
      %s = affine.load %rA[%v] : memref<64xf32>
      %o = arith.addf %s, %cf1 : f32
      affine.store %o, %rA[%v] : memref<64xf32>
      return
    }
  }
  return
}
