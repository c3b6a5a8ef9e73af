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

use std::collections::HashMap;

use tessera_ir::{Attribute, BlockId, Module, OpId, OperationState, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::builder::{i32_array, Builder};
use crate::error::TransformError;

fn err(m: &Module, op: OpId, msg: impl Into<String>) -> TransformError {
    let o = m.op(op);
    TransformError::at(o.pos, format!("'{}' {}", o.name, msg.into()))
}

/// Lowers every linalg structured op under `root`.
pub fn linalg_to_affine(m: &mut Module, root: OpId) -> Result<(), TransformError> {
    for op in m.walk(root) {
        let name = m.op(op).name.clone();
        if !name.starts_with("linalg.") || name == "linalg.yield" || name == "linalg.index" {
            continue;
        }
        if m.op(op).parent.is_none() {
            continue;
        }
        lower_one(m, op)?;
    }
    Ok(())
}

/// Lowers the one structured op `op` (on memrefs) in place; returns the loops of the nest that
/// replaces it, outermost first (none for an op without loops).
pub fn lower_structured_op(m: &mut Module, op: OpId) -> Result<Vec<OpId>, TransformError> {
    lower_one(m, op)
}

fn lower_one(m: &mut Module, op: OpId) -> Result<Vec<OpId>, TransformError> {
    if !m.op(op).results.is_empty() {
        return Err(err(m, op, "on tensors is not supported (bufferize first)"));
    }
    let so = tessera_ir::linalg::structured(m, op).map_err(|e| err(m, op, e))?;
    let (ins, outs, maps) = (so.ins.clone(), so.outs.clone(), so.maps.clone());
    let operands = so.operands();
    let ranges = so.loop_ranges(m).map_err(|e| err(m, op, e))?;
    let pos = m.op(op).pos;
    let mut b = Builder::before(m, op)
        .ok_or_else(|| TransformError::at(pos, "linalg op not in a block"))?;
    // Upper bounds: constants, the bound a tile's subview size comes from, or memref.dim values.
    let mut ubs: Vec<Result<i64, ValueId>> = vec![];
    let mut tile_bounds: Vec<Option<(AffineMap, Vec<ValueId>)>> = vec![];
    for r in &ranges {
        tile_bounds.push(
            r.size
                .is_none()
                .then(|| subview_size_bound(b.m, operands[r.operand], r.dim))
                .flatten(),
        );
        ubs.push(match r.size {
            Some(size) => Ok(size),
            None if tile_bounds.last().is_some_and(Option::is_some) => Ok(0),
            None => {
                let c = b.index(r.dim as i64);
                Err(b.value(
                    "memref.dim",
                    vec![operands[r.operand], c],
                    Type::Index,
                    vec![],
                ))
            }
        });
    }
    // The loop nest.
    let mut ivs = vec![];
    let mut loops = vec![];
    let mut block: Option<BlockId> = None;
    for (ub, tb) in ubs.iter().zip(&tile_bounds) {
        let (ub_map, ub_ops) = match (ub, tb) {
            (_, Some((mp, ops))) => (mp.clone(), ops.clone()),
            (Ok(c), None) => (AffineMap::constant(*c), vec![]),
            (Err(v), None) => (
                AffineMap::new(0, 1, vec![AffineExpr::symbol(0)])
                    .map_err(|e| TransformError::at(pos, e.to_string()))?,
                vec![*v],
            ),
        };
        let mut st = OperationState::new("affine.for");
        st.set_prop(
            "lowerBoundMap",
            Attribute::AffineMap(AffineMap::constant(0)),
        );
        st.set_prop("upperBoundMap", Attribute::AffineMap(ub_map));
        st.set_prop("step", Attribute::index(1));
        st.set_prop("operandSegmentSizes", i32_array(&[0, ub_ops.len(), 0]));
        st.operands = ub_ops;
        let reg = b.m.create_region();
        let blk = b.m.create_block(vec![Type::Index]);
        b.m.append_block(reg, blk);
        st.regions = vec![reg];
        loops.push(match block {
            None => b.insert(st),
            Some(parent) => Builder::at_end(b.m, parent, pos).insert(st),
        });
        ivs.push(b.m.block(blk).args[0]);
        block = Some(blk);
    }
    let inner = match block {
        Some(blk) => blk,
        None => {
            // Zero loops (rank-0 operands): emit in place.
            b.m.op(op)
                .parent
                .ok_or_else(|| TransformError::at(pos, "linalg op not in a block"))?
        }
    };
    let at_end = block.is_some();
    let mut ib = if at_end {
        Builder::at_end(b.m, inner, pos)
    } else {
        Builder::before(b.m, op).ok_or_else(|| TransformError::at(pos, "lost insertion point"))?
    };
    let payload = so.payload;
    let mut vmap: HashMap<ValueId, ValueId> = HashMap::new();
    for (k, (&v, mp)) in operands.iter().zip(&maps).enumerate() {
        let Some(Some(arg)) = so.payload_args.get(k).copied() else {
            continue;
        };
        if !ib.m.value_type(v).is_memref() {
            vmap.insert(arg, v);
            continue;
        }
        if !so.payload_reads(ib.m, k) {
            continue;
        }
        let (amap, aops) = compress(mp, &ivs);
        let elem =
            ib.m.value_type(v)
                .element_type()
                .cloned()
                .ok_or_else(|| TransformError::at(pos, "memref without element type"))?;
        let loaded = ib.value(
            "affine.load",
            [vec![v], aops].concat(),
            elem,
            vec![("map", Attribute::AffineMap(amap))],
        );
        vmap.insert(arg, loaded);
    }
    // Inline the payload.
    let body_ops = ib.m.block(payload).ops.clone();
    for pop in body_ops {
        let pname = ib.m.op(pop).name.clone();
        match pname.as_str() {
            "linalg.yield" => {
                let vals = ib.m.op(pop).operands.clone();
                for (k, val) in vals.iter().enumerate() {
                    let out = *outs.get(k).ok_or_else(|| {
                        TransformError::at(pos, "linalg.yield yields more values than outputs")
                    })?;
                    let mp = &maps[ins.len() + k];
                    let (amap, aops) = compress(mp, &ivs);
                    let v = *vmap.get(val).unwrap_or(val);
                    let mut st = OperationState::new("affine.store");
                    st.operands = [vec![v, out], aops].concat();
                    st.set_prop("map", Attribute::AffineMap(amap));
                    ib.insert(st);
                }
            }
            "linalg.index" => {
                let d =
                    ib.m.op(pop)
                        .attr("dim")
                        .and_then(|a| a.as_int())
                        .unwrap_or(-1);
                let iv = usize::try_from(d)
                    .ok()
                    .and_then(|d| ivs.get(d))
                    .copied()
                    .ok_or_else(|| {
                        TransformError::at(pos, format!("linalg.index {d} out of range"))
                    })?;
                if let Some(&r) = ib.m.op(pop).results.first() {
                    vmap.insert(r, iv);
                }
            }
            _ => {
                let c = tessera_ir::builder::clone_op(ib.m, pop, &mut vmap)
                    .ok_or_else(|| TransformError::at(pos, "payload nested too deeply"))?;
                ib.insert_existing(c);
            }
        }
    }
    if at_end {
        for &iv in ivs.iter().rev() {
            if let tessera_ir::ValueDef::BlockArg { block, .. } = ib.m.value(iv).def {
                let mut yb = Builder::at_end(ib.m, block, pos);
                yb.insert(OperationState::new("affine.yield"));
            }
        }
    }
    m.detach_op(op);
    Ok(loops)
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

/// Restricts `map` (over all loop ivs) to the ivs it uses, renumbering dims.
fn compress(map: &AffineMap, ivs: &[ValueId]) -> (AffineMap, Vec<ValueId>) {
    let mut used = vec![];
    for e in map.results() {
        e.walk_vars(&mut |v| {
            if let tessera_polyhedral::affine::AffineVar::Dim(d) = v {
                if !used.contains(&d) {
                    used.push(d);
                }
            }
        });
    }
    used.sort_unstable();
    let repl: Vec<AffineExpr> = (0..map.num_dims())
        .map(|d| AffineExpr::dim(used.iter().position(|&u| u == d).unwrap_or(0) as u32))
        .collect();
    let exprs: Vec<AffineExpr> = map
        .results()
        .iter()
        .map(|e| e.replace_dims_and_symbols(&repl, &[]))
        .collect();
    let nm = AffineMap::new(used.len() as u32, 0, exprs).unwrap_or_else(|_| map.clone());
    let ops = used
        .iter()
        .filter_map(|&d| ivs.get(d as usize).copied())
        .collect();
    (nm, ops)
}
