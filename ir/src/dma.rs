//! Typed views of the DMA operations (`affine.dma_start`/`dma_wait` and the
//! `memref.dma_start`/`dma_wait` that `-lower-affine` makes of them), and the transfer
//! semantics every executor and the dependence analysis share.
//!
//! # Semantics
//!
//! `dma_start %src[s], %dst[d], %tag[t], %n [, %stride, %per_stride]` copies `%n` elements.
//! Element `e` (`0 <= e < n`) is read at linear position `lin(s) + src_off(e)` of the source
//! and written at `lin(d) + dst_off(e)` of the destination, where `lin` is the row-major
//! linearisation over the memref's (view's) own sizes, and a position is mapped back to the
//! indices `c` with `lin(c) = position, 0 <= c_k < size_k` (a position outside
//! `[0, product of sizes)` is an out-of-bounds fault). Without strides both offsets are `e`.
//! With `%stride` and `%per_stride` (as MLIR's documentation says: chunks of `per_stride`
//! elements every `stride` elements of the *slower* memory space, the one with the lower
//! memory space number; on equal numbers, the source) the strided side's offset is
//! `(e floordiv per_stride) * stride + e mod per_stride` and the other side's is `e`.
//! `n` must be non-negative, `stride` and `per_stride` positive and `n` a multiple of
//! `per_stride`; anything else is a fault. All elements are read before any is written (a
//! transfer within one buffer behaves as a copy through a temporary).
//!
//! The transfer is synchronous: `dma_start` completes the copy and then writes `n` to the
//! tag element (an integer or index memref); `dma_wait` reads the tag element (a load: out of
//! bounds or, in the interpreter, never written are faults) and does nothing else.

use tessera_polyhedral::affine::AffineMap;

use crate::module::{Module, OpId, ValueId};
use crate::types::Type;

/// One memref operand of a DMA op: the memref, its index operands and, for the affine form,
/// the map applied to them (`None`: the operands are the indices).
#[derive(Debug, Clone)]
pub struct DmaAccess<'m> {
    /// The memref.
    pub memref: ValueId,
    /// The map's operands (affine form) or the indices (memref form).
    pub operands: &'m [ValueId],
    /// The access map of the affine form.
    pub map: Option<&'m AffineMap>,
}

/// One of the three accesses of a `dma_start`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum DmaPart {
    /// The source.
    Src,
    /// The destination.
    Dst,
    /// The tag.
    Tag,
}

impl DmaPart {
    /// The attribute holding the access map in the affine form (`src_map`, `dst_map`,
    /// `tag_map`).
    pub fn map_name(self) -> &'static str {
        match self {
            DmaPart::Src => "src_map",
            DmaPart::Dst => "dst_map",
            DmaPart::Tag => "tag_map",
        }
    }
}

/// A `dma_start` of either dialect.
#[derive(Debug, Clone)]
pub struct DmaStart<'m> {
    /// The source.
    pub src: DmaAccess<'m>,
    /// The destination.
    pub dst: DmaAccess<'m>,
    /// The tag.
    pub tag: DmaAccess<'m>,
    /// The number of elements.
    pub num: ValueId,
    /// `(stride, elements per stride)`, if given.
    pub stride: Option<(ValueId, ValueId)>,
}

/// A `dma_wait` of either dialect.
#[derive(Debug, Clone)]
pub struct DmaWait<'m> {
    /// The tag.
    pub tag: DmaAccess<'m>,
    /// The number of elements.
    pub num: ValueId,
}

fn rank(m: &Module, v: ValueId) -> Option<usize> {
    match m.value_type(v) {
        Type::MemRef { shape, .. } => Some(shape.len()),
        _ => None,
    }
}

fn map<'m>(m: &'m Module, op: OpId, name: &str) -> Option<&'m AffineMap> {
    m.op(op).attr(name)?.as_affine_map()
}

impl<'m> DmaStart<'m> {
    /// The view of `op` if it is a well-formed `affine.dma_start` or `memref.dma_start`.
    pub fn wrap(m: &'m Module, op: OpId) -> Option<DmaStart<'m>> {
        let o = m.op(op);
        let ops = o.operands.as_slice();
        let (src, dst, tag, rest) = match o.name.as_str() {
            "affine.dma_start" => {
                let mut rest = ops;
                let mut parts = vec![];
                for name in ["src_map", "dst_map", "tag_map"] {
                    let mp = map(m, op, name)?;
                    let (&mem, tail) = rest.split_first()?;
                    let n = mp.num_inputs() as usize;
                    parts.push(DmaAccess {
                        memref: mem,
                        operands: tail.get(..n)?,
                        map: Some(mp),
                    });
                    rest = tail.get(n..)?;
                }
                let tag = parts.pop()?;
                let dst = parts.pop()?;
                let src = parts.pop()?;
                (src, dst, tag, rest)
            }
            "memref.dma_start" => {
                let s = *ops.first()?;
                let sr = rank(m, s)?;
                let d = *ops.get(1 + sr)?;
                let dr = rank(m, d)?;
                let n = *ops.get(2 + sr + dr)?;
                let t = *ops.get(3 + sr + dr)?;
                let tr = rank(m, t)?;
                let base = 4 + sr + dr;
                let acc = |memref, operands| DmaAccess {
                    memref,
                    operands,
                    map: None,
                };
                let stride = match ops.get(base + tr..)? {
                    [] => None,
                    [a, b] => Some((*a, *b)),
                    _ => return None,
                };
                return Some(DmaStart {
                    src: acc(s, ops.get(1..1 + sr)?),
                    dst: acc(d, ops.get(2 + sr..2 + sr + dr)?),
                    tag: acc(t, ops.get(base..base + tr)?),
                    num: n,
                    stride,
                });
            }
            _ => return None,
        };
        let (num, stride) = match rest {
            [n] => (*n, None),
            [n, a, b] => (*n, Some((*a, *b))),
            _ => return None,
        };
        Some(DmaStart {
            src,
            dst,
            tag,
            num,
            stride,
        })
    }

    /// The access `part`.
    pub fn access(&self, part: DmaPart) -> &DmaAccess<'m> {
        match part {
            DmaPart::Src => &self.src,
            DmaPart::Dst => &self.dst,
            DmaPart::Tag => &self.tag,
        }
    }

    /// Whether the strides apply to the source (`true`) or the destination: the side in the
    /// slower (lower-numbered) memory space, the source on a tie. `None` if a memory space is
    /// not an integer.
    pub fn stride_on_source(&self, m: &Module) -> Option<bool> {
        let s = memory_space_id(m.value_type(self.src.memref))?;
        let d = memory_space_id(m.value_type(self.dst.memref))?;
        Some(s <= d)
    }
}

impl<'m> DmaWait<'m> {
    /// The view of `op` if it is a well-formed `affine.dma_wait` or `memref.dma_wait`.
    pub fn wrap(m: &'m Module, op: OpId) -> Option<DmaWait<'m>> {
        let o = m.op(op);
        let (&tag, rest) = o.operands.split_first()?;
        let (&num, idx) = rest.split_last()?;
        let mp = match o.name.as_str() {
            "affine.dma_wait" => {
                let mp = map(m, op, "tag_map")?;
                if mp.num_inputs() as usize != idx.len() {
                    return None;
                }
                Some(mp)
            }
            "memref.dma_wait" => {
                if rank(m, tag)? != idx.len() {
                    return None;
                }
                None
            }
            _ => return None,
        };
        Some(DmaWait {
            tag: DmaAccess {
                memref: tag,
                operands: idx,
                map: mp,
            },
            num,
        })
    }
}

/// The memory space number of a memref type: 0 for the default space, the value of an
/// integer memory space attribute; `None` for any other attribute or type.
pub fn memory_space_id(t: &Type) -> Option<i128> {
    match t {
        Type::MemRef { memory_space, .. } | Type::UnrankedMemRef { memory_space, .. } => {
            match memory_space {
                None => Some(0),
                Some(a) => a.as_int(),
            }
        }
        _ => None,
    }
}

/// Why a transfer cannot run.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum DmaFault {
    /// A negative element count.
    NegativeCount(i64),
    /// A non-positive stride or number of elements per stride.
    BadStride(i64, i64),
    /// The count is not a multiple of the elements per stride.
    NotMultiple(i64, i64),
    /// Element `elem` falls at linear position `pos` outside the source (`src`) or the
    /// destination memref of the given shape.
    OutOfBounds {
        /// Source (`true`) or destination.
        src: bool,
        /// The element number.
        elem: i64,
        /// Its linear position.
        pos: i128,
        /// The memref's sizes.
        sizes: Vec<i64>,
    },
}

impl std::fmt::Display for DmaFault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DmaFault::NegativeCount(n) => write!(f, "DMA of a negative number of elements ({n})"),
            DmaFault::BadStride(s, k) => write!(
                f,
                "DMA stride ({s}) and elements per stride ({k}) must be positive"
            ),
            DmaFault::NotMultiple(n, k) => write!(
                f,
                "DMA of {n} elements, not a multiple of the elements per stride ({k})"
            ),
            DmaFault::OutOfBounds {
                src,
                elem,
                pos,
                sizes,
            } => write!(
                f,
                "DMA out of bounds: element {elem} at linear position {pos} of the {} memref of shape {sizes:?}",
                if *src { "source" } else { "destination" }
            ),
        }
    }
}

/// The transfer parameters of one execution of a `dma_start`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Transfer {
    /// Number of elements.
    pub num: i64,
    /// `(stride, elements per stride)`.
    pub stride: Option<(i64, i64)>,
    /// The strides apply to the source (else to the destination).
    pub stride_on_source: bool,
}

impl Transfer {
    /// Checks the counts.
    pub fn check(&self) -> Result<(), DmaFault> {
        if self.num < 0 {
            return Err(DmaFault::NegativeCount(self.num));
        }
        if let Some((s, k)) = self.stride {
            if s <= 0 || k <= 0 {
                return Err(DmaFault::BadStride(s, k));
            }
            if self.num % k != 0 {
                return Err(DmaFault::NotMultiple(self.num, k));
            }
        }
        Ok(())
    }

    /// The offsets of element `e` from the source's and the destination's start position.
    pub fn offsets(&self, e: i64) -> (i128, i128) {
        let e128 = i128::from(e);
        let strided = match self.stride {
            Some((s, k)) => i128::from(e / k) * i128::from(s) + i128::from(e % k),
            None => e128,
        };
        if self.stride.is_none() {
            (e128, e128)
        } else if self.stride_on_source {
            (strided, e128)
        } else {
            (e128, strided)
        }
    }
}

/// The row-major linear position of `idx` over `sizes` (the indices need not be in bounds).
pub fn linear_position(idx: &[i64], sizes: &[i64]) -> i128 {
    let mut p: i128 = 0;
    for (&i, &s) in idx.iter().zip(sizes) {
        p = p
            .saturating_mul(i128::from(s))
            .saturating_add(i128::from(i));
    }
    p
}

/// The indices of linear position `pos` over `sizes`, if `0 <= pos < product of sizes`.
pub fn delinearize(pos: i128, sizes: &[i64]) -> Option<Vec<i64>> {
    let total = sizes
        .iter()
        .try_fold(1i128, |a, &s| a.checked_mul(i128::from(s.max(0))))?;
    if pos < 0 || pos >= total {
        return None;
    }
    let mut out = vec![0i64; sizes.len()];
    let mut rest = pos;
    for (k, &s) in sizes.iter().enumerate().rev() {
        let s = i128::from(s);
        out[k] = i64::try_from(rest % s).ok()?;
        rest /= s;
    }
    Some(out)
}

/// The source and destination indices of one transferred element.
pub type CellPair = (Vec<i64>, Vec<i64>);

/// Every element of a transfer as (source indices, destination indices), in element order,
/// or the first fault (counts, then the first element out of bounds on either side).
pub fn transfer_cells(
    t: &Transfer,
    src_sizes: &[i64],
    src_start: &[i64],
    dst_sizes: &[i64],
    dst_start: &[i64],
) -> Result<Vec<CellPair>, DmaFault> {
    t.check()?;
    let (ls, ld) = (
        linear_position(src_start, src_sizes),
        linear_position(dst_start, dst_sizes),
    );
    let mut out = vec![];
    for e in 0..t.num {
        let (os, od) = t.offsets(e);
        let (ps, pd) = (ls.saturating_add(os), ld.saturating_add(od));
        let oob = |src: bool, pos: i128, sizes: &[i64]| DmaFault::OutOfBounds {
            src,
            elem: e,
            pos,
            sizes: sizes.to_vec(),
        };
        let s = delinearize(ps, src_sizes).ok_or_else(|| oob(true, ps, src_sizes))?;
        let d = delinearize(pd, dst_sizes).ok_or_else(|| oob(false, pd, dst_sizes))?;
        out.push((s, d));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn strided_transfer_cells() {
        // 4 elements, chunks of 2 every 5 source elements: source offsets 0,1,5,6.
        let t = Transfer {
            num: 4,
            stride: Some((5, 2)),
            stride_on_source: true,
        };
        let c = transfer_cells(&t, &[3, 4], &[0, 1], &[8], &[2]).unwrap();
        let src: Vec<Vec<i64>> = c.iter().map(|x| x.0.clone()).collect();
        let dst: Vec<Vec<i64>> = c.iter().map(|x| x.1.clone()).collect();
        // start 1: positions 1, 2, 6, 7 of a 3x4.
        assert_eq!(src, vec![vec![0, 1], vec![0, 2], vec![1, 2], vec![1, 3]]);
        assert_eq!(dst, vec![vec![2], vec![3], vec![4], vec![5]]);
        let bad = Transfer {
            num: 3,
            ..t.clone()
        };
        assert_eq!(bad.check(), Err(DmaFault::NotMultiple(3, 2)));
        let far = transfer_cells(&t, &[3, 4], &[2, 0], &[8], &[0]);
        assert!(matches!(
            far,
            Err(DmaFault::OutOfBounds {
                src: true,
                elem: 2,
                pos: 13,
                ..
            })
        ));
    }
}
