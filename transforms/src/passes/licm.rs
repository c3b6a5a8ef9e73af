//! `affine-loop-invariant-code-motion`: moves loop-invariant operations out of `affine.for`
//! loops, innermost loops first (so an operation can travel out of several loops).
//!
//! An operation directly in a loop body is hoisted in front of the loop when all its operands
//! are defined outside the loop and
//! - it has no memory effect (`arith`, `math`, `index`, `affine.apply/min/max`, constants), or
//! - it is an `affine.load` from a memref that nothing in the loop may write: no store to it or
//!   to a memref that may alias it, and no operation with unknown effects (a call) in the loop.
//!   The memory model is the dependence analysis's: distinct function arguments and
//!   allocations do not alias.
//!
//! Differences from mlir-opt 22, on purpose (each would let the hoisted program execute
//! something the original did not):
//! - loads are hoisted only from loops proven to run at least once whenever they are reached
//!   (every upper bound expression exceeds every lower bound expression, given the constant
//!   bounds of the enclosing loops: `0 to %i` inside `affine.for %i = 1 to 40` qualifies):
//!   hoisting a load out of a loop that may run zero times can read out of bounds (mlir-opt
//!   hoists from `affine.for %i = 0 to %n`);
//! - integer divisions and remainders (`arith.divsi`, `remui`, ...) whose divisor is not a
//!   constant other than 0 and -1 are hoisted only from loops that run at least once (mlir-opt
//!   hoists every memory-effect-free op, which can introduce a division by zero);
//! - operations with regions (an invariant `affine.if`) stay in the loop.

use tessera_ir::views::{AffineForOp, AffineLoadOp};
use tessera_ir::{Module, OpId};

use crate::affine_util::{
    defined_outside, effects, is_pure, may_alias, may_trap, runs_at_least_once, Effect,
};
use crate::error::TransformError;

/// The pass name.
pub const PASS: &str = "affine-loop-invariant-code-motion";

/// The registry entry.
pub const INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: PASS,
    summary: "hoist loop-invariant pure ops and loads of unwritten memrefs (as mlir-opt)",
    options: &[],
    create: |_| Ok(Box::new(crate::registry::FnPass(PASS, run))),
};

/// Runs the pass on one function: hoists from every loop, innermost first.
pub fn run(m: &mut Module, func: OpId) -> Result<(), TransformError> {
    let mut loops = crate::loops::all_for_loops(m, func);
    loops.reverse();
    for l in loops {
        hoist_invariants(m, l);
    }
    Ok(())
}

/// Hoists the invariant operations of one loop in front of it; returns how many moved.
pub fn hoist_invariants(m: &mut Module, lp: OpId) -> usize {
    let Some(f) = AffineForOp::wrap(m, lp) else {
        return 0;
    };
    if m.op(lp).parent.is_none() {
        return 0;
    }
    let runs = runs_at_least_once(m, &f);
    let body: Vec<OpId> = f.body_ops().to_vec();
    let loop_effects = effects(m, lp);
    let mut moved = 0;
    for o in body {
        let oo = m.op(o);
        if !oo.regions.is_empty() || oo.name == "affine.yield" {
            continue;
        }
        if !oo.operands.iter().all(|&v| defined_outside(m, lp, v)) {
            continue;
        }
        let ok = if is_pure(m, o) {
            runs || !may_trap(m, o)
        } else if let Some(ld) = AffineLoadOp::wrap(m, o) {
            let mr = ld.memref();
            runs && loop_effects.iter().all(|e| match e {
                Effect::AffineRead(_) | Effect::Read(_) => true,
                Effect::AffineWrite(w) | Effect::Write(w) => !may_alias(m, *w, mr),
                Effect::Unknown => false,
            })
        } else {
            false
        };
        if !ok {
            continue;
        }
        let Some(block) = m.op(lp).parent else {
            break;
        };
        let at = m
            .block(block)
            .ops
            .iter()
            .position(|&x| x == lp)
            .unwrap_or(0);
        m.detach_op(o);
        m.insert_op(block, at, o);
        moved += 1;
    }
    moved
}
