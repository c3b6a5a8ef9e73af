//! `affine-optimize{measure=ENTRY}`: the candidates of a function timed instead of estimated.
//!
//! The cost guard estimates, per region, whether the schedule beats the original order; its
//! model does not rank every schedule right (a tiled stencil schedule against the untiled one,
//! above all). With `measure=ENTRY` the pass builds, for each function it optimises, the
//! candidates — the original function, the optimiser's output as the guard estimates it
//! (each region scheduled or kept), its output without the guard, the same tiled by each of
//! `measure-tile-sizes`, diamond-tiled (when parallel loops are on and `diamond` is not
//! already), tiled twice (a second level of 8 tiles per group, unless `second-level=on`) and
//! (when tiling is on) untiled — each in a copy of the module, times
//! the entry function's run of each copy with the driver's [`Measure`] (each candidate
//! prepared once and warmed up, then one run of each per round for `measure-runs` rounds, so
//! that a drift of the machine's speed falls on all alike; the best run counts), and keeps the
//! fastest; a candidate whose module text equals an earlier one's is not timed again. A remark
//! at the function gives the times. The choice is per function (the guard's is per region),
//! and only as good as the measurement: the entry's run must reach the function with the
//! sizes the user cares about. When a candidate cannot be timed (the entry takes arguments
//! the measurer cannot fill, the backend refuses the module), a remark says why and the
//! estimate decides as without `measure`.

use tessera_ir::{print, Module, OpId, PrintOptions};

use crate::schedule::tile_l2::SecondLevel;

use super::optimize::{Measured, Optimize, PASS};
use crate::error::TransformError;
use crate::pass::{Measure, MeasuredRun, PassContext, Remark};

/// One candidate: its name, its module and the remarks building it gave.
struct Candidate {
    name: String,
    module: Module,
    remarks: Vec<Remark>,
    /// The modules its refusals were computed on, when the caller keeps them
    /// ([`PassContext::snapshots`]), indexed by remark.
    snapshots: Option<Vec<(usize, Module)>>,
    text: String,
}

/// Runs the measured choice on `func` (see the module documentation).
pub(crate) fn run(
    pass: &Optimize,
    how: &Measured,
    meas: &dyn Measure,
    m: &mut Module,
    func: OpId,
    ctx: &mut PassContext<'_>,
) -> Result<(), TransformError> {
    let reg = ctx.registry;
    let text = |x: &Module| print(x, reg, PrintOptions::default());
    // The optimiser's output as the guard decides, then with the guard off, tiled as
    // configured and untiled.
    let mut unguarded = pass.clone();
    unguarded.measure = None;
    if let Some(s) = &mut unguarded.schedule {
        s.guard = false;
    }
    let mut guarded = pass.clone();
    guarded.measure = None;
    let mut variants: Vec<(String, Option<Optimize>)> = vec![
        ("original order".into(), None),
        ("estimated choice".into(), Some(guarded)),
        ("schedule".into(), Some(unguarded.clone())),
    ];
    if unguarded.schedule.as_ref().is_some_and(|s| s.tile.tile) {
        for &t in &how.tile_sizes {
            let mut v = unguarded.clone();
            if let Some(s) = v.schedule.as_mut() {
                s.tile.sizes = vec![t];
                s.tile.model = false;
            }
            variants.push((format!("schedule tiled by {t}"), Some(v)));
        }
    }
    if unguarded
        .schedule
        .as_ref()
        .is_some_and(|s| s.tile.tile && s.tile.parallel && !s.tile.diamond)
    {
        let mut v = unguarded.clone();
        if let Some(s) = v.schedule.as_mut() {
            s.tile.diamond = true;
        }
        variants.push(("diamond-tiled schedule".into(), Some(v)));
    }
    if unguarded
        .schedule
        .as_ref()
        .is_some_and(|s| s.tile.tile && !matches!(s.tile.second_level, SecondLevel::Ratios(_)))
    {
        let mut v = unguarded.clone();
        if let Some(s) = v.schedule.as_mut() {
            s.tile.second_level = SecondLevel::Ratios(vec![8]);
        }
        variants.push(("schedule tiled twice".into(), Some(v)));
    }
    if let Some(s) = unguarded.schedule.as_mut().filter(|s| s.tile.tile) {
        s.tile.tile = false;
        variants.push(("untiled schedule".into(), Some(unguarded.clone())));
    }
    let mut cands: Vec<Candidate> = vec![];
    for (name, v) in variants {
        let mut c = m.clone();
        let mut sub = PassContext::new(reg);
        if ctx.snapshots.is_some() {
            sub = sub.keep_snapshots();
        }
        if let Some(v) = v {
            v.optimize(&mut c, func, &mut sub)?;
        }
        let t = text(&c);
        cands.push(Candidate {
            name,
            module: c,
            remarks: sub.remarks,
            snapshots: sub.snapshots,
            text: t,
        });
    }
    let pos = m.op(func).pos;
    let fname = m
        .op(func)
        .attr("sym_name")
        .and_then(|a| a.as_str())
        .unwrap_or("?")
        .to_string();
    // Nothing to choose: every candidate is the original.
    if cands.iter().all(|c| c.text == cands[0].text) {
        return pass_estimated(pass, m, func, ctx);
    }
    // Each distinct candidate prepared once, warmed up, then timed in turns (one run of each
    // per round), so that a drift of the machine's speed falls on all of them alike.
    let distinct: Vec<usize> = (0..cands.len())
        .map(|i| {
            (0..=i)
                .find(|&j| cands[j].text == cands[i].text)
                .unwrap_or(i)
        })
        .collect();
    let mut runs: Vec<Option<Box<dyn MeasuredRun + '_>>> = vec![];
    let mut best = vec![f64::INFINITY; cands.len()];
    let mut failed: Option<(usize, String)> = None;
    for (i, c) in cands.iter().enumerate() {
        if distinct[i] != i {
            runs.push(None);
            continue;
        }
        match meas
            .prepare(&c.module, &how.entry, how.threads)
            .and_then(|mut r| r.seconds().map(|_| r))
        {
            Ok(r) => runs.push(Some(r)),
            Err(e) => {
                failed = Some((i, e));
                break;
            }
        }
    }
    for _ in 0..how.runs {
        if failed.is_some() {
            break;
        }
        for (i, r) in runs.iter_mut().enumerate() {
            let Some(r) = r else { continue };
            match r.seconds() {
                Ok(t) => best[i] = best[i].min(t),
                Err(e) => {
                    failed = Some((i, e));
                    break;
                }
            }
        }
    }
    drop(runs);
    if let Some((i, e)) = failed {
        let first = e.lines().next().unwrap_or("").to_string();
        ctx.remark(
            PASS,
            pos,
            format!(
                "cannot measure @{fname} through @{} ({} did not run: {first}); the cost guard's estimate decides",
                how.entry, cands[i].name
            ),
        );
        return pass_estimated(pass, m, func, ctx);
    }
    let times: Vec<f64> = (0..cands.len()).map(|i| best[distinct[i]]).collect();
    // The fastest; on equal times the earlier (the original first).
    let best = (0..cands.len())
        .min_by(|&a, &b| times[a].total_cmp(&times[b]).then(a.cmp(&b)))
        .unwrap_or(0);
    let listed: Vec<String> = cands
        .iter()
        .zip(&times)
        .map(|(c, t)| format!("{} {}", c.name, seconds(*t)))
        .collect();
    let chosen = cands.swap_remove(best);
    let at = ctx.remarks.len();
    ctx.remarks.extend(chosen.remarks);
    if let (Some(all), Some(own)) = (&mut ctx.snapshots, chosen.snapshots) {
        all.extend(own.into_iter().map(|(i, sm)| (at + i, sm)));
    }
    ctx.remark(
        PASS,
        pos,
        format!(
            "measured @{fname} through @{} (best of {}, {} thread{}): {}: kept the {}",
            how.entry,
            how.runs,
            how.threads,
            if how.threads == 1 { "" } else { "s" },
            listed.join(", "),
            chosen.name
        ),
    );
    *m = chosen.module;
    Ok(())
}

/// The pass as without `measure` (the cost guard's estimate).
fn pass_estimated(
    pass: &Optimize,
    m: &mut Module,
    func: OpId,
    ctx: &mut PassContext<'_>,
) -> Result<(), TransformError> {
    pass.optimize(m, func, ctx)
}

/// A duration given in seconds, with three decimals in the unit that suits it.
fn seconds(s: f64) -> String {
    if s >= 1.0 {
        format!("{s:.3} s")
    } else if s >= 1e-3 {
        format!("{:.3} ms", s * 1e3)
    } else {
        format!("{:.3} us", s * 1e6)
    }
}
