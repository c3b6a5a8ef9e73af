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

/// `Options::within`: the analysis of one loop nest has exactly the pairs of the whole
/// analysis whose accesses both lie in the nest, with the same answers (what a band
/// transformation asks, at the cost of the nest).
#[test]
fn nest_scoped_analysis_is_the_restriction_of_the_whole() {
    for kernel in ["2mm", "jacobi-2d", "lu", "fdtd-2d", "correlation"] {
        let m = load(&format!("tests/corpus/polybench/small/{kernel}.mlir"));
        let func = format!("kernel_{}", kernel.replace('-', "_"));
        let whole = analyze(
            &m,
            Registry::standard(),
            &Options {
                function: Some(func.clone()),
                ..Options::default()
            },
        )
        .expect("analysis");
        let f = m
            .walk(m.top())
            .into_iter()
            .find(|&o| m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(func.as_str()))
            .expect("kernel");
        let body = m.region(m.op(f).regions[0]).blocks[0];
        let nests: Vec<_> = m
            .block(body)
            .ops
            .iter()
            .copied()
            .filter(|&o| m.op(o).name == "affine.for")
            .collect();
        assert!(!nests.is_empty(), "{kernel}");
        let mut covered = 0;
        for &nest in &nests {
            let scoped = analyze(
                &m,
                Registry::standard(),
                &Options {
                    function: Some(func.clone()),
                    within: Some(nest),
                    ..Options::default()
                },
            )
            .expect("analysis");
            let key = |a: &Analysis, p: &tessera_dependence::PairResult| {
                (a.accesses[p.src].op, a.accesses[p.dst].op, p.kind)
            };
            let inside = |a: &Analysis, p: &tessera_dependence::PairResult| {
                m.is_ancestor(nest, a.accesses[p.src].op)
                    && m.is_ancestor(nest, a.accesses[p.dst].op)
            };
            let want: Vec<_> = whole
                .pairs
                .iter()
                .filter(|p| inside(&whole, p))
                .map(|p| {
                    (
                        key(&whole, p),
                        p.depths.iter().map(verdict).collect::<Vec<_>>(),
                    )
                })
                .collect();
            let got: Vec<_> = scoped
                .pairs
                .iter()
                .map(|p| {
                    (
                        key(&scoped, p),
                        p.depths.iter().map(verdict).collect::<Vec<_>>(),
                    )
                })
                .collect();
            assert_eq!(got, want, "{kernel}: nest at {:?}", m.op(nest).pos);
            covered += got.len();
        }
        // Pairs between two nests are the only ones left out.
        assert!(covered <= whole.pairs.len(), "{kernel}");
        assert!(covered > 0, "{kernel}");
    }
}
