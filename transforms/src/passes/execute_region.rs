//! `affine.execute_region` (seed 002) in the passes: inlining a region into its parent
//! ([`inline_region`], the final step of `lower-affine`), the `affine-execute-region-simplify`
//! pass ([`Simplify`]) and the `inline` pass ([`Inline`]: a `func.call` of a function defined in
//! the module becomes the callee's body inside an `affine.execute_region`).
//!
//! Inlining a region: a single-block region's operations move before the op, its region
//! arguments are replaced by the op's operands and its results by the values its terminator
//! (`func.return` / `affine.yield`) returns. A multi-block region becomes an
//! `scf.execute_region` (no block arguments: the region arguments are replaced by the
//! operands; top-level `func.return` / `affine.yield` terminators become `scf.yield`), which
//! mlir-opt accepts anywhere.
//!
//! `affine-execute-region-simplify` applies, until nothing changes:
//! - duplicate operands: a region argument bound to the same value as an earlier one is
//!   replaced by the earlier one (two arguments bound to one memref alias; after this the
//!   region's accesses name one value);
//! - unused region arguments (and their operands) are dropped;
//! - `memref.cast` operands whose source type is as static as the cast's result or more
//!   (same element type, rank, layout and memory space, every static size of the result equal
//!   in the source) are folded when every use of the region argument is an access that does not
//!   depend on the memref type (affine/memref loads and stores, `memref.dim`): the argument takes
//!   the source's type;
//! - a statically shaped `memref.alloc` whose only remaining uses are `memref.dealloc`s (the
//!   region that used it dropped its argument) is erased with them;
//! - a single-block region with no `memref.alloca` is inlined into its parent when the module
//!   still verifies afterwards (the verifier's affine-scope rules: every dim and symbol of the
//!   region's affine ops stays valid in the parent's scope).

use std::collections::{HashMap, HashSet};

use tessera_ir::module::{OperationState, ValueDef};
use tessera_ir::{Module, OpId, Type, ValueId};

use crate::error::TransformError;
use crate::pass::{Pass, PassContext};

/// The op name.
pub const EXECUTE_REGION: &str = "affine.execute_region";

/// The `affine.execute_region` ops under `root` (pre-order: outer ones first).
pub fn execute_regions(m: &Module, root: OpId) -> Vec<OpId> {
    m.walk(root)
        .into_iter()
        .filter(|&o| o != root && m.op(o).name == EXECUTE_REGION && m.op(o).parent.is_some())
        .collect()
}

fn region_of(m: &Module, op: OpId) -> Result<tessera_ir::RegionId, TransformError> {
    match m.op(op).regions.as_slice() {
        [r] => Ok(*r),
        _ => Err(TransformError::at(
            m.op(op).pos,
            format!("'{EXECUTE_REGION}' requires one region"),
        )),
    }
}

fn is_region_return(name: &str) -> bool {
    name == "func.return" || name == "affine.yield"
}

/// Replaces the region arguments of execute_region `op` by its operands (the entry block
/// keeps no arguments).
fn bind_arguments(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let region = region_of(m, op)?;
    let Some(&entry) = m.region(region).blocks.first() else {
        return Err(TransformError::at(
            m.op(op).pos,
            format!("'{EXECUTE_REGION}' has an empty region"),
        ));
    };
    let args = m.block(entry).args.clone();
    let operands = m.op(op).operands.clone();
    if args.len() != operands.len() {
        return Err(TransformError::at(
            m.op(op).pos,
            format!("'{EXECUTE_REGION}' region arguments do not match its operands"),
        ));
    }
    for (&a, &v) in args.iter().zip(&operands) {
        m.replace_all_uses(a, v);
    }
    m.block_mut(entry).args.clear();
    m.op_mut(op).operands.clear();
    Ok(())
}

/// Inlines execute_region `op` into its parent (see the module documentation): single-block
/// regions in place, multi-block regions as an `scf.execute_region`.
pub fn inline_region(m: &mut Module, op: OpId) -> Result<(), TransformError> {
    let region = region_of(m, op)?;
    let Some(parent_block) = m.op(op).parent else {
        return Err(TransformError::at(
            m.op(op).pos,
            format!("'{EXECUTE_REGION}' is not inside a block"),
        ));
    };
    let blocks = m.region(region).blocks.clone();
    bind_arguments(m, op)?;
    if let [only] = blocks.as_slice() {
        let ops = m.block(*only).ops.clone();
        let Some((&term, body)) = ops.split_last() else {
            return Err(TransformError::at(
                m.op(op).pos,
                format!("'{EXECUTE_REGION}' region has no terminator"),
            ));
        };
        if !is_region_return(&m.op(term).name) {
            return Err(TransformError::at(
                m.op(term).pos,
                format!(
                    "'{}' cannot terminate an inlined '{EXECUTE_REGION}'",
                    m.op(term).name
                ),
            ));
        }
        let rets = m.op(term).operands.clone();
        let results = m.op(op).results.clone();
        if rets.len() != results.len() {
            return Err(TransformError::at(
                m.op(term).pos,
                "returns a different number of values than its execute_region has results",
            ));
        }
        let index = m
            .block(parent_block)
            .ops
            .iter()
            .position(|&o| o == op)
            .unwrap_or(0);
        for (k, &inner) in body.iter().enumerate() {
            m.detach_op(inner);
            m.insert_op(parent_block, index + k, inner);
        }
        m.detach_op(term);
        for (&r, &v) in results.iter().zip(&rets) {
            m.replace_all_uses(r, v);
        }
        m.detach_op(op);
        return Ok(());
    }
    // Several blocks: an scf.execute_region around the same region.
    for &b in &blocks {
        if let Some(&t) = m.block(b).ops.last() {
            if is_region_return(&m.op(t).name) {
                let o = m.op_mut(t);
                o.name = "scf.yield".into();
                o.props.clear();
            }
        }
    }
    let o = m.op(op);
    let st = OperationState {
        name: "scf.execute_region".into(),
        operands: vec![],
        result_types: o.results.iter().map(|&r| m.value_type(r).clone()).collect(),
        props: Default::default(),
        attrs: vec![],
        regions: vec![],
        successors: vec![],
        pos: o.pos,
        loc: o.loc.clone(),
    };
    let results = o.results.clone();
    let new = m.create_op(st);
    m.op_mut(op).regions.clear();
    m.op_mut(new).regions.push(region);
    m.region_mut(region).parent = Some(new);
    let index = m
        .block(parent_block)
        .ops
        .iter()
        .position(|&o| o == op)
        .unwrap_or(0);
    m.insert_op(parent_block, index, new);
    for (&r, &nr) in results.iter().zip(&m.op(new).results.clone()) {
        m.value_mut(nr).name_hint = m.value(r).name_hint.clone();
        m.replace_all_uses(r, nr);
    }
    m.detach_op(op);
    Ok(())
}

/// Inlines every execute_region under `root`, innermost first (the last step of
/// `lower-affine`).
pub fn inline_all(m: &mut Module, root: OpId) -> Result<(), TransformError> {
    let mut ers = execute_regions(m, root);
    ers.reverse();
    for op in ers {
        inline_region(m, op)?;
    }
    Ok(())
}

// ----- affine-execute-region-simplify ----------------------------------------------------------

/// The pass name.
pub const SIMPLIFY: &str = "affine-execute-region-simplify";

/// `affine-execute-region-simplify` (see the module documentation).
pub struct Simplify;

/// Ops whose meaning does not depend on the static type of their memref operand.
const TYPE_AGNOSTIC_USES: &[&str] = &[
    "affine.load",
    "affine.store",
    "memref.load",
    "memref.store",
    "memref.dim",
];

/// Removes entry-block argument `index` of `region`'s entry and operand `index` of `op`,
/// renumbering the remaining arguments.
fn drop_argument(m: &mut Module, op: OpId, entry: tessera_ir::BlockId, index: usize) {
    m.op_mut(op).operands.remove(index);
    m.block_mut(entry).args.remove(index);
    let args = m.block(entry).args.clone();
    for (i, a) in args.into_iter().enumerate() {
        m.value_mut(a).def = ValueDef::BlockArg {
            block: entry,
            index: i as u32,
        };
    }
}

/// Uses of `v` (op, operand index) among the ops under `root`.
fn uses_under(m: &Module, root: OpId, v: ValueId) -> Vec<OpId> {
    m.walk(root)
        .into_iter()
        .filter(|&o| m.op(o).operands.contains(&v))
        .collect()
}

fn all_uses(m: &Module, v: ValueId) -> Vec<OpId> {
    uses_under(m, m.top(), v)
        .into_iter()
        .filter(|&o| attached(m, o))
        .collect()
}

/// True if `op` is reachable from the module's top op.
fn attached(m: &Module, op: OpId) -> bool {
    let top = m.top();
    let mut cur = op;
    loop {
        if cur == top {
            return true;
        }
        let Some(b) = m.op(cur).parent else {
            return false;
        };
        let Some(r) = m.block(b).parent else {
            return false;
        };
        let Some(p) = m.region(r).parent else {
            return false;
        };
        if !m.op(p).regions.contains(&r) {
            return false;
        }
        cur = p;
    }
}

/// The source of a foldable `memref.cast` producing `v`: the cast's source is at least as
/// static as its result.
fn foldable_cast_source(m: &Module, v: ValueId) -> Option<ValueId> {
    let d = m.defining_op(v)?;
    let o = m.op(d);
    if o.name != "memref.cast" {
        return None;
    }
    let &src = o.operands.first()?;
    match (m.value_type(src), m.value_type(v)) {
        (
            Type::MemRef {
                shape: s1,
                elem: e1,
                layout: l1,
                memory_space: ms1,
            },
            Type::MemRef {
                shape: s2,
                elem: e2,
                layout: l2,
                memory_space: ms2,
            },
        ) if e1 == e2 && l1 == l2 && ms1 == ms2 && s1.len() == s2.len() => {
            let ok = s1
                .iter()
                .zip(s2.iter())
                .all(|(a, b)| *b == tessera_ir::types::DYNAMIC || a == b);
            ok.then_some(src)
        }
        _ => None,
    }
}

/// One round of the canonicalisations on `op`; true if something changed.
fn canonicalize(m: &mut Module, op: OpId, dead_candidates: &mut Vec<ValueId>) -> bool {
    let Ok(region) = region_of(m, op) else {
        return false;
    };
    let Some(&entry) = m.region(region).blocks.first() else {
        return false;
    };
    if m.block(entry).args.len() != m.op(op).operands.len() {
        return false;
    }
    let mut changed = false;
    // Duplicate operands.
    let mut i = 0;
    while i < m.op(op).operands.len() {
        let v = m.op(op).operands[i];
        if let Some(first) = m.op(op).operands[..i].iter().position(|&w| w == v) {
            let keep = m.block(entry).args[first];
            let gone = m.block(entry).args[i];
            m.replace_all_uses(gone, keep);
            drop_argument(m, op, entry, i);
            changed = true;
            continue;
        }
        i += 1;
    }
    // memref.cast folding.
    for i in 0..m.op(op).operands.len() {
        let v = m.op(op).operands[i];
        let Some(src) = foldable_cast_source(m, v) else {
            continue;
        };
        let arg = m.block(entry).args[i];
        let uses = uses_under(m, op, arg);
        if uses
            .iter()
            .all(|&u| TYPE_AGNOSTIC_USES.contains(&m.op(u).name.as_str()))
        {
            let ty = m.value_type(src).clone();
            m.value_mut(arg).ty = ty;
            m.op_mut(op).operands[i] = src;
            dead_candidates.push(v);
            changed = true;
        }
    }
    // Unused arguments.
    let mut i = 0;
    while i < m.op(op).operands.len() {
        let arg = m.block(entry).args[i];
        if uses_under(m, op, arg).is_empty() {
            let v = m.op(op).operands[i];
            drop_argument(m, op, entry, i);
            dead_candidates.push(v);
            changed = true;
            continue;
        }
        i += 1;
    }
    changed
}

/// Erases a dead `memref.cast` or a statically shaped `memref.alloc` whose only uses are
/// deallocations; true if something was erased.
fn erase_dead_memref(m: &mut Module, v: ValueId) -> bool {
    let Some(d) = m.defining_op(v) else {
        return false;
    };
    if !attached(m, d) {
        return false;
    }
    let uses = all_uses(m, v);
    match m.op(d).name.as_str() {
        "memref.cast" if uses.is_empty() => {
            m.detach_op(d);
            true
        }
        "memref.alloc"
            if m.op(d).operands.is_empty()
                && uses.iter().all(|&u| m.op(u).name == "memref.dealloc") =>
        {
            for u in uses {
                m.detach_op(u);
            }
            m.detach_op(d);
            true
        }
        _ => false,
    }
}

/// Tries to inline execute_region `op` into its parent: single block, no `memref.alloca`,
/// and the module verifies afterwards. Returns the new module if so.
fn try_hoist(m: &Module, reg: &tessera_ir::Registry, op: OpId) -> Option<Module> {
    let region = region_of(m, op).ok()?;
    if m.region(region).blocks.len() != 1 {
        return None;
    }
    if m.walk(op)
        .iter()
        .any(|&o| m.op(o).name == "memref.alloca" || m.op(o).name == "memref.alloca_scope")
    {
        return None;
    }
    let mut c = m.clone();
    inline_region(&mut c, op).ok()?;
    tessera_ir::verify::verify(&c, reg).ok()?;
    Some(c)
}

/// The registry entry of `affine-execute-region-simplify`.
pub const SIMPLIFY_INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: SIMPLIFY,
    summary: "drop unused/duplicate affine.execute_region arguments, fold memref.cast operands, erase dead allocs, inline regions whose symbols stay valid",
    options: &[],
    create: |_| Ok(Box::new(Simplify)),
};

impl Pass for Simplify {
    fn name(&self) -> &'static str {
        SIMPLIFY
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        for _round in 0..64 {
            let mut changed = false;
            let mut dead = vec![];
            for op in execute_regions(m, func) {
                if attached(m, op) {
                    changed |= canonicalize(m, op, &mut dead);
                }
            }
            for v in dead {
                changed |= erase_dead_memref(m, v);
            }
            // Hoisting, outermost first (an inner region's symbols may come from the outer
            // one's top level; once the outer one is gone, they may be valid further out).
            for op in execute_regions(m, func) {
                if !attached(m, op) {
                    continue;
                }
                if let Some(c) = try_hoist(m, ctx.registry, op) {
                    *m = c;
                    changed = true;
                    break;
                }
            }
            if !changed {
                return Ok(());
            }
        }
        Ok(())
    }
}

// ----- inline ------------------------------------------------------------------------------------

/// The pass name (mlir-opt's).
pub const INLINE: &str = "inline";

/// `inline`: every `func.call` of a function with a body defined in the module, unless the
/// callee can reach the caller again (recursion: a remark), becomes the callee's body inside an
/// `affine.execute_region` — memref arguments become its operands and region arguments, other
/// arguments are the call's operands captured implicitly (valid symbols of the region: they
/// dominate it), `func.return` becomes `affine.yield`. Repeats until no such call is left
/// (callees are inlined into inlined bodies too). Functions are kept.
pub struct Inline;

pub(crate) fn callee_name(m: &Module, call: OpId) -> Option<String> {
    m.op(call)
        .attr("callee")
        .and_then(|a| a.as_flat_symbol())
        .map(|s| s.to_string())
}

/// Defined functions of the module (with a body, not declarations) by name.
pub(crate) fn defined_functions(m: &Module) -> HashMap<String, OpId> {
    crate::pass::functions(m)
        .into_iter()
        .filter(|&f| {
            m.op(f)
                .regions
                .first()
                .is_some_and(|&r| !m.region(r).blocks.is_empty())
        })
        .filter_map(|f| crate::loops::function_name(m, f).map(|n| (n, f)))
        .collect()
}

/// Functions reachable from `start` through calls (including through `start` itself when it
/// calls itself), by name.
pub(crate) fn reachable(m: &Module, funcs: &HashMap<String, OpId>, start: &str) -> HashSet<String> {
    let mut seen = HashSet::new();
    let mut stack = vec![start.to_string()];
    while let Some(f) = stack.pop() {
        let Some(&fop) = funcs.get(&f) else { continue };
        for o in m.walk(fop) {
            if m.op(o).name != "func.call" {
                continue;
            }
            if let Some(c) = callee_name(m, o) {
                if seen.insert(c.clone()) {
                    stack.push(c);
                }
            }
        }
    }
    seen
}

/// Inlines `call` (a `func.call` of `callee`, defined) as an `affine.execute_region`.
pub fn inline_call(m: &mut Module, call: OpId, callee: OpId) -> Result<OpId, TransformError> {
    let pos = m.op(call).pos;
    let operands = m.op(call).operands.clone();
    let mut vmap = HashMap::new();
    let Some(copy) = tessera_ir::builder::clone_op(m, callee, &mut vmap) else {
        return Err(TransformError::at(
            pos,
            "callee nested too deeply to inline",
        ));
    };
    let Some(&region) = m.op(copy).regions.first() else {
        return Err(TransformError::at(pos, "callee has no body"));
    };
    let Some(&entry) = m.region(region).blocks.first() else {
        return Err(TransformError::at(pos, "callee has no body"));
    };
    let params = m.block(entry).args.clone();
    if params.len() != operands.len() {
        return Err(TransformError::at(
            pos,
            format!(
                "call has {} operands but the callee has {} parameters",
                operands.len(),
                params.len()
            ),
        ));
    }
    let mut er_operands = vec![];
    let mut keep = vec![];
    for (&p, &v) in params.iter().zip(&operands) {
        if m.value_type(p) != m.value_type(v) {
            return Err(TransformError::at(
                pos,
                "call operand types differ from the callee's parameters",
            ));
        }
        if m.value_type(p).is_memref() {
            er_operands.push(v);
            keep.push(p);
        } else {
            m.replace_all_uses(p, v);
        }
    }
    m.block_mut(entry).args = keep.clone();
    for (i, a) in keep.into_iter().enumerate() {
        m.value_mut(a).def = ValueDef::BlockArg {
            block: entry,
            index: i as u32,
        };
    }
    for b in m.region(region).blocks.clone() {
        if let Some(&t) = m.block(b).ops.last() {
            if m.op(t).name == "func.return" {
                let o = m.op_mut(t);
                o.name = "affine.yield".into();
                o.props.clear();
            }
        }
    }
    m.op_mut(copy).regions.clear();
    let er = replace_by_region(m, call, er_operands, region)?;
    m.detach_op(call);
    Ok(er)
}

/// Creates an `affine.execute_region` with `operands` and body `region`, typed as `op`'s
/// results, inserts it before `op` and makes every use of `op`'s results (outside it) use the
/// region's (same names); `op` itself stays where it is, for the caller to detach or move.
fn replace_by_region(
    m: &mut Module,
    op: OpId,
    operands: Vec<ValueId>,
    region: tessera_ir::RegionId,
) -> Result<OpId, TransformError> {
    let pos = m.op(op).pos;
    let Some(block) = m.op(op).parent else {
        return Err(TransformError::at(pos, "op is not inside a block"));
    };
    let results = m.op(op).results.clone();
    let er = m.create_op(OperationState {
        name: EXECUTE_REGION.into(),
        operands,
        result_types: results.iter().map(|&r| m.value_type(r).clone()).collect(),
        props: Default::default(),
        attrs: vec![],
        regions: vec![region],
        successors: vec![],
        pos,
        loc: m.op(op).loc.clone(),
    });
    let index = m
        .block(block)
        .ops
        .iter()
        .position(|&o| o == op)
        .unwrap_or(0);
    m.insert_op(block, index, er);
    for (&r, &nr) in results.iter().zip(&m.op(er).results.clone()) {
        m.value_mut(nr).name_hint = m.value(r).name_hint.clone();
        m.replace_all_uses(r, nr);
    }
    Ok(er)
}

/// The registry entry of `inline`.
pub const INLINE_INFO: crate::registry::PassInfo = crate::registry::PassInfo {
    name: INLINE,
    summary: "func.call of a non-recursive function defined in the module → its body in an affine.execute_region",
    options: &[],
    create: |_| Ok(Box::new(Inline)),
};

impl Pass for Inline {
    fn name(&self) -> &'static str {
        INLINE
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        let Some(me) = crate::loops::function_name(m, func) else {
            return Ok(());
        };
        let mut refused: HashSet<OpId> = HashSet::new();
        // Each round inlines every eligible call present; a non-recursive call graph is a DAG,
        // so the rounds end (bounded anyway).
        for _round in 0..256 {
            let funcs = defined_functions(m);
            let calls: Vec<OpId> = m
                .walk(func)
                .into_iter()
                .filter(|&o| m.op(o).name == "func.call" && !refused.contains(&o))
                .collect();
            let mut changed = false;
            for call in calls {
                let Some(name) = callee_name(m, call) else {
                    continue;
                };
                let Some(&callee) = funcs.get(&name) else {
                    continue; // external declaration
                };
                let reach = reachable(m, &funcs, &name);
                if name == me || reach.contains(&name) || reach.contains(&me) {
                    ctx.remark(
                        INLINE,
                        m.op(call).pos,
                        format!(
                            "not inlined: '@{name}' is recursive (it can call {})",
                            if reach.contains(&me) && name != me {
                                format!("'@{me}'")
                            } else {
                                "itself".to_string()
                            }
                        ),
                    );
                    refused.insert(call);
                    continue;
                }
                inline_call(m, call, callee)?;
                changed = true;
            }
            if !changed {
                return Ok(());
            }
        }
        Ok(())
    }
}

// ----- wrapping ----------------------------------------------------------------------------------

/// Wraps `op` (in a block, not a terminator) into a new `affine.execute_region` in its place:
/// the memrefs `op` uses that are defined outside it become the region's operands and
/// arguments, `op`'s results the region's results (returned by an `affine.yield`). The inverse
/// of [`inline_region`] for one op; used to build programs with execute_regions.
pub fn wrap_in_region(m: &mut Module, op: OpId) -> Result<OpId, TransformError> {
    let pos = m.op(op).pos;
    if m.op(op).parent.is_none() {
        return Err(TransformError::at(pos, "op is not inside a block"));
    }
    let inner = m.walk(op);
    let inside: HashSet<OpId> = inner.iter().copied().collect();
    let defined_inside = |m: &Module, v: ValueId| -> bool {
        match m.value(v).def {
            ValueDef::OpResult { op: d, .. } => inside.contains(&d),
            ValueDef::BlockArg { block: b, .. } => {
                m.block_parent_op(b).is_some_and(|p| inside.contains(&p))
            }
            ValueDef::Unresolved => false,
        }
    };
    let mut captured: Vec<ValueId> = vec![];
    for &o in &inner {
        for &v in &m.op(o).operands {
            if m.value_type(v).is_memref() && !defined_inside(m, v) && !captured.contains(&v) {
                captured.push(v);
            }
        }
    }
    let tys: Vec<Type> = captured.iter().map(|&v| m.value_type(v).clone()).collect();
    let entry = m.create_block(tys);
    let args = m.block(entry).args.clone();
    for (&a, &v) in args.iter().zip(&captured) {
        m.value_mut(a).name_hint = m
            .value(v)
            .name_hint
            .as_ref()
            .map(|n| format!("{}_r", n.trim_start_matches('%')).into_boxed_str());
        for &o in &inner {
            for x in &mut m.op_mut(o).operands {
                if *x == v {
                    *x = a;
                }
            }
        }
    }
    let region = m.create_region();
    m.append_block(region, entry);
    let results = m.op(op).results.clone();
    // Uses outside now read the region's results.
    let er = replace_by_region(m, op, captured, region)?;
    m.detach_op(op);
    m.append_op(entry, op);
    let y = m.create_op(OperationState {
        name: "affine.yield".into(),
        operands: results,
        result_types: vec![],
        props: Default::default(),
        attrs: vec![],
        regions: vec![],
        successors: vec![],
        pos,
        loc: None,
    });
    m.append_op(entry, y);
    Ok(er)
}
