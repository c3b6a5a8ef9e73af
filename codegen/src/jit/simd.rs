//! 128-bit SIMD for stride-1 innermost `affine.for` loops, inside the fast version of a
//! versioned loop (see [`super::hoist`]): two lanes (64-bit elements) or four lanes (32-bit
//! elements) per step, then the scalar fast loop for the remaining iterations.
//!
//! # Which loops
//!
//! A loop is vectorised only when all of this is verified (else it runs as before):
//! - step 1, no `iter_args`, bounds checks pre-checked (every access of the body is in the
//!   versioning plan's pre-checked set, so no access of the fast version can fault);
//! - the body is straight-line: element loads/stores (`affine.*`/`memref.*`) whose memref
//!   and index operands are the induction variable `i` or values defined outside the loop;
//!   `arith.constant`; float `addf`/`subf`/`mulf`/`divf`/`negf`; integer `addi`/`subi`
//!   (and `muli` on i32); the empty `affine.yield`. No other operation (no call, no
//!   division that could fault, no region); operands defined outside the loop are
//!   broadcast to every lane;
//! - every element type of the body is of one width: f64/i64 (two lanes) or f32/i32 (four);
//!   index values are used only as indices;
//! - each access has a ranked memref, identity or strided layout (addressed through its
//!   descriptor; its last stride is checked to be 1 at run time, before the loop), no `i` in its leading indices, and in its last index `i`
//!   with coefficient 1 (a *unit-stride* access) or 0 (an *invariant* access, which must be
//!   a load: it is loaded once per step and broadcast);
//! - *dependences kept*: for every store `s`, the root buffer of its memref is known (see
//!   [`super::scalar_repl`]), and every other access `a` whose root is unknown or the same as
//!   `s`'s has the same memref value, the same leading indices, and a last index that differs
//!   from `s`'s by a constant only: then (the last stride being 1) they touch the same cell
//!   exactly when their iterations are `d = c_s - c_a` apart (different known roots are
//!   different buffers). The vector loop runs, per step of `lanes` iterations, each
//!   operation for all lanes in program order; so a pair is reordered only if it lies in one
//!   step and the access of the later iteration comes first in program order. The loop is
//!   vectorised only if, for every such pair, `d = 0`, or the access of the earlier iteration
//!   comes first in program order, or `|d| >= lanes`. `A[i] = f(A[i + 1])` (a read before
//!   a later write) and `A[i + 1] = ..; .. = A[i]` qualify; `.. = A[i]; A[i + 1] = ..` (the
//!   next iteration reads what this one wrote, after the read) does not.
//!
//! Float add/sub/mul/div/neg are IEEE operations per lane, so results are bit-identical to
//! the scalar loop; no reduction is vectorised.

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self, types as ct, InstBuilder, MemFlagsData, Value};
use tessera_ir::module::ValueDef;
use tessera_ir::{Module, OpId, Type, ValueId};

use super::func::{elem_cl, Fx, JVal, R};
use super::scalar_repl::{linear_indices, root, Lin, Plan, Root};

/// How one operation of a vectorised body is emitted.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Step {
    /// A unit-stride load or store: one SIMD access.
    Unit,
    /// A load of a loop-invariant cell: one scalar load, broadcast.
    Splat,
    /// An arith operation or constant: one SIMD instruction.
    Arith,
}

/// A vectorisable loop.
#[derive(Debug, Clone)]
pub(crate) struct SimdPlan {
    /// Lanes per step (2 or 4).
    pub lanes: u8,
    /// The body's operations (terminator excluded), how each is emitted.
    pub ops: Vec<(OpId, Step)>,
    /// Memref values of the unit-stride accesses (their last stride must be 1).
    pub unit_memrefs: Vec<ValueId>,
}

/// A memref whose elements are addressed through its descriptor (offset + Σ index × stride):
/// every ranked memref, identity layout or strided (views such as tile subviews). The lanes of
/// a unit-stride access are contiguous exactly when its last stride is 1, which the vector loop
/// checks at run time before it runs.
fn descriptor_addressed(t: &Type) -> bool {
    matches!(t, Type::MemRef { .. })
}

/// Width in bits of a scalar f32/f64/i32/i64 type.
fn lane_width(t: &Type) -> Option<u32> {
    match t {
        Type::Float(_) | Type::Integer { .. } => match t.int_or_float_width()? {
            32 => Some(32),
            64 => Some(64),
            _ => None,
        },
        _ => None,
    }
}

/// For two unit-stride accesses `s` and `a` of one memref whose indices are equal except for
/// the constant of the last one, `i_a - i_s` when they touch the same cell (`c_s - c_a`: with
/// the last stride 1, checked at run time, the addresses differ by exactly that many
/// elements); `None` otherwise (the distance is not a known constant).
fn distance(s: &[Lin], a: &[Lin]) -> Option<i64> {
    let (ls, lead_s) = s.split_last()?;
    let (la, lead_a) = a.split_last()?;
    if lead_s != lead_a || ls.terms != la.terms {
        return None;
    }
    ls.c.checked_sub(la.c)
}

/// The vectorisation plan of innermost `affine.for` `for_op` (induction variable `iv`,
/// constant step `step`) whose versioning plan is `plan`; `None` unless every condition of
/// the module doc is verified.
pub(crate) fn simd_plan(
    m: &Module,
    for_op: OpId,
    iv: ValueId,
    step: i64,
    plan: &Plan,
    uncalled: &dyn Fn(OpId) -> bool,
) -> Option<SimdPlan> {
    if step != 1 || !m.op(for_op).results.is_empty() {
        return None;
    }
    let body = *m.region(*m.op(for_op).regions.first()?).blocks.first()?;
    if m.block(body).args.len() != 1 {
        return None;
    }
    let invariant = |v: ValueId| -> bool {
        m.value_block(v)
            .and_then(|b| m.block_parent_op(b))
            .is_some_and(|p| !m.is_ancestor(for_op, p))
    };
    let (last, ops) = m.block(body).ops.split_last()?;
    let t = m.op(*last);
    if t.name != "affine.yield" || !t.operands.is_empty() {
        return None;
    }
    let mut width: Option<u32> = None;
    let mut same_width = |w: u32| -> bool { *width.get_or_insert(w) == w };
    // (op, memref, indices, store, unit) of each access.
    let mut accesses = vec![];
    let mut out = vec![];
    let mut unit_memrefs = vec![];
    for &op in ops {
        let o = m.op(op);
        if !o.regions.is_empty() {
            return None;
        }
        let name = o.name.as_str();
        let step = match name {
            "affine.load" | "memref.load" | "affine.store" | "memref.store" => {
                if !plan.hoisted.iter().any(|a| a.op == op) {
                    return None;
                }
                let store = name.ends_with("store");
                let (memref, idx) = linear_indices(m, op)?;
                let at = usize::from(store);
                let mt = m.value_type(memref);
                if !invariant(memref) || !descriptor_addressed(mt) {
                    return None;
                }
                if !same_width(lane_width(mt.element_type()?)?) {
                    return None;
                }
                if !o.operands[at + 1..]
                    .iter()
                    .all(|&v| v == iv || invariant(v))
                {
                    return None;
                }
                // The stored value: a body value, or one defined outside (broadcast); never
                // the induction variable (an index).
                if store && o.operands.first().is_none_or(|&v| v == iv) {
                    return None;
                }
                let coef =
                    |l: &Lin| -> i64 { l.terms.iter().filter(|t| t.0 == iv).map(|t| t.1).sum() };
                let (lastidx, lead) = idx.split_last()?;
                if lead.iter().any(|l| coef(l) != 0) {
                    return None;
                }
                let unit = match coef(lastidx) {
                    1 => true,
                    0 if !store => false,
                    _ => return None,
                };
                accesses.push((op, memref, idx, store));
                if unit {
                    unit_memrefs.push(memref);
                    Step::Unit
                } else {
                    Step::Splat
                }
            }
            "arith.constant" => {
                let r = *o.results.first()?;
                if !same_width(lane_width(m.value_type(r))?) {
                    return None;
                }
                Step::Arith
            }
            "arith.addf" | "arith.subf" | "arith.mulf" | "arith.divf" | "arith.negf"
            | "arith.addi" | "arith.subi" | "arith.muli" => {
                let r = *o.results.first()?;
                let rt = m.value_type(r);
                let w = lane_width(rt)?;
                let float = matches!(rt, Type::Float(_));
                if float != name.ends_with('f') || (name == "arith.muli" && w != 32) {
                    return None;
                }
                if !same_width(w) || o.results.len() != 1 {
                    return None;
                }
                if !o.operands.iter().all(|&v| m.value_type(v) == rt) {
                    return None;
                }
                // Operands: body values (vectors) or values defined outside (broadcast);
                // never the induction variable (an index).
                if o.operands.contains(&iv) {
                    return None;
                }
                Step::Arith
            }
            _ => return None,
        };
        out.push((op, step));
    }
    // Every operand of a body operation defined in the body is a result of a body op
    // (the induction variable appears only in indices, checked above).
    if unit_memrefs.is_empty() {
        return None;
    }
    let lanes = match width? {
        64 => 2,
        _ => 4,
    };
    // Independence (accesses are in program order).
    let mut roots: HashMap<ValueId, Root> = HashMap::new();
    let mut root_of = |v: ValueId| *roots.entry(v).or_insert_with(|| root(m, uncalled, v, 4));
    for (si, (smem, sidx, store)) in accesses.iter().map(|a| (&a.1, &a.2, a.3)).enumerate() {
        if !store {
            continue;
        }
        let r = root_of(*smem);
        if r == Root::Unknown {
            return None;
        }
        for (ai, (_, amem, aidx, _)) in accesses.iter().enumerate() {
            if ai == si {
                continue;
            }
            let ra = root_of(*amem);
            if ra != Root::Unknown && ra != r {
                continue;
            }
            if amem != smem {
                return None;
            }
            // Same memref: the cells coincide only at a constant iteration distance.
            let delta = distance(sidx, aidx)?;
            // The access of the earlier iteration must come first in program order, or
            // the two iterations lie in different steps.
            let ordered = match delta {
                0 => true,
                d if d > 0 => si < ai,
                _ => ai < si,
            };
            if !ordered && delta.unsigned_abs() < u64::from(lanes) {
                return None;
            }
        }
    }
    // Values defined in the body must come from body operations (block arguments other
    // than the induction variable were excluded above).
    for &(op, _) in &out {
        for &v in &m.op(op).operands {
            if let ValueDef::BlockArg { block, .. } = m.value(v).def {
                if block == body && v != iv {
                    return None;
                }
            }
        }
    }
    Some(SimdPlan {
        lanes,
        ops: out,
        unit_memrefs,
    })
}

impl<'a, 'm> Fx<'a, 'm> {
    /// Nonzero if the last stride of a unit-stride memref of `p` is not 1 (then the loop
    /// runs unvectorised).
    pub fn simd_stride_bad(&mut self, p: &SimdPlan, at: OpId) -> R<Option<Value>> {
        let mut bad: Option<Value> = None;
        for &v in &p.unit_memrefs {
            let d = match self.val(at, v)? {
                JVal::M(d) => d,
                _ => return Err(self.malformed(at, "accesses a non-memref")),
            };
            let Some(&s) = d.strides.last() else {
                return Err(self.malformed(at, "accesses a rank-0 memref by index"));
            };
            let ne = self.b.ins().icmp_imm_s(IntCC::NotEqual, s, 1);
            bad = Some(match bad {
                Some(b) => self.b.ins().bor(b, ne),
                None => ne,
            });
        }
        Ok(bad)
    }

    /// Emits the vector loop of `p` from `lb` while at least `lanes` iterations remain
    /// before `ub`; returns the induction value it stops at (the remainder's lower bound).
    pub fn simd_loop(&mut self, id: OpId, p: &SimdPlan, lb: Value, ub: Value) -> R<Value> {
        let m = self.sh.m;
        let iv_id = {
            let body = self.only_block(id, 0)?;
            *m.block(body)
                .args
                .first()
                .ok_or_else(|| self.malformed(id, "has no induction variable"))?
        };
        let header = self.b.create_block();
        let body = self.b.create_block();
        let exit = self.b.create_block();
        self.b.append_block_param(header, ct::I64);
        self.b.append_block_param(exit, ct::I64);
        self.b.ins().jump(header, &super::func::args(&[lb]));
        self.b.switch_to_block(header);
        let iv = self.b.block_params(header)[0];
        // iv <= ub always holds (steps are taken only with `lanes` iterations left).
        let left = self.b.ins().isub(ub, iv);
        let go =
            self.b
                .ins()
                .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, left, i64::from(p.lanes));
        self.b
            .ins()
            .brif(go, body, &[], exit, &super::func::args(&[iv]));
        self.b.switch_to_block(body);
        self.env.insert(iv_id, JVal::S(iv));
        let mut vecs: HashMap<ValueId, Value> = HashMap::new();
        for &(op, step) in &p.ops {
            self.lane_op(op, step, p.lanes, &mut vecs)?;
        }
        self.poll_deadline(id)?;
        let next = self.b.ins().iadd_imm_s(iv, i64::from(p.lanes));
        self.b.ins().jump(header, &super::func::args(&[next]));
        self.b.switch_to_block(exit);
        Ok(self.b.block_params(exit)[0])
    }

    /// The SIMD type of `lanes` lanes of scalar type `t`.
    fn lane_ty(&self, id: OpId, t: ir::Type, lanes: u8) -> R<ir::Type> {
        t.by(u32::from(lanes))
            .filter(|v| v.bits() == 128)
            .ok_or_else(|| self.malformed(id, "has no 128-bit vector form"))
    }

    /// Operand `i` of `id` as a vector: a body value, or a value defined outside broadcast.
    fn simd_operand(
        &mut self,
        id: OpId,
        i: usize,
        lanes: u8,
        vecs: &mut HashMap<ValueId, Value>,
    ) -> R<Value> {
        let v = *self
            .sh
            .m
            .op(id)
            .operands
            .get(i)
            .ok_or_else(|| self.malformed(id, format!("has no operand #{i}")))?;
        if let Some(&x) = vecs.get(&v) {
            return Ok(x);
        }
        let s = self.scalar(id, i)?;
        let ty = self.b.func.dfg.value_type(s);
        let vt = self.lane_ty(id, ty, lanes)?;
        let x = self.b.ins().splat(vt, s);
        vecs.insert(v, x);
        Ok(x)
    }

    /// One operation of a vectorised body.
    fn lane_op(
        &mut self,
        id: OpId,
        step: Step,
        lanes: u8,
        vecs: &mut HashMap<ValueId, Value>,
    ) -> R<()> {
        let m = self.sh.m;
        let o = m.op(id);
        let flags = MemFlagsData::new().with_notrap();
        let result = o.results.first().copied();
        let x = match step {
            Step::Unit | Step::Splat => {
                let store = o.name.ends_with("store");
                let (d, idx) = self.access_parts(id)?;
                let ety = elem_cl(d.elem);
                let vt = self.lane_ty(id, ety, lanes)?;
                if store {
                    let v = self.simd_operand(id, 0, lanes, vecs)?;
                    let a = self.addr(&d, &idx);
                    self.b.ins().store(flags, v, a, 0);
                    return Ok(());
                }
                let x = if step == Step::Unit {
                    let a = self.addr(&d, &idx);
                    self.b.ins().load(vt, flags, a, 0)
                } else {
                    let s = match self.lv.promoted.get(&id) {
                        Some(&var) => self.b.use_var(var),
                        None => {
                            let a = self.addr(&d, &idx);
                            self.load(ety, a, 0)
                        }
                    };
                    self.b.ins().splat(vt, s)
                };
                x
            }
            Step::Arith => match o.name.as_str() {
                "arith.constant" => {
                    self.op(id)?;
                    let s = self.scalar_result(id)?;
                    let ty = self.b.func.dfg.value_type(s);
                    let vt = self.lane_ty(id, ty, lanes)?;
                    self.b.ins().splat(vt, s)
                }
                "arith.negf" => {
                    let a = self.simd_operand(id, 0, lanes, vecs)?;
                    self.b.ins().fneg(a)
                }
                name => {
                    let a = self.simd_operand(id, 0, lanes, vecs)?;
                    let b = self.simd_operand(id, 1, lanes, vecs)?;
                    match name {
                        "arith.addf" => self.b.ins().fadd(a, b),
                        "arith.subf" => self.b.ins().fsub(a, b),
                        "arith.mulf" => self.b.ins().fmul(a, b),
                        "arith.divf" => self.b.ins().fdiv(a, b),
                        "arith.addi" => self.b.ins().iadd(a, b),
                        "arith.subi" => self.b.ins().isub(a, b),
                        "arith.muli" => self.b.ins().imul(a, b),
                        _ => return Err(self.unsupported(id, "in a vectorised loop")),
                    }
                }
            },
        };
        if let Some(r) = result {
            vecs.insert(r, x);
        }
        Ok(())
    }

    /// The scalar bound to result 0 of `id`.
    fn scalar_result(&self, id: OpId) -> R<Value> {
        let r = *self
            .sh
            .m
            .op(id)
            .results
            .first()
            .ok_or_else(|| self.malformed(id, "has no result"))?;
        match self.val(id, r)? {
            JVal::S(s) => Ok(s),
            _ => Err(self.malformed(id, "result is not a scalar")),
        }
    }
}

#[cfg(test)]
#[path = "simd_tests.rs"]
mod tests;
