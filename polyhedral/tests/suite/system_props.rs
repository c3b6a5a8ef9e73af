//! Property tests of the system-level algorithms against brute force:
//! exact integer Fourier–Motzkin (dark shadow + splinters). (Integer solving
//! of equality systems is tested in `lattice`'s unit tests: the lattice is internal.)

use crate::common;

use common::{box_points, ints, Rng, B};
use proptest::prelude::*;
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::fm::eliminate_union;
use tessera_polyhedral::linear::System;

/// A random system over `n` variables inside the box, with coefficients up
/// to `cmax` (so that eliminations are often inexact).
fn random_system(rng: &mut Rng, n: usize, cmax: i64) -> System {
    let mut s = System::new(n);
    for k in 0..n {
        let mut lo = vec![0i64; n + 1];
        lo[k] = 1;
        lo[n] = B;
        s.add_ineq_i64(&lo);
        let mut hi = vec![0i64; n + 1];
        hi[k] = -1;
        hi[n] = B;
        s.add_ineq_i64(&hi);
    }
    for _ in 0..rng.range(1, 4) {
        let mut r: Vec<i64> = (0..n).map(|_| rng.range(-cmax, cmax)).collect();
        r.push(rng.range(-8, 8));
        if rng.chance(15) {
            s.add_eq_i64(&r);
        } else {
            s.add_ineq_i64(&r);
        }
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 128, ..ProptestConfig::default() })]

    #[test]
    fn exact_elimination_is_the_integer_projection(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let n = rng.range(2, 3) as usize;
        let mut sys = random_system(&mut rng, n, 5);
        // eliminate_union needs k free of equalities: fold them into pairs.
        for e in std::mem::take(&mut sys.eqs) {
            sys.ineqs.push(e.iter().map(|c| -c).collect());
            sys.ineqs.push(e);
        }
        let k = rng.range(0, n as i64 - 1) as usize;
        let pieces = eliminate_union(&sys, k, &mut Budget::default()).unwrap();
        for p in box_points(n, B) {
            // Is the projection of p (ignoring coordinate k) in the true projection?
            let want = (-B..=B).any(|z| {
                let mut q = p.clone();
                q[k] = z;
                sys.contains(&ints(&q))
            });
            let got = pieces.iter().any(|piece| {
                (-B..=B).any(|z| {
                    let mut q = p.clone();
                    q[k] = z;
                    piece.contains(&ints(&q))
                })
            });
            prop_assert_eq!(got, want, "point {:?} k={} {:?}", p, k, sys);
            // Pieces whose column k vanished must not depend on k.
            for piece in &pieces {
                if !piece.uses_var(k) {
                    let mut q = p.clone();
                    q[k] = 0;
                    let a = piece.contains(&ints(&q));
                    q[k] = B;
                    prop_assert_eq!(a, piece.contains(&ints(&q)));
                }
            }
        }
    }
}

/// A tiled and skewed system like a dependence polyhedron of transformed code: pairs
/// `(t, x)` with `s t <= x + c <= s t + s - 1` (tile walls, `s` in 2..4), the `x` boxed, and a
/// few random rows over all variables (skews, orderings, an objective bound), sometimes an
/// equality: many rows per variable, so the Omega test eliminates several variables in a row,
/// exactly and inexactly, and Chernikov's rule has rows to leave out.
fn tiled_system(rng: &mut Rng) -> System {
    let pairs = rng.range(2, 3) as usize;
    let n = 2 * pairs;
    let mut s = System::new(n);
    for p in 0..pairs {
        let (t, x) = (2 * p, 2 * p + 1);
        let size = rng.range(2, 4);
        let c = rng.range(0, 2);
        // x + c - size t >= 0 and size t + size - 1 - x - c >= 0
        let mut lo = vec![0i64; n + 1];
        lo[x] = 1;
        lo[t] = -size;
        lo[n] = c;
        s.add_ineq_i64(&lo);
        let mut hi = vec![0i64; n + 1];
        hi[x] = -1;
        hi[t] = size;
        hi[n] = size - 1 - c;
        s.add_ineq_i64(&hi);
        for (sign, k) in [(1, x), (-1, x)] {
            let mut r = vec![0i64; n + 1];
            r[k] = sign;
            r[n] = B;
            s.add_ineq_i64(&r);
        }
    }
    for _ in 0..rng.range(2, 6) {
        let mut r: Vec<i64> = (0..n).map(|_| rng.range(-2, 2)).collect();
        r.push(rng.range(-6, 6));
        if rng.chance(10) {
            s.add_eq_i64(&r);
        } else {
            s.add_ineq_i64(&r);
        }
    }
    s
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    /// Integer emptiness and sample points of tiled systems against enumeration (tile
    /// variables range over `[-B, B]` too: `|x| <= B` and `s >= 2` bound them within it).
    #[test]
    fn integer_sample_of_tiled_systems_matches_enumeration(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let s = tiled_system(&mut rng);
        let n = s.nvars();
        let any = box_points(n, B).into_iter().any(|p| s.contains(&ints(&p)));
        match tessera_polyhedral::integer::sample(&s, &mut Budget::default()).unwrap() {
            Some(p) => prop_assert!(s.contains(&p), "sample {:?} not in {:?}", p, s),
            None => prop_assert!(!any, "an integer point was missed in {:?}", s),
        }
    }
}
