//! The polyhedral model of an affine region ("SCoP") of a function.
//!
//! Region: a maximal run of consecutive top-level operations of a function body made of
//! `affine.for` / `affine.parallel` nests whose bodies hold only `affine.for`,
//! `affine.parallel` (no reductions), `affine.if`, `scf.if` (with loads, stores, pure
//! operations and `scf.if`s inside), `affine.load`/`store`, `memref.load`/`store`,
//! `memref.alloca` of static shape, calls of functions the module defines (inlined), pure
//! operations and `affine.yield`, with pure operations
//! between the nests (they are hoisted above the generated code); a top-level loop with
//! `iter_args` is a region of its own. Anything else ends a region and is left untouched, with
//! the reason. The region is rewritten for the model first (`schedule::prepare`: parallel loops
//! serialised, calls inlined, allocas hoisted, steps normalised, loop-carried values and values crossing loop
//! bodies through memory).
//!
//! Statements: each store with the backward slice of operations feeding it (loads and pure
//! operations; for `memref.store`/`memref.load` the indices must be affine integer arithmetic of
//! ivs and symbols). Pure operations are duplicated into every statement that uses them; a load
//! (or a loading `scf.if`) feeding two stores, or a statement whose memory operations
//! interleave with another statement's store in the same loop body, merges them into one
//! statement (so a statement's reads always happen where the original program did them
//! relative to every other write); a statement whose memory operations lie on both sides of a
//! nested loop is refused. `affine.if` conditions become constraints of the statement's domain
//! (the pieces of an else branch made disjoint, one statement per piece). An `scf.if` that
//! writes memory is one opaque statement: its accesses are may-accesses over its affine
//! context (may-writes treated as writes), and the whole `scf.if` is replayed per instance. A
//! value loaded in an outer loop and used in an inner one is refused (reg2mem removes them).
//!
//! Dependences: exact memory-based RAW, WAR and WAW polyhedra between statement instances
//! (`dependence::solve::PairSystem` per pair of accesses to the same memref, one polyhedron per
//! depth as MLIR defines them), over `[source ivs | target ivs | params | locals]`, with empty
//! ones removed by the exact integer emptiness test.

use std::collections::{BTreeSet, HashMap, HashSet};

use tessera_dependence::access::{materialize, Model};
use tessera_dependence::model::{
    add_cell, add_cell_indices, build_domain, build_domain_may, SymbolTable,
};
use tessera_dependence::solve::PairSystem;
use tessera_dependence::DepKind;
use tessera_ir::error::Pos;
use tessera_ir::views::{AffineForOp, AffineLoadOp, AffineStoreOp};
use tessera_ir::{Module, OpId, Registry, ValueDef, ValueId};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::integer::{emptiness, Emptiness};
use tessera_polyhedral::linear::System;

use crate::affine_util::is_pure;

pub use super::regions::find_regions;

/// One statement: a store with the operations feeding it, executed atomically per instance.
#[derive(Debug, Clone)]
pub struct Stmt {
    /// Number in textual order (also the tie-break of equal schedule times).
    pub id: usize,
    /// Operations to replay per instance, in original order (pure ops of outer blocks first).
    pub ops: Vec<OpId>,
    /// Enclosing loops, outermost first.
    pub loops: Vec<OpId>,
    /// Their induction variables.
    pub ivs: Vec<ValueId>,
    /// Iteration domain over `[ivs | params | 1]`.
    pub domain: System,
    /// Original schedule `(β0, i0, β1, i1, ..., βn)`: textual positions interleaved with ivs.
    pub beta: Vec<usize>,
    /// The accesses (loads and stores) of the statement.
    pub accesses: Vec<StmtAccess>,
    /// Position of the statement's (first) store.
    pub pos: Option<Pos>,
}

impl Stmt {
    /// Number of enclosing loops.
    pub fn depth(&self) -> usize {
        self.loops.len()
    }
}

/// An access of a statement.
#[derive(Debug, Clone)]
pub struct StmtAccess {
    /// The load or store.
    pub op: OpId,
    /// The memref accessed.
    pub memref: ValueId,
    /// True for a store.
    pub write: bool,
    /// Exact model (domain and cell) over `[ivs | params | locals | 1]`.
    pub model: Model,
}

/// A dependence polyhedron between instances of two statements.
#[derive(Debug, Clone)]
pub struct Dep {
    /// Source statement.
    pub src: usize,
    /// Target statement.
    pub dst: usize,
    /// RAW, WAR or WAW.
    pub kind: DepKind,
    /// Source and target access ops.
    pub src_op: OpId,
    /// Target access op.
    pub dst_op: OpId,
    /// Depth as MLIR numbers it (1-based; `common + 1` for a loop-independent dependence).
    pub depth: usize,
    /// The polyhedron over `[src ivs | dst ivs | params | locals | 1]`.
    pub poly: System,
    /// Number of source ivs.
    pub n_src: usize,
    /// Number of target ivs.
    pub n_dst: usize,
}

impl Dep {
    /// Number of local (existential) columns.
    pub fn nlocals(&self, nparams: usize) -> usize {
        self.poly.nvars() - self.n_src - self.n_dst - nparams
    }
}

/// A modelled region of a function.
#[derive(Debug, Clone)]
pub struct Scop {
    /// The region's top-level operations in order (loop nests and pure ops).
    pub ops: Vec<OpId>,
    /// Pure top-level operations of the region (hoisted above the generated code).
    pub hoisted: Vec<OpId>,
    /// Parameter values (affine symbols of the region), in column order.
    pub params: Vec<ValueId>,
    /// Statements in textual order.
    pub stmts: Vec<Stmt>,
    /// Dependences.
    pub deps: Vec<Dep>,
    /// Verification verdicts already decided for this region's dependences.
    pub memo: super::verify::Memo,
}

/// A region that could not be modelled.
#[derive(Debug, Clone)]
pub struct Unmodelled {
    /// The first operation of the offending nest.
    pub op: OpId,
    /// Why.
    pub reason: String,
}

/// Whether `op`'s regions store to memory.
pub(super) fn writes_inside(m: &Module, op: OpId) -> bool {
    m.walk(op).into_iter().skip(1).any(|o| is_store(m, o))
}

/// `affine.store` or `memref.store`.
fn is_store(m: &Module, op: OpId) -> bool {
    matches!(m.op(op).name.as_str(), "affine.store" | "memref.store")
}

/// `affine.load` or `memref.load`.
fn is_load(m: &Module, op: OpId) -> bool {
    matches!(m.op(op).name.as_str(), "affine.load" | "memref.load")
}

/// Whether `op` is nested in an `scf.if`.
fn under_scf_if(m: &Module, op: OpId) -> bool {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        match m.op(p).name.as_str() {
            "scf.if" => return true,
            "func.func" | "builtin.module" => return false,
            _ => cur = m.parent_op(p),
        }
    }
    false
}

/// The values `op` reads: its operands and the values its nested ops take from outside it.
fn inputs(m: &Module, op: OpId) -> Vec<ValueId> {
    let mut out = m.op(op).operands.clone();
    if !m.op(op).regions.is_empty() {
        for o in m.walk(op).into_iter().skip(1) {
            for &v in &m.op(o).operands {
                let inside = match m.value(v).def {
                    ValueDef::OpResult { op: d, .. } => m.is_ancestor(op, d),
                    _ => m
                        .value_block(v)
                        .and_then(|b| m.block_parent_op(b))
                        .is_some_and(|p| m.is_ancestor(op, p)),
                };
                if !inside {
                    out.push(v);
                }
            }
        }
    }
    out
}

/// Union-find over `0..n` (path compression; a union keeps the smaller root).
pub(super) struct Dsu(Vec<usize>);

impl Dsu {
    pub(super) fn new(n: usize) -> Dsu {
        Dsu((0..n).collect())
    }
    pub(super) fn find(&mut self, x: usize) -> usize {
        let mut r = x;
        while self.0[r] != r {
            r = self.0[r];
        }
        let mut y = x;
        while self.0[y] != r {
            let n = self.0[y];
            self.0[y] = r;
            y = n;
        }
        r
    }
    pub(super) fn union(&mut self, a: usize, b: usize) -> bool {
        let (ra, rb) = (self.find(a), self.find(b));
        if ra == rb {
            return false;
        }
        let (lo, hi) = if ra < rb { (ra, rb) } else { (rb, ra) };
        self.0[hi] = lo;
        true
    }
}

/// Builds the model of one region (the ops returned by [`find_regions`]).
pub fn build_scop(
    m: &Module,
    reg: &Registry,
    region: &[OpId],
    budget: &mut Budget,
) -> Result<Scop, Unmodelled> {
    let first = region.first().copied().unwrap_or(OpId(0));
    let fail = |op: OpId, reason: String| Unmodelled { op, reason };
    let in_region: HashSet<OpId> = region.iter().flat_map(|&o| m.walk(o)).collect();
    // Walk order index of every op of the region.
    let order: HashMap<OpId, usize> = region
        .iter()
        .flat_map(|&o| m.walk(o))
        .enumerate()
        .map(|(i, o)| (o, i))
        .collect();
    let hoisted: Vec<OpId> = region
        .iter()
        .copied()
        .filter(|&o| m.op(o).name != "affine.for")
        .collect();
    let hoisted_set: HashSet<OpId> = hoisted.iter().copied().collect();
    // Statement roots: stores, and `scf.if`s that write memory (one opaque statement each,
    // its stores may-writes, as Polly's non-affine subregions).
    let stores: Vec<OpId> = region
        .iter()
        .flat_map(|&o| m.walk(o))
        .filter(|&o| match m.op(o).name.as_str() {
            "affine.store" | "memref.store" => !under_scf_if(m, o),
            "scf.if" => !under_scf_if(m, o) && writes_inside(m, o),
            _ => false,
        })
        .collect();
    if stores.is_empty() {
        return Err(fail(first, "the region writes no memory".into()));
    }
    // Backward slices.
    let mut slices: Vec<BTreeSet<(usize, OpId)>> = Vec::new();
    let mut load_owner: HashMap<OpId, usize> = HashMap::new();
    let mut dsu = Dsu::new(stores.len());
    for (si, &st) in stores.iter().enumerate() {
        let block = home(m, st);
        let mut slice = BTreeSet::new();
        let mut work = vec![st];
        while let Some(o) = work.pop() {
            if !slice.insert((order[&o], o)) {
                continue;
            }
            for v in inputs(m, o) {
                let ValueDef::OpResult { op: d, .. } = m.value(v).def else {
                    continue;
                };
                if !in_region.contains(&d) || hoisted_set.contains(&d) {
                    continue;
                }
                let dn = m.op(d).name.as_str();
                // A value read from memory (directly or by an `scf.if` that loads) is computed
                // once: every statement it feeds is one statement.
                let reads =
                    is_load(m, d) || (dn == "scf.if" && m.walk(d).iter().any(|&o| is_load(m, o)));
                if reads {
                    if home(m, d) != block {
                        return Err(fail(
                            d,
                            "a value loaded in an outer loop is used in an inner loop".into(),
                        ));
                    }
                    if let Some(&other) = load_owner.get(&d) {
                        dsu.union(other, si);
                    } else {
                        load_owner.insert(d, si);
                    }
                } else if !is_pure(m, d) && (dn != "scf.if" || writes_inside(m, d)) {
                    return Err(fail(d, format!("'{dn}' feeds a store")));
                }
                work.push(d);
            }
        }
        slices.push(slice);
    }
    // Interleaving memory ops in one block merge statements.
    loop {
        let mut changed = false;
        for a in 0..stores.len() {
            let mem: Vec<usize> = slices[a]
                .iter()
                .filter(|(_, o)| {
                    (is_load(m, *o) || is_store(m, *o) || m.op(*o).name == "scf.if")
                        && home(m, *o) == home(m, stores[a])
                })
                .map(|(i, _)| *i)
                .collect();
            let (Some(&lo), Some(&hi)) = (mem.iter().min(), mem.iter().max()) else {
                continue;
            };
            for (b, &sb) in stores.iter().enumerate() {
                if dsu.find(a) != dsu.find(b)
                    && home(m, sb) == home(m, stores[a])
                    && (lo..=hi).contains(&order[&sb])
                {
                    changed |= dsu.union(a, b);
                }
            }
        }
        if !changed {
            break;
        }
    }
    // A statement runs atomically: its memory operations must not span a loop of its own
    // loop body (its instances could not be ordered against that loop's as the program does).
    // `reg2mem` puts the values that would cross one through memory first.
    for (a, slice) in slices.iter().enumerate() {
        let h = home(m, stores[a]);
        let group: Vec<usize> = (0..stores.len())
            .filter(|&b| dsu.find(b) == dsu.find(a))
            .collect();
        let idx: Vec<usize> = group
            .iter()
            .flat_map(|&b| slices[b].iter())
            .chain(slice.iter())
            .filter(|(_, o)| {
                home(m, *o) == h && (is_load(m, *o) || is_store(m, *o) || m.op(*o).name == "scf.if")
            })
            .map(|(i, _)| *i)
            .collect();
        let (Some(&lo), Some(&hi)) = (idx.iter().min(), idx.iter().max()) else {
            continue;
        };
        if let Some(&l) = order
            .iter()
            .find(|(&o, &i)| lo < i && i < hi && m.op(o).name == "affine.for" && home(m, o) == h)
            .map(|(o, _)| o)
        {
            return Err(fail(
                l,
                "a statement's memory operations are on both sides of this loop".into(),
            ));
        }
    }
    // Group into statements, in textual order of their first store.
    let mut groups: Vec<(usize, Vec<usize>)> = Vec::new();
    for s in 0..stores.len() {
        let r = dsu.find(s);
        match groups.iter_mut().find(|(root, _)| *root == r) {
            Some((_, v)) => v.push(s),
            None => groups.push((r, vec![s])),
        }
    }
    let mut syms = SymbolTable::default();
    let mut pending = Vec::new();
    for (id, (_, members)) in groups.iter().enumerate() {
        let mut ops: BTreeSet<(usize, OpId)> = BTreeSet::new();
        for &s in members {
            ops.extend(slices[s].iter().copied());
        }
        let st = stores[members[0]];
        // Every member runs under the same `affine.if` conditions (the statement's domain).
        if let Some(&other) = members
            .iter()
            .find(|&&x| conditions(m, stores[x]) != conditions(m, st))
        {
            return Err(fail(
                stores[other],
                "stores under different 'affine.if' conditions share their loads or interleave \
                 with each other"
                    .into(),
            ));
        }
        let loops = crate::affine_util::enclosing_loops(m, st);
        let ivs: Vec<ValueId> = loops
            .iter()
            .filter_map(|&l| AffineForOp::wrap(m, l).map(|f| f.iv()))
            .collect();
        let mut dom = build_domain(m, reg, st, &mut syms).map_err(|e| fail(st, e))?;
        disjoint_choices(&mut dom);
        let mut accesses = Vec::new();
        // The accesses inside an `scf.if` are may-accesses over the `scf.if`'s affine context.
        let inner: Vec<OpId> = ops
            .iter()
            .filter(|(_, o)| m.op(*o).name == "scf.if")
            .flat_map(|&(_, o)| m.walk(o).into_iter().skip(1))
            .collect();
        for o in ops.iter().map(|&(_, o)| o).chain(inner) {
            let (memref, map, idx, write) = if let Some(l) = AffineLoadOp::wrap(m, o) {
                (
                    l.memref(),
                    Some(l.map().clone()),
                    l.indices().to_vec(),
                    false,
                )
            } else if let Some(s) = AffineStoreOp::wrap(m, o) {
                (
                    s.memref(),
                    Some(s.map().clone()),
                    s.indices().to_vec(),
                    true,
                )
            } else if is_load(m, o) || is_store(m, o) {
                // memref.load %m[idx] / memref.store %v, %m[idx]: exact when every index is
                // affine integer arithmetic of ivs and symbols.
                let w = is_store(m, o);
                let ops = &m.op(o).operands[usize::from(w)..];
                let Some((&mr, idx)) = ops.split_first() else {
                    return Err(fail(o, "a memref access without a memref".into()));
                };
                (mr, None, idx.to_vec(), w)
            } else {
                continue;
            };
            let (mut d, _) = build_domain_may(m, reg, o, &mut syms).map_err(|e| fail(o, e))?;
            match &map {
                Some(map) => add_cell(m, reg, o, &mut d, &mut syms, map, &idx, None),
                None => add_cell_indices(m, reg, o, &mut d, &mut syms, &idx),
            }
            .map_err(|e| fail(o, e))?;
            accesses.push((o, memref, write, d));
        }
        pending.push((id, ops, loops, ivs, dom, accesses, st));
    }
    let nsyms = syms.len();
    let mut stmts = Vec::new();
    for (_, ops, loops, ivs, dom, accesses, st) in pending {
        let mut dm = materialize(&dom, nsyms).map_err(|e| fail(st, e))?;
        if dm.nlocals != 0 {
            // Divisions of bounds (e.g. `ceildiv` after step normalisation) are eliminated
            // when that is exact without splinters.
            if let Some(p) = drop_locals(&dm.pieces, dm.nlocals, budget) {
                dm.pieces = p;
                dm.nlocals = 0;
            }
        }
        if dm.nlocals != 0 || dm.pieces.is_empty() || dm.loops.len() != loops.len() {
            return Err(fail(
                st,
                "iteration domain is not a union of convex polyhedra without divisions".into(),
            ));
        }
        // The pieces of an `affine.if` else branch are disjoint (`disjoint_choices`); check it
        // exactly before each piece becomes a statement of its own.
        let pieces = dm.pieces;
        for (i, a) in pieces.iter().enumerate() {
            for b in &pieces[i + 1..] {
                let mut both = a.clone();
                both.eqs.extend(b.eqs.iter().cloned());
                both.ineqs.extend(b.ineqs.iter().cloned());
                if !matches!(emptiness(&both, budget), Emptiness::Empty) {
                    return Err(fail(
                        st,
                        "the pieces of the statement's domain overlap".into(),
                    ));
                }
            }
        }
        let mut models = Vec::new();
        for (op, memref, write, d) in &accesses {
            let model = materialize(d, nsyms).map_err(|e| fail(*op, e))?;
            if model.loops.len() != loops.len() {
                return Err(fail(*op, "an access outside its statement's loops".into()));
            }
            models.push((*op, *memref, *write, model));
        }
        let beta = original_beta(m, st, &loops);
        for domain in pieces {
            // Each access happens only where its statement runs: its domain within the piece.
            let accs = models
                .iter()
                .map(|(op, memref, write, model)| StmtAccess {
                    op: *op,
                    memref: *memref,
                    write: *write,
                    model: restrict(model, &domain),
                })
                .collect();
            stmts.push(Stmt {
                id: stmts.len(),
                ops: ops.iter().map(|&(_, o)| o).collect(),
                loops: loops.clone(),
                ivs: ivs.clone(),
                domain,
                beta: beta.clone(),
                accesses: accs,
                pos: m.op(st).pos,
            });
        }
    }
    let deps = build_deps(m, &stmts, nsyms, budget)?;
    Ok(Scop {
        ops: region.to_vec(),
        hoisted,
        params: syms.values.clone(),
        stmts,
        deps,
        memo: Default::default(),
    })
}

/// `pieces` with their last `nlocals` columns eliminated, when each elimination is exact as one
/// system ([`tessera_polyhedral::fm::eliminate_exact`]: unit coefficients, the pair of
/// inequalities defining a division, real and dark shadows that agree); `None` otherwise.
fn drop_locals(pieces: &[System], nlocals: usize, budget: &mut Budget) -> Option<Vec<System>> {
    let mut out = Vec::new();
    for p in pieces {
        let mut p = p.clone();
        for _ in 0..nlocals {
            let k = p.nvars() - 1;
            p = tessera_polyhedral::fm::eliminate_exact(&p, k, budget).ok()??;
        }
        out.push(p);
    }
    Some(out)
}

/// The innermost `affine.for` around `op`, through `affine.if` ops (None at the top level).
pub(crate) fn home(m: &Module, op: OpId) -> Option<OpId> {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if m.op(p).name != "affine.if" {
            return (m.op(p).name == "affine.for").then_some(p);
        }
        cur = m.parent_op(p);
    }
    None
}

/// The `affine.if` ops between `op` and its innermost loop, with the branch taken.
fn conditions(m: &Module, op: OpId) -> Vec<(OpId, Option<tessera_ir::BlockId>)> {
    let mut out = Vec::new();
    let mut cur = op;
    while let Some(p) = m.parent_op(cur) {
        if m.op(p).name != "affine.if" {
            break;
        }
        out.push((p, m.op(cur).parent));
        cur = p;
    }
    out
}

/// Makes the alternatives of each disjunction of `d` pairwise disjoint where each is one
/// inequality (an `affine.if` else branch: "some constraint fails" becomes "constraint k fails
/// and every earlier one holds"), so the pieces of the domain partition it.
fn disjoint_choices(d: &mut tessera_dependence::model::Domain) {
    use tessera_polyhedral::int::Int;
    for alts in d.choices.iter_mut() {
        if !alts.iter().all(|a| a.eqs.is_empty() && a.ineqs.len() == 1) {
            continue;
        }
        let originals: Vec<_> = alts.iter().map(|a| a.ineqs[0].clone()).collect();
        for (k, alt) in alts.iter_mut().enumerate() {
            for r in &originals[..k] {
                // not (r >= 0)  <=>  -r - 1 >= 0
                let mut neg = r.scale(&Int::from(-1));
                neg.constant = &neg.constant - &Int::one();
                alt.ineqs.push(neg);
            }
        }
    }
}

/// `model` with every piece intersected with `domain` (rows over `[ivs | params | 1]`, the
/// model's ivs and params first).
fn restrict(model: &Model, domain: &System) -> Model {
    let n = model.loops.len() + model.nsyms;
    let widen = |r: &Vec<tessera_polyhedral::int::Int>| {
        let mut w = r[..n].to_vec();
        w.extend(std::iter::repeat_n(
            tessera_polyhedral::int::Int::zero(),
            model.nlocals,
        ));
        w.push(r[r.len() - 1].clone());
        w
    };
    let mut out = model.clone();
    for p in out.pieces.iter_mut() {
        p.eqs.extend(domain.eqs.iter().map(widen));
        p.ineqs.extend(domain.ineqs.iter().map(widen));
    }
    out
}

/// Textual positions of `op` and its enclosing loops in their loop bodies, outermost first
/// (through `affine.if` ops: the position of the outermost one).
fn original_beta(m: &Module, op: OpId, loops: &[OpId]) -> Vec<usize> {
    let pos_in_block = |o: OpId| -> usize {
        let mut o = o;
        while let Some(p) = m.parent_op(o).filter(|&p| m.op(p).name == "affine.if") {
            o = p;
        }
        m.op(o)
            .parent
            .and_then(|b| m.block(b).ops.iter().position(|&x| x == o))
            .unwrap_or(0)
    };
    let mut beta: Vec<usize> = loops.iter().map(|&l| pos_in_block(l)).collect();
    beta.push(pos_in_block(op));
    beta
}

fn build_deps(
    m: &Module,
    stmts: &[Stmt],
    nparams: usize,
    budget: &mut Budget,
) -> Result<Vec<Dep>, Unmodelled> {
    let base = |v: ValueId| tessera_dependence::access::base_memref(m, v);
    let mut deps: Vec<Dep> = Vec::new();
    let mut seen: HashSet<(usize, usize, Vec<Vec<String>>)> = HashSet::new();
    for s in stmts {
        for t in stmts {
            for a in &s.accesses {
                for b in &t.accesses {
                    if !(a.write || b.write) || base(a.memref) != base(b.memref) {
                        continue;
                    }
                    let mut pa = a.model.clone();
                    let mut pb = b.model.clone();
                    // Only the statement's loops matter; the models already agree with them.
                    pa.nsyms = nparams;
                    pb.nsyms = nparams;
                    let ps = PairSystem::new(&pa, &pb).map_err(|e| Unmodelled {
                        op: a.op,
                        reason: e,
                    })?;
                    let max_depth = if s.id < t.id {
                        ps.common + 1
                    } else {
                        ps.common
                    };
                    let kind = match (a.write, b.write) {
                        (true, false) => DepKind::Raw,
                        (false, true) => DepKind::War,
                        _ => DepKind::Waw,
                    };
                    for depth in 1..=max_depth {
                        for poly in ps.at_depth(depth) {
                            let mut p = poly.clone();
                            if p.normalize().is_err() {
                                continue;
                            }
                            match emptiness(&p, budget) {
                                Emptiness::Empty => continue,
                                Emptiness::NonEmpty(_) => {}
                                Emptiness::Unknown => {
                                    return Err(Unmodelled {
                                        op: a.op,
                                        reason: "dependence test out of budget".into(),
                                    })
                                }
                            }
                            let key = (
                                s.id,
                                t.id,
                                p.eqs
                                    .iter()
                                    .chain(p.ineqs.iter())
                                    .map(|r| r.iter().map(|x| x.to_string()).collect())
                                    .collect(),
                            );
                            if !seen.insert(key) {
                                continue;
                            }
                            deps.push(Dep {
                                src: s.id,
                                dst: t.id,
                                kind,
                                src_op: a.op,
                                dst_op: b.op,
                                depth,
                                poly: p,
                                n_src: ps.n1,
                                n_dst: ps.n2,
                            });
                        }
                    }
                }
            }
        }
    }
    Ok(deps)
}
