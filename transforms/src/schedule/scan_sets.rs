//! Set operations of polyhedral code generation ([`super::scan`]): exact emptiness under a
//! share of the work budget, projection, redundancy removal, implication and convex
//! differences, on [`System`]s over `[scan dims | params | 1]`.

use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::{Row, System};

use super::scan::Analysis;

/// Work units one emptiness test may use before its answer counts as "unknown" (the piece or
/// row is then kept, which is always safe).
const TEST_UNITS: u64 = 400_000;

/// Normalises `sys` in place; returns `true` when it is syntactically infeasible (it is then
/// replaced by the canonical contradiction `-1 >= 0`).
pub(super) fn normalize_or_empty(sys: &mut System) -> bool {
    if sys.normalize().is_err() {
        let n = sys.nvars();
        *sys = System::new(n);
        let mut row = vec![Int::zero(); n + 1];
        row[n] = Int::from(-1);
        sys.add_ineq(row);
        return true;
    }
    false
}

/// `-row - 1` (the integer complement of `row >= 0`).
pub(super) fn complement(row: &[Int]) -> Row {
    let mut r: Row = row.iter().map(|c| -c).collect();
    if let Some(last) = r.last_mut() {
        *last = &*last - 1;
    }
    r
}

/// `row - 1` and `-row - 1`: the two sides of the complement of `row == 0`.
pub(super) fn eq_complements(row: &[Int]) -> [Row; 2] {
    let mut up: Row = row.to_vec();
    if let Some(last) = up.last_mut() {
        *last = &*last - 1;
    }
    [up, complement(row)]
}

pub(super) fn budget_err() -> String {
    "polyhedral code generation ran out of its work budget".to_string()
}

impl Analysis<'_> {
    pub(super) fn charge(&mut self, units: u64) -> Result<(), String> {
        self.budget.charge(units).map_err(|_| budget_err())
    }

    /// Whether `sys` is proven to have no integer point (an exhausted test share means "not
    /// proven"; an exhausted budget is an error).
    pub(super) fn is_empty(&mut self, sys: &System) -> Result<bool, String> {
        let mut s = sys.clone();
        self.charge(1 + s.num_constraints() as u64)?;
        if normalize_or_empty(&mut s) {
            return Ok(true);
        }
        let key = (std::mem::take(&mut s.eqs), std::mem::take(&mut s.ineqs));
        if let Some(&e) = self.empties.get(&key) {
            return Ok(e);
        }
        (s.eqs, s.ineqs) = key;
        let grant = TEST_UNITS.min(self.budget.remaining());
        if grant == 0 {
            return Err(budget_err());
        }
        let mut share = self.budget.share(grant);
        let r = tessera_polyhedral::integer::sample(&s, &mut share);
        self.budget
            .absorb(&share, grant)
            .map_err(|_| budget_err())?;
        if self.budget.remaining() == 0 {
            return Err(budget_err());
        }
        match r {
            Ok(p) => {
                self.empties.insert((s.eqs, s.ineqs), p.is_none());
                Ok(p.is_none())
            }
            Err(_) => {
                self.unknown += 1;
                Ok(false)
            }
        }
    }

    /// `sys` without scan dim `j` (its column kept, all zero): exact substitution through an
    /// equality, else the rational Fourier–Motzkin shadow.
    pub(super) fn eliminate(&mut self, sys: &System, j: usize) -> Result<System, String> {
        let n = self.n;
        self.charge(1 + sys.num_constraints() as u64)?;
        let pivot = sys
            .eqs
            .iter()
            .enumerate()
            .filter(|(_, r)| !r[j].is_zero())
            .min_by_key(|(_, r)| r[j].abs())
            .map(|(i, _)| i);
        let mut out = System::new(n);
        if let Some(pi) = pivot {
            let e = sys.eqs[pi].clone();
            let a = e[j].clone();
            let a_abs = a.abs();
            let sa = if a.is_negative() { -1 } else { 1 };
            let elim = |r: &Row| -> Row {
                let b = &r[j] * sa;
                r.iter()
                    .zip(&e)
                    .map(|(x, y)| &(&a_abs * x) - &(&b * y))
                    .collect()
            };
            for (i, r) in sys.eqs.iter().enumerate() {
                if i != pi {
                    out.add_eq(if r[j].is_zero() { r.clone() } else { elim(r) });
                }
            }
            for r in &sys.ineqs {
                out.add_ineq(if r[j].is_zero() { r.clone() } else { elim(r) });
            }
        } else {
            out = tessera_polyhedral::fm::shadow(sys, j, false, self.budget)
                .map_err(|_| budget_err())?;
        }
        normalize_or_empty(&mut out);
        if out.ineqs.len() > 24 {
            out = self.prune(&System::new(n), out)?;
        }
        Ok(out)
    }

    /// Removes inequalities of `sys` implied (over the integers, under `ctx`) by the others.
    pub(super) fn prune(&mut self, ctx: &System, mut sys: System) -> Result<System, String> {
        let mut i = 0;
        while i < sys.ineqs.len() {
            let mut t = ctx.clone();
            for (j, r) in sys.ineqs.iter().enumerate() {
                if j != i {
                    t.add_ineq(r.clone());
                }
            }
            for r in &sys.eqs {
                t.add_eq(r.clone());
            }
            t.add_ineq(complement(&sys.ineqs[i]));
            if self.is_empty(&t)? {
                sys.ineqs.remove(i);
            } else {
                i += 1;
            }
        }
        Ok(sys)
    }

    /// The rows of `sys` that `ctx` does not imply, `true` marking equalities.
    pub(super) fn unimplied_rows(
        &mut self,
        ctx: &System,
        sys: &System,
    ) -> Result<Vec<(Row, bool)>, String> {
        let mut out = vec![];
        for r in &sys.eqs {
            let mut implied = true;
            for c in eq_complements(r) {
                let mut t = ctx.clone();
                t.add_ineq(c);
                if !self.is_empty(&t)? {
                    implied = false;
                    break;
                }
            }
            if !implied {
                out.push((r.clone(), true));
            }
        }
        let mut rest = System::new(self.n);
        rest.ineqs = sys.ineqs.clone();
        let mut kept_eqs = ctx.clone();
        for (r, _) in &out {
            kept_eqs.add_eq(r.clone());
        }
        let pruned = self.prune(&kept_eqs, rest)?;
        out.extend(pruned.ineqs.into_iter().map(|r| (r, false)));
        Ok(out)
    }

    /// `a \ b` as disjoint convex pieces (each `a` ∧ the first rows of `b` ∧ the complement
    /// of the next one).
    pub(super) fn difference(&mut self, a: &System, b: &System) -> Result<Vec<System>, String> {
        let mut out = vec![];
        let mut prefix = a.clone();
        for e in &b.eqs {
            if a.eqs.contains(e) {
                continue;
            }
            for c in eq_complements(e) {
                let mut p = prefix.clone();
                p.add_ineq(c);
                out.push(p);
            }
            prefix.add_eq(e.clone());
        }
        for r in &b.ineqs {
            if a.ineqs.contains(r) {
                continue;
            }
            let mut p = prefix.clone();
            p.add_ineq(complement(r));
            out.push(p);
            prefix.add_ineq(r.clone());
        }
        self.charge(out.len() as u64)?;
        Ok(out)
    }

    /// `sys ∧ ctx` is proven empty.
    pub(super) fn empty_in(&mut self, ctx: &System, sys: &System) -> Result<bool, String> {
        let mut t = sys.clone();
        t.append(ctx);
        self.is_empty(&t)
    }

    /// Whether every integer point of `ctx ∧ a` satisfies the rows `eqs` / `ineqs` (proven).
    pub(super) fn implies(
        &mut self,
        ctx: &System,
        a: &System,
        eqs: &[Row],
        ineqs: &[Row],
    ) -> Result<bool, String> {
        let mut base = a.clone();
        base.append(ctx);
        let negations = eqs
            .iter()
            .flat_map(|e| eq_complements(e))
            .chain(ineqs.iter().map(|r| complement(r)));
        for neg in negations {
            let mut t = base.clone();
            t.add_ineq(neg);
            if !self.is_empty(&t)? {
                return Ok(false);
            }
        }
        Ok(true)
    }
}
