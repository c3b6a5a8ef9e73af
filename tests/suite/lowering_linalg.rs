//! `linalg-to-affine` against hand-written loop nests: every `@X_linalg` of
//! tests/corpus/exec/linalg_pairs.mlir, lowered, must leave the same memref contents (bit for
//! bit, interpreter, seeded arguments) as its `@X_ref`, written by hand from the op's
//! definition (also tests/corpus/exec/linalg_ops_pairs.mlir, the ops added for MLIR 22). Also: the linalg files of the IR corpus lower to modules that verify and
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
    v.iter().map(ArgValue::bytes).collect()
}

/// Every `@X_linalg` of `file`, lowered, leaves the same memrefs as its `@X_ref` (at least
/// `min` pairs, each on every seed).
fn check_pairs(file: &str, min: usize, seeds: &[u64]) {
    let m = load(file);
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
        assert!(names.len() >= min, "pairs found: {names:?}");
        for name in names {
            let base = name.trim_end_matches("_linalg");
            for &seed in seeds {
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
fn linalg_pairs_match_hand_written_loops() {
    check_pairs("tests/corpus/exec/linalg_pairs.mlir", 8, &[1, 2]);
}

/// The linalg ops added for MLIR 22 (contract, elementwise, the quantized named ops, mmt4d,
/// depthwise hwcm, named elementwise ops): tests/corpus/exec/linalg_ops_pairs.mlir.
#[test]
fn new_linalg_ops_match_hand_written_loops() {
    check_pairs("tests/corpus/exec/linalg_ops_pairs.mlir", 17, &[1, 2, 3]);
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

/// The ops without an iteration space of their own are not structured: the structured view
/// says so instead of inventing maps, and linalg-to-affine leaves them alone.
#[test]
fn softmax_winograd_pack_are_not_structured() {
    let src = r#"
func.func @f(%a: memref<4x8xf32>, %c: memref<4x8xf32>, %q: tensor<128x256xf32>, %p: tensor<16x8x8x32xf32>) -> tensor<16x8x8x32xf32> {
  linalg.softmax dimension(1) ins(%a : memref<4x8xf32>) outs(%c : memref<4x8xf32>)
  %0 = linalg.pack %q inner_dims_pos = [0, 1] inner_tiles = [8, 32] into %p : tensor<128x256xf32> -> tensor<16x8x8x32xf32>
  return %0 : tensor<16x8x8x32xf32>
}
"#;
    let reg = Registry::standard();
    let m = parse(src, reg).expect("parse");
    verify(&m, reg).expect("verify");
    let mut seen = 0;
    for op in m.walk(m.top()) {
        let name = &m.op(op).name;
        if name == "linalg.softmax" || name == "linalg.pack" {
            let e = tessera::ir::linalg::structured(&m, op).expect_err("not structured");
            assert!(e.contains("not a structured linalg op"), "{name}: {e}");
            seen += 1;
        }
    }
    assert_eq!(seen, 2);
}
