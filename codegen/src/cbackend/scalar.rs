//! arith and math operations on scalars, with the interpreter's semantics: integers held
//! sign-extended in `int64_t` and computed with wrap-around in `uint64_t`, faults for
//! division by zero, signed overflow, shift ranges and out-of-range float-to-integer casts.

use tessera_ir::attrs::FloatValue;
use tessera_ir::{Attribute, OpId, Type};

use super::emit::{cty, int_width, lit, R};
use super::func::Fx;
use crate::value::ExecErrorKind;

fn fsuffix(t: &Type) -> Option<&'static str> {
    match cty(t)? {
        "double" => Some("d"),
        "float" => Some("f"),
        _ => None,
    }
}

/// The C name of libm function `f` for type suffix `s` (`d`: double, `f`: float).
fn libm(f: &str, s: &str) -> String {
    if s == "f" {
        format!("{f}f")
    } else {
        f.to_string()
    }
}

impl<'u, 'm> Fx<'u, 'm> {
    /// An arith or math operation.
    pub fn scalar_op(&mut self, op: OpId, short: &str, is_math: bool) -> R<()> {
        let m = self.u.m;
        let o = m.op(op);
        let rt = self.u.m.value_type(self.result_id(op, 0)?).clone();
        let is_vec = |t: &Type| matches!(t, Type::Vector { .. });
        if self.lane.is_none()
            && (is_vec(&rt) || o.operands.iter().any(|&v| is_vec(m.value_type(v))))
        {
            return self.vector_arith(op, short, is_math);
        }
        // In a lane loop: the lanes' scalar types.
        let rt = rt.element_type_or_self().clone();
        if cty(&rt).is_none() {
            return Err(self.unsupported(op, format!("on type {rt}")));
        }
        if short == "constant" && !is_math {
            return self.constant(op, &rt);
        }
        for &v in &o.operands {
            let t = m.value_type(v).element_type_or_self();
            if cty(t).is_none() {
                return Err(self.unsupported(op, format!("on type {t}")));
            }
        }
        let a = self.operand(op, 0).unwrap_or_default();
        let b = self.operand(op, 1).unwrap_or_default();
        let in_t = match o.operands.first() {
            Some(&v) => m.value_type(v).element_type_or_self().clone(),
            None => rt.clone(),
        };
        if let Some(w) = int_width(&rt).filter(|_| !is_math) {
            if let Some(e) = self.int_op(op, short, &a, &b, w)? {
                return self.def(op, 0, &e);
            }
        }
        if let Some(s) = fsuffix(&rt) {
            if let Some(e) = self.float_op(op, short, is_math, s)? {
                return self.def(op, 0, &e);
            }
        }
        let e = match short {
            "cmpi" => {
                let w = int_width(&in_t).ok_or_else(|| self.malformed(op, "cmpi operand"))?;
                let p = self.predicate(op)?;
                let (ua, ub) = (
                    format!("tess_zext({a}, {w})"),
                    format!("tess_zext({b}, {w})"),
                );
                let c = match p {
                    0 => format!("{a} == {b}"),
                    1 => format!("{a} != {b}"),
                    2 => format!("{a} < {b}"),
                    3 => format!("{a} <= {b}"),
                    4 => format!("{a} > {b}"),
                    5 => format!("{a} >= {b}"),
                    6 => format!("{ua} < {ub}"),
                    7 => format!("{ua} <= {ub}"),
                    8 => format!("{ua} > {ub}"),
                    _ => format!("{ua} >= {ub}"),
                };
                format!("-(int64_t)({c})")
            }
            "cmpf" => {
                let p = self.predicate(op)?;
                let uno = format!("({a} != {a} || {b} != {b})");
                let c = match p {
                    0 => "0".to_string(),
                    1 => format!("!{uno} && {a} == {b}"),
                    2 => format!("!{uno} && {a} > {b}"),
                    3 => format!("!{uno} && {a} >= {b}"),
                    4 => format!("!{uno} && {a} < {b}"),
                    5 => format!("!{uno} && {a} <= {b}"),
                    6 => format!("!{uno} && {a} != {b}"),
                    7 => format!("!{uno}"),
                    8 => format!("{uno} || {a} == {b}"),
                    9 => format!("{uno} || {a} > {b}"),
                    10 => format!("{uno} || {a} >= {b}"),
                    11 => format!("{uno} || {a} < {b}"),
                    12 => format!("{uno} || {a} <= {b}"),
                    13 => format!("{uno} || {a} != {b}"),
                    14 => uno,
                    _ => "1".to_string(),
                };
                format!("-(int64_t)({c})")
            }
            "select" => {
                let c2 = self.operand(op, 2)?;
                format!("{a} ? {b} : {c2}")
            }
            _ => return self.cast(op, short, &a, &in_t, &rt),
        };
        self.def(op, 0, &e)
    }

    fn predicate(&self, op: OpId) -> R<i128> {
        self.u
            .m
            .op(op)
            .attr("predicate")
            .and_then(|a| a.as_int())
            .ok_or_else(|| self.malformed(op, "has no predicate"))
    }

    fn constant(&mut self, op: OpId, rt: &Type) -> R<()> {
        let a = self
            .u
            .m
            .op(op)
            .attr("value")
            .ok_or_else(|| self.malformed(op, "has no value"))?;
        let e = match (a, fsuffix(rt), int_width(rt)) {
            (Attribute::Bool(x), _, _) => lit(if *x { -1 } else { 0 }),
            (Attribute::Integer { value, .. }, _, Some(w)) => {
                let v = *value as i64;
                lit(if w >= 64 {
                    v
                } else {
                    (v << (64 - w)) >> (64 - w)
                })
            }
            (
                Attribute::Float {
                    value: FloatValue::Bits(b),
                    ..
                },
                Some(s),
                _,
            ) => {
                format!("tess_bits{s}({})", lit(*b as u64 as i64))
            }
            _ => return Err(self.unsupported(op, format!("constant {a:?}"))),
        };
        self.def(op, 0, &e)
    }

    /// An integer operation; `None` if `short` is not one.
    fn int_op(&mut self, op: OpId, short: &str, a: &str, b: &str, w: u32) -> R<Option<String>> {
        let wrap = |e: String| {
            if w >= 64 {
                format!("(int64_t)({e})")
            } else {
                format!("tess_sext({e}, {w})")
            }
        };
        let (ua, ub) = (
            format!("tess_zext({a}, {w})"),
            format!("tess_zext({b}, {w})"),
        );
        let sdiv = matches!(short, "divsi" | "remsi" | "floordivsi" | "ceildivsi");
        let udiv = matches!(short, "divui" | "remui" | "ceildivui");
        if sdiv || udiv {
            let s = self
                .u
                .site(op, ExecErrorKind::DivisionByZero, "division by zero", false);
            self.fail_if(&format!("{b} == 0"), s, &[]);
        }
        if sdiv {
            let s = self.u.site(
                op,
                ExecErrorKind::Undefined,
                "signed division overflow",
                false,
            );
            self.fail_if(&format!("{a} == tess_min_of({w}) && {b} == -1"), s, &[]);
        }
        if matches!(short, "shli" | "shrsi" | "shrui") {
            let s = self.u.site(
                op,
                ExecErrorKind::Undefined,
                "shift amount not below the bit width",
                false,
            );
            self.fail_if(&format!("{ub} >= {w}"), s, &[]);
        }
        Some(match short {
            "addi" => wrap(format!("(uint64_t){a} + (uint64_t){b}")),
            "subi" => wrap(format!("(uint64_t){a} - (uint64_t){b}")),
            "muli" => wrap(format!("(uint64_t){a} * (uint64_t){b}")),
            "divsi" => format!("{a} / {b}"),
            "remsi" => format!("{a} % {b}"),
            "floordivsi" => format!("tess_floordiv({a}, {b})"),
            "ceildivsi" => format!("tess_ceildiv({a}, {b})"),
            "divui" => wrap(format!("{ua} / {ub}")),
            "remui" => wrap(format!("{ua} % {ub}")),
            "ceildivui" => wrap(format!("{ua} / {ub} + ({ua} % {ub} != 0)")),
            "andi" => format!("{a} & {b}"),
            "ori" => format!("{a} | {b}"),
            "xori" => format!("{a} ^ {b}"),
            "shli" => wrap(format!("(uint64_t){a} << {ub}")),
            "shrsi" => format!("{a} >> {ub}"),
            "shrui" => wrap(format!("{ua} >> {ub}")),
            "maxsi" => format!("{a} > {b} ? {a} : {b}"),
            "minsi" => format!("{a} < {b} ? {a} : {b}"),
            "maxui" => format!("{ua} >= {ub} ? {a} : {b}"),
            "minui" => format!("{ua} <= {ub} ? {a} : {b}"),
            _ => return Ok(None),
        })
        .map_or(Ok(None), |e| Ok(Some(e)))
    }

    /// A float operation; `None` if `short` is not one.
    fn float_op(&mut self, op: OpId, short: &str, is_math: bool, s: &str) -> R<Option<String>> {
        let a = self.operand(op, 0).unwrap_or_default();
        let b = self.operand(op, 1).unwrap_or_default();
        if !is_math {
            return Ok(Some(match short {
                "addf" => format!("{a} + {b}"),
                "subf" => format!("{a} - {b}"),
                "mulf" => format!("{a} * {b}"),
                "divf" => format!("{a} / {b}"),
                "remf" => format!("{}({a}, {b})", libm("fmod", s)),
                "negf" => format!("-{a}"),
                "maximumf" => format!("tess_maximum{s}({a}, {b})"),
                "minimumf" => format!("tess_minimum{s}({a}, {b})"),
                "maxnumf" => format!("tess_maxnum{s}({a}, {b})"),
                "minnumf" => format!("tess_minnum{s}({a}, {b})"),
                _ => return Ok(None),
            }));
        }
        let un = |f: &str| format!("{}({a})", libm(f, s));
        Ok(Some(match short {
            "powf" => format!("{}({a}, {b})", libm("pow", s)),
            "atan2" => format!("{}({a}, {b})", libm("atan2", s)),
            "copysign" => format!("{}({a}, {b})", libm("copysign", s)),
            "fma" => {
                let c = self.operand(op, 2)?;
                format!("{}({a}, {b}, {c})", libm("fma", s))
            }
            "rsqrt" => format!("tess_rsqrt{s}({a})"),
            "absf" => un("fabs"),
            "roundeven" => un("rint"),
            "sqrt" | "exp" | "exp2" | "expm1" | "log" | "log2" | "log10" | "log1p" | "sin"
            | "cos" | "tan" | "tanh" | "sinh" | "cosh" | "atan" | "asin" | "acos" | "floor"
            | "ceil" | "round" | "trunc" | "cbrt" => un(short),
            _ => return Ok(None),
        }))
    }

    fn cast(&mut self, op: OpId, short: &str, a: &str, from: &Type, to: &Type) -> R<()> {
        let (fw, tw) = (int_width(from), int_width(to));
        let (fs, ts) = (fsuffix(from), fsuffix(to));
        let tc = cty(to).unwrap_or("int64_t");
        let e = match (short, fw, tw, fs, ts) {
            ("extsi" | "trunci" | "index_cast", Some(_), Some(t), _, _) => {
                format!("tess_sext((uint64_t){a}, {t})")
            }
            ("extui" | "index_castui", Some(f), Some(t), _, _) => {
                format!("tess_sext(tess_zext({a}, {f}), {t})")
            }
            ("sitofp", Some(_), _, _, Some(_)) => format!("({tc}){a}"),
            ("uitofp", Some(f), _, _, Some(_)) => format!("({tc})tess_zext({a}, {f})"),
            ("extf" | "truncf", _, _, Some(_), Some(_)) => format!("({tc}){a}"),
            ("fptosi" | "fptoui", _, Some(t), Some(_), _) => {
                let k = self.fresh();
                let x = format!("ft{k}_");
                self.line(&format!("const double {x} = trunc((double){a});"));
                let (lo, hi) = if short == "fptosi" {
                    let h = if t >= 64 {
                        "9223372036854775808.0".to_string()
                    } else {
                        format!("{}.0", 1u64 << (t - 1))
                    };
                    (format!("-{h}"), h)
                } else {
                    let h = if t >= 64 {
                        "18446744073709551616.0".to_string()
                    } else {
                        format!("{}.0", 1u64 << t)
                    };
                    ("0.0".to_string(), h)
                };
                let s = self.u.site(
                    op,
                    ExecErrorKind::Undefined,
                    "float-to-integer conversion out of range",
                    false,
                );
                self.fail_if(&format!("{x} != {x} || {x} < {lo} || {x} >= {hi}"), s, &[]);
                if short == "fptosi" {
                    format!("tess_sext((uint64_t)(int64_t){x}, {t})")
                } else {
                    format!("tess_sext((uint64_t){x}, {t})")
                }
            }
            ("bitcast", Some(_), _, _, Some(s)) => format!("tess_bits{s}({a})"),
            ("bitcast", _, Some(t), Some("d"), _) => {
                format!("tess_sext((uint64_t)tess_dbits({a}), {t})")
            }
            ("bitcast", _, Some(t), Some("f"), _) => {
                format!("tess_sext((uint64_t)tess_fbits({a}), {t})")
            }
            ("bitcast", Some(_), Some(t), _, _) => format!("tess_sext((uint64_t){a}, {t})"),
            ("bitcast", _, _, Some(_), Some(_)) => a.to_string(),
            _ => return Err(self.unsupported(op, "is not supported by the C backend".to_string())),
        };
        self.def(op, 0, &e)
    }
}
