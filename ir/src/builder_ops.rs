//! Typed constructors for the ops passes create beyond [`crate::builder`]'s arith and affine
//! core: memref allocations and subviews, vector transfers and reductions, `func.func`
//! definitions and declarations, `func.call`, the `linalg.generic` state, the DMA ops, the
//! loop states (`affine.for`, `scf.for`, `scf.parallel`) of nests built region by region, and
//! the affine vector accesses. Each writes the properties (and `operandSegmentSizes`) the
//! parser gives the op it constructs, so the printed IR is the same as for the op written by
//! hand.
//!
//! The `*_state` functions return an [`OperationState`] (regions, if any, added by the caller)
//! for ops created detached or inserted later; the [`Builder`] methods insert at the
//! builder's insertion point.
//!
//! ```
//! use tessera_ir::{parse, parser::parse_type_str, print, verify, PrintOptions, Registry};
//! use tessera_ir::builder::Builder;
//! use tessera_ir::builder_ops::AllocKind;
//! let reg = Registry::standard();
//! let mut m = parse("func.func @f(%n: index) {\n  return\n}", reg).unwrap();
//! let ret = m.walk(m.top()).into_iter().find(|&o| m.op(o).name == "func.return").unwrap();
//! let n = m.op(ret).parent.map(|b| m.block(b).args[0]).unwrap();
//! let ty = parse_type_str("memref<?xf64>").unwrap();
//! let mut b = Builder::before(&mut m, ret).unwrap();
//! b.memref_alloc(AllocKind::Alloc, ty, vec![n], vec![], Some(64));
//! verify(&m, reg).unwrap();
//! assert!(print(&m, reg, PrintOptions::default())
//!     .contains("%alloc = memref.alloc(%arg0) {alignment = 64 : i64} : memref<?xf64>"));
//! ```

use tessera_polyhedral::affine::AffineMap;

use crate::attrs::{Attribute, ElemValue};
use crate::builder::{i32_array, Builder};
use crate::linalg::IteratorKind;
use crate::module::{Module, OpId, OperationState, RegionId, ValueId};
use crate::types::Type;

/// `array<i64: ...>`
pub fn i64_array(vals: &[i64]) -> Attribute {
    Attribute::DenseArray {
        elem: Type::int(64),
        values: vals.iter().map(|&v| ElemValue::Int(v as i128)).collect(),
    }
}

/// Which allocation op [`memref_alloc_state`] creates.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum AllocKind {
    /// `memref.alloc` (heap).
    Alloc,
    /// `memref.alloca` (stack).
    Alloca,
}

impl AllocKind {
    /// The op name.
    pub fn name(self) -> &'static str {
        match self {
            AllocKind::Alloc => "memref.alloc",
            AllocKind::Alloca => "memref.alloca",
        }
    }
}

/// One of a view op's mixed static/dynamic lists (offsets, sizes or strides): the static
/// values (`types::DYNAMIC` where the value is an operand) and the dynamic operands, in order.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MixedList {
    /// The `static_*` array (`DYNAMIC` marks an operand).
    pub statics: Vec<i64>,
    /// The operands standing for the `DYNAMIC` entries.
    pub values: Vec<ValueId>,
}

impl MixedList {
    /// A list with static values `statics` and operands `values` for its `DYNAMIC` entries.
    pub fn new(statics: Vec<i64>, values: Vec<ValueId>) -> MixedList {
        MixedList { statics, values }
    }

    /// An all-static list.
    pub fn constant(statics: Vec<i64>) -> MixedList {
        MixedList {
            statics,
            values: vec![],
        }
    }
}

/// One memref access of an affine DMA op: `memref[map(operands)]`.
#[derive(Debug, Clone)]
pub struct MapAccess {
    /// The memref.
    pub memref: ValueId,
    /// The access map.
    pub map: AffineMap,
    /// The map's operands (dims then symbols).
    pub operands: Vec<ValueId>,
}

/// `%r = memref.alloc(dyn_sizes)[symbols] {alignment = A : i64} : ty` (or `memref.alloca`):
/// one operand per dynamic size of `ty`, the layout map's symbols, `alignment` if given.
pub fn memref_alloc_state(
    kind: AllocKind,
    ty: Type,
    dyn_sizes: Vec<ValueId>,
    symbols: Vec<ValueId>,
    alignment: Option<i64>,
) -> OperationState {
    let mut st = OperationState::new(kind.name());
    if let Some(a) = alignment {
        st.set_prop("alignment", Attribute::i64(a));
    }
    st.set_prop(
        "operandSegmentSizes",
        i32_array(&[dyn_sizes.len(), symbols.len()]),
    );
    st.operands = [dyn_sizes, symbols].concat();
    st.result_types = vec![ty];
    st
}

/// `%r = memref.subview %source[offsets] [sizes] [strides] : source type to result`, each list
/// mixing static values and operands.
pub fn memref_subview_state(
    source: ValueId,
    offsets: MixedList,
    sizes: MixedList,
    strides: MixedList,
    result: Type,
) -> OperationState {
    let mut st = OperationState::new("memref.subview");
    st.set_prop(
        "operandSegmentSizes",
        i32_array(&[
            1,
            offsets.values.len(),
            sizes.values.len(),
            strides.values.len(),
        ]),
    );
    st.set_prop("static_offsets", i64_array(&offsets.statics));
    st.set_prop("static_sizes", i64_array(&sizes.statics));
    st.set_prop("static_strides", i64_array(&strides.statics));
    st.operands = [vec![source], offsets.values, sizes.values, strides.values].concat();
    st.result_types = vec![result];
    st
}

fn in_bounds_attr(in_bounds: &[bool]) -> Attribute {
    Attribute::Array(in_bounds.iter().map(|&b| Attribute::Bool(b)).collect())
}

/// `%v = vector.transfer_read %source[indices], %padding, %mask {in_bounds = [...],
/// permutation_map = ...} : source type, result` (no mask: `None`).
pub fn vector_transfer_read_state(
    source: ValueId,
    indices: Vec<ValueId>,
    padding: ValueId,
    mask: Option<ValueId>,
    permutation_map: AffineMap,
    in_bounds: &[bool],
    result: Type,
) -> OperationState {
    let mut st = OperationState::new("vector.transfer_read");
    st.set_prop("in_bounds", in_bounds_attr(in_bounds));
    st.set_prop(
        "operandSegmentSizes",
        i32_array(&[1, indices.len(), 1, mask.is_some() as usize]),
    );
    st.set_prop("permutation_map", Attribute::AffineMap(permutation_map));
    st.operands = [
        vec![source],
        indices,
        vec![padding],
        mask.into_iter().collect(),
    ]
    .concat();
    st.result_types = vec![result];
    st
}

/// `vector.transfer_write %value, %dest[indices], %mask {in_bounds = [...], permutation_map =
/// ...} : vector type, dest type` (no mask: `None`; on memrefs, no result).
pub fn vector_transfer_write_state(
    value: ValueId,
    dest: ValueId,
    indices: Vec<ValueId>,
    mask: Option<ValueId>,
    permutation_map: AffineMap,
    in_bounds: &[bool],
) -> OperationState {
    let mut st = OperationState::new("vector.transfer_write");
    st.set_prop("in_bounds", in_bounds_attr(in_bounds));
    st.set_prop(
        "operandSegmentSizes",
        i32_array(&[1, 1, indices.len(), mask.is_some() as usize]),
    );
    st.set_prop("permutation_map", Attribute::AffineMap(permutation_map));
    st.operands = [vec![value, dest], indices, mask.into_iter().collect()].concat();
    st
}

/// `%r = vector.reduction <kind>, %vector [, %acc] : vector type into result` (fastmath
/// `none`, as the parser defaults it).
pub fn vector_reduction_state(
    kind: &str,
    vector: ValueId,
    acc: Option<ValueId>,
    result: Type,
) -> OperationState {
    let mut st = OperationState::new("vector.reduction");
    st.set_prop("kind", Attribute::Opaque(format!("#vector.kind<{kind}>")));
    st.set_prop(
        "fastmath",
        Attribute::Opaque("#arith.fastmath<none>".into()),
    );
    st.operands = [vec![vector], acc.into_iter().collect()].concat();
    st.result_types = vec![result];
    st
}

/// `func.func @name(inputs) -> (results) { body }`: a public function with region `body`
/// (whose entry block's arguments must have the types `inputs`).
pub fn func_state(
    name: &str,
    inputs: Vec<Type>,
    results: Vec<Type>,
    body: RegionId,
) -> OperationState {
    let mut st = OperationState::new("func.func");
    st.set_prop("sym_name", Attribute::string(name));
    st.set_prop(
        "function_type",
        Attribute::Type(Type::Function { inputs, results }),
    );
    st.regions = vec![body];
    st
}

/// `func.func private @name(inputs) -> (results)` with an empty body region, and
/// `attributes {llvm.emit_c_interface}` when `c_interface`.
pub fn func_decl_state(
    m: &mut Module,
    name: &str,
    inputs: Vec<Type>,
    results: Vec<Type>,
    c_interface: bool,
) -> OperationState {
    let mut st = func_state(name, inputs, results, m.create_region());
    st.set_prop("sym_visibility", Attribute::string("private"));
    if c_interface {
        st.set_attr("llvm.emit_c_interface", Attribute::Unit);
    }
    st
}

/// `%r = func.call @callee(args) : (arg types) -> (results)`
pub fn func_call_state(callee: &str, args: Vec<ValueId>, results: Vec<Type>) -> OperationState {
    let mut st = OperationState::new("func.call");
    st.set_prop("callee", Attribute::symbol(callee));
    st.operands = args;
    st.result_types = results;
    st
}

/// `linalg.generic {indexing_maps = [...], iterator_types = [...]} ins(ins) outs(outs)` with
/// results `result_types` (tensor outputs) and no region yet (the caller adds the payload).
pub fn linalg_generic_state(
    ins: Vec<ValueId>,
    outs: Vec<ValueId>,
    result_types: Vec<Type>,
    indexing_maps: Vec<AffineMap>,
    iterators: &[IteratorKind],
) -> OperationState {
    let mut st = OperationState::new("linalg.generic");
    st.set_prop(
        "indexing_maps",
        Attribute::Array(
            indexing_maps
                .into_iter()
                .map(Attribute::AffineMap)
                .collect(),
        ),
    );
    st.set_prop(
        "iterator_types",
        Attribute::Array(iterators.iter().map(|k| k.attr()).collect()),
    );
    st.set_prop("operandSegmentSizes", i32_array(&[ins.len(), outs.len()]));
    st.operands = [ins, outs].concat();
    st.result_types = result_types;
    st
}

/// `affine.dma_start %src[...], %dst[...], %tag[...], %num [, %stride, %per_stride] : src
/// type, dst type, tag type`; the three maps are discardable attributes, as in MLIR.
pub fn affine_dma_start_state(
    src: MapAccess,
    dst: MapAccess,
    tag: MapAccess,
    num: ValueId,
    stride: Option<(ValueId, ValueId)>,
) -> OperationState {
    let mut st = OperationState::new("affine.dma_start");
    let mut maps = vec![];
    for (name, a) in [("src_map", src), ("dst_map", dst), ("tag_map", tag)] {
        st.operands.push(a.memref);
        st.operands.extend(a.operands);
        maps.push((name, a.map));
    }
    st.operands.push(num);
    if let Some((s, per)) = stride {
        st.operands.extend([s, per]);
    }
    for (name, map) in maps {
        st.set_attr(name, Attribute::AffineMap(map));
    }
    st
}

/// `affine.dma_wait %tag[...], %num : tag type`
pub fn affine_dma_wait_state(tag: MapAccess, num: ValueId) -> OperationState {
    let mut st = OperationState::new("affine.dma_wait");
    st.operands = [vec![tag.memref], tag.operands, vec![num]].concat();
    st.set_attr("tag_map", Attribute::AffineMap(tag.map));
    st
}

/// `%r = affine.for %iv = max lb(lb_ops) to min ub(ub_ops) step s iter_args(... = inits)`
/// without its region (the caller adds the body, with its `affine.yield`); `result_types` are
/// the types of `inits`.
pub fn affine_for_state(
    lb: AffineMap,
    lb_ops: Vec<ValueId>,
    ub: AffineMap,
    ub_ops: Vec<ValueId>,
    step: i64,
    inits: Vec<ValueId>,
    result_types: Vec<Type>,
) -> OperationState {
    let mut st = OperationState::new("affine.for");
    st.set_prop("lowerBoundMap", Attribute::AffineMap(lb));
    st.set_prop("upperBoundMap", Attribute::AffineMap(ub));
    st.set_prop("step", Attribute::index(step));
    st.set_prop(
        "operandSegmentSizes",
        i32_array(&[lb_ops.len(), ub_ops.len(), inits.len()]),
    );
    st.operands = [lb_ops, ub_ops, inits].concat();
    st.result_types = result_types;
    st
}

/// `%r = scf.for %iv = %lb to %ub step %step iter_args(... = inits)` without its region;
/// `result_types` are the types of `inits`.
pub fn scf_for_state(
    lb: ValueId,
    ub: ValueId,
    step: ValueId,
    inits: Vec<ValueId>,
    result_types: Vec<Type>,
) -> OperationState {
    let mut st = OperationState::new("scf.for");
    st.operands = [vec![lb, ub, step], inits].concat();
    st.result_types = result_types;
    st
}

/// `%r = scf.parallel (%ivs) = (lbs) to (ubs) step (steps) init (inits)` without its region;
/// `result_types` are the types of `inits`.
pub fn scf_parallel_state(
    lbs: Vec<ValueId>,
    ubs: Vec<ValueId>,
    steps: Vec<ValueId>,
    inits: Vec<ValueId>,
    result_types: Vec<Type>,
) -> OperationState {
    let mut st = OperationState::new("scf.parallel");
    st.set_prop(
        "operandSegmentSizes",
        i32_array(&[lbs.len(), ubs.len(), steps.len(), inits.len()]),
    );
    st.operands = [lbs, ubs, steps, inits].concat();
    st.result_types = result_types;
    st
}

impl Builder<'_> {
    /// `%r = memref.alloc(dyn_sizes)[symbols] {alignment = A : i64} : ty` (or
    /// `memref.alloca`); see [`memref_alloc_state`]. Returns the buffer.
    pub fn memref_alloc(
        &mut self,
        kind: AllocKind,
        ty: Type,
        dyn_sizes: Vec<ValueId>,
        symbols: Vec<ValueId>,
        alignment: Option<i64>,
    ) -> ValueId {
        let op = self.insert(memref_alloc_state(kind, ty, dyn_sizes, symbols, alignment));
        self.m.op(op).results[0]
    }

    /// `%r = memref.subview %source[offsets] [sizes] [strides] : ... to result`; see
    /// [`memref_subview_state`]. Returns the view.
    pub fn memref_subview(
        &mut self,
        source: ValueId,
        offsets: MixedList,
        sizes: MixedList,
        strides: MixedList,
        result: Type,
    ) -> ValueId {
        let op = self.insert(memref_subview_state(
            source, offsets, sizes, strides, result,
        ));
        self.m.op(op).results[0]
    }

    /// `func.call @callee(args) : (...) -> (results)`; see [`func_call_state`].
    pub fn func_call(&mut self, callee: &str, args: Vec<ValueId>, results: Vec<Type>) -> OpId {
        self.insert(func_call_state(callee, args, results))
    }

    /// `affine.dma_start ...`; see [`affine_dma_start_state`].
    pub fn affine_dma_start(
        &mut self,
        src: MapAccess,
        dst: MapAccess,
        tag: MapAccess,
        num: ValueId,
        stride: Option<(ValueId, ValueId)>,
    ) -> OpId {
        self.insert(affine_dma_start_state(src, dst, tag, num, stride))
    }

    /// `affine.dma_wait %tag[...], %num : tag type`
    pub fn affine_dma_wait(&mut self, tag: MapAccess, num: ValueId) -> OpId {
        self.insert(affine_dma_wait_state(tag, num))
    }

    /// `%v = affine.vector_load memref[map(indices)] : memref type, ty` (`ty` a vector of the
    /// memref's element type).
    pub fn affine_vector_load(
        &mut self,
        memref: ValueId,
        map: AffineMap,
        indices: Vec<ValueId>,
        ty: Type,
    ) -> ValueId {
        self.load_like("affine.vector_load", memref, map, indices, ty)
    }

    /// `affine.vector_store value, memref[map(indices)] : memref type, vector type`
    pub fn affine_vector_store(
        &mut self,
        value: ValueId,
        memref: ValueId,
        map: AffineMap,
        indices: Vec<ValueId>,
    ) -> OpId {
        self.store_like("affine.vector_store", value, memref, map, indices)
    }
}

#[cfg(test)]
mod tests {
    use tessera_polyhedral::affine::AffineExpr;

    use super::*;
    use crate::parser::parse_type_str;
    use crate::types::DYNAMIC;
    use crate::{parse, print, verify, PrintOptions, Registry};

    fn ty(s: &str) -> Type {
        parse_type_str(s).unwrap()
    }

    fn map(nd: u32, ns: u32, exprs: Vec<AffineExpr>) -> AffineMap {
        AffineMap::new(nd, ns, exprs).unwrap()
    }

    fn printed(src: &str) -> String {
        let reg = Registry::standard();
        let m = parse(src, reg).unwrap();
        verify(&m, reg).unwrap();
        print(&m, reg, PrintOptions::default())
    }

    /// `func.func @f(sig) { prelude op return }` parsed and printed must equal
    /// `func.func @f(sig) { prelude return }` with `build` run before the `return` (given the
    /// function's arguments, then the prelude's results), verified and printed.
    fn check(sig: &str, prelude: &str, op: &str, build: impl FnOnce(&mut Builder<'_>, &[ValueId])) {
        let reg = Registry::standard();
        let text = |body: &str| format!("func.func @f({sig}) {{\n{prelude}{body}  return\n}}\n");
        let want = printed(&text(op));
        let mut m = parse(&text(""), reg).unwrap();
        let ret = m
            .walk(m.top())
            .into_iter()
            .find(|&o| m.op(o).name == "func.return")
            .unwrap();
        let entry = m.op(ret).parent.unwrap();
        let mut vals = m.block(entry).args.clone();
        for &o in &m.block(entry).ops {
            vals.extend(m.op(o).results.iter().copied());
        }
        build(&mut Builder::before(&mut m, ret).unwrap(), &vals);
        verify(&m, reg).unwrap();
        assert_eq!(print(&m, reg, PrintOptions::default()), want);
    }

    /// A region with one block of arguments `args`, and the block.
    fn region(m: &mut Module, args: Vec<Type>) -> (RegionId, crate::module::BlockId) {
        let r = m.create_region();
        let b = m.create_block(args);
        m.append_block(r, b);
        (r, b)
    }

    fn terminator(m: &mut Module, block: crate::module::BlockId, name: &str, vals: Vec<ValueId>) {
        let mut st = OperationState::new(name);
        st.operands = vals;
        Builder::at_end(m, block, None).insert(st);
    }

    #[test]
    fn alloc_and_alloca() {
        check(
            "%n: index",
            "",
            "  %0 = memref.alloc(%n) {alignment = 64 : i64} : memref<?xf64>\n  \
             %1 = memref.alloca()[%n] : memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>\n  \
             %2 = memref.alloca() : memref<1xi32>\n",
            |b, v| {
                b.memref_alloc(
                    AllocKind::Alloc,
                    ty("memref<?xf64>"),
                    vec![v[0]],
                    vec![],
                    Some(64),
                );
                let t = ty("memref<4xf32, affine_map<(d0)[s0] -> (d0 + s0)>>");
                b.memref_alloc(AllocKind::Alloca, t, vec![], vec![v[0]], None);
                b.insert(memref_alloc_state(
                    AllocKind::Alloca,
                    ty("memref<1xi32>"),
                    vec![],
                    vec![],
                    None,
                ));
            },
        );
    }

    #[test]
    fn overflow_flags() {
        check(
            "%a: index",
            "",
            "  %0 = arith.muli %a, %a overflow<nsw> : index\n  %1 = arith.addi %0, %a : index\n",
            |b, v| {
                let p = b.bin_overflow("arith.muli", v[0], v[0], "nsw");
                b.bin("arith.addi", p, v[0]);
            },
        );
    }

    #[test]
    fn subview() {
        check(
            "%A: memref<8x16xf32>, %i: index, %n: index",
            "",
            "  %0 = memref.subview %A[%i, 2] [4, %n] [1, 1] : memref<8x16xf32> to \
             memref<4x?xf32, strided<[16, 1], offset: ?>>\n",
            |b, v| {
                b.memref_subview(
                    v[0],
                    MixedList::new(vec![DYNAMIC, 2], vec![v[1]]),
                    MixedList::new(vec![4, DYNAMIC], vec![v[2]]),
                    MixedList::constant(vec![1, 1]),
                    ty("memref<4x?xf32, strided<[16, 1], offset: ?>>"),
                );
            },
        );
    }

    #[test]
    fn transfers() {
        check(
            "%A: memref<8x16xf32>, %i: index, %j: index, %p: f32, %mk: vector<4xi1>",
            "",
            "  %0 = vector.transfer_read %A[%i, %j], %p {in_bounds = [true]} : memref<8x16xf32>, \
             vector<4xf32>\n  \
             %1 = vector.transfer_read %A[%i, %j], %p, %mk : memref<8x16xf32>, vector<4xf32>\n  \
             vector.transfer_write %0, %A[%i, %j] {permutation_map = affine_map<(d0, d1) -> \
             (d0)>} : vector<4xf32>, memref<8x16xf32>\n  \
             vector.transfer_write %1, %A[%i, %j], %mk {in_bounds = [true]} : vector<4xf32>, \
             memref<8x16xf32>\n",
            |b, v| {
                let minor = || map(2, 0, vec![AffineExpr::dim(1)]);
                let (a, idx, p, mk) = (v[0], vec![v[1], v[2]], v[3], v[4]);
                let vt = ty("vector<4xf32>");
                let r0 = b.insert(vector_transfer_read_state(
                    a,
                    idx.clone(),
                    p,
                    None,
                    minor(),
                    &[true],
                    vt.clone(),
                ));
                let r0 = b.m.op(r0).results[0];
                let r1 = b.insert(vector_transfer_read_state(
                    a,
                    idx.clone(),
                    p,
                    Some(mk),
                    minor(),
                    &[false],
                    vt,
                ));
                let r1 = b.m.op(r1).results[0];
                let first = map(2, 0, vec![AffineExpr::dim(0)]);
                b.insert(vector_transfer_write_state(
                    r0,
                    a,
                    idx.clone(),
                    None,
                    first,
                    &[false],
                ));
                b.insert(vector_transfer_write_state(
                    r1,
                    a,
                    idx,
                    Some(mk),
                    minor(),
                    &[true],
                ));
            },
        );
    }

    #[test]
    fn reductions() {
        check(
            "%v: vector<4xf32>, %a: f32",
            "",
            "  %0 = vector.reduction <add>, %v, %a : vector<4xf32> into f32\n  \
             %1 = vector.reduction <maximumf>, %v : vector<4xf32> into f32\n",
            |b, v| {
                b.insert(vector_reduction_state("add", v[0], Some(v[1]), Type::f32()));
                b.insert(vector_reduction_state("maximumf", v[0], None, Type::f32()));
            },
        );
    }

    #[test]
    fn functions_and_calls() {
        let reg = Registry::standard();
        let want = printed(
            "func.func private @g(memref<?xf32>, index) attributes {llvm.emit_c_interface}\n\
             func.func private @k(index) -> index\n\
             func.func @f(%A: memref<?xf32>, %n: index) {\n  \
             func.call @g(%A, %n) : (memref<?xf32>, index) -> ()\n  \
             %0 = func.call @k(%n) : (index) -> index\n  \
             return\n}\n\
             func.func @h(%x: i32) -> i32 {\n  return %x : i32\n}\n",
        );
        let mut m = parse(
            "func.func @f(%A: memref<?xf32>, %n: index) {\n  return\n}\n",
            reg,
        )
        .unwrap();
        let body = m.region(m.op(m.top()).regions[0]).blocks[0];
        let f = m.block(body).ops[0];
        let ret = m.walk(f).into_iter().last().unwrap();
        let args = m.block(m.region(m.op(f).regions[0]).blocks[0]).args.clone();
        let arg_types: Vec<Type> = args.iter().map(|&a| m.value_type(a).clone()).collect();
        let g = func_decl_state(&mut m, "g", arg_types, vec![], true);
        let g = m.create_op(g);
        m.insert_op(body, 0, g);
        let k = func_decl_state(&mut m, "k", vec![Type::Index], vec![Type::Index], false);
        let k = m.create_op(k);
        m.insert_op(body, 1, k);
        let mut b = Builder::before(&mut m, ret).unwrap();
        b.func_call("g", args.clone(), vec![]);
        b.func_call("k", vec![args[1]], vec![Type::Index]);
        let (r, blk) = region(&mut m, vec![Type::int(32)]);
        let x = m.block(blk).args[0];
        terminator(&mut m, blk, "func.return", vec![x]);
        let h = m.create_op(func_state("h", vec![Type::int(32)], vec![Type::int(32)], r));
        m.append_op(body, h);
        verify(&m, reg).unwrap();
        assert_eq!(print(&m, reg, PrintOptions::default()), want);
    }

    #[test]
    fn generic() {
        check(
            "%A: memref<4x8xf32>, %B: memref<4xf32>",
            "",
            "  linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, \
             affine_map<(d0, d1) -> (d0)>], iterator_types = [\"parallel\", \"reduction\"]} \
             ins(%A : memref<4x8xf32>) outs(%B : memref<4xf32>) {\n  \
             ^bb0(%a: f32, %b: f32):\n    \
             %s = arith.addf %a, %b : f32\n    \
             linalg.yield %s : f32\n  }\n",
            |b, v| {
                let (r, blk) = region(b.m, vec![Type::f32(), Type::f32()]);
                let (x, y) = (b.m.block(blk).args[0], b.m.block(blk).args[1]);
                let s = Builder::at_end(b.m, blk, None).bin("arith.addf", x, y);
                terminator(b.m, blk, "linalg.yield", vec![s]);
                let maps = vec![AffineMap::identity(2), map(2, 0, vec![AffineExpr::dim(0)])];
                let kinds = [IteratorKind::Parallel, IteratorKind::Reduction];
                let mut st = linalg_generic_state(vec![v[0]], vec![v[1]], vec![], maps, &kinds);
                st.regions = vec![r];
                b.insert(st);
            },
        );
    }

    #[test]
    fn dma() {
        check(
            "%A: memref<16xf32>, %B: memref<16xf32, 1>, %T: memref<1xi32, 2>, %i: index",
            "  %c0 = arith.constant 0 : index\n  %c4 = arith.constant 4 : index\n  \
             %c8 = arith.constant 8 : index\n",
            "  affine.dma_start %A[%i], %B[%i + 1], %T[symbol(%c0)], %c8 : memref<16xf32>, \
             memref<16xf32, 1>, memref<1xi32, 2>\n  \
             affine.dma_start %A[%i], %B[%i], %T[symbol(%c0)], %c8, %c4, %c4 : memref<16xf32>, \
             memref<16xf32, 1>, memref<1xi32, 2>\n  \
             affine.dma_wait %T[symbol(%c0)], %c8 : memref<1xi32, 2>\n",
            |b, v| {
                let (a, bb, t, i, c0, c4, c8) = (v[0], v[1], v[2], v[3], v[4], v[5], v[6]);
                let id = || AffineMap::identity(1);
                let acc = |memref, map, operands| MapAccess {
                    memref,
                    map,
                    operands,
                };
                let tag = || acc(t, map(0, 1, vec![AffineExpr::symbol(0)]), vec![c0]);
                let plus1 = map(1, 0, vec![AffineExpr::dim(0).add(&AffineExpr::constant(1))]);
                b.affine_dma_start(
                    acc(a, id(), vec![i]),
                    acc(bb, plus1, vec![i]),
                    tag(),
                    c8,
                    None,
                );
                b.affine_dma_start(
                    acc(a, id(), vec![i]),
                    acc(bb, id(), vec![i]),
                    tag(),
                    c8,
                    Some((c4, c4)),
                );
                b.affine_dma_wait(tag(), c8);
            },
        );
    }

    #[test]
    fn loops() {
        check(
            "%n: index, %x: f32, %lb: index, %s: index",
            "",
            "  affine.for %i = 0 to %n {\n  }\n  \
             %0 = affine.for %i = 2 to 8 step 2 iter_args(%a = %x) -> (f32) {\n    \
             affine.yield %a : f32\n  }\n  \
             %1 = scf.for %i = %lb to %n step %s iter_args(%a = %x) -> (f32) {\n    \
             scf.yield %a : f32\n  }\n  \
             scf.parallel (%i, %j) = (%lb, %lb) to (%n, %n) step (%s, %s) {\n  }\n",
            |b, v| {
                let (n, x, lb, s) = (v[0], v[1], v[2], v[3]);
                let sym = map(0, 1, vec![AffineExpr::symbol(0)]);
                let st = affine_for_state(
                    AffineMap::constant(0),
                    vec![],
                    sym,
                    vec![n],
                    1,
                    vec![],
                    vec![],
                );
                let (r, blk) = region(b.m, vec![Type::Index]);
                terminator(b.m, blk, "affine.yield", vec![]);
                b.insert(OperationState {
                    regions: vec![r],
                    ..st
                });
                let (lo, hi) = (AffineMap::constant(2), AffineMap::constant(8));
                let st = affine_for_state(lo, vec![], hi, vec![], 2, vec![x], vec![Type::f32()]);
                let (r, blk) = region(b.m, vec![Type::Index, Type::f32()]);
                let acc = b.m.block(blk).args[1];
                terminator(b.m, blk, "affine.yield", vec![acc]);
                b.insert(OperationState {
                    regions: vec![r],
                    ..st
                });
                let st = scf_for_state(lb, n, s, vec![x], vec![Type::f32()]);
                let (r, blk) = region(b.m, vec![Type::Index, Type::f32()]);
                let acc = b.m.block(blk).args[1];
                terminator(b.m, blk, "scf.yield", vec![acc]);
                b.insert(OperationState {
                    regions: vec![r],
                    ..st
                });
                let st = scf_parallel_state(vec![lb, lb], vec![n, n], vec![s, s], vec![], vec![]);
                let (r, blk) = region(b.m, vec![Type::Index, Type::Index]);
                terminator(b.m, blk, "scf.reduce", vec![]);
                b.insert(OperationState {
                    regions: vec![r],
                    ..st
                });
            },
        );
    }

    #[test]
    fn vector_accesses() {
        check(
            "%A: memref<16xf32>, %i: index",
            "",
            "  %0 = affine.vector_load %A[%i + 4] : memref<16xf32>, vector<4xf32>\n  \
             affine.vector_store %0, %A[%i] : memref<16xf32>, vector<4xf32>\n",
            |b, v| {
                let plus4 = map(1, 0, vec![AffineExpr::dim(0).add(&AffineExpr::constant(4))]);
                let x = b.affine_vector_load(v[0], plus4, vec![v[1]], ty("vector<4xf32>"));
                b.affine_vector_store(x, v[0], AffineMap::identity(1), vec![v[1]]);
            },
        );
    }
}
