//! Property tests of the rational simplex's shortcuts: substituting unit-coefficient
//! equalities, starting phase 1 at an arbitrary point, and diving for integer points must not
//! change any answer. The references are the same solver on the system with each equality
//! written as two inequalities (nothing to substitute) started at the origin, and brute-force
//! enumeration of the box for the integer points.

use crate::common;

use common::{box_points, ints, Rng, B};
use proptest::prelude::*;
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::System;
use tessera_polyhedral::simplex::Lp;

/// A random system over `n` variables: box bounds on some variables (others free), and a few
/// rows, many of them equalities with unit coefficients.
fn random_system(rng: &mut Rng, n: usize) -> System {
    let mut s = System::new(n);
    for k in 0..n {
        if rng.chance(80) {
            bound(&mut s, k);
        }
    }
    for _ in 0..rng.range(1, 5) {
        let mut r: Vec<i64> = (0..n).map(|_| rng.range(-3, 3)).collect();
        if rng.chance(50) {
            r[rng.range(0, n as i64 - 1) as usize] = if rng.chance(50) { 1 } else { -1 };
        }
        r.push(rng.range(-6, 6));
        if rng.chance(50) {
            s.add_eq_i64(&r);
        } else {
            s.add_ineq_i64(&r);
        }
    }
    s
}

/// Adds `-B <= x_k <= B`.
fn bound(s: &mut System, k: usize) {
    let n = s.nvars();
    let mut lo = vec![0i64; n + 1];
    lo[k] = 1;
    lo[n] = B;
    s.add_ineq_i64(&lo);
    let mut hi = vec![0i64; n + 1];
    hi[k] = -1;
    hi[n] = B;
    s.add_ineq_i64(&hi);
}

/// The same set with every equality as two inequalities.
fn as_inequalities(s: &System) -> System {
    let mut t = System::new(s.nvars());
    for r in &s.eqs {
        t.add_ineq(r.clone());
        t.add_ineq(r.iter().map(|c| -c).collect());
    }
    for r in &s.ineqs {
        t.add_ineq(r.clone());
    }
    t
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Feasibility and every rational minimum agree with the reference, whatever the start.
    #[test]
    fn presolve_and_start_keep_answers(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let n = rng.range(1, 4) as usize;
        let s = random_system(&mut rng, n);
        let reference = as_inequalities(&s);
        let start: Vec<Int> = (0..n).map(|_| Int::from(rng.range(-9, 9))).collect();
        let mut b = Budget::default();
        let mut r = Lp::new(&reference, &mut b).unwrap();
        let mut p = Lp::new(&s, &mut b).unwrap();
        let mut q = Lp::new_near(&s, Some(&start), &mut b).unwrap();
        prop_assert_eq!(r.is_feasible(), p.is_feasible());
        prop_assert_eq!(r.is_feasible(), q.is_feasible());
        for lp in [&p, &q] {
            if let Some(x) = lp.integral_point() {
                prop_assert!(s.contains(&x));
            }
        }
        for _ in 0..4 {
            let mut obj: Vec<i64> = (0..n).map(|_| rng.range(-3, 3)).collect();
            obj.push(rng.range(-5, 5));
            let obj = ints(&obj);
            let want = r.minimize(&obj, &mut b).unwrap();
            let (got, vp) = p.minimize_point(&obj, &mut b).unwrap();
            prop_assert_eq!(&got, &want);
            let (got, vq) = q.minimize_point(&obj, &mut b).unwrap();
            prop_assert_eq!(&got, &want);
            for v in [vp, vq].into_iter().flatten() {
                prop_assert!(s.contains(&v));
            }
        }
    }

    /// A dive's point is an integer point of the system with the extra rows, and with enough
    /// branchings it finds one whenever the (bounded) set has one.
    #[test]
    fn dive_points_are_points(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let n = rng.range(1, 3) as usize;
        let mut s = random_system(&mut rng, n);
        // Bound every variable so that enumeration is complete.
        for k in 0..n {
            bound(&mut s, k);
        }
        let mut extra: Vec<i64> = (0..n).map(|_| rng.range(-2, 2)).collect();
        extra.push(rng.range(-3, 3));
        let extra = ints(&extra);
        let mut with = s.clone();
        with.add_ineq(extra.clone());
        let mut b = Budget::default();
        let lp = Lp::new(&s, &mut b).unwrap();
        let any = box_points(n, B).into_iter().any(|p| with.contains(&ints(&p)));
        // On a bounded set with enough branchings the dive is a complete branch and bound.
        match lp.dive(std::slice::from_ref(&extra), 100_000, &mut b).unwrap() {
            Some(p) => prop_assert!(with.contains(&p), "dive point {:?} not in the set", p),
            None => prop_assert!(!any, "the dive missed an integer point"),
        }
        // With one branching allowed it may give up, never return a wrong point.
        if let Some(p) = lp.dive(&[extra], 1, &mut b).unwrap() {
            prop_assert!(with.contains(&p));
        }
    }

    /// Branch and bound's minimum, when it answers, is the brute-force integer minimum over
    /// the (bounded) set, attained at the returned point; with enough branchings it answers
    /// whenever the set has an integer point.
    #[test]
    fn branch_and_bound_minimum_is_exact(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let n = rng.range(1, 3) as usize;
        let mut s = random_system(&mut rng, n);
        for k in 0..n {
            bound(&mut s, k);
        }
        let mut obj: Vec<i64> = (0..n).map(|_| rng.range(-4, 4)).collect();
        obj.push(rng.range(-5, 5));
        let obj = ints(&obj);
        let want = box_points(n, B)
            .into_iter()
            .map(|p| ints(&p))
            .filter(|p| s.contains(p))
            .map(|p| tessera_polyhedral::linear::eval_row(&obj, &p))
            .min();
        let mut b = Budget::default();
        let lp = Lp::new(&s, &mut b).unwrap();
        for nodes in [1, 3, 100_000] {
            match lp.int_minimize(&obj, nodes, &mut b).unwrap() {
                Some((v, p)) => {
                    prop_assert!(s.contains(&p));
                    prop_assert_eq!(tessera_polyhedral::linear::eval_row(&obj, &p), v.clone());
                    prop_assert_eq!(Some(v), want.clone());
                }
                None => prop_assert!(nodes < 100_000 || want.is_none()),
            }
        }
    }

    /// The exact integer test on the presolved system (with and without an added row) finds
    /// a point of the system exactly when brute force over the bounded box finds one.
    #[test]
    fn presolved_integer_sample_is_exact(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let n = rng.range(1, 3) as usize;
        let mut s = random_system(&mut rng, n);
        for k in 0..n {
            bound(&mut s, k);
        }
        let mut extra: Vec<i64> = (0..n).map(|_| rng.range(-3, 3)).collect();
        extra.push(rng.range(-4, 4));
        let extra = ints(&extra);
        let mut with = s.clone();
        with.add_ineq(extra.clone());
        let mut b = Budget::default();
        let lp = Lp::new(&s, &mut b).unwrap();
        for (sys, rows) in [(&s, vec![]), (&with, vec![extra])] {
            let want = box_points(n, B)
                .into_iter()
                .map(|p| ints(&p))
                .any(|p| sys.contains(&p));
            match lp.integer_sample_with(&rows, &mut b).unwrap() {
                Some(p) => prop_assert!(sys.contains(&p)),
                None => prop_assert!(!want),
            }
            if want {
                prop_assert!(!lp.equality_gcd_infeasible());
            }
        }
    }

    /// A relaxation extended by rows (`Lp::with_rows`, warm-started) answers as the
    /// relaxation of the extended system set up from scratch: same feasibility, same
    /// rational minimum of a random objective, and the same integer points found.
    #[test]
    fn extended_relaxation_equals_fresh_one(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let n = rng.range(1, 3) as usize;
        let s = random_system(&mut rng, n);
        let row = |rng: &mut Rng| -> Vec<Int> {
            let mut r: Vec<i64> = (0..n).map(|_| rng.range(-3, 3)).collect();
            r.push(rng.range(-5, 5));
            ints(&r)
        };
        let eqs: Vec<Vec<Int>> = (0..rng.range(0, 1)).map(|_| row(&mut rng)).collect();
        let ineqs: Vec<Vec<Int>> = (0..rng.range(0, 2)).map(|_| row(&mut rng)).collect();
        let mut full = s.clone();
        for r in &eqs {
            full.add_eq(r.clone());
        }
        for r in &ineqs {
            full.add_ineq(r.clone());
        }
        let mut b = Budget::default();
        let base = Lp::new(&s, &mut b).unwrap();
        let mut ext = base.with_rows(&eqs, &ineqs, &mut b).unwrap();
        let mut fresh = Lp::new(&full, &mut b).unwrap();
        prop_assert_eq!(ext.is_feasible(), fresh.is_feasible());
        let obj = row(&mut rng);
        prop_assert_eq!(ext.minimize(&obj, &mut b).unwrap(), fresh.minimize(&obj, &mut b).unwrap());
        if let Some(p) = ext.integral_point() {
            prop_assert!(full.contains(&p));
        }
        let (a, f) = (
            ext.integer_sample(&mut b).unwrap(),
            fresh.integer_sample(&mut b).unwrap(),
        );
        prop_assert_eq!(a.is_some(), f.is_some());
        if let Some(p) = a {
            prop_assert!(full.contains(&p));
        }
    }
}
