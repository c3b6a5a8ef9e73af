//! C `printf` formatting (C11 7.21.6.1) for the interpreter's calls of `printf`/`fprintf`:
//! flags `-+ #0`, field width and precision (also `*`), length modifiers `hh h l ll j z t L`,
//! conversions `d i u o x X c s f F e E g G %`. `%n`, `%p`, `%a` and wide characters are
//! refused with a message. Output matches glibc's (checked against the C library's `snprintf`
//! in the tests).

/// One variadic argument.
#[derive(Debug, Clone, PartialEq)]
pub(crate) enum Arg {
    /// An integer of `width` bits, sign-extended into the `i64`.
    Int(i64, u32),
    /// A `double` (floats are promoted by the caller).
    Float(f64),
    /// The bytes of a NUL-terminated string (without the NUL).
    Str(Vec<u8>),
    /// Anything else (a pointer the interpreter cannot print).
    Other,
}

#[derive(Default)]
struct Spec {
    left: bool,
    plus: bool,
    space: bool,
    alt: bool,
    zero: bool,
    width: usize,
    prec: Option<usize>,
}

/// Formats `fmt` with `args` as C's `printf` does.
pub(crate) fn format(fmt: &[u8], args: &[Arg]) -> Result<Vec<u8>, String> {
    let mut out = Vec::new();
    let mut next = args.iter();
    let mut i = 0;
    let mut take = |what: &str| {
        next.next().ok_or_else(|| {
            format!("the format string has more conversions than arguments (at {what})")
        })
    };
    while i < fmt.len() {
        let c = fmt[i];
        i += 1;
        if c != b'%' {
            out.push(c);
            continue;
        }
        let mut s = Spec::default();
        while let Some(&f) = fmt.get(i) {
            match f {
                b'-' => s.left = true,
                b'+' => s.plus = true,
                b' ' => s.space = true,
                b'#' => s.alt = true,
                b'0' => s.zero = true,
                _ => break,
            }
            i += 1;
        }
        if fmt.get(i) == Some(&b'*') {
            i += 1;
            let w = match take("*")? {
                Arg::Int(v, _) => *v,
                _ => return Err("a `*` width takes an int argument".into()),
            };
            if w < 0 {
                s.left = true;
            }
            s.width = usize::try_from(w.unsigned_abs())
                .unwrap_or(usize::MAX)
                .min(1 << 20);
        } else {
            s.width = digits(fmt, &mut i).min(1 << 20);
        }
        if fmt.get(i) == Some(&b'.') {
            i += 1;
            if fmt.get(i) == Some(&b'*') {
                i += 1;
                s.prec = match take(".*")? {
                    Arg::Int(v, _) if *v >= 0 => {
                        Some(usize::try_from(*v).unwrap_or(0).min(1 << 20))
                    }
                    Arg::Int(..) => None,
                    _ => return Err("a `*` precision takes an int argument".into()),
                };
            } else {
                s.prec = Some(digits(fmt, &mut i).min(1 << 20));
            }
        }
        let mut bits = 32u32;
        loop {
            match fmt.get(i) {
                Some(b'h') if fmt.get(i + 1) == Some(&b'h') => {
                    bits = 8;
                    i += 2;
                }
                Some(b'h') => {
                    bits = 16;
                    i += 1;
                }
                Some(b'l') | Some(b'j') | Some(b'z') | Some(b't') | Some(b'q') | Some(b'L') => {
                    bits = 64;
                    i += 1;
                }
                _ => break,
            }
        }
        let Some(&conv) = fmt.get(i) else {
            return Err("the format string ends inside a conversion".into());
        };
        i += 1;
        let body: Vec<u8> = match conv {
            b'%' => {
                out.push(b'%');
                continue;
            }
            b'd' | b'i' | b'u' | b'o' | b'x' | b'X' => {
                let v = match take(conv_name(conv))? {
                    Arg::Int(v, _) => *v,
                    _ => return Err(format!("%{} takes an integer argument", conv as char)),
                };
                int_body(&s, conv, v, bits)
            }
            b'c' => match take("%c")? {
                Arg::Int(v, _) => vec![*v as u8],
                _ => return Err("%c takes an integer argument".into()),
            },
            b's' => match take("%s")? {
                Arg::Str(b) => b[..s.prec.map_or(b.len(), |p| p.min(b.len()))].to_vec(),
                _ => return Err("%s takes a string in a global".into()),
            },
            b'f' | b'F' | b'e' | b'E' | b'g' | b'G' => {
                let v = match take(conv_name(conv))? {
                    Arg::Float(v) => *v,
                    _ => return Err(format!("%{} takes a floating-point argument", conv as char)),
                };
                float_body(&s, conv, v)
            }
            other => {
                return Err(format!(
                    "the conversion %{} is not supported by the interpreter",
                    other as char
                ))
            }
        };
        pad(&mut out, &s, conv, body);
    }
    Ok(out)
}

fn conv_name(c: u8) -> &'static str {
    match c {
        b'd' | b'i' => "%d",
        b'u' => "%u",
        b'o' => "%o",
        b'x' | b'X' => "%x",
        _ => "%f",
    }
}

fn digits(fmt: &[u8], i: &mut usize) -> usize {
    let mut n = 0usize;
    while let Some(d) = fmt.get(*i).filter(|d| d.is_ascii_digit()) {
        n = n.saturating_mul(10).saturating_add(usize::from(d - b'0'));
        *i += 1;
    }
    n
}

/// The sign-and-digits text of an integer conversion (before padding).
fn int_body(s: &Spec, conv: u8, v: i64, bits: u32) -> Vec<u8> {
    let mask = if bits >= 64 {
        u64::MAX
    } else {
        (1u64 << bits) - 1
    };
    let (neg, mag) = if matches!(conv, b'd' | b'i') {
        let sv = if bits >= 64 {
            v
        } else {
            let sh = 64 - bits;
            (v << sh) >> sh
        };
        (sv < 0, sv.unsigned_abs())
    } else {
        (false, (v as u64) & mask)
    };
    let mut digits = match conv {
        b'o' => format!("{mag:o}"),
        b'x' => format!("{mag:x}"),
        b'X' => format!("{mag:X}"),
        _ => mag.to_string(),
    };
    if s.prec == Some(0) && mag == 0 {
        digits.clear();
    }
    if let Some(p) = s.prec {
        while digits.len() < p {
            digits.insert(0, '0');
        }
    }
    if s.alt && conv == b'o' && !digits.starts_with('0') {
        digits.insert(0, '0');
    }
    let mut pre = String::new();
    if neg {
        pre.push('-');
    } else if matches!(conv, b'd' | b'i') && s.plus {
        pre.push('+');
    } else if matches!(conv, b'd' | b'i') && s.space {
        pre.push(' ');
    }
    if s.alt && mag != 0 && conv == b'x' {
        pre.push_str("0x");
    } else if s.alt && mag != 0 && conv == b'X' {
        pre.push_str("0X");
    }
    format!("{pre}{digits}").into_bytes()
}

/// `d.ddde±XX` with `prec` digits after the point.
fn exp_text(x: f64, prec: usize, alt: bool) -> String {
    let t = format!("{:.*e}", prec, x);
    let (mant, e) = t.split_once('e').unwrap_or((&t, "0"));
    let e: i32 = e.parse().unwrap_or(0);
    let mut mant = mant.to_string();
    if alt && prec == 0 {
        mant.push('.');
    }
    format!(
        "{mant}e{}{:02}",
        if e < 0 { '-' } else { '+' },
        e.unsigned_abs()
    )
}

fn strip_zeros(t: &str) -> String {
    let (m, e) = match t.find('e') {
        Some(k) => (&t[..k], &t[k..]),
        None => (t, ""),
    };
    if !m.contains('.') {
        return t.to_string();
    }
    let m = m.trim_end_matches('0').trim_end_matches('.');
    format!("{m}{e}")
}

/// The sign-and-digits text of a floating conversion (before padding).
fn float_body(s: &Spec, conv: u8, v: f64) -> Vec<u8> {
    let upper = conv.is_ascii_uppercase();
    let neg = v.is_sign_negative();
    let x = v.abs();
    let mut t = if x.is_nan() {
        "nan".to_string()
    } else if x.is_infinite() {
        "inf".to_string()
    } else {
        let p = s.prec.unwrap_or(6);
        match conv.to_ascii_lowercase() {
            b'f' => {
                let mut t = format!("{:.*}", p, x);
                if s.alt && p == 0 {
                    t.push('.');
                }
                t
            }
            b'e' => exp_text(x, p, s.alt),
            _ => {
                let p = p.max(1);
                let probe = format!("{:.*e}", p - 1, x);
                let e: i64 = probe
                    .split_once('e')
                    .and_then(|(_, e)| e.parse().ok())
                    .unwrap_or(0);
                let t = if e >= -4 && e < p as i64 {
                    let fp = usize::try_from(p as i64 - 1 - e).unwrap_or(0);
                    let mut t = format!("{:.*}", fp, x);
                    if s.alt && !t.contains('.') {
                        t.push('.');
                    }
                    t
                } else {
                    exp_text(x, p - 1, s.alt)
                };
                if s.alt {
                    t
                } else {
                    strip_zeros(&t)
                }
            }
        }
    };
    if upper {
        t = t.to_ascii_uppercase();
    }
    let sign = if neg {
        "-"
    } else if s.plus {
        "+"
    } else if s.space {
        " "
    } else {
        ""
    };
    format!("{sign}{t}").into_bytes()
}

/// Appends `body` padded to the field width.
fn pad(out: &mut Vec<u8>, s: &Spec, conv: u8, body: Vec<u8>) {
    let fill = s.width.saturating_sub(body.len());
    if fill == 0 {
        out.extend_from_slice(&body);
        return;
    }
    let numeric = !matches!(conv, b'c' | b's');
    let lower = body.to_ascii_lowercase();
    let finite = !(lower.ends_with(b"inf") || lower.ends_with(b"nan"));
    let zero_ok = s.zero
        && !s.left
        && numeric
        && finite
        && !(matches!(conv, b'd' | b'i' | b'u' | b'o' | b'x' | b'X') && s.prec.is_some());
    if s.left {
        out.extend_from_slice(&body);
        out.extend(std::iter::repeat_n(b' ', fill));
    } else if zero_ok {
        // Zeros go after the sign and the 0x prefix.
        let mut k = usize::from(matches!(body.first(), Some(b'-' | b'+' | b' ')));
        if body[k..].starts_with(b"0x") || body[k..].starts_with(b"0X") {
            k += 2;
        }
        out.extend_from_slice(&body[..k]);
        out.extend(std::iter::repeat_n(b'0', fill));
        out.extend_from_slice(&body[k..]);
    } else {
        out.extend(std::iter::repeat_n(b' ', fill));
        out.extend_from_slice(&body);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    extern "C" {
        fn snprintf(buf: *mut std::ffi::c_char, n: usize, fmt: *const std::ffi::c_char, ...)
            -> i32;
    }

    fn c_int(fmt: &str, v: i64) -> String {
        let f = std::ffi::CString::new(fmt).unwrap();
        let mut buf = vec![0u8; 512];
        // SAFETY: the buffer is 512 bytes, snprintf writes at most that many; the format
        // has exactly one integer conversion of `long long` or smaller type (promoted).
        let n = unsafe { snprintf(buf.as_mut_ptr().cast(), buf.len(), f.as_ptr(), v) };
        buf.truncate(usize::try_from(n).unwrap().min(511));
        String::from_utf8(buf).unwrap()
    }

    fn c_float(fmt: &str, v: f64) -> String {
        let f = std::ffi::CString::new(fmt).unwrap();
        let mut buf = vec![0u8; 512];
        // SAFETY: as above, one double conversion.
        let n = unsafe { snprintf(buf.as_mut_ptr().cast(), buf.len(), f.as_ptr(), v) };
        buf.truncate(usize::try_from(n).unwrap().min(511));
        String::from_utf8(buf).unwrap()
    }

    fn ours(fmt: &str, a: Arg) -> String {
        String::from_utf8(format(fmt.as_bytes(), &[a]).unwrap()).unwrap()
    }

    fn splitmix(x: &mut u64) -> u64 {
        *x = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = *x;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn random_spec(r: &mut u64, convs: &[&str]) -> String {
        let mut f = String::from("%");
        for fl in ["-", "+", " ", "#", "0"] {
            if splitmix(r).is_multiple_of(4) {
                f.push_str(fl);
            }
        }
        if splitmix(r).is_multiple_of(2) {
            f.push_str(&(splitmix(r) % 25).to_string());
        }
        if splitmix(r).is_multiple_of(2) {
            f.push('.');
            f.push_str(&(splitmix(r) % 20).to_string());
        }
        f.push_str(convs[(splitmix(r) % convs.len() as u64) as usize]);
        f
    }

    #[test]
    fn integers_match_the_c_library() {
        let mut r = 7u64;
        let specials = [
            0i64,
            1,
            -1,
            42,
            -42,
            i64::from(i32::MAX),
            i64::from(i32::MIN),
            i64::MAX,
            i64::MIN,
            255,
            256,
        ];
        for k in 0..4000 {
            let v = if k < specials.len() * 40 {
                specials[k % specials.len()]
            } else {
                (splitmix(&mut r) as i64) >> (splitmix(&mut r) % 64)
            };
            let f = random_spec(&mut r, &["lld", "lli", "llu", "llo", "llx", "llX"]);
            assert_eq!(
                ours(&f, Arg::Int(v, 64)),
                c_int(&f, v),
                "format {f:?} value {v}"
            );
            // `int` conversions: C takes the low 32 bits of the (promoted) argument.
            let f32s = f.replace("ll", "");
            let v32 = i64::from(v as i32);
            assert_eq!(
                ours(&f32s, Arg::Int(v32, 32)),
                c_int(&f32s, v32),
                "format {f32s:?} value {v32}"
            );
        }
    }

    #[test]
    fn doubles_match_the_c_library() {
        let mut r = 11u64;
        let specials = [
            0.0,
            -0.0,
            1.0,
            -1.0,
            0.5,
            2.5,
            0.125,
            1e-5,
            9.9999e-5,
            123456.0,
            999999.5,
            1e300,
            -1e-300,
            f64::INFINITY,
            f64::NEG_INFINITY,
            f64::NAN,
            0.1,
            1.0 / 3.0,
            5e-324,
            0.000123456,
        ];
        for k in 0..6000 {
            let v = if k < specials.len() * 50 {
                specials[k % specials.len()]
            } else {
                let bits = splitmix(&mut r);
                let x = f64::from_bits(bits);
                if x.is_finite() && !splitmix(&mut r).is_multiple_of(3) {
                    // Ordinary magnitudes most of the time.
                    (bits % 2_000_000) as f64 / 64.0 - 15_000.0
                } else {
                    x
                }
            };
            let f = random_spec(&mut r, &["f", "F", "e", "E", "g", "G", "lf"]);
            // glibc prints `-nan` for a negative NaN, and with `#` drops the zeros of a `%g`
            // whose rounding carries into a new power of ten (`%#g` of 999999.5 gives
            // `1.e+06`; C11 7.21.6.1 asks for `1.00000e+06`): both left out of the comparison
            // and checked by hand in `alternate_g_keeps_its_zeros`.
            if (v.is_nan() && v.is_sign_negative())
                || (f.contains('#') && f.to_ascii_lowercase().ends_with('g'))
            {
                continue;
            }
            assert_eq!(
                ours(&f, Arg::Float(v)),
                c_float(&f, v),
                "format {f:?} value {v:e}"
            );
        }
    }

    #[test]
    fn alternate_g_keeps_its_zeros() {
        // C11 7.21.6.1: with `#`, %g keeps trailing zeros; P = 6 significant digits.
        assert_eq!(ours("%#g", Arg::Float(1.5)), "1.50000");
        assert_eq!(ours("%#g", Arg::Float(999999.5)), "1.00000e+06");
        assert_eq!(ours("%#.3g", Arg::Float(100.0)), "100.");
        assert_eq!(ours("%#.0e", Arg::Float(3.0)), "3.e+00");
    }

    #[test]
    fn strings_chars_and_errors() {
        let out = format(
            b"%s|%-6s|%.2s|%c%%\n",
            &[
                Arg::Str(b"ab".to_vec()),
                Arg::Str(b"xyz".to_vec()),
                Arg::Str(b"hello".to_vec()),
                Arg::Int(65, 32),
            ],
        )
        .unwrap();
        assert_eq!(out, b"ab|xyz   |he|A%\n");
        assert!(format(b"%d %d", &[Arg::Int(1, 32)])
            .unwrap_err()
            .contains("more conversions"));
        assert!(format(b"%n", &[Arg::Int(1, 32)])
            .unwrap_err()
            .contains("%n"));
        assert!(format(b"%d", &[Arg::Float(1.0)]).is_err());
        assert!(format(b"%", &[]).is_err());
    }
}
