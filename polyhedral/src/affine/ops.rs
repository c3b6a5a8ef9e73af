//! Operator overloads on references for building affine expressions (`&d0 + 1`, `&s0 * &d1`,
//! `-&e`). Inherent methods (`a.add(&b)`) do the same without the borrows.

use std::ops::{Add, Mul, Neg, Sub};

use super::expr::AffineExpr;

macro_rules! binop {
    ($tr:ident, $method:ident, $call:ident) => {
        impl $tr<&AffineExpr> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: &AffineExpr) -> AffineExpr {
                AffineExpr::$call(self, rhs)
            }
        }
        impl $tr<i64> for &AffineExpr {
            type Output = AffineExpr;
            fn $method(self, rhs: i64) -> AffineExpr {
                AffineExpr::$call(self, &AffineExpr::constant(rhs))
            }
        }
    };
}

binop!(Add, add, add);
binop!(Sub, sub, sub);
binop!(Mul, mul, mul);

impl Neg for &AffineExpr {
    type Output = AffineExpr;
    fn neg(self) -> AffineExpr {
        AffineExpr::neg(self)
    }
}
