//! Exact integer sample points that survive blow-ups of the Omega test.
//!
//! [`sample`] first runs the Omega test ([`crate::integer::omega_sample`])
//! with a bounded share of the budget ([`OMEGA_SHARE`] units), which decides
//! almost every system quickly. Only if that share runs out (typically a
//! cascade of splinters on systems with floordiv/mod locals) does it fall back
//! to branch and bound over the exact rational simplex: the rational range
//! `[ceil(min x_k), floor(max x_k)]` of every variable is computed
//! ([`crate::simplex::Lp`], one phase 1 for all of them); an integral
//! rational point is an answer, an empty rational range or an infeasible
//! relaxation proves integer emptiness, a single-value range fixes the
//! variable by an equality, and otherwise the narrowest range is split at its
//! midpoint and both halves are solved the same way (Omega share first).
//!
//! Exactness: every split partitions the integer points, and the only proofs
//! of emptiness are rational infeasibility and empty integer ranges.
//!
//! Termination: a split strictly shrinks the integer range of the split
//! variable and never widens another one, so on a bounded system the
//! recursion depth is at most `sum_k (log2(width_k) + 1)`, and a leaf (all
//! variables fixed) is decided by the Omega test at once. Unbounded
//! variables are never split: once every bounded variable is fixed, the rest
//! is left to the Omega test with the whole remaining budget, which
//! terminates on any system (see [`crate::integer`]). Recursion depth is
//! capped by [`crate::budget::MAX_DEPTH`] and every node charges the budget,
//! so exhausting either yields `BudgetExceeded` ("unknown"), never a wrong
//! answer or a hang.

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::integer;
use crate::linear::{Row, System};
use crate::simplex::{Lp, RatOpt};

/// Units given to one Omega test attempt before branching.
pub const OMEGA_SHARE: u64 = 50_000;

/// An integer point of `sys`, or `None` if it has none (Omega test first,
/// branch and bound when it blows up).
pub fn sample(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    budget.enter()?;
    let r = node(sys, budget);
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

fn node(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    budget.charge(1)?;
    if let Some(r) = try_omega(sys, OMEGA_SHARE, budget)? {
        return Ok(r);
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
    if let Some(p) = sample(&left, budget)? {
        return Ok(Some(p));
    }
    let mut right = fixed;
    right.add_ineq(unit_row(n, k, 1, -(&mid + &Int::one())));
    sample(&right, budget)
}
