//! Memref storage of the interpreter: buffers with optional initialisation bits, and views
//! (buffer + offset + sizes + strides) over them.

use crate::buffer::{Buffer, ElemType};

use super::scalar::{sext, Val};

/// A strided view of a buffer.
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct View {
    /// Index of the buffer in [`Memory::stores`].
    pub(crate) store: usize,
    /// Element type.
    pub(crate) elem: ElemType,
    /// Offset of element `[0, ..., 0]`, in elements.
    pub(crate) offset: i64,
    /// Sizes.
    pub(crate) sizes: Vec<i64>,
    /// Strides, in elements.
    pub(crate) strides: Vec<i64>,
}

impl View {
    /// A row-major view of a whole buffer.
    pub(crate) fn whole(store: usize, buf: &Buffer) -> View {
        View {
            store,
            elem: buf.elem(),
            offset: 0,
            sizes: buf.shape().iter().map(|&d| d as i64).collect(),
            strides: buf.strides().iter().map(|&s| s as i64).collect(),
        }
    }
}

/// Why a memory access failed.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum MemError {
    /// Index `index` of dimension `dim` outside `[0, size)`.
    OutOfBounds { indices: Vec<i64>, sizes: Vec<i64> },
    /// The element was never written.
    Uninit { indices: Vec<i64> },
    /// The buffer was deallocated.
    Freed,
    /// Value kind does not match the element type.
    Kind,
}

/// One buffer and its bookkeeping.
#[derive(Debug)]
pub(crate) struct Store {
    pub(crate) buf: Buffer,
    /// One bit per element, when reads of unwritten elements are errors.
    pub(crate) init: Option<Vec<u64>>,
    pub(crate) live: bool,
}

/// All buffers of one execution.
#[derive(Debug, Default)]
pub(crate) struct Memory {
    pub(crate) stores: Vec<Store>,
}

impl Memory {
    /// Adds a buffer; `track_init` makes reads of unwritten elements errors.
    pub(crate) fn add(&mut self, buf: Buffer, track_init: bool) -> usize {
        let init = track_init.then(|| vec![0u64; buf.len().div_ceil(64)]);
        self.stores.push(Store {
            buf,
            init,
            live: true,
        });
        self.stores.len() - 1
    }

    /// The flat element index of `indices` in `v`, checked against the view's sizes and the
    /// buffer's extent.
    pub(crate) fn locate(&self, v: &View, indices: &[i64]) -> Result<usize, MemError> {
        let oob = || MemError::OutOfBounds {
            indices: indices.to_vec(),
            sizes: v.sizes.clone(),
        };
        if indices.len() != v.sizes.len() {
            return Err(oob());
        }
        let mut lin = v.offset;
        for ((&i, &s), &st) in indices.iter().zip(&v.sizes).zip(&v.strides) {
            if i < 0 || i >= s {
                return Err(oob());
            }
            lin = i
                .checked_mul(st)
                .and_then(|x| x.checked_add(lin))
                .ok_or_else(oob)?;
        }
        let store = self.stores.get(v.store).ok_or(MemError::Freed)?;
        if !store.live {
            return Err(MemError::Freed);
        }
        usize::try_from(lin)
            .ok()
            .filter(|&l| l < store.buf.len())
            .ok_or_else(oob)
    }

    /// Reads element `flat` of the view's buffer (`indices` only for messages).
    pub(crate) fn read(&self, v: &View, flat: usize, indices: &[i64]) -> Result<Val, MemError> {
        let store = self.stores.get(v.store).ok_or(MemError::Freed)?;
        if let Some(bits) = &store.init {
            let set = bits
                .get(flat / 64)
                .is_some_and(|w| w & (1 << (flat % 64)) != 0);
            if !set {
                return Err(MemError::Uninit {
                    indices: indices.to_vec(),
                });
            }
        }
        let bytes = store.buf.bytes();
        let oob = || MemError::OutOfBounds {
            indices: indices.to_vec(),
            sizes: v.sizes.clone(),
        };
        let size = v.elem.size();
        let at = flat.checked_mul(size).ok_or_else(oob)?;
        let raw = bytes.get(at..at + size).ok_or_else(oob)?;
        Ok(match v.elem {
            ElemType::F64 => Val::F64(f64::from_le_bytes(raw.try_into().map_err(|_| oob())?)),
            ElemType::F32 => Val::F32(f32::from_le_bytes(raw.try_into().map_err(|_| oob())?)),
            ElemType::I64 | ElemType::Index => {
                Val::Int(i64::from_le_bytes(raw.try_into().map_err(|_| oob())?))
            }
            ElemType::I32 => Val::Int(i64::from(i32::from_le_bytes(
                raw.try_into().map_err(|_| oob())?,
            ))),
            ElemType::I16 => Val::Int(i64::from(i16::from_le_bytes(
                raw.try_into().map_err(|_| oob())?,
            ))),
            ElemType::I8 => Val::Int(i64::from(raw[0] as i8)),
            ElemType::I1 => Val::Int(sext(i64::from(raw[0] & 1), 1)),
        })
    }

    /// Writes element `flat` of the view's buffer.
    pub(crate) fn write(&mut self, v: &View, flat: usize, val: &Val) -> Result<(), MemError> {
        let store = self.stores.get_mut(v.store).ok_or(MemError::Freed)?;
        let size = v.elem.size();
        let oob = || MemError::OutOfBounds {
            indices: vec![],
            sizes: v.sizes.clone(),
        };
        let at = flat.checked_mul(size).ok_or_else(oob)?;
        let dst = store
            .buf
            .bytes_mut()
            .get_mut(at..at + size)
            .ok_or_else(oob)?;
        match (v.elem, val) {
            (ElemType::F64, Val::F64(x)) => dst.copy_from_slice(&x.to_le_bytes()),
            (ElemType::F32, Val::F32(x)) => dst.copy_from_slice(&x.to_le_bytes()),
            (ElemType::I64 | ElemType::Index, Val::Int(x)) => dst.copy_from_slice(&x.to_le_bytes()),
            (ElemType::I32, Val::Int(x)) => dst.copy_from_slice(&(*x as i32).to_le_bytes()),
            (ElemType::I16, Val::Int(x)) => dst.copy_from_slice(&(*x as i16).to_le_bytes()),
            (ElemType::I8, Val::Int(x)) => dst[0] = *x as u8,
            (ElemType::I1, Val::Int(x)) => dst[0] = (*x & 1) as u8,
            _ => return Err(MemError::Kind),
        }
        if let Some(bits) = &mut store.init {
            if let Some(w) = bits.get_mut(flat / 64) {
                *w |= 1 << (flat % 64);
            }
        }
        Ok(())
    }
    /// Every element index of `sizes`, row-major.
    fn each_index(
        sizes: &[i64],
        mut f: impl FnMut(&[i64]) -> Result<(), MemError>,
    ) -> Result<(), MemError> {
        if sizes.iter().any(|&s| s <= 0) {
            return Ok(());
        }
        let mut idx = vec![0i64; sizes.len()];
        loop {
            f(&idx)?;
            let mut d = sizes.len();
            loop {
                if d == 0 {
                    return Ok(());
                }
                d -= 1;
                idx[d] += 1;
                if idx[d] < sizes[d] {
                    break;
                }
                idx[d] = 0;
            }
        }
    }

    /// A row-major copy of the elements of view `v` (unwritten elements copied as stored).
    pub(crate) fn copy_out(&self, v: &View) -> Result<Buffer, MemError> {
        let shape: Vec<usize> = v.sizes.iter().map(|&s| s.max(0) as usize).collect();
        let mut out = Buffer::zeroed(v.elem, &shape).map_err(|_| MemError::Freed)?;
        let size = v.elem.size();
        let mut k = 0usize;
        Self::each_index(&v.sizes, |idx| {
            let flat = self.locate(v, idx)?;
            let src = self.stores[v.store].buf.bytes();
            let (a, b) = (flat * size, k * size);
            out.bytes_mut()[b..b + size].copy_from_slice(&src[a..a + size]);
            k += 1;
            Ok(())
        })?;
        Ok(out)
    }

    /// Writes the row-major elements of `b` back into view `v` (all of them become written).
    pub(crate) fn copy_in(&mut self, v: &View, b: &Buffer) -> Result<(), MemError> {
        let size = v.elem.size();
        let same_shape = b.shape().len() == v.sizes.len()
            && b.shape()
                .iter()
                .zip(&v.sizes)
                .all(|(&n, &s)| i64::try_from(n).ok() == Some(s.max(0)));
        if b.elem() != v.elem || !same_shape {
            return Err(MemError::Kind);
        }
        let mut flats = vec![];
        Self::each_index(&v.sizes, |idx| {
            flats.push(self.locate(v, idx)?);
            Ok(())
        })?;
        let store = self.stores.get_mut(v.store).ok_or(MemError::Freed)?;
        for (k, flat) in flats.into_iter().enumerate() {
            let (a, src) = (flat * size, k * size);
            store.buf.bytes_mut()[a..a + size].copy_from_slice(&b.bytes()[src..src + size]);
            if let Some(bits) = &mut store.init {
                if let Some(w) = bits.get_mut(flat / 64) {
                    *w |= 1 << (flat % 64);
                }
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn views_check_bounds_and_init() {
        let mut mem = Memory::default();
        let buf = Buffer::zeroed(ElemType::F64, &[3, 4]).unwrap();
        let s = mem.add(buf, true);
        let whole = View::whole(s, &mem.stores[s].buf);
        // A 2x2 subview at offset (1, 1): element [1, 1] of it is [2, 2] = flat 10.
        let sub = View {
            offset: 5,
            sizes: vec![2, 2],
            ..whole.clone()
        };
        assert_eq!(mem.locate(&sub, &[1, 1]), Ok(10));
        assert!(mem.locate(&sub, &[2, 0]).is_err());
        assert!(mem.locate(&whole, &[0, 4]).is_err());
        assert!(matches!(
            mem.read(&whole, 10, &[2, 2]),
            Err(MemError::Uninit { .. })
        ));
        mem.write(&sub, 10, &Val::F64(2.5)).unwrap();
        assert!(matches!(mem.read(&whole, 10, &[2, 2]), Ok(Val::F64(x)) if x == 2.5));
    }
}
