//! The func dialect: `func.func`, `func.call`, `func.call_indirect`, `func.constant`,
//! `func.return`.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Argument, Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::{op_error, OpDef, Registry, Traits};

const FUNC_INHERENT: &[&str] = &[
    "sym_name",
    "function_type",
    "sym_visibility",
    "arg_attrs",
    "res_attrs",
    "no_inline",
];

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("func.func", parse_func, print_func)
            .traits(Traits::ISOLATED_FROM_ABOVE | Traits::SYMBOL | Traits::AFFINE_SCOPE)
            .inherent(FUNC_INHERENT)
            .default_dialect("func")
            .verifier(verify_func),
    );
    r.add(
        OpDef::new("func.call", parse_call, print_call)
            .inherent(&["callee", "arg_attrs", "res_attrs", "no_inline"])
            .verifier(verify_call_shape),
    );
    r.add(
        OpDef::new(
            "func.call_indirect",
            parse_call_indirect,
            print_call_indirect,
        )
        .verifier(verify_call_indirect),
    );
    r.add(
        OpDef::new("func.constant", parse_constant, print_constant)
            .traits(Traits::PURE | Traits::CONSTANT_LIKE)
            .inherent(&["value"])
            .verifier(verify_constant)
            .result_names(|_, _| vec![(0, "f".to_string())]),
    );
    r.add(
        OpDef::new("func.return", parse_return, print_return)
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
            .verifier(verify_return),
    );
}

/// The signature of a `func.func` (from its `function_type` property).
pub fn function_type(m: &Module, op: OpId) -> Option<(&[Type], &[Type])> {
    match m.op(op).attr("function_type")?.as_type()? {
        Type::Function { inputs, results } => Some((inputs, results)),
        _ => None,
    }
}

fn parse_func(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if let Some(v) = p.parse_optional_keyword_of(&["private", "public", "nested"])? {
        st.set_prop("sym_visibility", Attribute::string(v));
    }
    let name = p.parse_symbol_name()?;
    st.set_prop("sym_name", Attribute::string(&name));
    p.expect(TokKind::LParen, "'('")?;
    let mut args: Vec<Argument> = vec![];
    let mut inputs = vec![];
    let mut arg_attrs = vec![];
    let mut named: Option<bool> = None;
    if !p.eat(TokKind::RParen)? {
        loop {
            let at = p.token().start;
            let is_named = p.at(TokKind::PercentId);
            if *named.get_or_insert(is_named) != is_named {
                return Err(p.err_at(at, "expected SSA identifier"));
            }
            if is_named {
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
    let mut results = vec![];
    let mut res_attrs = vec![];
    if p.eat(TokKind::Arrow)? {
        if p.eat(TokKind::LParen)? {
            if !p.eat(TokKind::RParen)? {
                loop {
                    results.push(p.parse_type()?);
                    let mut attrs = vec![];
                    p.parse_optional_attr_dict(&mut attrs)?;
                    res_attrs.push(attrs);
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
    }
    st.set_prop(
        "function_type",
        Attribute::Type(Type::Function { inputs, results }),
    );
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
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    super::move_inherent_to_props(st, FUNC_INHERENT);
    let region = if p.at(TokKind::LBrace) {
        // With unnamed arguments, the body must spell out its entry block (`^bb0(%a: i64):`).
        p.parse_region(&args)?
    } else {
        p.module.create_region()
    };
    st.regions.push(region);
    Ok(())
}

fn print_func(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (inputs, results) = function_type(m, op)?;
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let name = o.attr("sym_name")?.as_str()?;
    let body = m.region(region).blocks.first().copied();
    if let Some(b) = body {
        let args = &m.block(b).args;
        if args.len() != inputs.len() || args.iter().zip(inputs).any(|(&a, t)| m.value_type(a) != t)
        {
            return None;
        }
    }
    if let Some(v) = o.attr("sym_visibility") {
        p.write(" ");
        p.write(v.as_str()?);
    }
    p.write(" ");
    p.print_symbol_name(name);
    p.write("(");
    let arg_attrs = o.attr("arg_attrs");
    for (i, t) in inputs.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let attrs = super::helpers::dict_at(arg_attrs, i);
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
    p.write(")");
    super::helpers::print_function_results(p, results, o.attr("res_attrs"));
    p.print_op_attr_dict_with_keyword(
        op,
        &[
            "sym_name",
            "function_type",
            "sym_visibility",
            "arg_attrs",
            "res_attrs",
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
    let Some((inputs, _)) = function_type(m, op) else {
        return Err(op_error(
            m,
            op,
            "requires attribute 'function_type' of function type",
        ));
    };
    if o.attr("sym_name").and_then(|a| a.as_str()).is_none() {
        return Err(op_error(m, op, "requires string attribute 'sym_name'"));
    }
    if let Some(v) = o.attr("sym_visibility") {
        if !matches!(v.as_str(), Some("private" | "public" | "nested")) {
            return Err(op_error(
                m,
                op,
                "visibility expected to be one of [\"public\", \"private\", \"nested\"]",
            ));
        }
    }
    let &[region] = o.regions.as_slice() else {
        return Err(op_error(m, op, "requires one region"));
    };
    let Some(&entry) = m.region(region).blocks.first() else {
        if matches!(
            o.attr("sym_visibility").and_then(|v| v.as_str()),
            None | Some("public")
        ) {
            return Err(op_error(
                m,
                op,
                "symbol declaration cannot have public visibility",
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
    for (i, (&a, t)) in args.iter().zip(inputs).enumerate() {
        let at = m.value_type(a);
        if at != t {
            return Err(op_error(
                m,
                op,
                format!("type of entry block argument #{i}('{at}') must match the type of the corresponding argument in function signature('{t}')"),
            ));
        }
    }
    Ok(())
}

fn parse_call(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let callee = p.parse_symbol_name()?;
    st.set_prop("callee", Attribute::symbol(&callee));
    let uses = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["callee", "arg_attrs", "res_attrs", "no_inline"]);
    crate::dialects::helpers::parse_functional_signature(p, st, &uses)?;
    Ok(())
}

fn print_call(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let callee = o.attr("callee")?;
    if !matches!(callee, Attribute::SymbolRef { .. }) {
        return None;
    }
    p.write(" ");
    p.print_attribute(callee);
    p.write("(");
    p.print_operands(&o.operands);
    p.write(")");
    p.print_op_attr_dict(op, &["callee"]);
    p.write(" : ");
    let ins: Vec<Type> = o
        .operands
        .iter()
        .map(|&v| m.value_type(v).clone())
        .collect();
    let outs: Vec<Type> = o.results.iter().map(|&v| m.value_type(v).clone()).collect();
    p.print_function_type(&ins, &outs);
    Some(())
}

fn verify_call_shape(m: &Module, op: OpId) -> Result<()> {
    match m.op(op).attr("callee") {
        Some(Attribute::SymbolRef { .. }) => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "requires attribute 'callee' of symbol reference type",
        )),
    }
}

fn parse_call_indirect(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let callee = p.parse_operand()?;
    let uses = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let fty = p.parse_type()?;
    let Type::Function { inputs, results } = fty.clone() else {
        return Err(p.err_at(at, "expected function type"));
    };
    st.operands.push(p.resolve_operand(&callee, &fty)?);
    st.operands.extend(p.resolve_operands(&uses, &inputs, at)?);
    st.result_types = results;
    Ok(())
}

fn print_call_indirect(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&callee, args) = o.operands.split_first()?;
    p.write(" ");
    p.print_operand(callee);
    p.write("(");
    p.print_operands(args);
    p.write(")");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    let t = m.value_type(callee).clone();
    p.print_type(&t);
    Some(())
}

fn verify_call_indirect(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some((&callee, args)) = o.operands.split_first() else {
        return Err(op_error(m, op, "requires a callee operand"));
    };
    let Type::Function { inputs, results } = m.value_type(callee) else {
        return Err(op_error(m, op, "callee must have function type"));
    };
    if inputs.len() != args.len() || inputs.iter().zip(args).any(|(t, &a)| m.value_type(a) != t) {
        return Err(op_error(
            m,
            op,
            "operand types must match the callee's input types",
        ));
    }
    if results.len() != o.results.len()
        || results
            .iter()
            .zip(&o.results)
            .any(|(t, &r)| m.value_type(r) != t)
    {
        return Err(op_error(
            m,
            op,
            "result types must match the callee's result types",
        ));
    }
    Ok(())
}

fn parse_constant(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let name = p.parse_symbol_name()?;
    st.set_prop("value", Attribute::symbol(&name));
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let v = o.attr("value")?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.print_op_attr_dict(op, &["value"]);
    p.write(" ");
    p.print_symbol_name(v.as_flat_symbol()?);
    p.write(" : ");
    let t = p.module().value_type(r).clone();
    p.print_type(&t);
    Some(())
}

fn verify_constant(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.attr("value").and_then(|v| v.as_flat_symbol()).is_none() {
        return Err(op_error(
            m,
            op,
            "requires attribute 'value' of flat symbol reference type",
        ));
    }
    match o.results.as_slice() {
        [r] if matches!(m.value_type(*r), Type::Function { .. }) => Ok(()),
        _ => Err(op_error(m, op, "result must have function type")),
    }
}

fn parse_return(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    crate::dialects::helpers::parse_terminator(p, st)
}

fn print_return(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    crate::dialects::helpers::print_terminator(p, op)
}

fn verify_return(m: &Module, op: OpId) -> Result<()> {
    let Some(parent) = m.parent_op(op) else {
        return Err(op_error(m, op, "expects parent op 'func.func'"));
    };
    if m.op(parent).name == "affine.execute_region" {
        // Checked against the region's result types by the affine.execute_region verifier.
        return Ok(());
    }
    if m.op(parent).name != "func.func" {
        return Err(op_error(m, op, "expects parent op 'func.func'"));
    }
    let Some((_, results)) = function_type(m, parent) else {
        return Ok(());
    };
    let fname = m
        .op(parent)
        .attr("sym_name")
        .and_then(|a| a.as_str())
        .unwrap_or("");
    let operands = &m.op(op).operands;
    if operands.len() != results.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "has {} operands, but enclosing function (@{fname}) returns {}",
                operands.len(),
                results.len()
            ),
        ));
    }
    for (i, (&v, t)) in operands.iter().zip(results).enumerate() {
        let vt = m.value_type(v);
        if vt != t {
            return Err(op_error(
                m,
                op,
                format!("type of return operand {i} ('{vt}') doesn't match function result type ('{t}') in function @{fname}"),
            ));
        }
    }
    Ok(())
}
