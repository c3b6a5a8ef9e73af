//! vector operations, scalarised: a vector value is one Cranelift value per lane (row-major).
//! Lane-wise arithmetic goes through the arith generator; this file has the vector-specific
//! operations.

use cranelift_codegen::ir::{InstBuilder, Value};
use tessera_ir::{Attribute, OpId, Type};

use super::func::{lanes, Fx, JVal, R};

/// True if the memref type has the identity layout (contiguous rows).
fn is_identity(t: &Type) -> bool {
    match t {
        Type::MemRef { layout: None, .. } => true,
        Type::MemRef {
            layout: Some(l), ..
        } => matches!(&**l, Attribute::AffineMap(m) if m.is_identity()),
        _ => false,
    }
}

impl<'a, 'm> Fx<'a, 'm> {
    /// A vector operation.
    pub fn vector_op(&mut self, id: OpId, short: &str) -> R<()> {
        let nops = self.sh.m.op(id).operands.len();
        match short {
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
                let contiguous = is_identity(self.operand_type(id, 0)?);
                let v = self.vec_load(id, &d, &idx, rt, contiguous)?;
                self.set_result(id, 0, v)
            }
            "store" => {
                let v = self.operand(id, 0)?;
                let d = self.memref(id, 1)?;
                let idx: Vec<Value> = (2..nops).map(|i| self.scalar(id, i)).collect::<R<_>>()?;
                let contiguous = is_identity(self.operand_type(id, 1)?);
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
                Some(a) => self.combine(id, &kind, float, a, x)?,
            });
        }
        let r = acc.ok_or_else(|| self.malformed(id, "reduces an empty vector"))?;
        self.set_result(id, 0, JVal::S(r))
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
}
