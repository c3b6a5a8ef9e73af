//! `tessera viz --schedule`: the time steps of the schedule `tessera schedule` computes, on the
//! drawn slice.
//!
//! The schedule is computed exactly as `tessera schedule FILE` does with its default options
//! ([`AutoOptions::default`]): the nest's region is scheduled once on a copy of the module
//! ([`schedule_region_planned`], cached per region in [`PlanCache`] so that the pictures of one
//! report share it); a region it keeps, or a nest it leaves out, is an error carrying the
//! scheduler's reason, and the plan it returns gives the hyperplanes before tiling.
//!
//! The time of a drawn point is the schedule's *outer time hyperplane*: the outermost schedule
//! dimension that is not constant for the nest's statements; when the scheduler applied a
//! wavefront to that dimension's band, the sum of the band's first two hyperplanes (in the
//! scheduler's order; of a diamond-tiled band, its first two tile hyperplanes), the sum its
//! wavefront uses for the tile loops. The time is taken from the
//! first statement of the nest (textual order) whose time is not constant; when another
//! statement's time differs on the slice (as a function of the shown coordinates, fixed loops
//! and parameters substituted) or the schedule orders the statements apart before that
//! dimension, the point is still shaded by the first statement's time and the caption says which
//! statements disagree (a point is an iteration of the nest, not of one statement). A time
//! depending on a loop neither shown nor fixed is refused (fix it with `--fix`); a fixed loop's
//! value is substituted.

use std::cell::RefCell;
use std::collections::{BTreeMap, BTreeSet, HashMap};
use std::rc::Rc;

use tessera_dependence::graph;
use tessera_dependence::model::LoopDim;
use tessera_ir::{Module, OpId, Registry, ValueId};
use tessera_polyhedral::int::Int;
use tessera_transforms::schedule::driver::{schedule_region_planned, AutoOptions, Planned};
use tessera_transforms::schedule::model::find_regions;

use super::{at, Point};

/// The schedule time shown on a slice.
#[derive(Debug, Clone)]
pub struct ScheduleView {
    /// The time in the statement's loop (and parameter) names, e.g. `2*i + j`.
    pub expr: String,
    /// The time on the slice: `coeffs[0] * x + coeffs[1] * y + constant` (fixed loops and
    /// parameters substituted).
    pub coeffs: [i64; 2],
    /// Constant term on the slice.
    pub constant: i64,
    /// The statement (`S<id>` as `tessera schedule --print-schedule` numbers them) whose time
    /// is shown.
    pub stmt: usize,
    /// The schedule dimension of the outer time hyperplane.
    pub level: usize,
    /// With a wavefront: the two hyperplanes summed (texts); else empty.
    pub wavefront: Vec<String>,
    /// The tile sizes of the hyperplane's band (empty: not tiled).
    pub tiles: Vec<i64>,
    /// Statements of the nest whose time differs from the shown one on the slice, with why.
    pub disagree: Vec<String>,
    /// The time of each drawn point.
    pub times: BTreeMap<Point, i64>,
}

/// The slice drawn: the nest's root loop, the shown and fixed loops, the index arguments.
pub(super) struct Slice<'a> {
    /// The nest's outermost loop.
    pub root: LoopDim,
    /// The loops shown (horizontal, vertical).
    pub shown: &'a [LoopDim],
    /// The fixed loops and their values.
    pub fixed: &'a [(LoopDim, i64)],
    /// The function's index arguments and their values.
    pub args: &'a [(ValueId, i64)],
}

fn strip_name(m: &Module, v: ValueId) -> String {
    graph::value_name(m, v).trim_start_matches('%').to_string()
}

/// An affine expression as text: `2*i - j + 3`.
fn expr_text(terms: &[(i128, String)], constant: i128) -> String {
    let mut out = String::new();
    for (c, name) in terms.iter().filter(|(c, _)| *c != 0) {
        let a = c.unsigned_abs();
        if out.is_empty() {
            if *c < 0 {
                out.push('-');
            }
        } else {
            out.push_str(if *c < 0 { " - " } else { " + " });
        }
        if a != 1 {
            out.push_str(&format!("{a}*"));
        }
        out.push_str(name);
    }
    if out.is_empty() {
        return constant.to_string();
    }
    if constant > 0 {
        out.push_str(&format!(" + {constant}"));
    } else if constant < 0 {
        out.push_str(&format!(" - {}", constant.unsigned_abs()));
    }
    out
}

fn int(x: &Int) -> Result<i128, String> {
    x.to_i64()
        .map(i128::from)
        .ok_or_else(|| "a schedule coefficient does not fit in 64 bits".to_string())
}

/// One statement of the drawn nest, as the schedule sees it.
struct NestStmt {
    /// `S<id>`.
    id: usize,
    /// Enclosing loops, outermost first.
    loops: Vec<OpId>,
    /// Their induction variables' names.
    ivs: Vec<String>,
    /// The time row over `[ivs | params | 1]`.
    time: Vec<i128>,
    /// The schedule dimensions before the time's, without the iv columns (constants).
    prefix: Vec<Vec<Int>>,
}

/// The schedule of a nest, computed before its slice is enumerated.
pub(super) struct Prepared {
    /// The nest's statements, textual order.
    stmts: Vec<NestStmt>,
    /// The region's parameters and their names.
    params: Vec<(ValueId, String)>,
    /// The schedule dimension of the outer time hyperplane.
    level: usize,
    /// With a wavefront, the two summed hyperplanes of each statement (texts).
    wavefront: Vec<Vec<String>>,
    /// Tile sizes of the band.
    tiles: Vec<i64>,
}

/// The schedules `tessera schedule` applies, per region (keyed by its first op), or the reason
/// it keeps the region: the pictures of one report share them, so a region is scheduled once
/// however many nests it holds.
#[derive(Default)]
pub struct PlanCache(RefCell<HashMap<OpId, Result<Rc<Planned>, String>>>);

impl std::fmt::Debug for PlanCache {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "PlanCache({} regions)", self.0.borrow().len())
    }
}

impl PlanCache {
    /// The plan `tessera schedule` applies to `region` (code generation included, on a copy
    /// of the module), or why it keeps the region.
    fn get(&self, m: &Module, reg: &Registry, region: &[OpId]) -> Result<Rc<Planned>, String> {
        let key = region.first().copied();
        if let Some(hit) = key.and_then(|k| self.0.borrow().get(&k).cloned()) {
            return hit;
        }
        let mut copy = m.clone();
        let r = match schedule_region_planned(&mut copy, reg, region, &AutoOptions::default()) {
            (_, Some(p)) => Ok(Rc::new(p)),
            (r, None) => Err(r.kept.unwrap_or_default()),
        };
        if let Some(k) = key {
            self.0.borrow_mut().insert(k, r.clone());
        }
        r
    }
}

/// Computes the schedule `tessera schedule` would apply to the nest whose outermost loop is
/// `root`, and its outer time hyperplane; an error (located at `root`) when it applies none.
pub(super) fn prepare(
    file: &str,
    m: &Module,
    func: OpId,
    root: OpId,
    plans: &PlanCache,
) -> Result<Prepared, String> {
    let err = |msg: String| at(file, m, root, &msg);
    let reg = Registry::standard();
    let (regions, skipped) = find_regions(m, func);
    if let Some(u) = skipped.iter().find(|u| m.is_ancestor(u.op, root)) {
        return Err(err(format!(
            "--schedule: `tessera schedule` leaves this loop nest unscheduled: {}",
            u.reason
        )));
    }
    let region = regions
        .iter()
        .find(|r| r.iter().any(|&o| m.is_ancestor(o, root)))
        .ok_or_else(|| {
            err("--schedule: this loop nest is not in a region `tessera schedule` schedules (only loop nests directly in the function body are)".into())
        })?;
    let planned = plans.get(m, reg, region).map_err(|why| {
        err(format!(
            "--schedule: `tessera schedule` keeps this nest's region in its original order: {why}"
        ))
    })?;
    if planned.rewritten {
        return Err(err(
            "--schedule: `tessera schedule` rewrites this nest's region before scheduling it (loops of non-unit step normalised or scalars put through memory); its schedule is not drawn on the original loops".into(),
        ));
    }
    let (scop, sched, scan) = (&planned.scop, &planned.schedule, &planned.scan);
    let nest: Vec<usize> = (0..scop.stmts.len())
        .filter(|&s| scop.stmts[s].loops.contains(&root))
        .collect();
    if nest.is_empty() {
        return Err(err("--schedule: the nest has no statement (store)".into()));
    }
    let n_of = |s: usize| scop.stmts[s].depth();
    let varies = |s: usize, k: usize| sched.rows[s][k][..n_of(s)].iter().any(|x| !x.is_zero());
    let level = (0..sched.levels.len())
        .find(|&k| nest.iter().any(|&s| varies(s, k)))
        .ok_or_else(|| err("--schedule: the schedule is constant on this nest".into()))?;
    let band = scan
        .bands
        .iter()
        .find(|b| b.start <= level && level < b.start + b.width);
    // A diamond-tiled band's wavefront sums its first two tile hyperplanes, not the schedule's.
    let diamond = band
        .filter(|b| b.wavefront)
        .and_then(|b| b.diamond.as_ref().map(|d| (b.start, d)));
    let row_of = |s: usize, k: usize| match diamond {
        Some((start, d)) if k >= start && k - start < d[s].len() => &d[s][k - start],
        _ => &sched.rows[s][k],
    };
    let (used, tiles): (Vec<usize>, Vec<i64>) = match band {
        Some(b) if b.wavefront && b.diamond.is_some() && b.width >= 2 => {
            (vec![b.start, b.start + 1], b.tiles.clone())
        }
        Some(b) if b.wavefront && b.order.len() >= 2 => {
            (vec![b.order[0], b.order[1]], b.tiles.clone())
        }
        Some(b) => (vec![level], b.tiles.clone()),
        None => (vec![level], vec![]),
    };
    let np = scop.params.len();
    let params: Vec<(ValueId, String)> =
        scop.params.iter().map(|&p| (p, strip_name(m, p))).collect();
    let mut stmts = Vec::new();
    let mut wavefront = Vec::new();
    for &s in &nest {
        let st = &scop.stmts[s];
        let n = st.depth();
        let mut time = vec![0i128; n + np + 1];
        for &k in &used {
            for (x, y) in time.iter_mut().zip(row_of(s, k)) {
                *x += int(y).map_err(err)?;
            }
        }
        let ivs: Vec<String> = st.ivs.iter().map(|&x| strip_name(m, x)).collect();
        let names: Vec<String> = ivs
            .iter()
            .cloned()
            .chain(params.iter().map(|p| p.1.clone()))
            .collect();
        let text = |row: &[Int]| -> Result<String, String> {
            let terms = row[..row.len() - 1]
                .iter()
                .zip(&names)
                .map(|(c, x)| Ok((int(c)?, x.clone())))
                .collect::<Result<Vec<_>, String>>()?;
            Ok(expr_text(&terms, int(&row[row.len() - 1])?))
        };
        if used.len() == 2 {
            wavefront.push(
                used.iter()
                    .map(|&k| text(row_of(s, k)))
                    .collect::<Result<Vec<_>, _>>()
                    .map_err(err)?,
            );
        }
        stmts.push(NestStmt {
            id: st.id,
            loops: st.loops.clone(),
            ivs,
            time,
            prefix: (0..level).map(|k| sched.rows[s][k][n..].to_vec()).collect(),
        });
    }
    Ok(Prepared {
        stmts,
        params,
        level,
        wavefront,
        tiles,
    })
}

impl Prepared {
    /// A statement's time as text.
    fn text(&self, st: &NestStmt) -> String {
        let terms: Vec<(i128, String)> = st
            .time
            .iter()
            .zip(st.ivs.iter().chain(self.params.iter().map(|p| &p.1)))
            .map(|(&c, x)| (c, x.clone()))
            .collect();
        expr_text(&terms, st.time[st.time.len() - 1])
    }

    /// A statement's time on the slice: (x, y, constant) coefficients, or why it has none.
    fn reduce(&self, st: &NestStmt, sl: &Slice<'_>) -> Result<[i128; 3], String> {
        let n = st.loops.len();
        let mut c = [0i128; 3];
        for (j, &v) in st.time[..n].iter().enumerate().filter(|(_, v)| **v != 0) {
            let op = st.loops[j];
            if let Some(d) = sl.shown.iter().position(|l| l.op == op) {
                c[d] += v;
            } else if let Some((_, val)) = sl.fixed.iter().find(|(l, _)| l.op == op) {
                c[2] += v * i128::from(*val);
            } else {
                let name = &st.ivs[j];
                return Err(format!(
                    "depends on the loop {name}, neither shown nor fixed: give its value with --fix {name}=VALUE"
                ));
            }
        }
        for (p, &v) in st.time[n..n + self.params.len()].iter().enumerate() {
            if v == 0 {
                continue;
            }
            let (pv, pname) = &self.params[p];
            let val = sl
                .args
                .iter()
                .find(|(a, _)| a == pv)
                .map(|(_, val)| *val)
                .ok_or_else(|| format!("depends on %{pname}, whose value is not known"))?;
            c[2] += v * i128::from(val);
        }
        c[2] += st.time[st.time.len() - 1];
        Ok(c)
    }

    /// The time of every point of the slice (see the module documentation for the choices).
    pub(super) fn view(
        &self,
        file: &str,
        m: &Module,
        sl: &Slice<'_>,
        points: &BTreeSet<Point>,
    ) -> Result<ScheduleView, String> {
        let err = |msg: String| at(file, m, sl.root.op, &msg);
        let r = self
            .stmts
            .iter()
            .position(|st| st.time[..st.loops.len()].iter().any(|&c| c != 0))
            .unwrap_or(0);
        let reference = &self.stmts[r];
        let expr = self.text(reference);
        let [cx, cy, c0] = self.reduce(reference, sl).map_err(|e| {
            err(format!(
                "--schedule: the schedule time of S{} ({expr}) {e}",
                reference.id
            ))
        })?;
        let mut disagree = Vec::new();
        for st in self.stmts.iter().filter(|st| st.id != reference.id) {
            if let Some(k) = (0..self.level).find(|&k| st.prefix[k] != reference.prefix[k]) {
                disagree.push(format!(
                    "S{} is run apart from S{} (dimension {k})",
                    st.id, reference.id
                ));
                continue;
            }
            let t = self.text(st);
            match self.reduce(st, sl) {
                Ok(c) if c == [cx, cy, c0] => {}
                Ok(_) => disagree.push(format!("S{} has t = {t}", st.id)),
                Err(e) => disagree.push(format!("S{}'s time {t} {e}", st.id)),
            }
        }
        let fits = |v: i128| {
            i64::try_from(v).map_err(|_| err("--schedule: a time does not fit in 64 bits".into()))
        };
        let mut times = BTreeMap::new();
        for &(x, y) in points {
            let t = cx * i128::from(x) + cy * i128::from(y) + c0;
            times.insert((x, y), fits(t)?);
        }
        Ok(ScheduleView {
            expr,
            coeffs: [fits(cx)?, fits(cy)?],
            constant: fits(c0)?,
            stmt: reference.id,
            level: self.level,
            wavefront: self.wavefront.get(r).cloned().unwrap_or_default(),
            tiles: self.tiles.clone(),
            disagree,
            times,
        })
    }
}

/// The caption lines of a schedule's shading, `axes` naming the shown loops.
pub fn caption(v: &ScheduleView, axes: &[String; 2]) -> Vec<String> {
    let ax: Vec<String> = axes
        .iter()
        .map(|a| a.trim_start_matches('%').to_string())
        .collect();
    let on_slice = expr_text(
        &[
            (i128::from(v.coeffs[0]), ax[0].clone()),
            (i128::from(v.coeffs[1]), ax[1].clone()),
        ],
        i128::from(v.constant),
    );
    // The time is `t` unless a loop or parameter is.
    let t = if v
        .expr
        .split(|c: char| !(c.is_alphanumeric() || c == '_'))
        .any(|w| w == "t")
    {
        "time"
    } else {
        "t"
    };
    let mut out = vec![if t == "t" {
        format!("shading: schedule time t = {}", v.expr)
    } else {
        format!("shading: schedule time = {}", v.expr)
    }];
    if on_slice != v.expr {
        out.push(format!("on this slice: {t} = {on_slice}"));
    }
    if v.wavefront.is_empty() {
        out.push(format!(
            "= S{}'s schedule dimension {} (tessera schedule)",
            v.stmt, v.level
        ));
    } else {
        out.push(format!(
            "= ({}) + ({}): S{}'s band wavefront",
            v.wavefront[0], v.wavefront[1], v.stmt
        ));
        out.push("(tessera schedule's wavefront sum)".into());
    }
    if !v.tiles.is_empty() {
        let t: Vec<String> = v.tiles.iter().map(|x| x.to_string()).collect();
        out.push(format!(
            "band tiled {}{}",
            t.join("x"),
            if v.wavefront.is_empty() {
                ""
            } else {
                ": tiles run by this wavefront"
            }
        ));
    }
    if !v.disagree.is_empty() {
        out.push(format!(
            "statements disagree; shaded by S{}'s time:",
            v.stmt
        ));
        out.extend(v.disagree.iter().map(|d| format!("- {d}")));
    }
    out
}
