//! Exact integer feasibility and optimisation for dependence polyhedra: thin names for the
//! engine's [`integer::sample`] (the Omega test with a branch-and-bound fallback, so small
//! bounded systems are always decided) and [`lexopt::minimize_at`]/[`lexopt::maximize_at`].
//! Every answer is exact; only exhausting the budget yields "unknown".

use tessera_polyhedral::budget::{Budget, BudgetExceeded};
use tessera_polyhedral::int::Int;
use tessera_polyhedral::integer;
use tessera_polyhedral::lexopt;
use tessera_polyhedral::linear::System;

/// Result of an integer optimisation.
pub type Opt = lexopt::IntOpt;

/// An integer point of `sys`, or `None` if it has none.
pub fn sample(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    integer::sample(sys, budget)
}

/// Minimises `obj · (x, 1)` over the integer points of `sys`, given one of them (`p`).
pub fn minimize_from(
    sys: &System,
    obj: &[Int],
    p: Vec<Int>,
    budget: &mut Budget,
) -> Result<Opt, BudgetExceeded> {
    lexopt::minimize_at(sys, obj, p, budget)
}

/// Maximises `obj · (x, 1)` over the integer points of `sys`, given one of them (`p`).
pub fn maximize_from(
    sys: &System,
    obj: &[Int],
    p: Vec<Int>,
    budget: &mut Budget,
) -> Result<Opt, BudgetExceeded> {
    lexopt::maximize_at(sys, obj, p, budget)
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_polyhedral::lexopt::{maximize, minimize};
    use tessera_polyhedral::linear::{eval_row, Row};

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
