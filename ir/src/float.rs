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

/// Sign, integer significand and binary exponent (value = significand * 2^exp) of a finite,
/// non-zero bit pattern of a format with `eb`/`mb` widths.
fn decompose(b: u64, eb: u32, mb: u32) -> (bool, u64, i64) {
    let neg = (b >> (eb + mb)) & 1 == 1;
    let e = ((b >> mb) & ((1u64 << eb) - 1)) as i64;
    let f = b & ((1u64 << mb) - 1);
    let bias = (1i64 << (eb - 1)) - 1;
    if e == 0 {
        (neg, f, 1 - bias - mb as i64)
    } else {
        (neg, f | (1u64 << mb), e - bias - mb as i64)
    }
}

/// LLVM's `APFloat::toString(Str, FormatPrecision, FormatMaxPadding, TruncateZero)` for a finite
/// value, reproduced step by step (including its truncating pre-scaling of the significand and
/// its round-half-up digit rounding) so that the output matches mlir-opt byte for byte.
fn apfloat_to_string(
    b: u64,
    eb: u32,
    mb: u32,
    precision: u32,
    max_padding: u32,
    truncate_zero: bool,
) -> String {
    use num_bigint::BigUint;
    let (neg, sig, exp2) = decompose(b, eb, mb);
    let mut out = String::new();
    if neg {
        out.push('-');
    }
    if sig == 0 {
        if max_padding == 0 {
            if truncate_zero {
                out.push_str("0.0E+0");
            } else {
                out.push_str("0.0");
                for _ in 1..precision {
                    out.push('0');
                }
                out.push_str("e+00");
            }
        } else {
            out.push('0');
        }
        return out;
    }
    let tz = sig.trailing_zeros();
    let mut exp = exp2 + tz as i64;
    let mut significand = BigUint::from(sig >> tz);
    if exp > 0 {
        significand <<= exp as usize;
        exp = 0;
    } else if exp < 0 {
        significand *= BigUint::from(5u32).pow((-exp) as u32);
    }
    // Retain only about `precision` digits (a truncating division, as LLVM does).
    let bits = significand.bits();
    let bits_required = (precision as u64 * 196).div_ceil(59);
    if bits > bits_required {
        let tens = (bits - bits_required) * 59 / 196;
        if tens > 0 {
            exp += tens as i64;
            significand /= BigUint::from(10u32).pow(tens as u32);
        }
    }
    // Digits, least significant first, dropping trailing zeros.
    let text = significand.to_str_radix(10);
    let mut buffer: Vec<u8> = text.bytes().rev().collect();
    let lead = buffer.iter().take_while(|&&d| d == b'0').count();
    exp += lead as i64;
    buffer.drain(..lead);
    if buffer.is_empty() {
        buffer.push(b'0');
    }
    // Round half up to `precision` significant digits.
    let n = buffer.len();
    let fp = precision as usize;
    if n > fp {
        let mut first = n - fp;
        if buffer[first - 1] < b'5' {
            while first < n && buffer[first] == b'0' {
                first += 1;
            }
            exp += first as i64;
            buffer.drain(..first);
        } else {
            // Decimal add-with-carry over the kept digits; carried-through nines are dropped.
            let nines = buffer[first..].iter().take_while(|&&d| d == b'9').count();
            let carried = first + nines == n;
            if !carried {
                buffer[first + nines] += 1;
            }
            first += nines;
            exp += first as i64;
            if carried {
                buffer.clear();
                buffer.push(b'1');
            } else {
                buffer.drain(..first);
            }
        }
    }
    let nd = buffer.len() as i64;
    let digit = |i: i64| buffer[(nd - 1 - i) as usize] as char;
    let scientific = if max_padding == 0 {
        true
    } else if exp >= 0 {
        exp > max_padding as i64 || nd + exp > precision as i64
    } else {
        let msd = exp + nd - 1;
        msd < 0 && -msd > max_padding as i64
    };
    if scientific {
        let e10 = exp + nd - 1;
        out.push(digit(0));
        out.push('.');
        if nd == 1 && truncate_zero {
            out.push('0');
        } else {
            for i in 1..nd {
                out.push(digit(i));
            }
        }
        if !truncate_zero && precision as i64 > nd - 1 {
            for _ in 0..(precision as i64 - nd + 1) {
                out.push('0');
            }
        }
        out.push(if truncate_zero { 'E' } else { 'e' });
        out.push(if e10 >= 0 { '+' } else { '-' });
        let mag = e10.unsigned_abs().to_string();
        if !truncate_zero && mag.len() < 2 {
            out.push('0');
        }
        out.push_str(&mag);
        return out;
    }
    if exp >= 0 {
        for i in 0..nd {
            out.push(digit(i));
        }
        for _ in 0..exp {
            out.push('0');
        }
        return out;
    }
    let whole = exp + nd;
    let mut i = 0;
    if whole > 0 {
        while i < whole {
            out.push(digit(i));
            i += 1;
        }
        out.push('.');
    } else {
        out.push_str("0.");
        for _ in 0..(-whole) {
            out.push('0');
        }
    }
    while i < nd {
        out.push(digit(i));
        i += 1;
    }
    out
}

/// Prints a float value of type `kind` as MLIR does.
pub fn format_float(value: &FloatValue, kind: FloatKind) -> String {
    let bits = match value {
        FloatValue::Decimal(s) => return s.clone(),
        FloatValue::Bits(b) => *b,
    };
    if let (Some((eb, mb)), Some(v)) = (layout(kind), to_f64(value, kind)) {
        if v.is_finite() {
            let b = bits as u64;
            let s = apfloat_to_string(b, eb, mb, 6, 0, false);
            let back = if kind == FloatKind::F32 {
                s.parse::<f32>().ok().map(|f| f.to_bits() as u64)
            } else {
                s.parse::<f64>().ok().map(|f| f64_to_bits(f, eb, mb))
            };
            if back == Some(b) {
                return s;
            }
            let precision = 2 + (mb + 1) * 59 / 196;
            let d = apfloat_to_string(b, eb, mb, precision, 3, true);
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
        assert_eq!(p("0.7", FloatKind::F32), "0.699999988");
        assert_eq!(p("0.7", FloatKind::F64), "0.69999999999999996");
        assert_eq!(p("0.9", FloatKind::F32), "0.899999976");
        assert_eq!(p("2.3", FloatKind::F32), "2.300000e+00");
        assert_eq!(p("1.401298e-45", FloatKind::F32), "1.401300e-45");
        assert_eq!(p("3.3333333", FloatKind::F32), "3.33333325");
        assert_eq!(p("3.3333333", FloatKind::F64), "3.3333333000000001");
        assert_eq!(p("123.456", FloatKind::F32), "1.234560e+02");
        assert_eq!(p("0.001", FloatKind::F64), "1.000000e-03");
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
