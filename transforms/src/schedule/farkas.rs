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
    farkas_irredundant(&irredundant(poly, budget)?, forms, nv, budget)
}

/// `poly` without the inequalities the others imply (fewer Farkas multipliers to eliminate);
/// `None` if the budget runs out.
pub(super) fn irredundant(poly: &System, budget: &mut Budget) -> Option<System> {
    let mut reduced = poly.clone();
    reduced.ineqs = remove_redundant(poly.nvars(), &poly.eqs, poly.ineqs.clone(), budget)?;
    Some(reduced)
}

/// [`farkas`] on a polyhedron already passed through [`irredundant`] (any polyhedron gives
/// the same constraints; redundant rows only cost elimination work).
pub(super) fn farkas_irredundant(
    poly: &System,
    forms: &[Form],
    nv: usize,
    budget: &mut Budget,
) -> Option<System> {
    // Only the columns the forms use can occur in the result (a dependence involves two
    // statements of many): the elimination runs on those, then the rows are widened back.
    let used: Vec<usize> = (0..nv)
        .filter(|&c| forms.iter().any(|f| !f[c].is_zero()))
        .collect();
    if used.len() == nv {
        return farkas_on(poly, forms, nv, budget);
    }
    let local: Vec<Form> = forms
        .iter()
        .map(|f| {
            let mut l: Form = used.iter().map(|&c| f[c].clone()).collect();
            l.push(f[nv].clone());
            l
        })
        .collect();
    let s = farkas_on(poly, &local, used.len(), budget)?;
    let widen = |r: &Row| -> Row {
        let mut o = vec![Int::zero(); nv + 1];
        for (k, &c) in used.iter().enumerate() {
            o[c] = r[k].clone();
        }
        o[nv] = r[used.len()].clone();
        o
    };
    let mut out = System::new(nv);
    for r in &s.eqs {
        out.add_eq(widen(r));
    }
    for r in &s.ineqs {
        out.add_ineq(widen(r));
    }
    Some(out)
}

/// [`farkas`] over exactly the columns of `forms`.
fn farkas_on(poly: &System, forms: &[Form], nv: usize, budget: &mut Budget) -> Option<System> {
    let nx = poly.nvars();
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
    // Fourier–Motzkin on the rest, fewest products first. Each row carries its history (the
    // inequalities above it combines); after `k` eliminations a row combining more than
    // `k + 1` of them is implied by the others (Chernikov's rule) and is not generated.
    let words = ineqs.len().div_ceil(64).max(1);
    let mut hist: Vec<Vec<u64>> = (0..ineqs.len())
        .map(|i| {
            let mut h = vec![0u64; words];
            h[i / 64] |= 1 << (i % 64);
            h
        })
        .collect();
    let mut eliminated = 0usize;
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
        eliminated += 1;
        let mut lo = vec![];
        let mut hi = vec![];
        let mut next = vec![];
        let mut next_hist = vec![];
        for (r, h) in ineqs.into_iter().zip(hist) {
            match r[v].signum() {
                1 => lo.push((r, h)),
                -1 => hi.push((r, h)),
                _ => {
                    next.push(r);
                    next_hist.push(h);
                }
            }
        }
        for (l, lh) in &lo {
            for (h, hh) in &hi {
                let union: Vec<u64> = lh.iter().zip(hh).map(|(a, b)| a | b).collect();
                let size: u32 = union.iter().map(|w| w.count_ones()).sum();
                if size as usize > eliminated + 1 {
                    continue;
                }
                let a = l[v].clone();
                let b = -&h[v];
                let mut r: Row = l
                    .iter()
                    .zip(h)
                    .map(|(x, y)| &(x * &b) + &(y * &a))
                    .collect();
                gcd_normalize(&mut r);
                if r[..r.len() - 1].iter().all(|x| x.is_zero()) && !r[r.len() - 1].is_negative() {
                    continue;
                }
                // (An all-zero row with a negative constant is a contradiction: kept.)
                next.push(r);
                next_hist.push(union);
            }
        }
        budget.charge(next.len() as u64 + 1).ok()?;
        let mut keep = dedupe_mask(&next);
        if keep.iter().filter(|&&k| k).count() > 120 {
            let kept: Vec<usize> = (0..next.len()).filter(|&i| keep[i]).collect();
            let rows: Vec<Row> = kept.iter().map(|&i| next[i].clone()).collect();
            for (&i, k) in kept.iter().zip(redundant_free(n, &eqs, &rows, budget)?) {
                keep[i] = k;
            }
        }
        ineqs = vec![];
        hist = vec![];
        for ((r, h), k) in next.into_iter().zip(next_hist).zip(keep) {
            if k {
                ineqs.push(r);
                hist.push(h);
            }
        }
        if ineqs.len() > MAX_ROWS {
            return None;
        }
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
    let keep = redundant_free(nvars, eqs, &rows, budget)?;
    Some(
        rows.into_iter()
            .zip(keep)
            .filter_map(|(r, k)| k.then_some(r))
            .collect(),
    )
}

/// Which of `rows` [`remove_redundant`] keeps.
fn redundant_free(
    nvars: usize,
    eqs: &[Row],
    rows: &[Row],
    budget: &mut Budget,
) -> Option<Vec<bool>> {
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
            RatOpt::Infeasible => return Some(vec![true; rows.len()]),
            _ => {}
        }
    }
    Some(keep)
}

/// Which rows [`dedupe`] keeps (of rows with equal coefficients, the first with the smallest
/// constant), in the rows' order.
fn dedupe_mask(rows: &[Row]) -> Vec<bool> {
    let mut idx: Vec<usize> = (0..rows.len()).collect();
    idx.sort_by(|&a, &b| rows[a].cmp(&rows[b]).then(a.cmp(&b)));
    let mut keep = vec![false; rows.len()];
    let mut last: Option<usize> = None;
    for i in idx {
        let n = rows[i].len() - 1;
        if last.is_some_and(|l| rows[l][..n] == rows[i][..n]) {
            continue;
        }
        keep[i] = true;
        last = Some(i);
    }
    keep
}

/// Removes duplicate rows and rows implied by a row with the same coefficients (the one with
/// the smallest constant stays); the result is sorted.
fn dedupe(rows: &mut Vec<Row>) {
    rows.sort_unstable();
    rows.dedup_by(|later, first| {
        let n = first.len() - 1;
        later[..n] == first[..n]
    });
}

/// Which rows no other row is entrywise below (of equal rows, the first is kept). Rows are
/// compared in `i64` when they fit (the usual case: thousands of Farkas rows per ILP), and a
/// row can only be below another whose entry sum is at least its own.
fn undominated(rows: &[Row]) -> Vec<bool> {
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
    undominated_small(&small)
}

/// Rows over non-negative columns, deduplicated ([`dedupe`]) and without a row that another
/// one is entrywise below ([`undominated`]), which implies it; sorted.
pub(super) fn prune(rows: Vec<Row>) -> Vec<Row> {
    let small: Option<Vec<Vec<i64>>> = rows
        .iter()
        .map(|r| r.iter().map(|x| x.to_i64()).collect())
        .collect();
    let Some(small) = small else {
        let mut rows = rows;
        dedupe(&mut rows);
        let keep = undominated(&rows);
        return rows
            .into_iter()
            .zip(keep)
            .filter_map(|(r, k)| k.then_some(r))
            .collect();
    };
    // The same steps on the rows in i64 (`Int` orders as its value does).
    let mut idx: Vec<usize> = (0..rows.len()).collect();
    idx.sort_unstable_by(|&a, &b| small[a].cmp(&small[b]));
    idx.dedup_by(|later, first| {
        let n = small[*first].len() - 1;
        small[*later][..n] == small[*first][..n]
    });
    let sub: Vec<Vec<i64>> = idx.iter().map(|&i| small[i].clone()).collect();
    let keep = undominated_small(&sub);
    let mut rows: Vec<Option<Row>> = rows.into_iter().map(Some).collect();
    idx.iter()
        .zip(keep)
        .filter(|(_, k)| *k)
        .filter_map(|(&i, _)| rows[i].take())
        .collect()
}

/// [`undominated`] on rows in `i64`.
fn undominated_small(small: &[Vec<i64>]) -> Vec<bool> {
    let below = |j: usize, i: usize| {
        j != i
            && small[j].iter().zip(&small[i]).all(|(a, b)| a <= b)
            && (small[j] != small[i] || j < i)
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
    if small.first().is_some_and(|r| r.len() > 128) {
        let mut by_sum: Vec<usize> = (0..small.len()).collect();
        by_sum.sort_by_key(|&j| sums[j]);
        return (0..small.len())
            .map(|i| {
                !by_sum
                    .iter()
                    .take_while(|&&j| sums[j] <= sums[i])
                    .any(|&j| below(j, i))
            })
            .collect();
    }
    let pos: Vec<u128> = small.iter().map(|r| mask(r, false)).collect();
    let neg: Vec<u128> = small.iter().map(|r| mask(r, true)).collect();
    // Rows grouped by sign pattern, each group by entry sum: `j <= i` needs the positive
    // entries of `j` among those of `i` and the negative entries of `i` among those of `j`,
    // so only the groups with such a pattern are searched.
    let mut groups: std::collections::HashMap<(u128, u128), Vec<usize>> =
        std::collections::HashMap::new();
    for j in 0..small.len() {
        groups.entry((pos[j], neg[j])).or_default().push(j);
    }
    let mut groups: Vec<((u128, u128), Vec<usize>)> = groups.into_iter().collect();
    for (_, g) in groups.iter_mut() {
        g.sort_by_key(|&j| sums[j]);
    }
    (0..small.len())
        .map(|i| {
            !groups.iter().any(|&((p, n), ref g)| {
                p & !pos[i] == 0
                    && neg[i] & !n == 0
                    && g.iter()
                        .take_while(|&&j| sums[j] <= sums[i])
                        .any(|&j| below(j, i))
            })
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    /// [`undominated`] agrees with the definition checked pair by pair, on random rows with
    /// repeats, few sign patterns (many rows share one) and long rows (past the 128-entry masks).
    #[test]
    fn undominated_matches_pairwise_definition() {
        let mut seed: u64 = 0x2545_f491_4f6c_dd1d;
        let mut next = |m: i64| -> i64 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m as u64) as i64
        };
        for case in 0..60 {
            let len = if case % 10 == 9 {
                130
            } else {
                2 + next(6) as usize
            };
            let n = 1 + next(60) as usize;
            let mut rows: Vec<Row> = Vec::new();
            for _ in 0..n {
                if !rows.is_empty() && next(5) == 0 {
                    let k = next(rows.len() as i64) as usize;
                    rows.push(rows[k].clone());
                    continue;
                }
                rows.push(
                    (0..len)
                        .map(|_| Int::from(if next(3) == 0 { 0 } else { next(5) - 2 }))
                        .collect(),
                );
            }
            let expect: Vec<bool> = (0..rows.len())
                .map(|i| {
                    !(0..rows.len()).any(|j| {
                        j != i
                            && rows[j].iter().zip(&rows[i]).all(|(a, b)| a <= b)
                            && (rows[j] != rows[i] || j < i)
                    })
                })
                .collect();
            assert_eq!(undominated(&rows), expect, "case {case}");
            // prune = dedupe then undominated, on Int rows.
            let mut d = rows.clone();
            dedupe(&mut d);
            let keep = undominated(&d);
            let want: Vec<Row> = d
                .into_iter()
                .zip(keep)
                .filter_map(|(r, k)| k.then_some(r))
                .collect();
            assert_eq!(prune(rows), want, "case {case}");
        }
    }

    /// Plain Fourier–Motzkin elimination of every column from `keep` on (no equalities), for
    /// reference: every pair combined, nothing dropped but trivially true rows.
    fn plain_projection(mut rows: Vec<Row>, keep: usize) -> Vec<Row> {
        let n = rows.first().map_or(0, |r| r.len() - 1);
        for v in keep..n {
            let mut next: Vec<Row> = rows.iter().filter(|r| r[v].is_zero()).cloned().collect();
            for l in rows.iter().filter(|r| r[v].is_positive()) {
                for h in rows.iter().filter(|r| r[v].is_negative()) {
                    let (a, b) = (l[v].clone(), -&h[v]);
                    let mut r: Row = l
                        .iter()
                        .zip(h)
                        .map(|(x, y)| &(x * &b) + &(y * &a))
                        .collect();
                    if r[..n].iter().all(|x| x.is_zero()) && !r[n].is_negative() {
                        continue;
                    }
                    gcd_normalize(&mut r);
                    next.push(r);
                }
            }
            next.sort();
            next.dedup();
            rows = next;
        }
        rows.into_iter()
            .map(|r| {
                let mut o = r[..keep].to_vec();
                o.push(r[n].clone());
                o
            })
            .collect()
    }

    /// Whether every row of `b` holds on the rational points of `a` (an empty `a` implies
    /// anything).
    fn implies(a: &[Row], b: &[Row], nv: usize) -> bool {
        use tessera_polyhedral::simplex::{minimize, RatOpt};
        let mut sys = System::new(nv);
        for r in a {
            sys.add_ineq(r.clone());
        }
        b.iter().all(|r| {
            let mut obj = r.clone();
            let c = obj[nv].clone();
            obj[nv] = Int::zero();
            match minimize(&sys, &obj, &mut Budget::new(1 << 40)).expect("budget") {
                RatOpt::Infeasible => true,
                RatOpt::Unbounded => false,
                RatOpt::Min(v) => {
                    v + num_rational::BigRational::from_integer(c.to_big())
                        >= num_rational::BigRational::from_integer(0.into())
                }
            }
        })
    }

    /// The projection with Chernikov's rule and redundancy removal is the plain one (each
    /// implies the other), on random systems, feasible and infeasible.
    #[test]
    fn chernikov_projection_equals_plain_projection() {
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |m: i64| -> i64 {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            (seed % m as u64) as i64
        };
        let (mut empty, mut rows_with, mut rows_plain) = (0, 0, 0);
        for case in 0..100 {
            // At most three eliminations of at most nine rows (the plain projection squares
            // its rows at each).
            let n = 3 + next(3) as usize;
            let keep = n - 1 - next(3) as usize;
            let m = 4 + next(6) as usize;
            let rows: Vec<Row> = (0..m)
                .map(|_| {
                    (0..=n)
                        .map(|j| Int::from(if j < n { next(7) - 3 } else { next(9) - 2 }))
                        .collect()
                })
                .collect();
            let mut sys = System::new(n);
            for r in &rows {
                sys.add_ineq(r.clone());
            }
            let got = project_rational(sys, keep, &mut Budget::new(1 << 40)).expect("projection");
            assert!(got.eqs.is_empty());
            let want = plain_projection(rows, keep);
            rows_with += got.ineqs.len();
            rows_plain += want.len();
            // `-1 >= 0` holds on the projection exactly when it is empty.
            let contradiction: Row = std::iter::repeat_n(Int::zero(), keep)
                .chain([Int::from(-1)])
                .collect();
            if implies(&want, &[contradiction], keep) {
                empty += 1;
            }
            assert!(
                implies(&got.ineqs, &want, keep),
                "case {case}: a row of the plain projection is lost"
            );
            assert!(
                implies(&want, &got.ineqs, keep),
                "case {case}: a row that the plain projection does not imply"
            );
        }
        eprintln!(
            "{empty} empty projections; {rows_with} rows with the rule, {rows_plain} without"
        );
        assert!(
            empty > 0 && empty < 150,
            "both feasible and infeasible systems"
        );
    }
}
