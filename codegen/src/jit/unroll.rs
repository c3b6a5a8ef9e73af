//! Unrolling of the fast version of a versioned innermost `affine.for` (see
//! [`super::hoist`]): the body is emitted `factor` times per trip of an unrolled loop, which
//! runs while at least `factor` iterations remain; the ordinary loop then runs the rest.
//!
//! Copy `k` of the body runs iteration `iv + k * step` with the `iter_args` yielded by copy
//! `k - 1`, so every operation runs in program order, exactly as in the rolled loop (results
//! are bit-identical). The trip test is `iv < ub && ub - iv > (factor - 1) * step` (the
//! difference taken as unsigned, which is exact when `iv < ub`), i.e. iteration
//! `iv + (factor - 1) * step` exists.
//!
//! # Cost rule
//!
//! [`factor`] picks 4 for bodies of at most 8 operations, 2 up to 16 and no unrolling above
//! (larger bodies gain nothing from saving a compare and branch per iteration and cost
//! compile time), and none for a loop the SIMD path vectorises (its scalar loop runs fewer
//! than `lanes` iterations).

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{InstBuilder, Value};
use tessera_ir::{Module, OpId, Type};

use super::func::{args, flat_types, flatten, unflatten, Fx, JVal, R};

/// The unroll factor of the fast version of innermost loop `for_op` with constant step
/// `step` (1: no unrolling).
pub(crate) fn factor(m: &Module, for_op: OpId, step: i64) -> u32 {
    let n = m.walk(for_op).len().saturating_sub(1);
    let f: u32 = match n {
        0..=8 => 4,
        9..=16 => 2,
        _ => 1,
    };
    if step.checked_mul(i64::from(f)).is_none() {
        return 1;
    }
    f
}

impl<'a, 'm> Fx<'a, 'm> {
    /// Emits loop `id` from `lb` unrolled `factor` times while at least `factor` iterations
    /// remain; returns where it stops: the induction value and the `iter_args`.
    pub fn unrolled(
        &mut self,
        id: OpId,
        (lb, ub, step): (Value, Value, i64),
        inits: &[JVal],
        factor: u32,
    ) -> R<(Value, Vec<JVal>)> {
        let m = self.sh.m;
        let body_blk = self.only_block(id, 0)?;
        let bargs = m.block(body_blk).args.clone();
        let iter_types: Vec<&Type> = bargs.iter().skip(1).map(|&a| m.value_type(a)).collect();
        let header = self.b.create_block();
        let body = self.b.create_block();
        let exit = self.b.create_block();
        let iv_ty = self.b.func.dfg.value_type(lb);
        for blk in [header, exit] {
            self.b.append_block_param(blk, iv_ty);
            for t in &iter_types {
                let tys = flat_types(t)
                    .ok_or_else(|| self.unsupported(id, format!("iter_arg type {t}")))?;
                for ty in tys {
                    self.b.append_block_param(blk, ty);
                }
            }
        }
        let mut first = vec![lb];
        for v in inits {
            first.extend(flatten(v));
        }
        self.b.ins().jump(header, &args(&first));
        self.b.switch_to_block(header);
        let params = self.b.block_params(header).to_vec();
        let span = step * i64::from(factor - 1);
        let inside = self.b.ins().icmp(IntCC::SignedLessThan, params[0], ub);
        let left = self.b.ins().isub(ub, params[0]);
        let room = self
            .b
            .ins()
            .icmp_imm_s(IntCC::UnsignedGreaterThan, left, span);
        let go = self.b.ins().band(inside, room);
        self.b.ins().brif(go, body, &[], exit, &args(&params));
        self.b.switch_to_block(body);
        let mut iv = params[0];
        let mut iters: Vec<Value> = params[1..].to_vec();
        for _ in 0..factor {
            let mut vals = vec![JVal::S(iv)];
            let mut it = iters.clone().into_iter();
            for t in &iter_types {
                vals.push(unflatten(t, &mut it).ok_or_else(|| self.malformed(id, "iter_args"))?);
            }
            self.bind_args(body_blk, &vals);
            let term = self
                .block_body(body_blk)?
                .ok_or_else(|| self.malformed(id, "body has no terminator"))?;
            iters = self.flat_operands(term, 0)?;
            iv = self.b.ins().iadd_imm_s(iv, step);
        }
        self.poll_deadline(id)?;
        let mut back = vec![iv];
        back.extend(iters);
        self.b.ins().jump(header, &args(&back));
        self.b.switch_to_block(exit);
        let ps = self.b.block_params(exit).to_vec();
        let mut it = ps[1..].iter().copied();
        let mut out = vec![];
        for t in &iter_types {
            out.push(unflatten(t, &mut it).ok_or_else(|| self.malformed(id, "iter_args"))?);
        }
        Ok((ps[0], out))
    }
}
