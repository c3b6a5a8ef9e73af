//! Polyhedral code generation: scanning the statement instances of a [`ScanSpace`] in
//! lexicographic order of the scan dimensions into `affine.for` / `affine.parallel` /
//! `affine.if` nests.

use tessera_ir::builder::Builder;
use tessera_ir::{Module, OpId, ValueId};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::linear::{Row, System};

/// One statement to scan.
#[derive(Debug, Clone)]
pub struct ScanStmt {
    /// Statement number; instances with equal scan coordinates run in increasing number.
    pub id: usize,
    /// The statement's instances in scan coordinates: a convex system over
    /// `[scan dims (ndims) | params (nparams)]` (plus the constant column).
    pub domain: System,
    /// Each original loop iv of the statement (outermost first) as a row over
    /// `[scan dims | params | 1]`.
    pub ivs: Vec<Row>,
}

/// What to scan.
#[derive(Debug, Clone)]
pub struct ScanSpace {
    /// Number of scan dimensions.
    pub ndims: usize,
    /// The SSA values of the parameter columns (valid affine symbols where code is inserted).
    pub params: Vec<ValueId>,
    /// Scan dimensions whose loops are emitted as `affine.parallel`.
    pub parallel: Vec<bool>,
    /// The statements.
    pub stmts: Vec<ScanStmt>,
}

/// What code generation produced.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct GenStats {
    /// `affine.for` ops created.
    pub loops: usize,
    /// `affine.parallel` ops created.
    pub parallel_loops: usize,
    /// `affine.if` guards created.
    pub guards: usize,
}

/// Emits the statement `id` at the builder's insertion point, its original ivs bound to the
/// given values.
pub type EmitFn<'e> = dyn FnMut(&mut Builder<'_>, usize, &[ValueId]) -> Result<(), String> + 'e;

/// Generates the code scanning `space` immediately before `anchor` (in `anchor`'s block).
pub fn generate(
    m: &mut Module,
    anchor: OpId,
    space: &ScanSpace,
    emit: &mut EmitFn<'_>,
    budget: &mut Budget,
) -> Result<GenStats, String> {
    let _ = (m, anchor, space, emit, budget);
    Err("polyhedral code generation is not implemented yet".into())
}
