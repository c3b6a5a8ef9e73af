//! The intrinsics whose custom form is not `(operands) : functional-type`: memory markers
//! (`lifetime.*`, `invariant.*`, `*.invariant.group`), variadic-argument lists (`vastart`,
//! `vacopy`, `vaend`, and `llvm.va_arg`), `eh.typeid.for`, `stacksave`/`stackrestore`, `vector.insert`/`extract`,
//! `experimental.noalias.scope.decl`, `expect`, `ptrmask`, `trap`/`debugtrap`, and the
//! constrained floating-point conversions (`experimental.constrained.{fptrunc,fpext,sitofp,
//! uitofp}`) — each family in the form MLIR 22's assembly format gives it.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::types_of;
use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};
use super::i64_attr;

/// `%ptr attr-dict : type`, no result.
const PTR_ONLY: &[&str] = &[
    "llvm.intr.lifetime.start",
    "llvm.intr.lifetime.end",
    "llvm.intr.vastart",
    "llvm.intr.vaend",
    "llvm.intr.stackrestore",
    "llvm.intr.coro.resume",
];
/// `%x attr-dict : type`, one result of the operand's type.
const SAME_TYPE: &[&str] = &[
    "llvm.intr.launder.invariant.group",
    "llvm.intr.strip.invariant.group",
    "llvm.intr.ssa.copy",
];
/// `attr-dict : type`, one result and no operand.
const RESULT_ONLY: &[&str] = &[
    "llvm.intr.stacksave",
    "llvm.intr.stepvector",
    "llvm.intr.coro.size",
    "llvm.intr.coro.align",
];
/// `operands attr-dict : functional-type(operands, results)`.
/// (`llvm.va_arg`, not an intrinsic, has the same form.)
const FUNCTIONAL: &[&str] = &[
    "llvm.intr.eh.typeid.for",
    "llvm.intr.ptrmask",
    "llvm.va_arg",
];
/// `attr-dict` alone.
const BARE: &[&str] = &["llvm.intr.trap", "llvm.intr.debugtrap"];

/// Rounding modes of the constrained intrinsics (`ValidRoundingModeAttr`), by value.
const ROUNDING: &[(&str, i64)] = &[
    ("towardzero", 0),
    ("tonearest", 1),
    ("upward", 2),
    ("downward", 3),
    ("tonearestaway", 4),
    ("dynamic", 7),
];
/// Floating-point exception behaviours, by value.
const EXCEPTION: &[&str] = &["ignore", "maytrap", "strict"];
/// Constrained conversions `%x [rounding] except : T to R`, with or without a rounding mode.
const CONSTRAINED: &[(&str, bool)] = &[
    ("llvm.intr.experimental.constrained.fptrunc", true),
    ("llvm.intr.experimental.constrained.sitofp", true),
    ("llvm.intr.experimental.constrained.uitofp", true),
    ("llvm.intr.experimental.constrained.fpext", false),
];

/// Intrinsics with fast-math flags and no custom form (always printed generically).
const GENERIC_FASTMATH: &[&str] = &[
    "llvm.intr.vector.reduce.fadd",
    "llvm.intr.vector.reduce.fmul",
];

pub(crate) fn register(r: &mut Registry) {
    for &n in GENERIC_FASTMATH {
        r.add(
            OpDef::new(n, parse_no_custom_form, print_generic_only)
                .traits(Traits::PURE)
                .inherent(&["fastmathFlags"]),
        );
    }
    for &n in PTR_ONLY {
        r.add(OpDef::new(n, parse_ptr_only, print_ptr_only).verifier(verify_ptr_only));
    }
    for &n in SAME_TYPE {
        let t = if n == "llvm.intr.ssa.copy" {
            Traits::PURE
        } else {
            Traits::NONE
        };
        r.add(OpDef::new(n, parse_same_type, print_same_type).traits(t));
    }
    for &n in RESULT_ONLY {
        let t = if n == "llvm.intr.stepvector" {
            Traits::PURE
        } else {
            Traits::NONE
        };
        r.add(OpDef::new(n, parse_result_only, print_result_only).traits(t));
    }
    for &n in FUNCTIONAL {
        let t = if n == "llvm.intr.ptrmask" {
            Traits::PURE
        } else {
            Traits::NONE
        };
        r.add(OpDef::new(n, parse_functional, print_functional).traits(t));
    }
    for &n in BARE {
        r.add(OpDef::new(n, parse_bare, print_bare));
    }
    r.add(
        OpDef::new("llvm.intr.expect", parse_expect, print_expect)
            .traits(Traits::PURE)
            .verifier(verify_expect),
    );
    r.add(
        OpDef::new(
            "llvm.intr.invariant.start",
            parse_invariant_start,
            print_invariant_start,
        )
        .inherent(&["size"]),
    );
    r.add(
        OpDef::new(
            "llvm.intr.invariant.end",
            parse_invariant_end,
            print_invariant_end,
        )
        .inherent(&["size"]),
    );
    r.add(OpDef::new("llvm.intr.vacopy", parse_vacopy, print_vacopy));
    r.add(
        OpDef::new(
            "llvm.intr.vector.insert",
            parse_vector_insert,
            print_vector_insert,
        )
        .traits(Traits::PURE)
        .inherent(&["pos"])
        .verifier(verify_vector_insert),
    );
    r.add(
        OpDef::new(
            "llvm.intr.vector.extract",
            parse_vector_extract,
            print_vector_extract,
        )
        .traits(Traits::PURE)
        .inherent(&["pos"])
        .verifier(verify_vector_extract),
    );
    r.add(
        OpDef::new(
            "llvm.intr.experimental.noalias.scope.decl",
            parse_scope_decl,
            print_scope_decl,
        )
        .inherent(&["scope"]),
    );
    for &(n, rounding) in CONSTRAINED {
        let inherent: &'static [&'static str] = if rounding {
            &["roundingmode", "fpExceptionBehavior"]
        } else {
            &["fpExceptionBehavior"]
        };
        r.add(
            OpDef::new(n, parse_constrained, print_constrained)
                .traits(Traits::PURE)
                .inherent(inherent),
        );
    }
}

fn parse_no_custom_form(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    Err(p.err(format!(
        "custom op '{}' has no custom assembly form",
        st.name
    )))
}

fn print_generic_only(_: &mut Printer<'_>, _: OpId) -> Option<()> {
    None
}

fn inherent(p: &Parser<'_>, st: &OperationState) -> &'static [&'static str] {
    p.registry()
        .lookup(&st.name)
        .map_or(&[] as &[&str], |d| d.inherent_attrs)
}

/// The optional attribute dictionary, inherent names moved into properties.
fn attr_dict(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let names = inherent(p, st);
    move_inherent_to_props(st, names);
    Ok(())
}

fn is_ptr(t: &Type) -> bool {
    matches!(t, Type::Opaque(s) if s == "!llvm.ptr" || s.starts_with("!llvm.ptr<"))
}

fn parse_ptr_only(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    attr_dict(p, st)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&a, &t)?);
    Ok(())
}

fn print_ptr_only(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a], []) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(a);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(a));
    Some(())
}

fn verify_ptr_only(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match o.operands.as_slice() {
        [a] if is_ptr(m.value_type(*a)) => Ok(()),
        [_] => Err(op_error(
            m,
            op,
            "operand #0 must be LLVM pointer type, but got a different type",
        )),
        _ => Err(op_error(m, op, "expected 1 operand")),
    }
}

fn parse_same_type(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    attr_dict(p, st)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&a, &t)?);
    st.result_types.push(t);
    Ok(())
}

fn print_same_type(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    if m.value_type(a) != m.value_type(r) {
        return None;
    }
    p.write(" ");
    p.print_operand(a);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(a));
    Some(())
}

fn parse_result_only(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    attr_dict(p, st)?;
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_result_only(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let ([], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(r));
    Some(())
}

fn parse_functional(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(crate::parser::Delimiter::None)?;
    attr_dict(p, st)?;
    crate::dialects::helpers::parse_functional_signature(p, st, &uses)?;
    Ok(())
}

fn print_functional(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    p.write(" ");
    p.print_operands(&o.operands);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    let ins = types_of(m, &o.operands);
    let outs = types_of(m, &o.results);
    p.print_function_type(&ins, &outs);
    Some(())
}

fn parse_bare(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    attr_dict(p, st)
}

fn print_bare(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    if !o.operands.is_empty() || !o.results.is_empty() {
        return None;
    }
    p.print_op_attr_dict(op, &[]);
    Some(())
}

fn parse_expect(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let b = p.parse_operand()?;
    attr_dict(p, st)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&a, &t)?);
    st.operands.push(p.resolve_operand(&b, &t)?);
    st.result_types.push(t);
    Ok(())
}

fn print_expect(p: &mut Printer<'_>, op: OpId) -> Option<()> {
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
    Some(())
}

fn verify_expect(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let ty = |v| m.value_type(v);
    match (o.operands.as_slice(), o.results.as_slice()) {
        (&[a, b], &[r]) if ty(a) == ty(r) && ty(b) == ty(r) => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "requires the same type for all operands and results",
        )),
    }
}

/// An integer immediate stored as an `i64` property `name`.
fn parse_i64_prop(p: &mut Parser<'_>, st: &mut OperationState, name: &str) -> Result<()> {
    let v = p.parse_integer()?;
    st.set_prop(name, i64_attr(v));
    Ok(())
}

fn i64_prop(m: &Module, op: OpId, name: &str) -> Option<i64> {
    match m.op(op).attr(name)? {
        Attribute::Integer { value, ty } if *ty == Type::int(64) => i64::try_from(*value).ok(),
        _ => None,
    }
}

fn parse_invariant_start(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_i64_prop(p, st, "size")?;
    p.expect(TokKind::Comma, "','")?;
    let a = p.parse_operand()?;
    attr_dict(p, st)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&a, &t)?);
    st.result_types.push(Type::Opaque("!llvm.ptr".into()));
    Ok(())
}

fn print_invariant_start(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a], [_]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let size = i64_prop(m, op, "size")?;
    p.write(&format!(" {size}, "));
    p.print_operand(a);
    p.print_op_attr_dict(op, &["size"]);
    p.write(" : ");
    p.print_type(m.value_type(a));
    Some(())
}

fn parse_invariant_end(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let s = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    parse_i64_prop(p, st, "size")?;
    p.expect(TokKind::Comma, "','")?;
    let a = p.parse_operand()?;
    attr_dict(p, st)?;
    let t = p.parse_colon_type()?;
    st.operands
        .push(p.resolve_operand(&s, &Type::Opaque("!llvm.ptr".into()))?);
    st.operands.push(p.resolve_operand(&a, &t)?);
    Ok(())
}

fn print_invariant_end(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[s, a], []) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let size = i64_prop(m, op, "size")?;
    p.write(" ");
    p.print_operand(s);
    p.write(&format!(", {size}, "));
    p.print_operand(a);
    p.print_op_attr_dict(op, &["size"]);
    p.write(" : ");
    p.print_type(m.value_type(a));
    Some(())
}

/// `%src to %dest : T_dest, T_src`; the operands are stored as (dest, src).
fn parse_vacopy(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.parse_keyword("to")?;
    let dst = p.parse_operand()?;
    attr_dict(p, st)?;
    let dt = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let sty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&dst, &dt)?);
    st.operands.push(p.resolve_operand(&src, &sty)?);
    Ok(())
}

fn print_vacopy(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[dst, src], []) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    p.write(" to ");
    p.print_operand(dst);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_types(&[m.value_type(dst).clone(), m.value_type(src).clone()]);
    Some(())
}

/// `%src, %dst[pos] : T_src into T_dst`; the operands are stored as (dst, src).
fn parse_vector_insert(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let dst = p.parse_operand()?;
    p.expect(TokKind::LBracket, "'['")?;
    parse_i64_prop(p, st, "pos")?;
    p.expect(TokKind::RBracket, "']'")?;
    attr_dict(p, st)?;
    let sty = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let dty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&dst, &dty)?);
    st.operands.push(p.resolve_operand(&src, &sty)?);
    st.result_types.push(dty);
    Ok(())
}

fn print_vector_insert(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[dst, src], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let pos = i64_prop(m, op, "pos")?;
    p.write(" ");
    p.print_operand(src);
    p.write(", ");
    p.print_operand(dst);
    p.write(&format!("[{pos}]"));
    p.print_op_attr_dict(op, &["pos"]);
    p.write(" : ");
    p.print_type(m.value_type(src));
    p.write(" into ");
    p.print_type(m.value_type(r));
    Some(())
}

/// `%src[pos] : T_res from T_src`.
fn parse_vector_extract(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.expect(TokKind::LBracket, "'['")?;
    parse_i64_prop(p, st, "pos")?;
    p.expect(TokKind::RBracket, "']'")?;
    attr_dict(p, st)?;
    let rty = p.parse_colon_type()?;
    p.parse_keyword("from")?;
    let sty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, &sty)?);
    st.result_types.push(rty);
    Ok(())
}

fn print_vector_extract(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[src], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let pos = i64_prop(m, op, "pos")?;
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

/// Whether a vector type is scalable, `None` for non-vectors.
fn scalable(t: &Type) -> Option<bool> {
    match t {
        Type::Vector { scalable, .. } => Some(scalable.iter().any(|&s| s)),
        _ => None,
    }
}

/// Known minimum bit width of a vector of integers or floats.
fn vector_bits(t: &Type) -> Option<u64> {
    let Type::Vector { shape, elem, .. } = t else {
        return None;
    };
    let n: i64 = shape.iter().product();
    let w = elem.int_or_float_width()?;
    u64::try_from(n).ok()?.checked_mul(u64::from(w))
}

fn check_vectors(m: &Module, op: OpId, src: &Type, other: &Type, inserting: bool) -> Result<()> {
    let (Some(ss), Some(os)) = (scalable(src), scalable(other)) else {
        return Err(op_error(m, op, "operands and result must be LLVM vectors"));
    };
    let big = [src, other]
        .iter()
        .any(|t| vector_bits(t).is_some_and(|b| b > 131072));
    if big {
        return Err(op_error(
            m,
            op,
            "failed to verify that vectors are not bigger than 2^17 bits.",
        ));
    }
    if inserting && ss && !os {
        return Err(op_error(
            m,
            op,
            "failed to verify that it is not inserting scalable into fixed-length vectors.",
        ));
    }
    if !inserting && os && !ss {
        return Err(op_error(
            m,
            op,
            "failed to verify that it is not extracting scalable from fixed-length vectors.",
        ));
    }
    Ok(())
}

fn verify_vector_insert(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[dst, src], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expected 2 operands and 1 result"));
    };
    if m.value_type(dst) != m.value_type(r) {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {dstvec, res} have same type",
        ));
    }
    check_vectors(m, op, m.value_type(src), m.value_type(dst), true)
}

fn verify_vector_extract(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[src], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expected 1 operand and 1 result"));
    };
    check_vectors(m, op, m.value_type(src), m.value_type(r), false)
}

fn parse_scope_decl(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let at = p.token().start;
    let scope = p.parse_attribute()?;
    if !matches!(&scope, Attribute::Opaque(t) if t.starts_with("#llvm.alias_scope<")) {
        return Err(p.err_at(
            at,
            "invalid kind of attribute specified, expected an LLVM alias scope attribute",
        ));
    }
    st.set_prop("scope", scope);
    attr_dict(p, st)
}

fn print_scope_decl(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let scope = o.attr("scope")?.clone();
    if !o.operands.is_empty() || !o.results.is_empty() {
        return None;
    }
    p.write(" ");
    p.print_attribute(&scope);
    p.print_op_attr_dict(op, &["scope"]);
    Some(())
}

fn parse_constrained(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let rounding = CONSTRAINED.iter().any(|&(n, r)| r && n == st.name.as_str());
    let a = p.parse_operand()?;
    if rounding {
        let at = p.token().start;
        let k = p.parse_any_keyword()?;
        let Some(&(_, v)) = ROUNDING.iter().find(|(n, _)| *n == k) else {
            return Err(p.err_at(
                at,
                format!("expected one of [towardzero, tonearest, upward, downward, tonearestaway, dynamic] for LLVM rounding mode, got: {k}"),
            ));
        };
        st.set_prop("roundingmode", i64_attr(v));
    }
    let at = p.token().start;
    let k = p.parse_any_keyword()?;
    let Some(e) = EXCEPTION.iter().position(|n| *n == k) else {
        return Err(p.err_at(
            at,
            format!(
                "expected one of [ignore, maytrap, strict] for LLVM Exception Behavior, got: {k}"
            ),
        ));
    };
    st.set_prop("fpExceptionBehavior", i64_attr(e as i64));
    attr_dict(p, st)?;
    let from = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve_operand(&a, &from)?);
    st.result_types.push(to);
    Ok(())
}

fn print_constrained(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let rounding = CONSTRAINED.iter().any(|&(n, r)| r && n == o.name.as_str());
    p.write(" ");
    p.print_operand(a);
    if rounding {
        let v = i64_prop(m, op, "roundingmode")?;
        let (name, _) = ROUNDING.iter().find(|(_, x)| *x == v)?;
        p.write(&format!(" {name}"));
    }
    let e = usize::try_from(i64_prop(m, op, "fpExceptionBehavior")?).ok()?;
    p.write(&format!(" {}", EXCEPTION.get(e)?));
    p.print_op_attr_dict(op, &["roundingmode", "fpExceptionBehavior"]);
    p.write(" : ");
    p.print_type(m.value_type(a));
    p.write(" to ");
    p.print_type(m.value_type(r));
    Some(())
}
