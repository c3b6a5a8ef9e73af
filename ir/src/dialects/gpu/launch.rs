//! `gpu.launch` (a kernel body launched over `blocks(...)`/`threads(...)`, optional clusters,
//! async dependencies, dynamic shared memory, attributions; `gpu.terminator`) and
//! `gpu.launch_func` (`@module::@kernel blocks in (...) threads in (...) args(...)`).

use crate::attrs::{dict_get, Attribute};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Argument, Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::Type;

use super::super::helpers::{entry_args, segments, segments_opt, set_segments};
use super::super::{op_error, OpDef, Registry};
use super::func::{num_workgroup, print_attributions, verify_attributions};
use super::{is_token, parse_async, print_async, token, verify_async};

const LAUNCH_INHERENT: &[&str] = &["operandSegmentSizes", "module", "function"];
const LAUNCH_FUNC_INHERENT: &[&str] = &["operandSegmentSizes", "kernel"];

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("gpu.launch", parse_launch, print_launch)
            .traits(super::super::Traits::AFFINE_SCOPE)
            .inherent(LAUNCH_INHERENT)
            .verifier(verify_launch),
    );
    r.add(
        OpDef::new("gpu.launch_func", parse_launch_func, print_launch_func)
            .inherent(LAUNCH_FUNC_INHERENT)
            .verifier(verify_launch_func),
    );
}

// ----- gpu.launch -------------------------------------------------------------------------

/// Parses `(%i, %j, %k) in (%a = %x, %b = %y, %c = %z)`: the ids, the size arguments and the
/// size operands.
type Assignment = (
    Vec<UnresolvedOperand>,
    Vec<UnresolvedOperand>,
    Vec<UnresolvedOperand>,
);

fn parse_size_assignment(p: &mut Parser<'_>) -> Result<Assignment> {
    p.expect(TokKind::LParen, "'('")?;
    let mut ids = vec![];
    for i in 0..3 {
        if i > 0 {
            p.expect(TokKind::Comma, "','")?;
        }
        ids.push(p.parse_argument_name()?);
    }
    p.expect(TokKind::RParen, "')'")?;
    p.parse_keyword("in")?;
    p.expect(TokKind::LParen, "'('")?;
    let (mut args, mut sizes) = (vec![], vec![]);
    for i in 0..3 {
        if i > 0 {
            p.expect(TokKind::Comma, "','")?;
        }
        args.push(p.parse_argument_name()?);
        p.expect(TokKind::Equal, "'='")?;
        sizes.push(p.parse_operand()?);
    }
    p.expect(TokKind::RParen, "')'")?;
    Ok((ids, args, sizes))
}

fn parse_flat_symbol_clause(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    keyword: &str,
) -> Result<()> {
    if p.parse_optional_keyword(keyword)? {
        p.expect(TokKind::LParen, "'('")?;
        let name = p.parse_symbol_name()?;
        st.set_prop(keyword, Attribute::symbol(&name));
        p.expect(TokKind::RParen, "')'")?;
    }
    Ok(())
}

fn parse_launch(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (is_async, ndeps) = parse_async(p, st)?;
    let clusters = if p.parse_optional_keyword("clusters")? {
        Some(parse_size_assignment(p)?)
    } else {
        None
    };
    p.parse_keyword("blocks")?;
    let blocks = parse_size_assignment(p)?;
    p.parse_keyword("threads")?;
    let threads = parse_size_assignment(p)?;
    let mut sizes: Vec<UnresolvedOperand> = blocks.2.clone();
    sizes.extend(threads.2.iter().cloned());
    if let Some(c) = &clusters {
        sizes.extend(c.2.iter().cloned());
    }
    let mut vals = p.resolve_operands_same(&sizes, &Type::Index)?;
    let has_dyn = p.parse_optional_keyword("dynamic_shared_memory_size")?;
    if has_dyn {
        let u = p.parse_operand()?;
        vals.push(p.resolve_operand(&u, &Type::int(32))?);
    }
    st.operands.extend(vals);
    parse_flat_symbol_clause(p, st, "module")?;
    parse_flat_symbol_clause(p, st, "function")?;
    let mut names: Vec<UnresolvedOperand> = vec![];
    names.extend(blocks.0);
    names.extend(threads.0);
    names.extend(blocks.1);
    names.extend(threads.1);
    if let Some(c) = clusters.clone() {
        names.extend(c.0);
        names.extend(c.1);
    }
    let mut args: Vec<Argument> = names
        .into_iter()
        .map(|name| Argument {
            name,
            ty: Type::Index,
            attrs: vec![],
        })
        .collect();
    let n_config = args.len();
    parse_attribution_list(p, "workgroup", &mut args)?;
    st.set_attr(
        "workgroup_attributions",
        Attribute::i64((args.len() - n_config) as i64),
    );
    parse_attribution_list(p, "private", &mut args)?;
    let region = p.parse_region(&args)?;
    st.regions.push(region);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, LAUNCH_INHERENT);
    let c = usize::from(clusters.is_some());
    set_segments(
        st,
        &[ndeps, 1, 1, 1, 1, 1, 1, c, c, c, usize::from(has_dyn)],
    );
    if is_async {
        st.result_types.push(token());
    }
    Ok(())
}

/// `workgroup(%a : type, ...)` without attributes (as `gpu.launch` parses them).
fn parse_attribution_list(
    p: &mut Parser<'_>,
    keyword: &str,
    args: &mut Vec<Argument>,
) -> Result<()> {
    if !p.parse_optional_keyword(keyword)? {
        return Ok(());
    }
    p.expect(TokKind::LParen, "'('")?;
    if !p.eat(TokKind::RParen)? {
        loop {
            args.push(p.parse_argument(false)?);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RParen, "')'")?;
    }
    Ok(())
}

fn print_size_assignment(
    p: &mut Printer<'_>,
    sizes: &[ValueId],
    operands: &[ValueId],
    ids: &[ValueId],
) {
    p.write("(");
    p.print_operands(ids);
    p.write(") in (");
    for (i, (&s, &o)) in sizes.iter().zip(operands).enumerate() {
        if i > 0 {
            p.write(", ");
        }
        p.print_operand(s);
        p.write(" = ");
        p.print_operand(o);
    }
    p.write(")");
}

fn print_launch(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let segs = segments_opt(m, op, 11)?;
    let &[region] = o.regions.as_slice() else {
        return None;
    };
    let args = entry_args(m, op, 0)?;
    let cluster = segs[7].len() + segs[8].len() + segs[9].len();
    if !(cluster == 0 || cluster == 3) || o.results.len() > 1 {
        return None;
    }
    let n_config = if cluster == 3 { 18 } else { 12 };
    let wg = num_workgroup(m, op)?;
    if args.len() < n_config + wg
        || args[..n_config]
            .iter()
            .any(|&a| !m.value_type(a).is_index())
    {
        return None;
    }
    if !o.results.is_empty() {
        p.write(" async");
        if !segs[0].is_empty() {
            p.write(" [");
            p.print_operands(&segs[0]);
            p.write("]");
        }
    }
    let one = |i: usize| segs[i].first().copied();
    if cluster == 3 {
        p.write(" clusters");
        let ops = [one(7)?, one(8)?, one(9)?];
        print_size_assignment(p, &args[15..18], &ops, &args[12..15]);
    }
    p.write(" blocks");
    let grid = [one(1)?, one(2)?, one(3)?];
    print_size_assignment(p, &args[6..9], &grid, &args[0..3]);
    p.write(" threads");
    let block = [one(4)?, one(5)?, one(6)?];
    print_size_assignment(p, &args[9..12], &block, &args[3..6]);
    if let Some(d) = one(10) {
        p.write(" dynamic_shared_memory_size ");
        p.print_operand(d);
    }
    for key in ["module", "function"] {
        if let Some(a) = dict_get(&o.props, key) {
            p.write(&format!(" {key}("));
            p.print_symbol_name(a.as_flat_symbol()?);
            p.write(")");
        }
    }
    print_attributions(p, "workgroup", &args[n_config..n_config + wg], None);
    print_attributions(p, "private", &args[n_config + wg..], None);
    p.write(" ");
    p.print_region(region, false, true, false);
    p.print_op_attr_dict(
        op,
        &[
            "operandSegmentSizes",
            "workgroup_attributions",
            "module",
            "function",
        ],
    );
    Some(())
}

fn verify_launch(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let segs = segments(m, op, 11)?;
    verify_async(m, op, &segs[0])?;
    for (i, seg) in segs.iter().enumerate().take(10).skip(1) {
        if seg.len() > 1 || (i < 7 && seg.len() != 1) {
            return Err(op_error(
                m,
                op,
                "'operandSegmentSizes' must give one grid size, one block size and optionally one cluster size per dimension",
            ));
        }
        if let Some(&v) = seg.first() {
            let t = m.value_type(v);
            if !t.is_index() {
                return Err(op_error(
                    m,
                    op,
                    format!("operand #{i} must be index, but got '{t}'"),
                ));
            }
        }
    }
    let cluster = segs[7].len() + segs[8].len() + segs[9].len();
    if cluster != 0 && cluster != 3 {
        return Err(op_error(m, op, "cluster size must be all present"));
    }
    if segs[10].len() > 1 {
        return Err(op_error(
            m,
            op,
            "'operandSegmentSizes' allows at most one dynamic shared memory size",
        ));
    }
    if let Some(&d) = segs[10].first() {
        let t = m.value_type(d);
        if *t != Type::int(32) {
            return Err(op_error(
                m,
                op,
                format!("operand #10 must be 32-bit signless integer, but got '{t}'"),
            ));
        }
    }
    match o.results.as_slice() {
        [] => {}
        [r] if is_token(m.value_type(*r)) => {}
        _ => {
            return Err(op_error(
                m,
                op,
                "result #0 must be async token type, and at most one result",
            ))
        }
    }
    let &[region] = o.regions.as_slice() else {
        return Err(op_error(m, op, "requires one region"));
    };
    let Some(wg) = num_workgroup(m, op) else {
        return Err(op_error(
            m,
            op,
            "attribute 'workgroup_attributions' must be an integer",
        ));
    };
    let blocks = &m.region(region).blocks;
    let Some(&entry) = blocks.first() else {
        return Ok(());
    };
    let args = &m.block(entry).args;
    if args.len() < 12 + wg {
        return Err(op_error(m, op, "unexpected number of region arguments"));
    }
    let n_config = if cluster == 3 { 18 } else { 12 };
    if args.len() >= n_config + wg {
        verify_attributions(m, op, &args[n_config..n_config + wg], "workgroup")?;
        verify_attributions(m, op, &args[n_config + wg..], "private")?;
    }
    for &b in blocks {
        let Some(&last) = m.block(b).ops.last() else {
            continue;
        };
        let lo = m.op(last);
        if !lo.successors.is_empty() || lo.name == "gpu.terminator" {
            continue;
        }
        let mut e = crate::error::Error {
            message: "expected 'gpu.terminator' or a terminator with successors".to_string(),
            pos: lo.pos,
            notes: vec![],
        };
        e.notes
            .push((o.pos, "in 'gpu.launch' body region".to_string()));
        return Err(e);
    }
    Ok(())
}

// ----- gpu.launch_func --------------------------------------------------------------------

fn parse_three(p: &mut Parser<'_>, keyword: &str) -> Result<Vec<UnresolvedOperand>> {
    p.parse_keyword(keyword)?;
    p.parse_keyword("in")?;
    p.expect(TokKind::LParen, "'('")?;
    let mut v = vec![];
    for i in 0..3 {
        if i > 0 {
            p.expect(TokKind::Comma, "','")?;
        }
        v.push(p.parse_operand()?);
    }
    p.expect(TokKind::RParen, "')'")?;
    Ok(v)
}

fn parse_launch_func(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (is_async, ndeps) = parse_async(p, st)?;
    let mut object = None;
    if p.eat(TokKind::Less)? {
        let u = p.parse_operand()?;
        let t = p.parse_colon_type()?;
        p.expect(TokKind::Greater, "'>'")?;
        object = Some((u, t));
    }
    let at = p.token().start;
    let kernel = p.parse_attribute()?;
    if !matches!(kernel, Attribute::SymbolRef { .. }) {
        return Err(p.err_at(at, "invalid kind of attribute specified"));
    }
    st.set_prop("kernel", kernel);
    let clusters = if p.at_keyword("clusters") {
        Some(parse_three(p, "clusters")?)
    } else {
        None
    };
    let grid = parse_three(p, "blocks")?;
    let block = parse_three(p, "threads")?;
    let dim_ty = if p.eat(TokKind::Colon)? {
        p.parse_type()?
    } else {
        Type::Index
    };
    let dynamic = if p.parse_optional_keyword("dynamic_shared_memory_size")? {
        Some(p.parse_operand()?)
    } else {
        None
    };
    let (mut names, mut types) = (vec![], vec![]);
    if p.parse_optional_keyword("args")? {
        p.expect(TokKind::LParen, "'('")?;
        if !p.eat(TokKind::RParen)? {
            loop {
                names.push(p.parse_operand()?);
                types.push(p.parse_colon_type()?);
                if !p.eat(TokKind::Comma)? {
                    break;
                }
            }
            p.expect(TokKind::RParen, "')' in argument list")?;
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::super::move_inherent_to_props(st, LAUNCH_FUNC_INHERENT);
    let mut vals = p.resolve_operands_same(&grid, &dim_ty)?;
    vals.extend(p.resolve_operands_same(&block, &dim_ty)?);
    if let Some(c) = &clusters {
        vals.extend(p.resolve_operands_same(c, &dim_ty)?);
    }
    if let Some(d) = &dynamic {
        vals.push(p.resolve_operand(d, &Type::int(32))?);
    }
    for (u, t) in names.iter().zip(&types) {
        vals.push(p.resolve_operand(u, t)?);
    }
    if let Some((u, t)) = &object {
        vals.push(p.resolve_operand(u, t)?);
    }
    st.operands.extend(vals);
    let c = usize::from(clusters.is_some());
    set_segments(
        st,
        &[
            ndeps,
            1,
            1,
            1,
            1,
            1,
            1,
            c,
            c,
            c,
            usize::from(dynamic.is_some()),
            names.len(),
            usize::from(object.is_some()),
        ],
    );
    if is_async {
        st.result_types.push(token());
    }
    Ok(())
}

fn print_launch_func(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let segs = segments_opt(m, op, 13)?;
    let kernel = dict_get(&o.props, "kernel")?;
    if !matches!(kernel, Attribute::SymbolRef { .. }) || o.results.len() > 1 {
        return None;
    }
    let cluster = segs[7].len() + segs[8].len() + segs[9].len();
    if (1..=6).any(|i| segs[i].len() != 1) || !(cluster == 0 || cluster == 3) {
        return None;
    }
    let ty = |v: ValueId| m.value_type(v);
    let dim_ty = ty(segs[1][0]).clone();
    p.write(" ");
    print_async(p, !o.results.is_empty(), &segs[0]);
    if let Some(&obj) = segs[12].first() {
        p.write("<");
        p.print_operand(obj);
        p.write(" : ");
        p.print_type(&ty(obj).clone());
        p.write(">");
    }
    p.write(" ");
    p.print_attribute(kernel);
    let three = |p: &mut Printer<'_>, kw: &str, idx: [usize; 3]| {
        p.write(&format!(" {kw} in ("));
        let vals: Vec<ValueId> = idx.iter().map(|&i| segs[i][0]).collect();
        p.print_operands(&vals);
        p.write(")");
    };
    if cluster == 3 {
        three(p, "clusters", [7, 8, 9]);
    }
    three(p, "blocks", [1, 2, 3]);
    three(p, "threads", [4, 5, 6]);
    p.write(" ");
    if !dim_ty.is_index() {
        p.write(": ");
        p.print_type(&dim_ty);
    }
    if let Some(&d) = segs[10].first() {
        p.write(" dynamic_shared_memory_size ");
        p.print_operand(d);
    }
    p.write(" ");
    if !segs[11].is_empty() {
        p.write("args(");
        for (i, &a) in segs[11].iter().enumerate() {
            if i > 0 {
                p.write(", ");
            }
            p.print_operand(a);
            p.write(" : ");
            p.print_type(&ty(a).clone());
        }
        p.write(")");
    }
    p.print_op_attr_dict(op, LAUNCH_FUNC_INHERENT);
    Some(())
}

/// The closest `builtin.module` enclosing `op`.
fn enclosing_module(m: &Module, op: OpId) -> Option<OpId> {
    let mut cur = m.parent_op(op);
    while let Some(c) = cur {
        if m.op(c).name == "builtin.module" {
            return Some(c);
        }
        cur = m.parent_op(c);
    }
    None
}

/// The op defining symbol `name` directly in the body of `table`.
fn lookup_symbol(m: &Module, table: OpId, name: &str) -> Option<OpId> {
    let &r = m.op(table).regions.first()?;
    m.region(r).blocks.iter().find_map(|&b| {
        m.block(b).ops.iter().copied().find(|&o| {
            m.op(o)
                .attr("sym_name")
                .and_then(|a| a.as_str())
                .is_some_and(|s| s == name)
        })
    })
}

fn verify_launch_func(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let segs = segments(m, op, 13)?;
    verify_async(m, op, &segs[0])?;
    let Some(Attribute::SymbolRef { root, nested }) = o.attr("kernel") else {
        return Err(op_error(
            m,
            op,
            "requires attribute 'kernel' of symbol reference type",
        ));
    };
    if (1..=6).any(|i| segs[i].len() != 1) {
        return Err(op_error(
            m,
            op,
            "'operandSegmentSizes' must give one grid size and one block size per dimension",
        ));
    }
    let dim_ty = m.value_type(segs[1][0]);
    for (i, seg) in segs.iter().enumerate().take(10).skip(1) {
        for &v in seg {
            let t = m.value_type(v);
            if !t.is_signless_int_or_index() {
                return Err(op_error(
                    m,
                    op,
                    format!(
                        "operand #{i} must be index or 32/64-bit signless integer, but got '{t}'"
                    ),
                ));
            }
        }
    }
    let cluster: Vec<&ValueId> = segs[7].iter().chain(&segs[8]).chain(&segs[9]).collect();
    if !cluster.is_empty()
        && cluster
            .iter()
            .any(|&&v| m.value_type(v) != m.value_type(*cluster[0]))
    {
        return Err(op_error(
            m,
            op,
            "expects types of the cluster dimensions must be the same",
        ));
    }
    if (2..=6).any(|i| m.value_type(segs[i][0]) != dim_ty) {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {gridSizeX, gridSizeY, gridSizeZ, blockSizeX, blockSizeY, blockSizeZ} have same type",
        ));
    }
    match o.results.as_slice() {
        [] => {}
        [r] if is_token(m.value_type(*r)) => {}
        _ => {
            return Err(op_error(
                m,
                op,
                "result #0 must be async token type, and at most one result",
            ))
        }
    }
    let Some(module) = enclosing_module(m, op) else {
        return Err(op_error(m, op, "expected to belong to a module"));
    };
    if !matches!(
        m.op(module).attr("gpu.container_module"),
        Some(Attribute::Unit)
    ) {
        return Err(op_error(
            m,
            op,
            "expected the closest surrounding module to have the 'gpu.container_module' attribute",
        ));
    }
    // The checks MLIR's `gpu.container_module` attribute verifier does on launches nested in a
    // function of the module.
    if m.parent_op(op).and_then(|f| m.parent_op(f)) != Some(module) {
        return Ok(());
    }
    let Some(container) = lookup_symbol(m, module, root) else {
        return Err(op_error(
            m,
            op,
            format!("kernel container '{root}' is undefined"),
        ));
    };
    if m.op(container).name == "gpu.binary" {
        return Ok(());
    }
    if m.op(container).name != "gpu.module" {
        return Err(op_error(
            m,
            op,
            format!("kernel module '{root}' is undefined"),
        ));
    }
    let kernel_ref = o.attr("kernel").cloned().unwrap_or(Attribute::Unit);
    let func = match nested.as_slice() {
        [leaf] => lookup_symbol(m, container, leaf),
        _ => None,
    };
    let Some(func) = func else {
        return Err(op_error(
            m,
            op,
            format!("kernel function '{kernel_ref}' is undefined"),
        ));
    };
    let fo = m.op(func);
    let Some(Type::Function { inputs, .. }) = fo.attr("function_type").and_then(|a| a.as_type())
    else {
        let mut e = op_error(
            m,
            op,
            format!("referenced kernel '{kernel_ref}' is not a function"),
        );
        e.notes
            .push((fo.pos, "see the kernel definition here".to_string()));
        return Err(e);
    };
    if fo.attr("gpu.kernel").is_none() {
        return Err(op_error(
            m,
            op,
            "kernel function is missing the 'gpu.kernel' attribute",
        ));
    }
    if fo.name != "gpu.func" {
        return Ok(());
    }
    let args = &segs[11];
    if args.len() != inputs.len() {
        return Err(op_error(
            m,
            op,
            format!(
                "got {} kernel operands but expected {}",
                args.len(),
                inputs.len()
            ),
        ));
    }
    for (i, (&a, t)) in args.iter().zip(inputs).enumerate() {
        if m.value_type(a) != t {
            return Err(op_error(
                m,
                op,
                format!("type of function argument {i} does not match"),
            ));
        }
    }
    Ok(())
}
