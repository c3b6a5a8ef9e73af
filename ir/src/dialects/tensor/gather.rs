//! `tensor.gather` and `tensor.scatter`.

use super::*;

/// `%src[%idx] gather_dims([..]) (unique)? attr-dict : (S, I) -> R` and
/// `%src into %dest[%idx] scatter_dims([..]) (unique)? attr-dict : (S, D, I) -> R`.
pub(super) fn parse_gather_scatter(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let scatter = st.name == "tensor.scatter";
    let mut uses = vec![p.parse_operand()?];
    if scatter {
        p.parse_keyword("into")?;
        uses.push(p.parse_operand()?);
    }
    p.expect(TokKind::LBracket, "'['")?;
    uses.push(p.parse_operand()?);
    p.expect(TokKind::RBracket, "']'")?;
    let key = if scatter {
        "scatter_dims"
    } else {
        "gather_dims"
    };
    p.parse_keyword(key)?;
    p.expect(TokKind::LParen, "'('")?;
    p.expect(TokKind::LBracket, "'['")?;
    let mut dims = vec![];
    if !p.eat(TokKind::RBracket)? {
        loop {
            dims.push(p.parse_integer()?);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RBracket, "']'")?;
    }
    p.expect(TokKind::RParen, "')'")?;
    st.set_prop(key, i64_array(&dims));
    if p.parse_optional_keyword("unique")? {
        st.set_prop("unique", Attribute::Unit);
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &[key, "unique"]);
    crate::dialects::helpers::parse_functional_signature(p, st, &uses)?;
    Ok(())
}

pub(super) fn print_gather_scatter(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let scatter = o.name == "tensor.scatter";
    let key = if scatter {
        "scatter_dims"
    } else {
        "gather_dims"
    };
    let dims = as_int_array(o.attr(key)?)?;
    if o.results.len() != 1 || o.operands.len() != 2 + usize::from(scatter) {
        return None;
    }
    let unique = match o.attr("unique") {
        None => false,
        Some(Attribute::Unit) => true,
        Some(_) => return None,
    };
    p.write(" ");
    p.print_operand(o.operands[0]);
    if scatter {
        p.write(" into ");
        p.print_operand(o.operands[1]);
    }
    p.write("[");
    p.print_operand(*o.operands.last()?);
    p.write("] ");
    p.write(key);
    let list: Vec<String> = dims.iter().map(|d| d.to_string()).collect();
    p.write(&format!("([{}])", list.join(", ")));
    if unique {
        p.write(" unique");
    }
    let ins = types_of(m, &o.operands);
    let outs = types_of(m, &o.results);
    p.print_op_attr_dict(op, &[key, "unique"]);
    p.write(" : ");
    p.print_function_type(&ins, &outs);
    Some(())
}

/// MLIR's `GatherOp::inferResultType`: the indices' batch shape, then the source shape with the
/// gathered dimensions set to 1 (or dropped when `rank_reduced`).
fn gather_type(src: &Type, indices: &[i64], dims: &[i64], rank_reduced: bool) -> Type {
    let mut shape = indices[..indices.len().saturating_sub(1)].to_vec();
    for (i, &d) in src.shape().unwrap_or(&[]).iter().enumerate() {
        if dims.contains(&(i as i64)) {
            if !rank_reduced {
                shape.push(1);
            }
        } else {
            shape.push(d);
        }
    }
    match src {
        Type::RankedTensor { elem, encoding, .. } => Type::RankedTensor {
            shape,
            elem: elem.clone(),
            encoding: encoding.clone(),
        },
        t => t.clone(),
    }
}

pub(super) fn verify_gather_scatter(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let scatter = o.name == "tensor.scatter";
    let (kind, what) = if scatter {
        ("scatter", "dest")
    } else {
        ("gather", "source")
    };
    let (Some(&from), Some(&idx), [r]) = (
        o.operands.get(usize::from(scatter)),
        o.operands.get(1 + usize::from(scatter)),
        o.results.as_slice(),
    ) else {
        return Err(op_error(m, op, "expects source, indices and one result"));
    };
    let (tf, ti) = (m.value_type(from), m.value_type(idx));
    let (Some(fs), Some(is)) = (tf.shape(), ti.shape()) else {
        return Err(op_error(m, op, "expects ranked tensor types"));
    };
    let dims = o
        .attr(&format!("{kind}_dims"))
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, format!("requires attribute '{kind}_dims'")))?;
    let rank = fs.len() as i64;
    let err = |msg: String| Err(op_error(m, op, format!("{kind}_dims {msg}")));
    if dims.is_empty() {
        return err("must be non-empty".into());
    }
    if dims.len() as i64 > rank {
        return err(format!("overflow {what} rank"));
    }
    if is.last() != Some(&(dims.len() as i64)) {
        return err("length must match the size of last dimension of indices".into());
    }
    for &d in &dims {
        if d < 0 {
            return err("value must be non-negative".into());
        }
        if d >= rank {
            return err(format!("value must be smaller than {what} rank"));
        }
    }
    if dims.windows(2).any(|w| w[0] >= w[1]) {
        return err("values must be strictly increasing".into());
    }
    if scatter && o.attr("unique") != Some(&Attribute::Unit) {
        return Err(op_error(m, op, "requires 'unique' attribute to be set"));
    }
    let full = gather_type(tf, is, &dims, false);
    let reduced = gather_type(tf, is, &dims, true);
    let (got, label) = if scatter {
        (m.value_type(o.operands[0]), "source")
    } else {
        (m.value_type(*r), "result")
    };
    if got != &full && got != &reduced {
        return Err(op_error(
            m,
            op,
            format!("{label} type mismatch: expected '{full}' or its rank-reduced variant '{reduced}' (got: '{got}')"),
        ));
    }
    Ok(())
}
