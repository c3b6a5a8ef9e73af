// RUN: tessera opt %s --split-input-file --verify-diagnostics
// Known-invalid: violations of the dim/symbol rules of the affine dialect
// (seed 001 "Restrictions on Dimensions and Symbols"), with the messages
// mlir-opt 22 gives. Checked with --verify-diagnostics --split-input-file.

// An scf.for induction variable is neither a valid dim nor a valid symbol.
func.func @scf_iv_as_dim(%A: memref<100xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %v = affine.load %A[%i] : memref<100xf32>
  }
  return
}

// -----

func.func @scf_iv_as_symbol(%n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  scf.for %i = %c0 to %n step %c1 {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %i {
    }
  }
  return
}

// -----

// A value loaded inside a loop is not a valid dim (the motivation of
// affine.execute_region, seed 002 Example 3).
func.func @loaded_subscript(%A: memref<100xf32>, %B: memref<100xindex>) {
  affine.for %i = 0 to 100 {
    %v = affine.load %B[%i] : memref<100xindex>
    // expected-error@+1 {{'affine.load' op operand cannot be used as a dimension id}}
    %w = affine.load %A[%v] : memref<100xf32>
  }
  return
}

// -----

// affine.apply of a dim yields a dim, not a symbol.
func.func @apply_of_dim_as_symbol() {
  affine.for %i = 0 to 100 {
    %x = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %x {
    }
  }
  return
}

// -----

// The shorthand bound `%i` binds a symbol; an induction variable needs a map.
func.func @iv_shorthand_bound(%N: index) {
  affine.for %i = 0 to %N {
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = %i to %N {
    }
  }
  return
}

// -----

// An induction variable is not a symbol of an integer set.
func.func @iv_as_set_symbol() {
  affine.for %i = 0 to 10 {
    // expected-error@+1 {{'affine.if' op operand cannot be used as a symbol}}
    affine.if affine_set<()[s0] : (s0 - 1 >= 0)>()[%i] {
    }
  }
  return
}

// -----

// A value read from memory inside a loop body is not a symbol. (A pure op
// on symbols, such as arith.addi of two symbols, is accepted as a symbol
// by mlir-opt 22 wherever it is defined: see input/affine_symbols.mlir.)
func.func @loop_local_load_as_symbol(%B: memref<4xindex>) {
  affine.for %i = 0 to 10 {
    %c0 = arith.constant 0 : index
    %m = memref.load %B[%c0] : memref<4xindex>
    // expected-error@+1 {{'affine.for' op operand cannot be used as a symbol}}
    affine.for %j = 0 to %m {
    }
  }
  return
}
