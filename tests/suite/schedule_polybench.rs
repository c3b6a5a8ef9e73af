//! `affine-auto-schedule` on the 30 PolyBench MINI kernels: for several option sets (default;
//! small tiles so tiling really happens at MINI sizes; no tiling; every fusion policy), the
//! output verifies and round-trips, the interpreter gives bit-identical results before and after
//! with `affine.parallel` loops run forward, reversed and shuffled, and every `affine.parallel`
//! the scheduler creates is confirmed parallel by the dependence analysis of the output.
//! Memory-based dependences keep every order that matters, so equality is exact.

use crate::schedule_common;
use schedule_common::{root, run, text};

use std::path::PathBuf;

use tessera::codegen::interp::ParallelOrder;
use tessera::codegen::value::same_bits;
use tessera::dependence::graph::{loop_facts, Parallelism};
use tessera::dependence::{analyze, Options};
use tessera::ir::{parse, verify, Module, Registry};
use tessera::transforms::parse_pipeline;

fn count(m: &Module, name: &str) -> usize {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == name)
        .count()
}

/// Every `affine.parallel` dimension of `m` is proven parallel by the dependence analysis.
fn parallel_loops_confirmed(m: &Module, what: &str) {
    let reg = Registry::standard();
    for func in tessera::transforms::pass::functions(m) {
        let has_parallel = m
            .walk(func)
            .into_iter()
            .any(|o| m.op(o).name == "affine.parallel");
        if !has_parallel {
            continue;
        }
        let opts = Options {
            function: tessera::transforms::loops::function_name(m, func),
            ..Options::default()
        };
        let a = analyze(m, reg, &opts).unwrap();
        confirm(m, &a, what);
    }
}

fn confirm(m: &Module, a: &tessera::dependence::Analysis, what: &str) {
    for f in loop_facts(m, a) {
        if !f.dim.parallel {
            continue;
        }
        assert!(
            matches!(f.parallelism, Parallelism::Parallel),
            "{what}: an affine.parallel loop is not proven parallel: {:?}\n{}",
            f.parallelism,
            text(m)
        );
    }
}

const CONFIGS: &[&str] = &[
    "affine-auto-schedule",
    "affine-auto-schedule{tile-sizes=4,3,5}",
    "affine-auto-schedule{tile=false}",
    "affine-auto-schedule{fuse=none tile-sizes=3}",
    "affine-auto-schedule{fuse=max tile-sizes=4}",
];

#[test]
fn polybench_mini_scheduled_runs_identically() {
    let reg = Registry::standard();
    let dir = root().join("tests/corpus/polybench/mini");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 30);
    let only = std::env::var("TESSERA_KERNEL").ok();
    let mut changed = 0;
    let mut parallel = 0;
    for (ki, f) in files.into_iter().enumerate() {
        let name = f.file_stem().unwrap().to_string_lossy().to_string();
        if only.as_ref().is_some_and(|o| *o != name) {
            continue;
        }
        let src = std::fs::read_to_string(&f).unwrap();
        let m = parse(&src, reg).unwrap();
        let before = run(&m, ParallelOrder::Forward).unwrap();
        // The default options on every kernel; the other option sets in rotation.
        let cfgs = if std::env::var("TESSERA_ALL_CONFIGS").is_ok() {
            CONFIGS.to_vec()
        } else {
            vec![CONFIGS[0], CONFIGS[1 + ki % (CONFIGS.len() - 1)]]
        };
        for cfg in cfgs {
            let what = format!("{name} [{cfg}]");
            let mut t = m.clone();
            parse_pipeline(cfg)
                .unwrap()
                .run(&mut t)
                .unwrap_or_else(|e| panic!("{what}: {e}"));
            verify(&t, reg)
                .unwrap_or_else(|e| panic!("{what}: does not verify: {e}\n{}", text(&t)));
            let printed = text(&t);
            let t = parse(&printed, reg)
                .unwrap_or_else(|e| panic!("{what}: output does not parse: {e}\n{printed}"));
            if printed != text(&m) {
                changed += 1;
            }
            parallel += count(&t, "affine.parallel");
            parallel_loops_confirmed(&t, &what);
            for order in [
                ParallelOrder::Forward,
                ParallelOrder::Reversed,
                ParallelOrder::Shuffled(7),
            ] {
                let after = run(&t, order).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
                assert!(
                    same_bits(&before, &after),
                    "{what} ({order:?}): results differ\n{printed}"
                );
            }
        }
    }
    eprintln!(
        "scheduled outputs differing from the input: {changed}; affine.parallel ops: {parallel}"
    );
    if only.is_none() {
        assert!(changed >= 40, "only {changed} outputs changed");
        assert!(parallel >= 15, "only {parallel} parallel loops");
    }
}
