//! Values crossing the boundary of an execution engine (the reference interpreter and the JIT):
//! entry-function arguments and results, and the error type of execution.

use std::fmt;

use tessera_ir::Pos;

use crate::buffer::{Buffer, ElemType};
use crate::error::Error;
pub(crate) use crate::error::ExecErrorKind;

/// An argument or result of an entry function.
#[derive(Debug, Clone, PartialEq)]
pub enum ArgValue {
    /// A memref, passed by reference: the engine reads and writes the buffer in place.
    Memref(Buffer),
    /// A signless integer of `width` bits (1..=64), sign-extended into `value`.
    Int {
        /// The value, sign-extended from `width` bits.
        value: i64,
        /// Bit width.
        width: u32,
    },
    /// An `index` value.
    Index(i64),
    /// An `f32` value.
    F32(f32),
    /// An `f64` value.
    F64(f64),
    /// No value: an argument of a type the runner does not build (a C `main`'s `argv`, of
    /// this type). The interpreter binds it undefined (an operation that uses it fails); the
    /// native backends refuse it.
    Absent(String),
}

/// Bit-for-bit equality of two argument (or result) lists: memrefs by shape and bytes, floats by
/// their bits (so `NaN == NaN` with the same payload and `0.0 != -0.0`), integers by value —
/// what "the interpreter gives identical results" means in tests.
pub fn same_bits(a: &[ArgValue], b: &[ArgValue]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| match (x, y) {
            (ArgValue::Memref(p), ArgValue::Memref(q)) => {
                p.shape() == q.shape() && p.bytes() == q.bytes()
            }
            (ArgValue::F32(p), ArgValue::F32(q)) => p.to_bits() == q.to_bits(),
            (ArgValue::F64(p), ArgValue::F64(q)) => p.to_bits() == q.to_bits(),
            _ => x == y,
        })
}

impl ArgValue {
    /// The buffer of a memref argument.
    pub fn as_buffer(&self) -> Option<&Buffer> {
        match self {
            ArgValue::Memref(b) => Some(b),
            _ => None,
        }
    }

    /// The value's bytes: a memref's elements (row-major, little-endian), a scalar's
    /// little-endian bits (integers as `i64`), nothing for [`ArgValue::Absent`].
    pub fn bytes(&self) -> Vec<u8> {
        match self {
            ArgValue::Memref(b) => b.bytes().to_vec(),
            ArgValue::F32(x) => x.to_bits().to_le_bytes().to_vec(),
            ArgValue::F64(x) => x.to_bits().to_le_bytes().to_vec(),
            ArgValue::Int { value, .. } | ArgValue::Index(value) => value.to_le_bytes().to_vec(),
            ArgValue::Absent(_) => vec![],
        }
    }

    /// The element type of a memref argument.
    pub fn elem(&self) -> Option<ElemType> {
        self.as_buffer().map(Buffer::elem)
    }
}

impl fmt::Display for ArgValue {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ArgValue::Memref(b) => write!(f, "memref{:?}x{}", b.shape(), b.elem()),
            ArgValue::Int { value, width } => write!(f, "{value} : i{width}"),
            ArgValue::Index(v) => write!(f, "{v} : index"),
            ArgValue::F32(v) => write!(f, "{v:?} : f32"),
            ArgValue::F64(v) => write!(f, "{v:?} : f64"),
            ArgValue::Absent(t) => write!(f, "no value ({t})"),
        }
    }
}

/// An execution error, naming the operation and its source location when known: what the
/// engines raise internally; the public functions return it as [`Error::Exec`].
#[derive(Debug, Clone, PartialEq)]
pub(crate) struct ExecError {
    /// The category.
    pub kind: ExecErrorKind,
    /// The message, without position.
    pub message: String,
    /// The operation name (`arith.divsi`), when the error comes from an operation.
    pub op: Option<String>,
    /// Where the operation is in the source text.
    pub pos: Option<Pos>,
}

impl ExecError {
    /// An error not tied to an operation.
    pub fn new(kind: ExecErrorKind, message: impl Into<String>) -> ExecError {
        ExecError {
            kind,
            message: message.into(),
            op: None,
            pos: None,
        }
    }

    /// An error raised by operation `op` at `pos`.
    pub fn at_op(
        kind: ExecErrorKind,
        op: &str,
        pos: Option<Pos>,
        message: impl Into<String>,
    ) -> ExecError {
        ExecError {
            kind,
            message: message.into(),
            op: Some(op.to_string()),
            pos,
        }
    }

    fn body(&self) -> String {
        match &self.op {
            Some(op) => format!("'{op}' {}", self.message),
            None => self.message.clone(),
        }
    }
}

impl From<ExecError> for Error {
    fn from(e: ExecError) -> Error {
        Error::Exec {
            kind: e.kind,
            message: e.message,
            op: e.op,
            pos: e.pos,
        }
    }
}

impl fmt::Display for ExecError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pos {
            Some(p) => write!(f, "{}:{}: error: {}", p.line, p.col, self.body()),
            None => write!(f, "error: {}", self.body()),
        }
    }
}

/// How `entry_args` fills memref arguments.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Fill {
    /// Every element `+0` (the PolyBench entry contract).
    Zero,
    /// Element `k` (row-major flat index) of every memref gets a value derived from
    /// `h = splitmix64(seed + k)` (see [`seeded_bits`]): floats `(h >> 11) * 2^-53` (uniform in
    /// `[0, 1)`, rounded to f32 for f32), integers and index `(h >> 32) % 64`, `i1` `h & 1`.
    Seeded(u64),
}

/// SplitMix64 of `x` (Steele, Lea and Flood 2014): the hash behind [`Fill::Seeded`].
pub fn seeded_bits(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Fills `buf` per `fill`.
pub fn fill_buffer(buf: &mut Buffer, fill: Fill) -> Result<(), Error> {
    let Fill::Seeded(seed) = fill else {
        return Ok(());
    };
    for k in 0..buf.len() {
        let h = seeded_bits(seed.wrapping_add(k as u64));
        match buf.elem() {
            ElemType::F32 | ElemType::F64 => {
                buf.set_f64(k, (h >> 11) as f64 * (1.0 / (1u64 << 53) as f64))?
            }
            ElemType::I1 => buf.set_int(k, (h & 1) as i64)?,
            _ => buf.set_int(k, ((h >> 32) % 64) as i64)?,
        }
    }
    Ok(())
}

/// One argument of an entry function, allocated and filled.
#[derive(Debug, Clone)]
pub struct EntryArg {
    /// The argument's SSA name in the source, without `%` (`argN` if it had none).
    pub name: String,
    /// The value.
    pub value: ArgValue,
}

fn parse_dims(s: &str) -> Option<Vec<usize>> {
    s.split('x').map(|d| d.trim().parse().ok()).collect()
}

/// Allocates the arguments of function `entry`: memrefs with their static shape (dynamic
/// dimensions from `sizes`: `NAME=N` or `NAME=NxM...`, either all dimensions or only the
/// dynamic ones, in order), filled per `fill`; integer and index scalars from `sizes`
/// (`NAME=V`, default 0); float scalars 0 for [`Fill::Zero`], else the seeded value of flat
/// index 0 with the seed plus the argument's position. A C-style `@main(%argc: i32, %argv)`
/// (two arguments, the first `i32`, the second a memref of memrefs or an `!llvm.ptr`, as
/// cgeist writes it) gets `argc` = 1 unless given and `argv` [`ArgValue::Absent`].
pub fn entry_args(
    module: &tessera_ir::Module,
    entry: &str,
    fill: Fill,
    sizes: &[(String, String)],
) -> Result<Vec<EntryArg>, Error> {
    use tessera_ir::Type;
    let top = module.top();
    let func = module
        .walk(top)
        .into_iter()
        .find(|&op| {
            let o = module.op(op);
            o.name == "func.func" && o.attr("sym_name").and_then(|a| a.as_str()) == Some(entry)
        })
        .ok_or_else(|| {
            ExecError::new(
                ExecErrorKind::InvalidArgument,
                format!("no function @{entry}"),
            )
        })?;
    let fo = module.op(func);
    let err = |msg: String| {
        Error::from(ExecError::at_op(
            ExecErrorKind::InvalidArgument,
            "func.func",
            fo.pos,
            msg,
        ))
    };
    let block = fo
        .regions
        .first()
        .and_then(|&r| module.region(r).blocks.first().copied())
        .ok_or_else(|| err(format!("@{entry} has no body")))?;
    let block_args = &module.block(block).args;
    let c_main = entry == "main"
        && block_args.len() == 2
        && module.value(block_args[0]).ty == Type::int(32)
        && match &module.value(block_args[1]).ty {
            Type::MemRef { elem, .. } => elem.is_memref(),
            Type::Opaque(t) => t == "!llvm.ptr",
            _ => false,
        };
    let mut out = vec![];
    for (i, &a) in block_args.iter().enumerate() {
        let v = module.value(a);
        let name = v
            .name_hint
            .as_deref()
            .map(|n| n.trim_start_matches('%').to_string())
            .unwrap_or_else(|| format!("arg{i}"));
        let given = sizes
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, s)| s.as_str());
        let value = match &v.ty {
            t if c_main && i == 1 && given.is_none() => ArgValue::Absent(t.to_string()),
            Type::MemRef { shape, elem, .. } => {
                let et = crate::interp::elem_type_of(elem).ok_or_else(|| {
                    err(format!("argument %{name}: unsupported element type {elem}"))
                })?;
                let ndyn = shape
                    .iter()
                    .filter(|&&d| d == tessera_ir::types::DYNAMIC)
                    .count();
                let dims = match given {
                    Some(s) => parse_dims(s)
                        .ok_or_else(|| err(format!("--size {name}={s}: expected N or NxMx...")))?,
                    None => vec![],
                };
                let mut dyn_it = if dims.len() == shape.len() {
                    dims.iter()
                        .zip(shape)
                        .filter(|(_, &d)| d == tessera_ir::types::DYNAMIC)
                        .map(|(n, _)| *n)
                        .collect::<Vec<_>>()
                        .into_iter()
                } else if dims.len() == ndyn {
                    dims.clone().into_iter()
                } else {
                    return Err(err(format!(
                        "argument %{name} has {ndyn} dynamic dimension(s): give --size {name}=N{}",
                        if ndyn > 1 { "xM..." } else { "" }
                    )));
                };
                let mut full = vec![];
                for (k, &d) in shape.iter().enumerate() {
                    if d == tessera_ir::types::DYNAMIC {
                        full.push(dyn_it.next().ok_or_else(|| {
                            err(format!("missing size of dimension {k} of %{name}"))
                        })?);
                    } else {
                        let n =
                            usize::try_from(d).map_err(|_| err(format!("bad dimension {d}")))?;
                        if dims.len() == shape.len() && dims.get(k) != Some(&n) {
                            return Err(err(format!("--size {name}: dimension {k} is static {n}")));
                        }
                        full.push(n);
                    }
                }
                let mut buf = Buffer::zeroed(et, &full).map_err(|e| err(e.to_string()))?;
                fill_buffer(&mut buf, fill).map_err(|e| err(e.to_string()))?;
                ArgValue::Memref(buf)
            }
            Type::Index | Type::Integer { .. } => {
                let x: i64 = match given {
                    Some(s) => s
                        .trim()
                        .parse()
                        .map_err(|_| err(format!("--size {name}={s}: expected an integer")))?,
                    None => i64::from(c_main),
                };
                match &v.ty {
                    Type::Integer { width, .. } if (1..=64).contains(width) => ArgValue::Int {
                        value: x,
                        width: *width,
                    },
                    Type::Index => ArgValue::Index(x),
                    t => return Err(err(format!("argument %{name}: unsupported type {t}"))),
                }
            }
            Type::Float(_) => {
                let x = match fill {
                    Fill::Zero => 0.0,
                    Fill::Seeded(s) => {
                        (seeded_bits(s.wrapping_add(i as u64)) >> 11) as f64
                            * (1.0 / (1u64 << 53) as f64)
                    }
                };
                match v.ty.int_or_float_width() {
                    Some(32) => ArgValue::F32(x as f32),
                    Some(64) => ArgValue::F64(x),
                    _ => return Err(err(format!("argument %{name}: unsupported type {}", v.ty))),
                }
            }
            t => return Err(err(format!("argument %{name}: unsupported type {t}"))),
        };
        out.push(EntryArg { name, value });
    }
    Ok(out)
}

/// `msg` followed by ` in the loop at L:C (NAME)` naming the innermost loop operation
/// containing `op` (`op` itself included), as the interpreter words its step and time limit
/// errors; `msg` alone outside every loop.
pub(crate) fn in_loop_message(m: &tessera_ir::Module, op: tessera_ir::OpId, msg: &str) -> String {
    let mut cur = Some(op);
    while let Some(c) = cur {
        let o = m.op(c);
        if matches!(
            o.name.as_str(),
            "affine.for" | "affine.parallel" | "scf.for" | "scf.while" | "scf.parallel"
        ) {
            let at = o
                .pos
                .map_or_else(|| "?".to_string(), |p| format!("{}:{}", p.line, p.col));
            return format!("{msg} in the loop at {at} ({})", o.name);
        }
        cur = m.parent_op(c);
    }
    msg.to_string()
}

/// The message of a timeout stopped at `op` (see [`in_loop_message`]).
pub(crate) fn timeout_message(m: &tessera_ir::Module, op: tessera_ir::OpId) -> String {
    in_loop_message(m, op, "execution exceeded the time limit")
}
