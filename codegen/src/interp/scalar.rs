//! Runtime values of the interpreter and the scalar semantics of arith and math, as MLIR
//! specifies them: integers wrap at their width, floats are computed in their own type.

use std::rc::Rc;

use tessera_ir::types::FloatKind;
use tessera_ir::Type;

use super::memory::View;

/// A runtime value. Integers of every width (and `index`) are stored sign-extended from their
/// width into an `i64`; `i1` true is therefore `-1`.
#[derive(Debug, Clone)]
pub(crate) enum Val {
    /// Not yet defined (never observable in verified IR).
    Undef,
    /// An integer or index.
    Int(i64),
    /// An `f32`.
    F32(f32),
    /// An `f64`.
    F64(f64),
    /// A memref view.
    Mem(Rc<View>),
    /// A vector, flattened row-major.
    Vector(Rc<[Val]>),
    /// An `!llvm.ptr` (see [`super::llvm`]).
    Ptr(super::llvm::Ptr),
}

impl Val {
    /// An `i1` from a Rust bool.
    pub(crate) fn bool(b: bool) -> Val {
        Val::Int(if b { -1 } else { 0 })
    }
}

/// The scalar types the interpreter computes with.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Sc {
    /// Signless integer of the given width (1..=64).
    Int(u32),
    /// `index` (64 bits).
    Index,
    /// `f32`
    F32,
    /// `f64`
    F64,
}

impl Sc {
    /// The scalar type of `t` (element type for vectors).
    pub(crate) fn of(t: &Type) -> Option<Sc> {
        match t
            .element_type()
            .filter(|_| matches!(t, Type::Vector { .. }))
            .unwrap_or(t)
        {
            Type::Index => Some(Sc::Index),
            Type::Integer { width, .. } if (1..=64).contains(width) => Some(Sc::Int(*width)),
            Type::Float(FloatKind::F32) => Some(Sc::F32),
            Type::Float(FloatKind::F64) => Some(Sc::F64),
            _ => None,
        }
    }

    /// Bit width of integers (64 for index).
    pub(crate) fn width(self) -> u32 {
        match self {
            Sc::Int(w) => w,
            Sc::Index => 64,
            Sc::F32 => 32,
            Sc::F64 => 64,
        }
    }
}

/// Sign-extends the low `w` bits of `v`.
#[inline]
pub(crate) fn sext(v: i64, w: u32) -> i64 {
    if w >= 64 {
        v
    } else {
        let s = 64 - w;
        (v << s) >> s
    }
}

/// Zero-extends the low `w` bits of `v` (as an unsigned 64-bit value).
#[inline]
pub(crate) fn zext(v: i64, w: u32) -> u64 {
    if w >= 64 {
        v as u64
    } else {
        (v as u64) & ((1u64 << w) - 1)
    }
}

/// Integer binary operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum IntOp {
    Add,
    Sub,
    Mul,
    DivS,
    DivU,
    CeilDivS,
    CeilDivU,
    FloorDivS,
    RemS,
    RemU,
    And,
    Or,
    Xor,
    Shl,
    ShrS,
    ShrU,
    MaxS,
    MaxU,
    MinS,
    MinU,
}

impl IntOp {
    /// The op for an `arith.<name>` suffix.
    pub(crate) fn from_name(n: &str) -> Option<IntOp> {
        Some(match n {
            "addi" => IntOp::Add,
            "subi" => IntOp::Sub,
            "muli" => IntOp::Mul,
            "divsi" => IntOp::DivS,
            "divui" => IntOp::DivU,
            "ceildivsi" => IntOp::CeilDivS,
            "ceildivui" => IntOp::CeilDivU,
            "floordivsi" => IntOp::FloorDivS,
            "remsi" => IntOp::RemS,
            "remui" => IntOp::RemU,
            "andi" => IntOp::And,
            "ori" => IntOp::Or,
            "xori" => IntOp::Xor,
            "shli" => IntOp::Shl,
            "shrsi" => IntOp::ShrS,
            "shrui" => IntOp::ShrU,
            "maxsi" => IntOp::MaxS,
            "maxui" => IntOp::MaxU,
            "minsi" => IntOp::MinS,
            "minui" => IntOp::MinU,
            _ => return None,
        })
    }
}

/// Why a scalar operation has no defined result.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum ScalarError {
    /// Division or remainder by zero.
    DivByZero,
    /// Signed division overflow (`MIN / -1`).
    Overflow,
    /// Shift amount not below the bit width.
    ShiftRange,
    /// Float-to-integer conversion out of range or NaN.
    ConvRange,
}

/// `a op b` on `w`-bit integers given sign-extended.
pub(crate) fn int_bin(op: IntOp, a: i64, b: i64, w: u32) -> Result<i64, ScalarError> {
    let (ua, ub) = (zext(a, w), zext(b, w));
    let min = if w >= 64 {
        i64::MIN
    } else {
        -(1i64 << (w - 1))
    };
    let sdiv_check = || {
        if b == 0 {
            Err(ScalarError::DivByZero)
        } else if a == min && b == -1 {
            Err(ScalarError::Overflow)
        } else {
            Ok(())
        }
    };
    let r = match op {
        IntOp::Add => a.wrapping_add(b),
        IntOp::Sub => a.wrapping_sub(b),
        IntOp::Mul => a.wrapping_mul(b),
        IntOp::DivS => {
            sdiv_check()?;
            a.wrapping_div(b)
        }
        IntOp::FloorDivS => {
            sdiv_check()?;
            let q = a.wrapping_div(b);
            if a % b != 0 && ((a < 0) != (b < 0)) {
                q - 1
            } else {
                q
            }
        }
        IntOp::CeilDivS => {
            sdiv_check()?;
            let q = a.wrapping_div(b);
            if a % b != 0 && ((a < 0) == (b < 0)) {
                q + 1
            } else {
                q
            }
        }
        IntOp::RemS => {
            sdiv_check()?;
            a.wrapping_rem(b)
        }
        IntOp::DivU | IntOp::CeilDivU | IntOp::RemU => {
            if ub == 0 {
                return Err(ScalarError::DivByZero);
            }
            match op {
                IntOp::DivU => (ua / ub) as i64,
                IntOp::RemU => (ua % ub) as i64,
                _ => (ua / ub + u64::from(ua % ub != 0)) as i64,
            }
        }
        IntOp::And => a & b,
        IntOp::Or => a | b,
        IntOp::Xor => a ^ b,
        IntOp::Shl | IntOp::ShrS | IntOp::ShrU => {
            if ub >= u64::from(w) {
                return Err(ScalarError::ShiftRange);
            }
            match op {
                IntOp::Shl => a << ub,
                IntOp::ShrS => a >> ub,
                _ => (ua >> ub) as i64,
            }
        }
        IntOp::MaxS => a.max(b),
        IntOp::MinS => a.min(b),
        IntOp::MaxU => {
            if ua >= ub {
                a
            } else {
                b
            }
        }
        IntOp::MinU => {
            if ua <= ub {
                a
            } else {
                b
            }
        }
    };
    Ok(sext(r, w))
}

/// `arith.cmpi` with predicate index `p` (the dialect's semantics, shared with the
/// dependence oracle).
pub(crate) fn cmpi(p: u8, a: i64, b: i64, w: u32) -> bool {
    tessera_ir::dialects::arith_cmpi(i128::from(p), a, b, w)
}

/// `arith.cmpf` with predicate index `p`, on values widened to f64 (exact for f32).
pub(crate) fn cmpf(p: u8, a: f64, b: f64) -> bool {
    tessera_ir::dialects::arith_cmpf(i128::from(p), a, b)
}

/// Float binary operations.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FOp {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
    Maximum,
    Minimum,
    MaxNum,
    MinNum,
    Pow,
    Atan2,
    CopySign,
}

impl FOp {
    /// The op for an `arith.`/`math.` name suffix.
    pub(crate) fn from_name(n: &str) -> Option<FOp> {
        Some(match n {
            "addf" => FOp::Add,
            "subf" => FOp::Sub,
            "mulf" => FOp::Mul,
            "divf" => FOp::Div,
            "remf" => FOp::Rem,
            "maximumf" => FOp::Maximum,
            "minimumf" => FOp::Minimum,
            "maxnumf" => FOp::MaxNum,
            "minnumf" => FOp::MinNum,
            "powf" => FOp::Pow,
            "atan2" => FOp::Atan2,
            "copysign" => FOp::CopySign,
            _ => return None,
        })
    }
}

// `maximumf`/`minimumf` with a NaN operand return a NaN (MLIR leaves its bits open); the
// interpreter returns the NaN operand — the second one if both are — as the JIT's code does on
// x86-64, so both engines agree bit for bit.
macro_rules! fbin {
    ($op:expr, $a:expr, $b:expr, $t:ty) => {{
        let (a, b): ($t, $t) = ($a, $b);
        match $op {
            FOp::Add => a + b,
            FOp::Sub => a - b,
            FOp::Mul => a * b,
            FOp::Div => a / b,
            FOp::Rem => a % b,
            FOp::Maximum => {
                if b.is_nan() {
                    b
                } else if a.is_nan() {
                    a
                } else if a == b {
                    if a.is_sign_negative() {
                        b
                    } else {
                        a
                    }
                } else {
                    a.max(b)
                }
            }
            FOp::Minimum => {
                if b.is_nan() {
                    b
                } else if a.is_nan() {
                    a
                } else if a == b {
                    if a.is_sign_negative() {
                        a
                    } else {
                        b
                    }
                } else {
                    a.min(b)
                }
            }
            FOp::MaxNum => a.max(b),
            FOp::MinNum => a.min(b),
            FOp::Pow => a.powf(b),
            FOp::Atan2 => a.atan2(b),
            FOp::CopySign => a.copysign(b),
        }
    }};
}

/// `a op b` in f64.
pub(crate) fn f64_bin(op: FOp, a: f64, b: f64) -> f64 {
    fbin!(op, a, b, f64)
}

/// `a op b` in f32.
pub(crate) fn f32_bin(op: FOp, a: f32, b: f32) -> f32 {
    fbin!(op, a, b, f32)
}

/// Unary float functions of arith and math.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum FUn {
    Neg,
    Sqrt,
    Rsqrt,
    Exp,
    Exp2,
    Expm1,
    Log,
    Log2,
    Log10,
    Log1p,
    Sin,
    Cos,
    Tan,
    Tanh,
    Sinh,
    Cosh,
    Atan,
    Asin,
    Acos,
    Abs,
    Floor,
    Ceil,
    Round,
    RoundEven,
    Trunc,
    Cbrt,
}

impl FUn {
    /// The function for an `arith.`/`math.` name suffix.
    pub(crate) fn from_name(n: &str) -> Option<FUn> {
        Some(match n {
            "negf" => FUn::Neg,
            "sqrt" => FUn::Sqrt,
            "rsqrt" => FUn::Rsqrt,
            "exp" => FUn::Exp,
            "exp2" => FUn::Exp2,
            "expm1" => FUn::Expm1,
            "log" => FUn::Log,
            "log2" => FUn::Log2,
            "log10" => FUn::Log10,
            "log1p" => FUn::Log1p,
            "sin" => FUn::Sin,
            "cos" => FUn::Cos,
            "tan" => FUn::Tan,
            "tanh" => FUn::Tanh,
            "sinh" => FUn::Sinh,
            "cosh" => FUn::Cosh,
            "atan" => FUn::Atan,
            "asin" => FUn::Asin,
            "acos" => FUn::Acos,
            "absf" => FUn::Abs,
            "floor" => FUn::Floor,
            "ceil" => FUn::Ceil,
            "round" => FUn::Round,
            "roundeven" => FUn::RoundEven,
            "trunc" => FUn::Trunc,
            "cbrt" => FUn::Cbrt,
            _ => return None,
        })
    }
}

macro_rules! fun {
    ($op:expr, $a:expr, $t:ty) => {{
        let a: $t = $a;
        match $op {
            FUn::Neg => -a,
            FUn::Sqrt => a.sqrt(),
            FUn::Rsqrt => 1.0 / a.sqrt(),
            FUn::Exp => a.exp(),
            FUn::Exp2 => a.exp2(),
            FUn::Expm1 => a.exp_m1(),
            FUn::Log => a.ln(),
            FUn::Log2 => a.log2(),
            FUn::Log10 => a.log10(),
            FUn::Log1p => a.ln_1p(),
            FUn::Sin => a.sin(),
            FUn::Cos => a.cos(),
            FUn::Tan => a.tan(),
            FUn::Tanh => a.tanh(),
            FUn::Sinh => a.sinh(),
            FUn::Cosh => a.cosh(),
            FUn::Atan => a.atan(),
            FUn::Asin => a.asin(),
            FUn::Acos => a.acos(),
            FUn::Abs => a.abs(),
            FUn::Floor => a.floor(),
            FUn::Ceil => a.ceil(),
            FUn::Round => a.round(),
            FUn::RoundEven => a.round_ties_even(),
            FUn::Trunc => a.trunc(),
            FUn::Cbrt => a.cbrt(),
        }
    }};
}

/// `f(a)` in f64.
pub(crate) fn f64_un(op: FUn, a: f64) -> f64 {
    fun!(op, a, f64)
}

/// `f(a)` in f32.
pub(crate) fn f32_un(op: FUn, a: f32) -> f32 {
    fun!(op, a, f32)
}

/// Casts between scalar types.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CastOp {
    /// extsi, index_cast, trunci: reinterpret sign-extended (truncating when narrower).
    Signed,
    /// extui, index_castui: zero-extend the source width.
    Unsigned,
    SiToFp,
    UiToFp,
    FpToSi,
    FpToUi,
    /// extf, truncf.
    FloatConv,
    Bitcast,
}

impl CastOp {
    /// The cast for an `arith.<name>` suffix.
    pub(crate) fn from_name(n: &str) -> Option<CastOp> {
        Some(match n {
            "extsi" | "trunci" | "index_cast" => CastOp::Signed,
            "extui" | "index_castui" => CastOp::Unsigned,
            "sitofp" => CastOp::SiToFp,
            "uitofp" => CastOp::UiToFp,
            "fptosi" => CastOp::FpToSi,
            "fptoui" => CastOp::FpToUi,
            "extf" | "truncf" => CastOp::FloatConv,
            "bitcast" => CastOp::Bitcast,
            _ => return None,
        })
    }
}

/// The value of a scalar as f64 (floats only).
fn as_f64(v: &Val) -> Option<f64> {
    match v {
        Val::F32(x) => Some(f64::from(*x)),
        Val::F64(x) => Some(*x),
        _ => None,
    }
}

/// Makes a float value of type `to` from an f64 (rounding for f32).
fn float_val(to: Sc, x: f64) -> Val {
    if to == Sc::F32 {
        Val::F32(x as f32)
    } else {
        Val::F64(x)
    }
}

/// Applies a cast; `None` if the operand kind does not fit the cast.
pub(crate) fn cast(op: CastOp, v: &Val, from: Sc, to: Sc) -> Option<Result<Val, ScalarError>> {
    let ok = |v: Val| Some(Ok(v));
    match (op, v) {
        (CastOp::Signed, Val::Int(x)) => ok(Val::Int(sext(*x, to.width()))),
        (CastOp::Unsigned, Val::Int(x)) => {
            ok(Val::Int(sext(zext(*x, from.width()) as i64, to.width())))
        }
        (CastOp::SiToFp, Val::Int(x)) => ok(match to {
            Sc::F32 => Val::F32(*x as f32),
            _ => Val::F64(*x as f64),
        }),
        (CastOp::UiToFp, Val::Int(x)) => {
            let u = zext(*x, from.width());
            ok(match to {
                Sc::F32 => Val::F32(u as f32),
                _ => Val::F64(u as f64),
            })
        }
        (CastOp::FpToSi | CastOp::FpToUi, _) => {
            let x = as_f64(v)?.trunc();
            let w = to.width();
            let (lo, hi) = if op == CastOp::FpToSi {
                let h = if w >= 64 {
                    (1u64 << 63) as f64
                } else {
                    (1u64 << (w - 1)) as f64
                };
                (-h, h)
            } else {
                let h = if w >= 64 {
                    2.0 * (1u64 << 63) as f64
                } else {
                    (1u64 << w) as f64
                };
                (0.0, h)
            };
            if x.is_nan() || x < lo || x >= hi {
                return Some(Err(ScalarError::ConvRange));
            }
            let bits = if op == CastOp::FpToSi {
                x as i64
            } else {
                x as u64 as i64
            };
            ok(Val::Int(sext(bits, w)))
        }
        (CastOp::FloatConv, _) => ok(float_val(to, as_f64(v)?)),
        (CastOp::Bitcast, _) => ok(match (v, to) {
            (Val::Int(x), Sc::F32) => Val::F32(f32::from_bits(*x as u32)),
            (Val::Int(x), Sc::F64) => Val::F64(f64::from_bits(*x as u64)),
            (Val::F32(x), _) => Val::Int(sext(i64::from(x.to_bits()), to.width())),
            (Val::F64(x), _) => Val::Int(sext(x.to_bits() as i64, to.width())),
            (Val::Int(x), _) => Val::Int(sext(*x, to.width())),
            _ => return None,
        }),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn integer_semantics_follow_mlir() {
        // arith.divsi rounds toward zero; floordivsi toward -inf; ceildivsi toward +inf.
        assert_eq!(int_bin(IntOp::DivS, -7, 2, 32), Ok(-3));
        assert_eq!(int_bin(IntOp::FloorDivS, -7, 2, 32), Ok(-4));
        assert_eq!(int_bin(IntOp::CeilDivS, -7, 2, 32), Ok(-3));
        assert_eq!(int_bin(IntOp::CeilDivS, 7, 2, 32), Ok(4));
        // remsi takes the sign of the dividend.
        assert_eq!(int_bin(IntOp::RemS, -7, 3, 32), Ok(-1));
        // Wrapping at the width: 127 + 1 in i8 is -128.
        assert_eq!(int_bin(IntOp::Add, 127, 1, 8), Ok(-128));
        // Unsigned view of -1 in i8 is 255: 255 / 2 = 127.
        assert_eq!(int_bin(IntOp::DivU, -1, 2, 8), Ok(127));
        assert_eq!(int_bin(IntOp::DivS, 1, 0, 32), Err(ScalarError::DivByZero));
        assert_eq!(
            int_bin(IntOp::DivS, -128, -1, 8),
            Err(ScalarError::Overflow)
        );
        assert_eq!(int_bin(IntOp::Shl, 1, 8, 8), Err(ScalarError::ShiftRange));
        assert!(cmpi(8, -1, 1, 32)); // ugt: 0xffffffff > 1
        assert!(!cmpi(4, -1, 1, 32)); // sgt
    }

    #[test]
    fn float_semantics() {
        assert!(f64_bin(FOp::Maximum, f64::NAN, 1.0).is_nan());
        assert_eq!(f64_bin(FOp::MaxNum, f64::NAN, 1.0), 1.0);
        assert!(f64_bin(FOp::Minimum, 0.0, -0.0).is_sign_negative());
        // f32 arithmetic rounds in f32: 16777216 + 1 stays 16777216.
        assert_eq!(f32_bin(FOp::Add, 16_777_216.0, 1.0), 16_777_216.0);
        assert!(cmpf(11, f64::NAN, 0.0)); // ult is true on NaN
        assert!(!cmpf(4, f64::NAN, 0.0)); // olt is false on NaN
    }
}
