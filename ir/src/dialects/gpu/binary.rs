//! `gpu.binary` (compiled GPU objects with an offloading handler) and the attributes it carries,
//! read structurally and kept in mlir-opt 22's spelling: `#gpu.object`, `#gpu.select_object`,
//! `#gpu.kernel_table`, `#gpu.kernel_metadata`, and the targets `#nvvm.target` and
//! `#rocdl.target` (parameters equal to their defaults are dropped, as MLIR's `struct` format
//! does).

use crate::attrs::{dict_get, Attribute};
use crate::error::Result;
use crate::lexer::{escape_string, TokKind};
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;

use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};

const BINARY_INHERENT: &[&str] = &["objects", "offloadingHandler", "sym_name"];
const DEFAULT_HANDLER: &str = "#gpu.select_object";

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("gpu.binary", parse_binary, print_binary)
            .traits(Traits::SYMBOL)
            .inherent(BINARY_INHERENT)
            .verifier(verify_binary),
    );
}

/// `@name (<handler>)? attr-dict [objects]`
fn parse_binary(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = p.parse_symbol_name()?;
    st.set_prop("sym_name", Attribute::string(&name));
    let handler = if p.eat(TokKind::Less)? {
        let h = p.parse_attribute()?;
        p.expect(TokKind::Greater, "'>'")?;
        h
    } else {
        Attribute::Opaque(DEFAULT_HANDLER.to_string())
    };
    st.set_prop("offloadingHandler", handler);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let objects = p.parse_attribute()?;
    let ok = matches!(&objects, Attribute::Array(v) if !v.is_empty()
        && v.iter().all(|o| matches!(o, Attribute::Opaque(t) if t.starts_with("#gpu.object<"))));
    if !ok {
        return Err(p.err_at(
            at,
            "invalid kind of attribute specified: expected a non-empty array of #gpu.object",
        ));
    }
    st.set_prop("objects", objects);
    move_inherent_to_props(st, BINARY_INHERENT);
    Ok(())
}

fn print_binary(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let name = o.attr("sym_name")?.as_str()?;
    let objects = dict_get(&o.props, "objects")?;
    p.write(" ");
    p.print_symbol_name(name);
    p.write(" ");
    if let Some(h) = dict_get(&o.props, "offloadingHandler") {
        if !matches!(h, Attribute::Opaque(t) if t == DEFAULT_HANDLER) {
            p.write("<");
            p.print_attribute(h);
            p.write(">");
        }
    }
    p.print_op_attr_dict(op, BINARY_INHERENT);
    p.write(" ");
    p.print_attribute(objects);
    Some(())
}

fn verify_binary(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    for n in ["objects", "sym_name"] {
        if o.attr(n).is_none() {
            return Err(op_error(m, op, format!("requires attribute '{n}'")));
        }
    }
    Ok(())
}

/// Parses the dialect attribute `#name<...>` (the current token is `#name`) if it is one this
/// module knows; `None` leaves it to the verbatim reading.
pub(crate) fn parse_attr(p: &mut Parser<'_>, name: &str) -> Option<Result<Attribute>> {
    let f: fn(&mut Parser<'_>, &str) -> Result<String> = match name {
        "gpu.object" => object,
        "gpu.select_object" => select_object,
        "gpu.kernel_table" => |p, n| kernel_table(p).map(|t| format!("#{n}{t}")),
        "gpu.kernel_metadata" => kernel_metadata,
        "nvvm.target" => |p, n| target(p, n, NVVM_PARAMS),
        "rocdl.target" => |p, n| target(p, n, ROCDL_PARAMS),
        _ => return None,
    };
    Some(p.bump().and_then(|_| f(p, name)).map(Attribute::Opaque))
}

fn quoted(s: &str) -> String {
    format!("\"{}\"", escape_string(s.as_bytes()))
}

/// `#gpu.object<target, (properties = {..},)? (kernels = <[..]>,)? (format =)? "object">`
fn object(p: &mut Parser<'_>, name: &str) -> Result<String> {
    p.expect(TokKind::Less, "'<'")?;
    let at = p.token().start;
    let target = p.parse_attribute()?;
    if !matches!(&target, Attribute::Opaque(_)) {
        return Err(p.err_at(
            at,
            "the target attribute must implement or promise the `gpu::TargetAttrInterface`",
        ));
    }
    p.expect(TokKind::Comma, "','")?;
    let mut out = format!("#{name}<{target}, ");
    let (mut props, mut kernels) = (None, None);
    loop {
        if p.at(TokKind::String) {
            break;
        }
        let at = p.token().start;
        let key = p.parse_any_keyword()?;
        p.expect(TokKind::Equal, "'='")?;
        match key {
            "properties" if props.is_none() => {
                props = Some(Attribute::Dictionary(p.parse_dict_entries()?).to_string());
            }
            "kernels" if kernels.is_none() => {
                if p.at(TokKind::HashId) && p.text() == "#gpu.kernel_table" {
                    p.bump()?;
                }
                kernels = Some(kernel_table(p)?);
            }
            "bin" | "assembly" | "offload" | "fatbin" => {
                let s = p.parse_string()?;
                if let Some(d) = &props {
                    out.push_str(&format!("properties = {d}, "));
                }
                if let Some(k) = &kernels {
                    out.push_str(&format!("kernels = {k}, "));
                }
                if key != "fatbin" {
                    out.push_str(key);
                    out.push_str(" = ");
                }
                out.push_str(&quoted(&s));
                out.push('>');
                p.expect(TokKind::Greater, "'>'")?;
                return Ok(out);
            }
            _ => return Err(p.err_at(at, format!("unexpected key '{key}' in #gpu.object"))),
        }
        p.expect(TokKind::Comma, "','")?;
    }
    let s = p.parse_string()?;
    p.expect(TokKind::Greater, "'>'")?;
    if let Some(d) = &props {
        out.push_str(&format!("properties = {d}, "));
    }
    if let Some(k) = &kernels {
        out.push_str(&format!("kernels = {k}, "));
    }
    out.push_str(&quoted(&s));
    out.push('>');
    Ok(out)
}

/// `#gpu.select_object` or `#gpu.select_object<attr>`.
fn select_object(p: &mut Parser<'_>, name: &str) -> Result<String> {
    if !p.eat(TokKind::Less)? {
        return Ok(format!("#{name}"));
    }
    let a = p.parse_attribute()?;
    p.expect(TokKind::Greater, "'>'")?;
    Ok(format!("#{name}<{a}>"))
}

/// The body `<[#gpu.kernel_metadata<..>, ...]>` of a kernel table, sorted by kernel name.
fn kernel_table(p: &mut Parser<'_>) -> Result<String> {
    p.expect(TokKind::Less, "'<'")?;
    p.expect(TokKind::LBracket, "'['")?;
    let mut entries: Vec<(String, String)> = vec![];
    loop {
        let at = p.token().start;
        if !(p.at(TokKind::HashId) && p.text() == "#gpu.kernel_metadata") {
            return Err(p.err_at(at, "expected '<'"));
        }
        p.bump()?;
        let (kname, text) = metadata_body(p)?;
        entries.push((kname, format!("#gpu.kernel_metadata{text}")));
        if !p.eat(TokKind::Comma)? {
            break;
        }
    }
    p.expect(TokKind::RBracket, "']'")?;
    p.expect(TokKind::Greater, "'>'")?;
    entries.sort_by(|a, b| a.0.cmp(&b.0));
    let list: Vec<String> = entries.into_iter().map(|(_, t)| t).collect();
    Ok(format!("<[{}]>", list.join(", ")))
}

fn kernel_metadata(p: &mut Parser<'_>, name: &str) -> Result<String> {
    metadata_body(p).map(|(_, t)| format!("#{name}{t}"))
}

/// `<"name", function-type (, arg_attrs = [..])? (, metadata = {..})?>`: the name and the
/// canonical body.
fn metadata_body(p: &mut Parser<'_>) -> Result<(String, String)> {
    p.expect(TokKind::Less, "'<'")?;
    let kname = p.parse_string()?;
    p.expect(TokKind::Comma, "','")?;
    let at = p.token().start;
    let fty = p.parse_type()?;
    if !matches!(fty, crate::types::Type::Function { .. }) {
        return Err(p.err_at(
            at,
            "invalid kind of type specified: expected a function type",
        ));
    }
    let (mut args, mut meta) = (None, None);
    while p.eat(TokKind::Comma)? {
        let at = p.token().start;
        let key = p.parse_any_keyword()?;
        p.expect(TokKind::Equal, "'='")?;
        match key {
            "arg_attrs" if args.is_none() => args = Some(p.parse_attribute()?.to_string()),
            "metadata" if meta.is_none() => {
                meta = Some(Attribute::Dictionary(p.parse_dict_entries()?).to_string())
            }
            _ => {
                return Err(p.err_at(
                    at,
                    format!("unexpected key '{key}' in #gpu.kernel_metadata"),
                ))
            }
        }
    }
    p.expect(TokKind::Greater, "'>'")?;
    let mut out = format!("<{}, {fty}", quoted(&kname));
    if let Some(a) = args {
        out.push_str(&format!(", arg_attrs = {a}"));
    }
    if let Some(d) = meta {
        out.push_str(&format!(", metadata = {d}"));
    }
    out.push('>');
    Ok((kname, out))
}

#[derive(Clone, Copy, PartialEq)]
enum Kind {
    Int,
    Str,
    Bool,
    Dict,
    Array,
}

/// A target parameter: name, kind, and the default (as printed), if it has one.
type Param = (&'static str, Kind, Option<&'static str>);

const NVVM_PARAMS: &[Param] = &[
    ("O", Kind::Int, Some("2")),
    ("triple", Kind::Str, Some("\"nvptx64-nvidia-cuda\"")),
    ("chip", Kind::Str, Some("\"sm_50\"")),
    ("features", Kind::Str, Some("\"\"")),
    ("flags", Kind::Dict, None),
    ("link", Kind::Array, None),
    ("verifyTarget", Kind::Bool, Some("true")),
];

const ROCDL_PARAMS: &[Param] = &[
    ("O", Kind::Int, Some("2")),
    ("triple", Kind::Str, Some("\"amdgcn-amd-amdhsa\"")),
    ("chip", Kind::Str, Some("\"gfx900\"")),
    ("features", Kind::Str, Some("\"\"")),
    ("abi", Kind::Str, Some("\"600\"")),
    ("flags", Kind::Dict, None),
    ("link", Kind::Array, None),
];

/// `#nvvm.target<key = value, ...>` / `#rocdl.target<...>`: keys in any order, printed in
/// declaration order without the defaults.
fn target(p: &mut Parser<'_>, name: &str, params: &[Param]) -> Result<String> {
    let mut vals: Vec<Option<String>> = vec![None; params.len()];
    if p.eat(TokKind::Less)? {
        loop {
            let at = p.token().start;
            let key = p.parse_any_keyword()?;
            let Some(i) = params.iter().position(|q| q.0 == key) else {
                return Err(p.err_at(at, format!("unknown parameter '{key}' of #{name}")));
            };
            p.expect(TokKind::Equal, "'='")?;
            let vat = p.token().start;
            let v = p.parse_attribute()?;
            let text = match (params[i].1, &v) {
                (Kind::Int, Attribute::Integer { value, .. }) => value.to_string(),
                (Kind::Str, Attribute::String { value, ty: None }) => {
                    format!("\"{}\"", escape_string(value))
                }
                (Kind::Bool, Attribute::Bool(b)) => b.to_string(),
                (Kind::Dict, Attribute::Dictionary(_)) | (Kind::Array, Attribute::Array(_)) => {
                    v.to_string()
                }
                _ => {
                    return Err(
                        p.err_at(vat, format!("failed to parse parameter '{key}' of #{name}"))
                    )
                }
            };
            if vals[i].replace(text).is_some() {
                return Err(p.err_at(at, format!("duplicate parameter '{key}' of #{name}")));
            }
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::Greater, "'>'")?;
    }
    let kept: Vec<String> = params
        .iter()
        .zip(vals)
        .filter_map(|(q, v)| {
            let v = v?;
            (q.2 != Some(v.as_str())).then(|| format!("{} = {v}", q.0))
        })
        .collect();
    Ok(if kept.is_empty() {
        format!("#{name}")
    } else {
        format!("#{name}<{}>", kept.join(", "))
    })
}
