//! Interpreter errors name the operation and its source position (line:col counted by hand in
//! the programs below), and are values, never a crash of the host process.

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::codegen::{Error, ExecErrorKind};
use tessera::ir::{parse, verify, Registry};

fn run_src(src: &str, entry: &str, sizes: &[(&str, &str)]) -> Result<Vec<ArgValue>, Error> {
    let reg = Registry::standard();
    let m = parse(src, reg).expect("parse");
    verify(&m, reg).expect("verify");
    let sizes: Vec<(String, String)> = sizes
        .iter()
        .map(|(a, b)| (a.to_string(), b.to_string()))
        .collect();
    let args = entry_args(&m, entry, Fill::Zero, &sizes)?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    interp::run(&m, entry, &mut vals)
}

fn expect_err(
    src: &str,
    entry: &str,
    sizes: &[(&str, &str)],
    kind: ExecErrorKind,
    op: &str,
    line: u32,
    col: u32,
) -> Error {
    let e = run_src(src, entry, sizes).expect_err("must fail");
    assert_eq!(e.exec_kind(), Some(kind), "{e}");
    assert_eq!(e.op(), Some(op), "{e}");
    let p = e.pos().expect("position");
    assert_eq!((p.line, p.col), (line, col), "{e}");
    let text = e.render("prog.mlir");
    assert!(
        text.starts_with(&format!("prog.mlir:{line}:{col}: error: '{op}'")),
        "{text}"
    );
    e
}

#[test]
fn out_of_bounds_affine_load() {
    // The load at line 3, column 10 reads A[i + 1] for i = 7: index 8 of an 8-element memref.
    let src = "func.func @f(%A: memref<8xf64>) {\n  affine.for %i = 0 to 8 {\n    %v = affine.load %A[%i + 1] : memref<8xf64>\n    affine.store %v, %A[%i] : memref<8xf64>\n  }\n  return\n}\n";
    let e = expect_err(
        src,
        "f",
        &[],
        ExecErrorKind::OutOfBounds,
        "affine.load",
        3,
        10,
    );
    assert!(e.message().contains("[8]"), "{e}");
}

#[test]
fn out_of_bounds_store_through_subview() {
    // A 2x2 subview of a 4x4 buffer; storing at [2, 0] of the view is out of bounds even though
    // the underlying buffer has the element.
    let src = "func.func @f(%A: memref<4x4xf32>, %x: f32) {\n  %c0 = arith.constant 0 : index\n  %c2 = arith.constant 2 : index\n  %s = memref.subview %A[1, 1] [2, 2] [1, 1] : memref<4x4xf32> to memref<2x2xf32, strided<[4, 1], offset: 5>>\n  memref.store %x, %s[%c2, %c0] : memref<2x2xf32, strided<[4, 1], offset: 5>>\n  return\n}\n";
    expect_err(
        src,
        "f",
        &[],
        ExecErrorKind::OutOfBounds,
        "memref.store",
        5,
        3,
    );
}

#[test]
fn division_by_zero() {
    let src = "func.func @f(%a: i32, %b: i32) -> i32 {\n  %q = arith.divsi %a, %b : i32\n  return %q : i32\n}\n";
    expect_err(
        src,
        "f",
        &[("a", "7"), ("b", "0")],
        ExecErrorKind::DivisionByZero,
        "arith.divsi",
        2,
        8,
    );
    let src = "func.func @f(%a: index) -> index {\n  %c0 = arith.constant 0 : index\n  %r = arith.remui %a, %c0 : index\n  return %r : index\n}\n";
    expect_err(
        src,
        "f",
        &[("a", "5")],
        ExecErrorKind::DivisionByZero,
        "arith.remui",
        3,
        8,
    );
    // Signed overflow: -2^31 / -1 in i32.
    let src = "func.func @f(%a: i32, %b: i32) -> i32 {\n  %q = arith.divsi %a, %b : i32\n  return %q : i32\n}\n";
    expect_err(
        src,
        "f",
        &[("a", "-2147483648"), ("b", "-1")],
        ExecErrorKind::Undefined,
        "arith.divsi",
        2,
        8,
    );
    // A well-defined case for contrast: floordivsi(-7, 2) = -4.
    let src = "func.func @f(%a: i32, %b: i32) -> i32 {\n  %q = arith.floordivsi %a, %b : i32\n  return %q : i32\n}\n";
    let r = run_src(src, "f", &[("a", "-7"), ("b", "2")]).unwrap();
    assert_eq!(
        r,
        vec![ArgValue::Int {
            value: -4,
            width: 32
        }]
    );
}

#[test]
fn uninitialised_read_of_alloc() {
    // Element 3 is never written: the load at line 7, column 8 must fail; element 2 was written.
    let src = "func.func @f() -> f64 {\n  %m = memref.alloc() : memref<4xf64>\n  %c2 = arith.constant 2 : index\n  %c3 = arith.constant 3 : index\n  %x = arith.constant 1.5 : f64\n  memref.store %x, %m[%c2] : memref<4xf64>\n  %v = memref.load %m[%c3] : memref<4xf64>\n  return %v : f64\n}\n";
    let e = expect_err(
        src,
        "f",
        &[],
        ExecErrorKind::Uninitialized,
        "memref.load",
        7,
        8,
    );
    assert!(e.message().contains("[3]"), "{e}");
    let ok = src.replace("%m[%c3]", "%m[%c2]");
    assert_eq!(run_src(&ok, "f", &[]).unwrap(), vec![ArgValue::F64(1.5)]);
}

#[test]
fn use_after_dealloc() {
    let src = "func.func @f() {\n  %m = memref.alloc() : memref<4xf64>\n  %c0 = arith.constant 0 : index\n  %x = arith.constant 1.5 : f64\n  memref.dealloc %m : memref<4xf64>\n  memref.store %x, %m[%c0] : memref<4xf64>\n  return\n}\n";
    expect_err(
        src,
        "f",
        &[],
        ExecErrorKind::UseAfterFree,
        "memref.store",
        6,
        3,
    );
}

#[test]
fn unbounded_recursion_is_an_error() {
    let src = "func.func @f(%n: index) -> index {\n  %r = func.call @f(%n) : (index) -> index\n  return %r : index\n}\n";
    let e = expect_err(
        src,
        "f",
        &[("n", "1")],
        ExecErrorKind::RecursionLimit,
        "func.call",
        2,
        8,
    );
    assert!(
        e.message().contains(&interp::MAX_CALL_DEPTH.to_string()),
        "{e}"
    );
}

#[test]
fn bounded_recursion_runs() {
    // factorial(10) = 3628800, computed recursively with scf.if.
    let src = "func.func @fact(%n: i64) -> i64 {\n  %c1 = arith.constant 1 : i64\n  %le = arith.cmpi sle, %n, %c1 : i64\n  %r = scf.if %le -> (i64) {\n    scf.yield %c1 : i64\n  } else {\n    %m = arith.subi %n, %c1 : i64\n    %f = func.call @fact(%m) : (i64) -> i64\n    %p = arith.muli %n, %f : i64\n    scf.yield %p : i64\n  }\n  return %r : i64\n}\n";
    assert_eq!(
        run_src(src, "fact", &[("n", "10")]).unwrap(),
        vec![ArgValue::Int {
            value: 3_628_800,
            width: 64
        }]
    );
}

#[test]
fn affine_parallel_reduces_in_order_and_integer_ops_wrap() {
    // Over i = 0..6: sum of i = 15 (addi, i32); product of (i + 1) in i8 = 720 mod 256 = 208,
    // which is -48 as a signed i8 (muli wraps at the width).
    let src = "func.func @f() -> (i32, i8) {\n  %r:2 = affine.parallel (%i) = (0) to (6) reduce (\"addi\", \"muli\") -> (i32, i8) {\n    %v = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)\n    %w = arith.index_cast %v : index to i8\n    %u = arith.index_cast %i : index to i32\n    affine.yield %u, %w : i32, i8\n  }\n  return %r#0, %r#1 : i32, i8\n}\n";
    let want = vec![
        ArgValue::Int {
            value: 15,
            width: 32,
        },
        ArgValue::Int {
            value: -48,
            width: 8,
        },
    ];
    assert_eq!(run_src(src, "f", &[]).unwrap(), want);
    // The same after lower-affine (scf.parallel with identity inits and scf.reduce).
    let reg = Registry::standard();
    let mut m = parse(src, reg).unwrap();
    tessera::transforms::parse_pipeline("lower-affine")
        .unwrap()
        .run(&mut m)
        .unwrap();
    verify(&m, reg).unwrap();
    assert_eq!(interp::run(&m, "f", &mut []).unwrap(), want);
}

#[test]
fn alloca_dies_with_its_function() {
    // @make returns its alloca; reading it in the caller (line 9, column 8) is a use after
    // the buffer's lifetime ended.
    let src = "func.func @make() -> memref<2xf64> {\n  %m = memref.alloca() : memref<2xf64>\n  return %m : memref<2xf64>\n}\n\nfunc.func @f() -> f64 {\n  %m = func.call @make() : () -> memref<2xf64>\n  %c0 = arith.constant 0 : index\n  %v = memref.load %m[%c0] : memref<2xf64>\n  return %v : f64\n}\n";
    expect_err(
        src,
        "f",
        &[],
        ExecErrorKind::UseAfterFree,
        "memref.load",
        9,
        8,
    );
}
