//! Privatisation for `affine-parallelize{privatize=true}` (and the scheduler's
//! `dataflow=true`): a loop whose carried dependences are all on memrefs that every iteration
//! writes before it reads gets a private copy of each such memref per iteration, then the
//! loop is parallelised as usual (its legality decided again, exactly, on the rewritten loop).
//!
//! A memref `%M` accessed in loop `L` is privatisable when (value-based dataflow, exact):
//! - `%M` is defined outside `L`, has the identity layout, and inside `L` is only the memref of
//!   `affine.load`/`affine.store`/`memref.load`/`memref.store` ops;
//! - every read of `%M` inside `L` is answered exactly, and every one of its sources is a write
//!   inside `L` in the same iteration of `L` and of every loop around `L`; no read instance
//!   reads a value from before the function (`initial` empty).
//!
//! The rewrite: `%P = memref.alloca` of `%M`'s type at the start of `L`'s body (a dynamic shape:
//! `memref.alloc` with the sizes of `memref.dim %M` read before `L`, `memref.dealloc` at the end
//! of the body), and `%P` replaces `%M` in those ops. When `%M`'s values are
//! needed after `L` — `%M` is not a local allocation of the function, escapes it, or a read
//! after `L` may take a value written in `L` — the body is versioned: `affine.if` "this is
//! `L`'s last iteration" runs the original body on `%M`, its else branch the body on `%P`. That
//! leaves `%M` as the sequential loop does only if every iteration writes the same cells (then
//! the last iteration writes every cell `L` writes, last): required, proven structurally — the
//! stores' subscripts and the bounds and conditions around them inside `L` do not depend on
//! `L`'s induction variable.

use std::collections::HashMap;

use tessera_dependence::access::allocation;
use tessera_dependence::dataflow::{within_iterations, FlowSolver};
use tessera_dependence::graph::value_name;
use tessera_dependence::AccessKind;
use tessera_ir::builder::{clone_op, Builder};
use tessera_ir::builder_ops::{memref_alloc_state, AllocKind};
use tessera_ir::module::ValueDef;
use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId, OperationState, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, IntegerSet};
use tessera_polyhedral::budget::Budget;

use crate::affine_util::{defined_outside, enclosing_function};

/// One memref a loop privatises.
#[derive(Debug, Clone)]
pub(crate) struct Buffer {
    /// The shared memref.
    pub(crate) memref: ValueId,
    /// The ops inside the loop that access it (their memref operand is replaced).
    users: Vec<(OpId, usize)>,
    /// Its final values are needed after the loop: the last iteration runs on the shared memref.
    live_out: bool,
}

/// The memrefs one loop privatises.
#[derive(Debug, Clone)]
pub(crate) struct Privatization {
    pub(crate) loop_op: OpId,
    pub(crate) buffers: Vec<Buffer>,
}

/// The memref operand of an access op (`Some(position)`), or `None` for other ops.
fn memref_operand(name: &str) -> Option<usize> {
    match name {
        "affine.load" | "memref.load" => Some(0),
        "affine.store" | "memref.store" => Some(1),
        _ => None,
    }
}

fn is_store(name: &str) -> bool {
    matches!(name, "affine.store" | "memref.store")
}

/// `op at line:col` for messages.
fn at(m: &Module, op: OpId) -> String {
    match m.op(op).pos {
        Some(p) => format!("'{}' at {}:{}", m.op(op).name, p.line, p.col),
        None => format!("'{}'", m.op(op).name),
    }
}

/// Whether value `v` (used inside loop `l`) may depend on `l`'s induction variable `iv` (or
/// otherwise differ between its iterations: values loaded from memory inside `l` count). The
/// induction variables of loops inside `l` do not count (their bounds are checked where those
/// loops enclose the use); other block arguments inside `l` (iter_args) count.
fn depends_on(
    m: &Module,
    v: ValueId,
    iv: ValueId,
    l: OpId,
    memo: &mut HashMap<ValueId, bool>,
) -> bool {
    if v == iv {
        return true;
    }
    if defined_outside(m, l, v) {
        return false;
    }
    if let Some(&d) = memo.get(&v) {
        return d;
    }
    memo.insert(v, true); // cycles (none in SSA) stay conservative
    let d = match m.value(v).def {
        ValueDef::OpResult { op, .. } => {
            // A value read from memory may differ between iterations whatever its subscripts
            // (the memory may be written in the loop): counted as depending.
            !m.op(op).regions.is_empty()
                || m.op(op)
                    .operands
                    .iter()
                    .any(|&x| m.value_type(x).is_memref())
                || m.op(op)
                    .operands
                    .clone()
                    .into_iter()
                    .any(|x| depends_on(m, x, iv, l, memo))
        }
        ValueDef::BlockArg { block, index } => match m.block_parent_op(block) {
            Some(p) if m.op(p).name == "affine.parallel" => false,
            Some(p) if m.op(p).name == "affine.for" => index != 0,
            _ => true,
        },
        ValueDef::Unresolved => true,
    };
    memo.insert(v, d);
    d
}

/// Decides whether loop `l` can privatise `memrefs` (the memrefs of its carried
/// dependences), each read's dataflow (from `solver`, over `m`) within `units` work units (a
/// read out of budget is not privatised); `Err` says why not.
pub(crate) fn plan(
    m: &Module,
    solver: &FlowSolver<'_>,
    l: OpId,
    memrefs: &[ValueId],
    units: u64,
) -> Result<Privatization, String> {
    let f = AffineForOp::wrap(m, l).ok_or("not a well-formed affine.for")?;
    let func = enclosing_function(m, l).ok_or("the loop is not inside a func.func")?;
    let acc = solver.accesses();
    let mut budget = Budget::new(units);
    let mut buffers = vec![];
    for &mr in memrefs {
        let name = value_name(m, mr);
        if !defined_outside(m, l, mr) {
            return Err(format!("{name} is defined inside the loop"));
        }
        if !matches!(m.value_type(mr), Type::MemRef { layout: None, .. }) {
            return Err(format!("{name} is not a memref with the identity layout"));
        }
        // Its uses inside the loop: the memref of plain loads and stores only.
        let mut users = vec![];
        for o in m.walk(l) {
            let op = m.op(o);
            for (k, &v) in op.operands.iter().enumerate() {
                if v != mr {
                    continue;
                }
                if memref_operand(&op.name) != Some(k) {
                    return Err(format!("{name} is used by {} inside the loop", at(m, o)));
                }
                users.push((o, k));
            }
        }
        // Escapes the function, or a value after the loop may come from it.
        let local = allocation(m, mr).is_some_and(|d| enclosing_function(m, d) == Some(func));
        let mut live_out = !local
            || m.walk(func).into_iter().any(|o| {
                !m.is_ancestor(l, o)
                    && m.op(o).operands.iter().enumerate().any(|(k, &v)| {
                        v == mr
                            && memref_operand(&m.op(o).name) != Some(k)
                            && !matches!(m.op(o).name.as_str(), "memref.dealloc" | "memref.dim")
                    })
            });
        for (r, a) in acc.iter().enumerate() {
            if a.base != mr || matches!(a.kind, AccessKind::Write) || !m.is_ancestor(func, a.op) {
                continue;
            }
            let inside = m.is_ancestor(l, a.op);
            if !inside && live_out {
                continue;
            }
            let flow = solver.read(r, units);
            if !inside {
                live_out = flow.reason.is_some()
                    || flow
                        .sources
                        .iter()
                        .any(|s| s.relation.is_none() || m.is_ancestor(l, acc[s.write].op));
                continue;
            }
            let what = format!("the read of {name} by {}", at(m, a.op));
            if let Some(why) = &flow.reason {
                return Err(format!("{what} has no exact source ({why})"));
            }
            let Ok(model) = &a.model else {
                return Err(format!("{what} is not modelled"));
            };
            let k = model
                .loops
                .iter()
                .position(|d| d.op == l)
                .ok_or_else(|| format!("{what} is not placed in the loop"))?;
            for s in &flow.sources {
                let w = acc[s.write].op;
                if !m.is_ancestor(l, w) {
                    return Err(format!(
                        "{what} may read a value {} writes outside the loop",
                        at(m, w)
                    ));
                }
                let Some(rel) = &s.relation else {
                    return Err(format!("{what} may read a value of {}", at(m, w)));
                };
                let same = within_iterations(rel, k + 1, &mut budget)
                    .map_err(|e| format!("{what}: {e}"))?;
                if !same {
                    return Err(format!(
                        "{what} reads a value {} wrote in an earlier iteration",
                        at(m, w)
                    ));
                }
            }
            let initial_empty = match &flow.initial {
                Some(i) => i
                    .is_empty(&mut budget)
                    .map_err(|e| format!("{what}: {e}"))?,
                None => false,
            };
            if !initial_empty {
                return Err(format!("{what} may read a value from before the function"));
            }
        }
        if live_out {
            same_cells_check(m, &f, &users, &name)?;
        }
        buffers.push(Buffer {
            memref: mr,
            users,
            live_out,
        });
    }
    Ok(Privatization {
        loop_op: l,
        buffers,
    })
}

/// The conditions under which running the last iteration on the shared memref leaves it as
/// the sequential loop does: every iteration writes the same cells (see the module doc).
fn same_cells_check(
    m: &Module,
    f: &AffineForOp<'_>,
    users: &[(OpId, usize)],
    name: &str,
) -> Result<(), String> {
    if f.upper_map().results().len() != 1 {
        return Err(format!(
            "{name} is used after the loop and the loop's upper bound is a min (its last \
             iteration is not one affine condition)"
        ));
    }
    let (l, iv) = (f.op(), f.iv());
    let mut memo = HashMap::new();
    for &(o, k) in users {
        if !is_store(&m.op(o).name) {
            continue;
        }
        let subscripts: Vec<ValueId> = m.op(o).operands.iter().skip(k + 1).copied().collect();
        let mut around = vec![];
        let mut cur = m.parent_op(o);
        while let Some(p) = cur {
            if p == l {
                break;
            }
            around.extend(m.op(p).operands.iter().copied());
            cur = m.parent_op(p);
        }
        if subscripts
            .iter()
            .chain(&around)
            .any(|&v| depends_on(m, v, iv, l, &mut memo))
        {
            return Err(format!(
                "{name} is used after the loop and the cells {} writes depend on the \
                 iteration (the last iteration may not write them all)",
                at(m, o)
            ));
        }
    }
    Ok(())
}

/// Applies `p`: private allocations at the start of the loop's body (of its `else` version),
/// accesses redirected; where a memref's values are live after the loop, the body is
/// versioned on the last iteration — `affine.if (iv + step - ub >= 0) { the original body }
/// else { the body on private copies }` — so the last iteration writes the shared memrefs
/// itself and the other iterations pay no test inside their loops.
pub(crate) fn rewrite(m: &mut Module, p: &Privatization) -> Result<(), String> {
    let l = p.loop_op;
    let f = AffineForOp::wrap(m, l).ok_or("not a well-formed affine.for")?;
    let (iv, body, step) = (f.iv(), f.body(), f.step());
    let ub = f.upper_map().clone();
    let ub_ops = f.ub_operands().to_vec();
    let has_iter_args = !f.inits().is_empty();
    let pos = m.op(l).pos;
    // The block the private copies live in.
    let target = if p.buffers.iter().any(|b| b.live_out) {
        if has_iter_args {
            return Err("the loop has iter_args and a privatised memref is used after it".into());
        }
        if ub.results().len() != 1 {
            return Err(
                "the loop's upper bound is a min: its last iteration is not one affine condition"
                    .into(),
            );
        }
        let ops: Vec<OpId> = m.block(body).ops.clone();
        let Some((&term, rest)) = ops.split_last() else {
            return Err("the loop body is empty".into());
        };
        let bound = ub.results()[0].shift(1, 0);
        let cond = AffineExpr::dim(0)
            .add(&AffineExpr::constant(step))
            .sub(&bound);
        let set = IntegerSet::new(1 + ub.num_dims(), ub.num_symbols(), vec![cond], vec![false])
            .map_err(|e| format!("the last-iteration condition: {e}"))?;
        let mut bld = Builder::before(m, term).ok_or("the loop body has no terminator")?;
        let (_, then_b, else_b) = bld.affine_if(set, [vec![iv], ub_ops].concat(), vec![], true);
        let else_b = else_b.ok_or("no else block")?;
        // The last iteration: a copy of the body on the shared memrefs.
        let mut vmap = HashMap::new();
        for &o in rest {
            let c = clone_op(m, o, &mut vmap).ok_or("the body is nested too deeply to copy")?;
            Builder::before_terminator(m, then_b, pos).insert_existing(c);
        }
        // The other iterations: the body itself, moved.
        for &o in rest {
            m.detach_op(o);
            Builder::before_terminator(m, else_b, pos).insert_existing(o);
        }
        else_b
    } else {
        body
    };
    for b in &p.buffers {
        let ty = m.value_type(b.memref).clone();
        let Type::MemRef { shape, .. } = &ty else {
            return Err("not a memref".into());
        };
        let shape = shape.clone();
        // Dynamic sizes read before the loop.
        let mut sizes = vec![];
        for (d, &s) in shape.iter().enumerate() {
            if s == tessera_ir::types::DYNAMIC {
                let mut bld = Builder::before(m, l).ok_or("the loop is not in a block")?;
                let c = bld.index(d as i64);
                sizes.push(bld.value("memref.dim", vec![b.memref, c], Type::Index, vec![]));
            }
        }
        // Static shapes on the stack; dynamic ones on the heap, freed at the end of the
        // iteration (a stack allocation of a size only known at run time may not fit a
        // thread's stack).
        let dynamic = !sizes.is_empty();
        let kind = if dynamic {
            AllocKind::Alloc
        } else {
            AllocKind::Alloca
        };
        let mut st = memref_alloc_state(kind, ty.clone(), sizes, vec![], None);
        st.pos = pos;
        let alloc = m.create_op(st);
        m.insert_op(target, 0, alloc);
        let private = m.op(alloc).results[0];
        if dynamic {
            let mut st = OperationState::new("memref.dealloc");
            st.operands = vec![private];
            Builder::before_terminator(m, target, pos).insert(st);
        }
        for &(o, k) in &b.users {
            m.op_mut(o).operands[k] = private;
        }
    }
    Ok(())
}
