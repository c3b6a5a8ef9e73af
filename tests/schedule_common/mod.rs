//! Shared harness of the scheduler's corpus tests (`schedule_polybench`, `schedule_polygeist`,
//! `schedule_full_tiles`): loading a corpus module, printing it, and running its `@main` in
//! the interpreter with a chosen order of parallel iterations.

#![allow(dead_code)]

use std::path::Path;

use tessera::codegen::interp::{self, ParallelOrder, RunOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};

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
