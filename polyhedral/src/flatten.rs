//! Flattening of affine expressions, maps and integer sets into linear
//! constraint systems.
//!
//! Columns are `[dims | symbols | locals | constant]`. Every `floordiv`,
//! `ceildiv` and `mod` by a constant introduces a local `q = floor(e / k)`
//! with its defining inequalities `0 <= e - k q <= k - 1` (`ceildiv` and
//! `mod` are rewritten through `floor`); identical divisions share a local.
//! Products of two non-constant expressions and divisions by non-constants
//! (semi-affine forms) are reported as unsupported.

use std::collections::BTreeMap;

use crate::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap, IntegerSet};
use crate::error::{PResult, PresburgerError};
use crate::int::Int;
use crate::linear::{Row, System};
use crate::set::{Piece, PresburgerSet, Space, Tuple};

/// Deepest expression tree accepted.
const MAX_DEPTH: u32 = 10_000;

/// Flattened expressions sharing one set of locals.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Flattened {
    /// Number of dimensions.
    pub num_dims: usize,
    /// Number of symbols.
    pub num_symbols: usize,
    /// Number of locals.
    pub num_locals: usize,
    /// One row per expression, over `[dims | symbols | locals | 1]`.
    pub exprs: Vec<Row>,
    /// Inequalities defining the locals (same columns).
    pub local_defs: Vec<Row>,
}

type Lin = BTreeMap<usize, Int>; // column -> coefficient; usize::MAX is the constant

const CONST: usize = usize::MAX;

struct Builder {
    nd: usize,
    ns: usize,
    /// (numerator, divisor > 0) of each local, for sharing.
    divs: Vec<(Lin, Int)>,
    defs: Vec<Lin>,
}

fn lin_const(c: Int) -> Lin {
    let mut l = Lin::new();
    if !c.is_zero() {
        l.insert(CONST, c);
    }
    l
}

fn lin_add(a: &Lin, b: &Lin, kb: &Int) -> Lin {
    let mut out = a.clone();
    for (k, v) in b {
        let e = out.entry(*k).or_insert_with(Int::zero);
        *e = &*e + &(v * kb);
        if e.is_zero() {
            out.remove(k);
        }
    }
    out
}

fn lin_scale(a: &Lin, k: &Int) -> Lin {
    if k.is_zero() {
        return Lin::new();
    }
    a.iter().map(|(c, v)| (*c, v * k)).collect()
}

fn as_const(a: &Lin) -> Option<Int> {
    if a.keys().all(|k| *k == CONST) {
        Some(a.get(&CONST).cloned().unwrap_or_default())
    } else {
        None
    }
}

impl Builder {
    fn local_col(&self, i: usize) -> usize {
        self.nd + self.ns + i
    }

    /// `floor(e / d)`, `d != 0`.
    fn floor(&mut self, e: &Lin, d: &Int) -> Lin {
        let (e, d) = if d.is_negative() {
            (lin_scale(e, &Int::from(-1)), -d)
        } else {
            (e.clone(), d.clone())
        };
        if d.is_one() {
            return e;
        }
        if let Some(c) = as_const(&e) {
            return lin_const(c.div_floor(&d));
        }
        let idx = match self.divs.iter().position(|(n, k)| *n == e && *k == d) {
            Some(i) => i,
            None => {
                let i = self.divs.len();
                let q = self.local_col(i);
                let mut dq = Lin::new();
                dq.insert(q, d.clone());
                // e - d q >= 0
                self.defs.push(lin_add(&e, &dq, &Int::from(-1)));
                // d q + d - 1 - e >= 0
                let mut up = lin_add(&dq, &e, &Int::from(-1));
                up = lin_add(&up, &lin_const(&d - &Int::one()), &Int::one());
                self.defs.push(up);
                self.divs.push((e, d));
                i
            }
        };
        let mut l = Lin::new();
        l.insert(self.local_col(idx), Int::one());
        l
    }

    fn flatten(&mut self, e: &AffineExpr, depth: u32) -> PResult<Lin> {
        if depth > MAX_DEPTH {
            return Err(PresburgerError::Unsupported(
                "affine expression nested too deeply".into(),
            ));
        }
        Ok(match e.kind() {
            AffineExprKind::Constant(c) => lin_const(Int::from(c)),
            AffineExprKind::Dim(i) => {
                let i = i as usize;
                if i >= self.nd {
                    return Err(PresburgerError::Unsupported(format!("d{i} out of range")));
                }
                Lin::from([(i, Int::one())])
            }
            AffineExprKind::Symbol(i) => {
                let i = i as usize;
                if i >= self.ns {
                    return Err(PresburgerError::Unsupported(format!("s{i} out of range")));
                }
                Lin::from([(self.nd + i, Int::one())])
            }
            AffineExprKind::Binary(op, l, r) => {
                let a = self.flatten(l, depth + 1)?;
                let b = self.flatten(r, depth + 1)?;
                match op {
                    AffineBinaryOp::Add => lin_add(&a, &b, &Int::one()),
                    AffineBinaryOp::Mul => match (as_const(&a), as_const(&b)) {
                        (_, Some(k)) => lin_scale(&a, &k),
                        (Some(k), None) => lin_scale(&b, &k),
                        (None, None) => return Err(semi_affine(e)),
                    },
                    AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod => {
                        let Some(k) = as_const(&b) else {
                            return Err(semi_affine(e));
                        };
                        if k.is_zero() {
                            return Err(PresburgerError::Unsupported(format!(
                                "division by zero in {e}"
                            )));
                        }
                        match op {
                            AffineBinaryOp::FloorDiv => self.floor(&a, &k),
                            AffineBinaryOp::CeilDiv => {
                                let f = self.floor(&lin_scale(&a, &Int::from(-1)), &k);
                                lin_scale(&f, &Int::from(-1))
                            }
                            _ => {
                                if !k.is_positive() {
                                    return Err(PresburgerError::Unsupported(format!(
                                        "mod by a non-positive constant in {e}"
                                    )));
                                }
                                let q = self.floor(&a, &k);
                                lin_add(&a, &q, &-&k)
                            }
                        }
                    }
                }
            }
        })
    }

    fn row(&self, l: &Lin) -> Row {
        let n = self.nd + self.ns + self.divs.len();
        let mut r = vec![Int::zero(); n + 1];
        for (k, v) in l {
            let j = if *k == CONST { n } else { *k };
            r[j] = v.clone();
        }
        r
    }
}

fn semi_affine(e: &AffineExpr) -> PresburgerError {
    PresburgerError::Unsupported(format!("semi-affine expression {e} cannot be flattened"))
}

/// Flattens expressions over `num_dims` dimensions and `num_symbols` symbols.
pub fn flatten_exprs(
    exprs: &[AffineExpr],
    num_dims: usize,
    num_symbols: usize,
) -> PResult<Flattened> {
    let mut b = Builder {
        nd: num_dims,
        ns: num_symbols,
        divs: Vec::new(),
        defs: Vec::new(),
    };
    let lins: Vec<Lin> = exprs
        .iter()
        .map(|e| b.flatten(e, 0))
        .collect::<PResult<_>>()?;
    Ok(Flattened {
        num_dims,
        num_symbols,
        num_locals: b.divs.len(),
        exprs: lins.iter().map(|l| b.row(l)).collect(),
        local_defs: b.defs.iter().map(|l| b.row(l)).collect(),
    })
}

/// Flattens the results of an affine map.
pub fn flatten_map(map: &AffineMap) -> PResult<Flattened> {
    flatten_exprs(
        map.results(),
        map.num_dims() as usize,
        map.num_symbols() as usize,
    )
}

/// The constraint system of an integer set over `[dims | symbols | locals]`,
/// with the number of locals.
pub(crate) fn integer_set_system(set: &IntegerSet) -> PResult<(System, usize)> {
    let f = flatten_exprs(
        set.constraints(),
        set.num_dims() as usize,
        set.num_symbols() as usize,
    )?;
    let mut sys = System::new(f.num_dims + f.num_symbols + f.num_locals);
    for (row, is_eq) in f.exprs.into_iter().zip(set.eq_flags()) {
        if *is_eq {
            sys.add_eq(row);
        } else {
            sys.add_ineq(row);
        }
    }
    for d in f.local_defs {
        sys.add_ineq(d);
    }
    Ok((sys, f.num_locals))
}

fn names(prefix: &str, n: usize) -> Vec<String> {
    (0..n).map(|i| format!("{prefix}{i}")).collect()
}

/// An integer set as a Presburger set (dims `d0..`, parameters `s0..`).
pub fn integer_set_to_presburger(set: &IntegerSet) -> PResult<PresburgerSet> {
    let (sys, nl) = integer_set_system(set)?;
    let space = Space {
        params: names("s", set.num_symbols() as usize),
        domain: None,
        range: Tuple {
            name: None,
            dims: names("d", set.num_dims() as usize)
                .into_iter()
                .map(Some)
                .collect(),
        },
    };
    Ok(PresburgerSet {
        space,
        pieces: vec![Piece { nlocals: nl, sys }],
    })
}

/// The graph of an affine map as a relation `{ [d..] -> [r..] : r = map(d) }`
/// with the symbols as parameters.
pub fn map_to_relation(map: &AffineMap) -> PResult<PresburgerSet> {
    let f = flatten_map(map)?;
    let (nd, ns, nl, nr) = (f.num_dims, f.num_symbols, f.num_locals, f.exprs.len());
    // Columns: [dims | results | symbols | locals | 1].
    let ncols = nd + nr + ns + nl;
    let place = |row: &Row| -> Row {
        let mut out = vec![Int::zero(); ncols + 1];
        out[..nd].clone_from_slice(&row[..nd]);
        out[nd + nr..ncols].clone_from_slice(&row[nd..nd + ns + nl]);
        out[ncols] = row[nd + ns + nl].clone();
        out
    };
    let mut sys = System::new(ncols);
    for (k, e) in f.exprs.iter().enumerate() {
        let mut r = place(e);
        r[nd + k] = Int::from(-1);
        sys.add_eq(r);
    }
    for d in &f.local_defs {
        sys.add_ineq(place(d));
    }
    let space = Space {
        params: names("s", ns),
        domain: Some(Tuple {
            name: None,
            dims: names("d", nd).into_iter().map(Some).collect(),
        }),
        range: Tuple {
            name: None,
            dims: names("r", nr).into_iter().map(Some).collect(),
        },
    };
    Ok(PresburgerSet {
        space,
        pieces: vec![Piece { nlocals: nl, sys }],
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::budget::Budget;

    #[test]
    fn floordiv_mod_ceildiv_agree_with_evaluation() {
        let d0 = AffineExpr::dim(0);
        let s0 = AffineExpr::symbol(0);
        let c = |v| AffineExpr::constant(v);
        let exprs = vec![
            d0.floor_div(&c(3)),
            d0.modulo(&c(4)),
            d0.add(&s0).ceil_div(&c(2)),
            d0.floor_div(&c(-3)),
        ];
        let map = AffineMap::new(1, 1, exprs.clone()).unwrap();
        let rel = map_to_relation(&map).unwrap();
        let mut b = Budget::default();
        for x in -7i64..=7 {
            for s in [-2i64, 0, 5] {
                let want: Vec<i64> = exprs.iter().map(|e| e.eval(&[x], &[s]).unwrap()).collect();
                let mut pt = vec![Int::from(x)];
                pt.extend(want.iter().map(|&v| Int::from(v)));
                pt.push(Int::from(s));
                assert!(rel.contains(&pt, &mut b).unwrap(), "x={x} s={s} {want:?}");
                // A wrong value for the first result is not in the graph.
                pt[1] = &pt[1] + &Int::one();
                assert!(!rel.contains(&pt, &mut b).unwrap());
            }
        }
    }
}
