//! Verifiers of the scf ops (messages follow MLIR's where it has one).

use crate::error::Result;
use crate::module::{Module, OpId};
use crate::types::Type;

use super::super::helpers::{
    as_int_array, check_edge, entry_args, expect_parent, expect_regions, region_terminator,
    segments, types_of,
};
use super::super::op_error;

fn single_block(m: &Module, op: OpId, i: usize) -> Result<()> {
    let r = m.op(op).regions[i];
    if m.region(r).blocks.len() != 1 {
        return Err(op_error(
            m,
            op,
            format!("expects region #{i} to have 0 or 1 blocks"),
        ));
    }
    Ok(())
}

fn terminator_named(m: &Module, op: OpId, i: usize, name: &str) -> Result<OpId> {
    match region_terminator(m, op, i) {
        Some(t) if m.op(t).name == name => Ok(t),
        _ => Err(op_error(
            m,
            op,
            format!("expects region #{i} to end with '{name}'"),
        )),
    }
}

pub(super) fn verify_for(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    expect_regions(m, op, 1)?;
    let [lb, ub, step, inits @ ..] = o.operands.as_slice() else {
        return Err(op_error(
            m,
            op,
            "requires lower bound, upper bound and step operands",
        ));
    };
    let t = m.value_type(*lb);
    if !t.is_signless_int_or_index() {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be signless integer or index, but got '{t}'"),
        ));
    }
    if m.value_type(*ub) != t || m.value_type(*step) != t {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {lowerBound, upperBound, step} have same type",
        ));
    }
    if inits.len() != o.results.len() {
        return Err(op_error(
            m,
            op,
            "mismatch in number of loop-carried values and defined values",
        ));
    }
    single_block(m, op, 0)?;
    let args = entry_args(m, op, 0).unwrap_or(&[]);
    let Some((&iv, iter)) = args.split_first() else {
        return Err(op_error(
            m,
            op,
            "expected body first argument to be an index argument for the induction variable",
        ));
    };
    if m.value_type(iv) != t {
        return Err(op_error(
            m,
            op,
            "expected induction variable to be same type as bounds and step",
        ));
    }
    if iter.len() != inits.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "different number of inits and region iter_args: {} != {}",
                inits.len(),
                iter.len()
            ),
        ));
    }
    for (i, ((&a, &init), &r)) in iter.iter().zip(inits).zip(&o.results).enumerate() {
        let (at, it, rt) = (m.value_type(a), m.value_type(init), m.value_type(r));
        if it != rt {
            return Err(op_error(
                m,
                op,
                format!("types mismatch between {i}th iter operand and defined value"),
            ));
        }
        if at != rt {
            return Err(op_error(
                m,
                op,
                format!("types mismatch between {i}th iter region arg and defined value"),
            ));
        }
    }
    let y = terminator_named(m, op, 0, "scf.yield")?;
    let yops = &m.op(y).operands;
    if yops.len() != iter.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "mismatch in number of loop-carried values and yielded values: {} != {}",
                iter.len(),
                yops.len()
            ),
        ));
    }
    for (i, (&a, &v)) in iter.iter().zip(yops).enumerate() {
        let (at, vt) = (m.value_type(a), m.value_type(v));
        if at != vt {
            return Err(op_error(m, op, format!("{i}-th region iter_arg and {i}-th yielded value have different type: '{at}' != '{vt}'")));
        }
    }
    Ok(())
}

pub(super) fn verify_if(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    expect_regions(m, op, 2)?;
    let &[c] = o.operands.as_slice() else {
        return Err(op_error(m, op, "requires one condition operand"));
    };
    if *m.value_type(c) != Type::i1() {
        return Err(op_error(
            m,
            op,
            format!(
                "operand #0 must be 1-bit signless integer, but got '{}'",
                m.value_type(c)
            ),
        ));
    }
    let res = types_of(m, &o.results);
    for i in 0..2 {
        let r = o.regions[i];
        let nb = m.region(r).blocks.len();
        if nb == 0 {
            if i == 1 && !res.is_empty() {
                return Err(op_error(
                    m,
                    op,
                    "must have an else block if defining values",
                ));
            }
            if i == 0 {
                return Err(op_error(
                    m,
                    op,
                    "region #0 ('thenRegion') failed to verify constraint: region with 1 blocks",
                ));
            }
            continue;
        }
        single_block(m, op, i)?;
        if entry_args(m, op, i).is_some_and(|a| !a.is_empty()) {
            return Err(op_error(
                m,
                op,
                format!("region #{i} should have no arguments"),
            ));
        }
        let y = terminator_named(m, op, i, "scf.yield")?;
        check_edge(
            m,
            op,
            "from Operation scf.yield to parent",
            &types_of(m, &m.op(y).operands),
            &res,
        )?;
    }
    Ok(())
}

pub(super) fn verify_yield(m: &Module, op: OpId) -> Result<()> {
    expect_parent(
        m,
        op,
        &[
            "scf.execute_region",
            "scf.for",
            "scf.if",
            "scf.index_switch",
            "scf.while",
        ],
    )
    .map(|_| ())
}

pub(super) fn verify_condition(m: &Module, op: OpId) -> Result<()> {
    expect_parent(m, op, &["scf.while"])?;
    match m.op(op).operands.first() {
        Some(&c) if *m.value_type(c) == Type::i1() => Ok(()),
        Some(&c) => Err(op_error(
            m,
            op,
            format!(
                "operand #0 must be 1-bit signless integer, but got '{}'",
                m.value_type(c)
            ),
        )),
        None => Err(op_error(m, op, "requires a condition operand")),
    }
}

pub(super) fn verify_while(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    expect_regions(m, op, 2)?;
    let inits = types_of(m, &o.operands);
    let res = types_of(m, &o.results);
    let before_args = types_of(m, entry_args(m, op, 0).unwrap_or(&[]));
    check_edge(m, op, "from parent to Region #0", &inits, &before_args)?;
    let Some(c) = region_terminator(m, op, 0).filter(|&t| m.op(t).name == "scf.condition") else {
        return Err(op_error(
            m,
            op,
            "expects the 'before' region to terminate with 'scf.condition'",
        ));
    };
    let cargs = types_of(m, m.op(c).operands.get(1..).unwrap_or(&[]));
    check_edge(
        m,
        op,
        "from Operation scf.condition to parent",
        &cargs,
        &res,
    )?;
    let after_args = types_of(m, entry_args(m, op, 1).unwrap_or(&[]));
    check_edge(
        m,
        op,
        "from Operation scf.condition to Region #1",
        &cargs,
        &after_args,
    )?;
    let Some(y) = region_terminator(m, op, 1).filter(|&t| m.op(t).name == "scf.yield") else {
        return Err(op_error(
            m,
            op,
            "expects the 'after' region to terminate with 'scf.yield'",
        ));
    };
    check_edge(
        m,
        op,
        "from Operation scf.yield to Region #0",
        &types_of(m, &m.op(y).operands),
        &before_args,
    )
}

pub(super) fn verify_parallel(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    expect_regions(m, op, 1)?;
    let segs = segments(m, op, 4)?;
    let n = segs[0].len();
    if n == 0 {
        return Err(op_error(
            m,
            op,
            "needs at least one tuple element for lowerBound, upperBound and step",
        ));
    }
    for &v in segs[0].iter().chain(&segs[1]).chain(&segs[2]) {
        if !m.value_type(v).is_index() {
            return Err(op_error(m, op, "expects index-typed bounds and steps"));
        }
    }
    single_block(m, op, 0)?;
    let args = entry_args(m, op, 0).unwrap_or(&[]);
    if args.len() != segs[2].len() {
        return Err(op_error(
            m,
            op,
            format!(
                "expects the same number of induction variables: {} as bound and step values: {}",
                args.len(),
                segs[2].len()
            ),
        ));
    }
    if args.iter().any(|&a| !m.value_type(a).is_index()) {
        return Err(op_error(
            m,
            op,
            "expects arguments for the induction variable to be of index type",
        ));
    }
    if segs[1].len() != n || segs[2].len() != n {
        return Err(op_error(
            m,
            op,
            "expects the same number of lower bounds, upper bounds and steps",
        ));
    }
    if segs[3].len() != o.results.len() || types_of(m, &segs[3]) != types_of(m, &o.results) {
        return Err(op_error(
            m,
            op,
            "expects the types of the init values to match the result types",
        ));
    }
    let Some(r) = region_terminator(m, op, 0).filter(|&t| m.op(t).name == "scf.reduce") else {
        return Err(op_error(
            m,
            op,
            "expects the body to terminate with 'scf.reduce'",
        ));
    };
    let rops = &m.op(r).operands;
    if rops.len() != o.results.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "expects number of results: {} to be the same as number of reductions: {}",
                o.results.len(),
                rops.len()
            ),
        ));
    }
    for (i, (&v, &res)) in rops.iter().zip(&o.results).enumerate() {
        if m.value_type(v) != m.value_type(res) {
            return Err(op_error(m, op, format!("expects type of {i}-th reduction operand: {} to be the same as the {i}-th result type: {}", m.value_type(v), m.value_type(res))));
        }
    }
    Ok(())
}

pub(super) fn verify_reduce(m: &Module, op: OpId) -> Result<()> {
    expect_parent(m, op, &["scf.parallel"])?;
    let o = m.op(op);
    if o.regions.len() != o.operands.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "expects {} reduction regions, one per operand, but has {}",
                o.operands.len(),
                o.regions.len()
            ),
        ));
    }
    for (i, &v) in o.operands.iter().enumerate() {
        let t = m.value_type(v);
        let r = o.regions[i];
        let blocks = &m.region(r).blocks;
        let Some(&b) = blocks.first() else {
            return Err(op_error(m, op, format!("reduction region #{i} is empty")));
        };
        let args = types_of(m, &m.block(b).args);
        if args.len() != 2 || args.iter().any(|a| a != t) {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected two block arguments with type '{t}' in the {i}-th reduction region"
                ),
            ));
        }
        let last = m
            .region(r)
            .blocks
            .last()
            .and_then(|&lb| m.block(lb).ops.last().copied());
        let Some(ret) = last.filter(|&t| m.op(t).name == "scf.reduce.return") else {
            return Err(op_error(
                m,
                op,
                "reduction bodies must be terminated with an 'scf.reduce.return' op",
            ));
        };
        let rt = types_of(m, &m.op(ret).operands);
        if rt.len() != 1 || &rt[0] != t {
            return Err(op_error(
                m,
                ret,
                format!("must have type '{t}' (the type of the reduction inputs)"),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_reduce_return(m: &Module, op: OpId) -> Result<()> {
    expect_parent(m, op, &["scf.reduce"])?;
    if m.op(op).operands.len() != 1 {
        return Err(op_error(m, op, "expects one operand"));
    }
    Ok(())
}

fn verify_yielding_regions(m: &Module, op: OpId, regions: std::ops::Range<usize>) -> Result<()> {
    let res = types_of(m, &m.op(op).results);
    for i in regions {
        let r = m.op(op).regions[i];
        for &b in &m.region(r).blocks {
            if let Some(&t) = m.block(b).ops.last() {
                if m.op(t).name == "scf.yield" {
                    check_edge(
                        m,
                        op,
                        "from Operation scf.yield to parent",
                        &types_of(m, &m.op(t).operands),
                        &res,
                    )?;
                }
            }
        }
    }
    Ok(())
}

pub(super) fn verify_execute_region(m: &Module, op: OpId) -> Result<()> {
    expect_regions(m, op, 1)?;
    let r = m.op(op).regions[0];
    let Some(&entry) = m.region(r).blocks.first() else {
        return Err(op_error(m, op, "region needs to have at least one block"));
    };
    if !m.block(entry).args.is_empty() {
        return Err(op_error(m, op, "region cannot have any arguments"));
    }
    verify_yielding_regions(m, op, 0..1)
}

pub(super) fn verify_index_switch(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let Some(cases) = o.attr("cases").and_then(as_int_array) else {
        return Err(op_error(m, op, "requires attribute 'cases'"));
    };
    if o.operands.len() != 1 || !m.value_type(o.operands[0]).is_index() {
        return Err(op_error(m, op, "expects one index operand"));
    }
    if o.regions.len() != cases.len() + 1 {
        return Err(op_error(
            m,
            op,
            format!(
                "has {} case regions but {} case values",
                o.regions.len().saturating_sub(1),
                cases.len()
            ),
        ));
    }
    let mut seen = std::collections::HashSet::new();
    for c in &cases {
        if !seen.insert(*c) {
            return Err(op_error(m, op, format!("has duplicate case value: {c}")));
        }
    }
    let res = types_of(m, &o.results);
    for i in 0..o.regions.len() {
        single_block(m, op, i)?;
        let y = terminator_named(m, op, i, "scf.yield")?;
        let yt = types_of(m, &m.op(y).operands);
        let region = if i == 0 {
            "default region".to_string()
        } else {
            format!("case region #{}", i - 1)
        };
        if yt.len() != res.len() {
            return Err(op_error(
                m,
                op,
                format!(
                    "expected each region to return {} values, but {region} returns {}",
                    res.len(),
                    yt.len()
                ),
            ));
        }
        for (k, (a, b)) in yt.iter().zip(&res).enumerate() {
            if a != b {
                return Err(op_error(
                    m,
                    op,
                    format!("expected result #{k} of each region to be '{b}'"),
                ));
            }
        }
    }
    Ok(())
}

pub(super) fn verify_forall(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    expect_regions(m, op, 1)?;
    let segs = segments(m, op, 4)?;
    let arr = |n: &str| {
        o.attr(n)
            .and_then(as_int_array)
            .ok_or_else(|| op_error(m, op, format!("requires attribute '{n}'")))
    };
    let (lbs, ubs, steps) = (
        arr("staticLowerBound")?,
        arr("staticUpperBound")?,
        arr("staticStep")?,
    );
    let n = lbs.len();
    if ubs.len() != n || steps.len() != n {
        return Err(op_error(
            m,
            op,
            "requires the same number of lower bounds, upper bounds, and steps",
        ));
    }
    let dynamic = |v: &[i64]| v.iter().filter(|&&x| x == crate::types::DYNAMIC).count();
    if dynamic(&lbs) != segs[0].len()
        || dynamic(&ubs) != segs[1].len()
        || dynamic(&steps) != segs[2].len()
    {
        return Err(op_error(
            m,
            op,
            "expected as many dynamic bound operands as dynamic static bound entries",
        ));
    }
    if segs[3].len() != o.results.len() {
        return Err(op_error(
            m,
            op,
            "requires the same number of results and shared outputs",
        ));
    }
    let args = entry_args(m, op, 0).unwrap_or(&[]);
    if args.len() != n + segs[3].len() {
        return Err(op_error(
            m,
            op,
            "region expects one index argument per loop variable plus one per shared output",
        ));
    }
    match region_terminator(m, op, 0) {
        Some(t) if m.op(t).name == "scf.forall.in_parallel" => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "expects the body to terminate with 'scf.forall.in_parallel'",
        )),
    }
}

pub(super) fn verify_in_parallel(m: &Module, op: OpId) -> Result<()> {
    expect_parent(m, op, &["scf.forall"]).map(|_| ())
}
