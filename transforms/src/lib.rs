//! tessera-transforms: loop transformations and lowering passes.
//!
//! - [`pass`]: the [`Pass`] trait, options ([`PassOptions`]) and remarks ([`Remark`]);
//! - [`registry`]: every pass with its options; [`pipeline`]: MLIR's pipeline syntax;
//! - [`loops`]: loop utilities (perfect bands, loop addressing);
//! - [`refusal`]: why a transformation was refused (the broken dependence and a witness);
//! - [`distribute`]: `affine-loop-distribute` (fission along dependence SCCs);
//! - [`fusion`]: `affine-loop-fusion` (producer-consumer and sibling fusion, exact legality);
//! - loop clean-up: [`unroll`], [`normalize`], [`licm`], [`scalrep`], [`simplify_structures`]
//!   (mlir-opt's `affine-loop-unroll`, `affine-loop-normalize`,
//!   `affine-loop-invariant-code-motion`, `affine-scalrep`, `affine-simplify-structures`);
//! - [`lower_affine`]: affine → scf + arith + memref (`mlir-opt --lower-affine`);
//! - [`parallelize`]: `affine-parallelize` (exact; reductions through iter_args and memref
//!   cells);
//! - [`linalg_to_affine`]: linalg structured ops → affine.for nests
//!   (`mlir-opt --convert-linalg-to-affine-loops`);
//! - [`matmul`]: `affine-matmul-opt` (contractions → packed panels and a register-tiled
//!   micro-kernel, sizes from an analytical model of the host);
//! - [`execute_region`]: `affine.execute_region` inlining, `affine-execute-region-simplify`
//!   and `inline`;
//! - [`tile`], [`unimodular`], [`unroll_jam`]: band transformations (tiling, permutation,
//!   skewing, reversal, unroll-and-jam) with exact legality.
//!
//! Running a pass pipeline on a module (MLIR's pipeline syntax; every pass runs on each
//! function). A transformation that would break a dependence is refused: the module is left
//! unchanged and the refusal is a remark carrying the broken dependence and a witness.
//!
//! ```
//! use tessera_ir::{parse, print, verify, PrintOptions, Registry};
//! use tessera_transforms::parse_pipeline;
//! use tessera_transforms::refusal::Reason;
//! let reg = Registry::standard();
//! let src = "func.func @f(%A: memref<10x10xf32>) {
//!   affine.for %i = 1 to 10 {
//!     affine.for %j = 0 to 9 {
//!       %v = affine.load %A[%i - 1, %j + 1] : memref<10x10xf32>
//!       affine.store %v, %A[%i, %j] : memref<10x10xf32>
//!     }
//!   }
//!   return
//! }";
//!
//! // Interchanging %i and %j would reverse the dependence of distance (1, -1): refused.
//! let mut m = parse(src, reg).unwrap();
//! let before = print(&m, reg, PrintOptions::default());
//! let p = parse_pipeline("builtin.module(func.func(affine-loop-permute{permutation-map=1,0}))")
//!     .unwrap();
//! let remarks = p.run(&mut m).unwrap();
//! assert_eq!(print(&m, reg, PrintOptions::default()), before);
//! let refusal = remarks[0].refusal.as_ref().unwrap();
//! assert!(matches!(refusal.reason, Reason::Breaks(_)));
//!
//! // Fully unrolling the inner loop (9 iterations) is always legal.
//! let p = parse_pipeline("builtin.module(func.func(affine-loop-unroll{unroll-full=true}))")
//!     .unwrap();
//! p.run(&mut m).unwrap();
//! verify(&m, reg).unwrap();
//! let out = print(&m, reg, PrintOptions::default());
//! assert_eq!(out.matches("affine.for").count(), 1);
//! assert_eq!(out.matches("affine.store").count(), 9);
//! ```

#![warn(missing_docs)]

// The source is laid out by layer (`analysis/`, `utils/`, `passes/`, and a folder per large
// pass family); the public paths stay flat (`tessera_transforms::tile`, `::loops`, ...).
mod analysis;
mod passes;
mod utils;

pub mod error;
pub mod linalg;
pub mod matmul;
pub mod options;
pub mod pass;
pub mod pipeline;
pub mod registry;
pub mod schedule;
pub mod script;
pub mod suggest;

use analysis::band;
pub use analysis::refusal;
pub use passes::{
    data_copy, distribute, execute_region, fusion, licm, linalg_to_affine, lower_affine, normalize,
    optimize, parallelize, pipeline_data_transfer, scalrep, simplify_structures, tile, unimodular,
    unroll, unroll_jam, vectorize,
};
use passes::{data_copy_region, fusion_plan, lower_index};
use utils::builder;
pub use utils::{affine_forms, affine_util, loops};

pub use error::TransformError;
pub use pass::{Pass, PassContext, PassOptions, Remark};
pub use pipeline::{parse_pipeline, Pipeline};
pub use refusal::{Outcome, Refusal};
