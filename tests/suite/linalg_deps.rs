//! Dependence analysis of linalg structured ops on memrefs, without lowering them.
//!
//! 1. Random linalg programs (named ops incl. matmul, convolutions and pooling with strides and
//!    dilations, generics with reductions and non-injective, permuted, shifted, strided and
//!    floordiv/mod maps, producer-consumer chains sharing buffers, ops inside `affine.for`
//!    loops next to affine loads and stores, dynamic shapes) have the same dependences as the
//!    same program after `convert-linalg-to-affine-loops`: same accesses in the same order, same
//!    pairs, kinds, common depth, per-depth verdicts and exact `[min, max]` direction bounds,
//!    and the same per-loop verdicts (a linalg loop `dK` against the K-th loop of its nest).
//! 2. On static sizes, every linalg-level verdict and bound equals the brute-force enumeration
//!    of the program's execution (`dependence::bruteforce`, which runs linalg iteration boxes),
//!    and a linalg loop is parallel exactly when no dependence is carried by it (declared
//!    `parallel` and carrying one: reported as a violation with a witness the oracle confirms).
//! 3. Hand-written programs (in-place transpose, non-injective output, subviews, a linalg op
//!    in an `scf.for`). The CLI output on `examples/linalg_chain.mlir` is checked in
//!    `cli/tests/suite/linalg_deps.rs` (where the `tessera` binary is built).

use crate::dependence_common;
use crate::linalg_deps_gen;

use std::collections::HashMap;

use dependence_common::compare_with_oracle;
use linalg_deps_gen::linalg_program;
use proptest::prelude::*;
use tessera::dependence::graph::{loop_facts, LoopFacts, Parallelism};
use tessera::dependence::{analyze, bruteforce, Analysis, DepthResult, Extent, Options};
use tessera::ir::linalg::IteratorKind;
use tessera::ir::{parse, verify, Module, Registry};
use tessera::transforms::parse_pipeline;

// ----- comparisons ------------------------------------------------------------------------------

fn load(src: &str) -> Result<Module, String> {
    let reg = Registry::standard();
    let m = parse(src, reg).map_err(|e| e.render("input", src))?;
    verify(&m, reg).map_err(|e| e.render("input", src))?;
    Ok(m)
}

fn lower(m: &Module) -> Result<Module, String> {
    let mut l = m.clone();
    parse_pipeline("convert-linalg-to-affine-loops")
        .map_err(|e| e.to_string())?
        .run(&mut l)
        .map_err(|e| e.to_string())?;
    Ok(l)
}

fn verdict(p: &Parallelism) -> String {
    match p {
        Parallelism::Parallel => "parallel".into(),
        Parallelism::Reduction(r) => format!("reduction {r:?}"),
        Parallelism::Sequential { pair, .. } => format!("sequential (pair {pair})"),
        Parallelism::Unknown(_) => "unknown".into(),
    }
}

fn depth_str(r: &DepthResult) -> String {
    match r {
        DepthResult::Independent => "independent".into(),
        DepthResult::Unknown(w) => format!("unknown ({w})"),
        DepthResult::Dependent { components, .. } => format!(
            "dependent {}",
            components
                .iter()
                .map(|c| format!("[{:?}, {:?}]", c.min, c.max))
                .collect::<String>()
        ),
    }
}

/// Mismatches between the analysis of `m` and of its lowering (and how many modelled
/// linalg accesses and dependent answers were compared).
fn compare_with_lowering(m: &Module) -> Result<(Vec<String>, usize, usize), String> {
    let reg = Registry::standard();
    let l = lower(m)?;
    let a = analyze(m, reg, &Options::default()).map_err(|e| e.to_string())?;
    let b = analyze(&l, reg, &Options::default()).map_err(|e| e.to_string())?;
    let mut bad = vec![];
    if a.accesses.len() != b.accesses.len() {
        return Ok((
            vec![format!(
                "{} accesses, {} after lowering",
                a.accesses.len(),
                b.accesses.len()
            )],
            0,
            0,
        ));
    }
    let mut linalg = 0;
    for (i, (x, y)) in a.accesses.iter().zip(b.accesses.iter()).enumerate() {
        if x.kind != y.kind || x.memref != y.memref || x.model.is_ok() != y.model.is_ok() {
            bad.push(format!(
                "access #{i}: {} {:?} {:?} vs {} {:?} {:?}",
                x.op_name,
                x.kind,
                x.model.as_ref().err(),
                y.op_name,
                y.kind,
                y.model.as_ref().err()
            ));
        }
        if x.operand.is_some() && x.model.is_ok() {
            linalg += 1;
        }
    }
    let pb: HashMap<(usize, usize), usize> = b
        .pairs
        .iter()
        .enumerate()
        .map(|(k, p)| ((p.src, p.dst), k))
        .collect();
    if a.pairs.len() != b.pairs.len() {
        bad.push(format!(
            "{} pairs, {} after lowering",
            a.pairs.len(),
            b.pairs.len()
        ));
    }
    let mut dependent = 0;
    for p in &a.pairs {
        let Some(q) = pb.get(&(p.src, p.dst)).map(|&k| &b.pairs[k]) else {
            bad.push(format!(
                "pair {} -> {} missing after lowering",
                p.src, p.dst
            ));
            continue;
        };
        if p.kind != q.kind || p.common != q.common || p.depths.len() != q.depths.len() {
            bad.push(format!(
                "pair {} -> {}: {:?} common {} vs {:?} common {}",
                p.src, p.dst, p.kind, p.common, q.kind, q.common
            ));
            continue;
        }
        for (d, (r, s)) in p.depths.iter().zip(&q.depths).enumerate() {
            let same = match (r, s) {
                (DepthResult::Independent, DepthResult::Independent) => true,
                (DepthResult::Unknown(_), DepthResult::Unknown(_)) => true,
                (
                    DepthResult::Dependent { components: c1, .. },
                    DepthResult::Dependent { components: c2, .. },
                ) => {
                    dependent += 1;
                    c1 == c2
                }
                _ => false,
            };
            if !same {
                bad.push(format!(
                    "pair {} -> {} depth {}: {} vs {} after lowering",
                    p.src,
                    p.dst,
                    d + 1,
                    depth_str(r),
                    depth_str(s)
                ));
            }
        }
    }
    // Per-loop verdicts: a loop of one analysis is the loop at the same position of the same
    // access in the other.
    let fa = loop_facts(m, &a);
    let fb = loop_facts(&l, &b);
    for f in &fa {
        let Some((i, k)) = a.accesses.iter().enumerate().find_map(|(i, acc)| {
            let md = acc.model.as_ref().ok()?;
            md.loops.iter().position(|x| *x == f.dim).map(|k| (i, k))
        }) else {
            continue;
        };
        let Some(dl) = b.accesses[i]
            .model
            .as_ref()
            .ok()
            .and_then(|md| md.loops.get(k).copied())
        else {
            bad.push(format!("loop of access #{i} missing after lowering"));
            continue;
        };
        let Some(g) = fb.iter().find(|g| g.dim == dl) else {
            bad.push(format!("no facts for the lowered loop of access #{i}"));
            continue;
        };
        if verdict(&f.parallelism) != verdict(&g.parallelism) || f.depth != g.depth {
            bad.push(format!(
                "loop {k} of access #{i}: {} vs {} after lowering",
                verdict(&f.parallelism),
                verdict(&g.parallelism)
            ));
        }
    }
    Ok((bad, linalg, dependent))
}

/// Brute-force checks of the per-loop verdicts of linalg loops: parallel exactly when no
/// dependence is carried (some pair inside the op depends at the loop's depth in the trace);
/// a declared-parallel loop carrying one has a violation whose witness the trace confirms.
fn check_loop_verdicts(m: &Module, a: &Analysis) -> Result<Vec<String>, String> {
    let f = m
        .walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).name == "func.func")
        .ok_or("no function")?;
    let trace = bruteforce::run(m, f, &a.accesses, &[], 50_000_000)?;
    let mut bad = vec![];
    for lf in loop_facts(m, a).iter().filter(|lf| lf.dim.linalg) {
        let carried = a.pairs.iter().any(|p| {
            a.accesses[p.src].op == lf.dim.op
                && a.accesses[p.dst].op == lf.dim.op
                && bruteforce::pair_truth(&trace, p.src, p.dst)
                    .1
                    .get(lf.depth - 1)
                    .is_some_and(Option::is_some)
        });
        let parallel = matches!(lf.parallelism, Parallelism::Parallel);
        if parallel == carried || matches!(lf.parallelism, Parallelism::Unknown(_)) {
            bad.push(format!(
                "{} d{}: {} but brute force carried = {carried}",
                m.op(lf.dim.op).name,
                lf.dim.dim,
                verdict(&lf.parallelism)
            ));
        }
        let violated = lf.declared == Some(IteratorKind::Parallel) && carried;
        match lf.declared_parallel_violation(a) {
            Some((pi, w)) => {
                let ok = violated && witness_in_trace(&trace, a, pi, lf, w);
                if !ok {
                    bad.push(format!("d{}: violation not confirmed", lf.dim.dim));
                }
            }
            None if violated => bad.push(format!("d{}: violation not reported", lf.dim.dim)),
            None => {}
        }
    }
    Ok(bad)
}

/// The witness's two instances both run, touch its cell, and differ first at the loop.
fn witness_in_trace(
    trace: &bruteforce::Trace,
    a: &Analysis,
    pi: usize,
    lf: &LoopFacts,
    w: &tessera::dependence::Witness,
) -> bool {
    let p = &a.pairs[pi];
    let ints = |v: &[tessera::polyhedral::int::Int]| -> Vec<i64> {
        v.iter().map(|x| x.to_i64().unwrap_or(i64::MAX)).collect()
    };
    let (si, di, cell) = (ints(&w.src_iter), ints(&w.dst_iter), ints(&w.cell));
    let runs = |acc: usize, it: &[i64]| {
        trace
            .events
            .iter()
            .any(|e| e.access == acc && e.iter == it && e.cells.contains(&cell))
    };
    let d = lf.depth - 1;
    runs(p.src, &si) && runs(p.dst, &di) && si[..d] == di[..d] && si[d] < di[d]
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]
    #[test]
    fn linalg_dependences_equal_those_of_the_lowering(seed in any::<u64>()) {
        let src = linalg_program(seed, seed % 2 == 1);
        let m = load(&src).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        let (bad, _, _) = compare_with_lowering(&m).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        prop_assert!(bad.is_empty(), "{}\n{}", bad.join("\n"), src);
    }

    #[test]
    fn linalg_dependences_equal_brute_force(seed in any::<u64>()) {
        let src = linalg_program(seed, false);
        let bad = compare_with_oracle(&src, "f", &[]).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        prop_assert!(bad.is_empty(), "{}\n{}", bad.join("\n"), src);
        let m = load(&src).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        let a = analyze(&m, Registry::standard(), &Options::default()).map_err(|e| TestCaseError::fail(e.to_string()))?;
        let bad = check_loop_verdicts(&m, &a).map_err(|e| TestCaseError::fail(format!("{e}\n{src}")))?;
        prop_assert!(bad.is_empty(), "{}\n{}", bad.join("\n"), src);
    }
}

#[test]
fn generator_covers_the_constructs_and_both_answers() {
    // The properties only say something if the programs exercise what they claim and the
    // analysis gives both answers on them, exactly (no unknown linalg access).
    let all: Vec<String> = (0..200u64).map(|s| linalg_program(s, s % 2 == 1)).collect();
    let text = all.concat();
    for needle in [
        "linalg.matmul",
        "linalg.conv_1d_nwc_wcf",
        "linalg.conv_2d_nhwc_hwcf",
        "linalg.pooling_nhwc_",
        "strides = dense<2>",
        "dilations = dense<[2",
        "\"reduction\"",
        "floordiv",
        "mod 2",
        "d0 + d1",
        "affine.for",
        "affine.store",
        "to %n",
        "memref<?",
        "ins(%x : f32)",
    ] {
        assert!(text.contains(needle), "generator never produced {needle}");
    }
    let (mut linalg, mut dependent, mut violations) = (0, 0, 0);
    for src in &all {
        let m = load(src).unwrap_or_else(|e| panic!("{e}\n{src}"));
        let (bad, l, d) = compare_with_lowering(&m).unwrap_or_else(|e| panic!("{e}\n{src}"));
        assert!(bad.is_empty(), "{}\n{src}", bad.join("\n"));
        linalg += l;
        dependent += d;
        let a = analyze(&m, Registry::standard(), &Options::default()).unwrap();
        for acc in a.accesses.iter() {
            if acc.operand.is_some() {
                assert!(acc.model.is_ok(), "{:?}\n{src}", acc.model);
            }
        }
        violations += loop_facts(&m, &a)
            .iter()
            .filter(|lf| lf.declared_parallel_violation(&a).is_some())
            .count();
    }
    eprintln!(
        "200 programs: {linalg} modelled linalg accesses, {dependent} dependent answers compared, {violations} declared-parallel violations"
    );
    assert!(
        linalg > 1000 && dependent > 500 && violations > 20,
        "linalg accesses {linalg}, dependent answers {dependent}, violations {violations}"
    );
}

// ----- hand-written programs --------------------------------------------------------------------

/// The finite `[min, max]` of every component of a dependent answer.
fn bounds(r: &DepthResult) -> Vec<(i64, i64)> {
    let fin = |e: &Extent| match e {
        Extent::Finite(v) => v.to_i64().unwrap_or(i64::MAX),
        Extent::Infinite => panic!("unbounded component"),
    };
    match r {
        DepthResult::Dependent { components, .. } => components
            .iter()
            .map(|c| (fin(&c.min), fin(&c.max)))
            .collect(),
        other => panic!("not dependent: {other:?}"),
    }
}

const TRANSPOSE_IN_PLACE: &str = r#"
func.func @f(%A: memref<3x3xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%A : memref<3x3xf32>) outs(%A : memref<3x3xf32>) {
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }
  return
}
"#;

#[test]
fn in_place_transpose_carries_at_d0() {
    // Hand derivation: iteration (i, j) reads A[j][i] and writes A[i][j]. The write of (j, i)
    // reaches the read of (i, j) later exactly when j < i: a RAW carried by d0 with distances
    // d0: i - j in [1, 2] and d1: j - i in [-2, -1] (i, j in 0..3); the read of (i, j) is
    // overwritten by the later write of (j, i) when i < j: a WAR with the same ranges. d1 carries
    // nothing; d0 is declared parallel, hence a violation.
    let m = load(TRANSPOSE_IN_PLACE).unwrap();
    let a = analyze(&m, Registry::standard(), &Options::default()).unwrap();
    assert_eq!(a.accesses.len(), 2);
    let raw = a.pair(1, 0).unwrap();
    let war = a.pair(0, 1).unwrap();
    for p in [raw, war] {
        assert_eq!(bounds(&p.depths[0]), vec![(1, 2), (-2, -1)], "{p:?}");
        assert_eq!(p.depths[1], DepthResult::Independent);
    }
    let facts = loop_facts(&m, &a);
    assert!(facts[0].declared_parallel_violation(&a).is_some());
    assert!(matches!(facts[1].parallelism, Parallelism::Parallel));
    assert!(compare_with_oracle(TRANSPOSE_IN_PLACE, "f", &[])
        .unwrap()
        .is_empty());
    assert!(compare_with_lowering(&m).unwrap().0.is_empty());
}

#[test]
fn non_injective_output_on_a_parallel_loop_is_reported() {
    // Row sums declared all-parallel: every d1 of a row writes s[d0] (WAW carried by d1, 1..=3
    // apart for 4 columns); the payload adds into s, so the loop is a reduction, not parallel.
    let src = r#"
func.func @f(%C: memref<2x4xf32>, %s: memref<2xf32>) {
  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%C : memref<2x4xf32>) outs(%s : memref<2xf32>) {
  ^bb0(%c: f32, %acc: f32):
    %r = arith.addf %acc, %c : f32
    linalg.yield %r : f32
  }
  return
}
"#;
    let m = load(src).unwrap();
    let a = analyze(&m, Registry::standard(), &Options::default()).unwrap();
    let facts = loop_facts(&m, &a);
    assert!(matches!(facts[0].parallelism, Parallelism::Parallel));
    assert_eq!(
        facts[1].parallelism,
        Parallelism::Reduction(vec!["memref cell: arith.addf".into()])
    );
    let (pi, w) = facts[1].declared_parallel_violation(&a).expect("violation");
    assert_eq!(a.pairs[pi].src, 1); // the read of s (access #1) before the write (#2)
    assert_eq!(w.src_iter[0], w.dst_iter[0]);
    assert!(w.src_iter[1] < w.dst_iter[1]);
    assert_eq!(
        bounds(&a.pair(2, 2).unwrap().depths[1]),
        vec![(0, 0), (1, 3)]
    );
    assert!(compare_with_oracle(src, "f", &[]).unwrap().is_empty());
    assert!(check_loop_verdicts(&m, &a).unwrap().is_empty());
}

#[test]
fn subviews_and_unmodelled_nesting_stay_unknown_with_a_reason() {
    // Accesses through one subview value are exact in its index space, as for affine accesses;
    // through different views of one memref they are unknown (never independent). A linalg op
    // in an scf.for is not modelled (unknown, with the reason).
    let src = r#"
func.func @f(%A: memref<8xf32>, %x: f32) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %v = memref.subview %A[2] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1], offset: 2>>
  %w = memref.subview %A[0] [4] [1] : memref<8xf32> to memref<4xf32, strided<[1]>>
  linalg.fill ins(%x : f32) outs(%v : memref<4xf32, strided<[1], offset: 2>>)
  linalg.copy ins(%v : memref<4xf32, strided<[1], offset: 2>>) outs(%w : memref<4xf32, strided<[1]>>)
  scf.for %i = %c0 to %c2 step %c1 {
    linalg.fill ins(%x : f32) outs(%v : memref<4xf32, strided<[1], offset: 2>>)
  }
  return
}
"#;
    let m = load(src).unwrap();
    let a = analyze(&m, Registry::standard(), &Options::default()).unwrap();
    // #0 fill write v, #1 copy read v, #2 copy write w, #3 fill (in scf.for) write v.
    assert_eq!(a.accesses.len(), 4);
    assert!(matches!(
        a.pair(0, 1).unwrap().depths[0],
        DepthResult::Dependent { .. }
    ));
    for (s, d) in [(0, 2), (1, 2)] {
        match &a.pair(s, d).unwrap().depths[0] {
            DepthResult::Unknown(w) => assert!(w.contains("different views"), "{w}"),
            other => panic!("{other:?}"),
        }
    }
    match &a.accesses[3].model {
        Err(e) => assert!(e.contains("scf.for"), "{e}"),
        Ok(_) => panic!("modelled inside scf.for"),
    }
    assert!(matches!(
        a.pair(0, 3).unwrap().depths[0],
        DepthResult::Unknown(_)
    ));
    assert!(compare_with_lowering(&m).unwrap().0.is_empty());
}
