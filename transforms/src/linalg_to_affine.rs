//! `linalg-to-affine`: linalg structured ops on memrefs → `affine.for` nests, as
//! `mlir-opt --convert-linalg-to-affine-loops` does: one loop per iteration dimension (in
//! dimension order, bounds `0` to the operand size that dimension indexes), `affine.load` of
//! every input (scalar inputs used directly) and of the outputs the payload reads, the payload
//! inlined (`linalg.index` → the loop variable), and `affine.store` of the yielded values.
//!
//! Covered: `linalg.generic` and the named ops fill, copy, matmul, batch_matmul,
//! batch_reduce_matmul, matvec, vecmat, batch_matvec, batch_vecmat, dot, conv_1d/2d/3d,
//! conv_1d_nwc_wcf, conv_1d_ncw_fcw, conv_2d_nhwc_hwcf, conv_2d_nhwc_fhwc, conv_2d_nchw_fchw,
//! depthwise_conv_2d_nhwc_hwc/nchw_chw, pooling_nhwc_{max,min,sum}(_unsigned),
//! pooling_nchw_{max,sum}, transpose, broadcast; others are errors. Deviation from mlir-opt:
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

fn int_list(a: Option<&Attribute>) -> Option<Vec<i64>> {
    a.and_then(tessera_ir::views::int_values)
}

fn map(nd: u32, exprs: Vec<AffineExpr>) -> Option<AffineMap> {
    AffineMap::new(nd, 0, exprs).ok()
}

fn dims(nd: u32, ds: &[u32]) -> Option<AffineMap> {
    map(nd, ds.iter().map(|&d| AffineExpr::dim(d)).collect())
}

/// `d_o * stride + d_k * dilation`
fn win(o: u32, k: u32, s: i64, d: i64) -> AffineExpr {
    AffineExpr::dim(o)
        .mul(&AffineExpr::constant(s))
        .add(&AffineExpr::dim(k).mul(&AffineExpr::constant(d)))
}

fn rank(m: &Module, v: ValueId) -> usize {
    m.value_type(v).shape().map_or(0, <[i64]>::len)
}

/// The indexing maps of a structured op (one per input then output).
fn indexing_maps(
    m: &Module,
    op: OpId,
    ins: &[ValueId],
    outs: &[ValueId],
) -> Option<Vec<AffineMap>> {
    let o = m.op(op);
    if let Some(a) = o.attr("indexing_maps").and_then(|a| a.as_array()) {
        return a.iter().map(|x| x.as_affine_map().cloned()).collect();
    }
    let out = *outs.first()?;
    let r = rank(m, out) as u32;
    let id = |n: u32| dims(n, &(0..n).collect::<Vec<_>>());
    let strides = int_list(o.attr("strides")).unwrap_or_else(|| vec![1; 3]);
    let dil = int_list(o.attr("dilations")).unwrap_or_else(|| vec![1; 3]);
    let sd = |i: usize| {
        (
            strides.get(i).copied().unwrap_or(1),
            dil.get(i).copied().unwrap_or(1),
        )
    };
    Some(
        match o.name.as_str() {
            "linalg.fill" => vec![map(r, vec![])?, id(r)?],
            "linalg.copy" => vec![id(r)?, id(r)?],
            "linalg.matvec" => vec![dims(2, &[0, 1])?, dims(2, &[1])?, dims(2, &[0])?],
            "linalg.vecmat" => vec![dims(2, &[1])?, dims(2, &[1, 0])?, dims(2, &[0])?],
            "linalg.batch_matvec" => {
                vec![dims(3, &[0, 1, 2])?, dims(3, &[0, 2])?, dims(3, &[0, 1])?]
            }
            "linalg.batch_vecmat" => {
                vec![dims(3, &[0, 2])?, dims(3, &[0, 2, 1])?, dims(3, &[0, 1])?]
            }
            "linalg.dot" => vec![dims(1, &[0])?, dims(1, &[0])?, map(1, vec![])?],
            "linalg.conv_1d" => vec![
                map(2, vec![win(0, 1, 1, 1)])?,
                dims(2, &[1])?,
                dims(2, &[0])?,
            ],
            "linalg.conv_2d" => vec![
                map(4, vec![win(0, 2, 1, 1), win(1, 3, 1, 1)])?,
                dims(4, &[2, 3])?,
                dims(4, &[0, 1])?,
            ],
            "linalg.conv_3d" => vec![
                map(6, vec![win(0, 3, 1, 1), win(1, 4, 1, 1), win(2, 5, 1, 1)])?,
                dims(6, &[3, 4, 5])?,
                dims(6, &[0, 1, 2])?,
            ],
            "linalg.conv_2d_nhwc_hwcf" | "linalg.conv_2d_nhwc_fhwc" => {
                // (n, oh, ow, f, kh, kw, c)
                let ((s0, d0), (s1, d1)) = (sd(0), sd(1));
                let input = map(
                    7,
                    vec![
                        AffineExpr::dim(0),
                        win(1, 4, s0, d0),
                        win(2, 5, s1, d1),
                        AffineExpr::dim(6),
                    ],
                )?;
                let filter = if o.name == "linalg.conv_2d_nhwc_hwcf" {
                    dims(7, &[4, 5, 6, 3])?
                } else {
                    dims(7, &[3, 4, 5, 6])?
                };
                vec![input, filter, dims(7, &[0, 1, 2, 3])?]
            }
            "linalg.conv_2d_nchw_fchw" => {
                // (n, f, oh, ow, c, kh, kw)
                let ((s0, d0), (s1, d1)) = (sd(0), sd(1));
                let input = map(
                    7,
                    vec![
                        AffineExpr::dim(0),
                        AffineExpr::dim(4),
                        win(2, 5, s0, d0),
                        win(3, 6, s1, d1),
                    ],
                )?;
                vec![input, dims(7, &[1, 4, 5, 6])?, dims(7, &[0, 1, 2, 3])?]
            }
            "linalg.conv_1d_nwc_wcf" => {
                // (n, ow, f, kw, c)
                let (s0, d0) = sd(0);
                let input = map(
                    5,
                    vec![AffineExpr::dim(0), win(1, 3, s0, d0), AffineExpr::dim(4)],
                )?;
                vec![input, dims(5, &[3, 4, 2])?, dims(5, &[0, 1, 2])?]
            }
            "linalg.conv_1d_ncw_fcw" => {
                // (n, f, ow, c, kw)
                let (s0, d0) = sd(0);
                let input = map(
                    5,
                    vec![AffineExpr::dim(0), AffineExpr::dim(3), win(2, 4, s0, d0)],
                )?;
                vec![input, dims(5, &[1, 3, 4])?, dims(5, &[0, 1, 2])?]
            }
            "linalg.depthwise_conv_2d_nhwc_hwc"
            | "linalg.pooling_nhwc_max"
            | "linalg.pooling_nhwc_max_unsigned"
            | "linalg.pooling_nhwc_min"
            | "linalg.pooling_nhwc_min_unsigned"
            | "linalg.pooling_nhwc_sum" => {
                // (n, oh, ow, c, kh, kw)
                let ((s0, d0), (s1, d1)) = (sd(0), sd(1));
                let input = map(
                    6,
                    vec![
                        AffineExpr::dim(0),
                        win(1, 4, s0, d0),
                        win(2, 5, s1, d1),
                        AffineExpr::dim(3),
                    ],
                )?;
                let filter = if o.name.starts_with("linalg.depthwise") {
                    dims(6, &[4, 5, 3])?
                } else {
                    dims(6, &[4, 5])?
                };
                vec![input, filter, dims(6, &[0, 1, 2, 3])?]
            }
            "linalg.depthwise_conv_2d_nchw_chw" => {
                // (n, oh, ow, c, kh, kw)
                let ((s0, d0), (s1, d1)) = (sd(0), sd(1));
                let input = map(
                    6,
                    vec![
                        AffineExpr::dim(0),
                        AffineExpr::dim(3),
                        win(1, 4, s0, d0),
                        win(2, 5, s1, d1),
                    ],
                )?;
                vec![input, dims(6, &[3, 4, 5])?, dims(6, &[0, 3, 1, 2])?]
            }
            "linalg.pooling_nchw_max" | "linalg.pooling_nchw_sum" => {
                // (n, c, oh, ow, kh, kw)
                let ((s0, d0), (s1, d1)) = (sd(0), sd(1));
                let input = map(
                    6,
                    vec![
                        AffineExpr::dim(0),
                        AffineExpr::dim(1),
                        win(2, 4, s0, d0),
                        win(3, 5, s1, d1),
                    ],
                )?;
                vec![input, dims(6, &[4, 5])?, dims(6, &[0, 1, 2, 3])?]
            }
            "linalg.transpose" => {
                let perm = int_list(o.attr("permutation"))?;
                let mut inv = vec![0u32; perm.len()];
                for (i, &p) in perm.iter().enumerate() {
                    *inv.get_mut(usize::try_from(p).ok()?)? = i as u32;
                }
                vec![dims(r, &inv)?, id(r)?]
            }
            "linalg.broadcast" => {
                let added = int_list(o.attr("dimensions"))?;
                let kept: Vec<u32> = (0..r).filter(|d| !added.contains(&i64::from(*d))).collect();
                vec![dims(r, &kept)?, id(r)?]
            }
            _ => return None,
        }
        .into_iter()
        .take(ins.len() + outs.len())
        .collect(),
    )
}

/// Inputs and outputs of a structured op.
fn ins_outs(m: &Module, op: OpId) -> Option<(Vec<ValueId>, Vec<ValueId>)> {
    let o = m.op(op);
    if let Some(s) = int_list(o.attr("operandSegmentSizes")) {
        let ni = usize::try_from(*s.first()?).ok()?;
        let no = usize::try_from(*s.get(1)?).ok()?;
        let ins = o.operands.get(..ni)?.to_vec();
        let outs = o.operands.get(ni..ni + no)?.to_vec();
        return Some((ins, outs));
    }
    let (last, first) = o.operands.split_last()?;
    Some((first.to_vec(), vec![*last]))
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

fn lower_one(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    if !m.op(op).results.is_empty() {
        return Err(err(m, op, "on tensors is not supported (bufferize first)"));
    }
    let (ins, outs) = ins_outs(m, op).ok_or_else(|| err(m, op, "has malformed operands"))?;
    let maps = indexing_maps(m, op, &ins, &outs)
        .ok_or_else(|| err(m, op, "is not supported by linalg-to-affine"))?;
    if maps.len() != ins.len() + outs.len() {
        return Err(err(m, op, "has a wrong number of indexing maps"));
    }
    let region = *m
        .op(op)
        .regions
        .first()
        .ok_or_else(|| err(m, op, "has no payload"))?;
    let payload = *m
        .region(region)
        .blocks
        .first()
        .ok_or_else(|| err(m, op, "has no payload block"))?;
    let nloops = maps.first().map_or(0, AffineMap::num_dims);
    let operands: Vec<ValueId> = ins.iter().chain(&outs).copied().collect();
    // Loop ranges: the first operand dimension indexed by exactly `d<k>`.
    let mut ranges: Vec<Option<(ValueId, usize)>> = vec![None; nloops as usize];
    for (&v, mp) in operands.iter().zip(&maps) {
        if !m.value_type(v).is_memref() {
            continue;
        }
        for (pos, e) in mp.results().iter().enumerate() {
            if let tessera_polyhedral::affine::AffineExprKind::Dim(d) = e.kind() {
                if let Some(slot @ None) = ranges.get_mut(d as usize) {
                    *slot = Some((v, pos));
                }
            }
        }
    }
    let pos = m.op(op).pos;
    let mut b = Builder::before(m, op)
        .ok_or_else(|| TransformError::at(pos, "linalg op not in a block"))?;
    // Upper bounds: constants or memref.dim values.
    let mut ubs: Vec<Result<i64, ValueId>> = vec![];
    for (k, r) in ranges.iter().enumerate() {
        let (v, p) = r.ok_or_else(|| {
            TransformError::at(
                pos,
                format!("loop dimension d{k} indexes no operand dimension"),
            )
        })?;
        let size =
            b.m.value_type(v)
                .shape()
                .and_then(|s| s.get(p).copied())
                .unwrap_or(tessera_ir::types::DYNAMIC);
        ubs.push(if size == tessera_ir::types::DYNAMIC {
            let c = b.index(p as i64);
            Err(b.value("memref.dim", vec![v, c], Type::Index, vec![]))
        } else {
            Ok(size)
        });
    }
    // The loop nest.
    let mut ivs = vec![];
    let mut block: Option<BlockId> = None;
    for ub in &ubs {
        let (ub_map, ub_ops) = match ub {
            Ok(c) => (AffineMap::constant(*c), vec![]),
            Err(v) => (
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
        match block {
            None => b.insert(st),
            Some(parent) => Builder::at_end(b.m, parent, pos).insert(st),
        };
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
    let pargs = ib.m.block(payload).args.clone();
    let mut vmap: HashMap<ValueId, ValueId> = HashMap::new();
    let used = |m: &Module, v: ValueId| {
        m.walk(m.top())
            .iter()
            .any(|&o| m.op(o).operands.contains(&v))
    };
    for (k, (&v, mp)) in operands.iter().zip(&maps).enumerate() {
        let Some(&arg) = pargs.get(k) else { continue };
        if !ib.m.value_type(v).is_memref() {
            vmap.insert(arg, v);
            continue;
        }
        if !used(ib.m, arg) {
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
    Ok(())
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
