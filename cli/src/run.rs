//! `tessera run FILE [--entry NAME] [--interp] [--backend jit|c] [--threads N] [--no-bounds-checks] [--seed S] [--fill zero|seeded]
//! [--parallel-order forward|reversed|shuffled[:SEED]] [--size NAME=N ...] [--print]
//! [--npy-out DIR]`: allocate and fill the entry function's
//! arguments, execute it, and print one `NAME CHECKSUM` line per memref argument.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Instant;

use tessera_codegen::buffer::{Buffer, ElemType};
use tessera_codegen::value::{entry_args, ArgValue, Fill};

use crate::input::{entry_name, load_for_execution, parse_sizes};

/// How to fill memref arguments.
#[derive(Clone, Copy, Debug, PartialEq, Eq, clap::ValueEnum)]
pub enum FillKind {
    /// Every element +0 (the PolyBench entry contract).
    Zero,
    /// A deterministic function of --seed and the flat index (see README).
    Seeded,
}

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The input .mlir file (`-` reads standard input).
    pub file: PathBuf,
    /// The function to run (optional; default: @main; without @main in the module, the
    /// error lists its functions).
    #[arg(long, value_name = "NAME")]
    pub entry: Option<String>,
    /// Use the reference interpreter (checks every access) instead of the JIT.
    #[arg(long)]
    pub interp: bool,
    /// Threads for parallel loops (JIT and C backend; the interpreter runs them in order).
    #[arg(long, default_value_t = 1)]
    pub threads: usize,
    /// The native backend: `auto` (the C backend when the system C compiler `$CC` works, else
    /// the JIT; the JIT also for a module the C backend cannot translate), `jit` (Cranelift)
    /// or `c` (C compiled by `$CC`).
    #[arg(long, value_enum, default_value = "auto")]
    pub backend: crate::backend::BackendKind,
    /// Compile without memref bounds checks (an out-of-bounds access is then undefined
    /// behaviour).
    #[arg(long)]
    pub no_bounds_checks: bool,
    /// Interpreter only: the order in which affine.parallel/scf.parallel iterations run:
    /// forward, reversed, shuffled or shuffled:SEED (a seeded permutation).
    #[arg(long, value_name = "ORDER", default_value = "forward")]
    pub parallel_order: String,
    /// Seed of `--fill seeded`.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// How memref arguments are filled.
    #[arg(long, value_enum, default_value = "zero")]
    pub fill: FillKind,
    /// `NAME=N` or `NAME=NxM...`: dynamic sizes of memref argument NAME, or the value of an
    /// integer/index argument NAME (repeatable).
    #[arg(long = "size", value_name = "NAME=N")]
    pub sizes: Vec<String>,
    /// Print the arrays (up to 1000 elements each).
    #[arg(long)]
    pub print: bool,
    /// Interpreter only: stop with an error (naming the loop it was in) after N executed
    /// operations.
    #[arg(long, value_name = "N")]
    pub max_steps: Option<u64>,
    /// Stop with an error naming the innermost loop running once the run has taken SECONDS
    /// (every engine; compiled code then polls a deadline flag on loop back-edges, with a
    /// watchdog 2 s later as the backstop).
    #[arg(long, value_name = "SECONDS")]
    pub timeout: Option<f64>,
    /// Write each memref argument to DIR/NAME.npy after the run.
    #[arg(long, value_name = "DIR")]
    pub npy_out: Option<PathBuf>,
}

/// Formats like C's `%.17g`.
pub fn fmt_g17(x: f64) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.to_string();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.to_string();
    }
    let sci = format!("{x:.16e}");
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i32 = exp.parse().unwrap_or(0);
    let trim = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if !(-4..17).contains(&exp) {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mant), exp.abs())
    } else {
        let decimals = usize::try_from(16 - exp).unwrap_or(0);
        trim(&format!("{x:.decimals$}"))
    }
}

fn elem_text(b: &Buffer, k: usize) -> String {
    match b.elem() {
        ElemType::F32 | ElemType::F64 => fmt_g17(b.get_f64(k).unwrap_or(f64::NAN)),
        _ => b.get_int(k).map_or_else(|_| "?".into(), |v| v.to_string()),
    }
}

/// Nested-list text of a buffer.
fn array_text(b: &Buffer) -> String {
    fn rec(b: &Buffer, dim: usize, base: usize, strides: &[usize], out: &mut String) {
        let Some(&n) = b.shape().get(dim) else {
            out.push_str(&elem_text(b, base));
            return;
        };
        out.push('[');
        for i in 0..n {
            if i > 0 {
                out.push_str(", ");
            }
            rec(b, dim + 1, base + i * strides[dim], strides, out);
        }
        out.push(']');
    }
    let mut s = String::new();
    rec(b, 0, 0, &b.strides(), &mut s);
    s
}

fn value_text(v: &ArgValue) -> String {
    match v {
        ArgValue::Memref(b) => array_text(b),
        ArgValue::Int { value, .. } | ArgValue::Index(value) => value.to_string(),
        ArgValue::F32(x) => fmt_g17(f64::from(*x)),
        ArgValue::F64(x) => fmt_g17(*x),
        ArgValue::Absent(t) => format!("no value ({t})"),
    }
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
    let entry_fn = entry_name(&module, args.entry.as_deref(), &file)?;
    let sizes = parse_sizes(&args.sizes)?;
    let fill = match args.fill {
        FillKind::Zero => Fill::Zero,
        FillKind::Seeded => Fill::Seeded(args.seed),
    };
    let entry = entry_args(&module, &entry_fn, fill, &sizes).map_err(|e| e.render(&file))?;
    let (names, mut vals): (Vec<String>, Vec<ArgValue>) =
        entry.into_iter().map(|a| (a.name, a.value)).unzip();
    let parallel_order: tessera_codegen::interp::ParallelOrder = args
        .parallel_order
        .parse()
        .map_err(|e| format!("error: --parallel-order: {e}"))?;
    if !args.interp && parallel_order != tessera_codegen::interp::ParallelOrder::Forward {
        return Err("error: --parallel-order needs --interp".into());
    }
    if !args.interp && args.max_steps.is_some() {
        return Err("error: --max-steps needs --interp".into());
    }
    let timeout = match args.timeout {
        None => None,
        Some(t) if t.is_finite() && t > 0.0 => std::time::Duration::try_from_secs_f64(t).ok(),
        Some(t) => {
            return Err(format!(
                "error: --timeout expects a positive number of seconds, got {t}"
            ))
        }
    };
    let start = Instant::now();
    let (results, engine) = if args.interp {
        let opts = tessera_codegen::interp::RunOptions {
            parallel_order,
            max_steps: args.max_steps,
        };
        let r = tessera_codegen::interp::run_with_output(
            &module,
            &entry_fn,
            &mut vals,
            opts,
            timeout,
            &mut std::io::stdout(),
        )
        .map_err(|e| e.render(&file))?;
        (r, "interpreter".to_string())
    } else {
        // The native backends compile what the entry reaches (a whole cgeist file's `main`
        // may print through ops they do not translate).
        let needed = tessera_codegen::reach::reachable_from(&module, &entry_fn);
        let (compiled, used) = crate::backend::compile_checked(
            &needed,
            args.backend,
            args.threads,
            !args.no_bounds_checks,
            timeout.is_some(),
            &file,
        )?;
        let compile = start.elapsed().as_secs_f64();
        let left = timeout.map(|t| t.saturating_sub(start.elapsed()));
        // The compiled code polls the deadline on loop back-edges; the watchdog is the
        // backstop for time spent elsewhere (a long library call, say).
        let watchdog = left.map(|t| watchdog(t + WATCHDOG_GRACE, &file, &entry_fn, args, used));
        let r = compiled
            .call_with(
                &entry_fn,
                &mut vals,
                &mut std::io::stdout(),
                left.map(|t| t.max(std::time::Duration::from_millis(1))),
            )
            .map_err(|e| e.render(&file))?
            .0;
        drop(watchdog);
        (
            r,
            format!("{}, {compile:.6} s of it compiling", used.label()),
        )
    };
    let secs = start.elapsed().as_secs_f64();
    for (n, v) in names.iter().zip(&vals) {
        if let ArgValue::Memref(b) = v {
            println!("{n} {}", fmt_g17(b.checksum()));
        }
    }
    for (i, r) in results.iter().enumerate() {
        match r {
            ArgValue::Memref(b) => println!("result{i} {}", fmt_g17(b.checksum())),
            other => println!("result{i} {}", value_text(other)),
        }
    }
    eprintln!("time: {secs:.6} s ({engine})");
    if args.print {
        for (n, v) in names.iter().zip(&vals) {
            match v {
                ArgValue::Memref(b) if b.len() > 1000 => {
                    println!("{n} = <{} elements, not printed>", b.len())
                }
                v => println!("{n} = {}", value_text(v)),
            }
        }
    }
    if let Some(dir) = &args.npy_out {
        std::fs::create_dir_all(dir)
            .map_err(|e| format!("error: cannot create {}: {e}", dir.display()))?;
        for (n, v) in names.iter().zip(&vals) {
            if let ArgValue::Memref(b) = v {
                let p = dir.join(format!("{n}.npy"));
                std::fs::write(&p, b.to_npy())
                    .map_err(|e| format!("error: cannot write {}: {e}", p.display()))?;
            }
        }
    }
    Ok(())
}

/// How long after the time limit the watchdog ends the process when the compiled code has not
/// stopped by itself.
const WATCHDOG_GRACE: std::time::Duration = std::time::Duration::from_secs(2);

/// A thread that ends the process with a timeout error unless the returned sender is dropped
/// (the native run finished) within `left`: the backstop of the deadline polling of compiled
/// loops (time spent outside loops, in a library call say, is not polled). The whole process
/// stops, after the message, with exit status 1.
fn watchdog(
    left: std::time::Duration,
    file: &str,
    entry: &str,
    args: &Args,
    backend: crate::backend::BackendKind,
) -> std::sync::mpsc::Sender<()> {
    let (tx, rx) = std::sync::mpsc::channel::<()>();
    let msg = format!(
        "{file}: error: execution of @{entry} exceeded the time limit ({} s) in {}-compiled code",
        args.timeout.unwrap_or(0.0),
        backend.label()
    );
    std::thread::spawn(move || {
        if let Err(std::sync::mpsc::RecvTimeoutError::Timeout) = rx.recv_timeout(left) {
            eprintln!("{msg}");
            std::process::exit(1);
        }
    });
    tx
}

#[cfg(test)]
mod tests {
    use super::fmt_g17;

    #[test]
    fn g17_matches_c() {
        // Expected strings from C's printf("%.17g").
        assert_eq!(fmt_g17(1054.5625), "1054.5625");
        assert_eq!(fmt_g17(1076.7222222222229), "1076.7222222222229");
        assert_eq!(fmt_g17(0.1), "0.10000000000000001");
        assert_eq!(fmt_g17(1e20), "1e+20");
        assert_eq!(fmt_g17(1.5e-5), "1.5e-05");
        assert_eq!(fmt_g17(123456789012345678.0), "1.2345678901234568e+17");
        assert_eq!(fmt_g17(-2.0), "-2");
        assert_eq!(fmt_g17(0.0001), "0.0001");
    }
}
