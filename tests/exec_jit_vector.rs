//! Vector operations under the JIT (128-bit vectors as Cranelift SIMD values, other shapes
//! scalarised) against the interpreter, bit for bit.

mod vector_programs_common;

use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Registry};

#[test]
fn vector_program_matches_the_interpreter() {
    const SRC: &str = vector_programs_common::MIXED;
    let reg = Registry::standard();
    let m = parse(SRC, reg).unwrap_or_else(|e| panic!("{}", e.render("v.mlir", SRC)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}", e.render("v.mlir", SRC)));
    for seed in [1u64, 2, 3] {
        let mut a: Vec<ArgValue> = entry_args(&m, "v", Fill::Seeded(seed), &[])
            .expect("args")
            .into_iter()
            .map(|a| a.value)
            .collect();
        let mut b = a.clone();
        let before = a.clone();
        interp::run(&m, "v", &mut a).unwrap_or_else(|e| panic!("interp: {e}"));
        let c = jit::compile(&m, JitOptions::default()).unwrap_or_else(|e| panic!("{e}"));
        c.call("v", &mut b).unwrap_or_else(|e| panic!("jit: {e}"));
        assert_ne!(a, before, "the program writes its arrays");
        for (k, (x, y)) in a.iter().zip(&b).enumerate() {
            assert!(x == y, "seed {seed}: array #{k} differs");
        }
    }
}
