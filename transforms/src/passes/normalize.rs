//! `affine-loop-normalize{promote-single-iter}`: every `affine.for` gets lower bound 0 and step
//! 1, as mlir-opt's `normalizeAffineFor` does. The new upper bound is
//! `(ub_k - lb) ceildiv step` for each upper bound expression (over the merged bound
//! operands), and the old iv is rebuilt at the top of the body as
//! `affine.apply (iv * step + lb)`. With `promote-single-iter`, loops of exactly one
//! iteration are replaced by their body instead.
//!
//! The iteration count and order are unchanged, so no dependence check is needed. Loops whose
//! lower bound is a `max` of several expressions are left alone with a remark (as mlir-opt
//! does; the normalized bound would need a `max` inside a `ceildiv`). `affine.parallel` loops
//! are normalized the same way, dimension by dimension, when every bound is a single
//! expression (as mlir-opt's `normalizeAffineParallel`; others stay as they are).

use tessera_ir::builder::Builder;
use tessera_ir::views::{AffineForOp, AffineParallelOp};
use tessera_ir::{Module, OpId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::affine_util::{compact_map, merge, promote_if_single_iteration, simplify_expr};
use crate::error::TransformError;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-loop-normalize";

/// Option names.
pub const OPTIONS: &[OptionDef] = &[OptionDef::flag(
    "promote-single-iter",
    false,
    "replace loops of one iteration by their body",
)];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "affine.for loops to lower bound 0 and step 1 (as mlir-opt)",
    options: OPTIONS,
    create: |o| Ok(Box::new(LoopNormalize::from_options(o)?)),
};

/// The configured pass.
#[derive(Debug, Clone)]
pub struct LoopNormalize {
    /// Replace loops of one iteration by their body.
    pub promote_single_iter: bool,
}

impl LoopNormalize {
    /// From pass options.
    pub fn from_options(o: &Options) -> Result<LoopNormalize, TransformError> {
        Ok(LoopNormalize {
            promote_single_iter: o.flag("promote-single-iter"),
        })
    }
}

impl Pass for LoopNormalize {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let pars: Vec<OpId> = m
            .walk(func)
            .into_iter()
            .filter(|&o| m.op(o).name == "affine.parallel")
            .collect();
        for p in pars {
            normalize_parallel(m, p)?;
        }
        for l in crate::loops::all_for_loops(m, func) {
            if let Outcome::Refused(r) = normalize_loop(m, l, self.promote_single_iter)? {
                ctx.refuse(PASS, m, r);
            }
        }
        Ok(())
    }
}

/// Normalizes one `affine.for` (lower bound 0, step 1).
pub fn normalize_loop(
    m: &mut Module,
    op: OpId,
    promote_single_iter: bool,
) -> Result<Outcome, TransformError> {
    let pos = m.op(op).pos;
    if promote_single_iter && promote_if_single_iteration(m, op) {
        return Ok(Outcome::Applied);
    }
    let Some(f) = AffineForOp::wrap(m, op) else {
        return Ok(Outcome::Refused(Refusal::unsupported(
            "normalize",
            pos,
            "not an affine.for",
        )));
    };
    if f.constant_lower_bound() == Some(0) && f.step() == 1 {
        return Ok(Outcome::Applied);
    }
    if f.lower_map().num_results() != 1 {
        return Ok(Outcome::Refused(Refusal::unsupported(
            "normalize the loop",
            pos,
            "its lower bound is a max of several expressions",
        )));
    }
    let step = f.step();
    let iv = f.iv();
    let body = f.body();
    let lb_map = f.lower_map().clone();
    let lb_ops = f.lb_operands().to_vec();
    // New upper bound: (ub_k - lb) ceildiv step over [ub operands, lb operands].
    let mg = merge(&[(f.upper_map(), f.ub_operands()), (&lb_map, &lb_ops)]);
    let lb = mg.exprs[1][0].clone();
    let s = AffineExpr::constant(step);
    let ubs: Vec<AffineExpr> = mg.exprs[0]
        .iter()
        .map(|u| simplify_expr(&u.sub(&lb).ceil_div(&s), mg.nd, mg.ns))
        .collect();
    let ub_map = AffineMap::new(mg.nd, mg.ns, ubs)
        .map_err(|e| TransformError::at(pos, format!("normalize: {e}")))?;
    let (ub_map, ub_ops) = compact_map(&ub_map, &mg.operands);
    // Old iv = new iv * step + lb over [lb operands, new iv] (mlir-opt's operand order).
    let ivm = AffineMap::new(1, 0, vec![AffineExpr::dim(0)])
        .map_err(|e| TransformError::at(pos, format!("normalize: {e}")))?;
    let iv_ops = [iv];
    let mi = merge(&[(&lb_map, &lb_ops), (&ivm, &iv_ops)]);
    let old = simplify_expr(&mi.exprs[1][0].mul(&s).add(&mi.exprs[0][0]), mi.nd, mi.ns);
    let old_map = AffineMap::new(mi.nd, mi.ns, vec![old])
        .map_err(|e| TransformError::at(pos, format!("normalize: {e}")))?;
    let (old_map, old_ops) = compact_map(&old_map, &mi.operands);
    AffineForOp::set_upper_bound(m, op, ub_map, ub_ops);
    AffineForOp::set_lower_bound(m, op, AffineMap::constant(0), vec![]);
    AffineForOp::set_step(m, op, 1);
    let first = m.block(body).ops.first().copied();
    let mut b = match first {
        Some(o) => Builder::before(m, o)
            .ok_or_else(|| TransformError::at(pos, "normalize: detached body op"))?,
        None => Builder::at_end(m, body, pos),
    };
    b.set_pos(pos, None);
    let new_iv = b.affine_apply(old_map, old_ops);
    let apply = m
        .defining_op(new_iv)
        .ok_or_else(|| TransformError::at(pos, "normalize: apply has no op"))?;
    let saved = m.op(apply).operands.clone();
    m.replace_all_uses(iv, new_iv);
    m.op_mut(apply).operands = saved;
    Ok(Outcome::Applied)
}

/// Normalizes an `affine.parallel` whose bounds are single expressions per dimension (lower
/// bounds 0, steps 1, each iv rebuilt by `affine.apply (lb + iv * step)`). True if rewritten.
pub fn normalize_parallel(m: &mut Module, op: OpId) -> Result<bool, TransformError> {
    let pos = m.op(op).pos;
    let Some(p) = AffineParallelOp::wrap(m, op) else {
        return Ok(false);
    };
    let (Some(steps), Some(lg), Some(ug)) = (p.steps(), p.lower_groups(), p.upper_groups()) else {
        return Ok(false);
    };
    if lg.iter().chain(&ug).any(|&g| g != 1) || !p.results().is_empty() {
        return Ok(false);
    }
    let lb_map = p.lower_map().clone();
    if steps
        .iter()
        .zip(lb_map.results())
        .all(|(&s, e)| s == 1 && e.as_constant() == Some(0))
    {
        return Ok(false);
    }
    let lb_ops = p.lb_operands().to_vec();
    let ivs = p.ivs().to_vec();
    let body = p.body();
    let mg = merge(&[(p.upper_map(), p.ub_operands()), (&lb_map, &lb_ops)]);
    let ubs: Vec<AffineExpr> = mg.exprs[0]
        .iter()
        .zip(&mg.exprs[1])
        .zip(&steps)
        .map(|((u, l), &st)| {
            simplify_expr(&u.sub(l).ceil_div(&AffineExpr::constant(st)), mg.nd, mg.ns)
        })
        .collect();
    let ub_map = AffineMap::new(mg.nd, mg.ns, ubs)
        .map_err(|e| TransformError::at(pos, format!("normalize: {e}")))?;
    let (ub_map, ub_ops) = compact_map(&ub_map, &mg.operands);
    let nd = lb_map.num_dims();
    let ns = lb_map.num_symbols();
    let mut at_first = m.block(body).ops.first().copied();
    for (i, &iv) in ivs.iter().enumerate() {
        // lb_i + iv * step over (lb dims, iv)[lb symbols], as mlir-opt builds it.
        let e = lb_map.results()[i].add(&AffineExpr::dim(nd).mul(&AffineExpr::constant(steps[i])));
        let map = AffineMap::new(nd + 1, ns, vec![e])
            .map_err(|e| TransformError::at(pos, format!("normalize: {e}")))?;
        let mut ops: Vec<_> = lb_ops[..nd as usize].to_vec();
        ops.push(iv);
        ops.extend_from_slice(&lb_ops[nd as usize..]);
        let mut b = match at_first {
            Some(o) => Builder::before(m, o)
                .ok_or_else(|| TransformError::at(pos, "normalize: detached body op"))?,
            None => Builder::at_end(m, body, pos),
        };
        b.set_pos(pos, None);
        let v = b.affine_apply(map, ops);
        let apply = m
            .defining_op(v)
            .ok_or_else(|| TransformError::at(pos, "normalize: apply has no op"))?;
        let saved = m.op(apply).operands.clone();
        m.replace_all_uses(iv, v);
        m.op_mut(apply).operands = saved;
        // The next apply goes after this one.
        let blk = m.block(body);
        let k = blk.ops.iter().position(|&o| o == apply).unwrap_or(0);
        at_first = blk.ops.get(k + 1).copied();
    }
    let n = steps.len();
    let zero = AffineMap::new(0, 0, vec![AffineExpr::constant(0); n])
        .map_err(|e| TransformError::at(pos, format!("normalize: {e}")))?;
    // Every group has one result (checked above).
    AffineParallelOp::set_lower_bounds(m, op, zero, &vec![1; n], vec![]);
    AffineParallelOp::set_upper_bounds(m, op, ub_map, &vec![1; n], ub_ops);
    AffineParallelOp::set_steps(m, op, &vec![1; n]);
    Ok(true)
}
