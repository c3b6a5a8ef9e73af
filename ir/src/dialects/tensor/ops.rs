//! Element-wise and whole-tensor ops: `cast`, `bitcast`, `extract`, `insert`, `from_elements`,
//! `generate` (with `yield`), `reshape`, `rank`, `splat`, `concat`.

use super::*;

// ----- cast / bitcast ------------------------------------------------------------------------

/// `%src attr-dict : type($source) to type($dest)` with tensor types.
pub(super) fn parse_cast(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let from = parse_type_kind(p, st, Kind::Tensor)?;
    p.parse_keyword("to")?;
    let to = parse_type_kind(p, st, Kind::Tensor)?;
    st.operands.push(p.resolve_operand(&src, &from)?);
    st.result_types.push(to);
    Ok(())
}

pub(super) fn print_cast(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(a);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(a).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

/// True if two tensor shapes are compatible: both unranked, one unranked, or equal rank with
/// equal sizes where both are static.
pub(super) fn shapes_compatible(a: &Type, b: &Type) -> bool {
    match (a.shape(), b.shape()) {
        (Some(x), Some(y)) => {
            x.len() == y.len()
                && x.iter()
                    .zip(y)
                    .all(|(&i, &j)| i == DYNAMIC || j == DYNAMIC || i == j)
        }
        _ => true,
    }
}

pub(super) fn verify_cast(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[a], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects one operand and one result"));
    };
    let (ta, tr) = (m.value_type(a), m.value_type(r));
    let ok = is_tensor(ta)
        && is_tensor(tr)
        && shapes_compatible(ta, tr)
        && if o.name == "tensor.cast" {
            ta.element_type() == tr.element_type()
        } else {
            let w = |t: &Type| t.element_type().and_then(|e| e.int_or_float_width());
            w(ta).is_some() && w(ta) == w(tr)
        };
    if !ok {
        return Err(op_error(
            m,
            op,
            format!("operand type '{ta}' and result type '{tr}' are cast incompatible"),
        ));
    }
    Ok(())
}

// ----- extract / insert ----------------------------------------------------------------------

/// `%t[%i, ...] attr-dict : type` and `%s into %t[%i, ...] attr-dict : type`.
pub(super) fn parse_extract_insert(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let insert = st.name == "tensor.insert";
    let scalar = if insert {
        let s = p.parse_operand()?;
        p.parse_keyword("into")?;
        Some(s)
    } else {
        None
    };
    let t = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let ty = parse_type_kind(p, st, Kind::RankedTensor)?;
    let elem = ty.element_type().cloned().unwrap_or(Type::None);
    if let Some(s) = scalar {
        st.operands.push(p.resolve_operand(&s, &elem)?);
    }
    st.operands.push(p.resolve_operand(&t, &ty)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    st.result_types.push(if insert { ty } else { elem });
    Ok(())
}

pub(super) fn print_extract_insert(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let insert = o.name == "tensor.insert";
    let ops = &o.operands[..];
    let (scalar, rest) = if insert {
        let (s, r) = ops.split_first()?;
        (Some(*s), r)
    } else {
        (None, ops)
    };
    let (&t, idx) = rest.split_first()?;
    p.write(" ");
    if let Some(s) = scalar {
        p.print_operand(s);
        p.write(" into ");
    }
    p.print_operand(t);
    p.write("[");
    p.print_operands(idx);
    p.write("]");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(t).clone());
    Some(())
}

pub(super) fn verify_extract_insert(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let insert = o.name == "tensor.insert";
    let skip = usize::from(insert);
    let (Some(&t), [r]) = (o.operands.get(skip), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects a tensor operand and one result"));
    };
    let tt = m.value_type(t);
    let Some(shape) = tt.shape().filter(|_| is_tensor(tt)) else {
        return Err(op_error(
            m,
            op,
            format!("operand #{skip} must be ranked tensor of any type values, but got '{tt}'"),
        ));
    };
    let elem = tt.element_type();
    if insert {
        if m.value_type(*r) != tt {
            return Err(op_error(
                m,
                op,
                "failed to verify that result type matches type of dest",
            ));
        }
        if Some(m.value_type(o.operands[0])) != elem {
            return Err(op_error(
                m,
                op,
                "failed to verify that scalar type matches element type of dest",
            ));
        }
    } else if Some(m.value_type(*r)) != elem {
        return Err(op_error(
            m,
            op,
            "failed to verify that result type matches element type of tensor",
        ));
    }
    if o.operands.len() - skip - 1 != shape.len() {
        return Err(op_error(
            m,
            op,
            if insert {
                "incorrect number of indices"
            } else {
                "incorrect number of indices for extract_element"
            },
        ));
    }
    Ok(())
}

// ----- from_elements / splat -----------------------------------------------------------------

pub(super) fn parse_from_elements(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let list_at = p.token().start;
    let elems = if p.at(TokKind::PercentId) {
        p.parse_operand_list(Delimiter::None)?
    } else {
        vec![]
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let ty = parse_type_kind(p, st, Kind::RankedTensor)?;
    let shape = ty.shape().unwrap_or(&[]);
    let n: i64 = if shape.contains(&DYNAMIC) {
        1
    } else {
        shape.iter().product()
    };
    if n as usize != elems.len() {
        return Err(p.err_at(
            list_at,
            format!(
                "custom op '{}' number of operands and types do not match: got {} operands and {n} types",
                st.name,
                elems.len()
            ),
        ));
    }
    let elem = ty.element_type().cloned().unwrap_or(Type::None);
    st.operands = p.resolve_operands_same(&elems, &elem)?;
    st.result_types.push(ty);
    Ok(())
}

pub(super) fn print_from_elements(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operands(&o.operands);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn verify_from_elements(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let [r] = o.results.as_slice() else {
        return Err(op_error(m, op, "requires one result"));
    };
    let tr = m.value_type(*r);
    let Some(shape) = tr
        .shape()
        .filter(|s| is_tensor(tr) && !s.contains(&DYNAMIC))
    else {
        return Err(op_error(
            m,
            op,
            format!(
                "result #0 must be statically shaped tensor of any type values, but got '{tr}'"
            ),
        ));
    };
    let n: i64 = shape.iter().product();
    let elem = tr.element_type();
    if n as usize != o.operands.len() || o.operands.iter().any(|&v| Some(m.value_type(v)) != elem) {
        return Err(op_error(
            m,
            op,
            "failed to verify that operand types match result element type",
        ));
    }
    Ok(())
}

/// `%s ([%d, ...])? attr-dict : type`
pub(super) fn parse_splat(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let s = p.parse_operand()?;
    let dyns = if p.at(TokKind::LBracket) {
        p.parse_operand_list(Delimiter::Square)?
    } else {
        vec![]
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let ty = parse_type_kind(p, st, Kind::RankedTensor)?;
    let elem = ty.element_type().cloned().unwrap_or(Type::None);
    st.operands.push(p.resolve_operand(&s, &elem)?);
    st.operands
        .extend(p.resolve_operands_same(&dyns, &Type::Index)?);
    st.result_types.push(ty);
    Ok(())
}

pub(super) fn print_splat(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (Some((&s, dyns)), &[r]) = (o.operands.split_first(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(s);
    if !dyns.is_empty() {
        p.write("[");
        p.print_operands(dyns);
        p.write("]");
    }
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn verify_splat(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (Some((&s, dyns)), [r]) = (o.operands.split_first(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects an input and one result"));
    };
    let tr = m.value_type(*r);
    let Some(shape) = tr.shape().filter(|_| is_tensor(tr)) else {
        return Err(op_error(
            m,
            op,
            format!("result #0 must be ranked tensor of any type values, but got '{tr}'"),
        ));
    };
    if tr.element_type() != Some(m.value_type(s)) {
        return Err(op_error(
            m,
            op,
            "failed to verify that operand type matches element type of result",
        ));
    }
    let expected = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if expected != dyns.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {expected}",
                dyns.len()
            ),
        ));
    }
    Ok(())
}

// ----- generate / yield ----------------------------------------------------------------------

/// `%d, ... $body attr-dict : type`
pub(super) fn parse_generate(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let dyns = if p.at(TokKind::PercentId) {
        p.parse_operand_list(Delimiter::None)?
    } else {
        vec![]
    };
    let region = p.parse_region(&[])?;
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let ty = parse_type_kind(p, st, Kind::RankedTensor)?;
    st.operands = p.resolve_operands_same(&dyns, &Type::Index)?;
    st.result_types.push(ty);
    Ok(())
}

pub(super) fn print_generate(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[r], &[region]) = (o.results.as_slice(), o.regions.as_slice()) else {
        return None;
    };
    // MLIR writes both spaces even without extents: `tensor.generate  {`.
    p.write(" ");
    p.print_operands(&o.operands);
    p.write(" ");
    p.print_region(region, true, true, false);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

/// An error at `op` without the `'name' op` prefix (MLIR's `Operation::emitError`).
pub(super) fn plain_error(m: &Module, op: OpId, msg: impl Into<String>) -> crate::error::Error {
    crate::error::Error {
        message: msg.into(),
        pos: m.op(op).pos,
        notes: Vec::new(),
    }
}

pub(super) fn verify_generate(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let [r] = o.results.as_slice() else {
        return Err(op_error(m, op, "requires one result"));
    };
    let tr = m.value_type(*r);
    let Some(shape) = tr.shape().filter(|_| is_tensor(tr)) else {
        return Err(op_error(
            m,
            op,
            format!("result #0 must be ranked tensor of any type values, but got '{tr}'"),
        ));
    };
    let expected = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if expected != o.operands.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {expected}",
                o.operands.len()
            ),
        ));
    }
    let args = entry_args(m, op, 0).unwrap_or(&[]);
    if args.len() != shape.len() {
        return Err(plain_error(
            m,
            op,
            "must have one body argument per input dimension",
        ));
    }
    if args.iter().any(|&a| !m.value_type(a).is_index()) {
        return Err(plain_error(m, op, "all body arguments must be index"));
    }
    let yielded = region_terminator(m, op, 0)
        .filter(|&t| m.op(t).name == "tensor.yield")
        .and_then(|t| m.op(t).operands.first().map(|&v| m.value_type(v)));
    if yielded != tr.element_type() {
        return Err(op_error(
            m,
            op,
            "body must be terminated with a `yield` operation of the tensor element type",
        ));
    }
    Ok(())
}

/// `%v attr-dict : type`
pub(super) fn parse_yield(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&v, &ty)?);
    Ok(())
}

pub(super) fn print_yield(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let &[v] = m.op(op).operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(v);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(v).clone());
    Some(())
}

pub(super) fn verify_yield(m: &Module, op: OpId) -> Result<()> {
    expect_parent(m, op, &["tensor.generate", "tensor.pad"])?;
    if m.op(op).operands.len() != 1 {
        return Err(op_error(
            m,
            op,
            format!("expected 1 operands, but found {}", m.op(op).operands.len()),
        ));
    }
    Ok(())
}

// ----- reshape / rank ------------------------------------------------------------------------

/// `%src(%shape) attr-dict : (T, S) -> R`
pub(super) fn parse_tensor_reshape(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.expect(TokKind::LParen, "'('")?;
    let shape = p.parse_operand()?;
    p.expect(TokKind::RParen, "')'")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    crate::dialects::helpers::parse_functional_signature(p, st, &[src, shape])?;
    Ok(())
}

pub(super) fn print_functional(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let ins = types_of(m, &o.operands);
    let outs = types_of(m, &o.results);
    p.print_op_attr_dict(op, &["dim"]);
    p.write(" : ");
    p.print_function_type(&ins, &outs);
    Some(())
}

pub(super) fn print_tensor_reshape(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[s, sh], [_]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(s);
    p.write("(");
    p.print_operand(sh);
    p.write(")");
    print_functional(p, op)
}

pub(super) fn verify_tensor_reshape(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[s, sh], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects two operands and one result"));
    };
    let (ts, tsh, tr) = (m.value_type(s), m.value_type(sh), m.value_type(r));
    if ts.element_type() != tr.element_type() {
        return Err(op_error(
            m,
            op,
            "element types of source and destination tensor types should be the same",
        ));
    }
    let shape_ok = matches!(tsh.shape(), Some([_]))
        && tsh
            .element_type()
            .is_some_and(|e| e.is_signless_int_or_index());
    if !shape_ok {
        return Err(op_error(
            m,
            op,
            format!(
                "operand #1 must be 1D tensor of signless integer or index values, but got '{tsh}'"
            ),
        ));
    }
    if let Some(rs) = tr.shape() {
        let len = tsh.shape().unwrap_or(&[0])[0];
        if len == DYNAMIC {
            return Err(op_error(m, op, "cannot use shape operand with dynamic length to reshape to statically-ranked tensor type"));
        }
        if len != rs.len() as i64 {
            return Err(op_error(
                m,
                op,
                "length of shape operand differs from the result's tensor rank",
            ));
        }
        if let Some(ss) = ts.shape() {
            if !ss.contains(&DYNAMIC)
                && !rs.contains(&DYNAMIC)
                && ss.iter().product::<i64>() != rs.iter().product::<i64>()
            {
                return Err(op_error(
                    m,
                    op,
                    "source and destination tensor should have the same number of elements",
                ));
            }
        }
    }
    Ok(())
}

/// `%t attr-dict : type($tensor)` (`tensor.rank`, `bufferization.dealloc_tensor`-like).
pub(super) fn parse_rank(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let t = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let ty = parse_type_kind(p, st, Kind::Tensor)?;
    st.operands.push(p.resolve_operand(&t, &ty)?);
    st.result_types.push(Type::Index);
    Ok(())
}

pub(super) fn print_rank(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[t], [_]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(t);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(t).clone());
    Some(())
}

pub(super) fn verify_rank(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[t], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(m, op, "expects one operand and one result"));
    };
    let tt = m.value_type(t);
    if !is_tensor(tt) {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be tensor of any type values, but got '{tt}'"),
        ));
    }
    let tr = m.value_type(r);
    if !tr.is_index() {
        return Err(op_error(
            m,
            op,
            format!("result #0 must be index, but got '{tr}'"),
        ));
    }
    Ok(())
}

// ----- concat --------------------------------------------------------------------------------

/// `dim(N) %a, ... attr-dict : (T, ...) -> R`
pub(super) fn parse_concat(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_keyword("dim")?;
    p.expect(TokKind::LParen, "'('")?;
    let d = p.parse_integer()?;
    p.expect(TokKind::RParen, "')'")?;
    st.set_prop("dim", Attribute::i64(d));
    let ins = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["dim"]);
    crate::dialects::helpers::parse_functional_signature(p, st, &ins)?;
    Ok(())
}

pub(super) fn print_concat(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let d = o.attr("dim")?.as_int()?;
    if o.results.len() != 1 {
        return None;
    }
    p.write(&format!(" dim({d}) "));
    p.print_operands(&o.operands);
    print_functional(p, op)
}

pub(super) fn verify_concat(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let [r] = o.results.as_slice() else {
        return Err(op_error(m, op, "requires one result"));
    };
    if o.operands.is_empty() {
        return Err(op_error(m, op, "requires at least one input"));
    }
    let tr = m.value_type(*r);
    let ins = types_of(m, &o.operands);
    let (Some(rs), Some(shapes)) = (
        tr.shape(),
        ins.iter().map(|t| t.shape()).collect::<Option<Vec<_>>>(),
    ) else {
        return Err(op_error(m, op, "expects ranked tensor types"));
    };
    let rank = rs.len();
    if shapes.iter().any(|s| s.len() != rank) {
        return Err(op_error(
            m,
            op,
            "rank of concatenated inputs must match result rank",
        ));
    }
    if ins.iter().any(|t| t.element_type() != tr.element_type()) {
        return Err(op_error(m, op, "inputs and result element type must match"));
    }
    let Some(dim) = o.attr("dim").and_then(|a| a.as_int()) else {
        return Err(op_error(m, op, "requires attribute 'dim'"));
    };
    if dim < 0 || dim as usize >= rank {
        return Err(op_error(
            m,
            op,
            "concatenation dim must be less than the tensor rank",
        ));
    }
    let dim = dim as usize;
    let mut sizes = vec![DYNAMIC; rank];
    for (i, size) in sizes.iter_mut().enumerate() {
        if i == dim {
            continue;
        }
        for s in &shapes {
            if s[i] != DYNAMIC {
                if *size != DYNAMIC && *size != s[i] {
                    return Err(op_error(m, op, format!("static concatenation size mismatch along non-concatenated dimension {i}")));
                }
                *size = s[i];
            }
        }
    }
    sizes[dim] = if shapes.iter().any(|s| s[dim] == DYNAMIC) {
        DYNAMIC
    } else {
        shapes.iter().map(|s| s[dim]).sum()
    };
    for (&i, &a) in sizes.iter().zip(rs) {
        if i != DYNAMIC && a != DYNAMIC && i != a {
            let inferred = Type::RankedTensor {
                shape: sizes.clone(),
                elem: Box::new(ins[0].element_type().cloned().unwrap_or(Type::None)),
                encoding: None,
            };
            return Err(op_error(
                m,
                op,
                format!(
                    "result type '{tr}'does not match inferred shape '{inferred}' static sizes"
                ),
            ));
        }
    }
    Ok(())
}
