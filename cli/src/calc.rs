//! `tessera calc`: an iscc-like calculator over isl notation (the language
//! is documented in `docs/calc.md` and implemented by
//! `tessera_polyhedral::calc`).

use std::io::Read;
use std::path::PathBuf;
use std::process::ExitCode;

use tessera_polyhedral::calc::run_program;
use tessera_polyhedral::error::PresburgerError;

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// File of statements (reads standard input when absent or `-`).
    pub file: Option<PathBuf>,
}

/// Runs the subcommand: one answer line per statement; errors are printed as
/// `error: ...` on that statement's line, exhausted budgets as `unknown`.
pub fn run(args: Args) -> ExitCode {
    let src = match &args.file {
        Some(p) if p.as_os_str() != "-" => match std::fs::read_to_string(p) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("error: cannot read {}: {e}", p.display());
                return ExitCode::FAILURE;
            }
        },
        _ => {
            let mut s = String::new();
            if let Err(e) = std::io::stdin().read_to_string(&mut s) {
                eprintln!("error: cannot read standard input: {e}");
                return ExitCode::FAILURE;
            }
            s
        }
    };
    let mut failed = false;
    for answer in run_program(&src) {
        match answer {
            Ok(text) => println!("{text}"),
            Err(PresburgerError::Budget) => println!("unknown"),
            Err(e) => {
                failed = true;
                println!("error: {e}");
            }
        }
    }
    if failed {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}
