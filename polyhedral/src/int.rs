//! Exact integers: an `i64` fast path with checked operations that falls back
//! to arbitrary precision (`num_bigint::BigInt`) on overflow.
//!
//! Invariant: the `Big` variant only ever holds values outside the `i64`
//! range, so the derived equality and hashing are structural and correct.

use std::cmp::Ordering;
use std::fmt;
use std::ops::{Add, Mul, Neg, Sub};

use num_bigint::BigInt;
use num_integer::Integer;
use num_traits::{One, Signed, ToPrimitive, Zero};

/// An exact integer. Arithmetic never wraps and never loses precision.
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum Int {
    /// A value in the `i64` range (the common case).
    Small(i64),
    /// A value outside the `i64` range.
    Big(Box<BigInt>),
}

impl Default for Int {
    fn default() -> Self {
        Int::Small(0)
    }
}

impl From<i64> for Int {
    fn from(v: i64) -> Self {
        Int::Small(v)
    }
}

impl From<i32> for Int {
    fn from(v: i32) -> Self {
        Int::Small(i64::from(v))
    }
}

impl From<i128> for Int {
    fn from(v: i128) -> Self {
        match i64::try_from(v) {
            Ok(s) => Int::Small(s),
            Err(_) => Int::Big(Box::new(BigInt::from(v))),
        }
    }
}

impl From<BigInt> for Int {
    fn from(v: BigInt) -> Self {
        match v.to_i64() {
            Some(s) => Int::Small(s),
            None => Int::Big(Box::new(v)),
        }
    }
}

impl Int {
    /// Zero.
    pub const ZERO: Int = Int::Small(0);
    /// One.
    pub const ONE: Int = Int::Small(1);

    /// The integer zero.
    pub fn zero() -> Int {
        Int::Small(0)
    }

    /// The integer one.
    pub fn one() -> Int {
        Int::Small(1)
    }

    /// Converts to an arbitrary-precision integer.
    pub fn to_big(&self) -> BigInt {
        match self {
            Int::Small(v) => BigInt::from(*v),
            Int::Big(b) => (**b).clone(),
        }
    }

    /// The value as `i64`, if it fits.
    pub fn to_i64(&self) -> Option<i64> {
        match self {
            Int::Small(v) => Some(*v),
            Int::Big(_) => None,
        }
    }

    /// Whether the value is zero.
    pub fn is_zero(&self) -> bool {
        matches!(self, Int::Small(0))
    }

    /// Whether the value is one.
    pub fn is_one(&self) -> bool {
        matches!(self, Int::Small(1))
    }

    /// -1, 0 or 1.
    pub fn signum(&self) -> i32 {
        match self {
            Int::Small(v) => v.signum() as i32,
            Int::Big(b) => {
                if b.is_negative() {
                    -1
                } else {
                    1
                }
            }
        }
    }

    /// Whether the value is strictly positive.
    pub fn is_positive(&self) -> bool {
        self.signum() > 0
    }

    /// Whether the value is strictly negative.
    pub fn is_negative(&self) -> bool {
        self.signum() < 0
    }

    /// Absolute value.
    pub fn abs(&self) -> Int {
        match self {
            Int::Small(v) => match v.checked_abs() {
                Some(a) => Int::Small(a),
                None => Int::from(BigInt::from(*v).abs()),
            },
            Int::Big(b) => Int::from(b.abs()),
        }
    }

    /// Greatest common divisor (always non-negative; gcd(0, 0) = 0).
    pub fn gcd(&self, other: &Int) -> Int {
        match (self, other) {
            (Int::Small(a), Int::Small(b)) => {
                let (mut x, mut y) = (a.unsigned_abs(), b.unsigned_abs());
                while y != 0 {
                    let t = x % y;
                    x = y;
                    y = t;
                }
                match i64::try_from(x) {
                    Ok(v) => Int::Small(v),
                    Err(_) => Int::from(BigInt::from(x)),
                }
            }
            _ => Int::from(self.to_big().gcd(&other.to_big())),
        }
    }

    /// Floor division. The divisor must be non-zero (callers check); a zero
    /// divisor yields zero rather than a panic.
    pub fn div_floor(&self, d: &Int) -> Int {
        if d.is_zero() {
            return Int::zero();
        }
        if let (Int::Small(a), Int::Small(b)) = (self, d) {
            if let (Some(q), Some(r)) = (a.checked_div(*b), a.checked_rem(*b)) {
                if r != 0 && ((r < 0) != (*b < 0)) {
                    return Int::Small(q - 1);
                }
                return Int::Small(q);
            }
        }
        Int::from(Integer::div_floor(&self.to_big(), &d.to_big()))
    }

    /// Ceiling division. The divisor must be non-zero (callers check).
    pub fn div_ceil(&self, d: &Int) -> Int {
        -((-self).div_floor(d))
    }

    /// Remainder of floor division: `self - d * floor(self / d)`; has the sign of `d`.
    pub fn mod_floor(&self, d: &Int) -> Int {
        self - &(d * &self.div_floor(d))
    }

    /// Exact division (the caller knows `d` divides `self`); same as floor division.
    pub fn div_exact(&self, d: &Int) -> Int {
        self.div_floor(d)
    }

    /// Whether `d` divides `self` (d non-zero).
    pub fn divisible_by(&self, d: &Int) -> bool {
        !d.is_zero() && self.mod_floor(d).is_zero()
    }

    /// Minimum of two values.
    pub fn min_of(a: Int, b: Int) -> Int {
        if a <= b {
            a
        } else {
            b
        }
    }

    /// Maximum of two values.
    pub fn max_of(a: Int, b: Int) -> Int {
        if a >= b {
            a
        } else {
            b
        }
    }
}

impl PartialOrd for Int {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Int {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self, other) {
            (Int::Small(a), Int::Small(b)) => a.cmp(b),
            _ => self.to_big().cmp(&other.to_big()),
        }
    }
}

impl fmt::Display for Int {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Int::Small(v) => write!(f, "{v}"),
            Int::Big(b) => write!(f, "{b}"),
        }
    }
}

impl std::str::FromStr for Int {
    type Err = num_bigint::ParseBigIntError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if let Ok(v) = s.parse::<i64>() {
            return Ok(Int::Small(v));
        }
        Ok(Int::from(s.parse::<BigInt>()?))
    }
}

impl Zero for Int {
    fn zero() -> Self {
        Int::Small(0)
    }
    fn is_zero(&self) -> bool {
        Int::is_zero(self)
    }
}

impl One for Int {
    fn one() -> Self {
        Int::Small(1)
    }
}

macro_rules! binop {
    ($tr:ident, $m:ident, $checked:ident, $bigop:tt) => {
        impl $tr<&Int> for &Int {
            type Output = Int;
            #[inline]
            fn $m(self, rhs: &Int) -> Int {
                if let (Int::Small(a), Int::Small(b)) = (self, rhs) {
                    if let Some(v) = a.$checked(*b) {
                        return Int::Small(v);
                    }
                }
                Int::from(self.to_big() $bigop rhs.to_big())
            }
        }
        impl $tr<Int> for Int {
            type Output = Int;
            #[inline]
            fn $m(self, rhs: Int) -> Int {
                (&self).$m(&rhs)
            }
        }
        impl $tr<&Int> for Int {
            type Output = Int;
            #[inline]
            fn $m(self, rhs: &Int) -> Int {
                (&self).$m(rhs)
            }
        }
        impl $tr<Int> for &Int {
            type Output = Int;
            #[inline]
            fn $m(self, rhs: Int) -> Int {
                self.$m(&rhs)
            }
        }
        impl $tr<i64> for &Int {
            type Output = Int;
            #[inline]
            fn $m(self, rhs: i64) -> Int {
                self.$m(&Int::Small(rhs))
            }
        }
        impl $tr<i64> for Int {
            type Output = Int;
            #[inline]
            fn $m(self, rhs: i64) -> Int {
                (&self).$m(&Int::Small(rhs))
            }
        }
    };
}

binop!(Add, add, checked_add, +);
binop!(Sub, sub, checked_sub, -);
binop!(Mul, mul, checked_mul, *);

impl Neg for &Int {
    type Output = Int;
    #[inline]
    fn neg(self) -> Int {
        match self {
            Int::Small(v) => match v.checked_neg() {
                Some(n) => Int::Small(n),
                None => Int::from(-BigInt::from(*v)),
            },
            Int::Big(b) => Int::from(-(**b).clone()),
        }
    }
}

impl Neg for Int {
    type Output = Int;
    #[inline]
    fn neg(self) -> Int {
        -&self
    }
}

/// `a * x + b * y` computed exactly (the workhorse of elimination steps).
#[inline]
pub(crate) fn lin2(a: &Int, x: &Int, b: &Int, y: &Int) -> Int {
    if let (Int::Small(a), Int::Small(x), Int::Small(b), Int::Small(y)) = (a, x, b, y) {
        if let (Some(p), Some(q)) = (a.checked_mul(*x), b.checked_mul(*y)) {
            if let Some(s) = p.checked_add(q) {
                return Int::Small(s);
            }
        }
    }
    Int::from(a.to_big() * x.to_big() + b.to_big() * y.to_big())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn overflow_promotes_and_demotes() {
        let a = Int::from(i64::MAX);
        let b = &a + &Int::one();
        assert!(matches!(b, Int::Big(_)));
        let c = &b - &Int::one();
        assert_eq!(c, Int::Small(i64::MAX));
        let m = Int::from(i64::MIN);
        assert_eq!((-&m).to_string(), "9223372036854775808");
        assert_eq!(m.abs().to_string(), "9223372036854775808");
        assert_eq!((&m * &Int::from(-1)).to_string(), "9223372036854775808");
    }

    #[test]
    fn floor_ceil_division_signs() {
        for a in -9i64..=9 {
            for b in [-4i64, -3, -1, 1, 2, 5] {
                let fa = (a as f64 / b as f64).floor() as i64;
                let ca = (a as f64 / b as f64).ceil() as i64;
                assert_eq!(
                    Int::from(a).div_floor(&Int::from(b)),
                    Int::from(fa),
                    "{a}/{b}"
                );
                assert_eq!(
                    Int::from(a).div_ceil(&Int::from(b)),
                    Int::from(ca),
                    "{a}/{b}"
                );
                assert_eq!(
                    Int::from(a).mod_floor(&Int::from(b)),
                    Int::from(a - b * fa),
                    "{a} mod {b}"
                );
            }
        }
        let m = Int::from(i64::MIN);
        assert_eq!(
            m.div_floor(&Int::from(-1)).to_string(),
            "9223372036854775808"
        );
    }

    #[test]
    fn gcd_of_extremes() {
        let m = Int::from(i64::MIN);
        assert_eq!(m.gcd(&Int::zero()).to_string(), "9223372036854775808");
        assert_eq!(Int::from(12).gcd(&Int::from(-18)), Int::from(6));
    }
}
