//! Exact value-based dataflow (last-writer) analysis: for every read instance, the write
//! instance whose value it reads (Feautrier's array dataflow analysis; isl's
//! `isl_union_access_info_compute_flow`).
//!
//! For a read `r` and each write `w` of the same memref in its affine scope:
//! 1. the memory-based relation `D_w = { r -> w : same cell, w executes before r }` (the pair
//!    polyhedra of [`PairSystem`] at every depth, the loop-independent one when `w` precedes
//!    `r` in the text), with the loops around a local allocation shared (a `memref.alloca`
//!    inside a loop is a new buffer each iteration);
//! 2. its last instance per read instance, `M_w = lexmax(D_w)`
//!    ([`PresburgerSet::lexopt_relation`]);
//! 3. the must-writes killed by each other: an instance of `M_w(r)` is the last writer unless
//!    some other must-write `w2` has `M_w2(r)` after it in program order (common loops
//!    compared lexicographically, then the text);
//! 4. may-writes (under `scf.if` conditions that are not modelled) are sources wherever they
//!    follow the last must-write — every such instance, not only the last — and make the
//!    must-source of the same read instances a may-source too; writes by ops the analysis does
//!    not model make every source of the read a may-source (relation unknown).
//!
//! `initial` is the set of read instances without a must-source: they read a value from
//! before the function (or from a may-write). Relations are over the loop induction variable
//! values (not trip counters), read loops first, with the scope's symbols as parameters; all
//! exact and quasi-affine (floor divisions for steps and `mod`/`floordiv` subscripts).
//! Everything runs under a work budget per read; a read whose budget runs out is reported with
//! a reason and its memory-based relations as may-sources (an over-approximation).

use tessera_ir::{Module, OpId, Registry, ValueId};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::error::PResult;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::System;
use tessera_polyhedral::set::{Piece, PresburgerSet, Space, Tuple};

use crate::access::{collect_with_symbols, Access, CollectOptions, Model};
use crate::analysis::precedes;
use crate::graph;
use crate::solve::PairSystem;
use crate::DepResult;

mod names;
pub mod report;

pub use names::isl_names;

/// Work units granted to the computation of one read's sources.
pub const READ_BUDGET: u64 = 4_000_000;

/// What to analyse.
#[derive(Debug, Clone)]
pub struct DataflowOptions {
    /// Only this function (all when `None`).
    pub function: Option<String>,
    /// Work units per read ([`READ_BUDGET`] by default).
    pub budget: u64,
}

impl Default for DataflowOptions {
    fn default() -> Self {
        DataflowOptions {
            function: None,
            budget: READ_BUDGET,
        }
    }
}

/// The dataflow of a module.
#[derive(Debug, Clone)]
pub struct Dataflow {
    /// Every access of the module (numbered as `tessera deps` numbers them).
    pub accesses: Vec<Access>,
    /// Per function, in module order.
    pub functions: Vec<FunctionFlow>,
}

/// The dataflow of one function.
#[derive(Debug, Clone)]
pub struct FunctionFlow {
    /// The function's name.
    pub name: String,
    /// Its reads, in access order.
    pub reads: Vec<ReadFlow>,
}

/// The sources of one read access.
#[derive(Debug, Clone)]
pub struct ReadFlow {
    /// The read (index into [`Dataflow::accesses`]).
    pub access: usize,
    /// Its instances, over its loops (`None` when it is not modelled).
    pub domain: Option<PresburgerSet>,
    /// The writes it may read from.
    pub sources: Vec<Source>,
    /// The instances with no must-source (they read a value from before the function, or
    /// from a may-source); `None` when it is not modelled.
    pub initial: Option<PresburgerSet>,
    /// Why the answer is not exact (`None`: exact).
    pub reason: Option<String>,
    /// The instances that read a local allocation's cell no write may have written before
    /// (`memref.alloc`/`alloca` of this function): a read of uninitialised memory. Empty
    /// unless proven.
    pub uninitialised: Option<PresburgerSet>,
}

/// One write a read takes values from.
#[derive(Debug, Clone)]
pub struct Source {
    /// The write (index into [`Dataflow::accesses`]).
    pub write: usize,
    /// `{ read instance -> write instance }`, single-valued for a must-source; `None` when the
    /// write is not modelled.
    pub relation: Option<PresburgerSet>,
    /// The value may come from elsewhere (a may-write, an unmodelled write) for these pairs.
    pub may: bool,
}

/// Computes the dataflow of every read of the module (or of one function: an error if the
/// module has none of that name).
pub fn dataflow(m: &Module, reg: &Registry, opts: &DataflowOptions) -> DepResult<Dataflow> {
    crate::analysis::check_function(m, opts.function.as_deref())?;
    let solver = FlowSolver::new(m, reg);
    let todo: Vec<usize> = solver
        .accesses
        .iter()
        .enumerate()
        .filter(|(_, a)| {
            reads(a)
                && a.function
                    .as_ref()
                    .is_some_and(|f| opts.function.as_ref().is_none_or(|o| o == f))
        })
        .map(|(i, _)| i)
        .collect();
    // Reads are independent: answered on the available cores, reported in access order.
    let flows = crate::parallel::par_map(&todo, |&i| solver.read(i, opts.budget));
    let mut functions: Vec<FunctionFlow> = Vec::new();
    for flow in flows {
        let fname = solver.accesses[flow.access]
            .function
            .clone()
            .unwrap_or_default();
        match functions.last_mut() {
            Some(f) if f.name == fname => f.reads.push(flow),
            _ => functions.push(FunctionFlow {
                name: fname,
                reads: vec![flow],
            }),
        }
    }
    Ok(Dataflow {
        accesses: solver.accesses,
        functions,
    })
}

/// The sources of chosen reads, on demand: the module's accesses collected once, each read's
/// sources computed when asked (as [`dataflow`] computes them for every read).
pub struct FlowSolver<'a> {
    m: &'a Module,
    reg: &'a Registry,
    accesses: Vec<Access>,
    symbols: crate::access::ScopeSymbols,
}

impl<'a> FlowSolver<'a> {
    /// Collects the accesses of the module.
    pub fn new(m: &'a Module, reg: &'a Registry) -> FlowSolver<'a> {
        let (accesses, symbols) = collect_with_symbols(m, reg, CollectOptions::default());
        FlowSolver {
            m,
            reg,
            accesses,
            symbols,
        }
    }

    /// Every access of the module (numbered as `tessera deps` numbers them).
    pub fn accesses(&self) -> &[Access] {
        &self.accesses
    }

    /// The sources of read access `r` (an index into [`FlowSolver::accesses`]), within
    /// `budget` work units.
    pub fn read(&self, r: usize, budget: u64) -> ReadFlow {
        let a = &self.accesses[r];
        let syms = self
            .symbols
            .iter()
            .find(|(s, _)| *s == a.scope)
            .map_or(&[][..], |(_, v)| v.as_slice());
        let ctx = Ctx {
            m: self.m,
            reg: self.reg,
            accesses: &self.accesses,
            syms,
        };
        ctx.read_flow(r, budget)
    }
}

/// Whether every pair of `relation` (`{ read -> write }`, read dims first) has equal values
/// of the first `n` dimensions on both sides (the loops the two share, outermost first): the
/// write instance runs in the same iteration of those loops as the read instance.
pub fn within_iterations(relation: &PresburgerSet, n: usize, budget: &mut Budget) -> PResult<bool> {
    let nin = relation.space.domain.as_ref().map_or(0, Tuple::len);
    let nw = relation.space.range.len();
    if n > nin || n > nw {
        return Ok(false);
    }
    for piece in &relation.pieces {
        let cols = piece.sys.nvars();
        for t in 0..n {
            for sign in [1i64, -1] {
                // sign * (w_t - r_t) - 1 >= 0: the two differ at loop t.
                let mut sys = piece.sys.clone();
                let mut row = vec![Int::zero(); cols + 1];
                row[nin + t] = Int::from(sign);
                row[t] = Int::from(-sign);
                row[cols] = Int::from(-1);
                sys.add_ineq(row);
                let probe = PresburgerSet {
                    space: relation.space.clone(),
                    pieces: vec![Piece {
                        nlocals: piece.nlocals,
                        sys,
                    }],
                };
                if !probe.is_empty(budget)? {
                    return Ok(false);
                }
            }
        }
    }
    Ok(true)
}

/// Whether the access reads memory.
fn reads(a: &Access) -> bool {
    !matches!(a.kind, crate::AccessKind::Write)
}

/// A read whose instances touch several cells (a vector or a DMA transfer).
fn multi_cell(a: &Access) -> bool {
    matches!(
        a.op_name.as_str(),
        "affine.vector_load" | "affine.dma_start" | "vector.load" | "vector.transfer_read"
    )
}

struct Ctx<'a> {
    m: &'a Module,
    reg: &'a Registry,
    accesses: &'a [Access],
    syms: &'a [ValueId],
}

/// Candidate writes of a read, by how they are modelled.
struct Writes {
    must: Vec<usize>,
    may: Vec<usize>,
    opaque: Vec<usize>,
}

impl Ctx<'_> {
    fn read_flow(&self, r: usize, units: u64) -> ReadFlow {
        let a = &self.accesses[r];
        let writes = self.writes_of(r);
        let mut flow = ReadFlow {
            access: r,
            domain: None,
            sources: vec![],
            initial: None,
            reason: None,
            uninitialised: None,
        };
        let Ok(rm) = &a.model else {
            flow.reason = Some(a.model.clone().err().unwrap_or_default());
            // Any instance of any write may be the source.
            let all = [&writes.must[..], &writes.may, &writes.opaque].concat();
            flow.sources = unknown_sources(&all);
            return flow;
        };
        let domain = self.domain(r, rm);
        flow.domain = Some(domain.clone());
        let answer = if multi_cell(a) {
            Err("reads several cells per instance: the sources are the memory-based ones".into())
        } else {
            self.exact(r, rm, domain, &writes, &mut Budget::new(units))
                .map_err(|e| format!("not computed exactly: {e}"))
        };
        match answer {
            Ok(mut f) => {
                f.domain = flow.domain;
                if !writes.opaque.is_empty() {
                    let names: Vec<String> = writes.opaque.iter().map(|&w| self.at(w)).collect();
                    f.reason = Some(format!(
                        "the memref is also written by ops the analysis does not model ({})",
                        names.join(", ")
                    ));
                    for s in &mut f.sources {
                        s.may = true;
                    }
                    f.sources.extend(unknown_sources(&writes.opaque));
                    f.uninitialised = None;
                }
                f
            }
            Err(reason) => {
                flow.reason = Some(reason);
                // The memory-based relations: every write instance before the read.
                let mut b = Budget::new(units);
                for &w in writes.must.iter().chain(&writes.may) {
                    let rel = self.memory_relation(r, rm, w, &mut b).ok();
                    flow.sources.push(Source {
                        write: w,
                        relation: rel,
                        may: true,
                    });
                }
                flow.sources.extend(unknown_sources(&writes.opaque));
                flow
            }
        }
    }

    /// `write @ line:col` for messages.
    fn at(&self, w: usize) -> String {
        let a = &self.accesses[w];
        match a.pos {
            Some(p) => format!("#{w} {} at {}:{}", a.op_name, p.line, p.col),
            None => format!("#{w} {}", a.op_name),
        }
    }

    /// The writes that may store into the cells `r` reads, in access order.
    fn writes_of(&self, r: usize) -> Writes {
        let a = &self.accesses[r];
        let mut out = Writes {
            must: vec![],
            may: vec![],
            opaque: vec![],
        };
        for (w, b) in self.accesses.iter().enumerate() {
            if !b.kind.writes() || b.base != a.base || b.function != a.function {
                continue;
            }
            if b.memref != a.memref || b.scope != a.scope || b.model.is_err() {
                out.opaque.push(w);
            } else if b.is_may() {
                out.may.push(w);
            } else {
                out.must.push(w);
            }
        }
        out
    }

    fn exact(
        &self,
        r: usize,
        rm: &Model,
        domain: PresburgerSet,
        writes: &Writes,
        budget: &mut Budget,
    ) -> PResult<ReadFlow> {
        // Must-writes grouped by the top-level op of the scope holding them, latest first:
        // every instance of a write in a later top-level op runs after every instance of one
        // in an earlier op, so a group only answers the read instances the later groups left
        // (`uncovered`), and the search stops once none is left.
        let rtop = self.top_level(r);
        let mut groups: Vec<((usize, usize), Vec<usize>)> = Vec::new();
        for &w in &writes.must {
            let t = self.top_level(w);
            if t.is_some_and(|t| rtop.is_some_and(|rt| t.1 > rt.1)) {
                continue; // after the read's op: never before it
            }
            let key = t.map_or((0, usize::MAX), |(_, pos)| (1, pos));
            match groups.iter_mut().find(|(k, _)| *k == key) {
                Some((_, g)) => g.push(w),
                None => groups.push((key, vec![w])),
            }
        }
        groups.sort_by_key(|g| std::cmp::Reverse(g.0));
        let mut uncovered = domain.clone();
        let mut must: Vec<(usize, PresburgerSet)> = Vec::new();
        for (_, group) in &groups {
            if uncovered.is_empty(budget)? {
                break;
            }
            // Last instance of each write of the group before each uncovered read instance.
            let mut last: Vec<(usize, PresburgerSet)> = Vec::new();
            for &w in group {
                let depths = self
                    .memory_depths(r, rm, w, budget)?
                    .into_iter()
                    .map(|d| {
                        uncovered
                            .lift_to_domain(&d.space)
                            .intersect(&d)?
                            .remove_empty(budget)
                    })
                    .collect::<PResult<Vec<_>>>()?;
                let m = last_instances(depths, budget)?;
                if !m.pieces.is_empty() {
                    last.push((w, m));
                }
            }
            // Kill: a write instance is not the last if another must-write's last instance
            // follows it.
            let mut covered = PresburgerSet::empty(domain.space.clone());
            for (j, (wj, mj)) in last.iter().enumerate() {
                let mut cur = mj.clone();
                for (l, (wl, ml)) in last.iter().enumerate() {
                    if j == l || cur.pieces.is_empty() {
                        continue;
                    }
                    // cur − later = cur − (later ∩ cur): the pieces of `later` that meet
                    // `cur` only (an emptiness test each), before the subtraction eliminates
                    // their existential variables (measured: half the reads that ran out of
                    // budget on random programs with affine.if are then exact, in less time).
                    let later = self.followed_by(*wj, *wl, ml, &cur.space)?;
                    let later = later.intersect(&cur)?.remove_empty(budget)?;
                    if !later.pieces.is_empty() {
                        cur = cur.subtract(&later, budget)?;
                    }
                }
                let cur = cur.remove_empty(budget)?;
                if !cur.pieces.is_empty() {
                    covered = covered.union(&mj.domain(budget)?)?;
                    must.push((*wj, cur));
                }
            }
            if !covered.pieces.is_empty() {
                // Fewer pieces to subtract (coalescing keeps the set; measured on random
                // programs with steps and max/min bounds: 15 -> 12 reads out of budget).
                let covered = covered.coalesce(budget)?;
                uncovered = uncovered.subtract(&covered, budget)?.remove_empty(budget)?;
            }
        }
        // May-writes: every instance after the last must-write.
        let mut may: Vec<(usize, PresburgerSet)> = Vec::new();
        for &w in &writes.may {
            let mut d = self.memory_relation(r, rm, w, budget)?;
            for (wl, ml) in &must {
                if d.pieces.is_empty() {
                    break;
                }
                let later = self.followed_by(w, *wl, ml, &d.space)?;
                let later = later.intersect(&d)?.remove_empty(budget)?;
                if !later.pieces.is_empty() {
                    d = d.subtract(&later, budget)?;
                }
            }
            let d = d.remove_empty(budget)?;
            if !d.pieces.is_empty() {
                may.push((w, d));
            }
        }
        let initial = uncovered;
        let mut may_reads = PresburgerSet::empty(domain.space.clone());
        for (_, s) in &may {
            may_reads = may_reads.union(&s.domain(budget)?)?;
        }
        let mut sources = Vec::new();
        for (w, s) in must {
            let under_may = may_reads.lift_to_domain(&s.space).intersect(&s)?;
            let under_may = under_may.remove_empty(budget)?;
            let sure = s.subtract(&under_may, budget)?.remove_empty(budget)?;
            if !sure.pieces.is_empty() {
                sources.push(Source {
                    write: w,
                    relation: Some(sure.coalesce(budget)?),
                    may: false,
                });
            }
            if !under_may.pieces.is_empty() {
                sources.push(Source {
                    write: w,
                    relation: Some(under_may.coalesce(budget)?),
                    may: true,
                });
            }
        }
        for (w, s) in may {
            sources.push(Source {
                write: w,
                relation: Some(s.coalesce(budget)?),
                may: true,
            });
        }
        sources.sort_by_key(|s| (s.write, s.may));
        let uninitialised = if crate::access::allocation(self.m, self.accesses[r].base).is_some() {
            let u = initial.subtract(&may_reads, budget)?.remove_empty(budget)?;
            Some(u.coalesce(budget)?)
        } else {
            None
        };
        Ok(ReadFlow {
            access: r,
            domain: None,
            sources,
            initial: Some(initial.remove_empty(budget)?.coalesce(budget)?),
            reason: None,
            uninitialised: uninitialised.filter(|u| !u.pieces.is_empty()),
        })
    }

    /// The top-level op of the access's scope holding it (a child of the scope's body), with
    /// its position there.
    fn top_level(&self, i: usize) -> Option<(OpId, usize)> {
        let a = &self.accesses[i];
        let scope = a.scope?;
        let mut cur = a.op;
        loop {
            let b = self.m.op(cur).parent?;
            if self.m.block(b).parent == Some(scope) {
                let pos = self.m.block(b).ops.iter().position(|&o| o == cur)?;
                return Some((cur, pos));
            }
            cur = self.m.parent_op(cur)?;
        }
    }

    /// The read's loops and the space of its relations to write `w`.
    fn space(&self, r: usize, w: Option<usize>) -> Space {
        let (params, dims) = isl_names(self.m, self.syms, &self.loop_names(r));
        Space {
            params,
            domain: w.map(|_| Tuple {
                name: None,
                dims: dims.iter().cloned().map(Some).collect(),
            }),
            range: match w {
                None => Tuple {
                    name: None,
                    dims: dims.into_iter().map(Some).collect(),
                },
                Some(w) => {
                    let (_, wd) = isl_names(self.m, self.syms, &self.loop_names(w));
                    Tuple {
                        name: None,
                        dims: wd.into_iter().map(|n| Some(format!("{n}'"))).collect(),
                    }
                }
            },
        }
    }

    /// The loop names of an access (`%i`, `d0` for a linalg loop).
    fn loop_names(&self, i: usize) -> Vec<String> {
        graph::access_loop_names(self.m, &self.accesses[i])
    }

    /// The read's instances.
    fn domain(&self, r: usize, rm: &Model) -> PresburgerSet {
        PresburgerSet {
            space: self.space(r, None),
            pieces: rm
                .pieces
                .iter()
                .map(|sys| Piece {
                    nlocals: rm.nlocals,
                    sys: sys.clone(),
                })
                .collect(),
        }
    }

    /// Whether an instance of `a` runs before an instance of `b` at equal common loops:
    /// their order in the text (accesses of one linalg op or DMA: in access order).
    fn text_before(&self, a: usize, b: usize) -> Option<bool> {
        let (x, y) = (&self.accesses[a], &self.accesses[b]);
        if x.op == y.op {
            return Some(a < b && (x.operand.is_some() || x.op_name == "affine.dma_start"));
        }
        precedes(self.m, self.reg, x.op, y.op)
    }

    /// Number of loops two accesses share.
    fn common(&self, a: usize, b: usize) -> usize {
        match (&self.accesses[a].model, &self.accesses[b].model) {
            (Ok(x), Ok(y)) => x
                .loops
                .iter()
                .zip(&y.loops)
                .take_while(|(p, q)| p.op == q.op && p.dim == q.dim)
                .count(),
            _ => 0,
        }
    }

    /// `D_w = { r -> w : same cell, w before r }`, simplified, empty pieces dropped.
    fn memory_relation(
        &self,
        r: usize,
        rm: &Model,
        w: usize,
        budget: &mut Budget,
    ) -> PResult<PresburgerSet> {
        let mut out = PresburgerSet::empty(self.space(r, Some(w)));
        for d in self.memory_depths(r, rm, w, budget)? {
            out.pieces.extend(d.pieces);
        }
        Ok(out)
    }

    /// `D_w` by depth, outermost first: the pairs whose instances share the iterations of
    /// the first `d - 1` common loops and differ at loop `d` (the last entry: all common loops
    /// equal, when `w` precedes `r` in the text). An instance of a deeper entry always runs
    /// after one of a shallower entry (it shares more of `r`'s iterations).
    fn memory_depths(
        &self,
        r: usize,
        rm: &Model,
        w: usize,
        budget: &mut Budget,
    ) -> PResult<Vec<PresburgerSet>> {
        let space = self.space(r, Some(w));
        let Ok(wm) = &self.accesses[w].model else {
            return Ok(vec![]);
        };
        let Ok(ps) = PairSystem::new(wm, rm) else {
            return Ok(vec![]);
        };
        let c = ps.common;
        let before = self.text_before(w, r).ok_or_else(|| {
            tessera_polyhedral::error::PresburgerError::Unsupported(
                "the write and the read have no common block (unstructured control flow)".into(),
            )
        })?;
        // Loops around a local allocation: a new buffer each iteration, so the write and the
        // read share those iterations.
        let fresh = crate::analysis::fresh_loops(self.m, rm, self.accesses[r].base).min(c);
        let (n1, n2) = (ps.n1, ps.n2);
        let nf = n1 + n2 + ps.nsyms;
        let perm: Vec<usize> = (n1..n1 + n2)
            .chain(0..n1)
            .chain(n1 + n2..ps.ncols())
            .collect();
        let mut out = Vec::new();
        let last = if before { c + 1 } else { c };
        for d in (fresh + 1).max(1)..=last {
            let pieces = ps
                .at_depth(d)
                .into_iter()
                .map(|mut sys| {
                    sys.permute(&perm);
                    Piece {
                        nlocals: ps.ncols() - nf,
                        sys,
                    }
                })
                .collect();
            let set = PresburgerSet {
                space: space.clone(),
                pieces,
            }
            .simplify(budget)?
            .remove_empty(budget)?;
            out.push(set);
        }
        Ok(out)
    }

    /// The pairs `r -> w` (space `space`, `w` an instance of write `wj`) such that the
    /// instance `ml(r)` of write `wl` runs after `w`.
    fn followed_by(
        &self,
        wj: usize,
        wl: usize,
        ml: &PresburgerSet,
        space: &Space,
    ) -> PResult<PresburgerSet> {
        let nin = space.domain.as_ref().map_or(0, Tuple::len);
        let nw = space.range.len();
        let nl_out = ml.space.range.len();
        let np = space.nparams();
        let c = self.common(wj, wl);
        let text = self.text_before(wj, wl).ok_or_else(|| {
            tessera_polyhedral::error::PresburgerError::Unsupported(
                "two writes have no common block (unstructured control flow)".into(),
            )
        })?;
        let nf = nin + nw + np;
        let mut pieces = Vec::new();
        for q in &ml.pieces {
            let lq = q.nlocals;
            let n = nf + nl_out + lq;
            // q's columns [r | w2 | params | locals] -> [r | w | params | w2 | locals].
            let cols: Vec<usize> = (0..nin)
                .chain(nf..nf + nl_out)
                .chain(nin + nw..nf)
                .chain(nf + nl_out..n)
                .collect();
            let mut base = System::new(n);
            base.add_placed(&q.sys, &cols);
            let levels = if text { c + 1 } else { c };
            for d in 0..levels {
                let mut sys = base.clone();
                for t in 0..d.min(c) {
                    let mut row = vec![Int::zero(); n + 1];
                    row[nin + t] = Int::one();
                    row[nf + t] = Int::from(-1);
                    sys.add_eq(row);
                }
                if d < c {
                    // w2_d - w_d - 1 >= 0.
                    let mut row = vec![Int::zero(); n + 1];
                    row[nin + d] = Int::from(-1);
                    row[nf + d] = Int::one();
                    row[n] = Int::from(-1);
                    sys.add_ineq(row);
                }
                pieces.push(Piece {
                    nlocals: nl_out + lq,
                    sys,
                });
            }
        }
        Ok(PresburgerSet {
            space: space.clone(),
            pieces,
        })
    }
}

/// May-sources of unknown relation: any instance of these writes.
fn unknown_sources(writes: &[usize]) -> Vec<Source> {
    writes
        .iter()
        .map(|&w| Source {
            write: w,
            relation: None,
            may: true,
        })
        .collect()
}

/// The last write instance before each read instance, from the memory-based pairs by depth
/// (outermost first): the deepest non-empty depth holds the last instance (its lexicographic
/// maximum), shallower depths only count for read instances without a deeper one.
fn last_instances(depths: Vec<PresburgerSet>, budget: &mut Budget) -> PResult<PresburgerSet> {
    let mut out: Option<PresburgerSet> = None;
    let mut covered: Option<PresburgerSet> = None;
    for d in depths.into_iter().rev() {
        if d.pieces.is_empty() {
            continue;
        }
        let mut last = if d.is_single_valued(budget)? {
            d
        } else {
            d.lexopt_relation(true, budget)?
        };
        if let Some(c) = &covered {
            last = last
                .subtract(&c.lift_to_domain(&last.space), budget)?
                .remove_empty(budget)?;
        }
        if last.pieces.is_empty() {
            continue;
        }
        let dom = last.domain(budget)?;
        covered = Some(match covered {
            None => dom,
            Some(c) => c.union(&dom)?,
        });
        out = Some(match out {
            None => last,
            Some(o) => o.union(&last)?,
        });
    }
    Ok(out.unwrap_or_else(|| PresburgerSet::empty(Space::default())))
}
