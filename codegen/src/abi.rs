//! The packed entry ABI shared by the native backends (the Cranelift JIT and the C backend):
//! marshalling [`ArgValue`]s into the wrapper's 64-bit argument slots, running the wrapper on
//! one long-lived thread with a large stack, and decoding the result slots back into [`ArgValue`]s.
//!
//! Slots (see [`crate::jit`]'s module doc): one per scalar (`index`/integers as their
//! two's-complement bits, `i1` as 0 or 1, floats as their IEEE bits), `3 + 2r` per memref of rank
//! `r` (allocated pointer, aligned pointer, offset, sizes, strides). A memref result is copied
//! into a fresh row-major buffer and its `memref.alloc` buffer freed.

use std::collections::BTreeSet;
use std::time::{Duration, Instant};

use tessera_ir::Type;

use crate::buffer::{Buffer, ElemType};
use crate::runtime::{is_live, rt_free};
use crate::value::{ArgValue, ExecError, ExecErrorKind};

/// Stack size of the thread that runs compiled code.
const STACK_BYTES: usize = 256 << 20;

/// A packed entry wrapper: `(arguments, results)`.
pub(crate) type EntryFn = unsafe extern "C" fn(*const u64, *mut u64);

/// An invalid-argument error.
pub(crate) fn invalid(msg: String) -> ExecError {
    ExecError::new(ExecErrorKind::InvalidArgument, msg)
}

/// Sign-extends the low `w` bits of `x`.
fn sext(x: u64, w: u32) -> i64 {
    if w >= 64 {
        x as i64
    } else {
        ((x << (64 - w)) as i64) >> (64 - w)
    }
}

/// The argument and result slots of one call.
pub(crate) struct Packed {
    /// Argument slots, in signature order.
    pub slots: Vec<u64>,
    /// The buffers of the memref arguments (a memref result pointing at one is not freed).
    pub arg_ptrs: Vec<u64>,
    /// Zeroed result slots (at least one).
    pub res: Vec<u64>,
}

/// Checks `args` against the signature `inputs -> results` of `@entry` and packs them.
pub(crate) fn pack(
    entry: &str,
    inputs: &[Type],
    results: &[Type],
    args: &mut [ArgValue],
) -> Result<Packed, ExecError> {
    if inputs.len() != args.len() {
        return Err(invalid(format!(
            "@{entry} takes {} arguments, {} given",
            inputs.len(),
            args.len()
        )));
    }
    let mut slots: Vec<u64> = vec![];
    let mut arg_ptrs = vec![];
    for (i, (t, a)) in inputs.iter().zip(args.iter_mut()).enumerate() {
        let bad = |a: &ArgValue| invalid(format!("argument #{i} of type {t} cannot take {a}"));
        match (t, &mut *a) {
            (Type::Index, ArgValue::Index(x)) => slots.push(*x as u64),
            (Type::Integer { width, .. }, ArgValue::Int { value, width: w }) if width == w => slots
                .push(if *w == 1 {
                    (*value & 1) as u64
                } else {
                    *value as u64
                }),
            (Type::Float(_), ArgValue::F32(x)) if t.int_or_float_width() == Some(32) => {
                slots.push(u64::from(x.to_bits()))
            }
            (Type::Float(_), ArgValue::F64(x)) if t.int_or_float_width() == Some(64) => {
                slots.push(x.to_bits())
            }
            (Type::MemRef { shape, .. }, ArgValue::Memref(b)) => {
                let ok = shape.len() == b.shape().len()
                    && shape.iter().zip(b.shape()).all(|(&d, &n)| {
                        d == tessera_ir::types::DYNAMIC || usize::try_from(d).ok() == Some(n)
                    })
                    && crate::interp::elem_type_of(t.element_type().unwrap_or(t)) == Some(b.elem());
                if !ok {
                    return Err(bad(a));
                }
                let p = b.as_mut_ptr() as u64;
                arg_ptrs.push(p);
                slots.extend([p, p, 0]);
                slots.extend(b.shape().iter().map(|&s| s as u64));
                slots.extend(b.strides().iter().map(|&s| s as u64));
            }
            _ => return Err(bad(a)),
        }
    }
    if let Some(t) = results.iter().find(|t| {
        !matches!(
            t,
            Type::Index | Type::Integer { .. } | Type::Float(_) | Type::MemRef { .. }
        )
    }) {
        return Err(invalid(format!(
            "@{entry} returns a {t}, which cannot be passed back"
        )));
    }
    let nres: usize = results
        .iter()
        .map(|t| match t {
            Type::MemRef { shape, .. } => 3 + 2 * shape.len(),
            _ => 1,
        })
        .sum();
    Ok(Packed {
        slots,
        arg_ptrs,
        res: vec![0u64; nres.max(1)],
    })
}

/// A call for the executor thread: the wrapper and its two slot arrays (as addresses), and
/// where to send the wall-clock time of the call.
struct Job {
    f: usize,
    args: usize,
    res: usize,
    done: std::sync::mpsc::Sender<Duration>,
}

/// The executor thread of compiled code (started on first use, large stack): one long-lived
/// thread, so the OpenMP runtime of C-backend units keeps one thread pool across calls instead
/// of creating and tearing one down for every new calling thread.
fn executor() -> Option<&'static std::sync::Mutex<std::sync::mpsc::Sender<Job>>> {
    static EXEC: std::sync::OnceLock<Option<std::sync::Mutex<std::sync::mpsc::Sender<Job>>>> =
        std::sync::OnceLock::new();
    EXEC.get_or_init(|| {
        let (tx, rx) = std::sync::mpsc::channel::<Job>();
        std::thread::Builder::new()
            .name("tessera-exec".into())
            .stack_size(STACK_BYTES)
            .spawn(move || {
                while let Ok(j) = rx.recv() {
                    // SAFETY: `run`'s caller guarantees `j.f` is the wrapper the slots were
                    // packed for, and blocks until `done` is sent, so the slots outlive the
                    // call.
                    let fun: EntryFn = unsafe { std::mem::transmute::<usize, EntryFn>(j.f) };
                    let t = Instant::now();
                    unsafe { fun(j.args as *const u64, j.res as *mut u64) };
                    let _ = j.done.send(t.elapsed());
                }
            })
            .ok()
            .map(|_| std::sync::Mutex::new(tx))
    })
    .as_ref()
}

/// Runs the entry wrapper at `f` on `p`'s slots on the executor thread (large stack); the
/// wall-clock time of the call alone, or `None` if the thread could not run.
///
/// # Safety
/// `f` must be a live packed entry wrapper whose signature `p` was packed for.
pub(crate) unsafe fn run(f: EntryFn, p: &mut Packed) -> Option<Duration> {
    let (done, wait) = std::sync::mpsc::channel();
    let job = Job {
        f: f as usize,
        args: p.slots.as_ptr() as usize,
        res: p.res.as_mut_ptr() as usize,
        done,
    };
    executor()?
        .lock()
        .unwrap_or_else(|e| e.into_inner())
        .send(job)
        .ok()?;
    // Blocks until the call has returned (the slots stay borrowed until then).
    wait.recv().ok()
}

/// The error of a call whose thread could not run.
pub(crate) fn thread_failed() -> ExecError {
    ExecError::new(
        ExecErrorKind::Allocation,
        "cannot run compiled code (thread failed)",
    )
}

/// Frees the `memref.alloc` buffers at `ptrs` (others are left alone by [`rt_free`]).
fn free_all(ptrs: &BTreeSet<u64>) {
    for &p in ptrs {
        // SAFETY: rt_free only frees live buffers rt_alloc returned.
        unsafe { rt_free(p as *mut u8) };
    }
}

/// Decodes the result slots `res` of a call with result types `results`; memref results are
/// copied out and their `memref.alloc` buffers (not the arguments' `arg_ptrs`) freed.
pub(crate) fn decode_results(
    results: &[Type],
    res: &[u64],
    arg_ptrs: &[u64],
) -> Result<Vec<ArgValue>, ExecError> {
    let mut out = vec![];
    let mut k = 0usize;
    // Buffers of memref results, freed once all results are read (two results may share one).
    let mut to_free = BTreeSet::new();
    let word = |k: usize| res.get(k).copied().unwrap_or(0);
    for t in results {
        let v = match t {
            Type::Index => ArgValue::Index(word(k) as i64),
            Type::Integer { width, .. } => ArgValue::Int {
                value: sext(word(k), *width),
                width: *width,
            },
            Type::Float(_) if t.int_or_float_width() == Some(32) => {
                ArgValue::F32(f32::from_bits(word(k) as u32))
            }
            Type::Float(_) => ArgValue::F64(f64::from_bits(word(k))),
            Type::MemRef { shape, .. } => {
                let r = shape.len();
                let elem = crate::interp::elem_type_of(t.element_type().unwrap_or(t))
                    .ok_or_else(|| invalid(format!("result type {t}")))?;
                let (alloc, ptr, off) = (word(k), word(k + 1), word(k + 2) as i64);
                let sizes: Vec<usize> = (0..r).map(|i| word(k + 3 + i) as usize).collect();
                let strides: Vec<i64> = (0..r).map(|i| word(k + 3 + r + i) as i64).collect();
                if alloc == 0 {
                    free_all(&to_free);
                    return Err(ExecError::new(
                        ExecErrorKind::Unsupported,
                        "a memref.alloca buffer cannot be returned from the entry function",
                    ));
                }
                if !arg_ptrs.contains(&alloc) {
                    if !is_live(alloc as *const u8) {
                        free_all(&to_free);
                        return Err(ExecError::new(
                            ExecErrorKind::UseAfterFree,
                            "a memref result was deallocated",
                        ));
                    }
                    to_free.insert(alloc);
                }
                let buf = read_strided(elem, ptr, off, &sizes, &strides)?;
                k += 2 + 2 * r;
                ArgValue::Memref(buf)
            }
            _ => return Err(invalid(format!("result type {t}"))),
        };
        k += 1;
        out.push(v);
    }
    free_all(&to_free);
    Ok(out)
}

/// Copies a strided view into a fresh row-major buffer.
fn read_strided(
    elem: ElemType,
    ptr: u64,
    off: i64,
    sizes: &[usize],
    strides: &[i64],
) -> Result<Buffer, ExecError> {
    let mut buf = Buffer::zeroed(elem, sizes)
        .map_err(|e| ExecError::new(ExecErrorKind::Allocation, e.to_string()))?;
    let es = elem.size();
    let n = buf.len();
    let bytes = buf.bytes_mut();
    let mut idx = vec![0usize; sizes.len()];
    for flat in 0..n {
        let lin: i64 = off
            + idx
                .iter()
                .zip(strides)
                .map(|(&i, &s)| i as i64 * s)
                .sum::<i64>();
        let src = (ptr as i64 + lin * es as i64) as *const u8;
        // SAFETY: the descriptor comes from the compiled function, which owns the memory.
        unsafe {
            std::ptr::copy_nonoverlapping(src, bytes[flat * es..].as_mut_ptr(), es);
        }
        for d in (0..idx.len()).rev() {
            idx[d] += 1;
            if idx[d] < sizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    Ok(buf)
}

/// The address of `name` among the process's dynamic symbols (the executable's exports and the
/// shared libraries loaded), if any.
pub(crate) fn process_symbol(name: &str) -> Option<*const u8> {
    #[cfg(unix)]
    {
        let lib = libloading::os::unix::Library::this();
        // SAFETY: only the symbol's address is read; nothing is called here (the declaration's
        // type is the caller's promise about it, as for any external function).
        let sym = unsafe { lib.get::<*const u8>(name.as_bytes()) }.ok()?;
        let p = *sym;
        (!p.is_null()).then_some(p)
    }
    #[cfg(not(unix))]
    {
        let _ = name;
        None
    }
}
