//! The Cranelift JIT: compiles the functions of a module to native code for the host and calls
//! them on [`Buffer`](crate::buffer::Buffer)s.
//!
//! # Input
//!
//! func, arith, math, memref, scf, cf and affine operations (affine ops are compiled directly:
//! maps become integer arithmetic with MLIR's floordiv/ceildiv/mod semantics, bounds take the
//! max of the lower and the min of the upper bound results), and vector operations of fixed
//! shape. A 128-bit vector type (`vector<2xf64>`, `vector<4xf32>`, `vector<4xi32>`,
//! `vector<2xi64>`, `vector<8xi16>`, `vector<16xi8>`) is one Cranelift SIMD value: loads and
//! stores of contiguous memrefs are single SIMD accesses, and add/sub/mul/div/neg (float) and
//! add/sub/and/or/xor (integer; mul for 16- and 32-bit lanes) single SIMD instructions; other
//! operations on them work lane by lane. Other vector types are scalarised (one Cranelift
//! value per lane). An operation or type outside this set is an
//! [`Error::Jit`](crate::Error::Jit) of kind
//! [`JitErrorKind::Unsupported`](crate::JitErrorKind::Unsupported) naming the operation and
//! its location. `vector.print` calls
//! `runtime::rt_print`, which writes to the writer
//! [`crate::Executable::call_with`] installs (standard output otherwise).
//!
//! # ABI
//!
//! Every `func.func` becomes a Cranelift function with the host's C calling convention.
//! Scalars are passed as themselves: `index` and `i64` as 64-bit integers, `i8`/`i16`/`i32`
//! at their width, `i1` as an 8-bit integer holding 0 or 1, `f32`/`f64` as floats. A memref of
//! rank `r` is passed, as in MLIR's LLVM lowering, as the `3 + 2r` 64-bit words
//! `(allocated pointer, aligned pointer, offset, sizes[0..r], strides[0..r])`, offset, sizes
//! and strides in elements; memref results are returned the same way. The allocated pointer
//! is the one `memref.dealloc` frees: for `memref.alloc` buffers the pointer
//! `runtime::rt_alloc` returned, 0 for `memref.alloca` buffers (stack
//! slots of the function), and the buffer itself for entry arguments.
//!
//! For each function the JIT also emits a packed entry wrapper `(args: *const u64, results:
//! *mut u64)`: one 64-bit slot per scalar (narrow values in the low bits) and `3 + 2r` slots
//! per memref, in signature order; [`crate::Executable::call`] marshals [`ArgValue`](crate::value::ArgValue)s through it.
//!
//! # Checks
//!
//! With [`JitOptions::bounds_checks`] (the default) every element access (affine.load/store,
//! memref.load/store) compares each index against the descriptor's size in that dimension,
//! one unsigned compare per index (`(idx as u64) < (size as u64)`, so negative indices fail
//! too), left out where the index's range is known to lie inside a constant size (indices
//! built by `+`, `-`, `*` from constants and induction variables of `affine.for` loops with
//! constant bounds, against static shapes); a vector access (vector.load/store, affine.vector_load/store) checks its leading
//! indices and its first and last lane. Sizes are the view's own: a subview's descriptor
//! holds the subview's sizes, and creating a subview checks it lies inside its source (the
//! interpreter's rule), as memref.copy checks both shapes agree and memref.cast to a static
//! shape checks the sizes it asserts (code relying on the static type, a callee for
//! instance, would otherwise trust sizes the buffer does not have). A failed check records
//! an [`Error::Exec`](crate::Error::Exec) with the interpreter's kind and message
//! (`access out of bounds: index [..] into memref of shape [..]`; for a vector, the first
//! lane outside) at the operation's location. Without the checks an out-of-bounds access is
//! undefined behaviour of the host process.
//!
//! Other run-time faults are always checked: integer division and remainder by zero and
//! signed division overflow (they would trap the host), shifts by the bit width or more,
//! non-positive divisors of affine floordiv/ceildiv/mod, false `cf.assert`s, fptosi/fptoui
//! of a value whose truncation is NaN or outside the target type (the interpreter's rule:
//! `[-2^(w-1), 2^(w-1))` signed, `[0, 2^w)` unsigned), failed allocations.
//!
//! # Errors unwind
//!
//! A fault records its error site in the module's error cell and returns at once from the
//! function (zeros as results, the call-depth counter restored); after every call of a
//! function, of a parallel loop body and of a runtime function that can fail, the caller
//! reads the cell and returns at once too. So no code runs after the first error, and
//! [`crate::Executable::call`] returns that error. Buffers allocated by `memref.alloc` in the frames
//! unwound are not freed (leaked until the process ends). Stores done before the fault stay
//! in the argument buffers, as in the interpreter, except that a vector store is checked as
//! a whole before any lane is written (the interpreter writes the lanes before the first
//! one outside). In a parallel loop, chunks running on other threads stop at their next
//! check or call; which of two faults on different threads is reported is not specified.
//!
//! `memref.dealloc` frees only a live buffer of `memref.alloc`: deallocating an entry
//! argument, a stack buffer or a buffer already freed is a no-op (the interpreter reports
//! the second deallocation of a buffer), and a deallocated buffer returned by the entry
//! function is an error. An access to a deallocated buffer is not detected (undefined
//! behaviour of the host process, as without bounds checks).
//!
//! `memref.alloca` of static shape takes a stack slot per operation, reused across
//! executions of that operation within one call of the function; dynamic-size
//! `memref.alloca` is not supported. Functions on a cycle of the call graph count their
//! activations (one counter per compiled module): a call nested deeper than the
//! interpreter's [`MAX_CALL_DEPTH`](crate::interp::MAX_CALL_DEPTH) records a recursion-limit
//! error and unwinds instead of overflowing the stack.
//!
//! # Loop optimisations
//!
//! Innermost `affine.for` loops (and innermost one-dimensional `affine.parallel` loops without
//! reductions: run in iteration order on one thread, or each chunk of an outlined one) are
//! *versioned* (`hoist.rs`, analysis in `scalar_repl.rs`):
//! when the loop runs at least once and pre-checks done once before it pass (every access
//! with indices linear in values defined outside the loop and the induction variable is in
//! bounds at both ends of the index range, without overflow), a fast version runs in which
//! those accesses are unchecked and each memref cell with loop-invariant indices that no
//! other operation of the body can touch (by index, view, unknown origin or call) lives in a
//! Cranelift variable: loaded once before the loop, stored back at the loop's exit and before
//! every unwinding exit of a fault. Otherwise the plain loop runs, so every fault is the
//! interpreter's, with the same memory. Cranelift's optimiser (`opt_level=speed`) then hoists
//! the invariant address arithmetic.
//!
//! Inside the fast version only (so faults still go through the exact plain loop):
//! - *SIMD* (`simd.rs`): a step-1 loop with a straight-line body of unit-stride or
//!   invariant element accesses and float add/sub/mul/div/neg or integer add/sub (mul on
//!   i32) over elements of one width runs two (f64/i64) or four (f32/i32) iterations per
//!   128-bit step, operation by operation in program order, then the scalar loop for the
//!   rest, when that order provably keeps every dependence: every store's buffer is known,
//!   every other access that may touch it has the same memref and indices up to a constant
//!   `d` in the last index, and for each such pair `d = 0`, or the earlier iteration's access
//!   comes first in the body, or `|d| >=` lanes. A last stride other than 1 at run time keeps
//!   the loop scalar. Lanes are IEEE operations: bit-identical results.
//! - *Unrolling* (`unroll.rs`): other loops of at most 16 operations run 4 (up to 8
//!   operations) or 2 copies of the body per trip while that many iterations remain, then
//!   the ordinary loop; copies run in iteration order (bit-identical). Within one trip
//!   Cranelift forwards a stored cell to the next copy's load of the same address (trmm's
//!   `B[i][j]`), which is where most of the gain comes from.
//!
//! `TESSERA_JIT_DISABLE=version,simd,unroll` (any subset) turns these off, for measuring what
//! each gains (`scripts/bench-jit-loops.sh`). Setting `TESSERA_JIT_DUMP` prints each
//! function's Cranelift IR and machine code to standard error.
//!
//! # Floating point
//!
//! Each operation is one IEEE operation in its own type, in program order: Cranelift neither
//! contracts `a * b + c` into an FMA nor reassociates, so sequential code gives bit-for-bit
//! the interpreter's results. Math functions call the same Rust/libm functions as the
//! interpreter. Parallel loops with floating-point reductions are the exception: see
//! [`crate::runtime`]'s partition rule (one thread: sequential order).

mod check;
mod compile;
mod control;
mod entry;
mod func;
mod hoist;
mod mem;
mod parallel;
mod scalar;
mod scalar_repl;
mod simd;
mod unroll;
mod vector;

pub use entry::Compiled;

/// True if the comma-separated list in `TESSERA_JIT_DISABLE` names the loop optimisation
/// `what` (`version`, `simd`, `unroll`): a switch for measuring what each one gains.
pub(crate) fn disabled(what: &str) -> bool {
    std::env::var("TESSERA_JIT_DISABLE").is_ok_and(|v| v.split(',').any(|w| w.trim() == what))
}

use crate::error::Error;
pub(crate) use crate::error::JitErrorKind;

/// Options of [`compile`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct JitOptions {
    /// Threads of the pool that runs parallel loops (1: parallel loops run sequentially, in
    /// iteration order).
    pub threads: usize,
    /// Run Cranelift's optimiser (`opt_level=speed`); off: `opt_level=none`.
    pub optimize: bool,
    /// Check every memref element and vector access against the memref's (or view's)
    /// sizes; off, an out-of-bounds access is undefined behaviour of the host process.
    pub bounds_checks: bool,
}

impl Default for JitOptions {
    fn default() -> Self {
        JitOptions {
            threads: 1,
            optimize: true,
            bounds_checks: true,
        }
    }
}

/// Native functions the embedding program provides for the module's external (body-less)
/// `func.func` declarations, e.g. the library functions `convert-linalg-to-std` calls.
///
/// A declaration is resolved, at compile time, against this table first and then against the
/// process's own dynamic symbols (`dlsym`; a function the executable exports or a loaded shared
/// library defines, e.g. libc's); one resolved by neither fails compilation with
/// `FILE:LINE:COL: error: 'func.func' external function 'name' is not provided by the host`.
/// The function is called with the JIT's ABI (see the module doc): each scalar as itself, each
/// memref as its `3 + 2r` 64-bit words (allocated pointer, aligned pointer, offset, sizes,
/// strides) — MLIR's unpacked memref calling convention — and the C calling convention.
#[derive(Debug, Clone, Default)]
pub struct HostSymbols {
    symbols: Vec<(String, usize)>,
}

impl HostSymbols {
    /// An empty table.
    pub fn new() -> HostSymbols {
        HostSymbols::default()
    }

    /// Provides `f` as the definition of external function `name` (a later registration of
    /// the same name replaces the earlier).
    ///
    /// # Safety
    /// `f` must be an `extern "C"` function whose parameters and results are exactly the JIT's
    /// flattening of the declaration's type (see [`HostSymbols`]), and it must stay valid as
    /// long as code compiled with this table runs.
    pub unsafe fn register_symbol(&mut self, name: &str, f: *const u8) {
        self.symbols.retain(|(n, _)| n != name);
        self.symbols.push((name.to_string(), f as usize));
    }

    /// The registered address of `name`.
    pub fn lookup(&self, name: &str) -> Option<*const u8> {
        self.symbols
            .iter()
            .find(|(n, _)| n == name)
            .map(|&(_, p)| p as *const u8)
    }
}

/// Compiles every function of `module` (which must verify) to native code; the first
/// function the JIT cannot compile is the error. External declarations resolve against the
/// process's dynamic symbols only (see [`compile_with_host`]).
pub fn compile(module: &tessera_ir::Module, options: JitOptions) -> Result<Compiled, Error> {
    compile::compile_module(module, options, false, &HostSymbols::default(), false)
        .map(|(c, _)| c)
        .map_err(Error::Jit)
}

/// [`compile`] with *deadline checks*: every loop back-edge (affine.for, affine.parallel,
/// scf.for, scf.while, scf.parallel, and cf branches to an earlier block) polls a flag that
/// [`crate::Executable::call_with`] sets once its timeout has elapsed; when set, the call stops with
/// an [`ExecErrorKind::Timeout`](crate::ExecErrorKind::Timeout) error naming the
/// innermost loop it was in, as the interpreter's (the fast versions of innermost loops,
/// vector and unrolled loops included, poll on their back-edges too, after storing promoted
/// cells back, like any fault). Without the checks
/// ([`compile`]) the code has no polling at all.
pub fn compile_with_deadline_checks(
    module: &tessera_ir::Module,
    options: JitOptions,
) -> Result<Compiled, Error> {
    compile::compile_module(module, options, false, &HostSymbols::default(), true)
        .map(|(c, _)| c)
        .map_err(Error::Jit)
}

/// [`compile`] with host functions for the module's external declarations.
pub fn compile_with_host(
    module: &tessera_ir::Module,
    options: JitOptions,
    host: &HostSymbols,
) -> Result<Compiled, Error> {
    compile::compile_module(module, options, false, host, false)
        .map(|(c, _)| c)
        .map_err(Error::Jit)
}

/// Like [`compile`], but a function the JIT cannot compile does not fail the module: it
/// becomes a stub whose calls (from native code or [`crate::Executable::call`]) end in an
/// [`ExecErrorKind::Unsupported`](crate::ExecErrorKind::Unsupported) error naming the
/// operation; a function with a signature the JIT cannot express is left out. Returns the
/// compiled module and each such function with its error.
pub fn compile_partial(
    module: &tessera_ir::Module,
    options: JitOptions,
) -> Result<(Compiled, Vec<(String, Error)>), Error> {
    let (c, stubs) = compile::compile_module(module, options, true, &HostSymbols::default(), false)
        .map_err(Error::Jit)?;
    Ok((
        c,
        stubs.into_iter().map(|(n, e)| (n, Error::Jit(e))).collect(),
    ))
}
