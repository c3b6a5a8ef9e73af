//! Custom syntax of the vector ops that index or combine vectors: `extract`, `insert`,
//! `reduction`, `contract`, `outerproduct`, `transpose`.

use super::*;

pub(super) fn parse_extract(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    let (dyns, stat) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    st.set_prop("static_position", i64_array(&stat));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["static_position"]);
    let rt = p.parse_colon_type()?;
    p.parse_keyword("from")?;
    let vt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, &vt)?);
    st.operands
        .extend(p.resolve_operands_same(&dyns, &Type::Index)?);
    st.result_types.push(rt);
    Ok(())
}

pub(super) fn print_extract(p: &mut Printer<'_>, op: OpId) -> Option<()> {
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

pub(super) fn parse_insert(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let s = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let d = p.parse_operand()?;
    let (dyns, stat) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    st.set_prop("static_position", i64_array(&stat));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["static_position"]);
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

pub(super) fn print_insert(p: &mut Printer<'_>, op: OpId) -> Option<()> {
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

pub(super) fn parse_reduction(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
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
    super::super::move_inherent_to_props(st, &["kind", "fastmath"]);
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

pub(super) fn print_reduction(p: &mut Printer<'_>, op: OpId) -> Option<()> {
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

pub(super) fn parse_contract(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mut traits = vec![];
    if p.at(crate::lexer::TokKind::HashId) {
        // The trait dictionary written as an attribute alias (`#matmat_trait`).
        let at = p.token().start;
        match p.parse_attribute()? {
            Attribute::Dictionary(d) => traits = d,
            _ => return Err(p.err_at(at, "expected a dictionary attribute")),
        }
    } else {
        p.parse_optional_attr_dict(&mut traits)?;
    }
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
    super::super::move_inherent_to_props(st, &["indexing_maps", "iterator_types", "kind"]);
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

pub(super) fn print_contract(p: &mut Printer<'_>, op: OpId) -> Option<()> {
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

pub(super) fn parse_outerproduct(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["kind"]);
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

pub(super) fn print_outerproduct(p: &mut Printer<'_>, op: OpId) -> Option<()> {
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

pub(super) fn parse_transpose(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let (ops, perm) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    if !ops.is_empty() {
        return Err(p.err("expected integer permutation"));
    }
    st.set_prop("permutation", i64_array(&perm));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["permutation"]);
    let t = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let u = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, &t)?);
    st.result_types.push(u);
    Ok(())
}

pub(super) fn print_transpose(p: &mut Printer<'_>, op: OpId) -> Option<()> {
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
