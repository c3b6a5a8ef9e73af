//! Optimisation and measurement over unions: min/max of an affine function,
//! lexicographic optima, counting points and bounding boxes.

use super::{Piece, PresburgerSet, Space};
use crate::budget::Budget;
use crate::error::{PResult, PresburgerError};
use crate::int::Int;
use crate::integer;
use crate::lexopt::{self, IntOpt, LexOpt};
use crate::linear::{Row, System};

/// The optimum of an affine function over a set.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Optimum {
    /// The set is empty.
    Empty,
    /// Unbounded (−∞ for a minimum, +∞ for a maximum).
    Unbounded,
    /// The exact optimum.
    Value(Int),
}

/// Per-dimension `(min, max)` integer bounds; `None` stands for unbounded.
pub type DimBounds = Vec<(Option<Int>, Option<Int>)>;

/// Extends a row over `[dims | params | const]` to a piece's columns.
fn widen(f: &[Int], p: &Piece) -> Row {
    let nf = p.nfixed();
    let mut r: Row = f[..nf].to_vec();
    r.extend(std::iter::repeat_n(Int::zero(), p.nlocals));
    r.push(f[nf].clone());
    r
}

impl PresburgerSet {
    /// Minimum of `f · (dims, params, 1)` over the set (parameters range over
    /// all their values).
    pub fn min(&self, f: &[Int], budget: &mut Budget) -> PResult<Optimum> {
        self.opt(f, false, budget)
    }

    /// Maximum of `f · (dims, params, 1)` over the set.
    pub fn max(&self, f: &[Int], budget: &mut Budget) -> PResult<Optimum> {
        self.opt(f, true, budget)
    }

    fn opt(&self, f: &[Int], max: bool, budget: &mut Budget) -> PResult<Optimum> {
        if f.len() != self.space.nfixed() + 1 {
            return Err(PresburgerError::SpaceMismatch(
                "objective has the wrong arity".into(),
            ));
        }
        let mut best: Option<Int> = None;
        for p in &self.pieces {
            let row = widen(f, p);
            let r = if max {
                lexopt::maximize(&p.sys, &row, budget)?
            } else {
                lexopt::minimize(&p.sys, &row, budget)?
            };
            match r {
                IntOpt::Empty => {}
                IntOpt::Unbounded => return Ok(Optimum::Unbounded),
                IntOpt::Value(v, _) => {
                    let better = best
                        .as_ref()
                        .is_none_or(|b| if max { v > *b } else { v < *b });
                    if better {
                        best = Some(v);
                    }
                }
            }
        }
        Ok(best.map_or(Optimum::Empty, Optimum::Value))
    }

    /// Lexicographic minimum (`max = false`) or maximum of the dimensions:
    /// `Ok(None)` if empty, an error if unbounded. Parameters are
    /// existentially quantified and returned after the dimensions.
    pub fn lexopt(&self, max: bool, budget: &mut Budget) -> PResult<Option<Vec<Int>>> {
        let nd = self.space.ndims();
        let nf = self.space.nfixed();
        let mut best: Option<Vec<Int>> = None;
        for p in &self.pieces {
            match lexopt::lexopt(&p.sys, nf, max, budget)? {
                LexOpt::Empty => {}
                LexOpt::Unbounded => {
                    return Err(PresburgerError::Unsupported("unbounded optimum".into()))
                }
                LexOpt::Point(mut x) => {
                    x.truncate(nf);
                    let better = best.as_ref().is_none_or(|b| {
                        let o = x[..nd].cmp(&b[..nd]);
                        if max {
                            o.is_gt()
                        } else {
                            o.is_lt()
                        }
                    });
                    if better {
                        best = Some(x);
                    }
                }
            }
        }
        Ok(best)
    }

    /// Per-dimension integer bounds `(min, max)` (`None` = unbounded); `Ok(None)` if empty.
    pub fn bounds(&self, budget: &mut Budget) -> PResult<Option<DimBounds>> {
        let nf = self.space.nfixed();
        let mut out = Vec::with_capacity(self.space.ndims());
        for k in 0..self.space.ndims() {
            let mut f = vec![Int::zero(); nf + 1];
            f[k] = Int::one();
            let lo = match self.min(&f, budget)? {
                Optimum::Empty => return Ok(None),
                Optimum::Unbounded => None,
                Optimum::Value(v) => Some(v),
            };
            let hi = match self.max(&f, budget)? {
                Optimum::Empty => return Ok(None),
                Optimum::Unbounded => None,
                Optimum::Value(v) => Some(v),
            };
            out.push((lo, hi));
        }
        Ok(Some(out))
    }

    /// The bounding box: the smallest box (per-dimension integer bounds)
    /// containing the set; empty if the set is empty.
    pub fn bounding_box(&self, budget: &mut Budget) -> PResult<PresburgerSet> {
        let space = self.space.clone();
        let Some(bounds) = self.bounds(budget)? else {
            return Ok(PresburgerSet::empty(space));
        };
        let nf = space.nfixed();
        let mut sys = System::new(nf);
        for (k, (lo, hi)) in bounds.into_iter().enumerate() {
            if let Some(l) = lo {
                let mut r = vec![Int::zero(); nf + 1];
                r[k] = Int::one();
                r[nf] = -l;
                sys.add_ineq(r);
            }
            if let Some(h) = hi {
                let mut r = vec![Int::zero(); nf + 1];
                r[k] = -Int::one();
                r[nf] = h;
                sys.add_ineq(r);
            }
        }
        PresburgerSet::from_system(space, sys)
    }

    /// Number of integer points of a parameter-free set; `None` when it is
    /// infinite (non-empty and unbounded). Exact; enumerates along all but
    /// the last dimension (a union's pieces together, without making them
    /// disjoint; along the last one too for pieces with locals), so the cost
    /// grows with the count, and past the budget the answer is unknown.
    pub fn card(&self, budget: &mut Budget) -> PResult<Option<Int>> {
        if self.space.nparams() > 0 {
            return Err(PresburgerError::Unsupported(
                "counting points of a parametric set".into(),
            ));
        }
        let nd = self.space.ndims();
        match self.pieces.as_slice() {
            [] => Ok(Some(Int::zero())),
            [p] => count_piece(p, nd, budget),
            // A union is counted point by point along its dimensions rather than made
            // disjoint: that would complement pieces, which with locals that are not
            // divisions takes eliminations (dark shadows, splinters) whose pieces multiply.
            pieces => {
                let systems: Vec<System> = pieces.iter().map(|p| p.sys.clone()).collect();
                count_union(&systems, 0, nd, budget)
            }
        }
    }

    /// The space of the set.
    pub fn space(&self) -> &Space {
        &self.space
    }
}

fn count_piece(p: &Piece, nd: usize, budget: &mut Budget) -> PResult<Option<Int>> {
    count_rec(&p.sys, 0, nd, p.nlocals, budget)
}

fn count_rec(
    sys: &System,
    k: usize,
    nd: usize,
    nlocals: usize,
    budget: &mut Budget,
) -> PResult<Option<Int>> {
    budget.charge(1)?;
    if k == nd {
        return Ok(Some(if integer::sample(sys, budget)?.is_some() {
            Int::one()
        } else {
            Int::zero()
        }));
    }
    match extent(sys, k, budget)? {
        Extent::Empty => Ok(Some(Int::zero())),
        Extent::Unbounded => Ok(None),
        Extent::Range(lo, hi) => count_range(sys, k, nd, nlocals, lo, hi, budget),
    }
}

/// [`count_rec`] once the range `[lo, hi]` of `x_k` over `sys` is known.
fn count_range(
    sys: &System,
    k: usize,
    nd: usize,
    nlocals: usize,
    lo: Int,
    hi: Int,
    budget: &mut Budget,
) -> PResult<Option<Int>> {
    let n = sys.nvars();
    // Without locals, the fibre over fixed earlier dims of the last
    // dimension is an integer interval: every value in between is attained.
    if k + 1 == nd && nlocals == 0 && k == n - 1 {
        return Ok(Some(&(&hi - &lo) + &Int::one()));
    }
    walk(
        lo,
        &hi,
        budget,
        |v, b| count_rec(&with_value(sys, k, v, false), k + 1, nd, nlocals, b),
        |from, b| next_value(sys, k, from, b),
    )
}

/// The sum of `count(v)` over the values `v` of `[lo, hi]` that carry points: after a value
/// whose count is 0, on to `next(v + 1)`, the smallest value above with a point (`None`: no
/// more). `None` when a count is infinite.
fn walk(
    lo: Int,
    hi: &Int,
    budget: &mut Budget,
    mut count: impl FnMut(&Int, &mut Budget) -> PResult<Option<Int>>,
    mut next: impl FnMut(&Int, &mut Budget) -> PResult<Option<Int>>,
) -> PResult<Option<Int>> {
    let mut total = Int::zero();
    let mut v = lo;
    while v <= *hi {
        let Some(c) = count(&v, budget)? else {
            return Ok(None);
        };
        let after = &v + &Int::one();
        if c.is_zero() {
            match next(&after, budget)? {
                Some(w) => v = w,
                None => break,
            }
        } else {
            total = &total + &c;
            v = after;
        }
    }
    Ok(Some(total))
}

/// The unit objective `x_k` over `n` columns.
fn unit(n: usize, k: usize) -> Vec<Int> {
    let mut f = vec![Int::zero(); n + 1];
    f[k] = Int::one();
    f
}

/// The integer range of `x_k` over a system.
enum Extent {
    /// No integer point.
    Empty,
    /// Unbounded below or above.
    Unbounded,
    /// The smallest and largest value.
    Range(Int, Int),
}

fn extent(sys: &System, k: usize, budget: &mut Budget) -> PResult<Extent> {
    let f = unit(sys.nvars(), k);
    let lo = match lexopt::minimize(sys, &f, budget)? {
        IntOpt::Empty => return Ok(Extent::Empty),
        IntOpt::Unbounded => return Ok(Extent::Unbounded),
        IntOpt::Value(v, _) => v,
    };
    match lexopt::maximize(sys, &f, budget)? {
        IntOpt::Empty => Ok(Extent::Empty),
        IntOpt::Unbounded => Ok(Extent::Unbounded),
        IntOpt::Value(hi, _) => Ok(Extent::Range(lo, hi)),
    }
}

/// The smallest value `>= from` of `x_k` over `sys` with an integer point, if any.
fn next_value(sys: &System, k: usize, from: &Int, budget: &mut Budget) -> PResult<Option<Int>> {
    let f = unit(sys.nvars(), k);
    Ok(
        match lexopt::minimize(&with_value(sys, k, from, true), &f, budget)? {
            IntOpt::Value(w, _) => Some(w),
            _ => None,
        },
    )
}

/// `sys` with `x_k = v` (or `x_k >= v` when `at_least`).
fn with_value(sys: &System, k: usize, v: &Int, at_least: bool) -> System {
    let n = sys.nvars();
    let mut s = sys.clone();
    let mut r = unit(n, k);
    r[n] = -v;
    if at_least {
        s.add_ineq(r);
    } else {
        s.add_eq(r);
    }
    s
}

/// Number of integer points of the union of the pieces `systems` (columns: the `nd`
/// dimensions, then each piece's own locals; the dimensions before `k` fixed by
/// equalities); `None` when it is infinite. Walks the values of `x_k` that carry a point
/// of some piece; on the last dimension a piece without locals contributes an interval,
/// a piece with locals its values one by one.
fn count_union(
    systems: &[System],
    k: usize,
    nd: usize,
    budget: &mut Budget,
) -> PResult<Option<Int>> {
    budget.charge(1 + systems.len() as u64)?;
    if k == nd {
        for s in systems {
            if integer::sample(s, budget)?.is_some() {
                return Ok(Some(Int::one()));
            }
        }
        return Ok(Some(Int::zero()));
    }
    let mut live: Vec<(&System, Int, Int)> = Vec::new();
    for s in systems {
        match extent(s, k, budget)? {
            Extent::Empty => {}
            Extent::Unbounded => return Ok(None),
            Extent::Range(lo, hi) => live.push((s, lo, hi)),
        }
    }
    match live.as_slice() {
        [] => return Ok(Some(Int::zero())),
        [(s, lo, hi)] => {
            return count_range(s, k, nd, s.nvars() - nd, lo.clone(), hi.clone(), budget)
        }
        _ => {}
    }
    if k + 1 == nd {
        // The last dimension: intervals of the pieces without locals, merged, and the
        // values of the pieces with locals outside them.
        let mut intervals: Vec<(Int, Int)> = live
            .iter()
            .filter(|(s, _, _)| s.nvars() == nd)
            .map(|(_, lo, hi)| (lo.clone(), hi.clone()))
            .collect();
        intervals.sort();
        let mut merged: Vec<(Int, Int)> = Vec::new();
        for (lo, hi) in intervals {
            match merged.last_mut() {
                Some((_, h)) if lo <= &*h + &Int::one() => {
                    if hi > *h {
                        *h = hi;
                    }
                }
                _ => merged.push((lo, hi)),
            }
        }
        // The end of the merged interval holding `v`, if any.
        let covered = |v: &Int| {
            merged
                .iter()
                .find(|(lo, hi)| lo <= v && v <= hi)
                .map(|(_, hi)| hi.clone())
        };
        let mut extra: std::collections::BTreeSet<Int> = std::collections::BTreeSet::new();
        for (s, lo, hi) in live.iter().filter(|(s, _, _)| s.nvars() > nd) {
            let mut v = lo.clone();
            while v <= *hi {
                budget.charge(1)?;
                if let Some(end) = covered(&v) {
                    v = &end + &Int::one();
                    continue;
                }
                if !extra.contains(&v)
                    && integer::sample(&with_value(s, k, &v, false), budget)?.is_none()
                {
                    // No point at v: on to the next value that has one.
                    match next_value(s, k, &(&v + &Int::one()), budget)? {
                        Some(w) => v = w,
                        None => break,
                    }
                    continue;
                }
                extra.insert(v.clone());
                v = &v + &Int::one();
            }
        }
        let mut total = Int::from(extra.len() as i64);
        for (lo, hi) in &merged {
            total = &total + &(&(hi - lo) + &Int::one());
        }
        return Ok(Some(total));
    }
    let lo = live
        .iter()
        .map(|(_, lo, _)| lo)
        .min()
        .cloned()
        .unwrap_or_default();
    let hi = live
        .iter()
        .map(|(_, _, hi)| hi)
        .max()
        .cloned()
        .unwrap_or_default();
    // A value carries points when some piece has one there; the next such value is the
    // smallest of the pieces' next values.
    walk(
        lo,
        &hi,
        budget,
        |v, b| {
            let fibre: Vec<System> = live
                .iter()
                .filter(|(_, lo, hi)| lo <= v && v <= hi)
                .map(|(s, _, _)| with_value(s, k, v, false))
                .collect();
            count_union(&fibre, k + 1, nd, b)
        },
        |from, b| {
            let mut best: Option<Int> = None;
            for (s, _, hi) in &live {
                if from > hi {
                    continue;
                }
                if let Some(w) = next_value(s, k, from, b)? {
                    if best.as_ref().is_none_or(|x| w < *x) {
                        best = Some(w);
                    }
                }
            }
            Ok(best)
        },
    )
}
