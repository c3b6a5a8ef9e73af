// Seed 002 (RFC: affine.execute_region), section "Syntax": the full
// grammar `(ssa-id =)? affine.execute_region [args] = (uses) :
// memref-type-list-parens -> function-result-type { block+ }`, with a
// result returned from two exits of a multi-block region, and nesting of
// one execute_region inside another.
// NOT accepted by mlir-opt 22 (affine.execute_region is not registered).
// mlir-opt 22: error: custom op 'affine.execute_region' is unknown
func.func @results(%A : memref<?xf32>, %B : memref<64xindex>, %t : f32) -> f32 {
  %c0 = arith.constant 0 : index
  %sum = affine.for %i = 0 to 64 iter_args(%acc = %t) -> (f32) {
    %k = affine.load %B[%i] : memref<64xindex>
    %r = affine.execute_region [%rA] = (%A) : (memref<?xf32>) -> f32 {
      %v = affine.load %rA[%k] : memref<?xf32>
      %neg = arith.cmpf olt, %v, %t : f32
      cf.cond_br %neg, ^small, ^big
    ^small:
      return %t : f32
    ^big:
      %w = affine.execute_region [%rA2] = (%rA) : (memref<?xf32>) -> (f32) {
        %k2 = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%k]
        %u = affine.load %rA2[%k2] : memref<?xf32>
        return %u : f32
      }
      return %w : f32
    }
    %s = arith.addf %acc, %r : f32
    affine.yield %s : f32
  }
  return %sum : f32
}
