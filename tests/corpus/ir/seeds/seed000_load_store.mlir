// Seed 000 (affine dialect reference, older edition),
// sections "'affine.load' operation" and "'affine.store' operation":
// Example 1 (constant offsets) and Example 2 (the `symbol` keyword for %n
// and %m), wrapped in loops that keep every subscript in bounds.

func.func @load_store(%0: memref<100x100xf32>, %n: index, %m: index) {
  affine.for %i0 = 0 to 90 {
    affine.for %i1 = 0 to 90 {
      // Example 1
      %1 = affine.load %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
      // Example 2: Uses 'symbol' keyword for symbols '%n' and '%m'.
      %2 = affine.load %0[%i0 + symbol(%n), %i1 + symbol(%m)]
        : memref<100x100xf32>
      %v0 = arith.addf %1, %2 : f32
      affine.store %v0, %0[%i0 + 3, %i1 + 7] : memref<100x100xf32>
      affine.store %v0, %0[%i0 + symbol(%n), %i1 + symbol(%m)]
        : memref<100x100xf32>
    }
  }
  return
}
