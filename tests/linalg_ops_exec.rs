//! `linalg-to-affine` on the linalg ops added for MLIR 22 against hand-written loop nests:
//! every `@X_linalg` of tests/corpus/exec/linalg_ops_pairs.mlir (contract, elementwise, the
//! quantized named ops, mmt4d, depthwise hwcm, named elementwise ops), lowered, must leave the
//! same memref contents (bit for bit, interpreter, seeded arguments) as its `@X_ref`, written by
//! hand from the op's definition.

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
fn new_linalg_ops_match_hand_written_loops() {
    let m = load("tests/corpus/exec/linalg_ops_pairs.mlir");
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
        assert!(names.len() >= 17, "pairs found: {names:?}");
        for name in names {
            let base = name.trim_end_matches("_linalg");
            for seed in [1, 2, 3] {
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
