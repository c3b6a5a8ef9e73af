//! The lit-style tests: every `tests/lit/**/*.mlir` file, and every file of the known-invalid
//! corpus `tests/corpus/ir/invalid/`, is run by its `// RUN:` lines.
//!
//! Supported RUN lines (a trailing `\` continues a RUN line on the next one):
//!
//! - `tessera opt %s FLAGS | FileCheck %s [--check-prefix=P | --check-prefixes=P,Q]`
//! - `tessera opt %s FLAGS --verify-diagnostics`
//! - `not tessera opt ...` (the command must fail), and pipelines `... | tessera opt FLAGS`.
//!
//! `mlir-opt` may stand for `tessera opt` (tessera is its drop-in): mlir-opt's single-dash long
//! flags are accepted, `-mlir-print-op-generic` means `--generic` and
//! `-allow-unregistered-dialect` is dropped (tessera always accepts unregistered operations).
//! `%s` is the test file. A file with a `// XFAIL:` line (followed by the reason) is a known
//! gap: it must fail, and the suite fails if it unexpectedly passes. `FileCheck` is the Rust implementation in `filecheck/mod.rs`.
//!
//! Bless: `TESSERA_BLESS=1 cargo test -p tessera-cli --test suite lit::` rewrites, for every RUN line
//! piping into FileCheck, the check lines of that prefix in each `// -----` chunk of the file from
//! tessera's actual output, as MLIR's generate-test-checks.py would with literal lines:
//! `P-LABEL:` for `func.func` lines, `P:` for the first line of a chunk, `P-NEXT:` for the
//! following ones (the `module {` line and its closing brace are left out). The new lines go at
//! the top of each chunk. Review the diff before committing.

use crate::filecheck;

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("..")
}

/// One stage of a RUN pipeline.
#[derive(Debug, Clone, PartialEq)]
enum Stage {
    /// `[not] tessera opt ARGS`.
    Opt { args: Vec<String>, negate: bool },
    /// `FileCheck %s --check-prefix=...`.
    FileCheck { prefixes: Vec<String> },
}

/// Splits a command into words (single and double quotes group, as in a shell).
fn words(cmd: &str) -> Result<Vec<String>, String> {
    let mut out = Vec::new();
    let mut cur = String::new();
    let mut in_word = false;
    let mut quote: Option<char> = None;
    for c in cmd.chars() {
        match quote {
            Some(q) if c == q => quote = None,
            Some(_) => cur.push(c),
            None if c == '\'' || c == '"' => {
                quote = Some(c);
                in_word = true;
            }
            None if c.is_whitespace() => {
                if in_word {
                    out.push(std::mem::take(&mut cur));
                    in_word = false;
                }
            }
            None => {
                cur.push(c);
                in_word = true;
            }
        }
    }
    if quote.is_some() {
        return Err(format!("unterminated quote in RUN line: {cmd}"));
    }
    if in_word {
        out.push(cur);
    }
    Ok(out)
}

/// Translates an mlir-opt flag to tessera's spelling (`None`: dropped).
fn translate_flag(a: &str) -> Option<String> {
    match a.trim_start_matches('-') {
        "allow-unregistered-dialect" => None,
        "mlir-print-op-generic" => Some("--generic".to_string()),
        _ if a.starts_with("--") || !a.starts_with('-') || a.len() <= 2 => Some(a.to_string()),
        _ => Some(format!("-{a}")),
    }
}

/// Parses one RUN command into pipeline stages, substituting `%s`.
fn parse_run(cmd: &str, file: &str) -> Result<Vec<Stage>, String> {
    let mut stages = Vec::new();
    for part in cmd.split('|') {
        let mut w = words(part)?;
        for x in w.iter_mut() {
            *x = x.replace("%s", file);
        }
        let negate = w.first().is_some_and(|x| x == "not");
        if negate {
            w.remove(0);
        }
        let rest: Vec<String> = match w.first().map(String::as_str) {
            Some("tessera") if w.get(1).is_some_and(|x| x == "opt") => w[2..].to_vec(),
            Some("mlir-opt") => w[1..].to_vec(),
            Some("FileCheck") => {
                if negate {
                    return Err("`not FileCheck` is not supported".to_string());
                }
                let mut prefixes = Vec::new();
                let mut it = w[1..].iter();
                while let Some(a) = it.next() {
                    let a = a.trim_start_matches('-');
                    if let Some(p) = a
                        .strip_prefix("check-prefix=")
                        .or_else(|| a.strip_prefix("check-prefixes="))
                    {
                        prefixes.extend(p.split(',').map(str::to_string));
                    } else if a == "check-prefix" || a == "check-prefixes" {
                        let p = it.next().ok_or("missing value of --check-prefix")?;
                        prefixes.extend(p.split(',').map(str::to_string));
                    } else if a != file.trim_start_matches('-') {
                        return Err(format!("unsupported FileCheck argument: {a}"));
                    }
                }
                if prefixes.is_empty() {
                    prefixes.push("CHECK".to_string());
                }
                stages.push(Stage::FileCheck { prefixes });
                continue;
            }
            _ => return Err(format!("unsupported RUN stage: {}", part.trim())),
        };
        let args = rest.iter().filter_map(|a| translate_flag(a)).collect();
        stages.push(Stage::Opt { args, negate });
    }
    Ok(stages)
}

/// The RUN commands of a file (continuation lines joined).
fn run_lines(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut pending: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        let Some(idx) = line.find("RUN:") else {
            continue;
        };
        if !line[..idx].trim_start().starts_with("//") {
            continue;
        }
        let body = line[idx + 4..].trim();
        let (body, cont) = match body.strip_suffix('\\') {
            Some(b) => (b.trim(), true),
            None => (body, false),
        };
        let entry = pending.get_or_insert((i + 1, String::new()));
        if !entry.1.is_empty() {
            entry.1.push(' ');
        }
        entry.1.push_str(body);
        if !cont {
            out.extend(pending.take());
        }
    }
    out.extend(pending);
    out
}

fn run_tessera(args: &[String], stdin: Option<&str>) -> Result<(bool, String, String), String> {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tessera"));
    cmd.arg("opt").args(args).current_dir(repo_root());
    cmd.stdin(if stdin.is_some() {
        Stdio::piped()
    } else {
        Stdio::null()
    });
    cmd.stdout(Stdio::piped()).stderr(Stdio::piped());
    let mut child = cmd
        .spawn()
        .map_err(|e| format!("cannot run tessera: {e}"))?;
    if let (Some(input), Some(mut pipe)) = (stdin, child.stdin.take()) {
        use std::io::Write;
        pipe.write_all(input.as_bytes())
            .map_err(|e| format!("cannot write to tessera: {e}"))?;
    }
    let out = child
        .wait_with_output()
        .map_err(|e| format!("tessera did not finish: {e}"))?;
    Ok((
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).to_string(),
        String::from_utf8_lossy(&out.stderr).to_string(),
    ))
}

/// Runs the opt stages of a pipeline; returns the output of the last one.
fn run_opt_stages(stages: &[Stage], where_: &str) -> Result<Option<String>, String> {
    let mut data: Option<String> = None;
    for st in stages {
        let Stage::Opt { args, negate } = st else {
            continue;
        };
        let (ok, stdout, stderr) = run_tessera(args, data.as_deref())?;
        if ok == *negate {
            return Err(format!(
                "{where_}: `tessera opt {}` {}\n{stderr}",
                args.join(" "),
                if *negate {
                    "succeeded but `not` expects a failure"
                } else {
                    "failed"
                }
            ));
        }
        data = Some(stdout);
    }
    Ok(data)
}

/// Runs one test file given its text (`path` is where the text lives, for `%s`).
fn run_case(path: &Path, text: &str) -> Result<usize, String> {
    let file = path.display().to_string();
    let runs = run_lines(text);
    if runs.is_empty() {
        return Err(format!("{file}: no RUN lines"));
    }
    for (line, cmd) in &runs {
        let where_ = format!("{file}:{line}");
        let stages = parse_run(cmd, &file).map_err(|e| format!("{where_}: {e}"))?;
        let output = run_opt_stages(&stages, &where_)?;
        for st in &stages {
            if let Stage::FileCheck { prefixes } = st {
                let input = output.as_deref().unwrap_or("");
                filecheck::check(text, &file, input, prefixes)
                    .map_err(|e| format!("{where_}: RUN: {cmd}\n{e}"))?;
            }
        }
    }
    Ok(runs.len())
}

/// The check lines generated from one chunk of output.
fn generated_checks(output: &str, prefix: &str) -> Vec<String> {
    let lines: Vec<&str> = output.lines().filter(|l| !l.trim().is_empty()).collect();
    let mut body: Vec<&str> = lines.clone();
    if body.first().is_some_and(|l| l.trim() == "module {") && body.last() == Some(&"}") {
        body = lines[1..lines.len() - 1].to_vec();
    }
    let mut out = Vec::new();
    for (i, l) in body.iter().enumerate() {
        let l = l.trim();
        let l = l.replace("{{", "{{[{][{]}}").replace("[[", "{{\\[\\[}}");
        let kind = if l.starts_with("func.func") {
            "-LABEL"
        } else if i == 0 {
            ""
        } else {
            "-NEXT"
        };
        out.push(format!("// {prefix}{kind}: {l}"));
    }
    out
}

/// Rewrites the check lines of `path` from tessera's output, per RUN line piping into FileCheck.
fn bless(path: &Path) -> Result<(), String> {
    let file = path.display().to_string();
    let text = std::fs::read_to_string(path).map_err(|e| format!("{file}: {e}"))?;
    let mut text = text;
    for (line, cmd) in run_lines(&text) {
        let stages = parse_run(&cmd, &file).map_err(|e| format!("{file}:{line}: {e}"))?;
        let Some(Stage::FileCheck { prefixes }) = stages.last() else {
            continue;
        };
        let Some(prefix) = prefixes.first() else {
            continue;
        };
        let output = run_opt_stages(&stages, &format!("{file}:{line}"))?.unwrap_or_default();
        let outs: Vec<&str> = output.split("// -----\n").collect();
        let marker = |l: &str| l.trim_start().starts_with("// -----");
        let src_lines: Vec<&str> = text.lines().collect();
        let n_chunks = src_lines.iter().filter(|l| marker(l)).count() + 1;
        let outs: Vec<&str> = if outs.len() == n_chunks {
            outs
        } else if outs.len() == 1 {
            // Not split: the whole output goes to the first chunk.
            let mut v = vec![""; n_chunks];
            v[0] = outs[0];
            v
        } else {
            return Err(format!(
                "{file}:{line}: {} output chunks for {n_chunks} input chunks",
                outs.len()
            ));
        };
        let mut new = String::new();
        let mut chunk = 0;
        let mut pending_checks = true;
        for l in src_lines {
            if marker(l) {
                chunk += 1;
                pending_checks = true;
                new.push_str(l);
                new.push('\n');
                continue;
            }
            if pending_checks && !l.contains("RUN:") {
                for c in generated_checks(outs.get(chunk).copied().unwrap_or(""), prefix) {
                    new.push_str(&c);
                    new.push('\n');
                }
                pending_checks = false;
            }
            let is_check = !filecheck::parse_checks(l, std::slice::from_ref(prefix)).is_empty();
            if !is_check {
                new.push_str(l);
                new.push('\n');
            }
        }
        text = new;
    }
    std::fs::write(path, &text).map_err(|e| format!("{file}: {e}"))
}

fn lit_files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<PathBuf> = entries.flatten().map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            lit_files(&p, out);
        } else if p.extension().is_some_and(|e| e == "mlir") {
            out.push(p);
        }
    }
}

#[test]
fn lit_suite() {
    let root = repo_root();
    let mut files = Vec::new();
    lit_files(&root.join("tests/lit"), &mut files);
    // The known-invalid IR corpus carries its own RUN lines (`--verify-diagnostics`).
    lit_files(&root.join("tests/corpus/ir/invalid"), &mut files);
    assert!(!files.is_empty(), "no tests under tests/lit");
    let blessing = std::env::var("TESSERA_BLESS").is_ok_and(|v| v == "1");
    let mut failures = Vec::new();
    let mut runs = 0;
    let mut xfails = 0;
    for f in &files {
        let rel = f.strip_prefix(&root).unwrap_or(f).to_path_buf();
        if blessing {
            if let Err(e) = bless(&rel_or_abs(&root, &rel)) {
                failures.push(e);
                continue;
            }
        }
        let text = match std::fs::read_to_string(f) {
            Ok(t) => t,
            Err(e) => {
                failures.push(format!("{}: {e}", rel.display()));
                continue;
            }
        };
        let xfail = text
            .lines()
            .any(|l| l.trim_start().starts_with("// XFAIL:"));
        match (run_case(&rel, &text), xfail) {
            (Ok(n), false) => runs += n,
            (Err(e), false) => failures.push(e),
            (Ok(_), true) => failures.push(format!(
                "{}: marked XFAIL but passes; remove the XFAIL line",
                rel.display()
            )),
            (Err(_), true) => xfails += 1,
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} lit files failed:\n\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
    eprintln!(
        "lit: {} files, {runs} RUN lines passed, {xfails} known gaps (XFAIL)",
        files.len()
    );
}

fn rel_or_abs(root: &Path, rel: &Path) -> PathBuf {
    root.join(rel)
}

/// Writes `text` to a temporary file under the target directory and runs it as a lit case.
fn run_in_memory(name: &str, text: &str) -> Result<usize, String> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../target/lit-tmp")
        .join(std::process::id().to_string());
    std::fs::create_dir_all(&dir).map_err(|e| e.to_string())?;
    let path = dir.join(name);
    std::fs::write(&path, text).map_err(|e| e.to_string())?;
    let r = run_case(&path, text);
    let _ = std::fs::remove_file(&path);
    r
}

const PASSING: &str = "// RUN: tessera opt %s | FileCheck %s
// RUN: mlir-opt -allow-unregistered-dialect %s -mlir-print-op-generic | FileCheck %s --check-prefix=GEN
// CHECK-LABEL: func.func @f
// CHECK-NEXT: return
// GEN: \"func.return\"() : () -> ()
func.func @f() {
  return
}
";

#[test]
fn runner_accepts_a_passing_case() {
    assert_eq!(run_in_memory("pass.mlir", PASSING), Ok(2));
}

#[test]
fn runner_reports_a_failing_check_with_its_line() {
    let text = PASSING.replace("// CHECK-NEXT: return", "// CHECK-NEXT: arith.constant");
    let e = run_in_memory("fail.mlir", &text).expect_err("a wrong CHECK must fail");
    assert!(e.contains("fail.mlir:4: error: CHECK-NEXT"), "{e}");
    assert!(e.contains("return"), "{e}");
}

#[test]
fn runner_checks_diagnostics_and_not() {
    let ok = "// RUN: tessera opt %s --split-input-file --verify-diagnostics
// RUN: not tessera opt %s --split-input-file
func.func @f() {
  return
}
// -----
func.func @g() {
  // expected-error@+1 {{expected SSA operand}}
  %0 = arith.addi : i32
}
";
    assert_eq!(run_in_memory("diag.mlir", ok), Ok(2));
    let wrong = ok.replace("@+1", "@+2");
    assert!(run_in_memory("diag_wrong.mlir", &wrong).is_err());
    let not_failing = "// RUN: not tessera opt %s\nfunc.func @f() {\n  return\n}\n";
    assert!(run_in_memory("not.mlir", not_failing).is_err());
}

#[test]
fn run_lines_parse() {
    let text = "// RUN: mlir-opt -allow-unregistered-dialect %s \\\n// RUN:   -split-input-file | FileCheck -check-prefix=G %s\n";
    let runs = run_lines(text);
    assert_eq!(runs.len(), 1);
    let st = parse_run(&runs[0].1, "x.mlir").expect("parses");
    assert_eq!(
        st,
        vec![
            Stage::Opt {
                args: vec!["x.mlir".to_string(), "--split-input-file".to_string()],
                negate: false
            },
            Stage::FileCheck {
                prefixes: vec!["G".to_string()]
            }
        ]
    );
    assert!(parse_run("cat %s", "x").is_err());
}

#[test]
fn bless_generates_label_and_next_lines() {
    let out = "module {\n  func.func @f() {\n    return\n  }\n}\n";
    assert_eq!(
        generated_checks(out, "CHECK"),
        vec![
            "// CHECK-LABEL: func.func @f() {",
            "// CHECK-NEXT: return",
            "// CHECK-NEXT: }"
        ]
    );
    assert_eq!(
        generated_checks("module {\n  \"x\"() {a = {{b}}} : () -> ()\n}\n", "C"),
        vec!["// C: \"x\"() {a = {{[{][{]}}b}}} : () -> ()"]
    );
}
