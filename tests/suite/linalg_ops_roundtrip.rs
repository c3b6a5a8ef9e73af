//! The linalg ops against mlir-opt 22, byte for byte: MLIR's own
//! `tests/lit/mlir-linalg/roundtrip.mlir` and `tests/lit/linalg-ops.mlir` (contract,
//! elementwise, the quantized and remaining named ops, softmax, Winograd, pack/unpack), split
//! at `// -----` as `--split-input-file` does. For every chunk:
//!
//! - tessera's custom print equals mlir-opt's (`tests/golden/linalg-ops/<file>.custom.mlir`);
//! - its generic print equals `mlir-opt --mlir-print-op-generic`'s (`<file>.generic.mlir`);
//! - printing is a fixed point: print(parse(custom)) = custom, print(parse(generic)) = generic,
//!   and the custom print of the parsed generic form is the custom form;
//! - every op `mlir-opt --linalg-generalize-named-ops` turns into a `linalg.generic`
//!   (`<file>.generalized.mlir`) has, in tessera's structured view
//!   (`tessera_ir::linalg::structured`), the maps, iterator kinds and payload of that generic.
//!
//! Chunk outputs are compared without trailing blank lines (the separators between chunks in
//! the saved output). The golden files are written by `scripts/linalg-roundtrip-golden.sh`.

use std::path::Path;

use tessera::ir::{linalg, parse, print, verify, Module, OpId, PrintOptions, Registry};

const FILES: &[(&str, &str)] = &[
    ("tests/lit/mlir-linalg/roundtrip.mlir", "roundtrip"),
    ("tests/lit/linalg-ops.mlir", "linalg-ops"),
];

fn read(rel: &str) -> String {
    let p = Path::new(env!("CARGO_MANIFEST_DIR")).join(rel);
    std::fs::read_to_string(&p).unwrap_or_else(|e| panic!("{}: {e}", p.display()))
}

/// Source chunks, split at marker lines as `--split-input-file` does.
fn source_chunks(src: &str) -> Vec<String> {
    let mut out = vec![String::new()];
    for line in src.split_inclusive('\n') {
        if line.trim_start().starts_with("// -----") {
            out.push(String::new());
        } else if let Some(last) = out.last_mut() {
            last.push_str(line);
        }
    }
    out
}

/// mlir-opt's outputs of the chunks, separated by `\n// -----\n`.
fn golden_chunks(rel: &str) -> Vec<String> {
    read(rel)
        .split("\n// -----\n")
        .map(str::to_string)
        .collect()
}

fn parse_ok(src: &str, what: &str) -> Module {
    let reg = Registry::standard();
    let m = parse(src, reg).unwrap_or_else(|e| panic!("{what}: parse: {e}\n{src}"));
    verify(&m, reg).unwrap_or_else(|e| panic!("{what}: verify: {e}\n{src}"));
    m
}

fn custom(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions::default())
}

fn generic(m: &Module) -> String {
    print(m, Registry::standard(), PrintOptions { generic: true })
}

#[test]
fn chunks_print_as_mlir_opt_does() {
    let mut checked = 0;
    for &(src, name) in FILES {
        let chunks = source_chunks(&read(src));
        let want_c = golden_chunks(&format!("tests/golden/linalg-ops/{name}.custom.mlir"));
        let want_g = golden_chunks(&format!("tests/golden/linalg-ops/{name}.generic.mlir"));
        assert_eq!(chunks.len(), want_c.len(), "{src}: chunk count vs golden");
        assert_eq!(chunks.len(), want_g.len(), "{src}: chunk count vs golden");
        for (i, chunk) in chunks.iter().enumerate() {
            let what = format!("{src} chunk {i}");
            let m = parse_ok(chunk, &what);
            let c = custom(&m);
            let g = generic(&m);
            assert_eq!(
                c.trim_end(),
                want_c[i].trim_end(),
                "{what}: custom form differs from mlir-opt's"
            );
            assert_eq!(
                g.trim_end(),
                want_g[i].trim_end(),
                "{what}: generic form differs from mlir-opt's"
            );
            let mc = parse_ok(&c, &format!("{what} (custom print)"));
            assert_eq!(custom(&mc), c, "{what}: custom print is not a fixed point");
            let mg = parse_ok(&g, &format!("{what} (generic print)"));
            assert_eq!(
                generic(&mg),
                g,
                "{what}: generic print is not a fixed point"
            );
            assert_eq!(custom(&mg), c, "{what}: custom print of the generic form");
            checked += 1;
        }
    }
    assert!(checked >= 90, "only {checked} chunks checked");
}

/// The linalg ops directly inside function bodies that mlir-opt's rewrite driver keeps (no
/// results, or a result used by a kept op: unused pure ops are erased, transitively), in order.
fn body_ops(m: &Module) -> Vec<OpId> {
    let all = m.walk(m.top());
    let mut live: std::collections::HashSet<OpId> = all.iter().copied().collect();
    loop {
        let used: std::collections::HashSet<_> = live
            .iter()
            .flat_map(|&o| m.op(o).operands.iter().copied())
            .collect();
        let dead: Vec<OpId> = live
            .iter()
            .copied()
            .filter(|&o| {
                let r = &m.op(o).results;
                !r.is_empty() && !r.iter().any(|v| used.contains(v))
            })
            .collect();
        if dead.is_empty() {
            break;
        }
        for o in dead {
            live.remove(&o);
        }
    }
    all.into_iter()
        .filter(|&o| {
            m.op(o).name.starts_with("linalg.")
                && live.contains(&o)
                && m.parent_op(o).is_some_and(|p| m.op(p).name == "func.func")
        })
        .collect()
}

/// The payload block as text with operands named by position (`argK`: payload argument of
/// operand K, `opK`: result of the K-th payload op). Constants and unused ops are left out
/// (uses of constants print as `const`): mlir-opt's rewrite driver hoists the former out of
/// the generalised body and erases the latter.
fn payload_text(m: &Module, s: &linalg::Structured) -> String {
    let block = &m.block(s.payload).ops;
    let used: std::collections::HashSet<_> = block
        .iter()
        .flat_map(|&o| m.op(o).operands.iter().copied())
        .collect();
    let body: Vec<OpId> = block
        .iter()
        .copied()
        .filter(|&o| {
            let op = m.op(o);
            op.name != "arith.constant"
                && (op.results.is_empty() || op.results.iter().any(|r| used.contains(r)))
        })
        .collect();
    let mut ops = vec![];
    for &o in &body {
        let op = m.op(o);
        let mut line = format!("{}(", op.name);
        for &v in &op.operands {
            let pos = s
                .payload_args
                .iter()
                .position(|a| *a == Some(v))
                .map(|k| format!("arg{k}"))
                .or_else(|| {
                    body.iter()
                        .position(|&d| m.op(d).results.contains(&v))
                        .map(|k| format!("op{k}"))
                })
                .unwrap_or_else(|| "const".into());
            line.push_str(&pos);
            line.push(',');
        }
        line.push_str(&format!(") {:?} {:?}", op.props, op.attrs));
        for &r in &op.results {
            line.push_str(&format!(" -> {}", m.value_type(r)));
        }
        ops.push(line);
    }
    ops.join("\n")
}

#[test]
fn structured_view_matches_mlir_opt_generalization() {
    let mut compared = 0;
    let mut seen = std::collections::BTreeSet::new();
    for &(src, name) in FILES {
        let chunks = source_chunks(&read(src));
        let gen = golden_chunks(&format!("tests/golden/linalg-ops/{name}.generalized.mlir"));
        assert_eq!(chunks.len(), gen.len(), "{src}: chunk count vs golden");
        for (i, chunk) in chunks.iter().enumerate() {
            let what = format!("{src} chunk {i}");
            let m = parse_ok(chunk, &what);
            let g = parse_ok(&gen[i], &format!("{what} (generalized)"));
            let (a, b) = (body_ops(&m), body_ops(&g));
            assert_eq!(a.len(), b.len(), "{what}: op count vs generalized");
            for (&x, &y) in a.iter().zip(&b) {
                let (nx, ny) = (&m.op(x).name, &g.op(y).name);
                if ny != "linalg.generic" || nx == "linalg.generic" {
                    continue;
                }
                let sx = linalg::structured(&m, x)
                    .unwrap_or_else(|e| panic!("{what}: {nx}: no structured view: {e}"));
                let sy = linalg::structured(&g, y).expect("generic");
                assert_eq!(sx.maps, sy.maps, "{what}: {nx}: indexing maps");
                assert_eq!(sx.iterators, sy.iterators, "{what}: {nx}: iterator kinds");
                // With constants in the payload, mlir-opt's rewrite driver folds casts of
                // them and moves them to the right of commutative ops; those payloads are
                // checked by the generic-form comparison only.
                let has_const = m
                    .block(sx.payload)
                    .ops
                    .iter()
                    .any(|&o| m.op(o).name == "arith.constant");
                if !has_const {
                    assert_eq!(
                        payload_text(&m, &sx),
                        payload_text(&g, &sy),
                        "{what}: {nx}: payload"
                    );
                }
                seen.insert(nx.clone());
                compared += 1;
            }
        }
    }
    for op in [
        "linalg.contract",
        "linalg.elementwise",
        "linalg.quantized_matmul",
        "linalg.quantized_batch_matmul",
        "linalg.conv_2d_nhwc_hwcf_q",
        "linalg.conv_2d_nchw_fchw_q",
        "linalg.depthwise_conv_2d_nhwc_hwc_q",
        "linalg.depthwise_conv_2d_nhwc_hwcm",
        "linalg.depthwise_conv_2d_nhwc_hwcm_q",
        "linalg.mmt4d",
        "linalg.batch_mmt4d",
        "linalg.exp",
        "linalg.select",
        "linalg.fill_rng_2d",
    ] {
        assert!(seen.contains(op), "{op} not compared (seen: {seen:?})");
    }
    assert!(compared >= 60, "only {compared} ops compared");
}
