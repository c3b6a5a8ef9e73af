//! A second tiling level (Pluto's `--second-level-tile`, Polly's `-polly-2nd-level-tiling`):
//! the tile loops of a tiled band are tiled again, so that a group of first-level tiles runs
//! together while the data they share stays in the outer caches.
//!
//! A band of width `w` tiled by sizes `S` has tile variables `q_j = floor(h_j / S_j)` over its
//! hyperplanes `h_j`. The second level adds `Q_j = floor(h_j / (r_j S_j))` for ratios `r_j >= 1`
//! and `w` scan dims in front of the band's tile dims, so that the band scans
//! `(Q, q, points)`; since `floor(h / (r S)) = floor(floor(h / S) / r)`, `Q` is a tiling of `q`
//! by `r`. A band with a wavefront keeps it at both levels (the outer dims run
//! `Q_0 + Q_1, Q_1, ...`), and its parallel tile loop moves out to the second level when that
//! loop is proven parallel there (whole groups per thread); a band without a wavefront keeps
//! its parallel loop at the first level, inside each group (measured: moved out, syrk,
//! trmm and heat-3d LARGE ran 0.71-0.92x at two threads, too few groups to share).
//!
//! Legality: a permutable band tiles at any sizes, and a tiling of its tile loops is a tiling
//! of a permutable band again; the caller verifies the result exactly all the same and keeps
//! the one-level scan if it does not verify.
//!
//! Which bands get it, and with which ratios, is the caller's: every tiled band by the given
//! ratios (`second-level=on`), or the model's choice ([`choose`], `second-level=model`).

use std::collections::HashMap;

use tessera_ir::types::DYNAMIC;
use tessera_ir::{Module, ValueId};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;

use super::cost::{estimate, CostMachine, USABLE};
use super::cost_view::elem_bytes;
use super::model::Scop;
use super::tile_sizes::tile_extent;
use super::tiling::{per_loop, Scan};
use super::verify::{dim_parallel_where, verify};

/// Whether and how bands get a second tiling level (option `second-level`).
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub enum SecondLevel {
    /// One level.
    #[default]
    Off,
    /// Every tiled band, by these ratios (one per band loop, the last repeats).
    Ratios(Vec<i64>),
    /// The bands and ratios the cost model estimates pay ([`choose`]).
    Model,
}

/// The index of band `bi`'s first tile variable in every statement map (the tile variables of
/// the bands before it, both levels).
pub fn first_tile_var(scan: &Scan, bi: usize) -> usize {
    scan.bands[..bi]
        .iter()
        .map(|b| b.tiles.len() + b.l2.len())
        .sum()
}

/// The position of band `bi` among the tiled bands ([`Scan::tiled`]), if it is tiled.
pub(super) fn tiled_index(scan: &Scan, bi: usize) -> Option<usize> {
    if scan.bands[bi].tiles.is_empty() {
        return None;
    }
    Some(
        scan.bands[..bi]
            .iter()
            .filter(|b| !b.tiles.is_empty())
            .count(),
    )
}

/// `scan` with band `bi` (tiled, one level, not diamond-tiled) tiled again by `ratios` (one
/// per band loop, the last repeats; each at least 1). `None` if the band does not qualify.
/// Not verified: the caller verifies.
pub fn second_level(
    scop: &Scop,
    scan: &Scan,
    bi: usize,
    ratios: &[i64],
    budget: &mut Budget,
) -> Option<Scan> {
    let band = scan.bands.get(bi)?;
    let ti = tiled_index(scan, bi)?;
    if !band.l2.is_empty() || band.diamond.is_some() || ratios.is_empty() {
        return None;
    }
    let w = band.tiles.len();
    let r: Vec<i64> = (0..w)
        .map(|j| per_loop(ratios, j).unwrap_or(1).max(1))
        .collect();
    let outer: Vec<i64> = band
        .tiles
        .iter()
        .zip(&r)
        .map(|(&s, &k)| s.checked_mul(k))
        .collect::<Option<_>>()?;
    let q0 = first_tile_var(scan, bi);
    let d0 = *scan.tiled[ti].tiles.first()?;
    let mut out = scan.clone();
    for (s, map) in out.maps.iter_mut().enumerate() {
        let st = &scop.stmts[s];
        let col = st.depth() + scop.params.len() + q0;
        for row in &mut map.dims {
            for _ in 0..w {
                row.insert(col, Int::zero());
            }
        }
        let width = map.dims.first().map_or(0, Vec::len);
        let coarse: Vec<_> = (0..w)
            .map(|j| Some((map.tiles.get(q0 + j)?.0.clone(), outer[j])))
            .collect::<Option<_>>()?;
        map.tiles.splice(q0..q0, coarse);
        for j in (0..w).rev() {
            let mut d = vec![Int::zero(); width];
            d[col + j] = Int::one();
            if band.wavefront && j == 0 && w > 1 {
                d[col + 1] = Int::one();
            }
            map.dims.insert(d0, d);
        }
    }
    for _ in 0..w {
        out.tile_dim.insert(d0, true);
        for p in &mut out.parallel_stmts {
            p.insert(d0, false);
        }
    }
    for t in out.tiled.iter_mut().skip(ti) {
        for d in t.tiles.iter_mut().chain(t.points.iter_mut()) {
            *d += w;
        }
    }
    // A wavefront's parallel tile loop moves to the second level if it is parallel there
    // (whole groups of tiles per thread; inside a group, a wavefront of a few tiles would
    // fork for little work). Any other stays at the first level: the threads share each
    // group's tiles (balanced as without the second level, one fork per group).
    for j in (0..w).filter(|_| band.wavefront) {
        let on: Vec<usize> = (0..out.maps.len())
            .filter(|&s| out.parallel_stmts[s][d0 + w + j])
            .collect();
        if !on.is_empty()
            && dim_parallel_where(
                scop,
                &out.maps,
                d0 + j,
                |a, b| on.contains(&a) && on.contains(&b),
                budget,
            ) == Some(true)
        {
            for &s in &on {
                out.parallel_stmts[s][d0 + w + j] = false;
                out.parallel_stmts[s][d0 + j] = true;
            }
        }
    }
    out.bands[bi].l2 = outer;
    Some(out)
}

/// Ratios the model tries, the same for every loop of a band (refined per loop, the choices
/// followed the estimate's noise: syr2k EXTRALARGE got 8x64x16, 0.99x where a uniform 8
/// measured 1.10x).
const UNIFORM: [i64; 5] = [2, 4, 8, 16, 32];
/// A second level is taken when it cuts the estimated memory traffic by at least this
/// fraction...
pub const MEMORY_GAIN: f64 = 0.25;
/// ...and the objective (estimate over the cores' share) grows by at most this fraction.
pub const SLACK: f64 = 0.01;

/// What the model chose for one band.
#[derive(Debug, Clone, PartialEq)]
pub struct ChosenL2 {
    /// Index of the band in [`Scan::bands`].
    pub band: usize,
    /// Second-level sizes chosen.
    pub sizes: Vec<i64>,
    /// The estimated memory traffic (cycles) with one level and with two.
    pub memory: (f64, f64),
}

/// The cores' share the band's parallel loop keeps busy in `scan` (1 without a parallel loop
/// in the band, or with a wavefront): [`super::tile_sizes::efficiency`] of its tiles over the
/// extent of its hyperplane, or, for a first-level loop inside second-level tiles, over one
/// second-level tile.
fn band_efficiency(
    scop: &Scop,
    scan: &Scan,
    bi: usize,
    size: i64,
    cores: f64,
    budget: &mut Budget,
) -> Option<f64> {
    let band = &scan.bands[bi];
    let ti = tiled_index(scan, bi)?;
    if band.wavefront {
        return Some(1.0);
    }
    let w = band.tiles.len();
    let l1 = &scan.tiled[ti].tiles;
    let d0 = *l1.first()? - band.l2.len();
    let q0 = first_tile_var(scan, bi) + band.l2.len();
    let Some(k) = (d0..d0 + band.l2.len() + w).find(|&k| scan.parallel_at(k)) else {
        return Some(1.0);
    };
    let j = (k - d0) % w;
    let extent = tile_extent(scop, scan, q0 + j, size, budget)?.max(1.0);
    Some(if k < d0 + band.l2.len() {
        super::tile_sizes::efficiency(extent, band.l2[j], cores)
    } else if let Some(&outer) = band.l2.get(j) {
        super::tile_sizes::efficiency(extent.min(outer as f64), band.tiles[j], cores)
    } else {
        super::tile_sizes::efficiency(extent, band.tiles[j], cores)
    })
}

/// The bytes of data the region's accesses touch with every parameter set to `size`: per
/// memref, the bounding box of its accesses' cells (an access with local variables, as
/// `mod`, counts its memref's static shape, or nothing if it has none). `None` if a range
/// cannot be computed within the budget.
pub fn footprint(m: &Module, scop: &Scop, size: i64, budget: &mut Budget) -> Option<f64> {
    let mut boxes: HashMap<ValueId, (f64, Vec<(f64, f64)>)> = HashMap::new();
    for (s, st) in scop.stmts.iter().enumerate() {
        for a in &st.accesses {
            let ty = m.value_type(a.memref);
            let elem = elem_bytes(ty);
            let cell: Vec<(f64, f64)> = if a.model.nlocals == 0 {
                a.model
                    .cell
                    .iter()
                    .map(|r| super::cost::row_range(scop, s, r, size, budget))
                    .collect::<Option<_>>()?
            } else {
                match ty.shape() {
                    Some(sh) if sh.iter().all(|&d| d != DYNAMIC) => {
                        sh.iter().map(|&d| (0.0, d as f64 - 1.0)).collect()
                    }
                    _ => continue,
                }
            };
            let e = boxes.entry(a.memref).or_insert((elem, cell.clone()));
            for (b, c) in e.1.iter_mut().zip(&cell) {
                *b = (b.0.min(c.0), b.1.max(c.1));
            }
        }
    }
    Some(
        boxes
            .values()
            .map(|(elem, b)| {
                elem * b
                    .iter()
                    .map(|(lo, hi)| (hi - lo + 1.0).max(1.0))
                    .product::<f64>()
            })
            .sum(),
    )
}

/// Chooses a second tiling level for the tiled bands of `scan` (see below); `size` is the
/// value assumed for every parameter. Returns the bands that got one.
///
/// The estimate is a roofline: on the kernels whose data outgrows the caches it is bounded
/// by computation, and the traffic a second level saves does not show in it, although it is
/// measured (PolyBench EXTRALARGE, this machine: syr2k, syrk, covariance, trmm 1.09x at one
/// thread, 1.08x at two). So the choice is on the memory term: when the region's data
/// ([`footprint`]) exceeds the last-level cache (below it, first-level tiles already reuse
/// everything from there: LARGE, measured 0.92-0.99x at two threads), a band without a
/// wavefront (measured: heat-3d's groups of tiles leave too few to run at once) gets the
/// uniform ratio ([`UNIFORM`]) of least estimated memory traffic
/// whose objective (the estimate over the cores' share) grows by at most [`SLACK`], if they
/// cut the traffic by [`MEMORY_GAIN`]. Each chosen scan is verified exactly; one that fails
/// is not taken.
pub fn choose(
    m: &Module,
    scop: &Scop,
    scan: &mut Scan,
    machine: &CostMachine,
    size: i64,
    work: u64,
) -> Vec<ChosenL2> {
    let mut budget = Budget::new(work);
    let mut out = Vec::new();
    // The whole last level (the model counts a share of it usable).
    let llc = machine
        .levels
        .last()
        .map_or(f64::INFINITY, |l| l.bytes / USABLE);
    match footprint(m, scop, size, &mut budget) {
        Some(bytes) if bytes > llc => {}
        _ => return out,
    }
    for bi in 0..scan.bands.len() {
        let b = &scan.bands[bi];
        if b.tiles.is_empty() || !b.l2.is_empty() || b.diamond.is_some() || b.wavefront {
            continue;
        }
        let w = b.tiles.len();
        // (objective, memory)
        let cost = |cand: &Scan, budget: &mut Budget| -> Option<(f64, f64)> {
            let e = estimate(m, scop, &cand.maps, machine, size, budget)?;
            let eff = band_efficiency(scop, cand, bi, size, machine.cores, budget)?;
            Some((e.total() / eff, e.memory))
        };
        let Some((obj0, mem0)) = cost(scan, &mut budget) else {
            continue;
        };
        type Best = Option<(Vec<i64>, f64, Scan)>;
        let consider = |r: Vec<i64>, best: &mut Best, budget: &mut Budget| {
            let Some(cand) = second_level(scop, scan, bi, &r, budget) else {
                return;
            };
            let Some((obj, mem)) = cost(&cand, budget) else {
                return;
            };
            if obj <= obj0 * (1.0 + SLACK) && best.as_ref().is_none_or(|x| mem < x.1) {
                *best = Some((r, mem, cand));
            }
        };
        let mut best: Best = None;
        for u in UNIFORM {
            consider(vec![u; w], &mut best, &mut budget);
        }
        let Some((_, mem, cand)) = best else {
            continue;
        };
        if mem <= mem0 * (1.0 - MEMORY_GAIN) && verify(scop, &cand.maps, &mut budget).is_empty() {
            *scan = cand;
            out.push(ChosenL2 {
                band: bi,
                sizes: scan.bands[bi].l2.clone(),
                memory: (mem0, mem),
            });
        }
    }
    out
}
