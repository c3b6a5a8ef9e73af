//! The affine dialect (seed 001, as `mlir-opt` 22 parses and prints it) and `affine.execute_region`
//! (seed 002, not registered in MLIR 22; custom syntax of the RFC).
//!
//! * `loops`: `affine.for`, `affine.if`, `affine.yield`;
//! * `parallel`: `affine.parallel` (bound groups, steps, reductions);
//! * `memory`: `affine.load`/`store`, `affine.vector_load`/`vector_store`, `affine.prefetch`;
//! * `dma`: `affine.dma_start`/`dma_wait`;
//! * `apply`: `affine.apply`, `affine.min`/`max`, `affine.delinearize_index`/`linearize_index`;
//! * `execute_region`: `affine.execute_region`.
//!
//! Dimension and symbol validity (the AffineScope rules of seed 001 and the use-site-sensitive
//! symbols of seed 002) come from [`crate::verify::affine_scope`]; this module applies them to
//! the operands each op binds to dimensions and symbols.

mod apply;
mod dma;
mod execute_region;
mod loops;
mod memory;
pub(crate) mod parallel;

use tessera_polyhedral::affine::AffineMap;

use crate::attrs::Attribute;
use crate::error::{Error, Result};
use crate::lexer::TokKind;
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::parser::{Delimiter, Parser, UnresolvedOperand};
use crate::printer::Printer;
use crate::types::Type;
use crate::verify::affine_scope::{affine_scope_region, is_valid_dim_in, is_valid_symbol_in};

use super::{op_error, Registry};

/// The name of `arith::AtomicRMWKind` number `k` (the values stored in `affine.parallel`'s
/// `reductions`): `addf`, `addi`, ...
pub fn reduction_name(k: usize) -> Option<&'static str> {
    parallel::REDUCTIONS.get(k).copied()
}

/// The `arith::AtomicRMWKind` number of a reduction name (inverse of [`reduction_name`]).
pub fn reduction_kind(name: &str) -> Option<usize> {
    parallel::REDUCTIONS.iter().position(|&n| n == name)
}

pub(crate) fn register(r: &mut Registry) {
    loops::register(r);
    parallel::register(r);
    memory::register(r);
    dma::register(r);
    apply::register(r);
    execute_region::register(r);
}

/// The registry used by the affine verifiers to classify ops (traits of defining ops).
fn registry() -> &'static Registry {
    Registry::standard()
}

/// Parses `(%d0, ...)` followed by an optional `[%s0, ...]`; returns all operands (dims first)
/// and the number of dims.
fn parse_dim_and_symbol_list(p: &mut Parser<'_>) -> Result<(Vec<UnresolvedOperand>, usize)> {
    let mut uses = p.parse_operand_list(Delimiter::Paren)?;
    let nd = uses.len();
    uses.extend(p.parse_operand_list(Delimiter::OptionalSquare)?);
    Ok((uses, nd))
}

/// Parses a region argument name (`%i`) with its optional trailing location, which MLIR's
/// `parseArgument` accepts and debug-info printing emits (`%arg3 loc("f.mlir":1:2)`).
fn parse_arg_name(p: &mut Parser<'_>) -> Result<UnresolvedOperand> {
    let name = p.parse_argument_name()?;
    p.parse_optional_location()?;
    Ok(name)
}

/// Prints `(%d0, ...)` and, if there are symbol operands, `[%s0, ...]`.
fn print_dim_and_symbol_list(
    p: &mut Printer<'_>,
    operands: &[ValueId],
    num_dims: usize,
) -> Option<()> {
    let (dims, syms) = (operands.get(..num_dims)?, operands.get(num_dims..)?);
    p.write("(");
    p.print_operands(dims);
    p.write(")");
    if !syms.is_empty() {
        p.write("[");
        p.print_operands(syms);
        p.write("]");
    }
    Some(())
}

/// The affine map attribute `name`, or the error MLIR reports when it is missing or of another
/// kind.
fn required_map<'m>(m: &'m Module, op: OpId, name: &str) -> Result<&'m AffineMap> {
    match m.op(op).attr(name) {
        None => Err(op_error(m, op, format!("requires attribute '{name}'"))),
        Some(a) => a.as_affine_map().ok_or_else(|| {
            op_error(
                m,
                op,
                format!("attribute '{name}' failed to satisfy constraint: AffineMap attribute"),
            )
        }),
    }
}

/// An error raised by an op's custom parser, with MLIR's `custom op 'name' ` prefix, at byte
/// offset `at` or, if `None`, at the op name.
fn custom_err(
    p: &Parser<'_>,
    st: &OperationState,
    at: Option<usize>,
    msg: impl AsRef<str>,
) -> Error {
    let pos = match at {
        Some(o) => p.pos_of(o),
        None => st.pos.unwrap_or_else(|| p.pos()),
    };
    Error::at(pos, format!("custom op '{}' {}", st.name, msg.as_ref()))
}

/// [`custom_err`] at the op name (MLIR's `parser.getNameLoc()`).
fn name_err(p: &Parser<'_>, st: &OperationState, msg: impl AsRef<str>) -> Error {
    custom_err(p, st, None, msg)
}

/// Parses an affine map attribute (`#alias` or `affine_map<...>`); errors otherwise.
fn parse_map_attr(p: &mut Parser<'_>, st: &OperationState) -> Result<AffineMap> {
    let at = p.token().start;
    match p.parse_attribute()? {
        Attribute::AffineMap(map) => Ok(map),
        _ => Err(custom_err(
            p,
            st,
            Some(at),
            "invalid kind of attribute specified",
        )),
    }
}

/// Checks that every operand in `operands` has `index` type (`first` is the operand number of
/// the first one, for the message).
fn verify_index_operands(m: &Module, op: OpId, operands: &[ValueId], first: usize) -> Result<()> {
    for (i, &v) in operands.iter().enumerate() {
        let t = m.value_type(v);
        if !t.is_index() {
            return Err(op_error(
                m,
                op,
                format!(
                    "operand #{} must be variadic of index, but got '{t}'",
                    first + i
                ),
            ));
        }
    }
    Ok(())
}

/// Checks that the first `num_dims` operands are valid dimensions and the rest valid symbols at
/// `op` (MLIR's `verifyDimAndSymbolIdentifiers`).
fn verify_dims_and_symbols(
    m: &Module,
    op: OpId,
    operands: &[ValueId],
    num_dims: usize,
) -> Result<()> {
    let reg = registry();
    let scope = affine_scope_region(m, reg, op);
    for (i, &v) in operands.iter().enumerate() {
        if i < num_dims {
            if !is_valid_dim_in(m, reg, v, scope) {
                return Err(op_error(m, op, "operand cannot be used as a dimension id"));
            }
        } else if !is_valid_symbol_in(m, reg, v, scope) {
            return Err(op_error(m, op, "operand cannot be used as a symbol"));
        }
    }
    Ok(())
}

/// True if `v` is a valid dimension or symbol at `op` (MLIR's `isValidAffineIndexOperand`).
fn is_valid_index_operand(m: &Module, op: OpId, v: ValueId) -> bool {
    let reg = registry();
    let scope = affine_scope_region(m, reg, op);
    is_valid_dim_in(m, reg, v, scope) || is_valid_symbol_in(m, reg, v, scope)
}

/// The type of a value, for messages.
fn vty(m: &Module, v: ValueId) -> &Type {
    m.value_type(v)
}

/// Expects the next token to be `kind`, with MLIR's "expected 'x'" message.
fn expect_tok(p: &mut Parser<'_>, kind: TokKind, what: &str) -> Result<()> {
    p.expect(kind, what).map(|_| ())
}
