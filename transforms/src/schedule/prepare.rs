//! What the model needs of a region first, applied by the driver to a copy of the module (kept
//! only if the region is scheduled):
//!
//! - calls of functions defined in the module are inlined (the callee's body in place of the
//!   call, its parameters replaced by the call's operands; the result must verify, so a callee
//!   that uses a parameter as an affine symbol where the caller passes a loop iv is refused);
//! - `affine.parallel` loops become `affine.for` nests, one loop per dimension with the same
//!   bounds and steps (running the iterations in order is one of the executions the parallel
//!   loop allows; the scheduler finds the parallelism again from the exact dependences);
//! - `memref.alloca`s of static shape inside the nest move to the start of the function (one
//!   buffer for every iteration instead of a fresh one per iteration: the dependences through it
//!   are then modelled, and a read before the iteration's first write, whose value was
//!   undefined, sees an earlier iteration's value);
//! - loops of other steps are normalised (lower bound 0, step 1, the old iv rebuilt by
//!   `affine.apply`);
//! - loop-carried and crossing scalars go through memory ([`super::reg2mem`]).

use tessera_ir::builder::{erase_op, Builder};
use tessera_ir::views::{AffineForOp, AffineParallelOp};
use tessera_ir::{Module, OpId, Registry};
use tessera_polyhedral::affine::AffineMap;

/// The region's ops, nested ones included, that `keep` selects.
fn region_ops(m: &Module, region: &[OpId], keep: impl Fn(OpId) -> bool) -> Vec<OpId> {
    region
        .iter()
        .flat_map(|&o| m.walk(o))
        .filter(|&o| keep(o))
        .collect()
}

/// Loops of the region with a step other than 1.
fn stepped_loops(m: &Module, region: &[OpId]) -> Vec<OpId> {
    region_ops(m, region, |o| {
        AffineForOp::wrap(m, o).is_some_and(|f| f.step() != 1)
    })
}

/// The region's ops named `name` (a region's top-level ops are loops and pure ops, so these
/// are nested ones for the names asked here).
fn named(m: &Module, region: &[OpId], name: &str) -> Vec<OpId> {
    region_ops(m, region, |o| m.op(o).name == name)
}

/// The ops [`prepare`] rewrites before reg2mem.
const REWRITTEN: [&str; 3] = ["func.call", "affine.parallel", "memref.alloca"];

/// Whether [`prepare`] would change the region.
pub(super) fn needed(m: &Module, region: &[OpId]) -> bool {
    region.iter().flat_map(|&o| m.walk(o)).any(|o| {
        REWRITTEN.contains(&m.op(o).name.as_str())
            || AffineForOp::wrap(m, o).is_some_and(|f| f.step() != 1)
    }) || super::reg2mem::needed(m, region)
}

/// Rewrites the region as the model needs it (see the module documentation); returns the
/// region's top-level ops afterwards. `Err` (with the module partly rewritten: call it on a
/// copy) when something cannot be rewritten.
pub(super) fn prepare(
    m: &mut Module,
    reg: &Registry,
    region: &[OpId],
) -> Result<Vec<OpId>, String> {
    let mut region = region.to_vec();
    if !named(m, &region, "func.call").is_empty() {
        inline_calls(m, &region)?;
        tessera_ir::verify(m, reg)
            .map_err(|e| format!("the inlined calls do not give valid code: {e}"))?;
    }
    // Outermost first: an inner loop's op id survives its parent's rewrite (its body ops are
    // moved, not copied).
    for p in named(m, &region, "affine.parallel") {
        let f = serialize_parallel(m, p)?;
        for o in region.iter_mut().filter(|o| **o == p) {
            *o = f;
        }
    }
    hoist_allocas(m, &region)?;
    for l in stepped_loops(m, &region) {
        match crate::normalize::normalize_loop(m, l, false) {
            Ok(crate::refusal::Outcome::Applied) => {}
            Ok(crate::refusal::Outcome::Refused(r)) => return Err(r.message(m)),
            Ok(crate::refusal::Outcome::Forced(_)) => {
                return Err("a loop could not be normalised".into())
            }
            Err(e) => return Err(e.to_string()),
        }
    }
    super::reg2mem::apply(m, &region)?;
    Ok(region)
}

/// Inlines the calls in the region, and the calls their bodies bring, until none is left.
fn inline_calls(m: &mut Module, region: &[OpId]) -> Result<(), String> {
    use crate::execute_region::{callee_name, defined_functions, inline_call, inline_region};
    // Each round inlines one level of the (acyclic: `model::call_problem`) call graph.
    for _ in 0..64 {
        let found = named(m, region, "func.call");
        if found.is_empty() {
            return Ok(());
        }
        let funcs = defined_functions(m);
        for c in found {
            let callee = callee_name(m, c)
                .and_then(|n| funcs.get(&n).copied())
                .ok_or("a call of a function without a body")?;
            let er = inline_call(m, c, callee).map_err(|e| e.to_string())?;
            inline_region(m, er).map_err(|e| e.to_string())?;
        }
    }
    Err("calls nested more than 64 deep".into())
}

/// The results of `map` split into consecutive groups of the given sizes, each a map over the
/// same inputs.
fn split_map(map: &AffineMap, groups: &[i64]) -> Result<Vec<AffineMap>, String> {
    let mut out = vec![];
    let mut at = 0usize;
    for &g in groups {
        let g = usize::try_from(g).map_err(|_| "a negative bound group")?;
        let exprs = map
            .results()
            .get(at..at + g)
            .ok_or("bound groups longer than the bound map")?
            .to_vec();
        at += g;
        out.push(
            AffineMap::new(map.num_dims(), map.num_symbols(), exprs)
                .map_err(|e| format!("a bound map: {e}"))?,
        );
    }
    Ok(out)
}

/// Replaces the `affine.parallel` `op` (without reductions) by a nest of `affine.for` loops,
/// outermost dimension first; returns the outer loop.
pub(super) fn serialize_parallel(m: &mut Module, op: OpId) -> Result<OpId, String> {
    let v = AffineParallelOp::wrap(m, op).ok_or("a malformed 'affine.parallel'")?;
    if !v.results().is_empty() {
        return Err("an 'affine.parallel' with reductions".into());
    }
    let steps = v.steps().ok_or("an 'affine.parallel' without steps")?;
    let lbs = split_map(
        v.lower_map(),
        &v.lower_groups().ok_or("no lower bound groups")?,
    )?;
    let ubs = split_map(
        v.upper_map(),
        &v.upper_groups().ok_or("no upper bound groups")?,
    )?;
    let (lbo, ubo) = (v.lb_operands().to_vec(), v.ub_operands().to_vec());
    let body = v.body();
    let ivs = v.ivs().to_vec();
    if steps.is_empty() || lbs.len() != steps.len() || ubs.len() != steps.len() {
        return Err("a malformed 'affine.parallel'".into());
    }
    let pos = m.op(op).pos;
    let mut b = Builder::before(m, op).ok_or("an 'affine.parallel' outside a block")?;
    let (outer, mut inner, iv0) = b.affine_for(
        lbs[0].clone(),
        lbo.clone(),
        ubs[0].clone(),
        ubo.clone(),
        steps[0],
        vec![],
    );
    let mut new_ivs = vec![iv0];
    for d in 1..steps.len() {
        let (_, blk, iv) = Builder::before_terminator(m, inner, pos).affine_for(
            lbs[d].clone(),
            lbo.clone(),
            ubs[d].clone(),
            ubo.clone(),
            steps[d],
            vec![],
        );
        inner = blk;
        new_ivs.push(iv);
    }
    let ops = m.block(body).ops.clone();
    let (last, moved) = ops
        .split_last()
        .ok_or("an 'affine.parallel' without a body")?;
    if m.op(*last).name != "affine.yield" || !m.op(*last).operands.is_empty() {
        return Err(
            "an 'affine.parallel' body that does not end in an empty 'affine.yield'".into(),
        );
    }
    for &o in moved {
        m.detach_op(o);
        let at = m.block(inner).ops.len() - 1;
        m.insert_op(inner, at, o);
    }
    for (&old, &new) in ivs.iter().zip(&new_ivs) {
        m.replace_all_uses(old, new);
    }
    erase_op(m, op);
    Ok(outer)
}

/// Moves the region's nested `memref.alloca`s (static shapes) to the start of the function's
/// entry block.
fn hoist_allocas(m: &mut Module, region: &[OpId]) -> Result<(), String> {
    let allocas = named(m, region, "memref.alloca");
    if allocas.is_empty() {
        return Ok(());
    }
    let entry = super::reg2mem::function_entry(m, region)?;
    for a in allocas {
        if !m.op(a).operands.is_empty() {
            return Err("a 'memref.alloca' of dynamic size inside the nest".into());
        }
        m.detach_op(a);
        m.insert_op(entry, 0, a);
    }
    Ok(())
}
