//! isl notation in and out: [`parse_set`] reads sets and relations as isl
//! writes them, [`to_isl`] prints them back (isl reads the output).
//!
//! ```
//! use tessera_polyhedral::isl::{parse_set, to_isl};
//! use tessera_polyhedral::budget::Budget;
//! let s = parse_set("[N] -> { [i, j] : 0 <= i < N and 2j = i }").unwrap();
//! assert!(!s.is_empty(&mut Budget::default()).unwrap());
//! let back = parse_set(&to_isl(&s)).unwrap();
//! assert!(back.is_equal(&s, &mut Budget::default()).unwrap());
//! ```

pub(crate) mod lexer;
mod parse;
mod print;

pub(crate) use parse::parse_kind;
pub(crate) use parse::{parse_affine, parse_set_at};
pub use parse::{parse_affine_expr, parse_set};
pub use print::{point_to_isl, to_isl, to_isl_simplified};
