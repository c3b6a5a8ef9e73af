//! The part of the llvm dialect that frontends put around kernels to print results (cgeist's
//! `fprintf(stderr, ...)` dumps): pointers into `llvm.mlir.global`s, `llvm.getelementptr` with
//! constant indices, `llvm.load` of bytes and of the C streams `stdout`/`stderr`, and calls of
//! the C library's `printf`, `fprintf`, `puts`, `fputs`, `putchar`, `fputc` and `fflush`
//! declared by `llvm.func`. `stdout` output goes where `vector.print`'s goes; `stderr` output
//! to the process's standard error. Every other llvm operation is an error when executed.

use tessera_ir::{Attribute, Module, OpId, Operation, Type};

use crate::value::{ExecError, ExecErrorKind};

use super::decode::Kind;
use super::engine::{get, set, Engine, Flow};
use super::scalar::{sext, Val};
use crate::printf::Arg;

/// A pointer value: a byte offset into a global, a C stream, or null.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Ptr {
    /// `llvm.mlir.zero : !llvm.ptr`.
    Null,
    /// Byte `offset` of `llvm.mlir.global` op `global`.
    Global(OpId, i64),
    /// A C stream (`FILE *`): 1 = stdout, 2 = stderr.
    Stream(u8),
}

/// The C library functions the interpreter runs.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Libc {
    Printf,
    Fprintf,
    Puts,
    Fputs,
    Putchar,
    Fputc,
    Fflush,
}

/// A decoded llvm operation.
#[derive(Debug, Clone)]
pub(crate) enum LlvmOp {
    /// `llvm.mlir.addressof` of this global op.
    AddressOf(OpId),
    Null,
    /// `llvm.getelementptr` with constant indices: the byte offset it adds.
    Gep(i64),
    /// `llvm.load` of an integer of this many bits (`0`: a pointer).
    Load(u32),
    /// `llvm.call` of a C library function; the operand widths (0: not an integer).
    Call(Libc, Vec<u32>),
}

/// Size in bytes of an llvm element type the interpreter can address.
fn size_of(t: &Type) -> Option<i64> {
    match t {
        Type::Integer { width, .. } if width % 8 == 0 => Some(i64::from(width / 8)),
        Type::Float(_) => t.int_or_float_width().map(|w| i64::from(w / 8)),
        Type::Index => Some(8),
        Type::Opaque(s) if s == "!llvm.ptr" => Some(8),
        Type::Opaque(s) => {
            let inner = s.strip_prefix("!llvm.array<")?.strip_suffix('>')?;
            array_size(inner)
        }
        _ => None,
    }
}

/// `N x T` of an `!llvm.array<N x T>`: (N, size of T).
fn array_parts(inner: &str) -> Option<(i64, i64)> {
    let (n, elem) = inner.split_once(" x ")?;
    let n: i64 = n.trim().parse().ok()?;
    let elem = elem.trim();
    let es = match elem {
        "ptr" => 8,
        e if e.starts_with("array<") => array_size(e.strip_prefix("array<")?.strip_suffix('>')?)?,
        "f16" | "bf16" => 2,
        "f32" => 4,
        "f64" => 8,
        e => {
            let w: i64 = e.strip_prefix('i')?.parse().ok()?;
            (w % 8 == 0 && w > 0).then_some(w / 8)?
        }
    };
    Some((n, es))
}

fn array_size(inner: &str) -> Option<i64> {
    let (n, es) = array_parts(inner)?;
    n.checked_mul(es)
}

/// The byte offset of a GEP with constant indices over `elem`.
fn gep_offset(elem: &Type, idx: &[i64]) -> Option<i64> {
    let (first, rest) = idx.split_first()?;
    let mut off = first.checked_mul(size_of(elem)?)?;
    let mut cur = match elem {
        Type::Opaque(s) => s
            .strip_prefix("!llvm.array<")?
            .strip_suffix('>')?
            .to_string(),
        _ if rest.is_empty() => return Some(off),
        _ => return None,
    };
    for (k, &i) in rest.iter().enumerate() {
        let (_, es) = array_parts(&cur)?;
        off = off.checked_add(i.checked_mul(es)?)?;
        if k + 1 < rest.len() {
            let (_, e) = cur.split_once(" x ")?;
            cur = e
                .trim()
                .strip_prefix("array<")?
                .strip_suffix('>')?
                .to_string();
        }
    }
    Some(off)
}

/// Decodes the llvm operations the interpreter runs (`None`: not one of them).
pub(crate) fn decode(
    m: &Module,
    o: &Operation,
    symbols: &std::collections::HashMap<String, OpId>,
) -> Option<Kind> {
    let short = o.name.strip_prefix("llvm.")?;
    let op = match short {
        "mlir.addressof" => {
            let g = *symbols.get(o.attr("global_name")?.as_flat_symbol()?)?;
            (m.op(g).name == "llvm.mlir.global").then_some(LlvmOp::AddressOf(g))?
        }
        "mlir.zero" if m.value_type(*o.results.first()?) == &Type::Opaque("!llvm.ptr".into()) => {
            LlvmOp::Null
        }
        "mlir.constant" => return Some(Kind::Const(super::decode::constant(o.attr("value")?)?)),
        "getelementptr" => {
            let raw = o.attr("rawConstantIndices")?;
            let idx = tessera_ir::views::int_values(raw)?;
            if idx.iter().any(|&i| i == i64::from(i32::MIN)) || o.operands.len() != 1 {
                return None;
            }
            LlvmOp::Gep(gep_offset(o.attr("elem_type")?.as_type()?, &idx)?)
        }
        "load" => match m.value_type(*o.results.first()?) {
            Type::Opaque(s) if s == "!llvm.ptr" => LlvmOp::Load(0),
            Type::Integer { width: 8, .. } => LlvmOp::Load(8),
            _ => return None,
        },
        "call" => {
            let callee = o.attr("callee")?.as_flat_symbol()?;
            let f = m.op(*symbols.get(callee)?);
            if f.name != "llvm.func"
                || f.regions
                    .first()
                    .is_some_and(|&r| !m.region(r).blocks.is_empty())
            {
                return None;
            }
            let lib = match callee {
                "printf" => Libc::Printf,
                "fprintf" => Libc::Fprintf,
                "puts" => Libc::Puts,
                "fputs" => Libc::Fputs,
                "putchar" => Libc::Putchar,
                "fputc" => Libc::Fputc,
                "fflush" => Libc::Fflush,
                _ => return None,
            };
            let widths = o
                .operands
                .iter()
                .map(|&v| match m.value_type(v) {
                    Type::Integer { width, .. } => *width,
                    Type::Index => 64,
                    _ => 0,
                })
                .collect();
            LlvmOp::Call(lib, widths)
        }
        _ => return None,
    };
    Some(Kind::Llvm(Box::new(op)))
}

/// The bytes of a global's string initialiser.
fn global_bytes(m: &Module, g: OpId) -> Option<&[u8]> {
    match m.op(g).attr("value")? {
        Attribute::String { value, .. } => Some(value),
        _ => None,
    }
}

fn ptr_of(e: &Engine<'_, '_>, op: OpId, v: Val) -> Result<Ptr, ExecError> {
    match v {
        Val::Ptr(p) => Ok(p),
        _ => Err(e.bad(op)),
    }
}

/// The NUL-terminated string at `p`.
fn c_string(e: &Engine<'_, '_>, op: OpId, p: Ptr) -> Result<Vec<u8>, ExecError> {
    let bad = |what: &str| e.err(op, ExecErrorKind::Undefined, what.to_string());
    let Ptr::Global(g, off) = p else {
        return Err(bad(
            "reads a string through a pointer that is not into a global",
        ));
    };
    let bytes = global_bytes(e.prog.m, g)
        .ok_or_else(|| bad("reads a string from a global without a string initialiser"))?;
    let from = usize::try_from(off)
        .ok()
        .filter(|&o| o <= bytes.len())
        .ok_or_else(|| bad("reads a string out of its global's bounds"))?;
    let tail = &bytes[from..];
    match tail.iter().position(|&b| b == 0) {
        Some(n) => Ok(tail[..n].to_vec()),
        None => Err(bad(
            "reads a string that is not NUL-terminated within its global",
        )),
    }
}

/// Executes a decoded llvm operation.
pub(crate) fn exec(
    e: &mut Engine<'_, '_>,
    frame: &mut [Val],
    op: OpId,
    o: &Operation,
    l: &LlvmOp,
) -> Result<Flow, ExecError> {
    let m = e.prog.m;
    let arg = |k: usize| get(frame, o.operands.get(k));
    let v = match l {
        LlvmOp::AddressOf(g) => Val::Ptr(Ptr::Global(*g, 0)),
        LlvmOp::Null => Val::Ptr(Ptr::Null),
        LlvmOp::Gep(d) => match ptr_of(e, op, arg(0))? {
            Ptr::Global(g, off) => Val::Ptr(Ptr::Global(
                g,
                off.checked_add(*d).ok_or_else(|| e.bad(op))?,
            )),
            _ => {
                return Err(e.err(
                    op,
                    ExecErrorKind::Undefined,
                    "offsets a pointer that is not into a global",
                ))
            }
        },
        LlvmOp::Load(w) => {
            let Ptr::Global(g, off) = ptr_of(e, op, arg(0))? else {
                return Err(e.err(
                    op,
                    ExecErrorKind::Undefined,
                    "loads through a pointer that is not into a global",
                ));
            };
            if *w == 0 {
                let name = m
                    .op(g)
                    .attr("sym_name")
                    .and_then(|a| a.as_str())
                    .unwrap_or("");
                // The C streams are external globals holding the `FILE *`.
                let external = global_bytes(m, g).is_none()
                    && m.op(g)
                        .regions
                        .first()
                        .is_none_or(|&r| m.region(r).blocks.is_empty());
                match (name, off) {
                    ("stdout", 0) if external => Val::Ptr(Ptr::Stream(1)),
                    ("stderr", 0) if external => Val::Ptr(Ptr::Stream(2)),
                    _ => return Err(e.err(op, ExecErrorKind::Unsupported, format!("loads a pointer from @{name}, which the interpreter does not model (only the C streams @stdout and @stderr)"))),
                }
            } else {
                let b = global_bytes(m, g)
                    .and_then(|b| usize::try_from(off).ok().and_then(|o| b.get(o)))
                    .ok_or_else(|| {
                        e.err(
                            op,
                            ExecErrorKind::OutOfBounds,
                            "loads a byte out of its global's bounds",
                        )
                    })?;
                Val::Int(sext(i64::from(*b), 8))
            }
        }
        LlvmOp::Call(lib, widths) => {
            let n = call(e, frame, op, o, *lib, widths)?;
            Val::Int(sext(n, 32))
        }
    };
    set(frame, o.results.first(), v);
    Ok(Flow::Next)
}

fn write_stream(
    e: &mut Engine<'_, '_>,
    op: OpId,
    stream: u8,
    bytes: &[u8],
) -> Result<(), ExecError> {
    if stream == 1 {
        return e.write_output(op, bytes);
    }
    std::io::Write::write_all(&mut std::io::stderr(), bytes).map_err(|err| {
        e.err(
            op,
            ExecErrorKind::Output,
            format!("cannot write the output: {err}"),
        )
    })
}

fn stream_of(e: &Engine<'_, '_>, op: OpId, v: Val) -> Result<u8, ExecError> {
    match ptr_of(e, op, v)? {
        Ptr::Stream(s) => Ok(s),
        _ => Err(e.err(
            op,
            ExecErrorKind::Unsupported,
            "writes to a stream other than stdout and stderr",
        )),
    }
}

/// Runs a C library call; returns its `int` result.
fn call(
    e: &mut Engine<'_, '_>,
    frame: &[Val],
    op: OpId,
    o: &Operation,
    lib: Libc,
    widths: &[u32],
) -> Result<i64, ExecError> {
    let arg = |k: usize| get(frame, o.operands.get(k));
    let (stream, rest) = match lib {
        Libc::Printf | Libc::Puts | Libc::Putchar => (1, 0),
        Libc::Fprintf => (stream_of(e, op, arg(0))?, 1),
        Libc::Fputs | Libc::Fputc => (stream_of(e, op, arg(1))?, 0),
        Libc::Fflush => return Ok(0),
    };
    let bytes = match lib {
        Libc::Printf | Libc::Fprintf => {
            let fmt = c_string(e, op, ptr_of(e, op, arg(rest))?)?;
            let args = (rest + 1..o.operands.len())
                .map(|k| {
                    Ok(match arg(k) {
                        Val::Int(v) => Arg::Int(v, widths.get(k).copied().unwrap_or(64)),
                        Val::F64(x) => Arg::Float(x),
                        Val::F32(x) => Arg::Float(f64::from(x)),
                        Val::Ptr(p @ Ptr::Global(..)) => Arg::Str(c_string(e, op, p)?),
                        _ => Arg::Other,
                    })
                })
                .collect::<Result<Vec<_>, ExecError>>()?;
            crate::printf::format(&fmt, &args)
                .map_err(|msg| e.err(op, ExecErrorKind::Unsupported, msg))?
        }
        Libc::Puts | Libc::Fputs => {
            let mut s = c_string(e, op, ptr_of(e, op, arg(0))?)?;
            if lib == Libc::Puts {
                s.push(b'\n');
            }
            s
        }
        Libc::Putchar | Libc::Fputc => match arg(0) {
            Val::Int(c) => vec![c as u8],
            _ => return Err(e.bad(op)),
        },
        Libc::Fflush => vec![],
    };
    write_stream(e, op, stream, &bytes)?;
    Ok(match lib {
        Libc::Putchar | Libc::Fputc => i64::from(bytes.first().copied().unwrap_or(0)),
        Libc::Puts | Libc::Fputs => 1,
        _ => bytes.len() as i64,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn gep_offsets_follow_the_array_layout() {
        // !llvm.array<3 x array<4 x i16>>: [1, 2, 3] = 1 * 24 + 2 * 8 + 3 * 2 = 46.
        let t = Type::Opaque("!llvm.array<3 x array<4 x i16>>".into());
        assert_eq!(gep_offset(&t, &[1, 2, 3]), Some(46));
        assert_eq!(gep_offset(&t, &[0, 0]), Some(0));
        assert_eq!(gep_offset(&Type::int(32), &[5]), Some(20));
        assert_eq!(gep_offset(&Type::int(32), &[5, 1]), None);
        assert_eq!(
            gep_offset(&Type::Opaque("!llvm.struct<(i32, f64)>".into()), &[0, 1]),
            None
        );
    }
}
