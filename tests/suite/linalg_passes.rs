//! Every linalg pass, differential-tested: on each function of the linalg corpus
//! (tests/corpus/linalg) and on random linalg programs, the interpreter's results after the pass
//! equal the results before it, bit for bit, on two seeds; parallel loops the pass creates also
//! run in reversed and shuffled order. What a pass refuses stays as it was (the remark is
//! checked by each pass's own tests), so every pipeline runs on every program.

use crate::linalg_common;

use linalg_common::{
    corpus, functions, load, random_program, run, run_jit, same_results, text, transformed,
};
use tessera::codegen::interp::ParallelOrder;
use tessera::codegen::value::same_bits;

/// The pipelines under test (options chosen to hit full and partial tiles, untiled loops,
/// scf and affine loops, parallel loops). `convert-linalg-to-std` is not here: its calls need
/// the library functions (tests/suite/linalg_lower.rs provides them from the host).
const PIPELINES: &[&str] = &[
    "linalg-to-affine",
    "convert-linalg-to-affine-loops",
    "convert-linalg-to-loops",
    "convert-linalg-to-parallel-loops",
    "linalg-generalize-named-ops",
    "linalg-generalize-named-ops,linalg-interchange{permutation=1,0}",
    "linalg-generalize-named-ops,linalg-interchange{permutation=2,0,1}",
    "linalg-generalize-named-ops,linalg-interchange{permutation=1,2,0},convert-linalg-to-parallel-loops",
    "linalg-tile{tile-sizes=2,3,4}",
    "linalg-tile{tile-sizes=4,0,2}",
    "linalg-tile{tile-sizes=3,3,3 loop-type=scf}",
    "linalg-tile{tile-sizes=1,2,1,2,1,2,1,2}",
    "linalg-tile{tile-sizes=3,2,2},linalg-promote",
    "linalg-tile{tile-sizes=2,4 loop-type=scf},linalg-promote{use-alloca=true}",
    "linalg-tile-and-fuse{tile-sizes=4,3}",
    "linalg-tile-and-fuse{tile-sizes=2,5,3 parallel=true}",
    "linalg-generalize-named-ops,linalg-tile-and-fuse{tile-sizes=3,2},convert-linalg-to-parallel-loops",
];

const RANDOM_PROGRAMS: u64 = 60;

#[test]
fn corpus_is_valid_and_runs() {
    let files = corpus();
    assert!(files.len() >= 5, "corpus files: {}", files.len());
    for (name, src) in &files {
        let m = load(src, name);
        same_results(&m, &m, name).unwrap_or_else(|e| panic!("{e}"));
    }
}

#[test]
fn random_programs_are_valid_and_run() {
    let mut ops = 0;
    for seed in 0..RANDOM_PROGRAMS {
        let src = random_program(seed);
        let m = load(&src, &format!("random program {seed}"));
        ops += m
            .walk(m.top())
            .into_iter()
            .filter(|&o| m.op(o).name.starts_with("linalg.") && m.op(o).name != "linalg.yield")
            .count();
        same_results(&m, &m, &format!("random program {seed}")).unwrap_or_else(|e| panic!("{e}"));
    }
    assert!(
        ops as u64 >= RANDOM_PROGRAMS,
        "too few linalg ops generated: {ops}"
    );
}

#[test]
fn the_check_catches_a_changed_program() {
    // The differential check must fail when results change: a payload's addf becomes subf.
    let (name, src) = corpus()
        .into_iter()
        .find(|(n, _)| n == "generic.mlir")
        .expect("generic.mlir");
    let before = load(&src, &name);
    let changed = src.replacen(
        "%r = arith.addf %acc, %a : f64",
        "%r = arith.subf %acc, %a : f64",
        1,
    );
    assert_ne!(changed, src);
    let after = load(&changed, "changed");
    assert!(same_results(&before, &after, "changed").is_err());
}

fn check_all(pipeline: &str) {
    let mut failures = vec![];
    let mut programs: Vec<(String, String)> = corpus();
    programs
        .extend((0..RANDOM_PROGRAMS).map(|s| (format!("random program {s}"), random_program(s))));
    for (name, src) in &programs {
        let m = load(src, name);
        let t = match transformed(&m, pipeline, name) {
            Ok(t) => t,
            Err(e) => {
                failures.push(e);
                continue;
            }
        };
        if let Err(e) = same_results(&m, &t, &format!("{name} after {pipeline}")) {
            failures.push(format!("{e}\n--- before:\n{}", text(&m)));
        }
    }
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

#[test]
fn every_linalg_pipeline_keeps_results() {
    for p in PIPELINES {
        check_all(p);
    }
}

/// The JIT (vectorised loops over tile subviews, parallel tile loops on 2 threads) computes
/// what the interpreter computes on the transformed linalg programs.
#[test]
fn jit_runs_transformed_programs_as_the_interpreter() {
    const JIT_PIPELINES: &[&str] = &[
        "linalg-tile{tile-sizes=2,3,4}",
        "linalg-generalize-named-ops,linalg-tile{tile-sizes=3,4,2},linalg-interchange{permutation=1,0}",
        "linalg-generalize-named-ops,linalg-interchange{permutation=2,0,1}",
        "linalg-tile-and-fuse{tile-sizes=2,5,3 parallel=true}",
        "linalg-tile{tile-sizes=2,4 loop-type=scf},linalg-promote",
    ];
    let mut programs: Vec<(String, String)> = corpus();
    programs.extend((0..30).map(|s| (format!("random program {s}"), random_program(s))));
    let mut failures = vec![];
    let mut runs = 0;
    for (name, src) in &programs {
        let m = load(src, name);
        for p in JIT_PIPELINES {
            let t = transformed(&m, p, name).unwrap_or_else(|e| panic!("{e}"));
            for f in functions(&m) {
                let want = run(&m, &f, 1, ParallelOrder::Forward).unwrap_or_else(|e| panic!("{e}"));
                for threads in [1, 2] {
                    runs += 1;
                    match run_jit(&t, &f, 1, threads) {
                        Ok(got) if same_bits(&got, &want) => {}
                        Ok(_) => failures.push(format!(
                            "{name} @{f} after {p}, {threads} thread(s): JIT differs\n{}",
                            text(&t)
                        )),
                        Err(e) => failures.push(format!("{name} @{f} after {p}: {e}")),
                    }
                }
            }
        }
    }
    assert!(runs > 500, "runs: {runs}");
    assert!(
        failures.is_empty(),
        "{} failure(s):\n{}",
        failures.len(),
        failures.join("\n\n")
    );
}

/// Loops over views whose last stride is not 1 run unvectorised in the JIT (the run-time
/// stride check), with the interpreter's results.
#[test]
fn jit_views_with_a_last_stride_of_two() {
    let src = r#"
func.func @f(%A: memref<8x16xf64>, %B: memref<8x16xf32>, %O: memref<4x8xf64>) {
  %VA = memref.subview %A[1, 1] [4, 8] [1, 2] : memref<8x16xf64> to memref<4x8xf64, strided<[16, 2], offset: 17>>
  %VB = memref.subview %B[1, 0] [4, 8] [2, 2] : memref<8x16xf32> to memref<4x8xf32, strided<[32, 2], offset: 16>>
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      ins(%VA : memref<4x8xf64, strided<[16, 2], offset: 17>>) outs(%O : memref<4x8xf64>) {
  ^bb0(%a: f64, %o: f64):
    %s = arith.addf %a, %o : f64
    linalg.yield %s : f64
  }
  linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
      outs(%VB : memref<4x8xf32, strided<[32, 2], offset: 16>>) {
  ^bb0(%b: f32):
    %n = arith.negf %b : f32
    linalg.yield %n : f32
  }
  return
}
"#;
    let m = load(src, "strided views");
    for p in ["linalg-to-affine", "linalg-tile{tile-sizes=2,4}"] {
        let t = transformed(&m, p, "strided views").unwrap();
        let want = run(&m, "f", 5, ParallelOrder::Forward).unwrap();
        let got = run_jit(&t, "f", 5, 1).unwrap();
        assert!(same_bits(&got, &want), "{p}");
    }
}

/// Writes every program and every pipeline's output to `$TESSERA_LINALG_DUMP` for
/// scripts/check-linalg-with-mlir-opt.sh (mlir-opt 22 must accept them all).
#[test]
#[ignore = "run by scripts/check-linalg-with-mlir-opt.sh"]
fn dump_for_mlir_opt() {
    let dir = std::path::PathBuf::from(
        std::env::var("TESSERA_LINALG_DUMP").expect("TESSERA_LINALG_DUMP"),
    );
    std::fs::create_dir_all(&dir).unwrap();
    let mut programs: Vec<(String, String)> = corpus();
    programs.extend((0..RANDOM_PROGRAMS).map(|s| (format!("random{s}.mlir"), random_program(s))));
    for (name, src) in &programs {
        let stem = name.trim_end_matches(".mlir");
        std::fs::write(dir.join(format!("{stem}.input.mlir")), src).unwrap();
        let m = load(src, name);
        for (k, p) in PIPELINES.iter().enumerate() {
            if let Ok(t) = transformed(&m, p, name) {
                std::fs::write(
                    dir.join(format!("{stem}.p{k}.mlir")),
                    format!("// {p}\n{}", text(&t)),
                )
                .unwrap();
            }
        }
    }
}
