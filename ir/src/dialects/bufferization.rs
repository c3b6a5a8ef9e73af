//! The bufferization ops that appear in the corpus: `bufferization.to_tensor`,
//! `bufferization.to_buffer` and `bufferization.materialize_in_destination`.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;

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
    let from = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
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

fn verify_convert(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects one operand and one result"));
    };
    let (ta, tr) = (m.value_type(a), m.value_type(r));
    let ok = if o.name == "bufferization.to_tensor" {
        ta.is_memref()
    } else {
        tr.is_memref()
    };
    if !ok || ta.shape() != tr.shape() || ta.element_type() != tr.element_type() {
        return Err(op_error(
            m,
            op,
            format!("incompatible types '{ta}' and '{tr}'"),
        ));
    }
    Ok(())
}

fn parse_materialize(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.parse_keyword("in")?;
    parse_flags(p, st)?;
    let dst = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let crate::types::Type::Function { inputs, results } = p.parse_type()? else {
        return Err(p.err_at(at, "expected function type"));
    };
    st.operands = p.resolve_operands(&[src, dst], &inputs, at)?;
    st.result_types = results;
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
    if ts.shape() != td.shape() || ts.element_type() != td.element_type() {
        return Err(op_error(
            m,
            op,
            "source/destination shapes are incompatible",
        ));
    }
    if td.is_memref() && !o.results.is_empty() {
        return Err(op_error(m, op, "memref 'dest' implies zero results"));
    }
    Ok(())
}
