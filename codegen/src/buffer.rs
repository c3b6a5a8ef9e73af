//! Memref storage shared by the interpreter and the JIT: a dense, row-major, 8-byte-aligned
//! buffer of one element type, with the checksum and `.npy` export `tessera run` prints.

use std::fmt;

use crate::error::{BufferErrorKind, Error};

/// Element types a [`Buffer`] can hold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ElemType {
    /// `i1`, stored as one byte holding 0 or 1.
    I1,
    /// `i8`
    I8,
    /// `i16`
    I16,
    /// `i32`
    I32,
    /// `i64`
    I64,
    /// `index`, stored as a 64-bit signed integer.
    Index,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

impl ElemType {
    /// Size of one element in bytes.
    pub fn size(self) -> usize {
        match self {
            ElemType::I1 | ElemType::I8 => 1,
            ElemType::I16 => 2,
            ElemType::I32 | ElemType::F32 => 4,
            ElemType::I64 | ElemType::Index | ElemType::F64 => 8,
        }
    }

    /// True for `f32` and `f64`.
    pub fn is_float(self) -> bool {
        matches!(self, ElemType::F32 | ElemType::F64)
    }

    /// The MLIR spelling of the type.
    pub fn mlir_name(self) -> &'static str {
        match self {
            ElemType::I1 => "i1",
            ElemType::I8 => "i8",
            ElemType::I16 => "i16",
            ElemType::I32 => "i32",
            ElemType::I64 => "i64",
            ElemType::Index => "index",
            ElemType::F32 => "f32",
            ElemType::F64 => "f64",
        }
    }

    /// numpy's dtype descriptor for `.npy` headers.
    fn npy_descr(self) -> &'static str {
        match self {
            ElemType::I1 => "|b1",
            ElemType::I8 => "|i1",
            ElemType::I16 => "<i2",
            ElemType::I32 => "<i4",
            ElemType::I64 | ElemType::Index => "<i8",
            ElemType::F32 => "<f4",
            ElemType::F64 => "<f8",
        }
    }
}

impl fmt::Display for ElemType {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.mlir_name())
    }
}

/// Largest buffer [`Buffer::zeroed`] allocates: 16 GiB.
pub const MAX_BUFFER_BYTES: usize = 16 << 30;

/// A dense row-major buffer. Storage is a `Vec<u64>`, so the data pointer is 8-byte aligned for
/// every element type.
#[derive(Clone, PartialEq)]
pub struct Buffer {
    elem: ElemType,
    shape: Vec<usize>,
    len: usize,
    storage: Vec<u64>,
}

impl fmt::Debug for Buffer {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Buffer({:?} x {})", self.shape, self.elem)
    }
}

impl Buffer {
    /// A zero-filled buffer of the given shape (a rank-0 buffer holds one element).
    pub fn zeroed(elem: ElemType, shape: &[usize]) -> Result<Buffer, Error> {
        let too_large = || BufferErrorKind::TooLarge {
            shape: shape.to_vec(),
            elem,
            limit: MAX_BUFFER_BYTES,
        };
        let len = shape
            .iter()
            .try_fold(1usize, |acc, &d| acc.checked_mul(d))
            .ok_or_else(too_large)?;
        let bytes = len.checked_mul(elem.size()).ok_or_else(too_large)?;
        if bytes > MAX_BUFFER_BYTES {
            return Err(too_large().into());
        }
        Ok(Buffer {
            elem,
            shape: shape.to_vec(),
            len,
            storage: vec![0u64; bytes.div_ceil(8)],
        })
    }

    /// Element type.
    pub fn elem(&self) -> ElemType {
        self.elem
    }

    /// Shape.
    pub fn shape(&self) -> &[usize] {
        &self.shape
    }

    /// Number of elements.
    pub fn len(&self) -> usize {
        self.len
    }

    /// True if the buffer holds no element (some dimension is 0).
    pub fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Row-major strides, in elements.
    pub fn strides(&self) -> Vec<usize> {
        let mut strides = vec![1usize; self.shape.len()];
        for i in (0..self.shape.len().saturating_sub(1)).rev() {
            strides[i] = strides[i + 1] * self.shape[i + 1];
        }
        strides
    }

    /// The raw bytes (little-endian elements, row-major).
    pub fn bytes(&self) -> &[u8] {
        &bytemuck::cast_slice(&self.storage)[..self.len * self.elem.size()]
    }

    /// The raw bytes, mutably.
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        let n = self.len * self.elem.size();
        &mut bytemuck::cast_slice_mut(&mut self.storage)[..n]
    }

    /// Pointer to the first element, for native code (8-byte aligned).
    pub fn as_mut_ptr(&mut self) -> *mut u8 {
        self.storage.as_mut_ptr().cast()
    }

    fn check(&self, index: usize) -> Result<usize, BufferErrorKind> {
        if index < self.len {
            Ok(index * self.elem.size())
        } else {
            Err(BufferErrorKind::OutOfBounds {
                index,
                len: self.len,
            })
        }
    }

    /// Element `index` (flat) as `f64`: floats widened, integers converted (`i1` as 0/1).
    pub fn get_f64(&self, index: usize) -> Result<f64, Error> {
        Ok(match self.elem {
            ElemType::F32 => f32::from_bits(self.get_bits(index)? as u32) as f64,
            ElemType::F64 => f64::from_bits(self.get_bits(index)?),
            _ => self.get_int(index)? as f64,
        })
    }

    /// Stores `value` at `index`, converted to the element type (rounded for `f32`, truncated
    /// toward zero and wrapped for integers, as `arith.fptosi` would not; callers storing
    /// integers should use [`Buffer::set_int`]).
    pub fn set_f64(&mut self, index: usize, value: f64) -> Result<(), Error> {
        match self.elem {
            ElemType::F32 => self.set_bits(index, (value as f32).to_bits() as u64),
            ElemType::F64 => self.set_bits(index, value.to_bits()),
            _ => self.set_int(index, value as i64),
        }
    }

    /// Element `index` as a sign-extended integer (`i1` as 0/1; floats are reinterpreted bits).
    pub fn get_int(&self, index: usize) -> Result<i64, Error> {
        let bits = self.get_bits(index)?;
        Ok(match self.elem {
            ElemType::I1 => (bits & 1) as i64,
            ElemType::I8 => bits as u8 as i8 as i64,
            ElemType::I16 => bits as u16 as i16 as i64,
            ElemType::I32 | ElemType::F32 => bits as u32 as i32 as i64,
            ElemType::I64 | ElemType::Index | ElemType::F64 => bits as i64,
        })
    }

    /// Stores an integer, truncated to the element width (`i1` keeps the low bit).
    pub fn set_int(&mut self, index: usize, value: i64) -> Result<(), Error> {
        let v = if self.elem == ElemType::I1 {
            (value & 1) as u64
        } else {
            value as u64
        };
        self.set_bits(index, v)
    }

    /// The raw little-endian bits of element `index`, zero-extended.
    pub fn get_bits(&self, index: usize) -> Result<u64, Error> {
        let at = self.check(index)?;
        let size = self.elem.size();
        let mut word = [0u8; 8];
        word[..size].copy_from_slice(&self.bytes()[at..at + size]);
        Ok(u64::from_le_bytes(word))
    }

    /// Writes the low bytes of `bits` to element `index`.
    pub fn set_bits(&mut self, index: usize, bits: u64) -> Result<(), Error> {
        let at = self.check(index)?;
        let size = self.elem.size();
        self.bytes_mut()[at..at + size].copy_from_slice(&bits.to_le_bytes()[..size]);
        Ok(())
    }

    /// The checksum `tessera run` prints (the PolyBench corpus contract,
    /// tests/corpus/polybench/README.md): `sum over k of a[k] * ((k mod 13) + 1)` over the
    /// row-major flat index, accumulated in `f64` in increasing `k`.
    pub fn checksum(&self) -> f64 {
        let mut sum = 0.0f64;
        for k in 0..self.len {
            let v = self.get_f64(k).unwrap_or(f64::NAN);
            sum += v * ((k % 13) + 1) as f64;
        }
        sum
    }

    /// The buffer as a numpy `.npy` file (format version 1.0, C order).
    pub fn to_npy(&self) -> Vec<u8> {
        let shape = match self.shape.len() {
            0 => "()".to_string(),
            1 => format!("({},)", self.shape[0]),
            _ => format!(
                "({})",
                self.shape
                    .iter()
                    .map(|d| d.to_string())
                    .collect::<Vec<_>>()
                    .join(", ")
            ),
        };
        let mut header = format!(
            "{{'descr': '{}', 'fortran_order': False, 'shape': {}, }}",
            self.elem.npy_descr(),
            shape
        );
        // Magic (6) + version (2) + header length (2) + header, padded to 64 bytes with '\n'.
        let unpadded = 10 + header.len() + 1;
        header.push_str(&" ".repeat((64 - unpadded % 64) % 64));
        header.push('\n');
        let mut out = Vec::with_capacity(10 + header.len() + self.bytes().len());
        out.extend_from_slice(b"\x93NUMPY\x01\x00");
        out.extend_from_slice(&(header.len() as u16).to_le_bytes());
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(self.bytes());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn widths_and_sign_extension() {
        let mut b = Buffer::zeroed(ElemType::I8, &[4]).unwrap();
        b.set_int(1, -3).unwrap();
        b.set_int(2, 300).unwrap(); // wraps to 44
        assert_eq!(b.get_int(1).unwrap(), -3);
        assert_eq!(b.get_int(2).unwrap(), 44);
        assert!(b.get_int(4).is_err());
        let mut f = Buffer::zeroed(ElemType::F32, &[2, 3]).unwrap();
        f.set_f64(5, 1.5).unwrap();
        assert_eq!(f.get_f64(5).unwrap(), 1.5);
        assert_eq!(f.strides(), vec![3, 1]);
    }

    #[test]
    fn checksum_weights_by_position() {
        // Hand derivation: a = [1, 1, ..., 1] (14 elements): weights 1..13 then 1 again.
        let mut b = Buffer::zeroed(ElemType::F64, &[14]).unwrap();
        for k in 0..14 {
            b.set_f64(k, 1.0).unwrap();
        }
        assert_eq!(b.checksum(), (1..=13).sum::<i32>() as f64 + 1.0);
    }

    #[test]
    fn huge_shapes_are_refused() {
        assert!(Buffer::zeroed(ElemType::F64, &[usize::MAX, 2]).is_err());
        assert!(Buffer::zeroed(ElemType::F64, &[1 << 40]).is_err());
    }

    #[test]
    fn npy_header_is_aligned() {
        let b = Buffer::zeroed(ElemType::F64, &[2, 3]).unwrap();
        let npy = b.to_npy();
        let hlen = u16::from_le_bytes([npy[8], npy[9]]) as usize;
        assert_eq!((10 + hlen) % 64, 0);
        assert_eq!(npy.len(), 10 + hlen + 48);
        assert!(std::str::from_utf8(&npy[10..10 + hlen])
            .unwrap()
            .contains("'shape': (2, 3)"));
    }
}
