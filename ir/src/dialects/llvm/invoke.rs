//! Exception handling and unusual control flow: `llvm.invoke`, `llvm.landingpad`,
//! `llvm.resume`, `llvm.indirectbr` with `llvm.blocktag` / `llvm.blockaddress`, and
//! `llvm.inline_asm`.

use crate::attrs::Attribute;
use crate::error::{Error, Result};
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{as_int_array, i32_array, types_of};
use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};
use super::call::{parse_bundles, parse_signature_operands, print_bundles, print_call_signature};
use super::func::{enum_attr, enum_value, optional_of, CCONVS};

const INVOKE_INHERENT: &[&str] = &[
    "var_callee_type",
    "callee",
    "arg_attrs",
    "res_attrs",
    "branch_weights",
    "CConv",
    "op_bundle_sizes",
    "op_bundle_tags",
    "operandSegmentSizes",
];
const ASM_INHERENT: &[&str] = &[
    "asm_string",
    "constraints",
    "has_side_effects",
    "is_align_stack",
    "tail_call_kind",
    "asm_dialect",
    "operand_attrs",
];
const ASM_DIALECTS: &[&str] = &["att", "intel"];

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("llvm.invoke", parse_invoke, print_invoke)
            .traits(Traits::TERMINATOR)
            .inherent(INVOKE_INHERENT)
            .verifier(verify_invoke),
    );
    r.add(
        OpDef::new("llvm.landingpad", parse_landingpad, print_landingpad)
            .inherent(&["cleanup"])
            .verifier(verify_landingpad),
    );
    r.add(OpDef::new("llvm.resume", parse_resume, print_resume).traits(Traits::TERMINATOR));
    r.add(
        OpDef::new("llvm.indirectbr", parse_indirectbr, print_indirectbr)
            .traits(Traits::TERMINATOR)
            .inherent(&["indbr_operand_segments"])
            .verifier(verify_indirectbr),
    );
    r.add(OpDef::new("llvm.blocktag", parse_blocktag, print_blocktag).inherent(&["tag"]));
    r.add(
        OpDef::new("llvm.blockaddress", parse_blockaddress, print_blockaddress)
            .traits(Traits::PURE | Traits::CONSTANT_LIKE)
            .inherent(&["block_addr"]),
    );
    r.add(OpDef::new("llvm.inline_asm", parse_inline_asm, print_inline_asm).inherent(ASM_INHERENT));
}

fn parse_invoke(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let cconv = optional_of(p, CCONVS)?.unwrap_or_else(|| "ccc".into());
    st.set_prop("CConv", enum_attr("cconv", &cconv));
    let mut callee_ptr = None;
    if p.at(TokKind::AtId) || p.at(TokKind::AtString) {
        let callee = p.parse_symbol_name()?;
        st.set_prop("callee", Attribute::symbol(&callee));
    } else {
        callee_ptr = Some(p.parse_operand()?);
    }
    let uses = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_keyword("to")?;
    let (normal, normal_args) = p.parse_successor_and_operands()?;
    p.parse_keyword("unwind")?;
    let (unwind, unwind_args) = p.parse_successor_and_operands()?;
    if p.parse_optional_keyword("vararg")? {
        p.expect(TokKind::LParen, "'('")?;
        let t = p.parse_type()?;
        p.expect(TokKind::RParen, "')'")?;
        st.set_prop("var_callee_type", Attribute::Type(t));
    }
    let bundles = parse_bundles(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, INVOKE_INHERENT);
    let n = parse_signature_operands(p, st, callee_ptr.as_ref(), &uses)?;
    let (nn, nu) = (normal_args.len(), unwind_args.len());
    st.operands.extend(normal_args);
    st.operands.extend(unwind_args);
    st.successors.extend([normal, unwind]);
    let nb = bundles.install(p, st)?;
    st.set_prop("operandSegmentSizes", i32_array(&[n, nn, nu, nb]));
    Ok(())
}

/// The operand segments (callee operands, normal, unwind, bundles) of an invoke.
fn invoke_segments(m: &Module, op: OpId) -> Option<[usize; 4]> {
    let seg = as_int_array(m.op(op).attr("operandSegmentSizes")?)?;
    let &[a, b, c, d] = seg.as_slice() else {
        return None;
    };
    let s = [a, b, c, d].map(|v| usize::try_from(v).ok());
    let s = [s[0]?, s[1]?, s[2]?, s[3]?];
    (s.iter().sum::<usize>() == m.op(op).operands.len()).then_some(s)
}

fn print_invoke(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let [n, nn, nu, _] = invoke_segments(m, op)?;
    let &[normal, unwind] = o.successors.as_slice() else {
        return None;
    };
    p.write(" ");
    let cconv = enum_value(o.attr("CConv"), "cconv").unwrap_or("ccc");
    if cconv != "ccc" {
        p.write(cconv);
        p.write(" ");
    }
    let args = match o.attr("callee") {
        Some(c @ Attribute::SymbolRef { .. }) => {
            p.print_attribute(c);
            o.operands.get(..n)?
        }
        Some(_) => return None,
        None => {
            p.print_operand(*o.operands.first()?);
            o.operands.get(1..n)?
        }
    };
    p.write("(");
    p.print_operands(args);
    p.write(") to ");
    p.print_successor_and_operands(normal, o.operands.get(n..n + nn)?);
    p.write(" unwind ");
    p.print_successor_and_operands(unwind, o.operands.get(n + nn..n + nn + nu)?);
    if let Some(t) = o.attr("var_callee_type").and_then(Attribute::as_type) {
        p.write(" vararg(");
        p.print_type(t);
        p.write(")");
    }
    print_bundles(p, op, n + nn + nu)?;
    p.print_op_attr_dict(
        op,
        &[
            "callee",
            "operandSegmentSizes",
            "CConv",
            "var_callee_type",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
        ],
    );
    p.write(" : ");
    if o.attr("callee").is_none() {
        p.print_type(m.value_type(o.operands[0]));
        p.write(", ");
    }
    print_call_signature(p, op, args);
    Some(())
}

/// An error at `op` without the `'name' op` prefix (MLIR's `emitError`).
fn plain_error(m: &Module, op: OpId, msg: &str) -> Error {
    Error {
        message: msg.to_string(),
        pos: m.op(op).pos,
        notes: Vec::new(),
    }
}

fn verify_invoke(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.results.len() > 1 {
        return Err(op_error(m, op, "must have 0 or 1 result"));
    }
    if invoke_segments(m, op).is_none() {
        return Err(op_error(
            m,
            op,
            "operand count does not match the operand segment sizes",
        ));
    }
    let Some(&unwind) = o.successors.get(1) else {
        return Err(op_error(m, op, "requires 2 successors"));
    };
    match m.block(unwind).ops.first() {
        None => Err(plain_error(
            m,
            op,
            "must have at least one operation in unwind destination",
        )),
        Some(&first) if m.op(first).name != "llvm.landingpad" => Err(plain_error(
            m,
            op,
            "first operation in unwind destination should be a llvm.landingpad operation",
        )),
        Some(_) => Ok(()),
    }
}

fn is_array(t: &Type) -> bool {
    matches!(t, Type::Opaque(s) if s.starts_with("!llvm.array<"))
}

fn parse_landingpad(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("cleanup")? {
        st.set_prop("cleanup", Attribute::Unit);
    }
    while p.at(TokKind::LParen) {
        let next = p.peek_next()?;
        let kw = p.slice(next.start, next.end);
        if next.kind != TokKind::BareId || !matches!(kw, "catch" | "filter") {
            break;
        }
        p.bump()?;
        p.bump()?;
        let v = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        st.operands.push(p.resolve_operand(&v, &t)?);
        p.expect(TokKind::RParen, "')'")?;
    }
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_landingpad(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(if o.attr("cleanup").is_some() {
        " cleanup "
    } else {
        " "
    });
    for &v in &o.operands {
        let t = m.value_type(v);
        p.write(if is_array(t) { "(filter " } else { "(catch " });
        p.print_operand(v);
        p.write(" : ");
        p.print_type(t);
        p.write(") ");
    }
    p.print_op_attr_dict(op, &["cleanup"]);
    p.write(": ");
    p.print_type(m.value_type(r));
    Some(())
}

fn verify_landingpad(m: &Module, op: OpId) -> Result<()> {
    let mut cur = m.parent_op(op);
    while let Some(f) = cur {
        if m.op(f).name == "llvm.func" {
            if m.op(f).attr("personality").is_none() {
                return Err(plain_error(
                    m,
                    op,
                    "llvm.landingpad needs to be in a function with a personality",
                ));
            }
            break;
        }
        cur = m.parent_op(f);
    }
    let o = m.op(op);
    if o.attr("cleanup").is_none() && o.operands.is_empty() {
        return Err(plain_error(
            m,
            op,
            "landingpad instruction expects at least one clause or cleanup attribute",
        ));
    }
    Ok(())
}

fn parse_resume(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&v, &t)?);
    Ok(())
}

fn print_resume(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let &[v] = m.op(op).operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(v);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(v));
    Some(())
}

fn parse_indirectbr(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&a, &t)?);
    p.expect(TokKind::Comma, "','")?;
    p.expect(TokKind::LBracket, "'['")?;
    let mut segs = vec![];
    if !p.eat(TokKind::RBracket)? {
        loop {
            let (b, vals) = p.parse_successor_and_operands()?;
            st.successors.push(b);
            segs.push(vals.len());
            st.operands.extend(vals);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RBracket, "']'")?;
    }
    st.set_prop("indbr_operand_segments", i32_array(&segs));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["indbr_operand_segments"]);
    Ok(())
}

fn indirectbr_segments(m: &Module, op: OpId) -> Option<Vec<usize>> {
    let o = m.op(op);
    let segs = as_int_array(o.attr("indbr_operand_segments")?)?;
    let segs: Vec<usize> = segs
        .iter()
        .map(|&v| usize::try_from(v).ok())
        .collect::<Option<_>>()?;
    (segs.len() == o.successors.len() && 1 + segs.iter().sum::<usize>() == o.operands.len())
        .then_some(segs)
}

fn print_indirectbr(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let segs = indirectbr_segments(m, op)?;
    let a = *o.operands.first()?;
    p.write(" ");
    p.print_operand(a);
    p.write(" : ");
    p.print_type(m.value_type(a));
    p.write(", [");
    let ind = " ".repeat(p.current_indent());
    let mut at = 1;
    for (i, (&b, &n)) in o.successors.iter().zip(&segs).enumerate() {
        if i > 0 {
            p.write(",");
        }
        p.write("\n");
        p.write(&ind);
        p.print_successor_and_operands(b, o.operands.get(at..at + n)?);
        at += n;
    }
    if !segs.is_empty() {
        p.write("\n");
        p.write(&ind);
    }
    p.write("]");
    p.print_op_attr_dict(op, &["indbr_operand_segments"]);
    Some(())
}

fn verify_indirectbr(m: &Module, op: OpId) -> Result<()> {
    if indirectbr_segments(m, op).is_none() {
        return Err(op_error(
            m,
            op,
            "operand count does not match the successor operand segments",
        ));
    }
    Ok(())
}

/// A `<...>` attribute body written without its `#llvm.kind` prefix, stored with it.
fn parse_prefixed_body(p: &mut Parser<'_>, kind: &str) -> Result<Attribute> {
    if !p.at(TokKind::Less) {
        return Err(p.err("expected '<'"));
    }
    let start = p.token().start;
    let end = p.scan_balanced(start)?;
    let body = p.slice(start, end).to_string();
    p.reset_to(end)?;
    Ok(Attribute::Opaque(format!("#llvm.{kind}{body}")))
}

fn print_prefixed_body(p: &mut Printer<'_>, a: Option<&Attribute>, kind: &str) -> Option<()> {
    let Attribute::Opaque(t) = a? else {
        return None;
    };
    let body = t.strip_prefix("#llvm.")?.strip_prefix(kind)?;
    if !body.starts_with('<') {
        return None;
    }
    p.write(body);
    Some(())
}

fn parse_blocktag(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let tag = parse_prefixed_body(p, "blocktag")?;
    st.set_prop("tag", tag);
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_blocktag(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    if !o.operands.is_empty() || !o.results.is_empty() {
        return None;
    }
    p.write(" ");
    print_prefixed_body(p, o.attr("tag"), "blocktag")?;
    p.print_op_attr_dict(op, &["tag"]);
    Some(())
}

fn parse_blockaddress(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = parse_prefixed_body(p, "blockaddress")?;
    st.set_prop("block_addr", a);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.result_types.push(t);
    Ok(())
}

fn print_blockaddress(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    print_prefixed_body(p, o.attr("block_addr"), "blockaddress")?;
    p.print_op_attr_dict(op, &["block_addr"]);
    p.write(" : ");
    p.print_type(m.value_type(r));
    Some(())
}

fn parse_inline_asm(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("has_side_effects")? {
        st.set_prop("has_side_effects", Attribute::Unit);
    }
    if p.parse_optional_keyword("is_align_stack")? {
        st.set_prop("is_align_stack", Attribute::Unit);
    }
    if p.parse_optional_keyword("tail_call_kind")? {
        p.expect(TokKind::Equal, "'='")?;
        let k = parse_prefixed_body(p, "tailcallkind")?;
        st.set_prop("tail_call_kind", k);
    }
    if p.parse_optional_keyword("asm_dialect")? {
        p.expect(TokKind::Equal, "'='")?;
        let at = p.token().start;
        let k = p.parse_any_keyword()?;
        let Some(i) = ASM_DIALECTS.iter().position(|d| *d == k) else {
            return Err(p.err_at(
                at,
                format!(
                    "expected one of [att, intel] for ATT (0) or Intel (1) asm dialect, got: {k}"
                ),
            ));
        };
        st.set_prop("asm_dialect", super::i64_attr(i as i64));
    }
    if p.parse_optional_keyword("operand_attrs")? {
        p.expect(TokKind::Equal, "'='")?;
        let a = p.parse_attribute()?;
        st.set_prop("operand_attrs", a);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, ASM_INHERENT);
    if st.attr("tail_call_kind").is_none() {
        st.set_prop("tail_call_kind", enum_attr("tailcallkind", "none"));
    }
    let s = p.parse_string()?;
    st.set_prop("asm_string", Attribute::string(&s));
    p.expect(TokKind::Comma, "','")?;
    let c = p.parse_string()?;
    st.set_prop("constraints", Attribute::string(&c));
    let uses = p.parse_operand_list(Delimiter::None)?;
    crate::dialects::helpers::parse_functional_signature(p, st, &uses)?;
    Ok(())
}

fn print_inline_asm(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let asm = o.attr("asm_string")?.as_str()?;
    let cons = o.attr("constraints")?.as_str()?;
    if o.attr("has_side_effects").is_some() {
        p.write(" has_side_effects");
    }
    if o.attr("is_align_stack").is_some() {
        p.write(" is_align_stack");
    }
    match enum_value(o.attr("tail_call_kind"), "tailcallkind") {
        Some("none") | None => {}
        Some(k) => p.write(&format!(" tail_call_kind = <{k}>")),
    }
    if let Some(d) = o.attr("asm_dialect") {
        let k = ASM_DIALECTS.get(usize::try_from(d.as_int()?).ok()?)?;
        p.write(&format!(" asm_dialect = {k}"));
    }
    if let Some(a) = o.attr("operand_attrs") {
        p.write(" operand_attrs = ");
        p.print_attribute(a);
    }
    p.print_op_attr_dict(op, ASM_INHERENT);
    p.write(&format!(
        " \"{}\", \"{}\" ",
        crate::lexer::escape_string(asm.as_bytes()),
        crate::lexer::escape_string(cons.as_bytes())
    ));
    p.print_operands(&o.operands);
    p.write(" : ");
    let ins = types_of(m, &o.operands);
    let outs = types_of(m, &o.results);
    p.print_function_type(&ins, &outs);
    Some(())
}
