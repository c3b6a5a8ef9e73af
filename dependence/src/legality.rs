//! Legality of loop band transformations, for the transformation passes: a band of perfectly
//! nested loop dimensions transformed by an integer matrix (permutation, skewing, reversal),
//! tiling (full permutability), and parallelisation. An illegal transformation comes with the
//! violated dependence and a concrete witness: source and target iterations and the memref cell.

use tessera_ir::Module;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::Row;

use crate::access::unmodelled_effect;
use crate::analysis::{pair_system, Analysis, DepKind};
use crate::error::{DepError, DepResult};
use crate::model::LoopDim;
use crate::solve::{DepthResult, PairSystem, Witness};

/// A dependence a transformation would break.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Violation {
    /// Source access (index into [`Analysis::accesses`]).
    pub src: usize,
    /// Destination access.
    pub dst: usize,
    /// Kind.
    pub kind: DepKind,
    /// Depth of the broken dependence.
    pub depth: usize,
    /// Dependent iterations and the cell.
    pub witness: Witness,
}

/// The answer of a legality question.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Legality {
    /// Proven legal.
    Legal,
    /// Proven illegal, with a violated dependence.
    Illegal(Box<Violation>),
    /// Not decided (reason); callers must not transform.
    Unknown(String),
}

/// Where `band` sits in the pair's common loops: its first depth (0-based), or `None` if the
/// pair does not share the whole band.
fn band_start(sys: &PairSystem, loops_a: &[LoopDim], band: &[LoopDim]) -> Option<usize> {
    let first = band.first()?;
    let pos = loops_a.iter().position(|l| l == first)?;
    if pos + band.len() > sys.common {
        return None;
    }
    (loops_a.get(pos..pos + band.len())? == band).then_some(pos)
}

/// Checks every dependence carried inside `band` against `bad(pos, sys)`, which returns the
/// sets of extra inequality rows describing violating points (any non-empty one is a
/// violation).
fn check<F>(m: &Module, a: &Analysis, band: &[LoopDim], bad: F) -> Legality
where
    F: FnMut(usize, &PairSystem) -> Vec<Vec<Row>>,
{
    check_except(m, a, band, &|_, _| false, bad)
}

/// [`check`], skipping the dependence pairs `(src, dst)` for which `skip` holds.
fn check_except<F>(
    m: &Module,
    a: &Analysis,
    band: &[LoopDim],
    skip: &dyn Fn(usize, usize) -> bool,
    mut bad: F,
) -> Legality
where
    F: FnMut(usize, &PairSystem) -> Vec<Vec<Row>>,
{
    if let Some(o) = band.first().and_then(|l| unmodelled_effect(m, l.op)) {
        return Legality::Unknown(format!(
            "the band contains '{}', whose memory effects are not modelled",
            m.op(o).name
        ));
    }
    let inside = |i: usize| {
        let acc = &a.accesses[i];
        match &acc.model {
            Ok(md) => Ok(band.iter().all(|l| md.loops.contains(l))),
            Err(e) => {
                if band.first().is_some_and(|l| m.is_ancestor(l.op, acc.op)) {
                    Err(e.clone())
                } else {
                    Ok(false)
                }
            }
        }
    };
    for p in &a.pairs {
        if p.kind == DepKind::Rar || skip(p.src, p.dst) {
            continue;
        }
        match (inside(p.src), inside(p.dst)) {
            (Ok(true), Ok(true)) => {}
            (Ok(false), _) | (_, Ok(false)) => continue,
            (Err(e), _) | (_, Err(e)) => {
                return Legality::Unknown(format!(
                    "accesses {} and {} inside the band: {e}",
                    p.src, p.dst
                ));
            }
        }
        if !p.may_depend() {
            continue;
        }
        let sys = match pair_system(&a.accesses, p.src, p.dst) {
            Ok(s) => s,
            Err(e) => return Legality::Unknown(e),
        };
        let Some(loops_a) = a.accesses[p.src]
            .model
            .as_ref()
            .ok()
            .map(|m| m.loops.clone())
        else {
            continue;
        };
        let Some(pos) = band_start(&sys, &loops_a, band) else {
            continue;
        };
        // A pair the analysis could not place in the nest (different views of one memref,
        // different scopes) has a single unknown answer instead of one per depth: its system
        // says nothing about the cells it really touches, so legality is undecided.
        if p.depths.len() < pos + band.len() {
            if let Some(DepthResult::Unknown(why)) = p
                .depths
                .iter()
                .find(|r| matches!(r, DepthResult::Unknown(_)))
            {
                return Legality::Unknown(format!(
                    "accesses {} and {} inside the band: {why}",
                    p.src, p.dst
                ));
            }
        }
        for depth in pos + 1..=pos + band.len() {
            match p.depths.get(depth - 1) {
                Some(r) if r.may_depend() => {}
                _ => continue,
            }
            for extra in bad(pos, &sys) {
                match sys.find_with(depth, &extra) {
                    Err(e) => return Legality::Unknown(e),
                    Ok(Some(w)) => {
                        return Legality::Illegal(Box::new(Violation {
                            src: p.src,
                            dst: p.dst,
                            kind: p.kind,
                            depth,
                            witness: w,
                        }))
                    }
                    Ok(None) => {}
                }
            }
        }
    }
    Legality::Legal
}

/// Row `Σ_j t[j] (dst_{pos+j} - src_{pos+j}) + c` over the pair's columns.
fn delta_row(sys: &PairSystem, pos: usize, t: &[i64], c: i64) -> Row {
    let mut r = vec![Int::zero(); sys.ncols() + 1];
    for (j, &tj) in t.iter().enumerate() {
        r[sys.n1 + pos + j] = &r[sys.n1 + pos + j] + &Int::from(tj);
        r[pos + j] = &r[pos + j] - &Int::from(tj);
    }
    r[sys.ncols()] = Int::from(c);
    r
}

/// Is transforming the band's iteration vector `x` into `T x` legal (the new loop order being
/// the rows of `T`)? `T` must be square of the band's size. Dependences carried outside the
/// band are unaffected; one carried inside is violated iff `T δ` is lexicographically negative
/// for some dependent pair (`δ` = destination minus source band ivs).
pub fn check_band_transform(
    m: &Module,
    a: &Analysis,
    band: &[LoopDim],
    t: &[Vec<i64>],
) -> DepResult<Legality> {
    let n = band.len();
    if n == 0 || t.len() != n || t.iter().any(|r| r.len() != n) {
        return Err(DepError::InvalidTransform(format!(
            "the matrix must be {n}x{n} for a band of {n} loops"
        )));
    }
    Ok(check(m, a, band, |pos, sys| {
        let mut sets = Vec::new();
        for k in 0..n {
            let mut rows = Vec::new();
            for r in &t[..k] {
                rows.push(delta_row(sys, pos, r, 0));
                rows.push(delta_row(
                    sys,
                    pos,
                    &r.iter().map(|x| -x).collect::<Vec<_>>(),
                    0,
                ));
            }
            // (T δ)_k <= -1
            rows.push(delta_row(
                sys,
                pos,
                &t[k].iter().map(|x| -x).collect::<Vec<_>>(),
                -1,
            ));
            sets.push(rows);
        }
        // T δ = 0 with δ ≠ 0 (a singular T) would merge dependent iterations.
        sets
    }))
}

/// Is permuting the band legal? `perm[k]` is the band position of the loop placed at new
/// position `k`.
pub fn check_permutation(
    m: &Module,
    a: &Analysis,
    band: &[LoopDim],
    perm: &[usize],
) -> DepResult<Legality> {
    let n = band.len();
    let mut seen = vec![false; n];
    for &p in perm {
        if p >= n || std::mem::replace(&mut seen[p], true) {
            return Err(DepError::InvalidTransform("not a permutation".into()));
        }
    }
    if perm.len() != n {
        return Err(DepError::InvalidTransform("not a permutation".into()));
    }
    let t: Vec<Vec<i64>> = perm
        .iter()
        .map(|&p| (0..n).map(|j| i64::from(j == p)).collect())
        .collect();
    check_band_transform(m, a, band, &t)
}

/// Is tiling the band legal (rectangular tiles)? It is iff the band is fully permutable: no
/// dependence carried inside the band has a negative component on a band loop.
pub fn check_tiling(m: &Module, a: &Analysis, band: &[LoopDim]) -> Legality {
    let n = band.len();
    check(m, a, band, |pos, sys| {
        (0..n)
            .map(|j| {
                let mut t = vec![0i64; n];
                t[j] = -1;
                vec![delta_row(sys, pos, &t, -1)]
            })
            .collect()
    })
}

/// Is tiling some loops of `band` legal, the others keeping their whole range (one tile)?
/// `tiled` lists the band positions of the tiled loops; pairs `(src, dst)` of accesses for
/// which `skip` holds are not considered (a caller that proved their order irrelevant, as for
/// the accumulations of a reassociable reduction). The tiled order is the tile coordinates of
/// the tiled loops, then the original order: legal if no dependence carried inside the band
/// has a negative component on a tiled loop (each tile coordinate of the destination is then
/// at least the source's). A violation names such a dependence; it breaks the tiled order as
/// soon as the source and destination iterations fall in different tiles.
pub fn check_tiling_loops(
    m: &Module,
    a: &Analysis,
    band: &[LoopDim],
    tiled: &[usize],
    skip: &dyn Fn(usize, usize) -> bool,
) -> Legality {
    let n = band.len();
    check_except(m, a, band, skip, |pos, sys| {
        tiled
            .iter()
            .filter(|&&j| j < n)
            .map(|&j| {
                let mut t = vec![0i64; n];
                t[j] = -1;
                vec![delta_row(sys, pos, &t, -1)]
            })
            .collect()
    })
}

/// Can the loop dimension run its iterations in parallel (no dependence carried at it)?
pub fn check_parallel(m: &Module, a: &Analysis, dim: LoopDim) -> Legality {
    check(m, a, &[dim], |_, _| vec![vec![]])
}

/// The loop dimensions of the nest enclosing the first access inside `op` (outermost first).
pub fn loops_of(m: &Module, a: &Analysis, op: tessera_ir::OpId) -> Vec<LoopDim> {
    a.accesses
        .iter()
        .filter(|x| m.is_ancestor(op, x.op))
        .find_map(|x| x.model.as_ref().ok().map(|md| md.loops.clone()))
        .unwrap_or_default()
}
