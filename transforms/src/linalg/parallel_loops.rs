//! `convert-linalg-to-parallel-loops`: the scf lowering of [`super::lower`] with `scf.parallel`
//! for the `parallel` iterators the exact dependence analysis proves carry nothing.

use tessera_ir::{Module, OpId};

use super::lower::{constants_of, emit, emit_with, err, hoist_constants, is_lowered, LoopKind};
use crate::error::TransformError;

/// Pipeline name of the parallel lowering.
pub const PARALLEL_PASS: &str = "convert-linalg-to-parallel-loops";

/// `convert-linalg-to-parallel-loops`.
pub struct ParallelLoops;

/// The registry entry.
pub const INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: PARALLEL_PASS,
    summary: "linalg ops → scf.parallel over the parallel loops the dependence analysis proves, scf.for otherwise",
    options: &[],
    create: |_| Ok(Box::new(ParallelLoops)),
};

impl crate::pass::Pass for ParallelLoops {
    fn name(&self) -> &'static str {
        PARALLEL_PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut crate::pass::PassContext<'_>,
    ) -> Result<(), TransformError> {
        let existing = constants_of(m, func);
        let mut created = vec![];
        let mut any = false;
        for op in m.walk(func) {
            if !is_lowered(m, op) {
                continue;
            }
            let flags = parallel_plan(m, func, op, ctx)?;
            created.extend(emit(m, op, &LoopKind::Parallel(flags))?.constants);
            any = true;
        }
        if any {
            hoist_constants(m, func, &existing, &created);
        }
        Ok(())
    }
}

/// Which loops of structured op `op` may be `scf.parallel`: those whose iterator is `parallel`
/// and that the exact dependence analysis of the op's affine lowering (on a copy of the
/// module) proves carry no dependence. Every `parallel` iterator kept sequential gets a remark.
pub fn parallel_plan(
    m: &Module,
    func: OpId,
    op: OpId,
    ctx: &mut crate::pass::PassContext<'_>,
) -> Result<Vec<bool>, TransformError> {
    use crate::refusal::Refusal;
    use tessera_dependence::graph::{loop_facts, Parallelism};
    use tessera_dependence::legality::{check_parallel, Legality};
    use tessera_ir::linalg::IteratorKind;

    let so = tessera_ir::linalg::structured(m, op).map_err(|e| err(m, op, e))?;
    let mut flags: Vec<bool> = so
        .iterators
        .iter()
        .map(|k| *k == IteratorKind::Parallel)
        .collect();
    if !flags.contains(&true) {
        return Ok(flags);
    }
    let name = m.op(op).name.clone();
    let pos = m.op(op).pos;
    let what = |d: usize| format!("run loop d{d} of '{name}' as scf.parallel");
    // The op's own nest is analysed on a copy of the module where the op sits directly in the
    // function body: enclosing loops (whose control flow may not be modelled) only fix values
    // that are constant during one execution of the op.
    let mut scratch = m.clone();
    if let Some(entry) = scratch
        .op(func)
        .regions
        .first()
        .and_then(|&r| scratch.region(r).blocks.first().copied())
    {
        if scratch.op(op).parent != Some(entry) {
            scratch.detach_op(op);
            let n = scratch.block(entry).ops.len();
            scratch.insert_op(entry, n.saturating_sub(1), op);
        }
    }
    let em = emit_with(&mut scratch, op, &LoopKind::Affine, false)?;
    let keep_all = |flags: &mut Vec<bool>,
                    ctx: &mut crate::pass::PassContext<'_>,
                    scratch: &Module,
                    reason: &dyn Fn(usize) -> Refusal| {
        for (d, f) in flags.iter_mut().enumerate() {
            if *f {
                *f = false;
                ctx.refuse(PARALLEL_PASS, scratch, reason(d));
            }
        }
    };
    // Operations whose memory effects the analysis does not model keep every loop sequential.
    let unmodelled = em
        .loops
        .first()
        .and_then(|&l| tessera_dependence::access::unmodelled_effect(&scratch, l));
    if let Some(o) = unmodelled {
        let on = scratch.op(o).name.clone();
        keep_all(&mut flags, ctx, &scratch, &|d| {
            Refusal::unsupported(
                what(d),
                pos,
                format!("the payload contains '{on}', whose memory effects are not modelled"),
            )
        });
        return Ok(flags);
    }
    let fname = m
        .op(func)
        .attr("sym_name")
        .and_then(|a| a.as_str())
        .map(str::to_string);
    let opts = tessera_dependence::Options {
        function: fname,
        ..Default::default()
    };
    let a = match tessera_dependence::analyze(&scratch, ctx.registry, &opts) {
        Ok(a) => a,
        Err(e) => {
            let r = e.to_string();
            keep_all(&mut flags, ctx, &scratch, &|d| {
                Refusal::unknown(what(d), pos, format!("dependence analysis failed: {r}"))
            });
            return Ok(flags);
        }
    };
    let facts = loop_facts(&scratch, &a);
    for (d, &l) in em.loops.iter().enumerate() {
        if !flags.get(d).copied().unwrap_or(false) {
            continue;
        }
        let Some(&iv) = scratch
            .op(l)
            .regions
            .first()
            .and_then(|&r| scratch.region(r).blocks.first())
            .and_then(|&b| scratch.block(b).args.first())
        else {
            return Err(err(m, op, "lost its loop nest"));
        };
        let dim = tessera_dependence::model::LoopDim {
            op: l,
            dim: 0,
            iv,
            parallel: false,
            linalg: false,
        };
        let refusal = match check_parallel(&scratch, &a, dim) {
            Legality::Illegal(v) => {
                let mut r = Refusal::breaks(what(d), pos, &scratch, &a, &v);
                // The op sits directly in the function in `scratch`: its accesses' loops are
                // exactly the op's loop dimensions, named as in its indexing maps.
                if let crate::refusal::Reason::Breaks(b) = &mut r.reason {
                    for names in [&mut b.src_loops, &mut b.dst_loops] {
                        for (k, n) in names.iter_mut().enumerate() {
                            *n = format!("d{k}");
                        }
                    }
                }
                Some(r)
            }
            Legality::Unknown(r) => Some(Refusal::unknown(what(d), pos, r)),
            Legality::Legal => match facts.iter().find(|f| f.dim.op == l).map(|f| &f.parallelism) {
                Some(Parallelism::Parallel) => None,
                Some(Parallelism::Reduction(r)) => Some(Refusal::unsupported(
                    what(d),
                    pos,
                    format!("it carries a reduction ({})", r.join(", ")),
                )),
                Some(Parallelism::Sequential { .. }) => Some(Refusal::unsupported(
                    what(d),
                    pos,
                    "it carries a dependence",
                )),
                Some(Parallelism::Unknown(r)) => Some(Refusal::unknown(what(d), pos, r.clone())),
                None => Some(Refusal::unknown(
                    what(d),
                    pos,
                    "no access inside the loop is modelled",
                )),
            },
        };
        if let Some(r) = refusal {
            flags[d] = false;
            ctx.refuse(PARALLEL_PASS, &scratch, r);
        }
    }
    Ok(flags)
}
