//! `tessera deps FILE`: the dependence report.
//!
//! Formats: `text` (default), `json`, `mlir-remarks` (the lines of
//! `mlir-opt --test-memref-dependence-check`, with tessera's exact answers), `dot`.
//!
//! Linalg structured ops on memrefs are reported without lowering them: their accesses (role
//! `ins`/`outs` and the operand's position), their loops `d0`, `d1`, ... (after the enclosing
//! affine loops), the iterator type each loop declares, and a warning when a loop declared
//! `parallel` carries a dependence. `mlir-remarks` numbers only `affine.load`/`affine.store`,
//! as mlir-opt does (it ignores linalg ops).
//!
//! JSON schema (`"schema": "tessera-deps/1"`): `{ schema, file, functions: [ { name,
//! accesses: [ { id, op, role, operand|null, memref, kind: "read"|"write"|"readwrite", line,
//! col, loops: [name], mlir_index|null, exact: bool, reason|null, may_under?: [cond] } ],
//! dependences: [ { src, dst, kind: "RAW"|"WAR"|"WAW"|"RAR", depth, carried_by: { loop, op,
//! line, col }|null, status: "proven"|"unknown", reason|null, components: [ { min, max } ]
//! (null = infinite), distance: [int]|null, witness: { src: [int], dst: [int], cell: [int],
//! symbols: { name: int } }|null, polyhedron: isl string (with --polyhedra), may_under?:
//! [cond] } ], loops: [ { loop, op, line, col, depth, verdict:
//! "parallel"|"reduction"|"sequential"|"unknown", verdict_text: string (the text report's
//! wording of the verdict), reductions: [string], reason|null, declared:
//! "parallel"|"reduction"|"window"|null, declared_parallel_violation: { src, dst, kind,
//! witness: { src, dst, cell }, may_under?: [cond] }|null, carried: [ { src, dst } ] } ], sccs:
//! [[access id]] } ] }`, with `cond` = `{ op: "scf.if", line, col }`. Integers that do not fit
//! in 64 bits are strings. Access ids are module-wide (walk order).
//!
//! May-accesses (nested in `scf.if` ops whose conditions are not modelled) carry `may_under`:
//! the conditionals, outermost first (the key is absent for every other access). A dependence
//! involving one has status `proven` with an exact polyhedron, components and witness for the
//! over-approximated domains, and `may_under` (the conditions of both accesses): it holds only
//! if they are true at both instances; text: `RAW #1 -> #3 depth 1: may (under the 'scf.if'
//! at 6:5), carried by ...`.

use std::path::PathBuf;
use std::process::ExitCode;

use serde_json::Value as Json;
use tessera_dependence::report::{
    self, AccessInfo, AccessRw, Condition, Dependence, FunctionReport, Range, Report,
    ReportOptions, Status, WitnessInfo,
};
use tessera_dependence::{analyze, remarks, Options};
use tessera_ir::Registry;

use crate::input::{display_name, read_input};

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
    /// The .mlir file (`-` reads standard input), or a directory: every .mlir file under it,
    /// analysed in parallel and reported in sorted order.
    pub file: PathBuf,
    /// Report only this function (text, json and dot; mlir-remarks always covers the module,
    /// as mlir-opt does).
    #[arg(long)]
    pub function: Option<String>,
    /// Output format.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    pub format: Format,
    /// Print each dependence polyhedron in isl notation (text and json).
    #[arg(long)]
    pub polyhedra: bool,
    /// The exact value-based dataflow instead of the dependences: for every read, the write
    /// instance each of its instances reads from (its last writer) as an isl relation, the
    /// instances that read a value from before the function, and warnings for reads of
    /// uninitialised local allocations (text or json).
    #[arg(long)]
    pub dataflow: bool,
    /// Also report read-after-read pairs.
    #[arg(long)]
    pub rar: bool,
    /// Treat affine.prefetch as a read.
    #[arg(long)]
    pub prefetch: bool,
    /// Stop solving after this many seconds: the pairs not decided by then are reported as
    /// "unknown (may depend): time limit of the analysis reached" (each started pair ends
    /// within its own work budget). Default: no limit.
    #[arg(long, value_name = "SECONDS", value_parser = seconds)]
    pub time_limit: Option<f64>,
    /// A work budget for the whole analysis, in the units of the per-question budgets (a
    /// (pair, depth) question gets 4000000): pairs are solved in a fixed order, in waves of
    /// 64 that share what the earlier waves left; a question left with less than its own
    /// budget that runs out is reported as "unknown (may depend): work budget of the analysis
    /// exhausted". The answers depend only on the input, not on the machine. 0: no limit
    /// beyond the per-question budgets.
    #[arg(long, value_name = "UNITS", default_value_t = tessera_dependence::DEFAULT_WORK_LIMIT)]
    pub work_limit: u64,
}

/// A non-negative, finite number of seconds.
fn seconds(s: &str) -> Result<f64, String> {
    match s.parse::<f64>() {
        Ok(t) if t.is_finite() && (0.0..=1e9).contains(&t) => Ok(t),
        _ => Err(format!(
            "'{s}' is not a number of seconds between 0 and 1e9"
        )),
    }
}

/// Runs the subcommand: one file, or every `.mlir` file under a directory.
pub fn run(args: Args) -> ExitCode {
    if args.file.is_dir() {
        return crate::deps_dir::run(&args);
    }
    let src = match read_input(&args.file) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let name = display_name(&args.file);
    if args.dataflow {
        return match crate::dataflow::render(&args, &name, &src) {
            Ok(out) => write_stdout(&out),
            Err(e) => {
                eprint!("{e}");
                ExitCode::FAILURE
            }
        };
    }
    match report_parts(&args, &name, &src) {
        Ok((out, parts)) => {
            let code = write_stdout_parts(&out);
            // The process ends here: freeing the module and the analysis (hundreds of
            // thousands of small allocations on large inputs) would only delay the exit.
            std::mem::forget(parts);
            code
        }
        Err(e) => {
            eprint!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// The report of one source text named `name` in the requested format, or the rendered
/// error (ending with a newline).
pub fn report(args: &Args, name: &str, src: &str) -> Result<String, String> {
    if args.dataflow {
        return crate::dataflow::render(args, name, src);
    }
    report_parts(args, name, src).map(|(out, _)| out.concat())
}

/// [`report`] in consecutive parts (the remarks of each source access, else one text), with
/// the module and analysis it was rendered from.
fn report_parts(
    args: &Args,
    name: &str,
    src: &str,
) -> Result<
    (
        Vec<String>,
        (tessera_ir::Module, tessera_dependence::Analysis),
    ),
    String,
> {
    let (m, a) = analyzed(args, name, src)?;
    let out = if args.format == Format::MlirRemarks {
        remarks::mlir_remarks_parts(&m, Registry::standard(), &a, name)
    } else {
        let r = model(args, name, &m, &a);
        vec![match args.format {
            Format::MlirRemarks | Format::Text => text(&r),
            Format::Json => json(&r),
            Format::Dot => dot(&r),
        }]
    };
    Ok((out, (m, a)))
}

/// The JSON document of one source text (for `deps DIR --format=json`).
pub fn report_json(args: &Args, name: &str, src: &str) -> Result<Json, String> {
    if args.dataflow {
        return crate::dataflow::json_value(args, name, src);
    }
    let (m, a) = analyzed(args, name, src)?;
    serde_json::to_value(model(args, name, &m, &a)).map_err(|e| format!("{name}: error: {e}\n"))
}

/// The parsed and verified module of `src` and its analysis (all functions for
/// `mlir-remarks`, as mlir-opt numbers them module-wide), or the rendered error.
fn analyzed(
    args: &Args,
    name: &str,
    src: &str,
) -> Result<(tessera_ir::Module, tessera_dependence::Analysis), String> {
    let reg = Registry::standard();
    let m = tessera_ir::parse(src, reg)
        .and_then(|m| tessera_ir::verify(&m, reg).map(|_| m))
        .map_err(|e| e.render(name, src))?;
    let opts = Options {
        rar: args.rar,
        prefetch: args.prefetch,
        function: if args.format == Format::MlirRemarks {
            None
        } else {
            args.function.clone()
        },
        within: None,
        deadline: args
            .time_limit
            .map(|t| std::time::Instant::now() + std::time::Duration::from_secs_f64(t)),
        work_limit: (args.work_limit > 0).then_some(args.work_limit),
        bounds: true,
    };
    let a = analyze(&m, reg, &opts).map_err(|e| format!("{name}: error: {e}\n"))?;
    Ok((m, a))
}

/// The report model of an analysis of `m` as the options ask.
fn model(
    args: &Args,
    name: &str,
    m: &tessera_ir::Module,
    a: &tessera_dependence::Analysis,
) -> Report {
    report::build(
        m,
        a,
        &ReportOptions {
            file: name.to_string(),
            function: args.function.clone(),
            polyhedra: args.polyhedra,
        },
    )
}

/// Writes to standard output; a closed pipe is not an error worth a panic.
pub(crate) fn write_stdout(s: &str) -> ExitCode {
    write_stdout_parts(&[s])
}

/// [`write_stdout`] of consecutive parts.
fn write_stdout_parts<S: AsRef<str>>(parts: &[S]) -> ExitCode {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    let all = parts
        .iter()
        .try_for_each(|p| out.write_all(p.as_ref().as_bytes()));
    match all.and_then(|_| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot write the report: {e}");
            ExitCode::FAILURE
        }
    }
}

/// The JSON document (`tessera-deps/1`): the model serialised through `serde_json::Value`,
/// whose maps sort their keys.
pub fn json(r: &Report) -> String {
    let mut s = serde_json::to_value(r)
        .and_then(|v| serde_json::to_string_pretty(&v))
        .unwrap_or_default();
    s.push('\n');
    s
}

/// `distance (%i: 1, %j: 0)` when every component is constant, else `direction (%i: [1,
/// +inf], ...)`; `loops` names the common loops (the source access's, outermost first).
pub fn components_str(c: &[Range], loops: &[String]) -> String {
    report::components_text(c, loops)
}

/// `witness: src (%i = 1) -> dst (%i = 2), cell [..]`, the iterations named by the loops of
/// the source and destination accesses.
pub fn witness_str(w: &WitnessInfo, src_loops: &[String], dst_loops: &[String]) -> String {
    report::witness_text(w, src_loops, dst_loops)
}

/// The loops of access `id` of function report `f`.
pub fn loops_of(f: &FunctionReport, id: usize) -> &[String] {
    report::access_loops(&f.accesses, id)
}

/// ` (ins 0)`, ` (outs)` or nothing.
pub fn role_str(a: &AccessInfo) -> String {
    match (a.role.is_empty(), a.operand) {
        (true, _) => String::new(),
        (false, Some(k)) => format!(" ({} {k})", a.role),
        (false, None) => format!(" ({})", a.role),
    }
}

/// `read`, `write` or `read/write`.
pub fn kind_str(k: AccessRw) -> &'static str {
    match k {
        AccessRw::Read => "read",
        AccessRw::Write => "write",
        AccessRw::ReadWrite => "read/write",
    }
}

/// `#3 affine.load %A at 4:12: read, loops [%i, %j]`, with `, may (under the 'scf.if' at
/// 6:5)` for a may-access.
pub fn access_line(a: &AccessInfo) -> String {
    let how = match &a.reason {
        None if a.may_under.is_empty() => format!("loops [{}]", a.loops.join(", ")),
        None => format!(
            "loops [{}], {}",
            a.loops.join(", "),
            Condition::qualifier(&a.may_under)
        ),
        Some(e) => format!("not modelled: {e}"),
    };
    format!(
        "#{} {}{} {} at {}:{}: {}, {how}",
        a.id,
        a.op,
        role_str(a),
        a.memref,
        a.line,
        a.col,
        kind_str(a.kind)
    )
}

/// `carried by %i (3:5)` or `loop-independent`.
pub fn carrier_str(d: &Dependence) -> String {
    match &d.carried_by {
        Some(c) => format!("carried by {} ({}:{})", c.label(), c.line, c.col),
        None => "loop-independent".into(),
    }
}

/// The text report.
pub fn text(r: &Report) -> String {
    let mut out = String::new();
    if r.functions.iter().any(|f| !f.dependences.is_empty()) {
        out.push_str(&format!("({})\n", report::DEPTH_NOTE));
    }
    for f in &r.functions {
        match &f.scope {
            Some(sc) => out.push_str(&format!(
                "{} at {}:{} in @{} ({}): its own affine scope\n  accesses:\n",
                sc.op, sc.line, sc.col, f.name, r.file
            )),
            None => out.push_str(&format!("function @{} ({})\n  accesses:\n", f.name, r.file)),
        }
        for a in &f.accesses {
            out.push_str(&format!("    {}\n", access_line(a)));
        }
        out.push_str("  dependences:\n");
        for d in &f.dependences {
            let head = format!(
                "{} #{} -> #{} depth {}",
                d.kind.name(),
                d.src,
                d.dst,
                d.depth
            );
            match (d.status, &d.witness) {
                (Status::Proven, Some(w)) => {
                    let comps = if d.components.is_empty() {
                        String::new()
                    } else {
                        format!(", {}", components_str(&d.components, loops_of(f, d.src)))
                    };
                    let may = if d.may_under.is_empty() {
                        String::new()
                    } else {
                        format!(": {}", Condition::qualifier(&d.may_under))
                    };
                    out.push_str(&format!(
                        "    {head}{may}, {}{comps}; {}\n",
                        carrier_str(d),
                        witness_str(w, loops_of(f, d.src), loops_of(f, d.dst))
                    ));
                    if let Some(Some(s)) = &d.polyhedron {
                        out.push_str(&format!("      {s}\n"));
                    }
                }
                _ => out.push_str(&format!(
                    "    {head}: unknown (may depend): {}\n",
                    d.reason.as_deref().unwrap_or("")
                )),
            }
        }
        if f.dependences.is_empty() {
            out.push_str("    none\n");
        }
        out.push_str("  loops:\n");
        for l in &f.loops {
            let what = &l.verdict_text;
            let declared = l
                .declared
                .as_ref()
                .map(|k| format!(", declared {k}"))
                .unwrap_or_default();
            out.push_str(&format!(
                "    {} {} at {}:{} (depth {}{declared}): {what}\n",
                l.op, l.name, l.line, l.col, l.depth
            ));
            if let Some(v) = &l.declared_parallel_violation {
                out.push_str(&format!(
                    "    warning: {} {} at {}:{} is declared parallel but carries {} #{} -> #{}; {}\n",
                    l.op,
                    l.name,
                    l.line,
                    l.col,
                    v.kind.name(),
                    v.src,
                    v.dst,
                    report::carried_witness_text(v, &f.accesses)
                ));
            }
        }
    }
    out
}

/// The loops of access `id` among the accesses of every function (for the dot labels).
fn dot_loops(accesses: &std::collections::BTreeMap<usize, &AccessInfo>, id: usize) -> Vec<String> {
    accesses
        .get(&id)
        .map(|a| a.loops.clone())
        .unwrap_or_default()
}

/// The dependence graph for Graphviz: the accesses with a dependence, one edge per dependence.
pub fn dot(r: &Report) -> String {
    let mut out = String::from("digraph deps {\n  node [shape=box, fontname=\"monospace\"];\n");
    let accesses: std::collections::BTreeMap<usize, &AccessInfo> = r
        .functions
        .iter()
        .flat_map(|f| f.accesses.iter().map(|a| (a.id, a)))
        .collect();
    let deps: Vec<&Dependence> = r.functions.iter().flat_map(|f| &f.dependences).collect();
    let nodes: std::collections::BTreeSet<usize> =
        deps.iter().flat_map(|d| [d.src, d.dst]).collect();
    for i in nodes {
        let Some(a) = accesses.get(&i) else { continue };
        out.push_str(&format!(
            "  a{i} [label=\"#{i} {}{} {}\\n{}:{}\"];\n",
            a.op,
            role_str(a),
            a.memref.replace('"', ""),
            a.line,
            a.col
        ));
    }
    for d in deps {
        let label = match d.status {
            Status::Unknown => format!("{} d{} unknown", d.kind.name(), d.depth),
            Status::Proven if d.components.is_empty() => format!("{} d{}", d.kind.name(), d.depth),
            Status::Proven => format!(
                "{} d{} {}",
                d.kind.name(),
                d.depth,
                components_str(&d.components, &dot_loops(&accesses, d.src))
            ),
        };
        let label = if d.may_under.is_empty() {
            label
        } else {
            format!("{label} may")
        };
        let style = if d.status == Status::Unknown {
            ", style=dashed"
        } else if !d.may_under.is_empty() {
            ", style=dotted"
        } else {
            ""
        };
        out.push_str(&format!(
            "  a{} -> a{} [label=\"{label}\"{style}];\n",
            d.src, d.dst
        ));
    }
    out.push_str("}\n");
    out
}
