//! `affine-loop-unroll-jam{unroll-jam-factor=N}` (default 4): unroll-and-jam of the outermost
//! loops, as mlir-opt's `loopUnrollJamByFactor` rewrites, with exact legality.
//!
//! **Rewrite.** For `for %i = lb to ub step s { perfect band J; body }` the loop's step becomes
//! `F*s` and the innermost body is followed by `F-1` copies, copy `u` reading `%i + u*s` through
//! `affine.apply (d0) -> (d0 + u*s)` (mlir-opt's output shape). When the trip count is not a
//! known multiple of `F`, a cleanup loop (the original loop, from the main loop's new upper bound
//! to `ub`) follows; a loop left with one iteration is promoted (its body inlined) as mlir-opt
//! does. Where mlir-opt computes the cleanup bound `lb + (tc - tc mod F)*s` from a symbolic trip
//! count `tc` that may be negative, tessera's cleanup lower bound is `max(lb, that)`, so an empty
//! loop stays empty. Loops with `iter_args`, inner bounds using `%i`, imperfect bodies (ops
//! beside the inner loops), or a constant trip count below `F` are refused as unsupported (mlir-opt
//! also leaves the last two unchanged). The pass treats every outermost `affine.for` of the
//! function; mlir-opt's pass treats only a loop that is the first op of the function body.
//!
//! **Legality.** Unroll-and-jam is strip-mining `%i` by `F` and moving the intra-strip loop
//! innermost: a dependence is broken iff its source and destination lie in the same strip and
//! the destination's inner iteration precedes the source's. tessera strip-mines a copy of the
//! nest placed beside it (removed afterwards) and asks the exact permutation question on the
//! strip's band there, on the copy's accesses alone, so only dependences within a strip count;
//! the witness is reported in the original loop's terms. (The last, partial strip
//! runs unjammed in the cleanup loop but is checked as if jammed: conservative there.) mlir-opt performs no
//! dependence check (llvm #196554, #198266).

use std::collections::{HashMap, HashSet};

use tessera_dependence::access::{collect_within, unmodelled_effect, CollectOptions};
use tessera_dependence::carried::{loop_carries, Carried};
use tessera_dependence::legality::check_permutation;
use tessera_ir::builder::{clone_op, Builder};
use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId, Registry, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::band::{
    enclosing_function, map, merge, plain_band, promote_if_single_iteration, set_header,
    single_const, Header, NewHeader,
};
use crate::error::TransformError;
use crate::loops::{loop_dims, loop_label, outermost_loops, FunctionDeps};
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Reason, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-loop-unroll-jam";
/// Options.
pub const OPTIONS: &[OptionDef] = &[OptionDef::int(
    "unroll-jam-factor",
    1,
    Some("4"),
    "unroll the outer loop by this factor and jam the copies",
)];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "unroll-and-jam outermost loops (exact legality, cleanup loop for remainders)",
    options: OPTIONS,
    create,
};

struct UnrollJamPass {
    factor: i64,
}

/// Builds the pass from its options.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    let factor = o.int("unroll-jam-factor").unwrap_or(4);
    Ok(Box::new(UnrollJamPass { factor }))
}

impl Pass for UnrollJamPass {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let roots: Vec<OpId> = outermost_loops(m, func)
            .into_iter()
            .filter(|&l| m.op(l).name == "affine.for")
            .collect();
        for l in roots {
            if let Outcome::Refused(r) = unroll_jam(m, ctx.registry, l, self.factor, false)? {
                ctx.refuse(PASS, m, r);
            }
        }
        Ok(())
    }
}

/// Unroll-and-jams the `affine.for` `l` by `factor` (see the module documentation).
///
/// Legal iff no dependence between two iterations of one strip of `factor` iterations of `l` has
/// its destination's inner iteration before its source's (exact). Returns `Applied`, `Refused`
/// (nothing changed) or, with `force` and an illegal jam, `Forced` (the refusal names a broken
/// dependence). A factor of 1 changes nothing. Errors if `factor < 1` or `l` is not an
/// `affine.for`.
pub fn unroll_jam(
    m: &mut Module,
    reg: &Registry,
    l: OpId,
    factor: i64,
    force: bool,
) -> Result<Outcome, TransformError> {
    let pos = m.op(l).pos;
    if factor < 1 {
        return Err(TransformError::at(
            pos,
            format!("unroll-jam factor {factor} (must be >= 1)"),
        ));
    }
    let Some(h) = Header::of(m, l) else {
        return Err(TransformError::at(pos, "not an affine.for"));
    };
    let what = format!("unroll-and-jam the loop {} by {factor}", loop_label(m, l));
    let unsupported = |r: &str| Ok(Outcome::Refused(Refusal::unsupported(what.clone(), pos, r)));
    if factor == 1 {
        return Ok(Outcome::Applied);
    }
    let body_size = m.walk(l).len().saturating_sub(1) as u64;
    let created = body_size.saturating_mul(factor.unsigned_abs());
    if created > crate::unroll::MAX_UNROLLED_OPS {
        return unsupported(&format!(
            "it would create about {created} operations (the limit is {})",
            crate::unroll::MAX_UNROLLED_OPS
        ));
    }
    let band = plain_band(m, l);
    if band.first() != Some(&l) {
        return unsupported("the loop has iter_args");
    }
    let Some(inner) = band.last().and_then(|&i| AffineForOp::wrap(m, i)) else {
        return unsupported("not an affine.for");
    };
    // The innermost body must be straight-line code (mlir-opt jams into each loop of an
    // imperfect body; that case is not implemented).
    if inner
        .body_ops()
        .iter()
        .flat_map(|&o| m.walk(o))
        .any(|o| matches!(m.op(o).name.as_str(), "affine.for" | "affine.parallel"))
    {
        return unsupported("the loop's body is not a perfect band around straight-line code");
    }
    if band[1..]
        .iter()
        .filter_map(|&j| Header::of(m, j))
        .any(|g| g.uses_any(&[h.iv]))
    {
        return unsupported("the bounds of an inner loop depend on the unrolled loop's iv");
    }
    if inner.body_ops().len() <= 1 {
        return Ok(Outcome::Applied);
    }
    let tc = h.trip_count();
    if let Some(t) = tc.filter(|&t| t < factor) {
        return unsupported(&format!("the trip count {t} is below the factor"));
    }
    let needs_cleanup = tc.is_none_or(|t| t % factor != 0);
    if needs_cleanup && (h.lb.num_results() != 1 || h.ub.num_results() != 1) {
        return unsupported(
            "the remainder needs single-result bounds (no max/min) for its cleanup loop",
        );
    }
    if h.step.checked_mul(factor).is_none() {
        return unsupported("factor times step overflows");
    }
    let refusal = legality(m, reg, &band, factor, &what)?;
    if let (Some(r), false) = (&refusal, force) {
        return Ok(Outcome::Refused(r.clone()));
    }
    if needs_cleanup {
        add_cleanup(m, l, &h, factor, tc)?;
    }
    jam(m, l, &band, &h, factor)?;
    promote_if_single_iteration(m, l)?;
    Ok(match refusal {
        Some(r) => Outcome::Forced(r),
        None => Outcome::Applied,
    })
}

/// Strip-mines a trial copy of the nest and asks whether moving the strip loop innermost is
/// legal. The copy is inserted beside the nest, analysed alone and removed again: the module's
/// IR is as before (the copy's ops stay unreachable in the arena), and the analyses of the
/// function's nests carry over to its new version (at the cost of the nest, where a copy of
/// the module and a collection of all its accesses per loop made the pass quadratic).
fn legality(
    m: &mut Module,
    reg: &Registry,
    band: &[OpId],
    factor: i64,
    what: &str,
) -> Result<Option<Refusal>, TransformError> {
    let pos = m.op(band[0]).pos;
    // A loop that carries no dependence keeps every dependent pair in one iteration of it,
    // which strip-mining and moving the strip loop innermost cannot reorder: legal, without
    // the strip-mined copy (proven by the exact carried-dependence question, on the nest's
    // own accesses, when every op in the nest has its effects modelled by them; otherwise the
    // full check below says why not).
    if unmodelled_effect(m, band[0]).is_none() {
        let accesses = collect_within(m, reg, CollectOptions::default(), band[0]);
        if matches!(loop_carries(m, &accesses, band[0], 0), Carried::No) {
            return Ok(None);
        }
    }
    let Some(func) = enclosing_function(m, band[0]) else {
        return Ok(Some(Refusal::unsupported(
            what,
            pos,
            "the loop is not inside a func.func",
        )));
    };
    let Some(block) = m.op(band[0]).parent else {
        return Ok(Some(Refusal::unsupported(
            what,
            pos,
            "the loop is not in a block",
        )));
    };
    let before = m.version();
    let present: HashSet<OpId> = m.block(block).ops.iter().copied().collect();
    let r = trial(m, reg, func, band, factor, what);
    // Remove the copy (and whatever the strip-mining put beside it) whatever happened.
    let added: Vec<OpId> = m
        .block(block)
        .ops
        .iter()
        .copied()
        .filter(|o| !present.contains(o))
        .collect();
    for o in added {
        m.detach_op(o);
    }
    crate::analysis::cache::rewrote(before, m, func, &[]);
    r
}

/// [`legality`]'s question on a copy of the nest placed after it.
fn trial(
    m: &mut Module,
    reg: &Registry,
    func: OpId,
    band: &[OpId],
    factor: i64,
    what: &str,
) -> Result<Option<Refusal>, TransformError> {
    let pos = m.op(band[0]).pos;
    let internal = || TransformError::at(pos, "internal: cannot copy the loop nest");
    let mut vmap = HashMap::new();
    let copy = clone_op(m, band[0], &mut vmap).ok_or_else(internal)?;
    Builder::after(m, band[0])
        .ok_or_else(internal)?
        .insert_existing(copy);
    // The copy's ops in the pre-order of the original's.
    let orig_of: HashMap<OpId, OpId> = m.walk(copy).into_iter().zip(m.walk(band[0])).collect();
    let copy_of: HashMap<OpId, OpId> = orig_of.iter().map(|(&c, &o)| (o, c)).collect();
    let cband: Vec<OpId> = band
        .iter()
        .filter_map(|o| copy_of.get(o).copied())
        .collect();
    let Some(h) = Header::of(m, copy) else {
        return Err(internal());
    };
    let intra = crate::tile::rewrite(m, &cband[..1], std::slice::from_ref(&h), &[factor])?;
    let Some(&strip) = intra.first() else {
        return Ok(None);
    };
    let tile_loop = m.parent_op(strip).ok_or_else(internal)?;
    let new_band: Vec<OpId> = std::iter::once(strip)
        .chain(cband[1..].iter().copied())
        .collect();
    let n = new_band.len();
    // Position k of the new order holds band loop inv[k]: the strip loop goes last.
    let inv: Vec<usize> = (1..n).chain(std::iter::once(0)).collect();
    // Only the pairs inside the strip-mined nest can change order.
    let deps = FunctionDeps::nest_alone(m, reg, func, tile_loop)?;
    let dims = loop_dims(m, &new_band);
    let leg = match check_permutation(m, &deps.a, &dims, &inv) {
        Ok(l) => l,
        Err(e) => tessera_dependence::legality::Legality::Unknown(e.to_string()),
    };
    let Some(mut r) = Refusal::from_legality(what, pos, m, &deps.a, &leg) else {
        return Ok(None);
    };
    // Report the witness in the original loop nest: the original's ops, without the
    // strip-mining loop's coordinate.
    if let Reason::Breaks(b) = &mut r.reason {
        let idx = |acc: usize| -> Option<usize> {
            deps.a
                .accesses
                .get(acc)?
                .model
                .as_ref()
                .ok()?
                .loops
                .iter()
                .position(|d| d.op == tile_loop)
        };
        if let Some(i) = idx(b.src) {
            if i < b.src_iter.len() && i < b.src_loops.len() {
                b.src_iter.remove(i);
                b.src_loops.remove(i);
            }
        }
        if let Some(i) = idx(b.dst) {
            if i < b.dst_iter.len() && i < b.dst_loops.len() {
                b.dst_iter.remove(i);
                b.dst_loops.remove(i);
            }
        }
        b.depth = b.depth.saturating_sub(1);
        b.src_op = orig_of.get(&b.src_op).copied().unwrap_or(b.src_op);
        b.dst_op = orig_of.get(&b.dst_op).copied().unwrap_or(b.dst_op);
        let name = |v: ValueId| tessera_dependence::graph::value_name(m, v);
        // The strip loop's iv stands for the original iv: give it the original name.
        let orig = name(AffineForOp::wrap(m, band[0]).ok_or_else(internal)?.iv());
        if let Some(sv) = AffineForOp::wrap(m, strip).map(|f| f.iv()) {
            let sname = name(sv);
            for s in b.src_loops.iter_mut().chain(b.dst_loops.iter_mut()) {
                if *s == sname {
                    s.clone_from(&orig);
                }
            }
        }
    }
    Ok(Some(r))
}

/// Adds the cleanup loop after `l` and lowers `l`'s upper bound to the cleanup's lower bound.
fn add_cleanup(
    m: &mut Module,
    l: OpId,
    h: &Header,
    factor: i64,
    tc: Option<i64>,
) -> Result<(), TransformError> {
    let (cl, cl_ops) = match (tc, single_const(&h.lb)) {
        (Some(t), Some(lb)) => (AffineMap::constant(lb + (t - t % factor) * h.step), vec![]),
        _ => {
            let (le, ue, nd, ns, ops) = merge(&h.lb, &h.lb_ops, &h.ub, &h.ub_ops);
            let (lo, up) = (le[0].clone(), ue[0].clone());
            let s = AffineExpr::constant(h.step);
            let t = up.sub(&lo).ceil_div(&s);
            let r = t.modulo(&AffineExpr::constant(factor));
            let bound = lo.add(&t.sub(&r).mul(&s));
            (map(nd, ns, vec![lo, bound])?, ops)
        }
    };
    let mut vmap = HashMap::new();
    let copy = clone_op(m, l, &mut vmap)
        .ok_or_else(|| TransformError::new("loop nest too deep to copy"))?;
    Builder::after(m, l)
        .ok_or_else(|| TransformError::new("internal: loop not in a block"))?
        .insert_existing(copy);
    set_header(
        m,
        copy,
        NewHeader {
            lb: cl.clone(),
            lb_ops: cl_ops.clone(),
            ub: h.ub.clone(),
            ub_ops: h.ub_ops.clone(),
            step: h.step,
        },
    );
    // The main loop stops where the cleanup starts (a max as an upper bound would be a min:
    // use the second result alone, which is >= lb exactly when the loop is not empty).
    let main_ub = if cl.num_results() == 2 {
        map(
            cl.num_dims(),
            cl.num_symbols(),
            vec![cl.results()[1].clone()],
        )?
    } else {
        cl
    };
    set_header(
        m,
        l,
        NewHeader {
            lb: h.lb.clone(),
            lb_ops: h.lb_ops.clone(),
            ub: main_ub,
            ub_ops: cl_ops,
            step: h.step,
        },
    );
    promote_if_single_iteration(m, copy)?;
    Ok(())
}

/// Scales the step and appends the `factor - 1` shifted copies of the innermost body.
fn jam(
    m: &mut Module,
    l: OpId,
    band: &[OpId],
    h: &Header,
    factor: i64,
) -> Result<(), TransformError> {
    let Some(cur) = Header::of(m, l) else {
        return Err(TransformError::new("internal: not an affine.for"));
    };
    set_header(
        m,
        l,
        NewHeader {
            lb: cur.lb,
            lb_ops: cur.lb_ops,
            ub: cur.ub,
            ub_ops: cur.ub_ops,
            step: h.step * factor,
        },
    );
    let inner = band.last().copied().unwrap_or(l);
    let Some(body) = AffineForOp::wrap(m, inner).map(|f| f.body()) else {
        return Err(TransformError::new("internal: not an affine.for"));
    };
    let ops: Vec<OpId> = m.block(body).ops.clone();
    let ops = &ops[..ops.len().saturating_sub(1)];
    let Some(&last) = ops.last() else {
        return Ok(());
    };
    let iv_used = m
        .walk(m.top())
        .iter()
        .any(|&o| m.op(o).operands.contains(&h.iv));
    let mut after = last;
    for u in 1..factor {
        let mut vmap: HashMap<ValueId, ValueId> = HashMap::new();
        if iv_used {
            let pos = m.op(l).pos;
            let mut b = Builder::after(m, after)
                .ok_or_else(|| TransformError::new("internal: op not in a block"))?;
            b.set_pos(pos, m_loc(b.m, l));
            let bump = map(
                1,
                0,
                vec![AffineExpr::dim(0).add(&AffineExpr::constant(u * h.step))],
            )?;
            let v = b.affine_apply(bump, vec![h.iv]);
            after = b.m.defining_op(v).unwrap_or(after);
            vmap.insert(h.iv, v);
        }
        for &op in ops {
            let c = clone_op(m, op, &mut vmap)
                .ok_or_else(|| TransformError::new("loop body too deep to copy"))?;
            Builder::after(m, after)
                .ok_or_else(|| TransformError::new("internal: op not in a block"))?
                .insert_existing(c);
            after = c;
        }
    }
    Ok(())
}

fn m_loc(m: &Module, op: OpId) -> Option<String> {
    m.op(op).loc.clone()
}
