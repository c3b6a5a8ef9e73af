//! The math dialect: printing checked against `mlir-opt` 22, round trips through the generic
//! form, and one negative test per verifier rule with its message and line:column.
//!
//! Expected printed texts were produced by `/usr/lib/llvm-22/bin/mlir-opt FILE` on the sources
//! below. Error positions and messages are mlir-opt 22's for the same input (the op name for
//! verifier errors) unless a test says otherwise.

use crate::ir_common;

use ir_common::{check, check_print};

#[test]
fn print_unary_binary() {
    check_print(
        r#"// math dialect: unary and binary floating-point functions (with fastmath
// flags), integer bit-counting ops, fma, and the classification predicates;
// on scalars, vectors and tensors.
func.func @unary_f32(%x: f32) -> f32 {
  %0 = math.sqrt %x : f32
  %1 = math.rsqrt %0 : f32
  %2 = math.exp %1 : f32
  %3 = math.exp2 %2 fastmath<fast> : f32
  %4 = math.expm1 %3 : f32
  %5 = math.log %4 : f32
  %6 = math.log2 %5 : f32
  %7 = math.log10 %6 : f32
  %8 = math.log1p %7 : f32
  %9 = math.sin %8 : f32
  %10 = math.cos %9 : f32
  %11 = math.tan %10 : f32
  %12 = math.tanh %11 : f32
  %13 = math.asin %12 : f32
  %14 = math.acos %13 : f32
  %15 = math.atan %14 : f32
  %16 = math.sinh %15 : f32
  %17 = math.cosh %16 : f32
  %18 = math.erf %17 : f32
  %19 = math.erfc %18 : f32
  %20 = math.absf %19 : f32
  %21 = math.ceil %20 : f32
  %22 = math.floor %21 : f32
  %23 = math.round %22 : f32
  %24 = math.roundeven %23 : f32
  %25 = math.trunc %24 : f32
  %26 = math.cbrt %25 fastmath<nnan, ninf> : f32
  return %26 : f32
}

func.func @binary_f64(%x: f64, %y: f64, %z: f64, %n: i32) -> f64 {
  %0 = math.powf %x, %y : f64
  %1 = math.atan2 %0, %y : f64
  %2 = math.copysign %1, %x : f64
  %3 = math.fpowi %2, %n : f64, i32
  %4 = math.fma %3, %y, %z : f64
  %5 = math.fma %4, %x, %z fastmath<contract> : f64
  return %5 : f64
}

func.func @integer_math(%a: i32, %b: i32) -> (i32, i32, i32, i32, i32) {
  %0 = math.absi %a : i32
  %1 = math.ctlz %a : i32
  %2 = math.cttz %b : i32
  %3 = math.ctpop %a : i32
  %4 = math.ipowi %a, %b : i32
  return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
}

func.func @classify(%x: f32) -> (i1, i1, i1, i1) {
  %0 = math.isnan %x : f32
  %1 = math.isinf %x : f32
  %2 = math.isfinite %x : f32
  %3 = math.isnormal %x : f32
  return %0, %1, %2, %3 : i1, i1, i1, i1
}

func.func @softplus_vec(%v: vector<8xf32>) -> vector<8xf32> {
  %one = arith.constant dense<1.000000e+00> : vector<8xf32>
  %e = math.exp %v : vector<8xf32>
  %s = arith.addf %e, %one : vector<8xf32>
  %l = math.log %s fastmath<afn> : vector<8xf32>
  return %l : vector<8xf32>
}

func.func @gelu_tensor(%t: tensor<?x128xf32>) -> tensor<?x128xf32> {
  %0 = math.tanh %t : tensor<?x128xf32>
  %1 = math.powf %0, %t : tensor<?x128xf32>
  %2 = math.erf %1 : tensor<?x128xf32>
  return %2 : tensor<?x128xf32>
}
"#,
        r#"module {
  func.func @unary_f32(%arg0: f32) -> f32 {
    %0 = math.sqrt %arg0 : f32
    %1 = math.rsqrt %0 : f32
    %2 = math.exp %1 : f32
    %3 = math.exp2 %2 fastmath<fast> : f32
    %4 = math.expm1 %3 : f32
    %5 = math.log %4 : f32
    %6 = math.log2 %5 : f32
    %7 = math.log10 %6 : f32
    %8 = math.log1p %7 : f32
    %9 = math.sin %8 : f32
    %10 = math.cos %9 : f32
    %11 = math.tan %10 : f32
    %12 = math.tanh %11 : f32
    %13 = math.asin %12 : f32
    %14 = math.acos %13 : f32
    %15 = math.atan %14 : f32
    %16 = math.sinh %15 : f32
    %17 = math.cosh %16 : f32
    %18 = math.erf %17 : f32
    %19 = math.erfc %18 : f32
    %20 = math.absf %19 : f32
    %21 = math.ceil %20 : f32
    %22 = math.floor %21 : f32
    %23 = math.round %22 : f32
    %24 = math.roundeven %23 : f32
    %25 = math.trunc %24 : f32
    %26 = math.cbrt %25 fastmath<nnan,ninf> : f32
    return %26 : f32
  }
  func.func @binary_f64(%arg0: f64, %arg1: f64, %arg2: f64, %arg3: i32) -> f64 {
    %0 = math.powf %arg0, %arg1 : f64
    %1 = math.atan2 %0, %arg1 : f64
    %2 = math.copysign %1, %arg0 : f64
    %3 = math.fpowi %2, %arg3 : f64, i32
    %4 = math.fma %3, %arg1, %arg2 : f64
    %5 = math.fma %4, %arg0, %arg2 fastmath<contract> : f64
    return %5 : f64
  }
  func.func @integer_math(%arg0: i32, %arg1: i32) -> (i32, i32, i32, i32, i32) {
    %0 = math.absi %arg0 : i32
    %1 = math.ctlz %arg0 : i32
    %2 = math.cttz %arg1 : i32
    %3 = math.ctpop %arg0 : i32
    %4 = math.ipowi %arg0, %arg1 : i32
    return %0, %1, %2, %3, %4 : i32, i32, i32, i32, i32
  }
  func.func @classify(%arg0: f32) -> (i1, i1, i1, i1) {
    %0 = math.isnan %arg0 : f32
    %1 = math.isinf %arg0 : f32
    %2 = math.isfinite %arg0 : f32
    %3 = math.isnormal %arg0 : f32
    return %0, %1, %2, %3 : i1, i1, i1, i1
  }
  func.func @softplus_vec(%arg0: vector<8xf32>) -> vector<8xf32> {
    %cst = arith.constant dense<1.000000e+00> : vector<8xf32>
    %0 = math.exp %arg0 : vector<8xf32>
    %1 = arith.addf %0, %cst : vector<8xf32>
    %2 = math.log %1 fastmath<afn> : vector<8xf32>
    return %2 : vector<8xf32>
  }
  func.func @gelu_tensor(%arg0: tensor<?x128xf32>) -> tensor<?x128xf32> {
    %0 = math.tanh %arg0 : tensor<?x128xf32>
    %1 = math.powf %0, %arg0 : tensor<?x128xf32>
    %2 = math.erf %1 : tensor<?x128xf32>
    return %2 : tensor<?x128xf32>
  }
}

"#,
    );
}

#[test]
fn rejects_float_operand() {
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = math.sqrt %i : i32
  return
}
"#,
        2,
        8,
        r#"'math.sqrt' op operand #0 must be floating-point-like, but got 'i32'"#,
    );
}

#[test]
fn rejects_int_operand() {
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = math.ctlz %x : f32
  return
}
"#,
        2,
        8,
        r#"'math.ctlz' op operand #0 must be signless-integer-like, but got 'f32'"#,
    );
}

#[test]
fn rejects_same_types() {
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = "math.powf"(%x, %d) <{fastmath = #arith.fastmath<none>}> : (f32, f64) -> f32
  return
}
"#,
        2,
        8,
        r#"'math.powf' op requires the same type for all operands and results"#,
    );
}

#[test]
fn rejects_fma_result() {
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = "math.fma"(%x, %x, %x) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f64
  return
}
"#,
        2,
        8,
        r#"'math.fma' op requires the same type for all operands and results"#,
    );
}

#[test]
fn rejects_operand_count() {
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = "math.exp"(%x, %x) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  return
}
"#,
        2,
        8,
        r#"'math.exp' op requires a single operand"#,
    );
}

#[test]
fn rejects_classify_result() {
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = "math.isnan"(%x) <{fastmath = #arith.fastmath<none>}> : (f32) -> i32
  return
}
"#,
        2,
        8,
        r#"'math.isnan' op result #0 must be bool-like, but got 'i32'"#,
    );
}

#[test]
fn rejects_fpowi_shape() {
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = math.fpowi %v, %i : vector<4xf32>, i32
  return
}
"#,
        2,
        8,
        r#"'math.fpowi' op requires the same shape for all operands and results"#,
    );
}

#[test]
fn rejects_fpowi_int() {
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = math.fpowi %x, %d : f32, f64
  return
}
"#,
        2,
        8,
        r#"'math.fpowi' op operand #1 must be signless-integer-like, but got 'f64'"#,
    );
}

#[test]
fn rejects_bad_flag() {
    // mlir-opt 22 words this differently (or accepts it); tessera's message.
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = math.exp %x fastmath<quick> : f32
  return
}
"#,
        2,
        20,
        r#"expected one of [none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast] for arith fastmath flags, got 'quick'"#,
    );
}

#[test]
fn rejects_fastmath_kind() {
    // mlir-opt 22 words this differently (or accepts it); tessera's message.
    check(
        r#"func.func @f(%x: f32, %i: i32, %v: vector<4xf32>, %d: f64) {
  %0 = "math.exp"(%x) <{fastmath = 1 : i32}> : (f32) -> f32
  return
}
"#,
        2,
        8,
        r#"'math.exp' op attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags"#,
    );
}
