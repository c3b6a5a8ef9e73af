//! `tessera run` on whole cgeist-style modules: `@main(%argc, %argv)` runs on the interpreter
//! (`argc` = 1, `argv` without a value), and the llvm operations the module prints its arrays
//! with (`fprintf(stderr, ...)` through `llvm.call`) run with C's formatting.

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn tessera(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tessera"))
        .args(args)
        .current_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join(".."))
        .output()
        .expect("run tessera")
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("tessera-run-cgeist-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir.join(name)
}

/// The f64 elements of a version-1 `.npy` file written by `--npy-out` (little-endian `<f8`).
fn read_npy_f64(path: &Path) -> Vec<f64> {
    let b = std::fs::read(path).unwrap();
    assert_eq!(&b[..6], b"\x93NUMPY");
    let hlen = usize::from(u16::from_le_bytes([b[8], b[9]]));
    let header = std::str::from_utf8(&b[10..10 + hlen]).unwrap();
    assert!(header.contains("'<f8'"), "{header}");
    b[10 + hlen..]
        .chunks_exact(8)
        .map(|c| f64::from_le_bytes(c.try_into().unwrap()))
        .collect()
}

const GEMM: &str = "tests/corpus/polybench-cgeist/small/gemm.mlir";

#[test]
fn main_runs_and_prints_nothing_without_the_dump_argument() {
    let out = tessera(&["run", GEMM, "--interp"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // main returns 0; argc = 1, so PolyBench's `argc > 42` dump is not taken.
    assert_eq!(
        text(&out.stdout).lines().next(),
        Some("result0 0"),
        "{}",
        text(&out.stdout)
    );
    assert!(!text(&out.stderr).contains("begin dump"));
}

/// With `argc` = 43 the module's print functions dump C, A and B to stderr. The expected text
/// is built here from the arrays `run_gemm` leaves (written by `--npy-out`) and the print loop
/// the module holds (PolyBench's `print_array`): `begin dump: NAME`, before every element whose
/// row-major index is a multiple of 20 a line break, each element as `%0.2lf ` (C rounds the
/// exact binary value to two decimals, as Rust's `{:.2}` does), then `\nend   dump: NAME\n`.
#[test]
fn the_dump_equals_the_arrays_formatted_as_c_does() {
    let dir = scratch("gemm-npy");
    let d = dir.to_str().unwrap();
    let out = tessera(&[
        "run",
        GEMM,
        "--entry",
        "run_gemm",
        "--interp",
        "--npy-out",
        d,
    ]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    let mut expected = String::new();
    for name in ["C", "A", "B"] {
        let vals = read_npy_f64(&dir.join(format!("{name}.npy")));
        assert!(vals.len() >= 60 * 70, "{name}: {}", vals.len());
        expected.push_str(&format!("begin dump: {name}"));
        for (k, v) in vals.iter().enumerate() {
            if k % 20 == 0 {
                expected.push('\n');
            }
            expected.push_str(&format!("{v:.2} "));
        }
        expected.push_str(&format!("\nend   dump: {name}\n"));
    }
    let out = tessera(&["run", GEMM, "--interp", "--size", "argc=43"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // `run` reports its time on stderr after the program's output.
    let stderr = text(&out.stderr);
    let got = stderr.split("time: ").next().unwrap_or("");
    if let Some((k, (g, e))) = got
        .lines()
        .zip(expected.lines())
        .enumerate()
        .find(|(_, (g, e))| g != e)
    {
        panic!("line {}: got {g:?}, expected {e:?}", k + 1);
    }
    assert_eq!(got.len(), expected.len(), "same lines, different lengths");
}

#[test]
fn printf_formats_and_streams() {
    let src = r#"module {
  llvm.mlir.global internal constant @fmt("[%5.2f|%-4d|%.1f|%s|%x|%c]\0A\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @word("ab\00") {addr_space = 0 : i32}
  llvm.mlir.global internal constant @line("to stderr\00") {addr_space = 0 : i32}
  llvm.mlir.global external @stderr() {addr_space = 0 : i32} : !llvm.ptr
  llvm.func @printf(!llvm.ptr, ...) -> i32
  llvm.func @fputs(!llvm.ptr, !llvm.ptr) -> i32
  func.func @main() -> i32 {
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %w = llvm.mlir.addressof @word : !llvm.ptr
    %a = arith.constant 2.375 : f64
    %b = arith.constant -7 : i32
    %c = arith.constant 2.25 : f64
    %x = arith.constant 255 : i64
    %ch = arith.constant 65 : i32
    %n = llvm.call @printf(%f, %a, %b, %c, %w, %x, %ch) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, f64, i32, f64, !llvm.ptr, i64, i32) -> i32
    %s = llvm.mlir.addressof @stderr : !llvm.ptr
    %e = llvm.load %s : !llvm.ptr -> !llvm.ptr
    %l = llvm.mlir.addressof @line : !llvm.ptr
    %r = llvm.call @fputs(%l, %e) : (!llvm.ptr, !llvm.ptr) -> i32
    return %n : i32
  }
}
"#;
    let f = scratch("printf.mlir");
    std::fs::write(&f, src).unwrap();
    let out = tessera(&["run", f.to_str().unwrap(), "--interp"]);
    assert!(out.status.success(), "{}", text(&out.stderr));
    // C11 7.21.6.1 by hand: 2.375 is exact in binary, a tie at two decimals, rounded to even
    // (" 2.38" in width 5); -7 left-justified in 4; 2.25 a tie at one decimal -> "2.2"; 255 in
    // hex; 65 as a character. printf returns the 25 bytes it wrote.
    let stdout = text(&out.stdout);
    assert!(
        stdout.starts_with("[ 2.38|-7  |2.2|ab|ff|A]\nresult0 25\n"),
        "{stdout}"
    );
    assert!(
        text(&out.stderr).starts_with("to stderr"),
        "{}",
        text(&out.stderr)
    );
    // The native backends do not compile llvm operations and say how to run them.
    let out = tessera(&["run", f.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(
        text(&out.stderr).contains("--interp"),
        "{}",
        text(&out.stderr)
    );
}

/// A format string the arguments do not satisfy is an error at the call, never a crash.
#[test]
fn a_bad_format_is_an_error_at_the_call() {
    let src = r#"module {
  llvm.mlir.global internal constant @fmt("%d %d\0A\00") {addr_space = 0 : i32}
  llvm.func @printf(!llvm.ptr, ...) -> i32
  func.func @main() -> i32 {
    %f = llvm.mlir.addressof @fmt : !llvm.ptr
    %b = arith.constant 1 : i32
    %n = llvm.call @printf(%f, %b) vararg(!llvm.func<i32 (ptr, ...)>) : (!llvm.ptr, i32) -> i32
    return %n : i32
  }
}
"#;
    let f = scratch("badfmt.mlir");
    std::fs::write(&f, src).unwrap();
    let out = tessera(&["run", f.to_str().unwrap(), "--interp"]);
    assert_eq!(out.status.code(), Some(1));
    let err = text(&out.stderr);
    assert!(
        err.contains(":7:10:") && err.contains("more conversions than arguments"),
        "{err}"
    );
}
