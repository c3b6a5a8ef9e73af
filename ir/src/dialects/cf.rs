//! The cf dialect: `cf.br`, `cf.cond_br`, `cf.switch`, `cf.assert`.

use crate::attrs::{Attribute, DenseData, ElemValue};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{BlockId, Module, OpId, OperationState, ValueId};
use crate::parser::Parser;
use crate::printer::Printer;
use crate::types::Type;

use super::{op_error, OpDef, Registry, Traits};

pub(crate) fn register(r: &mut Registry) {
    let term = Traits::TERMINATOR | Traits::PURE;
    r.add(
        OpDef::new("cf.br", parse_br, print_br)
            .traits(term)
            .verifier(verify_branches),
    );
    r.add(
        OpDef::new("cf.cond_br", parse_cond_br, print_cond_br)
            .traits(term)
            .inherent(&["branch_weights", "operandSegmentSizes"])
            .verifier(verify_branches),
    );
    r.add(
        OpDef::new("cf.switch", parse_switch, print_switch)
            .traits(term)
            .inherent(&[
                "case_values",
                "case_operand_segments",
                "operandSegmentSizes",
            ])
            .verifier(verify_branches),
    );
    r.add(
        OpDef::new("cf.assert", parse_assert, print_assert)
            .inherent(&["msg"])
            .verifier(verify_assert),
    );
}

fn i32_array(v: &[usize]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::int(32),
        values: v.iter().map(|&x| ElemValue::Int(x as i128)).collect(),
    }
}

fn int_array(a: Option<&Attribute>) -> Option<Vec<i128>> {
    match a? {
        Attribute::DenseArray { values, .. } => values
            .iter()
            .map(|v| {
                if let ElemValue::Int(i) = v {
                    Some(*i)
                } else {
                    None
                }
            })
            .collect(),
        _ => None,
    }
}

/// The successor operand groups of a cf terminator (one per successor), or `None` if its
/// segment attributes are malformed.
fn successor_groups(m: &Module, op: OpId) -> Option<Vec<Vec<ValueId>>> {
    let o = m.op(op);
    let ops = &o.operands;
    let seg =
        |a: &[i128]| -> Option<Vec<usize>> { a.iter().map(|&x| usize::try_from(x).ok()).collect() };
    match o.name.as_str() {
        "cf.br" => Some(vec![ops.clone()]),
        "cf.cond_br" => {
            let s = seg(&int_array(o.attr("operandSegmentSizes"))?)?;
            let [1, t, f] = s[..] else { return None };
            (ops.len() == 1 + t + f).then(|| vec![ops[1..1 + t].to_vec(), ops[1 + t..].to_vec()])
        }
        "cf.switch" => {
            let s = seg(&int_array(o.attr("operandSegmentSizes"))?)?;
            let [1, d, c] = s[..] else { return None };
            let cases = seg(&int_array(o.attr("case_operand_segments")).unwrap_or_default())?;
            if ops.len() != 1 + d + c || cases.iter().sum::<usize>() != c {
                return None;
            }
            let mut groups = vec![ops[1..1 + d].to_vec()];
            let mut at = 1 + d;
            for n in cases {
                groups.push(ops[at..at + n].to_vec());
                at += n;
            }
            Some(groups)
        }
        _ => None,
    }
}

fn verify_branches(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(groups) = successor_groups(m, op) else {
        return Err(op_error(m, op, "has malformed operand segment attributes"));
    };
    if groups.len() != o.successors.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "expected {} successors, found {}",
                groups.len(),
                o.successors.len()
            ),
        ));
    }
    for (i, (g, &b)) in groups.iter().zip(&o.successors).enumerate() {
        let args = &m.block(b).args;
        if args.len() != g.len() {
            return Err(op_error(
                m,
                op,
                format!(
                    "branch has {} operands for successor #{i}, but target block has {}",
                    g.len(),
                    args.len()
                ),
            ));
        }
        for (k, (&v, &a)) in g.iter().zip(args).enumerate() {
            if m.value_type(v) != m.value_type(a) {
                return Err(op_error(
                    m,
                    op,
                    format!("type mismatch for bb argument #{k} of successor #{i}"),
                ));
            }
        }
    }
    if let Some(&c) = o.operands.first() {
        if o.name == "cf.cond_br" && *m.value_type(c) != Type::i1() {
            return Err(op_error(m, op, "operand #0 must be 1-bit signless integer"));
        }
    }
    Ok(())
}

fn parse_dest(p: &mut Parser<'_>, st: &mut OperationState) -> Result<usize> {
    let (b, vals) = p.parse_successor_and_operands()?;
    st.successors.push(b);
    let n = vals.len();
    st.operands.extend(vals);
    Ok(n)
}

fn print_dest(p: &mut Printer<'_>, b: BlockId, vals: &[ValueId]) {
    p.print_successor_and_operands(b, vals);
}

fn parse_br(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_dest(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_br(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let &[b] = o.successors.as_slice() else {
        return None;
    };
    p.write(" ");
    print_dest(p, b, &o.operands);
    p.print_op_attr_dict(op, &[]);
    Some(())
}

fn parse_cond_br(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let c = p.parse_operand()?;
    st.operands.push(p.resolve_operand(&c, &Type::i1())?);
    super::helpers::parse_optional_branch_weights(p, st)?;
    p.expect(TokKind::Comma, "','")?;
    let t = parse_dest(p, st)?;
    p.expect(TokKind::Comma, "','")?;
    let f = parse_dest(p, st)?;
    st.set_prop("operandSegmentSizes", i32_array(&[1, t, f]));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["branch_weights"]);
    Ok(())
}

fn print_cond_br(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let groups = successor_groups(m, op)?;
    let (&[t, f], [tv, fv]) = (o.successors.as_slice(), groups.as_slice()) else {
        return None;
    };
    p.write(" ");
    p.print_operand(*o.operands.first()?);
    if let Some(w) = int_array(o.attr("branch_weights")) {
        let s: Vec<String> = w.iter().map(|x| x.to_string()).collect();
        p.write(&format!(" weights([{}])", s.join(", ")));
    }
    p.write(", ");
    print_dest(p, t, tv);
    p.write(", ");
    print_dest(p, f, fv);
    p.print_op_attr_dict(op, &["branch_weights", "operandSegmentSizes"]);
    Some(())
}

fn parse_switch(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let flag = p.parse_operand()?;
    let ty = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&flag, &ty)?);
    p.expect(TokKind::Comma, "','")?;
    p.expect(TokKind::LBracket, "'['")?;
    p.parse_keyword("default")?;
    p.expect(TokKind::Colon, "':'")?;
    let d = parse_dest(p, st)?;
    let mut values = vec![];
    let mut segs = vec![];
    while p.eat(TokKind::Comma)? {
        let at = p.token().start;
        let v = p.parse_integer()?;
        let attr = p.number_attr_public(&v.unsigned_abs().to_string(), at, v < 0, &ty)?;
        let Attribute::Integer { value, .. } = attr else {
            return Err(p.err_at(at, "expected integer case value"));
        };
        values.push(ElemValue::Int(value));
        p.expect(TokKind::Colon, "':'")?;
        segs.push(parse_dest(p, st)?);
    }
    p.expect(TokKind::RBracket, "']'")?;
    let total: usize = segs.iter().sum();
    if !values.is_empty() {
        let vty = Type::Vector {
            shape: vec![values.len() as i64],
            scalable: vec![false],
            elem: Box::new(ty.clone()),
        };
        st.set_prop(
            "case_values",
            Attribute::DenseElements {
                ty: vty,
                data: DenseData::Elements(values),
            },
        );
    }
    st.set_prop("case_operand_segments", i32_array(&segs));
    st.set_prop("operandSegmentSizes", i32_array(&[1, d, total]));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_switch(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let groups = successor_groups(m, op)?;
    let flag = *o.operands.first()?;
    let cases: Vec<i128> = match o.attr("case_values") {
        None => vec![],
        Some(Attribute::DenseElements {
            data: DenseData::Elements(v),
            ..
        }) => v
            .iter()
            .map(|e| {
                if let ElemValue::Int(i) = e {
                    Some(*i)
                } else {
                    None
                }
            })
            .collect::<Option<_>>()?,
        Some(Attribute::DenseElements {
            data: DenseData::Splat(ElemValue::Int(i)),
            ty,
        }) => {
            vec![
                *i;
                ty.shape()?
                    .first()
                    .copied()
                    .and_then(|n| usize::try_from(n).ok())?
            ]
        }
        _ => return None,
    };
    if cases.len() + 1 != o.successors.len() || groups.len() != o.successors.len() {
        return None;
    }
    p.write(" ");
    p.print_operand(flag);
    p.write(" : ");
    p.print_type(&m.value_type(flag).clone());
    p.write(", [\n");
    let ind = p.current_indent() + 2;
    p.write(&" ".repeat(ind));
    p.write("default: ");
    print_dest(p, o.successors[0], &groups[0]);
    for (i, c) in cases.iter().enumerate() {
        p.write(",\n");
        p.write(&" ".repeat(ind));
        p.write(&format!("{c}: "));
        print_dest(p, o.successors[i + 1], &groups[i + 1]);
    }
    p.write("\n");
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

fn parse_assert(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let c = p.parse_operand()?;
    st.operands.push(p.resolve_operand(&c, &Type::i1())?);
    p.expect(TokKind::Comma, "','")?;
    let at = p.token().start;
    if !p.at(TokKind::String) {
        return Err(p.err_at(at, "expected string"));
    }
    let msg = p.parse_attribute()?;
    st.set_prop("msg", msg);
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_assert(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let (&[c], Some(msg)) = (o.operands.as_slice(), o.attr("msg")) else {
        return None;
    };
    if !matches!(msg, Attribute::String { ty: None, .. }) {
        return None;
    }
    p.write(" ");
    p.print_operand(c);
    p.write(", ");
    p.print_attribute(msg);
    p.print_op_attr_dict(op, &["msg"]);
    Some(())
}

fn verify_assert(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match (o.operands.as_slice(), o.attr("msg")) {
        ([c], Some(Attribute::String { .. })) if *m.value_type(*c) == Type::i1() => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "expects an i1 operand and a string 'msg' attribute",
        )),
    }
}
