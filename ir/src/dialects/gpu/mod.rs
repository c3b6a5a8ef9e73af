//! The gpu dialect's host and kernel ops, as mlir-opt 22 parses and prints them:
//! `gpu.thread_id`/`block_id`/`block_dim`/`grid_dim`/`global_id`/`cluster_id`/`cluster_dim`/
//! `cluster_block_id`/`cluster_dim_blocks` (`x`/`y`/`z`, optional `upper_bound`),
//! `gpu.lane_id`, `gpu.subgroup_id`/`num_subgroups`/`subgroup_size`, `gpu.barrier`,
//! `gpu.terminator`, `gpu.return`, and the async host ops `gpu.wait`, `gpu.alloc`,
//! `gpu.dealloc`, `gpu.memcpy`, `gpu.memset` (here); `gpu.module` and `gpu.func` ([`func`]);
//! `gpu.launch` and `gpu.launch_func` ([`launch`]); `gpu.warp_execute_on_lane_0` and `gpu.yield`
//! ([`warp`]); `gpu.printf`, `gpu.shuffle`, `gpu.rotate`, `gpu.all_reduce`, `gpu.subgroup_reduce`,
//! `gpu.dynamic_shared_memory`, `gpu.set_default_device` ([`kernel`]); `gpu.binary` and its
//! object, target and kernel attributes ([`binary`]); the `gpu.subgroup_mma_*` ops and the
//! `!gpu.mma_matrix` type ([`mma`]); the sparse host ops ([`sparse`]). The `!gpu.async.token` type is the dialect
//! type [`token`] (kept verbatim like every dialect type).

mod binary;
pub(crate) use binary::parse_attr;
mod func;
mod kernel;
mod launch;
mod mma;
pub(crate) use mma::parse_mma_type;
mod sparse;
mod sparse_ops;
mod warp;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::{Type, DYNAMIC};

use super::helpers::{segments, segments_opt, set_segments, types_of};
use super::{op_error, OpDef, Registry, Traits};

/// `!gpu.async.token`
pub(crate) fn token() -> Type {
    Type::Opaque("!gpu.async.token".to_string())
}

/// True for `!gpu.async.token`.
pub(crate) fn is_token(t: &Type) -> bool {
    matches!(t, Type::Opaque(s) if s == "!gpu.async.token")
}

/// Parses `(async)? ([%dep, ...])?` and appends the dependencies to `st.operands`; returns
/// whether `async` was written and the number of dependencies.
pub(crate) fn parse_async(p: &mut Parser<'_>, st: &mut OperationState) -> Result<(bool, usize)> {
    let is_async = p.parse_optional_keyword("async")?;
    let deps = p.parse_operand_list(Delimiter::OptionalSquare)?;
    let vals = p.resolve_operands_same(&deps, &token())?;
    let n = vals.len();
    st.operands.extend(vals);
    Ok((is_async, n))
}

/// Prints `async [%dep, ...]` as MLIR's `printAsyncDependencies` does (no leading space).
pub(crate) fn print_async(p: &mut Printer<'_>, is_async: bool, deps: &[ValueId]) {
    if is_async {
        p.write("async");
    }
    if deps.is_empty() {
        return;
    }
    if is_async {
        p.write(" ");
    }
    p.write("[");
    p.print_operands(deps);
    p.write("]");
}

/// Checks that `deps` are tokens and that the results end with at most one token.
pub(crate) fn verify_async(m: &Module, op: OpId, deps: &[ValueId]) -> Result<()> {
    for (i, &d) in deps.iter().enumerate() {
        let t = m.value_type(d);
        if !is_token(t) {
            return Err(op_error(
                m,
                op,
                format!("operand #{i} must be variadic of async token type, but got '{t}'"),
            ));
        }
    }
    Ok(())
}

const DIM_OPS: &[&str] = &[
    "gpu.thread_id",
    "gpu.block_id",
    "gpu.block_dim",
    "gpu.grid_dim",
    "gpu.global_id",
    "gpu.cluster_id",
    "gpu.cluster_dim",
    "gpu.cluster_block_id",
    "gpu.cluster_dim_blocks",
];

const INDEX_OPS: &[&str] = &[
    "gpu.lane_id",
    "gpu.subgroup_id",
    "gpu.num_subgroups",
    "gpu.subgroup_size",
];

pub(crate) fn register(r: &mut Registry) {
    binary::register(r);
    for &name in DIM_OPS {
        r.add(
            OpDef::new(name, parse_dim, print_dim)
                .traits(Traits::PURE)
                .inherent(&["dimension", "upper_bound"])
                .verifier(verify_dim)
                .result_names(dim_result_name),
        );
    }
    for &name in INDEX_OPS {
        r.add(
            OpDef::new(name, parse_index_op, print_index_op)
                .traits(Traits::PURE)
                .inherent(&["upper_bound"])
                .verifier(verify_index_op),
        );
    }
    r.add(
        OpDef::new("gpu.barrier", parse_attrs_only, print_attrs_only).verifier(verify_no_operands),
    );
    r.add(
        OpDef::new("gpu.terminator", parse_attrs_only, print_attrs_only)
            .traits(Traits::TERMINATOR | Traits::PURE)
            .verifier(verify_terminator),
    );
    r.add(OpDef::new("gpu.wait", parse_wait, print_wait).verifier(verify_wait));
    r.add(
        OpDef::new("gpu.alloc", parse_alloc, print_alloc)
            .inherent(&["hostShared", "operandSegmentSizes"])
            .verifier(verify_alloc)
            .result_names(|_, _| vec![(0, "memref".to_string()), (1, "asyncToken".to_string())]),
    );
    r.add(OpDef::new("gpu.dealloc", parse_dealloc, print_dealloc).verifier(verify_dealloc));
    r.add(OpDef::new("gpu.memcpy", parse_memcpy, print_memcpy).verifier(verify_memcpy));
    r.add(OpDef::new("gpu.memset", parse_memset, print_memset).verifier(verify_memset));
    func::register(r);
    launch::register(r);
    warp::register(r);
    kernel::register(r);
    mma::register(r);
    sparse::register(r);
}

// ----- thread_id & co ---------------------------------------------------------------------

fn dim_attr(d: &str) -> Attribute {
    Attribute::Opaque(format!("#gpu<dim {d}>"))
}

/// `x`, `y` or `z` of a `#gpu<dim x>` attribute.
fn dim_of(a: &Attribute) -> Option<&'static str> {
    match a {
        Attribute::Opaque(s) => match s.as_str() {
            "#gpu<dim x>" => Some("x"),
            "#gpu<dim y>" => Some("y"),
            "#gpu<dim z>" => Some("z"),
            _ => None,
        },
        _ => None,
    }
}

fn parse_upper_bound(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.parse_optional_keyword("upper_bound")? {
        let v = p.parse_integer()?;
        st.set_prop("upper_bound", Attribute::index(v));
    }
    Ok(())
}

fn print_upper_bound(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    if let Some(b) = p.module().op(op).attr("upper_bound") {
        let v = b.as_int()?;
        p.write(&format!(" upper_bound {v}"));
    }
    Some(())
}

fn parse_dim(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let at = p.token().start;
    let d = match p.parse_optional_keyword_of(&["x", "y", "z"])? {
        Some(d) => d,
        None => {
            return Err(p.err_at(
                at,
                format!(
                    "custom op '{}' expected ::mlir::gpu::Dimension to be one of: x, y, z",
                    st.name
                ),
            ))
        }
    };
    st.set_prop("dimension", dim_attr(d));
    parse_upper_bound(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["dimension", "upper_bound"]);
    st.result_types.push(Type::Index);
    Ok(())
}

fn print_dim(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let d = dim_of(p.module().op(op).attr("dimension")?)?;
    p.write("  ");
    p.write(d);
    print_upper_bound(p, op)?;
    p.print_op_attr_dict(op, &["dimension", "upper_bound"]);
    Some(())
}

fn dim_result_name(m: &Module, op: OpId) -> Vec<(usize, String)> {
    let o = m.op(op);
    let Some(d) = o.attr("dimension").and_then(dim_of) else {
        return vec![];
    };
    let base = o.name.strip_prefix("gpu.").unwrap_or(&o.name);
    vec![(0, format!("{base}_{d}"))]
}

fn verify_index_result(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if !o.operands.is_empty() {
        return Err(op_error(m, op, "expects 0 operands"));
    }
    match o.results.as_slice() {
        [r] if m.value_type(*r).is_index() => {}
        [r] => {
            return Err(op_error(
                m,
                op,
                format!("result #0 must be index, but got '{}'", m.value_type(*r)),
            ))
        }
        _ => return Err(op_error(m, op, "requires one result")),
    }
    if let Some(b) = o.attr("upper_bound") {
        if !matches!(
            b,
            Attribute::Integer {
                ty: Type::Index,
                ..
            }
        ) {
            return Err(op_error(
                m,
                op,
                "attribute 'upper_bound' failed to satisfy constraint: index attribute",
            ));
        }
    }
    Ok(())
}

fn verify_dim(m: &Module, op: OpId) -> Result<()> {
    match m.op(op).attr("dimension") {
        None => return Err(op_error(m, op, "requires attribute 'dimension'")),
        Some(a) if dim_of(a).is_none() => {
            return Err(op_error(
                m,
                op,
                "attribute 'dimension' failed to satisfy constraint: a dimension, either 'x', 'y', or 'z'",
            ))
        }
        _ => {}
    }
    verify_index_result(m, op)
}

fn parse_index_op(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let lane = st.name == "gpu.lane_id";
    if lane {
        parse_upper_bound(p, st)?;
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["upper_bound"]);
    if !lane {
        let at = p.token().start;
        let t = p.parse_colon_type()?;
        if !t.is_index() {
            return Err(p.err_at(
                at,
                format!("invalid kind of type specified: expected builtin.index, but found '{t}'"),
            ));
        }
        if p.parse_optional_keyword("upper_bound")? {
            let v = p.parse_integer()?;
            st.set_prop("upper_bound", Attribute::index(v));
        }
    }
    st.result_types.push(Type::Index);
    Ok(())
}

fn print_index_op(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    if p.module().op(op).name == "gpu.lane_id" {
        print_upper_bound(p, op)?;
        p.print_op_attr_dict(op, &["upper_bound"]);
    } else {
        p.print_op_attr_dict(op, &["upper_bound"]);
        p.write(" : index");
        print_upper_bound(p, op)?;
    }
    Some(())
}

fn verify_index_op(m: &Module, op: OpId) -> Result<()> {
    verify_index_result(m, op)
}

// ----- barrier, terminator ----------------------------------------------------------------

fn parse_attrs_only(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)
}

fn print_attrs_only(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    if !o.operands.is_empty() || !o.results.is_empty() {
        return None;
    }
    p.print_op_attr_dict(op, &[]);
    Some(())
}

fn verify_no_operands(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if !o.operands.is_empty() {
        return Err(op_error(
            m,
            op,
            format!("expected 0 operands, but found {}", o.operands.len()),
        ));
    }
    if !o.results.is_empty() {
        return Err(op_error(m, op, "requires zero results"));
    }
    Ok(())
}

fn verify_terminator(m: &Module, op: OpId) -> Result<()> {
    super::helpers::expect_parent(m, op, &["gpu.launch"])?;
    verify_no_operands(m, op)
}

// ----- wait -------------------------------------------------------------------------------

/// The async result of an op whose results end with an optional token: (has token, count of
/// other results).
fn async_result(m: &Module, op: OpId) -> bool {
    m.op(op)
        .results
        .last()
        .is_some_and(|&r| is_token(m.value_type(r)))
}

fn parse_wait(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (is_async, _) = parse_async(p, st)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    if is_async {
        st.result_types.push(token());
    }
    Ok(())
}

fn print_wait(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    p.write(" ");
    print_async(p, !o.results.is_empty(), &o.operands);
    p.print_op_attr_dict(op, &[]);
    Some(())
}

fn verify_wait(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    verify_async(m, op, &o.operands)?;
    match o.results.as_slice() {
        [] => Ok(()),
        [r] if is_token(m.value_type(*r)) => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "result #0 must be async token type, and at most one result",
        )),
    }
}

// ----- alloc, dealloc ---------------------------------------------------------------------

fn parse_alloc(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (is_async, ndeps) = parse_async(p, st)?;
    if p.parse_optional_keyword("host_shared")? {
        st.set_prop("hostShared", Attribute::Unit);
    }
    let dyn_sizes = p.parse_operand_list(Delimiter::Paren)?;
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["hostShared", "operandSegmentSizes"]);
    let at = p.token().start;
    let t = p.parse_colon_type()?;
    if !matches!(t, Type::MemRef { .. }) {
        return Err(p.err_at(
            at + 1,
            format!("invalid kind of type specified: expected builtin.memref, but found '{t}'"),
        ));
    }
    let d = p.resolve_operands_same(&dyn_sizes, &Type::Index)?;
    let s = p.resolve_operands_same(&syms, &Type::Index)?;
    set_segments(st, &[ndeps, d.len(), s.len()]);
    st.operands.extend(d);
    st.operands.extend(s);
    st.result_types.push(t);
    if is_async {
        st.result_types.push(token());
    }
    Ok(())
}

fn print_alloc(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let segs = segments_opt(m, op, 3)?;
    let (&mem, rest) = o.results.split_first()?;
    p.write(" ");
    print_async(p, !rest.is_empty(), &segs[0]);
    if o.attr("hostShared").is_some() {
        p.write(" host_shared");
    }
    p.write(" (");
    p.print_operands(&segs[1]);
    p.write(")");
    if !segs[2].is_empty() {
        p.write("[");
        p.print_operands(&segs[2]);
        p.write("]");
    }
    p.print_op_attr_dict(op, &["hostShared", "operandSegmentSizes"]);
    p.write(" : ");
    let t = m.value_type(mem).clone();
    p.print_type(&t);
    Some(())
}

fn verify_alloc(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let segs = segments(m, op, 3)?;
    verify_async(m, op, &segs[0])?;
    for &v in segs[1].iter().chain(&segs[2]) {
        if !m.value_type(v).is_index() {
            return Err(op_error(
                m,
                op,
                format!(
                    "operand must be variadic of index, but got '{}'",
                    m.value_type(v)
                ),
            ));
        }
    }
    if let Some(h) = o.attr("hostShared") {
        if !matches!(h, Attribute::Unit) {
            return Err(op_error(
                m,
                op,
                "attribute 'hostShared' failed to satisfy constraint: unit attribute",
            ));
        }
    }
    let (mem, rest) = match o.results.split_first() {
        Some((&mem, rest))
            if rest.len() <= 1 && rest.iter().all(|&r| is_token(m.value_type(r))) =>
        {
            (mem, rest)
        }
        _ => {
            return Err(op_error(
                m,
                op,
                "requires a memref result and an optional async token result",
            ))
        }
    };
    let _ = rest;
    let Type::MemRef { shape, layout, .. } = m.value_type(mem) else {
        return Err(op_error(
            m,
            op,
            format!(
                "result #0 must be memref of any type values, but got '{}'",
                m.value_type(mem)
            ),
        ));
    };
    let ndyn = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if segs[1].len() != ndyn {
        return Err(op_error(
            m,
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {ndyn}",
                segs[1].len()
            ),
        ));
    }
    let nsym = match layout.as_deref() {
        Some(Attribute::AffineMap(map)) => map.num_symbols() as usize,
        // The map of `strided<...>` has one symbol per dynamic offset or stride.
        Some(Attribute::Strided { strides, offset }) => {
            usize::from(*offset == DYNAMIC) + strides.iter().filter(|&&s| s == DYNAMIC).count()
        }
        _ => 0,
    };
    if segs[2].len() != nsym {
        return Err(op_error(
            m,
            op,
            "symbol operand count does not equal memref symbol count",
        ));
    }
    Ok(())
}

/// Splits the operands into (dependencies, the `n` trailing operands).
fn split_trailing(m: &Module, op: OpId, n: usize) -> Option<(&[ValueId], &[ValueId])> {
    let ops = &m.op(op).operands;
    let k = ops.len().checked_sub(n)?;
    Some(ops.split_at(k))
}

fn parse_dealloc(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (is_async, _) = parse_async(p, st)?;
    let mem = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let t = p.parse_colon_type()?;
    if !t.is_memref() {
        return Err(p.err_at(
            at + 1,
            format!("invalid kind of type specified: expected builtin.memref, but found '{t}'"),
        ));
    }
    st.operands.push(p.resolve_operand(&mem, &t)?);
    if is_async {
        st.result_types.push(token());
    }
    Ok(())
}

fn print_dealloc(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let (deps, rest) = split_trailing(m, op, 1)?;
    p.write(" ");
    print_async(p, async_result(m, op), deps);
    p.write(" ");
    p.print_operand(rest[0]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    let t = m.value_type(rest[0]).clone();
    p.print_type(&t);
    Some(())
}

fn verify_async_op(m: &Module, op: OpId, trailing: usize) -> Result<Vec<ValueId>> {
    let o = m.op(op);
    let Some((deps, rest)) = split_trailing(m, op, trailing) else {
        return Err(op_error(
            m,
            op,
            format!(
                "expected at least {trailing} operands, but found {}",
                o.operands.len()
            ),
        ));
    };
    verify_async(m, op, deps)?;
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
    Ok(rest.to_vec())
}

fn verify_dealloc(m: &Module, op: OpId) -> Result<()> {
    let rest = verify_async_op(m, op, 1)?;
    let t = m.value_type(rest[0]);
    if !t.is_memref() {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be memref of any type values, but got '{t}'"),
        ));
    }
    Ok(())
}

// ----- memcpy, memset ---------------------------------------------------------------------

/// `async [deps] %a, %b attr-dict : type(a), type(b)` (memcpy and memset).
fn parse_two(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (is_async, _) = parse_async(p, st)?;
    let a = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let b = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let ta = p.parse_type()?;
    if !ta.is_memref() {
        return Err(p.err_at(
            at,
            format!("invalid kind of type specified: expected builtin.memref, but found '{ta}'"),
        ));
    }
    p.expect(TokKind::Comma, "','")?;
    let at = p.token().start;
    let tb = p.parse_type()?;
    if st.name == "gpu.memcpy" && !tb.is_memref() {
        return Err(p.err_at(
            at,
            format!("invalid kind of type specified: expected builtin.memref, but found '{tb}'"),
        ));
    }
    st.operands.push(p.resolve_operand(&a, &ta)?);
    st.operands.push(p.resolve_operand(&b, &tb)?);
    if is_async {
        st.result_types.push(token());
    }
    Ok(())
}

fn print_two(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let (deps, rest) = split_trailing(m, op, 2)?;
    p.write(" ");
    print_async(p, async_result(m, op), deps);
    p.write(" ");
    p.print_operands(rest);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    let ts = types_of(m, rest);
    p.print_types(&ts);
    Some(())
}

fn parse_memcpy(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_two(p, st)
}

fn print_memcpy(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    print_two(p, op)
}

fn parse_memset(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    parse_two(p, st)
}

fn print_memset(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    print_two(p, op)
}

fn memref_parts(t: &Type) -> Option<(&[i64], &Type)> {
    match t {
        Type::MemRef { shape, elem, .. } => Some((shape, elem)),
        Type::UnrankedMemRef { elem, .. } => Some((&[], elem)),
        _ => None,
    }
}

fn verify_memcpy(m: &Module, op: OpId) -> Result<()> {
    let rest = verify_async_op(m, op, 2)?;
    let (dt, st) = (m.value_type(rest[0]), m.value_type(rest[1]));
    for (i, t) in [dt, st].into_iter().enumerate() {
        if !t.is_memref() {
            return Err(op_error(
                m,
                op,
                format!("operand #{i} must be memref of any type values, but got '{t}'"),
            ));
        }
    }
    let (Some((ds, de)), Some((ss, se))) = (memref_parts(dt), memref_parts(st)) else {
        return Ok(());
    };
    if de != se {
        return Err(op_error(m, op, "arguments have incompatible element type"));
    }
    let ranked = matches!(dt, Type::MemRef { .. }) && matches!(st, Type::MemRef { .. });
    if ranked
        && (ds.len() != ss.len()
            || ds
                .iter()
                .zip(ss)
                .any(|(&a, &b)| a != DYNAMIC && b != DYNAMIC && a != b))
    {
        return Err(op_error(m, op, "arguments have incompatible shape"));
    }
    Ok(())
}

fn verify_memset(m: &Module, op: OpId) -> Result<()> {
    let rest = verify_async_op(m, op, 2)?;
    let (dt, vt) = (m.value_type(rest[0]), m.value_type(rest[1]));
    let Some((_, elem)) = memref_parts(dt) else {
        return Err(op_error(
            m,
            op,
            format!("operand #0 must be memref of any type values, but got '{dt}'"),
        ));
    };
    if elem != vt {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {dst, value} have same element type",
        ));
    }
    Ok(())
}

#[cfg(test)]
mod tests;
