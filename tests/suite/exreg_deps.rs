//! The dependence analysis inside `affine.execute_region`s: each region is an affine scope of
//! its own whose accesses are analysed exactly (region arguments, values defined in it and
//! values defined before it are its symbols), and from above the region is an opaque access of
//! the memrefs bound to it. Checked against the brute-force oracle on random programs whose
//! nests sit inside (nested) execute_regions: every pair of one region's scope equals the
//! oracle's enumeration of one run of the region, and every pair involving a region seen from
//! above is "unknown" with its reason, never "no dependence".

use crate::dependence_common;
use crate::exreg_common;

use dependence_common::random_program;
use exreg_common::{load, text, wrap_random, Rng};
use tessera::dependence::{analyze, bruteforce, DepthResult, Extent, Options};
use tessera::ir::Registry;

fn summarize(r: &DepthResult) -> String {
    match r {
        DepthResult::Independent => "independent".into(),
        DepthResult::Unknown(w) => format!("unknown ({w})"),
        DepthResult::Dependent { components, .. } => components
            .iter()
            .map(|c| format!("[{:?}, {:?}]", c.min, c.max))
            .collect(),
    }
}

/// Checks one wrapped program; returns (region scopes checked, pairs compared).
fn check_program(src: &str, what: &str) -> (usize, usize) {
    let reg = Registry::standard();
    let m = load(src, what);
    let a = analyze(&m, reg, &Options::default()).expect("analysis");
    let regions: Vec<_> = m
        .walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "affine.execute_region")
        .collect();
    let (mut scopes, mut compared) = (0, 0);
    for &er in &regions {
        let scope = m.op(er).regions.first().copied();
        let trace = bruteforce::run_partial(&m, er, &a.accesses, &[], 50_000_000)
            .unwrap_or_else(|e| panic!("{what}: oracle: {e}\n{src}"));
        scopes += 1;
        for p in &a.pairs {
            let (x, y) = (&a.accesses[p.src], &a.accesses[p.dst]);
            if x.scope != scope || y.scope != scope {
                continue;
            }
            if x.model.is_err() || y.model.is_err() {
                // A nested region seen from this one: opaque.
                assert!(
                    p.depths
                        .iter()
                        .all(|r| matches!(r, DepthResult::Unknown(_))),
                    "{what}: pair {} -> {} with an opaque access is not unknown",
                    p.src,
                    p.dst
                );
                continue;
            }
            let (c, truth) = bruteforce::pair_truth(&trace, p.src, p.dst);
            let ran = trace.loops.contains_key(&p.src) && trace.loops.contains_key(&p.dst);
            for (d, r) in p.depths.iter().enumerate() {
                let t = truth.get(d).cloned().flatten();
                let ok = match (r, &t) {
                    (DepthResult::Independent, None) => true,
                    (DepthResult::Dependent { components, .. }, Some(ranges)) => {
                        components.len() == ranges.len()
                            && components.iter().zip(ranges).all(|(cmp, &(lo, hi))| {
                                cmp.min == Extent::Finite(lo.into())
                                    && cmp.max == Extent::Finite(hi.into())
                            })
                    }
                    _ => false,
                };
                let ok = ok || !ran && !r.may_depend();
                assert!(
                    ok && (!ran || c == p.common),
                    "{what}: pair {} -> {} depth {}: analysis {}, brute force {t:?} (common {} vs {c})\n{}",
                    p.src,
                    p.dst,
                    d + 1,
                    summarize(r),
                    p.common,
                    text(&m)
                );
                compared += 1;
            }
        }
    }
    // From above: the region op's accesses are opaque, and every pair with one is unknown.
    for p in &a.pairs {
        for i in [p.src, p.dst] {
            if a.accesses[i].op_name == "affine.execute_region" {
                assert!(
                    p.depths
                        .iter()
                        .all(|r| matches!(r, DepthResult::Unknown(_))),
                    "{what}: pair {} -> {} with a region seen from above is not unknown",
                    p.src,
                    p.dst
                );
            }
        }
    }
    (scopes, compared)
}

#[test]
fn region_scopes_match_brute_force() {
    let (mut scopes, mut compared) = (0, 0);
    for seed in 0..120u64 {
        let src = random_program(seed, 6);
        let mut m = load(&src, "gen");
        let mut rng = Rng(seed.wrapping_mul(0x2545_f491_4f6c_dd1d) | 1);
        if wrap_random(&mut m, &mut rng, 60, true) == 0 {
            continue;
        }
        let (s, c) = check_program(&text(&m), &format!("seed {seed}"));
        scopes += s;
        compared += c;
    }
    eprintln!("{scopes} region scopes, {compared} pair depths compared with brute force");
    assert!(
        scopes >= 60 && compared >= 200,
        "{scopes} scopes, {compared} compared"
    );
}

/// Two region arguments bound to one memref alias: their accesses are paired (unknown: they
/// are different values of one memref), never "no dependence".
#[test]
fn duplicate_region_arguments_alias() {
    let src = r#"
func.func @f(%A: memref<10xf32>) {
  %c = arith.constant 1.0 : f32
  affine.execute_region [%a, %b] = (%A, %A) : memref<10xf32>, memref<10xf32> {
    affine.store %c, %a[0] : memref<10xf32>
    %v = affine.load %b[0] : memref<10xf32>
    affine.store %v, %a[1] : memref<10xf32>
    return
  }
  return
}
"#;
    let reg = Registry::standard();
    let m = load(src, "dup");
    let a = analyze(&m, reg, &Options::default()).expect("analysis");
    let store0 = 1; // #0 is the region seen from above
    let load1 = 2;
    assert_eq!(a.accesses[store0].op_name, "affine.store");
    assert_eq!(a.accesses[load1].op_name, "affine.load");
    let p = a
        .pair(store0, load1)
        .expect("the aliasing pair is analysed");
    assert!(p.may_depend());
}
