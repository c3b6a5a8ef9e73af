// Generic-form twin of seed002_syntax_results.mlir: the same program with every
// affine.execute_region written as "affine.execute_region"(...) ({...}).
// Seed 002 (RFC: affine.execute_region), section "Syntax": the full
// grammar `(ssa-id =)? affine.execute_region [args] = (uses) :
// memref-type-list-parens -> function-result-type { block+ }`, with a
// result returned from two exits of a multi-block region, and nesting of
// one execute_region inside another.
// NOT accepted by mlir-opt 22 (affine.execute_region is not registered).
// mlir-opt verifies the ops inside the unknown op first and, as the op is
// no affine scope for it, rejects the inner affine subscripts:
// mlir-opt 22: error: 'affine.load' op operand cannot be used as a dimension id
func.func @results(%A : memref<?xf32>, %B : memref<64xindex>, %t : f32) -> f32 {
  %c0 = arith.constant 0 : index
  %sum = affine.for %i = 0 to 64 iter_args(%acc = %t) -> (f32) {
    %k = affine.load %B[%i] : memref<64xindex>
    %r = "affine.execute_region"(%A) ({
    ^bb0(%rA: memref<?xf32>):
      %v = affine.load %rA[%k] : memref<?xf32>
      %neg = arith.cmpf olt, %v, %t : f32
      cf.cond_br %neg, ^small, ^big
    ^small:
      "func.return"(%t) : (f32) -> ()
    ^big:
      %w = "affine.execute_region"(%rA) ({
      ^bb0(%rA2: memref<?xf32>):
        %k2 = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%k]
        %u = affine.load %rA2[%k2] : memref<?xf32>
        "func.return"(%u) : (f32) -> ()
      }) : (memref<?xf32>) -> (f32)
      "func.return"(%w) : (f32) -> ()
    }) : (memref<?xf32>) -> (f32)
    %s = arith.addf %acc, %r : f32
    affine.yield %s : f32
  }
  return %sum : f32
}
