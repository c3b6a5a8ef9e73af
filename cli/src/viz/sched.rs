//! `tessera viz --schedule`: the time steps of the schedule `tessera schedule` computes, on the
//! drawn slice.
//!
//! The schedule is computed exactly as `tessera schedule FILE` does with its default options
//! ([`AutoOptions::default`]): the nest's region is scheduled once on a copy of the module to
//! learn whether `tessera schedule` applies it (a region it keeps, or a nest it leaves out, is
//! an error carrying the scheduler's reason), then modelled and planned again on the module
//! itself ([`plan`], deterministic) to read the hyperplanes before tiling.
//!
//! The time of a drawn point is the schedule's *outer time hyperplane*: the outermost schedule
//! dimension that is not constant for the nest's statements; when the scheduler applied a
//! wavefront to that dimension's band, the sum of the band's first two hyperplanes (in the
//! scheduler's order), the sum its wavefront uses for the tile loops. The time is taken from the
//! first statement of the nest (textual order) whose time is not constant; when another
//! statement's time differs on the slice (as a function of the shown coordinates, fixed loops
//! and parameters substituted) or the schedule orders the statements apart before that
//! dimension, the point is still shaded by the first statement's time and the caption says which
//! statements disagree (a point is an iteration of the nest, not of one statement). A time
//! depending on a loop neither shown nor fixed is refused (fix it with `--fix`); a fixed loop's
//! value is substituted.

use std::collections::{BTreeMap, BTreeSet};

use tessera_dependence::graph;
use tessera_dependence::model::LoopDim;
use tessera_ir::{Module, OpId, Registry, ValueId};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_transforms::schedule::driver::{plan, schedule_region, AutoOptions};
use tessera_transforms::schedule::model::{build_scop, find_regions};

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

/// Computes the schedule time of every point of the slice.
pub(super) fn view(
    file: &str,
    m: &Module,
    func: OpId,
    sl: &Slice<'_>,
    points: &BTreeSet<Point>,
) -> Result<ScheduleView, String> {
    let err = |msg: String| at(file, m, sl.root.op, &msg);
    let reg = Registry::standard();
    let opts = AutoOptions::default();
    let (regions, skipped) = find_regions(m, func);
    if let Some(u) = skipped.iter().find(|u| m.is_ancestor(u.op, sl.root.op)) {
        return Err(err(format!(
            "--schedule: `tessera schedule` leaves this loop nest unscheduled: {}",
            u.reason
        )));
    }
    let region = regions
        .iter()
        .find(|r| r.iter().any(|&o| m.is_ancestor(o, sl.root.op)))
        .ok_or_else(|| {
            err("--schedule: this loop nest is not in a region `tessera schedule` schedules (only loop nests directly in the function body are)".into())
        })?;
    // Does `tessera schedule` apply the region's schedule? (Code generation included.)
    let mut copy = m.clone();
    let report = schedule_region(&mut copy, reg, region, &opts);
    if let Some(why) = report.kept {
        return Err(err(format!(
            "--schedule: `tessera schedule` keeps this nest's region in its original order: {why}"
        )));
    }
    let mut budget = Budget::new(opts.budget);
    let scop = build_scop(m, reg, region, &mut budget).map_err(|u| {
        err(format!(
            "--schedule: the region cannot be modelled: {}",
            u.reason
        ))
    })?;
    let (sched, scan) = plan(&scop, &opts, &mut budget)
        .map_err(|e| err(format!("--schedule: scheduling failed: {e}")))?;
    let nest: Vec<usize> = (0..scop.stmts.len())
        .filter(|&s| scop.stmts[s].loops.contains(&sl.root.op))
        .collect();
    if nest.is_empty() {
        return Err(err("--schedule: the nest has no statement (store)".into()));
    }
    let n_of = |s: usize| scop.stmts[s].depth();
    let varies = |s: usize, k: usize| sched.rows[s][k][..n_of(s)].iter().any(|x| !x.is_zero());
    let nlevels = sched.levels.len();
    let level = (0..nlevels)
        .find(|&k| nest.iter().any(|&s| varies(s, k)))
        .ok_or_else(|| err("--schedule: the schedule is constant on this nest".into()))?;
    let band = scan
        .bands
        .iter()
        .find(|b| b.start <= level && level < b.start + b.width);
    let (used, tiles): (Vec<usize>, Vec<i64>) = match band {
        Some(b) if b.wavefront && b.order.len() >= 2 => {
            (vec![b.order[0], b.order[1]], b.tiles.clone())
        }
        Some(b) => (vec![level], b.tiles.clone()),
        None => (vec![level], vec![]),
    };
    let np = scop.params.len();
    // A statement's time row over [ivs | params | 1].
    let time_row = |s: usize| -> Vec<Int> {
        let n = n_of(s);
        let mut r = vec![Int::zero(); n + np + 1];
        for &k in &used {
            for (x, y) in r.iter_mut().zip(&sched.rows[s][k]) {
                *x = &*x + y;
            }
        }
        r
    };
    let names = |s: usize| -> Vec<String> {
        let mut v: Vec<String> = scop.stmts[s]
            .ivs
            .iter()
            .map(|&x| strip_name(m, x))
            .collect();
        v.extend(scop.params.iter().map(|&p| strip_name(m, p)));
        v
    };
    let text = |s: usize, row: &[Int]| -> Result<String, String> {
        let nm = names(s);
        let terms = row[..row.len() - 1]
            .iter()
            .zip(&nm)
            .map(|(c, x)| Ok((int(c)?, x.clone())))
            .collect::<Result<Vec<_>, String>>()?;
        Ok(expr_text(&terms, int(&row[row.len() - 1])?))
    };
    // A time row on the slice: (x, y, constant) coefficients, or why it cannot be.
    let reduce = |s: usize, row: &[Int]| -> Result<(i128, i128, i128), String> {
        let st = &scop.stmts[s];
        let n = st.depth();
        let mut c = [0i128; 3];
        for (j, x) in row[..n].iter().enumerate() {
            let v = int(x)?;
            if v == 0 {
                continue;
            }
            let op = st.loops[j];
            if let Some(d) = sl.shown.iter().position(|l| l.op == op) {
                c[d] += v;
            } else if let Some((_, val)) = sl.fixed.iter().find(|(l, _)| l.op == op) {
                c[2] += v * i128::from(*val);
            } else {
                return Err(format!(
                    "it depends on the loop {}, neither shown nor fixed: give its value with --fix {}=VALUE",
                    strip_name(m, st.ivs[j]),
                    strip_name(m, st.ivs[j])
                ));
            }
        }
        for (p, x) in row[n..n + np].iter().enumerate() {
            let v = int(x)?;
            if v == 0 {
                continue;
            }
            let pv = scop.params[p];
            let val = sl
                .args
                .iter()
                .find(|(a, _)| *a == pv)
                .map(|(_, val)| *val)
                .ok_or_else(|| {
                    format!(
                        "it depends on %{}, whose value is not known",
                        strip_name(m, pv)
                    )
                })?;
            c[2] += v * i128::from(val);
        }
        c[2] += int(&row[n + np])?;
        Ok((c[0], c[1], c[2]))
    };
    let reference = nest
        .iter()
        .copied()
        .find(|&s| time_row(s)[..n_of(s)].iter().any(|x| !x.is_zero()))
        .unwrap_or(nest[0]);
    let ref_row = time_row(reference);
    let expr = text(reference, &ref_row).map_err(err)?;
    let (cx, cy, c0) = reduce(reference, &ref_row).map_err(|e| {
        err(format!(
            "--schedule: the schedule time of S{} is t = {expr}: {e}",
            scop.stmts[reference].id
        ))
    })?;
    let mut disagree = Vec::new();
    for &s in nest.iter().filter(|&&s| s != reference) {
        let id = scop.stmts[s].id;
        let apart = (0..level).find(|&k| {
            sched.rows[s][k][n_of(s)..] != sched.rows[reference][k][n_of(reference)..]
        });
        if let Some(k) = apart {
            disagree.push(format!(
                "S{id} is ordered apart from S{} (dimension {k})",
                scop.stmts[reference].id
            ));
            continue;
        }
        let row = time_row(s);
        let t = text(s, &row).map_err(err)?;
        match reduce(s, &row) {
            Ok(r) if r == (cx, cy, c0) => {}
            Ok(_) => disagree.push(format!("S{id} has t = {t}")),
            Err(e) => disagree.push(format!("S{id} has t = {t}: {e}")),
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
    let wavefront = if used.len() == 2 {
        used.iter()
            .map(|&k| text(reference, &sched.rows[reference][k]))
            .collect::<Result<Vec<_>, _>>()
            .map_err(err)?
    } else {
        vec![]
    };
    Ok(ScheduleView {
        expr,
        coeffs: [fits(cx)?, fits(cy)?],
        constant: fits(c0)?,
        stmt: scop.stmts[reference].id,
        level,
        wavefront,
        tiles,
        disagree,
        times,
    })
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
    let mut out = vec![format!("shading: schedule time {t} = {}", v.expr)];
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
    for d in &v.disagree {
        out.push(format!("shaded by S{}'s time: {d}", v.stmt));
    }
    out
}
