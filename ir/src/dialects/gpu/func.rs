//! `gpu.module` (symbol table of kernels, optional offloading handler and targets) and
//! `gpu.func` (arguments, results, `workgroup(...)`/`private(...)` attributions, `kernel`),
//! with `gpu.return`.

use crate::attrs::{dict_get, Attribute};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Argument, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::{op_error, OpDef, Registry, Traits};

const MODULE_INHERENT: &[&str] = &["sym_name", "targets", "offloadingHandler"];

const FUNC_INHERENT: &[&str] = &[
    "function_type",
    "arg_attrs",
    "res_attrs",
    "workgroup_attrib_attrs",
    "private_attrib_attrs",
    "known_block_size",
    "known_grid_size",
];

/// Attributes the custom form of `gpu.func` prints elsewhere than in its attribute dictionary.
const FUNC_ELIDED: &[&str] = &[
    "sym_name",
    "function_type",
    "arg_attrs",
    "res_attrs",
    "workgroup_attrib_attrs",
    "private_attrib_attrs",
    "workgroup_attributions",
    "gpu.kernel",
];

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("gpu.module", parse_module, print_module)
            .traits(
                Traits::ISOLATED_FROM_ABOVE
                    | Traits::SYMBOL_TABLE
                    | Traits::SYMBOL
                    | Traits::NO_TERMINATOR
                    | Traits::SINGLE_BLOCK,
            )
            .inherent(MODULE_INHERENT)
            .verifier(verify_module),
    );
    r.add(
        OpDef::new("gpu.func", parse_func, print_func)
            .traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::AFFINE_SCOPE)
            .inherent(FUNC_INHERENT)
            .verifier(verify_func),
    );
    r.add(
        OpDef::new("gpu.return", parse_return, print_return)
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
            .verifier(verify_return),
    );
}

// ----- gpu.module -------------------------------------------------------------------------

/// MLIR prints `#gpu.select_object<0>` with the integer's type: do the same with the verbatim
/// attribute.
fn normalize_handler(a: Attribute) -> Attribute {
    if let Attribute::Opaque(s) = &a {
        if let Some(inner) = s
            .strip_prefix("#gpu.select_object<")
            .and_then(|r| r.strip_suffix('>'))
        {
            let t = inner.trim();
            if !t.is_empty() && t.parse::<i64>().is_ok() {
                return Attribute::Opaque(format!("#gpu.select_object<{t} : i64>"));
            }
        }
    }
    a
}

fn parse_module(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = p.parse_symbol_name()?;
    st.set_prop("sym_name", Attribute::string(&name));
    if p.eat(TokKind::Less)? {
        let h = p.parse_attribute()?;
        st.set_prop("offloadingHandler", normalize_handler(h));
        p.expect(TokKind::Greater, "'>'")?;
    }
    if p.at(TokKind::LBracket) {
        let at = p.token().start;
        let t = p.parse_attribute()?;
        if !matches!(t, Attribute::Array(_)) {
            return Err(p.err_at(at, "invalid kind of attribute specified"));
        }
        st.set_prop("targets", t);
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, MODULE_INHERENT);
    let region = p.parse_region(&[])?;
    if p.module.region(region).blocks.is_empty() {
        let b = p.module.create_block(vec![]);
        p.module.append_block(region, b);
    }
    st.regions.push(region);
    Ok(())
}

fn print_module(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    if m.region(region).blocks.len() != 1 {
        return None;
    }
    let name = o.attr("sym_name")?.as_str()?;
    p.write(" ");
    p.print_symbol_name(name);
    if let Some(h) = dict_get(&o.props, "offloadingHandler") {
        p.write("<");
        p.print_attribute(h);
        p.write(">");
    }
    if let Some(t) = dict_get(&o.props, "targets") {
        p.write(" ");
        p.print_attribute(t);
    }
    p.print_op_attr_dict_with_keyword(op, MODULE_INHERENT);
    p.write(" ");
    p.print_region(region, false, true, false);
    Some(())
}

fn verify_module(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.attr("sym_name").and_then(|a| a.as_str()).is_none() {
        return Err(op_error(m, op, "requires attribute 'sym_name'"));
    }
    if let Some(t) = o.attr("targets") {
        if !matches!(t, Attribute::Array(_)) {
            return Err(op_error(
                m,
                op,
                "attribute 'targets' failed to satisfy constraint: Array of GPU target attributes with at least 1 elements",
            ));
        }
    }
    match o.regions.as_slice() {
        [r] if m.region(*r).blocks.len() == 1 => Ok(()),
        [_] => Err(op_error(m, op, "expects a non-empty block")),
        _ => Err(op_error(m, op, "requires one region")),
    }
}

// ----- gpu.func ---------------------------------------------------------------------------

/// Parses `workgroup(%a : type {attrs}, ...)` (or `private(...)`) if the keyword is present:
/// pushes the arguments to `args` and returns their attribute dictionaries if any was written.
fn parse_attributions(
    p: &mut Parser<'_>,
    keyword: &str,
    args: &mut Vec<Argument>,
    allow_attrs: bool,
) -> Result<Option<Attribute>> {
    if !p.parse_optional_keyword(keyword)? {
        return Ok(None);
    }
    p.expect(TokKind::LParen, "'('")?;
    let first = args.len();
    if !p.eat(TokKind::RParen)? {
        loop {
            args.push(p.parse_argument(allow_attrs)?);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RParen, "')'")?;
    }
    let new = &args[first..];
    if new.iter().all(|a| a.attrs.is_empty()) {
        return Ok(None);
    }
    Ok(Some(Attribute::Array(
        new.iter()
            .map(|a| Attribute::Dictionary(a.attrs.clone()))
            .collect(),
    )))
}

/// Prints ` keyword(%a : type {attrs}, ...)` unless `values` is empty.
pub(super) fn print_attributions(
    p: &mut Printer<'_>,
    keyword: &str,
    values: &[ValueId],
    attrs: Option<&Attribute>,
) {
    if values.is_empty() {
        return;
    }
    let m = p.module();
    p.write(&format!(" {keyword}("));
    for (i, &v) in values.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(v);
        p.write(" : ");
        let t = m.value_type(v).clone();
        p.print_type(&t);
        if let Some(d) = attrs
            .and_then(|a| a.as_array())
            .and_then(|a| a.get(i))
            .and_then(|d| d.as_dict())
        {
            p.print_optional_attr_dict(d, &[]);
        }
    }
    p.write(")");
}

fn parse_func(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = p.parse_symbol_name()?;
    st.set_attr("sym_name", Attribute::string(&name));
    let sig_at = p.token().start;
    p.expect(TokKind::LParen, "'('")?;
    let mut args: Vec<Argument> = vec![];
    if !p.eat(TokKind::RParen)? {
        loop {
            if !p.at(TokKind::PercentId) {
                if args.is_empty() {
                    // MLIR accepts a type list here and then rejects the unnamed arguments.
                    p.parse_type()?;
                    return Err(p.err_at(
                        sig_at,
                        "custom op 'gpu.func' gpu.func requires named arguments",
                    ));
                }
                return Err(p.err("expected SSA identifier"));
            }
            args.push(p.parse_argument(true)?);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RParen, "')'")?;
    }
    let inputs: Vec<Type> = args.iter().map(|a| a.ty.clone()).collect();
    let mut results = vec![];
    let mut res_attrs = vec![];
    if p.eat(TokKind::Arrow)? {
        if p.eat(TokKind::LParen)? {
            if !p.eat(TokKind::RParen)? {
                loop {
                    results.push(p.parse_type()?);
                    let mut attrs = vec![];
                    p.parse_optional_attr_dict(&mut attrs)?;
                    res_attrs.push(Attribute::Dictionary(attrs));
                    if !p.eat(TokKind::Comma)? {
                        break;
                    }
                }
                p.expect(TokKind::RParen, "')'")?;
            }
        } else {
            results.push(p.parse_type()?);
            res_attrs.push(Attribute::Dictionary(vec![]));
        }
    }
    let n_inputs = args.len();
    if args.iter().any(|a| !a.attrs.is_empty()) {
        st.set_prop(
            "arg_attrs",
            Attribute::Array(
                args.iter()
                    .map(|a| Attribute::Dictionary(a.attrs.clone()))
                    .collect(),
            ),
        );
    }
    if res_attrs
        .iter()
        .any(|a| a.as_dict().is_some_and(|d| !d.is_empty()))
    {
        st.set_prop("res_attrs", Attribute::Array(res_attrs));
    }
    st.set_prop(
        "function_type",
        Attribute::Type(Type::Function { inputs, results }),
    );
    if let Some(a) = parse_attributions(p, "workgroup", &mut args, true)? {
        st.set_prop("workgroup_attrib_attrs", a);
    }
    st.set_attr(
        "workgroup_attributions",
        Attribute::i64((args.len() - n_inputs) as i64),
    );
    if let Some(a) = parse_attributions(p, "private", &mut args, true)? {
        st.set_prop("private_attrib_attrs", a);
    }
    if p.parse_optional_keyword("kernel")? {
        st.set_attr("gpu.kernel", Attribute::Unit);
    }
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, FUNC_INHERENT);
    let region = p.parse_region(&args)?;
    st.regions.push(region);
    Ok(())
}

/// The `function_type` inputs and results of a `gpu.func`.
fn signature(m: &Module, op: OpId) -> Option<(&[Type], &[Type])> {
    match m.op(op).attr("function_type")?.as_type()? {
        Type::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

/// The number of workgroup attributions (`workgroup_attributions`, 0 when absent).
pub(super) fn num_workgroup(m: &Module, op: OpId) -> Option<usize> {
    match m.op(op).attr("workgroup_attributions") {
        None => Some(0),
        Some(a) => usize::try_from(a.as_int()?).ok(),
    }
}

fn print_func(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (inputs, results) = signature(m, op)?;
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let entry = *m.region(region).blocks.first()?;
    let args = &m.block(entry).args;
    let wg = num_workgroup(m, op)?;
    if args.len() < inputs.len() + wg || args.iter().zip(inputs).any(|(&a, t)| m.value_type(a) != t)
    {
        return None;
    }
    let name = o.attr("sym_name")?.as_str()?;
    p.write(" ");
    p.print_symbol_name(name);
    p.write("(");
    let arg_attrs = o.attr("arg_attrs");
    for (i, &a) in args[..inputs.len()].iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region_argument(a, &crate::dialects::helpers::dict_at(arg_attrs, i));
    }
    p.write(")");
    crate::dialects::helpers::print_function_results(p, results, o.attr("res_attrs"));
    let n = inputs.len();
    print_attributions(
        p,
        "workgroup",
        &args[n..n + wg],
        o.attr("workgroup_attrib_attrs"),
    );
    print_attributions(
        p,
        "private",
        &args[n + wg..],
        o.attr("private_attrib_attrs"),
    );
    if o.attr("gpu.kernel").is_some() {
        p.write(" kernel");
    }
    p.print_op_attr_dict_with_keyword(op, FUNC_ELIDED);
    p.write(" ");
    p.print_region(region, false, true, false);
    Some(())
}

/// The address space named by a `#gpu.address_space<...>` memory space, if it is one.
fn gpu_address_space(t: &Type) -> Option<&str> {
    let Type::MemRef {
        memory_space: Some(ms),
        ..
    } = t
    else {
        return None;
    };
    match ms.as_ref() {
        Attribute::Opaque(s) => s
            .strip_prefix("#gpu.address_space<")
            .and_then(|r| r.strip_suffix('>')),
        _ => None,
    }
}

/// MLIR's `verifyAttributions`: memref types, in `space` when a GPU address space is given.
pub(super) fn verify_attributions(
    m: &Module,
    op: OpId,
    values: &[ValueId],
    space: &str,
) -> Result<()> {
    for &v in values {
        let t = m.value_type(v);
        if !matches!(t, Type::MemRef { .. }) {
            return Err(op_error(m, op, "expected memref type in attribution"));
        }
        if let Some(s) = gpu_address_space(t) {
            if s != space {
                return Err(op_error(
                    m,
                    op,
                    format!("expected memory space {space} in attribution"),
                ));
            }
        }
    }
    Ok(())
}

fn verify_func(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    super::super::helpers::expect_parent(m, op, &["gpu.module"])?;
    let Some((inputs, results)) = signature(m, op) else {
        return Err(op_error(m, op, "requires attribute 'function_type'"));
    };
    if o.attr("sym_name").and_then(|a| a.as_str()).is_none() {
        return Err(op_error(m, op, "requires string attribute 'sym_name'"));
    }
    if o.attr("gpu.kernel").is_some() && !results.is_empty() {
        return Err(op_error(
            m,
            op,
            "expected void return type for kernel function",
        ));
    }
    let Some(wg) = num_workgroup(m, op) else {
        return Err(op_error(
            m,
            op,
            "attribute 'workgroup_attributions' must be an integer",
        ));
    };
    let entry = o
        .regions
        .first()
        .and_then(|&r| m.region(r).blocks.first().copied());
    let Some(entry) = entry else {
        return Err(op_error(m, op, "expected body with at least one block"));
    };
    let args = &m.block(entry).args;
    let n = inputs.len();
    if args.len() < n + wg {
        return Err(op_error(
            m,
            op,
            format!("expected at least {} arguments to body region", n + wg),
        ));
    }
    for (i, (&a, t)) in args.iter().zip(inputs).enumerate() {
        let at = m.value_type(a);
        if at != t {
            return Err(op_error(
                m,
                op,
                format!("expected body region argument #{i} to be of type {t}, got {at}"),
            ));
        }
    }
    verify_attributions(m, op, &args[n..n + wg], "workgroup")?;
    verify_attributions(m, op, &args[n + wg..], "private")
}

// ----- gpu.return -------------------------------------------------------------------------

fn parse_return(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    crate::dialects::helpers::parse_terminator(p, st)
}

fn print_return(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    crate::dialects::helpers::print_terminator(p, op)
}

fn verify_return(m: &Module, op: OpId) -> Result<()> {
    let func = super::super::helpers::expect_parent(m, op, &["gpu.func"])?;
    let Some((_, results)) = signature(m, func) else {
        return Ok(());
    };
    let operands = &m.op(op).operands;
    if operands.len() != results.len() {
        let mut e = op_error(m, op, format!("expected {} result operands", results.len()));
        e.notes
            .push((m.op(func).pos, "return type declared here".to_string()));
        return Err(e);
    }
    for (i, (&v, t)) in operands.iter().zip(results).enumerate() {
        let vt = m.value_type(v);
        if vt != t {
            return Err(op_error(
                m,
                op,
                format!("unexpected type `'{vt}'' for operand #{i}"),
            ));
        }
    }
    Ok(())
}
