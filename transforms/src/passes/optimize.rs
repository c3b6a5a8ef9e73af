//! `affine-optimize`: the whole optimiser in one pass, as a user runs `-O`: contractions
//! through `affine-matmul-opt` (packed panels and a register-tiled vector micro-kernel), then
//! every other affine region through `affine-auto-schedule` (verified schedule, tiling,
//! intra-tile order, parallel loops) behind its cost guard ([`crate::schedule::cost`]): a
//! region whose schedule is not estimated faster keeps its original order.
//!
//! Bit-identical to the input by default (the micro-kernel keeps each sum's order; `fma=true`
//! allows one rounding per multiply-add there). Remarks: the contractions optimised, and every
//! refusal of either step, except the two that only say a step does not apply — a store that
//! is not a contraction (the scheduler takes it), and a nest the scheduler does not model
//! because it is the micro-kernel the first step produced.
//!
//! Options: `contractions` (default true), `schedule` (default true), `fma` (false),
//! `parallel` (true: parallel loops in both steps), and the scheduler's `tile`, `tile-sizes`,
//! `tile-model` (default true here: sizes from the cache model), `fuse`, `max-coefficient`,
//! `full-tiles`, `unroll-jam`, `intra-tile`, `diamond`, `second-level` (default `model` here:
//! a second tiling level where the data outgrows the last-level cache), `second-level-ratios`,
//! `guard` (default true here),
//! `guard-size` and `dataflow`.

use std::collections::HashSet;

use tessera_ir::{Module, OpId};

use crate::error::TransformError;
use crate::matmul::{self, MatmulOpt};
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::registry::PassInfo;
use crate::schedule::driver::AutoOptions;
use crate::schedule::pass as sched;
use crate::schedule::pass::AutoSchedule;

/// Pass name.
pub const PASS: &str = "affine-optimize";

/// Options: its own, `affine-matmul-opt`'s `fma` and `parallel`, and the scheduler's (the
/// cost guard on by default here).
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::flag(
        "contractions",
        true,
        "contractions (gemm-like nests) through affine-matmul-opt",
    ),
    OptionDef::flag(
        "schedule",
        true,
        "every other region through affine-auto-schedule",
    ),
    matmul::FMA,
    matmul::PARALLEL,
    sched::TILE,
    sched::TILE_SIZES,
    sched::tile_model(true),
    sched::FUSE,
    sched::MAX_COEFFICIENT,
    sched::FULL_TILES,
    sched::UNROLL_JAM,
    sched::INTRA_TILE,
    sched::DIAMOND,
    sched::second_level("model"),
    sched::SECOND_LEVEL_RATIOS,
    OptionDef::flag(
        "guard",
        true,
        "the scheduler's cost guard: keep a region's original order unless its schedule is estimated faster",
    ),
    sched::GUARD_SIZE,
    sched::DATAFLOW,
    OptionDef::text(
        "measure",
        None,
        "time each function's candidates (original order, the estimated choice, schedule, untiled schedule) by running this entry function, and keep the fastest",
    ),
    OptionDef::int("measure-runs", 1, Some("3"), "with measure: timed runs per candidate (the best counts)"),
    OptionDef::int(
        "measure-threads",
        1,
        Some("1"),
        "with measure: threads for parallel loops while timing",
    ),
    OptionDef::int_list(
        "measure-tile-sizes",
        1,
        None,
        "with measure: also time the schedule tiled by each of these sizes (every band loop)",
    ),
];

/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "the whole optimiser (`tessera opt -O`): contractions through affine-matmul-opt, every other region through affine-auto-schedule",
    options: OPTIONS,
    create,
};

/// The pass.
#[derive(Clone)]
pub struct Optimize {
    /// The contraction step, if enabled.
    pub matmul: Option<MatmulOpt>,
    /// The scheduling step, if enabled.
    pub schedule: Option<AutoOptions>,
    /// Measure the candidates instead of estimating: how (see [`Measured`]).
    pub measure: Option<Measured>,
}

/// How `affine-optimize{measure=ENTRY}` times its candidates.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Measured {
    /// The function whose run is timed (the whole program, for PolyBench's `main`).
    pub entry: String,
    /// Timed runs per candidate (the best counts).
    pub runs: usize,
    /// Threads for parallel loops.
    pub threads: usize,
    /// Further tile sizes whose schedules are candidates too.
    pub tile_sizes: Vec<i64>,
}

/// Builds the pass from its options.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(Optimize::from_options(o)?))
}

impl Optimize {
    /// Reads the options.
    pub fn from_options(o: &Options) -> Result<Optimize, TransformError> {
        let with_prefix = |e: TransformError| TransformError {
            message: format!("{PASS}: {}", e.message),
            ..e
        };
        // Each step reads its own options from ours (see `OPTIONS`).
        let matmul = if o.flag("contractions") {
            Some(MatmulOpt::from_options(o).map_err(with_prefix)?)
        } else {
            None
        };
        let schedule = if o.flag("schedule") {
            Some(sched::parse_options(o).map_err(with_prefix)?)
        } else {
            None
        };
        let measure = o
            .text("measure")
            .filter(|e| !e.is_empty())
            .map(|e| Measured {
                entry: e.trim_start_matches('@').to_string(),
                runs: o.int("measure-runs").unwrap_or(3).max(1) as usize,
                threads: o.int("measure-threads").unwrap_or(1).max(1) as usize,
                tile_sizes: o.int_list("measure-tile-sizes").unwrap_or_default(),
            });
        Ok(Optimize {
            matmul,
            schedule,
            measure,
        })
    }
}

/// The top-level ops of `func`'s body.
fn top_level(m: &Module, func: OpId) -> Vec<OpId> {
    m.op(func)
        .regions
        .first()
        .and_then(|&r| m.region(r).blocks.first())
        .map(|&b| m.block(b).ops.clone())
        .unwrap_or_default()
}

/// Whether the nest under `op` holds vector code (the micro-kernel of a contraction).
fn holds_vector_code(m: &Module, op: OpId) -> bool {
    m.walk(op).into_iter().any(|o| {
        let n = m.op(o).name.as_str();
        n.starts_with("vector.") || n == "affine.vector_load" || n == "affine.vector_store"
    })
}

impl Pass for Optimize {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        match (&self.measure, ctx.measure) {
            (None, _) => self.optimize(m, func, ctx),
            (Some(how), Some(meas)) => super::optimize_measure::run(self, how, meas, m, func, ctx),
            (Some(how), None) => Err(TransformError::new(format!(
                "{PASS}: measure={} needs a driver that runs code (`tessera opt` times with the C backend or the JIT)",
                how.entry
            ))),
        }
    }
}

impl Optimize {
    /// The two steps on `func`, the cost guard deciding where the scheduler's output is kept.
    pub(crate) fn optimize(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let before: HashSet<OpId> = top_level(m, func).into_iter().collect();
        let mut kernels: HashSet<tessera_ir::Pos> = HashSet::new();
        if let Some(mm) = &self.matmul {
            let from = ctx.remarks.len();
            mm.run_on_function(m, func, ctx)?;
            ctx.retain_remarks_from(from, |r| {
                !r.message.starts_with("not optimised: not a contraction")
            });
            for op in top_level(m, func) {
                if !before.contains(&op) && holds_vector_code(m, op) {
                    kernels.extend(m.op(op).pos);
                }
            }
        }
        if let Some(opts) = &self.schedule {
            let from = ctx.remarks.len();
            AutoSchedule(opts.clone()).run_on_function(m, func, ctx)?;
            ctx.retain_remarks_from(from, |r| {
                !(r.message.starts_with("loop nest left unscheduled")
                    && r.pos.is_some_and(|p| kernels.contains(&p)))
            });
        }
        Ok(())
    }
}
