//! The scf dialect: printing checked against `mlir-opt` 22, round trips through the generic
//! form; the verifier's negative tests are in ir_dialect_scf_errors.rs.
//!
//! Expected printed texts were produced by `/usr/lib/llvm-22/bin/mlir-opt FILE` on the sources
//! below. Error positions and messages are mlir-opt 22's for the same input (the op name for
//! verifier errors) unless a test says otherwise.

use crate::ir_common;

use ir_common::check_print;

#[test]
fn print_scf_for() {
    check_print(
        r#"// scf.for: plain loops, iter_args with one and several carried values,
// nested loops with reductions, integer-typed induction variables, the
// `unsigned` comparison mode, and loops with no body besides the yield.
func.func @sum(%A: memref<?xf32>, %n: index) -> f32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %init = arith.constant 0.0 : f32
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %init) -> (f32) {
    %v = memref.load %A[%i] : memref<?xf32>
    %s = arith.addf %acc, %v : f32
    scf.yield %s : f32
  }
  return %r : f32
}

func.func @min_max(%A: memref<?xi32>, %n: index) -> (i32, i32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %lo0 = arith.constant 2147483647 : i32
  %hi0 = arith.constant -2147483648 : i32
  %r:2 = scf.for %i = %c0 to %n step %c1 iter_args(%lo = %lo0, %hi = %hi0) -> (i32, i32) {
    %v = memref.load %A[%i] : memref<?xi32>
    %l = arith.minsi %lo, %v : i32
    %h = arith.maxsi %hi, %v : i32
    scf.yield %l, %h : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

func.func @matvec(%A: memref<?x?xf32>, %x: memref<?xf32>, %y: memref<?xf32>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %zero = arith.constant 0.0 : f32
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %A, %c1 : memref<?x?xf32>
  scf.for %i = %c0 to %m step %c1 {
    %dot = scf.for %j = %c0 to %n step %c1 iter_args(%acc = %zero) -> (f32) {
      %a = memref.load %A[%i, %j] : memref<?x?xf32>
      %b = memref.load %x[%j] : memref<?xf32>
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %p : f32
      scf.yield %s : f32
    }
    memref.store %dot, %y[%i] : memref<?xf32>
  }
  return
}

func.func @integer_iv(%lb: i32, %ub: i32, %step: i32) -> i32 {
  %zero = arith.constant 0 : i32
  %r = scf.for %i = %lb to %ub step %step iter_args(%acc = %zero) -> (i32) : i32 {
    %s = arith.addi %acc, %i : i32
    scf.yield %s : i32
  }
  return %r : i32
}

func.func @unsigned_loop(%lb: i64, %ub: i64) -> i64 {
  %c1 = arith.constant 1 : i64
  %r = scf.for unsigned %i = %lb to %ub step %c1 iter_args(%acc = %lb) -> (i64) : i64 {
    %s = arith.xori %acc, %i : i64
    scf.yield %s : i64
  }
  return %r : i64
}

func.func @tensor_carried(%t: tensor<8xf32>, %n: index) -> tensor<8xf32> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %r = scf.for %i = %c0 to %n step %c1 iter_args(%acc = %t) -> (tensor<8xf32>) {
    %d = arith.addf %acc, %acc : tensor<8xf32>
    scf.yield %d : tensor<8xf32>
  }
  return %r : tensor<8xf32>
}
"#,
        r#"module {
  func.func @sum(%arg0: memref<?xf32>, %arg1: index) -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %cst) -> (f32) {
      %1 = memref.load %arg0[%arg2] : memref<?xf32>
      %2 = arith.addf %arg3, %1 : f32
      scf.yield %2 : f32
    }
    return %0 : f32
  }
  func.func @min_max(%arg0: memref<?xi32>, %arg1: index) -> (i32, i32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %c2147483647_i32 = arith.constant 2147483647 : i32
    %c-2147483648_i32 = arith.constant -2147483648 : i32
    %0:2 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %c2147483647_i32, %arg4 = %c-2147483648_i32) -> (i32, i32) {
      %1 = memref.load %arg0[%arg2] : memref<?xi32>
      %2 = arith.minsi %arg3, %1 : i32
      %3 = arith.maxsi %arg4, %1 : i32
      scf.yield %2, %3 : i32, i32
    }
    return %0#0, %0#1 : i32, i32
  }
  func.func @matvec(%arg0: memref<?x?xf32>, %arg1: memref<?xf32>, %arg2: memref<?xf32>) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %cst = arith.constant 0.000000e+00 : f32
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    scf.for %arg3 = %c0 to %dim step %c1 {
      %0 = scf.for %arg4 = %c0 to %dim_0 step %c1 iter_args(%arg5 = %cst) -> (f32) {
        %1 = memref.load %arg0[%arg3, %arg4] : memref<?x?xf32>
        %2 = memref.load %arg1[%arg4] : memref<?xf32>
        %3 = arith.mulf %1, %2 : f32
        %4 = arith.addf %arg5, %3 : f32
        scf.yield %4 : f32
      }
      memref.store %0, %arg2[%arg3] : memref<?xf32>
    }
    return
  }
  func.func @integer_iv(%arg0: i32, %arg1: i32, %arg2: i32) -> i32 {
    %c0_i32 = arith.constant 0 : i32
    %0 = scf.for %arg3 = %arg0 to %arg1 step %arg2 iter_args(%arg4 = %c0_i32) -> (i32)  : i32 {
      %1 = arith.addi %arg4, %arg3 : i32
      scf.yield %1 : i32
    }
    return %0 : i32
  }
  func.func @unsigned_loop(%arg0: i64, %arg1: i64) -> i64 {
    %c1_i64 = arith.constant 1 : i64
    %0 = scf.for unsigned %arg2 = %arg0 to %arg1 step %c1_i64 iter_args(%arg3 = %arg0) -> (i64)  : i64 {
      %1 = arith.xori %arg3, %arg2 : i64
      scf.yield %1 : i64
    }
    return %0 : i64
  }
  func.func @tensor_carried(%arg0: tensor<8xf32>, %arg1: index) -> tensor<8xf32> {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %0 = scf.for %arg2 = %c0 to %arg1 step %c1 iter_args(%arg3 = %arg0) -> (tensor<8xf32>) {
      %1 = arith.addf %arg3, %arg3 : tensor<8xf32>
      scf.yield %1 : tensor<8xf32>
    }
    return %0 : tensor<8xf32>
  }
}

"#,
    );
}

#[test]
fn print_scf_if_while() {
    check_print(
        r#"// scf.if (no results, results, else branches, nesting) and scf.while
// (do-while and while forms, several carried values), plus
// scf.index_switch.
func.func @clamp(%x: f32, %lo: f32, %hi: f32) -> f32 {
  %below = arith.cmpf olt, %x, %lo : f32
  %r = scf.if %below -> (f32) {
    scf.yield %lo : f32
  } else {
    %above = arith.cmpf ogt, %x, %hi : f32
    %inner = scf.if %above -> (f32) {
      scf.yield %hi : f32
    } else {
      scf.yield %x : f32
    }
    scf.yield %inner : f32
  }
  return %r : f32
}

func.func @conditional_store(%c: i1, %A: memref<4xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  scf.if %c {
    memref.store %v, %A[%c0] : memref<4xf32>
  }
  scf.if %c {
    %c1 = arith.constant 1 : index
    memref.store %v, %A[%c1] : memref<4xf32>
  } else {
    %c2 = arith.constant 2 : index
    memref.store %v, %A[%c2] : memref<4xf32>
  }
  return
}

func.func @two_results(%c: i1, %a: i32, %b: i32) -> (i32, i32) {
  %r:2 = scf.if %c -> (i32, i32) {
    scf.yield %a, %b : i32, i32
  } else {
    scf.yield %b, %a : i32, i32
  }
  return %r#0, %r#1 : i32, i32
}

// Collatz steps: a while loop whose condition region computes the test.
func.func @collatz(%n0: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c2 = arith.constant 2 : i64
  %c3 = arith.constant 3 : i64
  %res:2 = scf.while (%n = %n0, %steps = %c0) : (i64, i64) -> (i64, i64) {
    %cont = arith.cmpi sgt, %n, %c1 : i64
    scf.condition(%cont) %n, %steps : i64, i64
  } do {
  ^bb0(%m: i64, %s: i64):
    %rem = arith.remsi %m, %c2 : i64
    %even = arith.cmpi eq, %rem, %c0 : i64
    %next = scf.if %even -> (i64) {
      %h = arith.divsi %m, %c2 : i64
      scf.yield %h : i64
    } else {
      %t = arith.muli %m, %c3 : i64
      %u = arith.addi %t, %c1 : i64
      scf.yield %u : i64
    }
    %s1 = arith.addi %s, %c1 : i64
    scf.yield %next, %s1 : i64, i64
  }
  return %res#1 : i64
}

// A while loop whose "after" region receives a different type than the
// loop carries.
func.func @while_types(%x: i32) -> f32 {
  %c10 = arith.constant 10 : i32
  %r = scf.while (%a = %x) : (i32) -> f32 {
    %f = arith.sitofp %a : i32 to f32
    %lt = arith.cmpi slt, %a, %c10 : i32
    scf.condition(%lt) %f : f32
  } do {
  ^bb0(%f: f32):
    %i = arith.fptosi %f : f32 to i32
    %c1 = arith.constant 1 : i32
    %n = arith.addi %i, %c1 : i32
    scf.yield %n : i32
  }
  return %r : f32
}

func.func @switch(%k: index, %a: f32, %b: f32) -> f32 {
  %r = scf.index_switch %k -> f32
  case 0 {
    %s = arith.addf %a, %b : f32
    scf.yield %s : f32
  }
  case 5 {
    %m = arith.mulf %a, %b : f32
    scf.yield %m : f32
  }
  default {
    scf.yield %a : f32
  }
  return %r : f32
}
"#,
        r#"module {
  func.func @clamp(%arg0: f32, %arg1: f32, %arg2: f32) -> f32 {
    %0 = arith.cmpf olt, %arg0, %arg1 : f32
    %1 = scf.if %0 -> (f32) {
      scf.yield %arg1 : f32
    } else {
      %2 = arith.cmpf ogt, %arg0, %arg2 : f32
      %3 = scf.if %2 -> (f32) {
        scf.yield %arg2 : f32
      } else {
        scf.yield %arg0 : f32
      }
      scf.yield %3 : f32
    }
    return %1 : f32
  }
  func.func @conditional_store(%arg0: i1, %arg1: memref<4xf32>, %arg2: f32) {
    %c0 = arith.constant 0 : index
    scf.if %arg0 {
      memref.store %arg2, %arg1[%c0] : memref<4xf32>
    }
    scf.if %arg0 {
      %c1 = arith.constant 1 : index
      memref.store %arg2, %arg1[%c1] : memref<4xf32>
    } else {
      %c2 = arith.constant 2 : index
      memref.store %arg2, %arg1[%c2] : memref<4xf32>
    }
    return
  }
  func.func @two_results(%arg0: i1, %arg1: i32, %arg2: i32) -> (i32, i32) {
    %0:2 = scf.if %arg0 -> (i32, i32) {
      scf.yield %arg1, %arg2 : i32, i32
    } else {
      scf.yield %arg2, %arg1 : i32, i32
    }
    return %0#0, %0#1 : i32, i32
  }
  func.func @collatz(%arg0: i64) -> i64 {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c2_i64 = arith.constant 2 : i64
    %c3_i64 = arith.constant 3 : i64
    %0:2 = scf.while (%arg1 = %arg0, %arg2 = %c0_i64) : (i64, i64) -> (i64, i64) {
      %1 = arith.cmpi sgt, %arg1, %c1_i64 : i64
      scf.condition(%1) %arg1, %arg2 : i64, i64
    } do {
    ^bb0(%arg1: i64, %arg2: i64):
      %1 = arith.remsi %arg1, %c2_i64 : i64
      %2 = arith.cmpi eq, %1, %c0_i64 : i64
      %3 = scf.if %2 -> (i64) {
        %5 = arith.divsi %arg1, %c2_i64 : i64
        scf.yield %5 : i64
      } else {
        %5 = arith.muli %arg1, %c3_i64 : i64
        %6 = arith.addi %5, %c1_i64 : i64
        scf.yield %6 : i64
      }
      %4 = arith.addi %arg2, %c1_i64 : i64
      scf.yield %3, %4 : i64, i64
    }
    return %0#1 : i64
  }
  func.func @while_types(%arg0: i32) -> f32 {
    %c10_i32 = arith.constant 10 : i32
    %0 = scf.while (%arg1 = %arg0) : (i32) -> f32 {
      %1 = arith.sitofp %arg1 : i32 to f32
      %2 = arith.cmpi slt, %arg1, %c10_i32 : i32
      scf.condition(%2) %1 : f32
    } do {
    ^bb0(%arg1: f32):
      %1 = arith.fptosi %arg1 : f32 to i32
      %c1_i32 = arith.constant 1 : i32
      %2 = arith.addi %1, %c1_i32 : i32
      scf.yield %2 : i32
    }
    return %0 : f32
  }
  func.func @switch(%arg0: index, %arg1: f32, %arg2: f32) -> f32 {
    %0 = scf.index_switch %arg0 -> f32 
    case 0 {
      %1 = arith.addf %arg1, %arg2 : f32
      scf.yield %1 : f32
    }
    case 5 {
      %1 = arith.mulf %arg1, %arg2 : f32
      scf.yield %1 : f32
    }
    default {
      scf.yield %arg1 : f32
    }
    return %0 : f32
  }
}

"#,
    );
}

#[test]
fn print_scf_parallel() {
    check_print(
        r#"// scf.parallel (multi-dimensional, with and without reductions),
// scf.reduce with reduction regions, scf.forall, and scf.execute_region
// with multiple blocks.
func.func @fill2d(%A: memref<?x?xf32>, %v: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %m = memref.dim %A, %c0 : memref<?x?xf32>
  %n = memref.dim %A, %c1 : memref<?x?xf32>
  scf.parallel (%i, %j) = (%c0, %c0) to (%m, %n) step (%c1, %c1) {
    memref.store %v, %A[%i, %j] : memref<?x?xf32>
    scf.reduce
  }
  return
}

func.func @sum_and_max(%A: memref<?xf32>) -> (f32, f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %n = memref.dim %A, %c0 : memref<?xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %r:2 = scf.parallel (%i) = (%c0) to (%n) step (%c1) init (%zero, %ninf) -> (f32, f32) {
    %v = memref.load %A[%i] : memref<?xf32>
    scf.reduce(%v, %v : f32, f32) {
    ^bb0(%lhs: f32, %rhs: f32):
      %s = arith.addf %lhs, %rhs : f32
      scf.reduce.return %s : f32
    }, {
    ^bb0(%lhs: f32, %rhs: f32):
      %m = arith.maximumf %lhs, %rhs : f32
      scf.reduce.return %m : f32
    }
  }
  return %r#0, %r#1 : f32, f32
}

func.func @forall_scale(%A: memref<64x64xf32>, %s: f32) {
  scf.forall (%i, %j) in (64, 64) {
    %v = memref.load %A[%i, %j] : memref<64x64xf32>
    %w = arith.mulf %v, %s : f32
    memref.store %w, %A[%i, %j] : memref<64x64xf32>
  }
  return
}

func.func @execute_region(%c: i1, %a: i32, %b: i32) -> i32 {
  %r = scf.execute_region -> i32 {
    %s = arith.addi %a, %b : i32
    "cf.cond_br"(%c, %s)[^bb1, ^bb2] <{operandSegmentSizes = array<i32: 1, 0, 1>}> : (i1, i32) -> ()
  ^bb1:
    scf.yield %a : i32
  ^bb2(%x: i32):
    %d = arith.muli %x, %x : i32
    scf.yield %d : i32
  }
  %t = scf.execute_region -> i32 no_inline {
    scf.yield %r : i32
  }
  return %t : i32
}
"#,
        r#"module {
  func.func @fill2d(%arg0: memref<?x?xf32>, %arg1: f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?x?xf32>
    %dim_0 = memref.dim %arg0, %c1 : memref<?x?xf32>
    scf.parallel (%arg2, %arg3) = (%c0, %c0) to (%dim, %dim_0) step (%c1, %c1) {
      memref.store %arg1, %arg0[%arg2, %arg3] : memref<?x?xf32>
      scf.reduce 
    }
    return
  }
  func.func @sum_and_max(%arg0: memref<?xf32>) -> (f32, f32) {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %dim = memref.dim %arg0, %c0 : memref<?xf32>
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 0xFF800000 : f32
    %0:2 = scf.parallel (%arg1) = (%c0) to (%dim) step (%c1) init (%cst, %cst_0) -> (f32, f32) {
      %1 = memref.load %arg0[%arg1] : memref<?xf32>
      scf.reduce(%1, %1 : f32, f32) {
      ^bb0(%arg2: f32, %arg3: f32):
        %2 = arith.addf %arg2, %arg3 : f32
        scf.reduce.return %2 : f32
      }, {
      ^bb0(%arg2: f32, %arg3: f32):
        %2 = arith.maximumf %arg2, %arg3 : f32
        scf.reduce.return %2 : f32
      }
    }
    return %0#0, %0#1 : f32, f32
  }
  func.func @forall_scale(%arg0: memref<64x64xf32>, %arg1: f32) {
    scf.forall (%arg2, %arg3) in (64, 64) {
      %0 = memref.load %arg0[%arg2, %arg3] : memref<64x64xf32>
      %1 = arith.mulf %0, %arg1 : f32
      memref.store %1, %arg0[%arg2, %arg3] : memref<64x64xf32>
    }
    return
  }
  func.func @execute_region(%arg0: i1, %arg1: i32, %arg2: i32) -> i32 {
    %0 = scf.execute_region -> i32 {
      %2 = arith.addi %arg1, %arg2 : i32
      cf.cond_br %arg0, ^bb1, ^bb2(%2 : i32)
    ^bb1:  // pred: ^bb0
      scf.yield %arg1 : i32
    ^bb2(%3: i32):  // pred: ^bb0
      %4 = arith.muli %3, %3 : i32
      scf.yield %4 : i32
    }
    %1 = scf.execute_region -> i32 no_inline {
      scf.yield %0 : i32
    }
    return %1 : i32
  }
}

"#,
    );
}

/// A written `else {}` keeps its (empty) block, as mlir-opt 22's scf.if parser does
/// (`ensureTerminator` creates it), so it prints back as `else {}` and printing is a fixed point.
#[test]
fn scf_if_empty_else_is_kept() {
    let src = "func.func @f(%c: i1) {\n  scf.if %c {\n  } else {\n  }\n  return\n}\n";
    let out = ir_common::print_with(src, false);
    assert!(out.contains("} else {"), "{out}");
    assert_eq!(ir_common::print_with(&out, false), out);
}
