//! The simplex's presolve: unit-coefficient equalities substituted away (an exact change of
//! variables over the rationals and the integers alike) and duplicate rows merged; and the
//! compact copy of a system each [`super::Lp`] keeps for an arbitrary-precision redo.

use crate::int::Int;
use crate::linear::{eval_row, System};

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
    pub(super) fn of(sys: &System) -> Option<(Presolve, Option<System>)> {
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

    /// An integer point of the reduced system as a point of the original one.
    pub(super) fn lift(&self, p: Vec<Int>) -> Vec<Int> {
        if self.elim.is_empty() {
            return p;
        }
        let mut full = vec![Int::zero(); self.n];
        for (k, v) in self.keep.iter().enumerate() {
            full[*v] = p[k].clone();
        }
        for (v, e) in self.elim.iter().rev() {
            full[*v] = eval_row(e, &full);
        }
        full
    }
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

/// A [`System`] in one allocation (kept by every [`Lp`], used only after an overflow).
#[derive(Clone)]
pub(super) struct FlatSystem {
    nvars: usize,
    neqs: usize,
    coefs: Vec<Int>,
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
            coefs,
        }
    }

    pub(super) fn system(&self) -> System {
        let mut sys = System::new(self.nvars);
        for (i, r) in self.coefs.chunks(self.nvars + 1).enumerate() {
            if i < self.neqs {
                sys.add_eq(r.to_vec());
            } else {
                sys.add_ineq(r.to_vec());
            }
        }
        sys
    }
}
