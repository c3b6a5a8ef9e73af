//! The native backends `run` and `bench` choose between: the Cranelift JIT and the C backend.

use tessera_codegen::cbackend::{self, COptions};
use tessera_codegen::jit::{self, JitOptions};
use tessera_codegen::Executable;
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

/// A module compiled by either backend, called through [`Executable`].
pub type Native = Box<dyn Executable>;

/// Compiles `m` with backend `kind`; errors rendered against `file`.
pub fn compile(
    m: &Module,
    kind: BackendKind,
    threads: usize,
    bounds_checks: bool,
    file: &str,
) -> Result<Native, String> {
    compile_checked(m, kind, threads, bounds_checks, false, file)
}

/// [`compile`]; with `deadline_checks`, loop back-edges poll the deadline flag that
/// [`Executable::call_with`]'s timeout sets.
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
            c.map(|c| Box::new(c) as Native).map_err(|e| e.render(file))
        }
        BackendKind::C => {
            let opts = COptions {
                threads: threads.max(1),
                bounds_checks,
                deadline_checks,
                ..COptions::default()
            };
            cbackend::compile(m, &opts)
                .map(|c| Box::new(c) as Native)
                .map_err(|e| e.render(file))
        }
    }
}
