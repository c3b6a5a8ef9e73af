//! Separation at levels with many statements ([`super::scan`]): the two cases where separating
//! every statement's projection against every other one (quadratic in the statements, and a
//! piece per distinct boundary) is not needed.
//!
//! - **Scalar dimensions.** When every active statement fixes `c_k` to a constant (the
//!   statement-order dimensions of a Pluto schedule), statements with different constants are
//!   disjoint and ordered by their constants: only statements sharing a constant are separated
//!   against each other, and the groups are emitted in increasing constant order.
//! - **Hull loops.** When more than [`MAX_SEPARATE`] distinct projections are active (long
//!   fused chains of shifted statements), the level is not separated: one loop scans a convex
//!   superset of the union (isl's unseparated code), and each statement keeps the rows of its
//!   own domain as a guard at the innermost level, where the exact domain is enforced anyway.
//!   The code is linear in the statements instead of quadratic.

use std::collections::HashMap;

use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::{Row, System};

use super::scan::{Analysis, Piece};
use super::scan_sets::normalize_or_empty;

/// Most distinct projections separated against each other at one level; above it the level
/// gets one hull loop.
pub(super) const MAX_SEPARATE: usize = 24;

impl Analysis<'_> {
    /// When every statement of `stmts` fixes `c_k` to a constant (an equality `a c_k + b = 0`
    /// of its projection with no other variable), the statements grouped by that constant, in
    /// increasing order (each group in `stmts` order).
    pub(super) fn scalar_groups(&self, k: usize, stmts: &[usize]) -> Option<Vec<Vec<usize>>> {
        if stmts.len() < 2 {
            return None;
        }
        let n = self.n;
        let mut keyed: Vec<(Int, usize)> = Vec::with_capacity(stmts.len());
        for &s in stmts {
            let p = &self.proj[s][k];
            let value = p.eqs.iter().find_map(|r| {
                let only_k = r[..n]
                    .iter()
                    .enumerate()
                    .all(|(j, c)| (j == k) != c.is_zero());
                // a c_k + b = 0 with a = ±1 after normalisation (else it has no integer point
                // and normalisation would have said so).
                (only_k && r[k].abs().is_one()).then(|| {
                    if r[k].is_one() {
                        -&r[n]
                    } else {
                        r[n].clone()
                    }
                })
            })?;
            keyed.push((value, s));
        }
        // Stable: a group keeps the order of `stmts`.
        keyed.sort_by(|a, b| a.0.cmp(&b.0));
        let mut groups: Vec<Vec<usize>> = vec![];
        let mut last: Option<Int> = None;
        for (v, s) in keyed {
            match (&last, groups.last_mut()) {
                (Some(l), Some(g)) if *l == v => g.push(s),
                _ => {
                    groups.push(vec![s]);
                    last = Some(v);
                }
            }
        }
        Some(groups)
    }

    /// Whether the projections of `stmts` at level `k` are too many to separate.
    pub(super) fn too_wide(&self, k: usize, stmts: &[usize]) -> bool {
        if stmts.len() <= MAX_SEPARATE {
            return false;
        }
        let mut distinct: Vec<&System> = vec![];
        for &s in stmts {
            let p = &self.proj[s][k];
            if !distinct.contains(&p) {
                distinct.push(p);
                if distinct.len() > MAX_SEPARATE {
                    return true;
                }
            }
        }
        false
    }

    /// One piece for all of `stmts` at level `k`: a convex superset of the union of their
    /// projections (for each linear form bounding every projection, its loosest bound; an
    /// equality counts as its two inequalities), the statements empty under `ctx` left out.
    /// `None` when the superset does not bound `c_k` on both sides (the level is then
    /// separated as usual) or no statement is left.
    pub(super) fn hull_piece(
        &mut self,
        k: usize,
        ctx: &System,
        stmts: &[usize],
    ) -> Result<Option<Piece>, String> {
        let n = self.n;
        let mut live = vec![];
        for &s in stmts {
            let p = self.proj[s][k].clone();
            if !self.empty_in(ctx, &p)? {
                live.push(s);
            }
        }
        if live.is_empty() {
            return Ok(None);
        }
        // linear part -> (statements bounded by it, loosest constant)
        let mut forms: HashMap<Row, (usize, Int)> = HashMap::new();
        let mut order: Vec<Row> = vec![];
        for &s in &live {
            let p = &self.proj[s][k];
            // This statement's tightest constant per linear part (in row order: the output
            // must not depend on hashing).
            let mut own: Vec<(Row, Int)> = vec![];
            let mut at: HashMap<Row, usize> = HashMap::new();
            let rows = p.ineqs.iter().cloned().chain(p.eqs.iter().flat_map(|e| {
                let neg: Row = e.iter().map(|c| -c).collect();
                [e.clone(), neg]
            }));
            for r in rows {
                let lin: Row = r[..n].to_vec();
                let c = r[n].clone();
                match at.get(&lin) {
                    Some(&i) => {
                        if c < own[i].1 {
                            own[i].1 = c;
                        }
                    }
                    None => {
                        at.insert(lin.clone(), own.len());
                        own.push((lin, c));
                    }
                }
            }
            for (lin, c) in own {
                match forms.get_mut(&lin) {
                    Some((count, m)) => {
                        *count += 1;
                        if c > *m {
                            *m = c;
                        }
                    }
                    None => {
                        order.push(lin.clone());
                        forms.insert(lin, (1, c));
                    }
                }
            }
        }
        let mut hull = System::new(n);
        let (mut lower, mut upper) = (false, false);
        for lin in order {
            let (count, c) = &forms[&lin];
            if *count != live.len() {
                continue;
            }
            lower |= lin[k].is_positive();
            upper |= lin[k].is_negative();
            let mut row = lin;
            row.push(c.clone());
            hull.add_ineq(row);
        }
        if !(lower && upper) || normalize_or_empty(&mut hull) {
            return Ok(None);
        }
        Ok(Some(Piece {
            sys: hull,
            stmts: live,
            hull: true,
        }))
    }
}
