//! tessera's `--format=mlir-remarks` output against MLIR 22's own
//! `--test-memref-dependence-check` remarks (golden files produced by
//! `scripts/polybench-mlir-remarks.sh` and `scripts/deps-mlir-remarks.sh`) on the PolyBench
//! corpus and on tests/corpus/deps/.
//!
//! Every line must be identical, except where tessera and mlir-opt disagree; each such line is
//! checked against brute-force enumeration of the function's execution
//! (`tessera_dependence::bruteforce`): tessera's answer must be the truth. The differences,
//! with the reason (mlir-opt misses a dependence / reports one that does not exist / has looser
//! bounds / fails), are recorded in tests/corpus/deps/differences.txt and must not change
//! silently (`TESSERA_BLESS=1` rewrites that file after review).

use std::collections::HashMap;
use std::path::Path;

use tessera_dependence::bruteforce;
use tessera_dependence::{analyze, remarks, DepthResult, Extent, Options};
use tessera_ir::{parse, verify, Registry};

/// The repository root (the directory holding tests/corpus).
fn root() -> &'static Path {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    if dir.join("tests/corpus").is_dir() {
        dir
    } else {
        dir.parent().unwrap_or(dir)
    }
}

/// `(src, dst, depth)` of a remark line, or `None` for other lines.
fn key(line: &str) -> Option<(usize, usize, usize)> {
    let rest = line.split("dependence from ").nth(1)?;
    let mut it = rest.split_whitespace();
    let s = it.next()?.parse().ok()?;
    let _to = it.next()?;
    let d = it.next()?.parse().ok()?;
    let _at = it.next()?;
    let _depth = it.next()?;
    let depth = it.next()?.parse().ok()?;
    Some((s, d, depth))
}

fn value(line: &str) -> &str {
    line.rsplit(" = ").next().unwrap_or("")
}

/// Compares one file; returns the difference records.
fn compare(rel: &str, golden: &str) -> Vec<String> {
    let reg = Registry::standard();
    let src = std::fs::read_to_string(root().join(rel)).expect("corpus file");
    let want = std::fs::read_to_string(root().join(golden)).expect("golden remarks");
    let m = parse(&src, reg).expect("parses");
    verify(&m, reg).expect("verifies");
    let a = analyze(&m, reg, &Options::default()).expect("analysis");
    let got = remarks::mlir_remarks(&m, reg, &a, rel);
    let want: Vec<&str> = want.lines().collect();
    assert_eq!(got.len(), want.len(), "{rel}: number of remark lines");
    let by_mlir: HashMap<usize, usize> = a
        .accesses
        .iter()
        .enumerate()
        .filter_map(|(i, x)| x.mlir_index.map(|k| (k, i)))
        .collect();
    let mut traces: HashMap<String, bruteforce::Trace> = HashMap::new();
    let mut records = Vec::new();
    for (g, w) in got.iter().zip(&want) {
        if g == w {
            continue;
        }
        let (Some(kg), Some(kw)) = (key(g), key(w).or_else(|| key(g))) else {
            panic!("{rel}: unexpected difference\n  tessera:  {g}\n  mlir-opt: {w}");
        };
        assert_eq!(kg, kw, "{rel}: remark order differs\n  {g}\n  {w}");
        let (s, d, depth) = kg;
        let (si, di) = (by_mlir[&s], by_mlir[&d]);
        let func = a.accesses[si].function.clone().expect("in a function");
        let trace = traces.entry(func.clone()).or_insert_with(|| {
            let f = m
                .walk(m.top())
                .into_iter()
                .find(|&o| m.op(o).attr("sym_name").and_then(|x| x.as_str()) == Some(func.as_str()))
                .expect("function");
            bruteforce::run(&m, f, &a.accesses, &[], 200_000_000).expect("brute force runs")
        });
        let (_, truth) = bruteforce::pair_truth(trace, si, di);
        let t = truth.get(depth - 1).cloned().flatten();
        let pair = a.pair(si, di).expect("the pair was analysed");
        let r = &pair.depths[depth - 1];
        let exact = match (r, &t) {
            (DepthResult::Independent, None) => true,
            (DepthResult::Dependent { components, .. }, Some(ranges)) => {
                components.iter().zip(ranges).all(|(c, &(lo, hi))| {
                    c.min == Extent::Finite(lo.into()) && c.max == Extent::Finite(hi.into())
                })
            }
            _ => false,
        };
        assert!(exact, "{rel}: tessera's answer differs from brute force\n  tessera:  {g}\n  mlir-opt: {w}\n  truth: {t:?}");
        let (vg, vw) = (value(g), value(w));
        let why = if w.contains("error: dependence check failed") {
            "mlir-opt fails"
        } else if vw == "false" {
            "mlir-opt misses a dependence"
        } else if vg == "false" {
            "mlir-opt reports a dependence that does not exist"
        } else {
            "mlir-opt's bounds are looser"
        };
        records.push(format!(
            "{rel}: from {s} to {d} at depth {depth}: tessera {vg}, mlir-opt {vw}: {why}"
        ));
    }
    records
}

#[test]
fn remarks_match_mlir_opt_or_brute_force_proves_tessera_right() {
    let mut files: Vec<(String, String)> = Vec::new();
    for size in ["mini", "small"] {
        let dir = root().join("tests/corpus/polybench").join(size);
        let mut ks: Vec<String> = std::fs::read_dir(&dir)
            .expect("polybench corpus")
            .filter_map(|e| e.ok()?.file_name().into_string().ok())
            .filter(|n| n.ends_with(".mlir"))
            .collect();
        ks.sort();
        for k in ks {
            let stem = k.trim_end_matches(".mlir");
            files.push((
                format!("tests/corpus/polybench/{size}/{k}"),
                format!("tests/corpus/polybench/remarks/{size}/{stem}.txt"),
            ));
        }
    }
    let mut own: Vec<String> = std::fs::read_dir(root().join("tests/corpus/deps"))
        .expect("deps corpus")
        .filter_map(|e| e.ok()?.file_name().into_string().ok())
        .filter(|n| n.ends_with(".mlir"))
        .collect();
    own.sort();
    for k in own {
        let stem = k.trim_end_matches(".mlir");
        files.push((
            format!("tests/corpus/deps/{k}"),
            format!("tests/corpus/deps/remarks/{stem}.txt"),
        ));
    }
    assert!(
        files.len() >= 60,
        "corpus incomplete: {} files",
        files.len()
    );
    let mut records = Vec::new();
    for (f, g) in &files {
        records.extend(compare(f, g));
    }
    let text = records.join("\n") + "\n";
    let path = root().join("tests/corpus/deps/differences.txt");
    if std::env::var_os("TESSERA_BLESS").is_some() {
        std::fs::write(&path, &text).expect("write differences");
    }
    let recorded = std::fs::read_to_string(&path).unwrap_or_default();
    assert_eq!(
        text, recorded,
        "the differences with mlir-opt changed (all verified by brute force); review and bless"
    );
}
