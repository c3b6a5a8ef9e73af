//! Exact rational simplex: feasibility and minimisation of an affine function
//! over a [`System`] read over the rationals. No floating point anywhere.
//!
//! This is the bounded-variable "general simplex" (Dutertre and de Moura,
//! 2006): the original variables are free, each constraint row gets a slack
//! variable (`>= 0` for inequalities, `= 0` for equalities). A first phase
//! repairs bound violations, a second one minimises the objective; both use
//! Bland's rule (smallest index) for entering and leaving variables, which
//! guarantees termination. Arithmetic runs on checked `i64` fractions and is
//! redone with arbitrary-precision fractions if anything overflows.

use num_bigint::BigInt;
use num_rational::{BigRational, Ratio};
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub, Signed, Zero};

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::linear::System;

/// Result of a rational minimisation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum RatOpt {
    /// No rational point.
    Infeasible,
    /// The objective is unbounded below.
    Unbounded,
    /// The exact rational minimum.
    Min(BigRational),
}

/// Minimises `obj · (x, 1)` (length `nvars + 1`) over the rational points of `sys`.
pub fn minimize(sys: &System, obj: &[Int], budget: &mut Budget) -> Result<RatOpt, BudgetExceeded> {
    Lp::new(sys, budget)?.minimize(obj, budget)
}

/// Whether `sys` has a rational point.
pub fn is_rationally_feasible(sys: &System, budget: &mut Budget) -> Result<bool, BudgetExceeded> {
    Ok(Lp::new(sys, budget)?.is_feasible())
}

/// The feasible tableau of a system after phase 1 (or the proof that it has no
/// rational point), reused for any number of objectives: each one runs phase 2
/// from the basis the previous one ended in (any feasible basis is a valid
/// start), so no phase 1 is repeated.
#[derive(Clone)]
pub struct Lp {
    state: LpState,
    /// Phase 1's point, if integral.
    point: Option<Vec<Int>>,
    /// The system, kept to redo the work with arbitrary precision on overflow.
    sys: System,
}

#[derive(Clone)]
enum LpState {
    Infeasible,
    Small(Tableau<Ratio<i64>>),
    Big(Tableau<BigRational>),
}

impl Lp {
    /// Runs phase 1 on `sys` (checked `i64` fractions first, arbitrary
    /// precision if anything overflows).
    pub fn new(sys: &System, budget: &mut Budget) -> Result<Lp, BudgetExceeded> {
        if let Some(mut t) = build::<Ratio<i64>>(sys) {
            match phase1(&mut t, budget)? {
                Some(true) => {
                    return Ok(Lp {
                        point: t.integral_point(),
                        state: LpState::Small(t),
                        sys: sys.clone(),
                    })
                }
                Some(false) => {
                    return Ok(Lp {
                        state: LpState::Infeasible,
                        point: None,
                        sys: sys.clone(),
                    })
                }
                None => {}
            }
        }
        let state = big_state(sys, budget)?;
        let point = match &state {
            LpState::Big(t) => t.integral_point(),
            _ => None,
        };
        Ok(Lp {
            state,
            point,
            sys: sys.clone(),
        })
    }

    /// Whether the system has a rational point.
    pub fn is_feasible(&self) -> bool {
        !matches!(self.state, LpState::Infeasible)
    }

    /// The rational point found by phase 1, if all its coordinates are integers.
    pub fn integral_point(&self) -> Option<Vec<Int>> {
        self.point.clone()
    }

    /// Minimises `obj · (x, 1)` over the rational points.
    pub fn minimize(&mut self, obj: &[Int], budget: &mut Budget) -> Result<RatOpt, BudgetExceeded> {
        Ok(self.minimize_point(obj, budget)?.0)
    }

    /// [`Lp::minimize`], also returning the optimal vertex found when all its
    /// coordinates are integers (then it is an integer optimum as well).
    pub fn minimize_point(
        &mut self,
        obj: &[Int],
        budget: &mut Budget,
    ) -> Result<(RatOpt, Option<Vec<Int>>), BudgetExceeded> {
        if let LpState::Small(t) = &mut self.state {
            if let Some(r) = phase2(t, obj, budget)? {
                return Ok(r);
            }
            // Overflow (the tableau may be half updated): redo everything
            // with arbitrary precision from the system.
            self.state = big_state(&self.sys, budget)?;
        }
        match &mut self.state {
            LpState::Infeasible => Ok((RatOpt::Infeasible, None)),
            LpState::Big(t) => match phase2(t, obj, budget)? {
                Some(r) => Ok(r),
                None => Err(BudgetExceeded),
            },
            LpState::Small(_) => Err(BudgetExceeded),
        }
    }
}

/// Phase 1 with arbitrary precision.
fn big_state(sys: &System, budget: &mut Budget) -> Result<LpState, BudgetExceeded> {
    let Some(mut t) = build::<BigRational>(sys) else {
        return Err(BudgetExceeded);
    };
    Ok(match phase1(&mut t, budget)? {
        Some(true) => LpState::Big(t),
        Some(false) => LpState::Infeasible,
        None => return Err(BudgetExceeded),
    })
}

/// Field operations with overflow detection (`None` = overflow).
trait Field: Clone + Ord + Sized {
    fn zero() -> Self;
    fn one() -> Self;
    fn is_zero(&self) -> bool;
    fn sign(&self) -> i32;
    fn from_int(v: &Int) -> Option<Self>;
    fn add(&self, o: &Self) -> Option<Self>;
    fn sub(&self, o: &Self) -> Option<Self>;
    fn mul(&self, o: &Self) -> Option<Self>;
    fn div(&self, o: &Self) -> Option<Self>;
    fn to_big(&self) -> BigRational;
    fn to_int(&self) -> Option<Int>;
}

impl Field for Ratio<i64> {
    fn zero() -> Self {
        Ratio::from_integer(0)
    }
    fn one() -> Self {
        Ratio::from_integer(1)
    }
    fn is_zero(&self) -> bool {
        *self.numer() == 0
    }
    fn sign(&self) -> i32 {
        self.numer().signum() as i32
    }
    fn from_int(v: &Int) -> Option<Self> {
        v.to_i64()
            .filter(|&x| x != i64::MIN)
            .map(Ratio::from_integer)
    }
    // Integer fast paths: most tableau entries of dependence systems are integers, and the
    // general fraction operations compute gcds even then. Same (reduced) results.
    fn add(&self, o: &Self) -> Option<Self> {
        if *o.numer() == 0 {
            return Some(*self);
        }
        if *self.denom() == 1 && *o.denom() == 1 {
            return Some(Ratio::new_raw(
                i64::checked_add(*self.numer(), *o.numer())?,
                1,
            ))
            .filter(ok64);
        }
        self.checked_add(o).filter(ok64)
    }
    fn sub(&self, o: &Self) -> Option<Self> {
        if *self.denom() == 1 && *o.denom() == 1 {
            return Some(Ratio::new_raw(
                i64::checked_sub(*self.numer(), *o.numer())?,
                1,
            ))
            .filter(ok64);
        }
        self.checked_sub(o).filter(ok64)
    }
    fn mul(&self, o: &Self) -> Option<Self> {
        if *self.numer() == 0 || *o.numer() == 0 {
            return Some(Ratio::new_raw(0, 1));
        }
        if *self.denom() == 1 && *o.denom() == 1 {
            return Some(Ratio::new_raw(
                i64::checked_mul(*self.numer(), *o.numer())?,
                1,
            ))
            .filter(ok64);
        }
        self.checked_mul(o).filter(ok64)
    }
    fn div(&self, o: &Self) -> Option<Self> {
        if *o.numer() == 0 {
            return None;
        }
        if *self.numer() == 0 {
            return Some(Ratio::new_raw(0, 1));
        }
        if *o.denom() == 1 && (*o.numer() == 1 || *o.numer() == -1) {
            return Some(Ratio::new_raw(
                i64::checked_mul(*self.numer(), *o.numer())?,
                *self.denom(),
            ))
            .filter(ok64);
        }
        self.checked_div(o).filter(ok64)
    }
    fn to_big(&self) -> BigRational {
        BigRational::new(BigInt::from(*self.numer()), BigInt::from(*self.denom()))
    }
    fn to_int(&self) -> Option<Int> {
        (*self.denom() == 1).then(|| Int::from(*self.numer()))
    }
}

/// Keeps values away from `i64::MIN` so negation can never overflow.
fn ok64(r: &Ratio<i64>) -> bool {
    *r.numer() != i64::MIN && *r.denom() != i64::MIN
}

impl Field for BigRational {
    fn zero() -> Self {
        Zero::zero()
    }
    fn one() -> Self {
        num_traits::One::one()
    }
    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }
    fn sign(&self) -> i32 {
        if self.is_positive() {
            1
        } else if self.is_negative() {
            -1
        } else {
            0
        }
    }
    fn from_int(v: &Int) -> Option<Self> {
        Some(BigRational::from_integer(v.to_big()))
    }
    fn add(&self, o: &Self) -> Option<Self> {
        Some(self + o)
    }
    fn sub(&self, o: &Self) -> Option<Self> {
        Some(self - o)
    }
    fn mul(&self, o: &Self) -> Option<Self> {
        Some(self * o)
    }
    fn div(&self, o: &Self) -> Option<Self> {
        if Zero::is_zero(o) {
            None
        } else {
            Some(self / o)
        }
    }
    fn to_big(&self) -> BigRational {
        self.clone()
    }
    fn to_int(&self) -> Option<Int> {
        self.is_integer().then(|| Int::from(self.numer().clone()))
    }
}

#[derive(Clone)]
struct Tableau<Q> {
    /// Number of original variables.
    n: usize,
    /// Number of variables: original `n` then one slack per row.
    nv: usize,
    /// rows[r][j]: coefficient of non-basic variable j in basic variable of row r.
    rows: Vec<Vec<Q>>,
    /// Constant term of each row (value contribution of the fixed "1").
    row_var: Vec<usize>,
    basic_row: Vec<Option<usize>>,
    vals: Vec<Q>,
    /// Whether a variable is a slack with lower bound 0.
    lower0: Vec<bool>,
    /// Whether a variable is fixed at 0 (equality slack).
    fixed0: Vec<bool>,
}

/// The initial tableau of `sys` (all original variables at 0, one slack
/// per row); `None` on arithmetic overflow.
fn build<Q: Field>(sys: &System) -> Option<Tableau<Q>> {
    let n = sys.nvars();
    let cons: Vec<(&Vec<Int>, bool)> = sys
        .eqs
        .iter()
        .map(|r| (r, true))
        .chain(sys.ineqs.iter().map(|r| (r, false)))
        .collect();
    let m = cons.len();
    let nv = n + m;
    let mut t = Tableau::<Q> {
        n,
        nv,
        rows: Vec::with_capacity(m),
        row_var: Vec::with_capacity(m),
        basic_row: vec![None; nv],
        vals: vec![Q::zero(); nv],
        lower0: vec![false; nv],
        fixed0: vec![false; nv],
    };
    for (i, (r, is_eq)) in cons.iter().enumerate() {
        let mut row = vec![Q::zero(); nv];
        for j in 0..n {
            row[j] = Q::from_int(&r[j])?;
        }
        let c = Q::from_int(&r[n])?;
        let s = n + i;
        t.rows.push(row);
        t.row_var.push(s);
        t.basic_row[s] = Some(i);
        // All x start at 0, so the slack's value is the constant.
        t.vals[s] = c;
        if *is_eq {
            t.fixed0[s] = true;
        } else {
            t.lower0[s] = true;
        }
    }
    // Row constants are implicit: value(basic) = Σ row·vals(nonbasic) + c.
    // We keep `vals` consistent instead of storing constants.
    Some(t)
}

/// Phase 1: moves the tableau to a feasible point. `Some(false)` if there is
/// none, `None` on arithmetic overflow.
fn phase1<Q: Field>(
    t: &mut Tableau<Q>,
    budget: &mut Budget,
) -> Result<Option<bool>, BudgetExceeded> {
    let (n, nv, m) = (t.n, t.nv, t.rows.len());
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
        let mut enter: Option<usize> = None;
        for j in 0..nv {
            if t.basic_row[j].is_some() || t.rows[r][j].is_zero() {
                continue;
            }
            let coef_pos = t.rows[r][j].sign() > 0;
            let want_up = coef_pos == inc;
            if t.can_move(j, want_up) {
                enter = Some(j);
                break;
            }
        }
        let Some(j) = enter else {
            return Ok(Some(false));
        };
        // Move the basic variable exactly to 0 (its violated bound).
        let basic = t.row_var[r];
        let Some(delta) = Q::zero().sub(&t.vals[basic]) else {
            return Ok(None);
        };
        let Some(theta) = delta.div(&t.rows[r][j]) else {
            return Ok(None);
        };
        if t.update(j, &theta).is_none() || t.pivot(r, j).is_none() {
            return Ok(None);
        }
    }
    Ok(Some(true))
}

/// The optimum, with the optimal vertex when it is integral.
type Phase2 = (RatOpt, Option<Vec<Int>>);

/// Phase 2: minimises `obj` from a feasible tableau; `None` on overflow.
fn phase2<Q: Field>(
    t: &mut Tableau<Q>,
    obj: &[Int],
    budget: &mut Budget,
) -> Result<Option<Phase2>, BudgetExceeded> {
    let (n, nv, m) = (t.n, t.nv, t.rows.len());
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
        let mut enter: Option<(usize, bool)> = None;
        for (j, rj) in red.iter().enumerate() {
            if t.basic_row[j].is_some() || rj.is_zero() {
                continue;
            }
            let up = rj.sign() < 0;
            if t.can_move(j, up) {
                enter = Some((j, up));
                break;
            }
        }
        let Some((j, up)) = enter else { break };
        // Ratio test among bounded basic variables.
        let mut leave: Option<(Q, usize, usize)> = None; // (step, var, row)
        for (r, row) in t.rows.iter().enumerate() {
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
    fn integral_point(&self) -> Option<Vec<Int>> {
        self.vals.iter().take(self.n).map(Field::to_int).collect()
    }

    /// Whether non-basic variable `j` may move up (`up`) or down from its value.
    fn can_move(&self, j: usize, up: bool) -> bool {
        if self.fixed0[j] {
            return false;
        }
        if self.lower0[j] {
            // Non-basic slacks sit at their bound 0: they can only increase.
            return up;
        }
        true
    }

    /// Changes non-basic `j` by `theta`, updating the basic values.
    fn update(&mut self, j: usize, theta: &Q) -> Option<()> {
        self.vals[j] = self.vals[j].add(theta)?;
        for (r, row) in self.rows.iter().enumerate() {
            if row[j].is_zero() {
                continue;
            }
            let b = self.row_var[r];
            self.vals[b] = self.vals[b].add(&row[j].mul(theta)?)?;
        }
        Some(())
    }

    /// Pivots: non-basic `j` enters the basis in row `r`.
    fn pivot(&mut self, r: usize, j: usize) -> Option<()> {
        let b = self.row_var[r];
        let p = self.rows[r][j].clone();
        // b = p x_j + Σ others  =>  x_j = (b - Σ others) / p
        let mut new = vec![Q::zero(); self.nv];
        for (k, c) in self.rows[r].iter().enumerate() {
            if k == j || c.is_zero() {
                continue;
            }
            new[k] = Q::zero().sub(&c.div(&p)?)?;
        }
        new[b] = Q::one().div(&p)?;
        for (i, row) in self.rows.iter_mut().enumerate() {
            if i == r || row[j].is_zero() {
                continue;
            }
            let f = std::mem::replace(&mut row[j], Q::zero());
            for (k, c) in new.iter().enumerate() {
                if c.is_zero() {
                    continue;
                }
                row[k] = row[k].add(&f.mul(c)?)?;
            }
        }
        self.rows[r] = new;
        self.row_var[r] = j;
        self.basic_row[j] = Some(r);
        self.basic_row[b] = None;
        Some(())
    }

    /// Objective coefficients expressed over the non-basic variables.
    fn reduced(&self, cost: &[Q]) -> Option<Vec<Q>> {
        let mut red: Vec<Q> = cost.to_vec();
        for (r, row) in self.rows.iter().enumerate() {
            let b = self.row_var[r];
            if red[b].is_zero() {
                continue;
            }
            let f = std::mem::replace(&mut red[b], Q::zero());
            for (k, c) in row.iter().enumerate() {
                if c.is_zero() {
                    continue;
                }
                red[k] = red[k].add(&f.mul(c)?)?;
            }
        }
        Some(red)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn small_lp() {
        // min x + y s.t. x >= 1/2 (2x - 1 >= 0), y >= x - 3, y >= -x.
        let mut s = System::new(2);
        s.add_ineq_i64(&[2, 0, -1]);
        s.add_ineq_i64(&[-1, 1, 3]);
        s.add_ineq_i64(&[1, 1, 0]);
        let obj: Vec<Int> = [1, 1, 0].iter().map(|&v| Int::from(v)).collect();
        let r = minimize(&s, &obj, &mut Budget::default()).unwrap();
        assert_eq!(r, RatOpt::Min(BigRational::from_integer(BigInt::from(0))));
        // min x  (unbounded: only y constraints)
        let obj: Vec<Int> = [-1, 0, 0].iter().map(|&v| Int::from(v)).collect();
        assert_eq!(
            minimize(&s, &obj, &mut Budget::default()).unwrap(),
            RatOpt::Unbounded
        );
        // infeasible: x >= 1, x <= 0
        let mut t = System::new(1);
        t.add_ineq_i64(&[1, -1]);
        t.add_ineq_i64(&[-1, 0]);
        let o: Vec<Int> = vec![Int::zero(), Int::zero()];
        assert_eq!(
            minimize(&t, &o, &mut Budget::default()).unwrap(),
            RatOpt::Infeasible
        );
    }

    #[test]
    fn reused_lp_matches_fresh_runs() {
        // A bounded triangle-like region plus a huge-coefficient row that
        // forces the arbitrary-precision path on some objectives; every
        // objective on one reused Lp must agree with a fresh minimisation.
        let mut s = System::new(3);
        s.add_ineq_i64(&[1, 0, 0, 0]);
        s.add_ineq_i64(&[0, 1, 0, 0]);
        s.add_ineq_i64(&[-2, -3, 0, 12]);
        s.add_ineq_i64(&[0, 0, 1, 5]);
        s.add_ineq_i64(&[1, 1, -1, 7]);
        s.add_ineq_i64(&[3_000_000_000, -7, 1, 1_000_000_007]);
        let objs: [[i64; 4]; 6] = [
            [1, 0, 0, 0],
            [-1, 0, 0, 0],
            [0, 1, 0, 0],
            [1, -1, 1, 3],
            [0, 0, -1, 0],
            [-2_000_000_000, 3, 1, 0],
        ];
        let mut lp = Lp::new(&s, &mut Budget::default()).unwrap();
        assert!(lp.is_feasible());
        for o in objs {
            let o: Vec<Int> = o.iter().map(|&v| Int::from(v)).collect();
            let fresh = minimize(&s, &o, &mut Budget::default()).unwrap();
            let (reused, vertex) = lp.minimize_point(&o, &mut Budget::default()).unwrap();
            assert_eq!(reused, fresh);
            if let (RatOpt::Min(q), Some(v)) = (&reused, vertex) {
                assert!(s.contains(&v));
                let val = crate::linear::eval_row(&o, &v);
                assert_eq!(BigRational::from_integer(val.to_big()), *q);
            }
        }
    }
}
