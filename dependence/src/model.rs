//! Access models: the iteration domain of an operation (enclosing `affine.for`/`affine.parallel`
//! loops with exact bounds and steps, `affine.if` conditions and their complements) and the
//! memref cell an access touches, as linear constraints over induction variables, scope
//! symbols and local variables. Built once per access; the pair analysis reuses them.
//!
//! [`build_domain_may`] also goes through `scf.if` ops (their conditions are not modelled: the
//! domain over-approximates where the op runs), and [`add_cell_indices`] resolves the indices of
//! a `memref.load`/`store` through integer arithmetic.
//!
//! Disjunctions (the complement of an `affine.if` condition, a `max` lower bound combined with a
//! step, an `affine.min`/`affine.max` value) are kept as *choices*: the domain is the base
//! conjunction and one alternative of every choice, i.e. a union of convex pieces.

use std::collections::HashMap;

use tessera_ir::dialects::Traits;
use tessera_ir::verify::is_valid_symbol;
use tessera_ir::views::{AffineApplyOp, AffineForOp, AffineIfOp, AffineParallelOp};
use tessera_ir::{Attribute, Module, OpId, Registry, Type, ValueDef, ValueId};
use tessera_polyhedral::affine::{AffineMap, IntegerSet};
use tessera_polyhedral::int::Int;

use crate::linexpr::{Conj, Lin, Locals, Var};

/// Deepest chain of `affine.apply`/arithmetic definitions followed when resolving an operand.
const MAX_RESOLVE_DEPTH: u32 = 256;

/// The symbols of one affine scope: SSA values that stay fixed while the scope executes.
#[derive(Debug, Clone, Default)]
pub struct SymbolTable {
    /// The values, in order of first use.
    pub values: Vec<ValueId>,
    index: HashMap<ValueId, usize>,
}

impl SymbolTable {
    /// The symbol number of `v` (allocated on first use).
    pub fn id(&mut self, v: ValueId) -> usize {
        if let Some(&i) = self.index.get(&v) {
            return i;
        }
        self.values.push(v);
        self.index.insert(v, self.values.len() - 1);
        self.values.len() - 1
    }

    /// A new symbol standing for a value that has no SSA name of its own (a dynamic loop range
    /// of a linalg op: the size of a dimension of memref `of`, as the `memref.dim` its lowering
    /// reads); never shared with another use.
    pub fn fresh(&mut self, of: ValueId) -> usize {
        self.values.push(of);
        self.values.len() - 1
    }

    /// Number of symbols.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there is no symbol.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }
}

/// One loop dimension enclosing an access.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct LoopDim {
    /// The `affine.for` or `affine.parallel` op, or the linalg structured op.
    pub op: OpId,
    /// The dimension of an `affine.parallel` (0 for `affine.for`), or the linalg loop `d<dim>`.
    pub dim: usize,
    /// The induction variable (a linalg loop has none: its op's first operand stands in; name
    /// loops with [`crate::graph::loop_name`]).
    pub iv: ValueId,
    /// True for `affine.parallel` dimensions.
    pub parallel: bool,
    /// True for a loop of a linalg structured op (its accesses are the op's own).
    pub linalg: bool,
}

/// The iteration domain of an operation, with the cell it accesses (if it is an access).
#[derive(Debug, Clone, Default)]
pub struct Domain {
    /// Enclosing loop dimensions, outermost first.
    pub loops: Vec<LoopDim>,
    /// Local variables and the constraints defining division locals.
    pub locals: Locals,
    /// Constraints that always hold.
    pub base: Conj,
    /// Disjunctions: one alternative of each holds.
    pub choices: Vec<Vec<Conj>>,
    /// The accessed cell, one expression per memref dimension.
    pub cell: Vec<Lin>,
}

/// Builds the domain of `op` inside affine scope `scope_op`; `Err` carries the reason the
/// domain cannot be modelled exactly.
pub fn build_domain(
    m: &Module,
    reg: &Registry,
    op: OpId,
    syms: &mut SymbolTable,
) -> Result<Domain, String> {
    domain_of(m, reg, op, syms, false).map(|(d, _)| d)
}

/// [`build_domain`] for an op that may also be nested in `scf.if` ops (inside the affine
/// scope, between or inside its affine loops). An `scf.if` whose condition is affine — an
/// `arith.cmpi` (`eq`, `ne`, `slt`, `sle`, `sgt`, `sge`) of integer values that are affine
/// functions of the ivs and symbols (as [`add_cell_indices`] resolves them), `arith.andi` /
/// `arith.ori` of such conditions, an `i1` constant — is modelled exactly, like an `affine.if`
/// (its then-set, or the complement for the else branch). Any other `scf.if` is transparent
/// and returned, outermost first: when that list is not empty the domain is the one of the
/// op's affine context, an over-approximation of where it executes (each instance runs only if
/// the conditions hold then), and an access modelled on it is a *may*-access. Without `scf.if`
/// ops it is exactly [`build_domain`]'s domain (same symbols, same rows).
pub fn build_domain_may(
    m: &Module,
    reg: &Registry,
    op: OpId,
    syms: &mut SymbolTable,
) -> Result<(Domain, Vec<OpId>), String> {
    domain_of(m, reg, op, syms, true)
}

fn domain_of(
    m: &Module,
    reg: &Registry,
    op: OpId,
    syms: &mut SymbolTable,
    through_scf_if: bool,
) -> Result<(Domain, Vec<OpId>), String> {
    // Enclosing ops up to the affine scope, innermost first, with the region index taken.
    let mut chain: Vec<(OpId, usize)> = Vec::new();
    let mut conditions: Vec<OpId> = Vec::new();
    let mut cur = op;
    while let Some(block) = m.op(cur).parent {
        let Some(region) = m.block(block).parent else {
            break;
        };
        let Some(parent) = m.region(region).parent else {
            break;
        };
        if reg
            .traits(&m.op(parent).name)
            .contains(Traits::AFFINE_SCOPE)
        {
            break;
        }
        let idx = m
            .op(parent)
            .regions
            .iter()
            .position(|&r| r == region)
            .unwrap_or(0);
        let name = m.op(parent).name.as_str();
        match name {
            "affine.for" | "affine.parallel" | "affine.if" => chain.push((parent, idx)),
            "scf.if" if through_scf_if => chain.push((parent, idx)),
            _ => {
                return Err(format!(
                    "nested in '{name}', whose control flow is not modelled"
                ))
            }
        }
        if m.region(region).blocks.len() != 1 {
            return Err(format!("'{name}' region has several blocks"));
        }
        cur = parent;
    }
    chain.reverse();
    let mut b = Builder {
        m,
        reg,
        syms,
        d: Domain::default(),
    };
    for &(o, _) in &chain {
        b.add_loop_dims(o)?;
    }
    for &(o, region) in &chain {
        match m.op(o).name.as_str() {
            "affine.for" => b.add_for_bounds(o)?,
            "affine.parallel" => b.add_parallel_bounds(o)?,
            "scf.if" => {
                if !b.add_scf_if(o, region == 0) {
                    conditions.push(o);
                }
            }
            _ => b.add_if(o, region == 0)?,
        }
    }
    Ok((b.d, conditions))
}

/// Largest number of conjunctions of an `scf.if` condition modelled exactly.
const MAX_CONDITION_TERMS: usize = 16;

#[allow(clippy::too_many_arguments)]
/// Adds the cell accessed through `map` applied to `operands` (and, for vector accesses, the
/// offsets `0 <= o < len` along the trailing dimensions) to `domain`.
pub fn add_cell(
    m: &Module,
    reg: &Registry,
    site: OpId,
    domain: &mut Domain,
    syms: &mut SymbolTable,
    map: &AffineMap,
    operands: &[ValueId],
    vector_shape: Option<&[i64]>,
) -> Result<(), String> {
    let mut b = Builder {
        m,
        reg,
        syms,
        d: std::mem::take(domain),
    };
    let r = b.map_results(site, map, operands);
    let mut cell = match r {
        Ok(c) => c,
        Err(e) => {
            *domain = b.d;
            return Err(e);
        }
    };
    if let Some(shape) = vector_shape {
        if shape.len() > cell.len() {
            *domain = b.d;
            return Err("vector has more dimensions than the memref".into());
        }
        let off = cell.len() - shape.len();
        for (k, &len) in shape.iter().enumerate() {
            if len <= 0 {
                *domain = b.d;
                return Err("vector with a dynamic or empty dimension".into());
            }
            let o = b.d.locals.fresh();
            let ov = Lin::var(o);
            b.d.base.ineqs.push(ov.clone());
            let mut up = ov.scale(&Int::from(-1));
            up.constant = Int::from(len - 1);
            b.d.base.ineqs.push(up);
            if let Some(c) = cell.get_mut(off + k) {
                *c = c.add(&ov);
            }
        }
    }
    b.d.cell = cell;
    *domain = b.d;
    Ok(())
}

/// Sets the cell of `domain` to the one a `memref.load`/`memref.store` at `site` accesses with
/// `indices` (one per memref dimension), when every index is an affine function of the
/// enclosing affine loops' ivs and the scope's symbols computed by integer arithmetic:
/// `arith.constant`, `arith.addi`/`subi`, `arith.muli` with a constant factor,
/// `arith.index_cast` and `arith.extsi` (between `index` and integer types, either way),
/// `affine.apply`/`min`/`max`, and integer function arguments (symbols). The integer
/// arithmetic is taken not to overflow (as in the C code such IR comes from, where signed
/// overflow is undefined). `Err` names the first index that is not affine and why (a loaded
/// value, a division, a product of two variables, ...).
pub fn add_cell_indices(
    m: &Module,
    reg: &Registry,
    site: OpId,
    domain: &mut Domain,
    syms: &mut SymbolTable,
    indices: &[ValueId],
) -> Result<(), String> {
    let mut b = Builder {
        m,
        reg,
        syms,
        d: std::mem::take(domain),
    };
    let cell = indices
        .iter()
        .map(|&v| b.resolve_int(site, v, 0))
        .collect::<Result<Vec<_>, _>>();
    let r = cell.map(|c| b.d.cell = c);
    *domain = b.d;
    r
}

/// The footprint of one side of a DMA transfer (see [`tessera_ir::dma`]): element `e`,
/// `0 <= e < num`, touches the cell at linear position `lin(start) + off(e)`, where `off(e) =
/// e` or, on the strided side, `(e floordiv per) * stride + e mod per`.
#[derive(Debug, Clone)]
pub struct DmaFootprint {
    /// The number of elements.
    pub num: ValueId,
    /// `(stride, elements per stride)` if this side is the strided one.
    pub stride: Option<(ValueId, ValueId)>,
    /// The memref's shape.
    pub shape: Vec<i64>,
}

/// Replaces the start cell of `domain` (set by [`add_cell`]) by the DMA footprint from it:
/// fresh locals `e` (the element) and `c_k` (the cell) with `0 <= e < num`,
/// `0 <= c_k < size_k` and `lin(c) = lin(start) + off(e)`. Exact for a static shape and
/// constant strides; anything else is `Err` with the reason.
pub fn add_dma_footprint(
    m: &Module,
    reg: &Registry,
    site: OpId,
    domain: &mut Domain,
    syms: &mut SymbolTable,
    fp: &DmaFootprint,
) -> Result<(), String> {
    if fp.shape.iter().any(|&s| s < 0) {
        return Err("a DMA on a memref of dynamic shape (its footprint is not linear)".into());
    }
    let mut b = Builder {
        m,
        reg,
        syms,
        d: std::mem::take(domain),
    };
    let r = b.dma_footprint(site, fp);
    *domain = b.d;
    r
}

struct Builder<'a> {
    m: &'a Module,
    reg: &'a Registry,
    syms: &'a mut SymbolTable,
    d: Domain,
}

impl Builder<'_> {
    fn add_loop_dims(&mut self, op: OpId) -> Result<(), String> {
        let o = self.m.op(op);
        let Some(&region) = o.regions.first() else {
            return Err(format!("'{}' without a body", o.name));
        };
        let Some(&block) = self.m.region(region).blocks.first() else {
            return Err(format!("'{}' without a body", o.name));
        };
        let args = &self.m.block(block).args;
        match o.name.as_str() {
            "affine.for" => {
                let &iv = args
                    .first()
                    .ok_or("affine.for without induction variable")?;
                self.d.loops.push(LoopDim {
                    op,
                    dim: 0,
                    iv,
                    parallel: false,
                    linalg: false,
                });
            }
            "affine.parallel" => {
                let p = AffineParallelOp::wrap(self.m, op).ok_or("malformed affine.parallel")?;
                for (k, &iv) in p.ivs().iter().enumerate() {
                    self.d.loops.push(LoopDim {
                        op,
                        dim: k,
                        iv,
                        parallel: true,
                        linalg: false,
                    });
                }
            }
            _ => {}
        }
        Ok(())
    }

    fn map_results(
        &mut self,
        site: OpId,
        map: &AffineMap,
        operands: &[ValueId],
    ) -> Result<Vec<Lin>, String> {
        if operands.len() != map.num_inputs() as usize {
            return Err("map operand count does not match the map".into());
        }
        let lins = operands
            .iter()
            .map(|&v| self.resolve(site, v, 0))
            .collect::<Result<Vec<_>, _>>()?;
        map.results()
            .iter()
            .map(|e| self.d.locals.flatten(e, map.num_dims() as usize, &lins))
            .collect()
    }

    fn dma_footprint(&mut self, site: OpId, fp: &DmaFootprint) -> Result<(), String> {
        let start = std::mem::take(&mut self.d.cell);
        if start.len() != fp.shape.len() {
            return Err("DMA indices do not match the memref's rank".into());
        }
        let num = self.resolve(site, fp.num, 0)?;
        // Row-major linearisation of the start and of the cell.
        let mut lin_start = Lin::constant(Int::zero());
        let mut weight = Int::from(1);
        let mut cell = vec![Lin::constant(Int::zero()); fp.shape.len()];
        let mut lin_cell = Lin::constant(Int::zero());
        for k in (0..fp.shape.len()).rev() {
            let c = Lin::var(self.d.locals.fresh());
            self.d.base.ineqs.push(c.clone());
            let mut up = c.scale(&Int::from(-1));
            up.constant = Int::from(fp.shape[k] - 1);
            self.d.base.ineqs.push(up);
            lin_start = lin_start.add_scaled(&start[k], &weight);
            lin_cell = lin_cell.add_scaled(&c, &weight);
            cell[k] = c;
            weight = &weight * &Int::from(fp.shape[k]);
        }
        let e = Lin::var(self.d.locals.fresh());
        self.d.base.ineqs.push(e.clone());
        // e <= num - 1
        let mut up = num.sub(&e);
        up.constant = &up.constant - &Int::from(1);
        self.d.base.ineqs.push(up);
        let off = match fp.stride {
            None => e,
            Some((sv, pv)) => {
                let stride = self.resolve(site, sv, 0)?;
                let per = self.resolve(site, pv, 0)?;
                let (Some(st), Some(pe)) = (stride.as_constant(), per.as_constant()) else {
                    return Err(
                        "a strided DMA whose stride or elements per stride are not constants \
                         (its footprint is not linear)"
                            .into(),
                    );
                };
                if !st.is_positive() || !pe.is_positive() {
                    return Err("a strided DMA with a non-positive stride (it faults)".into());
                }
                // e = q * per + r, 0 <= r < per; off = q * stride + r.
                let q = Lin::var(self.d.locals.fresh());
                let r = Lin::var(self.d.locals.fresh());
                self.d.base.ineqs.push(r.clone());
                let mut rup = r.scale(&Int::from(-1));
                rup.constant = pe - &Int::from(1);
                self.d.base.ineqs.push(rup);
                self.d.base.eqs.push(q.scale(pe).add(&r).sub(&e));
                q.scale(st).add(&r)
            }
        };
        self.d.base.eqs.push(lin_start.add(&off).sub(&lin_cell));
        self.d.cell = cell;
        Ok(())
    }

    fn iv_index(&self, v: ValueId) -> bool {
        self.d.loops.iter().any(|l| l.iv == v)
    }

    /// The linear form of index value `v` used at `site`.
    fn resolve(&mut self, site: OpId, v: ValueId, depth: u32) -> Result<Lin, String> {
        if depth > MAX_RESOLVE_DEPTH {
            return Err("index computation nested too deeply".into());
        }
        if self.iv_index(v) {
            return Ok(Lin::var(Var::Iv(v)));
        }
        let m = self.m;
        if let ValueDef::OpResult { op, index } = m.value(v).def {
            let o = m.op(op);
            match o.name.as_str() {
                "arith.constant" => {
                    if let Some(Attribute::Integer { value, .. }) = o.attr("value") {
                        return Ok(Lin::constant(Int::from(
                            i64::try_from(*value).map_err(|_| "index constant out of range")?,
                        )));
                    }
                }
                "affine.apply" => {
                    let a = AffineApplyOp::wrap(m, op).ok_or("malformed affine.apply")?;
                    let map = a.map();
                    let ops = a.operands().to_vec();
                    let lins = ops
                        .iter()
                        .map(|&x| self.resolve(op, x, depth + 1))
                        .collect::<Result<Vec<_>, _>>()?;
                    let e = map.results().first().ok_or("affine.apply without result")?;
                    return self.d.locals.flatten(e, map.num_dims() as usize, &lins);
                }
                "affine.min" | "affine.max" => {
                    let map = o
                        .attr("map")
                        .and_then(Attribute::as_affine_map)
                        .ok_or("affine.min/max without map")?
                        .clone();
                    let ops = o.operands.clone();
                    let lins = ops
                        .iter()
                        .map(|&x| self.resolve(op, x, depth + 1))
                        .collect::<Result<Vec<_>, _>>()?;
                    let exprs = map
                        .results()
                        .iter()
                        .map(|e| self.d.locals.flatten(e, map.num_dims() as usize, &lins))
                        .collect::<Result<Vec<_>, _>>()?;
                    let is_min = o.name == "affine.min";
                    let r = Lin::var(self.d.locals.fresh());
                    let mut alts = Vec::new();
                    for e in &exprs {
                        // min: r <= e for all; max: r >= e for all.
                        self.d
                            .base
                            .ineqs
                            .push(if is_min { e.sub(&r) } else { r.sub(e) });
                        alts.push(Conj {
                            eqs: vec![r.sub(e)],
                            ineqs: vec![],
                        });
                    }
                    if alts.len() > 1 {
                        self.d.choices.push(alts);
                    } else if let Some(a) = alts.pop() {
                        self.d.base.extend(&a);
                    }
                    return Ok(r);
                }
                "arith.addi" | "arith.subi" | "arith.muli"
                    if index == 0 && m.value_type(v).is_index() =>
                {
                    let ops = o.operands.clone();
                    if let [a, b] = ops.as_slice() {
                        if let (Ok(la), Ok(lb)) = (
                            self.resolve(op, *a, depth + 1),
                            self.resolve(op, *b, depth + 1),
                        ) {
                            match o.name.as_str() {
                                "arith.addi" => return Ok(la.add(&lb)),
                                "arith.subi" => return Ok(la.sub(&lb)),
                                _ => {
                                    if let Some(k) = lb.as_constant() {
                                        return Ok(la.scale(k));
                                    }
                                    if let Some(k) = la.as_constant() {
                                        return Ok(lb.scale(k));
                                    }
                                }
                            }
                        }
                    }
                }
                "memref.dim" => {
                    if let [src, idx] = o.operands.as_slice() {
                        let k = self
                            .resolve(op, *idx, depth + 1)
                            .ok()
                            .and_then(|l| l.as_constant().and_then(Int::to_i64));
                        let dims = m.value_type(*src).shape();
                        if let (Some(k), Some(dims)) = (k, dims) {
                            if let Some(&s) = usize::try_from(k).ok().and_then(|k| dims.get(k)) {
                                if s >= 0 {
                                    return Ok(Lin::constant(Int::from(s)));
                                }
                            }
                        }
                    }
                }
                _ => {}
            }
        }
        if is_valid_symbol(m, self.reg, v, site) {
            return Ok(Lin::var(Var::Sym(self.syms.id(v))));
        }
        Err(format!(
            "index value{} is neither an enclosing loop's induction variable nor a valid affine symbol",
            m.value(v)
                .name_hint
                .as_deref()
                .map(|n| format!(" %{n}"))
                .unwrap_or_default()
        ))
    }

    /// The linear form of the integer or index value `v` used at `site` (see
    /// [`add_cell_indices`]): [`Builder::resolve`] extended with integer arithmetic.
    fn resolve_int(&mut self, site: OpId, v: ValueId, depth: u32) -> Result<Lin, String> {
        if depth > MAX_RESOLVE_DEPTH {
            return Err("index computation nested too deeply".into());
        }
        if self.iv_index(v) {
            return Ok(Lin::var(Var::Iv(v)));
        }
        let m = self.m;
        let name = m
            .value(v)
            .name_hint
            .as_deref()
            .map(|n| format!(" %{n}"))
            .unwrap_or_default();
        let ty = m.value_type(v);
        let symbol = |b: &mut Self| -> Option<Lin> {
            if ty.is_index() {
                return is_valid_symbol(m, b.reg, v, site)
                    .then(|| Lin::var(Var::Sym(b.syms.id(v))));
            }
            // An integer argument of the scope's entry block (a function's `i32 %n`). The
            // symbol is the `arith.index_cast` of it to `index` in that block when there is
            // one (the value affine ops use), so both uses are one symbol.
            let ValueDef::BlockArg { block, .. } = m.value(v).def else {
                return None;
            };
            let entry = m.block(block).parent.is_some_and(|r| {
                Some(r) == tessera_ir::verify::affine_scope_region(b.m, b.reg, site)
                    && m.region(r).blocks.first() == Some(&block)
            });
            if !ty.is_integer() || !entry {
                return None;
            }
            let cast = m.block(block).ops.iter().find_map(|&c| {
                let o = m.op(c);
                let r = *o.results.first()?;
                (o.name == "arith.index_cast"
                    && o.operands.first() == Some(&v)
                    && m.value_type(r).is_index())
                .then_some(r)
            });
            Some(Lin::var(Var::Sym(b.syms.id(cast.unwrap_or(v)))))
        };
        let (op, index) = match m.value(v).def {
            ValueDef::OpResult { op, index } => (op, index),
            ValueDef::BlockArg { block, .. } => {
                if let Some(l) = symbol(self) {
                    return Ok(l);
                }
                let owner = m
                    .block_parent_op(block)
                    .map(|o| m.op(o).name.clone())
                    .unwrap_or_default();
                return Err(format!(
                    "index{name} is an argument of '{owner}', neither an enclosing affine loop's \
                     induction variable nor a valid symbol"
                ));
            }
            _ => return Err(format!("index{name} has no definition")),
        };
        let o = m.op(op);
        let attempt: Option<Result<Lin, String>> = match o.name.as_str() {
            "arith.constant" | "affine.apply" | "affine.min" | "affine.max" | "memref.dim" => {
                Some(self.resolve(site, v, depth))
            }
            "arith.addi" | "arith.subi" | "arith.muli" if index == 0 => match o.operands.as_slice()
            {
                [a, b] => {
                    let (a, b) = (*a, *b);
                    Some(self.resolve_int(op, a, depth + 1).and_then(|la| {
                        let lb = self.resolve_int(op, b, depth + 1)?;
                        match o.name.as_str() {
                            "arith.addi" => Ok(la.add(&lb)),
                            "arith.subi" => Ok(la.sub(&lb)),
                            _ => match (la.as_constant(), lb.as_constant()) {
                                (_, Some(k)) => Ok(la.scale(k)),
                                (Some(k), _) => Ok(lb.scale(k)),
                                _ => Err(format!(
                                    "index{name} is a product of two values that are not \
                                     constants ('arith.muli')"
                                )),
                            },
                        }
                    }))
                }
                _ => None,
            },
            "arith.index_cast" | "arith.extsi" if index == 0 => o
                .operands
                .first()
                .map(|&x| self.resolve_int(op, x, depth + 1)),
            _ => None,
        };
        match attempt {
            Some(Ok(l)) => Ok(l),
            Some(Err(e)) => symbol(self).ok_or(e),
            None => symbol(self).ok_or_else(|| {
                let what = match o.name.as_str() {
                    "affine.load" | "memref.load" | "affine.vector_load" | "vector.load" => {
                        " (a loaded value)"
                    }
                    "arith.divsi" | "arith.divui" | "arith.floordivsi" | "arith.ceildivsi"
                    | "arith.remsi" | "arith.remui" => " (a division)",
                    _ => "",
                };
                format!(
                    "index{name} is computed by '{}'{what}, not an affine function of the \
                     enclosing loops' induction variables and symbols",
                    o.name
                )
            }),
        }
    }

    /// Adds the condition of `scf.if` `op` (its then branch, or the complement for the else
    /// branch) when it is affine (see [`build_domain_may`]); false, adding nothing, otherwise.
    fn add_scf_if(&mut self, op: OpId, then_branch: bool) -> bool {
        let Some(&c) = self.m.op(op).operands.first() else {
            return false;
        };
        let Some(dnf) = self.condition(c, 0) else {
            return false;
        };
        let infeasible = || Conj {
            eqs: vec![],
            ineqs: vec![Lin::constant(Int::from(-1))],
        };
        if then_branch {
            // One of the conjunctions holds.
            match dnf.len() {
                0 => self.d.base.extend(&infeasible()),
                1 => self.d.base.extend(&dnf[0]),
                _ => self.d.choices.push(dnf),
            }
            return true;
        }
        // Else: every conjunction fails, i.e. for each one of its constraints fails
        // (division locals are functions of the operands: negating each constraint is exact).
        let neg = |e: &Lin| {
            let mut r = e.scale(&Int::from(-1));
            r.constant = &r.constant - &Int::one();
            r
        };
        let dec = |e: &Lin| {
            let mut r = e.clone();
            r.constant = &r.constant - &Int::one();
            r
        };
        for conj in &dnf {
            let mut alts: Vec<Conj> = Vec::new();
            for e in &conj.ineqs {
                alts.push(Conj {
                    eqs: vec![],
                    ineqs: vec![neg(e)],
                });
            }
            for e in &conj.eqs {
                for r in [neg(e), dec(e)] {
                    alts.push(Conj {
                        eqs: vec![],
                        ineqs: vec![r],
                    });
                }
            }
            match alts.len() {
                0 => self.d.base.extend(&infeasible()),
                1 => self.d.base.extend(&alts[0]),
                _ => self.d.choices.push(alts),
            }
        }
        true
    }

    /// The `i1` value `v` as a disjunction of conjunctions of affine constraints over the
    /// domain's variables, if it is one (see [`build_domain_may`]).
    fn condition(&mut self, v: ValueId, depth: u32) -> Option<Vec<Conj>> {
        if depth > 8 {
            return None;
        }
        let m = self.m;
        let ValueDef::OpResult { op, .. } = m.value(v).def else {
            return None;
        };
        let o = m.op(op);
        match o.name.as_str() {
            "arith.constant" => {
                let holds = match o.attr("value")? {
                    Attribute::Bool(b) => *b,
                    Attribute::Integer { value, .. } => *value != 0,
                    _ => return None,
                };
                Some(if holds { vec![Conj::default()] } else { vec![] })
            }
            "arith.cmpi" => {
                let [a, b] = o.operands.as_slice() else {
                    return None;
                };
                let int = |x: ValueId| {
                    let t = m.value_type(x);
                    t.is_index() || t.int_or_float_width().is_some_and(|w| w > 1)
                };
                if !int(*a) || !int(*b) {
                    return None;
                }
                let p = o.attr("predicate")?.as_int()?;
                if !(0..=5).contains(&p) {
                    // Unsigned comparisons are not linear.
                    return None;
                }
                let la = self.resolve_int(op, *a, 0).ok()?;
                let lb = self.resolve_int(op, *b, 0).ok()?;
                // d = a - b; x - 1 >= 0 is x > 0.
                let d = la.sub(&lb);
                let minus_one = |x: Lin| {
                    let mut r = x;
                    r.constant = &r.constant - &Int::one();
                    r
                };
                let ge = |x: Lin| Conj {
                    eqs: vec![],
                    ineqs: vec![x],
                };
                let nd = d.scale(&Int::from(-1));
                Some(match p {
                    0 => vec![Conj {
                        eqs: vec![d],
                        ineqs: vec![],
                    }],
                    1 => vec![ge(minus_one(d)), ge(minus_one(nd))],
                    2 => vec![ge(minus_one(nd))],
                    3 => vec![ge(nd)],
                    4 => vec![ge(minus_one(d))],
                    _ => vec![ge(d)],
                })
            }
            "arith.andi" | "arith.ori" if m.value_type(v).int_or_float_width() == Some(1) => {
                let [a, b] = o.operands.as_slice() else {
                    return None;
                };
                let (x, y) = (*a, *b);
                let da = self.condition(x, depth + 1)?;
                let db = self.condition(y, depth + 1)?;
                let out: Vec<Conj> = if o.name == "arith.ori" {
                    da.into_iter().chain(db).collect()
                } else {
                    let mut out = Vec::new();
                    for p in &da {
                        for q in &db {
                            let mut c = p.clone();
                            c.extend(q);
                            out.push(c);
                        }
                    }
                    out
                };
                (out.len() <= MAX_CONDITION_TERMS).then_some(out)
            }
            _ => None,
        }
    }

    /// Lower bounds (max of results) and step of one loop dimension.
    fn add_dim_bounds(
        &mut self,
        site: OpId,
        iv: ValueId,
        lbs: Vec<Lin>,
        ubs: Vec<Lin>,
        step: i64,
    ) -> Result<(), String> {
        if step <= 0 {
            return Err("non-positive loop step".into());
        }
        let _ = site;
        let x = Lin::var(Var::Iv(iv));
        for lb in &lbs {
            self.d.base.ineqs.push(x.sub(lb));
        }
        for ub in &ubs {
            // iv <= ub - 1
            let mut r = ub.sub(&x);
            r.constant = &r.constant - &Int::one();
            self.d.base.ineqs.push(r);
        }
        if lbs.is_empty() || ubs.is_empty() {
            return Err("loop bound map without results".into());
        }
        if step > 1 {
            let st = Int::from(step);
            if lbs.len() == 1 {
                let t = Lin::var(self.d.locals.fresh());
                self.d.base.eqs.push(x.sub(&lbs[0]).sub(&t.scale(&st)));
            } else {
                let mut alts = Vec::new();
                for (j, lj) in lbs.iter().enumerate() {
                    let t = Lin::var(self.d.locals.fresh());
                    let mut c = Conj {
                        eqs: vec![x.sub(lj).sub(&t.scale(&st))],
                        ineqs: vec![],
                    };
                    for (i, li) in lbs.iter().enumerate() {
                        if i != j {
                            c.ineqs.push(lj.sub(li));
                        }
                    }
                    alts.push(c);
                }
                self.d.choices.push(alts);
            }
        }
        Ok(())
    }

    fn add_for_bounds(&mut self, op: OpId) -> Result<(), String> {
        let f = AffineForOp::wrap(self.m, op)
            .ok_or("malformed affine.for (bound maps, operands or body)")?;
        let (lb, ub, step) = (f.lower_map().clone(), f.upper_map().clone(), f.step());
        let (lb_ops, ub_ops) = (f.lb_operands().to_vec(), f.ub_operands().to_vec());
        let iv = f.iv();
        let lbs = self.map_results(op, &lb, &lb_ops)?;
        let ubs = self.map_results(op, &ub, &ub_ops)?;
        self.add_dim_bounds(op, iv, lbs, ubs, step)
    }

    fn add_parallel_bounds(&mut self, op: OpId) -> Result<(), String> {
        let p = AffineParallelOp::wrap(self.m, op).ok_or("malformed affine.parallel")?;
        let (lb, ub) = (p.lower_map().clone(), p.upper_map().clone());
        let lbg = p
            .lower_groups()
            .ok_or("affine.parallel without bound groups")?;
        let ubg = p
            .upper_groups()
            .ok_or("affine.parallel without bound groups")?;
        let steps = p.steps().ok_or("affine.parallel without steps")?;
        let (lb_ops, ub_ops) = (p.lb_operands().to_vec(), p.ub_operands().to_vec());
        let lbs = self.map_results(op, &lb, &lb_ops)?;
        let ubs = self.map_results(op, &ub, &ub_ops)?;
        let dims: Vec<ValueId> = self
            .d
            .loops
            .iter()
            .filter(|l| l.op == op)
            .map(|l| l.iv)
            .collect();
        if lbg.len() != dims.len() || ubg.len() != dims.len() || steps.len() != dims.len() {
            return Err("affine.parallel bound groups do not match its dimensions".into());
        }
        let (mut li, mut ui) = (0usize, 0usize);
        for (k, &iv) in dims.iter().enumerate() {
            let gl = usize::try_from(lbg[k]).map_err(|_| "bad bound group")?;
            let gu = usize::try_from(ubg[k]).map_err(|_| "bad bound group")?;
            let l = lbs
                .get(li..li + gl)
                .ok_or("bound groups exceed the map")?
                .to_vec();
            let u = ubs
                .get(ui..ui + gu)
                .ok_or("bound groups exceed the map")?
                .to_vec();
            li += gl;
            ui += gu;
            self.add_dim_bounds(op, iv, l, u, steps[k])?;
        }
        Ok(())
    }

    fn add_if(&mut self, op: OpId, then_branch: bool) -> Result<(), String> {
        let v = AffineIfOp::wrap(self.m, op).ok_or("malformed affine.if")?;
        let set: IntegerSet = v.condition().clone();
        let ops = v.operands().to_vec();
        let lins = ops
            .iter()
            .map(|&v| self.resolve(op, v, 0))
            .collect::<Result<Vec<_>, _>>()?;
        let mut cons = Vec::new();
        for (e, &is_eq) in set.constraints().iter().zip(set.eq_flags()) {
            cons.push((
                self.d.locals.flatten(e, set.num_dims() as usize, &lins)?,
                is_eq,
            ));
        }
        if then_branch {
            for (c, is_eq) in cons {
                if is_eq {
                    self.d.base.eqs.push(c);
                } else {
                    self.d.base.ineqs.push(c);
                }
            }
            return Ok(());
        }
        // Else branch: at least one constraint fails (division locals are functions of the
        // operands, so negating each constraint separately is exact).
        let mut alts = Vec::new();
        let neg = |c: &Lin| {
            let mut r = c.scale(&Int::from(-1));
            r.constant = &r.constant - &Int::one();
            r
        };
        for (c, is_eq) in cons {
            alts.push(Conj {
                eqs: vec![],
                ineqs: vec![neg(&c)],
            });
            if is_eq {
                let mut r = c.clone();
                r.constant = &r.constant - &Int::one();
                alts.push(Conj {
                    eqs: vec![],
                    ineqs: vec![r],
                });
            }
        }
        if alts.is_empty() {
            // The universe's complement: the else branch never runs.
            alts.push(Conj {
                eqs: vec![],
                ineqs: vec![Lin::constant(Int::from(-1))],
            });
        }
        self.d.choices.push(alts);
        Ok(())
    }
}

/// The type of a value, when it is a memref.
pub fn memref_rank(t: &Type) -> Option<usize> {
    match t {
        Type::MemRef { .. } => t.shape().map(<[i64]>::len),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use tessera_ir::parse;

    const SRC: &str = "func.func @f(%A: memref<100xf32>, %B: memref<100xf32>, %n: i32) {
  %c1 = arith.constant 1 : index
  %c3_i32 = arith.constant 3 : i32
  affine.for %i = 0 to 10 {
    %v = affine.load %B[%i] : memref<100xf32>
    %z = arith.constant 0.0 : f32
    %c = arith.cmpf olt, %v, %z : f32
    scf.if %c {
      affine.for %j = 0 to %i {
        %i32 = arith.index_cast %i : index to i32
        %t = arith.muli %i32, %c3_i32 : i32
        %u = arith.subi %t, %n : i32
        %x = arith.index_cast %u : i32 to index
        %y = arith.addi %x, %j : index
        %w = memref.load %A[%y] : memref<100xf32>
        %q = arith.divsi %j, %c1 : index
        %r = memref.load %A[%q] : memref<100xf32>
      }
    }
  }
  return
}";

    fn op(m: &Module, name: &str, nth: usize) -> OpId {
        m.walk(m.top())
            .into_iter()
            .filter(|&o| m.op(o).name == name)
            .nth(nth)
            .expect("op")
    }

    #[test]
    fn scf_if_is_transparent_only_for_build_domain_may() {
        let reg = Registry::standard();
        let m = parse(SRC, reg).expect("parses");
        let load = op(&m, "memref.load", 0);
        let mut syms = SymbolTable::default();
        let e = build_domain(&m, reg, load, &mut syms).expect_err("scf.if is not modelled");
        assert!(e.contains("nested in 'scf.if'"), "{e}");
        let (d, conds) = build_domain_may(&m, reg, load, &mut syms).expect("modelled");
        assert_eq!(conds, [op(&m, "scf.if", 0)]);
        assert_eq!(d.loops.len(), 2);
        // Outside any scf.if both agree, and there is no condition.
        let outer = op(&m, "affine.load", 0);
        let (d2, conds) = build_domain_may(&m, reg, outer, &mut syms).expect("modelled");
        assert!(conds.is_empty());
        let d1 = build_domain(&m, reg, outer, &mut syms).expect("modelled");
        assert_eq!(format!("{d1:?}"), format!("{d2:?}"));
    }

    #[test]
    fn memref_indices_through_integer_arithmetic() {
        let reg = Registry::standard();
        let m = parse(SRC, reg).expect("parses");
        let load = op(&m, "memref.load", 0);
        let mut syms = SymbolTable::default();
        let (mut d, _) = build_domain_may(&m, reg, load, &mut syms).expect("modelled");
        let idx = m.op(load).operands[1..].to_vec();
        add_cell_indices(&m, reg, load, &mut d, &mut syms, &idx).expect("affine");
        // 3 * i - n + j, with n (an i32 argument) a symbol.
        let iv = |k: usize| d.loops[k].iv;
        let n = syms
            .values
            .iter()
            .position(|&v| m.value(v).name_hint.as_deref() == Some("n"));
        let want = Lin::var(Var::Iv(iv(0)))
            .scale(&Int::from(3))
            .sub(&Lin::var(Var::Sym(n.expect("n is a symbol"))))
            .add(&Lin::var(Var::Iv(iv(1))));
        assert_eq!(format!("{:?}", d.cell), format!("{:?}", vec![want]));
        // A division is not affine: the error names it.
        let load2 = op(&m, "memref.load", 1);
        let (mut d, _) = build_domain_may(&m, reg, load2, &mut syms).expect("modelled");
        let idx = m.op(load2).operands[1..].to_vec();
        let e = add_cell_indices(&m, reg, load2, &mut d, &mut syms, &idx).expect_err("division");
        assert!(e.contains("'arith.divsi' (a division)"), "{e}");
    }

    #[test]
    fn an_integer_argument_is_the_symbol_of_its_index_cast() {
        // n - 1 computed in i32 for a memref.store and %m (the index_cast of %n) in an affine
        // load: one symbol, so the cells are comparable.
        let src = "func.func @f(%A: memref<100xf32>, %n: i32) {
  %m = arith.index_cast %n : i32 to index
  %c1 = arith.constant 1 : i32
  %cst = arith.constant 1.0 : f32
  affine.for %i = 0 to 10 {
    %t = arith.subi %n, %c1 : i32
    %x = arith.index_cast %t : i32 to index
    memref.store %cst, %A[%x] : memref<100xf32>
    %v = affine.load %A[symbol(%m) - 1] : memref<100xf32>
  }
  return
}";
        let reg = Registry::standard();
        let m = parse(src, reg).expect("parses");
        let mut syms = SymbolTable::default();
        let st = op(&m, "memref.store", 0);
        let (mut d, _) = build_domain_may(&m, reg, st, &mut syms).expect("modelled");
        let idx = m.op(st).operands[2..].to_vec();
        add_cell_indices(&m, reg, st, &mut d, &mut syms, &idx).expect("affine");
        assert_eq!(syms.len(), 1);
        assert_eq!(m.value(syms.values[0]).name_hint.as_deref(), Some("m"));
    }
}
