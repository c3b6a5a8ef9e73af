//! Verifiers of the vector ops (messages follow MLIR's where it has one).

use crate::attrs::Attribute;
use crate::error::Result;
use crate::module::{Module, OpId};
use crate::types::{Type, DYNAMIC};

use super::super::helpers::{as_int_array, counts, dim_of, segments, verify_fastmath};
use super::super::op_error;
use super::{kind_name, num_elements, value_types};

fn vector_parts(t: &Type) -> Option<(&[i64], &Type)> {
    match t {
        Type::Vector { shape, elem, .. } => Some((shape, elem)),
        _ => None,
    }
}

fn expect_vector<'t>(
    m: &Module,
    op: OpId,
    t: &'t Type,
    what: &str,
) -> Result<(&'t [i64], &'t Type)> {
    vector_parts(t).ok_or_else(|| {
        op_error(
            m,
            op,
            format!("{what} must be vector of any type values, but got '{t}'"),
        )
    })
}

fn all_index(m: &Module, op: OpId, vs: &[crate::module::ValueId]) -> Result<()> {
    for &v in vs {
        if !m.value_type(v).is_index() {
            return Err(op_error(
                m,
                op,
                format!(
                    "index operands must be index, but got '{}'",
                    m.value_type(v)
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_transfer(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let read = o.name == "vector.transfer_read";
    let segs = segments(m, op, 4)?;
    let (src, idx, vec_ty) = if read {
        counts(m, op, 2, 1)?;
        (
            segs[0].first().copied(),
            &segs[1],
            m.value_type(o.results[0]).clone(),
        )
    } else {
        let v = segs[0]
            .first()
            .copied()
            .ok_or_else(|| op_error(m, op, "requires a vector operand"))?;
        (segs[1].first().copied(), &segs[2], m.value_type(v).clone())
    };
    let src = src.ok_or_else(|| op_error(m, op, "requires a source operand"))?;
    let st = m.value_type(src);
    let (sshape, selem) = match st {
        Type::MemRef { shape, elem, .. } | Type::RankedTensor { shape, elem, .. } => {
            (shape.clone(), (**elem).clone())
        }
        _ => {
            return Err(op_error(
                m,
                op,
                "requires source to be a memref or ranked tensor type",
            ))
        }
    };
    let (vshape, velem) = expect_vector(m, op, &vec_ty, "vector")?;
    if idx.len() != sshape.len() {
        return Err(op_error(
            m,
            op,
            "requires 2 indices".replace('2', &sshape.len().to_string()),
        ));
    }
    all_index(m, op, idx)?;
    if *velem != selem
        && vector_parts(&selem).is_none()
        && velem.int_or_float_width() != selem.int_or_float_width()
    {
        return Err(op_error(
            m,
            op,
            format!(
                "requires source element type '{selem}' to match the vector element type '{velem}'"
            ),
        ));
    }
    let Some(map) = o.attr("permutation_map").and_then(|a| a.as_affine_map()) else {
        return Err(op_error(m, op, "requires attribute 'permutation_map'"));
    };
    if map.num_symbols() != 0 {
        return Err(op_error(m, op, "requires permutation_map without symbols"));
    }
    if map.num_dims() as usize != sshape.len() {
        return Err(op_error(
            m,
            op,
            "requires a permutation_map with input dims of the same rank as the source type",
        ));
    }
    if map.num_results() != vshape.len() {
        return Err(op_error(
            m,
            op,
            "requires a permutation_map with result dims of the same rank as the vector type",
        ));
    }
    let mut seen = vec![false; sshape.len()];
    for e in map.results() {
        match (dim_of(e), e.as_constant()) {
            (Some(d), _) if !seen[d as usize] => seen[d as usize] = true,
            (None, Some(0)) => {}
            _ => return Err(op_error(m, op, "requires a projected permutation_map (at most one dim or the zero constant can appear in each result)")),
        }
    }
    match o.attr("in_bounds") {
        Some(Attribute::Array(v))
            if v.len() == map.num_results()
                && v.iter().all(|b| matches!(b, Attribute::Bool(_))) => {}
        Some(Attribute::Array(_)) => {
            return Err(op_error(
                m,
                op,
                format!("expects the in_bounds attr of same rank as permutation_map results: {} vs inBounds of size: {}", Attribute::AffineMap(map.clone()), match o.attr("in_bounds") { Some(Attribute::Array(v)) => v.len(), _ => 0 }),
            ))
        }
        _ => return Err(op_error(m, op, "requires attribute 'in_bounds'")),
    }
    if read {
        let pad = *segs[2]
            .first()
            .ok_or_else(|| op_error(m, op, "requires a padding operand"))?;
        if *m.value_type(pad) != selem {
            return Err(op_error(
                m,
                op,
                "requires formal padding and source of the same elemental type",
            ));
        }
    } else {
        let want_results = usize::from(matches!(st, Type::RankedTensor { .. }));
        if o.results.len() != want_results
            || (want_results == 1 && m.value_type(o.results[0]) != st)
        {
            return Err(op_error(m, op, format!("expected the number of tensor results ({}) to be equal to the number of output tensors ({want_results})", o.results.len())));
        }
    }
    if let Some(&mk) = segs[3].first() {
        match vector_parts(m.value_type(mk)) {
            Some((_, e)) if *e == Type::i1() => {}
            _ => {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "expects mask of i1 vector type, but got '{}'",
                        m.value_type(mk)
                    ),
                ))
            }
        }
    }
    Ok(())
}

fn check_load_store(
    is_load: bool,
    m: &Module,
    op: OpId,
    base: crate::module::ValueId,
    idx: &[crate::module::ValueId],
    vt: &Type,
) -> Result<()> {
    let Type::MemRef { shape, elem, .. } = m.value_type(base) else {
        return Err(op_error(
            m,
            op,
            format!(
                "base must be memref of any type values, but got '{}'",
                m.value_type(base)
            ),
        ));
    };
    let (_, ve) = expect_vector(m, op, vt, "vector")?;
    if idx.len() != shape.len() {
        return Err(op_error(m, op, format!("requires {} indices", shape.len())));
    }
    all_index(m, op, idx)?;
    if **elem != *ve && **elem != *vt {
        return Err(op_error(
            m,
            op,
            if is_load {
                "base and result element types should match"
            } else {
                "base and valueToStore element types should match"
            },
        ));
    }
    Ok(())
}

pub(super) fn verify_load(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    check_load_store(
        true,
        m,
        op,
        o.operands[0],
        &o.operands[1..],
        m.value_type(o.results[0]),
    )
}

pub(super) fn verify_store(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 2, 0)?;
    let o = m.op(op);
    check_load_store(
        false,
        m,
        op,
        o.operands[1],
        &o.operands[2..],
        m.value_type(o.operands[0]),
    )
}

pub(super) fn verify_broadcast(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    let (st, rt) = (m.value_type(o.operands[0]), m.value_type(o.results[0]));
    let (rshape, relem) = expect_vector(m, op, rt, "vector")?;
    let bad = || op_error(m, op, format!("'{st}' is not broadcastable to '{rt}'"));
    if st.element_type_or_self() != relem {
        return Err(op_error(
            m,
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    match vector_parts(st) {
        None => {
            if st != relem {
                return Err(bad());
            }
        }
        Some((sshape, selem)) => {
            if selem != relem || sshape.len() > rshape.len() {
                return Err(bad());
            }
            let off = rshape.len() - sshape.len();
            for (i, &d) in sshape.iter().enumerate() {
                if d != 1 && d != rshape[off + i] {
                    return Err(op_error(
                        m,
                        op,
                        format!("dimension mismatch ({d} vs. {})", rshape[off + i]),
                    ));
                }
            }
        }
    }
    Ok(())
}

pub(super) fn verify_shape_cast(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    let (st, rt) = (m.value_type(o.operands[0]), m.value_type(o.results[0]));
    let (ss, se) = expect_vector(m, op, st, "source")?;
    let (rs, re) = expect_vector(m, op, rt, "result")?;
    if se != re {
        return Err(op_error(
            m,
            op,
            "has different source and result element types",
        ));
    }
    if num_elements(ss) != num_elements(rs) {
        return Err(op_error(
            m,
            op,
            format!(
                "has different number of elements at source ({}) and result ({})",
                num_elements(ss).map_or("?".into(), |n| n.to_string()),
                num_elements(rs).map_or("?".into(), |n| n.to_string())
            ),
        ));
    }
    Ok(())
}

pub(super) fn verify_fma(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 3, 1)?;
    let o = m.op(op);
    if o.operands.len() != 3 {
        return Err(op_error(m, op, "expects 3 operands"));
    }
    let t = m.value_type(o.results[0]);
    let (_, e) = expect_vector(m, op, t, "result")?;
    if !e.is_float() {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be vector of floating-point values, but got '{t}'"),
        ));
    }
    if o.operands.iter().any(|&v| m.value_type(v) != t) {
        return Err(op_error(
            m,
            op,
            "requires the same type for all operands and results",
        ));
    }
    Ok(())
}

pub(super) fn verify_create_mask(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 0, 1)?;
    let o = m.op(op);
    let (shape, e) = expect_vector(m, op, m.value_type(o.results[0]), "result")?;
    if *e != Type::i1() {
        return Err(op_error(m, op, "result must be a vector of i1"));
    }
    if o.operands.len() != shape.len().max(1) {
        return Err(op_error(
            m,
            op,
            "must specify an operand for each result vector dimension",
        ));
    }
    all_index(m, op, &o.operands)
}

pub(super) fn verify_constant_mask(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 0, 1)?;
    let o = m.op(op);
    let (shape, e) = expect_vector(m, op, m.value_type(o.results[0]), "result")?;
    if *e != Type::i1() {
        return Err(op_error(m, op, "result must be a vector of i1"));
    }
    let sizes = o
        .attr("mask_dim_sizes")
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'mask_dim_sizes'"))?;
    if sizes.len() != shape.len().max(1) {
        return Err(op_error(
            m,
            op,
            "must specify array attr of size equal vector result rank",
        ));
    }
    for (i, (&s, &d)) in sizes.iter().zip(shape).enumerate() {
        if s < 0 || s > d {
            return Err(op_error(
                m,
                op,
                format!(
                    "array attr of size out of bounds of vector result dimension size (dim {i})"
                ),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_from_elements(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 0, 1)?;
    let o = m.op(op);
    let (shape, e) = expect_vector(m, op, m.value_type(o.results[0]), "result")?;
    if num_elements(shape) != Some(o.operands.len() as i64) {
        return Err(op_error(
            m,
            op,
            format!(
                "expected {} operands, but found {}",
                num_elements(shape).unwrap_or(0),
                o.operands.len()
            ),
        ));
    }
    if o.operands.iter().any(|&v| m.value_type(v) != e) {
        return Err(op_error(
            m,
            op,
            "expected operands of the result element type",
        ));
    }
    Ok(())
}

pub(super) fn verify_step(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 0, 1)?;
    let t = m.value_type(m.op(op).results[0]);
    match vector_parts(t) {
        Some((s, e)) if s.len() == 1 && e.is_index() => Ok(()),
        _ => Err(op_error(
            m,
            op,
            format!("result #0 must be vector of index values of ranks 1, but got '{t}'"),
        )),
    }
}

/// The type left after extracting `npos` leading positions from vector type `t`.
fn sub_type(t: &Type, npos: usize) -> Option<Type> {
    let Type::Vector {
        shape,
        scalable,
        elem,
    } = t
    else {
        return None;
    };
    if npos > shape.len() {
        return None;
    }
    if npos == shape.len() {
        return Some((**elem).clone());
    }
    Some(Type::Vector {
        shape: shape[npos..].to_vec(),
        scalable: scalable.get(npos..).unwrap_or(&[]).to_vec(),
        elem: elem.clone(),
    })
}

fn check_position(
    m: &Module,
    op: OpId,
    vt: &Type,
    dyns: &[crate::module::ValueId],
    other: &Type,
    what: &str,
) -> Result<()> {
    let o = m.op(op);
    let (shape, _) = expect_vector(m, op, vt, "vector")?;
    let pos = o
        .attr("static_position")
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'static_position'"))?;
    if pos.len() > shape.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "expected position attribute of rank no greater than {}vector rank",
                if what == "dest" { "dest " } else { "" }
            ),
        ));
    }
    if pos.iter().filter(|&&p| p == DYNAMIC).count() != dyns.len() {
        return Err(op_error(
            m,
            op,
            "mismatch between dynamic and static positions",
        ));
    }
    all_index(m, op, dyns)?;
    for (i, &p) in pos.iter().enumerate() {
        if p != DYNAMIC && p != -1 && (p < 0 || p >= shape[i]) {
            return Err(op_error(m, op, format!("expected position attribute #{} to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)", i + 1)));
        }
    }
    let want = sub_type(vt, pos.len());
    if what == "dest" && other.element_type_or_self() != vector_parts(vt).map_or(vt, |x| x.1) {
        return Err(op_error(
            m,
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    if what == "source" && want.as_ref() != Some(other) {
        let w = want.map(|t| t.to_string()).unwrap_or_default();
        return Err(op_error(m, op, format!("inferred type(s) '{w}' are incompatible with return type(s) of operation '{other}'")));
    }
    if want.as_ref() != Some(other) {
        let w = want.map(|t| t.to_string()).unwrap_or_default();
        return Err(op_error(
            m,
            op,
            format!(
                "expected type '{w}' for the position {} {other}",
                if what == "source" { "into" } else { "from" }
            ),
        ));
    }
    Ok(())
}

pub(super) fn verify_extract(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    check_position(
        m,
        op,
        m.value_type(o.operands[0]),
        &o.operands[1..],
        m.value_type(o.results[0]),
        "source",
    )
}

pub(super) fn verify_insert(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 2, 1)?;
    let o = m.op(op);
    let dt = m.value_type(o.operands[1]);
    if m.value_type(o.results[0]) != dt {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {dest, result} have same type",
        ));
    }
    check_position(
        m,
        op,
        dt,
        &o.operands[2..],
        m.value_type(o.operands[0]),
        "dest",
    )
}

pub(super) fn kind_ok_for(kind: &str, elem: &Type) -> bool {
    let int = elem.is_signless_int_or_index();
    let float = elem.is_float();
    match kind {
        "add" | "mul" => int || float,
        "minui" | "minsi" | "maxui" | "maxsi" | "and" | "or" | "xor" => int,
        _ => float,
    }
}

pub(super) fn verify_reduction(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    verify_fastmath(m, op)?;
    let o = m.op(op);
    let vt = m.value_type(o.operands[0]);
    let (shape, e) = expect_vector(m, op, vt, "vector")?;
    // MLIR reduces 0-d and 1-d vectors.
    if shape.len() > 1 {
        return Err(op_error(
            m,
            op,
            format!("unsupported reduction rank: {}", shape.len()),
        ));
    }
    let rt = m.value_type(o.results[0]);
    if rt != e {
        return Err(op_error(
            m,
            op,
            "failed to verify that source operand and result have same element type",
        ));
    }
    let Some(kind) = o.attr("kind").and_then(kind_name) else {
        return Err(op_error(m, op, "requires attribute 'kind'"));
    };
    if !kind_ok_for(kind, e) {
        return Err(op_error(
            m,
            op,
            format!("unsupported reduction type ''{e}'' for kind '{kind}'"),
        ));
    }
    if let Some(&acc) = o.operands.get(1) {
        if m.value_type(acc) != rt {
            return Err(op_error(
                m,
                op,
                "accumulator type must match the result type",
            ));
        }
    }
    if o.operands.len() > 2 {
        return Err(op_error(m, op, "expects at most 2 operands"));
    }
    Ok(())
}

pub(super) fn verify_contract(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 3, 1)?;
    let o = m.op(op);
    let maps = o
        .attr("indexing_maps")
        .and_then(|a| a.as_array())
        .ok_or_else(|| op_error(m, op, "requires attribute 'indexing_maps'"))?;
    let iters = o
        .attr("iterator_types")
        .and_then(|a| a.as_array())
        .ok_or_else(|| op_error(m, op, "requires attribute 'iterator_types'"))?;
    if maps.len() != 3 {
        return Err(op_error(
            m,
            op,
            "expected an indexing map for each vector operand",
        ));
    }
    let tys = value_types(m, &o.operands[..3]);
    for (i, (a, t)) in maps.iter().zip(&tys).enumerate() {
        let Some(map) = a.as_affine_map() else {
            return Err(op_error(m, op, "expected indexing_maps to be affine maps"));
        };
        if map.num_dims() as usize != iters.len() || map.num_symbols() != 0 {
            return Err(op_error(
                m,
                op,
                format!("expected indexing map {i} to be valid"),
            ));
        }
        let rank = vector_parts(t).map_or(0, |(s, _)| s.len());
        if map.num_results() != rank {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected indexing map {i} to have {rank} results, but it has {}",
                    map.num_results()
                ),
            ));
        }
    }
    if m.value_type(o.results[0]) != &tys[2] {
        return Err(op_error(
            m,
            op,
            "failed to verify that result type matches the accumulator type",
        ));
    }
    Ok(())
}

pub(super) fn verify_outerproduct(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 2, 1)?;
    let o = m.op(op);
    let (lt, rt) = (m.value_type(o.operands[0]), m.value_type(o.operands[1]));
    let (ls, _) = expect_vector(m, op, lt, "lhs")?;
    if ls.len() != 1 {
        return Err(op_error(m, op, "expected 1-d vector for operand #1"));
    }
    let want = super::outer_result(lt, rt);
    if let (Some(Type::Vector { shape: ws, .. }), Some((res_shape, _))) =
        (&want, vector_parts(m.value_type(o.results[0])))
    {
        for (i, (a, b)) in ws.iter().zip(res_shape).enumerate() {
            if a != b {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "expected #{} operand dim to match result dim #{}",
                        i + 1,
                        i + 1
                    ),
                ));
            }
        }
    }
    if want.as_ref() != Some(m.value_type(o.results[0])) {
        return Err(op_error(
            m,
            op,
            "expected result type to be the outer product of the operand types",
        ));
    }
    if let Some(&acc) = o.operands.get(2) {
        if m.value_type(acc) != m.value_type(o.results[0]) {
            return Err(op_error(
                m,
                op,
                "expected operand #3 of same type as result type",
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_transpose(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    let (vs, ve) = expect_vector(m, op, m.value_type(o.operands[0]), "vector")?;
    let (rs, re) = expect_vector(m, op, m.value_type(o.results[0]), "result")?;
    let perm = o
        .attr("permutation")
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'permutation'"))?;
    if perm.len() != vs.len() || rs.len() != vs.len() || ve != re {
        return Err(op_error(
            m,
            op,
            "vector result rank mismatch: 1".replace('1', &rs.len().to_string()),
        ));
    }
    let mut seen = vec![false; vs.len()];
    for (i, &p) in perm.iter().enumerate() {
        let Some(pu) = usize::try_from(p)
            .ok()
            .filter(|&x| x < vs.len() && !seen[x])
        else {
            return Err(op_error(m, op, "unexpected permutation"));
        };
        seen[pu] = true;
        if rs[i] != vs[pu] {
            return Err(op_error(m, op, format!("dimension size mismatch at: {i}")));
        }
    }
    Ok(())
}

pub(super) fn verify_bitcast(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    let (st, rt) = (m.value_type(o.operands[0]), m.value_type(o.results[0]));
    let (ss, se) = expect_vector(m, op, st, "source")?;
    let (rs, re) = expect_vector(m, op, rt, "result")?;
    if ss.len() != rs.len() {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {source, result} have same rank",
        ));
    }
    if ss.len() > 1 && ss[..ss.len() - 1] != rs[..rs.len() - 1] {
        return Err(op_error(m, op, "dimension size mismatch"));
    }
    let bits = |s: &[i64], e: &Type| {
        s.last()
            .and_then(|&d| d.checked_mul(e.int_or_float_width().map_or(64, i64::from)))
    };
    if bits(ss, se) != bits(rs, re) {
        return Err(op_error(
            m,
            op,
            "source/result bitwidth of the minor 1-D vectors must be equal",
        ));
    }
    Ok(())
}
