//! Further vector ops: `maskedload`/`maskedstore`, `gather`/`scatter`, `multi_reduction`,
//! `extract_strided_slice`,//! `insert_strided_slice` (parsing, printing and verification).

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{
    as_int_array, i64_array, parse_dynamic_index_list, print_dynamic_index_list,
};
use super::super::op_error;
use super::{kind_name, parse_kind};

/// `%base[%i..], %mask, %pass : M, vector<..xi1>, V into V`
pub(super) fn parse_maskedload(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let base = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.expect(TokKind::Comma, "','")?;
    let mask = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let pass = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let tys = p.parse_colon_type_list()?;
    p.parse_keyword("into")?;
    let rt = p.parse_type()?;
    let [bt, mt, pt] = tys.as_slice() else {
        return Err(p.err_at(at, "expected 3 types"));
    };
    st.operands.push(p.resolve_operand(&base, bt)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    st.operands.push(p.resolve_operand(&mask, mt)?);
    st.operands.push(p.resolve_operand(&pass, pt)?);
    st.result_types.push(rt);
    Ok(())
}

pub(super) fn print_maskedload(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&base, rest) = o.operands.split_first()?;
    let [idx @ .., mask, pass] = rest else {
        return None;
    };
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(base);
    p.write("[");
    p.print_operands(idx);
    p.write("], ");
    p.print_operands(&[*mask, *pass]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_value_types(&[base, *mask, *pass]);
    p.write(" into ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

/// `%base[%i..], %mask, %value : M, vector<..xi1>, V`
pub(super) fn parse_maskedstore(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let base = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.expect(TokKind::Comma, "','")?;
    let mask = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let tys = p.parse_colon_type_list()?;
    let [bt, mt, vt] = tys.as_slice() else {
        return Err(p.err_at(at, "expected 3 types"));
    };
    st.operands.push(p.resolve_operand(&base, bt)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    st.operands.push(p.resolve_operand(&mask, mt)?);
    st.operands.push(p.resolve_operand(&v, vt)?);
    Ok(())
}

pub(super) fn print_maskedstore(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let (&base, rest) = o.operands.split_first()?;
    let [idx @ .., mask, v] = rest else {
        return None;
    };
    p.write(" ");
    p.print_operand(base);
    p.write("[");
    p.print_operands(idx);
    p.write("], ");
    p.print_operands(&[*mask, *v]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_value_types(&[base, *mask, *v]);
    Some(())
}

pub(super) fn verify_masked(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.operands.len() < 3 {
        return Err(op_error(
            m,
            op,
            "expects a base, a mask and a value operand",
        ));
    }
    let load = o.name == "vector.maskedload";
    let (vt, n_tail) = if load {
        match o.results.as_slice() {
            [r] => (m.value_type(*r), 2),
            _ => return Err(op_error(m, op, "requires one result")),
        }
    } else {
        match o.operands.last() {
            Some(&v) => (m.value_type(v), 2),
            None => return Err(op_error(m, op, "requires operands")),
        }
    };
    let Some(&base) = o.operands.first() else {
        return Err(op_error(m, op, "requires a base operand"));
    };
    let Type::MemRef { shape, elem, .. } = m.value_type(base) else {
        return Err(op_error(
            m,
            op,
            format!(
                "operand #0 must be memref of any type values, but got '{}'",
                m.value_type(base)
            ),
        ));
    };
    let nidx = o.operands.len().saturating_sub(1 + n_tail);
    if nidx != shape.len() {
        return Err(op_error(m, op, format!("requires {} indices", shape.len())));
    }
    if vt.element_type() != Some(&**elem) {
        return Err(op_error(
            m,
            op,
            if load {
                "base and result element type should match"
            } else {
                "base and valueToStore element type should match"
            },
        ));
    }
    let mask = m.value_type(o.operands[1 + nidx]);
    if mask.shape() != vt.shape() || mask.element_type() != Some(&Type::i1()) {
        return Err(op_error(
            m,
            op,
            if load {
                "expected result shape to match mask shape"
            } else {
                "expected valueToStore shape to match mask shape"
            },
        ));
    }
    if load && m.value_type(o.operands[2 + nidx]) != vt {
        return Err(op_error(
            m,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

/// `<kind>, %src, %acc [dims] : S to D`
pub(super) fn parse_multi_reduction(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    st.set_prop("kind", parse_kind(p)?);
    p.expect(TokKind::Comma, "','")?;
    let src = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let acc = p.parse_operand()?;
    let (ops, dims) = parse_dynamic_index_list(p, TokKind::LBracket, TokKind::RBracket)?;
    if !ops.is_empty() {
        return Err(p.err("expected integer reduction dimensions"));
    }
    st.set_prop("reduction_dims", i64_array(&dims));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["kind", "reduction_dims"]);
    let st_ty = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let dt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&src, &st_ty)?);
    st.operands.push(p.resolve_operand(&acc, &dt)?);
    st.result_types.push(dt);
    Ok(())
}

pub(super) fn print_multi_reduction(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[src, acc] = o.operands.as_slice() else {
        return None;
    };
    let &[r] = o.results.as_slice() else {
        return None;
    };
    let k = kind_name(o.attr("kind")?)?;
    let dims = as_int_array(o.attr("reduction_dims")?)?;
    p.write(&format!(" <{k}>, "));
    p.print_operands(&[src, acc]);
    p.write(" ");
    print_dynamic_index_list(p, &[], &dims, "[", "]")?;
    p.print_op_attr_dict(op, &["kind", "reduction_dims"]);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

pub(super) fn verify_multi_reduction(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let (&[src, acc], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return Err(op_error(
            m,
            op,
            "expects a source, an accumulator and one result",
        ));
    };
    let Some(shape) = m.value_type(src).shape() else {
        return Err(op_error(m, op, "expects a vector source"));
    };
    let dims = o
        .attr("reduction_dims")
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'reduction_dims'"))?;
    let mut kept = vec![];
    for (i, &d) in shape.iter().enumerate() {
        if !dims.contains(&(i as i64)) {
            kept.push(d);
        }
    }
    if dims.iter().any(|&d| d < 0 || d as usize >= shape.len()) {
        return Err(op_error(m, op, "reduction dimension out of range"));
    }
    let elem = m
        .value_type(src)
        .element_type()
        .cloned()
        .unwrap_or(Type::None);
    let want = if kept.is_empty() {
        elem
    } else {
        Type::Vector {
            scalable: vec![false; kept.len()],
            shape: kept,
            elem: Box::new(elem),
        }
    };
    if *m.value_type(r) != want || m.value_type(acc) != m.value_type(r) {
        return Err(op_error(
            m,
            op,
            format!(
                "destination type '{}' is incompatible with source type '{}'",
                m.value_type(r),
                m.value_type(src)
            ),
        ));
    }
    Ok(())
}

fn int_array_attr(a: Option<&Attribute>) -> Option<Vec<i64>> {
    a?.as_array()?
        .iter()
        .map(|x| x.as_int().and_then(|v| i64::try_from(v).ok()))
        .collect()
}

/// `%v {offsets = [..], sizes = [..], strides = [..]} : S to D`
pub(super) fn parse_extract_slice(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["offsets", "sizes", "strides"]);
    let t = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let u = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, &t)?);
    st.result_types.push(u);
    Ok(())
}

pub(super) fn print_extract_slice(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&[v], &[r]) = (o.operands.as_slice(), o.results.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(v);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(v).clone());
    p.write(" to ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

/// `%src, %dst {offsets = [..], strides = [..]} : S into D`
pub(super) fn parse_insert_slice(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let s = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let d = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["offsets", "strides"]);
    let t = p.parse_colon_type()?;
    p.parse_keyword("into")?;
    let u = p.parse_type()?;
    st.operands.push(p.resolve_operand(&s, &t)?);
    st.operands.push(p.resolve_operand(&d, &u)?);
    st.result_types.push(u);
    Ok(())
}

pub(super) fn print_insert_slice(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[s, d] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operands(&[s, d]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(s).clone());
    p.write(" into ");
    p.print_type(&m.value_type(d).clone());
    Some(())
}

pub(super) fn verify_strided_slice(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let extract = o.name == "vector.extract_strided_slice";
    let (Some(&src), Some(&r)) = (o.operands.first(), o.results.first()) else {
        return Err(op_error(m, op, "expects a source operand and a result"));
    };
    let big = if extract {
        m.value_type(src)
    } else {
        m.value_type(r)
    };
    let small = if extract {
        m.value_type(r)
    } else {
        m.value_type(src)
    };
    let (Some(bs), Some(ss)) = (big.shape(), small.shape()) else {
        return Err(op_error(m, op, "expects vector operands"));
    };
    let offsets = int_array_attr(o.attr("offsets"))
        .ok_or_else(|| op_error(m, op, "requires attribute 'offsets'"))?;
    let strides = int_array_attr(o.attr("strides"))
        .ok_or_else(|| op_error(m, op, "requires attribute 'strides'"))?;
    let sizes = if extract {
        let sizes = int_array_attr(o.attr("sizes"))
            .ok_or_else(|| op_error(m, op, "requires attribute 'sizes'"))?;
        if offsets.len() > bs.len()
            || sizes.len() != offsets.len()
            || strides.len() != offsets.len()
        {
            return Err(op_error(m, op, "expected offsets, sizes and strides attributes of the same length, no longer than the vector rank"));
        }
        sizes
    } else {
        // MLIR's insert_strided_slice: one offset per destination dimension, one stride per
        // source dimension; the source fills the trailing dimensions (size 1 in the others).
        if offsets.len() != bs.len() {
            return Err(op_error(
                m,
                op,
                "expected offsets of same size as destination vector rank",
            ));
        }
        if strides.len() != ss.len() {
            return Err(op_error(
                m,
                op,
                "expected strides of same size as source vector rank",
            ));
        }
        if ss.len() > bs.len() {
            return Err(op_error(
                m,
                op,
                "expected source rank to be no greater than destination rank",
            ));
        }
        let mut full = vec![1; bs.len() - ss.len()];
        full.extend_from_slice(ss);
        full
    };
    for (i, &st) in strides.iter().enumerate() {
        if st != 1 {
            return Err(op_error(
                m,
                op,
                format!("expected strides dimension {i} to be confined to [1, 2)"),
            ));
        }
    }
    let lead = bs.len() - offsets.len();
    for (i, (&o_, &s)) in offsets.iter().zip(&sizes).enumerate() {
        let d = bs.get(i + lead).copied().unwrap_or(0);
        if o_ < 0 || o_ >= d {
            return Err(op_error(
                m,
                op,
                format!("expected offsets dimension {i} to be confined to [0, {d})"),
            ));
        }
        if s < 1 || s > d {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected sizes dimension {i} to be confined to [1, {})",
                    d + 1
                ),
            ));
        }
        if o_.checked_add(s).is_none_or(|e| e > d) {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected sum(offsets, sizes) dimension {i} to be confined to [1, {})",
                    d + 1
                ),
            ));
        }
    }
    if big.element_type() != small.element_type() {
        return Err(op_error(
            m,
            op,
            "expected source and result element types to match",
        ));
    }
    if !extract && m.value_type(o.operands.get(1).copied().unwrap_or(src)) != m.value_type(r) {
        return Err(op_error(
            m,
            op,
            "expected the destination and result types to match",
        ));
    }
    Ok(())
}

/// `%base[%i..] [%index_vec], %mask, %pass_or_value {attrs} : B, IV, M, V` (then `into R` for
/// `vector.gather`).
pub(super) fn parse_gather_scatter(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    gather: bool,
) -> Result<()> {
    let base = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    let ivs = p.parse_operand_list(Delimiter::Square)?;
    let at = p.token().start;
    let [iv] = ivs.as_slice() else {
        return Err(p.err_at(at, "expected one index vector"));
    };
    p.expect(TokKind::Comma, "','")?;
    let mask = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["alignment"]);
    let at = p.token().start;
    let tys = p.parse_colon_type_list()?;
    let [bt, ivt, mt, vt] = tys.as_slice() else {
        return Err(p.err_at(at, "expected 4 types"));
    };
    st.operands.push(p.resolve_operand(&base, bt)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    st.operands.push(p.resolve_operand(iv, ivt)?);
    st.operands.push(p.resolve_operand(&mask, mt)?);
    st.operands.push(p.resolve_operand(&v, vt)?);
    if gather {
        p.parse_keyword("into")?;
        st.result_types.push(p.parse_type()?);
    }
    Ok(())
}

pub(super) fn parse_gather(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_gather_scatter(p, st, true)
}

pub(super) fn parse_scatter(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_gather_scatter(p, st, false)
}

pub(super) fn print_gather_scatter(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&base, rest) = o.operands.split_first()?;
    let [idx @ .., iv, mask, v] = rest else {
        return None;
    };
    p.write(" ");
    p.print_operand(base);
    p.write("[");
    p.print_operands(idx);
    p.write("] [");
    p.print_operand(*iv);
    p.write("], ");
    p.print_operands(&[*mask, *v]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_value_types(&[base, *iv, *mask, *v]);
    if let &[r] = o.results.as_slice() {
        p.write(" into ");
        p.print_type(&m.value_type(r).clone());
    }
    Some(())
}

/// vector.gather / vector.scatter: a memref or (gather) ranked tensor base with one index per
/// dim; index vector, mask and value (pass_thru) all of the vector's shape.
pub(super) fn verify_gather_scatter(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let gather = o.name == "vector.gather";
    if o.operands.len() < 4 {
        return Err(op_error(
            m,
            op,
            "expects a base, an index vector, a mask and a value operand",
        ));
    }
    let n = o.operands.len();
    let vt = if gather {
        match o.results.as_slice() {
            [r] => m.value_type(*r),
            _ => return Err(op_error(m, op, "requires one result")),
        }
    } else {
        if !o.results.is_empty() {
            return Err(op_error(m, op, "requires zero results"));
        }
        m.value_type(o.operands[n - 1])
    };
    let what = if gather { "result" } else { "value" };
    let Type::Vector { shape: vs, .. } = vt else {
        return Err(op_error(m, op, format!("{what} must be a vector")));
    };
    let bt = m.value_type(o.operands[0]);
    let (shape, elem) = match bt {
        Type::MemRef { shape, elem, .. } => (shape, elem),
        Type::RankedTensor { shape, elem, .. } if gather => (shape, elem),
        _ => {
            return Err(op_error(
                m,
                op,
                format!("operand #0 must be a memref, but got '{bt}'"),
            ))
        }
    };
    if n - 4 != shape.len() {
        return Err(op_error(m, op, format!("requires {} indices", shape.len())));
    }
    if vt.element_type() != Some(&**elem) {
        return Err(op_error(
            m,
            op,
            format!("base and {what} element type should match"),
        ));
    }
    let iv = m.value_type(o.operands[n - 3]);
    let iv_ok = matches!(iv.element_type(), Some(Type::Index | Type::Integer { .. }));
    if !matches!(iv, Type::Vector { .. }) || !iv_ok {
        return Err(op_error(
            m,
            op,
            "index vector must be a vector of integer or index values",
        ));
    }
    if iv.shape() != Some(vs.as_slice()) {
        return Err(op_error(
            m,
            op,
            format!("expected {what} dim to match indices dim"),
        ));
    }
    let mask = m.value_type(o.operands[n - 2]);
    if mask.shape() != Some(vs.as_slice()) || mask.element_type() != Some(&Type::i1()) {
        return Err(op_error(
            m,
            op,
            format!("expected {what} dim to match mask dim"),
        ));
    }
    if gather && m.value_type(o.operands[n - 1]) != vt {
        return Err(op_error(
            m,
            op,
            "expected pass_thru of same type as result type",
        ));
    }
    Ok(())
}

const PUNCTUATIONS: [&str; 5] = ["no_punctuation", "newline", "comma", "open", "close"];

/// `($source : type)? (str "..")? (punctuation <p>)? attr-dict`; punctuation defaults to
/// `newline` (not printed).
pub(super) fn parse_print(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_optional_operand()?;
    let src_ty = if src.is_some() {
        Some(p.parse_colon_type()?)
    } else {
        None
    };
    if p.parse_optional_keyword("str")? {
        let s = p.parse_string()?;
        st.set_prop("stringLiteral", Attribute::string(&s));
    }
    let punct = if p.parse_optional_keyword("punctuation")? {
        p.expect(TokKind::Less, "'<'")?;
        let at = p.token().start;
        let k = p.parse_any_keyword()?;
        if !PUNCTUATIONS.contains(&k) {
            return Err(p.err_at(
                at,
                format!(
                    "expected ::mlir::vector::PrintPunctuation to be one of: {}",
                    PUNCTUATIONS.join(", ")
                ),
            ));
        }
        p.expect(TokKind::Greater, "'>'")?;
        k.to_string()
    } else {
        "newline".to_string()
    };
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["punctuation", "stringLiteral"]);
    if st.attr("punctuation").is_none() {
        st.set_prop(
            "punctuation",
            Attribute::Opaque(format!("#vector.punctuation<{punct}>")),
        );
    }
    if let (Some(v), Some(t)) = (&src, &src_ty) {
        st.operands.push(p.resolve_operand(v, t)?);
    }
    Ok(())
}

fn punctuation(a: Option<&Attribute>) -> Option<&str> {
    match a? {
        Attribute::Opaque(s) => s.strip_prefix("#vector.punctuation<")?.strip_suffix('>'),
        _ => None,
    }
}

pub(super) fn print_print(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    if let Some(&v) = o.operands.first() {
        p.write(" ");
        p.print_operand(v);
        p.write(" : ");
        p.print_type(&m.value_type(v).clone());
    }
    if let Some(s) = o.attr("stringLiteral") {
        let s = s.clone();
        p.write(" str ");
        p.print_attribute(&s);
    }
    let k = punctuation(o.attr("punctuation"))?;
    if k != "newline" {
        p.write(&format!(" punctuation <{k}>"));
    }
    p.print_op_attr_dict(op, &["punctuation", "stringLiteral"]);
    Some(())
}

/// vector.print: at most one source (a scalar or a vector), a known punctuation, and a string
/// only alone.
pub(super) fn verify_print(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if !o.results.is_empty() || o.operands.len() > 1 {
        return Err(op_error(m, op, "expects at most one source and no results"));
    }
    let Some(k) = punctuation(o.attr("punctuation")) else {
        return Err(op_error(m, op, "requires attribute 'punctuation'"));
    };
    if !PUNCTUATIONS.contains(&k) {
        return Err(op_error(m, op, "has an unknown punctuation"));
    }
    if let Some(s) = o.attr("stringLiteral") {
        if s.as_str().is_none() {
            return Err(op_error(m, op, "expects stringLiteral to be a string"));
        }
        if !o.operands.is_empty() || k != "newline" {
            return Err(op_error(
                m,
                op,
                "failed to verify that `source` or `punctuation` are not set when printing strings",
            ));
        }
    }
    if let Some(&v) = o.operands.first() {
        let t = m.value_type(v);
        let ok = match t {
            Type::Vector { elem, .. } => !matches!(**elem, Type::Vector { .. }),
            Type::Index | Type::Integer { .. } | Type::Float(_) => true,
            _ => false,
        };
        if !ok {
            return Err(op_error(
                m,
                op,
                format!("operand #0 must be a scalar or a vector, but got '{t}'"),
            ));
        }
    }
    Ok(())
}
