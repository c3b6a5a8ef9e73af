//! `affine.for`, `affine.if` and `affine.yield`.

use tessera_polyhedral::affine::{AffineExpr, AffineExprKind, AffineMap};

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Argument, Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{ensure_terminator, segments, segments_opt, set_segments};
use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};
use super::{
    custom_err, expect_tok, name_err, parse_arg_name, parse_dim_and_symbol_list,
    print_dim_and_symbol_list, required_map, verify_dims_and_symbols, verify_index_operands, vty,
};

const FOR_INHERENT: &[&str] = &[
    "lowerBoundMap",
    "upperBoundMap",
    "step",
    "operandSegmentSizes",
];

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("affine.for", parse_for, print_for)
            .traits(Traits::SINGLE_BLOCK)
            .inherent(FOR_INHERENT)
            .verifier(verify_for),
    );
    r.add(
        OpDef::new("affine.if", parse_if, print_if)
            .traits(Traits::SINGLE_BLOCK)
            .inherent(&["condition"])
            .verifier(verify_if),
    );
    r.add(
        OpDef::new("affine.yield", parse_yield, print_yield)
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
            .verifier(verify_yield),
    );
}

/// `()[s0] -> (s0)`: the map of a bound written as a single SSA value.
fn symbol_identity_map(p: &Parser<'_>) -> Result<AffineMap> {
    AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]).map_err(|e| p.err(e.to_string()))
}

/// Parses one loop bound; returns its map and resolved operands.
fn parse_bound(
    p: &mut Parser<'_>,
    st: &OperationState,
    lower: bool,
) -> Result<(AffineMap, Vec<ValueId>)> {
    let had_min_max = p.parse_optional_keyword(if lower { "max" } else { "min" })?;
    if p.at(TokKind::PercentId) {
        let uses = p.parse_operand_list(Delimiter::None)?;
        let [u] = uses.as_slice() else {
            return Err(name_err(p, st, "expected only one loop bound operand"));
        };
        let v = p.resolve_operand(u, &Type::Index)?;
        return Ok((symbol_identity_map(p)?, vec![v]));
    }
    if p.at(TokKind::Integer) || p.at(TokKind::Minus) {
        let c = p.parse_integer()?;
        return Ok((AffineMap::constant(c), vec![]));
    }
    let at = p.token().start;
    let map = match p.parse_attribute()? {
        Attribute::AffineMap(map) => map,
        _ => {
            return Err(name_err(
                p,
                st,
                "expected valid affine map representation for loop bounds",
            ))
        }
    };
    let (uses, nd) = parse_dim_and_symbol_list(p)?;
    if map.num_dims() as usize != nd {
        return Err(name_err(
            p,
            st,
            "dim operand count and affine map dim count must match",
        ));
    }
    if map.num_inputs() as usize != uses.len() {
        return Err(name_err(
            p,
            st,
            "symbol operand count and affine map symbol count must match",
        ));
    }
    if map.num_results() > 1 && !had_min_max {
        let msg = if lower {
            "lower loop bound affine map with multiple results requires 'max' prefix"
        } else {
            "upper loop bound affine map with multiple results requires 'min' prefix"
        };
        return Err(custom_err(p, st, Some(at), msg));
    }
    let vals = p.resolve_operands_same(&uses, &Type::Index)?;
    Ok((map, vals))
}

fn parse_for(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let iv = parse_arg_name(p)?;
    expect_tok(p, TokKind::Equal, "'='")?;
    let (lb, lb_ops) = parse_bound(p, st, true)?;
    p.parse_keyword("to")
        .map_err(|_| custom_err(p, st, Some(p.token().start), "expected 'to' between bounds"))?;
    let (ub, ub_ops) = parse_bound(p, st, false)?;
    let mut step = 1i64;
    if p.parse_optional_keyword("step")? {
        let at = p.token().start;
        if !p.at(TokKind::Integer) && !p.at(TokKind::Minus) {
            // MLIR parses the step as an attribute.
            return Err(p.wrong_token_err("expected attribute value"));
        }
        step = p.parse_integer()?;
        if step < 0 {
            return Err(custom_err(
                p,
                st,
                Some(at),
                "expected step to be representable as a positive signed integer",
            ));
        }
    }
    let mut args = vec![Argument {
        name: iv,
        ty: Type::Index,
        attrs: vec![],
    }];
    let mut inits = vec![];
    if p.parse_optional_keyword("iter_args")? {
        expect_tok(p, TokKind::LParen, "'('")?;
        let mut pairs = vec![];
        if !p.eat(TokKind::RParen)? {
            loop {
                let a = parse_arg_name(p)?;
                expect_tok(p, TokKind::Equal, "'='")?;
                let v = p.parse_operand()?;
                pairs.push((a, v));
                if !p.eat(TokKind::Comma)? {
                    break;
                }
            }
            expect_tok(p, TokKind::RParen, "')'")?;
        }
        expect_tok(p, TokKind::Arrow, "'->'")?;
        st.result_types = p.parse_function_result_types()?;
        if pairs.len() != st.result_types.len() {
            return Err(name_err(
                p,
                st,
                "mismatch between the number of loop-carried values and results",
            ));
        }
        for ((a, v), t) in pairs.into_iter().zip(st.result_types.clone()) {
            inits.push(p.resolve_operand(&v, &t)?);
            args.push(Argument {
                name: a,
                ty: t,
                attrs: vec![],
            });
        }
    }
    st.set_prop("lowerBoundMap", Attribute::AffineMap(lb));
    st.set_prop("upperBoundMap", Attribute::AffineMap(ub));
    st.set_prop("step", Attribute::index(step));
    set_segments(st, &[lb_ops.len(), ub_ops.len(), inits.len()]);
    st.operands.extend(lb_ops);
    st.operands.extend(ub_ops);
    st.operands.extend(inits);
    let region = p.parse_region(&args)?;
    ensure_terminator(p, region, "affine.yield", &[Type::Index]);
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, FOR_INHERENT);
    Ok(())
}

/// Prints a loop bound as MLIR's `printBound` does: constants and single symbols in short form,
/// otherwise the map (with `max`/`min` for several results) and its operands.
fn print_bound(
    p: &mut Printer<'_>,
    map_attr: &Attribute,
    operands: &[ValueId],
    prefix: &str,
) -> Option<()> {
    let map = map_attr.as_affine_map()?;
    if operands.len() != map.num_inputs() as usize {
        return None;
    }
    if map.num_results() == 1 {
        let e = map.results().first()?;
        if map.num_inputs() == 0 {
            if let Some(c) = e.as_constant() {
                p.write(&c.to_string());
                return Some(());
            }
        }
        if map.num_dims() == 0
            && map.num_symbols() == 1
            && matches!(e.kind(), AffineExprKind::Symbol(_))
        {
            p.print_operand(*operands.first()?);
            return Some(());
        }
    } else {
        p.write(prefix);
        p.write(" ");
    }
    p.print_attribute(map_attr);
    print_dim_and_symbol_list(p, operands, map.num_dims() as usize)
}

fn print_for(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let segs = segments_opt(m, op, 3)?;
    let (lb, ub, inits) = (segs.first()?, segs.get(1)?, segs.get(2)?);
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let &[block] = m.region(region).blocks.as_slice() else {
        return None;
    };
    let args = &m.block(block).args;
    let (&iv, iter_args) = args.split_first()?;
    if iter_args.len() != inits.len() || o.results.len() != inits.len() {
        return None;
    }
    let step = o.attr("step")?.as_int()?;
    let (lb_attr, ub_attr) = (
        o.attr("lowerBoundMap")?.clone(),
        o.attr("upperBoundMap")?.clone(),
    );
    p.write(" ");
    p.print_operand(iv);
    p.write(" = ");
    print_bound(p, &lb_attr, lb, "max")?;
    p.write(" to ");
    print_bound(p, &ub_attr, ub, "min")?;
    if step != 1 {
        p.write(&format!(" step {step}"));
    }
    if !inits.is_empty() {
        p.write(" iter_args(");
        for (i, (&a, &v)) in iter_args.iter().zip(inits).enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(a);
            p.write(" = ");
            p.print_operand(v);
        }
        p.write(") -> (");
        p.print_value_types(&o.results);
        p.write(")");
    }
    p.write(" ");
    p.print_region(region, false, !inits.is_empty(), false);
    p.print_op_attr_dict(op, FOR_INHERENT);
    Some(())
}

/// The single block of region `i` of `op`, or the MLIR-style error.
fn single_block(m: &Module, op: OpId, i: usize) -> Result<Option<crate::module::BlockId>> {
    let Some(&r) = m.op(op).regions.get(i) else {
        return Err(op_error(
            m,
            op,
            format!("requires {} region{}", i + 1, if i == 0 { "" } else { "s" }),
        ));
    };
    match m.region(r).blocks.as_slice() {
        [] => Ok(None),
        [b] => Ok(Some(*b)),
        _ => Err(op_error(
            m,
            op,
            format!("expects region #{i} to have 0 or 1 blocks"),
        )),
    }
}

fn verify_for(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let segs = segments(m, op, 3)?;
    let (lb, ub, inits) = (&segs[0], &segs[1], &segs[2]);
    let lb_map = required_map(m, op, "lowerBoundMap")?;
    let ub_map = required_map(m, op, "upperBoundMap")?;
    match o.attr("step") {
        Some(Attribute::Integer {
            value,
            ty: Type::Index,
        }) => {
            if *value <= 0 {
                return Err(op_error(
                    m,
                    op,
                    "expected step to be representable as a positive signed integer",
                ));
            }
        }
        Some(_) => {
            return Err(op_error(
                m,
                op,
                "attribute 'step' failed to satisfy constraint: index attribute",
            ))
        }
        None => return Err(op_error(m, op, "requires attribute 'step'")),
    }
    verify_index_operands(m, op, lb, 0)?;
    verify_index_operands(m, op, ub, lb.len())?;
    if lb.len() != lb_map.num_inputs() as usize {
        return Err(op_error(
            m,
            op,
            "lower bound operand count does not equal lower bound map input count",
        ));
    }
    if ub.len() != ub_map.num_inputs() as usize {
        return Err(op_error(
            m,
            op,
            "upper bound operand count does not equal upper bound map input count",
        ));
    }
    let Some(block) = single_block(m, op, 0)? else {
        return Err(op_error(
            m,
            op,
            "expected body to have a single index argument for the induction variable",
        ));
    };
    let args = &m.block(block).args;
    if args.first().is_none_or(|&a| !vty(m, a).is_index()) {
        return Err(op_error(
            m,
            op,
            "expected body to have a single index argument for the induction variable",
        ));
    }
    verify_dims_and_symbols(m, op, lb, lb_map.num_dims() as usize)?;
    verify_dims_and_symbols(m, op, ub, ub_map.num_dims() as usize)?;
    if lb_map.num_results() < 1 {
        return Err(op_error(
            m,
            op,
            "expected lower bound map to have at least one result",
        ));
    }
    if ub_map.num_results() < 1 {
        return Err(op_error(
            m,
            op,
            "expected upper bound map to have at least one result",
        ));
    }
    let results = &o.results;
    if inits.len() != results.len() {
        return Err(op_error(
            m,
            op,
            "mismatch between the number of loop-carried values and results",
        ));
    }
    if args.len() - 1 != results.len() {
        return Err(op_error(
            m,
            op,
            "mismatch between the number of basic block args and results",
        ));
    }
    for (i, ((&init, &arg), &res)) in inits.iter().zip(&args[1..]).zip(results).enumerate() {
        if vty(m, init) != vty(m, arg) {
            return Err(op_error(
                m,
                op,
                format!("along control flow edge from parent operands to Region #0: source type #{i} '{}' should match input type #{i} '{}'", vty(m, init), vty(m, arg)),
            ));
        }
        if vty(m, res) != vty(m, arg) {
            return Err(op_error(
                m,
                op,
                format!(
                    "result #{i} type '{}' must match the type of iter_args #{i} '{}'",
                    vty(m, res),
                    vty(m, arg)
                ),
            ));
        }
    }
    // The terminator's operands are checked against the results by the affine.yield verifier.
    Ok(())
}

fn parse_if(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let at = p.token().start;
    let set = match p.parse_attribute()? {
        Attribute::IntegerSet(s) => s,
        _ => {
            return Err(custom_err(
                p,
                st,
                Some(at),
                "invalid kind of attribute specified",
            ))
        }
    };
    let (uses, nd) = parse_dim_and_symbol_list(p)?;
    if set.num_dims() as usize != nd {
        return Err(name_err(
            p,
            st,
            "dim operand count and integer set dim count must match",
        ));
    }
    if set.num_inputs() as usize != uses.len() {
        return Err(name_err(
            p,
            st,
            "symbol operand count and integer set symbol count must match",
        ));
    }
    st.operands = p.resolve_operands_same(&uses, &Type::Index)?;
    st.set_prop("condition", Attribute::IntegerSet(set));
    if p.eat(TokKind::Arrow)? {
        st.result_types = p.parse_function_result_types()?;
    }
    let then_r = p.parse_region(&[])?;
    ensure_terminator(p, then_r, "affine.yield", &[]);
    let else_r = if p.parse_optional_keyword("else")? {
        let r = p.parse_region(&[])?;
        ensure_terminator(p, r, "affine.yield", &[]);
        r
    } else {
        p.module.create_region()
    };
    st.regions = vec![then_r, else_r];
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["condition"]);
    Ok(())
}

fn print_if(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let cond = o.attr("condition")?.clone();
    let set = cond.as_integer_set()?;
    if set.num_inputs() as usize != o.operands.len() {
        return None;
    }
    let &[then_r, else_r] = o.regions.as_slice() else {
        return None;
    };
    if m.region(then_r).blocks.len() != 1 || m.region(else_r).blocks.len() > 1 {
        return None;
    }
    let with_terms = !o.results.is_empty();
    p.write(" ");
    p.print_attribute(&cond);
    print_dim_and_symbol_list(p, &o.operands, set.num_dims() as usize)?;
    if !o.results.is_empty() {
        p.write(" -> ");
        let tys: Vec<Type> = o.results.iter().map(|&r| vty(m, r).clone()).collect();
        p.print_result_types(&tys);
    }
    p.write(" ");
    p.print_region(then_r, false, with_terms, false);
    if !m.region(else_r).blocks.is_empty() {
        p.write(" else ");
        p.print_region(else_r, false, with_terms, false);
    }
    p.print_op_attr_dict(op, &["condition"]);
    Some(())
}

fn verify_if(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let set = match o.attr("condition") {
        Some(Attribute::IntegerSet(s)) => s,
        _ => {
            return Err(op_error(
                m,
                op,
                "requires an integer set attribute named 'condition'",
            ))
        }
    };
    if o.regions.len() != 2 {
        return Err(op_error(m, op, "requires 2 regions"));
    }
    if o.operands.len() != set.num_inputs() as usize {
        return Err(op_error(
            m,
            op,
            "operand count and condition integer set dimension and symbol count must match",
        ));
    }
    verify_index_operands(m, op, &o.operands, 0)?;
    verify_dims_and_symbols(m, op, &o.operands, set.num_dims() as usize)?;
    let results: Vec<Type> = o.results.iter().map(|&r| vty(m, r).clone()).collect();
    for i in 0..2 {
        let block = single_block(m, op, i)?;
        if let Some(b) = block {
            if !m.block(b).args.is_empty() {
                return Err(op_error(
                    m,
                    op,
                    format!("region #{i} should have no arguments"),
                ));
            }
        } else if i == 0 {
            return Err(op_error(m, op, "expects a non-empty 'then' region"));
        } else if !results.is_empty() {
            return Err(op_error(
                m,
                op,
                format!(
                    "along control flow edge from parent to parent: region branch point has 0 operands, but region successor needs {} inputs",
                    results.len()
                ),
            ));
        }
    }
    Ok(())
}

fn parse_yield(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    crate::dialects::helpers::parse_terminator(p, st)
}

fn print_yield(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    crate::dialects::helpers::print_terminator(p, op)
}

/// The ops whose regions `affine.yield` may terminate.
const YIELD_PARENTS: &[&str] = &[
    "affine.for",
    "affine.if",
    "affine.parallel",
    "affine.execute_region",
];

fn verify_yield(m: &Module, op: OpId) -> Result<()> {
    let Some(parent) = m
        .parent_op(op)
        .filter(|&pp| YIELD_PARENTS.contains(&m.op(pp).name.as_str()))
    else {
        return Err(op_error(
            m,
            op,
            "only terminates affine.if/for/parallel/execute_region regions",
        ));
    };
    let po = m.op(parent);
    let operands = &m.op(op).operands;
    if po.results.len() != operands.len() {
        return Err(op_error(
            m,
            op,
            "parent of yield must have same number of results as the yield operands",
        ));
    }
    for (&r, &v) in po.results.iter().zip(operands) {
        if vty(m, r) != vty(m, v) {
            return Err(op_error(
                m,
                op,
                "types mismatch between yield op and its parent",
            ));
        }
    }
    Ok(())
}

/// Exposed for `affine.parallel` and `affine.execute_region`: the single-block check.
pub(super) fn region_single_block(
    m: &Module,
    op: OpId,
    i: usize,
) -> Result<Option<crate::module::BlockId>> {
    single_block(m, op, i)
}
