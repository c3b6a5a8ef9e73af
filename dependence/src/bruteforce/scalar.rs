//! The oracle's scalar values: integers of any width (wrapped as the IR's types do), floats,
//! constants, and the initial contents of memory cells (comparisons are the arith dialect's
//! `arith_cmpi` / `arith_cmpf`, shared with the interpreter).

use super::*;

/// A value held in memory.
#[derive(Debug, Clone, Copy)]
pub(super) enum Scalar {
    /// An integer (any width, sign-extended).
    Int(i64),
    /// A float.
    Float(f64),
}

/// The initial value of `cell` of memref `mr` (element type `ty`): a fixed hash of both, small
/// non-negative integers (usable as indices) or multiples of 1/2 in `[0, 4)`.
pub(super) fn initial_value(mr: ValueId, cell: &[i64], ty: &tessera_ir::Type) -> Scalar {
    let mut h: u64 =
        0x9e37_79b9_7f4a_7c15 ^ (mr.index() as u64).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    for &c in cell {
        h = (h ^ c as u64).wrapping_mul(0x94d0_49bb_1331_11eb);
        h ^= h >> 31;
    }
    let k = (h >> 7) % 8;
    if ty.is_float() {
        Scalar::Float(k as f64 * 0.5)
    } else {
        Scalar::Int(k as i64)
    }
}

/// `v` wrapped to a signed integer of `w` bits (`w` of 64 or more: unchanged).
pub(super) fn wrap(v: i128, w: u32) -> Option<i64> {
    if w >= 64 {
        return i64::try_from(v).ok();
    }
    let m = 1i128 << w;
    let mut r = v.rem_euclid(m);
    if r >= m / 2 {
        r -= m;
    }
    i64::try_from(r).ok()
}

/// `x / y` rounded towards negative infinity (`y` not zero).
pub(super) fn floor_div(x: i128, y: i128) -> i128 {
    let q = x / y;
    if x % y != 0 && ((x < 0) != (y < 0)) {
        q - 1
    } else {
        q
    }
}

/// The bit width of an integer type (`i1` is 1), 64 for `index`.
pub(super) fn int_width(t: &tessera_ir::Type) -> u32 {
    match t {
        tessera_ir::Type::Integer { width, .. } => *width,
        _ => 64,
    }
}

/// The value of a float constant attribute (`f64`, `f32`, or a decimal literal).
pub(super) fn float_const(a: &Attribute) -> Option<f64> {
    let Attribute::Float { value, ty } = a else {
        return None;
    };
    match (value, ty.int_or_float_width()?) {
        (tessera_ir::FloatValue::Bits(b), 64) => Some(f64::from_bits(*b as u64)),
        (tessera_ir::FloatValue::Bits(b), 32) => Some(f64::from(f32::from_bits(*b as u32))),
        (tessera_ir::FloatValue::Decimal(d), _) => d.parse().ok(),
        _ => None,
    }
}
