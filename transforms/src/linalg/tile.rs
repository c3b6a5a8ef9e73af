//! `linalg-tile{tile-sizes=a,b,.. loop-type=affine|scf reassociate}`: tiling of linalg
//! structured ops on memrefs, as MLIR's `linalg::tileLinalgOp` does it. Size `k` belongs to
//! loop `k` of the op (iteration dimension `d_k`); size 0, or a missing size, leaves the loop
//! untiled. For every tiled loop a tile loop runs over `[0, N_k)` with step `T_k`
//! (`affine.for`, or `scf.for` with `loop-type=scf`), and inside the innermost one the SAME op
//! (a named op stays named, a generic keeps its maps) runs on `memref.subview`s of its
//! operands. For an operand map result `e = Σ a_k d_k + c` with `a_k ≥ 0` (the usual case,
//! including convolution windows `oh * s + kh * d`) the subview dimension has offset
//! `Σ a_k lb_k` (lower ivs of the tile; 0 for untiled loops) and size `e(ext - 1) + 1` where
//! `ext_k` is the tile's extent (`T_k`, or `min(T_k, N_k - lb_k)` with `affine.min` when the
//! tile may be partial; the whole range for untiled loops); strides stay those of the operand.
//! Each subview is re-based, so the op's maps are unchanged; a result without a tiled loop keeps
//! the whole operand dimension. Results with negative coefficients, `mod`, `floordiv`,
//! `ceildiv` or symbols in a tiled loop are refused with a remark naming the operand.
//! `linalg.index` of a tiled loop inside a tiled `linalg.generic` gets the tile's lower bound
//! added (`affine.apply`, as MLIR's `offsetIndices`). Dynamic sizes come from `memref.dim`.
//! Tile sizes may be SSA `index` values (parametric tiling, [`TileSize::Value`]): the
//! `affine.for` then counts tiles (`0 to N ceildiv %T`, lower iv `%t * %T`) or the `scf.for`
//! steps by `%T`; a size value must be at least 1 at run time.
//!
//! **Legality** (sound; decided exactly on the op's loop nest, conservative where both ends of
//! a dependence with a negative component on a tiled loop would fall in one tile). Tiling runs the tiles in order of the tiled loops' tile coordinates
//! and each tile in the original order. A scratch copy of the op is lowered with
//! [`crate::linalg_to_affine`] and [`tessera_dependence::legality::check_tiling_loops`] asks
//! whether a dependence carried inside the op's loop nest has a negative component on a tiled
//! loop. If none does, every tile coordinate of a dependence's destination is at least its
//! source's and the order is kept: results are bit-identical. So tiling the reduction loop `k`
//! of a matmul is legal (each `C[i][j]` still sums `k` in increasing order) and tiling two
//! reduction loops of a convolution is refused (the accumulation order would change). A refusal
//! names the broken dependence with a witness; its op ids refer to the lowered scratch module
//! ([`TileResult::scratch`]), where `tessera_dependence::replay` can replay it; its positions
//! are the linalg op's. With `reassociate`, the accumulation into a single output whose payload
//! is `yield(out ⊕ x)` for an associative and commutative `⊕` (`addf`, `addi`, `mulf`, `muli`,
//! `maximumf`, `minimumf`, `maxnumf`, `minnumf`, `max[su]i`, `min[su]i`) may be reordered: the
//! dependences between those accumulations are ignored. Floating-point results then change
//! within rounding.

use tessera_dependence::legality::check_tiling_loops;
use tessera_ir::linalg::{structured, Structured};
use tessera_ir::types::DYNAMIC;
use tessera_ir::{Attribute, BlockId, Module, OpId, Registry, Type, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::band::{enclosing_function, linear_coeff, map};
use crate::builder::Builder;
use crate::error::TransformError;
use crate::loops::{loop_dims, FunctionDeps};
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

use super::tile_emit::{
    emit_restricted, full_extents, range_bound, tile_loop, top_level, IxBuilder, TileLoop,
};

/// The pass name.
pub const PASS: &str = "linalg-tile";

/// Options of `linalg-tile`.
pub const OPTIONS: &[OptionDef] = &[
    OptionDef::int_list(
        "tile-sizes",
        0,
        None,
        "tile size per loop of the op, outermost first (0: not tiled; missing trailing sizes are 0)",
    ),
    OptionDef::choice(
        "loop-type",
        &["affine", "scf"],
        Some("affine"),
        "the tile loops: affine.for, or scf.for with views defined inside them",
    ),
    OptionDef::flag(
        "reassociate",
        false,
        "also tile reduction loops of floating-point reductions (reassociates the sum)",
    ),
];
/// The registry entry.
pub const INFO: PassInfo = PassInfo {
    name: PASS,
    summary: "tile linalg structured ops on memrefs: tile loops around the same op on subviews (exact legality)",
    options: OPTIONS,
    create,
};

/// The loops tiling emits.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub enum LoopType {
    /// `affine.for` (default).
    #[default]
    Affine,
    /// `scf.for` (as MLIR's tiling).
    Scf,
}

impl LoopType {
    /// Parses `affine` or `scf`.
    pub fn parse(s: &str) -> Result<LoopType, TransformError> {
        match s.trim() {
            "affine" => Ok(LoopType::Affine),
            "scf" => Ok(LoopType::Scf),
            x => Err(TransformError::new(format!(
                "option 'loop-type': expected affine or scf, got '{x}'"
            ))),
        }
    }
}

/// The tile size of one loop.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TileSize {
    /// A constant (0: the loop is not tiled).
    Const(i64),
    /// An `index` value defined before the op (at least 1 at run time).
    Value(ValueId),
}

/// How to tile.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct TileOptions {
    /// The loops to emit.
    pub loop_type: LoopType,
    /// Allow reordering the accumulations of an associative and commutative reduction.
    pub reassociate: bool,
    /// Tile even if a dependence is broken ([`Outcome::Forced`]).
    pub force: bool,
}

/// What [`tile_op`] did.
#[derive(Debug)]
pub struct TileResult {
    /// Applied, refused or forced.
    pub outcome: Outcome,
    /// The module the refusal's op ids and witness refer to (the op lowered to loops in a
    /// copy), when the refusal names a dependence.
    pub scratch: Option<Module>,
    /// The tile loops (outermost first) and the tiled op, when applied.
    pub tiled: Option<Tiled>,
}

/// The rewritten IR.
#[derive(Debug, Clone)]
pub struct Tiled {
    /// The tile loops, outermost first (one per tiled loop of the op).
    pub loops: Vec<OpId>,
    /// The tiled loops (iteration dimensions of the op).
    pub dims: Vec<usize>,
    /// The lower bound of the tile in each tiled loop (the tile loop's iv, or its product with
    /// the size for parametric affine tiling).
    pub lbs: Vec<ValueId>,
    /// The tile's extent in each tiled loop.
    pub exts: Vec<Ix>,
    /// The op on the tile (inside the innermost tile loop).
    pub op: OpId,
}

/// An index quantity: a constant or an SSA value.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Ix {
    /// A constant.
    C(i64),
    /// A value.
    V(ValueId),
}

/// The configured pass.
pub struct LinalgTilePass {
    sizes: Vec<i64>,
    opts: TileOptions,
}

/// Builds the pass from its options.
pub fn create(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    let sizes = o.int_list("tile-sizes").unwrap_or_default();
    let loop_type = LoopType::parse(o.text("loop-type").unwrap_or("affine"))?;
    Ok(Box::new(LinalgTilePass {
        sizes,
        opts: TileOptions {
            loop_type,
            reassociate: o.flag("reassociate"),
            force: false,
        },
    }))
}

impl Pass for LinalgTilePass {
    fn name(&self) -> &'static str {
        PASS
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        for op in super::structured_ops(m, func) {
            let sizes: Vec<TileSize> = self.sizes.iter().map(|&s| TileSize::Const(s)).collect();
            let r = tile_op(m, ctx.registry, op, &sizes, self.opts)?;
            if let Outcome::Refused(refusal) = r.outcome {
                if matches!(refusal.reason, crate::refusal::Reason::Unsupported(ref s) if s == NOTHING_TO_TILE)
                {
                    continue;
                }
                ctx.refuse(PASS, r.scratch.as_ref().unwrap_or(m), refusal);
            }
        }
        Ok(())
    }
}

/// The reason of the refusal for an op none of whose loops gets a non-zero size.
pub const NOTHING_TO_TILE: &str = "no loop has a non-zero tile size";

/// Describes `op` as `'linalg.matmul' at L:C`.
pub(crate) fn op_label(m: &Module, op: OpId) -> String {
    let o = m.op(op);
    match o.pos {
        Some(p) => format!("'{}' at {}:{}", o.name, p.line, p.col),
        None => format!("'{}'", o.name),
    }
}

fn size_text(m: &Module, s: &TileSize) -> String {
    match s {
        TileSize::Const(c) => c.to_string(),
        TileSize::Value(v) => tessera_dependence::graph::value_name(m, *v),
    }
}

/// Tiles the structured op `op` (on memrefs) by `sizes` (one per loop; missing sizes and
/// `Const(0)` leave a loop untiled; sizes beyond the op's loops are ignored, as in MLIR).
/// Refusals leave the IR unchanged (see the module documentation for when). Errors on
/// malformed arguments (a negative size, a size value that is not an `index`).
pub fn tile_op(
    m: &mut Module,
    reg: &Registry,
    op: OpId,
    sizes: &[TileSize],
    opts: TileOptions,
) -> Result<TileResult, TransformError> {
    let pos = m.op(op).pos;
    let refused = |r: Refusal| TileResult {
        outcome: Outcome::Refused(r),
        scratch: None,
        tiled: None,
    };
    let so = structured(m, op).map_err(|e| TransformError::at(pos, e))?;
    let n = so.num_loops();
    let mut sz: Vec<TileSize> = sizes.iter().take(n).copied().collect();
    sz.resize(n, TileSize::Const(0));
    for s in &sz {
        match s {
            TileSize::Const(c) if *c < 0 => {
                return Err(TransformError::at(
                    pos,
                    format!("tile size {c} (must be >= 0)"),
                ))
            }
            TileSize::Value(v) if !m.value_type(*v).is_index() => {
                return Err(TransformError::at(
                    pos,
                    format!(
                        "tile size {} is not an index value",
                        tessera_dependence::graph::value_name(m, *v)
                    ),
                ))
            }
            _ => {}
        }
    }
    let text: Vec<String> = sz.iter().map(|s| size_text(m, s)).collect();
    let what = format!("tile {} by {}", op_label(m, op), text.join("x"));
    let tiled: Vec<usize> = (0..n).filter(|&k| sz[k] != TileSize::Const(0)).collect();
    if tiled.is_empty() {
        return Ok(refused(Refusal::unsupported(what, pos, NOTHING_TO_TILE)));
    }
    if !so.on_buffers(m) {
        return Ok(refused(Refusal::unsupported(
            what,
            pos,
            "the op is on tensors (bufferize first)",
        )));
    }
    let mut restricted = vec![false; n];
    for &k in &tiled {
        restricted[k] = true;
    }
    if let Err(e) = check_operands(m, &so, &restricted) {
        return Ok(refused(Refusal::unsupported(what, pos, e)));
    }
    if let Some(TileSize::Value(v)) = sz.iter().find(|s| match s {
        TileSize::Value(v) => !dominates_op(m, *v, op),
        _ => false,
    }) {
        return Err(TransformError::at(
            pos,
            format!(
                "tile size {} is not defined before the op",
                tessera_dependence::graph::value_name(m, *v)
            ),
        ));
    }
    // Legality on a lowered copy.
    let (refusal, scratch) = legality(m, reg, op, &tiled, opts.reassociate, &what)?;
    if let (Some(r), false) = (&refusal, opts.force) {
        return Ok(TileResult {
            outcome: Outcome::Refused(r.clone()),
            scratch,
            tiled: None,
        });
    }
    let t = rewrite(m, op, &so, &sz, opts.loop_type)?;
    Ok(TileResult {
        outcome: match refusal {
            Some(r) => Outcome::Forced(r),
            None => Outcome::Applied,
        },
        scratch,
        tiled: Some(t),
    })
}

/// True if `v` is defined in a block enclosing `op` before it (or is a block argument of one).
pub(crate) fn dominates_op(m: &Module, v: ValueId, op: OpId) -> bool {
    let Some(vb) = m.value_block(v) else {
        return false;
    };
    let mut cur = op;
    loop {
        let Some(b) = m.op(cur).parent else {
            return false;
        };
        if b == vb {
            return match m.defining_op(v) {
                None => true,
                Some(d) => {
                    let ops = &m.block(b).ops;
                    let pd = ops.iter().position(|&o| o == d);
                    let pc = ops.iter().position(|&o| o == cur);
                    matches!((pd, pc), (Some(a), Some(c)) if a < c)
                }
            };
        }
        match m.block_parent_op(b) {
            Some(p) => cur = p,
            None => return false,
        }
    }
}

/// `e` as `Σ coeffs[k] d_k + c` if it is linear in the dims (no symbols, no division/modulo).
pub(crate) fn linear_form(e: &AffineExpr, n: usize) -> Option<(Vec<i64>, i64)> {
    let mut has_sym = false;
    e.walk_vars(&mut |v| {
        if matches!(v, tessera_polyhedral::affine::AffineVar::Symbol(_)) {
            has_sym = true;
        }
    });
    if has_sym {
        return None;
    }
    let coeffs = (0..n as u32)
        .map(|d| linear_coeff(e, d))
        .collect::<Option<Vec<i64>>>()?;
    let zeros: Vec<AffineExpr> = (0..n).map(|_| AffineExpr::constant(0)).collect();
    let c = e.replace_dims_and_symbols(&zeros, &[]).as_constant()?;
    Some((coeffs, c))
}

/// The strides and offset of a memref type (identity or strided layout).
pub(crate) fn strides_offset(t: &Type) -> Option<(Vec<i64>, i64)> {
    let Type::MemRef { shape, layout, .. } = t else {
        return None;
    };
    match layout.as_deref() {
        None => Some((identity_strides(shape), 0)),
        Some(Attribute::Strided { strides, offset }) if strides.len() == shape.len() => {
            Some((strides.clone(), *offset))
        }
        _ => None,
    }
}

pub(super) fn identity_strides(shape: &[i64]) -> Vec<i64> {
    let mut out = vec![0; shape.len()];
    let mut acc = 1i64;
    for k in (0..shape.len()).rev() {
        out[k] = acc;
        acc = if acc == DYNAMIC || shape[k] == DYNAMIC {
            DYNAMIC
        } else {
            acc.checked_mul(shape[k]).unwrap_or(DYNAMIC)
        };
    }
    out
}

/// Checks that every operand can be restricted to a box of the loops marked in `restricted`:
/// memref operands with an identity or strided layout whose map results that use a restricted
/// loop are linear with non-negative coefficients.
pub(crate) fn check_operands(
    m: &Module,
    so: &Structured,
    restricted: &[bool],
) -> Result<(), String> {
    let n = so.num_loops();
    for (k, (&v, mp)) in so.operands().iter().zip(&so.maps).enumerate() {
        let t = m.value_type(v);
        let which = operand_label(m, so, k);
        let uses_restricted =
            |e: &AffineExpr| (0..n).any(|d| restricted[d] && e.involves_dim(d as u32));
        if !mp.results().iter().any(uses_restricted) {
            continue;
        }
        if !t.is_memref() {
            return Err(format!("{which} is not a memref"));
        }
        if strides_offset(t).is_none() {
            return Err(format!(
                "{which} has a layout that is neither the identity nor strided"
            ));
        }
        for (r, e) in mp.results().iter().enumerate() {
            if !uses_restricted(e) {
                continue;
            }
            match linear_form(e, n) {
                Some((coeffs, _)) if coeffs.iter().all(|&a| a >= 0) => {}
                Some(_) => {
                    return Err(format!(
                        "{which}: index {r} of its indexing map ({e}) has a negative coefficient in a tiled loop"
                    ))
                }
                None => {
                    return Err(format!(
                        "{which}: index {r} of its indexing map ({e}) is not linear in the tiled loops"
                    ))
                }
            }
        }
    }
    Ok(())
}

/// `input 1 (%B)` / `output 0 (%C)`.
pub(crate) fn operand_label(m: &Module, so: &Structured, k: usize) -> String {
    let v = so.operands()[k];
    let name = tessera_dependence::graph::value_name(m, v);
    if so.is_output(k) {
        format!("output {} ({name})", k - so.ins.len())
    } else {
        format!("input {k} ({name})")
    }
}

/// The associative and commutative combiners `reassociate` accepts.
const COMBINERS: &[&str] = &[
    "arith.addf",
    "arith.addi",
    "arith.mulf",
    "arith.muli",
    "arith.maximumf",
    "arith.minimumf",
    "arith.maxnumf",
    "arith.minnumf",
    "arith.maxsi",
    "arith.minsi",
    "arith.maxui",
    "arith.minui",
];

/// If `so` is a reduction `yield(out ⊕ x)` into its single output with `⊕` associative and
/// commutative, the output value is returned (and the output is no input).
fn reassociable_output(m: &Module, so: &Structured) -> Option<ValueId> {
    let [out] = so.outs.as_slice() else {
        return None;
    };
    if so.ins.contains(out) {
        return None;
    }
    let arg = (*so.payload_args.get(so.ins.len())?)?;
    let ops = &m.block(so.payload).ops;
    let yield_op = *ops.last()?;
    let [y] = m.op(yield_op).operands.as_slice() else {
        return None;
    };
    let comb = m.defining_op(*y)?;
    if !COMBINERS.contains(&m.op(comb).name.as_str()) {
        return None;
    }
    let cops = &m.op(comb).operands;
    if cops.len() != 2 || !cops.contains(&arg) || cops[0] == cops[1] {
        return None;
    }
    // The output argument is used exactly once, by the combiner.
    let uses = ops
        .iter()
        .map(|&o| m.op(o).operands.iter().filter(|&&x| x == arg).count())
        .sum::<usize>();
    let nested = ops.iter().any(|&o| !m.op(o).regions.is_empty());
    (uses == 1 && !nested).then_some(*out)
}

/// Decides legality on a scratch copy; returns the refusal (if any) and the scratch module
/// it refers to.
fn legality(
    m: &Module,
    reg: &Registry,
    op: OpId,
    tiled: &[usize],
    reassociate: bool,
    what: &str,
) -> Result<(Option<Refusal>, Option<Module>), TransformError> {
    let pos = m.op(op).pos;
    let Some(func) = enclosing_function(m, op) else {
        return Ok((
            Some(Refusal::unsupported(
                what,
                pos,
                "the op is not inside a func.func",
            )),
            None,
        ));
    };
    let so = structured(m, op).map_err(|e| TransformError::at(pos, e))?;
    let red_out = if reassociate {
        reassociable_output(m, &so)
    } else {
        None
    };
    let mut scratch = m.clone();
    let band = crate::linalg_to_affine::lower_structured(&mut scratch, op)?;
    if band.is_empty() {
        return Ok((None, None));
    }
    let root = band[0];
    // Name the loops after the op's iteration dimensions, as the witness prints them.
    for (k, &l) in band.iter().enumerate() {
        if let Some(f) = tessera_ir::views::AffineForOp::wrap(&scratch, l) {
            let iv = f.iv();
            scratch.value_mut(iv).name_hint = Some(format!("d{k}").into_boxed_str());
        }
    }
    let deps = FunctionDeps::new(&scratch, reg, func)?;
    let dims = loop_dims(&scratch, &band);
    let accs = &deps.a.accesses;
    let skip = |s: usize, d: usize| -> bool {
        let Some(out) = red_out else {
            return false;
        };
        [s, d]
            .iter()
            .all(|&i| accs[i].memref == out && scratch.is_ancestor(root, accs[i].op))
    };
    let l = check_tiling_loops(&scratch, &deps.a, &dims, tiled, &skip);
    let r = Refusal::from_legality(what, pos, &scratch, &deps.a, &l);
    drop(deps);
    Ok(match r {
        Some(r) => (Some(r), Some(scratch)),
        None => (None, None),
    })
}

/// Builds the tile loops and the op on the tile, and erases `op`.
fn rewrite(
    m: &mut Module,
    op: OpId,
    so: &Structured,
    sz: &[TileSize],
    ty: LoopType,
) -> Result<Tiled, TransformError> {
    let pos = m.op(op).pos;
    let n = so.num_loops();
    let mut b = Builder::before(m, op)
        .ok_or_else(|| TransformError::at(pos, "the op is not in a block"))?;
    let full = full_extents(&mut b, so)?;
    let mut restricted = vec![false; n];
    let mut lbs = vec![Ix::C(0); n];
    let mut exts = full.clone();
    let mut loops = vec![];
    let mut dims = vec![];
    let mut lb_vals = vec![];
    let mut ext_vals = vec![];
    let mut cur: Option<BlockId> = None;
    for d in 0..n {
        if sz[d] == TileSize::Const(0) {
            continue;
        }
        let mut lb_b = match cur {
            None => Builder::before(m, op)
                .ok_or_else(|| TransformError::at(pos, "the op is not in a block"))?,
            Some(blk) => Builder::before_terminator(m, blk, pos),
        };
        // A range whose size is not a valid affine symbol (an operand that is a tile's subview
        // inside loops): bound the affine tile loop by the min its size comes from.
        let inner_bound = match (ty, full[d]) {
            (LoopType::Affine, Ix::V(v)) if !top_level(lb_b.m, v) => {
                Some(range_bound(lb_b.m, so, d).ok_or_else(|| {
                    TransformError::at(
                        pos,
                        format!(
                            "the range of loop d{d} is no valid affine bound (use loop-type=scf)"
                        ),
                    )
                })?)
            }
            _ => None,
        };
        let tl = match (&inner_bound, sz[d]) {
            (Some((mp, ops)), TileSize::Const(t)) => {
                let (op, body, iv) =
                    lb_b.affine_for(AffineMap::constant(0), vec![], mp.clone(), ops.clone(), t, vec![]);
                TileLoop { op, body, lb: iv }
            }
            (Some(_), TileSize::Value(_)) => {
                return Err(TransformError::at(
                    pos,
                    format!("parametric tiling of loop d{d}, whose range is a tile's extent, is not supported"),
                ))
            }
            (None, _) => tile_loop(&mut lb_b, ty, full[d], sz[d])?,
        };
        loops.push(tl.op);
        cur = Some(tl.body);
        restricted[d] = true;
        lbs[d] = Ix::V(tl.lb);
        let mut ib = Builder::before_terminator(m, tl.body, pos);
        // A static tile size dividing a static range gives full tiles only.
        let t_ix = match sz[d] {
            TileSize::Const(c) => Ix::C(c),
            TileSize::Value(v) => Ix::V(v),
        };
        exts[d] = match (t_ix, full[d]) {
            _ if inner_bound.is_some() => {
                let (mp, ops) = inner_bound
                    .clone()
                    .unwrap_or_else(|| (AffineMap::constant(0), vec![]));
                // min(T, r_k(ops) - lb) over [ops, lb].
                let nd = ops.len() as u32;
                let lbe = AffineExpr::dim(nd);
                let mut res = vec![match t_ix {
                    Ix::C(t) => AffineExpr::constant(t),
                    Ix::V(_) => AffineExpr::constant(1),
                }];
                res.extend(mp.results().iter().map(|r| r.sub(&lbe)));
                let mut all = ops.clone();
                all.push(tl.lb);
                Ix::V(ib.affine_min_max(false, map(nd + 1, 0, res)?, all))
            }
            (Ix::C(t), Ix::C(nn)) if nn % t == 0 => Ix::C(t),
            (Ix::C(t), Ix::C(nn)) if nn <= t => Ix::C(nn),
            _ => IxBuilder::tile_extent(&mut ib, t_ix, full[d], lbs[d])?,
        };
        dims.push(d);
        lb_vals.push(tl.lb);
        ext_vals.push(exts[d]);
    }
    let blk = cur.ok_or_else(|| TransformError::at(pos, "internal: no tile loop"))?;
    let mut ib = Builder::before_terminator(m, blk, pos);
    let new = emit_restricted(&mut ib, so, &lbs, &exts, &full, &restricted)?;
    m.detach_op(op);
    Ok(Tiled {
        loops,
        dims,
        lbs: lb_vals,
        exts: ext_vals,
        op: new,
    })
}
