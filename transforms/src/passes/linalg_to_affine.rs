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

use tessera_ir::{Module, OpId, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::error::TransformError;
use crate::linalg::lower::{emit, is_lowered, LoopKind};

/// The pass name.
pub const PASS: &str = "linalg-to-affine";

/// The registry entry.
pub const INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: PASS,
    summary: "linalg ops on memrefs → affine.for nests (as --convert-linalg-to-affine-loops)",
    options: &[],
    create: |_| Ok(Box::new(crate::registry::FnPass(PASS, linalg_to_affine))),
};

/// mlir-opt's name of the pass.
pub const MLIR_NAME: &str = "convert-linalg-to-affine-loops";
/// The registry entry under mlir-opt's name.
pub const MLIR_INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: MLIR_NAME,
    summary: "mlir-opt's name for linalg-to-affine",
    options: &[],
    create: |_| {
        Ok(Box::new(crate::registry::FnPass(
            MLIR_NAME,
            linalg_to_affine,
        )))
    },
};

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

/// If `v` is a `memref.subview` whose size in dimension `dim` is an `affine.min` or
/// `affine.apply` result (as tiling makes them), that op's map and operands: the loop bound
/// `min(T, N - %iv)` of a partial tile, valid in an `affine.for` bound where `memref.dim` of
/// the subview (defined inside a loop) is not a valid symbol. The operands must be valid
/// affine dims or symbols (affine loop ivs, function arguments, top-level values).
pub(crate) fn subview_size_bound(
    m: &Module,
    v: ValueId,
    dim: usize,
) -> Option<(AffineMap, Vec<ValueId>)> {
    let sv = m.defining_op(v)?;
    let o = m.op(sv);
    if o.name != "memref.subview" {
        return None;
    }
    let segs = o
        .attr("operandSegmentSizes")
        .and_then(tessera_ir::views::int_values)?;
    let sizes = o
        .attr("static_sizes")
        .and_then(tessera_ir::views::int_values)?;
    if *sizes.get(dim)? != tessera_ir::types::DYNAMIC {
        return None;
    }
    let k = sizes[..dim]
        .iter()
        .filter(|&&x| x == tessera_ir::types::DYNAMIC)
        .count();
    let first = usize::try_from(segs.first()? + segs.get(1)?).ok()?;
    let sz = *o.operands.get(first + k)?;
    let (results, ops) = size_bound(m, sz, 4)?;
    let nd = ops.len() as u32;
    Some((AffineMap::new(nd, 0, results).ok()?, ops))
}

/// `v` as the minimum of affine expressions over valid affine dims (results, operands as
/// dims): `v` itself, an `affine.min` of valid dims, or an `affine.apply` of such values in
/// which every operand that is a minimum has a non-negative coefficient (so the minimum can
/// be taken outside).
fn size_bound(m: &Module, v: ValueId, depth: usize) -> Option<(Vec<AffineExpr>, Vec<ValueId>)> {
    if valid_dim(m, v, 4) {
        return Some((vec![AffineExpr::dim(0)], vec![v]));
    }
    let d = m.defining_op(v)?;
    let dop = m.op(d);
    let mp = dop.attr("map")?.as_affine_map()?.clone();
    if mp.num_symbols() != 0 || depth == 0 {
        return None;
    }
    match dop.name.as_str() {
        "affine.min" => dop
            .operands
            .iter()
            .all(|&x| valid_dim(m, x, 4))
            .then(|| (mp.results().to_vec(), dop.operands.clone())),
        "affine.apply" => {
            let [e] = mp.results() else {
                return None;
            };
            let mut ops: Vec<ValueId> = vec![];
            let mut choices: Vec<Vec<AffineExpr>> = vec![];
            for (k, &x) in dop.operands.iter().enumerate() {
                let (rs, xo) = size_bound(m, x, depth - 1)?;
                if rs.len() > 1 && crate::band::linear_coeff(e, k as u32).is_none_or(|c| c < 0) {
                    return None;
                }
                let shift = ops.len() as u32;
                ops.extend(xo);
                choices.push(rs.iter().map(|r| r.shift(shift, 0)).collect());
            }
            let mut combos: Vec<Vec<AffineExpr>> = vec![vec![]];
            for c in &choices {
                let mut next = vec![];
                for p in &combos {
                    for r in c {
                        let mut q = p.clone();
                        q.push(r.clone());
                        next.push(q);
                    }
                }
                if next.len() > 16 {
                    return None;
                }
                combos = next;
            }
            let nd = ops.len() as u32;
            let results = combos
                .iter()
                .map(|repl| {
                    crate::affine_forms::simplify_expr(
                        &e.replace_dims_and_symbols(repl, &[]),
                        nd,
                        0,
                    )
                })
                .collect();
            Some((results, ops))
        }
        _ => None,
    }
}

/// A valid affine dim: an `affine.for` iv, a function argument or top-level value, or an
/// `affine.apply` of valid dims (up to `depth` levels).
fn valid_dim(m: &Module, x: ValueId, depth: usize) -> bool {
    match m.value(x).def {
        tessera_ir::ValueDef::BlockArg { block, .. } => m.block_parent_op(block).is_some_and(|p| {
            matches!(
                m.op(p).name.as_str(),
                "affine.for" | "affine.parallel" | "func.func"
            )
        }),
        tessera_ir::ValueDef::OpResult { op, .. } => {
            m.parent_op(op).is_some_and(|p| m.op(p).name == "func.func")
                || (depth > 0
                    && m.op(op).name == "affine.apply"
                    && m.op(op)
                        .operands
                        .iter()
                        .all(|&y| valid_dim(m, y, depth - 1)))
        }
        tessera_ir::ValueDef::Unresolved => false,
    }
}
