//! Control flow: affine.for/if, scf.for/if/while/execute_region, and multi-block regions
//! with cf.br / cf.cond_br (function bodies, execute_region).

use std::collections::HashMap;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{self, InstBuilder, Value};
use tessera_ir::views::{AffineForOp, AffineIfOp};
use tessera_ir::{BlockId, OpId, RegionId, Type};

use super::func::{args, flat_types, flatten, unflatten, Fx, JVal, R};

/// Where the yield of a region goes.
#[derive(Clone, Copy)]
pub(crate) enum Exit {
    /// `func.return`: return from the Cranelift function.
    Return,
    /// `scf.yield`/`affine.yield`: jump to this block with the yielded values.
    Jump(ir::Block),
}

impl<'a, 'm> Fx<'a, 'm> {
    /// Structured control-flow operations.
    pub fn control_op(&mut self, id: OpId, name: &str) -> R<()> {
        match name {
            "affine.for" => self.affine_for(id),
            "scf.for" => self.scf_for(id),
            "affine.if" => {
                let set = AffineIfOp::wrap(self.sh.m, id)
                    .map(|v| v.condition())
                    .ok_or_else(|| self.malformed(id, "is malformed"))?;
                let n = set.num_inputs() as usize;
                let ins: Vec<Value> = (0..n).map(|i| self.scalar(id, i)).collect::<R<_>>()?;
                let mut cond = self.b.ins().iconst(ir::types::I8, 1);
                for (e, &eq) in set.constraints().iter().zip(set.eq_flags()) {
                    let v = self.aexpr(id, e, &ins, set.num_dims(), 0)?;
                    let cc = if eq {
                        IntCC::Equal
                    } else {
                        IntCC::SignedGreaterThanOrEqual
                    };
                    let c = self.b.ins().icmp_imm_s(cc, v, 0);
                    cond = self.b.ins().band(cond, c);
                }
                self.if_else(id, cond)
            }
            "scf.if" => {
                let c = self.scalar(id, 0)?;
                self.if_else(id, c)
            }
            "scf.while" => self.scf_while(id),
            "scf.index_switch" => self.index_switch(id),
            "scf.execute_region" | "affine.execute_region" | "memref.alloca_scope" => {
                let m = self.sh.m;
                let region = *m
                    .op(id)
                    .regions
                    .first()
                    .ok_or_else(|| self.malformed(id, "has no region"))?;
                // affine.execute_region binds its operands to the entry block's arguments.
                if let Some(&first) = m.region(region).blocks.first() {
                    let vals = self.operands_from(id, 0)?;
                    if vals.len() != m.block(first).args.len() {
                        return Err(
                            self.malformed(id, "operands do not match the region arguments")
                        );
                    }
                    self.bind_args(first, &vals);
                }
                let merge = self.merge_block(id)?;
                let entry = self.b.create_block();
                self.b.ins().jump(entry, &[]);
                self.cfg_region(id, region, entry, Exit::Jump(merge))?;
                self.b.switch_to_block(merge);
                self.bind_results_from_params(id, merge)
            }
            _ => Err(self.unsupported(id, "is not supported by the JIT")),
        }
    }

    /// The single block of region `k` of `id`.
    pub fn only_block(&self, id: OpId, k: usize) -> R<BlockId> {
        let m = self.sh.m;
        let r = *m
            .op(id)
            .regions
            .get(k)
            .ok_or_else(|| self.malformed(id, format!("has no region #{k}")))?;
        match m.region(r).blocks.as_slice() {
            [b] => Ok(*b),
            _ => Err(self.unsupported(id, format!("region #{k} must have exactly one block"))),
        }
    }

    fn affine_for(&mut self, id: OpId) -> R<()> {
        let f = AffineForOp::wrap(self.sh.m, id)
            .ok_or_else(|| self.malformed(id, "is malformed (bounds, operands or body)"))?;
        let (lbm, ubm) = (f.lower_map(), f.upper_map());
        let step = Some(f.step())
            .filter(|s| *s > 0)
            .ok_or_else(|| self.malformed(id, "has no positive step"))?;
        let lbs = self.apply_map(id, lbm, 0)?;
        let lb = self.fold_minmax(id, &lbs, true)?;
        let nlb = lbm.num_inputs() as usize;
        let ubs = self.apply_map(id, ubm, nlb)?;
        let ub = self.fold_minmax(id, &ubs, false)?;
        let inits = self.operands_from(id, nlb + ubm.num_inputs() as usize)?;
        let konst = |m: &tessera_polyhedral::affine::AffineMap| -> Option<Vec<i64>> {
            m.results().iter().map(|e| e.as_constant()).collect()
        };
        self.pending_range = match (konst(lbm), konst(ubm)) {
            (Some(l), Some(u)) => {
                let lo = l.into_iter().max();
                let hi = u.into_iter().min().and_then(|u| u.checked_sub(1));
                lo.zip(hi).filter(|(lo, hi)| lo <= hi)
            }
            _ => None,
        };
        let step = self.i64c(step);
        let m = self.sh.m;
        let body = self.only_block(id, 0)?;
        let iv = *m
            .block(body)
            .args
            .first()
            .ok_or_else(|| self.malformed(id, "has no induction variable"))?;
        let plan = self.versioning(id, iv, f.step());
        match plan {
            Some((plan, fast)) => {
                let range = self.pending_range.take();
                self.versioned_for(id, iv, (lb, ub, step), &inits, range, plan, fast)
            }
            None => self.emit_loop(id, lb, ub, step, &inits),
        }
    }

    /// The versioning plan and fast-version additions of innermost loop `id` (an
    /// `affine.for`, or a sequential one-dimensional `affine.parallel`) with induction
    /// variable `iv` and constant step `step_k`; `None`: emit the plain loop.
    pub fn versioning(
        &self,
        id: OpId,
        iv: tessera_ir::ValueId,
        step_k: i64,
    ) -> Option<(super::scalar_repl::Plan, super::hoist::Fast)> {
        let m = self.sh.m;
        let called = &self.sh.called;
        let uncalled = |f: OpId| {
            m.op(f)
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .is_some_and(|n| !called.contains(n))
        };
        let off = super::disabled;
        let plan = super::scalar_repl::plan(m, id, iv, &uncalled).filter(|_| !off("version"))?;
        let fast = super::hoist::Fast {
            simd: super::simd::simd_plan(m, id, iv, step_k, &plan, &uncalled)
                .filter(|_| !off("simd")),
            unroll: (
                step_k,
                if off("unroll") {
                    1
                } else {
                    super::unroll::factor(m, id, step_k)
                },
            ),
        };
        let gains = !plan.cells.is_empty()
            || self.sh.bounds_checks
            || fast.simd.is_some()
            || fast.unroll.1 > 1;
        gains.then_some((plan, fast))
    }

    fn scf_for(&mut self, id: OpId) -> R<()> {
        let unsigned = self.sh.m.op(id).attr("unsignedCmp").is_some();
        let lb = self.scalar(id, 0)?;
        let ub = self.scalar(id, 1)?;
        let step = self.scalar(id, 2)?;
        let inits = self.operands_from(id, 3)?;
        self.pending_range = None;
        self.emit_loop_cmp(id, lb, ub, step, &inits, unsigned)
    }

    /// `scf.index_switch`: region 0 is the default, region `k + 1` the case `cases[k]`.
    fn index_switch(&mut self, id: OpId) -> R<()> {
        let m = self.sh.m;
        let cases = super::mem::ints(m.op(id).attr("cases"))
            .ok_or_else(|| self.malformed(id, "has no cases"))?;
        if m.op(id).regions.len() != cases.len() + 1 {
            return Err(self.malformed(id, "cases do not match the regions"));
        }
        let x = self.scalar(id, 0)?;
        let merge = self.merge_block(id)?;
        let mut targets = vec![];
        for &c in &cases {
            let blk = self.b.create_block();
            let next = self.b.create_block();
            let eq = self.b.ins().icmp_imm_s(IntCC::Equal, x, c);
            self.b.ins().brif(eq, blk, &[], next, &[]);
            self.b.switch_to_block(next);
            targets.push(blk);
        }
        let default = self.b.create_block();
        self.b.ins().jump(default, &[]);
        let all = std::iter::once(default).chain(targets);
        for (k, cl) in all.enumerate() {
            self.b.switch_to_block(cl);
            let blk = self.only_block(id, k)?;
            let yields = match self.block_body(blk)? {
                Some(t) => self.flat_operands(t, 0)?,
                None => vec![],
            };
            self.b.ins().jump(merge, &args(&yields));
        }
        self.b.switch_to_block(merge);
        self.bind_results_from_params(id, merge)
    }

    /// `for iv = lb; iv < ub; iv += step` (signed) over the single block of region 0, whose
    /// arguments are the induction variable then the iteration arguments.
    pub fn emit_loop(
        &mut self,
        id: OpId,
        lb: Value,
        ub: Value,
        step: Value,
        inits: &[JVal],
    ) -> R<()> {
        self.emit_loop_cmp(id, lb, ub, step, inits, false)
    }

    /// [`Self::emit_loop`] with a signed or unsigned (`scf.for ... unsignedCmp`) exit test.
    pub fn emit_loop_cmp(
        &mut self,
        id: OpId,
        lb: Value,
        ub: Value,
        step: Value,
        inits: &[JVal],
        unsigned: bool,
    ) -> R<()> {
        let exit = self.loop_core(id, lb, ub, step, inits, unsigned)?;
        self.bind_results_from_params(id, exit)
    }

    /// The loop of [`Self::emit_loop_cmp`] without binding its results: returns the exit
    /// block (current on return), whose parameters are the results.
    pub fn loop_core(
        &mut self,
        id: OpId,
        lb: Value,
        ub: Value,
        step: Value,
        inits: &[JVal],
        unsigned: bool,
    ) -> R<ir::Block> {
        let m = self.sh.m;
        let body_blk = self.only_block(id, 0)?;
        let bargs = m.block(body_blk).args.clone();
        let iv_ty = self.b.func.dfg.value_type(lb);
        let header = self.b.create_block();
        self.b.append_block_param(header, iv_ty);
        let iter_types: Vec<&Type> = bargs.iter().skip(1).map(|&a| m.value_type(a)).collect();
        for t in &iter_types {
            for ty in
                flat_types(t).ok_or_else(|| self.unsupported(id, format!("iter_arg type {t}")))?
            {
                self.b.append_block_param(header, ty);
            }
        }
        let exit = self.merge_block(id)?;
        let body = self.b.create_block();
        let mut first = vec![lb];
        for v in inits {
            first.extend(flatten(v));
        }
        self.b.ins().jump(header, &args(&first));
        self.b.switch_to_block(header);
        let params = self.b.block_params(header).to_vec();
        let iv = params[0];
        if let Some(r) = self.pending_range.take() {
            self.ranges.insert(iv, r);
        }
        let iters = params[1..].to_vec();
        let cc = if unsigned {
            IntCC::UnsignedLessThan
        } else {
            IntCC::SignedLessThan
        };
        let c = self.b.ins().icmp(cc, iv, ub);
        self.b.ins().brif(c, body, &[], exit, &args(&iters));
        self.b.switch_to_block(body);
        let mut vals = vec![JVal::S(iv)];
        let mut it = iters.into_iter();
        for t in &iter_types {
            vals.push(unflatten(t, &mut it).ok_or_else(|| self.malformed(id, "iter_args"))?);
        }
        self.bind_args(body_blk, &vals);
        let term = self
            .block_body(body_blk)?
            .ok_or_else(|| self.malformed(id, "body has no terminator"))?;
        let yields = self.flat_operands(term, 0)?;
        self.poll_deadline(id)?;
        let next = self.b.ins().iadd(iv, step);
        let mut back = vec![next];
        back.extend(yields);
        self.b.ins().jump(header, &args(&back));
        self.b.switch_to_block(exit);
        Ok(exit)
    }

    fn if_else(&mut self, id: OpId, cond: Value) -> R<()> {
        let m = self.sh.m;
        let merge = self.merge_block(id)?;
        let then_b = self.b.create_block();
        let else_b = self.b.create_block();
        self.b.ins().brif(cond, then_b, &[], else_b, &[]);
        for (k, cl) in [(0usize, then_b), (1, else_b)] {
            self.b.switch_to_block(cl);
            let has = m
                .op(id)
                .regions
                .get(k)
                .is_some_and(|&r| !m.region(r).blocks.is_empty());
            if !has {
                self.b.ins().jump(merge, &[]);
                continue;
            }
            let blk = self.only_block(id, k)?;
            let yields = match self.block_body(blk)? {
                Some(t) => self.flat_operands(t, 0)?,
                None => vec![],
            };
            self.b.ins().jump(merge, &args(&yields));
        }
        self.b.switch_to_block(merge);
        self.bind_results_from_params(id, merge)
    }

    fn scf_while(&mut self, id: OpId) -> R<()> {
        let m = self.sh.m;
        let before_blk = self.only_block(id, 0)?;
        let after_blk = self.only_block(id, 1)?;
        let inits = self.flat_operands(id, 0)?;
        let before = self.block_for(id, before_blk)?;
        let after = self.block_for(id, after_blk)?;
        let exit = self.merge_block(id)?;
        self.b.ins().jump(before, &args(&inits));
        self.b.switch_to_block(before);
        self.bind_params(id, before_blk, before)?;
        let cond_op = self
            .block_body(before_blk)?
            .filter(|&t| m.op(t).name == "scf.condition")
            .ok_or_else(|| self.malformed(id, "before region must end in scf.condition"))?;
        let c = self.scalar(cond_op, 0)?;
        let pass = self.flat_operands(cond_op, 1)?;
        self.b
            .ins()
            .brif(c, after, &args(&pass), exit, &args(&pass));
        self.b.switch_to_block(after);
        self.bind_params(id, after_blk, after)?;
        let t = self
            .block_body(after_blk)?
            .ok_or_else(|| self.malformed(id, "after region has no terminator"))?;
        let back = self.flat_operands(t, 0)?;
        self.poll_deadline(id)?;
        self.b.ins().jump(before, &args(&back));
        self.b.switch_to_block(exit);
        self.bind_results_from_params(id, exit)
    }

    /// A Cranelift block whose parameters are the flattened arguments of `blk`.
    fn block_for(&mut self, id: OpId, blk: BlockId) -> R<ir::Block> {
        let m = self.sh.m;
        let cl = self.b.create_block();
        for &a in &m.block(blk).args {
            let t = m.value_type(a);
            for ty in flat_types(t)
                .ok_or_else(|| self.unsupported(id, format!("block argument type {t}")))?
            {
                self.b.append_block_param(cl, ty);
            }
        }
        Ok(cl)
    }

    /// Binds the arguments of `blk` to the parameters of `cl`.
    fn bind_params(&mut self, id: OpId, blk: BlockId, cl: ir::Block) -> R<()> {
        let m = self.sh.m;
        let mut it = self.b.block_params(cl).to_vec().into_iter();
        let mut vals = vec![];
        for &a in &m.block(blk).args {
            vals.push(
                unflatten(m.value_type(a), &mut it)
                    .ok_or_else(|| self.malformed(id, "block arguments"))?,
            );
        }
        self.bind_args(blk, &vals);
        Ok(())
    }

    /// Compiles a (possibly multi-block) region whose entry block is `entry` (already holding
    /// the entry arguments' bindings if any); yields go to `exit`.
    pub fn cfg_region(
        &mut self,
        id: OpId,
        region: RegionId,
        entry: ir::Block,
        exit: Exit,
    ) -> R<()> {
        let m = self.sh.m;
        let blocks = m.region(region).blocks.clone();
        let mut map: HashMap<BlockId, ir::Block> = HashMap::new();
        for (k, &blk) in blocks.iter().enumerate() {
            let cl = if k == 0 {
                entry
            } else {
                self.block_for(id, blk)?
            };
            map.insert(blk, cl);
        }
        // Blocks some branch of a later (or the same) block jumps to: loop headers.
        let mut back_targets = std::collections::HashSet::new();
        for (k, &b) in blocks.iter().enumerate() {
            if let Some(&t) = m.block(b).ops.last() {
                for s in &m.op(t).successors {
                    if blocks.iter().position(|x| x == s).is_some_and(|j| j <= k) {
                        back_targets.insert(*s);
                    }
                }
            }
        }
        for (k, &blk) in blocks.iter().enumerate() {
            let cl = map[&blk];
            if self.b.current_block() != Some(cl) {
                self.b.switch_to_block(cl);
            }
            if k > 0 {
                self.bind_params(id, blk, cl)?;
            }
            if back_targets.contains(&blk) {
                let at = m.block(blk).ops.first().copied().unwrap_or(id);
                self.poll_deadline(at)?;
            }
            let t = self
                .block_body(blk)?
                .ok_or_else(|| self.malformed(id, "a block has no terminator"))?;
            let to = m.op(t);
            let target = |s: &Self, i: usize| {
                to.successors
                    .get(i)
                    .and_then(|b| map.get(b).copied())
                    .ok_or_else(|| s.malformed(t, "has a bad successor"))
            };
            match (to.name.as_str(), exit) {
                ("func.return", Exit::Return) => {
                    let v = self.flat_operands(t, 0)?;
                    if self.counted {
                        self.count_depth(-1);
                    }
                    self.b.ins().return_(&v);
                }
                (
                    "scf.yield" | "affine.yield" | "func.return" | "memref.alloca_scope.return",
                    Exit::Jump(b),
                ) => {
                    let v = self.flat_operands(t, 0)?;
                    self.b.ins().jump(b, &args(&v));
                }
                ("cf.br", _) => {
                    let dest = target(self, 0)?;
                    let v = self.flat_operands(t, 0)?;
                    self.b.ins().jump(dest, &args(&v));
                }
                ("cf.cond_br", _) => {
                    let seg = super::mem::ints(to.attr("operandSegmentSizes"))
                        .ok_or_else(|| self.malformed(t, "has no operandSegmentSizes"))?;
                    let nt = usize::try_from(*seg.get(1).unwrap_or(&0)).unwrap_or(0);
                    let c = self.scalar(t, 0)?;
                    let mut tv = vec![];
                    let mut fv = vec![];
                    for i in 1..to.operands.len() {
                        let v = flatten(&self.operand(t, i)?);
                        if i <= nt {
                            tv.extend(v);
                        } else {
                            fv.extend(v);
                        }
                    }
                    let (tb, fb) = (target(self, 0)?, target(self, 1)?);
                    self.b.ins().brif(c, tb, &args(&tv), fb, &args(&fv));
                }
                ("cf.switch", _) => {
                    let seg = super::mem::ints(to.attr("operandSegmentSizes"))
                        .ok_or_else(|| self.malformed(t, "has no operandSegmentSizes"))?;
                    let nd = usize::try_from(*seg.get(1).unwrap_or(&0)).unwrap_or(0);
                    let cases = super::mem::ints(to.attr("case_values")).unwrap_or_default();
                    let csegs =
                        super::mem::ints(to.attr("case_operand_segments")).unwrap_or_default();
                    if csegs.len() != cases.len() || to.successors.len() != cases.len() + 1 {
                        return Err(self.malformed(t, "cases do not match the successors"));
                    }
                    let flag = self.scalar(t, 0)?;
                    let fty = self.b.func.dfg.value_type(flag);
                    let group = |s: &Self, from: usize, n: usize| -> R<Vec<Value>> {
                        let mut v = vec![];
                        for i in from..from + n {
                            v.extend(flatten(&s.operand(t, i)?));
                        }
                        Ok(v)
                    };
                    let dargs = group(self, 1, nd)?;
                    let mut at = 1 + nd;
                    for (k, (&cv, &n)) in cases.iter().zip(&csegs).enumerate() {
                        let n = usize::try_from(n).map_err(|_| self.malformed(t, "segments"))?;
                        let cargs = group(self, at, n)?;
                        at += n;
                        let bits = fty.bits();
                        let imm = if bits >= 64 {
                            cv
                        } else {
                            cv & ((1i64 << bits) - 1)
                        };
                        let c = self.b.ins().iconst(fty, imm);
                        let eq = self.b.ins().icmp(IntCC::Equal, flag, c);
                        let next = self.b.create_block();
                        let dest = target(self, k + 1)?;
                        self.b.ins().brif(eq, dest, &args(&cargs), next, &[]);
                        self.b.switch_to_block(next);
                    }
                    let dest = target(self, 0)?;
                    self.b.ins().jump(dest, &args(&dargs));
                }
                _ => return Err(self.unsupported(t, "is not supported as a terminator here")),
            }
        }
        Ok(())
    }
}
