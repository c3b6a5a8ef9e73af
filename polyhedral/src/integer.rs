//! Exact integer emptiness and sample points (the Omega test).
//!
//! [`sample`] returns an integer point of a [`System`] or proves there is
//! none; it runs `omega_sample` on a share of the budget and falls back to
//! branch and bound when that share runs out (the crate's `bnb` module).
//! The Omega test, per recursion level:
//! 1. normalise (gcd tightening; syntactic contradictions end the search);
//! 2. eliminate equalities: a unit-coefficient variable is substituted away,
//!    otherwise the integer solution lattice `x = origin + B y` of all
//!    equalities replaces the variables (the crate's `lattice` module);
//! 3. a variable bounded on one side only is dropped together with its
//!    constraints (it can always be chosen afterwards);
//! 4. otherwise one variable `z` is eliminated: exactly by Fourier–Motzkin if
//!    all its lower or all its upper coefficients are unit, or if every
//!    pair's tightened real and dark combinations coincide; else (choosing
//!    the variable with the fewest splinters) the real
//!    shadow is tested (empty ⇒ empty), then the dark shadow (non-empty ⇒
//!    non-empty), and finally the splinters (see [`crate::fm`]).
//!
//! Steps 3 and 4 run one after another without a new normalisation of the whole system
//! ([`crate::fmchain`]): every row produced keeps the set of rows it combines, and
//! Chernikov's rule leaves out the combinations it proves implied, which keeps the
//! eliminations of tiled and skewed systems from multiplying their rows.
//!
//! Termination, also on unbounded sets: every recursive call is on a system
//! with strictly fewer variables (step 2 removes at least one variable per
//! independent equality, steps 3 and 4 remove `z`; a splinter adds an
//! equality that step 2 of the next call removes together with a variable),
//! and each level makes finitely many calls (the number of splinters is
//! bounded by the coefficients). No step depends on the set being bounded.
//! Work is charged to a [`Budget`]; exhausting it yields `BudgetExceeded`
//! (reported as "unknown"), never a wrong answer.
//!
//! Points are lifted back level by level: a dropped or exactly/darkly
//! eliminated variable takes the smallest integer value its bounds allow at
//! the lifted point (such a value exists by the dark-shadow property).

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::lattice;
use crate::linear::{eval_row, Row, System};

/// Result of an integer emptiness test.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Emptiness {
    /// No integer point.
    Empty,
    /// An integer point of the system.
    NonEmpty(Vec<Int>),
    /// The work budget ran out.
    Unknown,
}

/// Tests integer emptiness, returning a sample point when non-empty.
pub fn emptiness(sys: &System, budget: &mut Budget) -> Emptiness {
    match sample(sys, budget) {
        Ok(Some(p)) => Emptiness::NonEmpty(p),
        Ok(None) => Emptiness::Empty,
        Err(_) => Emptiness::Unknown,
    }
}

/// An integer point of `sys`, or `None` if it has none: the Omega test, with
/// branch and bound over the rational simplex when its splinters blow up.
///
/// The Omega test first gets a bounded share of `budget` (50 000 units); if that runs out, a
/// search from the deepest rational point ([`crate::deep`]) looks for a point, then
/// branch and bound gets half of what remains, and if that runs out too the Omega test gets
/// the rest, so no system costs much more than twice the plain Omega test. `Ok(None)` is a
/// proof of emptiness; `Err(BudgetExceeded)` means "unknown", never a wrong answer.
///
/// ```
/// use tessera_polyhedral::{integer, Budget, Int, System};
/// // { x : 2x = 1 } has a rational point but no integer point.
/// let mut s = System::new(1);
/// s.add_eq_i64(&[2, -1]); // 2x - 1 = 0
/// assert_eq!(integer::sample(&s, &mut Budget::default()), Ok(None));
/// // { x : 1 <= 3x <= 5 } holds x = 1.
/// let mut t = System::new(1);
/// t.add_ineq_i64(&[3, -1]); // 3x - 1 >= 0
/// t.add_ineq_i64(&[-3, 5]); // 5 - 3x >= 0
/// assert_eq!(integer::sample(&t, &mut Budget::default()), Ok(Some(vec![Int::from(1)])));
/// ```
pub fn sample(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    crate::bnb::sample(sys, budget)
}

/// The plain Omega test (no branch-and-bound fallback): an integer point of
/// `sys`, or `None` if it has none.
pub(crate) fn omega_sample(
    sys: &System,
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    let p = rec(sys.clone(), budget)?;
    if let Some(p) = &p {
        if !sys.contains(p) {
            // The lifted point must satisfy the system; anything else is an
            // internal inconsistency, reported as unknown rather than a wrong answer.
            debug_assert!(false, "sample point does not satisfy the system");
            return Err(BudgetExceeded);
        }
    }
    Ok(p)
}

pub(crate) fn rec(sys: System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    budget.enter()?;
    let r = step(sys, budget);
    budget.leave();
    r
}

fn step(mut sys: System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    budget.charge(1 + sys.num_constraints() as u64)?;
    if sys.normalize().is_err() {
        return Ok(None);
    }
    let n = sys.nvars();
    if !sys.eqs.is_empty() {
        return eliminate_equalities(sys, budget);
    }
    if n == 0 || sys.ineqs.is_empty() {
        return Ok(Some(vec![Int::zero(); n]));
    }
    crate::fmchain::chain(&sys, budget)
}

/// Removes equalities (step 2) and recurses.
fn eliminate_equalities(
    mut sys: System,
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    let n = sys.nvars();
    // Unit coefficient: substitute.
    let mut unit: Option<(usize, usize)> = None;
    'outer: for (i, r) in sys.eqs.iter().enumerate() {
        if let Some(k) = r[..n].iter().position(|c| c.abs().is_one()) {
            unit = Some((i, k));
            break 'outer;
        }
    }
    if let Some((i, k)) = unit {
        let row = sys.eqs.swap_remove(i);
        // x_k = -(row without k) / row[k], with row[k] = ±1.
        let mut expr: Row = if row[k].is_one() {
            row.iter().map(|c| -c).collect()
        } else {
            row
        };
        expr[k] = Int::zero();
        sys.substitute(k, &expr);
        return Ok(rec(sys, budget)?.map(|p| {
            let mut full = p;
            full.insert(k, Int::zero());
            let v = eval_row(&expr, &full);
            full[k] = v;
            full
        }));
    }
    let Some(lat) = lattice::solve(&sys.eqs, n, budget)? else {
        return Ok(None);
    };
    let mut reduced = System::new(lat.basis.len());
    for r in &sys.ineqs {
        reduced.add_ineq(lattice::substitute_row(r, &lat));
    }
    Ok(rec(reduced, budget)?.map(|y| lattice::lift_point(&lat, &y)))
}

/// Lifts a point of the system without variable `k`: inserts `k` at the
/// smallest value allowed by `rows` (or the largest if it has no lower
/// bound). `None` if the bounds are contradictory at this point.
pub(crate) fn lift_point(rows: &[Row], k: usize, p: Vec<Int>) -> Option<Vec<Int>> {
    let mut full = p;
    full.insert(k, Int::zero());
    let (lo, hi) = var_bounds(rows, k, &full);
    let v = match (lo, hi) {
        (Some(l), Some(h)) => {
            if l > h {
                return None;
            }
            l
        }
        (Some(l), None) => l,
        (None, Some(h)) => h,
        (None, None) => Int::zero(),
    };
    full[k] = v;
    Some(full)
}

/// Integer bounds on variable `k` implied by inequality `rows` at `point`
/// (whose entry `k` is ignored).
pub(crate) fn var_bounds(rows: &[Row], k: usize, point: &[Int]) -> (Option<Int>, Option<Int>) {
    let mut lo: Option<Int> = None;
    let mut hi: Option<Int> = None;
    let mut pt = point.to_vec();
    if let Some(x) = pt.get_mut(k) {
        *x = Int::zero();
    }
    for r in rows {
        let c = &r[k];
        if c.is_zero() {
            continue;
        }
        let rest = eval_row(r, &pt);
        if c.is_positive() {
            // c x + rest >= 0  =>  x >= ceil(-rest / c)
            let b = (-&rest).div_ceil(c);
            if lo.as_ref().is_none_or(|l| b > *l) {
                lo = Some(b);
            }
        } else {
            // x <= floor(rest / -c)
            let b = rest.div_floor(&-c);
            if hi.as_ref().is_none_or(|h| b < *h) {
                hi = Some(b);
            }
        }
    }
    (lo, hi)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn sys(n: usize, eqs: &[&[i64]], ineqs: &[&[i64]]) -> System {
        let mut s = System::new(n);
        for e in eqs {
            s.add_eq_i64(e);
        }
        for i in ineqs {
            s.add_ineq_i64(i);
        }
        s
    }

    #[test]
    fn rational_but_not_integer() {
        // 1 <= 3x - 3y <= 2: rationally non-empty, integer empty.
        let s = sys(2, &[], &[&[3, -3, -1], &[-3, 3, 2]]);
        assert_eq!(emptiness(&s, &mut Budget::default()), Emptiness::Empty);
        // 27 <= 11x + 13y <= 45, -10 <= 7x - 9y <= 4 (Pugh's example); the
        // region is bounded (|x|, |y| <= 10), so brute force decides it.
        let s = sys(
            2,
            &[],
            &[&[11, 13, -27], &[-11, -13, 45], &[7, -9, 10], &[-7, 9, 4]],
        );
        let mut brute = false;
        for x in -10..=10 {
            for y in -10..=10 {
                brute |= s.contains(&[Int::from(x), Int::from(y)]);
            }
        }
        let got = emptiness(&s, &mut Budget::default());
        assert_eq!(matches!(got, Emptiness::Empty), !brute);
    }

    #[test]
    fn unbounded_sets() {
        // x >= 0 only, and 2x = 3y + 1 (unbounded, non-empty).
        let s = sys(2, &[&[2, -3, -1]], &[&[1, 0, 0]]);
        match emptiness(&s, &mut Budget::default()) {
            Emptiness::NonEmpty(p) => assert!(s.contains(&p)),
            e => panic!("{e:?}"),
        }
    }
}
