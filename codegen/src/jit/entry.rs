//! The compiled module and calls into it through the packed entry wrappers.

use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use cranelift_jit::JITModule;
use tessera_ir::Type;

use super::func::Site;
use crate::buffer::{Buffer, ElemType};
use crate::runtime::{is_live, rt_free, ErrorCell, Pool};
use crate::value::{ArgValue, ExecError, ExecErrorKind};

/// Stack size of the thread that runs compiled code.
const STACK_BYTES: usize = 256 << 20;

/// One compiled function's packed entry point.
pub(crate) struct EntryFn {
    pub ptr: *const u8,
    pub inputs: Vec<Type>,
    pub results: Vec<Type>,
}

/// A module compiled to native code. Calls are serialised (one at a time).
pub struct Compiled {
    jm: Option<JITModule>,
    entries: HashMap<String, EntryFn>,
    sites: Vec<Site>,
    err: Box<ErrorCell>,
    pool: Box<Pool>,
    /// Call-depth counter of recursive functions (its address is in the code).
    depth: Box<AtomicI64>,
    /// Functions compiled as failing stubs ([`super::compile_partial`]).
    unavailable: HashMap<String, super::JitError>,
    lock: Mutex<()>,
    compile_time: Duration,
}

impl std::fmt::Debug for Compiled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mut names: Vec<&String> = self.entries.keys().collect();
        names.sort();
        write!(f, "Compiled({names:?}, {:?})", self.pool)
    }
}

impl Drop for Compiled {
    fn drop(&mut self) {
        if let Some(jm) = self.jm.take() {
            // SAFETY: no pointer into the code outlives `self`: entry pointers are private.
            unsafe { jm.free_memory() };
        }
    }
}

/// The execution error for a function the JIT could not compile.
pub(crate) fn stub_error(e: &super::JitError) -> ExecError {
    match e {
        super::JitError::Unsupported { op, pos, message }
        | super::JitError::Malformed { op, pos, message } => {
            ExecError::at_op(ExecErrorKind::Unsupported, op, *pos, message.clone())
        }
        super::JitError::Backend(m) => ExecError::new(ExecErrorKind::Unsupported, m.clone()),
    }
}

fn invalid(msg: String) -> ExecError {
    ExecError::new(ExecErrorKind::InvalidArgument, msg)
}

fn sext(x: u64, w: u32) -> i64 {
    if w >= 64 {
        x as i64
    } else {
        ((x << (64 - w)) as i64) >> (64 - w)
    }
}

impl Compiled {
    #[allow(clippy::too_many_arguments)] // one value per field, all owned by `Compiled`
    pub(crate) fn new(
        jm: JITModule,
        entries: HashMap<String, EntryFn>,
        sites: Vec<Site>,
        err: Box<ErrorCell>,
        pool: Box<Pool>,
        depth: Box<AtomicI64>,
        unavailable: HashMap<String, super::JitError>,
        compile_time: Duration,
    ) -> Compiled {
        Compiled {
            jm: Some(jm),
            entries,
            sites,
            err,
            pool,
            depth,
            unavailable,
            lock: Mutex::new(()),
            compile_time,
        }
    }

    /// Wall-clock time [`compile`](super::compile) took.
    pub fn compile_time(&self) -> Duration {
        self.compile_time
    }

    /// Threads of the pool that runs parallel loops.
    pub fn threads(&self) -> usize {
        self.pool.threads()
    }

    /// Names of the compiled functions, sorted.
    pub fn functions(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.entries.keys().map(String::as_str).collect();
        v.sort_unstable();
        v
    }

    /// Calls function `entry` with `args`; memref arguments are read and written in place.
    /// Returns the function's results (memref results copied into fresh row-major buffers).
    pub fn call(&self, entry: &str, args: &mut [ArgValue]) -> Result<Vec<ArgValue>, ExecError> {
        self.call_timed(entry, args).map(|(r, _)| r)
    }

    /// [`Compiled::call`], also returning the wall-clock time of the native call alone
    /// (without argument marshalling and the start of the thread that runs it).
    pub fn call_timed(
        &self,
        entry: &str,
        args: &mut [ArgValue],
    ) -> Result<(Vec<ArgValue>, Duration), ExecError> {
        if let Some(e) = self.unavailable.get(entry) {
            return Err(stub_error(e));
        }
        let f = self
            .entries
            .get(entry)
            .ok_or_else(|| invalid(format!("no function @{entry}")))?;
        if f.inputs.len() != args.len() {
            return Err(invalid(format!(
                "@{entry} takes {} arguments, {} given",
                f.inputs.len(),
                args.len()
            )));
        }
        let mut slots: Vec<u64> = vec![];
        let mut arg_ptrs = vec![];
        for (i, (t, a)) in f.inputs.iter().zip(args.iter_mut()).enumerate() {
            let bad = |a: &ArgValue| invalid(format!("argument #{i} of type {t} cannot take {a}"));
            match (t, &mut *a) {
                (Type::Index, ArgValue::Index(x)) => slots.push(*x as u64),
                (Type::Integer { width, .. }, ArgValue::Int { value, width: w }) if width == w => {
                    let v = if *w == 1 {
                        (*value & 1) as u64
                    } else {
                        *value as u64
                    };
                    slots.push(v)
                }
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
                        && crate::interp::elem_type_of(t.element_type().unwrap_or(t))
                            == Some(b.elem());
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
        if let Some(t) = f.results.iter().find(|t| {
            !matches!(
                t,
                Type::Index | Type::Integer { .. } | Type::Float(_) | Type::MemRef { .. }
            )
        }) {
            return Err(invalid(format!(
                "@{entry} returns a {t}, which cannot be passed back"
            )));
        }
        let nres: usize = f
            .results
            .iter()
            .map(|t| match t {
                Type::MemRef { shape, .. } => 3 + 2 * shape.len(),
                _ => 1,
            })
            .sum();
        let mut res = vec![0u64; nres.max(1)];
        let guard = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        self.err.take();
        self.depth.store(0, Ordering::SeqCst);
        let (fp, ap, rp) = (
            f.ptr as usize,
            slots.as_ptr() as usize,
            res.as_mut_ptr() as usize,
        );
        let ran = std::thread::scope(|s| {
            let h = std::thread::Builder::new()
                .name("tessera-jit".into())
                .stack_size(STACK_BYTES)
                .spawn_scoped(s, move || {
                    // SAFETY: `fp` is a finalized entry wrapper of this module taking the
                    // packed argument and result arrays built above, which outlive the call.
                    let fun: extern "C" fn(*const u64, *mut u64) =
                        unsafe { std::mem::transmute(fp as *const u8) };
                    let t = std::time::Instant::now();
                    fun(ap as *const u64, rp as *mut u64);
                    t.elapsed()
                });
            match h {
                Ok(h) => h.join().ok(),
                Err(_) => None,
            }
        });
        let site = self.err.take();
        drop(guard);
        let Some(elapsed) = ran else {
            return Err(ExecError::new(
                ExecErrorKind::Allocation,
                "cannot run compiled code (thread failed)",
            ));
        };
        if let Some((s, words)) = site {
            let site = self.sites.get(s);
            return Err(match site {
                Some(st) => ExecError::at_op(st.kind, &st.op, st.pos, st.render(&words)),
                None => ExecError::new(ExecErrorKind::Undefined, "run-time error"),
            });
        }
        Ok((self.decode_results(f, &res, &arg_ptrs)?, elapsed))
    }

    fn decode_results(
        &self,
        f: &EntryFn,
        res: &[u64],
        arg_ptrs: &[u64],
    ) -> Result<Vec<ArgValue>, ExecError> {
        let mut out = vec![];
        let mut k = 0usize;
        // Buffers of memref results, freed once all results are read (two results may share
        // one).
        let mut to_free = std::collections::BTreeSet::new();
        let word = |k: usize| res.get(k).copied().unwrap_or(0);
        for t in &f.results {
            let v = match t {
                Type::Index => ArgValue::Index(word(k) as i64),
                Type::Integer { width, .. } => {
                    let mask = if *width >= 64 {
                        u64::MAX
                    } else {
                        (1u64 << width) - 1
                    };
                    ArgValue::Int {
                        value: sext(word(k) & mask, *width),
                        width: *width,
                    }
                }
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
}

/// Frees the `memref.alloc` buffers at `ptrs` (others are left alone by [`rt_free`]).
fn free_all(ptrs: &std::collections::BTreeSet<u64>) {
    for &p in ptrs {
        // SAFETY: rt_free only frees live buffers rt_alloc returned.
        unsafe { rt_free(p as *mut u8) };
    }
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
