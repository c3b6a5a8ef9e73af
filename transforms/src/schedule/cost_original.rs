//! The original order of a region as the cost guard compares it: its scan maps, and its
//! estimate as the C compiler will run it (gcc -O3 vectorises a parallel outer loop around a
//! strided inner one, [`original_estimate`]); and which statements sweep
//! memory contiguously in it (where the guard may mark parallel loops for free).

use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;

use super::cost::{estimate, CostMachine, Estimate};
use super::model::Scop;
use super::verify::{dim_parallel_where, verify, StmtMap};
use tessera_ir::Module;

/// The original order of the region as the C compiler treats it: gcc -O3 vectorises a
/// parallel outer loop of a two-loop perfect nest around its inner loop (outer-loop
/// vectorisation: the vector lanes run along the outer loop), which costs about what the
/// interchanged nest costs. So the two innermost loops of a perfect nest with rectangular
/// bounds (neither bounds the other) whose outer loop carries no dependence are estimated
/// interchanged when that is cheaper, nest by nest (the interchange verified exactly).
/// `None` as [`estimate`].
pub fn original_estimate(
    m: &Module,
    scop: &Scop,
    machine: &CostMachine,
    size: i64,
    budget: &mut Budget,
) -> Option<Estimate> {
    let mut maps = original_maps(scop);
    let mut best = estimate(m, scop, &maps, machine, size, budget)?;
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for (s, st) in scop.stmts.iter().enumerate() {
        if st.depth() < 2 {
            continue;
        }
        match groups
            .iter_mut()
            .find(|g| scop.stmts[g[0]].loops == st.loops)
        {
            Some(g) => g.push(s),
            None => groups.push(vec![s]),
        }
    }
    for g in groups {
        let st = &scop.stmts[g[0]];
        let n = st.depth();
        let outer = st.loops[n - 2];
        // Perfect: every statement under the outer loop is in the inner one.
        let perfect = scop
            .stmts
            .iter()
            .all(|t| !t.loops.contains(&outer) || t.loops == st.loops);
        let rectangular = g.iter().all(|&s| {
            scop.stmts[s]
                .domain
                .eqs
                .iter()
                .chain(&scop.stmts[s].domain.ineqs)
                .all(|r| r[n - 2].is_zero() || r[n - 1].is_zero())
        });
        if !perfect || !rectangular {
            continue;
        }
        // gcc vectorises the outer loop around the inner one only if it carries nothing.
        let outer_parallel = dim_parallel_where(
            scop,
            &maps,
            2 * n - 3,
            |a, b| g.contains(&a) || g.contains(&b),
            budget,
        ) == Some(true);
        if !outer_parallel {
            continue;
        }
        let mut cand = maps.clone();
        for &s in &g {
            cand[s].dims.swap(2 * n - 3, 2 * n - 1);
        }
        if !verify(scop, &cand, budget).is_empty() {
            continue;
        }
        let e = estimate(m, scop, &cand, machine, size, budget)?;
        if e.total() < best.total() {
            best = e;
            maps = cand;
        }
    }
    Some(best)
}

/// Per statement: whether each of its accesses moves along its last dimension by at most 4
/// elements when the statement's innermost loop advances (in the original order), or is a
/// load that does not move: whether the innermost loop is a contiguous sweep for it, with no
/// accumulator in memory (a store that does not move, which the C compiler keeps in a
/// register only when it can prove it unaliased).
pub fn contiguous_innermost(scop: &Scop) -> Vec<bool> {
    scop.stmts
        .iter()
        .map(|st| {
            let n = st.depth();
            n == 0
                || st.accesses.iter().all(|a| {
                    let c: Vec<i64> = a
                        .model
                        .cell
                        .iter()
                        .map(|r| r[n - 1].to_i64().unwrap_or(i64::MAX))
                        .collect();
                    match c.split_last() {
                        None => !a.write,
                        Some((&last, rest)) => {
                            rest.iter().all(|&x| x == 0)
                                && last.unsigned_abs() <= 4
                                && (last != 0 || !a.write)
                        }
                    }
                })
        })
        .collect()
}

/// The original order of the region as scan maps: `(β0, i0, β1, ..., βn)` per statement,
/// padded with zeros to a common length.
pub fn original_maps(scop: &Scop) -> Vec<StmtMap> {
    let np = scop.params.len();
    let len = scop
        .stmts
        .iter()
        .map(|s| 2 * s.depth() + 1)
        .max()
        .unwrap_or(1);
    scop.stmts
        .iter()
        .map(|st| {
            let n = st.depth();
            let width = n + np + 1;
            let mut dims = Vec::new();
            for k in 0..len {
                let mut r = vec![Int::zero(); width];
                if k % 2 == 1 && k / 2 < n {
                    r[k / 2] = Int::one();
                } else if k % 2 == 0 && k / 2 <= n {
                    r[width - 1] = Int::from(st.beta.get(k / 2).copied().unwrap_or(0) as i64);
                }
                dims.push(r);
            }
            StmtMap::plain(n, dims)
        })
        .collect()
}
