//! Compiling the emitted C with the system compiler, the cache of shared objects, loading
//! them with libloading, and calls through the packed entry wrappers.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::Mutex;
use std::time::{Duration, Instant};

use tessera_ir::Type;

use super::emit::Site;
use super::{CErrorKind, COptions, DEFAULT_CFLAGS};
use crate::abi::{self, invalid, EntryFn};
use crate::error::Error;
use crate::runtime::{rt_alloc, rt_free, ErrorCell};
use crate::value::{ArgValue, ExecError, ExecErrorKind};

/// Calls into loaded units are serialised process-wide: a unit's error state is global to
/// its shared object, which two [`CCompiled`] of the same C text share.
static CALL_LOCK: Mutex<()> = Mutex::new(());

type ErrorFn = unsafe extern "C" fn(*mut i64, *mut i64) -> i64;
type ResetFn = unsafe extern "C" fn(i32);
type RuntimeFn =
    unsafe extern "C" fn(unsafe extern "C" fn(i64) -> *mut u8, unsafe extern "C" fn(*mut u8));

/// The writer callback `tess_set_output` installs (`ctx`: a [`CSink`]).
type WriteFn = unsafe extern "C" fn(*mut std::ffi::c_void, *const u8, i64);
type OutputFn = unsafe extern "C" fn(Option<WriteFn>, *mut std::ffi::c_void);
type FlagFn = unsafe extern "C" fn() -> *mut i64;

/// The writer of one call and its first write error.
struct CSink<'a> {
    w: &'a mut (dyn std::io::Write + Send),
    err: Option<std::io::Error>,
}

/// Writes `n` bytes at `s` to the [`CSink`] behind the mutex at `ctx` (after a failed write,
/// nothing more).
unsafe extern "C" fn c_write(ctx: *mut std::ffi::c_void, s: *const u8, n: i64) {
    let Some(m) = (ctx as *const Mutex<CSink<'_>>).as_ref() else {
        return;
    };
    let mut g = m.lock().unwrap_or_else(|e| e.into_inner());
    let n = usize::try_from(n).unwrap_or(0);
    if g.err.is_some() || s.is_null() || n == 0 {
        return;
    }
    let bytes = std::slice::from_raw_parts(s, n);
    if let Err(e) = g.w.write_all(bytes) {
        g.err = Some(e);
    }
}

struct Entry {
    f: EntryFn,
    inputs: Vec<Type>,
    results: Vec<Type>,
}

/// A module compiled by the C backend and loaded.
pub struct CCompiled {
    entries: HashMap<String, Entry>,
    sites: Vec<Site>,
    error: ErrorFn,
    reset: ResetFn,
    /// `tess_set_output` (units that print).
    set_output: Option<OutputFn>,
    /// The deadline flag (units compiled with deadline checks; the unit is never unloaded).
    deadline: Option<&'static std::sync::atomic::AtomicI64>,
    threads: usize,
    compile_time: Duration,
    so_path: PathBuf,
    /// Never unloaded: a unit links the OpenMP runtime, whose worker threads outlive the
    /// parallel regions (spinning, then sleeping inside it); unloading it under them would
    /// crash the process. A loaded unit stays mapped until the process exits.
    _lib: std::mem::ManuallyDrop<libloading::Library>,
}

impl std::fmt::Debug for CCompiled {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "CCompiled({})", self.so_path.display())
    }
}

/// Allocation for `memref.alloc` in C code: the runtime's allocator (zeroed, tracked).
unsafe extern "C" fn c_alloc(bytes: i64) -> *mut u8 {
    let cell = ErrorCell::new();
    // SAFETY: `cell` lives through the call.
    unsafe { rt_alloc(bytes, &cell, 0) }
}

/// 128-bit FNV-1a of the parts (the cache key).
fn hash(parts: &[&str]) -> String {
    let mut h: u128 = 0x6c62272e07bb014262b821756295c58d;
    for p in parts {
        for &b in p.as_bytes().iter().chain(&[0xffu8]) {
            h ^= u128::from(b);
            h = h.wrapping_mul(0x0000000001000000000000000000013B);
        }
    }
    format!("{h:032x}")
}

fn cache_dir(o: &COptions) -> PathBuf {
    if let Some(d) = &o.cache_dir {
        return d.clone();
    }
    if let Some(d) = std::env::var_os("TESSERA_CACHE_DIR").filter(|d| !d.is_empty()) {
        return PathBuf::from(d);
    }
    if let Some(d) = std::env::var_os("XDG_CACHE_HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join("tessera");
    }
    if let Some(d) = std::env::var_os("HOME").filter(|d| !d.is_empty()) {
        return PathBuf::from(d).join(".cache").join("tessera");
    }
    std::env::temp_dir().join("tessera-cache")
}

/// The compiler and flags `o` selects.
pub(crate) fn compiler(o: &COptions) -> (String, String) {
    let cc =
        o.cc.clone()
            .or_else(|| std::env::var("CC").ok().filter(|s| !s.trim().is_empty()))
            .unwrap_or_else(|| "cc".into());
    let flags = o
        .cflags
        .clone()
        .or_else(|| {
            std::env::var("TESSERA_CFLAGS")
                .ok()
                .filter(|s| !s.trim().is_empty())
        })
        .unwrap_or_else(|| DEFAULT_CFLAGS.into());
    (cc, flags)
}

/// Whether the C compiler `o` selects builds a shared object with its flags (a one-function
/// unit compiled into a temporary directory; the answer is kept for the process). What
/// `tessera run`/`bench` ask before choosing the C backend by default.
pub fn compiler_works(o: &COptions) -> bool {
    static ANSWERS: std::sync::Mutex<Vec<((String, String), bool)>> =
        std::sync::Mutex::new(Vec::new());
    let key = compiler(o);
    if let Ok(a) = ANSWERS.lock() {
        if let Some((_, ok)) = a.iter().find(|(k, _)| *k == key) {
            return *ok;
        }
    }
    let dir = std::env::temp_dir().join(format!("tessera-cc-probe-{}", std::process::id()));
    let ok = std::fs::create_dir_all(&dir).is_ok()
        && run_cc(
            &key.0,
            &key.1,
            "int tess_probe(void) { return 0; }\n",
            &dir.join("probe.so"),
        )
        .is_ok();
    let _ = std::fs::remove_dir_all(&dir);
    if let Ok(mut a) = ANSWERS.lock() {
        a.push((key, ok));
    }
    ok
}

/// Compiles `c` to the shared object `out` (written to a temporary name, then renamed).
fn run_cc(cc: &str, flags: &str, c: &str, out: &Path) -> Result<(), CErrorKind> {
    let dir = out.parent().unwrap_or(Path::new("."));
    let tag = format!("{}-{:?}", std::process::id(), std::thread::current().id())
        .replace(|c: char| !c.is_ascii_alphanumeric(), "");
    let src = dir.join(format!("tmp-{tag}.c"));
    let tmp = dir.join(format!("tmp-{tag}.so"));
    std::fs::write(&src, c)
        .map_err(|e| CErrorKind::Backend(format!("cannot write {}: {e}", src.display())))?;
    let mut cmd = Command::new(cc);
    cmd.args(flags.split_whitespace())
        .arg("-o")
        .arg(&tmp)
        .arg(&src)
        .arg("-lm");
    let res = cmd.output();
    let _ = std::fs::remove_file(&src);
    let outp = res.map_err(|e| {
        CErrorKind::NoCompiler(format!(
            "cannot run the C compiler `{cc}` ({e}); set CC to a working C compiler"
        ))
    })?;
    if !outp.status.success() {
        let _ = std::fs::remove_file(&tmp);
        let err = String::from_utf8_lossy(&outp.stderr);
        let err: String = err.chars().take(4000).collect();
        return Err(CErrorKind::Compiler(format!(
            "`{cc} {flags}` failed:\n{err}"
        )));
    }
    std::fs::rename(&tmp, out)
        .map_err(|e| CErrorKind::Backend(format!("cannot write {}: {e}", out.display())))
}

/// Emits, compiles (or finds in the cache) and loads every function of `module`.
pub fn compile(module: &tessera_ir::Module, options: &COptions) -> Result<CCompiled, Error> {
    let t0 = Instant::now();
    let (c, unit) = super::emit_unit(module, options)?;
    // External functions the unit calls must be among the process's symbols: the loaded unit
    // resolves them there.
    for f in unit
        .funcs
        .iter()
        .filter(|f| !f.has_body && f.results.is_empty() && f.cname == f.name)
    {
        if unit.called_names().contains(&f.name) && crate::abi::process_symbol(&f.name).is_none() {
            let o = module.op(f.op);
            return Err(CErrorKind::unsupported(
                "func.func",
                o.pos,
                format!(
                    "external function '{}' is not provided by the host (no such symbol in the process)",
                    f.name
                ),
            )
            .into());
        }
    }
    let (cc, flags) = compiler(options);
    let dir = cache_dir(options);
    std::fs::create_dir_all(&dir)
        .map_err(|e| CErrorKind::Backend(format!("cannot create {}: {e}", dir.display())))?;
    let so = dir.join(format!("c-{}.so", hash(&[&c, &cc, &flags])));
    if !so.exists() {
        run_cc(&cc, &flags, &c, &so)?;
    }
    // SAFETY: the library is a unit this backend generated; its initialisers are the C
    // runtime's and OpenMP's.
    let lib = unsafe { libloading::Library::new(&so) }
        .map_err(|e| CErrorKind::Backend(format!("cannot load {}: {e}", so.display())))?;
    let sym_err = |n: &str, e: libloading::Error| CErrorKind::Backend(format!("symbol {n}: {e}"));
    // SAFETY: the symbols have the signatures the prelude and the wrappers define.
    let (error, reset, set_rt) = unsafe {
        let e: ErrorFn = *lib
            .get::<ErrorFn>(b"tess_error")
            .map_err(|e| sym_err("tess_error", e))?;
        let r: ResetFn = *lib
            .get::<ResetFn>(b"tess_reset")
            .map_err(|e| sym_err("tess_reset", e))?;
        let s: RuntimeFn = *lib
            .get::<RuntimeFn>(b"tess_set_runtime")
            .map_err(|e| sym_err("tess_set_runtime", e))?;
        (e, r, s)
    };
    // SAFETY: both functions have the C signatures the prelude declares.
    unsafe { set_rt(c_alloc, rt_free) };
    // SAFETY: the optional accessors have the signatures the prelude declares; the flag is a
    // static of the unit, which stays loaded until the process exits (see `_lib`).
    let (set_output, deadline) = unsafe {
        let o = lib.get::<OutputFn>(b"tess_set_output").ok().map(|f| *f);
        let d = match lib.get::<FlagFn>(b"tess_deadline_flag") {
            Ok(f) => {
                let p = (*f)();
                (!p.is_null()).then(|| std::sync::atomic::AtomicI64::from_ptr(p))
            }
            Err(_) => None,
        };
        (o, d)
    };
    let mut entries = HashMap::new();
    for (i, f) in unit.funcs.iter().enumerate().filter(|(_, f)| f.has_body) {
        let name = format!("tess_entry_{i}");
        // SAFETY: every defined function has a wrapper of this signature.
        let fp: EntryFn = unsafe {
            *lib.get::<EntryFn>(name.as_bytes())
                .map_err(|e| sym_err(&name, e))?
        };
        entries.insert(
            f.name.clone(),
            Entry {
                f: fp,
                inputs: f.inputs.clone(),
                results: f.results.clone(),
            },
        );
    }
    Ok(CCompiled {
        entries,
        sites: unit.sites,
        error,
        reset,
        set_output,
        deadline,
        threads: options.threads.max(1),
        compile_time: t0.elapsed(),
        so_path: so,
        _lib: std::mem::ManuallyDrop::new(lib),
    })
}

impl crate::Executable for CCompiled {
    /// Wall-clock time of emission, compilation (or cache lookup) and loading.
    fn compile_time(&self) -> Duration {
        self.compile_time
    }

    /// Threads of parallel loops.
    fn threads(&self) -> usize {
        self.threads
    }

    fn functions(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.entries.keys().map(String::as_str).collect();
        v.sort_unstable();
        v
    }

    /// Deadline checks: [`COptions::deadline_checks`].
    fn call_with(
        &self,
        entry: &str,
        args: &mut [ArgValue],
        out: &mut (dyn std::io::Write + Send),
        timeout: Option<Duration>,
    ) -> Result<(Vec<ArgValue>, Duration), Error> {
        let sink = Mutex::new(CSink {
            w: &mut *out,
            err: None,
        });
        let r = self.call_inner(entry, args, &sink, timeout);
        let werr = sink.into_inner().unwrap_or_else(|e| e.into_inner()).err;
        let flushed = out.flush();
        let r = r?;
        if let Some(e) = werr.map(Err).unwrap_or(flushed).err() {
            return Err(ExecError::new(
                ExecErrorKind::Output,
                format!("cannot write the output: {e}"),
            )
            .into());
        }
        Ok(r)
    }
}

impl CCompiled {
    /// The shared object loaded.
    pub fn library_path(&self) -> &Path {
        &self.so_path
    }

    fn call_inner(
        &self,
        entry: &str,
        args: &mut [ArgValue],
        sink: &Mutex<CSink<'_>>,
        timeout: Option<Duration>,
    ) -> Result<(Vec<ArgValue>, Duration), ExecError> {
        let f = self
            .entries
            .get(entry)
            .ok_or_else(|| invalid(format!("no function @{entry}")))?;
        let mut p = abi::pack(entry, &f.inputs, &f.results, args)?;
        let guard = CALL_LOCK.lock().unwrap_or_else(|e| e.into_inner());
        let threads = i32::try_from(self.threads).unwrap_or(i32::MAX);
        // SAFETY: `reset` is the unit's `tess_reset(int)`.
        unsafe { (self.reset)(threads) };
        if let Some(set) = self.set_output {
            // SAFETY: `c_write` has the callback's signature; `sink` outlives the call, and
            // the callback is removed below before it ends.
            unsafe {
                set(
                    Some(c_write),
                    sink as *const Mutex<CSink<'_>> as *mut std::ffi::c_void,
                )
            };
        }
        let ran = match self.deadline {
            Some(flag) => crate::runtime::with_deadline(flag, timeout, || {
                // SAFETY: `f.f` is a packed entry wrapper of the loaded unit (loaded while
                // `self` is) and `p` was packed for its signature.
                unsafe { abi::run(f.f, &mut p) }
            }),
            // SAFETY: as above.
            None => unsafe { abi::run(f.f, &mut p) },
        };
        if let Some(set) = self.set_output {
            // SAFETY: removes the callback installed above.
            unsafe { set(None, std::ptr::null_mut()) };
        }
        let mut words = [0i64; 16];
        let mut n = 0i64;
        // SAFETY: `error` is the unit's `tess_error`; `words` holds its 16 words.
        let site = unsafe { (self.error)(words.as_mut_ptr(), &mut n) };
        drop(guard);
        let Some(elapsed) = ran else {
            return Err(abi::thread_failed());
        };
        if site >= 0 {
            let words = &words[..usize::try_from(n).unwrap_or(0).min(16)];
            return Err(
                match usize::try_from(site).ok().and_then(|s| self.sites.get(s)) {
                    Some(st) => ExecError::at_op(st.kind, &st.op, st.pos, st.render(words)),
                    None => ExecError::new(ExecErrorKind::Undefined, "run-time error"),
                },
            );
        }
        Ok((
            abi::decode_results(&f.results, &p.res, &p.arg_ptrs)?,
            elapsed,
        ))
    }
}
