//! The bufferization dialect: `to_tensor`, `to_buffer`, `materialize_in_destination`, `clone`,
//! `alloc_tensor`, `dealloc_tensor` and the ownership-based `dealloc`.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::{Type, DYNAMIC};

use super::helpers::{segments, segments_opt, set_segments, types_of};
use super::tensor::{is_tensor, parse_type_kind, Kind};
use super::{op_error, OpDef, Registry};

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("bufferization.to_tensor", parse_convert, print_convert)
            .inherent(&["restrict", "writable"])
            .verifier(verify_convert),
    );
    r.add(
        OpDef::new("bufferization.to_buffer", parse_convert, print_convert)
            .inherent(&["read_only"])
            .verifier(verify_convert),
    );
    r.add(
        OpDef::new(
            "bufferization.materialize_in_destination",
            parse_materialize,
            print_materialize,
        )
        .inherent(&["restrict", "writable"])
        .verifier(verify_materialize),
    );
    r.add(OpDef::new("bufferization.clone", parse_clone, print_clone).verifier(verify_clone));
    r.add(
        OpDef::new(
            "bufferization.alloc_tensor",
            parse_alloc_tensor,
            print_alloc_tensor,
        )
        .inherent(&["memory_space", "operandSegmentSizes"])
        .verifier(verify_alloc_tensor),
    );
    r.add(
        OpDef::new(
            "bufferization.dealloc_tensor",
            parse_dealloc_tensor,
            print_dealloc_tensor,
        )
        .verifier(verify_dealloc_tensor),
    );
    r.add(
        OpDef::new("bufferization.dealloc", parse_dealloc, print_dealloc)
            .inherent(&["operandSegmentSizes"])
            .verifier(verify_dealloc),
    );
}

fn flags_of(name: &str) -> &'static [&'static str] {
    if name == "bufferization.to_buffer" {
        &["read_only"]
    } else {
        &["restrict", "writable"]
    }
}

fn parse_flags(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    for f in flags_of(&st.name.clone()) {
        if p.parse_optional_keyword(f)? {
            st.set_prop(f, Attribute::Unit);
        }
    }
    Ok(())
}

fn print_flags(p: &mut Printer<'_>, op: OpId) {
    let o = p.module().op(op);
    for f in flags_of(&o.name) {
        if o.attr(f) == Some(&Attribute::Unit) {
            p.write(" ");
            p.write(f);
        }
    }
}

fn parse_convert(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    parse_flags(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, flags_of(&st.name.clone()));
    p.expect(TokKind::Colon, "':'")?;
    let (k1, k2) = if st.name == "bufferization.to_tensor" {
        (Kind::BaseMemRef, Kind::Tensor)
    } else {
        (Kind::Tensor, Kind::BaseMemRef)
    };
    let from = parse_type_kind(p, st, k1)?;
    p.parse_keyword("to")?;
    let to = parse_type_kind(p, st, k2)?;
    st.operands.push(p.resolve_operand(&src, &from)?);
    st.result_types.push(to);
    Ok(())
}

fn print_convert(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(a);
    print_flags(p, op);
    p.print_op_attr_dict(op, flags_of(&o.name));
    p.write(" : ");
    p.print_type(&m.value_type(a).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

/// MLIR's tensor/buffer type match: the first of its two diagnostics ("shapes do not match" or
/// "element types do not match", then "failed to verify that specified tensor and buffer types
/// match").
fn verify_convert(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects one operand and one result"));
    };
    let (ta, tr) = (m.value_type(a), m.value_type(r));
    let (tensor, buffer) = if o.name == "bufferization.to_tensor" {
        (tr, ta)
    } else {
        (ta, tr)
    };
    if !is_tensor(tensor) || !buffer.is_memref() {
        return Err(op_error(
            m,
            op,
            "failed to verify that specified tensor and buffer types match",
        ));
    }
    let plain = |msg: &str| crate::error::Error {
        message: msg.to_string(),
        pos: o.pos,
        notes: Vec::new(),
    };
    if tensor.shape() != buffer.shape() {
        return Err(plain("shapes do not match"));
    }
    if tensor.element_type() != buffer.element_type() {
        return Err(plain("element types do not match"));
    }
    Ok(())
}

fn parse_materialize(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.parse_keyword("in")?;
    parse_flags(p, st)?;
    let dst = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["restrict", "writable"]);
    crate::dialects::helpers::parse_functional_signature(p, st, &[src, dst])?;
    Ok(())
}

fn print_materialize(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[s, d] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(s);
    p.write(" in");
    print_flags(p, op);
    p.write(" ");
    p.print_operand(d);
    p.print_op_attr_dict(op, &["restrict", "writable"]);
    p.write(" : ");
    let ins = vec![m.value_type(s).clone(), m.value_type(d).clone()];
    let outs: Vec<_> = o.results.iter().map(|&r| m.value_type(r).clone()).collect();
    p.print_function_type(&ins, &outs);
    Some(())
}

fn verify_materialize(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let &[s, d] = o.operands.as_slice() else {
        return Err(op_error(
            m,
            op,
            "expects a source and a destination operand",
        ));
    };
    let (ts, td) = (m.value_type(s), m.value_type(d));
    if !is_tensor(ts) {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be tensor of any type values, but got '{ts}'"),
        ));
    }
    if ts.element_type() != td.element_type() {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {source, dest} have same element type",
        ));
    }
    if is_tensor(td) {
        let [r] = o.results.as_slice() else {
            return Err(op_error(
                m,
                op,
                "tensor 'dest' implies exactly one tensor result",
            ));
        };
        if m.value_type(*r) != td {
            return Err(op_error(m, op, "result and 'dest' types must match"));
        }
    } else if !td.is_memref() {
        return Err(op_error(m, op, "'dest' must be a tensor or a memref"));
    }
    if td.is_memref() && !o.results.is_empty() {
        return Err(op_error(m, op, "memref 'dest' implies zero results"));
    }
    let flag = |f: &str| o.attr(f) == Some(&Attribute::Unit);
    if flag("restrict") && !td.is_memref() {
        return Err(op_error(
            m,
            op,
            "'restrict' is valid only for memref destinations",
        ));
    }
    if flag("writable") != td.is_memref() {
        return Err(op_error(
            m,
            op,
            "'writable' must be specified if and only if the destination is of memref type",
        ));
    }
    // Compatible shapes: the same rankedness and rank, equal sizes where both are static.
    match (ts.shape(), td.shape()) {
        (Some(a), Some(b)) => {
            if a.len() != b.len() {
                return Err(op_error(
                    m,
                    op,
                    "rank mismatch between source and destination shape",
                ));
            }
            if a.iter()
                .zip(b)
                .any(|(&x, &y)| x != DYNAMIC && y != DYNAMIC && x != y)
            {
                return Err(op_error(
                    m,
                    op,
                    "source/destination shapes are incompatible",
                ));
            }
        }
        (None, None) => {}
        _ => {
            return Err(op_error(
                m,
                op,
                "source/destination shapes are incompatible",
            ))
        }
    }
    Ok(())
}

// ----- clone / dealloc_tensor ----------------------------------------------------------------

/// `%in attr-dict : T to U`
fn parse_clone(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let from = parse_type_kind(p, st, Kind::BaseMemRef)?;
    p.parse_keyword("to")?;
    let to = parse_type_kind(p, st, Kind::BaseMemRef)?;
    st.operands.push(p.resolve_operand(&src, &from)?);
    st.result_types.push(to);
    Ok(())
}

fn print_clone(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(a);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(a).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn verify_clone(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects one operand and one result"));
    };
    for (what, v) in [("operand", a), ("result", r)] {
        let t = m.value_type(v);
        if !t.is_memref() {
            return Err(op_error(
                m,
                op,
                format!(
                    "{what} #0 must be ranked or unranked memref of any type values, but got '{t}'"
                ),
            ));
        }
    }
    Ok(())
}

/// `%t attr-dict : type`
fn parse_dealloc_tensor(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let t = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let ty = parse_type_kind(p, st, Kind::Tensor)?;
    st.operands.push(p.resolve_operand(&t, &ty)?);
    Ok(())
}

fn print_dealloc_tensor(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[t], []) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(t);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(t).clone());
    Some(())
}

fn verify_dealloc_tensor(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[t], []) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects one operand and no result"));
    };
    let tt = m.value_type(t);
    if !is_tensor(tt) {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be tensor of any type values, but got '{tt}'"),
        ));
    }
    Ok(())
}

// ----- alloc_tensor --------------------------------------------------------------------------

/// `(%d, ...) (copy(%t))? (size_hint=%h)? attr-dict : type`
fn parse_alloc_tensor(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let dyns = p.parse_operand_list(Delimiter::Paren)?;
    let copy = if p.parse_optional_keyword("copy")? {
        p.expect(TokKind::LParen, "'('")?;
        let c = p.parse_operand()?;
        p.expect(TokKind::RParen, "')'")?;
        Some(c)
    } else {
        None
    };
    let hint = if p.parse_optional_keyword("size_hint")? {
        p.expect(TokKind::Equal, "'='")?;
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["memory_space"]);
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands_same(&dyns, &Type::Index)?;
    if let Some(c) = &copy {
        st.operands.push(p.resolve_operand(c, &ty)?);
    }
    if let Some(h) = &hint {
        st.operands.push(p.resolve_operand(h, &Type::Index)?);
    }
    set_segments(
        st,
        &[
            dyns.len(),
            usize::from(copy.is_some()),
            usize::from(hint.is_some()),
        ],
    );
    st.result_types.push(ty);
    Ok(())
}

fn print_alloc_tensor(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let segs = segments_opt(m, op, 3)?;
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    if segs[1].len() > 1 || segs[2].len() > 1 {
        return None;
    }
    p.write("(");
    p.print_operands(&segs[0]);
    p.write(")");
    if let Some(&c) = segs[1].first() {
        p.write(" copy(");
        p.print_operand(c);
        p.write(")");
    }
    if let Some(&h) = segs[2].first() {
        p.write(" size_hint=");
        p.print_operand(h);
    }
    p.print_op_attr_dict(op, &["operandSegmentSizes"]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn verify_alloc_tensor(m: &Module, op: OpId) -> Result<()> {
    let segs = segments(m, op, 3)?;
    let o = m.op(op);
    let [r] = o.results.as_slice() else {
        return Err(op_error(m, op, "requires one result"));
    };
    let tr = m.value_type(*r);
    let Some(shape) = tr.shape().filter(|_| is_tensor(tr)) else {
        return Err(op_error(
            m,
            op,
            format!("result #0 must be ranked tensor of any type values, but got '{tr}'"),
        ));
    };
    let plain = |msg: &str| crate::error::Error {
        message: msg.to_string(),
        pos: o.pos,
        notes: Vec::new(),
    };
    if !segs[1].is_empty() && !segs[0].is_empty() {
        return Err(plain("dynamic sizes not needed when copying a tensor"));
    }
    let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if segs[1].is_empty() && dynamic != segs[0].len() {
        return Err(op_error(
            m,
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {dynamic}",
                segs[0].len()
            ),
        ));
    }
    if segs[1].len() > 1 || segs[2].len() > 1 {
        return Err(op_error(
            m,
            op,
            "expects at most one copy and one size hint",
        ));
    }
    if let Some(&c) = segs[1].first() {
        if m.value_type(c) != tr {
            return Err(plain("expected that `copy` and return type match"));
        }
    }
    Ok(())
}

// ----- dealloc -------------------------------------------------------------------------------

/// `((%m, ... : T, ...) if (%c, ...))? (retain (%r, ... : T, ...))? attr-dict`
fn parse_dealloc(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mut groups: [Vec<crate::module::ValueId>; 3] = Default::default();
    if p.eat(TokKind::LParen)? {
        let ms = p.parse_operand_list(Delimiter::None)?;
        p.expect(TokKind::Colon, "':'")?;
        let at = p.token().start;
        let tys = p.parse_type_list_no_parens()?;
        p.expect(TokKind::RParen, "')'")?;
        groups[0] = p.resolve_operands(&ms, &tys, at)?;
        p.parse_keyword("if")?;
        let cs = p.parse_operand_list(Delimiter::Paren)?;
        groups[1] = p.resolve_operands_same(&cs, &Type::i1())?;
    }
    if p.parse_optional_keyword("retain")? {
        p.expect(TokKind::LParen, "'('")?;
        let rs = p.parse_operand_list(Delimiter::None)?;
        p.expect(TokKind::Colon, "':'")?;
        let at = p.token().start;
        let tys = p.parse_type_list_no_parens()?;
        p.expect(TokKind::RParen, "')'")?;
        groups[2] = p.resolve_operands(&rs, &tys, at)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    set_segments(st, &[groups[0].len(), groups[1].len(), groups[2].len()]);
    st.result_types = vec![Type::i1(); groups[2].len()];
    st.operands = groups.concat();
    Ok(())
}

fn print_dealloc(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let segs = segments_opt(m, op, 3)?;
    if segs[0].is_empty() && !segs[1].is_empty() {
        return None;
    }
    if !segs[0].is_empty() {
        p.write(" (");
        p.print_operands(&segs[0]);
        p.write(" : ");
        p.print_types(&types_of(m, &segs[0]));
        p.write(") if (");
        p.print_operands(&segs[1]);
        p.write(")");
    }
    if !segs[2].is_empty() {
        p.write(" retain (");
        p.print_operands(&segs[2]);
        p.write(" : ");
        p.print_types(&types_of(m, &segs[2]));
        p.write(")");
    }
    p.print_op_attr_dict(op, &["operandSegmentSizes"]);
    Some(())
}

fn verify_dealloc(m: &Module, op: OpId) -> Result<()> {
    let segs = segments(m, op, 3)?;
    let o = m.op(op);
    if segs[0].len() != segs[1].len() {
        return Err(op_error(
            m,
            op,
            "must have the same number of conditions as memrefs to deallocate",
        ));
    }
    if segs[2].len() != o.results.len() {
        return Err(op_error(
            m,
            op,
            "must have the same number of updated conditions (results) as retained operands",
        ));
    }
    for (i, &v) in segs[0].iter().chain(&segs[2]).enumerate() {
        let t = m.value_type(v);
        if !t.is_memref() {
            return Err(op_error(m, op, format!("operand #{i} must be variadic of ranked or unranked memref of any type values, but got '{t}'")));
        }
    }
    let i1 = Type::i1();
    if segs[1]
        .iter()
        .chain(&o.results)
        .any(|&v| m.value_type(v) != &i1)
    {
        return Err(op_error(m, op, "conditions and results must be of type i1"));
    }
    Ok(())
}
