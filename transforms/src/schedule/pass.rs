//! The `affine-auto-schedule` pass: [`super::driver::auto_schedule`] on every function, a remark
//! for every region kept as it was and every nest left out.

use tessera_ir::{Module, OpId};

use super::driver::{auto_schedule, AutoOptions};
use super::pluto::Fuse;
use super::tile_l2::SecondLevel;
use crate::error::TransformError;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::registry::PassInfo;

/// Pass name.
pub const PASS: &str = "affine-auto-schedule";

/// `tile`.
pub const TILE: OptionDef = OptionDef::flag("tile", true, "tile the permutable bands");
/// `tile-sizes`.
pub const TILE_SIZES: OptionDef = OptionDef::int_list(
    "tile-sizes",
    1,
    Some("32"),
    "tile sizes of each permutable band, outermost first (the last repeats)",
);
/// `tile-model` with its default (off here; `affine-optimize` turns it on).
pub const fn tile_model(default: bool) -> OptionDef {
    OptionDef::flag(
        "tile-model",
        default,
        "tile sizes per band from the cache model, starting from tile-sizes (off when tile-sizes is given, unless set)",
    )
}
/// `tile-model`.
pub const TILE_MODEL: OptionDef = tile_model(false);
/// `parallel`.
pub const PARALLEL: OptionDef = OptionDef::flag(
    "parallel",
    true,
    "mark the loops the schedule makes parallel (affine.parallel)",
);
/// `fuse`.
pub const FUSE: OptionDef = OptionDef::choice(
    "fuse",
    &["none", "smart", "max", "nofuse", "smartfuse", "maxfuse"],
    Some("smart"),
    "fusion policy, as Pluto's --nofuse/--smartfuse/--maxfuse",
);
/// `max-coefficient`.
pub const MAX_COEFFICIENT: OptionDef = OptionDef::int(
    "max-coefficient",
    1,
    Some("4"),
    "largest hyperplane coefficient the search tries",
);
/// `full-tiles`.
pub const FULL_TILES: OptionDef = OptionDef::flag(
    "full-tiles",
    false,
    "separate full tiles (constant trip counts, no min/max) from partial ones; on with unroll-jam > 1 unless given",
);
/// `unroll-jam`.
pub const UNROLL_JAM: OptionDef = OptionDef::int(
    "unroll-jam",
    1,
    Some("1"),
    "register tiling: unroll-and-jam the outer point loops of full tiles by this factor (at most 16)",
);
/// `intra-tile`.
pub const INTRA_TILE: OptionDef = OptionDef::flag(
    "intra-tile",
    true,
    "intra-tile order: the point loop of least estimated cost innermost (false: the schedule's order)",
);
/// `diamond`.
pub const DIAMOND: OptionDef = OptionDef::flag(
    "diamond",
    false,
    "diamond tiling (Pluto's concurrent start) of stencil bands whose tiles would start in a pipeline (off by default: measured, it pays on heat-3d at two threads only)",
);
/// `second-level` with its default (`off` here, as Pluto's `--second-level-tile`; `model` in
/// `affine-optimize`).
pub const fn second_level(default: &'static str) -> OptionDef {
    OptionDef::choice(
        "second-level",
        &["off", "on", "model"],
        Some(default),
        "a second tiling level: off, on (every tiled band, by second-level-ratios) or model (the bands and ratios the cost model estimates faster)",
    )
}
/// `second-level`.
pub const SECOND_LEVEL: OptionDef = second_level("off");
/// `second-level-ratios`.
pub const SECOND_LEVEL_RATIOS: OptionDef = OptionDef::int_list(
    "second-level-ratios",
    1,
    Some("8"),
    "with second-level=on: first-level tiles per second-level tile along each band loop (the last repeats)",
);
/// `guard-size`.
pub const GUARD_SIZE: OptionDef = OptionDef::int(
    "guard-size",
    1,
    Some("1000"),
    "the value the cost guard assumes for every size parameter",
);
/// `dataflow`.
pub const DATAFLOW: OptionDef = OptionDef::flag(
    "dataflow",
    false,
    "after scheduling, loops left sequential only by temporaries get private copies (value-based dataflow)",
);

/// Options.
pub const OPTIONS: &[OptionDef] = &[
    TILE,
    TILE_SIZES,
    TILE_MODEL,
    PARALLEL,
    FUSE,
    MAX_COEFFICIENT,
    FULL_TILES,
    UNROLL_JAM,
    INTRA_TILE,
    DIAMOND,
    SECOND_LEVEL,
    SECOND_LEVEL_RATIOS,
    OptionDef::flag(
        "guard",
        false,
        "the cost guard: keep a region's original order unless its schedule is estimated faster",
    ),
    GUARD_SIZE,
    DATAFLOW,
];

/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "Pluto-class automatic scheduling: exact dependences, verified schedule, tiling, parallel loops",
    options: OPTIONS,
    create,
};

/// The scheduler's options from checked pass options (`tile=false`, `tile-sizes=32,64`,
/// `tile-model=true` (sizes from the cache model, [`super::tile_sizes`]),
/// `parallel=false`, `fuse=none|smart|max`, `max-coefficient=N`, `full-tiles=true`,
/// `unroll-jam=N`, `diamond=true` (diamond tiling, [`super::diamond`]), `second-level=on|model`
/// and `second-level-ratios=8` ([`super::tile_l2`]), `guard=true` (the cost
/// guard, [`super::cost`]), `guard-size=N` (the parameter value it assumes), `dataflow=true`
/// (privatisation, [`AutoOptions::dataflow`])).
/// `affine-optimize`, `tessera schedule` and the Python `tessera.schedule` read their
/// scheduler options through this too.
pub fn parse_options(o: &Options) -> Result<AutoOptions, TransformError> {
    let mut a = AutoOptions::default();
    a.tile.tile = o.flag("tile");
    if let Some(s) = o.int_list("tile-sizes") {
        a.tile.sizes = s;
    }
    // Sizes the user gives are kept unless the model is asked for too.
    a.tile.model = o.flag("tile-model") && (o.given("tile-model") || !o.given("tile-sizes"));
    a.tile.parallel = o.flag("parallel");
    let u = o.int("unroll-jam").unwrap_or(1);
    a.tile.unroll_jam = u.min(16);
    // Register tiling applies to full tiles: on unless said otherwise.
    a.tile.full_tiles = if o.given("full-tiles") {
        o.flag("full-tiles")
    } else {
        u > 1
    };
    a.tile.intra_tile = o.flag("intra-tile");
    a.tile.diamond = o.flag("diamond");
    a.tile.second_level = match o.text("second-level") {
        Some("on") => SecondLevel::Ratios(o.int_list("second-level-ratios").unwrap_or(vec![8])),
        Some("model") => SecondLevel::Model,
        _ => SecondLevel::Off,
    };
    a.guard = o.flag("guard");
    if let Some(n) = o.int("guard-size") {
        a.guard_size = n.min(1 << 30);
    }
    a.dataflow = o.flag("dataflow");
    if let Some(f) = o.text("fuse") {
        a.pluto.fuse = parse_fuse(f).ok_or_else(|| {
            TransformError::at(
                None,
                format!("{PASS}: fuse must be none, smart or max (got '{f}')"),
            )
        })?;
    }
    if let Some(c) = o.int("max-coefficient") {
        a.pluto.max_coeff = c.min(1 << 20);
        a.tile.max_coeff = a.pluto.max_coeff;
    }
    Ok(a)
}

/// `none`, `smart` or `max`.
pub fn parse_fuse(s: &str) -> Option<Fuse> {
    match s {
        "none" | "nofuse" => Some(Fuse::None),
        "smart" | "smartfuse" => Some(Fuse::Smart),
        "max" | "maxfuse" => Some(Fuse::Max),
        _ => None,
    }
}

/// The pass.
pub struct AutoSchedule(pub AutoOptions);

/// Builds the pass.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(AutoSchedule(parse_options(o)?)))
}

impl Pass for AutoSchedule {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let (reports, skipped) = auto_schedule(m, ctx.registry, func, &self.0);
        for s in skipped {
            ctx.remark(
                PASS,
                s.pos,
                format!("loop nest left unscheduled: {}", s.reason),
            );
        }
        for r in reports {
            for p in &r.privatized {
                ctx.remark(PASS, r.pos, p.clone());
            }
            if let Some(why) = r.kept {
                ctx.remark(
                    PASS,
                    r.pos,
                    format!("region kept in its original order: {why}"),
                );
            }
        }
        Ok(())
    }
}
