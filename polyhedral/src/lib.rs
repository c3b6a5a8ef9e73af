//! tessera-polyhedral: exact integer affine math.
//!
//! # Entry points
//!
//! - [`Set`] and [`Relation`]: Presburger sets (`{ [i, j] : ... }`) and relations
//!   (`{ [i] -> [j] : ... }`), parsed from isl notation with their kind checked, with typed
//!   operations (intersection, union, difference, emptiness, lexmin, count, projection,
//!   domain/range, image, composition). Both wrap the engine's [`PresburgerSet`] (one type for
//!   both kinds, told apart by its [`set::Space`]), which the analyses use directly.
//! - [`affine`]: MLIR's affine expressions, maps and integer sets (printed exactly as `mlir-opt`
//!   prints them); [`Set::from_integer_set`] and [`Relation::from_affine_map`] bring them to the
//!   engine ([`flatten`] gives their constraint systems).
//! - [`linear::System`]: a conjunction of integer equalities and inequalities; [`integer`]
//!   (exact emptiness and sample points: the Omega test with branch and bound over the
//!   rational simplex as fallback; [`integer::sample`] is the entry point), [`lexopt`]
//!   (exact integer min/max/lexmin), [`simplex`] (exact rational LP), [`fm`] (exact projection)
//!   work on it.
//! - [`Budget`]: every operation that can blow up is charged to one; exhaustion is
//!   [`PresburgerError::Budget`] ("unknown"), never a guess and never a hang.
//! - [`PresburgerError`]: the crate's one error type. [`Int`]: exact integers (`i64` fast path,
//!   arbitrary precision on overflow). [`isl`]: isl notation in and out; [`calc`]: the
//!   `tessera calc` language.
//!
//! Parse a set, test emptiness (exact over the integers):
//!
//! ```
//! use tessera_polyhedral::{Budget, Set};
//! // 1 <= 3x - 3y <= 2 has rational but no integer points.
//! let s = Set::parse("{ [x, y] : 1 <= 3x - 3y <= 2 }").unwrap();
//! assert!(s.is_empty(&mut Budget::default()).unwrap());
//! ```
//!
//! Lexmin, count and projection:
//!
//! ```
//! use tessera_polyhedral::{Budget, Int, Set};
//! let mut b = Budget::default();
//! let s = Set::parse("{ [i, j] : 0 <= i < 4 and i <= j < 4 and (i + j) mod 2 = 0 }").unwrap();
//! assert_eq!(s.lexmin(&mut b).unwrap(), Some(vec![Int::from(0), Int::from(0)]));
//! // (0,0) (0,2) (1,1) (1,3) (2,2) (3,3)
//! assert_eq!(s.count(&mut b).unwrap(), Some(Int::from(6)));
//! let js = s.project_out(0, 1, &mut b).unwrap();
//! assert!(js.is_equal(&Set::parse("{ [j] : 0 <= j < 4 }").unwrap(), &mut b).unwrap());
//! ```
//!
//! Relations: domain, range, image, composition:
//!
//! ```
//! use tessera_polyhedral::{Budget, Relation, Set};
//! let mut b = Budget::default();
//! let r = Relation::parse("[N] -> { [i] -> [i + 1] : 0 <= i < N }").unwrap();
//! let dom = r.domain(&mut b).unwrap();
//! assert!(dom.is_equal(&Set::parse("[N] -> { [i] : 0 <= i < N }").unwrap(), &mut b).unwrap());
//! let twice = r.apply_range(&r, &mut b).unwrap();
//! let expect = Relation::parse("[N] -> { [i] -> [i + 2] : 0 <= i < N - 1 }").unwrap();
//! assert!(twice.is_equal(&expect, &mut b).unwrap());
//! // Parsing a relation as a set is an error.
//! assert!(Set::parse("{ [i] -> [i + 1] }").is_err());
//! ```

#![warn(missing_docs)]

pub mod affine;
pub(crate) mod bnb;
pub mod budget;
pub mod calc;
pub mod deep;
pub mod error;
pub mod flatten;
pub mod fm;
pub(crate) mod fmchain;
pub mod int;
pub mod integer;
pub mod isl;
pub(crate) mod lattice;
pub mod lexopt;
pub mod linear;
pub mod set;
pub mod simplex;
mod typed;

pub use affine::{AffineExpr, AffineMap, IntegerSet};
pub use budget::Budget;
pub use error::{PResult, PresburgerError};
pub use int::Int;
pub use linear::System;
pub use set::PresburgerSet;
pub use typed::{Relation, Set};
