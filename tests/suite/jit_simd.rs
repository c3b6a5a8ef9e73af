//! The JIT's vectorised (128-bit SIMD) and unrolled innermost loops against the reference
//! interpreter: bit-identical results and buffers, and on a fault the same error with the
//! buffers the interpreter leaves. Hand cases: every remainder length and zero-trip loops,
//! each element type, iteration arguments through unrolled copies, the same buffer at an
//! offset (`A[i + 1] = A[i] + ..`, through views and through a function given one buffer
//! twice: vectorising these would change the results), a non-unit stride behind an
//! identity-layout type, faults falling back to the plain loop; and random elementwise loops
//! over shifted cells of one or two buffers.

use proptest::prelude::*;
use tessera::codegen::Executable;

use tessera::codegen::buffer::ElemType;
use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{seeded_bits, ArgValue};
use tessera::codegen::ExecErrorKind;

use crate::jit_opt_common;
use jit_opt_common::{assert_err, both, buf};

/// `C[r, i] = A[r, i] * B[r, i] + s - A[r, 0]` for i in lo..hi (f64: two lanes).
const AXPY: &str = r#"func.func @f(%A: memref<3x11xT>, %B: memref<3x11xT>, %C: memref<3x11xT>, %r: index, %lo: index, %hi: index, %s: T) {
  affine.for %i = %lo to %hi {
    %a = affine.load %A[%r, %i] : memref<3x11xT>
    %b = affine.load %B[%r, %i] : memref<3x11xT>
    %a0 = affine.load %A[%r, 0] : memref<3x11xT>
    %p = arith.MUL %a, %b : T
    %q = arith.ADD %p, %s : T
    %t = arith.SUB %q, %a0 : T
    %k = arith.constant 3 : T
    %u = arith.ADD %t, %k : T
    affine.store %u, %C[%r, %i] : memref<3x11xT>
  }
  return
}
"#;

fn axpy(ty: &str) -> String {
    let float = ty.starts_with('f');
    let k = if float { "3.0" } else { "3" };
    AXPY.replace("T", ty)
        .replace("MUL", if float { "mulf" } else { "muli" })
        .replace("ADD", if float { "addf" } else { "addi" })
        .replace("SUB", if float { "subf" } else { "subi" })
        .replace("constant 3 :", &format!("constant {k} :"))
}

fn scalar(ty: &str, x: i64) -> ArgValue {
    match ty {
        "f64" => ArgValue::F64(x as f64 * 0.3),
        "f32" => ArgValue::F32(x as f32 * 0.3),
        "i32" => ArgValue::Int {
            value: x,
            width: 32,
        },
        _ => ArgValue::Int {
            value: x,
            width: 64,
        },
    }
}

#[test]
fn every_remainder_length_and_zero_trip_loops() {
    for (ty, elem) in [
        ("f64", ElemType::F64),
        ("f32", ElemType::F32),
        ("i32", ElemType::I32),
        ("i64", ElemType::I64),
    ] {
        let src = axpy(ty);
        for lo in [0i64, 1, 2, 3] {
            for len in -1i64..=9 {
                let hi = (lo + len).min(11);
                let args = [
                    buf(elem, &[3, 11]),
                    buf(elem, &[3, 11]),
                    buf(elem, &[3, 11]),
                    ArgValue::Index(1),
                    ArgValue::Index(lo),
                    ArgValue::Index(hi),
                    scalar(ty, 5),
                ];
                both(&src, "f", &args).expect("runs");
            }
        }
    }
}

#[test]
fn an_invariant_value_stored_along_a_row() {
    // The stored value is defined outside the loop: broadcast to every lane.
    let src = r#"func.func @f(%X: memref<2x9xf32>, %v: f32, %r: index, %n: index) {
  affine.for %i = 0 to %n {
    affine.store %v, %X[%r, %i] : memref<2x9xf32>
  }
  return
}
"#;
    for n in 0..=10 {
        let args = [
            buf(ElemType::F32, &[2, 9]),
            ArgValue::F32(-2.5),
            ArgValue::Index(1),
            ArgValue::Index(n),
        ];
        let r = both(src, "f", &args);
        assert_eq!(r.is_ok(), n <= 9, "n = {n}");
    }
}

#[test]
fn faults_fall_back_to_the_plain_loop() {
    // hi past the row (i = 11 is out of bounds): the pre-check fails and the plain loop
    // faults at i = 11 after storing C[r, lo..11).
    let src = axpy("f64");
    let args = |lo: i64, hi: i64, r: i64| {
        [
            buf(ElemType::F64, &[3, 11]),
            buf(ElemType::F64, &[3, 11]),
            buf(ElemType::F64, &[3, 11]),
            ArgValue::Index(r),
            ArgValue::Index(lo),
            ArgValue::Index(hi),
            ArgValue::F64(0.5),
        ]
    };
    assert_err(
        both(&src, "f", &args(2, 13, 1)),
        ExecErrorKind::OutOfBounds,
        "affine.load",
        3,
    );
    // A negative start.
    assert_err(
        both(&src, "f", &args(-1, 5, 0)),
        ExecErrorKind::OutOfBounds,
        "affine.load",
        3,
    );
    // A row out of bounds.
    assert_err(
        both(&src, "f", &args(0, 5, 3)),
        ExecErrorKind::OutOfBounds,
        "affine.load",
        3,
    );
}

#[test]
fn a_cell_written_then_read_by_the_next_iteration_is_not_vectorised() {
    // A[i + 1] = A[i] * c + A[i + 1]: iteration i + 1 reads what iteration i wrote. Two
    // lanes at once would read the old A[i + 1]; the results must stay the interpreter's.
    for (ty, elem, mul, add) in [
        ("f64", ElemType::F64, "mulf", "addf"),
        ("f32", ElemType::F32, "mulf", "addf"),
        ("i32", ElemType::I32, "muli", "addi"),
    ] {
        let c = if ty.starts_with('f') { "1.5" } else { "3" };
        let src = format!(
            r#"func.func @f(%A: memref<12x{ty}>, %n: index) {{
  %c = arith.constant {c} : {ty}
  affine.for %i = 0 to %n {{
    %a = affine.load %A[%i] : memref<12x{ty}>
    %b = affine.load %A[%i + 1] : memref<12x{ty}>
    %p = arith.{mul} %a, %c : {ty}
    %s = arith.{add} %p, %b : {ty}
    affine.store %s, %A[%i + 1] : memref<12x{ty}>
  }}
  return
}}
"#
        );
        for n in 0..=11 {
            both(&src, "f", &[buf(elem, &[12]), ArgValue::Index(n)]).expect("runs");
        }
        // Reading ahead (A[i] = A[i + 1] + ..) and the same cell read then written are
        // independent across iterations and agree too.
        let ahead = src.replace("affine.store %s, %A[%i + 1]", "affine.store %s, %A[%i]");
        for n in 0..=11 {
            both(&ahead, "f", &[buf(elem, &[12]), ArgValue::Index(n)]).expect("runs");
        }
    }
}

#[test]
fn views_and_aliased_arguments_at_an_offset_are_not_vectorised() {
    // %V = A[o..]: V[i] = A[i] + 1 with o = 1 is A[i + 1] = A[i] + 1.
    let src = r#"func.func @f(%A: memref<12xf64>, %o: index, %n: index) {
  %V = memref.subview %A[%o] [8] [1] : memref<12xf64> to memref<8xf64, strided<[1], offset: ?>>
  %one = arith.constant 1.0 : f64
  affine.for %i = 0 to %n {
    %a = affine.load %A[%i] : memref<12xf64>
    %s = arith.addf %a, %one : f64
    affine.store %s, %V[%i] : memref<8xf64, strided<[1], offset: ?>>
  }
  return
}
"#;
    for (o, n) in [(1, 8), (2, 7), (0, 5), (4, 3)] {
        both(
            src,
            "f",
            &[
                buf(ElemType::F64, &[12]),
                ArgValue::Index(o),
                ArgValue::Index(n),
            ],
        )
        .expect("runs");
    }
    // @g(a, b) called with b a view of a at offset 1: b[i] = a[i] * 2 is a[i+1] = a[i] * 2.
    let src = r#"func.func @g(%a: memref<?xf64>, %b: memref<?xf64, strided<[?], offset: ?>>, %n: index) {
  %two = arith.constant 2.0 : f64
  affine.for %i = 0 to %n {
    %x = affine.load %a[%i] : memref<?xf64>
    %y = arith.mulf %x, %two : f64
    affine.store %y, %b[%i] : memref<?xf64, strided<[?], offset: ?>>
  }
  return
}
func.func @main(%X: memref<12xf64>, %n: index) {
  %V = memref.subview %X[1] [11] [1] : memref<12xf64> to memref<11xf64, strided<[1], offset: 1>>
  %b = memref.cast %V : memref<11xf64, strided<[1], offset: 1>> to memref<?xf64, strided<[?], offset: ?>>
  %a = memref.cast %X : memref<12xf64> to memref<?xf64>
  %c = memref.cast %X : memref<12xf64> to memref<?xf64, strided<[?], offset: ?>>
  func.call @g(%a, %b, %n) : (memref<?xf64>, memref<?xf64, strided<[?], offset: ?>>, index) -> ()
  func.call @g(%a, %c, %n) : (memref<?xf64>, memref<?xf64, strided<[?], offset: ?>>, index) -> ()
  return
}
"#;
    for n in [0, 1, 2, 5, 11] {
        both(
            src,
            "main",
            &[buf(ElemType::F64, &[12]), ArgValue::Index(n)],
        )
        .expect("runs");
    }
    // The view at offset 1 cast to the identity layout (offset 0 by its type): MLIR's cast
    // asserts the offset, so both engines fail at the cast (line 14).
    let cast = src
        .replace(
            "%b: memref<?xf64, strided<[?], offset: ?>>, %n",
            "%b: memref<?xf64>, %n",
        )
        .replace(
            "affine.store %y, %b[%i] : memref<?xf64, strided<[?], offset: ?>>",
            "affine.store %y, %b[%i] : memref<?xf64>",
        )
        .replace(
            "to memref<?xf64, strided<[?], offset: ?>>\n  %a",
            "to memref<?xf64>\n  %a",
        )
        .replace(
            "func.call @g(%a, %b, %n) : (memref<?xf64>, memref<?xf64, strided<[?], offset: ?>>, index)",
            "func.call @g(%a, %b, %n) : (memref<?xf64>, memref<?xf64>, index)",
        )
        .replace(
            "%c = memref.cast %X : memref<12xf64> to memref<?xf64, strided<[?], offset: ?>>\n  ",
            "",
        )
        .replace(
            "  func.call @g(%a, %c, %n) : (memref<?xf64>, memref<?xf64, strided<[?], offset: ?>>, index) -> ()\n",
            "",
        );
    assert!(cast.contains("to memref<?xf64>\n  %a"), "{cast}");
    let e = both(
        &cast,
        "main",
        &[buf(ElemType::F64, &[12]), ArgValue::Index(5)],
    )
    .expect_err("the cast fails");
    assert!(
        e.message()
            .contains("(offset 1, strides [1]) to the identity layout"),
        "{e}"
    );
}

#[test]
fn iteration_arguments_flow_through_unrolled_copies() {
    // A float sum (not vectorised: a reduction) with steps 1..3 and every length.
    let src = r#"func.func @f(%X: memref<13xf64>, %Y: memref<13xf64>, %lo: index, %hi: index) -> f64 {
  %z = arith.constant 0.25 : f64
  %r = affine.for %i = %lo to %hi step S iter_args(%acc = %z) -> (f64) {
    %x = affine.load %X[%i] : memref<13xf64>
    %p = arith.mulf %x, %acc : f64
    %s = arith.addf %acc, %x : f64
    %t = arith.addf %s, %p : f64
    affine.store %t, %Y[%i] : memref<13xf64>
    affine.yield %t : f64
  }
  return %r : f64
}
"#;
    for step in 1..=3 {
        let s = src.replace("step S", &format!("step {step}"));
        for lo in [-2i64, 0, 1] {
            for hi in 0..=14 {
                let _ = both(
                    &s,
                    "f",
                    &[
                        buf(ElemType::F64, &[13]),
                        buf(ElemType::F64, &[13]),
                        ArgValue::Index(lo),
                        ArgValue::Index(hi),
                    ],
                );
            }
        }
    }
}

#[test]
fn faults_inside_an_unrolled_body() {
    // X[i] = 0 at i = 2 (k % 7 - 2): the division fails in the third iteration, inside an
    // unrolled copy; C[0] (promoted) and Y[0..2] hold the interpreter's values.
    let src = r#"func.func @f(%C: memref<2xi32>, %X: memref<9xi32>, %Y: memref<9xi32>, %n: index) {
  affine.for %i = 0 to %n {
    %c = affine.load %C[0] : memref<2xi32>
    %x = affine.load %X[%i] : memref<9xi32>
    %q = arith.divsi %c, %x : i32
    %s = arith.addi %c, %q : i32
    affine.store %s, %C[0] : memref<2xi32>
    affine.store %q, %Y[%i] : memref<9xi32>
  }
  return
}
"#;
    let args = |n| {
        [
            buf(ElemType::I32, &[2]),
            buf(ElemType::I32, &[9]),
            buf(ElemType::I32, &[9]),
            ArgValue::Index(n),
        ]
    };
    both(src, "f", &args(2)).expect("runs");
    for n in [3, 4, 8, 9] {
        assert_err(
            both(src, "f", &args(n)),
            ExecErrorKind::DivisionByZero,
            "arith.divsi",
            5,
        );
    }
}

#[test]
fn a_non_unit_stride_is_not_vectorised_nor_cast_to_the_identity_layout() {
    // Every second element of A: @g's descriptor has last stride 2, so the run-time stride
    // test keeps the loop scalar (two contiguous lanes would update A[0], A[1] instead of
    // A[0], A[2]).
    let src = r#"func.func @g(%a: memref<?xf64, strided<[?], offset: ?>>, %n: index) {
  %one = arith.constant 1.0 : f64
  affine.for %i = 0 to %n {
    %x = affine.load %a[%i] : memref<?xf64, strided<[?], offset: ?>>
    %y = arith.addf %x, %one : f64
    affine.store %y, %a[%i] : memref<?xf64, strided<[?], offset: ?>>
  }
  return
}
func.func @main(%A: memref<12xf64>, %n: index) {
  %V = memref.subview %A[0] [6] [2] : memref<12xf64> to memref<6xf64, strided<[2]>>
  %c = memref.cast %V : memref<6xf64, strided<[2]>> to memref<?xf64, strided<[?], offset: ?>>
  func.call @g(%c, %n) : (memref<?xf64, strided<[?], offset: ?>>, index) -> ()
  return
}
"#;
    for n in [0, 1, 2, 5, 6] {
        both(
            src,
            "main",
            &[buf(ElemType::F64, &[12]), ArgValue::Index(n)],
        )
        .expect("runs");
    }
    // Cast on to the identity layout (stride 1 by its type): MLIR's cast asserts the
    // strides, so both engines fail at that cast.
    let cast = r#"func.func @main(%A: memref<12xf64>) {
  %V = memref.subview %A[0] [6] [2] : memref<12xf64> to memref<6xf64, strided<[2]>>
  %c = memref.cast %V : memref<6xf64, strided<[2]>> to memref<?xf64, strided<[?], offset: ?>>
  %d = memref.cast %c : memref<?xf64, strided<[?], offset: ?>> to memref<?xf64>
  return
}
"#;
    let e = both(cast, "main", &[buf(ElemType::F64, &[12])]).expect_err("the cast fails");
    assert!(
        e.message()
            .contains("(offset 0, strides [2]) to the identity layout"),
        "{e}"
    );
}

#[test]
fn innermost_affine_parallel_loops() {
    // A sequential one-dimensional affine.parallel without reductions is versioned and
    // vectorised like an affine.for; every remainder length, and a shifted self-update
    // (iterations not independent: must keep the interpreter's forward order).
    let src = r#"func.func @f(%A: memref<4x13xf32>, %B: memref<4x13xf32>, %lo: index, %hi: index) {
  %c = arith.constant 0.5 : f32
  affine.for %r = 0 to 4 {
    affine.parallel (%i) = (%lo) to (%hi) {
      %a = affine.load %A[%r, %i] : memref<4x13xf32>
      %b = affine.load %B[%r, %i] : memref<4x13xf32>
      %p = arith.mulf %a, %c : f32
      %s = arith.subf %p, %b : f32
      affine.store %s, %B[%r, %i] : memref<4x13xf32>
    }
  }
  return
}
"#;
    let shifted = src
        .replace(
            "%b = affine.load %B[%r, %i]",
            "%b = affine.load %B[%r, %i + 1]",
        )
        .replace(
            "affine.store %s, %B[%r, %i]",
            "affine.store %s, %B[%r, %i + 2]",
        );
    for prog in [src.to_string(), shifted] {
        for lo in [0i64, 1] {
            for hi in 0..=11 {
                both(
                    &prog,
                    "f",
                    &[
                        buf(ElemType::F32, &[4, 13]),
                        buf(ElemType::F32, &[4, 13]),
                        ArgValue::Index(lo),
                        ArgValue::Index(hi),
                    ],
                )
                .expect("runs");
            }
        }
        // Past the row: the pre-check fails, the plain loop faults at the first load.
        let r = both(
            &prog,
            "f",
            &[
                buf(ElemType::F32, &[4, 13]),
                buf(ElemType::F32, &[4, 13]),
                ArgValue::Index(2),
                ArgValue::Index(14),
            ],
        );
        assert!(r.is_err());
    }
}

#[test]
fn outlined_parallel_chunks_are_vectorised_too() {
    // On two threads the outermost affine.parallel runs in chunks, each versioned and
    // vectorised; the iterations are independent, so every order gives the interpreter's
    // buffers. The last call's range is past the array: the fault is the interpreter's.
    let src = r#"func.func @f(%A: memref<301xf64>, %B: memref<301xf64>, %lo: index, %hi: index) {
  %c = arith.constant 0.75 : f64
  affine.parallel (%i) = (%lo) to (%hi) {
    %a = affine.load %A[%i] : memref<301xf64>
    %b = affine.load %B[%i] : memref<301xf64>
    %p = arith.mulf %a, %c : f64
    %s = arith.divf %p, %b : f64
    affine.store %s, %B[%i] : memref<301xf64>
  }
  return
}
"#;
    let m = jit_opt_common::module(src);
    let c = jit::compile(
        &m,
        JitOptions {
            threads: 2,
            ..JitOptions::default()
        },
    )
    .expect("compiles");
    for (lo, hi) in [(0, 301), (1, 300), (3, 4), (5, 5), (7, 0), (2, 299)] {
        let args = [
            buf(ElemType::F64, &[301]),
            buf(ElemType::F64, &[301]),
            ArgValue::Index(lo),
            ArgValue::Index(hi),
        ];
        let (mut a, mut b) = (args.to_vec(), args.to_vec());
        let ri = interp::run(&m, "f", &mut a);
        let rj = c.call("f", &mut b);
        assert_eq!(ri, rj, "[{lo}, {hi})");
        assert!(a == b, "[{lo}, {hi}): buffers differ");
    }
    let mut b = vec![
        buf(ElemType::F64, &[301]),
        buf(ElemType::F64, &[301]),
        ArgValue::Index(0),
        ArgValue::Index(302),
    ];
    let e = c.call("f", &mut b).expect_err("out of bounds");
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::OutOfBounds), "{e}");
}

/// A deterministic stream of choices.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self.0.wrapping_add(1);
        seeded_bits(self.0) % n.max(1)
    }
}

/// A random elementwise loop (`affine.for`, or `affine.parallel` run in order on one thread)
/// over two f64, f32 or i32 buffers, reading and writing cells shifted by -1..2 along the
/// last dimension (so iterations are sometimes dependent) and invariant cells, with a random
/// start and length (sometimes empty, sometimes past the rows).
fn program(seed: u64) -> (String, ElemType) {
    let mut r = Rng(seed);
    let (ty, elem, ops) = match r.below(3) {
        0 => ("f64", ElemType::F64, ["addf", "subf", "mulf", "divf"]),
        1 => ("f32", ElemType::F32, ["addf", "subf", "mulf", "divf"]),
        _ => ("i32", ElemType::I32, ["addi", "subi", "muli", "addi"]),
    };
    let t = format!("memref<2x16x{ty}>");
    // An affine.for, or an affine.parallel (run in order on one thread: the same program).
    let head = if r.below(3) == 0 {
        "affine.parallel (%i) = (%lo) to (%hi)"
    } else {
        "affine.for %i = %lo to %hi"
    };
    let mut s = format!(
        "func.func @f(%A: {t}, %B: {t}, %r: index, %lo: index, %hi: index, %x: {ty}) {{\n  {head} {{\n"
    );
    let mut vals = vec!["%x".to_string()];
    for n in 0..(2 + r.below(6)) {
        let mem = ["%A", "%B"][r.below(2) as usize];
        let shift = r.below(4) as i64 - 1;
        let idx = match shift {
            -1 => "%i - 1".to_string(),
            0 => "%i".to_string(),
            k => format!("%i + {k}"),
        };
        let row = ["%r", "0", "1"][r.below(3) as usize];
        match r.below(4) {
            0 => {
                s += &format!("    %v{n} = affine.load {mem}[{row}, {idx}] : {t}\n");
                vals.push(format!("%v{n}"));
            }
            1 => {
                s += &format!("    %v{n} = affine.load {mem}[{row}, 3] : {t}\n");
                vals.push(format!("%v{n}"));
            }
            2 => {
                let a = &vals[r.below(vals.len() as u64) as usize];
                let b = &vals[r.below(vals.len() as u64) as usize];
                let op = ops[r.below(4) as usize];
                s += &format!("    %v{n} = arith.{op} {a}, {b} : {ty}\n");
                vals.push(format!("%v{n}"));
            }
            _ => {
                let a = &vals[r.below(vals.len() as u64) as usize];
                if a != "%x" {
                    s += &format!("    affine.store {a}, {mem}[{row}, {idx}] : {t}\n");
                }
            }
        }
    }
    let a = vals.last().cloned().unwrap_or_default();
    if a != "%x" {
        s += &format!("    affine.store {a}, %A[%r, %i] : {t}\n");
    }
    s += "  }\n  return\n}\n";
    (s, elem)
}

fn run_random(seed: u64) -> Result<bool, TestCaseError> {
    let (src, elem) = program(seed);
    let mut r = Rng(seed ^ 0xfeed);
    let lo = r.below(4) as i64;
    let hi = lo + r.below(15) as i64 - 1;
    let x = match elem {
        ElemType::F64 => ArgValue::F64(1.25),
        ElemType::F32 => ArgValue::F32(1.25),
        _ => ArgValue::Int {
            value: 3,
            width: 32,
        },
    };
    let args = [
        buf(elem, &[2, 16]),
        buf(elem, &[2, 16]),
        ArgValue::Index(r.below(2) as i64),
        ArgValue::Index(lo),
        ArgValue::Index(hi),
        x,
    ];
    let out = std::panic::catch_unwind(|| both(&src, "f", &args))
        .map_err(|_| TestCaseError::fail(format!("seed {seed}")))?;
    Ok(out.is_err())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]
    #[test]
    fn random_elementwise_loops_agree(seed in any::<u64>()) {
        run_random(seed)?;
    }
}

#[test]
fn random_generator_hits_both_outcomes() {
    let mut failed = 0;
    for seed in 0..80 {
        failed += usize::from(run_random(seed).unwrap_or_else(|e| panic!("{e}")));
    }
    assert!((3..=77).contains(&failed), "{failed} of 80 programs failed");
}
