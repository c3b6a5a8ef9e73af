//! The vector dialect: `transfer_read`/`transfer_write`, `load`/`store`, `broadcast`, `fma`,
//! `extract`/`insert` (static and dynamic positions), `reduction`, `contract`, `outerproduct`,
//! `shape_cast`, `transpose`, `from_elements`, `step`, `create_mask`, `constant_mask`,
//! `mask`/`yield` ([`mask`]), `scan` and `scalable.insert`/`scalable.extract` ([`scan`]).
//! (`vector.splat`, `extractelement` and `insertelement` no longer exist in MLIR 22.)
//!
//! Parsing and printing live here; the verifiers in [`verify`]. Elementwise arithmetic on vectors
//! is arith's (its verifiers accept vector types).

mod combine;
mod extra;
mod mask;
mod scan;
mod shuffle;
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
        OpDef::new(
            "vector.extract",
            combine::parse_extract,
            combine::print_extract,
        )
        .traits(p)
        .inherent(&["static_position"])
        .verifier(verify::verify_extract),
    );
    r.add(
        OpDef::new(
            "vector.insert",
            combine::parse_insert,
            combine::print_insert,
        )
        .traits(p)
        .inherent(&["static_position"])
        .verifier(verify::verify_insert),
    );
    r.add(
        OpDef::new(
            "vector.reduction",
            combine::parse_reduction,
            combine::print_reduction,
        )
        .traits(p)
        .inherent(&["kind", "fastmath"])
        .verifier(verify::verify_reduction),
    );
    r.add(
        OpDef::new(
            "vector.contract",
            combine::parse_contract,
            combine::print_contract,
        )
        .traits(p)
        .inherent(&["indexing_maps", "iterator_types", "kind"])
        .verifier(verify::verify_contract),
    );
    r.add(
        OpDef::new(
            "vector.outerproduct",
            combine::parse_outerproduct,
            combine::print_outerproduct,
        )
        .traits(p)
        .inherent(&["kind"])
        .verifier(verify::verify_outerproduct),
    );
    r.add(
        OpDef::new(
            "vector.transpose",
            combine::parse_transpose,
            combine::print_transpose,
        )
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
        OpDef::new(
            "vector.gather",
            extra::parse_gather,
            extra::print_gather_scatter,
        )
        .inherent(&["alignment"])
        .verifier(extra::verify_gather_scatter),
    );
    r.add(
        OpDef::new(
            "vector.scatter",
            extra::parse_scatter,
            extra::print_gather_scatter,
        )
        .inherent(&["alignment"])
        .verifier(extra::verify_gather_scatter),
    );
    r.add(
        OpDef::new("vector.print", extra::parse_print, extra::print_print)
            .inherent(&["punctuation", "stringLiteral"])
            .verifier(extra::verify_print),
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
    shuffle::register(r);
    mask::register(r);
    scan::register(r);
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
