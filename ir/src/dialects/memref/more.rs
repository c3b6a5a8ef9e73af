//! `memref.reshape`, `memref.realloc`, `memref.generic_atomic_rmw` and its
//! `memref.atomic_yield`, `memref.extract_aligned_pointer_as_index`.

use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("memref.reshape", parse_reshape, print_reshape)
            .traits(Traits::PURE)
            .result_names(|_, _| vec![(0, "reshape".into())]),
    );
    r.add(OpDef::new("memref.realloc", parse_realloc, print_realloc).inherent(&["alignment"]));
    r.add(
        OpDef::new("memref.generic_atomic_rmw", parse_rmw, print_rmw)
            .traits(Traits::SINGLE_BLOCK)
            .verifier(verify_rmw),
    );
    r.add(
        OpDef::new("memref.atomic_yield", parse_yield, print_yield)
            .traits(Traits::TERMINATOR | Traits::PURE | Traits::RETURN_LIKE),
    );
    r.add(
        OpDef::new(
            "memref.extract_aligned_pointer_as_index",
            parse_aligned_pointer,
            print_aligned_pointer,
        )
        .traits(Traits::PURE)
        .verifier(verify_aligned_pointer)
        .result_names(|_, _| vec![(0, "intptr".into())]),
    );
}

/// `%src : memref<..> -> index attr-dict`
fn parse_aligned_pointer(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    let t = p.parse_colon_type()?;
    p.expect(TokKind::Arrow, "'->'")?;
    let r = p.parse_type()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.operands.push(p.resolve_operand(&src, &t)?);
    st.result_types.push(r);
    Ok(())
}

fn print_aligned_pointer(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[src], &[res]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    p.write(" : ");
    p.print_type(m.value_type(src));
    p.write(" -> ");
    p.print_type(m.value_type(res));
    p.print_op_attr_dict(op, &[]);
    Some(())
}

fn verify_aligned_pointer(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[src], &[res]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects one operand and one result"));
    };
    if !matches!(
        m.value_type(src),
        Type::MemRef { .. } | Type::UnrankedMemRef { .. }
    ) {
        return Err(op_error(
            m,
            op,
            "operand #0 must be strided memref of any type values",
        ));
    }
    if m.value_type(res) != &Type::Index {
        let got = m.value_type(res);
        return Err(op_error(
            m,
            op,
            format!("result #0 must be index, but got '{got}'"),
        ));
    }
    Ok(())
}

/// `%src(%shape) : (memref<..>, memref<Nxindex>) -> memref<..>`
fn parse_reshape(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.expect(TokKind::LParen, "'('")?;
    let shape = p.parse_operand()?;
    p.expect(TokKind::RParen, "')'")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let Type::Function { inputs, results } = p.parse_type()? else {
        return Err(p.err_at(at, "expected function type"));
    };
    let ([st0, st1], [rt]) = (inputs.as_slice(), results.as_slice()) else {
        return Err(p.err_at(at, "expected two operand types and one result type"));
    };
    st.operands.push(p.resolve_operand(&src, st0)?);
    st.operands.push(p.resolve_operand(&shape, st1)?);
    st.result_types.push(rt.clone());
    Ok(())
}

fn print_reshape(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[src, shape] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    p.write("(");
    p.print_operand(shape);
    p.write(")");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_function_type(
        &[m.value_type(src).clone(), m.value_type(shape).clone()],
        &[m.value_type(*o.results.first()?).clone()],
    );
    Some(())
}

/// `%src[(%size)] attr-dict : memref<..> to memref<..>`
fn parse_realloc(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    let size = p.parse_operand_list(Delimiter::OptionalParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["alignment"]);
    let t = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let r = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, &t)?);
    for u in &size {
        st.operands.push(p.resolve_operand(u, &Type::Index)?);
    }
    st.result_types.push(r);
    Ok(())
}

fn print_realloc(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&src, size) = o.operands.split_first()?;
    p.write(" ");
    p.print_operand(src);
    if !size.is_empty() {
        p.write("(");
        p.print_operands(size);
        p.write(")");
    }
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(src));
    p.write(" to ");
    p.print_type(m.value_type(*o.results.first()?));
    Some(())
}

/// `%m[%i, ...] : memref<..> { ^bb0(%cur: T): ... memref.atomic_yield %v : T }`
fn parse_rmw(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mem = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    let at = p.token().start;
    let t = p.parse_colon_type()?;
    let Type::MemRef { elem, .. } = &t else {
        return Err(p.err_at(at, "expected a memref type"));
    };
    let elem = (**elem).clone();
    st.operands.push(p.resolve_operand(&mem, &t)?);
    for u in &idx {
        st.operands.push(p.resolve_operand(u, &Type::Index)?);
    }
    let region = p.parse_region(&[])?;
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types.push(elem);
    Ok(())
}

fn print_rmw(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&mem, idx) = o.operands.split_first()?;
    let region = *o.regions.first()?;
    p.write(" ");
    p.print_operand(mem);
    p.write("[");
    p.print_operands(idx);
    p.write("] : ");
    p.print_type(m.value_type(mem));
    p.write(" ");
    p.print_region(region, true, true, false);
    p.print_op_attr_dict(op, &[]);
    Some(())
}

fn verify_rmw(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(&mem) = o.operands.first() else {
        return Err(op_error(m, op, "expects a memref operand"));
    };
    let Type::MemRef { shape, elem, .. } = m.value_type(mem) else {
        return Err(op_error(m, op, "expects a memref operand"));
    };
    if o.operands.len() != 1 + shape.len() {
        return Err(op_error(m, op, "expects one index per memref dimension"));
    }
    let entry = o
        .regions
        .first()
        .and_then(|&r| m.region(r).blocks.first().copied())
        .ok_or_else(|| op_error(m, op, "expects a region with one block"))?;
    let args = &m.block(entry).args;
    if args.len() != 1 || m.value_type(args[0]) != &**elem {
        return Err(op_error(
            m,
            op,
            "expected single number of entry block arguments of the memref's element type",
        ));
    }
    Ok(())
}

fn parse_yield(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&v, &t)?);
    Ok(())
}

fn print_yield(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let &[v] = m.op(op).operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(v);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(v));
    Some(())
}
