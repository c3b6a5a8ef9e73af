//! `affine-parallelize{max-nested=N parallel-reductions}` (mlir-opt's name, options and
//! defaults: unlimited nesting, no reductions): `affine.for` loops proven parallel become
//! `affine.parallel`, outermost first, at most `max-nested` parallel loops deep.
//!
//! Legality is exact: a loop is parallel iff no dependence is carried at it. Each loop is first
//! asked only that ([`loop_carries`]: the pairs inside the loop at its depth, no distance
//! bounds — on tiled and skewed code a small part of the function's analysis); the whole
//! analysis ([`check_parallel`], computed once per function and only then) decides the loops
//! that question leaves open: undecided pairs, and memref cells that may become reductions.
//! An undecided dependence keeps the loop sequential with a remark, and so does a proven one
//! (the remark names it and gives a witness). Dependences of
//! accesses in `affine.if` else blocks count (mlir-opt's `isLoopParallel` misses them).
//!
//! With `parallel-reductions`, two kinds of carried dependences may remain, as reductions of
//! the new `affine.parallel`:
//! - `iter_args` combined by one commutative, associative arith op (`%s = arith.addf %acc, %x`
//!   yielded, `%acc` used by nothing else), as mlir-opt: the loop yields `%x`, and the op
//!   moves after the loop to combine the init value with the loop's result; also
//!   `arith.subf`/`subi %acc, %x` (an `addf`/`addi` reduction of the `%x`, subtracted from the
//!   init after the loop; mlir-opt does not recognise it);
//! - one memref cell invariant in the loop, read, combined by one such op and written back
//!   (`C[i][j] += A[i][k] * B[k][j]` in the `k` loop, or `-=`; mlir-opt keeps it sequential). The cell
//!   must be accessed by nothing else in the loop, proven exactly (every other access in the
//!   loop is independent of the cell's load and store at the loop's depth and below). The loop
//!   then reduces the contributions, and after it the cell is loaded, combined with the result
//!   and stored — under an `affine.if` that the loop runs at least once, unless its bounds
//!   show that. Since nothing else in the loop touches the cell, loading it after the loop
//!   reads the value it had before.
//!
//! Float reductions are reassociated by a parallel execution (the contributions are combined
//! in an unspecified order, starting from the reduction's identity), so results may differ in
//! rounding from the sequential loop; as in mlir-opt, reductions are only formed when
//! `parallel-reductions` is given. Integer reductions give identical results in every order.

use std::collections::HashMap;

use tessera_dependence::access::{collect_shared, CollectOptions};
use tessera_dependence::carried::{access_runs, loop_carries, loops_carry, Carried};
use tessera_dependence::dataflow::READ_BUDGET;
use tessera_dependence::legality::{check_parallel, Legality};
use tessera_dependence::{Analysis, DepthResult};
use tessera_ir::views::{AffineForOp, AffineLoadOp, AffineStoreOp};
use tessera_ir::{Module, OpId, Registry, Type, ValueId};

use super::parallelize_apply::apply;
use crate::affine_util::{defined_outside, enclosing_function};
use crate::error::TransformError;
use crate::loops::{all_for_loops, loop_dims, loop_label, LazyDeps};
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-parallelize";

/// The pass's options.
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::int(
        "max-nested",
        0,
        None,
        "at most this many nested parallel loops (default: no limit)",
    ),
    OptionDef::flag(
        "parallel-reductions",
        false,
        "loops carrying only reductions become affine.parallel with reductions",
    ),
    OptionDef::flag(
        "privatize",
        false,
        "loops refused for dependences on temporaries get private copies (value-based dataflow)",
    ),
];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary:
        "proven-parallel affine.for → affine.parallel (exact; reductions with parallel-reductions)",
    options: OPTIONS,
    create,
};

/// `affine-parallelize` with its options.
pub struct Parallelize {
    /// At most this many nested `affine.parallel` loops are produced (counting existing ones).
    pub max_nested: usize,
    /// Also parallelise loops whose only carried dependences are reductions.
    pub reductions: bool,
    /// Also parallelise loops whose carried dependences are all on memrefs each iteration
    /// writes before it reads, with a private copy per iteration ([`super::privatize`]).
    pub privatize: bool,
}

impl Parallelize {
    /// Builds the pass from its options.
    pub fn from_options(o: &Options) -> Result<Parallelize, TransformError> {
        let max_nested = match o.int("max-nested") {
            Some(n) => usize::try_from(n).unwrap_or(usize::MAX),
            None => usize::MAX,
        };
        Ok(Parallelize {
            max_nested,
            reductions: o.flag("parallel-reductions"),
            privatize: o.flag("privatize"),
        })
    }
}

/// A reduction the new loop performs.
#[derive(Debug, Clone)]
pub(super) struct Red {
    /// `affine.parallel` reduction kind (`addf`, `maxs`, ...).
    pub(super) kind: &'static str,
    /// The combining arith op (moved after the loop).
    pub(super) combiner: OpId,
    /// The per-iteration contribution the loop yields (as found on the unmodified function).
    pub(super) contrib: ValueId,
    /// Which operand of the combiner the contribution is: an earlier rewrite in the same pass
    /// may have replaced the value (a sibling reduction's result), so [`apply`] reads the
    /// combiner's operand there instead of trusting `contrib`.
    pub(super) contrib_at: usize,
    /// For a memref cell: its load and store (moved after the loop).
    pub(super) cell: Option<(OpId, OpId)>,
}

/// How to rewrite a loop: its iter_args reductions (in order), then its cell reductions.
#[derive(Debug, Clone)]
pub(super) struct Plan {
    pub(super) loop_op: OpId,
    pub(super) iter: Vec<Red>,
    pub(super) cells: Vec<Red>,
}

/// The verdict on one loop.
enum Decision {
    Legal(Plan),
    /// Structurally possible but it would break a dependence (or legality is unknown).
    Illegal(Plan, Refusal),
    /// Not possible at all.
    Cannot(Refusal),
}

/// The `affine.parallel` reduction kind of an arith combining op on values of type `ty`: the
/// kinds whose result types `affine.parallel` accepts (as MLIR's verifier: float kinds on
/// floats, `addi`/`muli`/`andi`/`ori` on signless integers; `maxs`/`mins`/`maxu`/`minu` need
/// signed/unsigned integer types, which arith ops do not produce, and `xori`/`maxnumf`/
/// `minnumf` are not accepted at all).
fn reduction_kind(name: &str, ty: &Type) -> Option<&'static str> {
    let float = ty.is_float();
    let int = matches!(ty, Type::Integer { .. });
    Some(match name {
        "arith.addf" if float => "addf",
        "arith.mulf" if float => "mulf",
        "arith.maximumf" if float => "maximumf",
        "arith.minimumf" if float => "minimumf",
        "arith.addi" if int => "addi",
        "arith.muli" if int => "muli",
        "arith.andi" if int => "andi",
        "arith.ori" if int => "ori",
        // `acc - x` (the accumulator first): the loop sums the `x`, subtracted after it.
        "arith.subf" if float => "addf",
        "arith.subi" if int => "addi",
        _ => return None,
    })
}

/// True for the subtractions [`reduction_kind`] accepts (the accumulator must be the left
/// operand).
fn is_subtraction(name: &str) -> bool {
    matches!(name, "arith.subf" | "arith.subi")
}

/// Number of uses of every value in the ops under `root`.
fn use_counts(m: &Module, root: OpId) -> HashMap<ValueId, usize> {
    let mut n = HashMap::new();
    for o in m.walk(root) {
        for &v in &m.op(o).operands {
            *n.entry(v).or_insert(0) += 1;
        }
    }
    n
}

/// The `iter_args` reductions of loop `f` (`Err`: one that is not a single-op reduction).
fn iter_reductions(
    m: &Module,
    f: &AffineForOp<'_>,
    uses: &HashMap<ValueId, usize>,
) -> Result<Vec<Red>, String> {
    let Some(y) = f.yield_op() else {
        return Err("the loop body has no affine.yield".into());
    };
    let yields = &m.op(y).operands;
    let mut out = vec![];
    for (k, &acc) in f.iter_args().iter().enumerate() {
        let bad = || format!("iter_args #{k} is not a reduction by one arith op");
        let v = *yields.get(k).ok_or_else(bad)?;
        let c = m.defining_op(v).ok_or_else(bad)?;
        let co = m.op(c);
        let kind = reduction_kind(&co.name, m.value_type(v)).ok_or_else(bad)?;
        let ok = co.parent == Some(f.body())
            && co.operands.len() == 2
            && co.results.len() == 1
            && uses.get(&acc) == Some(&1)
            && uses.get(&v) == Some(&1);
        let (contrib, contrib_at) = match (co.operands.first(), co.operands.get(1)) {
            (Some(&a), Some(&x)) if a == acc && x != acc => (x, 1),
            (Some(&x), Some(&a)) if a == acc && x != acc && !is_subtraction(&co.name) => (x, 0),
            _ => return Err(bad()),
        };
        if !ok {
            return Err(bad());
        }
        out.push(Red {
            kind,
            combiner: c,
            contrib,
            contrib_at,
            cell: None,
        });
    }
    Ok(out)
}

/// Read-modify-write chains of one loop-invariant cell in the loop's body block:
/// `%c = affine.load M[s]; %n = op %c, %x; affine.store %n, M[s]` (same memref, map and
/// subscript operands, all defined outside the loop; `%c` and `%n` used once).
fn cell_candidates(m: &Module, f: &AffineForOp<'_>, uses: &HashMap<ValueId, usize>) -> Vec<Red> {
    let mut out = vec![];
    let body = f.body();
    for &s in f.body_ops() {
        let Some(st) = AffineStoreOp::wrap(m, s) else {
            continue;
        };
        let Some(c) = m.defining_op(st.value()) else {
            continue;
        };
        let co = m.op(c);
        let Some(kind) = reduction_kind(&co.name, m.value_type(st.value())) else {
            continue;
        };
        if co.parent != Some(body) || co.operands.len() != 2 || uses.get(&st.value()) != Some(&1) {
            continue;
        }
        let found = co.operands.iter().enumerate().find_map(|(k, &x)| {
            let l = AffineLoadOp::wrap(m, m.defining_op(x)?)?;
            let other = *co.operands.get(1 - k)?;
            (other != x
                && (k == 0 || !is_subtraction(&co.name))
                && m.op(l.op()).parent == Some(body)
                && l.memref() == st.memref()
                && l.map() == st.map()
                && l.indices() == st.indices()
                && uses.get(&x) == Some(&1))
            .then_some((l.op(), other, 1 - k))
        });
        let Some((load, contrib, contrib_at)) = found else {
            continue;
        };
        let invariant = std::iter::once(st.memref())
            .chain(st.indices().iter().copied())
            .all(|v| defined_outside(m, f.op(), v));
        if invariant {
            out.push(Red {
                kind,
                combiner: c,
                contrib,
                contrib_at,
                cell: Some((load, s)),
            });
        }
    }
    out
}

/// True if no access in `loop_op` other than `group` may touch the cell `group` accesses in
/// the same iteration of the loops enclosing `loop_op` (depth `depth` and below).
fn isolated(m: &Module, a: &Analysis, loop_op: OpId, depth: usize, group: &[usize]) -> bool {
    a.pairs.iter().all(|p| {
        let (gs, gd) = (group.contains(&p.src), group.contains(&p.dst));
        if gs == gd {
            return true;
        }
        let other = if gs { p.dst } else { p.src };
        if !m.is_ancestor(loop_op, a.accesses[other].op) {
            return true;
        }
        p.depths.len() >= depth
            && p.depths[depth - 1..]
                .iter()
                .all(|r| matches!(r, DepthResult::Independent))
    })
}

/// The reason of an undecided dependence carried at depth `depth` (the loop `loop_op`)
/// between two accesses inside the loop, or of any undecided answer for such a pair the
/// analysis could not place in the nest, if there is one (also `affine-super-vectorize`'s
/// question).
pub(crate) fn undecided(m: &Module, a: &Analysis, loop_op: OpId, depth: usize) -> Option<String> {
    a.pairs.iter().find_map(|p| {
        if !m.is_ancestor(loop_op, a.accesses[p.src].op)
            || !m.is_ancestor(loop_op, a.accesses[p.dst].op)
        {
            return None;
        }
        let at = if p.depths.len() >= depth {
            &p.depths[depth - 1..depth]
        } else {
            &p.depths[..]
        };
        at.iter().find_map(|r| match r {
            DepthResult::Unknown(w) => Some(w.clone()),
            _ => None,
        })
    })
}

/// What a decision needs besides the dependences: the loop's label and position, its
/// `iter_args` reductions, its memref cells that may become reductions (with reductions on),
/// and its loop dimension; or the refusal when the loop's structure does not allow the rewrite.
struct Shape {
    what: String,
    pos: Option<tessera_ir::Pos>,
    iter: Vec<Red>,
    cells: Vec<Red>,
    dim: tessera_dependence::model::LoopDim,
}

/// The structural checks of a decision (no dependence question asked).
fn shape(
    m: &Module,
    l: OpId,
    reductions: bool,
    uses: &HashMap<ValueId, usize>,
) -> Result<Shape, Refusal> {
    let what = format!("parallelize loop {}", loop_label(m, l));
    let pos = m.op(l).pos;
    let Some(f) = AffineForOp::wrap(m, l) else {
        return Err(Refusal::unsupported(
            what,
            pos,
            "not a well-formed affine.for",
        ));
    };
    if let Some(o) = tessera_dependence::access::unmodelled_effect(m, l) {
        return Err(Refusal::unsupported(
            what,
            pos,
            format!(
                "the loop contains '{}', whose memory effects are not modelled",
                m.op(o).name
            ),
        ));
    }
    let iter = if f.inits().is_empty() {
        vec![]
    } else if !reductions {
        return Err(Refusal::unsupported(
            what,
            pos,
            "it carries values through iter_args (parallel-reductions is off)",
        ));
    } else {
        match iter_reductions(m, &f, uses) {
            Ok(r) => r,
            Err(e) => return Err(Refusal::unsupported(what, pos, e)),
        }
    };
    let Some(dim) = loop_dims(m, &[l]).pop() else {
        return Err(Refusal::unsupported(what, pos, "no loop dimension"));
    };
    let cells = if reductions {
        cell_candidates(m, &f, uses)
    } else {
        vec![]
    };
    Ok(Shape {
        what,
        pos,
        iter,
        cells,
        dim,
    })
}

/// Decides whether loop `l` can become an `affine.parallel` (with reductions if allowed): its
/// structure first, then only whether it carries a dependence ([`loop_carries`] over the
/// module's `accesses`: the pairs inside the loop at its depth, no distance bounds), and the
/// function's whole analysis (`deps`, computed on first use) only when that leaves it open —
/// an undecided pair (the whole analysis gives the reason), or memref cells that may become
/// reductions (it proves them isolated).
fn decide(
    m: &Module,
    deps: &mut LazyDeps<'_>,
    accesses: &[tessera_dependence::Access],
    l: OpId,
    uses: &HashMap<ValueId, usize>,
    reductions: bool,
) -> Result<Decision, TransformError> {
    decide_shaped(
        m,
        deps,
        accesses,
        l,
        shape(m, l, reductions, uses),
        None,
        reductions,
    )
}

/// [`decide`] given the loop's [`shape`] and, when already asked, whether it carries a
/// dependence (from `loops_carry` over the loop's run of the accesses; asked here otherwise).
fn decide_shaped(
    m: &Module,
    deps: &mut LazyDeps<'_>,
    accesses: &[tessera_dependence::Access],
    l: OpId,
    sh: Result<Shape, Refusal>,
    carried: Option<Carried>,
    reductions: bool,
) -> Result<Decision, TransformError> {
    let Shape {
        what,
        pos,
        iter,
        cells: candidates,
        dim,
    } = match sh {
        Ok(sh) => sh,
        Err(r) => return Ok(Decision::Cannot(r)),
    };
    if candidates.is_empty() {
        let plan = |iter| Plan {
            loop_op: l,
            iter,
            cells: vec![],
        };
        let carried = carried.unwrap_or_else(|| loop_carries(m, accesses, l, 0));
        match carried {
            Carried::No => return Ok(Decision::Legal(plan(iter))),
            Carried::Yes { src, dst, witness } => {
                let r = Refusal::carried(what.clone(), pos, m, accesses, src, dst, *witness, &dim);
                if let Some(r) = r {
                    return Ok(Decision::Illegal(plan(iter), r));
                }
            }
            Carried::Unknown(_) => {}
        }
    }
    let fd = deps.get()?;
    let a = &fd.a;
    let index_of = |op: OpId| a.accesses.iter().position(|x| x.op == op);
    let depth = loop_depth(m, a, l, dim);
    let mut cells = vec![];
    let mut filtered: Option<Analysis> = None;
    if reductions {
        if let Some(depth) = depth {
            for r in candidates {
                let Some((ld, st)) = r.cell else { continue };
                let (Some(li), Some(si)) = (index_of(ld), index_of(st)) else {
                    continue;
                };
                let group = [li, si];
                if isolated(m, a, l, depth, &group) {
                    let fa = filtered.get_or_insert_with(|| (**a).clone());
                    fa.pairs
                        .retain(|p| !(group.contains(&p.src) && group.contains(&p.dst)));
                    cells.push(r);
                }
            }
        }
    }
    let plan = Plan {
        loop_op: l,
        iter,
        cells,
    };
    let used = filtered.as_ref().unwrap_or(a);
    let legality = check_parallel(m, used, dim);
    if let Some(r) = Refusal::from_legality(what.clone(), pos, m, used, &legality) {
        return Ok(Decision::Illegal(plan, r));
    }
    // Belt and braces: an undecided answer for a pair inside the loop at its depth (or for a
    // pair the analysis could not place in the nest) keeps it sequential.
    if let Some(u) = depth.and_then(|d| undecided(m, used, l, d)) {
        return Ok(Decision::Illegal(plan, Refusal::unknown(what, pos, u)));
    }
    debug_assert!(matches!(legality, Legality::Legal));
    Ok(Decision::Legal(plan))
}

/// The depth (1-based) of loop dimension `dim` of loop `l` among the loops of the accesses
/// inside it, if one of them is modelled.
fn loop_depth(
    m: &Module,
    a: &Analysis,
    l: OpId,
    dim: tessera_dependence::model::LoopDim,
) -> Option<usize> {
    a.accesses
        .iter()
        .filter(|x| m.is_ancestor(l, x.op))
        .find_map(|x| {
            let md = x.model.as_ref().ok()?;
            md.loops.iter().position(|d| *d == dim)
        })
        .map(|p| p + 1)
}

/// Number of `affine.parallel` ops enclosing `op` inside `func`.
fn parallel_ancestors(m: &Module, op: OpId, func: OpId) -> usize {
    let mut n = 0;
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if p == func {
            break;
        }
        if m.op(p).name == "affine.parallel" {
            n += 1;
        }
        cur = m.parent_op(p);
    }
    n
}

impl Pass for Parallelize {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let loops = all_for_loops(m, func);
        if loops.is_empty() {
            return Ok(());
        }
        // Every verdict on the original IR: each rewrite preserves the program's meaning and
        // the set of cells every loop iteration touches, so they stay valid. Each loop is
        // first asked only whether it carries a dependence; the function's whole analysis is
        // computed (once) only for the loops that question does not settle.
        let decisions: Vec<Decision> = {
            let accesses = collect_shared(m, ctx.registry, CollectOptions::default());
            let uses = use_counts(m, func);
            let shapes: Vec<Result<Shape, Refusal>> = loops
                .iter()
                .map(|&l| shape(m, l, self.reductions, &uses))
                .collect();
            // Whether each loop of the right shape without reduction cells carries a
            // dependence, over its run of the accesses, the loops spread over the cores.
            let runs = access_runs(m, &accesses, &loops);
            let ask: Vec<(OpId, std::ops::Range<usize>)> = loops
                .iter()
                .zip(&shapes)
                .filter(|(_, sh)| sh.as_ref().is_ok_and(|s| s.cells.is_empty()))
                // A loop without accesses: its (empty) run.
                .map(|(&l, _)| (l, runs.get(&l).cloned().unwrap_or(0..0)))
                .collect();
            let mut carried: HashMap<OpId, Carried> = ask
                .iter()
                .map(|(l, _)| *l)
                .zip(loops_carry(m, &accesses, &ask))
                .collect();
            let mut deps = LazyDeps::new(m, ctx.registry, func);
            loops
                .iter()
                .zip(shapes)
                .map(|(&l, sh)| {
                    let c = carried.remove(&l);
                    decide_shaped(m, &mut deps, &accesses, l, sh, c, self.reductions)
                })
                .collect::<Result<_, _>>()?
        };
        // Refusals first, on the function they were decided on (their witnesses replay
        // there), then the rewrites, outermost first. With `privatize`, a loop refused for a
        // carried dependence is tried again at its turn with private copies; its refusal is
        // given (on the original function) only if that fails too.
        enum Todo {
            Apply(Plan),
            Privatize(OpId, Refusal),
        }
        let mut todo = vec![];
        for (d, &l) in decisions.into_iter().zip(&loops) {
            match d {
                Decision::Legal(plan) => todo.push(Todo::Apply(plan)),
                Decision::Illegal(_, r)
                    if self.privatize && matches!(r.reason, crate::refusal::Reason::Breaks(_)) =>
                {
                    todo.push(Todo::Privatize(l, r))
                }
                Decision::Illegal(_, r) | Decision::Cannot(r) => ctx.refuse(PASS, m, r),
            }
        }
        let original = todo
            .iter()
            .any(|t| matches!(t, Todo::Privatize(..)))
            .then(|| m.clone());
        let mut privatized: Vec<OpId> = vec![];
        for t in todo {
            match t {
                Todo::Apply(plan) => {
                    if parallel_ancestors(m, plan.loop_op, func) < self.max_nested {
                        apply(m, &plan)?;
                    }
                }
                Todo::Privatize(l, mut r) => {
                    let why = if parallel_ancestors(m, l, func) >= self.max_nested {
                        None
                    } else if privatized.iter().any(|&p| m.is_ancestor(p, l)) {
                        Some("inside a loop privatised by this pass".to_string())
                    } else {
                        match privatize_loop(m, ctx.registry, l, self.reductions, READ_BUDGET)? {
                            Ok((par, _)) => {
                                privatized.push(par);
                                continue;
                            }
                            Err(e) => Some(e),
                        }
                    };
                    if let Some(why) = why {
                        r.what = format!("{} (not privatisable: {why})", r.what);
                    }
                    ctx.refuse(PASS, original.as_ref().unwrap_or(m), r);
                }
            }
        }
        Ok(())
    }
}

/// Makes `affine.for` `l` an `affine.parallel` with private copies of the memrefs of its
/// carried dependences ([`super::privatize`]; each read's dataflow within `units` work
/// units): the copies are made on a clone of the module,
/// the rewritten loop's parallelism decided exactly there (as for any loop), and the clone
/// replaces `m` only when it is parallel. `Ok(Err(reason))` when it cannot be done.
pub(crate) fn privatize_loop(
    m: &mut Module,
    reg: &Registry,
    l: OpId,
    reductions: bool,
    units: u64,
) -> Result<Result<(OpId, Vec<String>), String>, TransformError> {
    let Some(func) = enclosing_function(m, l) else {
        return Ok(Err("the loop is not inside a func.func".into()));
    };
    let Some(dim) = loop_dims(m, &[l]).pop() else {
        return Ok(Err("no loop dimension".into()));
    };
    // One collection of the accesses serves the carried pairs and the dataflow.
    let solver = tessera_dependence::dataflow::FlowSolver::new(m, reg);
    let memrefs = tessera_dependence::carried::carried_bases(m, solver.accesses(), l, dim.dim);
    if memrefs.is_empty() {
        return Ok(Err("no carried dependence is on a memref".into()));
    }
    let plan = match super::privatize::plan(m, &solver, l, &memrefs, units) {
        Ok(p) => p,
        Err(e) => return Ok(Err(e)),
    };
    drop(solver);
    let mut c = m.clone();
    if let Err(e) = super::privatize::rewrite(&mut c, &plan) {
        return Ok(Err(e));
    }
    let d = {
        let accesses = collect_shared(&c, reg, CollectOptions::default());
        let mut deps = LazyDeps::new(&c, reg, func);
        decide(
            &c,
            &mut deps,
            &accesses,
            l,
            &use_counts(&c, func),
            reductions,
        )?
    };
    let names: Vec<String> = memrefs
        .iter()
        .map(|&v| tessera_dependence::graph::value_name(m, v))
        .collect();
    match d {
        Decision::Legal(p) => {
            let par = apply(&mut c, &p)?;
            *m = c;
            Ok(Ok((par, names)))
        }
        Decision::Illegal(_, r) | Decision::Cannot(r) => Ok(Err(format!(
            "with private copies of {}, {}",
            names.join(", "),
            r.message(&c)
        ))),
    }
}

/// The scheduler's `dataflow=true`: every `affine.for` under the ops `tops` that has no
/// `affine.parallel` around it and carries dependences only on memrefs it can privatise
/// becomes parallel with private copies ([`privatize_loop`]), outermost first. Each read's
/// dataflow gets 1/16 of the pass's budget: the loops tried here are every sequential loop of
/// the scheduled code, and on tiled stencils (whose arrays are never privatisable) the full
/// budget cost seconds and hundreds of MB per region for nothing. Returns a message per loop
/// made parallel.
pub(crate) fn privatize_outermost(
    m: &mut Module,
    reg: &Registry,
    tops: &[OpId],
) -> Result<Vec<String>, TransformError> {
    let loops: Vec<OpId> = tops
        .iter()
        .flat_map(|&t| m.walk(t))
        .filter(|&o| m.op(o).name == "affine.for")
        .collect();
    let mut out = vec![];
    for l in loops {
        let Some(func) = enclosing_function(m, l) else {
            continue; // erased with a loop made parallel before
        };
        if parallel_ancestors(m, l, func) > 0 {
            continue;
        }
        let label = loop_label(m, l);
        if let Ok((_, names)) = privatize_loop(m, reg, l, false, READ_BUDGET / 4)? {
            out.push(format!(
                "loop {label} made parallel with private copies of {} (value-based dataflow)",
                names.join(", ")
            ));
        }
    }
    Ok(out)
}

/// Turns `affine.for` `loop_op` into an `affine.parallel` if no dependence is carried at it
/// (with `reductions`, reductions through iter_args and through one memref cell are allowed,
/// as in the pass). A loop that would break a dependence (or whose legality is undecided) is
/// refused with the dependence and a witness; with `force` it is rewritten anyway and the
/// outcome is [`Outcome::Forced`] with that explanation. Loops whose structure does not allow
/// the rewrite are refused even with `force`.
pub fn parallelize_loop(
    m: &mut Module,
    reg: &Registry,
    loop_op: OpId,
    reductions: bool,
    force: bool,
) -> Result<Outcome, TransformError> {
    let Some(func) = enclosing_function(m, loop_op) else {
        return Err(TransformError::at(
            m.op(loop_op).pos,
            "the loop is not inside a func.func",
        ));
    };
    let d = {
        let accesses = collect_shared(m, reg, CollectOptions::default());
        let mut deps = LazyDeps::new(m, reg, func);
        decide(
            m,
            &mut deps,
            &accesses,
            loop_op,
            &use_counts(m, func),
            reductions,
        )?
    };
    match d {
        Decision::Legal(plan) => {
            apply(m, &plan)?;
            Ok(Outcome::Applied)
        }
        Decision::Illegal(plan, r) if force => {
            apply(m, &plan)?;
            Ok(Outcome::Forced(r))
        }
        Decision::Illegal(_, r) | Decision::Cannot(r) => Ok(Outcome::Refused(r)),
    }
}

/// Builds the pass for the registry.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(Parallelize::from_options(o)?))
}
