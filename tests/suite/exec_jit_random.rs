//! Random programs (proptest): affine loop nests with min/max and triangular bounds, modular
//! subscripts, i32 and f64 arithmetic (including divisions and shifts that may fail),
//! selects, scf.if and iter_args. The interpreter and the JIT must agree bit for bit on every
//! array, or fail with the same error kind at the same operation.

use proptest::prelude::*;
use tessera::codegen::Executable;

use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Registry};

use crate::random_programs_common;

use random_programs_common::program;

/// Runs program `seed` on both engines; returns whether both failed (with the same error).
fn run_both(seed: u64) -> Result<bool, TestCaseError> {
    let src = program(seed);
    let reg = Registry::standard();
    let m = parse(&src, reg)
        .map_err(|e| TestCaseError::fail(format!("{}\n{src}", e.render("p.mlir", &src))))?;
    verify(&m, reg)
        .map_err(|e| TestCaseError::fail(format!("{}\n{src}", e.render("p.mlir", &src))))?;
    let mut a: Vec<ArgValue> = entry_args(&m, "f", Fill::Seeded(seed), &[])
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect();
    let mut b = a.clone();
    let ri = interp::run(&m, "f", &mut a);
    let c = jit::compile(&m, JitOptions::default())
        .map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
    let rj = c.call("f", &mut b);
    match (ri, rj) {
        (Ok(x), Ok(y)) => {
            prop_assert_eq!(x, y, "results\n{}", src);
            for (k, (p, q)) in a.iter().zip(&b).enumerate() {
                prop_assert!(p == q, "array #{} differs\n{}", k, src);
            }
        }
        (Err(e), Err(f)) => {
            prop_assert_eq!(
                e.exec_kind(),
                f.exec_kind(),
                "error kinds: {} / {}\n{}",
                e,
                f,
                src
            );
            prop_assert_eq!(&e.op(), &f.op(), "failing op: {} / {}\n{}", e, f, src);
            prop_assert_eq!(&e.pos(), &f.pos(), "failing op: {} / {}\n{}", e, f, src);
            return Ok(true);
        }
        (x, y) => {
            return Err(TestCaseError::fail(format!(
                "interpreter {x:?} vs JIT {y:?}\n{src}"
            )))
        }
    }
    Ok(false)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(96))]
    #[test]
    fn random_programs_agree(seed in any::<u64>()) {
        run_both(seed)?;
    }
}

#[test]
fn generator_makes_valid_and_varied_programs() {
    // Every one of the first 40 seeds parses, verifies and runs identically; the generator
    // hits both error-free programs and failing divisions/shifts.
    let mut failed = 0;
    for seed in 0..40 {
        failed += usize::from(run_both(seed).unwrap_or_else(|e| panic!("seed {seed}: {e}")));
    }
    assert!((1..=20).contains(&failed), "{failed} of 40 programs failed");
}
