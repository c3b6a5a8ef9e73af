//! Exact integer sample points that survive blow-ups of the Omega test.
//!
//! [`sample`] first runs the Omega test (`integer::omega_sample`) with a bounded
//! share of the budget (`OMEGA_SHARE` = 50 000 units; a node below the root gets
//! 5 000), which decides almost every system quickly. If that share runs out (a cascade of splinters on
//! systems with large coefficients: floordiv/mod locals, tiled and skewed loops), a
//! point is looked for from the deepest rational points ([`crate::deep`]), and then
//! branch and bound over the exact rational simplex decides: the rational range
//! `[ceil(min d.x), floor(max d.x)]` of every *direction* `d` — each variable and
//! the primitive normal of each inequality — is computed ([`crate::simplex::Lp`],
//! one phase 1 for all of them); an integral rational point is an answer, an empty
//! rational range or an infeasible relaxation proves integer emptiness (`d.x` is an
//! integer at every integer point), a single-value range fixes `d.x` by an
//! equality, and otherwise the narrowest range is split at its midpoint and both
//! halves are solved the same way (Omega share first). Splitting along inequality
//! normals matters on unbounded systems: with parametric sizes every variable of a
//! tiled nest is unbounded, while a tile's walls `32 i <= x <= 32 i + 31` bound its
//! normal to 32 values. Branch and bound gets half of the remaining budget; if it
//! runs out, the Omega test gets everything left, so the fallback never costs more
//! than a factor of about two against the plain Omega test.
//!
//! Exactness: every split partitions the integer points, and the only proofs
//! of emptiness are rational infeasibility and empty integer ranges.
//!
//! Termination: a node's feasible region contains its children's, so no
//! direction's integer range ever widens, and the split direction's range
//! strictly shrinks (`[lo, mid]` and `[mid + 1, hi]` of `[lo, hi]`). The
//! directions of a node are those of its root (a split adds a row whose normal
//! is the split direction), so along a branch the vector of range widths (a
//! width may be infinite) decreases strictly in the product order of
//! `(N ∪ {∞})^m`, where every component can turn finite only once and then only
//! decreases: no branch is infinite. A leaf (every bounded direction fixed) is
//! left to the Omega test with the whole remaining budget, which terminates
//! on any system, bounded or not (see [`crate::integer`]). Unbounded
//! directions are never split. Recursion depth is also
//! capped by [`crate::budget::MAX_DEPTH`] and every node charges the budget,
//! so exhausting either yields `BudgetExceeded` ("unknown"), never a wrong
//! answer or a hang.

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::integer;
use crate::linear::{Row, System};
use crate::simplex::{Lp, RatOpt};

/// Units given to one Omega test attempt before branching. With its eliminations pruned by
/// Chernikov's rule ([`crate::fmchain`]) the Omega test decides the depth-1 systems of tiled,
/// skewed parametric stencils in 4k–12k units, where branch and bound needed 10–30 times the
/// time: the share leaves it room for those.
pub(crate) const OMEGA_SHARE: u64 = 50_000;

/// Units given to the Omega test at a node below the root: the root's attempt already showed
/// that the system is hard for it, so a child (one direction narrower) gets a short try.
const NODE_OMEGA_SHARE: u64 = 5_000;

/// An integer point of `sys`, or `None` if it has none: the Omega test on
/// `OMEGA_SHARE` units, then branch and bound on half of the remaining
/// budget, then (should that run out too) the Omega test on all the rest, so
/// no system costs much more than twice what the plain Omega test needs.
pub fn sample(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    if let Some(r) = try_omega(sys, OMEGA_SHARE, budget)? {
        return Ok(r);
    }
    if let Some(p) = crate::deep::deep_sample(sys, budget)? {
        return Ok(Some(p));
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
pub(crate) fn branch(
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

/// The directions branch and bound may split on: every variable, and the primitive normal of
/// every inequality that involves more than one variable (a tile's walls `32 i <= x <= 32 i +
/// 31` are narrow along their normal while every variable is unbounded), up to sign, without
/// repeats; rows of length `n + 1` with a zero constant.
fn directions(sys: &System) -> Vec<Row> {
    let n = sys.nvars();
    let mut out: Vec<Row> = (0..n)
        .filter(|&k| sys.uses_var(k))
        .map(|k| unit_row(n, k, 1, Int::zero()))
        .collect();
    let mut seen: Vec<Row> = Vec::new();
    for r in &sys.ineqs {
        if r[..n].iter().filter(|c| !c.is_zero()).count() < 2 {
            continue;
        }
        let mut d: Row = r.clone();
        d[n] = Int::zero();
        let g = d[..n].iter().fold(Int::zero(), |g, c| g.gcd(c));
        if g.is_zero() {
            continue;
        }
        // Sign: first non-zero coefficient positive.
        let neg = d[..n]
            .iter()
            .find(|c| !c.is_zero())
            .is_some_and(Int::is_negative);
        for c in d[..n].iter_mut() {
            *c = c.div_exact(&g);
            if neg {
                *c = -&*c;
            }
        }
        if !seen.contains(&d) {
            seen.push(d.clone());
            out.push(d);
        }
    }
    out
}

/// The integer range `[ceil(min), floor(max)]` of `d . x` over the rationals (`d` a row with a
/// zero constant): `Err(())` if the relaxation is infeasible, `None` ends for unbounded
/// directions.
#[allow(clippy::type_complexity)]
fn dir_range(
    lp: &mut Lp,
    d: &[Int],
    budget: &mut Budget,
) -> Result<Result<(Option<Int>, Option<Int>), ()>, BudgetExceeded> {
    let lo = match lp.minimize(d, budget)? {
        RatOpt::Infeasible => return Ok(Err(())),
        RatOpt::Unbounded => None,
        RatOpt::Min(q) => Some(Int::from(q.ceil().to_integer())),
    };
    let neg: Row = d.iter().map(|c| -c).collect();
    let hi = match lp.minimize(&neg, budget)? {
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
        if let Some(r) = try_omega(sys, NODE_OMEGA_SHARE, budget)? {
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
    // Rational range of every variable and of every inequality's direction; branch on the
    // narrowest one that is not fixed yet.
    let mut best: Option<(Int, Row, Int, Int)> = None;
    let mut fixed = sys.clone();
    for d in directions(sys) {
        let (lo, hi) = match dir_range(&mut lp, &d, budget)? {
            Err(()) => return Ok(None),
            Ok((Some(lo), Some(hi))) => (lo, hi),
            Ok(_) => continue,
        };
        if hi < lo {
            return Ok(None);
        }
        let width = &hi - &lo;
        if width.is_zero() {
            let mut eq = d.clone();
            eq[n] = -lo;
            fixed.add_eq(eq);
            continue;
        }
        if best.as_ref().is_none_or(|b| width < b.0) {
            let one = width.is_one();
            best = Some((width, d, lo, hi));
            if one {
                // Nothing narrower but a fixed direction: split here (each half fixes `d.x`),
                // the children look at the other directions again.
                break;
            }
        }
    }
    let Some((_, d, lo, hi)) = best else {
        // Every bounded direction is fixed: the Omega test decides the rest.
        let all = budget.remaining();
        return match try_omega(&fixed, all, budget)? {
            Some(r) => Ok(r),
            None => Err(BudgetExceeded),
        };
    };
    let mid = (&lo + &hi).div_floor(&Int::from(2));
    // d.x <= mid, then d.x >= mid + 1.
    let mut left = fixed.clone();
    let mut row: Row = d.iter().map(|c| -c).collect();
    row[n] = mid.clone();
    left.add_ineq(row);
    if let Some(p) = branch(&left, true, budget)? {
        return Ok(Some(p));
    }
    let mut right = fixed;
    let mut row = d;
    row[n] = -(&mid + &Int::one());
    right.add_ineq(row);
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
        // The Omega test (its exact eliminations pruned by Chernikov's rule) decides these
        // within its share; branch and bound, the fallback when it does not, is run on its own
        // too: all three must agree with the enumeration.
        for v in -6..=8 {
            let s = reproducer(v);
            let expect = v <= max_diff;
            let got = sample(&s, &mut Budget::new(4_000_000)).expect("decided");
            assert_eq!(got.is_some(), expect, "x5 - x2 >= {v}");
            let omega = integer::omega_sample(&s, &mut Budget::new(OMEGA_SHARE)).expect("decided");
            assert_eq!(omega.is_some(), expect, "Omega test, x5 - x2 >= {v}");
            let bb = branch(&s, false, &mut Budget::new(4_000_000)).expect("decided");
            assert_eq!(bb.is_some(), expect, "branch and bound, x5 - x2 >= {v}");
            for p in got.iter().chain(&omega).chain(&bb) {
                assert!(s.contains(p));
            }
        }
    }
}
