//! `affine-data-copy-generate{fast-mem-capacity fast-mem-space generate-dma min-dma-transfer
//! slow-mem-space tag-mem-space skip-non-unit-stride-loops}`: explicit copies of the memrefs a
//! loop nest accesses into buffers of a fast memory space, as mlir-opt's pass.
//!
//! For each outermost `affine.for` of a function, and each memref in `slow-mem-space` that its
//! nest accesses only through `affine.load`/`affine.store`, the accessed region's bounding box
//! is computed exactly (the integer minimum and maximum of every subscript over each access's
//! iteration domain, from the dependence analysis' access models); a buffer
//! `memref.alloc() : memref<extents x T, fast-mem-space>` receives the box before the nest
//! (point-wise `affine.for` copy loops, or with `generate-dma` one `affine.dma_start` +
//! `affine.dma_wait` per contiguous chunk with a tag `memref<1xi32, tag-mem-space>`), the
//! accesses are rewritten to the buffer at `subscript - box lower bound`, and a written box is
//! copied back after the nest (then the buffers are deallocated), as mlir-opt does.
//!
//! Exactness: the buffer holds exactly the box's cells, every access to the memref in the nest
//! goes to the buffer, and no other op in the nest can touch the memref (other memrefs are
//! distinct values with other bases, MLIR's memory model), so results are bit-identical. Unlike
//! mlir-opt, a write-only box is copied in too (mlir-opt copies back cells of the box the nest
//! never wrote from an uninitialised buffer). A memref is left alone, with a remark, when the
//! box is not constant (bounds depending on symbols), when it is used by another op in the nest
//! or shares its base with another memref used there, when it is a local `memref.alloc`/`alloca`
//! (its box may hold elements never written, which the copy would read), or when the buffers of
//! the nest exceed `fast-mem-capacity` KiB (then nothing is copied for that nest: mlir-opt
//! would descend to inner loops; tessera does not). `min-dma-transfer` and
//! `skip-non-unit-stride-loops` are accepted and only affect placement choices tessera does
//! not make.

use tessera_dependence::access::{base_memref, collect, CollectOptions};
use tessera_ir::builder::Builder;
use tessera_ir::{Attribute, Module, OpId, OperationState, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::lexopt::{maximize, minimize, IntOpt};

use crate::error::TransformError;
use crate::pass::{Pass, PassContext, PassOptions};

/// The pass name.
pub const PASS: &str = "affine-data-copy-generate";

/// Option names (mlir-opt's).
pub const OPTIONS: &[&str] = &[
    "fast-mem-capacity",
    "fast-mem-space",
    "generate-dma",
    "min-dma-transfer",
    "slow-mem-space",
    "tag-mem-space",
    "skip-non-unit-stride-loops",
];

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
}

impl DataCopyGenerate {
    /// From pass options (mlir-opt's names and defaults).
    pub fn from_options(o: &PassOptions) -> Result<DataCopyGenerate, TransformError> {
        o.check_known(PASS, OPTIONS)?;
        let nonneg = |k: &str, d: i64| -> Result<i64, TransformError> {
            Ok(o.int_at_least(k, 0)?.unwrap_or(d))
        };
        let _ = o.int("min-dma-transfer")?;
        let _ = o.bool("skip-non-unit-stride-loops")?;
        Ok(DataCopyGenerate {
            capacity_kib: o.int_at_least("fast-mem-capacity", 0)?.map(|v| v as u64),
            fast_space: nonneg("fast-mem-space", 1)?,
            generate_dma: o.bool("generate-dma")?.unwrap_or(false),
            slow_space: nonneg("slow-mem-space", 0)?,
            tag_space: nonneg("tag-mem-space", 0)?,
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

/// One memref to copy: its accesses in the nest, the box, whether it is written.
struct Plan {
    memref: ValueId,
    accesses: Vec<OpId>,
    lo: Vec<i64>,
    hi: Vec<i64>,
    written: bool,
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
        let nests = crate::loops::outermost_loops(m, func);
        for nest in nests {
            let plans = self.plan(m, nest, ctx);
            if plans.is_empty() {
                continue;
            }
            let bytes: u128 = plans
                .iter()
                .map(|p| {
                    let n: u128 =
                        p.lo.iter()
                            .zip(&p.hi)
                            .map(|(l, h)| (h - l + 1) as u128)
                            .product();
                    let es = m
                        .value_type(p.memref)
                        .element_type()
                        .and_then(elem_bytes)
                        .unwrap_or(8);
                    n * es as u128
                })
                .sum();
            if let Some(kib) = self.capacity_kib {
                if bytes > u128::from(kib) * 1024 {
                    ctx.remark(
                        PASS,
                        m.op(nest).pos,
                        format!(
                            "not copied: the buffers of this nest take {bytes} bytes, more than \
                             fast-mem-capacity ({kib} KiB)"
                        ),
                    );
                    continue;
                }
            }
            self.rewrite(m, nest, &plans)?;
        }
        Ok(())
    }
}

fn elem_bytes(t: &Type) -> Option<usize> {
    match t {
        Type::Index => Some(8),
        Type::Integer { width, .. } => Some((*width as usize).div_ceil(8)),
        Type::Float(f) => Some(f.width() as usize / 8),
        _ => None,
    }
}

impl DataCopyGenerate {
    /// The memrefs to copy around `nest`, with their boxes (refused memrefs get a remark).
    fn plan(&self, m: &Module, nest: OpId, ctx: &mut PassContext<'_>) -> Vec<Plan> {
        let reg = ctx.registry;
        let inside: Vec<OpId> = m.walk(nest);
        let accesses = collect(m, reg, CollectOptions::default());
        // Memrefs used in the nest, in order of first use.
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
                ctx.remark(PASS, m.op(nest).pos, format!("memref not copied: {why}"));
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
            let mut lo: Vec<Option<i64>> = vec![None; shape.len()];
            let mut hi: Vec<Option<i64>> = vec![None; shape.len()];
            let mut failed = None;
            let mut written = false;
            for &u in &users {
                let Some(a) = accesses.iter().find(|a| a.op == u && a.memref == mr) else {
                    failed = Some("access not analysed".to_string());
                    break;
                };
                written |= a.kind.writes();
                let model = match &a.model {
                    Ok(x) => x,
                    Err(e) => {
                        failed = Some(e.clone());
                        break;
                    }
                };
                for piece in &model.pieces {
                    for (k, row) in model.cell.iter().enumerate() {
                        let mut budget = Budget::default();
                        let (mn, mx) = (
                            minimize(piece, row, &mut budget),
                            maximize(piece, row, &mut budget),
                        );
                        match (mn, mx) {
                            (Ok(IntOpt::Empty), _) | (_, Ok(IntOpt::Empty)) => break,
                            (Ok(IntOpt::Value(a, _)), Ok(IntOpt::Value(b, _))) => {
                                let (Some(a), Some(b)) = (a.to_i64(), b.to_i64()) else {
                                    failed = Some("region bound out of range".into());
                                    break;
                                };
                                lo[k] = Some(lo[k].map_or(a, |x| x.min(a)));
                                hi[k] = Some(hi[k].map_or(b, |x| x.max(b)));
                            }
                            _ => {
                                failed =
                                    Some("the accessed region has no constant bounds".to_string());
                                break;
                            }
                        }
                    }
                    if failed.is_some() {
                        break;
                    }
                }
                if failed.is_some() {
                    break;
                }
            }
            if let Some(why) = failed {
                refuse(ctx, why);
                continue;
            }
            let (Some(lo), Some(hi)): (Option<Vec<i64>>, Option<Vec<i64>>) =
                (lo.into_iter().collect(), hi.into_iter().collect())
            else {
                // No access executes: nothing to copy.
                continue;
            };
            // Accesses out of the memref's bounds would fault; leave such a memref alone.
            if lo.iter().any(|&l| l < 0) || hi.iter().zip(&shape).any(|(&h, &d)| h >= d) {
                refuse(
                    ctx,
                    "the accessed region exceeds the memref's bounds".into(),
                );
                continue;
            }
            out.push(Plan {
                memref: mr,
                accesses: users,
                lo,
                hi,
                written,
            });
        }
        out
    }

    fn rewrite(&self, m: &mut Module, nest: OpId, plans: &[Plan]) -> Result<(), TransformError> {
        let pos = m.op(nest).pos;
        let err = || TransformError::at(pos, "cannot insert copies around the loop nest");
        let mut bufs = vec![];
        let mut tag: Option<ValueId> = None;
        for p in plans {
            let t = m.value_type(p.memref).clone();
            let elem = t.element_type().cloned().ok_or_else(err)?;
            let ext: Vec<i64> = p.lo.iter().zip(&p.hi).map(|(l, h)| h - l + 1).collect();
            let buf = {
                let mut b = Builder::before(m, nest).ok_or_else(err)?;
                let mut st = OperationState::new("memref.alloc");
                st.set_prop(
                    "operandSegmentSizes",
                    tessera_ir::builder::i32_array(&[0, 0]),
                );
                st.result_types = vec![with_space(ext.clone(), elem, self.fast_space)];
                let a = b.insert(st);
                let buf = b.m.op(a).results[0];
                if self.generate_dma && tag.is_none() {
                    let mut st = OperationState::new("memref.alloc");
                    st.set_prop(
                        "operandSegmentSizes",
                        tessera_ir::builder::i32_array(&[0, 0]),
                    );
                    st.result_types = vec![with_space(vec![1], Type::int(32), self.tag_space)];
                    let a = b.insert(st);
                    tag = Some(b.m.op(a).results[0]);
                }
                buf
            };
            bufs.push(buf);
            // Copy in, before the nest.
            self.copy(m, nest, p, buf, tag, true).ok_or_else(err)?;
        }
        // Rewrite the accesses.
        for (p, &buf) in plans.iter().zip(&bufs) {
            for &op in &p.accesses {
                let at = usize::from(m.op(op).name == "affine.store");
                let Some(map) = m.op(op).attr("map").and_then(Attribute::as_affine_map) else {
                    return Err(err());
                };
                let results: Vec<AffineExpr> = map
                    .results()
                    .iter()
                    .zip(&p.lo)
                    .map(|(e, &l)| e.sub(&AffineExpr::constant(l)))
                    .collect();
                let nm = AffineMap::new(map.num_dims(), map.num_symbols(), results)
                    .map_err(|_| err())?;
                let o = m.op_mut(op);
                o.operands[at] = buf;
                for (k, v) in o.props.iter_mut().chain(o.attrs.iter_mut()) {
                    if k == "map" {
                        *v = Attribute::AffineMap(nm.clone());
                    }
                }
            }
        }
        // Copy out the written boxes, after the nest, then deallocate.
        let block = m.op(nest).parent.ok_or_else(err)?;
        let ops = &m.block(block).ops;
        let next = ops
            .iter()
            .position(|&o| o == nest)
            .and_then(|i| ops.get(i + 1))
            .copied()
            .ok_or_else(err)?;
        for (p, &buf) in plans.iter().zip(&bufs) {
            if p.written {
                self.copy(m, next, p, buf, tag, false).ok_or_else(err)?;
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
    /// buffer) before op `at`: point-wise loops, or DMA transfers of contiguous chunks.
    fn copy(
        &self,
        m: &mut Module,
        at: OpId,
        p: &Plan,
        buf: ValueId,
        tag: Option<ValueId>,
        into_buf: bool,
    ) -> Option<()> {
        let shape: Vec<i64> = m.value_type(p.memref).shape()?.to_vec();
        let r = shape.len();
        let ext: Vec<i64> = p.lo.iter().zip(&p.hi).map(|(l, h)| h - l + 1).collect();
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
        for d in 0..k {
            let mut b = match body {
                None => Builder::before(m, at)?,
                Some(bl) => Builder::before_terminator(m, bl, None),
            };
            let (_, bl, iv) = b.affine_for(
                AffineMap::constant(p.lo[d]),
                vec![],
                AffineMap::constant(p.hi[d] + 1),
                vec![],
                1,
                vec![],
            );
            body = Some(bl);
            ivs.push(iv);
        }
        let nd = ivs.len() as u32;
        let mem_res: Vec<AffineExpr> = (0..r)
            .map(|d| {
                if d < k {
                    AffineExpr::dim(d as u32)
                } else {
                    AffineExpr::constant(p.lo[d])
                }
            })
            .collect();
        let buf_res: Vec<AffineExpr> = (0..r)
            .map(|d| {
                if d < k {
                    AffineExpr::dim(d as u32).sub(&AffineExpr::constant(p.lo[d]))
                } else {
                    AffineExpr::constant(0)
                }
            })
            .collect();
        let mem_map = AffineMap::new(nd, 0, mem_res).ok()?;
        let buf_map = AffineMap::new(nd, 0, buf_res).ok()?;
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
                let stride_ops = if strided {
                    vec![b.index(shape[k + 1..].iter().product()), b.index(chunk)]
                } else {
                    vec![]
                };
                let tag_map = AffineMap::new(0, 1, vec![AffineExpr::symbol(0)]).ok()?;
                let mut st = OperationState::new("affine.dma_start");
                st.operands = vec![src];
                st.operands.extend(&ivs);
                st.operands.push(dst);
                st.operands.extend(&ivs);
                st.operands.push(t);
                st.operands.push(c0);
                st.operands.push(n);
                st.operands.extend(stride_ops);
                st.set_attr("src_map", Attribute::AffineMap(sm));
                st.set_attr("dst_map", Attribute::AffineMap(dm));
                st.set_attr("tag_map", Attribute::AffineMap(tag_map.clone()));
                b.insert(st);
                let mut st = OperationState::new("affine.dma_wait");
                st.operands = vec![t, c0, n];
                st.set_attr("tag_map", Attribute::AffineMap(tag_map));
                b.insert(st);
            }
            _ => {
                let v = b.affine_load(src, sm, ivs.clone());
                b.affine_store(v, dst, dm, ivs);
            }
        }
        Some(())
    }
}

/// Pass constructor for the registry.
pub fn create(o: &PassOptions) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(DataCopyGenerate::from_options(o)?))
}
