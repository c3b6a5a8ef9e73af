//! Helpers shared by the band transformations (tiling, unimodular transforms, unroll-and-jam):
//! loop headers as data, linearity of a bound in an iv, the legality question asked of the
//! dependence analysis for a band, and moving a band's body into a rebuilt nest.

use tessera_dependence::legality::Legality;
use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId, Registry, ValueId};
use tessera_polyhedral::affine::{AffineBinaryOp, AffineExpr, AffineExprKind, AffineMap};

pub(crate) use crate::affine_util::enclosing_function;
use crate::error::TransformError;
use crate::loops::{loop_dims, FunctionDeps};

/// The header of an `affine.for`: bounds with their operands, and the step.
#[derive(Debug, Clone)]
pub(crate) struct Header {
    pub lb: AffineMap,
    pub lb_ops: Vec<ValueId>,
    pub ub: AffineMap,
    pub ub_ops: Vec<ValueId>,
    pub step: i64,
    pub iv: ValueId,
}

impl Header {
    pub fn of(m: &Module, l: OpId) -> Option<Header> {
        let f = AffineForOp::wrap(m, l)?;
        Some(Header {
            lb: f.lower_map().clone(),
            lb_ops: f.lb_operands().to_vec(),
            ub: f.upper_map().clone(),
            ub_ops: f.ub_operands().to_vec(),
            step: f.step(),
            iv: f.iv(),
        })
    }

    /// Does either bound use one of `vals` as an operand?
    pub fn uses_any(&self, vals: &[ValueId]) -> bool {
        self.lb_ops
            .iter()
            .chain(&self.ub_ops)
            .any(|v| vals.contains(v))
    }

    /// The trip count if it is a constant: both bounds constant, or single-result bounds over
    /// the same operands whose difference is a constant (as in an intra-tile loop).
    pub fn trip_count(&self) -> Option<i64> {
        if let Some(t) = self.constant_trip_count() {
            return Some(t);
        }
        match (self.lb.results(), self.ub.results()) {
            ([l], [u])
                if self.lb_ops == self.ub_ops && self.lb.num_dims() == self.ub.num_dims() =>
            {
                let d = u.sub(l).as_constant()?;
                Some(if d <= 0 {
                    0
                } else {
                    (d + self.step - 1) / self.step
                })
            }
            _ => None,
        }
    }

    /// The constant trip count (`None` unless both bounds are single constants).
    pub fn constant_trip_count(&self) -> Option<i64> {
        let l = single_const(&self.lb)?;
        let u = single_const(&self.ub)?;
        if u <= l {
            return Some(0);
        }
        Some(u.checked_sub(l)?.checked_add(self.step - 1)? / self.step)
    }
}

/// The value of a map with one constant result and no inputs.
pub(crate) fn single_const(map: &AffineMap) -> Option<i64> {
    match map.results() {
        [e] if map.num_inputs() == 0 => e.as_constant(),
        _ => None,
    }
}

/// The coefficient of `dN` in `e` if `e` is linear in it (the dim appears only under `+` and
/// multiplication by constants); `None` if it appears under a division, a modulo or a product
/// with a non-constant.
pub(crate) fn linear_coeff(e: &AffineExpr, dim: u32) -> Option<i64> {
    match e.kind() {
        AffineExprKind::Constant(_) | AffineExprKind::Symbol(_) => Some(0),
        AffineExprKind::Dim(d) => Some(i64::from(d == dim)),
        AffineExprKind::Binary(op, l, r) => {
            if !e.involves_dim(dim) {
                return Some(0);
            }
            match op {
                AffineBinaryOp::Add => linear_coeff(l, dim)?.checked_add(linear_coeff(r, dim)?),
                AffineBinaryOp::Mul => match (l.as_constant(), r.as_constant()) {
                    (Some(c), _) => c.checked_mul(linear_coeff(r, dim)?),
                    (_, Some(c)) => c.checked_mul(linear_coeff(l, dim)?),
                    _ => None,
                },
                _ => None,
            }
        }
    }
}

/// The perfect band of `root` cut before the first loop with `iter_args` (those cannot be
/// rebuilt by the band transformations).
pub(crate) fn plain_band(m: &Module, root: OpId) -> Vec<OpId> {
    let mut band = crate::loops::perfect_band(m, root);
    if let Some(k) = band
        .iter()
        .position(|&l| AffineForOp::wrap(m, l).is_none_or(|f| !f.inits().is_empty()))
    {
        band.truncate(k);
    }
    band
}

/// Checks that `band` is a perfect band of plain `affine.for` loops (each the only op of its
/// parent's body, no `iter_args`); the reason otherwise.
pub(crate) fn check_band_shape(m: &Module, band: &[OpId]) -> Result<(), String> {
    let Some(&root) = band.first() else {
        return Err("the band is empty".into());
    };
    let perfect = plain_band(m, root);
    if perfect.len() < band.len() || perfect[..band.len()] != *band {
        return Err(
            "the loops are not a perfect band of affine.for loops without iter_args".into(),
        );
    }
    Ok(())
}

/// Asks `q` about `band` against the dependence analysis of its nest (the pairs of accesses
/// inside the band's outermost loop: a band transformation keeps the order of everything
/// else); the answer is turned into a refusal description by `crate::refusal`.
pub(crate) fn ask<F>(
    m: &Module,
    reg: &Registry,
    band: &[OpId],
    what: &str,
    q: F,
) -> Result<Option<crate::refusal::Refusal>, TransformError>
where
    F: FnOnce(&FunctionDeps<'_>, &[tessera_dependence::model::LoopDim]) -> Result<Legality, String>,
{
    let Some(&root) = band.first() else {
        return Ok(None);
    };
    let pos = m.op(root).pos;
    let Some(func) = enclosing_function(m, root) else {
        return Ok(Some(crate::refusal::Refusal::unsupported(
            what,
            pos,
            "the loop is not inside a func.func",
        )));
    };
    let deps = FunctionDeps::within(m, reg, func, Some(root))?;
    let dims = loop_dims(m, band);
    let l = match q(&deps, &dims) {
        Ok(l) => l,
        Err(e) => Legality::Unknown(e),
    };
    Ok(crate::refusal::Refusal::from_legality(
        what, pos, m, &deps.a, &l,
    ))
}

/// Moves the ops of `from` (its terminator excepted) to the end of `to` before its terminator.
pub(crate) fn move_body(m: &mut Module, from: tessera_ir::BlockId, to: tessera_ir::BlockId) {
    let ops: Vec<OpId> = m.block(from).ops.clone();
    let n = ops.len().saturating_sub(1);
    for &op in &ops[..n] {
        m.detach_op(op);
        let at = m.block(to).ops.len().saturating_sub(1);
        m.insert_op(to, at, op);
    }
}

/// `(d0) -> (d0 + c)`.
pub(crate) fn shift_map(c: i64) -> Result<AffineMap, TransformError> {
    map(1, 0, vec![AffineExpr::dim(0).add(&AffineExpr::constant(c))])
}

/// A map of `nd` dims and `ns` symbols (the results must be in range; they are by
/// construction at every call site, otherwise an error).
pub(crate) fn map(nd: u32, ns: u32, r: Vec<AffineExpr>) -> Result<AffineMap, TransformError> {
    AffineMap::new(nd, ns, r)
        .map_err(|e| TransformError::new(format!("internal: bad affine map: {e}")))
}

/// Inserts a new dim (at index `nd`, before the symbols) into `map`'s operand list; returns the
/// map with one more dim (results unchanged) and the operands, and the new dim's expression.
pub(crate) fn append_dim(
    mp: &AffineMap,
    ops: &[ValueId],
    v: ValueId,
) -> Result<(AffineMap, Vec<ValueId>, AffineExpr), TransformError> {
    let nd = mp.num_dims();
    let mut o = ops.to_vec();
    o.insert(nd as usize, v);
    Ok((
        map(nd + 1, mp.num_symbols(), mp.results().to_vec())?,
        o,
        AffineExpr::dim(nd),
    ))
}

/// A loop header under construction: bounds over values that dominate the new loop.
pub(crate) struct NewHeader {
    pub lb: AffineMap,
    pub lb_ops: Vec<ValueId>,
    pub ub: AffineMap,
    pub ub_ops: Vec<ValueId>,
    pub step: i64,
}

/// Rewrites the bound `mp(ops)` with the operands listed in `subst` replaced by affine
/// expressions of `new_vals` (dims `0..new_vals.len()` in those expressions). Returns the
/// results and the operand list `[kept dims, new_vals | symbols]` with the dim and symbol
/// counts. Fails if a substituted operand is a symbol.
pub(crate) fn substitute(
    mp: &AffineMap,
    ops: &[ValueId],
    subst: &[(ValueId, AffineExpr)],
    new_vals: &[ValueId],
) -> Result<(Vec<AffineExpr>, u32, u32, Vec<ValueId>), String> {
    let nd = mp.num_dims() as usize;
    let mut kept = vec![];
    let mut repl = vec![];
    for (p, v) in ops.iter().enumerate().take(nd) {
        match subst.iter().find(|(x, _)| x == v) {
            Some((_, e)) => repl.push(e.clone()),
            None => {
                repl.push(AffineExpr::dim(kept.len() as u32));
                kept.push(*v);
                let _ = p;
            }
        }
    }
    if ops[nd..].iter().any(|v| subst.iter().any(|(x, _)| x == v)) {
        return Err("a band iv is a symbol operand of a bound".into());
    }
    let nk = kept.len() as u32;
    // Substitution expressions refer to new_vals as dims 0..: shift them past the kept dims.
    let repl: Vec<AffineExpr> = repl
        .into_iter()
        .enumerate()
        .map(|(p, e)| {
            if subst.iter().any(|(x, _)| *x == ops[p]) {
                e.shift(nk, 0)
            } else {
                e
            }
        })
        .collect();
    // Canonical forms (MLIR's simplifyAffineExpr), so the printed bounds re-parse to the same
    // expressions (print is a fixpoint) however many substitutions were composed.
    let ndims = nk + new_vals.len() as u32;
    let results = mp
        .results()
        .iter()
        .map(|e| {
            crate::affine_forms::simplify_expr(
                &e.replace_dims_and_symbols(&repl, &[]),
                ndims,
                mp.num_symbols(),
            )
        })
        .collect();
    let mut out = kept;
    out.extend_from_slice(new_vals);
    out.extend_from_slice(&ops[nd..]);
    Ok((results, ndims, mp.num_symbols(), out))
}

/// Replaces the perfect band `band` by new loops: loop `k` gets `header(k, new ivs so far)`;
/// the old ivs become `old_iv[j] = exprs[j](new ivs)` (an `affine.apply` at the top of the new
/// innermost body unless the expression is a single new iv). The body moves unchanged.
pub(crate) fn rebuild_band<F>(
    m: &mut Module,
    band: &[OpId],
    mut header: F,
    exprs: &[AffineExpr],
) -> Result<(), TransformError>
where
    F: FnMut(usize, &[ValueId]) -> Result<NewHeader, TransformError>,
{
    let (Some(&root), Some(&inner)) = (band.first(), band.last()) else {
        return Ok(());
    };
    let old_ivs = crate::loops::ivs(m, band);
    let inner_body = AffineForOp::wrap(m, inner)
        .map(|f| f.body())
        .ok_or_else(|| TransformError::new("internal: band loop is not an affine.for"))?;
    let mut cur: Option<tessera_ir::BlockId> = None;
    let mut new_ivs: Vec<ValueId> = vec![];
    for (k, &l) in band.iter().enumerate() {
        let h = header(k, &new_ivs)?;
        let pos = m.op(l).pos;
        let loc = m.op(l).loc.clone();
        let mut b = match cur {
            None => tessera_ir::builder::Builder::before(m, root)
                .ok_or_else(|| TransformError::new("internal: band root not in a block"))?,
            Some(blk) => tessera_ir::builder::Builder::before_terminator(m, blk, pos),
        };
        b.set_pos(pos, loc);
        let (_, body, iv) = b.affine_for(h.lb, h.lb_ops, h.ub, h.ub_ops, h.step, vec![]);
        new_ivs.push(iv);
        cur = Some(body);
    }
    let blk = cur.ok_or_else(|| TransformError::new("internal: empty band"))?;
    move_body(m, inner_body, blk);
    let n = band.len() as u32;
    let mut repl = vec![];
    let mut at = 0usize;
    for (j, e) in exprs.iter().enumerate() {
        let v = match e.kind() {
            AffineExprKind::Dim(d) if (d as usize) < new_ivs.len() => new_ivs[d as usize],
            _ => {
                let pos = m.op(band[j]).pos;
                let first = m.block(blk).ops.get(at).copied();
                let mut b = match first {
                    Some(op) => tessera_ir::builder::Builder::before(m, op)
                        .ok_or_else(|| TransformError::new("internal: op not in a block"))?,
                    None => tessera_ir::builder::Builder::at_end(m, blk, pos),
                };
                b.set_pos(pos, None);
                let v = b.affine_apply(map(n, 0, vec![e.clone()])?, new_ivs.clone());
                at += 1;
                v
            }
        };
        repl.push(v);
    }
    for (&old, &new) in old_ivs.iter().zip(&repl) {
        m.replace_all_uses(old, new);
    }
    m.detach_op(root);
    Ok(())
}

/// Rewrites the bounds and step of the `affine.for` `l` in place (a loop without `iter_args`).
pub(crate) fn set_header(m: &mut Module, l: OpId, h: NewHeader) {
    use tessera_ir::views::AffineForOp;
    AffineForOp::set_lower_bound(m, l, h.lb, h.lb_ops);
    AffineForOp::set_upper_bound(m, l, h.ub, h.ub_ops);
    AffineForOp::set_step(m, l, h.step);
}

/// `a` over `a_ops` and `b` over `b_ops` as expressions over one operand list (dims of `a`,
/// dims of `b`, symbols of `a`, symbols of `b`): the results of both, the dim and symbol
/// counts, and the operands.
pub(crate) fn merge(
    a: &AffineMap,
    a_ops: &[ValueId],
    b: &AffineMap,
    b_ops: &[ValueId],
) -> (Vec<AffineExpr>, Vec<AffineExpr>, u32, u32, Vec<ValueId>) {
    let (and, ans) = (a.num_dims(), a.num_symbols());
    let (bnd, bns) = (b.num_dims(), b.num_symbols());
    let ae: Vec<AffineExpr> = a.results().to_vec();
    // b's dims come after a's dims; b's symbols after a's symbols.
    let be: Vec<AffineExpr> = b.results().iter().map(|e| e.shift(and, ans)).collect();
    let ops = [
        &a_ops[..and as usize],
        &b_ops[..bnd as usize],
        &a_ops[and as usize..],
        &b_ops[bnd as usize..],
    ]
    .concat();
    (ae, be, and + bnd, ans + bns, ops)
}

/// If the `affine.for` `l` runs exactly once (constant trip count 1), replaces it by its body
/// with the iv replaced by its lower bound (an `arith.constant` at the start of the function
/// for a constant bound, as mlir-opt's `promoteIfSingleIteration`, else an `affine.apply`).
pub(crate) fn promote_if_single_iteration(m: &mut Module, l: OpId) -> Result<bool, TransformError> {
    let Some(h) = Header::of(m, l) else {
        return Ok(false);
    };
    let single = match h.constant_trip_count() {
        Some(1) => true,
        Some(_) => false,
        None => match (h.lb.results(), h.ub.results()) {
            ([a], [b]) if h.lb_ops == h.ub_ops && h.lb.num_dims() == h.ub.num_dims() => {
                b.sub(a).as_constant().is_some_and(|d| d > 0 && d <= h.step)
            }
            _ => false,
        },
    };
    let Some(f) = AffineForOp::wrap(m, l) else {
        return Ok(false);
    };
    if !single || !f.inits().is_empty() {
        return Ok(false);
    }
    let body = f.body();
    let iv = h.iv;
    let pos = m.op(l).pos;
    let v = match (single_const(&h.lb), enclosing_function(m, l)) {
        (Some(c), Some(func)) => {
            let entry = m
                .op(func)
                .regions
                .first()
                .and_then(|&r| m.region(r).blocks.first().copied());
            match entry {
                Some(e) => {
                    let first = m.block(e).ops.first().copied();
                    let mut b = match first {
                        Some(o) => tessera_ir::builder::Builder::before(m, o)
                            .ok_or_else(|| TransformError::new("internal: op not in a block"))?,
                        None => tessera_ir::builder::Builder::at_end(m, e, pos),
                    };
                    b.set_pos(pos, None);
                    b.index(c)
                }
                None => return Ok(false),
            }
        }
        _ => {
            let mut b = tessera_ir::builder::Builder::before(m, l)
                .ok_or_else(|| TransformError::new("internal: loop not in a block"))?;
            if h.lb.num_results() != 1 {
                return Ok(false);
            }
            b.affine_apply(h.lb.clone(), h.lb_ops.clone())
        }
    };
    m.replace_all_uses(iv, v);
    let ops: Vec<OpId> = m.block(body).ops.clone();
    let parent = m
        .op(l)
        .parent
        .ok_or_else(|| TransformError::new("internal: detached loop"))?;
    let at = m
        .block(parent)
        .ops
        .iter()
        .position(|&o| o == l)
        .unwrap_or(0);
    for (k, &op) in ops[..ops.len().saturating_sub(1)].iter().enumerate() {
        m.detach_op(op);
        m.insert_op(parent, at + k, op);
    }
    m.detach_op(l);
    Ok(true)
}
