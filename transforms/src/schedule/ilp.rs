//! The scheduling ILPs: lexicographic minima over small bounded integer systems.
//!
//! Solved with good_lp's microlp backend: the system normalised first ([`System::normalize`]:
//! rows gcd-tightened, rows with equal coefficients merged into the tightest), rows on one
//! column given to the solver as the column's bounds, then one MILP per coordinate, each
//! optimum fixed before the next (a coordinate that the previous optimum already holds at its
//! lower bound is fixed there without a solve; consecutive columns with small finite ranges
//! are minimised together, by one weighted objective whose order on their box is the
//! lexicographic one). The point is checked exactly: it must satisfy
//! every row in exact integer arithmetic.
//! A point that fails the check, a solver error, or a coefficient too large for a double sends
//! the problem to the engine's exact integer lexmin ([`tessera_polyhedral::lexopt::lexopt`]). The
//! schedule built from the answers is verified exactly afterwards in any case.

use good_lp::{constraint, microlp, variable, variables, Expression, Solution, SolverModel};
use tessera_polyhedral::budget::{Budget, BudgetExceeded};
use tessera_polyhedral::int::Int;
use tessera_polyhedral::lexopt::{lexopt, LexOpt};
use tessera_polyhedral::linear::{eval_row, System};

/// Largest magnitude converted to a double (exactly representable integers).
const MAX_EXACT: i64 = 1 << 50;

/// Largest product of column ranges minimised in one solve (a block of columns whose
/// lexicographic order is one weighted objective).
const BLOCK_RANGE: f64 = (1u64 << 20) as f64;

/// Work units the exact fallback may spend on one problem.
const EXACT_SHARE: u64 = 3_000_000;

/// The lexicographic minimum of all columns of `sys` (every column bounded), `Ok(None)` if the
/// system has no integer point.
pub fn lexmin(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    match float_lexmin(sys, budget) {
        Float::Point(p) if sys.contains(&p) => return Ok(Some(p)),
        // An infeasibility the solver reports costs at most a better schedule, never
        // correctness: the caller then closes the band or distributes.
        Float::Infeasible => return Ok(None),
        _ => {}
    }
    // The exact solver gets a bounded share: a region it cannot solve quickly keeps its order.
    let share = budget.remaining().min(EXACT_SHARE);
    let mut b = Budget::new(share);
    let r = lexopt(sys, sys.nvars(), false, &mut b);
    budget.charge(share - b.remaining())?;
    match r? {
        LexOpt::Point(p) => Ok(Some(p)),
        LexOpt::Empty | LexOpt::Unbounded => Ok(None),
    }
}

fn to_f64(x: &Int) -> Option<f64> {
    let v = x.to_i64()?;
    (v.abs() <= MAX_EXACT).then_some(v as f64)
}

enum Float {
    Point(Vec<Int>),
    Infeasible,
    Unknown,
}

/// Lexmin with microlp.
fn float_lexmin(sys: &System, budget: &mut Budget) -> Float {
    match float_lexmin_inner(sys, budget) {
        Ok(Some(p)) => Float::Point(p),
        Ok(None) => Float::Unknown,
        Err(()) => Float::Infeasible,
    }
}

/// `Err` when the solver proves the first problem infeasible; `Ok(None)` on any doubt.
fn float_lexmin_inner(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, ()> {
    let n = sys.nvars();
    let conv = |rows: &[Vec<Int>]| -> Option<Vec<Vec<f64>>> {
        rows.iter()
            .map(|r| r.iter().map(to_f64).collect::<Option<Vec<f64>>>())
            .collect()
    };
    // The same integer points with fewer, tighter rows; a contradiction found here is an
    // infeasibility proof.
    let mut norm = sys.clone();
    if norm.normalize().is_err() {
        return Err(());
    }
    let (Some(eqs), Some(all_ineqs)) = (conv(&norm.eqs), conv(&norm.ineqs)) else {
        return Ok(None);
    };
    // Rows on one column are the column's bounds, given to the solver as such (it takes
    // integer bounds in the i32 range only; other rows stay rows).
    let mut lower: Vec<Option<f64>> = vec![None; n];
    let mut upper: Vec<Option<f64>> = vec![None; n];
    let mut ineqs: Vec<Vec<f64>> = Vec::with_capacity(all_ineqs.len());
    for r in all_ineqs {
        let nz: Vec<usize> = (0..n).filter(|&j| r[j] != 0.0).collect();
        if let [j] = nz[..] {
            // c x + d >= 0
            let (c, d) = (r[j], r[n]);
            let b = if c > 0.0 {
                (-d / c).ceil()
            } else {
                (d / -c).floor()
            };
            if b.abs() <= f64::from(i32::MAX) {
                if c > 0.0 {
                    lower[j] = Some(lower[j].map_or(b, |l: f64| l.max(b)));
                } else {
                    upper[j] = Some(upper[j].map_or(b, |u: f64| u.min(b)));
                }
                continue;
            }
        }
        ineqs.push(r);
    }
    if (0..n).any(|j| matches!((lower[j], upper[j]), (Some(l), Some(u)) if l > u)) {
        return Err(());
    }
    let mut fixed: Vec<f64> = Vec::with_capacity(n);
    let mut last: Option<Vec<f64>> = None;
    let mut k = 0;
    while k < n {
        // The previous optimum is feasible with this prefix: at the column's lower bound it
        // is the minimum already.
        if let Some(lo) = lower[k].filter(|&lo| last.as_ref().is_some_and(|l| l[k] == lo)) {
            fixed.push(lo);
            k += 1;
            continue;
        }
        // Consecutive columns with small finite ranges are minimised together: with ranges
        // `r_i`, the weights `W_i = r_{i+1} · … · r_e` make `Σ W_i (x_i - l_i)` a mixed-radix
        // number whose order on the box is the lexicographic order, so one solve gives the
        // lexicographic minimum of the block (weights stay below `BLOCK_RANGE`).
        let range = |j: usize| match (lower[j], upper[j]) {
            (Some(l), Some(u)) if u >= l => Some(u - l + 1.0),
            _ => None,
        };
        let mut end = k + 1;
        if let Some(r) = range(k) {
            let mut prod = r;
            while end < n {
                match range(end) {
                    Some(r) if prod * r <= BLOCK_RANGE => {
                        prod *= r;
                        end += 1;
                    }
                    _ => break,
                }
            }
        }
        let mut weights = vec![1.0f64; end - k];
        for i in (0..end - k - 1).rev() {
            weights[i] = weights[i + 1] * range(k + i + 1).unwrap_or(1.0);
        }
        if budget.charge((eqs.len() + ineqs.len()) as u64 + 1).is_err() {
            return Ok(None);
        }
        let mut vars = variables!();
        let xs: Vec<_> = (0..n)
            .map(|j| {
                if j < k {
                    vars.add(variable().integer().clamp(fixed[j], fixed[j]))
                } else {
                    let mut v = variable().integer();
                    if let Some(l) = lower[j] {
                        v = v.min(l);
                    }
                    if let Some(u) = upper[j] {
                        v = v.max(u);
                    }
                    vars.add(v)
                }
            })
            .collect();
        let expr = |r: &[f64]| -> Expression {
            let mut e = Expression::from(r[n]);
            for (j, &c) in r[..n].iter().enumerate() {
                if c != 0.0 {
                    e += c * xs[j];
                }
            }
            e
        };
        let mut objective = Expression::from(0.0);
        for (i, &w) in weights.iter().enumerate() {
            objective += w * xs[k + i];
        }
        let mut model = vars.minimise(objective).using(microlp);
        for r in &eqs {
            model = model.with(constraint!(expr(r) == 0.0));
        }
        for r in &ineqs {
            model = model.with(constraint!(expr(r) >= 0.0));
        }
        let sol = match model.solve() {
            Ok(s) => s,
            Err(good_lp::ResolutionError::Infeasible) if k == 0 => return Err(()),
            Err(_) => match &last {
                // A later solve failing numerically: keep the previous solution's values
                // (feasible up to rounding; the caller checks the point exactly).
                Some(prev) => {
                    fixed.extend_from_slice(&prev[k..]);
                    break;
                }
                None => return Ok(None),
            },
        };
        last = Some(xs.iter().map(|&x| sol.value(x).round()).collect());
        for &x in &xs[k..end] {
            let v = sol.value(x).round();
            if !v.is_finite() || v.abs() > MAX_EXACT as f64 {
                return Ok(None);
            }
            fixed.push(v);
        }
        k = end;
    }
    let p: Vec<Int> = fixed.iter().map(|&v| Int::from(v as i64)).collect();
    // Exactness of the final point is checked by the caller; equalities here too.
    Ok(sys
        .eqs
        .iter()
        .all(|r| eval_row(r, &p).is_zero())
        .then_some(p))
}

#[cfg(test)]
mod tests {
    use super::*;

    /// On random bounded systems (single-column bounds, repeated rows with different constants,
    /// mixed rows), [`lexmin`] agrees with the engine's exact lexicographic minimum.
    #[test]
    fn lexmin_matches_the_exact_engine() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |m: i64| -> i64 {
            seed = seed
                .wrapping_mul(6_364_136_223_846_793_005)
                .wrapping_add(1_442_695_040_888_963_407);
            ((seed >> 33) % (m as u64)) as i64
        };
        let mut agreed = (0, 0);
        for _ in 0..300 {
            let n = 2 + next(4) as usize;
            let mut s = System::new(n);
            for k in 0..n {
                let mut lo = vec![0i64; n + 1];
                lo[k] = 1;
                lo[n] = next(3) - 1; // x_k >= -c
                s.add_ineq_i64(&lo);
                let mut hi = vec![0i64; n + 1];
                hi[k] = -1 - next(2); // (1 or 2) x_k <= c
                hi[n] = 3 + next(6);
                s.add_ineq_i64(&hi);
            }
            for _ in 0..1 + next(4) {
                let mut r: Vec<i64> = (0..n).map(|_| next(7) - 3).collect();
                r.push(next(9) - 2);
                s.add_ineq_i64(&r);
                if next(2) == 0 {
                    // The same coefficients with another constant.
                    let mut t = r.clone();
                    t[n] += next(5) - 2;
                    s.add_ineq_i64(&t);
                }
            }
            let exact = match lexopt(&s, n, false, &mut Budget::default()).unwrap() {
                LexOpt::Point(p) => Some(p),
                _ => None,
            };
            let got = lexmin(&s, &mut Budget::default()).unwrap();
            assert_eq!(got, exact, "{s:?}");
            if exact.is_some() {
                agreed.0 += 1;
            } else {
                agreed.1 += 1;
            }
        }
        assert!(agreed.0 > 50 && agreed.1 > 5, "{agreed:?}");
    }
}
