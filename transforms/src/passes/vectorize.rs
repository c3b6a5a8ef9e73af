//! `affine-super-vectorize{virtual-vector-size=V test-fastest-varying=0 vectorize-reductions}`
//! (mlir-opt's name and options), 1-D: innermost `affine.for` loops become loops of step `V`
//! whose body works on `vector<V x T>` values — `affine.load`/`affine.store` contiguous along
//! the loop become `vector.transfer_read`/`transfer_write` (minor-identity, `in_bounds =
//! [true]`), lane-wise `arith`/`math` ops take vector operands, values uniform along the loop
//! (defined outside it, constants, loads of a cell invariant in the loop and ops on them) stay
//! scalar and are `vector.broadcast` where a vector op uses them. As in mlir-opt the
//! transfers' indices are those of the first lane (`affine.apply` of each map result).
//!
//! A loop is vectorised only when all of this is proven, else it is left alone with a remark
//! giving the reason (and, for a dependence, the witness the brute-force oracle replays):
//! - *No carried dependence* (exact): lanes execute operation by operation, so iterations must
//!   be independent. The loop's own question is asked first ([`loop_carries`]: the pairs
//!   inside the loop at its depth, no distance bounds); only a loop it leaves undecided gets
//!   [`check_parallel`] over the function's whole dependence analysis (computed once per
//!   function, and only then), and a dependence that cannot be decided refuses the loop.
//! - *Contiguity*: every access to a memref is contiguous along the loop (the induction
//!   variable occurs only in the last subscript, with coefficient 1: `e(iv+1) - e(iv) = 1`
//!   exactly) or invariant (a load only; an invariant store would be a carried dependence).
//! - *Shape*: step 1, no nested region, `iter_args` only as reductions (below), only `affine.load`/`affine.store`,
//!   `arith`/`math` ops on scalars and the terminator; the induction variable is used only in
//!   subscripts; a constant trip count is at least `V`.
//! - *No overrun*: a vectorised loop never runs an iteration the original did not. When the
//!   trip count is not a proven multiple of `V`, the vector loop stops at `lb + (tc - tc mod
//!   V)` and a scalar remainder loop (the original body) runs the rest from there (from `max(lb,
//!   ...)` when the trip count may be negative), as the cleanup loop of `affine-loop-unroll`.
//!   mlir-opt instead lets the last vector iteration run past the upper bound (its transfers
//!   read and write lanes of iterations that do not exist, masked only by the memref's bounds).
//!   So every lane of a transfer is an access of the original loop: `in_bounds = [true]` holds
//!   exactly when the original accesses are in bounds, and an out-of-bounds original access
//!   still faults.
//!
//! Each lane computes what its iteration computed, with the same operations on the same
//! values, so results are bit-identical (floating point included). Only innermost loops are
//! vectorised, along the memref's fastest-varying dimension (`test-fastest-varying=0`, the
//! only value accepted).
//!
//! `vectorize-reductions` (off by default, as in mlir-opt): an `iter_args` value combined by one
//! arith op (`%y = arith.addf %acc, %x` yielded, `%acc` used by nothing else; add, mul, and,
//! or, xor, integer min/max, `maximumf`/`minimumf`) becomes a vector accumulator starting from
//! the identity in every lane (`-0.0` for float addition); after the vector loop a
//! `vector.reduction` combines the lanes and the combiner op combines that with the init
//! value; the remainder loop continues from there. Integer reductions and float
//! `maximumf`/`minimumf` are associative and commutative, so the result is bit-identical; float
//! addition and multiplication are reassociated (lane-wise partial sums), so results may
//! differ in rounding — the reason the option is off by default.

use tessera_dependence::access::{collect_shared, CollectOptions};
use tessera_dependence::carried::{loop_carries, Carried};
use tessera_dependence::legality::check_parallel;
use tessera_ir::builder::{erase_op, Builder};
use tessera_ir::builder_ops::{
    vector_reduction_state, vector_transfer_read_state, vector_transfer_write_state,
};
use tessera_ir::views::{AffineForOp, AffineLoadOp, AffineStoreOp};
use tessera_ir::{Module, OpId, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineExprKind, AffineMap};

use crate::affine_util::defined_outside;
use crate::parallelize::undecided;

use crate::affine_util::{constant_trip_count, simplify_expr, trip_count_divisor};
use crate::error::TransformError;
use crate::loops::{loop_dims, loop_label, LazyDeps};
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

/// The pass name.
pub const PASS: &str = "affine-super-vectorize";

/// The pass's options.
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::int_list(
        "virtual-vector-size",
        1,
        None,
        "required: the vector width (one size, 1-D vectors)",
    ),
    OptionDef::int_list(
        "test-fastest-varying",
        i64::MIN,
        None,
        "accepted as mlir-opt has it; only 0 (the innermost loops) is supported",
    ),
    OptionDef::flag(
        "vectorize-reductions",
        false,
        "also vectorize loops carrying reductions (vector accumulators, one vector.reduction)",
    ),
];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "innermost loops proven free of carried dependences → vector transfers of virtual-vector-size lanes, scalar remainder loop",
    options: OPTIONS,
    create,
};

/// `affine-super-vectorize` with its options.
#[derive(Debug, Clone)]
pub struct SuperVectorize {
    /// Lanes of the vectors (the one entry of `virtual-vector-size`).
    pub width: u64,
    /// Vectorise `iter_args` reductions (lane-wise partial results, reduced after the loop).
    pub reductions: bool,
}

/// Most lanes a virtual vector may have (bounds the code the JIT emits per operation).
pub const MAX_WIDTH: i64 = 256;

impl SuperVectorize {
    /// Builds the pass from its options.
    pub fn from_options(o: &Options) -> Result<SuperVectorize, TransformError> {
        let sizes = o.int_list("virtual-vector-size").ok_or_else(|| {
            TransformError::new(format!("{PASS}: option 'virtual-vector-size' is required"))
        })?;
        let width = match sizes.as_slice() {
            [w] if (1..=MAX_WIDTH).contains(w) => *w as u64,
            [w] => {
                return Err(TransformError::new(format!(
                    "{PASS}: option 'virtual-vector-size': expected a size from 1 to {MAX_WIDTH}, got {w}"
                )))
            }
            _ => {
                return Err(TransformError::new(format!(
                    "{PASS}: option 'virtual-vector-size': only 1-D vectors (one size) are supported, got {} sizes",
                    sizes.len()
                )))
            }
        };
        if let Some(f) = o.int_list("test-fastest-varying") {
            if f != [0] {
                return Err(TransformError::new(format!(
                    "{PASS}: option 'test-fastest-varying': only 0 (innermost loops along the \
                     fastest-varying memref dimension) is supported, got {f:?}"
                )));
            }
        }
        let reductions = o.flag("vectorize-reductions");
        Ok(SuperVectorize { width, reductions })
    }
}

/// How an access varies along the loop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Along {
    /// The same cell in every iteration.
    Invariant,
    /// Consecutive cells of the last dimension.
    Contiguous,
}

/// How the access `map(operands)` varies with `iv`: `None` if neither invariant nor
/// contiguous (or an operand is defined in the loop other than the iv).
fn along(
    m: &Module,
    loop_op: OpId,
    iv: ValueId,
    map: &AffineMap,
    operands: &[ValueId],
) -> Result<Along, String> {
    let nd = map.num_dims();
    let ns = map.num_symbols();
    let mut ivpos = vec![];
    for (k, &v) in operands.iter().enumerate() {
        if v == iv {
            if k >= nd as usize {
                return Err("the induction variable is a symbol of a subscript".into());
            }
            ivpos.push(k as u32);
        } else if !defined_outside(m, loop_op, v) {
            return Err("a subscript depends on a value computed in the loop".into());
        }
    }
    let results = map.results();
    let uses = |e: &AffineExpr| ivpos.iter().any(|&p| e.involves_dim(p));
    let Some((last, lead)) = results.split_last() else {
        return Ok(Along::Invariant);
    };
    if lead.iter().any(uses) {
        return Err("the induction variable occurs in a subscript other than the last".into());
    }
    if !uses(last) {
        return Ok(Along::Invariant);
    }
    // e(iv + 1) - e(iv) must simplify to the constant 1.
    let shifted: Vec<AffineExpr> = (0..nd)
        .map(|d| {
            if ivpos.contains(&d) {
                AffineExpr::dim(d).add(&AffineExpr::constant(1))
            } else {
                AffineExpr::dim(d)
            }
        })
        .collect();
    let syms: Vec<AffineExpr> = (0..ns).map(AffineExpr::symbol).collect();
    let next = last.replace_dims_and_symbols(&shifted, &syms);
    let diff = simplify_expr(&next.sub(last), nd, ns);
    match diff.as_constant() {
        Some(1) => Ok(Along::Contiguous),
        _ => Err(format!(
            "the last subscript {last} does not advance by 1 per iteration"
        )),
    }
}

/// True for the scalar types lanes may have.
fn lane_type(t: &Type) -> bool {
    matches!(t, Type::Float(_) | Type::Integer { .. } | Type::Index)
}

/// The ops of the loop body and how each result varies (`true`: varies along the loop).
fn check_body(m: &Module, f: &AffineForOp<'_>) -> Result<usize, String> {
    let l = f.op();
    let iv = f.iv();
    let mut contiguous = 0usize;
    let ops = f.body_ops();
    let Some((_, body)) = ops.split_last() else {
        return Err("the loop has an empty body".into());
    };
    for &o in body {
        let op = m.op(o);
        if !op.regions.is_empty() {
            return Err(format!(
                "the body contains '{}' with a region (only innermost loops are vectorised)",
                op.name
            ));
        }
        if let Some(ld) = AffineLoadOp::wrap(m, o) {
            if !defined_outside(m, l, ld.memref()) {
                return Err("a load's memref is computed in the loop".into());
            }
            if !lane_type(m.value_type(ld.result())) {
                return Err(format!(
                    "a load of type {} cannot be a vector lane",
                    m.value_type(ld.result())
                ));
            }
            if along(m, l, iv, ld.map(), ld.indices())? == Along::Contiguous {
                contiguous += 1;
            }
            continue;
        }
        if let Some(st) = AffineStoreOp::wrap(m, o) {
            if !defined_outside(m, l, st.memref()) {
                return Err("a store's memref is computed in the loop".into());
            }
            if !lane_type(m.value_type(st.value())) {
                return Err(format!(
                    "a store of type {} cannot be a vector lane",
                    m.value_type(st.value())
                ));
            }
            if st.value() == iv {
                return Err("the induction variable is stored as a value".into());
            }
            match along(m, l, iv, st.map(), st.indices())? {
                Along::Contiguous => contiguous += 1,
                Along::Invariant => {
                    return Err("a store writes the same cell in every iteration".into())
                }
            }
            continue;
        }
        let dialect = op.dialect();
        if op.name == "arith.constant" {
            continue;
        }
        if !(dialect == "arith" || dialect == "math") || op.results.is_empty() {
            return Err(format!("'{}' cannot be vectorised", op.name));
        }
        if op.operands.contains(&iv) {
            return Err(format!(
                "the induction variable is used as a value (by '{}')",
                op.name
            ));
        }
        let scalar = |v: &ValueId| lane_type(m.value_type(*v));
        if !op.operands.iter().all(scalar) || !op.results.iter().all(scalar) {
            return Err(format!(
                "'{}' has an operand or result that cannot be a vector lane",
                op.name
            ));
        }
    }
    if contiguous == 0 {
        return Err("no access is contiguous along the loop".into());
    }
    Ok(contiguous)
}

/// An `iter_args` reduction: `%y = <combiner> %acc, %x` yielded (or `%x, %acc`), `%acc` and
/// `%y` used by nothing else.
#[derive(Debug, Clone)]
struct Red {
    /// `vector.reduction` kind.
    kind: &'static str,
    /// Position of `%acc` among the combiner's operands.
    acc_at: usize,
    /// The combiner's name.
    name: String,
}

/// The `vector.reduction` kind of a combining arith op on `ty`, and whether the combination
/// is exact in any order (integer ops and float max/min: associative and commutative on
/// every value; float add/mul reassociate, so rounding may differ).
pub fn reduction_kind(name: &str, ty: &Type) -> Option<(&'static str, bool)> {
    let float = ty.is_float();
    let int = matches!(ty, Type::Integer { .. } | Type::Index);
    Some(match name {
        "arith.addf" if float => ("add", false),
        "arith.mulf" if float => ("mul", false),
        "arith.maximumf" if float => ("maximumf", true),
        "arith.minimumf" if float => ("minimumf", true),
        "arith.addi" if int => ("add", true),
        "arith.muli" if int => ("mul", true),
        "arith.andi" if int => ("and", true),
        "arith.ori" if int => ("or", true),
        "arith.xori" if int => ("xor", true),
        "arith.maxsi" if int => ("maxsi", true),
        "arith.minsi" if int => ("minsi", true),
        "arith.maxui" if int => ("maxui", true),
        "arith.minui" if int => ("minui", true),
        _ => return None,
    })
}

/// The `iter_args` reductions of loop `f`, in order.
fn iter_reductions(m: &Module, f: &AffineForOp<'_>) -> Result<Vec<Red>, String> {
    let Some(y) = f.yield_op() else {
        return Err("the loop body has no affine.yield".into());
    };
    let uses = |v: ValueId| -> usize {
        m.walk(m.top())
            .iter()
            .map(|&o| m.op(o).operands.iter().filter(|&&x| x == v).count())
            .sum()
    };
    let yields = &m.op(y).operands;
    let mut out = vec![];
    for (k, &acc) in f.iter_args().iter().enumerate() {
        let bad = || format!("iter_args #{k} is not a reduction by one arith op");
        let v = *yields.get(k).ok_or_else(bad)?;
        let c = m.defining_op(v).ok_or_else(bad)?;
        let co = m.op(c);
        let (kind, _) = reduction_kind(&co.name, m.value_type(v)).ok_or_else(bad)?;
        if co.parent != Some(f.body()) || co.operands.len() != 2 || co.results.len() != 1 {
            return Err(bad());
        }
        let acc_at = match (co.operands[0] == acc, co.operands[1] == acc) {
            (true, false) => 0,
            (false, true) => 1,
            _ => return Err(bad()),
        };
        if uses(acc) != 1 || uses(v) != 1 {
            return Err(bad());
        }
        out.push(Red {
            kind,
            acc_at,
            name: co.name.clone(),
        });
    }
    Ok(out)
}

/// The verdict on one loop (on the unmodified function `m`): its structure first, then only
/// whether it carries a dependence ([`loop_carries`] over the module's `accesses`: the loop's
/// pairs at its depth), and the function's whole analysis (`deps`, computed on first use)
/// only when that leaves it undecided.
fn decide(
    m: &Module,
    deps: &mut LazyDeps<'_>,
    accesses: &[tessera_dependence::Access],
    l: OpId,
    width: u64,
    reductions: bool,
) -> Result<Result<Vec<Red>, Refusal>, TransformError> {
    let (what, pos, reds, dim) = match decide_shape(m, l, width, reductions) {
        Ok(x) => x,
        Err(r) => return Ok(Err(r)),
    };
    match loop_carries(m, accesses, l, 0) {
        Carried::No => return Ok(Ok(reds)),
        Carried::Yes { src, dst, witness } => {
            let r = Refusal::carried(what.clone(), pos, m, accesses, src, dst, *witness, &dim);
            if let Some(r) = r {
                return Ok(Err(r));
            }
        }
        Carried::Unknown(_) => {}
    }
    let fd = deps.get()?;
    let a = &fd.a;
    let legality = check_parallel(m, a, dim);
    if let Some(r) = Refusal::from_legality(what.clone(), pos, m, a, &legality) {
        return Ok(Err(r));
    }
    let depth = tessera_dependence::legality::loops_of(m, a, l)
        .iter()
        .position(|d| d.op == l)
        .map(|p| p + 1);
    if let Some(u) = depth.and_then(|d| undecided(m, a, l, d)) {
        return Ok(Err(Refusal::unknown(what, pos, u)));
    }
    Ok(Ok(reds))
}

/// The structural checks of a verdict: the loop's label and position, its reductions and its
/// loop dimension, or the refusal.
#[allow(clippy::type_complexity)]
fn decide_shape(
    m: &Module,
    l: OpId,
    width: u64,
    reductions: bool,
) -> Result<
    (
        String,
        Option<tessera_ir::Pos>,
        Vec<Red>,
        tessera_dependence::model::LoopDim,
    ),
    Refusal,
> {
    let what = format!("vectorize loop {} by {width}", loop_label(m, l));
    let pos = m.op(l).pos;
    let cannot = |r: String| Refusal::unsupported(what.clone(), pos, r);
    let Some(f) = AffineForOp::wrap(m, l) else {
        return Err(cannot("not a well-formed affine.for".into()));
    };
    if f.step() != 1 {
        return Err(cannot(format!("its step is {}, not 1", f.step())));
    }
    let reds = if f.inits().is_empty() {
        vec![]
    } else if !reductions {
        return Err(cannot(
            "it carries values through iter_args (vectorize-reductions is off)".into(),
        ));
    } else {
        iter_reductions(m, &f).map_err(&cannot)?
    };
    if let Some(tc) = constant_trip_count(&f) {
        if tc < width {
            return Err(cannot(format!(
                "its trip count {tc} is below the vector size"
            )));
        }
    }
    if !trip_count_divisor(&f).is_multiple_of(width)
        && (f.lower_map().num_results() != 1 || f.upper_map().num_results() != 1)
    {
        return Err(cannot(
            "the trip count may not be a multiple of the vector size and a bound is a max/min \
             of several expressions (no affine bound for the remainder loop)"
                .into(),
        ));
    }
    check_body(m, &f).map_err(&cannot)?;
    let Some(dim) = loop_dims(m, &[l]).pop() else {
        return Err(cannot("no loop dimension".into()));
    };
    Ok((what, pos, reds, dim))
}

fn vec_of(width: u64, t: &Type) -> Type {
    Type::Vector {
        shape: vec![width as i64],
        scalable: vec![false],
        elem: Box::new(t.clone()),
    }
}

/// The index values of `map(operands)`, one per result (operands themselves when a result is a
/// dim or symbol, else an `affine.apply`), created before `at`.
fn subscripts(
    m: &mut Module,
    at: OpId,
    map: &AffineMap,
    operands: &[ValueId],
) -> Result<Vec<ValueId>, TransformError> {
    let nd = map.num_dims() as usize;
    let mut out = vec![];
    for e in map.results().to_vec() {
        let direct = match e.kind() {
            AffineExprKind::Dim(d) => operands.get(d as usize).copied(),
            AffineExprKind::Symbol(s) => operands.get(nd + s as usize).copied(),
            _ => None,
        };
        if let Some(v) = direct {
            out.push(v);
            continue;
        }
        let one = AffineMap::new(map.num_dims(), map.num_symbols(), vec![e])
            .map_err(|e| TransformError::new(format!("{PASS}: {e}")))?;
        let pos = m.op(at).pos;
        let mut b = Builder::before(m, at)
            .ok_or_else(|| TransformError::at(pos, format!("{PASS}: op not in a block")))?;
        out.push(b.affine_apply(one, operands.to_vec()));
    }
    Ok(out)
}

/// The permutation map of the one-dimensional transfers of a rank-`rank` memref: the minor
/// identity `(d0, ..., dn) -> (dn)`.
fn transfer_map(rank: usize) -> Result<AffineMap, String> {
    AffineMap::new(
        rank as u32,
        0,
        vec![AffineExpr::dim(rank.saturating_sub(1) as u32)],
    )
    .map_err(|e| e.to_string())
}

/// Rewrites loop `l` (decided vectorisable) with vectors of `width` lanes.
fn apply(m: &mut Module, l: OpId, width: u64, reds: &[Red]) -> Result<(), TransformError> {
    let pos = m.op(l).pos;
    let err = |msg: &str| TransformError::at(pos, format!("{PASS}: {msg}"));
    let Some(f) = AffineForOp::wrap(m, l) else {
        return Err(err("not a well-formed affine.for"));
    };
    if !trip_count_divisor(&f).is_multiple_of(width)
        && !crate::unroll::split_off_remainder(m, l, width)?
    {
        return Err(err("no bound for the remainder loop could be built"));
    }
    AffineForOp::set_step(m, l, width as i64);
    let Some(f) = AffineForOp::wrap(m, l) else {
        return Err(err("not a well-formed affine.for"));
    };
    let iv = f.iv();
    let ops = f.body_ops().to_vec();
    let Some((_, body)) = ops.split_last() else {
        return Err(err("empty body"));
    };
    // Values varying along the loop (now vectors) and broadcasts of uniform ones.
    let mut varying: std::collections::HashSet<ValueId> = std::collections::HashSet::new();
    // Reductions: each lane starts from the identity; the accumulators and results become
    // vectors.
    let inits = f.inits().to_vec();
    let accs = f.iter_args().to_vec();
    let results = f.results().to_vec();
    let n_ops = m.op(l).operands.len();
    for (k, r) in reds.iter().enumerate() {
        let (Some(&init), Some(&acc), Some(&res)) = (inits.get(k), accs.get(k), results.get(k))
        else {
            return Err(err("reduction count mismatch"));
        };
        let et = m.value_type(init).clone();
        let vt = vec_of(width, &et);
        let mut b = Builder::before(m, l).ok_or_else(|| err("loop not in a block"))?;
        b.set_pos(pos, None);
        let id = identity(&mut b, r, &et).ok_or_else(|| err("no identity for the reduction"))?;
        let idv = b.value("vector.broadcast", vec![id], vt.clone(), vec![]);
        m.op_mut(l).operands[n_ops - inits.len() + k] = idv;
        m.value_mut(acc).ty = vt.clone();
        m.value_mut(res).ty = vt;
        varying.insert(acc);
    }
    // After the loop: reduce each vector result and combine it with the init value.
    let mut after = l;
    for (k, r) in reds.iter().enumerate() {
        let (init, res) = (inits[k], results[k]);
        let et = m.value_type(init).clone();
        let mut st = vector_reduction_state(r.kind, res, None, et);
        st.pos = pos;
        let mut b = Builder::after(m, after).ok_or_else(|| err("loop not in a block"))?;
        let red = b.insert(st);
        let rv = b.m.op(red).results[0];
        let (a, x) = if r.acc_at == 0 {
            (init, rv)
        } else {
            (rv, init)
        };
        let fin = b.bin(&r.name, a, x);
        let fin_op =
            b.m.defining_op(fin)
                .ok_or_else(|| err("combination not created"))?;
        m.replace_all_uses(res, fin);
        m.op_mut(red).operands = vec![res];
        after = fin_op;
    }
    let mut pads: Vec<(Type, ValueId)> = vec![];
    for &o in body {
        let opos = m.op(o).pos;
        if let Some(ld) = AffineLoadOp::wrap(m, o) {
            let (memref, map, idx, res) = (
                ld.memref(),
                ld.map().clone(),
                ld.indices().to_vec(),
                ld.result(),
            );
            if along(m, l, iv, &map, &idx).map_err(|e| err(&e))? == Along::Invariant {
                continue;
            }
            let et = m.value_type(res).clone();
            let pad = match pads.iter().find(|(t, _)| *t == et) {
                Some(&(_, p)) => p,
                None => {
                    let mut b = Builder::before(m, l).ok_or_else(|| err("loop not in a block"))?;
                    b.set_pos(pos, None);
                    let p = if et.is_float() {
                        b.float_const(0.0, et.clone())
                    } else if et == Type::Index {
                        b.index(0)
                    } else {
                        b.int_const(0, et.clone())
                    };
                    pads.push((et.clone(), p));
                    p
                }
            };
            let subs = subscripts(m, o, &map, &idx)?;
            let rank = subs.len();
            let perm = transfer_map(rank).map_err(|e| err(&e))?;
            let vt = vec_of(width, &et);
            let mut st = vector_transfer_read_state(memref, subs, pad, None, perm, &[true], vt);
            st.pos = opos;
            let mut b = Builder::before(m, o).ok_or_else(|| err("op not in a block"))?;
            let new = b.insert(st);
            let nv = m.op(new).results[0];
            m.replace_all_uses(res, nv);
            varying.insert(nv);
            erase_op(m, o);
            continue;
        }
        if let Some(st) = AffineStoreOp::wrap(m, o) {
            let (val, memref, map, idx) = (
                st.value(),
                st.memref(),
                st.map().clone(),
                st.indices().to_vec(),
            );
            let v = as_vector(m, o, val, width, &varying)?;
            let subs = subscripts(m, o, &map, &idx)?;
            let rank = subs.len();
            let perm = transfer_map(rank).map_err(|e| err(&e))?;
            let mut ws = vector_transfer_write_state(v, memref, subs, None, perm, &[true]);
            ws.pos = opos;
            let mut b = Builder::before(m, o).ok_or_else(|| err("op not in a block"))?;
            b.insert(ws);
            erase_op(m, o);
            continue;
        }
        let operands = m.op(o).operands.clone();
        if !operands.iter().any(|v| varying.contains(v)) {
            continue;
        }
        let mut new_ops = vec![];
        for &v in &operands {
            new_ops.push(as_vector(m, o, v, width, &varying)?);
        }
        m.op_mut(o).operands = new_ops;
        for r in m.op(o).results.clone() {
            let t = vec_of(width, m.value_type(r));
            m.value_mut(r).ty = t;
            varying.insert(r);
        }
    }
    Ok(())
}

/// The identity of reduction `r` on `t` as an `arith.constant` (`-0.0` for float addition:
/// `x + -0.0 = x` for every `x`, `-0.0` included).
fn identity(b: &mut Builder<'_>, r: &Red, t: &Type) -> Option<ValueId> {
    if t.is_float() {
        let v = match r.kind {
            "add" => -0.0,
            "mul" => 1.0,
            "maximumf" => f64::NEG_INFINITY,
            "minimumf" => f64::INFINITY,
            _ => return None,
        };
        return Some(b.float_const(v, t.clone()));
    }
    let w = match t {
        Type::Index => 64,
        _ => t.int_or_float_width()?,
    };
    let smax: i128 = (1i128 << (w - 1)) - 1;
    let v: i128 = match r.kind {
        "add" | "or" | "xor" | "maxui" => 0,
        "mul" => 1,
        "and" | "minui" => -1,
        "maxsi" => -smax - 1,
        "minsi" => smax,
        _ => return None,
    };
    if *t == Type::Index {
        return Some(b.index(v as i64));
    }
    Some(b.int_const(v as i64, t.clone()))
}

/// `v` as a vector for a use by `user`: itself if it varies, else a `vector.broadcast` of it
/// created before `user`.
fn as_vector(
    m: &mut Module,
    user: OpId,
    v: ValueId,
    width: u64,
    varying: &std::collections::HashSet<ValueId>,
) -> Result<ValueId, TransformError> {
    if varying.contains(&v) {
        return Ok(v);
    }
    let t = vec_of(width, m.value_type(v));
    let pos = m.op(user).pos;
    let mut b = Builder::before(m, user)
        .ok_or_else(|| TransformError::at(pos, format!("{PASS}: op not in a block")))?;
    Ok(b.value("vector.broadcast", vec![v], t, vec![]))
}

/// The innermost `affine.for` loops of `func` (no nested loop).
fn innermost(m: &Module, func: OpId) -> Vec<OpId> {
    crate::unroll::innermost_loops(m, func)
}

/// Vectorises `loop_op` by `width` lanes if that is proven exact (see the module doc);
/// otherwise returns the refusal.
pub fn vectorize_loop(
    m: &mut Module,
    reg: &tessera_ir::Registry,
    loop_op: OpId,
    width: u64,
    reductions: bool,
) -> Result<Outcome, TransformError> {
    let Some(func) = crate::affine_util::enclosing_function(m, loop_op) else {
        return Err(TransformError::at(
            m.op(loop_op).pos,
            "the loop is not inside a func.func",
        ));
    };
    let d = {
        let accesses = collect_shared(m, reg, CollectOptions::default());
        let mut deps = LazyDeps::new(m, reg, func);
        decide(m, &mut deps, &accesses, loop_op, width, reductions)?
    };
    match d {
        Ok(reds) => {
            apply(m, loop_op, width, &reds)?;
            Ok(Outcome::Applied)
        }
        Err(r) => Ok(Outcome::Refused(r)),
    }
}

impl Pass for SuperVectorize {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let loops = innermost(m, func);
        if loops.is_empty() {
            return Ok(());
        }
        // Every verdict on the original function: a rewrite changes only its own loop (and
        // adds its remainder loop after it), keeping the cells each iteration touches.
        // Each loop is first asked only whether it carries a dependence; the function's whole
        // analysis is computed (once) only for the loops that question leaves undecided.
        let decisions: Vec<(OpId, Result<Vec<Red>, Refusal>)> = {
            let accesses = collect_shared(m, ctx.registry, CollectOptions::default());
            let mut deps = LazyDeps::new(m, ctx.registry, func);
            loops
                .iter()
                .map(|&l| {
                    let d = decide(m, &mut deps, &accesses, l, self.width, self.reductions)?;
                    Ok((l, d))
                })
                .collect::<Result<_, TransformError>>()?
        };
        let mut todo = vec![];
        for (l, d) in decisions {
            match d {
                Ok(reds) => todo.push((l, reds)),
                Err(r) => ctx.refuse(PASS, m, r),
            }
        }
        for (l, reds) in todo {
            apply(m, l, self.width, &reds)?;
        }
        Ok(())
    }
}

/// Builds the pass for the registry.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(SuperVectorize::from_options(o)?))
}
