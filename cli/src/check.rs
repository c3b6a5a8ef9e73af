//! `tessera check FILE...`: parse and verify each file; diagnostics on standard error.

use std::path::PathBuf;
use std::process::ExitCode;

use tessera_ir::Registry;

use crate::input::{display_name, read_input};

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The .mlir files to check (`-` reads standard input).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    let reg = Registry::standard();
    let mut ok = true;
    for f in &args.files {
        let src = match read_input(f) {
            Ok(s) => s,
            Err(e) => {
                eprintln!("{e}");
                ok = false;
                continue;
            }
        };
        let res = tessera_ir::parse(&src, reg).and_then(|m| tessera_ir::verify(&m, reg));
        if let Err(e) = res {
            eprint!("{}", e.render(&display_name(f), &src));
            ok = false;
        }
    }
    if ok {
        ExitCode::SUCCESS
    } else {
        ExitCode::FAILURE
    }
}
