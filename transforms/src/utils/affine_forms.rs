//! Affine expression forms for the loop clean-up passes: MLIR's `simplifyAffineExpr` (flatten
//! into dims, symbols and local divisions, rebuild in canonical order), maps over merged operand
//! lists, dropping unused operands, access functions with `affine.apply` chains composed in and
//! their constant differences, and a sign proof for linear expressions over loop ivs.

use tessera_ir::views::{AffineApplyOp, AffineForOp};
use tessera_ir::{Module, ValueDef, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineExprKind, AffineMap, AffineVar};
use tessera_polyhedral::flatten::flatten_exprs;

use crate::affine_util::constant_int;

/// Deepest `affine.apply` chain composed into an access function.
const MAX_COMPOSE: usize = 64;

/// MLIR's `simplifyAffineExpr`: a quasi-affine expression is flattened into a linear form
/// over dims, symbols and local divisions (`e floordiv k`, `e ceildiv k`; `e mod k` is
/// `e - k·(e floordiv k)`), then rebuilt in canonical order (dims, symbols, locals, constant).
/// Semi-affine expressions are left as they are.
pub fn simplify_expr(e: &AffineExpr, nd: u32, ns: u32) -> AffineExpr {
    if !e.is_pure_affine() {
        return e.clone();
    }
    let mut f = Flat {
        nv: (nd + ns) as usize,
        nd,
        locals: vec![],
    };
    match f.flatten(e, 0) {
        Some(l) => f.rebuild(&l).unwrap_or_else(|| e.clone()),
        None => e.clone(),
    }
}

/// A linear form: coefficient per variable (`[dims | symbols | locals]`) and a constant.
#[derive(Clone, PartialEq, Eq)]
struct Lin {
    c: Vec<i64>,
    k: i64,
}

struct Flat {
    nv: usize,
    nd: u32,
    /// (numerator, divisor, ceil) of each local.
    locals: Vec<(Lin, i64, bool)>,
}

impl Flat {
    fn zero(&self) -> Lin {
        Lin {
            c: vec![0; self.nv + self.locals.len()],
            k: 0,
        }
    }

    fn widen(&self, l: &Lin) -> Lin {
        let mut c = l.c.clone();
        c.resize(self.nv + self.locals.len(), 0);
        Lin { c, k: l.k }
    }

    fn add(&self, a: &Lin, b: &Lin, kb: i64) -> Option<Lin> {
        let (a, b) = (self.widen(a), self.widen(b));
        let c =
            a.c.iter()
                .zip(&b.c)
                .map(|(x, y)| x.checked_add(y.checked_mul(kb)?))
                .collect::<Option<Vec<i64>>>()?;
        Some(Lin {
            c,
            k: a.k.checked_add(b.k.checked_mul(kb)?)?,
        })
    }

    fn local(&mut self, num: &Lin, d: i64, ceil: bool) -> Option<Lin> {
        if num.c.iter().all(|&x| x == 0) {
            let mut z = self.zero();
            z.k = if ceil {
                tessera_polyhedral::affine::ceil_div_i64(num.k, d)?
            } else {
                tessera_polyhedral::affine::floor_div_i64(num.k, d)?
            };
            return Some(z);
        }
        let num = self.widen(num);
        let idx = match self
            .locals
            .iter()
            .position(|(n, k, c)| self.widen(n) == num && *k == d && *c == ceil)
        {
            Some(i) => i,
            None => {
                self.locals.push((num, d, ceil));
                self.locals.len() - 1
            }
        };
        let mut z = self.zero();
        z.c[self.nv + idx] = 1;
        Some(z)
    }

    fn flatten(&mut self, e: &AffineExpr, depth: u32) -> Option<Lin> {
        if depth > 1000 {
            return None;
        }
        let mut z = self.zero();
        match e.kind() {
            AffineExprKind::Constant(c) => z.k = c,
            AffineExprKind::Dim(i) => *z.c.get_mut(i as usize)? = 1,
            AffineExprKind::Symbol(i) => *z.c.get_mut((self.nd + i) as usize)? = 1,
            AffineExprKind::Binary(op, l, r) => {
                let a = self.flatten(l, depth + 1)?;
                let b = self.flatten(r, depth + 1)?;
                let bc = b.c.iter().all(|&x| x == 0).then_some(b.k);
                use tessera_polyhedral::affine::AffineBinaryOp as Op;
                return match op {
                    Op::Add => self.add(&a, &b, 1),
                    Op::Mul => {
                        let ac = a.c.iter().all(|&x| x == 0).then_some(a.k);
                        let (x, k) = match (ac, bc) {
                            (_, Some(k)) => (a, k),
                            (Some(k), None) => (b, k),
                            _ => return None,
                        };
                        let z = self.zero();
                        self.add(&z, &x, k)
                    }
                    Op::FloorDiv | Op::CeilDiv | Op::Mod => {
                        let k = bc?;
                        if k <= 0 {
                            return None;
                        }
                        if k == 1 {
                            return if op == Op::Mod {
                                Some(self.zero())
                            } else {
                                Some(a)
                            };
                        }
                        match op {
                            Op::FloorDiv => self.local(&a, k, false),
                            Op::CeilDiv => self.local(&a, k, true),
                            _ => {
                                let q = self.local(&a, k, false)?;
                                self.add(&a, &q, -k)
                            }
                        }
                    }
                };
            }
        }
        Some(z)
    }

    fn rebuild(&self, l: &Lin) -> Option<AffineExpr> {
        let l = self.widen(l);
        let mut e = AffineExpr::constant(0);
        for (j, &c) in l.c.iter().enumerate() {
            if c == 0 {
                continue;
            }
            let v = if j < self.nd as usize {
                AffineExpr::dim(j as u32)
            } else if j < self.nv {
                AffineExpr::symbol(j as u32 - self.nd)
            } else {
                let (num, d, ceil) = self.locals.get(j - self.nv)?;
                let n = self.rebuild(num)?;
                let d = AffineExpr::constant(*d);
                if *ceil {
                    n.ceil_div(&d)
                } else {
                    n.floor_div(&d)
                }
            };
            e = e.add(&v.mul(&AffineExpr::constant(c)));
        }
        Some(e.add(&AffineExpr::constant(l.k)))
    }
}

/// A map with every result simplified.
pub fn simplify_map(map: &AffineMap) -> AffineMap {
    let exprs: Vec<AffineExpr> = map
        .results()
        .iter()
        .map(|e| simplify_expr(e, map.num_dims(), map.num_symbols()))
        .collect();
    AffineMap::new(map.num_dims(), map.num_symbols(), exprs).unwrap_or_else(|_| map.clone())
}

/// Several maps rewritten over one merged operand list: the dims of every map (deduplicated
/// by value) first, then the symbols not already present as dims.
pub struct Merged {
    /// The results of each input map over the merged operands.
    pub exprs: Vec<Vec<AffineExpr>>,
    /// Number of dims of the merged list.
    pub nd: u32,
    /// Number of symbols.
    pub ns: u32,
    /// Operands: dims, then symbols.
    pub operands: Vec<ValueId>,
}

/// Merges `(map, operands)` pairs (see [`Merged`]).
pub fn merge(parts: &[(&AffineMap, &[ValueId])]) -> Merged {
    let mut dims: Vec<ValueId> = vec![];
    let mut syms: Vec<ValueId> = vec![];
    for (map, ops) in parts {
        let nd = map.num_dims() as usize;
        for &v in ops.iter().take(nd) {
            if !dims.contains(&v) {
                dims.push(v);
            }
        }
    }
    for (map, ops) in parts {
        let nd = map.num_dims() as usize;
        for &v in ops.iter().skip(nd) {
            if !dims.contains(&v) && !syms.contains(&v) {
                syms.push(v);
            }
        }
    }
    let nd = dims.len() as u32;
    let pos = |v: ValueId| -> AffineExpr {
        match dims.iter().position(|&d| d == v) {
            Some(i) => AffineExpr::dim(i as u32),
            None => AffineExpr::symbol(syms.iter().position(|&s| s == v).unwrap_or(0) as u32),
        }
    };
    let exprs = parts
        .iter()
        .map(|(map, ops)| {
            let nd_m = map.num_dims() as usize;
            let d: Vec<AffineExpr> = ops.iter().take(nd_m).map(|&v| pos(v)).collect();
            let s: Vec<AffineExpr> = ops.iter().skip(nd_m).map(|&v| pos(v)).collect();
            map.results()
                .iter()
                .map(|e| e.replace_dims_and_symbols(&d, &s))
                .collect()
        })
        .collect();
    let ns = syms.len() as u32;
    dims.extend(syms);
    Merged {
        exprs,
        nd,
        ns,
        operands: dims,
    }
}

/// The access function of a map applied to operands, with `affine.apply` producers composed
/// in (MLIR's `fullyComposeAffineMapAndOperands`): results over a list of operands, all as
/// dims. `None` if a chain is too deep.
pub fn composed(
    m: &Module,
    map: &AffineMap,
    operands: &[ValueId],
) -> Option<(Vec<AffineExpr>, Vec<ValueId>)> {
    let mut ops: Vec<ValueId> = vec![];
    let mut exprs: Vec<AffineExpr> = vec![];
    compose_into(m, map, operands, &mut ops, &mut exprs, 0)?;
    Some((exprs, ops))
}

fn compose_into(
    m: &Module,
    map: &AffineMap,
    operands: &[ValueId],
    ops: &mut Vec<ValueId>,
    out: &mut Vec<AffineExpr>,
    depth: usize,
) -> Option<()> {
    if depth > MAX_COMPOSE {
        return None;
    }
    let mut subst: Vec<AffineExpr> = vec![];
    for &v in operands {
        let apply = m.defining_op(v).and_then(|d| AffineApplyOp::wrap(m, d));
        match apply {
            Some(a) => {
                let mut r = vec![];
                compose_into(m, a.map(), a.operands(), ops, &mut r, depth + 1)?;
                subst.push(r.into_iter().next()?);
            }
            None => {
                let i = match ops.iter().position(|&o| o == v) {
                    Some(i) => i,
                    None => {
                        ops.push(v);
                        ops.len() - 1
                    }
                };
                subst.push(AffineExpr::dim(i as u32));
            }
        }
    }
    let nd = map.num_dims() as usize;
    let (d, s) = subst.split_at(nd.min(subst.len()));
    out.extend(
        map.results()
            .iter()
            .map(|e| e.replace_dims_and_symbols(d, s)),
    );
    Some(())
}

/// The difference `a - b` of two composed access functions (over the union of their
/// operands), flattened: per result, `Some(k)` if the difference is the constant `k`, `None`
/// if it depends on an operand or is not affine.
pub fn access_difference(
    a: &(Vec<AffineExpr>, Vec<ValueId>),
    b: &(Vec<AffineExpr>, Vec<ValueId>),
) -> Vec<Option<i64>> {
    if a.0.len() != b.0.len() {
        return vec![None];
    }
    let mut ops = a.1.clone();
    let remap: Vec<AffineExpr> =
        b.1.iter()
            .map(|v| {
                let i = match ops.iter().position(|o| o == v) {
                    Some(i) => i,
                    None => {
                        ops.push(*v);
                        ops.len() - 1
                    }
                };
                AffineExpr::dim(i as u32)
            })
            .collect();
    let diffs: Vec<AffineExpr> =
        a.0.iter()
            .zip(&b.0)
            .map(|(x, y)| x.sub(&y.replace_dims_and_symbols(&remap, &[])))
            .collect();
    if !diffs.iter().all(|e| e.is_pure_affine()) {
        return vec![None; diffs.len()];
    }
    match flatten_exprs(&diffs, ops.len(), 0) {
        Ok(f) => f
            .exprs
            .iter()
            .map(|row| {
                let n = row.len();
                if row[..n - 1].iter().all(|c| c.is_zero()) {
                    row[n - 1].to_i64()
                } else {
                    None
                }
            })
            .collect(),
        Err(_) => vec![None; diffs.len()],
    }
}

/// Drops the dims and symbols `map` does not use, with their operands (part of MLIR's
/// `canonicalizeMapAndOperands`).
pub fn compact_map(map: &AffineMap, operands: &[ValueId]) -> (AffineMap, Vec<ValueId>) {
    let nd = map.num_dims() as usize;
    let ns = map.num_symbols() as usize;
    let mut used_d = vec![false; nd];
    let mut used_s = vec![false; ns];
    for e in map.results() {
        e.walk_vars(&mut |v| match v {
            AffineVar::Dim(i) => {
                if let Some(u) = used_d.get_mut(i as usize) {
                    *u = true;
                }
            }
            AffineVar::Symbol(i) => {
                if let Some(u) = used_s.get_mut(i as usize) {
                    *u = true;
                }
            }
        });
    }
    let mut new_ops = vec![];
    let mut dmap = vec![];
    let mut k = 0u32;
    for (i, &u) in used_d.iter().enumerate() {
        if u {
            dmap.push(AffineExpr::dim(k));
            k += 1;
            if let Some(&v) = operands.get(i) {
                new_ops.push(v);
            }
        } else {
            dmap.push(AffineExpr::constant(0));
        }
    }
    let mut smap = vec![];
    let mut j = 0u32;
    for (i, &u) in used_s.iter().enumerate() {
        if u {
            smap.push(AffineExpr::symbol(j));
            j += 1;
            if let Some(&v) = operands.get(nd + i) {
                new_ops.push(v);
            }
        } else {
            smap.push(AffineExpr::constant(0));
        }
    }
    let exprs: Vec<AffineExpr> = map
        .results()
        .iter()
        .map(|e| e.replace_dims_and_symbols(&dmap, &smap))
        .collect();
    match AffineMap::new(k, j, exprs) {
        Ok(mp) => (mp, new_ops),
        Err(_) => (map.clone(), operands.to_vec()),
    }
}

/// True if `e` (over `operands`: `nd` dims, then symbols) is at least 0 wherever it is
/// evaluated: `e` is linear and its minimum over the box of its operands' ranges is >= 0.
/// Ranges are known for constants, `memref.dim` results (>= 0) and, for ivs of `affine.for` loops, from the constant results
/// of their bounds (an iv is at least a constant lower bound and below a constant upper bound;
/// the loop body only runs for such values). Any other operand with a non-zero coefficient
/// makes the answer "unknown" (false).
pub fn provably_nonneg(m: &Module, e: &AffineExpr, nd: u32, operands: &[ValueId]) -> bool {
    let mut f = Flat {
        nv: operands.len(),
        nd,
        locals: vec![],
    };
    let Some(l) = f.flatten(e, 0) else {
        return false;
    };
    if !f.locals.is_empty() {
        return false;
    }
    let mut min = l.k as i128;
    for (j, &c) in l.c.iter().enumerate() {
        if c == 0 {
            continue;
        }
        let Some(&v) = operands.get(j) else {
            return false;
        };
        // (lowest, highest) value of the operand, where known.
        let range: (Option<i64>, Option<i64>) = if let Some(k) = constant_int(m, v) {
            (Some(k), Some(k))
        } else {
            match m.value(v).def {
                ValueDef::BlockArg { block, index: 0 } => {
                    match m
                        .block_parent_op(block)
                        .and_then(|p| AffineForOp::wrap(m, p))
                    {
                        // lb is a max: at least each constant result; ub a min (exclusive): at
                        // most each constant result minus 1.
                        Some(fo) => (
                            fo.lower_map()
                                .results()
                                .iter()
                                .filter_map(|r| r.as_constant())
                                .max(),
                            fo.upper_map()
                                .results()
                                .iter()
                                .filter_map(|r| r.as_constant())
                                .min()
                                .and_then(|u| u.checked_sub(1)),
                        ),
                        None => (None, None),
                    }
                }
                // A dimension size is never negative.
                ValueDef::OpResult { op, .. } if m.op(op).name == "memref.dim" => (Some(0), None),
                _ => (None, None),
            }
        };
        let bound = if c > 0 { range.0 } else { range.1 };
        let Some(x) = bound else {
            return false;
        };
        min += c as i128 * x as i128;
    }
    min >= 0
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_ir::views::AffineLoadOp;
    use tessera_ir::{parse, Registry};

    fn d(i: u32) -> AffineExpr {
        AffineExpr::dim(i)
    }

    fn k(c: i64) -> AffineExpr {
        AffineExpr::constant(c)
    }

    #[test]
    fn simplify_expr_gives_mlir_canonical_forms() {
        // d0*2 + d0 - d0*3 + 10 = 10
        let e = d(0).mul(&k(2)).add(&d(0)).sub(&d(0).mul(&k(3))).add(&k(10));
        assert_eq!(simplify_expr(&e, 1, 0).to_string(), "10");
        // d1 + d0 (dims in order): d0 + d1
        assert_eq!(simplify_expr(&d(1).add(&d(0)), 2, 0).to_string(), "d0 + d1");
        // d0 - (d0 + 1) mod 4 + 1 = ((d0 + 1) floordiv 4) * 4 (mod through floordiv)
        let e = d(0).sub(&d(0).add(&k(1)).modulo(&k(4))).add(&k(1));
        assert_eq!(
            simplify_expr(&e, 1, 0).to_string(),
            "((d0 + 1) floordiv 4) * 4"
        );
        // ceildiv stays a ceildiv of the simplified numerator
        let e = AffineExpr::symbol(0).sub(&d(0)).add(&d(0)).ceil_div(&k(2));
        assert_eq!(simplify_expr(&e, 1, 1).to_string(), "s0 ceildiv 2");
        // semi-affine: unchanged
        let e = d(0).mul(&d(1));
        assert_eq!(simplify_expr(&e, 2, 0), e);
    }

    #[test]
    fn compact_map_drops_unused_operands() {
        let m = AffineMap::new(2, 1, vec![d(1).add(&AffineExpr::symbol(0))]).unwrap();
        let vals: Vec<ValueId> = (0..3).map(ValueId).collect();
        let (c, ops) = compact_map(&m, &vals);
        assert_eq!(c.to_string(), "(d0)[s0] -> (d0 + s0)");
        assert_eq!(ops, vec![vals[1], vals[2]]);
    }

    #[test]
    fn access_difference_sees_applies_and_constants() {
        let src = "func.func @f(%A: memref<20xf32>) {
  affine.for %i = 0 to 10 {
    %p = affine.apply affine_map<(d0) -> (d0 + 1)>(%i)
    %v = affine.load %A[%p] : memref<20xf32>
    %w = affine.load %A[%i + 1] : memref<20xf32>
    %x = affine.load %A[%i + 3] : memref<20xf32>
  }
  return
}";
        let m = parse(src, Registry::standard()).unwrap();
        let loads: Vec<_> = m
            .walk(m.top())
            .into_iter()
            .filter_map(|o| AffineLoadOp::wrap(&m, o))
            .map(|l| composed(&m, l.map(), l.indices()).unwrap())
            .collect();
        assert_eq!(access_difference(&loads[0], &loads[1]), vec![Some(0)]);
        assert_eq!(access_difference(&loads[2], &loads[0]), vec![Some(2)]);
    }

    #[test]
    fn nonneg_uses_enclosing_constant_bounds() {
        let src = "func.func @f(%n: index) {
  affine.for %i = 0 to 40 {
    affine.for %j = 3 to %n {
    }
  }
  return
}";
        let m = parse(src, Registry::standard()).unwrap();
        let fors: Vec<_> = m
            .walk(m.top())
            .into_iter()
            .filter_map(|o| AffineForOp::wrap(&m, o))
            .collect();
        let i = fors[0].iv();
        let j = fors[1].iv();
        // 39 - i >= 0 for i in [0, 39]; 40 - i - 2 is not (i = 39 gives -1).
        assert!(provably_nonneg(&m, &k(39).sub(&d(0)), 1, &[i]));
        assert!(!provably_nonneg(&m, &k(38).sub(&d(0)), 1, &[i]));
        // j - 3 >= 0 (lower bound only); 10 - j unknown (no constant upper bound).
        assert!(provably_nonneg(&m, &d(0).sub(&k(3)), 1, &[j]));
        assert!(!provably_nonneg(&m, &k(10).sub(&d(0)), 1, &[j]));
    }
}
