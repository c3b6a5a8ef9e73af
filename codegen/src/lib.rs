//! tessera-codegen: execution of tessera IR.
//!
//! Not built yet: this crate has no content. It will hold the reference interpreter, the Cranelift
//! JIT and the runtime for memref descriptors and parallel loops (see ARCHITECTURE.md).
