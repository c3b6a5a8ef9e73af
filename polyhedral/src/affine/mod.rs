//! Affine expressions, maps and integer sets: the objects MLIR's affine dialect is written in.
//!
//! Expressions are built through simplifying constructors that mirror MLIR's, and print exactly
//! as `mlir-opt` prints them:
//!
//! ```
//! use tessera_polyhedral::affine::{AffineExpr, AffineMap};
//! let d0 = AffineExpr::dim(0);
//! let s0 = AffineExpr::symbol(0);
//! assert_eq!(d0.add(&d0).to_string(), "d0 * 2");
//! assert_eq!(d0.sub(&s0.mul(&AffineExpr::constant(3))).to_string(), "d0 - s0 * 3");
//! let map = AffineMap::new(1, 1, vec![d0.add(&s0), d0.floor_div(&AffineExpr::constant(4))]).unwrap();
//! assert_eq!(map.to_string(), "(d0)[s0] -> (d0 + s0, d0 floordiv 4)");
//! ```

mod expr;
mod map;
mod ops;
mod print;

pub use expr::{
    ceil_div_i64, floor_div_i64, mod_i64, AffineBinaryOp, AffineExpr, AffineExprKind, AffineVar,
};
pub use map::{AffineMap, IntegerSet};
pub use print::{default_var_name, write_expr, DisplayWith, VarNamer};

#[cfg(test)]
mod tests;
