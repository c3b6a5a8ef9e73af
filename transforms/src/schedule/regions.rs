//! The regions of a function the scheduler models ([`find_regions`]): runs of top-level loop
//! nests whose contents the model supports (see [`super::model`]'s documentation), and the
//! nests left out with the reason.

use tessera_ir::views::{AffineForOp, AffineIfOp, AffineParallelOp};
use tessera_ir::{Module, OpId};

use super::model::{writes_inside, Unmodelled};
use crate::affine_util::is_pure;

/// Why a nest cannot be part of a region (None if it can).
fn nest_problem(m: &Module, op: OpId, depth: usize) -> Option<String> {
    if depth > 64 {
        return Some("loop nest deeper than 64".into());
    }
    let Some(f) = AffineForOp::wrap(m, op) else {
        return Some(format!("'{}' is not an affine.for", m.op(op).name));
    };
    if f.step() != 1 && f.lower_map().num_results() != 1 {
        // Other steps are normalised first (`prepare`), which needs a single lower bound.
        return Some(format!(
            "loop step {} with a 'max' lower bound (only such loops of unit step are modelled)",
            f.step()
        ));
    }
    if !f.inits().is_empty() {
        // Carried values go through memory first (`reg2mem`); a top-level loop with them is
        // a region of its own (`find_regions`), so its initial stores come before the
        // regenerated code and its results are loaded after it.
        if !f
            .inits()
            .iter()
            .all(|&v| super::reg2mem::scalar(m.value_type(v)))
        {
            return Some("loop with non-scalar iter_args".into());
        }
    }
    ops_problem(m, f.body_ops(), depth)
}

/// Why an `affine.parallel` cannot be part of a region (None if it can): it becomes a nest of
/// `affine.for` loops first (`prepare`), so it needs no reductions.
fn parallel_problem(m: &Module, op: OpId, depth: usize) -> Option<String> {
    let Some(p) = AffineParallelOp::wrap(m, op) else {
        return Some("malformed 'affine.parallel'".into());
    };
    if !p.results().is_empty() {
        return Some("'affine.parallel' with reductions".into());
    }
    let n = p.ivs().len();
    if depth + n > 64 {
        return Some("loop nest deeper than 64".into());
    }
    ops_problem(m, &m.block(p.body()).ops, depth + n - 1)
}

/// Why a `func.call` inside a nest cannot be inlined into it (None if it can): the callee
/// must have a one-block body in the module, reach no recursion, and hold only what a nest may.
fn call_problem(m: &Module, op: OpId, depth: usize) -> Option<String> {
    use crate::execute_region::{callee_name, defined_functions, reachable};
    let Some(name) = callee_name(m, op) else {
        return Some("'func.call' without a callee".into());
    };
    let funcs = defined_functions(m);
    let Some(&callee) = funcs.get(&name) else {
        return Some(format!(
            "a call of '@{name}', which has no body in the module"
        ));
    };
    if reachable(m, &funcs, &name).contains(&name) {
        return Some(format!("a call of '@{name}', which is recursive"));
    }
    let blocks = m
        .op(callee)
        .regions
        .first()
        .map(|&r| m.region(r).blocks.clone())
        .unwrap_or_default();
    let [body] = blocks.as_slice() else {
        return Some(format!("a call of '@{name}', whose body is not one block"));
    };
    let ops = &m.block(*body).ops;
    let inner = ops.split_last().map_or(&[][..], |(_, rest)| rest);
    ops_problem(m, inner, depth)
}

/// Why a block's ops cannot be part of a region (None if they can).
fn ops_problem(m: &Module, ops: &[OpId], depth: usize) -> Option<String> {
    for &o in ops {
        let name = m.op(o).name.as_str();
        match name {
            "affine.for" => {
                if let Some(p) = nest_problem(m, o, depth + 1) {
                    return Some(p);
                }
            }
            "affine.parallel" => {
                if let Some(p) = parallel_problem(m, o, depth + 1) {
                    return Some(p);
                }
            }
            // Moved to the function's entry (`prepare`).
            "memref.alloca" if m.op(o).operands.is_empty() => {}
            // Inlined (`prepare`).
            "func.call" => {
                if let Some(p) = call_problem(m, o, depth) {
                    return Some(p);
                }
            }
            "affine.if" => {
                let Some(v) = AffineIfOp::wrap(m, o) else {
                    return Some("malformed 'affine.if'".into());
                };
                if !m.op(o).results.is_empty() {
                    return Some("'affine.if' with results".into());
                }
                let blocks = std::iter::once(v.then_block()).chain(v.else_block());
                for b in blocks {
                    if let Some(p) = ops_problem(m, &m.block(b).ops, depth) {
                        return Some(p);
                    }
                }
            }
            "scf.if" => {
                if let Some(p) = scf_if_problem(m, o) {
                    return Some(p);
                }
            }
            "affine.load" | "affine.store" | "affine.yield" | "memref.load" | "memref.store" => {}
            _ if is_pure(m, o) => {}
            _ => return Some(format!("'{name}' inside the nest is not modelled")),
        }
    }
    None
}

/// Why an `scf.if` cannot be one opaque statement (or part of one): only loads, stores, pure
/// operations and nested `scf.if`s inside, and no results if it writes memory.
fn scf_if_problem(m: &Module, op: OpId) -> Option<String> {
    for o in m.walk(op).into_iter().skip(1) {
        let name = m.op(o).name.as_str();
        match name {
            "affine.load" | "affine.store" | "memref.load" | "memref.store" | "scf.yield"
            | "scf.if" => {}
            _ if is_pure(m, o) => {}
            _ => return Some(format!("'{name}' inside an 'scf.if' is not modelled")),
        }
    }
    if writes_inside(m, op) && !m.op(op).results.is_empty() {
        return Some("an 'scf.if' that both writes memory and returns values".into());
    }
    None
}

/// `affine.for` or `affine.parallel`.
fn is_loop(m: &Module, op: OpId) -> bool {
    matches!(m.op(op).name.as_str(), "affine.for" | "affine.parallel")
}

/// A loop with `iter_args`.
fn carries_values(m: &Module, op: OpId) -> bool {
    AffineForOp::wrap(m, op).is_some_and(|f| !f.inits().is_empty())
}

/// The regions of `func`'s body: each a list of top-level ops; plus the nests left out.
pub fn find_regions(m: &Module, func: OpId) -> (Vec<Vec<OpId>>, Vec<Unmodelled>) {
    let mut regions = Vec::new();
    let mut skipped = Vec::new();
    let Some(&r) = m.op(func).regions.first() else {
        return (regions, skipped);
    };
    let Some(&b) = m.region(r).blocks.first() else {
        return (regions, skipped);
    };
    let mut cur: Vec<OpId> = Vec::new();
    let flush = |cur: &mut Vec<OpId>, regions: &mut Vec<Vec<OpId>>| {
        // Trailing pure ops belong to no nest: drop them from the region.
        while cur.last().is_some_and(|&o| !is_loop(m, o)) {
            cur.pop();
        }
        if cur.iter().any(|&o| is_loop(m, o)) {
            regions.push(std::mem::take(cur));
        }
        cur.clear();
    };
    for &op in &m.block(b).ops {
        let name = m.op(op).name.as_str();
        if is_loop(m, op) {
            let problem = if name == "affine.for" {
                nest_problem(m, op, 0)
            } else {
                parallel_problem(m, op, 0)
            };
            match problem {
                None if carries_values(m, op) => {
                    // Its own region (see `nest_problem`).
                    flush(&mut cur, &mut regions);
                    regions.push(vec![op]);
                }
                None => cur.push(op),
                Some(reason) => {
                    skipped.push(Unmodelled { op, reason });
                    flush(&mut cur, &mut regions);
                }
            }
        } else if is_pure(m, op) && !cur.is_empty() {
            cur.push(op);
        } else {
            flush(&mut cur, &mut regions);
        }
    }
    flush(&mut cur, &mut regions);
    (regions, skipped)
}
