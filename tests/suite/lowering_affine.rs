//! `lower-affine` keeps the interpreter's results bit for bit: on every PolyBench kernel (MINI,
//! all arrays) and on every function of the affine IR corpus that the interpreter can run with
//! seeded arguments. The lowered module must verify, contain no affine op, and survive a
//! print/parse round trip.

use std::path::{Path, PathBuf};

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::parse_pipeline;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn load(path: &Path) -> Module {
    let reg = Registry::standard();
    let src = std::fs::read_to_string(path).expect("read");
    let m = parse(&src, reg).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    m
}

/// Lowers, verifies, checks no affine op is left (except execute_region), and round-trips
/// through the printer.
fn lower(m: &Module, what: &str) -> Module {
    let reg = Registry::standard();
    let mut l = m.clone();
    parse_pipeline("lower-affine")
        .unwrap()
        .run(&mut l)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    verify(&l, reg).unwrap_or_else(|e| {
        panic!(
            "{what}: lowered module does not verify: {e}\n{}",
            print(&l, reg, PrintOptions::default())
        )
    });
    for op in l.walk(l.top()) {
        let n = &l.op(op).name;
        assert!(
            !n.starts_with("affine.") || n == "affine.execute_region",
            "{what}: {n} left after lower-affine"
        );
    }
    // Skip the round trip where the printer cannot round-trip the input itself (an IR printer
    // limitation unrelated to lowering, e.g. i64::MIN in an affine map).
    let original = print(m, reg, PrintOptions::default());
    if parse(&original, reg).is_err() {
        eprintln!("{what}: input does not round-trip through the printer; round trip skipped");
        return l;
    }
    let text = print(&l, reg, PrintOptions::default());
    let back = parse(&text, reg)
        .unwrap_or_else(|e| panic!("{what}: lowered text does not parse: {e}\n{text}"));
    verify(&back, reg)
        .unwrap_or_else(|e| panic!("{what}: reparsed lowered text does not verify: {e}"));
    back
}

fn run(m: &Module, entry: &str, fill: Fill) -> Result<(Vec<ArgValue>, Vec<ArgValue>), String> {
    run_sized(m, entry, fill, &[])
}

/// `--size` values for a function: integer/index arguments 5, dynamic memref dimensions 12.
fn default_sizes(m: &Module, entry: &str) -> Vec<(String, String)> {
    let Some(f) = m
        .walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(entry))
    else {
        return vec![];
    };
    let Some(&r) = m.op(f).regions.first() else {
        return vec![];
    };
    let Some(&b) = m.region(r).blocks.first() else {
        return vec![];
    };
    let mut out = vec![];
    for (i, &a) in m.block(b).args.iter().enumerate() {
        let v = m.value(a);
        let name = v
            .name_hint
            .as_deref()
            .map(|n| n.trim_start_matches('%').to_string())
            .unwrap_or_else(|| format!("arg{i}"));
        match &v.ty {
            tessera::ir::Type::Index | tessera::ir::Type::Integer { .. } => {
                out.push((name, "5".to_string()))
            }
            t => {
                let ndyn = t.shape().map_or(0, |s| {
                    s.iter()
                        .filter(|&&d| d == tessera::ir::types::DYNAMIC)
                        .count()
                });
                if ndyn > 0 {
                    out.push((name, vec!["12"; ndyn].join("x")));
                }
            }
        }
    }
    out
}

fn run_sized(
    m: &Module,
    entry: &str,
    fill: Fill,
    sizes: &[(String, String)],
) -> Result<(Vec<ArgValue>, Vec<ArgValue>), String> {
    let args = entry_args(m, entry, fill, sizes).map_err(|e| e.to_string())?;
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    let res = interp::run(m, entry, &mut vals).map_err(|e| e.to_string())?;
    Ok((vals, res))
}

/// Bitwise comparison of argument buffers and results.
fn same(a: &[ArgValue], b: &[ArgValue]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (ArgValue::Memref(p), ArgValue::Memref(q)) => {
                p.shape() == q.shape() && p.bytes() == q.bytes()
            }
            (ArgValue::F32(p), ArgValue::F32(q)) => p.to_bits() == q.to_bits(),
            (ArgValue::F64(p), ArgValue::F64(q)) => p.to_bits() == q.to_bits(),
            _ => x == y,
        })
}

#[test]
fn polybench_mini_same_results_after_lower_affine() {
    let dir = root().join("tests/corpus/polybench/mini");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 30);
    for f in files {
        let what = f.display().to_string();
        let m = load(&f);
        let l = lower(&m, &what);
        let (a0, _) = run(&m, "main", Fill::Zero).unwrap_or_else(|e| panic!("{what}: {e}"));
        let (a1, _) = run(&l, "main", Fill::Zero).unwrap_or_else(|e| panic!("{what} lowered: {e}"));
        assert!(same(&a0, &a1), "{what}: results differ after lower-affine");
    }
}

/// Every function of the affine corpus files that runs with seeded arguments (integer
/// arguments 5, dynamic sizes 12; functions with external calls or reads of uninitialised
/// memory are skipped) gives the same results after lowering.
#[test]
fn affine_corpus_same_results_after_lower_affine() {
    let dir = root().join("tests/corpus/ir/input");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| {
            let n = p.file_name().unwrap().to_string_lossy().to_string();
            n.ends_with(".mlir")
                && (n.starts_with("affine_")
                    || n.starts_with("kernel_")
                    || n.starts_with("polygeist_"))
        })
        .collect();
    files.sort();
    let exec_dir = root().join("tests/corpus/exec");
    if let Ok(rd) = std::fs::read_dir(&exec_dir) {
        files.extend(
            rd.map(|e| e.unwrap().path())
                .filter(|p| p.to_string_lossy().ends_with(".affine.mlir")),
        );
    }
    let mut ran = 0;
    let mut compared = vec![];
    for f in files {
        let what = f.display().to_string();
        let m = load(&f);
        let mut lm = m.clone();
        if parse_pipeline("lower-affine")
            .unwrap()
            .run(&mut lm)
            .is_err()
        {
            // Forms mlir-opt's --lower-affine rejects too (e.g. affine.dma_*); nothing to compare.
            continue;
        }
        let l = lower(&m, &what);
        let funcs: Vec<String> = m
            .walk(m.top())
            .into_iter()
            .filter(|&o| m.op(o).name == "func.func" && !m.op(o).regions.is_empty())
            .filter_map(|o| {
                m.op(o)
                    .attr("sym_name")
                    .and_then(|a| a.as_str())
                    .map(str::to_string)
            })
            .collect();
        for func in funcs {
            let sizes = default_sizes(&m, &func);
            let Ok(before) = run_sized(&m, &func, Fill::Seeded(7), &sizes) else {
                continue;
            };
            // The lowered module was printed and re-parsed: its arguments are named %argN.
            let after = run_sized(&l, &func, Fill::Seeded(7), &default_sizes(&l, &func))
                .unwrap_or_else(|e| panic!("{what} @{func} lowered: {e}"));
            assert!(
                same(&before.0, &after.0),
                "{what} @{func}: memrefs differ after lower-affine"
            );
            assert!(
                same(&before.1, &after.1),
                "{what} @{func}: results differ after lower-affine"
            );
            ran += 1;
            compared.push(format!(
                "{}@{func}",
                f.file_name().unwrap().to_string_lossy()
            ));
        }
    }
    eprintln!("compared {ran} functions: {}", compared.join(" "));
    assert!(ran >= 10, "only {ran} corpus functions ran: {compared:?}");
}
