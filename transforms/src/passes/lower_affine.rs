//! `lower-affine`: affine → scf + arith + memref, as `mlir-opt --lower-affine` does.
//!
//! - Affine expressions expand to index arithmetic (`AffineExprExpander`): `mod` by a positive
//!   constant becomes `remsi` + a correction for negative remainders, `floordiv`/`ceildiv` by a
//!   positive constant become `divsi` on an adjusted dividend with `cmpi`/`select`.
//! - Bounds with several results become `arith.maxsi` (lower) / `arith.minsi` (upper) chains.
//! - `affine.for` → `scf.for` (step as an index constant), `affine.if` → `scf.if` on the
//!   conjunction of the set's constraints (`sge 0` / `eq 0`, `true` for an empty set),
//!   `affine.parallel` → `scf.parallel` with the reduction identities as init values and one
//!   `scf.reduce` region per reduction, `affine.yield` → `scf.yield` / `scf.reduce`.
//! - `affine.load`/`store` → `memref.load`/`store`, `affine.vector_load`/`store` →
//!   `vector.load`/`store`, `affine.apply`/`min`/`max` → their expansion.
//!
//! - `affine.prefetch`/`dma_start`/`dma_wait` → their memref counterparts with expanded
//!   indices; `affine.delinearize_index`/`linearize_index` → index arithmetic
//!   (the private module `lower_index`).
//!
//! Deviation: `affine.parallel` bound groups with several results (which mlir-opt 22 rejects)
//! are lowered with `maxsi`/`minsi`. `affine.execute_region` (not an MLIR op) is inlined as the
//! final step, as seed 002 describes: its body is lowered, then a single-block region's ops
//! move into the parent and a multi-block one becomes an `scf.execute_region`
//! ([`crate::execute_region::inline_region`]).

use tessera_ir::builder_ops::scf_parallel_state;
use tessera_ir::views::{AffineForOp, AffineIfOp, AffineParallelOp};
use tessera_ir::{Attribute, Module, OpId, Type, ValueId};
use tessera_polyhedral::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};

use crate::builder::{Builder, EQ, SGE, SLE, SLT};
use crate::error::TransformError;

/// Deepest affine expression expanded (bounded recursion).
const MAX_EXPR_DEPTH: u32 = 512;

pub(crate) fn err(m: &Module, op: OpId, msg: impl Into<String>) -> TransformError {
    let o = m.op(op);
    TransformError::at(o.pos, format!("'{}' {}", o.name, msg.into()))
}

/// Expands `e` over `dims` and `syms` before the builder's insertion point.
pub(crate) fn expand(
    b: &mut Builder<'_>,
    e: &AffineExpr,
    dims: &[ValueId],
    syms: &[ValueId],
) -> Result<ValueId, String> {
    if e.depth() > MAX_EXPR_DEPTH {
        return Err("affine expression nested too deeply".into());
    }
    Ok(match e.kind() {
        AffineExprKind::Constant(c) => b.index(c),
        AffineExprKind::Dim(i) => *dims.get(i as usize).ok_or("dimension operand missing")?,
        AffineExprKind::Symbol(i) => *syms.get(i as usize).ok_or("symbol operand missing")?,
        AffineExprKind::Binary(op, l, r) => {
            if matches!(
                op,
                AffineBinaryOp::Mod | AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv
            ) {
                if let Some(c) = r.as_constant() {
                    if c <= 0 {
                        return Err(format!(
                            "{} by non-positive value is not supported",
                            op.spelling()
                        ));
                    }
                }
            }
            let lhs = expand(b, l, dims, syms)?;
            let rhs = expand(b, r, dims, syms)?;
            match op {
                AffineBinaryOp::Add => b.bin("arith.addi", lhs, rhs),
                // mlir-opt 22 marks the products of the expansion `nsw`.
                AffineBinaryOp::Mul => b.bin_overflow("arith.muli", lhs, rhs, "nsw"),
                AffineBinaryOp::Mod => {
                    let rem = b.bin("arith.remsi", lhs, rhs);
                    let zero = b.index(0);
                    let neg = b.cmpi(SLT, rem, zero);
                    let corrected = b.bin("arith.addi", rem, rhs);
                    b.select(neg, corrected, rem)
                }
                AffineBinaryOp::FloorDiv => {
                    let zero = b.index(0);
                    let none = b.index(-1);
                    let neg = b.cmpi(SLT, lhs, zero);
                    let negdec = b.bin("arith.subi", none, lhs);
                    let dividend = b.select(neg, negdec, lhs);
                    let q = b.bin("arith.divsi", dividend, rhs);
                    let cq = b.bin("arith.subi", none, q);
                    b.select(neg, cq, q)
                }
                AffineBinaryOp::CeilDiv => {
                    let zero = b.index(0);
                    let one = b.index(1);
                    let nonpos = b.cmpi(SLE, lhs, zero);
                    let negated = b.bin("arith.subi", zero, lhs);
                    let dec = b.bin("arith.subi", lhs, one);
                    let dividend = b.select(nonpos, negated, dec);
                    let q = b.bin("arith.divsi", dividend, rhs);
                    let nq = b.bin("arith.subi", zero, q);
                    let iq = b.bin("arith.addi", q, one);
                    b.select(nonpos, nq, iq)
                }
            }
        }
    })
}

/// Expands every result of `map` over `operands` (dims then symbols).
fn expand_map(
    b: &mut Builder<'_>,
    results: &[AffineExpr],
    nd: u32,
    operands: &[ValueId],
) -> Result<Vec<ValueId>, String> {
    let (dims, syms) = operands.split_at((nd as usize).min(operands.len()));
    results.iter().map(|e| expand(b, e, dims, syms)).collect()
}

/// Expands a min (`max == false`) or max of the results with `arith.minsi`/`maxsi`.
fn expand_minmax(
    b: &mut Builder<'_>,
    results: &[AffineExpr],
    nd: u32,
    operands: &[ValueId],
    max: bool,
) -> Result<ValueId, String> {
    let vals = expand_map(b, results, nd, operands)?;
    let mut it = vals.into_iter();
    let mut acc = it.next().ok_or("bound map without results")?;
    for v in it {
        acc = b.bin(if max { "arith.maxsi" } else { "arith.minsi" }, acc, v);
    }
    Ok(acc)
}

fn map_attr(m: &Module, op: OpId, name: &str) -> Result<AffineMap, TransformError> {
    m.op(op)
        .attr(name)
        .and_then(|a| a.as_affine_map())
        .cloned()
        .ok_or_else(|| err(m, op, format!("requires affine map '{name}'")))
}

/// The pass name.
pub const PASS: &str = "lower-affine";
/// The registry entry.
pub const INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: PASS,
    summary: "affine → scf + arith + memref (as mlir-opt --lower-affine)",
    options: &[],
    create: |_| Ok(Box::new(crate::registry::FnPass(PASS, lower_affine))),
};

/// Lowers every affine op nested under `root`.
pub fn lower_affine(m: &mut Module, root: OpId) -> Result<(), TransformError> {
    let ops = m.walk(root);
    // Yields are rewritten with their parents; record which parent each has.
    for op in ops {
        if m.op(op).parent.is_none() && op != root {
            continue;
        }
        let name = m.op(op).name.clone();
        let r = match name.as_str() {
            "affine.for" => lower_for(m, op),
            "affine.if" => lower_if(m, op),
            "affine.parallel" => lower_parallel(m, op),
            "affine.apply" | "affine.min" | "affine.max" => lower_apply(m, op, &name),
            "affine.load" | "affine.vector_load" => lower_access(
                m,
                op,
                1,
                if name == "affine.load" {
                    "memref.load"
                } else {
                    "vector.load"
                },
            ),
            "affine.store" | "affine.vector_store" => lower_access(
                m,
                op,
                2,
                if name == "affine.store" {
                    "memref.store"
                } else {
                    "vector.store"
                },
            ),
            "affine.yield" => {
                let parent = m.parent_op(op).map(|p| m.op(p).name.clone());
                match parent.as_deref() {
                    Some("affine.for" | "affine.if" | "scf.for" | "scf.if") => {
                        let o = m.op_mut(op);
                        o.name = "scf.yield".into();
                        o.props.clear();
                        Ok(())
                    }
                    // Rewritten with its affine.parallel; inside affine.execute_region kept.
                    _ => Ok(()),
                }
            }
            "affine.prefetch" => lower_prefetch(m, op),
            "affine.dma_start" => lower_dma_start(m, op),
            "affine.dma_wait" => lower_dma_wait(m, op),
            "affine.delinearize_index" => crate::lower_index::lower_delinearize(m, op),
            "affine.linearize_index" => crate::lower_index::lower_linearize(m, op),
            "affine.execute_region" => Ok(()),
            n if n.starts_with("affine.") => Err(err(m, op, "is not supported by lower-affine")),
            _ => Ok(()),
        };
        r?;
    }
    crate::execute_region::inline_all(m, root)
}

pub(crate) fn builder(m: &mut Module, op: OpId) -> Result<Builder<'_>, TransformError> {
    if m.op(op).parent.is_none() {
        return Err(err(m, op, "is not inside a block"));
    }
    Builder::before(m, op).ok_or_else(|| TransformError::new("operation not found in its block"))
}

fn lower_for(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let f = AffineForOp::wrap(m, op).ok_or_else(|| err(m, op, "is malformed"))?;
    let (lb, ub, step) = (f.lower_map().clone(), f.upper_map().clone(), f.step());
    let (lbo, ubo, inits) = (
        f.lb_operands().to_vec(),
        f.ub_operands().to_vec(),
        f.inits().to_vec(),
    );
    let (lbo, ubo) = (lbo.as_slice(), ubo.as_slice());
    let pos = m.op(op).pos;
    let mut b = builder(m, op)?;
    let wrap = |e: String| TransformError::at(pos, e);
    let lo = expand_minmax(&mut b, lb.results(), lb.num_dims(), lbo, true).map_err(wrap)?;
    let hi = expand_minmax(&mut b, ub.results(), ub.num_dims(), ubo, false).map_err(wrap)?;
    let st = b.index(step);
    let o = m.op_mut(op);
    o.name = "scf.for".into();
    o.operands = [vec![lo, hi, st], inits.to_vec()].concat();
    o.props.clear();
    Ok(())
}

fn lower_if(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let set = AffineIfOp::wrap(m, op)
        .map(|v| v.condition().clone())
        .ok_or_else(|| err(m, op, "is malformed"))?;
    let operands = m.op(op).operands.clone();
    let (dims, syms) = operands.split_at((set.num_dims() as usize).min(operands.len()));
    let pos = m.op(op).pos;
    let mut b = builder(m, op)?;
    let mut cond: Option<ValueId> = None;
    // One zero shared by every constraint, created first (as mlir-opt does).
    let zero = (!set.constraints().is_empty()).then(|| b.index(0));
    for (e, &eq) in set.constraints().iter().zip(set.eq_flags()) {
        let v = expand(&mut b, e, dims, syms).map_err(|s| TransformError::at(pos, s))?;
        let zero = zero.ok_or_else(|| TransformError::at(pos, "missing zero"))?;
        let c = b.cmpi(if eq { EQ } else { SGE }, v, zero);
        cond = Some(match cond {
            None => c,
            Some(p) => b.bin("arith.andi", p, c),
        });
    }
    let cond = match cond {
        Some(c) => c,
        None => b.int_const(1, Type::i1()),
    };
    let o = m.op_mut(op);
    o.name = "scf.if".into();
    o.operands = vec![cond];
    o.props.clear();
    Ok(())
}

fn lower_apply(m: &mut Module, op: OpId, name: &str) -> Result<(), TransformError> {
    let map = map_attr(m, op, "map")?;
    let operands = m.op(op).operands.clone();
    let res = *m
        .op(op)
        .results
        .first()
        .ok_or_else(|| err(m, op, "has no result"))?;
    let mut b = builder(m, op)?;
    let v = match name {
        "affine.apply" => {
            let [e] = map.results() else {
                return Err(err(m, op, "map must have one result"));
            };
            let (d, s) = operands.split_at((map.num_dims() as usize).min(operands.len()));
            expand(&mut b, e, d, s)
        }
        _ => expand_minmax(
            &mut b,
            map.results(),
            map.num_dims(),
            &operands,
            name == "affine.max",
        ),
    }
    .map_err(|s| TransformError::at(m.op(op).pos, s))?;
    m.replace_all_uses(res, v);
    m.detach_op(op);
    Ok(())
}

fn lower_access(m: &mut Module, op: OpId, fixed: usize, to: &str) -> Result<(), TransformError> {
    let map = map_attr(m, op, "map")?;
    let operands = m.op(op).operands.clone();
    if operands.len() < fixed {
        return Err(err(m, op, "has too few operands"));
    }
    let (head, subs) = operands.split_at(fixed);
    let pos = m.op(op).pos;
    let mut b = builder(m, op)?;
    let idx = expand_map(&mut b, map.results(), map.num_dims(), subs)
        .map_err(|s| TransformError::at(pos, s))?;
    let o = m.op_mut(op);
    o.name = to.into();
    o.operands = [head.to_vec(), idx].concat();
    o.props.clear();
    Ok(())
}

/// The arith op combining two values of reduction `k` (affine.parallel's attribute order).
fn reduction_op(k: i64) -> Option<&'static str> {
    Some(match k {
        0 => "arith.addf",
        1 => "arith.addi",
        2 => "arith.andi",
        4 => "arith.maximumf",
        5 => "arith.maxnumf",
        6 => "arith.maxsi",
        7 => "arith.maxui",
        8 => "arith.minimumf",
        9 => "arith.minnumf",
        10 => "arith.minsi",
        11 => "arith.minui",
        12 => "arith.mulf",
        13 => "arith.muli",
        14 => "arith.ori",
        15 => "arith.xori",
        _ => return None,
    })
}

fn identity(b: &mut Builder<'_>, k: i64, ty: &Type) -> Option<ValueId> {
    let w = ty.int_or_float_width().unwrap_or(64);
    let smax = if w >= 64 {
        i64::MAX
    } else {
        (1i64 << (w - 1)) - 1
    };
    Some(match k {
        0 => b.float_const(0.0, ty.clone()),
        12 => b.float_const(1.0, ty.clone()),
        4 => b.float_const(f64::NEG_INFINITY, ty.clone()),
        8 => b.float_const(f64::INFINITY, ty.clone()),
        5 | 9 => b.float_const(f64::NAN, ty.clone()),
        1 | 14 | 15 | 7 => b.int_const(0, ty.clone()),
        13 => b.int_const(1, ty.clone()),
        2 | 11 => b.int_const(-1, ty.clone()),
        6 => b.int_const(-smax - 1, ty.clone()),
        10 => b.int_const(smax, ty.clone()),
        _ => return None,
    })
}

fn lower_parallel(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let p = AffineParallelOp::wrap(m, op).ok_or_else(|| err(m, op, "is malformed"))?;
    let (lb, ub) = (p.lower_map().clone(), p.upper_map().clone());
    let lg = p
        .lower_groups()
        .ok_or_else(|| err(m, op, "requires 'lowerBoundsGroups'"))?;
    let ug = p
        .upper_groups()
        .ok_or_else(|| err(m, op, "requires 'upperBoundsGroups'"))?;
    let steps = p.steps().ok_or_else(|| err(m, op, "requires 'steps'"))?;
    let o = m.op(op);
    let reds = o
        .attr("reductions")
        .and_then(tessera_ir::views::int_array)
        .unwrap_or_default();
    let operands = o.operands.clone();
    let results = o.results.clone();
    let region = *o
        .regions
        .first()
        .ok_or_else(|| err(m, op, "has no region"))?;
    let body = *m
        .region(region)
        .blocks
        .first()
        .ok_or_else(|| err(m, op, "has no block"))?;
    let term = *m
        .block(body)
        .ops
        .last()
        .ok_or_else(|| err(m, op, "has no terminator"))?;
    let nl = lb.num_inputs() as usize;
    let (lbo, ubo) = operands.split_at(nl.min(operands.len()));
    let pos = o.pos;
    let mut b = builder(m, op)?;
    // The result ranges of each group, per side.
    let ranges = |groups: &[i64]| -> Result<Vec<(usize, usize)>, TransformError> {
        let mut at = 0usize;
        let mut out = vec![];
        for &g in groups {
            let g = usize::try_from(g).map_err(|_| TransformError::at(pos, "bad bound group"))?;
            out.push((at, at + g));
            at += g;
        }
        Ok(out)
    };
    let (lr, ur) = (ranges(&lg)?, ranges(&ug)?);
    let n = steps.len();
    if lr.len() != n || ur.len() != n {
        return Err(TransformError::at(
            pos,
            "'affine.parallel' bound groups do not match the steps",
        ));
    }
    // Per dimension, the lower then the upper bound (mlir-opt's order).
    let (mut lows, mut highs) = (vec![], vec![]);
    for d in 0..n {
        for (map, (s, e), ops, max, out) in [
            (&lb, lr[d], lbo, true, &mut lows),
            (&ub, ur[d], ubo, false, &mut highs),
        ] {
            let res = map
                .results()
                .get(s..e)
                .ok_or_else(|| TransformError::at(pos, "bad bound group"))?;
            out.push(
                expand_minmax(&mut b, res, map.num_dims(), ops, max)
                    .map_err(|s| TransformError::at(pos, s))?,
            );
        }
    }
    let step_vals: Vec<ValueId> = steps.iter().map(|&s| b.index(s)).collect();
    let mut inits = vec![];
    for (&k, &r) in reds.iter().zip(&results) {
        let ty = b.m.value_type(r).clone();
        inits.push(identity(&mut b, k, &ty).ok_or_else(|| {
            TransformError::at(pos, "'affine.parallel' reduction 'assign' has no identity")
        })?);
    }
    // The terminator becomes scf.reduce with one combining region per reduction.
    let mut regions = vec![];
    for (&k, &r) in reds.iter().zip(&results) {
        let ty = m.value_type(r).clone();
        let name =
            reduction_op(k).ok_or_else(|| TransformError::at(pos, "unsupported reduction"))?;
        let reg = m.create_region();
        let blk = m.create_block(vec![ty.clone(), ty]);
        m.append_block(reg, blk);
        let args = m.block(blk).args.clone();
        let mut rb = Builder::at_end(m, blk, pos);
        let v = rb.bin(name, args[0], args[1]);
        let mut st = tessera_ir::OperationState::new("scf.reduce.return");
        st.operands = vec![v];
        rb.insert(st);
        regions.push(reg);
    }
    for &reg in &regions {
        m.region_mut(reg).parent = Some(term);
    }
    let t = m.op_mut(term);
    t.name = "scf.reduce".into();
    t.props.clear();
    t.regions = regions;
    // The op becomes the scf.parallel the typed constructor describes (results and regions
    // kept).
    let st = scf_parallel_state(lows, highs, step_vals, inits, vec![]);
    let o = m.op_mut(op);
    o.name = st.name;
    o.operands = st.operands;
    o.props = st.props;
    Ok(())
}

fn lower_prefetch(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let props: Vec<(String, Attribute)> = m
        .op(op)
        .props
        .iter()
        .filter(|(k, _)| k != "map")
        .cloned()
        .collect();
    lower_access(m, op, 1, "memref.prefetch")?;
    m.op_mut(op).props = props;
    Ok(())
}

/// Expands the subscripts of one access of a DMA op: `(memref, indices, rest)`.
fn dma_part(
    b: &mut Builder<'_>,
    map: &AffineMap,
    operands: &[ValueId],
) -> Result<(ValueId, Vec<ValueId>, usize), String> {
    let n = map.num_inputs() as usize;
    let mr = *operands.first().ok_or("missing DMA memref")?;
    let subs = operands.get(1..1 + n).ok_or("missing DMA subscripts")?;
    Ok((
        mr,
        expand_map(b, map.results(), map.num_dims(), subs)?,
        1 + n,
    ))
}

fn lower_dma_start(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let maps = ["src_map", "dst_map", "tag_map"].map(|k| map_attr(m, op, k));
    let [src_map, dst_map, tag_map] = maps;
    let (src_map, dst_map, tag_map) = (src_map?, dst_map?, tag_map?);
    let operands = m.op(op).operands.clone();
    let pos = m.op(op).pos;
    let mut b = builder(m, op)?;
    let e = |s: String| TransformError::at(pos, s);
    let (src, si, used) = dma_part(&mut b, &src_map, &operands).map_err(e)?;
    let rest = &operands[used..];
    let (dst, di, used) = dma_part(&mut b, &dst_map, rest).map_err(e)?;
    let rest = &rest[used..];
    let (tag, ti, used) = dma_part(&mut b, &tag_map, rest).map_err(e)?;
    let rest = &rest[used..];
    let (&num, stride) = rest
        .split_first()
        .ok_or_else(|| TransformError::at(pos, "'affine.dma_start' without element count"))?;
    let o = m.op_mut(op);
    o.name = "memref.dma_start".into();
    o.operands = [
        vec![src],
        si,
        vec![dst],
        di,
        vec![num, tag],
        ti,
        stride.to_vec(),
    ]
    .concat();
    o.props.clear();
    o.attrs.retain(|(k, _)| !k.ends_with("_map"));
    Ok(())
}

fn lower_dma_wait(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let tag_map = map_attr(m, op, "tag_map")?;
    let operands = m.op(op).operands.clone();
    let pos = m.op(op).pos;
    let mut b = builder(m, op)?;
    let (tag, ti, used) =
        dma_part(&mut b, &tag_map, &operands).map_err(|s| TransformError::at(pos, s))?;
    let num = *operands
        .get(used)
        .ok_or_else(|| TransformError::at(pos, "'affine.dma_wait' without element count"))?;
    let o = m.op_mut(op);
    o.name = "memref.dma_wait".into();
    o.operands = [vec![tag], ti, vec![num]].concat();
    o.props.clear();
    o.attrs.retain(|(k, _)| k != "tag_map");
    Ok(())
}
