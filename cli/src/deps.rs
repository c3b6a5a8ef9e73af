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
//! col, loops: [name], mlir_index|null, exact: bool, reason|null } ], dependences: [ { src, dst,
//! kind: "RAW"|"WAR"|"WAW"|"RAR", depth, carried_by: { loop, op, line, col }|null, status:
//! "proven"|"unknown", reason|null, components: [ { min, max } ] (null = infinite), distance:
//! [int]|null, witness: { src: [int], dst: [int], cell: [int], symbols: { name: int } }|null,
//! polyhedron: isl string (with --polyhedra) } ], loops: [ { loop, op, line, col, depth,
//! verdict: "parallel"|"reduction"|"sequential"|"unknown", reductions: [string], reason|null,
//! declared: "parallel"|"reduction"|"window"|null, declared_parallel_violation: { src, dst,
//! kind, witness: { src, dst, cell } }|null, carried: [ { src, dst } ] } ], sccs: [[access
//! id]] } ] }`. Integers that do not fit in 64
//! bits are strings. Access ids are module-wide (walk order).

use std::path::PathBuf;
use std::process::ExitCode;

use serde_json::{json, Value as Json};
use tessera_dependence::graph::{self, Parallelism};
use tessera_dependence::solve::{Component, Extent, Witness};
use tessera_dependence::{analysis, analyze, remarks, Analysis, DepthResult, Options};
use tessera_ir::{Module, Registry};
use tessera_polyhedral::int::Int;
use tessera_polyhedral::isl::to_isl;
use tessera_polyhedral::set::Tuple;

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
    /// Also report read-after-read pairs.
    #[arg(long)]
    pub rar: bool,
    /// Treat affine.prefetch as a read.
    #[arg(long)]
    pub prefetch: bool,
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
    match report(&args, &name, &src) {
        Ok(out) => write_stdout(&out),
        Err(e) => {
            eprint!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// The report of one source text named `name` in the requested format, or the rendered
/// error (ending with a newline).
pub fn report(args: &Args, name: &str, src: &str) -> Result<String, String> {
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
    };
    let a = analyze(&m, reg, &opts).map_err(|e| format!("{name}: error: {e}\n"))?;
    let r = Report {
        m: &m,
        a: &a,
        polyhedra: args.polyhedra,
        only: args.function.clone(),
    };
    Ok(match args.format {
        Format::MlirRemarks => remarks::mlir_remarks_text(&m, reg, &a, name),
        Format::Text => r.text(name),
        Format::Json => {
            let mut s = serde_json::to_string_pretty(&r.json(name)).unwrap_or_default();
            s.push('\n');
            s
        }
        Format::Dot => r.dot(),
    })
}

/// The JSON document of one source text (for `deps DIR --format=json`).
pub fn report_json(args: &Args, name: &str, src: &str) -> Result<Json, String> {
    let reg = Registry::standard();
    let m = tessera_ir::parse(src, reg)
        .and_then(|m| tessera_ir::verify(&m, reg).map(|_| m))
        .map_err(|e| e.render(name, src))?;
    let opts = Options {
        rar: args.rar,
        prefetch: args.prefetch,
        function: args.function.clone(),
    };
    let a = analyze(&m, reg, &opts).map_err(|e| format!("{name}: error: {e}\n"))?;
    let r = Report {
        m: &m,
        a: &a,
        polyhedra: args.polyhedra,
        only: args.function.clone(),
    };
    Ok(r.json(name))
}

/// Writes to standard output; a closed pipe is not an error worth a panic.
pub fn write_stdout(s: &str) -> ExitCode {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(s.as_bytes()).and_then(|_| out.flush()) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) if e.kind() == std::io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("error: cannot write the report: {e}");
            ExitCode::FAILURE
        }
    }
}

fn int_json(v: &Int) -> Json {
    match v.to_i64() {
        Some(x) => json!(x),
        None => json!(v.to_string()),
    }
}

fn ext_str(e: &Extent, lower: bool) -> String {
    match e {
        Extent::Finite(v) => v.to_string(),
        Extent::Infinite if lower => "-inf".into(),
        Extent::Infinite => "+inf".into(),
    }
}

fn ints(v: &[Int]) -> String {
    v.iter().map(Int::to_string).collect::<Vec<_>>().join(", ")
}

struct Report<'a> {
    m: &'a Module,
    a: &'a Analysis,
    polyhedra: bool,
    only: Option<String>,
}

impl Report<'_> {
    fn functions(&self) -> Vec<String> {
        let mut out: Vec<String> = Vec::new();
        for acc in &self.a.accesses {
            let f = acc.function.clone().unwrap_or_default();
            if self.only.as_ref().is_some_and(|o| *o != f) {
                continue;
            }
            if !out.contains(&f) {
                out.push(f);
            }
        }
        out
    }

    fn in_fn(&self, i: usize, f: &str) -> bool {
        self.a.accesses[i].function.as_deref().unwrap_or("") == f
    }

    fn loc(&self, op: tessera_ir::OpId) -> (u32, u32) {
        self.m.op(op).pos.map_or((0, 0), |p| (p.line, p.col))
    }

    fn loop_names(&self, i: usize) -> Vec<String> {
        self.a.accesses[i]
            .model
            .as_ref()
            .map(|md| {
                md.loops
                    .iter()
                    .map(|l| graph::loop_name(self.m, l))
                    .collect()
            })
            .unwrap_or_default()
    }

    /// A linalg access's operand: its position among the op's `ins` or `outs`.
    fn operand_pos(&self, i: usize) -> Option<usize> {
        let acc = &self.a.accesses[i];
        let k = acc.operand?;
        if acc.role == "outs" {
            let nins = tessera_ir::linalg::structured(self.m, acc.op)
                .ok()?
                .ins
                .len();
            k.checked_sub(nins)
        } else {
            Some(k)
        }
    }

    fn role_str(&self, i: usize) -> String {
        let acc = &self.a.accesses[i];
        match (acc.role.is_empty(), self.operand_pos(i)) {
            (true, _) => String::new(),
            (false, Some(k)) => format!(" ({} {k})", acc.role),
            (false, None) => format!(" ({})", acc.role),
        }
    }

    /// A loop for reports: `%i`, or `d1 of linalg.matmul` for a linalg op's loop.
    fn loop_label(&self, l: &tessera_dependence::model::LoopDim) -> String {
        if l.linalg {
            format!(
                "{} of {}",
                graph::loop_name(self.m, l),
                self.m.op(l.op).name
            )
        } else {
            graph::loop_name(self.m, l)
        }
    }

    fn access_line(&self, i: usize) -> String {
        let acc = &self.a.accesses[i];
        let (l, c) = self.loc(acc.op);
        let role = self.role_str(i);
        let kind = match acc.kind {
            tessera_dependence::AccessKind::Read => "read",
            tessera_dependence::AccessKind::Write => "write",
            tessera_dependence::AccessKind::ReadWrite => "read/write",
        };
        let how = match &acc.model {
            Ok(_) => format!("loops [{}]", self.loop_names(i).join(", ")),
            Err(e) => format!("not modelled: {e}"),
        };
        format!(
            "#{i} {}{role} {} at {l}:{c}: {kind}, {how}",
            acc.op_name,
            graph::value_name(self.m, acc.memref)
        )
    }

    fn components_str(c: &[Component]) -> String {
        if let Some(d) = c
            .iter()
            .map(Component::distance)
            .collect::<Option<Vec<_>>>()
        {
            return format!(
                "distance ({})",
                d.iter()
                    .map(|x| x.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            );
        }
        let parts: Vec<String> = c
            .iter()
            .map(|x| format!("[{}, {}]", ext_str(&x.min, true), ext_str(&x.max, false)))
            .collect();
        format!("direction ({})", parts.join(", "))
    }

    fn witness_str(&self, w: &Witness) -> String {
        format!(
            "witness: src ({}) -> dst ({}), cell [{}]",
            ints(&w.src_iter),
            ints(&w.dst_iter),
            ints(&w.cell)
        )
    }

    fn polyhedron(&self, pi: usize, depth: usize) -> Option<String> {
        let p = self.a.pairs.get(pi)?;
        let sys = analysis::pair_system(&self.a.accesses, p.src, p.dst).ok()?;
        let names = |i: usize, suffix: &str| -> Vec<Option<String>> {
            self.loop_names(i)
                .into_iter()
                .map(|n| Some(format!("{}{suffix}", n.trim_start_matches('%'))))
                .collect()
        };
        let scope_syms = self.a.accesses[p.src]
            .model
            .as_ref()
            .map(|md| md.nsyms)
            .unwrap_or(0);
        let params: Vec<String> = (0..scope_syms).map(|k| format!("p{k}")).collect();
        let rel = sys.to_relation(
            depth,
            Tuple {
                name: Some(format!("S{}", p.src)),
                dims: names(p.src, ""),
            },
            Tuple {
                name: Some(format!("S{}", p.dst)),
                dims: names(p.dst, "'"),
            },
            params,
        );
        Some(to_isl(&rel))
    }

    fn carrier_str(&self, pi: usize, depth: usize) -> String {
        let p = &self.a.pairs[pi];
        match self.a.accesses[p.src]
            .model
            .as_ref()
            .ok()
            .and_then(|md| md.loops.get(depth - 1))
        {
            Some(l) if depth <= p.common => {
                let (ln, c) = self.loc(l.op);
                format!("carried by {} ({ln}:{c})", self.loop_label(l))
            }
            _ => "loop-independent".into(),
        }
    }

    fn text(&self, file: &str) -> String {
        let mut out = String::new();
        let facts = graph::loop_facts(self.m, self.a);
        for f in self.functions() {
            out.push_str(&format!("function @{f} ({file})\n  accesses:\n"));
            for i in (0..self.a.accesses.len()).filter(|&i| self.in_fn(i, &f)) {
                out.push_str(&format!("    {}\n", self.access_line(i)));
            }
            out.push_str("  dependences:\n");
            let mut any = false;
            for (pi, p) in self
                .a
                .pairs
                .iter()
                .enumerate()
                .filter(|(_, p)| self.in_fn(p.src, &f))
            {
                for (d, r) in p.depths.iter().enumerate() {
                    let head =
                        format!("{} #{} -> #{} depth {}", p.kind.name(), p.src, p.dst, d + 1);
                    match r {
                        DepthResult::Independent => continue,
                        DepthResult::Unknown(w) => {
                            out.push_str(&format!("    {head}: unknown (may depend): {w}\n"))
                        }
                        DepthResult::Dependent {
                            components,
                            witness,
                        } => {
                            let comps = if components.is_empty() {
                                String::new()
                            } else {
                                format!(", {}", Self::components_str(components))
                            };
                            out.push_str(&format!(
                                "    {head}, {}{comps}; {}\n",
                                self.carrier_str(pi, d + 1),
                                self.witness_str(witness)
                            ));
                            if self.polyhedra {
                                if let Some(s) = self.polyhedron(pi, d + 1) {
                                    out.push_str(&format!("      {s}\n"));
                                }
                            }
                        }
                    }
                    any = true;
                }
            }
            if !any {
                out.push_str("    none\n");
            }
            out.push_str("  loops:\n");
            for lf in facts.iter().filter(|lf| self.op_in_fn(lf.dim.op, &f)) {
                let (l, c) = self.loc(lf.dim.op);
                let what = match &lf.parallelism {
                    Parallelism::Parallel => "parallel".to_string(),
                    Parallelism::Reduction(r) => {
                        format!("parallel as a reduction ({})", r.join("; "))
                    }
                    Parallelism::Sequential { pair, witness } => {
                        let p = &self.a.pairs[*pair];
                        format!(
                            "sequential: carries {} #{} -> #{}; {}",
                            p.kind.name(),
                            p.src,
                            p.dst,
                            self.witness_str(witness)
                        )
                    }
                    Parallelism::Unknown(w) => format!("unknown (may carry a dependence): {w}"),
                };
                let declared = lf
                    .declared
                    .map(|k| format!(", declared {}", k.as_str()))
                    .unwrap_or_default();
                out.push_str(&format!(
                    "    {} {} at {l}:{c} (depth {}{declared}): {what}\n",
                    self.m.op(lf.dim.op).name,
                    graph::loop_name(self.m, &lf.dim),
                    lf.depth
                ));
                if let Some((pi, w)) = lf.declared_parallel_violation(self.a) {
                    let p = &self.a.pairs[pi];
                    out.push_str(&format!(
                        "    warning: {} {} at {l}:{c} is declared parallel but carries {} #{} -> #{}; {}\n",
                        self.m.op(lf.dim.op).name,
                        graph::loop_name(self.m, &lf.dim),
                        p.kind.name(),
                        p.src,
                        p.dst,
                        self.witness_str(w)
                    ));
                }
            }
        }
        out
    }

    fn op_in_fn(&self, op: tessera_ir::OpId, f: &str) -> bool {
        let mut cur = Some(op);
        while let Some(c) = cur {
            let o = self.m.op(c);
            if o.name == "func.func" {
                return o.attr("sym_name").and_then(|a| a.as_str()) == Some(f);
            }
            cur = self.m.parent_op(c);
        }
        f.is_empty()
    }

    fn json(&self, file: &str) -> Json {
        let facts = graph::loop_facts(self.m, self.a);
        let g = graph::build(self.a);
        let sccs = g.sccs();
        let mut funcs = Vec::new();
        for f in self.functions() {
            let accesses: Vec<Json> = (0..self.a.accesses.len())
                .filter(|&i| self.in_fn(i, &f))
                .map(|i| {
                    let acc = &self.a.accesses[i];
                    let (l, c) = self.loc(acc.op);
                    json!({
                        "id": i, "op": acc.op_name, "role": acc.role, "operand": self.operand_pos(i),
                        "memref": graph::value_name(self.m, acc.memref),
                        "kind": match acc.kind { tessera_dependence::AccessKind::Read => "read", tessera_dependence::AccessKind::Write => "write", tessera_dependence::AccessKind::ReadWrite => "readwrite" },
                        "line": l, "col": c, "loops": self.loop_names(i), "mlir_index": acc.mlir_index,
                        "exact": acc.model.is_ok(), "reason": acc.model.as_ref().err(),
                    })
                })
                .collect();
            let mut deps = Vec::new();
            for (pi, p) in self
                .a
                .pairs
                .iter()
                .enumerate()
                .filter(|(_, p)| self.in_fn(p.src, &f))
            {
                for (d, r) in p.depths.iter().enumerate() {
                    let carried = self.a.accesses[p.src]
                        .model
                        .as_ref()
                        .ok()
                        .and_then(|md| md.loops.get(d))
                        .filter(|_| d < p.common)
                        .map(|l| {
                            let (ln, c) = self.loc(l.op);
                            json!({"loop": graph::loop_name(self.m, l), "op": self.m.op(l.op).name, "line": ln, "col": c})
                        });
                    let mut e = json!({"src": p.src, "dst": p.dst, "kind": p.kind.name(), "depth": d + 1, "carried_by": carried});
                    match r {
                        DepthResult::Independent => continue,
                        DepthResult::Unknown(w) => {
                            e["status"] = json!("unknown");
                            e["reason"] = json!(w);
                            e["components"] = json!([]);
                            e["distance"] = Json::Null;
                            e["witness"] = Json::Null;
                        }
                        DepthResult::Dependent {
                            components,
                            witness,
                        } => {
                            e["status"] = json!("proven");
                            e["reason"] = Json::Null;
                            e["components"] = components
                                .iter()
                                .map(|c| {
                                    let x = |v: &Extent| match v {
                                        Extent::Finite(i) => int_json(i),
                                        Extent::Infinite => Json::Null,
                                    };
                                    json!({"min": x(&c.min), "max": x(&c.max)})
                                })
                                .collect();
                            e["distance"] = components
                                .iter()
                                .map(Component::distance)
                                .collect::<Option<Vec<_>>>()
                                .map_or(Json::Null, |d| d.into_iter().map(int_json).collect());
                            let syms =
                                self.a.accesses[p.src]
                                    .scope
                                    .map(|_| ())
                                    .map_or(json!({}), |_| {
                                        json!(witness
                                            .symbols
                                            .iter()
                                            .enumerate()
                                            .map(|(k, v)| (format!("p{k}"), int_json(v)))
                                            .collect::<serde_json::Map<_, _>>())
                                    });
                            e["witness"] = json!({
                                "src": witness.src_iter.iter().map(int_json).collect::<Vec<_>>(),
                                "dst": witness.dst_iter.iter().map(int_json).collect::<Vec<_>>(),
                                "cell": witness.cell.iter().map(int_json).collect::<Vec<_>>(),
                                "symbols": syms,
                            });
                            if self.polyhedra {
                                e["polyhedron"] = json!(self.polyhedron(pi, d + 1));
                            }
                        }
                    }
                    deps.push(e);
                }
            }
            let loops: Vec<Json> = facts.iter().filter(|lf| self.op_in_fn(lf.dim.op, &f)).map(|lf| {
                let (l, c) = self.loc(lf.dim.op);
                let (verdict, reds, reason) = match &lf.parallelism {
                    Parallelism::Parallel => ("parallel", vec![], None),
                    Parallelism::Reduction(r) => ("reduction", r.clone(), None),
                    Parallelism::Sequential { .. } => ("sequential", vec![], None),
                    Parallelism::Unknown(w) => ("unknown", vec![], Some(w.clone())),
                };
                let violation = lf.declared_parallel_violation(self.a).map(|(pi, w)| {
                    let p = &self.a.pairs[pi];
                    json!({
                        "src": p.src, "dst": p.dst, "kind": p.kind.name(),
                        "witness": {
                            "src": w.src_iter.iter().map(int_json).collect::<Vec<_>>(),
                            "dst": w.dst_iter.iter().map(int_json).collect::<Vec<_>>(),
                            "cell": w.cell.iter().map(int_json).collect::<Vec<_>>(),
                        },
                    })
                });
                json!({
                    "loop": graph::loop_name(self.m, &lf.dim), "op": self.m.op(lf.dim.op).name, "line": l, "col": c,
                    "depth": lf.depth, "verdict": verdict, "reductions": reds, "reason": reason,
                    "declared": lf.declared.map(|k| k.as_str()), "declared_parallel_violation": violation,
                    "carried": lf.carried.iter().map(|&pi| json!({"src": self.a.pairs[pi].src, "dst": self.a.pairs[pi].dst})).collect::<Vec<_>>(),
                })
            }).collect();
            let sc: Vec<Json> = sccs
                .iter()
                .filter(|c| c.first().is_some_and(|&i| self.in_fn(i, &f)))
                .map(|c| json!(c))
                .collect();
            funcs.push(json!({"name": f, "accesses": accesses, "dependences": deps, "loops": loops, "sccs": sc}));
        }
        json!({"schema": "tessera-deps/1", "file": file, "functions": funcs})
    }

    fn dot(&self) -> String {
        let g = graph::build(self.a);
        let mut out = String::from("digraph deps {\n  node [shape=box, fontname=\"monospace\"];\n");
        for (&i, _) in g
            .node_of
            .iter()
            .collect::<std::collections::BTreeMap<_, _>>()
        {
            let acc = &self.a.accesses[i];
            let (l, c) = self.loc(acc.op);
            out.push_str(&format!(
                "  a{i} [label=\"#{i} {}{} {}\\n{l}:{c}\"];\n",
                acc.op_name,
                self.role_str(i),
                graph::value_name(self.m, acc.memref).replace('"', "")
            ));
        }
        for e in g.graph.edge_indices() {
            let (Some((s, t)), Some(w)) = (g.graph.edge_endpoints(e), g.graph.edge_weight(e))
            else {
                continue;
            };
            let label = match &w.unknown {
                Some(_) => format!("{} d{} unknown", w.kind.name(), w.depth),
                None if w.components.is_empty() => format!("{} d{}", w.kind.name(), w.depth),
                None => format!(
                    "{} d{} {}",
                    w.kind.name(),
                    w.depth,
                    Self::components_str(&w.components)
                ),
            };
            let style = if w.unknown.is_some() {
                ", style=dashed"
            } else {
                ""
            };
            out.push_str(&format!(
                "  a{} -> a{} [label=\"{label}\"{style}];\n",
                g.graph[s], g.graph[t]
            ));
        }
        out.push_str("}\n");
        out
    }
}
