//! `vector.scan` (prefix reduction along one dimension) and the scalable-vector slices
//! `vector.scalable.insert` / `vector.scalable.extract`.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};
use super::{kind_name, parse_kind};

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("vector.scan", parse_scan, print_scan)
            .traits(Traits::PURE)
            .inherent(&["kind", "reduction_dim", "inclusive"])
            .verifier(verify_scan)
            .result_names(|_, _| vec![(0, "dest".into()), (1, "accumulated_value".into())]),
    );
    r.add(
        OpDef::new(
            "vector.scalable.insert",
            parse_scalable_insert,
            print_scalable_insert,
        )
        .traits(Traits::PURE)
        .inherent(&["pos"])
        .verifier(verify_scalable),
    );
    r.add(
        OpDef::new(
            "vector.scalable.extract",
            parse_scalable_extract,
            print_scalable_extract,
        )
        .traits(Traits::PURE)
        .inherent(&["pos"])
        .verifier(verify_scalable),
    );
}

/// `<kind>, %source, %init attr-dict : source-type, init-type`
fn parse_scan(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    st.set_prop("kind", parse_kind(p)?);
    p.expect(TokKind::Comma, "','")?;
    let src = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let init = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["kind", "reduction_dim", "inclusive"]);
    let st_ty = parse_vector_type(p, true)?;
    p.expect(TokKind::Comma, "','")?;
    let it = parse_vector_type(p, false)?;
    st.operands.push(p.resolve_operand(&src, &st_ty)?);
    st.operands.push(p.resolve_operand(&init, &it)?);
    st.result_types = vec![st_ty, it];
    Ok(())
}

/// A type that must be a vector (MLIR's `invalid kind of type specified` otherwise).
fn parse_vector_type(p: &mut Parser<'_>, after_colon: bool) -> Result<Type> {
    if after_colon {
        p.expect(TokKind::Colon, "':'")?;
    }
    let at = p.token().start;
    let t = p.parse_type()?;
    if !matches!(t, Type::Vector { .. }) {
        return Err(p.err_at(
            at,
            format!("invalid kind of type specified: expected builtin.vector, but found '{t}'"),
        ));
    }
    Ok(t)
}

fn print_scan(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let k = kind_name(o.attr("kind")?)?;
    let &[src, init] = o.operands.as_slice() else {
        return None;
    };
    p.write(&format!(" <{k}>, "));
    p.print_operands(&o.operands);
    p.print_op_attr_dict(op, &["kind"]);
    p.write(" : ");
    p.print_type(m.value_type(src));
    p.write(", ");
    p.print_type(m.value_type(init));
    Some(())
}

fn verify_scan(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    for name in ["inclusive", "kind", "reduction_dim"] {
        if o.attr(name).is_none() {
            return Err(op_error(m, op, format!("requires attribute '{name}'")));
        }
    }
    let (&[src, init], &[dest, _]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects two operands and two results"));
    };
    let (Some(ss), Some(is)) = (m.value_type(src).shape(), m.value_type(init).shape()) else {
        return Err(op_error(m, op, "expects vector operands"));
    };
    let rank = ss.len() as i128;
    let dim = o
        .attr("reduction_dim")
        .and_then(|a| a.as_int())
        .unwrap_or(0);
    if dim >= rank {
        return Err(op_error(
            m,
            op,
            format!("reduction dimension {dim} has to be less than {rank}"),
        ));
    }
    if is.len() as i128 != rank - 1 {
        return Err(op_error(
            m,
            op,
            format!(
                "initial value rank {} has to be equal to {}",
                is.len(),
                rank - 1
            ),
        ));
    }
    let expected: Vec<i64> = ss
        .iter()
        .enumerate()
        .filter(|&(i, _)| i as i128 != dim)
        .map(|(_, &d)| d)
        .collect();
    if expected != is {
        return Err(op_error(m, op, "incompatible input/initial value shapes"));
    }
    let kind = o.attr("kind").and_then(kind_name).unwrap_or("");
    if let Some(e) = m.value_type(dest).element_type() {
        if !super::verify::kind_ok_for(kind, e) {
            return Err(op_error(
                m,
                op,
                format!("unsupported reduction type '{e}' for kind '{kind}'"),
            ));
        }
    }
    Ok(())
}

fn parse_pos(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.expect(TokKind::LBracket, "'['")?;
    let pos = p.parse_integer()?;
    p.expect(TokKind::RBracket, "']'")?;
    st.set_prop("pos", Attribute::i64(pos));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["pos"]);
    Ok(())
}

/// `%valueToStore, %dest[pos] attr-dict : source-type into dest-type`
fn parse_scalable_insert(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let dest = p.parse_operand()?;
    parse_pos(p, st)?;
    let vt = parse_vector_type(p, true)?;
    p.parse_keyword("into")?;
    let dt = parse_vector_type(p, false)?;
    st.operands.push(p.resolve_operand(&v, &vt)?);
    st.operands.push(p.resolve_operand(&dest, &dt)?);
    st.result_types.push(dt);
    Ok(())
}

/// `%source[pos] attr-dict : result-type from source-type`
fn parse_scalable_extract(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    parse_pos(p, st)?;
    let rt = parse_vector_type(p, true)?;
    p.parse_keyword("from")?;
    let stt = parse_vector_type(p, false)?;
    st.operands.push(p.resolve_operand(&src, &stt)?);
    st.result_types.push(rt);
    Ok(())
}

fn print_scalable_insert(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let pos = o.attr("pos")?.as_int()?;
    let &[v, dest] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(v);
    p.write(", ");
    p.print_operand(dest);
    p.write(&format!("[{pos}]"));
    p.print_op_attr_dict(op, &["pos"]);
    p.write(" : ");
    p.print_type(m.value_type(v));
    p.write(" into ");
    p.print_type(m.value_type(dest));
    Some(())
}

fn print_scalable_extract(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let pos = o.attr("pos")?.as_int()?;
    let (&[src], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    p.write(&format!("[{pos}]"));
    p.print_op_attr_dict(op, &["pos"]);
    p.write(" : ");
    p.print_type(m.value_type(r));
    p.write(" from ");
    p.print_type(m.value_type(src));
    Some(())
}

/// Rank-1 vectors, the scalable side scalable, same element types, and the position a multiple
/// of the fixed side's length.
fn verify_scalable(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let insert = o.name == "vector.scalable.insert";
    let (&[first, ..], &[res]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects operands and one result"));
    };
    // (what, type, must be scalable): the fixed-or-scalable slice, then the scalable vector.
    let (slice, slice_what, whole, whole_what) = if insert {
        let dest = *o
            .operands
            .get(1)
            .ok_or_else(|| op_error(m, op, "expects two operands"))?;
        (first, "operand #0", dest, "operand #1")
    } else {
        (res, "result #0", first, "operand #0")
    };
    let (st, wt) = (m.value_type(slice), m.value_type(whole));
    let rank1 = |t: &Type| t.shape().is_some_and(|s| s.len() == 1);
    if !rank1(wt) || !matches!(wt, Type::Vector { scalable, .. } if scalable.first() == Some(&true))
    {
        return Err(op_error(
            m,
            op,
            format!("{whole_what} must be  of ranks 1, but got '{wt}'"),
        ));
    }
    if !rank1(st) {
        return Err(op_error(
            m,
            op,
            format!("{slice_what} must be  of ranks 1, but got '{st}'"),
        ));
    }
    if st.element_type() != wt.element_type() {
        let names = if insert {
            "valueToStore, dest"
        } else {
            "source, result"
        };
        return Err(op_error(
            m,
            op,
            format!("failed to verify that all of {{{names}}} have same element type"),
        ));
    }
    let len = st.shape().and_then(|s| s.first().copied()).unwrap_or(1) as i128;
    let pos = o.attr("pos").and_then(|a| a.as_int()).unwrap_or(0);
    if len != 0 && pos % len != 0 {
        let which = if insert { "source" } else { "result" };
        return Err(op_error(
            m,
            op,
            format!("failed to verify that position is a multiple of the {which} length."),
        ));
    }
    Ok(())
}
