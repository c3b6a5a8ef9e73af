//! tessera-codegen: execution of tessera IR.
//!
//! - [`buffer`]: memref storage shared by the interpreter and the JIT.
//!
//! The reference interpreter, the Cranelift JIT and the parallel runtime are being built
//! (see ARCHITECTURE.md).

pub mod buffer;
pub mod interp;
pub mod jit;
pub mod runtime;
pub mod value;
