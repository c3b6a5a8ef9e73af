//! `affine.execute_region` through the passes: on the corpus (`tests/corpus/exreg/`: seed 002's
//! examples in today's syntax, nests inside regions, calls, dynamic control flow) and on random
//! programs whose loops are wrapped into (nested) execute_regions, every pass keeps the
//! interpreter's results bit for bit (parallel loops also run reversed and shuffled); after
//! `lower-affine` no execute_region is left; `inline` leaves no call of a non-recursive defined
//! function; and each pass changes some of the programs (it is not idle on them).

use crate::exreg_common;
use crate::transform_common;

use exreg_common::{count_regions, function_names, load, run_pipeline, text, wrap_random, Rng};
use tessera::codegen::interp::{ParallelOrder, RunOptions};
use tessera::ir::Module;
use transform_common::{random_program, run_seeded, same_run};

/// The pipelines checked (pass with options, as `tessera opt` takes them).
const PIPELINES: &[&str] = &[
    "inline",
    "affine-execute-region-simplify",
    "lower-affine",
    "inline,affine-execute-region-simplify,lower-affine",
    "affine-loop-tile{tile-sizes=4}",
    "affine-loop-unroll{unroll-factor=2}",
    "affine-loop-unroll{unroll-full}",
    "affine-parallelize",
    "affine-loop-fusion",
    "affine-loop-permute{permutation=1,0}",
    "affine-scalrep",
    "affine-loop-invariant-code-motion",
    "affine-loop-normalize",
];

/// Runs every function of `m` and `t` on seeded arguments and compares (both fail alike, or
/// agree bit for bit in forward, reversed and shuffled parallel order).
fn compare(m: &Module, t: &Module, what: &str) {
    for f in function_names(m) {
        for seed in [1u64, 7] {
            let a = run_seeded(m, &f, seed, RunOptions::default());
            for order in [
                ParallelOrder::Forward,
                ParallelOrder::Reversed,
                ParallelOrder::Shuffled(seed),
            ] {
                let opts = RunOptions {
                    parallel_order: order,
                    ..RunOptions::default()
                };
                let b = run_seeded(t, &f, seed, opts);
                match (&a, &b) {
                    (Ok(x), Ok(y)) => assert!(
                        same_run(x, y),
                        "{what} @{f} seed {seed} {order:?}: results differ\n{}",
                        text(t)
                    ),
                    (Err(x), Err(y)) => assert_eq!(x, y, "{what} @{f}: errors differ"),
                    (x, y) => panic!("{what} @{f} seed {seed}: {x:?} vs {y:?}\n{}", text(t)),
                }
            }
        }
    }
}

/// Checks one pipeline's output; returns whether it changed the program.
fn check(m: &Module, pipeline: &str, what: &str) -> bool {
    let t = run_pipeline(m, pipeline, what);
    compare(m, &t, &format!("{what} after {pipeline}"));
    if pipeline.contains("lower-affine") {
        assert_eq!(
            count_regions(&t),
            0,
            "{what}: execute_region left\n{}",
            text(&t)
        );
        for o in t.walk(t.top()) {
            let n = &t.op(o).name;
            assert!(
                !n.starts_with("affine."),
                "{what}: {n} left after lower-affine"
            );
        }
    }
    text(&t) != text(m)
}

#[test]
fn corpus_every_pass_keeps_results() {
    let mut changed = vec![0usize; PIPELINES.len()];
    let files = exreg_common::corpus();
    assert!(files.len() >= 8);
    for f in &files {
        let what = f.display().to_string();
        let src = std::fs::read_to_string(f).expect("read");
        let m = load(&src, &what);
        let calls = m
            .walk(m.top())
            .into_iter()
            .any(|o| m.op(o).name == "func.call");
        assert!(count_regions(&m) > 0 || calls, "{what}: no execute_region");
        for (k, p) in PIPELINES.iter().enumerate() {
            if check(&m, p, &what) {
                changed[k] += 1;
            }
        }
    }
    eprintln!("corpus: {} files; changed per pipeline:", files.len());
    for (p, c) in PIPELINES.iter().zip(&changed) {
        eprintln!("  {p}: {c}");
    }
    for (p, c) in PIPELINES.iter().zip(&changed) {
        if *p != "affine-loop-normalize" {
            assert!(*c > 0, "{p} changed no corpus file");
        }
    }
}

/// The corpus programs where a loop nest inside an execute_region is transformed: tiling,
/// unrolling and parallelisation act inside the region (the region's symbols as symbols).
#[test]
fn passes_transform_loops_inside_regions() {
    let f = exreg_common::corpus()
        .into_iter()
        .find(|p| p.ends_with("nests_in_regions.mlir"))
        .expect("file");
    let m = load(&std::fs::read_to_string(&f).expect("read"), "nests");
    let inside_region = |t: &Module, name: &str| {
        t.walk(t.top()).into_iter().any(|o| {
            t.op(o).name == name && {
                let mut cur = t.parent_op(o);
                let mut found = false;
                while let Some(p) = cur {
                    if t.op(p).name == "affine.execute_region" {
                        found = true;
                        break;
                    }
                    cur = t.parent_op(p);
                }
                found
            }
        })
    };
    let t = run_pipeline(&m, "affine-parallelize", "nests");
    assert!(inside_region(&t, "affine.parallel"), "{}", text(&t));
    // The outer %t loop stays sequential: the region is opaque from above.
    assert!(t
        .walk(t.top())
        .into_iter()
        .any(
            |o| t.op(o).name == "affine.for" && t.op(o).regions.len() == 1 && {
                let r = t.op(o).regions[0];
                let b = t.region(r).blocks[0];
                t.block(b)
                    .ops
                    .iter()
                    .any(|&x| t.op(x).name == "affine.execute_region")
            }
        ));
    let t = run_pipeline(&m, "affine-loop-tile{tile-sizes=4}", "nests");
    let count = |t: &Module| {
        t.walk(t.top())
            .into_iter()
            .filter(|&o| t.op(o).name == "affine.for")
            .count()
    };
    assert!(
        count(&t) > count(&m),
        "tiling did not act inside the region"
    );
}

/// Random programs (transform tests' generator) with loops wrapped into (nested)
/// execute_regions: every pipeline keeps results; every pipeline changes some of them.
#[test]
fn random_programs_with_regions_keep_results() {
    let mut changed = vec![0usize; PIPELINES.len()];
    let mut regions = 0;
    let n = 40u64;
    for seed in 0..n {
        let p = random_program(seed);
        let mut m = load(&p.text, &format!("seed {seed}"));
        let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
        regions += wrap_random(&mut m, &mut rng, 45, false);
        let m = load(&text(&m), &format!("seed {seed} wrapped"));
        for (k, pl) in PIPELINES.iter().enumerate() {
            if check(&m, pl, &format!("seed {seed}")) {
                changed[k] += 1;
            }
        }
    }
    eprintln!("random: {n} programs, {regions} execute_regions; changed per pipeline:");
    for (p, c) in PIPELINES.iter().zip(&changed) {
        eprintln!("  {p}: {c}");
    }
    assert!(regions >= n as usize);
    for (p, c) in PIPELINES.iter().zip(&changed) {
        // The generator makes no calls, and its 2-deep perfect bands are rare.
        if *p != "inline" && !p.starts_with("affine-loop-permute") {
            assert!(*c > 0, "{p} changed no random program");
        }
    }
}

/// `inline`: calls of non-recursive defined functions become execute_regions, the recursive
/// call stays with a remark.
#[test]
fn inline_replaces_calls_and_refuses_recursion() {
    let f = exreg_common::corpus()
        .into_iter()
        .find(|p| p.ends_with("calls_in_loops.mlir"))
        .expect("file");
    let m = load(&std::fs::read_to_string(&f).expect("read"), "calls");
    let mut t = m.clone();
    let remarks = tessera::transforms::parse_pipeline("inline")
        .expect("pipeline")
        .run(&mut t)
        .expect("inline");
    let main = t
        .walk(t.top())
        .into_iter()
        .find(|&o| t.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some("main"))
        .expect("main");
    let calls: Vec<String> = t
        .walk(main)
        .into_iter()
        .filter(|&o| t.op(o).name == "func.call")
        .filter_map(|o| {
            t.op(o)
                .attr("callee")
                .and_then(|a| a.as_flat_symbol())
                .map(str::to_string)
        })
        .collect();
    assert_eq!(calls, vec!["rec".to_string()], "{}", text(&t));
    assert!(
        remarks.iter().any(|r| r.message.contains("recursive")),
        "{remarks:?}"
    );
    assert_eq!(count_regions(&t), 2);
}

/// `inline` leaves calls of external declarations (`printf`-like) alone; it used to stop with
/// "callee has no body".
#[test]
fn inline_leaves_calls_of_declarations() {
    let src = r#"
func.func private @ext(memref<8xf64>, index)
func.func @main(%A: memref<8xf64>) {
  affine.for %i = 0 to 8 {
    func.call @ext(%A, %i) : (memref<8xf64>, index) -> ()
  }
  return
}
"#;
    let m = load(src, "declarations");
    let mut t = m.clone();
    tessera::transforms::parse_pipeline("inline")
        .expect("pipeline")
        .run(&mut t)
        .expect("inline");
    assert_eq!(text(&t), text(&m));
}

/// Refusals inside a region carry a witness that the brute-force oracle replays on the region
/// (an affine scope of its own): an illegal interchange, tiling and parallelisation.
#[test]
fn refusals_inside_regions_replay() {
    use tessera::transforms::refusal::Reason;
    use tessera::transforms::PassContext;
    let src = r#"
func.func @f(%A: memref<10x10xf64>) {
  affine.execute_region [%rA] = (%A) : memref<10x10xf64> {
    affine.for %i = 1 to 10 {
      affine.for %j = 0 to 9 {
        %v = affine.load %rA[%i - 1, %j + 1] : memref<10x10xf64>
        affine.store %v, %rA[%i, %j] : memref<10x10xf64>
      }
    }
    return
  }
  return
}
"#;
    let m = load(src, "refusal");
    let reg = tessera::ir::Registry::standard();
    let mut replayed = 0;
    for pl in [
        "affine-loop-permute{permutation=1,0}",
        "affine-loop-tile{tile-sizes=4,4}",
        "affine-parallelize",
    ] {
        let mut t = m.clone();
        let mut ctx = PassContext::new(reg).keep_snapshots();
        tessera::transforms::parse_pipeline(pl)
            .expect("pipeline")
            .run_with(&mut t, &mut ctx)
            .expect("run");
        for (k, r) in ctx.remarks.iter().enumerate() {
            let Some(Reason::Breaks(b)) = r.refusal.as_ref().map(|x| &x.reason) else {
                continue;
            };
            let snap = ctx.snapshot(k).expect("snapshot");
            transform_common::replay_broken(snap, b)
                .unwrap_or_else(|e| panic!("{pl}: witness does not replay: {e}"));
            replayed += 1;
        }
        compare(&m, &t, pl);
    }
    assert!(replayed >= 3, "{replayed} witnesses replayed");
}
