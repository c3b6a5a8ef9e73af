//! Parse and print throughput (MB/s) on a generated ~8 MB affine/arith module.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use tessera::ir::{parse, print, PrintOptions, Registry};

mod ir_gen;

fn bench(c: &mut Criterion) {
    let src = ir_gen::generate(8 << 20);
    let reg = Registry::standard();
    let module = parse(&src, reg).expect("generated module parses");
    let mut g = c.benchmark_group("ir");
    g.sample_size(10);
    g.throughput(Throughput::Bytes(src.len() as u64));
    g.bench_function("parse", |b| b.iter(|| parse(&src, reg).expect("parses")));
    g.bench_function("print", |b| {
        b.iter(|| print(&module, reg, PrintOptions::default()))
    });
    g.bench_function("parse+print", |b| {
        b.iter(|| {
            let m = parse(&src, reg).expect("parses");
            print(&m, reg, PrintOptions::default())
        })
    });
    g.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);
