//! `vector.mask` (a region holding one maskable operation, with an optional passthru value) and
//! its terminator `vector.yield`.
//!
//! The maskable operations (MLIR's `MaskableOpInterface`) are `vector.reduction`,
//! `vector.multi_reduction`, `vector.contract`, `vector.transfer_read`, `vector.transfer_write`
//! and `vector.gather`; only `vector.transfer_read` takes a passthru.

use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, RegionId};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{dim_of, parse_terminator, print_terminator, types_of};
use super::super::{op_error, OpDef, Registry, Traits};

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("vector.mask", parse_mask, print_mask)
            .traits(Traits::SINGLE_BLOCK)
            .verifier(verify_mask),
    );
    r.add(
        OpDef::new("vector.yield", parse_terminator, print_terminator)
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE),
    );
}

/// `%mask (, %passthru)? { op } attr-dict : mask-type (-> result-types)?`
fn parse_mask(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name_at = p.token().start;
    let mask = p.parse_operand()?;
    let passthru = if p.eat(TokKind::Comma)? {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let region = p.parse_region(&[])?;
    ensure_mask_terminator(p, region);
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mt = p.parse_colon_type()?;
    if p.eat(TokKind::Arrow)? {
        st.result_types = p.parse_function_result_types()?;
    }
    st.operands.push(p.resolve_operand(&mask, &mt)?);
    if let Some(pt) = &passthru {
        let Some(rt) = st.result_types.first().cloned() else {
            return Err(p.err_at(name_at, "expects a result if passthru operand is provided"));
        };
        st.operands.push(p.resolve_operand(pt, &rt)?);
    }
    Ok(())
}

/// MLIR's `MaskOp::ensureTerminator`: an empty region gets a block with `vector.yield`; a block
/// holding only the masked op gets a `vector.yield` of that op's results.
fn ensure_mask_terminator(p: &mut Parser<'_>, region: RegionId) {
    let m = &mut p.module;
    let block = match m.region(region).blocks.first() {
        Some(&b) => b,
        None => {
            let b = m.create_block(vec![]);
            m.append_block(region, b);
            b
        }
    };
    let ops = &m.block(block).ops;
    let yields = match ops.as_slice() {
        [] => vec![],
        [only] if m.op(*only).name != "vector.yield" => m.op(*only).results.clone(),
        _ => return,
    };
    let mut st = OperationState::new("vector.yield");
    st.operands = yields;
    let t = m.create_op(st);
    m.append_op(block, t);
}

fn print_mask(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let &[block] = m.region(region).blocks.as_slice() else {
        return None;
    };
    let &first = m.block(block).ops.first()?;
    let (mask, passthru) = match o.operands.as_slice() {
        [mk] => (*mk, None),
        [mk, pt] => (*mk, Some(*pt)),
        _ => return None,
    };
    p.write(" ");
    p.print_operand(mask);
    if let Some(pt) = passthru {
        p.write(", ");
        p.print_operand(pt);
    }
    p.write(" { ");
    p.print_custom_or_generic_op(first);
    p.write(" }");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(mask));
    if !o.results.is_empty() {
        p.write(" -> ");
        p.print_types(&types_of(m, &o.results));
    }
    Some(())
}

fn vector_of_i1(shape: Vec<i64>, scalable: Vec<bool>) -> Type {
    Type::Vector {
        shape,
        scalable,
        elem: Box::new(Type::i1()),
    }
}

fn shape_and_scalable(t: &Type) -> Option<(Vec<i64>, Vec<bool>)> {
    match t {
        Type::Vector {
            shape, scalable, ..
        } => {
            let mut sc = scalable.clone();
            sc.resize(shape.len(), false);
            Some((shape.clone(), sc))
        }
        _ => None,
    }
}

/// The mask type a maskable op expects (MLIR's `getExpectedMaskType`), `None` if the op is not
/// maskable; `Some(None)` if it is but its shape is too malformed to say.
fn expected_mask_type(m: &Module, op: OpId) -> Option<Option<Type>> {
    let o = m.op(op);
    let ty = |i: usize| o.operands.get(i).map(|&v| m.value_type(v));
    Some(match o.name.as_str() {
        "vector.reduction" | "vector.multi_reduction" => ty(0)
            .and_then(shape_and_scalable)
            .map(|(s, sc)| vector_of_i1(s, sc)),
        "vector.gather" => o
            .results
            .first()
            .and_then(|&r| shape_and_scalable(m.value_type(r)))
            .map(|(s, sc)| vector_of_i1(s, sc)),
        "vector.transfer_read" | "vector.transfer_write" => {
            let vt = if o.name == "vector.transfer_read" {
                o.results.first().map(|&r| m.value_type(r))
            } else {
                ty(0)
            };
            let perm = o.attr("permutation_map").and_then(|a| a.as_affine_map());
            match (vt.and_then(shape_and_scalable), perm) {
                (Some((s, sc)), Some(pm)) => transfer_mask(&s, &sc, pm),
                _ => None,
            }
        }
        "vector.contract" => contract_mask(m, op),
        _ => return None,
    })
}

/// `inversePermutation(compressUnusedDims(perm))` applied to the vector shape: the vector
/// dimensions ordered by the memory dimension each one reads.
fn transfer_mask(
    shape: &[i64],
    scalable: &[bool],
    perm: &tessera_polyhedral::affine::AffineMap,
) -> Option<Type> {
    let mut dims: Vec<(u32, usize)> = vec![];
    for (i, e) in perm.results().iter().enumerate() {
        if let Some(d) = dim_of(e) {
            dims.push((d, i));
        }
    }
    dims.sort_unstable();
    let s = dims
        .iter()
        .map(|&(_, i)| shape.get(i).copied())
        .collect::<Option<Vec<_>>>()?;
    let sc = dims
        .iter()
        .map(|&(_, i)| scalable.get(i).copied().unwrap_or(false))
        .collect();
    Some(vector_of_i1(s, sc))
}

/// The iteration space of a contraction: each loop dimension sized from the lhs or rhs operand.
fn contract_mask(m: &Module, op: OpId) -> Option<Type> {
    let o = m.op(op);
    let maps = o.attr("indexing_maps")?.as_array()?;
    let lhs_map = maps.first()?.as_affine_map()?;
    let rhs_map = maps.get(1)?.as_affine_map()?;
    let n = lhs_map.num_dims() as usize;
    let (mut shape, mut sc) = (vec![0i64; n], vec![false; n]);
    for (k, map) in [lhs_map, rhs_map].into_iter().enumerate() {
        let (s, ss) = shape_and_scalable(m.value_type(*o.operands.get(k)?))?;
        for (i, e) in map.results().iter().enumerate() {
            let d = dim_of(e)? as usize;
            *shape.get_mut(d)? = *s.get(i)?;
            sc[d] = ss.get(i).copied().unwrap_or(false);
        }
    }
    Some(vector_of_i1(shape, sc))
}

fn verify_mask(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let block = o
        .regions
        .first()
        .and_then(|&r| m.region(r).blocks.first().copied());
    let ops = block.map(|b| m.block(b).ops.as_slice()).unwrap_or(&[]);
    let Some(&last) = ops.last() else {
        return Err(op_error(
            m,
            op,
            "expects a terminator within the mask region",
        ));
    };
    if ops.len() > 2 {
        return Err(op_error(m, op, "expects only one operation to mask"));
    }
    if m.op(last).name != "vector.yield" {
        return Err(op_error(
            m,
            op,
            "expects a terminator within the mask region",
        ));
    }
    let yielded = &m.op(last).operands;
    if yielded.len() != o.results.len() {
        return Err(op_error(
            m,
            op,
            "expects number of results to match mask region yielded values",
        ));
    }
    if ops.len() == 1 {
        return Ok(());
    }
    let masked = ops[0];
    let Some(expected) = expected_mask_type(m, masked) else {
        return Err(op_error(
            m,
            op,
            "expects a MaskableOpInterface within the mask region",
        ));
    };
    let mo = m.op(masked);
    if mo.results.len() != o.results.len() {
        return Err(op_error(
            m,
            op,
            "expects number of results to match maskable operation number of results",
        ));
    }
    if &mo.results != yielded {
        return Err(op_error(
            m,
            op,
            "expects all the results from the MaskableOpInterface to match all the values returned by the terminator",
        ));
    }
    if types_of(m, &mo.results) != types_of(m, &o.results) {
        return Err(op_error(
            m,
            op,
            "expects result type to match maskable operation result type",
        ));
    }
    let mask_ty = o.operands.first().map(|&v| m.value_type(v));
    if let (Some(e), Some(mt)) = (expected, mask_ty) {
        if &e != mt {
            return Err(op_error(
                m,
                op,
                format!("expects a '{e}' mask for the maskable operation"),
            ));
        }
    }
    if let Some(&pt) = o.operands.get(1) {
        if mo.name != "vector.transfer_read" {
            return Err(op_error(
                m,
                op,
                "doesn't expect a passthru argument for this maskable operation",
            ));
        }
        if mo.results.len() != 1 {
            return Err(op_error(
                m,
                op,
                "expects result when passthru argument is provided",
            ));
        }
        if Some(m.value_type(pt)) != mo.results.first().map(|&r| m.value_type(r)) {
            return Err(op_error(
                m,
                op,
                "expects passthru type to match result type",
            ));
        }
    }
    Ok(())
}
