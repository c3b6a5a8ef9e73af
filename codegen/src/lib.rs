//! tessera-codegen: execution of tessera IR.
//!
//! - [`buffer`]: memref storage shared by the interpreter and the JIT.
//! - [`cbackend`]: the C/OpenMP backend ([`cbackend::emit_c`], [`cbackend::compile`],
//!   [`cbackend::CCompiled::call`]), compiled by the system C compiler.
//! - [`interp`]: the reference interpreter, which defines the execution semantics.
//! - [`jit`]: the Cranelift JIT ([`jit::compile`], [`jit::Compiled::call`]); its module doc
//!   defines the memref descriptor ABI and what the JIT trusts.
//! - [`runtime`]: what JIT-compiled code calls: allocation, math functions, error reporting and
//!   the thread pool of parallel loops.
//! - [`value`]: entry arguments and results ([`value::ArgValue`]), argument allocation and
//!   filling, and the execution error type ([`value::ExecError`]).

mod abi;
pub mod buffer;
pub mod cbackend;
pub mod interp;
pub mod jit;
pub mod runtime;
pub mod value;
