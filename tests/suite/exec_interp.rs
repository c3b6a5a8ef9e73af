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

/// Every function of the IR corpus, run with seeded arguments (integer arguments 3, dynamic
/// sizes 4, at most 2 million operations), ends with results or an error value: the interpreter never panics (a panic would
/// surface as the "internal error" below, caught at the interpreter's thread boundary).
#[test]
fn corpus_functions_never_panic() {
    let reg = Registry::standard();
    let mut runs = 0;
    for dir in [
        "tests/corpus/ir/input",
        "tests/corpus/ir/core",
        "tests/corpus/exec",
    ] {
        let mut files: Vec<_> = std::fs::read_dir(root().join(dir))
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        for f in files {
            let Ok(src) = std::fs::read_to_string(&f) else {
                continue;
            };
            let Ok(m) = parse(&src, reg) else { continue };
            if verify(&m, reg).is_err() {
                continue;
            }
            for op in m.walk(m.top()) {
                let o = m.op(op);
                if o.name != "func.func" || o.regions.is_empty() {
                    continue;
                }
                let Some(name) = o.attr("sym_name").and_then(|a| a.as_str()) else {
                    continue;
                };
                let Some(&r) = o.regions.first() else {
                    continue;
                };
                let Some(&b) = m.region(r).blocks.first() else {
                    continue;
                };
                let mut sizes = vec![];
                for (i, &a) in m.block(b).args.iter().enumerate() {
                    let v = m.value(a);
                    let n = v
                        .name_hint
                        .as_deref()
                        .map(|s| s.trim_start_matches('%').to_string())
                        .unwrap_or_else(|| format!("arg{i}"));
                    let ndyn = v.ty.shape().map_or(0, |s| {
                        s.iter()
                            .filter(|&&d| d == tessera::ir::types::DYNAMIC)
                            .count()
                    });
                    if v.ty.is_index() || v.ty.is_integer() {
                        sizes.push((n, "3".to_string()));
                    } else if ndyn > 0 {
                        sizes.push((n, vec!["4"; ndyn].join("x")));
                    }
                }
                let Ok(args) = entry_args(&m, name, Fill::Seeded(1), &sizes) else {
                    continue;
                };
                let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
                // Some corpus functions loop forever by design (cf_branches.mlir): bound them.
                let opts = interp::RunOptions {
                    max_steps: Some(2_000_000),
                    ..Default::default()
                };
                if let Err(e) = interp::run_with(&m, name, &mut vals, opts) {
                    assert!(
                        !e.message().contains("internal error"),
                        "{}: @{name}: {e}",
                        f.display()
                    );
                }
                runs += 1;
            }
        }
    }
    assert!(runs > 100, "only {runs} functions ran");
}
