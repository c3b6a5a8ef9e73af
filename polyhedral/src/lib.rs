//! tessera-polyhedral: exact integer affine math.
//!
//! - [`affine`]: affine expressions, maps and integer sets (MLIR's objects);
//! - [`int`]: exact integers (`i64` fast path, arbitrary precision on overflow);
//! - [`linear`], [`lattice`], [`fm`], [`simplex`], [`integer`], [`lexopt`]:
//!   constraint systems, integer equality solving, exact Fourier–Motzkin
//!   (Omega test), rational simplex, exact integer emptiness and optimisation;
//! - [`bnb`]: branch and bound over the simplex when the Omega test blows up;
//! - [`set`]: Presburger sets and relations as unions of convex pieces;
//! - [`isl`]: isl notation in and out; [`calc`]: the `tessera calc` language;
//! - [`flatten`]: affine expressions/maps/sets to constraint systems;
//! - [`budget`]: the work budget that turns blow-ups into "unknown".
//!
//! ```
//! use tessera_polyhedral::{budget::Budget, isl::parse_set};
//! // 1 <= 3x - 3y <= 2 has rational but no integer points.
//! let s = parse_set("{ [x, y] : 1 <= 3x - 3y <= 2 }").unwrap();
//! assert!(s.is_empty(&mut Budget::default()).unwrap());
//! ```

pub mod affine;
pub mod bnb;
pub mod budget;
pub mod calc;
pub mod error;
pub mod flatten;
pub mod fm;
pub mod int;
pub mod integer;
pub mod isl;
pub mod lattice;
pub mod lexopt;
pub mod linear;
pub mod set;
pub mod simplex;
mod typed;

pub use budget::Budget;
pub use error::{PResult, PresburgerError};
pub use int::Int;
pub use set::PresburgerSet;
pub use typed::{Relation, Set};
