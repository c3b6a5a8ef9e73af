//! Diamond tiling (Pluto's concurrent start; Bandishti, Pananilath and Bondhugula, "Tiling
//! stencil computations to maximize parallelism", SC'12).
//!
//! A stencil's schedule is a permutable band whose first hyperplane is the time iterator `t`
//! (it carries every dependence) and whose other hyperplanes are skewed by it (`2t + i`).
//! Tiled rectangularly in that band, the tiles can only start in a pipeline: the wavefront
//! `T1 + T2` has one tile at first and grows slowly. Diamond tiling replaces the tile
//! hyperplane parallel to the *concurrent-start face* `f` (here `t`, the face `t = 0` of the
//! iteration domain on which all points can start at once) by a hyperplane `h_new` from the
//! cone's complement, so that `f` lies strictly inside the cone of the tile hyperplanes: the
//! tiles along the lower face then start together, and the wavefront over the tile loops has a
//! parallel loop of full width from its first step.
//!
//! **When** (Pluto's `pluto_diamond_tile`): an outermost permutable band of width >= 2 whose
//! first level carries a dependence (no outer parallelism), whose second level is parallel
//! (inner parallelism) and has some dependence with a non-zero component (rectangular tiling
//! loses that parallelism), and whose statements share a face `f`: a band level whose iv part
//! is, for every statement of the band, a positive multiple of the unit vector of one loop
//! common to them all, with a parameter-free lower bound in every statement's domain (all of
//! the face starts at once). `f` is then a ray of the band's cone, not strictly inside it.
//!
//! **What**: the band level parallel to `f` is evicted (Pluto's `find_hyperplane_to_be_evicted`)
//! and, as a *tile* hyperplane only, replaced per statement by
//! `h_new,S = λ1 f_S − λ2 h_cc,S + c_S` with `h_cc` the band's first level not evicted (Pluto's
//! `find_cone_complement_hyperplane`, one concurrent-start dimension; parameters get no
//! coefficient). Then `f = (h_new − c + λ2 h_cc) / λ1` with positive multipliers. The point
//! loops keep the schedule's rows (Pluto puts the evicted hyperplane back for the intra-tile
//! order), so nothing changes inside a tile.
//!
//! **How** (instead of Pluto's single ILP): for every pair `(λ1, λ2)` with
//! `1 <= λ2 <= max_coeff`, `1 <= λ1 <= 4·max_coeff`, smallest `λ1` first for each `λ2`, the
//! iv part of `h_new` is fixed and tiling validity on every dependence `S → T` still
//! constrained in the band (polyhedron `P`, not ordered by the levels before the band) is
//! `c_T − c_S >= −min_P(h_T(t) − h_S(s))`. The minimum is the exact rational LP minimum; the
//! objective is integral at integer points, so its ceiling is a sound (and exact) bound for
//! the integer points. These difference constraints are solved by longest paths
//! (Bellman–Ford; a positive cycle means no shifts exist for that pair), giving the least
//! non-negative shifts. An unbounded minimum (a parametric distance) rejects the pair. Among
//! the valid pairs the one with the least greatest dependence distance along `h_new`
//! (`max_P(h_T − h_S) + c_T − c_S`, exact LP maxima), then the least coefficients, wins.
//!
//! Nothing here is applied unverified: [`super::tiling::plan_scan`] tiles with these rows only
//! if the whole tiled, wavefronted scan passes [`super::verify::verify`] and the wavefront's
//! second tile loop is proven parallel; else it keeps the rectangular tiles.

use num_traits::ToPrimitive;
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::Row;
use tessera_polyhedral::simplex::{Lp, RatOpt};

use super::model::{Dep, Scop};
use super::pluto::{rank, Schedule};
use super::verify::{dim_parallel, dim_parallel_where, StmtMap};

/// The diamond tile hyperplanes of one band.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct DiamondBand {
    /// First schedule level of the band and its width.
    pub start: usize,
    /// Width.
    pub width: usize,
    /// The level whose tile hyperplane was replaced (parallel to the face).
    pub evicted: usize,
    /// The level whose hyperplane `h_cc` the new one is built from.
    pub complement: usize,
    /// `(λ1, λ2)`: `h_new = λ1 f − λ2 h_cc + c`.
    pub lambda: (i64, i64),
    /// Per statement: the face `f_S` (a row over `[ivs | params | 1]`), `None` for statements
    /// outside the band.
    pub face: Vec<Option<Row>>,
    /// Per statement: the band's tile hyperplanes (rows over `[ivs | params | 1]`), the
    /// schedule's rows with the evicted one replaced.
    pub rows: Vec<Vec<Row>>,
}

/// `dst_row(t) − src_row(s)` as a row over the dependence polyhedron's columns
/// `[src ivs | dst ivs | params | locals | 1]`.
fn dep_diff(dep: &Dep, np: usize, src: &Row, dst: &Row) -> Row {
    let nv = dep.poly.nvars();
    let (ns, nt) = (dep.n_src, dep.n_dst);
    let mut o = vec![Int::zero(); nv + 1];
    for k in 0..ns {
        o[k] = -&src[k];
    }
    o[ns..ns + nt].clone_from_slice(&dst[..nt]);
    for p in 0..np {
        o[ns + nt + p] = &dst[nt + p] - &src[ns + p];
    }
    o[nv] = &dst[nt + np] - &src[ns + np];
    o
}

/// Exact rational minimum of `obj` on `lp`'s points: `Some(None)` if unbounded below, `None`
/// if the budget ran out.
fn min_of(lp: &mut Lp, obj: &Row, budget: &mut Budget) -> Option<Option<i64>> {
    match lp.minimize(obj, budget).ok()? {
        RatOpt::Min(q) => Some(Some(q.ceil().to_integer().to_i64()?)),
        RatOpt::Unbounded => Some(None),
        // Not reached: empty dependences are dropped before.
        RatOpt::Infeasible => Some(Some(0)),
    }
}

fn iv_part(row: &Row, n: usize) -> Option<Vec<i64>> {
    row[..n].iter().map(Int::to_i64).collect()
}

/// The band's concurrent-start face: a level `k` of the band and, per band statement, the
/// index of the common loop whose unit vector the level's iv part is a positive multiple of,
/// with a parameter-free lower bound in the statement's domain.
fn face(
    scop: &Scop,
    sched: &Schedule,
    band: &[usize],
    levels: std::ops::Range<usize>,
) -> Option<(usize, Vec<usize>)> {
    let np = scop.params.len();
    'level: for k in levels {
        let mut js = Vec::new();
        let mut common = None;
        for &s in band {
            let st = &scop.stmts[s];
            let n = st.depth();
            let iv = iv_part(&sched.rows[s][k], n)?;
            let nz: Vec<usize> = (0..n).filter(|&j| iv[j] != 0).collect();
            if nz.len() != 1 || iv[nz[0]] <= 0 {
                continue 'level;
            }
            let j = nz[0];
            if *common.get_or_insert(st.loops[j]) != st.loops[j] {
                continue 'level;
            }
            // A lower bound `a·i_j + c >= 0` (a > 0) with no other iv and no parameter.
            let lower = st
                .domain
                .ineqs
                .iter()
                .any(|r| r[j].is_positive() && (0..n + np).all(|x| x == j || r[x].is_zero()));
            if !lower {
                continue 'level;
            }
            js.push(j);
        }
        return Some((k, js));
    }
    None
}

/// Whether the dependence is ordered by the schedule's levels before `start` (the system with
/// every earlier level's difference zero has no rational point). `None`: budget.
fn ordered_before(
    scop: &Scop,
    sched: &Schedule,
    dep: &Dep,
    start: usize,
    budget: &mut Budget,
) -> Option<bool> {
    let np = scop.params.len();
    let mut sys = dep.poly.clone();
    for k in 0..start {
        sys.add_eq(dep_diff(
            dep,
            np,
            &sched.rows[dep.src][k],
            &sched.rows[dep.dst][k],
        ));
    }
    Some(!Lp::new(&sys, budget).ok()?.is_feasible())
}

/// The least non-negative shifts `c` with `c_T − c_S >= w` for every edge `(S, T, w)`, `None`
/// if a positive cycle makes them infeasible (Bellman–Ford on longest paths).
fn shifts(nstmts: usize, edges: &[(usize, usize, i64)]) -> Option<Vec<i64>> {
    let mut c = vec![0i64; nstmts];
    for round in 0..=nstmts {
        let mut changed = false;
        for &(s, t, w) in edges {
            let want = c[s].checked_add(w)?;
            if c[t] < want {
                c[t] = want;
                changed = true;
            }
        }
        if !changed {
            return Some(c);
        }
        if round == nstmts {
            return None;
        }
    }
    None
}

/// The diamond tile hyperplanes of the band `(start, width)` of `sched`, if the band qualifies
/// (see the module doc) and a cone-complement hyperplane with valid shifts exists.
pub fn diamond_band(
    scop: &Scop,
    sched: &Schedule,
    start: usize,
    width: usize,
    max_coeff: i64,
    budget: &mut Budget,
) -> Option<DiamondBand> {
    let np = scop.params.len();
    let ns = scop.stmts.len();
    if width < 2 || sched.levels[..start].iter().any(|l| !l.scalar) {
        return None;
    }
    let levels = start..start + width;
    let varies = |s: usize, k: usize| {
        let n = scop.stmts[s].depth();
        sched.rows[s][k][..n].iter().any(|x| !x.is_zero())
    };
    let band: Vec<usize> = (0..ns)
        .filter(|&s| levels.clone().any(|k| varies(s, k)))
        .collect();
    if band.is_empty() {
        return None;
    }
    // Outer parallelism: none. Inner parallelism: the band's second level, for each
    // statement's own instances (Pluto's `pluto_loop_is_parallel_for_stmt`).
    let plain: Vec<StmtMap> = (0..ns)
        .map(|s| StmtMap::plain(scop.stmts[s].depth(), sched.rows[s].clone()))
        .collect();
    if dim_parallel(scop, &plain, start, budget) != Some(false)
        || dim_parallel_where(scop, &plain, start + 1, |a, b| a == b, budget) != Some(true)
    {
        return None;
    }
    // The dependences still constrained in the band, each with its LP.
    let mut deps = Vec::new();
    for (di, d) in scop.deps.iter().enumerate() {
        if ordered_before(scop, sched, d, start, budget)? {
            continue;
        }
        let lp = Lp::new(&d.poly, budget).ok()?;
        if !lp.is_feasible() {
            continue;
        }
        if !band.contains(&d.src) || !band.contains(&d.dst) {
            return None;
        }
        deps.push((di, lp));
    }
    // Rectangular tiling must lose the inner parallelism: some dependence the band's first
    // level satisfies moves along the second level.
    let mut moves = false;
    for (di, lp) in deps.iter_mut() {
        let d = &scop.deps[*di];
        let row = |k: usize| dep_diff(d, np, &sched.rows[d.src][k], &sched.rows[d.dst][k]);
        if min_of(lp, &row(start), budget)?.is_none_or(|m| m < 1) {
            continue;
        }
        let diff = row(start + 1);
        let neg: Row = diff.iter().map(|x| -x).collect();
        if min_of(lp, &diff, budget)? != Some(0) || min_of(lp, &neg, budget)? != Some(0) {
            moves = true;
            break;
        }
    }
    if !moves {
        return None;
    }
    let (evicted, js) = face(scop, sched, &band, levels.clone())?;
    let complement = if evicted == start { start + 1 } else { start };
    let mut faces: Vec<Option<Row>> = vec![None; ns];
    for (&s, &j) in band.iter().zip(&js) {
        let n = scop.stmts[s].depth();
        let mut f = vec![Int::zero(); n + np + 1];
        f[j] = Int::one();
        faces[s] = Some(f);
    }
    // Candidates: (greatest distance, sum of |coefficients|, λ1, λ2, rows, shifts).
    type Cand = (i64, i64, (i64, i64), Vec<Option<Row>>);
    let mut best: Option<Cand> = None;
    let max_coeff = max_coeff.max(1);
    for l2 in 1..=max_coeff {
        for l1 in 1..=4 * max_coeff {
            // h_new's iv part per statement (parameters 0, constant filled in below).
            let mut h: Vec<Option<Row>> = vec![None; ns];
            let mut ok = true;
            for &s in &band {
                let n = scop.stmts[s].depth();
                let f = faces[s].as_ref()?;
                let cc = &sched.rows[s][complement];
                let mut r = vec![Int::zero(); n + np + 1];
                for j in 0..n {
                    r[j] = &(&f[j] * &Int::from(l1)) - &(&cc[j] * &Int::from(l2));
                }
                // The tile rows must keep the band's rank for the statement.
                let mut old = Vec::new();
                let mut new = Vec::new();
                for k in levels.clone() {
                    old.push(iv_part(&sched.rows[s][k], n)?);
                    new.push(if k == evicted {
                        iv_part(&r, n)?
                    } else {
                        iv_part(&sched.rows[s][k], n)?
                    });
                }
                if rank(&new, n) < rank(&old, n) {
                    ok = false;
                }
                h[s] = Some(r);
            }
            if !ok {
                continue;
            }
            let mut edges = Vec::new();
            for (di, lp) in deps.iter_mut() {
                let d = &scop.deps[*di];
                let (hs, ht) = (h[d.src].as_ref()?, h[d.dst].as_ref()?);
                match min_of(lp, &dep_diff(d, np, hs, ht), budget)? {
                    Some(m) => edges.push((d.src, d.dst, m.checked_neg()?)),
                    None => {
                        ok = false;
                        break;
                    }
                }
            }
            if !ok {
                continue;
            }
            let Some(c) = shifts(ns, &edges) else {
                continue;
            };
            // Valid: the greatest dependence distance along h_new with its shifts.
            let mut far = 0i64;
            for (di, lp) in deps.iter_mut() {
                let d = &scop.deps[*di];
                let (hs, ht) = (h[d.src].as_ref()?, h[d.dst].as_ref()?);
                let neg: Row = dep_diff(d, np, hs, ht).iter().map(|x| -x).collect();
                let dist = match min_of(lp, &neg, budget)? {
                    Some(m) => c[d.dst].saturating_sub(c[d.src]).saturating_sub(m),
                    None => i64::MAX,
                };
                far = far.max(dist);
            }
            for &s in &band {
                let n = scop.stmts[s].depth();
                if let Some(r) = h[s].as_mut() {
                    r[n + np] = Int::from(c[s]);
                }
            }
            let size: i64 = band
                .iter()
                .filter_map(|&s| h[s].as_ref())
                .flat_map(|r| r.iter().filter_map(Int::to_i64))
                .fold(0i64, |a, x| a.saturating_add(x.saturating_abs()));
            let key = (far, size);
            if best.as_ref().is_none_or(|b| key < (b.0, b.1)) {
                best = Some((far, size, (l1, l2), h));
            }
            // A larger λ1 only adds distance along f: the first valid one is this λ2's best.
            break;
        }
    }
    let (_, _, lambda, h) = best?;
    let rows: Vec<Vec<Row>> = (0..ns)
        .map(|s| {
            levels
                .clone()
                .map(|k| match (&h[s], k == evicted) {
                    (Some(r), true) => r.clone(),
                    _ => sched.rows[s][k].clone(),
                })
                .collect()
        })
        .collect();
    Some(DiamondBand {
        start,
        width,
        evicted,
        complement,
        lambda,
        face: faces,
        rows,
    })
}
