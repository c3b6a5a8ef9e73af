//! `tessera check FILE...`: parse and verify each file; diagnostics on standard error.

use std::path::PathBuf;
use std::process::ExitCode;

use tessera_ir::Registry;

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The .mlir files to check (`-` reads standard input).
    #[arg(required = true)]
    pub files: Vec<PathBuf>,
}

/// Reads a file, or standard input for `-`.
pub fn read_input(path: &PathBuf) -> Result<String, String> {
    if path.as_os_str() == "-" {
        let mut s = String::new();
        std::io::Read::read_to_string(&mut std::io::stdin(), &mut s)
            .map_err(|e| format!("error: cannot read standard input: {e}"))?;
        return Ok(s);
    }
    let bytes =
        std::fs::read(path).map_err(|e| format!("error: cannot read {}: {e}", path.display()))?;
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "{}: error: file is not valid UTF-8 (byte {})",
            path.display(),
            e.utf8_error().valid_up_to()
        )
    })
}

/// The name to show for `path` in diagnostics.
pub fn display_name(path: &PathBuf) -> String {
    if path.as_os_str() == "-" {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
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
