// Seed 000 (affine dialect reference, older edition),
// section "Polyhedral Structures / Dimensions and Symbols".
// The 2d-to-3d map and the alloc binding %N to its symbol, in today's
// syntax (memref.alloc instead of alloc).

// A 2d to 3d affine mapping.
// d0/d1 are dimensions, s0 is a symbol
#affine_map2to3 = affine_map<(d0, d1)[s0] -> (d0, d1 + s0, d1 - s0)>

func.func @dims_and_symbols(%N: index) {
  // Binds %N to the s0 symbol in affine_map2to3.
  %x = memref.alloc()[%N] : memref<40x50xf32, #affine_map2to3>
  memref.dealloc %x : memref<40x50xf32, #affine_map2to3>
  return
}
