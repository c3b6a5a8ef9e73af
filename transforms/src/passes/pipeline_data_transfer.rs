//! `affine-pipeline-data-transfer`: double buffering of the DMA transfers into fast buffers of
//! an `affine.for` (mlir-opt's pass, no options).
//!
//! For a loop with constant bounds and at least two iterations whose body starts with incoming
//! `affine.dma_start` ops (destination in a faster memory space than the source) into buffers
//! and tags allocated by `memref.alloc` outside the loop, each waited for by one
//! `affine.dma_wait` of the body: buffer and tag get a leading dimension of 2 indexed by
//! `(iv floordiv step) mod 2`, the transfers of the first iteration are issued before the loop,
//! the loop starts one step later and issues the transfers of its iteration before running the
//! rest of the previous iteration's body, and the rest of the last iteration follows the loop
//! (mlir-opt's output shape).
//!
//! Legality is proven, never assumed (mlir-opt only checks uses syntactically). The rewrite
//! renames each buffer per iteration parity and moves the transfers of iteration `i + 1` above
//! the rest of iteration `i`. The loop is refused, with a remark, unless:
//! (a) every `affine.load` of a buffer reads inside the cells the transfer writes in the same
//! iteration (the transfer writes an iteration-invariant contiguous range, and the exact
//! bounding box of every read, computed over its iteration domain, lies in it): then no read
//! sees a value from an earlier iteration or from before the loop, so the renaming is
//! invisible; (b) buffer and tag have no uses outside the loop other than their allocation and
//! `memref.dealloc`, and inside it only the transfer, its wait and affine loads/stores (of the
//! buffer); (c) no access of the rest of the body writes a cell that the transfer of a later
//! iteration reads (a RAW dependence carried by the loop from the body to the transfer's source
//! read, decided exactly by the dependence analysis; the refusal carries its witness), and every
//! op of the rest of the body is an affine access, loop, conditional or pure op, so that the
//! analysis sees all its memory effects. Transfers are synchronous copies (the interpreter's
//! semantics), so results are bit-identical.

use std::collections::HashMap;

use tessera_dependence::access::{collect_shared, CollectOptions};
use tessera_dependence::analysis::analyze_pair;
use tessera_dependence::solve::Witness;
use tessera_dependence::Access;
use tessera_dependence::{DepKind, DepthResult};

use tessera_ir::builder::{clone_op, Builder};
use tessera_ir::dma::{memory_space_id, DmaPart, DmaStart, DmaWait};
use tessera_ir::views::{AffineForOp, AffineLoadOp, AffineStoreOp};
use tessera_ir::{Module, OpId, Registry, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::lexopt::{maximize, minimize, IntOpt};

use crate::affine_util::{constant_int, is_pure};
use crate::error::TransformError;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{BrokenDependence, Reason, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-pipeline-data-transfer";

/// No options (as mlir-opt).
pub const OPTIONS: &[OptionDef] = &[];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "double-buffer the incoming DMA transfers of affine.for loops, legality proven exactly (as mlir-opt)",
    options: OPTIONS,
    create,
};

/// The pass.
#[derive(Debug, Clone, Default)]
pub struct PipelineDataTransfer;

/// Creates the pass.
pub fn create(_: &Options) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(PipelineDataTransfer))
}

/// One transfer to double-buffer.
struct Pair {
    start: OpId,
    wait: OpId,
    buf: ValueId,
    tag: ValueId,
}

/// The plan for one loop.
struct Plan {
    pairs: Vec<Pair>,
    lb: i64,
    step: i64,
    last: i64,
}

impl Pass for PipelineDataTransfer {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        // Innermost loops first (post-order), as mlir-opt.
        let mut loops = crate::loops::all_for_loops(m, func);
        loops.reverse();
        for l in loops {
            match plan(m, ctx.registry, func, l) {
                Ok(None) => {}
                Ok(Some(p)) => rewrite(m, l, &p)?,
                Err(r) => ctx.refuse(PASS, m, r),
            }
        }
        Ok(())
    }
}

fn what(m: &Module, l: OpId) -> String {
    format!(
        "pipeline the data transfers of {}",
        crate::loops::loop_label(m, l)
    )
}

fn inside(m: &Module, l: OpId, v: ValueId) -> bool {
    let mut cur = match m.value(v).def {
        tessera_ir::ValueDef::OpResult { op, .. } => Some(op),
        tessera_ir::ValueDef::BlockArg { block, .. } => m.block_parent_op(block),
        tessera_ir::ValueDef::Unresolved => None,
    };
    while let Some(o) = cur {
        if o == l {
            return true;
        }
        cur = m.parent_op(o);
    }
    false
}

fn plan(m: &Module, reg: &Registry, func: OpId, l: OpId) -> Result<Option<Plan>, Refusal> {
    let pos = m.op(l).pos;
    let Some(f) = AffineForOp::wrap(m, l) else {
        return Ok(None);
    };
    let body: Vec<OpId> = f.body_ops().to_vec();
    let incoming = |o: OpId| -> bool {
        m.op(o).name == "affine.dma_start"
            && DmaStart::wrap(m, o).is_some_and(|d| {
                matches!(
                    (
                        memory_space_id(m.value_type(d.src.memref)),
                        memory_space_id(m.value_type(d.dst.memref))
                    ),
                    (Some(s), Some(t)) if s < t
                )
            })
    };
    let starts: Vec<OpId> = body.iter().copied().filter(|&o| incoming(o)).collect();
    // As mlir-opt, only transfers waited for at the top level of the body are pipelined: a loop
    // with none is not a candidate (no remark).
    let waited = |s: OpId| {
        DmaStart::wrap(m, s).is_some_and(|d| {
            body.iter()
                .any(|&o| DmaWait::wrap(m, o).is_some_and(|w| w.tag.memref == d.tag.memref))
        })
    };
    if !starts.iter().any(|&s| waited(s)) {
        return Ok(None);
    }
    let unsupported = |why: String| Refusal::unsupported(what(m, l), pos, why);
    if body.iter().take(starts.len()).any(|&o| !incoming(o)) {
        return Err(unsupported(
            "the incoming transfers are not the first ops of the body".into(),
        ));
    }
    if !f.inits().is_empty() {
        return Err(unsupported("the loop carries values (iter_args)".into()));
    }
    let (Some(lb), Some(_)) = (f.constant_lower_bound(), f.constant_upper_bound()) else {
        return Err(unsupported("the loop bounds are not constant".into()));
    };
    let step = f.step();
    let tc = f.constant_trip_count().unwrap_or(0);
    if tc < 2 {
        return Err(unsupported(format!(
            "the loop runs {tc} iteration(s) (at least 2 needed)"
        )));
    }
    let (Some(last), Some(_)) = (
        (tc - 1).checked_mul(step).and_then(|x| x.checked_add(lb)),
        lb.checked_add(step),
    ) else {
        return Err(unsupported("the loop bounds overflow".into()));
    };
    let iv = f.iv();
    let rest: Vec<OpId> = body[starts.len()..].to_vec();
    let rest_ops: Vec<OpId> = rest.iter().flat_map(|&o| m.walk(o)).collect();
    let func_ops = m.walk(func);
    let mut pairs: Vec<Pair> = vec![];
    for &s in &starts {
        let Some(d) = DmaStart::wrap(m, s) else {
            return Ok(None);
        };
        let (buf, tag) = (d.dst.memref, d.tag.memref);
        for &v in &m.op(s).operands {
            if v != iv && inside(m, l, v) {
                return Err(unsupported(
                    "an operand of a transfer is computed in the loop".into(),
                ));
            }
        }
        for v in [buf, tag] {
            let ok = m
                .defining_op(v)
                .is_some_and(|a| m.op(a).name == "memref.alloc" && m.op(a).operands.is_empty());
            if !ok || v == d.src.memref {
                return Err(unsupported(
                    "a buffer or tag is not a statically shaped memref.alloc".into(),
                ));
            }
            if !matches!(m.value_type(v), Type::MemRef { layout: None, shape, .. } if shape.iter().all(|&x| x >= 0))
            {
                return Err(unsupported(
                    "a buffer or tag has a layout or a dynamic shape".into(),
                ));
            }
        }
        if buf == tag
            || pairs
                .iter()
                .any(|p| [p.buf, p.tag].iter().any(|x| *x == buf || *x == tag))
        {
            return Err(unsupported("transfers share a buffer or tag".into()));
        }
        let waits: Vec<OpId> = rest
            .iter()
            .copied()
            .filter(|&o| DmaWait::wrap(m, o).is_some_and(|w| w.tag.memref == tag))
            .collect();
        let [w] = waits[..] else {
            return Err(unsupported(format!(
                "{} waits on the tag of a transfer in the body (one needed)",
                waits.len()
            )));
        };
        // (b) uses.
        for &o in &func_ops {
            let op = m.op(o);
            let uses_buf = op.operands.contains(&buf);
            let uses_tag = op.operands.contains(&tag);
            if !uses_buf && !uses_tag {
                continue;
            }
            let n_uses = op
                .operands
                .iter()
                .filter(|&&x| x == buf || x == tag)
                .count();
            let ok = if o == s {
                op.operands.iter().filter(|&&x| x == buf).count() == 1
                    && op.operands.iter().filter(|&&x| x == tag).count() == 1
            } else if rest_ops.contains(&o) {
                (o == w && uses_tag && n_uses == 1)
                    || (uses_buf
                        && n_uses == 1
                        && ((op.name == "affine.load" && op.operands.first() == Some(&buf))
                            || (op.name == "affine.store" && op.operands.get(1) == Some(&buf))))
            } else {
                op.name == "memref.dealloc" && n_uses == 1
            };
            if !ok {
                return Err(unsupported(format!(
                    "'{}' uses a buffer or tag of a transfer",
                    op.name
                )));
            }
        }
        pairs.push(Pair {
            start: s,
            wait: w,
            buf,
            tag,
        });
    }
    // Ops of the rest of the body must be visible to the dependence analysis.
    for &o in &rest_ops {
        let n = m.op(o).name.as_str();
        let ok = matches!(
            n,
            "affine.load"
                | "affine.store"
                | "affine.dma_start"
                | "affine.dma_wait"
                | "affine.for"
                | "affine.if"
                | "affine.yield"
                | "affine.apply"
        ) || is_pure(m, o);
        if !ok {
            return Err(unsupported(format!(
                "'{n}' in the loop body has memory effects the analysis does not model"
            )));
        }
    }
    let accesses = collect_shared(m, reg, CollectOptions::default());
    for p in &pairs {
        // (a) every read of the buffer lies in the range the transfer writes.
        let d =
            DmaStart::wrap(m, p.start).ok_or_else(|| unsupported("malformed transfer".into()))?;
        let shape = m
            .value_type(p.buf)
            .shape()
            .map(<[i64]>::to_vec)
            .unwrap_or_default();
        let consts: Option<Vec<i64>> = d.dst.operands.iter().map(|&v| constant_int(m, v)).collect();
        let num = constant_int(m, d.num);
        let on_src = d.stride_on_source(m);
        let range = match (
            consts,
            num,
            d.stride.is_none() || on_src == Some(true),
            d.dst.map,
        ) {
            (Some(c), Some(n), true, Some(mp)) => mp
                .eval(&c[..mp.num_dims() as usize], &c[mp.num_dims() as usize..])
                .map(|idx| {
                    let lo = tessera_ir::dma::linear_position(&idx, &shape);
                    (lo, lo + i128::from(n))
                }),
            _ => None,
        };
        let Some((rlo, rhi)) = range else {
            return Err(Refusal::unknown(
                what(m, l),
                pos,
                "the cells a transfer writes into its buffer are not a constant contiguous range",
            ));
        };
        for &o in &rest_ops {
            if m.op(o).name != "affine.load" || m.op(o).operands.first() != Some(&p.buf) {
                continue;
            }
            let Some(a) = accesses.iter().find(|a| a.op == o) else {
                return Err(Refusal::unknown(
                    what(m, l),
                    pos,
                    "a buffer read is not analysed",
                ));
            };
            let model = a
                .model
                .as_ref()
                .map_err(|e| Refusal::unknown(what(m, l), pos, e.clone()))?;
            let mut lo = vec![i64::MAX; shape.len()];
            let mut hi = vec![i64::MIN; shape.len()];
            for piece in &model.pieces {
                for (k, row) in model.cell.iter().enumerate() {
                    let mut budget = Budget::default();
                    match (
                        minimize(piece, row, &mut budget),
                        maximize(piece, row, &mut budget),
                    ) {
                        (Ok(IntOpt::Empty), _) | (_, Ok(IntOpt::Empty)) => break,
                        (Ok(IntOpt::Value(x, _)), Ok(IntOpt::Value(y, _))) => {
                            let (Some(x), Some(y)) = (x.to_i64(), y.to_i64()) else {
                                return Err(Refusal::unknown(
                                    what(m, l),
                                    pos,
                                    "bound out of range",
                                ));
                            };
                            if k < lo.len() {
                                lo[k] = lo[k].min(x);
                                hi[k] = hi[k].max(y);
                            }
                        }
                        _ => {
                            return Err(Refusal::unknown(
                                what(m, l),
                                pos,
                                "a buffer read has no constant bounds",
                            ))
                        }
                    }
                }
            }
            if lo.contains(&i64::MAX) {
                continue;
            }
            let (a0, a1) = (
                tessera_ir::dma::linear_position(&lo, &shape),
                tessera_ir::dma::linear_position(&hi, &shape),
            );
            if lo.iter().any(|&x| x < 0)
                || hi.iter().zip(&shape).any(|(&h, &d)| h >= d)
                || a0 < rlo
                || a1 >= rhi
            {
                return Err(Refusal::unknown(
                    what(m, l),
                    pos,
                    format!(
                        "'affine.load' of the buffer{} may read a cell the transfer of the same \
                         iteration does not write (a value from an earlier iteration)",
                        m.op(o)
                            .pos
                            .map(|q| format!(" at {}:{}", q.line, q.col))
                            .unwrap_or_default()
                    ),
                ));
            }
        }
        // (c) no write of the rest of the body feeds the source read of a later transfer.
        let Some(di) = accesses
            .iter()
            .position(|a| a.op == p.start && a.role == "src")
        else {
            return Err(Refusal::unknown(
                what(m, l),
                pos,
                "a transfer is not analysed",
            ));
        };
        let depth = match &accesses[di].model {
            Ok(md) => md.loops.iter().position(|x| x.op == l).map(|k| k + 1),
            Err(e) => return Err(Refusal::unknown(what(m, l), pos, e.clone())),
        };
        let Some(depth) = depth else {
            return Err(Refusal::unknown(what(m, l), pos, "loop not in the model"));
        };
        for (si, a) in accesses.iter().enumerate() {
            if !a.kind.writes() || !rest_ops.contains(&a.op) || a.base != accesses[di].base {
                continue;
            }
            let Some(pr) = analyze_pair(m, reg, &accesses, si, di) else {
                return Err(Refusal::unknown(what(m, l), pos, "dependence not analysed"));
            };
            match pr.depths.get(depth - 1) {
                Some(DepthResult::Independent) => {}
                Some(DepthResult::Dependent { witness, .. }) => {
                    return Err(broken(
                        m,
                        &accesses,
                        si,
                        di,
                        depth,
                        witness,
                        what(m, l),
                        pos,
                    ));
                }
                Some(DepthResult::Unknown(r)) => {
                    return Err(Refusal::unknown(what(m, l), pos, r.clone()))
                }
                None => return Err(Refusal::unknown(what(m, l), pos, "depth not analysed")),
            }
        }
    }
    Ok(Some(Plan {
        pairs,
        lb,
        step,
        last,
    }))
}

/// `memref<2 x shape>` of `t`.
fn doubled(t: &Type) -> Type {
    match t {
        Type::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => Type::MemRef {
            shape: std::iter::once(2).chain(shape.iter().copied()).collect(),
            elem: elem.clone(),
            layout: layout.clone(),
            memory_space: memory_space.clone(),
        },
        t => t.clone(),
    }
}

/// The access of an op that [`add_parity`] rewrites.
#[derive(Clone, Copy)]
enum Slot {
    /// The subscripts of an `affine.load`.
    Load,
    /// The subscripts of an `affine.store`.
    Store,
    /// One access of an `affine.dma_start`.
    Start(DmaPart),
    /// The tag of an `affine.dma_wait`.
    Wait,
}

/// Prepends `(parity floordiv step) mod 2` to the map of the access `slot` of `op`, `par`
/// becoming the map's last dim.
fn add_parity(m: &mut Module, op: OpId, slot: Slot, par: ValueId, step: i64) {
    let current = match slot {
        Slot::Load => AffineLoadOp::wrap(m, op).map(|v| (v.map().clone(), v.indices().to_vec())),
        Slot::Store => AffineStoreOp::wrap(m, op).map(|v| (v.map().clone(), v.indices().to_vec())),
        Slot::Start(part) => DmaStart::wrap(m, op).and_then(|d| {
            let a = d.access(part);
            Some((a.map?.clone(), a.operands.to_vec()))
        }),
        Slot::Wait => {
            DmaWait::wrap(m, op).and_then(|w| Some((w.tag.map?.clone(), w.tag.operands.to_vec())))
        }
    };
    let Some((mp, mut operands)) = current else {
        return;
    };
    let nd = mp.num_dims();
    let d = AffineExpr::dim(nd);
    let e = if step == 1 {
        d.modulo(&AffineExpr::constant(2))
    } else {
        d.floor_div(&AffineExpr::constant(step))
            .modulo(&AffineExpr::constant(2))
    };
    let results: Vec<AffineExpr> = std::iter::once(e)
        .chain(mp.results().iter().cloned())
        .collect();
    let Ok(new) = AffineMap::new(nd + 1, mp.num_symbols(), results) else {
        return;
    };
    operands.insert(nd as usize, par);
    match slot {
        Slot::Load => AffineLoadOp::set_map(m, op, new, operands),
        Slot::Store => AffineStoreOp::set_map(m, op, new, operands),
        Slot::Start(part) => DmaStart::set_map(m, op, part, new, operands),
        Slot::Wait => DmaWait::set_tag_map(m, op, new, operands),
    }
}

fn rename(m: &mut Module, l: OpId, p: &Plan, iv: ValueId) {
    for pr in &p.pairs {
        for v in [pr.buf, pr.tag] {
            let t = doubled(m.value_type(v));
            m.value_mut(v).ty = t;
        }
        let ops: Vec<OpId> = m.walk(l);
        for o in ops {
            let name = m.op(o).name.clone();
            match name.as_str() {
                "affine.load" if m.op(o).operands.first() == Some(&pr.buf) => {
                    add_parity(m, o, Slot::Load, iv, p.step)
                }
                "affine.store" if m.op(o).operands.get(1) == Some(&pr.buf) => {
                    add_parity(m, o, Slot::Store, iv, p.step)
                }
                _ if o == pr.start => {
                    // The buffer is the destination (see `plan`).
                    add_parity(m, o, Slot::Start(DmaPart::Tag), iv, p.step);
                    add_parity(m, o, Slot::Start(DmaPart::Dst), iv, p.step);
                }
                _ if o == pr.wait => add_parity(m, o, Slot::Wait, iv, p.step),
                _ => {}
            }
        }
    }
}

fn rewrite(m: &mut Module, l: OpId, p: &Plan) -> Result<(), TransformError> {
    let pos = m.op(l).pos;
    let err = || {
        TransformError::at(
            pos,
            "affine-pipeline-data-transfer: cannot rewrite the loop",
        )
    };
    let f = AffineForOp::wrap(m, l).ok_or_else(err)?;
    let iv = f.iv();
    let body = f.body();
    let ops: Vec<OpId> = f.body_ops().to_vec();
    let (_, body_ops) = ops.split_last().ok_or_else(err)?;
    let nstarts = p.pairs.len();
    let starts: Vec<OpId> = body_ops[..nstarts].to_vec();
    let rest: Vec<OpId> = body_ops[nstarts..].to_vec();
    rename(m, l, p, iv);
    // Epilogue: the rest of the last iteration, after the loop.
    {
        let mut b = Builder::after(m, l).ok_or_else(err)?;
        let c = b.index(p.last);
        let mut vmap: HashMap<ValueId, ValueId> = HashMap::from([(iv, c)]);
        for &o in &rest {
            let k = clone_op(b.m, o, &mut vmap).ok_or_else(err)?;
            b.insert_existing(k);
        }
    }
    // Prologue: the transfers of the first iteration, before the loop.
    {
        let mut b = Builder::before(m, l).ok_or_else(err)?;
        let c = b.index(p.lb);
        let mut vmap: HashMap<ValueId, ValueId> = HashMap::from([(iv, c)]);
        for &o in &starts {
            let k = clone_op(b.m, o, &mut vmap).ok_or_else(err)?;
            b.insert_existing(k);
        }
    }
    // The loop: from lb + step; the rest of the body sees iv - step.
    let lbm = AffineMap::new(0, 0, vec![AffineExpr::constant(p.lb + p.step)])
        .map_err(|e| TransformError::new(e.to_string()))?;
    AffineForOp::set_lower_bound(m, l, lbm, vec![]);
    let prev = {
        let at = m
            .block(body)
            .ops
            .iter()
            .position(|&o| o == starts[nstarts - 1]);
        let at = at.ok_or_else(err)?;
        let map = AffineMap::new(
            1,
            0,
            vec![AffineExpr::dim(0).sub(&AffineExpr::constant(p.step))],
        )
        .map_err(|e| TransformError::new(e.to_string()))?;
        let mut b = Builder::before(m, m.block(body).ops[at + 1]).ok_or_else(err)?;
        b.affine_apply(map, vec![iv])
    };
    for &o in &rest {
        for x in m.walk(o) {
            for v in m.op_mut(x).operands.iter_mut() {
                if *v == iv {
                    *v = prev;
                }
            }
        }
    }
    Ok(())
}

#[allow(clippy::too_many_arguments)]
fn broken(
    m: &Module,
    acc: &[Access],
    si: usize,
    di: usize,
    depth: usize,
    w: &Witness,
    what: String,
    pos: Option<tessera_ir::Pos>,
) -> Refusal {
    let (s, d) = (&acc[si], &acc[di]);
    let loops = |a: &Access| tessera_dependence::graph::access_loop_names(m, a);
    Refusal {
        what,
        pos,
        reason: Reason::Breaks(Box::new(BrokenDependence {
            kind: DepKind::Raw,
            src_op: s.op,
            dst_op: d.op,
            src: si,
            dst: di,
            src_loops: loops(s),
            dst_loops: loops(d),
            src_iter: w.src_iter.clone(),
            dst_iter: w.dst_iter.clone(),
            symbols: w.symbols.clone(),
            memref: tessera_dependence::graph::value_name(m, s.memref),
            cell: w.cell.clone(),
            depth,
            src_pos: s.pos,
            dst_pos: d.pos,
        })),
    }
}
