//! The cost model's view of a statement under a scan ([`super::cost`]): its loops (trip counts
//! and the change of its ivs per step, from the inverse of the scan's rows), its instances and
//! its accesses, with every parameter set to an assumed size.

use num_traits::ToPrimitive;
use tessera_ir::types::{Type, DYNAMIC};
use tessera_ir::{Module, ValueId};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::{Row, System};
use tessera_polyhedral::simplex::{minimize, RatOpt};

use super::model::Scop;
use super::verify::StmtMap;

/// One statement under a scan, as the model sees it.
pub(super) struct StmtView {
    /// Per scan dim: `None` for a constant dim (its value), else the loop's trip count and the
    /// change of the statement's ivs when the loop advances by one.
    pub(super) dims: Vec<DimView>,
    /// Instances.
    pub(super) count: f64,
    /// Accesses: memref, element bytes, shape (`None`: unknown), iv coefficients per cell dim,
    /// read or write.
    pub(super) accesses: Vec<AccessView>,
}

#[derive(Clone)]
pub(super) enum DimView {
    Const(i64),
    Loop { trip: f64, dir: Vec<f64> },
}

pub(super) struct AccessView {
    pub(super) memref: ValueId,
    pub(super) elem: f64,
    pub(super) shape: Vec<Option<f64>>,
    pub(super) coef: Vec<Vec<f64>>,
    pub(super) read: bool,
}

fn f(x: &Int) -> f64 {
    x.to_i64()
        .map(|v| v as f64)
        .unwrap_or_else(|| x.to_string().parse().unwrap_or(f64::MAX))
}

/// `row` over `[ivs | params | 1]` restricted to the domain with the parameters fixed: its
/// least and greatest rational value.
fn range(dom: &System, row: &Row, budget: &mut Budget) -> Option<(f64, f64)> {
    let lo = match minimize(dom, row, budget).ok()? {
        RatOpt::Min(q) => q.to_f64()?,
        _ => return None,
    };
    let neg: Row = row.iter().map(|x| -x.clone()).collect();
    let hi = match minimize(dom, &neg, budget).ok()? {
        RatOpt::Min(q) => -q.to_f64()?,
        _ => return None,
    };
    Some((lo, hi))
}

/// The least and greatest value of `row` (over `[ivs | params | 1]`, or wider: the columns
/// past the statement's are ignored but the last, the constant) on statement `s`'s domain
/// with every parameter set to `size`; rational bounds.
pub(crate) fn row_range(
    scop: &Scop,
    s: usize,
    row: &Row,
    size: i64,
    budget: &mut Budget,
) -> Option<(f64, f64)> {
    let (n, np) = (scop.stmts[s].depth(), scop.params.len());
    let mut r = row[..n + np].to_vec();
    r.push(row[row.len() - 1].clone());
    range(&fixed_domain(scop, s, size), &r, budget)
}

/// Statement `s`'s domain with every parameter set to `size`.
fn fixed_domain(scop: &Scop, s: usize, size: i64) -> System {
    let st = &scop.stmts[s];
    let (n, np) = (st.depth(), scop.params.len());
    let mut dom = st.domain.clone();
    for p in 0..np {
        let mut r = vec![Int::zero(); n + np + 1];
        r[n + p] = Int::one();
        r[n + np] = Int::from(-size);
        dom.add_eq(r);
    }
    dom
}

/// Inverse of a square matrix (Gauss–Jordan), `None` if singular.
fn inverse(a: &[Vec<f64>]) -> Option<Vec<Vec<f64>>> {
    let n = a.len();
    let mut m: Vec<Vec<f64>> = a
        .iter()
        .enumerate()
        .map(|(i, r)| {
            let mut r = r.clone();
            r.extend((0..n).map(|j| f64::from(u8::from(i == j))));
            r
        })
        .collect();
    for c in 0..n {
        let p = (c..n).max_by(|&x, &y| m[x][c].abs().total_cmp(&m[y][c].abs()))?;
        if m[p][c].abs() < 1e-12 {
            return None;
        }
        m.swap(c, p);
        let pv = m[c][c];
        for x in m[c].iter_mut() {
            *x /= pv;
        }
        for r in 0..n {
            if r != c && m[r][c] != 0.0 {
                let k = m[r][c];
                let pr = m[c].clone();
                for (x, y) in m[r].iter_mut().zip(&pr) {
                    *x -= k * y;
                }
            }
        }
    }
    Some(m.into_iter().map(|r| r[n..].to_vec()).collect())
}

/// Bytes of an element of memref type `ty` (8 if unknown).
pub(super) fn elem_bytes(ty: &Type) -> f64 {
    ty.element_type()
        .and_then(Type::int_or_float_width)
        .map_or(8.0, |w| f64::from(w.max(8)) / 8.0)
}

pub(super) fn view(
    m: &Module,
    scop: &Scop,
    s: usize,
    map: &StmtMap,
    size: i64,
    budget: &mut Budget,
) -> Option<StmtView> {
    let st = &scop.stmts[s];
    let (n, np, nt) = (st.depth(), scop.params.len(), map.tiles.len());
    let dom = fixed_domain(scop, s, size);
    let narrow = |r: &Row| -> Row {
        let mut o = r[..n + np].to_vec();
        o.push(r[r.len() - 1].clone());
        o
    };
    let mut count = 1.0;
    for j in 0..n {
        let mut r = vec![Int::zero(); n + np + 1];
        r[j] = Int::one();
        let (lo, hi) = range(&dom, &r, budget)?;
        count *= (hi - lo + 1.0).max(1.0);
    }
    // Point (untiled) loop dims: their iv parts must form an invertible matrix.
    let is_q = |r: &Row| r[n + np..n + np + nt].iter().any(|x| !x.is_zero());
    let is_iv = |r: &Row| r[..n].iter().any(|x| !x.is_zero());
    let point: Vec<usize> = (0..map.dims.len())
        .filter(|&k| is_iv(&map.dims[k]) && !is_q(&map.dims[k]))
        .collect();
    if point.len() != n {
        return None;
    }
    let h: Vec<Vec<f64>> = point
        .iter()
        .map(|&k| map.dims[k][..n].iter().map(f).collect())
        .collect();
    let hinv = if n == 0 { vec![] } else { inverse(&h)? };
    let dir_of = |i: usize| -> Vec<f64> { (0..n).map(|r| hinv[r][i]).collect() };
    // Tile j ↔ the point dim with the same iv part (`None`: a tile of a constant row). A
    // tile hyperplane that is no point dim's (diamond tiling) takes the place of a point dim
    // no tile matches: `m` is `h` with those rows replaced, and a tile loop's direction is
    // the column of `m`'s inverse (each tile hyperplane but its own fixed).
    let mut tile_point: Vec<Option<usize>> = Vec::new();
    let mut m_rows = h.clone();
    let mut replaced: Vec<usize> = Vec::new();
    for (tr, _) in &map.tiles {
        if tr[..n].iter().all(|x| x.is_zero()) {
            tile_point.push(None);
        } else if let Some(p) = point.iter().position(|&k| map.dims[k][..n] == tr[..n]) {
            tile_point.push(Some(p));
        } else {
            tile_point.push(None);
        }
    }
    for (j, (tr, _)) in map.tiles.iter().enumerate() {
        if tile_point[j].is_some() || tr[..n].iter().all(|x| x.is_zero()) {
            continue;
        }
        let free = (0..n).find(|&p| {
            if tile_point.contains(&Some(p)) {
                return false;
            }
            let mut cand = m_rows.clone();
            cand[p] = tr[..n].iter().map(f).collect();
            inverse(&cand).is_some()
        })?;
        m_rows[free] = tr[..n].iter().map(f).collect();
        tile_point[j] = Some(free);
        replaced.push(free);
    }
    let minv = if replaced.is_empty() {
        hinv.clone()
    } else {
        inverse(&m_rows)?
    };
    let tile_dir_of = |i: usize| -> Vec<f64> { (0..n).map(|r| minv[r][i]).collect() };
    // Tile dims: their q coefficients, inverted to directions.
    let tdims: Vec<usize> = (0..map.dims.len())
        .filter(|&k| is_q(&map.dims[k]))
        .collect();
    if tdims.len() != nt {
        return None;
    }
    let c: Vec<Vec<f64>> = tdims
        .iter()
        .map(|&k| map.dims[k][n + np..n + np + nt].iter().map(f).collect())
        .collect();
    let cinv = if nt == 0 { vec![] } else { inverse(&c)? };
    let mut tile_range = Vec::new();
    for (tr, sz) in &map.tiles {
        let (lo, hi) = range(&dom, tr, budget)?;
        tile_range.push(((hi - lo + 1.0).max(1.0), *sz as f64));
    }
    // Tiles per tile variable: over the whole range, or within the next coarser tile of the
    // same hyperplane (a second tiling level, [`super::tile_l2`]).
    let tile_count: Vec<f64> = (0..nt)
        .map(|j| {
            let whole = (tile_range[j].0 / tile_range[j].1).ceil();
            let coarser = (0..nt)
                .filter(|&k| map.tiles[k].0 == map.tiles[j].0 && map.tiles[k].1 > map.tiles[j].1)
                .map(|k| tile_range[k].1)
                .fold(f64::INFINITY, f64::min);
            whole.min((coarser / tile_range[j].1).ceil())
        })
        .collect();
    let mut dims = Vec::new();
    for (k, row) in map.dims.iter().enumerate() {
        if !is_iv(row) && !is_q(row) {
            dims.push(DimView::Const(row[row.len() - 1].to_i64().unwrap_or(0)));
            continue;
        }
        if let Some(ti) = tdims.iter().position(|&x| x == k) {
            let trip: f64 = (0..nt)
                .map(|j| f(&row[n + np + j]).abs() * tile_count[j])
                .sum::<f64>()
                .max(1.0);
            let mut dir = vec![0.0; n];
            for j in 0..nt {
                let Some(pj) = tile_point[j] else { continue };
                let w = cinv[j][ti] * tile_range[j].1;
                for (d, x) in dir.iter_mut().zip(tile_dir_of(pj)) {
                    *d += w * x;
                }
            }
            dims.push(DimView::Loop { trip, dir });
            continue;
        }
        let pi = point.iter().position(|&x| x == k)?;
        let (lo, hi) = range(&dom, &narrow(row), budget)?;
        let mut trip = (hi - lo + 1.0).max(1.0);
        if replaced.contains(&pi) {
            // A point dim whose tile hyperplane was replaced: its extent in a tile, from its
            // row over the tile hyperplanes (`m`'s rows), if it is a combination of tiled ones.
            let a: Vec<f64> = (0..n)
                .map(|c| (0..n).map(|r| h[pi][r] * minv[r][c]).sum())
                .collect();
            let tiled = |c: usize| tile_point.iter().position(|&x| x == Some(c));
            if (0..n).all(|c| a[c].abs() < 1e-9 || tiled(c).is_some()) {
                let ext: f64 = (0..n)
                    .filter_map(|c| tiled(c).map(|j| a[c].abs() * map.tiles[j].1 as f64))
                    .sum();
                trip = trip.min(ext.max(1.0));
            }
        } else if let Some(size) = (0..nt)
            .filter(|&j| tile_point[j] == Some(pi))
            .map(|j| map.tiles[j].1)
            .min()
        {
            trip = trip.min(size as f64);
        }
        dims.push(DimView::Loop {
            trip,
            dir: dir_of(pi),
        });
    }
    // The trips are ranges over the whole domain; in a skewed or wavefront space most
    // combinations of them are empty. Scale the tile loops' trips (or every loop's, without
    // tiles) so that their product is the number of instances.
    let prod: f64 = dims
        .iter()
        .map(|d| match d {
            DimView::Loop { trip, .. } => *trip,
            DimView::Const(_) => 1.0,
        })
        .product();
    if prod > count * 1.01 {
        let scaled: Vec<usize> = if nt > 0 {
            tdims.clone()
        } else {
            (0..dims.len())
                .filter(|&k| matches!(dims[k], DimView::Loop { .. }))
                .collect()
        };
        let by = (prod / count).powf(1.0 / scaled.len().max(1) as f64);
        for &k in &scaled {
            if let DimView::Loop { trip, .. } = &mut dims[k] {
                *trip = (*trip / by).max(1.0);
            }
        }
    }
    let accesses = st
        .accesses
        .iter()
        .map(|a| {
            let ty = m.value_type(a.memref);
            let elem = elem_bytes(ty);
            let shape = ty
                .shape()
                .map(|s| {
                    s.iter()
                        .map(|&d| (d != DYNAMIC).then_some(d as f64))
                        .collect()
                })
                .unwrap_or_default();
            AccessView {
                memref: a.memref,
                elem,
                shape,
                coef: a
                    .model
                    .cell
                    .iter()
                    .map(|r| r[..n].iter().map(f).collect())
                    .collect(),
                read: !a.write,
            }
        })
        .collect();
    Some(StmtView {
        dims,
        count,
        accesses,
    })
}

#[cfg(test)]
mod tests {
    use super::inverse;

    /// The skew `(t, t + i)` has the inverse `(t, i - t)`.
    #[test]
    fn inverse_of_a_skew() {
        let inv = inverse(&[vec![1.0, 0.0], vec![1.0, 1.0]]).unwrap();
        assert_eq!(inv, vec![vec![1.0, 0.0], vec![-1.0, 1.0]]);
        assert!(inverse(&[vec![1.0, 2.0], vec![2.0, 4.0]]).is_none());
    }
}
