// Seed 002 (RFC: affine.execute_region), introduction and section
// "Rationale and Design Alternatives": the @foo example as it must be
// written today without an inner affine scope: the data-dependent
// subscript %idx forces memref.load/memref.store on %Y (the "standard
// (unrestricted) load/stores" the RFC mentions), while the rest stays
// affine.
func.func @foo(%A : memref<100x100xf32>, %X : memref<100xf32>, %Y : memref<100xf32>, %Z : memref<100xi32>, %N : index) {
  %cf0 = arith.constant 0.0 : f32
  affine.for %i = 0 to %N {
    affine.store %cf0, %Y[%i] : memref<100xf32>
  }

  affine.for %i = 0 to %N {
    affine.for %j = 0 to %N {
      %lhs = affine.load %A[%i, %j] : memref<100x100xf32>
      %rhs = affine.load %X[%j] : memref<100xf32>
      %p = arith.mulf %lhs, %rhs : f32
      %idx.i32 = affine.load %Z[%j] : memref<100 x i32>
      %idx = arith.index_cast %idx.i32 : i32 to index
      %in = memref.load %Y[%idx] : memref<100xf32>
      %out = arith.addf %p, %in : f32
      memref.store %out, %Y[%idx] : memref<100xf32>
    }
  }
  return
}
