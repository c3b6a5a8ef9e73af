//! `tessera run --timeout SECONDS` with the JIT and the C backend: compiled code polls a
//! deadline flag on loop back-edges, so the error names the innermost loop that was running
//! (`in the loop at L:C (NAME)`, the interpreter's wording) for every loop kind the engine
//! compiles, also inside parallel loops run by several threads; output printed before the
//! stop is on standard output; without `--timeout` results are unchanged.

use std::path::{Path, PathBuf};
use std::process::Output;

const ENDLESS: &str = "-9223372036854775808";

fn scratch(name: &str, src: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!(
        "tessera-run-limits-native-{}-{name}.mlir",
        std::process::id()
    ));
    std::fs::write(&p, src).expect("write");
    p
}

fn run(file: &Path, extra: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .arg("run")
        .arg(file)
        .args(extra)
        .output()
        .expect("run tessera")
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

/// `LINE:COL` (1-based) of the first line of `src` containing `marker`, at the column where
/// `op` starts on that line.
fn pos_of(src: &str, marker: &str, op: &str) -> String {
    let (k, l) = src
        .lines()
        .enumerate()
        .find(|(_, l)| l.contains(marker))
        .unwrap_or_else(|| panic!("no line with {marker}"));
    let col = l.find(op).unwrap_or_else(|| panic!("no {op} on {l}")) + 1;
    format!("{}:{col}", k + 1)
}

/// Runs `src` with `engine` and a 0.5 s timeout; asserts exit status 1 and an error naming
/// the loop `loop_op` at the line containing `marker`; returns the output.
fn stops_in(name: &str, src: &str, engine: &[&str], marker: &str, loop_op: &str) -> Output {
    let f = scratch(name, src);
    let mut a = engine.to_vec();
    a.extend(["--timeout", "0.5"]);
    let o = run(&f, &a);
    let e = stderr(&o);
    assert_eq!(o.status.code(), Some(1), "{name} {engine:?}: {e}");
    let at = pos_of(src, marker, loop_op);
    let file = f.display().to_string();
    assert!(e.starts_with(&format!("{file}:")), "{name} {engine:?}: {e}");
    assert!(
        e.contains(&format!(
            "execution exceeded the time limit in the loop at {at} ({loop_op})"
        )),
        "{name} {engine:?}: expected the loop at {at}: {e}"
    );
    let _ = std::fs::remove_file(f);
    o
}

const ENGINES: [&[&str]; 3] = [&["--interp"], &["--backend", "jit"], &["--backend", "c"]];

#[test]
fn the_innermost_running_affine_for_is_named() {
    // The outer loop is short, the inner one (almost) endless.
    let src = format!(
        "func.func @main(%A: memref<8xf64>) {{
  affine.for %i = 0 to 8 {{
    affine.for %j = {ENDLESS} to 20 {{ // inner
      %x = affine.load %A[%i] : memref<8xf64>
      %y = arith.addf %x, %x : f64
      affine.store %y, %A[%i] : memref<8xf64>
    }}
  }}
  return
}}
"
    );
    for e in ENGINES {
        stops_in("affine-inner", &src, e, "// inner", "affine.for");
    }
}

#[test]
fn an_scf_for_inside_an_affine_for_is_named() {
    let src = format!(
        "func.func @main(%A: memref<8xi64>) {{
  %lb = arith.constant {ENDLESS} : index
  %ub = arith.constant 20 : index
  %c1 = arith.constant 1 : index
  affine.for %i = 0 to 8 {{
    scf.for %j = %lb to %ub step %c1 {{ // inner
      %x = memref.load %A[%i] : memref<8xi64>
      %y = arith.addi %x, %x : i64
      memref.store %y, %A[%i] : memref<8xi64>
    }}
  }}
  return
}}
"
    );
    for e in ENGINES {
        stops_in("scf-inner", &src, e, "// inner", "scf.for");
    }
}

#[test]
fn an_scf_while_is_named_by_the_jit() {
    // The C backend does not compile scf.while.
    let src = "func.func @main(%A: memref<1xi64>) {
  %c0 = arith.constant 0 : index
  %one = arith.constant 1 : i64
  %r = scf.while (%x = %one) : (i64) -> i64 { // loop
    %ok = arith.cmpi ne, %x, %one : i64
    %t = arith.constant true
    scf.condition(%t) %x : i64
  } do {
  ^bb0(%y: i64):
    %z = arith.muli %y, %one : i64
    scf.yield %z : i64
  }
  memref.store %r, %A[%c0] : memref<1xi64>
  return
}
";
    for e in [&["--interp"][..], &["--backend", "jit"][..]] {
        stops_in("while", src, e, "// loop", "scf.while");
    }
}

#[test]
fn a_loop_inside_a_parallel_loop_on_several_threads_is_named() {
    let src = format!(
        "func.func @main(%A: memref<64xf64>) {{
  affine.parallel (%i) = (0) to (64) {{
    affine.for %j = {ENDLESS} to 20 {{ // inner
      %x = affine.load %A[%i] : memref<64xf64>
      %y = arith.addf %x, %x : f64
      affine.store %y, %A[%i] : memref<64xf64>
    }}
  }}
  return
}}
"
    );
    for b in ["jit", "c"] {
        stops_in(
            "parallel",
            &src,
            &["--backend", b, "--threads", "2"],
            "// inner",
            "affine.for",
        );
    }
}

#[test]
fn a_cf_loop_is_stopped_by_the_jit() {
    // A loop of cf branches has no loop operation to name: the error is the interpreter's
    // plain time limit message, at an operation of the loop's header block, not the
    // watchdog's (which fires 2 s after the limit).
    let src = format!(
        "func.func @main(%A: memref<1xi64>) {{
  %c0 = arith.constant 0 : index
  %lb = arith.constant {ENDLESS} : i64
  %ub = arith.constant 20 : i64
  %one = arith.constant 1 : i64
  cf.br ^head(%lb : i64)
^head(%i: i64):
  %more = arith.cmpi slt, %i, %ub : i64
  cf.cond_br %more, ^body, ^done
^body:
  %n = arith.addi %i, %one : i64
  memref.store %n, %A[%c0] : memref<1xi64>
  cf.br ^head(%n : i64)
^done:
  return
}}
"
    );
    let f = scratch("cf", &src);
    for e in [&["--interp"][..], &["--backend", "jit"][..]] {
        let mut a = e.to_vec();
        a.extend(["--timeout", "0.5"]);
        let o = run(&f, &a);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{e:?}: {err}");
        assert!(
            err.contains(": error: ") && err.contains("execution exceeded the time limit\n"),
            "{e:?}: {err}"
        );
        assert!(!err.contains("execution of @main"), "{e:?}: {err}");
    }
    let _ = std::fs::remove_file(f);
}

#[test]
fn output_printed_before_the_timeout_is_kept() {
    let src = format!(
        "func.func @main(%A: memref<1xf64>) {{
  %v = arith.constant dense<[1, 2, 3]> : vector<3xi32>
  vector.print %v : vector<3xi32>
  vector.print str \"started\\n\"
  affine.for %j = {ENDLESS} to 20 {{ // loop
    %x = affine.load %A[0] : memref<1xf64>
    %y = arith.addf %x, %x : f64
    affine.store %y, %A[0] : memref<1xf64>
  }}
  return
}}
"
    );
    for e in ENGINES {
        let o = stops_in("print-then-loop", &src, e, "// loop", "affine.for");
        assert_eq!(
            String::from_utf8_lossy(&o.stdout),
            "( 1, 2, 3 )\nstarted\n",
            "{e:?}"
        );
    }
}

#[test]
fn output_printed_before_a_fault_is_kept() {
    let src = "func.func @main(%A: memref<4xi32>) {
  %c0 = arith.constant 0 : index
  %z = memref.load %A[%c0] : memref<4xi32>
  %c7 = arith.constant 7 : i32
  vector.print %c7 : i32
  %q = arith.divsi %c7, %z : i32
  vector.print %q : i32
  return
}
";
    let f = scratch("fault", src);
    for e in ENGINES {
        let o = run(&f, e);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{e:?}: {err}");
        assert_eq!(String::from_utf8_lossy(&o.stdout), "7\n", "{e:?}: {err}");
        assert!(err.contains("division by zero"), "{e:?}: {err}");
    }
    let _ = std::fs::remove_file(f);
}

#[test]
fn results_are_the_same_with_and_without_deadline_polling() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/polybench/mini");
    for k in ["gemm", "jacobi-2d", "seidel-2d", "trisolv"] {
        let p = dir.join(format!("{k}.mlir"));
        for b in ["jit", "c"] {
            let plain = run(&p, &["--backend", b, "--fill", "seeded"]);
            assert!(plain.status.success(), "{k} {b}: {}", stderr(&plain));
            let polled = run(
                &p,
                &["--backend", b, "--fill", "seeded", "--timeout", "120"],
            );
            assert!(polled.status.success(), "{k} {b}: {}", stderr(&polled));
            assert!(!plain.stdout.is_empty());
            assert_eq!(plain.stdout, polled.stdout, "{k} {b}");
            let interp = run(&p, &["--interp", "--fill", "seeded"]);
            assert_eq!(interp.stdout, polled.stdout, "{k} {b} vs the interpreter");
        }
    }
}
