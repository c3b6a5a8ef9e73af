//! The number types of the tableau: checked `i64` fractions (with integer fast paths) and
//! arbitrary-precision rationals behind one trait; `None` from an operation means overflow.

use num_bigint::BigInt;
use num_rational::{BigRational, Ratio};
use num_traits::{CheckedAdd, CheckedDiv, CheckedMul, CheckedSub, Signed, Zero};

use crate::int::Int;

/// Field operations with overflow detection (`None` = overflow).
pub(super) trait Field: Clone + Ord + Sized {
    fn zero() -> Self;
    fn one() -> Self;
    fn is_zero(&self) -> bool;
    fn sign(&self) -> i32;
    fn from_int(v: &Int) -> Option<Self>;
    fn from_i64(v: i64) -> Option<Self>;
    fn add(&self, o: &Self) -> Option<Self>;
    fn sub(&self, o: &Self) -> Option<Self>;
    fn mul(&self, o: &Self) -> Option<Self>;
    fn div(&self, o: &Self) -> Option<Self>;
    fn to_big(&self) -> BigRational;
    fn to_int(&self) -> Option<Int>;
    /// The largest integer not above the value.
    fn floor_int(&self) -> Option<Int>;
}

impl Field for Ratio<i64> {
    fn zero() -> Self {
        Ratio::from_integer(0)
    }
    fn one() -> Self {
        Ratio::from_integer(1)
    }
    fn is_zero(&self) -> bool {
        *self.numer() == 0
    }
    fn sign(&self) -> i32 {
        self.numer().signum() as i32
    }
    fn from_int(v: &Int) -> Option<Self> {
        v.to_i64()
            .filter(|&x| x != i64::MIN)
            .map(Ratio::from_integer)
    }
    fn from_i64(v: i64) -> Option<Self> {
        (v != i64::MIN).then(|| Ratio::new_raw(v, 1))
    }
    // Integer fast paths: most tableau entries of dependence systems are integers, and the
    // general fraction operations compute gcds even then. Same (reduced) results.
    fn add(&self, o: &Self) -> Option<Self> {
        if *o.numer() == 0 {
            return Some(*self);
        }
        if *self.denom() == 1 && *o.denom() == 1 {
            return Some(Ratio::new_raw(
                i64::checked_add(*self.numer(), *o.numer())?,
                1,
            ))
            .filter(ok64);
        }
        self.checked_add(o).filter(ok64)
    }
    fn sub(&self, o: &Self) -> Option<Self> {
        if *self.denom() == 1 && *o.denom() == 1 {
            return Some(Ratio::new_raw(
                i64::checked_sub(*self.numer(), *o.numer())?,
                1,
            ))
            .filter(ok64);
        }
        self.checked_sub(o).filter(ok64)
    }
    fn mul(&self, o: &Self) -> Option<Self> {
        if *self.numer() == 0 || *o.numer() == 0 {
            return Some(Ratio::new_raw(0, 1));
        }
        if *self.denom() == 1 && *o.denom() == 1 {
            return Some(Ratio::new_raw(
                i64::checked_mul(*self.numer(), *o.numer())?,
                1,
            ))
            .filter(ok64);
        }
        self.checked_mul(o).filter(ok64)
    }
    fn div(&self, o: &Self) -> Option<Self> {
        if *o.numer() == 0 {
            return None;
        }
        if *self.numer() == 0 {
            return Some(Ratio::new_raw(0, 1));
        }
        if *o.denom() == 1 && (*o.numer() == 1 || *o.numer() == -1) {
            return Some(Ratio::new_raw(
                i64::checked_mul(*self.numer(), *o.numer())?,
                *self.denom(),
            ))
            .filter(ok64);
        }
        self.checked_div(o).filter(ok64)
    }
    fn to_big(&self) -> BigRational {
        BigRational::new(BigInt::from(*self.numer()), BigInt::from(*self.denom()))
    }
    fn to_int(&self) -> Option<Int> {
        (*self.denom() == 1).then(|| Int::from(*self.numer()))
    }
    fn floor_int(&self) -> Option<Int> {
        Some(Int::from(self.numer().div_euclid(*self.denom())))
    }
}

/// Keeps values away from `i64::MIN` so negation can never overflow.
fn ok64(r: &Ratio<i64>) -> bool {
    *r.numer() != i64::MIN && *r.denom() != i64::MIN
}

impl Field for BigRational {
    fn zero() -> Self {
        Zero::zero()
    }
    fn one() -> Self {
        num_traits::One::one()
    }
    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }
    fn sign(&self) -> i32 {
        if self.is_positive() {
            1
        } else if self.is_negative() {
            -1
        } else {
            0
        }
    }
    fn from_int(v: &Int) -> Option<Self> {
        Some(BigRational::from_integer(v.to_big()))
    }
    fn from_i64(v: i64) -> Option<Self> {
        Some(BigRational::from_integer(BigInt::from(v)))
    }
    fn add(&self, o: &Self) -> Option<Self> {
        Some(self + o)
    }
    fn sub(&self, o: &Self) -> Option<Self> {
        Some(self - o)
    }
    fn mul(&self, o: &Self) -> Option<Self> {
        Some(self * o)
    }
    fn div(&self, o: &Self) -> Option<Self> {
        if Zero::is_zero(o) {
            None
        } else {
            Some(self / o)
        }
    }
    fn to_big(&self) -> BigRational {
        self.clone()
    }
    fn to_int(&self) -> Option<Int> {
        self.is_integer().then(|| Int::from(self.numer().clone()))
    }
    fn floor_int(&self) -> Option<Int> {
        Some(Int::from(self.floor().to_integer()))
    }
}
