//! `affine-optimize{measure=ENTRY}` (`transforms::passes::optimize_measure`): each function's
//! candidates — the original order, the guard's choice, the optimiser's output without the
//! cost guard, and the same untiled — are timed by the driver's `Measure` and the fastest is kept. Here the
//! measurer is scripted (a time computed from the candidate's text), so the choice is known in
//! advance: the expected outputs are the pipelines run separately, and the test picks
//! among them with the same script.

use crate::transform_common::{run_seeded, same_run};
use std::cell::Cell;
use tessera::codegen::interp::RunOptions;
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::parse_pipeline;

use tessera::transforms::pass::{Measure, MeasuredRun, PassContext};

/// A stencil and a matrix product in one function: the schedule tiles both.
const SRC: &str = r#"func.func @k(%A: memref<64x64xf64>, %B: memref<64x64xf64>, %C: memref<64x64xf64>) {
  affine.for %t = 0 to 4 {
    affine.for %i = 1 to 63 {
      affine.for %j = 1 to 63 {
        %a = affine.load %A[%i - 1, %j] : memref<64x64xf64>
        %b = affine.load %A[%i + 1, %j] : memref<64x64xf64>
        %c = arith.addf %a, %b : f64
        affine.store %c, %B[%i, %j] : memref<64x64xf64>
      }
    }
    affine.for %i = 1 to 63 {
      affine.for %j = 1 to 63 {
        %v = affine.load %B[%i, %j] : memref<64x64xf64>
        affine.store %v, %A[%i, %j] : memref<64x64xf64>
      }
    }
  }
  affine.for %i = 0 to 64 {
    affine.for %j = 0 to 64 {
      affine.for %k = 0 to 64 {
        %x = affine.load %A[%i, %k] : memref<64x64xf64>
        %y = affine.load %B[%k, %j] : memref<64x64xf64>
        %z = affine.load %C[%i, %j] : memref<64x64xf64>
        %p = arith.mulf %x, %y : f64
        %s = arith.addf %z, %p : f64
        affine.store %s, %C[%i, %j] : memref<64x64xf64>
      }
    }
  }
  return
}
"#;

/// A scripted measurer: a candidate's time is computed from its text by `script`, the same
/// at every run; it checks the entry and the threads it is asked for and counts the runs.
struct Scripted<F: Fn(&str) -> f64> {
    script: F,
    threads: usize,
    runs: Cell<usize>,
}

impl<F: Fn(&str) -> f64> Scripted<F> {
    fn new(threads: usize, script: F) -> Scripted<F> {
        Scripted {
            script,
            threads,
            runs: Cell::new(0),
        }
    }
}

struct Fixed<'a> {
    t: f64,
    runs: &'a Cell<usize>,
}

impl MeasuredRun for Fixed<'_> {
    fn seconds(&mut self) -> Result<f64, String> {
        self.runs.set(self.runs.get() + 1);
        Ok(self.t)
    }
}

impl<F: Fn(&str) -> f64> Measure for Scripted<F> {
    fn prepare<'a>(
        &'a self,
        m: &Module,
        entry: &str,
        threads: usize,
    ) -> Result<Box<dyn MeasuredRun + 'a>, String> {
        assert_eq!((entry, threads), ("k", self.threads));
        Ok(Box::new(Fixed {
            t: (self.script)(&text(m)),
            runs: &self.runs,
        }))
    }
}

/// The number of `affine.for` loops of a text.
fn loops(text: &str) -> usize {
    text.matches("affine.for").count()
}

struct Fails;

impl Measure for Fails {
    fn prepare<'a>(
        &'a self,
        _: &Module,
        _: &str,
        _: usize,
    ) -> Result<Box<dyn MeasuredRun + 'a>, String> {
        Err("error: no C compiler\nsecond line".into())
    }
}

fn load() -> Module {
    let reg = Registry::standard();
    let m = parse(SRC, reg).unwrap();
    verify(&m, reg).unwrap();
    m
}

fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

/// The output and remark messages of `pipeline` run with `measure`.
fn measured(pipeline: &str, measure: &dyn Measure) -> (String, Vec<String>) {
    let reg = Registry::standard();
    let mut m = load();
    let mut ctx = PassContext::new(reg).with_measure(measure);
    parse_pipeline(pipeline)
        .unwrap()
        .run_with(&mut m, &mut ctx)
        .unwrap();
    verify(&m, reg).unwrap();
    (
        text(&m),
        ctx.remarks.into_iter().map(|r| r.message).collect(),
    )
}

fn plain(pipeline: &str) -> String {
    let mut m = load();
    parse_pipeline(pipeline).unwrap().run(&mut m).unwrap();
    text(&m)
}

#[test]
fn the_fastest_candidate_is_kept() {
    let candidates = [
        ("original order", text(&load())),
        ("estimated choice", plain("builtin.module(affine-optimize)")),
        (
            "schedule",
            plain("builtin.module(affine-optimize{guard=false})"),
        ),
        (
            "diamond-tiled schedule",
            plain("builtin.module(affine-optimize{guard=false diamond=true})"),
        ),
        (
            "schedule tiled twice",
            plain("builtin.module(affine-optimize{guard=false second-level=on})"),
        ),
        (
            "untiled schedule",
            plain("builtin.module(affine-optimize{guard=false tile=false})"),
        ),
    ];
    // The original and the two schedules differ (else the test would not tell them apart);
    // the guard's choice is one of them or a mix, region by region.
    assert_ne!(candidates[0].1, candidates[2].1);
    assert_ne!(candidates[2].1, candidates[5].1);
    assert_ne!(candidates[0].1, candidates[5].1);
    let pipeline = "builtin.module(affine-optimize{measure=k measure-runs=5 measure-threads=2})";
    let mut kept = vec![];
    for more_is_faster in [true, false] {
        let secs = move |t: &str| {
            let n = loops(t) as f64;
            if more_is_faster {
                1.0 / n
            } else {
                n
            }
        };
        let script = Scripted::new(2, secs);
        let times: Vec<f64> = candidates.iter().map(|(_, t)| secs(t)).collect();
        let best = (0..candidates.len())
            .min_by(|&a, &b| times[a].total_cmp(&times[b]).then(a.cmp(&b)))
            .unwrap();
        kept.push(best);
        let (out, remarks) = measured(pipeline, &script);
        assert_eq!(out, candidates[best].1, "more_is_faster={more_is_faster}");
        // Each distinct candidate: a warm-up and 5 timed runs.
        let mut distinct: Vec<&String> = candidates.iter().map(|(_, t)| t).collect();
        distinct.sort();
        distinct.dedup();
        assert_eq!(script.runs.get(), distinct.len() * 6);
        let line = remarks
            .iter()
            .find(|r| r.starts_with("measured @k through @k (best of 5, 2 threads): "))
            .unwrap_or_else(|| panic!("{remarks:?}"));
        for (name, _) in &candidates {
            assert!(line.contains(&format!("{name} ")), "{line}");
        }
        assert!(
            line.ends_with(&format!("kept the {}", candidates[best].0)),
            "{line}"
        );
        // What is kept runs as the original does.
        let reg = Registry::standard();
        let (a, b) = (load(), parse(&out, reg).unwrap());
        let opts = RunOptions::default();
        assert!(same_run(
            &run_seeded(&a, "k", 7, opts).unwrap(),
            &run_seeded(&b, "k", 7, opts).unwrap()
        ));
    }
    // The two scripts pick different candidates.
    assert_ne!(kept[0], kept[1]);
}

#[test]
fn without_a_measurement_the_estimate_decides() {
    let estimated = plain("builtin.module(affine-optimize)");
    let (out, remarks) = measured("builtin.module(affine-optimize{measure=k})", &Fails);
    assert_eq!(out, estimated);
    assert!(
        remarks.iter().any(|r| r.starts_with(
            "cannot measure @k through @k (original order did not run: error: no C compiler); the cost guard's estimate decides"
        )),
        "{remarks:?}"
    );
    // A driver that runs no code: measuring is an error, not a silent estimate.
    let mut m = load();
    let err = parse_pipeline("builtin.module(affine-optimize{measure=k})")
        .unwrap()
        .run(&mut m)
        .unwrap_err();
    assert!(
        err.message
            .contains("measure=k needs a driver that runs code"),
        "{}",
        err.message
    );
}

#[test]
fn tile_sizes_to_measure_are_candidates() {
    let tiled4 = plain("builtin.module(affine-optimize{guard=false tile-sizes=4})");
    for other in [
        text(&load()),
        plain("builtin.module(affine-optimize)"),
        plain("builtin.module(affine-optimize{guard=false})"),
        plain("builtin.module(affine-optimize{guard=false tile-sizes=8})"),
        plain("builtin.module(affine-optimize{guard=false tile=false})"),
    ] {
        assert_ne!(other, tiled4);
    }
    let (out, remarks) = measured(
        "builtin.module(affine-optimize{measure=k measure-tile-sizes=8,4})",
        &Scripted::new(1, |t: &str| if t == tiled4 { 1.0 } else { 2.0 }),
    );
    assert_eq!(out, tiled4);
    let line = remarks
        .iter()
        .find(|r| r.starts_with("measured @k"))
        .unwrap();
    assert!(
        line.contains("schedule tiled by 8 2.000 s, schedule tiled by 4 1.000 s")
            && line.ends_with("kept the schedule tiled by 4"),
        "{line}"
    );
}
