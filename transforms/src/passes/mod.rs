//! One module per pass (or per pass and its planner): the mlir-opt-compatible affine passes,
//! the lowerings and `affine-optimize`. The scheduler (`schedule/`), linalg (`linalg/`) and the
//! matmul optimiser (`matmul/`) have folders of their own.

pub mod data_copy;
pub(crate) mod data_copy_region;
pub mod distribute;
pub mod execute_region;
pub mod fusion;
pub(crate) mod fusion_plan;
pub mod licm;
pub mod linalg_to_affine;
pub mod lower_affine;
pub(crate) mod lower_index;
pub mod normalize;
pub mod optimize;
pub(crate) mod optimize_measure;
pub mod parallelize;
pub(crate) mod parallelize_apply;
pub mod pipeline_data_transfer;
pub(crate) mod privatize;
pub mod scalrep;
pub mod simplify_structures;
pub mod tile;
pub mod unimodular;
pub mod unroll;
pub mod unroll_jam;
pub mod vectorize;
