//! `tessera run --max-steps N` and `--timeout SECONDS`: a PolyBench kernel mutated to loop
//! (almost) for ever — its time loop runs from -2^63 to 20 — is stopped by each engine with a
//! `FILE:...: error:` naming the limit and the loop it was in, exit status 1; the unmutated kernel runs to the same checksums with and without a generous
//! timeout.

use std::path::{Path, PathBuf};
use std::process::Output;

fn kernel() -> String {
    let p =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/polybench/mini/jacobi-1d.mlir");
    std::fs::read_to_string(p).expect("jacobi-1d")
}

const TIME_LOOP: &str = "affine.for %t = 0 to 20 {";

/// The mutated kernel written to a scratch file.
fn endless(name: &str) -> PathBuf {
    let src = kernel();
    assert!(src.contains(TIME_LOOP));
    let src = src.replace(TIME_LOOP, "affine.for %t = -9223372036854775808 to 20 {");
    let p = std::env::temp_dir().join(format!(
        "tessera-run-limits-{}-{name}.mlir",
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

/// `LINE:COL` of the loops of the kernel function whose line starts with `head` (1-based;
/// col of `affine`).
fn kernel_loops(head: &str) -> Vec<String> {
    let src = kernel();
    let start = src.find("func.func @kernel_jacobi_1d").expect("kernel");
    let first_line = src[..start].lines().count() + 1;
    src[start..]
        .lines()
        .enumerate()
        .filter(|(_, l)| l.trim_start().starts_with(head))
        .map(|(k, l)| format!("{}:{}", first_line + k, l.find("affine").unwrap_or(0) + 1))
        .collect()
}

/// The two inner `affine.for %i` loops of the kernel.
fn inner_loops() -> Vec<String> {
    kernel_loops("affine.for %i = 1 to 29")
}

#[test]
fn the_interpreter_stops_after_max_steps_naming_the_loop() {
    let f = endless("steps");
    let o = run(&f, &["--interp", "--max-steps", "100000"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    let file = f.display().to_string();
    assert!(e.starts_with(&format!("{file}:")), "{e}");
    assert!(
        e.contains(": error: ")
            && e.contains(
                "execution exceeded the step limit (more than 100000 operations executed)"
            ),
        "{e}"
    );
    let loops = inner_loops();
    assert_eq!(loops.len(), 2);
    assert!(
        loops
            .iter()
            .any(|l| e.contains(&format!("in the loop at {l} (affine.for)"))),
        "{e} names none of {loops:?}"
    );
    let _ = std::fs::remove_file(f);
}

#[test]
fn every_engine_stops_at_the_timeout() {
    let f = endless("timeout");
    let file = f.display().to_string();
    let o = run(&f, &["--interp", "--timeout", "0.5"]);
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let e = stderr(&o);
    assert!(
        e.starts_with(&format!("{file}:")) && e.contains(": error: "),
        "{e}"
    );
    assert!(
        e.contains("execution exceeded the time limit in the loop at"),
        "{e}"
    );
    // Mostly one of the inner loops, where the time is spent; but the time loop's back-edge
    // poll follows the second inner loop's last poll, so a flag set between the two (the
    // thread preempted there) names the time loop, which is running as well.
    let mut loops = inner_loops();
    loops.extend(kernel_loops(TIME_LOOP));
    assert_eq!(loops.len(), 3);
    for backend in ["jit", "c"] {
        let o = run(&f, &["--backend", backend, "--timeout", "0.5"]);
        assert_eq!(o.status.code(), Some(1), "{backend}: {}", stderr(&o));
        let e = stderr(&o);
        // Compiled code polls the deadline on loop back-edges: the error is at the loop
        // and names it, like the interpreter's.
        assert!(
            e.starts_with(&format!("{file}:")) && e.contains(": error: 'affine.for' "),
            "{backend}: {e}"
        );
        assert!(
            loops.iter().any(|l| e.contains(&format!(
                "execution exceeded the time limit in the loop at {l} (affine.for)"
            ))),
            "{backend}: {e} names none of {loops:?}"
        );
        assert!(
            o.stdout.is_empty(),
            "{backend}: no checksums after a timeout"
        );
    }
    let _ = std::fs::remove_file(f);
}

#[test]
fn a_generous_timeout_changes_nothing() {
    let p =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/polybench/mini/jacobi-1d.mlir");
    for engine in [
        &["--interp"][..],
        &["--backend", "jit"][..],
        &["--backend", "c"][..],
    ] {
        let plain = run(&p, engine);
        assert!(plain.status.success(), "{}", stderr(&plain));
        let mut with = engine.to_vec();
        with.extend(["--timeout", "60"]);
        let limited = run(&p, &with);
        assert!(limited.status.success(), "{}", stderr(&limited));
        assert_eq!(plain.stdout, limited.stdout);
        assert!(!plain.stdout.is_empty());
    }
    let mut with = vec!["--interp", "--max-steps", "100000000"];
    with.push("--timeout");
    with.push("60");
    assert_eq!(run(&p, &with).stdout, run(&p, &["--interp"]).stdout);
}

#[test]
fn bad_limits_are_clear_errors() {
    let p =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/corpus/polybench/mini/jacobi-1d.mlir");
    let o = run(&p, &["--max-steps", "10"]);
    assert_eq!(o.status.code(), Some(1));
    assert_eq!(stderr(&o), "error: --max-steps needs --interp\n");
    for t in ["0", "-1", "nan"] {
        let flag = format!("--timeout={t}");
        let o = run(&p, &["--interp", &flag]);
        assert_eq!(o.status.code(), Some(1), "{t}");
        assert!(
            stderr(&o).starts_with("error: --timeout expects a positive number of seconds"),
            "{t}: {}",
            stderr(&o)
        );
    }
}
