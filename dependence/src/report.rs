//! The dependence report of a module as data: computed once here from an [`Analysis`] and
//! rendered elsewhere (the CLI's text, JSON, Graphviz and HTML renderers, the Python
//! bindings) without going back to the analysis.
//!
//! A [`Report`] holds, per function: its accesses (op, memref, kind, role, location, loops,
//! exact or not modelled with the reason, the `scf.if`s of a may-access), its dependences
//! (pair, kind, depth, carrying loop, proven or unknown with the reason, the conditions of a
//! may-dependence, exact direction/distance components, a witness, the dependence
//! polyhedron in isl notation on request), per-loop facts (parallel, reduction,
//! sequential or unknown, the dependences each carries, the declared iterator type of a linalg
//! op's loop and a declared-parallel violation) and the strongly connected components of the
//! dependence graph.
//!
//! With the cargo feature `serde`, every type implements `serde::Serialize`; serialised through
//! `serde_json::Value` (sorted keys) it is the `tessera-deps/1` JSON document of `tessera deps
//! --format json`. Fields marked "not serialised" exist for the text renderers only.

use std::collections::BTreeMap;

use tessera_ir::{Module, OpId};
use tessera_polyhedral::int::Int;
use tessera_polyhedral::isl::to_isl;
use tessera_polyhedral::set::Tuple;

use crate::analysis::{self, Analysis, DepKind};
use crate::graph::{self, Parallelism};
use crate::solve::{Component, DepthResult, Extent, Witness};
use crate::AccessKind;

/// The JSON schema name of a serialised [`Report`].
pub const SCHEMA: &str = "tessera-deps/1";

/// An integer of the report: serialised as a JSON number when it fits in 64 bits, as a string
/// otherwise; displayed in decimal.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Num(pub Int);

impl Num {
    /// The value as an `i64`, if it fits.
    pub fn to_i64(&self) -> Option<i64> {
        self.0.to_i64()
    }
}

impl std::fmt::Display for Num {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(feature = "serde")]
impl serde::Serialize for Num {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        match self.0.to_i64() {
            Some(v) => s.serialize_i64(v),
            None => s.serialize_str(&self.0.to_string()),
        }
    }
}

fn nums(v: &[Int]) -> Vec<Num> {
    v.iter().cloned().map(Num).collect()
}

/// What to put in a report.
#[derive(Debug, Clone, Default)]
pub struct ReportOptions {
    /// The file name shown in the report.
    pub file: String,
    /// Report only this function.
    pub function: Option<String>,
    /// Compute each proven dependence's polyhedron in isl notation.
    pub polyhedra: bool,
}

/// The dependence report of a module.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Report {
    /// Always [`SCHEMA`].
    pub schema: &'static str,
    /// The file name.
    pub file: String,
    /// The functions with at least one access, in module order.
    pub functions: Vec<FunctionReport>,
}

/// The report of one function.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct FunctionReport {
    /// The function's symbol name (empty for accesses outside any function).
    pub name: String,
    /// Set when this entry is an `affine.execute_region` of the function: an affine scope of
    /// its own, whose accesses are analysed against the region's own symbols (in the enclosing
    /// scope the region is one opaque access per memref bound to it). `None` (not serialised)
    /// for the function's own scope.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub scope: Option<ScopeInfo>,
    /// Its accesses, in walk order.
    pub accesses: Vec<AccessInfo>,
    /// Its possible dependences (proven or unknown), by pair `(src, dst)` then depth.
    pub dependences: Vec<Dependence>,
    /// Facts about every loop dimension enclosing one of its modelled accesses.
    pub loops: Vec<LoopInfo>,
    /// The strongly connected components of the dependence graph (access ids, sorted), in
    /// reverse topological order; accesses without any dependence are in none.
    pub sccs: Vec<Vec<usize>>,
}

/// The op owning a scope reported apart from its function's (today `affine.execute_region`).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct ScopeInfo {
    /// The op's name.
    pub op: String,
    /// Its line (1-based; 0 when unknown).
    pub line: u32,
    /// Its column.
    pub col: u32,
}

/// One scope of the report: a function's body or an `affine.execute_region` in it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Unit {
    name: String,
    scope: Option<tessera_ir::RegionId>,
}

/// A conditional a may-access is nested in (an `scf.if` whose condition is not modelled):
/// the access executes only where it holds.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Condition {
    /// The op's name (`scf.if`).
    pub op: String,
    /// Its line (1-based; 0 when unknown).
    pub line: u32,
    /// Its column.
    pub col: u32,
}

impl Condition {
    /// `may (under the 'scf.if' at 6:5)`, or with several: `may (under the 'scf.if' at 6:5
    /// and the 'scf.if' at 9:7)`; empty for none.
    pub fn qualifier(conds: &[Condition]) -> String {
        if conds.is_empty() {
            return String::new();
        }
        let parts: Vec<String> = conds
            .iter()
            .map(|c| format!("the '{}' at {}:{}", c.op, c.line, c.col))
            .collect();
        format!("may (under {})", parts.join(" and "))
    }
}

/// Kind of an access.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum AccessRw {
    /// Reads.
    Read,
    /// Writes.
    Write,
    /// Reads and writes (`readwrite` in JSON).
    ReadWrite,
}

impl From<AccessKind> for AccessRw {
    fn from(k: AccessKind) -> Self {
        match k {
            AccessKind::Read => AccessRw::Read,
            AccessKind::Write => AccessRw::Write,
            AccessKind::ReadWrite => AccessRw::ReadWrite,
        }
    }
}

/// One access.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct AccessInfo {
    /// Module-wide id (walk order; the index into [`Analysis::accesses`]).
    pub id: usize,
    /// The op's name (`affine.load`, `linalg.matmul`, ...).
    pub op: String,
    /// For a linalg op's access: `ins` or `outs`; empty otherwise.
    pub role: String,
    /// For a linalg op's access: the operand's position among its `ins` or `outs`.
    pub operand: Option<usize>,
    /// The memref's SSA name (`%A`).
    pub memref: String,
    /// Read, write or both.
    pub kind: AccessRw,
    /// Line of the op (0 if unknown).
    pub line: u32,
    /// Column of the op (0 if unknown).
    pub col: u32,
    /// The enclosing loop dimensions, outermost first (`%i`, or `d<k>` for a linalg op's).
    pub loops: Vec<String>,
    /// Its index among `affine.load`/`affine.store` as mlir-opt numbers them.
    pub mlir_index: Option<usize>,
    /// True if modelled exactly (a may-access: over the domain of its affine context, see
    /// `may_under`).
    pub exact: bool,
    /// Why it is not modelled (then every pair involving it is unknown).
    pub reason: Option<String>,
    /// For a may-access: the conditionals it is nested in, outermost first (its loops' domain
    /// over-approximates where it executes). Not serialised when empty.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub may_under: Vec<Condition>,
}

/// The loop that carries a dependence.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Carrier {
    /// Its name (`%i`, or `d<k>` for a linalg op's loop).
    #[cfg_attr(feature = "serde", serde(rename = "loop"))]
    pub name: String,
    /// The loop op (`affine.for`, `affine.parallel` or the linalg op).
    pub op: String,
    /// Line of the loop op.
    pub line: u32,
    /// Column of the loop op.
    pub col: u32,
    /// True for a linalg op's loop (not serialised).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub linalg: bool,
}

impl Carrier {
    /// The loop for reports: `%i`, or `d1 of linalg.matmul` for a linalg op's loop.
    pub fn label(&self) -> String {
        if self.linalg {
            format!("{} of {}", self.name, self.op)
        } else {
            self.name.clone()
        }
    }
}

/// Proven or not decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Status {
    /// The dependence exists (a witness is given).
    Proven,
    /// It may exist: the analysis could not decide (a reason is given).
    Unknown,
}

/// The exact range of one direction component `dst iv - src iv` (`None` = unbounded).
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Range {
    /// Minimum (`None` = -infinity).
    pub min: Option<Num>,
    /// Maximum (`None` = +infinity).
    pub max: Option<Num>,
}

impl Range {
    /// The constant distance, if `min == max`.
    pub fn distance(&self) -> Option<&Num> {
        match (&self.min, &self.max) {
            (Some(a), Some(b)) if a == b => Some(a),
            _ => None,
        }
    }
}

impl From<&Component> for Range {
    fn from(c: &Component) -> Self {
        let f = |e: &Extent| match e {
            Extent::Finite(v) => Some(Num(v.clone())),
            Extent::Infinite => None,
        };
        Range {
            min: f(&c.min),
            max: f(&c.max),
        }
    }
}

/// Two dependent instances and the memref cell both touch.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct WitnessInfo {
    /// The source iteration (its loop ivs, outermost first).
    pub src: Vec<Num>,
    /// The destination iteration.
    pub dst: Vec<Num>,
    /// The cell.
    pub cell: Vec<Num>,
    /// The values of the scope's symbols (`p0`, `p1`, ...); `None` where a report leaves them
    /// out (declared-parallel violations).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub symbols: Option<BTreeMap<String, Num>>,
}

impl WitnessInfo {
    fn of(w: &Witness, symbols: Option<BTreeMap<String, Num>>) -> Self {
        WitnessInfo {
            src: nums(&w.src_iter),
            dst: nums(&w.dst_iter),
            cell: nums(&w.cell),
            symbols,
        }
    }
}

/// One possible dependence: a pair of accesses at one depth.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct Dependence {
    /// Source access id.
    pub src: usize,
    /// Destination access id.
    pub dst: usize,
    /// Kind.
    #[cfg_attr(feature = "serde", serde(serialize_with = "ser_kind"))]
    pub kind: DepKind,
    /// Depth (1-based; one more than the common loops for a loop-independent one).
    pub depth: usize,
    /// The carrying loop (`None` for a loop-independent dependence).
    pub carried_by: Option<Carrier>,
    /// Proven or unknown.
    pub status: Status,
    /// Why it is unknown.
    pub reason: Option<String>,
    /// Exact direction components per common loop up to the depth (empty when unknown).
    pub components: Vec<Range>,
    /// The constant distance vector, when every component is constant.
    pub distance: Option<Vec<Num>>,
    /// Two dependent instances (proven dependences).
    pub witness: Option<WitnessInfo>,
    /// The dependence polyhedron in isl notation: `None` when not requested or not proven
    /// (not serialised then), `Some(None)` when it could not be built (`null`).
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Option::is_none"))]
    pub polyhedron: Option<Option<String>>,
    /// For a dependence involving a may-access: the conditionals of both accesses. Its status
    /// is `proven` for their over-approximated domains (polyhedron, components and witness are
    /// exact for those): it holds only if the conditions are true at both instances. Not
    /// serialised when empty.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub may_under: Vec<Condition>,
}

#[cfg(feature = "serde")]
fn ser_kind<S: serde::Serializer>(k: &DepKind, s: S) -> Result<S::Ok, S::Error> {
    s.serialize_str(k.name())
}

/// A parallelism verdict.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "lowercase"))]
pub enum Verdict {
    /// Carries no dependence.
    Parallel,
    /// Carries only reductions.
    Reduction,
    /// Carries a proven dependence.
    Sequential,
    /// Not decided.
    Unknown,
}

/// A dependence named by its accesses.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct PairRef {
    /// Source access id.
    pub src: usize,
    /// Destination access id.
    pub dst: usize,
}

/// A proven dependence carried by a loop, with a witness.
#[derive(Debug, Clone, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct CarriedWitness {
    /// Source access id.
    pub src: usize,
    /// Destination access id.
    pub dst: usize,
    /// Kind.
    #[cfg_attr(feature = "serde", serde(serialize_with = "ser_kind"))]
    pub kind: DepKind,
    /// Two dependent instances (without symbols).
    pub witness: WitnessInfo,
    /// For a dependence involving a may-access: the conditionals under which it holds. Not
    /// serialised when empty.
    #[cfg_attr(feature = "serde", serde(skip_serializing_if = "Vec::is_empty"))]
    pub may_under: Vec<Condition>,
}

/// Facts about one loop dimension.
#[derive(Debug, Clone)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
pub struct LoopInfo {
    /// Its name (`%i`, or `d<k>` for a linalg op's loop).
    #[cfg_attr(feature = "serde", serde(rename = "loop"))]
    pub name: String,
    /// The loop op.
    pub op: String,
    /// Line of the loop op.
    pub line: u32,
    /// Column of the loop op.
    pub col: u32,
    /// Depth (1-based) in its nest.
    pub depth: usize,
    /// The verdict.
    pub verdict: Verdict,
    /// The verdict as the text report words it (`parallel`, `parallel as a reduction (...)`,
    /// `sequential: carries RAW #1 -> #0; witness: ...`, `unknown (may carry a dependence):
    /// REASON`; see [`verdict_text`]).
    pub verdict_text: String,
    /// The reductions it carries (verdict `reduction`).
    pub reductions: Vec<String>,
    /// Why it is unknown.
    pub reason: Option<String>,
    /// For a linalg op's loop: its declared iterator type (`parallel`, `reduction`, `window`).
    pub declared: Option<String>,
    /// For a loop declared `parallel` that carries a dependence: one of them, with a witness.
    pub declared_parallel_violation: Option<CarriedWitness>,
    /// The pairs with a possible dependence at its depth.
    pub carried: Vec<PairRef>,
    /// For a sequential loop: the proven dependence that makes it so (not serialised).
    #[cfg_attr(feature = "serde", serde(skip))]
    pub sequential: Option<CarriedWitness>,
}

/// What "depth" means in a report, in words (MLIR's convention), for text renderers.
pub const DEPTH_NOTE: &str = "depth d: the dependence is carried by the d-th loop enclosing \
both accesses (outermost = 1); depth = number of common loops + 1: loop-independent (same \
iteration of every common loop), as in MLIR";

/// The loops of access `id` among `accesses` (outermost first; empty when it is not there).
pub fn access_loops(accesses: &[AccessInfo], id: usize) -> &[String] {
    accesses
        .iter()
        .find(|a| a.id == id)
        .map_or(&[][..], |a| a.loops.as_slice())
}

/// `%i = 0, %j = 1`: each value after the name of its loop (`sep` between them: ` = ` or
/// `: `); a value without a name (none given) is written alone.
pub fn named_values(names: &[String], values: &[String], sep: &str) -> String {
    values
        .iter()
        .enumerate()
        .map(|(k, v)| match names.get(k) {
            Some(n) => format!("{n}{sep}{v}"),
            None => v.clone(),
        })
        .collect::<Vec<_>>()
        .join(", ")
}

/// `distance (%i: 1, %j: 0)` when every component is constant, else `direction (%i: [0, 0],
/// %j: [1, +inf])`; `loops` names the common loops, outermost first.
pub fn components_text(c: &[Range], loops: &[String]) -> String {
    if let Some(d) = c.iter().map(Range::distance).collect::<Option<Vec<_>>>() {
        let d: Vec<String> = d.iter().map(|x| x.to_string()).collect();
        return format!("distance ({})", named_values(loops, &d, ": "));
    }
    let ext = |e: &Option<Num>, inf: &str| e.as_ref().map_or(inf.to_string(), |v| v.to_string());
    let parts: Vec<String> = c
        .iter()
        .map(|x| format!("[{}, {}]", ext(&x.min, "-inf"), ext(&x.max, "+inf")))
        .collect();
    format!("direction ({})", named_values(loops, &parts, ": "))
}

/// `witness: src (%i = 1, %j = 0) -> dst (%i = 2, %j = 0), cell [1, 0]`: the source and
/// destination iterations named by the loops of the source and the destination access.
pub fn witness_text(w: &WitnessInfo, src_loops: &[String], dst_loops: &[String]) -> String {
    let s = |v: &[Num]| v.iter().map(ToString::to_string).collect::<Vec<_>>();
    format!(
        "witness: src ({}) -> dst ({}), cell [{}]",
        named_values(src_loops, &s(&w.src), " = "),
        named_values(dst_loops, &s(&w.dst), " = "),
        s(&w.cell).join(", ")
    )
}

/// [`witness_text`] of a carried dependence, its loops looked up among `accesses`.
pub fn carried_witness_text(c: &CarriedWitness, accesses: &[AccessInfo]) -> String {
    witness_text(
        &c.witness,
        access_loops(accesses, c.src),
        access_loops(accesses, c.dst),
    )
}

/// A loop's verdict in words (the text report's, [`LoopInfo::verdict_text`]); `accesses` are
/// its function's, for the names in a witness.
pub fn verdict_text(l: &LoopInfo, accesses: &[AccessInfo]) -> String {
    match l.verdict {
        Verdict::Parallel => "parallel".to_string(),
        Verdict::Reduction => format!("parallel as a reduction ({})", l.reductions.join("; ")),
        Verdict::Sequential => match &l.sequential {
            Some(s) => format!(
                "sequential: carries {} #{} -> #{}{}; {}",
                s.kind.name(),
                s.src,
                s.dst,
                if s.may_under.is_empty() {
                    String::new()
                } else {
                    format!(", {}", Condition::qualifier(&s.may_under))
                },
                carried_witness_text(s, accesses)
            ),
            None => "sequential".to_string(),
        },
        Verdict::Unknown => format!(
            "unknown (may carry a dependence): {}",
            l.reason.as_deref().unwrap_or("")
        ),
    }
}

/// Builds the report of an analysis of `m`.
pub fn build(m: &Module, a: &Analysis, opts: &ReportOptions) -> Report {
    let b = Builder { m, a, opts };
    Report {
        schema: SCHEMA,
        file: opts.file.clone(),
        functions: b.functions(),
    }
}

struct Builder<'a> {
    m: &'a Module,
    a: &'a Analysis,
    opts: &'a ReportOptions,
}

impl Builder<'_> {
    /// The report's units: each function's own affine scope, then each `affine.execute_region`
    /// scope in it, in walk order of their first access.
    fn units(&self) -> Vec<Unit> {
        let mut out: Vec<Unit> = Vec::new();
        for acc in self.a.accesses.iter() {
            let f = acc.function.clone().unwrap_or_default();
            if self.opts.function.as_ref().is_some_and(|o| *o != f) {
                continue;
            }
            let u = Unit {
                name: f,
                scope: acc.scope,
            };
            if !out.contains(&u) {
                out.push(u);
            }
        }
        out
    }

    fn in_fn(&self, i: usize, f: &Unit) -> bool {
        let acc = &self.a.accesses[i];
        acc.function.as_deref().unwrap_or("") == f.name && acc.scope == f.scope
    }

    /// The `affine.execute_region` op owning `u`'s scope (`None` for a function's own scope).
    fn region_op(&self, u: &Unit) -> Option<OpId> {
        let op = self.m.region(u.scope?).parent?;
        (self.m.op(op).name == "affine.execute_region").then_some(op)
    }

    fn op_in_fn(&self, op: OpId, f: &Unit) -> bool {
        let reg = tessera_ir::Registry::standard();
        if tessera_ir::verify::affine_scope_region(self.m, reg, op) != f.scope {
            return false;
        }
        let mut cur = Some(op);
        while let Some(c) = cur {
            let o = self.m.op(c);
            if o.name == "func.func" {
                return o.attr("sym_name").and_then(|a| a.as_str()) == Some(f.name.as_str());
            }
            cur = self.m.parent_op(c);
        }
        f.name.is_empty()
    }

    fn loc(&self, op: OpId) -> (u32, u32) {
        self.m.op(op).pos.map_or((0, 0), |p| (p.line, p.col))
    }

    fn conditions(&self, ops: &[OpId]) -> Vec<Condition> {
        ops.iter()
            .map(|&op| {
                let (line, col) = self.loc(op);
                Condition {
                    op: self.m.op(op).name.clone(),
                    line,
                    col,
                }
            })
            .collect()
    }

    fn loop_names(&self, i: usize) -> Vec<String> {
        graph::access_loop_names(self.m, &self.a.accesses[i])
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

    fn access(&self, i: usize) -> AccessInfo {
        let acc = &self.a.accesses[i];
        let (line, col) = self.loc(acc.op);
        AccessInfo {
            id: i,
            op: acc.op_name.clone(),
            role: acc.role.to_string(),
            operand: self.operand_pos(i),
            memref: graph::value_name(self.m, acc.memref),
            kind: acc.kind.into(),
            line,
            col,
            loops: self.loop_names(i),
            mlir_index: acc.mlir_index,
            exact: acc.model.is_ok(),
            reason: acc.model.as_ref().err().cloned(),
            may_under: self.conditions(&acc.may_under),
        }
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

    fn dependences(&self, f: &Unit) -> Vec<Dependence> {
        let mut deps = Vec::new();
        for (pi, p) in self
            .a
            .pairs
            .iter()
            .enumerate()
            .filter(|(_, p)| self.in_fn(p.src, f))
        {
            for (d, r) in p.depths.iter().enumerate() {
                let carried_by = self.a.accesses[p.src]
                    .model
                    .as_ref()
                    .ok()
                    .and_then(|md| md.loops.get(d))
                    .filter(|_| d < p.common)
                    .map(|l| {
                        let (line, col) = self.loc(l.op);
                        Carrier {
                            name: graph::loop_name(self.m, l),
                            op: self.m.op(l.op).name.clone(),
                            line,
                            col,
                            linalg: l.linalg,
                        }
                    });
                let mut e = Dependence {
                    src: p.src,
                    dst: p.dst,
                    kind: p.kind,
                    depth: d + 1,
                    carried_by,
                    status: Status::Unknown,
                    reason: None,
                    components: vec![],
                    distance: None,
                    witness: None,
                    polyhedron: None,
                    may_under: vec![],
                };
                match r {
                    DepthResult::Independent => continue,
                    DepthResult::Unknown(w) => e.reason = Some(w.clone()),
                    DepthResult::Dependent {
                        components,
                        witness,
                    } => {
                        e.status = Status::Proven;
                        e.components = components.iter().map(Range::from).collect();
                        e.distance = components
                            .iter()
                            .map(|c| c.distance().cloned().map(Num))
                            .collect();
                        let symbols = match self.a.accesses[p.src].scope {
                            None => BTreeMap::new(),
                            Some(_) => witness
                                .symbols
                                .iter()
                                .enumerate()
                                .map(|(k, v)| (format!("p{k}"), Num(v.clone())))
                                .collect(),
                        };
                        e.witness = Some(WitnessInfo::of(witness, Some(symbols)));
                        if self.opts.polyhedra {
                            e.polyhedron = Some(self.polyhedron(pi, d + 1));
                        }
                        e.may_under = self.conditions(&self.a.may_under(p));
                    }
                }
                deps.push(e);
            }
        }
        deps
    }

    fn carried_witness(&self, pi: usize, w: &Witness) -> CarriedWitness {
        let p = &self.a.pairs[pi];
        CarriedWitness {
            src: p.src,
            dst: p.dst,
            kind: p.kind,
            witness: WitnessInfo::of(w, None),
            may_under: self.conditions(&self.a.may_under(p)),
        }
    }

    fn functions(&self) -> Vec<FunctionReport> {
        let facts = graph::loop_facts(self.m, self.a);
        let sccs = graph::build(self.a).sccs();
        let mut out = Vec::new();
        for f in self.units() {
            let accesses: Vec<AccessInfo> = (0..self.a.accesses.len())
                .filter(|&i| self.in_fn(i, &f))
                .map(|i| self.access(i))
                .collect();
            let dependences = self.dependences(&f);
            let mut loops: Vec<LoopInfo> = facts
                .iter()
                .filter(|lf| self.op_in_fn(lf.dim.op, &f))
                .map(|lf| {
                    let (line, col) = self.loc(lf.dim.op);
                    let (verdict, reductions, reason, sequential) = match &lf.parallelism {
                        Parallelism::Parallel => (Verdict::Parallel, vec![], None, None),
                        Parallelism::Reduction(r) => (Verdict::Reduction, r.clone(), None, None),
                        Parallelism::Sequential { pair, witness } => (
                            Verdict::Sequential,
                            vec![],
                            None,
                            Some(self.carried_witness(*pair, witness)),
                        ),
                        Parallelism::Unknown(w) => {
                            (Verdict::Unknown, vec![], Some(w.clone()), None)
                        }
                    };
                    LoopInfo {
                        name: graph::loop_name(self.m, &lf.dim),
                        op: self.m.op(lf.dim.op).name.clone(),
                        line,
                        col,
                        depth: lf.depth,
                        verdict,
                        verdict_text: String::new(),
                        reductions,
                        reason,
                        declared: lf.declared.map(|k| k.as_str().to_string()),
                        declared_parallel_violation: lf
                            .declared_parallel_violation(self.a)
                            .map(|(pi, w)| self.carried_witness(pi, w)),
                        carried: lf
                            .carried
                            .iter()
                            .map(|&pi| PairRef {
                                src: self.a.pairs[pi].src,
                                dst: self.a.pairs[pi].dst,
                            })
                            .collect(),
                        sequential,
                    }
                })
                .collect();
            for l in &mut loops {
                l.verdict_text = verdict_text(l, &accesses);
            }
            let sccs = sccs
                .iter()
                .filter(|c| c.first().is_some_and(|&i| self.in_fn(i, &f)))
                .cloned()
                .collect();
            let scope = self.region_op(&f).map(|op| {
                let (line, col) = self.loc(op);
                ScopeInfo {
                    op: self.m.op(op).name.clone(),
                    line,
                    col,
                }
            });
            out.push(FunctionReport {
                name: f.name,
                scope,
                accesses,
                dependences,
                loops,
                sccs,
            });
        }
        out
    }
}
