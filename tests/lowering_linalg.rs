//! `linalg-to-affine` against hand-written loop nests: every `@X_linalg` of
//! tests/corpus/exec/linalg_pairs.mlir, lowered, must leave the same memref contents (bit for
//! bit, interpreter, seeded arguments) as its `@X_ref`, written by hand from the op's
//! definition. Also: the linalg files of the IR corpus lower to modules that verify and
//! round-trip, and `linalg-to-affine,lower-affine` keeps the results.

use std::path::Path;

use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, print, verify, Module, PrintOptions, Registry};
use tessera::transforms::parse_pipeline;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

fn load(rel: &str) -> Module {
    let reg = Registry::standard();
    let src = std::fs::read_to_string(root().join(rel)).expect("read");
    let m = parse(&src, reg).unwrap_or_else(|e| panic!("{rel}: {e}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{rel}: {e}"));
    m
}

fn lowered(m: &Module, passes: &str, what: &str) -> Module {
    let reg = Registry::standard();
    let mut l = m.clone();
    parse_pipeline(passes)
        .unwrap()
        .run(&mut l)
        .unwrap_or_else(|e| panic!("{what}: {e}"));
    verify(&l, reg)
        .unwrap_or_else(|e| panic!("{what}: {e}\n{}", print(&l, reg, PrintOptions::default())));
    let text = print(&l, reg, PrintOptions::default());
    let back = parse(&text, reg)
        .unwrap_or_else(|e| panic!("{what}: lowered text does not parse: {e}\n{text}"));
    verify(&back, reg).unwrap_or_else(|e| panic!("{what}: {e}"));
    for op in back.walk(back.top()) {
        assert!(
            !back.op(op).name.starts_with("linalg."),
            "{what}: {} left",
            back.op(op).name
        );
    }
    back
}

fn run(m: &Module, f: &str, seed: u64) -> Vec<ArgValue> {
    let args = entry_args(m, f, Fill::Seeded(seed), &[]).unwrap_or_else(|e| panic!("@{f}: {e}"));
    let mut vals: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
    interp::run(m, f, &mut vals).unwrap_or_else(|e| panic!("@{f}: {e}"));
    vals
}

fn bytes(v: &[ArgValue]) -> Vec<Vec<u8>> {
    v.iter()
        .map(|a| match a {
            ArgValue::Memref(b) => b.bytes().to_vec(),
            ArgValue::F32(x) => x.to_bits().to_le_bytes().to_vec(),
            ArgValue::F64(x) => x.to_bits().to_le_bytes().to_vec(),
            ArgValue::Int { value, .. } | ArgValue::Index(value) => value.to_le_bytes().to_vec(),
        })
        .collect()
}

#[test]
fn linalg_pairs_match_hand_written_loops() {
    let m = load("tests/corpus/exec/linalg_pairs.mlir");
    for passes in ["linalg-to-affine", "linalg-to-affine,lower-affine"] {
        let l = lowered(&m, passes, passes);
        let names: Vec<String> = l
            .walk(l.top())
            .into_iter()
            .filter_map(|o| {
                l.op(o)
                    .attr("sym_name")
                    .and_then(|a| a.as_str())
                    .map(str::to_string)
            })
            .filter(|n| n.ends_with("_linalg"))
            .collect();
        assert!(names.len() >= 8, "pairs found: {names:?}");
        for name in names {
            let base = name.trim_end_matches("_linalg");
            for seed in [1, 2] {
                let got = run(&l, &name, seed);
                let want = run(&l, &format!("{base}_ref"), seed);
                assert_eq!(
                    bytes(&got),
                    bytes(&want),
                    "{passes}: @{name} vs @{base}_ref (seed {seed})"
                );
            }
        }
    }
}

#[test]
fn linalg_corpus_lowers_and_verifies() {
    let m = load("tests/corpus/ir/input/linalg_generic_memref.mlir");
    let l = lowered(
        &m,
        "linalg-to-affine,lower-affine",
        "linalg_generic_memref.mlir",
    );
    // @iota writes i * 100 + j into a 10x100 i64 memref: checksum derived by hand is
    // sum over k of (100 * (k div 100) + k mod 100) * (k mod 13 + 1) = sum of k * (k mod 13 + 1).
    let out = run(&l, "iota", 0);
    let want: f64 = (0..1000u64).map(|k| (k * (k % 13 + 1)) as f64).sum();
    assert_eq!(out[0].as_buffer().unwrap().checksum(), want);
    let m = load("tests/corpus/ir/input/linalg_named_memref.mlir");
    let mut l = m.clone();
    match parse_pipeline("linalg-to-affine").unwrap().run(&mut l) {
        Ok(_) => {
            verify(&l, Registry::standard()).unwrap();
        }
        // Pooling and other named ops outside the supported set must say so, with a location.
        Err(e) => assert!(
            e.message.contains("not supported") && e.pos.is_some(),
            "{e}"
        ),
    }
}
