//! Vector element ops (`llvm.extractelement`, `insertelement`, `shufflevector`), atomics
//! (`llvm.fence`, `atomicrmw`, `cmpxchg`), `llvm.switch`, `llvm.call_intrinsic`,
//! `llvm.intr.assume`, and comdats (`llvm.comdat`, `llvm.comdat_selector`).

use crate::attrs::{Attribute, DenseData, ElemValue};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{as_int_array, i32_array};
use super::super::{OpDef, Registry, Traits};
use super::call::{
    parse_bundles, parse_call_type, print_bundles, print_call_signature, set_arg_res_attrs,
};
use super::{finish_attrs, i64_attr};

const ORDERINGS: &[&str] = &[
    "not_atomic",
    "unordered",
    "monotonic",
    "",
    "acquire",
    "release",
    "acq_rel",
    "seq_cst",
];
const RMW_OPS: &[&str] = &[
    "xchg",
    "add",
    "sub",
    "_and",
    "nand",
    "_or",
    "_xor",
    "max",
    "min",
    "umax",
    "umin",
    "fadd",
    "fsub",
    "fmax",
    "fmin",
    "uinc_wrap",
    "udec_wrap",
    "usub_cond",
    "usub_sat",
    "fmaximum",
    "fminimum",
];
const COMDAT_KINDS: &[&str] = &["any", "exactmatch", "largest", "nodeduplicate", "samesize"];

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new(
            "llvm.extractelement",
            parse_extractelement,
            print_extractelement,
        )
        .traits(Traits::PURE),
    );
    r.add(
        OpDef::new(
            "llvm.insertelement",
            parse_insertelement,
            print_insertelement,
        )
        .traits(Traits::PURE),
    );
    r.add(
        OpDef::new("llvm.shufflevector", parse_shuffle, print_shuffle)
            .traits(Traits::PURE)
            .inherent(&["mask"]),
    );
    r.add(OpDef::new("llvm.fence", parse_fence, print_fence).inherent(&["ordering", "syncscope"]));
    r.add(
        OpDef::new("llvm.atomicrmw", parse_rmw, print_rmw).inherent(&[
            "bin_op",
            "ordering",
            "syncscope",
            "alignment",
            "volatile_",
        ]),
    );
    r.add(
        OpDef::new("llvm.cmpxchg", parse_cmpxchg, print_cmpxchg).inherent(&[
            "success_ordering",
            "failure_ordering",
            "syncscope",
            "alignment",
            "weak",
            "volatile_",
        ]),
    );
    r.add(
        OpDef::new("llvm.switch", parse_switch, print_switch)
            .traits(Traits::TERMINATOR | Traits::PURE)
            .inherent(&[
                "case_values",
                "case_operand_segments",
                "branch_weights",
                "operandSegmentSizes",
            ]),
    );
    r.add(
        OpDef::new(
            "llvm.call_intrinsic",
            parse_call_intrinsic,
            print_call_intrinsic,
        )
        .inherent(&[
            "intrin",
            "fastmathFlags",
            "op_bundle_sizes",
            "op_bundle_tags",
            "arg_attrs",
            "res_attrs",
            "operandSegmentSizes",
        ]),
    );
    r.add(
        OpDef::new("llvm.intr.assume", parse_assume, print_assume)
            .inherent(&["op_bundle_sizes", "op_bundle_tags"]),
    );
    r.add(
        OpDef::new("llvm.comdat", parse_comdat, print_comdat)
            .traits(
                Traits::SYMBOL
                    | Traits::SYMBOL_TABLE
                    | Traits::NO_TERMINATOR
                    | Traits::SINGLE_BLOCK,
            )
            .inherent(&["sym_name"]),
    );
    r.add(
        OpDef::new("llvm.comdat_selector", parse_selector, print_selector)
            .traits(Traits::SYMBOL)
            .inherent(&["sym_name", "comdat"]),
    );
}

fn vector_elem(t: &Type) -> Option<Type> {
    match t {
        Type::Vector { elem, .. } => Some((**elem).clone()),
        _ => None,
    }
}

fn parse_extractelement(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::LBracket, "'['")?;
    let i = p.parse_operand()?;
    let it = p.parse_colon_type()?;
    p.expect(TokKind::RBracket, "']'")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let vt = p.parse_colon_type()?;
    let Some(elem) = vector_elem(&vt) else {
        return Err(p.err_at(at, "expected a vector type"));
    };
    st.operands.push(p.resolve_operand(&v, &vt)?);
    st.operands.push(p.resolve_operand(&i, &it)?);
    st.result_types.push(elem);
    Ok(())
}

fn print_extractelement(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[v, i] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(v);
    p.write("[");
    p.print_operand(i);
    p.write(" : ");
    p.print_type(m.value_type(i));
    p.write("]");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(v));
    Some(())
}

fn parse_insertelement(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let x = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let v = p.parse_operand()?;
    p.expect(TokKind::LBracket, "'['")?;
    let i = p.parse_operand()?;
    let it = p.parse_colon_type()?;
    p.expect(TokKind::RBracket, "']'")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let vt = p.parse_colon_type()?;
    let Some(elem) = vector_elem(&vt) else {
        return Err(p.err_at(at, "expected a vector type"));
    };
    st.operands.push(p.resolve_operand(&v, &vt)?);
    st.operands.push(p.resolve_operand(&x, &elem)?);
    st.operands.push(p.resolve_operand(&i, &it)?);
    st.result_types.push(vt);
    Ok(())
}

fn print_insertelement(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[v, x, i] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(x);
    p.write(", ");
    p.print_operand(v);
    p.write("[");
    p.print_operand(i);
    p.write(" : ");
    p.print_type(m.value_type(i));
    p.write("]");
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(m.value_type(v));
    Some(())
}

fn parse_shuffle(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let b = p.parse_operand()?;
    let mask: Vec<ElemValue> = super::super::helpers::parse_int_list(p)?
        .into_iter()
        .map(|v| ElemValue::Int(v.into()))
        .collect();
    let n = mask.len() as i64;
    st.set_prop(
        "mask",
        Attribute::DenseArray {
            elem: Type::int(32),
            values: mask,
        },
    );
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["mask"]);
    let at = p.token().start;
    let vt = p.parse_colon_type()?;
    let Type::Vector { elem, scalable, .. } = &vt else {
        return Err(p.err_at(at, "expected a vector type"));
    };
    let rt = Type::Vector {
        shape: vec![n],
        scalable: vec![scalable.first().copied().unwrap_or(false)],
        elem: elem.clone(),
    };
    st.operands.push(p.resolve_operand(&a, &vt)?);
    st.operands.push(p.resolve_operand(&b, &vt)?);
    st.result_types.push(rt);
    Ok(())
}

fn print_shuffle(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[a, b] = o.operands.as_slice() else {
        return None;
    };
    let mask = as_int_array(o.attr("mask")?)?;
    p.write(" ");
    p.print_operands(&[a, b]);
    let s: Vec<String> = mask.iter().map(i64::to_string).collect();
    p.write(&format!(" [{}]", s.join(", ")));
    p.print_op_attr_dict(op, &["mask"]);
    p.write(" : ");
    p.print_type(m.value_type(a));
    // mlir-opt 22 ends this op's line with a space.
    p.write(" ");
    Some(())
}

fn parse_syncscope(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("syncscope")? {
        p.expect(TokKind::LParen, "'('")?;
        let s = p.parse_string()?;
        p.expect(TokKind::RParen, "')'")?;
        st.set_prop("syncscope", Attribute::string(&s));
    }
    Ok(())
}

fn print_syncscope(p: &mut Printer<'_>, op: OpId) {
    if let Some(s) = p
        .module()
        .op(op)
        .attr("syncscope")
        .and_then(Attribute::as_str)
        .map(str::to_string)
    {
        p.write(&format!(
            " syncscope(\"{}\")",
            crate::lexer::escape_string(s.as_bytes())
        ));
    }
}

fn parse_ordering(p: &mut Parser<'_>, st: &mut OperationState, name: &str) -> Result<()> {
    let at = p.token().start;
    let k = p.parse_any_keyword()?;
    let v = ORDERINGS
        .iter()
        .position(|o| !o.is_empty() && *o == k)
        .ok_or_else(|| p.err_at(at, format!("invalid atomic ordering '{k}'")))?;
    st.set_prop(name, i64_attr(v as i64));
    Ok(())
}

fn ordering_name(p: &Printer<'_>, op: OpId, name: &str) -> Option<&'static str> {
    let k = usize::try_from(p.module().op(op).attr(name)?.as_int()?).ok()?;
    ORDERINGS.get(k).copied().filter(|s| !s.is_empty())
}

fn parse_fence(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_syncscope(p, st)?;
    parse_ordering(p, st, "ordering")?;
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_fence(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let ord = ordering_name(p, op, "ordering")?;
    print_syncscope(p, op);
    p.write(" ");
    p.write(ord);
    p.print_op_attr_dict(op, &["ordering", "syncscope"]);
    Some(())
}

fn parse_rmw(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("volatile")? {
        st.set_prop("volatile_", Attribute::Unit);
    }
    let at = p.token().start;
    let k = p.parse_any_keyword()?;
    let bin = RMW_OPS
        .iter()
        .position(|o| *o == k)
        .ok_or_else(|| p.err_at(at, format!("invalid atomic binary operation '{k}'")))?;
    st.set_prop("bin_op", i64_attr(bin as i64));
    let ptr = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let val = p.parse_operand()?;
    parse_syncscope(p, st)?;
    parse_ordering(p, st, "ordering")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["alignment"]);
    let pt = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let vt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&ptr, &pt)?);
    st.operands.push(p.resolve_operand(&val, &vt)?);
    st.result_types.push(vt);
    Ok(())
}

fn print_rmw(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[ptr, val] = o.operands.as_slice() else {
        return None;
    };
    let bin = RMW_OPS.get(usize::try_from(o.attr("bin_op")?.as_int()?).ok()?)?;
    let ord = ordering_name(p, op, "ordering")?;
    p.write(" ");
    if o.attr("volatile_").is_some() {
        p.write("volatile ");
    }
    p.write(bin);
    p.write(" ");
    p.print_operands(&[ptr, val]);
    print_syncscope(p, op);
    p.write(" ");
    p.write(ord);
    p.print_op_attr_dict(op, &["bin_op", "ordering", "syncscope", "volatile_"]);
    p.write(" : ");
    p.print_type(m.value_type(ptr));
    p.write(", ");
    p.print_type(m.value_type(val));
    Some(())
}

fn parse_cmpxchg(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("weak")? {
        st.set_prop("weak", Attribute::Unit);
    }
    if p.parse_optional_keyword("volatile")? {
        st.set_prop("volatile_", Attribute::Unit);
    }
    let ptr = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let cmp = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let val = p.parse_operand()?;
    parse_syncscope(p, st)?;
    parse_ordering(p, st, "success_ordering")?;
    parse_ordering(p, st, "failure_ordering")?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, &["alignment"]);
    let pt = p.parse_colon_type()?;
    p.expect(TokKind::Comma, "','")?;
    let vt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&ptr, &pt)?);
    st.operands.push(p.resolve_operand(&cmp, &vt)?);
    st.operands.push(p.resolve_operand(&val, &vt)?);
    let inner = crate::parser::llvm_types::nested_spelling(&vt);
    st.result_types
        .push(Type::Opaque(format!("!llvm.struct<({inner}, i1)>")));
    Ok(())
}

fn print_cmpxchg(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[ptr, cmp, val] = o.operands.as_slice() else {
        return None;
    };
    let succ = ordering_name(p, op, "success_ordering")?;
    let fail = ordering_name(p, op, "failure_ordering")?;
    p.write(" ");
    if o.attr("weak").is_some() {
        p.write("weak ");
    }
    if o.attr("volatile_").is_some() {
        p.write("volatile ");
    }
    p.print_operands(&[ptr, cmp, val]);
    print_syncscope(p, op);
    p.write(&format!(" {succ} {fail}"));
    p.print_op_attr_dict(
        op,
        &[
            "success_ordering",
            "failure_ordering",
            "syncscope",
            "weak",
            "volatile_",
        ],
    );
    p.write(" : ");
    p.print_type(m.value_type(ptr));
    p.write(", ");
    p.print_type(m.value_type(val));
    Some(())
}

fn parse_switch(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let flag = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&flag, &ty)?);
    p.expect(TokKind::Comma, "','")?;
    let (d, dv) = p.parse_successor_and_operands()?;
    st.successors.push(d);
    let nd = dv.len();
    st.operands.extend(dv);
    p.expect(TokKind::LBracket, "'['")?;
    let mut values = vec![];
    let mut segs = vec![];
    if !p.eat(TokKind::RBracket)? {
        loop {
            let at = p.token().start;
            let neg = p.eat(TokKind::Minus)?;
            let v = p.parse_integer()?;
            let attr = p.number_attr_public(&v.unsigned_abs().to_string(), at, neg, &ty)?;
            let Attribute::Integer { value, .. } = attr else {
                return Err(p.err_at(at, "expected integer case value"));
            };
            values.push(ElemValue::Int(value));
            p.expect(TokKind::Colon, "':'")?;
            let (b, bv) = p.parse_successor_and_operands()?;
            st.successors.push(b);
            segs.push(bv.len());
            st.operands.extend(bv);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RBracket, "']'")?;
    }
    let total: usize = segs.iter().sum();
    if !values.is_empty() {
        st.set_prop(
            "case_values",
            Attribute::DenseElements {
                ty: Type::Vector {
                    shape: vec![values.len() as i64],
                    scalable: vec![false],
                    elem: Box::new(ty.clone()),
                },
                data: DenseData::Elements(values),
            },
        );
    }
    st.set_prop("case_operand_segments", i32_array(&segs));
    st.set_prop("operandSegmentSizes", i32_array(&[1, nd, total]));
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_switch(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let flag = *o.operands.first()?;
    let seg = as_int_array(o.attr("operandSegmentSizes")?)?;
    let &[1, nd, _] = seg.as_slice() else {
        return None;
    };
    let cases: Vec<i128> = match o.attr("case_values") {
        None => vec![],
        Some(Attribute::DenseElements {
            data: DenseData::Elements(v),
            ..
        }) => v
            .iter()
            .map(|e| match e {
                ElemValue::Int(i) => Some(*i),
                _ => None,
            })
            .collect::<Option<_>>()?,
        _ => return None,
    };
    let segs = as_int_array(o.attr("case_operand_segments")?)?;
    if segs.len() != cases.len() || o.successors.len() != cases.len() + 1 {
        return None;
    }
    let nd = usize::try_from(nd).ok()?;
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(m.value_type(flag));
    p.write(", ");
    p.print_successor_and_operands(o.successors[0], o.operands.get(1..1 + nd)?);
    p.write(" [\n");
    let ind = p.current_indent() + 2;
    let mut at = 1 + nd;
    for (i, c) in cases.iter().enumerate() {
        let n = usize::try_from(segs[i]).ok()?;
        p.write(&" ".repeat(ind));
        p.write(&format!("{c}: "));
        p.print_successor_and_operands(o.successors[i + 1], o.operands.get(at..at + n)?);
        at += n;
        if i + 1 < cases.len() {
            p.write(",");
        }
        p.write("\n");
    }
    p.write(&" ".repeat(ind - 2));
    p.write("]");
    p.print_op_attr_dict(
        op,
        &[
            "case_values",
            "case_operand_segments",
            "operandSegmentSizes",
        ],
    );
    Some(())
}

fn parse_call_intrinsic(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = p.parse_string()?;
    st.set_prop("intrin", Attribute::string(&name));
    let uses = p.parse_operand_list(Delimiter::Paren)?;
    let bundles = parse_bundles(p)?;
    finish_attrs(p, st, &["fastmathFlags", "arg_attrs", "res_attrs"])?;
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let (inputs, arg_attrs, results, res_attrs) = parse_call_type(p)?;
    st.operands = p.resolve_operands(&uses, &inputs, at)?;
    set_arg_res_attrs(st, arg_attrs, res_attrs);
    let n = st.operands.len();
    let nb = bundles.install(p, st)?;
    st.set_prop("operandSegmentSizes", i32_array(&[n, nb]));
    st.result_types = results;
    Ok(())
}

fn print_call_intrinsic(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let seg = as_int_array(o.attr("operandSegmentSizes")?)?;
    let n = usize::try_from(*seg.first()?).ok()?;
    let name = o.attr("intrin")?.as_str()?;
    p.write(&format!(
        " \"{}\"(",
        crate::lexer::escape_string(name.as_bytes())
    ));
    p.print_operands(o.operands.get(..n)?);
    p.write(")");
    print_bundles(p, op, n)?;
    let mut elided = vec![
        "intrin",
        "op_bundle_sizes",
        "op_bundle_tags",
        "operandSegmentSizes",
        "arg_attrs",
        "res_attrs",
    ];
    if matches!(o.attr("fastmathFlags"), Some(Attribute::Opaque(t)) if t == "#llvm.fastmath<none>")
    {
        elided.push("fastmathFlags");
    }
    p.print_op_attr_dict(op, &elided);
    p.write(" : ");
    print_call_signature(p, op, o.operands.get(..n)?);
    Some(())
}

fn parse_assume(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let c = p.parse_operand()?;
    let bundles = parse_bundles(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&c, &t)?);
    bundles.install(p, st)?;
    Ok(())
}

fn print_assume(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let c = *o.operands.first()?;
    p.write(" ");
    p.print_operand(c);
    print_bundles(p, op, 1)?;
    p.print_op_attr_dict(op, &["op_bundle_sizes", "op_bundle_tags"]);
    p.write(" : ");
    p.print_type(m.value_type(c));
    Some(())
}

fn parse_comdat(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = p.parse_symbol_name()?;
    st.set_prop("sym_name", Attribute::string(&name));
    let region = p.parse_region(&[])?;
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_comdat(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let region = *o.regions.first()?;
    p.write(" ");
    p.print_symbol_name(o.attr("sym_name")?.as_str()?);
    p.write(" ");
    p.print_region(region, false, false, false);
    p.print_op_attr_dict(op, &["sym_name"]);
    Some(())
}

fn parse_selector(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = p.parse_symbol_name()?;
    st.set_prop("sym_name", Attribute::string(&name));
    let at = p.token().start;
    let k = p.parse_any_keyword()?;
    let v = COMDAT_KINDS
        .iter()
        .position(|c| *c == k)
        .ok_or_else(|| p.err_at(at, format!("invalid comdat selection kind '{k}'")))?;
    st.set_prop("comdat", i64_attr(v as i64));
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_selector(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let k = COMDAT_KINDS.get(usize::try_from(o.attr("comdat")?.as_int()?).ok()?)?;
    p.write(" ");
    p.print_symbol_name(o.attr("sym_name")?.as_str()?);
    p.write(" ");
    p.write(k);
    p.print_op_attr_dict(op, &["sym_name", "comdat"]);
    Some(())
}
