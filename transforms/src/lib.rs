//! tessera-transforms: legality-checked loop transformations and lowering passes.
//!
//! Not built yet: this crate has no content. It will hold tiling, interchange, fusion, skewing,
//! unrolling, parallelisation and lowering passes (see ARCHITECTURE.md).
