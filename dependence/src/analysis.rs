//! The pairwise dependence analysis of a module: every ordered pair of accesses to the same
//! memref with at least one write (or two reads on request), at every depth from 1 to the
//! number of common loops plus one, as MLIR's `checkMemrefAccessDependence` defines them, but
//! decided exactly.

use std::collections::HashMap;
use std::sync::Arc;

use tessera_ir::{BlockId, Module, OpId, Registry};

use crate::access::{collect_shared, Access, AccessKind, CollectOptions};
use crate::error::{DepError, DepResult};
use crate::parallel::{par_chunks, par_map, solve_limited};
use crate::solve::{cells_disjoint, CellRanges, Component, DepthResult, Extent, PairSystem};

/// A fast, deterministic hasher for the analysis' internal tables (keys are small integers
/// and coefficient vectors; no untrusted-collision concern inside one run).
#[derive(Default, Clone, Copy)]
pub struct FxHasher(u64);

impl std::hash::Hasher for FxHasher {
    fn finish(&self) -> u64 {
        self.0
    }
    fn write(&mut self, bytes: &[u8]) {
        for chunk in bytes.chunks(8) {
            let mut b = [0u8; 8];
            b[..chunk.len()].copy_from_slice(chunk);
            self.write_u64(u64::from_le_bytes(b));
        }
    }
    fn write_u64(&mut self, v: u64) {
        self.0 = (self.0.rotate_left(5) ^ v).wrapping_mul(0x51_7c_c1_b7_27_22_0a_95);
    }
    fn write_usize(&mut self, v: usize) {
        self.write_u64(v as u64);
    }
    fn write_i64(&mut self, v: i64) {
        self.write_u64(v as u64);
    }
}

/// A `HashMap` with [`FxHasher`].
pub type FxMap<K, V> = HashMap<K, V, std::hash::BuildHasherDefault<FxHasher>>;

/// Analysis options.
#[derive(Debug, Clone)]
pub struct Options {
    /// Also report read-after-read pairs.
    pub rar: bool,
    /// Treat `affine.prefetch` as a read access.
    pub prefetch: bool,
    /// Restrict the report to one function (accesses elsewhere are still collected).
    pub function: Option<String>,
    /// Restrict the pairs to accesses nested in this op (a loop nest): what a transformation
    /// of the nest needs (dependences with one end outside it keep their order).
    pub within: Option<tessera_ir::OpId>,
    /// A time limit for the whole analysis: pair jobs not started by then are answered
    /// "unknown" (the reason says so); a started job ends within its per-question work
    /// budgets. `None`: no limit (every answer is decided or exhausted its own budget).
    pub deadline: Option<std::time::Instant>,
    /// A work budget for the whole analysis, in the units of the per-question budgets
    /// ([`crate::solve::PAIR_BUDGET`] per (pair, depth) question): the pair jobs, in a fixed
    /// order, are each allowed a [`crate::parallel::LAG`]-th of what is neither used by the jobs at least
    /// [`crate::parallel::LAG`] before it nor allowed to the ones in between (so the total stays within the
    /// limit); a question left with less than its own budget that runs out is "unknown" with
    /// [`crate::solve::ANALYSIS_BUDGET`] as the reason. Unlike the deadline, the answers
    /// depend only on the input (not on the machine, the number of cores or the load).
    /// `None`: no limit beyond the per-question budgets.
    pub work_limit: Option<u64>,
    /// Bound the components of every dependent depth (default). Without, an analysis gives
    /// the verdicts and witnesses only (each component reported unbounded): for a caller that
    /// asks legality questions of its pairs and never reads distances.
    pub bounds: bool,
}

impl Default for Options {
    /// No RAR pairs, no prefetches, every function and nest, no deadline,
    /// [`DEFAULT_WORK_LIMIT`].
    fn default() -> Self {
        Options {
            rar: false,
            prefetch: false,
            function: None,
            within: None,
            deadline: None,
            work_limit: Some(DEFAULT_WORK_LIMIT),
            bounds: true,
        }
    }
}

/// The default work limit ([`Options::default`], `tessera deps` unless told otherwise): 500
/// times a (pair, depth) question's budget. The PolyBench kernels and their tiled, skewed
/// schedules use at most a few percent of it.
pub const DEFAULT_WORK_LIMIT: u64 = 500 * crate::solve::PAIR_BUDGET;

/// The reason given for pairs left undecided by [`Options::deadline`].
pub const TIME_LIMIT: &str = "time limit of the analysis reached";

/// The kind of a dependence, named from the destination's point of view.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum DepKind {
    /// Read after write (flow).
    Raw,
    /// Write after read (anti).
    War,
    /// Write after write (output).
    Waw,
    /// Read after read (input; only on request).
    Rar,
}

impl DepKind {
    /// The kind of a dependence from an access of kind `src` to one of kind `dst`.
    pub fn of(src: AccessKind, dst: AccessKind) -> DepKind {
        match (src.writes(), dst.writes()) {
            (true, false) => DepKind::Raw,
            (false, true) => DepKind::War,
            (true, true) => DepKind::Waw,
            (false, false) => DepKind::Rar,
        }
    }

    /// `RAW`, `WAR`, `WAW` or `RAR`.
    pub fn name(self) -> &'static str {
        match self {
            DepKind::Raw => "RAW",
            DepKind::War => "WAR",
            DepKind::Waw => "WAW",
            DepKind::Rar => "RAR",
        }
    }
}

/// The analysis of one ordered pair of accesses.
#[derive(Debug, Clone)]
pub struct PairResult {
    /// Source access (index into [`Analysis::accesses`]).
    pub src: usize,
    /// Destination access.
    pub dst: usize,
    /// Kind.
    pub kind: DepKind,
    /// Number of common loop dimensions (`affine.for` and `affine.parallel`).
    pub common: usize,
    /// Results at depths `1..=common + 1` (entry `d - 1` is depth `d`).
    pub depths: Vec<DepthResult>,
}

impl PairResult {
    /// True if some depth may carry a dependence.
    pub fn may_depend(&self) -> bool {
        self.depths.iter().any(DepthResult::may_depend)
    }
}

/// The result of analysing a module.
#[derive(Debug, Clone)]
pub struct Analysis {
    /// Every access of the module, in walk order (shared with the collection cache, see
    /// [`crate::access::collect_shared`]).
    pub accesses: Arc<Vec<Access>>,
    /// Every analysed ordered pair (same memref, a write unless RAR was requested).
    pub pairs: Vec<PairResult>,
    index: FxMap<(usize, usize), usize>,
    /// Number of distinct pair polyhedra that had to be solved (the rest were shared).
    pub solved: usize,
    /// Work units the pair questions used (see [`Options::work_limit`]).
    pub work: u64,
}

impl Analysis {
    /// The analysed pair `(src, dst)`, if it was analysed.
    pub fn pair(&self, src: usize, dst: usize) -> Option<&PairResult> {
        self.index.get(&(src, dst)).and_then(|&i| self.pairs.get(i))
    }

    /// The `scf.if` ops a dependence of pair `p` is conditional on: those of its source, then
    /// those of its destination not already listed ([`Access::may_under`]). Empty for a pair
    /// of must-accesses; otherwise its answers are exact for the over-approximated domains (a
    /// dependence holds only if the conditions are true at both instances, no dependence is
    /// a proof).
    pub fn may_under(&self, p: &PairResult) -> Vec<OpId> {
        let mut out = self
            .accesses
            .get(p.src)
            .map(|a| a.may_under.clone())
            .unwrap_or_default();
        if let Some(b) = self.accesses.get(p.dst) {
            for &c in &b.may_under {
                if !out.contains(&c) {
                    out.push(c);
                }
            }
        }
        out
    }
}

/// The chain of blocks from `op`'s block up to the block directly inside its affine scope op,
/// innermost first.
fn block_chain(m: &Module, reg: &Registry, op: OpId) -> Vec<BlockId> {
    let mut out = Vec::new();
    let mut cur = m.op(op).parent;
    while let Some(b) = cur {
        out.push(b);
        let Some(parent) = m.block_parent_op(b) else {
            break;
        };
        if reg
            .traits(&m.op(parent).name)
            .contains(tessera_ir::dialects::Traits::AFFINE_SCOPE)
        {
            break;
        }
        cur = m.op(parent).parent;
        if out.len() > 100_000 {
            break;
        }
    }
    out
}

/// Whether `a` comes before `b` in their innermost common block (MLIR's
/// `srcAppearsBeforeDstInAncestralBlock`); `None` if they have no common block in the scope.
pub fn precedes(m: &Module, reg: &Registry, a: OpId, b: OpId) -> Option<bool> {
    precedes_with(m, &block_chain(m, reg, a), &block_chain(m, reg, b), a, b)
}

fn precedes_with(m: &Module, ca: &[BlockId], cb: &[BlockId], a: OpId, b: OpId) -> Option<bool> {
    let mut common = None;
    for (x, y) in ca.iter().rev().zip(cb.iter().rev()) {
        if x != y {
            break;
        }
        common = Some(*x);
    }
    let blk = common?;
    let ancestor = |op: OpId| -> Option<OpId> {
        let mut cur = op;
        loop {
            if m.op(cur).parent == Some(blk) {
                return Some(cur);
            }
            cur = m.parent_op(cur)?;
        }
    };
    let (x, y) = (ancestor(a)?, ancestor(b)?);
    let ops = &m.block(blk).ops;
    let px = ops.iter().position(|&o| o == x)?;
    let py = ops.iter().position(|&o| o == y)?;
    Some(px < py)
}

/// Analyses the pair `(src, dst)` of `accesses` at every depth.
pub fn analyze_pair(
    m: &Module,
    reg: &Registry,
    accesses: &[Access],
    src: usize,
    dst: usize,
) -> Option<PairResult> {
    analyze_pair_cached(m, reg, accesses, src, dst, &mut Cache::default())
}

fn analyze_pair_cached(
    m: &Module,
    reg: &Registry,
    accesses: &[Access],
    src: usize,
    dst: usize,
    cache: &mut Cache,
) -> Option<PairResult> {
    cache.note(m, reg, accesses, src);
    cache.note(m, reg, accesses, dst);
    let mut r = match prepare(m, reg, accesses, src, dst, cache)? {
        Prep::Done(r) => r,
        Prep::Solve(job) => {
            let depths = match cache.pairs.get(&job.key) {
                Some(d) => d.clone(),
                None => {
                    cache.solved += 1;
                    let d = solve_job(accesses, &PerAccess::default(), &job, u64::MAX, true).0;
                    cache.pairs.insert(job.key, d.clone());
                    d
                }
            };
            job.result(depths)
        }
    };
    fresh_buffers(m, accesses, &mut r);
    Some(r)
}

/// The number of leading loops of `model` around the allocation of `base` when `base` is a
/// `memref.alloc`/`alloca` result: each iteration of those loops allocates a new buffer.
pub fn fresh_loops(m: &Module, model: &crate::access::Model, base: tessera_ir::ValueId) -> usize {
    let Some(alloc) = crate::access::allocation(m, base) else {
        return 0;
    };
    model
        .loops
        .iter()
        .take_while(|l| m.is_ancestor(l.op, alloc))
        .count()
}

/// A pair on a buffer allocated inside some of its common loops: instances in different
/// iterations of those loops access different buffers, so those depths are independent.
fn fresh_buffers(m: &Module, accesses: &[Access], r: &mut PairResult) {
    let a = &accesses[r.src];
    let Ok(model) = &a.model else { return };
    if r.common == 0 {
        return;
    }
    let f = fresh_loops(m, model, a.base).min(r.common);
    for d in r.depths.iter_mut().take(f) {
        *d = DepthResult::Independent;
    }
}

/// Identifies a pair polyhedron: the two model ids, the number of common loops, the order.
type PairKey = (usize, usize, usize, Option<bool>);

/// A pair whose polyhedra must be solved.
#[derive(Debug, Clone)]
struct Job {
    src: usize,
    dst: usize,
    kind: DepKind,
    common: usize,
    order: Option<bool>,
    key: PairKey,
}

impl Job {
    fn result(&self, depths: Vec<DepthResult>) -> PairResult {
        let common = if depths.len() == self.common + 1 {
            self.common
        } else {
            0
        };
        PairResult {
            src: self.src,
            dst: self.dst,
            kind: self.kind,
            common,
            depths,
        }
    }
}

enum Prep {
    Done(PairResult),
    Solve(Job),
}

/// Classifies a pair: answered without solving, or a job (with its sharing key). Reads the
/// block chains and model ids [`Cache::note`] recorded (computing what is missing).
fn prepare(
    m: &Module,
    reg: &Registry,
    accesses: &[Access],
    src: usize,
    dst: usize,
    cache: &Cache,
) -> Option<Prep> {
    let (a, b) = (accesses.get(src)?, accesses.get(dst)?);
    let kind = DepKind::of(a.kind, b.kind);
    let done = |common: usize, depths: Vec<DepthResult>| {
        Some(Prep::Done(PairResult {
            src,
            dst,
            kind,
            common,
            depths,
        }))
    };
    if a.scope != b.scope && a.memref != b.memref {
        // One access is inside an affine.execute_region the other's scope sees as an opaque
        // access of the memref bound to it (the pair of that opaque access stands for this
        // one), or they are in different functions: not a pair of one scope.
        return None;
    }
    if a.memref != b.memref {
        let why = "accesses through different views of the same memref".to_string();
        return done(0, vec![DepthResult::Unknown(why)]);
    }
    if a.scope != b.scope {
        let why = "accesses in different affine scopes".to_string();
        return done(0, vec![DepthResult::Unknown(why)]);
    }
    let (ma, mb) = match (&a.model, &b.model) {
        (Err(e), _) | (_, Err(e)) => return done(0, vec![DepthResult::Unknown(e.clone())]),
        (Ok(x), Ok(y)) => (x, y),
    };
    let c = ma
        .loops
        .iter()
        .zip(&mb.loops)
        .take_while(|(x, y)| x.op == y.op && x.dim == y.dim)
        .count();
    let chain = |op: OpId| match cache.chains.get(&op) {
        Some(c) => std::borrow::Cow::Borrowed(c.as_slice()),
        None => std::borrow::Cow::Owned(block_chain(m, reg, op)),
    };
    let order = if a.op == b.op && (a.operand.is_some() || a.op_name == "affine.dma_start") {
        // Two accesses of one linalg op or DMA start: in one iteration they run in access
        // order (reads, then writes; a DMA reads its source, writes its destination, then its
        // tag).
        Some(src < dst)
    } else {
        precedes_with(m, &chain(a.op), &chain(b.op), a.op, b.op)
    };
    if c == 0 && order != Some(true) {
        // Only the loop-independent depth, and the source does not precede the destination.
        let r = match order {
            None => DepthResult::Unknown(NO_COMMON_BLOCK.into()),
            _ => DepthResult::Independent,
        };
        return done(0, vec![r]);
    }
    // Pairs of identical models (same rows, whatever their loops) at the same nesting relation
    // have identical polyhedra: solved once.
    // An access without a recorded id gets one of its own (never shared).
    let id = |i: usize| cache.model_of.get(&i).copied().unwrap_or(usize::MAX - i);
    let key = (id(src), id(dst), c, order);
    Some(Prep::Solve(Job {
        src,
        dst,
        kind,
        common: c,
        order,
        key,
    }))
}

const NO_COMMON_BLOCK: &str = "the accesses have no common block (unstructured control flow)";

/// Facts computed once per access and used by every pair it is in.
#[derive(Default)]
struct PerAccess {
    /// Cell ranges (a quick disjointness test).
    ranges: Vec<Option<CellRanges>>,
    /// A point of the domain (where the pair relaxations start).
    points: Vec<Option<Vec<tessera_polyhedral::int::Int>>>,
}

/// The answers of one job at every depth, its questions' work limited to `allowance` units
/// in total; also the units they used.
fn solve_job(
    accesses: &[Access],
    per: &PerAccess,
    job: &Job,
    allowance: u64,
    bounds: bool,
) -> (Vec<DepthResult>, u64) {
    let ranges = &per.ranges;
    if let (Some(Some(ra)), Some(Some(rb))) = (ranges.get(job.src), ranges.get(job.dst)) {
        if cells_disjoint(ra, rb) {
            // No common cell at all: independent at every depth.
            return (vec![DepthResult::Independent; job.common + 1], 0);
        }
    }
    if job.common == 0 && job.order == Some(true) {
        let models = (&accesses[job.src].model, &accesses[job.dst].model);
        if let (Ok(ma), Ok(mb)) = models {
            if let Some(r) = crate::solve::disjoint_boxes_fast_path(ma, mb) {
                return (vec![r], 0);
            }
        }
    }
    let mut sys = match pair_system(accesses, job.src, job.dst) {
        Ok(s) => s,
        Err(e) => return (vec![DepthResult::Unknown(e)], 0),
    };
    if !bounds {
        sys.verdicts_only();
    }
    sys.set_allowance(allowance);
    let answers = solve_pair(&sys, per, job);
    (answers, allowance - sys.allowance_left())
}

/// [`solve_job`]'s questions to the pair system.
fn solve_pair(sys: &PairSystem, per: &PerAccess, job: &Job) -> Vec<DepthResult> {
    let c = job.common;
    let start = match (per.points.get(job.src), per.points.get(job.dst)) {
        (Some(Some(a)), Some(Some(b))) => sys.start_from(a, b),
        _ => None,
    };
    let start = start.as_deref();
    // The pieces' relaxations, set up once and extended for every question below.
    let base = if c > 0 { sys.relaxations(start) } else { None };
    let base = base.as_deref();
    // No common cell at all: independent at every depth.
    let conflict = if c > 0 {
        let found = match base {
            Some(b) => sys.conflict_point_with(b),
            None => sys.conflict_point(start),
        };
        match found {
            None => None,
            Some(None) => Some(false),
            Some(Some(p)) => {
                // A uniform dependence (constant distance v): it exists exactly at the depth
                // of v's first non-zero entry (if positive), or at c + 1 if v = 0.
                if let Some(v) = sys.uniform_distance_with(&p, base) {
                    return uniform_depths(sys, &v, &p, job.order);
                }
                Some(true)
            }
        }
    } else {
        Some(true)
    };
    (1..=c + 1)
        .map(|d| {
            if conflict == Some(false) {
                DepthResult::Independent
            } else if d == c + 1 {
                match job.order {
                    None => DepthResult::Unknown(NO_COMMON_BLOCK.into()),
                    Some(false) => DepthResult::Independent,
                    Some(true) => sys.solve_near_with(d, start, base),
                }
            } else {
                sys.solve_near_with(d, start, base)
            }
        })
        .collect()
}

/// The answers at every depth for a uniform dependence of distance `v` (witness `p`).
fn uniform_depths(
    sys: &PairSystem,
    v: &[tessera_polyhedral::int::Int],
    p: &[tessera_polyhedral::int::Int],
    order: Option<bool>,
) -> Vec<DepthResult> {
    let c = v.len();
    let first = v.iter().position(|x| !x.is_zero());
    let dependent = || DepthResult::Dependent {
        components: v
            .iter()
            .map(|x| Component {
                min: Extent::Finite(x.clone()),
                max: Extent::Finite(x.clone()),
            })
            .collect(),
        witness: sys.witness_of(p),
    };
    (1..=c + 1)
        .map(|d| match first {
            Some(k) if k + 1 == d && v[k].is_positive() => dependent(),
            None if d == c + 1 => match order {
                Some(true) => dependent(),
                Some(false) => DepthResult::Independent,
                None => DepthResult::Unknown(NO_COMMON_BLOCK.into()),
            },
            _ => DepthResult::Independent,
        })
        .collect()
}

/// Solves distinct jobs on the available cores; results in job order, and the work units
/// they used.
fn solve_all(
    accesses: &[Access],
    per: &PerAccess,
    jobs: &[Job],
    opts: &Options,
) -> (Vec<Vec<DepthResult>>, u64) {
    // Handed out one by one (their costs differ by orders of magnitude: a fixed split leaves
    // a core idle), those with common loops first (the costliest: several depths and
    // distance bounds each).
    let mut order: Vec<usize> = (0..jobs.len()).collect();
    order.sort_by_key(|&i| std::cmp::Reverse(jobs[i].common));
    let deadline = opts.deadline;
    let solve = |i: usize, allowance: u64| -> (Vec<DepthResult>, u64) {
        if deadline.is_some_and(|d| std::time::Instant::now() >= d) {
            return (
                vec![DepthResult::Unknown(TIME_LIMIT.into()); jobs[i].common + 1],
                0,
            );
        }
        solve_job(accesses, per, &jobs[i], allowance, opts.bounds)
    };
    let results: Vec<Option<(Vec<DepthResult>, u64)>> = match opts.work_limit {
        None => par_map(&order, |&i| Some(solve(i, u64::MAX))),
        Some(limit) => solve_limited(&order, limit, |&i, allowance| solve(i, allowance)),
    };
    let mut used: u64 = 0;
    let mut answers: Vec<Vec<DepthResult>> = Vec::with_capacity(order.len());
    for (&i, r) in order.iter().zip(results) {
        // No result: the job panicked (`solve_limited` gives it none).
        let (a, u) = r.unwrap_or_else(|| {
            let why = DepthResult::Unknown("internal error in the analysis".into());
            (vec![why; jobs[i].common + 1], 0)
        });
        used = used.saturating_add(u);
        answers.push(a);
    }
    let mut out: Vec<Vec<DepthResult>> = vec![Vec::new(); jobs.len()];
    for (i, a) in order.into_iter().zip(answers) {
        out[i] = a;
    }
    (out, used)
}

/// Shared state of one analysis: model ids, answers per pair polyhedron (identical polyhedra,
/// common in real code with repeated statements and nests, are solved once), block chains.
#[derive(Debug, Default)]
struct Cache {
    models: FxMap<Vec<tessera_polyhedral::int::Int>, usize>,
    model_of: FxMap<usize, usize>,
    pairs: FxMap<(usize, usize, usize, Option<bool>), Vec<DepthResult>>,
    chains: FxMap<OpId, Vec<BlockId>>,
    /// Number of distinct pair polyhedra solved.
    pub solved: usize,
}

impl Cache {
    /// Records what [`prepare`] reads of access `i`: its op's block chain and its model id.
    fn note(&mut self, m: &Module, reg: &Registry, accesses: &[Access], i: usize) {
        let Some(a) = accesses.get(i) else { return };
        self.chains
            .entry(a.op)
            .or_insert_with(|| block_chain(m, reg, a.op));
        if let Ok(md) = &a.model {
            self.model_id(i, md);
        }
    }

    /// An id shared by accesses whose models have the same rows.
    fn model_id(&mut self, access: usize, md: &crate::access::Model) -> usize {
        use tessera_polyhedral::int::Int;
        if let Some(&id) = self.model_of.get(&access) {
            return id;
        }
        let mut k: Vec<Int> = vec![
            Int::from(md.loops.len() as i64),
            Int::from(md.nsyms as i64),
            Int::from(md.nlocals as i64),
            Int::from(md.cell.len() as i64),
        ];
        for r in &md.cell {
            k.extend(r.iter().cloned());
        }
        for p in &md.pieces {
            k.push(Int::from(p.eqs.len() as i64));
            k.push(Int::from(p.ineqs.len() as i64));
            for r in p.eqs.iter().chain(&p.ineqs) {
                k.extend(r.iter().cloned());
            }
        }
        let n = self.models.len();
        let id = *self.models.entry(k).or_insert(n);
        self.model_of.insert(access, id);
        id
    }
}

/// The pair system of two modelled accesses (for printing polyhedra or asking further
/// questions); `Err` says why the pair is not modelled.
pub fn pair_system(accesses: &[Access], src: usize, dst: usize) -> Result<PairSystem, String> {
    let (a, b) = (
        accesses.get(src).ok_or("no such access")?,
        accesses.get(dst).ok_or("no such access")?,
    );
    match (&a.model, &b.model) {
        (Err(e), _) | (_, Err(e)) => Err(e.clone()),
        (Ok(x), Ok(y)) => PairSystem::new(x, y),
    }
}

/// `Err(NoSuchFunction)` when a function is named and the module has no `func.func` of that name.
pub fn check_function(m: &Module, function: Option<&str>) -> DepResult<()> {
    let Some(f) = function else { return Ok(()) };
    let exists = m.walk(m.top()).into_iter().any(|o| {
        m.op(o).name == "func.func" && m.op(o).attr("sym_name").and_then(|a| a.as_str()) == Some(f)
    });
    if exists {
        Ok(())
    } else {
        Err(DepError::NoSuchFunction(f.to_string()))
    }
}

/// Analyses every relevant ordered pair of accesses of the module.
pub fn analyze(m: &Module, reg: &Registry, opts: &Options) -> DepResult<Analysis> {
    let accesses = collect_shared(
        m,
        reg,
        CollectOptions {
            prefetch: opts.prefetch,
        },
    );
    analyze_accesses(m, reg, opts, accesses)
}

/// [`analyze`] over a given collection of the module's accesses: the whole module's (what
/// [`analyze`] passes), or only those under the nest [`Options::within`] names
/// ([`crate::access::collect_within`]: a nest analysed once, on a module version no other
/// question shares, at the cost of the nest; its symbol columns are numbered as that walk
/// meets them, and the analysis' access indices count within the nest).
pub fn analyze_accesses(
    m: &Module,
    reg: &Registry,
    opts: &Options,
    accesses: Arc<Vec<Access>>,
) -> DepResult<Analysis> {
    // The ops of the nest (when restricted to one): a set, not an ancestor walk per access.
    let nest: Option<std::collections::HashSet<tessera_ir::OpId>> =
        opts.within.map(|w| m.walk(w).into_iter().collect());
    match (opts.function.as_deref(), opts.within) {
        // A nest inside the named function: the function exists.
        (Some(f), Some(w)) if crate::access::function_name(m, w).as_deref() == Some(f) => {}
        (f, _) => check_function(m, f)?,
    }
    let selected = |a: &Access| {
        opts.function
            .as_ref()
            .is_none_or(|f| a.function.as_ref() == Some(f))
            && nest.as_ref().is_none_or(|n| n.contains(&a.op))
    };
    // Group the selected accesses by underlying memref.
    let chosen: Vec<bool> = accesses.iter().map(selected).collect();
    let mut groups: HashMap<tessera_ir::ValueId, Vec<usize>> = HashMap::new();
    for (i, a) in accesses.iter().enumerate() {
        if chosen[i] {
            groups.entry(a.base).or_default().push(i);
        }
    }
    let mut pairs: Vec<PairResult> = Vec::new();
    let mut index: FxMap<(usize, usize), usize> = FxMap::default();
    // The pairs in (source, destination) order: each group lists its accesses in order.
    let mut todo: Vec<(usize, usize)> = Vec::new();
    for (i, a) in accesses.iter().enumerate() {
        if !chosen[i] {
            continue;
        }
        for &j in &groups[&a.base] {
            let b = &accesses[j];
            if !opts.rar && !a.kind.writes() && !b.kind.writes() {
                continue;
            }
            todo.push((i, j));
        }
    }
    let mut cache = Cache::default();
    // What `prepare` reads, for the accesses of some pair (a function's or a nest's analysis
    // does not pay for the rest of the module).
    let mut involved = vec![false; accesses.len()];
    for &(i, j) in &todo {
        involved[i] = true;
        involved[j] = true;
    }
    for i in (0..accesses.len()).filter(|&i| involved[i]) {
        cache.note(m, reg, &accesses, i);
    }
    // Pairs classified on the available cores; jobs shared in pair order.
    let preps = par_chunks(&todo, |&(i, j)| prepare(m, reg, &accesses, i, j, &cache));
    // The job of each pair to solve (pairs with equal keys share one).
    let mut jobs: Vec<Job> = Vec::new();
    let mut job_ids: Vec<usize> = vec![usize::MAX; preps.len()];
    let mut job_of: FxMap<PairKey, usize> = FxMap::default();
    for (prep, id) in preps.iter().zip(job_ids.iter_mut()) {
        if let Some(Prep::Solve(job)) = prep {
            *id = *job_of.entry(job.key).or_insert_with(|| {
                jobs.push(job.clone());
                jobs.len() - 1
            });
        }
    }
    // Cell ranges of the accesses some job involves (computed once per access, used by every
    // pair it is in).
    let mut per = PerAccess {
        ranges: vec![None; accesses.len()],
        points: vec![None; accesses.len()],
    };
    let mut done = vec![false; accesses.len()];
    let mut need = Vec::new();
    for j in &jobs {
        for i in [j.src, j.dst] {
            if !std::mem::replace(&mut done[i], true) {
                need.push(i);
            }
        }
    }
    let setups = par_map(&need, |&i| match &accesses[i].model {
        Ok(md) => (CellRanges::of(md), crate::solve::model_point(md)),
        Err(_) => (None, None),
    });
    for (&i, (r, p)) in need.iter().zip(setups) {
        per.ranges[i] = r;
        per.points[i] = p;
    }
    let (mut answers, work) = solve_all(&accesses, &per, &jobs, opts);
    // Pairs left per job: the last one takes the answer instead of a copy.
    let mut left = vec![0usize; jobs.len()];
    for &id in &job_ids {
        if let Some(l) = left.get_mut(id) {
            *l += 1;
        }
    }
    pairs.reserve(preps.len());
    index.reserve(preps.len());
    for (prep, id) in preps.into_iter().zip(job_ids) {
        let r = match prep {
            None => continue,
            Some(Prep::Done(r)) => r,
            Some(Prep::Solve(job)) => {
                left[id] -= 1;
                let depths = match answers.get_mut(id) {
                    Some(d) if left[id] == 0 => std::mem::take(d),
                    Some(d) => d.clone(),
                    None => vec![DepthResult::Unknown("no answer was computed".into())],
                };
                job.result(depths)
            }
        };
        let mut r = r;
        fresh_buffers(m, &accesses, &mut r);
        index.insert((r.src, r.dst), pairs.len());
        pairs.push(r);
    }
    Ok(Analysis {
        accesses,
        pairs,
        index,
        solved: jobs.len(),
        work,
    })
}
