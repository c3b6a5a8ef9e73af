//! `llvm.alloca`, `llvm.load`, `llvm.store`, `llvm.getelementptr`.

use crate::attrs::{Attribute, ElemValue};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::super::{move_inherent_to_props, OpDef, Registry};
use super::i64_attr;

const ORDERINGS: &[&str] = &[
    "not_atomic",
    "unordered",
    "monotonic",
    "",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];

const LOAD_INHERENT: &[&str] = &[
    "alignment",
    "volatile_",
    "nontemporal",
    "invariant",
    "invariantGroup",
    "ordering",
    "syncscope",
    "dereferenceable",
    "access_groups",
    "alias_scopes",
    "noalias_scopes",
    "tbaa",
];
const STORE_INHERENT: &[&str] = &[
    "alignment",
    "volatile_",
    "nontemporal",
    "invariantGroup",
    "ordering",
    "syncscope",
    "access_groups",
    "alias_scopes",
    "noalias_scopes",
    "tbaa",
];
const GEP_INHERENT: &[&str] = &["rawConstantIndices", "elem_type", "noWrapFlags"];
/// `rawConstantIndices` marker of a dynamic index.
const DYNAMIC_INDEX: i128 = i32::MIN as i128;

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("llvm.alloca", parse_alloca, print_alloca).inherent(&[
            "alignment",
            "elem_type",
            "inalloca",
        ]),
    );
    r.add(OpDef::new("llvm.load", parse_load, print_load).inherent(LOAD_INHERENT));
    r.add(OpDef::new("llvm.store", parse_store, print_store).inherent(STORE_INHERENT));
    r.add(
        OpDef::new("llvm.getelementptr", parse_gep, print_gep)
            .traits(super::super::Traits::PURE)
            .inherent(GEP_INHERENT),
    );
}

fn parse_alloca(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("inalloca")? {
        st.set_prop("inalloca", Attribute::Unit);
    }
    let n = p.parse_operand()?;
    p.parse_keyword("x")?;
    let elem = p.parse_type()?;
    st.set_prop("elem_type", Attribute::Type(elem));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["alignment", "elem_type", "inalloca"]);
    // An alignment of 0 is no alignment (mlir-opt drops it).
    if st.attr("alignment").and_then(Attribute::as_int) == Some(0) {
        crate::attrs::dict_remove(&mut st.props, "alignment");
    }
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let Type::Function { inputs, results } = p.parse_type()? else {
        return Err(p.err_at(at, "expected function type"));
    };
    let ([nt], [rt]) = (inputs.as_slice(), results.as_slice()) else {
        return Err(p.err_at(at, "expected one operand type and one result type"));
    };
    st.operands.push(p.resolve_operand(&n, nt)?);
    st.result_types.push(rt.clone());
    Ok(())
}

fn print_alloca(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[n] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    if o.attr("inalloca").is_some() {
        p.write("inalloca ");
    }
    p.print_operand(n);
    p.write(" x ");
    p.print_type(o.attr("elem_type")?.as_type()?);
    p.print_op_attr_dict(op, &["elem_type", "inalloca"]);
    p.write(" : ");
    p.print_function_type(
        &[m.value_type(n).clone()],
        &[m.value_type(*o.results.first()?).clone()],
    );
    Some(())
}

/// `[atomic [syncscope("s")] ordering]` after the address.
fn parse_atomic(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mut ordering = 0;
    if p.parse_optional_keyword("atomic")? {
        if p.parse_optional_keyword("syncscope")? {
            p.expect(TokKind::LParen, "'('")?;
            let s = p.parse_string()?;
            p.expect(TokKind::RParen, "')'")?;
            st.set_prop("syncscope", Attribute::string(&s));
        }
        let at = p.token().start;
        let k = p.parse_any_keyword()?;
        ordering = ORDERINGS
            .iter()
            .position(|o| !o.is_empty() && *o == k)
            .ok_or_else(|| p.err_at(at, format!("invalid atomic ordering '{k}'")))?;
    }
    st.set_prop("ordering", i64_attr(ordering as i64));
    Ok(())
}

fn print_atomic(p: &mut Printer<'_>, op: OpId) {
    let o = p.module().op(op);
    let k = o
        .attr("ordering")
        .and_then(Attribute::as_int)
        .and_then(|v| usize::try_from(v).ok())
        .unwrap_or(0);
    if k == 0 || k >= ORDERINGS.len() {
        return;
    }
    let scope = o
        .attr("syncscope")
        .and_then(Attribute::as_str)
        .map(str::to_string);
    p.write(" atomic");
    if let Some(s) = scope {
        p.write(&format!(
            " syncscope(\"{}\")",
            crate::lexer::escape_string(s.as_bytes())
        ));
    }
    p.write(" ");
    p.write(ORDERINGS[k]);
}

fn parse_load(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("volatile")? {
        st.set_prop("volatile_", Attribute::Unit);
    }
    let a = p.parse_operand()?;
    parse_atomic(p, st)?;
    if p.parse_optional_keyword("invariant")? {
        st.set_prop("invariant", Attribute::Unit);
    }
    if p.parse_optional_keyword("invariant_group")? {
        st.set_prop("invariantGroup", Attribute::Unit);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, LOAD_INHERENT);
    let first = p.parse_colon_type()?;
    let (pt, rt) = if p.eat(TokKind::Arrow)? {
        (first, p.parse_type()?)
    } else {
        (Type::Opaque("!llvm.ptr".into()), first)
    };
    st.operands.push(p.resolve_operand(&a, &pt)?);
    st.result_types.push(rt);
    Ok(())
}

const MEM_ELIDED: &[&str] = &[
    "volatile_",
    "ordering",
    "syncscope",
    "invariant",
    "invariantGroup",
];

fn print_load(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[a] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    if o.attr("volatile_").is_some() {
        p.write("volatile ");
    }
    p.print_operand(a);
    print_atomic(p, op);
    if o.attr("invariant").is_some() {
        p.write(" invariant");
    }
    if o.attr("invariantGroup").is_some() {
        p.write(" invariant_group");
    }
    p.print_op_attr_dict(op, MEM_ELIDED);
    p.write(" : ");
    p.print_type(m.value_type(a));
    p.write(" -> ");
    p.print_type(m.value_type(*o.results.first()?));
    Some(())
}

fn parse_store(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("volatile")? {
        st.set_prop("volatile_", Attribute::Unit);
    }
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let a = p.parse_operand()?;
    parse_atomic(p, st)?;
    if p.parse_optional_keyword("invariant_group")? {
        st.set_prop("invariantGroup", Attribute::Unit);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, STORE_INHERENT);
    let vt = p.parse_colon_type()?;
    let pt = if p.eat(TokKind::Comma)? {
        p.parse_type()?
    } else {
        Type::Opaque("!llvm.ptr".into())
    };
    st.operands.push(p.resolve_operand(&v, &vt)?);
    st.operands.push(p.resolve_operand(&a, &pt)?);
    Ok(())
}

fn print_store(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[v, a] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    if o.attr("volatile_").is_some() {
        p.write("volatile ");
    }
    p.print_operand(v);
    p.write(", ");
    p.print_operand(a);
    print_atomic(p, op);
    if o.attr("invariantGroup").is_some() {
        p.write(" invariant_group");
    }
    p.print_op_attr_dict(op, MEM_ELIDED);
    p.write(" : ");
    p.print_type(m.value_type(v));
    p.write(", ");
    p.print_type(m.value_type(a));
    Some(())
}

const GEP_FLAGS: &[(&str, i64)] = &[("inbounds", 3), ("nusw", 2), ("nuw", 4)];

fn parse_gep(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mut flags = 0;
    loop {
        let at = p.token().start;
        if p.at(TokKind::BareId) {
            if let Some(&(_, v)) = GEP_FLAGS.iter().find(|(n, _)| *n == p.text()) {
                p.bump()?;
                flags |= v;
                if !p.eat(TokKind::Pipe)? {
                    break;
                }
                continue;
            }
        }
        if flags != 0 {
            return Err(p.err_at(at, "expected a getelementptr flag after '|'"));
        }
        break;
    }
    st.set_prop(
        "noWrapFlags",
        Attribute::Integer {
            value: flags.into(),
            ty: Type::int(32),
        },
    );
    let base = p.parse_operand()?;
    p.expect(TokKind::LBracket, "'['")?;
    let mut raw = vec![];
    let mut dynamic = vec![];
    if !p.eat(TokKind::RBracket)? {
        loop {
            if let Some(u) = p.parse_optional_operand()? {
                dynamic.push(u);
                raw.push(ElemValue::Int(DYNAMIC_INDEX));
            } else {
                let at = p.token().start;
                let c = p.parse_integer()?;
                if i32::try_from(c).is_err() {
                    return Err(p.err_at(at, "constant index does not fit in i32"));
                }
                raw.push(ElemValue::Int(c.into()));
            }
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RBracket, "']'")?;
    }
    st.set_prop(
        "rawConstantIndices",
        Attribute::DenseArray {
            elem: Type::int(32),
            values: raw,
        },
    );
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, GEP_INHERENT);
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let Type::Function { inputs, results } = p.parse_type()? else {
        return Err(p.err_at(at, "expected function type"));
    };
    p.expect(TokKind::Comma, "','")?;
    let elem = p.parse_type()?;
    st.set_prop("elem_type", Attribute::Type(elem));
    let [ref result] = results[..] else {
        return Err(p.err_at(at, "expected one result type"));
    };
    if inputs.len() != 1 + dynamic.len() {
        return Err(p.err_at(
            at,
            format!(
                "{} operands present, but expected {}",
                1 + dynamic.len(),
                inputs.len()
            ),
        ));
    }
    st.operands.push(p.resolve_operand(&base, &inputs[0])?);
    for (u, t) in dynamic.iter().zip(&inputs[1..]) {
        st.operands.push(p.resolve_operand(u, t)?);
    }
    st.result_types.push(result.clone());
    Ok(())
}

fn print_gep(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let flags = o
        .attr("noWrapFlags")
        .and_then(Attribute::as_int)
        .unwrap_or(0);
    let mut names = vec![];
    let mut rest = flags;
    for &(n, v) in GEP_FLAGS {
        if rest & i128::from(v) == i128::from(v) {
            names.push(n);
            rest &= !i128::from(v);
        }
    }
    if rest != 0 {
        return None;
    }
    p.write(" ");
    if !names.is_empty() {
        p.write(&names.join("|"));
        p.write(" ");
    }
    let (&base, dynamic) = o.operands.split_first()?;
    p.print_operand(base);
    p.write("[");
    let raw = super::super::helpers::as_int_array(o.attr("rawConstantIndices")?)?;
    let mut next = dynamic.iter();
    for (i, &c) in raw.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if i128::from(c) == DYNAMIC_INDEX {
            p.print_operand(*next.next()?);
        } else {
            p.write(&c.to_string());
        }
    }
    if next.next().is_some() {
        return None;
    }
    p.write("]");
    p.print_op_attr_dict(op, GEP_INHERENT);
    p.write(" : ");
    let ins = super::super::helpers::types_of(m, &o.operands);
    let outs = super::super::helpers::types_of(m, &o.results);
    p.print_function_type(&ins, &outs);
    p.write(", ");
    p.print_type(o.attr("elem_type")?.as_type()?);
    Some(())
}
