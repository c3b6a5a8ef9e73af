//! Affine memory accesses: `affine.load`, `affine.store`, `affine.vector_load`,
//! `affine.vector_store`, `affine.prefetch`; subscripts are affine expressions over SSA names
//! (`%A[%i + 1, symbol(%n)]`), stored as a `map` with its operands (dims first, then symbols, in
//! order of first appearance, exactly as MLIR numbers them).

use tessera_polyhedral::affine::AffineMap;

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Delimiter, Parser, SsaAffineMap, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::Type;

use super::super::{move_inherent_to_props, op_error, OpDef, Registry};
use super::{
    custom_err, expect_tok, is_valid_index_operand, name_err, required_map,
    verify_dims_and_symbols, vty,
};

const PREFETCH_INHERENT: &[&str] = &["isWrite", "localityHint", "isDataCache", "map"];

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("affine.load", parse_load, print_load)
            .inherent(&["map"])
            .verifier(verify_load),
    );
    r.add(
        OpDef::new("affine.store", parse_store, print_store)
            .inherent(&["map"])
            .verifier(verify_store),
    );
    r.add(
        OpDef::new("affine.vector_load", parse_load, print_load)
            .inherent(&["map"])
            .verifier(verify_load),
    );
    r.add(
        OpDef::new("affine.vector_store", parse_store, print_store)
            .inherent(&["map"])
            .verifier(verify_store),
    );
    r.add(
        OpDef::new("affine.prefetch", parse_prefetch, print_prefetch)
            .inherent(PREFETCH_INHERENT)
            .verifier(verify_prefetch),
    );
}

fn is_vector_op(name: &str) -> bool {
    name.ends_with("vector_load") || name.ends_with("vector_store")
}

/// Parses `%memref[subscripts]`; returns the memref use and the subscripts.
pub(super) fn parse_access(p: &mut Parser<'_>) -> Result<(UnresolvedOperand, SsaAffineMap)> {
    let memref = p.parse_operand()?;
    let sm = p.parse_affine_map_of_ssa_ids(Delimiter::Square)?;
    Ok((memref, sm))
}

/// Parses `: memref<...>` and checks that it is a memref type.
fn parse_memref_type(p: &mut Parser<'_>, st: &OperationState) -> Result<Type> {
    let at = p.token().start;
    expect_tok(p, TokKind::Colon, "':'")?;
    let t = p.parse_type()?;
    if !matches!(t, Type::MemRef { .. }) {
        return Err(custom_err(
            p,
            st,
            Some(at),
            format!("invalid kind of type specified: expected builtin.memref, but found '{t}'"),
        ));
    }
    Ok(t)
}

/// Resolves the subscript operands (dims, then symbols) as `index`.
pub(super) fn resolve_subscripts(p: &mut Parser<'_>, sm: &SsaAffineMap) -> Result<Vec<ValueId>> {
    let mut v = p.resolve_operands_same(&sm.dims, &Type::Index)?;
    v.extend(p.resolve_operands_same(&sm.symbols, &Type::Index)?);
    Ok(v)
}

fn elem_type(t: &Type) -> Type {
    t.element_type().cloned().unwrap_or_else(|| t.clone())
}

fn parse_load(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (memref, sm) = parse_access(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mt = parse_memref_type(p, st)?;
    let result = if is_vector_op(&st.name) {
        expect_tok(p, TokKind::Comma, "','")?;
        p.parse_type()?
    } else {
        elem_type(&mt)
    };
    st.operands.push(p.resolve_operand(&memref, &mt)?);
    st.operands.extend(resolve_subscripts(p, &sm)?);
    st.set_prop("map", Attribute::AffineMap(sm.map));
    move_inherent_to_props(st, &["map"]);
    st.result_types.push(result);
    Ok(())
}

fn parse_store(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let value = p.parse_operand()?;
    expect_tok(p, TokKind::Comma, "','")?;
    let (memref, sm) = parse_access(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mt = parse_memref_type(p, st)?;
    let vt = if is_vector_op(&st.name) {
        expect_tok(p, TokKind::Comma, "','")?;
        p.parse_type()?
    } else {
        elem_type(&mt)
    };
    st.operands.push(p.resolve_operand(&value, &vt)?);
    st.operands.push(p.resolve_operand(&memref, &mt)?);
    st.operands.extend(resolve_subscripts(p, &sm)?);
    st.set_prop("map", Attribute::AffineMap(sm.map));
    move_inherent_to_props(st, &["map"]);
    Ok(())
}

/// Prints `%memref[subscripts]` for `map` over `indices`.
pub(super) fn print_access(
    p: &mut Printer<'_>,
    memref: ValueId,
    map: &AffineMap,
    indices: &[ValueId],
) -> Option<()> {
    p.print_operand(memref);
    p.write("[");
    p.print_affine_map_of_ssa_ids(map, indices)?;
    p.write("]");
    Some(())
}

fn print_load(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let map = o.attr("map")?.as_affine_map()?;
    let (&memref, indices) = o.operands.split_first()?;
    let &[res] = o.results.as_slice() else {
        return None;
    };
    p.write(" ");
    print_access(p, memref, map, indices)?;
    p.print_op_attr_dict(op, &["map"]);
    p.write(" : ");
    p.print_type(vty(m, memref));
    if is_vector_op(&o.name) {
        p.write(", ");
        p.print_type(vty(m, res));
    }
    Some(())
}

fn print_store(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let map = o.attr("map")?.as_affine_map()?;
    let [value, memref, indices @ ..] = o.operands.as_slice() else {
        return None;
    };
    p.write(" ");
    p.print_operand(*value);
    p.write(", ");
    print_access(p, *memref, map, indices)?;
    p.print_op_attr_dict(op, &["map"]);
    p.write(" : ");
    p.print_type(vty(m, *memref));
    if is_vector_op(&o.name) {
        p.write(", ");
        p.print_type(vty(m, *value));
    }
    Some(())
}

/// Common checks of a memory access: the memref operand, the map against the memref rank, the
/// subscript count and types, and dim/symbol validity (MLIR's `verifyMemoryOpIndexing`).
fn verify_indexing(m: &Module, op: OpId, memref_index: usize) -> Result<(AffineMap, Type)> {
    let o = m.op(op);
    let Some(&memref) = o.operands.get(memref_index) else {
        return Err(op_error(
            m,
            op,
            format!("expected at least {} operands", memref_index + 1),
        ));
    };
    let mt = vty(m, memref).clone();
    let Type::MemRef { shape, .. } = &mt else {
        return Err(op_error(
            m,
            op,
            format!("operand #{memref_index} must be memref of any type values, but got '{mt}'"),
        ));
    };
    let indices = &o.operands[memref_index + 1..];
    for (i, &v) in indices.iter().enumerate() {
        if !vty(m, v).is_index() {
            return Err(op_error(
                m,
                op,
                format!(
                    "operand #{} must be variadic of index, but got '{}'",
                    memref_index + 1 + i,
                    vty(m, v)
                ),
            ));
        }
    }
    let map = required_map(m, op, "map")?.clone();
    if map.num_results() != shape.len() {
        return Err(op_error(
            m,
            op,
            "affine map num results must equal memref rank",
        ));
    }
    if map.num_inputs() as usize != indices.len() {
        return Err(op_error(
            m,
            op,
            "expects as many subscripts as affine map inputs",
        ));
    }
    verify_dims_and_symbols(m, op, indices, map.num_dims() as usize)?;
    Ok((map, mt))
}

fn verify_load(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    let &[res] = o.results.as_slice() else {
        return Err(op_error(
            m,
            op,
            format!("requires one result, but found {}", o.results.len()),
        ));
    };
    let vector = is_vector_op(&o.name);
    if let Some(&memref) = o.operands.first() {
        let (mt, rt) = (vty(m, memref), vty(m, res));
        if let (Type::MemRef { elem, .. }, false) = (mt, vector) {
            if **elem != *rt {
                return Err(op_error(
                    m,
                    op,
                    "result type must match element type of memref",
                ));
            }
        }
        if vector {
            verify_vector_types(m, op, mt, rt, "result #0")?;
        }
    }
    verify_indexing(m, op, 0).map(|_| ())
}

fn verify_store(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    if !o.results.is_empty() {
        return Err(op_error(
            m,
            op,
            format!("requires zero results, but found {}", o.results.len()),
        ));
    }
    let vector = is_vector_op(&o.name);
    if let [value, memref, ..] = o.operands.as_slice() {
        let (vt, mt) = (vty(m, *value), vty(m, *memref));
        if let (Type::MemRef { elem, .. }, false) = (mt, vector) {
            if **elem != *vt {
                return Err(op_error(
                    m,
                    op,
                    "value to store must have the same type as memref element type",
                ));
            }
        }
        if vector {
            verify_vector_types(m, op, mt, vt, "operand #0")?;
        }
    }
    verify_indexing(m, op, 1).map(|_| ())
}

/// `affine.vector_load/store`: the value is a vector whose element type is the memref's.
fn verify_vector_types(
    m: &Module,
    op: OpId,
    memref: &Type,
    vector: &Type,
    what: &str,
) -> Result<()> {
    let Type::Vector { elem, .. } = vector else {
        return Err(op_error(
            m,
            op,
            format!("{what} must be vector of any type values, but got '{vector}'"),
        ));
    };
    if let Type::MemRef { elem: me, .. } = memref {
        if me != elem {
            return Err(op_error(
                m,
                op,
                "requires memref and vector types of the same elemental type",
            ));
        }
    }
    Ok(())
}

fn parse_prefetch(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (memref, sm) = parse_access(p)?;
    expect_tok(p, TokKind::Comma, "','")?;
    let rw = p.parse_any_keyword()?;
    expect_tok(p, TokKind::Comma, "','")?;
    p.parse_keyword("locality")?;
    expect_tok(p, TokKind::Less, "'<'")?;
    let hint = p.parse_integer()?;
    expect_tok(p, TokKind::Greater, "'>'")?;
    expect_tok(p, TokKind::Comma, "','")?;
    let cache = p.parse_any_keyword()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let mt = parse_memref_type(p, st)?;
    st.operands.push(p.resolve_operand(&memref, &mt)?);
    st.operands.extend(resolve_subscripts(p, &sm)?);
    if rw != "read" && rw != "write" {
        return Err(name_err(p, st, "rw specifier has to be 'read' or 'write'"));
    }
    if cache != "data" && cache != "instr" {
        return Err(name_err(p, st, "cache type has to be 'data' or 'instr'"));
    }
    st.set_prop("map", Attribute::AffineMap(sm.map));
    st.set_prop(
        "localityHint",
        Attribute::Integer {
            value: hint as i128,
            ty: Type::int(32),
        },
    );
    st.set_prop("isWrite", Attribute::Bool(rw == "write"));
    st.set_prop("isDataCache", Attribute::Bool(cache == "data"));
    move_inherent_to_props(st, PREFETCH_INHERENT);
    Ok(())
}

fn print_prefetch(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let map = o.attr("map")?.as_affine_map()?;
    let (&memref, indices) = o.operands.split_first()?;
    let write = matches!(o.attr("isWrite")?, Attribute::Bool(true));
    let data = matches!(o.attr("isDataCache")?, Attribute::Bool(true));
    let hint = o.attr("localityHint")?.as_int()?;
    p.write(" ");
    print_access(p, memref, map, indices)?;
    p.write(&format!(
        ", {}, locality<{hint}>, {}",
        if write { "write" } else { "read" },
        if data { "data" } else { "instr" }
    ));
    p.print_op_attr_dict(op, PREFETCH_INHERENT);
    p.write(" : ");
    p.print_type(vty(m, memref));
    Some(())
}

fn verify_prefetch(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    for name in ["isWrite", "isDataCache"] {
        match o.attr(name) {
            Some(Attribute::Bool(_)) => {}
            Some(_) => {
                return Err(op_error(
                    m,
                    op,
                    format!("attribute '{name}' failed to satisfy constraint: bool attribute"),
                ))
            }
            None => return Err(op_error(m, op, format!("requires attribute '{name}'"))),
        }
    }
    match o.attr("localityHint") {
        Some(Attribute::Integer { value, ty }) if *ty == Type::int(32) => {
            if !(0..=3).contains(value) {
                return Err(op_error(
                    m,
                    op,
                    "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3",
                ));
            }
        }
        Some(_) => return Err(op_error(m, op, "attribute 'localityHint' failed to satisfy constraint: 32-bit signless integer attribute whose minimum value is 0 whose maximum value is 3")),
        None => return Err(op_error(m, op, "requires attribute 'localityHint'")),
    }
    if !o.results.is_empty() {
        return Err(op_error(
            m,
            op,
            format!("requires zero results, but found {}", o.results.len()),
        ));
    }
    let Some((&memref, indices)) = o.operands.split_first() else {
        return Err(op_error(m, op, "too few operands"));
    };
    let Type::MemRef { shape, .. } = vty(m, memref) else {
        return Err(op_error(
            m,
            op,
            format!(
                "operand #0 must be memref of any type values, but got '{}'",
                vty(m, memref)
            ),
        ));
    };
    let map = required_map(m, op, "map")?;
    if map.num_results() != shape.len() {
        return Err(op_error(
            m,
            op,
            "affine.prefetch affine map num results must equal memref rank",
        ));
    }
    if map.num_inputs() as usize != indices.len() {
        return Err(op_error(m, op, "too few operands"));
    }
    for (i, &v) in indices.iter().enumerate() {
        if !vty(m, v).is_index() {
            return Err(op_error(
                m,
                op,
                format!(
                    "operand #{} must be variadic of index, but got '{}'",
                    i + 1,
                    vty(m, v)
                ),
            ));
        }
        if !is_valid_index_operand(m, op, v) {
            return Err(op_error(
                m,
                op,
                "index must be a valid dimension or symbol identifier",
            ));
        }
    }
    Ok(())
}
