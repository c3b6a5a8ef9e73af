//! The analysis caches (`transforms::analysis::cache`, `dependence::access::collect_shared`)
//! change no result: a pipeline of analysis-using passes run in one process, where every pass
//! reuses the analyses and collections of the module versions it meets (and the tile pass
//! carries the analyses of the nests it did not rewrite), prints exactly what the same passes
//! print when each runs on a freshly parsed module (new versions: nothing can be reused), with
//! the same remarks.

use tessera::ir::{parse, print, Module, PrintOptions, Registry};
use tessera::transforms::parse_pipeline;

const PASSES: &[&str] = &[
    "affine-loop-fusion",
    "affine-loop-distribute",
    "affine-scalrep",
    "affine-loop-unroll-jam",
    "affine-loop-tile{tile-size=8}",
    "affine-parallelize",
];

fn run(m: &mut Module, passes: &str) -> Vec<String> {
    let p = parse_pipeline(&format!("builtin.module(func.func({passes}))")).unwrap();
    p.run(m).unwrap().iter().map(|r| r.render("x")).collect()
}

#[test]
fn cached_pipeline_equals_pass_by_pass_on_fresh_modules() {
    let reg = Registry::standard();
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/corpus/polybench/mini");
    for kernel in ["2mm", "fdtd-2d", "gemver", "jacobi-2d", "correlation", "lu"] {
        let src = std::fs::read_to_string(format!("{dir}/{kernel}.mlir")).unwrap();
        let mut whole = parse(&src, reg).unwrap();
        let remarks = run(&mut whole, &PASSES.join(","));
        let mut text = src.clone();
        let mut one_by_one = vec![];
        for p in PASSES {
            let mut m = parse(&text, reg).unwrap();
            // Positions of later remarks refer to the re-printed text: compare messages.
            one_by_one.extend(run(&mut m, p));
            text = print(&m, reg, PrintOptions::default());
        }
        assert_eq!(
            print(&whole, reg, PrintOptions::default()),
            text,
            "{kernel}"
        );
        let msg = |r: &String| r.split_once("] ").map(|x| x.1.to_string());
        let a: Vec<_> = remarks.iter().map(msg).collect();
        let b: Vec<_> = one_by_one.iter().map(msg).collect();
        assert_eq!(a.len(), b.len(), "{kernel}: remark count");
        // The first pass sees the same text in both runs: its remarks are identical.
        let first = remarks
            .iter()
            .filter(|r| r.contains("[affine-loop-fusion]"))
            .count();
        assert_eq!(remarks[..first], one_by_one[..first], "{kernel}");
    }
}
