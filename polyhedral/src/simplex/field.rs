//! The number types of the tableau: checked `i64` fractions ([`Q64`], with integer fast paths) and
//! arbitrary-precision rationals behind one trait; `None` from an operation means overflow.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::{Signed, Zero};

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

/// A reduced fraction `n / d` of `i64` values (`d > 0`, `gcd(n, d) = 1`, zero is `0 / 1`),
/// never `i64::MIN` (so negation cannot overflow). Operations reduce with as few gcds as the
/// classic algorithms allow (Knuth, TAOCP 4.5.1): a product cross-reduces its factors and is
/// then already reduced; a sum of different denominators reduces by one gcd with the
/// denominators' gcd. Integer operands (the common case in dependence systems) skip gcds.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(super) struct Q64 {
    n: i64,
    d: i64,
}

/// Binary gcd of two unsigned values (`gcd(0, b) = b`).
fn gcd_u64(a: u64, b: u64) -> u64 {
    if a == 0 {
        return b;
    }
    if b == 0 {
        return a;
    }
    let shift = (a | b).trailing_zeros();
    let mut a = a >> a.trailing_zeros();
    let mut b = b;
    loop {
        b >>= b.trailing_zeros();
        if a > b {
            std::mem::swap(&mut a, &mut b);
        }
        b -= a;
        if b == 0 {
            return a << shift;
        }
    }
}

/// Gcd of two unsigned 128-bit values (binary gcd when both fit 64 bits, Euclid otherwise:
/// sums of fractions rarely leave the 64-bit range).
fn gcd_u128(a: u128, b: u128) -> u128 {
    if let (Ok(x), Ok(y)) = (u64::try_from(a), u64::try_from(b)) {
        return u128::from(gcd_u64(x, y));
    }
    let (mut a, mut b) = (a, b);
    while b != 0 {
        (a, b) = (b, a % b);
    }
    a
}

impl Q64 {
    /// `n / d` for an already reduced pair with `d > 0`; `None` if out of range.
    fn reduced(n: i64, d: i64) -> Option<Q64> {
        (n != i64::MIN && d != i64::MIN).then_some(Q64 { n, d })
    }
}

impl PartialOrd for Q64 {
    fn partial_cmp(&self, o: &Self) -> Option<std::cmp::Ordering> {
        Some(self.cmp(o))
    }
}

impl Ord for Q64 {
    fn cmp(&self, o: &Self) -> std::cmp::Ordering {
        if self.d == o.d {
            return self.n.cmp(&o.n);
        }
        (i128::from(self.n) * i128::from(o.d)).cmp(&(i128::from(o.n) * i128::from(self.d)))
    }
}

impl Field for Q64 {
    fn zero() -> Self {
        Q64 { n: 0, d: 1 }
    }
    fn one() -> Self {
        Q64 { n: 1, d: 1 }
    }
    fn is_zero(&self) -> bool {
        self.n == 0
    }
    fn sign(&self) -> i32 {
        self.n.signum() as i32
    }
    fn from_int(v: &Int) -> Option<Self> {
        Q64::reduced(v.to_i64()?, 1)
    }
    fn from_i64(v: i64) -> Option<Self> {
        Q64::reduced(v, 1)
    }
    fn add(&self, o: &Self) -> Option<Self> {
        if o.n == 0 {
            return Some(*self);
        }
        if self.n == 0 {
            return Some(*o);
        }
        if self.d == o.d {
            let n = self.n.checked_add(o.n)?;
            if self.d == 1 {
                return Q64::reduced(n, 1);
            }
            if n == 0 {
                return Some(Q64::zero());
            }
            let g = gcd_u64(n.unsigned_abs(), self.d as u64) as i64;
            return Q64::reduced(n / g, self.d / g);
        }
        // a/b + c/d with g = gcd(b, d): t = a (d/g) + c (b/g); the result is
        // (t / g2) / ((b/g) (d/g2)) with g2 = gcd(t, g).
        let g = gcd_u64(self.d as u64, o.d as u64) as i128;
        let (b1, d1) = (i128::from(self.d) / g, i128::from(o.d) / g);
        let t = i128::from(self.n) * d1 + i128::from(o.n) * b1;
        if t == 0 {
            return Some(Q64::zero());
        }
        let g2 = gcd_u128(t.unsigned_abs(), g as u128) as i128;
        let den = b1 * (i128::from(o.d) / g2);
        Q64::reduced(i64::try_from(t / g2).ok()?, i64::try_from(den).ok()?)
    }
    fn sub(&self, o: &Self) -> Option<Self> {
        // No value is i64::MIN, so the negation is exact.
        self.add(&Q64 { n: -o.n, d: o.d })
    }
    fn mul(&self, o: &Self) -> Option<Self> {
        if self.n == 0 || o.n == 0 {
            return Some(Q64::zero());
        }
        if self.d == 1 && o.d == 1 {
            return Q64::reduced(self.n.checked_mul(o.n)?, 1);
        }
        // (a/b)(c/d): cancel gcd(a, d) and gcd(c, b); the result is then reduced.
        let g1 = gcd_u64(self.n.unsigned_abs(), o.d as u64) as i64;
        let g2 = gcd_u64(o.n.unsigned_abs(), self.d as u64) as i64;
        let n = (self.n / g1).checked_mul(o.n / g2)?;
        let d = (self.d / g2).checked_mul(o.d / g1)?;
        Q64::reduced(n, d)
    }
    fn div(&self, o: &Self) -> Option<Self> {
        if o.n == 0 {
            return None;
        }
        // The reciprocal of c/d is (sign(c) d) / |c|: reduced, in range (c != i64::MIN).
        let inv = if o.n > 0 {
            Q64 { n: o.d, d: o.n }
        } else {
            Q64 { n: -o.d, d: -o.n }
        };
        self.mul(&inv)
    }
    fn to_big(&self) -> BigRational {
        // Already reduced with a positive denominator.
        BigRational::new_raw(BigInt::from(self.n), BigInt::from(self.d))
    }
    fn to_int(&self) -> Option<Int> {
        (self.d == 1).then(|| Int::from(self.n))
    }
    fn floor_int(&self) -> Option<Int> {
        Some(Int::from(self.n.div_euclid(self.d)))
    }
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

#[cfg(test)]
mod tests {
    use super::*;
    use num_traits::ToPrimitive;

    /// The exact value as a big rational (`None`: the operation reported overflow).
    fn exact(q: Option<Q64>) -> Option<BigRational> {
        q.map(|q| q.to_big())
    }

    /// Fits `Q64` iff numerator and denominator of the reduced value fit in i64 (not MIN).
    fn fits(r: &BigRational) -> bool {
        let ok = |v: &BigInt| v.to_i64().is_some_and(|x| x != i64::MIN);
        ok(r.numer()) && ok(r.denom())
    }

    #[test]
    fn q64_operations_equal_big_rationals() {
        // Values near zero, with shared and coprime denominators, and near the i64 limits.
        let mut vals: Vec<(i64, i64)> = Vec::new();
        for n in -7..=7 {
            for d in 1..=6 {
                vals.push((n, d));
            }
        }
        let big = i64::MAX / 3;
        vals.extend([(big, 1), (-big, 1), (big, 2), (i64::MAX, 1), (-i64::MAX, 1)]);
        vals.extend([(1, i64::MAX), (3, big), (i64::MAX - 1, i64::MAX)]);
        let q = |(n, d): (i64, i64)| {
            let r = BigRational::new(BigInt::from(n), BigInt::from(d));
            let q = Q64 {
                n: r.numer().to_i64().unwrap(),
                d: r.denom().to_i64().unwrap(),
            };
            (q, r)
        };
        for &x in &vals {
            for &y in &vals {
                let ((qa, ra), (qb, rb)) = (q(x), q(y));
                assert_eq!(qa.cmp(&qb), ra.cmp(&rb), "{x:?} {y:?}");
                let cases = [
                    (exact(qa.add(&qb)), &ra + &rb),
                    (exact(qa.sub(&qb)), &ra - &rb),
                    (exact(qa.mul(&qb)), &ra * &rb),
                ];
                for (got, want) in cases {
                    match got {
                        Some(g) => assert_eq!(g, want, "{x:?} {y:?}"),
                        None => assert!(!fits(&want), "{x:?} {y:?}: {want} fits"),
                    }
                }
                if !Zero::is_zero(&rb) {
                    let want = &ra / &rb;
                    match exact(qa.div(&qb)) {
                        Some(g) => assert_eq!(g, want),
                        None => assert!(!fits(&want)),
                    }
                } else {
                    assert!(qa.div(&qb).is_none());
                }
                assert_eq!(
                    qa.floor_int().map(|v| v.to_big()),
                    Some(ra.floor().to_integer())
                );
            }
        }
    }

    #[test]
    fn binary_gcd() {
        for a in 0u64..60 {
            for b in 0u64..60 {
                let mut x = (a, b);
                while x.1 != 0 {
                    x = (x.1, x.0 % x.1);
                }
                assert_eq!(gcd_u64(a, b), x.0);
                assert_eq!(
                    gcd_u128(u128::from(a) << 70, u128::from(b) << 70),
                    u128::from(x.0) << 70
                );
            }
        }
    }
}
