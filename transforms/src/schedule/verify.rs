//! Exact verification of a schedule: every dependence polyhedron is checked against the new
//! execution order with the integer emptiness test, and each scan dimension's parallelism is
//! decided the same way. An answer the engine cannot give within its budget is a failure, never a
//! pass.

use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::integer::{emptiness, Emptiness};
use tessera_polyhedral::linear::{Row, System};

use std::cell::RefCell;
use std::collections::HashMap;

use super::model::{Dep, Scop};

/// How one statement's instances map to scan coordinates.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub struct StmtMap {
    /// Number of ivs of the statement.
    pub n: usize,
    /// Tile variables `q_j = floor(row_j / size_j)`, rows over `[ivs | params | 1]`.
    pub tiles: Vec<(Row, i64)>,
    /// Scan coordinates as rows over `[ivs | params | q | 1]`.
    pub dims: Vec<Row>,
}

impl StmtMap {
    /// A map without tile variables from rows over `[ivs | params | 1]`.
    pub fn plain(n: usize, rows: Vec<Row>) -> StmtMap {
        StmtMap {
            n,
            tiles: vec![],
            dims: rows,
        }
    }
}

/// A dependence the schedule does not respect (or whose check was undecided).
#[derive(Debug, Clone)]
pub struct Violation {
    /// Index of the dependence in `Scop::deps`.
    pub dep: usize,
    /// Scan dimension where the order is reversed (`None`: equal times, wrong statement order,
    /// or undecided).
    pub level: Option<usize>,
    /// Source and target iterations (empty if undecided).
    pub src_iter: Vec<Int>,
    /// Target iteration.
    pub dst_iter: Vec<Int>,
    /// True if the engine ran out of budget.
    pub undecided: bool,
}

/// Verdicts already decided in a region, by dependence and the maps of its two statements (a
/// dependence's verdict depends on nothing else): the scheduler, the tiling plan and the cost
/// model ask the same questions of many candidate schedules that differ in a few statements or
/// levels. Undecided answers (budget) are not kept.
#[derive(Debug, Clone, Default)]
pub struct Memo {
    order: RefCell<HashMap<(usize, StmtMap, StmtMap), Option<Violation>>>,
    parallel: RefCell<HashMap<(usize, usize, StmtMap, StmtMap), bool>>,
    /// Levels proven in order, by dependence and the maps' first `k + 1` dimensions: the
    /// target is not before the source at level `k` when the levels before are equal
    /// (candidate schedules that share a prefix share these proofs).
    levels: RefCell<std::collections::HashSet<(usize, StmtMap, StmtMap)>>,
    /// The tile cuts proven ([`DepSys::add_tile_cuts`]), by dependence and tile variables.
    cuts: RefCell<HashMap<(usize, TileVars, TileVars), Vec<usize>>>,
}

/// A statement's tile variables (what [`DepSys::add_tile_cuts`] depends on besides the
/// dependence).
type TileVars = Vec<(Row, i64)>;

/// The first `k + 1` scan dimensions of a map (what the parallelism of dimension `k` depends on).
fn prefix(m: &StmtMap, k: usize) -> StmtMap {
    StmtMap {
        n: m.n,
        tiles: m.tiles.clone(),
        dims: m.dims[..(k + 1).min(m.dims.len())].to_vec(),
    }
}

/// The dependence system of `dep` with both statements' tile variables and the differences of
/// their scan coordinates (`dst - src`) as rows over its columns.
struct DepSys {
    base: System,
    diffs: Vec<Row>,
    /// Columns of the source's and the target's first tile variable, and how many each has.
    q: (usize, usize, usize, usize),
}

impl DepSys {
    /// Adds the cut `q_dst,j - q_src,j >= 0` for each tile variable `j` of both statements
    /// where the rational relaxation proves it: with `q_dst,j - q_src,j <= -1` the system has
    /// no rational point, so every integer point has `q_dst,j - q_src,j > -1`, i.e. `>= 0`.
    /// Integer points are unchanged (each cut holds at all of them); what changes is the
    /// relaxation, which then proves the order of a wavefront (a sum of tile variables)
    /// without an integer search. A tile variable is the floor of a hyperplane whose
    /// difference is non-negative on the dependence, so the cut holds for every band the
    /// dependence is inside.
    fn add_tile_cuts(
        &mut self,
        memo: &Memo,
        key: (usize, &StmtMap, &StmtMap),
        budget: &mut Budget,
    ) {
        let (qs_at, qt_at, qs, qt) = self.q;
        if qs.min(qt) == 0 {
            return;
        }
        let nv = self.base.nvars();
        let cut = |j: usize| {
            let mut r = vec![Int::zero(); nv + 1];
            r[qt_at + j] = Int::one();
            r[qs_at + j] = Int::from(-1);
            r
        };
        let key = (key.0, key.1.tiles.clone(), key.2.tiles.clone());
        let known = memo.cuts.borrow().get(&key).cloned();
        let proven = match known {
            Some(p) => p,
            None => {
                let p: Vec<usize> = (0..qs.min(qt))
                    .filter(|&j| {
                        let mut s = self.base.clone();
                        s.add_ineq(neg_minus_one(&cut(j)));
                        rationally_empty(&s, budget)
                    })
                    .collect();
                memo.cuts.borrow_mut().insert(key, p.clone());
                p
            }
        };
        for j in proven {
            self.base.add_ineq(cut(j));
        }
    }
}

/// Whether `sys` has no rational point (false when unsure).
fn rationally_empty(sys: &System, budget: &mut Budget) -> bool {
    matches!(tessera_polyhedral::simplex::Lp::new(sys, budget), Ok(lp) if !lp.is_feasible())
}

/// Integer emptiness of `sys`, its rational relaxation first: a relaxation without a point or
/// with an integral vertex answers without the integer search.
fn empty_or_point(sys: &System, budget: &mut Budget) -> Emptiness {
    if let Ok(lp) = tessera_polyhedral::simplex::Lp::new(sys, budget) {
        if !lp.is_feasible() {
            return Emptiness::Empty;
        }
        if let Some(p) = lp.integral_point().filter(|p| sys.contains(p)) {
            return Emptiness::NonEmpty(p);
        }
    }
    emptiness(sys, budget)
}

fn dep_sys(dep: &Dep, nparams: usize, src: &StmtMap, dst: &StmtMap) -> DepSys {
    let (ns, nt) = (dep.n_src, dep.n_dst);
    let nl = dep.nlocals(nparams);
    let (qs, qt) = (src.tiles.len(), dst.tiles.len());
    let nv = ns + nt + nparams + nl + qs + qt;
    let q_src = ns + nt + nparams + nl;
    let q_dst = q_src + qs;
    let mut base = System::new(nv);
    let widen = |r: &Row| -> Row {
        let mut o = vec![Int::zero(); nv + 1];
        o[..nv - qs - qt].clone_from_slice(&r[..nv - qs - qt]);
        o[nv] = r[r.len() - 1].clone();
        o
    };
    for r in &dep.poly.eqs {
        base.add_eq(widen(r));
    }
    for r in &dep.poly.ineqs {
        base.add_ineq(widen(r));
    }
    // A row over [ivs | params | (q) | 1] of one side embedded at its columns.
    let embed = |r: &Row, iv_at: usize, n: usize, q_at: usize, nq: usize, scale: &Int| -> Row {
        let mut o = vec![Int::zero(); nv + 1];
        for k in 0..n {
            o[iv_at + k] = &r[k] * scale;
        }
        for k in 0..nparams {
            o[ns + nt + k] = &r[n + k] * scale;
        }
        for k in 0..nq {
            o[q_at + k] = &r[n + nparams + k] * scale;
        }
        o[nv] = &r[r.len() - 1] * scale;
        o
    };
    for (m, iv_at, q_at) in [(src, 0, q_src), (dst, ns, q_dst)] {
        for (j, (row, size)) in m.tiles.iter().enumerate() {
            // size*q <= row <= size*q + size - 1
            let e = embed(row, iv_at, m.n, q_at, 0, &Int::one());
            let mut lo = e.clone();
            lo[q_at + j] = Int::from(-size);
            let mut hi: Row = e.iter().map(|x| -x).collect();
            hi[q_at + j] = Int::from(*size);
            hi[nv] = &hi[nv] + &Int::from(size - 1);
            base.add_ineq(lo);
            base.add_ineq(hi);
        }
    }
    let ndims = src.dims.len().min(dst.dims.len());
    let mut diffs = Vec::with_capacity(ndims);
    for k in 0..ndims {
        let a = embed(&src.dims[k], 0, src.n, q_src, qs, &Int::from(-1));
        let b = embed(&dst.dims[k], ns, dst.n, q_dst, qt, &Int::one());
        diffs.push(a.iter().zip(&b).map(|(x, y)| x + y).collect());
    }
    DepSys {
        base,
        diffs,
        q: (q_src, q_dst, qs, qt),
    }
}

fn neg_minus_one(r: &Row) -> Row {
    let mut o: Row = r.iter().map(|x| -x).collect();
    let n = o.len() - 1;
    o[n] = &o[n] - &Int::one();
    o
}

fn minus_one(r: &Row) -> Row {
    let mut o = r.clone();
    let n = o.len() - 1;
    o[n] = &o[n] - &Int::one();
    o
}

/// Checks that the maps order every dependence's source before its target (equal scan
/// coordinates: lower statement id first). Returns every violation found (empty: verified).
pub fn verify(scop: &Scop, maps: &[StmtMap], budget: &mut Budget) -> Vec<Violation> {
    let mut out = Vec::new();
    for (di, d) in scop.deps.iter().enumerate() {
        let key = (di, maps[d.src].clone(), maps[d.dst].clone());
        if let Some(v) = scop.memo.order.borrow().get(&key) {
            out.extend(v.iter().cloned());
            continue;
        }
        let v = verify_dep(&scop.pair(di, &maps[d.src], &maps[d.dst]), budget);
        if !v.as_ref().is_some_and(|v| v.undecided) {
            scop.memo.order.borrow_mut().insert(key, v.clone());
        }
        out.extend(v);
    }
    out
}

/// One dependence of a region under the maps of its two statements.
struct Pair<'a> {
    memo: &'a Memo,
    di: usize,
    d: &'a Dep,
    np: usize,
    src: &'a StmtMap,
    dst: &'a StmtMap,
}

impl Scop {
    fn pair<'a>(&'a self, di: usize, src: &'a StmtMap, dst: &'a StmtMap) -> Pair<'a> {
        Pair {
            memo: &self.memo,
            di,
            d: &self.deps[di],
            np: self.params.len(),
            src,
            dst,
        }
    }
}

impl Pair<'_> {
    /// The dependence system with the tile cuts the relaxation proves.
    fn system(&self, budget: &mut Budget) -> DepSys {
        let mut ds = dep_sys(self.d, self.np, self.src, self.dst);
        ds.add_tile_cuts(self.memo, (self.di, self.src, self.dst), budget);
        ds
    }
}

/// [`verify`] for one dependence.
fn verify_dep(pair: &Pair<'_>, budget: &mut Budget) -> Option<Violation> {
    let Pair {
        memo,
        di,
        d,
        src,
        dst,
        ..
    } = *pair;
    let ds = pair.system(budget);
    let witness = |p: &[Int]| {
        (
            p[..d.n_src].to_vec(),
            p[d.n_src..d.n_src + d.n_dst].to_vec(),
        )
    };
    let mut sys = ds.base;
    for (k, diff) in ds.diffs.iter().enumerate() {
        let level = (di, prefix(src, k), prefix(dst, k));
        if memo.levels.borrow().contains(&level) {
            sys.add_eq(diff.clone());
            continue;
        }
        let mut s = sys.clone();
        s.add_ineq(neg_minus_one(diff));
        match empty_or_point(&s, budget) {
            Emptiness::Empty => {
                memo.levels.borrow_mut().insert(level);
            }
            Emptiness::NonEmpty(p) => {
                let (src_iter, dst_iter) = witness(&p);
                return Some(Violation {
                    dep: di,
                    level: Some(k),
                    src_iter,
                    dst_iter,
                    undecided: false,
                });
            }
            Emptiness::Unknown => return Some(undecided(di)),
        }
        sys.add_eq(diff.clone());
    }
    if d.src < d.dst && src.dims.len() == dst.dims.len() {
        return None;
    }
    match empty_or_point(&sys, budget) {
        Emptiness::Empty => None,
        Emptiness::NonEmpty(p) => {
            let (src_iter, dst_iter) = witness(&p);
            Some(Violation {
                dep: di,
                level: None,
                src_iter,
                dst_iter,
                undecided: false,
            })
        }
        Emptiness::Unknown => Some(undecided(di)),
    }
}

fn undecided(dep: usize) -> Violation {
    Violation {
        dep,
        level: None,
        src_iter: vec![],
        dst_iter: vec![],
        undecided: true,
    }
}

/// Whether scan dimension `k` carries no dependence (its iterations may run in any order):
/// `Some(true)` proven, `Some(false)` a dependence is carried, `None` undecided.
pub fn dim_parallel(scop: &Scop, maps: &[StmtMap], k: usize, budget: &mut Budget) -> Option<bool> {
    dim_parallel_where(scop, maps, k, |_, _| true, budget)
}

/// [`dim_parallel`] over the dependences `keep(src, dst)` accepts (e.g. those of one
/// statement: whether its own instances along `k` can run in parallel).
pub fn dim_parallel_where(
    scop: &Scop,
    maps: &[StmtMap],
    k: usize,
    keep: impl Fn(usize, usize) -> bool,
    budget: &mut Budget,
) -> Option<bool> {
    dim_parallel_over(scop, maps, k, |d| keep(d.src, d.dst), budget)
}

/// [`dim_parallel`] over the dependences `keep` accepts.
pub fn dim_parallel_over(
    scop: &Scop,
    maps: &[StmtMap],
    k: usize,
    keep: impl Fn(&super::model::Dep) -> bool,
    budget: &mut Budget,
) -> Option<bool> {
    for (di, d) in scop.deps.iter().enumerate() {
        if !keep(d) {
            continue;
        }
        let (src, dst) = (&maps[d.src], &maps[d.dst]);
        if k >= src.dims.len().min(dst.dims.len()) {
            continue;
        }
        let key = (di, k, prefix(src, k), prefix(dst, k));
        let known = scop.memo.parallel.borrow().get(&key).copied();
        let carried = match known {
            Some(c) => c,
            None => {
                let c = carries(&scop.pair(di, src, dst), k, budget)?;
                scop.memo.parallel.borrow_mut().insert(key, c);
                c
            }
        };
        if carried {
            return Some(false);
        }
    }
    Some(true)
}

/// Whether scan dimension `k` carries `d` (`None`: undecided).
fn carries(pair: &Pair<'_>, k: usize, budget: &mut Budget) -> Option<bool> {
    let ds = pair.system(budget);
    let mut sys = ds.base;
    for diff in &ds.diffs[..k] {
        sys.add_eq(diff.clone());
    }
    for side in [minus_one(&ds.diffs[k]), neg_minus_one(&ds.diffs[k])] {
        let mut s = sys.clone();
        s.add_ineq(side);
        match empty_or_point(&s, budget) {
            Emptiness::Empty => {}
            Emptiness::NonEmpty(_) => return Some(true),
            Emptiness::Unknown => return None,
        }
    }
    Some(false)
}

/// Whether `φ_dst - φ_src >= 1` on the whole polyhedron of `dep` for the level rows given over
/// `[ivs | params | 1]` (strong satisfaction); `None` undecided.
pub fn strongly_satisfies(
    dep: &Dep,
    nparams: usize,
    src_row: &Row,
    dst_row: &Row,
    budget: &mut Budget,
) -> Option<bool> {
    let a = StmtMap::plain(dep.n_src, vec![src_row.clone()]);
    let b = StmtMap::plain(dep.n_dst, vec![dst_row.clone()]);
    let ds = dep_sys(dep, nparams, &a, &b);
    let mut s = ds.base;
    // φ_dst - φ_src <= 0
    s.add_ineq(ds.diffs[0].iter().map(|x| -x).collect());
    match emptiness(&s, budget) {
        Emptiness::Empty => Some(true),
        Emptiness::NonEmpty(_) => Some(false),
        Emptiness::Unknown => None,
    }
}
