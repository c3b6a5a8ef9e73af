// Seed 002 (RFC: affine.execute_region), sections "Examples / Example 2"
// and "Examples / Example 3", outlined into functions as the RFC says is
// required without affine.execute_region: the non-affine bound %pow and the
// loaded subscript %v become function arguments, hence valid symbols.
// Accepted by mlir-opt 22; the execute_region forms are in
// tests/corpus/ir/execute-region/.
func.func private @powi(index, index) -> index

func.func @nonaffine_bounds(%n : index, %B : memref<?x?xf32>) {
  %c2 = arith.constant 2 : index
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      %pow = func.call @powi(%c2, %j) : (index, index) -> index
      func.call @bounds_body(%B, %pow, %n) : (memref<?x?xf32>, index, index) -> ()
    }
  }
  return
}

func.func private @bounds_body(%rB : memref<?x?xf32>, %pow : index, %n : index) {
  %zero = arith.constant 0.0 : f32
  affine.for %k = 0 to %pow {
    affine.for %l = 0 to %n {
      affine.store %zero, %rB[%k, %l] : memref<?x?xf32>
    }
  }
  return
}

func.func @indirect(%A : memref<100xf32>, %B : memref<100xindex>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %B[%i] : memref<100xindex>
    func.call @indirect_body(%A, %v) : (memref<100xf32>, index) -> ()
  }
  return
}

func.func private @indirect_body(%rA : memref<100xf32>, %v : index) {
  %cf1 = arith.constant 1.0 : f32
  // %v is a symbol here: it is an argument of the enclosing function.
  %s = affine.load %rA[%v] : memref<100xf32>
  %o = arith.addf %s, %cf1 : f32
  affine.store %o, %rA[%v] : memref<100xf32>
  return
}
