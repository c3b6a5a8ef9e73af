//! tessera: polyhedral loop analysis and optimisation over MLIR's affine dialect.
//!
//! This root crate re-exports the stage crates and owns the integration tests (`tests/`) and the
//! benchmarks (`benches/`).

pub use tessera_codegen as codegen;
pub use tessera_dependence as dependence;
pub use tessera_ir as ir;
pub use tessera_polyhedral as polyhedral;
pub use tessera_transforms as transforms;
