//! The machinery of loop fusion: the fused levels of two nests, their bounds as linear forms,
//! the shifts of the producer's iterations (computed exactly from the dependence polyhedra), the
//! exact legality check of a fused schedule, and the rewrite.
//!
//! The fused schedule. Two `affine.for` nests `S` (first) and `D` (later) in one block are fused
//! at depth `d`: their first `d` loops (perfectly nested, no `iter_args`, equal steps) become one
//! loop nest; `D`'s loop ops are kept and iterate over the union of both ranges, and for fused
//! iteration `t = (t_1..t_d)` the body runs `S`'s iteration `s = t + c` (its whole inner nest),
//! then `D`'s iteration `t`. The per-level shifts `c` are the smallest non-negative ones that
//! keep every dependence between the two nests ordered: `c_k` is the exact integer maximum of
//! `s_k - t_k` over the dependent pairs with `s_j - t_j = c_j` for `j < k` (lexicographic), so
//! the producer slice for consumer iteration `t` is exactly the producer iteration `t + c` —
//! a translation of the producer's iteration space, never a recomputation. Where a level's
//! ranges differ, the body that does not own a fused iteration is guarded by an `affine.if`.
//!
//! Legality is then checked independently against the original program's dependence polyhedra:
//! every pair of instances (a of `S`, b of `D`) touching one cell with one write must satisfy
//! `(s - c) <=lex t`; every pair between `S` and an operation between the nests (which the
//! fused nest now follows) must be independent. Anything the engine cannot decide refuses.

use std::collections::{BTreeMap, HashMap};

use std::sync::Arc;

use num_rational::BigRational;
use num_traits::One;
use tessera_dependence::access::{collect_shared, Access, CollectOptions};
use tessera_dependence::analysis::pair_system;
use tessera_dependence::graph::value_name;
use tessera_dependence::solve::PairSystem;
use tessera_dependence::DepKind;
use tessera_ir::views::AffineForOp;
use tessera_ir::{BlockId, Module, OpId, Registry, ValueId};
use tessera_polyhedral::affine::{
    AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap, IntegerSet,
};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::lexopt::{self, IntOpt};
use tessera_polyhedral::linear::{Row, System};
use tessera_polyhedral::simplex::{Lp, RatOpt};

use crate::refusal::{BrokenDependence, Reason};

/// A variable of a bound's linear form: a fused loop level or a value fixed across the nests.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
pub(crate) enum Var {
    Level(usize),
    Sym(ValueId),
}

/// A linear form `Σ coef·var + c`.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub(crate) struct Lin {
    coef: BTreeMap<Var, i64>,
    c: i64,
}

impl Lin {
    fn constant(c: i64) -> Lin {
        Lin {
            coef: BTreeMap::new(),
            c,
        }
    }
    fn var(v: Var) -> Lin {
        let mut l = Lin::constant(0);
        l.coef.insert(v, 1);
        l
    }
    fn add(&self, o: &Lin, f: i64) -> Option<Lin> {
        let mut r = self.clone();
        for (v, k) in &o.coef {
            let e = r.coef.entry(*v).or_insert(0);
            *e = e.checked_add(k.checked_mul(f)?)?;
        }
        r.coef.retain(|_, k| *k != 0);
        r.c = r.c.checked_add(o.c.checked_mul(f)?)?;
        Some(r)
    }
    fn scale(&self, f: i64) -> Option<Lin> {
        Lin::constant(0).add(self, f)
    }
    fn as_const(&self) -> Option<i64> {
        self.coef.is_empty().then_some(self.c)
    }
    fn syms(&self, out: &mut Vec<ValueId>) {
        for v in self.coef.keys() {
            if let Var::Sym(s) = v {
                if !out.contains(s) {
                    out.push(*s);
                }
            }
        }
    }
    /// The expression over dims `d0..d{nlev-1}` (fused levels) then `syms` (also as dims: an
    /// enclosing loop's iv is a valid dim, not a valid symbol).
    fn to_expr(&self, syms: &[ValueId], nlev: usize) -> AffineExpr {
        let mut e = AffineExpr::constant(self.c);
        for (v, k) in &self.coef {
            let x = match v {
                Var::Level(j) => AffineExpr::dim(*j as u32),
                Var::Sym(s) => {
                    AffineExpr::dim((nlev + syms.iter().position(|y| y == s).unwrap_or(0)) as u32)
                }
            };
            e = e.add(&x.mul(&AffineExpr::constant(*k)));
        }
        e
    }
}

/// Converts `e` (over `operands`) to a linear form, with `var_of` naming each operand.
fn lin_of(
    e: &AffineExpr,
    operands: &[ValueId],
    ndims: usize,
    var_of: &dyn Fn(ValueId) -> Option<Lin>,
) -> Option<Lin> {
    match e.kind() {
        AffineExprKind::Constant(c) => Some(Lin::constant(c)),
        AffineExprKind::Dim(i) => var_of(*operands.get(i as usize)?),
        AffineExprKind::Symbol(i) => var_of(*operands.get(ndims + i as usize)?),
        AffineExprKind::Binary(op, a, b) => {
            let (la, lb) = (
                lin_of(a, operands, ndims, var_of)?,
                lin_of(b, operands, ndims, var_of)?,
            );
            match op {
                AffineBinaryOp::Add => la.add(&lb, 1),
                AffineBinaryOp::Mul => match (la.as_const(), lb.as_const()) {
                    (_, Some(k)) => la.scale(k),
                    (Some(k), _) => lb.scale(k),
                    _ => None,
                },
                _ => None,
            }
        }
    }
}

/// One fused level of one nest: its loop and its bounds as linear forms over the fused levels
/// (already expressed in the fused iteration: a producer iv `s_j` is `t_j + c_j`).
pub(crate) struct Level {
    pub op: OpId,
    pub iv: ValueId,
    lbs: Vec<Lin>,
    ubs: Vec<Lin>,
    pub(crate) step: i64,
}

/// The first `depth` loops of the nest rooted at `root` (perfectly nested above the last one,
/// no iter_args), or why not.
pub(crate) fn fused_levels(m: &Module, root: OpId, depth: usize) -> Result<Vec<OpId>, String> {
    let mut out = vec![];
    let mut cur = root;
    loop {
        let f = AffineForOp::wrap(m, cur).ok_or("not an affine.for nest")?;
        if !f.inits().is_empty() {
            return Err(format!("loop {} has iter_args", value_name(m, f.iv())));
        }
        out.push(cur);
        if out.len() == depth {
            return Ok(out);
        }
        match f.body_ops() {
            [inner, term]
                if m.op(*term).name == "affine.yield" && m.op(*inner).name == "affine.for" =>
            {
                cur = *inner
            }
            _ => return Err(format!("the nest is not perfectly nested to depth {depth}")),
        }
    }
}

/// The deepest perfectly nested prefix of the nest at `root` usable for fusion.
pub(crate) fn max_depth(m: &Module, root: OpId) -> usize {
    (1..=16)
        .take_while(|&d| fused_levels(m, root, d).is_ok())
        .count()
}

/// Bounds of `loops` as linear forms over the fused levels; `shift[j]` is added to level `j`
/// for the nest's own ivs.
pub(crate) fn levels(m: &Module, loops: &[OpId], shift: &[i64]) -> Result<Vec<Level>, String> {
    let ivs: Vec<ValueId> = loops
        .iter()
        .filter_map(|&l| AffineForOp::wrap(m, l).map(|f| f.iv()))
        .collect();
    let inside = |v: ValueId| {
        m.defining_op(v)
            .is_some_and(|d| loops.first().is_some_and(|&r| m.is_ancestor(r, d)))
    };
    let var_of = |v: ValueId| -> Option<Lin> {
        if let Some(j) = ivs.iter().position(|&x| x == v) {
            return Lin::var(Var::Level(j)).add(&Lin::constant(*shift.get(j)?), 1);
        }
        if inside(v)
            || m.value_block(v).is_some_and(|b| {
                loops.iter().any(|&l| {
                    m.op(l)
                        .regions
                        .iter()
                        .any(|&r| m.region(r).blocks.contains(&b))
                })
            })
        {
            return None;
        }
        Some(Lin::var(Var::Sym(v)))
    };
    let mut out = vec![];
    for (k, &l) in loops.iter().enumerate() {
        let f = AffineForOp::wrap(m, l).ok_or("not an affine.for")?;
        let conv = |map: &AffineMap, ops: &[ValueId]| -> Result<Vec<Lin>, String> {
            map.results()
                .iter()
                .map(|e| {
                    lin_of(e, ops, map.num_dims() as usize, &var_of)
                        .and_then(|x| x.add(&Lin::constant(*shift.get(k)?), -1))
                        .ok_or_else(|| {
                            format!(
                                "a bound of loop {} is not a linear form of outer ivs and symbols",
                                value_name(m, f.iv())
                            )
                        })
                })
                .collect()
        };
        out.push(Level {
            op: l,
            iv: f.iv(),
            lbs: conv(f.lower_map(), f.lb_operands())?,
            ubs: conv(f.upper_map(), f.ub_operands())?,
            step: f.step(),
        });
    }
    Ok(out)
}

/// How one level of the fused nest iterates.
pub(crate) struct LevelPlan {
    /// New bounds for the kept loop (`None`: keep the consumer's).
    new_bounds: Option<(Lin, Lin)>,
    /// Guards: the producer's / consumer's own range when narrower than the fused one.
    guard_src: bool,
    guard_dst: bool,
    /// Extra iterations of the fused loop over the larger of the two ranges (a constant), and
    /// the width of the larger range if constant.
    pub extra: i64,
    pub width: Option<i64>,
}

/// Combines the two nests' ranges level by level.
pub(crate) fn plan_levels(src: &[Level], dst: &[Level]) -> Result<Vec<LevelPlan>, String> {
    let mut out = vec![];
    for (s, d) in src.iter().zip(dst) {
        if s.step != d.step {
            return Err("the fused loops have different steps".into());
        }
        if s.lbs == d.lbs && s.ubs == d.ubs {
            let width = match (d.lbs.as_slice(), d.ubs.as_slice()) {
                ([l], [u]) => u.add(l, -1).and_then(|w| w.as_const()),
                _ => None,
            };
            out.push(LevelPlan {
                new_bounds: None,
                guard_src: false,
                guard_dst: false,
                extra: 0,
                width,
            });
            continue;
        }
        let ([sl], [su], [dl], [du]) = (
            s.lbs.as_slice(),
            s.ubs.as_slice(),
            d.lbs.as_slice(),
            d.ubs.as_slice(),
        ) else {
            return Err("the fused loops have different max/min bounds".into());
        };
        let dlo = sl
            .add(dl, -1)
            .and_then(|x| x.as_const())
            .ok_or("the lower bounds of the fused loops differ by a non-constant")?;
        let dhi = su
            .add(du, -1)
            .and_then(|x| x.as_const())
            .ok_or("the upper bounds of the fused loops differ by a non-constant")?;
        if s.step != 1 && dlo != 0 {
            return Err("fused loops with a step other than 1 must start together".into());
        }
        let lo = if dlo < 0 { sl.clone() } else { dl.clone() };
        let hi = if dhi > 0 { su.clone() } else { du.clone() };
        let ws = su.add(sl, -1).and_then(|w| w.as_const());
        let wd = du.add(dl, -1).and_then(|w| w.as_const());
        let wide = hi.add(&lo, -1).ok_or("overflow")?;
        let extra = match (
            wide.add(&su.add(sl, -1).ok_or("overflow")?, -1)
                .and_then(|x| x.as_const()),
            wide.add(&du.add(dl, -1).ok_or("overflow")?, -1)
                .and_then(|x| x.as_const()),
        ) {
            (Some(a), Some(b)) => a.min(b),
            _ => i64::MAX,
        };
        out.push(LevelPlan {
            new_bounds: Some((lo, hi)),
            guard_src: dlo > 0 || dhi < 0,
            guard_dst: dlo < 0 || dhi > 0,
            extra,
            width: match (ws, wd) {
                (Some(a), Some(b)) => Some(a.max(b)),
                _ => None,
            },
        });
    }
    Ok(out)
}

/// The accesses of the module with the indices of those inside `op`.
pub(crate) fn inside(m: &Module, acc: &[Access], op: OpId) -> Vec<usize> {
    (0..acc.len())
        .filter(|&i| m.is_ancestor(op, acc[i].op))
        .collect()
}

/// The accesses inside each op of `block` (indices into `acc`, in order), found in one pass
/// over the accesses: what [`inside`] returns for every op of the block at once.
pub(crate) fn inside_each(m: &Module, acc: &[Access], block: BlockId) -> HashMap<OpId, Vec<usize>> {
    let mut out: HashMap<OpId, Vec<usize>> = HashMap::new();
    for (i, a) in acc.iter().enumerate() {
        let mut cur = Some(a.op);
        while let Some(o) = cur {
            if m.op(o).parent == Some(block) {
                out.entry(o).or_default().push(i);
                break;
            }
            cur = m.parent_op(o);
        }
    }
    out
}

/// Collects the module's accesses (shared while the module is unchanged).
pub(crate) fn accesses(m: &Module, reg: &Registry) -> Arc<Vec<Access>> {
    collect_shared(m, reg, CollectOptions::default())
}

/// Pairs `(a, b)` (a in `xs`, b in `ys`) on one memref with at least one write.
fn conflicting(acc: &[Access], xs: &[usize], ys: &[usize]) -> Vec<(usize, usize)> {
    let mut out = vec![];
    for &a in xs {
        for &b in ys {
            if acc[a].base == acc[b].base && (acc[a].kind.writes() || acc[b].kind.writes()) {
                out.push((a, b));
            }
        }
    }
    out
}

fn row(n: usize) -> Row {
    vec![Int::zero(); n + 1]
}

/// `t_k - s_k` rows for pair systems (source `S` ivs at `off + k`, destination `D` ivs at
/// `n1 + off + k`), plus `extra`.
fn diff(sys: &PairSystem, off: usize, k: usize, c: i64) -> Row {
    let mut r = row(sys.ncols());
    r[sys.n1 + off + k] = Int::one();
    r[off + k] = Int::from(-1);
    r[sys.ncols()] = Int::from(c);
    r
}

fn system(acc: &[Access], a: usize, b: usize) -> Result<PairSystem, String> {
    pair_system(acc, a, b)
        .map_err(|e| format!("'{}' and '{}': {e}", acc[a].op_name, acc[b].op_name))
}

/// The shifts `c` (one per fused level) making every dependence from `S` to `D` respect
/// `(s - c) <=lex t`: exact lexicographic maxima over the dependence polyhedra.
pub(crate) fn shifts(
    acc: &[Access],
    in_s: &[usize],
    in_d: &[usize],
    off: usize,
    depth: usize,
) -> Result<Vec<i64>, Reason> {
    match shift_prefix(acc, in_s, in_d, off, depth) {
        (c, None) => Ok(c),
        (_, Some(r)) => Err(r),
    }
}

/// The shifts of the first levels, up to `depth`, and why the next one has none (if it has
/// none). Level `k`'s shift depends only on those before it (and the budget they used), so
/// the shifts for fusing at depth `d <= depth` are the first `d` of these: one computation
/// serves every depth a pass tries.
pub(crate) fn shift_prefix(
    acc: &[Access],
    in_s: &[usize],
    in_d: &[usize],
    off: usize,
    depth: usize,
) -> (Vec<i64>, Option<Reason>) {
    let pairs = conflicting(acc, in_s, in_d);
    let mut systems = vec![];
    for (a, b) in pairs {
        match system(acc, a, b) {
            Ok(sys) => systems.push(sys),
            Err(e) => return (vec![], Some(Reason::Unknown(e))),
        }
    }
    let mut c = vec![];
    let mut budget = Budget::new(tessera_dependence::solve::PAIR_BUDGET * 4);
    let exhausted =
        || Reason::Unknown("work budget exhausted while computing the producer slice".into());
    for k in 0..depth {
        // The level's shift is the largest integer maximum of `s_k - t_k` over the
        // polyhedra, and at least 0. Their rational maxima come first: a polyhedron whose
        // rational maximum is below 1, or below the next integer above the shift found so far,
        // cannot raise it and needs no integer search; the others are searched from the
        // largest rational maximum down (unbounded ones first).
        let mut cands: Vec<(Option<BigRational>, System, Row, Lp)> = vec![];
        for sys in &systems {
            for mut p in sys.at_depth(sys.common + 1) {
                for (j, cj) in c.iter().enumerate() {
                    // t_j - s_j + c_j = 0
                    p.add_eq(diff(sys, off, j, *cj));
                }
                // maximise s_k - t_k (minimise `neg` = t_k - s_k)
                let neg: Row = diff(sys, off, k, 0);
                let obj: Row = neg.iter().map(|x| -x).collect();
                let Ok(mut lp) = Lp::new(&p, &mut budget) else {
                    return (c, Some(exhausted()));
                };
                let max = match lp.minimize_point(&neg, &mut budget) {
                    Err(_) => return (c, Some(exhausted())),
                    Ok((RatOpt::Infeasible, _)) => continue,
                    Ok((RatOpt::Unbounded, _)) => None,
                    Ok((RatOpt::Min(q), _)) if -&q < BigRational::one() => continue,
                    Ok((RatOpt::Min(q), _)) => Some(-q),
                };
                cands.push((max, p, obj, lp));
            }
        }
        cands.sort_by(|a, b| match (&a.0, &b.0) {
            (None, None) => std::cmp::Ordering::Equal,
            (None, _) => std::cmp::Ordering::Less,
            (_, None) => std::cmp::Ordering::Greater,
            (Some(x), Some(y)) => y.cmp(x),
        });
        let mut best: Option<i64> = None;
        for (max, p, obj, mut lp) in cands {
            let floor = best.unwrap_or(0).max(0);
            if max.is_some_and(|q| q < BigRational::from_integer((floor + 1).into())) {
                break;
            }
            let fail = match lexopt::maximize_lp(&p, &mut lp, &obj, None, &[], &mut budget) {
                Err(_) => exhausted(),
                Ok(IntOpt::Empty) => continue,
                Ok(IntOpt::Unbounded) => Reason::Unsupported(format!(
                    "the producer slice is not a constant translation at depth {} (dependence distance unbounded)",
                    k + 1
                )),
                Ok(IntOpt::Value(v, _)) => match v.to_i64() {
                    Some(v) => {
                        best = Some(best.map_or(v, |b| b.max(v)));
                        continue;
                    }
                    None => Reason::Unsupported("shift out of range".into()),
                },
            };
            return (c, Some(fail));
        }
        c.push(best.unwrap_or(0).max(0));
    }
    (c, None)
}

fn broken(
    m: &Module,
    acc: &[Access],
    sys: &PairSystem,
    a: usize,
    b: usize,
    p: &[Int],
    depth: usize,
) -> BrokenDependence {
    let w = sys.witness_of(p);
    let loops = |x: &Access| tessera_dependence::graph::access_loop_names(m, x);
    BrokenDependence {
        kind: DepKind::of(acc[a].kind, acc[b].kind),
        src_op: acc[a].op,
        dst_op: acc[b].op,
        src: a,
        dst: b,
        src_loops: loops(&acc[a]),
        dst_loops: loops(&acc[b]),
        src_iter: w.src_iter,
        dst_iter: w.dst_iter,
        symbols: w.symbols,
        memref: value_name(m, acc[a].memref),
        cell: w.cell,
        depth,
        src_pos: acc[a].pos,
        dst_pos: acc[b].pos,
    }
}

fn first_point(
    sys: &PairSystem,
    extra_eq: &[Row],
    extra_ineq: &[Row],
) -> Result<Option<Vec<Int>>, String> {
    let mut budget = Budget::new(tessera_dependence::solve::PAIR_BUDGET);
    for mut p in sys.at_depth(sys.common + 1) {
        for r in extra_eq {
            p.add_eq(r.clone());
        }
        for r in extra_ineq {
            p.add_ineq(r.clone());
        }
        match tessera_polyhedral::integer::sample(&p, &mut budget) {
            Err(_) => return Err("work budget exhausted".into()),
            Ok(Some(pt)) => return Ok(Some(pt)),
            Ok(None) => {}
        }
    }
    Ok(None)
}

/// Checks the fused schedule exactly: `None` if legal, else the reason (a broken dependence
/// with its witness, or an undecided question). `between` are the ops between the nests,
/// which the fused nest (at `D`'s place) now follows.
pub(crate) fn check(
    m: &Module,
    acc: &[Access],
    in_s: &[usize],
    in_d: &[usize],
    in_x: &[usize],
    off: usize,
    c: &[i64],
) -> Option<Reason> {
    for (a, b) in conflicting(acc, in_s, in_d) {
        let sys = match system(acc, a, b) {
            Ok(x) => x,
            Err(e) => return Some(Reason::Unknown(e)),
        };
        for k in 0..c.len() {
            // t_j = s_j - c_j for j < k, t_k <= s_k - c_k - 1: D's instance runs first.
            let eqs: Vec<Row> = (0..k).map(|j| diff(&sys, off, j, c[j])).collect();
            let ineq: Row = diff(&sys, off, k, c[k] + 1).iter().map(|x| -x).collect();
            match first_point(&sys, &eqs, &[ineq]) {
                Err(e) => return Some(Reason::Unknown(e)),
                Ok(Some(p)) => {
                    return Some(Reason::Breaks(Box::new(broken(
                        m,
                        acc,
                        &sys,
                        a,
                        b,
                        &p,
                        sys.common + 1,
                    ))))
                }
                Ok(None) => {}
            }
        }
    }
    for (a, b) in conflicting(acc, in_s, in_x) {
        let sys = match system(acc, a, b) {
            Ok(x) => x,
            Err(e) => return Some(Reason::Unknown(e)),
        };
        match first_point(&sys, &[], &[]) {
            Err(e) => return Some(Reason::Unknown(e)),
            Ok(Some(p)) => {
                return Some(Reason::Breaks(Box::new(broken(
                    m,
                    acc,
                    &sys,
                    a,
                    b,
                    &p,
                    sys.common + 1,
                ))))
            }
            Ok(None) => {}
        }
    }
    None
}

/// Ops a fused nest may contain or move across (their memory effects are the collected
/// accesses); anything else (calls, unknown ops) is refused.
pub(crate) fn effects_known(m: &Module, op: OpId) -> bool {
    unmodelled(m, op).is_none()
}

/// The first op under `op` whose effects are not modelled, by name.
pub(crate) fn unmodelled(m: &Module, op: OpId) -> Option<String> {
    m.walk(op).into_iter().find_map(|o| {
        let n = m.op(o).name.as_str();
        let known = ["affine.", "arith.", "math.", "memref.", "vector.", "scf."]
            .iter()
            .any(|p| n.starts_with(p));
        (!known).then(|| n.to_string())
    })
}

fn set_bounds(
    m: &mut Module,
    op: OpId,
    lo: &Lin,
    hi: &Lin,
    level_ivs: &[ValueId],
) -> Result<(), String> {
    let mut syms = vec![];
    lo.syms(&mut syms);
    hi.syms(&mut syms);
    let nl = level_ivs.len();
    let nd = (nl + syms.len()) as u32;
    let lb = AffineMap::new(nd, 0, vec![lo.to_expr(&syms, nl)]).map_err(|e| e.to_string())?;
    let ub = AffineMap::new(nd, 0, vec![hi.to_expr(&syms, nl)]).map_err(|e| e.to_string())?;
    let ops: Vec<ValueId> = level_ivs.iter().chain(&syms).copied().collect();
    AffineForOp::set_lower_bound(m, op, lb, ops.clone());
    AffineForOp::set_upper_bound(m, op, ub, ops);
    Ok(())
}

/// The guard set `lb <= t_k < ub` for every level where the nest's range is narrower.
fn guard(levels: &[Level], which: &[bool], ivs: &[ValueId]) -> Option<(IntegerSet, Vec<ValueId>)> {
    let mut syms = vec![];
    let mut cons: Vec<Lin> = vec![];
    for (k, (l, &g)) in levels.iter().zip(which).enumerate() {
        if !g {
            continue;
        }
        let t = Lin::var(Var::Level(k));
        for lb in &l.lbs {
            cons.push(t.add(lb, -1)?);
        }
        for ub in &l.ubs {
            cons.push(ub.add(&t, -1)?.add(&Lin::constant(-1), 1)?);
        }
    }
    if cons.is_empty() {
        return None;
    }
    for c in &cons {
        c.syms(&mut syms);
    }
    let exprs: Vec<AffineExpr> = cons.iter().map(|c| c.to_expr(&syms, ivs.len())).collect();
    let n = exprs.len();
    let set = IntegerSet::new((ivs.len() + syms.len()) as u32, 0, exprs, vec![false; n]).ok()?;
    Some((set, ivs.iter().chain(&syms).copied().collect()))
}

/// Moves the body of `src`'s innermost fused loop into `dst`'s, before `dst`'s body ops, with
/// `src`'s ivs replaced by `t + c`; widens `dst`'s loops and guards both bodies as planned;
/// erases `src`.
pub(crate) fn rewrite(
    m: &mut Module,
    src: &[Level],
    dst: &[Level],
    plan: &[LevelPlan],
    c: &[i64],
) -> Result<(), String> {
    let ivs: Vec<ValueId> = dst.iter().map(|l| l.iv).collect();
    for (k, p) in plan.iter().enumerate() {
        if let Some((lo, hi)) = &p.new_bounds {
            set_bounds(m, dst[k].op, lo, hi, &ivs[..k])?;
        }
    }
    let (Some(s_in), Some(d_in)) = (src.last(), dst.last()) else {
        return Err("empty nest".into());
    };
    let body_of =
        |m: &Module, l: OpId| -> Option<BlockId> { AffineForOp::wrap(m, l).map(|f| f.body()) };
    let sb = body_of(m, s_in.op).ok_or("not a loop")?;
    let db = body_of(m, d_in.op).ok_or("not a loop")?;
    let s_ops: Vec<OpId> = m
        .block(sb)
        .ops
        .iter()
        .copied()
        .filter(|&o| m.op(o).name != "affine.yield")
        .collect();
    let d_ops: Vec<OpId> = m
        .block(db)
        .ops
        .iter()
        .copied()
        .filter(|&o| m.op(o).name != "affine.yield")
        .collect();
    // Consumer guard.
    let gd: Vec<bool> = plan.iter().map(|p| p.guard_dst).collect();
    if let Some((set, ops)) = guard(dst, &gd, &ivs) {
        let first = *d_ops.first().ok_or("empty consumer body")?;
        let mut b = tessera_ir::builder::Builder::before(m, first).ok_or("no insertion point")?;
        let (_, tb, _) = b.affine_if(set, ops, vec![], false);
        for &o in &d_ops {
            m.detach_op(o);
            let n = m.block(tb).ops.len();
            m.insert_op(tb, n - 1, o);
        }
    }
    // Producer body, at the start of the consumer's innermost fused body.
    let gs: Vec<bool> = plan.iter().map(|p| p.guard_src).collect();
    let target = match guard(src, &gs, &ivs) {
        Some((set, ops)) => {
            let mut b = tessera_ir::builder::Builder::at_end(m, db, None);
            let (iff, tb, _) = b.affine_if(set, ops, vec![], false);
            m.detach_op(iff);
            m.insert_op(db, 0, iff);
            tb
        }
        None => db,
    };
    let mut at = 0;
    for (k, l) in src.iter().enumerate() {
        let v = if c[k] == 0 {
            ivs[k]
        } else {
            let map = AffineMap::new(
                1,
                0,
                vec![AffineExpr::dim(0).add(&AffineExpr::constant(c[k]))],
            )
            .map_err(|e| e.to_string())?;
            let mut b = tessera_ir::builder::Builder::at_end(m, target, None);
            let v = b.affine_apply(map, vec![ivs[k]]);
            let op = m.defining_op(v).ok_or("no apply")?;
            m.detach_op(op);
            m.insert_op(target, at, op);
            at += 1;
            v
        };
        m.replace_all_uses(l.iv, v);
    }
    for &o in &s_ops {
        m.detach_op(o);
        m.insert_op(target, at, o);
        at += 1;
    }
    if let Some(root) = src.first() {
        m.detach_op(root.op);
    }
    Ok(())
}

/// Values used inside `op` but defined outside it.
pub(crate) fn free_values(m: &Module, op: OpId) -> Vec<ValueId> {
    let mut out = vec![];
    let mut defined: HashMap<ValueId, ()> = HashMap::new();
    for o in m.walk(op) {
        for &r in &m.op(o).results {
            defined.insert(r, ());
        }
        for &reg in &m.op(o).regions {
            for &b in &m.region(reg).blocks {
                for &a in &m.block(b).args {
                    defined.insert(a, ());
                }
            }
        }
    }
    for o in m.walk(op) {
        for &v in &m.op(o).operands {
            if !defined.contains_key(&v) && !out.contains(&v) {
                out.push(v);
            }
        }
    }
    out
}
