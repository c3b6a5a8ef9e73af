//! `tessera deps DIR`: every .mlir file under a directory, in sorted order, each reported
//! exactly as `tessera deps FILE` reports it (the expected outputs are single-file runs), the
//! failures' diagnostics on stderr, a summary line, exit status 1 if any file failed.

use std::path::{Path, PathBuf};
use std::process::Output;

fn tessera(args: &[&str]) -> Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .output()
        .expect("run tessera")
}

fn text(b: &[u8]) -> String {
    String::from_utf8_lossy(b).into_owned()
}

fn example(name: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../examples")
        .join(name);
    std::fs::read_to_string(p).expect("example")
}

/// A fresh scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tessera-deps-dir-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("scratch dir");
    dir
}

const LOOP: &str = "func.func @f(%A: memref<10xf32>) {\n  affine.for %i = 1 to 10 {\n    %v = affine.load %A[%i - 1] : memref<10xf32>\n    affine.store %v, %A[%i] : memref<10xf32>\n  }\n  return\n}\n";
const BAD: &str = "func.func @g() {\n  affine.for %i = 0 to 10 {\n    %x = foo\n  }\n  return\n}\n";

/// A tree: b.mlir, a/gemm.mlir, a/z/chain.mlir (linalg), c.txt (ignored), optionally a bad
/// file a/bad.mlir. Returns the directory and the .mlir files in sorted order.
fn tree(name: &str, bad: bool) -> (PathBuf, Vec<String>) {
    let d = scratch(name);
    std::fs::create_dir_all(d.join("a/z")).expect("dirs");
    std::fs::write(d.join("b.mlir"), LOOP).expect("write");
    std::fs::write(d.join("a/gemm.mlir"), example("gemm.mlir")).expect("write");
    std::fs::write(d.join("a/z/chain.mlir"), example("linalg_chain.mlir")).expect("write");
    std::fs::write(d.join("c.txt"), "not a module").expect("write");
    let mut files = vec!["a/gemm.mlir", "a/z/chain.mlir", "b.mlir"];
    if bad {
        std::fs::write(d.join("a/bad.mlir"), BAD).expect("write");
        files.insert(0, "a/bad.mlir");
    }
    let files = files
        .into_iter()
        .map(|f| d.join(f).display().to_string())
        .collect();
    (d, files)
}

fn single(format: &str, file: &str) -> Output {
    tessera(&["deps", "--format", format, file])
}

#[test]
fn every_format_is_the_single_file_reports_in_sorted_order() {
    let (d, files) = tree("formats", false);
    let dir = d.display().to_string();
    for format in ["text", "mlir-remarks", "dot"] {
        let out = tessera(&["deps", "--format", format, &dir]);
        assert!(out.status.success(), "{}", text(&out.stderr));
        let mut want = String::new();
        for f in &files {
            let one = single(format, f);
            assert!(one.status.success());
            if format != "mlir-remarks" {
                want.push_str(&format!("==> {f} <==\n"));
            }
            want.push_str(&text(&one.stdout));
        }
        assert_eq!(text(&out.stdout), want, "format {format}");
        let err = text(&out.stderr);
        assert_eq!(
            err, "deps: 3 files, 3 analysed, 0 failed\n",
            "format {format}"
        );
    }
    // The remarks of the loop: the store at i is read at i + 1 (distance 1 at depth 1).
    let rem = text(&tessera(&["deps", "--format", "mlir-remarks", &dir]).stdout);
    assert!(rem.contains(&format!(
        "{}:4:5: remark: dependence from 1 to 0 at depth 1 = [1, 1]",
        files[2]
    )));
    let out = tessera(&["deps", "--format", "json", &dir]);
    assert!(out.status.success());
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    assert_eq!(doc["schema"], "tessera-deps-dir/1");
    let got = doc["files"].as_array().expect("files");
    assert_eq!(got.len(), files.len());
    for (g, f) in got.iter().zip(&files) {
        let one: serde_json::Value =
            serde_json::from_slice(&single("json", f).stdout).expect("json");
        assert_eq!(g, &one, "{f}");
    }
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn a_failing_file_is_reported_with_its_position_and_exit_1() {
    let (d, files) = tree("failing", true);
    let dir = d.display().to_string();
    let out = tessera(&["deps", &dir]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.starts_with(&format!("{}:3:10: error: ", files[0])),
        "{err}"
    );
    assert!(
        err.ends_with("deps: 4 files, 3 analysed, 1 failed\n"),
        "{err}"
    );
    // No progress bar when standard error is not a terminal.
    assert!(!err.contains('\r'));
    // The other files are still reported, complete, in order.
    let mut want = String::new();
    for f in &files[1..] {
        want.push_str(&format!("==> {f} <==\n"));
        want.push_str(&text(&single("text", f).stdout));
    }
    assert_eq!(text(&out.stdout), want);
    let out = tessera(&["deps", "--format", "json", &dir]);
    assert_eq!(out.status.code(), Some(1));
    let doc: serde_json::Value = serde_json::from_slice(&out.stdout).expect("json");
    let first = &doc["files"][0];
    assert_eq!(first["file"], files[0].as_str());
    assert!(first["error"]
        .as_str()
        .is_some_and(|e| e.starts_with(&format!("{}:3:10: error: ", files[0]))));
    assert_eq!(doc["files"].as_array().map(Vec::len), Some(4));
    let _ = std::fs::remove_dir_all(d);
}

#[test]
fn an_empty_directory_is_no_error() {
    let d = scratch("empty");
    let out = tessera(&["deps", &d.display().to_string()]);
    assert!(out.status.success());
    assert!(out.stdout.is_empty());
    assert_eq!(text(&out.stderr), "deps: 0 files, 0 analysed, 0 failed\n");
    let _ = std::fs::remove_dir_all(d);
}
