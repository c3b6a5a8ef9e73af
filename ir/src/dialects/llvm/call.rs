//! `llvm.call` (direct and indirect, variadic, operand bundles, argument and result
//! attributes).

use crate::attrs::{Attribute, ElemValue};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{OpId, OperationState, ValueId};
use crate::parser::{Delimiter, Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{i32_array, types_of};
use super::super::{OpDef, Registry};
use super::finish_attrs;
use super::func::{attr_list, enum_attr, enum_value, optional_of, CCONVS};

const TAIL_KINDS: &[&str] = &["none", "tail", "musttail", "notail"];

const CALL_INHERENT: &[&str] = &[
    "var_callee_type",
    "callee",
    "fastmathFlags",
    "CConv",
    "TailCallKind",
    "memory_effects",
    "convergent",
    "no_unwind",
    "will_return",
    "op_bundle_sizes",
    "op_bundle_tags",
    "arg_attrs",
    "res_attrs",
    "no_inline",
    "always_inline",
    "inline_hint",
    "access_groups",
    "alias_scopes",
    "noalias_scopes",
    "tbaa",
    "operandSegmentSizes",
];

pub(crate) fn register(r: &mut Registry) {
    r.add(OpDef::new("llvm.call", parse_call, print_call).inherent(CALL_INHERENT));
}

fn parse_call(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let cconv = optional_of(p, CCONVS)?.unwrap_or_else(|| "ccc".into());
    st.set_prop("CConv", enum_attr("cconv", &cconv));
    let tail = optional_of(p, TAIL_KINDS)?.unwrap_or_else(|| "none".into());
    st.set_prop("TailCallKind", enum_attr("tailcallkind", &tail));
    let mut callee_ptr = None;
    if p.at(TokKind::AtId) || p.at(TokKind::AtString) {
        let callee = p.parse_symbol_name()?;
        st.set_prop("callee", Attribute::symbol(&callee));
    } else {
        callee_ptr = Some(p.parse_operand()?);
    }
    let uses = p.parse_operand_list(Delimiter::Paren)?;
    if p.parse_optional_keyword("vararg")? {
        p.expect(TokKind::LParen, "'('")?;
        let t = p.parse_type()?;
        p.expect(TokKind::RParen, "')'")?;
        st.set_prop("var_callee_type", Attribute::Type(t));
    }
    let bundles = parse_bundles(p)?;
    finish_attrs(p, st, CALL_INHERENT)?;
    let n = parse_signature_operands(p, st, callee_ptr.as_ref(), &uses)?;
    let nb = bundles.install(p, st)?;
    st.set_prop("operandSegmentSizes", i32_array(&[n, nb]));
    Ok(())
}

pub(super) type AttrList = Vec<(String, Attribute)>;

/// A call's type with argument and result attributes: `(T {attrs}, ...) -> R`, `-> ()` or
/// `-> (R {attrs})`.
pub(super) type CallType = (Vec<Type>, Vec<AttrList>, Vec<Type>, Vec<AttrList>);

/// The `: [!llvm.ptr,] (args) -> result` tail of `llvm.call` and `llvm.invoke`: resolves the
/// indirect callee `callee_ptr` (if any) and the arguments `uses` against the signature, sets
/// the result types and the argument/result attributes; returns the number of operands.
pub(super) fn parse_signature_operands(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    callee_ptr: Option<&UnresolvedOperand>,
    uses: &[UnresolvedOperand],
) -> Result<usize> {
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let ptr_ty = if callee_ptr.is_some() {
        let t = p.parse_type()?;
        p.expect(TokKind::Comma, "','")?;
        Some(t)
    } else {
        None
    };
    let (inputs, arg_attrs, results, res_attrs) = parse_call_type(p)?;
    if results.len() > 1 {
        return Err(p.err_at(at, "expected function with 0 or 1 result"));
    }
    if let (Some(c), Some(t)) = (callee_ptr, &ptr_ty) {
        st.operands.push(p.resolve_operand(c, t)?);
    }
    st.operands.extend(p.resolve_operands(uses, &inputs, at)?);
    st.result_types = results;
    set_arg_res_attrs(st, arg_attrs, res_attrs);
    Ok(st.operands.len())
}

pub(super) fn parse_call_type(p: &mut Parser<'_>) -> Result<CallType> {
    p.expect(TokKind::LParen, "'('")?;
    let mut inputs = vec![];
    let mut arg_attrs = vec![];
    if !p.eat(TokKind::RParen)? {
        loop {
            inputs.push(p.parse_type()?);
            let mut a = vec![];
            p.parse_optional_attr_dict(&mut a)?;
            arg_attrs.push(a);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RParen, "')'")?;
    }
    p.expect(TokKind::Arrow, "'->'")?;
    let mut results = vec![];
    let mut res_attrs = vec![];
    if p.eat(TokKind::LParen)? {
        if !p.eat(TokKind::RParen)? {
            loop {
                results.push(p.parse_type()?);
                let mut a = vec![];
                p.parse_optional_attr_dict(&mut a)?;
                res_attrs.push(a);
                if !p.eat(TokKind::Comma)? {
                    break;
                }
            }
            p.expect(TokKind::RParen, "')'")?;
        }
    } else {
        results.push(p.parse_type()?);
        res_attrs.push(vec![]);
    }
    Ok((inputs, arg_attrs, results, res_attrs))
}

/// One parsed operand bundle: tag, operands, their types, position of the operands.
type Bundle = (String, Vec<UnresolvedOperand>, Vec<Type>, usize);

/// Operand bundles `["tag"(%a, %b : T, U), ...]` as parsed, not yet resolved.
pub(crate) struct Bundles {
    list: Vec<Bundle>,
}

impl Bundles {
    /// Resolves the bundle operands (appended to the op's operands) and sets
    /// `op_bundle_sizes` (and `op_bundle_tags` if there are bundles); returns the number of
    /// bundle operands.
    pub(crate) fn install(self, p: &mut Parser<'_>, st: &mut OperationState) -> Result<usize> {
        let mut sizes = vec![];
        let mut tags = vec![];
        let mut total = 0;
        for (tag, uses, types, at) in self.list {
            sizes.push(ElemValue::Int(uses.len() as i128));
            total += uses.len();
            tags.push(Attribute::string(&tag));
            let vals = p.resolve_operands(&uses, &types, at)?;
            st.operands.extend(vals);
        }
        st.set_prop(
            "op_bundle_sizes",
            Attribute::DenseArray {
                elem: Type::int(32),
                values: sizes,
            },
        );
        if !tags.is_empty() {
            st.set_prop("op_bundle_tags", Attribute::Array(tags));
        }
        Ok(total)
    }
}

/// Parses an optional `[...]` of operand bundles.
pub(crate) fn parse_bundles(p: &mut Parser<'_>) -> Result<Bundles> {
    let mut list = vec![];
    if !p.eat(TokKind::LBracket)? {
        return Ok(Bundles { list });
    }
    if !p.eat(TokKind::RBracket)? {
        loop {
            let tag = p.parse_string()?;
            p.expect(TokKind::LParen, "'('")?;
            let mut uses = vec![];
            let mut types = vec![];
            let at = p.token().start;
            if !p.eat(TokKind::RParen)? {
                uses = p.parse_operand_list(Delimiter::None)?;
                p.expect(TokKind::Colon, "':'")?;
                types = p.parse_type_list_no_parens()?;
                p.expect(TokKind::RParen, "')'")?;
            }
            list.push((tag, uses, types, at));
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RBracket, "']'")?;
    }
    Ok(Bundles { list })
}

/// Prints the operand bundles (the operands after the first `first`), if there are any.
pub(crate) fn print_bundles(p: &mut Printer<'_>, op: OpId, first: usize) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let sizes = match o.attr("op_bundle_sizes") {
        Some(a) => super::super::helpers::as_int_array(a)?,
        None => vec![],
    };
    if sizes.is_empty() {
        return Some(());
    }
    let tags = o.attr("op_bundle_tags").and_then(Attribute::as_array)?;
    p.write(" [");
    let mut at = first;
    for (i, (&n, tag)) in sizes.iter().zip(tags).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let n = usize::try_from(n).ok()?;
        p.write(&format!(
            "\"{}\"(",
            crate::lexer::escape_string(tag.as_str()?.as_bytes())
        ));
        let vals = o.operands.get(at..at + n)?;
        if !vals.is_empty() {
            p.print_operands(vals);
            p.write(" : ");
            let ts = types_of(m, vals);
            p.print_types(&ts);
        }
        p.write(")");
        at += n;
    }
    p.write("]");
    Some(())
}

fn print_call(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let cconv = enum_value(o.attr("CConv"), "cconv").unwrap_or("ccc");
    if cconv != "ccc" {
        p.write(" ");
        p.write(cconv);
    }
    let tail = enum_value(o.attr("TailCallKind"), "tailcallkind").unwrap_or("none");
    if tail != "none" {
        p.write(" ");
        p.write(tail);
    }
    p.write(" ");
    let seg = super::super::helpers::as_int_array(o.attr("operandSegmentSizes")?)?;
    let n = usize::try_from(*seg.first()?).ok()?;
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
    p.write(")");
    if let Some(t) = o.attr("var_callee_type").and_then(Attribute::as_type) {
        p.write(" vararg(");
        p.print_type(t);
        p.write(")");
    }
    print_bundles(p, op, n)?;
    let mut elided = vec![
        "callee",
        "var_callee_type",
        "CConv",
        "TailCallKind",
        "op_bundle_sizes",
        "op_bundle_tags",
        "operandSegmentSizes",
        "arg_attrs",
        "res_attrs",
    ];
    if matches!(o.attr("fastmathFlags"), Some(Attribute::Opaque(t)) if t == "#llvm.fastmath<none>")
    {
        elided.push("fastmathFlags");
    }
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    if o.attr("callee").is_none() {
        p.print_type(m.value_type(o.operands[0]));
        p.write(", ");
    }
    print_call_signature(p, op, args);
    Some(())
}

/// Prints `(T {attrs}, ...) -> R` for the arguments `args` of a call-like op, with its
/// `arg_attrs` and `res_attrs`.
pub(super) fn print_call_signature(p: &mut Printer<'_>, op: OpId, args: &[ValueId]) {
    let m = p.module();
    let o = m.op(op);
    p.write("(");
    for (i, &a) in args.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_type(m.value_type(a));
        p.print_optional_attr_dict(&attr_list(o.attr("arg_attrs"), i), &[]);
    }
    p.write(") -> ");
    let res_attrs = attr_list(o.attr("res_attrs"), 0);
    match o.results.as_slice() {
        [r] if res_attrs.is_empty() => p.print_type(m.value_type(*r)),
        [r] => {
            p.write("(");
            p.print_type(m.value_type(*r));
            p.print_optional_attr_dict(&res_attrs, &[]);
            p.write(")");
        }
        _ => p.write("()"),
    }
}

/// Stores non-empty argument and result attribute lists as `arg_attrs` / `res_attrs`.
pub(super) fn set_arg_res_attrs(
    st: &mut OperationState,
    arg_attrs: Vec<AttrList>,
    res_attrs: Vec<AttrList>,
) {
    if arg_attrs.iter().any(|a| !a.is_empty()) {
        st.set_prop(
            "arg_attrs",
            Attribute::Array(arg_attrs.into_iter().map(Attribute::Dictionary).collect()),
        );
    }
    if res_attrs.iter().any(|a| !a.is_empty()) {
        st.set_prop(
            "res_attrs",
            Attribute::Array(res_attrs.into_iter().map(Attribute::Dictionary).collect()),
        );
    }
}
