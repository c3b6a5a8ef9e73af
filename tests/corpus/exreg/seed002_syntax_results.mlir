// Seed 002, "Syntax": results returned from two exits of a multi-block region, and one
// execute_region nested in another, inside a loop with iter_args.
func.func @results(%A : memref<64xf32>, %B : memref<64xi32>, %t : f32) -> f32 {
  %mask = arith.constant 63 : i32
  %sum = affine.for %i = 0 to 64 iter_args(%acc = %t) -> (f32) {
    %kr = affine.load %B[%i] : memref<64xi32>
    %km = arith.andi %kr, %mask : i32
    %k = arith.index_cast %km : i32 to index
    %r = affine.execute_region [%rA] = (%A) : (memref<64xf32>) -> f32 {
      %v = affine.load %rA[%k] : memref<64xf32>
      %neg = arith.cmpf olt, %v, %t : f32
      cf.cond_br %neg, ^small, ^big
    ^small:
      return %t : f32
    ^big:
      %w = affine.execute_region [%rA2] = (%rA) : (memref<64xf32>) -> (f32) {
        %k2 = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%k]
        %u = affine.load %rA2[%k2] : memref<64xf32>
        return %u : f32
      }
      return %w : f32
    }
    %s = arith.addf %acc, %r : f32
    affine.yield %s : f32
  }
  return %sum : f32
}
