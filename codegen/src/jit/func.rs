//! The per-function code generator: values, types, the module-wide state, and the dispatch of
//! operations to the dialect-specific generators.

use std::collections::HashMap;
use std::rc::Rc;

use cranelift_codegen::ir::{
    self, types as ct, BlockArg, FuncRef, InstBuilder, MemFlagsData, Value,
};
use cranelift_frontend::FunctionBuilder;
use cranelift_jit::JITModule;
use cranelift_module::{FuncId, Module as _};
use tessera_ir::{BlockId, Module, OpId, Type, ValueId};

use super::JitErrorKind;
use crate::buffer::ElemType;
use crate::value::ExecErrorKind;

/// Deepest nesting of regions the generator descends into.
pub(crate) const MAX_DEPTH: usize = 200;

pub(crate) type R<T> = Result<T, JitErrorKind>;

/// A memref descriptor held in Cranelift values.
#[derive(Debug, Clone)]
pub(crate) struct Desc {
    pub alloc: Value,
    pub ptr: Value,
    pub off: Value,
    pub sizes: Vec<Value>,
    pub strides: Vec<Value>,
    pub elem: ElemType,
}

/// The Cranelift form of an IR value.
#[derive(Debug, Clone)]
pub(crate) enum JVal {
    /// A scalar.
    S(Value),
    /// A memref.
    M(Rc<Desc>),
    /// A vector, one value per lane (row-major): vector types without a SIMD form.
    V(Rc<Vec<Value>>),
    /// A vector held in one Cranelift SIMD value (types for which [`simd_ty`] is `Some`).
    P(Value),
}

/// One place generated code can fail at run time.
#[derive(Debug, Clone)]
pub(crate) struct Site {
    pub op: String,
    pub pos: Option<tessera_ir::Pos>,
    pub kind: ExecErrorKind,
    pub message: String,
    /// How the message quotes the values recorded at run time.
    pub detail: super::check::Detail,
}

/// State shared by all functions of one compilation.
pub(crate) struct Shared<'m> {
    pub m: &'m Module,
    /// `func.func` symbol -> (Cranelift id, op).
    pub funcs: HashMap<String, (FuncId, OpId)>,
    /// Runtime function name -> id.
    pub rt: HashMap<&'static str, FuncId>,
    pub sites: Vec<Site>,
    pub err_addr: i64,
    pub pool_addr: i64,
    pub outlined: usize,
    pub threads: usize,
    /// Address of the call-depth counter of recursive functions.
    pub depth_addr: i64,
    /// Check every memref access against the memref's sizes.
    pub bounds_checks: bool,
    /// Names of the functions some `func.call` of the module calls.
    pub called: std::collections::HashSet<String>,
    /// Plans of the `vector.print` operations compiled so far (indices passed to `rt_print`).
    pub prints: Vec<crate::print::PrintPlan>,
    /// Address of the module's [`crate::runtime::OutputCell`].
    pub out_addr: i64,
    /// Address of the deadline flag polled on loop back-edges (`None`: no polling).
    pub deadline_addr: Option<i64>,
}

/// The generator of one Cranelift function.
pub(crate) struct Fx<'a, 'm> {
    pub sh: &'a mut Shared<'m>,
    pub jm: &'a mut JITModule,
    pub b: FunctionBuilder<'a>,
    pub env: HashMap<ValueId, JVal>,
    pub frefs: HashMap<FuncId, FuncRef>,
    pub depth: usize,
    /// Inside an outlined parallel body: nested parallel loops run sequentially.
    pub in_parallel: bool,
    /// The function is recursive: `func.return` decrements the call-depth counter.
    pub counted: bool,
    /// The function's result types (the exit block returns zeros of them).
    pub ret_tys: Vec<Type>,
    /// The exit block errors unwind to (see [`super::check`]).
    pub exit: Option<ir::Block>,
    /// Known ranges (inclusive) of affine.for induction variables with constant bounds,
    /// by Cranelift value (bounds checks they prove are left out).
    pub ranges: HashMap<Value, (i64, i64)>,
    /// The range of the induction variable of the loop being emitted.
    pub pending_range: Option<(i64, i64)>,
    /// Loop versioning state (see [`super::hoist`]).
    pub lv: super::hoist::Active,
}

/// The Cranelift type of a scalar IR type.
pub(crate) fn scalar_ty(t: &Type) -> Option<ir::Type> {
    Some(match t {
        Type::Index => ct::I64,
        Type::Integer { width, .. } => match width {
            1 | 8 => ct::I8,
            16 => ct::I16,
            32 => ct::I32,
            64 => ct::I64,
            _ => return None,
        },
        Type::Float(_) => match t.int_or_float_width()? {
            32 => ct::F32,
            64 => ct::F64,
            _ => return None,
        },
        _ => return None,
    })
}

/// The buffer element type of a memref's element type.
pub(crate) fn elem_of(t: &Type) -> Option<ElemType> {
    match t.element_type()? {
        // Memrefs of vectors are not supported.
        Type::Vector { .. } => None,
        e => crate::interp::elem_type_of(e),
    }
}

/// The Cranelift type of a buffer element.
pub(crate) fn elem_cl(e: ElemType) -> ir::Type {
    match e {
        ElemType::I1 | ElemType::I8 => ct::I8,
        ElemType::I16 => ct::I16,
        ElemType::I32 => ct::I32,
        ElemType::I64 | ElemType::Index => ct::I64,
        ElemType::F32 => ct::F32,
        ElemType::F64 => ct::F64,
    }
}

/// Number of lanes of a fixed-shape vector type.
pub(crate) fn lanes(t: &Type) -> Option<usize> {
    match t {
        Type::Vector {
            shape, scalable, ..
        } if !scalable.iter().any(|s| *s) => usize::try_from(shape.iter().product::<i64>()).ok(),
        _ => None,
    }
}

/// The 128-bit Cranelift SIMD type of a vector type (`f64x2`, `f32x4`, `i32x4`, `i64x2`,
/// `i16x8`, `i8x16`), if it has one (`i1` vectors and other sizes are scalarised).
pub(crate) fn simd_ty(t: &Type) -> Option<ir::Type> {
    let Type::Vector { elem, .. } = t else {
        return None;
    };
    let n = lanes(t)?;
    if elem.int_or_float_width() == Some(1) {
        return None;
    }
    let e = scalar_ty(elem)?;
    let n = u32::try_from(n).ok()?;
    if e.bits() * n == 128 {
        e.by(n)
    } else {
        None
    }
}

/// The Cranelift values an IR value of type `t` occupies (signatures, block parameters).
pub(crate) fn flat_types(t: &Type) -> Option<Vec<ir::Type>> {
    match t {
        Type::MemRef { shape, .. } => {
            elem_of(t)?;
            Some(vec![ct::I64; 3 + 2 * shape.len()])
        }
        Type::Vector { elem, .. } => match simd_ty(t) {
            Some(v) => Some(vec![v]),
            None => Some(vec![scalar_ty(elem)?; lanes(t)?]),
        },
        _ => Some(vec![scalar_ty(t)?]),
    }
}

/// The values of `v`, flattened.
pub(crate) fn flatten(v: &JVal) -> Vec<Value> {
    match v {
        JVal::S(x) => vec![*x],
        JVal::V(xs) => xs.to_vec(),
        JVal::P(x) => vec![*x],
        JVal::M(d) => {
            let mut out = vec![d.alloc, d.ptr, d.off];
            out.extend(&d.sizes);
            out.extend(&d.strides);
            out
        }
    }
}

/// Rebuilds a value of type `t` from the front of `vals`; `None` if too few or unsupported.
pub(crate) fn unflatten(t: &Type, vals: &mut impl Iterator<Item = Value>) -> Option<JVal> {
    match t {
        Type::MemRef { shape, .. } => {
            let r = shape.len();
            let elem = elem_of(t)?;
            let alloc = vals.next()?;
            let ptr = vals.next()?;
            let off = vals.next()?;
            let sizes: Vec<Value> = vals.take(r).collect();
            let strides: Vec<Value> = vals.take(r).collect();
            if sizes.len() != r || strides.len() != r {
                return None;
            }
            Some(JVal::M(Rc::new(Desc {
                alloc,
                ptr,
                off,
                sizes,
                strides,
                elem,
            })))
        }
        Type::Vector { .. } if simd_ty(t).is_some() => vals.next().map(JVal::P),
        Type::Vector { .. } => {
            let n = lanes(t)?;
            let xs: Vec<Value> = vals.take(n).collect();
            (xs.len() == n).then(|| JVal::V(Rc::new(xs)))
        }
        _ => vals.next().map(JVal::S),
    }
}

/// Block arguments for a jump.
pub(crate) fn args(vs: &[Value]) -> Vec<BlockArg> {
    vs.iter().map(|&v| BlockArg::Value(v)).collect()
}

/// Operations that end a block.
pub(crate) fn is_terminator(name: &str) -> bool {
    matches!(
        name,
        "scf.yield"
            | "affine.yield"
            | "scf.condition"
            | "scf.reduce"
            | "scf.reduce.return"
            | "func.return"
            | "cf.br"
            | "cf.cond_br"
            | "cf.switch"
            | "memref.alloca_scope.return"
    )
}

impl<'a, 'm> Fx<'a, 'm> {
    /// An "unsupported" error for op `id`.
    pub fn unsupported(&self, id: OpId, msg: impl Into<String>) -> JitErrorKind {
        let o = self.sh.m.op(id);
        JitErrorKind::Unsupported {
            op: o.name.clone(),
            pos: o.pos,
            message: crate::interp::llvm_hint(&o.name, msg.into()),
        }
    }

    /// A "malformed" error for op `id`.
    pub fn malformed(&self, id: OpId, msg: impl Into<String>) -> JitErrorKind {
        let o = self.sh.m.op(id);
        JitErrorKind::Malformed {
            op: o.name.clone(),
            pos: o.pos,
            message: msg.into(),
        }
    }

    /// The compiled form of `v`.
    pub fn val(&self, id: OpId, v: ValueId) -> R<JVal> {
        self.env
            .get(&v)
            .cloned()
            .ok_or_else(|| self.malformed(id, "uses a value not defined before it"))
    }

    /// Operand `i` of `id`.
    pub fn operand(&self, id: OpId, i: usize) -> R<JVal> {
        let v = *self
            .sh
            .m
            .op(id)
            .operands
            .get(i)
            .ok_or_else(|| self.malformed(id, format!("has no operand #{i}")))?;
        self.val(id, v)
    }

    /// Operand `i` of `id`, a scalar.
    pub fn scalar(&self, id: OpId, i: usize) -> R<Value> {
        match self.operand(id, i)? {
            JVal::S(x) => Ok(x),
            _ => Err(self.malformed(id, format!("operand #{i} is not a scalar"))),
        }
    }

    /// Operand `i` of `id`, a memref.
    pub fn memref(&self, id: OpId, i: usize) -> R<Rc<Desc>> {
        match self.operand(id, i)? {
            JVal::M(d) => Ok(d),
            _ => Err(self.malformed(id, format!("operand #{i} is not a memref"))),
        }
    }

    /// Binds result `i` of `id`.
    pub fn set_result(&mut self, id: OpId, i: usize, v: JVal) -> R<()> {
        let r = *self
            .sh
            .m
            .op(id)
            .results
            .get(i)
            .ok_or_else(|| self.malformed(id, format!("has no result #{i}")))?;
        self.env.insert(r, v);
        Ok(())
    }

    /// Type of result `i` of `id`.
    pub fn result_type(&self, id: OpId, i: usize) -> R<&'m Type> {
        let m = self.sh.m;
        let r = *m
            .op(id)
            .results
            .get(i)
            .ok_or_else(|| self.malformed(id, format!("has no result #{i}")))?;
        Ok(m.value_type(r))
    }

    /// Type of operand `i` of `id`.
    pub fn operand_type(&self, id: OpId, i: usize) -> R<&'m Type> {
        let m = self.sh.m;
        let r = *m
            .op(id)
            .operands
            .get(i)
            .ok_or_else(|| self.malformed(id, format!("has no operand #{i}")))?;
        Ok(m.value_type(r))
    }

    /// A 64-bit integer constant.
    pub fn i64c(&mut self, x: i64) -> Value {
        self.b.ins().iconst(ct::I64, x)
    }

    /// A reference to function `f` usable in the current function.
    pub fn fref(&mut self, f: FuncId) -> FuncRef {
        if let Some(r) = self.frefs.get(&f) {
            return *r;
        }
        let r = self.jm.declare_func_in_func(f, self.b.func);
        self.frefs.insert(f, r);
        r
    }

    /// Calls runtime function `name`.
    pub fn rt_call(&mut self, name: &'static str, a: &[Value]) -> R<Vec<Value>> {
        let f = *self.sh.rt.get(name).ok_or_else(|| {
            JitErrorKind::Backend(format!("runtime function {name} not declared"))
        })?;
        let r = self.fref(f);
        let call = self.b.ins().call(r, a);
        Ok(self.b.inst_results(call).to_vec())
    }

    /// Registers a run-time error site of op `id`.
    pub fn site(&mut self, id: OpId, kind: ExecErrorKind, msg: &str) -> i64 {
        let o = self.sh.m.op(id);
        self.sh.sites.push(Site {
            op: o.name.clone(),
            pos: o.pos,
            kind,
            message: msg.to_string(),
            detail: super::check::Detail::None,
        });
        (self.sh.sites.len() - 1) as i64
    }

    /// Emits: if `bad` is nonzero, record error `site` and unwind (return from the
    /// function; see [`super::check`]).
    pub fn guard(&mut self, bad: Value, site: i64) -> R<()> {
        self.fail_if(bad, site, &[])
    }

    /// The lanes of a vector value (`None` for scalars and memrefs).
    pub fn lanes_val(&mut self, v: &JVal) -> Option<Vec<Value>> {
        match v {
            JVal::V(xs) => Some(xs.to_vec()),
            JVal::P(x) => {
                let n = self.b.func.dfg.value_type(*x).lane_count();
                Some(
                    (0..n)
                        .map(|l| self.b.ins().extractlane(*x, l as u8))
                        .collect(),
                )
            }
            _ => None,
        }
    }

    /// A vector value of type `t` from its lanes (a SIMD value when `t` has one).
    pub fn pack(&mut self, t: &Type, xs: Vec<Value>) -> JVal {
        let Some(st) = simd_ty(t) else {
            return JVal::V(Rc::new(xs));
        };
        let Some(&first) = xs.first() else {
            return JVal::V(Rc::new(xs));
        };
        let mut v = self.b.ins().splat(st, first);
        for (l, &x) in xs.iter().enumerate().skip(1) {
            if x != first {
                v = self.b.ins().insertlane(v, x, l as u8);
            }
        }
        JVal::P(v)
    }

    /// Loads `ty` from `addr`.
    pub fn load(&mut self, ty: ir::Type, addr: Value, off: i32) -> Value {
        self.b.ins().load(ty, MemFlagsData::trusted(), addr, off)
    }

    /// Stores `v` at `addr`.
    pub fn store(&mut self, v: Value, addr: Value, off: i32) {
        self.b.ins().store(MemFlagsData::trusted(), v, addr, off);
    }

    /// Compiles the operations of `blk` except its terminator, which is returned (`None`
    /// if the block has no terminator).
    pub fn block_body(&mut self, blk: BlockId) -> R<Option<OpId>> {
        let m = self.sh.m;
        let ops = &m.block(blk).ops;
        let (last, body) = match ops.split_last() {
            Some((l, b)) if is_terminator(&m.op(*l).name) => (Some(*l), b),
            _ => (None, &ops[..]),
        };
        for &op in body {
            self.op(op)?;
        }
        Ok(last)
    }

    /// Binds the arguments of `blk` to `vals`.
    pub fn bind_args(&mut self, blk: BlockId, vals: &[JVal]) {
        for (&a, v) in self.sh.m.block(blk).args.iter().zip(vals) {
            self.env.insert(a, v.clone());
        }
    }

    /// The operand values of `term`, flattened, from operand `from` on.
    pub fn flat_operands(&self, term: OpId, from: usize) -> R<Vec<Value>> {
        let mut out = vec![];
        for i in from..self.sh.m.op(term).operands.len() {
            out.extend(flatten(&self.operand(term, i)?));
        }
        Ok(out)
    }

    /// The operand values of `term` from `from` on.
    pub fn operands_from(&self, term: OpId, from: usize) -> R<Vec<JVal>> {
        (from..self.sh.m.op(term).operands.len())
            .map(|i| self.operand(term, i))
            .collect()
    }

    /// A block whose parameters hold the flattened results of `id`; binds them.
    pub fn merge_block(&mut self, id: OpId) -> R<ir::Block> {
        let blk = self.b.create_block();
        let m = self.sh.m;
        for &r in &m.op(id).results {
            let tys = flat_types(m.value_type(r))
                .ok_or_else(|| self.unsupported(id, format!("result type {}", m.value_type(r))))?;
            for t in tys {
                self.b.append_block_param(blk, t);
            }
        }
        Ok(blk)
    }

    /// Binds the results of `id` to the parameters of `blk`.
    pub fn bind_results_from_params(&mut self, id: OpId, blk: ir::Block) -> R<()> {
        let m = self.sh.m;
        let mut it = self.b.block_params(blk).to_vec().into_iter();
        for (i, &r) in m.op(id).results.iter().enumerate() {
            let v = unflatten(m.value_type(r), &mut it)
                .ok_or_else(|| self.malformed(id, format!("result #{i}")))?;
            self.env.insert(r, v);
        }
        Ok(())
    }

    /// Adds `delta` to the call-depth counter of recursive functions; returns the old value.
    pub fn count_depth(&mut self, delta: i64) -> Value {
        let addr = self.i64c(self.sh.depth_addr);
        let d = self.i64c(delta);
        self.b.ins().atomic_rmw(
            ct::I64,
            MemFlagsData::trusted(),
            ir::AtomicRmwOp::Add,
            addr,
            d,
        )
    }

    /// Records `err` as a run-time error and returns zeros of types `outs` (the body of a
    /// function the JIT could not compile).
    pub fn fail_and_return(&mut self, err: &JitErrorKind, outs: &[Type]) -> R<()> {
        let e = super::entry::stub_error(err);
        self.sh.sites.push(Site {
            op: e.op.unwrap_or_default(),
            pos: e.pos,
            kind: e.kind,
            message: e.message,
            detail: super::check::Detail::None,
        });
        let site = (self.sh.sites.len() - 1) as i64;
        let cell = self.i64c(self.sh.err_addr);
        let s = self.i64c(site);
        self.rt_call("rt_error", &[cell, s])?;
        let zeros = self.zeros(outs)?;
        self.b.ins().return_(&zeros);
        Ok(())
    }

    /// Zero values of the flattened types `outs`.
    pub(crate) fn zeros(&mut self, outs: &[Type]) -> R<Vec<Value>> {
        let mut zeros = vec![];
        for t in outs {
            let tys =
                flat_types(t).ok_or_else(|| JitErrorKind::Backend(format!("result type {t}")))?;
            for ty in tys {
                let z = if ty == ct::F32 {
                    self.b.ins().f32const(0.0)
                } else if ty == ct::F64 {
                    self.b.ins().f64const(0.0)
                } else if ty.is_vector() {
                    let lane = ty.lane_type();
                    let l = if lane == ct::F32 {
                        self.b.ins().f32const(0.0)
                    } else if lane == ct::F64 {
                        self.b.ins().f64const(0.0)
                    } else {
                        self.b.ins().iconst(lane, 0)
                    };
                    self.b.ins().splat(ty, l)
                } else {
                    self.b.ins().iconst(ty, 0)
                };
                zeros.push(z);
            }
        }
        Ok(zeros)
    }

    /// Prologue of a recursive function `f` with results `outs`: counts the call; past
    /// [`super::compile::MAX_CALL_DEPTH`] records a recursion-limit error and returns zeros.
    pub fn depth_guard(&mut self, f: OpId, outs: &[Type]) -> R<()> {
        let max = super::compile::MAX_CALL_DEPTH;
        let old = self.count_depth(1);
        let bad = self
            .b
            .ins()
            .icmp_imm_s(ir::condcodes::IntCC::SignedGreaterThanOrEqual, old, max);
        let fail = self.b.create_block();
        let ok = self.b.create_block();
        self.b.ins().brif(bad, fail, &[], ok, &[]);
        self.b.switch_to_block(fail);
        let site = self.site(
            f,
            ExecErrorKind::RecursionLimit,
            &format!("call depth exceeds {max}"),
        );
        let cell = self.i64c(self.sh.err_addr);
        let s = self.i64c(site);
        self.rt_call("rt_error", &[cell, s])?;
        self.count_depth(-1);
        let zeros = self.zeros(outs)?;
        self.b.ins().return_(&zeros);
        self.b.switch_to_block(ok);
        Ok(())
    }

    /// Compiles one operation.
    pub fn op(&mut self, id: OpId) -> R<()> {
        if self.depth > MAX_DEPTH {
            return Err(self.unsupported(id, format!("nests regions deeper than {MAX_DEPTH}")));
        }
        let name = self.sh.m.op(id).name.clone();
        let (dialect, short) = name.split_once('.').unwrap_or(("", name.as_str()));
        self.depth += 1;
        let r = match dialect {
            "arith" | "math" => self.scalar_op(id, short, dialect == "math"),
            "memref" => self.mem_op(id, short),
            "affine" => match short {
                "for" | "if" | "execute_region" => self.control_op(id, &name),
                "parallel" => self.parallel_op(id),
                _ => self.affine_op(id, short),
            },
            "scf" => match short {
                "parallel" => self.parallel_op(id),
                _ => self.control_op(id, &name),
            },
            "func" => match short {
                "call" => self.call_op(id),
                _ => Err(self.unsupported(id, "is not supported here")),
            },
            "cf" if short == "assert" => self.assert_op(id),
            "vector" => self.vector_op(id, short),
            _ => Err(self.unsupported(id, "is not supported by the JIT")),
        };
        self.depth -= 1;
        r
    }

    /// `func.call`.
    fn call_op(&mut self, id: OpId) -> R<()> {
        let m = self.sh.m;
        let o = m.op(id);
        let callee = o
            .attr("callee")
            .and_then(|a| a.as_flat_symbol())
            .ok_or_else(|| self.malformed(id, "has no callee"))?;
        let (f, _) =
            *self.sh.funcs.get(callee).ok_or_else(|| {
                self.unsupported(id, format!("calls @{callee}, which has no body"))
            })?;
        let a = self.flat_operands(id, 0)?;
        let r = self.fref(f);
        let call = self.b.ins().call(r, &a);
        let res = self.b.inst_results(call).to_vec();
        self.check_unwind();
        let mut it = res.into_iter();
        for (i, &rv) in o.results.iter().enumerate() {
            let v = unflatten(m.value_type(rv), &mut it)
                .ok_or_else(|| self.malformed(id, format!("result #{i}")))?;
            self.env.insert(rv, v);
        }
        Ok(())
    }

    /// `cf.assert`: a false condition is a run-time error with the op's message.
    fn assert_op(&mut self, id: OpId) -> R<()> {
        let c = self.scalar(id, 0)?;
        let msg = self
            .sh
            .m
            .op(id)
            .attr("msg")
            .and_then(|a| a.as_str())
            .unwrap_or("assertion failed")
            .to_string();
        let site = self.site(id, ExecErrorKind::Undefined, &msg);
        let bad = self.b.ins().icmp_imm_s(ir::condcodes::IntCC::Equal, c, 0);
        self.guard(bad, site)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn vec_of(n: i64, elem: Type) -> Type {
        Type::Vector {
            shape: vec![n],
            scalable: vec![false],
            elem: Box::new(elem),
        }
    }

    #[test]
    fn simd_types_are_the_128_bit_vectors() {
        assert_eq!(simd_ty(&vec_of(2, Type::f64())), Some(ct::F64X2));
        assert_eq!(simd_ty(&vec_of(4, Type::f32())), Some(ct::F32X4));
        assert_eq!(simd_ty(&vec_of(4, Type::int(32))), Some(ct::I32X4));
        assert_eq!(simd_ty(&vec_of(16, Type::int(8))), Some(ct::I8X16));
        assert_eq!(simd_ty(&vec_of(3, Type::f32())), None);
        assert_eq!(simd_ty(&vec_of(4, Type::f64())), None);
        assert_eq!(simd_ty(&vec_of(16, Type::i1())), None);
        assert_eq!(
            flat_types(&vec_of(8, Type::f64())).map(|v| v.len()),
            Some(8)
        );
        assert_eq!(flat_types(&vec_of(2, Type::f64())), Some(vec![ct::F64X2]));
    }
}
