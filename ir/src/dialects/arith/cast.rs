//! arith casts (`extsi`, `trunci`, `extf`, `truncf`, `sitofp`, `index_cast`, `bitcast`, ...) and
//! the extended arithmetic ops (`addui_extended`, `mulsi_extended`, `mului_extended`).

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::super::{move_inherent_to_props, op_error};
use super::{
    default_flags, flag_elided, is_int_like, parse_optional_fastmath, parse_optional_overflow,
    print_flags, short, ROUNDING,
};

// ----- casts ---------------------------------------------------------------------------------

pub(super) fn parse_cast(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let x = p.parse_operand()?;
    let n = short(&st.name).to_string();
    match n.as_str() {
        "trunci" => {
            parse_optional_overflow(p, st)?;
        }
        "extf" => {
            parse_optional_fastmath(p, st)?;
        }
        "truncf" => {
            if let Some(rm) = p.parse_optional_keyword_of(ROUNDING)? {
                let idx = ROUNDING.iter().position(|x| *x == rm).unwrap_or(0);
                st.set_prop(
                    "roundingmode",
                    Attribute::Integer {
                        value: idx as i128,
                        ty: Type::int(32),
                    },
                );
            }
            parse_optional_fastmath(p, st)?;
        }
        _ => {}
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["overflowFlags", "fastmath", "roundingmode"]);
    default_flags(&n, st);
    let in_ty = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let out_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&x, &in_ty)?);
    st.result_types.push(out_ty);
    Ok(())
}

pub(super) fn print_cast(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(a);
    let mut el = flag_elided(o);
    if o.name == "arith.truncf" {
        if let Some(v) = o.attr("roundingmode") {
            let idx = usize::try_from(v.as_int()?).ok()?;
            p.write(" ");
            p.write(ROUNDING.get(idx)?);
            el.push("roundingmode");
        }
    }
    print_flags(p, op);
    p.print_op_attr_dict(op, &el);
    p.write(" : ");
    p.print_type(&m.value_type(a).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn verify_cast(m: &Module, op: OpId) -> Result<()> {
    super::verify_flags(m, op)?;
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expected 1 operand and 1 result"));
    };
    let (ti, to) = (m.value_type(a), m.value_type(r));
    let shape_ok = match (ti.element_type(), to.element_type()) {
        (None, None) => true,
        (Some(_), Some(_)) => {
            ti.shape() == to.shape() && std::mem::discriminant(ti) == std::mem::discriminant(to)
        }
        _ => false,
    };
    if !shape_ok {
        return Err(op_error(
            m,
            op,
            format!("operand type '{ti}' and result type '{to}' are cast incompatible"),
        ));
    }
    let (ei, eo) = (ti.element_type_or_self(), to.element_type_or_self());
    let (wi, wo) = (
        ei.int_or_float_width().unwrap_or(0),
        eo.int_or_float_width().unwrap_or(0),
    );
    let int = |t: &Type| t.is_signless_integer();
    let n = short(&o.name);
    let ok = match n {
        "extsi" | "extui" => int(ei) && int(eo) && wo > wi,
        "trunci" => int(ei) && int(eo) && wo < wi,
        "extf" => ei.is_float() && eo.is_float() && wo > wi,
        "truncf" => ei.is_float() && eo.is_float() && wo < wi,
        "sitofp" | "uitofp" => int(ei) && eo.is_float(),
        "fptosi" | "fptoui" => ei.is_float() && int(eo),
        "index_cast" | "index_castui" => (ei.is_index() && int(eo)) || (int(ei) && eo.is_index()),
        "bitcast" => wi == wo && wi != 0 && !ei.is_index() && !eo.is_index(),
        _ => true,
    };
    if !ok {
        return Err(op_error(
            m,
            op,
            format!("operand type '{ti}' and result type '{to}' are cast incompatible"),
        ));
    }
    Ok(())
}

// ----- extended arithmetic -------------------------------------------------------------------

pub(super) fn parse_extended(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let lhs = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let rhs = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let tys = p.parse_colon_type_list()?;
    let ty = tys
        .first()
        .cloned()
        .ok_or_else(|| p.err_at(at, "expected type"))?;
    st.operands = p.resolve_operands_same(&[lhs, rhs], &ty)?;
    if st.name == "arith.addui_extended" {
        let [_, ov] = tys.as_slice() else {
            return Err(p.err_at(at, "expected two types: sum and overflow"));
        };
        st.result_types = vec![ty.clone(), ov.clone()];
    } else {
        if tys.len() != 1 {
            return Err(p.err_at(at, "expected one type"));
        }
        st.result_types = vec![ty.clone(), ty];
    }
    Ok(())
}

pub(super) fn print_extended(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a, b], &[r0, r1]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    if m.value_type(a) != m.value_type(r0) || m.value_type(b) != m.value_type(r0) {
        return None;
    }
    let is_add = o.name == "arith.addui_extended";
    if !is_add && m.value_type(r1) != m.value_type(r0) {
        return None;
    }
    p.write(" ");
    p.print_operands(&[a, b]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(r0).clone());
    if is_add {
        p.write(", ");
        p.print_type(&m.value_type(r1).clone());
    }
    Some(())
}

pub(super) fn verify_extended(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[a, b], &[r0, r1]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expected 2 operands and 2 results"));
    };
    let t = m.value_type(r0);
    if m.value_type(a) != t || m.value_type(b) != t || !is_int_like(t) {
        return Err(op_error(
            m,
            op,
            "operands and first result must have the same signless integer type",
        ));
    }
    let want1 = if o.name == "arith.addui_extended" {
        t.with_element_type(Type::i1())
    } else {
        t.clone()
    };
    if *m.value_type(r1) != want1 {
        return Err(op_error(
            m,
            op,
            format!("second result must have type '{want1}'"),
        ));
    }
    Ok(())
}

pub(super) fn extended_names(m: &Module, op: OpId) -> Vec<(usize, String)> {
    if m.op(op).name == "arith.addui_extended" {
        vec![(0, "sum".into()), (1, "overflow".into())]
    } else {
        vec![(0, "low".into()), (1, "high".into())]
    }
}
