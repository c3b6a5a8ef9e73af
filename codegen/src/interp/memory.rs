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
        let b = &store.buf;
        let r = match v.elem {
            ElemType::F64 => b.get_bits(flat).map(|x| Val::F64(f64::from_bits(x))),
            ElemType::F32 => b.get_bits(flat).map(|x| Val::F32(f32::from_bits(x as u32))),
            ElemType::I1 => b.get_int(flat).map(|x| Val::Int(sext(x, 1))),
            _ => b.get_int(flat).map(Val::Int),
        };
        r.map_err(|_| MemError::OutOfBounds {
            indices: indices.to_vec(),
            sizes: v.sizes.clone(),
        })
    }

    /// Writes element `flat` of the view's buffer.
    pub(crate) fn write(&mut self, v: &View, flat: usize, val: &Val) -> Result<(), MemError> {
        let store = self.stores.get_mut(v.store).ok_or(MemError::Freed)?;
        let r = match (v.elem, val) {
            (ElemType::F64, Val::F64(x)) => store.buf.set_bits(flat, x.to_bits()),
            (ElemType::F32, Val::F32(x)) => store.buf.set_bits(flat, u64::from(x.to_bits())),
            (e, Val::Int(x)) if !e.is_float() => store.buf.set_int(flat, *x),
            _ => return Err(MemError::Kind),
        };
        r.map_err(|_| MemError::OutOfBounds {
            indices: vec![],
            sizes: v.sizes.clone(),
        })?;
        if let Some(bits) = &mut store.init {
            if let Some(w) = bits.get_mut(flat / 64) {
                *w |= 1 << (flat % 64);
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
