//! `tessera viz FILE -o OUT.svg`: the iteration space of a loop nest as SVG.
//!
//! The integer points of a 2-D slice of the nest (two loops shown; the others fixed with
//! `--fix` or projected), with parametric bounds instantiated by `--params`, are enumerated by
//! the brute-force oracle ([`tessera_dependence::bruteforce`]); the dependence arrows are the
//! instance pairs of the dependences the exact analysis reports (same memref cell, source
//! first, at a depth the analysis says may depend) between shown points, coloured by kind,
//! solid when carried by a loop and dashed when loop-independent. `--tile` draws tile
//! boundaries and, when the tiling is illegal, the witness of its legality check (two instances
//! and the violated dependence) highlighted; `--wavefront` shades the anti-diagonals;
//! `--schedule` shades each point by its time step in the schedule `tessera schedule` computes
//! (see [`sched`] for the choices: outer time hyperplane, wavefronts, statements that disagree,
//! loops neither shown nor fixed, regions the scheduler keeps).
//! The SVG is written by this module (no external tool).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::process::ExitCode;

use tessera_dependence::legality::{self, Legality};
use tessera_dependence::model::LoopDim;
use tessera_dependence::{analyze, bruteforce, graph, Analysis, Options};
use tessera_ir::{Module, OpId, Registry, Type};

use crate::input::load_verified;

pub mod sched;
mod svg;
pub use sched::{PlanCache, ScheduleView};
pub use svg::{esc, kind_colour, svg};

/// At most this many points are drawn (by default: `--max-points`).
pub const MAX_POINTS: usize = 4_000;
/// At most this many points are drawn in a report's picture.
pub const MAX_REPORT_POINTS: usize = 2_500;
/// At most this many operations are executed to enumerate a space.
const MAX_STEPS: u64 = 20_000_000;
/// At most this many operations are executed for a report's picture.
const MAX_REPORT_STEPS: u64 = 2_000_000;
/// At most this many access instances are recorded to enumerate a space (each takes ~150
/// bytes: a 256³ matmul's 67 M would take 10 GB before the step limit stops it).
const MAX_EVENTS: usize = 4_000_000;
/// At most this many access instances are recorded for a report's picture.
const MAX_REPORT_EVENTS: usize = 1_000_000;
/// At most this many instance pairs are compared to find the arrows.
const MAX_PAIRS: u64 = 50_000_000;

/// Arguments.
#[derive(clap::Args)]
pub struct Args {
    /// The .mlir file (`-` reads standard input).
    pub file: PathBuf,
    /// The function (default: the first with a loop nest).
    #[arg(long)]
    pub function: Option<String>,
    /// The outermost loop of the nest, by induction variable (`%i` or `i`; default: the first
    /// nest of the function, preferring one at least two deep).
    #[arg(long = "loop")]
    pub loop_: Option<String>,
    /// The two loops shown (horizontal, vertical), e.g. `i,j` (default: the nest's first two).
    #[arg(long)]
    pub dims: Option<String>,
    /// Fix loops not shown to a value, e.g. `k=0,l=2` (loops neither shown nor fixed are
    /// projected: a point is drawn when some instance has those coordinates).
    #[arg(long, value_delimiter = ',')]
    pub fix: Vec<String>,
    /// Values of the function's index arguments, e.g. `N=8,M=6`.
    #[arg(long, value_delimiter = ',')]
    pub params: Vec<String>,
    /// Draw the tiles of tiling the nest's outermost loops by these sizes (e.g. `4,4`), and the
    /// witness of the legality check when the tiling is illegal.
    #[arg(long)]
    pub tile: Option<String>,
    /// Shade the wavefronts (anti-diagonals: points with equal sums of the shown coordinates).
    #[arg(long)]
    pub wavefront: bool,
    /// Shade each point by its time step in the schedule `tessera schedule FILE` computes (its
    /// default options): the outermost schedule dimension not constant on the nest, or the
    /// wavefront sum when the scheduler applied a wavefront to that band (before tiling). The
    /// first statement's time is shown when the nest's statements disagree (the caption says
    /// so); a time depending on a loop neither shown nor fixed is an error (use --fix); a nest
    /// that `tessera schedule` leaves unscheduled or keeps is an error with its reason.
    #[arg(long, conflicts_with = "wavefront")]
    pub schedule: bool,
    /// Draw only the nearest dependences: for each destination instance and source access,
    /// the latest source instance on the same cell (default: the whole relation).
    #[arg(long)]
    pub nearest: bool,
    /// Draw at most this many points: a larger slice is an error that says how to choose a
    /// smaller one (`--fix`, `--dims`, `--params`).
    #[arg(long, value_name = "N", default_value_t = MAX_POINTS)]
    pub max_points: usize,
    /// The output SVG file.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
}

/// The error for a slice of `n` points, more than `max`: how to draw a smaller one. With a
/// nest of three or more loops, the example fixes the first shown loop to its smallest
/// shown value (`first`) and shows the next two loops.
#[allow(clippy::too_many_arguments)]
fn too_many_points(
    n: usize,
    max: usize,
    o: &VizOptions,
    shown: &[LoopDim],
    all: &[LoopDim],
    fixed: &[(LoopDim, i64)],
    name: impl Fn(&LoopDim) -> String,
    first: i64,
) -> String {
    let shown_names: Vec<String> = shown.iter().map(&name).collect();
    let mut msg = format!(
        "the slice ({}) has {n} points, more than the {max} drawn at most",
        shown_names.join(", ")
    );
    if o.default_param.is_some() {
        msg.push_str(": give smaller --params");
        return msg;
    }
    let free: Vec<&LoopDim> = all
        .iter()
        .filter(|l| !fixed.iter().any(|(f, _)| f == *l))
        .collect();
    let strip = |s: String| s.trim_start_matches('%').to_string();
    match (shown.first(), free.len()) {
        (Some(s0), k) if k >= 3 => {
            let rest: Vec<String> = free
                .iter()
                .filter(|l| **l != s0)
                .take(2)
                .map(|l| strip(name(l)))
                .collect();
            msg.push_str(&format!(
                ": fix outer loops to a slice with --fix (e.g. --fix {}={first} --dims {} draws the plane {} = {first}), ",
                strip(name(s0)),
                rest.join(","),
                name(s0)
            ));
        }
        _ => msg.push_str(": "),
    }
    msg.push_str("give smaller --params, or raise --max-points");
    msg
}

/// What to show.
#[derive(Debug, Clone, Default)]
pub struct VizOptions {
    /// The nest's outermost loop.
    pub root: Option<String>,
    /// The loops shown.
    pub dims: Option<Vec<String>>,
    /// Fixed loops.
    pub fix: Vec<(String, i64)>,
    /// Index argument values.
    pub params: Vec<(String, i64)>,
    /// A default for index arguments not in `params` (the report's small default); `None`
    /// makes a missing one an error.
    pub default_param: Option<i64>,
    /// Tile sizes.
    pub tile: Option<Vec<i64>>,
    /// Shade wavefronts.
    pub wavefront: bool,
    /// Shade by the time of the schedule `tessera schedule` computes.
    pub schedule: bool,
    /// Draw, for each destination instance and source access, only the latest source
    /// instance on the cell (the dependences not implied through a later instance of the
    /// same source access); else the whole dependence relation.
    pub nearest: bool,
    /// Fix every loop neither shown nor fixed to its smallest value (else it is projected).
    pub fix_rest: bool,
    /// At most this many points (default: [`MAX_POINTS`], or [`MAX_REPORT_POINTS`] with
    /// `default_param`); a larger slice is an error saying how to choose a smaller one.
    pub max_points: Option<usize>,
    /// The schedules computed so far (options cloned from one another share them).
    pub plans: std::rc::Rc<PlanCache>,
}

/// A point of a slice: its horizontal and vertical coordinates.
pub type Point = (i64, i64);

/// One arrow: a dependence between two shown points.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord)]
pub struct Arrow {
    /// Source point.
    pub from: (i64, i64),
    /// Destination point.
    pub to: (i64, i64),
    /// `RAW`, `WAR` or `WAW`.
    pub kind: &'static str,
    /// Carried by a loop (else loop-independent).
    pub carried: bool,
}

/// The tiling drawn, with its legality.
#[derive(Debug, Clone)]
pub struct TileView {
    /// Tile size along each shown axis (`None`: that loop is not tiled).
    pub sizes: [Option<i64>; 2],
    /// Tile origin along each axis (the smallest shown coordinate).
    pub origin: [i64; 2],
    /// `legal`, or `illegal` / `unknown` with the reason.
    pub verdict: String,
    /// For an illegal tiling: the violated dependence's witness.
    pub witness: Option<WitnessView>,
}

/// A violated dependence drawn on the slice.
#[derive(Debug, Clone)]
pub struct WitnessView {
    /// Source and destination access ids.
    pub src: usize,
    /// Destination access id.
    pub dst: usize,
    /// Kind.
    pub kind: &'static str,
    /// Full iteration vectors and the cell.
    pub src_iter: Vec<String>,
    /// Destination iteration.
    pub dst_iter: Vec<String>,
    /// Cell.
    pub cell: Vec<String>,
    /// Symbol values of the witness.
    pub symbols: Vec<String>,
    /// The two instances projected on the shown axes (when they project there).
    pub points: Option<((i64, i64), (i64, i64))>,
    /// A shown instance pair of the same dependence in two tiles that the tiled order runs
    /// destination first (found by enumeration; `None` if the slice has none).
    pub crossing: Option<(Point, Point)>,
}

/// An enumerated slice.
#[derive(Debug, Clone)]
pub struct Space {
    /// Function name.
    pub function: String,
    /// Axis names (the second is empty for a 1-D nest).
    pub axes: [String; 2],
    /// Names and values of the fixed loops, and of the parameters.
    pub notes: Vec<String>,
    /// The points.
    pub points: BTreeSet<(i64, i64)>,
    /// The arrows between distinct points.
    pub arrows: BTreeSet<Arrow>,
    /// Dependent instance pairs whose two instances fall on the same point.
    pub same_point: usize,
    /// The tiling.
    pub tile: Option<TileView>,
    /// Shade wavefronts.
    pub wavefront: bool,
    /// The schedule's time steps, when asked for.
    pub schedule: Option<ScheduleView>,
    /// Only the nearest dependences are drawn.
    pub nearest: bool,
}

fn strip(s: &str) -> &str {
    s.trim().trim_start_matches('%')
}

fn name_values(flags: &[String], what: &str) -> Result<Vec<(String, i64)>, String> {
    flags
        .iter()
        .filter(|s| !s.trim().is_empty())
        .map(|s| {
            let (n, v) = s
                .split_once('=')
                .ok_or_else(|| format!("error: --{what} expects NAME=INT, got '{s}'"))?;
            let v: i64 = v
                .trim()
                .parse()
                .map_err(|_| format!("error: --{what} expects NAME=INT, got '{s}'"))?;
            Ok((strip(n).to_string(), v))
        })
        .collect()
}

fn func_name(m: &Module, f: OpId) -> String {
    m.op(f)
        .attr("sym_name")
        .and_then(|a| a.as_str())
        .unwrap_or("")
        .to_string()
}

fn functions(m: &Module) -> Vec<OpId> {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "func.func")
        .collect()
}

fn at(file: &str, m: &Module, op: OpId, msg: &str) -> String {
    match m.op(op).pos {
        Some(p) => format!("{file}:{}:{}: error: {msg}", p.line, p.col),
        None => format!("{file}: error: {msg}"),
    }
}

/// Enumerates the slice of the function's nest that `o` selects.
pub fn space(
    file: &str,
    m: &Module,
    a: &Analysis,
    func: OpId,
    o: &VizOptions,
) -> Result<Space, String> {
    let fname = func_name(m, func);
    let in_func: Vec<usize> = (0..a.accesses.len())
        .filter(|&i| m.is_ancestor(func, a.accesses[i].op))
        .collect();
    let loops_of = |i: usize| -> &[LoopDim] {
        a.accesses[i]
            .model
            .as_ref()
            .map(|md| md.loops.as_slice())
            .unwrap_or(&[])
    };
    let name = |l: &LoopDim| graph::loop_name(m, l);
    // The nest's root loop.
    let root = match &o.root {
        Some(r) => in_func
            .iter()
            .flat_map(|&i| loops_of(i).iter())
            .find(|l| strip(&name(l)) == strip(r))
            .copied()
            .ok_or_else(|| at(file, m, func, &format!("no loop {r} in function @{fname}")))?,
        None => in_func
            .iter()
            .find(|&&i| loops_of(i).len() >= 2)
            .or_else(|| in_func.iter().find(|&&i| !loops_of(i).is_empty()))
            .and_then(|&i| loops_of(i).first().copied())
            .ok_or_else(|| at(file, m, func, &format!("function @{fname} has no loop")))?,
    };
    // The schedule, before the (costlier) enumeration.
    let prepared = match o.schedule {
        true => Some(sched::prepare(file, m, func, root.op, &o.plans)?),
        false => None,
    };
    let nest: Vec<usize> = in_func
        .iter()
        .copied()
        .filter(|&i| loops_of(i).contains(&root))
        .collect();
    // The deepest chain of loops below the root, the first in textual order on a tie (the
    // loop `--dims` finds first by name).
    let nest_dims: Vec<LoopDim> = nest
        .iter()
        .rev()
        .map(|&i| {
            let ls = loops_of(i);
            let p = ls.iter().position(|l| *l == root).unwrap_or(0);
            ls[p..].to_vec()
        })
        .max_by_key(Vec::len)
        .unwrap_or_default();
    let all_dims: Vec<LoopDim> = {
        let mut v: Vec<LoopDim> = Vec::new();
        for &i in &nest {
            for l in loops_of(i) {
                if !v.contains(l) {
                    v.push(*l);
                }
            }
        }
        v
    };
    let find = |n: &str| -> Result<LoopDim, String> {
        all_dims
            .iter()
            .find(|l| strip(&name(l)) == strip(n))
            .copied()
            .ok_or_else(|| {
                at(
                    file,
                    m,
                    root.op,
                    &format!(
                        "no loop {n} in this nest (its loops: {})",
                        all_dims.iter().map(name).collect::<Vec<_>>().join(", ")
                    ),
                )
            })
    };
    let shown: Vec<LoopDim> = match &o.dims {
        Some(d) => {
            if d.is_empty() || d.len() > 2 {
                return Err("error: --dims expects one or two loop names, e.g. i,j".into());
            }
            d.iter().map(|n| find(n)).collect::<Result<_, _>>()?
        }
        None => nest_dims.iter().take(2).copied().collect(),
    };
    if shown.len() == 2 && shown[0] == shown[1] {
        return Err("error: --dims names the same loop twice".into());
    }
    let mut fixed: Vec<(LoopDim, i64)> = Vec::new();
    for (n, v) in &o.fix {
        let l = find(n)?;
        if shown.contains(&l) {
            return Err(format!("error: loop {n} is shown and cannot be fixed"));
        }
        fixed.push((l, *v));
    }
    // Index arguments.
    let body_args: Vec<tessera_ir::ValueId> = m
        .op(func)
        .regions
        .first()
        .and_then(|&r| m.region(r).blocks.first().copied())
        .map(|b| m.block(b).args.clone())
        .unwrap_or_default();
    let mut args = Vec::new();
    let mut notes = Vec::new();
    for v in body_args {
        if !matches!(m.value(v).ty, Type::Index) {
            continue;
        }
        let n = strip(&graph::value_name(m, v)).to_string();
        let val = match o.params.iter().find(|(p, _)| *p == n) {
            Some((_, x)) => *x,
            None => o.default_param.ok_or_else(|| {
                at(
                    file,
                    m,
                    func,
                    &format!("the space depends on %{n}: give its value with --params {n}=VALUE"),
                )
            })?,
        };
        notes.push(format!("{n} = {val}"));
        args.push((v, val));
    }
    for (p, _) in o.params.iter().filter(|_| o.default_param.is_none()) {
        if !notes
            .iter()
            .any(|n| n.split(" = ").next() == Some(p.as_str()))
        {
            return Err(at(
                file,
                m,
                func,
                &format!("--params: @{fname} has no index argument %{p}"),
            ));
        }
    }
    let (steps, events) = if o.default_param.is_some() {
        (MAX_REPORT_STEPS, MAX_REPORT_EVENTS)
    } else {
        (MAX_STEPS, MAX_EVENTS)
    };
    // Only the nest's instances are recorded, and a nest directly in the function body ends
    // the run (it executes once; nothing after it changes its instances).
    let nest_set: BTreeSet<usize> = nest.iter().copied().collect();
    let top_level = m.parent_op(root.op) == Some(func);
    let focus = bruteforce::Focus {
        max_events: Some(events),
        only: Some(&nest_set),
        stop_after: top_level.then_some(root.op),
    };
    let trace =
        bruteforce::run_focused(m, func, &a.accesses, &args, steps, &focus).map_err(|e| {
            at(
                file,
                m,
                root.op,
                &format!("cannot enumerate the iteration space: {e} (give smaller --params)"),
            )
        })?;
    let key = |l: &LoopDim| (l.op, l.dim);
    let pos_in = |acc: usize, l: &LoopDim| -> Option<usize> {
        trace.loops.get(&acc)?.iter().position(|x| *x == key(l))
    };
    if o.fix_rest {
        for l in &all_dims {
            if shown.contains(l) || fixed.iter().any(|(f, _)| f == l) {
                continue;
            }
            let first = trace
                .events
                .iter()
                .filter(|e| nest_set.contains(&e.access))
                .filter_map(|e| e.iter.get(pos_in(e.access, l)?).copied())
                .min();
            if let Some(v) = first {
                fixed.push((*l, v));
            }
        }
    }
    for (l, v) in &fixed {
        notes.push(format!("{} = {v}", name(l)));
    }
    let max_points = o.max_points.unwrap_or(if o.default_param.is_some() {
        MAX_REPORT_POINTS
    } else {
        MAX_POINTS
    });
    // Selected events: (event index, point).
    let mut sel: Vec<(usize, (i64, i64))> = Vec::new();
    let mut points = BTreeSet::new();
    'ev: for (k, e) in trace.events.iter().enumerate() {
        if !nest_set.contains(&e.access) {
            continue;
        }
        let mut xy = [0i64; 2];
        for (d, l) in shown.iter().enumerate() {
            match pos_in(e.access, l).and_then(|p| e.iter.get(p)) {
                Some(&v) => xy[d] = v,
                None => continue 'ev,
            }
        }
        for (l, v) in &fixed {
            if let Some(p) = pos_in(e.access, l) {
                if e.iter.get(p) != Some(v) {
                    continue 'ev;
                }
            }
        }
        let p = (xy[0], xy[1]);
        points.insert(p);
        // Past the cap, the points are only counted (for the message).
        if points.len() <= max_points {
            sel.push((k, p));
        }
    }
    if points.len() > max_points {
        let first = points.iter().map(|p| p.0).min().unwrap_or(0);
        let msg = too_many_points(
            points.len(),
            max_points,
            o,
            &shown,
            &all_dims,
            &fixed,
            name,
            first,
        );
        return Err(at(file, m, root.op, &msg));
    }
    let schedule = match &prepared {
        Some(p) => {
            let sl = sched::Slice {
                root,
                shown: &shown,
                fixed: &fixed,
                args: &args,
            };
            Some(p.view(file, m, &sl, &points)?)
        }
        None => None,
    };
    // Arrows: instance pairs on one cell of one memref, source first, at a depth where the
    // analysis reports a (possible) dependence.
    // The selected instances (event index, point) touching each cell of each memref.
    type Instances = Vec<(usize, Point)>;
    let mut by_cell: HashMap<(tessera_ir::ValueId, &[i64]), Instances> = HashMap::new();
    for &(k, p) in &sel {
        let e = &trace.events[k];
        for c in &e.cells {
            by_cell
                .entry((a.accesses[e.access].base, c.as_slice()))
                .or_default()
                .push((k, p));
        }
    }
    let mut arrows = BTreeSet::new();
    let mut same_point = 0usize;
    let mut budget = MAX_PAIRS;
    let mut keys: Vec<_> = by_cell.keys().copied().collect();
    keys.sort();
    for key in keys {
        let evs = &by_cell[&key];
        let distinct = evs
            .iter()
            .map(|&(k, _)| trace.events[k].access)
            .collect::<BTreeSet<_>>()
            .len();
        for (y, &(ky, py)) in evs.iter().enumerate() {
            // The candidate sources: every earlier instance, or with `nearest` the latest
            // earlier instance of each access.
            let mut seen = BTreeSet::new();
            for &(kx, px) in evs[..y].iter().rev() {
                let (ex, ey) = (&trace.events[kx], &trace.events[ky]);
                if o.nearest {
                    if seen.len() == distinct {
                        break;
                    }
                    if !seen.insert(ex.access) {
                        continue;
                    }
                }
                budget = budget.checked_sub(1).ok_or_else(|| {
                    at(
                        file,
                        m,
                        root.op,
                        "too many dependent instance pairs to draw: give smaller --params",
                    )
                })?;
                let (sa, da) = (&a.accesses[ex.access], &a.accesses[ey.access]);
                if !sa.kind.writes() && !da.kind.writes() {
                    continue;
                }
                let Some(pair) = a.pair(ex.access, ey.access) else {
                    continue;
                };
                let (Some(lx), Some(ly)) =
                    (trace.loops.get(&ex.access), trace.loops.get(&ey.access))
                else {
                    continue;
                };
                let c = lx.iter().zip(ly).take_while(|(p, q)| p == q).count();
                let depth = (0..c)
                    .find(|&k| ex.iter.get(k) != ey.iter.get(k))
                    .map_or(c + 1, |k| k + 1);
                if !pair.depths.get(depth - 1).is_some_and(|r| r.may_depend()) {
                    continue;
                }
                if px == py {
                    same_point += 1;
                    continue;
                }
                arrows.insert(Arrow {
                    from: px,
                    to: py,
                    kind: pair.kind.name(),
                    carried: depth <= c,
                });
            }
        }
    }
    // Tiling.
    let tile = match &o.tile {
        None => None,
        Some(sizes) => {
            if sizes.is_empty() || sizes.iter().any(|&s| s < 1) || sizes.len() > nest_dims.len() {
                return Err(format!(
                    "error: --tile expects 1 to {} positive sizes",
                    nest_dims.len()
                ));
            }
            let band = &nest_dims[..sizes.len()];
            let size_of = |d: usize| -> Option<i64> {
                let l = shown.get(d)?;
                band.iter().position(|b| b == l).map(|p| sizes[p])
            };
            let origin = [
                points.iter().map(|p| p.0).min().unwrap_or(0),
                points.iter().map(|p| p.1).min().unwrap_or(0),
            ];
            let (verdict, witness) = match legality::check_tiling(m, a, band) {
                Legality::Legal => ("legal".to_string(), None),
                Legality::Unknown(r) => (format!("unknown: {r}"), None),
                Legality::Illegal(v) => {
                    let ints = |x: &[tessera_polyhedral::int::Int]| {
                        x.iter().map(|v| v.to_string()).collect::<Vec<_>>()
                    };
                    let proj =
                        |acc: usize, it: &[tessera_polyhedral::int::Int]| -> Option<(i64, i64)> {
                            let ls = loops_of(acc);
                            let mut xy = [0i64; 2];
                            for (d, l) in shown.iter().enumerate() {
                                let p = ls.iter().position(|x| x == l)?;
                                xy[d] = it.get(p)?.to_i64()?;
                            }
                            Some((xy[0], xy[1]))
                        };
                    let points =
                        proj(v.src, &v.witness.src_iter).zip(proj(v.dst, &v.witness.dst_iter));
                    // A shown instance pair of the violated dependence that the tiled order
                    // runs backwards: the destination's tile comes first.
                    let band_origin: Vec<Option<i64>> = band
                        .iter()
                        .map(|l| {
                            trace
                                .events
                                .iter()
                                .filter(|e| nest_set.contains(&e.access))
                                .filter_map(|e| e.iter.get(pos_in(e.access, l)?).copied())
                                .min()
                        })
                        .collect();
                    let tiles = |k: usize| -> Option<Vec<i64>> {
                        let e = &trace.events[k];
                        band.iter()
                            .zip(&band_origin)
                            .zip(sizes)
                            .map(|((l, o), sz)| {
                                let x = *e.iter.get(pos_in(e.access, l)?)?;
                                Some((x - (*o)?).div_euclid(*sz))
                            })
                            .collect()
                    };
                    let mut crossing = None;
                    'find: for &(ky, py) in
                        sel.iter().filter(|(k, _)| trace.events[*k].access == v.dst)
                    {
                        let ey = &trace.events[ky];
                        let Some(ty) = tiles(ky) else { continue };
                        for &(kx, px) in sel
                            .iter()
                            .filter(|(k, _)| *k < ky && trace.events[*k].access == v.src)
                        {
                            let ex = &trace.events[kx];
                            if px == py || !ex.cells.iter().any(|c| ey.cells.contains(c)) {
                                continue;
                            }
                            if tiles(kx).is_some_and(|tx| ty < tx) {
                                crossing = Some((px, py));
                                break 'find;
                            }
                        }
                    }
                    (
                        format!(
                            "illegal: it breaks {} #{} -> #{} (depth {})",
                            v.kind.name(),
                            v.src,
                            v.dst,
                            v.depth
                        ),
                        Some(WitnessView {
                            src: v.src,
                            dst: v.dst,
                            kind: v.kind.name(),
                            src_iter: ints(&v.witness.src_iter),
                            dst_iter: ints(&v.witness.dst_iter),
                            cell: ints(&v.witness.cell),
                            symbols: ints(&v.witness.symbols),
                            points,
                            crossing,
                        }),
                    )
                }
            };
            Some(TileView {
                sizes: [size_of(0), size_of(1)],
                origin,
                verdict,
                witness,
            })
        }
    };
    Ok(Space {
        function: fname,
        axes: [
            shown.first().map(name).unwrap_or_default(),
            shown.get(1).map(name).unwrap_or_default(),
        ],
        notes,
        points,
        arrows,
        same_point,
        tile,
        wavefront: o.wavefront,
        schedule,
        nearest: o.nearest,
    })
}

/// The first function (by name, or the first with a loop) and its options' slice.
pub fn function_op(
    file: &str,
    m: &Module,
    a: &Analysis,
    name: Option<&str>,
) -> Result<OpId, String> {
    let fs = functions(m);
    match name {
        Some(n) => fs
            .into_iter()
            .find(|&f| func_name(m, f) == n)
            .ok_or_else(|| format!("{file}: error: no function @{n}")),
        None => fs
            .into_iter()
            .find(|&f| {
                a.accesses.iter().any(|x| {
                    m.is_ancestor(f, x.op) && x.model.as_ref().is_ok_and(|md| !md.loops.is_empty())
                })
            })
            .ok_or_else(|| format!("{file}: error: no function with a loop nest")),
    }
}

fn parse_list(s: &str, what: &str) -> Result<Vec<i64>, String> {
    s.split(',')
        .map(|x| {
            x.trim().parse::<i64>().map_err(|_| {
                format!("error: --{what} expects integers separated by commas, got '{s}'")
            })
        })
        .collect()
}

fn build(args: &Args) -> Result<String, String> {
    let (file, m) = load_verified(&args.file)?;
    let reg = Registry::standard();
    let a = analyze(&m, reg, &Options::default()).map_err(|e| format!("{file}: error: {e}"))?;
    let func = function_op(&file, &m, &a, args.function.as_deref())?;
    let o = VizOptions {
        root: args.loop_.clone(),
        dims: args
            .dims
            .as_ref()
            .map(|d| d.split(',').map(|x| x.trim().to_string()).collect()),
        fix: name_values(&args.fix, "fix")?,
        params: name_values(&args.params, "params")?,
        default_param: None,
        tile: args
            .tile
            .as_deref()
            .map(|t| parse_list(t, "tile"))
            .transpose()?,
        wavefront: args.wavefront,
        schedule: args.schedule,
        nearest: args.nearest,
        fix_rest: false,
        max_points: Some(args.max_points),
        plans: Default::default(),
    };
    let s = space(&file, &m, &a, func, &o)?;
    Ok(svg(&s))
}

/// Runs the subcommand.
pub fn run(args: Args) -> ExitCode {
    let out = match build(&args) {
        Ok(s) => s,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    match crate::opt::write_output(&args.output, &out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// Every loop nest of a function worth a picture: the outermost loops of nests at least two
/// deep (by induction variable name), in program order.
pub fn nests(m: &Module, a: &Analysis, func: OpId) -> Vec<String> {
    let mut out: BTreeMap<(u32, u32), String> = BTreeMap::new();
    for x in a.accesses.iter() {
        if !m.is_ancestor(func, x.op) {
            continue;
        }
        if let Ok(md) = &x.model {
            if md.loops.len() >= 2 {
                let l = md.loops[0];
                let pos = m.op(l.op).pos.map_or((0, 0), |p| (p.line, p.col));
                out.entry(pos).or_insert_with(|| graph::loop_name(m, &l));
            }
        }
    }
    out.into_values().collect()
}
