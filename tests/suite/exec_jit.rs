//! The Cranelift JIT against the C reference checksums of the PolyBench corpus (MINI) and
//! against the reference interpreter (bit for bit: sequential code keeps the operation order).

use std::collections::BTreeMap;
use std::path::Path;
use tessera::codegen::Executable;

use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Module, Registry};

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// `KERNEL -> [(ARRAY, CHECKSUM)]` from checksums-mini.txt.
fn reference() -> BTreeMap<String, Vec<(String, f64)>> {
    let text = std::fs::read_to_string(root().join("tests/corpus/polybench/checksums-mini.txt"))
        .expect("checksums-mini.txt");
    let mut out: BTreeMap<String, Vec<(String, f64)>> = BTreeMap::new();
    for line in text
        .lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        assert_eq!(f.len(), 3, "bad line {line}");
        out.entry(f[0].to_string())
            .or_default()
            .push((f[1].to_string(), f[2].parse().expect("checksum")));
    }
    out
}

fn load(path: &Path) -> Module {
    let reg = Registry::standard();
    let src = std::fs::read_to_string(path).expect("read");
    let m = parse(&src, reg).expect("parse");
    verify(&m, reg).expect("verify");
    m
}

fn args(m: &Module, fill: Fill) -> (Vec<String>, Vec<ArgValue>) {
    entry_args(m, "main", fill, &[])
        .expect("args")
        .into_iter()
        .map(|a| (a.name, a.value))
        .unzip()
}

fn checksums(vals: &[ArgValue]) -> Vec<f64> {
    vals.iter()
        .map(|v| v.as_buffer().expect("memref").checksum())
        .collect()
}

/// README tolerance: `|got - ref| <= 1e-9 * max(|got|, |ref|)`.
fn close(got: f64, want: f64) -> bool {
    (got - want).abs() <= 1e-9 * got.abs().max(want.abs())
}

#[test]
fn polybench_mini_jit_matches_c_checksums() {
    let refs = reference();
    assert_eq!(refs.len(), 30, "30 kernels in checksums-mini.txt");
    let mut exact = 0usize;
    let mut total = 0usize;
    for (kernel, want) in &refs {
        let path = root().join(format!("tests/corpus/polybench/mini/{kernel}.mlir"));
        let m = load(&path);
        let c = jit::compile(&m, JitOptions::default())
            .unwrap_or_else(|e| panic!("{}", e.render(&path.display().to_string())));
        let (names, mut vals) = args(&m, Fill::Zero);
        c.call("main", &mut vals)
            .unwrap_or_else(|e| panic!("{}", e.render(&path.display().to_string())));
        let got = checksums(&vals);
        assert_eq!(got.len(), want.len(), "{kernel}: argument count");
        for ((n, g), (wn, w)) in names.iter().zip(&got).zip(want) {
            assert_eq!(n, wn, "{kernel}: argument names");
            assert!(close(*g, *w), "{kernel} {n}: JIT {g:.17e} vs C {w:.17e}");
            exact += usize::from(g.to_bits() == w.to_bits());
            total += 1;
        }
    }
    // The JIT keeps the C operation order (no FMA contraction, no reassociation).
    assert_eq!(exact, total, "every checksum bit for bit");
}

/// Interpreter and JIT on the same inputs give bit-identical arrays.
fn same_as_interpreter(m: &Module, entry: &str, fill: Fill, threads: usize, what: &str) {
    let mut a: Vec<ArgValue> = entry_args(m, entry, fill, &[])
        .expect("args")
        .into_iter()
        .map(|a| a.value)
        .collect();
    let mut b = a.clone();
    let ri = interp::run(m, entry, &mut a).unwrap_or_else(|e| panic!("{what}: interp: {e}"));
    let c = jit::compile(
        m,
        JitOptions {
            threads,
            optimize: true,
            bounds_checks: true,
        },
    )
    .unwrap_or_else(|e| panic!("{what}: {e}"));
    let rj = c
        .call(entry, &mut b)
        .unwrap_or_else(|e| panic!("{what}: jit: {e}"));
    assert_eq!(ri, rj, "{what}: results");
    for (k, (x, y)) in a.iter().zip(&b).enumerate() {
        let (x, y) = (x.as_buffer(), y.as_buffer());
        if let (Some(x), Some(y)) = (x, y) {
            assert!(x.bytes() == y.bytes(), "{what}: argument #{k} differs");
        }
    }
}

#[test]
fn polybench_mini_jit_equals_interpreter_on_seeded_inputs() {
    for kernel in reference().keys() {
        let path = root().join(format!("tests/corpus/polybench/mini/{kernel}.mlir"));
        let m = load(&path);
        // @kernel_* on seeded (not PolyBench-initialised) arrays: a different data path.
        same_as_interpreter(&m, "main", Fill::Zero, 1, kernel);
        let kname = format!("kernel_{}", kernel.replace('-', "_"));
        let has_scalars = entry_args(&m, &kname, Fill::Seeded(7), &[]).is_ok();
        assert!(has_scalars, "{kernel}: @{kname} arguments");
        same_as_interpreter(&m, &kname, Fill::Seeded(7), 1, &kname);
    }
}

#[test]
fn polybench_mini_lowered_by_lower_affine_still_matches_c_bit_for_bit() {
    // scf.for / scf.if / arith index arithmetic instead of affine ops: same operation order.
    for (kernel, want) in &reference() {
        let path = root().join(format!("tests/corpus/polybench/mini/{kernel}.mlir"));
        let mut m = load(&path);
        tessera::transforms::parse_pipeline("lower-affine")
            .and_then(|p| p.run(&mut m))
            .unwrap_or_else(|e| panic!("{kernel}: {}", e.render("lowered")));
        let c = jit::compile(&m, JitOptions::default()).unwrap_or_else(|e| panic!("{kernel}: {e}"));
        let (_, mut vals) = args(&m, Fill::Zero);
        c.call("main", &mut vals)
            .unwrap_or_else(|e| panic!("{kernel}: {e}"));
        let got = checksums(&vals);
        for (g, (n, w)) in got.iter().zip(want) {
            assert_eq!(
                g.to_bits(),
                w.to_bits(),
                "{kernel} {n}: {g:.17e} vs C {w:.17e}"
            );
        }
    }
}
