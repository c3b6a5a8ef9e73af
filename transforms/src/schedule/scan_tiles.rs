//! Full/partial tile separation on the loop tree of [`super::scan`] (CLooG's and Polly's
//! "isolate" of full tiles; Pluto's `post_transform`): the point loops of a tiled band are
//! versioned on the condition that the whole tile lies inside every other bound,
//!
//! ```text
//! affine.if (full tile) { point loops from S*q to S*q + S - 1 (constant trip count S) }
//! else                  { the point loops as scanned (max/min bounds) }
//! ```
//!
//! so a C compiler sees constant-trip loops without `min`/`max` in the steady state, and
//! unroll-and-jam needs no cleanup loop there.
//!
//! Exactness. A point loop `k` of the chain has one tile lower row `c_k - t >= 0` (`c_k >= t`)
//! and one tile upper row `u - c_k >= 0` (`c_k <= u`) — the rows that involve a tile dim of the
//! band, with unit coefficient on `c_k` — and other rows `a c_k + e >= 0`. Every other row
//! holds on the whole tile range iff it holds at the end of the range it bounds: a lower row
//! (`a > 0`) at `c_k = t`, an upper row (`a < 0`) at `c_k = u`, since it is monotone in `c_k`.
//! The condition is the conjunction of those rows, over dims outside the chain and the
//! parameters; under it the other rows are implied and dropping them changes no loop range.
//! A band whose rows do not have this shape (two tile rows on a side, a non-unit coefficient,
//! bounds depending on another point loop of the band, as in triangular tiles) is left as
//! scanned.

use tessera_polyhedral::int::Int;
use tessera_polyhedral::linear::Row;

use super::scan::Node;

/// The scan dims of one tiled band: its tile dims and its point dims (outermost first).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TiledBand {
    /// Tile dims.
    pub tiles: Vec<usize>,
    /// Point dims.
    pub points: Vec<usize>,
}

/// Versions the point loops of every band in `bands` on their full-tile condition.
pub(crate) fn separate_full_tiles(nodes: Vec<Node>, bands: &[TiledBand]) -> Vec<Node> {
    nodes.into_iter().map(|n| separate_node(n, bands)).collect()
}

fn separate_node(node: Node, bands: &[TiledBand]) -> Node {
    match node {
        Node::Loop {
            k,
            lower,
            upper,
            body,
        } => {
            let body = separate_full_tiles(body, bands);
            let l = Node::Loop {
                k,
                lower,
                upper,
                body,
            };
            match bands.iter().find(|b| b.points.first() == Some(&k)) {
                Some(b) => version(l, b).unwrap_or_else(|l| l),
                None => l,
            }
        }
        Node::Guard { conds, body } => Node::Guard {
            conds,
            body: separate_full_tiles(body, bands),
        },
        Node::IfElse {
            row,
            then,
            otherwise,
        } => Node::IfElse {
            row,
            then: separate_full_tiles(then, bands),
            otherwise: separate_full_tiles(otherwise, bands),
        },
        Node::Versioned {
            conds,
            then,
            otherwise,
        } => Node::Versioned {
            conds,
            then: separate_full_tiles(then, bands),
            otherwise: separate_full_tiles(otherwise, bands),
        },
        Node::Bind { k, row, body } => Node::Bind {
            k,
            row,
            body: separate_full_tiles(body, bands),
        },
        s @ Node::Stmt { .. } => s,
    }
}

/// The perfect chain from `l` of loops over point dims of `band`, and of bindings of point dims
/// (a statement that does not iterate one of the band's levels has that dim bound).
fn chain<'a>(l: &'a Node, band: &TiledBand) -> Vec<&'a Node> {
    let mut out = vec![l];
    let mut cur = l;
    while let Node::Loop { body, .. } | Node::Bind { body, .. } = cur {
        match body.as_slice() {
            [inner @ (Node::Loop { k, .. } | Node::Bind { k, .. })]
                if band.points.contains(k) && !out.iter().any(|n| dim_of(n) == Some(*k)) =>
            {
                out.push(inner);
                cur = inner;
            }
            _ => break,
        }
    }
    // The chain ends with a loop.
    while out.len() > 1 && matches!(out.last(), Some(Node::Bind { .. })) {
        out.pop();
    }
    out
}

fn dim_of(n: &Node) -> Option<usize> {
    match n {
        Node::Loop { k, .. } | Node::Bind { k, .. } => Some(*k),
        _ => None,
    }
}

/// `row` with column `k` set to zero.
fn without(row: &Row, k: usize) -> Row {
    let mut r = row.clone();
    r[k] = Int::zero();
    r
}

/// `a + f * b`.
fn add_scaled(a: &Row, f: &Int, b: &Row) -> Row {
    a.iter().zip(b).map(|(x, y)| x + &(f * y)).collect()
}

/// The full-tile version of the chain rooted at `l`, or `l` back if the band's rows do not
/// have the shape of the module documentation or no row needs a condition.
fn version(l: Node, band: &TiledBand) -> Result<Node, Node> {
    let links = chain(&l, band);
    let dims: Vec<usize> = links.iter().filter_map(|n| dim_of(n)).collect();
    let mut conds: Vec<Row> = Vec::new();
    // Per loop link: its tile lower and upper rows.
    let mut tile_rows: Vec<(Row, Row)> = Vec::new();
    for n in &links {
        let (k, lower, upper) = match n {
            Node::Loop {
                k, lower, upper, ..
            } => (*k, lower, upper),
            Node::Bind { k, row, .. } => {
                if dims.iter().any(|&d| d != *k && !row[d].is_zero()) {
                    return Err(l);
                }
                continue;
            }
            _ => return Err(l),
        };
        let is_tile = |r: &Row| band.tiles.iter().any(|&t| !r[t].is_zero());
        let other_chain_dim = |r: &Row| dims.iter().any(|&d| d != k && !r[d].is_zero());
        if lower.iter().chain(upper.iter()).any(other_chain_dim) {
            return Err(l);
        }
        let tl: Vec<&Row> = lower.iter().filter(|r| is_tile(r)).collect();
        let tu: Vec<&Row> = upper.iter().filter(|r| is_tile(r)).collect();
        let (&[t], &[u]) = (tl.as_slice(), tu.as_slice()) else {
            return Err(l);
        };
        if !t[k].is_one() || !(-&u[k]).is_one() {
            return Err(l);
        }
        // c_k = t0 at the lower end, c_k = u0 at the upper end.
        let t0: Row = without(t, k).iter().map(|x| -x).collect();
        let u0 = without(u, k);
        for o in lower.iter().filter(|r| !is_tile(r)) {
            conds.push(add_scaled(&without(o, k), &o[k], &t0));
        }
        for o in upper.iter().filter(|r| !is_tile(r)) {
            conds.push(add_scaled(&without(o, k), &o[k], &u0));
        }
        tile_rows.push((t.clone(), u.clone()));
    }
    // Constant conditions: true ones are dropped, a false one means no tile is full.
    let ncols = conds.first().map_or(0, |r| r.len() - 1);
    let mut kept = Vec::new();
    for c in conds {
        if c[..ncols].iter().all(|x| x.is_zero()) {
            if c[ncols].is_negative() {
                return Err(l);
            }
        } else {
            kept.push(c);
        }
    }
    let mut conds = kept;
    conds.sort();
    conds.dedup();
    // Without conditions (every other row holds on every tile) every tile is full: the chain
    // with the tile rows only, marked as a version without condition.
    // The full-tile copy: the chain with the tile rows only, the innermost body cloned.
    let mut then = match links.last() {
        Some(Node::Loop { body, .. }) => body.clone(),
        _ => return Err(l),
    };
    let mut rows = tile_rows.into_iter().rev();
    for n in links.iter().rev() {
        then = vec![match n {
            Node::Loop { k, .. } => {
                let Some((t, u)) = rows.next() else {
                    return Err(l);
                };
                Node::Loop {
                    k: *k,
                    lower: vec![t],
                    upper: vec![u],
                    body: then,
                }
            }
            Node::Bind { k, row, .. } => Node::Bind {
                k: *k,
                row: row.clone(),
                body: then,
            },
            _ => return Err(l),
        }];
    }
    if conds.is_empty() {
        return Ok(Node::Versioned {
            conds,
            then,
            otherwise: vec![],
        });
    }
    Ok(Node::Versioned {
        conds,
        then,
        otherwise: vec![l],
    })
}
