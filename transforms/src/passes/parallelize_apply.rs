//! The rewrite of `affine-parallelize` ([`super::parallelize`]): a loop whose plan was proven
//! legal becomes an `affine.parallel` with the plan's reductions (`iter_args` combined after
//! the loop, memref cells loaded, combined and stored after it under a guard that the loop
//! runs at least once).

use tessera_ir::builder::{erase_op, Builder};
use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId, ValueId};
use tessera_polyhedral::affine::{AffineExpr, IntegerSet};

use super::parallelize::{Plan, Red, PASS};
use crate::error::TransformError;

/// `max(lbs) < min(ubs)` as an integer set over `[lb dims, ub dims | lb syms, ub syms]`,
/// with its operands; `None` if the loop is known to run at least once.
fn nonempty_guard(f: &AffineForOp<'_>) -> Option<(IntegerSet, Vec<ValueId>)> {
    if f.constant_trip_count().is_some_and(|n| n >= 1) {
        return None;
    }
    let (lb, ub) = (f.lower_map(), f.upper_map());
    let (lnd, lns) = (lb.num_dims(), lb.num_symbols());
    let (und, uns) = (ub.num_dims(), ub.num_symbols());
    let mut cons = vec![];
    for u in ub.results() {
        for l in lb.results() {
            let uu = u.shift(lnd, lns);
            cons.push(uu.sub(l).sub(&AffineExpr::constant(1)));
        }
    }
    let flags = vec![false; cons.len()];
    let set = IntegerSet::new(lnd + und, lns + uns, cons, flags).ok()?;
    let (lo, uo) = (f.lb_operands(), f.ub_operands());
    let (lnd, und) = (lnd as usize, und as usize);
    let ops = [&lo[..lnd], &uo[..und], &lo[lnd..], &uo[und..]].concat();
    Some((set, ops))
}

/// Rewrites the loop of `plan` into an `affine.parallel`.
pub(super) fn apply(m: &mut Module, plan: &Plan) -> Result<OpId, TransformError> {
    let l = plan.loop_op;
    let lpos = m.op(l).pos;
    let err = |msg: &str| TransformError::at(lpos, format!("{PASS}: {msg}"));
    let Some(f) = AffineForOp::wrap(m, l) else {
        return Err(err("not a well-formed affine.for"));
    };
    let (lb, ub) = (f.lower_map().clone(), f.upper_map().clone());
    let (lbo, ubo) = (f.lb_operands().to_vec(), f.ub_operands().to_vec());
    let (step, iv, body) = (f.step(), f.iv(), f.body());
    let inits = f.inits().to_vec();
    let results = f.results().to_vec();
    let guard = if plan.cells.is_empty() {
        None
    } else {
        nonempty_guard(&f)
    };
    let reds: Vec<&Red> = plan.iter.iter().chain(&plan.cells).collect();
    let contribs: Vec<ValueId> = reds
        .iter()
        .map(|r| {
            m.op(r.combiner)
                .operands
                .get(r.contrib_at)
                .copied()
                .unwrap_or(r.contrib)
        })
        .collect();
    let mut kinds = vec![];
    for r in &reds {
        let k = tessera_ir::dialects::affine_reduction_kind(r.kind)
            .ok_or_else(|| err("unknown reduction kind"))?;
        kinds.push((k, m.value_type(r.contrib).clone()));
    }
    let Some(mut b) = Builder::before(m, l) else {
        return Err(err("the loop is not in a block"));
    };
    let Some((par, pbody, pivs)) = b.affine_parallel(&[lb], lbo, &[ub], ubo, &[step], &kinds)
    else {
        return Err(err("cannot build the affine.parallel"));
    };
    let piv = pivs
        .first()
        .copied()
        .ok_or_else(|| err("no induction variable"))?;
    // Move the body (without its terminator and the cells' accesses and combiners).
    let skip: Vec<OpId> = plan
        .cells
        .iter()
        .flat_map(|r| {
            let (ld, st) = r.cell.unwrap_or((r.combiner, r.combiner));
            [ld, st, r.combiner]
        })
        .chain(plan.iter.iter().map(|r| r.combiner))
        .collect();
    let ops = m.block(body).ops.clone();
    let term = ops.last().copied();
    for &o in &ops {
        if Some(o) == term || skip.contains(&o) {
            continue;
        }
        m.detach_op(o);
        m.append_op(pbody, o);
    }
    // The moved body is the iv's only live user (the cells' ops stay behind with the loop).
    m.replace_uses_under(par, iv, piv);
    let pos = lpos;
    Builder::at_end(m, pbody, pos).affine_yield(contribs);
    let par_results = m.op(par).results.clone();
    // After the loop: combine the inits with the iter_args results.
    let mut after = par;
    for (k, r) in plan.iter.iter().enumerate() {
        let (Some(&init), Some(&res), Some(&old)) =
            (inits.get(k), par_results.get(k), results.get(k))
        else {
            return Err(err("reduction count mismatch"));
        };
        m.detach_op(r.combiner);
        let Some(mut b) = Builder::after(m, after) else {
            return Err(err("the loop is not in a block"));
        };
        b.insert_existing(r.combiner);
        m.op_mut(r.combiner).operands = vec![init, res];
        let new = m.op(r.combiner).results.first().copied();
        if let Some(new) = new {
            m.replace_all_uses(old, new);
        }
        after = r.combiner;
    }
    // Then update the cells (under a guard if the loop may not run).
    let cell_block = match guard {
        Some((set, ops)) => {
            let Some(mut b) = Builder::after(m, after) else {
                return Err(err("the loop is not in a block"));
            };
            let (_, then_b, _) = b.affine_if(set, ops, vec![], false);
            Some(then_b)
        }
        None => None,
    };
    let n_iter = plan.iter.len();
    for (k, r) in plan.cells.iter().enumerate() {
        let (Some((ld, st)), Some(&res)) = (r.cell, par_results.get(n_iter + k)) else {
            return Err(err("reduction count mismatch"));
        };
        let loaded = m.op(ld).results.first().copied();
        let Some(loaded) = loaded else {
            return Err(err("load without result"));
        };
        for o in [ld, r.combiner, st] {
            m.detach_op(o);
        }
        let mut b = match cell_block {
            Some(tb) => Builder::before_terminator(m, tb, pos),
            None => match Builder::after(m, after) {
                Some(b) => b,
                None => return Err(err("the loop is not in a block")),
            },
        };
        b.insert_existing(ld);
        b.insert_existing(r.combiner);
        b.insert_existing(st);
        m.op_mut(r.combiner).operands = vec![loaded, res];
        if cell_block.is_none() {
            after = st;
        }
    }
    erase_op(m, l);
    Ok(par)
}
