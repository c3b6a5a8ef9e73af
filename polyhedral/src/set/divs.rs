//! Local (existential) variables: exact simplification, and rewriting every
//! local as a floor division of the other columns ("div form"), which is
//! what complementing a piece needs: if each local is a function of the
//! non-local columns, `¬∃q: D(x,q) ∧ C(x,q)` is `∃q: D(x,q) ∧ ¬C(x,q)`
//! where `D` are the inequalities defining the divisions.

use super::Piece;
use crate::budget::Budget;
use crate::error::{PResult, PresburgerError};
use crate::fm;
use crate::int::Int;
use crate::lattice;
use crate::linear::{Row, System};

/// A piece whose locals are all floor divisions: `defs` (pairs
/// `0 <= e - d q <= d - 1`) define them, `cons` holds the other constraints.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct DivForm {
    /// Number of locals (the last columns).
    pub nlocals: usize,
    /// Inequalities defining the locals.
    pub defs: Vec<Row>,
    /// The remaining constraints.
    pub cons: System,
}

/// Simplifies the locals of a piece exactly: unused locals are dropped,
/// unit-coefficient equalities substituted, one-sided locals dropped with
/// their bounds, and locals whose Fourier–Motzkin elimination is exact over
/// the integers (and does not grow the system) eliminated. Returns `None`
/// when the piece is syntactically infeasible.
pub(crate) fn simplify_piece(p: &Piece, budget: &mut Budget) -> PResult<Option<Piece>> {
    let mut sys = p.sys.clone();
    let mut nl = p.nlocals;
    let nf = p.nfixed();
    loop {
        budget.charge(1 + sys.num_constraints() as u64)?;
        if sys.normalize().is_err() {
            return Ok(None);
        }
        let mut changed = false;
        for c in (nf..nf + nl).rev() {
            if !sys.uses_var(c) {
                sys.remove_var(c);
                nl -= 1;
                changed = true;
                break;
            }
            if let Some(i) = sys.eqs.iter().position(|r| r[c].abs().is_one()) {
                let row = sys.eqs.swap_remove(i);
                let mut expr: Row = if row[c].is_one() {
                    row.iter().map(|x| -x).collect()
                } else {
                    row
                };
                expr[c] = Int::zero();
                sys.substitute(c, &expr);
                nl -= 1;
                changed = true;
                break;
            }
            if sys.eqs.iter().any(|r| !r[c].is_zero()) {
                continue;
            }
            let (lo, up) = fm::bounds(&sys, c);
            let small = lo.len() * up.len() <= lo.len() + up.len();
            if lo.is_empty() || up.is_empty() || (small && fm::is_exact_tightened(&sys, c)) {
                let mut s = fm::shadow(&sys, c, false, budget)?;
                s.remove_var(c);
                sys = s;
                nl -= 1;
                changed = true;
                break;
            }
        }
        if !changed {
            break;
        }
    }
    Ok(Some(Piece { nlocals: nl, sys }))
}

/// Rewrites a piece as a union of pieces in div form. Locals that are not
/// recognisably divisions are eliminated exactly (dark shadow and
/// splinters); if that still leaves a local that cannot be expressed as a
/// division, the operation is reported as unsupported.
pub(crate) fn div_forms(p: &Piece, budget: &mut Budget) -> PResult<Vec<DivForm>> {
    let mut out = Vec::new();
    rec(p.clone(), budget, &mut out)?;
    Ok(out)
}

/// Rewrites one piece (see [`div_forms`]). Terminates: an echelon step leaves the
/// equalities in echelon form, where rule (a) below defines every local they contain, unless
/// the simplification that follows changes the system, which removes a local or turns two
/// inequalities into an equality; elimination removes a local or pins it by an equality.
fn rec(p: Piece, budget: &mut Budget, out: &mut Vec<DivForm>) -> PResult<()> {
    budget.enter()?;
    let r = step(&p, budget, out);
    budget.leave();
    r
}

fn step(piece: &Piece, budget: &mut Budget, out: &mut Vec<DivForm>) -> PResult<()> {
    let Some(p) = simplify_piece(piece, budget)? else {
        return Ok(());
    };
    let nf = p.nfixed();
    let nl = p.nlocals;
    let sys = &p.sys;
    let n = sys.nvars();
    let mut defined = vec![false; nl];
    let mut defs: Vec<Row> = Vec::new();
    loop {
        let mut progress = false;
        for j in 0..nl {
            if defined[j] {
                continue;
            }
            let c = nf + j;
            let only_defined =
                |r: &Row| (0..nl).all(|t| t == j || defined[t] || r[nf + t].is_zero());
            // (a) an equality a q + e = 0: q = floor(-e / a) and a | e.
            if let Some(r) = sys.eqs.iter().find(|r| !r[c].is_zero() && only_defined(r)) {
                let r: Row = if r[c].is_negative() {
                    r.iter().map(|x| -x).collect()
                } else {
                    r.clone()
                };
                let a = r[c].clone();
                let upper: Row = r.iter().map(|x| -x).collect(); // -a q - e >= 0
                let mut lower = r.clone(); // a q + e + a - 1 >= 0
                lower[n] = &lower[n] + &(&a - &Int::one());
                defs.push(upper);
                defs.push(lower);
                defined[j] = true;
                progress = true;
                continue;
            }
            // (b) a pair e - a q >= 0, a q - e + k >= 0 with 0 <= k < a.
            let mut found: Option<(Row, Row)> = None;
            for u in sys
                .ineqs
                .iter()
                .filter(|r| r[c].is_negative() && only_defined(r))
            {
                let a = -&u[c];
                for l in sys.ineqs.iter().filter(|r| r[c] == a) {
                    let same = (0..n).all(|t| t == c || l[t] == -&u[t]);
                    if !same {
                        continue;
                    }
                    let k = &l[n] + &u[n];
                    if !k.is_negative() && k < a {
                        let mut ldef: Row = u.iter().map(|x| -x).collect();
                        ldef[n] = &ldef[n] + &(&a - &Int::one());
                        found = Some((u.clone(), ldef));
                        break;
                    }
                }
                if found.is_some() {
                    break;
                }
            }
            if let Some((u, l)) = found {
                defs.push(u);
                defs.push(l);
                defined[j] = true;
                progress = true;
            }
        }
        if !progress {
            break;
        }
    }
    if defined.iter().all(|&d| d) {
        let mut cons = sys.clone();
        cons.ineqs.retain(|r| !defs.contains(r));
        out.push(DivForm {
            nlocals: nl,
            defs,
            cons,
        });
        return Ok(());
    }
    let undefined: Vec<usize> = (0..nl).filter(|&j| !defined[j]).map(|j| nf + j).collect();
    let in_eq = |c: usize| sys.eqs.iter().any(|r| !r[c].is_zero());
    // Unimodular change of the undefined locals that puts the equalities in echelon form:
    // each equality then defines one new local as an exact division of the columns before
    // it. Skipped when they are in that form already (the transform is the identity).
    let echelon = if undefined.iter().any(|&c| in_eq(c)) {
        let a: Vec<Vec<Int>> = sys
            .eqs
            .iter()
            .map(|r| undefined.iter().map(|&c| r[c].clone()).collect())
            .collect();
        let u = lattice::echelon_transform(&a, undefined.len(), budget)?;
        let identity = u.iter().enumerate().all(|(t, col)| {
            col.iter()
                .enumerate()
                .all(|(o, x)| *x == Int::from(i64::from(o == t)))
        });
        (!identity).then_some(u)
    } else {
        None
    };
    if let Some(u) = echelon {
        let mut s2 = sys.clone();
        for row in s2.eqs.iter_mut().chain(s2.ineqs.iter_mut()) {
            let old: Vec<Int> = undefined.iter().map(|&c| row[c].clone()).collect();
            for (t, &c) in undefined.iter().enumerate() {
                let mut acc = Int::zero();
                for (o, uc) in old.iter().zip(&u[t]) {
                    acc = &acc + &(o * uc);
                }
                row[c] = acc;
            }
        }
        return rec(
            Piece {
                nlocals: nl,
                sys: s2,
            },
            budget,
            out,
        );
    }
    // Eliminate an undefined local that occurs in no equality.
    let pick = undefined.iter().copied().find(|&c| !in_eq(c));
    let Some(c) = pick else {
        return Err(PresburgerError::Unsupported(
            "cannot complement a set whose existential variables are not expressible as divisions"
                .to_string(),
        ));
    };
    for mut s in fm::eliminate_union(sys, c, budget)? {
        let mut nl2 = nl;
        if !s.uses_var(c) {
            s.remove_var(c);
            nl2 -= 1;
        }
        rec(
            Piece {
                nlocals: nl2,
                sys: s,
            },
            budget,
            out,
        )?;
    }
    Ok(())
}
