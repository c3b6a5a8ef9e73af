//! The tensor ops that appear in the corpus: `tensor.dim`, `tensor.empty`,
//! `tensor.collapse_shape`, `tensor.expand_shape`; plus `ub.poison`.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::{Type, DYNAMIC};

use super::helpers::{as_int_array, i64_array, parse_dynamic_index_list, print_dynamic_index_list};
use super::{op_error, OpDef, Registry, Traits};

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("tensor.dim", parse_dim, print_dim)
            .traits(Traits::PURE)
            .verifier(verify_dim)
            .result_names(|_, _| vec![(0, "dim".to_string())]),
    );
    r.add(
        OpDef::new("tensor.empty", parse_empty, print_empty)
            .traits(Traits::PURE)
            .verifier(verify_empty),
    );
    r.add(
        OpDef::new("tensor.collapse_shape", parse_reshape, print_reshape)
            .traits(Traits::PURE)
            .inherent(&["reassociation"])
            .verifier(verify_reshape)
            .result_names(|_, _| vec![(0, "collapsed".to_string())]),
    );
    r.add(
        OpDef::new("tensor.expand_shape", parse_reshape, print_reshape)
            .traits(Traits::PURE)
            .inherent(&["reassociation", "static_output_shape"])
            .verifier(verify_reshape)
            .result_names(|_, _| vec![(0, "expanded".to_string())]),
    );
    r.add(
        OpDef::new("ub.poison", parse_poison, print_poison)
            .traits(Traits::PURE | Traits::CONSTANT_LIKE)
            .inherent(&["value"]),
    );
}

fn parse_dim(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let idx = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&src, &ty)?);
    st.operands.push(p.resolve_operand(&idx, &Type::Index)?);
    st.result_types.push(Type::Index);
    Ok(())
}

fn print_dim(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[s, i] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operands(&[s, i]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(s).clone());
    Some(())
}

fn verify_dim(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match (o.operands.as_slice(), o.results.as_slice()) {
        ([s, i], [r])
            if matches!(
                m.value_type(*s),
                Type::RankedTensor { .. } | Type::UnrankedTensor(_)
            ) && m.value_type(*i).is_index()
                && m.value_type(*r).is_index() =>
        {
            Ok(())
        }
        _ => Err(op_error(
            m,
            op,
            "expects a tensor and an index operand and an index result",
        )),
    }
}

fn parse_empty(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let sizes = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands_same(&sizes, &Type::Index)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_empty(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write("(");
    p.print_operands(&o.operands);
    p.write(")");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn verify_empty(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(shape) = o.results.first().and_then(|&r| match m.value_type(r) {
        Type::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }) else {
        return Err(op_error(m, op, "result must be a ranked tensor"));
    };
    let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic != o.operands.len() {
        return Err(op_error(
            m,
            op,
            "incorrect number of dynamic sizes, has ".to_string()
                + &format!("{}, expected {dynamic}", o.operands.len()),
        ));
    }
    Ok(())
}

fn parse_reshape(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    let at = p.token().start;
    let reassoc = p.parse_attribute()?;
    if !matches!(reassoc, Attribute::Array(_)) {
        return Err(p.err_at(at, "expected reassociation indices"));
    }
    st.set_prop("reassociation", reassoc);
    let mut dyn_sizes = vec![];
    let expand = st.name == "tensor.expand_shape";
    if expand {
        p.parse_keyword("output_shape")?;
        let (ops, statics) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
        dyn_sizes = ops;
        st.set_prop("static_output_shape", i64_array(&statics));
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let src_ty = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let res_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, &src_ty)?);
    st.operands
        .extend(p.resolve_operands_same(&dyn_sizes, &Type::Index)?);
    st.result_types.push(res_ty);
    Ok(())
}

fn print_reshape(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&src, rest) = o.operands.split_first()?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    p.write(" ");
    p.print_attribute(o.attr("reassociation")?);
    if o.name == "tensor.expand_shape" {
        let statics = as_int_array(o.attr("static_output_shape")?)?;
        p.write(" output_shape ");
        print_dynamic_index_list(p, rest, &statics, "[", "]")?;
    } else if !rest.is_empty() {
        return None;
    }
    p.print_op_attr_dict(op, &["reassociation", "static_output_shape"]);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" into ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn verify_reshape(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (Some(&src), [r]) = (o.operands.first(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects a source operand and one result"));
    };
    let (Some(s), Some(d)) = (m.value_type(src).shape(), m.value_type(*r).shape()) else {
        return Err(op_error(m, op, "expects ranked tensor types"));
    };
    let Some(groups) = o.attr("reassociation").and_then(|a| a.as_array()) else {
        return Err(op_error(
            m,
            op,
            "requires a 'reassociation' array attribute",
        ));
    };
    let (big, small) = if o.name == "tensor.expand_shape" {
        (d, s)
    } else {
        (s, d)
    };
    if groups.len() != small.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "expected {} reassociation groups, found {}",
                small.len(),
                groups.len()
            ),
        ));
    }
    let mut next = 0i128;
    for g in groups {
        let Some(idx) = g.as_array() else {
            return Err(op_error(
                m,
                op,
                "reassociation groups must be arrays of integers",
            ));
        };
        for i in idx {
            if i.as_int() != Some(next) {
                return Err(op_error(
                    m,
                    op,
                    "expected reassociation map to be contiguous and ordered",
                ));
            }
            next += 1;
        }
    }
    if next != big.len() as i128 {
        return Err(op_error(
            m,
            op,
            "reassociation does not cover every dimension",
        ));
    }
    Ok(())
}

const POISON: &str = "#ub.poison";

fn parse_poison(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.at(TokKind::Less) {
        p.bump()?;
        let v = p.parse_attribute()?;
        p.expect(TokKind::Greater, "'>'")?;
        st.set_prop("value", v);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["value"]);
    if st.attr("value").is_none() {
        st.set_prop("value", Attribute::Opaque(POISON.to_string()));
    }
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_poison(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    match o.attr("value") {
        Some(Attribute::Opaque(s)) if s == POISON => {}
        Some(v) => {
            p.write("<");
            p.print_attribute(v);
            p.write(">");
        }
        None => return None,
    }
    p.print_op_attr_dict(op, &["value"]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}
