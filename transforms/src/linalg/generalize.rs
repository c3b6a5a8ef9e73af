//! `linalg-generalize-named-ops`: every structured op that is not already a `linalg.generic`
//! (the named ops, `linalg.map`, `linalg.reduce`, `linalg.transpose`, `linalg.broadcast`)
//! becomes a `linalg.generic` with the op's indexing maps and iterator types (from
//! [`tessera_ir::linalg::structured`]) and its payload region moved over, as MLIR's
//! `generalizeNamedOp` does. Discardable attributes are dropped (mlir-opt drops them too).
//!
//! mlir-opt's pass runs the rewrite in its greedy pattern driver, which also folds constants
//! into the function's entry block and erases dead ops on tensors; this pass only rewrites the
//! structured ops. On inputs where the driver has nothing else to do the output is
//! byte-identical to `mlir-opt --linalg-generalize-named-ops` (checked by
//! `tests/suite/linalg_generic.rs` against `tests/corpus/linalg-generalize/`).

use tessera_ir::builder_ops::linalg_generic_state;
use tessera_ir::linalg::{structured, Structured};
use tessera_ir::{Module, OpId, OperationState};

use crate::error::TransformError;

/// The pass name.
pub const PASS: &str = "linalg-generalize-named-ops";

/// True for structured ops this pass rewrites.
pub fn is_generalizable(m: &Module, op: OpId) -> bool {
    let name = &m.op(op).name;
    name != "linalg.generic" && tessera_ir::linalg::is_structured_name(name)
}

/// The registry entry.
pub const INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: PASS,
    summary: "named linalg ops, map, reduce, transpose, broadcast → linalg.generic (as mlir-opt)",
    options: &[],
    create: |_| Ok(Box::new(crate::registry::FnPass(PASS, run))),
};

/// Generalises every structured op under `root`.
pub fn run(m: &mut Module, root: OpId) -> Result<(), TransformError> {
    for op in m.walk(root) {
        if m.op(op).parent.is_some() && is_generalizable(m, op) {
            generalize(m, op)?;
        }
    }
    Ok(())
}

/// Replaces one structured op by an equivalent `linalg.generic`; returns the new op (the op
/// itself if it already is one).
pub fn generalize(m: &mut Module, op: OpId) -> Result<OpId, TransformError> {
    if m.op(op).name == "linalg.generic" {
        return Ok(op);
    }
    let pos = m.op(op).pos;
    let at = |msg: String| TransformError::at(pos, msg);
    let so: Structured = structured(m, op).map_err(|e| at(format!("'{}' {e}", m.op(op).name)))?;
    let st = generic_state(m, &so);
    // The payload block needs one argument per operand (linalg.map's may lack the init's).
    let operands = so.operands();
    let nargs = m.block(so.payload).args.len();
    if nargs > operands.len() {
        return Err(at(format!(
            "'{}' payload block has {nargs} arguments for {} operands",
            m.op(op).name,
            operands.len()
        )));
    }
    for &v in &operands[nargs..] {
        let elem = tessera_ir::linalg::element_type(m.value_type(v));
        m.add_block_arg(so.payload, elem);
    }
    let region = m.op(op).regions[0];
    m.op_mut(op).regions.clear();
    let mut st = st;
    st.regions = vec![region];
    st.pos = pos;
    st.loc = m.op(op).loc.clone();
    let g = m.create_op(st);
    let parent = m
        .op(op)
        .parent
        .ok_or_else(|| at("op not in a block".into()))?;
    let idx = m
        .block(parent)
        .ops
        .iter()
        .position(|&o| o == op)
        .ok_or_else(|| at("op not in its block".into()))?;
    m.insert_op(parent, idx, g);
    let old: Vec<_> = m.op(op).results.clone();
    let new: Vec<_> = m.op(g).results.clone();
    for (a, b) in old.into_iter().zip(new) {
        m.replace_all_uses(a, b);
    }
    m.detach_op(op);
    Ok(g)
}

/// The `linalg.generic` state (no region) for a structured op.
pub fn generic_state(m: &Module, so: &Structured) -> OperationState {
    let o = m.op(so.op);
    linalg_generic_state(
        so.ins.clone(),
        so.outs.clone(),
        o.results.iter().map(|&r| m.value_type(r).clone()).collect(),
        so.maps.clone(),
        &so.iterators,
    )
}
