//! `affine.parallel`: a hyper-rectangular parallel band with per-dimension bound groups
//! (`max(...)`/`min(...)`), constant steps and reductions (`reduce ("addf", ...)`).

use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::attrs::{Attribute, DenseData, ElemValue};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Argument, Delimiter, Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::ensure_terminator;
use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};
use super::loops::region_single_block;
use super::{
    custom_err, expect_tok, name_err, parse_arg_name, required_map, verify_dims_and_symbols,
    verify_index_operands, vty,
};

const INHERENT: &[&str] = &[
    "reductions",
    "lowerBoundsMap",
    "lowerBoundsGroups",
    "upperBoundsMap",
    "upperBoundsGroups",
    "steps",
];

/// MLIR's `arith::AtomicRMWKind`, in enum order (the value stored in `reductions`).
pub(crate) const REDUCTIONS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("affine.parallel", parse_parallel, print_parallel)
            .traits(Traits::SINGLE_BLOCK)
            .inherent(INHERENT)
            .verifier(verify_parallel),
    );
}

/// `dense<...> : tensor<Nxi32>` holding the group sizes.
pub(crate) fn groups_attr(groups: &[usize]) -> Attribute {
    let ty = Type::RankedTensor {
        shape: vec![groups.len() as i64],
        elem: Box::new(Type::int(32)),
        encoding: None,
    };
    let data = match groups.first() {
        Some(&g) if groups.iter().all(|&x| x == g) => DenseData::Splat(ElemValue::Int(g as i128)),
        _ => DenseData::Elements(groups.iter().map(|&g| ElemValue::Int(g as i128)).collect()),
    };
    Attribute::DenseElements { ty, data }
}

/// The group sizes stored in a `lowerBoundsGroups`/`upperBoundsGroups` attribute.
fn groups_of(a: &Attribute) -> Option<Vec<i64>> {
    crate::views::dense_elements_ints(a)
}

/// The integers of an array attribute of integers (`steps`, `reductions`).
fn int_array(a: &Attribute) -> Option<Vec<i64>> {
    crate::views::int_array(a)
}

/// Parses `(e, max(e, e), ...)` (or `min`), flattening the groups into one map whose operands are
/// deduplicated as MLIR's `parseAffineMapWithMinMax` does. Returns the map, group sizes and
/// operands (dims, then symbols).
fn parse_bound_groups(
    p: &mut Parser<'_>,
    keyword: &str,
) -> Result<(AffineMap, Vec<usize>, Vec<ValueId>)> {
    expect_tok(p, TokKind::LParen, "'('")?;
    let mut items: Vec<(AffineExpr, Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> = vec![];
    let mut groups = vec![];
    if !p.eat(TokKind::RParen)? {
        loop {
            if p.parse_optional_keyword(keyword)? {
                let sm = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
                for e in sm.map.results() {
                    items.push((e.clone(), sm.dims.clone(), sm.symbols.clone()));
                }
                groups.push(sm.map.num_results());
            } else {
                let sm = p.parse_affine_expr_of_ssa_ids()?;
                let e = sm
                    .map
                    .results()
                    .first()
                    .cloned()
                    .ok_or_else(|| p.err("expected affine expression"))?;
                items.push((e, sm.dims, sm.symbols));
                groups.push(1);
            }
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        expect_tok(p, TokKind::RParen, "')'")?;
    }
    let mut dims: Vec<ValueId> = vec![];
    let mut syms: Vec<ValueId> = vec![];
    let mut exprs = vec![];
    for (e, d, s) in items {
        let mut dim_repl = vec![];
        for u in &d {
            let v = p.resolve_operand(u, &Type::Index)?;
            let pos = dims.iter().position(|&x| x == v).unwrap_or_else(|| {
                dims.push(v);
                dims.len() - 1
            });
            dim_repl.push(AffineExpr::dim(pos as u32));
        }
        let mut sym_repl = vec![];
        for u in &s {
            let v = p.resolve_operand(u, &Type::Index)?;
            let pos = syms.iter().position(|&x| x == v).unwrap_or_else(|| {
                syms.push(v);
                syms.len() - 1
            });
            sym_repl.push(AffineExpr::symbol(pos as u32));
        }
        exprs.push(e.replace_dims_and_symbols(&dim_repl, &sym_repl));
    }
    let map = AffineMap::new(dims.len() as u32, syms.len() as u32, exprs)
        .map_err(|e| p.err(e.to_string()))?;
    dims.extend(syms);
    Ok((map, groups, dims))
}

fn parse_parallel(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    expect_tok(p, TokKind::LParen, "'('")?;
    let mut ivs = vec![];
    if !p.eat(TokKind::RParen)? {
        loop {
            ivs.push(parse_arg_name(p)?);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        expect_tok(p, TokKind::RParen, "')'")?;
    }
    expect_tok(p, TokKind::Equal, "'='")?;
    let (lb, lb_groups, lb_ops) = parse_bound_groups(p, "max")?;
    p.parse_keyword("to")?;
    let (ub, ub_groups, ub_ops) = parse_bound_groups(p, "min")?;
    let steps = if p.parse_optional_keyword("step")? {
        let sm = p.parse_affine_map_of_ssa_ids(Delimiter::Paren)?;
        let consts: Option<Vec<i64>> = sm.map.results().iter().map(|e| e.as_constant()).collect();
        match consts {
            Some(c) if sm.dims.is_empty() && sm.symbols.is_empty() => c,
            _ => return Err(name_err(p, st, "steps must be constant integers")),
        }
    } else {
        vec![1; ivs.len()]
    };
    let mut reductions = vec![];
    if p.parse_optional_keyword("reduce")? {
        expect_tok(p, TokKind::LParen, "'('")?;
        loop {
            let at = p.token().start;
            let s = p.parse_string()?;
            let Some(k) = REDUCTIONS.iter().position(|r| *r == s) else {
                return Err(custom_err(
                    p,
                    st,
                    Some(at),
                    format!("invalid reduction value: \"{s}\""),
                ));
            };
            reductions.push(Attribute::i64(k as i64));
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        expect_tok(p, TokKind::RParen, "')'")?;
    }
    if p.eat(TokKind::Arrow)? {
        st.result_types = p.parse_function_result_types()?;
    }
    st.set_prop("lowerBoundsMap", Attribute::AffineMap(lb));
    st.set_prop("lowerBoundsGroups", groups_attr(&lb_groups));
    st.set_prop("upperBoundsMap", Attribute::AffineMap(ub));
    st.set_prop("upperBoundsGroups", groups_attr(&ub_groups));
    st.set_prop(
        "steps",
        Attribute::Array(steps.into_iter().map(Attribute::i64).collect()),
    );
    st.set_prop("reductions", Attribute::Array(reductions));
    st.operands.extend(lb_ops);
    st.operands.extend(ub_ops);
    let args: Vec<Argument> = ivs
        .into_iter()
        .map(|name| Argument {
            name,
            ty: Type::Index,
            attrs: vec![],
        })
        .collect();
    let region = p.parse_region(&args)?;
    let arg_types = vec![Type::Index; args.len()];
    ensure_terminator(p, region, "affine.yield", &arg_types);
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, INHERENT);
    Ok(())
}

/// Prints the bound groups of one side: single expressions bare, larger groups as
/// `max(...)`/`min(...)`.
fn print_groups(
    p: &mut Printer<'_>,
    map: &AffineMap,
    groups: &[i64],
    operands: &[ValueId],
    keyword: &str,
) -> Option<()> {
    let mut start = 0usize;
    for (i, &g) in groups.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        let size = usize::try_from(g).ok()?;
        let results = map.results().get(start..start + size)?.to_vec();
        let sub = AffineMap::new(map.num_dims(), map.num_symbols(), results).ok()?;
        if size == 1 {
            p.print_affine_map_of_ssa_ids(&sub, operands)?;
        } else {
            p.write(keyword);
            p.write("(");
            p.print_affine_map_of_ssa_ids(&sub, operands)?;
            p.write(")");
        }
        start += size;
    }
    (start == map.num_results()).then_some(())
}

fn print_parallel(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let lb = o.attr("lowerBoundsMap")?.as_affine_map()?;
    let ub = o.attr("upperBoundsMap")?.as_affine_map()?;
    let lbg = groups_of(o.attr("lowerBoundsGroups")?)?;
    let ubg = groups_of(o.attr("upperBoundsGroups")?)?;
    let steps = int_array(o.attr("steps")?)?;
    let reductions = int_array(o.attr("reductions")?)?;
    let nl = lb.num_inputs() as usize;
    if o.operands.len() != nl + ub.num_inputs() as usize || reductions.len() != o.results.len() {
        return None;
    }
    let (lb_ops, ub_ops) = o.operands.split_at(nl);
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let &[block] = m.region(region).blocks.as_slice() else {
        return None;
    };
    let ivs = &m.block(block).args;
    if ivs.len() != lbg.len() || ivs.len() != ubg.len() || ivs.len() != steps.len() {
        return None;
    }
    let names: Vec<&str> = reductions
        .iter()
        .map(|&k| {
            usize::try_from(k)
                .ok()
                .and_then(|k| REDUCTIONS.get(k).copied())
        })
        .collect::<Option<_>>()?;
    p.write(" (");
    p.print_operands(ivs);
    p.write(") = (");
    print_groups(p, lb, &lbg, lb_ops, "max")?;
    p.write(") to (");
    print_groups(p, ub, &ubg, ub_ops, "min")?;
    p.write(")");
    if steps.iter().any(|&s| s != 1) {
        let list: Vec<String> = steps.iter().map(|s| s.to_string()).collect();
        p.write(&format!(" step ({})", list.join(", ")));
    }
    if !o.results.is_empty() {
        let list: Vec<String> = names.iter().map(|n| format!("\"{n}\"")).collect();
        p.write(&format!(" reduce ({}) -> (", list.join(", ")));
        p.print_value_types(&o.results);
        p.write(")");
    }
    p.write(" ");
    p.print_region(region, false, !o.results.is_empty(), false);
    p.print_op_attr_dict(op, INHERENT);
    Some(())
}

/// MLIR's `isResultTypeMatchAtomicRMWKind`.
fn reduction_matches(kind: &str, t: &Type) -> bool {
    use crate::types::Signedness;
    match kind {
        "addf" | "mulf" | "maximumf" | "minimumf" => t.is_float(),
        "addi" | "muli" | "ori" | "andi" => t.is_integer(),
        "assign" => true,
        "maxs" | "mins" => matches!(
            t,
            Type::Integer {
                signedness: Signedness::Signed,
                ..
            }
        ),
        "maxu" | "minu" => matches!(
            t,
            Type::Integer {
                signedness: Signedness::Unsigned,
                ..
            }
        ),
        _ => false,
    }
}

fn verify_parallel(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let lb = required_map(m, op, "lowerBoundsMap")?;
    let ub = required_map(m, op, "upperBoundsMap")?;
    let bad = |name: &str, what: &str| {
        op_error(
            m,
            op,
            format!("attribute '{name}' failed to satisfy constraint: {what}"),
        )
    };
    let lbg = o
        .attr("lowerBoundsGroups")
        .map(groups_of)
        .ok_or_else(|| op_error(m, op, "requires attribute 'lowerBoundsGroups'"))?;
    let lbg = lbg.ok_or_else(|| {
        bad(
            "lowerBoundsGroups",
            "32-bit signless integer elements attribute",
        )
    })?;
    let ubg = o
        .attr("upperBoundsGroups")
        .map(groups_of)
        .ok_or_else(|| op_error(m, op, "requires attribute 'upperBoundsGroups'"))?;
    let ubg = ubg.ok_or_else(|| {
        bad(
            "upperBoundsGroups",
            "32-bit signless integer elements attribute",
        )
    })?;
    let steps = o
        .attr("steps")
        .map(int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'steps'"))?;
    let steps = steps.ok_or_else(|| bad("steps", "64-bit integer array attribute"))?;
    let reductions = o
        .attr("reductions")
        .and_then(|a| a.as_array())
        .ok_or_else(|| op_error(m, op, "requires attribute 'reductions'"))?;
    let block = region_single_block(m, op, 0)?
        .ok_or_else(|| op_error(m, op, "expects a non-empty region"))?;
    let ivs = &m.block(block).args;
    let n = lbg.len();
    if ubg.len() != n || steps.len() != n || ivs.len() != n {
        return Err(op_error(
            m,
            op,
            format!(
                "the number of region arguments ({}) and the number of map groups for lower ({}) and upper bound ({}), and the number of steps ({}) must all match",
                ivs.len(),
                lbg.len(),
                ubg.len(),
                steps.len()
            ),
        ));
    }
    if let Some(&a) = ivs.iter().find(|&&a| !vty(m, a).is_index()) {
        return Err(op_error(
            m,
            op,
            format!(
                "expected induction variables of index type, but got '{}'",
                vty(m, a)
            ),
        ));
    }
    if steps.iter().any(|&s| s <= 0) {
        return Err(op_error(m, op, "steps must be positive integers"));
    }
    for (groups, map, side) in [(&lbg, lb, "lower"), (&ubg, ub, "upper")] {
        let mut total = 0i64;
        for &g in groups.iter() {
            if g <= 0 {
                return Err(op_error(
                    m,
                    op,
                    format!("expected {side} bound map to have at least one result"),
                ));
            }
            total += g;
        }
        if total != map.num_results() as i64 {
            return Err(op_error(
                m,
                op,
                format!("expected {side} bounds map to have {total} results"),
            ));
        }
    }
    if reductions.len() != o.results.len() {
        return Err(op_error(
            m,
            op,
            "a reduction must be specified for each output",
        ));
    }
    for (r, &res) in reductions.iter().zip(&o.results) {
        let kind = r
            .as_int()
            .and_then(|k| usize::try_from(k).ok())
            .and_then(|k| REDUCTIONS.get(k));
        let Some(kind) = kind else {
            return Err(op_error(m, op, "invalid reduction attribute"));
        };
        if !reduction_matches(kind, vty(m, res)) {
            return Err(op_error(
                m,
                op,
                "result type cannot match reduction attribute",
            ));
        }
    }
    let nl = lb.num_inputs() as usize;
    if o.operands.len() != nl + ub.num_inputs() as usize {
        return Err(op_error(m, op, "operand count must equal the number of lower and upper bound map dimensions and symbols"));
    }
    let (lb_ops, ub_ops) = o.operands.split_at(nl);
    verify_index_operands(m, op, &o.operands, 0)?;
    verify_dims_and_symbols(m, op, lb_ops, lb.num_dims() as usize)?;
    verify_dims_and_symbols(m, op, ub_ops, ub.num_dims() as usize)
}
