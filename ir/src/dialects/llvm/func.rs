//! `llvm.func`, `llvm.mlir.global`, `llvm.call`, `llvm.return`, `llvm.br`, `llvm.cond_br`,
//! `llvm.unreachable`.

use crate::attrs::{Attribute, ElemValue};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Argument, Delimiter, Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{i32_array, types_of};
use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};
use super::{finish_attrs, i64_attr};
use crate::parser::llvm_types::nested_spelling;

const LINKAGES: &[&str] = &[
    "private",
    "internal",
    "available_externally",
    "linkonce",
    "weak",
    "common",
    "appending",
    "extern_weak",
    "linkonce_odr",
    "weak_odr",
    "external",
];
const VISIBILITIES: &[&str] = &["default", "hidden", "protected"];
const UNNAMED_ADDR: &[&str] = &["", "local_unnamed_addr", "unnamed_addr"];
const CCONVS: &[&str] = &[
    "ccc",
    "fastcc",
    "coldcc",
    "cc_10",
    "cc_11",
    "anyregcc",
    "preserve_mostcc",
    "preserve_allcc",
    "swiftcc",
    "cxx_fast_tlscc",
    "tailcc",
    "cfguard_checkcc",
    "swifttailcc",
    "x86_stdcallcc",
    "x86_fastcallcc",
    "arm_apcscc",
    "arm_aapcscc",
    "arm_aapcs_vfpcc",
    "msp430_intrcc",
    "x86_thiscallcc",
    "ptx_kernelcc",
    "ptx_devicecc",
    "spir_funccc",
    "spir_kernelcc",
    "intel_ocl_bicc",
    "x86_64_sysvcc",
    "win64cc",
    "x86_vectorcallcc",
    "hhvm_ccc",
    "hhvmcc",
    "x86_intrcc",
    "avr_intrcc",
    "avr_builtincc",
    "amdgpu_vscc",
    "amdgpu_gscc",
    "amdgpu_cscc",
    "amdgpu_kernelcc",
    "x86_regcallcc",
    "amdgpu_hscc",
    "msp430_builtincc",
    "amdgpu_lscc",
    "amdgpu_escc",
    "aarch64_vectorcallcc",
    "aarch64_sve_vectorcallcc",
    "wasm_emscripten_invokecc",
    "amdgpu_gfxcc",
    "m68k_intrcc",
];
const TAIL_KINDS: &[&str] = &["none", "tail", "musttail", "notail"];

const FUNC_INHERENT: &[&str] = &[
    "sym_name",
    "sym_visibility",
    "function_type",
    "linkage",
    "dso_local",
    "CConv",
    "comdat",
    "convergent",
    "personality",
    "garbageCollector",
    "passthrough",
    "arg_attrs",
    "res_attrs",
    "function_entry_count",
    "memory_effects",
    "visibility_",
    "arm_streaming",
    "section",
    "unnamed_addr",
    "alignment",
    "vscale_range",
    "frame_pointer",
    "target_cpu",
    "tune_cpu",
    "target_features",
    "unsafe_fp_math",
    "no_infs_fp_math",
    "no_nans_fp_math",
    "no_signed_zeros_fp_math",
    "denormal_fp_math",
    "denormal_fp_math_f32",
    "fp_contract",
    "instrument_function_entry",
    "instrument_function_exit",
    "no_inline",
    "always_inline",
    "inline_hint",
    "no_unwind",
    "will_return",
    "optimize_none",
    "vec_type_hint",
    "work_group_size_hint",
    "reqd_work_group_size",
    "intel_reqd_sub_group_size",
    "uwtable_kind",
];

const GLOBAL_INHERENT: &[&str] = &[
    "global_type",
    "constant",
    "sym_name",
    "linkage",
    "dso_local",
    "thread_local_",
    "externally_initialized",
    "value",
    "alignment",
    "addr_space",
    "unnamed_addr",
    "section",
    "comdat",
    "dbg_exprs",
    "visibility_",
];

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
    r.add(
        OpDef::new("llvm.func", parse_func, print_func)
            .traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::AFFINE_SCOPE)
            .inherent(FUNC_INHERENT)
            .verifier(verify_func),
    );
    r.add(
        OpDef::new("llvm.mlir.global", parse_global, print_global)
            .traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::SINGLE_BLOCK)
            .inherent(GLOBAL_INHERENT),
    );
    r.add(OpDef::new("llvm.call", parse_call, print_call).inherent(CALL_INHERENT));
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

fn enum_attr(kind: &str, v: &str) -> Attribute {
    Attribute::Opaque(format!("#llvm.{kind}<{v}>"))
}

/// The value of `#llvm.kind<v>`.
fn enum_value<'a>(a: Option<&'a Attribute>, kind: &str) -> Option<&'a str> {
    match a? {
        Attribute::Opaque(t) => t
            .strip_prefix("#llvm.")?
            .strip_prefix(kind)?
            .strip_prefix('<')?
            .strip_suffix('>'),
        _ => None,
    }
}

fn index_of(list: &[&str], a: Option<&Attribute>) -> usize {
    a.and_then(Attribute::as_int)
        .and_then(|v| usize::try_from(v).ok())
        .filter(|&v| v < list.len())
        .unwrap_or(0)
}

/// Optional keyword from `list`.
fn optional_of(p: &mut Parser<'_>, list: &[&str]) -> Result<Option<String>> {
    if p.at(TokKind::BareId) && list.contains(&p.text()) {
        let k = p.text().to_string();
        p.bump()?;
        return Ok(Some(k));
    }
    Ok(None)
}

/// `!llvm.func<ret (params, ...)>` from its parts.
pub(crate) fn func_type(ret: Option<&Type>, params: &[Type], vararg: bool) -> Type {
    let mut ps: Vec<String> = params.iter().map(nested_spelling).collect();
    if vararg {
        ps.push("...".into());
    }
    let r = ret.map_or("void".to_string(), nested_spelling);
    Type::Opaque(format!("!llvm.func<{r} ({})>", ps.join(", ")))
}

/// The parts of an `!llvm.func<...>` type: result (None for void), parameters, vararg.
pub(crate) fn func_parts(t: &Type) -> Option<(Option<Type>, Vec<Type>, bool)> {
    let Type::Opaque(s) = t else { return None };
    let body = s.strip_prefix("!llvm.func<")?.strip_suffix('>')?;
    // The result type ends at the first top-level " (".
    let mut depth = 0i32;
    let mut split = None;
    for (i, c) in body.char_indices() {
        match c {
            '<' | '(' | '[' | '{' if depth == 0 && c == '(' && i > 0 => {
                split = Some(i);
                break;
            }
            '<' | '(' | '[' | '{' => depth += 1,
            '>' | ')' | ']' | '}' => depth -= 1,
            _ => {}
        }
    }
    let i = split?;
    let ret = body[..i].trim();
    let params = body[i..].strip_prefix('(')?.strip_suffix(')')?;
    let mut ps = super::split_top_level(params);
    let vararg = ps.last().is_some_and(|p| p == "...");
    if vararg {
        ps.pop();
    }
    let ret = (ret != "void").then(|| super::nested_to_type(ret));
    Some((
        ret,
        ps.iter().map(|p| super::nested_to_type(p)).collect(),
        vararg,
    ))
}

fn parse_func(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let linkage = optional_of(p, LINKAGES)?.unwrap_or_else(|| "external".into());
    st.set_prop("linkage", enum_attr("linkage", &linkage));
    let vis = optional_of(p, VISIBILITIES)?;
    let vis = VISIBILITIES
        .iter()
        .position(|v| Some(*v) == vis.as_deref())
        .unwrap_or(0);
    st.set_prop("visibility_", i64_attr(vis as i64));
    let ua = optional_of(p, &UNNAMED_ADDR[1..])?;
    let ua = UNNAMED_ADDR
        .iter()
        .position(|v| Some(*v) == ua.as_deref())
        .unwrap_or(0);
    st.set_prop("unnamed_addr", i64_attr(ua as i64));
    let cconv = optional_of(p, CCONVS)?.unwrap_or_else(|| "ccc".into());
    st.set_prop("CConv", enum_attr("cconv", &cconv));
    let name = p.parse_symbol_name()?;
    st.set_prop("sym_name", Attribute::string(&name));
    p.expect(TokKind::LParen, "'('")?;
    let mut args: Vec<Argument> = vec![];
    let mut inputs = vec![];
    let mut arg_attrs = vec![];
    let mut vararg = false;
    if !p.eat(TokKind::RParen)? {
        loop {
            if p.eat(TokKind::Ellipsis)? {
                vararg = true;
                break;
            }
            if p.at(TokKind::PercentId) {
                let a = p.parse_argument(true)?;
                inputs.push(a.ty.clone());
                arg_attrs.push(a.attrs.clone());
                args.push(a);
            } else {
                inputs.push(p.parse_type()?);
                let mut attrs = vec![];
                p.parse_optional_attr_dict(&mut attrs)?;
                p.parse_optional_location()?;
                arg_attrs.push(attrs);
            }
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RParen, "')'")?;
    }
    let mut result = None;
    let mut res_attrs = vec![];
    if p.eat(TokKind::Arrow)? {
        if p.eat(TokKind::LParen)? {
            let t = p.parse_type()?;
            p.parse_optional_attr_dict(&mut res_attrs)?;
            p.expect(TokKind::RParen, "')'")?;
            result = Some(t);
        } else {
            result = Some(p.parse_type()?);
        }
    }
    if p.parse_optional_keyword("comdat")? {
        p.expect(TokKind::LParen, "'('")?;
        let at = p.token().start;
        let c = p.parse_attribute()?;
        if !matches!(c, Attribute::SymbolRef { .. }) {
            return Err(p.err_at(at, "expected a comdat symbol"));
        }
        p.expect(TokKind::RParen, "')'")?;
        st.set_prop("comdat", c);
    }
    st.set_prop(
        "function_type",
        Attribute::Type(func_type(result.as_ref(), &inputs, vararg)),
    );
    if arg_attrs.iter().any(|a| !a.is_empty()) {
        st.set_prop(
            "arg_attrs",
            Attribute::Array(arg_attrs.into_iter().map(Attribute::Dictionary).collect()),
        );
    }
    if !res_attrs.is_empty() {
        st.set_prop(
            "res_attrs",
            Attribute::Array(vec![Attribute::Dictionary(res_attrs)]),
        );
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    move_inherent_to_props(st, FUNC_INHERENT);
    let region = if p.at(TokKind::LBrace) {
        p.parse_region(&args)?
    } else {
        p.module.create_region()
    };
    st.regions.push(region);
    Ok(())
}

fn attr_list(a: Option<&Attribute>, i: usize) -> Vec<(String, Attribute)> {
    a.and_then(|a| a.as_array())
        .and_then(|v| v.get(i))
        .and_then(|d| d.as_dict())
        .map(|d| d.to_vec())
        .unwrap_or_default()
}

fn print_func(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (ret, inputs, vararg) = func_parts(o.attr("function_type")?.as_type()?)?;
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let name = o.attr("sym_name")?.as_str()?;
    let body = m.region(region).blocks.first().copied();
    if let Some(b) = body {
        let args = &m.block(b).args;
        if args.len() != inputs.len()
            || args
                .iter()
                .zip(&inputs)
                .any(|(&a, t)| nested_spelling(m.value_type(a)) != nested_spelling(t))
        {
            return None;
        }
    }
    let linkage = enum_value(o.attr("linkage"), "linkage").unwrap_or("external");
    if linkage != "external" {
        p.write(" ");
        p.write(linkage);
    }
    let vis = index_of(VISIBILITIES, o.attr("visibility_"));
    if vis != 0 {
        p.write(" ");
        p.write(VISIBILITIES[vis]);
    }
    let ua = index_of(UNNAMED_ADDR, o.attr("unnamed_addr"));
    if ua != 0 {
        p.write(" ");
        p.write(UNNAMED_ADDR[ua]);
    }
    let cconv = enum_value(o.attr("CConv"), "cconv").unwrap_or("ccc");
    if cconv != "ccc" {
        p.write(" ");
        p.write(cconv);
    }
    p.write(" ");
    p.print_symbol_name(name);
    p.write("(");
    let arg_attrs = o.attr("arg_attrs");
    for (i, t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = attr_list(arg_attrs, i);
        match body {
            Some(b) => {
                let a = *m.block(b).args.get(i)?;
                p.print_region_argument(a, &attrs);
            }
            None => {
                p.print_type(t);
                p.print_optional_attr_dict(&attrs, &[]);
            }
        }
    }
    if vararg {
        p.write(if inputs.is_empty() { "..." } else { ", ..." });
    }
    p.write(")");
    if let Some(r) = &ret {
        p.write(" -> ");
        let attrs = attr_list(o.attr("res_attrs"), 0);
        if attrs.is_empty() {
            p.print_type(r);
        } else {
            p.write("(");
            p.print_type(r);
            p.print_optional_attr_dict(&attrs, &[]);
            p.write(")");
        }
    }
    if let Some(c) = o.attr("comdat") {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
    p.print_op_attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "function_type",
            "linkage",
            "CConv",
            "unnamed_addr",
            "visibility_",
            "arg_attrs",
            "res_attrs",
            "comdat",
        ],
    );
    if body.is_some() {
        p.write(" ");
        p.print_region(region, false, true, false);
    }
    Some(())
}

fn verify_func(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some((_, inputs, _)) = o
        .attr("function_type")
        .and_then(Attribute::as_type)
        .and_then(func_parts)
    else {
        return Err(op_error(
            m,
            op,
            "requires attribute 'function_type' of LLVM function type",
        ));
    };
    let linkage = enum_value(o.attr("linkage"), "linkage").unwrap_or("external");
    let Some(&entry) = o.regions.first().and_then(|&r| m.region(r).blocks.first()) else {
        if !matches!(linkage, "external" | "extern_weak") {
            return Err(op_error(
                m,
                op,
                "external functions must have 'external' or 'extern_weak' linkage",
            ));
        }
        return Ok(());
    };
    let args = &m.block(entry).args;
    if args.len() != inputs.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "entry block must have {} arguments to match function signature",
                inputs.len()
            ),
        ));
    }
    Ok(())
}

fn parse_global(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let linkage = optional_of(p, LINKAGES)?.unwrap_or_else(|| "external".into());
    st.set_prop("linkage", enum_attr("linkage", &linkage));
    let vis = optional_of(p, VISIBILITIES)?;
    let vis = VISIBILITIES
        .iter()
        .position(|v| Some(*v) == vis.as_deref())
        .unwrap_or(0);
    st.set_prop("visibility_", i64_attr(vis as i64));
    if p.parse_optional_keyword("thread_local")? {
        st.set_prop("thread_local_", Attribute::Unit);
    }
    let ua = optional_of(p, &UNNAMED_ADDR[1..])?;
    let ua = UNNAMED_ADDR
        .iter()
        .position(|v| Some(*v) == ua.as_deref())
        .unwrap_or(0);
    st.set_prop("unnamed_addr", i64_attr(ua as i64));
    if p.parse_optional_keyword("constant")? {
        st.set_prop("constant", Attribute::Unit);
    }
    let name = p.parse_symbol_name()?;
    st.set_prop("sym_name", Attribute::string(&name));
    p.expect(TokKind::LParen, "'('")?;
    let mut value = None;
    if !p.eat(TokKind::RParen)? {
        value = Some(p.parse_attribute()?);
        p.expect(TokKind::RParen, "')'")?;
    }
    if p.parse_optional_keyword("comdat")? {
        p.expect(TokKind::LParen, "'('")?;
        let at = p.token().start;
        let c = p.parse_attribute()?;
        if !matches!(c, Attribute::SymbolRef { .. }) {
            return Err(p.err_at(at, "expected a comdat symbol"));
        }
        p.expect(TokKind::RParen, "')'")?;
        st.set_prop("comdat", c);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, GLOBAL_INHERENT);
    if st.attr("addr_space").is_none() {
        st.set_prop(
            "addr_space",
            Attribute::Integer {
                value: 0,
                ty: Type::int(32),
            },
        );
    }
    let at = p.token().start;
    let ty = if p.eat(TokKind::Colon)? {
        p.parse_type()?
    } else {
        match &value {
            Some(Attribute::String { value, .. }) => {
                Type::Opaque(format!("!llvm.array<{} x i8>", value.len()))
            }
            _ => return Err(p.err_at(at, "type can only be omitted for string globals")),
        }
    };
    st.set_prop("global_type", Attribute::Type(ty));
    if let Some(v) = value {
        st.set_prop("value", v);
    }
    let region = if p.at(TokKind::LBrace) {
        p.parse_region(&[])?
    } else {
        p.module.create_region()
    };
    st.regions.push(region);
    Ok(())
}

fn print_global(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let linkage = enum_value(o.attr("linkage"), "linkage")?;
    p.write(" ");
    p.write(linkage);
    p.write(" ");
    let vis = index_of(VISIBILITIES, o.attr("visibility_"));
    if vis != 0 {
        p.write(VISIBILITIES[vis]);
        p.write(" ");
    }
    if o.attr("thread_local_").is_some() {
        p.write("thread_local ");
    }
    let ua = index_of(UNNAMED_ADDR, o.attr("unnamed_addr"));
    if ua != 0 {
        p.write(UNNAMED_ADDR[ua]);
        p.write(" ");
    }
    if o.attr("constant").is_some() {
        p.write("constant ");
    }
    p.print_symbol_name(o.attr("sym_name")?.as_str()?);
    p.write("(");
    let value = o.attr("value");
    if let Some(v) = value {
        p.print_attribute(v);
    }
    p.write(")");
    if let Some(c) = o.attr("comdat") {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
    p.print_op_attr_dict(
        op,
        &[
            "sym_name",
            "global_type",
            "constant",
            "value",
            "linkage",
            "unnamed_addr",
            "thread_local_",
            "visibility_",
            "comdat",
        ],
    );
    if matches!(value, Some(Attribute::String { .. })) {
        return Some(());
    }
    p.write(" : ");
    p.print_type(o.attr("global_type")?.as_type()?);
    let region = *o.regions.first()?;
    if !m.region(region).blocks.is_empty() {
        p.write(" ");
        p.print_region(region, false, true, false);
    }
    Some(())
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
    if let (Some(c), Some(t)) = (&callee_ptr, &ptr_ty) {
        st.operands.push(p.resolve_operand(c, t)?);
    }
    st.operands.extend(p.resolve_operands(&uses, &inputs, at)?);
    st.result_types = results;
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
    let n = st.operands.len();
    let nb = bundles.install(p, st)?;
    st.set_prop("operandSegmentSizes", i32_array(&[n, nb]));
    Ok(())
}

type AttrList = Vec<(String, Attribute)>;

/// A call's type with argument and result attributes: `(T {attrs}, ...) -> R`, `-> ()` or
/// `-> (R {attrs})`.
type CallType = (Vec<Type>, Vec<AttrList>, Vec<Type>, Vec<AttrList>);

fn parse_call_type(p: &mut Parser<'_>) -> Result<CallType> {
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
    Some(())
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
    if p.parse_optional_keyword("weights")? {
        p.expect(TokKind::LParen, "'('")?;
        p.expect(TokKind::LBracket, "'['")?;
        let mut w = vec![];
        loop {
            w.push(ElemValue::Int(p.parse_integer()? as i128));
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RBracket, "']'")?;
        p.expect(TokKind::RParen, "')'")?;
        st.set_prop(
            "branch_weights",
            Attribute::DenseArray {
                elem: Type::int(32),
                values: w,
            },
        );
    }
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
