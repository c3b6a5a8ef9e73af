//! Custom syntax of the memref view ops: `subview`, `reinterpret_cast`, `view`, `expand_shape`,
//! `collapse_shape`, `transpose`, `extract_strided_metadata`.

use super::*;

pub(super) fn finish_offsets_sizes_strides(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    src: &crate::parser::UnresolvedOperand,
    lists: [Mixed; 3],
) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, SUBVIEW_PROPS);
    let at = p.token().start;
    let t1 = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let t2 = p.parse_type()?;
    st.operands = p.resolve_operands(std::slice::from_ref(src), &[t1], at)?;
    let [(o, so), (s, ss), (d, sd)] = lists;
    for l in [&o, &s, &d] {
        st.operands
            .extend(p.resolve_operands_same(l, &Type::Index)?);
    }
    set_segments(st, &[1, o.len(), s.len(), d.len()]);
    st.set_prop("static_offsets", i64_array(&so));
    st.set_prop("static_sizes", i64_array(&ss));
    st.set_prop("static_strides", i64_array(&sd));
    st.result_types.push(t2);
    Ok(())
}

pub(super) fn parse_subview(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    let o = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    let s = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    let d = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    finish_offsets_sizes_strides(p, st, &src, [o, s, d])
}

pub(super) fn offsets_sizes_strides(m: &Module, op: OpId) -> Option<OssParts> {
    let o = m.op(op);
    let segs = segments_opt(m, op, 4)?;
    let src = *segs[0].first()?;
    let so = as_int_array(o.attr("static_offsets")?)?;
    let ss = as_int_array(o.attr("static_sizes")?)?;
    let sd = as_int_array(o.attr("static_strides")?)?;
    Some((
        src,
        [
            (segs[1].clone(), so),
            (segs[2].clone(), ss),
            (segs[3].clone(), sd),
        ],
    ))
}

pub(super) fn print_subview(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let (src, lists) = offsets_sizes_strides(m, op)?;
    let &[r] = m.op(op).results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    for (i, (ops, st)) in lists.iter().enumerate() {
        if i > 0 {
            p.write(" ");
        }
        print_dynamic_index_list(p, ops, st, "[", "]")?;
    }
    p.print_op_attr_dict(op, SUBVIEW_PROPS);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn parse_reinterpret_cast(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.parse_keyword("to")?;
    p.parse_keyword("offset")?;
    p.expect(TokKind::Colon, "':'")?;
    let o = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    p.expect(TokKind::Comma, "','")?;
    p.parse_keyword("sizes")?;
    p.expect(TokKind::Colon, "':'")?;
    let s = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    p.expect(TokKind::Comma, "','")?;
    p.parse_keyword("strides")?;
    p.expect(TokKind::Colon, "':'")?;
    let d = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    finish_offsets_sizes_strides(p, st, &src, [o, s, d])
}

pub(super) fn print_reinterpret_cast(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let (src, lists) = offsets_sizes_strides(m, op)?;
    let &[r] = m.op(op).results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    p.write(" to ");
    for (i, ((ops, st), kw)) in lists.iter().zip(["offset", "sizes", "strides"]).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.write(kw);
        p.write(": ");
        print_dynamic_index_list(p, ops, st, "[", "]")?;
    }
    p.print_op_attr_dict(op, SUBVIEW_PROPS);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn parse_view(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    let off = p.parse_operand_list(Delimiter::Square)?;
    let sizes = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let t1 = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let t2 = p.parse_type()?;
    if off.len() != 1 {
        return Err(p.err_at(at, "expects 1 offset operand"));
    }
    st.operands.push(p.resolve_operand(&src, &t1)?);
    st.operands
        .extend(p.resolve_operands_same(&off, &Type::Index)?);
    st.operands
        .extend(p.resolve_operands_same(&sizes, &Type::Index)?);
    st.result_types.push(t2);
    Ok(())
}

pub(super) fn print_view(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let [src, off, sizes @ ..] = o.operands.as_slice() else {
        return None;
    };
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(*src);
    p.write("[");
    p.print_operand(*off);
    p.write("][");
    p.print_operands(sizes);
    p.write("]");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(*src).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn parse_reassociation(p: &mut Parser<'_>) -> Result<Attribute> {
    p.expect(TokKind::LBracket, "'['")?;
    let mut groups = vec![];
    if !p.eat(TokKind::RBracket)? {
        loop {
            p.expect(TokKind::LBracket, "'['")?;
            let mut g = vec![];
            if !p.eat(TokKind::RBracket)? {
                loop {
                    g.push(Attribute::i64(p.parse_integer()?));
                    if !p.eat(TokKind::Comma)? {
                        break;
                    }
                }
                p.expect(TokKind::RBracket, "']'")?;
            }
            groups.push(Attribute::Array(g));
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RBracket, "']'")?;
    }
    Ok(Attribute::Array(groups))
}

pub(super) fn parse_reshape(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    st.set_prop("reassociation", parse_reassociation(p)?);
    let mut dyn_ops = vec![];
    let expand = st.name == "memref.expand_shape";
    if expand {
        p.parse_keyword("output_shape")?;
        let (ops, stat) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
        dyn_ops = ops;
        st.set_prop("static_output_shape", i64_array(&stat));
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["reassociation", "static_output_shape"]);
    let t1 = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let t2 = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, &t1)?);
    st.operands
        .extend(p.resolve_operands_same(&dyn_ops, &Type::Index)?);
    st.result_types.push(t2);
    Ok(())
}

pub(super) fn print_reshape(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&src, dyns) = o.operands.split_first()?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    p.write(" ");
    let re = o.attr("reassociation")?;
    p.print_attribute_elided(re);
    if o.name == "memref.expand_shape" {
        p.write(" output_shape ");
        print_dynamic_index_list(
            p,
            dyns,
            &as_int_array(o.attr("static_output_shape")?)?,
            "[",
            "]",
        )?;
    } else if !dyns.is_empty() {
        return None;
    }
    p.print_op_attr_dict(op, &["reassociation", "static_output_shape"]);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" into ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn parse_transpose(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    let map = p.parse_affine_map_body()?;
    st.set_prop("permutation", Attribute::AffineMap(map));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["permutation"]);
    let t1 = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let t2 = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, &t1)?);
    st.result_types.push(t2);
    Ok(())
}

pub(super) fn print_transpose(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[src] = o.operands.as_slice() else {
        return None;
    };
    let &[r] = o.results.as_slice() else {
        return None;
    };
    let map = o.attr("permutation")?.as_affine_map()?;
    p.write(" ");
    p.print_operand(src);
    p.write(" ");
    p.write(&map.to_string());
    p.print_op_attr_dict(op, &["permutation"]);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn parse_metadata(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    p.expect(TokKind::Arrow, "'->'")?;
    st.result_types = p.parse_type_list_no_parens()?;
    st.operands.push(p.resolve_operand(&src, &t)?);
    Ok(())
}

pub(super) fn print_metadata(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[src] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(src);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" -> ");
    p.print_types(&types_of(m, &o.results));
    Some(())
}
