//! Integer points found from deep inside a polyhedron: a heuristic that finds points of the
//! large, thin-walled and unbounded systems (tiled and skewed loop nests with parametric sizes)
//! on which both the Omega test (splinters of coefficients like 32 and 64) and plain branch
//! and bound (unbounded directions) give up.
//!
//! [`deep_sample`] maximises the common slack `t` of all inequalities (`row(x) >= t`, `t`
//! capped so the problem stays bounded): the optimum is a point as far from every wall as the
//! polyhedron allows. If rounding it gives a point of the system, that is the answer.
//! Otherwise the variable with the largest coefficients (the one whose rounding moves the rows
//! most: a tile loop, a parameter) is fixed to the nearest integer of that point, the deepest
//! point is recomputed with the fixed value, and so on — each fixing warm-started from the
//! previous tableau; a fixing that leaves no rational point is replaced by the other
//! neighbouring integer, within a small number of nodes.
//!
//! Exactness: a returned point is checked against the system; `None` proves nothing (the
//! caller's exact methods decide).

use num_rational::BigRational;
use num_traits::Signed;

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::linear::{Row, System};
use crate::simplex::{Lp, RatOpt};

/// Branchings allowed beyond one per variable.
const EXTRA_NODES: usize = 4;

/// An integer point of `sys` found from its deepest rational points, or `None` if the search
/// gave up (which proves nothing).
pub fn deep_sample(sys: &System, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    let n = sys.nvars();
    if n == 0 || sys.ineqs.is_empty() {
        return Ok(None);
    }
    // Cap on the slack: a few times the largest row norm, so an unbounded polyhedron gives a
    // point far enough inside without huge coordinates.
    let norm = sys
        .ineqs
        .iter()
        .map(|r| r[..n].iter().fold(Int::zero(), |a, c| &a + &c.abs()))
        .max()
        .unwrap_or_else(Int::one);
    let cap = &norm * &Int::from(4);
    let widen = |r: &Row, t: i64| -> Row {
        let mut w = Vec::with_capacity(n + 2);
        w.extend_from_slice(&r[..n]);
        w.push(Int::from(t));
        w.push(r[n].clone());
        w
    };
    let mut s = System::new(n + 1);
    for r in &sys.eqs {
        s.add_eq(widen(r, 0));
    }
    for r in &sys.ineqs {
        s.add_ineq(widen(r, -1));
    }
    let mut top = vec![Int::zero(); n + 2];
    top[n] = Int::from(-1);
    top[n + 1] = cap;
    s.add_ineq(top);
    // Weight of each variable: how much rounding it moves the rows.
    let weight: Vec<Int> = (0..n)
        .map(|k| sys.ineqs.iter().fold(Int::zero(), |a, r| &a + &r[k].abs()))
        .collect();
    let mut obj = vec![Int::zero(); n + 2];
    obj[n] = Int::from(-1);
    let lp = Lp::new(&s, budget)?;
    if !lp.is_feasible() {
        return Ok(None);
    }
    let mut search = Search {
        sys,
        n,
        obj,
        weight,
        fixed: vec![false; n],
        nodes: n + EXTRA_NODES,
    };
    search.dive(lp, budget)
}

struct Search<'a> {
    sys: &'a System,
    n: usize,
    obj: Row,
    weight: Vec<Int>,
    fixed: Vec<bool>,
    nodes: usize,
}

fn round(q: &BigRational) -> Int {
    let half = BigRational::new(1.into(), 2.into());
    Int::from((q + half).floor().to_integer())
}

impl Search<'_> {
    fn dive(
        &mut self,
        mut lp: Lp,
        budget: &mut Budget,
    ) -> Result<Option<Vec<Int>>, BudgetExceeded> {
        let (q, pt) = lp.minimize_vertex(&self.obj, budget)?;
        let (RatOpt::Min(q), Some(pt)) = (q, pt) else {
            return Ok(None);
        };
        // The deepest slack is negative: no rational point with the values fixed so far.
        if q.is_positive() {
            return Ok(None);
        }
        let p: Vec<Int> = pt[..self.n].iter().map(round).collect();
        if self.sys.contains(&p) {
            return Ok(Some(p));
        }
        let Some(k) = (0..self.n)
            .filter(|&k| !self.fixed[k])
            .max_by(|&a, &b| self.weight[a].cmp(&self.weight[b]).then(b.cmp(&a)))
        else {
            return Ok(None);
        };
        let v = &pt[k];
        let near = round(v);
        let other = if BigRational::from_integer(near.to_big()) > *v {
            &near - &Int::one()
        } else {
            &near + &Int::one()
        };
        self.fixed[k] = true;
        for c in [near, other] {
            if self.nodes == 0 {
                break;
            }
            self.nodes -= 1;
            budget.charge(1)?;
            let mut eq = vec![Int::zero(); self.n + 2];
            eq[k] = Int::one();
            eq[self.n + 1] = -c;
            let child = lp.with_rows(&[eq], &[], budget)?;
            if !child.is_feasible() {
                continue;
            }
            if let Some(p) = self.dive(child, budget)? {
                return Ok(Some(p));
            }
        }
        self.fixed[k] = false;
        Ok(None)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn thin_tiles_with_unbounded_parameters() {
        // 32 i <= x <= 32 i + 31, x + 1 <= n, 2 y = x (x even), n >= 1, i >= 0: unbounded in n,
        // a unit-width interval in x for each i.
        let mut s = System::new(4); // i, x, y, n
        s.add_ineq_i64(&[-32, 1, 0, 0, 0]);
        s.add_ineq_i64(&[32, -1, 0, 0, 31]);
        s.add_ineq_i64(&[0, -1, 0, 1, -1]);
        s.add_ineq_i64(&[0, 0, 0, 1, -1]);
        s.add_ineq_i64(&[1, 0, 0, 0, 0]);
        s.add_eq_i64(&[0, 1, -2, 0, 0]);
        let p = deep_sample(&s, &mut Budget::default())
            .expect("budget")
            .expect("a point");
        assert!(s.contains(&p));
    }

    #[test]
    fn gives_up_without_claiming_emptiness() {
        // 1 <= 3x - 3y <= 2 has rational points and no integer point.
        let mut s = System::new(2);
        s.add_ineq_i64(&[3, -3, -1]);
        s.add_ineq_i64(&[-3, 3, 2]);
        assert_eq!(deep_sample(&s, &mut Budget::default()), Ok(None));
    }
}
