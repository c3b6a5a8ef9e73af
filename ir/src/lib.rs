//! tessera-ir: MLIR textual IR.
