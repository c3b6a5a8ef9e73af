//! tessera-codegen: execution of tessera IR.
//!
//! - [`buffer`]: memref storage shared by the interpreter and the JIT.
//! - [`interp`]: the reference interpreter, which defines the execution semantics.
//! - [`value`]: entry arguments and results ([`value::ArgValue`]), argument allocation and
//!   filling, and the execution error type ([`value::ExecError`]).
//!
//! The reference interpreter, the Cranelift JIT and the parallel runtime are being built
//! (see ARCHITECTURE.md).

pub mod buffer;
pub mod interp;
pub mod jit;
pub mod runtime;
pub mod value;
