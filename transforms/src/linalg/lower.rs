//! The loop emitter shared by the linalg lowerings: one structured op on memrefs (read through
//! [`tessera_ir::linalg::structured`]) becomes a loop nest with the payload inlined.
//!
//! - [`LoopKind::Affine`] (`linalg-to-affine`, `convert-linalg-to-affine-loops`): `affine.for`
//!   nests with `affine.load`/`affine.store` (see [`crate::linalg_to_affine`]).
//! - [`LoopKind::Scf`] (`convert-linalg-to-loops`): `scf.for` nests with `memref.load` /
//!   `memref.store`, indices that are not a loop variable computed by `affine.apply`, as mlir-opt
//!   prints it: loop bounds and steps are index constants, created in mlir-opt's order and then
//!   uniqued and hoisted to the function entry as mlir-opt's greedy rewrite driver does (see
//!   [`hoist_constants`]).
//! - [`LoopKind::Parallel`] (`convert-linalg-to-parallel-loops`): as `Scf`, but every maximal
//!   run of consecutive loops that may run in parallel is one `scf.parallel` (mlir-opt: the
//!   loops whose iterator is `parallel`); the others are `scf.for`. A `parallel` iterator is
//!   taken at its word only when the exact dependence analysis of the op's affine lowering
//!   proves its loop carries no dependence; otherwise the loop stays an `scf.for` and a remark
//!   says why (with the dependence and a witness when one exists).
//!
//! Deviations from mlir-opt, on purpose: an operand whose payload argument is unused is not
//! loaded (mlir-opt loads every operand, dead loads that may read uninitialised memory — the
//! output of `linalg.fill`, the window of pooling ops); the constant folding mimics mlir-opt's
//! for index and payload constants (unique per value, hoisted to the function entry) but the
//! rest of its greedy folding (folding arithmetic on constants, erasing dead operations
//! elsewhere in the function) is not done.

use std::collections::HashMap;

use tessera_ir::builder_ops::{affine_for_state, scf_for_state, scf_parallel_state};
use tessera_ir::{BlockId, Module, OpId, OperationState, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineExprKind, AffineMap, AffineVar};

use crate::builder::Builder;
use crate::error::TransformError;

/// What loops a lowering emits.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LoopKind {
    /// `affine.for` with `affine.load`/`affine.store`.
    Affine,
    /// `scf.for` with `memref.load`/`memref.store`.
    Scf,
    /// `scf.for`, and `scf.parallel` for the loops flagged `true` (one flag per loop; a run of
    /// consecutive flagged loops is one `scf.parallel`).
    Parallel(Vec<bool>),
}

/// What [`emit`] created.
#[derive(Debug, Clone, Default)]
pub struct Emitted {
    /// The loop op of each loop dimension, outermost first (an `scf.parallel` appears once per
    /// dimension it covers).
    pub loops: Vec<OpId>,
    /// The `arith.constant` ops created (bounds, steps, dimension indices, constant indices,
    /// payload constants), in creation order.
    pub constants: Vec<OpId>,
}

pub(crate) fn err(m: &Module, op: OpId, msg: impl Into<String>) -> TransformError {
    let o = m.op(op);
    TransformError::at(o.pos, format!("'{}' {}", o.name, msg.into()))
}

/// True for the ops the lowerings rewrite (every linalg op but the payload's own).
pub fn is_lowered(m: &Module, op: OpId) -> bool {
    let name = &m.op(op).name;
    name.starts_with("linalg.")
        && name != "linalg.yield"
        && name != "linalg.index"
        && m.op(op).parent.is_some()
}

/// Lowers structured op `op` (on memrefs) to loops of `kind` in place of it; the op is detached.
pub fn emit(m: &mut Module, op: OpId, kind: &LoopKind) -> Result<Emitted, TransformError> {
    emit_with(m, op, kind, true)
}

/// [`emit`]; with `check_affine` false, an affine nest is built even where its bounds break
/// the affine symbol rules (for analyses of a scratch copy in which the op was moved).
pub(super) fn emit_with(
    m: &mut Module,
    op: OpId,
    kind: &LoopKind,
    check_affine: bool,
) -> Result<Emitted, TransformError> {
    if !m.op(op).results.is_empty() {
        return Err(err(m, op, "on tensors is not supported (bufferize first)"));
    }
    let so = tessera_ir::linalg::structured(m, op).map_err(|e| err(m, op, e))?;
    let ranges = so.loop_ranges(m).map_err(|e| err(m, op, e))?;
    if let LoopKind::Parallel(flags) = kind {
        if flags.len() != ranges.len() {
            return Err(err(m, op, "parallel plan does not match its loops"));
        }
    }
    if let Some(mp) = so.maps.iter().find(|mp| mp.num_symbols() != 0) {
        return Err(err(
            m,
            op,
            format!("indexing map {mp} with symbols is not supported"),
        ));
    }
    match kind {
        LoopKind::Affine => {
            if let Some(why) = affine_bounds_invalid(m, op, &so, &ranges).filter(|_| check_affine) {
                return Err(err(
                    m,
                    op,
                    format!("cannot be lowered to affine.for: {why} (convert-linalg-to-loops lowers it to scf.for)"),
                ));
            }
            emit_affine(m, op, &so, &ranges)
        }
        _ => emit_scf(m, op, &so, &ranges, kind),
    }
}

/// Why the affine loop nest of `op` would break the affine dim/symbol rules, if it would: a
/// dynamic loop range whose size (`memref.dim` of the operand) is no valid symbol where the op
/// stands — an operand defined inside an `scf.for`, say — and is not bounded by the
/// `affine.min` of a tile either.
fn affine_bounds_invalid(
    m: &Module,
    op: OpId,
    so: &tessera_ir::linalg::Structured,
    ranges: &[tessera_ir::linalg::LoopRange],
) -> Option<String> {
    let reg = tessera_ir::Registry::standard();
    let operands = so.operands();
    for (d, r) in ranges.iter().enumerate() {
        if r.size.is_some() {
            continue;
        }
        let v = operands[r.operand];
        if crate::linalg_to_affine::subview_size_bound(m, v, r.dim).is_some() {
            continue;
        }
        if !dim_is_valid_symbol(m, reg, v, r.dim, op, 0) {
            return Some(format!(
                "the size of loop d{d} (dimension {} of operand #{}) is no valid affine symbol here",
                r.dim, r.operand
            ));
        }
    }
    None
}

/// Whether `memref.dim v, dim` would be a valid affine symbol at `op` (MLIR's rule): `v` is
/// defined at the top level of the affine scope, or is a `memref.subview`/`alloc`/`alloca`
/// (through `memref.cast`s) whose size in that dimension is static or a valid symbol.
fn dim_is_valid_symbol(
    m: &Module,
    reg: &tessera_ir::Registry,
    v: ValueId,
    dim: usize,
    op: OpId,
    depth: u32,
) -> bool {
    use tessera_ir::verify::affine_scope::{affine_scope_region, is_valid_symbol};
    let scope = affine_scope_region(m, reg, op);
    if m.value_block(v)
        .and_then(|b| m.block(b).parent)
        .is_some_and(|r| Some(r) == scope)
    {
        return true;
    }
    let Some(d) = m.defining_op(v) else {
        return false;
    };
    let o = m.op(d);
    let dynamic = tessera_ir::types::DYNAMIC;
    let nth_dynamic = |sizes: &[i64]| -> Option<usize> {
        (*sizes.get(dim)? == dynamic)
            .then(|| sizes[..dim].iter().filter(|&&x| x == dynamic).count())
    };
    match o.name.as_str() {
        "memref.cast" if depth < 16 => o
            .operands
            .first()
            .is_some_and(|&src| dim_is_valid_symbol(m, reg, src, dim, op, depth + 1)),
        "memref.subview" => {
            let (Some(segs), Some(sizes)) = (
                o.attr("operandSegmentSizes")
                    .and_then(tessera_ir::views::int_values),
                o.attr("static_sizes")
                    .and_then(tessera_ir::views::int_values),
            ) else {
                return false;
            };
            let Some(k) = nth_dynamic(&sizes) else {
                return sizes.get(dim).is_some();
            };
            let first = segs.iter().take(2).sum::<i64>();
            usize::try_from(first)
                .ok()
                .and_then(|f| o.operands.get(f + k))
                .is_some_and(|&sz| is_valid_symbol(m, reg, sz, op))
        }
        "memref.alloc" | "memref.alloca" => {
            let shape = m
                .value_type(v)
                .shape()
                .map(<[i64]>::to_vec)
                .unwrap_or_default();
            match nth_dynamic(&shape) {
                None => shape.get(dim).is_some(),
                Some(k) => o
                    .operands
                    .get(k)
                    .is_some_and(|&sz| is_valid_symbol(m, reg, sz, op)),
            }
        }
        _ => false,
    }
}

/// Lowers every structured op under `root` for execution: to `affine.for` loops (what the JIT
/// optimises best) where the affine rules allow, else to `scf.for` loops (ops on views or
/// buffers defined inside `scf.for` loops, as `linalg-tile{loop-type=scf}` and `linalg-promote`
/// make them).
pub fn lower_for_execution(m: &mut Module, root: OpId) -> Result<(), TransformError> {
    for op in m.walk(root) {
        if !is_lowered(m, op) {
            continue;
        }
        let so = tessera_ir::linalg::structured(m, op).map_err(|e| err(m, op, e))?;
        let ranges = so.loop_ranges(m).map_err(|e| err(m, op, e))?;
        let kind = if affine_bounds_invalid(m, op, &so, &ranges).is_some() {
            LoopKind::Scf
        } else {
            LoopKind::Affine
        };
        emit(m, op, &kind)?;
    }
    Ok(())
}

/// The loop nest of `linalg-to-affine` (its output is fixed: tests compare it byte for byte).
fn emit_affine(
    m: &mut Module,
    op: OpId,
    so: &tessera_ir::linalg::Structured,
    ranges: &[tessera_ir::linalg::LoopRange],
) -> Result<Emitted, TransformError> {
    let operands = so.operands();
    let pos = m.op(op).pos;
    let mut b = Builder::before(m, op)
        .ok_or_else(|| TransformError::at(pos, "linalg op not in a block"))?;
    let mut emitted = Emitted::default();
    // Upper bounds: constants, the bound a tile's subview size comes from (`affine.min` of a
    // partial tile: `memref.dim` of a subview defined inside a loop is no valid symbol), or
    // memref.dim values.
    let mut ubs: Vec<Result<i64, ValueId>> = vec![];
    let mut tile_bounds: Vec<Option<(AffineMap, Vec<ValueId>)>> = vec![];
    for r in ranges {
        tile_bounds.push(
            r.size
                .is_none()
                .then(|| {
                    crate::linalg_to_affine::subview_size_bound(b.m, operands[r.operand], r.dim)
                })
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
        let mut st = affine_for_state(
            AffineMap::constant(0),
            vec![],
            ub_map,
            ub_ops,
            1,
            vec![],
            vec![],
        );
        let reg = b.m.create_region();
        let blk = b.m.create_block(vec![Type::Index]);
        b.m.append_block(reg, blk);
        st.regions = vec![reg];
        let lop = match block {
            None => b.insert(st),
            Some(parent) => Builder::at_end(b.m, parent, pos).insert(st),
        };
        emitted.loops.push(lop);
        ivs.push(b.m.block(blk).args[0]);
        block = Some(blk);
    }
    let at_end = block.is_some();
    let mut ib = match block {
        Some(blk) => Builder::at_end(b.m, blk, pos),
        // Zero loops (rank-0 operands): emit in place.
        None => Builder::before(b.m, op)
            .ok_or_else(|| TransformError::at(pos, "lost insertion point"))?,
    };
    let mut vmap = load_operands(&mut ib, so, pos, |ib, v, mp, _elem| {
        let (amap, aops) = compress(mp, &ivs);
        Ok(ib.affine_load(v, amap, aops))
    })?;
    let stores = inline_payload(&mut ib, so, &ivs, &mut vmap, &mut emitted, pos)?;
    for (k, v) in stores {
        let out = so.outs[k];
        let (amap, aops) = compress(&so.maps[so.ins.len() + k], &ivs);
        ib.affine_store(v, out, amap, aops);
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
    Ok(emitted)
}

/// The payload's values for the operands: scalar operands themselves, and for each memref
/// operand whose payload argument is read (inputs, then outputs) the value `load` makes.
fn load_operands(
    ib: &mut Builder<'_>,
    so: &tessera_ir::linalg::Structured,
    pos: Option<tessera_ir::Pos>,
    mut load: impl FnMut(&mut Builder<'_>, ValueId, &AffineMap, Type) -> Result<ValueId, TransformError>,
) -> Result<HashMap<ValueId, ValueId>, TransformError> {
    let mut vmap: HashMap<ValueId, ValueId> = HashMap::new();
    for (k, (v, mp)) in so.operands().into_iter().zip(&so.maps).enumerate() {
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
        let elem = elem_type(ib.m, v, pos)?;
        let loaded = load(ib, v, mp, elem)?;
        vmap.insert(arg, loaded);
    }
    Ok(vmap)
}

fn elem_type(m: &Module, v: ValueId, pos: Option<tessera_ir::Pos>) -> Result<Type, TransformError> {
    m.value_type(v)
        .element_type()
        .cloned()
        .ok_or_else(|| TransformError::at(pos, "memref without element type"))
}

/// Inlines the payload at `ib` (`linalg.index` → the loop variable); returns the yielded value
/// per output, in output order.
fn inline_payload(
    ib: &mut Builder<'_>,
    so: &tessera_ir::linalg::Structured,
    ivs: &[ValueId],
    vmap: &mut HashMap<ValueId, ValueId>,
    emitted: &mut Emitted,
    pos: Option<tessera_ir::Pos>,
) -> Result<Vec<(usize, ValueId)>, TransformError> {
    let mut stores = vec![];
    let body_ops = ib.m.block(so.payload).ops.clone();
    for pop in body_ops {
        let pname = ib.m.op(pop).name.clone();
        match pname.as_str() {
            "linalg.yield" => {
                let vals = ib.m.op(pop).operands.clone();
                for (k, val) in vals.iter().enumerate() {
                    if k >= so.outs.len() {
                        return Err(TransformError::at(
                            pos,
                            "linalg.yield yields more values than outputs",
                        ));
                    }
                    stores.push((k, *vmap.get(val).unwrap_or(val)));
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
                let c = tessera_ir::builder::clone_op(ib.m, pop, vmap)
                    .ok_or_else(|| TransformError::at(pos, "payload nested too deeply"))?;
                ib.insert_existing(c);
                if ib.m.op(c).name == "arith.constant" {
                    emitted.constants.push(c);
                }
            }
        }
    }
    Ok(stores)
}

/// The `scf.for` / `scf.parallel` nest of `convert-linalg-to-loops` and
/// `convert-linalg-to-parallel-loops`, in mlir-opt's order of creation.
fn emit_scf(
    m: &mut Module,
    op: OpId,
    so: &tessera_ir::linalg::Structured,
    ranges: &[tessera_ir::linalg::LoopRange],
    kind: &LoopKind,
) -> Result<Emitted, TransformError> {
    let operands = so.operands();
    let pos = m.op(op).pos;
    let mut emitted = Emitted::default();
    let mut b = Builder::before(m, op)
        .ok_or_else(|| TransformError::at(pos, "linalg op not in a block"))?;
    let konst = |b: &mut Builder<'_>, e: &mut Emitted, v: i64| {
        let c = b.index(v);
        if let Some(o) = b.m.defining_op(c) {
            e.constants.push(o);
        }
        c
    };
    // mlir-opt takes the size of every dynamic dimension of every operand (a constant and a
    // memref.dim each), then keeps those a loop bound uses.
    let mut dims: HashMap<(usize, usize), (ValueId, OpId)> = HashMap::new();
    for (k, &v) in operands.iter().enumerate() {
        let Some(shape) = b.m.value_type(v).shape().map(|s| s.to_vec()) else {
            continue;
        };
        if !b.m.value_type(v).is_memref() {
            continue;
        }
        for (i, &s) in shape.iter().enumerate() {
            if s != tessera_ir::types::DYNAMIC {
                continue;
            }
            let c = konst(&mut b, &mut emitted, i as i64);
            let d = b.value("memref.dim", vec![v, c], Type::Index, vec![]);
            let dop =
                b.m.defining_op(d)
                    .ok_or_else(|| TransformError::at(pos, "lost memref.dim"))?;
            dims.insert((k, i), (d, dop));
        }
    }
    let mut lbs = vec![];
    let mut ubs = vec![];
    let mut steps = vec![];
    let mut used_dims = vec![];
    for r in ranges {
        lbs.push(konst(&mut b, &mut emitted, 0));
        ubs.push(match r.size {
            Some(s) => konst(&mut b, &mut emitted, s),
            None => {
                let (d, dop) = *dims
                    .get(&(r.operand, r.dim))
                    .ok_or_else(|| TransformError::at(pos, "missing memref.dim"))?;
                used_dims.push(dop);
                d
            }
        });
        steps.push(konst(&mut b, &mut emitted, 1));
    }
    // Groups of loops: (first, last+1, parallel).
    let n = ranges.len();
    let mut groups: Vec<(usize, usize, bool)> = vec![];
    for d in 0..n {
        let par = matches!(kind, LoopKind::Parallel(f) if f[d]);
        match groups.last_mut() {
            Some((_, e, p)) if *p && par => *e = d + 1,
            _ => groups.push((d, d + 1, par)),
        }
    }
    let mut ivs = vec![];
    let mut block: Option<BlockId> = None;
    let mut terminators: Vec<(BlockId, &'static str)> = vec![];
    for &(s, e, par) in &groups {
        let term = if par { "scf.reduce" } else { "scf.yield" };
        let mut st = if par {
            scf_parallel_state(
                lbs[s..e].to_vec(),
                ubs[s..e].to_vec(),
                steps[s..e].to_vec(),
                vec![],
                vec![],
            )
        } else {
            // A sequential group is one loop.
            scf_for_state(lbs[s], ubs[s], steps[s], vec![], vec![])
        };
        let reg = b.m.create_region();
        let blk = b.m.create_block(vec![Type::Index; e - s]);
        b.m.append_block(reg, blk);
        st.regions = vec![reg];
        let lop = match block {
            None => b.insert(st),
            Some(parent) => Builder::at_end(b.m, parent, pos).insert(st),
        };
        for _ in s..e {
            emitted.loops.push(lop);
        }
        ivs.extend(b.m.block(blk).args.clone());
        terminators.push((blk, term));
        block = Some(blk);
    }
    let mut ib = match block {
        Some(blk) => Builder::at_end(b.m, blk, pos),
        None => Builder::before(b.m, op)
            .ok_or_else(|| TransformError::at(pos, "lost insertion point"))?,
    };
    // Loads of inputs, then of outputs; then the store indices; then the payload and stores.
    let mut vmap = load_operands(&mut ib, so, pos, |ib, v, mp, elem| {
        let idx = indices(ib, mp, &ivs, &mut emitted)?;
        Ok(ib.value("memref.load", [vec![v], idx].concat(), elem, vec![]))
    })?;
    let mut store_idx = vec![];
    for k in 0..so.outs.len() {
        store_idx.push(indices(
            &mut ib,
            &so.maps[so.ins.len() + k],
            &ivs,
            &mut emitted,
        )?);
    }
    let before = emitted.constants.len();
    let stores = inline_payload(&mut ib, so, &ivs, &mut vmap, &mut emitted, pos)?;
    // mlir-opt's driver reaches the payload's constants before the op's loop-bound constants
    // (observed: they end up after the bound constants of later ops, before earlier ones).
    let added = emitted.constants.len() - before;
    emitted.constants.rotate_right(added);
    for (k, v) in stores {
        let mut st = OperationState::new("memref.store");
        st.operands = [vec![v, so.outs[k]], store_idx[k].clone()].concat();
        ib.insert(st);
    }
    for (blk, term) in terminators {
        Builder::at_end(ib.m, blk, pos).insert(OperationState::new(term));
    }
    // Dimension sizes no loop uses are dead (mlir-opt's driver erases them).
    for (_, dop) in dims.values() {
        if !used_dims.contains(dop) {
            let c = m.op(*dop).operands[1];
            m.detach_op(*dop);
            if let Some(cop) = m.defining_op(c) {
                m.detach_op(cop);
                emitted.constants.retain(|&x| x != cop);
            }
        }
    }
    m.detach_op(op);
    Ok(emitted)
}

/// The indices of `map` at `ivs`: a loop variable as itself, a constant as an index constant,
/// anything else as an `affine.apply` of the expression over the loop variables it uses
/// (mlir-opt's canonical form).
fn indices(
    b: &mut Builder<'_>,
    map: &AffineMap,
    ivs: &[ValueId],
    emitted: &mut Emitted,
) -> Result<Vec<ValueId>, TransformError> {
    let mut out = vec![];
    for e in map.results() {
        match e.kind() {
            AffineExprKind::Dim(d) => {
                out.push(
                    *ivs.get(d as usize).ok_or_else(|| {
                        TransformError::new("indexing map dimension out of range")
                    })?,
                );
            }
            AffineExprKind::Constant(c) => {
                let v = b.index(c);
                if let Some(o) = b.m.defining_op(v) {
                    emitted.constants.push(o);
                }
                out.push(v);
            }
            _ => {
                let one = AffineMap::new(map.num_dims(), 0, vec![e.clone()])
                    .map_err(|x| TransformError::new(x.to_string()))?;
                let (amap, aops) = compress(&one, ivs);
                out.push(b.affine_apply(amap, aops));
            }
        }
    }
    Ok(out)
}

/// Restricts `map` (over all loop ivs) to the ivs it uses, renumbering dims.
pub(crate) fn compress(map: &AffineMap, ivs: &[ValueId]) -> (AffineMap, Vec<ValueId>) {
    let mut used = vec![];
    for e in map.results() {
        e.walk_vars(&mut |v| {
            if let AffineVar::Dim(d) = v {
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

/// The region whose entry block mlir-opt's folder materialises a constant at `op` into: the
/// nearest enclosing `affine.for`/`affine.parallel` body or function body.
fn insertion_region(m: &Module, op: OpId) -> Option<tessera_ir::RegionId> {
    let mut cur = op;
    loop {
        let parent = m.parent_op(cur)?;
        let name = m.op(parent).name.as_str();
        if matches!(
            name,
            "affine.for" | "affine.parallel" | "func.func" | "builtin.module"
        ) {
            let blk = m.op(cur).parent?;
            return m
                .op(parent)
                .regions
                .iter()
                .copied()
                .find(|&r| m.region(r).blocks.contains(&blk));
        }
        cur = parent;
    }
}

/// The constant key: value and type as printed (so `0.0` and `-0.0` differ, NaNs unify by bits).
fn const_key(m: &Module, op: OpId) -> Option<String> {
    let o = m.op(op);
    let v = o.attr("value")?;
    let ty = o.results.first().map(|&r| m.value_type(r).to_string())?;
    Some(format!("{v:?} : {ty}"))
}

/// mlir-opt's greedy driver on constants (its `OperationFolder`): each `arith.constant`, the
/// function's existing ones in pre-order first and then `created` in creation order, is either
/// replaced by an earlier one of the same value and type in its insertion region, or kept and
/// moved to the front of that region's entry block unless it already follows a kept constant
/// there.
pub fn hoist_constants(m: &mut Module, func: OpId, existing: &[OpId], created: &[OpId]) {
    let mut owned: Vec<OpId> = vec![];
    let mut table: HashMap<(tessera_ir::RegionId, String), ValueId> = HashMap::new();
    for &c in existing.iter().chain(created) {
        if m.op(c).parent.is_none() || !m.is_ancestor(func, c) {
            continue;
        }
        let (Some(region), Some(key)) = (insertion_region(m, c), const_key(m, c)) else {
            continue;
        };
        let Some(&res) = m.op(c).results.first() else {
            continue;
        };
        if let Some(&prev) = table.get(&(region, key.clone())) {
            m.replace_all_uses(res, prev);
            m.detach_op(c);
            continue;
        }
        let Some(&entry) = m.region(region).blocks.first() else {
            continue;
        };
        let blk = m.op(c).parent;
        let ops = &m.block(entry).ops;
        let at_front = ops.first() == Some(&c);
        let after_owned = blk == Some(entry)
            && ops
                .iter()
                .position(|&o| o == c)
                .and_then(|i| i.checked_sub(1))
                .is_some_and(|i| owned.contains(&ops[i]));
        if blk != Some(entry) || (!at_front && !after_owned) {
            m.detach_op(c);
            m.insert_op(entry, 0, c);
        }
        owned.push(c);
        table.insert((region, key), res);
    }
}

/// The `arith.constant` ops under `func`, in pre-order.
pub fn constants_of(m: &Module, func: OpId) -> Vec<OpId> {
    m.walk(func)
        .into_iter()
        .filter(|&o| m.op(o).name == "arith.constant")
        .collect()
}

/// The pass name.
pub const PASS: &str = "convert-linalg-to-loops";
/// The registry entry.
pub const INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: PASS,
    summary: "linalg ops on memrefs → scf.for nests with memref.load/store (as mlir-opt)",
    options: &[],
    create: |_| {
        Ok(Box::new(crate::registry::FnPass(
            PASS,
            convert_linalg_to_loops,
        )))
    },
};

/// `convert-linalg-to-loops`: every linalg structured op under `func` → `scf.for` nests.
pub fn convert_linalg_to_loops(m: &mut Module, func: OpId) -> Result<(), TransformError> {
    let existing = constants_of(m, func);
    let mut created = vec![];
    let mut any = false;
    for op in m.walk(func) {
        if !is_lowered(m, op) {
            continue;
        }
        created.extend(emit(m, op, &LoopKind::Scf)?.constants);
        any = true;
    }
    if any {
        hoist_constants(m, func, &existing, &created);
    }
    Ok(())
}
