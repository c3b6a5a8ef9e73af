//! `tessera opt FILE [-o OUT] [--generic] [--pass-pipeline=P | --PASS[=OPTIONS] ...]`: parse,
//! verify, run passes and print a module, as `mlir-opt` does. Per-pass flags
//! (`--affine-loop-tile='tile-sizes=32,32'`) are taken out of the command line before clap
//! sees it (see [`split_pass_flags`]); passes run in the order given. Refusals are printed as
//! remarks on standard error (`FILE:LINE:COL: remark: [pass] ...`) and do not fail the run.

use std::io::Write;
use std::path::PathBuf;
use std::process::ExitCode;
use std::time::{Duration, Instant};

use tessera_ir::{PrintOptions, Registry};
use tessera_transforms::PassContext;

use crate::input::{display_name, read_input};

/// How passes and their options are written (the end of `tessera opt --help`).
pub const PASS_HELP: &str = "\
Passes:
  --PASS[=OPTIONS]  Run the pass PASS (in the order given on the command line);
                    `tessera opt --list-passes` lists every pass with its options.

Pass options (as mlir-opt's): KEY=VALUE entries and bare flags (a bare flag means true),
separated by spaces, so quote them for the shell; a comma separates the elements of a
list value (tile-sizes=32,32), not two options. In a pipeline, passes are separated by
commas and each pass's options go inside braces, separated by spaces as well:
  tessera opt in.mlir --affine-loop-tile=tile-sizes=32,32 \\
      --affine-parallelize=\"max-nested=1 parallel-reductions\"
  tessera opt in.mlir --pass-pipeline=\"builtin.module(func.func(
      affine-loop-tile{tile-sizes=32,32}, affine-parallelize{max-nested=1 parallel-reductions}))\"
An unknown pass or option is an error (exit status 1) naming the closest known one.";

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The input .mlir file (`-` reads standard input).
    #[arg(required_unless_present = "list_passes")]
    pub file: Option<PathBuf>,
    /// List the available passes with their options and exit (`--list-passes=markdown`: the
    /// options reference, docs/passes/options.md).
    #[arg(long = "list-passes", num_args = 0..=1, require_equals = true, default_missing_value = "text", value_parser = ["text", "markdown"])]
    pub list_passes: Option<String>,
    /// Output file (standard output if absent); not created when an error occurs.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Print every operation in the generic form.
    #[arg(long)]
    pub generic: bool,
    /// A pass pipeline in MLIR's syntax
    /// (`builtin.module(func.func(affine-loop-tile{tile-sizes=32,32},affine-parallelize{max-nested=1 parallel-reductions}))`:
    /// passes separated by commas, a pass's options in braces separated by spaces).
    #[arg(long = "pass-pipeline")]
    pub pass_pipeline: Option<String>,
    /// Same as --pass-pipeline (kept for older command lines; also accepts `p1,p2`).
    #[arg(long)]
    pub passes: Option<String>,
    /// Split the input at `// -----` lines and process each chunk on its own (see `split.rs`).
    #[arg(long = "split-input-file")]
    pub split_input_file: bool,
    /// Check diagnostics against the input's `expected-*` annotations (see `verify_diag.rs`).
    #[arg(long = "verify-diagnostics")]
    pub verify_diagnostics: bool,
    /// Optimise: the pass `affine-optimize` (contractions through `affine-matmul-opt`, every
    /// other region through `affine-auto-schedule`), before any per-pass flags.
    #[arg(short = 'O')]
    pub optimize: bool,
    /// Print the wall time of parsing, of each pass and of printing to standard error, in
    /// mlir-opt's `--mlir-timing` report format (passes by their pipeline names).
    #[arg(long = "mlir-timing")]
    pub mlir_timing: bool,
    /// Per-pass flags (`--affine-loop-tile=tile-sizes=32`), filled from the command line by
    /// `split_pass_flags`.
    #[arg(skip)]
    pub pass_flags: Vec<(String, String)>,
}

/// Takes `--NAME` and `--NAME=OPTIONS` arguments naming a registered pass out of `argv`
/// (mlir-opt's per-pass flags), in order. Everything else is left for clap.
pub fn split_pass_flags(argv: Vec<String>) -> (Vec<String>, Vec<(String, String)>) {
    let mut rest = vec![];
    let mut passes = vec![];
    for a in argv {
        if let Some(body) = a.strip_prefix("--") {
            let (name, opts) = match body.split_once('=') {
                Some((n, o)) => (n, o),
                None => (body, ""),
            };
            if tessera_transforms::registry::lookup(name).is_some() {
                passes.push((name.to_string(), opts.to_string()));
                continue;
            }
        }
        rest.push(a);
    }
    (rest, passes)
}

/// An error for the first `--NAME` argument left after [`split_pass_flags`] that is neither a
/// registered pass nor one of `opt`'s own options (clap would otherwise call it an unexpected
/// argument, exit status 2), with the closest pass or option name as a suggestion.
pub fn unknown_flag(rest: &[String]) -> Option<String> {
    use clap::Args as _;
    let cmd = Args::augment_args(clap::Command::new("opt"));
    let mut known: Vec<String> = cmd
        .get_arguments()
        .filter_map(|a| a.get_long())
        .map(|l| format!("--{l}"))
        .collect();
    known.push("--help".into());
    let passes: Vec<String> = tessera_transforms::registry::PASSES
        .iter()
        .map(|p| format!("--{}", p.name))
        .collect();
    for a in rest.iter().skip(2) {
        if a == "--" {
            break;
        }
        let Some(body) = a.strip_prefix("--") else {
            continue;
        };
        let flag = format!("--{}", body.split_once('=').map_or(body, |(n, _)| n));
        if known.contains(&flag) {
            continue;
        }
        let hint = tessera_transforms::suggest::hint(
            &flag,
            passes.iter().chain(&known).map(String::as_str),
        );
        return Some(format!(
            "error: unknown pass or option '{flag}'{hint} (`tessera opt --list-passes` lists the passes, `tessera opt --help` the options)"
        ));
    }
    None
}

/// The pipeline the arguments ask for (`None`: no passes); the error is the message alone.
pub fn pipeline(args: &Args) -> Result<Option<tessera_transforms::Pipeline>, String> {
    let text = match (&args.pass_pipeline, &args.passes) {
        (Some(_), Some(_)) => {
            return Err("give either --pass-pipeline or --passes, not both".into())
        }
        (Some(t), None) | (None, Some(t)) => Some(t),
        (None, None) => None,
    };
    if text.is_some() && !args.pass_flags.is_empty() {
        return Err(
            "'--pass-pipeline' cannot be used with individual pass flags (as in mlir-opt)".into(),
        );
    }
    if text.is_some() && args.optimize {
        return Err("give either -O or a pass pipeline, not both".into());
    }
    if let Some(t) = text {
        return tessera_transforms::parse_pipeline(t)
            .map(Some)
            .map_err(|e| e.message);
    }
    if args.pass_flags.is_empty() && !args.optimize {
        return Ok(None);
    }
    let mut p = tessera_transforms::Pipeline::default();
    if args.optimize {
        p.push(tessera_transforms::optimize::PASS, "")
            .map_err(|e| e.message)?;
    }
    for (name, opts) in &args.pass_flags {
        p.push(name, opts)
            .map_err(|e| format!("--{name}: {}", e.message))?;
    }
    Ok(Some(p))
}

/// Prints `m` (custom form, or generic) to `output`, or to standard output without one.
pub(crate) fn emit_module(
    m: &tessera_ir::Module,
    reg: &tessera_ir::Registry,
    generic: bool,
    output: Option<&std::path::Path>,
) -> Result<(), String> {
    let text = tessera_ir::print(m, reg, tessera_ir::PrintOptions { generic });
    write_output(output.unwrap_or(std::path::Path::new("-")), &text)
}

pub(crate) fn write_output(path: &std::path::Path, text: &str) -> Result<(), String> {
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
    if let Some(format) = &args.list_passes {
        if format == "markdown" {
            print!("{}", tessera_transforms::options::markdown());
            return ExitCode::SUCCESS;
        }
        for p in tessera_transforms::registry::PASSES {
            println!("{}", p.name);
            println!("    {}", p.summary);
            for o in p.options {
                println!(
                    "    {}={}{}: {}",
                    o.name,
                    o.kind.syntax(),
                    o.default
                        .map_or(String::new(), |d| format!(" (default {d})")),
                    o.help
                );
            }
        }
        return ExitCode::SUCCESS;
    }
    let Some(file) = args.file.clone() else {
        eprintln!("error: no input file");
        return ExitCode::FAILURE;
    };
    if args.split_input_file || args.verify_diagnostics {
        return crate::split::run(&args, &file);
    }
    let reg = Registry::standard();
    let start = Instant::now();
    let src = match read_input(&file) {
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
                eprint!("{}", e.render(&display_name(&file), &src));
                return ExitCode::FAILURE;
            }
        };
    let parsed = start.elapsed();
    let pipeline = match pipeline(&args) {
        Ok(p) => p,
        Err(e) => {
            eprintln!("error: {e}");
            return ExitCode::FAILURE;
        }
    };
    let mut timings = vec![];
    if let Some(pipeline) = pipeline {
        // Passes that time their candidates (`affine-optimize{measure=ENTRY}`) run them here.
        let meas = crate::measure::NativeMeasure {
            file: display_name(&file),
        };
        let mut ctx = PassContext::new(reg).keep_timings().with_measure(&meas);
        if let Err(e) = pipeline.run_with(&mut module, &mut ctx) {
            eprintln!("{}", e.render(&display_name(&file)));
            return ExitCode::FAILURE;
        }
        for r in &ctx.remarks {
            eprintln!("{}", r.render(&display_name(&file)));
        }
        timings = ctx.timings.unwrap_or_default();
        if let Err(e) = tessera_ir::verify(&module, reg) {
            eprint!("{}", e.render(&display_name(&file), &src));
            return ExitCode::FAILURE;
        }
    }
    let output_start = Instant::now();
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
    let output = output_start.elapsed();
    match res {
        Ok(()) => {
            if args.mlir_timing {
                eprint!(
                    "{}",
                    timing_report(parsed, &timings, output, start.elapsed())
                );
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// mlir-opt's `--mlir-timing` report (single-threaded form: wall time only): the parser, the
/// function pipeline and each pass in it, the output, the rest, the total.
fn timing_report(
    parser: Duration,
    passes: &[(&'static str, Duration)],
    output: Duration,
    total: Duration,
) -> String {
    let bar = "===-------------------------------------------------------------------------===";
    let secs = |d: Duration| d.as_secs_f64();
    let t = secs(total).max(f64::MIN_POSITIVE);
    let line = |d: f64, name: &str| format!("{d:>10.4} ({:>5.1}%)  {name}\n", 100.0 * d / t);
    let pipeline: f64 = passes.iter().map(|(_, d)| secs(*d)).sum();
    let mut out = format!(
        "{bar}\n{:>25}... Execution time report ...\n{bar}\n  Total Execution Time: {:.4} seconds\n\n  ----Wall Time----  ----Name----\n",
        "",
        secs(total)
    );
    out += &line(secs(parser), "Parser");
    if !passes.is_empty() {
        out += &line(pipeline, "'func.func' Pipeline");
        for (name, d) in passes {
            out += &line(secs(*d), &format!("  {name}"));
        }
    }
    out += &line(secs(output), "Output");
    let rest = (secs(total) - secs(parser) - pipeline - secs(output)).max(0.0);
    out += &line(rest, "Rest");
    out += &line(secs(total), "Total");
    out
}
