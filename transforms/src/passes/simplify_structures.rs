//! `affine-simplify-structures`: simplifies the affine maps and integer sets of a function, as
//! mlir-opt's `--affine-simplify-structures` does with the polyhedral module's means:
//!
//! - every affine map attribute (`affine.load/store` subscripts, `affine.for` bounds,
//!   `affine.apply`, `affine.min/max`, `affine.parallel` bounds) has its results simplified
//!   (flattened and rebuilt in canonical order when no division survives: `d0 + d0 * 2 - 1 + 1`
//!   becomes `d0 * 3`);
//! - every `affine.if` condition has its constraints simplified, and a set with a constraint
//!   that is a false constant becomes the canonical empty set `1 == 0`;
//! - `affine.for`, `affine.if` and `affine.apply` operands are canonicalized (MLIR's
//!   `canonicalizeMapAndOperands`): constant operands are folded into the map, repeated operands
//!   merged and unused ones dropped;
//! - an `affine.apply` that becomes a constant is replaced by `arith.constant`, one that is the
//!   identity of an operand by that operand, and applies left without uses are erased.
//!
//! - dims that are valid symbols (values of the function's entry block) become symbols, so
//!   `(d0, d1)[s0]` applied to `(%n, %n)[%n]` becomes `()[s0]`;
//! - constraints that are true constants are dropped, and an `affine.if` (without results)
//!   whose condition is constant is replaced by the branch it takes.
//!
//! - loops that do nothing (an empty body yielding its region arguments unchanged, or a
//!   constant trip count of 0 with results) are removed, their results replaced by their
//!   initial values.

use tessera_ir::builder::Builder;
use tessera_ir::views::{
    AffineApplyOp, AffineForOp, AffineIfOp, AffineLoadOp, AffineMinMaxOp, AffineParallelOp,
    AffinePrefetchOp, AffineStoreOp,
};
use tessera_ir::{Module, OpId, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap, IntegerSet};

use crate::affine_util::{
    compact_map, constant_int, constant_trip_count, simplify_expr, simplify_map,
};
use crate::error::TransformError;

/// The pass name.
pub const PASS: &str = "affine-simplify-structures";

/// The registry entry.
pub const INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: PASS,
    summary: "simplify affine maps, sets and their operands (as mlir-opt)",
    options: &[],
    create: |_| Ok(Box::new(crate::registry::FnPass(PASS, run))),
};

/// Runs the pass on one function.
pub fn run(m: &mut Module, func: OpId) -> Result<(), TransformError> {
    simplify_function(m, func);
    Ok(())
}

/// A view's setter of one affine map and its operands.
type SetMap = fn(&mut Module, OpId, AffineMap, Vec<ValueId>);

/// Simplifies the results of `op`'s affine maps (`affine.for` and `affine.parallel` bounds,
/// the `map` of `affine.apply/min/max`, loads, stores and `affine.prefetch`; inputs and
/// operands unchanged) and the constraints of an `affine.if` condition.
fn simplify_structures_of(m: &mut Module, op: OpId) {
    let mut edits: Vec<(SetMap, AffineMap, Vec<ValueId>)> = vec![];
    let mut add = |set: SetMap, map: &AffineMap, operands: &[ValueId]| {
        let s = simplify_map(map);
        if &s != map {
            edits.push((set, s, operands.to_vec()));
        }
    };
    if let Some(f) = AffineForOp::wrap(m, op) {
        add(AffineForOp::set_lower_bound, f.lower_map(), f.lb_operands());
        add(AffineForOp::set_upper_bound, f.upper_map(), f.ub_operands());
    } else if let Some(v) = AffineLoadOp::wrap(m, op) {
        add(AffineLoadOp::set_map, v.map(), v.indices());
    } else if let Some(v) = AffineStoreOp::wrap(m, op) {
        add(AffineStoreOp::set_map, v.map(), v.indices());
    } else if let Some(v) = AffineApplyOp::wrap(m, op) {
        add(AffineApplyOp::set_map, v.map(), v.operands());
    } else if let Some(v) = AffineMinMaxOp::wrap(m, op) {
        add(AffineMinMaxOp::set_map, v.map(), v.operands());
    } else if let Some(v) = AffinePrefetchOp::wrap(m, op) {
        add(AffinePrefetchOp::set_map, v.map(), v.indices());
    } else if let Some(p) = AffineParallelOp::wrap(m, op) {
        // The groups stay (simplification keeps the number of results).
        let groups = |g: Option<Vec<i64>>| -> Option<Vec<usize>> {
            g?.into_iter().map(|x| usize::try_from(x).ok()).collect()
        };
        let (lg, ug) = (groups(p.lower_groups()), groups(p.upper_groups()));
        let (lm, um) = (p.lower_map(), p.upper_map());
        let (ls, us) = (simplify_map(lm), simplify_map(um));
        let (lo, uo) = (p.lb_operands().to_vec(), p.ub_operands().to_vec());
        let (l_changed, u_changed) = (&ls != lm, &us != um);
        if let (true, Some(g)) = (l_changed, lg) {
            AffineParallelOp::set_lower_bounds(m, op, ls, &g, lo);
        }
        if let (true, Some(g)) = (u_changed, ug) {
            AffineParallelOp::set_upper_bounds(m, op, us, &g, uo);
        }
    } else if let Some(i) = AffineIfOp::wrap(m, op) {
        let s = simplify_set(i.condition());
        if &s != i.condition() {
            let operands = i.operands().to_vec();
            AffineIfOp::set_condition(m, op, s, operands);
        }
    }
    for (set, map, operands) in edits {
        set(m, op, map, operands);
    }
}

/// MLIR's `canonicalizeMapAndOperands` (without symbol promotion): constants folded in,
/// duplicates merged, unused operands dropped, results simplified.
pub fn canonicalize_map_and_operands(
    m: &Module,
    map: &AffineMap,
    operands: &[ValueId],
) -> (AffineMap, Vec<ValueId>) {
    let nd = map.num_dims() as usize;
    // Dims that are valid symbols (function entry block values) become symbols, after the
    // existing ones (MLIR's symbol promotion).
    let promoted: Vec<usize> = (0..nd.min(operands.len()))
        .filter(|&i| is_top_level(m, operands[i]))
        .collect();
    let mut sym_order: Vec<usize> = (nd..operands.len()).collect();
    sym_order.extend(promoted.iter().copied());
    let mut dims: Vec<ValueId> = vec![];
    let mut syms: Vec<ValueId> = vec![];
    let mut sub: Vec<Option<AffineExpr>> = vec![None; operands.len()];
    for (i, &v) in operands.iter().enumerate().take(nd) {
        if promoted.contains(&i) {
            continue;
        }
        sub[i] = Some(if let Some(c) = constant_int(m, v) {
            AffineExpr::constant(c)
        } else {
            match dims.iter().position(|&d| d == v) {
                Some(j) => AffineExpr::dim(j as u32),
                None => {
                    dims.push(v);
                    AffineExpr::dim(dims.len() as u32 - 1)
                }
            }
        });
    }
    for &i in &sym_order {
        let v = operands[i];
        sub[i] = Some(if let Some(c) = constant_int(m, v) {
            AffineExpr::constant(c)
        } else {
            match syms.iter().position(|&d| d == v) {
                Some(j) => AffineExpr::symbol(j as u32),
                None => {
                    syms.push(v);
                    AffineExpr::symbol(syms.len() as u32 - 1)
                }
            }
        });
    }
    let sub: Vec<AffineExpr> = sub
        .into_iter()
        .map(|e| e.unwrap_or_else(|| AffineExpr::constant(0)))
        .collect();
    let (dsub, ssub) = sub.split_at(nd.min(sub.len()));
    let (nd2, ns2) = (dims.len() as u32, syms.len() as u32);
    let exprs: Vec<AffineExpr> = map
        .results()
        .iter()
        .map(|e| simplify_expr(&e.replace_dims_and_symbols(dsub, ssub), nd2, ns2))
        .collect();
    let Ok(new) = AffineMap::new(nd2, ns2, exprs) else {
        return (map.clone(), operands.to_vec());
    };
    dims.extend(syms);
    compact_map(&new, &dims)
}

/// True for values of the function's entry block (arguments and results of ops directly in
/// it): valid affine symbols.
fn is_top_level(m: &Module, v: ValueId) -> bool {
    let Some(b) = m.value_block(v) else {
        return false;
    };
    m.block_parent_op(b)
        .is_some_and(|p| m.op(p).name == "func.func")
}

fn simplify_set(set: &IntegerSet) -> IntegerSet {
    let (nd, ns) = (set.num_dims(), set.num_symbols());
    let cons: Vec<AffineExpr> = set
        .constraints()
        .iter()
        .map(|c| simplify_expr(c, nd, ns))
        .collect();
    let empty = cons
        .iter()
        .zip(set.eq_flags())
        .any(|(c, &eq)| match c.as_constant() {
            Some(k) => (eq && k != 0) || (!eq && k < 0),
            None => false,
        });
    if empty {
        return IntegerSet::empty(nd, ns);
    }
    // Constraints that are true constants go.
    let (cons, flags): (Vec<AffineExpr>, Vec<bool>) = cons
        .into_iter()
        .zip(set.eq_flags().iter().copied())
        .filter(|(c, _)| c.as_constant().is_none())
        .unzip();
    if cons.is_empty() {
        // Always true: MLIR's canonical form `0 == 0`.
        return IntegerSet::new(nd, ns, vec![AffineExpr::constant(0)], vec![true])
            .unwrap_or_else(|_| set.clone());
    }
    IntegerSet::new(nd, ns, cons, flags).unwrap_or_else(|_| set.clone())
}

/// Simplifies the affine structures of `func` (see the module doc).
pub fn simplify_function(m: &mut Module, func: OpId) {
    for op in m.walk(func) {
        if op == func {
            continue;
        }
        simplify_structures_of(m, op);
        // Operand canonicalization.
        if let Some(f) = AffineForOp::wrap(m, op) {
            let (lm, lo) = canonicalize_map_and_operands(m, f.lower_map(), f.lb_operands());
            let (um, uo) = canonicalize_map_and_operands(m, f.upper_map(), f.ub_operands());
            AffineForOp::set_lower_bound(m, op, lm, lo);
            AffineForOp::set_upper_bound(m, op, um, uo);
        } else if let Some(i) = AffineIfOp::wrap(m, op) {
            let set = i.condition().clone();
            let ops = i.operands().to_vec();
            if let Some((s, o)) = canonicalize_set(m, &set, &ops) {
                AffineIfOp::set_condition(m, op, s, o);
            }
        } else if let Some(a) = AffineApplyOp::wrap(m, op) {
            let (am, ao) = canonicalize_map_and_operands(m, a.map(), a.operands());
            let res = a.result();
            if let Some(c) = am.results().first().and_then(|e| e.as_constant()) {
                if let Some(mut b) = Builder::before(m, op) {
                    let v = b.index(c);
                    m.replace_all_uses(res, v);
                    m.detach_op(op);
                }
                continue;
            }
            if am.is_identity() && ao.len() == 1 && am.num_dims() == 1 {
                m.replace_all_uses(res, ao[0]);
                m.detach_op(op);
                continue;
            }
            AffineApplyOp::set_map(m, op, am, ao);
        }
    }
    // affine.if with a constant condition (and no results): inline the branch taken.
    for op in m.walk(func) {
        let Some(i) = AffineIfOp::wrap(m, op) else {
            continue;
        };
        if !i.results().is_empty() || m.op(op).parent.is_none() {
            continue;
        }
        let set = i.condition();
        let known = set
            .constraints()
            .iter()
            .zip(set.eq_flags())
            .map(|(c, &eq)| c.as_constant().map(|k| if eq { k == 0 } else { k >= 0 }))
            .collect::<Option<Vec<bool>>>();
        let Some(known) = known else {
            continue;
        };
        let taken = if known.iter().all(|&t| t) {
            Some(i.then_block())
        } else {
            i.else_block()
        };
        let Some(block) = m.op(op).parent else {
            continue;
        };
        let mut at = m
            .block(block)
            .ops
            .iter()
            .position(|&o| o == op)
            .unwrap_or(0);
        if let Some(tb) = taken {
            let ops = m.block(tb).ops.clone();
            for o in ops {
                if m.op(o).name == "affine.yield" {
                    continue;
                }
                m.detach_op(o);
                m.insert_op(block, at, o);
                at += 1;
            }
        }
        m.detach_op(op);
    }
    // Loops that do nothing: an empty body yielding its region arguments unchanged (or
    // nothing), or a constant trip count of 0 with results; results become the initial values.
    for op in m.walk(func) {
        let Some(f) = AffineForOp::wrap(m, op) else {
            continue;
        };
        if m.op(op).parent.is_none() {
            continue;
        }
        let empty = match f.body_ops() {
            [t] => m.op(*t).operands.as_slice() == f.iter_args(),
            _ => false,
        };
        let zero_trip_with_results = !f.results().is_empty() && constant_trip_count(&f) == Some(0);
        if !(empty || zero_trip_with_results) {
            continue;
        }
        let pairs: Vec<(ValueId, ValueId)> = f
            .results()
            .iter()
            .copied()
            .zip(f.inits().iter().copied())
            .collect();
        for (r, i) in pairs {
            m.replace_all_uses(r, i);
        }
        m.detach_op(op);
    }
    // Applies left without uses.
    loop {
        let all = m.walk(func);
        let dead: Vec<OpId> = all
            .iter()
            .copied()
            .filter(|&o| m.op(o).name == "affine.apply")
            .filter(|&o| {
                let r = m.op(o).results[0];
                !all.iter().any(|&u| m.op(u).operands.contains(&r))
            })
            .collect();
        if dead.is_empty() {
            break;
        }
        for d in dead {
            m.detach_op(d);
        }
    }
}

/// [`canonicalize_map_and_operands`] for an integer set (through a map of its constraints).
fn canonicalize_set(
    m: &Module,
    set: &IntegerSet,
    operands: &[ValueId],
) -> Option<(IntegerSet, Vec<ValueId>)> {
    if set.constraints().is_empty() {
        return None;
    }
    let map = AffineMap::new(
        set.num_dims(),
        set.num_symbols(),
        set.constraints().to_vec(),
    )
    .ok()?;
    let (cm, co) = canonicalize_map_and_operands(m, &map, operands);
    let s = IntegerSet::new(
        cm.num_dims(),
        cm.num_symbols(),
        cm.results().to_vec(),
        set.eq_flags().to_vec(),
    )
    .ok()?;
    Some((simplify_set(&s), co))
}
