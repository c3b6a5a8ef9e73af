//! Set algebra on unions: subtraction, complement, subset and equality
//! tests, projection, and coalescing.

use super::divs::{div_forms, simplify_piece, DivForm};
use super::{embed_row, Piece, PresburgerSet, Space, Tuple};
use crate::budget::Budget;
use crate::error::{PResult, PresburgerError};
use crate::int::Int;
use crate::integer;
use crate::linear::{Row, System};

/// `a - f` for one piece and one div-form piece: pieces
/// `a ∧ D ∧ c_1 ∧ … ∧ c_{i-1} ∧ ¬c_i` (pairwise disjoint).
fn subtract_form(a: &Piece, f: &DivForm) -> Vec<Piece> {
    let nf = a.nfixed();
    let mut base = a.clone();
    base.add_locals(f.nlocals);
    let off = a.nlocals;
    let total = base.nlocals;
    for d in &f.defs {
        base.sys.add_ineq(embed_row(d, nf, off, total));
    }
    let cons: Vec<(Row, bool)> = f
        .cons
        .eqs
        .iter()
        .map(|r| (embed_row(r, nf, off, total), true))
        .chain(
            f.cons
                .ineqs
                .iter()
                .map(|r| (embed_row(r, nf, off, total), false)),
        )
        .collect();
    let mut out = Vec::new();
    let n = base.sys.nvars();
    for (i, (row, is_eq)) in cons.iter().enumerate() {
        let mut p = base.clone();
        for (r, e) in &cons[..i] {
            if *e {
                p.sys.add_eq(r.clone());
            } else {
                p.sys.add_ineq(r.clone());
            }
        }
        // ¬(r >= 0): -r - 1 >= 0.   ¬(r = 0): r - 1 >= 0  or  -r - 1 >= 0.
        let mut neg: Row = row.iter().map(|x| -x).collect();
        neg[n] = &neg[n] - &Int::one();
        if *is_eq {
            let mut pos = row.clone();
            pos[n] = &pos[n] - &Int::one();
            let mut q = p.clone();
            q.sys.add_ineq(pos);
            if q.sys.normalize().is_ok() {
                out.push(q);
            }
        }
        p.sys.add_ineq(neg);
        if p.sys.normalize().is_ok() {
            out.push(p);
        }
    }
    out
}

impl PresburgerSet {
    /// Set difference `self - other`.
    pub fn subtract(&self, other: &PresburgerSet, budget: &mut Budget) -> PResult<PresburgerSet> {
        let (a, b) = self.align(other)?;
        let mut cur: Vec<Piece> = a.pieces.clone();
        // Simple pieces first: they often empty the result before a piece
        // with hard existential variables has to be complemented.
        let mut order: Vec<&Piece> = b.pieces.iter().collect();
        order.sort_by_key(|p| (p.nlocals, p.sys.num_constraints()));
        for bp in order {
            if cur.is_empty() {
                break;
            }
            let mut forms = Vec::new();
            for f in div_forms(bp, budget)? {
                // Forms without integer points subtract nothing.
                let mut all = f.cons.clone();
                for d in &f.defs {
                    all.add_ineq(d.clone());
                }
                if integer::sample(&all, budget)?.is_some() {
                    forms.push(f);
                }
            }
            for f in &forms {
                let mut next = Vec::new();
                for p in &cur {
                    for q in subtract_form(p, f) {
                        budget.charge(1)?;
                        // Drop the form's locals where they are no longer
                        // needed, then keep only pieces with integer points.
                        let Some(q) = simplify_piece(&q, budget)? else {
                            continue;
                        };
                        if integer::sample(&q.sys, budget)?.is_some() {
                            next.push(q);
                        }
                    }
                }
                cur = next;
            }
        }
        let res = PresburgerSet {
            space: a.space,
            pieces: cur,
        };
        res.simplify(budget)
    }

    /// Complement within the space.
    pub fn complement(&self, budget: &mut Budget) -> PResult<PresburgerSet> {
        PresburgerSet::universe(self.space.clone()).subtract(self, budget)
    }

    /// Whether `self ⊆ other`.
    pub fn is_subset(&self, other: &PresburgerSet, budget: &mut Budget) -> PResult<bool> {
        self.subtract(other, budget)?.is_empty(budget)
    }

    /// Whether the two sets hold the same points.
    pub fn is_equal(&self, other: &PresburgerSet, budget: &mut Budget) -> PResult<bool> {
        Ok(self.is_subset(other, budget)? && other.is_subset(self, budget)?)
    }

    /// Keeps the dimensions `keep` (indices into domain-then-range dims, in
    /// the given order) and existentially quantifies the others. The result
    /// is a set (relations lose their domain tuple).
    pub fn project_onto(&self, keep: &[usize], budget: &mut Budget) -> PResult<PresburgerSet> {
        let nd = self.space.ndims();
        let np = self.space.nparams();
        if keep.iter().any(|&k| k >= nd) {
            return Err(PresburgerError::Unsupported(
                "projection onto a missing dimension".into(),
            ));
        }
        let dropped: Vec<usize> = (0..nd).filter(|k| !keep.contains(k)).collect();
        let mut pieces = Vec::with_capacity(self.pieces.len());
        for p in &self.pieces {
            // New columns: kept dims, params, dropped dims (new locals), old locals.
            let mut perm: Vec<usize> = keep.to_vec();
            perm.extend(nd..nd + np);
            perm.extend(dropped.iter().copied());
            perm.extend(nd + np..nd + np + p.nlocals);
            // Duplicated kept dims need their own columns: add equalities.
            let mut sys = System::new(perm.len());
            let old_n = p.sys.nvars();
            let remap = |r: &Row| -> Row {
                let mut out: Row = perm.iter().map(|&j| r[j].clone()).collect();
                out.push(r[old_n].clone());
                out
            };
            // A dimension listed twice is copied; the copy gets only the
            // equality below, so we zero it in remapped rows.
            let mut first_pos: Vec<Option<usize>> = vec![None; old_n];
            let mut dup_of: Vec<Option<usize>> = vec![None; perm.len()];
            for (new, &old) in perm.iter().enumerate() {
                match first_pos[old] {
                    None => first_pos[old] = Some(new),
                    Some(f) => dup_of[new] = Some(f),
                }
            }
            let fix = |mut r: Row| -> Row {
                for (new, d) in dup_of.iter().enumerate() {
                    if d.is_some() {
                        r[new] = Int::zero();
                    }
                }
                r
            };
            sys.eqs = p.sys.eqs.iter().map(|r| fix(remap(r))).collect();
            sys.ineqs = p.sys.ineqs.iter().map(|r| fix(remap(r))).collect();
            for (new, d) in dup_of.iter().enumerate() {
                if let Some(f) = d {
                    let mut e = vec![Int::zero(); perm.len() + 1];
                    e[new] = Int::one();
                    e[*f] = -Int::one();
                    sys.add_eq(e);
                }
            }
            pieces.push(Piece {
                nlocals: dropped.len() + p.nlocals,
                sys,
            });
        }
        let names: Vec<Option<String>> = keep
            .iter()
            .map(|&k| self.space.dim_name(k).map(str::to_string))
            .collect();
        let mut space = self.space.clone();
        space.domain = None;
        space.range = Tuple {
            name: None,
            dims: names,
        };
        PresburgerSet { space, pieces }.simplify(budget)
    }

    /// The domain of a relation (a set is its own domain).
    pub fn domain(&self, budget: &mut Budget) -> PResult<PresburgerSet> {
        let Some(d) = &self.space.domain else {
            return Ok(self.clone());
        };
        let keep: Vec<usize> = (0..d.len()).collect();
        let mut r = self.project_onto(&keep, budget)?;
        r.space.range = d.clone();
        Ok(r)
    }

    /// The range of a relation (a set is its own range).
    pub fn range(&self, budget: &mut Budget) -> PResult<PresburgerSet> {
        let Some(d) = &self.space.domain else {
            return Ok(self.clone());
        };
        let keep: Vec<usize> = (d.len()..self.space.ndims()).collect();
        let mut r = self.project_onto(&keep, budget)?;
        r.space.range = self.space.range.clone();
        Ok(r)
    }

    /// The image of the set `set` under this relation: `{ y : ∃x ∈ set, (x, y) ∈ self }`.
    pub fn apply(&self, set: &PresburgerSet, budget: &mut Budget) -> PResult<PresburgerSet> {
        let Some(dom) = &self.space.domain else {
            return Err(PresburgerError::SpaceMismatch(
                "apply needs a relation".into(),
            ));
        };
        if set.space.domain.is_some() || set.space.range.len() != dom.len() {
            return Err(PresburgerError::SpaceMismatch(
                "the set does not match the relation's domain".into(),
            ));
        }
        // The set as a relation with an unconstrained range.
        let lifted = set.lift_to_domain(&self.space);
        let mut r = self.clone();
        r.space.domain = Some(Tuple {
            name: set.space.range.name.clone(),
            dims: dom.dims.clone(),
        });
        r.intersect(&lifted)?.range(budget)
    }

    /// This set (over the domain dims of the relation space `space`) as the relation
    /// `self × universe` of that space: the range dims are free (the set's parameters).
    pub fn lift_to_domain(&self, space: &Space) -> PresburgerSet {
        let n_in = self.space.range.len();
        let n_out = space.range.len();
        let pieces = self
            .pieces
            .iter()
            .map(|p| {
                let mut sys = p.sys.clone();
                sys.insert_vars(n_in, n_out);
                Piece {
                    nlocals: p.nlocals,
                    sys,
                }
            })
            .collect();
        let mut space = space.clone();
        space.params = self.space.params.clone();
        PresburgerSet { space, pieces }
    }

    /// The inverse relation `{ y -> x : x -> y ∈ self }`.
    pub fn reverse(&self) -> PResult<PresburgerSet> {
        let Some(dom) = &self.space.domain else {
            return Err(PresburgerError::SpaceMismatch(
                "reverse needs a relation".into(),
            ));
        };
        let (nin, nout) = (dom.len(), self.space.range.len());
        let mut space = self.space.clone();
        space.domain = Some(self.space.range.clone());
        space.range = dom.clone();
        let pieces = self
            .pieces
            .iter()
            .map(|p| {
                let n = p.sys.nvars();
                let perm: Vec<usize> = (nin..nin + nout)
                    .chain(0..nin)
                    .chain(nin + nout..n)
                    .collect();
                let mut sys = p.sys.clone();
                sys.permute(&perm);
                Piece {
                    nlocals: p.nlocals,
                    sys,
                }
            })
            .collect();
        Ok(PresburgerSet { space, pieces })
    }

    /// Coalesces the union: drops empty pieces and pieces contained in
    /// another piece, merges two pieces into one whenever the constraints of
    /// each that hold on the other describe exactly their union (checked
    /// exactly), and drops implied constraints. The point set never changes.
    pub fn coalesce(&self, budget: &mut Budget) -> PResult<PresburgerSet> {
        let mut pieces: Vec<Piece> = self.simplify(budget)?.remove_empty(budget)?.pieces;
        let space = self.space.clone();
        let single = |p: &Piece| PresburgerSet {
            space: space.clone(),
            pieces: vec![p.clone()],
        };
        // Drop pieces contained in another one.
        let mut i = 0;
        while i < pieces.len() {
            let mut redundant = false;
            for j in 0..pieces.len() {
                if j != i && single(&pieces[i]).is_subset(&single(&pieces[j]), budget)? {
                    redundant = true;
                    break;
                }
            }
            if redundant {
                pieces.remove(i);
            } else {
                i += 1;
            }
        }
        // Pairwise merging of local-free pieces.
        let mut merged = true;
        while merged {
            merged = false;
            'pairs: for i in 0..pieces.len() {
                for j in i + 1..pieces.len() {
                    if pieces[i].nlocals > 0 || pieces[j].nlocals > 0 {
                        continue;
                    }
                    let cand = hull_candidate(&pieces[i], &pieces[j], budget)?;
                    let pair = PresburgerSet {
                        space: space.clone(),
                        pieces: vec![pieces[i].clone(), pieces[j].clone()],
                    };
                    if single(&cand).is_subset(&pair, budget)? {
                        pieces.remove(j);
                        pieces[i] = cand;
                        merged = true;
                        break 'pairs;
                    }
                }
            }
        }
        PresburgerSet { space, pieces }.remove_redundancies(budget)
    }
}

/// The constraints of `a` valid on `b` together with those of `b` valid on
/// `a` (equalities split into two inequalities): a convex superset of `a ∪ b`.
fn hull_candidate(a: &Piece, b: &Piece, budget: &mut Budget) -> PResult<Piece> {
    let n = a.sys.nvars();
    let mut out = System::new(n);
    for (src, other) in [(a, b), (b, a)] {
        let rows: Vec<Row> = src
            .sys
            .eqs
            .iter()
            .flat_map(|r| [r.clone(), r.iter().map(|x| -x).collect()])
            .chain(src.sys.ineqs.iter().cloned())
            .collect();
        for r in rows {
            // Valid on `other` iff other ∧ (r <= -1) is empty.
            let mut t = other.sys.clone();
            let mut neg: Row = r.iter().map(|x| -x).collect();
            neg[n] = &neg[n] - &Int::one();
            t.add_ineq(neg);
            if integer::sample(&t, budget)?.is_none() {
                out.add_ineq(r);
            }
        }
    }
    let _ = out.normalize();
    Ok(Piece {
        nlocals: 0,
        sys: out,
    })
}
