//! `affine.apply`, `affine.min`, `affine.max`, `affine.delinearize_index` and
//! `affine.linearize_index`.

use crate::attrs::Attribute;
use crate::error::{Error, Result};
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::{Type, DYNAMIC};

use super::super::helpers::{
    as_int_array, i64_array, parse_dynamic_index_list, print_dynamic_index_list, segments,
    segments_opt, set_segments,
};
use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};
use super::{
    name_err, parse_dim_and_symbol_list, parse_map_attr, print_dim_and_symbol_list, registry,
    required_map, verify_index_operands, vty,
};
use crate::verify::affine_scope::{affine_scope_region, is_valid_dim_in, is_valid_symbol_in};

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("affine.apply", parse_apply, print_apply)
            .traits(Traits::PURE)
            .inherent(&["map"])
            .verifier(verify_apply),
    );
    r.add(
        OpDef::new("affine.min", parse_apply, print_apply)
            .traits(Traits::PURE)
            .inherent(&["map"])
            .verifier(verify_min_max),
    );
    r.add(
        OpDef::new("affine.max", parse_apply, print_apply)
            .traits(Traits::PURE)
            .inherent(&["map"])
            .verifier(verify_min_max),
    );
    r.add(
        OpDef::new(
            "affine.delinearize_index",
            parse_delinearize,
            print_delinearize,
        )
        .traits(Traits::PURE)
        .inherent(&["static_basis"])
        .verifier(verify_delinearize),
    );
    r.add(
        OpDef::new("affine.linearize_index", parse_linearize, print_linearize)
            .traits(Traits::PURE)
            .inherent(&["disjoint", "static_basis", "operandSegmentSizes"])
            .verifier(verify_linearize),
    );
}

/// `affine.apply` / `affine.min` / `affine.max`: `#map(%d...)[%s...] {attrs}`.
fn parse_apply(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let map = parse_map_attr(p, st)?;
    let (uses, nd) = parse_dim_and_symbol_list(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if st.name == "affine.apply"
        && (map.num_dims() as usize != nd || map.num_inputs() as usize != uses.len())
    {
        return Err(name_err(p, st, "dimension or symbol index mismatch"));
    }
    st.operands = p.resolve_operands_same(&uses, &Type::Index)?;
    let n = if st.name == "affine.apply" {
        map.num_results()
    } else {
        1
    };
    st.result_types = vec![Type::Index; n];
    st.set_prop("map", Attribute::AffineMap(map));
    move_inherent_to_props(st, &["map"]);
    Ok(())
}

fn print_apply(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let attr = o.attr("map")?.clone();
    let map = attr.as_affine_map()?;
    if map.num_dims() as usize > o.operands.len() {
        return None;
    }
    p.write(" ");
    p.print_attribute(&attr);
    print_dim_and_symbol_list(p, &o.operands, map.num_dims() as usize)?;
    p.print_op_attr_dict(op, &["map"]);
    Some(())
}

fn verify_single_index_result(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match o.results.as_slice() {
        [r] if vty(m, *r).is_index() => Ok(()),
        [r] => Err(op_error(
            m,
            op,
            format!("result #0 must be index, but got '{}'", vty(m, *r)),
        )),
        rs => Err(op_error(
            m,
            op,
            format!("requires one result, but found {}", rs.len()),
        )),
    }
}

fn verify_apply(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let map = required_map(m, op, "map")?;
    verify_index_operands(m, op, &o.operands, 0)?;
    if o.operands.len() != map.num_inputs() as usize {
        return Err(op_error(
            m,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.num_results() != 1 {
        return Err(op_error(m, op, "mapping must produce one value"));
    }
    verify_single_index_result(m, op)?;
    // A valid dimension that is not a valid symbol may not be bound to a symbol; operands that
    // are neither are allowed (affine.apply also appears in non-affine code, e.g. after lowering).
    let reg = registry();
    let scope = affine_scope_region(m, reg, op);
    for &v in &o.operands[map.num_dims() as usize..] {
        if is_valid_dim_in(m, reg, v, scope) && !is_valid_symbol_in(m, reg, v, scope) {
            return Err(Error {
                message: "dimensional operand cannot be used as a symbol".into(),
                pos: o.pos,
                notes: Vec::new(),
            });
        }
    }
    Ok(())
}

fn verify_min_max(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let map = required_map(m, op, "map")?;
    verify_index_operands(m, op, &o.operands, 0)?;
    if o.operands.len() != map.num_inputs() as usize {
        return Err(op_error(
            m,
            op,
            "operand count and affine map dimension and symbol count must match",
        ));
    }
    if map.num_results() == 0 {
        return Err(op_error(m, op, "affine map expect at least one result"));
    }
    verify_single_index_result(m, op)?;
    // As in MLIR 22, the operands of min/max are not required to be valid dims/symbols: their
    // results are neither (only affine.apply/linearize/delinearize propagate validity), so the
    // ops using them are checked instead.
    Ok(())
}

/// `%x into (%a, 4) {attrs} : index, index`
fn parse_delinearize(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let x = p.parse_operand()?;
    p.parse_keyword("into")?;
    let (dynamic, statics) = parse_dynamic_index_list(p, TokKind::LParen, TokKind::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types = p.parse_colon_type_list()?;
    st.operands.push(p.resolve_operand(&x, &Type::Index)?);
    st.operands
        .extend(p.resolve_operands_same(&dynamic, &Type::Index)?);
    st.set_prop("static_basis", i64_array(&statics));
    move_inherent_to_props(st, &["static_basis"]);
    Ok(())
}

fn print_delinearize(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let statics = as_int_array(o.attr("static_basis")?)?;
    let (&x, dynamic) = o.operands.split_first()?;
    if o.results.is_empty() {
        return None;
    }
    p.write(" ");
    p.print_operand(x);
    p.write(" into ");
    print_dynamic_index_list(p, dynamic, &statics, "(", ")")?;
    p.print_op_attr_dict(op, &["static_basis"]);
    p.write(" : ");
    p.print_value_types(&o.results);
    Some(())
}

/// The basis checks shared by delinearize and linearize.
fn verify_basis(m: &Module, op: OpId, statics: &[i64], dynamic: usize) -> Result<()> {
    if statics.iter().filter(|&&s| s == DYNAMIC).count() != dynamic {
        return Err(op_error(
            m,
            op,
            "mismatch between dynamic and static basis (kDynamic marker but no corresponding dynamic basis entry) -- this can only happen due to an incorrect fold/rewrite",
        ));
    }
    Ok(())
}

fn static_basis(m: &Module, op: OpId) -> Result<Vec<i64>> {
    match m.op(op).attr("static_basis") {
        None => Err(op_error(m, op, "requires attribute 'static_basis'")),
        Some(a) => as_int_array(a).ok_or_else(|| {
            op_error(
                m,
                op,
                "attribute 'static_basis' failed to satisfy constraint: i64 dense array attribute",
            )
        }),
    }
}

fn all_index(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    verify_index_operands(m, op, &o.operands, 0)?;
    for (i, &r) in o.results.iter().enumerate() {
        if !vty(m, r).is_index() {
            return Err(op_error(
                m,
                op,
                format!(
                    "result #{i} must be variadic of index, but got '{}'",
                    vty(m, r)
                ),
            ));
        }
    }
    Ok(())
}

fn verify_delinearize(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let statics = static_basis(m, op)?;
    all_index(m, op)?;
    if o.operands.is_empty() {
        return Err(op_error(m, op, "expected the linear index operand"));
    }
    if o.results.len() != statics.len() && o.results.len() != statics.len() + 1 {
        return Err(op_error(
            m,
            op,
            "should return an index for each basis element and up to one extra index",
        ));
    }
    verify_basis(m, op, &statics, o.operands.len() - 1)?;
    if statics.iter().any(|&s| s != DYNAMIC && s <= 0) {
        return Err(op_error(
            m,
            op,
            "no basis element may be statically non-positive",
        ));
    }
    Ok(())
}

/// `disjoint? [%a, %b] by (%c, 16) {attrs} : index`
fn parse_linearize(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let disjoint = p.parse_optional_keyword("disjoint")?;
    let idx = p.parse_operand_list(crate::parser::Delimiter::Square)?;
    p.parse_keyword("by")?;
    let (dynamic, statics) = parse_dynamic_index_list(p, TokKind::LParen, TokKind::RParen)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types = vec![p.parse_colon_type()?];
    st.operands = p.resolve_operands_same(&idx, &Type::Index)?;
    st.operands
        .extend(p.resolve_operands_same(&dynamic, &Type::Index)?);
    st.set_prop(
        "disjoint",
        if disjoint {
            Attribute::Unit
        } else {
            Attribute::Bool(false)
        },
    );
    st.set_prop("static_basis", i64_array(&statics));
    set_segments(st, &[idx.len(), dynamic.len()]);
    move_inherent_to_props(st, &["disjoint", "static_basis", "operandSegmentSizes"]);
    Ok(())
}

fn is_disjoint(a: Option<&Attribute>) -> Option<bool> {
    match a {
        None | Some(Attribute::Bool(false)) => Some(false),
        Some(Attribute::Unit) | Some(Attribute::Bool(true)) => Some(true),
        Some(_) => None,
    }
}

fn print_linearize(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let statics = as_int_array(o.attr("static_basis")?)?;
    let segs = segments_opt(m, op, 2)?;
    let &[res] = o.results.as_slice() else {
        return None;
    };
    if is_disjoint(o.attr("disjoint"))? {
        p.write(" disjoint");
    }
    p.write(" [");
    p.print_operands(segs.first()?);
    p.write("] by ");
    print_dynamic_index_list(p, segs.get(1)?, &statics, "(", ")")?;
    p.print_op_attr_dict(op, &["disjoint", "static_basis", "operandSegmentSizes"]);
    p.write(" : ");
    p.print_type(vty(m, res));
    Some(())
}

fn verify_linearize(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let statics = static_basis(m, op)?;
    if is_disjoint(o.attr("disjoint")).is_none() {
        return Err(op_error(
            m,
            op,
            "attribute 'disjoint' failed to satisfy constraint: unit attribute",
        ));
    }
    let segs = segments(m, op, 2)?;
    all_index(m, op)?;
    if o.results.len() != 1 {
        return Err(op_error(
            m,
            op,
            format!("requires one result, but found {}", o.results.len()),
        ));
    }
    let (n_idx, n_basis) = (segs[0].len(), statics.len());
    if n_idx != n_basis && n_idx != n_basis + 1 {
        return Err(op_error(
            m,
            op,
            "should be passed a basis element for each index except possibly the first",
        ));
    }
    verify_basis(m, op, &statics, segs[1].len())
}
