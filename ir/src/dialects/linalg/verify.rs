//! Verifiers of the linalg ops (messages follow MLIR's where it has one).

use tessera_polyhedral::affine::AffineMap;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::module::{Module, OpId, ValueId};
use crate::types::{Type, DYNAMIC};

use super::super::helpers::{as_int_array, dim_of, types_of};
use super::super::op_error;
use super::body::elem_of;
use super::{ins_outs, iterator_kind, named};

fn operand_rank(t: &Type) -> usize {
    t.shape().map_or(0, |s| s.len())
}

fn get_ins_outs(m: &Module, op: OpId) -> Result<(Vec<ValueId>, Vec<ValueId>)> {
    if m.op(op).attr("operandSegmentSizes").is_some() {
        let s = super::super::helpers::segments(m, op, 2)?;
        return Ok((s[0].clone(), s[1].clone()));
    }
    ins_outs(m, op).ok_or_else(|| op_error(m, op, "expected input and output operands"))
}

/// Checks the payload block arguments, the `linalg.yield` types and the tensor results shared
/// by every structured op. `block_outs` is false for ops whose region has no output argument.
fn verify_structured(
    m: &Module,
    op: OpId,
    ins: &[ValueId],
    outs: &[ValueId],
    check_yield: bool,
) -> Result<()> {
    let o = m.op(op);
    let any = |f: fn(&Type) -> bool| ins.iter().chain(outs).any(|&v| f(m.value_type(v)));
    if any(|t| matches!(t, Type::MemRef { .. } | Type::UnrankedMemRef { .. }))
        && any(|t| matches!(t, Type::RankedTensor { .. } | Type::UnrankedTensor(_)))
    {
        return Err(op_error(
            m,
            op,
            "expected to have pure tensor or buffer semantics",
        ));
    }
    if outs.is_empty() {
        return Err(op_error(m, op, "expected at least one output operand"));
    }
    for &v in outs {
        let t = m.value_type(v);
        if !matches!(t, Type::MemRef { .. } | Type::RankedTensor { .. }) {
            return Err(op_error(
                m,
                op,
                format!("expected output operands to be ranked memrefs or tensors, but got '{t}'"),
            ));
        }
    }
    let want_results: Vec<Type> = types_of(m, outs)
        .into_iter()
        .filter(|t| matches!(t, Type::RankedTensor { .. }))
        .collect();
    let got = types_of(m, &o.results);
    if got.len() != want_results.len() {
        return Err(op_error(m, op, format!("expected the number of tensor results ({}) to be equal to the number of output tensors ({})", got.len(), want_results.len())));
    }
    for (i, (g, w)) in got.iter().zip(&want_results).enumerate() {
        if g != w {
            return Err(op_error(m, op, format!("expected type of operand #{} ('{w}') to match type of corresponding result ('{g}')", ins.len() + i)));
        }
    }
    let &[region] = o.regions.as_slice() else {
        return Err(op_error(m, op, "expected one region"));
    };
    let &[block] = m.region(region).blocks.as_slice() else {
        return Err(op_error(m, op, "expected region with 1 block"));
    };
    let args = types_of(m, &m.block(block).args);
    let mut want_args: Vec<Type> = types_of(m, ins).iter().map(elem_of).collect();
    want_args.extend(types_of(m, outs).iter().map(elem_of));
    if args.len() != want_args.len() {
        return Err(op_error(m, op, "expected as many non-induction variable region arguments as the number of input/output operands"));
    }
    for (i, (a, w)) in args.iter().zip(&want_args).enumerate() {
        if a != w {
            return Err(op_error(m, op, format!("expected type of bb argument #{i} ('{a}') to match element or self type of the corresponding operand ('{w}')")));
        }
    }
    if check_yield {
        let Some(&y) = m
            .block(block)
            .ops
            .last()
            .filter(|&&y| m.op(y).name == "linalg.yield")
        else {
            return Err(op_error(
                m,
                op,
                "expected the payload region to end with 'linalg.yield'",
            ));
        };
        let yt = types_of(m, &m.op(y).operands);
        let out_elems: Vec<Type> = types_of(m, outs).iter().map(elem_of).collect();
        if yt.len() != out_elems.len() {
            return Err(op_error(m, y, format!("expected number of yield values ({}) to match the number of inits / outs operands of the enclosing LinalgOp ({})", yt.len(), out_elems.len())));
        }
        for (i, (a, w)) in yt.iter().zip(&out_elems).enumerate() {
            if a != w {
                return Err(op_error(m, y, format!("type of yield operand {} ('{a}') doesn't match the element type of the enclosing linalg.generic op ('{w}')", i + 1)));
            }
        }
    }
    Ok(())
}

/// Checks that maps index operands correctly and that static sizes of a loop agree.
fn verify_maps(
    m: &Module,
    op: OpId,
    maps: &[AffineMap],
    operands: &[ValueId],
    num_loops: usize,
) -> Result<()> {
    if maps.len() != operands.len() {
        return Err(op_error(m, op, format!("expected the number of indexing_map ({}) to be equal to the number of input/output operands ({})", maps.len(), operands.len())));
    }
    let mut loop_size: Vec<Option<(i64, usize, usize)>> = vec![None; num_loops];
    for (i, (map, &v)) in maps.iter().zip(operands).enumerate() {
        if map.num_symbols() != 0 {
            return Err(op_error(
                m,
                op,
                format!("expected indexing_map #{i} to have 0 symbols"),
            ));
        }
        if map.num_dims() as usize != num_loops {
            return Err(op_error(m, op, format!("expected indexing_map #{i} to have {num_loops} dim(s) to match the number of loops")));
        }
        let t = m.value_type(v);
        let rank = operand_rank(t);
        if map.num_results() != rank {
            return Err(op_error(m, op, format!("expected operand #{i} rank ({rank}) to match the result rank of indexing_map ({})", map.num_results())));
        }
        let shape = t.shape().unwrap_or(&[]);
        for (j, e) in map.results().iter().enumerate() {
            let (Some(d), Some(&size)) = (dim_of(e), shape.get(j)) else {
                continue;
            };
            if size == DYNAMIC {
                continue;
            }
            match loop_size.get(d as usize).copied().flatten() {
                None => {
                    if let Some(slot) = loop_size.get_mut(d as usize) {
                        *slot = Some((size, i, j));
                    }
                }
                Some((s0, _, _)) if s0 != size => {
                    return Err(op_error(m, op, format!("inferred input/output operand #{i} has shape's dimension #{j} to be {s0}, but found {size}")));
                }
                _ => {}
            }
        }
    }
    Ok(())
}

pub(super) fn verify_generic(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (ins, outs) = get_ins_outs(m, op)?;
    let iters = o
        .attr("iterator_types")
        .and_then(|a| a.as_array())
        .ok_or_else(|| op_error(m, op, "requires attribute 'iterator_types'"))?;
    for it in iters {
        if !matches!(iterator_kind(it), Some("parallel" | "reduction" | "window")) {
            return Err(op_error(
                m,
                op,
                format!(
                    "unexpected iterator_type ({})",
                    iterator_kind(it).map_or_else(|| it.to_string(), str::to_string)
                ),
            ));
        }
    }
    let maps_attr = o
        .attr("indexing_maps")
        .and_then(|a| a.as_array())
        .ok_or_else(|| op_error(m, op, "requires attribute 'indexing_maps'"))?;
    let maps: Vec<AffineMap> = maps_attr
        .iter()
        .map(|a| a.as_affine_map().cloned())
        .collect::<Option<_>>()
        .ok_or_else(|| {
            op_error(
                m,
                op,
                "attribute 'indexing_maps' failed to satisfy constraint: AffineMap array attribute",
            )
        })?;
    for k in ["doc", "library_call"] {
        if o.attr(k).is_some_and(|a| a.as_str().is_none()) {
            return Err(op_error(
                m,
                op,
                format!("attribute '{k}' failed to satisfy constraint: string attribute"),
            ));
        }
    }
    let all: Vec<ValueId> = ins.iter().chain(&outs).copied().collect();
    verify_maps(m, op, &maps, &all, iters.len())?;
    verify_structured(m, op, &ins, &outs, true)
}

pub(super) fn verify_named(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(def) = named::lookup(&o.name) else {
        return Ok(());
    };
    let (ins, outs) = get_ins_outs(m, op)?;
    if ins.len() != def.ins || outs.len() != 1 {
        return Err(op_error(
            m,
            op,
            format!(
                "expected {} input(s) and 1 output, but got {} and {}",
                def.ins,
                ins.len(),
                outs.len()
            ),
        ));
    }
    let all: Vec<ValueId> = ins.iter().chain(&outs).copied().collect();
    if let Some(ranks) = def.ranks {
        for (i, (&v, &r)) in all.iter().zip(ranks).enumerate() {
            let got = operand_rank(m.value_type(v));
            if got != r {
                return Err(op_error(
                    m,
                    op,
                    format!("expected operand #{i} rank ({got}) to match the result rank of indexing_map ({r})"),
                ));
            }
        }
    }
    if let super::body::Payload::Max { unsigned: true }
    | super::body::Payload::Min { unsigned: true } = def.payload
    {
        if !elem_of(m.value_type(outs[0])).is_integer() {
            let what = if matches!(def.payload, super::body::Payload::Max { .. }) {
                "max"
            } else {
                "min"
            };
            return Err(op_error(
                m,
                op,
                format!("unsupported operation: unsigned {what} not on uint"),
            ));
        }
    }
    let kind = match def.payload {
        super::body::Payload::Unary(k) | super::body::Payload::Binary(k) => Some(k),
        super::body::Payload::Select => Some("select"),
        _ => None,
    };
    if let Some(kind) = kind {
        super::ops::check_elementwise_types(m, op, kind, &ins, &outs)?;
    }
    match o.name.as_str() {
        "linalg.fill" => {
            let v = m.value_type(ins[0]);
            let oe = elem_of(m.value_type(outs[0]));
            if *v != oe {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "expected fill value type ('{v}') to match output element type ('{oe}')"
                    ),
                ));
            }
        }
        "linalg.copy" => {
            let (a, b) = (m.value_type(ins[0]), m.value_type(outs[0]));
            if a.shape() != b.shape() {
                return Err(op_error(m, op, "expected input and output shapes to match"));
            }
        }
        _ => {}
    }
    for k in ["strides", "dilations"] {
        if let Some(a) = o.attr(k) {
            let ok = matches!(a, Attribute::DenseElements { ty: Type::RankedTensor { shape, elem, .. }, .. }
                if shape.len() == 1 && shape[0] == def.spatial as i64 && **elem == Type::int(64));
            if !ok {
                return Err(op_error(m, op, format!("attribute '{k}' failed to satisfy constraint: 64-bit signless int elements attribute of shape [{}]", def.spatial)));
            }
        }
    }
    if def.maps {
        let maps: Option<Vec<AffineMap>> = o
            .attr("indexing_maps")
            .and_then(|a| a.as_array())
            .and_then(|v| v.iter().map(|x| x.as_affine_map().cloned()).collect());
        let Some(maps) = maps else {
            return Err(op_error(m, op, "requires attribute 'indexing_maps'"));
        };
        let loops = maps.first().map_or(0, |mp| mp.num_dims() as usize);
        if o.name == "linalg.contract" {
            verify_contract_dims(m, op, &maps, loops)?;
        }
        verify_maps(m, op, &maps, &all, loops)?;
    }
    verify_structured(m, op, &ins, &outs, false)
}

/// MLIR's `ContractOp` check: every loop is either parallel (used by the output map) or
/// contracting (used by both input maps, not by the output map). Reported, as MLIR does, at
/// the op without the `'linalg.contract' op` prefix.
fn verify_contract_dims(m: &Module, op: OpId, maps: &[AffineMap], loops: usize) -> Result<()> {
    let (Some(a), Some(b), Some(out)) = (maps.first(), maps.get(1), maps.last()) else {
        return Ok(());
    };
    let uses = |mp: &AffineMap, d: usize| mp.results().iter().any(|e| e.involves_dim(d as u32));
    for d in 0..loops {
        let parallel = uses(out, d);
        let contracting = uses(a, d) && uses(b, d);
        if !parallel && !contracting {
            return Err(crate::error::Error {
                message: format!("iteration space dim at index {d} is neither a contracting dim nor of parallel iteration type"),
                pos: m.op(op).pos,
                notes: vec![],
            });
        }
    }
    Ok(())
}

/// The checks of a structured op with an `indexing_maps` property and a synthesised payload
/// (`linalg.elementwise`): maps against operands and loop sizes, payload and results.
pub(super) fn verify_indexed(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (ins, outs) = get_ins_outs(m, op)?;
    let all: Vec<ValueId> = ins.iter().chain(&outs).copied().collect();
    let maps: Option<Vec<AffineMap>> = o
        .attr("indexing_maps")
        .and_then(|a| a.as_array())
        .and_then(|v| v.iter().map(|x| x.as_affine_map().cloned()).collect());
    let Some(maps) = maps else {
        return Err(op_error(m, op, "requires attribute 'indexing_maps'"));
    };
    let loops = maps.first().map_or(0, |mp| mp.num_dims() as usize);
    verify_maps(m, op, &maps, &all, loops)?;
    verify_structured(m, op, &ins, &outs, false)
}

pub(super) fn verify_layout(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (ins, outs) = get_ins_outs(m, op)?;
    let (&[i], &[out]) = (ins.as_slice(), outs.as_slice()) else {
        return Err(op_error(m, op, "expected one input and one output"));
    };
    let (it, ot) = (m.value_type(i), m.value_type(out));
    let (Some(is), Some(os)) = (it.shape(), ot.shape()) else {
        return Err(op_error(m, op, "expected shaped input and output"));
    };
    if elem_of(it) != elem_of(ot) {
        return Err(op_error(
            m,
            op,
            "expected input and output element types to match",
        ));
    }
    if o.name == "linalg.transpose" {
        let perm = o
            .attr("permutation")
            .and_then(as_int_array)
            .ok_or_else(|| op_error(m, op, "requires attribute 'permutation'"))?;
        let n = is.len();
        let mut seen = vec![false; n];
        let valid = perm.len() == n
            && perm.iter().all(|&p| {
                usize::try_from(p)
                    .ok()
                    .filter(|&x| x < n && !std::mem::replace(&mut seen[x], true))
                    .is_some()
            });
        if !valid {
            return Err(op_error(m, op, "permutation is not valid"));
        }
        if os.len() != n {
            return Err(op_error(
                m,
                op,
                format!("input rank {n} does not match init rank {}", os.len()),
            ));
        }
        for (i, &p) in perm.iter().enumerate() {
            let (a, b) = (is[p as usize], os[i]);
            if a != b && a != DYNAMIC && b != DYNAMIC {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "dim(result, {i}) = {b} doesn't match dim(input, permutation[{i}]) = {a}"
                    ),
                ));
            }
        }
    } else {
        let dims = o
            .attr("dimensions")
            .and_then(as_int_array)
            .ok_or_else(|| op_error(m, op, "requires attribute 'dimensions'"))?;
        if is.len() + dims.len() != os.len() {
            return Err(op_error(m, op, format!("input rank plus added dimensions does not match init rank. input rank: {}, dimensions size: {}, init rank: {}", is.len(), dims.len(), os.len())));
        }
        if dims.iter().any(|&d| d < 0 || d as usize >= os.len()) {
            return Err(op_error(m, op, "dimension is out of range"));
        }
    }
    verify_structured(m, op, &ins, &outs, false)
}

pub(super) fn verify_map(m: &Module, op: OpId) -> Result<()> {
    let (ins, outs) = get_ins_outs(m, op)?;
    let o = m.op(op);
    let Some(&r) = o.regions.first() else {
        return Err(op_error(m, op, "expected one region"));
    };
    let nargs = m
        .region(r)
        .blocks
        .first()
        .map_or(0, |&b| m.block(b).args.len());
    if nargs != ins.len() + outs.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "expects number of operands to match the arity of mapper, but got: {} and {nargs}",
                ins.len() + outs.len()
            ),
        ));
    }
    verify_structured(m, op, &ins, &outs, true)
}

pub(super) fn verify_reduce(m: &Module, op: OpId) -> Result<()> {
    let (ins, outs) = get_ins_outs(m, op)?;
    let o = m.op(op);
    let dims = o
        .attr("dimensions")
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'dimensions'"))?;
    for (&i, &out) in ins.iter().zip(&outs) {
        let (ir, or) = (
            operand_rank(m.value_type(i)),
            operand_rank(m.value_type(out)),
        );
        if ir != or + dims.len() {
            return Err(op_error(
                m,
                op,
                format!(
                    "number of dimensions after reduction {} doesn't match the init rank {or}",
                    ir.saturating_sub(dims.len())
                ),
            ));
        }
        if dims.iter().any(|&d| d < 0 || d as usize >= ir) {
            return Err(op_error(
                m,
                op,
                "dimensions for reduction should be in the range [0, input rank - 1]",
            ));
        }
    }
    verify_structured(m, op, &ins, &outs, true)
}

pub(super) fn verify_yield(m: &Module, op: OpId) -> Result<()> {
    match m.parent_op(op) {
        Some(p) if m.op(p).name.starts_with("linalg.") => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "expected parent op with LinalgOp interface",
        )),
    }
}

pub(super) fn verify_index(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(d) = o.attr("dim").and_then(|a| a.as_int()) else {
        return Err(op_error(m, op, "requires attribute 'dim'"));
    };
    if o.results.len() != 1 || !m.value_type(o.results[0]).is_index() {
        return Err(op_error(m, op, "result #0 must be index"));
    }
    let Some(parent) = m
        .parent_op(op)
        .filter(|&p| m.op(p).name.starts_with("linalg."))
    else {
        return Err(op_error(
            m,
            op,
            "expected parent op with LinalgOp interface",
        ));
    };
    let loops = match m
        .op(parent)
        .attr("iterator_types")
        .and_then(|a| a.as_array())
    {
        Some(it) => it.len() as i128,
        None => match m
            .op(parent)
            .attr("indexing_maps")
            .and_then(|a| a.as_array())
            .and_then(|v| v.first())
            .and_then(|a| a.as_affine_map())
        {
            Some(mp) => mp.num_dims() as i128,
            None => return Ok(()),
        },
    };
    if d < 0 || d >= loops {
        return Err(op_error(m, op, format!("expected dim ({d}) to be lower than the number of loops ({loops}) of the enclosing LinalgOp")));
    }
    Ok(())
}
