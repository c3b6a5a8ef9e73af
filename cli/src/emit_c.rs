//! `tessera emit-c FILE [--entry F] [--no-bounds-checks] -o OUT.c`: the C/OpenMP translation
//! of a module. The file holds every function (exported, named after its symbol), the packed
//! entry wrappers
//! `tess_entry_I` and the error accessors; with `--entry`, the file holds that function and
//! what it reaches (the functions and globals it refers to, transitively), and is checked to
//! define it. Nothing is written if emission fails.

use std::path::PathBuf;
use std::process::ExitCode;

use tessera_codegen::cbackend::{self, COptions};

use crate::input::load_for_execution;

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The input .mlir file (`-` reads standard input).
    pub file: PathBuf,
    /// A function that must be defined (and exported through its entry wrapper); only it and
    /// what it reaches are translated.
    #[arg(long)]
    pub entry: Option<String>,
    /// Emit without memref bounds checks.
    #[arg(long)]
    pub no_bounds_checks: bool,
    /// Threads of parallel loops.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// The output C file (`-`: standard output).
    #[arg(short = 'o', long = "output", value_name = "OUT.c")]
    pub output: PathBuf,
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    match run_inner(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(msg) => {
            eprintln!("{}", msg.trim_end());
            ExitCode::FAILURE
        }
    }
}

fn run_inner(args: &Args) -> Result<(), String> {
    let (file, module) = load_for_execution(&args.file)?;
    // With --entry, the translation holds what that function reaches.
    let module = match &args.entry {
        Some(e) => tessera_codegen::reach::reachable_from(&module, e),
        None => module,
    };
    let opts = COptions {
        threads: args.threads.max(1),
        bounds_checks: !args.no_bounds_checks,
        ..COptions::default()
    };
    let (c, entries) =
        cbackend::emit_c_with_entries(&module, &opts).map_err(|e| e.render(&file))?;
    if let Some(e) = &args.entry {
        if !entries.iter().any(|(n, _)| n == e) {
            return Err(format!("{file}: error: no function @{e}"));
        }
    }
    let mut text = c;
    text.push_str("/* Entry wrappers: ");
    for (n, i) in &entries {
        text.push_str(&format!("@{n} = tess_entry_{i}; "));
    }
    text.push_str("*/\n");
    crate::opt::write_output(&args.output, &text)
}
