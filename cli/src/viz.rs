//! `tessera viz FILE -o OUT.svg`: the iteration space of a loop nest as SVG.
//!
//! The integer points of a 2-D slice of the nest (two loops shown; the others fixed with
//! `--fix` or projected), with parametric bounds instantiated by `--params`, are enumerated by
//! the brute-force oracle ([`tessera_dependence::bruteforce`]); the dependence arrows are the
//! instance pairs of the dependences the exact analysis reports (same memref cell, source
//! first, at a depth the analysis says may depend) between shown points, coloured by kind,
//! solid when carried by a loop and dashed when loop-independent. `--tile` draws tile
//! boundaries and, when the tiling is illegal, the witness of its legality check (two instances
//! and the violated dependence) highlighted; `--wavefront` shades the anti-diagonals.
//! The SVG is written by this module (no external tool).

use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::path::PathBuf;
use std::process::ExitCode;

use tessera_dependence::legality::{self, Legality};
use tessera_dependence::model::LoopDim;
use tessera_dependence::{analyze, bruteforce, graph, Analysis, Options};
use tessera_ir::{Module, OpId, Registry, Type};

use crate::input::load_verified;

/// At most this many points are drawn.
pub const MAX_POINTS: usize = 10_000;
/// At most this many points are drawn in a report's picture.
pub const MAX_REPORT_POINTS: usize = 2_500;
/// At most this many operations are executed to enumerate a space.
const MAX_STEPS: u64 = 20_000_000;
/// At most this many operations are executed for a report's picture.
const MAX_REPORT_STEPS: u64 = 2_000_000;
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
    /// Draw only the nearest dependences: for each destination instance and source access,
    /// the latest source instance on the same cell (default: the whole relation).
    #[arg(long)]
    pub nearest: bool,
    /// The output SVG file.
    #[arg(short = 'o', long = "output")]
    pub output: PathBuf,
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
    /// Draw, for each destination instance and source access, only the latest source
    /// instance on the cell (the dependences not implied through a later instance of the
    /// same source access); else the whole dependence relation.
    pub nearest: bool,
    /// Fix every loop neither shown nor fixed to its smallest value (else it is projected).
    pub fix_rest: bool,
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
    let nest: Vec<usize> = in_func
        .iter()
        .copied()
        .filter(|&i| loops_of(i).contains(&root))
        .collect();
    let nest_dims: Vec<LoopDim> = nest
        .iter()
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
    let steps = if o.default_param.is_some() {
        MAX_REPORT_STEPS
    } else {
        MAX_STEPS
    };
    let trace = bruteforce::run(m, func, &a.accesses, &args, steps).map_err(|e| {
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
    let nest_set: BTreeSet<usize> = nest.iter().copied().collect();
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
        let max = if o.default_param.is_some() {
            MAX_REPORT_POINTS
        } else {
            MAX_POINTS
        };
        if points.len() > max {
            return Err(at(
                file,
                m,
                root.op,
                &format!(
                    "the slice has more than {max} points: give smaller --params or fix loops with --fix"
                ),
            ));
        }
        sel.push((k, p));
    }
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
        nearest: o.nearest,
    })
}

/// Escapes text for XML.
pub fn esc(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The colour of a dependence kind.
pub fn kind_colour(kind: &str) -> &'static str {
    match kind {
        "RAW" => "#d62728",
        "WAR" => "#1f77b4",
        "WAW" => "#2ca02c",
        _ => "#7f7f7f",
    }
}

/// Renders a slice as a standalone SVG document.
pub fn svg(s: &Space) -> String {
    let (xmin, xmax) = (
        s.points.iter().map(|p| p.0).min().unwrap_or(0),
        s.points.iter().map(|p| p.0).max().unwrap_or(0),
    );
    let (ymin, ymax) = (
        s.points.iter().map(|p| p.1).min().unwrap_or(0),
        s.points.iter().map(|p| p.1).max().unwrap_or(0),
    );
    let span = (xmax - xmin).max(ymax - ymin).max(1) as f64;
    let step = (480.0 / span).clamp(6.0, 48.0);
    let r = (step * 0.16).clamp(1.5, 5.0);
    let (left, top) = (90.0, 56.0);
    let w = (xmax - xmin) as f64 * step;
    let h = (ymax - ymin) as f64 * step;
    let legend_x = left + w + 40.0;
    let width = legend_x + 340.0;
    let height = (top + h + 70.0).max(300.0);
    let px = |x: i64| left + (x - xmin) as f64 * step;
    // The vertical axis grows upwards.
    let py = |y: i64| top + h - (y - ymin) as f64 * step;
    let mut o = String::new();
    o.push_str(&format!(
        "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"{width:.0}\" height=\"{height:.0}\" viewBox=\"0 0 {width:.0} {height:.0}\" font-family=\"sans-serif\" font-size=\"12\">\n"
    ));
    o.push_str("<defs>\n");
    for k in ["RAW", "WAR", "WAW", "witness", "crossing"] {
        let c = match k {
            "witness" => "#ff00ff",
            "crossing" => "#ff8c00",
            _ => kind_colour(k),
        };
        let ms = if k == "witness" || k == "crossing" {
            12.0
        } else {
            (step * 0.4).clamp(3.0, 9.0)
        };
        o.push_str(&format!(
            "<marker id=\"arr-{k}\" viewBox=\"0 0 10 10\" refX=\"10\" refY=\"5\" markerUnits=\"userSpaceOnUse\" markerWidth=\"{ms:.1}\" markerHeight=\"{ms:.1}\" orient=\"auto-start-reverse\"><path d=\"M 0 0 L 10 5 L 0 10 z\" fill=\"{c}\"/></marker>\n"
        ));
    }
    o.push_str("</defs>\n<rect width=\"100%\" height=\"100%\" fill=\"white\"/>\n");
    let title = format!(
        "@{}: {}{}",
        s.function,
        if s.axes[1].is_empty() {
            s.axes[0].clone()
        } else {
            format!("{} x {}", s.axes[0], s.axes[1])
        },
        if s.notes.is_empty() {
            String::new()
        } else {
            format!(" ({})", s.notes.join(", "))
        }
    );
    o.push_str(&format!(
        "<text x=\"{left}\" y=\"20\" font-weight=\"bold\">{}</text>\n",
        esc(&title)
    ));
    // Wavefront shading.
    if s.wavefront {
        o.push_str("<g class=\"wavefronts\">\n");
        for &(x, y) in &s.points {
            let t = (x - xmin) + (y - ymin);
            let fill = if t % 2 == 0 { "#fff3c4" } else { "#ffe08a" };
            o.push_str(&format!(
                "<rect x=\"{:.1}\" y=\"{:.1}\" width=\"{step:.1}\" height=\"{step:.1}\" fill=\"{fill}\" data-t=\"{t}\"/>\n",
                px(x) - step / 2.0,
                py(y) - step / 2.0
            ));
        }
        o.push_str("</g>\n");
    }
    // Axes.
    let ax_y = top + h + step / 2.0 + 4.0;
    let ax_x = left - step / 2.0 - 4.0;
    o.push_str(&format!(
        "<g class=\"axes\" stroke=\"#444\"><line x1=\"{ax_x:.1}\" y1=\"{ax_y:.1}\" x2=\"{:.1}\" y2=\"{ax_y:.1}\"/>",
        left + w + step / 2.0
    ));
    if !s.axes[1].is_empty() {
        o.push_str(&format!(
            "<line x1=\"{ax_x:.1}\" y1=\"{ax_y:.1}\" x2=\"{ax_x:.1}\" y2=\"{:.1}\"/>",
            top - step / 2.0
        ));
    }
    o.push_str("</g>\n<g class=\"ticks\" fill=\"#444\" font-size=\"10\">\n");
    // Tick labels at least 28 px apart.
    let every = |_: i64| ((28.0 / step).ceil() as i64).max(1);
    let ex = every(xmax - xmin);
    for x in (xmin..=xmax).filter(|x| (x - xmin) % ex == 0) {
        o.push_str(&format!(
            "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\">{x}</text>\n",
            px(x),
            ax_y + 14.0
        ));
    }
    if !s.axes[1].is_empty() {
        let ey = every(ymax - ymin);
        for y in (ymin..=ymax).filter(|y| (y - ymin) % ey == 0) {
            o.push_str(&format!(
                "<text x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"end\">{y}</text>\n",
                ax_x - 4.0,
                py(y) + 3.0
            ));
        }
    }
    o.push_str("</g>\n");
    o.push_str(&format!(
        "<text class=\"axis-name\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"bold\">{}</text>\n",
        left + w / 2.0,
        ax_y + 30.0,
        esc(&s.axes[0])
    ));
    if !s.axes[1].is_empty() {
        o.push_str(&format!(
            "<text class=\"axis-name\" x=\"{:.1}\" y=\"{:.1}\" text-anchor=\"middle\" font-weight=\"bold\" transform=\"rotate(-90 {:.1} {:.1})\">{}</text>\n",
            ax_x - 30.0,
            top + h / 2.0,
            ax_x - 30.0,
            top + h / 2.0,
            esc(&s.axes[1])
        ));
    }
    // Tiles.
    if let Some(t) = &s.tile {
        o.push_str("<g class=\"tiles\" stroke=\"#888\" stroke-width=\"1.5\">\n");
        if let Some(sz) = t.sizes[0] {
            let mut x = t.origin[0] + sz;
            while x <= xmax {
                let lx = px(x) - step / 2.0;
                o.push_str(&format!(
                    "<line x1=\"{lx:.1}\" y1=\"{:.1}\" x2=\"{lx:.1}\" y2=\"{:.1}\"/>\n",
                    top - step / 2.0,
                    top + h + step / 2.0
                ));
                x += sz;
            }
        }
        if let Some(sz) = t.sizes[1] {
            let mut y = t.origin[1] + sz;
            while y <= ymax {
                let ly = py(y) + step / 2.0;
                o.push_str(&format!(
                    "<line x1=\"{:.1}\" y1=\"{ly:.1}\" x2=\"{:.1}\" y2=\"{ly:.1}\"/>\n",
                    left - step / 2.0,
                    left + w + step / 2.0
                ));
                y += sz;
            }
        }
        o.push_str("</g>\n");
    }
    // Arrows, shortened to end at the points' rims.
    o.push_str("<g class=\"deps\" fill=\"none\">\n");
    let line = |from: (i64, i64), to: (i64, i64)| -> Option<(f64, f64, f64, f64)> {
        let (x1, y1, x2, y2) = (px(from.0), py(from.1), px(to.0), py(to.1));
        let len = ((x2 - x1).powi(2) + (y2 - y1).powi(2)).sqrt();
        if len < 1e-9 {
            return None;
        }
        let (ux, uy) = ((x2 - x1) / len, (y2 - y1) / len);
        let g = r + 1.0;
        Some((x1 + ux * g, y1 + uy * g, x2 - ux * g, y2 - uy * g))
    };
    for a in &s.arrows {
        let Some((x1, y1, x2, y2)) = line(a.from, a.to) else {
            continue;
        };
        let dash = if a.carried {
            ""
        } else {
            " stroke-dasharray=\"4 3\""
        };
        o.push_str(&format!(
            "<line class=\"dep {} {}\" data-from=\"{},{}\" data-to=\"{},{}\" x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"{}\" stroke-width=\"1.2\" stroke-opacity=\"0.75\"{dash} marker-end=\"url(#arr-{})\"/>\n",
            a.kind,
            if a.carried { "carried" } else { "independent" },
            a.from.0,
            a.from.1,
            a.to.0,
            a.to.1,
            kind_colour(a.kind),
            a.kind
        ));
    }
    o.push_str("</g>\n<g class=\"points\" fill=\"#222\">\n");
    for &(x, y) in &s.points {
        o.push_str(&format!(
            "<circle class=\"pt\" data-x=\"{x}\" data-y=\"{y}\" cx=\"{:.1}\" cy=\"{:.1}\" r=\"{r:.1}\"/>\n",
            px(x),
            py(y)
        ));
    }
    o.push_str("</g>\n");
    // The witness of an illegal tiling.
    if let Some(wv) = s.tile.as_ref().and_then(|t| t.witness.as_ref()) {
        o.push_str(&format!(
            "<g class=\"witness\" data-src-access=\"{}\" data-dst-access=\"{}\" data-kind=\"{}\" data-src-iter=\"{}\" data-dst-iter=\"{}\" data-cell=\"{}\" data-symbols=\"{}\">\n",
            wv.src,
            wv.dst,
            wv.kind,
            wv.src_iter.join(","),
            wv.dst_iter.join(","),
            wv.cell.join(","),
            wv.symbols.join(",")
        ));
        if let Some((p, q)) = wv.points {
            let wr = (r * 2.4).max(9.0);
            for (pt, lab) in [(p, "src"), (q, "dst")] {
                o.push_str(&format!(
                    "<circle cx=\"{:.1}\" cy=\"{:.1}\" r=\"{wr:.1}\" fill=\"none\" stroke=\"#ff00ff\" stroke-width=\"3\"/><text x=\"{:.1}\" y=\"{:.1}\" fill=\"#b000b0\" stroke=\"white\" stroke-width=\"3\" paint-order=\"stroke\" font-weight=\"bold\" font-size=\"14\">{lab}</text>\n",
                    px(pt.0),
                    py(pt.1),
                    px(pt.0) + wr + 2.0,
                    py(pt.1) - wr - 2.0
                ));
            }
            if let Some((x1, y1, x2, y2)) = line(p, q) {
                o.push_str(&format!(
                    "<line x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"#ff00ff\" stroke-width=\"3\" marker-end=\"url(#arr-witness)\"/>\n"
                ));
            }
        }
        if let Some((p, q)) = wv.crossing {
            if let Some((x1, y1, x2, y2)) = line(p, q) {
                o.push_str(&format!(
                    "<line class=\"crossing\" data-from=\"{},{}\" data-to=\"{},{}\" x1=\"{x1:.1}\" y1=\"{y1:.1}\" x2=\"{x2:.1}\" y2=\"{y2:.1}\" stroke=\"#ff8c00\" stroke-width=\"3\" marker-end=\"url(#arr-crossing)\"/>\n",
                    p.0, p.1, q.0, q.1
                ));
            }
        }
        o.push_str("</g>\n");
    }
    // Legend.
    let mut ly = top;
    o.push_str("<g class=\"legend\">\n");
    for k in ["RAW", "WAR", "WAW"] {
        let n = s.arrows.iter().filter(|a| a.kind == k).count();
        let item = format!(
            "<line x1=\"{legend_x:.0}\" y1=\"{ly:.0}\" x2=\"{:.0}\" y2=\"{ly:.0}\" stroke=\"{}\" stroke-width=\"2\" marker-end=\"url(#arr-{k})\"/><text x=\"{:.0}\" y=\"{:.0}\">{k} ({n})</text>\n",
            legend_x + 30.0,
            kind_colour(k),
            legend_x + 38.0,
            ly + 4.0
        );
        o.push_str(&item);
        ly += 18.0;
    }
    let item = format!(
        "<line x1=\"{legend_x:.0}\" y1=\"{ly:.0}\" x2=\"{:.0}\" y2=\"{ly:.0}\" stroke=\"#444\" stroke-width=\"1.5\"/><text x=\"{:.0}\" y=\"{:.0}\">carried by a loop</text>\n",
        legend_x + 30.0,
        legend_x + 38.0,
        ly + 4.0
    );
    o.push_str(&item);
    ly += 18.0;
    let item = format!(
        "<line x1=\"{legend_x:.0}\" y1=\"{ly:.0}\" x2=\"{:.0}\" y2=\"{ly:.0}\" stroke=\"#444\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/><text x=\"{:.0}\" y=\"{:.0}\">loop-independent</text>\n",
        legend_x + 30.0,
        legend_x + 38.0,
        ly + 4.0
    );
    o.push_str(&item);
    ly += 18.0;
    let mut texts = vec![
        format!("{} points", s.points.len()),
        format!("{} dependences within a point", s.same_point),
    ];
    if s.nearest {
        texts.insert(0, "nearest dependences only".into());
    }
    if let Some(t) = &s.tile {
        let sizes: Vec<String> = t
            .sizes
            .iter()
            .map(|x| x.map_or("-".into(), |v| v.to_string()))
            .collect();
        match t.verdict.split_once(": ") {
            Some((v, why)) => {
                texts.push(format!("tiles {}: {v}", sizes.join(" x ")));
                texts.push(why.to_string());
            }
            None => texts.push(format!("tiles {}: {}", sizes.join(" x "), t.verdict)),
        }
        if let Some(wv) = &t.witness {
            texts.push(format!(
                "witness: #{} ({}) -> #{} ({})",
                wv.src,
                wv.src_iter.join(", "),
                wv.dst,
                wv.dst_iter.join(", ")
            ));
            texts.push(format!("cell [{}]", wv.cell.join(", ")));
            if let Some((p, q)) = wv.crossing {
                texts.push(format!(
                    "orange: ({}, {}) -> ({}, {}) in two tiles,",
                    p.0, p.1, q.0, q.1
                ));
                texts.push("the tiled code runs its target first".into());
            }
            if wv.points.is_none() {
                texts.push("(not on this slice)".into());
            }
        }
    }
    if s.wavefront {
        texts.push(format!(
            "shading: wavefront t = {}{}",
            s.axes[0],
            if s.axes[1].is_empty() {
                String::new()
            } else {
                format!(" + {}", s.axes[1])
            }
        ));
    }
    for t in texts {
        let colour = if s.tile.as_ref().is_some_and(|t| t.witness.is_some())
            && (t.starts_with("tiles") || t.starts_with("witness") || t.starts_with("it breaks"))
        {
            "#b000b0"
        } else {
            "#222"
        };
        let item = format!(
            "<text x=\"{legend_x:.0}\" y=\"{:.0}\" fill=\"{colour}\">{}</text>\n",
            ly + 4.0,
            esc(&t)
        );
        o.push_str(&item);
        ly += 18.0;
    }
    o.push_str("</g>\n</svg>\n");
    o
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
        nearest: args.nearest,
        fix_rest: false,
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
    for x in &a.accesses {
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
