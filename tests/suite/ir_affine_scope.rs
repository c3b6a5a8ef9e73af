//! The dimension/symbol rules of seed 001 ("Restrictions on Dimensions and Symbols") and the
//! use-site-dependent symbol validity of seed 002 (affine.execute_region), checked through
//! `is_valid_symbol` / `is_valid_dim`. Expected answers are derived from the rules as cited.

use tessera::ir::verify::{is_valid_dim, is_valid_symbol};
use tessera::ir::{parse, verify, Module, OpId, Registry};

fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).expect("parses");
    verify(&m, reg).expect("verifies");
    m
}

/// The `n`-th op named `name` in pre-order.
fn op_named(m: &Module, name: &str, n: usize) -> OpId {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == name)
        .nth(n)
        .expect("op exists")
}

fn sym(m: &Module, v: &str, at: OpId) -> bool {
    is_valid_symbol(
        m,
        Registry::standard(),
        m.value_named(v).expect("value"),
        at,
    )
}

fn dim(m: &Module, v: &str, at: OpId) -> bool {
    is_valid_dim(
        m,
        Registry::standard(),
        m.value_named(v).expect("value"),
        at,
    )
}

const SEED001: &str = r#"
func.func @f(%A: memref<?x?xf32>, %B: memref<10xindex>, %n: index) {
  %c0 = arith.constant 0 : index
  %c4 = arith.constant 4 : index
  %s = affine.apply affine_map<()[s0] -> (s0 + 1)>()[%n]
  %d = memref.dim %A, %c0 : memref<?x?xf32>
  %top = arith.addi %n, %c4 : index
  affine.for %i = 0 to %n {
    %l = affine.load %B[%i] : memref<10xindex>
    %w = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %x = arith.addi %l, %c4 : index
    "test.use"(%l, %w, %x) : (index, index, index) -> ()
  }
  return
}
"#;

#[test]
fn seed001_symbols() {
    let m = module(SEED001);
    let use_site = op_named(&m, "test.use", 0);
    // Rule 1: region argument of the AffineScope op (func.func).
    assert!(sym(&m, "n", use_site));
    // Rule 4: result of a constant op.
    assert!(sym(&m, "c4", use_site));
    // Rule 5: affine.apply of valid symbols.
    assert!(sym(&m, "s", use_site));
    // Rule 6: dim of a memref argument of the AffineScope op.
    assert!(sym(&m, "d", use_site));
    // Rule 2/3: defined at the top level of the scope, used inside a nested loop.
    assert!(sym(&m, "top", use_site));
    // An induction variable is a dimension but not a symbol.
    assert!(!sym(&m, "i", use_site));
    assert!(dim(&m, "i", use_site));
    // A value loaded inside the loop is neither (not top level, not a constant/apply/dim).
    assert!(!sym(&m, "l", use_site));
    assert!(!dim(&m, "l", use_site));
    // affine.apply of a dimension is a dimension, not a symbol.
    assert!(!sym(&m, "w", use_site));
    assert!(dim(&m, "w", use_site));
    // A pure op of a non-symbol is not a symbol either.
    assert!(!sym(&m, "x", use_site));
}

#[test]
fn non_index_values_are_never_symbols() {
    let m = module("func.func @f(%a: i32) {\n  \"test.use\"(%a) : (i32) -> ()\n  return\n}");
    let use_site = op_named(&m, "test.use", 0);
    assert!(!sym(&m, "a", use_site));
    assert!(!dim(&m, "a", use_site));
}

const SEED002: &str = r#"
func.func @indirect(%A: memref<100xf32>, %B: memref<100xindex>) {
  %cf1 = arith.constant 1.0 : f32
  affine.for %i = 0 to 100 {
    %v = affine.load %B[%i] : memref<100xindex>
    "test.outer_use"(%v) : (index) -> ()
    affine.execute_region [%rA] = (%A) : memref<100xf32> {
      %s = affine.load %rA[%v] : memref<100xf32>
      "test.inner_use"(%v, %i) : (index, index) -> ()
      affine.store %s, %rA[%v] : memref<100xf32>
      return
    }
  }
  return
}
"#;

#[test]
fn seed002_symbol_validity_depends_on_the_use_site() {
    let m = module(SEED002);
    let outer = op_named(&m, "test.outer_use", 0);
    let inner = op_named(&m, "test.inner_use", 0);
    // In the loop body (scope: the function), %v is loaded inside the loop: not a symbol.
    assert!(!sym(&m, "v", outer));
    // Inside affine.execute_region, %v dominates the scope op: "%v is now a symbol here".
    assert!(sym(&m, "v", inner));
    // The loop's induction variable also dominates the execute_region: a symbol inside it.
    assert!(sym(&m, "i", inner));
    // The region argument of the execute_region is a top-level value of the new scope, but it
    // is memref-typed, hence not a symbol.
    assert!(!sym(&m, "rA", inner));
}
