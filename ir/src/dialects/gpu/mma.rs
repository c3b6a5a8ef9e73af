//! The gpu dialect's warp-synchronous matrix ops on `!gpu.mma_matrix<RxCxT, "AOp"|"BOp"|"COp">`
//! (`gpu.subgroup_mma_load_matrix`, `store_matrix`, `compute`, `constant_matrix`,
//! `elementwise`, `extract_thread_local`, `insert_thread_local`) as mlir-opt 22 parses, prints
//! and verifies them, and the type itself (parsed structurally into its canonical spelling).

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState};
use crate::parser::{Delimiter, Parser};
use crate::printer::Printer;
use crate::types::{Signedness, Type};

use super::super::helpers::types_of;
use super::super::{move_inherent_to_props, op_error, OpDef, Registry, Traits};

const ELEMENTWISE: &[&str] = &[
    "addf", "mulf", "subf", "maxf", "minf", "divf", "addi", "muli", "subi", "divs", "divu",
    "negatef", "negates", "extf",
];

/// After `!gpu.mma_matrix` (the current token): parses `<RxCxT, "Op">` and returns the type in
/// mlir-opt's spelling, with MLIR's type verification.
pub(crate) fn parse_mma_type(p: &mut Parser<'_>) -> Result<Type> {
    let at = p.token().start + "!gpu.".len();
    p.bump()?;
    p.expect(TokKind::Less, "'<'")?;
    let dims = p.parse_dimension_list(false, false, false)?;
    let elem = p.parse_type()?;
    p.expect(TokKind::Comma, "','")?;
    let operand = p.parse_string()?;
    p.expect(TokKind::Greater, "'>'")?;
    if dims.shape.len() != 2 {
        return Err(p.err_at(at, "MMAMatrixType must have exactly two dimensions"));
    }
    if !matches!(operand.as_str(), "AOp" | "BOp" | "COp") {
        return Err(p.err_at(at, "operand expected to be one of AOp, BOp or COp"));
    }
    if !elem_ok(&elem) {
        return Err(p.err_at(
            at,
            "MMAMatrixType elements must be SI8, UI8, I32, F16, F32, or F64",
        ));
    }
    Ok(Type::Opaque(format!(
        "!gpu.mma_matrix<{}x{}x{elem}, \"{operand}\">",
        dims.shape[0], dims.shape[1]
    )))
}

fn elem_ok(t: &Type) -> bool {
    match t {
        Type::Integer {
            width: 8,
            signedness,
        } => *signedness != Signedness::Signless,
        Type::Integer {
            width: 32,
            signedness: Signedness::Signless,
        } => true,
        _ => matches!(t.to_string().as_str(), "f16" | "f32" | "f64"),
    }
}

/// The shape, element type and operand kind of an `!gpu.mma_matrix` type.
fn mma_parts(t: &Type) -> Option<([i64; 2], Type, String)> {
    let Type::Opaque(s) = t else {
        return None;
    };
    let body = s.strip_prefix("!gpu.mma_matrix<")?.strip_suffix("\">")?;
    let (shape, operand) = body.split_once(", \"")?;
    let mut it = shape.splitn(3, 'x');
    let r = it.next()?.parse().ok()?;
    let c = it.next()?.parse().ok()?;
    let elem = crate::parser::parse_type_str(it.next()?).ok()?;
    Some(([r, c], elem, operand.to_string()))
}

pub(super) fn register(r: &mut Registry) {
    r.add(
        OpDef::new("gpu.subgroup_mma_load_matrix", parse_load, print_load)
            .inherent(&["leadDimension", "transpose"])
            .verifier(verify_load),
    );
    r.add(
        OpDef::new("gpu.subgroup_mma_store_matrix", parse_store, print_store)
            .inherent(&["leadDimension", "transpose"])
            .verifier(verify_store),
    );
    r.add(
        OpDef::new("gpu.subgroup_mma_compute", parse_compute, print_compute)
            .traits(Traits::PURE)
            .inherent(&["a_transpose", "b_transpose"])
            .verifier(verify_compute),
    );
    r.add(
        OpDef::new(
            "gpu.subgroup_mma_constant_matrix",
            parse_constant,
            print_constant,
        )
        .traits(Traits::PURE)
        .verifier(verify_constant),
    );
    r.add(
        OpDef::new(
            "gpu.subgroup_mma_elementwise",
            parse_elementwise,
            print_elementwise,
        )
        .traits(Traits::PURE)
        .inherent(&["opType"])
        .verifier(verify_elementwise),
    );
    r.add(
        OpDef::new(
            "gpu.subgroup_mma_extract_thread_local",
            parse_extract,
            print_extract,
        )
        .traits(Traits::PURE)
        .verifier(verify_extract),
    );
    r.add(
        OpDef::new(
            "gpu.subgroup_mma_insert_thread_local",
            parse_insert,
            print_insert,
        )
        .traits(Traits::PURE)
        .verifier(verify_insert),
    );
}

const LOAD_ATTRS: &[&str] = &["leadDimension", "transpose"];

/// `%m[%i, ...]` with index operands; returns the memref operand and the indices.
fn parse_indexed(
    p: &mut Parser<'_>,
) -> Result<(
    crate::parser::UnresolvedOperand,
    Vec<crate::parser::UnresolvedOperand>,
)> {
    let m = p.parse_operand()?;
    let idx = p.parse_operand_list(Delimiter::Square)?;
    Ok((m, idx))
}

fn print_indexed(p: &mut Printer<'_>, op: OpId, base: usize) {
    let o = p.module().op(op);
    p.print_operand(o.operands[base]);
    p.write("[");
    p.print_operands(&o.operands[base + 1..]);
    p.write("]");
}

/// A memref type, with ODS's message for other types.
fn parse_memref_type(p: &mut Parser<'_>, st: &OperationState) -> Result<Type> {
    let at = p.token().start;
    let t = p.parse_type()?;
    if !t.is_memref() {
        return Err(p.err_at(
            at,
            format!(
                "custom op '{}' invalid kind of type specified: expected builtin.memref, but found '{t}'",
                st.name
            ),
        ));
    }
    Ok(t)
}

fn parse_load(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (m, idx) = parse_indexed(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, LOAD_ATTRS);
    p.expect(TokKind::Colon, "':'")?;
    let mt = parse_memref_type(p, st)?;
    p.expect(TokKind::Arrow, "'->'")?;
    let rt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&m, &mt)?);
    let idx = p.resolve_operands_same(&idx, &Type::Index)?;
    st.operands.extend(idx);
    st.result_types.push(rt);
    Ok(())
}

fn print_load(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let (&src, &res) = (o.operands.first()?, o.results.first()?);
    p.write(" ");
    print_indexed(p, op, 0);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(src).clone());
    p.write(" -> ");
    p.print_type(&m.value_type(res).clone());
    Some(())
}

fn parse_store(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let src = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let (m, idx) = parse_indexed(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, LOAD_ATTRS);
    p.expect(TokKind::Colon, "':'")?;
    let st_ty = p.parse_type()?;
    p.expect(TokKind::Comma, "','")?;
    let mt = parse_memref_type(p, st)?;
    st.operands.push(p.resolve_operand(&src, &st_ty)?);
    st.operands.push(p.resolve_operand(&m, &mt)?);
    let idx = p.resolve_operands_same(&idx, &Type::Index)?;
    st.operands.extend(idx);
    Ok(())
}

fn print_store(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    if o.operands.len() < 2 {
        return None;
    }
    p.write(" ");
    p.print_operand(o.operands[0]);
    p.write(", ");
    print_indexed(p, op, 1);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_types(&types_of(m, &o.operands[..2]));
    Some(())
}

fn parse_compute(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let ops = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    move_inherent_to_props(st, &["a_transpose", "b_transpose"]);
    p.expect(TokKind::Colon, "':'")?;
    let ta = p.parse_type()?;
    p.expect(TokKind::Comma, "','")?;
    let tb = p.parse_type()?;
    p.expect(TokKind::Arrow, "'->'")?;
    let tr = p.parse_type()?;
    let v = p.resolve_operands(&ops, &[ta, tb, tr.clone()], p.token().start)?;
    st.operands.extend(v);
    st.result_types.push(tr);
    Ok(())
}

fn print_compute(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    if o.operands.len() != 3 {
        return None;
    }
    p.write(" ");
    p.print_operands(&o.operands);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_types(&types_of(m, &o.operands[..2]));
    p.write(" -> ");
    p.print_type(&m.value_type(*o.results.first()?).clone());
    Some(())
}

fn parse_constant(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let at = p.token().start;
    let t = p.parse_colon_type()?;
    let Some((_, elem, _)) = mma_parts(&t) else {
        return Err(p.err_at(at, format!("expected gpu.mma_matrix type, but found '{t}'")));
    };
    st.operands.push(p.resolve_operand(&v, &elem)?);
    st.result_types.push(t);
    Ok(())
}

fn print_constant(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    p.write(" ");
    p.print_operand(*o.operands.first()?);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_type(&m.value_type(*o.results.first()?).clone());
    Some(())
}

fn parse_elementwise(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let at = p.token().start;
    let Some(kind) = p.parse_optional_keyword_of(ELEMENTWISE)? else {
        return Err(p.err_at(
            at,
            format!(
                "expected ::mlir::gpu::MMAElementwiseOp to be one of: {}",
                ELEMENTWISE.join(", ")
            ),
        ));
    };
    st.set_prop(
        "opType",
        Attribute::Opaque(format!("#gpu<mma_element_wise {kind}>")),
    );
    let args = p.parse_operand_list(Delimiter::None)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let (ins, outs) = match p.parse_type()? {
        Type::Function { inputs, results } => (inputs, results),
        t => {
            return Err(p.err_at(
                at,
                format!(
                    "invalid kind of type specified: expected builtin.function, but found '{t}'"
                ),
            ))
        }
    };
    let v = p.resolve_operands(&args, &ins, at)?;
    st.operands.extend(v);
    st.result_types.extend(outs);
    Ok(())
}

fn elementwise_kind(a: &Attribute) -> Option<&str> {
    let Attribute::Opaque(s) = a else {
        return None;
    };
    let k = s
        .strip_prefix("#gpu<mma_element_wise ")?
        .strip_suffix('>')?;
    ELEMENTWISE.contains(&k).then_some(k)
}

fn print_elementwise(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    let kind = elementwise_kind(o.attr("opType")?)?;
    p.write("  ");
    p.write(kind);
    p.write(" ");
    p.print_operands(&o.operands);
    p.print_op_attr_dict(op, &["opType"]);
    p.write(" : ");
    p.print_function_type(&types_of(m, &o.operands), &types_of(m, &o.results));
    Some(())
}

fn parse_extract(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let (mat, idx) = parse_indexed(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let mt = p.parse_type()?;
    p.expect(TokKind::Arrow, "'->'")?;
    let rt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&mat, &mt)?);
    let idx = p.resolve_operands_same(&idx, &Type::Index)?;
    st.operands.extend(idx);
    st.result_types.push(rt);
    Ok(())
}

fn print_extract(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    print_load(p, op)
}

fn parse_insert(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    let v = p.parse_operand()?;
    p.expect(TokKind::Comma, "','")?;
    let (mat, idx) = parse_indexed(p)?;
    p.parse_optional_attr_dict(&mut st.attrs)?;
    p.expect(TokKind::Colon, "':'")?;
    let vt = p.parse_type()?;
    p.expect(TokKind::Comma, "','")?;
    let mt = p.parse_type()?;
    p.expect(TokKind::Arrow, "'->'")?;
    let rt = p.parse_type()?;
    st.operands.push(p.resolve_operand(&v, &vt)?);
    st.operands.push(p.resolve_operand(&mat, &mt)?);
    let idx = p.resolve_operands_same(&idx, &Type::Index)?;
    st.operands.extend(idx);
    st.result_types.push(rt);
    Ok(())
}

fn print_insert(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let m = p.module();
    let o = m.op(op);
    if o.operands.len() < 2 {
        return None;
    }
    p.write(" ");
    p.print_operand(o.operands[0]);
    p.write(", ");
    print_indexed(p, op, 1);
    p.print_op_attr_dict(op, &[]);
    p.write(" : ");
    p.print_types(&types_of(m, &o.operands[..2]));
    p.write(" -> ");
    p.print_type(&m.value_type(*o.results.first()?).clone());
    Some(())
}

// ----- verifiers ---------------------------------------------------------------------------

/// An error at `op` without the `'name' op` prefix (MLIR's `emitError` rather than
/// `emitOpError`).
fn plain_error(m: &Module, op: OpId, msg: &str) -> crate::error::Error {
    crate::error::Error {
        message: msg.to_string(),
        pos: m.op(op).pos,
        notes: Vec::new(),
    }
}

/// Checks operand `i` is an `!gpu.mma_matrix` and returns its parts.
fn mma_operand(m: &Module, op: OpId, i: usize) -> Result<([i64; 2], Type, String)> {
    let o = m.op(op);
    let Some(&v) = o.operands.get(i) else {
        return Err(op_error(m, op, format!("expected operand #{i}")));
    };
    let t = m.value_type(v);
    mma_parts(t).ok_or_else(|| {
        op_error(
            m,
            op,
            format!("operand #{i} must be MMAMatrix type, but got '{t}'"),
        )
    })
}

fn mma_result(m: &Module, op: OpId) -> Result<([i64; 2], Type, String)> {
    let o = m.op(op);
    let t = match o.results.as_slice() {
        [r] => m.value_type(*r),
        _ => return Err(op_error(m, op, "requires one result")),
    };
    mma_parts(t).ok_or_else(|| {
        op_error(
            m,
            op,
            format!("result #0 must be MMAMatrix type, but got '{t}'"),
        )
    })
}

fn check_indices(m: &Module, op: OpId, from: usize) -> Result<()> {
    for (i, &v) in m.op(op).operands.iter().enumerate().skip(from) {
        let t = m.value_type(v);
        if !t.is_index() {
            return Err(op_error(
                m,
                op,
                format!("operand #{i} must be variadic of index, but got '{t}'"),
            ));
        }
    }
    Ok(())
}

fn check_lead_dimension(m: &Module, op: OpId) -> Result<()> {
    match m.op(op).attr("leadDimension") {
        None => Err(op_error(m, op, "requires attribute 'leadDimension'")),
        Some(Attribute::Integer {
            ty: Type::Index, ..
        }) => Ok(()),
        Some(_) => Err(op_error(
            m,
            op,
            "attribute 'leadDimension' failed to satisfy constraint: index attribute",
        )),
    }
}

/// MLIR's `isLastDimUnitStride` for a memref operand (`None` if not a ranked memref).
fn last_dim_unit_stride(t: &Type) -> Option<bool> {
    let Type::MemRef { shape, layout, .. } = t else {
        return None;
    };
    Some(match layout.as_deref() {
        None => true,
        Some(Attribute::Strided { strides, .. }) => strides.last().is_none_or(|&s| s == 1),
        Some(Attribute::AffineMap(map)) if map.is_identity() => true,
        Some(Attribute::AffineMap(map)) => {
            let n = map.num_dims() as usize;
            if map.num_results() != 1 || !map.is_pure_affine() || n == 0 || shape.len() != n {
                return Some(false);
            }
            let syms = vec![0; map.num_symbols() as usize];
            let mut dims = vec![0; n];
            let base = map.eval(&dims, &syms).and_then(|r| r.first().copied());
            dims[n - 1] = 1;
            let last = map.eval(&dims, &syms).and_then(|r| r.first().copied());
            matches!((base, last), (Some(b), Some(l)) if l - b == 1)
        }
        Some(_) => false,
    })
}

fn check_mma_memref(m: &Module, op: OpId, i: usize) -> Result<bool> {
    let t = m.value_type(m.op(op).operands[i]);
    match last_dim_unit_stride(t) {
        Some(unit) => Ok(unit),
        None => Err(op_error(
            m,
            op,
            format!("operand #{i} must be memref of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float or vector of 8-bit signless integer or 32-bit signless integer or 16-bit float or 32-bit float or 64-bit float values of ranks 1 values, but got '{t}'"),
        )),
    }
}

fn verify_load(m: &Module, op: OpId) -> Result<()> {
    if m.op(op).operands.is_empty() {
        return Err(op_error(m, op, "expected 1 or more operands, but found 0"));
    }
    let unit = check_mma_memref(m, op, 0)?;
    check_indices(m, op, 1)?;
    check_lead_dimension(m, op)?;
    mma_result(m, op)?;
    if !unit {
        return Err(plain_error(
            m,
            op,
            "expected source memref most minor dim must have unit stride",
        ));
    }
    Ok(())
}

fn verify_store(m: &Module, op: OpId) -> Result<()> {
    if m.op(op).operands.len() < 2 {
        return Err(op_error(m, op, "expected 2 or more operands"));
    }
    let (_, _, kind) = mma_operand(m, op, 0)?;
    let unit = check_mma_memref(m, op, 1)?;
    check_indices(m, op, 2)?;
    check_lead_dimension(m, op)?;
    if !unit {
        return Err(plain_error(
            m,
            op,
            "expected destination memref most minor dim must have unit stride",
        ));
    }
    if kind != "COp" {
        return Err(plain_error(
            m,
            op,
            "expected the operand matrix being stored to have 'COp' operand type",
        ));
    }
    Ok(())
}

fn verify_compute(m: &Module, op: OpId) -> Result<()> {
    if m.op(op).operands.len() != 3 {
        return Err(op_error(m, op, "expected 3 operands"));
    }
    let (a, _, ka) = mma_operand(m, op, 0)?;
    let (b, _, kb) = mma_operand(m, op, 1)?;
    let (c, _, kc) = mma_operand(m, op, 2)?;
    mma_result(m, op)?;
    let o = m.op(op);
    if m.value_type(o.operands[2]) != m.value_type(o.results[0]) {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {opC, res} have same type",
        ));
    }
    if ka != "AOp" || kb != "BOp" || kc != "COp" {
        return Err(plain_error(
            m,
            op,
            "operands must be in the order AOp, BOp, COp",
        ));
    }
    if a[1] != b[0] || a[0] != c[0] || b[1] != c[1] {
        return Err(plain_error(
            m,
            op,
            "operand shapes do not satisfy matmul constraints",
        ));
    }
    Ok(())
}

fn verify_constant(m: &Module, op: OpId) -> Result<()> {
    let (_, elem, _) = mma_result(m, op)?;
    let o = m.op(op);
    let [v] = o.operands.as_slice() else {
        return Err(op_error(m, op, "expected 1 operands"));
    };
    if *m.value_type(*v) != elem {
        return Err(op_error(
            m,
            op,
            "failed to verify that value type matches element type of mma_matrix",
        ));
    }
    Ok(())
}

fn verify_elementwise(m: &Module, op: OpId) -> Result<()> {
    let o = m.op(op);
    match o.attr("opType") {
        None => return Err(op_error(m, op, "requires attribute 'opType'")),
        Some(a) if elementwise_kind(a).is_none() => {
            return Err(op_error(
                m,
                op,
                "attribute 'opType' failed to satisfy constraint: elementwise operation to apply to mma matrix",
            ))
        }
        _ => {}
    }
    for i in 0..o.operands.len() {
        mma_operand(m, op, i)?;
    }
    mma_result(m, op)?;
    let tys = types_of(m, &o.operands);
    if tys.windows(2).any(|w| w[0] != w[1]) {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {args} have same type",
        ));
    }
    Ok(())
}

fn verify_extract(m: &Module, op: OpId) -> Result<()> {
    let (_, elem, _) = mma_operand(m, op, 0)?;
    check_indices(m, op, 1)?;
    let o = m.op(op);
    match o.results.as_slice() {
        [r] if *m.value_type(*r) == elem => Ok(()),
        _ => Err(op_error(
            m,
            op,
            "failed to verify that `res` type is the element type of `matrix`",
        )),
    }
}

fn verify_insert(m: &Module, op: OpId) -> Result<()> {
    let (_, elem, _) = mma_operand(m, op, 1)?;
    check_indices(m, op, 2)?;
    mma_result(m, op)?;
    let o = m.op(op);
    if *m.value_type(o.operands[0]) != elem {
        return Err(op_error(
            m,
            op,
            "failed to verify that `value` type is the element type of `matrix`",
        ));
    }
    if m.value_type(o.operands[1]) != m.value_type(o.results[0]) {
        return Err(op_error(
            m,
            op,
            "failed to verify that all of {matrix, res} have same type",
        ));
    }
    Ok(())
}
