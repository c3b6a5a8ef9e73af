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

mod condition;
mod resolve;

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

/// The whole memref as the accessed cell (`memref.dealloc`, which ends the lifetime of every
/// cell): fresh locals `c_k` with `0 <= c_k`, and `c_k < size_k` for static sizes. Any cell
/// another access touches is in bounds, so pairs with it are exact.
pub fn add_cell_whole(domain: &mut Domain, shape: &[i64]) {
    let mut cell = Vec::with_capacity(shape.len());
    for &size in shape {
        let c = Lin::var(domain.locals.fresh());
        domain.base.ineqs.push(c.clone());
        if size >= 0 {
            let mut up = c.scale(&Int::from(-1));
            up.constant = Int::from(size - 1);
            domain.base.ineqs.push(up);
        }
        cell.push(c);
    }
    domain.cell = cell;
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
