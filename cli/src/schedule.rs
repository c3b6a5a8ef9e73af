//! `tessera schedule FILE [--function F] [--no-tile] [--no-parallel] [--OPTION[=VALUE] ...]
//! [--print-schedule] [-o OUT]`, where the options are those of the pass
//! `affine-auto-schedule` (declared once, [`crate::pass_flags`]): automatic
//! Pluto-class scheduling of every affine region (see `tessera_transforms::schedule`). Prints the
//! transformed module; regions that cannot be modelled, scheduled, verified or generated are
//! kept as they were and said so on standard error. `--print-schedule` prints, on standard
//! error, each region's statements, dependences, hyperplanes and final schedule in isl
//! notation, its bands, parallel loops and scheduling time. `--guard` turns on the cost guard of
//! `affine-optimize`: a region whose schedule is not estimated to be faster keeps its order
//! (its outermost parallel loops marked); `--print-schedule` then also prints both estimates.

use std::path::PathBuf;
use std::process::ExitCode;

use tessera_ir::Registry;
use tessera_transforms::schedule::driver::{auto_schedule, AutoOptions};
use tessera_transforms::schedule::pass::parse_options;

use crate::input::{display_name, read_input};

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The input .mlir file (`-` reads standard input).
    pub file: PathBuf,
    /// Only this function (default: every function).
    #[arg(long)]
    pub function: Option<String>,
    /// Do not tile (as --tile=false).
    #[arg(long, conflicts_with_all = ["tile", "tile-sizes"])]
    pub no_tile: bool,
    /// Do not create parallel loops (as --parallel=false).
    #[arg(long, conflicts_with = "parallel")]
    pub no_parallel: bool,
    /// The options of the pass `affine-auto-schedule`, one flag each (`--tile-sizes 32,64`,
    /// `--fuse max`, `--guard`, `--dataflow`, ...; `tessera opt --list-passes` lists them).
    #[command(flatten)]
    pub pass: crate::pass_flags::SchedulerFlags,
    /// Print each region's schedule (isl notation), bands, parallel loops and time on stderr.
    #[arg(long)]
    pub print_schedule: bool,
    /// Output file (standard output if absent); not created when an error occurs.
    #[arg(short = 'o', long = "output")]
    pub output: Option<PathBuf>,
    /// Print every operation in the generic form.
    #[arg(long)]
    pub generic: bool,
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

fn pos_prefix(file: &str, pos: Option<tessera_ir::Pos>) -> String {
    match pos {
        Some(p) => format!("{file}:{}:{}", p.line, p.col),
        None => file.to_string(),
    }
}

/// The scheduler's options: the pass's own flags, checked by the pass's option table.
fn options(args: &Args) -> Result<AutoOptions, String> {
    let mut given = args.pass.given.clone();
    if args.no_tile {
        given.entries.push(("tile".into(), Some("false".into())));
    }
    if args.no_parallel {
        given
            .entries
            .push(("parallel".into(), Some("false".into())));
    }
    let info = tessera_transforms::schedule::pass::INFO;
    tessera_transforms::options::Options::parse(info.name, info.options, &given)
        .and_then(|o| parse_options(&o))
        .map_err(|e| format!("error: {}", e.message))
}

fn run_inner(args: &Args) -> Result<(), String> {
    let reg = Registry::standard();
    let file = display_name(&args.file);
    let opts = options(args)?;
    let src = read_input(&args.file)?;
    let mut m = tessera_ir::parse(&src, reg)
        .and_then(|m| tessera_ir::verify(&m, reg).map(|()| m))
        .map_err(|e| e.render(&file, &src).trim_end().to_string())?;
    let funcs = tessera_transforms::pass::functions(&m);
    let funcs: Vec<_> = match &args.function {
        Some(name) => vec![funcs
            .iter()
            .copied()
            .find(|&f| tessera_transforms::loops::function_name(&m, f).as_deref() == Some(name))
            .ok_or_else(|| format!("error: no function '@{name}' in {file}"))?],
        None => funcs,
    };
    for func in funcs {
        let fname = tessera_transforms::loops::function_name(&m, func).unwrap_or_default();
        let (reports, skipped) = auto_schedule(&mut m, reg, func, &opts);
        for s in &skipped {
            eprintln!(
                "{}: remark: loop nest left unscheduled: {}",
                pos_prefix(&file, s.pos),
                s.reason
            );
        }
        for r in &reports {
            if let Some(why) = &r.kept {
                eprintln!(
                    "{}: remark: region kept in its original order: {why}",
                    pos_prefix(&file, r.pos)
                );
            }
            for p in &r.privatized {
                eprintln!("{}: remark: {p}", pos_prefix(&file, r.pos));
            }
            if !args.print_schedule {
                continue;
            }
            eprintln!(
                "{}: @{fname}: {} statements, {} dependence polyhedra, scheduled in {:.3} ms{}",
                pos_prefix(&file, r.pos),
                r.stmts,
                r.deps,
                r.time.as_secs_f64() * 1e3,
                if r.kept.is_some() { " (kept)" } else { "" }
            );
            if let Some((a, b)) = r.estimate {
                eprintln!(
                    "  estimated cycles: original order {a:.3e}, schedule {b:.3e} ({:.2}x)",
                    a / b.max(1.0)
                );
            }
            if r.kept.is_some() {
                continue;
            }
            eprintln!("  hyperplanes:");
            for h in &r.hyperplanes {
                eprintln!("    {h}");
            }
            eprintln!("  schedule:");
            for s in &r.schedules {
                eprintln!("    {s}");
            }
            for (k, (w, tiles, wave)) in r.bands.iter().enumerate() {
                let t = if tiles.is_empty() {
                    "not tiled".to_string()
                } else {
                    format!(
                        "tiled {}",
                        tiles
                            .iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join("x")
                    )
                };
                let t = match r.l2.get(k) {
                    Some(l2) if !l2.is_empty() => format!(
                        "{t} in second-level tiles {}",
                        l2.iter()
                            .map(|x| x.to_string())
                            .collect::<Vec<_>>()
                            .join("x")
                    ),
                    _ => t,
                };
                let diamond = r.diamond.get(k).copied().unwrap_or(false);
                eprintln!(
                    "  band {k}: {w} loop(s), {t}{}{}",
                    if diamond {
                        ", diamond (concurrent start)"
                    } else {
                        ""
                    },
                    if *wave { ", wavefront" } else { "" }
                );
            }
            if r.parallel_dims.is_empty() {
                eprintln!("  parallel: none");
            } else {
                eprintln!(
                    "  parallel: schedule dimension(s) {}",
                    r.parallel_dims
                        .iter()
                        .map(|d| d.to_string())
                        .collect::<Vec<_>>()
                        .join(", ")
                );
            }
            eprintln!(
                "  generated: {} affine.for, {} affine.parallel, {} affine.if",
                r.created.0, r.created.1, r.created.2
            );
        }
    }
    tessera_ir::verify(&m, reg).map_err(|e| {
        format!(
            "{file}: error: internal: the scheduled module does not verify: {}",
            e.message
        )
    })?;
    crate::opt::emit_module(&m, reg, args.generic, args.output.as_deref())
}
