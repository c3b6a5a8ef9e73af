//! The `affine-auto-schedule` pass: [`super::driver::auto_schedule`] on every function, a remark
//! for every region kept as it was and every nest left out.

use tessera_ir::{Module, OpId};

use super::driver::{auto_schedule, AutoOptions};
use super::pluto::Fuse;
use crate::error::TransformError;
use crate::pass::{Pass, PassContext, PassOptions};

/// Pass name.
pub const PASS: &str = "affine-auto-schedule";

/// Options.
pub const OPTIONS: &[&str] = &[
    "tile",
    "tile-sizes",
    "parallel",
    "fuse",
    "max-coefficient",
    "full-tiles",
    "unroll-jam",
    "guard",
    "guard-size",
    "dataflow",
];

/// Parses the pass options (`tile=false`, `tile-sizes=32,64`, `parallel=false`,
/// `fuse=none|smart|max`, `max-coefficient=N`, `full-tiles=true`, `unroll-jam=N`,
/// `guard=true` (the cost guard, [`super::cost`]), `guard-size=N` (the parameter value it
/// assumes), `dataflow=true` (privatisation, [`AutoOptions::dataflow`])).
pub fn parse_options(o: &PassOptions) -> Result<AutoOptions, TransformError> {
    o.check_known(PASS, OPTIONS)?;
    let mut a = AutoOptions::default();
    if let Some(t) = o.bool("tile")? {
        a.tile.tile = t;
    }
    if let Some(s) = o.int_list("tile-sizes")? {
        if s.is_empty() || s.iter().any(|&x| x < 1) {
            return Err(TransformError::at(
                None,
                format!("{PASS}: tile-sizes must be positive integers"),
            ));
        }
        a.tile.sizes = s;
    }
    if let Some(p) = o.bool("parallel")? {
        a.tile.parallel = p;
    }
    if let Some(u) = o.int_at_least("unroll-jam", 1)? {
        a.tile.unroll_jam = u.min(16);
        // Register tiling applies to full tiles: on unless said otherwise.
        a.tile.full_tiles = u > 1;
    }
    if let Some(f) = o.bool("full-tiles")? {
        a.tile.full_tiles = f;
    }
    if let Some(g) = o.bool("guard")? {
        a.guard = g;
    }
    if let Some(n) = o.int_at_least("guard-size", 1)? {
        a.guard_size = n.min(1 << 30);
    }
    if let Some(d) = o.bool("dataflow")? {
        a.dataflow = d;
    }
    if let Some(f) = o.string("fuse")? {
        a.pluto.fuse = parse_fuse(&f).ok_or_else(|| {
            TransformError::at(
                None,
                format!("{PASS}: fuse must be none, smart or max (got '{f}')"),
            )
        })?;
    }
    if let Some(c) = o.int_at_least("max-coefficient", 1)? {
        a.pluto.max_coeff = c.min(1 << 20);
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
pub fn create(o: &PassOptions) -> Result<Box<dyn Pass>, TransformError> {
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
