//! Affine maps `(d0, d1)[s0] -> (d0 + s0, d1)` and integer sets `(d0)[s0] : (d0 - s0 >= 0)`.

use std::fmt::{self, Display, Formatter};

use super::expr::{AffineExpr, AffineVar};
use super::print::{default_var_name, write_expr, VarNamer};
use crate::error::PresburgerError;

/// A multi-result affine map from `num_dims` dimensions and `num_symbols` symbols.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct AffineMap {
    num_dims: u32,
    num_symbols: u32,
    results: Vec<AffineExpr>,
}

fn check_vars(e: &AffineExpr, num_dims: u32, num_symbols: u32) -> Result<(), PresburgerError> {
    let mut bad = None;
    e.walk_vars(&mut |v| match v {
        AffineVar::Dim(i) if i >= num_dims => bad = Some(v),
        AffineVar::Symbol(i) if i >= num_symbols => bad = Some(v),
        _ => {}
    });
    match bad {
        None => Ok(()),
        Some(var) => Err(PresburgerError::VariableOutOfRange {
            var,
            num_dims,
            num_symbols,
        }),
    }
}

fn write_header(f: &mut Formatter<'_>, num_dims: u32, num_symbols: u32) -> fmt::Result {
    f.write_str("(")?;
    for i in 0..num_dims {
        if i > 0 {
            f.write_str(", ")?;
        }
        write!(f, "d{i}")?;
    }
    f.write_str(")")?;
    if num_symbols > 0 {
        f.write_str("[")?;
        for i in 0..num_symbols {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "s{i}")?;
        }
        f.write_str("]")?;
    }
    Ok(())
}

impl AffineMap {
    /// A map with the given results. Fails if a result uses a dimension or symbol out of range.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        results: Vec<AffineExpr>,
    ) -> Result<Self, PresburgerError> {
        for r in &results {
            check_vars(r, num_dims, num_symbols)?;
        }
        Ok(AffineMap {
            num_dims,
            num_symbols,
            results,
        })
    }

    /// The identity map on `n` dimensions.
    pub fn identity(n: u32) -> Self {
        AffineMap {
            num_dims: n,
            num_symbols: 0,
            results: (0..n).map(AffineExpr::dim).collect(),
        }
    }

    /// The map `() -> (value)`.
    pub fn constant(value: i64) -> Self {
        AffineMap {
            num_dims: 0,
            num_symbols: 0,
            results: vec![AffineExpr::constant(value)],
        }
    }

    /// Number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.num_dims
    }

    /// Number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.num_symbols
    }

    /// Number of dimensions plus symbols (the number of operands an op binds to the map).
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// The result expressions.
    pub fn results(&self) -> &[AffineExpr] {
        &self.results
    }

    /// Number of results.
    pub fn num_results(&self) -> usize {
        self.results.len()
    }

    /// The constant if the map has exactly one result and it is constant.
    pub fn single_constant_result(&self) -> Option<i64> {
        match self.results.as_slice() {
            [r] => r.as_constant(),
            _ => None,
        }
    }

    /// True if the map is `(d0, .., dn) -> (d0, .., dn)` with no symbols.
    pub fn is_identity(&self) -> bool {
        self.num_symbols == 0
            && self.results.len() == self.num_dims as usize
            && self
                .results
                .iter()
                .enumerate()
                .all(|(i, r)| *r == AffineExpr::dim(i as u32))
    }

    /// True if every result is pure affine.
    pub fn is_pure_affine(&self) -> bool {
        self.results.iter().all(AffineExpr::is_pure_affine)
    }

    /// `self ∘ inner`: the map `x -> self(inner(x))`, as MLIR's `AffineMap::compose`. The result
    /// has `inner`'s dimensions; its symbols are `self`'s symbols followed by `inner`'s.
    pub fn compose(&self, inner: &AffineMap) -> Result<AffineMap, PresburgerError> {
        if self.num_dims as usize != inner.results.len() {
            return Err(PresburgerError::ComposeMismatch {
                expected: self.num_dims,
                found: inner.results.len(),
            });
        }
        let shifted: Vec<AffineExpr> = inner
            .results
            .iter()
            .map(|r| r.shift(0, self.num_symbols))
            .collect();
        let own_symbols: Vec<AffineExpr> = (0..self.num_symbols).map(AffineExpr::symbol).collect();
        let results = self
            .results
            .iter()
            .map(|r| r.replace_dims_and_symbols(&shifted, &own_symbols))
            .collect();
        Ok(AffineMap {
            num_dims: inner.num_dims,
            num_symbols: self.num_symbols + inner.num_symbols,
            results,
        })
    }

    /// Evaluates every result; `None` if any evaluation fails.
    pub fn eval(&self, dims: &[i64], symbols: &[i64]) -> Option<Vec<i64>> {
        self.results.iter().map(|r| r.eval(dims, symbols)).collect()
    }

    /// Writes the results list `(e0, e1)` with caller-chosen variable names.
    pub fn write_results(&self, f: &mut Formatter<'_>, names: &VarNamer<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (i, r) in self.results.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_expr(f, r, names)?;
        }
        f.write_str(")")
    }
}

impl Display for AffineMap {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_header(f, self.num_dims, self.num_symbols)?;
        f.write_str(" -> ")?;
        self.write_results(f, &default_var_name)
    }
}

/// A conjunction of affine constraints `e >= 0` / `e == 0` over dimensions and symbols.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct IntegerSet {
    num_dims: u32,
    num_symbols: u32,
    constraints: Vec<AffineExpr>,
    eq_flags: Vec<bool>,
}

impl IntegerSet {
    /// A set with the given constraints; `eq_flags[i]` says whether constraint `i` is an equality.
    pub fn new(
        num_dims: u32,
        num_symbols: u32,
        constraints: Vec<AffineExpr>,
        eq_flags: Vec<bool>,
    ) -> Result<Self, PresburgerError> {
        if constraints.len() != eq_flags.len() {
            return Err(PresburgerError::FlagCountMismatch {
                constraints: constraints.len(),
                flags: eq_flags.len(),
            });
        }
        for c in &constraints {
            check_vars(c, num_dims, num_symbols)?;
        }
        Ok(IntegerSet {
            num_dims,
            num_symbols,
            constraints,
            eq_flags,
        })
    }

    /// The canonical empty set `(d0, ..) : (1 == 0)`.
    pub fn empty(num_dims: u32, num_symbols: u32) -> Self {
        IntegerSet {
            num_dims,
            num_symbols,
            constraints: vec![AffineExpr::constant(1)],
            eq_flags: vec![true],
        }
    }

    /// Number of dimensions.
    pub fn num_dims(&self) -> u32 {
        self.num_dims
    }

    /// Number of symbols.
    pub fn num_symbols(&self) -> u32 {
        self.num_symbols
    }

    /// Number of dimensions plus symbols.
    pub fn num_inputs(&self) -> u32 {
        self.num_dims + self.num_symbols
    }

    /// The constraint expressions.
    pub fn constraints(&self) -> &[AffineExpr] {
        &self.constraints
    }

    /// For each constraint, whether it is an equality (`== 0`) rather than `>= 0`.
    pub fn eq_flags(&self) -> &[bool] {
        &self.eq_flags
    }

    /// Whether the point satisfies every constraint; `None` if an evaluation fails.
    pub fn contains(&self, dims: &[i64], symbols: &[i64]) -> Option<bool> {
        for (c, &eq) in self.constraints.iter().zip(&self.eq_flags) {
            let v = c.eval(dims, symbols)?;
            if (eq && v != 0) || (!eq && v < 0) {
                return Some(false);
            }
        }
        Some(true)
    }

    /// Writes the constraint list `(e0 >= 0, e1 == 0)` with caller-chosen variable names.
    pub fn write_constraints(&self, f: &mut Formatter<'_>, names: &VarNamer<'_>) -> fmt::Result {
        f.write_str("(")?;
        for (i, (c, &eq)) in self.constraints.iter().zip(&self.eq_flags).enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write_expr(f, c, names)?;
            f.write_str(if eq { " == 0" } else { " >= 0" })?;
        }
        f.write_str(")")
    }
}

impl Display for IntegerSet {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_header(f, self.num_dims, self.num_symbols)?;
        f.write_str(" : ")?;
        self.write_constraints(f, &default_var_name)
    }
}
