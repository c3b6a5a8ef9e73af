//! Verifiers of the memref view ops (subview, reinterpret_cast, view, reshapes, transpose,
//! extract_strided_metadata), with the strided-layout inference they need.

use super::*;

/// The strides and offset of a ranked memref type, if known (identity or strided layouts).
pub(in crate::dialects::memref) fn strides_and_offset(
    shape: &[i64],
    layout: &Option<Attribute>,
) -> Option<(Vec<i64>, i64)> {
    match layout {
        None => {
            let mut strides = vec![0i64; shape.len()];
            let mut acc: i64 = 1;
            for i in (0..shape.len()).rev() {
                strides[i] = acc;
                let d = shape[i];
                acc = if acc == DYNAMIC || d == DYNAMIC {
                    DYNAMIC
                } else {
                    acc.checked_mul(d)?
                };
            }
            Some((strides, 0))
        }
        Some(Attribute::Strided { strides, offset }) => Some((strides.clone(), *offset)),
        _ => None,
    }
}

pub(in crate::dialects::memref) fn mul_d(a: i64, b: i64) -> Option<i64> {
    if a == DYNAMIC || b == DYNAMIC {
        Some(DYNAMIC)
    } else {
        a.checked_mul(b)
    }
}

pub(in crate::dialects::memref) fn add_d(a: i64, b: i64) -> Option<i64> {
    if a == DYNAMIC || b == DYNAMIC {
        Some(DYNAMIC)
    } else {
        a.checked_add(b)
    }
}

pub(in crate::dialects::memref) fn check_mixed(
    m: &Module,
    op: OpId,
    name: &str,
    ops: &[ValueId],
    stat: &[i64],
    want: usize,
) -> Result<()> {
    if stat.len() != want {
        return Err(op_error(
            m,
            op,
            format!("expected {want} {name} values, got {}", stat.len()),
        ));
    }
    let ndyn = stat.iter().filter(|&&s| s == DYNAMIC).count();
    if ndyn != ops.len() {
        return Err(op_error(
            m,
            op,
            format!("expected {ndyn} dynamic {name} values"),
        ));
    }
    all_index(m, op, ops, &format!("{name} operand"))
}

pub(in crate::dialects::memref) fn mixed_lists(m: &Module, op: OpId) -> Result<MixedLists> {
    let segs = segments(m, op, 4)?;
    let o = m.op(op);
    let arr = |n: &str| {
        o.attr(n)
            .and_then(as_int_array)
            .ok_or_else(|| op_error(m, op, format!("requires attribute '{n}'")))
    };
    let src = *segs[0]
        .first()
        .ok_or_else(|| op_error(m, op, "requires a source operand"))?;
    Ok((
        src,
        [
            (segs[1].clone(), arr("static_offsets")?),
            (segs[2].clone(), arr("static_sizes")?),
            (segs[3].clone(), arr("static_strides")?),
        ],
    ))
}

pub(in crate::dialects::memref) fn verify_subview(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let (src, [(oo, os), (so, ss), (do_, ds)]) = mixed_lists(m, op)?;
    if os.len() != ss.len() {
        return Err(plain_error(m, op, format!("expected mixed offsets rank to match mixed sizes rank ({} vs {}) so the rank of the result type is well-formed.", os.len(), ss.len())));
    }
    if ss.len() != ds.len() {
        return Err(plain_error(m, op, format!("expected mixed sizes rank to match mixed strides rank ({} vs {}) so the rank of the result type is well-formed.", ss.len(), ds.len())));
    }
    let (shape, elem, layout) = ranked_memref(m, op, src, "source")?;
    let n = shape.len();
    check_mixed(m, op, "offset", &oo, &os, n)?;
    check_mixed(m, op, "size", &so, &ss, n)?;
    check_mixed(m, op, "stride", &do_, &ds, n)?;
    let r = m.op(op).results[0];
    let rt = m.value_type(r).clone();
    let (rshape, relem, rlayout) = ranked_memref(m, op, r, "result")?;
    if relem != elem {
        return Err(plain_error(
            m,
            op,
            format!("expected result element type to be '{elem}', but got '{rt}'"),
        ));
    }
    for i in 0..n {
        if os[i] != DYNAMIC && shape[i] != DYNAMIC && (os[i] < 0 || os[i] > shape[i]) {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected offset {i} to be within [0, {}], got {}",
                    shape[i], os[i]
                ),
            ));
        }
        if ss[i] != DYNAMIC && ss[i] < 0 {
            return Err(op_error(
                m,
                op,
                format!("expected size {i} to be non-negative, got {}", ss[i]),
            ));
        }
    }
    let Some((sstrides, soff)) = strides_and_offset(&shape, &layout) else {
        return Ok(());
    };
    let mut strides = vec![];
    let mut off = soff;
    for i in 0..n {
        off = add_d(off, mul_d(os[i], sstrides[i]).unwrap_or(DYNAMIC)).unwrap_or(DYNAMIC);
        strides.push(mul_d(sstrides[i], ds[i]).unwrap_or(DYNAMIC));
    }
    let layout_for = |sizes: &[i64], strides: &[i64]| -> Option<Attribute> {
        let ident = strides_and_offset(sizes, &None).map(|x| x.0);
        if off == 0 && ident.as_deref() == Some(strides) {
            None
        } else {
            Some(Attribute::Strided {
                strides: strides.to_vec(),
                offset: off,
            })
        }
    };
    let exp = Type::MemRef {
        shape: ss.clone(),
        elem: Box::new(elem),
        layout: layout_for(&ss, &strides).map(Box::new),
        memory_space: None,
    };
    let mismatch = |what: &str| {
        plain_error(m, op, format!("expected result type to be '{exp}' or a rank-reduced version. (mismatch of result {what}), but got '{rt}'"))
    };
    if rshape.len() > n {
        return Err(mismatch("sizes"));
    }
    // Match the result dims to the subview sizes in order; dropped dims must be static 1s.
    let mut j = 0;
    let mut kept = vec![];
    for i in 0..n {
        let must_keep = n - i == rshape.len() - j;
        if j < rshape.len() && rshape[j] == ss[i] && (must_keep || ss[i] != 1 || rshape.len() == n)
        {
            kept.push(strides[i]);
            j += 1;
        } else if ss[i] != 1 {
            return Err(mismatch("sizes"));
        }
    }
    if j != rshape.len() {
        return Err(mismatch("sizes"));
    }
    let want_layout = layout_for(&rshape, &kept);
    if !layouts_match(&rlayout, &want_layout, &rshape) {
        return Err(mismatch("layout"));
    }
    Ok(())
}

/// An error located at `op` without the `'name' op` prefix (MLIR emits some view-op
/// diagnostics this way).
pub(in crate::dialects::memref) fn plain_error(
    m: &Module,
    op: OpId,
    msg: impl Into<String>,
) -> crate::error::Error {
    crate::error::Error {
        message: msg.into(),
        pos: m.op(op).pos,
        notes: Vec::new(),
    }
}

/// True if the result layout is the expected one (as mlir-opt 22 requires for subviews).
pub(in crate::dialects::memref) fn layouts_match(
    got: &Option<Attribute>,
    want: &Option<Attribute>,
    shape: &[i64],
) -> bool {
    // Layouts are compared by their (strides, offset); an affine-map layout is not checked.
    match (
        strides_and_offset(shape, got),
        strides_and_offset(shape, want),
    ) {
        (Some(g), Some(w)) => g == w,
        _ => true,
    }
}

pub(in crate::dialects::memref) fn verify_reinterpret_cast(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let (src, [(oo, os), (so, ss), (do_, ds)]) = mixed_lists(m, op)?;
    let Some((_, elem)) = memref_parts(m.value_type(src)) else {
        return Err(op_error(m, op, "source must be a memref"));
    };
    let elem = elem.clone();
    let r = m.op(op).results[0];
    let (rshape, relem, rlayout) = ranked_memref(m, op, r, "result")?;
    if relem != elem {
        return Err(op_error(
            m,
            op,
            "different element types specified for source and result",
        ));
    }
    check_mixed(m, op, "offset", &oo, &os, 1)?;
    check_mixed(m, op, "size", &so, &ss, rshape.len())?;
    check_mixed(m, op, "stride", &do_, &ds, rshape.len())?;
    // MLIR 22: the result type may be less static than the operands (a `?` where a constant
    // is given); a static result dimension, offset or stride must match.
    for (i, (&want, &got)) in ss.iter().zip(&rshape).enumerate() {
        if got != DYNAMIC && want != got {
            return Err(plain_error(
                m,
                op,
                format!(
                    "expected result type with size = {} instead of {got} in dim = {i}",
                    word(want)
                ),
            ));
        }
    }
    if let Some((rs, ro)) = strides_and_offset(&rshape, &rlayout) {
        if ro != DYNAMIC && os[0] != ro {
            return Err(plain_error(
                m,
                op,
                format!(
                    "expected result type with offset = {} instead of {ro}",
                    word(os[0])
                ),
            ));
        }
        for (i, (&want, &got)) in ds.iter().zip(&rs).enumerate() {
            if got != DYNAMIC && want != got {
                return Err(plain_error(
                    m,
                    op,
                    format!(
                        "expected result type with stride = {} instead of {got} in dim = {i}",
                        word(want)
                    ),
                ));
            }
        }
    }
    Ok(())
}

/// How mlir-opt 22's reinterpret_cast verifier names a value: `dynamic` for `?`.
fn word(v: i64) -> String {
    if v == DYNAMIC {
        "dynamic".into()
    } else {
        v.to_string()
    }
}

pub(in crate::dialects::memref) fn verify_view(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 2, 1)?;
    let o = m.op(op);
    let (shape, elem, layout) = ranked_memref(m, op, o.operands[0], "source")?;
    if shape.len() != 1 || elem != Type::int(8) || layout.is_some() {
        return Err(op_error(
            m,
            op,
            format!(
                "operand #0 must be 1D memref of 8-bit signless integer values, but got '{}'",
                m.value_type(o.operands[0])
            ),
        ));
    }
    all_index(m, op, &o.operands[1..], "operand")?;
    let (rshape, _, rlayout) = ranked_memref(m, op, o.results[0], "result")?;
    if rlayout.is_some() {
        return Err(op_error(m, op, "unsupported map for result memref type"));
    }
    let ndyn = rshape.iter().filter(|&&d| d == DYNAMIC).count();
    if o.operands.len() - 2 != ndyn {
        return Err(op_error(
            m,
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {ndyn}",
                o.operands.len() - 2
            ),
        ));
    }
    Ok(())
}

pub(in crate::dialects::memref) fn reassociation(m: &Module, op: OpId) -> Result<Vec<Vec<i64>>> {
    let bad = || {
        op_error(
            m,
            op,
            "requires attribute 'reassociation' (an array of arrays of integers)",
        )
    };
    let a = m
        .op(op)
        .attr("reassociation")
        .and_then(|a| a.as_array())
        .ok_or_else(bad)?;
    a.iter()
        .map(|g| {
            g.as_array()
                .ok_or_else(bad)?
                .iter()
                .map(|x| {
                    x.as_int()
                        .and_then(|v| i64::try_from(v).ok())
                        .ok_or_else(bad)
                })
                .collect()
        })
        .collect()
}

pub(in crate::dialects::memref) fn verify_reshape(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    let expand = o.name == "memref.expand_shape";
    let (sshape, selem, _) = ranked_memref(m, op, o.operands[0], "source")?;
    let (rshape, relem, _) = ranked_memref(m, op, o.results[0], "result")?;
    if selem != relem {
        return Err(op_error(
            m,
            op,
            "expected source and result element types to match",
        ));
    }
    let (big, small) = if expand {
        (&rshape, &sshape)
    } else {
        (&sshape, &rshape)
    };
    let groups = reassociation(m, op)?;
    if groups.len() != small.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "invalid number of reassociation groups: found {}, expected {}",
                groups.len(),
                small.len()
            ),
        ));
    }
    let mut next = 0i64;
    for g in &groups {
        for &d in g {
            if d != next {
                return Err(op_error(
                    m,
                    op,
                    "expected reassociation map #0 to be valid and contiguous",
                ));
            }
            next += 1;
        }
    }
    // MLIR: an empty reassociation collapses to (or expands from) rank 0, when every
    // dimension of the expanded type is a static 1.
    let all_unit = groups.is_empty() && small.is_empty() && big.iter().all(|&d| d == 1);
    if next != big.len() as i64 && !all_unit {
        return Err(op_error(m, op, format!("expected rank of the expanded type({}) to be the number of dimensions covered by the reassociation({next})", big.len())));
    }
    for (i, g) in groups.iter().enumerate() {
        let dims: Vec<i64> = g
            .iter()
            .filter_map(|&d| big.get(d as usize).copied())
            .collect();
        let s = small[i];
        if dims.contains(&DYNAMIC) {
            if s != DYNAMIC && !expand {
                return Err(op_error(m, op, format!("collapsed dim ({i}) must be dynamic if and only if reassociation group is dynamic")));
            }
        } else if s != DYNAMIC {
            let prod = dims.iter().try_fold(1i64, |a, &b| a.checked_mul(b));
            if prod != Some(s) {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "collapsed dim size ({s}) must equal reassociation group size ({})",
                        prod.unwrap_or(0)
                    ),
                ));
            }
        }
    }
    if expand {
        let stat = o
            .attr("static_output_shape")
            .and_then(as_int_array)
            .ok_or_else(|| op_error(m, op, "requires attribute 'static_output_shape'"))?;
        if stat.len() != rshape.len() {
            return Err(op_error(m, op, format!("expected number of static shape bounds to be equal to the output rank ({}) but found {} inputs instead", rshape.len(), stat.len())));
        }
        let ndyn = stat.iter().filter(|&&s| s == DYNAMIC).count();
        if ndyn != o.operands.len() - 1 {
            return Err(op_error(m, op, format!("mismatch in dynamic dims in output_shape and static_output_shape: static_output_shape has {ndyn} dynamic dims while output_shape has {} values", o.operands.len() - 1)));
        }
        all_index(m, op, &o.operands[1..], "output_shape operand")?;
    }
    Ok(())
}

pub(in crate::dialects::memref) fn verify_transpose(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    let Some(map) = o.attr("permutation").and_then(|a| a.as_affine_map()) else {
        return Err(op_error(m, op, "requires attribute 'permutation'"));
    };
    let (shape, _, _) = ranked_memref(m, op, o.operands[0], "input")?;
    let n = shape.len();
    let mut seen = vec![false; n];
    let is_perm = map.num_dims() as usize == n
        && map.num_symbols() == 0
        && map.results().len() == n
        && map.results().iter().all(|e| match dim_of(e) {
            Some(d) if (d as usize) < n && !seen[d as usize] => {
                seen[d as usize] = true;
                true
            }
            _ => false,
        });
    if !is_perm {
        return Err(op_error(m, op, "expected a permutation map"));
    }
    let (rshape, _, _) = ranked_memref(m, op, o.results[0], "result")?;
    let want: Vec<i64> = map
        .results()
        .iter()
        .filter_map(dim_of)
        .map(|d| shape[d as usize])
        .collect();
    if rshape != want {
        return Err(op_error(
            m,
            op,
            "result type is not the transposed input type",
        ));
    }
    Ok(())
}

pub(in crate::dialects::memref) fn verify_metadata(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.operands.len() != 1 {
        return Err(op_error(m, op, "expects one operand"));
    }
    let (shape, elem, _) = ranked_memref(m, op, o.operands[0], "operand #0")?;
    let n = shape.len();
    let mut inferred = vec![Type::MemRef {
        shape: vec![],
        elem: Box::new(elem),
        layout: None,
        memory_space: None,
    }];
    inferred.extend(std::iter::repeat_n(Type::Index, 1 + 2 * n));
    let got = types_of(m, &o.results);
    let base_ok = matches!((got.first(), inferred.first()), (Some(Type::MemRef { shape: gs, elem: ge, layout: None, .. }), Some(Type::MemRef { shape: ws, elem: we, .. })) if gs == ws && ge == we);
    if got.len() != inferred.len() || !base_ok || got[1..] != inferred[1..] {
        let q = |ts: &[Type]| {
            ts.iter()
                .map(|t| format!("'{t}'"))
                .collect::<Vec<_>>()
                .join(", ")
        };
        return Err(op_error(
            m,
            op,
            format!(
                "inferred type(s) {} are incompatible with return type(s) of operation {}",
                q(&inferred),
                q(&got)
            ),
        ));
    }
    Ok(())
}
