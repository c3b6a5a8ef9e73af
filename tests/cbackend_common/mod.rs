//! Shared helpers of the C backend tests: whether a C compiler works (tests are skipped with
//! a note when none does), the options tests compile with, and bit-level comparison.

#![allow(dead_code)]

use std::sync::OnceLock;

use tessera::codegen::cbackend::{self, COptions};
use tessera::codegen::value::ArgValue;
use tessera::ir::{parse, verify, Registry};

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
