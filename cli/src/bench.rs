//! `tessera bench FILE [--entry NAME] [--runs K] [--passes "..."] [--threads N] [--backend jit|c]`:
//! compile with the JIT (or the C backend), fill the arguments as `tessera run` does, one warm-up run, then K timed runs on
//! fresh copies of the inputs; print the median and the min–max. With `--passes`, the
//! untransformed and the transformed module side by side, with the ratio of the medians; with
//! several `--passes`, one row per pipeline (each applied to the original module), measured in
//! one run. Linalg ops are lowered with `linalg-to-affine` after the pipeline, so linalg passes
//! (`linalg-tile`, ...) see them.
//! Memref accesses are bounds-checked unless `--no-bounds-checks` (the mode is printed).

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use tessera_codegen::jit::{self, JitOptions};
use tessera_codegen::value::{entry_args, ArgValue, Fill};
use tessera_ir::{Module, Registry};

use crate::input::{entry_name, load_verified, lower_linalg, parse_sizes};

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The input .mlir file (`-` reads standard input).
    pub file: PathBuf,
    /// The function to time (optional; default: @main; without @main in the module, the
    /// error lists its functions).
    #[arg(long, value_name = "NAME")]
    pub entry: Option<String>,
    /// Timed runs (after one warm-up run).
    #[arg(long, default_value_t = 10)]
    pub runs: usize,
    /// A pass pipeline (`lower-affine`, ...): time the module before and after it. Repeat to
    /// compare several pipelines in one run.
    #[arg(long)]
    pub passes: Vec<String>,
    /// Threads for parallel loops.
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// The native backend: `auto` (the C backend when the system C compiler `$CC` works, else
    /// the JIT; the JIT also when the C backend cannot translate the module), `jit` or `c`.
    #[arg(long, value_enum, default_value = "auto")]
    pub backend: crate::backend::BackendKind,
    /// Fill memref arguments with seeded values (`tessera run --fill seeded`) instead of
    /// zeros.
    #[arg(long)]
    pub seed: Option<u64>,
    /// `NAME=N` or `NAME=NxM...`: dynamic sizes / integer arguments, as for `tessera run`.
    #[arg(long = "size", value_name = "NAME=N")]
    pub sizes: Vec<String>,
    /// Compile without memref bounds checks (an out-of-bounds access is then undefined
    /// behaviour): measures the cost of the checks.
    #[arg(long)]
    pub no_bounds_checks: bool,
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

/// Timings of one module.
struct Timing {
    compile: Duration,
    runs: Vec<Duration>,
    checksums: Vec<f64>,
}

impl Timing {
    fn median(&self) -> Duration {
        let mut v = self.runs.clone();
        v.sort();
        match v.len() {
            0 => Duration::ZERO,
            n if n % 2 == 1 => v[n / 2],
            n => (v[n / 2 - 1] + v[n / 2]) / 2,
        }
    }
    fn min(&self) -> Duration {
        self.runs.iter().min().copied().unwrap_or_default()
    }
    fn max(&self) -> Duration {
        self.runs.iter().max().copied().unwrap_or_default()
    }
}

/// Human-readable duration with 4 significant digits.
fn fmt_dur(d: Duration) -> String {
    let s = d.as_secs_f64();
    if s >= 1.0 {
        format!("{s:.4} s")
    } else if s >= 1e-3 {
        format!("{:.4} ms", s * 1e3)
    } else {
        format!("{:.4} us", s * 1e6)
    }
}

fn time_module(
    m: &Module,
    args: &Args,
    backend: crate::backend::BackendKind,
    entry: &str,
    file: &str,
    inputs: &[ArgValue],
) -> Result<Timing, String> {
    // Only what the entry reaches is compiled (as `tessera run` does).
    let needed = tessera_codegen::reach::reachable_from(m, entry);
    let m = &needed;
    let c = if backend == crate::backend::BackendKind::C {
        crate::backend::compile(m, backend, args.threads, !args.no_bounds_checks, file)?.0
    } else {
        let opts = JitOptions {
            threads: args.threads.max(1),
            optimize: true,
            bounds_checks: !args.no_bounds_checks,
        };
        // Functions the JIT cannot compile only matter if the entry reaches them (then the
        // call reports the operation).
        let (c, _) = jit::compile_partial(m, opts).map_err(|e| e.render(file))?;
        Box::new(c) as crate::backend::Native
    };
    let mut runs = vec![];
    let mut checksums = vec![];
    for k in 0..=args.runs {
        let mut vals = inputs.to_vec();
        let (_, t) = c.call_timed(entry, &mut vals).map_err(|e| e.render(file))?;
        if k == 0 {
            checksums = vals
                .iter()
                .filter_map(|v| v.as_buffer().map(|b| b.checksum()))
                .collect();
        } else {
            runs.push(t);
        }
    }
    Ok(Timing {
        compile: c.compile_time(),
        runs,
        checksums,
    })
}

fn run_inner(args: &Args) -> Result<(), String> {
    if args.runs == 0 {
        return Err("error: --runs must be at least 1".into());
    }
    let (file, raw) = load_verified(&args.file)?;
    let entry = entry_name(&raw, args.entry.as_deref(), &file)?;
    let mut module = raw.clone();
    lower_linalg(&mut module, &file)?;
    let sizes = parse_sizes(&args.sizes)?;
    let fill = args.seed.map_or(Fill::Zero, Fill::Seeded);
    let inputs: Vec<ArgValue> = entry_args(&module, &entry, fill, &sizes)
        .map_err(|e| e.render(&file))?
        .into_iter()
        .map(|a| a.value)
        .collect();
    // `auto`: the C backend when the C compiler works, unless it cannot translate the
    // original module; every pipeline is then timed on the same backend.
    let mut backend = args.backend.resolve();
    let base = match time_module(&module, args, backend, &entry, &file, &inputs) {
        Err(e)
            if args.backend == crate::backend::BackendKind::Auto
                && backend == crate::backend::BackendKind::C =>
        {
            eprintln!(
                "note: timing on the JIT: the C backend cannot compile this module ({})",
                e.lines().next().unwrap_or("")
            );
            backend = crate::backend::BackendKind::Jit;
            time_module(&module, args, backend, &entry, &file, &inputs)?
        }
        r => r?,
    };
    println!(
        "{file} @{entry}: {} timed runs after 1 warm-up, {}, {} thread(s), bounds checks {}",
        args.runs,
        backend.label(),
        args.threads.max(1),
        if args.no_bounds_checks { "off" } else { "on" }
    );
    if args.passes.is_empty() {
        println!("compile: {}", fmt_dur(base.compile));
        println!(
            "run: median {} (min {}, max {})",
            fmt_dur(base.median()),
            fmt_dur(base.min()),
            fmt_dur(base.max())
        );
        return Ok(());
    }
    let mut rows = vec![];
    for p in &args.passes {
        let mut after = raw.clone();
        tessera_transforms::parse_pipeline(p)
            .and_then(|pl| pl.run(&mut after))
            .map_err(|e| e.render(&file))?;
        tessera_ir::verify(&after, Registry::standard())
            .map_err(|e| format!("error: the output of --passes \"{p}\" does not verify: {e}"))?;
        lower_linalg(&mut after, &file)?;
        rows.push(time_module(&after, args, backend, &entry, &file, &inputs)?);
    }
    let single = rows.len() == 1;
    let label = |k: usize| {
        if single {
            "transformed".to_string()
        } else {
            format!("p{}", k + 1)
        }
    };
    println!(
        "{:<13} {:>12} {:>12} {:>12} {:>12}{}",
        "",
        "median",
        "min",
        "max",
        "compile",
        if single { "" } else { "   ratio  checksums" }
    );
    println!(
        "{:<13} {:>12} {:>12} {:>12} {:>12}",
        "original",
        fmt_dur(base.median()),
        fmt_dur(base.min()),
        fmt_dur(base.max()),
        fmt_dur(base.compile)
    );
    for (k, t) in rows.iter().enumerate() {
        let extra = if single {
            String::new()
        } else {
            format!("  {:>6.3}x  {}", ratio(&base, t), same_text(&base, t))
        };
        println!(
            "{:<13} {:>12} {:>12} {:>12} {:>12}{extra}",
            label(k),
            fmt_dur(t.median()),
            fmt_dur(t.min()),
            fmt_dur(t.max()),
            fmt_dur(t.compile)
        );
    }
    if single {
        println!(
            "ratio original/transformed (median): {:.3}x",
            ratio(&base, &rows[0])
        );
        println!("checksums: {}", same_text(&base, &rows[0]));
    } else {
        println!("ratio = original median / row median; checksums compared with the original's");
        for (k, p) in args.passes.iter().enumerate() {
            println!("{}: {p}", label(k));
        }
    }
    Ok(())
}

fn ratio(base: &Timing, t: &Timing) -> f64 {
    base.median().as_secs_f64() / t.median().as_secs_f64().max(1e-12)
}

/// `identical`, or how far the checksums differ.
fn same_text(base: &Timing, t: &Timing) -> String {
    let same = base.checksums.len() == t.checksums.len()
        && base
            .checksums
            .iter()
            .zip(&t.checksums)
            .all(|(a, b)| a.to_bits() == b.to_bits());
    if same {
        return "identical".into();
    }
    let worst = base
        .checksums
        .iter()
        .zip(&t.checksums)
        .map(|(a, b)| (a - b).abs() / a.abs().max(b.abs()).max(f64::MIN_POSITIVE))
        .fold(0.0f64, f64::max);
    format!("differ (largest relative difference {worst:.3e})")
}
