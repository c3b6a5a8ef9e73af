//! Regions for `affine-data-copy-generate`: the bounding box of a memref's accesses at a copy
//! point nested in `d` outer loops, parametric in the outer induction variables, and the
//! memory footprint of an `affine.for` (mlir-opt's `getMemoryFootprintBytes`).
//!
//! A box dimension is `[g(o) + m, g(o) + M]` where `o` are the outer ivs and `g` is a linear
//! function of them (a guess: the subscript with every inner iv replaced, innermost first, by
//! its loop's lower bound when that is a single affine expression of enclosing ivs). `m` and
//! `M` are the exact integer minimum and maximum of `subscript - g(o)` over every access's
//! whole iteration domain (outer ivs included), so the box holds every accessed cell for every
//! value of the outer ivs whatever `g` is; a good `g` only makes it tight (for `g = 0`, as at
//! depth 0, it is the constant bounding box). The extent `M - m + 1` is a constant.

use tessera_dependence::access::{materialize, Access, Model};
use tessera_dependence::model::{build_domain, SymbolTable};
use tessera_ir::views::AffineForOp;
use tessera_ir::Registry;
use tessera_ir::{Module, OpId, Type, ValueId};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::int::Int;
use tessera_polyhedral::lexopt::{maximize, minimize, IntOpt};
use tessera_polyhedral::linear::Row;

/// A box: per dimension, the lower bound as coefficients over the outer ivs and a constant,
/// and the constant extent.
#[derive(Debug, Clone)]
pub(crate) struct BoxRegion {
    /// Lower bound of each dimension: (coefficient of each outer iv, constant).
    pub lo: Vec<(Vec<i64>, i64)>,
    /// Extent of each dimension.
    pub ext: Vec<i64>,
}

/// Byte size of a scalar element type (`None` for other types).
pub(crate) fn elem_bytes(t: &Type) -> Option<usize> {
    match t {
        Type::Index => Some(8),
        Type::Integer { width, .. } => Some((*width as usize).div_ceil(8)),
        Type::Float(f) => Some(f.width() as usize / 8),
        _ => None,
    }
}

/// The affine loops (`affine.for`) enclosing `op`, outermost first, up to the function.
pub(crate) fn enclosing_fors(m: &Module, op: OpId) -> Vec<OpId> {
    let mut out = vec![];
    let mut cur = m.parent_op(op);
    while let Some(p) = cur {
        match m.op(p).name.as_str() {
            "affine.for" => out.push(p),
            "func.func" | "affine.execute_region" => break,
            _ => {}
        }
        cur = m.parent_op(p);
    }
    out.reverse();
    out
}

/// The linear guess `g` for dimension `k` of `model`'s cell over the first `d` loops.
fn guess(m: &Module, model: &Model, k: usize, d: usize) -> Vec<i64> {
    let n = model.loops.len();
    let mut f: Vec<i64> = match model.cell[k].iter().map(Int::to_i64).collect() {
        Some(f) => f,
        None => return vec![0; d],
    };
    for j in (d..n).rev() {
        let c = f[j];
        if c == 0 {
            continue;
        }
        f[j] = 0;
        if model.loops[j].parallel {
            continue;
        }
        let Some(fo) = AffineForOp::wrap(m, model.loops[j].op) else {
            continue;
        };
        let map = fo.lower_map();
        let [e] = map.results() else {
            continue;
        };
        if !e.is_pure_affine() {
            continue;
        }
        let (nd, ns) = (map.num_dims() as usize, map.num_symbols() as usize);
        let eval = |dims: &[i64], syms: &[i64]| e.eval(dims, syms);
        let (z_d, z_s) = (vec![0; nd], vec![0; ns]);
        let Some(base) = eval(&z_d, &z_s) else {
            continue;
        };
        for (idx, &v) in fo.lb_operands().iter().enumerate().take(nd + ns) {
            let (mut dd, mut ss) = (z_d.clone(), z_s.clone());
            if idx < nd {
                dd[idx] = 1;
            } else {
                ss[idx - nd] = 1;
            }
            let Some(coef) = eval(&dd, &ss).map(|x| x - base) else {
                continue;
            };
            if let Some(i) = (0..j).find(|&i| model.loops[i].iv == v) {
                f[i] = f[i].saturating_add(c.saturating_mul(coef));
            }
        }
    }
    f.truncate(d);
    f
}

/// Exact min and max of `row` over `piece` (`Ok(None)`: the piece is empty).
fn range(
    piece: &tessera_polyhedral::linear::System,
    row: &[Int],
) -> Result<Option<(i64, i64)>, String> {
    let mut budget = Budget::default();
    let no = || "the accessed region has no constant bounds".to_string();
    let mn = minimize(piece, row, &mut budget).map_err(|_| no())?;
    let mx = maximize(piece, row, &mut budget).map_err(|_| no())?;
    match (mn, mx) {
        (IntOpt::Empty, _) | (_, IntOpt::Empty) => Ok(None),
        (IntOpt::Value(a, _), IntOpt::Value(b, _)) => match (a.to_i64(), b.to_i64()) {
            (Some(a), Some(b)) => Ok(Some((a, b))),
            _ => Err("region bound out of range".into()),
        },
        _ => Err(no()),
    }
}

/// The box of memref `mr` (of static `shape`) accessed by the ops `users` at a copy point
/// inside the loops `outer` (outermost first). `Ok(None)`: no access executes. Errors say why
/// no box exists (not modelled, not of constant extent).
pub(crate) fn region_box(
    m: &Module,
    accesses: &[Access],
    users: &[OpId],
    mr: ValueId,
    outer: &[OpId],
    shape: &[i64],
) -> Result<Option<BoxRegion>, String> {
    let d = outer.len();
    let mut models: Vec<&Model> = vec![];
    for &u in users {
        let Some(a) = accesses.iter().find(|a| a.op == u && a.memref == mr) else {
            return Err("access not analysed".into());
        };
        let model = a.model.as_ref().map_err(Clone::clone)?;
        let ok = model.loops.len() >= d
            && outer
                .iter()
                .zip(&model.loops)
                .all(|(&o, l)| l.op == o && !l.parallel && !l.linalg);
        if !ok || model.cell.len() != shape.len() {
            return Err("the loops enclosing the access are not modelled as expected".into());
        }
        models.push(model);
    }
    let Some(first) = models.first() else {
        return Ok(None);
    };
    let mut lo = vec![];
    let mut ext = vec![];
    for k in 0..shape.len() {
        let g = guess(m, first, k, d);
        let shifted = |row: &Row, add: i64, sign: i64| -> Row {
            let mut r: Row = row.clone();
            for (i, &gi) in g.iter().enumerate() {
                r[i] = &r[i] - Int::from(sign * gi);
            }
            let last = r.len() - 1;
            r[last] = &r[last] + Int::from(add);
            r
        };
        let mut mm: Option<(i64, i64)> = None;
        for model in &models {
            for piece in &model.pieces {
                if let Some((a, b)) = range(piece, &shifted(&model.cell[k], 0, 1))? {
                    mm = Some(mm.map_or((a, b), |(x, y)| (x.min(a), y.max(b))));
                }
            }
        }
        let Some((mn, mx)) = mm else {
            return Ok(None);
        };
        lo.push((g, mn));
        ext.push(mx - mn + 1);
    }
    Ok(Some(BoxRegion { lo, ext }))
}

/// mlir-opt's `getMemoryFootprintBytes` of the `affine.for` `for_op`: the sum over the memrefs
/// its `affine.load`/`affine.store` ops access (any memory space) of the box at the loop's own
/// depth (outer ivs as parameters) times the element size; `None` when a box or element size
/// is unknown (mlir-opt then assumes the loop fits).
pub(crate) fn footprint_bytes(m: &Module, accesses: &[Access], for_op: OpId) -> Option<u128> {
    let outer = enclosing_fors(m, for_op);
    let mut order: Vec<(ValueId, Vec<OpId>)> = vec![];
    for op in m.walk(for_op) {
        let o = m.op(op);
        let mr = match o.name.as_str() {
            "affine.load" => o.operands.first(),
            "affine.store" => o.operands.get(1),
            _ => None,
        };
        let Some(&mr) = mr else {
            continue;
        };
        match order.iter_mut().find(|(v, _)| *v == mr) {
            Some((_, us)) => us.push(op),
            None => order.push((mr, vec![op])),
        }
    }
    let mut total: u128 = 0;
    for (mr, users) in &order {
        let t = m.value_type(*mr);
        let shape = t.shape()?.to_vec();
        if shape.iter().any(|&x| x < 0) {
            return None;
        }
        // mlir-opt sizes int and float elements only.
        let es = match t.element_type()? {
            Type::Index => return None,
            e => elem_bytes(e)?,
        };
        let b = region_box(m, accesses, users, *mr, &outer, &shape).ok()?;
        if let Some(b) = b {
            let n: u128 = b
                .ext
                .iter()
                .zip(&shape)
                .map(|(&e, &s)| e.min(s).max(0) as u128)
                .product();
            total += n * es as u128;
        }
    }
    Some(total)
}

/// True when the stores `users` of `mr` write every cell of `region` whenever the range runs:
/// each is a straight-line op of the range (directly in `block`, so it executes exactly once
/// per execution of the range) whose cell is `g(o) + constant` in every dimension, and the
/// distinct constants number as many as the box's cells. The box then needs no copy-in.
pub(crate) fn stores_cover_box(
    m: &Module,
    accesses: &[Access],
    users: &[OpId],
    mr: ValueId,
    block: tessera_ir::BlockId,
    region: &BoxRegion,
) -> bool {
    let d = region.lo.first().map_or(0, |(g, _)| g.len());
    let mut cells: Vec<Vec<i64>> = vec![];
    for &u in users {
        if m.op(u).name != "affine.store" || m.op(u).parent != Some(block) {
            return false;
        }
        let Some(Ok(model)) = accesses
            .iter()
            .find(|a| a.op == u && a.memref == mr)
            .map(|a| a.model.as_ref())
        else {
            return false;
        };
        let mut cell = vec![];
        for (k, row) in model.cell.iter().enumerate() {
            let (g, mn) = &region.lo[k];
            let Some(r): Option<Vec<i64>> = row.iter().map(Int::to_i64).collect() else {
                return false;
            };
            let Some((&c, coefs)) = r.split_last() else {
                return false;
            };
            let outer_ok = coefs.len() >= d && coefs[..d] == g[..];
            if !outer_ok || coefs[d..].iter().any(|&x| x != 0) {
                return false;
            }
            cell.push(c - mn);
        }
        if !cells.contains(&cell) {
            cells.push(cell);
        }
    }
    let n: u128 = region.ext.iter().map(|&e| e.max(0) as u128).product();
    cells.len() as u128 == n
}

/// True when `region` lies inside a memref of `shape` for every iteration of the loops around
/// `at` (the op the copies are placed before); its lower bounds may use only those loops' ivs
/// (outermost first). `false` when the domain of `at` cannot be modelled.
pub(crate) fn box_in_bounds(
    m: &Module,
    reg: &Registry,
    at: OpId,
    region: &BoxRegion,
    shape: &[i64],
) -> bool {
    let mut syms = SymbolTable::default();
    let Ok(dom) = build_domain(m, reg, at, &mut syms) else {
        return false;
    };
    let Ok(model) = materialize(&dom, syms.values.len()) else {
        return false;
    };
    let ncols = model.loops.len() + model.nsyms + model.nlocals;
    for (k, ((g, mn), &e)) in region.lo.iter().zip(&region.ext).enumerate() {
        if g.len() > model.loops.len() {
            return false;
        }
        let (lo, hi) = (*mn, mn.saturating_add(e - 1));
        if g.iter().all(|&x| x == 0) {
            if lo < 0 || hi >= shape[k] {
                return false;
            }
            continue;
        }
        let mut row: Row = vec![Int::from(0); ncols + 1];
        for (i, &gi) in g.iter().enumerate() {
            row[i] = Int::from(gi);
        }
        for piece in &model.pieces {
            match range(piece, &row) {
                Ok(None) => {}
                Ok(Some((a, b))) => {
                    if a.saturating_add(lo) < 0 || b.saturating_add(hi) >= shape[k] {
                        return false;
                    }
                }
                Err(_) => return false,
            }
        }
    }
    true
}
