//! A public IR builder: creates operations at an insertion point (before an operation or at
//! the end of a block) with the properties the parser would give them, including the affine
//! dialect's structured ops (`affine.for`, `affine.if`, `affine.parallel`, loads, stores,
//! applies), and deep-copies operations with their regions. The constructors of the other
//! ops passes create (memref allocations and views, vector transfers, functions and calls,
//! `linalg.generic`, DMA, loop states) are in [`crate::builder_ops`].
//!
//! ```
//! use tessera_ir::{parse, print, verify, PrintOptions, Registry};
//! use tessera_ir::builder::Builder;
//! use tessera_polyhedral::affine::AffineMap;
//! let reg = Registry::standard();
//! let mut m = parse("func.func @f() {\n  return\n}", reg).unwrap();
//! let ret = m.walk(m.top()).into_iter().find(|&o| m.op(o).name == "func.return").unwrap();
//! let mut b = Builder::before(&mut m, ret).unwrap();
//! b.affine_for(AffineMap::constant(0), vec![], AffineMap::constant(8), vec![], 2, vec![]);
//! verify(&m, reg).unwrap();
//! assert!(print(&m, reg, PrintOptions::default()).contains("affine.for %arg0 = 0 to 8 step 2 {"));
//! ```

use std::collections::HashMap;

use tessera_polyhedral::affine::{AffineMap, IntegerSet};

use crate::attrs::{Attribute, ElemValue, FloatValue};
use crate::error::Pos;
use crate::module::{BlockId, Module, OpId, OperationState, ValueId};
use crate::types::Type;

/// `arith.cmpi` predicate number `slt`.
pub const SLT: i64 = 2;
/// `arith.cmpi` predicate number `sle`.
pub const SLE: i64 = 3;
/// `arith.cmpi` predicate number `sge`.
pub const SGE: i64 = 5;
/// `arith.cmpi` predicate number `eq`.
pub const EQ: i64 = 0;

/// Nesting depth past which [`clone_op`] gives up (the parser's own limit).
pub const MAX_CLONE_DEPTH: usize = 256;

/// Inserts operations into a block.
pub struct Builder<'a> {
    /// The module being built.
    pub m: &'a mut Module,
    block: BlockId,
    index: usize,
    pos: Option<Pos>,
    loc: Option<String>,
}

/// `array<i32: ...>`
pub fn i32_array(vals: &[usize]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::int(32),
        values: vals.iter().map(|&v| ElemValue::Int(v as i128)).collect(),
    }
}

fn overflow_none() -> Attribute {
    Attribute::Opaque("#arith.overflow<none>".into())
}

fn fastmath_none() -> Attribute {
    Attribute::Opaque("#arith.fastmath<none>".into())
}

impl<'a> Builder<'a> {
    /// Inserts before `op` (which must be in a block), with `op`'s location.
    pub fn before(m: &'a mut Module, op: OpId) -> Option<Builder<'a>> {
        let block = m.op(op).parent?;
        let index = m.block(block).ops.iter().position(|&o| o == op)?;
        let pos = m.op(op).pos;
        let loc = m.op(op).loc.clone();
        Some(Builder {
            m,
            block,
            index,
            pos,
            loc,
        })
    }

    /// Inserts after `op` (which must be in a block), with `op`'s location.
    pub fn after(m: &'a mut Module, op: OpId) -> Option<Builder<'a>> {
        let mut b = Builder::before(m, op)?;
        b.index += 1;
        Some(b)
    }

    /// Appends to `block`, with location `pos`.
    pub fn at_end(m: &'a mut Module, block: BlockId, pos: Option<Pos>) -> Builder<'a> {
        let index = m.block(block).ops.len();
        Builder {
            m,
            block,
            index,
            pos,
            loc: None,
        }
    }

    /// Inserts before the terminator of `block` (at its end if it has none), with location
    /// `pos`.
    pub fn before_terminator(m: &'a mut Module, block: BlockId, pos: Option<Pos>) -> Builder<'a> {
        let n = m.block(block).ops.len();
        let index = match m.block(block).ops.last() {
            Some(&t) if is_terminator_name(&m.op(t).name) => n - 1,
            _ => n,
        };
        Builder {
            m,
            block,
            index,
            pos,
            loc: None,
        }
    }

    /// The block being inserted into.
    pub fn block(&self) -> BlockId {
        self.block
    }

    /// Sets the source position given to created operations.
    pub fn set_pos(&mut self, pos: Option<Pos>, loc: Option<String>) {
        self.pos = pos;
        self.loc = loc;
    }

    /// Creates an operation from `st` (position filled in) at the insertion point.
    pub fn insert(&mut self, mut st: OperationState) -> OpId {
        st.pos = st.pos.or(self.pos);
        if st.loc.is_none() {
            st.loc.clone_from(&self.loc);
        }
        let op = self.m.create_op(st);
        self.m.insert_op(self.block, self.index, op);
        self.index += 1;
        op
    }

    /// Inserts an existing detached operation at the insertion point.
    pub fn insert_existing(&mut self, op: OpId) {
        self.m.insert_op(self.block, self.index, op);
        self.index += 1;
    }

    /// Creates a one-result op and returns the result.
    pub fn value(
        &mut self,
        name: &str,
        operands: Vec<ValueId>,
        ty: Type,
        props: Vec<(&str, Attribute)>,
    ) -> ValueId {
        let mut st = OperationState::new(name);
        st.operands = operands;
        st.result_types = vec![ty];
        for (k, v) in props {
            st.set_prop(k, v);
        }
        let op = self.insert(st);
        self.m.op(op).results[0]
    }

    /// `arith.constant v : index`
    pub fn index(&mut self, v: i64) -> ValueId {
        self.value(
            "arith.constant",
            vec![],
            Type::Index,
            vec![("value", Attribute::index(v))],
        )
    }

    /// `arith.constant` of an integer type.
    pub fn int_const(&mut self, v: i64, ty: Type) -> ValueId {
        let a = Attribute::Integer {
            value: v as i128,
            ty: ty.clone(),
        };
        self.value("arith.constant", vec![], ty, vec![("value", a)])
    }

    /// `arith.constant` of a float type from an f64 (rounded to f32 for f32).
    pub fn float_const(&mut self, v: f64, ty: Type) -> ValueId {
        let bits = if ty.int_or_float_width() == Some(32) {
            u128::from((v as f32).to_bits())
        } else {
            u128::from(v.to_bits())
        };
        let a = Attribute::Float {
            value: FloatValue::Bits(bits),
            ty: ty.clone(),
        };
        self.value("arith.constant", vec![], ty, vec![("value", a)])
    }

    /// A binary arith op with the type of `a` (overflow/fastmath flags as the parser sets them).
    pub fn bin(&mut self, name: &str, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.m.value_type(a).clone();
        let short = name.strip_prefix("arith.").unwrap_or(name);
        let mut props = vec![];
        if ["addi", "subi", "muli", "shli"].contains(&short) {
            props.push(("overflowFlags", overflow_none()));
        }
        if [
            "addf", "subf", "mulf", "divf", "remf", "maximumf", "minimumf", "maxnumf", "minnumf",
        ]
        .contains(&short)
        {
            props.push(("fastmath", fastmath_none()));
        }
        self.value(name, vec![a, b], ty, props)
    }

    /// An integer arith op (`addi`, `subi`, `muli`, `shli`) with the type of `a` and
    /// `overflowFlags` `#arith.overflow<flags>` (`flags`: `nsw`, `nuw` or `nsw, nuw`).
    pub fn bin_overflow(&mut self, name: &str, a: ValueId, b: ValueId, flags: &str) -> ValueId {
        let ty = self.m.value_type(a).clone();
        let f = Attribute::Opaque(format!("#arith.overflow<{flags}>"));
        self.value(name, vec![a, b], ty, vec![("overflowFlags", f)])
    }

    /// `arith.cmpi pred, a, b`
    pub fn cmpi(&mut self, pred: i64, a: ValueId, b: ValueId) -> ValueId {
        self.value(
            "arith.cmpi",
            vec![a, b],
            Type::i1(),
            vec![("predicate", Attribute::i64(pred))],
        )
    }

    /// `arith.select c, a, b`
    pub fn select(&mut self, c: ValueId, a: ValueId, b: ValueId) -> ValueId {
        let ty = self.m.value_type(a).clone();
        self.value("arith.select", vec![c, a, b], ty, vec![])
    }

    /// `affine.for %iv = max lb(lb_ops) to min ub(ub_ops) step s iter_args(...)` with an empty
    /// body ending in `affine.yield` of the region's iter_args (so it verifies as created).
    /// Returns the op, its body block and its induction variable.
    pub fn affine_for(
        &mut self,
        lb: AffineMap,
        lb_ops: Vec<ValueId>,
        ub: AffineMap,
        ub_ops: Vec<ValueId>,
        step: i64,
        inits: Vec<ValueId>,
    ) -> (OpId, BlockId, ValueId) {
        let tys: Vec<Type> = inits
            .iter()
            .map(|&v| self.m.value_type(v).clone())
            .collect();
        let mut st =
            crate::builder_ops::affine_for_state(lb, lb_ops, ub, ub_ops, step, inits, tys.clone());
        let region = self.m.create_region();
        let body = self
            .m
            .create_block(std::iter::once(Type::Index).chain(tys).collect());
        self.m.append_block(region, body);
        st.regions = vec![region];
        let op = self.insert(st);
        let iv = self.m.block(body).args[0];
        let carried = self.m.block(body).args[1..].to_vec();
        let pos = self.pos;
        Builder::at_end(self.m, body, pos).affine_yield(carried);
        (op, body, iv)
    }

    /// `affine.yield vals`
    pub fn affine_yield(&mut self, vals: Vec<ValueId>) -> OpId {
        let mut st = OperationState::new("affine.yield");
        st.operands = vals;
        self.insert(st)
    }

    /// `affine.apply map(operands)`
    pub fn affine_apply(&mut self, map: AffineMap, operands: Vec<ValueId>) -> ValueId {
        self.value(
            "affine.apply",
            operands,
            Type::Index,
            vec![("map", Attribute::AffineMap(map))],
        )
    }

    /// `affine.min map(operands)` (or `affine.max` with `max`).
    pub fn affine_min_max(&mut self, max: bool, map: AffineMap, operands: Vec<ValueId>) -> ValueId {
        self.value(
            if max { "affine.max" } else { "affine.min" },
            operands,
            Type::Index,
            vec![("map", Attribute::AffineMap(map))],
        )
    }

    /// `affine.load memref[map(indices)]`
    pub fn affine_load(
        &mut self,
        memref: ValueId,
        map: AffineMap,
        indices: Vec<ValueId>,
    ) -> ValueId {
        let ty = self
            .m
            .value_type(memref)
            .element_type()
            .cloned()
            .unwrap_or(Type::Index);
        self.load_like("affine.load", memref, map, indices, ty)
    }

    /// `NAME memref[map(indices)]` of type `ty` (`affine.load`, `affine.vector_load`).
    pub(crate) fn load_like(
        &mut self,
        name: &str,
        memref: ValueId,
        map: AffineMap,
        indices: Vec<ValueId>,
        ty: Type,
    ) -> ValueId {
        self.value(
            name,
            [vec![memref], indices].concat(),
            ty,
            vec![("map", Attribute::AffineMap(map))],
        )
    }

    /// `affine.store value, memref[map(indices)]`
    pub fn affine_store(
        &mut self,
        value: ValueId,
        memref: ValueId,
        map: AffineMap,
        indices: Vec<ValueId>,
    ) -> OpId {
        self.store_like("affine.store", value, memref, map, indices)
    }

    /// `NAME value, memref[map(indices)]` (`affine.store`, `affine.vector_store`).
    pub(crate) fn store_like(
        &mut self,
        name: &str,
        value: ValueId,
        memref: ValueId,
        map: AffineMap,
        indices: Vec<ValueId>,
    ) -> OpId {
        let mut st = OperationState::new(name);
        st.operands = [vec![value, memref], indices].concat();
        st.set_prop("map", Attribute::AffineMap(map));
        self.insert(st)
    }

    /// `affine.if set(operands)` with an empty then block (and an empty else block if
    /// `with_else`), each ending in `affine.yield` when the op has no results. Returns the op
    /// and its then and else blocks.
    pub fn affine_if(
        &mut self,
        set: IntegerSet,
        operands: Vec<ValueId>,
        result_types: Vec<Type>,
        with_else: bool,
    ) -> (OpId, BlockId, Option<BlockId>) {
        let mut st = OperationState::new("affine.if");
        st.set_prop("condition", Attribute::IntegerSet(set));
        st.operands = operands;
        st.result_types.clone_from(&result_types);
        let then_r = self.m.create_region();
        let then_b = self.m.create_block(vec![]);
        self.m.append_block(then_r, then_b);
        let else_r = self.m.create_region();
        let else_b = with_else.then(|| {
            let b = self.m.create_block(vec![]);
            self.m.append_block(else_r, b);
            b
        });
        st.regions = vec![then_r, else_r];
        let op = self.insert(st);
        if result_types.is_empty() {
            let pos = self.pos;
            Builder::at_end(self.m, then_b, pos).affine_yield(vec![]);
            if let Some(b) = else_b {
                Builder::at_end(self.m, b, pos).affine_yield(vec![]);
            }
        }
        (op, then_b, else_b)
    }

    /// `affine.parallel (%ivs) = (lbs) to (ubs) step (steps) reduce (kinds)`: one bound map
    /// per dimension for each side (each a `max`/`min` group of its results), all taking the
    /// same `lb_ops`/`ub_ops`. The body is empty (the caller adds the `affine.yield` of the
    /// reduced values, or of nothing). Returns the op, its body and its ivs.
    #[allow(clippy::too_many_arguments)]
    pub fn affine_parallel(
        &mut self,
        lbs: &[AffineMap],
        lb_ops: Vec<ValueId>,
        ubs: &[AffineMap],
        ub_ops: Vec<ValueId>,
        steps: &[i64],
        reductions: &[(usize, Type)],
    ) -> Option<(OpId, BlockId, Vec<ValueId>)> {
        let join = |maps: &[AffineMap]| -> Option<(AffineMap, Vec<usize>)> {
            let first = maps.first()?;
            let (nd, ns) = (first.num_dims(), first.num_symbols());
            let mut exprs = vec![];
            let mut groups = vec![];
            for mp in maps {
                if mp.num_dims() != nd || mp.num_symbols() != ns {
                    return None;
                }
                exprs.extend(mp.results().iter().cloned());
                groups.push(mp.num_results());
            }
            Some((AffineMap::new(nd, ns, exprs).ok()?, groups))
        };
        let (lbm, lg) = join(lbs)?;
        let (ubm, ug) = join(ubs)?;
        let mut st = OperationState::new("affine.parallel");
        st.set_prop("lowerBoundsMap", Attribute::AffineMap(lbm));
        st.set_prop("upperBoundsMap", Attribute::AffineMap(ubm));
        st.set_prop(
            "lowerBoundsGroups",
            crate::dialects::affine_groups_attr(&lg),
        );
        st.set_prop(
            "upperBoundsGroups",
            crate::dialects::affine_groups_attr(&ug),
        );
        st.set_prop(
            "steps",
            Attribute::Array(steps.iter().map(|&s| Attribute::i64(s)).collect()),
        );
        st.set_prop(
            "reductions",
            Attribute::Array(
                reductions
                    .iter()
                    .map(|(k, _)| Attribute::i64(*k as i64))
                    .collect(),
            ),
        );
        st.result_types = reductions.iter().map(|(_, t)| t.clone()).collect();
        st.operands = [lb_ops, ub_ops].concat();
        let region = self.m.create_region();
        let body = self.m.create_block(vec![Type::Index; steps.len()]);
        self.m.append_block(region, body);
        st.regions = vec![region];
        let op = self.insert(st);
        let ivs = self.m.block(body).args.clone();
        Some((op, body, ivs))
    }
}

/// True for the names of the terminators passes meet inside affine bodies.
fn is_terminator_name(name: &str) -> bool {
    matches!(
        name,
        "affine.yield" | "scf.yield" | "func.return" | "cf.br" | "cf.cond_br" | "scf.condition"
    )
}

/// Deep-copies `op` (with its regions), remapping operands through `vmap` and recording the
/// new results and block arguments there (with the originals' source names). The copy is
/// detached. `None` past
/// [`MAX_CLONE_DEPTH`] levels of nesting.
pub fn clone_op(m: &mut Module, op: OpId, vmap: &mut HashMap<ValueId, ValueId>) -> Option<OpId> {
    clone_rec(m, op, vmap, 0)
}

fn clone_rec(
    m: &mut Module,
    op: OpId,
    vmap: &mut HashMap<ValueId, ValueId>,
    depth: usize,
) -> Option<OpId> {
    if depth > MAX_CLONE_DEPTH {
        return None;
    }
    let o = m.op(op).clone();
    let mut regions = vec![];
    let mut block_map: HashMap<BlockId, BlockId> = HashMap::new();
    for &r in &o.regions {
        let nr = m.create_region();
        let blocks = m.region(r).blocks.clone();
        // Blocks first (successors may refer forward), then their ops.
        for &blk in &blocks {
            let args = m.block(blk).args.clone();
            let tys: Vec<Type> = args.iter().map(|&a| m.value_type(a).clone()).collect();
            let nb = m.create_block(tys);
            m.append_block(nr, nb);
            for (&a, &na) in args.iter().zip(&m.block(nb).args.clone()) {
                m.value_mut(na).name_hint = m.value(a).name_hint.clone();
                vmap.insert(a, na);
            }
            block_map.insert(blk, nb);
        }
        for &blk in &blocks {
            let nb = block_map[&blk];
            for &inner in &m.block(blk).ops.clone() {
                let c = clone_rec(m, inner, vmap, depth + 1)?;
                for s in &mut m.op_mut(c).successors {
                    if let Some(&t) = block_map.get(s) {
                        *s = t;
                    }
                }
                m.append_op(nb, c);
            }
        }
        regions.push(nr);
    }
    let st = OperationState {
        name: o.name.clone(),
        operands: o
            .operands
            .iter()
            .map(|v| *vmap.get(v).unwrap_or(v))
            .collect(),
        result_types: o.results.iter().map(|&r| m.value_type(r).clone()).collect(),
        props: o.props.clone(),
        attrs: o.attrs.clone(),
        regions,
        successors: o.successors.clone(),
        pos: o.pos,
        loc: o.loc.clone(),
    };
    let new = m.create_op(st);
    for (&r, &nr) in o.results.iter().zip(&m.op(new).results.clone()) {
        m.value_mut(nr).name_hint = m.value(r).name_hint.clone();
        vmap.insert(r, nr);
    }
    Some(new)
}

/// Detaches `op` from its block (it and everything nested under it stay in the arena,
/// unreachable). Its results must have no remaining uses.
pub fn erase_op(m: &mut Module, op: OpId) {
    m.detach_op(op);
}
