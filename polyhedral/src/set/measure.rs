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
    /// the last dimension, so the cost grows with the count, and past the
    /// budget the answer is unknown.
    pub fn card(&self, budget: &mut Budget) -> PResult<Option<Int>> {
        if self.space.nparams() > 0 {
            return Err(PresburgerError::Unsupported(
                "counting points of a parametric set".into(),
            ));
        }
        // Disjoint decomposition: P1, P2 - P1, P3 - (P1 ∪ P2), ...
        let mut total = Int::zero();
        let mut seen = PresburgerSet::empty(self.space.clone());
        for p in &self.pieces {
            let one = PresburgerSet {
                space: self.space.clone(),
                pieces: vec![p.clone()],
            };
            let fresh = one.subtract(&seen, budget)?;
            for q in &fresh.pieces {
                match count_piece(q, self.space.ndims(), budget)? {
                    Some(c) => total = &total + &c,
                    None => return Ok(None),
                }
            }
            seen.pieces.push(p.clone());
        }
        Ok(Some(total))
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
    let n = sys.nvars();
    let mut f = vec![Int::zero(); n + 1];
    f[k] = Int::one();
    let lo = match lexopt::minimize(sys, &f, budget)? {
        IntOpt::Empty => return Ok(Some(Int::zero())),
        IntOpt::Unbounded => return Ok(None),
        IntOpt::Value(v, _) => v,
    };
    let hi = match lexopt::maximize(sys, &f, budget)? {
        IntOpt::Empty => return Ok(Some(Int::zero())),
        IntOpt::Unbounded => return Ok(None),
        IntOpt::Value(v, _) => v,
    };
    // Without locals, the fibre over fixed earlier dims of the last
    // dimension is an integer interval: every value in between is attained.
    if k + 1 == nd && nlocals == 0 && k == n - 1 {
        return Ok(Some(&(&hi - &lo) + &Int::one()));
    }
    // Walk the values of x_k that carry points: after an empty fibre, jump
    // to the smallest value above it with a non-empty fibre.
    let mut total = Int::zero();
    let mut v = lo;
    while v <= hi {
        let mut s = sys.clone();
        let mut e = vec![Int::zero(); n + 1];
        e[k] = Int::one();
        e[n] = -&v;
        s.add_eq(e);
        let c = match count_rec(&s, k + 1, nd, nlocals, budget)? {
            Some(c) => c,
            None => return Ok(None),
        };
        let next = &v + &Int::one();
        if c.is_zero() {
            let mut rest = sys.clone();
            let mut r = vec![Int::zero(); n + 1];
            r[k] = Int::one();
            r[n] = -&next;
            rest.add_ineq(r);
            match lexopt::minimize(&rest, &f, budget)? {
                IntOpt::Value(w, _) => v = w,
                _ => break,
            }
        } else {
            total = &total + &c;
            v = next;
        }
    }
    Ok(Some(total))
}
