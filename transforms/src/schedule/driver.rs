//! Automatic scheduling of a function: model each region, schedule it, verify the schedule
//! exactly, plan tiles and parallel loops, generate the new loops and replace the region. A
//! region that cannot be modelled, scheduled, verified or generated is left as it was, with the
//! reason.

use std::collections::HashMap;
use std::time::{Duration, Instant};

use tessera_ir::builder::{clone_op, erase_op, Builder};
use tessera_ir::error::Pos;
use tessera_ir::{BlockId, Module, OpId, Registry, ValueId};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;

use super::model::{build_scop, find_regions, Scop};
use super::pluto::{schedule, Options, Schedule};
use super::scan::generate_separated;
use super::tiling::{plan_scan, scan_space, Scan, TileOptions};
use super::verify::{verify, StmtMap};

/// Options of `affine-auto-schedule` / `tessera schedule`.
#[derive(Debug, Clone)]
pub struct AutoOptions {
    /// The scheduler's options.
    pub pluto: Options,
    /// Tiling and parallelism.
    pub tile: TileOptions,
    /// Work budget per region (engine units).
    pub budget: u64,
    /// The cost guard ([`super::cost`]): keep a region as it was unless its schedule is
    /// estimated to be faster; with `tile.parallel`, the kept region's top-level parallel
    /// loops over contiguous innermost accesses are marked (`mark_parallel`).
    pub guard: bool,
    /// The value the guard assumes for every parameter.
    pub guard_size: i64,
    /// Value-based dataflow (`dataflow=true`): after scheduling, loops of the region left
    /// sequential only by dependences on memrefs each iteration writes before it reads become
    /// parallel with private copies (`affine-parallelize{privatize=true}`'s rewrite).
    pub dataflow: bool,
}

impl Default for AutoOptions {
    fn default() -> Self {
        AutoOptions {
            pluto: Options::default(),
            tile: TileOptions::default(),
            budget: 40_000_000,
            guard: false,
            guard_size: super::cost::DEFAULT_SIZE,
            dataflow: false,
        }
    }
}

/// What happened to one region.
#[derive(Debug, Clone)]
pub struct RegionReport {
    /// Position of the region's first loop.
    pub pos: Option<Pos>,
    /// Statements.
    pub stmts: usize,
    /// Dependence polyhedra.
    pub deps: usize,
    /// Each statement's schedule in isl notation (`{ S0[i, j] -> [0, i, j] }`), scan dims incl.
    /// tile loops.
    pub schedules: Vec<String>,
    /// Hyperplanes found per statement (schedule before tiling), isl notation.
    pub hyperplanes: Vec<String>,
    /// Permutable bands: (width, tile sizes or empty, wavefront).
    pub bands: Vec<(usize, Vec<i64>, bool)>,
    /// Per band: diamond-tiled ([`super::diamond`]).
    pub diamond: Vec<bool>,
    /// Per band: second-level tile sizes ([`super::tile_l2`]), empty if none.
    pub l2: Vec<Vec<i64>>,
    /// Scan dims emitted as parallel loops.
    pub parallel_dims: Vec<usize>,
    /// Loops created: (`affine.for`, `affine.parallel`, `affine.if`).
    pub created: (usize, usize, usize),
    /// Scheduling time (model, schedule, verification, tiling; not code generation).
    pub time: Duration,
    /// `None` if applied, else why the region was kept.
    pub kept: Option<String>,
    /// With the cost guard: the estimated cycles of the original order and of the schedule.
    pub estimate: Option<(f64, f64)>,
    /// With `dataflow`: the loops of the region made parallel with private copies.
    pub privatized: Vec<String>,
}

/// A nest that is not part of any region, and why.
#[derive(Debug, Clone)]
pub struct Skipped {
    /// Its position.
    pub pos: Option<Pos>,
    /// Why.
    pub reason: String,
}

fn iv_names(m: &Module, scop: &Scop, s: usize) -> Vec<String> {
    param_names(m, &scop.stmts[s].ivs)
}

/// Source names of values, without the `%`.
fn param_names(m: &Module, values: &[ValueId]) -> Vec<String> {
    values
        .iter()
        .map(|&v| {
            tessera_dependence::graph::value_name(m, v)
                .trim_start_matches('%')
                .to_string()
        })
        .collect()
}

/// A row over `[vars | 1]` as an affine expression in isl notation.
fn row_text(row: &[Int], names: &[String]) -> String {
    let n = row.len() - 1;
    let mut out = String::new();
    for (j, c) in row[..n].iter().enumerate() {
        if c.is_zero() {
            continue;
        }
        let name = names.get(j).cloned().unwrap_or_else(|| format!("x{j}"));
        let neg = c.is_negative();
        let a = c.abs();
        if out.is_empty() {
            if neg {
                out.push('-');
            }
        } else {
            out.push_str(if neg { " - " } else { " + " });
        }
        if a.is_one() {
            out.push_str(&name);
        } else {
            out.push_str(&format!("{a}{name}"));
        }
    }
    let c = &row[n];
    if out.is_empty() {
        return c.to_string();
    }
    if c.is_positive() {
        out.push_str(&format!(" + {c}"));
    } else if c.is_negative() {
        out.push_str(&format!(" - {}", c.abs()));
    }
    out
}

fn map_text(m: &Module, scop: &Scop, s: usize, map: &StmtMap) -> String {
    let ivs = iv_names(m, scop, s);
    let ps = param_names(m, &scop.params);
    let mut names: Vec<String> = ivs.clone();
    names.extend(ps.iter().cloned());
    let tile_names: Vec<String> = map
        .tiles
        .iter()
        .map(|(r, size)| {
            let t = row_text(r, &names);
            if t.contains(' ') {
                format!("floor(({t})/{size})")
            } else {
                format!("floor({t}/{size})")
            }
        })
        .collect();
    let mut all = names.clone();
    all.extend(tile_names);
    let dims: Vec<String> = map.dims.iter().map(|r| row_text(r, &all)).collect();
    let prefix = if ps.is_empty() {
        String::new()
    } else {
        format!("[{}] -> ", ps.join(", "))
    };
    format!(
        "{prefix}{{ S{s}[{}] -> [{}] }}",
        ivs.join(", "),
        dims.join(", ")
    )
}

/// Schedules every region of `func`. Returns one report per region and the nests left out.
pub fn auto_schedule(
    m: &mut Module,
    reg: &Registry,
    func: OpId,
    opts: &AutoOptions,
) -> (Vec<RegionReport>, Vec<Skipped>) {
    let (regions, skipped) = find_regions(m, func);
    let skipped: Vec<Skipped> = skipped
        .into_iter()
        .map(|u| Skipped {
            pos: m.op(u.op).pos,
            reason: u.reason,
        })
        .collect();
    let mut reports = Vec::new();
    for region in regions {
        let privatize = opts.dataflow && opts.tile.parallel;
        // The ops around the region (not part of it): its new code is between them.
        let around = if privatize {
            neighbours(m, &region)
        } else {
            None
        };
        let mut report = schedule_region(m, reg, &region, opts);
        if let Some((blk, before, after)) = around {
            let ops = &m.block(blk).ops;
            let at = |x: Option<OpId>| x.and_then(|x| ops.iter().position(|&o| o == x));
            let from = at(before).map_or(0, |k| k + 1);
            let to = at(after).unwrap_or(ops.len());
            let tops: Vec<OpId> = ops.get(from..to).unwrap_or(&[]).to_vec();
            report.privatized = match crate::parallelize::privatize_outermost(m, reg, &tops) {
                Ok(p) => p,
                Err(e) => vec![format!("privatisation stopped: {e}")],
            };
        }
        reports.push(report);
    }
    (reports, skipped)
}

/// The block of a region's ops and the ops just before and after them there (none at the
/// block's ends).
fn neighbours(m: &Module, region: &[OpId]) -> Option<(BlockId, Option<OpId>, Option<OpId>)> {
    let (&a, &b) = (region.first()?, region.last()?);
    let blk = m.op(a).parent?;
    let ops = &m.block(blk).ops;
    let i = ops.iter().position(|&o| o == a)?;
    let j = ops.iter().position(|&o| o == b)?;
    Some((
        blk,
        i.checked_sub(1).map(|k| ops[k]),
        ops.get(j + 1).copied(),
    ))
}

fn kept(pos: Option<Pos>, stmts: usize, deps: usize, t0: Instant, why: String) -> RegionReport {
    RegionReport {
        pos,
        stmts,
        deps,
        schedules: vec![],
        hyperplanes: vec![],
        bands: vec![],
        diamond: vec![],
        l2: vec![],
        parallel_dims: vec![],
        created: (0, 0, 0),
        time: t0.elapsed(),
        kept: Some(why),
        estimate: None,
        privatized: vec![],
    }
}

/// Plans the schedule of a modelled region (everything but code generation).
pub fn plan(
    scop: &Scop,
    opts: &AutoOptions,
    budget: &mut Budget,
) -> Result<(Schedule, Scan), String> {
    let sched = schedule(scop, opts.pluto, budget).map_err(|f| f.0)?;
    let plain: Vec<StmtMap> = sched
        .rows
        .iter()
        .enumerate()
        .map(|(s, r)| StmtMap::plain(scop.stmts[s].depth(), r.clone()))
        .collect();
    let v = verify(scop, &plain, budget);
    if let Some(x) = v.first() {
        return Err(if x.undecided {
            "the schedule could not be verified within the work budget".into()
        } else {
            format!(
                "the solver's schedule failed exact verification (dependence {} reversed); not applied",
                x.dep
            )
        });
    }
    let scan = plan_scan(scop, &sched, &opts.tile, budget);
    if !verify(scop, &scan.maps, budget).is_empty() {
        return Err("the tiled schedule failed exact verification; not applied".into());
    }
    Ok((sched, scan))
}

/// Schedules one region (a list of top-level ops returned by [`find_regions`]) as
/// [`auto_schedule`] does: model, schedule, verify, tile, generate and replace it, or keep it
/// with the reason.
pub fn schedule_region(
    m: &mut Module,
    reg: &Registry,
    region: &[OpId],
    opts: &AutoOptions,
) -> RegionReport {
    schedule_region_planned(m, reg, region, opts).0
}

/// What [`schedule_region`] applied to a region: its model, the schedule and the scan (tiles,
/// wavefronts, parallel dimensions), over the op ids the region had before (`scop`'s).
#[derive(Debug, Clone)]
pub struct Planned {
    /// The region's model.
    pub scop: Scop,
    /// The verified schedule.
    pub schedule: Schedule,
    /// Its tiled scan.
    pub scan: Scan,
    /// The region was rewritten before it was modelled (`schedule::prepare`: calls inlined,
    /// parallel loops serialised, allocas hoisted, steps normalised, scalars through memory):
    /// `scop`'s statements and ivs are those of the rewritten code.
    pub rewritten: bool,
}

/// [`schedule_region`], returning with the report what it applied (`None` for a region it
/// keeps).
pub fn schedule_region_planned(
    m: &mut Module,
    reg: &Registry,
    region: &[OpId],
    opts: &AutoOptions,
) -> (RegionReport, Option<Planned>) {
    let t0 = Instant::now();
    if super::prepare::needed(m, region) {
        // Calls inlined, parallel loops serialised, allocas hoisted, steps normalised and scalars through
        // memory on a copy, kept only if the region is scheduled.
        let mut work = m.clone();
        let region = match super::prepare::prepare(&mut work, reg, region) {
            Ok(r) => r,
            Err(e) => {
                let pos = region.first().and_then(|&o| m.op(o).pos);
                return (kept(pos, 0, 0, t0, e), None);
            }
        };
        let mut r = schedule_region_at(&mut work, reg, &region, opts, t0, true);
        if let Some(p) = r.1.as_mut() {
            p.rewritten = true;
            *m = work;
        }
        return r;
    }
    schedule_region_at(m, reg, region, opts, t0, false)
}

/// The cost guard's estimates (original order, schedule) of a planned region, `None` if the
/// model cannot estimate either.
fn guard_estimates(
    m: &Module,
    scop: &Scop,
    scan: &Scan,
    opts: &AutoOptions,
    budget: &mut Budget,
) -> Option<(f64, f64)> {
    let machine = super::cost::CostMachine::host();
    let size = opts.guard_size;
    let a = super::cost::original_estimate(m, scop, machine, size, budget)?;
    let b = super::cost::estimate(m, scop, &scan.maps, machine, size, budget)?;
    Some((a.total(), b.total()))
}

/// Marks parallel loops in a region the cost guard keeps: the outermost loops of the region
/// that carry no dependence become `affine.parallel` — a top-level loop, or, under a top-level
/// loop that carries one (a time loop), the loops directly in its body — provided every
/// statement under the loop sweeps memory contiguously along its innermost loop with no
/// accumulator in memory ([`super::cost::contiguous_innermost`]): gcc interchanges a strided
/// nest and keeps an accumulator in a register only outside an OpenMP loop's outlined body
/// (mvt and gesummv 2.3x slower with the outer loop marked). One thread runs the C backend's
/// sequential copy of every parallel nest, and a nest inside a loop (it forks once per
/// iteration of that loop) goes parallel only above the C backend's larger work threshold
/// (`PARALLEL_MIN_WORK_NESTED`). Returns how many loops were marked.
fn mark_parallel(m: &mut Module, reg: &Registry, scop: &Scop, region: &[OpId]) -> usize {
    let friendly = super::cost::contiguous_innermost(scop);
    let try_mark = |m: &mut Module, l: OpId| {
        let under: Vec<usize> = (0..scop.stmts.len())
            .filter(|&s| scop.stmts[s].loops.contains(&l))
            .collect();
        !under.is_empty()
            && under.iter().all(|&s| friendly[s])
            && matches!(
                crate::parallelize::parallelize_loop(m, reg, l, false, false),
                Ok(crate::refusal::Outcome::Applied)
            )
    };
    let mut marked = 0;
    for &l in region {
        if m.op(l).name != "affine.for" {
            continue;
        }
        if try_mark(m, l) {
            marked += 1;
            continue;
        }
        let inner: Vec<OpId> = m
            .op(l)
            .regions
            .first()
            .and_then(|&r| m.region(r).blocks.first())
            .map(|&b| m.block(b).ops.clone())
            .unwrap_or_default()
            .into_iter()
            .filter(|&o| m.op(o).name == "affine.for")
            .collect();
        for c in inner {
            if try_mark(m, c) {
                marked += 1;
            }
        }
    }
    marked
}

/// The second tiling level of [`TileOptions::second_level`](super::tiling::TileOptions):
/// every tiled band by the given ratios, or the model's choice; each verified exactly (a scan
/// that does not verify is not taken).
fn second_level(
    m: &Module,
    scop: &Scop,
    scan: &mut super::tiling::Scan,
    opts: &AutoOptions,
    budget: &mut Budget,
) {
    use super::tile_l2::{self, SecondLevel};
    match &opts.tile.second_level {
        SecondLevel::Off => {}
        SecondLevel::Ratios(r) => {
            for bi in 0..scan.bands.len() {
                if let Some(c) = tile_l2::second_level(scop, scan, bi, r, budget) {
                    if verify(scop, &c.maps, budget).is_empty() {
                        *scan = c;
                    }
                }
            }
        }
        SecondLevel::Model => {
            let machine = super::cost::CostMachine::host().with_tlb();
            tile_l2::choose(m, scop, scan, &machine, opts.guard_size, 20_000_000);
        }
    }
}

fn schedule_region_at(
    m: &mut Module,
    reg: &Registry,
    region: &[OpId],
    opts: &AutoOptions,
    t0: Instant,
    prepared: bool,
) -> (RegionReport, Option<Planned>) {
    let pos = region
        .iter()
        .find(|&&o| m.op(o).name == "affine.for")
        .and_then(|&o| m.op(o).pos);
    let mut budget = Budget::new(opts.budget);
    let scop = match build_scop(m, reg, region, &mut budget) {
        Ok(s) => s,
        Err(u) => return (kept(m.op(u.op).pos.or(pos), 0, 0, t0, u.reason), None),
    };
    let (ns, nd) = (scop.stmts.len(), scop.deps.len());
    let (sched, mut scan) = match plan(&scop, opts, &mut budget) {
        Ok(x) => x,
        Err(e) => return (kept(pos, ns, nd, t0, e), None),
    };
    let estimate = if opts.guard {
        match guard_estimates(m, &scop, &scan, opts, &mut budget) {
            Some((a, b)) if b > super::cost::MARGIN * a => {
                let mut why = format!(
                    "cost guard: the schedule is estimated at {b:.3e} cycles against {a:.3e} for the original order ({:.2}x), not {:.0}% faster",
                    a / b.max(1.0),
                    (1.0 / super::cost::MARGIN - 1.0) * 100.0
                );
                if opts.tile.parallel && !prepared {
                    let n = mark_parallel(m, reg, &scop, region);
                    why.push_str(&format!("; {n} parallel loop(s) marked"));
                }
                let mut r = kept(pos, ns, nd, t0, why);
                r.estimate = Some((a, b));
                return (r, None);
            }
            e => e,
        }
    } else {
        None
    };
    // Sizes from the model once the guard has judged the schedule at the given sizes: the
    // search optimises the estimate, so the guard's verdict does not rest on its choice.
    if opts.tile.tile && opts.tile.model {
        let before = scan.clone();
        let machine = super::cost::CostMachine::host().with_tlb();
        let chosen = super::tile_sizes::choose(m, &scop, &mut scan, &machine, opts.guard_size);
        // Sizes do not change legality; verified again all the same.
        if !chosen.is_empty() && !verify(&scop, &scan.maps, &mut budget).is_empty() {
            scan = before;
        }
    }
    if opts.tile.tile {
        second_level(m, &scop, &mut scan, opts, &mut budget);
    }
    let space = match scan_space(&scop, &scan) {
        Ok(s) => s,
        Err(e) => return (kept(pos, ns, nd, t0, e), None),
    };
    let time = t0.elapsed();
    let schedules: Vec<String> = (0..ns)
        .map(|s| map_text(m, &scop, s, &scan.maps[s]))
        .collect();
    let hyperplanes: Vec<String> = (0..ns)
        .map(|s| {
            map_text(
                m,
                &scop,
                s,
                &StmtMap::plain(scop.stmts[s].depth(), sched.rows[s].clone()),
            )
        })
        .collect();
    // Hoist the region's pure top-level ops above it, in order.
    let Some(&anchor) = region.iter().find(|&&o| m.op(o).name == "affine.for") else {
        return (kept(pos, ns, nd, t0, "no loop in the region".into()), None);
    };
    for &h in &scop.hoisted {
        if let Some(b) = m.op(h).parent {
            let ops = &mut m.block_mut(b).ops;
            if let Some(i) = ops.iter().position(|&o| o == h) {
                ops.remove(i);
            }
            if let Some(i) = ops.iter().position(|&o| o == anchor) {
                ops.insert(i, h);
            }
        }
    }
    let stmt_ops: Vec<Vec<OpId>> = scop.stmts.iter().map(|s| s.ops.clone()).collect();
    let stmt_ivs: Vec<Vec<ValueId>> = scop.stmts.iter().map(|s| s.ivs.clone()).collect();
    let mut emit = |b: &mut Builder<'_>, id: usize, ivs: &[ValueId]| -> Result<(), String> {
        let mut vmap: HashMap<ValueId, ValueId> = HashMap::new();
        for (&old, &new) in stmt_ivs[id].iter().zip(ivs) {
            vmap.insert(old, new);
        }
        for &op in &stmt_ops[id] {
            let c = clone_op(b.m, op, &mut vmap).ok_or("statement nested too deeply")?;
            b.insert_existing(c);
        }
        Ok(())
    };
    let separate: &[super::scan_tiles::TiledBand] = if opts.tile.full_tiles {
        &scan.tiled
    } else {
        &[]
    };
    let (stats, versions) =
        match generate_separated(m, anchor, &space, &mut emit, &mut budget, separate) {
            Ok(s) => s,
            Err(e) => {
                let why = format!("code generation failed: {e}");
                return (kept(pos, ns, nd, t0, why), None);
            }
        };
    for &op in region {
        if m.op(op).name == "affine.for" {
            erase_op(m, op);
        }
    }
    super::regtile::jam_full_tiles(m, reg, &versions, opts.tile.unroll_jam);
    let bands = scan
        .bands
        .iter()
        .map(|b| (b.width, b.tiles.clone(), b.wavefront))
        .collect();
    let report = RegionReport {
        pos,
        stmts: ns,
        deps: nd,
        schedules,
        hyperplanes,
        bands,
        diamond: scan.bands.iter().map(|b| b.diamond.is_some()).collect(),
        l2: scan.bands.iter().map(|b| b.l2.clone()).collect(),
        parallel_dims: (0..space.ndims).filter(|&k| scan.parallel_at(k)).collect(),
        created: (stats.loops, stats.parallel_loops, stats.guards),
        time,
        kept: None,
        estimate,
        privatized: vec![],
    };
    (
        report,
        Some(Planned {
            scop,
            schedule: sched,
            scan,
            rewritten: false,
        }),
    )
}
