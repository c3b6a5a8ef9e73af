//! The library API on hand-derived cases: verdicts and exact bounds (derivations in the
//! comments), unknown answers with reasons, loop parallelism and reductions, legality of
//! permutation/tiling/skewing with witnesses, and the dependence graph.

use tessera_dependence::graph::{self, Parallelism};
use tessera_dependence::legality::{self, Legality};
use tessera_dependence::{analyze, Analysis, DepKind, DepthResult, Extent, Options};
use tessera_ir::{parse, verify, Module, Registry};

fn run(src: &str) -> (Module, Analysis) {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{}", e.render("t", src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}", e.render("t", src)));
    let a = analyze(&m, reg, &Options::default()).expect("analysis");
    (m, a)
}

fn comps(r: &DepthResult) -> Vec<(i64, i64)> {
    match r {
        DepthResult::Dependent { components, .. } => components
            .iter()
            .map(|c| match (&c.min, &c.max) {
                (Extent::Finite(a), Extent::Finite(b)) => (
                    a.to_i64().unwrap_or(i64::MIN),
                    b.to_i64().unwrap_or(i64::MAX),
                ),
                _ => (i64::MIN, i64::MAX),
            })
            .collect(),
        other => panic!("expected a dependence, got {other:?}"),
    }
}

const STENCIL: &str = "func.func @f(%A: memref<64x64xf32>) {
  affine.for %i = 1 to 63 {
    affine.for %j = 1 to 63 {
      %a = affine.load %A[%i - 1, %j + 1] : memref<64x64xf32>
      affine.store %a, %A[%i, %j] : memref<64x64xf32>
    }
  }
  return
}";

#[test]
fn stencil_distance_and_legality() {
    // Store A[i][j] at (i, j) is read as A[i' - 1][j' + 1] at (i', j') = (i + 1, j - 1):
    // a RAW dependence of distance (1, -1), carried by %i.
    let (m, a) = run(STENCIL);
    let raw = a.pair(1, 0).expect("store -> load analysed");
    assert_eq!(raw.kind, DepKind::Raw);
    assert_eq!(raw.common, 2);
    assert_eq!(comps(&raw.depths[0]), vec![(1, 1), (-1, -1)]);
    assert_eq!(raw.depths[1], DepthResult::Independent);
    assert_eq!(raw.depths[2], DepthResult::Independent);
    // The WAR direction (load before store of the same cell) would need (i', j') = (i - 1,
    // j + 1) with i' > i: impossible.
    assert!(!a.pair(0, 1).expect("load -> store").may_depend());
    let loops = legality::loops_of(
        &m,
        &a,
        m.walk(m.top())
            .into_iter()
            .find(|&o| m.op(o).name == "affine.for")
            .expect("loop"),
    );
    assert_eq!(loops.len(), 2);
    // Interchange makes the distance (-1, 1): lexicographically negative, illegal; the
    // witness is a real dependent pair.
    match legality::check_permutation(&m, &a, &loops, &[1, 0]).expect("valid permutation") {
        Legality::Illegal(v) => {
            let w = &v.witness;
            let (s, d) = (&w.src_iter, &w.dst_iter);
            assert_eq!((&d[0] - &s[0]).to_i64(), Some(1));
            assert_eq!((&d[1] - &s[1]).to_i64(), Some(-1));
            assert_eq!(w.cell, vec![s[0].clone(), s[1].clone()]);
        }
        other => panic!("interchange must be illegal: {other:?}"),
    }
    // Tiling needs non-negative components: (1, -1) is not.
    assert!(matches!(
        legality::check_tiling(&m, &a, &loops),
        Legality::Illegal(_)
    ));
    // Skewing j by i (j' = i + j) makes the distance (1, 0): interchange then becomes legal.
    let skew = vec![vec![1, 0], vec![1, 1]];
    assert_eq!(
        legality::check_band_transform(&m, &a, &loops, &skew).expect("2x2"),
        Legality::Legal
    );
    let skew_swap = vec![vec![1, 1], vec![1, 0]];
    assert_eq!(
        legality::check_band_transform(&m, &a, &loops, &skew_swap).expect("2x2"),
        Legality::Legal
    );
    // The inner loop carries nothing; the outer one carries the RAW dependence.
    assert_eq!(legality::check_parallel(&m, &a, loops[1]), Legality::Legal);
    assert!(matches!(
        legality::check_parallel(&m, &a, loops[0]),
        Legality::Illegal(_)
    ));
    let facts = graph::loop_facts(&m, &a);
    let by_depth = |d: usize| {
        facts
            .iter()
            .find(|f| f.depth == d)
            .map(|f| f.parallelism.clone())
    };
    assert!(matches!(by_depth(1), Some(Parallelism::Sequential { .. })));
    assert_eq!(by_depth(2), Some(Parallelism::Parallel));
    assert!(legality::check_band_transform(&m, &a, &loops, &[vec![1]]).is_err());
}

#[test]
fn reductions_through_a_cell_and_iter_args() {
    let src = "func.func @f(%A: memref<16x16xf32>, %x: memref<16xf32>, %y: memref<16xf32>) -> f32 {
  %z = arith.constant 0.0 : f32
  affine.for %i = 0 to 16 {
    affine.for %j = 0 to 16 {
      %a = affine.load %A[%i, %j] : memref<16x16xf32>
      %b = affine.load %x[%j] : memref<16xf32>
      %p = arith.mulf %a, %b : f32
      %c = affine.load %y[%i] : memref<16xf32>
      %s = arith.addf %c, %p : f32
      affine.store %s, %y[%i] : memref<16xf32>
    }
  }
  %r = affine.for %k = 0 to 16 iter_args(%acc = %z) -> (f32) {
    %v = affine.load %x[%k] : memref<16xf32>
    %n = arith.addf %acc, %v : f32
    affine.yield %n : f32
  }
  return %r : f32
}";
    let (m, a) = run(src);
    let facts = graph::loop_facts(&m, &a);
    let name = |f: &graph::LoopFacts| graph::value_name(&m, f.dim.iv);
    for f in &facts {
        match (name(f).as_str(), &f.parallelism) {
            // y[i] += ... : each i touches its own cell.
            ("%i", Parallelism::Parallel) => {}
            // The j loop carries the read-modify-write of y[i]: a reduction.
            ("%j", Parallelism::Reduction(r)) => {
                assert!(r.iter().any(|x| x.contains("arith.addf")), "{r:?}")
            }
            ("%k", Parallelism::Reduction(r)) => {
                assert!(r.iter().any(|x| x.contains("iter_args")), "{r:?}")
            }
            (n, p) => panic!("loop {n}: unexpected {p:?}"),
        }
    }
    assert_eq!(facts.len(), 3);
}

#[test]
fn unsupported_constructs_are_unknown_with_a_reason() {
    let src = "func.func private @ext(memref<100xf32>)
func.func @f(%A: memref<100xf32>, %I: memref<10xindex>) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    affine.store %cst, %A[%i] : memref<100xf32>
    %k = affine.load %I[%i] : memref<10xindex>
    %v = memref.load %A[%k] : memref<100xf32>
    func.call @ext(%A) : (memref<100xf32>) -> ()
    scf.for %t = %k to %k step %k {
      affine.store %cst, %A[%i] : memref<100xf32>
    }
  }
  return
}";
    let (m, a) = run(src);
    let reasons: Vec<String> = a
        .pairs
        .iter()
        .flat_map(|p| p.depths.iter())
        .filter_map(|r| match r {
            DepthResult::Unknown(w) => Some(w.clone()),
            _ => None,
        })
        .collect();
    for needle in [
        "memref.load is not an affine access",
        "escapes into 'func.call'",
        "nested in 'scf.for'",
    ] {
        assert!(
            reasons.iter().any(|r| r.contains(needle)),
            "no unknown mentions {needle}: {reasons:?}"
        );
    }
    // Never "independent" for a pair involving an unmodelled access on the same memref.
    for p in &a.pairs {
        if a.accesses[p.src].model.is_err() || a.accesses[p.dst].model.is_err() {
            assert!(p.may_depend());
        }
    }
    let facts = graph::loop_facts(&m, &a);
    assert!(facts.iter().all(|f| matches!(
        f.parallelism,
        Parallelism::Unknown(_) | Parallelism::Sequential { .. }
    )));
}

#[test]
fn symbols_make_bounds_infinite_and_graph_has_cycles() {
    // A[i + M] written, A[i] read, 0 <= i < N: the read at i' = i + M depends on the write;
    // over all values of M the distance i' - i = M is unbounded above (M >= 1 at depth 1).
    let src = "func.func @f(%A: memref<?xf32>, %N: index, %M: index) {
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to %N {
    %v = affine.load %A[%i] : memref<?xf32>
    affine.store %v, %A[%i + symbol(%M)] : memref<?xf32>
  }
  return
}";
    let (_m, a) = run(src);
    let raw = a.pair(1, 0).expect("store -> load");
    match &raw.depths[0] {
        DepthResult::Dependent {
            components,
            witness,
        } => {
            assert_eq!(components[0].min, Extent::Finite(1.into()));
            assert_eq!(components[0].max, Extent::Infinite);
            assert_eq!(witness.symbols.len(), 2);
        }
        other => panic!("{other:?}"),
    }
    let g = graph::build(&a);
    // RAW 1 -> 0 and WAR 0 -> 1 (M <= -1) form a cycle.
    assert!(g.sccs().iter().any(|c| c.len() == 2));
}

/// Two subviews of one memref: the analysis cannot place the pair (different views), so every
/// band legality question about loops containing both must be undecided — never legal. By
/// hand: `%v1[i][j]` is `%A[i][j + 1]` and `%v0[i][j]` is `%A[i][j]`, so the store at (i, j)
/// writes the cell the load reads at (i, j + 1): a real dependence of distance (0, 1) that a
/// reversal of %j would break.
#[test]
fn pairs_through_different_views_make_legality_unknown() {
    let src = "func.func @f(%A: memref<8x9xf32>) {
  %v0 = memref.subview %A[0, 0] [8, 8] [1, 1] : memref<8x9xf32> to memref<8x8xf32, strided<[9, 1]>>
  %v1 = memref.subview %A[0, 1] [8, 8] [1, 1] : memref<8x9xf32> to memref<8x8xf32, strided<[9, 1], offset: 1>>
  affine.for %i = 0 to 8 {
    affine.for %j = 0 to 8 {
      %a = affine.load %v0[%i, %j] : memref<8x8xf32, strided<[9, 1]>>
      affine.store %a, %v1[%i, %j] : memref<8x8xf32, strided<[9, 1], offset: 1>>
    }
  }
  return
}";
    let (m, a) = run(src);
    let func = m
        .walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).name == "affine.for")
        .expect("loop");
    let loops = legality::loops_of(&m, &a, func);
    assert_eq!(loops.len(), 2);
    assert!(matches!(
        legality::check_tiling(&m, &a, &loops),
        Legality::Unknown(_)
    ));
    assert!(matches!(
        legality::check_permutation(&m, &a, &loops, &[1, 0]).expect("perm"),
        Legality::Unknown(_)
    ));
    assert!(matches!(
        legality::check_parallel(&m, &a, loops[1]),
        Legality::Unknown(_)
    ));
}

/// `collect_within` gives the accesses of one subtree as the whole collection has them (same
/// ops, kinds, memrefs, loops), and whether a loop carries a dependence is the same on either:
/// for every loop of the PolyBench corpus (MINI).
#[test]
fn subtree_collections_answer_loop_questions_as_the_whole_module() {
    use tessera_dependence::access::{collect, collect_within, CollectOptions};
    use tessera_dependence::carried::{loop_carries, Carried};
    let reg = Registry::standard();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/polybench/mini");
    let mut loops = 0;
    for e in std::fs::read_dir(dir).unwrap() {
        let path = e.unwrap().path();
        if path.extension().is_none_or(|x| x != "mlir") {
            continue;
        }
        let m = parse(&std::fs::read_to_string(&path).unwrap(), reg).unwrap();
        let all = collect(&m, reg, CollectOptions::default());
        for op in m.walk(m.top()) {
            if m.op(op).name != "affine.for" {
                continue;
            }
            loops += 1;
            let sub = collect_within(&m, reg, CollectOptions::default(), op);
            let inside: Vec<_> = all.iter().filter(|a| m.is_ancestor(op, a.op)).collect();
            assert_eq!(sub.len(), inside.len(), "{path:?}");
            for (a, b) in sub.iter().zip(&inside) {
                assert_eq!((a.op, a.memref, a.kind), (b.op, b.memref, b.kind));
                let ls = |x: &tessera_dependence::Access| {
                    x.model
                        .as_ref()
                        .map(|md| md.loops.iter().map(|l| l.op).collect::<Vec<_>>())
                        .ok()
                };
                assert_eq!(ls(a), ls(b));
            }
            let verdict = |c: Carried| match c {
                Carried::No => 0,
                Carried::Yes { .. } => 1,
                _ => 2,
            };
            assert_eq!(
                verdict(loop_carries(&m, &sub, op, 0)),
                verdict(loop_carries(&m, &all, op, 0)),
                "{path:?}"
            );
        }
    }
    assert!(loops > 100, "{loops} loops");
}
