//! Parallel loops under the JIT: affine.parallel and scf.parallel with reductions on 1-4
//! threads against the interpreter (integers: equal on every thread count; floats: bit for
//! bit on one thread, and on several threads equal to the chunked sum the runtime documents);
//! run-time and compile-time errors.

use tessera::codegen::buffer::{Buffer, ElemType};
use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::codegen::ExecErrorKind;
use tessera::codegen::Executable;
use tessera::codegen::{Error, JitErrorKind};
use tessera::ir::{parse, verify, Module, Registry};

fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}", e.render("test.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}", e.render("test.mlir", src)));
    m
}

fn seeded(m: &Module, entry: &str, seed: u64) -> Vec<ArgValue> {
    entry_args(m, entry, Fill::Seeded(seed), &[])
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect()
}

fn jit_run(m: &Module, entry: &str, args: &mut [ArgValue], threads: usize) -> Vec<ArgValue> {
    let c = jit::compile(
        m,
        JitOptions {
            threads,
            optimize: true,
            bounds_checks: true,
        },
    )
    .unwrap_or_else(|e| panic!("{e}"));
    c.call(entry, args).unwrap_or_else(|e| panic!("{e}"))
}

const INT_REDUCTIONS: &str = r#"
func.func @red(%A: memref<37x11xi64>) -> (i64, i64, i64) {
  %r:3 = affine.parallel (%i, %j) = (0, 0) to (37, 11) reduce ("addi", "andi", "ori") -> (i64, i64, i64) {
    %v = affine.load %A[%i, %j] : memref<37x11xi64>
    %w = arith.muli %v, %v : i64
    %k = arith.index_cast %i : index to i64
    %x = arith.addi %w, %k : i64
    affine.yield %x, %v, %x : i64, i64, i64
  }
  return %r#0, %r#1, %r#2 : i64, i64, i64
}
"#;

#[test]
fn integer_reductions_equal_the_interpreter_on_any_thread_count() {
    let m = module(INT_REDUCTIONS);
    let mut a = seeded(&m, "red", 11);
    let want = interp::run(&m, "red", &mut a).expect("interp");
    // Independent check of the first result: sum of v*v + i.
    let buf = a[0].as_buffer().expect("memref");
    let mut s = 0i64;
    for k in 0..buf.len() {
        let v = buf.get_int(k).expect("elem");
        s += v * v + (k / 11) as i64;
    }
    assert_eq!(
        want[0],
        ArgValue::Int {
            value: s,
            width: 64
        }
    );
    for threads in 1..=4 {
        let mut b = seeded(&m, "red", 11);
        assert_eq!(
            jit_run(&m, "red", &mut b, threads),
            want,
            "{threads} threads"
        );
    }
}

const FLOAT_SUM: &str = r#"
func.func @fsum(%A: memref<1000xf64>) -> f64 {
  %r = affine.parallel (%i) = (0) to (1000) reduce ("addf") -> (f64) {
    %v = affine.load %A[%i] : memref<1000xf64>
    affine.yield %v : f64
  }
  return %r : f64
}
"#;

#[test]
fn float_sum_is_sequential_on_one_thread_and_chunked_on_several() {
    let m = module(FLOAT_SUM);
    let mut a = seeded(&m, "fsum", 5);
    let want = interp::run(&m, "fsum", &mut a).expect("interp");
    let mut b = seeded(&m, "fsum", 5);
    assert_eq!(jit_run(&m, "fsum", &mut b, 1), want);
    let buf = a[0].as_buffer().expect("memref");
    let x: Vec<f64> = (0..1000).map(|k| buf.get_f64(k).expect("elem")).collect();
    for threads in 2..=4usize {
        // The runtime's partition: `threads` contiguous chunks, chunk c covering iterations
        // [c*n/threads, (c+1)*n/threads); each summed from 0.0, then the partials left to right.
        let n = x.len();
        let parts: Vec<f64> = (0..threads)
            .map(|c| {
                x[c * n / threads..(c + 1) * n / threads]
                    .iter()
                    .fold(0.0, |s, v| s + v)
            })
            .collect();
        let chunked = parts[1..].iter().fold(parts[0], |s, v| s + v);
        let mut b = seeded(&m, "fsum", 5);
        let got = jit_run(&m, "fsum", &mut b, threads);
        assert_eq!(got, vec![ArgValue::F64(chunked)], "{threads} threads");
        if let (ArgValue::F64(g), ArgValue::F64(w)) = (&got[0], &want[0]) {
            assert!(
                (g - w).abs() <= 1e-12 * w.abs(),
                "{threads} threads: {g} vs {w}"
            );
        }
    }
}

const SCF_PARALLEL: &str = r#"
func.func @scf(%A: memref<50x7xi32>, %B: memref<7x50xi32>, %init: i32) -> i32 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c7 = arith.constant 7 : index
  %c50 = arith.constant 50 : index
  %r = scf.parallel (%i, %j) = (%c0, %c0) to (%c50, %c7) step (%c1, %c1) init (%init) -> i32 {
    %v = memref.load %A[%i, %j] : memref<50x7xi32>
    %w = arith.muli %v, %v : i32
    memref.store %w, %B[%j, %i] : memref<7x50xi32>
    scf.reduce(%v : i32) {
    ^bb0(%a: i32, %b: i32):
      %m = arith.muli %a, %c2x : i32
      %s = arith.addi %m, %b : i32
      scf.reduce.return %s : i32
    }
  }
  return %r : i32
}
"#;

#[test]
fn scf_parallel_with_stores_and_an_init_value() {
    // A reduction that is not associative-commutative (a*2 + b) and uses a value of the
    // body: the JIT runs such a loop sequentially whatever the thread count.
    let src = SCF_PARALLEL.replace(
        "    %v = memref.load",
        "    %c2x = arith.constant 2 : i32\n    %v = memref.load",
    );
    let m = module(&src);
    let mut a = seeded(&m, "scf", 2);
    let want = interp::run(&m, "scf", &mut a).expect("interp");
    let mut b = seeded(&m, "scf", 2);
    assert_eq!(jit_run(&m, "scf", &mut b, 1), want);
    assert_eq!(a, b);
    for threads in 2..=3 {
        let mut b = seeded(&m, "scf", 2);
        assert_eq!(
            jit_run(&m, "scf", &mut b, threads),
            want,
            "{threads} threads"
        );
        assert_eq!(a, b, "{threads} threads: stores");
    }
}

#[test]
fn lowered_parallel_loops_run_the_same() {
    // lower-affine turns affine.parallel into scf.parallel + scf.reduce.
    let mut m = module(INT_REDUCTIONS);
    let mut a = seeded(&m, "red", 4);
    let want = interp::run(&m, "red", &mut a).expect("interp");
    tessera::transforms::parse_pipeline("lower-affine")
        .and_then(|p| p.run(&mut m))
        .expect("lower-affine");
    verify(&m, Registry::standard()).expect("verifies");
    for threads in [1, 2, 4] {
        let mut b = seeded(&m, "red", 4);
        assert_eq!(
            jit_run(&m, "red", &mut b, threads),
            want,
            "{threads} threads"
        );
    }
}

#[test]
fn empty_and_nested_parallel_loops() {
    let src = r#"
func.func @f(%A: memref<6x5xf32>, %n: index) -> f32 {
  %r = affine.parallel (%i) = (0) to (symbol(%n)) reduce ("mulf") -> (f32) {
    %c = arith.constant 3.0 : f32
    affine.yield %c : f32
  }
  affine.parallel (%i) = (0) to (6) {
    affine.parallel (%j) = (0) to (5) {
      %v = affine.load %A[%i, %j] : memref<6x5xf32>
      %w = arith.addf %v, %r : f32
      affine.store %w, %A[%i, %j] : memref<6x5xf32>
    }
  }
  return %r : f32
}
"#;
    let m = module(src);
    for n in [0i64, 2] {
        let mut a = seeded(&m, "f", 9);
        a[1] = ArgValue::Index(n);
        let want = interp::run(&m, "f", &mut a).expect("interp");
        // Empty range: the identity 1.0; two iterations: 9.0.
        assert_eq!(want[0], ArgValue::F32(if n == 0 { 1.0 } else { 9.0 }));
        for threads in [1, 3] {
            let mut b = seeded(&m, "f", 9);
            b[1] = ArgValue::Index(n);
            assert_eq!(jit_run(&m, "f", &mut b, threads), want);
            assert_eq!(a, b);
        }
    }
}

#[test]
fn division_by_zero_is_an_error_naming_the_op() {
    let src = "func.func @d(%a: i32, %b: i32) -> i32 {\n  %q = arith.divsi %a, %b : i32\n  return %q : i32\n}\n";
    let m = module(src);
    let c = jit::compile(&m, JitOptions::default()).expect("compiles");
    let mut args = vec![
        ArgValue::Int {
            value: 7,
            width: 32,
        },
        ArgValue::Int {
            value: 0,
            width: 32,
        },
    ];
    let e = c.call("d", &mut args).expect_err("division by zero");
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::DivisionByZero));
    assert_eq!(e.op(), Some("arith.divsi"));
    assert_eq!(e.pos().map(|p| (p.line, p.col)), Some((2, 8)));
    // The next call is unaffected.
    args[1] = ArgValue::Int {
        value: -2,
        width: 32,
    };
    assert_eq!(
        c.call("d", &mut args).expect("runs"),
        vec![ArgValue::Int {
            value: -3,
            width: 32
        }]
    );
    // Signed overflow.
    let mut args = vec![
        ArgValue::Int {
            value: i64::from(i32::MIN),
            width: 32,
        },
        ArgValue::Int {
            value: -1,
            width: 32,
        },
    ];
    let e = c.call("d", &mut args).expect_err("overflow");
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::Undefined));
}

#[test]
fn unsupported_ops_are_compile_errors_with_location() {
    let src = "func.func @u(%a: index) -> index {\n  %c = arith.constant 1 : index\n  %r:2 = affine.delinearize_index %a into (2, 3) : index, index\n  return %r#0 : index\n}\n";
    let m = module(src);
    match jit::compile(&m, JitOptions::default()) {
        Err(Error::Jit(JitErrorKind::Unsupported { op, pos, .. })) => {
            assert_eq!(op, "affine.delinearize_index");
            assert_eq!(pos.map(|p| p.line), Some(3));
        }
        other => panic!("expected an unsupported-op error, got {other:?}"),
    }
}

#[test]
fn memref_results_and_allocations() {
    let src = r#"
func.func @make(%n: index) -> memref<?x3xi16> {
  %m = memref.alloc(%n) : memref<?x3xi16>
  affine.for %i = 0 to %n {
    affine.for %j = 0 to 3 {
      %a = arith.index_cast %i : index to i16
      %b = arith.index_cast %j : index to i16
      %c = arith.constant 100 : i16
      %d = arith.muli %a, %c : i16
      %e = arith.subi %d, %b : i16
      affine.store %e, %m[%i, %j] : memref<?x3xi16>
    }
  }
  return %m : memref<?x3xi16>
}
"#;
    let m = module(src);
    let c = jit::compile(&m, JitOptions::default()).expect("compiles");
    let r = c.call("make", &mut [ArgValue::Index(400)]).expect("runs");
    let mut want = Buffer::zeroed(ElemType::I16, &[400, 3]).expect("buffer");
    for i in 0..400i64 {
        for j in 0..3i64 {
            // i16 arithmetic wraps: (i * 100 - j) mod 2^16, sign-extended.
            let v = ((i * 100 - j) as i16) as i64;
            want.set_int((i * 3 + j) as usize, v).expect("set");
        }
    }
    assert_eq!(r, vec![ArgValue::Memref(want)]);
    let ri = interp::run(&m, "make", &mut [ArgValue::Index(400)]).expect("interp");
    assert_eq!(r, ri);
}

#[test]
fn deep_recursion_is_an_error_not_a_crash() {
    let src = r#"
func.func @sum(%n: i64) -> i64 {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %z = arith.cmpi sle, %n, %c0 : i64
  %r = scf.if %z -> (i64) {
    scf.yield %c0 : i64
  } else {
    %m = arith.subi %n, %c1 : i64
    %s = func.call @sum(%m) : (i64) -> i64
    %t = arith.addi %s, %n : i64
    scf.yield %t : i64
  }
  return %r : i64
}
"#;
    let m = module(src);
    let c = jit::compile(&m, JitOptions::default()).expect("compiles");
    let mut args = vec![ArgValue::Int {
        value: 100,
        width: 64,
    }];
    let want = interp::run(&m, "sum", &mut args.clone()).expect("interp");
    assert_eq!(
        want,
        vec![ArgValue::Int {
            value: 5050,
            width: 64
        }]
    );
    assert_eq!(c.call("sum", &mut args).expect("runs"), want);
    let mut deep = vec![ArgValue::Int {
        value: 1_000_000,
        width: 64,
    }];
    let e = c.call("sum", &mut deep).expect_err("too deep");
    assert_eq!(e.exec_kind(), Some(ExecErrorKind::RecursionLimit));
    let ei = interp::run(&m, "sum", &mut deep).expect_err("too deep");
    assert_eq!(ei.exec_kind(), Some(ExecErrorKind::RecursionLimit));
    // The counter is reset between calls.
    assert_eq!(c.call("sum", &mut args).expect("runs"), want);
}

#[test]
fn switches_and_unsigned_loops_match_the_interpreter() {
    let src = r#"
func.func @sw(%A: memref<20xi32>, %n: i32) -> i32 {
  %c0 = arith.constant 0 : i32
  %c1 = arith.constant 1 : i32
  %r = scf.for unsigned %i = %c0 to %n step %c1 iter_args(%acc = %c0) -> (i32) : i32 {
    %ix = arith.index_castui %i : i32 to index
    %three = arith.constant 3 : index
    %m = arith.remui %ix, %three : index
    %v = scf.index_switch %m -> i32
    case 0 {
      %x = memref.load %A[%ix] : memref<20xi32>
      scf.yield %x : i32
    }
    case 2 {
      %y = arith.muli %i, %i : i32
      scf.yield %y : i32
    }
    default {
      scf.yield %c1 : i32
    }
    %s = arith.addi %acc, %v : i32
    scf.yield %s : i32
  }
  return %r : i32
}
"#;
    let m = module(src);
    for n in [0i64, 1, 7, 20] {
        let mut a = seeded(&m, "sw", 8);
        a[1] = ArgValue::Int {
            value: n,
            width: 32,
        };
        let mut b = a.clone();
        let want = interp::run(&m, "sw", &mut a).expect("interp");
        assert_eq!(jit_run(&m, "sw", &mut b, 1), want, "n = {n}");
    }
}

#[test]
fn partial_compilation_turns_unsupported_functions_into_failing_stubs() {
    let src = "func.func @bad(%a: index) -> index {\n  %r:2 = affine.delinearize_index %a into (2, 3) : index, index\n  return %r#0 : index\n}\nfunc.func @good(%a: index) -> index {\n  %c = arith.constant 5 : index\n  %r = arith.addi %a, %c : index\n  return %r : index\n}\nfunc.func @calls_bad(%a: index) -> index {\n  %r = func.call @bad(%a) : (index) -> index\n  return %r : index\n}\n";
    let m = module(src);
    assert!(jit::compile(&m, JitOptions::default()).is_err());
    let (c, failed) = jit::compile_partial(&m, JitOptions::default()).expect("compiles");
    assert_eq!(failed.len(), 1);
    assert_eq!(failed[0].0, "bad");
    assert_eq!(
        c.call("good", &mut [ArgValue::Index(4)]).expect("runs"),
        vec![ArgValue::Index(9)]
    );
    for f in ["bad", "calls_bad"] {
        let e = c.call(f, &mut [ArgValue::Index(4)]).expect_err("stub");
        assert_eq!(e.exec_kind(), Some(ExecErrorKind::Unsupported), "{f}");
        assert_eq!(e.op(), Some("affine.delinearize_index"), "{f}");
        assert_eq!(e.pos().map(|p| p.line), Some(2), "{f}");
    }
}
