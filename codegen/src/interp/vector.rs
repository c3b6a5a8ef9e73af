//! Execution of the vector ops the interpreter supports (broadcast, contiguous loads and stores,
//! reduction, contract, static extract/insert, fma is shared with math.fma).

use tessera_ir::{OpId, Operation};

use crate::value::{ExecError, ExecErrorKind};

use super::decode::Kind;
use super::engine::{get, ival, set, Engine, Flow};
use super::memory::View;
use super::scalar::{Sc, Val};

/// Loads `n` consecutive elements along the last dimension starting at `e.idx`.
fn load_run(e: &mut Engine<'_, '_>, op: OpId, v: &View, n: usize) -> Result<Val, ExecError> {
    let mut out = Vec::with_capacity(n);
    let base = e.idx.last().copied().unwrap_or(0);
    for k in 0..n {
        if let Some(l) = e.idx.last_mut() {
            *l = base + k as i64;
        }
        out.push(e.load_at(op, v)?);
    }
    Ok(Val::Vector(out.into()))
}

fn store_run(e: &mut Engine<'_, '_>, op: OpId, v: &View, val: &Val) -> Result<(), ExecError> {
    let Val::Vector(xs) = val else {
        return Err(e.bad(op));
    };
    let base = e.idx.last().copied().unwrap_or(0);
    for (k, x) in xs.iter().enumerate() {
        if let Some(l) = e.idx.last_mut() {
            *l = base + k as i64;
        }
        e.store_at(op, v, x)?;
    }
    Ok(())
}

fn flat_pos(pos: &[i64], shape: &[i64]) -> Option<(usize, usize)> {
    // Row-major offset of the sub-vector at `pos` and its length.
    let inner: i64 = shape.get(pos.len()..)?.iter().product();
    let mut off = 0i64;
    for (d, &p) in pos.iter().enumerate() {
        let s = *shape.get(d)?;
        if p < 0 || p >= s {
            return None;
        }
        off = off * s + p;
    }
    Some((
        usize::try_from(off * inner).ok()?,
        usize::try_from(inner).ok()?,
    ))
}

/// Executes vector operations.
pub(crate) fn exec_vector(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    o: &Operation,
    kind: &Kind,
) -> Result<Flow, ExecError> {
    let m = e.prog.m;
    let r0 = o.results.first();
    let idx_from = |e: &mut Engine<'_, '_>, from: usize| -> Result<(), ExecError> {
        e.idx.clear();
        for v in o.operands.get(from..).unwrap_or(&[]) {
            let x = ival(frame, *v).ok_or_else(|| e.bad(op))?;
            e.idx.push(x);
        }
        Ok(())
    };
    match kind {
        Kind::VectorBroadcast(n) => {
            let src = get(frame, o.operands.first());
            let v = match &src {
                Val::Vector(xs) if !xs.is_empty() && n % xs.len() == 0 => {
                    xs.iter().cycle().take(*n).cloned().collect::<Vec<_>>()
                }
                Val::Vector(_) => return Err(e.bad(op)),
                x => vec![x.clone(); *n],
            };
            set(frame, r0, Val::Vector(v.into()));
        }
        Kind::VectorLoad(n) => {
            let v = e.view(op, frame, o.operands.first())?;
            idx_from(e, 1)?;
            let val = load_run(e, op, &v, *n)?;
            set(frame, r0, val);
        }
        Kind::VectorStore => {
            let v = e.view(op, frame, o.operands.get(1))?;
            idx_from(e, 2)?;
            store_run(e, op, &v, &get(frame, o.operands.first()))?;
        }
        Kind::AffineVectorLoad(map, n) => {
            let v = e.view(op, frame, o.operands.first())?;
            e.indices(op, frame, map, o.operands.get(1..).unwrap_or(&[]))?;
            let val = load_run(e, op, &v, *n)?;
            set(frame, r0, val);
        }
        Kind::AffineVectorStore(map) => {
            let v = e.view(op, frame, o.operands.get(1))?;
            e.indices(op, frame, map, o.operands.get(2..).unwrap_or(&[]))?;
            store_run(e, op, &v, &get(frame, o.operands.first()))?;
        }
        Kind::VectorReduction(r) => {
            let res = *r0.ok_or_else(|| e.bad(op))?;
            let sc = Sc::of(m.value_type(res)).ok_or_else(|| e.bad(op))?;
            let v = super::control::vector_reduce(e, op, *r, &get(frame, o.operands.first()), sc)?;
            set(frame, r0, v);
        }
        Kind::VectorExtract(pos, shape) => {
            let Val::Vector(xs) = get(frame, o.operands.first()) else {
                return Err(e.bad(op));
            };
            let (off, len) = flat_pos(pos, shape).ok_or_else(|| {
                e.err(
                    op,
                    ExecErrorKind::OutOfBounds,
                    format!("position {pos:?} out of vector shape {shape:?}"),
                )
            })?;
            let part = xs.get(off..off + len).ok_or_else(|| e.bad(op))?;
            let v = if pos.len() == shape.len() {
                part.first().cloned().ok_or_else(|| e.bad(op))?
            } else {
                Val::Vector(part.to_vec().into())
            };
            set(frame, r0, v);
        }
        Kind::VectorInsert(pos, shape) => {
            let src = get(frame, o.operands.first());
            let Val::Vector(dst) = get(frame, o.operands.get(1)) else {
                return Err(e.bad(op));
            };
            let (off, len) = flat_pos(pos, shape).ok_or_else(|| {
                e.err(
                    op,
                    ExecErrorKind::OutOfBounds,
                    format!("position {pos:?} out of vector shape {shape:?}"),
                )
            })?;
            let mut out = dst.to_vec();
            let vals: Vec<Val> = match src {
                Val::Vector(xs) => xs.to_vec(),
                x => vec![x],
            };
            if vals.len() != len || off + len > out.len() {
                return Err(e.bad(op));
            }
            out.splice(off..off + len, vals);
            set(frame, r0, Val::Vector(out.into()));
        }
        Kind::VectorGatherScatter(gather, nidx) => {
            gather_scatter(e, frame, op, o, *gather, *nidx)?;
        }
        Kind::Print(plan) => {
            let plan = plan
                .as_ref()
                .as_ref()
                .map_err(|m| e.err(op, ExecErrorKind::Unsupported, m.clone()))?;
            let mut lanes = Vec::with_capacity(plan.lanes());
            if let Some(&v) = o.operands.first() {
                let val = frame.get(v.index()).cloned().unwrap_or(Val::Undef);
                let mut push = |x: &Val| match x {
                    Val::Int(i) => {
                        lanes.push(*i);
                        true
                    }
                    Val::F32(f) => {
                        lanes.push(i64::from(f.to_bits()));
                        true
                    }
                    Val::F64(f) => {
                        lanes.push(f.to_bits() as i64);
                        true
                    }
                    _ => false,
                };
                let ok = match &val {
                    Val::Vector(xs) => xs.iter().all(&mut push),
                    x => push(x),
                };
                if !ok || lanes.len() != plan.lanes() {
                    return Err(e.bad(op));
                }
            }
            e.write_output(op, &crate::print::render(plan, &lanes))?;
        }
        Kind::VectorContract(plan) => {
            let v = contract(e, frame, op, o, plan)?;
            set(frame, r0, v);
        }
        Kind::Transfer {
            write,
            perm,
            in_bounds,
            shape,
            nidx,
        } => transfer(e, frame, op, o, *write, perm, in_bounds, shape, *nidx)?,
        _ => {
            return Err(e.err(
                op,
                ExecErrorKind::Unsupported,
                "is not supported by the interpreter",
            ));
        }
    }
    Ok(Flow::Next)
}

/// vector.transfer_read / transfer_write: lane `p` accesses the base indices plus `p_k` on the
/// memref dim vector dim `k` walks; lanes out of bounds on a dim not marked in bounds, or
/// masked off, read the padding (and are not written).
#[allow(clippy::too_many_arguments)]
fn transfer(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    o: &Operation,
    write: bool,
    perm: &[Option<usize>],
    in_bounds: &[bool],
    shape: &[i64],
    nidx: usize,
) -> Result<(), ExecError> {
    let mpos = usize::from(write);
    let view = e.view(op, frame, o.operands.get(mpos))?;
    let base: Vec<i64> = o
        .operands
        .get(mpos + 1..mpos + 1 + nidx)
        .unwrap_or(&[])
        .iter()
        .map(|v| ival(frame, *v).ok_or_else(|| e.bad(op)))
        .collect::<Result<_, _>>()?;
    // After the indices: the padding (read only), then the optional mask.
    let after = mpos + 1 + nidx;
    let pad = (!write).then(|| get(frame, o.operands.get(after)));
    let mask = o
        .operands
        .get(after + usize::from(!write))
        .map(|v| get(frame, Some(v)));
    let lanes: Vec<Val> = if write {
        match get(frame, o.operands.first()) {
            Val::Vector(xs) => xs.to_vec(),
            _ => return Err(e.bad(op)),
        }
    } else {
        vec![]
    };
    let n = usize::try_from(shape.iter().product::<i64>()).map_err(|_| e.bad(op))?;
    let mut out = Vec::with_capacity(if write { 0 } else { n });
    let mut p = vec![0i64; shape.len()];
    for lane in 0..n {
        let mut idx = base.clone();
        let mut active = match &mask {
            Some(Val::Vector(ms)) => !matches!(ms.get(lane), Some(Val::Int(0))),
            _ => true,
        };
        for (k, d) in perm.iter().enumerate() {
            let Some(d) = d else { continue };
            let i = idx.get_mut(*d).ok_or_else(|| e.bad(op))?;
            *i = i.checked_add(p[k]).ok_or_else(|| e.affine_err(op))?;
            let size = view.sizes.get(*d).copied().unwrap_or(0);
            if !in_bounds.get(k).copied().unwrap_or(false) && (*i < 0 || *i >= size) {
                active = false;
            }
        }
        e.idx.clone_from(&idx);
        if write {
            if active {
                let v = lanes.get(lane).ok_or_else(|| e.bad(op))?;
                e.store_at(op, &view, v)?;
            }
        } else if active {
            out.push(e.load_at(op, &view)?);
        } else {
            out.push(pad.clone().ok_or_else(|| e.bad(op))?);
        }
        for k in (0..shape.len()).rev() {
            p[k] += 1;
            if p[k] < shape[k] {
                break;
            }
            p[k] = 0;
        }
    }
    if !write {
        set(frame, o.results.first(), Val::Vector(out.into()));
    }
    Ok(())
}

/// vector.contract in the order [`super::ContractPlan`] documents.
fn contract(
    e: &Engine<'_, '_>,
    frame: &[Val],
    op: OpId,
    o: &Operation,
    plan: &super::ContractPlan,
) -> Result<Val, ExecError> {
    let lanes = |i: usize| -> Vec<Val> {
        match get(frame, o.operands.get(i)) {
            Val::Vector(xs) => xs.to_vec(),
            x => vec![x],
        }
    };
    let (l, r, acc) = (lanes(0), lanes(1), lanes(2));
    let w = plan.sc.width();
    let mut out = Vec::with_capacity(plan.terms.len());
    for (i, terms) in plan.terms.iter().enumerate() {
        let mut a = acc.get(i).cloned().ok_or_else(|| e.bad(op))?;
        for &(li, ri) in terms {
            let (x, y) = (
                l.get(li).ok_or_else(|| e.bad(op))?,
                r.get(ri).ok_or_else(|| e.bad(op))?,
            );
            let p = super::control::red_err(e, op, super::ops::reduce(plan.mul, x, y, w))?;
            a = super::control::red_err(e, op, super::ops::reduce(plan.combine, &a, &p, w))?;
        }
        out.push(a);
    }
    if plan.scalar_acc {
        out.pop().ok_or_else(|| e.bad(op))
    } else {
        Ok(Val::Vector(out.into()))
    }
}

/// vector.gather / vector.scatter: lane `i` (row-major) is active if its mask bit is set; an
/// active lane accesses the base indices with `index_vec[i]` added to the last one (a
/// bounds-checked access: out of bounds faults); an inactive lane reads pass_thru (writes
/// nothing) and its index is never used. Scatter writes the active lanes in lane order, so with
/// duplicate indices the last active lane wins.
fn gather_scatter(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    o: &Operation,
    gather: bool,
    nidx: usize,
) -> Result<(), ExecError> {
    let view = e.view(op, frame, o.operands.first())?;
    let base: Vec<i64> = o
        .operands
        .get(1..1 + nidx)
        .unwrap_or(&[])
        .iter()
        .map(|v| ival(frame, *v).ok_or_else(|| e.bad(op)))
        .collect::<Result<_, _>>()?;
    let lanes = |i: usize| match get(frame, o.operands.get(i)) {
        Val::Vector(xs) => Some(xs.to_vec()),
        _ => None,
    };
    let (Some(iv), Some(mask), Some(vals)) = (lanes(1 + nidx), lanes(2 + nidx), lanes(3 + nidx))
    else {
        return Err(e.bad(op));
    };
    let mut out = Vec::with_capacity(if gather { vals.len() } else { 0 });
    for (lane, v) in vals.iter().enumerate() {
        if matches!(mask.get(lane), Some(Val::Int(0))) {
            if gather {
                out.push(v.clone());
            }
            continue;
        }
        let Some(Val::Int(off)) = iv.get(lane) else {
            return Err(e.bad(op));
        };
        e.idx.clone_from(&base);
        match e.idx.last_mut() {
            // Wrapping, as the JIT's add: a wrapped index is out of bounds either way.
            Some(last) => *last = last.wrapping_add(*off),
            None => return Err(e.bad(op)),
        }
        if gather {
            out.push(e.load_at(op, &view)?);
        } else {
            e.store_at(op, &view, v)?;
        }
    }
    if gather {
        set(frame, o.results.first(), Val::Vector(out.into()));
    }
    Ok(())
}
