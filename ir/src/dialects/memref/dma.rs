//! `memref.dma_start`, `memref.dma_wait` and `memref.prefetch` (what `-lower-affine` produces
//! from the affine DMA and prefetch ops).

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::op_error;

fn rank(t: &Type) -> Option<usize> {
    match t {
        Type::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

fn print_access(p: &mut Printer<'_>, base: ValueId, idx: &[ValueId]) {
    p.print_operand(base);
    p.write("[");
    p.print_operands(idx);
    p.write("]");
}

/// `%src[..], %dst[..], %n, %tag[..] [, %stride, %per_stride] : T_src, T_dst, T_tag`
pub(super) fn parse_dma_start(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    let si = p.parse_operand_list(Delimiter::Square)?;
    p.expect(TokKind::Comma, "','")?;
    let dst = p.parse_operand()?;
    let di = p.parse_operand_list(Delimiter::Square)?;
    p.expect(TokKind::Comma, "','")?;
    let n = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let tag = p.parse_operand()?;
    let ti = p.parse_operand_list(Delimiter::Square)?;
    let mut stride = vec![];
    if p.eat(TokKind::Comma)? {
        stride.push(p.parse_operand()?);
        p.expect(TokKind::Comma, "','")?;
        stride.push(p.parse_operand()?);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let tys = p.parse_colon_type_list()?;
    let [stt, dtt, ttt] = tys.as_slice() else {
        return Err(p.err_at(at, "expected 3 types"));
    };
    let idx = Type::Index;
    st.operands.push(p.resolve_operand(&src, stt)?);
    st.operands.extend(p.resolve_operands_same(&si, &idx)?);
    st.operands.push(p.resolve_operand(&dst, dtt)?);
    st.operands.extend(p.resolve_operands_same(&di, &idx)?);
    st.operands.push(p.resolve_operand(&n, &idx)?);
    st.operands.push(p.resolve_operand(&tag, ttt)?);
    st.operands.extend(p.resolve_operands_same(&ti, &idx)?);
    st.operands.extend(p.resolve_operands_same(&stride, &idx)?);
    Ok(())
}

/// Splits the operands of a `dma_start`: (src, src idx, dst, dst idx, n, tag, tag idx, stride).
type DmaParts<'a> = (
    ValueId,
    &'a [ValueId],
    ValueId,
    &'a [ValueId],
    ValueId,
    ValueId,
    &'a [ValueId],
    &'a [ValueId],
);

fn dma_parts<'a>(m: &Module, ops: &'a [ValueId]) -> Option<DmaParts<'a>> {
    let src = *ops.first()?;
    let sr = rank(m.value_type(src))?;
    let dst = *ops.get(1 + sr)?;
    let dr = rank(m.value_type(dst))?;
    let n = *ops.get(2 + sr + dr)?;
    let tag = *ops.get(3 + sr + dr)?;
    let tr = rank(m.value_type(tag))?;
    let base = 4 + sr + dr;
    Some((
        src,
        ops.get(1..1 + sr)?,
        dst,
        ops.get(2 + sr..2 + sr + dr)?,
        n,
        tag,
        ops.get(base..base + tr)?,
        ops.get(base + tr..)?,
    ))
}

pub(super) fn print_dma_start(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let ops = &m.op(op).operands;
    let (src, si, dst, di, n, tag, ti, stride) = dma_parts(m, ops)?;
    if !stride.is_empty() && stride.len() != 2 {
        return None;
    }
    p.write(" ");
    print_access(p, src, si);
    p.write(", ");
    print_access(p, dst, di);
    p.write(", ");
    p.print_operand(n);
    p.write(", ");
    print_access(p, tag, ti);
    if !stride.is_empty() {
        p.write(", ");
        p.print_operands(stride);
    }
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_value_types(&[src, dst, tag]);
    Some(())
}

pub(super) fn verify_dma_start(m: &Module, op: OpId) -> Result<()> {
    let ops = &m.op(op).operands;
    let Some((_, si, _, di, _, tag, ti, stride)) = dma_parts(m, ops) else {
        return Err(op_error(
            m,
            op,
            "expected source, destination and tag memrefs with one index per dimension",
        ));
    };
    if !stride.is_empty() && stride.len() != 2 {
        return Err(op_error(m, op, "incorrect number of operands"));
    }
    // MLIR 22 asks only for a memref (any element type) as the tag.
    if !matches!(m.value_type(tag), Type::MemRef { .. }) {
        return Err(op_error(m, op, "expected tag to be of memref type"));
    }
    for &v in si.iter().chain(di).chain(ti).chain(stride) {
        if !m.value_type(v).is_index() {
            return Err(op_error(m, op, "expected index operands"));
        }
    }
    Ok(())
}

/// `%tag[..], %n : T_tag`
pub(super) fn parse_dma_wait(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let tag = p.parse_operand()?;
    let ti = p.parse_operand_list(Delimiter::Square)?;
    p.expect(TokKind::Comma, "','")?;
    let n = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&tag, &t)?);
    st.operands
        .extend(p.resolve_operands_same(&ti, &Type::Index)?);
    st.operands.push(p.resolve_operand(&n, &Type::Index)?);
    Ok(())
}

pub(super) fn print_dma_wait(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let ops = &m.op(op).operands;
    let (&tag, rest) = ops.split_first()?;
    let (&n, ti) = rest.split_last()?;
    p.write(" ");
    print_access(p, tag, ti);
    p.write(", ");
    p.print_operand(n);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(tag).clone());
    Some(())
}

pub(super) fn verify_dma_wait(m: &Module, op: OpId) -> Result<()> {
    let ops = &m.op(op).operands;
    let Some(&tag) = ops.first() else {
        return Err(op_error(m, op, "expected a tag operand"));
    };
    let Some(r) = rank(m.value_type(tag)) else {
        return Err(op_error(m, op, "expected tag to be a memref"));
    };
    if ops.len() != r + 2 {
        return Err(op_error(m, op, format!("expected tagIndices to have the same number of elements as the tagMemRef rank, expected {r}, but got {}", ops.len().saturating_sub(2))));
    }
    Ok(())
}

/// `%m[..], read|write, locality<N>, data|instr : T`
pub(super) fn parse_prefetch(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mr = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.expect(TokKind::Comma, "','")?;
    let at = p.token().start;
    let rw = p.parse_any_keyword()?;
    let is_write = match rw {
        "read" => false,
        "write" => true,
        _ => return Err(p.err_at(at, "rw specifier has to be 'read' or 'write'")),
    };
    p.expect(TokKind::Comma, "','")?;
    p.parse_keyword("locality")?;
    p.expect(TokKind::Less, "'<'")?;
    let hint = p.parse_integer()?;
    p.expect(TokKind::Greater, "'>'")?;
    p.expect(TokKind::Comma, "','")?;
    let at = p.token().start;
    let is_data = match p.parse_any_keyword()? {
        "data" => true,
        "instr" => false,
        _ => return Err(p.err_at(at, "cache type has to be 'data' or 'instr'")),
    };
    st.set_prop("isWrite", Attribute::Bool(is_write));
    st.set_prop(
        "localityHint",
        Attribute::Integer {
            value: hint as i128,
            ty: Type::int(32),
        },
    );
    st.set_prop("isDataCache", Attribute::Bool(is_data));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&mr, &t)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    Ok(())
}

pub(super) fn print_prefetch(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&mr, idx) = o.operands.split_first()?;
    let w = matches!(o.attr("isWrite")?, Attribute::Bool(true));
    let d = matches!(o.attr("isDataCache")?, Attribute::Bool(true));
    let h = o.attr("localityHint")?.as_int()?;
    p.write(" ");
    print_access(p, mr, idx);
    p.write(&format!(
        ", {}, locality<{h}>, {}",
        if w { "write" } else { "read" },
        if d { "data" } else { "instr" }
    ));
    p.print_op_attr_dict(op, &["isWrite", "localityHint", "isDataCache"]);
    p.write(" : ");
    p.print_type(&m.value_type(mr).clone());
    Some(())
}

pub(super) fn verify_prefetch(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some((&mr, idx)) = o.operands.split_first() else {
        return Err(op_error(m, op, "expected a memref operand"));
    };
    let Some(r) = rank(m.value_type(mr)) else {
        return Err(op_error(m, op, "expected a ranked memref operand"));
    };
    if idx.len() != r {
        return Err(op_error(m, op, "too few indices"));
    }
    match o.attr("localityHint").and_then(|a| a.as_int()) {
        Some(0..=3) => {}
        _ => return Err(op_error(m, op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3")),
    }
    for k in ["isWrite", "isDataCache"] {
        if !matches!(o.attr(k), Some(Attribute::Bool(_))) {
            return Err(op_error(m, op, format!("requires attribute '{k}'")));
        }
    }
    Ok(())
}
