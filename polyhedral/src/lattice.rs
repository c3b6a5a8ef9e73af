//! Integer solutions of linear equality systems.
//!
//! The solutions of `A x + b = 0` over the integers form an affine lattice
//! `x = origin + basis · y` (`y` free integers), or are empty. We compute it
//! with unimodular column operations that bring `A` to column echelon form
//! (`A U = [H | 0]`, `H` lower triangular), solve `H z = -b` by forward
//! substitution (checking integrality), and map back with `x = U z`.

use crate::budget::{Budget, BudgetExceeded};
use crate::int::Int;
use crate::linear::Row;

/// The integer solutions of an equality system: `x = origin + basis · y`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Lattice {
    /// A particular solution (length `n`).
    pub origin: Vec<Int>,
    /// Columns spanning the solution lattice; `basis[j]` has length `n`.
    pub basis: Vec<Vec<Int>>,
}

/// Solves `eqs` (rows of length `n + 1`) over the integers. `Ok(None)` means
/// there is no integer solution.
pub fn solve(
    eqs: &[Row],
    n: usize,
    budget: &mut Budget,
) -> Result<Option<Lattice>, BudgetExceeded> {
    let m = eqs.len();
    // a[i][j]: coefficient of x_j in equation i; u: n x n unimodular, stored by columns.
    let mut a: Vec<Vec<Int>> = eqs.iter().map(|r| r[..n].to_vec()).collect();
    let mut u: Vec<Vec<Int>> = (0..n)
        .map(|j| {
            let mut c = vec![Int::zero(); n];
            c[j] = Int::one();
            c
        })
        .collect();
    let mut pivot_of_row: Vec<Option<usize>> = vec![None; m];
    let mut p = 0usize;
    for i in 0..m {
        if p >= n {
            break;
        }
        loop {
            budget.charge((n + m) as u64)?;
            // Column in p..n with the smallest non-zero |a[i][j]|.
            let mut best: Option<(usize, Int)> = None;
            for (j, x) in a[i].iter().enumerate().take(n).skip(p) {
                let v = x.abs();
                if !v.is_zero() && best.as_ref().is_none_or(|(_, b)| v < *b) {
                    best = Some((j, v));
                }
            }
            let Some((j, _)) = best else { break };
            swap_cols(&mut a, &mut u, j, p);
            let mut done = true;
            for k in p + 1..n {
                if a[i][k].is_zero() {
                    continue;
                }
                let q = a[i][k].div_floor(&a[i][p]);
                if !q.is_zero() {
                    sub_col(&mut a, &mut u, k, p, &q);
                }
                if !a[i][k].is_zero() {
                    done = false;
                }
            }
            if done {
                pivot_of_row[i] = Some(p);
                p += 1;
                break;
            }
        }
    }
    // Forward substitution for z_0..z_{p-1}.
    let mut z: Vec<Int> = vec![Int::zero(); n];
    for i in 0..m {
        let rhs = -&eqs[i][n];
        let upto = pivot_of_row[i].unwrap_or(p);
        let mut acc = rhs;
        for j in 0..upto {
            if !a[i][j].is_zero() {
                acc = &acc - &(&a[i][j] * &z[j]);
            }
        }
        match pivot_of_row[i] {
            Some(pc) => {
                if !acc.divisible_by(&a[i][pc]) {
                    return Ok(None);
                }
                z[pc] = acc.div_exact(&a[i][pc]);
            }
            None => {
                // Remaining columns of this row are zero (p.. are all zero,
                // and so are the unsolved ones), so the row is a consistency check.
                let rest_zero = (upto..n).all(|j| a[i][j].is_zero());
                if !rest_zero || !acc.is_zero() {
                    if rest_zero {
                        return Ok(None);
                    }
                    // Cannot happen: a row without pivot has no non-zero entry at or after p.
                    return Err(BudgetExceeded);
                }
            }
        }
    }
    let mut origin = vec![Int::zero(); n];
    for (j, zj) in z.iter().enumerate().take(p) {
        if zj.is_zero() {
            continue;
        }
        for (o, uc) in origin.iter_mut().zip(&u[j]) {
            if !uc.is_zero() {
                *o = &*o + &(uc * zj);
            }
        }
    }
    let basis = u.split_off(p);
    Ok(Some(Lattice { origin, basis }))
}

fn swap_cols(a: &mut [Vec<Int>], u: &mut [Vec<Int>], j: usize, p: usize) {
    if j == p {
        return;
    }
    for row in a.iter_mut() {
        row.swap(j, p);
    }
    u.swap(j, p);
}

/// column k -= q * column p (in both `a` and `u`).
fn sub_col(a: &mut [Vec<Int>], u: &mut [Vec<Int>], k: usize, p: usize, q: &Int) {
    for row in a.iter_mut() {
        if !row[p].is_zero() {
            row[k] = &row[k] - &(q * &row[p]);
        }
    }
    let (cp, ck) = if k > p {
        let (lo, hi) = u.split_at_mut(k);
        (&lo[p], &mut hi[0])
    } else {
        let (lo, hi) = u.split_at_mut(p);
        (&hi[0], &mut lo[k])
    };
    for (x, y) in ck.iter_mut().zip(cp.iter()) {
        if !y.is_zero() {
            *x = &*x - &(q * y);
        }
    }
}

/// Substitutes `x = origin + basis · y` into a row over `x` (length `n + 1`),
/// giving a row over `y` (length `basis.len() + 1`).
pub fn substitute_row(row: &[Int], lat: &Lattice) -> Row {
    let n = lat.origin.len();
    let mut out = Vec::with_capacity(lat.basis.len() + 1);
    for col in &lat.basis {
        let mut acc = Int::zero();
        for (r, c) in row[..n].iter().zip(col) {
            if !r.is_zero() && !c.is_zero() {
                acc = &acc + &(r * c);
            }
        }
        out.push(acc);
    }
    let mut k = row[n].clone();
    for (r, o) in row[..n].iter().zip(&lat.origin) {
        if !r.is_zero() && !o.is_zero() {
            k = &k + &(r * o);
        }
    }
    out.push(k);
    out
}

/// Maps a point `y` of the lattice parameters back to `x`.
pub fn lift_point(lat: &Lattice, y: &[Int]) -> Vec<Int> {
    let mut x = lat.origin.clone();
    for (col, yj) in lat.basis.iter().zip(y) {
        if yj.is_zero() {
            continue;
        }
        for (xi, c) in x.iter_mut().zip(col) {
            if !c.is_zero() {
                *xi = &*xi + &(c * yj);
            }
        }
    }
    x
}

/// A unimodular matrix `U` (returned as its columns) such that `A U` is in
/// column echelon form: row by row, each row's entries right of its pivot
/// column are zero. `a` is `m x k`.
pub fn echelon_transform(
    a: &[Vec<Int>],
    k: usize,
    budget: &mut Budget,
) -> Result<Vec<Vec<Int>>, BudgetExceeded> {
    let mut a: Vec<Vec<Int>> = a.to_vec();
    let mut u: Vec<Vec<Int>> = (0..k)
        .map(|j| {
            let mut c = vec![Int::zero(); k];
            c[j] = Int::one();
            c
        })
        .collect();
    let mut p = 0usize;
    for i in 0..a.len() {
        if p >= k {
            break;
        }
        loop {
            budget.charge((k + a.len()) as u64)?;
            let mut best: Option<(usize, Int)> = None;
            for (j, x) in a[i].iter().enumerate().take(k).skip(p) {
                let v = x.abs();
                if !v.is_zero() && best.as_ref().is_none_or(|(_, b)| v < *b) {
                    best = Some((j, v));
                }
            }
            let Some((j, _)) = best else { break };
            swap_cols(&mut a, &mut u, j, p);
            let mut done = true;
            for c in p + 1..k {
                if a[i][c].is_zero() {
                    continue;
                }
                let q = a[i][c].div_floor(&a[i][p]);
                if !q.is_zero() {
                    sub_col(&mut a, &mut u, c, p, &q);
                }
                if !a[i][c].is_zero() {
                    done = false;
                }
            }
            if done {
                p += 1;
                break;
            }
        }
    }
    Ok(u)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::linear::eval_row;

    fn row(v: &[i64]) -> Row {
        v.iter().map(|&x| Int::from(x)).collect()
    }

    #[test]
    fn solves_gcd_equalities() {
        let mut b = Budget::default();
        // 4x + 6y = 2 has integer solutions; every lattice point satisfies it.
        let eqs = vec![row(&[4, 6, -2])];
        let lat = solve(&eqs, 2, &mut b).unwrap().unwrap();
        assert_eq!(lat.basis.len(), 1);
        for t in -3..=3 {
            let x = lift_point(&lat, &[Int::from(t)]);
            assert!(eval_row(&eqs[0], &x).is_zero());
        }
        // 4x + 6y = 3 has none (gcd 2 does not divide 3).
        assert_eq!(solve(&[row(&[4, 6, -3])], 2, &mut b).unwrap(), None);
        // x + y = 1 and x - y = 0 have a rational but no integer solution.
        assert_eq!(
            solve(&[row(&[1, 1, -1]), row(&[1, -1, 0])], 2, &mut b).unwrap(),
            None
        );
        // Dependent rows: x + y = 2, 2x + 2y = 4.
        let lat = solve(&[row(&[1, 1, -2]), row(&[2, 2, -4])], 2, &mut b)
            .unwrap()
            .unwrap();
        assert_eq!(lat.basis.len(), 1);
        // Inconsistent dependent rows: x + y = 2, 2x + 2y = 5.
        assert_eq!(
            solve(&[row(&[1, 1, -2]), row(&[2, 2, -6])], 2, &mut b).unwrap(),
            None
        );
    }

    /// A tiny deterministic generator (xorshift64*), seeded by proptest.
    struct Rng(u64);

    impl Rng {
        fn next(&mut self) -> u64 {
            self.0 ^= self.0 >> 12;
            self.0 ^= self.0 << 25;
            self.0 ^= self.0 >> 27;
            self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
        }
        /// Uniform in `lo..=hi`.
        fn range(&mut self, lo: i64, hi: i64) -> i64 {
            lo + (self.next() % ((hi - lo + 1) as u64)) as i64
        }
    }

    /// All points of the box `[-b, b]^n`.
    fn box_points(n: usize, b: i64) -> Vec<Vec<i64>> {
        let mut out = vec![vec![]];
        for _ in 0..n {
            out = out
                .iter()
                .flat_map(|p: &Vec<i64>| {
                    (-b..=b).map(move |v| {
                        let mut q = p.clone();
                        q.push(v);
                        q
                    })
                })
                .collect();
        }
        out
    }

    proptest::proptest! {
        #![proptest_config(proptest::prelude::ProptestConfig { cases: 128, ..Default::default() })]

        /// The lattice of an equality system holds exactly its integer solutions (against
        /// enumeration of the box `[-12, 12]^n`).
        #[test]
        fn equality_lattice_is_exact(seed in proptest::prelude::any::<u64>()) {
            let mut rng = Rng(seed | 1);
            let n = rng.range(1, 3) as usize;
            let m = rng.range(1, 2) as usize;
            let eqs: Vec<Vec<Int>> = (0..m)
                .map(|_| {
                    let mut r: Vec<i64> = (0..n).map(|_| rng.range(-6, 6)).collect();
                    r.push(rng.range(-9, 9));
                    row(&r)
                })
                .collect();
            let sols: Vec<Vec<i64>> = box_points(n, 12)
                .into_iter()
                .filter(|p| eqs.iter().all(|e| eval_row(e, &row(p)).is_zero()))
                .collect();
            match solve(&eqs, n, &mut Budget::default()).unwrap() {
                None => proptest::prop_assert!(sols.is_empty(), "{:?} has solutions {:?}", eqs, sols),
                Some(lat) => {
                    // Every lattice point solves the system ...
                    for y in box_points(lat.basis.len(), 2) {
                        let x = lift_point(&lat, &row(&y));
                        proptest::prop_assert!(eqs.iter().all(|e| eval_row(e, &x).is_zero()));
                    }
                    // ... and every solution is a lattice point: its lattice parameters, solved
                    // exactly over the rationals, are integers that lift back to it.
                    for sol in &sols {
                        let hit = lattice_params(&lat, sol)
                            .is_some_and(|y| lift_point(&lat, &row(&y)) == row(sol));
                        proptest::prop_assert!(hit, "solution {:?} not in lattice {:?}", sol, lat);
                    }
                }
            }
        }
    }

    /// The parameters `y` with `origin + Σ y_j basis[j] = sol`, if they exist and are integers
    /// (Gaussian elimination over the rationals; the basis columns are linearly independent).
    fn lattice_params(lat: &Lattice, sol: &[i64]) -> Option<Vec<i64>> {
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
}
