//! `gpu.warp_execute_on_lane_0` (a region run by lane 0 of a warp, with distributed arguments and
//! results) and its terminator `gpu.yield`.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{ensure_terminator, entry_args, region_terminator, types_of};
use super::super::{op_error, OpDef, Registry, Traits};

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("gpu.warp_execute_on_lane_0", parse_warp, print_warp)
            .traits(Traits::SINGLE_BLOCK)
            .inherent(&["warp_size"])
            .verifier(verify_warp),
    );
    r.add(
        OpDef::new("gpu.yield", parse_yield, print_yield)
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE),
    );
}

fn parse_warp(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.expect(TokKind::LParen, "'('")?;
    let lane = p.parse_argument_name()?;
    p.expect(TokKind::RParen, "')'")?;
    p.expect(TokKind::LBracket, "'['")?;
    let size = p.parse_integer()?;
    p.expect(TokKind::RBracket, "']'")?;
    st.set_prop("warp_size", Attribute::i64(size));
    st.operands.push(p.resolve_operand(&lane, &Type::Index)?);
    if p.parse_optional_keyword("args")? {
        p.expect(TokKind::LParen, "'('")?;
        let at = p.token().start;
        let uses = p.parse_operand_list(Delimiter::None)?;
        let tys = p.parse_colon_type_list()?;
        p.expect(TokKind::RParen, "')'")?;
        st.operands.extend(p.resolve_operands(&uses, &tys, at)?);
    }
    if p.eat(TokKind::Arrow)? {
        st.result_types = p.parse_function_result_types()?;
    }
    let region = p.parse_region(&[])?;
    ensure_terminator(p, region, "gpu.yield", &[]);
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["warp_size"]);
    Ok(())
}

fn print_warp(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&lane, args) = o.operands.split_first()?;
    let size = o.attr("warp_size")?;
    if !matches!(size, Attribute::Integer { .. }) {
        return None;
    }
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    if m.region(region).blocks.len() != 1 {
        return None;
    }
    if o.results.is_empty()
        && !super::super::helpers::has_implicit_terminator(m, op, 0, "gpu.yield")
    {
        return None;
    }
    p.write("(");
    p.print_operand(lane);
    p.write(&format!(")[{}]", size.as_int()?));
    if !args.is_empty() {
        p.write(" args(");
        p.print_operands(args);
        p.write(" : ");
        p.print_value_types(args);
        p.write(")");
    }
    if !o.results.is_empty() {
        p.write(" -> (");
        p.print_types(&types_of(m, &o.results));
        p.write(")");
    }
    p.write(" ");
    p.print_region(region, true, !o.results.is_empty(), false);
    p.print_op_attr_dict(op, &["warp_size"]);
    Some(())
}

/// MLIR's `verifyDistributedType`: `distributed` is `expanded` split over `warp` lanes.
fn verify_distributed(
    m: &Module,
    op: OpId,
    expanded: &Type,
    distributed: &Type,
    warp: i64,
) -> Result<()> {
    if expanded == distributed {
        return Ok(());
    }
    let (
        Type::Vector {
            shape: es,
            elem: ee,
            ..
        },
        Type::Vector {
            shape: ds,
            elem: de,
            ..
        },
    ) = (expanded, distributed)
    else {
        return Err(op_error(
            m,
            op,
            "expected vector type for distributed operands.",
        ));
    };
    if es.len() != ds.len() || ee != de {
        return Err(op_error(
            m,
            op,
            "expected distributed vectors to have same rank and element type.",
        ));
    }
    let mut scale: i64 = 1;
    for (i, (&e, &d)) in es.iter().zip(ds).enumerate() {
        if e == d {
            continue;
        }
        if d == 0 || e % d != 0 {
            return Err(op_error(
                m,
                op,
                format!("expected expanded vector dimension #{i} ({e}) to be a multipler of the distributed vector dimension ({d})"),
            ));
        }
        scale = scale.saturating_mul(e / d);
    }
    if scale != warp {
        return Err(op_error(
            m,
            op,
            format!("incompatible distribution dimensions from '{expanded}' to '{distributed}' with warp size = {warp}"),
        ));
    }
    Ok(())
}

fn verify_warp(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some((&lane, args)) = o.operands.split_first() else {
        return Err(op_error(m, op, "expected at least 1 operand"));
    };
    if !m.value_type(lane).is_index() {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be index, but got '{}'", m.value_type(lane)),
        ));
    }
    let Some(warp) = o
        .attr("warp_size")
        .and_then(|a| a.as_int())
        .and_then(|v| i64::try_from(v).ok())
    else {
        return Err(op_error(m, op, "requires attribute 'warp_size'"));
    };
    if o.regions.len() != 1 {
        return Err(op_error(m, op, "requires one region"));
    }
    let block_args = entry_args(m, op, 0).unwrap_or(&[]);
    if args.len() != block_args.len() {
        return Err(op_error(
            m,
            op,
            "expected same number op arguments and block arguments.",
        ));
    }
    let Some(term) = region_terminator(m, op, 0).filter(|&t| m.op(t).name == "gpu.yield") else {
        return Err(op_error(m, op, "expects a 'gpu.yield' terminator"));
    };
    let yielded = &m.op(term).operands;
    if yielded.len() != o.results.len() {
        return Err(op_error(
            m,
            op,
            "expected same number of yield operands and return values.",
        ));
    }
    for (&ba, &a) in block_args.iter().zip(args) {
        verify_distributed(m, op, m.value_type(ba), m.value_type(a), warp)?;
    }
    for (&y, &r) in yielded.iter().zip(&o.results) {
        verify_distributed(m, op, m.value_type(y), m.value_type(r), warp)?;
    }
    Ok(())
}

fn parse_yield(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    crate::dialects::helpers::parse_terminator(p, st)
}

fn print_yield(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    crate::dialects::helpers::print_terminator(p, op)
}
