//! tessera-transforms: loop transformations and lowering passes.
//!
//! - [`lower_affine`]: affine → scf + arith + memref (`mlir-opt --lower-affine`).
//! - [`linalg_to_affine`]: linalg structured ops → affine.for nests
//!   (`mlir-opt --convert-linalg-to-affine-loops`).
//! - [`pipeline`]: a pass manager over comma-separated pass names.

mod builder;
pub mod error;
pub mod linalg_to_affine;
pub mod lower_affine;
mod lower_index;
pub mod pipeline;

pub use error::TransformError;
pub use pipeline::{parse_pipeline, Pipeline};
