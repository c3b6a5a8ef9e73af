//! `affine-loop-unroll{unroll-factor=N unroll-full unroll-full-threshold=N unroll-up-to-factor
//! cleanup-unroll unroll-num-reps=N}`: loop unrolling as mlir-opt's pass does it.
//!
//! - By default the innermost `affine.for` loops are unrolled by `unroll-factor` (4); with
//!   `unroll-factor=-1` or `unroll-full` they are unrolled completely (constant trip count).
//!   Full unrolling with `unroll-full-threshold=N` fully unrolls every loop (innermost first)
//!   whose constant trip count is at most N (without full unrolling the threshold is ignored,
//!   as in mlir-opt). `unroll-up-to-factor` unrolls by the trip count when it is smaller than
//!   the factor. `unroll-num-reps` repeats on the new innermost loops.
//! - Unrolling keeps the execution order of every operation instance, so it needs no
//!   dependence check; only the bounds must be exact. Copy `k` of the body sees the iv as
//!   `iv + k·step` (an `affine.apply`) and the values the previous copy yields for the
//!   `iter_args`.
//! - When the trip count is not known to be a multiple of the factor, a cleanup loop runs the
//!   remaining iterations: the unrolled loop's upper bound becomes
//!   `lb + (tc - tc mod f)·step` with `tc = (ub - lb) ceildiv step`, and the cleanup loop
//!   starts there (loops whose bounds are a `max`/`min` of several expressions are left alone
//!   with a remark, as mlir-opt does).
//!
//! Intentional differences from mlir-opt 22 (both are miscompiles there):
//! - With non-constant bounds, mlir-opt starts the cleanup loop at `lb + (tc - tc mod f)·step`
//!   even when `tc < 0` (an empty loop), so the cleanup loop runs iterations the original never
//!   ran (`affine.for %i = 2 to %n` unrolled by 2 runs `%i = 0` for `%n = 1`). tessera's
//!   cleanup lower bound is `max(lb, lb + (tc - tc mod f)·step)` unless `tc >= 0` is proven
//!   (constants, ivs of enclosing loops with constant bounds), where it is mlir-opt's bound.
//! - mlir-opt forwards the `iter_args` of copy k+1 from the yielded values only when these are
//!   defined in the body; a loop yielding its own region arguments (a swap, `affine.yield %b,
//!   %a`) or its iv keeps the wrong values. tessera maps every yielded value through the copy.

use std::collections::HashMap;

use tessera_ir::builder::{clone_op, Builder};
use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::affine_util::{
    compact_map, constant_trip_count, promote_if_single_iteration, provably_nonneg, simplify_expr,
    trip_count_divisor, trip_count_exprs,
};
use crate::error::TransformError;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-loop-unroll";

/// Option names.
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::int(
        "unroll-factor",
        -1,
        None,
        "unroll by this factor (default 4; -1: unroll fully, as unroll-full)",
    ),
    OptionDef::flag("unroll-full", false, "unroll loops fully"),
    OptionDef::int(
        "unroll-full-threshold",
        0,
        None,
        "with full unrolling, only loops of at most this many iterations",
    ),
    OptionDef::flag(
        "unroll-up-to-factor",
        false,
        "loops with fewer iterations than the factor are unrolled fully",
    ),
    OptionDef::flag(
        "cleanup-unroll",
        false,
        "fully unroll the cleanup loop a remainder leaves",
    ),
    OptionDef::int(
        "unroll-num-reps",
        0,
        Some("1"),
        "repeat the unrolling this many times",
    ),
];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "unroll innermost affine.for loops (as mlir-opt --affine-loop-unroll)",
    options: OPTIONS,
    create: |o| Ok(Box::new(LoopUnroll::from_options(o)?)),
};

/// The configured pass.
#[derive(Debug, Clone)]
pub struct LoopUnroll {
    /// `None`: full unrolling.
    pub factor: Option<u64>,
    /// Full unrolling of every loop with a trip count at most this (with `unroll-full`).
    pub full_threshold: Option<u64>,
    /// Unroll by the trip count when it is below the factor.
    pub up_to_factor: bool,
    /// Fully unroll instead of emitting a cleanup loop.
    pub cleanup_unroll: bool,
    /// Rounds over the innermost loops.
    pub num_reps: u64,
}

impl LoopUnroll {
    /// From pass options (mlir-opt's names and defaults).
    pub fn from_options(o: &Options) -> Result<LoopUnroll, TransformError> {
        let raw_factor = o.int("unroll-factor");
        // As mlir-opt: `unroll-factor=-1` means full unrolling (and enables the threshold).
        let full = o.flag("unroll-full") || raw_factor == Some(-1);
        let factor = match raw_factor {
            None => Some(4),
            Some(-1) => None,
            Some(f) if f >= 1 => Some(f as u64),
            Some(f) => {
                return Err(TransformError::new(format!(
                    "option 'unroll-factor': expected a positive factor or -1, got {f}"
                )))
            }
        };
        let full_threshold = o.int("unroll-full-threshold").map(|t| t as u64);
        Ok(LoopUnroll {
            factor: if full { None } else { factor },
            full_threshold: if full { full_threshold } else { None },
            up_to_factor: o.flag("unroll-up-to-factor"),
            cleanup_unroll: o.flag("cleanup-unroll"),
            num_reps: o.int("unroll-num-reps").unwrap_or(1) as u64,
        })
    }

    fn unroll_one(&self, m: &mut Module, op: OpId) -> Result<Outcome, TransformError> {
        match self.factor {
            None => unroll_full(m, op),
            Some(f) if self.up_to_factor => unroll_up_to_factor(m, op, f),
            Some(f) => unroll_by_factor(m, op, f, self.cleanup_unroll),
        }
    }
}

impl Pass for LoopUnroll {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        if let Some(t) = self.full_threshold {
            // Innermost first, so that unrolling an outer loop never loses a gathered one.
            let mut loops: Vec<OpId> = crate::loops::all_for_loops(m, func);
            loops.reverse();
            for l in loops {
                let Some(f) = AffineForOp::wrap(m, l) else {
                    continue;
                };
                if constant_trip_count(&f).is_some_and(|c| c <= t) {
                    let out = unroll_full(m, l)?;
                    report(m, ctx, out);
                }
            }
            return Ok(());
        }
        for _ in 0..self.num_reps {
            let loops = innermost_loops(m, func);
            if loops.is_empty() {
                break;
            }
            let mut any = false;
            for l in loops {
                let out = self.unroll_one(m, l)?;
                any |= matches!(out, Outcome::Applied);
                report(m, ctx, out);
            }
            if !any {
                break;
            }
        }
        Ok(())
    }
}

fn report(m: &Module, ctx: &mut PassContext<'_>, out: Outcome) {
    if let Outcome::Refused(r) = out {
        ctx.refuse(PASS, m, r);
    }
}

/// The `affine.for` loops under `func` that contain no other `affine.for`, in program order.
pub fn innermost_loops(m: &Module, func: OpId) -> Vec<OpId> {
    crate::loops::all_for_loops(m, func)
        .into_iter()
        .filter(|&l| {
            !m.walk(l)
                .iter()
                .any(|&o| o != l && m.op(o).name == "affine.for")
        })
        .collect()
}

fn not_a_loop(m: &Module, op: OpId) -> Outcome {
    Outcome::Refused(Refusal::unsupported(
        "unroll",
        m.op(op).pos,
        "not an affine.for",
    ))
}

/// The most operations one unrolling may create (a larger one is refused, so that a huge factor
/// or trip count never exhausts memory).
pub const MAX_UNROLLED_OPS: u64 = 1 << 20;

/// Unrolls completely a loop with a constant trip count (MLIR's `loopUnrollFull`): a loop of
/// one iteration is replaced by its body, an empty loop is left as is.
pub fn unroll_full(m: &mut Module, loop_op: OpId) -> Result<Outcome, TransformError> {
    let Some(f) = AffineForOp::wrap(m, loop_op) else {
        return Ok(not_a_loop(m, loop_op));
    };
    match constant_trip_count(&f) {
        Some(0) => Ok(Outcome::Applied),
        Some(1) => {
            promote_if_single_iteration(m, loop_op);
            Ok(Outcome::Applied)
        }
        Some(tc) => unroll_by_factor(m, loop_op, tc, false),
        None => Ok(Outcome::Refused(Refusal::unsupported(
            "fully unroll the loop",
            m.op(loop_op).pos,
            "its trip count is not a constant",
        ))),
    }
}

/// Unrolls by `factor`, or by the trip count when that is a smaller constant.
pub fn unroll_up_to_factor(
    m: &mut Module,
    loop_op: OpId,
    factor: u64,
) -> Result<Outcome, TransformError> {
    let Some(f) = AffineForOp::wrap(m, loop_op) else {
        return Ok(not_a_loop(m, loop_op));
    };
    match constant_trip_count(&f) {
        Some(tc) if tc < factor => unroll_by_factor(m, loop_op, tc, false),
        _ => unroll_by_factor(m, loop_op, factor, false),
    }
}

/// Unrolls `loop_op` by `factor`, with a cleanup loop when the trip count is not known to be
/// a multiple of it (MLIR's `loopUnrollByFactor` without `cleanup-unroll`).
pub fn unroll_loop(m: &mut Module, loop_op: OpId, factor: u64) -> Result<Outcome, TransformError> {
    unroll_by_factor(m, loop_op, factor, false)
}

/// [`unroll_loop`], fully unrolling instead of creating a cleanup loop if `cleanup_unroll`.
pub fn unroll_by_factor(
    m: &mut Module,
    loop_op: OpId,
    factor: u64,
    cleanup_unroll: bool,
) -> Result<Outcome, TransformError> {
    let Some(f) = AffineForOp::wrap(m, loop_op) else {
        return Ok(not_a_loop(m, loop_op));
    };
    let pos = m.op(loop_op).pos;
    let what = format!("unroll the loop by {factor}");
    if factor == 0 {
        return Ok(Outcome::Refused(Refusal::unsupported(
            what,
            pos,
            "the unroll factor must be positive",
        )));
    }
    let tc = constant_trip_count(&f);
    if factor == 1 {
        if tc == Some(1) {
            promote_if_single_iteration(m, loop_op);
        }
        return Ok(Outcome::Applied);
    }
    if f.body_ops().len() <= 1 {
        return Ok(Outcome::Applied);
    }
    let body_size = m.walk(loop_op).len().saturating_sub(1) as u64;
    if body_size.saturating_mul(factor) > MAX_UNROLLED_OPS {
        return Ok(Outcome::Refused(Refusal::unsupported(
            what,
            pos,
            format!(
                "it would create about {} operations ({body_size} per copy; the limit is {MAX_UNROLLED_OPS})",
                body_size.saturating_mul(factor)
            ),
        )));
    }
    if let Some(t) = tc {
        if t < factor {
            if cleanup_unroll {
                return unroll_full(m, loop_op);
            }
            return Ok(Outcome::Refused(Refusal::unsupported(
                what,
                pos,
                format!("its trip count {t} is below the unroll factor"),
            )));
        }
    }
    let step = f.step();
    let Some(new_step) = step.checked_mul(factor as i64) else {
        return Ok(Outcome::Refused(Refusal::unsupported(
            what,
            pos,
            "the unrolled step overflows",
        )));
    };
    if !trip_count_divisor(&f).is_multiple_of(factor) {
        if f.lower_map().num_results() != 1 || f.upper_map().num_results() != 1 {
            return Ok(Outcome::Refused(Refusal::unsupported(
                what,
                pos,
                "the trip count may not be a multiple of the factor and a bound is a max/min \
                 of several expressions (no affine cleanup bound)",
            )));
        }
        if cleanup_unroll {
            return unroll_full(m, loop_op);
        }
        if !generate_cleanup_loop(m, loop_op, factor)? {
            return Ok(Outcome::Refused(Refusal::unsupported(
                what,
                pos,
                "no cleanup bound could be built",
            )));
        }
    }
    AffineForOp::set_step(m, loop_op, new_step);
    generate_unrolled_body(m, loop_op, factor, step)?;
    promote_if_single_iteration(m, loop_op);
    Ok(Outcome::Applied)
}

/// Splits the iterations of `op` (bounds of one expression each) at `lb + (tc - tc mod
/// factor)·step`: the loop keeps the iterations before, a clone of it placed after it (the
/// remainder loop, chained through its `iter_args`) runs the rest. `false` if no such bound
/// could be built.
pub(crate) fn split_off_remainder(
    m: &mut Module,
    op: OpId,
    factor: u64,
) -> Result<bool, TransformError> {
    generate_cleanup_loop(m, op, factor)
}

/// Clones the loop after itself as the cleanup loop and splits the iteration space at
/// `lb + (tc - tc mod f)·step`.
fn generate_cleanup_loop(m: &mut Module, op: OpId, factor: u64) -> Result<bool, TransformError> {
    let Some(f) = AffineForOp::wrap(m, op) else {
        return Ok(false);
    };
    let Some(tc) = trip_count_exprs(&f) else {
        return Ok(false);
    };
    // The lower bound over the same merged operands as the trip count.
    let mg = crate::affine_util::merge(&[
        (f.lower_map(), f.lb_operands()),
        (f.upper_map(), f.ub_operands()),
    ]);
    let lb = mg.exprs[0][0].clone();
    let step = f.step();
    let (Some(tce), const_tc) = (tc.exprs[0].first().cloned(), constant_trip_count(&f)) else {
        return Ok(false);
    };
    let fk = AffineExpr::constant(factor as i64);
    let split = simplify_expr(
        &lb.add(&tce.sub(&tce.modulo(&fk)).mul(&AffineExpr::constant(step))),
        mg.nd,
        mg.ns,
    );
    let ub_map = AffineMap::new(mg.nd, mg.ns, vec![split.clone()])
        .map_err(|e| TransformError::new(format!("unroll: bad cleanup bound: {e}")))?;
    // With a trip count that cannot be negative, the split point is never below lb.
    let nonneg = const_tc.is_some() || provably_nonneg(m, &tce, mg.nd, &mg.operands);
    let cleanup_lb_map = if nonneg {
        ub_map.clone()
    } else {
        AffineMap::new(mg.nd, mg.ns, vec![lb, split])
            .map_err(|e| TransformError::new(format!("unroll: bad cleanup bound: {e}")))?
    };
    let results = f.results().to_vec();
    let mut vmap: HashMap<ValueId, ValueId> = HashMap::new();
    let Some(clone) = clone_op(m, op, &mut vmap) else {
        return Ok(false);
    };
    let Some(block) = m.op(op).parent else {
        return Ok(false);
    };
    let at = m
        .block(block)
        .ops
        .iter()
        .position(|&o| o == op)
        .unwrap_or(0);
    m.insert_op(block, at + 1, clone);
    let cres = m.op(clone).results.clone();
    for (r, c) in results.iter().zip(&cres) {
        m.replace_all_uses(*r, *c);
    }
    // The cleanup loop starts from the unrolled loop's results.
    if let Some(cf) = AffineForOp::wrap(m, clone) {
        let n = m.op(clone).operands.len();
        let k = cf.inits().len();
        for (i, r) in results.iter().enumerate() {
            m.op_mut(clone).operands[n - k + i] = *r;
        }
    }
    let (lbm, lbo) = compact_map(&cleanup_lb_map, &mg.operands);
    AffineForOp::set_lower_bound(m, clone, lbm, lbo);
    let (ubm, ubo) = compact_map(&ub_map, &mg.operands);
    AffineForOp::set_upper_bound(m, op, ubm, ubo);
    promote_if_single_iteration(m, clone);
    Ok(true)
}

/// Appends `factor - 1` copies of the body (before the terminator), copy `k` seeing the iv as
/// `iv + k·step` and the `iter_args` as the values yielded by copy `k - 1`.
fn generate_unrolled_body(
    m: &mut Module,
    op: OpId,
    factor: u64,
    step: i64,
) -> Result<(), TransformError> {
    let Some(f) = AffineForOp::wrap(m, op) else {
        return Ok(());
    };
    let body = f.body();
    let iv = f.iv();
    let iter_args = f.iter_args().to_vec();
    let ops = f.body_ops().to_vec();
    let Some((&term, orig)) = ops.split_last() else {
        return Ok(());
    };
    let orig = orig.to_vec();
    let yielded = m.op(term).operands.clone();
    let iv_used = orig
        .iter()
        .any(|&o| m.walk(o).iter().any(|&x| m.op(x).operands.contains(&iv)));
    let pos = m.op(op).pos;
    let mut last = yielded.clone();
    for k in 1..factor {
        let mut vmap: HashMap<ValueId, ValueId> = HashMap::new();
        for (a, l) in iter_args.iter().zip(&last) {
            vmap.insert(*a, *l);
        }
        let off = (k as i64)
            .checked_mul(step)
            .ok_or_else(|| TransformError::at(pos, "unroll: iv offset overflows"))?;
        let mut b = Builder::before_terminator(m, body, pos);
        if iv_used {
            let map = AffineMap::new(
                1,
                0,
                vec![AffineExpr::dim(0).add(&AffineExpr::constant(off))],
            )
            .map_err(|e| TransformError::new(e.to_string()))?;
            let v = b.affine_apply(map, vec![iv]);
            vmap.insert(iv, v);
        }
        for &o in &orig {
            let c = clone_op(b.m, o, &mut vmap)
                .ok_or_else(|| TransformError::at(pos, "unroll: body nested too deeply"))?;
            b.insert_existing(c);
        }
        last = yielded.iter().map(|y| *vmap.get(y).unwrap_or(y)).collect();
    }
    m.op_mut(term).operands = last;
    Ok(())
}
