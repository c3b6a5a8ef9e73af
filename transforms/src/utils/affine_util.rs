//! Helpers shared by the loop clean-up passes (unroll, normalize, LICM, scalrep,
//! simplify-structures): trip counts of `affine.for` loops, single-iteration promotion, the
//! memory effects of operations with the alias model the passes share, and
//! structured dominance. Affine expression forms (canonical simplification, merged operand
//! lists, composed access functions) are in [`crate::affine_forms`], re-exported here.

use tessera_ir::builder::Builder;
use tessera_ir::views::{AffineForOp, AffineLoadOp, AffineStoreOp};
use tessera_ir::{Attribute, Module, OpId, ValueDef, ValueId};
use tessera_polyhedral::affine::AffineExpr;

pub use crate::affine_forms::{
    access_difference, compact_map, composed, merge, provably_nonneg, simplify_expr, simplify_map,
    Merged,
};

/// The trip count of an `affine.for` as expressions over merged bound operands: one
/// `(ub_k - lb) ceildiv step` per upper bound result (the count is their minimum, clamped at
/// 0). `None` if the lower bound has several results.
pub fn trip_count_exprs(f: &AffineForOp<'_>) -> Option<Merged> {
    if f.lower_map().num_results() != 1 {
        return None;
    }
    let mut mg = merge(&[
        (f.lower_map(), f.lb_operands()),
        (f.upper_map(), f.ub_operands()),
    ]);
    let lb = mg.exprs[0][0].clone();
    let step = AffineExpr::constant(f.step());
    let tc: Vec<AffineExpr> = mg.exprs[1]
        .iter()
        .map(|u| simplify_expr(&u.sub(&lb).ceil_div(&step), mg.nd, mg.ns))
        .collect();
    mg.exprs = vec![tc];
    Some(mg)
}

/// The constant trip count (MLIR's `getConstantTripCount`): the minimum of the trip count
/// expressions when all are constants, at least 0.
pub fn constant_trip_count(f: &AffineForOp<'_>) -> Option<u64> {
    let tc = trip_count_exprs(f)?;
    let mut min: Option<i64> = None;
    for e in &tc.exprs[0] {
        let c = e.as_constant()?;
        min = Some(min.map_or(c, |x| x.min(c)));
    }
    Some(min?.max(0) as u64)
}

/// MLIR's `getLargestDivisorOfTripCount`: the constant trip count, or the gcd of the known
/// divisors of the trip count expressions (1 if unknown).
pub fn trip_count_divisor(f: &AffineForOp<'_>) -> u64 {
    if let Some(c) = constant_trip_count(f) {
        return c;
    }
    let Some(tc) = trip_count_exprs(f) else {
        return 1;
    };
    let mut g: u64 = 0;
    for e in &tc.exprs[0] {
        let d = e.largest_known_divisor();
        g = gcd(g, d);
    }
    g.max(1)
}

fn gcd(a: u64, b: u64) -> u64 {
    if b == 0 {
        a
    } else {
        gcd(b, a % b)
    }
}

/// True if `v` is defined outside `op` (so it is invariant in a loop `op`); an unresolved
/// value is not.
pub fn defined_outside(m: &Module, op: OpId, v: ValueId) -> bool {
    let def = match m.value(v).def {
        ValueDef::OpResult { op, .. } => Some(op),
        ValueDef::BlockArg { block, .. } => m.block_parent_op(block),
        ValueDef::Unresolved => return false,
    };
    def.is_none_or(|d| !m.is_ancestor(op, d))
}

/// The function (`func.func`) enclosing `op`.
pub fn enclosing_function(m: &Module, op: OpId) -> Option<OpId> {
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        if m.op(p).name == "func.func" {
            return Some(p);
        }
        cur = m.parent_op(p);
    }
    None
}

/// MLIR's `promoteIfSingleIteration`: a loop with a constant trip count of 1 and a single
/// lower bound is replaced by its body (the iv becomes the lower bound value, `iter_args`
/// their initial values, results the yielded values). True if promoted.
pub fn promote_if_single_iteration(m: &mut Module, op: OpId) -> bool {
    let Some(f) = AffineForOp::wrap(m, op) else {
        return false;
    };
    if constant_trip_count(&f) != Some(1) || f.lower_map().num_results() != 1 {
        return false;
    }
    let (iv, iter_args, inits, results) = (
        f.iv(),
        f.iter_args().to_vec(),
        f.inits().to_vec(),
        f.results().to_vec(),
    );
    let body: Vec<OpId> = f.body_ops().to_vec();
    let Some((&term, rest)) = body.split_last() else {
        return false;
    };
    if m.op(term).name != "affine.yield" {
        return false;
    }
    let lb_const = f.constant_lower_bound();
    let lb_map = f.lower_map().clone();
    let lb_ops = f.lb_operands().to_vec();
    let iv_used = m
        .walk(op)
        .iter()
        .any(|&o| o != op && m.op(o).operands.contains(&iv));
    if iv_used {
        let v = if let Some(c) = lb_const {
            // As MLIR: the constant at the start of the function body.
            let entry = enclosing_function(m, op)
                .and_then(|fun| m.op(fun).regions.first().copied())
                .and_then(|r| m.region(r).blocks.first().copied());
            let first = entry.and_then(|b| m.block(b).ops.first().copied());
            match first {
                Some(fst) => match Builder::before(m, fst) {
                    Some(mut bd) => bd.index(c),
                    None => return false,
                },
                None => match Builder::before(m, op) {
                    Some(mut bd) => bd.index(c),
                    None => return false,
                },
            }
        } else if lb_map.is_identity() && lb_ops.len() == 1 && lb_map.num_dims() == 1 {
            lb_ops[0]
        } else {
            match Builder::before(m, op) {
                Some(mut bd) => bd.affine_apply(lb_map, lb_ops),
                None => return false,
            }
        };
        m.replace_all_uses(iv, v);
    }
    for (a, i) in iter_args.iter().zip(&inits) {
        m.replace_all_uses(*a, *i);
    }
    // Read after the replacements: a yielded iv or region argument is now its value.
    let yielded = m.op(term).operands.clone();
    let Some(block) = m.op(op).parent else {
        return false;
    };
    let at = m
        .block(block)
        .ops
        .iter()
        .position(|&o| o == op)
        .unwrap_or(0);
    for (k, &o) in rest.iter().enumerate() {
        m.detach_op(o);
        m.insert_op(block, at + k, o);
    }
    for (r, y) in results.iter().zip(&yielded) {
        m.replace_all_uses(*r, *y);
    }
    m.detach_op(op);
    true
}

/// What an operation may do to memory.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Effect {
    /// Reads `memref` at an affine access (the op).
    AffineRead(ValueId),
    /// Writes `memref` at an affine access (the op).
    AffineWrite(ValueId),
    /// Reads `memref` somewhere.
    Read(ValueId),
    /// Writes `memref` somewhere.
    Write(ValueId),
    /// Anything (calls, unknown ops): reads and writes every memref.
    Unknown,
}

/// True for operations known to have no memory effect and no undefined behaviour left to
/// hoisting questions (see [`may_trap`]).
pub fn is_pure(m: &Module, op: OpId) -> bool {
    let o = m.op(op);
    if !o.regions.is_empty() {
        return false;
    }
    let n = o.name.as_str();
    (n.starts_with("arith.") || n.starts_with("math.") || n.starts_with("index."))
        || matches!(
            n,
            "affine.apply" | "affine.min" | "affine.max" | "memref.dim" | "vector.broadcast"
        )
}

/// True for pure ops that may have undefined behaviour on some operands (integer division and
/// remainder by zero or overflow): hoisting them out of a loop that may not run could execute
/// them where the original program did not.
pub fn may_trap(m: &Module, op: OpId) -> bool {
    let o = m.op(op);
    let n = o.name.as_str();
    let divlike = matches!(
        n,
        "arith.divsi"
            | "arith.divui"
            | "arith.remsi"
            | "arith.remui"
            | "arith.ceildivsi"
            | "arith.ceildivui"
            | "arith.floordivsi"
            | "index.divs"
            | "index.divu"
            | "index.rems"
            | "index.remu"
            | "index.ceildivs"
            | "index.ceildivu"
            | "index.floordivs"
    );
    if !divlike {
        return false;
    }
    // A constant divisor other than 0 and -1 cannot trap.
    let safe = o
        .operands
        .get(1)
        .and_then(|&d| constant_int(m, d))
        .is_some_and(|c| c != 0 && c != -1);
    !safe
}

/// The integer value of an `arith.constant` (integer or index).
pub fn constant_int(m: &Module, v: ValueId) -> Option<i64> {
    let d = m.defining_op(v)?;
    let o = m.op(d);
    if o.name != "arith.constant" {
        return None;
    }
    let a = o.attr("value")?;
    match a {
        Attribute::Integer { value, .. } => i64::try_from(*value).ok(),
        _ => None,
    }
}

/// The memory effects of `op` and of everything nested in it.
pub fn effects(m: &Module, op: OpId) -> Vec<Effect> {
    let mut out = vec![];
    for o in m.walk(op) {
        let oo = m.op(o);
        let n = oo.name.as_str();
        if let Some(l) = AffineLoadOp::wrap(m, o) {
            out.push(Effect::AffineRead(l.memref()));
        } else if let Some(s) = AffineStoreOp::wrap(m, o) {
            out.push(Effect::AffineWrite(s.memref()));
        } else if is_pure(m, o)
            || !oo.regions.is_empty()
                && matches!(
                    n,
                    "affine.for"
                        | "affine.if"
                        | "affine.parallel"
                        | "scf.for"
                        | "scf.if"
                        | "scf.while"
                )
            || matches!(
                n,
                "affine.yield"
                    | "scf.yield"
                    | "scf.condition"
                    | "memref.alloc"
                    | "memref.alloca"
                    | "memref.cast"
                    | "memref.subview"
                    | "memref.reinterpret_cast"
                    | "memref.view"
                    | "memref.collapse_shape"
                    | "memref.expand_shape"
                    | "memref.get_global"
            )
        {
        } else if matches!(n, "memref.load" | "vector.load" | "vector.transfer_read") {
            match oo.operands.first() {
                Some(&mr) => out.push(Effect::Read(mr)),
                None => out.push(Effect::Unknown),
            }
        } else if matches!(n, "memref.store" | "vector.store" | "vector.transfer_write") {
            match oo.operands.get(1) {
                Some(&mr) => out.push(Effect::Write(mr)),
                None => out.push(Effect::Unknown),
            }
        } else if n == "memref.dealloc" {
            match oo.operands.first() {
                Some(&mr) => out.push(Effect::Write(mr)),
                None => out.push(Effect::Unknown),
            }
        } else {
            out.push(Effect::Unknown);
        }
    }
    out
}

/// The alias model of the passes, the project's memory model (as the dependence analysis):
/// `affine.execute_region` region arguments are the memrefs bound to them; distinct memref values that are not views of one another — function and block arguments,
/// `memref.alloc`/`memref.alloca` results — do not alias; any other memref value (a view, a
/// cast, a global, a call result) may alias every memref.
pub fn may_alias(m: &Module, a: ValueId, b: ValueId) -> bool {
    if a == b {
        return true;
    }
    // An affine.execute_region's region argument is the memref bound to it.
    let outer = |v: ValueId| {
        let mut cur = v;
        for _ in 0..1024 {
            match tessera_dependence::access::region_arg_operand(m, cur) {
                Some(o) => cur = o,
                None => break,
            }
        }
        cur
    };
    let (a, b) = (outer(a), outer(b));
    if a == b {
        return true;
    }
    let root = |v: ValueId| match m.value(v).def {
        ValueDef::BlockArg { .. } => true,
        ValueDef::OpResult { op, .. } => {
            matches!(m.op(op).name.as_str(), "memref.alloc" | "memref.alloca")
        }
        ValueDef::Unresolved => false,
    };
    !(root(a) && root(b))
}

/// True if `a` dominates `b` in the sense of structured regions: `a`'s block encloses `b`
/// (transitively) and `a` comes first in it.
pub fn dominates(m: &Module, a: OpId, b: OpId) -> bool {
    let Some(ba) = m.op(a).parent else {
        return false;
    };
    // Find b's ancestor in block ba.
    let mut cur = b;
    loop {
        if m.op(cur).parent == Some(ba) {
            let ops = &m.block(ba).ops;
            let ia = ops.iter().position(|&o| o == a);
            let ib = ops.iter().position(|&o| o == cur);
            return matches!((ia, ib), (Some(x), Some(y)) if x < y);
        }
        match m.parent_op(cur) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// The operations enclosing `op` (inside its function) whose regions may run more than once,
/// outermost first: every region-holding ancestor except `affine.if` and `scf.if` (loops of
/// every dialect, and unknown region ops, conservatively).
pub fn enclosing_loops(m: &Module, op: OpId) -> Vec<OpId> {
    let mut out = vec![];
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        let n = m.op(p).name.as_str();
        if n == "func.func" || n == "builtin.module" {
            break;
        }
        if !matches!(n, "affine.if" | "scf.if") {
            out.push(p);
        }
        cur = m.parent_op(p);
    }
    out.reverse();
    out
}

/// True if the loop provably runs at least once whenever it is reached: every upper bound
/// expression exceeds every lower bound expression (`ub_k - lb_j - 1 >= 0`, proven by
/// [`provably_nonneg`] over the merged bound operands).
pub fn runs_at_least_once(m: &Module, f: &AffineForOp<'_>) -> bool {
    if constant_trip_count(f).is_some_and(|c| c >= 1) {
        return true;
    }
    let mg = merge(&[
        (f.lower_map(), f.lb_operands()),
        (f.upper_map(), f.ub_operands()),
    ]);
    let one = AffineExpr::constant(1);
    mg.exprs[0].iter().all(|l| {
        mg.exprs[1]
            .iter()
            .all(|u| provably_nonneg(m, &u.sub(l).sub(&one), mg.nd, &mg.operands))
    })
}
