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

use num_rational::BigRational;

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::linear::{eval_row, System};

mod field;
mod presolve;
mod search;
mod tableau;
use field::{Field, Q64};
use presolve::{FlatSystem, Presolve};
use search::{dive_from, BranchBound};
use tableau::{build, phase1, phase2, Tableau};

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
///
/// Equalities with a unit coefficient are substituted away first (an exact
/// change of variables over the rationals and over the integers alike: the
/// eliminated variable is an integer combination of the others) and rows that
/// became identical are merged, so the tableau is smaller; points, objectives
/// and added rows are translated between the two spaces.
#[derive(Clone)]
pub struct Lp {
    state: LpState,
    /// Phase 1's point, if integral.
    point: Option<Vec<Int>>,
    /// The reduced system, kept to redo the work with arbitrary precision on overflow.
    sys: FlatSystem,
    /// The substitutions from the original variables to the reduced ones.
    pre: Presolve,
    /// Whether the relaxation is bounded, once [`Lp::is_bounded`] found out.
    bounded: Option<bool>,
}

#[derive(Clone)]
enum LpState {
    Infeasible,
    Small(Tableau<Q64>),
    Big(Tableau<BigRational>),
}

impl Lp {
    /// Runs phase 1 on `sys` (checked `i64` fractions first, arbitrary
    /// precision if anything overflows).
    pub fn new(sys: &System, budget: &mut Budget) -> Result<Lp, BudgetExceeded> {
        Lp::new_near(sys, None, budget)
    }

    /// [`Lp::new`] starting phase 1 at the point `start` (one value per variable) instead of
    /// the origin: the original variables are free, so any point is a valid start, and a
    /// point that satisfies most rows leaves phase 1 only the others to repair. The result
    /// does not depend on the start, only the work and which feasible point is found.
    pub fn new_near(
        sys: &System,
        start: Option<&[Int]>,
        budget: &mut Budget,
    ) -> Result<Lp, BudgetExceeded> {
        let Some((pre, red)) = Presolve::of(sys) else {
            return Ok(Lp {
                state: LpState::Infeasible,
                point: None,
                sys: FlatSystem::of(sys),
                pre: Presolve {
                    n: sys.nvars(),
                    keep: (0..sys.nvars()).collect(),
                    elim: Vec::new(),
                },
                bounded: Some(false),
            });
        };
        let start: Option<Vec<Int>> = start
            .filter(|p| p.len() == sys.nvars())
            .map(|p| pre.keep.iter().map(|&v| p[v].clone()).collect());
        let mut state = None;
        if let Some(mut t) = build::<Q64>(&red, start.as_deref()) {
            match phase1(&mut t, budget)? {
                Some(true) => state = Some(LpState::Small(t)),
                Some(false) => state = Some(LpState::Infeasible),
                None => {}
            }
        }
        let state = match state {
            Some(s) => s,
            None => big_state(&red, budget)?,
        };
        let point = match &state {
            LpState::Small(t) => t.integral_point(),
            LpState::Big(t) => t.integral_point(),
            LpState::Infeasible => None,
        }
        .map(|p| pre.lift(p));
        Ok(Lp {
            state,
            point,
            sys: red,
            pre,
            bounded: None,
        })
    }

    /// Whether an equality of the system, after the unit substitutions, proves that it has no
    /// integer point (its coefficients' gcd does not divide its constant). `false` proves
    /// nothing.
    pub fn equality_gcd_infeasible(&self) -> bool {
        self.sys.gcd_infeasible()
    }

    /// An integer point of the system, or `None` if it has none: the exact integer test
    /// ([`crate::integer::sample`]) run on the presolved system (unit equalities substituted,
    /// an equivalent system over the integers with fewer variables), the point lifted back.
    pub fn integer_sample(&self, budget: &mut Budget) -> Result<Option<Vec<Int>>, BudgetExceeded> {
        self.integer_sample_with(&[], budget)
    }

    /// [`Lp::integer_sample`] of the system with the inequalities `extra` (rows over the
    /// original variables, `row · (x, 1) >= 0`) added.
    pub fn integer_sample_with(
        &self,
        extra: &[Vec<Int>],
        budget: &mut Budget,
    ) -> Result<Option<Vec<Int>>, BudgetExceeded> {
        if matches!(self.state, LpState::Infeasible) || self.sys.gcd_infeasible() {
            return Ok(None);
        }
        let mut red = self.sys.system();
        for r in extra {
            red.add_ineq(self.pre.reduce_row(r));
        }
        Ok(crate::integer::sample(&red, budget)?.map(|p| self.pre.lift(p)))
    }

    /// The relaxation of the system with the equalities `eqs` (`row · (x, 1) = 0`) and the
    /// inequalities `ineqs` (`>= 0`) added, rows over the original variables: a copy of this
    /// tableau with the rows appended, repaired by phase 1 from the current basis (a warm
    /// start: no presolve, no phase 1 from scratch). Equal to [`Lp::new`] of the extended
    /// system in every answer; only the work differs.
    pub fn with_rows(
        &self,
        eqs: &[Vec<Int>],
        ineqs: &[Vec<Int>],
        budget: &mut Budget,
    ) -> Result<Lp, BudgetExceeded> {
        let red_eqs: Vec<Vec<Int>> = eqs.iter().map(|r| self.pre.reduce_row(r)).collect();
        let red_ineqs: Vec<Vec<Int>> = ineqs.iter().map(|r| self.pre.reduce_row(r)).collect();
        let sys = self.sys.with_rows(&red_eqs, &red_ineqs);
        let neg = |r: &Vec<Int>| -> Vec<Int> { r.iter().map(|c| -c).collect() };
        let rows: Vec<Vec<Int>> = red_eqs
            .iter()
            .flat_map(|r| [r.clone(), neg(r)])
            .chain(red_ineqs)
            .collect();
        fn extend<Q: Field>(
            t: &Tableau<Q>,
            rows: &[Vec<Int>],
            budget: &mut Budget,
        ) -> Result<Option<(bool, Tableau<Q>)>, BudgetExceeded> {
            let mut t = t.clone();
            for r in rows {
                if t.add_ineq(r).is_none() {
                    return Ok(None);
                }
            }
            Ok(phase1(&mut t, budget)?.map(|f| (f, t)))
        }
        let state = match &self.state {
            LpState::Infeasible => LpState::Infeasible,
            LpState::Small(t) => match extend(t, &rows, budget)? {
                Some((true, t)) => LpState::Small(t),
                Some((false, _)) => LpState::Infeasible,
                None => big_state(&sys, budget)?,
            },
            LpState::Big(t) => match extend(t, &rows, budget)? {
                Some((true, t)) => LpState::Big(t),
                Some((false, _)) => LpState::Infeasible,
                None => return Err(BudgetExceeded),
            },
        };
        let point = match &state {
            LpState::Small(t) => t.integral_point(),
            LpState::Big(t) => t.integral_point(),
            LpState::Infeasible => None,
        }
        .map(|p| self.pre.lift(p));
        Ok(Lp {
            state,
            point,
            sys,
            pre: self.pre.clone(),
            // Rows added to a bounded relaxation keep it bounded.
            bounded: self.bounded.filter(|&b| b),
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

    /// Looks for an integer point of the system with the inequalities `extra` (rows over the
    /// same variables, `row · (x, 1) >= 0`) added, by a depth-first dive from the current
    /// basis: the first fractional coordinate `v` is bounded by `x <= floor(v)`, then by
    /// `x >= floor(v) + 1`, each child warm-started from its parent's basis (phase 1 repairs
    /// the new bound in a few pivots). At most `max_nodes` branchings.
    ///
    /// A heuristic for finding points quickly: `Some(p)` is a point of the rational
    /// relaxation with integer coordinates (the caller checks it against the system before
    /// using it); `None` proves nothing — the search gave up, met an overflow, or the region
    /// has no such point.
    pub fn dive(
        &self,
        extra: &[Vec<Int>],
        max_nodes: usize,
        budget: &mut Budget,
    ) -> Result<Option<Vec<Int>>, BudgetExceeded> {
        let mut nodes = max_nodes;
        let extra: Vec<Vec<Int>> = extra.iter().map(|r| self.pre.reduce_row(r)).collect();
        let p = match &self.state {
            LpState::Infeasible => None,
            LpState::Small(t) => dive_from(t, &extra, &mut nodes, budget)?,
            LpState::Big(t) => dive_from(t, &extra, &mut nodes, budget)?,
        };
        Ok(p.map(|p| self.pre.lift(p)))
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
        let obj = self.pre.reduce_row(obj);
        let (q, v) = self.minimize_reduced(&obj, budget)?;
        Ok((q, v.map(|p| self.pre.lift(p))))
    }

    /// Whether the relaxation is bounded (every variable has a finite rational minimum and
    /// maximum); `false` when it is infeasible. Costs two phase-2 runs per variable of the
    /// reduced system.
    pub fn is_bounded(&mut self, budget: &mut Budget) -> Result<bool, BudgetExceeded> {
        if let Some(b) = self.bounded {
            return Ok(b);
        }
        // On a copy: the phase-2 runs move the basis, and later answers (sample points) are
        // read from where this tableau stands.
        let b = self.clone().find_bounded(budget)?;
        self.bounded = Some(b);
        Ok(b)
    }

    fn find_bounded(&mut self, budget: &mut Budget) -> Result<bool, BudgetExceeded> {
        if !self.is_feasible() {
            return Ok(false);
        }
        let n = self.sys.nvars;
        for k in 0..n {
            for sign in [1i64, -1] {
                let mut obj = vec![Int::zero(); n + 1];
                obj[k] = Int::from(sign);
                if !matches!(self.minimize_reduced(&obj, budget)?.0, RatOpt::Min(_)) {
                    return Ok(false);
                }
            }
        }
        Ok(true)
    }

    /// The integer minimum of `obj · (x, 1)` by branch and bound on the relaxation: from the
    /// current basis, depth first (`x <= floor(v)`, then `x >= floor(v) + 1` on the
    /// fractional coordinate of largest coefficient in the system, the first of those), each node warm-started from its parent, nodes whose rational
    /// bound is no better than the best integer point pruned. `Some((min, point))` only when
    /// the tree was explored completely within `max_nodes` branchings — then the minimum is
    /// exact (every integer point lies in some leaf, and a pruned node holds none better);
    /// `None` when the search gave up (node limit, unbounded relaxation, overflow) or the
    /// system has no integer point (which this search does not distinguish).
    pub fn int_minimize(
        &self,
        obj: &[Int],
        max_nodes: usize,
        budget: &mut Budget,
    ) -> Result<Option<(Int, Vec<Int>)>, BudgetExceeded> {
        Ok(self.int_minimize_search(obj, max_nodes, None, budget)?.0)
    }

    /// [`Lp::int_minimize`], also returning the best integer point the search met when it
    /// gave up (an upper bound on the minimum, not the minimum): `(exact, incumbent)`.
    #[allow(clippy::type_complexity)]
    ///
    /// `seed`, an integer point of the system, starts the search as its best point: nodes
    /// whose rational bound is not below its value are pruned from the start.
    pub fn int_minimize_search(
        &self,
        obj: &[Int],
        max_nodes: usize,
        seed: Option<&[Int]>,
        budget: &mut Budget,
    ) -> Result<(Option<(Int, Vec<Int>)>, Option<(Int, Vec<Int>)>), BudgetExceeded> {
        let best = seed.filter(|p| p.len() == self.pre.n).map(|p| {
            (
                eval_row(obj, p),
                self.pre.keep.iter().map(|&v| p[v].clone()).collect(),
            )
        });
        let obj = self.pre.reduce_row(obj);
        let mut bb = BranchBound {
            nodes: max_nodes,
            best,
            gave_up: false,
            weights: self.sys.col_weights(),
        };
        match &self.state {
            LpState::Infeasible => return Ok((None, None)),
            LpState::Small(t) => bb.node(t.clone(), &obj, budget)?,
            LpState::Big(t) => bb.node(t.clone(), &obj, budget)?,
        }
        let best = bb.best.map(|(v, p)| (v, self.pre.lift(p)));
        Ok(if bb.gave_up {
            (None, best)
        } else {
            (best, None)
        })
    }

    /// [`Lp::minimize`], also returning the optimal vertex (rational, over the original
    /// variables) when the minimum is finite.
    pub fn minimize_vertex(
        &mut self,
        obj: &[Int],
        budget: &mut Budget,
    ) -> Result<(RatOpt, Option<Vec<BigRational>>), BudgetExceeded> {
        let red = self.pre.reduce_row(obj);
        let (q, _) = self.minimize_reduced(&red, budget)?;
        if !matches!(q, RatOpt::Min(_)) {
            return Ok((q, None));
        }
        let vals: Vec<BigRational> = match &self.state {
            LpState::Small(t) => t.vals.iter().take(t.n).map(Field::to_big).collect(),
            LpState::Big(t) => t.vals.iter().take(t.n).cloned().collect(),
            LpState::Infeasible => return Ok((q, None)),
        };
        Ok((q, Some(self.pre.lift_rational(vals))))
    }

    fn minimize_reduced(
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
fn big_state(sys: &FlatSystem, budget: &mut Budget) -> Result<LpState, BudgetExceeded> {
    let Some(mut t) = build::<BigRational>(sys, None) else {
        return Err(BudgetExceeded);
    };
    Ok(match phase1(&mut t, budget)? {
        Some(true) => LpState::Big(t),
        Some(false) => LpState::Infeasible,
        None => return Err(BudgetExceeded),
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use num_bigint::BigInt;

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
