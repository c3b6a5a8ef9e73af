//! Automatic polyhedral scheduling (Pluto-class) and polyhedral code generation.
//!
//! - [`model`]: the polyhedral model of an affine region (statements, iteration domains,
//!   accesses, original schedule, exact memory-based dependences);
//! - [`pluto`]: the scheduler (Farkas-linearised validity and bounding constraints, lexmin one
//!   hyperplane at a time, SCC cutting with fusion policies, a work budget);
//! - [`verify`]: exact verification of a schedule against every dependence polyhedron, and the
//!   parallelism of each schedule dimension;
//! - [`tiling`]: the scan space of a schedule: rectangular tiling of permutable bands,
//!   wavefronts, intra-tile order; [`tile_sizes`]: tile sizes from the cache model;
//! - [`diamond`]: diamond tiling (Pluto's concurrent start) of stencil bands;
//! - [`scan`]: polyhedral code generation (scanning a union of statement domains in a scan
//!   space into `affine.for` / `affine.parallel` / `affine.if`).

pub mod cost;
mod cost_original;
mod cost_view;
pub mod diamond;
pub mod driver;
mod farkas;
pub mod ilp;
pub mod model;
pub mod pass;
pub mod pluto;
mod prepare;
pub mod reg2mem;
mod regions;
pub mod regtile;
pub mod scan;
pub mod scan_emit;
pub mod scan_parallel;
pub mod scan_sets;
pub mod scan_tiles;
mod scan_wide;
pub mod tile_l2;
pub mod tile_sizes;
pub mod tiling;
pub mod verify;

pub use scan::{generate, GenStats, ScanSpace, ScanStmt};
