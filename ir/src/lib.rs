//! tessera-ir: MLIR's textual IR — parser, printer, verifier, and dialect op definitions.
//!
//! # Entry points
//!
//! - [`Registry::standard`]: the dialects (ops' custom syntax, verifiers, traits); every entry
//!   point takes it.
//! - [`parse()`] text into a [`Module`] (an arena of operations, blocks, regions and values
//!   addressed by [`OpId`], [`BlockId`], [`RegionId`], [`ValueId`]); [`print()`] it back
//!   (byte-identical to `mlir-opt`; [`PrintOptions`] selects the generic form); [`verify()`] it.
//! - Walk: [`Module::walk`] lists the operations under an op in pre-order; [`Module::op`] gives
//!   the generic record ([`Operation`]: name, operands, results, attributes, regions);
//!   [`views`] gives typed views of the affine ops ([`views::AffineForOp`], ...) and [`linalg`]
//!   the structured view of linalg ops.
//! - Build and rewrite: [`builder::Builder`] (insertion points, arith and affine ops),
//!   [`builder_ops`] (typed constructors of the memref, vector, func, linalg, DMA and loop ops
//!   passes create), the views' setters for editing an op in place
//!   ([`views::AffineForOp::set_lower_bound`], [`views::AffineLoadOp::set_map`], ...),
//!   [`builder::clone_op`], [`Module::replace_all_uses`].
//! - Errors: one [`Error`] with a [`Pos`] and MLIR's notes; [`Error::render`] prints
//!   `FILE:LINE:COL: error: ...` with the source line and a caret.
//!
//! Parse, verify and print:
//!
//! ```
//! use tessera_ir::{parse, print, verify, PrintOptions, Registry};
//! let reg = Registry::standard();
//! let src = "func.func @f(%a: i32) -> i32 {\n  %0 = arith.addi %a, %a : i32\n  return %0 : i32\n}";
//! let m = parse(src, reg).unwrap();
//! verify(&m, reg).unwrap();
//! let out = print(&m, reg, PrintOptions::default());
//! assert_eq!(out, "module {\n  func.func @f(%arg0: i32) -> i32 {\n    %0 = arith.addi %arg0, %arg0 : i32\n    return %0 : i32\n  }\n}\n\n");
//! ```
//!
//! Walk the operations and read an affine loop through its view:
//!
//! ```
//! use tessera_ir::{parse, views::AffineForOp, Registry};
//! let reg = Registry::standard();
//! let src = "func.func @f(%A: memref<10xf32>) {
//!   affine.for %i = 0 to 10 step 2 {
//!     %v = affine.load %A[%i] : memref<10xf32>
//!   }
//!   return
//! }";
//! let m = parse(src, reg).unwrap();
//! let names: Vec<&str> = m.walk(m.top()).into_iter().map(|op| m.op(op).name.as_str()).collect();
//! assert_eq!(names, ["builtin.module", "func.func", "affine.for", "affine.load", "affine.yield", "func.return"]);
//! let l = m.walk(m.top()).into_iter().find_map(|op| AffineForOp::wrap(&m, op)).unwrap();
//! assert_eq!((l.step(), l.constant_trip_count()), (2, Some(5)));
//! ```
//!
//! Verification errors carry a position and render as `FILE:LINE:COL: error: ...`:
//!
//! ```
//! use tessera_ir::{parse, verify, Registry};
//! let reg = Registry::standard();
//! let src = "func.func @f() -> i32 {\n  %0 = arith.constant 1 : i64\n  return %0 : i64\n}";
//! let m = parse(src, reg).unwrap();
//! let e = verify(&m, reg).unwrap_err();
//! let text = e.render("f.mlir", src);
//! assert!(text.starts_with("f.mlir:3:3: error: "), "{text}");
//! ```

#![warn(missing_docs)]

pub mod attrs;
pub mod builder;
pub mod builder_ops;
pub(crate) mod dense_hex;
pub mod dialects;
pub mod dma;
pub mod error;
pub(crate) mod float;
pub(crate) mod fxhash;
pub(crate) mod lexer;
pub mod module;
pub mod parser;
pub mod printer;
pub mod types;
pub mod verify;
pub mod views;
mod views_edit;

/// The structured-op view of linalg ops (MLIR's `LinalgOp` interface).
pub use dialects::linalg::structured as linalg;

pub use attrs::{Attribute, DenseData, ElemValue, FloatValue};
pub use dialects::Registry;
pub use error::{render_one, Error, Pos, Result};
pub use module::{
    Block, BlockId, Metadata, Module, OpId, Operation, OperationState, Region, RegionId, Value,
    ValueDef, ValueId,
};
pub use parser::{parse_module as parse, Parser};
pub use printer::{print_module as print, PrintOptions, Printer};
pub use types::Type;
pub use verify::verify;
