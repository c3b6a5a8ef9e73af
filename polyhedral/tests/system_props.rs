//! Property tests of the system-level algorithms against brute force:
//! exact integer Fourier–Motzkin (dark shadow + splinters) and integer
//! solving of equality systems.

mod common;

use common::{box_points, ints, Rng, B};
use proptest::prelude::*;
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::fm::eliminate_union;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::lattice::{lift_point, solve};
use tessera_polyhedral::linear::{eval_row, System};

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

    #[test]
    fn equality_lattice_is_exact(seed in any::<u64>()) {
        let mut rng = Rng::new(seed);
        let n = rng.range(1, 3) as usize;
        let m = rng.range(1, 2) as usize;
        let eqs: Vec<Vec<Int>> = (0..m)
            .map(|_| {
                let mut r: Vec<i64> = (0..n).map(|_| rng.range(-6, 6)).collect();
                r.push(rng.range(-9, 9));
                ints(&r)
            })
            .collect();
        let sols: Vec<Vec<i64>> = box_points(n, 12)
            .into_iter()
            .filter(|p| eqs.iter().all(|e| eval_row(e, &ints(p)).is_zero()))
            .collect();
        match solve(&eqs, n, &mut Budget::default()).unwrap() {
            None => prop_assert!(sols.is_empty(), "{:?} has solutions {:?}", eqs, sols),
            Some(lat) => {
                // Every lattice point solves the system ...
                for y in box_points(lat.basis.len(), 2) {
                    let x = lift_point(&lat, &ints(&y));
                    prop_assert!(eqs.iter().all(|e| eval_row(e, &x).is_zero()));
                }
                // ... and every solution is a lattice point: its lattice parameters, solved
                // exactly over the rationals, are integers that lift back to it.
                for sol in &sols {
                    let hit = lattice_params(&lat, sol)
                        .is_some_and(|y| lift_point(&lat, &ints(&y)) == ints(sol));
                    prop_assert!(hit, "solution {:?} not in lattice {:?}", sol, lat);
                }
            }
        }
    }
}

/// The parameters `y` with `origin + Σ y_j basis[j] = sol`, if they exist and are integers
/// (Gaussian elimination over the rationals; the basis columns are linearly independent).
fn lattice_params(lat: &tessera_polyhedral::lattice::Lattice, sol: &[i64]) -> Option<Vec<i64>> {
    use num_rational::Ratio;
    type Q = Ratio<i128>;
    let m = lat.basis.len();
    let q = |x: &Int| Q::from_integer(i128::from(x.to_i64().expect("small entries")));
    // Rows: one per coordinate, [basis entries | sol - origin].
    let mut a: Vec<Vec<Q>> = (0..sol.len())
        .map(|i| {
            let mut r: Vec<Q> = lat.basis.iter().map(|b| q(&b[i])).collect();
            r.push(Q::from_integer(i128::from(sol[i])) - q(&lat.origin[i]));
            r
        })
        .collect();
    let mut row = 0;
    for col in 0..m {
        let p = (row..a.len()).find(|&r| a[r][col] != Q::from_integer(0))?;
        a.swap(row, p);
        let pv = a[row][col];
        for x in a[row].iter_mut() {
            *x /= pv;
        }
        for r in 0..a.len() {
            if r != row && a[r][col] != Q::from_integer(0) {
                let f = a[r][col];
                let pr = a[row].clone();
                for (x, y) in a[r].iter_mut().zip(&pr) {
                    *x -= f * y;
                }
            }
        }
        row += 1;
    }
    // Inconsistent rows mean `sol` is off the lattice's affine hull.
    if a[row..].iter().any(|r| r[m] != Q::from_integer(0)) {
        return None;
    }
    a[..m]
        .iter()
        .map(|r| r[m].is_integer().then(|| r[m].to_integer() as i64))
        .collect()
}
