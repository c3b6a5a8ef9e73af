//! tessera-ir: MLIR's textual IR — lexer, parser, printer, verifier, and dialect op definitions.
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

pub mod attrs;
pub mod builder;
pub mod dense_hex;
pub mod dialects;
pub mod dma;
pub mod error;
pub mod float;
pub mod fxhash;
pub mod lexer;
pub mod module;
pub mod parser;
pub mod printer;
pub mod types;
pub mod verify;
pub mod views;

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
