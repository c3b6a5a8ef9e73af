//! Shortcuts that answer a pair, or set it up, without a pair system: the integer box image of
//! an access's cells (`CellRanges`, `cells_disjoint`: no common cell, independent at every
//! depth), the disjoint-box fast path of pairs without common loops, and a point of an
//! access's domain that starts the relaxations (`model_point`).

use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::lexopt;
use tessera_polyhedral::linear::Row;
use tessera_polyhedral::simplex::Lp;

use super::{DepthResult, Witness, PAIR_BUDGET};
use crate::access::Model;

/// A box domain with separable unit subscripts: every iv in `[lo, hi]`, each cell coordinate
/// `sign * iv + c` (or a constant), each iv used by at most one coordinate.
struct BoxImage {
    lo: Vec<i64>,
    hi: Vec<i64>,
    /// Per cell coordinate: `(iv, sign)` or `None` for a constant, and the constant.
    coords: Vec<(Option<(usize, i64)>, i64)>,
}

impl BoxImage {
    fn of(m: &Model) -> Option<BoxImage> {
        let n = m.loops.len();
        if m.pieces.len() != 1 || m.nlocals != 0 || m.nsyms != 0 {
            return None;
        }
        let p = m.pieces.first()?;
        if !p.eqs.is_empty() {
            return None;
        }
        let (mut lo, mut hi) = (vec![i64::MIN; n], vec![i64::MAX; n]);
        for r in &p.ineqs {
            let nz: Vec<usize> = (0..n).filter(|&k| !r[k].is_zero()).collect();
            let [k] = nz.as_slice() else { return None };
            let c = r[n].to_i64()?;
            match r[*k].to_i64()? {
                1 => lo[*k] = lo[*k].max(c.checked_neg()?),
                -1 => hi[*k] = hi[*k].min(c),
                _ => return None,
            }
        }
        if lo
            .iter()
            .chain(&hi)
            .any(|&v| v == i64::MIN || v == i64::MAX)
        {
            return None;
        }
        let mut used = vec![false; n];
        let mut coords = Vec::new();
        for r in &m.cell {
            let nz: Vec<usize> = (0..n).filter(|&k| !r[k].is_zero()).collect();
            let c = r[n].to_i64()?;
            match nz.as_slice() {
                [] => coords.push((None, c)),
                [k] => {
                    let s = r[*k].to_i64()?;
                    if (s != 1 && s != -1) || std::mem::replace(&mut used[*k], true) {
                        return None;
                    }
                    coords.push((Some((*k, s)), c));
                }
                _ => return None,
            }
        }
        Some(BoxImage { lo, hi, coords })
    }

    /// The interval of cell coordinate `r`.
    fn range(&self, r: usize) -> Option<(i64, i64)> {
        let (v, c) = self.coords.get(r)?;
        Some(match v {
            None => (*c, *c),
            Some((k, 1)) => (self.lo[*k].checked_add(*c)?, self.hi[*k].checked_add(*c)?),
            Some((k, _)) => (c.checked_sub(self.hi[*k])?, c.checked_sub(self.lo[*k])?),
        })
    }

    /// An iteration touching `cell` (assumed inside the image).
    fn iteration(&self, cell: &[i64]) -> Option<Vec<Int>> {
        let mut it = self.lo.clone();
        for ((v, c), &x) in self.coords.iter().zip(cell) {
            if let Some((k, s)) = v {
                it[*k] = s.checked_mul(x.checked_sub(*c)?)?;
            }
        }
        Some(it.into_iter().map(Int::from).collect())
    }
}

/// An integer point of an access's domain (model columns), to start the relaxations of its
/// pairs from; `None` if none was found quickly (the domain may be empty).
pub fn model_point(m: &Model) -> Option<Vec<Int>> {
    let mut budget = Budget::new(PAIR_BUDGET);
    for piece in &m.pieces {
        let Ok(lp) = Lp::new(piece, &mut budget) else {
            return None;
        };
        if !lp.is_feasible() {
            continue;
        }
        let p = match lp.integral_point() {
            Some(p) => Some(p),
            None => lp.dive(&[], lexopt::DIVE_NODES, &mut budget).ok()?,
        };
        if let Some(p) = p.filter(|p| piece.contains(p)) {
            return Some(p);
        }
    }
    None
}

/// Exact fast path for loop-independent pairs without common loops whose domains are boxes
/// and whose subscripts are separable unit shifts: the images are boxes, and the pair depends
/// iff they intersect. `None` when the shape does not apply.
pub fn disjoint_boxes_fast_path(a: &Model, b: &Model) -> Option<DepthResult> {
    let (ia, ib) = (BoxImage::of(a)?, BoxImage::of(b)?);
    if ia.coords.len() != ib.coords.len() {
        return None;
    }
    if ia
        .lo
        .iter()
        .zip(&ia.hi)
        .chain(ib.lo.iter().zip(&ib.hi))
        .any(|(l, h)| l > h)
    {
        return Some(DepthResult::Independent);
    }
    let mut cell = Vec::with_capacity(ia.coords.len());
    for r in 0..ia.coords.len() {
        let ((l1, h1), (l2, h2)) = (ia.range(r)?, ib.range(r)?);
        let (l, h) = (l1.max(l2), h1.min(h2));
        if l > h {
            return Some(DepthResult::Independent);
        }
        cell.push(l);
    }
    Some(DepthResult::Dependent {
        components: vec![],
        witness: Witness {
            src_iter: ia.iteration(&cell)?,
            dst_iter: ib.iteration(&cell)?,
            symbols: vec![],
            cell: cell.into_iter().map(Int::from).collect(),
        },
    })
}

/// The integer range of every cell coordinate of an access over its iteration domain, read
/// from the rational relaxation of each domain piece (a superset of the integer points):
/// `(min, max)` per coordinate, `None` for an unbounded end. An empty domain gives `lo > hi`
/// on every coordinate. Used by [`cells_disjoint`] to prove pairs independent without
/// building their pair systems.
#[derive(Debug, Clone)]
pub struct CellRanges {
    ranges: Vec<(Option<Int>, Option<Int>)>,
    /// Per coordinate: the constant term and the gcd of the coefficients of the iv and
    /// local columns (the symbol coefficients are kept separately in `syms`).
    gcd: Vec<(Int, Int)>,
    syms: Vec<Vec<Int>>,
}

impl CellRanges {
    /// The ranges of `m`'s cell coordinates; `None` if the work budget runs out.
    pub fn of(m: &Model) -> Option<CellRanges> {
        let mut budget = Budget::new(PAIR_BUDGET);
        let n = m.loops.len();
        let ncols = n + m.nsyms + m.nlocals;
        let rank = m.cell.len();
        let mut ranges: Vec<(Option<Int>, Option<Int>)> = Vec::with_capacity(rank);
        let mut any = false;
        for sys in &m.pieces {
            let mut lp = Lp::new(sys, &mut budget).ok()?;
            if !lp.is_feasible() {
                continue;
            }
            for (k, row) in m.cell.iter().enumerate() {
                let lo = match lp.minimize(row, &mut budget).ok()? {
                    tessera_polyhedral::simplex::RatOpt::Min(q) => {
                        Some(Int::from(q.ceil().to_integer()))
                    }
                    tessera_polyhedral::simplex::RatOpt::Unbounded => None,
                    tessera_polyhedral::simplex::RatOpt::Infeasible => return None,
                };
                let neg: Row = row.iter().map(|c| -c).collect();
                let hi = match lp.minimize(&neg, &mut budget).ok()? {
                    tessera_polyhedral::simplex::RatOpt::Min(q) => {
                        Some(-Int::from(q.ceil().to_integer()))
                    }
                    tessera_polyhedral::simplex::RatOpt::Unbounded => None,
                    tessera_polyhedral::simplex::RatOpt::Infeasible => return None,
                };
                if !any {
                    ranges.push((lo, hi));
                } else {
                    let (l0, h0) = &mut ranges[k];
                    *l0 = match (l0.take(), lo) {
                        (Some(a), Some(b)) => Some(Int::min_of(a, b)),
                        _ => None,
                    };
                    *h0 = match (h0.take(), hi) {
                        (Some(a), Some(b)) => Some(Int::max_of(a, b)),
                        _ => None,
                    };
                }
            }
            any = true;
        }
        if !any {
            ranges = vec![(Some(Int::one()), Some(Int::zero())); rank];
        }
        let mut gcd = Vec::with_capacity(rank);
        let mut syms = Vec::with_capacity(rank);
        for row in &m.cell {
            let mut g = Int::zero();
            for (j, c) in row.iter().enumerate().take(ncols) {
                if (j < n || j >= n + m.nsyms) && !c.is_zero() {
                    g = g.gcd(c);
                }
            }
            gcd.push((row.get(ncols).cloned().unwrap_or_default(), g));
            syms.push(row.get(n..n + m.nsyms).unwrap_or_default().to_vec());
        }
        Some(CellRanges { ranges, gcd, syms })
    }

    fn empty(&self) -> bool {
        self.ranges
            .iter()
            .any(|(l, h)| matches!((l, h), (Some(l), Some(h)) if l > h))
    }
}

/// Proves that two accesses (of one scope, on one memref) never touch a common cell: some
/// coordinate has disjoint ranges (a Banerjee-style bounds test over the rational relaxation
/// of each domain), or the equality of some coordinate has no integer solution (the gcd of
/// its variable coefficients does not divide its constant), or a domain is empty. `false`
/// means "not proven", never "dependent".
pub fn cells_disjoint(a: &CellRanges, b: &CellRanges) -> bool {
    if a.ranges.len() != b.ranges.len() {
        return false;
    }
    if a.empty() || b.empty() {
        return true;
    }
    for ((la, ha), (lb, hb)) in a.ranges.iter().zip(&b.ranges) {
        let below =
            |h: &Option<Int>, l: &Option<Int>| matches!((h, l), (Some(h), Some(l)) if h < l);
        if below(ha, lb) || below(hb, la) {
            return true;
        }
    }
    for (k, ((ca, ga), (cb, gb))) in a.gcd.iter().zip(&b.gcd).enumerate() {
        // a_vars . x + sa . s + ca = b_vars . y + sb . s + cb
        let mut g = ga.gcd(gb);
        let (sa, sb) = (&a.syms[k], &b.syms[k]);
        if sa.len() != sb.len() {
            return false;
        }
        for (x, y) in sa.iter().zip(sb) {
            let d = x - y;
            if !d.is_zero() {
                g = g.gcd(&d);
            }
        }
        let diff = cb - ca;
        if g.is_zero() {
            if !diff.is_zero() {
                return true;
            }
        } else if !diff.divisible_by(&g) {
            return true;
        }
    }
    false
}
