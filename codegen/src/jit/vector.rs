//! vector operations, scalarised: a vector value is one Cranelift value per lane (row-major).
//! Lane-wise arithmetic goes through the arith generator; this file has the vector-specific
//! operations.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{types, types as ct, InstBuilder, MemFlagsData, Value};
use cranelift_codegen::ir::{StackSlotData, StackSlotKind};
use tessera_ir::{Attribute, OpId, Type};

use super::func::{args, elem_cl, lanes, Fx, JVal, R};
use crate::value::ExecErrorKind;

impl<'a, 'm> Fx<'a, 'm> {
    /// A vector operation.
    pub fn vector_op(&mut self, id: OpId, short: &str) -> R<()> {
        let nops = self.sh.m.op(id).operands.len();
        match short {
            "print" => self.print(id),
            "broadcast" | "splat" => {
                let t = self.result_type(id, 0)?;
                let n = lanes(t).ok_or_else(|| self.unsupported(id, format!("type {t}")))?;
                let src = self.operand(id, 0)?;
                let v = match &src {
                    JVal::S(x) => vec![*x; n],
                    _ => match self.lanes_val(&src) {
                        Some(xs) if !xs.is_empty() && n % xs.len() == 0 => {
                            xs.iter().cycle().take(n).copied().collect()
                        }
                        _ => return Err(self.unsupported(id, "of this operand shape")),
                    },
                };
                let v = self.pack(t, v);
                self.set_result(id, 0, v)
            }
            "load" => {
                let d = self.memref(id, 0)?;
                let idx: Vec<Value> = (1..nops).map(|i| self.scalar(id, i)).collect::<R<_>>()?;
                let rt = self.result_type(id, 0)?;
                self.vec_len(id, rt)?;
                let contiguous = self.operand_type(id, 0)?.is_identity_memref();
                let v = self.vec_load(id, &d, &idx, rt, contiguous)?;
                self.set_result(id, 0, v)
            }
            "store" => {
                let v = self.operand(id, 0)?;
                let d = self.memref(id, 1)?;
                let idx: Vec<Value> = (2..nops).map(|i| self.scalar(id, i)).collect::<R<_>>()?;
                let contiguous = self.operand_type(id, 1)?.is_identity_memref();
                self.vec_store(id, &d, &idx, &v, contiguous)
            }
            "fma" => {
                // Three SIMD values: one fused multiply-add on the whole vector (per lane the
                // same single rounding as the lane-wise form below).
                if let (JVal::P(x), JVal::P(y), JVal::P(z)) = (
                    self.operand(id, 0)?,
                    self.operand(id, 1)?,
                    self.operand(id, 2)?,
                ) {
                    let v = self.b.ins().fma(x, y, z);
                    return self.set_result(id, 0, JVal::P(v));
                }
                let (a, b, c) = (
                    self.lanes_of(id, 0)?,
                    self.lanes_of(id, 1)?,
                    self.lanes_of(id, 2)?,
                );
                let v: Vec<Value> = a
                    .iter()
                    .zip(b.iter())
                    .zip(c.iter())
                    .map(|((&x, &y), &z)| self.b.ins().fma(x, y, z))
                    .collect();
                let rt = self.result_type(id, 0)?;
                let v = self.pack(rt, v);
                self.set_result(id, 0, v)
            }
            "reduction" => self.reduction(id),
            "contract" => self.contract(id),
            "gather" => self.gather_scatter(id, true),
            "scatter" => self.gather_scatter(id, false),
            "transfer_read" => self.transfer(id, false),
            "transfer_write" => self.transfer(id, true),
            "extract" | "insert" => self.extract_insert(id, short == "extract"),
            _ => Err(self.unsupported(id, "is not supported by the JIT")),
        }
    }

    fn lanes_of(&mut self, id: OpId, i: usize) -> R<Vec<Value>> {
        let v = self.operand(id, i)?;
        self.lanes_val(&v)
            .ok_or_else(|| self.malformed(id, format!("operand #{i} is not a vector")))
    }

    fn reduction(&mut self, id: OpId) -> R<()> {
        let kind = match self.sh.m.op(id).attr("kind") {
            Some(Attribute::Opaque(s)) => s
                .strip_prefix("#vector.kind<")
                .and_then(|s| s.strip_suffix('>'))
                .map(str::to_string),
            _ => None,
        }
        .ok_or_else(|| self.malformed(id, "has no kind"))?;
        let xs = self.lanes_of(id, 0)?;
        let t = self.result_type(id, 0)?.clone();
        let float = matches!(t, Type::Float(_));
        let mut acc = match self.sh.m.op(id).operands.len() {
            2 => Some(self.scalar(id, 1)?),
            _ => None,
        };
        // The accumulator, when given, comes first; lanes are combined in order.
        for &x in xs.iter() {
            acc = Some(match acc {
                None => x,
                Some(a) => match kind.as_str() {
                    // IEEE maxNum/minNum through the runtime, as arith.maxnumf/minnumf.
                    "maxnumf" | "minnumf" if float => self.libm(id, &kind[..6], &[a, x], &t)?,
                    _ => self.combine(id, &kind, float, a, x)?,
                },
            });
        }
        let r = acc.ok_or_else(|| self.malformed(id, "reduces an empty vector"))?;
        self.set_result(id, 0, JVal::S(r))
    }

    /// vector.contract in the order `interp::ContractPlan` documents (the interpreter's).
    fn contract(&mut self, id: OpId) -> R<()> {
        let plan = crate::interp::contract_plan(self.sh.m, self.sh.m.op(id))
            .map_err(|why| self.unsupported(id, format!("is not supported by the JIT {why}")))?;
        let t = self.result_type(id, 0)?.clone();
        let et = t.element_type().unwrap_or(&t).clone();
        let float = matches!(et, Type::Float(_));
        let all = |s: &mut Self, i: usize| -> R<Vec<Value>> {
            match s.operand(id, i)? {
                JVal::S(x) => Ok(vec![x]),
                _ => s.lanes_of(id, i),
            }
        };
        let (l, r, acc) = (all(self, 0)?, all(self, 1)?, all(self, 2)?);
        let mut out = Vec::with_capacity(plan.terms.len());
        for (i, terms) in plan.terms.iter().enumerate() {
            let mut a = *acc
                .get(i)
                .ok_or_else(|| self.malformed(id, "accumulator has too few lanes"))?;
            for &(li, ri) in terms {
                let (Some(&x), Some(&y)) = (l.get(li), r.get(ri)) else {
                    return Err(self.malformed(id, "operand has too few lanes"));
                };
                let p = if float {
                    self.b.ins().fmul(x, y)
                } else {
                    self.b.ins().imul(x, y)
                };
                a = match plan.kind.as_str() {
                    "maxnumf" | "minnumf" if float => {
                        self.libm(id, &plan.kind[..6], &[a, p], &et)?
                    }
                    k => self.combine(id, k, float, a, p)?,
                };
            }
            out.push(a);
        }
        let v = if plan.scalar_acc {
            JVal::S(
                out.pop()
                    .ok_or_else(|| self.malformed(id, "has no result lane"))?,
            )
        } else {
            self.pack(&t, out)
        };
        self.set_result(id, 0, v)
    }

    /// vector.gather / vector.scatter as the interpreter runs them: lanes in row-major order; an
    /// active lane is a bounds-checked access at the base indices with its index-vector entry
    /// (sign-extended) added to the last one; an inactive lane takes pass_thru / writes nothing
    /// and its index is never used.
    fn gather_scatter(&mut self, id: OpId, gather: bool) -> R<()> {
        let nidx = self.sh.m.op(id).operands.len().saturating_sub(4);
        if !matches!(self.operand_type(id, 0)?, Type::MemRef { .. }) {
            return Err(self.unsupported(id, "on a tensor"));
        }
        let d = self.memref(id, 0)?;
        let base: Vec<Value> = (1..1 + nidx)
            .map(|i| self.scalar(id, i))
            .collect::<R<_>>()?;
        if base.len() != d.sizes.len() || base.is_empty() {
            return Err(self.malformed(id, "has as many indices as the memref's rank"));
        }
        let iv = self.lanes_of(id, 1 + nidx)?;
        let mask = self.lanes_of(id, 2 + nidx)?;
        let vals = self.lanes_of(id, 3 + nidx)?;
        if iv.len() != vals.len() || mask.len() != vals.len() {
            return Err(self.malformed(id, "has vectors of different sizes"));
        }
        let ety = elem_cl(d.elem);
        let last = base.len() - 1;
        let mut out = Vec::with_capacity(vals.len());
        for lane in 0..vals.len() {
            let off = iv[lane];
            let off = if self.b.func.dfg.value_type(off) == types::I64 {
                off
            } else {
                self.b.ins().sextend(types::I64, off)
            };
            let mut idx = base.clone();
            idx[last] = self.b.ins().iadd(idx[last], off);
            let c = self.b.ins().icmp_imm_s(IntCC::NotEqual, mask[lane], 0);
            let on = self.b.create_block();
            let join = self.b.create_block();
            if gather {
                self.b.append_block_param(join, ety);
                self.b.ins().brif(c, on, &[], join, &args(&[vals[lane]]));
            } else {
                self.b.ins().brif(c, on, &[], join, &[]);
            }
            self.b.seal_block(on);
            self.b.switch_to_block(on);
            if gather {
                let x = self.load_elem(id, &d, &idx)?;
                self.b.ins().jump(join, &args(&[x]));
            } else {
                self.store_elem(id, &d, &idx, vals[lane])?;
                self.b.ins().jump(join, &[]);
            }
            self.b.seal_block(join);
            self.b.switch_to_block(join);
            if gather {
                out.push(self.b.block_params(join)[0]);
            }
        }
        if gather {
            let rt = self.result_type(id, 0)?;
            let v = self.pack(rt, out);
            self.set_result(id, 0, v)?;
        }
        Ok(())
    }

    /// `a <kind> b` for vector reduction kinds.
    pub fn combine(&mut self, id: OpId, kind: &str, float: bool, a: Value, b: Value) -> R<Value> {
        Ok(match (kind, float) {
            ("add", true) => self.b.ins().fadd(a, b),
            ("add", false) => self.b.ins().iadd(a, b),
            ("mul", true) => self.b.ins().fmul(a, b),
            ("mul", false) => self.b.ins().imul(a, b),
            ("minsi", _) => self.b.ins().smin(a, b),
            ("maxsi", _) => self.b.ins().smax(a, b),
            ("minui", _) => self.b.ins().umin(a, b),
            ("maxui", _) => self.b.ins().umax(a, b),
            ("and", _) => self.b.ins().band(a, b),
            ("or", _) => self.b.ins().bor(a, b),
            ("xor", _) => self.b.ins().bxor(a, b),
            ("maximumf", _) => self.b.ins().fmax(a, b),
            ("minimumf", _) => self.b.ins().fmin(a, b),
            _ => return Err(self.unsupported(id, format!("reduction kind {kind}"))),
        })
    }

    fn extract_insert(&mut self, id: OpId, extract: bool) -> R<()> {
        let pos = super::mem::ints(self.sh.m.op(id).attr("static_position"))
            .ok_or_else(|| self.malformed(id, "has no static_position"))?;
        if pos.iter().any(|&p| p < 0) {
            return Err(self.unsupported(id, "with a dynamic position"));
        }
        let src_i = if extract { 0 } else { 1 };
        let vt = self.operand_type(id, src_i)?;
        let shape = vt.shape().unwrap_or(&[]).to_vec();
        let mut start = 0usize;
        let mut stride: usize = shape.iter().map(|&d| d.max(0) as usize).product();
        for (k, &p) in pos.iter().enumerate() {
            stride /= shape.get(k).map(|&d| d.max(1) as usize).unwrap_or(1);
            start += p as usize * stride;
        }
        let count = stride;
        let src = self.lanes_of(id, src_i)?;
        if start + count > src.len() {
            return Err(self.malformed(id, "position out of range"));
        }
        if extract {
            let v = if count == 1 && pos.len() == shape.len() {
                JVal::S(src[start])
            } else {
                let rt = self.result_type(id, 0)?;
                self.pack(rt, src[start..start + count].to_vec())
            };
            return self.set_result(id, 0, v);
        }
        let ins: Vec<Value> = match self.operand(id, 0)? {
            JVal::S(x) => vec![x],
            JVal::M(_) => return Err(self.malformed(id, "inserts a memref")),
            v => self.lanes_val(&v).unwrap_or_default(),
        };
        if ins.len() != count {
            return Err(self.malformed(id, "inserted value has the wrong size"));
        }
        let mut out = src.to_vec();
        out[start..start + count].copy_from_slice(&ins);
        let rt = self.result_type(id, 0)?;
        let v = self.pack(rt, out);
        self.set_result(id, 0, v)
    }

    /// vector.transfer_read / transfer_write, as the interpreter runs them: lane `p` (row-major)
    /// accesses the base indices plus `p_k` on the memref dim vector dim `k` walks (none for a
    /// broadcast dim); a lane masked off, or out of bounds on a dim not marked in bounds, reads
    /// the padding and writes nothing (its address is never formed into an access); every other
    /// lane is an ordinary bounds-checked access, in lane order, so a false in-bounds claim
    /// faults at the same lane with the same earlier lanes written. A 1-D minor-identity
    /// read in bounds and unmasked is one vector load (as `vector.load`), and so is such a
    /// write without bounds checks.
    fn transfer(&mut self, id: OpId, write: bool) -> R<()> {
        let m = self.sh.m;
        let o = m.op(id);
        let Some(crate::interp::Kind::Transfer {
            perm,
            in_bounds,
            shape,
            nidx,
            ..
        }) = crate::interp::decode_transfer(m, o, write)
        else {
            return Err(self.unsupported(
                id,
                "of this form (a memref, a projected permutation map, no mask with broadcast dims)",
            ));
        };
        let mpos = usize::from(write);
        let d = self.memref(id, mpos)?;
        let base: Vec<Value> = (mpos + 1..mpos + 1 + nidx)
            .map(|i| self.scalar(id, i))
            .collect::<R<_>>()?;
        if base.len() != d.sizes.len() {
            return Err(self.malformed(id, "has as many indices as the memref's rank"));
        }
        let after = mpos + 1 + nidx;
        let pad = if write {
            None
        } else {
            Some(self.scalar(id, after)?)
        };
        let mask_at = after + usize::from(!write);
        let mask = if o.operands.len() > mask_at {
            Some(self.lanes_of(id, mask_at)?)
        } else {
            None
        };
        let vt = if write {
            self.operand_type(id, 0)?
        } else {
            self.result_type(id, 0)?
        };
        let n = lanes(vt).ok_or_else(|| self.unsupported(id, format!("vector type {vt}")))?;
        let mem_t = self.operand_type(id, mpos)?;
        let rank = d.sizes.len();
        let minor_1d = shape.len() == 1 && rank >= 1 && perm.first() == Some(&Some(rank - 1));
        // A read faults before any lane is read either way; a checked write goes lane by lane
        // below, so that the lanes before a faulting one are written, as in the interpreter.
        if mask.is_none()
            && in_bounds.iter().all(|&b| b)
            && minor_1d
            && (!write || !self.sh.bounds_checks)
        {
            let contiguous = mem_t.is_identity_memref();
            if write {
                let v = self.operand(id, 0)?;
                return self.vec_store(id, &d, &base, &v, contiguous);
            }
            let v = self.vec_load(id, &d, &base, vt, contiguous)?;
            return self.set_result(id, 0, v);
        }
        let vals = if write {
            let v = self.lanes_of(id, 0)?;
            if v.len() != n {
                return Err(self.malformed(id, "stores a vector of another size"));
            }
            Some(v)
        } else {
            None
        };
        if mask.as_ref().is_some_and(|ms| ms.len() != n) {
            return Err(self.malformed(id, "has a mask of another size"));
        }
        let ety = elem_cl(d.elem);
        let mut out = Vec::with_capacity(n);
        let mut p = vec![0i64; shape.len()];
        for lane in 0..n {
            let mut idx = base.clone();
            let mut active: Option<Value> = mask
                .as_ref()
                .map(|ms| self.b.ins().icmp_imm_s(IntCC::NotEqual, ms[lane], 0));
            for (k, dim) in perm.iter().enumerate() {
                let Some(dim) = *dim else { continue };
                if dim >= idx.len() {
                    return Err(self.malformed(id, "permutation map names a dim past the rank"));
                }
                if p[k] != 0 {
                    idx[dim] = self.b.ins().iadd_imm_s(idx[dim], p[k]);
                }
                if !in_bounds.get(k).copied().unwrap_or(false) {
                    // Unsigned: a negative index is out of bounds too.
                    let ok = self
                        .b
                        .ins()
                        .icmp(IntCC::UnsignedLessThan, idx[dim], d.sizes[dim]);
                    active = Some(match active {
                        Some(a) => self.b.ins().band(a, ok),
                        None => ok,
                    });
                }
            }
            match active {
                None => {
                    if let Some(vs) = &vals {
                        self.store_elem(id, &d, &idx, vs[lane])?;
                    } else {
                        out.push(self.load_elem(id, &d, &idx)?);
                    }
                }
                Some(c) => {
                    let on = self.b.create_block();
                    let join = self.b.create_block();
                    if let Some(pad) = pad {
                        self.b.append_block_param(join, ety);
                        self.b.ins().brif(c, on, &[], join, &args(&[pad]));
                    } else {
                        self.b.ins().brif(c, on, &[], join, &[]);
                    }
                    self.b.seal_block(on);
                    self.b.switch_to_block(on);
                    if let Some(vs) = &vals {
                        self.store_elem(id, &d, &idx, vs[lane])?;
                        self.b.ins().jump(join, &[]);
                    } else {
                        let x = self.load_elem(id, &d, &idx)?;
                        self.b.ins().jump(join, &args(&[x]));
                    }
                    self.b.seal_block(join);
                    self.b.switch_to_block(join);
                    if pad.is_some() {
                        out.push(self.b.block_params(join)[0]);
                    }
                }
            }
            for k in (0..shape.len()).rev() {
                p[k] += 1;
                if p[k] < shape[k] {
                    break;
                }
                p[k] = 0;
            }
        }
        if !write {
            let v = self.pack(vt, out);
            self.set_result(id, 0, v)?;
        }
        Ok(())
    }
}

impl<'a, 'm> Fx<'a, 'm> {
    /// `vector.print`: the element words (integers sign-extended, floats as their bits) in a
    /// stack slot, rendered and written by `rt_print`.
    fn print(&mut self, id: OpId) -> R<()> {
        let plan = crate::print::plan(self.sh.m, id).map_err(|e| self.unsupported(id, e))?;
        let mut words = vec![];
        if !self.sh.m.op(id).operands.is_empty() {
            let v = self.operand(id, 0)?;
            let lanes = match &v {
                JVal::S(x) => vec![*x],
                _ => self
                    .lanes_val(&v)
                    .ok_or_else(|| self.unsupported(id, "of this operand"))?,
            };
            if lanes.len() != plan.lanes() {
                return Err(self.malformed(id, "operand lanes do not match its type"));
            }
            for x in lanes {
                let t = self.b.func.dfg.value_type(x);
                let w = if t == ct::F32 {
                    let i = self.b.ins().bitcast(ct::I32, MemFlagsData::new(), x);
                    self.b.ins().uextend(ct::I64, i)
                } else if t == ct::F64 {
                    self.b.ins().bitcast(ct::I64, MemFlagsData::new(), x)
                } else if t.is_int() && t.bits() < 64 {
                    self.b.ins().sextend(ct::I64, x)
                } else if t == ct::I64 {
                    x
                } else {
                    return Err(self.unsupported(id, format!("of lanes of type {t}")));
                };
                words.push(w);
            }
        }
        let n = words.len().max(1);
        let ss = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (n * 8) as u32,
            3,
        ));
        for (k, &w) in words.iter().enumerate() {
            self.b.ins().stack_store(ct::I64, w, ss, (k * 8) as i32);
        }
        let p = self.b.ins().stack_addr(ct::I64, ss, 0);
        self.sh.prints.push(plan);
        let k = self.i64c((self.sh.prints.len() - 1) as i64);
        let out = self.i64c(self.sh.out_addr);
        let cell = self.i64c(self.sh.err_addr);
        let site = self.site(id, ExecErrorKind::Output, "cannot write the output");
        let site = self.i64c(site);
        self.rt_call("rt_print", &[out, k, p, cell, site])?;
        self.check_unwind();
        Ok(())
    }
}
