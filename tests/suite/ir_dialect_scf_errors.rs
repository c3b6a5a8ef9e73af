//! The scf dialect's verifier: one negative test per rule, with its message and line:column.
//!
//! Error positions and messages are mlir-opt 22's for the same input (the op name for verifier
//! errors) unless a test says otherwise.

use crate::ir_common;

use ir_common::check;

#[test]
fn rejects_for_bound_types() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  scf.for %k = %n to %i step %n {
  }
  return
}
"#,
        2,
        22,
        r#"use of value '%i' expects different type than prior uses: 'index' vs 'i32'"#,
    );
}

#[test]
fn rejects_for_bound_kind() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  "scf.for"(%x, %x, %x) ({
  ^bb0(%k: f32):
    scf.yield
  }) : (f32, f32, f32) -> ()
  return
}
"#,
        2,
        3,
        r#"'scf.for' op operand #0 must be signless integer or index, but got 'f32'"#,
    );
}

#[test]
fn rejects_for_iter_mismatch() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.for %k = %n to %n step %n iter_args(%a = %x) -> (f32) {
    scf.yield %i : i32
  }
  return
}
"#,
        2,
        8,
        r#"'scf.for' op 0-th region iter_arg and 0-th yielded value have different type: 'f32' != 'i32'"#,
    );
}

#[test]
fn rejects_for_results_count() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = "scf.for"(%n, %n, %n, %x) ({
  ^bb0(%k: index, %a: f32):
    scf.yield %a : f32
  }) : (index, index, index, f32) -> (f32, f32)
  return
}
"#,
        2,
        3,
        r#"operation defines 2 results but was provided 1 to bind"#,
    );
}

#[test]
fn rejects_for_iv_type() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  "scf.for"(%n, %n, %n) ({
  ^bb0(%k: i32):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
"#,
        2,
        3,
        r#"'scf.for' op expected induction variable to be same type as bounds and step"#,
    );
}

#[test]
fn rejects_for_block_args() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  "scf.for"(%n, %n, %n) ({
  ^bb0(%k: index, %e: index):
    scf.yield
  }) : (index, index, index) -> ()
  return
}
"#,
        2,
        3,
        r#"'scf.for' op different number of inits and region iter_args: 0 != 1"#,
    );
}

#[test]
fn rejects_if_cond_type() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  "scf.if"(%i) ({
    scf.yield
  }, {
  }) : (i32) -> ()
  return
}
"#,
        2,
        3,
        r#"'scf.if' op operand #0 must be 1-bit signless integer, but got 'i32'"#,
    );
}

#[test]
fn rejects_if_needs_else() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.if %c -> (f32) {
    scf.yield %x : f32
  }
  return
}
"#,
        2,
        8,
        r#"'scf.if' op must have an else block if defining values"#,
    );
}

#[test]
fn rejects_if_yield_types() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.if %c -> (f32) {
    scf.yield %i : i32
  } else {
    scf.yield %x : f32
  }
  return
}
"#,
        2,
        8,
        r#"'scf.if' op along control flow edge from Operation scf.yield to parent: successor operand type #0 'i32' should match successor input type #0 'f32'"#,
    );
}

#[test]
fn rejects_yield_parent() {
    check(
        r#"func.func @f() {
  cf.br ^bb1
^bb1:
  scf.yield
}
"#,
        4,
        3,
        r#"'scf.yield' op expects parent op to be one of 'scf.execute_region, scf.for, scf.if, scf.index_switch, scf.while'"#,
    );
}

#[test]
fn rejects_while_before_args() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: i32):
    scf.condition(%c) %x : f32
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> f32
  return
}
"#,
        2,
        8,
        r#"'scf.while' op along control flow edge from parent to Region #0: successor operand type #0 'f32' should match successor input type #0 'i32'"#,
    );
}

#[test]
fn rejects_while_condition_args() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %i : i32
  } do {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }
  return
}
"#,
        2,
        8,
        r#"'scf.while' op along control flow edge from Operation scf.condition to parent: successor operand type #0 'i32' should match successor input type #0 'f32'"#,
    );
}

#[test]
fn rejects_while_after_args() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: i32):
    scf.yield %x : f32
  }
  return
}
"#,
        2,
        8,
        r#"'scf.while' op along control flow edge from Operation scf.condition to Region #1: successor operand type #0 'f32' should match successor input type #0 'i32'"#,
    );
}

#[test]
fn rejects_while_yield() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.while (%a = %x) : (f32) -> f32 {
    scf.condition(%c) %a : f32
  } do {
  ^bb0(%b: f32):
    scf.yield %i : i32
  }
  return
}
"#,
        2,
        8,
        r#"'scf.while' op along control flow edge from Operation scf.yield to Region #0: successor operand type #0 'i32' should match successor input type #0 'f32'"#,
    );
}

#[test]
fn rejects_condition_type() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = "scf.while"(%x) ({
  ^bb0(%a: f32):
    "scf.condition"(%i, %a) : (i32, f32) -> ()
  }, {
  ^bb0(%b: f32):
    scf.yield %b : f32
  }) : (f32) -> f32
  return
}
"#,
        4,
        5,
        r#"'scf.condition' op operand #0 must be 1-bit signless integer, but got 'i32'"#,
    );
}

#[test]
fn rejects_parallel_reduce_count() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.parallel (%k) = (%n) to (%n) step (%n) init (%x) -> f32 {
    scf.reduce
  }
  return
}
"#,
        2,
        8,
        r#"'scf.parallel' op expects number of results: 1 to be the same as number of reductions: 0"#,
    );
}

#[test]
fn rejects_parallel_bounds() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  "scf.parallel"(%n, %n, %n, %n) <{operandSegmentSizes = array<i32: 2, 1, 1, 0>}> ({
  ^bb0(%k: index, %l: index):
    scf.reduce
  }) : (index, index, index, index) -> ()
  return
}
"#,
        2,
        3,
        r#"'scf.parallel' op expects the same number of induction variables: 2 as bound and step values: 1"#,
    );
}

#[test]
fn rejects_reduce_block_args() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.parallel (%k) = (%n) to (%n) step (%n) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: i32):
      scf.reduce.return %l : f32
    }
  }
  return
}
"#,
        3,
        5,
        r#"'scf.reduce' op expected two block arguments with type 'f32' in the 0-th reduction region"#,
    );
}

#[test]
fn rejects_reduce_return_type() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.parallel (%k) = (%n) to (%n) step (%n) init (%x) -> f32 {
    scf.reduce(%x : f32) {
    ^bb0(%l: f32, %m: f32):
      scf.reduce.return %i : i32
    }
  }
  return
}
"#,
        5,
        7,
        r#"'scf.reduce.return' op must have type 'f32' (the type of the reduction inputs)"#,
    );
}

#[test]
fn rejects_reduce_parent() {
    check(
        r#"func.func @f() {
  cf.br ^bb1
^bb1:
  scf.reduce
}
"#,
        4,
        3,
        r#"'scf.reduce' op expects parent op 'scf.parallel'"#,
    );
}

#[test]
fn rejects_execute_region_args() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  "scf.execute_region"() ({
  ^bb0(%a: i32):
    scf.yield
  }) : () -> ()
  return
}
"#,
        2,
        3,
        r#"'scf.execute_region' op region cannot have any arguments"#,
    );
}

#[test]
fn rejects_index_switch_duplicate() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  scf.index_switch %n
  case 1 {
    scf.yield
  }
  case 1 {
    scf.yield
  }
  default {
    scf.yield
  }
  return
}
"#,
        2,
        3,
        r#"'scf.index_switch' op has duplicate case value: 1"#,
    );
}

#[test]
fn rejects_index_switch_yield() {
    check(
        r#"func.func @f(%c: i1, %n: index, %i: i32, %x: f32, %A: memref<?xf32>) {
  %r = scf.index_switch %n -> f32
  case 1 {
    scf.yield %i : i32
  }
  default {
    scf.yield %x : f32
  }
  return
}
"#,
        2,
        8,
        r#"'scf.index_switch' op expected result #0 of each region to be 'f32'"#,
    );
}
