//! The simplex's presolve: unit-coefficient equalities substituted away (an exact change of
//! variables over the rationals and the integers alike) and duplicate rows merged; and the
//! compact copy of a system each [`super::Lp`] keeps for an arbitrary-precision redo.

use crate::int::Int;
use crate::linear::{eval_row, System};
use num_rational::BigRational;
use num_traits::Zero;

/// Unit-coefficient equalities substituted away.
#[derive(Clone)]
pub(super) struct Presolve {
    /// Number of original variables.
    pub(super) n: usize,
    /// The original index of each variable of the reduced system.
    pub(super) keep: Vec<usize>,
    /// In elimination order: variable `v` equals `row · (x, 1)` over the original variables,
    /// where `row` only involves variables eliminated later or kept.
    pub(super) elim: Vec<(usize, Vec<Int>)>,
}

impl Presolve {
    /// Substitutes the unit-coefficient equalities of `sys`: the reduced system, or `None`
    /// when a substitution shows it has no rational point.
    pub(super) fn of(sys: &System) -> Option<(Presolve, FlatSystem)> {
        match Presolve::of_i64(sys) {
            Some(r) => r,
            None => Presolve::of_int(sys)
                .map(|(pre, red)| (pre, FlatSystem::of(red.as_ref().unwrap_or(sys)))),
        }
    }

    /// [`Presolve::of`] in checked `i64` arithmetic (the same result); `None` when a
    /// coefficient does not fit or an operation overflows.
    fn of_i64(sys: &System) -> Option<Option<(Presolve, FlatSystem)>> {
        let n = sys.nvars();
        let w = n + 1;
        let unit = |r: &[i64]| (0..n).find(|&v| r[v] == 1 || r[v] == -1);
        if !sys
            .eqs
            .iter()
            .any(|r| r[..n].iter().any(|c| c.is_one() || (-c).is_one()))
        {
            let pre = Presolve {
                n,
                keep: (0..n).collect(),
                elim: Vec::new(),
            };
            let mut coefs = Vec::with_capacity((sys.eqs.len() + sys.ineqs.len()) * w);
            for r in sys.eqs.iter().chain(&sys.ineqs) {
                for c in r {
                    coefs.push(c.to_i64().filter(|&v| v != i64::MIN)?);
                }
            }
            let flat = FlatSystem {
                nvars: n,
                neqs: sys.eqs.len(),
                coefs: Coefs::Small(coefs),
            };
            return Some(Some((pre, flat)));
        }
        let mut eqs: Vec<i64> = Vec::with_capacity(sys.eqs.len() * w);
        for r in &sys.eqs {
            for c in r {
                eqs.push(c.to_i64()?);
            }
        }
        let mut neq = sys.eqs.len();
        let mut elim: Vec<(usize, Vec<i64>)> = Vec::new();
        let mut gone = vec![false; n];
        while let Some((i, v)) =
            (0..neq).find_map(|i| unit(&eqs[i * w..(i + 1) * w]).map(|v| (i, v)))
        {
            // r[v] x_v + rest = 0  =>  x_v = -r[v] * rest (r[v] = ±1).
            let r = &eqs[i * w..(i + 1) * w];
            let sgn = r[v];
            let mut e: Vec<i64> = r
                .iter()
                .map(|&c| c.checked_mul(-sgn))
                .collect::<Option<_>>()?;
            e[v] = 0;
            // Remove row i (swap with the last).
            let last = neq - 1;
            if i != last {
                let (a, b) = eqs.split_at_mut(last * w);
                a[i * w..(i + 1) * w].copy_from_slice(&b[..w]);
            }
            neq -= 1;
            eqs.truncate(neq * w);
            for row in eqs.chunks_mut(w) {
                substitute_i64(row, v, &e)?;
            }
            gone[v] = true;
            elim.push((v, e));
        }
        let keep: Vec<usize> = (0..n).filter(|&v| !gone[v]).collect();
        let nk = keep.len();
        // The reduced rows, flat: equalities first, then the inequalities.
        let mut kept_rows: Vec<i64> = Vec::with_capacity((neq + sys.ineqs.len()) * (nk + 1));
        let mut nred_eqs = 0;
        for r in eqs.chunks(w) {
            if keep.iter().all(|&v| r[v] == 0) {
                if r[n] != 0 {
                    return Some(None);
                }
                continue;
            }
            kept_rows.extend(keep.iter().map(|&v| r[v]));
            kept_rows.push(r[n]);
            nred_eqs += 1;
        }
        let eq_len = kept_rows.len();
        // Inequalities: as in `of_int`.
        let mut seen: Vec<(u64, usize)> = Vec::new();
        let mut scratch: Vec<i64> = vec![0; w];
        for r in &sys.ineqs {
            for (x, c) in scratch.iter_mut().zip(r) {
                *x = c.to_i64()?;
            }
            for (v, e) in &elim {
                substitute_i64(&mut scratch, *v, e)?;
            }
            if keep.iter().all(|&v| scratch[v] == 0) {
                if scratch[n] < 0 {
                    return Some(None);
                }
                continue;
            }
            let h = keep.iter().fold(0xcbf2_9ce4_8422_2325u64, |h, &v| {
                (h ^ scratch[v] as u64).wrapping_mul(0x100_0000_01b3)
            });
            let same = seen.iter().find(|&&(h2, k)| {
                h2 == h
                    && keep
                        .iter()
                        .enumerate()
                        .all(|(j, &v)| kept_rows[eq_len + k * (nk + 1) + j] == scratch[v])
            });
            match same {
                Some(&(_, k)) => {
                    let c = &mut kept_rows[eq_len + k * (nk + 1) + nk];
                    if scratch[n] < *c {
                        *c = scratch[n];
                    }
                }
                None => {
                    seen.push((h, seen.len()));
                    kept_rows.extend(keep.iter().map(|&v| scratch[v]));
                    kept_rows.push(scratch[n]);
                }
            }
        }
        if kept_rows.contains(&i64::MIN) {
            return None;
        }
        let elim = elim
            .into_iter()
            .map(|(v, e)| (v, e.into_iter().map(Int::from).collect()))
            .collect();
        let flat = FlatSystem {
            nvars: nk,
            neqs: nred_eqs,
            coefs: Coefs::Small(kept_rows),
        };
        Some(Some((Presolve { n, keep, elim }, flat)))
    }

    /// [`Presolve::of`] in arbitrary precision.
    fn of_int(sys: &System) -> Option<(Presolve, Option<System>)> {
        let n = sys.nvars();
        let unit = |r: &Vec<Int>| (0..n).any(|v| r[v].is_one() || (-&r[v]).is_one());
        if !sys.eqs.iter().any(unit) {
            let pre = Presolve {
                n,
                keep: (0..n).collect(),
                elim: Vec::new(),
            };
            return Some((pre, None));
        }
        let mut eqs: Vec<Vec<Int>> = sys.eqs.clone();
        let mut elim: Vec<(usize, Vec<Int>)> = Vec::new();
        let mut gone = vec![false; n];
        while let Some((i, v)) = eqs.iter().enumerate().find_map(|(i, r)| {
            (0..n)
                .find(|&v| r[v].is_one() || (-&r[v]).is_one())
                .map(|v| (i, v))
        }) {
            let r = eqs.swap_remove(i);
            // r[v] x_v + rest = 0  =>  x_v = -r[v] * rest (r[v] = ±1).
            let mut e: Vec<Int> = r.iter().map(|c| -(c * &r[v])).collect();
            e[v] = Int::zero();
            for row in eqs.iter_mut() {
                substitute(row, v, &e);
            }
            gone[v] = true;
            elim.push((v, e));
        }
        let keep: Vec<usize> = (0..n).filter(|&v| !gone[v]).collect();
        let project = |r: &[Int]| -> Vec<Int> {
            keep.iter()
                .map(|&v| r[v].clone())
                .chain(std::iter::once(r[n].clone()))
                .collect()
        };
        let mut red = System::new(keep.len());
        for r in &eqs {
            let row = project(r);
            if row[..keep.len()].iter().all(Int::is_zero) {
                if !row[keep.len()].is_zero() {
                    return None;
                }
                continue;
            }
            red.add_eq(row);
        }
        // Inequalities: drop the trivially true ones, keep the tightest constant of rows with
        // the same coefficients (a rationally exact merge).
        let nk = keep.len();
        let mut seen: Vec<u64> = Vec::new();
        // Each inequality takes the substitutions in elimination order (as if each had been
        // applied to every row when it was made), through one scratch row.
        let mut scratch: Vec<Int> = Vec::with_capacity(n + 1);
        for r in &sys.ineqs {
            let row = if elim.iter().any(|(v, _)| !r[*v].is_zero()) {
                scratch.clear();
                scratch.extend_from_slice(r);
                for (v, e) in &elim {
                    substitute(&mut scratch, *v, e);
                }
                project(&scratch)
            } else {
                project(r)
            };
            if row[..nk].iter().all(Int::is_zero) {
                if row[nk].is_negative() {
                    return None;
                }
                continue;
            }
            let h = row[..nk].iter().fold(0xcbf2_9ce4_8422_2325u64, |h, c| {
                let v = c.to_i64().unwrap_or(i64::MIN) as u64;
                (h ^ v).wrapping_mul(0x100_0000_01b3)
            });
            let same = seen
                .iter()
                .enumerate()
                .find(|&(k, &h2)| h2 == h && red.ineqs[k][..nk] == row[..nk])
                .map(|(k, _)| k);
            match same {
                Some(k) => {
                    if row[nk] < red.ineqs[k][nk] {
                        red.ineqs[k][nk] = row[nk].clone();
                    }
                }
                None => {
                    seen.push(h);
                    red.add_ineq(row);
                }
            }
        }
        Some((Presolve { n, keep, elim }, Some(red)))
    }

    /// A row over the original variables as a row over the reduced ones.
    pub(super) fn reduce_row(&self, r: &[Int]) -> Vec<Int> {
        let n = self.n;
        let mut row = r.to_vec();
        for (v, e) in &self.elim {
            substitute(&mut row, *v, e);
        }
        self.keep
            .iter()
            .map(|&v| row[v].clone())
            .chain(std::iter::once(row[n].clone()))
            .collect()
    }

    /// A rational point of the reduced system as a point of the original one.
    pub(super) fn lift_rational(&self, p: Vec<BigRational>) -> Vec<BigRational> {
        self.lift_with(p, BigRational::zero(), |e, full| {
            let mut acc = BigRational::from_integer(e[self.n].to_big());
            for (c, x) in e.iter().take(self.n).zip(full) {
                if !c.is_zero() {
                    acc += BigRational::from_integer(c.to_big()) * x;
                }
            }
            acc
        })
    }

    /// An integer point of the reduced system as a point of the original one.
    pub(super) fn lift(&self, p: Vec<Int>) -> Vec<Int> {
        self.lift_with(p, Int::zero(), eval_row)
    }

    /// A point of the reduced system as a point of the original one, each eliminated variable
    /// its substitution row evaluated (`eval`) at the point lifted so far.
    fn lift_with<T: Clone>(&self, p: Vec<T>, zero: T, eval: impl Fn(&[Int], &[T]) -> T) -> Vec<T> {
        if self.elim.is_empty() {
            return p;
        }
        let mut full = vec![zero; self.n];
        for (k, v) in self.keep.iter().enumerate() {
            full[*v] = p[k].clone();
        }
        for (v, e) in self.elim.iter().rev() {
            full[*v] = eval(e, &full);
        }
        full
    }
}

/// [`substitute`] in checked `i64` arithmetic (`None` on overflow).
fn substitute_i64(row: &mut [i64], v: usize, e: &[i64]) -> Option<()> {
    let f = std::mem::replace(&mut row[v], 0);
    if f == 0 {
        return Some(());
    }
    for (x, &c) in row.iter_mut().zip(e) {
        if c != 0 {
            *x = x.checked_add(f.checked_mul(c)?)?;
        }
    }
    Some(())
}

/// Replaces `x_v` in `row` by `e · (x, 1)` (`e[v] = 0`).
fn substitute(row: &mut [Int], v: usize, e: &[Int]) {
    let f = std::mem::replace(&mut row[v], Int::zero());
    if f.is_zero() {
        return;
    }
    for (x, c) in row.iter_mut().zip(e) {
        if !c.is_zero() {
            *x = &*x + &(&f * c);
        }
    }
}

/// A [`System`] in one allocation (kept by every [`Lp`]: the presolved system, for the
/// exact integer test and for an arbitrary-precision redo after an overflow).
#[derive(Clone)]
pub(super) struct FlatSystem {
    pub(super) nvars: usize,
    pub(super) neqs: usize,
    pub(super) coefs: Coefs,
}

/// The coefficients of a [`FlatSystem`], row after row (equalities first).
#[derive(Clone)]
pub(super) enum Coefs {
    /// All in `i64` (none is `i64::MIN`).
    Small(Vec<i64>),
    /// Arbitrary precision.
    Big(Vec<Int>),
}

impl FlatSystem {
    pub(super) fn of(sys: &System) -> FlatSystem {
        let mut coefs = Vec::with_capacity((sys.eqs.len() + sys.ineqs.len()) * (sys.nvars() + 1));
        for r in sys.eqs.iter().chain(&sys.ineqs) {
            coefs.extend_from_slice(r);
        }
        FlatSystem {
            nvars: sys.nvars(),
            neqs: sys.eqs.len(),
            coefs: Coefs::Big(coefs),
        }
    }

    /// This system with the equalities `eqs` and inequalities `ineqs` (rows over its
    /// variables) added; `i64` coefficients stay `i64` when the new rows fit.
    pub(super) fn with_rows(&self, eqs: &[Vec<Int>], ineqs: &[Vec<Int>]) -> FlatSystem {
        let w = self.nvars + 1;
        let neqs = self.neqs + eqs.len();
        if let Coefs::Small(c) = &self.coefs {
            let small: Option<Vec<i64>> = eqs
                .iter()
                .chain(ineqs)
                .flatten()
                .map(|x| x.to_i64().filter(|&v| v != i64::MIN))
                .collect();
            if let Some(small) = small {
                let split = self.neqs * w;
                let (e_new, i_new) = small.split_at(eqs.len() * w);
                let mut coefs = Vec::with_capacity(c.len() + small.len());
                coefs.extend_from_slice(&c[..split]);
                coefs.extend_from_slice(e_new);
                coefs.extend_from_slice(&c[split..]);
                coefs.extend_from_slice(i_new);
                return FlatSystem {
                    nvars: self.nvars,
                    neqs,
                    coefs: Coefs::Small(coefs),
                };
            }
        }
        let mut sys = self.system();
        for r in eqs {
            sys.add_eq(r.clone());
        }
        for r in ineqs {
            sys.add_ineq(r.clone());
        }
        FlatSystem::of(&sys)
    }

    /// Per variable, the largest absolute coefficient it has in any row (saturating at
    /// `u64::MAX` for huge ones): branch and bound splits the most tightly coupled variables
    /// first (a tile coordinate `32 t <= x <= 32 t + 31` before its point coordinate).
    pub(super) fn col_weights(&self) -> Vec<u64> {
        let mut w = vec![0u64; self.nvars];
        for i in 0..self.nrows() {
            for (j, wj) in w.iter_mut().enumerate() {
                let c = match self.small_row(i) {
                    Some(r) => r[j].unsigned_abs(),
                    None => self
                        .coef(i, j)
                        .abs()
                        .to_i64()
                        .map_or(u64::MAX, |v| v as u64),
                };
                *wj = (*wj).max(c);
            }
        }
        w
    }

    /// Number of rows.
    pub(super) fn nrows(&self) -> usize {
        let len = match &self.coefs {
            Coefs::Small(c) => c.len(),
            Coefs::Big(c) => c.len(),
        };
        len / (self.nvars + 1)
    }

    /// Coefficient `j` of row `i`.
    pub(super) fn coef(&self, i: usize, j: usize) -> Int {
        let k = i * (self.nvars + 1) + j;
        match &self.coefs {
            Coefs::Small(c) => Int::from(c[k]),
            Coefs::Big(c) => c[k].clone(),
        }
    }

    /// Row `i` as `i64`s when the coefficients are small.
    pub(super) fn small_row(&self, i: usize) -> Option<&[i64]> {
        let w = self.nvars + 1;
        match &self.coefs {
            Coefs::Small(c) => Some(&c[i * w..(i + 1) * w]),
            Coefs::Big(_) => None,
        }
    }

    /// Whether some equality has no integer solution by itself: the gcd of its variable
    /// coefficients does not divide its constant (then the system has no integer point).
    pub(super) fn gcd_infeasible(&self) -> bool {
        let n = self.nvars;
        (0..self.neqs).any(|i| {
            let g = (0..n).fold(Int::zero(), |g, j| {
                let c = self.coef(i, j);
                if c.is_zero() {
                    g
                } else {
                    g.gcd(&c)
                }
            });
            let c = self.coef(i, n);
            if g.is_zero() {
                !c.is_zero()
            } else {
                !c.divisible_by(&g)
            }
        })
    }

    pub(super) fn system(&self) -> System {
        let mut sys = System::new(self.nvars);
        let w = self.nvars + 1;
        for i in 0..self.nrows() {
            let row: Vec<Int> = (0..w).map(|j| self.coef(i, j)).collect();
            if i < self.neqs {
                sys.add_eq(row);
            } else {
                sys.add_ineq(row);
            }
        }
        sys
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The `i64` presolve gives exactly the arbitrary-precision one's result (kept variables,
    /// substitutions, reduced rows in order) on random systems with unit equalities.
    #[test]
    fn i64_presolve_equals_int_presolve() {
        let mut x: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = |m: i64| {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            (x % (2 * m as u64 + 1)) as i64 - m
        };
        let mut reduced = 0;
        for _ in 0..2000 {
            let n = 1 + next(3).unsigned_abs() as usize;
            let mut sys = System::new(n);
            for _ in 0..next(3).unsigned_abs() {
                let row: Vec<i64> = (0..=n).map(|_| next(2)).collect();
                sys.add_eq_i64(&row);
            }
            for _ in 0..next(5).unsigned_abs() {
                let row: Vec<i64> = (0..=n).map(|_| next(3)).collect();
                sys.add_ineq_i64(&row);
            }
            let fast = Presolve::of_i64(&sys).expect("small coefficients fit");
            let slow = Presolve::of_int(&sys);
            match (fast, slow) {
                (None, None) => {}
                (Some((pf, rf)), Some((ps, rs))) => {
                    assert_eq!(pf.keep, ps.keep);
                    assert_eq!(pf.elim, ps.elim);
                    let rf = rf.system();
                    let rs = rs.as_ref().unwrap_or(&sys);
                    assert_eq!((&rf.eqs, &rf.ineqs), (&rs.eqs, &rs.ineqs));
                    reduced += usize::from(!pf.elim.is_empty());
                }
                (f, s) => panic!("i64 {:?} vs int {:?}", f.is_some(), s.is_some()),
            }
        }
        assert!(reduced > 100, "too few systems were reduced: {reduced}");
    }
}
