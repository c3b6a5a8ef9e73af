//! The vector dialect: `transfer_read`/`transfer_write`, `load`/`store`, `broadcast`, `fma`,
//! `extract`/`insert` (static and dynamic positions), `reduction`, `contract`, `outerproduct`,
//! `shape_cast`, `transpose`, `from_elements`, `step`, `create_mask`, `constant_mask`.
//! (`vector.splat`, `extractelement` and `insertelement` no longer exist in MLIR 22.)
//!
//! Parsing and printing live here; the verifiers in [`verify`]. Elementwise arithmetic on vectors
//! is arith's (its verifiers accept vector types).

mod extra;
mod verify;

use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::{Type, DYNAMIC};

use super::helpers::{
    as_int_array, default_fastmath, i64_array, parse_dynamic_index_list, parse_optional_fastmath,
    print_dynamic_index_list, print_fastmath, segments_opt, set_segments, types_of,
};
use super::{OpDef, Registry, Traits};

/// Combining kinds of `vector.reduction`/`contract`/`outerproduct`.
pub const KINDS: &[&str] = &[
    "add", "mul", "minui", "minsi", "minnumf", "maxui", "maxsi", "maxnumf", "and", "or", "xor",
    "minimumf", "maximumf",
];

pub(crate) fn register(r: &mut Registry) {
    let p = Traits::PURE;
    r.add(
        OpDef::new("vector.transfer_read", parse_transfer_read, print_transfer)
            .inherent(&["in_bounds", "operandSegmentSizes", "permutation_map"])
            .verifier(verify::verify_transfer),
    );
    r.add(
        OpDef::new(
            "vector.transfer_write",
            parse_transfer_write,
            print_transfer,
        )
        .inherent(&["in_bounds", "operandSegmentSizes", "permutation_map"])
        .verifier(verify::verify_transfer),
    );
    r.add(
        OpDef::new("vector.load", parse_load, print_load)
            .inherent(&["nontemporal", "alignment"])
            .verifier(verify::verify_load),
    );
    r.add(
        OpDef::new("vector.store", parse_store, print_store)
            .inherent(&["nontemporal", "alignment"])
            .verifier(verify::verify_store),
    );
    r.add(
        OpDef::new("vector.broadcast", parse_to, print_to)
            .traits(p)
            .verifier(verify::verify_broadcast),
    );
    r.add(
        OpDef::new("vector.shape_cast", parse_to, print_to)
            .traits(p)
            .verifier(verify::verify_shape_cast),
    );
    r.add(
        OpDef::new("vector.fma", parse_same, print_same)
            .traits(p)
            .verifier(verify::verify_fma),
    );
    r.add(
        OpDef::new("vector.create_mask", parse_create_mask, print_create_mask)
            .traits(p)
            .verifier(verify::verify_create_mask),
    );
    r.add(
        OpDef::new(
            "vector.from_elements",
            parse_from_elements,
            print_from_elements,
        )
        .traits(p)
        .verifier(verify::verify_from_elements),
    );
    r.add(
        OpDef::new("vector.step", parse_step, print_step)
            .traits(p)
            .verifier(verify::verify_step),
    );
    r.add(
        OpDef::new(
            "vector.constant_mask",
            parse_constant_mask,
            print_constant_mask,
        )
        .traits(p)
        .inherent(&["mask_dim_sizes"])
        .verifier(verify::verify_constant_mask),
    );
    r.add(
        OpDef::new("vector.extract", parse_extract, print_extract)
            .traits(p)
            .inherent(&["static_position"])
            .verifier(verify::verify_extract),
    );
    r.add(
        OpDef::new("vector.insert", parse_insert, print_insert)
            .traits(p)
            .inherent(&["static_position"])
            .verifier(verify::verify_insert),
    );
    r.add(
        OpDef::new("vector.reduction", parse_reduction, print_reduction)
            .traits(p)
            .inherent(&["kind", "fastmath"])
            .verifier(verify::verify_reduction),
    );
    r.add(
        OpDef::new("vector.contract", parse_contract, print_contract)
            .traits(p)
            .inherent(&["indexing_maps", "iterator_types", "kind"])
            .verifier(verify::verify_contract),
    );
    r.add(
        OpDef::new(
            "vector.outerproduct",
            parse_outerproduct,
            print_outerproduct,
        )
        .traits(p)
        .inherent(&["kind"])
        .verifier(verify::verify_outerproduct),
    );
    r.add(
        OpDef::new("vector.transpose", parse_transpose, print_transpose)
            .traits(p)
            .inherent(&["permutation"])
            .verifier(verify::verify_transpose),
    );
    r.add(
        OpDef::new(
            "vector.maskedload",
            extra::parse_maskedload,
            extra::print_maskedload,
        )
        .verifier(extra::verify_masked),
    );
    r.add(
        OpDef::new(
            "vector.maskedstore",
            extra::parse_maskedstore,
            extra::print_maskedstore,
        )
        .verifier(extra::verify_masked),
    );
    r.add(
        OpDef::new("vector.bitcast", parse_to, print_to)
            .traits(Traits::PURE)
            .verifier(verify::verify_bitcast),
    );
    r.add(
        OpDef::new(
            "vector.multi_reduction",
            extra::parse_multi_reduction,
            extra::print_multi_reduction,
        )
        .traits(Traits::PURE)
        .inherent(&["kind", "reduction_dims"])
        .verifier(extra::verify_multi_reduction),
    );
    r.add(
        OpDef::new(
            "vector.extract_strided_slice",
            extra::parse_extract_slice,
            extra::print_extract_slice,
        )
        .traits(Traits::PURE)
        .inherent(&["offsets", "sizes", "strides"])
        .verifier(extra::verify_strided_slice),
    );
    r.add(
        OpDef::new(
            "vector.insert_strided_slice",
            extra::parse_insert_slice,
            extra::print_insert_slice,
        )
        .traits(Traits::PURE)
        .inherent(&["offsets", "strides"])
        .verifier(extra::verify_strided_slice),
    );
}

fn kind_attr(k: &str) -> Attribute {
    Attribute::Opaque(format!("#vector.kind<{k}>"))
}

/// The kind name of a `#vector.kind<...>` attribute.
pub(crate) fn kind_name(a: &Attribute) -> Option<&str> {
    match a {
        Attribute::Opaque(t) => t
            .strip_prefix("#vector.kind<")?
            .strip_suffix('>')
            .map(str::trim),
        _ => None,
    }
}

/// The minor identity map from `src_rank` dims onto the last `vec_rank` of them.
pub(crate) fn minor_identity(src_rank: usize, vec_rank: usize) -> Option<AffineMap> {
    let first = src_rank.checked_sub(vec_rank)?;
    let results = (first..src_rank)
        .map(|d| AffineExpr::dim(d as u32))
        .collect();
    AffineMap::new(src_rank as u32, 0, results).ok()
}

fn vector_rank(t: &Type) -> usize {
    t.shape().map_or(0, |s| s.len())
}

// ----- transfer_read / transfer_write --------------------------------------------------------

fn transfer_defaults(st: &mut OperationState, src: &Type, vec: &Type) {
    let (sr, vr) = (vector_rank(src), vector_rank(vec));
    if st.attr("permutation_map").is_none() {
        if let Some(m) = minor_identity(sr, vr) {
            st.set_prop("permutation_map", Attribute::AffineMap(m));
        }
    }
    if st.attr("in_bounds").is_none() {
        let n = st
            .attr("permutation_map")
            .and_then(|a| a.as_affine_map())
            .map_or(vr, |m| m.num_results());
        st.set_prop(
            "in_bounds",
            Attribute::Array(vec![Attribute::Bool(false); n]),
        );
    }
}

fn parse_transfer_read(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.expect(TokKind::Comma, "','")?;
    let pad = p.parse_operand()?;
    let mask = if p.eat(TokKind::Comma)? {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["in_bounds", "operandSegmentSizes", "permutation_map"]);
    let at = p.token().start;
    let st_ty = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let vt = p.parse_type()?;
    let Some(elem) = st_ty.element_type().cloned() else {
        return Err(p.err_at(at, "requires source to be a memref or ranked tensor type"));
    };
    transfer_defaults(st, &st_ty, &vt);
    st.operands.push(p.resolve_operand(&src, &st_ty)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    st.operands.push(p.resolve_operand(&pad, &elem)?);
    if let Some(mk) = &mask {
        let mt = mask_type(st, &vt);
        st.operands.push(p.resolve_operand(mk, &mt)?);
    }
    set_segments(st, &[1, idx.len(), 1, mask.is_some() as usize]);
    st.result_types.push(vt);
    Ok(())
}

/// The mask type of a transfer: `i1` vector shaped like the vector type with broadcast
/// (constant 0) dimensions of the permutation map dropped.
fn mask_type(st: &OperationState, vt: &Type) -> Type {
    let shape = vt.shape().unwrap_or(&[]).to_vec();
    let keep: Vec<bool> = match st.attr("permutation_map").and_then(|a| a.as_affine_map()) {
        Some(m) => m
            .results()
            .iter()
            .map(|e| e.as_constant().is_none())
            .collect(),
        None => vec![true; shape.len()],
    };
    let (mut s, mut sc) = (vec![], vec![]);
    let scalable = match vt {
        Type::Vector { scalable, .. } => scalable.clone(),
        _ => vec![false; shape.len()],
    };
    for (i, &d) in shape.iter().enumerate() {
        if keep.get(i).copied().unwrap_or(true) {
            s.push(d);
            sc.push(scalable.get(i).copied().unwrap_or(false));
        }
    }
    Type::Vector {
        shape: s,
        scalable: sc,
        elem: Box::new(Type::i1()),
    }
}

fn parse_transfer_write(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let dst = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    let mask = if p.eat(TokKind::Comma)? {
        Some(p.parse_operand()?)
    } else {
        None
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["in_bounds", "operandSegmentSizes", "permutation_map"]);
    let vt = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let dt = p.parse_type()?;
    transfer_defaults(st, &dt, &vt);
    st.operands.push(p.resolve_operand(&v, &vt)?);
    st.operands.push(p.resolve_operand(&dst, &dt)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    if let Some(mk) = &mask {
        let mt = mask_type(st, &vt);
        st.operands.push(p.resolve_operand(mk, &mt)?);
    }
    set_segments(st, &[1, 1, idx.len(), mask.is_some() as usize]);
    if matches!(dt, Type::RankedTensor { .. }) {
        st.result_types.push(dt);
    }
    Ok(())
}

fn print_transfer(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let segs = segments_opt(m, op, 4)?;
    let read = o.name == "vector.transfer_read";
    let (src, idx, mask) = if read {
        (segs[0].first()?, &segs[1], &segs[3])
    } else {
        (segs[1].first()?, &segs[2], &segs[3])
    };
    let vec_ty = if read {
        m.value_type(*o.results.first()?).clone()
    } else {
        m.value_type(*segs[0].first()?).clone()
    };
    let src_ty = m.value_type(*src).clone();
    p.write(" ");
    if !read {
        p.print_operand(segs[0][0]);
        p.write(", ");
    }
    p.print_operand(*src);
    p.write("[");
    p.print_operands(idx);
    p.write("]");
    if read {
        p.write(", ");
        p.print_operand(*segs[2].first()?);
    }
    if let Some(&mk) = mask.first() {
        p.write(", ");
        p.print_operand(mk);
    }
    let mut elided = vec!["operandSegmentSizes"];
    let perm = o.attr("permutation_map").and_then(|a| a.as_affine_map());
    if perm.is_some() && perm == minor_identity(vector_rank(&src_ty), vector_rank(&vec_ty)).as_ref()
    {
        elided.push("permutation_map");
    }
    if let Some(Attribute::Array(v)) = o.attr("in_bounds") {
        if v.iter().all(|b| matches!(b, Attribute::Bool(false))) {
            elided.push("in_bounds");
        }
    }
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    if read {
        p.print_type(&src_ty);
        p.write(", ");
        p.print_type(&vec_ty);
    } else {
        p.print_type(&vec_ty);
        p.write(", ");
        p.print_type(&src_ty);
    }
    Some(())
}

// ----- load / store --------------------------------------------------------------------------

fn elide_false_nontemporal(m: &Module, op: OpId) -> &'static [&'static str] {
    match m.op(op).attr("nontemporal") {
        Some(Attribute::Bool(false)) => &["nontemporal"],
        _ => &[],
    }
}

fn parse_load(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let base = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["nontemporal", "alignment"]);
    let bt = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let vt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&base, &bt)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    st.result_types.push(vt);
    Ok(())
}

fn print_load(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&base, idx) = o.operands.split_first()?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(base);
    p.write("[");
    p.print_operands(idx);
    p.write("]");
    p.print_op_attr_dict(op, elide_false_nontemporal(m, op));
    p.write(" : ");
    p.print_type(&m.value_type(base).clone());
    p.write(", ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn parse_store(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let base = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["nontemporal", "alignment"]);
    let bt = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let vt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, &vt)?);
    st.operands.push(p.resolve_operand(&base, &bt)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    Ok(())
}

fn print_store(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let [v, base, idx @ ..] = m.op(op).operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(*v);
    p.write(", ");
    p.print_operand(*base);
    p.write("[");
    p.print_operands(idx);
    p.write("]");
    p.print_op_attr_dict(op, elide_false_nontemporal(m, op));
    p.write(" : ");
    p.print_type(&m.value_type(*base).clone());
    p.write(", ");
    p.print_type(&m.value_type(*v).clone());
    Some(())
}

// ----- simple forms --------------------------------------------------------------------------

/// `%x attr-dict : T to U` (broadcast, shape_cast).
fn parse_to(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let x = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let u = p.parse_type()?;
    st.operands.push(p.resolve_operand(&x, &t)?);
    st.result_types.push(u);
    Ok(())
}

fn print_to(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[x], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(x);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(x).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

/// `%a, %b, %c attr-dict : V` (fma).
fn parse_same(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_operands_same(&uses, &t)?;
    st.result_types.push(t);
    Ok(())
}

fn print_same(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    let t = m.value_type(r).clone();
    if o.operands.iter().any(|&v| *m.value_type(v) != t) {
        return None;
    }
    p.write(" ");
    p.print_operands(&o.operands);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&t);
    Some(())
}

fn parse_create_mask(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.operands = p.resolve_operands_same(&uses, &Type::Index)?;
    st.result_types.push(t);
    Ok(())
}

fn print_create_mask(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    if !o.operands.is_empty() {
        p.write(" ");
        p.print_operands(&o.operands);
    }
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn parse_from_elements(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    let elem = t.element_type().cloned().unwrap_or_else(|| t.clone());
    st.operands = p.resolve_operands_same(&uses, &elem)?;
    st.result_types.push(t);
    Ok(())
}

fn print_from_elements(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    print_create_mask(p, op)
}

fn parse_step(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_step(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    print_create_mask(p, op)
}

fn parse_constant_mask(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (ops, sizes) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    if !ops.is_empty() {
        return Err(p.err("expected integer mask dimension sizes"));
    }
    st.set_prop("mask_dim_sizes", i64_array(&sizes));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["mask_dim_sizes"]);
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_constant_mask(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    let sizes = as_int_array(o.attr("mask_dim_sizes")?)?;
    p.write(" ");
    print_dynamic_index_list(p, &[], &sizes, "[", "]")?;
    p.print_op_attr_dict(op, &["mask_dim_sizes"]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

// ----- extract / insert ----------------------------------------------------------------------

fn parse_extract(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    let (dyns, stat) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    st.set_prop("static_position", i64_array(&stat));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["static_position"]);
    let rt = p.parse_colon_type()?;
    p.parse_keyword("from")?;
    let vt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, &vt)?);
    st.operands
        .extend(p.resolve_operands_same(&dyns, &Type::Index)?);
    st.result_types.push(rt);
    Ok(())
}

fn print_extract(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&v, dyns) = o.operands.split_first()?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    let stat = as_int_array(o.attr("static_position")?)?;
    p.write(" ");
    p.print_operand(v);
    print_dynamic_index_list(p, dyns, &stat, "[", "]")?;
    p.print_op_attr_dict(op, &["static_position"]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    p.write(" from ");
    p.print_type(&m.value_type(v).clone());
    Some(())
}

fn parse_insert(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let s = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let d = p.parse_operand()?;
    let (dyns, stat) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    st.set_prop("static_position", i64_array(&stat));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["static_position"]);
    let srct = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let dt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&s, &srct)?);
    st.operands.push(p.resolve_operand(&d, &dt)?);
    st.operands
        .extend(p.resolve_operands_same(&dyns, &Type::Index)?);
    st.result_types.push(dt);
    Ok(())
}

fn print_insert(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let [s, d, dyns @ ..] = o.operands.as_slice() else {
        return None;
    };
    let stat = as_int_array(o.attr("static_position")?)?;
    p.write(" ");
    p.print_operand(*s);
    p.write(", ");
    p.print_operand(*d);
    p.write(" ");
    print_dynamic_index_list(p, dyns, &stat, "[", "]")?;
    p.print_op_attr_dict(op, &["static_position"]);
    p.write(" : ");
    p.print_type(&m.value_type(*s).clone());
    p.write(" into ");
    p.print_type(&m.value_type(*d).clone());
    Some(())
}

// ----- reduction / contract / outerproduct / transpose ---------------------------------------

fn parse_kind(p: &mut Parser<'_>) -> Result<Attribute> {
    p.expect(TokKind::Less, "'<'")?;
    let at = p.token().start;
    let k = p.parse_any_keyword()?;
    if !KINDS.contains(&k) {
        return Err(p.err_at(
            at,
            format!(
                "expected ::mlir::vector::CombiningKind to be one of: {}",
                KINDS.join(", ")
            ),
        ));
    }
    p.expect(TokKind::Greater, "'>'")?;
    Ok(kind_attr(k))
}

fn parse_reduction(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    st.set_prop("kind", parse_kind(p)?);
    p.expect(TokKind::Comma, "','")?;
    let v = p.parse_operand()?;
    let acc = if p.eat(TokKind::Comma)? {
        Some(p.parse_operand()?)
    } else {
        None
    };
    parse_optional_fastmath(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["kind", "fastmath"]);
    default_fastmath(st);
    let vt = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let rt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, &vt)?);
    if let Some(a) = &acc {
        st.operands.push(p.resolve_operand(a, &rt)?);
    }
    st.result_types.push(rt);
    Ok(())
}

fn print_reduction(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let k = kind_name(o.attr("kind")?)?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    let &v = o.operands.first()?;
    p.write(&format!(" <{k}>, "));
    p.print_operands(&o.operands);
    let mut elided = vec!["kind"];
    elided.extend_from_slice(print_fastmath(p, op));
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    p.print_type(&m.value_type(v).clone());
    p.write(" into ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn parse_contract(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mut traits = vec![];
    p.parse_optional_attr_dict(&mut traits)?;
    for (k, v) in traits {
        let v = if k == "iterator_types" {
            match v {
                Attribute::Array(items) => Attribute::Array(
                    items
                        .into_iter()
                        .map(|a| match a.as_str() {
                            Some(s) => Attribute::Opaque(format!("#vector.iterator_type<{s}>")),
                            None => a,
                        })
                        .collect(),
                ),
                other => other,
            }
        } else {
            v
        };
        st.set_attr(&k, v);
    }
    let uses = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["indexing_maps", "iterator_types", "kind"]);
    if st.attr("kind").is_none() {
        st.set_prop("kind", kind_attr("add"));
    }
    let at = p.token().start;
    let tys = p.parse_colon_type_list()?;
    p.parse_keyword("into")?;
    let rt = p.parse_type()?;
    let [lt, rht] = tys.as_slice() else {
        return Err(p.err_at(at, "expected two operand types"));
    };
    let mut all = vec![lt.clone(), rht.clone(), rt.clone()];
    if uses.len() == 5 {
        for t in [lt, rht] {
            all.push(t.with_element_type(Type::i1()));
        }
    }
    st.operands = p.resolve_operands(&uses, &all, at)?;
    st.result_types.push(rt);
    Ok(())
}

fn print_contract(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    let [a, b, c, ..] = o.operands.as_slice() else {
        return None;
    };
    let maps = o.attr("indexing_maps")?.clone();
    let iters = o.attr("iterator_types")?.as_array()?;
    let names: Vec<Attribute> = iters
        .iter()
        .map(|it| match it {
            Attribute::Opaque(t) => t
                .strip_prefix("#vector.iterator_type<")
                .and_then(|s| s.strip_suffix('>'))
                .map(Attribute::string),
            _ => None,
        })
        .collect::<Option<_>>()?;
    let mut dict = vec![
        ("indexing_maps".to_string(), maps),
        ("iterator_types".to_string(), Attribute::Array(names)),
    ];
    dict.push(("kind".to_string(), o.attr("kind")?.clone()));
    p.write(" ");
    let mark = p.out.len();
    p.print_optional_attr_dict(&dict, &[]);
    // print_optional_attr_dict writes a leading space; the custom form has exactly one.
    if p.out.get(mark..mark + 1) == Some(" ") {
        p.out.remove(mark);
    }
    p.write(" ");
    p.print_operands(&o.operands);
    p.print_op_attr_dict(op, &["indexing_maps", "iterator_types", "kind"]);
    p.write(" : ");
    p.print_type(&m.value_type(*a).clone());
    p.write(", ");
    p.print_type(&m.value_type(*b).clone());
    p.write(" into ");
    let _ = c;
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn outer_result(lhs: &Type, rhs: &Type) -> Option<Type> {
    let Type::Vector {
        shape,
        scalable,
        elem,
    } = lhs
    else {
        return None;
    };
    match rhs {
        Type::Vector {
            shape: s2,
            scalable: c2,
            ..
        } => {
            let mut s = shape.clone();
            s.extend(s2);
            let mut c = scalable.clone();
            c.extend(c2);
            Some(Type::Vector {
                shape: s,
                scalable: c,
                elem: elem.clone(),
            })
        }
        _ => Some(lhs.clone()),
    }
}

fn parse_outerproduct(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["kind"]);
    if st.attr("kind").is_none() {
        st.set_prop("kind", kind_attr("add"));
    }
    let at = p.token().start;
    let tys = p.parse_colon_type_list()?;
    let [lt, rt] = tys.as_slice() else {
        return Err(p.err_at(at, "expected two operand types"));
    };
    let Some(res) = outer_result(lt, rt) else {
        return Err(p.err_at(at, "expected vector type for operand #1"));
    };
    let mut all = vec![lt.clone(), rt.clone()];
    if uses.len() >= 3 {
        all.push(res.clone());
    }
    if uses.len() == 4 {
        all.push(res.with_element_type(Type::i1()));
    }
    st.operands = p.resolve_operands(&uses, &all, at)?;
    st.result_types.push(res);
    Ok(())
}

fn print_outerproduct(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let [a, b, ..] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operands(&o.operands);
    // mlir-opt prints the attribute dictionary only with an accumulator operand (and then
    // in full); a non-default kind without one is kept in the dictionary too.
    let default_kind = o.attr("kind").and_then(kind_name) == Some("add");
    if o.operands.len() >= 3 || !default_kind || !o.attrs.is_empty() {
        let elided: &[&str] = if o.operands.len() >= 3 || !default_kind {
            &[]
        } else {
            &["kind"]
        };
        p.print_op_attr_dict(op, elided);
    }
    p.write(" : ");
    p.print_type(&m.value_type(*a).clone());
    p.write(", ");
    p.print_type(&m.value_type(*b).clone());
    Some(())
}

fn parse_transpose(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let (ops, perm) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    if !ops.is_empty() {
        return Err(p.err("expected integer permutation"));
    }
    st.set_prop("permutation", i64_array(&perm));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["permutation"]);
    let t = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let u = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, &t)?);
    st.result_types.push(u);
    Ok(())
}

fn print_transpose(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[v], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    let perm = as_int_array(o.attr("permutation")?)?;
    p.write(" ");
    p.print_operand(v);
    p.write(", ");
    print_dynamic_index_list(p, &[], &perm, "[", "]")?;
    p.print_op_attr_dict(op, &["permutation"]);
    p.write(" : ");
    p.print_type(&m.value_type(v).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

/// Types of operands (re-exported for the verifier).
fn value_types(m: &Module, vs: &[ValueId]) -> Vec<Type> {
    types_of(m, vs)
}

/// The number of elements of a static shape (`None` if dynamic or overflowing).
fn num_elements(shape: &[i64]) -> Option<i64> {
    shape.iter().try_fold(
        1i64,
        |a, &d| if d == DYNAMIC { None } else { a.checked_mul(d) },
    )
}
