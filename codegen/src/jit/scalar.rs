//! arith and math operations (scalars, and vectors lane by lane).

use cranelift_codegen::ir::condcodes::{FloatCC, IntCC};
use cranelift_codegen::ir::immediates::{Ieee32, Ieee64};
use cranelift_codegen::ir::{types as ct, InstBuilder, MemFlagsData, Value};
use tessera_ir::attrs::{DenseData, ElemValue, FloatValue};
use tessera_ir::{Attribute, OpId, Type};

use super::func::{lanes, scalar_ty, Fx, JVal, R};
use crate::value::ExecErrorKind;

/// Bit width of a scalar IR type as the JIT sees it (`index`: 64).
fn width(t: &Type) -> Option<u32> {
    match t {
        Type::Index => Some(64),
        _ => t.int_or_float_width(),
    }
}

fn is_float(t: &Type) -> bool {
    matches!(t, Type::Float(_))
}

impl<'a, 'm> Fx<'a, 'm> {
    /// An arith or math operation.
    pub fn scalar_op(&mut self, id: OpId, short: &str, is_math: bool) -> R<()> {
        if short == "constant" && !is_math {
            return self.constant(id);
        }
        let m = self.sh.m;
        let o = m.op(id);
        let nops = o.operands.len();
        let ops: Vec<JVal> = (0..nops).map(|i| self.operand(id, i)).collect::<R<_>>()?;
        let rt = self.result_type(id, 0)?;
        let res_elem = rt.element_type_or_self();
        let in_elem = if nops > 0 {
            // select: the value operands carry the type.
            let k = if short == "select" { 1 } else { 0 };
            self.operand_type(id, k)?.element_type_or_self()
        } else {
            res_elem
        };
        if scalar_ty(res_elem).is_none() || scalar_ty(in_elem).is_none() {
            return Err(self.unsupported(id, format!("on type {rt}")));
        }
        let n = match rt {
            Type::Vector { .. } => {
                lanes(rt).ok_or_else(|| self.unsupported(id, "scalable vector"))?
            }
            _ => 0,
        };
        if n == 0 {
            let xs: Vec<Value> = ops
                .iter()
                .map(|v| match v {
                    JVal::S(x) => Ok(*x),
                    _ => Err(self.malformed(id, "operand shapes differ")),
                })
                .collect::<R<_>>()?;
            let r = self.lane(id, short, is_math, &xs, in_elem, res_elem)?;
            return self.set_result(id, 0, JVal::S(r));
        }
        if let Some(v) = self.simd_op(short, is_math, &ops, rt, in_elem) {
            return self.set_result(id, 0, JVal::P(v));
        }
        let mut lanes_ops: Vec<Option<Vec<Value>>> = vec![];
        for v in &ops {
            lanes_ops.push(self.lanes_val(v));
        }
        let mut out = Vec::with_capacity(n);
        for l in 0..n {
            let xs: Vec<Value> = ops
                .iter()
                .zip(&lanes_ops)
                .map(|(v, ls)| match (v, ls) {
                    (JVal::S(x), _) => Ok(*x),
                    (_, Some(xs)) => xs
                        .get(l)
                        .copied()
                        .ok_or_else(|| self.malformed(id, "vector lengths differ")),
                    _ => Err(self.malformed(id, "memref operand")),
                })
                .collect::<R<_>>()?;
            out.push(self.lane(id, short, is_math, &xs, in_elem, res_elem)?);
        }
        let v = self.pack(rt, out);
        self.set_result(id, 0, v)
    }

    fn constant(&mut self, id: OpId) -> R<()> {
        let t = self.result_type(id, 0)?;
        let a = self
            .sh
            .m
            .op(id)
            .attr("value")
            .ok_or_else(|| self.malformed(id, "has no value"))?;
        let elem = t.element_type_or_self();
        let bad_e = self.unsupported(id, format!("constant {a:?}"));
        let bad = || bad_e.clone();
        let v = match (a, t) {
            (Attribute::DenseElements { data, .. }, Type::Vector { .. }) => {
                let n = lanes(t).ok_or_else(bad)?;
                let es: Vec<ElemValue> = match data {
                    DenseData::Splat(e) => vec![e.clone(); n],
                    DenseData::Elements(es) if es.len() == n => es.clone(),
                    _ => return Err(bad()),
                };
                let mut out = vec![];
                for e in &es {
                    out.push(self.elem_const(e, elem).ok_or_else(bad)?);
                }
                self.pack(t, out)
            }
            (Attribute::Bool(x), _) => JVal::S(self.b.ins().iconst(ct::I8, i64::from(*x))),
            (Attribute::Integer { value, .. }, _) => JVal::S(
                self.elem_const(&ElemValue::Int(*value), elem)
                    .ok_or_else(bad)?,
            ),
            (Attribute::Float { value, .. }, _) => JVal::S(
                self.elem_const(&ElemValue::Float(value.clone()), elem)
                    .ok_or_else(bad)?,
            ),
            _ => return Err(bad()),
        };
        self.set_result(id, 0, v)
    }

    fn elem_const(&mut self, e: &ElemValue, t: &Type) -> Option<Value> {
        let ty = scalar_ty(t)?;
        Some(match e {
            ElemValue::Bool(b) => self.b.ins().iconst(ty, i64::from(*b)),
            ElemValue::Int(i) => {
                let w = width(t)?;
                let x = if w == 1 { *i & 1 } else { *i };
                let x = x as i64;
                // iconst wants the value zero-extended from the type's width.
                let x = if w < 64 && w > 1 {
                    x & ((1i64 << w) - 1)
                } else {
                    x
                };
                self.b.ins().iconst(ty, x)
            }
            ElemValue::Float(FloatValue::Bits(b)) => match ty {
                ct::F32 => self.b.ins().f32const(Ieee32::with_bits(*b as u32)),
                ct::F64 => self.b.ins().f64const(Ieee64::with_bits(*b as u64)),
                _ => return None,
            },
            _ => return None,
        })
    }

    /// One lane of an arith/math op.
    fn lane(
        &mut self,
        id: OpId,
        short: &str,
        is_math: bool,
        x: &[Value],
        in_t: &Type,
        out_t: &Type,
    ) -> R<Value> {
        let miss = self.malformed(id, "is missing an operand");
        let arg = |i: usize| x.get(i).copied().ok_or_else(|| miss.clone());
        let a = arg(0)?;
        if is_math && matches!(short, "isnan" | "isinf" | "isfinite" | "isnormal") {
            if !is_float(in_t) {
                return Err(self.unsupported(id, format!("on type {in_t}")));
            }
            let f32t = width(in_t) == Some(32);
            let abs = self.b.ins().fabs(a);
            let (inf, min) = if f32t {
                (
                    self.b.ins().f32const(f32::INFINITY),
                    self.b.ins().f32const(f32::MIN_POSITIVE),
                )
            } else {
                (
                    self.b.ins().f64const(f64::INFINITY),
                    self.b.ins().f64const(f64::MIN_POSITIVE),
                )
            };
            return Ok(match short {
                "isnan" => self.b.ins().fcmp(FloatCC::Unordered, a, a),
                "isinf" => self.b.ins().fcmp(FloatCC::Equal, abs, inf),
                "isfinite" => self.b.ins().fcmp(FloatCC::LessThan, abs, inf),
                _ => {
                    let lo = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, abs, min);
                    let hi = self.b.ins().fcmp(FloatCC::LessThan, abs, inf);
                    self.b.ins().band(lo, hi)
                }
            });
        }
        if is_math {
            return self.math_lane(id, short, x, out_t);
        }
        let w = width(in_t).unwrap_or(64);
        let fl = is_float(in_t);
        Ok(match short {
            "addi" | "subi" | "muli" | "andi" | "ori" | "xori" | "maxsi" | "minsi" | "maxui"
            | "minui" | "shli" | "shrsi" | "shrui" | "divsi" | "divui" | "remsi" | "remui"
            | "ceildivsi" | "ceildivui" | "floordivsi" => {
                let b = arg(1)?;
                self.int_bin(id, short, a, b, w)?
            }
            "cmpi" => {
                let p = self.pred(id)?;
                let b = arg(1)?;
                let cc = match (p, w == 1) {
                    (0, _) => IntCC::Equal,
                    (1, _) => IntCC::NotEqual,
                    (2, false) => IntCC::SignedLessThan,
                    (3, false) => IntCC::SignedLessThanOrEqual,
                    (4, false) => IntCC::SignedGreaterThan,
                    (5, false) => IntCC::SignedGreaterThanOrEqual,
                    // i1 holds 0 or 1 and `true` is -1 signed: signed order is reversed.
                    (2, true) | (8, false) => IntCC::UnsignedGreaterThan,
                    (3, true) | (9, false) => IntCC::UnsignedGreaterThanOrEqual,
                    (4, true) | (6, false) => IntCC::UnsignedLessThan,
                    (5, true) | (7, false) => IntCC::UnsignedLessThanOrEqual,
                    (6, true) => IntCC::UnsignedLessThan,
                    (7, true) => IntCC::UnsignedLessThanOrEqual,
                    (8, true) => IntCC::UnsignedGreaterThan,
                    (9, true) => IntCC::UnsignedGreaterThanOrEqual,
                    _ => return Err(self.malformed(id, format!("predicate {p}"))),
                };
                self.b.ins().icmp(cc, a, b)
            }
            "cmpf" => {
                let p = self.pred(id)?;
                let b = arg(1)?;
                let cc = match p {
                    0 => return Ok(self.b.ins().iconst(ct::I8, 0)),
                    15 => return Ok(self.b.ins().iconst(ct::I8, 1)),
                    1 => FloatCC::Equal,
                    2 => FloatCC::GreaterThan,
                    3 => FloatCC::GreaterThanOrEqual,
                    4 => FloatCC::LessThan,
                    5 => FloatCC::LessThanOrEqual,
                    6 => FloatCC::OrderedNotEqual,
                    7 => FloatCC::Ordered,
                    8 => FloatCC::UnorderedOrEqual,
                    9 => FloatCC::UnorderedOrGreaterThan,
                    10 => FloatCC::UnorderedOrGreaterThanOrEqual,
                    11 => FloatCC::UnorderedOrLessThan,
                    12 => FloatCC::UnorderedOrLessThanOrEqual,
                    13 => FloatCC::NotEqual,
                    14 => FloatCC::Unordered,
                    _ => return Err(self.malformed(id, format!("predicate {p}"))),
                };
                self.b.ins().fcmp(cc, a, b)
            }
            "select" => {
                let (t, f) = (arg(1)?, arg(2)?);
                self.b.ins().select(a, t, f)
            }
            "negf" if fl => self.b.ins().fneg(a),
            "addf" if fl => self.b.ins().fadd(a, arg(1)?),
            "subf" if fl => self.b.ins().fsub(a, arg(1)?),
            "mulf" if fl => self.b.ins().fmul(a, arg(1)?),
            "divf" if fl => self.b.ins().fdiv(a, arg(1)?),
            "maximumf" if fl => self.b.ins().fmax(a, arg(1)?),
            "minimumf" if fl => self.b.ins().fmin(a, arg(1)?),
            "remf" | "maxnumf" | "minnumf" if fl => {
                let b = arg(1)?;
                let base = match short {
                    "remf" => "rem",
                    "maxnumf" => "maxnum",
                    _ => "minnum",
                };
                self.libm(id, base, &[a, b], out_t)?
            }
            "extsi" | "trunci" | "index_cast" => self.resize(a, in_t, out_t, true)?,
            "extui" | "index_castui" => self.resize(a, in_t, out_t, false)?,
            "sitofp" | "uitofp" => {
                let signed = short == "sitofp";
                let wide = if w == 1 {
                    let t = if signed { self.b.ins().ineg(a) } else { a };
                    if signed {
                        self.b.ins().sextend(ct::I64, t)
                    } else {
                        self.b.ins().uextend(ct::I64, t)
                    }
                } else if w < 64 {
                    if signed {
                        self.b.ins().sextend(ct::I64, a)
                    } else {
                        self.b.ins().uextend(ct::I64, a)
                    }
                } else {
                    a
                };
                let ty = scalar_ty(out_t).unwrap_or(ct::F64);
                if signed {
                    self.b.ins().fcvt_from_sint(ty, wide)
                } else {
                    self.b.ins().fcvt_from_uint(ty, wide)
                }
            }
            "fptosi" | "fptoui" => {
                let ow = width(out_t).unwrap_or(64);
                self.conv_range(id, a, ow, short == "fptosi")?;
                let full = if short == "fptosi" {
                    self.b.ins().fcvt_to_sint_sat(ct::I64, a)
                } else {
                    self.b.ins().fcvt_to_uint_sat(ct::I64, a)
                };
                self.resize(full, &Type::int(64), &Type::int(ow), true)?
            }
            "extf" => self
                .b
                .ins()
                .fpromote(scalar_ty(out_t).unwrap_or(ct::F64), a),
            "truncf" => self.b.ins().fdemote(scalar_ty(out_t).unwrap_or(ct::F32), a),
            "bitcast" => {
                let ty = scalar_ty(out_t).unwrap_or(ct::I64);
                if fl != is_float(out_t) {
                    self.b.ins().bitcast(ty, MemFlagsData::new(), a)
                } else {
                    a
                }
            }
            _ => return Err(self.unsupported(id, format!("on type {in_t} is not supported"))),
        })
    }

    /// One SIMD instruction for an elementwise op whose result type has a SIMD form (its
    /// operands have the result type; scalar operands are splatted); `None` when the op has
    /// no such form here.
    fn simd_op(
        &mut self,
        short: &str,
        is_math: bool,
        ops: &[JVal],
        rt: &Type,
        in_elem: &Type,
    ) -> Option<Value> {
        let st = super::func::simd_ty(rt)?;
        let fl = is_float(in_elem);
        let lane_bits = st.lane_bits();
        let known = !is_math
            && match short {
                "addf" | "subf" | "mulf" | "divf" | "negf" => fl,
                "addi" | "subi" | "andi" | "ori" | "xori" => !fl,
                "muli" => !fl && (lane_bits == 16 || lane_bits == 32),
                _ => false,
            };
        if !known {
            return None;
        }
        let mut xs = vec![];
        for v in ops {
            xs.push(match v {
                JVal::P(x) => *x,
                JVal::S(x) => self.b.ins().splat(st, *x),
                _ => return None,
            });
        }
        let a = *xs.first()?;
        let b = xs.get(1).copied().unwrap_or(a);
        let i = self.b.ins();
        Some(match short {
            "addf" => i.fadd(a, b),
            "subf" => i.fsub(a, b),
            "mulf" => i.fmul(a, b),
            "divf" => i.fdiv(a, b),
            "negf" => i.fneg(a),
            "addi" => i.iadd(a, b),
            "subi" => i.isub(a, b),
            "andi" => i.band(a, b),
            "ori" => i.bor(a, b),
            "xori" => i.bxor(a, b),
            _ => i.imul(a, b),
        })
    }

    fn pred(&self, id: OpId) -> R<i128> {
        self.sh
            .m
            .op(id)
            .attr("predicate")
            .and_then(|p| p.as_int())
            .ok_or_else(|| self.malformed(id, "has no predicate"))
    }

    /// Integer resize between widths (`i1` kept as 0/1 in an 8-bit value).
    /// The interpreter's rule for fptosi/fptoui to `w` bits: `t = trunc(a)` (in f64) must
    /// lie in `[-2^(w-1), 2^(w-1))` (signed) or `[0, 2^w)` (unsigned); NaN is out of range.
    /// Out of range records an error and unwinds.
    fn conv_range(&mut self, id: OpId, a: Value, w: u32, signed: bool) -> R<()> {
        let a = if self.b.func.dfg.value_type(a) == ct::F32 {
            self.b.ins().fpromote(ct::F64, a)
        } else {
            a
        };
        let t = self.b.ins().trunc(a);
        let w = w.clamp(1, 64);
        let (lo, hi) = if signed {
            let h = 2f64.powi(w as i32 - 1);
            (-h, h)
        } else {
            (0.0, 2f64.powi(w as i32))
        };
        let lo = self.b.ins().f64const(lo);
        let hi = self.b.ins().f64const(hi);
        let ge = self.b.ins().fcmp(FloatCC::GreaterThanOrEqual, t, lo);
        let lt = self.b.ins().fcmp(FloatCC::LessThan, t, hi);
        let ok = self.b.ins().band(ge, lt);
        let bad = self.b.ins().icmp_imm_s(IntCC::Equal, ok, 0);
        let site = self.site(
            id,
            ExecErrorKind::Undefined,
            "float-to-integer conversion out of range",
        );
        self.guard(bad, site)
    }

    fn resize(&mut self, a: Value, from: &Type, to: &Type, signed: bool) -> R<Value> {
        let fw = width(from).unwrap_or(64);
        let tw = width(to).unwrap_or(64);
        let tty = scalar_ty(to).unwrap_or(ct::I64);
        let fty = scalar_ty(from).unwrap_or(ct::I64);
        let ins = &mut self.b;
        if tw == 1 {
            let n = if fty == ct::I8 {
                a
            } else {
                ins.ins().ireduce(ct::I8, a)
            };
            return Ok(ins.ins().band_imm_s(n, 1));
        }
        let a = if fw == 1 && signed {
            ins.ins().ineg(a)
        } else {
            a
        };
        Ok(match tty.bits().cmp(&fty.bits()) {
            std::cmp::Ordering::Greater if signed => ins.ins().sextend(tty, a),
            std::cmp::Ordering::Greater => ins.ins().uextend(tty, a),
            std::cmp::Ordering::Less => ins.ins().ireduce(tty, a),
            std::cmp::Ordering::Equal => a,
        })
    }

    fn int_bin(&mut self, id: OpId, short: &str, a: Value, b: Value, w: u32) -> R<Value> {
        let i1 = w == 1;
        let r = match short {
            "addi" | "subi" if i1 => self.b.ins().bxor(a, b),
            "muli" if i1 => self.b.ins().band(a, b),
            "andi" => self.b.ins().band(a, b),
            "addi" => self.b.ins().iadd(a, b),
            "subi" => self.b.ins().isub(a, b),
            "muli" => self.b.ins().imul(a, b),
            "ori" => self.b.ins().bor(a, b),
            "xori" => self.b.ins().bxor(a, b),
            "maxsi" if i1 => self.b.ins().umin(a, b),
            "minsi" if i1 => self.b.ins().umax(a, b),
            "maxsi" => self.b.ins().smax(a, b),
            "minsi" => self.b.ins().smin(a, b),
            "maxui" => self.b.ins().umax(a, b),
            "minui" => self.b.ins().umin(a, b),
            _ if i1 => return Err(self.unsupported(id, "on i1 is not supported")),
            "shli" | "shrsi" | "shrui" => {
                let site = self.site(
                    id,
                    ExecErrorKind::Undefined,
                    "shift amount not below the bit width",
                );
                let bad =
                    self.b
                        .ins()
                        .icmp_imm_s(IntCC::UnsignedGreaterThanOrEqual, b, i64::from(w));
                self.guard(bad, site)?;
                match short {
                    "shli" => self.b.ins().ishl(a, b),
                    "shrsi" => self.b.ins().sshr(a, b),
                    _ => self.b.ins().ushr(a, b),
                }
            }
            _ => return self.division(id, short, a, b, w),
        };
        Ok(r)
    }

    fn division(&mut self, id: OpId, short: &str, a: Value, b: Value, w: u32) -> R<Value> {
        let ty = self.b.func.dfg.value_type(a);
        let signed = matches!(short, "divsi" | "remsi" | "ceildivsi" | "floordivsi");
        let zero = self.b.ins().icmp_imm_s(IntCC::Equal, b, 0);
        let z_site = self.site(id, ExecErrorKind::DivisionByZero, "division by zero");
        self.guard(zero, z_site)?;
        let mut bad = zero;
        if signed {
            let min = if w >= 64 {
                i64::MIN
            } else {
                -(1i64 << (w - 1))
            };
            let amin = self.b.ins().icmp_imm_s(IntCC::Equal, a, min);
            let bneg = self.b.ins().icmp_imm_s(IntCC::Equal, b, -1);
            let ovf = self.b.ins().band(amin, bneg);
            if short != "remsi" {
                let o_site = self.site(id, ExecErrorKind::Undefined, "signed division overflow");
                self.guard(ovf, o_site)?;
            }
            bad = self.b.ins().bor(bad, ovf);
        }
        let one = self.b.ins().iconst(ty, 1);
        let bs = self.b.ins().select(bad, one, b);
        Ok(match short {
            "divsi" => self.b.ins().sdiv(a, bs),
            "divui" => self.b.ins().udiv(a, bs),
            "remui" => self.b.ins().urem(a, bs),
            "remsi" => {
                let r = self.b.ins().srem(a, bs);
                // MIN rem -1 is 0.
                let z = self.b.ins().iconst(ty, 0);
                let ovf = self.b.ins().bxor(bad, zero);
                self.b.ins().select(ovf, z, r)
            }
            "ceildivui" => {
                let q = self.b.ins().udiv(a, bs);
                let r = self.b.ins().urem(a, bs);
                let nz = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
                let nz = self.b.ins().uextend(ty, nz);
                let nz = if ty == ct::I8 {
                    self.b.ins().band_imm_s(nz, 1)
                } else {
                    nz
                };
                self.b.ins().iadd(q, nz)
            }
            _ => {
                let q = self.b.ins().sdiv(a, bs);
                let r = self.b.ins().srem(a, bs);
                let rnz = self.b.ins().icmp_imm_s(IntCC::NotEqual, r, 0);
                let rneg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, r, 0);
                let bneg = self.b.ins().icmp_imm_s(IntCC::SignedLessThan, bs, 0);
                let same = self.b.ins().icmp(IntCC::Equal, rneg, bneg);
                if short == "ceildivsi" {
                    let adj = self.b.ins().band(rnz, same);
                    let q1 = self.b.ins().iadd_imm_s(q, 1);
                    self.b.ins().select(adj, q1, q)
                } else {
                    let diff = self.b.ins().bxor_imm_s(same, 1);
                    let adj = self.b.ins().band(rnz, diff);
                    let q1 = self.b.ins().iadd_imm_s(q, -1);
                    self.b.ins().select(adj, q1, q)
                }
            }
        })
    }

    /// Calls the runtime's `rt_<base>_f32/f64`.
    pub(crate) fn libm(&mut self, id: OpId, base: &str, x: &[Value], t: &Type) -> R<Value> {
        let name = match (base, width(t)) {
            (b, Some(32)) => format!("rt_{b}_f32"),
            (b, Some(64)) => format!("rt_{b}_f64"),
            _ => return Err(self.unsupported(id, format!("on type {t}"))),
        };
        let key = self
            .sh
            .rt
            .keys()
            .find(|k| **k == name)
            .copied()
            .ok_or_else(|| self.unsupported(id, "has no runtime implementation"))?;
        let r = self.rt_call(key, x)?;
        r.first().copied().ok_or_else(|| {
            super::JitErrorKind::Backend(format!("runtime function {name} returns nothing"))
        })
    }

    fn math_lane(&mut self, id: OpId, short: &str, x: &[Value], t: &Type) -> R<Value> {
        let a = *x
            .first()
            .ok_or_else(|| self.malformed(id, "has no operand"))?;
        let b = x.get(1).copied();
        let need_b = || b.ok_or_else(|| self.malformed(id, "needs two operands"));
        if short == "absi" {
            return Ok(self.b.ins().iabs(a));
        }
        if !is_float(t) {
            return Err(self.unsupported(id, format!("on type {t} is not supported")));
        }
        Ok(match short {
            "sqrt" => self.b.ins().sqrt(a),
            "rsqrt" => {
                let s = self.b.ins().sqrt(a);
                let one = if width(t) == Some(32) {
                    self.b.ins().f32const(1.0)
                } else {
                    self.b.ins().f64const(1.0)
                };
                self.b.ins().fdiv(one, s)
            }
            "absf" => self.b.ins().fabs(a),
            "floor" => self.b.ins().floor(a),
            "ceil" => self.b.ins().ceil(a),
            "trunc" => self.b.ins().trunc(a),
            "roundeven" => self.b.ins().nearest(a),
            "copysign" => {
                let b = need_b()?;
                self.b.ins().fcopysign(a, b)
            }
            "fma" => {
                let (b, c) = (
                    need_b()?,
                    *x.get(2)
                        .ok_or_else(|| self.malformed(id, "needs 3 operands"))?,
                );
                self.b.ins().fma(a, b, c)
            }
            "powf" => self.libm(id, "pow", &[a, need_b()?], t)?,
            "atan2" => self.libm(id, "atan2", &[a, need_b()?], t)?,
            "exp" | "exp2" | "expm1" | "log" | "log2" | "log10" | "log1p" | "sin" | "cos"
            | "tan" | "tanh" | "sinh" | "cosh" | "atan" | "asin" | "acos" | "round" | "cbrt" => {
                self.libm(id, short, &[a], t)?
            }
            _ => return Err(self.unsupported(id, "is not supported by the JIT")),
        })
    }
}
