//! Vector operations under the JIT (128-bit vectors as Cranelift SIMD values, other shapes
//! scalarised) against the interpreter, bit for bit.

use crate::vector_programs_common;
use tessera::codegen::Executable;

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

/// `vector.fma` on a 128-bit vector is one fused operation per lane: on operands where the
/// product's rounding matters (a·b = 1 − 2⁻⁶⁰ exactly), the fused result −2⁻⁶⁰ differs from
/// the unfused 0, and the JIT must give the interpreter's (fused) lanes, in both lanes.
#[test]
fn vector_fma_on_simd_values_is_fused_like_the_interpreter() {
    const SRC: &str = r#"
func.func @f(%o: memref<2xf64>) {
  %a = arith.constant dense<[1.0000000009313226, 1.0000000009313226]> : vector<2xf64>
  %b = arith.constant dense<[0.9999999990686774, 0.9999999990686774]> : vector<2xf64>
  %c = arith.constant dense<[-1.0, -1.0]> : vector<2xf64>
  %r = vector.fma %a, %b, %c : vector<2xf64>
  %c0 = arith.constant 0 : index
  vector.store %r, %o[%c0] : memref<2xf64>, vector<2xf64>
  return
}
"#;
    let reg = Registry::standard();
    let m = parse(SRC, reg).unwrap_or_else(|e| panic!("{}", e.render("f.mlir", SRC)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}", e.render("f.mlir", SRC)));
    let mut a: Vec<ArgValue> = entry_args(&m, "f", Fill::Zero, &[])
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect();
    let mut b = a.clone();
    interp::run(&m, "f", &mut a).unwrap_or_else(|e| panic!("interp: {e}"));
    let c = jit::compile(&m, JitOptions::default()).unwrap_or_else(|e| panic!("{e}"));
    c.call("f", &mut b).unwrap_or_else(|e| panic!("jit: {e}"));
    // Hand derivation: a = 1 + 2^-30, b = 1 - 2^-30, a·b = 1 - 2^-60; fused: -2^-60.
    let x = 1.0f64 + 2f64.powi(-30);
    let y = 1.0f64 - 2f64.powi(-30);
    assert_eq!(x, 1.0000000009313226);
    assert_eq!(y, 0.9999999990686774);
    assert_eq!(x.mul_add(y, -1.0), -(2f64.powi(-60)));
    assert_eq!(x * y - 1.0, 0.0, "unfused would round the product to 1");
    assert_eq!(a, b, "JIT and interpreter lanes");
    let want = -(2f64.powi(-60));
    match &b[0] {
        ArgValue::Memref(buf) => {
            let bits: Vec<u64> = (0..2)
                .map(|i| buf.get_f64(i).expect("element").to_bits())
                .collect();
            assert_eq!(bits, vec![want.to_bits(); 2]);
        }
        other => panic!("not a buffer: {other:?}"),
    }
}
