//! From a verified schedule to a scan space: rectangular tiling of permutable bands (tile loops
//! in the schedule's order, whose outer hyperplanes are the parallel ones), intra-tile order
//! (the point loop of least [`innermost_cost`] innermost), wavefronts when the outermost tile
//! loop carries a dependence, and the outermost parallel loop. Every choice is checked exactly
//! ([`super::verify`]); a choice that fails is not taken.

use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::{Row, System};

use super::model::Scop;
use super::pluto::Schedule;
use super::scan::{ScanSpace, ScanStmt};
use super::scan_tiles::TiledBand;
use super::verify::{dim_parallel, dim_parallel_where, verify, StmtMap};

/// Post-scheduling options.
#[derive(Debug, Clone)]
pub struct TileOptions {
    /// Tile permutable bands of two or more loops.
    pub tile: bool,
    /// Tile sizes, outermost band level first (the last one repeats; default 32).
    pub sizes: Vec<i64>,
    /// Sizes from the cache model ([`super::tile_sizes`]), starting from `sizes`.
    pub model: bool,
    /// Mark the outermost parallel loop (`affine.parallel`), with wavefronts where needed.
    pub parallel: bool,
    /// Full/partial tile separation ([`super::scan_tiles`]). Off by default: measured alone,
    /// gcc -O3 runs the separated code no faster (gemm LARGE 5% slower); it is what lets
    /// register tiling (unroll-and-jam without cleanup loops) apply.
    pub full_tiles: bool,
    /// Unroll-and-jam factor of the loop around the innermost one in full tiles that update an
    /// accumulator ([`super::regtile`]); 1: none.
    pub unroll_jam: i64,
    /// Intra-tile order: the point loop of least estimated cost innermost (Pluto's intra-tile
    /// optimisation, refined); off: the schedule's order.
    pub intra_tile: bool,
    /// Diamond tiling ([`super::diamond`], Pluto's concurrent start) of a stencil band whose
    /// tiles would otherwise start in a pipeline; applied only with `parallel`.
    pub diamond: bool,
    /// Bound of the diamond's multipliers (the scheduler's `max-coefficient`).
    pub max_coeff: i64,
    /// A second tiling level ([`super::tile_l2`]), applied after the sizes are chosen.
    pub second_level: super::tile_l2::SecondLevel,
}

impl Default for TileOptions {
    fn default() -> Self {
        TileOptions {
            tile: true,
            sizes: vec![32],
            model: false,
            parallel: true,
            full_tiles: false,
            unroll_jam: 1,
            intra_tile: true,
            diamond: false,
            max_coeff: 4,
            second_level: super::tile_l2::SecondLevel::Off,
        }
    }
}

/// What was done to one band.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BandInfo {
    /// First schedule level of the band and its width.
    pub start: usize,
    /// Width.
    pub width: usize,
    /// Tile sizes if tiled.
    pub tiles: Vec<i64>,
    /// Order of the band's levels after intra-band reordering.
    pub order: Vec<usize>,
    /// A wavefront was applied to the tile loops.
    pub wavefront: bool,
    /// Diamond-tiled ([`super::diamond`]): the tile hyperplanes of the band, per statement,
    /// when they differ from its schedule rows.
    pub diamond: Option<Vec<Vec<Row>>>,
    /// Second-level tile sizes ([`super::tile_l2`]), empty if none.
    pub l2: Vec<i64>,
}

/// The result: statement maps, scan dimension kinds and what was done.
#[derive(Debug, Clone)]
pub struct Scan {
    /// Per statement: scan coordinates.
    pub maps: Vec<StmtMap>,
    /// Per statement, per scan dim: the loops there holding the statement are
    /// `affine.parallel` ([`super::scan_parallel`]).
    pub parallel_stmts: Vec<Vec<bool>>,
    /// Per scan dim: a tile loop.
    pub tile_dim: Vec<bool>,
    /// Bands.
    pub bands: Vec<BandInfo>,
    /// The scan dims of each tiled band.
    pub tiled: Vec<TiledBand>,
}

/// The value of an option list for band loop `j`: its `j`th, or its last when shorter.
pub(super) fn per_loop(list: &[i64], j: usize) -> Option<i64> {
    list.get(j).or(list.last()).copied()
}

impl Scan {
    /// Some loop at scan dim `k` is `affine.parallel` (some statement's, [`Scan::parallel_stmts`]).
    pub fn parallel_at(&self, k: usize) -> bool {
        self.parallel_stmts.iter().any(|p| p.get(k) == Some(&true))
    }
}

/// Bands of a schedule: (start level, width) of each run of loop levels with one band id.
pub fn bands(s: &Schedule) -> Vec<(usize, usize)> {
    let mut out: Vec<(usize, usize)> = Vec::new();
    let mut k = 0;
    while k < s.levels.len() {
        if s.levels[k].scalar {
            k += 1;
            continue;
        }
        let b = s.levels[k].band;
        let start = k;
        while k < s.levels.len() && !s.levels[k].scalar && s.levels[k].band == b {
            k += 1;
        }
        out.push((start, k - start));
    }
    out
}

/// The change of a statement's ivs when scan level `level` advances by one and every other
/// level stays fixed (the column of the inverse schedule), if the statement's non-constant
/// levels form an invertible matrix with an integral answer.
fn level_direction(rows: &[Row], n: usize, level: usize) -> Option<Vec<i64>> {
    use num_rational::Ratio;
    type Q = Ratio<i128>;
    let idx: Vec<usize> = (0..rows.len())
        .filter(|&k| rows[k][..n].iter().any(|x| !x.is_zero()))
        .collect();
    if idx.len() != n || !idx.contains(&level) {
        return None;
    }
    // Augmented [H | e_level].
    let mut a: Vec<Vec<Q>> = idx
        .iter()
        .map(|&k| {
            let mut r: Vec<Q> = rows[k][..n]
                .iter()
                .map(|x| x.to_i64().map(|v| Q::from_integer(v as i128)))
                .collect::<Option<Vec<Q>>>()?;
            r.push(Q::from_integer(i128::from(k == level)));
            Some(r)
        })
        .collect::<Option<Vec<_>>>()?;
    for col in 0..n {
        let p = (col..n).find(|&r| a[r][col] != Q::from_integer(0))?;
        a.swap(col, p);
        let pv = a[col][col];
        for x in a[col].iter_mut() {
            *x /= pv;
        }
        for r in 0..n {
            if r != col && a[r][col] != Q::from_integer(0) {
                let f = a[r][col];
                let pr = a[col].clone();
                for (x, y) in a[r].iter_mut().zip(&pr) {
                    *x -= f * y;
                }
            }
        }
    }
    a.iter()
        .map(|r| r[n].is_integer().then(|| r[n].to_integer() as i64))
        .collect()
}

/// How the accesses of the statements under a loop behave when that loop is innermost.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Reuse {
    /// Accesses that move along their last dimension only, by 1 to 4 elements (spatial).
    spatial: i64,
    /// Accesses that do not move (temporal).
    invariant: i64,
    /// Accesses with neither kind of reuse (a new cache line at each iteration, a gather or
    /// scatter when vectorised).
    other: i64,
    /// Loads (one arithmetic operation each, roughly).
    reads: i64,
}

/// Short stride of a spatial access (Pluto's `SHORT_STRIDE`).
const SHORT_STRIDE: i64 = 4;

/// The weight of a statement of `depth` loops in an intra-tile order's cost: its instances,
/// estimated as 256 per loop, so that the innermost loop of a deep nest is chosen for it rather
/// than for the shallow statements a scalar dimension fuses beside it in the band.
fn depth_weight(depth: usize) -> i64 {
    1i64 << (8 * depth.min(6))
}

/// The reuse of statement `s`'s accesses along schedule level `level` (the other levels
/// fixed); `None` if its schedule is not invertible at that level (the level is not one of
/// its loops).
fn reuse_along(scop: &Scop, sched: &Schedule, s: usize, level: usize) -> Option<Reuse> {
    let mut r = Reuse::default();
    let st = &scop.stmts[s];
    let n = st.depth();
    let d = level_direction(&sched.rows[s], n, level)?;
    for a in &st.accesses {
        r.reads += i64::from(!a.write);
        let moves: Vec<i64> = a
            .model
            .cell
            .iter()
            .map(|row| {
                (0..n)
                    .map(|j| row[j].to_i64().unwrap_or(i64::MAX / 4).saturating_mul(d[j]))
                    .fold(0i64, i64::saturating_add)
            })
            .collect();
        match moves.split_last() {
            None => r.invariant += 1,
            Some((last, rest)) if rest.iter().all(|&x| x == 0) => {
                if *last == 0 {
                    r.invariant += 1;
                } else if (1..=SHORT_STRIDE).contains(&last.abs()) {
                    r.spatial += 1;
                } else {
                    r.other += 1;
                }
            }
            Some(_) => r.other += 1,
        }
    }
    Some(r)
}

/// Estimated cost of one iteration of a loop made innermost, in quarter cycles, for a C
/// compiler that vectorises parallel innermost loops (a vector of 4 elements assumed) and
/// runs the others in scalar order:
///
/// - a spatial access costs 1 vectorised, 4 scalar; an invariant one nothing (it is hoisted
///   or kept in a register); any other access 24 (a gather or scatter, or a new cache line);
/// - each load feeds about one arithmetic operation: 1 vectorised, 4 scalar;
/// - a loop that carries a dependence adds the latency of the chain it carries (16: one
///   floating-point addition).
///
/// This refines Pluto's intra-tile score (`get_best_vectorizable_loop`: spatial and invariant
/// accesses rewarded, a parallel all-contiguous loop preferred, accesses with neither reuse
/// penalised most), which ignores that a compiler vectorises a parallel loop with a few
/// strided accesses, and that a reduction loop is bound by its latency.
fn innermost_cost(r: Reuse, parallel: bool) -> i64 {
    if parallel {
        r.spatial + 24 * r.other + r.reads
    } else {
        4 * r.spatial + 24 * r.other + 4 * r.reads + 16
    }
}

/// One band's plan.
#[derive(Debug, Clone)]
struct BandPlan {
    /// First schedule level and width.
    start: usize,
    width: usize,
    /// Order of the point loops (or of the loops of an untiled band). The tile loops run in
    /// the schedule's order, `start..start + width` (a wavefront skews the first two).
    order: Vec<usize>,
    /// Tile sizes, in the schedule's order (empty: untiled).
    sizes: Vec<i64>,
    /// Wavefront on the tile loops.
    wave: bool,
    /// Per statement: the band's tile hyperplanes when they are not its schedule rows
    /// (diamond tiling); the point loops keep the schedule rows.
    tile_rows: Option<Vec<Vec<Row>>>,
}

fn zero_row(len: usize) -> Row {
    vec![Int::zero(); len]
}

/// Builds the statement maps for a band order / tiling / wavefront choice.
fn build_maps(scop: &Scop, sched: &Schedule, plan: &[BandPlan]) -> (Vec<StmtMap>, Vec<bool>) {
    let np = scop.params.len();
    let mut maps = Vec::new();
    let mut tile_dim = Vec::new();
    for (s, st) in scop.stmts.iter().enumerate() {
        let n = st.depth();
        let ntiles: usize = plan.iter().map(|p| p.sizes.len()).sum();
        let width = n + np + ntiles + 1;
        let widen = |r: &Row| -> Row {
            let mut o = zero_row(width);
            o[..n + np].clone_from_slice(&r[..n + np]);
            o[width - 1] = r[n + np].clone();
            o
        };
        let mut tiles = Vec::new();
        let mut dims = Vec::new();
        let mut td = Vec::new();
        let mut k = 0;
        while k < sched.levels.len() {
            if let Some(p) = plan.iter().find(|p| p.start == k) {
                if !p.sizes.is_empty() {
                    let first_q = tiles.len();
                    for (j, (lv, &size)) in (p.start..).zip(&p.sizes).enumerate() {
                        let row = match &p.tile_rows {
                            Some(t) => t[s][j].clone(),
                            None => sched.rows[s][lv].clone(),
                        };
                        tiles.push((row, size));
                    }
                    for j in 0..p.width {
                        let mut r = zero_row(width);
                        r[n + np + first_q + j] = Int::one();
                        if p.wave && j == 0 && p.width > 1 {
                            r[n + np + first_q + 1] = Int::one();
                        }
                        dims.push(r);
                        td.push(true);
                    }
                }
                for &lv in &p.order {
                    dims.push(widen(&sched.rows[s][lv]));
                    td.push(false);
                }
                k = p.start + p.width;
            } else {
                dims.push(widen(&sched.rows[s][k]));
                td.push(false);
                k += 1;
            }
        }
        maps.push(StmtMap { n, tiles, dims });
        tile_dim = td;
    }
    (maps, tile_dim)
}

/// The first scan dim of band `bi` under `plan` (the layout of [`build_maps`]: one dim per
/// schedule level, and before each tiled band's point dims its tile dims).
fn first_dim(plan: &[BandPlan], bi: usize) -> usize {
    plan[bi].start + plan[..bi].iter().map(|p| p.sizes.len()).sum::<usize>()
}

/// The scan dim of a band's innermost point loop under `plan`.
fn innermost_point_dim(plan: &[BandPlan], bi: usize) -> usize {
    first_dim(plan, bi) + plan[bi].sizes.len() + plan[bi].width - 1
}

/// Intra-tile order of band `bi` (Pluto's intra-tile optimisation): the point loop with the
/// least [`innermost_cost`] becomes innermost; ties keep the current innermost loop. Each
/// candidate order is verified exactly; an order that fails is not taken.
fn reorder_points(
    scop: &Scop,
    sched: &Schedule,
    plan: &mut [BandPlan],
    bi: usize,
    budget: &mut Budget,
) {
    let w = plan[bi].width;
    if w < 2 {
        return;
    }
    let inner = innermost_point_dim(plan, bi);
    let mut best: Option<(i64, Vec<usize>)> = None;
    // The current innermost loop first, so that it wins ties.
    for j in (0..w).rev() {
        let mut order = plan[bi].order.clone();
        let lv = order.remove(j);
        order.push(lv);
        let mut cand = plan.to_vec();
        cand[bi].order = order.clone();
        let (maps, _) = build_maps(scop, sched, &cand);
        if j + 1 != w && !verify(scop, &maps, budget).is_empty() {
            continue;
        }
        // Per statement, weighted by how often it runs: its reuse along the loop and
        // whether its own instances along it are independent (vectorisable).
        let mut cost = 0i64;
        for s in 0..scop.stmts.len() {
            let Some(r) = reuse_along(scop, sched, s, lv) else {
                continue;
            };
            let par = dim_parallel_where(scop, &maps, inner, |a, b| a == s || b == s, budget)
                == Some(true);
            let w = depth_weight(scop.stmts[s].depth());
            cost = cost.saturating_add(w.saturating_mul(innermost_cost(r, par)));
        }
        if best.as_ref().is_none_or(|(b, _)| cost < *b) {
            best = Some((cost, order));
        }
    }
    if let Some((_, order)) = best {
        plan[bi].order = order;
    }
}

/// Diamond tiling of band `bi` (tiled, the first tiled band): its tile hyperplanes become
/// [`super::diamond::diamond_band`]'s if the band qualifies and the scan with those tiles and
/// the wavefront that gives them concurrent start verifies, with the wavefront's second tile
/// loop parallel; else the rectangular tiles stay.
fn try_diamond(
    scop: &Scop,
    sched: &Schedule,
    plan: &mut Vec<BandPlan>,
    bi: usize,
    max_coeff: i64,
    budget: &mut Budget,
) {
    let (start, width) = (plan[bi].start, plan[bi].width);
    let Some(d) = super::diamond::diamond_band(scop, sched, start, width, max_coeff, budget) else {
        return;
    };
    let mut cand = plan.clone();
    cand[bi].tile_rows = Some(d.rows);
    cand[bi].wave = true;
    let (maps, _) = build_maps(scop, sched, &cand);
    let k = first_dim(&cand, bi);
    if verify(scop, &maps, budget).is_empty()
        && dim_parallel(scop, &maps, k + 1, budget) == Some(true)
    {
        cand[bi].wave = false;
        *plan = cand;
    }
}

/// Chooses tiles, intra-tile orders, wavefronts and parallel loops; every step verified
/// exactly.
pub fn plan_scan(scop: &Scop, sched: &Schedule, opts: &TileOptions, budget: &mut Budget) -> Scan {
    let mut plan: Vec<BandPlan> = bands(sched)
        .into_iter()
        .map(|(start, width)| BandPlan {
            start,
            width,
            order: (start..start + width).collect(),
            sizes: vec![],
            wave: false,
            tile_rows: None,
        })
        .collect();
    let ok = |plan: &[BandPlan], budget: &mut Budget| {
        let (maps, _) = build_maps(scop, sched, plan);
        verify(scop, &maps, budget).is_empty()
    };
    // Tiling, the tile loops in the schedule's order (its outer hyperplanes are the ones
    // with the least dependence distance: the parallel ones first).
    if opts.tile {
        for bi in 0..plan.len() {
            if plan[bi].width < 2 {
                continue;
            }
            let w = plan[bi].width;
            let sizes: Vec<i64> = (0..w)
                .map(|j| per_loop(&opts.sizes, j).unwrap_or(32).max(1))
                .collect();
            let first = plan.iter().all(|p| p.sizes.is_empty());
            let mut cand = plan.clone();
            cand[bi].sizes = sizes;
            if ok(&cand, budget) {
                plan = cand;
                if first && opts.diamond && opts.parallel {
                    try_diamond(scop, sched, &mut plan, bi, opts.max_coeff, budget);
                }
            }
        }
    }
    // Intra-tile order (or the loop order of an untiled band).
    if opts.intra_tile {
        for bi in 0..plan.len() {
            reorder_points(scop, sched, &mut plan, bi, budget);
        }
    }
    let (mut maps, mut tile_dim) = build_maps(scop, sched, &plan);
    let ndims = maps.first().map_or(0, |m| m.dims.len());
    if opts.parallel {
        // The first dim parallel for every statement among the candidates: tile loops, or the
        // outermost loop (an inner point loop would fork and join once per outer iteration
        // for little work). Only the wavefront's decision uses it; the parallel loops are
        // chosen per group of statements below.
        let first_loop_dim = |maps: &[StmtMap], tile_dim: &[bool], budget: &mut Budget| {
            let nd = maps.first().map_or(0, |m| m.dims.len());
            let mut seen_loops = 0;
            for (k, &is_tile) in tile_dim.iter().enumerate().take(nd) {
                let is_loop = maps.iter().any(|m| {
                    let r = &m.dims[k];
                    r[..r.len() - 1].iter().any(|x| !x.is_zero())
                });
                if !is_loop {
                    continue;
                }
                seen_loops += 1;
                if !is_tile && seen_loops > 1 {
                    continue;
                }
                if dim_parallel(scop, maps, k, budget) == Some(true) {
                    return Some(k);
                }
            }
            None
        };
        let found = first_loop_dim(&maps, &tile_dim, budget);
        // Wavefront the first tiled band if its outermost tile loop is not parallel.
        let first_tiled = plan.iter().position(|p| !p.sizes.is_empty());
        if let Some(bi) = first_tiled {
            let (m0, _) = build_maps(scop, sched, &plan);
            let tile_start = tile_dim.iter().position(|&t| t);
            let outer_par = tile_start.and_then(|k| dim_parallel(scop, &m0, k, budget));
            if outer_par != Some(true)
                && plan[bi].width >= 2
                && found.is_none_or(|f| Some(f) > tile_start)
            {
                let mut cand = plan.clone();
                cand[bi].wave = true;
                let (cm, ctd) = build_maps(scop, sched, &cand);
                if verify(scop, &cm, budget).is_empty() {
                    if let Some(k) = tile_start {
                        if dim_parallel(scop, &cm, k + 1, budget) == Some(true) {
                            plan = cand;
                            maps = cm;
                            tile_dim = ctd;
                        }
                    }
                }
            }
        }
    }
    // Diamond tiles pay only through their wavefront: without it, rectangular tiles.
    if plan.iter().any(|p| p.tile_rows.is_some() && !p.wave) {
        for p in plan.iter_mut().filter(|p| !p.wave) {
            p.tile_rows = None;
        }
        (maps, tile_dim) = build_maps(scop, sched, &plan);
    }
    // Parallel loops per group of statements a scalar dimension separates.
    let parallel_stmts = if opts.parallel {
        super::scan_parallel::mark(scop, &maps, &tile_dim, budget)
    } else {
        vec![vec![false; ndims]; maps.len()]
    };
    let bands = plan
        .iter()
        .map(|p| BandInfo {
            start: p.start,
            width: p.width,
            tiles: p.sizes.clone(),
            order: p.order.clone(),
            wavefront: p.wave,
            diamond: p.tile_rows.clone(),
            l2: vec![],
        })
        .collect();
    let tiled = tiled_bands(&plan);
    Scan {
        maps,
        parallel_stmts,
        tile_dim,
        bands,
        tiled,
    }
}

/// The scan dims of each tiled band of `plan`: its tile dims, then its point dims.
fn tiled_bands(plan: &[BandPlan]) -> Vec<TiledBand> {
    (0..plan.len())
        .filter(|&bi| !plan[bi].sizes.is_empty())
        .map(|bi| {
            let (first, w) = (first_dim(plan, bi), plan[bi].width);
            TiledBand {
                tiles: (first..first + w).collect(),
                points: (first + w..first + 2 * w).collect(),
            }
        })
        .collect()
}

/// Integer elimination of the columns `from..to` of `eqs`/`ineqs` (rows over `ncols + 1`) with
/// the equalities (Euclid on each column; the last pivot must be a unit). Returns the
/// expressions of the eliminated columns over the remaining ones, or `None` if a column cannot
/// be eliminated exactly (a non-unimodular map).
fn eliminate(eqs: &mut Vec<Row>, ineqs: &mut [Row], cols: &[usize]) -> Option<Vec<(usize, Row)>> {
    let mut exprs: Vec<(usize, Row)> = Vec::new();
    let mut pending: Vec<usize> = cols.to_vec();
    while !pending.is_empty() {
        let mut progressed = false;
        for pi in 0..pending.len() {
            let v = pending[pi];
            // Euclid on column v.
            loop {
                let idx: Vec<usize> = (0..eqs.len()).filter(|&i| !eqs[i][v].is_zero()).collect();
                if idx.len() <= 1 {
                    break;
                }
                let p = *idx.iter().min_by_key(|&&i| eqs[i][v].abs())?;
                for &i in &idx {
                    if i == p {
                        continue;
                    }
                    let f = eqs[i][v].div_floor(&eqs[p][v]);
                    let pr = eqs[p].clone();
                    for (x, y) in eqs[i].iter_mut().zip(&pr) {
                        *x = &*x - &(y * &f);
                    }
                }
            }
            let Some(e) = eqs.iter().position(|r| r[v].abs().is_one()) else {
                continue;
            };
            let eq = eqs.remove(e);
            // v = -(eq - a v) / a with a = ±1.
            let a = eq[v].clone();
            let mut expr: Row = eq.iter().map(|x| -&(x * &a)).collect();
            expr[v] = Int::zero();
            let subst = |r: &mut Row| {
                let c = r[v].clone();
                if c.is_zero() {
                    return;
                }
                r[v] = Int::zero();
                for (x, y) in r.iter_mut().zip(&expr) {
                    *x = &*x + &(y * &c);
                }
            };
            eqs.iter_mut().for_each(subst);
            ineqs.iter_mut().for_each(subst);
            for (_, ex) in exprs.iter_mut() {
                subst(ex);
            }
            exprs.push((v, expr));
            pending.remove(pi);
            progressed = true;
            break;
        }
        if !progressed {
            return None;
        }
    }
    Some(exprs)
}

/// The scan space of the statement maps (ivs and tile variables eliminated). `Err` if some
/// statement's map is not unimodular on its iteration space.
pub fn scan_space(scop: &Scop, scan: &Scan) -> Result<ScanSpace, String> {
    let np = scop.params.len();
    let nd = scan.maps.first().map_or(0, |m| m.dims.len());
    let mut stmts = Vec::new();
    for (s, st) in scop.stmts.iter().enumerate() {
        let map = &scan.maps[s];
        let n = st.depth();
        let nq = map.tiles.len();
        // Columns: [c (nd) | p (np) | i (n) | q (nq) | 1].
        let ncols = nd + np + n + nq;
        let (ci, cq) = (nd + np, nd + np + n);
        // A row over [ivs | params | (q) | 1] at those columns.
        let place = |r: &Row, with_q: bool| -> Row {
            let mut o = zero_row(ncols + 1);
            o[ci..ci + n].clone_from_slice(&r[..n]);
            o[nd..nd + np].clone_from_slice(&r[n..n + np]);
            if with_q {
                for k in 0..nq {
                    o[cq + k] = r[n + np + k].clone();
                }
            }
            o[ncols] = r[r.len() - 1].clone();
            o
        };
        let mut eqs = Vec::new();
        let mut ineqs = Vec::new();
        for (k, d) in map.dims.iter().enumerate() {
            let mut r = place(d, true);
            r[k] = Int::from(-1);
            eqs.push(r);
        }
        for (j, (row, size)) in map.tiles.iter().enumerate() {
            let e = place(row, false);
            let mut lo = e.clone();
            lo[cq + j] = Int::from(-size);
            let mut hi: Row = e.iter().map(|x| -x).collect();
            hi[cq + j] = Int::from(*size);
            hi[ncols] = &hi[ncols] + &Int::from(size - 1);
            ineqs.push(lo);
            ineqs.push(hi);
        }
        for r in &st.domain.eqs {
            eqs.push(place(r, false));
        }
        for r in &st.domain.ineqs {
            ineqs.push(place(r, false));
        }
        let cols: Vec<usize> = (ci..ncols).collect();
        let exprs = eliminate(&mut eqs, &mut ineqs, &cols).ok_or_else(|| {
            format!(
                "the schedule of statement S{} is not unimodular on its iterations",
                st.id
            )
        })?;
        let shrink = |r: &Row| -> Row {
            let mut o = r[..nd + np].to_vec();
            o.push(r[ncols].clone());
            o
        };
        let mut dom = System::new(nd + np);
        for r in &eqs {
            dom.add_eq(shrink(r));
        }
        for r in &ineqs {
            dom.add_ineq(shrink(r));
        }
        let mut ivs = Vec::new();
        for j in 0..n {
            let e = exprs
                .iter()
                .find(|(v, _)| *v == ci + j)
                .map(|(_, e)| shrink(e))
                .ok_or("internal: iv not eliminated")?;
            ivs.push(e);
        }
        stmts.push(ScanStmt {
            id: st.id,
            domain: dom,
            ivs,
        });
    }
    Ok(ScanSpace {
        ndims: nd,
        params: scop.params.clone(),
        parallel_stmts: scan.parallel_stmts.clone(),
        stmts,
    })
}
