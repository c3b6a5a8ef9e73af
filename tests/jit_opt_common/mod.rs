//! The differential harness of the JIT's loop optimisations: runs a function in the
//! interpreter and in the JIT (bounds checks on, and off when the interpreter succeeds) and
//! asserts identical outcomes and buffers.

#![allow(dead_code)]

use tessera::codegen::buffer::{Buffer, ElemType};
use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::ArgValue;
use tessera::codegen::Executable;
use tessera::codegen::{Error, ExecErrorKind};
use tessera::ir::{parse, verify, Module, Registry};

pub fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    m
}

/// A memref argument of `shape` whose element `k` is `k * 0.37 - 1` (floats) or `k % 7 - 2`.
pub fn buf(elem: ElemType, shape: &[usize]) -> ArgValue {
    let mut b = Buffer::zeroed(elem, shape).expect("buffer");
    for k in 0..b.len() {
        if elem.is_float() {
            b.set_f64(k, k as f64 * 0.37 - 1.0).expect("set");
        } else {
            b.set_int(k, (k % 7) as i64 - 2).expect("set");
        }
    }
    ArgValue::Memref(b)
}

/// Runs `entry` in the interpreter and the JIT (bounds checks on, and off when `unchecked`
/// is allowed and the interpreter succeeds); asserts identical outcomes and buffers.
pub fn both(src: &str, entry: &str, args: &[ArgValue]) -> Result<Vec<ArgValue>, Error> {
    both_with(src, entry, args, true)
}

/// [`both`]; without `exact_message` errors agree in kind, operation and location only.
pub fn both_with(
    src: &str,
    entry: &str,
    args: &[ArgValue],
    exact_message: bool,
) -> Result<Vec<ArgValue>, Error> {
    let m = module(src);
    let mut a = args.to_vec();
    let ri = interp::run(&m, entry, &mut a);
    let mut opts = vec![JitOptions::default()];
    if ri.is_ok() {
        opts.push(JitOptions {
            bounds_checks: false,
            ..JitOptions::default()
        });
    }
    for o in opts {
        let mut b = args.to_vec();
        let c = jit::compile(&m, o).unwrap_or_else(|e| panic!("{e}\n{src}"));
        let rj = c.call(entry, &mut b);
        match (&ri, &rj) {
            (Err(e), Err(f)) if !exact_message => {
                assert_eq!(
                    (e.exec_kind(), &e.op(), &e.pos()),
                    (f.exec_kind(), &f.op(), &f.pos()),
                    "{e} / {f}"
                )
            }
            _ => assert_eq!(ri, rj, "@{entry} ({o:?}): interpreter vs JIT\n{src}"),
        }
        assert!(
            a == b,
            "@{entry} ({o:?}): the engines leave different buffers\n{src}"
        );
    }
    ri
}

pub fn assert_err(r: Result<Vec<ArgValue>, Error>, kind: ExecErrorKind, op: &str, line: u32) {
    let e = r.expect_err("the call must fail");
    assert_eq!(e.exec_kind(), Some(kind), "{e}");
    assert_eq!(e.op(), Some(op), "{e}");
    assert_eq!(e.pos().map(|p| p.line), Some(line), "{e}");
}

pub fn f64_at(v: &ArgValue, k: usize) -> f64 {
    v.as_buffer().expect("memref").get_f64(k).expect("element")
}
