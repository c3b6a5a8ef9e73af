//! Linear expressions over the variables of an access model (loop induction variables, scope
//! symbols and local variables), and the flattening of MLIR affine expressions whose operands
//! are themselves such expressions (how `affine.apply` chains compose into subscripts and bounds).

use std::collections::BTreeMap;

use tessera_ir::ValueId;
use tessera_polyhedral::affine::{AffineBinaryOp, AffineExpr, AffineExprKind};
use tessera_polyhedral::int::Int;

/// A variable of an access model.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub enum Var {
    /// The induction variable bound to this SSA value (an `affine.for` or `affine.parallel`
    /// dimension enclosing the access).
    Iv(ValueId),
    /// Symbol number `k` of the affine scope (see [`crate::model::SymbolTable`]).
    Sym(usize),
    /// Local (existentially quantified) variable number `k` of the access model.
    Local(usize),
}

/// `Σ coef·var + constant`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Lin {
    /// Non-zero coefficients.
    pub terms: BTreeMap<Var, Int>,
    /// The constant term.
    pub constant: Int,
}

impl Lin {
    /// The constant `c`.
    pub fn constant(c: Int) -> Lin {
        Lin {
            terms: BTreeMap::new(),
            constant: c,
        }
    }

    /// The variable `v`.
    pub fn var(v: Var) -> Lin {
        let mut terms = BTreeMap::new();
        terms.insert(v, Int::one());
        Lin {
            terms,
            constant: Int::zero(),
        }
    }

    /// `self + k·other`.
    pub fn add_scaled(&self, other: &Lin, k: &Int) -> Lin {
        let mut out = self.clone();
        if k.is_zero() {
            return out;
        }
        for (v, c) in &other.terms {
            let e = out.terms.entry(*v).or_insert_with(Int::zero);
            *e = &*e + &(c * k);
            if e.is_zero() {
                out.terms.remove(v);
            }
        }
        out.constant = &out.constant + &(&other.constant * k);
        out
    }

    /// `self + other`.
    pub fn add(&self, other: &Lin) -> Lin {
        self.add_scaled(other, &Int::one())
    }

    /// `self - other`.
    pub fn sub(&self, other: &Lin) -> Lin {
        self.add_scaled(other, &Int::from(-1))
    }

    /// `k·self`.
    pub fn scale(&self, k: &Int) -> Lin {
        Lin::default().add_scaled(self, k)
    }

    /// The value if the expression is constant.
    pub fn as_constant(&self) -> Option<&Int> {
        self.terms.is_empty().then_some(&self.constant)
    }
}

/// A conjunction of linear constraints (`eqs` = 0, `ineqs` >= 0).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct Conj {
    /// Equalities.
    pub eqs: Vec<Lin>,
    /// Inequalities.
    pub ineqs: Vec<Lin>,
}

impl Conj {
    /// Appends the constraints of `other`.
    pub fn extend(&mut self, other: &Conj) {
        self.eqs.extend(other.eqs.iter().cloned());
        self.ineqs.extend(other.ineqs.iter().cloned());
    }
}

/// Allocates local variables and records their defining constraints; identical divisions share
/// one local.
#[derive(Debug, Clone, Default)]
pub struct Locals {
    /// Number of locals allocated.
    pub count: usize,
    divs: Vec<(Lin, Int, usize)>,
    /// Defining constraints of the division locals.
    pub defs: Conj,
}

/// Deepest affine expression accepted.
const MAX_EXPR_DEPTH: u32 = 2_000;

impl Locals {
    /// A fresh local variable.
    pub fn fresh(&mut self) -> Var {
        self.count += 1;
        Var::Local(self.count - 1)
    }

    /// `floor(e / d)` for a non-zero constant `d`.
    pub fn floor_div(&mut self, e: &Lin, d: &Int) -> Lin {
        let (e, d) = if d.is_negative() {
            (e.scale(&Int::from(-1)), -d)
        } else {
            (e.clone(), d.clone())
        };
        if d.is_one() {
            return e;
        }
        if let Some(c) = e.as_constant() {
            return Lin::constant(c.div_floor(&d));
        }
        if let Some((_, _, q)) = self.divs.iter().find(|(n, k, _)| *n == e && *k == d) {
            return Lin::var(Var::Local(*q));
        }
        let Var::Local(q) = self.fresh() else {
            return Lin::default();
        };
        let qd = Lin::var(Var::Local(q)).scale(&d);
        // e - d q >= 0 and d q + d - 1 - e >= 0
        self.defs.ineqs.push(e.sub(&qd));
        let mut up = qd.sub(&e);
        up.constant = &up.constant + &(&d - &Int::one());
        self.defs.ineqs.push(up);
        self.divs.push((e, d, q));
        Lin::var(Var::Local(q))
    }

    /// Flattens `expr` whose dimensions and symbols are `operands` (dims first).
    pub fn flatten(
        &mut self,
        expr: &AffineExpr,
        num_dims: usize,
        operands: &[Lin],
    ) -> Result<Lin, String> {
        self.flatten_rec(expr, num_dims, operands, 0)
    }

    fn flatten_rec(
        &mut self,
        expr: &AffineExpr,
        nd: usize,
        ops: &[Lin],
        depth: u32,
    ) -> Result<Lin, String> {
        if depth > MAX_EXPR_DEPTH {
            return Err("affine expression nested too deeply".into());
        }
        Ok(match expr.kind() {
            AffineExprKind::Constant(c) => Lin::constant(Int::from(c)),
            AffineExprKind::Dim(i) => ops
                .get(i as usize)
                .filter(|_| (i as usize) < nd)
                .cloned()
                .ok_or_else(|| format!("d{i} has no operand"))?,
            AffineExprKind::Symbol(i) => ops
                .get(nd + i as usize)
                .cloned()
                .ok_or_else(|| format!("s{i} has no operand"))?,
            AffineExprKind::Binary(op, l, r) => {
                let a = self.flatten_rec(l, nd, ops, depth + 1)?;
                let b = self.flatten_rec(r, nd, ops, depth + 1)?;
                match op {
                    AffineBinaryOp::Add => a.add(&b),
                    AffineBinaryOp::Mul => match (a.as_constant(), b.as_constant()) {
                        (_, Some(k)) => a.scale(k),
                        (Some(k), None) => b.scale(k),
                        (None, None) => {
                            return Err(format!(
                                "semi-affine expression {expr} (product of two variables)"
                            ))
                        }
                    },
                    AffineBinaryOp::FloorDiv | AffineBinaryOp::CeilDiv | AffineBinaryOp::Mod => {
                        let Some(k) = b.as_constant().cloned() else {
                            return Err(format!(
                                "semi-affine expression {expr} (division by a non-constant)"
                            ));
                        };
                        if k.is_zero() {
                            return Err(format!("division by zero in {expr}"));
                        }
                        match op {
                            AffineBinaryOp::FloorDiv => self.floor_div(&a, &k),
                            AffineBinaryOp::CeilDiv => self
                                .floor_div(&a.scale(&Int::from(-1)), &k)
                                .scale(&Int::from(-1)),
                            _ => {
                                if !k.is_positive() {
                                    return Err(format!(
                                        "mod by a non-positive constant in {expr}"
                                    ));
                                }
                                let q = self.floor_div(&a, &k);
                                a.add_scaled(&q, &-&k)
                            }
                        }
                    }
                }
            }
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn flattened_divisions_define_their_values() {
        // (d0 floordiv 3) + (d0 mod 3) * 2 + (d0 ceildiv 2): for each x, the locals' defining
        // constraints pin them to their values, and the expression evaluates as the map does.
        let d0 = AffineExpr::dim(0);
        let c = AffineExpr::constant;
        let e = d0
            .floor_div(&c(3))
            .add(&d0.modulo(&c(3)).mul(&c(2)))
            .add(&d0.ceil_div(&c(2)));
        let mut l = Locals::default();
        let x = Lin::var(Var::Sym(0));
        let f = l.flatten(&e, 1, &[x]).expect("affine");
        assert_eq!(l.count, 2, "floor(x/3) is shared by floordiv and mod");
        for xv in -7i64..=7 {
            // Find the unique local values satisfying the definitions.
            let mut sols = Vec::new();
            for q0 in -10i64..=10 {
                for q1 in -10i64..=10 {
                    let val = |lin: &Lin| {
                        let mut acc = lin.constant.to_i64().unwrap_or(0);
                        for (v, k) in &lin.terms {
                            let k = k.to_i64().unwrap_or(0);
                            acc += k * match v {
                                Var::Sym(_) => xv,
                                Var::Local(0) => q0,
                                _ => q1,
                            };
                        }
                        acc
                    };
                    if l.defs.ineqs.iter().all(|r| val(r) >= 0) {
                        sols.push(val(&f));
                    }
                }
            }
            assert_eq!(
                sols,
                vec![e.eval(&[xv], &[]).expect("evaluates")],
                "x = {xv}"
            );
        }
    }
}
