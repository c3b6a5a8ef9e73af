//! Execution of the operations other than the hot affine loop and access ops: arith, math,
//! memref, affine (apply, min, max, if, parallel), scf, func, cf and vector.

use tessera_ir::{OpId, Operation};

use crate::buffer::Buffer;
use crate::value::{ExecError, ExecErrorKind};

use super::decode::{Kind, Reduction};
use super::engine::{get, set, Engine, Flow};
use super::memory::View;
use super::scalar::{
    self, cmpf, cmpi, f32_bin, f32_un, f64_bin, f64_un, int_bin, FOp, IntOp, Sc, ScalarError, Val,
};

fn scalar_err(e: &Engine<'_, '_>, op: OpId, s: ScalarError) -> ExecError {
    match s {
        ScalarError::DivByZero => e.err(op, ExecErrorKind::DivisionByZero, "division by zero"),
        ScalarError::Overflow => e.err(op, ExecErrorKind::Undefined, "signed division overflow"),
        ScalarError::ShiftRange => e.err(
            op,
            ExecErrorKind::Undefined,
            "shift amount not below the bit width",
        ),
        ScalarError::ConvRange => e.err(
            op,
            ExecErrorKind::Undefined,
            "float-to-integer conversion out of range",
        ),
    }
}

/// A scalar function of two values (`None`: operand kinds do not fit).
type Elementwise2<'a> = dyn FnMut(&Val, &Val) -> Option<Result<Val, ScalarError>> + 'a;

/// Applies `f` elementwise over vectors (or directly on scalars).
fn lift2(a: &Val, b: &Val, f: &mut Elementwise2<'_>) -> Option<Result<Val, ScalarError>> {
    match (a, b) {
        (Val::Vector(x), Val::Vector(y)) if x.len() == y.len() => {
            let mut out = Vec::with_capacity(x.len());
            for (p, q) in x.iter().zip(y.iter()) {
                match f(p, q)? {
                    Ok(v) => out.push(v),
                    Err(e) => return Some(Err(e)),
                }
            }
            Some(Ok(Val::Vector(out.into())))
        }
        _ => f(a, b),
    }
}

fn lift1(
    a: &Val,
    f: &mut dyn FnMut(&Val) -> Option<Result<Val, ScalarError>>,
) -> Option<Result<Val, ScalarError>> {
    match a {
        Val::Vector(x) => {
            let mut out = Vec::with_capacity(x.len());
            for p in x.iter() {
                match f(p)? {
                    Ok(v) => out.push(v),
                    Err(e) => return Some(Err(e)),
                }
            }
            Some(Ok(Val::Vector(out.into())))
        }
        _ => f(a),
    }
}

fn fbin(op: FOp, a: &Val, b: &Val) -> Option<Result<Val, ScalarError>> {
    Some(Ok(match (a, b) {
        (Val::F64(x), Val::F64(y)) => Val::F64(f64_bin(op, *x, *y)),
        (Val::F32(x), Val::F32(y)) => Val::F32(f32_bin(op, *x, *y)),
        _ => return None,
    }))
}

fn as_f64(v: &Val) -> Option<f64> {
    match v {
        Val::F64(x) => Some(*x),
        Val::F32(x) => Some(f64::from(*x)),
        _ => None,
    }
}

/// Combines `acc` with `v` by reduction `r`.
pub(crate) fn reduce(r: Reduction, acc: &Val, v: &Val, w: u32) -> Option<Result<Val, ScalarError>> {
    let f = |op| fbin(op, acc, v);
    let i = |op| match (acc, v) {
        (Val::Int(a), Val::Int(b)) => Some(int_bin(op, *a, *b, w).map(Val::Int)),
        _ => None,
    };
    match r {
        Reduction::AddF => f(FOp::Add),
        Reduction::MulF => f(FOp::Mul),
        Reduction::MaximumF => f(FOp::Maximum),
        Reduction::MinimumF => f(FOp::Minimum),
        Reduction::MaxNumF => f(FOp::MaxNum),
        Reduction::MinNumF => f(FOp::MinNum),
        Reduction::AddI => i(IntOp::Add),
        Reduction::MulI => i(IntOp::Mul),
        Reduction::AndI => i(IntOp::And),
        Reduction::OrI => i(IntOp::Or),
        Reduction::XorI => i(IntOp::Xor),
        Reduction::MaxS => i(IntOp::MaxS),
        Reduction::MinS => i(IntOp::MinS),
        Reduction::MaxU => i(IntOp::MaxU),
        Reduction::MinU => i(IntOp::MinU),
        Reduction::Assign => Some(Ok(v.clone())),
    }
}

/// The identity of reduction `r` for scalar type `sc` (what `--lower-affine` materialises).
pub(crate) fn identity(r: Reduction, sc: Sc) -> Option<Val> {
    let w = sc.width();
    let fl = |x: f64| match sc {
        Sc::F32 => Some(Val::F32(x as f32)),
        Sc::F64 => Some(Val::F64(x)),
        _ => None,
    };
    let int = |x: i64| match sc {
        Sc::Int(_) | Sc::Index => Some(Val::Int(scalar::sext(x, w))),
        _ => None,
    };
    let smax = if w >= 64 {
        i64::MAX
    } else {
        (1i64 << (w - 1)) - 1
    };
    match r {
        Reduction::AddF => fl(0.0),
        Reduction::MulF => fl(1.0),
        Reduction::MaximumF => fl(f64::NEG_INFINITY),
        Reduction::MinimumF => fl(f64::INFINITY),
        Reduction::MaxNumF | Reduction::MinNumF => fl(f64::NAN),
        Reduction::AddI | Reduction::OrI | Reduction::XorI | Reduction::MaxU => int(0),
        Reduction::MulI => int(1),
        Reduction::AndI | Reduction::MinU => int(-1),
        Reduction::MaxS => int(-smax - 1),
        Reduction::MinS => int(smax),
        Reduction::Assign => None,
    }
}

/// Executes operations other than affine.for/load/store, yield and return.
pub(crate) fn exec_other(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    o: &Operation,
    kind: &Kind,
) -> Result<Flow, ExecError> {
    let is_value = matches!(
        kind,
        Kind::Const(_)
            | Kind::IntBin(..)
            | Kind::FloatBin(_)
            | Kind::FloatUn(_)
            | Kind::Fma
            | Kind::VectorFma
            | Kind::AbsI(_)
            | Kind::CmpI(..)
            | Kind::CmpF(_)
            | Kind::Select
            | Kind::Cast(..)
            | Kind::Nop
            | Kind::Unsupported(_)
    );
    if !is_value {
        return super::control::exec_control(e, frame, op, o, kind);
    }
    let v = match (
        kind,
        frame.get(o.operands.first().map_or(usize::MAX, |v| v.index())),
        frame.get(o.operands.get(1).map_or(usize::MAX, |v| v.index())),
    ) {
        // Scalar fast paths.
        (Kind::FloatBin(fop), Some(Val::F64(a)), Some(Val::F64(b))) => {
            Val::F64(f64_bin(*fop, *a, *b))
        }
        (Kind::FloatBin(fop), Some(Val::F32(a)), Some(Val::F32(b))) => {
            Val::F32(f32_bin(*fop, *a, *b))
        }
        (Kind::IntBin(iop, w), Some(Val::Int(a)), Some(Val::Int(b))) => {
            Val::Int(int_bin(*iop, *a, *b, *w).map_err(|s| scalar_err(e, op, s))?)
        }
        (Kind::CmpI(p, w), Some(Val::Int(a)), Some(Val::Int(b))) => Val::bool(cmpi(*p, *a, *b, *w)),
        _ => exec_general(e, frame, op, o, kind)?,
    };
    set(frame, o.results.first(), v);
    Ok(Flow::Next)
}

/// The general (vector-capable) path of [`exec_other`]; returns the result value.
fn exec_general(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    o: &Operation,
    kind: &Kind,
) -> Result<Val, ExecError> {
    let a0 = || get(frame, o.operands.first());
    let a1 = || get(frame, o.operands.get(1));
    let pure =
        |e: &Engine<'_, '_>, r: Option<Result<Val, ScalarError>>| -> Result<Val, ExecError> {
            match r {
                Some(Ok(v)) => Ok(v),
                Some(Err(s)) => Err(scalar_err(e, op, s)),
                None => Err(e.bad(op)),
            }
        };
    let v = match kind {
        Kind::Const(v) => v.clone(),
        Kind::IntBin(iop, w) => pure(
            e,
            lift2(&a0(), &a1(), &mut |a, b| match (a, b) {
                (Val::Int(x), Val::Int(y)) => Some(int_bin(*iop, *x, *y, *w).map(Val::Int)),
                _ => None,
            }),
        )?,
        Kind::FloatBin(fop) => pure(e, lift2(&a0(), &a1(), &mut |a, b| fbin(*fop, a, b)))?,
        Kind::FloatUn(f) => pure(
            e,
            lift1(&a0(), &mut |a| match a {
                Val::F64(x) => Some(Ok(Val::F64(f64_un(*f, *x)))),
                Val::F32(x) => Some(Ok(Val::F32(f32_un(*f, *x)))),
                _ => None,
            }),
        )?,
        Kind::Fma | Kind::VectorFma => {
            let c = get(frame, o.operands.get(2));
            let (a, b) = (a0(), a1());
            let triple: Vec<(Val, Val, Val)> = match (&a, &b, &c) {
                (Val::Vector(x), Val::Vector(y), Val::Vector(z)) => x
                    .iter()
                    .zip(y.iter())
                    .zip(z.iter())
                    .map(|((p, q), r)| (p.clone(), q.clone(), r.clone()))
                    .collect(),
                _ => vec![(a.clone(), b.clone(), c.clone())],
            };
            let mut out = vec![];
            for (p, q, r) in triple {
                out.push(match (p, q, r) {
                    (Val::F64(x), Val::F64(y), Val::F64(z)) => Val::F64(x.mul_add(y, z)),
                    (Val::F32(x), Val::F32(y), Val::F32(z)) => Val::F32(x.mul_add(y, z)),
                    _ => return Err(e.bad(op)),
                });
            }
            if matches!(a, Val::Vector(_)) {
                Val::Vector(out.into())
            } else {
                out.pop().ok_or_else(|| e.bad(op))?
            }
        }
        Kind::AbsI(w) => pure(
            e,
            lift1(&a0(), &mut |a| match a {
                Val::Int(x) => Some(Ok(Val::Int(scalar::sext(x.wrapping_abs(), *w)))),
                _ => None,
            }),
        )?,
        Kind::CmpI(p, w) => pure(
            e,
            lift2(&a0(), &a1(), &mut |a, b| match (a, b) {
                (Val::Int(x), Val::Int(y)) => Some(Ok(Val::bool(cmpi(*p, *x, *y, *w)))),
                _ => None,
            }),
        )?,
        Kind::CmpF(p) => pure(
            e,
            lift2(&a0(), &a1(), &mut |a, b| {
                Some(Ok(Val::bool(cmpf(*p, as_f64(a)?, as_f64(b)?))))
            }),
        )?,
        Kind::Select => {
            let (c, t, f) = (a0(), a1(), get(frame, o.operands.get(2)));
            match (&c, &t, &f) {
                (Val::Int(c), _, _) => {
                    if *c != 0 {
                        t
                    } else {
                        f
                    }
                }
                (Val::Vector(cs), Val::Vector(ts), Val::Vector(fs)) => Val::Vector(
                    cs.iter()
                        .zip(ts.iter())
                        .zip(fs.iter())
                        .map(|((c, t), f)| {
                            if matches!(c, Val::Int(0)) {
                                f.clone()
                            } else {
                                t.clone()
                            }
                        })
                        .collect::<Vec<_>>()
                        .into(),
                ),
                _ => return Err(e.bad(op)),
            }
        }
        Kind::Cast(c, from, to) => pure(e, lift1(&a0(), &mut |a| scalar::cast(*c, a, *from, *to)))?,
        Kind::Nop => Val::Undef,
        Kind::Unsupported(name) => {
            return Err(e.err(
                op,
                ExecErrorKind::Unsupported,
                format!(
                    "is not supported by the interpreter{}",
                    if name.starts_with("linalg.") {
                        " (lower it first: linalg-to-affine)"
                    } else {
                        ""
                    }
                ),
            ))
        }
        _ => return Err(e.bad(op)),
    };
    Ok(v)
}

/// Copies `src` into `dst` element by element (same shape).
pub(crate) fn copy_view(
    e: &mut Engine<'_, '_>,
    op: OpId,
    src: &View,
    dst: &View,
) -> Result<(), ExecError> {
    if src.sizes != dst.sizes {
        return Err(e.err(
            op,
            ExecErrorKind::OutOfBounds,
            format!("copy between shapes {:?} and {:?}", src.sizes, dst.sizes),
        ));
    }
    let n = src
        .sizes
        .iter()
        .try_fold(1i64, |a, &s| a.checked_mul(s))
        .ok_or_else(|| e.err(op, ExecErrorKind::OutOfBounds, "copy of too many elements"))?;
    let rank = src.sizes.len();
    let mut idx = vec![0i64; rank];
    for _ in 0..n.max(0) {
        e.idx.clone_from(&idx);
        let v = e.load_at(op, src)?;
        e.store_at(op, dst, &v)?;
        for d in (0..rank).rev() {
            idx[d] += 1;
            if idx[d] < src.sizes[d] {
                break;
            }
            idx[d] = 0;
        }
    }
    Ok(())
}

/// Materialises a view into a fresh row-major buffer.
pub(crate) fn materialise(e: &mut Engine<'_, '_>, op: OpId, v: &View) -> Result<Buffer, ExecError> {
    let shape: Vec<usize> = v
        .sizes
        .iter()
        .map(|&s| usize::try_from(s).unwrap_or(0))
        .collect();
    let buf = Buffer::zeroed(v.elem, &shape)
        .map_err(|err| e.err(op, ExecErrorKind::Allocation, err.to_string()))?;
    let s = e.mem.add(buf, false);
    let dst = View::whole(s, &e.mem.stores[s].buf);
    copy_view(e, op, v, &dst)?;
    let store = e.mem.stores.pop().ok_or_else(|| e.bad(op))?;
    Ok(store.buf)
}

/// Allocates the buffer of `memref.global` op `g`, filled from its `initial_value`
/// (uninitialised elements tracked when it has none).
pub(crate) fn make_global(e: &mut Engine<'_, '_>, op: OpId, g: OpId) -> Result<usize, ExecError> {
    use tessera_ir::{Attribute, DenseData, ElemValue, FloatValue};
    let m = e.prog.m;
    let go = m.op(g);
    let ty = go
        .attr("type")
        .and_then(|a| a.as_type())
        .ok_or_else(|| e.bad(op))?;
    let elem = super::decode::elem_type(ty).ok_or_else(|| e.bad(op))?;
    let shape: Vec<usize> = ty
        .shape()
        .ok_or_else(|| e.bad(op))?
        .iter()
        .map(|&d| usize::try_from(d).map_err(|_| e.bad(op)))
        .collect::<Result<_, _>>()?;
    let mut buf = Buffer::zeroed(elem, &shape)
        .map_err(|err| e.err(op, ExecErrorKind::Allocation, err.to_string()))?;
    let n = buf.len();
    let data = match go.attr("initial_value") {
        Some(Attribute::DenseElements { data, .. }) => Some(data.clone()),
        _ => None,
    };
    let set_elem = |buf: &mut Buffer, k: usize, v: &ElemValue| -> Option<()> {
        match v {
            ElemValue::Int(i) => buf.set_int(k, i64::try_from(*i).ok()?).ok(),
            ElemValue::Bool(b) => buf.set_int(k, i64::from(*b)).ok(),
            ElemValue::Float(FloatValue::Bits(bits)) => {
                if elem == crate::buffer::ElemType::F32 {
                    buf.set_bits(k, u64::from(*bits as u32)).ok()
                } else {
                    buf.set_bits(k, *bits as u64).ok()
                }
            }
            _ => None,
        }
    };
    let tracked = match &data {
        Some(DenseData::Splat(v)) => {
            for k in 0..n {
                set_elem(&mut buf, k, v).ok_or_else(|| e.bad(op))?;
            }
            false
        }
        Some(DenseData::Elements(vs)) if vs.len() == n => {
            for (k, v) in vs.iter().enumerate() {
                set_elem(&mut buf, k, v).ok_or_else(|| e.bad(op))?;
            }
            false
        }
        Some(_) => {
            return Err(e.err(
                op,
                ExecErrorKind::Unsupported,
                "global initial value of unsupported form",
            ))
        }
        None => true,
    };
    Ok(e.mem.add(buf, tracked))
}
