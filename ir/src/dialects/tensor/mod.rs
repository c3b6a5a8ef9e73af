//! The tensor dialect as linalg-on-tensors pipelines and frontends write it: `tensor.dim`,
//! `tensor.empty`, `tensor.collapse_shape`, `tensor.expand_shape` (here); the element and
//! whole-tensor ops `cast`, `bitcast`, `extract`, `insert`, `from_elements`, `generate`,
//! `yield`, `reshape`, `rank`, `splat`, `concat` ([`ops`]); `gather`, `scatter` ([`gather`]);
//! slices and padding: `extract_slice`, `insert_slice`, `parallel_insert_slice`, `pad`
//! ([`slice`]); plus `ub.poison`.

mod gather;
mod ops;
mod slice;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::{Type, DYNAMIC};

use super::helpers::{
    as_int_array, entry_args, expect_parent, i64_array, parse_dynamic_index_list,
    print_dynamic_index_list, region_terminator, segments_opt, set_segments, types_of,
};
use super::{op_error, OpDef, Registry, Traits};

/// The kinds of type an operand or result of a tensor op must have, as MLIR's typed parsers
/// check them while parsing.
#[derive(Clone, Copy)]
pub(super) enum Kind {
    /// Ranked or unranked tensor (`TensorType`).
    Tensor,
    /// Ranked tensor (`RankedTensorType`).
    RankedTensor,
    /// Ranked or unranked memref (`BaseMemRefType`).
    BaseMemRef,
}

/// True for ranked and unranked tensor types.
pub(super) fn is_tensor(t: &Type) -> bool {
    matches!(t, Type::RankedTensor { .. } | Type::UnrankedTensor(_))
}

/// Parses a type and checks its kind with MLIR's message ("invalid kind of type specified").
pub(super) fn parse_type_kind(p: &mut Parser<'_>, st: &OperationState, kind: Kind) -> Result<Type> {
    let at = p.token().start;
    let t = p.parse_type()?;
    let ok = match kind {
        Kind::Tensor => is_tensor(&t),
        Kind::RankedTensor => matches!(t, Type::RankedTensor { .. }),
        Kind::BaseMemRef => t.is_memref(),
    };
    if ok {
        return Ok(t);
    }
    let detail = match kind {
        Kind::RankedTensor => format!(": expected builtin.tensor, but found '{t}'"),
        _ => String::new(),
    };
    Err(p.err_at(
        at,
        format!(
            "custom op '{}' invalid kind of type specified{detail}",
            st.name
        ),
    ))
}

/// MLIR's result names of the tensor ops (`getAsmResultNames`).
fn result_name(m: &Module, op: OpId) -> Vec<(usize, String)> {
    let name = match m.op(op).name.as_str() {
        "tensor.cast" => "cast",
        "tensor.extract" => "extracted",
        "tensor.insert" => "inserted",
        "tensor.from_elements" => "from_elements",
        "tensor.generate" => "generated",
        "tensor.reshape" => "reshape",
        "tensor.rank" => "rank",
        "tensor.splat" => "splat",
        "tensor.concat" => "concat",
        "tensor.gather" => "gather",
        "tensor.scatter" => "scatter",
        "tensor.extract_slice" => "extracted_slice",
        "tensor.insert_slice" => "inserted_slice",
        "tensor.pad" => "padded",
        _ => return vec![],
    };
    vec![(0, name.to_string())]
}

/// A pure op with MLIR's result name.
fn def(
    name: &'static str,
    parse: super::ParseFn,
    print: super::PrintFn,
    verify: super::VerifyFn,
) -> OpDef {
    OpDef::new(name, parse, print)
        .traits(Traits::PURE)
        .verifier(verify)
        .result_names(result_name)
}

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("tensor.dim", parse_dim, print_dim)
            .traits(Traits::PURE)
            .verifier(verify_dim)
            .result_names(|_, _| vec![(0, "dim".to_string())]),
    );
    r.add(
        OpDef::new("tensor.empty", parse_empty, print_empty)
            .traits(Traits::PURE)
            .verifier(verify_empty),
    );
    r.add(
        OpDef::new("tensor.collapse_shape", parse_reshape, print_reshape)
            .traits(Traits::PURE)
            .inherent(&["reassociation"])
            .verifier(verify_reshape)
            .result_names(|_, _| vec![(0, "collapsed".to_string())]),
    );
    r.add(
        OpDef::new("tensor.expand_shape", parse_reshape, print_reshape)
            .traits(Traits::PURE)
            .inherent(&["reassociation", "static_output_shape"])
            .verifier(verify_reshape)
            .result_names(|_, _| vec![(0, "expanded".to_string())]),
    );
    use gather::*;
    use ops::*;
    use slice::*;
    use slice::{PAD_PROPS as PAD, SLICE_PROPS as SLICE};
    let region = Traits::PURE | Traits::SINGLE_BLOCK;
    r.add(def("tensor.cast", parse_cast, print_cast, verify_cast));
    r.add(def("tensor.bitcast", parse_cast, print_cast, verify_cast));
    let (pe, pr, ve) = (
        parse_extract_insert,
        print_extract_insert,
        verify_extract_insert,
    );
    r.add(def("tensor.extract", pe, pr, ve));
    r.add(def("tensor.insert", pe, pr, ve));
    let (pe, pr, ve) = (
        parse_from_elements,
        print_from_elements,
        verify_from_elements,
    );
    r.add(def("tensor.from_elements", pe, pr, ve));
    r.add(
        def(
            "tensor.generate",
            parse_generate,
            print_generate,
            verify_generate,
        )
        .traits(region),
    );
    let (pe, pr, ve) = (
        parse_tensor_reshape,
        print_tensor_reshape,
        verify_tensor_reshape,
    );
    r.add(def("tensor.reshape", pe, pr, ve));
    r.add(def("tensor.rank", parse_rank, print_rank, verify_rank));
    r.add(def("tensor.splat", parse_splat, print_splat, verify_splat));
    r.add(def("tensor.concat", parse_concat, print_concat, verify_concat).inherent(&["dim"]));
    let (pe, pr, ve) = (
        parse_gather_scatter,
        print_gather_scatter,
        verify_gather_scatter,
    );
    r.add(def("tensor.gather", pe, pr, ve).inherent(&["gather_dims", "unique"]));
    r.add(def("tensor.scatter", pe, pr, ve).inherent(&["scatter_dims", "unique"]));
    r.add(
        def(
            "tensor.extract_slice",
            parse_slice,
            print_slice,
            verify_slice,
        )
        .inherent(SLICE),
    );
    r.add(
        def(
            "tensor.insert_slice",
            parse_slice,
            print_slice,
            verify_slice,
        )
        .inherent(SLICE),
    );
    let ve = verify_parallel_insert_slice;
    r.add(
        def("tensor.parallel_insert_slice", parse_slice, print_slice, ve)
            .traits(Traits::NONE)
            .inherent(SLICE),
    );
    r.add(
        def("tensor.pad", parse_pad, print_pad, verify_pad)
            .traits(region)
            .inherent(PAD),
    );
    r.add(
        OpDef::new("tensor.yield", ops::parse_yield, ops::print_yield)
            .traits(Traits::PURE | Traits::TERMINATOR | Traits::RETURN_LIKE)
            .verifier(ops::verify_yield),
    );
    r.add(
        OpDef::new("ub.poison", parse_poison, print_poison)
            .traits(Traits::PURE | Traits::CONSTANT_LIKE)
            .inherent(&["value"]),
    );
}

fn parse_dim(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let idx = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&src, &ty)?);
    st.operands.push(p.resolve_operand(&idx, &Type::Index)?);
    st.result_types.push(Type::Index);
    Ok(())
}

fn print_dim(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[s, i] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operands(&[s, i]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(s).clone());
    Some(())
}

fn verify_dim(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match (o.operands.as_slice(), o.results.as_slice()) {
        ([s, i], [r])
            if matches!(
                m.value_type(*s),
                Type::RankedTensor { .. } | Type::UnrankedTensor(_)
            ) && m.value_type(*i).is_index()
                && m.value_type(*r).is_index() =>
        {
            Ok(())
        }
        _ => Err(op_error(
            m,
            op,
            "expects a tensor and an index operand and an index result",
        )),
    }
}

fn parse_empty(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let sizes = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands = p.resolve_operands_same(&sizes, &Type::Index)?;
    st.result_types.push(ty);
    Ok(())
}

fn print_empty(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write("(");
    p.print_operands(&o.operands);
    p.write(")");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

fn verify_empty(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(shape) = o.results.first().and_then(|&r| match m.value_type(r) {
        Type::RankedTensor { shape, .. } => Some(shape),
        _ => None,
    }) else {
        return Err(op_error(m, op, "result must be a ranked tensor"));
    };
    let dynamic = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if dynamic != o.operands.len() {
        return Err(op_error(
            m,
            op,
            "incorrect number of dynamic sizes, has ".to_string()
                + &format!("{}, expected {dynamic}", o.operands.len()),
        ));
    }
    Ok(())
}

fn parse_reshape(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    let at = p.token().start;
    let reassoc = p.parse_attribute()?;
    if !matches!(reassoc, Attribute::Array(_)) {
        return Err(p.err_at(at, "expected reassociation indices"));
    }
    st.set_prop("reassociation", reassoc);
    let mut dyn_sizes = vec![];
    let expand = st.name == "tensor.expand_shape";
    if expand {
        p.parse_keyword("output_shape")?;
        let (ops, statics) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
        dyn_sizes = ops;
        st.set_prop("static_output_shape", i64_array(&statics));
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["reassociation", "static_output_shape"]);
    let src_ty = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let res_ty = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, &src_ty)?);
    st.operands
        .extend(p.resolve_operands_same(&dyn_sizes, &Type::Index)?);
    st.result_types.push(res_ty);
    Ok(())
}

fn print_reshape(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&src, rest) = o.operands.split_first()?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    p.write(" ");
    p.print_attribute(o.attr("reassociation")?);
    if o.name == "tensor.expand_shape" {
        let statics = as_int_array(o.attr("static_output_shape")?)?;
        p.write(" output_shape ");
        print_dynamic_index_list(p, rest, &statics, "[", "]")?;
    } else if !rest.is_empty() {
        return None;
    }
    p.print_op_attr_dict(op, &["reassociation", "static_output_shape"]);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" into ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

/// MLIR's `verifyReshapeLikeTypes` and `reshapeLikeShapesAreCompatible` for tensor reshapes.
fn verify_reshape(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (Some(&src), [r]) = (o.operands.first(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects a source operand and one result"));
    };
    let (ts, tr) = (m.value_type(src), m.value_type(*r));
    let (Some(s), Some(d)) = (ts.shape(), tr.shape()) else {
        return Err(op_error(m, op, "expects ranked tensor types"));
    };
    let Some(groups) = o.attr("reassociation").and_then(|a| a.as_array()) else {
        return Err(op_error(
            m,
            op,
            "requires a 'reassociation' array attribute",
        ));
    };
    let expand = o.name == "tensor.expand_shape";
    if expand {
        let statics = o
            .attr("static_output_shape")
            .and_then(as_int_array)
            .unwrap_or_default();
        if statics.len() != d.len() {
            return Err(op_error(m, op, format!("expected number of static shape dims to be equal to the output rank ({}) but found {} inputs instead", d.len(), statics.len())));
        }
        let dynamic = statics.iter().filter(|&&v| v == DYNAMIC).count();
        if dynamic != o.operands.len() - 1 {
            return Err(op_error(m, op, format!("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {dynamic} dynamic dims while output_shape has {} values", o.operands.len() - 1)));
        }
    }
    let ((big, big_ty), (small, small_ty)) = if expand {
        ((d, tr), (s, ts))
    } else {
        ((s, ts), (d, tr))
    };
    if big.len() < small.len() {
        return Err(op_error(m, op, format!("expected the expanded type, '{big_ty}' to have a higher (or same) rank than the collapsed type, '{small_ty}'.")));
    }
    if groups.len() != small.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "expected collapsed rank ({}) to equal the number of reassociation maps ({}).",
                small.len(),
                groups.len()
            ),
        ));
    }
    let mut idx: Vec<Vec<i64>> = vec![];
    for g in groups {
        let Some(v) = g
            .as_array()
            .and_then(|a| a.iter().map(|i| i.as_int().map(|x| x as i64)).collect())
        else {
            return Err(op_error(
                m,
                op,
                "reassociation groups must be arrays of integers",
            ));
        };
        idx.push(v);
    }
    if !idx.is_empty() {
        // The maps built from the indices all have max index + 1 dimensions.
        let dims = idx.iter().flatten().map(|&i| i + 1).max().unwrap_or(0);
        if dims != big.len() as i64 {
            return Err(op_error(m, op, format!("expected reassociation map #0 to have size equal to the expanded rank ({}), but it is  {dims}.", big.len())));
        }
        let mut next = 0i64;
        for (gi, g) in idx.iter().enumerate() {
            for &i in g {
                if i != next {
                    return Err(op_error(
                        m,
                        op,
                        format!("expected reassociation map #{gi} to be valid and contiguous."),
                    ));
                }
                next += 1;
            }
        }
        if next != dims {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected reassociation map #{} to be valid and contiguous.",
                    idx.len() - 1
                ),
            ));
        }
    }
    let mut start = 0usize;
    let mut inferred = vec![];
    for (gi, g) in idx.iter().enumerate() {
        let dims = &big[start.min(big.len())..(start + g.len()).min(big.len())];
        start += g.len();
        let size = if dims.contains(&DYNAMIC) {
            if small[gi] != DYNAMIC {
                return Err(op_error(m, op, format!("expected dimension {gi} of collapsed type to be dynamic since one or more of the corresponding dimensions in the expanded type is dynamic")));
            }
            DYNAMIC
        } else {
            let p: i64 = dims.iter().product();
            if small[gi] != p {
                return Err(op_error(
                    m,
                    op,
                    format!("expected dimension {gi} of collapsed type to be static value of {p}"),
                ));
            }
            p
        };
        inferred.push(size);
    }
    if big_ty.element_type() != small_ty.element_type() {
        let expected = Type::RankedTensor {
            shape: inferred,
            elem: Box::new(big_ty.element_type().cloned().unwrap_or(Type::None)),
            encoding: None,
        };
        let got = match small_ty {
            Type::RankedTensor { shape, elem, .. } => Type::RankedTensor {
                shape: shape.clone(),
                elem: elem.clone(),
                encoding: None,
            },
            t => t.clone(),
        };
        return Err(op_error(
            m,
            op,
            format!("expected collapsed type to be '{expected}', but got '{got}'"),
        ));
    }
    Ok(())
}

const POISON: &str = "#ub.poison";

fn parse_poison(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.at(TokKind::Less) {
        p.bump()?;
        let v = p.parse_attribute()?;
        p.expect(TokKind::Greater, "'>'")?;
        st.set_prop("value", v);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["value"]);
    if st.attr("value").is_none() {
        st.set_prop("value", Attribute::Opaque(POISON.to_string()));
    }
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_poison(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    match o.attr("value") {
        Some(Attribute::Opaque(s)) if s == POISON => {}
        Some(v) => {
            p.write("<");
            p.print_attribute(v);
            p.write(">");
        }
        None => return None,
    }
    p.print_op_attr_dict(op, &["value"]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}
