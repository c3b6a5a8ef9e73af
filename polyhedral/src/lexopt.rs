//! Exact integer optimisation: the minimum/maximum of an affine function and
//! the lexicographic minimum/maximum over the integer points of a [`System`].
//!
//! Minimum of `f`: the rational simplex ([`Lp`], phase 1 shared by every
//! objective over the same system) gives `min_Q f`; if its optimal vertex is
//! integral it is the integer optimum. Otherwise an integer sample `p` gives an upper bound `f(p)`; the
//! rational simplex gives the lower bound `ceil(min_Q f)` or proves `f`
//! unbounded below over the rationals — and then over the integers too,
//! since the set has an integer point and the integer hull of a rational
//! polyhedron has the same recession cone (Meyer, 1974). Between the bounds
//! a bisection asks the exact emptiness test for `S ∧ f <= mid`; each
//! non-empty answer's point lowers the upper bound to its own `f` value.
//! Emptiness tests are [`integer::sample`] (the Omega test with a
//! branch-and-bound fallback), so small bounded systems are always decided.
//! Lexicographic optima minimise one coordinate at a time, starting each
//! search from the previous optimum; such a start is first certified (or
//! improved) by one emptiness test of `S ∧ f <= f(start) - 1`.
//!
//! The first bisection probe is at the lower bound itself (where the optimum of a
//! dependence-shaped system usually is); after it the loop bisects, so it
//! runs at most `log2(hi - lo) + 2` times and terminates.
//!
//! ```
//! use tessera_polyhedral::budget::Budget;
//! use tessera_polyhedral::int::Int;
//! use tessera_polyhedral::lexopt::{maximize, minimize, IntOpt};
//! use tessera_polyhedral::linear::System;
//! // Source i, target i2 of a dependence: 0 <= i, i2 <= 99, i2 = i + 3k for some k >= 1.
//! let mut s = System::new(3); // columns: i, i2, k
//! s.add_ineq_i64(&[1, 0, 0, 0]);
//! s.add_ineq_i64(&[-1, 0, 0, 99]);
//! s.add_ineq_i64(&[0, 1, 0, 0]);
//! s.add_ineq_i64(&[0, -1, 0, 99]);
//! s.add_ineq_i64(&[0, 0, 1, -1]);
//! s.add_eq_i64(&[1, -1, 3, 0]);
//! let distance: Vec<Int> = [-1, 1, 0, 0].iter().map(|&v| Int::from(v)).collect();
//! let mut b = Budget::default();
//! assert!(matches!(minimize(&s, &distance, &mut b).unwrap(), IntOpt::Value(v, _) if v == Int::from(3)));
//! assert!(matches!(maximize(&s, &distance, &mut b).unwrap(), IntOpt::Value(v, _) if v == Int::from(99)));
//! ```

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::integer;
use crate::linear::{eval_row, Row, System};
use crate::simplex::{Lp, RatOpt};

/// Result of an integer minimisation or maximisation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum IntOpt {
    /// The set has no integer point.
    Empty,
    /// The objective is unbounded (below for a minimum, above for a maximum).
    Unbounded,
    /// The exact optimum and a point attaining it.
    Value(Int, Vec<Int>),
}

/// Minimises `obj · (x, 1)` over the integer points of `sys`.
pub fn minimize(sys: &System, obj: &[Int], budget: &mut Budget) -> Result<IntOpt, BudgetExceeded> {
    minimize_from(sys, obj, None, budget)
}

/// [`minimize`] starting from a known integer point of `sys` (skips the
/// initial emptiness test; a point that does not satisfy `sys` is ignored).
pub(crate) fn minimize_from(
    sys: &System,
    obj: &[Int],
    start: Option<Vec<Int>>,
    budget: &mut Budget,
) -> Result<IntOpt, BudgetExceeded> {
    let Some(mut p) = start.filter(|p| p.len() == sys.nvars() && sys.contains(p)) else {
        let mut lp = Lp::new(sys, budget)?;
        return minimize_lp(sys, &mut lp, obj, None, &[], budget);
    };
    // A given start point (the previous optimum of a lexicographic search)
    // is often already optimal, e.g. when earlier coordinates fix this one:
    // one exact emptiness test certifies it.
    let n = sys.nvars();
    let hi = eval_row(obj, &p);
    let mut probe = sys.clone();
    let mut row: Row = obj.iter().map(|c| -c).collect();
    row[n] = &row[n] + &hi - &Int::one();
    probe.add_ineq(row);
    match integer::sample(&probe, budget)? {
        None => return Ok(IntOpt::Value(hi, p)),
        Some(q) => p = q,
    }
    minimize_at(sys, obj, p, budget)
}

/// [`minimize`] given an integer point `p` of `sys` (not checked): bisects
/// between the rational lower bound and `obj(p)`, probing the bound first.
pub(crate) fn minimize_at(
    sys: &System,
    obj: &[Int],
    p: Vec<Int>,
    budget: &mut Budget,
) -> Result<IntOpt, BudgetExceeded> {
    let mut lp = Lp::new(sys, budget)?;
    minimize_lp(sys, &mut lp, obj, Some(p), &[], budget)
}

/// An integer point of `sys`, or `None` if it has none — [`integer::sample`]'s answer, found
/// faster on the systems dependence analysis meets: the rational relaxation is set up first
/// (started at `start` when given, see [`Lp::new_near`]); no rational point proves there is
/// no integer point, an integral vertex or a short dive from it gives a point (checked
/// against `sys`), and only otherwise the exact integer test runs.
pub fn sample_relaxed(
    sys: &System,
    start: Option<&[Int]>,
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    let lp = Lp::new_near(sys, start, budget)?;
    sample_from(&lp, sys, budget)
}

/// [`sample_relaxed`] with the relaxation `lp` of `sys` already set up.
pub fn sample_from(
    lp: &Lp,
    sys: &System,
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    if let Some(r) = sample_quick(lp, sys, budget)? {
        return Ok(r);
    }
    match lp.integer_sample(budget)? {
        Some(p) if !sys.contains(&p) => Err(BudgetExceeded),
        p => Ok(p),
    }
}

/// The cheap part of [`sample_from`]: `Some(None)` when the relaxation proves there is no
/// integer point, `Some(Some(p))` for a point found at or near the relaxation's vertex
/// (checked against `sys`), `None` when only the exact integer test can tell.
pub fn sample_quick(
    lp: &Lp,
    sys: &System,
    budget: &mut Budget,
) -> Result<Option<Option<Vec<Int>>>, BudgetExceeded> {
    if !lp.is_feasible() {
        return Ok(Some(None));
    }
    if let Some(p) = lp.integral_point().filter(|p| sys.contains(p)) {
        return Ok(Some(Some(p)));
    }
    if lp.equality_gcd_infeasible() {
        return Ok(Some(None));
    }
    Ok(lp
        .dive(&[], DIVE_NODES, budget)?
        .filter(|p| sys.contains(p))
        .map(Some))
}

/// Branchings allowed to [`Lp::dive`] before the exact integer test takes over.
pub const DIVE_NODES: usize = 6;

/// [`minimize`] with the rational relaxation `lp` of `sys` already set up
/// (reusable across objectives) and optionally a known integer point `p` of
/// `sys` (not checked). An integral rational optimum is returned at once; otherwise the
/// search bisects between the rational bound and the best point known with exact integer
/// emptiness probes.
///
/// Integer points of `sys` already known can be passed in `known` (e.g. the optima of other
/// objectives; those not in `sys` are ignored): one of them attaining the rational bound
/// rounded up is an integer optimum, found without a search; otherwise the best of them
/// starts the search.
pub fn minimize_lp(
    sys: &System,
    lp: &mut Lp,
    obj: &[Int],
    p: Option<Vec<Int>>,
    known: &[Vec<Int>],
    budget: &mut Budget,
) -> Result<IntOpt, BudgetExceeded> {
    let (q, vertex) = lp.minimize_point(obj, budget)?;
    let lo_q = match q {
        RatOpt::Infeasible => {
            // No rational point, hence no integer point (a given `p` would
            // contradict this: report unknown rather than a wrong answer).
            debug_assert!(
                p.is_none(),
                "simplex found an integer-feasible system infeasible"
            );
            return if p.is_none() {
                Ok(IntOpt::Empty)
            } else {
                Err(BudgetExceeded)
            };
        }
        RatOpt::Unbounded => {
            // Unbounded over the integers iff there is an integer point
            // (same recession cone, see the module doc).
            if p.is_some() || integer::sample(sys, budget)?.is_some() {
                return Ok(IntOpt::Unbounded);
            }
            return Ok(IntOpt::Empty);
        }
        RatOpt::Min(q) => q,
    };
    if let Some(v) = vertex.filter(|v| sys.contains(v)) {
        // A rational optimum at an integer point is an integer optimum.
        return Ok(IntOpt::Value(eval_row(obj, &v), v));
    }
    // No integer point lies below the rational bound rounded up: a known point there is
    // optimal.
    let bound = Int::from(lo_q.ceil().to_integer());
    if let Some(q) = known
        .iter()
        .find(|q| eval_row(obj, q) == bound && sys.contains(q))
    {
        return Ok(IntOpt::Value(bound, q.clone()));
    }
    // No branch and bound here: with the Omega test's eliminations pruned (`fmchain`) an
    // emptiness proof of a tiled pair system costs well under a millisecond, and the probes
    // below beat a branch and bound of a few hundred nodes on every scheduled stencil measured
    // (8x8 tiles of heat-3d: 2.55 s -> 0.65 s for `tessera deps`; on unbounded, parametric
    // relaxations a few branchings settled one objective in five and cost more than they saved).
    let p = match p {
        Some(p) => p,
        None => match integer::sample(sys, budget)? {
            Some(p) => p,
            None => return Ok(IntOpt::Empty),
        },
    };
    // The search below starts from the best point known: the given one or a known one
    // (checked: it must be a point of `sys`).
    let mut hi = eval_row(obj, &p);
    let mut best = p;
    for q in known.iter().filter(|q| sys.contains(q)) {
        let v = eval_row(obj, q);
        if v < hi {
            hi = v;
            best = q.clone();
        }
    }
    let n = sys.nvars();
    let mut lo = Int::from(lo_q.ceil().to_integer());
    if cfg!(debug_assertions) {
        // Debug builds (and the test suite) certify the simplex bound with
        // the exact integer test: nothing lies below `lo`.
        let mut below = sys.clone();
        let mut row: Row = obj.to_vec();
        row[n] = &row[n] - &lo;
        let mut neg: Row = row.iter().map(|c| -c).collect();
        neg[n] = &neg[n] - &Int::one();
        below.add_ineq(neg);
        debug_assert!(
            integer::sample(&below, budget)?.is_none(),
            "rational bound {lo} is not a lower bound"
        );
    }
    let mut round = 0;
    while lo < hi {
        budget.charge(1)?;
        // The optimum is most often at the rational bound, and otherwise often the best point
        // known: probe the bound first, then just below the best point (one proof of
        // emptiness settles it), then bisect with mid = floor((lo + hi) / 2), lo <= mid < hi.
        let mid = match round {
            0 => lo.clone(),
            1 => &hi - &Int::one(),
            _ => (&lo + &hi).div_floor(&Int::from(2)),
        };
        round += 1;
        let mut probe = sys.clone();
        // mid - f >= 0
        let mut row: Row = obj.iter().map(|c| -c).collect();
        row[n] = &row[n] + &mid;
        probe.add_ineq(row.clone());
        // At the bound (the first probe) a quick dive from the relaxation's optimum often
        // finds a point; the exact test decides otherwise. Later probes go straight to the
        // exact test (measured: their dives almost never found a point). The bound's own
        // exact test is not skipped when the dive fails: on tiled parametric stencils the
        // optimum was at the bound with the best known point far above it as often as the
        // other way round, and a point at the bound ends the search at once.
        let quick = if round == 1 {
            lp.dive(std::slice::from_ref(&row), DIVE_NODES, budget)?
                .filter(|q| probe.contains(q))
        } else {
            None
        };
        let found = match quick {
            Some(q) => Some(q),
            None => match lp.integer_sample_with(std::slice::from_ref(&row), budget)? {
                Some(q) if !probe.contains(&q) => return Err(BudgetExceeded),
                q => q,
            },
        };
        match found {
            Some(q) => {
                hi = eval_row(obj, &q);
                best = q;
            }
            None => lo = &mid + &Int::one(),
        }
    }
    Ok(IntOpt::Value(hi, best))
}

/// Maximises `obj · (x, 1)` over the integer points of `sys`.
pub fn maximize(sys: &System, obj: &[Int], budget: &mut Budget) -> Result<IntOpt, BudgetExceeded> {
    let neg: Row = obj.iter().map(|c| -c).collect();
    Ok(match minimize(sys, &neg, budget)? {
        IntOpt::Value(v, p) => IntOpt::Value(-v, p),
        other => other,
    })
}

/// [`maximize`] with the rational relaxation of `sys` set up and known integer points of
/// `sys` (see [`minimize_lp`]).
pub fn maximize_lp(
    sys: &System,
    lp: &mut Lp,
    obj: &[Int],
    p: Option<Vec<Int>>,
    known: &[Vec<Int>],
    budget: &mut Budget,
) -> Result<IntOpt, BudgetExceeded> {
    let neg: Row = obj.iter().map(|c| -c).collect();
    Ok(match minimize_lp(sys, lp, &neg, p, known, budget)? {
        IntOpt::Value(v, p) => IntOpt::Value(-v, p),
        other => other,
    })
}

/// Result of a lexicographic optimisation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LexOpt {
    /// No integer point.
    Empty,
    /// Some leading coordinate is unbounded in the optimisation direction.
    Unbounded,
    /// The optimal point (all `nvars` coordinates; the first `k` are the
    /// lexicographic optimum, the rest are a witness).
    Point(Vec<Int>),
}

/// Lexicographic minimum (`max = false`) or maximum of the first `k`
/// variables over the integer points of `sys` (remaining variables are
/// existentially quantified).
pub fn lexopt(
    sys: &System,
    k: usize,
    max: bool,
    budget: &mut Budget,
) -> Result<LexOpt, BudgetExceeded> {
    let n = sys.nvars();
    let mut cur = sys.clone();
    let mut point: Option<Vec<Int>> = None;
    for i in 0..k.min(n) {
        let mut obj = vec![Int::zero(); n + 1];
        obj[i] = Int::one();
        if max {
            obj[i] = -Int::one();
        }
        // The previous optimum satisfies the new system: start from it.
        let r = match minimize_from(&cur, &obj, point.take(), budget)? {
            IntOpt::Value(v, p) if max => IntOpt::Value(-v, p),
            other => other,
        };
        match r {
            IntOpt::Empty => return Ok(LexOpt::Empty),
            IntOpt::Unbounded => return Ok(LexOpt::Unbounded),
            IntOpt::Value(v, p) => {
                let mut eq = vec![Int::zero(); n + 1];
                eq[i] = Int::one();
                eq[n] = -v;
                cur.add_eq(eq);
                point = Some(p);
            }
        }
    }
    match point {
        Some(p) => Ok(LexOpt::Point(p)),
        None => Ok(match integer::sample(&cur, budget)? {
            Some(p) => LexOpt::Point(p),
            None => LexOpt::Empty,
        }),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn min_over_integer_points_differs_from_rational() {
        // 2x >= 1, x <= 5, 3y = x: integer min of y is 1 (x = 3), rational min 1/6.
        let mut s = System::new(2);
        s.add_ineq_i64(&[2, 0, -1]);
        s.add_ineq_i64(&[-1, 0, 5]);
        s.add_eq_i64(&[1, -3, 0]);
        let obj: Row = [0, 1, 0].iter().map(|&v| Int::from(v)).collect();
        match minimize(&s, &obj, &mut Budget::default()).unwrap() {
            IntOpt::Value(v, p) => {
                assert_eq!(v, Int::from(1));
                assert_eq!(p, vec![Int::from(3), Int::from(1)]);
            }
            r => panic!("{r:?}"),
        }
        match maximize(&s, &obj, &mut Budget::default()).unwrap() {
            IntOpt::Value(v, _) => assert_eq!(v, Int::from(1)),
            r => panic!("{r:?}"),
        }
        let obj: Row = [-1, 0, 0].iter().map(|&v| Int::from(v)).collect();
        let mut t = System::new(2);
        t.add_ineq_i64(&[0, 1, 0]);
        assert_eq!(
            minimize(&t, &obj, &mut Budget::default()).unwrap(),
            IntOpt::Unbounded
        );
    }

    /// A 2-d loop tiled by 8 and skewed by 2 (tile coordinates `t, u`, points `x, y`):
    /// `8t <= x <= 8t + 7`, `8u <= y + 2x <= 8u + 7`, `0 <= x <= 20`, `0 <= y <= 13`, and
    /// a second copy `(t', u', x', y')` ordered after the first on `t`; every difference
    /// `v' - v` is minimised and maximised, by the branch and bound (a bounded relaxation)
    /// with and without a starting point, and compared with enumeration.
    #[test]
    fn tiled_skewed_differences_match_enumeration() {
        let tile = |s: &mut System, o: usize| {
            let row = |c: &[(usize, i64)], k: i64| {
                let mut r = vec![0i64; 9];
                for &(j, v) in c {
                    r[o + j] = v;
                }
                r[8] = k;
                r
            };
            for r in [
                row(&[(2, 1), (0, -8)], 0),
                row(&[(2, -1), (0, 8)], 7),
                row(&[(3, 1), (2, 2), (1, -8)], 0),
                row(&[(3, -1), (2, -2), (1, 8)], 7),
                row(&[(2, 1)], 0),
                row(&[(2, -1)], 20),
                row(&[(3, 1)], 0),
                row(&[(3, -1)], 13),
            ] {
                s.add_ineq_i64(&r);
            }
        };
        let mut s = System::new(8);
        tile(&mut s, 0);
        tile(&mut s, 4);
        s.add_ineq_i64(&[-1, 0, 0, 0, 1, 0, 0, 0, -1]);
        // Enumeration: t, u follow from x, y.
        let mut pts: Vec<Vec<i64>> = Vec::new();
        for x in 0..=20i64 {
            for y in 0..=13i64 {
                for x2 in 0..=20i64 {
                    for y2 in 0..=13i64 {
                        let (t, u) = (x.div_euclid(8), (y + 2 * x).div_euclid(8));
                        let (t2, u2) = (x2.div_euclid(8), (y2 + 2 * x2).div_euclid(8));
                        if t2 > t {
                            pts.push(vec![t, u, x, y, t2, u2, x2, y2]);
                        }
                    }
                }
            }
        }
        let mut budget = Budget::default();
        let mut lp = Lp::new(&s, &mut budget).unwrap();
        assert!(lp.is_bounded(&mut budget).unwrap());
        let some: Vec<Int> = pts[pts.len() / 2].iter().map(|&v| Int::from(v)).collect();
        for k in 0..4 {
            let mut obj = vec![Int::zero(); 9];
            obj[4 + k] = Int::one();
            obj[k] = -Int::one();
            let want_min = pts.iter().map(|p| p[4 + k] - p[k]).min().unwrap();
            let want_max = pts.iter().map(|p| p[4 + k] - p[k]).max().unwrap();
            for start in [None, Some(some.clone())] {
                let got = minimize_lp(&s, &mut lp, &obj, start.clone(), &[], &mut budget);
                match got.unwrap() {
                    IntOpt::Value(v, q) => {
                        assert_eq!(v, Int::from(want_min), "min of component {k}");
                        assert!(s.contains(&q));
                    }
                    r => panic!("{r:?}"),
                }
                let got = maximize_lp(&s, &mut lp, &obj, start, &[], &mut budget);
                match got.unwrap() {
                    IntOpt::Value(v, q) => {
                        assert_eq!(v, Int::from(want_max), "max of component {k}");
                        assert!(s.contains(&q));
                    }
                    r => panic!("{r:?}"),
                }
            }
        }
    }

    #[test]
    fn boundedness_of_relaxations() {
        let mut budget = Budget::default();
        // A box: bounded.
        let mut b = System::new(2);
        for r in [[1, 0, 0], [-1, 0, 4], [0, 1, 0], [0, -1, 4]] {
            b.add_ineq_i64(&r);
        }
        assert!(Lp::new(&b, &mut budget)
            .unwrap()
            .is_bounded(&mut budget)
            .unwrap());
        // A tile column `4t <= x <= 4t + 3` with only `x >= 0`: unbounded upwards.
        let mut u = System::new(2);
        for r in [[-4, 1, 0], [4, -1, 3], [0, 1, 0]] {
            u.add_ineq_i64(&r);
        }
        let mut lp = Lp::new(&u, &mut budget).unwrap();
        assert!(!lp.is_bounded(&mut budget).unwrap());
        // Bounded once a row closes it; an extension inherits a bounded parent's answer.
        let mut lp = Lp::new(&b, &mut budget).unwrap();
        assert!(lp.is_bounded(&mut budget).unwrap());
        let mut ext = lp
            .with_rows(
                &[],
                &[vec![Int::one(), Int::one(), Int::from(-1)]],
                &mut budget,
            )
            .unwrap();
        assert!(ext.is_bounded(&mut budget).unwrap());
    }
}
