//! Parallel loops per loop, not per scan dimension: statements that a scalar dimension (a dim
//! whose row is a constant for every statement) separates into different loops at a later dim
//! get their own parallel loop there, decided over the dependences among themselves only.
//!
//! Soundness. At scan dim `k`, the statements whose constants at the scalar dims before `k`
//! agree form a group; the generated loops at `k` hold statements of one group only (the
//! scalar dims order different groups apart). Running a loop's iterations in any order can
//! only reorder instances inside that loop; a dependence between a statement of the group and
//! one outside runs between an instance inside the loop and one before or after the whole
//! loop, which no order of its iterations reverses. So the loop is parallel if no dependence
//! between two statements of its group is carried at `k` (with equal outer dims):
//! [`dim_parallel_where`] over the group, decided exactly. A statement's instances split
//! into several loops at `k` (separation by ranges) are all in its group: that only adds
//! dependences to the check.
//!
//! Which loops. As for one flag per dim: per group, the first dim that is a tile loop or the
//! group's outermost loop and is parallel for the group (an inner point loop would fork once
//! per outer iteration for little work); one per statement, so parallel loops never nest.

use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::Row;

use super::model::Scop;
use super::verify::{dim_parallel_where, StmtMap};

/// A row that is a constant: every column but the last zero.
fn constant(r: &Row) -> bool {
    r[..r.len() - 1].iter().all(Int::is_zero)
}

/// Per scan dim: every statement's row there is a constant.
fn scalar_dims(maps: &[StmtMap]) -> Vec<bool> {
    let nd = maps.first().map_or(0, |m| m.dims.len());
    (0..nd)
        .map(|k| maps.iter().all(|m| constant(&m.dims[k])))
        .collect()
}

/// The statements whose constants at the scalar dims before `k` equal statement `s`'s.
fn group(maps: &[StmtMap], s: usize, k: usize) -> Vec<usize> {
    let scalar = scalar_dims(maps);
    let key = |t: usize| -> Vec<Option<&Int>> {
        (0..k)
            .filter(|&d| scalar[d])
            .map(|d| maps[t].dims[d].last())
            .collect()
    };
    let ks = key(s);
    (0..maps.len()).filter(|&t| key(t) == ks).collect()
}

/// Per statement, per scan dim: the loop there holding the statement is `affine.parallel`.
/// `tile_dim` marks the tile loops. See the module doc for the choice.
pub fn mark(
    scop: &Scop,
    maps: &[StmtMap],
    tile_dim: &[bool],
    budget: &mut Budget,
) -> Vec<Vec<bool>> {
    let nd = maps.first().map_or(0, |m| m.dims.len());
    let mut done: Vec<Option<usize>> = vec![None; maps.len()];
    for k in 0..nd {
        let mut seen: Vec<Vec<usize>> = Vec::new();
        for s in 0..maps.len() {
            if done[s].is_some() || constant(&maps[s].dims[k]) {
                continue;
            }
            let g = group(maps, s, k);
            if seen.contains(&g) {
                continue;
            }
            let outermost = g
                .iter()
                .all(|&t| (0..k).all(|d| constant(&maps[t].dims[d])));
            let candidate = tile_dim.get(k).copied().unwrap_or(false) || outermost;
            let par = candidate
                && dim_parallel_where(
                    scop,
                    maps,
                    k,
                    |a, b| g.contains(&a) && g.contains(&b),
                    budget,
                ) == Some(true);
            if par {
                for &t in &g {
                    done[t] = Some(k);
                }
            }
            seen.push(g);
        }
    }
    done.iter()
        .map(|d| (0..nd).map(|k| *d == Some(k)).collect())
        .collect()
}
