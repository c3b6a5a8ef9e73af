//! Property test: random small loop nests with constant bounds (imperfect nests, steps, max/min
//! bounds, affine.if with else branches, floordiv/mod subscripts) are analysed and compared
//! with brute-force enumeration of their execution (`tessera_dependence::bruteforce`): every
//! verdict and every [min, max] component bound must match exactly.

use crate::dependence_common;

use dependence_common::{compare_with_oracle, random_program};
use proptest::prelude::*;

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]
    #[test]
    fn analysis_matches_brute_force(seed in any::<u64>()) {
        let src = random_program(seed, 6);
        let bad = compare_with_oracle(&src, "f", &[]).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        prop_assert!(bad.is_empty(), "{}\n{}", bad.join("\n"), src);
    }
}

#[test]
fn generator_produces_the_constructs_under_test() {
    // The property is only meaningful if the generator exercises every construct.
    let all: String = (0..300u64).map(|s| random_program(s, 5)).collect();
    for needle in [
        "step 2",
        "max affine_map",
        "min affine_map",
        "} else {",
        "floordiv",
        "mod",
        "affine.if",
    ] {
        assert!(all.contains(needle), "generator never produced {needle}");
    }
}

#[test]
fn generator_produces_dependences_and_independences() {
    // Both answers must be common in the generated programs, or the property says little.
    use tessera_dependence::{analyze, DepthResult, Options};
    let reg = tessera_ir::Registry::standard();
    let (mut dep, mut indep) = (0, 0);
    for s in 0..200u64 {
        let src = random_program(s, 6);
        let m = tessera_ir::parse(&src, reg).expect("generated programs parse");
        let a = analyze(&m, reg, &Options::default()).expect("analysis runs");
        for p in &a.pairs {
            for d in &p.depths {
                match d {
                    DepthResult::Dependent { .. } => dep += 1,
                    DepthResult::Independent => indep += 1,
                    DepthResult::Unknown(w) => panic!("unknown answer ({w}) on\n{src}"),
                }
            }
        }
    }
    assert!(
        dep > 100 && indep > 100,
        "dependent {dep}, independent {indep}"
    );
}
