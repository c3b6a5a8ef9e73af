// Seed 002, Example 2: the loop bound 2^j is not affine; inside an affine.execute_region it is a
// symbol. @powi is defined here (a loop of multiplications), so `inline` can inline its call
// into an execute_region of its own.
func.func @powi(%b : index, %e : index) -> index {
  %c1 = arith.constant 1 : index
  %r = affine.for %k = 0 to %e iter_args(%acc = %c1) -> (index) {
    %n = arith.muli %acc, %b : index
    affine.yield %n : index
  }
  return %r : index
}

func.func @nonaffine_bounds(%B : memref<8x6xf64>, %C : memref<6xf64>) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to 2 {
    affine.for %j = 0 to 4 {
      affine.execute_region [%rB, %rC] = (%B, %C) : memref<8x6xf64>, memref<6xf64> {
        %pow = func.call @powi(%c2, %j) : (index, index) -> index
        affine.for %k = 0 to %pow {
          affine.for %l = 0 to 6 {
            %x = affine.load %rB[%k, %l] : memref<8x6xf64>
            %y = affine.load %rC[%l] : memref<6xf64>
            %z = arith.addf %x, %y : f64
            affine.store %z, %rB[%k, %l] : memref<8x6xf64>
          }
        }
        return
      }
    }
  }
  return
}
