//! The reference interpreter against the C reference checksums of the PolyBench corpus (MINI):
//! every kernel, every array, bit for bit (tests/corpus/polybench/README.md: an execution that
//! keeps the operation order reproduces the C checksums exactly).

use std::collections::BTreeMap;
use std::path::Path;
use std::time::Instant;

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Registry};

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

/// Runs `@main` of a corpus file with zero-filled arguments; returns `(name, checksum)`.
fn run_kernel(path: &Path) -> Vec<(String, f64)> {
    let reg = Registry::standard();
    let src = std::fs::read_to_string(path).expect("read");
    let m = parse(&src, reg).expect("parse");
    verify(&m, reg).expect("verify");
    let args = entry_args(&m, "main", Fill::Zero, &[]).expect("args");
    let (names, mut vals): (Vec<String>, Vec<ArgValue>) =
        args.into_iter().map(|a| (a.name, a.value)).unzip();
    interp::run(&m, "main", &mut vals)
        .unwrap_or_else(|e| panic!("{}", e.render(&path.display().to_string())));
    names
        .into_iter()
        .zip(vals)
        .map(|(n, v)| (n, v.as_buffer().expect("memref").checksum()))
        .collect()
}

#[test]
fn polybench_mini_matches_c_checksums_bit_for_bit() {
    let refs = reference();
    assert_eq!(refs.len(), 30, "30 kernels in checksums-mini.txt");
    let mut slowest = (0.0f64, String::new());
    for (kernel, want) in &refs {
        let path = root().join(format!("tests/corpus/polybench/mini/{kernel}.mlir"));
        let t = Instant::now();
        let got = run_kernel(&path);
        let secs = t.elapsed().as_secs_f64();
        if secs > slowest.0 {
            slowest = (secs, kernel.clone());
        }
        assert_eq!(got.len(), want.len(), "{kernel}: argument count");
        for ((gn, gv), (wn, wv)) in got.iter().zip(want) {
            assert_eq!(gn, wn, "{kernel}: argument names");
            assert_eq!(
                gv.to_bits(),
                wv.to_bits(),
                "{kernel} {gn}: interpreter {gv:.17e} vs C {wv:.17e}"
            );
        }
    }
    eprintln!("slowest kernel: {} ({:.3} s)", slowest.1, slowest.0);
}
