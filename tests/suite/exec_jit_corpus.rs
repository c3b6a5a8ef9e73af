//! Interpreter vs JIT on every function of the IR and PolyBench corpora that the interpreter
//! runs without error on seeded arguments: identical results and identical argument buffers,
//! bit for bit (NaNs compared as NaNs). Programs the interpreter rejects (out-of-bounds
//! accesses, reads of uninitialised memory, ...) are skipped: the JIT does not check them.

use crate::cbackend_common;
use tessera::codegen::Executable;

use std::path::{Path, PathBuf};

use cbackend_common::same_value;

use tessera::codegen::interp;
use tessera::codegen::jit::{self, JitOptions};
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::codegen::ExecErrorKind;
use tessera::codegen::{Error, JitErrorKind};
use tessera::ir::{parse, types::DYNAMIC, verify, Registry, Type};

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else {
        return;
    };
    let mut v: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    v.sort();
    for p in v {
        if p.is_dir() {
            if p.file_name().is_some_and(|n| n != "invalid") {
                files(&p, out);
            }
        } else if p.extension().is_some_and(|x| x == "mlir") {
            out.push(p);
        }
    }
}

/// `--size` values giving every dynamic dimension the size 6.
fn sizes_for(m: &tessera::ir::Module, func: tessera::ir::OpId) -> Vec<(String, String)> {
    let mut out = vec![];
    let Some(&r) = m.op(func).regions.first() else {
        return out;
    };
    let Some(&b) = m.region(r).blocks.first() else {
        return out;
    };
    for (i, &a) in m.block(b).args.iter().enumerate() {
        let v = m.value(a);
        if let Type::MemRef { shape, .. } = &v.ty {
            let n = shape.iter().filter(|&&d| d == DYNAMIC).count();
            if n > 0 {
                let name = v
                    .name_hint
                    .as_deref()
                    .map(|s| s.trim_start_matches('%').to_string())
                    .unwrap_or_else(|| format!("arg{i}"));
                out.push((name, vec!["6"; n].join("x")));
            }
        }
    }
    out
}

#[test]
fn corpus_functions_run_identically_under_interpreter_and_jit() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/corpus");
    let mut all = vec![];
    files(&root, &mut all);
    let reg = Registry::standard();
    let (mut compared, mut unsupported, mut skipped) = (0usize, 0usize, 0usize);
    let mut unsupported_ops = std::collections::BTreeMap::<String, usize>::new();
    for path in &all {
        let Ok(src) = std::fs::read_to_string(path) else {
            continue;
        };
        let Ok(m) = parse(&src, reg) else {
            continue;
        };
        if verify(&m, reg).is_err() {
            continue;
        }
        // As `tessera run` does: linalg ops are lowered to affine loops for the JIT (the
        // interpreter runs the original module).
        let top = m.top();
        let mut lowered = m.clone();
        if m.walk(top).iter().any(|&o| m.op(o).dialect() == "linalg")
            && tessera::transforms::parse_pipeline("linalg-to-affine")
                .and_then(|p| p.run(&mut lowered))
                .is_err()
        {
            continue;
        }
        let (compiled, failed) = match jit::compile_partial(&lowered, JitOptions::default()) {
            Ok(c) => c,
            Err(e) => panic!("{}: {e}", path.display()),
        };
        for (_, e) in &failed {
            if let Error::Jit(JitErrorKind::Unsupported { op, .. }) = e {
                *unsupported_ops.entry(op.clone()).or_default() += 1;
            }
        }
        let funcs: Vec<_> = m
            .walk(top)
            .into_iter()
            .filter(|&o| m.op(o).name == "func.func" && !m.op(o).regions.is_empty())
            .filter(|&o| m.region(m.op(o).regions[0]).blocks.len() == 1)
            .collect();
        for f in funcs {
            let Some(name) = m.op(f).attr("sym_name").and_then(|a| a.as_str()) else {
                continue;
            };
            let sizes = sizes_for(&m, f);
            let Ok(args) = entry_args(&m, name, Fill::Seeded(3), &sizes) else {
                skipped += 1;
                continue;
            };
            let big = args
                .iter()
                .any(|a| a.value.as_buffer().is_some_and(|b| b.len() > 1 << 16));
            if big {
                skipped += 1;
                continue;
            }
            let mut a: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
            let mut b = a.clone();
            let Ok(ri) = interp::run(&m, name, &mut a) else {
                skipped += 1;
                continue;
            };
            let what = format!("{} @{name}", path.display());
            let rj = match compiled.call(name, &mut b) {
                Ok(r) => r,
                // The function, or one it calls, is outside what the JIT compiles.
                Err(e) if e.exec_kind() == Some(ExecErrorKind::Unsupported) => {
                    unsupported += 1;
                    continue;
                }
                Err(e) => panic!("{what}: the interpreter ran, the JIT failed: {e}"),
            };
            assert_eq!(ri.len(), rj.len(), "{what}: result count");
            for (k, (x, y)) in ri.iter().zip(&rj).enumerate() {
                assert!(same_value(x, y), "{what}: result #{k}: {x} vs {y}");
            }
            for (k, (x, y)) in a.iter().zip(&b).enumerate() {
                assert!(
                    same_value(x, y),
                    "{what}: argument #{k} differs after the call"
                );
            }
            compared += 1;
        }
    }
    eprintln!(
        "{} files; {compared} functions compared, {unsupported} the JIT does not compile (or \
         that call one), {skipped} skipped (interpreter error or arguments not allocatable)",
        all.len()
    );
    eprintln!("ops the JIT rejected (functions): {unsupported_ops:?}");
    assert!(compared >= 800, "only {compared} functions compared");
}
