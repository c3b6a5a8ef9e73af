//! `tessera opt FILE [-o OUT] [--generic]`: parse, verify and print a module (no passes yet).

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;

use tessera_ir::{PrintOptions, Registry};

use crate::input::{display_name, read_input};

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The input .mlir file (`-` reads standard input).
    pub file: PathBuf,
    /// Output file (standard output if absent); not created when an error occurs.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Print every operation in the generic form.
    #[arg(long)]
    pub generic: bool,
    /// Comma-separated passes to run before printing (`lower-affine`, `linalg-to-affine`).
    #[arg(long)]
    pub passes: Option<String>,
    /// Split the input at `// -----` lines and process each chunk on its own (see `split.rs`).
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Check diagnostics against the input's `expected-*` annotations (see `verify_diag.rs`).
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
}

fn write_output(path: &PathBuf, text: &str) -> Result<(), String> {
    if path.as_os_str() == "-" {
        return std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|e| format!("error: cannot write standard output: {e}"));
    }
    // Write a sibling temporary file and rename it, so a failed write leaves no partial output.
    // Special files such as /dev/null are written directly.
    let is_regular_target = std::fs::metadata(path).map(|m| m.is_file()).unwrap_or(true);
    if !is_regular_target {
        return std::fs::write(path, text)
            .map_err(|e| format!("error: cannot write {}: {e}", path.display()));
    }
    let file_name = path
        .file_name()
        .map(|n| n.to_string_lossy().to_string())
        .unwrap_or_else(|| "out".to_string());
    let tmp = path.with_file_name(format!(".{file_name}.tessera-tmp-{}", std::process::id()));
    std::fs::write(&tmp, text)
        .map_err(|e| format!("error: cannot write {}: {e}", tmp.display()))?;
    std::fs::rename(&tmp, path).map_err(|e| {
        let _ = std::fs::remove_file(&tmp);
        format!("error: cannot write {}: {e}", path.display())
    })
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    if args.split_input_file || args.verify_diagnostics {
        return crate::split::run(&args);
    }
    let reg = Registry::standard();
    let src = match read_input(&args.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let mut module =
        match tessera_ir::parse(&src, reg).and_then(|m| tessera_ir::verify(&m, reg).map(|()| m)) {
            Ok(m) => m,
            Err(e) => {
                eprint!("{}", e.render(&display_name(&args.file), &src));
                return ExitCode::FAILURE;
            }
        };
    if let Some(passes) = &args.passes {
        let res = tessera_transforms::parse_pipeline(passes).and_then(|p| p.run(&mut module));
        if let Err(e) = res {
            eprintln!("{}", e.render(&display_name(&args.file)));
            return ExitCode::FAILURE;
        }
        if let Err(e) = tessera_ir::verify(&module, reg) {
            eprint!("{}", e.render(&display_name(&args.file), &src));
            return ExitCode::FAILURE;
        }
    }
    let text = tessera_ir::print(
        &module,
        reg,
        PrintOptions {
            generic: args.generic,
        },
    );
    let res = match &args.output {
        Some(p) => write_output(p, &text),
        None => std::io::stdout()
            .write_all(text.as_bytes())
            .map_err(|e| format!("error: cannot write standard output: {e}")),
    };
    match res {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
