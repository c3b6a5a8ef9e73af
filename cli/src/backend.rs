//! The native backends `run` and `bench` choose between: the Cranelift JIT and the C backend.

use tessera_codegen::cbackend::{self, COptions};
use tessera_codegen::jit::{self, JitOptions};
use tessera_codegen::Executable;
use tessera_ir::Module;

/// `--backend`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum BackendKind {
    /// The C backend when the system C compiler works (probed once), else the JIT; a module
    /// the C backend cannot translate runs on the JIT (with a note).
    Auto,
    /// The Cranelift JIT.
    Jit,
    /// C emitted and compiled by the system C compiler (`$CC`, flags `$TESSERA_CFLAGS`).
    C,
}

impl BackendKind {
    /// The name printed in reports (`auto` before it is resolved).
    pub fn label(self) -> &'static str {
        match self {
            BackendKind::Auto => "auto",
            BackendKind::Jit => "JIT",
            BackendKind::C => "C backend",
        }
    }

    /// The backend `Auto` stands for on this machine: C when the C compiler works.
    pub fn resolve(self) -> BackendKind {
        match self {
            BackendKind::Auto if cbackend::compiler_works(&COptions::default()) => BackendKind::C,
            BackendKind::Auto => BackendKind::Jit,
            k => k,
        }
    }
}

/// A module compiled by either backend, called through [`Executable`].
pub type Native = Box<dyn Executable>;

/// Compiles `m` with backend `kind`; errors rendered against `file`. Returns the backend used.
pub fn compile(
    m: &Module,
    kind: BackendKind,
    threads: usize,
    bounds_checks: bool,
    file: &str,
) -> Result<(Native, BackendKind), String> {
    compile_checked(m, kind, threads, bounds_checks, false, file)
}

/// [`compile`]; with `deadline_checks`, loop back-edges poll the deadline flag that
/// [`Executable::call_with`]'s timeout sets. `Auto` resolves to the C backend when the C
/// compiler works; if the C backend cannot compile `m` (an operation it does not translate),
/// the JIT is tried and a note on standard error says why.
pub fn compile_checked(
    m: &Module,
    kind: BackendKind,
    threads: usize,
    bounds_checks: bool,
    deadline_checks: bool,
    file: &str,
) -> Result<(Native, BackendKind), String> {
    let resolved = kind.resolve();
    let first = compile_with(m, resolved, threads, bounds_checks, deadline_checks, file);
    match first {
        Err(c_err) if kind == BackendKind::Auto && resolved == BackendKind::C => {
            match compile_with(
                m,
                BackendKind::Jit,
                threads,
                bounds_checks,
                deadline_checks,
                file,
            ) {
                Ok(n) => {
                    let why = c_err.lines().next().unwrap_or("").to_string();
                    eprintln!("note: running on the JIT: the C backend cannot compile this module ({why})");
                    Ok((n, BackendKind::Jit))
                }
                Err(_) => Err(c_err),
            }
        }
        r => r.map(|n| (n, resolved)),
    }
}

fn compile_with(
    m: &Module,
    kind: BackendKind,
    threads: usize,
    bounds_checks: bool,
    deadline_checks: bool,
    file: &str,
) -> Result<Native, String> {
    match kind {
        BackendKind::Jit | BackendKind::Auto => {
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
