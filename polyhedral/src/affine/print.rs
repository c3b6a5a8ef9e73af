//! Printing affine expressions exactly as MLIR's `AsmPrinter` does.
//!
//! Subtraction is recovered from the `a + b * -c` form, `x * -1` prints as `-x`, and operands of
//! tightly binding operators are parenthesised when they are themselves binary expressions.

use std::fmt::{self, Display, Formatter};

use super::expr::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineVar};

/// Writes a variable's name.
pub type VarNamer<'a> = dyn Fn(&mut Formatter<'_>, AffineVar) -> fmt::Result + 'a;

#[derive(Clone, Copy, PartialEq, Eq)]
enum Binding {
    Weak,
    Strong,
}

/// Default names: `d0`, `s0`.
pub fn default_var_name(f: &mut Formatter<'_>, var: AffineVar) -> fmt::Result {
    match var {
        AffineVar::Dim(i) => write!(f, "d{i}"),
        AffineVar::Symbol(i) => write!(f, "s{i}"),
    }
}

fn print(e: &AffineExpr, f: &mut Formatter<'_>, b: Binding, names: &VarNamer<'_>) -> fmt::Result {
    let (op, lhs, rhs) = match e.kind() {
        AffineExprKind::Constant(c) => return write!(f, "{c}"),
        AffineExprKind::Dim(i) => return names(f, AffineVar::Dim(i)),
        AffineExprKind::Symbol(i) => return names(f, AffineVar::Symbol(i)),
        AffineExprKind::Binary(op, l, r) => (op, l, r),
    };
    let open = |f: &mut Formatter<'_>| {
        if b == Binding::Strong {
            f.write_str("(")
        } else {
            Ok(())
        }
    };
    let close = |f: &mut Formatter<'_>| {
        if b == Binding::Strong {
            f.write_str(")")
        } else {
            Ok(())
        }
    };
    if op != AffineBinaryOp::Add {
        open(f)?;
        if op == AffineBinaryOp::Mul && rhs.as_constant() == Some(-1) {
            f.write_str("-")?;
            print(lhs, f, Binding::Strong, names)?;
            return close(f);
        }
        print(lhs, f, Binding::Strong, names)?;
        write!(f, " {} ", op.spelling())?;
        print(rhs, f, Binding::Strong, names)?;
        return close(f);
    }
    open(f)?;
    if let AffineExprKind::Binary(AffineBinaryOp::Mul, rl, rr) = rhs.kind() {
        if let Some(k) = rr.as_constant() {
            if k == -1 {
                print(lhs, f, Binding::Weak, names)?;
                f.write_str(" - ")?;
                let inner = if matches!(rl.kind(), AffineExprKind::Binary(AffineBinaryOp::Add, ..))
                {
                    Binding::Strong
                } else {
                    Binding::Weak
                };
                print(rl, f, inner, names)?;
                return close(f);
            }
            if k < -1 {
                print(lhs, f, Binding::Weak, names)?;
                f.write_str(" - ")?;
                print(rl, f, Binding::Strong, names)?;
                write!(f, " * {}", -(k as i128))?;
                return close(f);
            }
        }
    }
    if let Some(k) = rhs.as_constant() {
        if k < 0 {
            print(lhs, f, Binding::Weak, names)?;
            write!(f, " - {}", -(k as i128))?;
            return close(f);
        }
    }
    print(lhs, f, Binding::Weak, names)?;
    f.write_str(" + ")?;
    print(rhs, f, Binding::Weak, names)?;
    close(f)
}

/// Writes `expr` with variable names chosen by `names`.
pub fn write_expr(f: &mut Formatter<'_>, expr: &AffineExpr, names: &VarNamer<'_>) -> fmt::Result {
    print(expr, f, Binding::Weak, names)
}

/// A [`Display`] adapter printing an expression with caller-chosen variable names.
pub struct DisplayWith<'a> {
    expr: &'a AffineExpr,
    names: &'a VarNamer<'a>,
}

impl Display for DisplayWith<'_> {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_expr(f, self.expr, self.names)
    }
}

impl AffineExpr {
    /// Displays the expression with variable names written by `names` (e.g. SSA names
    /// `%arg0` in an `affine.load` subscript).
    pub fn display_with<'a>(&'a self, names: &'a VarNamer<'a>) -> DisplayWith<'a> {
        DisplayWith { expr: self, names }
    }
}

impl Display for AffineExpr {
    fn fmt(&self, f: &mut Formatter<'_>) -> fmt::Result {
        write_expr(f, self, &default_var_name)
    }
}
