//! The reference interpreter: executes func, arith, math, memref, scf, cf, affine and (a subset
//! of) vector operations on [`Buffer`](crate::buffer::Buffer)s. It defines the semantics the
//! lowering passes and the JIT are checked against.
//!
//! - Integers wrap at their width; `divsi`/`remsi`/`floordivsi`/`ceildivsi` follow MLIR;
//!   division by zero, signed division overflow, over-wide shifts and out-of-range
//!   float-to-integer conversions are errors.
//! - Floating-point operations are computed in the operation's type (f32 in f32).
//! - Memref accesses are bounds-checked against the view; elements of `memref.alloc` and
//!   `memref.alloca` buffers must be written before they are read; entry arguments count as
//!   initialised.
//! - `affine.parallel` and `scf.parallel` run their iterations in the order
//!   [`RunOptions::parallel_order`] selects — lexicographic by default, reversed, or a seeded
//!   permutation of the iteration space (a fresh one for every execution of the op) — to expose
//!   programs whose result depends on that order. Reductions are combined in the order the
//!   iterations ran, starting from the reduction's identity (as `--lower-affine`
//!   materialises it) for affine.parallel and from the init values for scf.parallel: integer
//!   reductions (associative and commutative) give the same result in every order; float
//!   reductions may differ in rounding between orders (reassociation).
//! - Calls nest at most [`MAX_CALL_DEPTH`] deep, executing blocks at most [`MAX_BLOCK_DEPTH`].
//! - The llvm operations frontends print results with (`fprintf(stderr, ...)`, module `llvm`)
//!   run: C `printf` formatting, `stdout` output where `vector.print`'s goes.
//! - `vector.print` writes to [`run_with_output`]'s writer (standard output for the other
//!   entry points) in `mlir-runner`'s format (see [`crate::print`]).
//!
//! Every error names the operation and its source position.

pub(crate) mod affine;
mod control;
mod decode;
mod dma;
mod engine;
mod llvm;
mod memory;
mod ops;
mod scalar;
mod vector;

use std::rc::Rc;

use tessera_ir::{Module, Type};

use crate::buffer::Buffer;
use crate::error::Error;
use crate::value::{ArgValue, ExecError, ExecErrorKind};

pub(crate) use decode::subview_kept_dims;
pub(crate) use decode::{contract_plan, transfer as decode_transfer, ContractPlan, Kind};
use engine::{Engine, Program};
pub use engine::{MAX_BLOCK_DEPTH, MAX_CALL_DEPTH};
use memory::View;
use scalar::{Sc, Val};

/// Stack size of the interpreter thread (deeply nested IR recurses on the host stack).
const STACK_BYTES: usize = 256 << 20;

/// Options of [`run_with`].
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct RunOptions {
    /// Stop with [`ExecErrorKind::StepLimit`] after this many operations (`None`: no limit).
    pub max_steps: Option<u64>,
    /// The order in which `affine.parallel` and `scf.parallel` iterations run.
    pub parallel_order: ParallelOrder,
}

/// The order in which the interpreter runs the iterations of a parallel loop
/// (`affine.parallel`, `scf.parallel`). A correct parallel loop gives the same result in every
/// order (up to float reassociation in its reductions).
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub enum ParallelOrder {
    /// Lexicographic order of the iteration vector.
    #[default]
    Forward,
    /// Reverse lexicographic order.
    Reversed,
    /// A pseudo-random permutation of the iteration space, drawn from this seed and a counter
    /// of the parallel loops executed so far (so every execution of an op gets its own).
    Shuffled(u64),
}

impl std::str::FromStr for ParallelOrder {
    type Err = String;

    /// `forward`, `reversed`, `shuffled` (seed 0) or `shuffled:SEED`.
    fn from_str(s: &str) -> Result<ParallelOrder, String> {
        match s.trim() {
            "forward" => Ok(ParallelOrder::Forward),
            "reversed" | "reverse" => Ok(ParallelOrder::Reversed),
            "shuffled" => Ok(ParallelOrder::Shuffled(0)),
            t => match t.strip_prefix("shuffled:").map(|x| x.trim().parse::<u64>()) {
                Some(Ok(seed)) => Ok(ParallelOrder::Shuffled(seed)),
                _ => Err(format!(
                    "bad parallel order '{s}' (expected forward, reversed, shuffled or shuffled:SEED)"
                )),
            },
        }
    }
}

/// A host function the interpreter calls for an external (body-less) `func.func`: it gets the
/// call's arguments (each memref as a row-major copy of the view passed, written back after the
/// call; integers sign-extended; `index` as [`ArgValue::Index`]) and returns the declared
/// results (scalars only).
pub type HostFn = dyn Fn(&mut [ArgValue]) -> Result<Vec<ArgValue>, String> + Send + Sync;

/// Host functions by symbol name, for [`run_with_host`].
#[derive(Default, Clone)]
pub struct HostFns {
    fns: Vec<(String, std::sync::Arc<HostFn>)>,
}

impl std::fmt::Debug for HostFns {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.fns.iter().map(|(n, _)| n))
            .finish()
    }
}

impl HostFns {
    /// An empty table.
    pub fn new() -> HostFns {
        HostFns::default()
    }

    /// Provides `f` for external function `name` (replacing an earlier registration).
    pub fn register(
        &mut self,
        name: &str,
        f: impl Fn(&mut [ArgValue]) -> Result<Vec<ArgValue>, String> + Send + Sync + 'static,
    ) {
        self.fns.retain(|(n, _)| n != name);
        self.fns.push((name.to_string(), std::sync::Arc::new(f)));
    }

    /// The function registered for `name`.
    pub fn get(&self, name: &str) -> Option<&HostFn> {
        self.fns
            .iter()
            .find(|(n, _)| n == name)
            .map(|(_, f)| f.as_ref())
    }
}

/// Runs function `entry` of `module` with `args`. Memref arguments are read and written in
/// place. Returns the function's results (memref results as fresh row-major buffers).
pub fn run(module: &Module, entry: &str, args: &mut [ArgValue]) -> Result<Vec<ArgValue>, Error> {
    run_with(module, entry, args, RunOptions::default())
}

/// [`run`] with options.
pub fn run_with(
    module: &Module,
    entry: &str,
    args: &mut [ArgValue],
    options: RunOptions,
) -> Result<Vec<ArgValue>, Error> {
    run_with_host(module, entry, args, options, &HostFns::default())
}

/// [`run_with`], calling `host`'s functions for the module's external declarations (a call of
/// one not in `host` is an error at the call).
pub fn run_with_host(
    module: &Module,
    entry: &str,
    args: &mut [ArgValue],
    options: RunOptions,
    host: &HostFns,
) -> Result<Vec<ArgValue>, Error> {
    run_limited(module, entry, args, options, host, None, None).map_err(Error::from)
}

/// [`run_with`], stopping with [`ExecErrorKind::Timeout`] once `timeout` has elapsed (checked
/// every few thousand operations). Both limits' errors name the innermost loop the program
/// was in.
pub fn run_with_timeout(
    module: &Module,
    entry: &str,
    args: &mut [ArgValue],
    options: RunOptions,
    timeout: Option<std::time::Duration>,
) -> Result<Vec<ArgValue>, Error> {
    run_limited(
        module,
        entry,
        args,
        options,
        &HostFns::default(),
        timeout,
        None,
    )
    .map_err(Error::from)
}

/// [`run_with_timeout`], writing the output of `vector.print` to `out` (the other entry
/// points write it to the process's standard output). Output written before an error stays
/// written.
pub fn run_with_output(
    module: &Module,
    entry: &str,
    args: &mut [ArgValue],
    options: RunOptions,
    timeout: Option<std::time::Duration>,
    out: &mut (dyn std::io::Write + Send),
) -> Result<Vec<ArgValue>, Error> {
    let r = run_limited(
        module,
        entry,
        args,
        options,
        &HostFns::default(),
        timeout,
        Some(&mut *out),
    );
    let flushed = out.flush();
    let results = r?;
    flushed.map_err(|e| {
        ExecError::new(
            ExecErrorKind::Output,
            format!("cannot write the output: {e}"),
        )
    })?;
    Ok(results)
}

fn run_limited(
    module: &Module,
    entry: &str,
    args: &mut [ArgValue],
    options: RunOptions,
    host: &HostFns,
    timeout: Option<std::time::Duration>,
    out: Option<&mut (dyn std::io::Write + Send)>,
) -> Result<Vec<ArgValue>, ExecError> {
    let deadline = timeout.and_then(|t| std::time::Instant::now().checked_add(t));
    std::thread::scope(|s| {
        let h = std::thread::Builder::new()
            .name("tessera-interp".into())
            .stack_size(STACK_BYTES)
            .spawn_scoped(s, || {
                run_here(module, entry, args, options, host, deadline, out)
            });
        match h {
            Ok(h) => h.join().unwrap_or_else(|_| {
                Err(ExecError::new(
                    ExecErrorKind::Unsupported,
                    "internal error: the interpreter panicked",
                ))
            }),
            Err(e) => Err(ExecError::new(
                ExecErrorKind::Allocation,
                format!("cannot start the interpreter thread: {e}"),
            )),
        }
    })
}

fn arg_mismatch(i: usize, t: &Type, a: &ArgValue) -> ExecError {
    ExecError::new(
        ExecErrorKind::InvalidArgument,
        format!("argument #{i} of type {t} cannot take {a}"),
    )
}

fn run_here(
    module: &Module,
    entry: &str,
    args: &mut [ArgValue],
    options: RunOptions,
    host: &HostFns,
    deadline: Option<std::time::Instant>,
    out: Option<&mut (dyn std::io::Write + Send)>,
) -> Result<Vec<ArgValue>, ExecError> {
    let prog = Program::new(module);
    let f = *prog.funcs.get(entry).ok_or_else(|| {
        ExecError::new(
            ExecErrorKind::InvalidArgument,
            format!("no function @{entry}"),
        )
    })?;
    let (inputs, _) = match module.op(f).attr("function_type").and_then(|a| a.as_type()) {
        Some(Type::Function { inputs, results }) => (inputs.clone(), results.clone()),
        _ => {
            return Err(ExecError::new(
                ExecErrorKind::InvalidArgument,
                format!("@{entry} has no function type"),
            ))
        }
    };
    if inputs.len() != args.len() {
        return Err(ExecError::new(
            ExecErrorKind::InvalidArgument,
            format!(
                "@{entry} takes {} arguments, {} given",
                inputs.len(),
                args.len()
            ),
        ));
    }
    let mut eng = Engine::new(&prog);
    eng.max_steps = options.max_steps.unwrap_or(u64::MAX);
    eng.deadline = deadline;
    eng.parallel_order = options.parallel_order;
    eng.host = Some(host);
    let mut out = out;
    eng.out = match out.as_mut() {
        Some(w) => Some(&mut **w),
        None => None,
    };
    let mut vals = vec![];
    let mut stores = vec![];
    for (i, (t, a)) in inputs.iter().zip(args.iter_mut()).enumerate() {
        let v = match (Sc::of(t), &mut *a) {
            (Some(Sc::Int(w)), ArgValue::Int { value, width }) if *width == w => {
                Val::Int(scalar::sext(*value, w))
            }
            (Some(Sc::Index), ArgValue::Index(x)) => Val::Int(*x),
            (Some(Sc::F32), ArgValue::F32(x)) => Val::F32(*x),
            (Some(Sc::F64), ArgValue::F64(x)) => Val::F64(*x),
            (_, ArgValue::Absent(_)) => Val::Undef,
            (_, ArgValue::Memref(b)) if t.is_memref() => {
                let ok_shape = t.shape().is_some_and(|s| {
                    s.len() == b.shape().len()
                        && s.iter().zip(b.shape()).all(|(&d, &n)| {
                            d == tessera_ir::types::DYNAMIC || usize::try_from(d).ok() == Some(n)
                        })
                });
                if !ok_shape || decode::elem_type(t) != Some(b.elem()) {
                    return Err(arg_mismatch(i, t, a));
                }
                let mut buf = Buffer::zeroed(b.elem(), &[0])
                    .map_err(|e| ExecError::new(ExecErrorKind::Allocation, e.to_string()))?;
                std::mem::swap(b, &mut buf);
                let s = eng.mem.add(buf, false);
                stores.push((i, s));
                Val::Mem(Rc::new(View::whole(s, &eng.mem.stores[s].buf)))
            }
            _ => return Err(arg_mismatch(i, t, a)),
        };
        vals.push(v);
    }
    let result = eng.call(f, vals, None);
    // Hand the buffers back even when execution failed.
    for (i, s) in stores {
        if let (Some(ArgValue::Memref(b)), Some(st)) = (args.get_mut(i), eng.mem.stores.get_mut(s))
        {
            std::mem::swap(b, &mut st.buf);
        }
    }
    let results = result?;
    let mut out = vec![];
    for v in results {
        out.push(match v {
            Val::Int(x) => ArgValue::Int {
                value: x,
                width: 64,
            },
            Val::F32(x) => ArgValue::F32(x),
            Val::F64(x) => ArgValue::F64(x),
            Val::Mem(view) => ArgValue::Memref(ops::materialise(&mut eng, f, &view)?),
            _ => {
                return Err(ExecError::new(
                    ExecErrorKind::Unsupported,
                    "vector results are not supported",
                ))
            }
        });
    }
    // Give integer results their declared width.
    if let Some(Type::Function { results, .. }) =
        module.op(f).attr("function_type").and_then(|a| a.as_type())
    {
        for (o, t) in out.iter_mut().zip(results) {
            if let (ArgValue::Int { value, .. }, Some(sc)) = (&*o, Sc::of(t)) {
                *o = match sc {
                    Sc::Index => ArgValue::Index(*value),
                    s => ArgValue::Int {
                        value: *value,
                        width: s.width(),
                    },
                };
            }
        }
    }
    Ok(out)
}

/// `msg`, followed for an llvm operation by the hint that the interpreter runs the llvm
/// operations frontends print results with (the native backends do not compile them).
pub(crate) fn llvm_hint(op: &str, msg: String) -> String {
    if op.starts_with("llvm.") {
        format!("{msg} (the interpreter runs the llvm operations frontends print with: --interp)")
    } else {
        msg
    }
}

/// The buffer element type for an MLIR element type (`None` if unsupported).
pub fn elem_type_of(t: &Type) -> Option<crate::buffer::ElemType> {
    decode::elem_type(t)
}

/// One lane of a constant as the interpreter reads it (integers sign-extended, `i1` true as
/// -1; floats as their bits).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ConstLane {
    Int(i64),
    F32(u32),
    F64(u64),
}

/// The lanes of an `arith.constant` value (one lane for a scalar); `None` if the interpreter
/// does not read it.
pub(crate) fn constant_lanes(a: &tessera_ir::Attribute) -> Option<Vec<ConstLane>> {
    let lane = |v: &Val| match v {
        Val::Int(x) => Some(ConstLane::Int(*x)),
        Val::F32(x) => Some(ConstLane::F32(x.to_bits())),
        Val::F64(x) => Some(ConstLane::F64(x.to_bits())),
        _ => None,
    };
    match decode::constant(a)? {
        Val::Vector(xs) => xs.iter().map(lane).collect(),
        v => Some(vec![lane(&v)?]),
    }
}

/// How the interpreter reads a `vector.transfer_read`/`transfer_write`: for each vector
/// dimension the memref dimension it walks (`None`: broadcast), whether it is marked in
/// bounds, the vector shape and the number of indices.
#[derive(Debug, Clone)]
pub(crate) struct TransferInfo {
    pub perm: Vec<Option<usize>>,
    pub in_bounds: Vec<bool>,
    pub shape: Vec<i64>,
    pub nidx: usize,
}

/// The [`TransferInfo`] of a transfer operation (`None`: the interpreter does not run it).
pub(crate) fn transfer_info(m: &Module, op: tessera_ir::OpId, write: bool) -> Option<TransferInfo> {
    match decode::transfer(m, m.op(op), write)? {
        decode::Kind::Transfer {
            perm,
            in_bounds,
            shape,
            nidx,
            ..
        } => Some(TransferInfo {
            perm,
            in_bounds,
            shape,
            nidx,
        }),
        _ => None,
    }
}
