//! Deadline checks (`jit::compile_with_deadline_checks`, `COptions::deadline_checks`): code
//! that polls the deadline flag on every loop back-edge computes bit-identical results to
//! the plain code and the interpreter on the PolyBench mini kernels (so the polls in the
//! JIT's versioned, vector and unrolled loops and in the C loops change nothing while the
//! flag is clear), and a call whose timeout elapses stops with a `Timeout` error at the loop
//! that was running, naming it.

use crate::cbackend_common;
use tessera::codegen::Executable;

use std::path::Path;
use std::time::Duration;

use tessera::codegen::cbackend::{self, COptions};
use tessera::codegen::value::same_bits;
use tessera::codegen::ExecErrorKind;
use tessera::codegen::{interp, jit};

use cbackend_common::{args, cc_works, module, options};

fn kernel(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/polybench/mini")
        .join(format!("{name}.mlir"));
    std::fs::read_to_string(p).expect("kernel")
}

#[test]
fn polling_code_computes_the_same_bits() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/polybench/mini");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("corpus")
        .filter_map(|e| {
            let p = e.ok()?.path();
            (p.extension()? == "mlir").then(|| p.file_stem()?.to_str().map(String::from))?
        })
        .collect();
    names.sort();
    assert!(names.len() >= 30, "{names:?}");
    let cc = cc_works();
    for (k, name) in names.iter().enumerate() {
        let m = module(&kernel(name));
        let mut want = args(&m, "main", 7);
        interp::run(&m, "main", &mut want).expect("interpreter");
        let opts = jit::JitOptions::default();
        let plain = jit::compile(&m, opts).expect("JIT");
        let polled = jit::compile_with_deadline_checks(&m, opts).expect("JIT with checks");
        let mut a = args(&m, "main", 7);
        plain.call("main", &mut a).expect("plain");
        let mut b = args(&m, "main", 7);
        polled
            .call_with(
                "main",
                &mut b,
                &mut std::io::sink(),
                Some(Duration::from_secs(600)),
            )
            .expect("polled");
        assert!(same_bits(&a, &b), "{name}: JIT with checks differs");
        assert!(
            same_bits(&want, &b),
            "{name}: JIT with checks vs the interpreter"
        );
        // The C compiler is slow: every third kernel.
        if cc && k % 3 == 0 {
            let o = COptions {
                deadline_checks: true,
                ..options(1)
            };
            let c = cbackend::compile(&m, &o).expect("C with checks");
            let mut d = args(&m, "main", 7);
            c.call_with(
                "main",
                &mut d,
                &mut std::io::sink(),
                Some(Duration::from_secs(600)),
            )
            .expect("C");
            assert!(
                same_bits(&want, &d),
                "{name}: C with checks vs the interpreter"
            );
        }
    }
}

#[test]
fn an_elapsed_timeout_stops_the_call_at_the_running_loop() {
    // jacobi-1d with its time loop running from -2^63: the error names the loop whose poll
    // first sees the flag. That is one of the time nest's three loops: mostly one of the two
    // inner loops, where the time is spent, but the time loop's back-edge poll follows the
    // second inner loop's last poll, so a flag set between the two (a thread preempted there)
    // names the time loop. Never the initialisation nest, which has finished.
    let src = kernel("jacobi-1d").replace(
        "affine.for %t = 0 to 20 {",
        "affine.for %t = -9223372036854775808 to 20 {",
    );
    let nest: Vec<String> = src
        .lines()
        .enumerate()
        .filter(|(_, l)| {
            let l = l.trim_start();
            l.starts_with("affine.for %i = 1 to 29") || l.starts_with("affine.for %t = -92")
        })
        .map(|(k, l)| format!("{}:{}", k + 1, l.find("affine").unwrap_or(0) + 1))
        .collect();
    assert_eq!(nest.len(), 3);
    let m = module(&src);
    let check = |who: &str, r: Result<_, tessera::codegen::Error>| {
        let e = r.expect_err(who);
        assert_eq!(e.exec_kind(), Some(ExecErrorKind::Timeout), "{who}: {e}");
        assert_eq!(e.op(), Some("affine.for"), "{who}: {e}");
        let at = e
            .pos()
            .map(|p| format!("{}:{}", p.line, p.col))
            .unwrap_or_default();
        assert!(nest.contains(&at), "{who}: {e} is not at {nest:?}");
        assert_eq!(
            e.message(),
            format!("execution exceeded the time limit in the loop at {at} (affine.for)"),
            "{who}"
        );
    };
    let j = jit::compile_with_deadline_checks(&m, jit::JitOptions::default()).expect("JIT");
    let mut a = args(&m, "main", 1);
    check(
        "JIT",
        j.call_with(
            "main",
            &mut a,
            &mut std::io::sink(),
            Some(Duration::from_millis(200)),
        ),
    );
    // The flag is cleared for the next call, which stops again.
    let mut a = args(&m, "main", 1);
    check(
        "JIT again",
        j.call_with(
            "main",
            &mut a,
            &mut std::io::sink(),
            Some(Duration::from_millis(100)),
        ),
    );
    if cc_works() {
        let o = COptions {
            deadline_checks: true,
            ..options(1)
        };
        let c = cbackend::compile(&m, &o).expect("C");
        let mut a = args(&m, "main", 1);
        check(
            "C",
            c.call_with(
                "main",
                &mut a,
                &mut std::io::sink(),
                Some(Duration::from_millis(200)),
            ),
        );
    }
}

#[test]
fn an_openmp_team_stops_together() {
    // The sequential time loop runs in every thread of an OpenMP team around its two
    // worksharing loops; their iterations poll, and the team leaves together (no thread
    // waits at a barrier the others skipped): the error names one of the parallel loops. (A
    // team needs enough work in each constant-bound parallel loop: 99,998 iterations of 3
    // or 5 operations, above the C backend's PARALLEL_MIN_WORK_NESTED = 2^18.)
    let src = "func.func @main(%A: memref<100000xf64>, %B: memref<100000xf64>) {
  affine.for %t = -9223372036854775808 to 20 {
    affine.parallel (%i) = (1) to (99999) {
      %x = affine.load %A[%i - 1] : memref<100000xf64>
      %y = affine.load %A[%i + 1] : memref<100000xf64>
      %s = arith.addf %x, %y : f64
      affine.store %s, %B[%i] : memref<100000xf64>
    }
    affine.parallel (%i) = (1) to (99999) {
      %x = affine.load %B[%i] : memref<100000xf64>
      affine.store %x, %A[%i] : memref<100000xf64>
    }
  }
  return
}
";
    if !cc_works() {
        return;
    }
    let m = module(src);
    let o = COptions {
        deadline_checks: true,
        ..options(2)
    };
    let text = cbackend::emit_c(&m, &o).expect("C");
    assert!(text.contains("#pragma omp parallel num_threads"), "{text}");
    assert!(text.contains("#pragma omp barrier"), "{text}");
    let c = cbackend::compile(&m, &o).expect("C");
    for _ in 0..3 {
        let mut a = args(&m, "main", 1);
        let e = c
            .call_with(
                "main",
                &mut a,
                &mut std::io::sink(),
                Some(Duration::from_millis(100)),
            )
            .expect_err("stops");
        assert_eq!(e.exec_kind(), Some(ExecErrorKind::Timeout), "{e}");
        assert_eq!(e.op(), Some("affine.parallel"), "{e}");
        let at = e.pos().map(|p| (p.line, p.col));
        assert!(at == Some((3, 5)) || at == Some((9, 5)), "{e}");
        assert!(
            e.message()
                .starts_with("execution exceeded the time limit in the loop at"),
            "{e}"
        );
    }
}
