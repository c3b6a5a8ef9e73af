//! Linear constraint systems over the integers.
//!
//! A [`System`] has `nvars` variables; every row has `nvars + 1` entries, the
//! last one being the constant term. An equality row `r` means
//! `r[0]*x0 + ... + r[n-1]*x(n-1) + r[n] = 0`, an inequality row means `... >= 0`.
//! The system itself does not know which columns are dimensions, symbols or
//! local variables; [`crate::set`] keeps that bookkeeping.

use crate::int::Int;

/// A row of coefficients followed by the constant term.
pub type Row = Vec<Int>;

/// The system has no integer solution (detected syntactically).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Infeasible;

/// A conjunction of integer linear equalities and inequalities.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct System {
    nvars: usize,
    /// Equalities `row · (x, 1) = 0`.
    pub eqs: Vec<Row>,
    /// Inequalities `row · (x, 1) >= 0`.
    pub ineqs: Vec<Row>,
}

/// `row` (over `cols.len()` columns and a constant) re-placed into a row of `total` columns:
/// old column `k` goes to column `cols[k]`.
pub fn place(row: &[Int], cols: &[usize], total: usize) -> Row {
    let mut out = vec![Int::zero(); total + 1];
    for (k, &c) in cols.iter().enumerate() {
        out[c] = row[k].clone();
    }
    out[total] = row[cols.len()].clone();
    out
}

/// Evaluates `row · (point, 1)`.
pub fn eval_row(row: &[Int], point: &[Int]) -> Int {
    let n = row.len().saturating_sub(1);
    if let Some(v) = eval_row_small(row, point) {
        return Int::from(v);
    }
    let mut acc = row.get(n).cloned().unwrap_or_default();
    for (c, x) in row.iter().take(n).zip(point) {
        if !c.is_zero() {
            acc = &acc + &(c * x);
        }
    }
    acc
}

/// [`eval_row`] in checked `i128` when every coefficient and coordinate used fits `i64`;
/// `None` otherwise (then the caller evaluates exactly with big integers).
fn eval_row_small(row: &[Int], point: &[Int]) -> Option<i128> {
    let n = row.len().checked_sub(1)?;
    let Int::Small(c0) = row[n] else { return None };
    let mut acc = i128::from(c0);
    for (c, x) in row[..n].iter().zip(point) {
        match (c, x) {
            (Int::Small(0), _) => {}
            (Int::Small(c), Int::Small(x)) => {
                acc = acc.checked_add(i128::from(*c) * i128::from(*x))?;
            }
            _ => return None,
        }
    }
    Some(acc)
}

/// The sign of `row · (point, 1)`.
fn eval_sign(row: &[Int], point: &[Int]) -> std::cmp::Ordering {
    match eval_row_small(row, point) {
        Some(v) => v.cmp(&0),
        None => {
            let v = eval_row(row, point);
            if v.is_zero() {
                std::cmp::Ordering::Equal
            } else if v.is_negative() {
                std::cmp::Ordering::Less
            } else {
                std::cmp::Ordering::Greater
            }
        }
    }
}

/// A fast hash of a coefficient vector (of its negation when `negate`).
pub(crate) fn hash_coefs(coefs: &[Int], negate: bool) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for c in coefs {
        let v: u64 = match c {
            Int::Small(v) => {
                let v = if negate { v.wrapping_neg() } else { *v };
                v as u64
            }
            // Large values hash by sign only; equality is checked exactly.
            Int::Big(_) => {
                if c.is_negative() != negate {
                    0x9e37_79b9_7f4a_7c15
                } else {
                    0x7f4a_7c15_9e37_79b9
                }
            }
        };
        h = (h.rotate_left(5) ^ v).wrapping_mul(0x517c_c1b7_2722_0a95);
    }
    h
}

/// gcd of the variable coefficients of a row (0 if all are zero).
pub(crate) fn coef_gcd(row: &[Int]) -> Int {
    let n = row.len().saturating_sub(1);
    let mut g = Int::zero();
    for c in &row[..n] {
        if !c.is_zero() {
            g = g.gcd(c);
            if g.is_one() {
                break;
            }
        }
    }
    g
}

/// Normalises an inequality in place (divide by the coefficient gcd, tighten
/// the constant). Returns `Some(true)` if it became trivially true,
/// `Some(false)` if it is informative, and `None` if it is infeasible.
pub(crate) fn normalize_ineq(row: &mut [Int]) -> Option<bool> {
    let n = row.len() - 1;
    let g = coef_gcd(row);
    if g.is_zero() {
        return if row[n].is_negative() {
            None
        } else {
            Some(true)
        };
    }
    if !g.is_one() {
        for c in row[..n].iter_mut() {
            *c = c.div_exact(&g);
        }
        row[n] = row[n].div_floor(&g);
    }
    Some(false)
}

/// Normalises an equality in place (divide by gcd, first non-zero
/// coefficient positive). Same return convention as [`normalize_ineq`].
pub(crate) fn normalize_eq(row: &mut [Int]) -> Option<bool> {
    let n = row.len() - 1;
    let g = coef_gcd(row);
    if g.is_zero() {
        return if row[n].is_zero() { Some(true) } else { None };
    }
    if !row[n].divisible_by(&g) {
        return None;
    }
    let neg = row[..n]
        .iter()
        .find(|c| !c.is_zero())
        .is_some_and(|c| c.is_negative());
    if !g.is_one() || neg {
        let g = if neg { -g } else { g };
        for c in row.iter_mut() {
            *c = c.div_exact(&g);
        }
    }
    Some(false)
}

impl System {
    /// An empty system (no constraints: the whole space) over `nvars` variables.
    pub fn new(nvars: usize) -> System {
        System {
            nvars,
            eqs: Vec::new(),
            ineqs: Vec::new(),
        }
    }

    /// Number of variables.
    pub fn nvars(&self) -> usize {
        self.nvars
    }

    /// Number of constraints.
    pub fn num_constraints(&self) -> usize {
        self.eqs.len() + self.ineqs.len()
    }

    /// Adds an equality (the row must have `nvars + 1` entries).
    pub fn add_eq(&mut self, row: Row) {
        debug_assert_eq!(row.len(), self.nvars + 1);
        self.eqs.push(row);
    }

    /// Adds an inequality (the row must have `nvars + 1` entries).
    pub fn add_ineq(&mut self, row: Row) {
        debug_assert_eq!(row.len(), self.nvars + 1);
        self.ineqs.push(row);
    }

    /// Adds the constraints of `other`, its column `k` placed at column `cols[k]` of this
    /// system (the other columns zero).
    pub fn add_placed(&mut self, other: &System, cols: &[usize]) {
        let total = self.nvars;
        for r in &other.eqs {
            self.add_eq(place(r, cols, total));
        }
        for r in &other.ineqs {
            self.add_ineq(place(r, cols, total));
        }
    }

    /// Adds an equality given as i64 coefficients (convenience for tests).
    pub fn add_eq_i64(&mut self, row: &[i64]) {
        self.add_eq(row.iter().map(|&v| Int::from(v)).collect());
    }

    /// Adds an inequality given as i64 coefficients (convenience for tests).
    pub fn add_ineq_i64(&mut self, row: &[i64]) {
        self.add_ineq(row.iter().map(|&v| Int::from(v)).collect());
    }

    /// Whether `point` (length `nvars`) satisfies every constraint.
    pub fn contains(&self, point: &[Int]) -> bool {
        self.eqs.iter().all(|r| eval_sign(r, point).is_eq())
            && self.ineqs.iter().all(|r| eval_sign(r, point).is_ge())
    }

    /// Inserts `count` fresh variables (zero columns) before column `at`.
    pub fn insert_vars(&mut self, at: usize, count: usize) {
        if count == 0 {
            return;
        }
        for row in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            row.splice(at..at, std::iter::repeat_n(Int::zero(), count));
        }
        self.nvars += count;
    }

    /// Removes variable `k` (its column is simply dropped: callers make sure
    /// it no longer occurs, or intend to drop it).
    pub fn remove_var(&mut self, k: usize) {
        for row in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            row.remove(k);
        }
        self.nvars -= 1;
    }

    /// Rearranges columns: new variable `j` is old variable `perm[j]`
    /// (`perm` must be a permutation of `0..nvars`).
    pub fn permute(&mut self, perm: &[usize]) {
        let n = self.nvars;
        for row in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            let mut new = Vec::with_capacity(n + 1);
            for &p in perm {
                new.push(row[p].clone());
            }
            new.push(row[n].clone());
            *row = new;
        }
    }

    /// Substitutes `x_k = (expr · (x, 1))` where `expr[k] == 0`, then removes
    /// column `k`.
    pub fn substitute(&mut self, k: usize, expr: &[Int]) {
        for row in self.eqs.iter_mut().chain(self.ineqs.iter_mut()) {
            let c = std::mem::take(&mut row[k]);
            if c.is_zero() {
                continue;
            }
            for (r, e) in row.iter_mut().zip(expr) {
                if !e.is_zero() {
                    *r = &*r + &(&c * e);
                }
            }
        }
        self.remove_var(k);
    }

    /// Appends all constraints of `other` (same number of variables).
    pub fn append(&mut self, other: &System) {
        self.eqs.extend(other.eqs.iter().cloned());
        self.ineqs.extend(other.ineqs.iter().cloned());
    }

    /// Normalises: gcd normalisation and tightening, removal of trivially
    /// true and duplicate rows, detection of opposite inequality pairs
    /// (turned into equalities or found contradictory).
    pub fn normalize(&mut self) -> Result<(), Infeasible> {
        let n = self.nvars;
        // Equalities: normalise, then drop duplicates (same coefficients
        // with a different constant is a contradiction).
        let mut eqs = Vec::with_capacity(self.eqs.len());
        for mut row in std::mem::take(&mut self.eqs) {
            match normalize_eq(&mut row) {
                None => return Err(Infeasible),
                Some(true) => continue,
                Some(false) => eqs.push(row),
            }
        }
        let mut keyed: Vec<(u64, usize)> = eqs
            .iter()
            .enumerate()
            .map(|(i, r)| (hash_coefs(&r[..n], false), i))
            .collect();
        keyed.sort_unstable();
        let mut drop_eq = vec![false; eqs.len()];
        for w in 0..keyed.len() {
            let (h, i) = keyed[w];
            for &(h2, j) in keyed[w + 1..].iter().take_while(|(h2, _)| *h2 == h) {
                let _ = h2;
                if !drop_eq[j] && eqs[i][..n] == eqs[j][..n] {
                    if eqs[i][n] != eqs[j][n] {
                        return Err(Infeasible);
                    }
                    drop_eq[j] = true;
                }
            }
        }
        // Inequalities: normalise, keep the tightest constant per
        // coefficient vector.
        let mut ineqs: Vec<Row> = Vec::with_capacity(self.ineqs.len());
        for mut row in std::mem::take(&mut self.ineqs) {
            match normalize_ineq(&mut row) {
                None => return Err(Infeasible),
                Some(true) => continue,
                Some(false) => ineqs.push(row),
            }
        }
        let mut keyed: Vec<(u64, usize)> = ineqs
            .iter()
            .enumerate()
            .map(|(i, r)| (hash_coefs(&r[..n], false), i))
            .collect();
        keyed.sort_unstable();
        let mut drop = vec![false; ineqs.len()];
        for w in 0..keyed.len() {
            let (h, i) = keyed[w];
            if drop[i] {
                continue;
            }
            for &(h2, j) in &keyed[w + 1..] {
                if h2 != h {
                    break;
                }
                if !drop[j] && ineqs[i][..n] == ineqs[j][..n] {
                    if ineqs[j][n] < ineqs[i][n] {
                        ineqs[i][n] = ineqs[j][n].clone();
                    }
                    drop[j] = true;
                }
            }
        }
        // Opposite pairs: a·x + c >= 0 and -a·x + d >= 0.
        let mut new_eqs: Vec<Row> = Vec::new();
        for i in 0..ineqs.len() {
            if drop[i] {
                continue;
            }
            let hn = hash_coefs(&ineqs[i][..n], true);
            let start = keyed.partition_point(|(h, _)| *h < hn);
            for &(h2, j) in &keyed[start..] {
                if h2 != hn {
                    break;
                }
                if j == i || drop[j] {
                    continue;
                }
                let opposite = ineqs[i][..n]
                    .iter()
                    .zip(&ineqs[j][..n])
                    .all(|(a, b)| *a == -b);
                if !opposite {
                    continue;
                }
                let s = &ineqs[i][n] + &ineqs[j][n];
                if s.is_negative() {
                    return Err(Infeasible);
                }
                if s.is_zero() {
                    let mut row = ineqs[i].clone();
                    if normalize_eq(&mut row).is_none() {
                        return Err(Infeasible);
                    }
                    new_eqs.push(row);
                    drop[i] = true;
                    drop[j] = true;
                }
                break;
            }
        }
        self.eqs = eqs
            .into_iter()
            .zip(drop_eq)
            .filter_map(|(r, d)| if d { None } else { Some(r) })
            .collect();
        for row in new_eqs {
            let dup = self.eqs.iter().find(|e| e[..n] == row[..n]);
            match dup {
                Some(e) if e[n] != row[n] => return Err(Infeasible),
                Some(_) => {}
                None => self.eqs.push(row),
            }
        }
        self.ineqs = ineqs
            .into_iter()
            .zip(drop)
            .filter_map(|(r, d)| if d { None } else { Some(r) })
            .collect();
        Ok(())
    }

    /// Whether variable `k` occurs in any constraint.
    pub fn uses_var(&self, k: usize) -> bool {
        self.eqs
            .iter()
            .chain(self.ineqs.iter())
            .any(|r| !r[k].is_zero())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn normalisation_tightens_and_detects_pairs() {
        let mut s = System::new(2);
        s.add_ineq_i64(&[2, 4, 3]); // 2x + 4y + 3 >= 0  -> x + 2y + 1 >= 0
        s.add_ineq_i64(&[-1, -2, -1]); // -x - 2y - 1 >= 0 -> together: x + 2y + 1 = 0
        s.add_eq_i64(&[0, 0, 0]);
        assert!(s.normalize().is_ok());
        assert_eq!(s.eqs.len(), 1);
        assert!(s.ineqs.is_empty());
        assert_eq!(s.eqs[0], vec![Int::from(1), Int::from(2), Int::from(1)]);
        let mut t = System::new(1);
        t.add_eq_i64(&[2, 1]); // 2x + 1 = 0 has no integer solution
        assert_eq!(t.normalize(), Err(Infeasible));
        let mut u = System::new(1);
        u.add_ineq_i64(&[3, -1]); // 3x >= 1 -> x >= 1
        u.add_ineq_i64(&[-3, 2]); // 3x <= 2 -> x <= 0
        assert_eq!(u.normalize(), Err(Infeasible));
    }
}
