//! The JIT's run-time checks against the reference interpreter: out-of-bounds accesses
//! (affine, memref, vector, subview), shape errors of copies and subviews, float-to-integer
//! conversions out of range, and errors raised deep in a call chain all end the call with
//! the interpreter's error (same kind, operation, location and message) instead of
//! corrupting memory, and leave the argument buffers as the interpreter leaves them.

use tessera::codegen::buffer::{Buffer, ElemType};
use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::ArgValue;
use tessera::codegen::Executable;
use tessera::codegen::{Error, ExecErrorKind};
use tessera::ir::{parse, verify, Module, Registry};

fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}", e.render("t.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}", e.render("t.mlir", src)));
    m
}

/// A memref argument of `shape` holding `0, 1, 2, ...` (row-major).
fn iota(elem: ElemType, shape: &[usize]) -> ArgValue {
    let mut b = Buffer::zeroed(elem, shape).expect("buffer");
    for k in 0..b.len() {
        if elem.is_float() {
            b.set_f64(k, k as f64).expect("set");
        } else {
            b.set_int(k, k as i64).expect("set");
        }
    }
    ArgValue::Memref(b)
}

/// Runs `entry` in both engines (JIT with `threads` threads, bounds checks on); asserts
/// both give the same outcome and leave the arguments alike; returns the outcome.
fn both(src: &str, entry: &str, args: &[ArgValue], threads: usize) -> Result<Vec<ArgValue>, Error> {
    let m = module(src);
    let mut a = args.to_vec();
    let mut b = args.to_vec();
    let ri = interp::run(&m, entry, &mut a);
    let opts = JitOptions {
        threads,
        ..JitOptions::default()
    };
    assert!(opts.bounds_checks, "bounds checks are on by default");
    let c = jit::compile(&m, opts).unwrap_or_else(|e| panic!("{e}"));
    let rj = c.call(entry, &mut b);
    assert_eq!(ri, rj, "@{entry}: interpreter vs JIT");
    let bufs = |v: &[ArgValue]| -> Vec<Buffer> {
        v.iter().filter_map(|x| x.as_buffer().cloned()).collect()
    };
    assert!(
        bufs(&a) == bufs(&b),
        "@{entry}: the engines leave different argument buffers"
    );
    rj
}

/// Asserts `r` is an out-of-bounds error of `op` at `line`:`col` with `message`.
fn assert_err(
    r: Result<Vec<ArgValue>, Error>,
    kind: ExecErrorKind,
    op: &str,
    at: (u32, u32),
    message: &str,
) {
    let e = r.expect_err("the call must fail");
    assert_eq!(e.exec_kind(), Some(kind), "{e}");
    assert_eq!(e.op(), Some(op), "{e}");
    let p = e.pos().expect("position");
    assert_eq!((p.line, p.col), at, "{e}");
    assert_eq!(e.message(), message, "{e}");
}

const OOB: ExecErrorKind = ExecErrorKind::OutOfBounds;

#[test]
fn affine_load_and_store_out_of_bounds() {
    let src = r#"func.func @ld(%A: memref<4x3xf64>, %i: index, %j: index) -> f64 {
  %x = affine.load %A[%i, %j + 1] : memref<4x3xf64>
  return %x : f64
}
func.func @st(%A: memref<4xf64>) {
  %c = arith.constant 7.0 : f64
  affine.for %i = 0 to 6 {
    affine.store %c, %A[%i] : memref<4xf64>
  }
  return
}
"#;
    let a = iota(ElemType::F64, &[4, 3]);
    // In bounds: element [3, 2] = 11.
    let r = both(
        src,
        "ld",
        &[a.clone(), ArgValue::Index(3), ArgValue::Index(1)],
        1,
    );
    assert_eq!(r, Ok(vec![ArgValue::F64(11.0)]));
    // j + 1 = 3 is past the last column (size 3).
    let r = both(
        src,
        "ld",
        &[a.clone(), ArgValue::Index(0), ArgValue::Index(2)],
        1,
    );
    assert_err(
        r,
        OOB,
        "affine.load",
        (2, 8),
        "access out of bounds: index [0, 3] into memref of shape [4, 3]",
    );
    // A negative index is out of bounds (the unsigned compare sees a huge value).
    let r = both(src, "ld", &[a, ArgValue::Index(-1), ArgValue::Index(0)], 1);
    assert_err(
        r,
        OOB,
        "affine.load",
        (2, 8),
        "access out of bounds: index [-1, 1] into memref of shape [4, 3]",
    );
    // The loop stores 0..3, then fails at 4 (both engines leave 7.0 in all four elements:
    // `both` compares the buffers).
    let r = both(src, "st", &[iota(ElemType::F64, &[4])], 1);
    assert_err(
        r,
        OOB,
        "affine.store",
        (8, 5),
        "access out of bounds: index [4] into memref of shape [4]",
    );
}

#[test]
fn memref_load_and_store_out_of_bounds_on_dynamic_shapes() {
    let src = r#"func.func @f(%A: memref<?x?xi32>, %i: index, %j: index, %v: i32) -> i32 {
  memref.store %v, %A[%j, %i] : memref<?x?xi32>
  %x = memref.load %A[%i, %j] : memref<?x?xi32>
  return %x : i32
}
"#;
    let a = iota(ElemType::I32, &[3, 5]);
    let v = ArgValue::Int {
        value: -9,
        width: 32,
    };
    // Store [1, 2] (= -9), load [2, 1] = 11.
    let r = both(
        src,
        "f",
        &[a.clone(), ArgValue::Index(2), ArgValue::Index(1), v.clone()],
        1,
    );
    assert_eq!(
        r,
        Ok(vec![ArgValue::Int {
            value: 11,
            width: 32
        }])
    );
    // Store [4, 1]: row 4 of 3.
    let r = both(
        src,
        "f",
        &[a.clone(), ArgValue::Index(1), ArgValue::Index(4), v.clone()],
        1,
    );
    assert_err(
        r,
        OOB,
        "memref.store",
        (2, 3),
        "access out of bounds: index [4, 1] into memref of shape [3, 5]",
    );
    // Store [2, 2], then load it back.
    let r = both(src, "f", &[a, ArgValue::Index(2), ArgValue::Index(2), v], 1);
    assert_eq!(
        r,
        Ok(vec![ArgValue::Int {
            value: -9,
            width: 32
        }])
    );
    let src2 = r#"func.func @g(%A: memref<?xi32>, %i: index) -> i32 {
  %x = memref.load %A[%i] : memref<?xi32>
  return %x : i32
}
"#;
    let r = both(
        src2,
        "g",
        &[iota(ElemType::I32, &[5]), ArgValue::Index(5)],
        1,
    );
    assert_err(
        r,
        OOB,
        "memref.load",
        (2, 8),
        "access out of bounds: index [5] into memref of shape [5]",
    );
}

#[test]
fn vector_accesses_out_of_bounds_report_the_first_lane_outside() {
    let src = r#"func.func @simd(%A: memref<8xf64>, %i: index) -> f64 {
  %v = vector.load %A[%i] : memref<8xf64>, vector<2xf64>
  %s = vector.reduction <add>, %v : vector<2xf64> into f64
  return %s : f64
}
func.func @lanes(%A: memref<2x8xf32>, %r: index, %i: index) {
  %c = arith.constant dense<1.5> : vector<3xf32>
  vector.store %c, %A[%r, %i] : memref<2x8xf32>, vector<3xf32>
  return
}
func.func @aff(%A: memref<8xf64>, %i: index) -> f64 {
  %v = affine.vector_load %A[%i + 2] : memref<8xf64>, vector<2xf64>
  %s = vector.reduction <add>, %v : vector<2xf64> into f64
  return %s : f64
}
"#;
    let a = iota(ElemType::F64, &[8]);
    assert_eq!(
        both(src, "simd", &[a.clone(), ArgValue::Index(6)], 1),
        Ok(vec![ArgValue::F64(13.0)])
    );
    // Lanes 7 and 8: lane 8 is the first outside.
    let r = both(src, "simd", &[a.clone(), ArgValue::Index(7)], 1);
    assert_err(
        r,
        OOB,
        "vector.load",
        (2, 8),
        "access out of bounds: index [8] into memref of shape [8]",
    );
    // A base outside: lane 0 is reported.
    let r = both(src, "simd", &[a.clone(), ArgValue::Index(-3)], 1);
    assert_err(
        r,
        OOB,
        "vector.load",
        (2, 8),
        "access out of bounds: index [-3] into memref of shape [8]",
    );
    // Scalarised store of 3 lanes at 6: lanes 6, 7 written by the interpreter before lane 8
    // fails; the JIT checks all lanes first. Compare errors only (buffers differ by design).
    let m = module(src);
    let c = jit::compile(&m, JitOptions::default()).expect("compile");
    let args = [
        iota(ElemType::F32, &[2, 8]),
        ArgValue::Index(1),
        ArgValue::Index(6),
    ];
    let (mut x, mut y) = (args.to_vec(), args.to_vec());
    let ri = interp::run(&m, "lanes", &mut x);
    let rj = c.call("lanes", &mut y);
    assert_eq!(ri, rj);
    assert_err(
        rj,
        OOB,
        "vector.store",
        (8, 3),
        "access out of bounds: index [1, 8] into memref of shape [2, 8]",
    );
    // Row out of bounds: lane 0 reported.
    let r = both(
        src,
        "lanes",
        &[
            iota(ElemType::F32, &[2, 8]),
            ArgValue::Index(2),
            ArgValue::Index(0),
        ],
        1,
    );
    assert_err(
        r,
        OOB,
        "vector.store",
        (8, 3),
        "access out of bounds: index [2, 0] into memref of shape [2, 8]",
    );
    let r = both(src, "aff", &[a, ArgValue::Index(5)], 1);
    assert_err(
        r,
        OOB,
        "affine.vector_load",
        (12, 8),
        "access out of bounds: index [8] into memref of shape [8]",
    );
}

#[test]
fn subview_accesses_are_checked_against_the_view() {
    let src = r#"func.func @f(%A: memref<8xf64>, %o: index, %i: index) -> f64 {
  %v = memref.subview %A[%o] [4] [1] : memref<8xf64> to memref<4xf64, strided<[1], offset: ?>>
  %x = memref.load %v[%i] : memref<4xf64, strided<[1], offset: ?>>
  return %x : f64
}
"#;
    let a = iota(ElemType::F64, &[8]);
    assert_eq!(
        both(
            src,
            "f",
            &[a.clone(), ArgValue::Index(2), ArgValue::Index(3)],
            1
        ),
        Ok(vec![ArgValue::F64(5.0)])
    );
    // Index 4 of the 4-element view: inside the buffer, outside the view.
    let r = both(
        src,
        "f",
        &[a.clone(), ArgValue::Index(2), ArgValue::Index(4)],
        1,
    );
    assert_err(
        r,
        OOB,
        "memref.load",
        (3, 8),
        "access out of bounds: index [4] into memref of shape [4]",
    );
    // The view itself leaves the buffer: elements 6..10 of 8.
    let r = both(src, "f", &[a, ArgValue::Index(6), ArgValue::Index(0)], 1);
    assert_err(
        r,
        OOB,
        "memref.subview",
        (2, 8),
        "subview dimension 0 (offset 6, size 4, stride 1) exceeds size 8",
    );
}

#[test]
fn copy_between_different_shapes_fails() {
    let src = r#"func.func @f(%A: memref<?xf64>, %B: memref<?xf64>) {
  memref.copy %A, %B : memref<?xf64> to memref<?xf64>
  return
}
"#;
    let ok = both(
        src,
        "f",
        &[iota(ElemType::F64, &[3]), iota(ElemType::F64, &[3])],
        1,
    );
    assert_eq!(ok, Ok(vec![]));
    let r = both(
        src,
        "f",
        &[iota(ElemType::F64, &[5]), iota(ElemType::F64, &[3])],
        1,
    );
    assert_err(
        r,
        OOB,
        "memref.copy",
        (2, 3),
        "copy between shapes [5] and [3]",
    );
}

#[test]
fn errors_in_callees_unwind_through_memref_results() {
    // Each level returns the memref its callee returned and reads it: past the call-depth
    // limit the innermost call fails, and no caller may read through the (zero) descriptor.
    let src = r#"func.func @r(%n: index, %A: memref<4xf64>) -> memref<4xf64> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %z = arith.cmpi eq, %n, %c0 : index
  %res = scf.if %z -> (memref<4xf64>) {
    scf.yield %A : memref<4xf64>
  } else {
    %m = arith.subi %n, %c1 : index
    %B = func.call @r(%m, %A) : (index, memref<4xf64>) -> memref<4xf64>
    %x = memref.load %B[%c1] : memref<4xf64>
    %y = arith.addf %x, %x : f64
    memref.store %y, %B[%c1] : memref<4xf64>
    scf.yield %B : memref<4xf64>
  }
  return %res : memref<4xf64>
}
func.func @main(%n: index, %A: memref<4xf64>) -> f64 {
  %c1 = arith.constant 1 : index
  %B = func.call @r(%n, %A) : (index, memref<4xf64>) -> memref<4xf64>
  %x = memref.load %B[%c1] : memref<4xf64>
  return %x : f64
}
"#;
    // Shallow: 10 doublings of A[1] = 1.
    let r = both(
        src,
        "main",
        &[ArgValue::Index(10), iota(ElemType::F64, &[4])],
        1,
    );
    assert_eq!(r, Ok(vec![ArgValue::F64(1024.0)]));
    let m = module(src);
    let c = jit::compile(&m, JitOptions::default()).expect("compile");
    let mut b = vec![ArgValue::Index(100_000), iota(ElemType::F64, &[4])];
    let e = c.call("main", &mut b).expect_err("too deep");
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::RecursionLimit), "{e}");
    let mut a = vec![ArgValue::Index(100_000), iota(ElemType::F64, &[4])];
    let ei = interp::run(&m, "main", &mut a).expect_err("too deep");
    assert_eq!(ei.exec_kind(), Some(ExecErrorKind::RecursionLimit), "{ei}");
    // No level past the failure doubled A[1]: the buffer is untouched in both engines.
    assert!(a == b);
    assert_eq!(b[1], iota(ElemType::F64, &[4]));
}

#[test]
fn errors_inside_loops_after_a_call_stop_the_loop() {
    // The callee divides by (3 - i): at i = 3 it fails; the caller's later stores must not
    // happen (the interpreter stops there too).
    let src = r#"func.func @d(%i: index) -> index {
  %c3 = arith.constant 3 : index
  %c12 = arith.constant 12 : index
  %q = arith.subi %c3, %i : index
  %r = arith.divsi %c12, %q : index
  return %r : index
}
func.func @f(%A: memref<6xindex>) {
  affine.for %i = 0 to 6 {
    %r = func.call @d(%i) : (index) -> index
    affine.store %r, %A[%i] : memref<6xindex>
  }
  return
}
"#;
    let r = both(src, "f", &[iota(ElemType::Index, &[6])], 1);
    let e = r.expect_err("division by zero");
    assert_eq!(e.op(), Some("arith.divsi"));
}

#[test]
fn out_of_bounds_in_a_parallel_loop() {
    let src = r#"func.func @f(%A: memref<16xf64>) {
  affine.parallel (%i) = (0) to (17) {
    %x = affine.load %A[%i] : memref<16xf64>
    %y = arith.addf %x, %x : f64
    affine.store %y, %A[%i] : memref<16xf64>
  }
  return
}
"#;
    let m = module(src);
    for threads in [1, 2] {
        let c = jit::compile(
            &m,
            JitOptions {
                threads,
                ..JitOptions::default()
            },
        )
        .expect("compile");
        let mut b = vec![iota(ElemType::F64, &[16])];
        let e = c.call("f", &mut b).expect_err("index 16");
        assert_eq!(e.exec_kind(), Some(OOB));
        assert_eq!(e.op(), Some("affine.load"));
        assert_eq!(
            e.message(),
            "access out of bounds: index [16] into memref of shape [16]"
        );
    }
    let mut a = vec![iota(ElemType::F64, &[16])];
    let ei = interp::run(&m, "f", &mut a).expect_err("index 16");
    assert_eq!(
        ei.message(),
        "access out of bounds: index [16] into memref of shape [16]"
    );
}

#[test]
fn float_to_int_conversions_match_the_interpreter() {
    let src = r#"func.func @si(%x: f64) -> i32 {
  %r = arith.fptosi %x : f64 to i32
  return %r : i32
}
func.func @ui(%x: f32) -> i8 {
  %r = arith.fptoui %x : f32 to i8
  return %r : i8
}
func.func @si64(%x: f64) -> i64 {
  %r = arith.fptosi %x : f64 to i64
  return %r : i64
}
"#;
    // In range after truncation toward zero: [-2^31, 2^31) for i32, [0, 256) for u8,
    // [-2^63, 2^63) for i64 (hand-derived from the interpreter's rule).
    let i32v = |v: i64| ArgValue::Int {
        value: v,
        width: 32,
    };
    for (x, want) in [
        (2147483647.9, Some(2147483647)),
        (-2147483648.9, Some(-2147483648)),
        (-0.99, Some(0)),
        (2147483648.0, None),
        (-2147483649.0, None),
        (f64::NAN, None),
        (f64::INFINITY, None),
        (3e9, None),
    ] {
        let r = both(src, "si", &[ArgValue::F64(x)], 1);
        match want {
            Some(v) => assert_eq!(r, Ok(vec![i32v(v)]), "{x}"),
            None => assert_err(
                r,
                ExecErrorKind::Undefined,
                "arith.fptosi",
                (2, 8),
                "float-to-integer conversion out of range",
            ),
        }
    }
    for (x, want) in [
        (255.5f32, Some(-1)),
        (-0.5, Some(0)),
        (256.0, None),
        (-1.0, None),
        (f32::NAN, None),
    ] {
        let r = both(src, "ui", &[ArgValue::F32(x)], 1);
        match want {
            // 255 as an i8 reads back sign-extended.
            Some(v) => assert_eq!(r, Ok(vec![ArgValue::Int { value: v, width: 8 }]), "{x}"),
            None => assert_err(
                r,
                ExecErrorKind::Undefined,
                "arith.fptoui",
                (6, 8),
                "float-to-integer conversion out of range",
            ),
        }
    }
    let two63 = 9223372036854775808.0f64;
    let r = both(src, "si64", &[ArgValue::F64(-two63)], 1);
    assert_eq!(
        r,
        Ok(vec![ArgValue::Int {
            value: i64::MIN,
            width: 64
        }])
    );
    let r = both(src, "si64", &[ArgValue::F64(two63)], 1);
    assert_err(
        r,
        ExecErrorKind::Undefined,
        "arith.fptosi",
        (10, 8),
        "float-to-integer conversion out of range",
    );
}

#[test]
fn allocations_of_negative_or_overflowing_size_fail() {
    // 2^32 x 2^32 f64 elements: the byte count overflows i64 (it would wrap to 0 bytes and
    // the descriptor would claim sizes the buffer does not have).
    let src = r#"func.func @f(%n: index, %m: index) -> f64 {
  %c0 = arith.constant 0 : index
  %A = memref.alloc(%n, %m) : memref<?x?xf64>
  %c = arith.constant 1.0 : f64
  memref.store %c, %A[%c0, %c0] : memref<?x?xf64>
  %x = memref.load %A[%c0, %c0] : memref<?x?xf64>
  memref.dealloc %A : memref<?x?xf64>
  return %x : f64
}
"#;
    let m = module(src);
    let c = jit::compile(&m, JitOptions::default()).expect("compile");
    let ok = c.call("f", &mut [ArgValue::Index(2), ArgValue::Index(3)]);
    assert_eq!(ok, Ok(vec![ArgValue::F64(1.0)]));
    for (n, k) in [(-1i64, 3i64), (1 << 32, 1 << 32), (3, i64::MAX)] {
        let mut args = [ArgValue::Index(n), ArgValue::Index(k)];
        let ej = c.call("f", &mut args).expect_err("allocation must fail");
        let ei = interp::run(&m, "f", &mut args).expect_err("allocation must fail");
        for e in [&ej, &ei] {
            assert_eq!(e.exec_kind(), Some(ExecErrorKind::Allocation), "{e}");
            assert_eq!(e.op(), Some("memref.alloc"), "{e}");
        }
    }
}

#[test]
fn deallocations_never_free_foreign_or_freed_buffers() {
    let src = r#"func.func @arg(%A: memref<4xf64>) -> f64 {
  %c1 = arith.constant 1 : index
  %x = memref.load %A[%c1] : memref<4xf64>
  memref.dealloc %A : memref<4xf64>
  return %x : f64
}
func.func @twice() -> f64 {
  %c1 = arith.constant 1 : index
  %B = memref.alloc() : memref<4xf64>
  %v = arith.constant 2.5 : f64
  memref.store %v, %B[%c1] : memref<4xf64>
  %x = memref.load %B[%c1] : memref<4xf64>
  memref.dealloc %B : memref<4xf64>
  memref.dealloc %B : memref<4xf64>
  return %x : f64
}
func.func @shared() -> (memref<2xf64>, memref<2xf64>) {
  %B = memref.alloc() : memref<2xf64>
  %c1 = arith.constant 1 : index
  %v = arith.constant 2.5 : f64
  memref.store %v, %B[%c1] : memref<2xf64>
  return %B, %B : memref<2xf64>, memref<2xf64>
}
func.func @freed() -> memref<2xf64> {
  %B = memref.alloc() : memref<2xf64>
  memref.dealloc %B : memref<2xf64>
  return %B : memref<2xf64>
}
"#;
    let m = module(src);
    let c = jit::compile(&m, JitOptions::default()).expect("compile");
    // Deallocating an argument does not free the caller's buffer.
    let r = c.call("arg", &mut [iota(ElemType::F64, &[4])]);
    assert_eq!(r, Ok(vec![ArgValue::F64(1.0)]));
    // A second dealloc is not a second free (the interpreter reports it; the JIT ignores it).
    assert_eq!(c.call("twice", &mut []), Ok(vec![ArgValue::F64(2.5)]));
    let ei = interp::run(&m, "twice", &mut []).expect_err("twice");
    assert_eq!(ei.exec_kind(), Some(ExecErrorKind::UseAfterFree));
    // Two results sharing one buffer: read both, free it once.
    let mut want = Buffer::zeroed(ElemType::F64, &[2]).expect("buffer");
    want.set_f64(1, 2.5).expect("set");
    let want = ArgValue::Memref(want);
    assert_eq!(c.call("shared", &mut []), Ok(vec![want.clone(), want]));
    // A deallocated buffer is not read back.
    let e = c.call("freed", &mut []).expect_err("freed");
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::UseAfterFree), "{e}");
}

#[test]
fn checks_proven_by_constant_loop_bounds_are_the_only_ones_left_out() {
    // The first nest stays inside 6x5 (no check needed); the second reaches row 6 through
    // `%i + 1` of a loop whose range alone does not prove it, and must still fail.
    let src = r#"func.func @f(%A: memref<6x5xf64>) {
  affine.for %i = 0 to 6 {
    affine.for %j = 1 to 5 {
      %x = affine.load %A[%i, %j - 1] : memref<6x5xf64>
      affine.store %x, %A[%i, %j] : memref<6x5xf64>
    }
  }
  affine.for %i = 0 to 6 {
    %y = affine.load %A[%i + 1, 4] : memref<6x5xf64>
    affine.store %y, %A[%i, 0] : memref<6x5xf64>
  }
  return
}
"#;
    let r = both(src, "f", &[iota(ElemType::F64, &[6, 5])], 1);
    assert_err(
        r,
        OOB,
        "affine.load",
        (9, 10),
        "access out of bounds: index [6, 4] into memref of shape [6, 5]",
    );
}
