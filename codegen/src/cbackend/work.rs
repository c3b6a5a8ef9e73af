//! How much work a parallel loop's iterations do, estimated statically: the OpenMP `if` clause
//! that keeps small loops on one thread, and where the deadline is polled.

use tessera_ir::views::AffineForOp;
use tessera_ir::OpId;

/// Iterations of a parallel loop's whole body below which the loop runs on one thread
/// (OpenMP `if` clause): a fork/join costs microseconds, more than such a loop's work.
pub const PARALLEL_MIN_WORK: u64 = 1 << 15;

/// [`PARALLEL_MIN_WORK`] for a parallel nest inside a loop of its function: it forks and joins
/// once per iteration of that loop, so each region must hold enough work (about 0.1 ms) for
/// the fork and join (about a microsecond with two threads) to stay under 1%.
pub const PARALLEL_MIN_WORK_NESTED: u64 = 1 << 18;

/// Most operations a loop nest that polls the deadline after it ends (rather than on its
/// back-edges) may execute.
pub(super) const POLL_AFTER_WORK: u64 = 1 << 22;

/// The operations one execution of `affine.for` `op` executes when every loop in it is an
/// `affine.for` with constant bounds, its other regions are `if` branches (both counted) and
/// it calls no function; `None` otherwise.
pub(super) fn bounded_work(m: &tessera_ir::Module, op: OpId) -> Option<u64> {
    fn block(m: &tessera_ir::Module, b: tessera_ir::BlockId) -> Option<u64> {
        let mut w = 0u64;
        for &o in &m.block(b).ops {
            let x = m.op(o);
            let k = if x.name == "affine.for" {
                bounded_work(m, o)?
            } else if x.name == "func.call" {
                return None;
            } else if x.regions.is_empty() {
                1
            } else if x.name == "affine.if" || x.name == "scf.if" {
                let mut s = 1u64;
                for &r in &x.regions {
                    for &rb in &m.region(r).blocks {
                        s = s.checked_add(block(m, rb)?)?;
                    }
                }
                s
            } else {
                return None;
            };
            w = w.checked_add(k)?;
        }
        Some(w)
    }
    let f = AffineForOp::wrap(m, op)?;
    let konst = |map: &tessera_polyhedral::affine::AffineMap| -> Option<Vec<i64>> {
        map.results().iter().map(|e| e.as_constant()).collect()
    };
    let lb = konst(f.lower_map())?.into_iter().max()?;
    let ub = konst(f.upper_map())?.into_iter().min()?;
    let step = f.step();
    if step <= 0 {
        return None;
    }
    let trips = u64::try_from((i128::from(ub) - i128::from(lb)).max(0) as u128)
        .ok()?
        .div_ceil(step as u64);
    trips.checked_mul(block(m, f.body())?.checked_add(1)?)
}

/// The last `affine.for` without loops inside it, in program order, of the nest of `op`.
pub(super) fn last_innermost(m: &tessera_ir::Module, op: OpId) -> OpId {
    m.walk(op)
        .into_iter()
        .rev()
        .find(|&o| {
            m.op(o).name == "affine.for"
                && !m
                    .walk(o)
                    .into_iter()
                    .skip(1)
                    .any(|x| m.op(x).name == "affine.for")
        })
        .unwrap_or(op)
}

/// A static estimate of the operations one execution of `block` performs: one per operation,
/// nested loops times their constant trip count (16 when not constant), `if` regions their
/// largest branch. Only a heuristic for the `if` clause: it never changes results (a loop
/// run on one thread gives the sequential order).
pub(crate) fn block_work(m: &tessera_ir::Module, block: tessera_ir::BlockId) -> u64 {
    let mut w: u64 = 0;
    for &o in &m.block(block).ops {
        let op = m.op(o);
        let inner = op
            .regions
            .iter()
            .map(|&r| {
                m.region(r)
                    .blocks
                    .iter()
                    .map(|&b| block_work(m, b))
                    .fold(0u64, u64::saturating_add)
            })
            .max()
            .unwrap_or(0);
        let trips = match AffineForOp::wrap(m, o) {
            Some(f) => f.constant_trip_count().map_or(16, |t| t.max(0) as u64),
            None if op.name == "scf.for" || op.name == "scf.while" => 16,
            None => 1,
        };
        w = w
            .saturating_add(1)
            .saturating_add(trips.saturating_mul(inner));
    }
    w
}

/// The condition under which a parallel loop nest with C bounds `lbs`/`ubs` and per-iteration
/// work `work` runs on several threads, as ` && COND` (empty without loops): the iterations
/// times the work reach `min_work` ([`PARALLEL_MIN_WORK`], or [`PARALLEL_MIN_WORK_NESTED`]
/// inside a loop; evaluated at run time, in `double` so it cannot overflow).
pub(super) fn parallel_cond(lbs: &[String], ubs: &[String], work: u64, min_work: u64) -> String {
    if lbs.is_empty() {
        return String::new();
    }
    let trips: Vec<String> = lbs
        .iter()
        .zip(ubs)
        .map(|(l, u)| format!("(double)(({u}) - ({l}))"))
        .collect();
    format!(
        " && {} * {}.0 >= {}.0",
        trips.join(" * "),
        work.max(1),
        min_work
    )
}

/// Whether the work of the iterations of parallel nest `op` (ivs `ivs`) varies with them: a
/// loop bound or a condition inside depends on an iv (a triangular or skewed space; a tile
/// loop over one). Such a loop is scheduled dynamically, one iteration at a time: a static
/// split of a triangle gives one thread three quarters of the work.
pub(super) fn uneven(m: &tessera_ir::Module, op: OpId, ivs: &[tessera_ir::ValueId]) -> bool {
    let mut dependent: std::collections::HashSet<tessera_ir::ValueId> =
        ivs.iter().copied().collect();
    for o in m.walk(op) {
        if o == op {
            continue;
        }
        let x = m.op(o);
        if !x.operands.iter().any(|v| dependent.contains(v)) {
            continue;
        }
        match x.name.as_str() {
            "affine.for" | "scf.for" | "affine.if" | "scf.if" | "scf.while" | "affine.parallel"
            | "scf.parallel" => return true,
            "affine.load" | "memref.load" | "affine.store" | "memref.store" => {}
            _ => dependent.extend(x.results.iter().copied()),
        }
    }
    false
}
