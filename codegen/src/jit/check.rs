//! Run-time checks of generated code and the unwinding of errors: memref bounds checks,
//! subview and copy shape checks, and the early return taken once an error is recorded.
//!
//! Every function (and every outlined parallel body) has one *exit block*, created on first
//! use: it decrements the call-depth counter of a recursive function and returns zeros. A
//! failed check records its error site (with the run-time values its message quotes) and
//! jumps there; after every call that can fail, the error cell is read and a set cell jumps
//! there too, so an error propagates to the entry wrapper without any caller continuing
//! with the callee's (zero) results.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self, types as ct, InstBuilder, MemFlagsData, StackSlotData};
use cranelift_codegen::ir::{StackSlotKind, Value};
use tessera_ir::OpId;

use super::func::{Desc, Fx, Site, R};
use crate::value::ExecErrorKind;

/// How a site's message is completed by the run-time values recorded with it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Detail {
    /// The message is fixed.
    None,
    /// An element access: the values are the indices, then the sizes.
    Access,
    /// Dimension `dim` of a subview: offset, size, stride, source size.
    Subview { dim: usize },
    /// A copy: the source sizes, then the target sizes.
    Copy,
    /// A cast to a static shape: the sizes, then the shape cast to.
    Cast,
    /// A cast to the identity layout: the offset, then the strides.
    Relayout,
    /// A DMA transfer: the fault as `crate::runtime::rt_dma` records it.
    Dma,
}

impl Site {
    /// The message of this site given the values recorded with it (the interpreter's
    /// wording for the same fault).
    pub fn render(&self, words: &[i64]) -> String {
        let half = words.len() / 2;
        match self.detail {
            Detail::None => self.message.clone(),
            Detail::Access => format!(
                "access out of bounds: index {:?} into memref of shape {:?}",
                &words[..half],
                &words[half..2 * half]
            ),
            Detail::Subview { dim } => match words {
                [o, s, st, size] => format!(
                    "subview dimension {dim} (offset {o}, size {s}, stride {st}) exceeds size {size}"
                ),
                _ => self.message.clone(),
            },
            Detail::Copy => format!(
                "copy between shapes {:?} and {:?}",
                &words[..half],
                &words[half..2 * half]
            ),
            Detail::Dma => crate::runtime::dma_fault_of_words(words)
                .map_or_else(|| self.message.clone(), |f| f.to_string()),
            Detail::Cast => format!(
                "cast of a memref of shape {:?} to shape {:?}",
                &words[..half],
                &words[half..2 * half]
            ),
            Detail::Relayout => format!(
                "cast of a memref (offset {}, strides {:?}) to the identity layout",
                words.first().copied().unwrap_or(0),
                words.get(1..).unwrap_or(&[])
            ),
        }
    }
}

impl<'a, 'm> Fx<'a, 'm> {
    /// Registers a run-time error site of op `id` whose message quotes run-time values.
    pub fn site_with(&mut self, id: OpId, kind: ExecErrorKind, msg: &str, detail: Detail) -> i64 {
        let s = self.site(id, kind, msg);
        if let Some(st) = usize::try_from(s)
            .ok()
            .and_then(|k| self.sh.sites.get_mut(k))
        {
            st.detail = detail;
        }
        s
    }

    /// The function's exit block (created on first use, filled by [`Self::finish_exit`]).
    pub fn exit_block(&mut self) -> ir::Block {
        if let Some(b) = self.exit {
            return b;
        }
        let b = self.b.create_block();
        self.b.set_cold_block(b);
        self.exit = Some(b);
        b
    }

    /// Fills the exit block, if any: decrement the call-depth counter (recursive functions)
    /// and return zeros. Call once the rest of the function is generated.
    pub fn finish_exit(&mut self) -> R<()> {
        let Some(b) = self.exit.take() else {
            return Ok(());
        };
        self.b.switch_to_block(b);
        if self.counted {
            self.count_depth(-1);
        }
        let outs = self.ret_tys.clone();
        let zeros = self.zeros(&outs)?;
        self.b.ins().return_(&zeros);
        Ok(())
    }

    /// If `bad` is nonzero: record error `site` with the run-time values `words` and unwind.
    pub fn fail_if(&mut self, bad: Value, site: i64, words: &[Value]) -> R<()> {
        let fail = self.b.create_block();
        let cont = self.b.create_block();
        self.b.set_cold_block(fail);
        self.b.ins().brif(bad, fail, &[], cont, &[]);
        self.b.switch_to_block(fail);
        self.write_back_cells();
        let cell = self.i64c(self.sh.err_addr);
        let s = self.i64c(site);
        if words.is_empty() {
            self.rt_call("rt_error", &[cell, s])?;
        } else {
            let ss = self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                (words.len() * 8) as u32,
                3,
            ));
            for (k, &w) in words.iter().enumerate() {
                let w = self.widen(w);
                self.b.ins().stack_store(ct::I64, w, ss, (k * 8) as i32);
            }
            let p = self.b.ins().stack_addr(ct::I64, ss, 0);
            let n = self.i64c(words.len() as i64);
            self.rt_call("rt_error_words", &[cell, s, p, n])?;
        }
        let exit = self.exit_block();
        self.b.ins().jump(exit, &[]);
        self.b.switch_to_block(cont);
        Ok(())
    }

    /// A value as a 64-bit integer (narrower integers sign-extended).
    fn widen(&mut self, v: Value) -> Value {
        let t = self.b.func.dfg.value_type(v);
        if t.is_int() && t.bits() < 64 {
            self.b.ins().sextend(ct::I64, v)
        } else {
            v
        }
    }

    /// On a back-edge of the loop `id` (or at a block some branch jumps back to, `id` an
    /// operation of it): with deadline checks, unwind with a timeout error naming the
    /// innermost loop around `id` once the deadline flag is set; nothing without them.
    pub fn poll_deadline(&mut self, id: OpId) -> R<()> {
        let Some(addr) = self.sh.deadline_addr else {
            return Ok(());
        };
        let a = self.i64c(addr);
        let f = self
            .b
            .ins()
            .atomic_load(ct::I64, MemFlagsData::trusted(), a);
        let msg = crate::value::timeout_message(self.sh.m, id);
        let site = self.site(id, ExecErrorKind::Timeout, &msg);
        self.fail_if(f, site, &[])
    }

    /// Unwinds if an error is recorded (after a call that can fail).
    pub fn check_unwind(&mut self) {
        let cell = self.i64c(self.sh.err_addr);
        let site = self
            .b
            .ins()
            .atomic_load(ct::I64, MemFlagsData::trusted(), cell);
        let set = self.b.ins().icmp_imm_s(IntCC::NotEqual, site, -1);
        let exit = self.exit_block();
        let cont = self.b.create_block();
        if self.lv.cells.is_empty() {
            self.b.ins().brif(set, exit, &[], cont, &[]);
        } else {
            // Promoted cells are stored back before unwinding (see `super::hoist`).
            let wb = self.b.create_block();
            self.b.set_cold_block(wb);
            self.b.ins().brif(set, wb, &[], cont, &[]);
            self.b.switch_to_block(wb);
            self.write_back_cells();
            self.b.ins().jump(exit, &[]);
        }
        self.b.switch_to_block(cont);
    }

    /// The range (inclusive) `v` is known to lie in: constants, induction variables of
    /// affine.for loops with constant bounds, and sums, differences and products of those.
    fn range_of(&self, v: Value, depth: usize) -> Option<(i64, i64)> {
        use cranelift_codegen::ir::{InstructionData as D, Opcode as O, ValueDef};
        if depth > 16 {
            return None;
        }
        let dfg = &self.b.func.dfg;
        if dfg.value_type(v) != ct::I64 {
            return None;
        }
        let inst = match dfg.value_def(v) {
            ValueDef::Param(..) => return self.ranges.get(&v).copied(),
            ValueDef::Result(inst, 0) => inst,
            _ => return None,
        };
        let mul = |(a, b): (i64, i64), (c, d): (i64, i64)| -> Option<(i64, i64)> {
            let xs = [
                a.checked_mul(c)?,
                a.checked_mul(d)?,
                b.checked_mul(c)?,
                b.checked_mul(d)?,
            ];
            Some((*xs.iter().min()?, *xs.iter().max()?))
        };
        match dfg.insts[inst] {
            D::UnaryImm {
                opcode: O::Iconst,
                imm,
            } => {
                let c = imm.bits();
                Some((c, c))
            }
            D::Binary { opcode, args } => {
                let a = self.range_of(args[0], depth + 1)?;
                let b = self.range_of(args[1], depth + 1)?;
                match opcode {
                    O::Iadd => Some((a.0.checked_add(b.0)?, a.1.checked_add(b.1)?)),
                    O::Isub => Some((a.0.checked_sub(b.1)?, a.1.checked_sub(b.0)?)),
                    O::Imul => mul(a, b),
                    _ => None,
                }
            }
            _ => None,
        }
    }

    /// OR of `idx[k] >=u size[k]`: one unsigned compare per index, left out where the
    /// index's known range lies inside a constant size.
    fn any_out(&mut self, idx: &[Value], sizes: &[Value]) -> Option<Value> {
        let mut bad: Option<Value> = None;
        for (&i, &s) in idx.iter().zip(sizes) {
            let proven = match (self.range_of(i, 0), self.range_of(s, 0)) {
                (Some((lo, hi)), Some((n, m))) => n == m && lo >= 0 && hi < n,
                _ => false,
            };
            if proven {
                continue;
            }
            let c = self.b.ins().icmp(IntCC::UnsignedGreaterThanOrEqual, i, s);
            bad = Some(match bad {
                Some(b) => self.b.ins().bor(b, c),
                None => c,
            });
        }
        bad
    }

    /// Bounds check of an access of `d` at `idx` by op `id` (when checks are on).
    pub fn check_access(&mut self, id: OpId, d: &Desc, idx: &[Value]) -> R<()> {
        if !self.sh.bounds_checks || self.lv.prechecked.contains(&id) {
            return Ok(());
        }
        if idx.len() != d.sizes.len() {
            return Err(self.malformed(id, "has as many indices as the memref's rank"));
        }
        let Some(bad) = self.any_out(idx, &d.sizes) else {
            return Ok(());
        };
        let site = self.site_with(id, ExecErrorKind::OutOfBounds, "", Detail::Access);
        let mut words = idx.to_vec();
        words.extend(&d.sizes);
        self.fail_if(bad, site, &words)
    }

    /// Bounds check of `n` consecutive elements along the last dimension of `d` from `idx`
    /// (a vector access); the error quotes the first lane out of bounds, as the interpreter.
    pub fn check_lanes(&mut self, id: OpId, d: &Desc, idx: &[Value], n: usize) -> R<()> {
        if !self.sh.bounds_checks {
            return Ok(());
        }
        if idx.len() != d.sizes.len() {
            return Err(self.malformed(id, "has as many indices as the memref's rank"));
        }
        let (Some((&base, lead)), Some((&size, lead_sizes))) =
            (idx.split_last(), d.sizes.split_last())
        else {
            if n > 1 {
                return Err(self.unsupported(id, "of several lanes on a 0-d memref"));
            }
            return Ok(());
        };
        let lead_bad = self.any_out(lead, lead_sizes);
        let first_bad = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThanOrEqual, base, size);
        let first_bad = match lead_bad {
            Some(l) => self.b.ins().bor(l, first_bad),
            None => first_bad,
        };
        // base <u size, so base + n - 1 does not overflow.
        let last = self.b.ins().iadd_imm_s(base, n.saturating_sub(1) as i64);
        let last_bad = self
            .b
            .ins()
            .icmp(IntCC::UnsignedGreaterThanOrEqual, last, size);
        let bad = self.b.ins().bor(first_bad, last_bad);
        let site = self.site_with(id, ExecErrorKind::OutOfBounds, "", Detail::Access);
        // The first lane out of bounds: lane 0 if the base is, else the lane at `size`.
        let shown = self.b.ins().select(first_bad, base, size);
        let mut words = lead.to_vec();
        words.push(shown);
        words.extend(&d.sizes);
        self.fail_if(bad, site, &words)
    }

    /// Checks dimension `dim` of a subview (offset `o`, size `s`, stride `st` of a source
    /// dimension of size `size`) as the interpreter does; always on (it is not per access).
    pub fn check_subview_dim(
        &mut self,
        id: OpId,
        dim: usize,
        (o, s, st, size): (Value, Value, Value, Value),
    ) -> R<()> {
        let neg_o = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, o, 0);
        let neg_s = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, s, 0);
        let pos_s = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, s, 0);
        let sm1 = self.b.ins().iadd_imm_s(s, -1);
        let zero = self.i64c(0);
        let sm1 = self.b.ins().smax(sm1, zero);
        let (span, of1) = self.b.ins().smul_overflow(sm1, st);
        let (last, of2) = self.b.ins().sadd_overflow(o, span);
        let o_out = self.b.ins().icmp(IntCC::SignedGreaterThanOrEqual, o, size);
        let l_neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, last, 0);
        let l_out = self
            .b
            .ins()
            .icmp(IntCC::SignedGreaterThanOrEqual, last, size);
        let mut inner = self.b.ins().bor(o_out, l_neg);
        for c in [l_out, of1, of2] {
            inner = self.b.ins().bor(inner, c);
        }
        let inner = self.b.ins().band(pos_s, inner);
        let outer = self.b.ins().bor(neg_o, neg_s);
        let bad = self.b.ins().bor(outer, inner);
        let site = self.site_with(
            id,
            ExecErrorKind::OutOfBounds,
            "subview offset or stride overflows",
            Detail::Subview { dim },
        );
        self.fail_if(bad, site, &[o, s, st, size])
    }

    /// Checks that the static sizes of the result type of cast `id` are the sizes of `d`
    /// (code that relies on the static type, as a callee, would otherwise trust sizes the
    /// buffer does not have).
    pub fn check_cast(&mut self, id: OpId, d: &Desc) -> R<()> {
        let t = self.result_type(id, 0)?;
        let Some(shape) = t.shape() else {
            return Ok(());
        };
        if shape.len() != d.sizes.len() {
            return Err(self.malformed(id, "casts to a different rank"));
        }
        self.check_relayout(id, d, t)?;
        let mut bad = None;
        let mut target = vec![];
        for (&s, &v) in shape.iter().zip(&d.sizes) {
            if s < 0 {
                target.push(v);
                continue;
            }
            let c = self.b.ins().icmp_imm_s(IntCC::NotEqual, v, s);
            target.push(self.i64c(s));
            bad = Some(match bad {
                Some(x) => self.b.ins().bor(x, c),
                None => c,
            });
        }
        let Some(bad) = bad else {
            return Ok(());
        };
        let site = self.site_with(id, ExecErrorKind::OutOfBounds, "", Detail::Cast);
        let mut words = d.sizes.clone();
        words.extend(target);
        self.fail_if(bad, site, &words)
    }

    /// A cast to the identity layout from a type that does not promise it: the run-time offset
    /// must be 0 and the strides row-major (MLIR's runtime verification of memref.cast; the C
    /// backend relies on the identity layout's strides).
    fn check_relayout(&mut self, id: OpId, d: &Desc, to: &tessera_ir::Type) -> R<()> {
        let m = self.sh.m;
        let Some(&src) = m.op(id).operands.first() else {
            return Ok(());
        };
        let identity = |t: &tessera_ir::Type| matches!(t, tessera_ir::Type::MemRef { layout, .. } if layout.is_none());
        if !identity(to) || identity(m.value_type(src)) {
            return Ok(());
        }
        let mut bad = self.b.ins().icmp_imm_s(IntCC::NotEqual, d.off, 0);
        let mut canonical = self.i64c(1);
        for k in (0..d.sizes.len()).rev() {
            let c = self.b.ins().icmp(IntCC::NotEqual, d.strides[k], canonical);
            bad = self.b.ins().bor(bad, c);
            canonical = self.b.ins().imul(canonical, d.sizes[k]);
        }
        let site = self.site_with(id, ExecErrorKind::OutOfBounds, "", Detail::Relayout);
        let mut words = vec![d.off];
        words.extend(&d.strides);
        self.fail_if(bad, site, &words)
    }

    /// Checks that a copy's source and target have the same sizes (always on).
    pub fn check_copy(&mut self, id: OpId, src: &Desc, dst: &Desc) -> R<()> {
        if src.sizes.len() != dst.sizes.len() {
            return Err(self.malformed(id, "copies between memrefs of different ranks"));
        }
        let mut bad = None;
        for (&a, &b) in src.sizes.iter().zip(&dst.sizes) {
            let c = self.b.ins().icmp(IntCC::NotEqual, a, b);
            bad = Some(match bad {
                Some(x) => self.b.ins().bor(x, c),
                None => c,
            });
        }
        let Some(bad) = bad else {
            return Ok(());
        };
        let site = self.site_with(id, ExecErrorKind::OutOfBounds, "", Detail::Copy);
        let mut words = src.sizes.clone();
        words.extend(&dst.sizes);
        self.fail_if(bad, site, &words)
    }
}
