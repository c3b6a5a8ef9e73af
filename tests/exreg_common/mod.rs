//! Shared helpers of the `affine.execute_region` tests: the corpus (`tests/corpus/exreg/`),
//! a seeded generator that wraps loops of random programs into (nested) execute_regions, and
//! running pipelines.

#![allow(dead_code)]

use std::path::{Path, PathBuf};

use tessera::ir::{parse, print, verify, Module, OpId, PrintOptions, Registry};
use tessera::transforms::execute_region::wrap_in_region;
use tessera::transforms::parse_pipeline;

/// A small deterministic generator (xorshift64*).
pub struct Rng(pub u64);

impl Rng {
    /// Next raw value.
    pub fn next(&mut self) -> u64 {
        let mut x = self.0.max(1);
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }
    /// True with probability `p` percent.
    pub fn chance(&mut self, p: u64) -> bool {
        self.next() % 100 < p
    }
}

/// The corpus files.
pub fn corpus() -> Vec<PathBuf> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/exreg");
    let mut v: Vec<PathBuf> = std::fs::read_dir(dir)
        .expect("corpus")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension().is_some_and(|e| e == "mlir"))
        .collect();
    v.sort();
    v
}

/// Parses and verifies (panics with the rendered diagnostic).
pub fn load(src: &str, what: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{what}: {}", e.render(what, src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{what}: {}", e.render(what, src)));
    m
}

/// The printed module.
pub fn text(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

/// Runs `pipeline` on a copy of `m`; the result verifies and survives a print/parse round
/// trip.
pub fn run_pipeline(m: &Module, pipeline: &str, what: &str) -> Module {
    let reg = Registry::standard();
    let mut out = m.clone();
    parse_pipeline(pipeline)
        .unwrap_or_else(|e| panic!("{pipeline}: {e}"))
        .run(&mut out)
        .unwrap_or_else(|e| panic!("{what}: {pipeline}: {e}"));
    let t = text(&out);
    verify(&out, reg).unwrap_or_else(|e| panic!("{what}: {pipeline}: {}\n{t}", e.render(what, &t)));
    load(&t, &format!("{what} after {pipeline}"))
}

/// The defined functions of `m` by name.
pub fn function_names(m: &Module) -> Vec<String> {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "func.func" && !m.op(o).regions.is_empty())
        .filter(|&o| {
            let r = m.op(o).regions[0];
            !m.region(r).blocks.is_empty()
        })
        .filter_map(|o| {
            m.op(o)
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .map(str::to_string)
        })
        .collect()
}

/// The number of `affine.execute_region` ops in `m`.
pub fn count_regions(m: &Module) -> usize {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "affine.execute_region")
        .count()
}

/// Wraps randomly chosen `affine.for` ops of `m` into execute_regions (each chosen loop with
/// probability `p` percent, then, with the same probability, each new region again into an
/// outer one: nested regions). With `only_closed`, only loops at the top level of their
/// function are chosen (so the region's symbols are fixed for the whole function: the region's
/// own dependence analysis can be compared with a single brute-force run of it). Returns the number of regions made; the module verifies afterwards.
pub fn wrap_random(m: &mut Module, rng: &mut Rng, p: u64, only_closed: bool) -> usize {
    let loops: Vec<OpId> = m
        .walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "affine.for")
        .collect();
    let mut made = 0;
    for l in loops {
        let top = m.parent_op(l).is_some_and(|f| m.op(f).name == "func.func");
        if !rng.chance(p) || (only_closed && !top) {
            continue;
        }
        let er = wrap_in_region(m, l).expect("wrap");
        made += 1;
        if rng.chance(p) {
            wrap_in_region(m, er).expect("wrap");
            made += 1;
        }
    }
    verify(m, Registry::standard()).unwrap_or_else(|e| panic!("wrapped: {e}\n{}", text(m)));
    made
}
