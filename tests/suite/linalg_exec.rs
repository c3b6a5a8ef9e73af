//! tessera executes every linalg op as MLIR 22 does: tests/golden/linalg_exec.txt holds, for
//! each function of the linalg test files (every named op the IR parses with f32/f64/integer
//! buffers, the linalg corpus), the checksum of each memref argument after MLIR itself ran the
//! function (mlir-opt lowering + mlir-runner, scripts/linalg-exec-golden.py) on arguments filled
//! by a formula. Here the same function, lowered by `linalg-to-affine` and run by the
//! interpreter (and by the lowering to scf loops through `lower-affine`), must give the same
//! checksums bit for bit.

use std::collections::BTreeMap;
use std::path::Path;

use tessera::codegen::buffer::{Buffer, ElemType};
use tessera::codegen::interp;
use tessera::codegen::value::ArgValue;
use tessera::ir::{parse, verify, Module, Registry, Type};
use tessera::transforms::parse_pipeline;

fn root() -> &'static Path {
    Path::new(env!("CARGO_MANIFEST_DIR"))
}

/// Argument `a`'s element `k`: ((k * 7 + 3 * (a + 1)) mod 17) - 8, divided by 8 for floats.
fn fill(elem: ElemType, shape: &[usize], a: usize) -> Buffer {
    let mut b = Buffer::zeroed(elem, shape).expect("buffer");
    for k in 0..b.len() {
        let v = ((k * 7 + 3 * (a + 1)) % 17) as i64 - 8;
        if elem.is_float() {
            b.set_f64(k, v as f64 / 8.0).unwrap();
        } else {
            b.set_int(k, v).unwrap();
        }
    }
    b
}

fn elem_of(t: &Type) -> ElemType {
    match t.element_type().map(|e| e.to_string()).as_deref() {
        Some("f32") => ElemType::F32,
        Some("f64") => ElemType::F64,
        Some("i8") => ElemType::I8,
        Some("i16") => ElemType::I16,
        Some("i32") => ElemType::I32,
        Some("i64") => ElemType::I64,
        other => panic!("unexpected element type {other:?}"),
    }
}

fn checksums(m: &Module, func: &str) -> Vec<u64> {
    let f = m
        .walk(m.top())
        .into_iter()
        .find(|&o| m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(func))
        .unwrap_or_else(|| panic!("@{func} not found"));
    let entry = m.region(m.op(f).regions[0]).blocks[0];
    let mut args: Vec<ArgValue> = m
        .block(entry)
        .args
        .iter()
        .enumerate()
        .map(|(a, &v)| {
            let t = m.value_type(v);
            let shape: Vec<usize> = t
                .shape()
                .expect("memref argument")
                .iter()
                .map(|&d| usize::try_from(d).expect("static shape"))
                .collect();
            ArgValue::Memref(fill(elem_of(t), &shape, a))
        })
        .collect();
    interp::run(m, func, &mut args).unwrap_or_else(|e| panic!("@{func}: {e}"));
    args.iter()
        .map(|a| a.as_buffer().expect("memref").checksum().to_bits())
        .collect()
}

#[test]
fn every_linalg_op_executes_as_mlir_does() {
    let golden = std::fs::read_to_string(root().join("tests/golden/linalg_exec.txt")).unwrap();
    let mut want: BTreeMap<(String, String), Vec<u64>> = BTreeMap::new();
    for line in golden
        .lines()
        .filter(|l| !l.starts_with('#') && !l.is_empty())
    {
        let f: Vec<&str> = line.split_whitespace().collect();
        let bits = u64::from_str_radix(f[3], 16).unwrap();
        want.entry((f[0].to_string(), f[1].trim_start_matches('@').to_string()))
            .or_default()
            .push(bits);
    }
    assert!(
        want.len() >= 90,
        "functions in the golden file: {}",
        want.len()
    );
    let reg = Registry::standard();
    let mut modules: BTreeMap<String, Vec<Module>> = BTreeMap::new();
    let mut ops_seen = std::collections::BTreeSet::new();
    let mut failures = vec![];
    for ((file, func), bits) in &want {
        let ms = modules.entry(file.clone()).or_insert_with(|| {
            let src = std::fs::read_to_string(root().join(file)).unwrap();
            let m = parse(&src, reg).unwrap();
            verify(&m, reg).unwrap();
            for o in m.walk(m.top()) {
                if m.op(o).name.starts_with("linalg.") {
                    ops_seen.insert(m.op(o).name.clone());
                }
            }
            ["linalg-to-affine", "linalg-to-affine,lower-affine"]
                .iter()
                .map(|p| {
                    let mut l = m.clone();
                    parse_pipeline(p).unwrap().run(&mut l).unwrap();
                    l
                })
                .collect()
        });
        for l in ms.iter() {
            let got = checksums(l, func);
            if &got != bits {
                failures.push(format!("{file} @{func}: tessera {got:x?}, MLIR {bits:x?}"));
            }
        }
    }
    assert!(failures.is_empty(), "{}", failures.join("\n"));
    // The golden files cover the named ops (not a test of tessera, of the coverage).
    assert!(ops_seen.len() >= 45, "linalg ops covered: {ops_seen:?}");
}
