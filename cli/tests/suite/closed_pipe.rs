//! Output into a closed pipe (`tessera ... | head`) ends the process quietly: killed by
//! `SIGPIPE` as a C tool is (or exit status 0), never a panic.

#![cfg(unix)]

use std::io::Read;
use std::os::unix::process::ExitStatusExt;
use std::path::Path;
use std::process::{Command, Stdio};

/// Runs `tessera ARGS` with its standard output closed before it writes, and checks how it
/// ended.
fn ends_quietly(args: &[&str]) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("spawn tessera");
    drop(child.stdout.take());
    let mut err = String::new();
    child
        .stderr
        .take()
        .expect("stderr")
        .read_to_string(&mut err)
        .expect("read stderr");
    let status = child.wait().expect("wait");
    assert!(!err.contains("panicked"), "{args:?}: {err}");
    assert!(
        status.signal() == Some(13) || status.code() == Some(0),
        "{args:?}: {status:?} {err}"
    );
}

#[test]
fn a_closed_pipe_ends_the_process_without_a_panic() {
    // Each of these writes its whole result to standard output (println! or one write).
    let calc = std::env::temp_dir().join(format!("tessera-pipe-{}.calc", std::process::id()));
    std::fs::write(&calc, "S := { [i, j] : 0 <= i < j < 10 };\ncard S;\nS;\n").expect("write");
    ends_quietly(&["calc", calc.to_str().expect("path")]);
    ends_quietly(&["opt", "examples/gemm.mlir"]);
    ends_quietly(&["deps", "examples/gemm.mlir"]);
    ends_quietly(&["deps", "--format", "json", "examples/gemm.mlir"]);
    ends_quietly(&["schedule", "examples/gemm.mlir"]);
    let _ = std::fs::remove_file(calc);
}
