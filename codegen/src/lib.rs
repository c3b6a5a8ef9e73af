//! tessera-codegen: execution of tessera IR.
//!
//! - [`buffer`]: memref storage shared by the interpreter and the JIT.
//! - [`cbackend`]: the C/OpenMP backend ([`cbackend::emit_c`], [`cbackend::compile`],
//!   [`Executable::call`]), compiled by the system C compiler.
//! - [`interp`]: the reference interpreter, which defines the execution semantics.
//! - [`jit`]: the Cranelift JIT ([`jit::compile`], [`Executable::call`]); its module doc
//!   defines the memref descriptor ABI and what the JIT trusts.
//! - [`reach`]: the part of a module an entry function needs ([`reach::reachable_from`]).
//! - [`value`]: entry arguments and results ([`value::ArgValue`]), argument allocation and
//!   filling ([`value::entry_args`]).
//! - [`Executable`]: the interface of a module compiled by either native backend (call,
//!   functions, compile time), implemented by [`jit::Compiled`] and [`cbackend::CCompiled`].
//! - [`error`]: the crate's one error type, [`Error`] (re-exported here): every public
//!   function that can fail returns `Result<_, Error>`; execution errors carry an
//!   [`ExecErrorKind`] (`Error::Exec { kind, .. }`), the JIT's, the C backend's and buffers'
//!   errors a [`JitErrorKind`], [`CErrorKind`] or [`BufferErrorKind`].
//!
//! Internal modules: `print` (`vector.print`'s output format, shared by the engines) and
//! `runtime` (what JIT-compiled code calls: allocation, math functions, error reporting and
//! the thread pool of parallel loops).
//!
//! Running a function in the reference interpreter and in the JIT: memref arguments are
//! read and written in place, scalar results are returned, and both engines give bit-identical
//! results.
//!
//! ```
//! use tessera_codegen::buffer::{Buffer, ElemType};
//! use tessera_codegen::value::{same_bits, ArgValue};
//! use tessera_codegen::{interp, jit, Executable};
//! use tessera_ir::{parse, Registry};
//! let src = "func.func @saxpy(%a: f32, %X: memref<4xf32>, %Y: memref<4xf32>) -> f32 {
//!   %zero = arith.constant 0.0 : f32
//!   %sum = affine.for %i = 0 to 4 iter_args(%acc = %zero) -> (f32) {
//!     %x = affine.load %X[%i] : memref<4xf32>
//!     %y = affine.load %Y[%i] : memref<4xf32>
//!     %ax = arith.mulf %a, %x : f32
//!     %r = arith.addf %ax, %y : f32
//!     affine.store %r, %Y[%i] : memref<4xf32>
//!     %next = arith.addf %acc, %r : f32
//!     affine.yield %next : f32
//!   }
//!   return %sum : f32
//! }";
//! let m = parse(src, Registry::standard()).unwrap();
//! let args = || {
//!     let mut x = Buffer::zeroed(ElemType::F32, &[4]).unwrap();
//!     let mut y = Buffer::zeroed(ElemType::F32, &[4]).unwrap();
//!     for k in 0..4 {
//!         x.set_f64(k, k as f64).unwrap(); // X = [0, 1, 2, 3]
//!         y.set_f64(k, 1.0).unwrap(); // Y = [1, 1, 1, 1]
//!     }
//!     vec![ArgValue::F32(2.0), ArgValue::Memref(x), ArgValue::Memref(y)]
//! };
//!
//! // Y = 2 X + Y = [1, 3, 5, 7]; the result is their sum.
//! let mut by_interp = args();
//! let r = interp::run(&m, "saxpy", &mut by_interp).unwrap();
//! assert!(matches!(r[..], [ArgValue::F32(s)] if s == 16.0));
//! let y = by_interp[2].as_buffer().unwrap();
//! let ys: Vec<f64> = (0..4).map(|k| y.get_f64(k).unwrap()).collect();
//! assert_eq!(ys, [1.0, 3.0, 5.0, 7.0]);
//!
//! let compiled = jit::compile(&m, jit::JitOptions::default()).unwrap();
//! let mut by_jit = args();
//! let rj = compiled.call("saxpy", &mut by_jit).unwrap();
//! assert!(same_bits(&r, &rj) && same_bits(&by_interp, &by_jit));
//! ```

#![warn(missing_docs)]

mod abi;
pub mod buffer;
pub mod cbackend;
pub mod error;
mod executable;
pub mod interp;
pub mod jit;
pub(crate) mod print;
mod printf;
pub mod reach;
pub(crate) mod runtime;
pub mod value;

pub use error::{BufferErrorKind, CErrorKind, Error, ExecErrorKind, JitErrorKind};
pub use executable::Executable;
