//! Exact integer sample points that survive blow-ups of the Omega test.
//!
//! [`sample`] first runs the Omega test (`integer::omega_sample`)
//! with a bounded share of the budget (`OMEGA_SHARE` = 50 000 units), which decides
//! almost every system quickly. Only if that share runs out (typically a
//! cascade of splinters on systems with floordiv/mod locals) does it fall back
//! to branch and bound over the exact rational simplex: the rational range
//! `[ceil(min x_k), floor(max x_k)]` of every variable is computed
//! ([`crate::simplex::Lp`], one phase 1 for all of them); an integral
//! rational point is an answer, an empty rational range or an infeasible
//! relaxation proves integer emptiness, a single-value range fixes the
//! variable by an equality, and otherwise the narrowest range is split at its
//! midpoint and both halves are solved the same way (Omega share first).
//! Branch and bound gets half of the remaining budget; if it runs out, the
//! Omega test gets everything left, so the fallback never costs more than a
//! factor of about two against the plain Omega test.
//!
//! Exactness: every split partitions the integer points, and the only proofs
//! of emptiness are rational infeasibility and empty integer ranges.
//!
//! Termination: a node's feasible region contains its children's, so no
//! variable's integer range ever widens, and the split variable's range
//! strictly shrinks (`[lo, mid]` and `[mid + 1, hi]` of `[lo, hi]`). Along a
//! branch the vector of range widths (a width may be infinite) thus
//! decreases strictly in the product order of `(N ∪ {∞})^n`, where every
//! component can turn finite only once and then only decreases: no branch is
//! infinite. On a bounded system the depth is at most
//! `sum_k (log2(width_k) + 1)`; a leaf (every bounded variable fixed) is
//! left to the Omega test with the whole remaining budget, which terminates
//! on any system, bounded or not (see [`crate::integer`]). Unbounded
//! variables are never split. Recursion depth is also
//! capped by [`crate::budget::MAX_DEPTH`] and every node charges the budget,
//! so exhausting either yields `BudgetExceeded` ("unknown"), never a wrong
//! answer or a hang.

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::integer;
use crate::linear::{Row, System};
use crate::simplex::{Lp, RatOpt};

/// Units given to one Omega test attempt before branching.
pub(crate) const OMEGA_SHARE: u64 = 50_000;

/// An integer point of `sys`, or `None` if it has none: the Omega test on
/// `OMEGA_SHARE` units, then branch and bound on half of the remaining
/// budget, then (should that run out too) the Omega test on all the rest, so
/// no system costs much more than twice what the plain Omega test needs.
pub fn sample(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    if let Some(r) = try_omega(sys, OMEGA_SHARE, budget)? {
        return Ok(r);
    }
    let mut share = budget.share(budget.remaining() / 2);
    let granted = share.remaining();
    let r = branch(sys, false, &mut share);
    budget.absorb(&share, granted)?;
    if let Ok(r) = r {
        return Ok(r);
    }
    let all = budget.remaining();
    match try_omega(sys, all, budget)? {
        Some(r) => Ok(r),
        None => Err(BudgetExceeded),
    }
}

/// One branch-and-bound node (`omega`: try the Omega test's share first).
fn branch(
    sys: &System,
    omega: bool,
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    budget.enter()?;
    let r = node(sys, omega, budget);
    budget.leave();
    r
}

/// The Omega test on at most `units` of `budget`: `None` if the share ran out.
fn try_omega(
    sys: &System,
    units: u64,
    budget: &mut Budget,
) -> Result<Option<Option<Vec<Int>>>, BudgetExceeded> {
    let mut share = budget.share(units);
    let granted = share.remaining();
    let r = integer::omega_sample(sys, &mut share);
    budget.absorb(&share, granted)?;
    Ok(r.ok())
}

fn unit_row(n: usize, k: usize, sign: i64, c: Int) -> Row {
    let mut r = vec![Int::zero(); n + 1];
    r[k] = Int::from(sign);
    r[n] = c;
    r
}

/// The integer range `[ceil(min), floor(max)]` of variable `k` over the
/// rationals: `Err(())` if the relaxation is infeasible, `None` ends for
/// unbounded directions.
#[allow(clippy::type_complexity)]
fn int_range(
    lp: &mut Lp,
    n: usize,
    k: usize,
    budget: &mut Budget,
) -> Result<Result<(Option<Int>, Option<Int>), ()>, BudgetExceeded> {
    let lo = match lp.minimize(&unit_row(n, k, 1, Int::zero()), budget)? {
        RatOpt::Infeasible => return Ok(Err(())),
        RatOpt::Unbounded => None,
        RatOpt::Min(q) => Some(Int::from(q.ceil().to_integer())),
    };
    let hi = match lp.minimize(&unit_row(n, k, -1, Int::zero()), budget)? {
        RatOpt::Infeasible => return Ok(Err(())),
        RatOpt::Unbounded => None,
        RatOpt::Min(q) => Some(-Int::from(q.ceil().to_integer())),
    };
    Ok(Ok((lo, hi)))
}

fn node(
    sys: &System,
    omega: bool,
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    budget.charge(1)?;
    if omega {
        if let Some(r) = try_omega(sys, OMEGA_SHARE, budget)? {
            return Ok(r);
        }
    }
    let n = sys.nvars();
    let mut lp = Lp::new(sys, budget)?;
    if !lp.is_feasible() {
        return Ok(None);
    }
    if let Some(p) = lp.integral_point().filter(|p| sys.contains(p)) {
        return Ok(Some(p));
    }
    // Rational range of every variable; branch on the narrowest non-fixed one.
    let mut best: Option<(Int, usize, Int, Int)> = None;
    let mut fixed = sys.clone();
    for k in 0..n {
        if !sys.uses_var(k) {
            continue;
        }
        let (lo, hi) = match int_range(&mut lp, n, k, budget)? {
            Err(()) => return Ok(None),
            Ok((Some(lo), Some(hi))) => (lo, hi),
            Ok(_) => continue,
        };
        if hi < lo {
            return Ok(None);
        }
        let width = &hi - &lo;
        if width.is_zero() {
            fixed.add_eq(unit_row(n, k, 1, -lo));
            continue;
        }
        if best.as_ref().is_none_or(|b| width < b.0) {
            best = Some((width, k, lo, hi));
        }
    }
    let Some((_, k, lo, hi)) = best else {
        // Every bounded variable is fixed: the Omega test decides the rest.
        let all = budget.remaining();
        return match try_omega(&fixed, all, budget)? {
            Some(r) => Ok(r),
            None => Err(BudgetExceeded),
        };
    };
    let mid = (&lo + &hi).div_floor(&Int::from(2));
    let mut left = fixed.clone();
    left.add_ineq(unit_row(n, k, -1, mid.clone()));
    if let Some(p) = branch(&left, true, budget)? {
        return Ok(Some(p));
    }
    let mut right = fixed;
    right.add_ineq(unit_row(n, k, 1, -(&mid + &Int::one())));
    branch(&right, true, budget)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The dependence polyhedron of `tests/regress.rs`
    /// (`dependence_polyhedron_with_floordiv_locals`) with `x5 - x2 >= v`.
    fn reproducer(v: i64) -> System {
        let ineqs: [[i64; 11]; 24] = [
            [1, 0, 0, 0, 0, 0, -2, 0, 0, 0, 0],
            [-1, 0, 0, 0, 0, 0, 2, 0, 0, 0, 1],
            [1, 0, 0, 0, 0, 0, 0, -3, 0, 0, 0],
            [-1, 0, 0, 0, 0, 0, 0, 3, 0, 0, 2],
            [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0],
            [-1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5],
            [0, 1, 0, 0, 0, 0, 0, 0, 0, 0, -1],
            [0, -1, 0, 0, 0, 0, 0, 0, 0, 0, 3],
            [0, 0, 1, 0, 0, 0, 0, 0, 0, 0, -1],
            [1, 0, -1, 0, 0, 0, 0, 0, 0, 0, 1],
            [0, -1, 1, 0, 0, 0, 1, 0, 0, 0, 1],
            [0, 0, 0, 1, 0, 0, 0, 0, -2, 0, 0],
            [0, 0, 0, -1, 0, 0, 0, 0, 2, 0, 1],
            [0, 0, 0, 1, 0, 0, 0, 0, 0, -3, 0],
            [0, 0, 0, -1, 0, 0, 0, 0, 0, 3, 2],
            [0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0],
            [0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 5],
            [0, 0, 0, 0, 1, 0, 0, 0, 0, 0, -1],
            [0, 0, 0, 0, -1, 0, 0, 0, 0, 0, 3],
            [0, 0, 0, 0, 0, 1, 0, 0, 0, 0, -1],
            [0, 0, 0, 1, 0, -1, 0, 0, 0, 0, 1],
            [0, 0, 0, 0, -1, 1, 0, 0, 1, 0, 1],
            [-1, 0, 0, 1, 0, 0, 0, 0, 0, 0, -1],
            [0, 0, -1, 0, 0, 1, 0, 0, 0, 0, -v],
        ];
        let mut s = System::new(10);
        s.add_eq_i64(&[-1, 2, 1, 1, -2, -1, 0, 1, 0, -1, 0]);
        for r in &ineqs {
            s.add_ineq_i64(r);
        }
        s
    }

    #[test]
    fn decides_what_the_omega_share_cannot() {
        // Brute force: rows 4-10 and 15-21 bound x0, x3 in [0, 5], x1, x4 in
        // [1, 3], x2, x5 in [1, 6]; the locals are x0 / 2, x0 / 3, x3 / 2, x3 / 3.
        let base = reproducer(i64::from(i32::MIN));
        let mut max_diff: Option<i64> = None;
        for x0 in 0..=5i64 {
            for x1 in 1..=3 {
                for x2 in 1..=6 {
                    for x3 in 0..=5i64 {
                        for x4 in 1..=3 {
                            for x5 in 1..=6 {
                                let p = [x0, x1, x2, x3, x4, x5, x0 / 2, x0 / 3, x3 / 2, x3 / 3];
                                let p: Vec<Int> = p.iter().map(|&v| Int::from(v)).collect();
                                if base.contains(&p) {
                                    max_diff = max_diff.max(Some(x5 - x2));
                                }
                            }
                        }
                    }
                }
            }
        }
        let max_diff = max_diff.expect("the polyhedron has points");
        // The plain Omega test runs out of its share here: the fallback is needed.
        let hard = reproducer(0);
        assert!(integer::omega_sample(&hard, &mut Budget::new(OMEGA_SHARE)).is_err());
        for v in -6..=8 {
            let s = reproducer(v);
            let got = sample(&s, &mut Budget::new(4_000_000)).expect("decided");
            assert_eq!(got.is_some(), v <= max_diff, "x5 - x2 >= {v}");
            if let Some(p) = got {
                assert!(s.contains(&p));
            }
        }
    }
}
