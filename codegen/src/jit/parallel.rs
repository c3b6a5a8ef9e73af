//! `affine.parallel` and `scf.parallel`.
//!
//! With more than one thread (and not already inside a parallel body), the loop body is
//! outlined into a function `(captures, lo, hi, partials, first)` that runs outermost
//! iterations `lo .. hi` and all inner iterations sequentially, accumulating each reduction
//! from its identity (affine.parallel) or, for scf.parallel, from the init value in the first
//! chunk and from the chunk's first value in the others. [`crate::runtime::rt_parallel`]
//! runs the chunks on the pool; the partial results of chunks `0, 1, ...` are then combined
//! left to right. Otherwise the nest runs sequentially in lexicographic order, combining each
//! iteration's value into the accumulator (`acc = acc op value`), as the interpreter does.

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::immediates::{Ieee32, Ieee64};
use cranelift_codegen::ir::{
    self, types as ct, AbiParam, InstBuilder, StackSlotData, StackSlotKind, Value,
};
use cranelift_frontend::{FunctionBuilder, FunctionBuilderContext};
use cranelift_module::{Linkage, Module as _};
use tessera_ir::{BlockId, OpId, Type, ValueDef, ValueId};

use super::func::{args, flat_types, flatten, scalar_ty, unflatten, Fx, JVal, R};
use super::JitErrorKind;
use crate::runtime::MAX_CHUNKS;

/// affine.parallel's reduction kinds, in the order of the `reductions` attribute's values.
const KINDS: [&str; 16] = [
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

/// How the reductions of a parallel loop combine.
#[derive(Clone)]
enum Red {
    /// affine.parallel: kind names per result.
    Affine(Vec<&'static str>),
    /// scf.parallel: the scf.reduce terminator (its regions combine).
    Scf,
}

#[derive(Clone)]
struct Spec {
    body: BlockId,
    red: Red,
    /// Cranelift types of the reduction values.
    tys: Vec<ir::Type>,
    /// The constant step of a one-dimensional `affine.parallel`.
    step1: Option<i64>,
}

impl<'a, 'm> Fx<'a, 'm> {
    /// `affine.parallel` / `scf.parallel`.
    pub fn parallel_op(&mut self, id: OpId) -> R<()> {
        let m = self.sh.m;
        let o = m.op(id);
        let body = self.only_block(id, 0)?;
        let mut bounds = vec![];
        let mut inits = vec![];
        let mut step1: Option<i64> = None;
        let red = if o.name == "affine.parallel" {
            let p = tessera_ir::views::AffineParallelOp::wrap(m, id)
                .ok_or_else(|| self.malformed(id, "is malformed (bounds, groups or steps)"))?;
            let (lbm, ubm) = (p.lower_map(), p.upper_map());
            let (lg, ug, steps) = match (p.lower_groups(), p.upper_groups(), p.steps()) {
                (Some(a), Some(b), Some(c)) => (a, b, c),
                _ => return Err(self.malformed(id, "has malformed bound groups or steps")),
            };
            if let [k] = steps[..] {
                step1 = Some(k);
            }
            let lbs = self.apply_map(id, lbm, 0)?;
            let ubs = self.apply_map(id, ubm, lbm.num_inputs() as usize)?;
            let (mut li, mut ui) = (0usize, 0usize);
            for (k, &step) in steps.iter().enumerate() {
                let (ln, un) = (
                    usize::try_from(*lg.get(k).unwrap_or(&0)).unwrap_or(0),
                    usize::try_from(*ug.get(k).unwrap_or(&0)).unwrap_or(0),
                );
                let l = lbs
                    .get(li..li + ln)
                    .ok_or_else(|| self.malformed(id, "bound groups"))?
                    .to_vec();
                let u = ubs
                    .get(ui..ui + un)
                    .ok_or_else(|| self.malformed(id, "bound groups"))?
                    .to_vec();
                li += ln;
                ui += un;
                let lb = self.fold_minmax(id, &l, true)?;
                let ub = self.fold_minmax(id, &u, false)?;
                let st = self.i64c(step);
                bounds.push((lb, ub, st));
            }
            let kinds = super::mem::ints(o.attr("reductions")).unwrap_or_default();
            let mut names = vec![];
            for k in kinds {
                let n = usize::try_from(k).ok().and_then(|k| KINDS.get(k)).copied();
                match n {
                    Some("assign") | None => {
                        return Err(self.unsupported(id, "with an `assign` or unknown reduction"))
                    }
                    Some(n) => names.push(n),
                }
            }
            Red::Affine(names)
        } else {
            let seg = super::mem::ints(o.attr("operandSegmentSizes"))
                .ok_or_else(|| self.malformed(id, "has no operandSegmentSizes"))?;
            let n = usize::try_from(*seg.first().unwrap_or(&0)).unwrap_or(0);
            for k in 0..n {
                bounds.push((
                    self.scalar(id, k)?,
                    self.scalar(id, n + k)?,
                    self.scalar(id, 2 * n + k)?,
                ));
            }
            for i in 3 * n..o.operands.len() {
                inits.push(self.scalar(id, i)?);
            }
            Red::Scf
        };
        let mut tys = vec![];
        for &r in &o.results {
            match flat_types(m.value_type(r)).as_deref() {
                Some([t]) => tys.push(*t),
                _ => return Err(self.unsupported(id, "with non-scalar reductions")),
            }
        }
        if let Red::Affine(names) = &red {
            for (k, n) in names.iter().enumerate() {
                let t = m.value_type(o.results[k]);
                inits.push(self.identity(id, n, t)?);
            }
        }
        if inits.len() != tys.len() {
            return Err(self.malformed(id, "must have one initial value per result"));
        }
        let spec = Spec {
            body,
            red,
            tys,
            step1,
        };
        let threads = self.sh.threads;
        let results = if threads > 1
            && !self.in_parallel
            && !bounds.is_empty()
            && self.reductions_self_contained(id, body)
        {
            self.outline(id, &spec, &bounds, &inits)?
        } else if let (Some(k), [b], true) = (step1, &bounds[..], o.results.is_empty()) {
            // A sequential one-dimensional affine.parallel without reductions runs its
            // iterations in order, as an affine.for: versioned (and so vectorised or
            // unrolled) the same way when it is innermost.
            let iv = m.block(body).args.first().copied();
            let plan = iv.and_then(|iv| Some((iv, self.versioning(id, iv, k)?)));
            match plan {
                Some((iv, (plan, fast))) => {
                    return self.versioned_for(id, iv, *b, &[], None, plan, fast);
                }
                None => {
                    let valid = self.b.ins().iconst(ct::I8, 1);
                    let mut out = self.nest(id, &spec, &bounds, vec![valid], &mut vec![])?;
                    out.pop();
                    out
                }
            }
        } else {
            let mut accs = inits.clone();
            accs.push(self.b.ins().iconst(ct::I8, 1));
            let mut out = self.nest(id, &spec, &bounds, accs, &mut vec![])?;
            out.pop();
            out
        };
        for (k, v) in results.into_iter().enumerate() {
            self.set_result(id, k, JVal::S(v))?;
        }
        Ok(())
    }

    fn identity(&mut self, id: OpId, kind: &str, t: &Type) -> R<Value> {
        let ty = scalar_ty(t).ok_or_else(|| self.unsupported(id, format!("reduction type {t}")))?;
        let w = t.int_or_float_width().unwrap_or(64);
        let fl = |s: &mut Self, x: f64| match ty {
            ct::F32 => s.b.ins().f32const(Ieee32::with_float(x as f32)),
            _ => s.b.ins().f64const(Ieee64::with_float(x)),
        };
        let mask = |x: i64| {
            if w >= 64 || ty == ct::I8 && w == 8 {
                x
            } else if w == 1 {
                x & 1
            } else {
                x & ((1i64 << w) - 1)
            }
        };
        let smax = if w >= 64 {
            i64::MAX
        } else if w == 1 {
            0
        } else {
            (1i64 << (w - 1)) - 1
        };
        Ok(match kind {
            "addf" => fl(self, 0.0),
            "mulf" => fl(self, 1.0),
            "maximumf" => fl(self, f64::NEG_INFINITY),
            "minimumf" => fl(self, f64::INFINITY),
            "maxnumf" | "minnumf" => fl(self, f64::NAN),
            "addi" | "ori" | "xori" | "maxu" => self.b.ins().iconst(ty, 0),
            "muli" => self.b.ins().iconst(ty, 1),
            "andi" | "minu" => self.b.ins().iconst(ty, mask(-1)),
            "maxs" => self.b.ins().iconst(ty, mask(-smax - 1)),
            "mins" => self.b.ins().iconst(ty, mask(smax)),
            _ => return Err(self.unsupported(id, format!("reduction {kind}"))),
        })
    }

    /// `a op b` for reduction `k` of the loop.
    fn reduce(&mut self, id: OpId, spec: &Spec, k: usize, a: Value, b: Value) -> R<Value> {
        match &spec.red {
            Red::Affine(names) => {
                let n = names.get(k).copied().unwrap_or("");
                Ok(match n {
                    "addf" => self.b.ins().fadd(a, b),
                    "mulf" => self.b.ins().fmul(a, b),
                    "addi" => self.b.ins().iadd(a, b),
                    "muli" => self.b.ins().imul(a, b),
                    "andi" => self.b.ins().band(a, b),
                    "ori" => self.b.ins().bor(a, b),
                    "xori" => self.b.ins().bxor(a, b),
                    "maxs" => self.b.ins().smax(a, b),
                    "mins" => self.b.ins().smin(a, b),
                    "maxu" => self.b.ins().umax(a, b),
                    "minu" => self.b.ins().umin(a, b),
                    "maximumf" => self.b.ins().fmax(a, b),
                    "minimumf" => self.b.ins().fmin(a, b),
                    "maxnumf" | "minnumf" => {
                        let f = match (n, spec.tys.get(k)) {
                            ("maxnumf", Some(&ct::F32)) => "rt_maxnum_f32",
                            ("maxnumf", _) => "rt_maxnum_f64",
                            (_, Some(&ct::F32)) => "rt_minnum_f32",
                            _ => "rt_minnum_f64",
                        };
                        *self
                            .rt_call(f, &[a, b])?
                            .first()
                            .ok_or_else(|| self.malformed(id, "runtime"))?
                    }
                    _ => return Err(self.unsupported(id, format!("reduction {n}"))),
                })
            }
            Red::Scf => {
                let m = self.sh.m;
                let term = *m
                    .block(spec.body)
                    .ops
                    .last()
                    .ok_or_else(|| self.malformed(id, "body is empty"))?;
                let r = *m
                    .op(term)
                    .regions
                    .get(k)
                    .ok_or_else(|| self.malformed(term, format!("has no region #{k}")))?;
                let blk = *m
                    .region(r)
                    .blocks
                    .first()
                    .ok_or_else(|| self.malformed(term, "has an empty region"))?;
                self.bind_args(blk, &[JVal::S(a), JVal::S(b)]);
                let t = self
                    .block_body(blk)?
                    .ok_or_else(|| self.malformed(term, "region has no terminator"))?;
                self.scalar(t, 0)
            }
        }
    }

    /// The loop nest over `bounds`, carrying `accs` (reductions then a validity flag).
    fn nest(
        &mut self,
        id: OpId,
        spec: &Spec,
        bounds: &[(Value, Value, Value)],
        accs: Vec<Value>,
        ivs: &mut Vec<Value>,
    ) -> R<Vec<Value>> {
        let Some((&(lb, ub, step), rest)) = bounds.split_first() else {
            return self.iteration(id, spec, ivs, accs);
        };
        let header = self.b.create_block();
        let exit = self.b.create_block();
        let body = self.b.create_block();
        self.b.append_block_param(header, ct::I64);
        for &a in &accs {
            let t = self.b.func.dfg.value_type(a);
            self.b.append_block_param(header, t);
            self.b.append_block_param(exit, t);
        }
        let mut first = vec![lb];
        first.extend(&accs);
        self.b.ins().jump(header, &args(&first));
        self.b.switch_to_block(header);
        let p = self.b.block_params(header).to_vec();
        let c = self.b.ins().icmp(IntCC::SignedLessThan, p[0], ub);
        self.b.ins().brif(c, body, &[], exit, &args(&p[1..]));
        self.b.switch_to_block(body);
        ivs.push(p[0]);
        let new = self.nest(id, spec, rest, p[1..].to_vec(), ivs)?;
        ivs.pop();
        self.poll_deadline(id)?;
        let next = self.b.ins().iadd(p[0], step);
        let mut back = vec![next];
        back.extend(new);
        self.b.ins().jump(header, &args(&back));
        self.b.switch_to_block(exit);
        Ok(self.b.block_params(exit).to_vec())
    }

    /// One iteration: the body, then the reductions.
    fn iteration(
        &mut self,
        id: OpId,
        spec: &Spec,
        ivs: &[Value],
        accs: Vec<Value>,
    ) -> R<Vec<Value>> {
        let vals: Vec<JVal> = ivs.iter().map(|&v| JVal::S(v)).collect();
        self.bind_args(spec.body, &vals);
        let t = self
            .block_body(spec.body)?
            .ok_or_else(|| self.malformed(id, "body has no terminator"))?;
        let xs = self.flat_operands(t, 0)?;
        let n = spec.tys.len();
        if xs.len() != n || accs.len() != n + 1 {
            return Err(self.malformed(id, "yields the wrong number of values"));
        }
        let valid = accs[n];
        let mut out = vec![];
        for k in 0..n {
            let r = self.reduce(id, spec, k, accs[k], xs[k])?;
            out.push(self.b.ins().select(valid, r, xs[k]));
        }
        out.push(self.b.ins().iconst(ct::I8, 1));
        Ok(out)
    }

    /// True unless an scf.reduce region of `body` uses a value defined in the loop body
    /// (outside the region): the partial results are combined outside the body, so such
    /// loops run sequentially.
    fn reductions_self_contained(&self, id: OpId, body: BlockId) -> bool {
        let m = self.sh.m;
        let Some(&term) = m.block(body).ops.last() else {
            return true;
        };
        if m.op(term).name != "scf.reduce" {
            return true;
        }
        m.walk(term).into_iter().skip(1).all(|op| {
            m.op(op).operands.iter().all(|&v| {
                let def_op = match m.value(v).def {
                    ValueDef::OpResult { .. } => m.defining_op(v),
                    _ => m.value_block(v).and_then(|b| m.block_parent_op(b)),
                };
                // Defined inside the reduce op, or outside the parallel loop.
                def_op.is_some_and(|d| m.is_ancestor(term, d) || !m.is_ancestor(id, d))
            })
        })
    }

    /// Values used inside `id` but defined outside it, in first-use order.
    fn captures(&self, id: OpId) -> Vec<ValueId> {
        let m = self.sh.m;
        let mut out: Vec<ValueId> = vec![];
        for op in m.walk(id).into_iter().skip(1) {
            for &v in &m.op(op).operands {
                let inside = match m.value(v).def {
                    ValueDef::OpResult { .. } => {
                        m.defining_op(v).is_some_and(|d| m.is_ancestor(id, d))
                    }
                    _ => m
                        .value_block(v)
                        .and_then(|b| m.block_parent_op(b))
                        .is_some_and(|p| m.is_ancestor(id, p)),
                };
                if !inside && !out.contains(&v) {
                    out.push(v);
                }
            }
        }
        out
    }

    /// Outlines the body and runs it on the pool; returns the combined reductions.
    fn outline(
        &mut self,
        id: OpId,
        spec: &Spec,
        bounds: &[(Value, Value, Value)],
        inits: &[Value],
    ) -> R<Vec<Value>> {
        let m = self.sh.m;
        let caps = self.captures(id);
        // Context words: step0, (lb, ub, step) of inner dims, inits, captures.
        let mut words: Vec<Value> = vec![bounds[0].2];
        for &(l, u, s) in &bounds[1..] {
            words.extend([l, u, s]);
        }
        words.extend(inits);
        for &v in &caps {
            words.extend(flatten(&self.val(id, v)?));
        }
        let ctx_ss = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (words.len().max(1) * 8) as u32,
            3,
        ));
        for (k, &w) in words.iter().enumerate() {
            self.b.ins().stack_store(ct::I64, w, ctx_ss, (k * 8) as i32);
        }
        let slots = spec.tys.len() + 1;
        let part_ss = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (MAX_CHUNKS * slots * 8) as u32,
            3,
        ));
        // The outlined function.
        let mut sig = self.jm.make_signature();
        for _ in 0..5 {
            sig.params.push(AbiParam::new(ct::I64));
        }
        self.sh.outlined += 1;
        let name = format!("__tessera_parallel_{}", self.sh.outlined);
        let fid = self
            .jm
            .declare_function(&name, Linkage::Local, &sig)
            .map_err(|e| JitErrorKind::Backend(e.to_string()))?;
        let mut ctx = self.jm.make_context();
        ctx.func.signature = sig;
        let mut fbc = FunctionBuilderContext::new();
        {
            let mut fx = Fx {
                sh: &mut *self.sh,
                jm: &mut *self.jm,
                b: FunctionBuilder::new(&mut ctx.func, &mut fbc),
                env: Default::default(),
                frefs: Default::default(),
                depth: self.depth,
                in_parallel: true,
                counted: false,
                ret_tys: vec![],
                exit: None,
                ranges: Default::default(),
                pending_range: None,
                lv: Default::default(),
            };
            let entry = fx.b.create_block();
            fx.b.append_block_params_for_function_params(entry);
            fx.b.switch_to_block(entry);
            let p = fx.b.block_params(entry).to_vec();
            let (cx, lo, hi, part, first) = (p[0], p[1], p[2], p[3], p[4]);
            let mut k = 0i32;
            let mut word = |fx: &mut Fx, ty: ir::Type| {
                let v = fx.load(ty, cx, k * 8);
                k += 1;
                v
            };
            let step0 = word(&mut fx, ct::I64);
            let mut inner = vec![(lo, hi, step0)];
            for _ in 1..bounds.len() {
                let l = word(&mut fx, ct::I64);
                let u = word(&mut fx, ct::I64);
                let s = word(&mut fx, ct::I64);
                inner.push((l, u, s));
            }
            let mut accs = vec![];
            for &t in &spec.tys {
                accs.push(word(&mut fx, t));
            }
            for &v in &caps {
                let t = m.value_type(v);
                let tys = flat_types(t)
                    .ok_or_else(|| fx.unsupported(id, format!("captures a value of type {t}")))?;
                let vals: Vec<Value> = tys.iter().map(|&ty| word(&mut fx, ty)).collect();
                let jv = unflatten(t, &mut vals.into_iter())
                    .ok_or_else(|| fx.malformed(id, "capture"))?;
                let jv = match jv {
                    JVal::M(d) => JVal::M(std::rc::Rc::new(fx.static_desc(t, &d))),
                    other => other,
                };
                fx.env.insert(v, jv);
            }
            // affine: every chunk starts from the identity; scf: only the first from init.
            let valid = match spec.red {
                Red::Affine(_) => fx.b.ins().iconst(ct::I8, 1),
                Red::Scf => fx.b.ins().ireduce(ct::I8, first),
            };
            accs.push(valid);
            // A one-dimensional chunk without reductions: versioned like an affine.for.
            let iv = m.block(spec.body).args.first().copied();
            let plan = match (spec.step1, &inner[..], spec.tys.is_empty(), iv) {
                (Some(k), [b], true, Some(iv)) => fx.versioning(id, iv, k).map(|p| (*b, iv, p)),
                _ => None,
            };
            let out = match plan {
                Some((b, iv, (plan, fast))) => {
                    fx.versioned_for(id, iv, b, &[], None, plan, fast)?;
                    accs
                }
                None => fx.nest(id, spec, &inner, accs, &mut vec![])?,
            };
            for (k, &v) in out.iter().enumerate() {
                fx.store(v, part, (k * 8) as i32);
            }
            fx.b.ins().return_(&[]);
            fx.finish_exit()?;
            fx.b.seal_all_blocks();
            let cfg = fx.jm.target_config();
            fx.b.finalize(cfg);
        }
        self.jm
            .define_function(fid, &mut ctx)
            .map_err(|e| JitErrorKind::Backend(format!("{e:?}")))?;
        // The call.
        let fr = self.fref(fid);
        let fptr = self.b.ins().func_addr(ct::I64, fr);
        let pool = self.i64c(self.sh.pool_addr);
        let cxa = self.b.ins().stack_addr(ct::I64, ctx_ss, 0);
        let pa = self.b.ins().stack_addr(ct::I64, part_ss, 0);
        let ns = self.i64c(slots as i64);
        let (lb0, ub0, st0) = bounds[0];
        let r = self.rt_call("rt_parallel", &[pool, fptr, cxa, lb0, ub0, st0, ns, pa])?;
        let chunks = *r.first().ok_or_else(|| self.malformed(id, "runtime"))?;
        self.check_unwind();
        if spec.tys.is_empty() {
            return Ok(vec![]);
        }
        // acc = chunks == 0 ? inits : p0; then acc = acc op p_c for valid chunks c >= 1.
        let n = spec.tys.len();
        let mut acc = vec![];
        for (k, &t) in spec.tys.iter().enumerate() {
            let p0 = self.load(t, pa, (k * 8) as i32);
            let none = self.b.ins().icmp_imm_s(IntCC::Equal, chunks, 0);
            acc.push(self.b.ins().select(none, inits[k], p0));
        }
        let header = self.b.create_block();
        let body = self.b.create_block();
        let exit = self.b.create_block();
        self.b.append_block_param(header, ct::I64);
        for &t in &spec.tys {
            self.b.append_block_param(header, t);
            self.b.append_block_param(exit, t);
        }
        let one = self.i64c(1);
        let mut first = vec![one];
        first.extend(&acc);
        self.b.ins().jump(header, &args(&first));
        self.b.switch_to_block(header);
        let p = self.b.block_params(header).to_vec();
        let c = self.b.ins().icmp(IntCC::SignedLessThan, p[0], chunks);
        self.b.ins().brif(c, body, &[], exit, &args(&p[1..]));
        self.b.switch_to_block(body);
        let off = self.b.ins().imul_imm_s(p[0], (slots * 8) as i64);
        let base = self.b.ins().iadd(pa, off);
        let valid = self.load(ct::I8, base, (n * 8) as i32);
        let mut next = vec![];
        for k in 0..n {
            let x = self.load(spec.tys[k], base, (k * 8) as i32);
            let r = self.reduce(id, spec, k, p[1 + k], x)?;
            next.push(self.b.ins().select(valid, r, p[1 + k]));
        }
        let c1 = self.b.ins().iadd_imm_s(p[0], 1);
        let mut back = vec![c1];
        back.extend(next);
        self.b.ins().jump(header, &args(&back));
        self.b.switch_to_block(exit);
        Ok(self.b.block_params(exit).to_vec())
    }
}
