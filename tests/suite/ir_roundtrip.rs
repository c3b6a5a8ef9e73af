//! Round trip over every `.mlir` file under `tests/corpus/` (recursively):
//! print(parse(x)) parses and verifies, printing is a fixed point in the custom and the generic
//! form, and the custom print of the generic print equals the custom print.
//!
//! Files under an `invalid/` directory or named `*.invalid.mlir` must be rejected (without a
//! panic) instead.

use std::path::{Path, PathBuf};

use tessera::ir::{parse, print, verify, PrintOptions, Registry};

fn corpus_files() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut out = vec![];
    let mut stack = vec![root];
    while let Some(dir) = stack.pop() {
        let Ok(rd) = std::fs::read_dir(&dir) else {
            continue;
        };
        for e in rd.flatten() {
            let p = e.path();
            if p.is_dir() {
                // MLIR's own dialect test files are measurement inputs (scripts/
                // mlir-dialect-tests.sh): whole files with expected-error chunks and ops
                // newer or older than MLIR 22, not corpus files that must round-trip.
                if p.file_name().is_some_and(|n| n == "mlir-dialects") {
                    continue;
                }
                stack.push(p);
            } else if p.extension().is_some_and(|x| x == "mlir") {
                out.push(p);
            }
        }
    }
    out.sort();
    out
}

fn is_invalid(p: &Path) -> bool {
    p.components().any(|c| c.as_os_str() == "invalid")
        || p.to_string_lossy().ends_with(".invalid.mlir")
}

/// Checks one file; returns a description of the first failure.
fn round_trip(src: &str) -> Result<(), String> {
    let reg = Registry::standard();
    let m = parse(src, reg).map_err(|e| format!("parse: {e}"))?;
    verify(&m, reg).map_err(|e| format!("verify: {e}"))?;
    let custom = print(&m, reg, PrintOptions::default());
    let generic = print(&m, reg, PrintOptions { generic: true });

    let m2 = parse(&custom, reg).map_err(|e| format!("re-parse of custom print: {e}\n{custom}"))?;
    verify(&m2, reg).map_err(|e| format!("verify of custom print: {e}\n{custom}"))?;
    let custom2 = print(&m2, reg, PrintOptions::default());
    if custom2 != custom {
        return Err(format!(
            "custom print is not a fixed point:\n--- first\n{custom}\n--- second\n{custom2}"
        ));
    }

    let m3 =
        parse(&generic, reg).map_err(|e| format!("re-parse of generic print: {e}\n{generic}"))?;
    verify(&m3, reg).map_err(|e| format!("verify of generic print: {e}"))?;
    let generic2 = print(&m3, reg, PrintOptions { generic: true });
    if generic2 != generic {
        return Err(format!(
            "generic print is not a fixed point:\n--- first\n{generic}\n--- second\n{generic2}"
        ));
    }
    let custom3 = print(&m3, reg, PrintOptions::default());
    if custom3 != custom {
        return Err(format!(
            "generic and custom forms differ:\n--- custom\n{custom}\n--- via generic\n{custom3}"
        ));
    }
    Ok(())
}

#[test]
fn corpus_round_trips() {
    let files = corpus_files();
    assert!(!files.is_empty(), "no corpus files found");
    let mut failures = vec![];
    for f in &files {
        let Ok(src) = std::fs::read_to_string(f) else {
            failures.push(format!("{}: unreadable", f.display()));
            continue;
        };
        if is_invalid(f) {
            let reg = Registry::standard();
            if parse(&src, reg).and_then(|m| verify(&m, reg)).is_ok() {
                failures.push(format!("{}: invalid file was accepted", f.display()));
            }
            continue;
        }
        if let Err(e) = round_trip(&src) {
            failures.push(format!(
                "{}: {}",
                f.display(),
                e.lines().take(40).collect::<Vec<_>>().join("\n")
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of {} files failed:\n{}",
        failures.len(),
        files.len(),
        failures.join("\n\n")
    );
}

#[test]
fn core_corpus_round_trips() {
    // The files written for the IR core (builtin, func, arith, types, attributes, aliases,
    // generic ops) must always pass, independently of the other dialects.
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/ir/core");
    let mut n = 0;
    for e in std::fs::read_dir(&dir)
        .expect("tests/corpus/ir/core exists")
        .flatten()
    {
        let p = e.path();
        if p.extension().is_some_and(|x| x == "mlir") {
            let src = std::fs::read_to_string(&p).expect("readable");
            if let Err(e) = round_trip(&src) {
                panic!("{}: {e}", p.display());
            }
            n += 1;
        }
    }
    assert!(n >= 5, "expected the core corpus files, found {n}");
}
