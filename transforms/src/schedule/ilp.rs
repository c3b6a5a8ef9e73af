//! The scheduling ILPs: lexicographic minima over small bounded integer systems.
//!
//! Solved with good_lp's microlp backend (one MILP per coordinate, each optimum fixed before the
//! next), then checked exactly: the point must satisfy every row in exact integer arithmetic.
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
    let (Some(eqs), Some(ineqs)) = (conv(&sys.eqs), conv(&sys.ineqs)) else {
        return Ok(None);
    };
    let mut fixed: Vec<f64> = Vec::with_capacity(n);
    let mut last: Option<Vec<f64>> = None;
    // Columns with the bound `x_k >= 0` in the system.
    let nonneg: Vec<bool> = (0..n)
        .map(|k| {
            ineqs.iter().any(|r| {
                r[k] > 0.0
                    && r[n] == 0.0
                    && r[..n].iter().enumerate().all(|(j, &c)| j == k || c == 0.0)
            })
        })
        .collect();
    for k in 0..n {
        // The previous optimum is feasible with this prefix: at the lower bound 0 it is the
        // minimum already.
        if nonneg[k] && last.as_ref().is_some_and(|l| l[k] == 0.0) {
            fixed.push(0.0);
            continue;
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
                    vars.add(variable().integer())
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
        let mut model = vars.minimise(xs[k]).using(microlp);
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
        let v = sol.value(xs[k]).round();
        if !v.is_finite() || v.abs() > MAX_EXACT as f64 {
            return Ok(None);
        }
        fixed.push(v);
    }
    let p: Vec<Int> = fixed.iter().map(|&v| Int::from(v as i64)).collect();
    // Exactness of the final point is checked by the caller; equalities here too.
    Ok(sys
        .eqs
        .iter()
        .all(|r| eval_row(r, &p).is_zero())
        .then_some(p))
}
