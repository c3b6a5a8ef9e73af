//! One question instead of the whole analysis: does a given loop carry a dependence?
//!
//! A dependence carried by loop `L` joins two instances of accesses inside `L` that agree on
//! every loop around `L` and run in different iterations of `L` — the polyhedron at `L`'s
//! depth of a pair of accesses both nested in `L`. [`loop_carries`] decides only those
//! polyhedra (integer emptiness, no distance bounds) for the pairs of `L`'s accesses to one
//! memref with a write among them, after a cheap sufficient test (the cell ranges of the two
//! accesses are disjoint). A code generator asking whether an innermost loop may be
//! vectorised thus pays for that loop's few pairs, not for every pair of the function at
//! every depth — which on tiled and skewed code is most of the work.
//!
//! [`carried_bases`] asks the same of every pair and lists the memrefs of those that may carry
//! a dependence (what privatisation would have to copy).

use std::collections::{HashMap, HashSet};

use tessera_ir::{Module, OpId, ValueId};

use crate::access::Access;
use crate::solve::{cells_disjoint, CellRanges, PairSystem, Witness};

/// Whether a loop carries a dependence.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Carried {
    /// Proven: no dependence is carried by the loop.
    No,
    /// A dependence is carried: the source and destination access indices and a witness.
    Yes {
        /// Index of the source access.
        src: usize,
        /// Index of the destination access.
        dst: usize,
        /// A dependent pair of iterations.
        witness: Box<Witness>,
    },
    /// Not decided (the reason); clients treat it as carried.
    Unknown(String),
}

/// Whether the loop `op` (an `affine.for`, or the dimension `dim` of an `affine.parallel`)
/// carries a dependence between `accesses` (as [`crate::access::collect`] returns them for the
/// module `m`). Read-after-read pairs are not dependences.
pub fn loop_carries(m: &Module, accesses: &[Access], op: OpId, dim: usize) -> Carried {
    let mut out = Carried::No;
    scan(m, accesses, op, dim, |_, c| {
        let stop = !matches!(c, Carried::No);
        if stop {
            out = c;
        }
        stop
    });
    out
}

/// For each loop of `loops`, the smallest run of `accesses` holding every access nested in it,
/// found in one pass over the accesses (no entry for a loop without accesses): a pass asking
/// [`loop_carries_in`] about every loop of a function then looks at each loop's run instead of
/// the whole collection (in the walk order [`crate::access::collect`] uses, a loop's accesses
/// are exactly its run).
pub fn access_runs(
    m: &Module,
    accesses: &[Access],
    loops: &[OpId],
) -> HashMap<OpId, std::ops::Range<usize>> {
    let wanted: HashSet<OpId> = loops.iter().copied().collect();
    let mut runs: HashMap<OpId, std::ops::Range<usize>> = HashMap::new();
    for (i, a) in accesses.iter().enumerate() {
        let mut cur = m.parent_op(a.op);
        while let Some(p) = cur {
            if wanted.contains(&p) {
                let r = runs.entry(p).or_insert(i..i + 1);
                r.start = r.start.min(i);
                r.end = r.end.max(i + 1);
            }
            cur = m.parent_op(p);
        }
    }
    runs
}

/// [`loop_carries`] looking only at `accesses[run]` (which must hold every access nested in the
/// loop: [`access_runs`]); the indices of a `Yes` are into `accesses`.
pub fn loop_carries_in(
    m: &Module,
    accesses: &[Access],
    run: std::ops::Range<usize>,
    op: OpId,
    dim: usize,
) -> Carried {
    let start = run.start;
    match accesses.get(run) {
        None => loop_carries(m, accesses, op, dim),
        Some(part) => match loop_carries(m, part, op, dim) {
            Carried::Yes { src, dst, witness } => Carried::Yes {
                src: src + start,
                dst: dst + start,
                witness,
            },
            other => other,
        },
    }
}

/// [`loop_carries_in`] of every `(loop, run)` of `loops` (dimension 0), on the available cores:
/// the answers in the order of `loops`, each the one [`loop_carries_in`] gives.
pub fn loops_carry(
    m: &Module,
    accesses: &[Access],
    loops: &[(OpId, std::ops::Range<usize>)],
) -> Vec<Carried> {
    crate::parallel::par_map(loops, |(l, run)| {
        loop_carries_in(m, accesses, run.clone(), *l, 0)
    })
}

/// The memrefs (bases) of every pair of `accesses` inside loop `op` (dimension `dim`) that may
/// carry a dependence there — a proven one or an undecided one — in access order: what the
/// loop would have to privatise to become parallel.
pub fn carried_bases(m: &Module, accesses: &[Access], op: OpId, dim: usize) -> Vec<ValueId> {
    let mut out: Vec<ValueId> = Vec::new();
    scan(m, accesses, op, dim, |i, _| {
        let b = accesses[i].base;
        if !out.contains(&b) {
            out.push(b);
        }
        false
    });
    out
}

/// Every pair of `op`'s accesses (same base, a write among them) that may depend across its
/// iterations, with its first access and its verdict (`Yes` with a witness, or `Unknown`),
/// given to `seen` until it returns true (stop).
fn scan(
    m: &Module,
    accesses: &[Access],
    op: OpId,
    dim: usize,
    mut seen: impl FnMut(usize, Carried) -> bool,
) {
    let inside: Vec<usize> = accesses
        .iter()
        .enumerate()
        .filter(|(_, a)| m.is_ancestor(op, a.op))
        .map(|(i, _)| i)
        .collect();
    let mut ranges: Vec<Option<Option<CellRanges>>> = vec![None; accesses.len()];
    let mut range_of = |i: usize| -> Option<CellRanges> {
        ranges[i]
            .get_or_insert_with(|| accesses[i].model.as_ref().ok().and_then(CellRanges::of))
            .clone()
    };
    for &i in &inside {
        for &j in &inside {
            let (a, b) = (&accesses[i], &accesses[j]);
            if a.base != b.base || !(a.kind.writes() || b.kind.writes()) {
                continue;
            }
            let verdict = pair_verdict(m, accesses, op, dim, i, j, &mut range_of);
            if let Some(c) = verdict {
                if seen(i, c) {
                    return;
                }
            }
        }
    }
}

/// Whether accesses `i` and `j` (same base, one writes) depend across iterations of loop `op`
/// (dimension `dim`): `None` when they cannot (a buffer new in each iteration, disjoint cells,
/// no integer point at the loop's depth).
fn pair_verdict(
    m: &Module,
    accesses: &[Access],
    op: OpId,
    dim: usize,
    i: usize,
    j: usize,
    range_of: &mut impl FnMut(usize) -> Option<CellRanges>,
) -> Option<Carried> {
    let (a, b) = (&accesses[i], &accesses[j]);
    if a.memref != b.memref {
        return Some(Carried::Unknown(
            "accesses through different views of the same memref".into(),
        ));
    }
    if a.scope != b.scope {
        return Some(Carried::Unknown(
            "accesses in different affine scopes".into(),
        ));
    }
    let (ma, mb) = match (&a.model, &b.model) {
        (Err(e), _) | (_, Err(e)) => return Some(Carried::Unknown(e.clone())),
        (Ok(x), Ok(y)) => (x, y),
    };
    // A buffer allocated inside the loop: a new one each iteration.
    let fresh = crate::access::allocation(m, a.base).is_some_and(|d| m.is_ancestor(op, d));
    if fresh {
        return None;
    }
    let Some(depth) = ma
        .loops
        .iter()
        .position(|l| l.op == op && l.dim == dim)
        .map(|k| k + 1)
    else {
        return Some(Carried::Unknown(
            "the loop is not among the access's loops".into(),
        ));
    };
    if let (Some(ra), Some(rb)) = (range_of(i), range_of(j)) {
        if cells_disjoint(&ra, &rb) {
            return None;
        }
    }
    let sys = match PairSystem::new(ma, mb) {
        Ok(s) => s,
        Err(e) => return Some(Carried::Unknown(e)),
    };
    if sys.common < depth {
        return Some(Carried::Unknown(
            "the accesses do not share the loop's nest".into(),
        ));
    }
    match sys.find_with(depth, &[]) {
        Ok(None) => None,
        Ok(Some(w)) => Some(Carried::Yes {
            src: i,
            dst: j,
            witness: Box::new(w),
        }),
        Err(e) => Some(Carried::Unknown(e)),
    }
}
