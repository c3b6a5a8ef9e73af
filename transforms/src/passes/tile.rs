//! `affine-loop-tile{tile-size=N | tile-sizes=a,b,.. | cache-size=KiB | separate}`: rectangular
//! tiling of the perfect band of each outermost loop, as `mlir-opt --affine-loop-tile` does it,
//! with exact legality.
//!
//! **Legality.** A band may be tiled iff it is fully permutable: no dependence carried inside the
//! band has a negative component on a band loop. This is decided exactly by
//! [`tessera_dependence::legality::check_tiling`]; an undecided query refuses. (mlir-opt only
//! rejects a component whose bounds satisfy lb < ub < 0, so it tiles a band with the constant
//! distance (1, -1), llvm #191147, and it treats a failed dependence query as "no dependence",
//! #210585.) A refusal is a remark naming the broken dependence with a witness.
//!
//! **Rewrite** (mlir-opt's `tilePerfectlyNested`). For band loops `i_k = lb_k to ub_k step s_k`
//! and sizes `T_k`: tile-space loops `%ii_k = lb_k to ub_k step T_k*s_k` (the original bounds),
//! then intra-tile loops `%i_k = %ii_k to %ii_k + T_k*s_k step s_k` — with `min(%ii_k + T_k*s_k,
//! ub_k)` unless the constant trip count is a multiple of `T_k`, and `%ii_k + tc*s_k` if the
//! constant trip count `tc` is below `T_k` (mlir-opt's three cases, same maps). mlir-opt refuses
//! bands whose bounds depend on outer band ivs; tessera tiles them when the dependence is
//! linear and the loop's step is 1: the tile-space loop runs over a range containing every
//! value the bound takes inside the outer tiles (each band iv `x_j` in the bound replaced by
//! the end of its tile that minimises the lower / maximises the upper bound), and the
//! intra-tile loop is `max(%ii, lb(x)) to min(%ii + T, ub(x))`, so each point runs once.
//!
//! **Cache model** (`cache-size`, default 512 KiB, used when no size is given). mlir-opt
//! divides the band's whole footprint by the cache size and takes the n-th root, which gives
//! size 1 when the data fits. tessera models one tile's footprint: for every access in the band,
//! each subscript `Σ c_k x_k + ...` spans `Σ |c_k| (T_k - 1) s_k + 1` cells (capped by the
//! memref's static size), an access touches the product of its spans times its element size,
//! and the tile's footprint is the sum over distinct (memref, map) accesses. All loops get the
//! same size `T`, the largest power of two (at most 1024) whose footprint fits the cache, never
//! below 2 for a loop worth tiling (trip count unknown or ≥ 2), and no larger than a loop's
//! constant trip count.
//!
//! `separate` (full/partial tile separation) is not implemented: the band is tiled and a
//! remark says the tiles were not separated.

use tessera_dependence::legality::check_tiling;
use tessera_ir::views::{AffineLoadOp, AffineStoreOp};
use tessera_ir::{builder::Builder, Module, OpId, Registry, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::band::{
    append_dim, ask, check_band_shape, linear_coeff, map, merge, move_body, plain_band, shift_map,
    Header,
};
use crate::error::TransformError;
use crate::loops::{loop_label, outermost_loops};
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-loop-tile";

/// Options of `affine-loop-tile`.
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::int(
        "tile-size",
        1,
        None,
        "one tile size for every loop of a band",
    ),
    OptionDef::int_list(
        "tile-sizes",
        1,
        None,
        "tile size per band loop, outermost first (loops beyond the list: 4)",
    ),
    OptionDef::int(
        "cache-size",
        1,
        Some("512"),
        "without sizes: choose them so a tile's footprint fits this many KiB (as mlir-opt)",
    ),
    OptionDef::flag(
        "separate",
        false,
        "separate full tiles from partial ones (an affine.if around the full-tile version)",
    ),
];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "tile perfect loop bands (exact legality: fully permutable bands only)",
    options: OPTIONS,
    create,
};

/// mlir-opt's default size for band loops beyond a short `tile-sizes` list.
pub const DEFAULT_TILE_SIZE: i64 = 4;

/// mlir-opt's default cache size (KiB).
pub const DEFAULT_CACHE_KIB: i64 = 512;

/// How the pass chooses tile sizes.
#[derive(Debug, Clone)]
enum Sizes {
    All(i64),
    List(Vec<i64>),
    Cache(i64),
}

/// The configured pass.
pub struct TilePass {
    sizes: Sizes,
    separate: bool,
}

/// Builds the pass from its options.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    let cache = o.int("cache-size").unwrap_or(DEFAULT_CACHE_KIB);
    let sizes = if let Some(t) = o.int("tile-size") {
        Sizes::All(t)
    } else if let Some(l) = o.int_list("tile-sizes") {
        Sizes::List(l)
    } else {
        Sizes::Cache(cache)
    };
    Ok(Box::new(TilePass {
        sizes,
        separate: o.flag("separate"),
    }))
}

impl Pass for TilePass {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        // The bands (a tiling rewrites only its own nest, so the others' stay as found).
        let bands: Vec<Vec<OpId>> = outermost_loops(m, func)
            .into_iter()
            .filter(|&l| m.op(l).name == "affine.for")
            .map(|l| plain_band(m, l))
            .filter(|b| !b.is_empty())
            .collect();
        let roots: Vec<OpId> = bands.iter().map(|b| b[0]).collect();
        // Every band's analysis on the module as it is (one collection of its accesses); each
        // tiling rewrites one nest, and the analyses of the others are carried over.
        crate::analysis::cache::prefetch(m, ctx.registry, func, &roots)?;
        for band in bands {
            let root = band[0];
            let before = m.version();
            let place = m
                .op(root)
                .parent
                .and_then(|b| Some((b, m.block(b).ops.iter().position(|&o| o == root)?)));
            let sizes = match &self.sizes {
                Sizes::All(t) => vec![*t; band.len()],
                Sizes::List(l) => (0..band.len())
                    .map(|k| l.get(k).copied().unwrap_or(DEFAULT_TILE_SIZE))
                    .collect(),
                Sizes::Cache(kib) => cache_tile_sizes(m, &band, *kib),
            };
            let pos = m.op(root).pos;
            let outcome = tile_band(m, ctx.registry, &band, &sizes, false)?;
            // The nest now at the root's place (the outer tile loop) and the root are what
            // changed.
            let mut changed = vec![root];
            changed.extend(place.and_then(|(b, i)| m.block(b).ops.get(i).copied()));
            crate::analysis::cache::rewrote(before, m, func, &changed);
            match outcome {
                Outcome::Applied | Outcome::Forced(_) => {
                    if self.separate {
                        ctx.remark(
                            PASS,
                            pos,
                            "full/partial tile separation ('separate') is not implemented; tiles were not separated",
                        );
                    }
                }
                Outcome::Refused(r) => ctx.refuse(PASS, m, r),
            }
        }
        Ok(())
    }
}

fn describe(m: &Module, band: &[OpId], sizes: &str) -> String {
    let names: Vec<String> = band.iter().map(|&l| loop_label(m, l)).collect();
    format!("tile the band ({}) by {sizes}", names.join(", "))
}

/// Region nesting kept free below the parser's limit for the types and parentheses of the
/// deepest lines.
const NESTING_MARGIN: usize = 16;

/// Tiling adds one loop per band loop: refuse when the result would nest deeper than tessera's
/// parser reads back (`tessera_ir::parser::MAX_NESTING`).
fn check_nesting(m: &Module, band: &[OpId]) -> Result<(), String> {
    let Some(&root) = band.first() else {
        return Ok(());
    };
    let depth_of = |mut o: OpId| {
        let mut d = 0usize;
        while let Some(p) = m.parent_op(o) {
            d += 1;
            o = p;
        }
        d
    };
    let deepest = m.walk(root).into_iter().map(depth_of).max().unwrap_or(0);
    let limit = tessera_ir::parser::MAX_NESTING as usize - NESTING_MARGIN;
    if deepest + band.len() > limit {
        return Err(format!(
            "the tiled nest would be {} regions deep; tessera reads at most {limit}",
            deepest + band.len()
        ));
    }
    Ok(())
}

/// Tiles the perfect band `band` (outermost first) by `sizes` (one per loop, each ≥ 1).
///
/// Legal iff the band is fully permutable (exact dependence test). Returns
/// [`Outcome::Applied`], [`Outcome::Refused`] (nothing changed: a dependence would be broken,
/// legality is undecided, or the bounds are out of reach), or with `force` and an illegal
/// tiling [`Outcome::Forced`] (tiled anyway; the refusal names a broken dependence). Errors on
/// malformed arguments (sizes not matching the band, or not a band).
pub fn tile_band(
    m: &mut Module,
    reg: &Registry,
    band: &[OpId],
    sizes: &[i64],
    force: bool,
) -> Result<Outcome, TransformError> {
    if sizes.len() != band.len() {
        return Err(TransformError::new(format!(
            "{} tile sizes for a band of {} loops",
            sizes.len(),
            band.len()
        )));
    }
    if let Some(t) = sizes.iter().find(|&&t| t < 1) {
        return Err(TransformError::new(format!("tile size {t} (must be >= 1)")));
    }
    let text: Vec<String> = sizes.iter().map(|s| s.to_string()).collect();
    let what = describe(m, band, &text.join("x"));
    let pos = band.first().and_then(|&l| m.op(l).pos);
    if let Err(e) = check_band_shape(m, band).and_then(|()| check_nesting(m, band)) {
        return Ok(Outcome::Refused(Refusal::unsupported(what, pos, e)));
    }
    let hs: Vec<Header> = band.iter().filter_map(|&l| Header::of(m, l)).collect();
    if let Err(e) = tileable_bounds(&hs, sizes) {
        return Ok(Outcome::Refused(Refusal::unsupported(what, pos, e)));
    }
    let refusal = ask(m, reg, band, &what, |d, dims| {
        Ok(check_tiling(d.m, &d.a, dims))
    })?;
    if let (Some(r), false) = (&refusal, force) {
        return Ok(Outcome::Refused(r.clone()));
    }
    rewrite(m, band, &hs, sizes)?;
    Ok(match refusal {
        Some(r) => Outcome::Forced(r),
        None => Outcome::Applied,
    })
}

/// Can every bound be tiled exactly? Bounds using outer band ivs must be linear in them, as
/// dims, and the loop's step must be 1.
fn tileable_bounds(hs: &[Header], sizes: &[i64]) -> Result<(), String> {
    let ivs: Vec<ValueId> = hs.iter().map(|h| h.iv).collect();
    for (k, h) in hs.iter().enumerate() {
        if sizes[k].checked_mul(h.step).is_none() {
            return Err("tile size times step overflows".into());
        }
        if !h.uses_any(&ivs) {
            continue;
        }
        if h.step != 1 {
            return Err(format!(
                "loop {k} of the band has step {} and bounds depending on outer band loops",
                h.step
            ));
        }
        for (mp, ops) in [(&h.lb, &h.lb_ops), (&h.ub, &h.ub_ops)] {
            for (p, v) in ops.iter().enumerate() {
                if !ivs.contains(v) {
                    continue;
                }
                if p >= mp.num_dims() as usize {
                    return Err("a band iv is a symbol operand of a bound".into());
                }
                if mp
                    .results()
                    .iter()
                    .any(|e| linear_coeff(e, p as u32).is_none())
                {
                    return Err(format!(
                        "a bound of loop {k} of the band is not linear in an outer band iv"
                    ));
                }
            }
        }
    }
    Ok(())
}

/// The tile-space bound of a loop whose bound uses outer band ivs: each such iv replaced by the
/// end of its tile that makes the bound smallest (lower) or largest (upper).
fn tile_space_bound(
    mp: &AffineMap,
    ops: &[ValueId],
    hs: &[Header],
    tile_ivs: &[ValueId],
    sizes: &[i64],
    is_lb: bool,
) -> Result<(AffineMap, Vec<ValueId>), TransformError> {
    let nd = mp.num_dims();
    let mut new_ops = ops.to_vec();
    let mut results = vec![];
    for e in mp.results() {
        let mut repl: Vec<AffineExpr> = (0..nd).map(AffineExpr::dim).collect();
        for (p, v) in ops.iter().enumerate().take(nd as usize) {
            if let Some(j) = hs.iter().position(|h| h.iv == *v) {
                let c = linear_coeff(e, p as u32).unwrap_or(0);
                let hi = (sizes[j] - 1) * hs[j].step;
                let shift = if (c >= 0) == is_lb { 0 } else { hi };
                repl[p] = AffineExpr::dim(p as u32).add(&AffineExpr::constant(shift));
            }
        }
        results.push(e.replace_dims_and_symbols(&repl, &[]));
    }
    for (p, v) in ops.iter().enumerate() {
        if let Some(j) = hs.iter().position(|h| h.iv == *v) {
            if let Some(&t) = tile_ivs.get(j) {
                new_ops[p] = t;
            }
        }
    }
    Ok((map(nd, mp.num_symbols(), results)?, new_ops))
}

/// Rewrites the band (legality not checked); returns the intra-tile loops.
pub(crate) fn rewrite(
    m: &mut Module,
    band: &[OpId],
    hs: &[Header],
    sizes: &[i64],
) -> Result<Vec<OpId>, TransformError> {
    let (Some(&root), Some(&inner)) = (band.first(), band.last()) else {
        return Ok(vec![]);
    };
    let mut intra = vec![];
    let ivs: Vec<ValueId> = hs.iter().map(|h| h.iv).collect();
    let inner_body = tessera_ir::views::AffineForOp::wrap(m, inner)
        .map(|f| f.body())
        .ok_or_else(|| TransformError::new("internal: band loop is not an affine.for"))?;
    // Tile-space loops.
    let mut tile_ivs = vec![];
    let mut outer: Option<OpId> = None;
    let mut cur: Option<tessera_ir::BlockId> = None;
    for (k, h) in hs.iter().enumerate() {
        let (lb, lb_ops, ub, ub_ops) = if h.uses_any(&ivs) {
            let (lb, lo) = tile_space_bound(&h.lb, &h.lb_ops, hs, &tile_ivs, sizes, true)?;
            let (ub, uo) = tile_space_bound(&h.ub, &h.ub_ops, hs, &tile_ivs, sizes, false)?;
            (lb, lo, ub, uo)
        } else {
            (
                h.lb.clone(),
                h.lb_ops.clone(),
                h.ub.clone(),
                h.ub_ops.clone(),
            )
        };
        let pos = m.op(band[k]).pos;
        let mut b = match cur {
            None => Builder::before(m, root)
                .ok_or_else(|| TransformError::new("internal: band root not in a block"))?,
            Some(blk) => Builder::before_terminator(m, blk, pos),
        };
        b.set_pos(pos, m_loc(b.m, band[k]));
        let (op, body, iv) = b.affine_for(lb, lb_ops, ub, ub_ops, sizes[k] * h.step, vec![]);
        outer.get_or_insert(op);
        tile_ivs.push(iv);
        cur = Some(body);
    }
    // Intra-tile loops.
    let mut new_ivs = vec![];
    for (k, h) in hs.iter().enumerate() {
        let t = tile_ivs[k];
        let width = sizes[k] * h.step;
        let (lb, lb_ops, ub, ub_ops) = if h.uses_any(&ivs) {
            let (lm, lo, d) = append_dim(&h.lb, &h.lb_ops, t)?;
            let mut lr = vec![d];
            lr.extend(lm.results().iter().cloned());
            let (um, uo, d) = append_dim(&h.ub, &h.ub_ops, t)?;
            let mut ur = vec![d.add(&AffineExpr::constant(width))];
            ur.extend(um.results().iter().cloned());
            (
                map(lm.num_dims(), lm.num_symbols(), lr)?,
                lo,
                map(um.num_dims(), um.num_symbols(), ur)?,
                uo,
            )
        } else {
            let tc = h.trip_count();
            let ub = match tc {
                Some(tc) if tc < sizes[k] => (shift_map(tc * h.step)?, vec![t]),
                Some(tc) if tc % sizes[k] == 0 => (shift_map(width)?, vec![t]),
                _ if sizes[k] == 1 => (shift_map(width)?, vec![t]),
                _ => {
                    let (um, uo, d) = append_dim(&h.ub, &h.ub_ops, t)?;
                    let mut ur = vec![d.add(&AffineExpr::constant(width))];
                    ur.extend(um.results().iter().cloned());
                    (map(um.num_dims(), um.num_symbols(), ur)?, uo)
                }
            };
            (AffineMap::identity(1), vec![t], ub.0, ub.1)
        };
        let pos = m.op(band[k]).pos;
        let blk = cur.ok_or_else(|| TransformError::new("internal: empty band"))?;
        let loc = m_loc(m, band[k]);
        let mut b = Builder::before_terminator(m, blk, pos);
        b.set_pos(pos, loc);
        let (op, body, iv) = b.affine_for(lb, lb_ops, ub, ub_ops, h.step, vec![]);
        intra.push(op);
        new_ivs.push(iv);
        cur = Some(body);
    }
    let blk = cur.ok_or_else(|| TransformError::new("internal: empty band"))?;
    let outer = outer.ok_or_else(|| TransformError::new("internal: empty band"))?;
    move_body(m, inner_body, blk);
    // Every use of an old iv is now in the new nest (the moved body, the new loops' bounds)
    // or in the old band's headers, which go with `root`.
    for (&old, &new) in ivs.iter().zip(&new_ivs) {
        m.replace_uses_under(outer, old, new);
    }
    m.detach_op(root);
    Ok(intra)
}

fn m_loc(m: &Module, op: OpId) -> Option<String> {
    m.op(op).loc.clone()
}

/// Tile sizes from the cache model (see the module documentation): one size for every loop of
/// the band, the largest power of two up to 1024 whose tile footprint fits `cache_kib` KiB,
/// at least 2 for a loop with a trip count of 2 or more (or unknown), capped by constant trip
/// counts (and 1 for a loop of at most one iteration).
pub fn cache_tile_sizes(m: &Module, band: &[OpId], cache_kib: i64) -> Vec<i64> {
    let hs: Vec<Header> = band.iter().filter_map(|&l| Header::of(m, l)).collect();
    let ivs: Vec<ValueId> = hs.iter().map(|h| h.iv).collect();
    let accesses = band_accesses(m, band, &ivs);
    let cache = (cache_kib as i128).saturating_mul(1024);
    let tcs: Vec<Option<i64>> = hs.iter().map(Header::trip_count).collect();
    let sizes_for = |t: i64| -> Vec<i64> {
        tcs.iter()
            .map(|tc| match tc {
                Some(n) if *n <= 1 => 1,
                Some(n) => t.min(*n).max(2),
                None => t.max(2),
            })
            .collect()
    };
    let mut best = 2;
    let mut t = 4;
    while t <= 1024 {
        let fp = footprint(&accesses, &hs, &sizes_for(t));
        if fp > cache {
            break;
        }
        best = t;
        if tcs.iter().all(|tc| tc.is_some_and(|n| n <= t)) {
            break;
        }
        t *= 2;
    }
    sizes_for(best)
}

/// An access in the band: element bytes, per subscript the coefficient of each band iv and
/// the memref dimension's static size.
struct AccessShape {
    key: (ValueId, String),
    bytes: i128,
    subs: Vec<(Vec<i64>, Option<i64>)>,
}

fn band_accesses(m: &Module, band: &[OpId], ivs: &[ValueId]) -> Vec<AccessShape> {
    let Some(&root) = band.first() else {
        return vec![];
    };
    let mut out: Vec<AccessShape> = vec![];
    for op in m.walk(root) {
        let (memref, mp, idx) = if let Some(l) = AffineLoadOp::wrap(m, op) {
            (l.memref(), l.map().clone(), l.indices().to_vec())
        } else if let Some(s) = AffineStoreOp::wrap(m, op) {
            (s.memref(), s.map().clone(), s.indices().to_vec())
        } else {
            continue;
        };
        let ty = m.value_type(memref);
        let bytes = ty
            .element_type()
            .and_then(|e| e.int_or_float_width())
            .map_or(8, |w| i128::from(w.div_ceil(8).max(1)));
        let shape = ty.shape().map(|s| s.to_vec()).unwrap_or_default();
        let subs = mp
            .results()
            .iter()
            .enumerate()
            .map(|(r, e)| {
                let coeffs = ivs
                    .iter()
                    .map(|iv| {
                        idx.iter()
                            .enumerate()
                            .take(mp.num_dims() as usize)
                            .filter(|(_, v)| *v == iv)
                            .map(|(p, _)| linear_coeff(e, p as u32).unwrap_or(1).abs())
                            .sum()
                    })
                    .collect();
                (coeffs, shape.get(r).copied().filter(|&d| d > 0))
            })
            .collect();
        let key = (memref, format!("{mp:?}"));
        if !out.iter().any(|a| a.key == key) {
            out.push(AccessShape { key, bytes, subs });
        }
    }
    out
}

fn footprint(accesses: &[AccessShape], hs: &[Header], sizes: &[i64]) -> i128 {
    accesses
        .iter()
        .map(|a| {
            a.subs.iter().fold(a.bytes, |acc, (coeffs, dim)| {
                let span: i128 = 1 + coeffs
                    .iter()
                    .zip(hs.iter().zip(sizes))
                    .map(|(&c, (h, &t))| i128::from(c) * i128::from(t - 1) * i128::from(h.step))
                    .sum::<i128>();
                let span = dim.map_or(span, |d| span.min(i128::from(d)));
                acc.saturating_mul(span.max(1))
            })
        })
        .sum()
}

/// Tiles the band with tile sizes given as SSA `index` values (valid symbols defined before the
/// band, each ≥ 1 at run time), as MLIR's parametric tiling does: tile-space loops count tiles,
/// `%t = 0 to (ub - lb) ceildiv (S*s)`, and intra-tile loops run `%i = lb + %t*S*s to min(lb +
/// (%t+1)*S*s, ub) step s`. The bounds are semi-affine (products with the size symbols). Needs
/// a rectangular band (bounds not using band ivs) with single-result lower bounds; otherwise
/// refused as unsupported. Legality and `force` as in [`tile_band`].
pub fn tile_band_parametric(
    m: &mut Module,
    reg: &Registry,
    band: &[OpId],
    sizes: &[ValueId],
    force: bool,
) -> Result<Outcome, TransformError> {
    if sizes.len() != band.len() {
        return Err(TransformError::new(format!(
            "{} tile sizes for a band of {} loops",
            sizes.len(),
            band.len()
        )));
    }
    if let Some(&v) = sizes.iter().find(|&&v| !m.value_type(v).is_index()) {
        return Err(TransformError::new(format!(
            "tile size {} is not an index value",
            tessera_dependence::graph::value_name(m, v)
        )));
    }
    let names: Vec<String> = sizes
        .iter()
        .map(|&v| tessera_dependence::graph::value_name(m, v))
        .collect();
    let what = describe(m, band, &names.join("x"));
    let pos = band.first().and_then(|&l| m.op(l).pos);
    if let Err(e) = check_band_shape(m, band).and_then(|()| check_nesting(m, band)) {
        return Ok(Outcome::Refused(Refusal::unsupported(what, pos, e)));
    }
    let hs: Vec<Header> = band.iter().filter_map(|&l| Header::of(m, l)).collect();
    let ivs: Vec<ValueId> = hs.iter().map(|h| h.iv).collect();
    if hs
        .iter()
        .any(|h| h.uses_any(&ivs) || h.lb.num_results() != 1)
    {
        return Ok(Outcome::Refused(Refusal::unsupported(
            what,
            pos,
            "parametric tiling needs bounds independent of the band's ivs and single-result lower bounds",
        )));
    }
    if let Some(&root) = band.first() {
        if sizes.iter().any(|&v| {
            m.defining_op(v).is_some_and(|d| m.is_ancestor(root, d))
                || m.value_block(v)
                    .is_some_and(|b| m.block_parent_op(b).is_some_and(|p| m.is_ancestor(root, p)))
        }) {
            return Err(TransformError::new(
                "tile sizes must be defined outside the band",
            ));
        }
    }
    let refusal = ask(m, reg, band, &what, |d, dims| {
        Ok(check_tiling(d.m, &d.a, dims))
    })?;
    if let (Some(r), false) = (&refusal, force) {
        return Ok(Outcome::Refused(r.clone()));
    }
    rewrite_parametric(m, band, &hs, sizes)?;
    Ok(match refusal {
        Some(r) => Outcome::Forced(r),
        None => Outcome::Applied,
    })
}

fn rewrite_parametric(
    m: &mut Module,
    band: &[OpId],
    hs: &[Header],
    sizes: &[ValueId],
) -> Result<(), TransformError> {
    let (Some(&root), Some(&inner)) = (band.first(), band.last()) else {
        return Ok(());
    };
    let inner_body = tessera_ir::views::AffineForOp::wrap(m, inner)
        .map(|f| f.body())
        .ok_or_else(|| TransformError::new("internal: band loop is not an affine.for"))?;
    let mut cur: Option<tessera_ir::BlockId> = None;
    let mut outer: Option<OpId> = None;
    let mut tile_ivs = vec![];
    for (k, h) in hs.iter().enumerate() {
        // (ub_r - lb) ceildiv (S * s), over [lb dims, ub dims | lb syms, ub syms, S].
        let (le, ue, nd, ns, mut ops) = merge(&h.lb, &h.lb_ops, &h.ub, &h.ub_ops);
        ops.push(sizes[k]);
        let s = AffineExpr::symbol(ns).mul(&AffineExpr::constant(h.step));
        let l = le[0].clone();
        let res: Vec<AffineExpr> = ue.iter().map(|u| u.sub(&l).ceil_div(&s)).collect();
        let ub = map(nd, ns + 1, res)?;
        let pos = m.op(band[k]).pos;
        let loc = m_loc(m, band[k]);
        let mut b = match cur {
            None => Builder::before(m, root)
                .ok_or_else(|| TransformError::new("internal: band root not in a block"))?,
            Some(blk) => Builder::before_terminator(m, blk, pos),
        };
        b.set_pos(pos, loc);
        let (op, body, iv) = b.affine_for(AffineMap::constant(0), vec![], ub, ops, 1, vec![]);
        outer.get_or_insert(op);
        tile_ivs.push(iv);
        cur = Some(body);
    }
    let mut new_ivs = vec![];
    for (k, h) in hs.iter().enumerate() {
        // Operands [lb dims, ub dims, t | lb syms, ub syms, S].
        let (le, ue, nd, ns, ops) = merge(&h.lb, &h.lb_ops, &h.ub, &h.ub_ops);
        let mut all = ops[..nd as usize].to_vec();
        all.push(tile_ivs[k]);
        all.extend_from_slice(&ops[nd as usize..]);
        all.push(sizes[k]);
        // Dims nd.. shift symbols: symbols keep their indices (dims and symbols are separate).
        let t = AffineExpr::dim(nd);
        let s = AffineExpr::symbol(ns).mul(&AffineExpr::constant(h.step));
        let l = le[0].clone();
        let start = l.add(&t.mul(&s));
        let end = l.add(&t.add(&AffineExpr::constant(1)).mul(&s));
        let lbm = map(nd + 1, ns + 1, vec![start])?;
        let mut ur = vec![end];
        ur.extend(ue);
        let ubm = map(nd + 1, ns + 1, ur)?;
        let pos = m.op(band[k]).pos;
        let loc = m_loc(m, band[k]);
        let blk = cur.ok_or_else(|| TransformError::new("internal: empty band"))?;
        let mut b = Builder::before_terminator(m, blk, pos);
        b.set_pos(pos, loc);
        let (_, body, iv) = b.affine_for(lbm, all.clone(), ubm, all, h.step, vec![]);
        new_ivs.push(iv);
        cur = Some(body);
    }
    let blk = cur.ok_or_else(|| TransformError::new("internal: empty band"))?;
    let outer = outer.ok_or_else(|| TransformError::new("internal: empty band"))?;
    move_body(m, inner_body, blk);
    // As in `rewrite`: the old ivs' live uses are all in the new nest.
    for (h, &new) in hs.iter().zip(&new_ivs) {
        m.replace_uses_under(outer, h.iv, new);
    }
    m.detach_op(root);
    Ok(())
}
