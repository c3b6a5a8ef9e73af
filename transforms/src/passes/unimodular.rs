//! Unimodular transformations of a perfect band, each with exact legality
//! ([`tessera_dependence::legality::check_band_transform`] / `check_permutation`: a dependence
//! carried inside the band is broken iff the transformed distance `T δ` is lexicographically
//! negative for some dependent pair; an undecided query refuses):
//!
//! - `affine-loop-permute{permutation=p0,p1,..}` (also `test-loop-permutation{permutation-map=..}`,
//!   mlir-opt's test pass): `p[i]` is the new position of band loop `i` (mlir-opt's
//!   `permuteLoops` convention). Applied to every perfect band whose length equals the
//!   permutation's, innermost bands first (as mlir-opt's test pass walks). Bands whose bounds
//!   use the band's own ivs (non-rectangular) are refused as unsupported.
//! - `affine-loop-skew{factors=f1,f2,..}`: loop `k ≥ 1` of each outermost band becomes
//!   `y_k = x_k + f_k x_0`. The library's [`skew_band`] takes any unit lower-triangular matrix
//!   `T` (`y = T x`): the new bounds of loop `k` are the old ones plus `Σ_{j<k} T[k][j] x_j`, with
//!   `x = T⁻¹ y` substituted (exact: `T⁻¹` is integral); the body reads `x` through
//!   `affine.apply`.
//! - `affine-loop-reverse{depth=d}`: loop `d` of each outermost band runs backwards:
//!   `%r = max(1 - ub) to min(1 - lb)` with the body reading `-%r` (unit steps only).

use tessera_dependence::legality::{check_band_transform, check_permutation};
use tessera_ir::views::AffineForOp;
use tessera_ir::{Module, OpId, Registry, ValueId};
use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::band::{
    ask, check_band_shape, map, plain_band, rebuild_band, substitute, Header, NewHeader,
};
use crate::error::TransformError;
use crate::loops::{all_for_loops, loop_label, outermost_loops};
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext};
use crate::refusal::{Outcome, Refusal};
use crate::registry::PassInfo;

/// The permutation pass.
pub const PERMUTE: &str = "affine-loop-permute";
/// mlir-opt's name for it.
pub const PERMUTE_TEST: &str = "test-loop-permutation";
/// The skewing pass.
pub const SKEW: &str = "affine-loop-skew";
/// The reversal pass.
pub const REVERSE: &str = "affine-loop-reverse";

/// Options of `affine-loop-permute` / `test-loop-permutation`.
pub const PERMUTE_OPTIONS: &[OptionDef] = &[
    OptionDef::int_list(
        "permutation",
        0,
        None,
        "required (or permutation-map): the new position of each band loop",
    ),
    OptionDef::int_list(
        "permutation-map",
        0,
        None,
        "mlir-opt's name for permutation",
    ),
    OptionDef::flag(
        "check-validity",
        false,
        "accepted for mlir-opt compatibility; legality is always checked",
    ),
];
/// Options of `affine-loop-skew`.
pub const SKEW_OPTIONS: &[OptionDef] = &[OptionDef::int_list(
    "factors",
    i64::MIN,
    None,
    "required: loop k += f_k * loop 0 of each band",
)];
/// Options of `affine-loop-reverse`.
pub const REVERSE_OPTIONS: &[OptionDef] = &[OptionDef::int(
    "depth",
    0,
    Some("0"),
    "reverse the loops at this depth of each nest (0: outermost)",
)];

/// The registry entry of `affine-loop-permute`.
pub const PERMUTE_INFO: PassInfo = PassInfo {
    name: PERMUTE,
    summary: "permute perfect loop bands (exact legality)",
    options: PERMUTE_OPTIONS,
    create: |o| create_permute(PERMUTE, o),
};
/// The registry entry of `test-loop-permutation`.
pub const PERMUTE_TEST_INFO: PassInfo = PassInfo {
    name: PERMUTE_TEST,
    summary: "mlir-opt's name for affine-loop-permute (option permutation-map)",
    options: PERMUTE_OPTIONS,
    create: |o| create_permute(PERMUTE_TEST, o),
};
/// The registry entry of `affine-loop-skew`.
pub const SKEW_INFO: PassInfo = PassInfo {
    name: SKEW,
    summary: "skew perfect loop bands by the outermost loop (exact legality)",
    options: SKEW_OPTIONS,
    create: create_skew,
};
/// The registry entry of `affine-loop-reverse`.
pub const REVERSE_INFO: PassInfo = PassInfo {
    name: REVERSE,
    summary: "reverse loops (exact legality)",
    options: REVERSE_OPTIONS,
    create: create_reverse,
};

struct PermutePass {
    name: &'static str,
    perm: Vec<usize>,
}

fn parse_perm(o: &Options, pass: &str) -> Result<Vec<usize>, TransformError> {
    let l = o
        .int_list("permutation")
        .or_else(|| o.int_list("permutation-map"))
        .ok_or_else(|| {
            TransformError::new(format!(
                "pass '{pass}' needs permutation=p0,p1,... (new position of each band loop)"
            ))
        })?;
    let perm: Vec<usize> = l
        .iter()
        .map(|&x| usize::try_from(x).unwrap_or(usize::MAX))
        .collect();
    validate_perm(&perm)?;
    Ok(perm)
}

fn validate_perm(perm: &[usize]) -> Result<(), TransformError> {
    let mut seen = vec![false; perm.len()];
    for &p in perm {
        match seen.get_mut(p) {
            Some(s) if !*s => *s = true,
            _ => {
                return Err(TransformError::new(format!(
                    "{perm:?} is not a permutation of 0..{}",
                    perm.len()
                )))
            }
        }
    }
    Ok(())
}

/// Builds `affine-loop-permute` under `name` (it or mlir-opt's `test-loop-permutation`).
fn create_permute(name: &'static str, o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    Ok(Box::new(PermutePass {
        name,
        perm: parse_perm(o, name)?,
    }))
}

fn report(ctx: &mut PassContext<'_>, pass: &'static str, m: &Module, o: Outcome) {
    if let Outcome::Refused(r) = o {
        ctx.refuse(pass, m, r);
    }
}

impl Pass for PermutePass {
    fn name(&self) -> &'static str {
        self.name
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        if self.perm.len() < 2 {
            return Ok(());
        }
        let loops: Vec<OpId> = all_for_loops(m, func).into_iter().rev().collect();
        for l in loops {
            if !m.is_ancestor(func, l) {
                continue;
            }
            let band = plain_band(m, l);
            if band.len() != self.perm.len() {
                continue;
            }
            let o = permute_band(m, ctx.registry, &band, &self.perm, false)?;
            report(ctx, self.name, m, o);
        }
        Ok(())
    }
}

struct SkewPass {
    factors: Vec<i64>,
}

/// Builds `affine-loop-skew`.
pub fn create_skew(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    let factors = o.int_list("factors").ok_or_else(|| {
        TransformError::new(
            "pass 'affine-loop-skew' needs factors=f1,f2,... (loop k += f_k * loop 0)",
        )
    })?;
    Ok(Box::new(SkewPass { factors }))
}

impl Pass for SkewPass {
    fn name(&self) -> &'static str {
        SKEW
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        for root in outermost_loops(m, func) {
            let band = plain_band(m, root);
            let n = band.len().min(self.factors.len() + 1);
            if n < 2 || self.factors[..n - 1].iter().all(|&f| f == 0) {
                continue;
            }
            let mut t = identity(n);
            for (row, &f) in t.iter_mut().skip(1).zip(&self.factors) {
                row[0] = f;
            }
            let o = skew_band(m, ctx.registry, &band[..n], &t, false)?;
            report(ctx, SKEW, m, o);
        }
        Ok(())
    }
}

struct ReversePass {
    depth: usize,
}

/// Builds `affine-loop-reverse`.
pub fn create_reverse(o: &Options) -> Result<Box<dyn Pass>, TransformError> {
    let depth = o.int("depth").unwrap_or(0);
    Ok(Box::new(ReversePass {
        depth: usize::try_from(depth).unwrap_or(usize::MAX),
    }))
}

impl Pass for ReversePass {
    fn name(&self) -> &'static str {
        REVERSE
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        for root in outermost_loops(m, func) {
            let band = crate::loops::perfect_band(m, root);
            if let Some(&l) = band.get(self.depth) {
                let o = reverse_loop(m, ctx.registry, l, false)?;
                report(ctx, REVERSE, m, o);
            }
        }
        Ok(())
    }
}

fn identity(n: usize) -> Vec<Vec<i64>> {
    (0..n)
        .map(|i| (0..n).map(|j| i64::from(i == j)).collect())
        .collect()
}

fn names(m: &Module, band: &[OpId]) -> String {
    band.iter()
        .map(|&l| loop_label(m, l))
        .collect::<Vec<_>>()
        .join(", ")
}

fn finish(refusal: Option<Refusal>) -> Outcome {
    match refusal {
        Some(r) => Outcome::Forced(r),
        None => Outcome::Applied,
    }
}

fn rectangular(m: &Module, band: &[OpId]) -> bool {
    let ivs = crate::loops::ivs(m, band);
    band.iter()
        .filter_map(|&l| Header::of(m, l))
        .all(|h| !h.uses_any(&ivs))
}

/// Permutes the perfect band `band` (outermost first): band loop `i` moves to position
/// `perm[i]` (mlir-opt's `permuteLoops` convention).
///
/// Legal iff no dependence carried inside the band becomes lexicographically negative (exact).
/// Bands whose bounds use their own ivs are refused as unsupported. Returns `Applied`,
/// `Refused` (nothing changed) or, with `force` and an illegal order, `Forced`. Errors if `perm`
/// is not a permutation of the band's positions.
pub fn permute_band(
    m: &mut Module,
    reg: &Registry,
    band: &[OpId],
    perm: &[usize],
    force: bool,
) -> Result<Outcome, TransformError> {
    validate_perm(perm)?;
    if perm.len() != band.len() {
        return Err(TransformError::new(format!(
            "a permutation of {} positions for a band of {} loops",
            perm.len(),
            band.len()
        )));
    }
    let p: Vec<String> = perm.iter().map(|x| x.to_string()).collect();
    let what = format!(
        "permute the band ({}) by [{}]",
        names(m, band),
        p.join(", ")
    );
    let pos = band.first().and_then(|&l| m.op(l).pos);
    if let Err(e) = check_band_shape(m, band) {
        return Ok(Outcome::Refused(Refusal::unsupported(what, pos, e)));
    }
    if !rectangular(m, band) {
        return Ok(Outcome::Refused(Refusal::unsupported(
            what,
            pos,
            "the band's bounds depend on its own ivs (only rectangular bands are permuted)",
        )));
    }
    let mut inv = vec![0; perm.len()];
    for (i, &p) in perm.iter().enumerate() {
        inv[p] = i;
    }
    let refusal = ask(m, reg, band, &what, |d, dims| {
        check_permutation(d.m, &d.a, dims, &inv).map_err(|e| e.to_string())
    })?;
    if let (Some(r), false) = (&refusal, force) {
        return Ok(Outcome::Refused(r.clone()));
    }
    let hs: Vec<Header> = band.iter().filter_map(|&l| Header::of(m, l)).collect();
    let exprs: Vec<AffineExpr> = perm.iter().map(|&p| AffineExpr::dim(p as u32)).collect();
    rebuild_band(
        m,
        band,
        |k, _| {
            let h = &hs[inv[k]];
            Ok(NewHeader {
                lb: h.lb.clone(),
                lb_ops: h.lb_ops.clone(),
                ub: h.ub.clone(),
                ub_ops: h.ub_ops.clone(),
                step: h.step,
            })
        },
        &exprs,
    )?;
    Ok(finish(refusal))
}

/// The inverse of a unit lower-triangular integer matrix (`None` on overflow).
fn inverse_unit_lower(t: &[Vec<i64>]) -> Option<Vec<Vec<i64>>> {
    let n = t.len();
    let mut u = identity(n);
    // Row k of U: U[k] = e_k - Σ_{j<k} T[k][j] U[j].
    for k in 0..n {
        for j in 0..k {
            let c = t[k][j];
            if c == 0 {
                continue;
            }
            let uj = u[j].clone();
            for (x, y) in u[k].iter_mut().zip(&uj) {
                *x = x.checked_sub(c.checked_mul(*y)?)?;
            }
        }
    }
    Some(u)
}

fn linear(coeffs: &[i64]) -> AffineExpr {
    coeffs
        .iter()
        .enumerate()
        .fold(AffineExpr::constant(0), |acc, (i, &c)| {
            if c == 0 {
                acc
            } else {
                acc.add(&AffineExpr::dim(i as u32).mul(&AffineExpr::constant(c)))
            }
        })
}

/// Skews the perfect band `band` by the unit lower-triangular matrix `t` (`y = T x`: new loop
/// `k` runs over `x_k + Σ_{j<k} T[k][j] x_j`). Other unimodular matrices are refused as
/// unsupported (compose a permutation and a skew).
///
/// Legal iff no dependence carried inside the band has `T δ` lexicographically negative
/// (exact). Returns `Applied`, `Refused` or `Forced` as [`permute_band`]. Errors if `t` is not
/// square of the band's size.
pub fn skew_band(
    m: &mut Module,
    reg: &Registry,
    band: &[OpId],
    t: &[Vec<i64>],
    force: bool,
) -> Result<Outcome, TransformError> {
    let n = band.len();
    if t.len() != n || t.iter().any(|r| r.len() != n) {
        return Err(TransformError::new(format!(
            "the skewing matrix must be {n}x{n} for a band of {n} loops"
        )));
    }
    let rows: Vec<String> = t
        .iter()
        .map(|r| {
            r.iter()
                .map(|x| x.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        })
        .collect();
    let what = format!(
        "skew the band ({}) by [{}]",
        names(m, band),
        rows.join("; ")
    );
    let pos = band.first().and_then(|&l| m.op(l).pos);
    if let Err(e) = check_band_shape(m, band) {
        return Ok(Outcome::Refused(Refusal::unsupported(what, pos, e)));
    }
    let unit_lower = (0..n).all(|i| (0..n).all(|j| t[i][j] == i64::from(i == j) || j < i));
    let Some(u) = inverse_unit_lower(t).filter(|_| unit_lower) else {
        return Ok(Outcome::Refused(Refusal::unsupported(
            what,
            pos,
            "only unit lower-triangular skewing matrices are supported",
        )));
    };
    let refusal = ask(m, reg, band, &what, |d, dims| {
        check_band_transform(d.m, &d.a, dims, t).map_err(|e| e.to_string())
    })?;
    if let (Some(r), false) = (&refusal, force) {
        return Ok(Outcome::Refused(r.clone()));
    }
    let hs: Vec<Header> = band.iter().filter_map(|&l| Header::of(m, l)).collect();
    let exprs: Vec<AffineExpr> = u.iter().map(|r| linear(r)).collect();
    // Check every bound can be rewritten before touching the IR.
    for h in &hs {
        let subst: Vec<(ValueId, AffineExpr)> = hs
            .iter()
            .zip(&exprs)
            .map(|(g, e)| (g.iv, e.clone()))
            .collect();
        for (mp, ops) in [(&h.lb, &h.lb_ops), (&h.ub, &h.ub_ops)] {
            if let Err(e) = substitute(mp, ops, &subst, &[]) {
                return Ok(Outcome::Refused(Refusal::unsupported(what, pos, e)));
            }
        }
    }
    rebuild_band(
        m,
        band,
        |k, new_ivs| {
            let h = &hs[k];
            let subst: Vec<(ValueId, AffineExpr)> =
                (0..k).map(|j| (hs[j].iv, exprs[j].clone())).collect();
            let skew = linear(&t[k][..k]);
            let side = |mp: &AffineMap,
                        ops: &[ValueId]|
             -> Result<(AffineMap, Vec<ValueId>), TransformError> {
                let (res, nd, ns, o) =
                    substitute(mp, ops, &subst, new_ivs).map_err(TransformError::new)?;
                let kept = nd - new_ivs.len() as u32;
                let term = skew.shift(kept, 0);
                let res = res.iter().map(|e| e.add(&term)).collect();
                Ok((map(nd, ns, res)?, o))
            };
            let (lb, lb_ops) = side(&h.lb, &h.lb_ops)?;
            let (ub, ub_ops) = side(&h.ub, &h.ub_ops)?;
            Ok(NewHeader {
                lb,
                lb_ops,
                ub,
                ub_ops,
                step: h.step,
            })
        },
        &exprs,
    )?;
    Ok(finish(refusal))
}

/// Reverses the loop `l` (unit step, no `iter_args`): `%r = max(1 - ub) to min(1 - lb)`, the
/// body reading the old iv as `-%r`.
///
/// Legal iff no dependence is carried by the loop (exact). Returns `Applied`, `Refused` or
/// `Forced` as [`permute_band`].
pub fn reverse_loop(
    m: &mut Module,
    reg: &Registry,
    l: OpId,
    force: bool,
) -> Result<Outcome, TransformError> {
    let what = format!("reverse the loop {}", loop_label(m, l));
    let pos = m.op(l).pos;
    let Some(f) = AffineForOp::wrap(m, l) else {
        return Err(TransformError::at(pos, "not an affine.for"));
    };
    if !f.inits().is_empty() || f.step() != 1 {
        return Ok(Outcome::Refused(Refusal::unsupported(
            what,
            pos,
            "only loops with step 1 and no iter_args are reversed",
        )));
    }
    let Some(h) = Header::of(m, l) else {
        return Err(TransformError::at(pos, "not an affine.for"));
    };
    let refusal = ask(m, reg, &[l], &what, |d, dims| {
        check_band_transform(d.m, &d.a, dims, &[vec![-1]]).map_err(|e| e.to_string())
    })?;
    if let (Some(r), false) = (&refusal, force) {
        return Ok(Outcome::Refused(r.clone()));
    }
    let one = AffineExpr::constant(1);
    let flip = |mp: &AffineMap| -> Result<AffineMap, TransformError> {
        map(
            mp.num_dims(),
            mp.num_symbols(),
            mp.results().iter().map(|e| one.sub(e)).collect(),
        )
    };
    let (lb, ub) = (flip(&h.ub)?, flip(&h.lb)?);
    rebuild_band(
        m,
        &[l],
        |_, _| {
            Ok(NewHeader {
                lb: lb.clone(),
                lb_ops: h.ub_ops.clone(),
                ub: ub.clone(),
                ub_ops: h.lb_ops.clone(),
                step: 1,
            })
        },
        &[AffineExpr::dim(0).neg()],
    )?;
    Ok(finish(refusal))
}
