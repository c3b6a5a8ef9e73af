//! The dependence graph over accesses (petgraph), its strongly connected components, and per
//! loop: is it parallel, which dependences it carries, and whether what it carries is only a
//! reduction (through `iter_args`, or read-modify-write of one memref cell invariant in the
//! loop) that a parallel reduction could honour.

use std::collections::HashMap;

use petgraph::algo::tarjan_scc;
use petgraph::graph::{DiGraph, NodeIndex};
use tessera_ir::linalg::IteratorKind;
use tessera_ir::{Module, OpId, ValueDef, ValueId};

use crate::access::{Access, AccessKind};
use crate::analysis::{Analysis, DepKind};
use crate::model::LoopDim;
use crate::solve::{Component, DepthResult, Witness};

/// One edge: a (possible) dependence of a pair at one depth.
#[derive(Debug, Clone)]
pub struct DepEdge {
    /// Index into [`Analysis::pairs`].
    pub pair: usize,
    /// Kind.
    pub kind: DepKind,
    /// Depth (1-based; `common + 1` = loop-independent).
    pub depth: usize,
    /// The loop carrying it (`None` for loop-independent ones).
    pub carrier: Option<LoopDim>,
    /// Exact component ranges (empty for unknown ones).
    pub components: Vec<Component>,
    /// Why it is not proven (unknown edges only).
    pub unknown: Option<String>,
}

/// The dependence graph: one node per access (value: index into [`Analysis::accesses`]).
#[derive(Debug, Clone)]
pub struct DepGraph {
    /// The graph.
    pub graph: DiGraph<usize, DepEdge>,
    /// Node of each access.
    pub node_of: HashMap<usize, NodeIndex>,
}

/// Builds the graph of every pair/depth that may depend.
pub fn build(a: &Analysis) -> DepGraph {
    let mut graph = DiGraph::new();
    let mut node_of = HashMap::new();
    for (pi, p) in a.pairs.iter().enumerate() {
        for (d, r) in p.depths.iter().enumerate() {
            if !r.may_depend() {
                continue;
            }
            let mut node = |i: usize| *node_of.entry(i).or_insert_with(|| graph.add_node(i));
            let (s, t) = (node(p.src), node(p.dst));
            let carrier = if d < p.common {
                a.accesses[p.src]
                    .model
                    .as_ref()
                    .ok()
                    .and_then(|m| m.loops.get(d).copied())
            } else {
                None
            };
            let (components, unknown) = match r {
                DepthResult::Dependent { components, .. } => (components.clone(), None),
                DepthResult::Unknown(w) => (vec![], Some(w.clone())),
                DepthResult::Independent => (vec![], None),
            };
            graph.add_edge(
                s,
                t,
                DepEdge {
                    pair: pi,
                    kind: p.kind,
                    depth: d + 1,
                    carrier,
                    components,
                    unknown,
                },
            );
        }
    }
    DepGraph { graph, node_of }
}

impl DepGraph {
    /// Strongly connected components (access indices), in petgraph's reverse topological order.
    pub fn sccs(&self) -> Vec<Vec<usize>> {
        tarjan_scc(&self.graph)
            .into_iter()
            .map(|c| {
                let mut v: Vec<usize> = c.iter().map(|&n| self.graph[n]).collect();
                v.sort_unstable();
                v
            })
            .collect()
    }
}

/// A parallelism verdict for one loop dimension.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Parallelism {
    /// No dependence is carried: the iterations may run in any order.
    Parallel,
    /// Only reductions are carried (they can be honoured by a parallel reduction).
    Reduction(Vec<String>),
    /// A dependence is carried: pair index and a witness. The dependence is proven, or (when
    /// the loop carries only such) one between may-accesses ([`crate::Access::may_under`]):
    /// exact for their over-approximated domains, it holds if the conditions do.
    Sequential {
        /// Index into [`Analysis::pairs`].
        pair: usize,
        /// Dependent iterations.
        witness: Box<Witness>,
    },
    /// Not decided (reason).
    Unknown(String),
}

/// Facts about one loop dimension.
#[derive(Debug, Clone)]
pub struct LoopFacts {
    /// The loop dimension.
    pub dim: LoopDim,
    /// Its depth (1-based) in the nest.
    pub depth: usize,
    /// Pairs (indices into [`Analysis::pairs`]) that carry a possible dependence at it.
    pub carried: Vec<usize>,
    /// The verdict.
    pub parallelism: Parallelism,
    /// For a linalg op's loop: its declared iterator type.
    pub declared: Option<IteratorKind>,
}

impl LoopFacts {
    /// For a linalg loop declared `parallel` that carries a dependence (a reduction or a
    /// proven one): the carried pair (index into [`Analysis::pairs`]) and a witness.
    pub fn declared_parallel_violation<'a>(&self, a: &'a Analysis) -> Option<(usize, &'a Witness)> {
        if self.declared != Some(IteratorKind::Parallel) {
            return None;
        }
        if !matches!(
            self.parallelism,
            Parallelism::Sequential { .. } | Parallelism::Reduction(_)
        ) {
            return None;
        }
        self.carried
            .iter()
            .find_map(|&pi| match a.pairs.get(pi)?.depths.get(self.depth - 1)? {
                DepthResult::Dependent { witness, .. } => Some((pi, witness)),
                _ => None,
            })
    }
}

/// The names of the loops around an access, outermost first ([`loop_name`]; none when the
/// access is not modelled).
pub fn access_loop_names(m: &Module, a: &crate::Access) -> Vec<String> {
    a.model
        .as_ref()
        .map(|md| md.loops.iter().map(|l| loop_name(m, l)).collect())
        .unwrap_or_default()
}

/// A loop's name for reports: its induction variable (`%i`), or `d<k>` for a linalg op's loop.
pub fn loop_name(m: &Module, l: &LoopDim) -> String {
    if l.linalg {
        format!("d{}", l.dim)
    } else {
        value_name(m, l.iv)
    }
}

const REDUCTION_OPS: &[&str] = &[
    "arith.addf",
    "arith.addi",
    "arith.mulf",
    "arith.muli",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.maxsi",
    "arith.minsi",
    "arith.maxui",
    "arith.minui",
    "arith.andi",
    "arith.ori",
    "arith.xori",
];

/// The reduction op combining `acc` into `v` (`v = op(acc, x)` or `op(x, acc)`), if any.
fn reduction_of(m: &Module, v: ValueId, acc: ValueId) -> Option<String> {
    let d = m.defining_op(v)?;
    let o = m.op(d);
    if REDUCTION_OPS.contains(&o.name.as_str())
        && o.operands.len() == 2
        && o.operands.contains(&acc)
    {
        Some(o.name.clone())
    } else {
        None
    }
}

/// The reductions of an `affine.for`'s `iter_args`; `Err` names one that is not a reduction.
fn iter_arg_reductions(m: &Module, op: OpId) -> Result<Vec<String>, String> {
    let o = m.op(op);
    if o.name != "affine.for" || o.results.is_empty() {
        return Ok(vec![]);
    }
    let body = o
        .regions
        .first()
        .and_then(|&r| m.region(r).blocks.first().copied());
    let Some(b) = body else {
        return Err("loop without body".into());
    };
    let blk = m.block(b);
    let Some(&term) = blk.ops.last() else {
        return Err("loop body without terminator".into());
    };
    let yields = &m.op(term).operands;
    let mut out = Vec::new();
    for (k, &acc) in blk.args.iter().skip(1).enumerate() {
        let y = yields.get(k).copied().ok_or("yield without value")?;
        match reduction_of(m, y, acc) {
            Some(r) => out.push(format!("iter_args #{k}: {r}")),
            None => {
                return Err(format!(
                    "iter_args #{k} carries a value that is not a reduction"
                ))
            }
        }
    }
    Ok(out)
}

/// Whether a carried pair is a read-modify-write of one cell invariant in the loop at `depth`:
/// a load and a store of the same cell (same model rows, no local variables, no use of the
/// loop's iv), the stored value being a reduction of the loaded one.
fn cell_reduction(
    m: &Module,
    accesses: &[Access],
    src: usize,
    dst: usize,
    depth: usize,
) -> Option<String> {
    let (a, b) = (&accesses[src], &accesses[dst]);
    let (ma, mb) = (a.model.as_ref().ok()?, b.model.as_ref().ok()?);
    if ma.cell != mb.cell || ma.loops != mb.loops {
        return None;
    }
    let n = ma.loops.len();
    let iv_col = depth - 1;
    for r in &ma.cell {
        if !r.get(iv_col)?.is_zero()
            || r[n + ma.nsyms..n + ma.nsyms + ma.nlocals]
                .iter()
                .any(|c| !c.is_zero())
        {
            return None;
        }
    }
    if a.operand.is_some() || b.operand.is_some() {
        return linalg_cell_reduction(m, accesses, src, dst);
    }
    let (load, store) = match (a.kind, b.kind) {
        (AccessKind::Read, AccessKind::Write) => (a, b),
        (AccessKind::Write, AccessKind::Read) => (b, a),
        (AccessKind::Write, AccessKind::Write) => {
            // Two instances of the store of a read-modify-write chain: its value must be a
            // reduction of a load of the same cell in the same block.
            if a.op != b.op || !matches!(a.op_name.as_str(), "affine.store" | "memref.store") {
                return None;
            }
            let stored = *m.op(a.op).operands.first()?;
            let d = m.defining_op(stored)?;
            return m.op(d).operands.iter().find_map(|&x| {
                let l = m.defining_op(x)?;
                let la = accesses.iter().find(|c| {
                    c.op == l && matches!(c.op_name.as_str(), "affine.load" | "memref.load")
                })?;
                let ml = la.model.as_ref().ok()?;
                (ml.cell == ma.cell
                    && ml.loops == ma.loops
                    && la.memref == a.memref
                    && m.op(l).parent == m.op(a.op).parent)
                    .then(|| reduction_of(m, stored, x))
                    .flatten()
                    .map(|r| format!("memref cell: {r}"))
            });
        }
        _ => return None,
    };
    if !matches!(load.op_name.as_str(), "affine.load" | "memref.load")
        || !matches!(store.op_name.as_str(), "affine.store" | "memref.store")
    {
        return None;
    }
    let loaded = *m.op(load.op).results.first()?;
    let stored = *m.op(store.op).operands.first()?;
    if m.op(load.op).parent != m.op(store.op).parent {
        return None;
    }
    reduction_of(m, stored, loaded).map(|r| format!("memref cell: {r}"))
}

/// [`cell_reduction`] for two accesses of one linalg op (same cell, invariant in the loop,
/// checked by the caller): the read of an operand and the write of an output whose yielded
/// value is a reduction of that operand's payload argument, or two instances of such a write
/// (as `cell_reduction` decides on the op's lowering).
fn linalg_cell_reduction(
    m: &Module,
    accesses: &[Access],
    src: usize,
    dst: usize,
) -> Option<String> {
    let (a, b) = (&accesses[src], &accesses[dst]);
    if a.op != b.op || a.memref != b.memref {
        return None;
    }
    let so = tessera_ir::linalg::structured(m, a.op).ok()?;
    let term = *m.block(so.payload).ops.last()?;
    let yielded = |out: &Access| -> Option<ValueId> {
        let j = out.operand?.checked_sub(so.ins.len())?;
        m.op(term).operands.get(j).copied()
    };
    let arg = |acc: &Access| -> Option<ValueId> { *so.payload_args.get(acc.operand?)? };
    let (read, write) = match (a.kind, b.kind) {
        (AccessKind::Read, AccessKind::Write) => (a, b),
        (AccessKind::Write, AccessKind::Read) => (b, a),
        (AccessKind::Write, AccessKind::Write) => {
            if src != dst {
                return None;
            }
            let stored = yielded(a)?;
            let d = m.defining_op(stored)?;
            let cell = &a.model.as_ref().ok()?.cell;
            return m.op(d).operands.iter().find_map(|&x| {
                let k = so.payload_args.iter().position(|p| *p == Some(x))?;
                let r = accesses
                    .iter()
                    .find(|c| c.op == a.op && c.operand == Some(k) && c.kind == AccessKind::Read)?;
                let mr = r.model.as_ref().ok()?;
                (&mr.cell == cell && r.memref == a.memref)
                    .then(|| reduction_of(m, stored, x))
                    .flatten()
                    .map(|r| format!("memref cell: {r}"))
            });
        }
        _ => return None,
    };
    let stored = yielded(write)?;
    reduction_of(m, stored, arg(read)?).map(|r| format!("memref cell: {r}"))
}

/// Per loop dimension facts for every loop enclosing a modelled access.
pub fn loop_facts(m: &Module, a: &Analysis) -> Vec<LoopFacts> {
    let mut loops: Vec<(LoopDim, usize)> = Vec::new();
    for acc in a.accesses.iter() {
        if let Ok(md) = &acc.model {
            for (k, l) in md.loops.iter().enumerate() {
                if !loops.iter().any(|(x, _)| x == l) {
                    loops.push((*l, k + 1));
                }
            }
        }
    }
    let inside = |l: &LoopDim, i: usize| {
        let op = a.accesses[i].op;
        if l.linalg {
            l.op == op
        } else {
            m.is_ancestor(l.op, op) && l.op != op
        }
    };
    loops
        .into_iter()
        .map(|(dim, depth)| {
            let mut carried = Vec::new();
            let mut reductions: Vec<String> = Vec::new();
            let mut sequential = None;
            // Whether `sequential` names a dependence between may-accesses (one between
            // must-accesses, when there is one, is preferred as the witness).
            let mut sequential_may = false;
            let mut unknown: Option<String> = None;
            match iter_arg_reductions(m, dim.op) {
                Ok(r) => reductions.extend(r),
                Err(e) => unknown = Some(e),
            }
            for (pi, p) in a.pairs.iter().enumerate() {
                if !inside(&dim, p.src) || !inside(&dim, p.dst) {
                    continue;
                }
                let r = if p.common >= depth {
                    p.depths.get(depth - 1)
                } else {
                    // Not modelled as sharing this loop: the first answer is the only one.
                    p.depths
                        .first()
                        .filter(|r| matches!(r, DepthResult::Unknown(_)))
                };
                let Some(r) = r else { continue };
                if !r.may_depend() {
                    continue;
                }
                carried.push(pi);
                match r {
                    DepthResult::Dependent { witness, .. } => {
                        if p.kind == DepKind::Rar {
                            continue;
                        }
                        match cell_reduction(m, &a.accesses, p.src, p.dst, depth) {
                            Some(r) => {
                                if !reductions.contains(&r) {
                                    reductions.push(r);
                                }
                            }
                            None => {
                                let may = a.accesses[p.src].is_may() || a.accesses[p.dst].is_may();
                                if sequential.is_none() || (sequential_may && !may) {
                                    sequential = Some(Parallelism::Sequential {
                                        pair: pi,
                                        witness: Box::new(witness.clone()),
                                    });
                                    sequential_may = may;
                                }
                            }
                        }
                    }
                    DepthResult::Unknown(w) => {
                        if unknown.is_none() {
                            unknown = Some(w.clone());
                        }
                    }
                    DepthResult::Independent => {}
                }
            }
            let parallelism = if let Some(s) = sequential {
                s
            } else if let Some(u) = unknown {
                Parallelism::Unknown(u)
            } else if !reductions.is_empty() {
                Parallelism::Reduction(reductions)
            } else {
                Parallelism::Parallel
            };
            let declared = if dim.linalg {
                tessera_ir::linalg::structured(m, dim.op)
                    .ok()
                    .and_then(|so| so.iterators.get(dim.dim).copied())
            } else {
                None
            };
            LoopFacts {
                dim,
                depth,
                carried,
                parallelism,
                declared,
            }
        })
        .collect()
}

/// The SSA name hint of a value, for reports (`%i`), or a placeholder.
pub fn value_name(m: &Module, v: ValueId) -> String {
    match (&m.value(v).name_hint, m.value(v).def) {
        (Some(n), _) => format!("%{n}"),
        (None, ValueDef::BlockArg { index, .. }) => format!("%arg{index}"),
        (None, _) => "%?".to_string(),
    }
}
