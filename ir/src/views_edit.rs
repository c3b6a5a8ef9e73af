//! The setters of the typed views: how passes edit an existing op in place (its maps, bounds,
//! steps, condition, operand groups) without naming its properties. Each setter is an
//! associated function of the op's view taking the module and the op
//! (`AffineForOp::set_step(&mut m, op, 1)`), writes the MLIR property (or attribute) its doc
//! names together with the operands that go with it (and `operandSegmentSizes`, where the op
//! has one), through [`Module::op_mut`] (so [`Module::version`] changes). Properties are kept
//! sorted by name, as the parser keeps them, so the printed IR is the one the parser gives
//! the same op written by hand.
//!
//! A setter expects an op of its view's kind with the operand groups it rewrites readable
//! (it does not need the op to be otherwise well-formed, so several setters may be applied
//! one after the other); on anything else it does nothing (and panics in debug builds).
//!
//! ```
//! use tessera_ir::{parse, print, verify, PrintOptions, Registry};
//! use tessera_ir::views::AffineForOp;
//! let reg = Registry::standard();
//! let src = "func.func @f() {\n  affine.for %i = 0 to 10 {\n  }\n  return\n}";
//! let mut m = parse(src, reg).unwrap();
//! let l = m.walk(m.top()).into_iter().find(|&o| AffineForOp::wrap(&m, o).is_some()).unwrap();
//! AffineForOp::set_step(&mut m, l, 2);
//! verify(&m, reg).unwrap();
//! assert!(print(&m, reg, PrintOptions::default()).contains("affine.for %arg0 = 0 to 10 step 2 {"));
//! ```

use tessera_polyhedral::affine::{AffineMap, IntegerSet};

use crate::attrs::{dict_get, dict_set, Attribute};
use crate::builder::i32_array;
use crate::dialects::affine_groups_attr;
use crate::dialects::linalg::structured::{IndexOp, IteratorKind, Structured};
use crate::dma::{DmaPart, DmaStart, DmaWait};
use crate::module::{Module, OpId, ValueId};
use crate::views::{
    dense_elements_ints, segment_ranges, AffineApplyOp, AffineForOp, AffineIfOp, AffineLoadOp,
    AffineMinMaxOp, AffineParallelOp, AffinePrefetchOp, AffineStoreOp,
};

/// Whether `op` is named one of `names` (a setter of another kind's view panics in debug
/// builds).
fn is(m: &Module, op: OpId, names: &[&str]) -> bool {
    let name = m.op(op).name.as_str();
    let ok = names.contains(&name);
    debug_assert!(ok, "a setter for {names:?} applied to '{name}'");
    ok
}

/// `op`'s affine map property `name` (`None` if missing).
fn map_prop(m: &Module, op: OpId, name: &str) -> Option<AffineMap> {
    m.op(op).attr(name)?.as_affine_map().cloned()
}

/// Replaces operands `at..` of `op` by `operands` and writes its `map` property: the edit of
/// every op whose operands end with the operands of its single map.
fn set_trailing_map(m: &mut Module, op: OpId, at: usize, map: AffineMap, operands: Vec<ValueId>) {
    let o = m.op_mut(op);
    if o.operands.len() < at {
        debug_assert!(false, "'{}' has fewer than {at} operands", o.name);
        return;
    }
    o.operands.truncate(at);
    o.operands.extend(operands);
    dict_set(&mut o.props, "map", Attribute::AffineMap(map));
}

impl AffineForOp<'_> {
    /// Sets the lower bound of the `affine.for` `op`: its `lowerBoundMap` property (a `max` of
    /// the results) and the lower bound operands (dims, then symbols), with
    /// `operandSegmentSizes`.
    pub fn set_lower_bound(m: &mut Module, op: OpId, map: AffineMap, operands: Vec<ValueId>) {
        Self::set_bound(m, op, 0, map, operands);
    }

    /// Sets the upper bound of the `affine.for` `op`: its `upperBoundMap` property (an
    /// exclusive `min` of the results) and the upper bound operands, with
    /// `operandSegmentSizes`.
    pub fn set_upper_bound(m: &mut Module, op: OpId, map: AffineMap, operands: Vec<ValueId>) {
        Self::set_bound(m, op, 1, map, operands);
    }

    fn set_bound(m: &mut Module, op: OpId, k: usize, map: AffineMap, operands: Vec<ValueId>) {
        if !is(m, op, &["affine.for"]) {
            return;
        }
        let Some(r) = segment_ranges(m, op, 3) else {
            debug_assert!(false, "affine.for without valid operandSegmentSizes");
            return;
        };
        let o = m.op_mut(op);
        let mut segs: Vec<Vec<ValueId>> = r.into_iter().map(|r| o.operands[r].to_vec()).collect();
        segs[k] = operands;
        let sizes = i32_array(&[segs[0].len(), segs[1].len(), segs[2].len()]);
        o.operands = segs.concat();
        dict_set(&mut o.props, "operandSegmentSizes", sizes);
        let name = if k == 0 {
            "lowerBoundMap"
        } else {
            "upperBoundMap"
        };
        dict_set(&mut o.props, name, Attribute::AffineMap(map));
    }

    /// Sets the `step` property (an `index` integer) of the `affine.for` `op`.
    pub fn set_step(m: &mut Module, op: OpId, step: i64) {
        if is(m, op, &["affine.for"]) {
            dict_set(&mut m.op_mut(op).props, "step", Attribute::index(step));
        }
    }

    /// Removes the loop-carried values of the well-formed `affine.for` `op`: its initial
    /// value operands (`operandSegmentSizes` follows), its results, the body's region
    /// arguments after the iv and the operands of its `affine.yield`. The results and region
    /// arguments must have no uses left.
    pub fn drop_iter_args(m: &mut Module, op: OpId) {
        if !is(m, op, &["affine.for"]) {
            return;
        }
        let Some(f) = AffineForOp::wrap(m, op) else {
            debug_assert!(false, "malformed affine.for");
            return;
        };
        let (nlb, nub) = (f.lb_operands().len(), f.ub_operands().len());
        let (body, yield_op) = (f.body(), f.yield_op());
        if let Some(y) = yield_op {
            m.op_mut(y).operands.clear();
        }
        let o = m.op_mut(op);
        o.operands.truncate(nlb + nub);
        o.results.clear();
        dict_set(
            &mut o.props,
            "operandSegmentSizes",
            i32_array(&[nlb, nub, 0]),
        );
        m.block_mut(body).args.truncate(1);
    }
}

impl AffineParallelOp<'_> {
    /// Sets the lower bounds of the `affine.parallel` `op`: its `lowerBoundsMap` property (all
    /// dimensions' expressions), `lowerBoundsGroups` (how many results of the map each
    /// dimension takes the `max` of; written only if the sizes change, so an attribute stays
    /// as written) and the operands of the map (the op's first operands).
    pub fn set_lower_bounds(
        m: &mut Module,
        op: OpId,
        map: AffineMap,
        groups: &[usize],
        operands: Vec<ValueId>,
    ) {
        Self::set_bounds(m, op, false, map, groups, operands);
    }

    /// Sets the upper bounds of the `affine.parallel` `op`: its `upperBoundsMap` property,
    /// `upperBoundsGroups` (the `min` of each group; written only if the sizes change) and the
    /// operands of the map (the op's operands after the lower bounds' ones).
    pub fn set_upper_bounds(
        m: &mut Module,
        op: OpId,
        map: AffineMap,
        groups: &[usize],
        operands: Vec<ValueId>,
    ) {
        Self::set_bounds(m, op, true, map, groups, operands);
    }

    fn set_bounds(
        m: &mut Module,
        op: OpId,
        upper: bool,
        map: AffineMap,
        groups: &[usize],
        operands: Vec<ValueId>,
    ) {
        if !is(m, op, &["affine.parallel"]) {
            return;
        }
        let (map_name, groups_name) = if upper {
            ("upperBoundsMap", "upperBoundsGroups")
        } else {
            ("lowerBoundsMap", "lowerBoundsGroups")
        };
        let nlb = map_prop(m, op, "lowerBoundsMap").map(|l| l.num_inputs() as usize);
        let Some(nlb) = nlb.filter(|&n| n <= m.op(op).operands.len()) else {
            debug_assert!(false, "affine.parallel without valid lower bounds");
            return;
        };
        let old_groups = m.op(op).attr(groups_name).and_then(dense_elements_ints);
        let same_groups = old_groups.is_some_and(|g| {
            g.len() == groups.len() && g.iter().zip(groups).all(|(&a, &b)| a == b as i64)
        });
        let o = m.op_mut(op);
        if upper {
            o.operands.truncate(nlb);
            o.operands.extend(operands);
        } else {
            o.operands.splice(..nlb, operands);
        }
        dict_set(&mut o.props, map_name, Attribute::AffineMap(map));
        if !same_groups {
            dict_set(&mut o.props, groups_name, affine_groups_attr(groups));
        }
    }

    /// Sets the `steps` property (an array of `i64` integers, one per dimension) of the
    /// `affine.parallel` `op`.
    pub fn set_steps(m: &mut Module, op: OpId, steps: &[i64]) {
        if is(m, op, &["affine.parallel"]) {
            let a = Attribute::Array(steps.iter().map(|&s| Attribute::i64(s)).collect());
            dict_set(&mut m.op_mut(op).props, "steps", a);
        }
    }
}

impl AffineIfOp<'_> {
    /// Sets the `condition` property (an integer set) of the `affine.if` `op` and its operands
    /// (the set's dims, then symbols).
    pub fn set_condition(m: &mut Module, op: OpId, set: IntegerSet, operands: Vec<ValueId>) {
        if is(m, op, &["affine.if"]) {
            let o = m.op_mut(op);
            o.operands = operands;
            dict_set(&mut o.props, "condition", Attribute::IntegerSet(set));
        }
    }
}

impl AffineLoadOp<'_> {
    /// Sets the subscripts of the `affine.load` or `affine.vector_load` `op`: its `map`
    /// property and the map's operands (the operands after the memref).
    pub fn set_map(m: &mut Module, op: OpId, map: AffineMap, indices: Vec<ValueId>) {
        if is(m, op, &["affine.load", "affine.vector_load"]) {
            set_trailing_map(m, op, 1, map, indices);
        }
    }

    /// Sets the memref (operand 0) the `affine.load` or `affine.vector_load` `op` reads.
    pub fn set_memref(m: &mut Module, op: OpId, memref: ValueId) {
        if is(m, op, &["affine.load", "affine.vector_load"]) {
            if let Some(x) = m.op_mut(op).operands.first_mut() {
                *x = memref;
            }
        }
    }
}

impl AffineStoreOp<'_> {
    /// Sets the subscripts of the `affine.store` or `affine.vector_store` `op`: its `map`
    /// property and the map's operands (the operands after the value and the memref).
    pub fn set_map(m: &mut Module, op: OpId, map: AffineMap, indices: Vec<ValueId>) {
        if is(m, op, &["affine.store", "affine.vector_store"]) {
            set_trailing_map(m, op, 2, map, indices);
        }
    }

    /// Sets the memref (operand 1) the `affine.store` or `affine.vector_store` `op` writes.
    pub fn set_memref(m: &mut Module, op: OpId, memref: ValueId) {
        if is(m, op, &["affine.store", "affine.vector_store"]) {
            if let Some(x) = m.op_mut(op).operands.get_mut(1) {
                *x = memref;
            }
        }
    }
}

impl AffineApplyOp<'_> {
    /// Sets the `map` property (one result) of the `affine.apply` `op` and its operands.
    pub fn set_map(m: &mut Module, op: OpId, map: AffineMap, operands: Vec<ValueId>) {
        if is(m, op, &["affine.apply"]) {
            set_trailing_map(m, op, 0, map, operands);
        }
    }
}

impl AffineMinMaxOp<'_> {
    /// Sets the `map` property of the `affine.min` or `affine.max` `op` and its operands.
    pub fn set_map(m: &mut Module, op: OpId, map: AffineMap, operands: Vec<ValueId>) {
        if is(m, op, &["affine.min", "affine.max"]) {
            set_trailing_map(m, op, 0, map, operands);
        }
    }
}

impl AffinePrefetchOp<'_> {
    /// Sets the subscripts of the `affine.prefetch` `op`: its `map` property and the map's
    /// operands (the operands after the memref).
    pub fn set_map(m: &mut Module, op: OpId, map: AffineMap, indices: Vec<ValueId>) {
        if is(m, op, &["affine.prefetch"]) {
            set_trailing_map(m, op, 1, map, indices);
        }
    }
}

/// Writes the affine map `name` of `op` where it is: a property if the op has it as one, a
/// discardable attribute otherwise (where MLIR, the parser and the builder keep the affine
/// DMA ops' maps).
fn set_dma_map(m: &mut Module, op: OpId, name: &str, map: AffineMap) {
    let o = m.op_mut(op);
    let a = Attribute::AffineMap(map);
    if dict_get(&o.props, name).is_some() {
        dict_set(&mut o.props, name, a);
    } else {
        dict_set(&mut o.attrs, name, a);
    }
}

impl DmaStart<'_> {
    /// Sets one access of the `affine.dma_start` `op`: its map (the `src_map`, `dst_map` or
    /// `tag_map` attribute, see [`DmaPart::map_name`]; a property if the op holds it as one)
    /// and the map's operands (after that access's memref).
    pub fn set_map(
        m: &mut Module,
        op: OpId,
        part: DmaPart,
        map: AffineMap,
        operands: Vec<ValueId>,
    ) {
        if !is(m, op, &["affine.dma_start"]) {
            return;
        }
        // Operands: (memref, map operands) per access, in src, dst, tag order; then the rest.
        let mut at = 0usize;
        let mut range = None;
        for p in [DmaPart::Src, DmaPart::Dst, DmaPart::Tag] {
            let Some(n) = map_prop(m, op, p.map_name()).map(|mp| mp.num_inputs() as usize) else {
                debug_assert!(false, "affine.dma_start without {}", p.map_name());
                return;
            };
            if p == part {
                range = Some(at + 1..at + 1 + n);
            }
            at += 1 + n;
        }
        let Some(range) = range.filter(|_| at <= m.op(op).operands.len()) else {
            debug_assert!(false, "affine.dma_start with too few operands");
            return;
        };
        m.op_mut(op).operands.splice(range, operands);
        set_dma_map(m, op, part.map_name(), map);
    }
}

impl DmaWait<'_> {
    /// Sets the tag access of the `affine.dma_wait` `op`: its `tag_map` attribute (a property
    /// if the op holds it as one) and the map's operands (between the tag memref and the
    /// element count).
    pub fn set_tag_map(m: &mut Module, op: OpId, map: AffineMap, operands: Vec<ValueId>) {
        if !is(m, op, &["affine.dma_wait"]) {
            return;
        }
        let o = m.op_mut(op);
        let (Some(&tag), Some(&num)) = (o.operands.first(), o.operands.last()) else {
            debug_assert!(false, "affine.dma_wait without operands");
            return;
        };
        o.operands = [vec![tag], operands, vec![num]].concat();
        set_dma_map(m, op, "tag_map", map);
    }
}

impl Structured {
    /// Sets the `indexing_maps` property (an array of affine maps, one per operand, inputs
    /// then outputs) of the structured linalg op `op` (`linalg.generic`, or a named op that
    /// takes explicit maps).
    pub fn set_indexing_maps(m: &mut Module, op: OpId, maps: Vec<AffineMap>) {
        let name = m.op(op).name.clone();
        let ok = crate::linalg::is_structured_name(&name);
        debug_assert!(ok, "indexing maps set on '{name}'");
        if ok {
            let a = Attribute::Array(maps.into_iter().map(Attribute::AffineMap).collect());
            dict_set(&mut m.op_mut(op).props, "indexing_maps", a);
        }
    }

    /// Sets the `iterator_types` property (an array of `#linalg.iterator_type<...>`, one per
    /// loop) of the `linalg.generic` `op`.
    pub fn set_iterator_types(m: &mut Module, op: OpId, kinds: &[IteratorKind]) {
        if is(m, op, &["linalg.generic"]) {
            let a = Attribute::Array(kinds.iter().map(|k| k.attr()).collect());
            dict_set(&mut m.op_mut(op).props, "iterator_types", a);
        }
    }
}

impl IndexOp {
    /// Sets the `dim` property (an `i64` integer: the loop whose index it gives) of the
    /// `linalg.index` `op`.
    pub fn set_dim(m: &mut Module, op: OpId, dim: usize) {
        if is(m, op, &["linalg.index"]) {
            dict_set(&mut m.op_mut(op).props, "dim", Attribute::i64(dim as i64));
        }
    }
}

#[cfg(test)]
mod tests;
