//! Verifiers of the memref ops (messages follow MLIR's where it has one).

mod views;

pub(super) use views::{
    verify_metadata, verify_reinterpret_cast, verify_reshape, verify_subview, verify_transpose,
    verify_view,
};

use crate::attrs::Attribute;
use crate::error::Result;
use crate::module::{Module, OpId, ValueId};
use crate::types::{Type, DYNAMIC};

use super::super::helpers::{
    as_int_array, counts, dim_of, expect_parent, region_terminator, segments, types_of,
};
use super::super::{op_error, Traits};
use super::ATOMIC_RMW_KINDS;

fn ranked_memref(
    m: &Module,
    op: OpId,
    v: ValueId,
    what: &str,
) -> Result<(Vec<i64>, Type, Option<Attribute>)> {
    match m.value_type(v) {
        Type::MemRef {
            shape,
            elem,
            layout,
            ..
        } => Ok((shape.clone(), (**elem).clone(), layout.as_deref().cloned())),
        t => Err(op_error(
            m,
            op,
            format!("{what} must be memref of any type values, but got '{t}'"),
        )),
    }
}

fn any_memref(m: &Module, op: OpId, v: ValueId, what: &str) -> Result<()> {
    let t = m.value_type(v);
    if t.is_memref() {
        Ok(())
    } else {
        Err(op_error(
            m,
            op,
            format!("{what} must be ranked or unranked memref of any type values, but got '{t}'"),
        ))
    }
}

fn all_index(m: &Module, op: OpId, vs: &[ValueId], what: &str) -> Result<()> {
    for &v in vs {
        if !m.value_type(v).is_index() {
            return Err(op_error(
                m,
                op,
                format!("{what} must be index, but got '{}'", m.value_type(v)),
            ));
        }
    }
    Ok(())
}

pub(super) fn verify_alloc(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 0, 1)?;
    let segs = segments(m, op, 2)?;
    let r = m.op(op).results[0];
    let (shape, _, layout) = ranked_memref(m, op, r, "result #0")?;
    let ndyn = shape.iter().filter(|&&d| d == DYNAMIC).count();
    if segs[0].len() != ndyn {
        return Err(op_error(
            m,
            op,
            format!(
                "incorrect number of dynamic sizes, has {}, expected {ndyn}",
                segs[0].len()
            ),
        ));
    }
    let nsym = match &layout {
        Some(Attribute::AffineMap(map)) => map.num_symbols() as usize,
        _ => 0,
    };
    if segs[1].len() != nsym {
        return Err(op_error(
            m,
            op,
            format!(
                "symbol operand count does not equal memref symbol count: expected {nsym}, got {}",
                segs[1].len()
            ),
        ));
    }
    all_index(m, op, &m.op(op).operands, "operand")?;
    if let Some(a) = m.op(op).attr("alignment") {
        match a.as_int() {
            Some(v) if v > 0 && (v & (v - 1)) == 0 => {}
            _ => return Err(op_error(m, op, "attribute 'alignment' failed to satisfy constraint: 64-bit signless integer attribute whose value is positive and whose value is a power of two > 0")),
        }
    }
    Ok(())
}

pub(super) fn verify_dealloc(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 0)?;
    any_memref(m, op, m.op(op).operands[0], "operand #0")
}

pub(super) fn verify_rank(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    any_memref(m, op, m.op(op).operands[0], "operand #0")?;
    if !m.value_type(m.op(op).results[0]).is_index() {
        return Err(op_error(m, op, "result #0 must be index"));
    }
    Ok(())
}

fn check_indices(m: &Module, op: OpId, mr: ValueId, idx: &[ValueId], what: &str) -> Result<Type> {
    let (shape, elem, _) = ranked_memref(m, op, mr, "memref operand")?;
    if idx.len() != shape.len() {
        let msg = if what == "store" {
            "store index operand count not equal to memref rank".to_string()
        } else {
            format!(
                "incorrect number of indices for {what}, expected {} but got {}",
                shape.len(),
                idx.len()
            )
        };
        return Err(op_error(m, op, msg));
    }
    all_index(m, op, idx, "index operand")?;
    Ok(elem)
}

pub(super) fn verify_load(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    let elem = check_indices(m, op, o.operands[0], &o.operands[1..], "load")?;
    if *m.value_type(o.results[0]) != elem {
        return Err(op_error(
            m,
            op,
            "failed to verify that result type matches element type of 'memref'",
        ));
    }
    Ok(())
}

pub(super) fn verify_store(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 2, 0)?;
    let o = m.op(op);
    let elem = check_indices(m, op, o.operands[1], &o.operands[2..], "store")?;
    if *m.value_type(o.operands[0]) != elem {
        return Err(op_error(
            m,
            op,
            "failed to verify that type of 'value' matches element type of 'memref'",
        ));
    }
    Ok(())
}

pub(super) fn verify_dim(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 2, 1)?;
    let o = m.op(op);
    if !m.value_type(o.operands[0]).is_memref()
        || m.value_type(o.operands[0])
            .shape()
            .is_some_and(|s| s.is_empty())
    {
        return Err(op_error(m, op, format!("operand #0 must be unranked.memref of any type values or non-0-ranked.memref of any type values, but got '{}'", m.value_type(o.operands[0]))));
    }
    all_index(m, op, &o.operands[1..], "operand #1")?;
    if !m.value_type(o.results[0]).is_index() {
        return Err(op_error(m, op, "result #0 must be index"));
    }
    Ok(())
}

fn memref_parts(t: &Type) -> Option<(Option<&[i64]>, &Type)> {
    match t {
        Type::MemRef { shape, elem, .. } => Some((Some(shape), elem)),
        Type::UnrankedMemRef { elem, .. } => Some((None, elem)),
        _ => None,
    }
}

pub(super) fn verify_cast(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    let (a, b) = (m.value_type(o.operands[0]), m.value_type(o.results[0]));
    let bad = || {
        op_error(
            m,
            op,
            format!("operand type '{a}' and result type '{b}' are cast incompatible"),
        )
    };
    let (Some((sa, ea)), Some((sb, eb))) = (memref_parts(a), memref_parts(b)) else {
        return Err(bad());
    };
    if ea != eb {
        return Err(bad());
    }
    match (sa, sb) {
        (None, None) => Err(bad()),
        (Some(x), Some(y)) => {
            if x.len() != y.len()
                || x.iter()
                    .zip(y)
                    .any(|(&p, &q)| p != DYNAMIC && q != DYNAMIC && p != q)
            {
                Err(bad())
            } else {
                Ok(())
            }
        }
        _ => Ok(()),
    }
}

pub(super) fn verify_copy(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 2, 0)?;
    let o = m.op(op);
    let (a, b) = (m.value_type(o.operands[0]), m.value_type(o.operands[1]));
    let (Some((sa, ea)), Some((sb, eb))) = (memref_parts(a), memref_parts(b)) else {
        return Err(op_error(m, op, "operands must be memrefs"));
    };
    if ea != eb {
        return Err(op_error(
            m,
            op,
            "requires the same element type for all operands",
        ));
    }
    if let (Some(x), Some(y)) = (sa, sb) {
        if x.len() != y.len()
            || x.iter()
                .zip(y)
                .any(|(&p, &q)| p != DYNAMIC && q != DYNAMIC && p != q)
        {
            return Err(op_error(
                m,
                op,
                "failed to verify that source and target have same shape",
            ));
        }
    }
    Ok(())
}

/// The source, and the (operands, static values) of offsets, sizes and strides.
type MixedLists = (ValueId, [(Vec<ValueId>, Vec<i64>); 3]);

pub(super) fn verify_global(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.attr("sym_name").and_then(|a| a.as_str()).is_none() {
        return Err(op_error(m, op, "requires attribute 'sym_name'"));
    }
    let Some(Type::MemRef { shape, elem, .. }) = o.attr("type").and_then(|a| a.as_type()) else {
        return Err(op_error(
            m,
            op,
            "type should be static shaped memref, but got a non-memref type",
        ));
    };
    if let Some(v) = o.attr("sym_visibility") {
        if !matches!(v.as_str(), Some("private" | "public" | "nested")) {
            return Err(op_error(
                m,
                op,
                "visibility expected to be one of [\"public\", \"private\", \"nested\"]",
            ));
        }
    }
    match o.attr("initial_value") {
        None | Some(Attribute::Unit) => {}
        Some(v) => {
            let want = Type::RankedTensor {
                shape: shape.clone(),
                elem: elem.clone(),
                encoding: None,
            };
            match v.typed_type() {
                Some(t) if t == want => {}
                Some(t) if t.shape() == want.shape() => {
                    let te = t.element_type().cloned().unwrap_or(Type::None);
                    return Err(op_error(m, op, format!("initial value element expected to be of type '{elem}', but was of type '{te}'")));
                }
                Some(t) => {
                    return Err(op_error(
                        m,
                        op,
                        format!(
                            "initial value expected to be of type '{want}', but was of type '{t}'"
                        ),
                    ))
                }
                None => {
                    return Err(op_error(
                        m,
                        op,
                        "initial value should be a unit or elements attribute",
                    ))
                }
            }
        }
    }
    if o.attr("constant")
        .is_some_and(|c| !matches!(c, Attribute::Unit))
    {
        return Err(op_error(
            m,
            op,
            "attribute 'constant' failed to satisfy constraint: unit attribute",
        ));
    }
    Ok(())
}

/// Finds the `memref.global` named `name` in the nearest symbol table enclosing `op`.
fn lookup_global(m: &Module, op: OpId, name: &str, reg: &super::super::Registry) -> Option<OpId> {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if reg.traits(&m.op(p).name).contains(Traits::SYMBOL_TABLE) {
            for &r in &m.op(p).regions {
                for &b in &m.region(r).blocks {
                    for &g in &m.block(b).ops {
                        let go = m.op(g);
                        if go.attr("sym_name").and_then(|a| a.as_str()) == Some(name) {
                            return Some(g);
                        }
                    }
                }
            }
        }
        cur = m.parent_op(p);
    }
    None
}

pub(super) fn verify_get_global(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 0, 1)?;
    let o = m.op(op);
    let Some(name) = o.attr("name").and_then(|a| a.as_flat_symbol()) else {
        return Err(op_error(m, op, "requires attribute 'name'"));
    };
    let g = lookup_global(m, op, name, super::super::Registry::standard());
    let Some(g) = g.filter(|&g| m.op(g).name == "memref.global") else {
        return Err(op_error(
            m,
            op,
            format!("'{name}' does not reference a valid global memref"),
        ));
    };
    let want = m.op(g).attr("type").and_then(|a| a.as_type());
    let got = m.value_type(o.results[0]);
    if want != Some(got) {
        return Err(op_error(
            m,
            op,
            format!(
                "result type '{got}' does not match type '{}' of the global memref @{name}",
                want.map(|t| t.to_string()).unwrap_or_default()
            ),
        ));
    }
    Ok(())
}

pub(super) fn verify_alloca_scope(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if o.regions.len() != 1 || m.region(o.regions[0]).blocks.len() != 1 {
        return Err(op_error(m, op, "expects a single-block region"));
    }
    let Some(t) =
        region_terminator(m, op, 0).filter(|&t| m.op(t).name == "memref.alloca_scope.return")
    else {
        return Err(op_error(
            m,
            op,
            "expects the region to end with 'memref.alloca_scope.return'",
        ));
    };
    let (got, want) = (types_of(m, &m.op(t).operands), types_of(m, &o.results));
    super::super::helpers::check_edge(
        m,
        op,
        "from Operation memref.alloca_scope.return to parent",
        &got,
        &want,
    )
}

pub(super) fn verify_scope_return(m: &Module, op: OpId) -> Result<()> {
    expect_parent(m, op, &["memref.alloca_scope"]).map(|_| ())
}

pub(super) fn verify_atomic_rmw(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 2, 1)?;
    let o = m.op(op);
    let kind = o
        .attr("kind")
        .and_then(|a| a.as_int())
        .and_then(|k| ATOMIC_RMW_KINDS.get(usize::try_from(k).ok()?))
        .copied();
    let Some(kind) = kind else {
        return Err(op_error(m, op, "requires a valid 'kind' attribute"));
    };
    let elem = check_indices(m, op, o.operands[1], &o.operands[2..], "atomic_rmw")?;
    let vt = m.value_type(o.operands[0]);
    if *vt != elem {
        return Err(op_error(
            m,
            op,
            "value type must match the element type of the memref",
        ));
    }
    if m.value_type(o.results[0]) != vt {
        return Err(op_error(m, op, "result type must match the value type"));
    }
    let float_kind = matches!(
        kind,
        "addf" | "maximumf" | "maxnumf" | "minimumf" | "minnumf" | "mulf"
    );
    let int_kind = !float_kind && kind != "assign";
    if float_kind && !vt.is_float() {
        return Err(op_error(
            m,
            op,
            format!("with kind '{kind}' expects a floating-point type"),
        ));
    }
    if int_kind && !vt.is_signless_integer() {
        return Err(op_error(
            m,
            op,
            format!("with kind '{kind}' expects an integer type"),
        ));
    }
    Ok(())
}

pub(super) fn verify_memory_space_cast(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    let strip = |t: &Type| match t {
        Type::MemRef {
            shape,
            elem,
            layout,
            ..
        } => Some(Type::MemRef {
            shape: shape.clone(),
            elem: elem.clone(),
            layout: layout.clone(),
            memory_space: None,
        }),
        Type::UnrankedMemRef { elem, .. } => Some(Type::UnrankedMemRef {
            elem: elem.clone(),
            memory_space: None,
        }),
        _ => None,
    };
    let (a, b) = (m.value_type(o.operands[0]), m.value_type(o.results[0]));
    match (strip(a), strip(b)) {
        (Some(x), Some(y)) if x == y => Ok(()),
        _ => Err(op_error(
            m,
            op,
            format!("operand type '{a}' and result type '{b}' are cast incompatible"),
        )),
    }
}

pub(super) fn verify_assume_alignment(m: &Module, op: OpId) -> Result<()> {
    counts(m, op, 1, 1)?;
    let o = m.op(op);
    ranked_memref(m, op, o.operands[0], "operand #0")?;
    if m.value_type(o.results[0]) != m.value_type(o.operands[0]) {
        return Err(op_error(m, op, "result type must match the operand type"));
    }
    match o.attr("alignment").and_then(|a| a.as_int()) {
        Some(v) if v > 0 && (v & (v - 1)) == 0 => Ok(()),
        _ => Err(op_error(m, op, "alignment must be power of 2")),
    }
}
