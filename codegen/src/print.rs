//! `vector.print`: what one operation prints, and the text of its values in the format of
//! MLIR's `-convert-vector-to-llvm` lowering run with `libmlir_c_runner_utils` (what
//! `mlir-runner` prints), shared by the interpreter and the JIT's runtime (the C backend emits
//! the same format with `printf`).
//!
//! - Signless and signed integers are sign-extended to 64 bits and printed in decimal
//!   (`printI64`), except `i1`, which is zero-extended (`1`/`0`); unsigned integers are
//!   zero-extended and `index` printed as an unsigned 64-bit number (`printU64`: index `-1`
//!   prints `18446744073709551615`).
//! - `f32` and `f64` print as C's `%g` (six significant digits; `inf`, `-inf`, `nan`, `-nan`
//!   for a NaN with the sign bit set).
//! - A vector prints as `( a, b, c )`, nested per dimension (`( ( 1, 2 ), ( 3, 4 ) )`); a 0-D
//!   vector as one element, `( a )`.
//! - After the value comes the punctuation: `newline` (the default) `\n`, `comma` `, `, `open`
//!   `( `, `close` ` )`, `no_punctuation` nothing. A string literal (`vector.print str "..."`)
//!   prints its bytes up to the first NUL and nothing after them.

use tessera_ir::types::{FloatKind, Signedness};
use tessera_ir::{Attribute, Module, OpId, Type};

/// How one printed element is converted to its text.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PrintElem {
    /// A signless or signed integer of this width: sign-extended, printed as `i64`.
    Signed(u32),
    /// An unsigned integer of this width or an `i1`: zero-extended, printed as `u64`.
    Unsigned(u32),
    /// `index`: printed as `u64`.
    Index,
    /// `f32` (printed through `double`).
    F32,
    /// `f64`.
    F64,
}

/// The punctuation printed after the value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Punct {
    /// `\n`.
    Newline,
    /// `, `.
    Comma,
    /// `( `.
    Open,
    /// ` )`.
    Close,
    /// Nothing.
    None,
}

impl Punct {
    /// The text of the punctuation.
    pub fn text(self) -> &'static str {
        match self {
            Punct::Newline => "\n",
            Punct::Comma => ", ",
            Punct::Open => "( ",
            Punct::Close => " )",
            Punct::None => "",
        }
    }
}

/// What one `vector.print` prints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct PrintPlan {
    /// The source's element conversion and, for a vector source, its shape (empty for a 0-D
    /// vector); `None`: no source.
    pub source: Option<(PrintElem, Option<Vec<usize>>)>,
    /// The string literal (bytes up to the first NUL).
    pub string: Option<Vec<u8>>,
    /// The punctuation after the value (none after a string).
    pub punct: Punct,
}

impl PrintPlan {
    /// Number of elements of the source (0 without one).
    pub fn lanes(&self) -> usize {
        match &self.source {
            None => 0,
            Some((_, None)) => 1,
            Some((_, Some(shape))) => shape.iter().product(),
        }
    }
}

/// The element conversion of a printed scalar type.
pub fn print_elem(t: &Type) -> Result<PrintElem, String> {
    Ok(match t {
        Type::Index => PrintElem::Index,
        Type::Integer { width, signedness } if (1..=64).contains(width) => {
            if *width == 1 || *signedness == Signedness::Unsigned {
                PrintElem::Unsigned(*width)
            } else {
                PrintElem::Signed(*width)
            }
        }
        Type::Float(FloatKind::F32) => PrintElem::F32,
        Type::Float(FloatKind::F64) => PrintElem::F64,
        _ => return Err(format!("of type {t} is not supported")),
    })
}

/// The plan of `vector.print` operation `op`; an error names what is not supported.
pub fn plan(m: &Module, op: OpId) -> Result<PrintPlan, String> {
    let o = m.op(op);
    let punct = match o.attr("punctuation") {
        Some(Attribute::Opaque(s)) => match s
            .strip_prefix("#vector.punctuation<")
            .and_then(|s| s.strip_suffix('>'))
        {
            Some("newline") => Punct::Newline,
            Some("comma") => Punct::Comma,
            Some("open") => Punct::Open,
            Some("close") => Punct::Close,
            Some("no_punctuation") => Punct::None,
            _ => return Err(format!("has an unknown punctuation {s}")),
        },
        None => Punct::Newline,
        Some(a) => return Err(format!("has an unknown punctuation {a:?}")),
    };
    let string = match o.attr("stringLiteral") {
        None => None,
        Some(Attribute::String { value, .. }) => {
            Some(value.iter().copied().take_while(|&b| b != 0).collect())
        }
        Some(_) => return Err("has a string literal that is not a string".into()),
    };
    let source = match o.operands.first() {
        None => None,
        Some(&v) => match m.value_type(v) {
            Type::Vector {
                shape,
                scalable,
                elem,
            } => {
                if scalable.iter().any(|&s| s) {
                    return Err("of a scalable vector is not supported".into());
                }
                let dims = shape
                    .iter()
                    .map(|&d| usize::try_from(d).ok())
                    .collect::<Option<Vec<usize>>>()
                    .ok_or_else(|| "of a vector of unknown shape".to_string())?;
                Some((print_elem(elem)?, Some(dims)))
            }
            t => Some((print_elem(t)?, None)),
        },
    };
    Ok(PrintPlan {
        source,
        string,
        punct: if o.attr("stringLiteral").is_some() {
            Punct::None
        } else {
            punct
        },
    })
}

/// C's `printf("%.*g", prec, x)` (glibc: `nan`, `-nan`, `inf`, `-inf`).
pub fn fmt_g(x: f64, prec: usize) -> String {
    if x.is_nan() {
        return if x.is_sign_negative() { "-nan" } else { "nan" }.to_string();
    }
    if x.is_infinite() {
        return if x < 0.0 { "-inf" } else { "inf" }.to_string();
    }
    if x == 0.0 {
        return if x.is_sign_negative() { "-0" } else { "0" }.to_string();
    }
    let p = prec.max(1);
    let sci = format!("{x:.*e}", p - 1);
    let (mant, exp) = sci.split_once('e').unwrap_or((&sci, "0"));
    let exp: i64 = exp.parse().unwrap_or(0);
    let trim = |s: &str| -> String {
        if s.contains('.') {
            s.trim_end_matches('0').trim_end_matches('.').to_string()
        } else {
            s.to_string()
        }
    };
    if exp < -4 || exp >= p as i64 {
        let sign = if exp < 0 { '-' } else { '+' };
        format!("{}e{sign}{:02}", trim(mant), exp.abs())
    } else {
        let decimals = usize::try_from(p as i64 - 1 - exp).unwrap_or(0);
        trim(&format!("{x:.decimals$}"))
    }
}

/// The text of one element given its bits: integers as the engine holds them (any
/// extension; only the low `width` bits are read), `f32` as its 32 bits, `f64` as its 64.
pub fn elem_text(e: PrintElem, bits: i64) -> String {
    match e {
        PrintElem::Signed(w) => {
            let s = 64 - w;
            ((bits << s) >> s).to_string()
        }
        PrintElem::Unsigned(w) => {
            let v = bits as u64;
            let v = if w >= 64 { v } else { v & ((1u64 << w) - 1) };
            v.to_string()
        }
        PrintElem::Index => (bits as u64).to_string(),
        PrintElem::F32 => fmt_g(f64::from(f32::from_bits(bits as u32)), 6),
        PrintElem::F64 => fmt_g(f64::from_bits(bits as u64), 6),
    }
}

/// One piece of what a print operation writes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Piece {
    /// Fixed bytes.
    Text(Vec<u8>),
    /// Element `k` of the source (row-major).
    Elem(usize),
}

/// What `plan` writes, in order (adjacent text merged).
pub fn pieces(plan: &PrintPlan) -> Vec<Piece> {
    fn text(out: &mut Vec<Piece>, t: &[u8]) {
        if let Some(Piece::Text(s)) = out.last_mut() {
            s.extend_from_slice(t);
        } else if !t.is_empty() {
            out.push(Piece::Text(t.to_vec()));
        }
    }
    fn rec(shape: &[usize], k: &mut usize, out: &mut Vec<Piece>) {
        text(out, b"( ");
        match shape.split_first() {
            None => {
                out.push(Piece::Elem(*k));
                *k += 1;
            }
            Some((&n, rest)) => {
                for i in 0..n {
                    if i > 0 {
                        text(out, b", ");
                    }
                    if rest.is_empty() {
                        out.push(Piece::Elem(*k));
                        *k += 1;
                    } else {
                        rec(rest, k, out);
                    }
                }
            }
        }
        text(out, b" )");
    }
    let mut out = vec![];
    if let Some(s) = &plan.string {
        text(&mut out, s);
    }
    match &plan.source {
        None => {}
        Some((_, None)) => out.push(Piece::Elem(0)),
        Some((_, Some(shape))) => rec(shape, &mut 0, &mut out),
    }
    text(&mut out, plan.punct.text().as_bytes());
    out
}

/// The full text `plan` prints for element bits `lanes` (row-major; see [`elem_text`]).
pub fn render(plan: &PrintPlan, lanes: &[i64]) -> Vec<u8> {
    let mut out = vec![];
    let elem = plan.source.as_ref().map(|(e, _)| *e);
    for p in pieces(plan) {
        match (p, elem) {
            (Piece::Text(t), _) => out.extend_from_slice(&t),
            (Piece::Elem(k), Some(e)) => {
                out.extend_from_slice(elem_text(e, lanes.get(k).copied().unwrap_or(0)).as_bytes())
            }
            (Piece::Elem(_), None) => {}
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn g_matches_c() {
        // Expected strings from C's printf("%g").
        assert_eq!(fmt_g(0.1, 6), "0.1");
        assert_eq!(fmt_g(1e20, 6), "1e+20");
        assert_eq!(fmt_g(-1234567.875, 6), "-1.23457e+06");
        assert_eq!(fmt_g(1e-5, 6), "1e-05");
        assert_eq!(fmt_g(123456.0, 6), "123456");
        assert_eq!(fmt_g(999999.5, 6), "1e+06");
        assert_eq!(fmt_g(0.0001, 6), "0.0001");
        assert_eq!(fmt_g(0.00012345678, 6), "0.000123457");
        assert_eq!(fmt_g(2.5, 6), "2.5");
        assert_eq!(fmt_g(-0.0, 6), "-0");
    }

    #[test]
    fn nested_vectors_and_extension() {
        let p = PrintPlan {
            source: Some((PrintElem::Unsigned(1), Some(vec![2, 1, 2]))),
            string: None,
            punct: Punct::Newline,
        };
        assert_eq!(
            String::from_utf8_lossy(&render(&p, &[-1, 0, 0, -1])),
            "( ( ( 1, 0 ) ), ( ( 0, 1 ) ) )\n"
        );
        assert_eq!(elem_text(PrintElem::Signed(8), 200), "-56");
        assert_eq!(elem_text(PrintElem::Index, -1), "18446744073709551615");
    }
}
