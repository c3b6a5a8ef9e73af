//! The memref dialect: allocation (`alloc`, `alloca`, `dealloc`, `alloca_scope`, `global`,
//! `get_global`), access (`load`, `store`, `atomic_rmw`), queries (`dim`, `rank`,
//! `extract_strided_metadata`), and views (`cast`, `copy`, `subview`, `reinterpret_cast`,
//! `view`, `expand_shape`, `collapse_shape`, `transpose`).
//!
//! Parsing and printing live here; the verifiers in [`verify`].

mod dma;
mod more;
mod verify;
mod views;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::Type;

use super::helpers::{
    as_int_array, ensure_terminator, has_implicit_terminator, i64_array, parse_dynamic_index_list,
    print_dynamic_index_list, segments_opt, set_segments, types_of,
};
use super::{OpDef, Registry, Traits};

/// `memref.atomic_rmw` kinds, in enum-value order.
pub const ATOMIC_RMW_KINDS: &[&str] = &[
    "addf", "addi", "andi", "assign", "maximumf", "maxnumf", "maxs", "maxu", "minimumf", "minnumf",
    "mins", "minu", "mulf", "muli", "ori", "xori",
];

const SUBVIEW_PROPS: &[&str] = &[
    "operandSegmentSizes",
    "static_offsets",
    "static_sizes",
    "static_strides",
];
const GLOBAL_PROPS: &[&str] = &[
    "sym_name",
    "sym_visibility",
    "type",
    "initial_value",
    "constant",
    "alignment",
];

fn named(name: &'static str) -> fn(&Module, OpId) -> Vec<(usize, String)> {
    match name {
        "alloc" => |_, _| vec![(0, "alloc".into())],
        "alloca" => |_, _| vec![(0, "alloca".into())],
        "dim" => |_, _| vec![(0, "dim".into())],
        "cast" => |_, _| vec![(0, "cast".into())],
        "subview" => |_, _| vec![(0, "subview".into())],
        "reinterpret_cast" => |_, _| vec![(0, "reinterpret_cast".into())],
        "view" => |_, _| vec![(0, "view".into())],
        "expand_shape" => |_, _| vec![(0, "expand_shape".into())],
        "collapse_shape" => |_, _| vec![(0, "collapse_shape".into())],
        "transpose" => |_, _| vec![(0, "transpose".into())],
        _ => |m, op| {
            let n = m.op(op).results.len();
            let mut v = vec![(0, "base_buffer".into()), (1, "offset".into())];
            if n > 2 {
                let rank = (n - 2) / 2;
                v.push((2, "sizes".into()));
                v.push((2 + rank, "strides".into()));
            }
            v
        },
    }
}

pub(crate) fn register(r: &mut Registry) {
    for (n, name) in [("alloc", "memref.alloc"), ("alloca", "memref.alloca")] {
        r.add(
            OpDef::new(name, parse_alloc, print_alloc)
                .inherent(&["alignment", "operandSegmentSizes"])
                .verifier(verify::verify_alloc)
                .result_names(named(n)),
        );
    }
    r.add(
        OpDef::new("memref.dealloc", parse_unary_memref, print_unary_memref)
            .verifier(verify::verify_dealloc),
    );
    r.add(
        OpDef::new("memref.rank", parse_unary_memref, print_unary_memref)
            .traits(Traits::PURE)
            .verifier(verify::verify_rank),
    );
    r.add(
        OpDef::new("memref.load", parse_load, print_load)
            .inherent(&["nontemporal", "alignment"])
            .verifier(verify::verify_load),
    );
    r.add(
        OpDef::new("memref.store", parse_store, print_store)
            .inherent(&["nontemporal", "alignment"])
            .verifier(verify::verify_store),
    );
    r.add(
        OpDef::new("memref.dim", parse_dim, print_dim)
            .traits(Traits::PURE)
            .verifier(verify::verify_dim)
            .result_names(named("dim")),
    );
    r.add(
        OpDef::new("memref.cast", parse_cast, print_cast)
            .traits(Traits::PURE)
            .verifier(verify::verify_cast)
            .result_names(named("cast")),
    );
    r.add(OpDef::new("memref.copy", parse_cast, print_cast).verifier(verify::verify_copy));
    r.add(
        OpDef::new("memref.subview", views::parse_subview, views::print_subview)
            .traits(Traits::PURE)
            .inherent(SUBVIEW_PROPS)
            .verifier(verify::verify_subview)
            .result_names(named("subview")),
    );
    r.add(
        OpDef::new(
            "memref.reinterpret_cast",
            views::parse_reinterpret_cast,
            views::print_reinterpret_cast,
        )
        .traits(Traits::PURE)
        .inherent(SUBVIEW_PROPS)
        .verifier(verify::verify_reinterpret_cast)
        .result_names(named("reinterpret_cast")),
    );
    r.add(
        OpDef::new("memref.view", views::parse_view, views::print_view)
            .traits(Traits::PURE)
            .verifier(verify::verify_view)
            .result_names(named("view")),
    );
    r.add(
        OpDef::new("memref.global", parse_global, print_global)
            .traits(Traits::SYMBOL)
            .inherent(GLOBAL_PROPS)
            .verifier(verify::verify_global),
    );
    r.add(
        OpDef::new("memref.get_global", parse_get_global, print_get_global)
            .traits(Traits::PURE)
            .inherent(&["name"])
            .verifier(verify::verify_get_global),
    );
    r.add(
        OpDef::new(
            "memref.expand_shape",
            views::parse_reshape,
            views::print_reshape,
        )
        .traits(Traits::PURE)
        .inherent(&["reassociation", "static_output_shape"])
        .verifier(verify::verify_reshape)
        .result_names(named("expand_shape")),
    );
    r.add(
        OpDef::new(
            "memref.collapse_shape",
            views::parse_reshape,
            views::print_reshape,
        )
        .traits(Traits::PURE)
        .inherent(&["reassociation"])
        .verifier(verify::verify_reshape)
        .result_names(named("collapse_shape")),
    );
    r.add(
        OpDef::new(
            "memref.transpose",
            views::parse_transpose,
            views::print_transpose,
        )
        .traits(Traits::PURE)
        .inherent(&["permutation"])
        .verifier(verify::verify_transpose)
        .result_names(named("transpose")),
    );
    r.add(
        OpDef::new(
            "memref.extract_strided_metadata",
            views::parse_metadata,
            views::print_metadata,
        )
        .traits(Traits::PURE)
        .verifier(verify::verify_metadata)
        .result_names(named("extract_strided_metadata")),
    );
    r.add(
        OpDef::new(
            "memref.alloca_scope",
            parse_alloca_scope,
            print_alloca_scope,
        )
        .verifier(verify::verify_alloca_scope),
    );
    r.add(
        OpDef::new(
            "memref.alloca_scope.return",
            parse_scope_return,
            print_scope_return,
        )
        .traits(Traits::TERMINATOR | Traits::RETURN_LIKE | Traits::PURE)
        .verifier(verify::verify_scope_return),
    );
    r.add(
        OpDef::new(
            "memref.dma_start",
            dma::parse_dma_start,
            dma::print_dma_start,
        )
        .verifier(dma::verify_dma_start),
    );
    r.add(
        OpDef::new("memref.dma_wait", dma::parse_dma_wait, dma::print_dma_wait)
            .verifier(dma::verify_dma_wait),
    );
    r.add(
        OpDef::new("memref.prefetch", dma::parse_prefetch, dma::print_prefetch)
            .inherent(&["isWrite", "localityHint", "isDataCache"])
            .verifier(dma::verify_prefetch),
    );
    r.add(
        OpDef::new("memref.atomic_rmw", parse_atomic_rmw, print_atomic_rmw)
            .inherent(&["kind"])
            .verifier(verify::verify_atomic_rmw),
    );
    r.add(
        OpDef::new("memref.memory_space_cast", parse_cast, print_cast)
            .traits(Traits::PURE)
            .verifier(verify::verify_memory_space_cast)
            .result_names(|_, _| vec![(0, "memspacecast".into())]),
    );
    r.add(
        OpDef::new(
            "memref.assume_alignment",
            parse_assume_alignment,
            print_assume_alignment,
        )
        .inherent(&["alignment"])
        .verifier(verify::verify_assume_alignment)
        .result_names(|_, _| vec![(0, "assume_align".into())]),
    );
    more::register(r);
}

fn memref_elem(t: &Type) -> Option<&Type> {
    match t {
        Type::MemRef { elem, .. } | Type::UnrankedMemRef { elem, .. } => Some(elem),
        _ => None,
    }
}

// ----- alloc / alloca ------------------------------------------------------------------------

fn parse_alloc(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let dyns = p.parse_operand_list(Delimiter::Paren)?;
    let syms = p.parse_operand_list(Delimiter::OptionalSquare)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["alignment", "operandSegmentSizes"]);
    let t = p.parse_colon_type()?;
    let mut ops = p.resolve_operands_same(&dyns, &Type::Index)?;
    ops.extend(p.resolve_operands_same(&syms, &Type::Index)?);
    st.operands = ops;
    set_segments(st, &[dyns.len(), syms.len()]);
    st.result_types.push(t);
    Ok(())
}

fn print_alloc(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let segs = segments_opt(m, op, 2)?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write("(");
    p.print_operands(&segs[0]);
    p.write(")");
    if !segs[1].is_empty() {
        p.write("[");
        p.print_operands(&segs[1]);
        p.write("]");
    }
    p.print_op_attr_dict(op, &["operandSegmentSizes"]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

// ----- dealloc / rank ------------------------------------------------------------------------

fn parse_unary_memref(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let x = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&x, &t)?);
    if st.name == "memref.rank" {
        st.result_types.push(Type::Index);
    }
    Ok(())
}

fn print_unary_memref(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let &[x] = m.op(op).operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(x);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(x).clone());
    Some(())
}

// ----- load / store --------------------------------------------------------------------------

fn elide_access_flags(m: &Module, op: OpId) -> &'static [&'static str] {
    match m.op(op).attr("nontemporal") {
        Some(Attribute::Bool(false)) => &["nontemporal"],
        _ => &[],
    }
}

fn parse_load(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mr = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["nontemporal", "alignment"]);
    let at = p.token().start;
    let t = p.parse_colon_type()?;
    let Some(elem) = memref_elem(&t).cloned() else {
        return Err(p.err_at(at, "expected memref type"));
    };
    st.operands.push(p.resolve_operand(&mr, &t)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    st.result_types.push(elem);
    Ok(())
}

fn print_load(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let (&mr, idx) = m.op(op).operands.split_first()?;
    p.write(" ");
    p.print_operand(mr);
    p.write("[");
    p.print_operands(idx);
    p.write("]");
    p.print_op_attr_dict(op, elide_access_flags(m, op));
    p.write(" : ");
    p.print_type(&m.value_type(mr).clone());
    Some(())
}

fn parse_store(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let mr = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["nontemporal", "alignment"]);
    let at = p.token().start;
    let t = p.parse_colon_type()?;
    let Some(elem) = memref_elem(&t).cloned() else {
        return Err(p.err_at(at, "expected memref type"));
    };
    st.operands.push(p.resolve_operand(&v, &elem)?);
    st.operands.push(p.resolve_operand(&mr, &t)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    Ok(())
}

fn print_store(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let [v, mr, idx @ ..] = m.op(op).operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(*v);
    p.write(", ");
    p.print_operand(*mr);
    p.write("[");
    p.print_operands(idx);
    p.write("]");
    p.print_op_attr_dict(op, elide_access_flags(m, op));
    p.write(" : ");
    p.print_type(&m.value_type(*mr).clone());
    Some(())
}

// ----- dim -----------------------------------------------------------------------------------

fn parse_dim(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let mr = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let i = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&mr, &t)?);
    st.operands.push(p.resolve_operand(&i, &Type::Index)?);
    st.result_types.push(Type::Index);
    Ok(())
}

fn print_dim(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let &[mr, i] = m.op(op).operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operands(&[mr, i]);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(mr).clone());
    Some(())
}

// ----- cast / copy: `%a : T to U` and `%a, %b : T to U` ----------------------------------------

fn parse_cast(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let uses = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let t1 = p.parse_colon_type()?;
    p.parse_keyword("to")?;
    let t2 = p.parse_type()?;
    if st.name == "memref.cast" || st.name == "memref.memory_space_cast" {
        st.operands = p.resolve_operands(&uses, &[t1], at)?;
        st.result_types.push(t2);
    } else {
        st.operands = p.resolve_operands(&uses, &[t1, t2], at)?;
    }
    Ok(())
}

fn print_cast(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (t1, t2) = match (o.operands.as_slice(), o.results.as_slice()) {
        ([a], [r]) => (m.value_type(*a).clone(), m.value_type(*r).clone()),
        ([a, b], []) => (m.value_type(*a).clone(), m.value_type(*b).clone()),
        _ => return None,
    };
    p.write(" ");
    p.print_operands(&o.operands);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&t1);
    p.write(" to ");
    p.print_type(&t2);
    Some(())
}

// ----- subview / reinterpret_cast / view -----------------------------------------------------

type Mixed = (Vec<crate::parser::UnresolvedOperand>, Vec<i64>);

/// The source, and the (operands, statics) of offsets, sizes and strides.
type OssParts = (
    crate::module::ValueId,
    [(Vec<crate::module::ValueId>, Vec<i64>); 3],
);

// ----- global / get_global -------------------------------------------------------------------

fn parse_global(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.at(TokKind::String) {
        let v = p.parse_string()?;
        st.set_prop("sym_visibility", Attribute::string(&v));
    }
    if p.parse_optional_keyword("constant")? {
        st.set_prop("constant", Attribute::Unit);
    }
    let name = p.parse_symbol_name()?;
    st.set_prop("sym_name", Attribute::string(&name));
    let t = p.parse_colon_type()?;
    st.set_prop("type", Attribute::Type(t.clone()));
    if p.eat(TokKind::Equal)? {
        if p.parse_optional_keyword("uninitialized")? {
            st.set_prop("initial_value", Attribute::Unit);
        } else {
            let at = p.token().start;
            let v = match &t {
                Type::MemRef { shape, elem, .. } if p.at_keyword("dense") => {
                    let tt = Type::RankedTensor {
                        shape: shape.clone(),
                        elem: elem.clone(),
                        encoding: None,
                    };
                    p.parse_dense_attr_of_type(&tt)?
                }
                _ => p.parse_attribute()?,
            };
            if !matches!(
                v,
                Attribute::DenseElements { .. }
                    | Attribute::DenseResource { .. }
                    | Attribute::Sparse { .. }
            ) {
                return Err(p.err_at(at, "initial value should be a unit or elements attribute"));
            }
            st.set_prop("initial_value", v);
        }
    }
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, GLOBAL_PROPS);
    Ok(())
}

fn print_global(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    let name = o.attr("sym_name")?.as_str()?;
    let t = o.attr("type")?.as_type()?.clone();
    if let Some(v) = o.attr("sym_visibility") {
        p.write(" ");
        p.print_attribute(v);
    }
    if o.attr("constant").is_some() {
        p.write(" constant");
    }
    p.write(" ");
    p.print_symbol_name(name);
    p.write(" : ");
    p.print_type(&t);
    match o.attr("initial_value") {
        Some(Attribute::Unit) => p.write(" = uninitialized"),
        Some(v) => {
            p.write(" = ");
            p.print_attribute(v);
            // The elements type is implied by the global's type and not printed.
            if let Some(vt) = v.typed_type() {
                let suffix = format!(" : {vt}");
                if p.out.ends_with(&suffix) {
                    let n = p.out.len() - suffix.len();
                    p.out.truncate(n);
                }
            }
        }
        None => {}
    }
    p.print_op_attr_dict(
        op,
        &[
            "sym_name",
            "sym_visibility",
            "type",
            "initial_value",
            "constant",
        ],
    );
    Some(())
}

fn parse_get_global(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let name = p.parse_symbol_name()?;
    st.set_prop("name", Attribute::symbol(&name));
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["name"]);
    st.result_types.push(p.parse_colon_type()?);
    Ok(())
}

fn print_get_global(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let name = o.attr("name")?.as_flat_symbol()?;
    let &[r] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_symbol_name(name);
    p.print_op_attr_dict(op, &["name"]);
    p.write(" : ");
    p.print_type(&m.value_type(r).clone());
    Some(())
}

// ----- expand_shape / collapse_shape / transpose ---------------------------------------------

// ----- alloca_scope --------------------------------------------------------------------------

fn parse_alloca_scope(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if p.eat(TokKind::Arrow)? {
        st.result_types = p.parse_function_result_types()?;
    }
    let r = p.parse_region(&[])?;
    ensure_terminator(p, r, "memref.alloca_scope.return", &[]);
    st.regions.push(r);
    p.parse_optional_attr_dict(&mut st.attrs)?;
    Ok(())
}

fn print_alloca_scope(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[r] = o.regions.as_slice() else {
        return None;
    };
    p.write(" ");
    if !o.results.is_empty() {
        p.write(" -> (");
        p.print_value_types(&o.results);
        p.write(")");
    }
    p.write(" ");
    let implicit = has_implicit_terminator(m, op, 0, "memref.alloca_scope.return");
    p.print_region(r, false, !implicit, false);
    p.print_op_attr_dict(op, &[]);
    Some(())
}

fn parse_scope_return(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    crate::dialects::helpers::parse_terminator(p, st)
}

fn print_scope_return(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    crate::dialects::helpers::print_terminator(p, op)
}

// ----- atomic_rmw ----------------------------------------------------------------------------

fn parse_atomic_rmw(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let at = p.token().start;
    let kw = p.parse_any_keyword()?;
    let Some(k) = ATOMIC_RMW_KINDS.iter().position(|x| *x == kw) else {
        return Err(p.err_at(at, format!("invalid kind '{kw}' for memref.atomic_rmw")));
    };
    st.set_prop("kind", Attribute::i64(k as i64));
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let mr = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["kind"]);
    p.expect(TokKind::Colon, "':'")?;
    let tat = p.token().start;
    let Type::Function { inputs, results } = p.parse_type()? else {
        return Err(p.err_at(tat, "expected function type"));
    };
    let [vt, mt] = inputs.as_slice() else {
        return Err(p.err_at(tat, "expected two operand types"));
    };
    st.operands.push(p.resolve_operand(&v, vt)?);
    st.operands.push(p.resolve_operand(&mr, mt)?);
    st.operands
        .extend(p.resolve_operands_same(&idx, &Type::Index)?);
    st.result_types = results;
    Ok(())
}

fn print_atomic_rmw(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let k = usize::try_from(o.attr("kind")?.as_int()?).ok()?;
    let kw = ATOMIC_RMW_KINDS.get(k)?;
    let [v, mr, idx @ ..] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.write(kw);
    p.write(" ");
    p.print_operand(*v);
    p.write(", ");
    p.print_operand(*mr);
    p.write("[");
    p.print_operands(idx);
    p.write("]");
    p.print_op_attr_dict(op, &["kind"]);
    p.write(" : ");
    let ins = vec![m.value_type(*v).clone(), m.value_type(*mr).clone()];
    p.print_function_type(&ins, &types_of(m, &o.results));
    Some(())
}

// ----- assume_alignment ----------------------------------------------------------------------

fn parse_assume_alignment(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let x = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let a = p.parse_integer()?;
    st.set_prop(
        "alignment",
        Attribute::Integer {
            value: a as i128,
            ty: Type::int(32),
        },
    );
    p.parse_optional_attr_dict(&mut st.attrs)?;
    super::move_inherent_to_props(st, &["alignment"]);
    let t = p.parse_colon_type()?;
    st.operands.push(p.resolve_operand(&x, &t)?);
    st.result_types.push(t);
    Ok(())
}

fn print_assume_alignment(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let &[x] = o.operands.as_slice() else {
        return None;
    };
    let a = o.attr("alignment")?.as_int()?;
    p.write(" ");
    p.print_operand(x);
    p.write(&format!(", {a}"));
    p.print_op_attr_dict(op, &["alignment"]);
    p.write(" : ");
    p.print_type(&m.value_type(x).clone());
    Some(())
}
