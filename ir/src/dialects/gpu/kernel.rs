//! Kernel-side ops beyond ids and barriers: `gpu.printf`, `gpu.shuffle`, `gpu.rotate`,
//! `gpu.all_reduce`, `gpu.subgroup_reduce`, `gpu.dynamic_shared_memory`, and the host op
//! `gpu.set_default_device`.

use crate::attrs::{dict_get, Attribute};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::types_of;
use super::super::{op_error, OpDef, Registry, Traits};

const REDUCE_OPS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "minimumf", "maximumf",
];

const SHUFFLE_MODES: &[&str] = &["xor", "up", "down", "idx"];

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("gpu.printf", parse_printf, print_printf)
            .inherent(&["format"])
            .verifier(verify_printf),
    );
    r.add(
        OpDef::new("gpu.shuffle", parse_shuffle, print_shuffle)
            .traits(Traits::PURE)
            .inherent(&["mode"])
            .verifier(verify_shuffle)
            .result_names(|_, _| vec![(0, "shuffleResult".to_string()), (1, "valid".to_string())]),
    );
    r.add(
        OpDef::new("gpu.rotate", parse_rotate, print_rotate)
            .traits(Traits::PURE)
            .inherent(&["offset", "width"])
            .verifier(verify_rotate)
            .result_names(|_, _| vec![(0, "rotateResult".to_string()), (1, "valid".to_string())]),
    );
    r.add(
        OpDef::new("gpu.all_reduce", parse_all_reduce, print_all_reduce)
            .inherent(&["op", "uniform"])
            .verifier(verify_all_reduce),
    );
    r.add(
        OpDef::new(
            "gpu.subgroup_reduce",
            parse_subgroup_reduce,
            print_subgroup_reduce,
        )
        .traits(Traits::PURE)
        .inherent(&["op", "uniform", "cluster_size", "cluster_stride"])
        .verifier(verify_subgroup_reduce),
    );
    r.add(
        OpDef::new(
            "gpu.dynamic_shared_memory",
            parse_dynamic_shared,
            print_dynamic_shared,
        )
        .traits(Traits::PURE)
        .verifier(verify_dynamic_shared),
    );
    r.add(
        OpDef::new("gpu.set_default_device", parse_set_device, print_set_device)
            .verifier(verify_set_device),
    );
}

/// `#gpu<kind value>` for an enum `value` of `kind`.
fn enum_attr(kind: &str, v: &str) -> Attribute {
    Attribute::Opaque(format!("#gpu<{kind} {v}>"))
}

/// The value of a `#gpu<kind value>` attribute if it is one of `allowed`.
fn enum_value<'a>(a: &'a Attribute, kind: &str, allowed: &[&str]) -> Option<&'a str> {
    let Attribute::Opaque(s) = a else {
        return None;
    };
    let v = s
        .strip_prefix("#gpu<")?
        .strip_prefix(kind)?
        .strip_prefix(' ')?
        .strip_suffix('>')?;
    allowed.contains(&v).then_some(v)
}

/// An error at `op` without the `'op' op` prefix (MLIR's `emitError` rather than `emitOpError`).
fn plain_error(m: &Module, op: OpId, msg: impl Into<String>) -> crate::error::Error {
    crate::error::Error {
        message: msg.into(),
        pos: m.op(op).pos,
        notes: vec![],
    }
}

fn i32_attr(v: i64) -> Attribute {
    Attribute::Integer {
        value: v.into(),
        ty: Type::int(32),
    }
}

// ----- printf -----------------------------------------------------------------------------

fn parse_printf(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let f = p.parse_string()?;
    st.set_prop("format", Attribute::string(&f));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["format"]);
    if p.eat(TokKind::Comma)? {
        let uses = p.parse_operand_list(Delimiter::None)?;
        let at = p.token().start;
        let tys = p.parse_colon_type_list()?;
        st.operands = p.resolve_operands(&uses, &tys, at)?;
    }
    Ok(())
}

fn print_printf(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let f = dict_get(&o.props, "format")?;
    f.as_str()?;
    p.write(" ");
    p.print_attribute(f);
    p.print_op_attr_dict(op, &["format"]);
    if !o.operands.is_empty() {
        p.write(", ");
        p.print_operands(&o.operands);
        p.write(" : ");
        p.print_value_types(&o.operands);
    }
    Some(())
}

fn verify_printf(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.attr("format").and_then(|a| a.as_str()).is_none() {
        return Err(op_error(m, op, "requires attribute 'format'"));
    }
    for (i, &v) in o.operands.iter().enumerate() {
        let t = m.value_type(v);
        if !(t.is_integer() || t.is_index() || t.is_float()) {
            return Err(op_error(
                m,
                op,
                format!("operand #{i} must be variadic of integer or index or floating-point, but got '{t}'"),
            ));
        }
    }
    if !o.results.is_empty() {
        return Err(op_error(m, op, "requires zero results"));
    }
    Ok(())
}

// ----- shuffle, rotate --------------------------------------------------------------------

fn parse_shuffle(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let at = p.token().start;
    let Some(mode) = p.parse_optional_keyword_of(SHUFFLE_MODES)? else {
        return Err(p.err_at(
            at,
            "custom op 'gpu.shuffle' expected ::mlir::gpu::ShuffleMode to be one of: xor, up, down, idx",
        ));
    };
    st.set_prop("mode", enum_attr("shuffle_mode", mode));
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let off = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let width = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["mode"]);
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&v, &t)?);
    st.operands.push(p.resolve_operand(&off, &Type::int(32))?);
    st.operands.push(p.resolve_operand(&width, &Type::int(32))?);
    st.result_types = vec![t, Type::i1()];
    Ok(())
}

fn print_shuffle(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let mode = enum_value(o.attr("mode")?, "shuffle_mode", SHUFFLE_MODES)?;
    let [v, a, b] = o.operands.as_slice() else {
        return None;
    };
    p.write(&format!("  {mode} "));
    p.print_operands(&[*v, *a, *b]);
    p.print_op_attr_dict(op, &["mode"]);
    p.write(" : ");
    p.print_type(&m.value_type(*v).clone());
    Some(())
}

/// The operand/result shape shared by shuffle and rotate: `value` in, `(value type, i1)` out.
fn verify_value_and_valid(m: &Module, op: OpId, v: crate::module::ValueId) -> Result<()> {
    let o = m.op(op);
    let t = m.value_type(v);
    match o.results.as_slice() {
        [r, ok] if m.value_type(*r) == t && *m.value_type(*ok) == Type::i1() => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "failed to verify that all of {value, shuffleResult} have same type",
        )),
    }
}

fn verify_shuffle(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.attr("mode")
        .and_then(|a| enum_value(a, "shuffle_mode", SHUFFLE_MODES))
        .is_none()
    {
        return Err(op_error(m, op, "requires attribute 'mode'"));
    }
    let [v, a, b] = o.operands.as_slice() else {
        return Err(op_error(
            m,
            op,
            format!("expected 3 operands, but found {}", o.operands.len()),
        ));
    };
    for (i, &x) in [(1, a), (2, b)] {
        let t = m.value_type(x);
        if *t != Type::int(32) {
            return Err(op_error(
                m,
                op,
                format!("operand #{i} must be 32-bit signless integer, but got '{t}'"),
            ));
        }
    }
    verify_value_and_valid(m, op, *v)
}

fn parse_rotate(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let off = p.parse_integer()?;
    p.expect(TokKind::Comma, "','")?;
    let width = p.parse_integer()?;
    st.set_prop("offset", i32_attr(off));
    st.set_prop("width", i32_attr(width));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["offset", "width"]);
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&v, &t)?);
    st.result_types = vec![t, Type::i1()];
    Ok(())
}

fn print_rotate(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (off, width) = (o.attr("offset")?.as_int()?, o.attr("width")?.as_int()?);
    let [v] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(*v);
    p.write(&format!(", {off}, {width}"));
    p.print_op_attr_dict(op, &["offset", "width"]);
    p.write(" : ");
    p.print_type(&m.value_type(*v).clone());
    Some(())
}

fn verify_rotate(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (Some(off), Some(width)) = (
        o.attr("offset").and_then(|a| a.as_int()),
        o.attr("width").and_then(|a| a.as_int()),
    ) else {
        return Err(op_error(m, op, "requires attributes 'offset' and 'width'"));
    };
    let [v] = o.operands.as_slice() else {
        return Err(op_error(
            m,
            op,
            format!("expected 1 operands, but found {}", o.operands.len()),
        ));
    };
    verify_value_and_valid(m, op, *v)?;
    if off >= width {
        return Err(op_error(
            m,
            op,
            format!("offset must be in the range [0, {width})"),
        ));
    }
    Ok(())
}

// ----- all_reduce, subgroup_reduce --------------------------------------------------------

fn parse_reduce_head(p: &mut Parser<'_>, st: &mut OperationState, required: bool) -> Result<()> {
    match p.parse_optional_keyword_of(REDUCE_OPS)? {
        Some(k) => st.set_prop("op", enum_attr("all_reduce_op", k)),
        None if p.at(TokKind::BareId) || required => {
            if p.at(TokKind::BareId) {
                p.bump()?;
            }
            return Err(p.err(format!("custom op '{}' invalid op kind", st.name)));
        }
        None => {}
    }
    Ok(())
}

/// `: (T) -> T` (the functional type of the reductions).
fn parse_unary_type(p: &mut Parser<'_>) -> Result<(Type, Type)> {
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    match p.parse_type()? {
        Type::Function { inputs, results } if inputs.len() == 1 && results.len() == 1 => {
            Ok((inputs[0].clone(), results[0].clone()))
        }
        Type::Function { inputs, .. } => Err(p.err_at(
            at,
            format!("expected 1 operand type but had {}", inputs.len()),
        )),
        _ => Err(p.err_at(at, "expected function type")),
    }
}

fn print_reduce_head(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    p.write(" ");
    if let Some(a) = p.module().op(op).attr("op") {
        p.write(" ");
        p.write(enum_value(a, "all_reduce_op", REDUCE_OPS)?);
    }
    Some(())
}

fn parse_all_reduce(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_reduce_head(p, st, false)?;
    let v = p.parse_operand()?;
    if p.parse_optional_keyword("uniform")? {
        st.set_prop("uniform", Attribute::Unit);
    }
    let region = p.parse_region(&[])?;
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["op", "uniform"]);
    let (ti, tr) = parse_unary_type(p)?;
    st.operands.push(p.resolve_operand(&v, &ti)?);
    st.result_types.push(tr);
    Ok(())
}

fn print_unary_type(p: &mut Printer<'_>, op: OpId) {
    let m = p.module();
    let o = m.op(op);
    p.write(" : ");
    p.print_function_type(&types_of(m, &o.operands), &types_of(m, &o.results));
}

fn print_all_reduce(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let (&[v], &[region]) = (o.operands.as_slice(), o.regions.as_slice()) else {
        return None;
    };
    print_reduce_head(p, op)?;
    p.write(" ");
    p.print_operand(v);
    if o.attr("uniform").is_some() {
        p.write(" uniform");
    }
    p.write(" ");
    p.print_region(region, true, true, false);
    p.print_op_attr_dict(op, &["op", "uniform"]);
    print_unary_type(p, op);
    Some(())
}

/// The value and result of a reduction: one operand, one result of its type.
fn verify_unary(m: &Module, op: OpId) -> Result<Type> {
    let o = m.op(op);
    match (o.operands.as_slice(), o.results.as_slice()) {
        ([v], [r]) if m.value_type(*v) == m.value_type(*r) => Ok(m.value_type(*r).clone()),
        _ => Err(op_error(
            m,
            op,
            "failed to verify that all of {result, value} have same type",
        )),
    }
}

/// MLIR's `verifyReduceOpAndType`.
fn check_kind(m: &Module, op: OpId, kind: &str, elem: &Type, shown: &Type) -> Result<()> {
    let float_only = ["minnumf", "maxnumf", "minimumf", "maximumf"].contains(&kind);
    let int_only = ["minsi", "minui", "maxsi", "maxui", "and", "or", "xor"].contains(&kind);
    if (float_only && !elem.is_float()) || (int_only && !elem.is_integer()) {
        return Err(plain_error(
            m,
            op,
            format!("`{kind}` reduction operation is not compatible with type '{shown}'"),
        ));
    }
    Ok(())
}

fn verify_all_reduce(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let t = verify_unary(m, op)?;
    let kind = o
        .attr("op")
        .map(|a| enum_value(a, "all_reduce_op", REDUCE_OPS));
    if let Some(None) = kind {
        return Err(op_error(m, op, "attribute 'op' must be a reduction kind"));
    }
    let Some(&region) = o.regions.first() else {
        return Err(op_error(m, op, "requires one region"));
    };
    let blocks = &m.region(region).blocks;
    if blocks.is_empty() != kind.is_some() {
        return Err(plain_error(
            m,
            op,
            "expected either an op attribute or a non-empty body",
        ));
    }
    if let Some(Some(k)) = kind {
        return check_kind(m, op, k, &t, &t);
    }
    let args = &m.block(blocks[0]).args;
    if args.len() != 2 {
        return Err(plain_error(m, op, "expected two region arguments"));
    }
    if args.iter().any(|&a| *m.value_type(a) != t) {
        return Err(plain_error(m, op, "incorrect region argument type"));
    }
    let mut yields = 0;
    for &b in blocks {
        let Some(&last) = m.block(b).ops.last() else {
            continue;
        };
        let lo = m.op(last);
        if lo.name != "gpu.yield" {
            continue;
        }
        if lo.operands.len() != 1 {
            return Err(plain_error(m, op, "expected one gpu.yield operand"));
        }
        if *m.value_type(lo.operands[0]) != t {
            return Err(plain_error(m, op, "incorrect gpu.yield type"));
        }
        yields += 1;
    }
    if yields == 0 {
        return Err(plain_error(m, op, "expected gpu.yield op in region"));
    }
    Ok(())
}

fn parse_subgroup_reduce(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_reduce_head(p, st, true)?;
    let v = p.parse_operand()?;
    if p.parse_optional_keyword("uniform")? {
        st.set_prop("uniform", Attribute::Unit);
    }
    let mut stride = 1;
    if p.parse_optional_keyword("cluster")? {
        p.expect(TokKind::LParen, "'('")?;
        p.parse_keyword("size")?;
        p.expect(TokKind::Equal, "'='")?;
        st.set_prop("cluster_size", i32_attr(p.parse_integer()?));
        if p.eat(TokKind::Comma)? {
            p.parse_keyword("stride")?;
            p.expect(TokKind::Equal, "'='")?;
            stride = p.parse_integer()?;
        }
        p.expect(TokKind::RParen, "')'")?;
    }
    st.set_prop("cluster_stride", i32_attr(stride));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["op", "uniform", "cluster_size", "cluster_stride"]);
    let (ti, tr) = parse_unary_type(p)?;
    st.operands.push(p.resolve_operand(&v, &ti)?);
    st.result_types.push(tr);
    Ok(())
}

fn print_subgroup_reduce(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let &[v] = o.operands.as_slice() else {
        return None;
    };
    o.attr("op")?;
    print_reduce_head(p, op)?;
    p.write(" ");
    p.print_operand(v);
    if o.attr("uniform").is_some() {
        p.write(" uniform");
    }
    let stride = match o.attr("cluster_stride") {
        Some(s) => s.as_int()?,
        None => 1,
    };
    if let Some(size) = o.attr("cluster_size") {
        p.write(&format!(" cluster(size = {}", size.as_int()?));
        if stride != 1 {
            p.write(&format!(", stride = {stride}"));
        }
        p.write(")");
    }
    p.print_op_attr_dict(op, &["op", "uniform", "cluster_size", "cluster_stride"]);
    print_unary_type(p, op);
    Some(())
}

fn verify_subgroup_reduce(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let t = verify_unary(m, op)?;
    let Some(kind) = o
        .attr("op")
        .and_then(|a| enum_value(a, "all_reduce_op", REDUCE_OPS))
    else {
        return Err(op_error(m, op, "requires attribute 'op'"));
    };
    let elem = match &t {
        Type::Vector { scalable, elem, .. } => {
            if scalable.iter().any(|&s| s) {
                return Err(op_error(
                    m,
                    op,
                    "is not compatible with scalable vector types",
                ));
            }
            elem.as_ref().clone()
        }
        _ => t.clone(),
    };
    check_kind(m, op, kind, &elem, &t)?;
    let size = o.attr("cluster_size").and_then(|a| a.as_int());
    if let Some(s) = size {
        if s <= 0 || (s & (s - 1)) != 0 {
            return Err(op_error(
                m,
                op,
                format!("cluster size {s} is not a power of two"),
            ));
        }
    }
    let stride = o
        .attr("cluster_stride")
        .and_then(|a| a.as_int())
        .unwrap_or(1);
    if stride != 1 && size.is_none() {
        return Err(op_error(
            m,
            op,
            "cluster stride can only be specified if cluster size is specified",
        ));
    }
    if stride <= 0 || (stride & (stride - 1)) != 0 {
        return Err(op_error(
            m,
            op,
            format!("cluster stride {stride} is not a power of two"),
        ));
    }
    Ok(())
}

// ----- dynamic_shared_memory, set_default_device ------------------------------------------

fn parse_dynamic_shared(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_dynamic_shared(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let &[r] = m.op(op).results.as_slice() else {
        return None;
    };
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn verify_dynamic_shared(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return Err(op_error(m, op, "requires one result"));
    };
    let t = m.value_type(r);
    let mut cur = m.parent_op(op);
    let mut in_table = false;
    while let Some(c) = cur {
        let n = m.op(c).name.as_str();
        if n == "builtin.module" || n == "gpu.module" {
            in_table = true;
            break;
        }
        cur = m.parent_op(c);
    }
    if !in_table {
        return Err(op_error(m, op, "must be inside an op with symbol table"));
    }
    let Type::MemRef {
        shape,
        memory_space,
        ..
    } = t
    else {
        return Err(op_error(
            m,
            op,
            format!("result #0 must be memref of 8-bit signless integer values, but got '{t}'"),
        ));
    };
    let workgroup = matches!(memory_space.as_deref(), Some(Attribute::Opaque(s)) if s == "#gpu.address_space<workgroup>");
    if !workgroup {
        return Err(op_error(
            m,
            op,
            "address space must be address_space<workgroup>",
        ));
    }
    if shape.iter().all(|&d| d != crate::types::DYNAMIC) {
        return Err(op_error(
            m,
            op,
            "result memref type must be memref<?xi8, #gpu.address_space<workgroup>>",
        ));
    }
    Ok(())
}

fn parse_set_device(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let u = p.parse_operand()?;
    st.operands.push(p.resolve_operand(&u, &Type::int(32))?);
    Ok(())
}

fn print_set_device(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let &[v] = p.module().op(op).operands.as_slice() else {
        return None;
    };
    p.print_op_attr_dict(op, &[]);
    p.write(" ");
    p.print_operand(v);
    Some(())
}

fn verify_set_device(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match o.operands.as_slice() {
        [v] if *m.value_type(*v) == Type::int(32) => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "operand #0 must be 32-bit signless integer",
        )),
    }
}
