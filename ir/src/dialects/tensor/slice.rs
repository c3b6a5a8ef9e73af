//! Slices and padding: `extract_slice`, `insert_slice`, `parallel_insert_slice`, `pad`.

use super::ops::plain_error;
use super::*;

/// The properties of the offset/size/stride ops, elided from their attribute dictionaries.
pub(super) const SLICE_PROPS: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];

pub(super) const PAD_PROPS: &[&str] =
    &["operandSegmentSizes", "static_low", "static_high", "nofold"];

type Mixed = (Vec<crate::parser::UnresolvedOperand>, Vec<i64>);

fn parse_mixed(p: &mut Parser<'_>) -> Result<Mixed> {
    parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)
}

/// `extract_slice`: `%src[offs] [sizes] [strides] attr-dict : T to R`; the insert forms:
/// `%src into %dest[offs] [sizes] [strides] attr-dict : T into D`.
pub(super) fn parse_slice(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let extract = st.name == "tensor.extract_slice";
    let src = p.parse_operand()?;
    let dest = if extract {
        None
    } else {
        p.parse_keyword("into")?;
        Some(p.parse_operand()?)
    };
    let (o, so) = parse_mixed(p)?;
    let (s, ss) = parse_mixed(p)?;
    let (d, sd) = parse_mixed(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, SLICE_PROPS);
    p.expect(TokKind::Colon, "':'")?;
    let t1 = parse_type_kind(p, st, Kind::RankedTensor)?;
    p.parse_keyword(if extract { "to" } else { "into" })?;
    let t2 = parse_type_kind(p, st, Kind::RankedTensor)?;
    st.operands.push(p.resolve_operand(&src, &t1)?);
    if let Some(d) = &dest {
        st.operands.push(p.resolve_operand(d, &t2)?);
    }
    for l in [&o, &s, &d] {
        st.operands
            .extend(p.resolve_operands_same(l, &Type::Index)?);
    }
    let mut segs = vec![1];
    if dest.is_some() {
        segs.push(1);
    }
    segs.extend([o.len(), s.len(), d.len()]);
    set_segments(st, &segs);
    st.set_prop("static_offsets", i64_array(&so));
    st.set_prop("static_sizes", i64_array(&ss));
    st.set_prop("static_strides", i64_array(&sd));
    if st.name != "tensor.parallel_insert_slice" {
        st.result_types.push(t2);
    }
    Ok(())
}

/// The operand segments (source, [dest,] offsets, sizes, strides) and static lists.
struct Slice {
    src: ValueId,
    dest: Option<ValueId>,
    lists: [(Vec<ValueId>, Vec<i64>); 3],
}

fn slice_parts(m: &Module, op: OpId) -> Option<Slice> {
    let o = m.op(op);
    let extract = o.name == "tensor.extract_slice";
    let n = if extract { 4 } else { 5 };
    let segs = segments_opt(m, op, n)?;
    let src = *segs[0].first()?;
    let dest = if extract {
        None
    } else {
        Some(*segs[1].first()?)
    };
    let k = n - 3;
    let get = |name: &str| o.attr(name).and_then(as_int_array);
    Some(Slice {
        src,
        dest,
        lists: [
            (segs[k].clone(), get("static_offsets")?),
            (segs[k + 1].clone(), get("static_sizes")?),
            (segs[k + 2].clone(), get("static_strides")?),
        ],
    })
}

pub(super) fn print_slice(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let sl = slice_parts(m, op)?;
    let o = m.op(op);
    let parallel = o.name == "tensor.parallel_insert_slice";
    if o.results.len() != usize::from(!parallel) {
        return None;
    }
    p.write(" ");
    p.print_operand(sl.src);
    if let Some(d) = sl.dest {
        p.write(" into ");
        p.print_operand(d);
    }
    for (i, (ops, st)) in sl.lists.iter().enumerate() {
        if i > 0 {
            p.write(" ");
        }
        print_dynamic_index_list(p, ops, st, "[", "]")?;
    }
    p.print_op_attr_dict(op, SLICE_PROPS);
    p.write(" : ");
    p.print_type(&m.value_type(sl.src).clone());
    let other = match (sl.dest, o.results.first()) {
        (Some(d), _) => {
            p.write(" into ");
            d
        }
        (None, Some(&r)) => {
            p.write(" to ");
            r
        }
        _ => return None,
    };
    p.print_type(&m.value_type(other).clone());
    Some(())
}

/// MLIR's `computeRankReductionMask` (without dynamic matching): can `reduced` be obtained
/// from `orig` by dropping unit dimensions?
fn rank_reduces(orig: &[i64], reduced: &[i64]) -> bool {
    let mut ri = 0;
    for &d in orig {
        if ri < reduced.len() && d == reduced[ri] {
            ri += 1;
        } else if d != 1 {
            return false;
        }
    }
    ri == reduced.len()
}

/// MLIR's `isRankReducedType` + `produceSliceErrorMsg` for tensors.
fn check_rank_reduced(m: &Module, op: OpId, expected: &Type, got: &Type) -> Result<()> {
    if expected == got {
        return Ok(());
    }
    let (Some(e), Some(g)) = (expected.shape(), got.shape()) else {
        return Ok(());
    };
    if g.len() > e.len() {
        return Err(plain_error(
            m,
            op,
            "expected rank to be smaller or equal to the other rank. ",
        ));
    }
    if !rank_reduces(e, g) {
        return Err(plain_error(
            m,
            op,
            format!("expected type to be '{expected}' or a rank-reduced version. (size mismatch) "),
        ));
    }
    if expected.element_type() != got.element_type() {
        let et = expected.element_type().cloned().unwrap_or(Type::None);
        return Err(plain_error(
            m,
            op,
            format!("expected element type to be '{et}'"),
        ));
    }
    Ok(())
}

/// The checks of MLIR's `OffsetSizeAndStrideOpInterface` (counts, non-negative values) on
/// ranked `shape`.
fn check_offsets_sizes_strides(m: &Module, op: OpId, rank: usize, sl: &Slice) -> Result<()> {
    for ((dyn_ops, statics), what) in sl.lists.iter().zip(["offset", "size", "stride"]) {
        if statics.len() != rank {
            return Err(plain_error(
                m,
                op,
                format!("expected {rank} {what} values, got {}", statics.len()),
            ));
        }
        let dynamic = statics.iter().filter(|&&v| v == DYNAMIC).count();
        if dynamic != dyn_ops.len() {
            return Err(plain_error(
                m,
                op,
                format!(
                    "expected {} dynamic {what} values, got {}",
                    dynamic,
                    dyn_ops.len()
                ),
            ));
        }
    }
    for ((_, statics), what) in sl.lists.iter().zip(["offsets", "sizes"]) {
        if let Some(&v) = statics.iter().find(|&&v| v < 0 && v != DYNAMIC) {
            return Err(plain_error(
                m,
                op,
                format!("expected {what} to be non-negative, but got {v}"),
            ));
        }
    }
    Ok(())
}

/// MLIR's `verifyInBoundsSlice`.
fn check_in_bounds(m: &Module, op: OpId, shape: &[i64], sl: &Slice) -> Result<()> {
    let [(_, offs), (_, sizes), (_, strides)] = &sl.lists;
    for (i, &dim) in shape.iter().enumerate() {
        if dim == DYNAMIC || offs[i] == DYNAMIC {
            continue;
        }
        if offs[i] >= dim {
            return Err(plain_error(
                m,
                op,
                format!("offset {i} is out-of-bounds: {} >= {dim}", offs[i]),
            ));
        }
        if sizes[i] == DYNAMIC || strides[i] == DYNAMIC || sizes[i] == 0 {
            continue;
        }
        let last = offs[i] + (sizes[i] - 1) * strides[i];
        if last >= dim {
            return Err(plain_error(
                m,
                op,
                format!("slice along dimension {i} runs out-of-bounds: {last} >= {dim}"),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_slice(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let extract = o.name == "tensor.extract_slice";
    let sl = slice_parts(m, op).ok_or_else(|| {
        op_error(
            m,
            op,
            "requires 'operandSegmentSizes', 'static_offsets', 'static_sizes' and 'static_strides'",
        )
    })?;
    // The slice is taken from the source (extract) or written into the destination (insert).
    let (outer, inner) = match (extract, sl.dest, o.results.first()) {
        (true, _, Some(&r)) => (m.value_type(sl.src), m.value_type(r)),
        (false, Some(d), _) => (m.value_type(d), m.value_type(sl.src)),
        _ => return Err(op_error(m, op, "expects a result")),
    };
    let Some(shape) = outer.shape().filter(|_| is_tensor(outer)) else {
        return Err(op_error(m, op, "expects ranked tensor types"));
    };
    check_offsets_sizes_strides(m, op, shape.len(), &sl)?;
    if !extract && o.name == "tensor.insert_slice" {
        let r = o.results.first().map(|&r| m.value_type(r));
        if r != Some(outer) {
            return Err(op_error(
                m,
                op,
                "failed to verify that all of {dest, result} have same type",
            ));
        }
    }
    let expected = Type::RankedTensor {
        shape: sl.lists[1].1.clone(),
        elem: Box::new(outer.element_type().cloned().unwrap_or(Type::None)),
        encoding: None,
    };
    check_rank_reduced(m, op, &expected, inner)?;
    check_in_bounds(m, op, shape, &sl)
}

/// MLIR follows the message with the parent op in generic form, which is left out here.
pub(super) fn verify_parallel_insert_slice(m: &Module, op: OpId) -> Result<()> {
    let parent = m.parent_op(op);
    if parent.is_none_or(|p| m.op(p).name != "scf.forall.in_parallel") {
        return Err(plain_error(
            m,
            op,
            "expected InParallelOpInterface parent, got:",
        ));
    }
    verify_slice(m, op)
}

// ----- pad -----------------------------------------------------------------------------------

/// `%src (nofold)? low[...] high[...] $region attr-dict : T to R`
pub(super) fn parse_pad(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    if p.parse_optional_keyword("nofold")? {
        st.set_prop("nofold", Attribute::Unit);
    }
    p.parse_keyword("low")?;
    let (lo, slo) = parse_mixed(p)?;
    p.parse_keyword("high")?;
    let (hi, shi) = parse_mixed(p)?;
    let region = p.parse_region(&[])?;
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, PAD_PROPS);
    p.expect(TokKind::Colon, "':'")?;
    let t1 = parse_type_kind(p, st, Kind::RankedTensor)?;
    p.parse_keyword("to")?;
    let t2 = parse_type_kind(p, st, Kind::RankedTensor)?;
    st.operands.push(p.resolve_operand(&src, &t1)?);
    st.operands
        .extend(p.resolve_operands_same(&lo, &Type::Index)?);
    st.operands
        .extend(p.resolve_operands_same(&hi, &Type::Index)?);
    set_segments(st, &[1, lo.len(), hi.len()]);
    st.set_prop("static_low", i64_array(&slo));
    st.set_prop("static_high", i64_array(&shi));
    st.result_types.push(t2);
    Ok(())
}

type PadParts = (ValueId, (Vec<ValueId>, Vec<i64>), (Vec<ValueId>, Vec<i64>));

fn pad_parts(m: &Module, op: OpId) -> Option<PadParts> {
    let o = m.op(op);
    let segs = segments_opt(m, op, 3)?;
    let src = *segs[0].first()?;
    let lo = as_int_array(o.attr("static_low")?)?;
    let hi = as_int_array(o.attr("static_high")?)?;
    Some((src, (segs[1].clone(), lo), (segs[2].clone(), hi)))
}

pub(super) fn print_pad(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let (src, (lo, slo), (hi, shi)) = pad_parts(m, op)?;
    let o = m.op(op);
    let (&[r], &[region]) = (o.results.as_slice(), o.regions.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    match o.attr("nofold") {
        None => {}
        Some(Attribute::Unit) => p.write(" nofold"),
        Some(_) => return None,
    }
    p.write(" low");
    print_dynamic_index_list(p, &lo, &slo, "[", "]")?;
    p.write(" high");
    print_dynamic_index_list(p, &hi, &shi, "[", "]")?;
    p.write(" ");
    p.print_region(region, true, true, false);
    p.print_op_attr_dict(op, PAD_PROPS);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn verify_pad(m: &Module, op: OpId) -> Result<()> {
    let Some((src, (_, lo), (_, hi))) = pad_parts(m, op) else {
        return Err(op_error(
            m,
            op,
            "requires 'operandSegmentSizes', 'static_low' and 'static_high'",
        ));
    };
    let o = m.op(op);
    let [r] = o.results.as_slice() else {
        return Err(op_error(m, op, "requires one result"));
    };
    let (ts, tr) = (m.value_type(src), m.value_type(*r));
    let (Some(ss), Some(rs)) = (ts.shape(), tr.shape()) else {
        return Err(op_error(m, op, "expects ranked tensor types"));
    };
    if lo.len() != ss.len() || hi.len() != ss.len() {
        return Err(plain_error(
            m,
            op,
            format!("failed to infer expectedType from sourceType '{ts}', specified resultType is '{tr}'"),
        ));
    }
    let inferred: Vec<i64> = (0..ss.len())
        .map(|i| {
            if [ss[i], lo[i], hi[i]].contains(&DYNAMIC) {
                DYNAMIC
            } else {
                ss[i] + lo[i] + hi[i]
            }
        })
        .collect();
    if rs.len() != inferred.len()
        || inferred
            .iter()
            .zip(rs)
            .any(|(&i, &r)| i != DYNAMIC && i != r)
    {
        let expected = Type::RankedTensor {
            shape: inferred,
            elem: Box::new(ts.element_type().cloned().unwrap_or(Type::None)),
            encoding: None,
        };
        return Err(plain_error(
            m,
            op,
            format!("specified type '{tr}' does not match the inferred type '{expected}'"),
        ));
    }
    let args = entry_args(m, op, 0).unwrap_or(&[]);
    if args.len() != ss.len() {
        return Err(plain_error(
            m,
            op,
            format!("expected the block to have {} arguments", ss.len()),
        ));
    }
    if let Some(i) = args.iter().position(|&a| !m.value_type(a).is_index()) {
        return Err(op_error(
            m,
            op,
            format!("expected block argument {} to be an index", i + 1),
        ));
    }
    let yielded = region_terminator(m, op, 0)
        .filter(|&t| m.op(t).name == "tensor.yield")
        .and_then(|t| m.op(t).operands.first().map(|&v| m.value_type(v)));
    if yielded.is_some() && yielded != tr.element_type() {
        return Err(op_error(
            m,
            op,
            "expected yield type to match shape element type",
        ));
    }
    Ok(())
}
