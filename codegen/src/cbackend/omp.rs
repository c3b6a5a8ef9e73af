//! OpenMP structure beyond one `parallel for` per parallel loop:
//!
//! - *Teams*: an `affine.for` at the top level of parallelism whose body holds
//!   `affine.parallel` loops (without reductions) and otherwise only side-effect-free
//!   operations (affine.apply/min/max, arith.constant, nested such `affine.for` without
//!   iter_args, `affine.if` without results) becomes one `#pragma omp parallel` region around
//!   the sequential loop, its parallel loops `#pragma omp for` (implicit barrier) inside: one
//!   fork/join per call instead of one per iteration. Every thread runs the sequential loop
//!   with the same values, so all reach the same worksharing loops and barriers; a fault in
//!   the sequential part is taken by every thread alike (`goto` the end of the region);
//!   iterations of a worksharing loop skip their work once the error flag is set.
//! - *simd*: an innermost `affine.for` without iter_args whose body is straight-line arith,
//!   affine.apply and affine.load/store code that emits no fault test gets `#pragma omp simd`
//!   when the dependence analysis proves it carries no dependence (one exact question per
//!   such loop, `tessera_dependence::carried::loop_carries`; reductions and unknowns do not
//!   qualify, so no float reduction is reassociated), every
//!   memref it accesses is a `restrict` parameter of the function or a local allocation, and
//!   no call passes one memref to two parameters of the function.

use std::collections::{HashMap, HashSet};

use tessera_dependence::access::{collect_shared, CollectOptions};
use tessera_dependence::carried::{loop_carries, Carried};
use tessera_ir::{BlockId, Module, OpId, Type};

use super::emit::region_block;
use super::func::Fx;

/// Whether `block` (the body of a sequential loop or branch of a team) holds only what a team
/// may run redundantly; `par` is set when it holds a parallel loop.
fn team_block(m: &Module, block: BlockId, par: &mut bool) -> bool {
    m.block(block).ops.iter().all(|&o| {
        let x = m.op(o);
        match x.name.as_str() {
            "affine.parallel" => {
                *par = true;
                x.results.is_empty() && big_enough(m, o)
            }
            "affine.for" => {
                x.results.is_empty() && region_block(m, o, 0).is_some_and(|b| team_block(m, b, par))
            }
            "affine.if" => {
                x.results.is_empty()
                    && (0..x.regions.len()).all(|i| match region_block(m, o, i) {
                        Some(b) => team_block(m, b, par),
                        None => m.region(x.regions[i]).blocks.is_empty(),
                    })
            }
            "affine.apply" | "affine.min" | "affine.max" | "arith.constant" | "affine.yield" => {
                true
            }
            _ => false,
        }
    })
}

/// Whether the `affine.parallel` `op` may run in a team: each execution of it there costs a
/// barrier, so one with constant bounds needs at least
/// [`PARALLEL_MIN_WORK_NESTED`](super::PARALLEL_MIN_WORK_NESTED) estimated operations (small
/// ones, e.g. doitgen's five tiles inside two sequential loops, 63,000 barriers, are left to
/// the nest's own run-time threshold); one with bounds known only at run time may.
fn big_enough(m: &Module, op: OpId) -> bool {
    let Some(p) = tessera_ir::views::AffineParallelOp::wrap(m, op) else {
        return false;
    };
    let (lo, hi, steps) = (p.lower_map(), p.upper_map(), p.steps());
    let (Some(steps), true) = (steps, lo.num_results() == hi.num_results()) else {
        return false;
    };
    let mut trips: u64 = 1;
    for (k, step) in steps.iter().enumerate() {
        let (Some(l), Some(u)) = (
            lo.results().get(k).and_then(|e| e.as_constant()),
            hi.results().get(k).and_then(|e| e.as_constant()),
        ) else {
            return true;
        };
        let n = u.saturating_sub(l).max(0) / (*step).max(1);
        trips = trips.saturating_mul(n as u64);
    }
    let Some(body) = region_block(m, op, 0) else {
        return false;
    };
    trips.saturating_mul(super::work::block_work(m, body)) >= super::PARALLEL_MIN_WORK_NESTED
}

/// Whether the `affine.for` `op` can be the sequential loop of a team.
pub(crate) fn team_loop(m: &Module, op: OpId) -> bool {
    let mut par = false;
    m.op(op).results.is_empty()
        && region_block(m, op, 0).is_some_and(|b| team_block(m, b, &mut par))
        && par
}

/// Operations an innermost loop may hold to be a `simd` candidate.
fn simd_op(name: &str) -> bool {
    (name.starts_with("arith.") && name != "arith.constant")
        || matches!(
            name,
            "arith.constant" | "affine.load" | "affine.store" | "affine.apply" | "affine.yield"
        )
}

/// The memref accessed by an affine.load/store.
fn accessed(m: &Module, op: OpId) -> Option<tessera_ir::ValueId> {
    let x = m.op(op);
    match x.name.as_str() {
        "affine.load" => x.operands.first().copied(),
        "affine.store" => x.operands.get(1).copied(),
        _ => None,
    }
}

impl<'u, 'm> Fx<'u, 'm> {
    /// Whether the innermost `affine.for` `op` may get `#pragma omp simd` (before looking at
    /// the emitted body, which must hold no fault test).
    pub(crate) fn simd_candidate(&mut self, op: OpId) -> bool {
        let m = self.u.m;
        if !m.op(op).results.is_empty() || self.u.aliased.contains(&self.f.name) {
            return false;
        }
        let Some(body) = region_block(m, op, 0) else {
            return false;
        };
        let ops = &m.block(body).ops;
        // Scalar code only (vector values are emitted with lane loops of their own).
        let scalar = |o: OpId| {
            let x = m.op(o);
            x.results
                .iter()
                .chain(&x.operands)
                .all(|&v| !matches!(m.value_type(v), Type::Vector { .. }))
        };
        if ops.is_empty() || !ops.iter().all(|&o| simd_op(&m.op(o).name) && scalar(o)) {
            return false;
        }
        let params: HashSet<_> = super::emit::region_block(m, self.f.op, 0)
            .map(|b| m.block(b).args.iter().copied().collect())
            .unwrap_or_default();
        for &o in ops {
            if let Some(v) = accessed(m, o) {
                let base = tessera_dependence::access::base_memref(m, v);
                let local = m.defining_op(base).is_some_and(|d| {
                    matches!(m.op(d).name.as_str(), "memref.alloc" | "memref.alloca")
                });
                if !(params.contains(&base) || local)
                    || !matches!(m.value_type(base), Type::MemRef { .. })
                {
                    return false;
                }
            }
        }
        self.carries_nothing(op)
    }

    /// Whether the `affine.for` `op` provably carries no dependence: one question about that
    /// loop's pairs at its depth ([`loop_carries`]), not the function's whole analysis; an
    /// unknown answer (a work budget ran out, an access not modelled) is "no".
    fn carries_nothing(&mut self, op: OpId) -> bool {
        let m = self.u.m;
        let (accesses, answers) = self.u.simd_facts.get_or_insert_with(|| {
            let reg = tessera_ir::Registry::standard();
            (
                collect_shared(m, reg, CollectOptions::default()),
                HashMap::new(),
            )
        });
        *answers
            .entry(op)
            .or_insert_with(|| loop_carries(m, accesses, op, 0) == Carried::No)
    }
}

/// Marks `#pragma omp simd` positions: the pragma goes at `at` in `out` when the emitted
/// loop (from `at` on) holds no fault test or jump.
pub(crate) fn insert_simd(out: &mut String, at: usize, indent: usize) -> bool {
    let body = &out[at..];
    if [
        "tess_fail",
        "goto",
        "return",
        "continue",
        "break",
        "TESS_ERR",
    ]
    .iter()
    .any(|w| body.contains(w))
    {
        return false;
    }
    let pad = "  ".repeat(indent);
    out.insert_str(at, &format!("{pad}#pragma omp simd\n"));
    true
}
