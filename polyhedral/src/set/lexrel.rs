//! Parametric lexicographic optima of relations (isl's `isl_map_lexmax`/`lexmin`): for every
//! input point, the lexicographically largest (smallest) output point related to it.
//!
//! Computed by subtraction rather than by parametric integer programming: an output `y` of
//! input `x` is the maximum iff no other output `y'` of `x` follows it, so
//!
//! ```text
//! lexmax(R) = R − { x -> y : ∃ y'. x -> y' ∈ R ∧ y ≺ y' }
//! ```
//!
//! where `y ≺ y'` is the union over `k` of `y_t = y'_t (t < k) ∧ y_k < y'_k`. The dominated
//! part has `y'` as existential variables; the difference eliminates them exactly (dark
//! shadow and splinters, [`super::divs`]), so the result is exact and quasi-affine — the
//! same set of pairs as isl's answer, in another union of pieces. The result is single-valued.

use super::{Piece, PresburgerSet};
use crate::budget::Budget;
use crate::error::{PResult, PresburgerError};
use crate::int::Int;
use crate::linear::{Row, System};

impl PresburgerSet {
    /// For a relation, the lexicographic maximum (`max`) or minimum of the outputs of every
    /// input, as a single-valued relation with the same space and the same domain.
    pub fn lexopt_relation(&self, max: bool, budget: &mut Budget) -> PResult<PresburgerSet> {
        let Some(dom) = &self.space.domain else {
            return Err(PresburgerError::SpaceMismatch(
                "a lexicographic optimum per input needs a relation".into(),
            ));
        };
        let rel = self.simplify(budget)?.remove_empty(budget)?;
        if rel.pieces.is_empty() {
            return Ok(rel);
        }
        let nin = dom.len();
        let nout = self.space.range.len();
        // Levels whose output is a function of the input and the outputs before it in every
        // piece (the same equality in each) dominate nothing.
        let levels: Vec<usize> = (0..nout)
            .filter(|&k| !determined(&rel.pieces, nin, nout, k))
            .collect();
        if levels.is_empty() {
            return Ok(rel);
        }
        let dominated = PresburgerSet {
            space: rel.space.clone(),
            pieces: rel
                .pieces
                .iter()
                .flat_map(|p| {
                    levels
                        .iter()
                        .map(move |&k| dominated_piece(p, nin, nout, k, max))
                })
                .collect(),
        };
        rel.subtract(&dominated, budget)
    }

    /// Whether a relation maps every input to at most one output.
    pub fn is_single_valued(&self, budget: &mut Budget) -> PResult<bool> {
        let Some(dom) = &self.space.domain else {
            return Err(PresburgerError::SpaceMismatch(
                "single-valuedness needs a relation".into(),
            ));
        };
        let (nin, nout) = (dom.len(), self.space.range.len());
        let np = self.space.nparams();
        // Two outputs y, y' of one input that differ: some coordinate smaller or larger.
        for a in &self.pieces {
            for b in &self.pieces {
                for k in 0..nout {
                    for dir in [1i64, -1] {
                        let mut p = pair_piece(a, b, nin, nout, np);
                        let n = p.sys.nvars();
                        let mut row: Row = vec![Int::zero(); n + 1];
                        row[nin + k] = Int::from(dir);
                        row[nin + nout + np + k] = Int::from(-dir);
                        row[n] = Int::from(-1);
                        p.sys.add_ineq(row);
                        if crate::integer::sample(&p.sys, budget)?.is_some() {
                            return Ok(false);
                        }
                    }
                }
            }
        }
        Ok(true)
    }
}

/// Whether every piece holds one same equality fixing output `k` from the inputs, the
/// parameters and the outputs before it (no later output, no local).
fn determined(pieces: &[Piece], nin: usize, nout: usize, k: usize) -> bool {
    let fixes = |p: &Piece, r: &Row| {
        let nf = p.nfixed();
        !r[nin + k].is_zero()
            && (nin + k + 1..nin + nout).all(|c| r[c].is_zero())
            && (nf..nf + p.nlocals).all(|c| r[c].is_zero())
    };
    let normal = |p: &Piece, r: &Row| -> Row {
        // Without locals, sign-normalised on the output's coefficient.
        let nf = p.nfixed();
        let mut v: Row = r[..nf].to_vec();
        v.push(r[nf + p.nlocals].clone());
        if v[nin + k].is_negative() {
            v = v.iter().map(|x| -x).collect();
        }
        v
    };
    let Some(first) = pieces.first() else {
        return true;
    };
    first.sys.eqs.iter().filter(|r| fixes(first, r)).any(|r| {
        let want = normal(first, r);
        pieces[1..].iter().all(|p| {
            p.sys
                .eqs
                .iter()
                .any(|q| fixes(p, q) && normal(p, q) == want)
        })
    })
}

/// `{ x -> y : ∃ y', l. (x, y', l) ∈ p ∧ y_t = y'_t (t < k) ∧ y_k < y'_k }` (`>` for a
/// minimum): columns `[x | y | params | y' | p's locals]`.
fn dominated_piece(p: &Piece, nin: usize, nout: usize, k: usize, max: bool) -> Piece {
    let nf = p.nfixed();
    let n = nf + nout + p.nlocals;
    // p's outputs go to the y' columns.
    let cols: Vec<usize> = (0..nin)
        .chain(nf..nf + nout)
        .chain(nin + nout..nf)
        .chain(nf + nout..n)
        .collect();
    let mut sys = System::new(n);
    sys.add_placed(&p.sys, &cols);
    for t in 0..=k {
        let mut row: Row = vec![Int::zero(); n + 1];
        row[nin + t] = Int::one();
        row[nf + t] = Int::from(-1);
        if t < k {
            sys.add_eq(row);
        } else {
            // max: y'_k - y_k - 1 >= 0; min: y_k - y'_k - 1 >= 0.
            if max {
                row = row.iter().map(|x| -x).collect();
            }
            row[n] = Int::from(-1);
            sys.add_ineq(row);
        }
    }
    Piece {
        nlocals: nout + p.nlocals,
        sys,
    }
}

/// Two copies of a relation's pieces sharing the input and parameters: columns
/// `[x | y | params | y' | a's locals | b's locals]` with `(x, y) ∈ a`, `(x, y') ∈ b`.
fn pair_piece(a: &Piece, b: &Piece, nin: usize, nout: usize, np: usize) -> Piece {
    let nf = nin + nout + np;
    let (la, lb) = (a.nlocals, b.nlocals);
    let n = nf + nout + la + lb;
    let a_cols: Vec<usize> = (0..nf).chain(nf + nout..nf + nout + la).collect();
    let b_cols: Vec<usize> = (0..nin)
        .chain(nf..nf + nout)
        .chain(nin + nout..nf)
        .chain(nf + nout + la..n)
        .collect();
    let mut sys = System::new(n);
    sys.add_placed(&a.sys, &a_cols);
    sys.add_placed(&b.sys, &b_cols);
    Piece {
        nlocals: nout + la + lb,
        sys,
    }
}

#[cfg(test)]
mod tests {
    use crate::budget::Budget;
    use crate::typed::Relation;

    fn lexmax(src: &str) -> Relation {
        let r = Relation::parse(src).unwrap();
        let mut b = Budget::default();
        Relation::from_presburger(r.as_presburger().lexopt_relation(true, &mut b).unwrap()).unwrap()
    }

    fn eq(a: &Relation, src: &str) -> bool {
        let mut b = Budget::default();
        a.is_equal(&Relation::parse(src).unwrap(), &mut b).unwrap()
    }

    #[test]
    fn last_iteration_before_each_read() {
        // The last k' < k: k - 1 (derived by hand), none at k = 0.
        let m = lexmax("[N] -> { [i, k] -> [i2, k2] : i2 = i and 0 <= k2 < k and k < N }");
        assert!(eq(&m, "[N] -> { [i, k] -> [i, k - 1] : 1 <= k < N }"));
    }

    #[test]
    fn lexicographic_not_per_dimension() {
        // Outputs (a, b) with a <= x, b <= 5 - a, b >= 0: the maximum takes the largest a
        // first (a = min(x, 5)), then b = 5 - a (hand derivation).
        let m = lexmax("{ [x] -> [a, b] : 0 <= a <= x and 0 <= b <= 5 - a and x >= 0 }");
        assert!(eq(
            &m,
            "{ [x] -> [a, 5 - a] : 0 <= x and a = x and x <= 5; [x] -> [5, 0] : x > 5 }"
        ));
        let mut b = Budget::default();
        assert!(m.as_presburger().is_single_valued(&mut b).unwrap());
    }

    #[test]
    fn strides_give_quasi_affine_optima() {
        // Even outputs below x: the largest is 2 floor((x - 1) / 2).
        let m = lexmax("{ [x] -> [y] : exists e : y = 2e and 0 <= y < x }");
        assert!(eq(
            &m,
            "{ [x] -> [y] : exists e : y = 2e and x - 2 <= y < x and y >= 0 }"
        ));
        let mut b = Budget::default();
        let lexmin = Relation::from_presburger(
            Relation::parse("{ [x] -> [y] : exists e : y = 2e and 0 <= y < x }")
                .unwrap()
                .as_presburger()
                .lexopt_relation(false, &mut b)
                .unwrap(),
        )
        .unwrap();
        assert!(eq(&lexmin, "{ [x] -> [0] : x >= 1 }"));
    }

    #[test]
    fn multi_valued_relations_are_detected() {
        let mut b = Budget::default();
        let r = Relation::parse("{ [x] -> [y] : 0 <= y <= x and x <= 3 }").unwrap();
        assert!(!r.as_presburger().is_single_valued(&mut b).unwrap());
        let f = Relation::parse("{ [x] -> [y] : y = x + 1 and 0 <= x <= 3 }").unwrap();
        assert!(f.as_presburger().is_single_valued(&mut b).unwrap());
    }

    /// Random relations `[x] -> [y0, y1]` (two pieces of random inequalities, a stride, inside
    /// a box) against enumeration: the lexmax and lexmin of every input found by brute force
    /// are exactly the relation's pairs.
    #[test]
    fn random_relations_match_enumeration() {
        use crate::int::Int;
        let mut state = 0x2545_f491_4f6c_dd1du64;
        let mut next = |n: i64| -> i64 {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state % (2 * n as u64 + 1)) as i64 - n
        };
        let b = 4i64;
        for case in 0..60 {
            let mut pieces = Vec::new();
            for _ in 0..2 {
                let mut cons = vec![format!(
                    "-{b} <= x <= {b} and -{b} <= y0 <= {b} and -{b} <= y1 <= {b}"
                )];
                for _ in 0..2 {
                    cons.push(format!(
                        "{}x + {}y0 + {}y1 + {} >= 0",
                        next(2),
                        next(2),
                        next(2),
                        next(3)
                    ));
                }
                if next(1) == 0 {
                    cons.push(format!("exists e : y0 + {}x = 2e", next(1)));
                }
                pieces.push(format!("[x] -> [y0, y1] : {}", cons.join(" and ")));
            }
            let src = format!("{{ {} }}", pieces.join("; "));
            let r = Relation::parse(&src).unwrap();
            let mut bud = Budget::default();
            for max in [true, false] {
                let opt = if max {
                    r.lexmax(&mut bud)
                } else {
                    r.lexmin(&mut bud)
                }
                .unwrap();
                for x in -b..=b {
                    let mut best: Option<(i64, i64)> = None;
                    let mut inside = Vec::new();
                    for y0 in -b..=b {
                        for y1 in -b..=b {
                            let p: Vec<Int> = [x, y0, y1].iter().map(|&v| Int::from(v)).collect();
                            if r.contains(&p, &mut bud).unwrap() {
                                let better =
                                    best.is_none_or(
                                        |c| if max { (y0, y1) > c } else { (y0, y1) < c },
                                    );
                                if better {
                                    best = Some((y0, y1));
                                }
                            }
                            if opt.contains(&p, &mut bud).unwrap() {
                                inside.push((y0, y1));
                            }
                        }
                    }
                    let want: Vec<(i64, i64)> = best.into_iter().collect();
                    assert_eq!(inside, want, "case {case} max {max} x = {x}: {src}");
                }
            }
        }
    }
}
