//! The Farkas machinery of the scheduler: each dependence's validity and bounding constraints
//! linearised with the affine form of Farkas' lemma, the multipliers eliminated (Gaussian
//! elimination, then rational Fourier–Motzkin), and the row clean-up of the hyperplane ILP
//! (duplicates, rows implied by a smaller one).

use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::{Row, System};

/// A linear form over the ILP columns (plus constant).
pub(super) type Form = Vec<Int>;

/// Farkas: `f(x) = Σ_k F_k x_k + F_0 >= 0` on `{E x = 0, A x >= 0}` (rows over `[x | 1]`) as
/// constraints on the ILP columns, multipliers eliminated. `None`: elimination blew up.
pub(super) fn farkas(
    poly: &System,
    forms: &[Form],
    nv: usize,
    budget: &mut Budget,
) -> Option<System> {
    let nx = poly.nvars();
    let mut reduced = poly.clone();
    reduced.ineqs = remove_redundant(nx, &poly.eqs, poly.ineqs.clone(), budget)?;
    let poly = &reduced;
    let (ne, ni) = (poly.eqs.len(), poly.ineqs.len());
    // Columns: [ILP (nv) | λ (ni) | μ (ne)] + constant.
    let ncol = nv + ni + ne;
    let mut sys = System::new(ncol);
    let coef_row = |k: usize| -> Row {
        // F_k - Σ λ_i A_ik - Σ μ_e E_ek  (= 0 for k < nx; >= 0 for the constant).
        let mut r = vec![Int::zero(); ncol + 1];
        for (c, v) in forms[k].iter().enumerate() {
            if c < nv {
                r[c] = v.clone();
            } else {
                r[ncol] = v.clone();
            }
        }
        for (i, a) in poly.ineqs.iter().enumerate() {
            r[nv + i] = -&a[k];
        }
        for (e, a) in poly.eqs.iter().enumerate() {
            r[nv + ni + e] = -&a[k];
        }
        r
    };
    for k in 0..nx {
        sys.add_eq(coef_row(k));
    }
    sys.add_ineq(coef_row(nx));
    for i in 0..ni {
        let mut r = vec![Int::zero(); ncol + 1];
        r[nv + i] = Int::one();
        sys.add_ineq(r);
    }
    project_rational(sys, nv, budget)
}

fn gcd_normalize(r: &mut Row) {
    let mut g = Int::zero();
    for x in r.iter() {
        g = g.gcd(x);
    }
    if !g.is_zero() && !g.is_one() {
        for x in r.iter_mut() {
            *x = x.div_exact(&g);
        }
    }
}

/// Divides a row over integer columns by the gcd of its coefficients, flooring the constant.
pub(super) fn gcd_tighten(r: &mut Row) {
    let n = r.len() - 1;
    let mut g = Int::zero();
    for x in &r[..n] {
        g = g.gcd(x);
    }
    if !g.is_zero() && !g.is_one() {
        for x in r[..n].iter_mut() {
            *x = x.div_exact(&g);
        }
        r[n] = r[n].div_floor(&g);
    }
}

/// Eliminates (over the rationals) every column from `keep` on.
fn project_rational(mut sys: System, keep: usize, budget: &mut Budget) -> Option<System> {
    const MAX_ROWS: usize = 4000;
    let n = sys.nvars();
    let mut eqs = std::mem::take(&mut sys.eqs);
    let mut ineqs = std::mem::take(&mut sys.ineqs);
    // Gaussian elimination with the equalities.
    for v in keep..n {
        let Some(ei) = eqs.iter().position(|e| !e[v].is_zero()) else {
            continue;
        };
        let e = eqs.swap_remove(ei);
        let a = e[v].clone();
        let sa = Int::from(a.signum() as i64);
        let aa = a.abs();
        let elim = |r: &mut Row| {
            if r[v].is_zero() {
                return;
            }
            let b = r[v].clone();
            let f = &b * &sa;
            for (x, y) in r.iter_mut().zip(&e) {
                *x = &(&*x * &aa) - &(y * &f);
            }
            gcd_normalize(r);
        };
        eqs.iter_mut().for_each(elim);
        ineqs.iter_mut().for_each(elim);
        budget.charge((eqs.len() + ineqs.len()) as u64).ok()?;
    }
    // Fourier–Motzkin on the rest, fewest products first.
    loop {
        let mut best: Option<(usize, usize)> = None;
        for v in keep..n {
            let (mut p, mut q) = (0usize, 0usize);
            for r in &ineqs {
                match r[v].signum() {
                    1 => p += 1,
                    -1 => q += 1,
                    _ => {}
                }
            }
            if p + q == 0 {
                continue;
            }
            let cost = p * q;
            if best.is_none_or(|(_, c)| cost < c) {
                best = Some((v, cost));
            }
        }
        let Some((v, _)) = best else { break };
        let (lo, rest): (Vec<Row>, Vec<Row>) = ineqs.into_iter().partition(|r| r[v].is_positive());
        let (hi, zero): (Vec<Row>, Vec<Row>) = rest.into_iter().partition(|r| r[v].is_negative());
        let mut next = zero;
        for l in &lo {
            for h in &hi {
                let a = l[v].clone();
                let b = -&h[v];
                let mut r: Row = l
                    .iter()
                    .zip(h)
                    .map(|(x, y)| &(x * &b) + &(y * &a))
                    .collect();
                gcd_normalize(&mut r);
                if r[..r.len() - 1].iter().all(|x| x.is_zero()) {
                    if r[r.len() - 1].is_negative() {
                        // Infeasible: keep the contradiction.
                        next.push(r);
                    }
                    continue;
                }
                next.push(r);
            }
        }
        budget.charge(next.len() as u64 + 1).ok()?;
        dedupe(&mut next);
        if next.len() > 120 {
            next = remove_redundant(n, &eqs, next, budget)?;
        }
        if next.len() > MAX_ROWS {
            return None;
        }
        ineqs = next;
    }
    let mut out = System::new(keep);
    for e in eqs {
        if e[keep..n].iter().all(|x| x.is_zero()) {
            let mut r = e[..keep].to_vec();
            r.push(e[n].clone());
            out.add_eq(r);
        }
    }
    for e in ineqs {
        let mut r = e[..keep].to_vec();
        r.push(e[n].clone());
        out.add_ineq(r);
    }
    Some(out)
}

/// Drops inequalities implied (over the rationals) by the others and the equalities; `None` if
/// the budget runs out.
fn remove_redundant(
    nvars: usize,
    eqs: &[Row],
    rows: Vec<Row>,
    budget: &mut Budget,
) -> Option<Vec<Row>> {
    use tessera_polyhedral::simplex::{minimize, RatOpt};
    let mut keep = vec![true; rows.len()];
    for i in 0..rows.len() {
        let mut sys = System::new(nvars);
        for e in eqs {
            sys.add_eq(e.clone());
        }
        for (j, r) in rows.iter().enumerate() {
            if j != i && keep[j] {
                sys.add_ineq(r.clone());
            }
        }
        match minimize(&sys, &rows[i], budget).ok()? {
            RatOpt::Min(v) if *v.numer() >= num_bigint::BigInt::from(0) => keep[i] = false,
            RatOpt::Infeasible => return Some(rows),
            _ => {}
        }
    }
    Some(
        rows.into_iter()
            .zip(keep)
            .filter_map(|(r, k)| k.then_some(r))
            .collect(),
    )
}

/// Removes duplicate rows and rows implied by a row with the same coefficients (the one with
/// the smallest constant stays); the result is sorted.
pub(super) fn dedupe(rows: &mut Vec<Row>) {
    rows.sort_unstable();
    rows.dedup_by(|later, first| {
        let n = first.len() - 1;
        later[..n] == first[..n]
    });
}

/// Which rows no other row is entrywise below (of equal rows, the first is kept). Rows are
/// compared in `i64` when they fit (the usual case: thousands of Farkas rows per ILP), and a
/// row can only be below another whose entry sum is at least its own.
pub(super) fn undominated(rows: &[Row]) -> Vec<bool> {
    let below = |j: usize, i: usize| {
        rows[j].iter().zip(&rows[i]).all(|(a, b)| a <= b) && (rows[j] != rows[i] || j < i)
    };
    let small: Option<Vec<Vec<i64>>> = rows
        .iter()
        .map(|r| r.iter().map(|x| x.to_i64()).collect())
        .collect();
    let Some(small) = small else {
        return (0..rows.len())
            .map(|i| !(0..rows.len()).any(|j| j != i && below(j, i)))
            .collect();
    };
    let sums: Vec<i128> = small
        .iter()
        .map(|r| r.iter().map(|&x| x as i128).sum())
        .collect();
    // Sign masks (when a row has at most 128 entries): `j <= i` needs the positive entries of
    // `j` among those of `i` and the negative entries of `i` among those of `j`.
    let mask = |r: &Vec<i64>, neg: bool| -> u128 {
        r.iter()
            .enumerate()
            .filter(|(_, &x)| if neg { x < 0 } else { x > 0 })
            .fold(0u128, |m, (k, _)| m | (1u128 << (k % 128)))
    };
    let exact_masks = small.first().is_none_or(|r| r.len() <= 128);
    let pos: Vec<u128> = small.iter().map(|r| mask(r, false)).collect();
    let neg: Vec<u128> = small.iter().map(|r| mask(r, true)).collect();
    let mut by_sum: Vec<usize> = (0..rows.len()).collect();
    by_sum.sort_by_key(|&j| sums[j]);
    (0..rows.len())
        .map(|i| {
            !by_sum
                .iter()
                .take_while(|&&j| sums[j] <= sums[i])
                .any(|&j| {
                    j != i
                        && (!exact_masks || (pos[j] & !pos[i] == 0 && neg[i] & !neg[j] == 0))
                        && small[j].iter().zip(&small[i]).all(|(a, b)| a <= b)
                        && (small[j] != small[i] || j < i)
                })
        })
        .collect()
}
