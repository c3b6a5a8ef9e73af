//! `tessera report FILE -o OUT.html`: the dependence report as one self-contained HTML page
//! (inline CSS and SVG, nothing fetched): per function, the accesses, the dependences, the last
//! writer of every read (`deps --dataflow`) and the
//! per-loop verdicts of [`tessera_dependence::report::Report`], the dependence graph drawn by
//! a layered layout of our own, and the iteration space of each nest at least two deep
//! ([`crate::viz`], small default parameter values), drawn a second time shaded by the time
//! steps of the schedule `tessera schedule` computes (or the reason it does not apply).

use std::collections::{BTreeMap, BTreeSet};
use std::path::PathBuf;
use std::process::ExitCode;

use tessera_dependence::dataflow::report::{DataflowReport, FunctionEntry};
use tessera_dependence::report::{self, FunctionReport, Report, ReportOptions, Status, Verdict};
use tessera_dependence::{analyze, Analysis, Options};
use tessera_ir::{Module, Registry};

use crate::deps::{carrier_str, components_str, kind_str, loops_of, role_str, witness_str};
use crate::input::load_verified;
use crate::viz::{self, esc, kind_colour, VizOptions};

/// The value given to index arguments in the report's pictures when `--params` has none.
pub const DEFAULT_PARAM: i64 = 6;

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The .mlir file (`-` reads standard input).
    pub file: PathBuf,
    /// Report only this function.
    #[arg(long)]
    pub function: Option<String>,
    /// Values of index arguments for the iteration-space pictures, e.g. `N=8` (others: 6).
    #[arg(long, value_delimiter = ',')]
    pub params: Vec<String>,
    /// Include each dependence polyhedron in isl notation.
    #[arg(long)]
    pub polyhedra: bool,
    /// The output HTML file.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

const CSS: &str = "body{font-family:sans-serif;margin:24px;color:#222;max-width:1400px}\
h1{font-size:22px}h2{font-size:18px;border-bottom:2px solid #ccc;padding-bottom:4px;margin-top:36px}\
h3{font-size:15px;margin-top:22px}\
table{border-collapse:collapse;font-size:12px;margin:6px 0}\
th,td{border:1px solid #ccc;padding:3px 6px;text-align:left;vertical-align:top}\
th{background:#f0f0f0}td.mono,span.mono{font-family:monospace}\
.RAW{color:#d62728;font-weight:bold}.WAR{color:#1f77b4;font-weight:bold}.WAW{color:#2ca02c;font-weight:bold}\
.RAR{color:#7f7f7f;font-weight:bold}\
.parallel{background:#e3f6e3}.reduction{background:#e8f0fc}.sequential{background:#fde8e8}\
.unknown{background:#fff6d8}.warn{color:#b00000}.fig{overflow-x:auto;border:1px solid #ddd;margin:8px 0;padding:4px}\
.muted{color:#777}";

fn td(s: &str) -> String {
    format!("<td>{}</td>", esc(s))
}

fn tdm(s: &str) -> String {
    format!("<td class=\"mono\">{}</td>", esc(s))
}

fn accesses_table(f: &FunctionReport) -> String {
    let mut o = String::from(
        "<table class=\"accesses\"><tr><th>#</th><th>op</th><th>memref</th><th>kind</th><th>at</th><th>loops</th><th>model</th></tr>\n",
    );
    for a in &f.accesses {
        o.push_str(&format!(
            "<tr data-access=\"{}\"><td>{}</td>{}{}{}{}{}{}</tr>\n",
            a.id,
            a.id,
            tdm(&format!("{}{}", a.op, role_str(a))),
            tdm(&a.memref),
            td(kind_str(a.kind)),
            td(&format!("{}:{}", a.line, a.col)),
            tdm(&a.loops.join(", ")),
            match &a.reason {
                None => td("exact"),
                Some(r) => format!("<td class=\"unknown\">not modelled: {}</td>", esc(r)),
            }
        ));
    }
    o.push_str("</table>\n");
    o
}

/// The value-based dataflow of a function: for each read, the writes its instances take
/// their values from (isl relations `{ read instance -> write instance }`) and the instances
/// reading the function's input.
fn dataflow_table(f: &FunctionEntry) -> String {
    let mut o = format!(
        "<h3>Dataflow: the last writer of every read ({})</h3>\n<table class=\"dataflow\"><tr><th>read</th><th>memref</th><th>at</th><th>sources (read instance → write instance)</th><th>reads the input at</th></tr>\n",
        f.reads.len()
    );
    for rd in &f.reads {
        let mut srcs: Vec<String> = rd
            .sources
            .iter()
            .map(|s| {
                format!(
                    "{}#{} {} at {}: {}",
                    if s.may { "may: " } else { "" },
                    s.write,
                    s.op,
                    s.pos,
                    s.relation
                        .as_deref()
                        .unwrap_or("any instance (not modelled)")
                )
            })
            .collect();
        if let Some(reason) = &rd.reason {
            srcs.insert(0, format!("not exact: {reason}"));
        }
        let initial = match (&rd.initial, rd.initial_empty) {
            (Some(i), false) => i.clone(),
            (Some(_), true) => "never".to_string(),
            (None, _) => "unknown".to_string(),
        };
        o.push_str(&format!(
            "<tr data-read=\"{}\"><td>#{} {}</td>{}{}<td class=\"mono\">{}</td>{}</tr>\n",
            rd.access,
            rd.access,
            esc(&rd.op),
            tdm(&rd.memref),
            td(&rd.pos),
            srcs.iter()
                .map(|x| esc(x))
                .collect::<Vec<_>>()
                .join("<br/>"),
            tdm(&initial)
        ));
    }
    o.push_str("</table>\n");
    o
}

fn deps_table(f: &FunctionReport) -> String {
    if f.dependences.is_empty() {
        return "<p>No dependence (proven).</p>\n".into();
    }
    let mut o = String::from(
        "<table class=\"dependences\"><tr><th>kind</th><th>src</th><th>dst</th><th>depth</th><th>carried</th><th>status</th><th>components</th><th>witness / reason</th></tr>\n",
    );
    for d in &f.dependences {
        let k = d.kind.name();
        let (status, comps, detail) = match (d.status, &d.witness) {
            (Status::Proven, Some(w)) => {
                let mut det = esc(&witness_str(w, loops_of(f, d.src), loops_of(f, d.dst)));
                if let Some(Some(p)) = &d.polyhedron {
                    det.push_str(&format!("<br/><span class=\"mono\">{}</span>", esc(p)));
                }
                (
                    "proven",
                    if d.components.is_empty() {
                        String::new()
                    } else {
                        components_str(&d.components, loops_of(f, d.src))
                    },
                    det,
                )
            }
            _ => (
                "unknown",
                String::new(),
                format!(
                    "may depend: {}",
                    esc(d.reason.as_deref().unwrap_or_default())
                ),
            ),
        };
        o.push_str(&format!(
            "<tr data-dep=\"{}-{}-{}\"><td class=\"{k}\">{k}</td><td>#{}</td><td>#{}</td><td>{}</td>{}<td class=\"{}\">{status}</td>{}<td class=\"mono\">{detail}</td></tr>\n",
            d.src,
            d.dst,
            d.depth,
            d.src,
            d.dst,
            d.depth,
            td(&carrier_str(d)),
            if status == "proven" { "" } else { "unknown" },
            tdm(&comps),
        ));
    }
    o.push_str("</table>\n");
    o
}

fn loops_table(f: &FunctionReport) -> String {
    if f.loops.is_empty() {
        return "<p>No loop.</p>\n".into();
    }
    let mut o = String::from(
        "<table class=\"loops\"><tr><th>loop</th><th>op</th><th>at</th><th>depth</th><th>declared</th><th>verdict</th><th>why</th></tr>\n",
    );
    for l in &f.loops {
        let (cls, why) = match l.verdict {
            Verdict::Parallel => ("parallel", String::new()),
            Verdict::Reduction => ("reduction", l.reductions.join("; ")),
            Verdict::Sequential => (
                "sequential",
                l.sequential
                    .as_ref()
                    .map(|s| {
                        format!(
                            "carries {} #{} -> #{}; {}",
                            s.kind.name(),
                            s.src,
                            s.dst,
                            report::carried_witness_text(s, &f.accesses)
                        )
                    })
                    .unwrap_or_default(),
            ),
            Verdict::Unknown => ("unknown", l.reason.clone().unwrap_or_default()),
        };
        let mut why = esc(&why);
        if let Some(v) = &l.declared_parallel_violation {
            why.push_str(&format!(
                "<br/><span class=\"warn\">declared parallel but carries {} #{} -> #{}; {}</span>",
                v.kind.name(),
                v.src,
                v.dst,
                esc(&report::carried_witness_text(v, &f.accesses))
            ));
        }
        o.push_str(&format!(
            "<tr>{}{}{}<td>{}</td>{}<td class=\"{cls}\">{cls}</td><td class=\"mono\">{why}</td></tr>\n",
            tdm(&l.name),
            tdm(&l.op),
            td(&format!("{}:{}", l.line, l.col)),
            l.depth,
            td(l.declared.as_deref().unwrap_or("")),
        ));
    }
    o.push_str("</table>\n");
    o
}

/// The dependence graph of a function as SVG: one node per access, layered by the longest
/// path over the forward edges (source id below destination id), one edge per (source,
/// destination, kind) labelled with its depths, dashed when unknown.
pub fn graph_svg(f: &FunctionReport) -> String {
    let ids: Vec<usize> = f.accesses.iter().map(|a| a.id).collect();
    // Edges grouped by (src, dst, kind): depths and whether every one is proven.
    let mut edges: BTreeMap<(usize, usize, &'static str), (Vec<usize>, bool)> = BTreeMap::new();
    for d in &f.dependences {
        let e = edges
            .entry((d.src, d.dst, d.kind.name()))
            .or_insert((vec![], true));
        e.0.push(d.depth);
        e.1 &= d.status == Status::Proven;
    }
    let mut layer: BTreeMap<usize, usize> = ids.iter().map(|&i| (i, 0)).collect();
    // Ids increase along forward edges, so one pass in id order computes longest paths.
    for &i in &ids {
        let li = layer[&i];
        for &(s, t, _) in edges.keys() {
            if s == i && t > s {
                let lt = layer.entry(t).or_insert(0);
                *lt = (*lt).max(li + 1);
            }
        }
    }
    let mut layers: BTreeMap<usize, Vec<usize>> = BTreeMap::new();
    for (&i, &l) in &layer {
        layers.entry(l).or_default().push(i);
    }
    // Rows of at most ROW nodes (a wide layer takes several rows).
    const ROW: usize = 6;
    let by_layer: BTreeMap<usize, Vec<usize>> = layers
        .values()
        .flat_map(|v| v.chunks(ROW).map(<[usize]>::to_vec))
        .enumerate()
        .collect();
    let (nw, nh, gx, gy) = (170.0, 40.0, 40.0, 70.0);
    let widest = by_layer.values().map(Vec::len).max().unwrap_or(1) as f64;
    let width = (widest * (nw + gx) + 200.0).max(400.0);
    let height = by_layer.len() as f64 * (nh + gy) + 40.0;
    let mut pos: BTreeMap<usize, (f64, f64)> = BTreeMap::new();
    for (l, v) in &by_layer {
        let row_w = v.len() as f64 * (nw + gx) - gx;
        let x0 = (width - 200.0 - row_w) / 2.0 + 20.0;
        for (k, &i) in v.iter().enumerate() {
            pos.insert(i, (x0 + k as f64 * (nw + gx), 20.0 + *l as f64 * (nh + gy)));
        }
    }
    let acc: BTreeMap<usize, &report::AccessInfo> = f.accesses.iter().map(|a| (a.id, a)).collect();
    let mut o = format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"depgraph\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"11\">\n<defs>"
    );
    for k in ["RAW", "WAR", "WAW", "RAR"] {
        o.push_str(&format!(
            "<marker id=\"g-{k}\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerWidth=\"7\" markerHeight=\"7\" orient=\"auto\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"{}\"/></marker>",
            kind_colour(k)
        ));
    }
    o.push_str("</defs>\n");
    // Edges first (under the nodes). Parallel edges between one pair are fanned out.
    let mut fan: BTreeMap<(usize, usize), usize> = BTreeMap::new();
    for (&(s, t, k), (depths, proven)) in &edges {
        let (Some(&(sx, sy)), Some(&(tx, ty))) = (pos.get(&s), pos.get(&t)) else {
            continue;
        };
        let n = fan.entry((s.min(t), s.max(t))).or_insert(0);
        let off = *n as f64 * 14.0;
        *n += 1;
        let dash = if *proven {
            ""
        } else {
            " stroke-dasharray=\"5 3\""
        };
        let label = format!(
            "{k} d{}",
            depths
                .iter()
                .map(ToString::to_string)
                .collect::<Vec<_>>()
                .join(",")
        );
        let c = kind_colour(k);
        let (path, lx, ly) = if s == t {
            // A loop on the node's right side.
            let (x, y) = (sx + nw, sy + nh / 2.0);
            (
                format!(
                    "M {:.1} {:.1} C {:.1} {:.1}, {:.1} {:.1}, {:.1} {:.1}",
                    x,
                    y - 8.0,
                    x + 40.0 + off,
                    y - 30.0 - off,
                    x + 40.0 + off,
                    y + 30.0 + off,
                    x,
                    y + 8.0
                ),
                x + 44.0 + off,
                y + 4.0 - off / 2.0,
            )
        } else if t > s {
            let (x1, y1) = (sx + nw / 2.0 + off, sy + nh);
            let (x2, y2) = (tx + nw / 2.0 + off, ty);
            let bend = if sy == ty { 50.0 } else { 0.0 };
            (
                format!(
                    "M {x1:.1} {y1:.1} C {x1:.1} {:.1}, {x2:.1} {:.1}, {x2:.1} {y2:.1}",
                    y1 + 30.0 + bend,
                    y2 - 30.0 - bend
                ),
                (x1 + x2) / 2.0 + 4.0,
                (y1 + y2) / 2.0,
            )
        } else {
            // A backward edge: around the left side.
            let (x1, y1) = (sx, sy + nh / 2.0 + off / 3.0);
            let (x2, y2) = (tx, ty + nh / 2.0 - off / 3.0);
            let cx = x1.min(x2) - 60.0 - off;
            (
                format!("M {x1:.1} {y1:.1} C {cx:.1} {y1:.1}, {cx:.1} {y2:.1}, {x2:.1} {y2:.1}"),
                cx - 4.0,
                (y1 + y2) / 2.0,
            )
        };
        o.push_str(&format!(
            "<path class=\"edge {k}\" data-src=\"{s}\" data-dst=\"{t}\" d=\"{path}\" fill=\"none\" stroke=\"{c}\" stroke-width=\"1.5\"{dash} marker-end=\"url(#g-{k})\"/>\n<text x=\"{lx:.1}\" y=\"{ly:.1}\" fill=\"{c}\" text-anchor=\"{}\">{}</text>\n",
            if t < s { "end" } else { "start" },
            esc(&label)
        ));
    }
    for (&i, &(x, y)) in &pos {
        let Some(a) = acc.get(&i) else { continue };
        let fill = if a.exact { "#f7f7ff" } else { "#fff6d8" };
        o.push_str(&format!(
            "<g class=\"node\" data-access=\"{i}\"><rect x=\"{x:.1}\" y=\"{y:.1}\" width=\"{nw}\" height=\"{nh}\" rx=\"5\" fill=\"{fill}\" stroke=\"#555\"/><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-family=\"monospace\">#{i} {} {}</text><text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" fill=\"#666\">{} {}:{}</text></g>\n",
            x + nw / 2.0,
            y + 16.0,
            esc(a.op.trim_start_matches("affine.")),
            esc(&a.memref),
            x + nw / 2.0,
            y + 31.0,
            esc(kind_str(a.kind)),
            a.line,
            a.col
        ));
    }
    o.push_str("</svg>\n");
    o
}

fn nest_figures(
    file: &str,
    m: &Module,
    a: &Analysis,
    fname: &str,
    params: &[(String, i64)],
) -> String {
    let Ok(func) = viz::function_op(file, m, a, Some(fname)) else {
        return String::new();
    };
    let mut o = String::new();
    // One schedule per region, whichever nest's picture asks first.
    let plans = std::rc::Rc::new(viz::PlanCache::default());
    for root in viz::nests(m, a, func) {
        let opts = VizOptions {
            root: Some(root.clone()),
            params: params.to_vec(),
            default_param: Some(DEFAULT_PARAM),
            nearest: true,
            fix_rest: true,
            plans: plans.clone(),
            ..VizOptions::default()
        };
        o.push_str(&format!(
            "<h3>Iteration space of the nest {}</h3>\n",
            esc(&root)
        ));
        // The slice, with the time steps of `tessera schedule`'s schedule when it applies.
        let sched = VizOptions {
            schedule: true,
            ..opts.clone()
        };
        let (s, why) = match viz::space(file, m, a, func, &sched) {
            Ok(s) => (Ok(s), None),
            Err(e) => (viz::space(file, m, a, func, &opts), Some(e)),
        };
        let s = match s {
            Ok(s) => s,
            Err(e) => {
                o.push_str(&format!("<p class=\"muted\">Not drawn: {}</p>\n", esc(&e)));
                continue;
            }
        };
        let plain = viz::Space {
            schedule: None,
            ..s.clone()
        };
        o.push_str(&format!("<div class=\"fig\">{}</div>\n", viz::svg(&plain)));
        o.push_str(&format!("<h3>Schedule of the nest {}</h3>\n", esc(&root)));
        match why {
            None => o.push_str(&format!(
                "<p class=\"muted\">Time steps of the schedule <code>tessera schedule</code> computes with its default options (before tiling).</p>\n<div class=\"fig schedule\">{}</div>\n",
                viz::svg(&s)
            )),
            Some(e) => o.push_str(&format!(
                "<p class=\"muted\">Not drawn: {}</p>\n",
                esc(&e)
            )),
        }
    }
    o
}

/// `s` with its first letter upper-case.
fn capitalised(s: &str) -> String {
    let mut c = s.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}

/// The page.
pub fn html(r: &Report, figures: &BTreeMap<String, String>, flow: &DataflowReport) -> String {
    let mut o = format!(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>Dependences of {}</title>\n<style>{CSS}</style>\n</head>\n<body>\n<h1>Dependences of {}</h1>\n<p class=\"muted\">Exact dependence analysis ({}). Unknown means the analysis could not decide (the reason is given); nothing is called independent without a proof.</p>\n",
        esc(&r.file),
        esc(&r.file),
        r.schema
    );
    if r.functions.is_empty() {
        o.push_str("<p>No memory access.</p>\n");
    }
    if r.functions.iter().any(|f| !f.dependences.is_empty()) {
        o.push_str(&format!(
            "<p class=\"muted depth-note\">{}.</p>\n",
            esc(&capitalised(report::DEPTH_NOTE))
        ));
    }
    for f in &r.functions {
        o.push_str(&format!(
            "<section class=\"function\" data-function=\"{}\">\n<h2>Function @{}</h2>\n",
            esc(&f.name),
            esc(&f.name)
        ));
        o.push_str(&format!("<h3>Accesses ({})</h3>\n", f.accesses.len()));
        o.push_str(&accesses_table(f));
        o.push_str(&format!("<h3>Dependences ({})</h3>\n", f.dependences.len()));
        o.push_str(&deps_table(f));
        o.push_str("<h3>Loops</h3>\n");
        o.push_str(&loops_table(f));
        let sccs: Vec<&Vec<usize>> = f.sccs.iter().filter(|c| c.len() > 1).collect();
        if !sccs.is_empty() {
            o.push_str(&format!(
                "<p>Dependence cycles (strongly connected components): {}</p>\n",
                sccs.iter()
                    .map(|c| format!(
                        "{{{}}}",
                        c.iter()
                            .map(|i| format!("#{i}"))
                            .collect::<Vec<_>>()
                            .join(", ")
                    ))
                    .collect::<Vec<_>>()
                    .join(" ")
            ));
        }
        if let Some(ff) = flow.functions.iter().find(|x| x.name == f.name) {
            o.push_str(&dataflow_table(ff));
        }
        o.push_str("<h3>Dependence graph</h3>\n<div class=\"fig\">\n");
        o.push_str(&graph_svg(f));
        o.push_str("</div>\n");
        if let Some(fig) = figures.get(&f.name) {
            o.push_str(fig);
        }
        o.push_str("</section>\n");
    }
    o.push_str("</body>\n</html>\n");
    o
}

fn build(args: &Args) -> Result<String, String> {
    let (file, m) = load_verified(&args.file)?;
    let reg = Registry::standard();
    let opts = Options {
        function: args.function.clone(),
        ..Options::default()
    };
    let a = analyze(&m, reg, &opts).map_err(|e| format!("{file}: error: {e}"))?;
    let params: Vec<(String, i64)> = args
        .params
        .iter()
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            s.split_once('=')
                .and_then(|(n, v)| {
                    Some((
                        n.trim().trim_start_matches('%').to_string(),
                        v.trim().parse().ok()?,
                    ))
                })
                .ok_or_else(|| format!("error: --params expects NAME=INT, got '{s}'"))
        })
        .collect::<Result<_, _>>()?;
    let r = report::build(
        &m,
        &a,
        &ReportOptions {
            file: file.clone(),
            function: args.function.clone(),
            polyhedra: args.polyhedra,
        },
    );
    let names: BTreeSet<&String> = r.functions.iter().map(|f| &f.name).collect();
    let figures = names
        .into_iter()
        .map(|n| (n.clone(), nest_figures(&file, &m, &a, n, &params)))
        .collect();
    let flow = crate::dataflow::document(&m, args.function.clone(), &file)
        .map_err(|e| format!("{file}: error: {e}"))?;
    Ok(html(&r, &figures, &flow))
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    let out = match build(&args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    match crate::opt::write_output(&args.output, &out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
