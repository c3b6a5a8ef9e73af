//! Typed sets and relations over the engine's [`PresburgerSet`].
//!
//! A [`Set`] is a union of integer points of one tuple (`{ [i, j] : ... }`, isl's set, MLIR's
//! `PresburgerSet`); a [`Relation`] is a union of pairs of tuples (`{ [i] -> [j] : ... }`, isl's
//! map, MLIR's `PresburgerRelation`). Both wrap a [`PresburgerSet`], whose [`Space`] tells the
//! kinds apart (a relation has a domain tuple); the wrappers keep that invariant, so operations
//! are typed: set ∩ set, relation ∘ relation, apply(set, relation) → set, domain/range of a
//! relation → set. Parsing checks the kind.
//!
//! Parameters (`[N] -> { ... }`) are matched by name between operands. Every operation that
//! can blow up takes a [`Budget`]; running out is [`PresburgerError::Budget`] (unknown), never a
//! guess.
//!
//! ```
//! use tessera_polyhedral::{Budget, Relation, Set};
//! let mut b = Budget::default();
//! let s = Set::parse("{ [i] : 0 <= i < 4 }").unwrap();
//! let r = Relation::parse("{ [i] -> [j] : j = 2i + 1 }").unwrap();
//! let image = s.apply(&r, &mut b).unwrap();
//! assert!(image.is_equal(&Set::parse("{ [j] : exists (i : j = 2i + 1 and 0 <= i < 4) }").unwrap(), &mut b).unwrap());
//! assert_eq!(image.count(&mut b).unwrap(), Some(4.into()));
//! ```

use std::fmt;
use std::str::FromStr;

use crate::affine::{AffineMap, IntegerSet};
use crate::budget::Budget;
use crate::error::{PResult, PresburgerError};
use crate::flatten::{integer_set_to_presburger, map_to_relation};
use crate::int::Int;
use crate::isl::{parse_kind, to_isl};
use crate::linear::System;
use crate::set::{Optimum, Piece, PresburgerSet, Space, Tuple};

/// A Presburger set: a finite union of integer points of one tuple, possibly parametric.
///
/// ```
/// use tessera_polyhedral::{Budget, Set};
/// let mut b = Budget::default();
/// let s: Set = "[N] -> { [i, j] : 0 <= i < N and 0 <= j <= i }".parse().unwrap();
/// assert_eq!(s.ndims(), 2);
/// assert_eq!(s.params(), ["N"]);
/// assert!(!s.is_empty(&mut b).unwrap());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Set(PresburgerSet);

/// A Presburger relation: a finite union of pairs `input -> output` of integer tuples,
/// possibly parametric.
///
/// ```
/// use tessera_polyhedral::{Budget, Relation, Set};
/// let mut b = Budget::default();
/// let r = Relation::parse("{ [i] -> [j] : 0 <= i < 3 and i <= j <= i + 1 }").unwrap();
/// assert_eq!((r.n_in(), r.n_out()), (1, 1));
/// let range = r.range(&mut b).unwrap();
/// assert!(range.is_equal(&Set::parse("{ [j] : 0 <= j <= 3 }").unwrap(), &mut b).unwrap());
/// ```
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Relation(PresburgerSet);

fn mismatch(msg: impl Into<String>) -> PresburgerError {
    PresburgerError::SpaceMismatch(msg.into())
}

/// Whether two tuples denote the same space (arity and name; dimension names may differ).
fn same_tuple(a: &Tuple, b: &Tuple) -> bool {
    a.len() == b.len() && a.name == b.name
}

/// The literal `{ }`: no piece and no tuple; it adapts to the other operand's tuple.
fn untyped(s: &PresburgerSet) -> bool {
    s.pieces.is_empty() && s.space.domain.is_none() && s.space.range == Tuple::default()
}

fn describe(t: &Tuple) -> String {
    format!("{}[{} dim(s)]", t.name.as_deref().unwrap_or(""), t.len())
}

/// The parameters of `a` followed by those of `b` that `a` lacks.
fn merged_params(a: &Space, b: &Space) -> Vec<String> {
    let mut params = a.params.clone();
    for p in &b.params {
        if !params.contains(p) {
            params.push(p.clone());
        }
    }
    params
}

impl Set {
    /// Parses a set in isl notation (`[N] -> { [i] : 0 <= i < N }`). A relation
    /// (`{ [i] -> [j] }`) is a parse error at its arrow.
    ///
    /// ```
    /// use tessera_polyhedral::Set;
    /// assert!(Set::parse("{ [i, j] : 0 <= i <= j < 10 }").is_ok());
    /// let e = Set::parse("{ [i] -> [j] : j = i }").unwrap_err();
    /// assert_eq!(e.to_string(), "1:7: expected a set, found a relation (`->`)");
    /// ```
    pub fn parse(src: &str) -> PResult<Set> {
        parse_kind(src, false).map(Set)
    }

    /// Wraps an engine set; a relation is a [`PresburgerError::SpaceMismatch`].
    pub fn from_presburger(s: PresburgerSet) -> PResult<Set> {
        if s.space.domain.is_some() {
            return Err(mismatch("expected a set, found a relation"));
        }
        Ok(Set(s))
    }

    /// The integer points of an affine dialect integer set (its symbols become parameters
    /// `s0`, `s1`, ...).
    ///
    /// ```
    /// use tessera_polyhedral::affine::{AffineExpr, IntegerSet};
    /// use tessera_polyhedral::{Budget, Set};
    /// // (d0) : (d0 >= 0, 9 - d0 >= 0)
    /// let d0 = AffineExpr::dim(0);
    /// let nine = AffineExpr::constant(9);
    /// let is = IntegerSet::new(1, 0, vec![d0.clone(), nine.sub(&d0)], vec![false, false]).unwrap();
    /// let s = Set::from_integer_set(&is).unwrap();
    /// assert_eq!(s.count(&mut Budget::default()).unwrap(), Some(10.into()));
    /// ```
    pub fn from_integer_set(set: &IntegerSet) -> PResult<Set> {
        Set::from_presburger(integer_set_to_presburger(set)?)
    }

    /// The set of all points of an `ndims`-dimensional anonymous tuple.
    pub fn universe(ndims: usize) -> Set {
        Set(PresburgerSet::universe(Space::set(ndims)))
    }

    /// The empty set of an `ndims`-dimensional anonymous tuple.
    pub fn empty(ndims: usize) -> Set {
        Set(PresburgerSet::empty(Space::set(ndims)))
    }

    /// A convex set from a constraint system over `[dims | params]` (`ndims` dims, then one
    /// column per name in `params`).
    ///
    /// ```
    /// use tessera_polyhedral::linear::System;
    /// use tessera_polyhedral::{Budget, Set};
    /// let mut sys = System::new(2); // columns [i | N]
    /// sys.add_ineq_i64(&[1, 0, 0]); // i >= 0
    /// sys.add_ineq_i64(&[-1, 1, -1]); // i <= N - 1
    /// let s = Set::from_system(1, vec!["N".into()], sys).unwrap();
    /// assert!(s.is_equal(&"[N] -> { [i] : 0 <= i < N }".parse().unwrap(), &mut Budget::default()).unwrap());
    /// ```
    pub fn from_system(ndims: usize, params: Vec<String>, sys: System) -> PResult<Set> {
        let mut space = Space::set(ndims);
        space.params = params;
        PresburgerSet::from_system(space, sys).map(Set)
    }

    /// The engine representation.
    pub fn as_presburger(&self) -> &PresburgerSet {
        &self.0
    }

    /// The engine representation, by value.
    pub fn into_presburger(self) -> PresburgerSet {
        self.0
    }

    /// The space (parameters and the tuple; `domain` is always `None`).
    pub fn space(&self) -> &Space {
        &self.0.space
    }

    /// The tuple.
    pub fn tuple(&self) -> &Tuple {
        &self.0.space.range
    }

    /// Number of set dimensions.
    pub fn ndims(&self) -> usize {
        self.0.space.range.len()
    }

    /// Parameter names, in column order.
    pub fn params(&self) -> &[String] {
        &self.0.space.params
    }

    /// Whether the set has no integer point, for any parameter value.
    pub fn is_empty(&self, budget: &mut Budget) -> PResult<bool> {
        self.0.is_empty(budget)
    }

    /// An integer point (dimensions then parameters), or `None` if the set is empty.
    pub fn sample(&self, budget: &mut Budget) -> PResult<Option<Vec<Int>>> {
        self.0.sample(budget)
    }

    /// Whether `point` (dimensions then parameters) belongs to the set.
    pub fn contains(&self, point: &[Int], budget: &mut Budget) -> PResult<bool> {
        self.0.contains(point, budget)
    }

    fn check_same(&self, other: &Set) -> PResult<()> {
        if same_tuple(self.tuple(), other.tuple()) || untyped(&self.0) || untyped(&other.0) {
            Ok(())
        } else {
            Err(mismatch(format!(
                "sets of different tuples: {} and {}",
                describe(self.tuple()),
                describe(other.tuple())
            )))
        }
    }

    /// Intersection (same tuple).
    pub fn intersect(&self, other: &Set) -> PResult<Set> {
        self.check_same(other)?;
        self.0.intersect(&other.0).map(Set)
    }

    /// Union (same tuple).
    pub fn union(&self, other: &Set) -> PResult<Set> {
        self.check_same(other)?;
        self.0.union(&other.0).map(Set)
    }

    /// Difference `self - other` (same tuple).
    pub fn subtract(&self, other: &Set, budget: &mut Budget) -> PResult<Set> {
        self.check_same(other)?;
        self.0.subtract(&other.0, budget).map(Set)
    }

    /// Complement within the tuple's space.
    pub fn complement(&self, budget: &mut Budget) -> PResult<Set> {
        self.0.complement(budget).map(Set)
    }

    /// Whether `self ⊆ other`.
    pub fn is_subset(&self, other: &Set, budget: &mut Budget) -> PResult<bool> {
        self.check_same(other)?;
        self.0.is_subset(&other.0, budget)
    }

    /// Whether the two sets hold the same points.
    pub fn is_equal(&self, other: &Set, budget: &mut Budget) -> PResult<bool> {
        self.check_same(other)?;
        self.0.is_equal(&other.0, budget)
    }

    /// The lexicographically smallest point (dimensions, then the parameter values at which it
    /// is reached), `None` if empty; unbounded is [`PresburgerError::Unsupported`].
    ///
    /// ```
    /// use tessera_polyhedral::{Budget, Set};
    /// let s = Set::parse("{ [i, j] : 2 <= i <= 5 and i - 1 <= j <= 7 and j >= 4 }").unwrap();
    /// let m = s.lexmin(&mut Budget::default()).unwrap().unwrap();
    /// assert_eq!(m, [2.into(), 4.into()]);
    /// ```
    pub fn lexmin(&self, budget: &mut Budget) -> PResult<Option<Vec<Int>>> {
        self.0.lexopt(false, budget)
    }

    /// The lexicographically largest point, as [`Set::lexmin`].
    pub fn lexmax(&self, budget: &mut Budget) -> PResult<Option<Vec<Int>>> {
        self.0.lexopt(true, budget)
    }

    /// Minimum of the affine function `f · (dims, params, 1)` over the set.
    pub fn min(&self, f: &[Int], budget: &mut Budget) -> PResult<Optimum> {
        self.0.min(f, budget)
    }

    /// Maximum of the affine function `f · (dims, params, 1)` over the set.
    pub fn max(&self, f: &[Int], budget: &mut Budget) -> PResult<Optimum> {
        self.0.max(f, budget)
    }

    /// Number of integer points of a parameter-free set; `None` when it is infinite.
    ///
    /// ```
    /// use tessera_polyhedral::{Budget, Set};
    /// // The triangle 0 <= j <= i < 10 has 10 * 11 / 2 points.
    /// let s = Set::parse("{ [i, j] : 0 <= j <= i < 10 }").unwrap();
    /// assert_eq!(s.count(&mut Budget::default()).unwrap(), Some(55.into()));
    /// ```
    pub fn count(&self, budget: &mut Budget) -> PResult<Option<Int>> {
        self.0.card(budget)
    }

    /// Keeps the dimensions `keep` (in that order) and existentially quantifies the others.
    pub fn project_onto(&self, keep: &[usize], budget: &mut Budget) -> PResult<Set> {
        self.0.project_onto(keep, budget).map(Set)
    }

    /// Existentially quantifies the `n` dimensions starting at `first` (MLIR's
    /// `projectOut`, isl's `project_out`).
    ///
    /// ```
    /// use tessera_polyhedral::{Budget, Set};
    /// let mut b = Budget::default();
    /// let s = Set::parse("{ [i, j] : 0 <= i < 10 and j = 3i }").unwrap();
    /// let p = s.project_out(0, 1, &mut b).unwrap();
    /// let expect = Set::parse("{ [j] : exists (k : j = 3k and 0 <= k < 10) }").unwrap();
    /// assert!(p.is_equal(&expect, &mut b).unwrap());
    /// ```
    pub fn project_out(&self, first: usize, n: usize, budget: &mut Budget) -> PResult<Set> {
        let nd = self.ndims();
        if first.checked_add(n).is_none_or(|end| end > nd) {
            return Err(mismatch(format!(
                "cannot project out dimensions {first}..{} of a {nd}-dimensional set",
                first.saturating_add(n)
            )));
        }
        let keep: Vec<usize> = (0..nd).filter(|&k| k < first || k >= first + n).collect();
        let mut r = self.0.project_onto(&keep, budget)?;
        r.space.range.name = self.tuple().name.clone();
        Ok(Set(r))
    }

    /// Coalesces the union (same points, fewer or simpler pieces).
    pub fn coalesce(&self, budget: &mut Budget) -> PResult<Set> {
        self.0.coalesce(budget).map(Set)
    }

    /// The smallest box (per-dimension integer bounds) containing the set.
    pub fn bounding_box(&self, budget: &mut Budget) -> PResult<Set> {
        self.0.bounding_box(budget).map(Set)
    }

    /// The image of the set under `rel`: `{ y : ∃x ∈ self, x -> y ∈ rel }` (isl's
    /// `set.apply(map)`). The set's tuple must be the relation's domain tuple.
    pub fn apply(&self, rel: &Relation, budget: &mut Budget) -> PResult<Set> {
        rel.check_domain(self)?;
        rel.0.apply(&self.0, budget).map(Set)
    }

    /// The set as a relation whose domain is its first `n_in` dimensions (isl's `unwrap` of a
    /// flat tuple); the inverse of [`Relation::wrap`].
    pub fn unwrap(&self, n_in: usize) -> PResult<Relation> {
        let t = self.tuple();
        if n_in > t.len() {
            return Err(mismatch(format!(
                "cannot split a {}-dimensional set after {n_in} dimension(s)",
                t.len()
            )));
        }
        let mut s = self.0.clone();
        s.space.domain = Some(Tuple {
            name: None,
            dims: t.dims[..n_in].to_vec(),
        });
        s.space.range = Tuple {
            name: None,
            dims: t.dims[n_in..].to_vec(),
        };
        Ok(Relation(s))
    }

    /// The set in isl notation (isl and [`Set::parse`] read it back).
    pub fn to_isl(&self) -> String {
        to_isl(&self.0)
    }
}

impl Relation {
    /// Parses a relation in isl notation (`[N] -> { [i] -> [j] : j = i + N }`). A set
    /// (`{ [i] : ... }`) is a parse error.
    ///
    /// ```
    /// use tessera_polyhedral::Relation;
    /// assert!(Relation::parse("{ S[i] -> A[i + 1] }").is_ok());
    /// let e = Relation::parse("{ [i] : i >= 0 }").unwrap_err();
    /// assert!(e.to_string().contains("expected a relation"));
    /// ```
    pub fn parse(src: &str) -> PResult<Relation> {
        parse_kind(src, true).map(Relation)
    }

    /// Wraps an engine relation; a set is a [`PresburgerError::SpaceMismatch`].
    pub fn from_presburger(s: PresburgerSet) -> PResult<Relation> {
        if s.space.domain.is_none() {
            return Err(mismatch("expected a relation, found a set"));
        }
        Ok(Relation(s))
    }

    /// The graph `{ [d..] -> [r..] : r = map(d) }` of an affine map (its symbols become
    /// parameters `s0`, `s1`, ...).
    ///
    /// ```
    /// use tessera_polyhedral::affine::{AffineExpr, AffineMap};
    /// use tessera_polyhedral::{Budget, Relation};
    /// let d0 = AffineExpr::dim(0);
    /// let m = AffineMap::new(1, 0, vec![d0.floor_div(&AffineExpr::constant(2))]).unwrap();
    /// let r = Relation::from_affine_map(&m).unwrap();
    /// let mut b = Budget::default();
    /// assert!(r.contains(&[7.into(), 3.into()], &mut b).unwrap());
    /// assert!(!r.contains(&[7.into(), 4.into()], &mut b).unwrap());
    /// ```
    pub fn from_affine_map(map: &AffineMap) -> PResult<Relation> {
        Relation::from_presburger(map_to_relation(map)?)
    }

    fn space_of(n_in: usize, n_out: usize) -> Space {
        Space {
            params: Vec::new(),
            domain: Some(Tuple::anonymous(n_in)),
            range: Tuple::anonymous(n_out),
        }
    }

    /// All pairs of an `n_in`-tuple and an `n_out`-tuple (anonymous tuples).
    pub fn universe(n_in: usize, n_out: usize) -> Relation {
        Relation(PresburgerSet::universe(Relation::space_of(n_in, n_out)))
    }

    /// The empty relation between anonymous `n_in`- and `n_out`-tuples.
    pub fn empty(n_in: usize, n_out: usize) -> Relation {
        Relation(PresburgerSet::empty(Relation::space_of(n_in, n_out)))
    }

    /// The identity relation `{ x -> x }` on anonymous `n`-tuples.
    pub fn identity(n: usize) -> Relation {
        let mut sys = System::new(2 * n);
        for k in 0..n {
            let mut e = vec![Int::zero(); 2 * n + 1];
            e[k] = Int::one();
            e[n + k] = -Int::one();
            sys.add_eq(e);
        }
        Relation(PresburgerSet {
            space: Relation::space_of(n, n),
            pieces: vec![Piece { nlocals: 0, sys }],
        })
    }

    /// The engine representation.
    pub fn as_presburger(&self) -> &PresburgerSet {
        &self.0
    }

    /// The engine representation, by value.
    pub fn into_presburger(self) -> PresburgerSet {
        self.0
    }

    /// The space (parameters, domain and range tuples).
    pub fn space(&self) -> &Space {
        &self.0.space
    }

    fn dom(&self) -> &Tuple {
        // Invariant of the type: a relation has a domain tuple.
        self.0.space.domain.as_ref().unwrap_or(&self.0.space.range)
    }

    /// The input (domain) tuple.
    pub fn domain_tuple(&self) -> &Tuple {
        self.dom()
    }

    /// The output (range) tuple.
    pub fn range_tuple(&self) -> &Tuple {
        &self.0.space.range
    }

    /// Number of input dimensions.
    pub fn n_in(&self) -> usize {
        self.dom().len()
    }

    /// Number of output dimensions.
    pub fn n_out(&self) -> usize {
        self.0.space.range.len()
    }

    /// Parameter names, in column order.
    pub fn params(&self) -> &[String] {
        &self.0.space.params
    }

    fn check_domain(&self, set: &Set) -> PResult<()> {
        if same_tuple(self.dom(), set.tuple()) {
            Ok(())
        } else {
            Err(mismatch(format!(
                "the set {} does not match the relation's domain {}",
                describe(set.tuple()),
                describe(self.dom())
            )))
        }
    }

    fn check_same(&self, other: &Relation) -> PResult<()> {
        if same_tuple(self.dom(), other.dom())
            && same_tuple(self.range_tuple(), other.range_tuple())
        {
            Ok(())
        } else {
            Err(mismatch(format!(
                "relations of different spaces: {} -> {} and {} -> {}",
                describe(self.dom()),
                describe(self.range_tuple()),
                describe(other.dom()),
                describe(other.range_tuple())
            )))
        }
    }

    /// Whether the relation has no pair, for any parameter value.
    pub fn is_empty(&self, budget: &mut Budget) -> PResult<bool> {
        self.0.is_empty(budget)
    }

    /// A pair (input dims, output dims, then parameters), or `None` if empty.
    pub fn sample(&self, budget: &mut Budget) -> PResult<Option<Vec<Int>>> {
        self.0.sample(budget)
    }

    /// Whether `point` (input dims, output dims, then parameters) belongs to the relation.
    pub fn contains(&self, point: &[Int], budget: &mut Budget) -> PResult<bool> {
        self.0.contains(point, budget)
    }

    /// Intersection (same spaces).
    pub fn intersect(&self, other: &Relation) -> PResult<Relation> {
        self.check_same(other)?;
        self.0.intersect(&other.0).map(Relation)
    }

    /// Union (same spaces).
    pub fn union(&self, other: &Relation) -> PResult<Relation> {
        self.check_same(other)?;
        self.0.union(&other.0).map(Relation)
    }

    /// Difference `self - other` (same spaces).
    pub fn subtract(&self, other: &Relation, budget: &mut Budget) -> PResult<Relation> {
        self.check_same(other)?;
        self.0.subtract(&other.0, budget).map(Relation)
    }

    /// Whether `self ⊆ other`.
    pub fn is_subset(&self, other: &Relation, budget: &mut Budget) -> PResult<bool> {
        self.check_same(other)?;
        self.0.is_subset(&other.0, budget)
    }

    /// Whether the two relations hold the same pairs.
    pub fn is_equal(&self, other: &Relation, budget: &mut Budget) -> PResult<bool> {
        self.check_same(other)?;
        self.0.is_equal(&other.0, budget)
    }

    /// The domain `{ x : ∃y, x -> y }`.
    pub fn domain(&self, budget: &mut Budget) -> PResult<Set> {
        self.0.domain(budget).map(Set)
    }

    /// The range `{ y : ∃x, x -> y }`.
    pub fn range(&self, budget: &mut Budget) -> PResult<Set> {
        self.0.range(budget).map(Set)
    }

    /// For every input, its lexicographically largest output (isl's `isl_map_lexmax`): a
    /// single-valued relation with the same domain, exact and quasi-affine.
    ///
    /// ```
    /// use tessera_polyhedral::{Budget, Relation};
    /// let mut b = Budget::default();
    /// // The last k2 < k of a reduction loop: k - 1.
    /// let r = Relation::parse("[N] -> { [k] -> [k2] : 0 <= k2 < k < N }").unwrap();
    /// let last = r.lexmax(&mut b).unwrap();
    /// let expect = Relation::parse("[N] -> { [k] -> [k - 1] : 1 <= k < N }").unwrap();
    /// assert!(last.is_equal(&expect, &mut b).unwrap());
    /// ```
    pub fn lexmax(&self, budget: &mut Budget) -> PResult<Relation> {
        self.0.lexopt_relation(true, budget).map(Relation)
    }

    /// For every input, its lexicographically smallest output ([`Relation::lexmax`]).
    pub fn lexmin(&self, budget: &mut Budget) -> PResult<Relation> {
        self.0.lexopt_relation(false, budget).map(Relation)
    }

    /// Whether every input has at most one output.
    pub fn is_single_valued(&self, budget: &mut Budget) -> PResult<bool> {
        self.0.is_single_valued(budget)
    }

    /// The inverse `{ y -> x : x -> y }`.
    pub fn reverse(&self) -> PResult<Relation> {
        self.0.reverse().map(Relation)
    }

    /// The image of `set`: `{ y : ∃x ∈ set, x -> y }` (same as [`Set::apply`]).
    pub fn image(&self, set: &Set, budget: &mut Budget) -> PResult<Set> {
        set.apply(self, budget)
    }

    /// The pairs whose input lies in `set`.
    pub fn intersect_domain(&self, set: &Set) -> PResult<Relation> {
        self.check_domain(set)?;
        let lifted = set.0.lift_to_domain(&self.0.space);
        self.0.intersect(&lifted).map(Relation)
    }

    /// The pairs whose output lies in `set`.
    pub fn intersect_range(&self, set: &Set) -> PResult<Relation> {
        self.reverse()?.intersect_domain(set)?.reverse()
    }

    /// Composition: `self` then `next`, `{ x -> z : ∃y, x -> y ∈ self, y -> z ∈ next }`
    /// (isl's `apply_range`; `next ∘ self` in mathematical order). The output tuple of `self`
    /// must be the input tuple of `next`.
    ///
    /// ```
    /// use tessera_polyhedral::{Budget, Relation};
    /// let mut b = Budget::default();
    /// let double = Relation::parse("{ [i] -> [j] : j = 2i }").unwrap();
    /// let succ = Relation::parse("{ [j] -> [k] : k = j + 1 }").unwrap();
    /// let both = double.apply_range(&succ, &mut b).unwrap();
    /// let expect = Relation::parse("{ [i] -> [k] : k = 2i + 1 }").unwrap();
    /// assert!(both.is_equal(&expect, &mut b).unwrap());
    /// ```
    pub fn apply_range(&self, next: &Relation, budget: &mut Budget) -> PResult<Relation> {
        if !same_tuple(self.range_tuple(), next.dom()) {
            return Err(mismatch(format!(
                "cannot compose: the first relation's range {} is not the second's domain {}",
                describe(self.range_tuple()),
                describe(next.dom())
            )));
        }
        let params = merged_params(&self.0.space, &next.0.space);
        let a = self.0.with_params(&params)?;
        let b = next.0.with_params(&params)?;
        let (nx, ny, nz, np) = (self.n_in(), self.n_out(), next.n_out(), params.len());
        // Columns of the result: [x | z | params | y | a's locals | b's locals].
        let base = nx + nz + np + ny;
        let mut pieces = Vec::new();
        for p in &a.pieces {
            for q in &b.pieces {
                let total = base + p.nlocals + q.nlocals;
                // a's columns: [x | y | params | locals].
                let a_cols: Vec<usize> = (0..nx)
                    .chain(nx + nz + np..base)
                    .chain(nx + nz..nx + nz + np)
                    .chain(base..base + p.nlocals)
                    .collect();
                // b's columns: [y | z | params | locals].
                let b_cols: Vec<usize> = (nx + nz + np..base)
                    .chain(nx..nx + nz)
                    .chain(nx + nz..nx + nz + np)
                    .chain(base + p.nlocals..total)
                    .collect();
                let mut sys = System::new(total);
                sys.add_placed(&p.sys, &a_cols);
                sys.add_placed(&q.sys, &b_cols);
                if sys.normalize().is_ok() {
                    pieces.push(Piece {
                        nlocals: ny + p.nlocals + q.nlocals,
                        sys,
                    });
                }
            }
        }
        let space = Space {
            params,
            domain: Some(self.dom().clone()),
            range: next.range_tuple().clone(),
        };
        PresburgerSet { space, pieces }
            .simplify(budget)
            .map(Relation)
    }

    /// Coalesces the union (same pairs, fewer or simpler pieces).
    pub fn coalesce(&self, budget: &mut Budget) -> PResult<Relation> {
        self.0.coalesce(budget).map(Relation)
    }

    /// The relation as a set of the concatenated tuples `[x, y]` (isl's `wrap`, flattened; the
    /// tuple names are dropped); [`Set::unwrap`] splits it back.
    ///
    /// ```
    /// use tessera_polyhedral::{Budget, Relation, Set};
    /// let mut b = Budget::default();
    /// let r = Relation::parse("{ [i] -> [j] : 0 <= i < j < 4 }").unwrap();
    /// let w = r.wrap();
    /// assert_eq!(w.count(&mut b).unwrap(), Some(6.into()));
    /// assert!(w.unwrap(1).unwrap().is_equal(&r, &mut b).unwrap());
    /// ```
    pub fn wrap(&self) -> Set {
        let mut s = self.0.clone();
        let mut dims = self.dom().dims.clone();
        dims.extend(self.0.space.range.dims.iter().cloned());
        s.space.domain = None;
        s.space.range = Tuple { name: None, dims };
        Set(s)
    }

    /// The relation in isl notation (isl and [`Relation::parse`] read it back).
    pub fn to_isl(&self) -> String {
        to_isl(&self.0)
    }
}

impl fmt::Display for Set {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_isl())
    }
}

impl fmt::Display for Relation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.to_isl())
    }
}

impl FromStr for Set {
    type Err = PresburgerError;
    fn from_str(s: &str) -> PResult<Set> {
        Set::parse(s)
    }
}

impl FromStr for Relation {
    type Err = PresburgerError;
    fn from_str(s: &str) -> PResult<Relation> {
        Relation::parse(s)
    }
}

impl TryFrom<PresburgerSet> for Set {
    type Error = PresburgerError;
    fn try_from(s: PresburgerSet) -> PResult<Set> {
        Set::from_presburger(s)
    }
}

impl TryFrom<PresburgerSet> for Relation {
    type Error = PresburgerError;
    fn try_from(s: PresburgerSet) -> PResult<Relation> {
        Relation::from_presburger(s)
    }
}

impl From<Set> for PresburgerSet {
    fn from(s: Set) -> PresburgerSet {
        s.0
    }
}

impl From<Relation> for PresburgerSet {
    fn from(r: Relation) -> PresburgerSet {
        r.0
    }
}
