//! `vector.shuffle`, `vector.interleave`, `vector.deinterleave`, `vector.vscale`,
//! `vector.expandload`, `vector.compressstore`.

use crate::attrs::{Attribute, ElemValue};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{as_int_array, types_of};
use super::super::{op_error, OpDef, Registry, Traits};

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("vector.shuffle", parse_shuffle, print_shuffle)
            .traits(Traits::PURE)
            .inherent(&["mask"])
            .verifier(verify_shuffle),
    );
    r.add(
        OpDef::new("vector.interleave", parse_interleave, print_interleave)
            .traits(Traits::PURE)
            .verifier(verify_interleave),
    );
    r.add(
        OpDef::new(
            "vector.deinterleave",
            parse_deinterleave,
            print_deinterleave,
        )
        .traits(Traits::PURE)
        .verifier(verify_deinterleave)
        .result_names(|_, _| vec![(0, "res1".into()), (1, "res2".into())]),
    );
    r.add(
        OpDef::new("vector.vscale", parse_vscale, print_vscale)
            .traits(Traits::PURE)
            .result_names(|_, _| vec![(0, "vscale".into())]),
    );
    r.add(OpDef::new(
        "vector.expandload",
        parse_expandload,
        print_masked_mem,
    ));
    r.add(OpDef::new(
        "vector.compressstore",
        parse_compressstore,
        print_masked_mem,
    ));
}

fn vec_parts(t: &Type) -> Option<(&[i64], &[bool], &Type)> {
    match t {
        Type::Vector {
            shape,
            scalable,
            elem,
        } => Some((shape, scalable, elem)),
        _ => None,
    }
}

fn parse_shuffle(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let b = p.parse_operand()?;
    let mask = super::super::helpers::parse_int_list(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let ta = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let tb = p.parse_type()?;
    // The result: one element per mask entry, of the operands' trailing shape (a 0-d operand
    // counts as one element).
    let (elem, trailing) = match &ta {
        Type::Vector { shape, elem, .. } => (
            (**elem).clone(),
            shape.get(1..).map(<[i64]>::to_vec).unwrap_or_default(),
        ),
        _ => return Err(p.err_at(at, "expected a vector type")),
    };
    let mut shape = vec![mask.len() as i64];
    shape.extend(trailing);
    let n = shape.len();
    st.set_prop(
        "mask",
        Attribute::DenseArray {
            elem: Type::int(64),
            values: mask.into_iter().map(|v| ElemValue::Int(v.into())).collect(),
        },
    );
    st.operands.push(p.resolve_operand(&a, &ta)?);
    st.operands.push(p.resolve_operand(&b, &tb)?);
    st.result_types.push(Type::Vector {
        shape,
        scalable: vec![false; n],
        elem: Box::new(elem),
    });
    Ok(())
}

fn print_shuffle(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[a, b] = o.operands.as_slice() else {
        return None;
    };
    let mask = as_int_array(o.attr("mask")?)?;
    p.write(" ");
    p.print_operands(&[a, b]);
    let s: Vec<String> = mask.iter().map(i64::to_string).collect();
    p.write(&format!(" [{}]", s.join(", ")));
    p.print_op_attr_dict(op, &["mask"]);
    p.write(" : ");
    p.print_type(m.value_type(a));
    p.write(", ");
    p.print_type(m.value_type(b));
    Some(())
}

fn verify_shuffle(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (Some(&a), Some(&b), Some(&r)) = (o.operands.first(), o.operands.get(1), o.results.first())
    else {
        return Err(op_error(m, op, "expects two operands and one result"));
    };
    let (Some((sa, ka, ea)), Some((sb, _, eb))) =
        (vec_parts(m.value_type(a)), vec_parts(m.value_type(b)))
    else {
        return Err(op_error(m, op, "expects vector operands"));
    };
    if ka.iter().any(|&k| k) {
        return Err(op_error(m, op, "operand #0 must be a fixed-length vector"));
    }
    if ea != eb || sa.len() != sb.len() || sa.get(1..) != sb.get(1..) {
        return Err(op_error(m, op, "dimension mismatch"));
    }
    let mask = o
        .attr("mask")
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'mask'"))?;
    let total = sa.first().copied().unwrap_or(1) + sb.first().copied().unwrap_or(1);
    if let Some((i, _)) = mask
        .iter()
        .enumerate()
        .find(|(_, &v)| v != -1 && !(0..total).contains(&v))
    {
        return Err(op_error(
            m,
            op,
            format!("mask index #{} out of range", i + 1),
        ));
    }
    if vec_parts(m.value_type(r)).map(|(s, _, _)| s.first().copied())
        != Some(Some(mask.len() as i64))
    {
        return Err(op_error(m, op, "mask length mismatch"));
    }
    Ok(())
}

/// `%a, %b : vector<4xf32> -> vector<8xf32>`
fn parse_interleave(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let b = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.expect(TokKind::Arrow, "'->'")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve_operand(&a, &t)?);
    st.operands.push(p.resolve_operand(&b, &t)?);
    st.result_types.push(r);
    Ok(())
}

fn print_interleave(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[a, b] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operands(&[a, b]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(a));
    p.write(" -> ");
    p.print_type(m.value_type(*o.results.first()?));
    Some(())
}

/// The trailing dimension doubled (`wide = true`) or halved; `None` if not a vector or odd.
fn scale_trailing(t: &Type, wide: bool) -> Option<Type> {
    let (shape, scalable, elem) = vec_parts(t)?;
    if shape.is_empty() && wide {
        // Two 0-d vectors interleave into `vector<2xT>`.
        return Some(Type::Vector {
            shape: vec![2],
            scalable: vec![false],
            elem: Box::new(elem.clone()),
        });
    }
    let mut s = shape.to_vec();
    let last = s.last_mut()?;
    if wide {
        *last *= 2;
    } else {
        if *last % 2 != 0 {
            return None;
        }
        *last /= 2;
    }
    Some(Type::Vector {
        shape: s,
        scalable: scalable.to_vec(),
        elem: Box::new(elem.clone()),
    })
}

fn verify_interleave(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (Some(&a), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return Err(op_error(m, op, "expects two operands and one result"));
    };
    if scale_trailing(m.value_type(a), true).as_ref() != Some(m.value_type(r)) {
        return Err(op_error(
            m,
            op,
            "failed to verify that type of 'result' is double the width of the inputs",
        ));
    }
    Ok(())
}

/// `%v : vector<8xf32> -> vector<4xf32>`
fn parse_deinterleave(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.expect(TokKind::Arrow, "'->'")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, &t)?);
    st.result_types.push(r.clone());
    st.result_types.push(r);
    Ok(())
}

fn print_deinterleave(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[v] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(v);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(v));
    p.write(" -> ");
    p.print_type(m.value_type(*o.results.first()?));
    Some(())
}

fn verify_deinterleave(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (Some(&v), [r1, r2]) = (o.operands.first(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects one operand and two results"));
    };
    let half = scale_trailing(m.value_type(v), false);
    if half.as_ref() != Some(m.value_type(*r1)) || m.value_type(*r1) != m.value_type(*r2) {
        return Err(op_error(
            m,
            op,
            "failed to verify that the trailing dimension of the results is half the width of source trailing dimension",
        ));
    }
    Ok(())
}

fn parse_vscale(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types.push(Type::Index);
    Ok(())
}

fn print_vscale(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    p.print_op_attr_dict(op, &[]);
    Some(())
}

/// `%base[%i, ...], %mask, %pass : memref, mask type, vector type [into result]`: the common
/// shape of expandload (with `into`) and compressstore.
fn parse_masked(p: &mut Parser<'_>, st: &mut OperationState, load: bool) -> Result<()> {
    let base = p.parse_operand()?;
    let idx = p.parse_operand_list(crate::parser::Delimiter::Square)?;
    p.expect(TokKind::Comma, "','")?;
    let mask = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let val = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mt = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let kt = p.parse_type()?;
    p.expect(TokKind::Comma, "','")?;
    let vt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&base, &mt)?);
    for u in &idx {
        st.operands.push(p.resolve_operand(u, &Type::Index)?);
    }
    st.operands.push(p.resolve_operand(&mask, &kt)?);
    st.operands.push(p.resolve_operand(&val, &vt)?);
    if load {
        p.parse_keyword("into")?;
        st.result_types.push(p.parse_type()?);
    }
    Ok(())
}

fn parse_expandload(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_masked(p, st, true)
}

fn parse_compressstore(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_masked(p, st, false)
}

fn print_masked_mem(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let n = o.operands.len();
    if n < 3 {
        return None;
    }
    let (base, idx, mask, val) = (
        o.operands[0],
        &o.operands[1..n - 2],
        o.operands[n - 2],
        o.operands[n - 1],
    );
    p.write(" ");
    p.print_operand(base);
    p.write("[");
    p.print_operands(idx);
    p.write("], ");
    p.print_operands(&[mask, val]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    let ts = types_of(m, &[base, mask, val]);
    p.print_types(&ts);
    if let Some(&r) = o.results.first() {
        p.write(" into ");
        p.print_type(m.value_type(r));
    }
    Some(())
}
