//! Presburger sets and relations: finite unions of convex pieces.
//!
//! A [`PresburgerSet`] lives in a [`Space`] (parameters, an optional domain
//! tuple for relations, a range tuple). Each [`Piece`] is a constraint
//! [`System`] over the columns `[dims | params | locals]`, where the
//! locals are existentially quantified integer variables (they come from
//! `floor`, `mod`, `exists` and projection). The set is the union of its
//! pieces. Parameters are ordinary variables of the pieces: a set is empty
//! when it is empty for every parameter value, and optimisation ranges over
//! all parameter values.

mod divs;
mod lexrel;
mod measure;
mod ops;

pub use measure::{DimBounds, Optimum};

use crate::budget::Budget;
use crate::error::{PResult, PresburgerError};
use crate::int::Int;
use crate::integer;
use crate::linear::{Row, System};

/// A tuple of a space: an optional name (`S[i, j]`) and per-dimension names.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Tuple {
    /// The tuple name, if any.
    pub name: Option<String>,
    /// Dimension names (`None` for dimensions written as expressions).
    pub dims: Vec<Option<String>>,
}

impl Tuple {
    /// An anonymous tuple of `n` unnamed dimensions.
    pub fn anonymous(n: usize) -> Tuple {
        Tuple {
            name: None,
            dims: vec![None; n],
        }
    }

    /// Number of dimensions.
    pub fn len(&self) -> usize {
        self.dims.len()
    }

    /// Whether the tuple has no dimension.
    pub fn is_empty(&self) -> bool {
        self.dims.is_empty()
    }
}

/// The space of a set or relation.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Space {
    /// Parameter names, in column order.
    pub params: Vec<String>,
    /// The domain tuple of a relation (`None` for a set).
    pub domain: Option<Tuple>,
    /// The range tuple (the only tuple of a set).
    pub range: Tuple,
}

impl Space {
    /// A set space with `n` anonymous dimensions and no parameters.
    pub fn set(n: usize) -> Space {
        Space {
            params: Vec::new(),
            domain: None,
            range: Tuple::anonymous(n),
        }
    }

    /// Number of dimensions (domain plus range).
    pub fn ndims(&self) -> usize {
        self.domain.as_ref().map_or(0, Tuple::len) + self.range.len()
    }

    /// Number of parameters.
    pub fn nparams(&self) -> usize {
        self.params.len()
    }

    /// Number of non-local columns (dimensions and parameters).
    pub fn nfixed(&self) -> usize {
        self.ndims() + self.nparams()
    }

    /// The name of dimension `i` (domain dims first), if it has one.
    pub fn dim_name(&self, i: usize) -> Option<&str> {
        let nd = self.domain.as_ref().map_or(0, Tuple::len);
        if i < nd {
            self.domain
                .as_ref()
                .and_then(|t| t.dims.get(i))
                .and_then(|n| n.as_deref())
        } else {
            self.range.dims.get(i - nd).and_then(|n| n.as_deref())
        }
    }

    /// Whether two spaces have the same tuples (arity and tuple names;
    /// dimension names may differ).
    pub fn tuples_match(&self, other: &Space) -> bool {
        let t = |a: &Tuple, b: &Tuple| a.len() == b.len() && a.name == b.name;
        match (&self.domain, &other.domain) {
            (None, None) => {}
            (Some(a), Some(b)) if t(a, b) => {}
            _ => return false,
        }
        t(&self.range, &other.range)
    }
}

/// One convex piece: integer points of `sys` projected onto the non-local columns.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Piece {
    /// Number of local (existential) columns, the last ones of `sys`.
    pub nlocals: usize,
    /// Constraints over `[dims | params | locals]`.
    pub sys: System,
}

impl Piece {
    /// The whole space (no constraint), with `nfixed` non-local columns.
    pub fn universe(nfixed: usize) -> Piece {
        Piece {
            nlocals: 0,
            sys: System::new(nfixed),
        }
    }

    /// Number of non-local columns.
    pub fn nfixed(&self) -> usize {
        self.sys.nvars() - self.nlocals
    }

    /// Adds `count` fresh locals (at the end).
    pub fn add_locals(&mut self, count: usize) {
        let n = self.sys.nvars();
        self.sys.insert_vars(n, count);
        self.nlocals += count;
    }

    /// This piece with the constraints of `other` (same non-local columns)
    /// added; the locals of `other` come after ours.
    pub fn intersect(&self, other: &Piece) -> Piece {
        let mut out = self.clone();
        out.add_locals(other.nlocals);
        let nf = self.nfixed();
        let off = self.nlocals;
        for r in &other.sys.eqs {
            out.sys.add_eq(embed_row(r, nf, off, out.nlocals));
        }
        for r in &other.sys.ineqs {
            out.sys.add_ineq(embed_row(r, nf, off, out.nlocals));
        }
        out
    }

    /// Whether the point (non-local columns) belongs to the piece.
    pub fn contains(&self, point: &[Int], budget: &mut Budget) -> PResult<bool> {
        let nf = self.nfixed();
        if point.len() != nf {
            return Err(PresburgerError::SpaceMismatch(format!(
                "point has {} coordinates, the piece {}",
                point.len(),
                nf
            )));
        }
        let mut s = self.sys.clone();
        for (k, v) in point.iter().enumerate().take(nf).rev() {
            let mut e = vec![Int::zero(); s.nvars() + 1];
            let n = s.nvars();
            e[n] = v.clone();
            s.substitute(k, &e);
        }
        Ok(integer::sample(&s, budget)?.is_some())
    }
}

/// Re-embeds a row over `[fixed | locals | c]` into a row with `total`
/// locals, its own locals starting at local index `offset`.
pub(crate) fn embed_row(row: &[Int], nfixed: usize, offset: usize, total: usize) -> Row {
    let nl = row.len() - 1 - nfixed;
    let mut out = Vec::with_capacity(nfixed + total + 1);
    out.extend_from_slice(&row[..nfixed]);
    out.extend(std::iter::repeat_n(Int::zero(), total));
    out[nfixed + offset..nfixed + offset + nl].clone_from_slice(&row[nfixed..nfixed + nl]);
    out.push(row[row.len() - 1].clone());
    out
}

/// A Presburger set or relation: a union of convex pieces in a space.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PresburgerSet {
    /// The space.
    pub space: Space,
    /// The pieces (their union is the set).
    pub pieces: Vec<Piece>,
}

impl PresburgerSet {
    /// The empty set of a space.
    pub fn empty(space: Space) -> PresburgerSet {
        PresburgerSet {
            space,
            pieces: Vec::new(),
        }
    }

    /// The whole space.
    pub fn universe(space: Space) -> PresburgerSet {
        let nf = space.nfixed();
        PresburgerSet {
            space,
            pieces: vec![Piece::universe(nf)],
        }
    }

    /// A set of one piece given by a constraint system over `[dims | params]`.
    pub fn from_system(space: Space, sys: System) -> PResult<PresburgerSet> {
        if sys.nvars() != space.nfixed() {
            return Err(PresburgerError::SpaceMismatch(format!(
                "system has {} variables, space has {}",
                sys.nvars(),
                space.nfixed()
            )));
        }
        Ok(PresburgerSet {
            space,
            pieces: vec![Piece { nlocals: 0, sys }],
        })
    }

    /// Re-expresses the set over the parameter list `params`, which must
    /// contain all of this set's parameters.
    pub fn with_params(&self, params: &[String]) -> PResult<PresburgerSet> {
        if params == self.space.params.as_slice() {
            return Ok(self.clone());
        }
        let nd = self.space.ndims();
        let mut map = Vec::with_capacity(self.space.nparams());
        for p in &self.space.params {
            match params.iter().position(|q| q == p) {
                Some(i) => map.push(i),
                None => {
                    return Err(PresburgerError::SpaceMismatch(format!(
                        "parameter {p} missing"
                    )))
                }
            }
        }
        let mut space = self.space.clone();
        space.params = params.to_vec();
        let np = params.len();
        let pieces = self
            .pieces
            .iter()
            .map(|pc| {
                let remap = |r: &Row| -> Row {
                    let nl = pc.nlocals;
                    let mut out = vec![Int::zero(); nd + np + nl + 1];
                    out[..nd].clone_from_slice(&r[..nd]);
                    for (j, &t) in map.iter().enumerate() {
                        out[nd + t] = r[nd + j].clone();
                    }
                    let old_np = map.len();
                    out[nd + np..].clone_from_slice(&r[nd + old_np..]);
                    out
                };
                let mut sys = System::new(nd + np + pc.nlocals);
                sys.eqs = pc.sys.eqs.iter().map(remap).collect();
                sys.ineqs = pc.sys.ineqs.iter().map(remap).collect();
                Piece {
                    nlocals: pc.nlocals,
                    sys,
                }
            })
            .collect();
        Ok(PresburgerSet { space, pieces })
    }

    /// Brings two sets to a common parameter list (after checking their tuples).
    pub fn align(&self, other: &PresburgerSet) -> PResult<(PresburgerSet, PresburgerSet)> {
        // The literal `{ }` has no tuple: it adapts to the other operand.
        let untyped = |s: &PresburgerSet| {
            s.pieces.is_empty() && s.space.domain.is_none() && s.space.range == Tuple::default()
        };
        if untyped(other) && !untyped(self) {
            let mut o = PresburgerSet::empty(self.space.clone());
            o.space.params = other.space.params.clone();
            // Not `align` again: over the unnamed zero-dimensional tuple `o` is untyped too.
            return self.align_typed(&o);
        }
        if untyped(self) && !untyped(other) {
            let mut s = PresburgerSet::empty(other.space.clone());
            s.space.params = self.space.params.clone();
            return s.align_typed(other);
        }
        self.align_typed(other)
    }

    /// [`PresburgerSet::align`] once both operands have their tuples.
    fn align_typed(&self, other: &PresburgerSet) -> PResult<(PresburgerSet, PresburgerSet)> {
        if !self.space.tuples_match(&other.space) {
            return Err(PresburgerError::SpaceMismatch(
                "operands have different tuples".to_string(),
            ));
        }
        let mut params = self.space.params.clone();
        for p in &other.space.params {
            if !params.contains(p) {
                params.push(p.clone());
            }
        }
        Ok((self.with_params(&params)?, other.with_params(&params)?))
    }

    /// Intersection.
    pub fn intersect(&self, other: &PresburgerSet) -> PResult<PresburgerSet> {
        let (a, b) = self.align(other)?;
        let mut pieces = Vec::new();
        for p in &a.pieces {
            for q in &b.pieces {
                let mut r = p.intersect(q);
                if r.sys.normalize().is_ok() {
                    pieces.push(r);
                }
            }
        }
        Ok(PresburgerSet {
            space: a.space,
            pieces,
        })
    }

    /// Union.
    pub fn union(&self, other: &PresburgerSet) -> PResult<PresburgerSet> {
        let (mut a, b) = self.align(other)?;
        a.pieces.extend(b.pieces);
        Ok(a)
    }

    /// Whether the set has no integer point (for any parameter value).
    pub fn is_empty(&self, budget: &mut Budget) -> PResult<bool> {
        for p in &self.pieces {
            if integer::sample(&p.sys, budget)?.is_some() {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// An integer point (dimensions then parameters), or `None` if empty.
    pub fn sample(&self, budget: &mut Budget) -> PResult<Option<Vec<Int>>> {
        let nf = self.space.nfixed();
        for p in &self.pieces {
            if let Some(mut x) = integer::sample(&p.sys, budget)? {
                x.truncate(nf);
                return Ok(Some(x));
            }
        }
        Ok(None)
    }

    /// Whether the point (dimensions then parameters) belongs to the set.
    pub fn contains(&self, point: &[Int], budget: &mut Budget) -> PResult<bool> {
        for p in &self.pieces {
            if p.contains(point, budget)? {
                return Ok(true);
            }
        }
        Ok(false)
    }

    /// Drops pieces that are syntactically infeasible and simplifies locals.
    pub fn simplify(&self, budget: &mut Budget) -> PResult<PresburgerSet> {
        let mut pieces = Vec::new();
        for p in &self.pieces {
            if let Some(q) = divs::simplify_piece(p, budget)? {
                pieces.push(q);
            }
        }
        Ok(PresburgerSet {
            space: self.space.clone(),
            pieces,
        })
    }

    /// Removes, piece by piece, the inequalities implied (over the integer
    /// points of the piece) by its other constraints. Exact: each removal is
    /// justified by an emptiness test of `others ∧ ¬row`.
    pub fn remove_redundancies(&self, budget: &mut Budget) -> PResult<PresburgerSet> {
        let mut pieces = Vec::with_capacity(self.pieces.len());
        for p in &self.pieces {
            let mut sys = p.sys.clone();
            let n = sys.nvars();
            let mut i = 0;
            while i < sys.ineqs.len() {
                let mut test = sys.clone();
                let row = test.ineqs.remove(i);
                let mut neg: Row = row.iter().map(|x| -x).collect();
                neg[n] = &neg[n] - &Int::one();
                test.add_ineq(neg);
                if integer::sample(&test, budget)?.is_none() {
                    sys.ineqs.remove(i);
                } else {
                    i += 1;
                }
            }
            pieces.push(Piece {
                nlocals: p.nlocals,
                sys,
            });
        }
        Ok(PresburgerSet {
            space: self.space.clone(),
            pieces,
        })
    }

    /// Removes pieces without integer points.
    pub fn remove_empty(&self, budget: &mut Budget) -> PResult<PresburgerSet> {
        let mut pieces = Vec::new();
        for p in &self.pieces {
            if integer::sample(&p.sys, budget)?.is_some() {
                pieces.push(p.clone());
            }
        }
        Ok(PresburgerSet {
            space: self.space.clone(),
            pieces,
        })
    }
}
