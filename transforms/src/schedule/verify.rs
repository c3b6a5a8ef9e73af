//! Exact verification of a schedule: every dependence polyhedron is checked against the new
//! execution order with the integer emptiness test, and each scan dimension's parallelism is
//! decided the same way. An answer the engine cannot give within its budget is a failure, never a
//! pass.

use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::integer::{emptiness, Emptiness};
use tessera_polyhedral::linear::{Row, System};

use super::model::{Dep, Scop};

/// How one statement's instances map to scan coordinates.
#[derive(Debug, Clone, PartialEq, Eq)]
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

/// The dependence system of `dep` with both statements' tile variables and the differences of
/// their scan coordinates (`dst - src`) as rows over its columns.
struct DepSys {
    base: System,
    diffs: Vec<Row>,
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
    DepSys { base, diffs }
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
    let np = scop.params.len();
    let mut out = Vec::new();
    'deps: for (di, d) in scop.deps.iter().enumerate() {
        let ds = dep_sys(d, np, &maps[d.src], &maps[d.dst]);
        let witness = |p: &[Int]| {
            (
                p[..d.n_src].to_vec(),
                p[d.n_src..d.n_src + d.n_dst].to_vec(),
            )
        };
        let mut sys = ds.base.clone();
        for (k, diff) in ds.diffs.iter().enumerate() {
            let mut s = sys.clone();
            s.add_ineq(neg_minus_one(diff));
            match emptiness(&s, budget) {
                Emptiness::Empty => {}
                Emptiness::NonEmpty(p) => {
                    let (src_iter, dst_iter) = witness(&p);
                    out.push(Violation {
                        dep: di,
                        level: Some(k),
                        src_iter,
                        dst_iter,
                        undecided: false,
                    });
                    continue 'deps;
                }
                Emptiness::Unknown => {
                    out.push(undecided(di));
                    continue 'deps;
                }
            }
            sys.add_eq(diff.clone());
        }
        if d.src < d.dst && maps[d.src].dims.len() == maps[d.dst].dims.len() {
            continue;
        }
        match emptiness(&sys, budget) {
            Emptiness::Empty => {}
            Emptiness::NonEmpty(p) => {
                let (src_iter, dst_iter) = witness(&p);
                out.push(Violation {
                    dep: di,
                    level: None,
                    src_iter,
                    dst_iter,
                    undecided: false,
                });
            }
            Emptiness::Unknown => out.push(undecided(di)),
        }
    }
    out
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
    let np = scop.params.len();
    for d in &scop.deps {
        let ds = dep_sys(d, np, &maps[d.src], &maps[d.dst]);
        if k >= ds.diffs.len() {
            continue;
        }
        let mut sys = ds.base.clone();
        for diff in &ds.diffs[..k] {
            sys.add_eq(diff.clone());
        }
        for side in [minus_one(&ds.diffs[k]), neg_minus_one(&ds.diffs[k])] {
            let mut s = sys.clone();
            s.add_ineq(side);
            match emptiness(&s, budget) {
                Emptiness::Empty => {}
                Emptiness::NonEmpty(_) => return Some(false),
                Emptiness::Unknown => return None,
            }
        }
    }
    Some(true)
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
