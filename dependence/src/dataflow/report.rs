//! The dataflow of a module as data (`tessera deps --dataflow`): rendered as JSON (schema
//! `tessera-dataflow/1`) and text by the CLI, and as Python objects by the bindings.
//!
//! JSON: `{ schema, file, functions: [ { name, params: [name], reads: [ { access, op, pos:
//! "LINE:COL", memref, loops: [name], exact, reason|null, domain: ISL-SET|null, sources: [ {
//! write, op, pos, relation: ISL-MAP|null, may } ], initial: ISL-SET|null, uninitialised:
//! ISL-SET|null } ] } ], warnings: [string] }`. `access`/`write` are the access numbers of
//! `tessera deps` (`#N`). A relation maps each read instance (input dims: the read's loops,
//! outermost first, induction variable values) to the write instance it reads from (output
//! dims: the write's loops, primed); parameters are the scope's symbols.

use tessera_ir::Module;
use tessera_polyhedral::isl::to_isl_simplified as to_isl;
use tessera_polyhedral::set::PresburgerSet;

use super::{Dataflow, ReadFlow};
use crate::graph;

/// The schema name of the JSON document.
pub const SCHEMA: &str = "tessera-dataflow/1";

/// The whole document.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct DataflowReport {
    /// [`SCHEMA`].
    pub schema: &'static str,
    /// The input's name.
    pub file: String,
    /// Per function.
    pub functions: Vec<FunctionEntry>,
    /// Reads of uninitialised local memory, one sentence each.
    pub warnings: Vec<String>,
}

/// One function.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FunctionEntry {
    /// Its name.
    pub name: String,
    /// The parameters of its relations (symbols of its scopes), in order of first use.
    pub params: Vec<String>,
    /// Its reads.
    pub reads: Vec<ReadEntry>,
}

/// One read access.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ReadEntry {
    /// Access number.
    pub access: usize,
    /// Op name.
    pub op: String,
    /// `LINE:COL`.
    pub pos: String,
    /// The memref read.
    pub memref: String,
    /// Its loops, outermost first.
    pub loops: Vec<String>,
    /// Whether the sources are exact.
    pub exact: bool,
    /// Why not.
    pub reason: Option<String>,
    /// Its instances.
    pub domain: Option<String>,
    /// The writes it reads from.
    pub sources: Vec<SourceEntry>,
    /// Instances without a must-source.
    pub initial: Option<String>,
    /// Whether `initial` is empty (not serialised).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub initial_empty: bool,
    /// Instances reading uninitialised local memory.
    pub uninitialised: Option<String>,
}

/// One source of a read.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct SourceEntry {
    /// Access number of the write.
    pub write: usize,
    /// Its op name.
    pub op: String,
    /// `LINE:COL`.
    pub pos: String,
    /// Its loops, outermost first.
    pub loops: Vec<String>,
    /// `{ read instance -> write instance }` in isl notation.
    pub relation: Option<String>,
    /// A may-source.
    pub may: bool,
}

/// Builds the report of a dataflow of `m`.
pub fn build(m: &Module, d: &Dataflow, file: &str) -> DataflowReport {
    let pos = |i: usize| {
        d.accesses[i]
            .pos
            .map_or_else(String::new, |p| format!("{}:{}", p.line, p.col))
    };
    let loops = |i: usize| graph::access_loop_names(m, &d.accesses[i]);
    let isl = |s: &Option<PresburgerSet>| s.as_ref().map(to_isl);
    let mut warnings = Vec::new();
    let functions = d
        .functions
        .iter()
        .map(|f| {
            let mut params: Vec<String> = Vec::new();
            let reads = f
                .reads
                .iter()
                .map(|r: &ReadFlow| {
                    let a = &d.accesses[r.access];
                    if let Some(dom) = &r.domain {
                        for p in &dom.space.params {
                            if !params.contains(p) {
                                params.push(p.clone());
                            }
                        }
                    }
                    if let Some(u) = &r.uninitialised {
                        warnings.push(format!(
                            "{}: #{} {} reads {} before any write to the cell: at {}",
                            pos(r.access),
                            r.access,
                            a.op_name,
                            graph::value_name(m, a.memref),
                            to_isl(u)
                        ));
                    }
                    ReadEntry {
                        access: r.access,
                        op: a.op_name.clone(),
                        pos: pos(r.access),
                        memref: graph::value_name(m, a.memref),
                        loops: loops(r.access),
                        exact: r.reason.is_none(),
                        reason: r.reason.clone(),
                        domain: isl(&r.domain),
                        sources: r
                            .sources
                            .iter()
                            .map(|s| SourceEntry {
                                write: s.write,
                                op: d.accesses[s.write].op_name.clone(),
                                pos: pos(s.write),
                                loops: loops(s.write),
                                relation: isl(&s.relation),
                                may: s.may,
                            })
                            .collect(),
                        initial: isl(&r.initial),
                        initial_empty: r.initial.as_ref().is_some_and(|s| s.pieces.is_empty()),
                        uninitialised: isl(&r.uninitialised),
                    }
                })
                .collect();
            FunctionEntry {
                name: f.name.clone(),
                params,
                reads,
            }
        })
        .collect();
    DataflowReport {
        schema: SCHEMA,
        file: file.to_string(),
        functions,
        warnings,
    }
}
