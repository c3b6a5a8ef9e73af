//! Execution of memref allocation and views, affine.apply/min/max/if/parallel, scf, func.call,
//! cf branches and the vector ops.

use std::rc::Rc;

use tessera_ir::{OpId, Operation, ValueId};

use crate::buffer::Buffer;
use crate::value::{ExecError, ExecErrorKind};

use super::decode::{Kind, Reduction};
use super::engine::{gather, get, ival, set, set_results, Engine, Flow};
use super::memory::View;
use super::ops::{copy_view, identity, reduce};
use super::scalar::{Sc, ScalarError, Val};

fn int(e: &Engine<'_, '_>, op: OpId, frame: &[Val], v: Option<&ValueId>) -> Result<i64, ExecError> {
    v.and_then(|v| ival(frame, *v)).ok_or_else(|| e.bad(op))
}

pub(super) fn red_err(
    e: &Engine<'_, '_>,
    op: OpId,
    r: Option<Result<Val, ScalarError>>,
) -> Result<Val, ExecError> {
    match r {
        Some(Ok(v)) => Ok(v),
        Some(Err(_)) => Err(e.err(
            op,
            ExecErrorKind::Undefined,
            "reduction has no defined result",
        )),
        None => Err(e.bad(op)),
    }
}

/// Executes memref, affine (non-access), scf, func, cf and vector operations.
pub(crate) fn exec_control(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    o: &Operation,
    kind: &Kind,
) -> Result<Flow, ExecError> {
    let m = e.prog.m;
    let r0 = o.results.first();
    match kind {
        Kind::Llvm(l) => return super::llvm::exec(e, frame, op, o, l),
        Kind::Alloc(elem, shape, is_alloca) => {
            let mut dyns = o.operands.iter();
            let mut dims = vec![];
            for d in shape {
                let n = match d {
                    Some(n) => *n,
                    None => int(e, op, frame, dyns.next())?,
                };
                dims.push(usize::try_from(n).map_err(|_| {
                    e.err(
                        op,
                        ExecErrorKind::Allocation,
                        format!("negative dimension size {n}"),
                    )
                })?);
            }
            let buf = Buffer::zeroed(*elem, &dims)
                .map_err(|err| e.err(op, ExecErrorKind::Allocation, err.to_string()))?;
            let s = e.mem.add(buf, true);
            if *is_alloca {
                e.allocas.push(s);
            }
            let view = View::whole(s, &e.mem.stores[s].buf);
            set(frame, r0, Val::Mem(Rc::new(view)));
        }
        Kind::Dealloc => {
            let v = e.view(op, frame, o.operands.first())?;
            let empty = Buffer::zeroed(v.elem, &[0]).map_err(|_| e.bad(op))?;
            match e.mem.stores.get_mut(v.store) {
                Some(s) if s.live => {
                    s.live = false;
                    s.buf = empty;
                    s.init = None;
                }
                _ => {
                    return Err(e.err(op, ExecErrorKind::UseAfterFree, "memref deallocated twice"))
                }
            }
        }
        Kind::Load => {
            let v = e.view(op, frame, o.operands.first())?;
            e.idx.clear();
            for i in o.operands.get(1..).unwrap_or(&[]) {
                let x = int(e, op, frame, Some(i))?;
                e.idx.push(x);
            }
            let val = e.load_at(op, &v)?;
            set(frame, r0, val);
        }
        Kind::Store => {
            let v = e.view(op, frame, o.operands.get(1))?;
            e.idx.clear();
            for i in o.operands.get(2..).unwrap_or(&[]) {
                let x = int(e, op, frame, Some(i))?;
                e.idx.push(x);
            }
            let val = get(frame, o.operands.first());
            e.store_at(op, &v, &val)?;
        }
        Kind::Dim => {
            let v = e.view(op, frame, o.operands.first())?;
            let d = int(e, op, frame, o.operands.get(1))?;
            let size = usize::try_from(d)
                .ok()
                .and_then(|d| v.sizes.get(d))
                .copied()
                .ok_or_else(|| {
                    e.err(
                        op,
                        ExecErrorKind::OutOfBounds,
                        format!("dimension {d} out of range"),
                    )
                })?;
            set(frame, r0, Val::Int(size));
        }
        Kind::Identity => set(frame, r0, get(frame, o.operands.first())),
        Kind::CastTo(shape, relayout) => {
            let v = e.view(op, frame, o.operands.first())?;
            let bad = v.sizes.len() != shape.len()
                || v.sizes
                    .iter()
                    .zip(shape)
                    .any(|(&n, s)| s.is_some_and(|s| s != n));
            if bad {
                // As the JIT words it: a dynamic dimension of the target takes the view's size.
                let to: Vec<i64> = shape
                    .iter()
                    .zip(v.sizes.iter().chain(std::iter::repeat(&0)))
                    .map(|(s, &n)| s.unwrap_or(n))
                    .collect();
                return Err(e.err(
                    op,
                    ExecErrorKind::OutOfBounds,
                    format!("cast of a memref of shape {:?} to shape {to:?}", v.sizes),
                ));
            }
            if *relayout {
                let mut canonical = 1i64;
                let mut ok = v.offset == 0;
                for (&n, &t) in v.sizes.iter().zip(&v.strides).rev() {
                    ok &= t == canonical;
                    canonical = canonical.saturating_mul(n);
                }
                if !ok {
                    return Err(e.err(
                        op,
                        ExecErrorKind::OutOfBounds,
                        format!(
                            "cast of a memref (offset {}, strides {:?}) to the identity layout",
                            v.offset, v.strides
                        ),
                    ));
                }
            }
            set(frame, r0, Val::Mem(v));
        }
        Kind::DmaStart(maps, on_src) => super::dma::start(e, frame, op, maps.as_deref(), *on_src)?,
        Kind::DmaWait(map) => super::dma::wait(e, frame, op, map.as_deref())?,
        Kind::Copy => {
            let src = e.view(op, frame, o.operands.first())?;
            let dst = e.view(op, frame, o.operands.get(1))?;
            copy_view(e, op, &src, &dst)?;
        }
        Kind::Subview([offs, sizes, strides], keep) => {
            let src = e.view(op, frame, o.operands.first())?;
            let mut dyns = o.operands.iter().skip(1);
            let mut take = |l: &[Option<i64>]| -> Result<Vec<i64>, ExecError> {
                l.iter()
                    .map(|x| match x {
                        Some(v) => Ok(*v),
                        None => int(e, op, frame, dyns.next()),
                    })
                    .collect()
            };
            let (offs, sizes, strides) = (take(offs)?, take(sizes)?, take(strides)?);
            if offs.len() != src.sizes.len()
                || sizes.len() != offs.len()
                || strides.len() != offs.len()
            {
                return Err(e.bad(op));
            }
            // In i128, so that no combination of i64 operands overflows.
            let mut offset = i128::from(src.offset);
            let (mut nsizes, mut nstrides) = (vec![], vec![]);
            let fits = |x: i128| {
                i64::try_from(x).map_err(|_| {
                    e.err(
                        op,
                        ExecErrorKind::OutOfBounds,
                        "subview offset or stride overflows",
                    )
                })
            };
            for d in 0..offs.len() {
                let (o_, s_, st) = (
                    i128::from(offs[d]),
                    i128::from(sizes[d]),
                    i128::from(strides[d]),
                );
                let (size, stride) = (i128::from(src.sizes[d]), i128::from(src.strides[d]));
                let last = o_ + (s_ - 1).max(0) * st;
                if o_ < 0 || s_ < 0 || (s_ > 0 && (o_ >= size || last < 0 || last >= size)) {
                    return Err(e.err(op, ExecErrorKind::OutOfBounds, format!("subview dimension {d} (offset {o_}, size {s_}, stride {st}) exceeds size {size}")));
                }
                offset = offset.checked_add(o_ * stride).ok_or_else(|| {
                    e.err(op, ExecErrorKind::OutOfBounds, "subview offset overflows")
                })?;
                if keep.get(d).copied().unwrap_or(true) {
                    nsizes.push(fits(s_)?);
                    nstrides.push(fits(st * stride)?);
                }
            }
            let offset = fits(offset)?;
            let view = View {
                store: src.store,
                elem: src.elem,
                offset,
                sizes: nsizes,
                strides: nstrides,
            };
            set(frame, r0, Val::Mem(Rc::new(view)));
        }
        Kind::AffineApply(ex) => {
            let ops = &o.operands;
            let v = ex
                .eval(&|k| ops.get(k).and_then(|&v| ival(frame, v)))
                .ok_or_else(|| e.affine_err(op))?;
            set(frame, r0, Val::Int(v));
        }
        Kind::AffineMin(ex) | Kind::AffineMax(ex) => {
            let v = e.bound(
                op,
                frame,
                ex,
                &o.operands,
                matches!(kind, Kind::AffineMax(_)),
            )?;
            set(frame, r0, Val::Int(v));
        }
        Kind::Delinearize(basis) => {
            let x = int(e, op, frame, o.operands.first())?;
            let bs = basis_values(e, op, frame, basis, o.operands.get(1..).unwrap_or(&[]))?;
            // Mixed radix, innermost first: r_n = x mod b_n, x := floor(x / b_n), ...; the
            // outermost result takes what is left (its bound, if given, is not applied).
            let n = o.results.len();
            let radices = if n == bs.len() {
                bs.get(1..).unwrap_or(&[])
            } else {
                &bs[..]
            };
            if radices.len() + 1 != n {
                return Err(e.bad(op));
            }
            let mut rest = x;
            let mut out = vec![Val::Undef; n];
            for (k, &b) in radices.iter().enumerate().rev() {
                if b <= 0 {
                    return Err(e.err(
                        op,
                        ExecErrorKind::Undefined,
                        format!("non-positive basis element {b}"),
                    ));
                }
                out[k + 1] = Val::Int(rest.rem_euclid(b));
                rest = rest.div_euclid(b);
            }
            out[0] = Val::Int(rest);
            set_results(frame, &o.results, out);
        }
        Kind::Linearize(basis, ni) => {
            let idx: Vec<i64> = o
                .operands
                .get(..*ni)
                .unwrap_or(&[])
                .iter()
                .map(|v| int(e, op, frame, Some(v)))
                .collect::<Result<_, _>>()?;
            let bs = basis_values(e, op, frame, basis, o.operands.get(*ni..).unwrap_or(&[]))?;
            let radices = if idx.len() == bs.len() {
                bs.get(1..).unwrap_or(&[])
            } else {
                &bs[..]
            };
            if radices.len() + 1 != idx.len() {
                return Err(e.bad(op));
            }
            // Horner: ((i0 * b1 + i1) * b2 + i2) ...
            let mut acc = *idx.first().ok_or_else(|| e.bad(op))?;
            for (i, b) in idx.iter().skip(1).zip(radices) {
                acc = acc
                    .checked_mul(*b)
                    .and_then(|a| a.checked_add(*i))
                    .ok_or_else(|| e.affine_err(op))?;
            }
            set(frame, r0, Val::Int(acc));
        }
        Kind::Switch(values, counts, default_n) => {
            let flag = int(e, op, frame, o.operands.first())?;
            let rest = o.operands.get(1..).unwrap_or(&[]);
            let (mut at, mut target) = (*default_n, None);
            for (k, (&v, &n)) in values.iter().zip(counts).enumerate() {
                if v == flag {
                    target = Some((k + 1, at, n));
                    break;
                }
                at += n;
            }
            let (succ, from, n) = target.unwrap_or((0, 0, *default_n));
            let b = *o.successors.get(succ).ok_or_else(|| e.bad(op))?;
            let vals = gather(frame, rest.get(from..from + n).ok_or_else(|| e.bad(op))?);
            return Ok(Flow::Branch(b, vals));
        }
        Kind::IndexSwitch(cases) => {
            let x = int(e, op, frame, o.operands.first())?;
            let region = cases.iter().position(|&c| c == x).map_or(0, |k| k + 1);
            return run_branch(e, frame, op, o, region);
        }
        Kind::AllocaScope => {
            let region = *o.regions.first().ok_or_else(|| e.bad(op))?;
            match e.exec_region(frame, region, &[])? {
                Flow::Yield(v) | Flow::Return(v) => set_results(frame, &o.results, v),
                _ => return Err(e.bad(op)),
            }
        }
        Kind::PowI(float) => {
            let (b, x) = (
                get(frame, o.operands.first()),
                int(e, op, frame, o.operands.get(1)),
            );
            let v = match (float, b) {
                (true, Val::F64(b)) => Val::F64(b.powi(i32::try_from(x?).map_err(|_| e.bad(op))?)),
                (true, Val::F32(b)) => Val::F32(b.powi(i32::try_from(x?).map_err(|_| e.bad(op))?)),
                (false, Val::Int(b)) => {
                    // ipowi: b^x with wrapping; negative exponents follow MLIR's expansion
                    // (1 for b = 1, +-1 for b = -1, division by zero for b = 0, else 0).
                    let x = x?;
                    let w = Sc::of(m.value_type(*r0.ok_or_else(|| e.bad(op))?))
                        .ok_or_else(|| e.bad(op))?
                        .width();
                    let r = if x >= 0 {
                        // Square and multiply, wrapping (multiplication is associative mod 2^64).
                        let (mut base, mut ex, mut acc) = (b, x, 1i64);
                        while ex > 0 {
                            if ex & 1 == 1 {
                                acc = acc.wrapping_mul(base);
                            }
                            base = base.wrapping_mul(base);
                            ex >>= 1;
                        }
                        acc
                    } else if b == 0 {
                        return Err(e.err(
                            op,
                            ExecErrorKind::DivisionByZero,
                            "zero to a negative power",
                        ));
                    } else if b == 1 {
                        1
                    } else if b == -1 {
                        if x % 2 == 0 {
                            1
                        } else {
                            -1
                        }
                    } else {
                        0
                    };
                    Val::Int(super::scalar::sext(r, w))
                }
                _ => return Err(e.bad(op)),
            };
            set(frame, r0, v);
        }
        Kind::FloatClass(k) => {
            let x = match get(frame, o.operands.first()) {
                Val::F64(x) => x,
                Val::F32(x) => f64::from(x),
                _ => return Err(e.bad(op)),
            };
            let f32_normal = matches!(get(frame, o.operands.first()), Val::F32(y) if y.is_normal());
            let b = match k {
                0 => x.is_nan(),
                1 => x.is_infinite(),
                2 => x.is_finite(),
                _ => {
                    if matches!(get(frame, o.operands.first()), Val::F32(_)) {
                        f32_normal
                    } else {
                        x.is_normal()
                    }
                }
            };
            set(frame, r0, Val::bool(b));
        }
        Kind::Reshape(expand, groups) => {
            let src = e.view(op, frame, o.operands.first())?;
            let res_ty = m.value_type(*r0.ok_or_else(|| e.bad(op))?);
            let out_shape = res_ty.shape().ok_or_else(|| e.bad(op))?.to_vec();
            let (mut sizes, mut strides) = (vec![], vec![]);
            if *expand {
                // Source dim g splits into the result dims of group g (static sizes, or the one
                // dynamic size inferred from the source size).
                let mut dyn_ops = o.operands.iter().skip(1);
                for (g, dims) in groups.iter().enumerate() {
                    let total = *src.sizes.get(g).ok_or_else(|| e.bad(op))?;
                    let st = *src.strides.get(g).ok_or_else(|| e.bad(op))?;
                    let mut gs: Vec<i64> = vec![];
                    for &d in dims {
                        let s = *out_shape.get(d).ok_or_else(|| e.bad(op))?;
                        gs.push(if s == tessera_ir::types::DYNAMIC {
                            match dyn_ops.next() {
                                Some(v) => int(e, op, frame, Some(v))?,
                                None => -1,
                            }
                        } else {
                            s
                        });
                    }
                    let known = gs
                        .iter()
                        .filter(|&&s| s >= 0)
                        .try_fold(1i64, |a, &s| a.checked_mul(s))
                        .ok_or_else(|| e.bad(op))?;
                    if let Some(u) = gs.iter_mut().find(|s| **s < 0) {
                        *u = if known > 0 { total / known } else { 0 };
                    }
                    if gs.iter().try_fold(1i64, |a, &s| a.checked_mul(s)) != Some(total) {
                        return Err(e.err(
                            op,
                            ExecErrorKind::OutOfBounds,
                            format!("cannot expand size {total} into {gs:?}"),
                        ));
                    }
                    let mut inner = st;
                    let mut gst = vec![0; gs.len()];
                    for k in (0..gs.len()).rev() {
                        gst[k] = inner;
                        inner = inner.checked_mul(gs[k]).ok_or_else(|| e.bad(op))?;
                    }
                    sizes.extend(gs);
                    strides.extend(gst);
                }
            } else {
                for dims in groups {
                    let mut size = 1i64;
                    for &d in dims {
                        let s = *src.sizes.get(d).ok_or_else(|| e.bad(op))?;
                        size = size.checked_mul(s).ok_or_else(|| e.bad(op))?;
                    }
                    // Contiguity within the group: stride[d] = stride[d+1] * size[d+1].
                    for w in dims.windows(2) {
                        let (a, b) = (w[0], w[1]);
                        let (sa, sb, nb) = (
                            src.strides.get(a).copied().ok_or_else(|| e.bad(op))?,
                            src.strides.get(b).copied().ok_or_else(|| e.bad(op))?,
                            src.sizes.get(b).copied().ok_or_else(|| e.bad(op))?,
                        );
                        if nb > 1 && Some(sa) != sb.checked_mul(nb) {
                            return Err(e.err(
                                op,
                                ExecErrorKind::Unsupported,
                                "collapsing non-contiguous dimensions",
                            ));
                        }
                    }
                    let last = *dims.last().ok_or_else(|| e.bad(op))?;
                    sizes.push(size);
                    strides.push(src.strides.get(last).copied().ok_or_else(|| e.bad(op))?);
                }
            }
            let view = View {
                store: src.store,
                elem: src.elem,
                offset: src.offset,
                sizes,
                strides,
            };
            set(frame, r0, Val::Mem(Rc::new(view)));
        }
        Kind::GetGlobal(g) => {
            let s = match e.globals.get(g) {
                Some(&s) => s,
                None => {
                    let s = super::ops::make_global(e, op, *g)?;
                    e.globals.insert(*g, s);
                    s
                }
            };
            let view = View::whole(s, &e.mem.stores[s].buf);
            set(frame, r0, Val::Mem(Rc::new(view)));
        }
        Kind::AffineIf(set_) => {
            let ops = &o.operands;
            let c = set_
                .contains(&|k| ops.get(k).and_then(|&v| ival(frame, v)))
                .ok_or_else(|| e.affine_err(op))?;
            return run_branch(e, frame, op, o, if c { 0 } else { 1 });
        }
        Kind::ScfIf => {
            let c = int(e, op, frame, o.operands.first())? != 0;
            return run_branch(e, frame, op, o, if c { 0 } else { 1 });
        }
        Kind::ExecuteRegion => {
            let region = *o.regions.first().ok_or_else(|| e.bad(op))?;
            let args = gather(frame, &o.operands);
            match e.exec_region(frame, region, &args)? {
                Flow::Yield(v) | Flow::Return(v) => set_results(frame, &o.results, v),
                _ => return Err(e.bad(op)),
            }
        }
        Kind::ScfFor(unsigned) => {
            let lo = int(e, op, frame, o.operands.first())?;
            let hi = int(e, op, frame, o.operands.get(1))?;
            let step = int(e, op, frame, o.operands.get(2))?;
            if step <= 0 {
                return Err(e.err(op, ExecErrorKind::Undefined, "non-positive step"));
            }
            let body = e.body(op, 0)?;
            let args = &m.block(body).args;
            let mut iters = gather(frame, o.operands.get(3..).unwrap_or(&[]));
            let mut iv = lo;
            let below = |iv: i64| {
                if *unsigned {
                    (iv as u64) < (hi as u64)
                } else {
                    iv < hi
                }
            };
            while below(iv) {
                if let Some(slot) = args.first().and_then(|a| frame.get_mut(a.index())) {
                    *slot = Val::Int(iv);
                }
                super::engine::set_args(frame, args.get(1..).unwrap_or(&[]), &iters);
                match e.exec_block(frame, body)? {
                    Flow::Yield(v) => iters = v,
                    _ => return Err(e.bad(op)),
                }
                match iv.checked_add(step) {
                    Some(n) => iv = n,
                    None => break,
                }
            }
            set_results(frame, &o.results, iters);
        }
        Kind::ScfWhile => {
            let before = *o.regions.first().ok_or_else(|| e.bad(op))?;
            let after = *o.regions.get(1).ok_or_else(|| e.bad(op))?;
            let mut vals = gather(frame, &o.operands);
            loop {
                match e.exec_region(frame, before, &vals)? {
                    Flow::Cond(true, v) => match e.exec_region(frame, after, &v)? {
                        Flow::Yield(n) => vals = n,
                        _ => return Err(e.bad(op)),
                    },
                    Flow::Cond(false, v) => {
                        set_results(frame, &o.results, v);
                        break;
                    }
                    _ => return Err(e.bad(op)),
                }
            }
        }
        Kind::Condition => {
            let c = int(e, op, frame, o.operands.first())? != 0;
            return Ok(Flow::Cond(
                c,
                gather(frame, o.operands.get(1..).unwrap_or(&[])),
            ));
        }
        Kind::Reduce => return Ok(Flow::Yield(gather(frame, &o.operands))),
        Kind::ScfParallel(n) => scf_parallel(e, frame, op, o, *n)?,
        Kind::AffineParallel {
            lb,
            ub,
            nlb,
            steps,
            reductions,
        } => {
            let (lbo, ubo) = o.operands.split_at((*nlb).min(o.operands.len()));
            let mut los = vec![];
            let mut his = vec![];
            for g in lb {
                los.push(e.bound(op, frame, g, lbo, true)?);
            }
            for g in ub {
                his.push(e.bound(op, frame, g, ubo, false)?);
            }
            let mut accs = vec![];
            for (r, &res) in reductions.iter().zip(&o.results) {
                let sc = Sc::of(m.value_type(res)).ok_or_else(|| e.bad(op))?;
                accs.push((identity(*r, sc), *r, sc.width()));
            }
            let body = e.body(op, 0)?;
            iterate(e, op, &los, &his, steps, &mut |e, ivs| {
                super::engine::set_args(
                    frame,
                    &m.block(body).args,
                    &ivs.iter().map(|&i| Val::Int(i)).collect::<Vec<_>>(),
                );
                let Flow::Yield(vals) = e.exec_block(frame, body)? else {
                    return Err(e.bad(op));
                };
                for ((acc, r, w), v) in accs.iter_mut().zip(vals) {
                    *acc = Some(match acc.take() {
                        None => v,
                        Some(a) => red_err(e, op, reduce(*r, &a, &v, *w))?,
                    });
                }
                Ok(())
            })?;
            let mut out = vec![];
            for (acc, _, _) in accs {
                out.push(acc.ok_or_else(|| {
                    e.err(
                        op,
                        ExecErrorKind::Undefined,
                        "'assign' reduction over an empty iteration space",
                    )
                })?);
            }
            set_results(frame, &o.results, out);
        }
        Kind::Call(f) => {
            let args = gather(frame, &o.operands);
            let res = e.call(*f, args, Some(op))?;
            set_results(frame, &o.results, res);
        }
        Kind::Br => {
            let b = *o.successors.first().ok_or_else(|| e.bad(op))?;
            return Ok(Flow::Branch(b, gather(frame, &o.operands)));
        }
        Kind::CondBr(nt) => {
            let c = int(e, op, frame, o.operands.first())? != 0;
            let (t, f) = o
                .operands
                .get(1..)
                .unwrap_or(&[])
                .split_at((*nt).min(o.operands.len().saturating_sub(1)));
            let (b, vals) = if c {
                (o.successors.first(), t)
            } else {
                (o.successors.get(1), f)
            };
            return Ok(Flow::Branch(
                *b.ok_or_else(|| e.bad(op))?,
                gather(frame, vals),
            ));
        }
        Kind::Assert => {
            if int(e, op, frame, o.operands.first())? == 0 {
                let msg = o.attr("msg").and_then(|a| a.as_str()).unwrap_or("");
                return Err(e.err(
                    op,
                    ExecErrorKind::Undefined,
                    format!("assertion failed: {msg}"),
                ));
            }
        }
        _ => return super::vector::exec_vector(e, frame, op, o, kind),
    }
    Ok(Flow::Next)
}

/// The basis of a (de)linearize op: static entries, or the next dynamic operand.
fn basis_values(
    e: &Engine<'_, '_>,
    op: OpId,
    frame: &[Val],
    basis: &[Option<i64>],
    dynamic: &[ValueId],
) -> Result<Vec<i64>, ExecError> {
    let mut it = dynamic.iter();
    basis
        .iter()
        .map(|b| match b {
            Some(v) => Ok(*v),
            None => int(e, op, frame, it.next()),
        })
        .collect()
}

/// Runs region `i` of an if-like op and sets its results.
fn run_branch(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    o: &Operation,
    i: usize,
) -> Result<Flow, ExecError> {
    let m = e.prog.m;
    let Some(&region) = o.regions.get(i) else {
        return Ok(Flow::Next);
    };
    if m.region(region).blocks.is_empty() {
        return Ok(Flow::Next);
    }
    match e.exec_region(frame, region, &[])? {
        Flow::Yield(v) => set_results(frame, &o.results, v),
        _ => return Err(e.bad(op)),
    }
    Ok(Flow::Next)
}

/// The body run at each point of an iteration space.
type PointFn<'a> = dyn FnMut(&mut Engine<'_, '_>, &[i64]) -> Result<(), ExecError> + 'a;

/// Most points a reversed or shuffled parallel loop may have (they are listed first).
const MAX_ORDERED_POINTS: u128 = 1 << 26;

/// Visits the points of a rectangular iteration space in the engine's parallel order
/// (lexicographic, reversed, or a seeded permutation).
fn iterate(
    e: &mut Engine<'_, '_>,
    op: OpId,
    los: &[i64],
    his: &[i64],
    steps: &[i64],
    f: &mut PointFn<'_>,
) -> Result<(), ExecError> {
    let n = los.len();
    if his.len() != n || steps.len() != n || steps.iter().any(|&s| s <= 0) {
        return Err(e.err(
            op,
            ExecErrorKind::Undefined,
            "malformed bounds or non-positive step",
        ));
    }
    if (0..n).any(|d| los[d] >= his[d]) {
        return Ok(());
    }
    let order = e.parallel_order;
    e.parallel_runs = e.parallel_runs.wrapping_add(1);
    if order == super::ParallelOrder::Forward {
        return lexicographic(los, his, steps, &mut |iv| f(e, iv));
    }
    // Count, then list the points, then visit them in the chosen order.
    let mut count: u128 = 1;
    for d in 0..n {
        let span = (i128::from(his[d]) - i128::from(los[d])) as u128;
        let s = steps[d] as u128;
        count = count.saturating_mul(span.div_ceil(s));
    }
    if count > MAX_ORDERED_POINTS {
        return Err(e.err(
            op,
            ExecErrorKind::Unsupported,
            format!(
                "{count} iterations: too many to run in {order:?} order (at most {MAX_ORDERED_POINTS})"
            ),
        ));
    }
    let mut points: Vec<i64> = Vec::with_capacity(count as usize * n);
    lexicographic(los, his, steps, &mut |iv| {
        points.extend_from_slice(iv);
        Ok(())
    })?;
    let total = points.len().checked_div(n).unwrap_or(1);
    let mut idx: Vec<usize> = (0..total).collect();
    match order {
        super::ParallelOrder::Reversed => idx.reverse(),
        super::ParallelOrder::Shuffled(seed) => {
            let mut state = seed ^ e.parallel_runs.wrapping_mul(0x9E37_79B9_7F4A_7C15);
            for k in (1..total).rev() {
                let j = (splitmix64(&mut state) % (k as u64 + 1)) as usize;
                idx.swap(k, j);
            }
        }
        super::ParallelOrder::Forward => {}
    }
    for k in idx {
        f(e, &points[k * n..(k + 1) * n])?;
    }
    Ok(())
}

/// The next value of the SplitMix64 generator.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Visits the points of a non-empty rectangular iteration space in lexicographic order.
fn lexicographic(
    los: &[i64],
    his: &[i64],
    steps: &[i64],
    f: &mut dyn FnMut(&[i64]) -> Result<(), ExecError>,
) -> Result<(), ExecError> {
    let n = los.len();
    let mut ivs = los.to_vec();
    loop {
        f(&ivs)?;
        let mut d = n;
        loop {
            if d == 0 {
                return Ok(());
            }
            d -= 1;
            match ivs[d].checked_add(steps[d]) {
                Some(v) if v < his[d] => {
                    ivs[d] = v;
                    break;
                }
                _ => ivs[d] = los[d],
            }
        }
    }
}

fn scf_parallel(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    o: &Operation,
    n: usize,
) -> Result<(), ExecError> {
    let m = e.prog.m;
    let mut nums = vec![];
    for v in o.operands.get(..3 * n).unwrap_or(&[]) {
        nums.push(int(e, op, frame, Some(v))?);
    }
    if nums.len() != 3 * n {
        return Err(e.bad(op));
    }
    let (los, rest) = nums.split_at(n);
    let (his, steps) = rest.split_at(n);
    let mut accs = gather(frame, o.operands.get(3 * n..).unwrap_or(&[]));
    let body = e.body(op, 0)?;
    let reduce_op = m.block(body).ops.last().copied();
    iterate(e, op, los, his, steps, &mut |e, ivs| {
        super::engine::set_args(
            frame,
            &m.block(body).args,
            &ivs.iter().map(|&i| Val::Int(i)).collect::<Vec<_>>(),
        );
        let Flow::Yield(vals) = e.exec_block(frame, body)? else {
            return Err(e.bad(op));
        };
        let Some(rop) = reduce_op else {
            return Ok(());
        };
        let ro = m.op(rop);
        for (k, v) in vals.into_iter().enumerate() {
            let region = *ro.regions.get(k).ok_or_else(|| e.bad(op))?;
            let acc = accs.get(k).cloned().ok_or_else(|| e.bad(op))?;
            match e.exec_region(frame, region, &[acc, v])? {
                Flow::Yield(mut r) if r.len() == 1 => {
                    if let (Some(slot), Some(x)) = (accs.get_mut(k), r.pop()) {
                        *slot = x;
                    }
                }
                _ => return Err(e.bad(op)),
            }
        }
        Ok(())
    })?;
    set_results(frame, &o.results, accs);
    Ok(())
}

/// vector.reduction over a vector value.
pub(crate) fn vector_reduce(
    e: &Engine<'_, '_>,
    op: OpId,
    r: Reduction,
    v: &Val,
    sc: Sc,
) -> Result<Val, ExecError> {
    let Val::Vector(xs) = v else {
        return Err(e.bad(op));
    };
    let mut it = xs.iter();
    let mut acc = it
        .next()
        .cloned()
        .or_else(|| identity(r, sc))
        .ok_or_else(|| e.bad(op))?;
    for x in it {
        acc = red_err(e, op, reduce(r, &acc, x, sc.width()))?;
    }
    Ok(acc)
}
