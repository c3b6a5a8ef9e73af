//! Affine scopes and the dimension/symbol rules of the affine dialect (seed 001 "Restrictions on
//! Dimensions and Symbols", seed 002 "scoped symbol validity"), as MLIR 22 implements them.
//!
//! An op with the [`Traits::AFFINE_SCOPE`] trait (function bodies, `affine.execute_region`)
//! starts a scope. A value is a valid symbol *for a use site* if it is
//! 1. a region argument of the scope op or a value defined at the scope's top level,
//! 2. the result of a constant op,
//! 3. the result of a pure op (e.g. `affine.apply`; MLIR 22 accepts any side-effect-free op)
//!    whose operands are all valid symbols,
//! 4. the result of `memref.dim`/`tensor.dim` on a top-level shaped value, or on a memref
//!    produced by `memref.alloc`/`view`/`subview` (through `memref.cast`s) whose corresponding
//!    size is static or a valid symbol,
//! 5. or a value that dominates the scope op (checked by moving to the region enclosing the scope
//!    op, unless the scope op is isolated from above),
//!
//! and it has `index` type. Symbol validity therefore depends on the use site: a value loaded
//! inside an `affine.for` is not a symbol there, but is one inside an `affine.execute_region`
//! nested in that loop (seed 002, example 3). A valid dimension is a valid symbol, an induction
//! variable of `affine.for`/`affine.parallel`, an `affine.apply` (or linearize/delinearize) of
//! valid dimensions, or a `dim` of a top-level shaped value.

use crate::attrs::Attribute;
use crate::dialects::{Registry, Traits};
use crate::module::{Module, OpId, RegionId, ValueDef, ValueId};
use crate::types::{Type, DYNAMIC};

/// The region of the nearest enclosing affine-scope op that contains `op` (`None` if `op` is not
/// inside any affine scope).
pub fn affine_scope_region(m: &Module, reg: &Registry, op: OpId) -> Option<RegionId> {
    let mut cur = op;
    loop {
        let b = m.op(cur).parent?;
        let r = m.block(b).parent?;
        let parent = m.region(r).parent?;
        if reg
            .traits(&m.op(parent).name)
            .contains(Traits::AFFINE_SCOPE)
        {
            return Some(r);
        }
        cur = parent;
    }
}

fn value_region(m: &Module, v: ValueId) -> Option<RegionId> {
    let b = m.value_block(v)?;
    m.block(b).parent
}

/// True if `v` is defined at the top level of an affine scope (anywhere), as MLIR's
/// `isTopLevelValue(Value)`.
pub fn is_top_level_value(m: &Module, reg: &Registry, v: ValueId) -> bool {
    let Some(r) = value_region(m, v) else {
        return false;
    };
    m.region(r)
        .parent
        .is_some_and(|p| reg.traits(&m.op(p).name).contains(Traits::AFFINE_SCOPE))
}

fn is_top_level_in(m: &Module, v: ValueId, region: RegionId) -> bool {
    value_region(m, v) == Some(region)
}

/// Is `v` a valid affine symbol for a use by `use_site`?
pub fn is_valid_symbol(m: &Module, reg: &Registry, v: ValueId, use_site: OpId) -> bool {
    is_valid_symbol_in(m, reg, v, affine_scope_region(m, reg, use_site))
}

/// Is `v` a valid affine dimension for a use by `use_site`?
pub fn is_valid_dim(m: &Module, reg: &Registry, v: ValueId, use_site: OpId) -> bool {
    is_valid_dim_in(m, reg, v, affine_scope_region(m, reg, use_site))
}

fn const_index(m: &Module, v: ValueId) -> Option<i64> {
    let d = m.defining_op(v)?;
    match m.op(d).attr("value")? {
        Attribute::Integer { value, .. } if m.op(d).name == "arith.constant" => {
            i64::try_from(*value).ok()
        }
        _ => None,
    }
}

fn parent_region_for_dominance(
    m: &Module,
    reg: &Registry,
    region: Option<RegionId>,
) -> Option<Option<RegionId>> {
    let r = region?;
    let owner = m.region(r).parent?;
    if reg
        .traits(&m.op(owner).name)
        .contains(Traits::ISOLATED_FROM_ABOVE)
    {
        return None;
    }
    let b = m.op(owner).parent?;
    Some(m.block(b).parent)
}

/// Is `v` a valid symbol with respect to scope `region` (see the module documentation)?
pub fn is_valid_symbol_in(
    m: &Module,
    reg: &Registry,
    v: ValueId,
    region: Option<RegionId>,
) -> bool {
    symbol_rec(m, reg, v, region, 0)
}

const MAX_DEPTH: u32 = 256;

fn symbol_rec(
    m: &Module,
    reg: &Registry,
    v: ValueId,
    region: Option<RegionId>,
    depth: u32,
) -> bool {
    if depth > MAX_DEPTH || !m.value_type(v).is_index() {
        return false;
    }
    if let Some(r) = region {
        if is_top_level_in(m, v, r) {
            return true;
        }
    }
    let Some(def) = m.defining_op(v) else {
        return match parent_region_for_dominance(m, reg, region) {
            Some(pr) => symbol_rec(m, reg, v, pr, depth + 1),
            None => false,
        };
    };
    let d = m.op(def);
    let traits = reg.traits(&d.name);
    if traits.contains(Traits::CONSTANT_LIKE) {
        return true;
    }
    if traits.contains(Traits::PURE)
        && d.regions.is_empty()
        && d.operands
            .iter()
            .all(|&o| symbol_rec(m, reg, o, region, depth + 1))
    {
        return true;
    }
    if matches!(d.name.as_str(), "memref.dim" | "tensor.dim") {
        return dim_op_valid_symbol(m, reg, def, region, depth);
    }
    match parent_region_for_dominance(m, reg, region) {
        Some(pr) => symbol_rec(m, reg, v, pr, depth + 1),
        None => false,
    }
}

fn dim_op_valid_symbol(
    m: &Module,
    reg: &Registry,
    dim: OpId,
    region: Option<RegionId>,
    depth: u32,
) -> bool {
    let ops = &m.op(dim).operands;
    let (Some(&src), Some(&idx)) = (ops.first(), ops.get(1)) else {
        return false;
    };
    if is_top_level_value(m, reg, src) {
        return true;
    }
    if matches!(m.value(src).def, ValueDef::BlockArg { .. }) {
        return false;
    }
    let Some(i) = const_index(m, idx) else {
        return false;
    };
    let mut cur = m.defining_op(src);
    while let Some(c) = cur {
        if m.op(c).name != "memref.cast" {
            break;
        }
        let Some(&s) = m.op(c).operands.first() else {
            return false;
        };
        if matches!(m.value_type(s), Type::UnrankedMemRef { .. }) {
            return false;
        }
        cur = m.defining_op(s);
    }
    let Some(def) = cur else { return false };
    let d = m.op(def);
    let Some(&res) = d.results.first() else {
        return false;
    };
    let Some(shape) = m.value_type(res).shape() else {
        return false;
    };
    let Ok(iu) = usize::try_from(i) else {
        return false;
    };
    let Some(&size) = shape.get(iu) else {
        return false;
    };
    // As MLIR 22: only alloc, view and subview are looked through (not alloca).
    if size != DYNAMIC {
        return matches!(
            d.name.as_str(),
            "memref.alloc" | "memref.view" | "memref.subview"
        );
    }
    let dyn_pos = shape.iter().take(iu).filter(|&&s| s == DYNAMIC).count();
    let operand = match d.name.as_str() {
        "memref.alloc" => d.operands.get(dyn_pos),
        "memref.view" => d.operands.get(2 + dyn_pos),
        // Operand segments: source, offsets, sizes, strides.
        "memref.subview" => subview_size_operand(d, dyn_pos).and_then(|k| d.operands.get(k)),
        _ => None,
    };
    operand.is_some_and(|&o| symbol_rec(m, reg, o, region, depth + 1))
}

/// The operand index of the `pos`-th dynamic size of a `memref.subview` (operand segments:
/// source, offsets, sizes, strides).
fn subview_size_operand(d: &crate::module::Operation, pos: usize) -> Option<usize> {
    let Some(Attribute::DenseArray { values, .. }) = d.attr("operandSegmentSizes") else {
        return None;
    };
    let seg = |i: usize| match values.get(i)? {
        crate::attrs::ElemValue::Int(v) => usize::try_from(*v).ok(),
        _ => None,
    };
    let (src, offsets, sizes) = (seg(0)?, seg(1)?, seg(2)?);
    (pos < sizes).then_some(src + offsets + pos)
}

/// Is `v` a valid dimension with respect to scope `region`?
pub fn is_valid_dim_in(m: &Module, reg: &Registry, v: ValueId, region: Option<RegionId>) -> bool {
    dim_rec(m, reg, v, region, 0)
}

fn dim_rec(m: &Module, reg: &Registry, v: ValueId, region: Option<RegionId>, depth: u32) -> bool {
    if depth > MAX_DEPTH || !m.value_type(v).is_index() {
        return false;
    }
    if symbol_rec(m, reg, v, region, depth + 1) {
        return true;
    }
    let Some(def) = m.defining_op(v) else {
        return is_affine_induction_var(m, v);
    };
    let d = m.op(def);
    match d.name.as_str() {
        "affine.apply" | "affine.linearize_index" | "affine.delinearize_index" => d
            .operands
            .iter()
            .all(|&o| dim_rec(m, reg, o, region, depth + 1)),
        "memref.dim" | "tensor.dim" => d
            .operands
            .first()
            .is_some_and(|&s| is_top_level_value(m, reg, s)),
        _ => false,
    }
}

/// Is `v` an induction variable of an `affine.for` (its body's first argument; `iter_args` are
/// not) or of an `affine.parallel` (any argument of its body)?
pub fn is_affine_induction_var(m: &Module, v: ValueId) -> bool {
    let ValueDef::BlockArg { block, index } = m.value(v).def else {
        return false;
    };
    let Some(r) = m.block(block).parent else {
        return false;
    };
    if m.region(r).blocks.first() != Some(&block) {
        return false;
    }
    match m.region(r).parent.map(|p| m.op(p).name.as_str()) {
        Some("affine.for") => index == 0,
        Some("affine.parallel") => true,
        _ => false,
    }
}
