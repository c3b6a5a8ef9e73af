//! The arith dialect: constants, integer and float arithmetic (with overflow and fastmath
//! flags), comparisons, select, casts, min/max.

use crate::attrs::Attribute;
use crate::error::{Error, Result};
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::{op_error, OpDef, Registry, Traits};

mod cast;

use cast::{
    extended_names, parse_cast, parse_extended, print_cast, print_extended, verify_cast,
    verify_extended,
};

const OVERFLOW_OPS: &[&str] = &["addi", "subi", "muli", "shli"];
const INT_OPS: &[&str] = &[
    "divsi",
    "divui",
    "ceildivsi",
    "ceildivui",
    "floordivsi",
    "remsi",
    "remui",
    "andi",
    "ori",
    "xori",
    "shrsi",
    "shrui",
    "maxsi",
    "maxui",
    "minsi",
    "minui",
];
const EXACT_OPS: &[&str] = &["divsi", "divui", "shrsi", "shrui"];
const FLOAT_OPS: &[&str] = &[
    "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
];
const CAST_OPS: &[&str] = &[
    "extsi",
    "extui",
    "sitofp",
    "uitofp",
    "fptosi",
    "fptoui",
    "index_cast",
    "index_castui",
    "bitcast",
];

/// `arith.cmpi` predicates, in attribute-value order.
pub const CMPI_PREDICATES: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
/// `arith.cmpf` predicates, in attribute-value order.
pub const CMPF_PREDICATES: &[&str] = &[
    "false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "true",
];

/// The value of `arith.cmpi` with predicate number `p` (an index into [`CMPI_PREDICATES`]) on
/// two `w`-bit integers held sign-extended in `i64`: signed predicates compare them as they
/// are, unsigned ones their low `w` bits.
pub fn cmpi(p: i128, a: i64, b: i64, w: u32) -> bool {
    let z = |x: i64| -> u64 {
        if w >= 64 {
            x as u64
        } else {
            (x as u64) & ((1u64 << w) - 1)
        }
    };
    let (ua, ub) = (z(a), z(b));
    match p {
        0 => a == b,
        1 => a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        5 => a >= b,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        _ => ua >= ub,
    }
}

/// The value of `arith.cmpf` with predicate number `p` (an index into [`CMPF_PREDICATES`]) on
/// two floats widened to `f64` (exact for `f32`): ordered predicates are false on NaN,
/// unordered ones true.
pub fn cmpf(p: i128, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match p {
        0 => false,
        1 => !uno && a == b,
        2 => !uno && a > b,
        3 => !uno && a >= b,
        4 => !uno && a < b,
        5 => !uno && a <= b,
        6 => !uno && a != b,
        7 => !uno,
        8 => uno || a == b,
        9 => uno || a > b,
        10 => uno || a >= b,
        11 => uno || a < b,
        12 => uno || a <= b,
        13 => uno || a != b,
        14 => uno,
        _ => true,
    }
}

pub(super) const ROUNDING: &[&str] = &[
    "to_nearest_even",
    "downward",
    "upward",
    "toward_zero",
    "to_nearest_away",
];
const FASTMATH: &[(&str, u32)] = &[
    ("reassoc", 1),
    ("nnan", 2),
    ("ninf", 4),
    ("nsz", 8),
    ("arcp", 16),
    ("contract", 32),
    ("afn", 64),
];

const OVERFLOW_NONE: &str = "#arith.overflow<none>";
const FASTMATH_NONE: &str = "#arith.fastmath<none>";

pub(crate) fn register(r: &mut Registry) {
    let pure = Traits::PURE;
    let leak = |n: &str| -> &'static str { Box::leak(format!("arith.{n}").into_boxed_str()) };
    for n in OVERFLOW_OPS.iter().chain(INT_OPS).chain(FLOAT_OPS) {
        r.add(
            OpDef::new(leak(n), parse_binary, print_binary)
                .traits(pure)
                .inherent(&["overflowFlags", "fastmath", "isExact"])
                .verifier(verify_binary),
        );
    }
    r.add(
        OpDef::new("arith.negf", parse_unary, print_unary)
            .traits(pure)
            .inherent(&["fastmath"])
            .verifier(verify_unary),
    );
    r.add(
        OpDef::new("arith.cmpi", parse_cmp, print_cmp)
            .traits(pure)
            .inherent(&["predicate"])
            .verifier(verify_cmp),
    );
    r.add(
        OpDef::new("arith.cmpf", parse_cmp, print_cmp)
            .traits(pure)
            .inherent(&["predicate", "fastmath"])
            .verifier(verify_cmp),
    );
    r.add(
        OpDef::new("arith.select", parse_select, print_select)
            .traits(pure)
            .verifier(verify_select),
    );
    for n in CAST_OPS.iter().chain(&["trunci", "extf", "truncf"]) {
        r.add(
            OpDef::new(leak(n), parse_cast, print_cast)
                .traits(pure)
                .inherent(&["overflowFlags", "fastmath", "roundingmode"])
                .verifier(verify_cast),
        );
    }
    for n in ["addui_extended", "mulsi_extended", "mului_extended"] {
        r.add(
            OpDef::new(leak(n), parse_extended, print_extended)
                .traits(pure)
                .verifier(verify_extended)
                .result_names(extended_names),
        );
    }
    r.add(
        OpDef::new("arith.constant", parse_constant, print_constant)
            .traits(pure | Traits::CONSTANT_LIKE)
            .inherent(&["value"])
            .verifier(verify_constant)
            .result_names(constant_names),
    );
}

pub(super) fn short(name: &str) -> &str {
    name.strip_prefix("arith.").unwrap_or(name)
}

// ----- flags ---------------------------------------------------------------------------------

fn parse_flag_list(p: &mut Parser<'_>) -> Result<Vec<String>> {
    p.expect(TokKind::Less, "'<'")?;
    let mut v = vec![];
    loop {
        v.push(p.parse_any_keyword()?.to_string());
        if !p.eat(TokKind::Comma)? {
            break;
        }
    }
    p.expect(TokKind::Greater, "'>'")?;
    Ok(v)
}

pub(super) fn parse_optional_overflow(p: &mut Parser<'_>, st: &mut OperationState) -> Result<bool> {
    if !p.at_keyword("overflow") {
        return Ok(false);
    }
    let at = p.token().start;
    p.bump()?;
    let (mut nsw, mut nuw) = (false, false);
    for f in parse_flag_list(p)? {
        match f.as_str() {
            "nsw" => nsw = true,
            "nuw" => nuw = true,
            "none" => {}
            _ => {
                return Err(p.err_at(
                    at,
                    format!("expected one of [none, nsw, nuw] for arith overflow flags, got '{f}'"),
                ))
            }
        }
    }
    let body = match (nsw, nuw) {
        (false, false) => "none",
        (true, false) => "nsw",
        (false, true) => "nuw",
        (true, true) => "nsw, nuw",
    };
    st.set_prop(
        "overflowFlags",
        Attribute::Opaque(format!("#arith.overflow<{body}>")),
    );
    Ok(true)
}

pub(super) fn parse_optional_fastmath(p: &mut Parser<'_>, st: &mut OperationState) -> Result<bool> {
    if !p.at_keyword("fastmath") {
        return Ok(false);
    }
    let at = p.token().start;
    p.bump()?;
    let mut bits = 0u32;
    for f in parse_flag_list(p)? {
        bits |= match f.as_str() {
            "none" => 0,
            "fast" => 127,
            s => FASTMATH
                .iter()
                .find(|(n, _)| *n == s)
                .map(|x| x.1)
                .ok_or_else(|| p.err_at(at, format!("expected one of [none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast] for arith fastmath flags, got '{s}'")))?,
        };
    }
    let body = match bits {
        0 => "none".to_string(),
        127 => "fast".to_string(),
        b => FASTMATH
            .iter()
            .filter(|(_, v)| b & v != 0)
            .map(|x| x.0)
            .collect::<Vec<_>>()
            .join(","),
    };
    st.set_prop(
        "fastmath",
        Attribute::Opaque(format!("#arith.fastmath<{body}>")),
    );
    Ok(true)
}

/// Checks the `overflowFlags` and `fastmath` attributes an op carries in their `#arith.` form
/// (the custom form prints their bodies, which must then parse again): a `<...>` list of
/// known flags. The generic form keeps any attribute text, e.g. `#arith.overflow<\0one>`.
pub(super) fn verify_flags(m: &Module, op: OpId) -> Result<()> {
    let fastmath: Vec<&str> = ["none", "fast"]
        .into_iter()
        .chain(FASTMATH.iter().map(|(n, _)| *n))
        .collect();
    for (name, prefix, known) in [
        (
            "overflowFlags",
            "#arith.overflow",
            &["none", "nsw", "nuw"][..],
        ),
        ("fastmath", "#arith.fastmath", &fastmath[..]),
    ] {
        let Some(Attribute::Opaque(t)) = m.op(op).attr(name) else {
            continue;
        };
        let Some(body) = t.strip_prefix(prefix) else {
            continue;
        };
        let valid = body
            .strip_prefix('<')
            .and_then(|b| b.strip_suffix('>'))
            .is_some_and(|list| list.split(',').all(|f| known.contains(&f.trim())));
        if !valid {
            return Err(op_error(
                m,
                op,
                format!(
                    "invalid '{name}' attribute {t:?}: expected one of [{}]",
                    known.join(", ")
                ),
            ));
        }
    }
    Ok(())
}

/// Prints ` overflow<...>` / ` fastmath<...>` unless absent or `none`.
pub(super) fn print_flags(p: &mut Printer<'_>, op: OpId) {
    let o = p.module().op(op);
    for (name, prefix) in [
        ("overflowFlags", "#arith.overflow"),
        ("fastmath", "#arith.fastmath"),
    ] {
        if let Some(Attribute::Opaque(t)) = o.attr(name) {
            if let Some(body) = t.strip_prefix(prefix) {
                if body != "<none>" {
                    p.write(" ");
                    p.write(&prefix["#arith.".len()..]);
                    p.write(body);
                }
            }
        }
    }
}

pub(super) fn flag_elided(op: &crate::Operation) -> Vec<&'static str> {
    let mut v = vec![];
    for (name, prefix) in [
        ("overflowFlags", "#arith.overflow"),
        ("fastmath", "#arith.fastmath"),
    ] {
        if matches!(op.attr(name), Some(Attribute::Opaque(t)) if t.starts_with(prefix)) {
            v.push(name);
        }
    }
    v
}

pub(super) fn default_flags(name: &str, st: &mut OperationState) {
    let n = short(name);
    if (OVERFLOW_OPS.contains(&n) || n == "trunci") && st.attr("overflowFlags").is_none() {
        st.set_prop("overflowFlags", Attribute::Opaque(OVERFLOW_NONE.into()));
    }
    if (FLOAT_OPS.contains(&n) || n == "negf" || n == "cmpf") && st.attr("fastmath").is_none() {
        st.set_prop("fastmath", Attribute::Opaque(FASTMATH_NONE.into()));
    }
}

// ----- binary / unary ------------------------------------------------------------------------

fn parse_binary(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let lhs = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let rhs = p.parse_operand()?;
    let n = short(&st.name).to_string();
    if OVERFLOW_OPS.contains(&n.as_str()) {
        parse_optional_overflow(p, st)?;
    } else if FLOAT_OPS.contains(&n.as_str()) {
        parse_optional_fastmath(p, st)?;
    } else if EXACT_OPS.contains(&n.as_str()) && p.parse_optional_keyword("exact")? {
        st.set_prop("isExact", Attribute::Unit);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["overflowFlags", "fastmath", "isExact"]);
    default_flags(&n, st);
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands_same(&[lhs, rhs], &ty)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_binary(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a, b], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let t = m.value_type(r);
    if m.value_type(a) != t || m.value_type(b) != t {
        return None;
    }
    p.write(" ");
    p.print_operands(&[a, b]);
    let mut el = flag_elided(o);
    if EXACT_OPS.contains(&short(&o.name)) && o.attr("isExact") == Some(&Attribute::Unit) {
        p.write(" exact");
        el.push("isExact");
    }
    print_flags(p, op);
    p.print_op_attr_dict(op, &el);
    p.write(" : ");
    p.print_type(&t.clone());
    Some(())
}

fn parse_unary(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let x = p.parse_operand()?;
    parse_optional_fastmath(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["fastmath"]);
    default_flags(&st.name.clone(), st);
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&x, &ty)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_unary(p: &mut Printer<'_>, op: OpId) -> Option<()> {
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
    print_flags(p, op);
    p.print_op_attr_dict(op, &flag_elided(o));
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn is_int_like(t: &Type) -> bool {
    t.element_type_or_self().is_signless_int_or_index()
}

fn is_float_like(t: &Type) -> bool {
    t.element_type_or_self().is_float()
}

fn verify_same_types(m: &Module, op: OpId, nops: usize) -> Result<Type> {
    let o = m.op(op);
    if o.operands.len() != nops || o.results.len() != 1 {
        return Err(op_error(
            m,
            op,
            format!("expected {nops} operand(s) and 1 result"),
        ));
    }
    let t = m.value_type(o.results[0]).clone();
    if o.operands.iter().any(|&v| *m.value_type(v) != t) {
        return Err(op_error(
            m,
            op,
            "requires the same type for all operands and results",
        ));
    }
    Ok(t)
}

fn verify_binary(m: &Module, op: OpId) -> Result<()> {
    verify_flags(m, op)?;
    let t = verify_same_types(m, op, 2)?;
    let n = short(&m.op(op).name);
    if FLOAT_OPS.contains(&n) {
        if !is_float_like(&t) {
            return Err(op_error(
                m,
                op,
                format!("operand #0 must be floating-point-like, but got '{t}'"),
            ));
        }
    } else if !is_int_like(&t) {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be signless-integer-like, but got '{t}'"),
        ));
    }
    Ok(())
}

fn verify_unary(m: &Module, op: OpId) -> Result<()> {
    verify_flags(m, op)?;
    let t = verify_same_types(m, op, 1)?;
    if !is_float_like(&t) {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be floating-point-like, but got '{t}'"),
        ));
    }
    Ok(())
}

// ----- comparisons and select ----------------------------------------------------------------

fn parse_cmp(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let is_f = st.name == "arith.cmpf";
    let preds = if is_f {
        CMPF_PREDICATES
    } else {
        CMPI_PREDICATES
    };
    let at = p.token().start;
    let word = if p.at(TokKind::String) {
        p.parse_string()?
    } else {
        p.parse_any_keyword()?.to_string()
    };
    let Some(idx) = preds.iter().position(|x| *x == word) else {
        return Err(p.err_at(at, format!("invalid predicate '{word}'")));
    };
    st.set_prop("predicate", Attribute::i64(idx as i64));
    p.expect(TokKind::Comma, "','")?;
    let lhs = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let rhs = p.parse_operand()?;
    if is_f {
        parse_optional_fastmath(p, st)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["predicate", "fastmath"]);
    default_flags(&st.name.clone(), st);
    let ty = p.parse_colon_type()?;
    // The custom form gives the operand type, whose constraint MLIR checks while parsing.
    let (ok, kind) = if is_f {
        (is_float_like(&ty), "floating-point-like")
    } else {
        (is_int_like(&ty), "signless-integer-like")
    };
    if !ok {
        let pos = st.pos.unwrap_or_else(|| p.pos());
        return Err(Error::at(
            pos,
            format!(
                "custom op '{}' 'lhs' must be {kind}, but got '{ty}'",
                st.name
            ),
        ));
    }
    st.operands = p.resolve_operands_same(&[lhs, rhs], &ty)?;
    st.result_types.push(ty.with_element_type(Type::i1()));
    Ok(())
}

fn print_cmp(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let preds = if o.name == "arith.cmpf" {
        CMPF_PREDICATES
    } else {
        CMPI_PREDICATES
    };
    let idx = usize::try_from(o.attr("predicate")?.as_int()?).ok()?;
    let pred = preds.get(idx)?;
    let (&[a, b], &[_]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    if m.value_type(a) != m.value_type(b) {
        return None;
    }
    p.write(&format!(" {pred}, "));
    p.print_operands(&[a, b]);
    print_flags(p, op);
    let mut el = flag_elided(o);
    el.push("predicate");
    p.print_op_attr_dict(op, &el);
    p.write(" : ");
    p.print_type(&m.value_type(a).clone());
    Some(())
}

fn verify_cmp(m: &Module, op: OpId) -> Result<()> {
    verify_flags(m, op)?;
    let o = m.op(op);
    let (&[a, b], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expected 2 operands and 1 result"));
    };
    let t = m.value_type(a);
    if m.value_type(b) != t {
        return Err(op_error(
            m,
            op,
            "requires all operands to have the same type",
        ));
    }
    let is_f = o.name == "arith.cmpf";
    if is_f && !is_float_like(t) {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be floating-point-like, but got '{t}'"),
        ));
    }
    if !is_f && !is_int_like(t) {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be signless-integer-like, but got '{t}'"),
        ));
    }
    if *m.value_type(r) != t.with_element_type(Type::i1()) {
        return Err(op_error(
            m,
            op,
            "result type must be i1 with the shape of the operands",
        ));
    }
    let n = if is_f {
        CMPF_PREDICATES.len()
    } else {
        CMPI_PREDICATES.len()
    };
    match o.attr("predicate").and_then(|a| a.as_int()) {
        Some(v) if v >= 0 && (v as usize) < n => Ok(()),
        _ => Err(op_error(m, op, "requires a valid 'predicate' attribute")),
    }
}

fn parse_select(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(Delimiter::None)?;
    if uses.len() != 3 {
        return Err(p.err(format!("expected 3 operands, got {}", uses.len())));
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let tys = p.parse_colon_type_list()?;
    let (cond_ty, ty) = match tys.as_slice() {
        [t] => (Type::i1(), t.clone()),
        [c, t] => (c.clone(), t.clone()),
        _ => return Err(p.err("expected one or two types")),
    };
    st.operands.push(p.resolve_operand(&uses[0], &cond_ty)?);
    st.operands.push(p.resolve_operand(&uses[1], &ty)?);
    st.operands.push(p.resolve_operand(&uses[2], &ty)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_select(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[c, a, b], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let t = m.value_type(r);
    if m.value_type(a) != t || m.value_type(b) != t {
        return None;
    }
    p.write(" ");
    p.print_operands(&[c, a, b]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    let ct = m.value_type(c);
    if *ct != Type::i1() {
        p.print_type(&ct.clone());
        p.write(", ");
    }
    p.print_type(&t.clone());
    Some(())
}

fn verify_select(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[c, a, b], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expected 3 operands and 1 result"));
    };
    let t = m.value_type(r);
    if m.value_type(a) != t || m.value_type(b) != t {
        return Err(op_error(
            m,
            op,
            "requires the same type for the true/false values and the result",
        ));
    }
    let ct = m.value_type(c);
    if *ct != Type::i1() && *ct != t.with_element_type(Type::i1()) {
        return Err(op_error(
            m,
            op,
            "expected condition type to have the same shape as the result type",
        ));
    }
    Ok(())
}

// ----- constant ------------------------------------------------------------------------------

fn parse_constant(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let v = p.parse_attribute()?;
    let Some(ty) = v.typed_type() else {
        return Err(p.err_at(at, "expected attribute with a type"));
    };
    super::move_inherent_to_props(st, &["value"]);
    st.set_prop("value", v);
    st.result_types.push(ty);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let v = o.attr("value")?;
    p.print_op_attr_dict(op, &["value"]);
    p.write(" ");
    p.print_attribute(v);
    Some(())
}

fn verify_constant(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(v) = o.attr("value") else {
        return Err(op_error(m, op, "requires attribute 'value'"));
    };
    let &[r] = o.results.as_slice() else {
        return Err(op_error(m, op, "requires one result"));
    };
    let rt = m.value_type(r);
    if let Type::Integer { .. } = rt.element_type_or_self() {
        if !rt.element_type_or_self().is_signless_integer() {
            return Err(op_error(m, op, "integer return type must be signless"));
        }
    }
    match v {
        Attribute::Integer { .. }
        | Attribute::Bool(_)
        | Attribute::Float { .. }
        | Attribute::DenseElements { .. }
        | Attribute::Sparse { .. }
        | Attribute::DenseResource { .. } => {}
        _ => {
            return Err(op_error(
                m,
                op,
                "value must be an integer, float, or elements attribute",
            ))
        }
    }
    if v.typed_type().as_ref() != Some(rt) {
        return Err(op_error(m, op, "value type must match the result type"));
    }
    Ok(())
}

fn constant_names(m: &Module, op: OpId) -> Vec<(usize, String)> {
    let o = m.op(op);
    let Some(v) = o.attr("value") else {
        return vec![];
    };
    let name = match v {
        Attribute::Bool(b) => (if *b { "true" } else { "false" }).to_string(),
        Attribute::Integer { value, ty } => match ty {
            Type::Index => format!("c{value}"),
            t => format!("c{value}_{t}"),
        },
        _ => "cst".to_string(),
    };
    vec![(0, name)]
}
