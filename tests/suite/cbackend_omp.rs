//! The C backend's OpenMP structure and names (codegen/src/cbackend/omp.rs, names.rs):
//! scheduled PolyBench kernels (parallel loops inside sequential loops: one team per call)
//! agree with the interpreter bit for bit at 1 and 2 threads; `#pragma omp simd` appears on an
//! innermost loop the dependence analysis proves parallel and not on one carrying a
//! dependence or a reduction; a fault inside a team is reported as the interpreter reports it;
//! functions are named after their symbols; a parallel loop whose iterations do uneven work
//! (a triangle) is scheduled dynamically.

use crate::cbackend_common;
use tessera::codegen::Executable;

use std::path::Path;

use cbackend_common::{cc_works, options, same_value};
use tessera::codegen::cbackend::{self, COptions};
use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Module, Registry};
use tessera::transforms::parse_pipeline;

fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).expect("parses");
    verify(&m, reg).expect("verifies");
    m
}

fn emit(src: &str) -> String {
    let o = COptions {
        bounds_checks: false,
        ..COptions::default()
    };
    cbackend::emit_c(&module(src), &o).expect("emits")
}

/// The line after each `#pragma omp simd` line.
fn simd_loops(c: &str) -> Vec<String> {
    let lines: Vec<&str> = c.lines().collect();
    lines
        .windows(2)
        .filter(|w| w[0].trim() == "#pragma omp simd")
        .map(|w| w[1].trim().to_string())
        .collect()
}

/// Runs `name` in the interpreter and through the C backend at 1 and 2 threads (bounds
/// checks as given) on seeded arguments; asserts identical results and buffers.
fn agree(m: &Module, name: &str, bounds_checks: bool, what: &str) {
    for threads in [1, 2] {
        let o = COptions {
            bounds_checks,
            ..options(threads)
        };
        let c = cbackend::compile(m, &o).unwrap_or_else(|e| panic!("{what}: {e}"));
        let args = entry_args(m, name, Fill::Seeded(3), &[]).expect("entry args");
        let mut a: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
        let mut b = a.clone();
        let ri = interp::run(m, name, &mut a).unwrap_or_else(|e| panic!("{what}: {e}"));
        let rc = c
            .call(name, &mut b)
            .unwrap_or_else(|e| panic!("{what}: C ({threads} threads): {e}"));
        assert_eq!(ri.len(), rc.len(), "{what}");
        for (k, (x, y)) in ri.iter().zip(&rc).enumerate() {
            assert!(same_value(x, y), "{what}: result #{k} ({threads} threads)");
        }
        for (k, (x, y)) in a.iter().zip(&b).enumerate() {
            assert!(
                same_value(x, y),
                "{what}: argument #{k} differs ({threads} threads)"
            );
        }
    }
}

#[test]
fn scheduled_polybench_kernels_agree_at_one_and_two_threads() {
    if !cc_works() {
        return;
    }
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/polybench/mini");
    let pipeline = parse_pipeline("affine-auto-schedule").expect("pipeline");
    let mut simd = 0;
    for k in [
        "fdtd-2d",
        "bicg",
        "cholesky",
        "doitgen",
        "2mm",
        "atax",
        "jacobi-2d",
        "seidel-2d",
        "lu",
        "nussinov",
    ] {
        let src = std::fs::read_to_string(root.join(format!("{k}.mlir"))).expect("corpus file");
        let mut m = module(&src);
        pipeline.run(&mut m).expect("schedules");
        let text = cbackend::emit_c(&m, &options(2)).expect("emits");
        simd += simd_loops(&text).len();
        let name = format!("kernel_{}", k.replace('-', "_"));
        for checks in [true, false] {
            agree(
                &m,
                &name,
                checks,
                &format!("{k} (scheduled, checks {checks})"),
            );
        }
    }
    // Teams (a sequential loop of parallel loops) form only around parallel loops with
    // enough work or bounds known at run time; `sequential_loop_of_parallel_loops_is_one_team`
    // checks both cases.
    assert!(simd >= 1, "no simd loop");
}

const SIMD_PARALLEL: &str = r#"
func.func @f(%a: memref<64xf64>, %b: memref<64xf64>) {
  affine.for %i = 0 to 64 {
    %x = affine.load %b[%i] : memref<64xf64>
    %y = arith.mulf %x, %x : f64
    affine.store %y, %a[%i] : memref<64xf64>
  }
  return
}
"#;

#[test]
fn proven_parallel_innermost_loop_gets_omp_simd() {
    let c = emit(SIMD_PARALLEL);
    let loops = simd_loops(&c);
    assert_eq!(loops.len(), 1, "{c}");
    assert!(loops[0].starts_with("for (int64_t v"), "{}", loops[0]);
    if cc_works() {
        agree(&module(SIMD_PARALLEL), "f", true, "simd");
        agree(&module(SIMD_PARALLEL), "f", false, "simd");
    }
}

#[test]
fn loop_carrying_a_dependence_gets_no_simd() {
    // a[i + 1] = a[i] * 2: a flow dependence of distance 1.
    let src = r#"
func.func @f(%a: memref<65xf64>) {
  affine.for %i = 0 to 64 {
    %x = affine.load %a[%i] : memref<65xf64>
    %y = arith.addf %x, %x : f64
    affine.store %y, %a[%i + 1] : memref<65xf64>
  }
  return
}
"#;
    let c = emit(src);
    assert!(simd_loops(&c).is_empty(), "{c}");
    if cc_works() {
        agree(&module(src), "f", false, "carried");
    }
}

#[test]
fn reductions_get_no_simd() {
    // A memref cell reduction (s[0] += b[i]) and an iter_args reduction: not proven parallel
    // (reassociating them would change the bits); a float affine.parallel reduction gets a
    // `parallel for` without `simd`.
    let src = r#"
func.func @f(%s: memref<1xf64>, %b: memref<64xf64>) -> f64 {
  affine.for %i = 0 to 64 {
    %x = affine.load %b[%i] : memref<64xf64>
    %acc = affine.load %s[0] : memref<1xf64>
    %y = arith.addf %acc, %x : f64
    affine.store %y, %s[0] : memref<1xf64>
  }
  %z = arith.constant 0.0 : f64
  %r = affine.for %i = 0 to 64 iter_args(%acc = %z) -> (f64) {
    %x = affine.load %b[%i] : memref<64xf64>
    %y = arith.addf %acc, %x : f64
    affine.yield %y : f64
  }
  %p = affine.parallel (%i) = (0) to (64) reduce ("addf") -> (f64) {
    %x = affine.load %b[%i] : memref<64xf64>
    affine.yield %x : f64
  }
  %q = arith.addf %r, %p : f64
  return %q : f64
}
"#;
    let c = emit(src);
    assert!(simd_loops(&c).is_empty(), "{c}");
    assert!(
        c.contains("#pragma omp parallel for schedule(static)"),
        "{c}"
    );
    assert!(!c.contains("for simd"), "{c}");
    if cc_works() {
        // One thread: the reduction runs in order, bit-identical.
        let m = module(src);
        let o = COptions {
            bounds_checks: false,
            ..options(1)
        };
        let cc = cbackend::compile(&m, &o).expect("compiles");
        let args = entry_args(&m, "f", Fill::Seeded(5), &[]).expect("args");
        let mut a: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
        let mut b = a.clone();
        let ri = interp::run(&m, "f", &mut a).expect("interp");
        let rc = cc.call("f", &mut b).expect("C");
        assert!(same_value(&ri[0], &rc[0]));
    }
}

// The first parallel loop: 65,536 iterations of 4 operations (PARALLEL_MIN_WORK_NESTED =
// 2^18); the second has bounds known at run time.
const TEAM: &str = r#"
func.func @f(%a: memref<16x65536xf64>, %n: index) {
  affine.for %t = 1 to 16 {
    affine.parallel (%j) = (0) to (65536) {
      %x = affine.load %a[%t - 1, %j] : memref<16x65536xf64>
      %y = arith.addf %x, %x : f64
      affine.store %y, %a[%t, %j] : memref<16x65536xf64>
    }
    affine.parallel (%j) = (0) to (%n) {
      %x = affine.load %a[%t, %j] : memref<16x65536xf64>
      %y = arith.mulf %x, %x : f64
      affine.store %y, %a[%t, %j] : memref<16x65536xf64>
    }
  }
  return
}
"#;

#[test]
fn sequential_loop_of_parallel_loops_is_one_team() {
    let c = emit(TEAM);
    assert_eq!(
        c.matches("#pragma omp parallel num_threads").count(),
        1,
        "{c}"
    );
    assert_eq!(c.matches("#pragma omp for").count(), 2, "{c}");
    assert!(!c.contains("#pragma omp parallel for"), "{c}");
    // With 16 iterations in the first parallel loop (64 operations) no team is formed: each
    // nest is an OpenMP loop under its own run-time threshold.
    let small = TEAM.replace("65536", "16");
    let c = emit(&small);
    assert_eq!(
        c.matches("#pragma omp parallel num_threads").count(),
        0,
        "{c}"
    );
    assert_eq!(c.matches("#pragma omp parallel for").count(), 2, "{c}");
}

#[test]
fn team_agrees_and_reports_faults_like_the_interpreter() {
    if !cc_works() {
        return;
    }
    let m = module(TEAM);
    for n in [65536i64, 65537] {
        for threads in [1, 2] {
            let c = cbackend::compile(&m, &options(threads)).expect("compiles");
            let sizes = [("n".to_string(), n.to_string())];
            let args = entry_args(&m, "f", Fill::Seeded(9), &sizes).expect("args");
            let mut a: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
            let mut b = a.clone();
            let ri = interp::run(&m, "f", &mut a);
            let rc = c.call("f", &mut b);
            match (ri, rc) {
                (Ok(_), Ok(_)) => {
                    assert_eq!(n, 65536);
                    assert!(same_value(&a[0], &b[0]), "n {n}, {threads} threads");
                }
                (Err(x), Err(y)) => {
                    // n = 65537: %a[1, 65536] is out of bounds in the first team iteration.
                    assert_eq!(n, 65537);
                    assert_eq!(x.to_string(), y.to_string());
                }
                (x, y) => panic!("n {n}, {threads} threads: interpreter {x:?}, C {y:?}"),
            }
        }
    }
}

#[test]
fn team_not_formed_around_side_effects() {
    // A store in the sequential loop would be done by every thread: no team.
    let src = r#"
func.func @f(%a: memref<16x16xf64>, %s: memref<16xf64>) {
  %z = arith.constant 0.0 : f64
  affine.for %t = 1 to 16 {
    affine.store %z, %s[%t] : memref<16xf64>
    affine.parallel (%j) = (0) to (16) {
      %x = affine.load %a[%t - 1, %j] : memref<16x16xf64>
      affine.store %x, %a[%t, %j] : memref<16x16xf64>
    }
  }
  return
}
"#;
    let c = emit(src);
    assert!(!c.contains("#pragma omp parallel num_threads"), "{c}");
    assert!(c.contains("#pragma omp parallel for"), "{c}");
    if cc_works() {
        agree(&module(src), "f", true, "no team");
    }
}

#[test]
fn functions_are_named_after_their_symbols() {
    let src = r#"
func.func @kernel_gemm(%a: memref<4xf64>) {
  return
}
func.func @main() {
  return
}
func.func @exp(%x: f64) -> f64 {
  return %x : f64
}
"#;
    let c = emit(src);
    assert!(c.contains("\nvoid kernel_gemm(void *v"), "{c}");
    assert!(c.contains("\nvoid tess_fn_main(void)"), "{c}");
    assert!(
        c.contains("\ntess_ret_tess_fn_exp tess_fn_exp(double v"),
        "{c}"
    );
    // The entry wrappers stay.
    for i in 0..3 {
        assert!(c.contains(&format!("void tess_entry_{i}(")), "{c}");
    }
    if cc_works() {
        let m = module(src);
        let cc = cbackend::compile(&m, &options(1)).expect("compiles");
        let r = cc.call("exp", &mut [ArgValue::F64(2.5)]).expect("runs");
        assert_eq!(r, vec![ArgValue::F64(2.5)]);
    }
}

/// A parallel loop runs as an OpenMP loop only under a C `if` comparing its trip count (upper
/// minus lower bound, computed at run time) times the static work estimate of its body with
/// `PARALLEL_MIN_WORK`, and with more than one thread; otherwise a sequential copy of the nest
/// (the `else` branch) runs.
/// Hand-derived estimates (one per operation, the terminator included; a nested loop counts 1 +
/// trip count × its body): a body of a store and the yield is 2; a body holding a 100-iteration
/// loop of load, store, yield plus the body's own yield is (1 + 100·3) + 1 = 302. Both programs
/// agree with the interpreter at 1 and 2 threads, whichever way the clause goes at run time.
#[test]
fn parallel_loops_carry_a_work_threshold() {
    let small = r#"
func.func @f(%a: memref<8xf64>) {
  %c = arith.constant 1.0 : f64
  affine.parallel (%i) = (0) to (8) {
    affine.store %c, %a[%i] : memref<8xf64>
  }
  return
}
"#;
    // The C `if` before the OpenMP loop, with the work estimate `work` and threshold `min`.
    let guarded_at = |src: &str, work: &str, min: u64| {
        let c = emit(src);
        let expected = format!(" * {work} >= {min}.0) {{");
        let lines: Vec<&str> = c.lines().collect();
        assert!(
            lines.windows(2).any(|l| l[0]
                .trim_start()
                .starts_with("if (tess_threads > 1 && (double)((")
                && l[0].ends_with(&expected)
                && l[1].starts_with("#pragma omp parallel for")
                && !l[1].contains(" if(")),
            "no `if (tess_threads > 1 && ...{expected}` before the loop in\n{c}"
        );
    };
    let guarded = |src: &str, work: &str| guarded_at(src, work, cbackend::PARALLEL_MIN_WORK);
    guarded(small, "2.0");
    let big = r#"
func.func @g(%a: memref<64x100xf64>, %b: memref<64x100xf64>) {
  affine.parallel (%i) = (0) to (64) {
    affine.for %j = 0 to 100 {
      %x = affine.load %a[%i, %j] : memref<64x100xf64>
      affine.store %x, %b[%i, %j] : memref<64x100xf64>
    }
  }
  return
}
"#;
    guarded(big, "302.0");
    // Inside a loop the nest forks once per iteration of it: the larger threshold.
    let nested = r#"
func.func @h(%a: memref<10x64xf64>) {
  %c = arith.constant 1.0 : f64
  affine.for %t = 0 to 10 {
    affine.parallel (%i) = (0) to (64) {
      affine.store %c, %a[%t, %i] : memref<10x64xf64>
    }
  }
  return
}
"#;
    guarded_at(nested, "2.0", cbackend::PARALLEL_MIN_WORK_NESTED);
    if !cc_works() {
        return;
    }
    agree(&module(small), "f", true, "small parallel loop");
    agree(&module(big), "g", true, "large parallel loop");
    agree(&module(nested), "h", true, "parallel loop inside a loop");
}

/// A parallel loop over the rows of a triangle (the inner loop's bound depends on its iv):
/// a static split would give the second thread three quarters of the work, so it is
/// scheduled dynamically, one iteration at a time; the rectangular loop beside it keeps the
/// static split. Both agree with the interpreter at 1 and 2 threads (enough work, 2^15
/// multiply-adds, to run in parallel).
#[test]
fn triangular_parallel_loops_are_scheduled_dynamically() {
    let src = r#"
func.func @f(%A: memref<256x256xf64>, %B: memref<256x256xf64>) {
  affine.parallel (%i) = (0) to (256) {
    affine.for %j = 0 to affine_map<(d0) -> (d0 + 1)>(%i) {
      %a = affine.load %A[%i, %j] : memref<256x256xf64>
      %b = affine.load %B[%j, %i] : memref<256x256xf64>
      %c = arith.mulf %a, %b : f64
      %d = arith.addf %c, %a : f64
      affine.store %d, %A[%i, %j] : memref<256x256xf64>
    }
  }
  affine.parallel (%i) = (0) to (256) {
    affine.for %j = 0 to 256 {
      %a = affine.load %B[%i, %j] : memref<256x256xf64>
      %c = arith.mulf %a, %a : f64
      affine.store %c, %B[%i, %j] : memref<256x256xf64>
    }
  }
  return
}
"#;
    let c = emit(src);
    let pragmas: Vec<&str> = c
        .lines()
        .map(str::trim)
        .filter(|l| l.starts_with("#pragma omp parallel for"))
        .collect();
    assert_eq!(pragmas.len(), 2, "{c}");
    assert!(pragmas[0].contains("schedule(dynamic, 1)"), "{c}");
    assert!(pragmas[1].contains("schedule(static)"), "{c}");
    if cc_works() {
        agree(&module(src), "f", true, "triangle");
    }
}
