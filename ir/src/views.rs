//! Typed views over the generic operation record for the affine dialect's structured ops, as
//! MLIR's `AffineForOp`, `AffineIfOp`, ... classes: each view checks the op's name and shape
//! once ([`AffineForOp::wrap`] returns `None` on anything else) and then offers accessors for
//! maps, operand groups, step, induction variables, `iter_args`, bodies and results. Analyses
//! and passes read affine ops through these views, never by property name, and edit them
//! through the views' setters (`AffineForOp::set_lower_bound`, `AffineLoadOp::set_map`, ...:
//! associated functions taking the module and the op, in `views_edit.rs`).
//!
//! ```
//! use tessera_ir::{parse, Registry};
//! use tessera_ir::views::AffineForOp;
//! let src = "func.func @f(%n: index) {\n  affine.for %i = 0 to %n step 2 {\n  }\n  return\n}";
//! let m = parse(src, Registry::standard()).unwrap();
//! let f = m.walk(m.top()).into_iter().find_map(|o| AffineForOp::wrap(&m, o)).unwrap();
//! assert_eq!(f.step(), 2);
//! assert_eq!(f.constant_lower_bound(), Some(0));
//! assert_eq!(f.ub_operands().len(), 1);
//! ```

use tessera_polyhedral::affine::{AffineMap, IntegerSet};

use crate::attrs::{Attribute, DenseData, ElemValue};
use crate::module::{BlockId, Module, OpId, ValueId};
use crate::types::Type;

/// The values of an integer dense array attribute (`array<i32: ...>`, `array<i64: ...>`).
pub fn dense_int_array(a: &Attribute) -> Option<Vec<i64>> {
    match a {
        Attribute::DenseArray { values, .. } => values
            .iter()
            .map(|v| match v {
                ElemValue::Int(i) => i64::try_from(*i).ok(),
                ElemValue::Bool(b) => Some(i64::from(*b)),
                _ => None,
            })
            .collect(),
        _ => None,
    }
}

/// The integers of an array attribute of integers (`[1 : index, 2 : index]`).
pub fn int_array(a: &Attribute) -> Option<Vec<i64>> {
    a.as_array()?
        .iter()
        .map(|x| x.as_int().and_then(|v| i64::try_from(v).ok()))
        .collect()
}

/// The integers of a 1-D `dense<...> : tensor<Nxi32>` attribute (splat or elements).
pub fn dense_elements_ints(a: &Attribute) -> Option<Vec<i64>> {
    let Attribute::DenseElements {
        ty: Type::RankedTensor { shape, elem, .. },
        data,
    } = a
    else {
        return None;
    };
    if shape.len() != 1 || !elem.is_integer() {
        return None;
    }
    let n = usize::try_from(*shape.first()?).ok()?;
    let int = |v: &ElemValue| match v {
        ElemValue::Int(i) => i64::try_from(*i).ok(),
        _ => None,
    };
    match data {
        DenseData::Splat(v) => Some(vec![int(v)?; n]),
        DenseData::Elements(vs) if vs.len() == n => vs.iter().map(int).collect(),
        _ => None,
    }
}

/// The integers of any integer-list attribute: a dense array (`array<i32: 1, 2>`, booleans as
/// 0/1), an array of integers (`[1, 2]`) or dense elements (`dense<[1, 2]> : tensor<2xi32>`,
/// splats expanded to the shape's element count).
pub fn int_values(a: &Attribute) -> Option<Vec<i64>> {
    match a {
        Attribute::DenseArray { .. } => dense_int_array(a),
        Attribute::Array(_) => int_array(a),
        Attribute::DenseElements { ty, data } => {
            let int = |v: &ElemValue| match v {
                ElemValue::Int(i) => i64::try_from(*i).ok(),
                _ => None,
            };
            match data {
                DenseData::Splat(v) => {
                    let n: i64 = ty.shape()?.iter().product();
                    Some(vec![int(v)?; usize::try_from(n).ok()?])
                }
                DenseData::Elements(vs) => vs.iter().map(int).collect(),
                _ => None,
            }
        }
        _ => None,
    }
}

/// Splits `op`'s operands by its `operandSegmentSizes` (exactly `n` non-negative sizes that add
/// up to the operand count), as ranges.
pub(crate) fn segment_ranges(
    m: &Module,
    op: OpId,
    n: usize,
) -> Option<Vec<std::ops::Range<usize>>> {
    let o = m.op(op);
    let sizes = dense_int_array(o.attr("operandSegmentSizes")?)?;
    if sizes.len() != n {
        return None;
    }
    let mut out = Vec::with_capacity(n);
    let mut at = 0usize;
    for s in sizes {
        let s = usize::try_from(s).ok()?;
        out.push(at..at + s);
        at += s;
    }
    (at == o.operands.len()).then_some(out)
}

/// The single block of `op`'s region `r`.
fn single_block(m: &Module, op: OpId, r: usize) -> Option<BlockId> {
    let region = *m.op(op).regions.get(r)?;
    match m.region(region).blocks.as_slice() {
        [b] => Some(*b),
        _ => None,
    }
}

/// An `affine.for` operation.
#[derive(Clone, Copy)]
pub struct AffineForOp<'a> {
    m: &'a Module,
    op: OpId,
    lb: &'a AffineMap,
    ub: &'a AffineMap,
    step: i64,
    segs: [(usize, usize); 3],
    body: BlockId,
}

impl<'a> AffineForOp<'a> {
    /// The view of `op` if it is a well-formed `affine.for`.
    pub fn wrap(m: &'a Module, op: OpId) -> Option<AffineForOp<'a>> {
        let o = m.op(op);
        if o.name != "affine.for" {
            return None;
        }
        let lb = o.attr("lowerBoundMap")?.as_affine_map()?;
        let ub = o.attr("upperBoundMap")?.as_affine_map()?;
        let step = i64::try_from(o.attr("step")?.as_int()?).ok()?;
        let r = segment_ranges(m, op, 3)?;
        let body = single_block(m, op, 0)?;
        let nargs = m.block(body).args.len();
        if nargs != 1 + r[2].len() || o.results.len() != r[2].len() {
            return None;
        }
        if lb.num_inputs() as usize != r[0].len() || ub.num_inputs() as usize != r[1].len() {
            return None;
        }
        Some(AffineForOp {
            m,
            op,
            lb,
            ub,
            step,
            segs: [
                (r[0].start, r[0].end),
                (r[1].start, r[1].end),
                (r[2].start, r[2].end),
            ],
            body,
        })
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The lower bound map (a `max` of its results).
    pub fn lower_map(&self) -> &'a AffineMap {
        self.lb
    }

    /// The upper bound map (a `min` of its results; exclusive).
    pub fn upper_map(&self) -> &'a AffineMap {
        self.ub
    }

    fn seg(&self, k: usize) -> &'a [ValueId] {
        let (a, b) = self.segs[k];
        &self.m.op(self.op).operands[a..b]
    }

    /// Operands of the lower bound map (dims, then symbols).
    pub fn lb_operands(&self) -> &'a [ValueId] {
        self.seg(0)
    }

    /// Operands of the upper bound map.
    pub fn ub_operands(&self) -> &'a [ValueId] {
        self.seg(1)
    }

    /// Initial values of the loop-carried values.
    pub fn inits(&self) -> &'a [ValueId] {
        self.seg(2)
    }

    /// The step (positive).
    pub fn step(&self) -> i64 {
        self.step
    }

    /// The body block.
    pub fn body(&self) -> BlockId {
        self.body
    }

    /// The induction variable.
    pub fn iv(&self) -> ValueId {
        self.m.block(self.body).args[0]
    }

    /// The region arguments carrying `iter_args` values.
    pub fn iter_args(&self) -> &'a [ValueId] {
        &self.m.block(self.body).args[1..]
    }

    /// The loop's results.
    pub fn results(&self) -> &'a [ValueId] {
        &self.m.op(self.op).results
    }

    /// The body's operations, terminator included.
    pub fn body_ops(&self) -> &'a [OpId] {
        &self.m.block(self.body).ops
    }

    /// The terminating `affine.yield`.
    pub fn yield_op(&self) -> Option<OpId> {
        self.body_ops()
            .last()
            .copied()
            .filter(|&t| self.m.op(t).name == "affine.yield")
    }

    /// The lower bound if it is a single constant.
    pub fn constant_lower_bound(&self) -> Option<i64> {
        single_constant(self.lb)
    }

    /// The upper bound if it is a single constant.
    pub fn constant_upper_bound(&self) -> Option<i64> {
        single_constant(self.ub)
    }

    /// The number of iterations if both bounds are constants.
    pub fn constant_trip_count(&self) -> Option<i64> {
        let (l, u) = (self.constant_lower_bound()?, self.constant_upper_bound()?);
        if u <= l {
            return Some(0);
        }
        let span = u.checked_sub(l)?;
        Some(span.checked_add(self.step - 1)? / self.step)
    }
}

/// The value of a map with a single constant result and no inputs.
fn single_constant(map: &AffineMap) -> Option<i64> {
    match map.results() {
        [e] if map.num_inputs() == 0 => e.as_constant(),
        _ => None,
    }
}

/// An `affine.parallel` operation.
#[derive(Clone, Copy)]
pub struct AffineParallelOp<'a> {
    m: &'a Module,
    op: OpId,
    lb: &'a AffineMap,
    ub: &'a AffineMap,
    body: BlockId,
    nlb: usize,
}

impl<'a> AffineParallelOp<'a> {
    /// The view of `op` if it is a well-formed `affine.parallel`.
    pub fn wrap(m: &'a Module, op: OpId) -> Option<AffineParallelOp<'a>> {
        let o = m.op(op);
        if o.name != "affine.parallel" {
            return None;
        }
        let lb = o.attr("lowerBoundsMap")?.as_affine_map()?;
        let ub = o.attr("upperBoundsMap")?.as_affine_map()?;
        let body = single_block(m, op, 0)?;
        let nlb = lb.num_inputs() as usize;
        if o.operands.len() != nlb + ub.num_inputs() as usize {
            return None;
        }
        let v = AffineParallelOp {
            m,
            op,
            lb,
            ub,
            body,
            nlb,
        };
        let n = v.steps()?.len();
        if v.lower_groups()?.len() != n || v.upper_groups()?.len() != n {
            return None;
        }
        (m.block(body).args.len() == n).then_some(v)
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// All lower bound expressions, grouped by [`Self::lower_groups`] (each group a `max`).
    pub fn lower_map(&self) -> &'a AffineMap {
        self.lb
    }

    /// All upper bound expressions, grouped by [`Self::upper_groups`] (each group a `min`).
    pub fn upper_map(&self) -> &'a AffineMap {
        self.ub
    }

    /// Number of results of the lower map belonging to each dimension.
    pub fn lower_groups(&self) -> Option<Vec<i64>> {
        dense_elements_ints(self.m.op(self.op).attr("lowerBoundsGroups")?)
    }

    /// Number of results of the upper map belonging to each dimension.
    pub fn upper_groups(&self) -> Option<Vec<i64>> {
        dense_elements_ints(self.m.op(self.op).attr("upperBoundsGroups")?)
    }

    /// Steps per dimension.
    pub fn steps(&self) -> Option<Vec<i64>> {
        int_array(self.m.op(self.op).attr("steps")?)
    }

    /// Reduction kinds per result (names such as `addf`), in result order.
    pub fn reductions(&self) -> Vec<String> {
        self.m
            .op(self.op)
            .attr("reductions")
            .and_then(|a| a.as_array())
            .map(|a| {
                a.iter()
                    .filter_map(|x| {
                        let k = usize::try_from(x.as_int()?).ok()?;
                        crate::dialects::affine_reduction_name(k).map(str::to_string)
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Operands of the lower map.
    pub fn lb_operands(&self) -> &'a [ValueId] {
        &self.m.op(self.op).operands[..self.nlb]
    }

    /// Operands of the upper map.
    pub fn ub_operands(&self) -> &'a [ValueId] {
        &self.m.op(self.op).operands[self.nlb..]
    }

    /// The induction variables, one per dimension.
    pub fn ivs(&self) -> &'a [ValueId] {
        &self.m.block(self.body).args
    }

    /// The body block.
    pub fn body(&self) -> BlockId {
        self.body
    }

    /// The results (one per reduction).
    pub fn results(&self) -> &'a [ValueId] {
        &self.m.op(self.op).results
    }
}

/// An `affine.if` operation.
#[derive(Clone, Copy)]
pub struct AffineIfOp<'a> {
    m: &'a Module,
    op: OpId,
    set: &'a IntegerSet,
    then_block: BlockId,
}

impl<'a> AffineIfOp<'a> {
    /// The view of `op` if it is a well-formed `affine.if`.
    pub fn wrap(m: &'a Module, op: OpId) -> Option<AffineIfOp<'a>> {
        let o = m.op(op);
        if o.name != "affine.if" || o.regions.len() != 2 {
            return None;
        }
        let set = o.attr("condition")?.as_integer_set()?;
        if set.num_inputs() as usize != o.operands.len() {
            return None;
        }
        let then_block = single_block(m, op, 0)?;
        Some(AffineIfOp {
            m,
            op,
            set,
            then_block,
        })
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The condition.
    pub fn condition(&self) -> &'a IntegerSet {
        self.set
    }

    /// The condition's operands (dims, then symbols).
    pub fn operands(&self) -> &'a [ValueId] {
        &self.m.op(self.op).operands
    }

    /// The then block.
    pub fn then_block(&self) -> BlockId {
        self.then_block
    }

    /// The else block, if the else region is not empty.
    pub fn else_block(&self) -> Option<BlockId> {
        single_block(self.m, self.op, 1)
    }

    /// The results.
    pub fn results(&self) -> &'a [ValueId] {
        &self.m.op(self.op).results
    }
}

/// An `affine.load` or `affine.vector_load` (reads a memref through a map).
#[derive(Clone, Copy)]
pub struct AffineLoadOp<'a> {
    m: &'a Module,
    op: OpId,
    map: &'a AffineMap,
}

impl<'a> AffineLoadOp<'a> {
    /// The view of `op` if it is a well-formed `affine.load` or `affine.vector_load`.
    pub fn wrap(m: &'a Module, op: OpId) -> Option<AffineLoadOp<'a>> {
        let o = m.op(op);
        if !matches!(o.name.as_str(), "affine.load" | "affine.vector_load") {
            return None;
        }
        let map = o.attr("map")?.as_affine_map()?;
        if o.operands.len() != 1 + map.num_inputs() as usize || o.results.len() != 1 {
            return None;
        }
        Some(AffineLoadOp { m, op, map })
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The memref read.
    pub fn memref(&self) -> ValueId {
        self.m.op(self.op).operands[0]
    }

    /// The subscript map.
    pub fn map(&self) -> &'a AffineMap {
        self.map
    }

    /// The map's operands.
    pub fn indices(&self) -> &'a [ValueId] {
        &self.m.op(self.op).operands[1..]
    }

    /// The loaded value.
    pub fn result(&self) -> ValueId {
        self.m.op(self.op).results[0]
    }
}

/// An `affine.store` or `affine.vector_store` (writes a memref through a map).
#[derive(Clone, Copy)]
pub struct AffineStoreOp<'a> {
    m: &'a Module,
    op: OpId,
    map: &'a AffineMap,
}

impl<'a> AffineStoreOp<'a> {
    /// The view of `op` if it is a well-formed `affine.store` or `affine.vector_store`.
    pub fn wrap(m: &'a Module, op: OpId) -> Option<AffineStoreOp<'a>> {
        let o = m.op(op);
        if !matches!(o.name.as_str(), "affine.store" | "affine.vector_store") {
            return None;
        }
        let map = o.attr("map")?.as_affine_map()?;
        if o.operands.len() != 2 + map.num_inputs() as usize {
            return None;
        }
        Some(AffineStoreOp { m, op, map })
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The value stored.
    pub fn value(&self) -> ValueId {
        self.m.op(self.op).operands[0]
    }

    /// The memref written.
    pub fn memref(&self) -> ValueId {
        self.m.op(self.op).operands[1]
    }

    /// The subscript map.
    pub fn map(&self) -> &'a AffineMap {
        self.map
    }

    /// The map's operands.
    pub fn indices(&self) -> &'a [ValueId] {
        &self.m.op(self.op).operands[2..]
    }
}

/// An `affine.apply`.
#[derive(Clone, Copy)]
pub struct AffineApplyOp<'a> {
    m: &'a Module,
    op: OpId,
    map: &'a AffineMap,
}

impl<'a> AffineApplyOp<'a> {
    /// The view of `op` if it is a well-formed `affine.apply`.
    pub fn wrap(m: &'a Module, op: OpId) -> Option<AffineApplyOp<'a>> {
        let o = m.op(op);
        if o.name != "affine.apply" {
            return None;
        }
        let map = o.attr("map")?.as_affine_map()?;
        if o.operands.len() != map.num_inputs() as usize
            || o.results.len() != 1
            || map.num_results() != 1
        {
            return None;
        }
        Some(AffineApplyOp { m, op, map })
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The map (one result).
    pub fn map(&self) -> &'a AffineMap {
        self.map
    }

    /// The map's operands.
    pub fn operands(&self) -> &'a [ValueId] {
        &self.m.op(self.op).operands
    }

    /// The result.
    pub fn result(&self) -> ValueId {
        self.m.op(self.op).results[0]
    }
}

/// An `affine.min` or `affine.max` (the minimum or maximum of the map's results).
#[derive(Clone, Copy)]
pub struct AffineMinMaxOp<'a> {
    m: &'a Module,
    op: OpId,
    map: &'a AffineMap,
}

impl<'a> AffineMinMaxOp<'a> {
    /// The view of `op` if it is a well-formed `affine.min` or `affine.max`.
    pub fn wrap(m: &'a Module, op: OpId) -> Option<AffineMinMaxOp<'a>> {
        let o = m.op(op);
        if !matches!(o.name.as_str(), "affine.min" | "affine.max") {
            return None;
        }
        let map = o.attr("map")?.as_affine_map()?;
        if o.operands.len() != map.num_inputs() as usize || o.results.len() != 1 {
            return None;
        }
        Some(AffineMinMaxOp { m, op, map })
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// Whether it is an `affine.max`.
    pub fn is_max(&self) -> bool {
        self.m.op(self.op).name == "affine.max"
    }

    /// The map (the min or max of its results).
    pub fn map(&self) -> &'a AffineMap {
        self.map
    }

    /// The map's operands.
    pub fn operands(&self) -> &'a [ValueId] {
        &self.m.op(self.op).operands
    }

    /// The result.
    pub fn result(&self) -> ValueId {
        self.m.op(self.op).results[0]
    }
}

/// An `affine.prefetch` (a hint to fetch a memref element through a map).
#[derive(Clone, Copy)]
pub struct AffinePrefetchOp<'a> {
    m: &'a Module,
    op: OpId,
    map: &'a AffineMap,
}

impl<'a> AffinePrefetchOp<'a> {
    /// The view of `op` if it is a well-formed `affine.prefetch`.
    pub fn wrap(m: &'a Module, op: OpId) -> Option<AffinePrefetchOp<'a>> {
        let o = m.op(op);
        if o.name != "affine.prefetch" {
            return None;
        }
        let map = o.attr("map")?.as_affine_map()?;
        if o.operands.len() != 1 + map.num_inputs() as usize {
            return None;
        }
        Some(AffinePrefetchOp { m, op, map })
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The memref prefetched.
    pub fn memref(&self) -> ValueId {
        self.m.op(self.op).operands[0]
    }

    /// The subscript map.
    pub fn map(&self) -> &'a AffineMap {
        self.map
    }

    /// The map's operands.
    pub fn indices(&self) -> &'a [ValueId] {
        &self.m.op(self.op).operands[1..]
    }
}

/// An `affine.yield`.
#[derive(Clone, Copy)]
pub struct AffineYieldOp<'a> {
    m: &'a Module,
    op: OpId,
}

impl<'a> AffineYieldOp<'a> {
    /// The view of `op` if it is an `affine.yield`.
    pub fn wrap(m: &'a Module, op: OpId) -> Option<AffineYieldOp<'a>> {
        (m.op(op).name == "affine.yield").then_some(AffineYieldOp { m, op })
    }

    /// The operation.
    pub fn op(&self) -> OpId {
        self.op
    }

    /// The yielded values.
    pub fn operands(&self) -> &'a [ValueId] {
        &self.m.op(self.op).operands
    }
}
