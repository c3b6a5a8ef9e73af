//! C backend vs interpreter on every PolyBench kernel (MINI and SMALL): identical results and
//! argument buffers, bit for bit, with seeded arguments. One compiler run per file.

use crate::cbackend_common;
use tessera::codegen::Executable;

use std::path::Path;

use cbackend_common::{cc_works, options, same_value};
use tessera::codegen::cbackend;
use tessera::codegen::interp;
use tessera::codegen::value::{entry_args, ArgValue, Fill};
use tessera::ir::{parse, verify, Registry};

fn run_dir(dir: &str) -> usize {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/corpus/polybench")
        .join(dir);
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .expect("corpus directory")
        .filter_map(|e| e.ok().map(|e| e.path()))
        .filter(|p| p.extension().is_some_and(|x| x == "mlir"))
        .collect();
    files.sort();
    let reg = Registry::standard();
    let mut compared = 0;
    for path in &files {
        let src = std::fs::read_to_string(path).expect("readable");
        let m = parse(&src, reg).expect("parses");
        verify(&m, reg).expect("verifies");
        let c = match cbackend::compile(&m, &options(1)) {
            Ok(c) => c,
            Err(e) => panic!("{}: {e}", path.display()),
        };
        for name in c.functions() {
            let Ok(args) = entry_args(&m, name, Fill::Seeded(7), &[]) else {
                continue;
            };
            let mut a: Vec<ArgValue> = args.into_iter().map(|a| a.value).collect();
            let mut b = a.clone();
            let what = format!("{} @{name}", path.display());
            let ri = interp::run(&m, name, &mut a).unwrap_or_else(|e| panic!("{what}: {e}"));
            let rc = c
                .call(name, &mut b)
                .unwrap_or_else(|e| panic!("{what}: C: {e}"));
            assert_eq!(ri.len(), rc.len(), "{what}");
            for (k, (x, y)) in ri.iter().zip(&rc).enumerate() {
                assert!(same_value(x, y), "{what}: result #{k}");
            }
            for (k, (x, y)) in a.iter().zip(&b).enumerate() {
                assert!(same_value(x, y), "{what}: argument #{k} differs");
            }
            compared += 1;
        }
    }
    eprintln!(
        "{dir}: {} files, {compared} functions compared",
        files.len()
    );
    compared
}

#[test]
fn polybench_mini_bit_identical_to_interpreter() {
    if !cc_works() {
        return;
    }
    assert!(run_dir("mini") >= 30);
}

#[test]
fn polybench_small_bit_identical_to_interpreter() {
    if !cc_works() {
        return;
    }
    assert!(run_dir("small") >= 30);
}
