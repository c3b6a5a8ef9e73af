//! `linalg-tile-and-fuse{tile-sizes=a,b,.. parallel}`: tiles the last structured op of a
//! producer-consumer chain (the consumer) by its parallel loops, as `linalg-tile` does, and
//! computes inside the tiles the producer iterations each tile reads (MLIR's tile-and-fuse).
//!
//! **Producers.** For each input `X` of the consumer, the producer is the last structured op
//! before it in the same block with `X` as its only output; producers of fused producers are
//! fused transitively (a chain of elementwise ops ends up entirely inside the tiles).
//!
//! **Slices.** The consumer tile is a box of its iteration space. Its read footprint on `X`
//! (the image of the box under the input map, whose results are linear with non-negative
//! coefficients) is exactly the box `[e(lb), e(lb + ext - 1)]` per result; the producer's
//! output map must be a projected permutation (each result a distinct loop), so the
//! producer iterations writing that footprint are a box too: the footprint's range on the
//! loops of its output map, the whole range on its other (reduction) loops. The producer is
//! emitted on subviews for that box before the consumer's tile, and its own producers get the
//! footprint of that box in turn.
//!
//! **Conditions** (checked; a producer that fails one stays unfused and a remark says why):
//! it has a single output, read by exactly one op of the chain; nothing between it and the
//! consumer (the consumer included) writes its output or its inputs, and nothing but its
//! reader reads its output (memrefs are told apart by their root, following view ops; distinct
//! roots are assumed not to alias, as the dependence analysis assumes); it does not read its
//! output through an input; its maps fit tiling (as `linalg-tile`). When the slices of
//! different tiles can overlap (a halo, as for a convolution consumer, or a broadcast), the
//! producer must not read its output in its payload (recomputing a cell must be idempotent).
//! The original producer is erased when its output is a `memref.alloc` used only by it, its
//! reader and `memref.dealloc` (the fused slices cover every element read); otherwise it is
//! kept (and a remark says so), which keeps the semantics as long as recomputation is
//! idempotent (a kept producer that reads its output is not fused).
//!
//! **`parallel`.** The tile loops become one `affine.parallel` when every tile writes cells no
//! other tile touches: the consumer's outputs have a result `d` for every tiled loop `d`, it
//! reads none of its outputs through an input, and every fused producer's slices are disjoint
//! across tiles (no halo); else a refusal. Consumer tiling legality is `linalg-tile`'s.

use std::collections::HashSet;

use tessera_ir::linalg::{structured, IteratorKind, Structured};
use tessera_ir::{BlockId, Module, OpId, Registry, ValueId};
use tessera_polyhedral::affine::{AffineExprKind, AffineMap};

use super::tile::{
    check_operands, linear_form, op_label, tile_op, Ix, TileOptions, TileSize, Tiled,
    NOTHING_TO_TILE,
};
use super::tile_emit::{emit_restricted, full_extents, IxBuilder};
use crate::band::map;
use crate::builder::Builder;
use crate::error::TransformError;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Reason};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "linalg-tile-and-fuse";
/// Options of `linalg-tile-and-fuse`.
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::int_list(
        "tile-sizes",
        0,
        None,
        "tile size per loop of the last op, outermost first (0: not tiled)",
    ),
    OptionDef::flag(
        "parallel",
        false,
        "tile loops proven parallel become one scf.parallel",
    ),
];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "tile the last linalg op of a producer-consumer chain and compute its producers' slices inside the tiles",
    options: OPTIONS,
    create,
};

/// What [`tile_and_fuse`] did.
#[derive(Debug)]
pub struct FuseResult {
    /// Whether the consumer was tiled (a refusal leaves the IR unchanged).
    pub outcome: Outcome,
    /// The module a refusal's witness refers to (see [`super::tile::TileResult::scratch`]).
    pub scratch: Option<Module>,
    /// The consumer's tile loops and tile op.
    pub tiled: Option<Tiled>,
    /// The producers fused (original ops), in program order, with their copies in the tile.
    pub fused: Vec<(OpId, OpId)>,
    /// Fused producers erased (their output was a local temporary).
    pub erased: Vec<OpId>,
    /// Notes: producers not fused or kept, and why; the parallel loop or why not.
    pub notes: Vec<(OpId, String)>,
    /// The `affine.parallel` the tile loops became (with `parallel`).
    pub parallel: Option<OpId>,
}

/// The configured pass.
pub struct TileAndFusePass {
    sizes: Vec<i64>,
    parallel: bool,
}

/// Builds the pass from its options.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(TileAndFusePass {
        sizes: o.int_list("tile-sizes").unwrap_or_default(),
        parallel: o.flag("parallel"),
    }))
}

impl Pass for TileAndFusePass {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        // The last structured op of every block.
        let mut last: Vec<(BlockId, OpId)> = vec![];
        for op in super::structured_ops(m, func) {
            let Some(b) = m.op(op).parent else {
                continue;
            };
            match last.iter_mut().find(|(x, _)| *x == b) {
                Some(e) => e.1 = op,
                None => last.push((b, op)),
            }
        }
        for (_, consumer) in last {
            let r = tile_and_fuse(m, ctx.registry, consumer, &self.sizes, self.parallel)?;
            match r.outcome {
                Outcome::Refused(refusal) => {
                    if matches!(&refusal.reason, Reason::Unsupported(s) if s == NOTHING_TO_TILE) {
                        continue;
                    }
                    ctx.refuse(PASS, r.scratch.as_ref().unwrap_or(m), refusal);
                }
                _ => {
                    for (op, note) in r.notes {
                        let pos = m.op(op).pos;
                        ctx.remark(PASS, pos, note);
                    }
                }
            }
        }
        Ok(())
    }
}

/// Follows view ops to the memref a value views.
pub(crate) fn root(m: &Module, mut v: ValueId) -> ValueId {
    for _ in 0..64 {
        let Some(d) = m.defining_op(v) else {
            return v;
        };
        let o = m.op(d);
        let is_view = matches!(
            o.name.as_str(),
            "memref.subview"
                | "memref.cast"
                | "memref.reinterpret_cast"
                | "memref.view"
                | "memref.expand_shape"
                | "memref.collapse_shape"
                | "memref.transpose"
                | "memref.memory_space_cast"
                | "memref.assume_alignment"
        );
        match (is_view, o.operands.first()) {
            (true, Some(&s)) => v = s,
            _ => return v,
        }
    }
    v
}

/// The roots of every memref value `op` (and the ops nested in it) uses.
fn memref_roots(m: &Module, op: OpId) -> HashSet<ValueId> {
    let mut out = HashSet::new();
    for o in m.walk(op) {
        for &v in &m.op(o).operands {
            if m.value_type(v).is_memref() {
                out.insert(root(m, v));
            }
        }
    }
    out
}

/// A box of an op's iteration space: per loop, lower bound, extent, and whether it is
/// restricted (not the whole range).
type IterBox = (Vec<Ix>, Vec<Ix>, Vec<bool>);

/// A producer chosen for fusion.
struct Producer {
    op: OpId,
    so: Structured,
    /// The op reading its output (the consumer or another producer) and the input index.
    reader: OpId,
    reader_input: usize,
    /// Its slices of different tiles may overlap.
    overlap: bool,
    erase: bool,
    /// The op initialising its output (a producer that accumulates into its output, as a
    /// matmul after a fill), fused and erased with it.
    init: Option<(OpId, Structured)>,
}

/// Tiles `consumer` by `sizes` on its parallel loops (sizes of other loops are ignored) and
/// fuses its producers (see the module documentation). With `parallel`, the tile loops become
/// an `affine.parallel` if that is proven safe (else a note says why and they stay
/// sequential).
pub fn tile_and_fuse(
    m: &mut Module,
    reg: &Registry,
    consumer: OpId,
    sizes: &[i64],
    parallel: bool,
) -> Result<FuseResult, TransformError> {
    let pos = m.op(consumer).pos;
    let so_c = structured(m, consumer).map_err(|e| TransformError::at(pos, e))?;
    let mut notes: Vec<(OpId, String)> = vec![];
    let n = so_c.num_loops();
    let mut sz: Vec<TileSize> = vec![];
    for k in 0..n {
        let s = sizes.get(k).copied().unwrap_or(0);
        if s < 0 {
            return Err(TransformError::at(
                pos,
                format!("tile size {s} (must be >= 0)"),
            ));
        }
        if s > 0 && so_c.iterators[k] != IteratorKind::Parallel {
            notes.push((
                consumer,
                format!(
                    "loop d{k} of {} is not parallel: not tiled",
                    op_label(m, consumer)
                ),
            ));
            sz.push(TileSize::Const(0));
        } else {
            sz.push(TileSize::Const(s));
        }
    }
    let tiled_dims: Vec<usize> = (0..n).filter(|&k| sz[k] != TileSize::Const(0)).collect();
    let producers = find_producers(m, consumer, &tiled_dims, &mut notes);
    let r = tile_op(m, reg, consumer, &sz, TileOptions::default())?;
    let empty = |outcome, scratch| FuseResult {
        outcome,
        scratch,
        tiled: None,
        fused: vec![],
        erased: vec![],
        notes: vec![],
        parallel: None,
    };
    let tiled = match (r.outcome, r.tiled) {
        (Outcome::Applied, Some(t)) => t,
        (o @ Outcome::Refused(_), _) => return Ok(empty(o, r.scratch)),
        (o, _) => return Ok(empty(o, r.scratch)),
    };
    // The consumer's tile box.
    let mut box_of: Vec<(OpId, IterBox)> = vec![];
    {
        let mut b = Builder::before(m, tiled.op)
            .ok_or_else(|| TransformError::at(pos, "internal: tile op not in a block"))?;
        let mut lbs = vec![Ix::C(0); n];
        let mut exts = full_extents(&mut b, &so_c)?;
        let mut restricted = vec![false; n];
        for (j, &d) in tiled.dims.iter().enumerate() {
            lbs[d] = Ix::V(tiled.lbs[j]);
            exts[d] = tiled.exts[j];
            restricted[d] = true;
        }
        box_of.push((consumer, (lbs, exts, restricted)));
    }
    // Boxes of the producers, downstream first (each producer's reader comes before it in
    // `producers`).
    let mut fused = vec![];
    for p in &producers {
        let (_, (rlbs, rexts, rres)) = box_of
            .iter()
            .find(|(o, ..)| *o == p.reader)
            .cloned()
            .ok_or_else(|| TransformError::at(pos, "internal: reader box missing"))?;
        let so_r = structured(m, p.reader).map_err(|e| TransformError::at(pos, e))?;
        let rmap = so_r.maps[p.reader_input].clone();
        let pn = p.so.num_loops();
        let out_map = p.so.maps[p.so.ins.len()].clone();
        let mut b = Builder::before(m, tiled.op)
            .ok_or_else(|| TransformError::at(pos, "internal: tile op not in a block"))?;
        let pfull = full_extents(&mut b, &p.so)?;
        let mut lbs = vec![Ix::C(0); pn];
        let mut exts = pfull.clone();
        let mut restricted = vec![false; pn];
        for (r, e) in rmap.results().iter().enumerate() {
            let rn = so_r.num_loops();
            if !(0..rn).any(|d| rres[d] && e.involves_dim(d as u32)) {
                continue;
            }
            let (coeffs, c) = linear_form(e, rn)
                .ok_or_else(|| TransformError::at(pos, "internal: reader map not checked"))?;
            let lo_terms: Vec<(i64, Ix)> = (0..rn).map(|d| (coeffs[d], rlbs[d])).collect();
            let lo = IxBuilder::sum(&mut b, &lo_terms, c)?;
            let mut k = 1;
            let mut span_terms = vec![];
            for d in 0..rn {
                if coeffs[d] != 0 {
                    k -= coeffs[d];
                    span_terms.push((coeffs[d], rexts[d]));
                }
            }
            let span = IxBuilder::sum(&mut b, &span_terms, k)?;
            let AffineExprKind::Dim(pd) = out_map.results()[r].kind() else {
                return Err(TransformError::at(pos, "internal: output map not checked"));
            };
            let pd = pd as usize;
            lbs[pd] = lo;
            exts[pd] = span;
            restricted[pd] = true;
        }
        box_of.push((p.op, (lbs, exts, restricted)));
    }
    // Emit the producers in program order, before the consumer's tile op.
    for p in producers.iter().rev() {
        let (_, (lbs, exts, restricted)) = box_of
            .iter()
            .find(|(o, ..)| *o == p.op)
            .cloned()
            .ok_or_else(|| TransformError::at(pos, "internal: producer box missing"))?;
        let mut b = Builder::before(m, tiled.op)
            .ok_or_else(|| TransformError::at(pos, "internal: tile op not in a block"))?;
        if let Some((f, fso)) = &p.init {
            // The initialiser's box: the producer's box on the output's dimensions.
            let pout = &p.so.maps[p.so.ins.len()];
            let fout = &fso.maps[fso.ins.len()];
            let fnl = fso.num_loops();
            let ffull = full_extents(&mut b, fso)?;
            let (mut fl, mut fe, mut fr) = (vec![Ix::C(0); fnl], ffull.clone(), vec![false; fnl]);
            for (pe, fe_) in pout.results().iter().zip(fout.results()) {
                if let (AffineExprKind::Dim(pd), AffineExprKind::Dim(fd)) = (pe.kind(), fe_.kind())
                {
                    let (pd, fd) = (pd as usize, fd as usize);
                    fl[fd] = lbs[pd];
                    fe[fd] = exts[pd];
                    fr[fd] = restricted[pd];
                }
            }
            let c = if fr.iter().any(|&x| x) {
                emit_restricted(&mut b, fso, &fl, &fe, &ffull, &fr)?
            } else {
                let mut vmap = std::collections::HashMap::new();
                let c = tessera_ir::builder::clone_op(b.m, *f, &mut vmap)
                    .ok_or_else(|| TransformError::at(pos, "internal: op too deep to copy"))?;
                b.insert_existing(c);
                c
            };
            fused.push((*f, c));
        }
        let pfull = full_extents(&mut b, &p.so)?;
        let copy = if restricted.iter().any(|&x| x) {
            emit_restricted(&mut b, &p.so, &lbs, &exts, &pfull, &restricted)?
        } else {
            let mut vmap = std::collections::HashMap::new();
            let c = tessera_ir::builder::clone_op(b.m, p.op, &mut vmap)
                .ok_or_else(|| TransformError::at(pos, "internal: op too deep to copy"))?;
            b.insert_existing(c);
            c
        };
        fused.push((p.op, copy));
    }
    if let Some(blk) = m.op(tiled.op).parent {
        remove_dead_index_ops(m, blk);
    }
    let mut erased = vec![];
    for p in &producers {
        if p.erase {
            m.detach_op(p.op);
            erased.push(p.op);
            if let Some((f, _)) = &p.init {
                m.detach_op(*f);
                erased.push(*f);
            }
        } else {
            notes.push((
                p.op,
                format!(
                    "{} fused into the tiles of {} and kept: its output is not a local temporary used only by the chain",
                    op_label(m, p.op),
                    op_label(m, consumer)
                ),
            ));
        }
    }
    let mut par = None;
    if parallel {
        match parallel_safe(m, &so_c, &tiled, &producers) {
            Ok(()) => par = Some(to_parallel(m, &tiled)?),
            Err(e) => notes.push((
                consumer,
                format!(
                    "tile loops of {} not made parallel: {e}",
                    op_label(m, consumer)
                ),
            )),
        }
    }
    Ok(FuseResult {
        outcome: Outcome::Applied,
        scratch: None,
        tiled: Some(tiled),
        fused,
        erased,
        notes,
        parallel: par,
    })
}

/// Finds the producers to fuse, downstream first; notes the ones rejected.
fn find_producers(
    m: &Module,
    consumer: OpId,
    tiled_dims: &[usize],
    notes: &mut Vec<(OpId, String)>,
) -> Vec<Producer> {
    let Some(block) = m.op(consumer).parent else {
        return vec![];
    };
    let ops = m.block(block).ops.clone();
    let Some(cpos) = ops.iter().position(|&o| o == consumer) else {
        return vec![];
    };
    let mut out: Vec<Producer> = vec![];
    let mut work = vec![(consumer, false)];
    while let Some((reader, reader_overlap)) = work.pop() {
        let Ok(so_r) = structured(m, reader) else {
            continue;
        };
        let rpos = ops.iter().position(|&o| o == reader).unwrap_or(0);
        for (k, &x) in so_r.ins.iter().enumerate() {
            if !m.value_type(x).is_memref() {
                continue;
            }
            // The last structured op before the reader with X as an output.
            let Some(ppos) = (0..rpos).rev().find(|&i| {
                structured(m, ops[i])
                    .is_ok_and(|s| s.outs.iter().any(|&o| root(m, o) == root(m, x)))
            }) else {
                continue;
            };
            let p = ops[ppos];
            if out.iter().any(|q| q.op == p) {
                notes.push((
                    p,
                    format!(
                        "{} not fused: its output is read by several ops of the chain",
                        op_label(m, p)
                    ),
                ));
                out.retain(|q| q.op != p);
                continue;
            }
            match check_producer(m, &ops, (ppos, cpos), reader, k, reader_overlap, tiled_dims) {
                Ok(prod) => {
                    work.push((p, prod.overlap));
                    out.push(prod);
                }
                Err(e) => notes.push((
                    p,
                    format!(
                        "{} not fused into {}: {e}",
                        op_label(m, p),
                        op_label(m, consumer)
                    ),
                )),
            }
        }
    }
    // Drop producers whose reader was dropped.
    loop {
        let kept: HashSet<OpId> = out.iter().map(|p| p.op).collect();
        let before = out.len();
        out.retain(|p| p.reader == consumer || kept.contains(&p.reader));
        if out.len() == before {
            break;
        }
    }
    out
}

/// Checks the fusion conditions for the producer at `ops[ppos]` read by `reader` through its
/// input `k`.
fn check_producer(
    m: &Module,
    ops: &[OpId],
    (ppos, cpos): (usize, usize),
    reader: OpId,
    k: usize,
    reader_overlap: bool,
    tiled_dims: &[usize],
) -> Result<Producer, String> {
    let p = ops[ppos];
    let so = structured(m, p)?;
    if !so.on_buffers(m) {
        return Err("it is on tensors".into());
    }
    let [x] = so.outs.as_slice() else {
        return Err("it has several outputs".into());
    };
    let x = *x;
    let so_r = structured(m, reader)?;
    if so_r.ins[k] != x {
        return Err("its reader reads a view of its output, not the output itself".into());
    }
    if so_r
        .operands()
        .iter()
        .filter(|&&v| m.value_type(v).is_memref() && root(m, v) == root(m, x))
        .count()
        != 1
    {
        return Err("its reader reads its output through several inputs".into());
    }
    let xr = root(m, x);
    let in_roots: HashSet<ValueId> = so
        .ins
        .iter()
        .filter(|v| m.value_type(**v).is_memref())
        .map(|&v| root(m, v))
        .collect();
    if in_roots.contains(&xr) {
        return Err("it reads its output through an input".into());
    }
    // The output map must be a projected permutation.
    let out_map = &so.maps[so.ins.len()];
    let mut seen = HashSet::new();
    for e in out_map.results() {
        match e.kind() {
            AffineExprKind::Dim(d) if seen.insert(d) => {}
            _ => {
                return Err(format!(
                    "its output map {out_map} is not a projected permutation"
                ))
            }
        }
    }
    let pn = so.num_loops();
    let restricted: Vec<bool> = (0..pn).map(|d| seen.contains(&(d as u32))).collect();
    check_operands(m, &so, &restricted)?;
    // The reader's map must give a box footprint.
    let rmap = &so_r.maps[k];
    let rn = so_r.num_loops();
    for e in rmap.results() {
        match linear_form(e, rn) {
            Some((c, _)) if c.iter().all(|&a| a >= 0) => {}
            _ => {
                return Err(format!(
                    "the reader's indexing map {rmap} is not linear with non-negative coefficients"
                ))
            }
        }
    }
    // Ops between the producer and the consumer (the consumer included).
    let mut readers = 0;
    for &q in &ops[ppos + 1..=cpos] {
        if let Ok(sq) = structured(m, q) {
            let outs: HashSet<ValueId> = sq.outs.iter().map(|&v| root(m, v)).collect();
            if outs.contains(&xr) {
                return Err(format!("{} writes its output", op_label(m, q)));
            }
            if let Some(v) = outs.iter().find(|v| in_roots.contains(v)) {
                return Err(format!(
                    "{} writes its input {}",
                    op_label(m, q),
                    tessera_dependence::graph::value_name(m, *v)
                ));
            }
            if sq.ins.iter().any(|&v| root(m, v) == xr) {
                readers += 1;
                if q != reader {
                    return Err(format!("{} also reads its output", op_label(m, q)));
                }
            }
        } else {
            let used = memref_roots(m, q);
            if used.contains(&xr) || used.iter().any(|v| in_roots.contains(v)) {
                return Err(format!(
                    "{} between it and the consumer uses its output or inputs",
                    op_label(m, q)
                ));
            }
        }
    }
    if readers != 1 {
        return Err(format!("its output is read by {readers} ops of the chain"));
    }
    // Can slices of different tiles overlap? Not if every loop of the reader that varies
    // across tiles indexes the output by a result `d + c`, so that distinct tiles read
    // disjoint boxes, and the reader's own slices are disjoint.
    let varying: Vec<usize> = if reader == ops[cpos] {
        tiled_dims.to_vec()
    } else {
        let rout = &so_r.maps[so_r.ins.len()];
        (0..rn)
            .filter(|&d| rout.results().iter().any(|e| e.involves_dim(d as u32)))
            .collect()
    };
    let pure = |d: usize| {
        rmap.results().iter().any(|e| {
            linear_form(e, rn).is_some_and(|(c, _)| {
                c.iter()
                    .enumerate()
                    .all(|(j, &a)| if j == d { a == 1 } else { a == 0 })
            })
        })
    };
    let overlap = reader_overlap || varying.iter().any(|&d| !pure(d) && map_uses(rmap, d));
    let overlap = overlap || varying.iter().any(|&d| !map_uses(rmap, d));
    let mut reads_out = so.payload_reads(m, so.ins.len());
    let mut init = None;
    if reads_out {
        if let Some(f) = init_producer(m, ops, ppos, cpos, reader, x) {
            init = Some(f);
            // Initialising then accumulating a slice is idempotent.
            reads_out = false;
        }
    }
    let mut partners = vec![p, reader];
    if let Some((f, _)) = &init {
        partners.push(*f);
    }
    let erase = erasable(m, x, &partners);
    if overlap && reads_out {
        return Err(
            "slices of different tiles overlap and it reads its output (recomputation would accumulate twice)"
                .into(),
        );
    }
    if !erase && reads_out {
        return Err(
            "it reads its output and must be kept (its output is not a local temporary), so recomputing it would accumulate twice"
                .into(),
        );
    }
    Ok(Producer {
        op: p,
        so,
        reader,
        reader_input: k,
        overlap,
        erase,
        init,
    })
}

/// The structured op initialising `x` before the producer at `ops[ppos]` (the last one
/// before it writing `x`), if it can be fused with it: `x` its only output, written through
/// a projected permutation, its payload not reading `x`, nothing after it up to the consumer
/// but the producer writing `x` or its inputs, nothing but the producer and `reader` reading
/// `x`.
fn init_producer(
    m: &Module,
    ops: &[OpId],
    ppos: usize,
    cpos: usize,
    reader: OpId,
    x: ValueId,
) -> Option<(OpId, Structured)> {
    let xr = root(m, x);
    let fpos = (0..ppos)
        .rev()
        .find(|&i| m.op(ops[i]).name != "memref.alloc" && memref_roots(m, ops[i]).contains(&xr))?;
    let f = ops[fpos];
    let so = structured(m, f).ok()?;
    if so.outs.as_slice() != [x] || so.payload_reads(m, so.ins.len()) || !so.on_buffers(m) {
        return None;
    }
    let out_map = &so.maps[so.ins.len()];
    let mut seen = HashSet::new();
    if !out_map
        .results()
        .iter()
        .all(|e| matches!(e.kind(), AffineExprKind::Dim(d) if seen.insert(d)))
    {
        return None;
    }
    if seen.len() != so.num_loops() {
        return None;
    }
    let restricted = vec![true; so.num_loops()];
    check_operands(m, &so, &restricted).ok()?;
    let in_roots: HashSet<ValueId> = so
        .ins
        .iter()
        .filter(|v| m.value_type(**v).is_memref())
        .map(|&v| root(m, v))
        .collect();
    let p = ops[ppos];
    for &q in &ops[fpos + 1..=cpos] {
        let used = memref_roots(m, q);
        if used.iter().any(|v| in_roots.contains(v)) {
            let sq = structured(m, q).ok()?;
            if sq.outs.iter().any(|&o| in_roots.contains(&root(m, o))) {
                return None;
            }
        }
        if used.contains(&xr) && q != p && q != reader {
            return None;
        }
    }
    Some((f, so))
}

fn map_uses(mp: &AffineMap, d: usize) -> bool {
    mp.results().iter().any(|e| e.involves_dim(d as u32))
}

/// Is `x` a `memref.alloc` whose only uses are `partners` and `memref.dealloc`?
fn erasable(m: &Module, x: ValueId, partners: &[OpId]) -> bool {
    let Some(d) = m.defining_op(x) else {
        return false;
    };
    if !matches!(m.op(d).name.as_str(), "memref.alloc" | "memref.alloca") {
        return false;
    }
    let Some(func) = crate::band::enclosing_function(m, d) else {
        return false;
    };
    for o in m.walk(func) {
        if !m.op(o).operands.contains(&x) {
            continue;
        }
        let ok = partners.contains(&o)
            || (m.op(o).name == "memref.dealloc" && m.op(o).operands.len() == 1);
        if !ok {
            return false;
        }
    }
    true
}

/// Removes the pure index computations of `block` (`memref.dim`, `arith.constant`,
/// `affine.apply`, `affine.min`) whose results are unused (whole extents computed for loops
/// the slices do not restrict).
fn remove_dead_index_ops(m: &mut Module, block: BlockId) {
    loop {
        let mut used: HashSet<ValueId> = HashSet::new();
        let root_op = m.block_parent_op(block);
        let scope = root_op.and_then(|r| crate::band::enclosing_function(m, r).or(Some(r)));
        let Some(scope) = scope else {
            return;
        };
        for o in m.walk(scope) {
            used.extend(m.op(o).operands.iter().copied());
        }
        let dead: Vec<OpId> = m
            .block(block)
            .ops
            .iter()
            .copied()
            .filter(|&o| {
                matches!(
                    m.op(o).name.as_str(),
                    "memref.dim" | "arith.constant" | "affine.apply" | "affine.min"
                ) && m.op(o).results.iter().all(|r| !used.contains(r))
            })
            .collect();
        if dead.is_empty() {
            return;
        }
        for o in dead {
            m.detach_op(o);
        }
    }
}

/// The conditions under which the tile loops may run in parallel.
fn parallel_safe(
    m: &Module,
    so_c: &Structured,
    tiled: &Tiled,
    producers: &[Producer],
) -> Result<(), String> {
    let n = so_c.num_loops();
    for (j, &o) in so_c.outs.iter().enumerate() {
        let mp = &so_c.maps[so_c.ins.len() + j];
        for &d in &tiled.dims {
            let has = mp.results().iter().any(|e| {
                linear_form(e, n).is_some_and(|(c, _)| {
                    c.iter()
                        .enumerate()
                        .all(|(k, &a)| if k == d { a == 1 } else { a == 0 })
                })
            });
            if !has {
                return Err(format!(
                    "output {} is not indexed by tiled loop d{d}, so tiles write the same cells",
                    tessera_dependence::graph::value_name(m, o)
                ));
            }
        }
        let r = root(m, o);
        if so_c.ins.iter().any(|&v| root(m, v) == r) {
            return Err("the consumer reads its output through an input".into());
        }
    }
    if let Some(p) = producers.iter().find(|p| p.overlap) {
        return Err(format!(
            "the slices of {} overlap across tiles",
            op_label(m, p.op)
        ));
    }
    Ok(())
}

/// Replaces the nest of tile loops (`affine.for`, lower bound 0, constant step) by one
/// `affine.parallel`.
fn to_parallel(m: &mut Module, tiled: &Tiled) -> Result<OpId, TransformError> {
    use tessera_ir::views::AffineForOp;
    let mut lbs = vec![];
    let mut ubs = vec![];
    let mut steps = vec![];
    let mut ub_ops: Vec<ValueId> = vec![];
    let mut ivs = vec![];
    let mut bodies = vec![];
    for &l in &tiled.loops {
        let f = AffineForOp::wrap(m, l)
            .ok_or_else(|| TransformError::new("internal: tile loop is not an affine.for"))?;
        ivs.push(f.iv());
        bodies.push(f.body());
        steps.push(f.step());
        let ub = f.upper_map().clone();
        let ops = f.ub_operands().to_vec();
        ubs.push((ub, ops));
    }
    // Every upper bound as a map over the union of their (symbol) operands.
    for (_, ops) in &ubs {
        for &v in ops {
            if !ub_ops.contains(&v) {
                ub_ops.push(v);
            }
        }
    }
    let ns = ub_ops.len() as u32;
    let mut ub_maps = vec![];
    for (mp, ops) in &ubs {
        let syms: Vec<tessera_polyhedral::affine::AffineExpr> = ops
            .iter()
            .map(|v| {
                tessera_polyhedral::affine::AffineExpr::symbol(
                    ub_ops.iter().position(|u| u == v).unwrap_or(0) as u32,
                )
            })
            .collect();
        if mp.num_dims() != 0 {
            return Err(TransformError::new("internal: tile loop bound with dims"));
        }
        let res = mp
            .results()
            .iter()
            .map(|e| e.replace_dims_and_symbols(&[], &syms))
            .collect();
        ub_maps.push(map(0, ns, res)?);
        lbs.push(map(
            0,
            ns,
            vec![tessera_polyhedral::affine::AffineExpr::constant(0)],
        )?);
    }
    let root = tiled.loops[0];
    let mut b = Builder::before(m, root)
        .ok_or_else(|| TransformError::new("internal: tile loop not in a block"))?;
    let (par, body, pivs) = b
        .affine_parallel(&lbs, ub_ops.clone(), &ub_maps, ub_ops, &steps, &[])
        .ok_or_else(|| TransformError::new("internal: cannot build affine.parallel"))?;
    let inner: HashSet<OpId> = tiled.loops.iter().copied().collect();
    for &blk in &bodies {
        let ops = m.block(blk).ops.clone();
        for o in ops {
            if inner.contains(&o) || m.op(o).name == "affine.yield" {
                continue;
            }
            m.detach_op(o);
            m.append_op(body, o);
        }
    }
    let pos = m.op(root).pos;
    Builder::at_end(m, body, pos).affine_yield(vec![]);
    for (&old, &new) in ivs.iter().zip(&pivs) {
        m.replace_all_uses(old, new);
    }
    m.detach_op(root);
    Ok(par)
}
