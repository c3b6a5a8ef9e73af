//! C backend vs interpreter: the random programs of the JIT differential test (many
//! functions per module, one compiler run), faults reported as errors with the interpreter's
//! kind, operation and message (never a crash), parallel loops with 1 and 2 threads, and
//! unsupported input named with its location.

use crate::cbackend_common;
use crate::random_programs_common;
use tessera::codegen::Executable;

use cbackend_common::{args, batch_agree, cc_works, max_rel_diff, module, options, same_value};
use tessera::codegen::cbackend;
use tessera::codegen::interp;
use tessera::codegen::value::ArgValue;
use tessera::codegen::ExecErrorKind;
use tessera::codegen::{CErrorKind, Error};

#[test]
fn random_programs_agree_with_the_interpreter() {
    if !cc_works() {
        return;
    }
    let seeds: Vec<u64> = (0..120).collect();
    let (same, failed) = batch_agree(random_programs_common::program, &seeds);
    eprintln!("{same} programs identical, {failed} failing identically");
    assert!(same >= 60 && failed >= 1, "{same} / {failed}");
}

/// Runs `f` of `src` on both engines (seeded args); both must fail with the same error.
fn same_fault(src: &str, f: &str, threads: usize) -> ExecErrorKind {
    let m = module(src);
    let c = cbackend::compile(&m, &options(threads)).unwrap_or_else(|e| panic!("{e}"));
    let mut a = args(&m, f, 1);
    let mut b = a.clone();
    let e = interp::run(&m, f, &mut a).expect_err("interpreter must fail");
    let g = c.call(f, &mut b).expect_err("C must fail");
    assert_eq!(
        (e.exec_kind(), &e.op(), e.pos()),
        (g.exec_kind(), &g.op(), g.pos()),
        "{e} / {g}"
    );
    assert_eq!(e.message(), g.message());
    g.exec_kind().expect("an execution error")
}

#[test]
fn faults_are_reported_not_crashing() {
    if !cc_works() {
        return;
    }
    let div = "func.func @f(%a: i32) -> i32 {\n  %z = arith.constant 0 : i32\n  %q = arith.divsi %a, %z : i32\n  return %q : i32\n}\n";
    assert_eq!(same_fault(div, "f", 1), ExecErrorKind::DivisionByZero);
    let ovf = "func.func @f() -> i8 {\n  %a = arith.constant -128 : i8\n  %b = arith.constant -1 : i8\n  %q = arith.divsi %a, %b : i8\n  return %q : i8\n}\n";
    assert_eq!(same_fault(ovf, "f", 1), ExecErrorKind::Undefined);
    let oob = "func.func @f(%A: memref<4x4xf64>) {\n  %x = arith.constant 1.0 : f64\n  affine.for %i = 0 to 5 {\n    affine.store %x, %A[%i, %i] : memref<4x4xf64>\n  }\n  return\n}\n";
    assert_eq!(same_fault(oob, "f", 1), ExecErrorKind::OutOfBounds);
    let dyn_oob = "func.func @f(%A: memref<4xi32>, %n: index) -> i32 {\n  %v = memref.load %A[%n] : memref<4xi32>\n  return %v : i32\n}\n";
    {
        let m = module(dyn_oob);
        let c = cbackend::compile(&m, &options(1)).expect("compiles");
        let mut a = vec![
            ArgValue::Memref(
                tessera::codegen::buffer::Buffer::zeroed(
                    tessera::codegen::buffer::ElemType::I32,
                    &[4],
                )
                .expect("buffer"),
            ),
            ArgValue::Index(-1),
        ];
        let mut b = a.clone();
        let e = interp::run(&m, "f", &mut a).expect_err("interp");
        let g = c.call("f", &mut b).expect_err("C");
        assert_eq!(e.message(), g.message());
        assert!(g.message().contains("[-1]"), "{g}");
    }
    let assert_src =
        "func.func @f() {\n  %f = arith.constant false\n  cf.assert %f, \"nope\"\n  return\n}\n";
    assert_eq!(same_fault(assert_src, "f", 1), ExecErrorKind::Undefined);
    let conv = "func.func @f() -> i8 {\n  %x = arith.constant 300.0 : f64\n  %i = arith.fptosi %x : f64 to i8\n  return %i : i8\n}\n";
    assert_eq!(same_fault(conv, "f", 1), ExecErrorKind::Undefined);
    let shift = "func.func @f(%a: i32) -> i32 {\n  %s = arith.constant 32 : i32\n  %r = arith.shli %a, %s : i32\n  return %r : i32\n}\n";
    assert_eq!(same_fault(shift, "f", 1), ExecErrorKind::Undefined);
    let rec = "func.func @f(%n: index) -> index {\n  %r = func.call @f(%n) : (index) -> index\n  return %r : index\n}\n";
    assert_eq!(same_fault(rec, "f", 1), ExecErrorKind::RecursionLimit);
    // A fault inside a parallel loop, with two threads, in a callee: reported, no crash.
    let par = "func.func @g(%A: memref<8xf64>, %i: index) {\n  %x = arith.constant 2.0 : f64\n  %j = affine.apply affine_map<(d0) -> (d0 * 2)>(%i)\n  memref.store %x, %A[%j] : memref<8xf64>\n  return\n}\nfunc.func @f(%A: memref<8xf64>) {\n  affine.parallel (%i) = (0) to (8) {\n    func.call @g(%A, %i) : (memref<8xf64>, index) -> ()\n  }\n  return\n}\n";
    let m = module(par);
    let c = cbackend::compile(&m, &options(2)).expect("compiles");
    let g = c.call("f", &mut args(&m, "f", 1)).expect_err("must fail");
    assert_eq!(g.exec_kind(), Some(ExecErrorKind::OutOfBounds));
    assert_eq!(g.op(), Some("memref.store"));
    // The same module still runs correctly afterwards (the error state is reset).
    let ok =
        "func.func @f(%a: i32) -> i32 {\n  %q = arith.addi %a, %a : i32\n  return %q : i32\n}\n";
    let m = module(ok);
    let c = cbackend::compile(&m, &options(1)).expect("compiles");
    let r = c
        .call(
            "f",
            &mut [ArgValue::Int {
                value: 7,
                width: 32,
            }],
        )
        .expect("runs");
    assert_eq!(
        r,
        vec![ArgValue::Int {
            value: 14,
            width: 32
        }]
    );
}

const PAR: &str = r#"
func.func @scale(%A: memref<64x48xf64>, %B: memref<64x48xf64>) {
  %c = arith.constant 1.5 : f64
  affine.parallel (%i, %j) = (0, 0) to (64, 48) {
    %a = affine.load %A[%i, %j] : memref<64x48xf64>
    %m = arith.mulf %a, %c : f64
    %s = math.sqrt %m : f64
    affine.store %s, %B[%i, %j] : memref<64x48xf64>
  }
  return
}
func.func @sum(%A: memref<64x48xf64>) -> (f64, i32, f64) {
  %r:3 = affine.parallel (%i, %j) = (0, 0) to (64, 48) reduce ("addf", "addi", "maximumf") -> (f64, i32, f64) {
    %a = affine.load %A[%i, %j] : memref<64x48xf64>
    %k = arith.index_cast %i : index to i32
    affine.yield %a, %k, %a : f64, i32, f64
  }
  return %r#0, %r#1, %r#2 : f64, i32, f64
}
func.func @rows(%A: memref<64x48xf64>, %B: memref<64x48xf64>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c64 = arith.constant 64 : index
  %c48 = arith.constant 48 : index
  scf.parallel (%i) = (%c0) to (%c64) step (%c1) {
    %z = arith.constant 0.0 : f64
    %t = scf.for %j = %c0 to %c48 step %c1 iter_args(%acc = %z) -> (f64) {
      %a = memref.load %A[%i, %j] : memref<64x48xf64>
      %n = arith.addf %acc, %a : f64
      memref.store %n, %B[%i, %j] : memref<64x48xf64>
      scf.yield %n : f64
    }
  }
  return
}
"#;

#[test]
fn parallel_loops_with_one_and_two_threads() {
    if !cc_works() {
        return;
    }
    let m = module(PAR);
    for threads in [1, 2] {
        let c = cbackend::compile(&m, &options(threads)).expect("compiles");
        for f in ["scale", "sum", "rows"] {
            let mut a = args(&m, f, 5);
            let mut b = a.clone();
            let ri = interp::run(&m, f, &mut a).expect("interp");
            let rc = c.call(f, &mut b).expect("C");
            for (p, q) in a.iter().zip(&b) {
                assert!(same_value(p, q), "{f}, {threads} threads: arrays");
            }
            for (p, q) in ri.iter().zip(&rc) {
                if threads == 1 {
                    assert!(same_value(p, q), "{f}: results {p} / {q}");
                } else {
                    // A float reduction reassociated across threads: documented tolerance.
                    assert!(max_rel_diff(p, q) <= 1e-12, "{f}: results {p} / {q}");
                }
            }
        }
    }
}

#[test]
fn unsupported_operations_are_named_with_their_location() {
    let src = "func.func @f(%v: vector<4xf32>) -> vector<4xf32> {\n  %w = arith.addf %v, %v : vector<4xf32>\n  return %w : vector<4xf32>\n}\n";
    let m = module(src);
    let e = cbackend::emit_c(&m, &options(1)).expect_err("vectors are rejected");
    assert!(matches!(e, Error::C(CErrorKind::Unsupported { .. })), "{e}");
    let r = e.render("t.mlir");
    assert!(
        r.starts_with("t.mlir:1:") || r.starts_with("t.mlir:2:"),
        "{r}"
    );
}

#[test]
fn no_compiler_is_a_clear_error() {
    let m = module("func.func @f() {\n  return\n}\n");
    let mut o = options(1);
    o.cc = Some("/nonexistent/tessera-no-cc".into());
    o.cache_dir =
        Some(std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tessera-c-nocc"));
    let e = cbackend::compile(&m, &o).expect_err("no compiler");
    assert!(matches!(e, Error::C(CErrorKind::NoCompiler(_))), "{e}");
    assert!(e.to_string().contains("CC"), "{e}");
}

/// The emitted C works on its own (`tessera emit-c`): a C `main` calls the function named
/// after its symbol, whose `memref.alloc` falls back to the C library's allocator without
/// `tess_set_runtime`; 1000 elements of 1.5 sum to 1500 exactly (hand derivation).
#[test]
fn emitted_c_builds_and_runs_standalone() {
    if !cc_works() {
        return;
    }
    const SRC: &str = r#"
func.func @sum(%n: index) -> f64 {
  %b = memref.alloc(%n) : memref<?xf64>
  %z = arith.constant 0.0 : f64
  %one = arith.constant 1.5 : f64
  affine.for %i = 0 to %n {
    affine.store %one, %b[%i] : memref<?xf64>
  }
  %r = affine.for %i = 0 to %n iter_args(%s = %z) -> f64 {
    %x = affine.load %b[%i] : memref<?xf64>
    %t = arith.addf %s, %x : f64
    affine.yield %t : f64
  }
  memref.dealloc %b : memref<?xf64>
  return %r : f64
}
"#;
    let c = cbackend::emit_c(&module(SRC), &options(1)).expect("emits");
    let dir = std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("standalone-c");
    std::fs::create_dir_all(&dir).expect("dir");
    std::fs::write(dir.join("unit.c"), c).expect("write");
    std::fs::write(
        dir.join("main.c"),
        "#include <stdio.h>\n#include \"unit.c\"\nint main(void) {\n  tess_reset(1);\n  \
         tess_ret_sum r = sum(1000);\n  int64_t w[16], n;\n  \
         printf(\"%.17g %lld\\n\", r.r0, (long long)tess_error(w, &n));\n  return 0;\n}\n",
    )
    .expect("write");
    let cc = std::env::var("CC").unwrap_or_else(|_| "cc".into());
    let st = std::process::Command::new(&cc)
        .current_dir(&dir)
        .args([
            "-O2",
            "-fopenmp",
            "-ffp-contract=off",
            "main.c",
            "-o",
            "main",
            "-lm",
        ])
        .status()
        .expect("runs the C compiler");
    assert!(st.success(), "{cc} failed");
    let out = std::process::Command::new(dir.join("main"))
        .output()
        .expect("runs");
    assert_eq!(String::from_utf8_lossy(&out.stdout), "1500 -1\n");
}
