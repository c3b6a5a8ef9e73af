//! The llvm dialect as frontends (cgeist/Polygeist, the MLIR lowerings) write it around the
//! kernels: arithmetic, comparisons, casts, constants, globals, functions, calls, memory and
//! control flow, and the common intrinsics — parsed, verified and printed as mlir-opt 22 does
//! (properties stored as MLIR stores them, so the generic form matches too).
//!
//! Types are [`Type::Opaque`] text in mlir-opt's canonical spelling (see
//! `parser/llvm_types.rs`). Analyses and passes do not model these ops: they are opaque
//! operations with unknown memory effects (`llvm.load`, `llvm.store`, `llvm.call`, ...), or
//! pure value computations (arithmetic, casts, constants).

mod branch;
mod call;
mod defaults;
mod extra;
mod func;
mod intrinsics;
mod invoke;
mod memory;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};

/// Integer binary ops with `overflow<nsw, nuw>` flags.
const OVERFLOW_OPS: &[&str] = &["llvm.add", "llvm.sub", "llvm.mul", "llvm.shl"];
/// Integer binary ops with an `exact` flag.
const EXACT_OPS: &[&str] = &["llvm.udiv", "llvm.sdiv", "llvm.lshr", "llvm.ashr"];
/// Integer binary ops.
const INT_BINARY: &[&str] = &[
    "llvm.add",
    "llvm.sub",
    "llvm.mul",
    "llvm.udiv",
    "llvm.sdiv",
    "llvm.urem",
    "llvm.srem",
    "llvm.and",
    "llvm.or",
    "llvm.xor",
    "llvm.shl",
    "llvm.lshr",
    "llvm.ashr",
];
/// Float binary ops (with fast-math flags).
const FLOAT_BINARY: &[&str] = &[
    "llvm.fadd",
    "llvm.fsub",
    "llvm.fmul",
    "llvm.fdiv",
    "llvm.frem",
];
/// Casts `%x : T1 to T2`.
const CASTS: &[&str] = &[
    "llvm.bitcast",
    "llvm.addrspacecast",
    "llvm.inttoptr",
    "llvm.ptrtoint",
    "llvm.ptrtoaddr",
    "llvm.sext",
    "llvm.zext",
    "llvm.trunc",
    "llvm.sitofp",
    "llvm.uitofp",
    "llvm.fptosi",
    "llvm.fptoui",
    "llvm.fpext",
    "llvm.fptrunc",
];
/// Casts with an `nneg` flag (`nonNeg` property).
const NNEG_CASTS: &[&str] = &["llvm.zext", "llvm.uitofp"];

/// Intrinsics with the custom form `llvm.intr.name(%a, ...) : (T, ...) -> R` and fast-math
/// flags.
const FLOAT_INTRINSICS: &[&str] = &[
    "llvm.intr.fabs",
    "llvm.intr.sqrt",
    "llvm.intr.sin",
    "llvm.intr.cos",
    "llvm.intr.tan",
    "llvm.intr.exp",
    "llvm.intr.exp2",
    "llvm.intr.exp10",
    "llvm.intr.log",
    "llvm.intr.log2",
    "llvm.intr.log10",
    "llvm.intr.pow",
    "llvm.intr.powi",
    "llvm.intr.fma",
    "llvm.intr.fmuladd",
    "llvm.intr.floor",
    "llvm.intr.ceil",
    "llvm.intr.round",
    "llvm.intr.roundeven",
    "llvm.intr.trunc",
    "llvm.intr.rint",
    "llvm.intr.nearbyint",
    "llvm.intr.minnum",
    "llvm.intr.maxnum",
    "llvm.intr.minimum",
    "llvm.intr.maximum",
    "llvm.intr.copysign",
    "llvm.intr.asin",
    "llvm.intr.acos",
    "llvm.intr.atan",
    "llvm.intr.atan2",
    "llvm.intr.sinh",
    "llvm.intr.cosh",
    "llvm.intr.tanh",
    "llvm.intr.ldexp",
    "llvm.intr.vector.reduce.fmax",
    "llvm.intr.vector.reduce.fmin",
    "llvm.intr.vector.reduce.fmaximum",
    "llvm.intr.vector.reduce.fminimum",
];
/// Intrinsics with the same custom form and no flags.
const PLAIN_INTRINSICS: &[&str] = &[
    "llvm.intr.smax",
    "llvm.intr.smin",
    "llvm.intr.umax",
    "llvm.intr.umin",
    "llvm.intr.ctpop",
    "llvm.intr.bitreverse",
    "llvm.intr.bswap",
    "llvm.intr.fshl",
    "llvm.intr.fshr",
    "llvm.intr.sadd.sat",
    "llvm.intr.uadd.sat",
    "llvm.intr.ssub.sat",
    "llvm.intr.usub.sat",
    "llvm.intr.sshl.sat",
    "llvm.intr.ushl.sat",
    "llvm.intr.scmp",
    "llvm.intr.ucmp",
    "llvm.intr.lround",
    "llvm.intr.llround",
    "llvm.intr.lrint",
    "llvm.intr.llrint",
];

const ICMP: &[&str] = &[
    "eq", "ne", "slt", "sle", "sgt", "sge", "ult", "ule", "ugt", "uge",
];
const FCMP: &[&str] = &[
    "_false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord", "ueq", "ugt", "uge", "ult", "ule",
    "une", "uno", "_true",
];
const FASTMATH: &[&str] = &["nnan", "ninf", "nsz", "arcp", "contract", "afn", "reassoc"];

pub(crate) fn register(r: &mut Registry) {
    let pure = Traits::PURE;
    for &n in INT_BINARY {
        let inherent: &'static [&'static str] = if OVERFLOW_OPS.contains(&n) {
            &["overflowFlags"]
        } else if EXACT_OPS.contains(&n) {
            &["isExact"]
        } else if n == "llvm.or" {
            &["isDisjoint"]
        } else {
            &[]
        };
        r.add(
            OpDef::new(n, parse_binary, print_binary)
                .traits(pure)
                .inherent(inherent)
                .verifier(verify_same_operands),
        );
    }
    for &n in FLOAT_BINARY {
        r.add(
            OpDef::new(n, parse_binary, print_binary)
                .traits(pure)
                .inherent(&["fastmathFlags"])
                .verifier(verify_same_operands),
        );
    }
    r.add(
        OpDef::new("llvm.fneg", parse_unary, print_unary)
            .traits(pure)
            .inherent(&["fastmathFlags"])
            .verifier(verify_same_operands),
    );
    r.add(
        OpDef::new("llvm.freeze", parse_unary, print_unary)
            .traits(pure)
            .verifier(verify_same_operands),
    );
    r.add(
        OpDef::new("llvm.icmp", parse_cmp, print_cmp)
            .traits(pure)
            .inherent(&["predicate"]),
    );
    r.add(
        OpDef::new("llvm.fcmp", parse_cmp, print_cmp)
            .traits(pure)
            .inherent(&["predicate", "fastmathFlags"]),
    );
    for &n in CASTS {
        let inherent: &'static [&'static str] = if n == "llvm.trunc" {
            &["overflowFlags"]
        } else if NNEG_CASTS.contains(&n) {
            &["nonNeg"]
        } else {
            &[]
        };
        r.add(
            OpDef::new(n, parse_cast, print_cast)
                .traits(pure)
                .inherent(inherent),
        );
    }
    r.add(
        OpDef::new("llvm.select", parse_select, print_select)
            .traits(pure)
            .inherent(&["fastmathFlags"]),
    );
    r.add(
        OpDef::new("llvm.mlir.constant", parse_constant, print_constant)
            .traits(pure | Traits::CONSTANT_LIKE)
            .inherent(&["value"]),
    );
    for n in ["llvm.mlir.undef", "llvm.mlir.poison", "llvm.mlir.zero"] {
        r.add(OpDef::new(n, parse_nullary, print_nullary).traits(pure | Traits::CONSTANT_LIKE));
    }
    r.add(
        OpDef::new("llvm.mlir.addressof", parse_addressof, print_addressof)
            .traits(pure)
            .inherent(&["global_name"]),
    );
    r.add(
        OpDef::new("llvm.extractvalue", parse_extractvalue, print_extractvalue)
            .traits(pure)
            .inherent(&["position"]),
    );
    r.add(
        OpDef::new("llvm.insertvalue", parse_insertvalue, print_insertvalue)
            .traits(pure)
            .inherent(&["position"]),
    );
    for &n in FLOAT_INTRINSICS {
        r.add(
            OpDef::new(n, parse_intrinsic, print_intrinsic)
                .traits(pure)
                .inherent(&["fastmathFlags"]),
        );
    }
    for &n in PLAIN_INTRINSICS {
        r.add(OpDef::new(n, parse_intrinsic, print_intrinsic).traits(pure));
    }
    func::register(r);
    call::register(r);
    branch::register(r);
    memory::register(r);
    extra::register(r);
    intrinsics::register(r);
    invoke::register(r);
    defaults::register(r);
}

fn i32_attr(v: i64) -> Attribute {
    Attribute::Integer {
        value: v.into(),
        ty: Type::int(32),
    }
}

fn i64_attr(v: i64) -> Attribute {
    Attribute::Integer {
        value: v.into(),
        ty: Type::int(64),
    }
}

fn fastmath_none() -> Attribute {
    Attribute::Opaque("#llvm.fastmath<none>".into())
}

/// mlir-opt's spelling of an `#llvm.fastmath<...>` attribute written in any order/spacing, or
/// `None` if `text` is not one.
pub(crate) fn canonical_fastmath(text: &str) -> Option<String> {
    let body = text.strip_prefix("#llvm.fastmath<")?.strip_suffix('>')?;
    let mut set = vec![];
    for f in body.split(',').map(str::trim) {
        match f {
            "none" => {}
            "fast" => set.extend_from_slice(FASTMATH),
            f if FASTMATH.contains(&f) => set.push(f),
            _ => return None,
        }
    }
    let ordered: Vec<&str> = FASTMATH
        .iter()
        .copied()
        .filter(|f| set.contains(f))
        .collect();
    let body = match ordered.len() {
        0 => "none".to_string(),
        n if n == FASTMATH.len() => "fast".to_string(),
        _ => ordered.join(", "),
    };
    Some(format!("#llvm.fastmath<{body}>"))
}

/// Reads the attribute dictionary, moves inherent names into properties, canonicalises the
/// fast-math flags and gives ops that carry them the default `none`.
fn finish_attrs(p: &mut Parser<'_>, st: &mut OperationState, inherent: &[&str]) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, inherent);
    if inherent.contains(&"fastmathFlags") {
        let fm = match st.attr("fastmathFlags") {
            Some(Attribute::Opaque(t)) => match canonical_fastmath(t) {
                Some(c) => Attribute::Opaque(c),
                None => return Err(p.err(format!("invalid fast-math flags '{t}'"))),
            },
            Some(_) => return Err(p.err("'fastmathFlags' must be an #llvm.fastmath attribute")),
            None => fastmath_none(),
        };
        st.set_prop("fastmathFlags", fm);
    }
    Ok(())
}

fn inherent_of(p: &Parser<'_>, name: &str) -> &'static [&'static str] {
    p.registry()
        .lookup(name)
        .map_or(&[] as &[&str], |d| d.inherent_attrs)
}

/// Attribute names the custom form prints elsewhere or elides at their default.
fn elided_defaults(m: &Module, op: OpId) -> Vec<&'static str> {
    let o = m.op(op);
    let mut v = vec![];
    for (name, default) in [
        ("fastmathFlags", "#llvm.fastmath<none>"),
        ("overflowFlags", ""),
        ("isExact", ""),
        ("isDisjoint", ""),
        ("nonNeg", ""),
    ] {
        match (name, o.attr(name)) {
            (_, None) => {}
            ("fastmathFlags", Some(Attribute::Opaque(t))) if t == default => v.push(name),
            ("fastmathFlags", _) => {}
            _ => v.push(name),
        }
    }
    v
}

fn overflow_flags(p: &mut Parser<'_>) -> Result<i64> {
    if !p.parse_optional_keyword("overflow")? {
        return Ok(0);
    }
    p.expect(TokKind::Less, "'<'")?;
    let mut bits = 0;
    loop {
        let at = p.token().start;
        bits |= match p.parse_any_keyword()? {
            "none" => 0,
            "nsw" => 1,
            "nuw" => 2,
            f => return Err(p.err_at(at, format!("invalid overflow flag '{f}'"))),
        };
        if !p.eat(TokKind::Comma)? {
            break;
        }
    }
    p.expect(TokKind::Greater, "'>'")?;
    Ok(bits)
}

fn print_overflow(p: &mut Printer<'_>, op: OpId) {
    let bits = p
        .module()
        .op(op)
        .attr("overflowFlags")
        .and_then(Attribute::as_int)
        .unwrap_or(0);
    let names: Vec<&str> = [(1, "nsw"), (2, "nuw")]
        .iter()
        .filter(|(b, _)| bits & b != 0)
        .map(|x| x.1)
        .collect();
    if !names.is_empty() {
        p.write(&format!(" overflow<{}>", names.join(", ")));
    }
}

fn parse_binary(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = st.name.clone();
    if EXACT_OPS.contains(&name.as_str()) && p.parse_optional_keyword("exact")? {
        st.set_prop("isExact", Attribute::Unit);
    }
    if name == "llvm.or" && p.parse_optional_keyword("disjoint")? {
        st.set_prop("isDisjoint", Attribute::Unit);
    }
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let b = p.parse_operand()?;
    if OVERFLOW_OPS.contains(&name.as_str()) {
        let flags = overflow_flags(p)?;
        st.set_prop("overflowFlags", i32_attr(flags));
    }
    finish_attrs(p, st, inherent_of(p, &name))?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&a, &ty)?);
    st.operands.push(p.resolve_operand(&b, &ty)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_binary(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[a, b] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    if o.attr("isExact").is_some() {
        p.write("exact ");
    }
    if o.attr("isDisjoint").is_some() {
        p.write("disjoint ");
    }
    p.print_operand(a);
    p.write(", ");
    p.print_operand(b);
    print_overflow(p, op);
    let elided = elided_defaults(m, op);
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    p.print_type(m.value_type(o.results.first().copied()?));
    Some(())
}

fn verify_same_operands(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(&r) = o.results.first() else {
        return Err(op_error(m, op, "requires one result"));
    };
    if o.operands
        .iter()
        .any(|&v| m.value_type(v) != m.value_type(r))
    {
        return Err(op_error(
            m,
            op,
            "requires the same type for all operands and results",
        ));
    }
    Ok(())
}

fn parse_unary(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    let name = st.name.clone();
    finish_attrs(p, st, inherent_of(p, &name))?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&a, &ty)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_unary(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[a] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(a);
    let elided = elided_defaults(m, op);
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    p.print_type(m.value_type(o.results.first().copied()?));
    Some(())
}

/// `i1`, or `vector<N x i1>` for a vector operand.
fn bool_like(t: &Type) -> Type {
    match t {
        Type::Vector {
            shape, scalable, ..
        } => Type::Vector {
            shape: shape.clone(),
            scalable: scalable.clone(),
            elem: Box::new(Type::i1()),
        },
        _ => Type::i1(),
    }
}

fn parse_cmp(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let at = p.token().start;
    let pred = p.parse_string()?;
    let names = if st.name == "llvm.icmp" { ICMP } else { FCMP };
    let Some(k) = names.iter().position(|n| *n == pred) else {
        return Err(p.err_at(at, format!("unknown comparison predicate \"{pred}\"")));
    };
    st.set_prop("predicate", i64_attr(k as i64));
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let b = p.parse_operand()?;
    let name = st.name.clone();
    finish_attrs(p, st, inherent_of(p, &name))?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&a, &ty)?);
    st.operands.push(p.resolve_operand(&b, &ty)?);
    st.result_types.push(bool_like(&ty));
    Ok(())
}

fn print_cmp(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[a, b] = o.operands.as_slice() else {
        return None;
    };
    let names = if o.name == "llvm.icmp" { ICMP } else { FCMP };
    let k = usize::try_from(o.attr("predicate")?.as_int()?).ok()?;
    p.write(&format!(" \"{}\" ", names.get(k)?));
    p.print_operand(a);
    p.write(", ");
    p.print_operand(b);
    let mut elided = elided_defaults(m, op);
    elided.push("predicate");
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    p.print_type(m.value_type(a));
    Some(())
}

fn parse_cast(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = st.name.clone();
    if NNEG_CASTS.contains(&name.as_str()) && p.parse_optional_keyword("nneg")? {
        st.set_prop("nonNeg", Attribute::Unit);
    }
    let a = p.parse_operand()?;
    if name == "llvm.trunc" {
        let flags = overflow_flags(p)?;
        st.set_prop("overflowFlags", i32_attr(flags));
    }
    finish_attrs(p, st, inherent_of(p, &name))?;
    let from = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let to = p.parse_type()?;
    st.operands.push(p.resolve_operand(&a, &from)?);
    st.result_types.push(to);
    Ok(())
}

fn print_cast(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[a] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    if o.attr("nonNeg").is_some() {
        p.write("nneg ");
    }
    p.print_operand(a);
    if o.name == "llvm.trunc" {
        print_overflow(p, op);
    }
    let elided = elided_defaults(m, op);
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    p.print_type(m.value_type(a));
    p.write(" to ");
    p.print_type(m.value_type(o.results.first().copied()?));
    Some(())
}

fn parse_select(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let c = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let b = p.parse_operand()?;
    finish_attrs(p, st, &["fastmathFlags"])?;
    let cty = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&c, &cty)?);
    st.operands.push(p.resolve_operand(&a, &ty)?);
    st.operands.push(p.resolve_operand(&b, &ty)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_select(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[c, a, b] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operands(&[c, a, b]);
    let elided = elided_defaults(m, op);
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    p.print_type(m.value_type(c));
    p.write(", ");
    p.print_type(m.value_type(a));
    Some(())
}

fn parse_constant(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.expect(TokKind::LParen, "'('")?;
    let v = p.parse_attribute()?;
    p.expect(TokKind::RParen, "')'")?;
    finish_attrs(p, st, &["value"])?;
    st.set_prop("value", v);
    let ty = p.parse_colon_type()?;
    st.result_types.push(ty);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    p.write("(");
    p.print_attribute(o.attr("value")?);
    p.write(")");
    p.print_op_attr_dict(op, &["value"]);
    p.write(" : ");
    p.print_type(m.value_type(o.results.first().copied()?));
    Some(())
}

fn parse_nullary(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.result_types.push(ty);
    Ok(())
}

fn print_nullary(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(o.results.first().copied()?));
    Some(())
}

fn parse_addressof(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = p.parse_symbol_name()?;
    st.set_prop("global_name", Attribute::symbol(&name));
    finish_attrs(p, st, &["global_name"])?;
    let ty = p.parse_colon_type()?;
    st.result_types.push(ty);
    Ok(())
}

fn print_addressof(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let g = o.attr("global_name")?;
    if !matches!(g, Attribute::SymbolRef { .. }) {
        return None;
    }
    p.write(" ");
    p.print_attribute(g);
    p.print_op_attr_dict(op, &["global_name"]);
    p.write(" : ");
    p.print_type(m.value_type(o.results.first().copied()?));
    Some(())
}

/// `[0, 1, ...]` into an `array<i64: ...>` property.
fn parse_position(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let pos = super::helpers::parse_int_list(p)?;
    st.set_prop("position", super::helpers::i64_array(&pos));
    Ok(())
}

fn print_position(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let pos = super::helpers::as_int_array(p.module().op(op).attr("position")?)?;
    let s: Vec<String> = pos.iter().map(i64::to_string).collect();
    p.write(&format!("[{}]", s.join(", ")));
    Some(())
}

/// The type at `pos` inside an llvm aggregate type, by its canonical text.
fn member_type(agg: &Type, pos: &[i64]) -> Option<Type> {
    let mut cur = match agg {
        Type::Opaque(s) => s.strip_prefix("!llvm.")?.to_string(),
        _ => return None,
    };
    for &k in pos {
        let k = usize::try_from(k).ok()?;
        let fields = if let Some(body) = cur.strip_prefix("array<") {
            let (n, elem) = body.strip_suffix('>')?.split_once(" x ")?;
            if k >= n.parse::<usize>().ok()? {
                return None;
            }
            vec![elem.to_string()]
        } else if let Some(body) = cur.strip_prefix("struct<") {
            let body = body.strip_suffix('>')?;
            let body = match body.rfind(", (") {
                Some(i) if body.starts_with('"') => &body[i + 2..],
                _ => body,
            };
            let body = body.strip_prefix("packed ").unwrap_or(body);
            let inner = body.strip_prefix('(')?.strip_suffix(')')?;
            let f = split_top_level(inner);
            vec![f.get(k)?.clone()]
        } else {
            return None;
        };
        cur = fields.into_iter().next()?;
    }
    Some(nested_to_type(&cur))
}

/// Splits `a, b<c, d>, e` at top-level commas.
fn split_top_level(s: &str) -> Vec<String> {
    let mut out = vec![];
    let mut depth = 0i32;
    let mut cur = String::new();
    for c in s.chars() {
        match c {
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            ',' if depth == 0 => {
                out.push(cur.trim().to_string());
                cur.clear();
                continue;
            }
            _ => {}
        }
        cur.push(c);
    }
    if !cur.trim().is_empty() {
        out.push(cur.trim().to_string());
    }
    out
}

/// The type written `s` inside an llvm type (llvm keywords without prefix).
fn nested_to_type(s: &str) -> Type {
    const LLVM: &[&str] = &["ptr", "void", "array<", "struct<", "func<", "ptr<"];
    if LLVM
        .iter()
        .any(|k| s == *k || (k.ends_with('<') && s.starts_with(k)))
    {
        return Type::Opaque(format!("!llvm.{s}"));
    }
    crate::parser::parse_type_str(s).unwrap_or_else(|_| Type::Opaque(s.to_string()))
}

fn parse_extractvalue(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    parse_position(p, st)?;
    finish_attrs(p, st, &["position"])?;
    let at = p.token().start;
    let ty = p.parse_colon_type()?;
    let pos = st
        .attr("position")
        .and_then(super::helpers::as_int_array)
        .unwrap_or_default();
    let Some(res) = member_type(&ty, &pos) else {
        return Err(p.err_at(at, "invalid position for the aggregate type"));
    };
    st.operands.push(p.resolve_operand(&a, &ty)?);
    st.result_types.push(res);
    Ok(())
}

fn print_extractvalue(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[a] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(a);
    print_position(p, op)?;
    p.print_op_attr_dict(op, &["position"]);
    p.write(" : ");
    p.print_type(m.value_type(a));
    // mlir-opt 22 ends this op's line with a space.
    p.write(" ");
    Some(())
}

fn parse_insertvalue(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let agg = p.parse_operand()?;
    parse_position(p, st)?;
    finish_attrs(p, st, &["position"])?;
    let at = p.token().start;
    let ty = p.parse_colon_type()?;
    let pos = st
        .attr("position")
        .and_then(super::helpers::as_int_array)
        .unwrap_or_default();
    let Some(member) = member_type(&ty, &pos) else {
        return Err(p.err_at(at, "invalid position for the aggregate type"));
    };
    st.operands.push(p.resolve_operand(&agg, &ty)?);
    st.operands.push(p.resolve_operand(&v, &member)?);
    st.result_types.push(ty);
    Ok(())
}

fn print_insertvalue(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[agg, v] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(v);
    p.write(", ");
    p.print_operand(agg);
    print_position(p, op)?;
    p.print_op_attr_dict(op, &["position"]);
    p.write(" : ");
    p.print_type(m.value_type(agg));
    p.write(" ");
    Some(())
}

fn parse_intrinsic(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(crate::parser::Delimiter::Paren)?;
    let name = st.name.clone();
    finish_attrs(p, st, inherent_of(p, &name))?;
    crate::dialects::helpers::parse_functional_signature(p, st, &uses)?;
    Ok(())
}

fn print_intrinsic(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    p.write("(");
    p.print_operands(&o.operands);
    p.write(")");
    let elided = elided_defaults(m, op);
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    let ins = super::helpers::types_of(m, &o.operands);
    let outs = super::helpers::types_of(m, &o.results);
    p.print_function_type(&ins, &outs);
    Some(())
}
