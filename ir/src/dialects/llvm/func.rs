//! `llvm.func` and `llvm.mlir.global`, and the enums they share with `llvm.call` (linkage,
//! calling conventions).

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Argument, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};
use super::i64_attr;
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
pub(super) const CCONVS: &[&str] = &[
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
}

pub(super) fn enum_attr(kind: &str, v: &str) -> Attribute {
    Attribute::Opaque(format!("#llvm.{kind}<{v}>"))
}

/// The value of `#llvm.kind<v>`.
pub(super) fn enum_value<'a>(a: Option<&'a Attribute>, kind: &str) -> Option<&'a str> {
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
pub(super) fn optional_of(p: &mut Parser<'_>, list: &[&str]) -> Result<Option<String>> {
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

/// An optional keyword of `list` (visibility, unnamed_addr), stored as its index in property
/// `prop` (0, the default, when absent), as MLIR stores these enums.
fn parse_index_prop(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    prop: &str,
    list: &[&str],
) -> Result<()> {
    let k = optional_of(p, list)?;
    let i = list
        .iter()
        .position(|v| Some(*v) == k.as_deref())
        .unwrap_or(0);
    st.set_prop(prop, i64_attr(i as i64));
    Ok(())
}

fn parse_func(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let linkage = optional_of(p, LINKAGES)?.unwrap_or_else(|| "external".into());
    st.set_prop("linkage", enum_attr("linkage", &linkage));
    parse_index_prop(p, st, "visibility_", VISIBILITIES)?;
    parse_index_prop(p, st, "unnamed_addr", UNNAMED_ADDR)?;
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
    if p.parse_optional_keyword("vscale_range")? {
        p.expect(TokKind::LParen, "'('")?;
        let lo = p.parse_integer()?;
        p.expect(TokKind::Comma, "','")?;
        let hi = p.parse_integer()?;
        p.expect(TokKind::RParen, "')'")?;
        st.set_prop(
            "vscale_range",
            Attribute::Opaque(format!(
                "#llvm.vscale_range<minRange = {lo} : i32, maxRange = {hi} : i32>"
            )),
        );
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

pub(super) fn attr_list(a: Option<&Attribute>, i: usize) -> Vec<(String, Attribute)> {
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
    let vscale = vscale_range(o.attr("vscale_range"));
    if let Some((lo, hi)) = vscale {
        p.write(&format!(" vscale_range({lo}, {hi})"));
    }
    if let Some(c) = o.attr("comdat") {
        p.write(" comdat(");
        p.print_attribute(c);
        p.write(")");
    }
    let mut elided = vec![
        "sym_name",
        "function_type",
        "linkage",
        "CConv",
        "unnamed_addr",
        "visibility_",
        "arg_attrs",
        "res_attrs",
        "comdat",
    ];
    if vscale.is_some() {
        elided.push("vscale_range");
    }
    p.print_op_attr_dict_with_keyword(op, &elided);
    if body.is_some() {
        p.write(" ");
        p.print_region(region, false, true, false);
    }
    Some(())
}

/// The bounds of `#llvm.vscale_range<minRange = A : i32, maxRange = B : i32>`.
fn vscale_range(a: Option<&Attribute>) -> Option<(i64, i64)> {
    let Attribute::Opaque(t) = a? else {
        return None;
    };
    let body = t
        .strip_prefix("#llvm.vscale_range<minRange = ")?
        .strip_suffix(" : i32>")?;
    let (lo, hi) = body.split_once(" : i32, maxRange = ")?;
    Some((lo.parse().ok()?, hi.parse().ok()?))
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
    parse_index_prop(p, st, "visibility_", VISIBILITIES)?;
    if p.parse_optional_keyword("thread_local")? {
        st.set_prop("thread_local_", Attribute::Unit);
    }
    parse_index_prop(p, st, "unnamed_addr", UNNAMED_ADDR)?;
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
