//! The `tessera` command-line tool: argument parsing and output formatting only.

use std::process::ExitCode;

use clap::{Parser, Subcommand};

/// mimalloc: the exact solvers allocate and free many small rows and tableaux, which the
/// system allocator serves markedly slower.
#[global_allocator]
static GLOBAL: mimalloc::MiMalloc = mimalloc::MiMalloc;

extern "C" {
    /// mimalloc's option setter (`mimalloc.h`), from the library the `mimalloc` crate links.
    fn mi_option_set(option: std::ffi::c_int, value: std::ffi::c_long);
    /// The C library's `prctl(2)`.
    #[cfg(target_os = "linux")]
    fn prctl(option: std::ffi::c_int, ...) -> std::ffi::c_int;
    /// The C library's `signal(2)` (a handler is a function address, or 0 for `SIG_DFL`).
    #[cfg(unix)]
    fn signal(signum: std::ffi::c_int, handler: usize) -> usize;
}

/// Output into a closed pipe (`tessera ... | head`) ends the process quietly, as it does
/// a C tool's: the Rust runtime ignores `SIGPIPE`, and a `println!` into the closed pipe
/// would panic.
fn default_sigpipe() {
    #[cfg(unix)]
    {
        /// `SIGPIPE` and `SIG_DFL` (`signal.h`, the same on every Unix this builds on).
        const SIGPIPE: std::ffi::c_int = 13;
        const SIG_DFL: usize = 0;
        // SAFETY: restores the default disposition of one signal; no handler runs.
        unsafe { signal(SIGPIPE, SIG_DFL) };
    }
}

/// `mi_option_purge_delay` in the `mi_option_e` enum of the mimalloc 3 sources that
/// libmimalloc-sys 0.1.49 builds (`c_src/mimalloc/v3/include/mimalloc.h`).
const MI_OPTION_PURGE_DELAY: std::ffi::c_int = 15;

/// Memory settings for a command that runs once and exits. Freed memory stays with the
/// process: mimalloc by default hands it back to the system 10 ms after it is freed and at
/// exit, one `madvise` per span (splitting huge pages), ~6% of the wall time of `deps` on a
/// 40-nest file. No transparent huge pages: mimalloc asks for them on its arena, and the
/// kernel then zeroes 2 MiB at each first touch, another ~5% (and most of the run-to-run
/// variation) for processes that touch a few tens of MiB.
fn memory_settings() {
    // SAFETY: a plain option setter of the linked allocator, called with a valid option and
    // value (-1: never purge); it has no other effect.
    unsafe { mi_option_set(MI_OPTION_PURGE_DELAY, -1) }
    #[cfg(target_os = "linux")]
    {
        /// `PR_SET_THP_DISABLE` (`linux/prctl.h`).
        const PR_SET_THP_DISABLE: std::ffi::c_int = 41;
        // SAFETY: prctl with an integer option and flag sets a per-process flag; a kernel
        // without it returns an error, which changes nothing.
        // The kernel requires the unused arguments to be zero.
        let (on, zero): (std::ffi::c_ulong, std::ffi::c_ulong) = (1, 0);
        unsafe { prctl(PR_SET_THP_DISABLE, on, zero, zero, zero) };
    }
}

mod backend;
mod bench;
mod calc;
mod check;
mod dataflow;
mod deps;
mod deps_dir;
mod emit_c;
mod input;
mod measure;
mod opt;
mod pass_flags;
mod report_html;
mod run;
mod schedule;
mod split;
mod transform;
mod verify_diag;
mod viz;

/// Polyhedral loop analysis and optimisation for MLIR's affine dialect.
#[derive(Parser)]
#[command(name = "tessera", version, about)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Parse and verify .mlir files; print diagnostics.
    Check(check::Args),
    /// Parse, verify, transform and print a .mlir file (mlir-opt's pass flags and pipelines).
    #[command(after_help = opt::PASS_HELP)]
    Opt(opt::Args),
    /// Apply named transformation steps to named loops, each legality-checked
    /// ('tile %i 32,32; interchange %i %j; parallelize %i').
    Transform(transform::Args),
    /// Automatic Pluto-class scheduling: exact dependences, a verified schedule, tiling and
    /// parallel loops, generated as affine loops.
    Schedule(schedule::Args),
    /// An iscc-like calculator over isl notation.
    Calc(calc::Args),
    /// Dependence analysis report (exact, or explicitly unknown with a reason).
    Deps(deps::Args),
    /// The dependence report as one self-contained HTML page (tables, dependence graph,
    /// iteration-space pictures).
    Report(report_html::Args),
    /// Draw the iteration space of a loop nest (a 2-D slice) with its dependences as SVG;
    /// optionally tiles (and the witness of an illegal tiling) and wavefronts.
    Viz(viz::Args),
    /// Run a function on generated arguments; print one checksum per memref argument.
    Run(run::Args),
    /// Time a function compiled by the JIT (median and min-max of K runs); with --passes,
    /// before and after a pass pipeline.
    Bench(bench::Args),
    /// Write the C/OpenMP translation of a module (every function and its packed entry
    /// wrapper) to a standalone C file.
    EmitC(emit_c::Args),
}

fn main() -> ExitCode {
    memory_settings();
    default_sigpipe();
    let argv: Vec<String> = std::env::args().collect();
    let is_opt = argv.get(1).is_some_and(|a| a == "opt");
    let (argv, pass_flags) = if is_opt {
        opt::split_pass_flags(argv)
    } else {
        (argv, vec![])
    };
    if is_opt {
        if let Some(e) = opt::unknown_flag(&argv) {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    }
    let cli = Cli::parse_from(argv);
    match cli.command {
        Command::Check(args) => check::run(args),
        Command::Opt(mut args) => {
            args.pass_flags = pass_flags;
            opt::run(args)
        }
        Command::Transform(args) => transform::run(args),
        Command::Schedule(args) => schedule::run(args),
        Command::Calc(args) => calc::run(args),
        Command::Deps(args) => deps::run(args),
        Command::Viz(args) => viz::run(args),
        Command::Report(args) => report_html::run(args),
        Command::Run(args) => run::run(args),
        Command::Bench(args) => bench::run(args),
        Command::EmitC(args) => emit_c::run(args),
    }
}
