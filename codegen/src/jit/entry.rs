//! The compiled module and calls into it through the packed entry wrappers.

use std::collections::HashMap;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Mutex;
use std::time::Duration;

use cranelift_jit::JITModule;
use tessera_ir::Type;

use super::func::Site;
use crate::abi::{self, invalid};
use crate::error::Error;
use crate::runtime::{ErrorCell, OutputCell, Pool};
use crate::value::{ArgValue, ExecError, ExecErrorKind};

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
    /// Where `vector.print` writes.
    out: Box<OutputCell>,
    /// The deadline flag polled on loop back-edges (when compiled with deadline checks).
    deadline: Box<AtomicI64>,
    pool: Box<Pool>,
    /// Call-depth counter of recursive functions (its address is in the code).
    depth: Box<AtomicI64>,
    /// Functions compiled as failing stubs ([`super::compile_partial`]).
    unavailable: HashMap<String, super::JitErrorKind>,
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
pub(crate) fn stub_error(e: &super::JitErrorKind) -> ExecError {
    match e {
        super::JitErrorKind::Unsupported { op, pos, message }
        | super::JitErrorKind::Malformed { op, pos, message } => {
            ExecError::at_op(ExecErrorKind::Unsupported, op, *pos, message.clone())
        }
        super::JitErrorKind::Backend(m) => ExecError::new(ExecErrorKind::Unsupported, m.clone()),
    }
}

impl crate::Executable for Compiled {
    /// Wall-clock time [`compile`](super::compile) took.
    fn compile_time(&self) -> Duration {
        self.compile_time
    }

    /// Threads of the pool that runs parallel loops.
    fn threads(&self) -> usize {
        self.pool.threads()
    }

    fn functions(&self) -> Vec<&str> {
        let mut v: Vec<&str> = self.entries.keys().map(String::as_str).collect();
        v.sort_unstable();
        v
    }

    /// Deadline checks: [`compile_with_deadline_checks`](super::compile_with_deadline_checks).
    /// The time is that of the native call alone (without argument marshalling and the start
    /// of the thread that runs it).
    fn call_with(
        &self,
        entry: &str,
        args: &mut [ArgValue],
        out: &mut (dyn std::io::Write + Send),
        timeout: Option<Duration>,
    ) -> Result<(Vec<ArgValue>, Duration), Error> {
        let r = self.out.with_sink(&mut *out, || {
            super::super::runtime::with_deadline(&self.deadline, timeout, || {
                self.call_inner(entry, args)
            })
        });
        let flushed = out.flush();
        let r = r?;
        flushed.map_err(|e| {
            ExecError::new(
                ExecErrorKind::Output,
                format!("cannot write the output: {e}"),
            )
        })?;
        Ok(r)
    }
}

impl Compiled {
    #[allow(clippy::too_many_arguments)] // one value per field, all owned by `Compiled`
    pub(crate) fn new(
        jm: JITModule,
        entries: HashMap<String, EntryFn>,
        sites: Vec<Site>,
        (err, out, deadline): (Box<ErrorCell>, Box<OutputCell>, Box<AtomicI64>),
        pool: Box<Pool>,
        depth: Box<AtomicI64>,
        unavailable: HashMap<String, super::JitErrorKind>,
        compile_time: Duration,
    ) -> Compiled {
        Compiled {
            jm: Some(jm),
            entries,
            sites,
            err,
            out,
            deadline,
            pool,
            depth,
            unavailable,
            lock: Mutex::new(()),
            compile_time,
        }
    }

    fn call_inner(
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
        let mut p = abi::pack(entry, &f.inputs, &f.results, args)?;
        let guard = self.lock.lock().unwrap_or_else(|e| e.into_inner());
        self.err.take();
        self.depth.store(0, Ordering::SeqCst);
        // SAFETY: `f.ptr` is a finalized entry wrapper of this module (live while `self` is)
        // and `p` was packed for its signature.
        let ran = unsafe {
            abi::run(
                std::mem::transmute::<*const u8, abi::EntryFn>(f.ptr),
                &mut p,
            )
        };
        let site = self.err.take();
        drop(guard);
        let Some(elapsed) = ran else {
            return Err(abi::thread_failed());
        };
        if let Some((s, words)) = site {
            let site = self.sites.get(s);
            return Err(match site {
                Some(st) => ExecError::at_op(st.kind, &st.op, st.pos, st.render(&words)),
                None => ExecError::new(ExecErrorKind::Undefined, "run-time error"),
            });
        }
        Ok((
            abi::decode_results(&f.results, &p.res, &p.arg_ptrs)?,
            elapsed,
        ))
    }
}
