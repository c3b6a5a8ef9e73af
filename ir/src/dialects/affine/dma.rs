//! `affine.dma_start` and `affine.dma_wait`. As in MLIR, their maps are discardable attributes
//! (`src_map`, `dst_map`, `tag_map`), and the operands are the source memref and its indices, the
//! destination memref and its indices, the tag memref and its indices, the element count, and
//! optionally a stride and the number of elements per stride.

use tessera_polyhedral::affine::AffineMap;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::{op_error, OpDef, Registry};
use super::memory::{parse_access, print_access, resolve_subscripts};
use super::{expect_tok, is_valid_index_operand, name_err, vty};

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("affine.dma_start", parse_dma_start, print_dma_start).verifier(verify_dma_start),
    );
    r.add(OpDef::new("affine.dma_wait", parse_dma_wait, print_dma_wait).verifier(verify_dma_wait));
}

fn parse_dma_start(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (src, src_sm) = parse_access(p)?;
    expect_tok(p, TokKind::Comma, "','")?;
    let (dst, dst_sm) = parse_access(p)?;
    expect_tok(p, TokKind::Comma, "','")?;
    let (tag, tag_sm) = parse_access(p)?;
    expect_tok(p, TokKind::Comma, "','")?;
    let num = p.parse_operand()?;
    let mut stride = vec![];
    if p.eat(TokKind::Comma)? {
        stride = p.parse_operand_list(Delimiter::None)?;
    }
    if !stride.is_empty() && stride.len() != 2 {
        return Err(name_err(p, st, "expected two stride related operands"));
    }
    let types = p.parse_colon_type_list()?;
    let [st_src, st_dst, st_tag] = types.as_slice() else {
        return Err(name_err(p, st, "expected three types"));
    };
    st.operands.push(p.resolve_operand(&src, st_src)?);
    st.operands.extend(resolve_subscripts(p, &src_sm)?);
    st.operands.push(p.resolve_operand(&dst, st_dst)?);
    st.operands.extend(resolve_subscripts(p, &dst_sm)?);
    st.operands.push(p.resolve_operand(&tag, st_tag)?);
    st.operands.extend(resolve_subscripts(p, &tag_sm)?);
    st.operands.push(p.resolve_operand(&num, &Type::Index)?);
    st.operands
        .extend(p.resolve_operands_same(&stride, &Type::Index)?);
    st.set_attr("src_map", Attribute::AffineMap(src_sm.map));
    st.set_attr("dst_map", Attribute::AffineMap(dst_sm.map));
    st.set_attr("tag_map", Attribute::AffineMap(tag_sm.map));
    Ok(())
}

/// The operands of a `dma_start` split by its maps: (src, src indices, dst, dst indices, tag,
/// tag indices, rest), or `None` if there are too few operands.
type DmaParts<'a> = (
    ValueId,
    &'a [ValueId],
    ValueId,
    &'a [ValueId],
    ValueId,
    &'a [ValueId],
    &'a [ValueId],
);

fn split_start<'a>(ops: &'a [ValueId], maps: &[&AffineMap; 3]) -> Option<DmaParts<'a>> {
    let mut rest = ops;
    let mut parts = vec![];
    for map in maps {
        let (&mem, tail) = rest.split_first()?;
        let n = map.num_inputs() as usize;
        let idx = tail.get(..n)?;
        rest = tail.get(n..)?;
        parts.push((mem, idx));
    }
    let [(s, si), (d, di), (t, ti)] = parts.as_slice() else {
        return None;
    };
    Some((*s, *si, *d, *di, *t, *ti, rest))
}

fn maps<'m>(m: &'m Module, op: OpId, names: &[&str; 3]) -> Option<[&'m AffineMap; 3]> {
    let o = m.op(op);
    Some([
        o.attr(names[0])?.as_affine_map()?,
        o.attr(names[1])?.as_affine_map()?,
        o.attr(names[2])?.as_affine_map()?,
    ])
}

const START_MAPS: [&str; 3] = ["src_map", "dst_map", "tag_map"];

fn print_dma_start(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let ms = maps(m, op, &START_MAPS)?;
    let (src, si, dst, di, tag, ti, rest) = split_start(&o.operands, &ms)?;
    if rest.len() != 1 && rest.len() != 3 {
        return None;
    }
    p.write(" ");
    print_access(p, src, ms[0], si)?;
    p.write(", ");
    print_access(p, dst, ms[1], di)?;
    p.write(", ");
    print_access(p, tag, ms[2], ti)?;
    p.write(", ");
    p.print_operands(rest);
    p.write(" : ");
    p.print_types(&[
        vty(m, src).clone(),
        vty(m, dst).clone(),
        vty(m, tag).clone(),
    ]);
    Some(())
}

/// Checks a memref operand and its indices (index type, valid dim or symbol at `op`).
fn check_indices(
    m: &Module,
    op: OpId,
    memref: ValueId,
    indices: &[ValueId],
    role: &str,
    what: &str,
) -> Result<()> {
    if !matches!(vty(m, memref), Type::MemRef { .. }) {
        return Err(op_error(
            m,
            op,
            format!("expected DMA {role} to be of memref type"),
        ));
    }
    for &v in indices {
        if !vty(m, v).is_index() {
            return Err(op_error(
                m,
                op,
                format!(
                    "{what}index to {} must have 'index' type",
                    m.op(op).name.trim_start_matches("affine.")
                ),
            ));
        }
        if !is_valid_index_operand(m, op, v) {
            return Err(op_error(
                m,
                op,
                format!("{what}index must be a valid dimension or symbol identifier"),
            ));
        }
    }
    Ok(())
}

fn verify_dma_start(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(ms) = maps(m, op, &START_MAPS) else {
        return Err(op_error(
            m,
            op,
            "requires affine map attributes 'src_map', 'dst_map' and 'tag_map'",
        ));
    };
    let Some((src, si, dst, di, tag, ti, rest)) = split_start(&o.operands, &ms) else {
        return Err(op_error(m, op, "incorrect number of operands"));
    };
    if rest.len() != 1 && rest.len() != 3 {
        return Err(op_error(m, op, "incorrect number of operands"));
    }
    if !o.results.is_empty() {
        return Err(op_error(m, op, "requires zero results"));
    }
    for (map, mem, role) in [
        (ms[0], src, "source"),
        (ms[1], dst, "destination"),
        (ms[2], tag, "tag"),
    ] {
        if let Type::MemRef { shape, .. } = vty(m, mem) {
            if shape.len() != map.num_results() {
                return Err(op_error(
                    m,
                    op,
                    format!("{role} affine map num results must equal the memref rank"),
                ));
            }
        }
    }
    check_indices(m, op, src, si, "source", "src ")?;
    check_indices(m, op, dst, di, "destination", "dst ")?;
    check_indices(m, op, tag, ti, "tag", "tag ")?;
    if let Some(&v) = rest.iter().find(|&&v| !vty(m, v).is_index()) {
        return Err(op_error(m, op, format!("expected the number of elements and the strides to have 'index' type, but got '{}'", vty(m, v))));
    }
    Ok(())
}

fn parse_dma_wait(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (tag, sm) = parse_access(p)?;
    expect_tok(p, TokKind::Comma, "','")?;
    let num = p.parse_operand()?;
    let tt = p.parse_colon_type()?;
    if !matches!(tt, Type::MemRef { .. }) {
        return Err(name_err(p, st, "expected tag to be of memref type"));
    }
    if sm.map.num_inputs() as usize != sm.dims.len() + sm.symbols.len() {
        return Err(name_err(
            p,
            st,
            "tag memref operand count != to map.numInputs",
        ));
    }
    st.operands.push(p.resolve_operand(&tag, &tt)?);
    st.operands.extend(resolve_subscripts(p, &sm)?);
    st.operands.push(p.resolve_operand(&num, &Type::Index)?);
    st.set_attr("tag_map", Attribute::AffineMap(sm.map));
    Ok(())
}

fn print_dma_wait(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let map = o.attr("tag_map")?.as_affine_map()?;
    let (&tag, rest) = o.operands.split_first()?;
    let n = map.num_inputs() as usize;
    let (idx, num) = (rest.get(..n)?, rest.get(n..)?);
    let &[num] = num else { return None };
    p.write(" ");
    print_access(p, tag, map, idx)?;
    p.write(", ");
    p.print_operand(num);
    p.write(" : ");
    p.print_type(vty(m, tag));
    Some(())
}

fn verify_dma_wait(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(map) = o.attr("tag_map").and_then(|a| a.as_affine_map()) else {
        return Err(op_error(m, op, "requires affine map attribute 'tag_map'"));
    };
    let Some((&tag, rest)) = o.operands.split_first() else {
        return Err(op_error(m, op, "expected DMA tag to be of memref type"));
    };
    let n = map.num_inputs() as usize;
    if rest.len() != n + 1 {
        return Err(op_error(m, op, "incorrect number of operands"));
    }
    if let Type::MemRef { shape, .. } = vty(m, tag) {
        if shape.len() != map.num_results() {
            return Err(op_error(
                m,
                op,
                "tag affine map num results must equal the memref rank",
            ));
        }
    }
    check_indices(m, op, tag, &rest[..n], "tag", "")?;
    if !vty(m, rest[n]).is_index() {
        return Err(op_error(
            m,
            op,
            "expected the number of elements to have 'index' type",
        ));
    }
    Ok(())
}
