//! The complex ops that appear in the corpus: `complex.create`, `complex.re`/`im` and the
//! arithmetic `complex.add`/`sub`/`mul`/`div` (with fastmath flags).

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::helpers::parse_optional_fastmath;
use super::{op_error, OpDef, Registry, Traits};

const BINARY: &[&str] = &["complex.add", "complex.sub", "complex.mul", "complex.div"];

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("complex.create", parse_create, print_create)
            .traits(Traits::PURE)
            .verifier(verify_create),
    );
    for n in BINARY {
        r.add(
            OpDef::new(n, parse_binary, print_binary)
                .traits(Traits::PURE)
                .inherent(&["fastmath"])
                .verifier(verify_binary),
        );
    }
    for n in ["complex.re", "complex.im"] {
        r.add(
            OpDef::new(n, parse_part, print_part)
                .traits(Traits::PURE)
                .inherent(&["fastmath"])
                .verifier(verify_part),
        );
    }
}

fn elem(t: &Type) -> Option<&Type> {
    match t {
        Type::Complex(e) => Some(e),
        _ => None,
    }
}

fn parse_create(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let re = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let im = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let ty = p.parse_colon_type()?;
    let Some(e) = elem(&ty).cloned() else {
        return Err(p.err_at(at + 1, "expected complex type"));
    };
    st.operands = p.resolve_operands_same(&[re, im], &e)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_create(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a, b], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let e = elem(m.value_type(r))?;
    if m.value_type(a) != e || m.value_type(b) != e {
        return None;
    }
    p.write(" ");
    p.print_operands(&[a, b]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn verify_create(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match (o.operands.as_slice(), o.results.as_slice()) {
        ([a, b], [r])
            if elem(m.value_type(*r))
                .is_some_and(|e| e == m.value_type(*a) && e == m.value_type(*b)) =>
        {
            Ok(())
        }
        _ => Err(op_error(
            m,
            op,
            "expects real and imaginary operands of the complex element type",
        )),
    }
}

fn print_fastmath(p: &mut Printer<'_>, op: OpId) {
    if let Some(Attribute::Opaque(t)) = p.module().op(op).attr("fastmath") {
        if let Some(body) = t.strip_prefix("#arith.fastmath") {
            if body != "<none>" {
                p.write(" fastmath");
                p.write(body);
            }
        }
    }
}

fn parse_binary(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let b = p.parse_operand()?;
    parse_optional_fastmath(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["fastmath"]);
    if st.attr("fastmath").is_none() {
        st.set_prop("fastmath", super::helpers::fastmath_none());
    }
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands_same(&[a, b], &ty)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_binary(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a, b], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let t = m.value_type(r);
    if m.value_type(a) != t || m.value_type(b) != t {
        return None;
    }
    p.write(" ");
    p.print_operands(&[a, b]);
    print_fastmath(p, op);
    p.print_op_attr_dict(op, &["fastmath"]);
    p.write(" : ");
    p.print_type(&t.clone());
    Some(())
}

fn verify_binary(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match (o.operands.as_slice(), o.results.as_slice()) {
        ([a, b], [r])
            if m.value_type(*a) == m.value_type(*r)
                && m.value_type(*b) == m.value_type(*r)
                && elem(m.value_type(*r)).is_some() =>
        {
            Ok(())
        }
        _ => Err(op_error(
            m,
            op,
            "requires the same complex type for all operands and results",
        )),
    }
}

fn parse_part(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let c = p.parse_operand()?;
    parse_optional_fastmath(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["fastmath"]);
    if st.attr("fastmath").is_none() {
        st.set_prop("fastmath", super::helpers::fastmath_none());
    }
    let at = p.token().start;
    let ty = p.parse_colon_type()?;
    let Some(e) = elem(&ty).cloned() else {
        return Err(p.err_at(at + 1, "expected complex type"));
    };
    st.operands.push(p.resolve_operand(&c, &ty)?);
    st.result_types.push(e);
    Ok(())
}

fn print_part(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[c] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(c);
    print_fastmath(p, op);
    p.print_op_attr_dict(op, &["fastmath"]);
    p.write(" : ");
    p.print_type(&m.value_type(c).clone());
    Some(())
}

fn verify_part(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match (o.operands.as_slice(), o.results.as_slice()) {
        ([c], [r]) if elem(m.value_type(*c)) == Some(m.value_type(*r)) => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "expects a complex operand and a result of its element type",
        )),
    }
}
