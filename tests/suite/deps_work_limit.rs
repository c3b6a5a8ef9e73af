//! The analysis's work limit (`Options::work_limit`): under any limit every answer is the
//! unlimited analysis's answer (verdict and exact bounds; a witness may be another one) or
//! "unknown" with the analysis-budget reason, the work used stays within the limit, and the
//! answers do not depend on the run (the allowances follow a fixed order, not timing).

use tessera_dependence::solve::ANALYSIS_BUDGET;
use tessera_dependence::{analyze, Analysis, DepthResult, Options, DEFAULT_WORK_LIMIT};
use tessera_ir::{parse, verify, Module, Registry};

fn load(path: &str) -> Module {
    let src = std::fs::read_to_string(path).expect("corpus file");
    let reg = Registry::standard();
    let m = parse(&src, reg).unwrap_or_else(|e| panic!("{}", e.render(path, &src)));
    verify(&m, reg).unwrap_or_else(|e| panic!("{}", e.render(path, &src)));
    m
}

fn run(m: &Module, limit: Option<u64>) -> Analysis {
    let opts = Options {
        work_limit: limit,
        ..Options::default()
    };
    analyze(m, Registry::standard(), &opts).expect("analysis")
}

fn answers(a: &Analysis) -> Vec<Vec<DepthResult>> {
    a.pairs.iter().map(|p| p.depths.clone()).collect()
}

/// An answer without its witness.
fn verdict(r: &DepthResult) -> String {
    match r {
        DepthResult::Dependent { components, .. } => format!("dependent {components:?}"),
        other => format!("{other:?}"),
    }
}

#[test]
fn limited_answers_are_exact_or_unknown() {
    for kernel in ["jacobi-2d", "lu", "fdtd-2d"] {
        let m = load(&format!("tests/corpus/polybench/small/{kernel}.mlir"));
        let full = run(&m, None);
        let exact = answers(&full);
        assert!(full.work > 0, "{kernel}: some pair needs work");
        // The default limit is far above what these kernels need: the same answers.
        assert_eq!(
            answers(&run(&m, Some(DEFAULT_WORK_LIMIT))),
            exact,
            "{kernel}"
        );
        for limit in [0, 1, 1_000, full.work / 4, full.work, 8 * full.work] {
            let a = run(&m, Some(limit));
            assert!(
                a.work <= limit,
                "{kernel}: {} units used of {limit}",
                a.work
            );
            let got = answers(&a);
            assert_eq!(got.len(), exact.len());
            let mut unknown = 0;
            for (g, e) in got.iter().zip(&exact) {
                for (gd, ed) in g.iter().zip(e) {
                    match gd {
                        DepthResult::Unknown(r) if r == ANALYSIS_BUDGET => unknown += 1,
                        _ => assert_eq!(verdict(gd), verdict(ed), "{kernel}, limit {limit}"),
                    }
                }
            }
            if limit == 0 {
                assert_eq!(a.work, 0);
                assert!(unknown > 0, "{kernel}: nothing is decided without work");
            }
            // The same limit, the same answers.
            assert_eq!(
                answers(&run(&m, Some(limit))),
                got,
                "{kernel}, limit {limit}"
            );
        }
    }
}
