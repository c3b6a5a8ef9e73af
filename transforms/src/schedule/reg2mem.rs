//! Scalars through memory, for the scheduler's model (as Polymer's `-reg2mem` before Pluto).
//!
//! The model's statements are stores with the loads and pure operations feeding them, so two
//! kinds of SSA values that cross statement boundaries cannot be modelled directly:
//! - `affine.for ... iter_args`: each carried value gets a one-element buffer; the initial
//!   value is stored before the loop, the body starts by loading it and ends by storing the
//!   yielded value, and the loop's result is loaded after it. Every iteration reads what the
//!   previous one wrote, so the order of a reduction is kept exactly (float sums stay
//!   bit-identical: the schedule must respect the buffer's dependences).
//! - a value computed from a load in one loop body and used in a deeper loop, or in the same
//!   body after a nested loop: it is stored to a one-element buffer right after it is
//!   computed, and each such use loads it (the buffer is written once per iteration of the
//!   outer loop, before any of those uses). A statement then never spans a nested loop.
//!
//! Buffers are `memref.alloca() : memref<1xT>` at the start of the function's entry block. The
//! rewrite is applied to a copy of the module by the driver, which keeps the original when the
//! region is not scheduled after all.

use std::collections::HashMap;

use tessera_ir::builder::Builder;
use tessera_ir::builder_ops::{memref_alloc_state, AllocKind};
use tessera_ir::views::AffineForOp;
use tessera_ir::{BlockId, Module, OpId, Type, ValueDef, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use super::model::home;
use crate::affine_util::is_pure;

/// Whether `region` has values that [`apply`] would put through memory.
pub fn needed(m: &Module, region: &[OpId]) -> bool {
    let order = Order::new(m, region);
    region.iter().flat_map(|&o| m.walk(o)).any(|o| {
        (m.op(o).name == "affine.for"
            && AffineForOp::wrap(m, o).is_some_and(|f| !f.inits().is_empty()))
            || !crossing_operands(m, &order, o).is_empty()
    })
}

/// Whether `v` is computed from a load (or a loop result) of its own loop body.
fn from_memory(m: &Module, v: ValueId, memo: &mut HashMap<ValueId, bool>) -> bool {
    if let Some(&r) = memo.get(&v) {
        return r;
    }
    let ValueDef::OpResult { op: d, .. } = m.value(v).def else {
        return false;
    };
    let h = home(m, d);
    let r = match m.op(d).name.as_str() {
        "affine.load" | "memref.load" | "affine.for" | "scf.if" => true,
        _ if is_pure(m, d) => m.op(d).operands.iter().any(|&x| {
            matches!(m.value(x).def, ValueDef::OpResult { op, .. } if home(m, op) == h)
                && from_memory(m, x, memo)
        }),
        _ => false,
    };
    memo.insert(v, r);
    r
}

/// Walk positions of the region's ops and the loops nested in each loop body (by home).
struct Order {
    pos: HashMap<OpId, usize>,
    loops: HashMap<Option<OpId>, Vec<usize>>,
}

impl Order {
    fn new(m: &Module, region: &[OpId]) -> Order {
        let mut pos = HashMap::new();
        let mut loops: HashMap<Option<OpId>, Vec<usize>> = HashMap::new();
        for (i, o) in region.iter().flat_map(|&o| m.walk(o)).enumerate() {
            pos.insert(o, i);
            if m.op(o).name == "affine.for" {
                loops.entry(home(m, o)).or_default().push(i);
            }
        }
        Order { pos, loops }
    }

    /// Whether a loop of loop body `h` lies between ops `a` and `b` (in walk order).
    fn loop_between(&self, h: Option<OpId>, a: OpId, b: OpId) -> bool {
        let (Some(&x), Some(&y)) = (self.pos.get(&a), self.pos.get(&b)) else {
            return false;
        };
        self.loops
            .get(&h)
            .is_some_and(|ls| ls.iter().any(|&l| x < l && l < y))
    }
}

/// Operands of `op` (by index) computed from memory in another loop body than `op`'s, or in
/// the same one before a nested loop that runs between the definition and `op`.
fn crossing_operands(m: &Module, order: &Order, op: OpId) -> Vec<usize> {
    let h = home(m, op);
    let mut memo = HashMap::new();
    let mut out = Vec::new();
    for (k, &v) in m.op(op).operands.iter().enumerate() {
        let ValueDef::OpResult { op: d, .. } = m.value(v).def else {
            continue;
        };
        let hd = home(m, d);
        if hd.is_some() && (hd != h || order.loop_between(h, d, op)) && from_memory(m, v, &mut memo)
        {
            out.push(k);
        }
    }
    out
}

/// Whether values of type `t` can go through a one-element buffer.
pub(crate) fn scalar(t: &Type) -> bool {
    t.is_index() || t.is_integer() || t.is_float()
}

fn cell_map() -> AffineMap {
    AffineMap::new(0, 0, vec![AffineExpr::constant(0)]).expect("a constant map")
}

/// A `memref<1xT>` buffer allocated at the start of `entry`.
fn buffer(m: &mut Module, entry: BlockId, ty: &Type) -> ValueId {
    let ty = Type::MemRef {
        shape: vec![1],
        elem: Box::new(ty.clone()),
        layout: None,
        memory_space: None,
    };
    let op = m.create_op(memref_alloc_state(
        AllocKind::Alloca,
        ty,
        vec![],
        vec![],
        None,
    ));
    m.insert_op(entry, 0, op);
    m.op(op).results[0]
}

fn load_before(m: &mut Module, at: OpId, buf: ValueId) -> Result<ValueId, String> {
    let mut b = Builder::before(m, at).ok_or("an operation outside a block")?;
    Ok(b.affine_load(buf, cell_map(), vec![]))
}

/// The entry block of the function the region is in.
pub(super) fn function_entry(m: &Module, region: &[OpId]) -> Result<BlockId, String> {
    let first = *region.first().ok_or("an empty region")?;
    let func =
        crate::affine_util::enclosing_function(m, first).ok_or("a region outside a function")?;
    m.op(func)
        .regions
        .first()
        .and_then(|&r| m.region(r).blocks.first().copied())
        .ok_or_else(|| "a function without a body".to_string())
}

/// Puts the region's carried and crossing scalars through one-element buffers (see the module
/// documentation). `Err` (with the module partly rewritten: call it on a copy) when a value is
/// not a scalar or the region is not inside a function.
pub fn apply(m: &mut Module, region: &[OpId]) -> Result<(), String> {
    let entry = function_entry(m, region)?;
    let ops: Vec<OpId> = region.iter().flat_map(|&o| m.walk(o)).collect();
    // Loop-carried values.
    for &o in &ops {
        if m.op(o).name != "affine.for" {
            continue;
        }
        let Some(f) = AffineForOp::wrap(m, o) else {
            continue;
        };
        let inits = f.inits().to_vec();
        if inits.is_empty() {
            continue;
        }
        let body = m.region(m.op(o).regions[0]).blocks[0];
        let carried = m.block(body).args[1..].to_vec();
        let results = m.op(o).results.clone();
        let yield_op = *m
            .block(body)
            .ops
            .last()
            .ok_or("a loop without a terminator")?;
        let yielded = m.op(yield_op).operands.clone();
        if carried.len() != inits.len() || results.len() != inits.len() {
            return Err("malformed iter_args".into());
        }
        for k in 0..inits.len() {
            let ty = m.value_type(inits[k]).clone();
            if !scalar(&ty) {
                return Err(format!(
                    "a loop-carried value of type {ty:?} (only scalars)"
                ));
            }
            let buf = buffer(m, entry, &ty);
            Builder::before(m, o)
                .ok_or("a loop outside a block")?
                .affine_store(inits[k], buf, cell_map(), vec![]);
            let first_op = m.block(body).ops[0];
            let a = load_before(m, first_op, buf)?;
            m.replace_all_uses(carried[k], a);
            Builder::before(m, yield_op)
                .ok_or("a yield outside a block")?
                .affine_store(yielded[k], buf, cell_map(), vec![]);
            let mut after = Builder::after(m, o).ok_or("a loop outside a block")?;
            let r = after.affine_load(buf, cell_map(), vec![]);
            m.replace_all_uses(results[k], r);
        }
        AffineForOp::drop_iter_args(m, o);
    }
    // Values computed from memory and used in a deeper loop (loop results are loads now).
    let order = Order::new(m, region);
    let crossing: Vec<(OpId, Vec<usize>)> = region
        .iter()
        .flat_map(|&o| m.walk(o))
        .map(|o| (o, crossing_operands(m, &order, o)))
        .filter(|(_, k)| !k.is_empty())
        .collect();
    // Crossing values: one buffer per value, stored right after it is computed.
    let mut bufs: HashMap<ValueId, ValueId> = HashMap::new();
    for (user, ks) in crossing {
        for k in ks {
            let v = m.op(user).operands[k];
            let ty = m.value_type(v).clone();
            if !scalar(&ty) {
                return Err(format!(
                    "a value of type {ty:?} used in a deeper loop (only scalars)"
                ));
            }
            let buf = match bufs.get(&v) {
                Some(&b) => b,
                None => {
                    let ValueDef::OpResult { op: d, .. } = m.value(v).def else {
                        return Err("a crossing value without a defining op".into());
                    };
                    let b = buffer(m, entry, &ty);
                    Builder::after(m, d)
                        .ok_or("an operation outside a block")?
                        .affine_store(v, b, cell_map(), vec![]);
                    bufs.insert(v, b);
                    b
                }
            };
            let l = load_before(m, user, buf)?;
            m.op_mut(user).operands[k] = l;
        }
    }
    Ok(())
}
