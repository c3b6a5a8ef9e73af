//! Regression tests on tests/corpus/deps/scf_if.mlir (accesses under `scf.if` ops on
//! conditions the analysis does not model: may-accesses; and on affine conditions, modelled
//! exactly) and tests/corpus/deps/memref_affine.mlir
//! (`memref.load`/`memref.store` with indices computed by integer arithmetic). Every expected
//! dependence is derived by hand in the comments; each function is also run by the brute-force
//! oracle (`tessera_dependence::bruteforce`): on its own data every dependence it shows must be
//! reported, and with the conditions replaced by constants (every branch taken on its whole
//! domain) it must see exactly the reported may-dependences.

use std::collections::HashSet;
use std::path::Path;

use tessera_dependence::graph::{self, Parallelism};
use tessera_dependence::report::{self, Condition, ReportOptions};
use tessera_dependence::{analyze, bruteforce, Analysis, DepthResult, Extent, Options};
use tessera_ir::{parse, verify, Module, OpId, Registry, ValueId};

fn root() -> &'static Path {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"));
    if dir.join("tests/corpus").is_dir() {
        dir
    } else {
        dir.parent().unwrap_or(dir)
    }
}

fn source(name: &str) -> String {
    std::fs::read_to_string(root().join("tests/corpus/deps").join(name)).expect("corpus file")
}

fn analysed(src: &str) -> (Module, Analysis) {
    let reg = Registry::standard();
    let m = parse(src, reg).expect("parses");
    verify(&m, reg).expect("verifies");
    let a = analyze(&m, reg, &Options::default()).expect("analysis");
    (m, a)
}

fn function(m: &Module, name: &str) -> OpId {
    m.walk(m.top())
        .into_iter()
        .find(|&o| {
            m.op(o).name == "func.func"
                && m.op(o).attr("sym_name").and_then(|x| x.as_str()) == Some(name)
        })
        .expect("function")
}

fn line(a: &Analysis, i: usize) -> u32 {
    a.accesses[i].pos.expect("position").line
}

/// One reported dependence: source line, destination line, kind, depth, component ranges
/// (`i64::MIN`/`MAX` for infinite ends), and whether it is a may-dependence.
type Dep = (u32, u32, &'static str, usize, Vec<(i64, i64)>, bool);

/// The dependences the analysis reports in function `f` (unknown ones as no components).
fn deps(a: &Analysis, f: &str) -> Vec<Dep> {
    let mut out = Vec::new();
    for p in &a.pairs {
        if a.accesses[p.src].function.as_deref() != Some(f) {
            continue;
        }
        let may = !a.may_under(p).is_empty();
        for (d, r) in p.depths.iter().enumerate() {
            let comps = match r {
                DepthResult::Independent => continue,
                DepthResult::Unknown(_) => vec![],
                DepthResult::Dependent { components, .. } => components
                    .iter()
                    .map(|c| {
                        let v = |e: &Extent, inf: i64| match e {
                            Extent::Finite(x) => x.to_i64().expect("small"),
                            Extent::Infinite => inf,
                        };
                        (v(&c.min, i64::MIN), v(&c.max, i64::MAX))
                    })
                    .collect(),
            };
            out.push((
                line(a, p.src),
                line(a, p.dst),
                p.kind.name(),
                d + 1,
                comps,
                may,
            ));
        }
    }
    out.sort();
    out
}

fn sorted(mut v: Vec<Dep>) -> Vec<Dep> {
    v.sort();
    v
}

/// The oracle's run of function `f` of `src` (index/integer arguments `args` by position).
fn run(src: &str, f: &str, args: &[(usize, i64)]) -> (Module, Analysis, bruteforce::Trace) {
    let (m, a) = analysed(src);
    let func = function(&m, f);
    let entry = m.region(m.op(func).regions[0]).blocks[0];
    let fargs = &m.block(entry).args;
    let argv: Vec<(ValueId, i64)> = args.iter().map(|&(i, v)| (fargs[i], v)).collect();
    let t = bruteforce::run(&m, func, &a.accesses, &argv, 50_000_000).expect("the oracle runs");
    (m, a, t)
}

/// Whether the analysis of `a` answers pair `(src, dst)` exactly as `trace` shows it.
fn exact_on(a: &Analysis, trace: &bruteforce::Trace, src: usize, dst: usize) -> bool {
    let p = a.pair(src, dst).expect("analysed");
    let (c, truth) = bruteforce::pair_truth(trace, src, dst);
    let ran = trace.loops.contains_key(&src) && trace.loops.contains_key(&dst);
    if ran && c != p.common {
        return false;
    }
    exact_truth(a, src, dst, &truth, ran)
}

/// Whether the analysis of pair `(src, dst)` is exactly `truth` (per depth); `ran`: both
/// accesses executed.
fn exact_truth(
    a: &Analysis,
    src: usize,
    dst: usize,
    truth: &[bruteforce::DepthTruth],
    ran: bool,
) -> bool {
    let p = a.pair(src, dst).expect("analysed");
    p.depths
        .iter()
        .enumerate()
        .all(|(d, r)| match (r, truth.get(d).cloned().flatten()) {
            (DepthResult::Independent, None) => true,
            (DepthResult::Dependent { components, .. }, Some(ranges)) => {
                components.iter().zip(&ranges).all(|(c, &(lo, hi))| {
                    c.min == Extent::Finite(lo.into()) && c.max == Extent::Finite(hi.into())
                })
            }
            (_, None) => !ran && !r.may_depend(),
            _ => false,
        })
}

/// Whether every dependence `trace` shows for pair `(src, dst)` is reported with ranges that
/// contain it.
fn covered_on(a: &Analysis, trace: &bruteforce::Trace, src: usize, dst: usize) -> bool {
    let p = a.pair(src, dst).expect("analysed");
    let (_, truth) = bruteforce::pair_truth(trace, src, dst);
    p.depths.iter().enumerate().all(|(d, r)| {
        let Some(ranges) = truth.get(d).cloned().flatten() else {
            return true;
        };
        match r {
            DepthResult::Unknown(_) => true,
            DepthResult::Independent => false,
            DepthResult::Dependent { components, .. } => {
                components.iter().zip(&ranges).all(|(c, &(lo, hi))| {
                    let lo_ok = matches!(&c.min, Extent::Finite(v) if *v <= lo.into())
                        || c.min == Extent::Infinite;
                    let hi_ok = matches!(&c.max, Extent::Finite(v) if *v >= hi.into())
                        || c.max == Extent::Infinite;
                    lo_ok && hi_ok
                })
            }
        }
    })
}

/// The pairs of function `f` (indices into the accesses).
fn pairs_of(a: &Analysis, f: &str) -> Vec<(usize, usize)> {
    a.pairs
        .iter()
        .filter(|p| a.accesses[p.src].function.as_deref() == Some(f))
        .map(|p| (p.src, p.dst))
        .collect()
}

#[test]
fn floyd_warshall_store_under_a_data_dependent_condition() {
    // S (line 20) writes path[i][j] at (k, i, j), only where the new path is shorter; the
    // loads read path[i][j] (L0, line 14), path[i][k] (L1, 15), path[k][j] (L2, 16). All
    // ivs range over [0, 7]; primed ivs are the destination's. The domain of S is the whole
    // box (the condition is not modelled), so each pair is solved as if S always ran:
    // - S -> S: i' = i, j' = j, so only k' > k: depth 1, ([1, 7], [0, 0], [0, 0]).
    // - S -> L0 (RAW): [i', j'] = [i, j]: depth 1 as above; at depth 4 S follows L0: none.
    // - S -> L1: [i', k'] = [i, j]: depth 1 (k' = j > k): k' - k in [1, 7], i' - i = 0,
    //   j' - j = j' - k' in [0 - 7, 7 - 1] = [-7, 6]; depth 3 (k' = k = j, j' > j): j' - j in
    //   [1, 7].
    // - S -> L2: [k', j'] = [i, j]: depth 1 (k' = i > k): [1, 7], i' - i = i' - k' in [-7, 6],
    //   0; depth 2 (k' = k = i, i' > i): (0, [1, 7], 0).
    // - L0 -> S (WAR): depth 1 ([1, 7], 0, 0) and depth 4 (same iteration, L0 first): (0, 0,
    //   0).
    // - L1 -> S: S writes [i', j'] = [i, k]: depth 1: ([1, 7], 0, j' - j = k - j in [-7, 6]);
    //   depth 3 (j' = k > j): (0, 0, [1, 7]); depth 4 (j = k): (0, 0, 0).
    // - L2 -> S: [i', j'] = [k, j]: depth 1: ([1, 7], i' - i = k - i in [-7, 6], 0); depth 2
    //   (i' = k > i): (0, [1, 7], 0); depth 4 (i = k): (0, 0, 0).
    let src = source("scf_if.mlir");
    let (m, a) = analysed(&src);
    let full = (1, 7);
    let z = (0, 0);
    let want: Vec<Dep> = vec![
        (20, 20, "WAW", 1, vec![full, z, z], true),
        (20, 14, "RAW", 1, vec![full, z, z], true),
        (20, 15, "RAW", 1, vec![full, z, (-7, 6)], true),
        (20, 15, "RAW", 3, vec![z, z, full], true),
        (20, 16, "RAW", 1, vec![full, (-7, 6), z], true),
        (20, 16, "RAW", 2, vec![z, full, z], true),
        (14, 20, "WAR", 1, vec![full, z, z], true),
        (14, 20, "WAR", 4, vec![z, z, z], true),
        (15, 20, "WAR", 1, vec![full, z, (-7, 6)], true),
        (15, 20, "WAR", 3, vec![z, z, full], true),
        (15, 20, "WAR", 4, vec![z, z, z], true),
        (16, 20, "WAR", 1, vec![full, (-7, 6), z], true),
        (16, 20, "WAR", 2, vec![z, full, z], true),
        (16, 20, "WAR", 4, vec![z, z, z], true),
    ];
    assert_eq!(deps(&a, "floyd_warshall"), sorted(want));
    // Every loop carries one of them: sequential, with a may-dependence as the witness.
    for f in graph::loop_facts(&m, &a) {
        if !m.is_ancestor(function(&m, "floyd_warshall"), f.dim.op) {
            continue;
        }
        match f.parallelism {
            Parallelism::Sequential { pair, .. } => {
                assert!(!a.may_under(&a.pairs[pair]).is_empty());
            }
            other => panic!("{other:?}"),
        }
    }
    // The report names the condition.
    let r = report::build(&m, &a, &ReportOptions::default());
    let f = r
        .functions
        .iter()
        .find(|f| f.name == "floyd_warshall")
        .unwrap();
    let s = f.accesses.iter().find(|x| x.line == 20).unwrap();
    let cond = Condition {
        op: "scf.if".into(),
        line: 19,
        col: 9,
    };
    assert_eq!(s.may_under, std::slice::from_ref(&cond));
    assert!(f
        .accesses
        .iter()
        .filter(|x| x.line != 20)
        .all(|x| x.may_under.is_empty()));
    assert!(f.dependences.iter().all(|d| d.may_under == [cond.clone()]));
    assert_eq!(
        Condition::qualifier(&s.may_under),
        "may (under the 'scf.if' at 19:9)"
    );
    // The oracle on the program's data: every actual dependence is reported.
    let (_, a1, t) = run(&src, "floyd_warshall", &[]);
    assert!(
        t.loops.contains_key(&3),
        "the store never ran: a weak check"
    );
    for (s, d) in pairs_of(&a1, "floyd_warshall") {
        assert!(covered_on(&a1, &t, s, d), "{s} -> {d}");
    }
    // With the condition always true, S runs on its whole domain: exactly these answers.
    let always = src.replace("scf.if %shorter", "scf.if %true");
    let (_, a2, t) = run(&always, "floyd_warshall", &[]);
    for (s, d) in pairs_of(&a2, "floyd_warshall") {
        assert!(exact_on(&a, &t, s, d), "{s} -> {d}");
    }
}

#[test]
fn branches_and_nested_conditions() {
    // i in [0, 31]. Then branch (i even): L (line 41) reads A[i + 1], S (42) writes A[i].
    // Else branch (i odd): memref.load of N[i] (44), and under a second scf.if (N[i] > 0) T
    // (48) writes A[i + j + 32], j in [0, 3]: cells [32, 66].
    // - L -> S (WAR): i' = i + 1: depth 1, distance 1. (In an execution this never happens:
    //   i' would be odd. The dependence is a may-dependence.)
    // - S -> L: i = i' + 1 > i' never precedes; depth 2: i' + 1 = i' impossible. None.
    // - S -> S, L -> T, S/T: S's cells [0, 31] and T's [32, 66] never meet; T -> L (RAW):
    //   i + j + 32 = i' + 1 <= 32 forces i = j = 0, i' = 31: depth 1, distance 31.
    // - T -> T (WAW): i + j = i' + j' with i' > i: i' - i in [1, 3], j' - j = -(i' - i).
    // - L and T in the same iteration are in different branches: never both (and S/T, L/T
    //   at depth 2 likewise).
    // The memref.load of N has no writer: no pair.
    let src = source("scf_if.mlir");
    let (m, a) = analysed(&src);
    let want: Vec<Dep> = vec![
        (41, 42, "WAR", 1, vec![(1, 1)], true),
        (48, 41, "RAW", 1, vec![(31, 31)], true),
        (48, 48, "WAW", 1, vec![(1, 3), (-3, -1)], true),
    ];
    assert_eq!(deps(&a, "branches"), sorted(want));
    // T is under both scf.ifs, outermost first.
    let t_acc = a
        .accesses
        .iter()
        .find(|x| x.pos.unwrap().line == 48)
        .unwrap();
    let lines: Vec<u32> = t_acc
        .may_under
        .iter()
        .map(|&o| m.op(o).pos.unwrap().line)
        .collect();
    assert_eq!(lines, [40, 46]);
    // %i is sequential (a may-dependence), %j parallel.
    let facts = graph::loop_facts(&m, &a);
    let verdict = |name: &str| {
        facts
            .iter()
            .find(|f| {
                m.is_ancestor(function(&m, "branches"), f.dim.op)
                    && graph::loop_name(&m, &f.dim) == name
            })
            .map(|f| f.parallelism.clone())
            .unwrap()
    };
    assert!(matches!(verdict("%i"), Parallelism::Sequential { .. }));
    assert_eq!(verdict("%j"), Parallelism::Parallel);
    // The oracle on the data: every actual dependence is reported; L -> S and T -> L never
    // happen (L and S run at even i only, T at odd i).
    let (_, a1, t) = run(&src, "branches", &[]);
    for (s, d) in pairs_of(&a1, "branches") {
        assert!(covered_on(&a1, &t, s, d), "{s} -> {d}");
        if [(41, 42), (48, 41)].contains(&(line(&a1, s), line(&a1, d))) {
            assert!(bruteforce::pair_truth(&t, s, d)
                .1
                .iter()
                .all(Option::is_none));
        }
    }
    // Branches taken on their whole domain: exact for the accesses that run everywhere.
    for (even, positive, on) in [
        ("%true", "%true", vec![41, 42]),
        ("%false", "%true", vec![44, 48]),
        ("%false", "%false", vec![44]),
    ] {
        let v = src
            .replace("scf.if %even", &format!("scf.if {even}"))
            .replace("scf.if %positive", &format!("scf.if {positive}"));
        let (_, av, t) = run(&v, "branches", &[]);
        let on: HashSet<u32> = on.into_iter().collect();
        for (s, d) in pairs_of(&av, "branches") {
            if on.contains(&line(&av, s)) && on.contains(&line(&av, d)) {
                assert!(exact_on(&a, &t, s, d), "{even} {positive}: {s} -> {d}");
            }
        }
    }
}

#[test]
fn mlir_remarks_answer_pairs_in_one_branch_and_fail_across_branches() {
    // mlir-opt analyses two accesses in one scf.if branch as if the scf.if were not there
    // and fails on two in different analysis scopes (tests/corpus/deps/remarks/scf_if.txt);
    // tessera prints the same lines (checked line by line by tests/suite/dependence_remarks.rs).
    let src = source("scf_if.mlir");
    let (m, a) = analysed(&src);
    let lines = tessera_dependence::remarks::mlir_remarks(&m, Registry::standard(), &a, "f");
    // L (4) -> S (5) in the then branch: distance 1 at depth 1.
    assert!(lines.contains(&"f:41:12: remark: dependence from 4 to 5 at depth 1 = [1, 1]".into()));
    // L (4) -> T (6), in the else branch's scf.if: a failure.
    let failures = lines
        .iter()
        .filter(|l| l.starts_with("f:41:12: error: dependence check failed"))
        .count();
    assert_eq!(failures, 2);
}

#[test]
fn durbin_memref_accesses_through_i32_arithmetic() {
    // k in [1, 39], i in [0, k - 1] in both inner nests. Nest 1: A (19) reads y[i], B (20)
    // reads y[k - i - 1] (through i32: index_cast, subi, subi, index_cast), C (22) writes
    // z[i]. Nest 2: D (25) reads z[i], E (26) writes y[i]. After them: F (28) reads r[k], G
    // (31) writes r[n - 1] (n an i32 argument: a symbol). One common loop (k) between the
    // nests, two within one nest. For pairs across the nests or iterations of k:
    // - C -> C, E -> E (WAW): same cell only at i' = i, so k' > k: ([1, 38], [0, 0]) (k = 1,
    //   k' = 39 at most).
    // - C -> D (RAW, z): i' = i <= k - 1 < k': depth 1 [1, 38]; depth 2 (same k, nest 1
    //   first): distance 0. D -> C (WAR): depth 1 [1, 38]; same k: nest 2 comes later: none.
    // - A -> E (WAR, y): as C -> D. E -> A (RAW): as D -> C.
    // - B -> E (WAR): E writes y[i'] = y[k - i - 1], in [0, k - 1]: depth 1 [1, 38], depth 2
    //   distance 0. E -> B (RAW): B at k' reads y[k' - i' - 1] = y[i] with i' = k' - i - 1 in
    //   [0, k' - 1]: depth 1 [1, 38]; same k: none.
    // - G -> G (WAW): always r[n - 1]: depth 1 [1, 38]. G -> F (RAW): k' = n - 1 > k: [1, 38];
    //   same k: G follows F, none. F -> G (WAR): k = n - 1 < k': [1, 38]; same k (F first,
    //   k = n - 1): distance 0.
    // Reads of one memref (A, B; D) make no pairs; the inner loops carry nothing.
    let src = source("memref_affine.mlir");
    let (m, a) = analysed(&src);
    let k = vec![(1, 38)];
    let z = vec![(0, 0)];
    let want: Vec<Dep> = vec![
        (22, 22, "WAW", 1, vec![(1, 38), (0, 0)], false),
        (26, 26, "WAW", 1, vec![(1, 38), (0, 0)], false),
        (22, 25, "RAW", 1, k.clone(), false),
        (22, 25, "RAW", 2, z.clone(), false),
        (25, 22, "WAR", 1, k.clone(), false),
        (19, 26, "WAR", 1, k.clone(), false),
        (19, 26, "WAR", 2, z.clone(), false),
        (26, 19, "RAW", 1, k.clone(), false),
        (20, 26, "WAR", 1, k.clone(), false),
        (20, 26, "WAR", 2, z.clone(), false),
        (26, 20, "RAW", 1, k.clone(), false),
        (31, 31, "WAW", 1, k.clone(), false),
        (31, 28, "RAW", 1, k.clone(), false),
        (28, 31, "WAR", 1, k.clone(), false),
        (28, 31, "WAR", 2, z.clone(), false),
    ];
    assert_eq!(deps(&a, "durbin_like"), sorted(want));
    for f in graph::loop_facts(&m, &a) {
        if !m.is_ancestor(function(&m, "durbin_like"), f.dim.op) {
            continue;
        }
        let outer = graph::loop_name(&m, &f.dim) == "%k";
        assert_eq!(
            matches!(f.parallelism, Parallelism::Sequential { .. }),
            outer,
            "{f:?}"
        );
        assert_eq!(f.parallelism == Parallelism::Parallel, !outer, "{f:?}");
    }
    // The oracle, run for every n from -2 to 42, sees exactly these dependences: the analysis
    // answers for some n (the union of what the runs see), each run fits in them.
    let mut union: std::collections::HashMap<(usize, usize), Vec<bruteforce::DepthTruth>> =
        Default::default();
    for n in -2..=42 {
        let (_, a1, t) = run(&src, "durbin_like", &[(3, n)]);
        for (s, d) in pairs_of(&a1, "durbin_like") {
            let (_, truth) = bruteforce::pair_truth(&t, s, d);
            let u = union
                .entry((s, d))
                .or_insert_with(|| vec![None; truth.len()]);
            for (x, y) in u.iter_mut().zip(truth) {
                *x = match (x.take(), y) {
                    (None, y) => y,
                    (x, None) => x,
                    (Some(x), Some(y)) => Some(
                        x.iter()
                            .zip(&y)
                            .map(|(a, b)| (a.0.min(b.0), a.1.max(b.1)))
                            .collect(),
                    ),
                };
            }
        }
    }
    for ((s, d), truth) in &union {
        assert!(
            exact_truth(&a, *s, *d, truth, true),
            "{s} -> {d}: {truth:?}"
        );
    }
}

#[test]
fn odd_and_even_cells_never_meet() {
    // Reads of A[2 * i + 1] (i32 arithmetic, a constant factor on the left) and writes of
    // A[2 * i] (affine.apply): 2 * i + 1 = 2 * i' has no integer solution, so no dependence
    // (and %i is parallel); the oracle agrees.
    let src = source("memref_affine.mlir");
    let (m, a) = analysed(&src);
    assert_eq!(deps(&a, "odd_even"), vec![]);
    let f = graph::loop_facts(&m, &a)
        .into_iter()
        .find(|f| m.is_ancestor(function(&m, "odd_even"), f.dim.op))
        .unwrap();
    assert_eq!(f.parallelism, Parallelism::Parallel);
    let (_, a1, t) = run(&src, "odd_even", &[]);
    for (s, d) in pairs_of(&a1, "odd_even") {
        assert!(exact_on(&a1, &t, s, d), "{s} -> {d}");
    }
}

#[test]
fn indices_that_are_not_affine_stay_unknown_with_the_reason() {
    let src = source("memref_affine.mlir");
    let (_, a) = analysed(&src);
    let reason = |l: u32| -> String {
        let x = a
            .accesses
            .iter()
            .find(|x| x.pos.unwrap().line == l)
            .unwrap();
        x.model.as_ref().err().cloned().unwrap_or_default()
    };
    assert!(reason(61).contains("index %k is computed by 'affine.load' (a loaded value)"));
    assert!(reason(63).contains("index %h is computed by 'arith.divsi' (a division)"));
    assert!(reason(65).contains("'arith.muli'"));
    for l in [61, 63, 65] {
        assert!(reason(l).starts_with("memref.load is not an affine access"));
    }
    // Every pair with them is unknown, never independent.
    let unknown: Vec<Dep> = deps(&a, "not_affine")
        .into_iter()
        .filter(|d| d.4.is_empty())
        .collect();
    assert_eq!(unknown.len(), 6);
}

#[test]
fn affine_scf_if_conditions_are_exact() {
    // i, j in [0, 15]. Then branch (j < i): L (66) reads A[j][i] (above the diagonal), S
    // (67) writes A[i][j] (below it): they never meet, nor does S with itself. Else branch
    // under i > 3 and j >= i (i32 comparisons, andi): T (75) writes A[i][j], on or above the
    // diagonal with i >= 4. S and T: disjoint halves. T -> L (RAW): [j', i'] = [i, j] with
    // j' < i': i < j; i' - i = j - i in [1, 15 - 4] = [1, 11], j' - j = i - j in [-11, -1].
    // L -> T (WAR): T at (i', j') = (j, i) with i' = j < i: it ran earlier, and at i' = i,
    // j = i contradicts j < i: none. All three are must-accesses.
    let src = source("scf_if.mlir");
    let (m, a) = analysed(&src);
    let want: Vec<Dep> = vec![(75, 66, "RAW", 1, vec![(1, 11), (-11, -1)], false)];
    assert_eq!(deps(&a, "triangle"), want);
    let f = function(&m, "triangle");
    assert!(a
        .accesses
        .iter()
        .filter(|x| m.is_ancestor(f, x.op))
        .all(|x| !x.is_may() && x.model.is_ok()));
    let (_, a1, t) = run(&src, "triangle", &[]);
    for (s, d) in pairs_of(&a1, "triangle") {
        assert!(exact_on(&a1, &t, s, d), "{s} -> {d}");
    }
}
