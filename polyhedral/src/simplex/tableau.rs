//! The simplex tableau (one slack per row, free original variables) and its two phases: phase
//! 1 repairs bound violations, phase 2 minimises an objective, both by Bland's rule.

use super::field::Field;
use super::presolve::FlatSystem;
use super::RatOpt;
use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;

pub(super) struct Tableau<Q> {
    /// Number of original variables.
    pub(super) n: usize,
    /// Number of variables: original `n` then one slack per row.
    pub(super) nv: usize,
    /// Row-major, `n` entries per row: `rows[r * n + c]` is the coefficient of the non-basic
    /// variable of column `c` in the basic variable of row `r` (there are always `n` non-basic
    /// variables, so `n` columns). One allocation: clones copy it in one go.
    pub(super) rows: Vec<Q>,
    /// The basic variable of each row.
    pub(super) row_var: Vec<usize>,
    /// The row of each basic variable.
    pub(super) basic_row: Vec<Option<usize>>,
    /// The non-basic variable of each column.
    pub(super) col_var: Vec<usize>,
    /// The column of each non-basic variable.
    pub(super) var_col: Vec<Option<usize>>,
    /// A spare row for pivots (all zero between pivots).
    pub(super) spare: Vec<Q>,
    pub(super) vals: Vec<Q>,
    /// Whether a variable is a slack with lower bound 0.
    pub(super) lower0: Vec<bool>,
    /// Whether a variable is fixed at 0 (equality slack).
    pub(super) fixed0: Vec<bool>,
}

/// Rows a clone has room for before its vectors grow: a search clones a tableau and adds a
/// row or two ([`Tableau::add_ineq`]); without the room every such row reallocates seven
/// vectors.
const ROOM: usize = 4;

impl<Q: Clone> Clone for Tableau<Q> {
    fn clone(&self) -> Self {
        fn roomy<T: Clone>(v: &[T]) -> Vec<T> {
            let mut out = Vec::with_capacity(v.len() + ROOM);
            out.extend_from_slice(v);
            out
        }
        Tableau {
            n: self.n,
            nv: self.nv,
            rows: {
                let mut out = Vec::with_capacity(self.rows.len() + ROOM * self.n);
                out.extend_from_slice(&self.rows);
                out
            },
            row_var: roomy(&self.row_var),
            basic_row: roomy(&self.basic_row),
            col_var: self.col_var.clone(),
            var_col: roomy(&self.var_col),
            spare: self.spare.clone(),
            vals: roomy(&self.vals),
            lower0: roomy(&self.lower0),
            fixed0: roomy(&self.fixed0),
        }
    }
}

/// The initial tableau of `sys` (all original variables at 0, or at `start`, one slack
/// per row); `None` on arithmetic overflow.
pub(super) fn build<Q: Field>(sys: &FlatSystem, start: Option<&[Int]>) -> Option<Tableau<Q>> {
    let n = sys.nvars;
    let m = sys.nrows();
    let nv = n + m;
    let mut t = Tableau::<Q> {
        n,
        nv,
        rows: vec![Q::zero(); m * n],
        row_var: Vec::with_capacity(m),
        basic_row: vec![None; nv],
        col_var: (0..n).collect(),
        var_col: (0..nv).map(|v| (v < n).then_some(v)).collect(),
        spare: vec![Q::zero(); n],
        vals: vec![Q::zero(); nv],
        lower0: vec![false; nv],
        fixed0: vec![false; nv],
    };
    let startq: Option<Vec<Q>> = match start {
        Some(p) => Some(p.iter().map(Q::from_int).collect::<Option<_>>()?),
        None => None,
    };
    // The start point in i64, when it fits (then the slacks' values are integer sums).
    let start64: Option<Vec<i64>> = start.and_then(|p| p.iter().map(Int::to_i64).collect());
    for i in 0..m {
        let is_eq = i < sys.neqs;
        let row = &mut t.rows[i * n..(i + 1) * n];
        // The slack's value at the start point (the constant at the origin).
        let c = match (sys.small_row(i), &start64) {
            (Some(r), p) => {
                for j in 0..n {
                    if r[j] != 0 {
                        row[j] = Q::from_i64(r[j])?;
                    }
                }
                match (p, start) {
                    (Some(p), _) => {
                        let mut acc = i128::from(r[n]);
                        for (&a, &x) in r[..n].iter().zip(p) {
                            acc = acc.checked_add(i128::from(a) * i128::from(x))?;
                        }
                        Q::from_i64(i64::try_from(acc).ok()?)?
                    }
                    (None, Some(p)) => {
                        let r: Vec<Int> = r.iter().map(|&v| Int::from(v)).collect();
                        Q::from_int(&crate::linear::eval_row(&r, p))?
                    }
                    (None, None) => Q::from_i64(r[n])?,
                }
            }
            (None, _) => {
                let r: Vec<Int> = (0..=n).map(|j| sys.coef(i, j)).collect();
                for (x, v) in row.iter_mut().zip(&r) {
                    *x = Q::from_int(v)?;
                }
                match start {
                    Some(p) => Q::from_int(&crate::linear::eval_row(&r, p))?,
                    None => Q::from_int(&r[n])?,
                }
            }
        };
        let s = n + i;
        t.row_var.push(s);
        t.basic_row[s] = Some(i);
        t.vals[s] = c;
        if is_eq {
            t.fixed0[s] = true;
        } else {
            t.lower0[s] = true;
        }
    }
    if let Some(p) = startq {
        for (v, x) in t.vals.iter_mut().zip(p) {
            *v = x;
        }
    }
    // Row constants are implicit: value(basic) = Σ row·vals(nonbasic) + c.
    // We keep `vals` consistent instead of storing constants.
    Some(t)
}

/// Phase 1: moves the tableau to a feasible point. `Some(false)` if there is
/// none, `None` on arithmetic overflow.
pub(super) fn phase1<Q: Field>(
    t: &mut Tableau<Q>,
    budget: &mut Budget,
) -> Result<Option<bool>, BudgetExceeded> {
    let (n, nv, m) = (t.n, t.nv, t.row_var.len());
    loop {
        budget.charge(1 + m as u64)?;
        let mut viol: Option<(usize, usize, bool)> = None; // (var, row, need_increase)
        for v in n..nv {
            if let Some(r) = t.basic_row[v] {
                let s = t.vals[v].sign();
                if s < 0 {
                    viol = Some((v, r, true));
                    break;
                }
                if s > 0 && t.fixed0[v] {
                    viol = Some((v, r, false));
                    break;
                }
            }
        }
        let Some((_, r, inc)) = viol else { break };
        // Entering variable: smallest index that can move in the needed direction.
        let mut enter: Option<(usize, usize)> = None; // (var, column)
        for (c, a) in t.row(r).iter().enumerate() {
            if a.is_zero() {
                continue;
            }
            let j = t.col_var[c];
            if enter.is_some_and(|(e, _)| e < j) {
                continue;
            }
            let want_up = (a.sign() > 0) == inc;
            if t.can_move(j, want_up) {
                enter = Some((j, c));
            }
        }
        let Some((j, cj)) = enter else {
            return Ok(Some(false));
        };
        // Move the basic variable exactly to 0 (its violated bound).
        let basic = t.row_var[r];
        let Some(delta) = Q::zero().sub(&t.vals[basic]) else {
            return Ok(None);
        };
        let Some(theta) = delta.div(&t.row(r)[cj]) else {
            return Ok(None);
        };
        let _ = j;
        if t.update(cj, &theta).is_none() || t.pivot(r, cj).is_none() {
            return Ok(None);
        }
    }
    Ok(Some(true))
}

/// The optimum, with the optimal vertex when it is integral.
type Phase2 = (RatOpt, Option<Vec<Int>>);

/// Phase 2: minimises `obj` from a feasible tableau; `None` on overflow.
pub(super) fn phase2<Q: Field>(
    t: &mut Tableau<Q>,
    obj: &[Int],
    budget: &mut Budget,
) -> Result<Option<Phase2>, BudgetExceeded> {
    let (n, nv, m) = (t.n, t.nv, t.row_var.len());
    let mut cost = vec![Q::zero(); nv];
    for j in 0..n {
        let Some(v) = Q::from_int(&obj[j]) else {
            return Ok(None);
        };
        cost[j] = v;
    }
    loop {
        budget.charge(1 + m as u64)?;
        // Reduced costs over non-basic variables.
        let Some(red) = t.reduced(&cost) else {
            return Ok(None);
        };
        // Entering variable: smallest index whose move lowers the objective.
        let mut enter: Option<(usize, usize, bool)> = None; // (var, column, up)
        for (c, rc) in red.iter().enumerate() {
            if rc.is_zero() {
                continue;
            }
            let j = t.col_var[c];
            if enter.is_some_and(|(e, _, _)| e < j) {
                continue;
            }
            let up = rc.sign() < 0;
            if t.can_move(j, up) {
                enter = Some((j, c, up));
            }
        }
        let Some((_, j, up)) = enter else { break };
        // Ratio test among bounded basic variables.
        let mut leave: Option<(Q, usize, usize)> = None; // (step, var, row)
        for (r, row) in t.rows.chunks_exact(n.max(1)).enumerate() {
            let b = t.row_var[r];
            if !(t.lower0[b] || t.fixed0[b]) || row[j].is_zero() {
                continue;
            }
            // d(b)/dt = row[j] * dir; blocking when negative (b moves down to 0),
            // or any non-zero change for a fixed variable.
            let decreasing = (row[j].sign() > 0) != up;
            if !decreasing && !t.fixed0[b] {
                continue;
            }
            let step = if t.fixed0[b] {
                Q::zero()
            } else {
                let Some(s) = t.vals[b].div(&row[j]) else {
                    return Ok(None);
                };
                if s.sign() < 0 {
                    let Some(ns) = Q::zero().sub(&s) else {
                        return Ok(None);
                    };
                    ns
                } else {
                    s
                }
            };
            let better = match &leave {
                None => true,
                Some((s, v, _)) => step < *s || (step == *s && b < *v),
            };
            if better {
                leave = Some((step, b, r));
            }
        }
        let Some((step, _, r)) = leave else {
            return Ok(Some((RatOpt::Unbounded, None)));
        };
        let theta = if up {
            step
        } else {
            let Some(s) = Q::zero().sub(&step) else {
                return Ok(None);
            };
            s
        };
        if t.update(j, &theta).is_none() || t.pivot(r, j).is_none() {
            return Ok(None);
        }
    }
    let Some(mut val) = Q::from_int(&obj[n]) else {
        return Ok(None);
    };
    for (cj, vj) in cost.iter().zip(&t.vals).take(n) {
        if cj.is_zero() {
            continue;
        }
        let Some(p) = cj.mul(vj) else {
            return Ok(None);
        };
        let Some(s) = val.add(&p) else {
            return Ok(None);
        };
        val = s;
    }
    Ok(Some((RatOpt::Min(val.to_big()), t.integral_point())))
}

impl<Q: Field> Tableau<Q> {
    /// The current values of the original variables, if all are integers.
    pub(super) fn integral_point(&self) -> Option<Vec<Int>> {
        self.vals.iter().take(self.n).map(Field::to_int).collect()
    }

    /// Adds the inequality `row · (x, 1) >= 0` over the original variables: a new slack,
    /// basic in a new row expressed over the current non-basic variables, valued at the
    /// current point (possibly negative: phase 1 then repairs it). `None` on overflow.
    pub(super) fn add_ineq(&mut self, r: &[Int]) -> Option<()> {
        let n = self.n;
        let mut new = vec![Q::zero(); n];
        let mut val = Q::from_int(&r[n])?;
        for (k, rk) in r.iter().enumerate().take(n) {
            if rk.is_zero() {
                continue;
            }
            let c = Q::from_int(rk)?;
            val = val.add(&c.mul(&self.vals[k])?)?;
            match (self.basic_row[k], self.var_col[k]) {
                (Some(br), _) => {
                    for (x, a) in new.iter_mut().zip(self.row(br)) {
                        if !a.is_zero() {
                            *x = x.add(&c.mul(a)?)?;
                        }
                    }
                }
                (None, Some(col)) => new[col] = new[col].add(&c)?,
                (None, None) => return None,
            }
        }
        let s = self.nv;
        self.nv += 1;
        self.rows.extend(new);
        self.row_var.push(s);
        self.basic_row.push(Some(self.row_var.len() - 1));
        self.var_col.push(None);
        self.vals.push(val);
        self.lower0.push(true);
        self.fixed0.push(false);
        Some(())
    }

    /// Whether non-basic variable `j` may move up (`up`) or down from its value.
    pub(super) fn can_move(&self, j: usize, up: bool) -> bool {
        if self.fixed0[j] {
            return false;
        }
        if self.lower0[j] {
            // Non-basic slacks sit at their bound 0: they can only increase.
            return up;
        }
        true
    }

    /// Row `r`'s coefficients.
    pub(super) fn row(&self, r: usize) -> &[Q] {
        &self.rows[r * self.n..(r + 1) * self.n]
    }

    /// Changes the non-basic variable of column `c` by `theta`, updating the basic values.
    pub(super) fn update(&mut self, c: usize, theta: &Q) -> Option<()> {
        let j = self.col_var[c];
        self.vals[j] = self.vals[j].add(theta)?;
        for (r, row) in self.rows.chunks_exact(self.n.max(1)).enumerate() {
            if row[c].is_zero() {
                continue;
            }
            let b = self.row_var[r];
            self.vals[b] = self.vals[b].add(&row[c].mul(theta)?)?;
        }
        Some(())
    }

    /// Pivots: the non-basic variable of column `c` enters the basis in row `r`; the row's
    /// basic variable leaves and takes column `c`.
    pub(super) fn pivot(&mut self, r: usize, c: usize) -> Option<()> {
        let b = self.row_var[r];
        let j = self.col_var[c];
        let n = self.n;
        let p = self.row(r)[c].clone();
        // b = p x_j + Σ others  =>  x_j = (b - Σ others) / p
        let mut new = std::mem::take(&mut self.spare);
        new.resize(n, Q::zero());
        for (k, a) in self.row(r).iter().enumerate() {
            if k == c || a.is_zero() {
                continue;
            }
            new[k] = Q::zero().sub(&a.div(&p)?)?;
        }
        new[c] = Q::one().div(&p)?;
        for (i, row) in self.rows.chunks_exact_mut(n.max(1)).enumerate() {
            if i == r || row[c].is_zero() {
                continue;
            }
            let f = std::mem::replace(&mut row[c], Q::zero());
            for (k, a) in new.iter().enumerate() {
                if a.is_zero() {
                    continue;
                }
                row[k] = row[k].add(&f.mul(a)?)?;
            }
        }
        self.rows[r * n..(r + 1) * n].clone_from_slice(&new);
        new.iter_mut().for_each(|x| *x = Q::zero());
        self.spare = new;
        self.row_var[r] = j;
        self.basic_row[j] = Some(r);
        self.basic_row[b] = None;
        self.col_var[c] = b;
        self.var_col[b] = Some(c);
        self.var_col[j] = None;
        Some(())
    }

    /// Objective coefficients expressed over the non-basic variables, by column.
    pub(super) fn reduced(&self, cost: &[Q]) -> Option<Vec<Q>> {
        let mut red: Vec<Q> = self.col_var.iter().map(|&v| cost[v].clone()).collect();
        for (r, row) in self.rows.chunks_exact(self.n.max(1)).enumerate() {
            let f = &cost[self.row_var[r]];
            if f.is_zero() {
                continue;
            }
            for (k, a) in row.iter().enumerate() {
                if a.is_zero() {
                    continue;
                }
                red[k] = red[k].add(&f.mul(a)?)?;
            }
        }
        Some(red)
    }
}
