//! Executing `affine.execute_region`: the interpreter, the JIT and the C backend agree bit for
//! bit on the corpus (`tests/corpus/exreg/`: nested regions, regions with results, calls and
//! calls inlined into regions, scf.if/scf.while and cf branches inside regions), before and
//! after `inline` and `lower-affine`. The C backend runs single-block regions; a module with a
//! multi-block region is compiled after `lower-affine` (an `scf.execute_region`), or refused
//! with a located error.

mod cbackend_common;
mod exreg_common;

use cbackend_common::{args, cc_works, options, same_value};
use exreg_common::{count_regions, function_names, load, run_pipeline};
use tessera::codegen::cbackend;
use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::ir::Module;

fn agree(m: &Module, what: &str, c: bool) -> usize {
    let jc = jit::compile(m, JitOptions::default()).unwrap_or_else(|e| panic!("{what}: jit: {e}"));
    let cc = if c {
        match cbackend::compile(m, &options(1)) {
            Ok(x) => Some(x),
            Err(e) => {
                let msg = e.to_string();
                assert!(
                    msg.contains("more than one block"),
                    "{what}: C backend: {msg}"
                );
                None
            }
        }
    } else {
        None
    };
    let mut n = 0;
    for f in function_names(m) {
        for seed in [3u64, 11] {
            let mut a = args(m, &f, seed);
            let mut b = a.clone();
            let mut d = a.clone();
            let x = interp::run(m, &f, &mut a);
            let y = jc.call(&f, &mut b);
            match (&x, &y) {
                (Ok(p), Ok(q)) => {
                    assert!(p.iter().zip(q).all(|(u, v)| same_value(u, v)), "{what} @{f}: jit results");
                    assert!(a.iter().zip(&b).all(|(u, v)| same_value(u, v)), "{what} @{f}: jit memory");
                }
                (Err(p), Err(q)) => assert_eq!(p.message, q.message, "{what} @{f}"),
                _ => panic!("{what} @{f}: interpreter {x:?} vs jit {y:?}"),
            }
            if let Some(cc) = &cc {
                let z = cc.call(&f, &mut d);
                match (&x, &z) {
                    (Ok(p), Ok(q)) => {
                        assert!(p.iter().zip(q).all(|(u, v)| same_value(u, v)), "{what} @{f}: C results");
                        assert!(a.iter().zip(&d).all(|(u, v)| same_value(u, v)), "{what} @{f}: C memory");
                    }
                    (Err(p), Err(q)) => assert_eq!(p.message, q.message, "{what} @{f}"),
                    _ => panic!("{what} @{f}: interpreter {x:?} vs C {z:?}"),
                }
            }
            n += 1;
        }
    }
    n
}

#[test]
fn interpreter_jit_and_c_agree_on_the_corpus() {
    let c = cc_works();
    let mut runs = 0;
    for f in exreg_common::corpus() {
        let what = f.display().to_string();
        let m = load(&std::fs::read_to_string(&f).expect("read"), &what);
        assert!(count_regions(&m) > 0);
        runs += agree(&m, &what, c);
        let inl = run_pipeline(&m, "inline", &what);
        runs += agree(&inl, &format!("{what} inlined"), c);
        let low = run_pipeline(&m, "inline,lower-affine", &what);
        assert_eq!(count_regions(&low), 0);
        runs += agree(&low, &format!("{what} inlined and lowered"), c);
    }
    eprintln!("{runs} runs compared");
}
