//! Float attribute values: parsing literals into bit patterns and printing them exactly as
//! MLIR's `AsmPrinter` does (shortest `%e`-style form that round-trips, else LLVM's default
//! `APFloat::toString` form, else the hexadecimal bit pattern).

use crate::attrs::FloatValue;
use crate::types::FloatKind;

/// Exponent and mantissa widths of the formats converted through `f64`.
fn layout(kind: FloatKind) -> Option<(u32, u32)> {
    match kind {
        FloatKind::F16 => Some((5, 10)),
        FloatKind::BF16 => Some((8, 7)),
        FloatKind::F32 => Some((8, 23)),
        FloatKind::F64 => Some((11, 52)),
        _ => None,
    }
}

/// Rounds `x` to the nearest value of a binary format with `eb` exponent and `mb` mantissa bits
/// (ties to even) and returns its bit pattern.
fn f64_to_bits(x: f64, eb: u32, mb: u32) -> u64 {
    if eb == 11 {
        return x.to_bits();
    }
    if eb == 8 && mb == 23 {
        return (x as f32).to_bits() as u64;
    }
    let sign = if x.is_sign_negative() {
        1u64 << (eb + mb)
    } else {
        0
    };
    let exp_ones = ((1u64 << eb) - 1) << mb;
    if x.is_nan() {
        return sign | exp_ones | (1u64 << (mb - 1));
    }
    if x.is_infinite() {
        return sign | exp_ones;
    }
    if x == 0.0 {
        return sign;
    }
    let bias = (1i32 << (eb - 1)) - 1;
    let bits = x.abs().to_bits();
    let e64 = ((bits >> 52) & 0x7ff) as i32;
    let mut m = bits & ((1u64 << 52) - 1);
    let e = if e64 == 0 {
        -1074
    } else {
        m |= 1u64 << 52;
        e64 - 1075
    };
    let top = 63 - m.leading_zeros() as i32 + e;
    let mut qexp = (top - mb as i32).max(1 - bias - mb as i32);
    let shift = qexp - e;
    let mut n = if shift <= 0 {
        m.checked_shl((-shift) as u32).unwrap_or(u64::MAX)
    } else if shift > 63 {
        0
    } else {
        let q = m >> shift;
        let r = m & ((1u64 << shift) - 1);
        let half = 1u64 << (shift - 1);
        if r > half || (r == half && q & 1 == 1) {
            q + 1
        } else {
            q
        }
    };
    if n == 0 {
        return sign;
    }
    while n >= (1u64 << (mb + 1)) {
        n >>= 1;
        qexp += 1;
    }
    if n < (1u64 << mb) {
        return sign | n; // subnormal
    }
    let big_e = qexp + mb as i32;
    if big_e > bias {
        return sign | exp_ones;
    }
    sign | (((big_e + bias) as u64) << mb) | (n - (1u64 << mb))
}

/// Converts a bit pattern of a format with `eb`/`mb` widths to `f64` (exactly).
fn bits_to_f64(b: u64, eb: u32, mb: u32) -> f64 {
    if eb == 11 {
        return f64::from_bits(b);
    }
    if eb == 8 && mb == 23 {
        return f32::from_bits(b as u32) as f64;
    }
    let sign = if (b >> (eb + mb)) & 1 == 1 { -1.0 } else { 1.0 };
    let e = ((b >> mb) & ((1u64 << eb) - 1)) as i32;
    let f = b & ((1u64 << mb) - 1);
    let bias = (1i32 << (eb - 1)) - 1;
    if e == (1i32 << eb) - 1 {
        return if f == 0 {
            sign * f64::INFINITY
        } else {
            f64::NAN
        };
    }
    let (mant, exp) = if e == 0 {
        (f as f64, 1 - bias - mb as i32)
    } else {
        ((f | (1u64 << mb)) as f64, e - bias - mb as i32)
    };
    sign * mant * 2f64.powi(exp)
}

/// Parses a decimal literal (without sign) for `kind`; `neg` applies a leading minus.
pub fn parse_decimal(text: &str, neg: bool, kind: FloatKind) -> Option<FloatValue> {
    let Some((eb, mb)) = layout(kind) else {
        return Some(FloatValue::Decimal(if neg {
            format!("-{text}")
        } else {
            text.to_string()
        }));
    };
    let bits = if kind == FloatKind::F32 {
        let v: f32 = text.parse().ok()?;
        (if neg { -v } else { v }).to_bits() as u64
    } else {
        let v: f64 = text.parse().ok()?;
        f64_to_bits(if neg { -v } else { v }, eb, mb)
    };
    Some(FloatValue::Bits(bits as u128))
}

/// The value as an `f64`, for the formats that convert exactly.
pub fn to_f64(value: &FloatValue, kind: FloatKind) -> Option<f64> {
    let (eb, mb) = layout(kind)?;
    match value {
        FloatValue::Bits(b) => Some(bits_to_f64(*b as u64, eb, mb)),
        FloatValue::Decimal(s) => s.parse().ok(),
    }
}

/// The bit pattern of `x` rounded to `kind` (for the formats convertible through `f64`).
pub fn from_f64(x: f64, kind: FloatKind) -> Option<FloatValue> {
    let (eb, mb) = layout(kind)?;
    Some(FloatValue::Bits(f64_to_bits(x, eb, mb) as u128))
}

fn split_sci(s: &str) -> (String, i32) {
    let (m, e) = s.split_once('e').unwrap_or((s, "0"));
    (m.to_string(), e.parse().unwrap_or(0))
}

/// `%e` with six digits, as LLVM prints it: `2.500000e+00`.
fn sci6(v: f64) -> String {
    let (m, e) = split_sci(&format!("{v:.6e}"));
    format!(
        "{m}e{}{:02}",
        if e < 0 { '-' } else { '+' },
        e.unsigned_abs()
    )
}

/// LLVM's `APFloat::toString()` with default arguments.
fn default_repr(v: f64, precision: usize) -> String {
    let (m, e) = split_sci(&format!("{:.*e}", precision - 1, v.abs()));
    let mut digits: String = m.chars().filter(|c| c.is_ascii_digit()).collect();
    while digits.len() > 1 && digits.ends_with('0') {
        digits.pop();
    }
    let nd = digits.len() as i32;
    let exp = e - (nd - 1);
    let sign = if v.is_sign_negative() { "-" } else { "" };
    let scientific = if exp >= 0 {
        exp > 3 || nd + exp > precision as i32
    } else {
        let msd = exp + nd - 1;
        msd < 0 && -msd > 3
    };
    if scientific {
        let (first, rest) = digits.split_at(1);
        let rest = if rest.is_empty() { "0" } else { rest };
        return format!(
            "{sign}{first}.{rest}E{}{}",
            if e < 0 { '-' } else { '+' },
            e.unsigned_abs()
        );
    }
    if exp >= 0 {
        return format!("{sign}{digits}{}", "0".repeat(exp as usize));
    }
    let whole = exp + nd;
    if whole > 0 {
        let (a, b) = digits.split_at(whole as usize);
        format!("{sign}{a}.{b}")
    } else {
        format!("{sign}0.{}{digits}", "0".repeat((-whole) as usize))
    }
}

/// Prints a float value of type `kind` as MLIR does.
pub fn format_float(value: &FloatValue, kind: FloatKind) -> String {
    let bits = match value {
        FloatValue::Decimal(s) => return s.clone(),
        FloatValue::Bits(b) => *b,
    };
    if let (Some((eb, mb)), Some(v)) = (layout(kind), to_f64(value, kind)) {
        if v.is_finite() {
            let s = sci6(v);
            let back = if kind == FloatKind::F32 {
                s.parse::<f32>().ok().map(|f| f.to_bits() as u64)
            } else {
                s.parse::<f64>().ok().map(|f| f64_to_bits(f, eb, mb))
            };
            if back == Some(bits as u64) {
                return s;
            }
            let precision = 2 + (mb as usize + 1) * 59 / 196;
            let d = default_repr(v, precision);
            if d.contains('.') {
                return d;
            }
        }
    }
    format!("0x{bits:X}")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn p(text: &str, kind: FloatKind) -> String {
        let neg = text.starts_with('-');
        let v = parse_decimal(text.trim_start_matches('-'), neg, kind).expect("parse");
        format_float(&v, kind)
    }

    // Expected strings are what mlir-opt 22 prints for these constants.
    #[test]
    fn prints_like_mlir_opt() {
        assert_eq!(p("2.5", FloatKind::F32), "2.500000e+00");
        assert_eq!(p("0.1", FloatKind::F32), "1.000000e-01");
        assert_eq!(p("0.1", FloatKind::F64), "1.000000e-01");
        assert_eq!(p("1.0e-7", FloatKind::F32), "1.000000e-07");
        assert_eq!(p("3.14159265", FloatKind::F64), "3.1415926500000002");
        assert_eq!(p("1.23456789e30", FloatKind::F64), "1.23456789E+30");
        assert_eq!(p("123456789.0", FloatKind::F64), "0x419D6F3454000000");
        assert_eq!(p("-0.0", FloatKind::F64), "-0.000000e+00");
        assert_eq!(p("1.0e20", FloatKind::F64), "1.000000e+20");
        assert_eq!(
            format_float(&FloatValue::Bits(0x7FC00000), FloatKind::F32),
            "0x7FC00000"
        );
    }

    #[test]
    fn half_precision_rounding() {
        // 1/3 in f16 is 0x3555 (hand-derived: 0.333251953125).
        assert_eq!(
            parse_decimal("0.3333333", false, FloatKind::F16),
            Some(FloatValue::Bits(0x3555))
        );
        assert_eq!(
            parse_decimal("65520", false, FloatKind::F16),
            Some(FloatValue::Bits(0x7C00))
        );
        assert_eq!(
            parse_decimal("1.0", false, FloatKind::BF16),
            Some(FloatValue::Bits(0x3F80))
        );
        assert_eq!(
            to_f64(&FloatValue::Bits(0x0001), FloatKind::F16),
            Some(2f64.powi(-24))
        );
    }
}
