//! The oracle's scalar values: integers of any width (wrapped as the IR's types do), floats,
//! their comparisons, constants, and the initial contents of memory cells.

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

/// `arith.cmpi` predicate `p` (eq, ne, slt, sle, sgt, sge, ult, ule, ugt, uge) on `w`-bit
/// values.
pub(super) fn cmpi(p: i128, a: i64, b: i64, w: u32) -> bool {
    let z = |x: i64| -> u128 {
        if w >= 64 {
            x as u64 as u128
        } else {
            (x as u128) & ((1u128 << w) - 1)
        }
    };
    let (ua, ub) = (z(a), z(b));
    match p {
        0 => a == b,
        1 => a != b,
        2 => a < b,
        3 => a <= b,
        4 => a > b,
        5 => a >= b,
        6 => ua < ub,
        7 => ua <= ub,
        8 => ua > ub,
        _ => ua >= ub,
    }
}

/// `arith.cmpf` predicate `p` (false, oeq, ogt, oge, olt, ole, one, ord, ueq, ugt, uge, ult,
/// ule, une, uno, true).
pub(super) fn cmpf(p: i128, a: f64, b: f64) -> bool {
    let uno = a.is_nan() || b.is_nan();
    match p {
        0 => false,
        1 => !uno && a == b,
        2 => !uno && a > b,
        3 => !uno && a >= b,
        4 => !uno && a < b,
        5 => !uno && a <= b,
        6 => !uno && a != b,
        7 => !uno,
        8 => uno || a == b,
        9 => uno || a > b,
        10 => uno || a >= b,
        11 => uno || a < b,
        12 => uno || a <= b,
        13 => uno || a != b,
        14 => uno,
        _ => true,
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
