//! Exact integer feasibility and optimisation for dependence polyhedra, robust against blow-ups
//! of a single elimination: the Omega test (`tessera_polyhedral::integer`) is tried with a
//! bounded share of the budget; if that share runs out, the problem is split by branch and
//! bound on the integer variable with the narrowest rational range (exact rational simplex
//! bounds), and each half is tried again. Every answer is exact; only exhausting the whole
//! budget yields "unknown".

use tessera_polyhedral::budget::{Budget, BudgetExceeded};
use tessera_polyhedral::int::Int;
use tessera_polyhedral::integer;
use tessera_polyhedral::linear::{eval_row, Row, System};
use tessera_polyhedral::simplex::{self, RatOpt};

/// Units given to one Omega test attempt before splitting.
const OMEGA_SHARE: u64 = 50_000;

/// Result of an integer optimisation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opt {
    /// No integer point.
    Empty,
    /// Unbounded in the optimisation direction.
    Unbounded,
    /// The optimum and a point attaining it.
    Value(Int, Vec<Int>),
}

fn try_omega(
    sys: &System,
    budget: &mut Budget,
) -> Result<Option<Option<Vec<Int>>>, BudgetExceeded> {
    let share = OMEGA_SHARE.min(budget.remaining());
    let mut b = Budget::new(share);
    let r = integer::sample(sys, &mut b);
    budget.charge(share - b.remaining())?;
    Ok(r.ok())
}

fn unit_row(n: usize, k: usize, sign: i64, c: Int) -> Row {
    let mut r = vec![Int::zero(); n + 1];
    r[k] = Int::from(sign);
    r[n] = c;
    r
}

/// An integer point of `sys`, or `None` if it has none.
pub fn sample(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    budget.enter()?;
    let r = sample_rec(sys, budget);
    budget.leave();
    r
}

fn sample_rec(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    budget.charge(1)?;
    if let Some(r) = try_omega(sys, budget)? {
        return Ok(r);
    }
    let n = sys.nvars();
    // Rational range of every variable; branch on the narrowest non-fixed one.
    let mut best: Option<(Int, usize, Int, Int)> = None;
    let mut fixed = sys.clone();
    for k in 0..n {
        if !sys.uses_var(k) {
            continue;
        }
        let obj = unit_row(n, k, 1, Int::zero());
        let lo = match simplex::minimize(sys, &obj, budget)? {
            RatOpt::Infeasible => return Ok(None),
            RatOpt::Unbounded => continue,
            RatOpt::Min(q) => Int::from(q.ceil().to_integer()),
        };
        let neg = unit_row(n, k, -1, Int::zero());
        let hi = match simplex::minimize(sys, &neg, budget)? {
            RatOpt::Infeasible => return Ok(None),
            RatOpt::Unbounded => continue,
            RatOpt::Min(q) => -Int::from(q.ceil().to_integer()),
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
        // Every bounded variable is fixed: the Omega test decides the rest, or nothing can.
        return match try_omega(&fixed, budget)? {
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

/// Minimises `obj · (x, 1)` over the integer points of `sys`.
pub fn minimize(sys: &System, obj: &[Int], budget: &mut Budget) -> Result<Opt, BudgetExceeded> {
    let Some(p) = sample(sys, budget)? else {
        return Ok(Opt::Empty);
    };
    minimize_from(sys, obj, p, budget)
}

/// Minimises `obj · (x, 1)` over the integer points of `sys`, given one of them (`p`).
pub fn minimize_from(
    sys: &System,
    obj: &[Int],
    p: Vec<Int>,
    budget: &mut Budget,
) -> Result<Opt, BudgetExceeded> {
    let mut hi = eval_row(obj, &p);
    let mut best = p;
    let n = sys.nvars();
    let mut lo = match simplex::minimize(sys, obj, budget)? {
        RatOpt::Unbounded => return Ok(Opt::Unbounded),
        RatOpt::Infeasible => return Err(BudgetExceeded),
        RatOpt::Min(q) => Int::from(q.ceil().to_integer()),
    };
    let mut first = true;
    while lo < hi {
        budget.charge(1)?;
        let mid = if first {
            lo.clone()
        } else {
            (&lo + &hi).div_floor(&Int::from(2))
        };
        first = false;
        let mut probe = sys.clone();
        let mut row: Row = obj.iter().map(|c| -c).collect();
        row[n] = &row[n] + &mid;
        probe.add_ineq(row);
        match sample(&probe, budget)? {
            Some(q) => {
                hi = eval_row(obj, &q);
                best = q;
            }
            None => lo = &mid + &Int::one(),
        }
    }
    Ok(Opt::Value(hi, best))
}

/// Maximises `obj · (x, 1)` over the integer points of `sys`.
pub fn maximize(sys: &System, obj: &[Int], budget: &mut Budget) -> Result<Opt, BudgetExceeded> {
    let Some(p) = sample(sys, budget)? else {
        return Ok(Opt::Empty);
    };
    maximize_from(sys, obj, p, budget)
}

/// Maximises `obj · (x, 1)` over the integer points of `sys`, given one of them (`p`).
pub fn maximize_from(
    sys: &System,
    obj: &[Int],
    p: Vec<Int>,
    budget: &mut Budget,
) -> Result<Opt, BudgetExceeded> {
    let neg: Row = obj.iter().map(|c| -c).collect();
    Ok(match minimize_from(sys, &neg, p, budget)? {
        Opt::Value(v, p) => Opt::Value(-v, p),
        other => other,
    })
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
    fn optimum_matches_enumeration() {
        // 0 <= x, y <= 9, 3x - 2y == 1 (mod-like lattice), x + y >= 4; objective x - y.
        let s = sys(
            2,
            &[],
            &[
                &[1, 0, 0],
                &[-1, 0, 9],
                &[0, 1, 0],
                &[0, -1, 9],
                &[3, -2, -1],
                &[-3, 2, 1],
                &[1, 1, -4],
            ],
        );
        let obj: Row = [1, -1, 0].iter().map(|&v| Int::from(v)).collect();
        let pts: Vec<(i64, i64)> = (0..=9)
            .flat_map(|x| (0..=9).map(move |y| (x, y)))
            .filter(|&(x, y)| 3 * x - 2 * y == 1 && x + y >= 4)
            .collect();
        let lo = pts.iter().map(|&(x, y)| x - y).min();
        let hi = pts.iter().map(|&(x, y)| x - y).max();
        let mut b = Budget::default();
        match (minimize(&s, &obj, &mut b), maximize(&s, &obj, &mut b)) {
            (Ok(Opt::Value(l, _)), Ok(Opt::Value(h, _))) => {
                assert_eq!((l.to_i64(), h.to_i64()), (lo, hi));
            }
            other => panic!("{other:?}"),
        }
        // 2x = 2y + 1 has no integer point.
        let e = sys(2, &[&[2, -2, -1]], &[&[1, 0, 0], &[-1, 0, 5]]);
        assert_eq!(sample(&e, &mut Budget::default()), Ok(None));
    }

    #[test]
    fn bounded_system_that_exhausts_a_plain_omega_run() {
        // A dependence polyhedron from a random nest (floordiv/mod locals) on which the plain
        // Omega test ran out of 4M work units when asked for the maximum of x5 - x2.
        let ineqs: [[i64; 11]; 23] = [
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
        ];
        let rows: Vec<&[i64]> = ineqs.iter().map(|r| &r[..]).collect();
        let s = sys(10, &[&[-1, 2, 1, 1, -2, -1, 0, 1, 0, -1, 0]], &rows);
        let mut obj = vec![Int::zero(); 11];
        obj[5] = Int::one();
        obj[2] = Int::from(-1);
        let mut b = Budget::new(4_000_000);
        let Ok(Opt::Value(v, p)) = maximize(&s, &obj, &mut b) else {
            panic!("no exact answer within the budget");
        };
        assert!(s.contains(&p));
        assert_eq!(eval_row(&obj, &p), v);
        // Nothing above the maximum.
        let mut above = s.clone();
        let mut r = obj.clone();
        r[10] = -(&v + &Int::one());
        above.add_ineq(r);
        assert_eq!(sample(&above, &mut Budget::new(4_000_000)), Ok(None));
    }
}
