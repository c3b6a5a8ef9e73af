// Generic-form twin of seed002_example2_nonaffine_bounds.mlir: the same program with every
// affine.execute_region written as "affine.execute_region"(...) ({...}).
// Seed 002 (RFC: affine.execute_region), section "Examples / Example 2":
// a loop bound 2^j that is not affine becomes a symbol of the inner scope.
// The seed's fragment is wrapped in a function with %n as argument, @powi
// declared, and the elided body filled with a store.
// NOT accepted by mlir-opt 22 (affine.execute_region is not registered).
// mlir-opt verifies the ops inside the unknown op first and, as the op is
// no affine scope for it, rejects the inner affine subscripts:
// mlir-opt 22: error: 'affine.for' op operand cannot be used as a symbol
func.func private @powi(index, index) -> index

func.func @nonaffine_bounds(%n : index, %B : memref<?x?xf32>) {
  %c2 = arith.constant 2 : index
  %zero = arith.constant 0.0 : f32
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      "affine.execute_region"(%B) ({
      ^bb0(%rB: memref<?x?xf32>):
        %pow = func.call @powi(%c2, %j) : (index, index) -> index
        affine.for %k = 0 to %pow {
          affine.for %l = 0 to %n {
            affine.store %zero, %rB[%k, %l] : memref<?x?xf32>
          }
        }
        "func.return"() : () -> ()
      }) : (memref<?x?xf32>) -> ()  // execute_region end
    }  // %j
  }  // %i
  return
}

// The seed's exact form of the op: no memref operands at all.
func.func @empty_operands(%n : index) {
  %c2 = arith.constant 2 : index
  affine.for %j = 0 to %n {
    "affine.execute_region"() ({
    ^bb0():
      %pow = func.call @powi(%c2, %j) : (index, index) -> index
      affine.for %k = 0 to %pow {
      }
      "func.return"() : () -> ()
    }) : () -> ()
  }
  return
}
