//! The IR the linalg tiling and fusion emit: index values (constants, affine combinations,
//! minima), tile loops with their bounds, re-based `memref.subview`s of an op's operands, and
//! the op restricted to a box of its iterations (`linalg.index` offset by the box's origin).

use std::collections::HashMap;

use tessera_ir::builder_ops::{scf_for_state, MixedList};
use tessera_ir::linalg::Structured;
use tessera_ir::types::DYNAMIC;
use tessera_ir::{Attribute, BlockId, Module, OpId, OperationState, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use super::tile::{identity_strides, linear_form, strides_offset, Ix, LoopType, TileSize};
use crate::band::map;
use crate::builder::Builder;
use crate::error::TransformError;

/// An index constant, an affine combination or a min, built at `b`.
pub(crate) struct IxBuilder;

impl IxBuilder {
    /// `Σ a_k x_k + c`, folded to a constant when every term is.
    pub(crate) fn sum(
        b: &mut Builder<'_>,
        terms: &[(i64, Ix)],
        c: i64,
    ) -> Result<Ix, TransformError> {
        let ovf = || TransformError::new("index arithmetic overflows");
        let mut k = c;
        let mut vals: Vec<ValueId> = vec![];
        let mut e = AffineExpr::constant(0);
        for &(a, x) in terms {
            if a == 0 {
                continue;
            }
            match x {
                Ix::C(v) => {
                    k = k
                        .checked_add(a.checked_mul(v).ok_or_else(ovf)?)
                        .ok_or_else(ovf)?
                }
                Ix::V(v) => {
                    let p = match vals.iter().position(|&u| u == v) {
                        Some(p) => p,
                        None => {
                            vals.push(v);
                            vals.len() - 1
                        }
                    };
                    e = e.add(&AffineExpr::dim(p as u32).mul(&AffineExpr::constant(a)));
                }
            }
        }
        if vals.is_empty() {
            return Ok(Ix::C(k));
        }
        let nd = vals.len() as u32;
        let e = crate::affine_forms::simplify_expr(&e.add(&AffineExpr::constant(k)), nd, 0);
        if vals.len() == 1 && e == AffineExpr::dim(0) {
            return Ok(Ix::V(vals[0]));
        }
        Ok(Ix::V(b.affine_apply(map(nd, 0, vec![e])?, vals)))
    }

    /// `min(t, n - lb)` (the extent of a tile starting at `lb` of size `t` in `[0, n)`).
    pub(crate) fn tile_extent(
        b: &mut Builder<'_>,
        t: Ix,
        n: Ix,
        lb: Ix,
    ) -> Result<Ix, TransformError> {
        if let (Ix::C(t), Ix::C(n), Ix::C(l)) = (t, n, lb) {
            return Ok(Ix::C(t.min(n - l)));
        }
        let mut vals: Vec<ValueId> = vec![];
        let expr = |x: Ix, vals: &mut Vec<ValueId>| match x {
            Ix::C(c) => AffineExpr::constant(c),
            Ix::V(v) => {
                let p = match vals.iter().position(|&u| u == v) {
                    Some(p) => p,
                    None => {
                        vals.push(v);
                        vals.len() - 1
                    }
                };
                AffineExpr::dim(p as u32)
            }
        };
        let te = expr(t, &mut vals);
        let ne = expr(n, &mut vals);
        let le = expr(lb, &mut vals);
        let nd = vals.len() as u32;
        let r = crate::affine_forms::simplify_expr(&ne.sub(&le), nd, 0);
        Ok(Ix::V(b.affine_min_max(
            false,
            map(nd, 0, vec![te, r])?,
            vals,
        )))
    }

    /// The value of `x` (an `arith.constant` for a constant).
    pub(crate) fn value(b: &mut Builder<'_>, x: Ix) -> ValueId {
        match x {
            Ix::C(c) => b.index(c),
            Ix::V(v) => v,
        }
    }
}

/// The extent of every loop of `so` over its whole range: static sizes as constants, dynamic
/// ones as `memref.dim` built at `b`.
pub(crate) fn full_extents(
    b: &mut Builder<'_>,
    so: &Structured,
) -> Result<Vec<Ix>, TransformError> {
    let ranges = so.loop_ranges(b.m).map_err(TransformError::new)?;
    let operands = so.operands();
    let mut out = vec![];
    for r in ranges {
        out.push(match r.size {
            Some(s) => Ix::C(s),
            None => {
                let c = b.index(r.dim as i64);
                Ix::V(b.value(
                    "memref.dim",
                    vec![operands[r.operand], c],
                    Type::Index,
                    vec![],
                ))
            }
        });
    }
    Ok(out)
}

/// Emits at `b` a copy of the structured op `so.op` restricted to the box `[lb_k, lb_k +
/// ext_k)` of every loop `k` (`restricted[k]`; the others run over `full[k]` from 0): every
/// operand whose map uses a restricted loop is replaced by a re-based subview, and
/// `linalg.index` of a restricted loop is offset by its lower bound. [`check_operands`] must
/// have accepted the op. Returns the copy.
pub(crate) fn emit_restricted(
    b: &mut Builder<'_>,
    so: &Structured,
    lbs: &[Ix],
    exts: &[Ix],
    full: &[Ix],
    restricted: &[bool],
) -> Result<OpId, TransformError> {
    let n = so.num_loops();
    let operands = so.operands();
    if b.m.op(so.op).operands != operands {
        return Err(TransformError::new(
            "internal: the op's operands are not its inputs and outputs",
        ));
    }
    // One replacement per operand position (a memref used twice may be read through two maps).
    let mut repl: Vec<ValueId> = operands.clone();
    for (k, (&v, mp)) in operands.iter().zip(&so.maps).enumerate() {
        let uses = |e: &AffineExpr| (0..n).any(|d| restricted[d] && e.involves_dim(d as u32));
        if !mp.results().iter().any(uses) {
            continue;
        }
        let ty = b.m.value_type(v).clone();
        let shape = ty.shape().map(<[i64]>::to_vec).unwrap_or_default();
        let mut offs = vec![];
        let mut sizes = vec![];
        for (r, e) in mp.results().iter().enumerate() {
            if !uses(e) {
                offs.push(Ix::C(0));
                sizes.push(match shape.get(r) {
                    Some(&s) if s != DYNAMIC => Ix::C(s),
                    _ => {
                        let c = b.index(r as i64);
                        Ix::V(b.value("memref.dim", vec![v, c], Type::Index, vec![]))
                    }
                });
                continue;
            }
            let (coeffs, c) = linear_form(e, n)
                .ok_or_else(|| TransformError::new("internal: operand map not checked"))?;
            let off_terms: Vec<(i64, Ix)> = (0..n)
                .filter(|&d| restricted[d])
                .map(|d| (coeffs[d], lbs[d]))
                .collect();
            offs.push(IxBuilder::sum(b, &off_terms, 0)?);
            // size = Σ a_d (ext_d - 1) + c + 1 = Σ a_d ext_d + (c + 1 - Σ a_d)
            let mut k = c + 1;
            let mut size_terms = vec![];
            for d in 0..n {
                if coeffs[d] == 0 {
                    continue;
                }
                k -= coeffs[d];
                size_terms.push((coeffs[d], if restricted[d] { exts[d] } else { full[d] }));
            }
            sizes.push(IxBuilder::sum(b, &size_terms, k)?);
        }
        repl[k] = subview(b, v, &offs, &sizes)?;
    }
    let mut vmap: HashMap<ValueId, ValueId> = HashMap::new();
    let c = tessera_ir::builder::clone_op(b.m, so.op, &mut vmap)
        .ok_or_else(|| TransformError::new("internal: the op is nested too deeply to copy"))?;
    b.m.op_mut(c).operands = repl;
    b.insert_existing(c);
    offset_indices(b.m, c, lbs, restricted)?;
    Ok(c)
}

/// Adds the lower bound of each restricted loop to the `linalg.index` ops of the copy `op`.
pub(super) fn offset_indices(
    m: &mut Module,
    op: OpId,
    lbs: &[Ix],
    restricted: &[bool],
) -> Result<(), TransformError> {
    let Some(&payload) = m
        .op(op)
        .regions
        .first()
        .and_then(|&r| m.region(r).blocks.first())
    else {
        return Ok(());
    };
    let idx_ops: Vec<OpId> = m
        .block(payload)
        .ops
        .iter()
        .copied()
        .filter(|&o| m.op(o).name == "linalg.index")
        .collect();
    for io in idx_ops {
        let d = m.op(io).attr("dim").and_then(|a| a.as_int()).unwrap_or(-1);
        let Some(d) = usize::try_from(d).ok().filter(|&d| d < restricted.len()) else {
            continue;
        };
        if !restricted[d] || lbs[d] == Ix::C(0) {
            continue;
        }
        let Some(&res) = m.op(io).results.first() else {
            continue;
        };
        let mut b = Builder::after(m, io)
            .ok_or_else(|| TransformError::new("internal: linalg.index not in a block"))?;
        let shifted = match lbs[d] {
            Ix::C(c) => {
                let e = AffineExpr::dim(0).add(&AffineExpr::constant(c));
                b.affine_apply(map(1, 0, vec![e])?, vec![res])
            }
            Ix::V(v) => {
                let e = AffineExpr::dim(0).add(&AffineExpr::dim(1));
                b.affine_apply(map(2, 0, vec![e])?, vec![res, v])
            }
        };
        let apply = m.defining_op(shifted);
        for o in m.walk(op) {
            if Some(o) == apply {
                continue;
            }
            for x in &mut m.op_mut(o).operands {
                if *x == res {
                    *x = shifted;
                }
            }
        }
    }
    Ok(())
}

/// `memref.subview %v[offs] [sizes] [1, ..]` with its result type.
pub(crate) fn subview(
    b: &mut Builder<'_>,
    v: ValueId,
    offs: &[Ix],
    sizes: &[Ix],
) -> Result<ValueId, TransformError> {
    let ty = b.m.value_type(v).clone();
    let Type::MemRef {
        elem, memory_space, ..
    } = &ty
    else {
        return Err(TransformError::new("internal: subview of a non-memref"));
    };
    let (strides, base_off) = strides_offset(&ty)
        .ok_or_else(|| TransformError::new("internal: operand layout not checked"))?;
    let stat = |x: &Ix| match x {
        Ix::C(c) => *c,
        Ix::V(_) => DYNAMIC,
    };
    let dynv = |xs: &[Ix]| -> Vec<ValueId> {
        xs.iter()
            .filter_map(|x| match x {
                Ix::V(v) => Some(*v),
                Ix::C(_) => None,
            })
            .collect()
    };
    let so: Vec<i64> = offs.iter().map(stat).collect();
    let ss: Vec<i64> = sizes.iter().map(stat).collect();
    let mut off = base_off;
    for (o, s) in so.iter().zip(&strides) {
        off = if off == DYNAMIC || *o == DYNAMIC || *s == DYNAMIC {
            DYNAMIC
        } else {
            o.checked_mul(*s)
                .and_then(|x| x.checked_add(off))
                .unwrap_or(DYNAMIC)
        };
    }
    let layout = if off == 0 && identity_strides(&ss) == strides {
        None
    } else {
        Some(Box::new(Attribute::Strided {
            strides: strides.clone(),
            offset: off,
        }))
    };
    let rt = Type::MemRef {
        shape: ss.clone(),
        elem: elem.clone(),
        layout,
        memory_space: memory_space.clone(),
    };
    let ones = MixedList::constant(vec![1; ss.len()]);
    Ok(b.memref_subview(
        v,
        MixedList::new(so, dynv(offs)),
        MixedList::new(ss, dynv(sizes)),
        ones,
        rt,
    ))
}

/// One tile loop: its op, body, and the tile's lower bound in the loop's dimension.
pub(crate) struct TileLoop {
    pub op: OpId,
    pub body: BlockId,
    pub lb: ValueId,
}

/// Emits a tile loop over `[0, n)` by `t` at `b` (see the module documentation).
pub(crate) fn tile_loop(
    b: &mut Builder<'_>,
    ty: LoopType,
    n: Ix,
    t: TileSize,
) -> Result<TileLoop, TransformError> {
    match (ty, t) {
        (LoopType::Affine, TileSize::Const(t)) => {
            let (ub, ops) = ub_map(n, None)?;
            let (op, body, iv) = b.affine_for(AffineMap::constant(0), vec![], ub, ops, t, vec![]);
            Ok(TileLoop { op, body, lb: iv })
        }
        (LoopType::Affine, TileSize::Value(tv)) => {
            let (ub, ops) = ub_map(n, Some(tv))?;
            let (op, body, iv) = b.affine_for(AffineMap::constant(0), vec![], ub, ops, 1, vec![]);
            let first = b.m.block(body).ops.first().copied();
            let mut ib = match first {
                Some(f) => Builder::before(b.m, f)
                    .ok_or_else(|| TransformError::new("internal: lost the loop body"))?,
                None => Builder::at_end(b.m, body, None),
            };
            let e = AffineExpr::dim(0).mul(&AffineExpr::symbol(0));
            let lb = ib.affine_apply(map(1, 1, vec![e])?, vec![iv, tv]);
            Ok(TileLoop { op, body, lb })
        }
        (LoopType::Scf, t) => {
            let lo = b.index(0);
            let hi = IxBuilder::value(b, n);
            let step = match t {
                TileSize::Const(c) => b.index(c),
                TileSize::Value(v) => v,
            };
            let mut st = scf_for_state(lo, hi, step, vec![], vec![]);
            let region = b.m.create_region();
            let body = b.m.create_block(vec![Type::Index]);
            b.m.append_block(region, body);
            st.regions = vec![region];
            let op = b.insert(st);
            let bpos = b.m.op(op).pos;
            Builder::at_end(b.m, body, bpos).insert(OperationState::new("scf.yield"));
            let iv = b.m.block(body).args[0];
            Ok(TileLoop { op, body, lb: iv })
        }
    }
}

/// The upper bound map of a tile loop over `[0, n)`: `n`, or `n ceildiv s0` with a size value.
pub(super) fn ub_map(
    n: Ix,
    size: Option<ValueId>,
) -> Result<(AffineMap, Vec<ValueId>), TransformError> {
    let (ne, mut ops, ns) = match n {
        Ix::C(c) => (AffineExpr::constant(c), vec![], 0u32),
        Ix::V(v) => (AffineExpr::symbol(0), vec![v], 1u32),
    };
    match size {
        None => Ok((map(0, ns, vec![ne])?, ops)),
        Some(s) => {
            ops.push(s);
            let e = ne.ceil_div(&AffineExpr::symbol(ns));
            Ok((map(0, ns + 1, vec![e])?, ops))
        }
    }
}

/// True for function arguments and values defined at the function's top level (valid affine
/// symbols).
pub(super) fn top_level(m: &Module, v: ValueId) -> bool {
    let Some(b) = m.value_block(v) else {
        return false;
    };
    m.block_parent_op(b)
        .is_some_and(|p| m.op(p).name == "func.func")
}

/// The affine bound of loop `d`'s range when its size is that of a tile's subview.
pub(super) fn range_bound(
    m: &Module,
    so: &Structured,
    d: usize,
) -> Option<(AffineMap, Vec<ValueId>)> {
    let r = so.loop_ranges(m).ok()?.into_iter().nth(d)?;
    let v = *so.operands().get(r.operand)?;
    crate::linalg_to_affine::subview_size_bound(m, v, r.dim)
}
