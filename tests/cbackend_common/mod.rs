//! Shared helpers of the C backend tests: whether a C compiler works (tests are skipped with
//! a note when none does), the options tests compile with, parsing, seeded arguments, the
//! batched random-program comparison and bit-level comparison (`same_value`, which the JIT
//! corpus test uses too).

#![allow(dead_code)]

use std::sync::OnceLock;
use tessera::codegen::Executable;

use tessera::codegen::cbackend::{self, COptions};
use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Module, Registry};

/// Parses and verifies `src` (panics with the rendered diagnostic).
pub fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    m
}

/// The seeded arguments of `f`.
pub fn args(m: &Module, f: &str, seed: u64) -> Vec<ArgValue> {
    entry_args(m, f, Fill::Seeded(seed), &[])
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect()
}

/// Compiles the programs `program(s)` (each defining `@f`, renamed `@f<s>`) for all `seeds` as
/// one module (one compiler run) and runs each on seeded arguments in the interpreter and
/// through the C backend: results and memory identical, or both fail with the same error
/// kind, op, position and message. Returns (identical, failing identically).
pub fn batch_agree(program: impl Fn(u64) -> String, seeds: &[u64]) -> (usize, usize) {
    let mut src = String::new();
    for &s in seeds {
        src += &program(s).replacen("@f(", &format!("@f{s}("), 1);
    }
    let m = module(&src);
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    let (mut same, mut failed) = (0, 0);
    for &s in seeds {
        let name = format!("f{s}");
        let mut a = args(&m, &name, s);
        let mut b = a.clone();
        match (interp::run(&m, &name, &mut a), c.call(&name, &mut b)) {
            (Ok(x), Ok(y)) => {
                assert_eq!(x.len(), y.len(), "seed {s}");
                for (p, q) in x.iter().zip(&y) {
                    assert!(same_value(p, q), "seed {s}: results");
                }
                for (k, (p, q)) in a.iter().zip(&b).enumerate() {
                    assert!(same_value(p, q), "seed {s}: array #{k} differs");
                }
                same += 1;
            }
            (Err(e), Err(f)) => {
                assert_eq!(
                    (e.exec_kind(), &e.op(), e.pos()),
                    (f.exec_kind(), &f.op(), f.pos()),
                    "seed {s}"
                );
                assert_eq!(e.message(), f.message(), "seed {s}");
                failed += 1;
            }
            (x, y) => panic!("seed {s}: interpreter {x:?} vs C {y:?}"),
        }
    }
    (same, failed)
}

/// Options with the test cache directory and `threads` threads.
pub fn options(threads: usize) -> COptions {
    COptions {
        threads,
        cache_dir: Some(std::path::PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("tessera-c")),
        ..COptions::default()
    }
}

/// True if the C compiler builds and loads a trivial module; else prints why (once).
pub fn cc_works() -> bool {
    static OK: OnceLock<bool> = OnceLock::new();
    *OK.get_or_init(|| {
        let src = "func.func @f(%a: index) -> index {\n  return %a : index\n}\n";
        let reg = Registry::standard();
        let Ok(m) = parse(src, reg) else {
            return false;
        };
        if verify(&m, reg).is_err() {
            return false;
        }
        match cbackend::compile(&m, &options(1)) {
            Ok(_) => true,
            Err(e) => {
                eprintln!("note: C backend tests skipped: no working C compiler ({e})");
                false
            }
        }
    })
}

/// Bytes equal, or both elements NaN (payloads may differ) for float buffers.
pub fn same_value(a: &ArgValue, b: &ArgValue) -> bool {
    match (a, b) {
        (ArgValue::Memref(x), ArgValue::Memref(y)) => {
            x.shape() == y.shape()
                && x.elem() == y.elem()
                && (x.bytes() == y.bytes()
                    || (x.elem().is_float()
                        && (0..x.len()).all(|k| match (x.get_f64(k).ok(), y.get_f64(k).ok()) {
                            (Some(p), Some(q)) => {
                                p.to_bits() == q.to_bits() || (p.is_nan() && q.is_nan())
                            }
                            _ => false,
                        })))
        }
        (ArgValue::F32(x), ArgValue::F32(y)) => {
            x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
        }
        (ArgValue::F64(x), ArgValue::F64(y)) => {
            x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan())
        }
        _ => a == b,
    }
}

/// Largest relative difference between two float memrefs (0 for equal other values).
pub fn max_rel_diff(a: &ArgValue, b: &ArgValue) -> f64 {
    match (a, b) {
        (ArgValue::Memref(x), ArgValue::Memref(y)) if x.elem().is_float() => (0..x.len())
            .map(|k| {
                let (p, q) = (x.get_f64(k).unwrap_or(0.0), y.get_f64(k).unwrap_or(0.0));
                (p - q).abs() / p.abs().max(q.abs()).max(1e-300)
            })
            .fold(0.0, f64::max),
        (ArgValue::F64(p), ArgValue::F64(q)) => (p - q).abs() / p.abs().max(q.abs()).max(1e-300),
        _ => {
            if a == b {
                0.0
            } else {
                f64::INFINITY
            }
        }
    }
}
