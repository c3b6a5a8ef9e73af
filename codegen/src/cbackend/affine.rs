//! Affine expressions as C expressions (MLIR's floordiv/ceildiv/mod), with the divisors that
//! must be checked at run time, and interval ranges of expressions over induction variables
//! with known ranges (bounds checks they prove are left out).

use tessera_polyhedral::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};

use super::emit::lit;

/// Inputs of an affine expression: the C expressions of the dims then the symbols, and their
/// known inclusive ranges.
pub(crate) struct Inputs<'a> {
    pub num_dims: usize,
    pub names: &'a [String],
    pub ranges: &'a [Option<(i64, i64)>],
}

/// The C form of `e`; divisors that are not positive constants are pushed to `checks` (each
/// must be `> 0` at run time); a non-positive constant divisor pushes `"0"`.
pub(crate) fn expr(e: &AffineExpr, inp: &Inputs<'_>, checks: &mut Vec<String>) -> String {
    match e.kind() {
        AffineExprKind::Constant(c) => lit(c),
        AffineExprKind::Dim(i) => inp
            .names
            .get(i as usize)
            .cloned()
            .unwrap_or_else(|| "0".into()),
        AffineExprKind::Symbol(i) => inp
            .names
            .get(inp.num_dims + i as usize)
            .cloned()
            .unwrap_or_else(|| "0".into()),
        AffineExprKind::Binary(op, l, r) => {
            let a = expr(l, inp, checks);
            if op == AffineBinaryOp::Mul {
                if let Some(1) = r.as_constant() {
                    return a;
                }
            }
            let b = expr(r, inp, checks);
            match op {
                AffineBinaryOp::Add => {
                    if let Some(c) = r.as_constant().filter(|&c| c < 0 && c != i64::MIN) {
                        format!("({a} - {})", lit(-c))
                    } else {
                        format!("({a} + {b})")
                    }
                }
                AffineBinaryOp::Mul => format!("({a} * {b})"),
                _ => {
                    match r.as_constant() {
                        Some(c) if c > 0 => {}
                        Some(_) => checks.push("0".into()),
                        None => checks.push(b.clone()),
                    }
                    let f = match op {
                        AffineBinaryOp::Mod => "tess_mod",
                        AffineBinaryOp::FloorDiv => "tess_floordiv",
                        _ => "tess_ceildiv",
                    };
                    format!("{f}({a}, {b})")
                }
            }
        }
    }
}

fn fdiv(a: i128, b: i128) -> i128 {
    let q = a / b;
    if a % b != 0 && ((a < 0) != (b < 0)) {
        q - 1
    } else {
        q
    }
}

/// The inclusive range of `e` given its inputs' ranges, if all are known.
pub(crate) fn range(e: &AffineExpr, inp: &Inputs<'_>) -> Option<(i128, i128)> {
    let r = match e.kind() {
        AffineExprKind::Constant(c) => (i128::from(c), i128::from(c)),
        AffineExprKind::Dim(i) => {
            let (a, b) = (*inp.ranges.get(i as usize)?)?;
            (i128::from(a), i128::from(b))
        }
        AffineExprKind::Symbol(i) => {
            let (a, b) = (*inp.ranges.get(inp.num_dims + i as usize)?)?;
            (i128::from(a), i128::from(b))
        }
        AffineExprKind::Binary(op, l, r) => {
            let (a0, a1) = range(l, inp)?;
            let (b0, b1) = range(r, inp)?;
            match op {
                AffineBinaryOp::Add => (a0 + b0, a1 + b1),
                AffineBinaryOp::Mul => {
                    let ps = [a0 * b0, a0 * b1, a1 * b0, a1 * b1];
                    (*ps.iter().min()?, *ps.iter().max()?)
                }
                _ => {
                    if b0 != b1 || b0 <= 0 {
                        return None;
                    }
                    match op {
                        AffineBinaryOp::Mod => (0, b0 - 1),
                        AffineBinaryOp::FloorDiv => (fdiv(a0, b0), fdiv(a1, b0)),
                        _ => (-fdiv(-a0, b0), -fdiv(-a1, b0)),
                    }
                }
            }
        }
    };
    // Keep the numbers small enough that later sums and products stay in i128.
    let lim = 1i128 << 80;
    (r.0.abs() < lim && r.1.abs() < lim).then_some(r)
}
