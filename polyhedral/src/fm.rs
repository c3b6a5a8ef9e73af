//! Fourier–Motzkin elimination that is exact over the integers (the Omega
//! test's real shadow, dark shadow and splinters).
//!
//! For a variable `z` with lower bounds `a z >= α` and upper bounds
//! `b z <= β` (a, b > 0):
//! - the *real shadow* (all `b α <= a β`) is the rational projection; it
//!   contains the integer projection;
//! - the *dark shadow* (all `b α + (a-1)(b-1) <= a β`) is contained in the
//!   integer projection;
//! - both coincide when every pair has `a = 1` or `b = 1` (exact elimination);
//! - otherwise every integer point outside the dark shadow lies on a
//!   *splinter*: for some lower bound `a z >= α`, `a z = α + i` with
//!   `0 <= i <= (A a - A - a) / A`, `A` the largest upper-bound coefficient
//!   (Pugh, "The Omega test", 1992). Dark shadow ∪ splinters is an exact
//!   decomposition of the integer points.

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::linear::{Row, System};

/// Indices of the lower-bound (coefficient > 0) and upper-bound
/// (coefficient < 0) inequalities of variable `k`.
pub(crate) fn bounds(sys: &System, k: usize) -> (Vec<usize>, Vec<usize>) {
    let mut lo = Vec::new();
    let mut up = Vec::new();
    for (i, r) in sys.ineqs.iter().enumerate() {
        match r[k].signum() {
            1 => lo.push(i),
            -1 => up.push(i),
            _ => {}
        }
    }
    (lo, up)
}

/// Whether eliminating `k` by Fourier–Motzkin is exact over the integers
/// (all lower coefficients are 1 or all upper coefficients are -1). The
/// variable must not occur in equalities.
pub(crate) fn is_exact(sys: &System, k: usize) -> bool {
    let (lo, up) = bounds(sys, k);
    lo.iter().all(|&i| sys.ineqs[i][k].is_one()) || up.iter().all(|&i| (-&sys.ineqs[i][k]).is_one())
}

/// Combines lower bound `l` (`l[k] = a > 0`) and upper bound `u` (`u[k] = -b`)
/// into `b l + a u`, minus `(a-1)(b-1)` in the dark shadow.
pub(crate) fn combine(l: &[Int], u: &[Int], k: usize, dark: bool) -> Row {
    let a = &l[k];
    let b = -&u[k];
    let mut out: Row = l
        .iter()
        .zip(u)
        .map(|(x, y)| crate::int::lin2(&b, x, a, y))
        .collect();
    out[k] = Int::zero();
    if dark {
        let n = out.len() - 1;
        let slack = &(a - &Int::one()) * &(&b - &Int::one());
        if !slack.is_zero() {
            out[n] = &out[n] - &slack;
        }
    }
    out
}

/// The lower and upper bound rows of `k` and the system of the other rows, the work of
/// combining every pair charged to `budget`.
#[allow(clippy::type_complexity)]
fn split(
    sys: &System,
    k: usize,
    budget: &mut Budget,
) -> Result<(Vec<usize>, Vec<usize>, System), BudgetExceeded> {
    let (lo, up) = bounds(sys, k);
    budget.charge((lo.len() * up.len() + sys.ineqs.len()) as u64)?;
    let mut rest = System::new(sys.nvars());
    rest.eqs = sys.eqs.clone();
    rest.ineqs = sys
        .ineqs
        .iter()
        .filter(|r| r[k].is_zero())
        .cloned()
        .collect();
    Ok((lo, up, rest))
}

/// The real (`dark = false`) or dark (`dark = true`) shadow of eliminating
/// variable `k`, which must not occur in equalities. The column of `k` is
/// kept (all zero) so the variable numbering does not change.
pub fn shadow(
    sys: &System,
    k: usize,
    dark: bool,
    budget: &mut Budget,
) -> Result<System, BudgetExceeded> {
    let (lo, up, mut out) = split(sys, k, budget)?;
    for &l in &lo {
        for &u in &up {
            out.ineqs
                .push(combine(&sys.ineqs[l], &sys.ineqs[u], k, dark));
        }
    }
    Ok(out)
}

/// Number of splinters the decomposition of `k` produces when splintering on
/// lower bounds (`lower = true`) or on upper bounds.
pub(crate) fn splinter_count(sys: &System, k: usize, lower: bool) -> Int {
    let (lo, up) = bounds(sys, k);
    let (this, other) = if lower { (lo, up) } else { (up, lo) };
    let amax = other
        .iter()
        .map(|&i| sys.ineqs[i][k].abs())
        .max()
        .unwrap_or_else(Int::one);
    let mut total = Int::zero();
    for &i in &this {
        let b = sys.ineqs[i][k].abs();
        total = &total + &(&splinter_max(&amax, &b) + &Int::one());
    }
    total
}

/// `floor((A b - A - b) / A)`: the largest splinter offset (may be negative,
/// meaning no splinter).
fn splinter_max(amax: &Int, b: &Int) -> Int {
    let num = &(&(amax * b) - amax) - b;
    num.div_floor(amax)
}

/// The splinters of variable `k`: systems `sys ∧ (row - i = 0)` for each
/// bound row on the chosen side and each offset `i`. Each splinter fixes
/// `k` through an equality; together with the dark shadow they cover every
/// integer point of `sys`.
pub(crate) fn splinters(
    sys: &System,
    k: usize,
    lower: bool,
    budget: &mut Budget,
) -> Result<Vec<System>, BudgetExceeded> {
    let (lo, up) = bounds(sys, k);
    let (this, other) = if lower { (lo, up) } else { (up, lo) };
    let amax = other
        .iter()
        .map(|&i| sys.ineqs[i][k].abs())
        .max()
        .unwrap_or_else(Int::one);
    let n = sys.nvars();
    let mut out = Vec::new();
    for &i in &this {
        let b = sys.ineqs[i][k].abs();
        let imax = splinter_max(&amax, &b);
        let mut off = Int::zero();
        while off <= imax {
            budget.charge(1 + sys.num_constraints() as u64)?;
            let mut s = sys.clone();
            let mut row = sys.ineqs[i].clone();
            row[n] = &row[n] - &off;
            s.add_eq(row);
            out.push(s);
            off = &off + &Int::one();
        }
    }
    Ok(out)
}

/// Exact integer elimination of `k` (not occurring in equalities) as a
/// union: either one system (exact case) with `k` eliminated, or the dark
/// shadow plus the splinters (in which `k` is still present, fixed by an
/// equality). Every returned system keeps all `nvars` columns.
pub fn eliminate_union(
    sys: &System,
    k: usize,
    budget: &mut Budget,
) -> Result<Vec<System>, BudgetExceeded> {
    if is_exact(sys, k) {
        return Ok(vec![shadow(sys, k, false, budget)?]);
    }
    let lower = splinter_count(sys, k, true) <= splinter_count(sys, k, false);
    let mut out = vec![shadow(sys, k, true, budget)?];
    out.extend(splinters(sys, k, lower, budget)?);
    Ok(out)
}

/// Whether eliminating `k` is exact once rows are gcd-tightened: for every
/// lower/upper pair the tightened real and dark combinations coincide (so
/// the dark shadow, contained in the integer projection, equals the real
/// shadow, which contains it). Covers the unit-coefficient case and, e.g.,
/// the two inequalities defining a floor division.
pub(crate) fn is_exact_tightened(sys: &System, k: usize) -> bool {
    if is_exact(sys, k) {
        return true;
    }
    let (lo, up) = bounds(sys, k);
    for &l in &lo {
        for &u in &up {
            let mut real = combine(&sys.ineqs[l], &sys.ineqs[u], k, false);
            let mut dark = combine(&sys.ineqs[l], &sys.ineqs[u], k, true);
            let a = crate::linear::normalize_ineq(&mut real);
            let b = crate::linear::normalize_ineq(&mut dark);
            if a != b || (a == Some(false) && real != dark) {
                return false;
            }
        }
    }
    true
}

/// Eliminates variable `k` (which must not occur in equalities) from `sys` as one system, when
/// that is exact over the integers; `None` otherwise. The integer projection is the
/// intersection, over every lower bound `a z >= α` and upper bound `b z <= β` of `z`, of the
/// pair's own projection (an integer `z` exists iff `max ceil(α/a) <= min floor(β/b)`, i.e.
/// iff it does for every pair), so the elimination is exact when every pair's projection is
/// one inequality: its real combination when `a = 1` or `b = 1`, or when the gcd-tightened real
/// and dark combinations coincide; no inequality at all when the pair always holds an integer
/// (`a = b` and `α`, `β` differ by a constant `c >= a - 1`: the two rows defining a floor
/// division). Unlike [`eliminate_union`] nothing splinters: bound rows of a division local
/// (`x >= ceil(e / 32)`) become `32 x >= e`. The column of `k` is removed.
pub fn eliminate_exact(
    sys: &System,
    k: usize,
    budget: &mut Budget,
) -> Result<Option<System>, BudgetExceeded> {
    if sys.eqs.iter().any(|r| !r[k].is_zero()) {
        return Ok(None);
    }
    let (lo, up, mut out) = split(sys, k, budget)?;
    let n = sys.nvars();
    for &li in &lo {
        for &ui in &up {
            let (l, u) = (&sys.ineqs[li], &sys.ineqs[ui]);
            let (a, b) = (&l[k], -&u[k]);
            let real = combine(l, u, k, false);
            let mut tight = real.clone();
            let exact = if a.is_one() || b.is_one() {
                true
            } else if *a == b
                && real[..n].iter().all(Int::is_zero)
                && real[n].div_floor(a) >= a - &Int::one()
            {
                // b l + a u = a (α' + β') with α' + β' = c constant: an integer lies between
                // the two bounds whenever c >= a - 1.
                continue;
            } else {
                // Dark shadow ⊆ integer projection ⊆ real shadow: equal once tightened.
                let (mut r, mut d) = (real.clone(), combine(l, u, k, true));
                let (fr, fd) = (
                    crate::linear::normalize_ineq(&mut r),
                    crate::linear::normalize_ineq(&mut d),
                );
                fr == fd && (fr != Some(false) || r == d)
            };
            if !exact {
                return Ok(None);
            }
            // The combination, gcd-tightened (the same integer points, a tighter relaxation).
            match crate::linear::normalize_ineq(&mut tight) {
                Some(true) => {}
                Some(false) => out.ineqs.push(tight),
                None => out.ineqs.push(real),
            }
        }
    }
    out.remove_var(k);
    Ok(Some(out))
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Where `eliminate_exact` answers, its projection holds exactly the `x` of the box with an
    /// integer `z` (brute force; on the box every bound on `z` lies within [-42, 42], so `z`
    /// in [-60, 60] finds one if there is one).
    fn check(s: &System) -> bool {
        let Some(p) = eliminate_exact(s, 2, &mut Budget::default()).expect("budget") else {
            return false;
        };
        for x0 in -6i64..=6 {
            for x1 in -6i64..=6 {
                let brute = (-60i64..=60)
                    .any(|z| s.contains(&[Int::from(x0), Int::from(x1), Int::from(z)]));
                assert_eq!(
                    p.contains(&[Int::from(x0), Int::from(x1)]),
                    brute,
                    "x = ({x0}, {x1}): {s:?} -> {p:?}"
                );
            }
        }
        true
    }

    /// `z = floor((a x0 + b x1 + c) / d)` as its two rows.
    fn division(s: &mut System, a: i64, b: i64, c: i64, d: i64) {
        s.add_ineq_i64(&[a, b, -d, c]);
        s.add_ineq_i64(&[-a, -b, d, d - 1 - c]);
    }

    #[test]
    fn bounds_by_a_division_are_eliminated() {
        // x0 >= z + 1 and z >= x1 - 4 with z = floor((x0 + 2 x1 - 1) / 3): every pair of a
        // lower and an upper bound has a unit coefficient on one side, except the division's
        // own pair, which always holds an integer, so the elimination is exact.
        let mut s = System::new(3);
        division(&mut s, 1, 2, -1, 3);
        s.add_ineq_i64(&[1, 0, -1, -1]);
        s.add_ineq_i64(&[0, -1, 1, 4]);
        assert!(check(&s));
        // Two non-unit bounds that are not a division: not exact as one system.
        let mut t = System::new(3);
        t.add_ineq_i64(&[1, 0, -3, 0]);
        t.add_ineq_i64(&[0, 1, 2, -1]);
        assert_eq!(eliminate_exact(&t, 2, &mut Budget::default()), Ok(None));
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(400))]
        #[test]
        fn exact_elimination_matches_brute_force(
            div in proptest::option::of((-3i64..=3, -3i64..=3, -5i64..=5, 2i64..=5)),
            rows in proptest::collection::vec(
                (-2i64..=2, -2i64..=2, prop_oneof![-3i64..=-1, 1i64..=3], -6i64..=6),
                1..=3,
            ),
        ) {
            let mut s = System::new(3);
            if let Some((a, b, c, d)) = div {
                division(&mut s, a, b, c, d);
            }
            for (x0, x1, z, c) in rows {
                s.add_ineq_i64(&[x0, x1, z, c]);
            }
            check(&s);
        }
    }
}
