//! The native backends `run` and `bench` choose between: the Cranelift JIT and the C backend.

use std::time::Duration;

use tessera_codegen::cbackend::{self, CCompiled, COptions};
use tessera_codegen::jit::{self, Compiled, JitOptions};
use tessera_codegen::value::ArgValue;
use tessera_codegen::Error;
use tessera_ir::Module;

/// `--backend`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BackendKind {
    /// The Cranelift JIT.
    Jit,
    /// C emitted and compiled by the system C compiler (`$CC`, flags `$TESSERA_CFLAGS`).
    C,
}

impl BackendKind {
    /// The name printed in reports.
    pub fn label(self) -> &'static str {
        match self {
            BackendKind::Jit => "JIT",
            BackendKind::C => "C backend",
        }
    }
}

/// A module compiled by either backend.
pub enum Native {
    /// By the JIT.
    Jit(Box<Compiled>),
    /// By the C backend.
    C(CCompiled),
}

impl Native {
    /// Compiles `m` with backend `kind`; errors rendered against `file`.
    pub fn compile(
        m: &Module,
        kind: BackendKind,
        threads: usize,
        bounds_checks: bool,
        file: &str,
    ) -> Result<Native, String> {
        Native::compile_checked(m, kind, threads, bounds_checks, false, file)
    }

    /// [`Native::compile`]; with `deadline_checks`, loop back-edges poll the deadline flag
    /// that [`Native::call_with`]'s timeout sets.
    pub fn compile_checked(
        m: &Module,
        kind: BackendKind,
        threads: usize,
        bounds_checks: bool,
        deadline_checks: bool,
        file: &str,
    ) -> Result<Native, String> {
        match kind {
            BackendKind::Jit => {
                let opts = JitOptions {
                    threads: threads.max(1),
                    optimize: true,
                    bounds_checks,
                };
                let c = if deadline_checks {
                    jit::compile_with_deadline_checks(m, opts)
                } else {
                    jit::compile(m, opts)
                };
                c.map(|c| Native::Jit(Box::new(c)))
                    .map_err(|e| e.render(file))
            }
            BackendKind::C => {
                let opts = COptions {
                    threads: threads.max(1),
                    bounds_checks,
                    deadline_checks,
                    ..COptions::default()
                };
                cbackend::compile(m, &opts)
                    .map(Native::C)
                    .map_err(|e| e.render(file))
            }
        }
    }

    /// Calls `entry`; also returns the time of the native call alone.
    pub fn call_timed(
        &self,
        entry: &str,
        args: &mut [ArgValue],
    ) -> Result<(Vec<ArgValue>, Duration), Error> {
        match self {
            Native::Jit(c) => c.call_timed(entry, args),
            Native::C(c) => c.call_timed(entry, args),
        }
    }

    /// Calls `entry` writing `vector.print` output to `out`, stopping once `timeout` has
    /// elapsed (compiled with deadline checks); also returns the time of the native call.
    pub fn call_with(
        &self,
        entry: &str,
        args: &mut [ArgValue],
        out: &mut (dyn std::io::Write + Send),
        timeout: Option<Duration>,
    ) -> Result<(Vec<ArgValue>, Duration), Error> {
        match self {
            Native::Jit(c) => c.call_with(entry, args, out, timeout),
            Native::C(c) => c.call_with(entry, args, out, timeout),
        }
    }

    /// Time compilation took.
    pub fn compile_time(&self) -> Duration {
        match self {
            Native::Jit(c) => c.compile_time(),
            Native::C(c) => c.compile_time(),
        }
    }
}
