//! The cost guard: an estimate of the sequential running time of a region under a scan (the
//! original order or a tiled schedule), so that `affine-optimize` keeps a region's original
//! order when its schedule would not pay.
//!
//! The estimate, in cycles, has three parts:
//!
//! - **compute**: per iteration of each innermost loop body, the accesses classified along the
//!   loop's direction (invariant, spatial, other) as in the intra-tile order's
//!   [`super::tiling`] cost, vectorised if the loop carries no dependence of the body's
//!   statements (decided exactly); vectorised around an in-order chain of at least one
//!   floating-point latency per iteration if it carries only accumulators (cells that do not
//!   move along it); else scalar, with that latency floor unless the loop jams with its
//!   enclosing loop (the two exchanged respect every dependence: the C compiler's
//!   unroll-and-jam interleaves independent chains);
//! - **loop overhead**: per entry of an innermost loop (a short tile loop enters often; a
//!   vectorised one also runs a remainder);
//! - **memory**: cache lines moved at each level of the host's caches, by the classic
//!   footprint model: going from the outermost loop in, the reuse carried by a loop is lost
//!   when one of its iterations touches more lines than the cache holds; an access then costs
//!   its distinct lines under the first loop whose iterations fit, once per iteration of the
//!   loops outside it. Footprints are boxes: the extent of each subscript over the loops'
//!   trip counts, in lines along the last dimension.
//!
//! Trip counts come from the iteration domains (exact rational bounds), with every parameter
//! set to an assumed size (`guard-size`, default 1000). The model is an estimate and says so:
//! the guard applies a schedule only when it is estimated to be faster by a margin
//! ([`MARGIN`]), and a region it cannot estimate is scheduled as without the guard. The
//! original order is estimated as the C compiler runs it ([`original_estimate`]).

use std::collections::HashMap;

use tessera_ir::{Module, OpId, ValueId};
use tessera_polyhedral::budget::Budget;

use super::model::Scop;

pub use super::cost_original::{contiguous_innermost, original_estimate, original_maps};
pub(crate) use super::cost_view::row_range;
use super::cost_view::{view, AccessView, DimView, StmtView};
use super::verify::{dim_parallel_over, dim_parallel_where, verify, StmtMap};

/// A schedule is applied when its estimate is at most this fraction of the original's.
pub const MARGIN: f64 = 0.9;

/// Cycles of a floating-point addition's latency (2 to 4 on current x86 cores).
const FP_LATENCY: f64 = 3.0;

/// Cycles per element of an access that is not contiguous along the innermost loop: a gather
/// or scatter in a vectorised loop, a strided access in a scalar one (about one cache line per
/// element).
const GATHER: f64 = 3.0;

/// Entries of the first-level data TLB (64 on most x86 cores of the last decade, 72 on Zen 4;
/// not exposed by the system, so the common value).
const TLB_ENTRIES: f64 = 64.0;

/// Page size in bytes.
const PAGE: f64 = 4096.0;

/// Cycles of a first-level TLB miss that hits the second-level TLB.
const TLB_MISS: f64 = 7.0;

/// The share of a cache's capacity the model counts usable (associativity).
pub const USABLE: f64 = 0.75;

/// Default assumed value of every parameter (a size the program does not fix).
pub const DEFAULT_SIZE: i64 = 1000;

/// One cache level of the model.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Level {
    /// Usable capacity in bytes.
    pub bytes: f64,
    /// Cycles per line brought into this level from the next.
    pub cycles_per_line: f64,
}

/// What the estimate knows of the machine.
#[derive(Debug, Clone, PartialEq)]
pub struct CostMachine {
    /// Cache line in bytes.
    pub line: f64,
    /// L1, L2, L3.
    pub levels: Vec<Level>,
    /// Entries of the first-level data TLB and the page size in bytes, if the estimate
    /// charges TLB misses (the tile-size search does, [`CostMachine::with_tlb`]; the guard's
    /// host model does not: its decisions between loop orders were measured without it).
    pub tlb: Option<(f64, f64)>,
    /// Cores a parallel loop runs on (the OpenMP runtime's default team: all of them).
    pub cores: f64,
}

impl CostMachine {
    /// The host: cache sizes from the system (three quarters usable: associativity), line
    /// costs from typical bandwidths (L2→L1 64 bytes per cycle, L3→L2 about 20, memory→L3
    /// about 5).
    /// Read once per process.
    pub fn host() -> &'static CostMachine {
        static HOST: std::sync::OnceLock<CostMachine> = std::sync::OnceLock::new();
        HOST.get_or_init(|| {
            let h = crate::matmul::model::Machine::host();
            CostMachine {
                cores: h.cores as f64,
                ..CostMachine::with_caches(
                    h.l1.line as f64,
                    [h.l1.size as f64, h.l2.size as f64, h.l3.size as f64],
                )
            }
        })
    }

    /// A machine with these cache sizes in bytes (L1, L2, L3) and line size, and one core.
    pub fn with_caches(line: f64, sizes: [f64; 3]) -> CostMachine {
        let cycles = [1.0, 3.0, 12.0];
        CostMachine {
            line: line.max(8.0),
            levels: sizes
                .iter()
                .zip(cycles)
                .map(|(&b, c)| Level {
                    bytes: USABLE * b,
                    cycles_per_line: c,
                })
                .collect(),
            tlb: None,
            cores: 1.0,
        }
    }

    /// This machine, charging first-level TLB misses: a loop whose sweep touches more pages
    /// than the TLB has entries pays a miss for every step of its walks across pages.
    pub fn with_tlb(&self) -> CostMachine {
        CostMachine {
            tlb: Some((TLB_ENTRIES, PAGE)),
            ..self.clone()
        }
    }
}

/// An estimate in cycles.
#[derive(Debug, Clone, Copy, PartialEq, Default)]
pub struct Estimate {
    /// Arithmetic and accesses of the innermost loop bodies.
    pub compute: f64,
    /// Entries of innermost loops.
    pub overhead: f64,
    /// Cache lines moved.
    pub memory: f64,
}

impl Estimate {
    /// The running time: computation and memory traffic overlap (a roofline), so the
    /// larger of the two.
    pub fn total(&self) -> f64 {
        (self.compute + self.overhead).max(self.memory)
    }
}

/// The strides of an access along a direction, per memref dim.
fn strides(a: &AccessView, dir: &[f64]) -> Vec<f64> {
    a.coef
        .iter()
        .map(|r| r.iter().zip(dir).map(|(x, y)| x * y).sum())
        .collect()
}

/// Bytes an access moves when the loop of direction `dir` advances by one (row-major; a
/// dimension of unknown extent counts `size` elements).
fn step_bytes(a: &AccessView, dir: &[f64], size: f64) -> f64 {
    let st = strides(a, dir);
    let mut span = a.elem;
    let mut bytes = 0.0;
    for (d, s) in st.iter().enumerate().rev() {
        bytes += s * span;
        span *= a.shape.get(d).copied().flatten().unwrap_or(size);
    }
    bytes.abs()
}

/// Distinct lines an access touches over the loops `dims` (trip, direction) of its statement:
/// the lesser of its bounding box (extent of each subscript, in lines along the last
/// dimension) and the product of the trips of the loops that move it (a loop that moves only
/// the last subscript by less than a line counts the lines it crosses), which is the better
/// bound along a diagonal.
fn lines(a: &AccessView, loops: &[(f64, &[f64])], line: f64) -> f64 {
    let nd = a.coef.len();
    if nd == 0 {
        return 1.0;
    }
    let per_line = (line / a.elem).max(1.0);
    let mut ext = vec![1.0; nd];
    let mut prod = 1.0;
    for (trip, dir) in loops {
        let s = strides(a, dir);
        for d in 0..nd {
            ext[d] += s[d].abs() * (trip - 1.0);
        }
        let moves_last_only = s[..nd - 1].iter().all(|x| x.abs() < 1e-9);
        let last = s[nd - 1].abs();
        if moves_last_only && last < 1e-9 {
            continue;
        }
        prod *= if moves_last_only && last < per_line {
            (trip * last / per_line).max(1.0)
        } else {
            *trip
        };
    }
    for (e, cap) in ext.iter_mut().zip(&a.shape) {
        if let Some(cap) = cap {
            *e = e.min(*cap);
        }
    }
    let boxed = ext[..nd - 1].iter().product::<f64>() * (ext[nd - 1] / per_line).max(1.0);
    boxed.min(prod.max(1.0))
}

/// How an access moves along a loop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Kind {
    /// It does not.
    Invariant,
    /// Along its last dimension only, by at most 4 elements.
    Spatial,
    /// Otherwise.
    Other,
}

/// Cost factor of a cache miss of an access that is not contiguous along the innermost loop.
const STRIDED_MISS: f64 = 5.0;

/// Streams a hardware prefetcher follows: a strided walk over at most this many lines (a
/// tile's column) is prefetched like a stream.
const PREFETCH_STREAMS: f64 = 32.0;

fn kind(a: &AccessView, dir: &[f64]) -> Kind {
    let st = strides(a, dir);
    match st.split_last() {
        None => Kind::Invariant,
        Some((last, rest)) if rest.iter().all(|x| x.abs() < 1e-9) => {
            if last.abs() < 1e-9 {
                Kind::Invariant
            } else if last.abs() <= 4.0 {
                Kind::Spatial
            } else {
                Kind::Other
            }
        }
        Some(_) => Kind::Other,
    }
}

/// Key of an access for de-duplication: the memref and its strides along the given loops.
fn key(a: &AccessView, loops: &[(f64, &[f64])]) -> (ValueId, Vec<i64>) {
    let mut k = Vec::new();
    for (_, dir) in loops {
        k.extend(strides(a, dir).iter().map(|x| (x * 1e6).round() as i64));
    }
    (a.memref, k)
}

/// The loops of a statement from scan dim `from` on: (trip, direction).
fn loops_from(v: &StmtView, from: usize) -> Vec<(f64, &[f64])> {
    v.dims[from.min(v.dims.len())..]
        .iter()
        .filter_map(|d| match d {
            DimView::Loop { trip, dir } => Some((*trip, dir.as_slice())),
            DimView::Const(_) => None,
        })
        .collect()
}

/// Whether statements `a` and `b` share the loop at scan dim `k` (the same constants before
/// it, and loops at the same dims).
fn share(a: &StmtView, b: &StmtView, k: usize) -> bool {
    if k >= a.dims.len() || k >= b.dims.len() {
        return false;
    }
    (0..=k).all(|j| match (&a.dims[j], &b.dims[j]) {
        (DimView::Const(x), DimView::Const(y)) => x == y,
        (DimView::Loop { .. }, DimView::Loop { .. }) => true,
        _ => false,
    })
}

/// Estimated sequential cycles of the region's statements under `maps`; `None` if some
/// statement cannot be estimated (a schedule that is not invertible per statement, an
/// unbounded domain, or the work budget).
pub fn estimate(
    m: &Module,
    scop: &Scop,
    maps: &[StmtMap],
    machine: &CostMachine,
    size: i64,
    budget: &mut Budget,
) -> Option<Estimate> {
    let views: Vec<StmtView> = (0..scop.stmts.len())
        .map(|s| view(m, scop, s, &maps[s], size, budget))
        .collect::<Option<_>>()?;
    let line = machine.line;
    // Footprint in lines of one iteration of the loop at dim k of statement s.
    let mut fp_cache: HashMap<(usize, usize), f64> = HashMap::new();
    let mut footprint = |s: usize, k: usize| -> f64 {
        *fp_cache.entry((s, k)).or_insert_with(|| {
            let mut seen: HashMap<(ValueId, Vec<i64>), f64> = HashMap::new();
            for (t, v) in views.iter().enumerate() {
                if t != s && !share(&views[s], v, k) {
                    continue;
                }
                let inner = loops_from(v, k + 1);
                for a in &v.accesses {
                    let l = lines(a, &inner, line);
                    let e = seen.entry(key(a, &inner)).or_insert(0.0);
                    *e = e.max(l);
                }
            }
            seen.values().sum()
        })
    };
    let mut est = Estimate::default();
    // Memory: lines moved into each level, each level a bound of its own (the hardware
    // overlaps transfers with computation).
    let mut traffic = vec![0.0; machine.levels.len()];
    for (s, v) in views.iter().enumerate() {
        let all = loops_from(v, 0);
        let mut groups: HashMap<(ValueId, Vec<i64>), &AccessView> = HashMap::new();
        for a in &v.accesses {
            groups.entry(key(a, &all)).or_insert(a);
        }
        for (li, lvl) in machine.levels.iter().enumerate() {
            let cap = lvl.bytes / line;
            // The first loop dim (from outside) whose iterations fit, and the product of the
            // trips of the loops outside it.
            let mut mult = 1.0;
            let mut fit = None;
            for (k, d) in v.dims.iter().enumerate() {
                if let DimView::Loop { trip, .. } = d {
                    if footprint(s, k) <= cap {
                        fit = Some(k);
                        break;
                    }
                    mult *= trip;
                }
            }
            // A miss of an access that moves by more than a few elements along a long
            // innermost loop (more lines in flight than a prefetcher follows) is not
            // prefetched: it costs a share of the latency ([`STRIDED_MISS`]).
            let inner = v.dims.iter().rev().find_map(|d| match d {
                DimView::Loop { trip, dir } => Some((*trip, dir.as_slice())),
                DimView::Const(_) => None,
            });
            let misses: f64 = groups
                .values()
                .map(|a| {
                    let n = match fit {
                        Some(k) => mult * lines(a, &loops_from(v, k), line),
                        None => mult,
                    };
                    let strided = inner.is_some_and(|(trip, d)| {
                        trip > PREFETCH_STREAMS && kind(a, d) == Kind::Other
                    });
                    n * if strided { STRIDED_MISS } else { 1.0 }
                })
                .sum();
            traffic[li] += misses * lvl.cycles_per_line;
        }
    }
    est.memory = traffic.iter().copied().fold(0.0, f64::max);
    // Compute and overhead, per innermost loop body.
    let innermost = |v: &StmtView| {
        v.dims
            .iter()
            .rposition(|d| matches!(d, DimView::Loop { .. }))
    };
    let mut done = vec![false; views.len()];
    let mut par_cache: HashMap<(usize, Vec<usize>), bool> = HashMap::new();
    let mut jam_cache: HashMap<(usize, Vec<usize>), bool> = HashMap::new();
    for s in 0..views.len() {
        if done[s] {
            continue;
        }
        let Some(k) = innermost(&views[s]) else {
            est.compute += views[s].count * views[s].accesses.len() as f64;
            done[s] = true;
            continue;
        };
        let body: Vec<usize> = (s..views.len())
            .filter(|&t| {
                !done[t] && innermost(&views[t]) == Some(k) && share(&views[s], &views[t], k)
            })
            .collect();
        // Vectorisable when the instances of the body's statements along the loop are
        // independent (dependences of statements in other loops do not matter).
        let parallel = match par_cache.get(&(k, body.clone())) {
            Some(&p) => p,
            None => {
                let p = dim_parallel_where(
                    scop,
                    maps,
                    k,
                    |a, b| body.contains(&a) || body.contains(&b),
                    budget,
                )?;
                par_cache.insert((k, body.clone()), p);
                p
            }
        };
        // A loop that carries a dependence is bound by the latency of the chain it carries,
        // unless the C compiler can unroll its enclosing loop and jam the copies (gcc -O3's
        // unroll-and-jam: independent chains interleave), which needs the two loops
        // interchangeable; decided exactly.
        let jammable = !parallel && {
            let key = (k, body.clone());
            match jam_cache.get(&key) {
                Some(&j) => j,
                None => {
                    let j = jammable(scop, maps, &views, &body, k, budget);
                    jam_cache.insert(key, j);
                    j
                }
            }
        };
        // A loop whose carried dependences are all on accumulators (cells that do not move
        // along it) is vectorised around an in-order reduction (gcc's fold-left reduction):
        // the vector cost, bound by the latency of the chain.
        let accumulating = !parallel && !jammable && {
            let fixed: Vec<OpId> = body
                .iter()
                .flat_map(|&t| {
                    let dir = match &views[t].dims[k] {
                        DimView::Loop { dir, .. } => dir.clone(),
                        DimView::Const(_) => Vec::new(),
                    };
                    views[t]
                        .accesses
                        .iter()
                        .zip(&scop.stmts[t].accesses)
                        .filter(move |(a, _)| !dir.is_empty() && kind(a, &dir) == Kind::Invariant)
                        .map(|(_, sa)| sa.op)
                })
                .collect();
            dim_parallel_over(
                scop,
                maps,
                k,
                |d| {
                    (body.contains(&d.src) || body.contains(&d.dst))
                        && !(fixed.contains(&d.src_op) && fixed.contains(&d.dst_op))
                },
                budget,
            ) == Some(true)
        };
        let (mut spatial, mut other, mut reads) = (0.0f64, 0.0f64, 0.0f64);
        let mut iters: f64 = 0.0;
        let mut trip = 1.0;
        // Pages the loop's sweep touches, and TLB misses per iteration if they outnumber the
        // TLB's entries (each step of a walk across pages then misses).
        let (entries, page) = machine.tlb.unwrap_or((f64::INFINITY, PAGE));
        let (mut pages, mut crossing) = (0.0f64, 0.0f64);
        for &t in &body {
            done[t] = true;
            let v = &views[t];
            iters = iters.max(v.count);
            let DimView::Loop { trip: tr, dir } = &v.dims[k] else {
                continue;
            };
            trip = *tr;
            for a in &v.accesses {
                if a.read {
                    reads += 1.0;
                }
                let step = step_bytes(a, dir, size as f64) / page;
                pages += (1.0 + trip * step).min(trip.max(1.0));
                match kind(a, dir) {
                    Kind::Invariant => {}
                    Kind::Spatial => spatial += 1.0,
                    Kind::Other => {
                        other += 1.0;
                        crossing += step.min(1.0);
                    }
                }
            }
        }
        let tlb = if pages > entries {
            TLB_MISS * crossing
        } else {
            0.0
        };
        // Cycles per iteration. Vectorised (vectors of 4 elements): a contiguous access or
        // an arithmetic operation (about one per load) an eighth of a cycle per element, a
        // gather or scatter [`GATHER`] (a new cache line per element, and gathers are slow).
        // Scalar: half a cycle per access and per operation, a non-contiguous access
        // [`GATHER`]; at least one floating-point latency ([`FP_LATENCY`]) when the loop
        // carries a chain the compiler cannot interleave. Invariant accesses stay in
        // registers.
        let vector = 0.125 * spatial + GATHER * other + 0.125 * reads + tlb;
        let scalar = 0.5 * spatial + GATHER * other + 0.5 * reads + tlb;
        let per_iter = if parallel {
            vector
        } else if jammable {
            scalar
        } else if accumulating {
            vector.max(FP_LATENCY)
        } else {
            scalar.max(FP_LATENCY)
        };
        est.compute += iters * per_iter;
        let entry = if parallel { 10.0 } else { 3.0 };
        est.overhead += iters / trip.max(1.0) * entry;
    }
    Some(est)
}

/// Whether the innermost loop (scan dim `k`) of the statements `body` can be jammed with the
/// loop enclosing it: both loops of every statement of `body` exchanged (the other statements
/// unchanged) respect every dependence.
fn jammable(
    scop: &Scop,
    maps: &[StmtMap],
    views: &[StmtView],
    body: &[usize],
    k: usize,
    budget: &mut Budget,
) -> bool {
    let Some(&first) = body.first() else {
        return false;
    };
    let Some(outer) = (0..k)
        .rev()
        .find(|&j| matches!(views[first].dims[j], DimView::Loop { .. }))
    else {
        return false;
    };
    if body
        .iter()
        .any(|&s| !matches!(views[s].dims[outer], DimView::Loop { .. }))
    {
        return false;
    }
    let mut swapped = maps.to_vec();
    for &s in body {
        swapped[s].dims.swap(outer, k);
    }
    verify(scop, &swapped, budget).is_empty()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn access(coef: Vec<Vec<f64>>) -> AccessView {
        AccessView {
            memref: ValueId(0),
            elem: 8.0,
            shape: vec![Some(1000.0), Some(1000.0)],
            coef,
            read: true,
        }
    }

    /// `A[i][j]` over a 32 x 32 tile (j innermost): a box of 32 rows of 32 elements, 4 lines
    /// each, 128 lines; the trips' product counts the same (32 rows x 32/8 lines).
    #[test]
    fn lines_of_a_tile() {
        let a = access(vec![vec![1.0, 0.0], vec![0.0, 1.0]]);
        let (i, j) = ([1.0, 0.0], [0.0, 1.0]);
        assert_eq!(lines(&a, &[(32.0, &i), (32.0, &j)], 64.0), 128.0);
        // A row alone: 32 elements, 4 lines; a column alone: 32 lines.
        assert_eq!(lines(&a, &[(32.0, &j)], 64.0), 4.0);
        assert_eq!(lines(&a, &[(32.0, &i)], 64.0), 32.0);
    }

    /// A wavefront of 23 tiles along the anti-diagonal (the tile loop moves i by +32 and j by
    /// -32), each tile 32 x 32: the box spans 1 + 32·22 + 31 = 736 rows and columns (736 x 92
    /// lines), but the tiles touch only 23 x 32 rows x 4 lines = 2944 lines: the product
    /// bound.
    #[test]
    fn lines_of_a_diagonal_wavefront() {
        let a = access(vec![vec![1.0, 0.0], vec![0.0, 1.0]]);
        let (w, i, j) = ([32.0, -32.0], [1.0, 0.0], [0.0, 1.0]);
        assert_eq!(
            lines(&a, &[(23.0, &w), (32.0, &i), (32.0, &j)], 64.0),
            2944.0
        );
    }

    /// The box is capped by the memref's shape: 2000 steps of a 1000-row array.
    #[test]
    fn lines_capped_by_the_shape() {
        let a = access(vec![vec![1.0, 0.0], vec![0.0, 1.0]]);
        let i = [1.0, 0.0];
        assert_eq!(lines(&a, &[(2000.0, &i)], 64.0), 1000.0);
    }

    #[test]
    fn kinds_along_a_loop() {
        let a = access(vec![vec![1.0, 0.0], vec![0.0, 1.0]]);
        assert_eq!(kind(&a, &[0.0, 1.0]), Kind::Spatial);
        assert_eq!(kind(&a, &[1.0, 0.0]), Kind::Other);
        assert_eq!(kind(&a, &[0.0, 0.0]), Kind::Invariant);
        assert_eq!(kind(&a, &[0.0, 8.0]), Kind::Other);
    }
}
