//! `affine-loop-fusion{mode=greedy|producer|sibling compute-tolerance=F maximal}`: fuses two
//! `affine.for` nests of one block into one, producer into consumer (a nest writing a memref a
//! later nest reads) and siblings (two nests reading one memref), at the deepest depth that is
//! legal and profitable.
//!
//! The producer's computation slice for a consumer iteration `t` is computed exactly from the
//! dependence polyhedra: it is the producer iteration `t + c`, where the shift `c` is the exact
//! lexicographic maximum of `s - t` over the dependent instance pairs (see
//! `fusion_plan`); where the slice is no such translation (an unbounded or parametric
//! distance), or the fused bounds are not affine max/min of the consumer's ivs, the nests are
//! not fused. Every instance of both nests runs exactly once in the fused nest (the producer is
//! moved, never recomputed), so the fused program is a reordering of the original one, and its
//! legality is checked exactly: every RAW, WAR and WAW dependence between the two nests, and
//! between the producer and every operation between the nests, keeps its source first.
//! mlir-opt's fusion reverses WAR dependences (llvm #212032, #211591, #211599, #218696); here a
//! WAR dependence either forces a shift that keeps it, or the fusion is refused with a witness.
//!
//! Options (mlir-opt's): `mode` (`greedy`: producer-consumer, then sibling; default),
//! `compute-tolerance` (0.30: the fraction of extra fused-loop iterations accepted where the
//! ranges of the fused loops differ), `maximal` (fuse at the deepest legal depth whatever the
//! extra iterations). `fast-mem-space` and `local-buf-threshold` are accepted and ignored
//! (tessera does not create private buffers).

use std::collections::{HashMap, HashSet};

use tessera_dependence::access::Access;
use tessera_ir::views::AffineForOp;
use tessera_ir::{BlockId, Module, OpId, Registry};

use crate::error::TransformError;
use crate::fusion_plan::{self as plan, LevelPlan};
use crate::loops::loop_label;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Reason, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-loop-fusion";

/// Option names.
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::choice(
        "mode",
        &["greedy", "producer", "sibling"],
        Some("greedy"),
        "which fusions to try: producer-consumer, sibling, or both (greedy)",
    ),
    OptionDef::text(
        "compute-tolerance",
        Some("0.30"),
        "the extra computation a fusion may add, as a fraction of the original (a number >= 0)",
    ),
    OptionDef::flag(
        "maximal",
        false,
        "fuse whenever legal, ignoring the cost model",
    ),
    OptionDef::flag("fusion-maximal", false, "mlir-opt's name for maximal"),
    OptionDef::int(
        "fast-mem-space",
        i64::MIN,
        None,
        "accepted for mlir-opt compatibility; no effect",
    ),
    OptionDef::int(
        "local-buf-threshold",
        i64::MIN,
        None,
        "accepted for mlir-opt compatibility; no effect",
    ),
];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "fuses producer-consumer and sibling affine.for nests (exact slices and legality)",
    options: OPTIONS,
    create: |o| Ok(Box::new(LoopFusion::from_options(o)?)),
};

/// Which candidate pairs the pass considers.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    /// Producer-consumer, then sibling.
    Greedy,
    /// Producer-consumer only.
    Producer,
    /// Sibling only.
    Sibling,
}

/// The fusion pass.
pub struct LoopFusion {
    /// Candidate selection.
    pub mode: Mode,
    /// Accepted fraction of extra iterations of a fused loop.
    pub compute_tolerance: f64,
    /// Ignore the tolerance.
    pub maximal: bool,
}

impl LoopFusion {
    /// Builds the pass from its options.
    pub fn from_options(o: &Options) -> Result<LoopFusion, TransformError> {
        let mode = match o.text("mode") {
            Some("producer") => Mode::Producer,
            Some("sibling") => Mode::Sibling,
            _ => Mode::Greedy,
        };
        let compute_tolerance = match o.text("compute-tolerance") {
            None => 0.30,
            Some(v) => v
                .trim()
                .parse::<f64>()
                .ok()
                .filter(|x| x.is_finite() && *x >= 0.0)
                .ok_or_else(|| {
                    TransformError::new(format!(
                        "option 'compute-tolerance': expected a non-negative number, got '{v}'"
                    ))
                })?,
        };
        let maximal = o.flag("maximal") || o.flag("fusion-maximal");
        Ok(LoopFusion {
            mode,
            compute_tolerance,
            maximal,
        })
    }
}

fn what(m: &Module, src: OpId, dst: OpId, depth: usize) -> String {
    format!(
        "fuse the nest {} into the nest {} at depth {depth}",
        loop_label(m, src),
        loop_label(m, dst)
    )
}

/// A checked fusion, ready to apply.
struct Prepared {
    src: Vec<plan::Level>,
    dst: Vec<plan::Level>,
    plan: Vec<LevelPlan>,
    shifts: Vec<i64>,
    violation: Option<Reason>,
}

/// Number of loop dimensions enclosing `op` (affine.for and affine.parallel dimensions).
fn outer_dims(m: &Module, op: OpId) -> usize {
    let mut n = 0;
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        match m.op(p).name.as_str() {
            "affine.for" => n += 1,
            "affine.parallel" => {
                n += tessera_ir::views::AffineParallelOp::wrap(m, p).map_or(1, |x| x.ivs().len())
            }
            // A new affine scope: loops outside it are not dimensions of the accesses inside.
            "affine.execute_region" => break,
            _ => {}
        }
        cur = m.parent_op(p);
    }
    n
}

/// The accesses inside each op of the block being fused (see [`plan::inside_each`]).
type Inside = HashMap<OpId, Vec<usize>>;

/// The producer shifts a fusion uses.
enum Shifts<'a> {
    /// Computed from the dependences.
    Compute,
    /// Given (by the caller, or computed once for every depth a pass tries).
    Given(&'a [i64]),
    /// There are none at this depth, for this reason (reported after the shape checks, as
    /// computing them would).
    Failed(Reason),
}

/// What the fusion questions of one block share: the module's accesses, those inside each op
/// of the block, and whether each op's effects are modelled (asked for every pair and depth).
struct BlockFacts<'a> {
    acc: &'a [Access],
    ins: Inside,
    unmodelled: HashMap<OpId, Option<String>>,
}

impl<'a> BlockFacts<'a> {
    fn new(m: &Module, acc: &'a [Access], block: Option<tessera_ir::BlockId>) -> BlockFacts<'a> {
        BlockFacts {
            acc,
            ins: block.map_or_else(Inside::new, |b| plan::inside_each(m, acc, b)),
            unmodelled: HashMap::new(),
        }
    }

    /// The accesses inside `op` (an op of the block).
    fn of(&self, op: OpId) -> &[usize] {
        self.ins.get(&op).map_or(&[], |v| v.as_slice())
    }
}

/// The ops strictly between `src` and `dst`, which must be ops of one block, `src` first.
fn ops_between(m: &Module, src: OpId, dst: OpId) -> Result<Vec<OpId>, &'static str> {
    let (Some(bs), Some(bd)) = (m.op(src).parent, m.op(dst).parent) else {
        return Err("the loops are not in a block");
    };
    if bs != bd {
        return Err("the nests are not in the same block");
    }
    let ops = &m.block(bs).ops;
    let (Some(i), Some(j)) = (
        ops.iter().position(|&o| o == src),
        ops.iter().position(|&o| o == dst),
    ) else {
        return Err("the loops are not in a block");
    };
    if i >= j {
        return Err("the first nest must come before the second");
    }
    Ok(ops[i + 1..j].to_vec())
}

fn prepare(
    m: &Module,
    facts: &mut BlockFacts<'_>,
    src: OpId,
    dst: OpId,
    depth: usize,
    shifts: Shifts<'_>,
) -> Result<Prepared, Reason> {
    let unsupported = |s: String| Reason::Unsupported(s);
    let between = ops_between(m, src, dst).map_err(|e| unsupported(e.into()))?;
    for &o in [src, dst].iter().chain(&between) {
        let u = facts
            .unmodelled
            .entry(o)
            .or_insert_with(|| plan::unmodelled(m, o));
        if let Some(n) = u.clone() {
            return Err(unsupported(format!(
                "'{n}' has effects that are not modelled"
            )));
        }
    }
    let ls = plan::fused_levels(m, src, depth).map_err(unsupported)?;
    let ld = plan::fused_levels(m, dst, depth).map_err(unsupported)?;
    let off = outer_dims(m, src);
    let acc = facts.acc;
    let (in_s, in_d) = (facts.of(src), facts.of(dst));
    let c = match shifts {
        Shifts::Given(c) if c.len() == depth => c.to_vec(),
        Shifts::Given(_) => return Err(unsupported(format!("expected {depth} shifts"))),
        Shifts::Failed(r) => return Err(r),
        Shifts::Compute => plan::shifts(acc, in_s, in_d, off, depth)?,
    };
    let s_levels = plan::levels(m, &ls, &c).map_err(unsupported)?;
    let d_levels = plan::levels(m, &ld, &vec![0; depth]).map_err(unsupported)?;
    let lp = plan::plan_levels(&s_levels, &d_levels).map_err(unsupported)?;
    let in_x: Vec<usize> = between
        .iter()
        .flat_map(|&x| facts.of(x).iter().copied())
        .collect();
    let violation = plan::check(m, acc, in_s, in_d, &in_x, off, &c);
    Ok(Prepared {
        src: s_levels,
        dst: d_levels,
        plan: lp,
        shifts: c,
        violation,
    })
}

/// True when fusing `src` into `dst` at `depth` is refused whatever the producer shifts: the
/// fused loops are not perfectly nested, a bound is not a linear form (shifts only add
/// constants), or two fused loops have different steps.
fn shape_refuses(m: &Module, src: OpId, dst: OpId, depth: usize) -> bool {
    let (Ok(ls), Ok(ld)) = (
        plan::fused_levels(m, src, depth),
        plan::fused_levels(m, dst, depth),
    ) else {
        return true;
    };
    let zero = vec![0; depth];
    match (plan::levels(m, &ls, &zero), plan::levels(m, &ld, &zero)) {
        (Ok(a), Ok(b)) => a.iter().zip(&b).any(|(x, y)| x.step != y.step),
        _ => true,
    }
}

fn apply(m: &mut Module, p: &Prepared, pos: Option<tessera_ir::Pos>) -> Result<(), TransformError> {
    plan::rewrite(m, &p.src, &p.dst, &p.plan, &p.shifts)
        .map_err(|e| TransformError::at(pos, format!("fusion rewrite failed: {e}")))
}

/// Fuses the nest `src_loop` into the later nest `dst_loop` (same block) at `depth` (their
/// first `depth` loops become one; `0` means the deepest both nests allow), with the producer
/// shifts computed exactly from the dependences. Refuses (nothing changed) when the fused
/// schedule would reverse a dependence, when legality is undecided, or when the nests do not
/// have the shape fusion needs; `force` applies a fusion that breaks a dependence (or is
/// undecided) anyway and returns [`Outcome::Forced`].
pub fn fuse_loops(
    m: &mut Module,
    reg: &Registry,
    src_loop: OpId,
    dst_loop: OpId,
    depth: usize,
    force: bool,
) -> Result<Outcome, TransformError> {
    fuse(m, reg, src_loop, dst_loop, depth, None, force)
}

/// As [`fuse_loops`] with the producer's shifts given (one per fused level): producer
/// iteration `t + shifts` runs in fused iteration `t`. Zero shifts are classic fusion.
pub fn fuse_loops_shifted(
    m: &mut Module,
    reg: &Registry,
    src_loop: OpId,
    dst_loop: OpId,
    shifts: &[i64],
    force: bool,
) -> Result<Outcome, TransformError> {
    fuse(
        m,
        reg,
        src_loop,
        dst_loop,
        shifts.len(),
        Some(shifts),
        force,
    )
}

fn fuse(
    m: &mut Module,
    reg: &Registry,
    src: OpId,
    dst: OpId,
    depth: usize,
    shifts: Option<&[i64]>,
    force: bool,
) -> Result<Outcome, TransformError> {
    for l in [src, dst] {
        if AffineForOp::wrap(m, l).is_none() {
            return Err(TransformError::at(m.op(l).pos, "not an affine.for loop"));
        }
    }
    let depth = if depth == 0 {
        plan::max_depth(m, src).min(plan::max_depth(m, dst)).max(1)
    } else {
        depth
    };
    let desc = what(m, src, dst, depth);
    let pos = m.op(dst).pos;
    let acc = plan::accesses(m, reg);
    let mut facts = BlockFacts::new(m, &acc, m.op(src).parent);
    let shifts = match shifts {
        Some(c) => Shifts::Given(c),
        None => Shifts::Compute,
    };
    let p = match prepare(m, &mut facts, src, dst, depth, shifts) {
        Ok(p) => p,
        Err(r) => return Ok(Outcome::Refused(refusal(desc, pos, r))),
    };
    match p.violation.clone() {
        None => {
            apply(m, &p, pos)?;
            Ok(Outcome::Applied)
        }
        Some(r) if force => {
            let refused = refusal(desc, pos, r);
            apply(m, &p, pos)?;
            Ok(Outcome::Forced(refused))
        }
        Some(r) => Ok(Outcome::Refused(refusal(desc, pos, r))),
    }
}

fn refusal(what: String, pos: Option<tessera_ir::Pos>, reason: Reason) -> Refusal {
    Refusal { what, pos, reason }
}

/// Memrefs (bases) written and read by the accesses `inside` an op.
fn footprint(
    acc: &[Access],
    inside: &[usize],
) -> (HashSet<tessera_ir::ValueId>, HashSet<tessera_ir::ValueId>) {
    let (mut w, mut r) = (HashSet::new(), HashSet::new());
    for &i in inside {
        if acc[i].kind.writes() {
            w.insert(acc[i].base);
        }
        if !matches!(acc[i].kind, tessera_dependence::AccessKind::Write) {
            r.insert(acc[i].base);
        }
    }
    (w, r)
}

/// Blocks under `func` holding at least two `affine.for` ops.
fn blocks_with_nests(m: &Module, func: OpId) -> Vec<BlockId> {
    let mut out = vec![];
    for o in m.walk(func) {
        for &r in &m.op(o).regions {
            for &b in &m.region(r).blocks {
                if crate::loops::loops_in_block(m, b).len() >= 2 {
                    out.push(b);
                }
            }
        }
    }
    out
}

impl LoopFusion {
    fn profitable(&self, p: &[LevelPlan]) -> bool {
        self.maximal
            || p.iter().all(|l| {
                l.extra == 0
                    || l.width.is_some_and(|w| {
                        w > 0 && (l.extra as f64) <= self.compute_tolerance * w as f64
                    })
            })
    }

    /// One fusion in `phase` (producer: true, sibling: false); true if the IR changed.
    /// `seen` holds the candidate pairs already tried and not fused (every legal depth
    /// unprofitable, or none legal), with the ops between them at the time: such a pair is
    /// tried again only when one of its nests, or what lies between them, has changed since
    /// (`touched`: the ops fusions have rewritten or removed, with their ancestors) — its
    /// answer depends on nothing else, so skipping it changes no result.
    fn step(
        &self,
        m: &mut Module,
        reg: &Registry,
        func: OpId,
        producer: bool,
        ctx: &mut PassContext<'_>,
        seen: &mut Seen,
    ) -> Result<bool, TransformError> {
        let acc = plan::accesses(m, reg);
        for b in blocks_with_nests(m, func) {
            let nests = crate::loops::loops_in_block(m, b);
            let mut facts = BlockFacts::new(m, &acc, Some(b));
            let feet: HashMap<OpId, _> = nests
                .iter()
                .map(|&n| (n, footprint(&acc, facts.of(n))))
                .collect();
            for (j, &dst) in nests.iter().enumerate() {
                let (dw, dr) = &feet[&dst];
                for &src in nests[..j].iter().rev() {
                    let (sw, sr) = &feet[&src];
                    let is_producer = sw.iter().any(|x| dr.contains(x));
                    let candidate = if producer {
                        is_producer
                    } else {
                        !is_producer && sr.iter().any(|x| dr.contains(x) && !dw.contains(x))
                    };
                    if !candidate || seen.unchanged(m, src, dst) {
                        continue;
                    }
                    let maxd = plan::max_depth(m, src).min(plan::max_depth(m, dst));
                    // The shifts of every depth at once (those of depth d are a prefix),
                    // computed for the deepest depth that needs them.
                    let mut shifts_of = None;
                    let mut first_refusal = None;
                    let mut legal_somewhere = false;
                    for depth in (1..=maxd).rev() {
                        // Only depth 1's refusal is reported (it is tried last): a deeper
                        // depth whose shape refuses it whatever the shifts is skipped.
                        if depth > 1 && shape_refuses(m, src, dst, depth) {
                            continue;
                        }
                        let (prefix, fail) = shifts_of.get_or_insert_with(|| {
                            let (s, d) = (facts.of(src), facts.of(dst));
                            plan::shift_prefix(&acc, s, d, outer_dims(m, src), depth)
                        });
                        let shifts = match (prefix.get(..depth), &*fail) {
                            (Some(c), _) => Shifts::Given(c),
                            (None, Some(r)) => Shifts::Failed(r.clone()),
                            (None, None) => Shifts::Compute,
                        };
                        match prepare(m, &mut facts, src, dst, depth, shifts) {
                            Ok(p) if p.violation.is_none() => {
                                if self.profitable(&p.plan) {
                                    seen.fused(m, src, dst);
                                    apply(m, &p, m.op(dst).pos)?;
                                    return Ok(true);
                                }
                                legal_somewhere = true;
                            }
                            Ok(p) => first_refusal = p.violation.map(|r| (depth, r)),
                            Err(r) => first_refusal = Some((depth, r)),
                        }
                    }
                    seen.record(m, src, dst);
                    if let Some((depth, r)) = first_refusal.filter(|_| !legal_somewhere) {
                        if seen.reported.insert((src, dst)) {
                            let rf = refusal(what(m, src, dst, depth), m.op(dst).pos, r);
                            ctx.refuse(PASS, m, rf);
                        }
                    }
                }
            }
        }
        Ok(false)
    }
}

/// The candidate pairs of one run of the pass that were tried and not fused (see
/// [`LoopFusion::step`]).
#[derive(Default)]
struct Seen {
    /// Pair → the ops between the two nests when it was tried, and the number of fusions done
    /// before.
    tried: HashMap<(OpId, OpId), (Vec<OpId>, usize)>,
    /// Op → the number of fusions done when a fusion last rewrote or removed it (or an op
    /// inside it).
    touched: HashMap<OpId, usize>,
    /// Fusions done so far.
    fusions: usize,
    /// Pairs whose refusal was reported.
    reported: HashSet<(OpId, OpId)>,
}

impl Seen {
    /// True when the pair was tried and nothing it depends on has changed since.
    fn unchanged(&self, m: &Module, src: OpId, dst: OpId) -> bool {
        let Some((was, at)) = self.tried.get(&(src, dst)) else {
            return false;
        };
        ops_between(m, src, dst).as_ref() == Ok(was)
            && [src, dst]
                .iter()
                .chain(was)
                .all(|o| self.touched.get(o).is_none_or(|t| t < at))
    }

    fn record(&mut self, m: &Module, src: OpId, dst: OpId) {
        if let Ok(b) = ops_between(m, src, dst) {
            self.tried.insert((src, dst), (b, self.fusions + 1));
        }
    }

    /// `src` is about to be fused into `dst`: both, and `dst`'s ancestors, change.
    fn fused(&mut self, m: &Module, src: OpId, dst: OpId) {
        self.fusions += 1;
        let now = self.fusions;
        self.touched.insert(src, now);
        let mut cur = Some(dst);
        while let Some(o) = cur {
            self.touched.insert(o, now);
            cur = m.parent_op(o);
        }
    }
}

impl Pass for LoopFusion {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let reg = ctx.registry;
        let phases: &[bool] = match self.mode {
            Mode::Greedy => &[true, false],
            Mode::Producer => &[true],
            Mode::Sibling => &[false],
        };
        let mut seen = Seen::default();
        for &producer in phases {
            // Each fusion removes one nest, so this ends; the bound guards against surprises.
            for _ in 0..10_000 {
                if !self.step(m, reg, func, producer, ctx, &mut seen)? {
                    break;
                }
            }
        }
        Ok(())
    }
}
