//! `llvm.return`, `llvm.br`, `llvm.cond_br`, `llvm.unreachable`.

use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::i32_array;
use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("llvm.return", parse_return, print_return)
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE),
    );
    r.add(
        OpDef::new("llvm.br", parse_br, print_br)
            .traits(Traits::TERMINATOR | Traits::PURE)
            .inherent(&["loop_annotation"])
            .verifier(verify_branch),
    );
    r.add(
        OpDef::new("llvm.cond_br", parse_cond_br, print_cond_br)
            .traits(Traits::TERMINATOR | Traits::PURE)
            .inherent(&["branch_weights", "loop_annotation", "operandSegmentSizes"])
            .verifier(verify_branch),
    );
    r.add(
        OpDef::new("llvm.unreachable", parse_unreachable, print_unreachable)
            .traits(Traits::TERMINATOR),
    );
}

fn parse_return(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if let Some(u) = p.parse_optional_operand()? {
        let t = p.parse_colon_type()?;
        st.operands.push(p.resolve_operand(&u, &t)?);
    }
    Ok(())
}

fn print_return(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    p.print_op_attr_dict(op, &[]);
    if let &[v] = o.operands.as_slice() {
        p.write(" ");
        p.print_operand(v);
        p.write(" : ");
        p.print_type(m.value_type(v));
    } else if !o.operands.is_empty() {
        return None;
    }
    Some(())
}

fn parse_br(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (b, vals) = p.parse_successor_and_operands()?;
    st.successors.push(b);
    st.operands.extend(vals);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["loop_annotation"]);
    Ok(())
}

fn print_br(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let &[b] = o.successors.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_successor_and_operands(b, &o.operands);
    p.print_op_attr_dict(op, &[]);
    Some(())
}

fn parse_cond_br(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let c = p.parse_operand()?;
    st.operands.push(p.resolve_operand(&c, &Type::i1())?);
    super::super::helpers::parse_optional_branch_weights(p, st)?;
    p.expect(TokKind::Comma, "','")?;
    let (t, tv) = p.parse_successor_and_operands()?;
    p.expect(TokKind::Comma, "','")?;
    let (f, fv) = p.parse_successor_and_operands()?;
    st.successors.extend([t, f]);
    st.set_prop("operandSegmentSizes", i32_array(&[1, tv.len(), fv.len()]));
    st.operands.extend(tv);
    st.operands.extend(fv);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["loop_annotation"]);
    Ok(())
}

fn print_cond_br(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[t, f] = o.successors.as_slice() else {
        return None;
    };
    let seg = super::super::helpers::as_int_array(o.attr("operandSegmentSizes")?)?;
    let &[1, nt, nf] = seg.as_slice() else {
        return None;
    };
    let (nt, nf) = (usize::try_from(nt).ok()?, usize::try_from(nf).ok()?);
    if o.operands.len() != 1 + nt + nf {
        return None;
    }
    p.write(" ");
    p.print_operand(o.operands[0]);
    if let Some(w) = o
        .attr("branch_weights")
        .and_then(super::super::helpers::as_int_array)
    {
        let s: Vec<String> = w.iter().map(i64::to_string).collect();
        p.write(&format!(" weights([{}])", s.join(", ")));
    }
    p.write(", ");
    p.print_successor_and_operands(t, &o.operands[1..1 + nt]);
    p.write(", ");
    p.print_successor_and_operands(f, &o.operands[1 + nt..]);
    p.print_op_attr_dict(op, &["operandSegmentSizes", "branch_weights"]);
    Some(())
}

fn verify_branch(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let groups: Vec<&[crate::module::ValueId]> = if o.name == "llvm.br" {
        vec![&o.operands[..]]
    } else {
        let seg = o
            .attr("operandSegmentSizes")
            .and_then(super::super::helpers::as_int_array)
            .unwrap_or_default();
        let &[1, nt, nf] = seg.as_slice() else {
            return Err(op_error(m, op, "has malformed operand segment attributes"));
        };
        let (nt, nf) = (nt.max(0) as usize, nf.max(0) as usize);
        if o.operands.len() != 1 + nt + nf {
            return Err(op_error(m, op, "has malformed operand segment attributes"));
        }
        vec![&o.operands[1..1 + nt], &o.operands[1 + nt..]]
    };
    for (i, (g, &b)) in groups.iter().zip(&o.successors).enumerate() {
        let args = &m.block(b).args;
        if args.len() != g.len()
            || g.iter()
                .zip(args)
                .any(|(&v, &a)| m.value_type(v) != m.value_type(a))
        {
            return Err(op_error(
                m,
                op,
                format!("operands of successor #{i} do not match the block arguments"),
            ));
        }
    }
    Ok(())
}

fn parse_unreachable(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_unreachable(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    p.print_op_attr_dict(op, &[]);
    Some(())
}
