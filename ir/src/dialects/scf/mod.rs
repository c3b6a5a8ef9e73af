//! The scf dialect (structured control flow): `scf.for`, `scf.if`, `scf.yield`, `scf.while`,
//! `scf.condition`, `scf.parallel`, `scf.reduce`, `scf.reduce.return`, `scf.execute_region`,
//! `scf.index_switch`, `scf.forall` and `scf.forall.in_parallel`.
//!
//! Parsing and printing live in this file; the verifiers in [`verify`].

mod verify;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{OpId, OperationState, RegionId};
use crate::parser::{Argument, Delimiter, Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::Type;

use super::helpers::{
    ensure_terminator, has_implicit_terminator, i64_array, segments_opt, set_segments, types_of,
};
use super::{OpDef, Registry, Traits};

pub(crate) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("scf.for", parse_for, print_for)
            .inherent(&["unsignedCmp"])
            .verifier(verify::verify_for),
    );
    r.add(OpDef::new("scf.if", parse_if, print_if).verifier(verify::verify_if));
    r.add(
        OpDef::new("scf.yield", parse_yield, print_yield)
            .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
            .verifier(verify::verify_yield),
    );
    r.add(OpDef::new("scf.while", parse_while, print_while).verifier(verify::verify_while));
    r.add(
        OpDef::new("scf.condition", parse_condition, print_condition)
            .traits(Traits::TERMINATOR)
            .verifier(verify::verify_condition),
    );
    r.add(
        OpDef::new("scf.parallel", parse_parallel, print_parallel)
            .verifier(verify::verify_parallel),
    );
    r.add(
        OpDef::new("scf.reduce", parse_reduce, print_reduce)
            .traits(Traits::TERMINATOR)
            .verifier(verify::verify_reduce),
    );
    r.add(
        OpDef::new("scf.reduce.return", parse_yield, print_yield)
            .traits(Traits::TERMINATOR | Traits::PURE)
            .verifier(verify::verify_reduce_return),
    );
    r.add(
        OpDef::new(
            "scf.execute_region",
            parse_execute_region,
            print_execute_region,
        )
        .inherent(&["no_inline"])
        .verifier(verify::verify_execute_region),
    );
    r.add(
        OpDef::new("scf.index_switch", parse_index_switch, print_index_switch)
            .inherent(&["cases"])
            .verifier(verify::verify_index_switch),
    );
    r.add(
        OpDef::new("scf.forall", parse_forall, print_forall)
            .inherent(&[
                "staticLowerBound",
                "staticUpperBound",
                "staticStep",
                "mapping",
                "operandSegmentSizes",
            ])
            .verifier(verify::verify_forall),
    );
    r.add(
        OpDef::new(
            "scf.forall.in_parallel",
            parse_in_parallel,
            print_in_parallel,
        )
        .traits(Traits::TERMINATOR | Traits::NO_TERMINATOR)
        .verifier(verify::verify_in_parallel),
    );
}

/// The indentation (spaces) of the line the printer is on.
fn current_indent(p: &Printer<'_>) -> usize {
    let line = p.out.rsplit('\n').next().unwrap_or("");
    line.len() - line.trim_start_matches(' ').len()
}

/// Parses `(%a = %x, %b = %y)` into region arguments (types filled later) and initial values.
fn parse_assignment_list(
    p: &mut Parser<'_>,
) -> Result<(Vec<UnresolvedOperand>, Vec<UnresolvedOperand>)> {
    p.expect(TokKind::LParen, "'('")?;
    let (mut args, mut inits) = (vec![], vec![]);
    if p.eat(TokKind::RParen)? {
        return Ok((args, inits));
    }
    loop {
        args.push(p.parse_operand()?);
        p.expect(TokKind::Equal, "'='")?;
        inits.push(p.parse_operand()?);
        if !p.eat(TokKind::Comma)? {
            break;
        }
    }
    p.expect(TokKind::RParen, "')'")?;
    Ok((args, inits))
}

fn make_args(names: &[UnresolvedOperand], tys: &[Type]) -> Vec<Argument> {
    names
        .iter()
        .zip(tys)
        .map(|(n, t)| Argument {
            name: n.clone(),
            ty: t.clone(),
            attrs: vec![],
        })
        .collect()
}

fn print_assignment_list(
    p: &mut Printer<'_>,
    args: &[crate::module::ValueId],
    inits: &[crate::module::ValueId],
) {
    p.write("(");
    for (i, (&a, &v)) in args.iter().zip(inits).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(a);
        p.write(" = ");
        p.print_operand(v);
    }
    p.write(")");
}

// ----- scf.for -------------------------------------------------------------------------------

fn parse_for(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("unsigned")? {
        st.set_prop("unsignedCmp", Attribute::Unit);
    }
    let iv = p.parse_operand()?;
    p.expect(TokKind::Equal, "'='")?;
    let lb = p.parse_operand()?;
    p.parse_keyword("to")?;
    let ub = p.parse_operand()?;
    p.parse_keyword("step")?;
    let step = p.parse_operand()?;
    let (mut args, mut inits, mut tys) = (vec![], vec![], vec![]);
    if p.parse_optional_keyword("iter_args")? {
        (args, inits) = parse_assignment_list(p)?;
        p.expect(TokKind::Arrow, "'->'")?;
        tys = p.parse_function_result_types()?;
    }
    let at = p.token().start;
    let iv_ty = if p.eat(TokKind::Colon)? {
        p.parse_type()?
    } else {
        Type::Index
    };
    st.operands = p.resolve_operands_same(&[lb, ub, step], &iv_ty)?;
    st.operands.extend(p.resolve_operands(&inits, &tys, at)?);
    let mut region_args = vec![Argument {
        name: iv,
        ty: iv_ty.clone(),
        attrs: vec![],
    }];
    region_args.extend(make_args(&args, &tys));
    let region = p.parse_region(&region_args)?;
    if tys.is_empty() {
        let mut arg_tys = vec![iv_ty];
        arg_tys.extend(tys.iter().cloned());
        ensure_terminator(p, region, "scf.yield", &arg_tys);
    }
    st.regions.push(region);
    st.result_types = tys;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["unsignedCmp"]);
    Ok(())
}

fn print_for(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let [lb, ub, step, inits @ ..] = o.operands.as_slice() else {
        return None;
    };
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let args = super::helpers::entry_args(m, op, 0)?;
    let (&iv, iter) = args.split_first()?;
    if iter.len() != inits.len() || o.results.len() != inits.len() {
        return None;
    }
    if o.attr("unsignedCmp").is_some() {
        p.write(" unsigned");
    }
    p.write(" ");
    p.print_operand(iv);
    p.write(" = ");
    p.print_operand(*lb);
    p.write(" to ");
    p.print_operand(*ub);
    p.write(" step ");
    p.print_operand(*step);
    if !inits.is_empty() {
        p.write(" iter_args");
        print_assignment_list(p, iter, inits);
        p.write(" -> (");
        p.print_value_types(inits);
        p.write(")");
    }
    p.write(" ");
    let ivt = m.value_type(iv).clone();
    if ivt != Type::Index {
        p.write(" : ");
        p.print_type(&ivt);
        p.write(" ");
    }
    let implicit = inits.is_empty() && has_implicit_terminator(m, op, 0, "scf.yield");
    p.print_region(region, false, !implicit, false);
    p.print_op_attr_dict(op, &["unsignedCmp"]);
    Some(())
}

// ----- scf.if --------------------------------------------------------------------------------

fn parse_if(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let c = p.parse_operand()?;
    st.operands.push(p.resolve_operand(&c, &Type::i1())?);
    if p.eat(TokKind::Arrow)? {
        st.result_types = p.parse_function_result_types()?;
    }
    let then = p.parse_region(&[])?;
    let has_else = p.parse_optional_keyword("else")?;
    let els = if has_else {
        p.parse_region(&[])?
    } else {
        p.module.create_region()
    };
    if st.result_types.is_empty() {
        ensure_terminator(p, then, "scf.yield", &[]);
        // As MLIR: a written `else {}` gets a block with its implicit yield (so it prints
        // back as `else {}`).
        if has_else {
            ensure_terminator(p, els, "scf.yield", &[]);
        }
    }
    st.regions = vec![then, els];
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_if(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[c] = o.operands.as_slice() else {
        return None;
    };
    let &[then, els] = o.regions.as_slice() else {
        return None;
    };
    if m.region(then).blocks.is_empty() {
        return None;
    }
    p.write(" ");
    p.print_operand(c);
    if !o.results.is_empty() {
        p.write(" -> (");
        p.print_value_types(&o.results);
        p.write(")");
    }
    p.write(" ");
    let no_results = o.results.is_empty();
    p.print_region(
        then,
        false,
        !(no_results && has_implicit_terminator(m, op, 0, "scf.yield")),
        false,
    );
    if !m.region(els).blocks.is_empty() {
        p.write(" else ");
        p.print_region(
            els,
            false,
            !(no_results && has_implicit_terminator(m, op, 1, "scf.yield")),
            false,
        );
    }
    p.print_op_attr_dict(op, &[]);
    Some(())
}

// ----- terminators ---------------------------------------------------------------------------

/// `scf.yield attr-dict ($values^ : type($values))?` (also `scf.reduce.return`).
fn parse_yield(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    crate::dialects::helpers::parse_terminator(p, st)
}

fn print_yield(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    crate::dialects::helpers::print_terminator(p, op)
}

fn parse_condition(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.expect(TokKind::LParen, "'('")?;
    let c = p.parse_operand()?;
    p.expect(TokKind::RParen, "')'")?;
    let cond = p.resolve_operand(&c, &Type::i1())?;
    parse_yield(p, st)?;
    st.operands.insert(0, cond);
    Ok(())
}

fn print_condition(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let (&c, args) = o.operands.split_first()?;
    p.write("(");
    p.print_operand(c);
    p.write(")");
    p.print_op_attr_dict(op, &[]);
    if !args.is_empty() {
        p.write(" ");
        p.print_operands(args);
        p.write(" : ");
        p.print_value_types(args);
    }
    Some(())
}

// ----- scf.while -----------------------------------------------------------------------------

fn parse_while(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (args, inits) = if p.at(TokKind::LParen) {
        parse_assignment_list(p)?
    } else {
        (vec![], vec![])
    };
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let Type::Function { inputs, results } = p.parse_type()? else {
        return Err(p.err_at(at, "expected function type"));
    };
    if args.len() != inputs.len() {
        return Err(p.err_at(
            at,
            format!(
                "expected as many input types as operands (expected {} got {})",
                args.len(),
                inputs.len()
            ),
        ));
    }
    st.operands = p.resolve_operands(&inits, &inputs, at)?;
    st.result_types = results;
    let before = p.parse_region(&make_args(&args, &inputs))?;
    p.parse_keyword("do")?;
    let after = p.parse_region(&[])?;
    st.regions = vec![before, after];
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    Ok(())
}

fn print_while(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[before, after] = o.regions.as_slice() else {
        return None;
    };
    let args = super::helpers::entry_args(m, op, 0)?;
    if args.len() != o.operands.len() {
        return None;
    }
    if !o.operands.is_empty() {
        p.write(" ");
        print_assignment_list(p, args, &o.operands);
    }
    p.write(" : ");
    let ins = types_of(m, &o.operands);
    let outs = types_of(m, &o.results);
    p.print_function_type(&ins, &outs);
    p.write(" ");
    p.print_region(before, false, true, false);
    p.write(" do ");
    p.print_region(after, true, true, false);
    p.print_op_attr_dict_with_keyword(op, &[]);
    Some(())
}

// ----- scf.parallel / scf.reduce -------------------------------------------------------------

fn parse_parallel(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let ivs = p.parse_operand_list(Delimiter::Paren)?;
    p.expect(TokKind::Equal, "'='")?;
    let lbs = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_keyword("to")?;
    let ubs = p.parse_operand_list(Delimiter::Paren)?;
    p.parse_keyword("step")?;
    let steps = p.parse_operand_list(Delimiter::Paren)?;
    let n = ivs.len();
    if lbs.len() != n || ubs.len() != n || steps.len() != n {
        return Err(
            p.err("expected as many lower bounds, upper bounds and steps as induction variables")
        );
    }
    let (mut inits, mut tys) = (vec![], vec![]);
    let at = p.token().start;
    if p.parse_optional_keyword("init")? {
        inits = p.parse_operand_list(Delimiter::Paren)?;
        p.expect(TokKind::Arrow, "'->'")?;
        tys = p.parse_function_result_types()?;
    }
    for l in [&lbs, &ubs, &steps] {
        let v = p.resolve_operands_same(l, &Type::Index)?;
        st.operands.extend(v);
    }
    st.operands.extend(p.resolve_operands(&inits, &tys, at)?);
    set_segments(st, &[n, n, n, inits.len()]);
    let region = p.parse_region(&make_args(&ivs, &vec![Type::Index; n]))?;
    ensure_terminator(p, region, "scf.reduce", &vec![Type::Index; n]);
    st.regions.push(region);
    st.result_types = tys;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["operandSegmentSizes"]);
    Ok(())
}

fn print_parallel(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let segs = segments_opt(m, op, 4)?;
    let (lbs, ubs, steps, inits) = (&segs[0], &segs[1], &segs[2], &segs[3]);
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let ivs = super::helpers::entry_args(m, op, 0)?;
    if ivs.len() != lbs.len() || ubs.len() != lbs.len() || steps.len() != lbs.len() {
        return None;
    }
    p.write(" (");
    p.print_operands(ivs);
    p.write(") = (");
    p.print_operands(lbs);
    p.write(") to (");
    p.print_operands(ubs);
    p.write(") step (");
    p.print_operands(steps);
    p.write(")");
    if !inits.is_empty() {
        p.write(" init (");
        p.print_operands(inits);
        p.write(") -> ");
        let tys = types_of(m, &o.results);
        p.print_result_types(&tys);
    }
    p.write(" ");
    p.print_region(region, false, true, false);
    p.print_op_attr_dict(op, &["operandSegmentSizes"]);
    Some(())
}

fn parse_reduce(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mut tys = vec![];
    if p.eat(TokKind::LParen)? {
        let uses = p.parse_operand_list(Delimiter::None)?;
        let at = p.token().start;
        tys = p.parse_colon_type_list()?;
        p.expect(TokKind::RParen, "')'")?;
        st.operands = p.resolve_operands(&uses, &tys, at)?;
    }
    if p.at(TokKind::LBrace) {
        loop {
            st.regions.push(p.parse_region(&[])?);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_reduce(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    if !o.operands.is_empty() {
        p.write("(");
        p.print_operands(&o.operands);
        p.write(" : ");
        p.print_value_types(&o.operands);
        p.write(")");
    }
    p.write(" ");
    for (i, &r) in o.regions.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_region(r, true, true, false);
    }
    p.print_op_attr_dict(op, &[]);
    Some(())
}

// ----- scf.execute_region / scf.index_switch -------------------------------------------------

fn parse_execute_region(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.eat(TokKind::Arrow)? {
        st.result_types = p.parse_function_result_types()?;
    }
    if p.parse_optional_keyword("no_inline")? {
        st.set_prop("no_inline", Attribute::Unit);
    }
    st.regions.push(p.parse_region(&[])?);
    p.parse_optional_attr_dict_with_keyword(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["no_inline"]);
    Ok(())
}

fn print_execute_region(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    if !o.results.is_empty() {
        p.write(" -> ");
        p.print_result_types(&types_of(m, &o.results));
    }
    if o.attr("no_inline").is_some() {
        p.write(" no_inline");
    }
    p.write(" ");
    p.print_region(region, false, true, false);
    p.print_op_attr_dict_with_keyword(op, &["no_inline"]);
    Some(())
}

fn parse_index_switch(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let arg = p.parse_operand()?;
    st.operands.push(p.resolve_operand(&arg, &Type::Index)?);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if p.eat(TokKind::Arrow)? {
        st.result_types = p.parse_type_list_no_parens()?;
    }
    let (mut cases, mut regions) = (vec![], vec![]);
    while p.parse_optional_keyword("case")? {
        cases.push(p.parse_integer()?);
        regions.push(p.parse_region(&[])?);
    }
    p.parse_keyword("default")?;
    let default = p.parse_region(&[])?;
    st.regions.push(default);
    st.regions.extend(regions);
    for &r in &st.regions {
        ensure_terminator(p, r, "scf.yield", &[]);
    }
    st.set_prop("cases", i64_array(&cases));
    super::move_inherent_to_props(st, &["cases"]);
    Ok(())
}

fn print_index_switch(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[arg] = o.operands.as_slice() else {
        return None;
    };
    let cases = super::helpers::as_int_array(o.attr("cases")?)?;
    let (&default, case_regions) = o.regions.split_first()?;
    if cases.len() != case_regions.len() {
        return None;
    }
    p.write(" ");
    p.print_operand(arg);
    p.print_op_attr_dict(op, &["cases"]);
    if !o.results.is_empty() {
        p.write(" -> ");
        p.print_types(&types_of(m, &o.results));
    }
    p.write(" ");
    let ind = " ".repeat(current_indent(p));
    for (c, &r) in cases.iter().zip(case_regions) {
        p.write(&format!("\n{ind}case {c} "));
        p.print_region(r, false, true, false);
    }
    p.write(&format!("\n{ind}default "));
    let implicit = has_implicit_terminator(m, op, 0, "scf.yield");
    p.print_region(default, false, !implicit, false);
    Some(())
}

// ----- scf.forall ----------------------------------------------------------------------------

fn parse_forall(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let ivs = p.parse_operand_list(Delimiter::Paren)?;
    let n = ivs.len();
    let (lbs, lb_static, ubs, ub_static, steps, step_static);
    if p.parse_optional_keyword("in")? {
        (lbs, lb_static) = (vec![], vec![0; n]);
        (steps, step_static) = (vec![], vec![1; n]);
        (ubs, ub_static) =
            super::helpers::parse_dynamic_index_list(p, TokKind::LParen, TokKind::RParen)?;
    } else {
        p.expect(TokKind::Equal, "'='")?;
        (lbs, lb_static) =
            super::helpers::parse_dynamic_index_list(p, TokKind::LParen, TokKind::RParen)?;
        p.parse_keyword("to")?;
        (ubs, ub_static) =
            super::helpers::parse_dynamic_index_list(p, TokKind::LParen, TokKind::RParen)?;
        p.parse_keyword("step")?;
        (steps, step_static) =
            super::helpers::parse_dynamic_index_list(p, TokKind::LParen, TokKind::RParen)?;
    }
    if lb_static.len() != n || ub_static.len() != n || step_static.len() != n {
        return Err(p.err("mismatch between the number of loop variables and the number of bounds"));
    }
    let (mut outs_args, mut outs, mut out_tys) = (vec![], vec![], vec![]);
    let at = p.token().start;
    if p.parse_optional_keyword("shared_outs")? {
        (outs_args, outs) = parse_assignment_list(p)?;
    }
    if p.eat(TokKind::Arrow)? {
        out_tys = p.parse_function_result_types()?;
    }
    let mut operands = vec![];
    for l in [&lbs, &ubs, &steps] {
        operands.extend(p.resolve_operands_same(l, &Type::Index)?);
    }
    operands.extend(p.resolve_operands(&outs, &out_tys, at)?);
    st.operands = operands;
    set_segments(st, &[lbs.len(), ubs.len(), steps.len(), outs.len()]);
    st.set_prop("staticLowerBound", i64_array(&lb_static));
    st.set_prop("staticUpperBound", i64_array(&ub_static));
    st.set_prop("staticStep", i64_array(&step_static));
    let mut args = make_args(&ivs, &vec![Type::Index; n]);
    args.extend(make_args(&outs_args, &out_tys));
    let region = p.parse_region(&args)?;
    let mut arg_tys = vec![Type::Index; n];
    arg_tys.extend(out_tys.iter().cloned());
    ensure_forall_terminator(p, region, &arg_tys);
    st.regions.push(region);
    st.result_types = out_tys;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(
        st,
        &[
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
            "mapping",
            "operandSegmentSizes",
        ],
    );
    Ok(())
}

fn ensure_forall_terminator(p: &mut Parser<'_>, region: RegionId, arg_tys: &[Type]) {
    let m = &mut p.module;
    let block = match m.region(region).blocks.first() {
        Some(&b) => b,
        None => {
            let b = m.create_block(arg_tys.to_vec());
            m.append_block(region, b);
            b
        }
    };
    if m.block(block)
        .ops
        .last()
        .is_some_and(|&o| m.op(o).name == "scf.forall.in_parallel")
    {
        return;
    }
    let r = m.create_region();
    let b = m.create_block(vec![]);
    m.append_block(r, b);
    let mut st = OperationState::new("scf.forall.in_parallel");
    st.regions.push(r);
    let t = m.create_op(st);
    m.append_op(block, t);
}

fn print_forall(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let segs = segments_opt(m, op, 4)?;
    let lbs = super::helpers::as_int_array(o.attr("staticLowerBound")?)?;
    let ubs = super::helpers::as_int_array(o.attr("staticUpperBound")?)?;
    let steps = super::helpers::as_int_array(o.attr("staticStep")?)?;
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let args = super::helpers::entry_args(m, op, 0)?;
    let n = lbs.len();
    if args.len() != n + segs[3].len() {
        return None;
    }
    let (ivs, out_args) = args.split_at(n);
    p.write(" (");
    p.print_operands(ivs);
    p.write(")");
    let normalized = segs[0].is_empty()
        && segs[2].is_empty()
        && lbs.iter().all(|&x| x == 0)
        && steps.iter().all(|&x| x == 1);
    if normalized {
        p.write(" in ");
        super::helpers::print_dynamic_index_list(p, &segs[1], &ubs, "(", ")")?;
    } else {
        p.write(" = ");
        super::helpers::print_dynamic_index_list(p, &segs[0], &lbs, "(", ")")?;
        p.write(" to ");
        super::helpers::print_dynamic_index_list(p, &segs[1], &ubs, "(", ")")?;
        p.write(" step ");
        super::helpers::print_dynamic_index_list(p, &segs[2], &steps, "(", ")")?;
    }
    if !segs[3].is_empty() {
        p.write(" shared_outs");
        print_assignment_list(p, out_args, &segs[3]);
    }
    if !o.results.is_empty() {
        p.write(" -> (");
        p.print_value_types(&o.results);
        p.write(")");
    }
    p.write(" ");
    let term = super::helpers::region_terminator(m, op, 0);
    let implicit = segs[3].is_empty()
        && term.is_some_and(|t| {
            let to = m.op(t);
            to.name == "scf.forall.in_parallel"
                && to.attrs.is_empty()
                && to.regions.first().is_some_and(|&r| {
                    m.region(r)
                        .blocks
                        .iter()
                        .all(|&b| m.block(b).ops.is_empty())
                })
        });
    p.print_region(region, false, !implicit, false);
    p.print_op_attr_dict(
        op,
        &[
            "staticLowerBound",
            "staticUpperBound",
            "staticStep",
            "operandSegmentSizes",
        ],
    );
    Some(())
}

fn parse_in_parallel(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let r = p.parse_region(&[])?;
    if p.module.region(r).blocks.is_empty() {
        let b = p.module.create_block(vec![]);
        p.module.append_block(r, b);
    }
    st.regions.push(r);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_in_parallel(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let &[r] = o.regions.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_region(r, false, true, false);
    p.print_op_attr_dict(op, &[]);
    Some(())
}
