//! Executing `affine.execute_region`: the interpreter, the JIT and the C backend agree bit for
//! bit on the corpus (`tests/corpus/exreg/`: nested regions, regions with results, calls and
//! calls inlined into regions, scf.if/scf.while and cf branches inside regions), before and
//! after `inline` and `lower-affine`. The C backend runs single-block regions as C blocks and
//! multi-block ones (also `scf.execute_region`) with labels and `goto`s; a module with an op the
//! C backend lacks in general (`scf.while`) is refused with a located error and compared between
//! the interpreter and the JIT only.

use crate::cbackend_common;
use crate::exreg_common;
use crate::transform_common;
use tessera::codegen::Executable;

use cbackend_common::{args, cc_works, options, same_value};
use exreg_common::{count_regions, function_names, load, run_pipeline, text, wrap_random, Rng};
use tessera::codegen::cbackend;
use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::ir::Module;

/// Returns (runs compared, of which also with the C backend).
fn agree(m: &Module, what: &str, c: bool) -> (usize, usize) {
    let jc = jit::compile(m, JitOptions::default()).unwrap_or_else(|e| panic!("{what}: jit: {e}"));
    let cc = if c {
        match cbackend::compile(m, &options(1)) {
            Ok(x) => Some(x),
            Err(e) => {
                // Ops the C backend lacks in general (scf.while) are refused with a located
                // error; every execute_region is compiled.
                let msg = e.to_string();
                assert!(
                    msg.contains("'scf.while' is not supported by the C backend"),
                    "{what}: C backend: {msg}"
                );
                eprintln!("{what}: C backend refuses: {msg}");
                None
            }
        }
    } else {
        None
    };
    let mut n = 0;
    let with_c = cc.is_some();
    for f in function_names(m) {
        for seed in [3u64, 11] {
            let mut a = args(m, &f, seed);
            let mut b = a.clone();
            let mut d = a.clone();
            let x = interp::run(m, &f, &mut a);
            let y = jc.call(&f, &mut b);
            match (&x, &y) {
                (Ok(p), Ok(q)) => {
                    assert!(
                        p.iter().zip(q).all(|(u, v)| same_value(u, v)),
                        "{what} @{f}: jit results"
                    );
                    assert!(
                        a.iter().zip(&b).all(|(u, v)| same_value(u, v)),
                        "{what} @{f}: jit memory"
                    );
                }
                (Err(p), Err(q)) => assert_eq!(p.message(), q.message(), "{what} @{f}"),
                _ => panic!("{what} @{f}: interpreter {x:?} vs jit {y:?}"),
            }
            if let Some(cc) = &cc {
                let z = cc.call(&f, &mut d);
                match (&x, &z) {
                    (Ok(p), Ok(q)) => {
                        assert!(
                            p.iter().zip(q).all(|(u, v)| same_value(u, v)),
                            "{what} @{f}: C results"
                        );
                        assert!(
                            a.iter().zip(&d).all(|(u, v)| same_value(u, v)),
                            "{what} @{f}: C memory"
                        );
                    }
                    (Err(p), Err(q)) => assert_eq!(p.message(), q.message(), "{what} @{f}"),
                    _ => panic!("{what} @{f}: interpreter {x:?} vs C {z:?}"),
                }
            }
            n += 1;
        }
    }
    (n, if with_c { n } else { 0 })
}

#[test]
fn interpreter_jit_and_c_agree_on_the_corpus() {
    let c = cc_works();
    let mut runs = 0;
    let mut c_runs = 0;
    for f in exreg_common::corpus() {
        let what = f.display().to_string();
        let m = load(&std::fs::read_to_string(&f).expect("read"), &what);
        let inl = run_pipeline(&m, "inline", &what);
        let low = run_pipeline(&m, "inline,lower-affine", &what);
        assert_eq!(count_regions(&low), 0);
        for (x, w) in [
            (&m, what.clone()),
            (&inl, format!("{what} inlined")),
            (&low, format!("{what} inlined and lowered")),
        ] {
            let (n, nc) = agree(x, &w, c);
            runs += n;
            c_runs += nc;
        }
    }
    eprintln!("{runs} runs compared between the interpreter and the JIT, {c_runs} also with the C backend");
    if c {
        assert!(
            c_runs * 2 >= runs,
            "the C backend ran too few: {c_runs} of {runs}"
        );
    }
}

/// Random programs with loops wrapped into (nested) execute_regions, inside loops too: the
/// interpreter, the JIT and the C backend agree, before and after `lower-affine`.
#[test]
fn interpreter_jit_and_c_agree_on_random_region_programs() {
    let c = cc_works();
    let (mut runs, mut c_runs, mut regions) = (0, 0, 0);
    for seed in 0..16u64 {
        let p = transform_common::random_program(seed);
        let mut m = load(&p.text, &format!("seed {seed}"));
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        regions += wrap_random(&mut m, &mut rng, 50, false);
        let m = load(&text(&m), &format!("seed {seed} wrapped"));
        let low = run_pipeline(&m, "lower-affine", &format!("seed {seed}"));
        for (x, w) in [
            (&m, format!("seed {seed}")),
            (&low, format!("seed {seed} lowered")),
        ] {
            let (n, nc) = agree(x, &w, c);
            runs += n;
            c_runs += nc;
        }
    }
    eprintln!("{regions} execute_regions; {runs} runs interpreter = JIT, {c_runs} also = C");
    assert!(regions >= 16);
    if c {
        assert_eq!(c_runs, runs);
    }
}
