//! Affine maps and integer sets pre-compiled for evaluation: pure-affine expressions become a
//! constant plus coefficients over the inputs; others keep their tree.

use tessera_polyhedral::affine::{
    AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap, IntegerSet,
};

/// A compiled affine expression over `num_dims` dims followed by the symbols.
#[derive(Debug, Clone)]
pub(crate) enum CExpr {
    /// `c + sum(coeff * input[k])`.
    Lin { c: i64, terms: Box<[(u32, i64)]> },
    /// Anything else, evaluated on the tree.
    Tree { expr: AffineExpr, num_dims: u32 },
}

/// Adds `k * e` to the linear form `(c, terms)`; `None` if `e` is not linear or overflows.
fn linearize(
    e: &AffineExpr,
    k: i64,
    nd: u32,
    c: &mut i64,
    terms: &mut Vec<(u32, i64)>,
) -> Option<()> {
    let mut add_term = |v: u32, k: i64| -> Option<()> {
        if let Some(t) = terms.iter_mut().find(|t| t.0 == v) {
            t.1 = t.1.checked_add(k)?;
        } else {
            terms.push((v, k));
        }
        Some(())
    };
    match e.kind() {
        AffineExprKind::Constant(v) => *c = c.checked_add(v.checked_mul(k)?)?,
        AffineExprKind::Dim(i) => add_term(i, k)?,
        AffineExprKind::Symbol(i) => add_term(nd.checked_add(i)?, k)?,
        AffineExprKind::Binary(AffineBinaryOp::Add, l, r) => {
            linearize(l, k, nd, c, terms)?;
            linearize(r, k, nd, c, terms)?;
        }
        AffineExprKind::Binary(AffineBinaryOp::Mul, l, r) => {
            if let Some(v) = r.as_constant() {
                linearize(l, k.checked_mul(v)?, nd, c, terms)?;
            } else if let Some(v) = l.as_constant() {
                linearize(r, k.checked_mul(v)?, nd, c, terms)?;
            } else {
                return None;
            }
        }
        AffineExprKind::Binary(..) => return None,
    }
    Some(())
}

impl CExpr {
    /// Compiles `e` whose inputs are `num_dims` dims then symbols.
    pub(crate) fn new(e: &AffineExpr, num_dims: u32) -> CExpr {
        let mut c = 0i64;
        let mut terms = vec![];
        match linearize(e, 1, num_dims, &mut c, &mut terms) {
            Some(()) => {
                terms.retain(|t| t.1 != 0);
                CExpr::Lin {
                    c,
                    terms: terms.into_boxed_slice(),
                }
            }
            None => CExpr::Tree {
                expr: e.clone(),
                num_dims,
            },
        }
    }

    /// Evaluates with input `k` given by `input(k)`; `None` on overflow, division by zero or a
    /// missing input.
    #[inline]
    pub(crate) fn eval(&self, input: &dyn Fn(usize) -> Option<i64>) -> Option<i64> {
        match self {
            CExpr::Lin { c, terms } => {
                let mut acc = *c;
                for &(v, k) in terms.iter() {
                    acc = acc.checked_add(input(v as usize)?.checked_mul(k)?)?;
                }
                Some(acc)
            }
            CExpr::Tree { expr, num_dims } => {
                let nd = *num_dims as usize;
                let mut dims = Vec::with_capacity(nd);
                for k in 0..nd {
                    dims.push(input(k)?);
                }
                let mut syms = vec![];
                let mut k = nd;
                while let Some(v) = input(k) {
                    syms.push(v);
                    k += 1;
                }
                expr.eval(&dims, &syms)
            }
        }
    }
}

/// Compiles every result of `map`.
pub(crate) fn compile_map(map: &AffineMap) -> Vec<CExpr> {
    map.results()
        .iter()
        .map(|e| CExpr::new(e, map.num_dims()))
        .collect()
}

/// A compiled integer set: `expr == 0` where `eq`, else `expr >= 0`.
#[derive(Debug, Clone)]
pub(crate) struct CSet {
    pub(crate) constraints: Vec<(CExpr, bool)>,
}

impl CSet {
    /// Compiles `set`.
    pub(crate) fn new(set: &IntegerSet) -> CSet {
        CSet {
            constraints: set
                .constraints()
                .iter()
                .zip(set.eq_flags())
                .map(|(e, &eq)| (CExpr::new(e, set.num_dims()), eq))
                .collect(),
        }
    }

    /// True if the point satisfies every constraint; `None` on evaluation failure.
    pub(crate) fn contains(&self, input: &dyn Fn(usize) -> Option<i64>) -> Option<bool> {
        for (e, eq) in &self.constraints {
            let v = e.eval(input)?;
            if (*eq && v != 0) || (!*eq && v < 0) {
                return Some(false);
            }
        }
        Some(true)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn linear_and_tree_forms_agree_with_eval() {
        // (d0, d1)[s0] -> (2*d0 + d1*3 - s0 + 7, d0 floordiv 2 + s0 mod 3)
        let d0 = AffineExpr::dim(0);
        let d1 = AffineExpr::dim(1);
        let s0 = AffineExpr::symbol(0);
        let e1 = d0
            .mul(&AffineExpr::constant(2))
            .add(&d1.mul(&AffineExpr::constant(3)))
            .sub(&s0)
            .add(&AffineExpr::constant(7));
        let e2 = d0
            .floor_div(&AffineExpr::constant(2))
            .add(&s0.modulo(&AffineExpr::constant(3)));
        let c1 = CExpr::new(&e1, 2);
        let c2 = CExpr::new(&e2, 2);
        assert!(matches!(c1, CExpr::Lin { .. }));
        assert!(matches!(c2, CExpr::Tree { .. }));
        for (a, b, s) in [(0, 0, 0), (-3, 5, 4), (7, -2, -5)] {
            let vals = [a, b, s];
            let input = |k: usize| vals.get(k).copied();
            assert_eq!(c1.eval(&input), e1.eval(&[a, b], &[s]));
            assert_eq!(c2.eval(&input), e2.eval(&[a, b], &[s]));
        }
    }
}
