//! `tessera transform FILE [--function F] [--force] [-o OUT] 'STEP; STEP; ...'`: applies named
//! transformation steps to named loops (the step language is documented in
//! `tessera_transforms::script`). Each step is legality-checked: an illegal step stops the run
//! with its explanation (the broken dependence and a witness) and exit status 1, nothing
//! written; with `--force` it is applied anyway and the broken dependence is listed as a
//! warning. What each step did goes to standard error; the module to standard output or `-o`.

use std::path::PathBuf;
use std::process::ExitCode;

use tessera_ir::Registry;
use tessera_transforms::script::{apply_step, parse_script};
use tessera_transforms::Outcome;

use crate::input::{display_name, read_input};

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The input .mlir file (`-` reads standard input).
    pub file: PathBuf,
    /// The steps, separated by `;` or newlines (`#` starts a comment); a step's words are
    /// separated by spaces, the elements of a list by commas: 'tile %i 32,32; interchange %i
    /// %j; parallelize %i_t0'. Loops are `%NAME`, `%NAME@LINE:COL` or `LINE:COL`; the loops a
    /// step creates are named on standard error (`note: %i_t0 = tile loop of %i`).
    pub script: String,
    /// The function to transform (default: the only function with affine loops or linalg ops).
    #[arg(long)]
    pub function: Option<String>,
    /// Apply illegal steps anyway, listing the dependences they break.
    #[arg(long)]
    pub force: bool,
    /// Output file (standard output if absent); not created when an error occurs.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Print every operation in the generic form.
    #[arg(long)]
    pub generic: bool,
}

fn pos_prefix(file: &str, pos: Option<tessera_ir::Pos>) -> String {
    match pos {
        Some(p) => format!("{file}:{}:{}", p.line, p.col),
        None => file.to_string(),
    }
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    match run_inner(&args) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

fn run_inner(args: &Args) -> Result<(), String> {
    let reg = Registry::standard();
    let file = display_name(&args.file);
    let src = read_input(&args.file)?;
    let mut m = tessera_ir::parse(&src, reg)
        .and_then(|m| tessera_ir::verify(&m, reg).map(|()| m))
        .map_err(|e| e.render(&file, &src).trim_end().to_string())?;
    let steps = parse_script(&args.script).map_err(|e| format!("error: {}", e.message))?;
    let funcs = tessera_transforms::pass::functions(&m);
    let func = match &args.function {
        Some(name) => funcs
            .iter()
            .copied()
            .find(|&f| tessera_transforms::loops::function_name(&m, f).as_deref() == Some(name))
            .ok_or_else(|| format!("error: no function '@{name}' in {file}"))?,
        None => {
            let with_loops: Vec<_> = funcs
                .iter()
                .copied()
                .filter(|&f| {
                    !tessera_transforms::loops::all_for_loops(&m, f).is_empty()
                        || !tessera_transforms::linalg::structured_ops(&m, f).is_empty()
                })
                .collect();
            match with_loops.as_slice() {
                [f] => *f,
                [] => {
                    return Err(format!(
                        "error: no function with affine loops or linalg ops in {file}"
                    ))
                }
                _ => {
                    return Err(format!(
                        "error: several functions have affine loops or linalg ops in {file}; choose one with --function"
                    ))
                }
            }
        }
    };
    for (k, step) in steps.iter().enumerate() {
        let r = apply_step(&mut m, reg, func, step, args.force).map_err(|e| {
            format!(
                "{}: error: step {} ({}): {}",
                pos_prefix(&file, e.pos),
                k + 1,
                step.name(),
                e.message
            )
        })?;
        let fresh = if r.new_loops.is_empty() {
            String::new()
        } else {
            format!("; new loops {}", r.new_loops.join(", "))
        };
        for note in &r.notes {
            eprintln!("step {} ({}): {note}", k + 1, step.name());
        }
        // Which new loop is which, so the next step can name the one it means.
        let roles = |k: usize| {
            for (name, role) in &r.loop_roles {
                eprintln!("step {} ({}): note: {name} = {role}", k + 1, step.name());
            }
        };
        let rm = r.scratch.as_ref().unwrap_or(&m);
        match &r.outcome {
            Outcome::Applied => {
                eprintln!("step {} ({}): applied{fresh}", k + 1, step.name());
                roles(k);
            }
            Outcome::Refused(refusal) => {
                return Err(format!(
                    "{}: error: step {} ({}): {}",
                    pos_prefix(&file, refusal.pos),
                    k + 1,
                    step.name(),
                    refusal.message(rm)
                ))
            }
            Outcome::Forced(refusal) => {
                eprintln!(
                    "{}: warning: step {} ({}) applied anyway (--force): {}{fresh}",
                    pos_prefix(&file, refusal.pos),
                    k + 1,
                    step.name(),
                    refusal.message(rm)
                );
                roles(k);
            }
        }
        tessera_ir::verify(&m, reg).map_err(|e| {
            format!(
                "{file}: error: internal: the IR after step {} ({}) does not verify: {}",
                k + 1,
                step.name(),
                e.message
            )
        })?;
    }
    crate::opt::emit_module(&m, reg, args.generic, args.output.as_deref())
}
