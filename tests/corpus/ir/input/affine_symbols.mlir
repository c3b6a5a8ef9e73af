// Valid dims and symbols under the AffineScope rules of the affine
// dialect: function arguments, values defined at the top level of the
// function, constants defined anywhere, affine.apply of symbols, dim of a
// function-argument memref (even inside loops), loop induction variables
// and affine.apply results as dims, and affine ops nested in non-affine
// regions (scf.if, scf.for) that only use symbols from the enclosing scope.
func.func @symbols(%A: memref<?x?xf32>, %B: memref<100xf32>, %n: index, %m: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  // Top-level values of the function are symbols.
  %sum = arith.addi %n, %m : index
  %rows = memref.dim %A, %c0 : memref<?x?xf32>
  %half = affine.apply affine_map<()[s0] -> (s0 floordiv 2)>()[%sum]
  affine.for %i = 0 to %rows {
    // A constant defined inside the loop is still a valid symbol.
    %c5 = arith.constant 5 : index
    // dim of a function-argument memref is a symbol wherever it appears.
    %cols = memref.dim %A, %c1 : memref<?x?xf32>
    affine.for %j = %c5 to %cols {
      %v = affine.load %A[%i, %j] : memref<?x?xf32>
      affine.store %v, %A[%i, %j + symbol(%c5) - 5] : memref<?x?xf32>
    }
    // The result of affine.apply on a dim is a valid dim.
    %x = affine.apply affine_map<(d0) -> (d0 floordiv 2)>(%i)
    %w = affine.load %B[%x] : memref<100xf32>
    affine.store %w, %B[%x + symbol(%half) mod 2] : memref<100xf32>
    // mlir-opt 22 also accepts the result of a pure op whose operands are
    // all valid symbols as a symbol, wherever it is defined (a rule beyond
    // the six listed in the affine dialect reference).
    %pure = arith.addi %n, %m : index
    affine.for %k = 0 to %pure {
    }
  }
  affine.for %k = %half to %sum {
  }
  return
}

// Affine ops nested in scf regions at the top level of the function: the
// symbols come from the function scope.
func.func @nested_in_scf(%A: memref<?xf32>, %flag: i1, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.if %flag {
    affine.for %i = 0 to %n {
      %v = affine.load %A[%i] : memref<?xf32>
      %d = arith.addf %v, %v : f32
      affine.store %d, %A[%i] : memref<?xf32>
    }
  }
  scf.for %t = %c0 to %n step %c1 {
    affine.for %i = 0 to %n {
      %v = affine.load %A[%i] : memref<?xf32>
      %d = arith.mulf %v, %v : f32
      affine.store %d, %A[%i] : memref<?xf32>
    }
  }
  return
}

// Symbols bound in memref allocation with a symbolic layout.
func.func @layout_symbols(%n: index, %off: index) {
  %A = memref.alloc(%n)[%off] : memref<16x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to %n {
      %z = arith.constant 0.0 : f32
      affine.store %z, %A[%i, %j] : memref<16x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
    }
  }
  memref.dealloc %A : memref<16x?xf32, affine_map<(d0, d1)[s0] -> (d0 + s0, d1)>>
  return
}
