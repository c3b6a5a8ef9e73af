//! JIT compile time of the whole PolyBench corpus (30 kernels, MINI; parse and verify are not
//! timed), with and without Cranelift's optimiser.

use std::path::Path;

use criterion::{criterion_group, criterion_main, Criterion};
use tessera::codegen::jit::{self, JitOptions};
use tessera::ir::{parse, verify, Module, Registry};

fn corpus() -> Vec<Module> {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus/polybench/mini");
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let reg = Registry::standard();
    files
        .iter()
        .map(|p| {
            let src = std::fs::read_to_string(p).expect("read");
            let m = parse(&src, reg).expect("parse");
            verify(&m, reg).expect("verify");
            m
        })
        .collect()
}

fn bench(c: &mut Criterion) {
    let mods = corpus();
    assert_eq!(mods.len(), 30, "30 PolyBench kernels");
    let mut g = c.benchmark_group("jit");
    g.sample_size(10);
    for (name, optimize) in [
        ("compile-polybench-mini", true),
        ("compile-polybench-mini-O0", false),
    ] {
        let opts = JitOptions {
            threads: 1,
            optimize,
            bounds_checks: true,
        };
        g.bench_function(name, |b| {
            b.iter(|| {
                for m in &mods {
                    jit::compile(m, opts).expect("compiles");
                }
            })
        });
    }
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
