//! The hexadecimal form of dense elements (`dense<"0x...">`): MLIR's raw little-endian storage,
//! one element after another in `ceil(width / 8)` bytes (complex: real then imaginary part), and
//! `i1` elements packed eight per byte. mlir-opt prints elements attributes with more than
//! [`HEX_THRESHOLD`] elements in this form.

use crate::attrs::{DenseData, ElemValue, FloatValue};
use crate::types::{FloatKind, Type};

/// Element counts above this are printed in hexadecimal (mlir-opt's default).
pub const HEX_THRESHOLD: usize = 100;

fn scalar_bytes(t: &Type) -> Option<usize> {
    match t {
        Type::Index => Some(8),
        Type::Integer { width, .. } if *width > 1 && *width <= 128 => {
            Some((*width as usize).div_ceil(8))
        }
        Type::Float(k @ (FloatKind::F16 | FloatKind::BF16 | FloatKind::F32 | FloatKind::F64)) => {
            Some(k.width() as usize / 8)
        }
        _ => None,
    }
}

fn decode_scalar(b: &[u8], t: &Type) -> Option<ElemValue> {
    let mut raw = [0u8; 16];
    raw.get_mut(..b.len())?.copy_from_slice(b);
    let u = u128::from_le_bytes(raw);
    match t {
        Type::Float(_) => Some(ElemValue::Float(FloatValue::Bits(u))),
        Type::Index => Some(ElemValue::Int(u as u64 as i64 as i128)),
        Type::Integer { width, signedness } => {
            let w = *width;
            if *signedness == crate::types::Signedness::Unsigned || w >= 128 {
                Some(ElemValue::Int(u as i128))
            } else {
                let sh = 128 - w;
                Some(ElemValue::Int(((u << sh) as i128) >> sh))
            }
        }
        _ => None,
    }
}

fn encode_scalar(out: &mut String, v: &ElemValue, t: &Type) -> Option<()> {
    let n = scalar_bytes(t)?;
    let u: u128 = match v {
        ElemValue::Int(i) => *i as u128,
        ElemValue::Float(FloatValue::Bits(b)) => *b,
        _ => return None,
    };
    for byte in u.to_le_bytes().iter().take(n) {
        out.push_str(&format!("{byte:02X}"));
    }
    Some(())
}

/// Decodes `0x...` for a shaped type into elements (or a splat when the blob holds exactly one
/// element); `None` if the element type or the size does not fit.
pub fn decode(hex: &str, ty: &Type) -> Option<DenseData> {
    let digits = hex.strip_prefix("0x")?;
    let bytes: Vec<u8> = (0..digits.len() / 2)
        .map(|i| {
            digits
                .get(2 * i..2 * i + 2)
                .and_then(|h| u8::from_str_radix(h, 16).ok())
        })
        .collect::<Option<_>>()?;
    let elem = ty.element_type()?;
    let count = usize::try_from(ty.shape()?.iter().product::<i64>()).ok()?;
    if *elem == Type::i1() {
        if bytes.len() == 1 && count != 1 {
            return Some(DenseData::Splat(ElemValue::Bool(bytes[0] != 0)));
        }
        if bytes.len() != count.div_ceil(8) {
            return None;
        }
        let vals = (0..count)
            .map(|i| ElemValue::Bool(bytes[i / 8] >> (i % 8) & 1 == 1))
            .collect();
        return Some(DenseData::Elements(vals));
    }
    let (inner, parts) = match elem {
        Type::Complex(e) => (&**e, 2),
        e => (e, 1),
    };
    let s = scalar_bytes(inner)?;
    let one = |chunk: &[u8]| -> Option<ElemValue> {
        if parts == 1 {
            return decode_scalar(chunk, inner);
        }
        let re = decode_scalar(chunk.get(..s)?, inner)?;
        let im = decode_scalar(chunk.get(s..)?, inner)?;
        Some(ElemValue::Complex(Box::new(re), Box::new(im)))
    };
    let es = s * parts;
    if bytes.len() == es && count != 1 {
        return Some(DenseData::Splat(one(&bytes)?));
    }
    if bytes.len() != es * count {
        return None;
    }
    let vals = bytes.chunks(es).map(one).collect::<Option<Vec<_>>>()?;
    Some(DenseData::Elements(vals))
}

/// Encodes elements of type `elem` as `0x...`; `None` for element kinds without a raw form.
pub fn encode(vals: &[ElemValue], elem: &Type) -> Option<String> {
    let mut out = String::from("0x");
    if *elem == Type::i1() {
        let mut bytes = vec![0u8; vals.len().div_ceil(8)];
        for (i, v) in vals.iter().enumerate() {
            let ElemValue::Bool(b) = v else { return None };
            if *b {
                bytes[i / 8] |= 1 << (i % 8);
            }
        }
        for b in bytes {
            out.push_str(&format!("{b:02X}"));
        }
        return Some(out);
    }
    for v in vals {
        match (v, elem) {
            (ElemValue::Complex(re, im), Type::Complex(inner)) => {
                encode_scalar(&mut out, re, inner)?;
                encode_scalar(&mut out, im, inner)?;
            }
            (v, t) => encode_scalar(&mut out, v, t)?,
        }
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tensor(n: i64, elem: Type) -> Type {
        Type::RankedTensor {
            shape: vec![n],
            elem: Box::new(elem),
            encoding: None,
        }
    }

    // Expected blobs are what mlir-opt 22 prints for these constants.
    #[test]
    fn matches_mlir_opt_blobs() {
        let vals: Vec<ElemValue> = (0..101).map(|i| ElemValue::Bool(i % 3 != 0)).collect();
        assert_eq!(
            encode(&vals, &Type::i1()).as_deref(),
            Some("0xB66DDBB66DDBB66DDBB66DDB16")
        );
        let ints: Vec<ElemValue> = (0..3).map(ElemValue::Int).collect();
        assert_eq!(
            encode(&ints, &Type::int(32)).as_deref(),
            Some("0x000000000100000002000000")
        );
        let t = tensor(3, Type::int(32));
        assert_eq!(
            decode("0x000000000100000002000000", &t),
            Some(DenseData::Elements(ints))
        );
        assert_eq!(
            decode("0xFFFFFFFF", &t),
            Some(DenseData::Splat(ElemValue::Int(-1)))
        );
        assert_eq!(decode("0x0000", &t), None);
    }
}
