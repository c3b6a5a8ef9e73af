//! The math dialect: elementwise float functions (with `fastmath` flags), integer bit counting
//! and powers, `fma`, and the float classification predicates; on scalars, vectors and tensors.
//!
//! Custom forms, as mlir-opt prints them:
//! `math.sqrt %x fastmath<fast> : f32`, `math.powf %x, %y : f64`, `math.fma %a, %b, %c : f32`,
//! `math.fpowi %x, %n : f64, i32`, `math.ctlz %a : i32`, `math.isnan %x : f32` (result `i1`).

use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::helpers::{
    default_fastmath, is_float_like, is_int_like, parse_optional_fastmath, print_fastmath,
    verify_fastmath,
};
use super::{op_error, OpDef, Registry, Traits};

/// Float functions of one operand.
const UNARY_FLOAT: &[&str] = &[
    "sqrt",
    "rsqrt",
    "exp",
    "exp2",
    "expm1",
    "log",
    "log2",
    "log10",
    "log1p",
    "sin",
    "cos",
    "tan",
    "tanh",
    "asin",
    "acos",
    "atan",
    "sinh",
    "cosh",
    "asinh",
    "acosh",
    "atanh",
    "erf",
    "erfc",
    "absf",
    "ceil",
    "floor",
    "round",
    "roundeven",
    "trunc",
    "cbrt",
];
/// Float functions of two operands.
const BINARY_FLOAT: &[&str] = &["powf", "atan2", "copysign"];
/// Integer functions of one operand (no fastmath).
const UNARY_INT: &[&str] = &["absi", "ctlz", "cttz", "ctpop"];
/// Float classification predicates (result `i1`-like).
const CLASSIFY: &[&str] = &["isnan", "isinf", "isfinite", "isnormal"];

/// Which operand/type pattern an op follows.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    UnaryFloat,
    BinaryFloat,
    UnaryInt,
    BinaryInt,
    Fma,
    Fpowi,
    Classify,
}

fn kind(name: &str) -> Option<Kind> {
    let n = name.strip_prefix("math.")?;
    Some(if UNARY_FLOAT.contains(&n) {
        Kind::UnaryFloat
    } else if BINARY_FLOAT.contains(&n) {
        Kind::BinaryFloat
    } else if UNARY_INT.contains(&n) {
        Kind::UnaryInt
    } else if CLASSIFY.contains(&n) {
        Kind::Classify
    } else {
        match n {
            "ipowi" => Kind::BinaryInt,
            "fma" => Kind::Fma,
            "fpowi" => Kind::Fpowi,
            _ => return None,
        }
    })
}

fn arity(k: Kind) -> usize {
    match k {
        Kind::UnaryFloat | Kind::UnaryInt | Kind::Classify => 1,
        Kind::BinaryFloat | Kind::BinaryInt | Kind::Fpowi => 2,
        Kind::Fma => 3,
    }
}

fn has_fastmath(k: Kind) -> bool {
    !matches!(k, Kind::UnaryInt | Kind::BinaryInt)
}

fn leak(s: String) -> &'static str {
    Box::leak(s.into_boxed_str())
}

pub(crate) fn register(r: &mut Registry) {
    let all = UNARY_FLOAT
        .iter()
        .chain(BINARY_FLOAT)
        .chain(UNARY_INT)
        .chain(CLASSIFY)
        .chain(&["ipowi", "fma", "fpowi"]);
    for n in all {
        let name = leak(format!("math.{n}"));
        let inherent: &'static [&'static str] = if kind(name).is_some_and(has_fastmath) {
            &["fastmath"]
        } else {
            &[]
        };
        r.add(
            OpDef::new(name, parse, print)
                .traits(Traits::PURE)
                .inherent(inherent)
                .verifier(verify),
        );
    }
}

/// `i1` with the shape of `t`.
fn bool_like(t: &Type) -> Type {
    t.with_element_type(Type::i1())
}

fn parse(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let Some(k) = kind(&st.name) else {
        return Err(p.err("unknown math operation"));
    };
    let mut uses = vec![p.parse_operand()?];
    for _ in 1..arity(k) {
        p.expect(TokKind::Comma, "','")?;
        uses.push(p.parse_operand()?);
    }
    if has_fastmath(k) {
        parse_optional_fastmath(p, st)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if has_fastmath(k) {
        super::move_inherent_to_props(st, &["fastmath"]);
        default_fastmath(st);
    }
    let at = p.token().start;
    let t = p.parse_colon_type()?;
    match k {
        Kind::Fpowi => {
            p.expect(TokKind::Comma, "','")?;
            let t2 = p.parse_type()?;
            st.operands = p.resolve_operands(&uses, &[t.clone(), t2], at)?;
            st.result_types.push(t);
        }
        Kind::Classify => {
            st.operands = p.resolve_operands_same(&uses, &t)?;
            st.result_types.push(bool_like(&t));
        }
        _ => {
            st.operands = p.resolve_operands_same(&uses, &t)?;
            st.result_types.push(t);
        }
    }
    Ok(())
}

fn print(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let k = kind(&o.name)?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    if o.operands.len() != arity(k) {
        return None;
    }
    let t0 = m.value_type(*o.operands.first()?).clone();
    let rt = m.value_type(r);
    match k {
        Kind::Fpowi => {
            if *rt != t0 {
                return None;
            }
        }
        Kind::Classify => {
            if *rt != bool_like(&t0) {
                return None;
            }
        }
        _ => {
            if o.operands.iter().any(|&v| *m.value_type(v) != t0) || *rt != t0 {
                return None;
            }
        }
    }
    p.write(" ");
    p.print_operands(&o.operands);
    let elided = if has_fastmath(k) {
        print_fastmath(p, op)
    } else {
        &[]
    };
    p.print_op_attr_dict(op, elided);
    p.write(" : ");
    p.print_type(&t0);
    if k == Kind::Fpowi {
        p.write(", ");
        p.print_type(&m.value_type(*o.operands.get(1)?).clone());
    }
    Some(())
}

fn verify(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(k) = kind(&o.name) else {
        return Ok(());
    };
    let n = arity(k);
    if o.operands.len() != n {
        let msg = if n == 1 {
            "requires a single operand".to_string()
        } else {
            format!("expected {n} operands, but found {}", o.operands.len())
        };
        return Err(op_error(m, op, msg));
    }
    if o.results.len() != 1 {
        return Err(op_error(m, op, "requires one result"));
    }
    verify_fastmath(m, op)?;
    let t0 = m.value_type(o.operands[0]);
    let rt = m.value_type(o.results[0]);
    let float_operand = |t: &Type, i: usize| -> Result<()> {
        if is_float_like(t) {
            Ok(())
        } else {
            Err(op_error(
                m,
                op,
                format!("operand #{i} must be floating-point-like, but got '{t}'"),
            ))
        }
    };
    let int_operand = |t: &Type, i: usize| -> Result<()> {
        if is_int_like(t) {
            Ok(())
        } else {
            Err(op_error(
                m,
                op,
                format!("operand #{i} must be signless-integer-like, but got '{t}'"),
            ))
        }
    };
    match k {
        Kind::UnaryFloat | Kind::BinaryFloat | Kind::Fma | Kind::UnaryInt | Kind::BinaryInt => {
            for (i, &v) in o.operands.iter().enumerate() {
                let t = m.value_type(v);
                if matches!(k, Kind::UnaryInt | Kind::BinaryInt) {
                    int_operand(t, i)?;
                } else {
                    float_operand(t, i)?;
                }
            }
            if o.operands.iter().any(|&v| m.value_type(v) != t0) || rt != t0 {
                return Err(op_error(
                    m,
                    op,
                    "requires the same type for all operands and results",
                ));
            }
        }
        Kind::Fpowi => {
            float_operand(t0, 0)?;
            let t1 = m.value_type(o.operands[1]);
            int_operand(t1, 1)?;
            if t0.shape() != t1.shape()
                || t0.with_element_type(Type::i1()) != t1.with_element_type(Type::i1())
            {
                return Err(op_error(
                    m,
                    op,
                    "requires the same shape for all operands and results",
                ));
            }
            if rt != t0 {
                return Err(op_error(
                    m,
                    op,
                    "failed to verify that result type matches the type of operand #0",
                ));
            }
        }
        Kind::Classify => {
            float_operand(t0, 0)?;
            if *rt.element_type_or_self() != Type::i1() {
                return Err(op_error(
                    m,
                    op,
                    format!("result #0 must be bool-like, but got '{rt}'"),
                ));
            }
            if *rt != bool_like(t0) {
                return Err(op_error(m, op, "failed to verify that result type has i1 element type and same shape as operands"));
            }
        }
    }
    Ok(())
}
