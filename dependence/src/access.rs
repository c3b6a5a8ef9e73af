//! Memory accesses of a module: which operations read or write which memref, where they are,
//! and their exact models (or why there is none).

use std::cell::RefCell;
use std::sync::Arc;

use tessera_ir::error::Pos;
use tessera_ir::verify::affine_scope_region;
use tessera_ir::{Attribute, Module, OpId, RegionId, Registry, ValueId};
use tessera_polyhedral::affine::AffineMap;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::{Row, System};
use tessera_polyhedral::{budget::Budget, fm};

use crate::linexpr::{Conj, Lin, Var};
use crate::model::{
    add_cell, add_cell_indices, add_cell_whole, add_dma_footprint, build_domain_may, DmaFootprint,
    Domain, LoopDim, SymbolTable,
};

/// What an access does to memory.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum AccessKind {
    /// Reads.
    Read,
    /// Writes.
    Write,
    /// May read and write (opaque operations).
    ReadWrite,
}

impl AccessKind {
    /// True if the access may write.
    pub fn writes(self) -> bool {
        !matches!(self, AccessKind::Read)
    }
}

/// The exact model of an access: iteration domain pieces and accessed cell, as rows over
/// `[loop ivs | scope symbols | locals | 1]`.
#[derive(Debug, Clone)]
pub struct Model {
    /// Enclosing loop dimensions, outermost first.
    pub loops: Vec<LoopDim>,
    /// Number of scope symbols (columns after the ivs).
    pub nsyms: usize,
    /// Number of local columns.
    pub nlocals: usize,
    /// The iteration domain as a union of convex pieces.
    pub pieces: Vec<System>,
    /// The accessed cell: one row per memref dimension.
    pub cell: Vec<Row>,
}

/// One memory access.
#[derive(Debug, Clone)]
pub struct Access {
    /// The operation.
    pub op: OpId,
    /// The operation's name.
    pub op_name: String,
    /// Which memref operand of the op (`src`, `dst`, `tag` for DMA ops; `ins`, `outs` for
    /// linalg structured ops; empty otherwise).
    pub role: &'static str,
    /// For a linalg structured op: the operand accessed (index into `ins ++ outs`).
    pub operand: Option<usize>,
    /// The memref value accessed.
    pub memref: ValueId,
    /// The memref the value is a view of (itself if it is no view).
    pub base: ValueId,
    /// Read, write, or both.
    pub kind: AccessKind,
    /// The affine scope region holding the op.
    pub scope: Option<RegionId>,
    /// The enclosing function's name.
    pub function: Option<String>,
    /// Source position of the op.
    pub pos: Option<Pos>,
    /// Number among `affine.load`/`affine.store` ops of the module (MLIR's test numbering).
    pub mlir_index: Option<usize>,
    /// The exact model, or why the access cannot be modelled exactly.
    pub model: Result<Model, String>,
    /// The `scf.if` ops on conditions the analysis does not model (not affine) the access is
    /// nested in (inside its affine scope), outermost first. Not empty: a *may*-access — its
    /// model's domain is that of its affine context (the affine loops, `affine.if`s and
    /// affine `scf.if`s around it), an over-approximation of the instances that
    /// execute (each runs only if the conditions hold then); its cell is exact. Its
    /// dependences are exact for that domain: they hold only if the conditions do.
    pub may_under: Vec<OpId>,
}

impl Access {
    /// True for a *may*-access (nested in `scf.if` ops; see [`Access::may_under`]).
    pub fn is_may(&self) -> bool {
        !self.may_under.is_empty()
    }
}

/// Which optional accesses to collect.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct CollectOptions {
    /// Include `affine.prefetch` (as reads).
    pub prefetch: bool,
}

/// Maximum number of convex pieces of one iteration domain.
const MAX_PIECES: usize = 256;

/// Ops creating a view of their first (memref) operand.
const VIEW_OPS: &[&str] = &[
    "memref.subview",
    "memref.cast",
    "memref.reinterpret_cast",
    "memref.expand_shape",
    "memref.collapse_shape",
    "memref.view",
    "memref.transpose",
    "memref.memory_space_cast",
    "memref.reshape",
    "memref.assume_alignment",
];

/// Ops taking memref operands without accessing their contents.
const NO_ACCESS_OPS: &[&str] = &[
    "memref.dim",
    "memref.rank",
    "memref.extract_strided_metadata",
    "memref.extract_aligned_pointer_as_index",
    "func.return",
    "affine.yield",
    "scf.yield",
];

/// The operand an `affine.execute_region` binds to its region argument `v`, if `v` is one.
pub fn region_arg_operand(m: &Module, v: ValueId) -> Option<ValueId> {
    let tessera_ir::module::ValueDef::BlockArg { block, index } = m.value(v).def else {
        return None;
    };
    let r = m.block(block).parent?;
    let op = m.region(r).parent?;
    let o = m.op(op);
    if o.name != "affine.execute_region" || m.region(r).blocks.first() != Some(&block) {
        return None;
    }
    o.operands.get(index as usize).copied()
}

/// Follows view-creating ops and `affine.execute_region` region arguments (to the operand bound
/// to them) to the underlying memref: two region arguments bound to one memref, or a region
/// argument and the memref outside, have one base.
pub fn base_memref(m: &Module, v: ValueId) -> ValueId {
    let mut cur = v;
    for _ in 0..1024 {
        if let Some(outer) = region_arg_operand(m, cur) {
            cur = outer;
            continue;
        }
        let Some(d) = m.defining_op(cur) else {
            return cur;
        };
        let o = m.op(d);
        if !VIEW_OPS.contains(&o.name.as_str()) {
            return cur;
        }
        match o.operands.first() {
            Some(&s) if m.value_type(s).is_memref() => cur = s,
            _ => return cur,
        }
    }
    cur
}

/// The name of the `func.func` that is `op` or encloses it.
pub(crate) fn function_name(m: &Module, op: OpId) -> Option<String> {
    let mut cur = Some(op);
    while let Some(c) = cur {
        let o = m.op(c);
        if o.name == "func.func" {
            return o
                .attr("sym_name")
                .and_then(Attribute::as_str)
                .map(str::to_string);
        }
        cur = m.parent_op(c);
    }
    None
}

/// How an access's cell is computed, or why it is opaque.
type How = Result<Cell, String>;

/// The cell of an access.
enum Cell {
    /// A subscript map, its operands and the vector shape.
    Map(AffineMap, Vec<ValueId>, Option<Vec<i64>>),
    /// One index value per memref dimension (`memref.load`/`store`), resolved through integer
    /// arithmetic ([`add_cell_indices`]).
    Indices(Vec<ValueId>),
    /// Every cell of a memref of this shape (`memref.dealloc`).
    Whole(Vec<i64>),
}

struct Raw {
    role: &'static str,
    memref: ValueId,
    kind: AccessKind,
    /// Map and its operands, vector shape; `Err` = opaque with reason.
    how: How,
    /// For a DMA's source or destination: the transfer's footprint from the cell `how` gives.
    dma: Option<DmaFootprint>,
}

fn map_attr(m: &Module, op: OpId, name: &str) -> Option<AffineMap> {
    m.op(op)
        .attr(name)
        .and_then(Attribute::as_affine_map)
        .cloned()
}

/// The accesses performed by `op` (empty for ops that touch no memref).
fn raw_accesses(m: &Module, op: OpId, opts: CollectOptions) -> Vec<Raw> {
    let o = m.op(op);
    let ops = &o.operands;
    let exact = |map: Option<AffineMap>, operands: &[ValueId], vshape: Option<Vec<i64>>| match map {
        Some(mp) if operands.len() == mp.num_inputs() as usize => {
            Ok(Cell::Map(mp, operands.to_vec(), vshape))
        }
        _ => Err("malformed subscript map".to_string()),
    };
    let vec_shape =
        |v: Option<&ValueId>| v.and_then(|&v| m.value_type(v).shape().map(<[i64]>::to_vec));
    match o.name.as_str() {
        "affine.load" | "affine.vector_load" => {
            let Some(&mr) = ops.first() else {
                return vec![];
            };
            let vs = if o.name == "affine.vector_load" {
                Some(vec_shape(o.results.first()).unwrap_or_default())
            } else {
                None
            };
            vec![Raw {
                dma: None,
                role: "",
                memref: mr,
                kind: AccessKind::Read,
                how: exact(map_attr(m, op, "map"), &ops[1..], vs),
            }]
        }
        "affine.store" | "affine.vector_store" => {
            let Some(&mr) = ops.get(1) else { return vec![] };
            let vs = if o.name == "affine.vector_store" {
                Some(vec_shape(ops.first()).unwrap_or_default())
            } else {
                None
            };
            vec![Raw {
                dma: None,
                role: "",
                memref: mr,
                kind: AccessKind::Write,
                how: exact(map_attr(m, op, "map"), &ops[2..], vs),
            }]
        }
        "affine.prefetch" => {
            if !opts.prefetch {
                return vec![];
            }
            let Some(&mr) = ops.first() else {
                return vec![];
            };
            vec![Raw {
                dma: None,
                role: "",
                memref: mr,
                kind: AccessKind::Read,
                how: exact(map_attr(m, op, "map"), &ops[1..], None),
            }]
        }
        "affine.dma_start" => {
            let Some(d) = tessera_ir::dma::DmaStart::wrap(m, op) else {
                return opaque_all(m, op);
            };
            let (Some(sm), Some(dm), Some(tm)) = (d.src.map, d.dst.map, d.tag.map) else {
                return opaque_all(m, op);
            };
            let on_src = d.stride_on_source(m);
            let side = |a: &tessera_ir::dma::DmaAccess<'_>, map: &AffineMap, strided: bool| {
                let shape = m.value_type(a.memref).shape().map(<[i64]>::to_vec);
                let how = match (on_src, shape) {
                    (None, _) => Err("a DMA between memory spaces that are not integers \
                                      (which side is strided is not defined)"
                        .to_string()),
                    (_, None) => Err("a DMA on a value that is not a ranked memref".to_string()),
                    (Some(_), Some(_)) => exact(Some(map.clone()), a.operands, None),
                };
                let fp = m.value_type(a.memref).shape().map(|shape| DmaFootprint {
                    num: d.num,
                    stride: if strided { d.stride } else { None },
                    shape: shape.to_vec(),
                });
                (how, fp)
            };
            let (src_how, src_fp) = side(&d.src, sm, on_src == Some(true));
            let (dst_how, dst_fp) = side(&d.dst, dm, on_src == Some(false));
            vec![
                Raw {
                    role: "src",
                    memref: d.src.memref,
                    kind: AccessKind::Read,
                    how: src_how,
                    dma: src_fp,
                },
                Raw {
                    role: "dst",
                    memref: d.dst.memref,
                    kind: AccessKind::Write,
                    how: dst_how,
                    dma: dst_fp,
                },
                Raw {
                    role: "tag",
                    memref: d.tag.memref,
                    kind: AccessKind::Write,
                    how: exact(Some(tm.clone()), d.tag.operands, None),
                    dma: None,
                },
            ]
        }
        "affine.dma_wait" => {
            let Some(tm) = map_attr(m, op, "tag_map") else {
                return opaque_all(m, op);
            };
            let nt = tm.num_inputs() as usize;
            let (Some(&tag), Some(idx)) = (ops.first(), ops.get(1..1 + nt)) else {
                return opaque_all(m, op);
            };
            vec![Raw {
                dma: None,
                role: "tag",
                memref: tag,
                kind: AccessKind::Read,
                how: exact(Some(tm), idx, None),
            }]
        }
        "memref.load" => match ops.first() {
            Some(&mr) => vec![Raw {
                dma: None,
                role: "",
                memref: mr,
                kind: AccessKind::Read,
                how: indices(m, mr, &ops[1..]).map_err(|e| format!("memref.load {e}")),
            }],
            None => vec![],
        },
        "memref.store" => match ops.get(1) {
            Some(&mr) => vec![Raw {
                dma: None,
                role: "",
                memref: mr,
                kind: AccessKind::Write,
                how: indices(m, mr, &ops[2..]).map_err(|e| format!("memref.store {e}")),
            }],
            None => vec![],
        },
        "memref.dealloc" => match ops.first() {
            Some(&mr) => match m.value_type(mr).shape() {
                Some(shape) => vec![Raw {
                    dma: None,
                    role: "",
                    memref: mr,
                    kind: AccessKind::Write,
                    how: Ok(Cell::Whole(shape.to_vec())),
                }],
                None => opaque_all(m, op),
            },
            None => vec![],
        },
        name if VIEW_OPS.contains(&name) || NO_ACCESS_OPS.contains(&name) => vec![],
        _ => opaque_all(m, op),
    }
}

/// The cell of a `memref.load`/`store` of `memref` at `idx`: one index per dimension of a
/// ranked memref (the values are resolved with the access's domain).
fn indices(m: &Module, memref: ValueId, idx: &[ValueId]) -> How {
    match m.value_type(memref).shape() {
        Some(shape) if shape.len() == idx.len() => Ok(Cell::Indices(idx.to_vec())),
        _ => Err("is not an affine access: its indices do not match a ranked memref".into()),
    }
}

/// Dialects whose operations have no memory effects besides the memref accesses the analysis
/// models (or reports as opaque, per memref operand).
pub const MODELLED_DIALECTS: &[&str] = &[
    "affine",
    "arith",
    "math",
    "memref",
    "scf",
    "vector",
    "index",
    "cf",
    "ub",
    "complex",
    "linalg",
    "tensor",
    "bufferization",
];

/// The first op under `root` (itself included) with memory or other side effects the analysis
/// does not see: not in a [`MODELLED_DIALECTS`] dialect and not pure (`llvm.call`,
/// `llvm.load`/`store`, `func.call`, unknown ops, `memref.get_global`'s global memory).
/// Reordering its instances (tiling, interchange, fusion, parallel execution) may change what
/// the program does even when no memref access depends, so such a band is not decided.
pub fn unmodelled_effect(m: &Module, root: OpId) -> Option<OpId> {
    let reg = Registry::standard();
    m.walk(root).into_iter().find(|&o| {
        let op = m.op(o);
        let pure = reg
            .lookup(&op.name)
            .is_some_and(|d| d.traits.contains(tessera_ir::dialects::Traits::PURE));
        (!MODELLED_DIALECTS.contains(&op.dialect()) && !pure) || op.name == "memref.get_global"
    })
}

/// The `memref.alloc`/`memref.alloca` op that creates memref `v`, if it is one: inside a loop,
/// a new buffer in each iteration.
pub fn allocation(m: &Module, v: ValueId) -> Option<OpId> {
    let d = m.defining_op(v)?;
    matches!(m.op(d).name.as_str(), "memref.alloc" | "memref.alloca").then_some(d)
}

/// Every memref operand of an op the analysis does not understand: a possible read and write.
fn opaque_all(m: &Module, op: OpId) -> Vec<Raw> {
    let o = m.op(op);
    let mut seen: Vec<ValueId> = Vec::new();
    let mut out = Vec::new();
    for &v in &o.operands {
        if m.value_type(v).is_memref() && !seen.contains(&v) {
            seen.push(v);
            out.push(Raw {
                dma: None,
                role: "",
                memref: v,
                kind: AccessKind::ReadWrite,
                how: Err(if o.name == "affine.execute_region" {
                    "the memref is passed to an 'affine.execute_region', an affine scope of its own: \
                     its accesses are analysed there, seen from here it may access any cell"
                        .to_string()
                } else {
                    format!(
                        "the memref escapes into '{}', whose effects are not analysed",
                        o.name
                    )
                }),
            });
        }
    }
    out
}

/// Collects the accesses of the module in walk (pre-)order and builds their models; symbols
/// are numbered per affine scope.
pub fn collect(m: &Module, reg: &Registry, opts: CollectOptions) -> Vec<Access> {
    collect_shared(m, reg, opts).as_ref().clone()
}

/// A collection kept for reuse: the module version and registry it was computed on.
struct Collected {
    version: u64,
    reg: *const Registry,
    opts: CollectOptions,
    accesses: Arc<Vec<Access>>,
}

/// How many collections [`collect_shared`] keeps per thread (a pass alternates between its
/// module and a scratch copy at most).
const COLLECTED_KEPT: usize = 4;

thread_local! {
    static COLLECTED: RefCell<Vec<Collected>> = const { RefCell::new(Vec::new()) };
}

/// [`collect`], shared: the accesses of a module version are collected once per thread and
/// reused while the module is unchanged ([`Module::version`]: equal versions hold identical
/// IR, so a reused collection is exactly what collecting again would return). Every pass
/// question on an unchanged module (a band refused, a fusion candidate rejected, the next
/// pass of a pipeline that changed nothing) then skips the walk and the domain building.
pub fn collect_shared(m: &Module, reg: &Registry, opts: CollectOptions) -> Arc<Vec<Access>> {
    let version = m.version();
    let hit = COLLECTED.with(|c| {
        c.borrow()
            .iter()
            .find(|k| k.version == version && std::ptr::eq(k.reg, reg) && k.opts == opts)
            .map(|k| Arc::clone(&k.accesses))
    });
    if let Some(a) = hit {
        return a;
    }
    let accesses = Arc::new(collect_with_symbols(m, reg, opts).0);
    COLLECTED.with(|c| {
        let mut c = c.borrow_mut();
        if c.len() >= COLLECTED_KEPT {
            c.remove(0);
        }
        c.push(Collected {
            version,
            reg,
            opts,
            accesses: Arc::clone(&accesses),
        });
    });
    accesses
}

/// The symbols of each affine scope (`None`: the module's top level), in the column order of
/// the models of its accesses.
pub type ScopeSymbols = Vec<(Option<RegionId>, Vec<ValueId>)>;

/// [`collect`], also returning the symbols of every scope (what the model columns after the
/// ivs stand for).
pub fn collect_with_symbols(
    m: &Module,
    reg: &Registry,
    opts: CollectOptions,
) -> (Vec<Access>, ScopeSymbols) {
    collect_under(m, reg, opts, m.top())
}

/// The accesses nested in `root` (itself included), as [`collect`] models them, at the cost of
/// that subtree rather than the module: for a question about one loop nest whose answer does
/// not depend on the order of symbol columns (a scope's symbols are numbered as this walk
/// meets them, so they may differ from the whole module's collection, and `mlir_index`
/// counts within the subtree).
pub fn collect_within(m: &Module, reg: &Registry, opts: CollectOptions, root: OpId) -> Vec<Access> {
    collect_under(m, reg, opts, root).0
}

fn collect_under(
    m: &Module,
    reg: &Registry,
    opts: CollectOptions,
    root: OpId,
) -> (Vec<Access>, ScopeSymbols) {
    let mut out: Vec<Access> = Vec::new();
    let mut domains: Vec<crate::linalg::LoopDomain> = Vec::new();
    let mut tables: Vec<(Option<RegionId>, SymbolTable)> = Vec::new();
    let mut mlir_count = 0usize;
    // The domain of every op of a block is the same (it depends on the enclosing ops only):
    // built once per block.
    let mut block_domains: std::collections::HashMap<
        _,
        Result<(crate::model::Domain, Vec<OpId>), String>,
    > = std::collections::HashMap::new();
    for op in m.walk(root) {
        let scope_of = |tables: &mut Vec<(Option<RegionId>, SymbolTable)>| {
            let scope = affine_scope_region(m, reg, op);
            match tables.iter().position(|(s, _)| *s == scope) {
                Some(i) => (scope, i),
                None => {
                    tables.push((scope, SymbolTable::default()));
                    (scope, tables.len() - 1)
                }
            }
        };
        let name = m.op(op).name.clone();
        if name.starts_with("linalg.") {
            let (scope, ti) = scope_of(&mut tables);
            if let Some(las) = crate::linalg::accesses(m, reg, op, &mut tables[ti].1) {
                for la in las {
                    domains.push(la.model);
                    out.push(Access {
                        op,
                        op_name: name.clone(),
                        role: la.role,
                        operand: la.operand,
                        memref: la.memref,
                        base: base_memref(m, la.memref),
                        kind: la.kind,
                        scope,
                        function: function_name(m, op),
                        pos: m.op(op).pos,
                        mlir_index: None,
                        model: Err(String::new()),
                        may_under: vec![],
                    });
                }
                continue;
            }
        }
        let raws = raw_accesses(m, op, opts);
        if raws.is_empty() {
            continue;
        }
        let mlir_index = if name == "affine.load" || name == "affine.store" {
            mlir_count += 1;
            Some(mlir_count - 1)
        } else {
            None
        };
        let (scope, ti) = scope_of(&mut tables);
        for raw in raws {
            let syms = &mut tables[ti].1;
            let mut may_under = vec![];
            let dom = match raw.how {
                Err(e) => Err(e),
                Ok(cell) => {
                    let block = m.op(op).parent;
                    let dom = match block_domains.get(&block) {
                        Some(d) => d.clone(),
                        None => {
                            let d = build_domain_may(m, reg, op, syms);
                            block_domains.insert(block, d.clone());
                            d
                        }
                    };
                    dom.and_then(|(mut d, conds)| {
                        may_under = conds;
                        match &cell {
                            Cell::Map(map, operands, vshape) => add_cell(
                                m,
                                reg,
                                op,
                                &mut d,
                                syms,
                                map,
                                operands,
                                vshape.as_deref(),
                            )?,
                            Cell::Indices(idx) => {
                                add_cell_indices(m, reg, op, &mut d, syms, idx)
                                    .map_err(|e| format!("{name} is not an affine access: {e}"))?
                            }
                            Cell::Whole(shape) => add_cell_whole(&mut d, shape),
                        }
                        if let Some(fp) = &raw.dma {
                            add_dma_footprint(m, reg, op, &mut d, syms, fp)?;
                        }
                        Ok((d, vec![]))
                    })
                }
            };
            if dom.is_err() {
                may_under.clear();
            }
            domains.push(dom);
            out.push(Access {
                op,
                op_name: name.clone(),
                role: raw.role,
                operand: None,
                memref: raw.memref,
                base: base_memref(m, raw.memref),
                kind: raw.kind,
                scope,
                function: function_name(m, op),
                pos: m.op(op).pos,
                mlir_index,
                model: Err(String::new()),
                may_under,
            });
        }
    }
    for (a, d) in out.iter_mut().zip(domains) {
        let nsyms = tables
            .iter()
            .find(|(s, _)| *s == a.scope)
            .map_or(0, |(_, t)| t.len());
        a.model = d.and_then(|(d, dims)| materialize_with(&d, nsyms, &dims));
    }
    let symbols = tables.into_iter().map(|(s, t)| (s, t.values)).collect();
    (out, symbols)
}

/// Turns a symbolic domain into rows over `[ivs | nsyms symbols | locals | 1]`.
pub fn materialize(d: &Domain, nsyms: usize) -> Result<Model, String> {
    materialize_with(d, nsyms, &[])
}

/// [`materialize`], with the locals of `promoted` turned into loop dimensions after the
/// domain's own (a linalg op's loops).
pub fn materialize_with(
    d: &Domain,
    nsyms: usize,
    promoted: &[(usize, LoopDim)],
) -> Result<Model, String> {
    let n = d.loops.len() + promoted.len();
    let nl = d.locals.count - promoted.len();
    let ncols = n + nsyms + nl;
    let col = |v: &Var| -> Option<usize> {
        match v {
            Var::Iv(x) => d.loops.iter().position(|l| l.iv == *x),
            Var::Sym(s) => (*s < nsyms).then_some(n + s),
            Var::Local(l) => {
                if let Some(k) = promoted.iter().position(|(p, _)| p == l) {
                    return Some(d.loops.len() + k);
                }
                let below = promoted.iter().filter(|(p, _)| p < l).count();
                (*l < d.locals.count).then_some(n + nsyms + l - below)
            }
        }
    };
    let row = |l: &Lin| -> Result<Row, String> {
        let mut r = vec![Int::zero(); ncols + 1];
        for (v, c) in &l.terms {
            let j = col(v).ok_or("internal: variable outside the model")?;
            r[j] = c.clone();
        }
        r[ncols] = l.constant.clone();
        Ok(r)
    };
    let conj_into = |c: &Conj, s: &mut System| -> Result<(), String> {
        for e in &c.eqs {
            s.add_eq(row(e)?);
        }
        for e in &c.ineqs {
            s.add_ineq(row(e)?);
        }
        Ok(())
    };
    let mut base = System::new(ncols);
    conj_into(&d.locals.defs, &mut base)?;
    conj_into(&d.base, &mut base)?;
    let mut pieces = vec![base];
    for choice in &d.choices {
        if pieces.len().saturating_mul(choice.len()) > MAX_PIECES {
            return Err(format!(
                "iteration domain has more than {MAX_PIECES} convex pieces"
            ));
        }
        let mut next = Vec::with_capacity(pieces.len() * choice.len());
        for p in &pieces {
            for alt in choice {
                let mut q = p.clone();
                conj_into(alt, &mut q)?;
                next.push(q);
            }
        }
        pieces = next;
    }
    // Drop syntactically infeasible pieces.
    pieces.retain(|p| p.clone().normalize().is_ok());
    let mut cell = d.cell.iter().map(row).collect::<Result<Vec<_>, _>>()?;
    let nl = eliminate_locals(&mut pieces, &mut cell, n + nsyms, nl);
    let mut loops = d.loops.clone();
    loops.extend(promoted.iter().map(|(_, l)| *l));
    Ok(Model {
        loops,
        nsyms,
        nlocals: nl,
        pieces,
        cell,
    })
}

/// Removes the local columns `first..first + nl` of `pieces` (and of the `cell` rows) that can
/// be eliminated exactly without splitting a piece ([`fm::eliminate_exact`]): locals that occur
/// in no equality and no cell row, typically the floor divisions of loop bounds (`x >= (e)
/// ceildiv 32` becomes `32 x >= e`). The integer points of every piece, projected on the other
/// columns, are unchanged; each division left out is one variable less in every pair system
/// (with its own two rows, whose coefficients would make the integer tests splinter). Returns
/// the number of locals left.
fn eliminate_locals(pieces: &mut [System], cell: &mut [Row], first: usize, nl: usize) -> usize {
    // Enough for the row products of the bound rows of any division; a local whose
    // elimination would cost more stays.
    let mut budget = Budget::new(1_000_000);
    let mut left = nl;
    let mut j = first + nl;
    while j > first {
        j -= 1;
        if cell.iter().any(|r| !r[j].is_zero()) {
            continue;
        }
        let mut out = Vec::with_capacity(pieces.len());
        for p in pieces.iter() {
            match fm::eliminate_exact(p, j, &mut budget) {
                Ok(Some(q)) => out.push(q),
                _ => break,
            }
        }
        if out.len() != pieces.len() {
            continue;
        }
        for (p, q) in pieces.iter_mut().zip(out) {
            *p = q;
        }
        for r in cell.iter_mut() {
            r.remove(j);
        }
        left -= 1;
    }
    left
}
