//! `affine-scalrep`: scalar replacement of affine memory accesses, as mlir-opt's
//! `affineScalarReplace` does it, in four steps:
//!
//! 1. store→load forwarding: a load takes the value of a store that writes the same cell (same
//!    memref value, equal access functions after composing `affine.apply` chains — a must-alias
//!    proof), dominates the load, is in every loop around the load, and has no write that may
//!    touch the cell in between;
//! 2. dead store elimination: a store followed in the same block by a store to the same cell
//!    with no read that may touch the cell in between is removed;
//! 3. a local allocation whose loads were all forwarded and that is only stored to (or
//!    deallocated) is removed with its stores;
//! 4. redundant load elimination: a load of the cell a dominating load already read, with no
//!    write that may touch it in between, reuses that value.
//!
//! "In between" is every operation that can execute after the first access and before the
//! second: the operations between them in program order, and everything in a loop (of any
//! dialect: `affine.for/parallel`, `scf.for/while/parallel`, any unknown region op) that
//! surrounds the second access but not the first (a later iteration of it runs after an earlier
//! iteration's body). A forwarded store must be inside every such loop around the load. A write blocks unless it provably touches another cell: the same memref
//! with an access function differing by a non-zero constant in some subscript, or a memref that
//! cannot alias (the dependence analysis's memory model: distinct function arguments and
//! allocations do not alias; mlir-opt 22's alias analysis lets two function arguments alias, so
//! tessera forwards in some places mlir-opt does not). Calls and unknown operations block
//! everything. Two stores through
//! different subscripts that may be equal (`A[%i]` and `A[%j]`) therefore never let a value be
//! forwarded across them.

use std::collections::HashMap;

use tessera_ir::views::{AffineLoadOp, AffineStoreOp};
use tessera_ir::{Module, OpId, ValueId};
use tessera_polyhedral::affine::AffineExpr;

use crate::affine_util::{
    access_difference, composed, dominates, effects, enclosing_loops, may_alias, Effect,
};
use crate::error::TransformError;

/// The pass name.
pub const PASS: &str = "affine-scalrep";

/// The registry entry.
pub const INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: PASS,
    summary: "store-to-load forwarding, dead stores, redundant loads (as mlir-opt)",
    options: &[],
    create: |_| Ok(Box::new(crate::registry::FnPass(PASS, run))),
};

/// Runs the pass on one function.
pub fn run(m: &mut Module, func: OpId) -> Result<(), TransformError> {
    scalar_replace(m, func);
    Ok(())
}

/// Counts of what [`scalar_replace`] did.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct ScalrepStats {
    /// Loads replaced by a stored value.
    pub forwarded: usize,
    /// Stores removed because a later store overwrites the cell.
    pub dead_stores: usize,
    /// Allocations removed.
    pub allocs: usize,
    /// Loads replaced by an earlier load.
    pub loads_reused: usize,
}

type Access = (Vec<AffineExpr>, Vec<ValueId>);

/// An affine access: memref, composed access function, and whether it writes.
fn access_of(m: &Module, op: OpId) -> Option<(ValueId, Access, bool)> {
    if let Some(l) = AffineLoadOp::wrap(m, op) {
        return Some((l.memref(), composed(m, l.map(), l.indices())?, false));
    }
    if let Some(s) = AffineStoreOp::wrap(m, op) {
        return Some((s.memref(), composed(m, s.map(), s.indices())?, true));
    }
    None
}

/// The access forms of `accs` ([`access_of`]), computed once per step instead of once per
/// pair of accesses.
type Forms = HashMap<OpId, (ValueId, Access, bool)>;

fn forms_of(m: &Module, accs: &[OpId]) -> Forms {
    accs.iter()
        .filter_map(|&o| access_of(m, o).map(|f| (o, f)))
        .collect()
}

/// After the uses of `old` were replaced: the forms again if one of them had `old` among its
/// operands (a loaded index), otherwise they are unchanged (a load's result is a leaf of any
/// composed form: only a form naming it can change).
fn refresh(m: &Module, accs: &[OpId], forms: &mut Forms, old: ValueId) {
    if forms.values().any(|(_, a, _)| a.1.contains(&old)) {
        *forms = forms_of(m, accs);
    }
}

/// Replaces the uses of the loaded value `old` (the result of `ld`) by `new`: they all lie under
/// the op holding `ld`'s block.
fn replace_loaded(m: &mut Module, ld: OpId, old: ValueId, new: ValueId) {
    match m.parent_op(ld) {
        Some(p) => m.replace_uses_under(p, old, new),
        None => m.replace_all_uses(old, new),
    }
}

fn same_cell(a: &Access, b: &Access) -> bool {
    a.0.len() == b.0.len() && access_difference(a, b).iter().all(|d| *d == Some(0))
}

fn other_cell(a: &Access, b: &Access) -> bool {
    access_difference(a, b)
        .iter()
        .any(|d| matches!(d, Some(k) if *k != 0))
}

/// The operations that may execute after `x` and before `y` (see the module doc).
fn between(m: &Module, func: OpId, x: OpId, y: OpId) -> Vec<OpId> {
    let order = m.walk(func);
    let ix = order.iter().position(|&o| o == x);
    let iy = order.iter().position(|&o| o == y);
    let mut out = vec![];
    if let (Some(ix), Some(iy)) = (ix, iy) {
        if ix < iy {
            out.extend(
                order[ix + 1..iy]
                    .iter()
                    .copied()
                    .filter(|&o| !m.is_ancestor(o, y)),
            );
        }
    }
    for l in enclosing_loops(m, y) {
        if !m.is_ancestor(l, x) {
            out.extend(m.walk(l).into_iter().filter(|&o| o != l));
        }
    }
    out
}

/// True if some op in `ops` may touch the cell `acc` of `mr` with an effect `write` (a write)
/// or a read (`!write`).
fn may_touch(m: &Module, ops: &[OpId], mr: ValueId, acc: &Access, write: bool) -> bool {
    for &o in ops {
        if !m.op(o).regions.is_empty() {
            if matches!(
                m.op(o).name.as_str(),
                "affine.for" | "affine.if" | "affine.parallel" | "scf.for" | "scf.if" | "scf.while"
            ) {
                continue;
            }
            return true;
        }
        for e in effects(m, o) {
            let hit = match e {
                Effect::Unknown => true,
                Effect::AffineWrite(w) if write => {
                    if w != mr {
                        may_alias(m, w, mr)
                    } else {
                        match access_of(m, o) {
                            Some((_, a, _)) => !other_cell(acc, &a),
                            None => true,
                        }
                    }
                }
                Effect::AffineRead(r) if !write => {
                    if r != mr {
                        may_alias(m, r, mr)
                    } else {
                        match access_of(m, o) {
                            Some((_, a, _)) => !other_cell(acc, &a),
                            None => true,
                        }
                    }
                }
                Effect::Write(w) if write => may_alias(m, w, mr),
                Effect::Read(r) if !write => may_alias(m, r, mr),
                _ => false,
            };
            if hit {
                return true;
            }
        }
    }
    false
}

fn affine_accesses(m: &Module, func: OpId) -> Vec<OpId> {
    m.walk(func)
        .into_iter()
        .filter(|&o| AffineLoadOp::wrap(m, o).is_some() || AffineStoreOp::wrap(m, o).is_some())
        .collect()
}

fn attached(m: &Module, op: OpId) -> bool {
    m.op(op).parent.is_some()
}

/// Runs the four steps on `func`.
pub fn scalar_replace(m: &mut Module, func: OpId) -> ScalrepStats {
    let mut st = ScalrepStats::default();
    let mut forwarded_memrefs: Vec<ValueId> = vec![];
    // 1. Store to load forwarding.
    let accs = affine_accesses(m, func);
    let mut forms = forms_of(m, &accs);
    for &ld in &accs {
        if !attached(m, ld) {
            continue;
        }
        let Some((mr, la, false)) = forms.get(&ld).cloned() else {
            continue;
        };
        let ld_loops = enclosing_loops(m, ld);
        let mut found: Option<OpId> = None;
        for &s in &accs {
            let Some((smr, sa, true)) = forms.get(&s) else {
                continue;
            };
            if *smr != mr || !attached(m, s) || !dominates(m, s, ld) || !same_cell(&la, sa) {
                continue;
            }
            if enclosing_loops(m, s).len() != ld_loops.len() {
                continue;
            }
            let btw = between(m, func, s, ld);
            if may_touch(m, &btw, mr, &la, true) {
                continue;
            }
            found = Some(s);
        }
        let Some(s) = found else {
            continue;
        };
        let (Some(sv), Some(lv)) = (
            AffineStoreOp::wrap(m, s).map(|x| x.value()),
            AffineLoadOp::wrap(m, ld).map(|x| x.result()),
        ) else {
            continue;
        };
        if m.value_type(sv) != m.value_type(lv) {
            continue;
        }
        replace_loaded(m, ld, lv, sv);
        m.detach_op(ld);
        refresh(m, &accs, &mut forms, lv);
        st.forwarded += 1;
        if !forwarded_memrefs.contains(&mr) {
            forwarded_memrefs.push(mr);
        }
    }
    // 2. Dead stores.
    let accs = affine_accesses(m, func);
    let forms = forms_of(m, &accs);
    for &a in &accs {
        if !attached(m, a) {
            continue;
        }
        let Some((mr, aa, true)) = forms.get(&a) else {
            continue;
        };
        let Some(block) = m.op(a).parent else {
            continue;
        };
        let ops = m.block(block).ops.clone();
        let Some(ia) = ops.iter().position(|&o| o == a) else {
            continue;
        };
        for &b in &ops[ia + 1..] {
            let Some((bmr, ba, true)) = forms.get(&b) else {
                continue;
            };
            if bmr != mr || !same_cell(aa, ba) {
                continue;
            }
            let btw = between(m, func, a, b);
            if may_touch(m, &btw, *mr, aa, false) {
                continue;
            }
            m.detach_op(a);
            st.dead_stores += 1;
            break;
        }
    }
    // 3. Allocations left with stores only.
    for mr in forwarded_memrefs {
        let Some(def) = m.defining_op(mr) else {
            continue;
        };
        if !matches!(m.op(def).name.as_str(), "memref.alloc" | "memref.alloca") {
            continue;
        }
        let users: Vec<OpId> = m
            .walk(func)
            .into_iter()
            .filter(|&o| m.op(o).operands.contains(&mr))
            .collect();
        let only_stores = users.iter().all(|&u| {
            AffineStoreOp::wrap(m, u).is_some_and(|s| s.memref() == mr && s.value() != mr)
                || m.op(u).name == "memref.dealloc"
        });
        if !only_stores || m.op(def).results.len() != 1 {
            continue;
        }
        for u in users {
            m.detach_op(u);
        }
        m.detach_op(def);
        st.allocs += 1;
    }
    // 4. Redundant loads.
    let accs = affine_accesses(m, func);
    let mut forms = forms_of(m, &accs);
    for &a in &accs {
        if !attached(m, a) {
            continue;
        }
        let Some((mr, aa, false)) = forms.get(&a).cloned() else {
            continue;
        };
        let mut cands: Vec<OpId> = vec![];
        for &b in &accs {
            let Some((bmr, ba, false)) = forms.get(&b) else {
                continue;
            };
            if b == a || *bmr != mr || !attached(m, b) || !dominates(m, b, a) || !same_cell(&aa, ba)
            {
                continue;
            }
            let (Some(bv), Some(av)) = (
                AffineLoadOp::wrap(m, b).map(|x| x.result()),
                AffineLoadOp::wrap(m, a).map(|x| x.result()),
            ) else {
                continue;
            };
            if m.value_type(bv) != m.value_type(av) {
                continue;
            }
            let btw = between(m, func, b, a);
            if may_touch(m, &btw, mr, &aa, true) {
                continue;
            }
            cands.push(b);
        }
        let best = cands
            .iter()
            .copied()
            .find(|&c| cands.iter().all(|&d| d == c || dominates(m, c, d)));
        let Some(b) = best else {
            continue;
        };
        let (Some(bv), Some(av)) = (
            AffineLoadOp::wrap(m, b).map(|x| x.result()),
            AffineLoadOp::wrap(m, a).map(|x| x.result()),
        ) else {
            continue;
        };
        replace_loaded(m, a, av, bv);
        m.detach_op(a);
        refresh(m, &accs, &mut forms, av);
        st.loads_reused += 1;
    }
    st
}
