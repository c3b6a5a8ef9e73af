// Seed 001 (affine dialect reference, current edition),
// section "Restrictions on Dimensions and Symbols": one use for each of
// the six rules that make an SSA value a valid symbol, plus dims bound to
// induction variables and affine.apply results.

#affine_map2to3 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>

func.func @rules(%A: memref<?x?xf32>, %N: index) {
  %c0 = arith.constant 0 : index
  // Rule 2: a value defined at the top level of the AffineScope (func).
  %top = arith.addi %N, %N : index
  // Rule 6: dim of a memref that is an argument of the AffineScope op.
  %d0 = memref.dim %A, %c0 : memref<?x?xf32>
  // Rule 5: affine.apply of valid symbols.
  %half = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%top]
  // Rule 1: %N is a region argument of the AffineScope op.
  %x = memref.alloc()[%N] : memref<40x50xf32, #affine_map2to3>
  affine.for %i = 0 to %d0 {
    // Rule 4: the result of a constant operation, wherever it is defined.
    %c8 = arith.constant 8 : index
    affine.for %j = %c8 to %half {
      // Dims: induction variables and affine.apply of dims.
      %k = affine.apply affine_map<(d0, d1) -> (d0 + d1)>(%i, %j)
      %v = affine.load %A[%i, %k] : memref<?x?xf32>
      affine.store %v, %A[%j, %i + symbol(%top) - symbol(%top)] : memref<?x?xf32>
    }
  }
  memref.dealloc %x : memref<40x50xf32, #affine_map2to3>
  return
}
