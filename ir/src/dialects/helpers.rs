//! Shared helpers for the custom syntax and verifiers of the math, memref, scf, vector and linalg
//! dialects: fastmath flags, dense-array properties, operand segments, mixed static/dynamic index
//! lists, and common verifier checks.

use crate::attrs::{Attribute, ElemValue};
use crate::error::Result;
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::{Type, DYNAMIC};

use super::op_error;

const FASTMATH: &[(&str, u32)] = &[
    ("reassoc", 1),
    ("nnan", 2),
    ("ninf", 4),
    ("nsz", 8),
    ("arcp", 16),
    ("contract", 32),
    ("afn", 64),
];

/// The `#arith.fastmath<none>` attribute.
pub(crate) fn fastmath_none() -> Attribute {
    Attribute::Opaque("#arith.fastmath<none>".into())
}

/// Parses an optional `fastmath<flags>` clause into the `fastmath` property (MLIR's canonical
/// flag order; `fast` when all are set). Sets `none` if absent and no property exists yet.
pub(crate) fn parse_optional_fastmath(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    if !p.at_keyword("fastmath") {
        return Ok(());
    }
    let at = p.token().start;
    p.bump()?;
    p.expect(TokKind::Less, "'<'")?;
    let mut bits = 0u32;
    loop {
        let f = p.parse_any_keyword()?;
        bits |= match f {
            "none" => 0,
            "fast" => 127,
            s => FASTMATH.iter().find(|(n, _)| *n == s).map(|x| x.1).ok_or_else(|| {
                p.err_at(
                    at,
                    format!("expected one of [none, reassoc, nnan, ninf, nsz, arcp, contract, afn, fast] for arith fastmath flags, got '{s}'"),
                )
            })?,
        };
        if !p.eat(TokKind::Comma)? {
            break;
        }
    }
    p.expect(TokKind::Greater, "'>'")?;
    let body = match bits {
        0 => "none".to_string(),
        127 => "fast".to_string(),
        b => FASTMATH
            .iter()
            .filter(|(_, v)| b & v != 0)
            .map(|x| x.0)
            .collect::<Vec<_>>()
            .join(","),
    };
    st.set_prop(
        "fastmath",
        Attribute::Opaque(format!("#arith.fastmath<{body}>")),
    );
    Ok(())
}

/// Adds `fastmath = #arith.fastmath<none>` if the op has no `fastmath` yet.
pub(crate) fn default_fastmath(st: &mut OperationState) {
    if st.attr("fastmath").is_none() {
        st.set_prop("fastmath", fastmath_none());
    }
}

/// Prints ` fastmath<flags>` unless the flags are absent or `none`; returns the attribute names
/// the attribute dictionary must then elide.
pub(crate) fn print_fastmath(p: &mut Printer<'_>, op: OpId) -> &'static [&'static str] {
    match p.module().op(op).attr("fastmath") {
        Some(Attribute::Opaque(t)) if t.starts_with("#arith.fastmath<") => {
            if t != "#arith.fastmath<none>" {
                p.write(" ");
                p.write(&t["#arith.".len()..]);
            }
            &["fastmath"]
        }
        _ => &[],
    }
}

/// Checks that `fastmath`, if present, is an `#arith.fastmath<...>` attribute.
pub(crate) fn verify_fastmath(m: &Module, op: OpId) -> Result<()> {
    match m.op(op).attr("fastmath") {
        None => Ok(()),
        Some(Attribute::Opaque(t)) if t.starts_with("#arith.fastmath<") => Ok(()),
        Some(_) => Err(op_error(
            m,
            op,
            "attribute 'fastmath' failed to satisfy constraint: Floating point fast math flags",
        )),
    }
}

/// `array<i32: ...>`
pub(crate) fn i32_array(vals: &[usize]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::int(32),
        values: vals.iter().map(|&v| ElemValue::Int(v as i128)).collect(),
    }
}

/// `array<i64: ...>`
pub(crate) fn i64_array(vals: &[i64]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::int(64),
        values: vals.iter().map(|&v| ElemValue::Int(v as i128)).collect(),
    }
}

/// The values of an integer dense array attribute.
pub(crate) fn as_int_array(a: &Attribute) -> Option<Vec<i64>> {
    match a {
        Attribute::DenseArray { values, .. } => values
            .iter()
            .map(|v| match v {
                ElemValue::Int(i) => i64::try_from(*i).ok(),
                ElemValue::Bool(b) => Some(*b as i64),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// Sets the `operandSegmentSizes` property.
pub(crate) fn set_segments(st: &mut OperationState, sizes: &[usize]) {
    st.set_prop("operandSegmentSizes", i32_array(sizes));
}

/// Splits the operands of `op` by its `operandSegmentSizes` (which must have `n` entries summing
/// to the operand count).
pub(crate) fn segments(m: &Module, op: OpId, n: usize) -> Result<Vec<Vec<ValueId>>> {
    let o = m.op(op);
    let sizes = o
        .attr("operandSegmentSizes")
        .and_then(as_int_array)
        .ok_or_else(|| op_error(m, op, "requires attribute 'operandSegmentSizes'"))?;
    if sizes.len() != n || sizes.iter().any(|&s| s < 0) {
        return Err(op_error(m, op, format!("'operandSegmentSizes' attribute for specifying operand segments must have {n} elements, but got {}", sizes.len())));
    }
    let total: i64 = sizes.iter().sum();
    if total != o.operands.len() as i64 {
        return Err(op_error(m, op, format!("operand count ({}) does not match with the total size ({total}) specified in attribute 'operandSegmentSizes'", o.operands.len())));
    }
    let mut out = vec![];
    let mut at = 0usize;
    for s in sizes {
        let s = s as usize;
        out.push(
            o.operands
                .get(at..at + s)
                .map(|x| x.to_vec())
                .unwrap_or_default(),
        );
        at += s;
    }
    Ok(out)
}

/// Like [`segments`] but `None` on malformed input (for printers).
pub(crate) fn segments_opt(m: &Module, op: OpId, n: usize) -> Option<Vec<Vec<ValueId>>> {
    segments(m, op, n).ok()
}

/// Parses `[%a, 4, %b]` (a mixed static/dynamic list with the given brackets): the SSA operands,
/// and one entry per position ([`DYNAMIC`] where an operand stands).
pub(crate) fn parse_dynamic_index_list(
    p: &mut Parser<'_>,
    open: TokKind,
    close: TokKind,
) -> Result<(Vec<UnresolvedOperand>, Vec<i64>)> {
    p.expect(
        open,
        if open == TokKind::LBracket {
            "'['"
        } else {
            "'('"
        },
    )?;
    let mut ops = vec![];
    let mut stat = vec![];
    if p.eat(close)? {
        return Ok((ops, stat));
    }
    loop {
        if p.at(TokKind::PercentId) {
            ops.push(p.parse_operand()?);
            stat.push(DYNAMIC);
        } else {
            let v = p
                .parse_integer()
                .map_err(|_| p.err("expected SSA value or integer"))?;
            if v == DYNAMIC {
                return Err(p.err("static value is reserved for dynamic sizes"));
            }
            stat.push(v);
        }
        if !p.eat(TokKind::Comma)? {
            break;
        }
    }
    p.expect(
        close,
        if close == TokKind::RBracket {
            "']'"
        } else {
            "')'"
        },
    )?;
    Ok((ops, stat))
}

/// Prints a mixed static/dynamic list `[%a, 4]`: operands in order where `statics` is dynamic.
pub(crate) fn print_dynamic_index_list(
    p: &mut Printer<'_>,
    operands: &[ValueId],
    statics: &[i64],
    open: &str,
    close: &str,
) -> Option<()> {
    p.write(open);
    let mut it = operands.iter();
    for (i, &s) in statics.iter().enumerate() {
        if i > 0 {
            p.write(", ");
        }
        if s == DYNAMIC {
            p.print_operand(*it.next()?);
        } else {
            p.write(&s.to_string());
        }
    }
    if it.next().is_some() {
        return None;
    }
    p.write(close);
    Some(())
}

/// Checks the number of regions.
pub(crate) fn expect_regions(m: &Module, op: OpId, n: usize) -> Result<()> {
    let got = m.op(op).regions.len();
    if got != n {
        return Err(op_error(
            m,
            op,
            format!("requires {n} region{}", if n == 1 { "" } else { "s" }),
        ));
    }
    Ok(())
}

/// True for a float scalar, or a vector/tensor of floats.
pub(crate) fn is_float_like(t: &Type) -> bool {
    match t {
        Type::Vector { elem, .. }
        | Type::RankedTensor { elem, .. }
        | Type::UnrankedTensor(elem) => elem.is_float(),
        _ => t.is_float(),
    }
}

/// True for a signless integer/index scalar, or a vector/tensor of them.
pub(crate) fn is_int_like(t: &Type) -> bool {
    match t {
        Type::Vector { elem, .. }
        | Type::RankedTensor { elem, .. }
        | Type::UnrankedTensor(elem) => elem.is_signless_int_or_index(),
        _ => t.is_signless_int_or_index(),
    }
}

/// The entry block arguments of region `i` of `op`.
pub(crate) fn entry_args(m: &Module, op: OpId, i: usize) -> Option<&[ValueId]> {
    let r = *m.op(op).regions.get(i)?;
    let b = *m.region(r).blocks.first()?;
    Some(&m.block(b).args)
}

/// The terminator (last op) of the single block of region `i` of `op`.
pub(crate) fn region_terminator(m: &Module, op: OpId, i: usize) -> Option<OpId> {
    let r = *m.op(op).regions.get(i)?;
    let b = *m.region(r).blocks.last()?;
    m.block(b).ops.last().copied()
}

/// True if region `i` of `op` ends in a terminator named `name` with no operands and no
/// attributes (which the custom forms elide).
pub(crate) fn has_implicit_terminator(m: &Module, op: OpId, i: usize, name: &str) -> bool {
    let Some(r) = m.op(op).regions.get(i) else {
        return false;
    };
    let blocks = &m.region(*r).blocks;
    if blocks.len() != 1 {
        return false;
    }
    match region_terminator(m, op, i) {
        Some(t) => {
            let o = m.op(t);
            o.name == name && o.operands.is_empty() && o.attrs.is_empty() && o.props.is_empty()
        }
        None => false,
    }
}

/// Creates the block and terminator `name` (without operands) for a region parsed empty or
/// ending without a terminator, as MLIR's `ensureTerminator` does for single-block regions.
pub(crate) fn ensure_terminator(
    p: &mut Parser<'_>,
    region: crate::module::RegionId,
    name: &str,
    args: &[Type],
) {
    let m = &mut p.module;
    let block = match m.region(region).blocks.first() {
        Some(&b) => b,
        None => {
            let b = m.create_block(args.to_vec());
            m.append_block(region, b);
            b
        }
    };
    let reg = p.registry();
    let m = &mut p.module;
    let last_is_term = m.block(block).ops.last().is_some_and(|&o| {
        reg.traits(&m.op(o).name)
            .contains(super::Traits::TERMINATOR)
    });
    if !last_is_term {
        let t = m.create_op(OperationState::new(name));
        m.append_op(block, t);
    }
}

/// Verifies that `op`'s parent is one of `parents`.
pub(crate) fn expect_parent(m: &Module, op: OpId, parents: &[&str]) -> Result<OpId> {
    let parent = m.parent_op(op);
    match parent {
        Some(pp) if parents.contains(&m.op(pp).name.as_str()) => Ok(pp),
        _ => {
            let list = parents.join(", ");
            let msg = if parents.len() == 1 {
                format!("expects parent op '{list}'")
            } else {
                format!("expects parent op to be one of '{list}'")
            };
            Err(op_error(m, op, msg))
        }
    }
}

/// Types of a value list.
pub(crate) fn types_of(m: &Module, vs: &[ValueId]) -> Vec<Type> {
    vs.iter().map(|&v| m.value_type(v).clone()).collect()
}

/// The position of a bare dimension expression `dN`.
pub(crate) fn dim_of(e: &tessera_polyhedral::affine::AffineExpr) -> Option<u32> {
    match e.kind() {
        tessera_polyhedral::affine::AffineExprKind::Dim(d) => Some(d),
        _ => None,
    }
}

/// MLIR's region-branch check: the values passed along a control-flow edge (`operands`) must
/// match the successor's inputs in number and type.
pub(crate) fn check_edge(
    m: &Module,
    op: OpId,
    edge: &str,
    operands: &[Type],
    inputs: &[Type],
) -> Result<()> {
    if operands.len() != inputs.len() {
        return Err(op_error(
            m,
            op,
            format!("region control flow edge {edge}: source has {} operands, but target successor needs {}", operands.len(), inputs.len()),
        ));
    }
    for (i, (a, b)) in operands.iter().zip(inputs).enumerate() {
        if a != b {
            return Err(op_error(
                m,
                op,
                format!("along control flow edge {edge}: successor operand type #{i} '{a}' should match successor input type #{i} '{b}'"),
            ));
        }
    }
    Ok(())
}

/// Checks an op has at least `min_operands` operands and exactly `results` results, with MLIR's
/// wording.
pub(crate) fn counts(m: &Module, op: OpId, min_operands: usize, results: usize) -> Result<()> {
    let o = m.op(op);
    if o.operands.len() < min_operands {
        return Err(op_error(
            m,
            op,
            format!(
                "expected at least {min_operands} operands, but found {}",
                o.operands.len()
            ),
        ));
    }
    if o.results.len() != results {
        return Err(op_error(
            m,
            op,
            format!(
                "requires {results} result{}",
                if results == 1 { "" } else { "s" }
            ),
        ));
    }
    Ok(())
}

/// Parses `[a, b, -1, ...]` (possibly empty): a bracketed list of integers.
pub(crate) fn parse_int_list(p: &mut Parser<'_>) -> Result<Vec<i64>> {
    p.expect(TokKind::LBracket, "'['")?;
    let mut v = vec![];
    if !p.eat(TokKind::RBracket)? {
        loop {
            let neg = p.eat(TokKind::Minus)?;
            let x = p.parse_integer()?;
            v.push(if neg { -x } else { x });
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RBracket, "']'")?;
    }
    Ok(v)
}

/// Parses an optional `weights([a, b])` clause of a conditional branch into the
/// `branch_weights` property (`array<i32: ...>`).
pub(crate) fn parse_optional_branch_weights(
    p: &mut Parser<'_>,
    st: &mut OperationState,
) -> Result<()> {
    if !p.parse_optional_keyword("weights")? {
        return Ok(());
    }
    p.expect(TokKind::LParen, "'('")?;
    let w = parse_int_list(p)?;
    p.expect(TokKind::RParen, "')'")?;
    st.set_prop(
        "branch_weights",
        Attribute::DenseArray {
            elem: Type::int(32),
            values: w.into_iter().map(|x| ElemValue::Int(x.into())).collect(),
        },
    );
    Ok(())
}

/// Parses a terminator's `attr-dict ($operands^ : type($operands))?` (`func.return`,
/// `scf.yield`, `affine.yield`, `gpu.return`, ...).
pub(crate) fn parse_terminator(p: &mut Parser<'_>, st: &mut OperationState) -> Result<()> {
    p.parse_optional_attr_dict(&mut st.attrs)?;
    let uses = p.parse_operand_list(crate::parser::Delimiter::None)?;
    if !uses.is_empty() {
        let at = p.token().start;
        let tys = p.parse_colon_type_list()?;
        st.operands = p.resolve_operands(&uses, &tys, at)?;
    }
    Ok(())
}

/// Prints what [`parse_terminator`] reads.
pub(crate) fn print_terminator(p: &mut Printer<'_>, op: OpId) -> Option<()> {
    let o = p.module().op(op);
    p.print_op_attr_dict(op, &[]);
    if !o.operands.is_empty() {
        p.write(" ");
        p.print_operands(&o.operands);
        p.write(" : ");
        p.print_value_types(&o.operands);
    }
    Some(())
}

/// The attribute dictionary at index `i` of an array of dictionaries (`arg_attrs`,
/// `res_attrs`), empty when absent.
pub(crate) fn dict_at(a: Option<&Attribute>, i: usize) -> Vec<(String, Attribute)> {
    a.and_then(|a| a.as_array())
        .and_then(|v| v.get(i))
        .and_then(|d| d.as_dict())
        .map(|d| d.to_vec())
        .unwrap_or_default()
}

/// A function signature's results as MLIR prints them: nothing, ` -> T` for one result without
/// attributes (and not a function type), else ` -> (T {attrs}, ...)`.
pub(crate) fn print_function_results(
    p: &mut Printer<'_>,
    results: &[Type],
    res_attrs: Option<&Attribute>,
) {
    if results.is_empty() {
        return;
    }
    p.write(" -> ");
    let any = (0..results.len()).any(|i| !dict_at(res_attrs, i).is_empty());
    match results {
        [t] if !any && !matches!(t, Type::Function { .. }) => p.print_type(t),
        _ => {
            p.write("(");
            for (i, t) in results.iter().enumerate() {
                if i > 0 {
                    p.write(", ");
                }
                p.print_type(t);
                p.print_optional_attr_dict(&dict_at(res_attrs, i), &[]);
            }
            p.write(")");
        }
    }
}

/// The `: (T, ...) -> (R, ...)` that follows the operands of an op printed with MLIR's
/// `functional-type(operands, results)`: resolves `uses` against the input types and sets the
/// result types.
pub(crate) fn parse_functional_signature(
    p: &mut Parser<'_>,
    st: &mut OperationState,
    uses: &[UnresolvedOperand],
) -> Result<()> {
    p.expect(TokKind::Colon, "':'")?;
    let at = p.token().start;
    let Type::Function { inputs, results } = p.parse_type()? else {
        return Err(p.err_at(at, "expected function type"));
    };
    st.operands = p.resolve_operands(uses, &inputs, at)?;
    st.result_types = results;
    Ok(())
}
