//! The implicit payload regions of named linalg ops, built as MLIR's op definitions do (so the
//! generic form prints the body `mlir-opt --mlir-print-op-generic` prints).

use crate::attrs::Attribute;
use crate::module::{BlockId, Module, OperationState, RegionId, ValueId};
use crate::types::Type;

/// What a named op computes from its (cast) inputs and its output element.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Payload {
    /// `out = cast(in0)` (fill, copy, transpose, broadcast).
    Copy,
    /// `out = out + cast(in0) * cast(in1)` (matmul family, convolutions).
    MulAdd,
    /// `out = max(out, cast(in0))` (max pooling; `unsigned` selects the unsigned forms).
    Max { unsigned: bool },
    /// `out = min(out, cast(in0))`.
    Min { unsigned: bool },
    /// `out = out + cast(in0)` (sum pooling).
    Sum,
    /// `out = out + (cast(in0) - cast(in2)) * (cast(in1) - cast(in3))` (quantized matmul and
    /// convolutions: inputs, then their zero points).
    QMulAdd,
    /// `out = f(in0)` for an elementwise kind (`exp`, `log`, `abs`, ..., see [`unary_op`]).
    Unary(&'static str),
    /// `out = f(in0, in1)` for an elementwise kind (`add`, ..., see [`binary_op`]).
    Binary(&'static str),
    /// `out = in0 ? in1 : in2`.
    Select,
    /// `linalg.fill_rng_2d`: a linear congruential generator over the seed (in2) and the two
    /// loop indices, scaled to `[min, max)` (in0, in1), as MLIR's op definition computes it.
    FillRng,
}

/// The payload op of a unary elementwise kind on floats (`None`: not a unary kind). `square`
/// is `arith.mulf x, x` and `reciprocal` is `arith.divf 1.0, x`.
pub(crate) fn unary_op(kind: &str) -> Option<&'static str> {
    Some(match kind {
        "exp" => "math.exp",
        "log" => "math.log",
        "abs" => "math.absf",
        "ceil" => "math.ceil",
        "floor" => "math.floor",
        "negf" => "arith.negf",
        "reciprocal" => "arith.divf",
        "round" => "math.round",
        "sqrt" => "math.sqrt",
        "rsqrt" => "math.rsqrt",
        "square" => "arith.mulf",
        "tanh" => "math.tanh",
        "erf" => "math.erf",
        _ => return None,
    })
}

/// The payload op of a binary elementwise kind on floats and on integers (`None` where the
/// kind has no such form); `None` overall: not a binary kind.
pub(crate) fn binary_op(kind: &str) -> Option<(Option<&'static str>, Option<&'static str>)> {
    Some(match kind {
        "add" => (Some("arith.addf"), Some("arith.addi")),
        "sub" => (Some("arith.subf"), Some("arith.subi")),
        "mul" => (Some("arith.mulf"), Some("arith.muli")),
        "div" => (Some("arith.divf"), Some("arith.divsi")),
        "div_unsigned" => (None, Some("arith.divui")),
        "max_signed" => (Some("arith.maximumf"), Some("arith.maxsi")),
        "min_signed" => (Some("arith.minimumf"), Some("arith.minsi")),
        "max_unsigned" => (None, Some("arith.maxui")),
        "min_unsigned" => (None, Some("arith.minui")),
        "powf" => (Some("math.powf"), None),
        _ => return None,
    })
}

struct Builder<'m> {
    m: &'m mut Module,
    block: BlockId,
}

impl Builder<'_> {
    fn op(
        &mut self,
        name: &str,
        operands: Vec<ValueId>,
        result: Option<Type>,
        props: Vec<(&str, Attribute)>,
    ) -> Option<ValueId> {
        let mut st = OperationState::new(name);
        st.operands = operands;
        st.result_types = result.into_iter().collect();
        for (k, v) in props {
            st.set_prop(k, v);
        }
        let id = self.m.create_op(st);
        self.m.append_op(self.block, id);
        self.m.op(id).results.first().copied()
    }

    fn fastmath() -> Vec<(&'static str, Attribute)> {
        vec![(
            "fastmath",
            Attribute::Opaque("#arith.fastmath<none>".into()),
        )]
    }

    fn overflow() -> Vec<(&'static str, Attribute)> {
        vec![(
            "overflowFlags",
            Attribute::Opaque("#arith.overflow<none>".into()),
        )]
    }

    /// Converts `v` to `to` as MLIR's `cast_signed`/`cast_unsigned` type functions do.
    fn cast(&mut self, v: ValueId, to: &Type, unsigned: bool) -> ValueId {
        let from = self.m.value_type(v).clone();
        if from == *to {
            return v;
        }
        let name = match (&from, to) {
            (Type::Float(a), Type::Float(b)) => {
                if a.width() < b.width() {
                    "arith.extf"
                } else {
                    "arith.truncf"
                }
            }
            (Type::Integer { .. } | Type::Index, Type::Float(_)) => {
                if unsigned {
                    "arith.uitofp"
                } else {
                    "arith.sitofp"
                }
            }
            (Type::Float(_), Type::Integer { .. }) => {
                if unsigned {
                    "arith.fptoui"
                } else {
                    "arith.fptosi"
                }
            }
            (Type::Index, _) | (_, Type::Index) => {
                if unsigned {
                    "arith.index_castui"
                } else {
                    "arith.index_cast"
                }
            }
            (Type::Integer { width: a, .. }, Type::Integer { width: b, .. }) => {
                if a > b {
                    "arith.trunci"
                } else if unsigned || *a == 1 {
                    "arith.extui"
                } else {
                    "arith.extsi"
                }
            }
            _ => return v,
        };
        let props = if name == "arith.trunci" {
            Self::overflow()
        } else {
            vec![]
        };
        self.op(name, vec![v], Some(to.clone()), props).unwrap_or(v)
    }

    fn binary(&mut self, float: &str, int: &str, a: ValueId, b: ValueId) -> ValueId {
        let t = self.m.value_type(a).clone();
        let (name, props) = if t.is_float() {
            (float, Self::fastmath())
        } else if matches!(int, "arith.addi" | "arith.subi" | "arith.muli") {
            (int, Self::overflow())
        } else {
            (int, vec![])
        };
        self.op(name, vec![a, b], Some(t), props).unwrap_or(a)
    }
}

/// Element type of an operand type (the type itself for scalars).
pub(crate) fn elem_of(t: &Type) -> Type {
    t.element_type().cloned().unwrap_or_else(|| t.clone())
}

/// Builds the payload region for a named op over operands of types `ins` and `outs`.
/// `unsigned_cast` selects `cast_unsigned` for the input conversions.
pub(crate) fn build(
    m: &mut Module,
    payload: Payload,
    ins: &[Type],
    outs: &[Type],
    unsigned_cast: bool,
) -> RegionId {
    let region = m.create_region();
    let mut arg_types: Vec<Type> = ins.iter().map(elem_of).collect();
    arg_types.extend(outs.iter().map(elem_of));
    let block = m.create_block(arg_types);
    m.append_block(region, block);
    let args = m.block(block).args.clone();
    let mut b = Builder { m, block };
    let (nin, out_ty) = (ins.len(), outs.first().map(elem_of));
    let (Some(out_ty), Some(&out)) = (out_ty, args.get(nin)) else {
        b.op("linalg.yield", vec![], None, vec![]);
        return region;
    };
    let yielded = match (payload, args.as_slice()) {
        (Payload::Copy, [a, ..]) if nin >= 1 => {
            if out_ty == *b.m.value_type(*a) {
                *a
            } else {
                b.cast(*a, &out_ty, unsigned_cast)
            }
        }
        (Payload::MulAdd, [x, y, ..]) if nin >= 2 => {
            let cx = b.cast(*x, &out_ty, unsigned_cast);
            let cy = b.cast(*y, &out_ty, unsigned_cast);
            let prod = if out_ty == Type::i1() {
                b.op("arith.andi", vec![cx, cy], Some(out_ty.clone()), vec![])
                    .unwrap_or(cx)
            } else {
                b.binary("arith.mulf", "arith.muli", cx, cy)
            };
            if out_ty == Type::i1() {
                b.op("arith.ori", vec![out, prod], Some(out_ty.clone()), vec![])
                    .unwrap_or(out)
            } else {
                b.binary("arith.addf", "arith.addi", out, prod)
            }
        }
        (Payload::Max { unsigned }, [x, ..]) if nin >= 1 => {
            let cx = b.cast(*x, &out_ty, unsigned);
            b.binary(
                "arith.maximumf",
                if unsigned {
                    "arith.maxui"
                } else {
                    "arith.maxsi"
                },
                out,
                cx,
            )
        }
        (Payload::Min { unsigned }, [x, ..]) if nin >= 1 => {
            let cx = b.cast(*x, &out_ty, unsigned);
            b.binary(
                "arith.minimumf",
                if unsigned {
                    "arith.minui"
                } else {
                    "arith.minsi"
                },
                out,
                cx,
            )
        }
        (Payload::Sum, [x, ..]) if nin >= 1 => {
            let cx = b.cast(*x, &out_ty, unsigned_cast);
            b.binary("arith.addf", "arith.addi", out, cx)
        }
        (Payload::QMulAdd, [x, y, zx, zy, ..]) if nin >= 4 => {
            let cx = b.cast(*x, &out_ty, unsigned_cast);
            let czx = b.cast(*zx, &out_ty, unsigned_cast);
            let dx = b.binary("arith.subf", "arith.subi", cx, czx);
            let cy = b.cast(*y, &out_ty, unsigned_cast);
            let czy = b.cast(*zy, &out_ty, unsigned_cast);
            let dy = b.binary("arith.subf", "arith.subi", cy, czy);
            let prod = b.binary("arith.mulf", "arith.muli", dx, dy);
            b.binary("arith.addf", "arith.addi", out, prod)
        }
        (Payload::Unary(kind), [x, ..]) if nin >= 1 => {
            let t = b.m.value_type(*x).clone();
            match unary_op(kind) {
                Some(_) if !t.is_float() => out,
                Some("arith.divf") => {
                    let one = match &t {
                        Type::Float(k) => crate::float::from_f64(1.0, *k),
                        _ => None,
                    };
                    match one {
                        Some(v) => {
                            let c = b
                                .op(
                                    "arith.constant",
                                    vec![],
                                    Some(t.clone()),
                                    vec![("value", Attribute::Float { value: v, ty: t })],
                                )
                                .unwrap_or(*x);
                            b.binary("arith.divf", "arith.divf", c, *x)
                        }
                        None => out,
                    }
                }
                Some("arith.mulf") => b.binary("arith.mulf", "arith.mulf", *x, *x),
                Some(name) => b
                    .op(name, vec![*x], Some(t), Builder::fastmath())
                    .unwrap_or(out),
                None => out,
            }
        }
        (Payload::Binary(kind), [x, y, ..]) if nin >= 2 => {
            let t = b.m.value_type(*x).clone();
            match binary_op(kind) {
                Some((Some(f), _)) if t.is_float() => b.binary(f, f, *x, *y),
                Some((_, Some(i))) if t.is_integer() => b.binary(i, i, *x, *y),
                _ => out,
            }
        }
        (Payload::FillRng, [min, max, seed, ..]) if nin >= 3 => {
            fill_rng(&mut b, *min, *max, *seed, &out_ty).unwrap_or(out)
        }
        (Payload::Select, [c, x, y, ..]) if nin >= 3 => {
            let t = b.m.value_type(*x).clone();
            b.op("arith.select", vec![*c, *x, *y], Some(t), vec![])
                .unwrap_or(out)
        }
        _ => out,
    };
    b.op("linalg.yield", vec![yielded], None, vec![]);
    region
}

/// The body of `linalg.fill_rng_2d` (MLIR's OpDSL definition, op for op):
/// `i = index(0) + seed; i = i * 1103515245 + 12345; i = index(1) + i; i = i * 1103515245 +
/// 12345; out = cast((2147483647.0 + f64(i)) * ((max - min) * 2.3283064e-10) + min)`.
fn fill_rng(
    b: &mut Builder<'_>,
    min: ValueId,
    max: ValueId,
    seed: ValueId,
    out_ty: &Type,
) -> Option<ValueId> {
    let f64t = Type::f64();
    let (i64t, i32t) = (Type::int(64), Type::int(32));
    let int_const = |b: &mut Builder<'_>, v: i128| {
        b.op(
            "arith.constant",
            vec![],
            Some(i64t.clone()),
            vec![(
                "value",
                Attribute::Integer {
                    value: v,
                    ty: i64t.clone(),
                },
            )],
        )
    };
    let c = int_const(b, 2_147_483_647)?;
    let offset = b.cast(c, &f64t, false);
    let lcg = |b: &mut Builder<'_>, dim: i64, state: ValueId| {
        let ix = b.op(
            "linalg.index",
            vec![],
            Some(Type::Index),
            vec![("dim", Attribute::i64(dim))],
        )?;
        let ix = b.cast(ix, &i32t, false);
        let s = b.binary("arith.addf", "arith.addi", ix, state);
        let a = int_const(b, 1_103_515_245)?;
        let a = b.cast(a, &i32t, false);
        let s = b.binary("arith.mulf", "arith.muli", s, a);
        let c = int_const(b, 12_345)?;
        let c = b.cast(c, &i32t, false);
        Some(b.binary("arith.addf", "arith.addi", s, c))
    };
    // MLIR evaluates the operands of the outer `index(1) + lcg(index(0) + seed)` left to
    // right: `index(1)` is built first, then the inner generator step.
    let ix1 = b.op(
        "linalg.index",
        vec![],
        Some(Type::Index),
        vec![("dim", Attribute::i64(1))],
    )?;
    let ix1 = b.cast(ix1, &i32t, false);
    let inner = lcg(b, 0, seed)?;
    let s = b.binary("arith.addf", "arith.addi", ix1, inner);
    let a = int_const(b, 1_103_515_245)?;
    let a = b.cast(a, &i32t, false);
    let s = b.binary("arith.mulf", "arith.muli", s, a);
    let c = int_const(b, 12_345)?;
    let c = b.cast(c, &i32t, false);
    let s = b.binary("arith.addf", "arith.addi", s, c);
    let fs = b.cast(s, &f64t, false);
    let v = b.binary("arith.addf", "arith.addi", offset, fs);
    let range = b.binary("arith.subf", "arith.subi", max, min);
    let scale = crate::float::from_f64(2.3283064e-10, crate::types::FloatKind::F64)?;
    let k = b.op(
        "arith.constant",
        vec![],
        Some(f64t.clone()),
        vec![(
            "value",
            Attribute::Float {
                value: scale,
                ty: f64t,
            },
        )],
    )?;
    let r = b.binary("arith.mulf", "arith.mulf", range, k);
    let v = b.binary("arith.mulf", "arith.mulf", v, r);
    let v = b.binary("arith.addf", "arith.addf", v, min);
    Some(b.cast(v, out_ty, false))
}
