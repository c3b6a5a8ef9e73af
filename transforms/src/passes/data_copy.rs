//! `affine-data-copy-generate{fast-mem-capacity fast-mem-space generate-dma min-dma-transfer
//! slow-mem-space tag-mem-space skip-non-unit-stride-loops}`: explicit copies of the memrefs a
//! loop nest accesses into buffers of a fast memory space, as mlir-opt 22's pass.
//!
//! Placement (mlir-opt's `AffineDataCopyGeneration::runOnBlock`, from each block of the
//! function body): every `affine.for` of a block is a copy point, unless it is descended into —
//! with `skip-non-unit-stride-loops` when its step is not 1 (and then capacity is not looked
//! at), otherwise when its footprint is known to exceed `fast-mem-capacity` KiB (mlir-opt's
//! `getMemoryFootprintBytes`: over every memref, any memory space, accessed by
//! `affine.load`/`affine.store` in the loop, the box at the loop's depth capped at the memref's
//! shape, times the int/float element size; an unknown footprint, e.g. `index` elements, counts
//! as fitting) — then the same is done in its body. A run of ops from an
//! `affine.load`/`affine.store` up to the next loop or the block's terminator is a copy range
//! too (straight-line code). A box that does not depend on the innermost enclosing loops' ivs
//! is copied around the outermost such loop (mlir-opt's `findHighestBlockForPlacement`) when no
//! other op in those loops touches the memref (mlir-opt does not check) and the box stays in
//! the memref for every iteration of the loops around the new position. When the buffers of a
//! range exceed the capacity anyway (a straight-line range, or an unknown footprint), they are
//! still made, with a remark (mlir-opt reports an error and makes them too).
//!
//! Boxes: for each memref in `slow-mem-space` accessed in the range only through
//! `affine.load`/`affine.store`, the bounding box of the accessed cells with the enclosing loops'
//! ivs as parameters (`data_copy_region`): per dimension `[g(o) + m, g(o) + M]`, `g` linear in
//! the outer ivs `o`, `m`/`M` exact integer optima over every access's domain, so buffers have
//! the constant shape `M - m + 1` and offsets affine in the outer ivs. A buffer
//! `memref.alloc() : memref<extents x T, fast-mem-space>` receives the box before the range
//! (point-wise `affine.for` copy loops whose bounds are affine in the outer ivs, or with
//! `generate-dma` one `affine.dma_start` + `affine.dma_wait` per contiguous chunk with a tag
//! `memref<1xi32, tag-mem-space>`), the accesses are rewritten to the buffer at
//! `subscript - lower bound` (the outer ivs appended as map dims), and a written box is copied
//! back after the range (then the buffers are deallocated), as mlir-opt does.
//!
//! Exactness: the buffer holds exactly the box's cells, every access to the memref in the range
//! goes to the buffer, and no other op in the range (or in the loops a copy is hoisted out of)
//! can touch the memref (other memrefs are distinct values with other bases, MLIR's memory
//! model), so results are bit-identical. Unlike mlir-opt, a write-only box is copied in too
//! (mlir-opt copies back cells of the box the nest never wrote from an uninitialised buffer),
//! except when the range's straight-line stores provably overwrite every cell of the box and
//! the copy is not hoisted. A memref is left alone, with a remark, when the box has no constant
//! extent (bounds depending on symbols), when it is used by another op in the range or shares
//! its base with another memref used there, when it is a local `memref.alloc`/`alloca` (its box
//! may hold elements never written, which the copy would read; mlir-opt copies those), or when
//! the box leaves the memref's bounds for some iteration of the loops around the copy.
//!
//! `min-dma-transfer` is parsed (an integer, mlir-opt's default 1024) and has no effect, as in
//! mlir-opt 22: `AffineDataCopyGeneration` stores it (`minDmaTransferSize`) but builds its
//! `AffineCopyOptions` from `generateDma`, the three memory spaces and the capacity only, and
//! nothing else reads it.

use tessera_dependence::access::{base_memref, collect_shared, CollectOptions};
use tessera_ir::builder::Builder;
use tessera_ir::builder_ops::{AllocKind, MapAccess};
use tessera_ir::views::{AffineForOp, AffineLoadOp, AffineStoreOp};
use tessera_ir::{Attribute, BlockId, Module, OpId, OperationState, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::data_copy_region::{
    box_in_bounds, elem_bytes, footprint_bytes, region_box, stores_cover_box, BoxRegion,
};

use crate::error::TransformError;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-data-copy-generate";

/// Option names (mlir-opt's).
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::int(
        "fast-mem-capacity",
        0,
        None,
        "fast memory in KiB: copy at the outermost depth whose footprint fits (default: unlimited)",
    ),
    OptionDef::int(
        "fast-mem-space",
        0,
        Some("1"),
        "memory space of the fast buffers",
    ),
    OptionDef::flag(
        "generate-dma",
        false,
        "copy by affine.dma_start/dma_wait instead of copy loops",
    ),
    OptionDef::int(
        "min-dma-transfer",
        i64::MIN,
        None,
        "accepted as mlir-opt does (which stores it and never reads it); no effect",
    ),
    OptionDef::int(
        "slow-mem-space",
        0,
        Some("0"),
        "memory space of the memrefs copied",
    ),
    OptionDef::int(
        "tag-mem-space",
        0,
        Some("0"),
        "memory space of the DMA tags",
    ),
    OptionDef::flag(
        "skip-non-unit-stride-loops",
        false,
        "copy inside loops of non-unit step rather than around them",
    ),
];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "copy each loop nest's memref regions (exact bounding boxes) into fast-memory buffers, point-wise or by DMA (as mlir-opt)",
    options: OPTIONS,
    create,
};

/// The configured pass.
#[derive(Debug, Clone)]
pub struct DataCopyGenerate {
    /// Capacity of the fast memory in KiB (`None`: unlimited).
    pub capacity_kib: Option<u64>,
    /// Memory space of the buffers.
    pub fast_space: i64,
    /// DMA transfers instead of copy loops.
    pub generate_dma: bool,
    /// Memory space of the memrefs copied.
    pub slow_space: i64,
    /// Memory space of the DMA tags.
    pub tag_space: i64,
    /// Loops with a step other than 1 are descended into instead of being copy points.
    pub skip_non_unit_stride: bool,
}

impl DataCopyGenerate {
    /// From pass options (mlir-opt's names and defaults).
    pub fn from_options(o: &Options) -> Result<DataCopyGenerate, TransformError> {
        let space = |k: &str| o.int(k).unwrap_or(0);
        Ok(DataCopyGenerate {
            capacity_kib: o.int("fast-mem-capacity").map(|v| v as u64),
            fast_space: space("fast-mem-space"),
            generate_dma: o.flag("generate-dma"),
            slow_space: space("slow-mem-space"),
            tag_space: space("tag-mem-space"),
            skip_non_unit_stride: o.flag("skip-non-unit-stride-loops"),
        })
    }
}

fn space_of(t: &Type) -> Option<i128> {
    tessera_ir::dma::memory_space_id(t)
}

fn with_space(shape: Vec<i64>, elem: Type, space: i64) -> Type {
    Type::MemRef {
        shape,
        elem: Box::new(elem),
        layout: None,
        memory_space: (space != 0).then(|| {
            Box::new(Attribute::Integer {
                value: i128::from(space),
                ty: Type::int(64),
            })
        }),
    }
}

/// One memref to copy: its accesses in the range, the box, whether it is written.
struct Plan {
    memref: ValueId,
    accesses: Vec<OpId>,
    region: BoxRegion,
    written: bool,
    /// False when the range's stores overwrite the whole box before any read.
    copy_in: bool,
}

/// The lower bound of box dimension `k` as an expression over dims `shift..shift + d` (the
/// outer ivs).
fn lo_expr(r: &BoxRegion, k: usize, shift: u32) -> AffineExpr {
    let (g, c) = &r.lo[k];
    g.iter()
        .enumerate()
        .fold(AffineExpr::constant(*c), |e, (i, &gi)| {
            e.add(&AffineExpr::dim(shift + i as u32).mul(&AffineExpr::constant(gi)))
        })
}

impl Pass for DataCopyGenerate {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let blocks: Vec<BlockId> = m
            .op(func)
            .regions
            .iter()
            .flat_map(|&r| m.region(r).blocks.clone())
            .collect();
        for b in blocks {
            self.run_on_block(m, b, &mut vec![], ctx)?;
        }
        Ok(())
    }
}

impl DataCopyGenerate {
    /// mlir-opt's `runOnBlock`: every `affine.for` of `block` is a copy point unless it is
    /// descended into (`skip-non-unit-stride-loops` set and step != 1; otherwise footprint
    /// known to exceed `fast-mem-capacity`); a run of ops from an `affine.load`/`affine.store`
    /// up to the next loop (or the block's terminator) is a copy range. `outer`: the loops
    /// enclosing `block`, outermost first.
    fn run_on_block(
        &self,
        m: &mut Module,
        block: BlockId,
        outer: &mut Vec<OpId>,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let ops: Vec<OpId> = m.block(block).ops.clone();
        let Some((_, body)) = ops.split_last() else {
            return Ok(());
        };
        let mut cur: Option<usize> = None;
        for (i, &op) in body.iter().enumerate() {
            match m.op(op).name.as_str() {
                "affine.for" => {
                    if let Some(s) = cur.take() {
                        self.copy_range(m, &body[s..i], outer, ctx)?;
                    }
                    if self.descend(m, op, ctx) {
                        let Some(inner) = AffineForOp::wrap(m, op).map(|f| f.body()) else {
                            continue;
                        };
                        outer.push(op);
                        self.run_on_block(m, inner, outer, ctx)?;
                        outer.pop();
                    } else {
                        self.copy_range(m, &body[i..=i], outer, ctx)?;
                    }
                }
                "affine.load" | "affine.store" if cur.is_none() => cur = Some(i),
                _ => {}
            }
        }
        if let Some(s) = cur {
            self.copy_range(m, &body[s..], outer, ctx)?;
        }
        Ok(())
    }

    /// Whether copies for loop `op` go inside it (mlir-opt's `recurseInner`).
    fn descend(&self, m: &Module, op: OpId, ctx: &mut PassContext<'_>) -> bool {
        if self.skip_non_unit_stride {
            return AffineForOp::wrap(m, op).is_some_and(|f| f.step() != 1);
        }
        let Some(kib) = self.capacity_kib else {
            return false;
        };
        let accesses = collect_shared(m, ctx.registry, CollectOptions::default());
        match footprint_bytes(m, &accesses, op) {
            Some(bytes) if bytes > u128::from(kib) * 1024 => {
                ctx.remark(
                    PASS,
                    m.op(op).pos,
                    format!(
                        "copies placed inside this loop: its footprint is {bytes} bytes, more \
                         than fast-mem-capacity ({kib} KiB)"
                    ),
                );
                true
            }
            _ => false,
        }
    }

    /// Copies for the range `ops` (consecutive ops of one block, inside the loops `outer`).
    fn copy_range(
        &self,
        m: &mut Module,
        ops: &[OpId],
        outer: &[OpId],
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let plans = self.plan(m, ops, outer, ctx);
        if plans.is_empty() {
            return Ok(());
        }
        if let Some(kib) = self.capacity_kib {
            let bytes: u128 = plans
                .iter()
                .map(|p| {
                    let n: u128 = p.region.ext.iter().map(|&e| e as u128).product();
                    let es = m
                        .value_type(p.memref)
                        .element_type()
                        .and_then(elem_bytes)
                        .unwrap_or(8);
                    n * es as u128
                })
                .sum();
            if bytes > u128::from(kib) * 1024 {
                ctx.remark(
                    PASS,
                    m.op(ops[0]).pos,
                    format!(
                        "the buffers here take {bytes} bytes, more than fast-mem-capacity \
                         ({kib} KiB); copied anyway, as mlir-opt (which reports an error)"
                    ),
                );
            }
        }
        // mlir-opt's findHighestBlockForPlacement: a box invariant in the innermost enclosing
        // loops is copied around the outermost such loop. Exact only when no other op in those
        // loops touches the memref (checked here; mlir-opt does not check).
        let mut groups: Vec<(usize, Vec<Plan>)> = vec![];
        for mut p in plans {
            let base = base_memref(m, p.memref);
            let mut h = outer.len();
            while h > 0 {
                let l = outer[h - 1];
                if p.region.lo.iter().any(|(g, _)| g[h - 1] != 0) {
                    break;
                }
                let touched_elsewhere = m.walk(l).into_iter().any(|o| {
                    !p.accesses.contains(&o)
                        && m.op(o)
                            .operands
                            .iter()
                            .any(|&v| m.value_type(v).is_memref() && base_memref(m, v) == base)
                });
                if touched_elsewhere {
                    break;
                }
                // The copies then run for every iteration of the loops around `l`.
                let mut hoisted = p.region.clone();
                for (g, _) in &mut hoisted.lo {
                    g.truncate(h - 1);
                }
                let shape = m.value_type(p.memref).shape().map(<[i64]>::to_vec);
                if !shape.is_some_and(|s| box_in_bounds(m, ctx.registry, l, &hoisted, &s)) {
                    break;
                }
                h -= 1;
            }
            for (g, _) in &mut p.region.lo {
                g.truncate(h);
            }
            // Around a hoisted-past loop the range may run zero times: copy in, so that the
            // copy-out writes back what was there.
            if h < outer.len() {
                p.copy_in = true;
            }
            match groups.iter_mut().find(|(x, _)| *x == h) {
                Some((_, v)) => v.push(p),
                None => groups.push((h, vec![p])),
            }
        }
        for (h, group) in groups {
            if h == outer.len() {
                self.rewrite(m, ops, outer, &group)?;
            } else {
                self.rewrite(m, &outer[h..=h], &outer[..h], &group)?;
            }
        }
        Ok(())
    }

    /// The memrefs to copy around the range `ops`, with their boxes (refused memrefs get a
    /// remark).
    fn plan(
        &self,
        m: &Module,
        ops: &[OpId],
        outer: &[OpId],
        ctx: &mut PassContext<'_>,
    ) -> Vec<Plan> {
        let reg = ctx.registry;
        let inside: Vec<OpId> = ops.iter().flat_map(|&o| m.walk(o)).collect();
        let pos = m.op(ops[0]).pos;
        let accesses = collect_shared(m, reg, CollectOptions::default());
        // Memrefs used in the range, in order of first use.
        let mut order: Vec<ValueId> = vec![];
        for &op in &inside {
            for &v in &m.op(op).operands {
                if m.value_type(v).is_memref() && !order.contains(&v) {
                    order.push(v);
                }
            }
        }
        let mut out = vec![];
        for &mr in &order {
            let t = m.value_type(mr);
            if space_of(t) != Some(i128::from(self.slow_space)) {
                continue;
            }
            let refuse = |ctx: &mut PassContext<'_>, why: String| {
                ctx.remark(PASS, pos, format!("memref not copied: {why}"));
            };
            let Some(shape) = t.shape().map(<[i64]>::to_vec) else {
                continue;
            };
            let Some(elem) = t.element_type() else {
                continue;
            };
            if shape.iter().any(|&d| d < 0) || shape.is_empty() || elem_bytes(elem).is_none() {
                refuse(
                    ctx,
                    "not a ranked memref of static shape and scalar elements".into(),
                );
                continue;
            }
            let base = base_memref(m, mr);
            if order.iter().any(|&o| o != mr && base_memref(m, o) == base) {
                refuse(
                    ctx,
                    "another view of the same memref is used in the nest".into(),
                );
                continue;
            }
            if let Some(d) = m.defining_op(base) {
                if matches!(m.op(d).name.as_str(), "memref.alloc" | "memref.alloca") {
                    refuse(
                        ctx,
                        "a local allocation (its region may hold elements never written)".into(),
                    );
                    continue;
                }
            }
            let users: Vec<OpId> = inside
                .iter()
                .copied()
                .filter(|&o| m.op(o).operands.contains(&mr))
                .collect();
            let ok_user = |o: OpId| {
                let op = m.op(o);
                match op.name.as_str() {
                    "affine.load" => op.operands.first() == Some(&mr),
                    "affine.store" => op.operands.get(1) == Some(&mr) && op.operands[0] != mr,
                    _ => false,
                }
            };
            if let Some(&bad) = users.iter().find(|&&o| !ok_user(o)) {
                refuse(ctx, format!("used by '{}' in the nest", m.op(bad).name));
                continue;
            }
            let written = users.iter().any(|&u| m.op(u).name == "affine.store");
            match region_box(m, &accesses, &users, mr, outer, &shape) {
                Err(why) => refuse(ctx, why),
                // No access executes: nothing to copy.
                Ok(None) => {}
                Ok(Some(region)) if !box_in_bounds(m, reg, ops[0], &region, &shape) => refuse(
                    ctx,
                    "the accessed region exceeds the memref's bounds".into(),
                ),
                Ok(Some(region)) => {
                    let block = m.op(ops[0]).parent;
                    let copy_in = !block
                        .is_some_and(|b| stores_cover_box(m, &accesses, &users, mr, b, &region));
                    out.push(Plan {
                        memref: mr,
                        accesses: users,
                        region,
                        written,
                        copy_in,
                    })
                }
            }
        }
        out
    }

    fn rewrite(
        &self,
        m: &mut Module,
        ops: &[OpId],
        outer: &[OpId],
        plans: &[Plan],
    ) -> Result<(), TransformError> {
        let (first, last) = (ops[0], ops[ops.len() - 1]);
        let pos = m.op(first).pos;
        let err = || TransformError::at(pos, "cannot insert copies around the loop nest");
        let outer_ivs: Vec<ValueId> = outer
            .iter()
            .map(|&l| AffineForOp::wrap(m, l).map(|f| f.iv()).ok_or_else(err))
            .collect::<Result<_, _>>()?;
        let d = outer_ivs.len() as u32;
        let mut bufs = vec![];
        let mut tag: Option<ValueId> = None;
        for p in plans {
            let t = m.value_type(p.memref).clone();
            let elem = t.element_type().cloned().ok_or_else(err)?;
            let buf = {
                let mut b = Builder::before(m, first).ok_or_else(err)?;
                let ty = with_space(p.region.ext.clone(), elem, self.fast_space);
                let buf = b.memref_alloc(AllocKind::Alloc, ty, vec![], vec![], None);
                if self.generate_dma && tag.is_none() {
                    let ty = with_space(vec![1], Type::int(32), self.tag_space);
                    tag = Some(b.memref_alloc(AllocKind::Alloc, ty, vec![], vec![], None));
                }
                buf
            };
            bufs.push(buf);
            // Copy in, before the range.
            if p.copy_in {
                self.copy(m, first, p, buf, tag, &outer_ivs, true)
                    .ok_or_else(err)?;
            }
        }
        // Rewrite the accesses: subscript - lower bound, the outer ivs appended as dims.
        for (p, &buf) in plans.iter().zip(&bufs) {
            for &op in &p.accesses {
                let load = AffineLoadOp::wrap(m, op).map(|v| (v.map(), v.indices()));
                let store = || AffineStoreOp::wrap(m, op).map(|v| (v.map(), v.indices()));
                let is_load = load.is_some();
                let (map, indices) = load.or_else(store).ok_or_else(err)?;
                let nd = map.num_dims();
                let results: Vec<AffineExpr> = map
                    .results()
                    .iter()
                    .enumerate()
                    .map(|(k, e)| e.sub(&lo_expr(&p.region, k, nd)))
                    .collect();
                let nm = AffineMap::new(nd + d, map.num_symbols(), results).map_err(|_| err())?;
                // The outer ivs become the new dims, after the old ones.
                let (dims, syms) = indices.split_at(nd as usize);
                let new_indices = [dims, &outer_ivs[..], syms].concat();
                if is_load {
                    AffineLoadOp::set_memref(m, op, buf);
                    AffineLoadOp::set_map(m, op, nm, new_indices);
                } else {
                    AffineStoreOp::set_memref(m, op, buf);
                    AffineStoreOp::set_map(m, op, nm, new_indices);
                }
            }
        }
        // Copy out the written boxes, after the range, then deallocate.
        let block = m.op(last).parent.ok_or_else(err)?;
        let bops = &m.block(block).ops;
        let next = bops
            .iter()
            .position(|&o| o == last)
            .and_then(|i| bops.get(i + 1))
            .copied()
            .ok_or_else(err)?;
        for (p, &buf) in plans.iter().zip(&bufs) {
            if p.written {
                self.copy(m, next, p, buf, tag, &outer_ivs, false)
                    .ok_or_else(err)?;
            }
        }
        let mut b = Builder::before(m, next).ok_or_else(err)?;
        for &buf in bufs.iter().rev() {
            let mut st = OperationState::new("memref.dealloc");
            st.operands = vec![buf];
            b.insert(st);
        }
        if let Some(t) = tag {
            let mut st = OperationState::new("memref.dealloc");
            st.operands = vec![t];
            b.insert(st);
        }
        Ok(())
    }

    /// Emits the copy of plan `p`'s box between the memref and `buf` (`into_buf`: memref to
    /// buffer) before op `at`: point-wise loops, or DMA transfers of contiguous chunks. The
    /// box's lower bounds are affine in `outer` (the ivs of the loops enclosing the range).
    #[allow(clippy::too_many_arguments)]
    fn copy(
        &self,
        m: &mut Module,
        at: OpId,
        p: &Plan,
        buf: ValueId,
        tag: Option<ValueId>,
        outer: &[ValueId],
        into_buf: bool,
    ) -> Option<()> {
        let shape: Vec<i64> = m.value_type(p.memref).shape()?.to_vec();
        let r = shape.len();
        let d = outer.len() as u32;
        let ext = &p.region.ext;
        // With DMA: dimensions k.. form one contiguous chunk in both the memref and the
        // buffer when every dimension after k is whole; loops run over dimensions 0..k.
        let k = match tag {
            Some(_) if self.generate_dma => (0..r)
                .rev()
                .find(|&k| k == 0 || ext[k] != shape[k])
                .unwrap_or(0),
            _ => r,
        };
        let chunk: i64 = ext[k..].iter().product();
        // One strided transfer also covers dimension k - 1 (chunks of `chunk` elements every
        // `prod(shape[k..])` elements of the memref) when the strides fall on the memref's side:
        // it must be in the slower (lower-numbered) memory space.
        let strided =
            self.generate_dma && tag.is_some() && k >= 1 && self.slow_space < self.fast_space;
        let k = if strided { k - 1 } else { k };
        let mut ivs = vec![];
        let mut body: Option<tessera_ir::BlockId> = None;
        for (dim, &e) in ext.iter().enumerate().take(k) {
            let mut b = match body {
                None => Builder::before(m, at)?,
                Some(bl) => Builder::before_terminator(m, bl, None),
            };
            let lo = lo_expr(&p.region, dim, 0);
            let hi = lo.add(&AffineExpr::constant(e));
            let (_, bl, iv) = b.affine_for(
                AffineMap::new(d, 0, vec![lo]).ok()?,
                outer.to_vec(),
                AffineMap::new(d, 0, vec![hi]).ok()?,
                outer.to_vec(),
                1,
                vec![],
            );
            body = Some(bl);
            ivs.push(iv);
        }
        let nd = ivs.len() as u32;
        let mem_res: Vec<AffineExpr> = (0..r)
            .map(|dim| {
                if dim < k {
                    AffineExpr::dim(dim as u32)
                } else {
                    lo_expr(&p.region, dim, nd)
                }
            })
            .collect();
        let buf_res: Vec<AffineExpr> = (0..r)
            .map(|dim| {
                if dim < k {
                    AffineExpr::dim(dim as u32).sub(&lo_expr(&p.region, dim, nd))
                } else {
                    AffineExpr::constant(0)
                }
            })
            .collect();
        // Operands: the copy ivs, then the outer ivs (only when some map uses them).
        let uses_outer = p.region.lo.iter().any(|(g, _)| g.iter().any(|&x| x != 0));
        let (nin, opnds): (u32, Vec<ValueId>) = if uses_outer {
            (nd + d, [ivs.clone(), outer.to_vec()].concat())
        } else {
            (nd, ivs.clone())
        };
        let mem_map = AffineMap::new(nin, 0, mem_res).ok()?;
        let buf_map = AffineMap::new(nin, 0, buf_res).ok()?;
        let (src, sm, dst, dm) = if into_buf {
            (p.memref, mem_map, buf, buf_map)
        } else {
            (buf, buf_map, p.memref, mem_map)
        };
        let mut b = match body {
            None => Builder::before(m, at)?,
            Some(bl) => Builder::before_terminator(m, bl, None),
        };
        match tag {
            Some(t) if self.generate_dma => {
                let c0 = b.index(0);
                let n = if strided {
                    b.index(ext[k] * chunk)
                } else {
                    b.index(chunk)
                };
                let stride = if strided {
                    Some((b.index(shape[k + 1..].iter().product()), b.index(chunk)))
                } else {
                    None
                };
                let tag_map = AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]).ok()?;
                let tag = MapAccess {
                    memref: t,
                    map: tag_map,
                    operands: vec![c0],
                };
                let src = MapAccess {
                    memref: src,
                    map: sm,
                    operands: opnds.clone(),
                };
                let dst = MapAccess {
                    memref: dst,
                    map: dm,
                    operands: opnds,
                };
                b.affine_dma_start(src, dst, tag.clone(), n, stride);
                b.affine_dma_wait(tag, n);
            }
            _ => {
                let v = b.affine_load(src, sm, opnds.clone());
                b.affine_store(v, dst, dm, opnds);
            }
        }
        Some(())
    }
}

/// Pass constructor for the registry.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(DataCopyGenerate::from_options(o)?))
}
