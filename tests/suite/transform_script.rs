//! `tessera transform`'s step API (`transforms::script`) on every loop of every PolyBench MINI
//! kernel: each step that is applied keeps the interpreter's results bit for bit (with
//! `affine.parallel` run forward and reversed) and its output verifies; each step refused for a
//! broken dependence carries a witness the brute-force oracle replays (both instances touch the
//! cell, one writes it, the source runs first); `--force` applies a refused step and the output
//! still verifies.

use crate::transform_common;

use std::path::Path;

use tessera::codegen::interp::{ParallelOrder, RunOptions};
use tessera::ir::{parse, verify, Module, OpId, Registry};
use tessera::transforms::refusal::Reason;
use tessera::transforms::script::{apply_step, Step, TileSize};
use tessera::transforms::{loops, Outcome};
use transform_common::{replay_broken, run_seeded, same_run};

fn kernel(m: &Module) -> Option<OpId> {
    tessera::transforms::pass::functions(m)
        .into_iter()
        .find(|&f| loops::function_name(m, f).is_some_and(|n| n.starts_with("kernel_")))
}

/// The steps tried on loop `spec`, whose perfect band has `band` loops.
fn steps(spec: &str, band: usize, inner: Option<String>) -> Vec<Step> {
    let s = spec.to_string();
    let mut v = vec![
        Step::Tile(s.clone(), vec![TileSize::Const(3); band.min(2)]),
        Step::Reverse(s.clone()),
        // With reductions, float results may be reassociated: transform_parallelize compares
        // those within a tolerance.
        Step::Parallelize(s.clone(), false),
        Step::Unroll(s.clone(), Some(3)),
        Step::UnrollJam(s.clone(), 2),
        Step::Distribute(s.clone()),
    ];
    if let Some(i) = inner {
        v.push(Step::Interchange(s.clone(), i));
        v.push(Step::Skew(s, vec![1]));
    }
    v
}

fn run_all(m: &Module, order: ParallelOrder) -> transform_common::RunResult {
    let opts = RunOptions {
        parallel_order: order,
        ..RunOptions::default()
    };
    run_seeded(m, "main", 0, opts).unwrap_or_else(|e| panic!("{e}"))
}

#[test]
fn steps_on_every_polybench_loop() {
    let reg = Registry::standard();
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/polybench/mini");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    let (mut applied, mut broken, mut other_refusals, mut forced) = (0, 0, 0, 0);
    for f in files {
        let src = std::fs::read_to_string(&f).unwrap();
        let m = parse(&src, reg).unwrap();
        verify(&m, reg).unwrap();
        let func = kernel(&m).expect("a kernel_ function");
        let before = run_all(&m, ParallelOrder::Forward);
        for l in loops::all_for_loops(&m, func) {
            let Some(p) = m.op(l).pos else { continue };
            let spec = format!("{}:{}", p.line, p.col);
            let band = loops::perfect_band(&m, l);
            let inner = band
                .get(1)
                .and_then(|&i| m.op(i).pos)
                .map(|q| format!("{}:{}", q.line, q.col));
            for step in steps(&spec, band.len(), inner) {
                let what = format!("{} {step:?}", f.display());
                let mut t = m.clone();
                let r = apply_step(&mut t, reg, func, &step, false)
                    .unwrap_or_else(|e| panic!("{what}: {e}"));
                match &r.outcome {
                    Outcome::Applied => {
                        applied += 1;
                        verify(&t, reg).unwrap_or_else(|e| panic!("{what}: {e}"));
                        for o in [ParallelOrder::Forward, ParallelOrder::Reversed] {
                            let after = run_all(&t, o);
                            assert!(same_run(&before, &after), "{what}: results differ ({o:?})");
                        }
                    }
                    Outcome::Refused(refusal) => {
                        match &refusal.reason {
                            Reason::Breaks(b) => {
                                broken += 1;
                                replay_broken(&m, b).unwrap_or_else(|e| {
                                    panic!("{what}: witness does not replay: {e}")
                                });
                            }
                            _ => other_refusals += 1,
                        }
                        let mut g = m.clone();
                        if let Ok(r) = apply_step(&mut g, reg, func, &step, true) {
                            if matches!(r.outcome, Outcome::Forced(_)) {
                                forced += 1;
                                verify(&g, reg).unwrap_or_else(|e| panic!("{what} (forced): {e}"));
                            }
                        }
                    }
                    Outcome::Forced(_) => panic!("{what}: forced without --force"),
                }
            }
        }
    }
    eprintln!(
        "steps: {applied} applied, {broken} refused with a replayed witness, {other_refusals} other refusals, {forced} forced"
    );
    assert!(applied > 100 && broken > 20 && forced > 0);
}
