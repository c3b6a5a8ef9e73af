//! Shared harness of the scheduler's corpus tests (`schedule_polybench`, `schedule_polygeist`,
//! `schedule_full_tiles`): loading a corpus module, printing it, and running its `@main` in
//! the interpreter with a chosen order of parallel iterations.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use tessera::codegen::interp::{self, ParallelOrder, RunOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::polyhedral::budget::Budget;
use tessera::transforms::parse_pipeline;
use tessera::transforms::pass::functions;
use tessera::transforms::schedule::model::{build_scop, find_regions, Scop};

/// The repository root.
pub fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Parses and verifies a module file (panics naming the file).
pub fn load(p: &Path) -> Module {
    let src = std::fs::read_to_string(p).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    let reg = Registry::standard();
    let m = parse(&src, reg).unwrap_or_else(|e| panic!("{}: {e}", p.display()));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}: does not verify: {e}", p.display()));
    m
}

/// The module in MLIR's custom form.
pub fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

/// Runs `@main` on zero-filled arguments with parallel iterations in `order`: the final
/// argument contents followed by the results.
pub fn run(m: &Module, order: ParallelOrder) -> Result<Vec<ArgValue>, String> {
    run_filled(m, Fill::Zero, order)
}

/// [`run`] on arguments filled as `fill` says.
pub fn run_filled(m: &Module, fill: Fill, order: ParallelOrder) -> Result<Vec<ArgValue>, String> {
    let args = entry_args(m, "main", fill, &[]).map_err(|e| e.to_string())?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let opts = RunOptions {
        max_steps: Some(400_000_000),
        parallel_order: order,
    };
    let res = interp::run_with(m, "main", &mut vals, opts).map_err(|e| e.to_string())?;
    vals.extend(res);
    Ok(vals)
}

/// The 30 kernels of the Polygeist-style corpus (`tests/corpus/polybench-pg/mini`), sorted;
/// `TESSERA_KERNEL=lu` narrows them to one while debugging.
pub fn polygeist_kernels() -> Vec<String> {
    let dir = root().join("tests/corpus/polybench-pg/mini");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .map(|p| p.file_stem().unwrap().to_string_lossy().to_string())
        .collect();
    names.sort();
    assert_eq!(names.len(), 30, "{}", dir.display());
    if let Ok(only) = std::env::var("TESSERA_KERNEL") {
        names.retain(|n| *n == only);
    }
    names
}

/// `tests/corpus/CORPUS/DATASET/KERNEL.mlir`.
pub fn corpus_path(corpus: &str, dataset: &str, kernel: &str) -> PathBuf {
    root().join(format!("tests/corpus/{corpus}/{dataset}/{kernel}.mlir"))
}

/// `affine-auto-schedule{OPTIONS}` on a copy of `m`: the output verifies, and its print
/// re-parses and verifies (panics naming `what`). The output and its print.
pub fn scheduled(m: &Module, options: &str, what: &str) -> (Module, String) {
    let reg = Registry::standard();
    let mut t = m.clone();
    parse_pipeline(&format!("affine-auto-schedule{{{options}}}"))
        .unwrap()
        .run(&mut t)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    verify(&t, reg).unwrap_or_else(|e| panic!("{what}: {e}"));
    let printed = text(&t);
    let back = parse(&printed, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
    verify(&back, reg).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
    (t, printed)
}

/// Runs `t`'s `@main` with its parallel loops forward, reversed and shuffled (seed `seed`) and
/// asserts each run's results are bit-identical to `before` (panics naming `what`, with the
/// printed module).
pub fn same_in_every_order(before: &[ArgValue], t: &Module, seed: u64, what: &str, printed: &str) {
    for order in [
        ParallelOrder::Forward,
        ParallelOrder::Reversed,
        ParallelOrder::Shuffled(seed),
    ] {
        let after = run(t, order).unwrap_or_else(|e| panic!("{what}: {e}\n{printed}"));
        assert!(
            tessera::codegen::value::same_bits(before, &after),
            "{what} ({order:?}): results differ\n{printed}"
        );
    }
}

/// `C += A B` over `memref<?x?xf64>`, the size a symbol.
pub const MATMUL: &str = r#"
func.func @f(%A: memref<?x?xf64>, %B: memref<?x?xf64>, %C: memref<?x?xf64>, %n: index) {
  affine.for %i = 0 to %n {
    affine.for %j = 0 to %n {
      affine.for %k = 0 to %n {
        %a = affine.load %A[%i, %k] : memref<?x?xf64>
        %b = affine.load %B[%k, %j] : memref<?x?xf64>
        %c = affine.load %C[%i, %j] : memref<?x?xf64>
        %p = arith.mulf %a, %b : f64
        %s = arith.addf %c, %p : f64
        affine.store %s, %C[%i, %j] : memref<?x?xf64>
      }
    }
  }
  return
}
"#;

/// `src` parsed and verified, and the model of its first function's first region (panics if
/// any step fails).
pub fn modelled(src: &str) -> (Module, Scop) {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap();
    verify(&m, reg).unwrap();
    let func = functions(&m)[0];
    let (regions, _) = find_regions(&m, func);
    let mut budget = Budget::new(40_000_000);
    let scop = build_scop(&m, reg, &regions[0], &mut budget).unwrap();
    (m, scop)
}
