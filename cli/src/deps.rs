//! `tessera deps FILE`: the dependence report.

use std::path::PathBuf;
use std::process::ExitCode;

use tessera_dependence::{analyze, remarks, Options};
use tessera_ir::Registry;

use crate::check::{display_name, read_input};

/// Output formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum Format {
    /// Human-readable report.
    Text,
    /// JSON (schema in the module documentation).
    Json,
    /// The remark lines of `mlir-opt --test-memref-dependence-check`.
    MlirRemarks,
    /// The dependence graph for Graphviz.
    Dot,
}

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The .mlir file (`-` reads standard input).
    pub file: PathBuf,
    /// Report only this function.
    #[arg(long)]
    pub function: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Print each dependence polyhedron in isl notation (text and json).
    #[arg(long)]
    pub polyhedra: bool,
    /// Also report read-after-read pairs.
    #[arg(long)]
    pub rar: bool,
    /// Treat affine.prefetch as a read.
    #[arg(long)]
    pub prefetch: bool,
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    let reg = Registry::standard();
    let src = match read_input(&args.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let name = display_name(&args.file);
    let m = match tessera_ir::parse(&src, reg).and_then(|m| tessera_ir::verify(&m, reg).map(|_| m)) {
        Ok(m) => m,
        Err(e) => {
            eprint!("{}", e.render(&name, &src));
            return ExitCode::FAILURE;
        }
    };
    let opts = Options {
        rar: args.rar,
        prefetch: args.prefetch,
        function: if args.format == Format::MlirRemarks { None } else { args.function.clone() },
    };
    let a = match analyze(&m, reg, &opts) {
        Ok(a) => a,
        Err(e) => {
            eprintln!("{name}: error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let out = match args.format {
        Format::MlirRemarks => {
            let mut s = remarks::mlir_remarks(&m, reg, &a, &name).join("\n");
            if !s.is_empty() {
                s.push('\n');
            }
            s
        }
        _ => String::new(),
    };
    print!("{out}");
    ExitCode::SUCCESS
}
