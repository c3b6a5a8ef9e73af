//! Register tiling of full tiles (Pluto's `--unrolljam` post-transformation): in the `then`
//! part of each full-tile version ([`super::scan_tiles`]), the point loop directly around the
//! innermost loop is unroll-and-jammed ([`crate::unroll_jam::unroll_jam`], exact legality) when
//! the innermost body updates a cell that does not move along it — an accumulator such as
//! gemm's `C[i][j]` under `k`, or doitgen's `sum[p]` under `s`. The jammed copies then update
//! the same cell one after the other, which the C compiler keeps in a register (the memrefs do
//! not alias), so the cell is loaded and stored once per `factor` iterations instead of once
//! per iteration. Full tiles have constant trip counts that are multiples of the tile size, so
//! no cleanup loop is needed when the factor divides it.

use tessera_ir::views::{AffineForOp, AffineIfOp, AffineLoadOp, AffineStoreOp};
use tessera_ir::{BlockId, Module, OpId, Registry, ValueId};

use crate::affine_forms::composed;
use crate::refusal::Outcome;

/// The ops of `block` other than its terminator.
fn block_ops(m: &Module, block: BlockId) -> Vec<OpId> {
    m.block(block)
        .ops
        .iter()
        .copied()
        .filter(|&o| m.op(o).name != "affine.yield")
        .collect()
}

/// The perfect chain of `affine.for` loops in the `then` part of `version` (an `affine.if`),
/// or from `version` itself (an `affine.for`: a band whose tiles are all full).
fn chain(m: &Module, version: OpId) -> Vec<OpId> {
    let mut out = vec![];
    let mut ops = match AffineIfOp::wrap(m, version) {
        Some(i) => block_ops(m, i.then_block()),
        None => vec![version],
    };
    while let [l] = ops.as_slice() {
        let Some(f) = AffineForOp::wrap(m, *l) else {
            break;
        };
        out.push(*l);
        ops = block_ops(m, f.body());
    }
    out
}

/// Whether the innermost body `ops` stores to a cell it also loads, with a subscript that does
/// not depend on `outer_iv` (a value kept in a register across jammed copies).
fn has_accumulator(m: &Module, ops: &[OpId], outer_iv: ValueId) -> bool {
    let mut loads = vec![];
    let mut stores = vec![];
    for &o in ops {
        if let Some(l) = AffineLoadOp::wrap(m, o) {
            if let Some(a) = composed(m, l.map(), l.indices()) {
                loads.push((l.memref(), a));
            }
        } else if let Some(s) = AffineStoreOp::wrap(m, o) {
            if let Some(a) = composed(m, s.map(), s.indices()) {
                stores.push((s.memref(), a));
            }
        }
    }
    stores.iter().any(|(mr, (exprs, vals))| {
        let invariant = vals
            .iter()
            .enumerate()
            .all(|(i, &v)| v != outer_iv || !exprs.iter().any(|e| e.involves_dim(i as u32)));
        invariant
            && loads
                .iter()
                .any(|(lm, (le, lv))| lm == mr && le == exprs && lv == vals)
    })
}

/// Unroll-and-jams, by `factor`, the loop around the innermost loop of each full-tile version
/// in `versions` that updates an accumulator (see the module documentation). Returns how many
/// loops were jammed; a version where the jam is not legal or not supported stays as it is.
pub fn jam_full_tiles(m: &mut Module, reg: &Registry, versions: &[OpId], factor: i64) -> usize {
    if factor < 2 {
        return 0;
    }
    let mut jammed = 0;
    for &v in versions {
        let loops = chain(m, v);
        let [.., outer, inner] = loops.as_slice() else {
            continue;
        };
        let (outer, inner) = (*outer, *inner);
        let (Some(o), Some(i)) = (AffineForOp::wrap(m, outer), AffineForOp::wrap(m, inner)) else {
            continue;
        };
        let oiv = o.iv();
        let body = block_ops(m, i.body());
        if body.iter().any(|&op| !m.op(op).regions.is_empty()) {
            continue;
        }
        if !has_accumulator(m, &body, oiv) {
            continue;
        }
        if let Ok(Outcome::Applied) = crate::unroll_jam::unroll_jam(m, reg, outer, factor, false) {
            jammed += 1;
        }
    }
    jammed
}
