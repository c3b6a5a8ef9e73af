//! The dependence analysis models DMA transfers exactly: on random programs with
//! `affine.dma_start`/`dma_wait` (contiguous and strided transfers, iv-dependent counts) and
//! loads/stores, every verdict and every [min, max] distance bound matches the brute-force
//! oracle, which runs the transfers element by element.

use crate::dependence_common;
use crate::dma_common;

use dependence_common::compare_with_oracle;
use dma_common::random_dma_program;
use proptest::prelude::*;
use tessera_dependence::{analyze, DepthResult, Options};

proptest! {
    #![proptest_config(ProptestConfig::with_cases(600))]
    #[test]
    fn dma_analysis_matches_brute_force(seed in any::<u64>()) {
        let src = random_dma_program(seed, 6);
        let bad = compare_with_oracle(&src, "f", &[]).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        prop_assert!(bad.is_empty(), "{}\n{}", bad.join("\n"), src);
    }
}

#[test]
fn dma_footprints_are_exact_and_varied() {
    // No DMA access is left unknown, the generator makes strided transfers, iv-dependent
    // counts and waits, and both answers are common among the DMA pairs.
    let reg = tessera_ir::Registry::standard();
    let (mut dep, mut indep) = (0, 0);
    let mut all = String::new();
    for s in 0..150u64 {
        let src = random_dma_program(s, 6);
        all.push_str(&src);
        let m = tessera_ir::parse(&src, reg).expect("generated programs parse");
        tessera_ir::verify(&m, reg).expect("generated programs verify");
        let a = analyze(&m, reg, &Options::default()).expect("analysis runs");
        for acc in a.accesses.iter() {
            assert!(acc.model.is_ok(), "{:?} on\n{src}", acc.model);
        }
        for p in &a.pairs {
            let dma = [p.src, p.dst]
                .iter()
                .any(|&k| matches!(a.accesses[k].role, "src" | "dst"));
            for d in &p.depths {
                match d {
                    DepthResult::Dependent { .. } if dma => dep += 1,
                    DepthResult::Independent if dma => indep += 1,
                    DepthResult::Unknown(w) => panic!("unknown answer ({w}) on\n{src}"),
                    _ => {}
                }
            }
        }
    }
    for needle in ["affine.dma_wait", "%p", "affine.apply", "step 2"] {
        assert!(all.contains(needle), "generator never produced {needle}");
    }
    assert!(
        dep > 100 && indep > 100,
        "dependent {dep}, independent {indep}"
    );
}

/// A hand-derived case: row `i` of `%A` (8 elements from `[i, 0]`) goes to `%B[2i ..]`; the
/// load of `%B[i]` at iteration `i'` reads what the transfer of iteration `i` wrote iff
/// `2i <= i' <= 2i + 7`, so with `i, i'` in `0..4` and `i < i'`: `(0, 1..3)` and `(1, 2..3)`,
/// distances 1 to 3; at equal iterations only `i = 0` (`B[0]`).
#[test]
fn hand_derived_dma_dependences() {
    let src = "func.func @f(%A: memref<4x8xf32>, %B: memref<16xf32, 1>) {
  %tag = memref.alloc() : memref<1xi32>
  %c0 = arith.constant 0 : index
  %n = arith.constant 8 : index
  affine.for %i = 0 to 4 {
    affine.dma_start %A[%i, 0], %B[%i * 2], %tag[%c0], %n : memref<4x8xf32>, memref<16xf32, 1>, memref<1xi32>
    affine.dma_wait %tag[%c0], %n : memref<1xi32>
    %v = affine.load %B[%i] : memref<16xf32, 1>
    affine.store %v, %A[%i, 3] : memref<4x8xf32>
  }
  return
}
";
    let reg = tessera_ir::Registry::standard();
    let m = tessera_ir::parse(src, reg).unwrap();
    let a = analyze(&m, reg, &Options::default()).unwrap();
    let find = |role: &str, name: &str| {
        a.accesses
            .iter()
            .position(|x| x.role == role && x.op_name == name)
            .unwrap()
    };
    let dst = find("dst", "affine.dma_start");
    let src_ = find("src", "affine.dma_start");
    let load = find("", "affine.load");
    let store = find("", "affine.store");
    let pair = |s: usize, d: usize| a.pairs.iter().find(|p| p.src == s && p.dst == d).unwrap();
    // RAW dst -> load: carried with distance 1..3, and loop-independent.
    let p = pair(dst, load);
    match &p.depths[0] {
        DepthResult::Dependent { components, .. } => {
            assert_eq!(
                components[0].min,
                tessera_dependence::Extent::Finite(1.into())
            );
            assert_eq!(
                components[0].max,
                tessera_dependence::Extent::Finite(3.into())
            );
        }
        r => panic!("{r:?}"),
    }
    assert!(p.depths[1].may_depend());
    // The source reads row i, the store writes A[i, 3]: only at the same iteration (WAR).
    let p = pair(src_, store);
    assert!(!p.depths[0].may_depend());
    assert!(p.depths[1].may_depend());
    let p = pair(store, src_);
    assert!(p.depths.iter().all(|d| !d.may_depend()));
    assert_eq!(
        compare_with_oracle(src, "f", &[]).unwrap(),
        Vec::<String>::new()
    );
}
