//! `linalg-to-affine`: linalg structured ops on memrefs → `affine.for` nests, as
//! `mlir-opt --convert-linalg-to-affine-loops` does: one loop per iteration dimension (in
//! dimension order, bounds `0` to the operand size that dimension indexes), `affine.load` of
//! every input (scalar inputs used directly) and of the outputs the payload reads, the payload
//! inlined (`linalg.index` → the loop variable), and `affine.store` of the yielded values.
//!
//! Covered: every structured op [`tessera_ir::linalg::structured`] describes — `linalg.generic`,
//! `map`, `reduce`, `transpose`, `broadcast` and every named op — on memrefs. Deviation from mlir-opt:
//! operands whose payload argument is unused (the output of fill/copy, the window of pooling)
//! are not loaded (mlir-opt emits dead loads, which may read uninitialised memory).
//!
//! The loop nest is built by the emitter the scf and parallel lowerings share
//! ([`crate::linalg::lower`]).

use tessera_ir::{Module, OpId};

use crate::error::TransformError;
use crate::linalg::lower::{emit, is_lowered, LoopKind};

/// Lowers every linalg structured op under `root`.
pub fn linalg_to_affine(m: &mut Module, root: OpId) -> Result<(), TransformError> {
    for op in m.walk(root) {
        if !is_lowered(m, op) {
            continue;
        }
        emit(m, op, &LoopKind::Affine)?;
    }
    Ok(())
}

/// Lowers one structured op on memrefs in place; returns the `affine.for` loops created, one
/// per iteration dimension in dimension order (none for a zero-loop op).
pub fn lower_structured(m: &mut Module, op: OpId) -> Result<Vec<OpId>, TransformError> {
    Ok(emit(m, op, &LoopKind::Affine)?.loops)
}
