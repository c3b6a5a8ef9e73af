//! The analysis caches (`transforms::analysis::cache`, `dependence::access::collect_shared`)
//! change no result: a pipeline of analysis-using passes run in one process, where every pass
//! reuses the analyses and collections of the module versions it meets (and the tile pass
//! carries the analyses of the nests it did not rewrite), prints exactly what the same passes
//! print when each runs on a freshly parsed module (new versions: nothing can be reused), with
//! the same remarks.

use tessera::dependence::access::{collect_shared, CollectOptions};
use tessera::dependence::carried::{access_runs, loop_carries, loop_carries_in};
use tessera::ir::{parse, print, Module, PrintOptions, Registry};
use tessera::transforms::parse_pipeline;

const PASSES: &[&str] = &[
    "affine-loop-fusion",
    "affine-loop-distribute",
    "affine-scalrep",
    "affine-loop-unroll-jam",
    "affine-loop-tile{tile-size=8}",
    "affine-parallelize",
];

fn run(m: &mut Module, passes: &str) -> Vec<String> {
    let p = parse_pipeline(&format!("builtin.module(func.func({passes}))")).unwrap();
    p.run(m).unwrap().iter().map(|r| r.render("x")).collect()
}

#[test]
fn cached_pipeline_equals_pass_by_pass_on_fresh_modules() {
    let reg = Registry::standard();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/polybench/mini");
    for kernel in ["2mm", "fdtd-2d", "gemver", "jacobi-2d", "correlation", "lu"] {
        let src = std::fs::read_to_string(format!("{dir}/{kernel}.mlir")).unwrap();
        let mut whole = parse(&src, reg).unwrap();
        let remarks = run(&mut whole, &PASSES.join(","));
        let mut text = src.clone();
        let mut one_by_one = vec![];
        for p in PASSES {
            let mut m = parse(&text, reg).unwrap();
            // Positions of later remarks refer to the re-printed text: compare messages.
            one_by_one.extend(run(&mut m, p));
            text = print(&m, reg, PrintOptions::default());
        }
        assert_eq!(
            print(&whole, reg, PrintOptions::default()),
            text,
            "{kernel}"
        );
        let msg = |r: &String| r.split_once("] ").map(|x| x.1.to_string());
        let a: Vec<_> = remarks.iter().map(msg).collect();
        let b: Vec<_> = one_by_one.iter().map(msg).collect();
        assert_eq!(a.len(), b.len(), "{kernel}: remark count");
        // The first pass sees the same text in both runs: its remarks are identical.
        let first = remarks
            .iter()
            .filter(|r| r.contains("[affine-loop-fusion]"))
            .count();
        assert_eq!(remarks[..first], one_by_one[..first], "{kernel}");
    }
}

/// `affine-parallelize` asks every loop whether it carries a dependence over the loop's run of
/// the module's accesses (`access_runs`) instead of the whole collection: the answers (verdict,
/// access indices, witness) are the whole collection's, for every loop of the PolyBench
/// kernels before and after tiling and skewing.
#[test]
fn loop_runs_answer_as_the_whole_collection() {
    let reg = Registry::standard();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/polybench/mini");
    let mut asked = 0;
    for kernel in [
        "2mm",
        "fdtd-2d",
        "gemver",
        "jacobi-2d",
        "correlation",
        "lu",
        "seidel-2d",
    ] {
        let src = std::fs::read_to_string(format!("{dir}/{kernel}.mlir")).unwrap();
        for passes in [
            "",
            "affine-loop-tile{tile-size=4}",
            "affine-loop-skew{factors=1},affine-loop-tile{tile-size=3}",
        ] {
            let mut m = parse(&src, reg).unwrap();
            if !passes.is_empty() {
                run(&mut m, passes);
            }
            let acc = collect_shared(&m, reg, CollectOptions::default());
            let loops: Vec<_> = m
                .walk(m.top())
                .into_iter()
                .filter(|&o| m.op(o).name == "affine.for")
                .collect();
            let runs = access_runs(&m, &acc, &loops);
            for &l in &loops {
                let run = runs.get(&l).cloned().unwrap_or(0..0);
                assert!(acc
                    .iter()
                    .enumerate()
                    .all(|(i, a)| !m.is_ancestor(l, a.op) || run.contains(&i)));
                assert_eq!(
                    loop_carries_in(&m, &acc, run, l, 0),
                    loop_carries(&m, &acc, l, 0),
                    "{kernel} after '{passes}'"
                );
                asked += 1;
            }
        }
    }
    assert!(asked > 100, "{asked} loops");
}

/// The passes' analyses (`FunctionDeps`) are computed without distance bounds
/// (`Options::bounds` off): every pair has the same verdict at every depth and the same
/// witness as in the bounded analysis `tessera deps` computes, and each dependent depth's
/// components are reported unbounded — on PolyBench kernels before and after tiling.
#[test]
fn verdicts_only_analyses_keep_every_verdict_and_witness() {
    use tessera::dependence::{analyze, DepthResult, Extent, Options};
    let reg = Registry::standard();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/polybench/mini");
    let mut dependent = 0;
    for kernel in ["2mm", "fdtd-2d", "lu", "seidel-2d", "correlation"] {
        let src = std::fs::read_to_string(format!("{dir}/{kernel}.mlir")).unwrap();
        for passes in ["", "affine-loop-tile{tile-size=4}"] {
            let mut m = parse(&src, reg).unwrap();
            if !passes.is_empty() {
                run(&mut m, passes);
            }
            let full = analyze(&m, reg, &Options::default()).unwrap();
            let opts = Options {
                bounds: false,
                ..Options::default()
            };
            let verdicts = analyze(&m, reg, &opts).unwrap();
            assert_eq!(
                full.pairs.len(),
                verdicts.pairs.len(),
                "{kernel} '{passes}'"
            );
            for (p, q) in full.pairs.iter().zip(&verdicts.pairs) {
                assert_eq!(
                    (p.src, p.dst, p.depths.len()),
                    (q.src, q.dst, q.depths.len())
                );
                for (a, b) in p.depths.iter().zip(&q.depths) {
                    match (a, b) {
                        (
                            DepthResult::Dependent {
                                witness: w,
                                components: c,
                            },
                            DepthResult::Dependent {
                                witness: v,
                                components: d,
                            },
                        ) => {
                            assert_eq!(w, v, "{kernel} '{passes}'");
                            assert_eq!(c.len(), d.len());
                            // Exact bounds where the uniform shortcut answers; else unbounded.
                            for (x, y) in c.iter().zip(d) {
                                let loose = y.min == Extent::Infinite && y.max == Extent::Infinite;
                                assert!(loose || x == y, "{kernel}: {x:?} vs {y:?}");
                            }
                            dependent += 1;
                        }
                        _ => assert_eq!(a, b, "{kernel} '{passes}'"),
                    }
                }
            }
        }
    }
    assert!(dependent > 50, "{dependent} dependent depths");
}
