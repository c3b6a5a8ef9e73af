// Seed 000 (affine dialect reference, older edition),
// sections "'affine.min' operation" and "affine.terminator operation".
// affine.terminator no longer exists: today's affine regions end with
// affine.yield, shown here once in the generic form (the custom form of
// affine.for omits it).

func.func @min(%arg0: index, %arg1: index) -> index {
  %0 = affine.min affine_map<(d0)[s0] -> (1000, d0 + 512, s0)> (%arg0)[%arg1]
  return %0 : index
}

func.func @terminator(%A: memref<8xf32>, %v: f32) {
  affine.for %i = 0 to 8 {
    affine.store %v, %A[%i] : memref<8xf32>
    "affine.yield"() : () -> ()
  }
  return
}
