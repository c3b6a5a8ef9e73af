//! Integer searches on a feasible tableau: the depth-first dive behind [`Lp::dive`] and the
//! capped branch and bound behind [`Lp::int_minimize`]. Each child node is its parent's
//! tableau with one bound added, repaired by phase 1 (a warm start).

use super::{phase1, phase2, Field, RatOpt, Tableau};
use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;

/// [`Lp::dive`] on a feasible tableau.
pub(super) fn dive_from<Q: Field>(
    t: &Tableau<Q>,
    extra: &[Vec<Int>],
    nodes: &mut usize,
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    let mut t = t.clone();
    if !extra.is_empty() {
        for r in extra {
            if t.add_ineq(r).is_none() {
                return Ok(None);
            }
        }
        if phase1(&mut t, budget)? != Some(true) {
            return Ok(None);
        }
    }
    dive_rec(t, nodes, budget)
}

fn dive_rec<Q: Field>(
    t: Tableau<Q>,
    nodes: &mut usize,
    budget: &mut Budget,
) -> Result<Option<Vec<Int>>, BudgetExceeded> {
    let Some(k) = (0..t.n).find(|&k| t.vals[k].to_int().is_none()) else {
        return Ok(t.integral_point());
    };
    let Some(fl) = t.vals[k].floor_int() else {
        return Ok(None);
    };
    let mut parent = Some(t);
    for up in [false, true] {
        if *nodes == 0 {
            return Ok(None);
        }
        *nodes -= 1;
        budget.charge(1)?;
        match child(&mut parent, up, k, &fl, budget)? {
            Child::Feasible(c) => {
                if let Some(p) = dive_rec(*c, nodes, budget)? {
                    return Ok(Some(p));
                }
            }
            Child::Infeasible => {}
            Child::Overflow => return Ok(None),
        }
    }
    Ok(None)
}

/// The state of [`Lp::int_minimize`].
pub(super) struct BranchBound {
    pub(super) nodes: usize,
    pub(super) best: Option<(Int, Vec<Int>)>,
    pub(super) gave_up: bool,
    /// Per variable, its largest coefficient in the system (`FlatSystem::col_weights`): the
    /// fractional variable of largest weight is split first.
    pub(super) weights: Vec<u64>,
}

impl BranchBound {
    pub(super) fn node<Q: Field>(
        &mut self,
        mut t: Tableau<Q>,
        obj: &[Int],
        budget: &mut Budget,
    ) -> Result<(), BudgetExceeded> {
        if self.gave_up {
            return Ok(());
        }
        let bound = match phase2(&mut t, obj, budget)? {
            Some((RatOpt::Min(q), _)) => q.ceil().to_integer(),
            // Unbounded below, or an overflow: no complete answer here.
            Some((RatOpt::Unbounded, _)) | None => {
                self.gave_up = true;
                return Ok(());
            }
            Some((RatOpt::Infeasible, _)) => return Ok(()),
        };
        if self.best.as_ref().is_some_and(|(b, _)| b.to_big() <= bound) {
            return Ok(());
        }
        // The fractional variable of largest weight (the first of those).
        let frac = (0..t.n).filter(|&k| t.vals[k].to_int().is_none());
        let Some(k) =
            frac.max_by_key(|&k| (self.weights.get(k).copied().unwrap_or(0), usize::MAX - k))
        else {
            match t.integral_point() {
                Some(p) => {
                    let v = crate::linear::eval_row(obj, &p);
                    if self.best.as_ref().is_none_or(|(b, _)| v < *b) {
                        self.best = Some((v, p));
                    }
                }
                None => self.gave_up = true,
            }
            return Ok(());
        };
        let Some(fl) = t.vals[k].floor_int() else {
            self.gave_up = true;
            return Ok(());
        };
        let mut parent = Some(t);
        for up in [false, true] {
            if self.nodes == 0 {
                self.gave_up = true;
                return Ok(());
            }
            self.nodes -= 1;
            budget.charge(1)?;
            match child(&mut parent, up, k, &fl, budget)? {
                Child::Feasible(c) => self.node(*c, obj, budget)?,
                Child::Infeasible => {}
                Child::Overflow => {
                    self.gave_up = true;
                    return Ok(());
                }
            }
        }
        Ok(())
    }
}

/// A child of a branching node.
enum Child<Q> {
    /// Its relaxation, feasible.
    Feasible(Box<Tableau<Q>>),
    /// No rational point.
    Infeasible,
    /// Arithmetic overflow (or no parent left).
    Overflow,
}

/// The child of the tableau in `parent` bounded by `x_k <= fl` (`up` false: the parent is
/// kept for the other child) or `x_k >= fl + 1` (`up`: the parent is used up), repaired by
/// phase 1.
fn child<Q: Field>(
    parent: &mut Option<Tableau<Q>>,
    up: bool,
    k: usize,
    fl: &Int,
    budget: &mut Budget,
) -> Result<Child<Q>, BudgetExceeded> {
    let mut c = match (up, parent.as_ref()) {
        (_, None) => return Ok(Child::Overflow),
        (false, Some(p)) => p.clone(),
        (true, Some(_)) => match parent.take() {
            Some(p) => p,
            None => return Ok(Child::Overflow),
        },
    };
    let mut row = vec![Int::zero(); c.n + 1];
    if up {
        // x_k - (fl + 1) >= 0
        row[k] = Int::one();
        row[c.n] = -(fl + &Int::one());
    } else {
        // fl - x_k >= 0
        row[k] = Int::from(-1);
        row[c.n] = fl.clone();
    }
    if c.add_ineq(&row).is_none() {
        return Ok(Child::Overflow);
    }
    Ok(match phase1(&mut c, budget)? {
        Some(true) => Child::Feasible(Box::new(c)),
        Some(false) => Child::Infeasible,
        None => Child::Overflow,
    })
}
