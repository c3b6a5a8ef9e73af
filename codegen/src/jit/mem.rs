//! memref operations, affine memory operations and affine expressions.

use std::rc::Rc;

use cranelift_codegen::ir::condcodes::IntCC;
use cranelift_codegen::ir::{
    types as ct, InstBuilder, MemFlagsData, StackSlotData, StackSlotKind, Value,
};
use tessera_ir::{Attribute, OpId, Type};
use tessera_polyhedral::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};

use super::func::{elem_cl, elem_of, lanes, Desc, Fx, JVal, R};
use crate::buffer::ElemType;
use crate::value::ExecErrorKind;

/// Largest `memref.alloca` placed in a stack slot (bytes).
const MAX_STACK_ALLOCA: u64 = 1 << 24;
/// Deepest affine expression compiled.
const MAX_EXPR_DEPTH: usize = 500;

fn int_list(a: Option<&Attribute>) -> Option<Vec<i64>> {
    a.and_then(tessera_ir::views::int_values)
}

/// An integer list attribute (dense array, array, dense elements).
pub(crate) fn ints(a: Option<&Attribute>) -> Option<Vec<i64>> {
    int_list(a)
}

impl<'a, 'm> Fx<'a, 'm> {
    /// `ptr + (off + sum idx*stride) * elem_size`.
    pub fn addr(&mut self, d: &Desc, idx: &[Value]) -> Value {
        let mut lin = d.off;
        for (i, s) in idx.iter().zip(&d.strides) {
            let p = self.b.ins().imul(*i, *s);
            lin = self.b.ins().iadd(lin, p);
        }
        let sh = d.elem.size().trailing_zeros();
        let bytes = if sh > 0 {
            self.b.ins().ishl_imm_s(lin, i64::from(sh))
        } else {
            lin
        };
        self.b.ins().iadd(d.ptr, bytes)
    }

    /// Loads one element (i1 kept as 0/1) for op `id`, bounds-checked.
    pub fn load_elem(&mut self, id: OpId, d: &Desc, idx: &[Value]) -> R<Value> {
        if let Some(&var) = self.lv.promoted.get(&id) {
            return Ok(self.b.use_var(var));
        }
        self.check_access(id, d, idx)?;
        let a = self.addr(d, idx);
        Ok(self.load(elem_cl(d.elem), a, 0))
    }

    /// Stores one element for op `id`, bounds-checked.
    pub fn store_elem(&mut self, id: OpId, d: &Desc, idx: &[Value], v: Value) -> R<()> {
        if let Some(&var) = self.lv.promoted.get(&id) {
            if self.b.func.dfg.value_type(v) != elem_cl(d.elem) {
                return Err(self.malformed(id, "stores a value of another type than the memref's"));
            }
            self.b.def_var(var, v);
            return Ok(());
        }
        self.check_access(id, d, idx)?;
        let a = self.addr(d, idx);
        self.store(v, a, 0);
        Ok(())
    }

    /// Replaces sizes/strides/offset of a statically shaped identity-layout memref of type
    /// `t` by constants (lets Cranelift fold address arithmetic).
    pub fn static_desc(&mut self, t: &Type, d: &Desc) -> Desc {
        let Type::MemRef { shape, .. } = t else {
            return d.clone();
        };
        if !t.is_identity_memref() || shape.iter().any(|&s| s < 0) {
            return d.clone();
        }
        let mut strides = vec![0i64; shape.len()];
        let mut acc = 1i64;
        for k in (0..shape.len()).rev() {
            strides[k] = acc;
            acc = acc.saturating_mul(shape[k]);
        }
        Desc {
            alloc: d.alloc,
            ptr: d.ptr,
            off: self.i64c(0),
            sizes: shape.iter().map(|&s| self.i64c(s)).collect(),
            strides: strides.iter().map(|&s| self.i64c(s)).collect(),
            elem: d.elem,
        }
    }

    /// A memref operation.
    pub fn mem_op(&mut self, id: OpId, short: &str) -> R<()> {
        match short {
            "alloc" | "alloca" => self.alloc(id, short == "alloca"),
            "dealloc" => {
                let d = self.memref(id, 0)?;
                self.rt_call("rt_free", &[d.alloc])?;
                Ok(())
            }
            "load" => {
                let d = self.memref(id, 0)?;
                let n = self.sh.m.op(id).operands.len();
                let idx: Vec<Value> = (1..n).map(|i| self.scalar(id, i)).collect::<R<_>>()?;
                let v = self.load_elem(id, &d, &idx)?;
                self.set_result(id, 0, JVal::S(v))
            }
            "store" => {
                let v = self.scalar(id, 0)?;
                let d = self.memref(id, 1)?;
                let n = self.sh.m.op(id).operands.len();
                let idx: Vec<Value> = (2..n).map(|i| self.scalar(id, i)).collect::<R<_>>()?;
                self.store_elem(id, &d, &idx, v)
            }
            "dim" => {
                let d = self.memref(id, 0)?;
                let k = self.scalar(id, 1)?;
                let mut r = self.i64c(0);
                for (i, s) in d.sizes.iter().enumerate() {
                    let is = self.b.ins().icmp_imm_s(IntCC::Equal, k, i as i64);
                    r = self.b.ins().select(is, *s, r);
                }
                self.set_result(id, 0, JVal::S(r))
            }
            "cast" => {
                let d = self.memref(id, 0)?;
                if self.sh.bounds_checks {
                    self.check_cast(id, &d)?;
                }
                self.set_result(id, 0, JVal::M(d))
            }
            "copy" => {
                let s = self.memref(id, 0)?;
                let t = self.memref(id, 1)?;
                if self.sh.bounds_checks {
                    self.check_copy(id, &s, &t)?;
                }
                let sp = self.spill_desc(&s);
                let tp = self.spill_desc(&t);
                let r = self.i64c(s.sizes.len() as i64);
                let es = self.i64c(s.elem.size() as i64);
                self.rt_call("rt_copy", &[sp, tp, r, es])?;
                Ok(())
            }
            "subview" => self.subview(id),
            "prefetch" => Ok(()),
            "dma_start" => self.dma_start(id),
            "dma_wait" => self.dma_wait(id),
            "alloca_scope" => self.control_op(id, "memref.alloca_scope"),
            _ => Err(self.unsupported(id, "is not supported by the JIT")),
        }
    }

    /// Writes `[ptr, off, sizes, strides]` to a stack slot; returns its address.
    fn spill_desc(&mut self, d: &Desc) -> Value {
        let words = 2 + 2 * d.sizes.len();
        let ss = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (words * 8) as u32,
            3,
        ));
        let mut vals = vec![d.ptr, d.off];
        vals.extend(&d.sizes);
        vals.extend(&d.strides);
        for (k, v) in vals.into_iter().enumerate() {
            self.b.ins().stack_store(ct::I64, v, ss, (k * 8) as i32);
        }
        self.b.ins().stack_addr(ct::I64, ss, 0)
    }

    fn alloc(&mut self, id: OpId, stack: bool) -> R<()> {
        let t = self.result_type(id, 0)?;
        let elem = elem_of(t).ok_or_else(|| self.unsupported(id, format!("of type {t}")))?;
        if !t.is_identity_memref() {
            return Err(self.unsupported(id, format!("with a layout: {t}")));
        }
        let shape = t.shape().unwrap_or(&[]).to_vec();
        let mut dynamic = 0usize;
        let mut sizes = vec![];
        for &s in &shape {
            if s < 0 {
                sizes.push(self.scalar(id, dynamic)?);
                dynamic += 1;
            } else {
                sizes.push(self.i64c(s));
            }
        }
        let mut strides = vec![self.i64c(1); shape.len()];
        let mut acc = self.i64c(1);
        // A negative size or an element count overflowing i64 makes the allocation fail.
        let mut bad = self.b.ins().iconst(ct::I8, 0);
        for k in (0..shape.len()).rev() {
            strides[k] = acc;
            let (p, of) = self.b.ins().smul_overflow(acc, sizes[k]);
            let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, sizes[k], 0);
            let b = self.b.ins().bor(of, neg);
            bad = self.b.ins().bor(bad, b);
            acc = p;
        }
        let es = elem.size() as i64;
        let (alloc, ptr) = if stack {
            let n: Option<u64> = shape
                .iter()
                .try_fold(es as u64, |a, &s| a.checked_mul(u64::try_from(s).ok()?));
            let n = match n {
                Some(n) if n <= MAX_STACK_ALLOCA => n,
                _ => {
                    return Err(self.unsupported(
                        id,
                        format!("of dynamic or large (> {MAX_STACK_ALLOCA} bytes) size"),
                    ))
                }
            };
            let ss = self.b.create_sized_stack_slot(StackSlotData::new(
                StackSlotKind::ExplicitSlot,
                n.max(8) as u32,
                4,
            ));
            let p = self.b.ins().stack_addr(ct::I64, ss, 0);
            (self.i64c(0), p)
        } else {
            let es_v = self.i64c(es);
            let (bytes, of) = self.b.ins().smul_overflow(acc, es_v);
            let bad = self.b.ins().bor(bad, of);
            let minus = self.i64c(-1);
            let bytes = self.b.ins().select(bad, minus, bytes);
            let cell = self.i64c(self.sh.err_addr);
            let site = self.site(id, ExecErrorKind::Allocation, "cannot allocate the buffer");
            let s = self.i64c(site);
            let p = self.rt_call("rt_alloc", &[bytes, cell, s])?;
            let p = *p
                .first()
                .ok_or_else(|| self.malformed(id, "runtime allocation returned nothing"))?;
            self.check_unwind();
            (p, p)
        };
        let off = self.i64c(0);
        self.set_result(
            id,
            0,
            JVal::M(Rc::new(Desc {
                alloc,
                ptr,
                off,
                sizes,
                strides,
                elem,
            })),
        )
    }

    fn subview(&mut self, id: OpId) -> R<()> {
        let o = self.sh.m.op(id);
        let src = self.memref(id, 0)?;
        let lists: Vec<Vec<i64>> = ["static_offsets", "static_sizes", "static_strides"]
            .iter()
            .map(|n| int_list(o.attr(n)).ok_or_else(|| self.malformed(id, format!("has no {n}"))))
            .collect::<R<_>>()?;
        let mut next = 1usize;
        let mut vals: Vec<Vec<Value>> = vec![];
        for l in &lists {
            let mut v = vec![];
            for &x in l {
                if x == tessera_ir::types::DYNAMIC {
                    v.push(self.scalar(id, next)?);
                    next += 1;
                } else {
                    v.push(self.i64c(x));
                }
            }
            vals.push(v);
        }
        let rank = src.sizes.len();
        if vals.iter().any(|v| v.len() != rank) {
            return Err(self.malformed(id, "offsets/sizes/strides do not match the rank"));
        }
        let rr = self
            .result_type(id, 0)?
            .shape()
            .map(|s| s.len())
            .unwrap_or(0);
        let unit: Vec<bool> = lists[1].iter().map(|s| *s == 1).collect();
        let keep = crate::interp::subview_kept_dims(&unit, rr)
            .ok_or_else(|| self.unsupported(id, "rank reduction not understood"))?;
        if self.sh.bounds_checks {
            for (k, &size) in src.sizes.iter().enumerate() {
                let dim = (vals[0][k], vals[1][k], vals[2][k], size);
                self.check_subview_dim(id, k, dim)?;
            }
        }
        let mut off = src.off;
        let (mut sizes, mut strides) = (vec![], vec![]);
        for k in 0..rank {
            let p = self.b.ins().imul(vals[0][k], src.strides[k]);
            off = self.b.ins().iadd(off, p);
            if keep[k] {
                sizes.push(vals[1][k]);
                strides.push(self.b.ins().imul(vals[2][k], src.strides[k]));
            }
        }
        self.set_result(
            id,
            0,
            JVal::M(Rc::new(Desc {
                alloc: src.alloc,
                ptr: src.ptr,
                off,
                sizes,
                strides,
                elem: src.elem,
            })),
        )
    }

    /// Map attribute `name` of `id`.
    pub fn map_attr(&self, id: OpId, name: &str) -> R<&'m AffineMap> {
        self.sh
            .m
            .op(id)
            .attr(name)
            .and_then(|a| a.as_affine_map())
            .ok_or_else(|| self.malformed(id, format!("has no affine map `{name}`")))
    }

    /// The results of `map` applied to operands `from ..` of `id`.
    pub fn apply_map(&mut self, id: OpId, map: &AffineMap, from: usize) -> R<Vec<Value>> {
        let n = map.num_inputs() as usize;
        let ins: Vec<Value> = (from..from + n)
            .map(|i| self.scalar(id, i))
            .collect::<R<_>>()?;
        let nd = map.num_dims();
        map.results()
            .iter()
            .map(|e| self.aexpr(id, e, &ins, nd, 0))
            .collect()
    }

    /// Compiles affine expression `e` over inputs (dims then symbols).
    pub fn aexpr(
        &mut self,
        id: OpId,
        e: &AffineExpr,
        ins: &[Value],
        nd: u32,
        depth: usize,
    ) -> R<Value> {
        if depth > MAX_EXPR_DEPTH {
            return Err(self.unsupported(id, "has too deep an affine expression"));
        }
        let input = |k: u32| {
            ins.get(k as usize)
                .copied()
                .ok_or_else(|| self.malformed(id, "has too few map operands"))
        };
        Ok(match e.kind() {
            AffineExprKind::Constant(c) => self.i64c(c),
            AffineExprKind::Dim(k) => input(k)?,
            AffineExprKind::Symbol(k) => input(nd + k)?,
            AffineExprKind::Binary(op, l, r) => {
                let a = self.aexpr(id, l, ins, nd, depth + 1)?;
                let rc = r.as_constant();
                match op {
                    AffineBinaryOp::Add => {
                        let b = self.aexpr(id, r, ins, nd, depth + 1)?;
                        self.b.ins().iadd(a, b)
                    }
                    AffineBinaryOp::Mul => match rc {
                        Some(c) => self.b.ins().imul_imm_s(a, c),
                        None => {
                            let b = self.aexpr(id, r, ins, nd, depth + 1)?;
                            self.b.ins().imul(a, b)
                        }
                    },
                    _ => {
                        let b = match rc {
                            Some(c) if c > 0 => self.i64c(c),
                            _ => {
                                let b = self.aexpr(id, r, ins, nd, depth + 1)?;
                                let bad =
                                    self.b.ins().icmp_imm_s(IntCC::SignedLessThanOrEqual, b, 0);
                                let site = self.site(
                                    id,
                                    ExecErrorKind::Undefined,
                                    "affine division by a non-positive value",
                                );
                                self.guard(bad, site)?;
                                let one = self.i64c(1);
                                self.b.ins().select(bad, one, b)
                            }
                        };
                        self.div_like(op, a, b)
                    }
                }
            }
        })
    }

    /// floordiv / ceildiv / mod by a positive `b`.
    fn div_like(&mut self, op: AffineBinaryOp, a: Value, b: Value) -> Value {
        match op {
            AffineBinaryOp::Mod => {
                let r = self.b.ins().srem(a, b);
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, r, 0);
                let rb = self.b.ins().iadd(r, b);
                self.b.ins().select(neg, rb, r)
            }
            AffineBinaryOp::FloorDiv => {
                // a < 0: (a - (b - 1)) / b, else a / b.
                let neg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, a, 0);
                let bm1 = self.b.ins().iadd_imm_s(b, -1);
                let adj = self.b.ins().isub(a, bm1);
                let n = self.b.ins().select(neg, adj, a);
                self.b.ins().sdiv(n, b)
            }
            _ => {
                // a > 0: (a + b - 1) / b, else a / b.
                let pos = self.b.ins().icmp_imm_s(IntCC::SignedGreaterThan, a, 0);
                let bm1 = self.b.ins().iadd_imm_s(b, -1);
                let adj = self.b.ins().iadd(a, bm1);
                let n = self.b.ins().select(pos, adj, a);
                self.b.ins().sdiv(n, b)
            }
        }
    }

    /// Min (`max == false`) or max of values.
    pub fn fold_minmax(&mut self, id: OpId, vs: &[Value], max: bool) -> R<Value> {
        let (&first, rest) = vs
            .split_first()
            .ok_or_else(|| self.malformed(id, "has a map without results"))?;
        let mut r = first;
        for &v in rest {
            r = if max {
                self.b.ins().smax(r, v)
            } else {
                self.b.ins().smin(r, v)
            };
        }
        Ok(r)
    }

    /// affine.load/store/apply/min/max/vector_load/vector_store/prefetch.
    pub fn affine_op(&mut self, id: OpId, short: &str) -> R<()> {
        match short {
            "load" | "vector_load" => {
                let map = self.map_attr(id, "map")?;
                let d = self.memref(id, 0)?;
                let idx = self.apply_map(id, map, 1)?;
                if short == "load" {
                    let v = self.load_elem(id, &d, &idx)?;
                    return self.set_result(id, 0, JVal::S(v));
                }
                let rt = self.result_type(id, 0)?;
                self.vec_len(id, rt)?;
                let contiguous = self.operand_type(id, 0)?.is_identity_memref();
                let v = self.vec_load(id, &d, &idx, rt, contiguous)?;
                self.set_result(id, 0, v)
            }
            "store" | "vector_store" => {
                let map = self.map_attr(id, "map")?;
                let v = self.operand(id, 0)?;
                let d = self.memref(id, 1)?;
                let idx = self.apply_map(id, map, 2)?;
                match v {
                    JVal::S(x) => self.store_elem(id, &d, &idx, x)?,
                    JVal::M(_) => return Err(self.malformed(id, "stores a memref")),
                    v => {
                        let contiguous = self.operand_type(id, 1)?.is_identity_memref();
                        self.vec_store(id, &d, &idx, &v, contiguous)?;
                    }
                }
                Ok(())
            }
            "apply" => {
                let map = self.map_attr(id, "map")?;
                let r = self.apply_map(id, map, 0)?;
                match r.as_slice() {
                    [x] => self.set_result(id, 0, JVal::S(*x)),
                    _ => Err(self.malformed(id, "map must have one result")),
                }
            }
            "min" | "max" => {
                let map = self.map_attr(id, "map")?;
                let r = self.apply_map(id, map, 0)?;
                let v = self.fold_minmax(id, &r, short == "max")?;
                self.set_result(id, 0, JVal::S(v))
            }
            "prefetch" => Ok(()),
            "dma_start" => self.dma_start(id),
            "dma_wait" => self.dma_wait(id),
            _ => Err(self.unsupported(id, "is not supported by the JIT")),
        }
    }

    /// The indices of a DMA access: its map applied to its operands (affine form) or the
    /// operands themselves.
    fn dma_indices(&mut self, id: OpId, a: &tessera_ir::dma::DmaAccess<'m>) -> R<Vec<Value>> {
        let ins: Vec<Value> = a
            .operands
            .iter()
            .map(|&v| match self.val(id, v)? {
                JVal::S(x) => Ok(x),
                _ => Err(self.malformed(id, "has an index that is not a scalar")),
            })
            .collect::<R<_>>()?;
        match a.map {
            Some(map) => {
                let nd = map.num_dims();
                map.results()
                    .iter()
                    .map(|e| self.aexpr(id, e, &ins, nd, 0))
                    .collect()
            }
            None => Ok(ins),
        }
    }

    fn dma_memref(&self, id: OpId, v: tessera_ir::ValueId) -> R<Rc<Desc>> {
        match self.val(id, v)? {
            JVal::M(d) => Ok(d),
            _ => Err(self.malformed(id, "has a memref operand that is not a memref")),
        }
    }

    fn dma_scalar(&self, id: OpId, v: tessera_ir::ValueId) -> R<Value> {
        match self.val(id, v)? {
            JVal::S(x) => Ok(x),
            _ => Err(self.malformed(id, "has a count that is not a scalar")),
        }
    }

    /// affine.dma_start / memref.dma_start: the transfer by `rt_dma` (the semantics of
    /// `tessera_ir::dma`), then the element count stored to the tag element.
    fn dma_start(&mut self, id: OpId) -> R<()> {
        let m = self.sh.m;
        let d = tessera_ir::dma::DmaStart::wrap(m, id)
            .ok_or_else(|| self.malformed(id, "is a well-formed DMA start"))?;
        let on_src = d
            .stride_on_source(m)
            .ok_or_else(|| self.unsupported(id, "with a non-integer memory space"))?;
        let src = self.dma_memref(id, d.src.memref)?;
        let dst = self.dma_memref(id, d.dst.memref)?;
        let tag = self.dma_memref(id, d.tag.memref)?;
        if src.elem != dst.elem {
            return Err(self.unsupported(id, "between memrefs of different element types"));
        }
        if matches!(tag.elem, ElemType::F32 | ElemType::F64) {
            return Err(self.unsupported(id, "with a tag memref of a float element type"));
        }
        let si = self.dma_indices(id, &d.src)?;
        let di = self.dma_indices(id, &d.dst)?;
        let ti = self.dma_indices(id, &d.tag)?;
        let num = self.dma_scalar(id, d.num)?;
        let (has, stride, per) = match d.stride {
            Some((a, b)) => (
                self.i64c(1),
                self.dma_scalar(id, a)?,
                self.dma_scalar(id, b)?,
            ),
            None => (self.i64c(0), self.i64c(0), self.i64c(0)),
        };
        let site_oob = self.site_with(
            id,
            ExecErrorKind::OutOfBounds,
            "DMA out of bounds",
            super::check::Detail::Dma,
        );
        let site_undef = self.site_with(
            id,
            ExecErrorKind::Undefined,
            "DMA of an invalid number of elements",
            super::check::Detail::Dma,
        );
        let mut words = vec![
            self.i64c(si.len() as i64),
            self.i64c(di.len() as i64),
            num,
            has,
            stride,
            per,
            self.i64c(i64::from(on_src)),
            self.i64c(src.elem.size() as i64),
            self.i64c(site_oob),
            self.i64c(site_undef),
        ];
        words.extend(&si);
        words.extend(&di);
        let ss = self.b.create_sized_stack_slot(StackSlotData::new(
            StackSlotKind::ExplicitSlot,
            (words.len() * 8) as u32,
            3,
        ));
        for (k, &w) in words.iter().enumerate() {
            self.b.ins().stack_store(ct::I64, w, ss, (k * 8) as i32);
        }
        let params = self.b.ins().stack_addr(ct::I64, ss, 0);
        let sp = self.spill_desc(&src);
        let dp = self.spill_desc(&dst);
        let cell = self.i64c(self.sh.err_addr);
        self.rt_call("rt_dma", &[sp, dp, params, cell])?;
        self.check_unwind();
        let ty = elem_cl(tag.elem);
        let mut v = num;
        if ty != ct::I64 {
            v = self.b.ins().ireduce(ty, v);
        }
        if tag.elem == ElemType::I1 {
            v = self.b.ins().band_imm_s(v, 1);
        }
        self.store_elem(id, &tag, &ti, v)
    }

    /// affine.dma_wait / memref.dma_wait: the tag element is read (bounds-checked).
    fn dma_wait(&mut self, id: OpId) -> R<()> {
        let m = self.sh.m;
        let d = tessera_ir::dma::DmaWait::wrap(m, id)
            .ok_or_else(|| self.malformed(id, "is a well-formed DMA wait"))?;
        let tag = self.dma_memref(id, d.tag.memref)?;
        let ti = self.dma_indices(id, &d.tag)?;
        self.load_elem(id, &tag, &ti)?;
        Ok(())
    }

    /// Lanes of a 1-D vector type.
    pub fn vec_len(&self, id: OpId, t: &Type) -> R<usize> {
        match t {
            Type::Vector { shape, .. } if shape.len() == 1 => {
                lanes(t).ok_or_else(|| self.unsupported(id, format!("vector type {t}")))
            }
            _ => Err(self.unsupported(id, format!("vector type {t} (only 1-D)"))),
        }
    }

    /// A vector of type `rt` read along the last dimension from `idx`: one SIMD load when the
    /// type has a SIMD form and the memref is contiguous (identity layout), else lane by lane.
    pub fn vec_load(
        &mut self,
        id: OpId,
        d: &Desc,
        idx: &[Value],
        rt: &Type,
        contiguous: bool,
    ) -> R<JVal> {
        let n = lanes(rt).unwrap_or(0);
        self.check_lanes(id, d, idx, n)?;
        if let (Some(st), true) = (super::func::simd_ty(rt), contiguous) {
            let a = self.addr(d, idx);
            let v = self
                .b
                .ins()
                .load(st, MemFlagsData::new().with_notrap(), a, 0);
            return Ok(JVal::P(v));
        }
        let xs = self.lanes_load(d, idx, n);
        Ok(self.pack(rt, xs))
    }

    /// Stores vector `v` along the last dimension from `idx` (see [`Self::vec_load`]).
    pub fn vec_store(
        &mut self,
        id: OpId,
        d: &Desc,
        idx: &[Value],
        v: &JVal,
        contiguous: bool,
    ) -> R<()> {
        let xs = match v {
            JVal::P(x) if contiguous => {
                let n = self.b.func.dfg.value_type(*x).lane_count() as usize;
                self.check_lanes(id, d, idx, n)?;
                let a = self.addr(d, idx);
                self.b
                    .ins()
                    .store(MemFlagsData::new().with_notrap(), *x, a, 0);
                return Ok(());
            }
            _ => self.lanes_val(v).unwrap_or_default(),
        };
        self.check_lanes(id, d, idx, xs.len())?;
        self.lanes_store(d, idx, &xs);
        Ok(())
    }

    /// `n` consecutive elements along the last dimension from `idx`.
    pub fn lanes_load(&mut self, d: &Desc, idx: &[Value], n: usize) -> Vec<Value> {
        let base = self.addr(d, idx);
        let es = d.elem.size() as i64;
        let last = d.strides.last().copied();
        let step = match last {
            Some(s) => self.b.ins().imul_imm_s(s, es),
            None => self.i64c(es),
        };
        let ty = elem_cl(d.elem);
        let mut out = vec![];
        let mut a = base;
        for l in 0..n {
            if l > 0 {
                a = self.b.ins().iadd(a, step);
            }
            out.push(self.load(ty, a, 0));
        }
        out
    }

    /// Stores lanes consecutively along the last dimension from `idx`.
    pub fn lanes_store(&mut self, d: &Desc, idx: &[Value], xs: &[Value]) {
        let base = self.addr(d, idx);
        let es = d.elem.size() as i64;
        let step = match d.strides.last().copied() {
            Some(s) => self.b.ins().imul_imm_s(s, es),
            None => self.i64c(es),
        };
        let mut a = base;
        for (l, &x) in xs.iter().enumerate() {
            if l > 0 {
                a = self.b.ins().iadd(a, step);
            }
            self.store(x, a, 0);
        }
    }
}
