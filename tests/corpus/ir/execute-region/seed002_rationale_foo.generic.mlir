// Generic-form twin of seed002_rationale_foo.mlir: the same program with every
// affine.execute_region written as "affine.execute_region"(...) ({...}).
// Seed 002 (RFC: affine.execute_region), section "Rationale and Design
// Alternatives: What to explicitly capture?": the @foo example. The seed
// elides argument types, indexes a 1-D %A with two subscripts and leaves
// %N/%cf0 undefined; here %A is 100x100, %N an argument and %cf0 a constant.
// NOT accepted by mlir-opt 22 (affine.execute_region is not registered).
// mlir-opt verifies the ops inside the unknown op first and, as the op is
// no affine scope for it, rejects the inner affine subscripts:
// mlir-opt 22: error: 'affine.load' op operand cannot be used as a dimension id
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
      "affine.execute_region"(%Y) ({
      ^bb0(%rY: memref<100xf32>):
        %in = affine.load %rY[%idx] : memref<100xf32>
        %out = arith.addf %p, %in : f32
        affine.store %out, %rY[%idx] : memref<100xf32>
        "func.return"() : () -> ()
      }) : (memref<100xf32>) -> ()
    }
  }
  return
}
