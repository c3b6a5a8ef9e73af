//! The C/OpenMP backend: emits C11 for a module, compiles it with the system C compiler into a
//! shared object (cached), loads it and calls it like the JIT's [`Compiled`](crate::jit::Compiled).
//!
//! # Input
//!
//! func (single-block bodies), arith and math on scalars and fixed-shape vectors, memref
//! (load, store, alloc, alloca of static size, dealloc, dim, cast, subview, copy), affine (for with min/max
//! bounds and iter_args, parallel with reductions, if, load, store, vector_load,
//! vector_store, apply, min, max), scf (for, if, parallel without reductions), vector
//! (broadcast, splat, load, store, fma, reduction without accumulator, extract and insert at
//! static positions, transfer_read/write; see `vector.rs`) and `cf.assert`. Anything else
//! (cf branches, reinterpret_cast, collapse/expand_shape, scf.while, vector-typed function
//! arguments and results, ...) is an [`Error::C`](crate::Error::C) of kind
//! [`CErrorKind::Unsupported`](crate::CErrorKind::Unsupported) naming the operation and its
//! location.
//!
//! # ABI
//!
//! The JIT's (see [`crate::jit`]): a memref is passed as MLIR's expanded descriptor
//! `(allocated pointer, aligned pointer, offset, sizes[r], strides[r])`. Each function is an
//! exported C function named after its symbol (or `tess_fn_...` when that could clash, see
//! `names.rs`); for each function
//! `f` (the `i`-th `func.func` of the module) the unit also defines the packed entry wrapper
//! `void tess_entry_i(const uint64_t *args, uint64_t *results)` with the JIT's slot layout.
//! Element pointers of memref parameters are `restrict`-qualified unless some `func.call` in
//! the module passes one memref (or views of one) to two parameters of that function. A
//! memref with static shape and the identity layout is addressed with its sizes and strides
//! as constants. Integer values are held sign-extended in `int64_t` (as in the interpreter),
//! `i1` true is `-1`, and `i1` elements in memory are bytes 0/1.
//!
//! # Floating point
//!
//! Each operation is one IEEE operation in its own type, in program order: the unit is
//! compiled with `-ffp-contract=off` (no `a * b + c` contracted into an FMA; `math.fma` is
//! C's `fma()`), and without `-ffast-math`, so sequential code gives the interpreter's bits.
//! Math functions are the C library's, which the interpreter's Rust functions call too.
//! `arith.maximumf`/`minimumf` follow the interpreter's NaN and signed-zero rules;
//! `maxnumf`/`minnumf` are `fmax`/`fmin`. Parallel loops with floating-point reductions
//! (`#pragma omp ... reduction`) are reassociated when more than one thread runs them; with
//! one thread the iterations run in order (such loops get no `simd`). `#pragma omp simd`
//! goes only on loops proven free of carried dependences (`omp.rs`), so it reorders no
//! floating-point operation.
//!
//! # Faults
//!
//! As the JIT's: division by zero and signed overflow, shift amounts, fptosi/fptoui range,
//! non-positive affine divisors and loop steps, false `cf.assert`s, failed allocations,
//! recursion deeper than the interpreter's limit and (with [`COptions::bounds_checks`], the
//! default) element accesses outside the memref's sizes record the first error (site and the
//! values its message quotes) and return at once; callers check the error flag after calls
//! and parallel loops; iterations of a parallel loop stop doing work once the flag is set.
//! Affine index arithmetic is plain signed 64-bit arithmetic: its overflow (reported by the
//! interpreter) is not detected.
//!
//! # Example
//!
//! Emitting the unit needs no C compiler; compiling it does (without one, [`compile`] is an
//! [`Error::C`](crate::Error::C) of kind
//! [`CErrorKind::NoCompiler`](crate::CErrorKind::NoCompiler)).
//!
//! ```
//! use tessera_codegen::buffer::{Buffer, ElemType};
//! use tessera_codegen::cbackend::{self, COptions};
//! use tessera_codegen::value::ArgValue;
//! use tessera_codegen::{CErrorKind, Error, ExecErrorKind, Executable};
//! use tessera_ir::{parse, Registry};
//! let src = "func.func @fill(%A: memref<4xi32>, %n: index) {
//!   affine.for %i = 0 to %n {
//!     %c = arith.index_cast %i : index to i32
//!     affine.store %c, %A[%i] : memref<4xi32>
//!   }
//!   return
//! }";
//! let m = parse(src, Registry::standard()).unwrap();
//! let c = cbackend::emit_c(&m, &COptions::default()).unwrap();
//! assert!(c.contains("tess_entry_0"));
//!
//! match cbackend::compile(&m, &COptions::default()) {
//!     Ok(unit) => {
//!         let buf = Buffer::zeroed(ElemType::I32, &[4]).unwrap();
//!         let mut args = [ArgValue::Memref(buf), ArgValue::Index(4)];
//!         unit.call("fill", &mut args).unwrap();
//!         let a = args[0].as_buffer().unwrap();
//!         let v: Vec<i64> = (0..4).map(|k| a.get_int(k).unwrap()).collect();
//!         assert_eq!(v, [0, 1, 2, 3]);
//!         // n = 5 stores past the end: a located out-of-bounds error, as in the interpreter.
//!         args[1] = ArgValue::Index(5);
//!         let e = unit.call("fill", &mut args).unwrap_err();
//!         assert!(matches!(e, Error::Exec { kind: ExecErrorKind::OutOfBounds, .. }), "{e}");
//!         assert_eq!((e.op(), e.pos().map(|p| p.line)), (Some("affine.store"), Some(4)));
//!     }
//!     Err(Error::C(CErrorKind::NoCompiler(_))) => {} // no C compiler on this machine
//!     Err(e) => panic!("{e}"),
//! }
//! ```

mod affine;
mod build;
mod control;
mod emit;
mod func;
mod mem;
mod names;
mod omp;
mod prelude;
mod scalar;
mod transfer;
mod vector;
mod views;
mod work;

pub use build::{compile, compiler_works, CCompiled};
pub use work::{PARALLEL_MIN_WORK, PARALLEL_MIN_WORK_NESTED};

pub(crate) use crate::error::CErrorKind;
use crate::error::Error;
use tessera_ir::Pos;

/// Default flags of the C compiler.
pub const DEFAULT_CFLAGS: &str = "-O3 -march=native -fopenmp -fPIC -shared -ffp-contract=off";

/// Options of [`emit_c`] and [`compile`].
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct COptions {
    /// Threads of OpenMP parallel loops (`num_threads` clause).
    pub threads: usize,
    /// Check every element access against the memref's sizes.
    pub bounds_checks: bool,
    /// The C compiler; `None`: `$CC`, else `cc`.
    pub cc: Option<String>,
    /// Compiler flags; `None`: `$TESSERA_CFLAGS`, else [`DEFAULT_CFLAGS`].
    pub cflags: Option<String>,
    /// Directory of cached shared objects; `None`: `$TESSERA_CACHE_DIR`, else
    /// `$XDG_CACHE_HOME/tessera`, else `~/.cache/tessera`, else the temporary directory.
    pub cache_dir: Option<std::path::PathBuf>,
    /// Poll a deadline flag on every loop back-edge (see [`crate::Executable::call_with`]): a timeout
    /// then stops the call with an error naming the innermost running loop. Loops get no
    /// `#pragma omp simd` in this mode. Off (the default), the code has no polling.
    pub deadline_checks: bool,
}

impl Default for COptions {
    fn default() -> Self {
        COptions {
            threads: 1,
            bounds_checks: true,
            cc: None,
            cflags: None,
            cache_dir: None,
            deadline_checks: false,
        }
    }
}

impl CErrorKind {
    pub(crate) fn unsupported(op: &str, pos: Option<Pos>, msg: impl Into<String>) -> CErrorKind {
        CErrorKind::Unsupported {
            op: op.to_string(),
            pos,
            message: msg.into(),
        }
    }

    pub(crate) fn malformed(op: &str, pos: Option<Pos>, msg: impl Into<String>) -> CErrorKind {
        CErrorKind::Malformed {
            op: op.to_string(),
            pos,
            message: msg.into(),
        }
    }
}

/// The C11 translation unit of every function of `module` (which must verify), with the
/// packed entry wrappers `tess_entry_I` (I: position of the function among the module's
/// `func.func`s) and the accessors `tess_error`, `tess_reset` and `tess_set_runtime`.
pub fn emit_c(module: &tessera_ir::Module, options: &COptions) -> Result<String, Error> {
    Ok(emit_unit(module, options)?.0)
}

/// The unit and its error sites and functions.
pub(crate) fn emit_unit<'m>(
    module: &'m tessera_ir::Module,
    options: &COptions,
) -> Result<(String, emit::Unit<'m>), CErrorKind> {
    let mut u = emit::Unit::new(module, options)?;
    let s = u.emit()?;
    Ok((s, u))
}

/// [`emit_c`], also returning each defined function's name with the index `I` of its entry
/// wrapper `tess_entry_I`.
pub fn emit_c_with_entries(
    module: &tessera_ir::Module,
    options: &COptions,
) -> Result<(String, Vec<(String, usize)>), Error> {
    let (s, u) = emit_unit(module, options)?;
    let entries = u
        .funcs
        .iter()
        .enumerate()
        .filter(|(_, f)| f.has_body)
        .map(|(i, f)| (f.name.clone(), i))
        .collect();
    Ok((s, entries))
}
