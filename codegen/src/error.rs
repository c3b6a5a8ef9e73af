//! The one error type of the crate: [`Error`].
//!
//! Every public function of tessera-codegen that can fail returns `Result<_, Error>`. The
//! variant says which part failed — execution (by any engine), JIT compilation, C emission or
//! compilation, buffer creation or indexing — and carries what that part reports: the
//! operation and its source position when known, and for execution the [`ExecErrorKind`]
//! callers match on (`Error::Exec { kind: ExecErrorKind::OutOfBounds, .. }`).
//!
//! [`Error::render`] gives the `FILE:LINE:COL: error: ...` line the CLI prints; `Display`
//! gives the same without the file name.

use std::borrow::Cow;
use std::fmt;

use tessera_ir::Pos;

use crate::buffer::ElemType;

/// An error of tessera-codegen.
///
/// ```
/// use tessera_codegen::{interp, Error, ExecErrorKind};
/// use tessera_ir::{parse, Registry};
/// let src = "func.func @f(%a: i32, %b: i32) -> i32 {\n  %q = arith.divsi %a, %b : i32\n  return %q : i32\n}";
/// let m = parse(src, Registry::standard()).unwrap();
/// let mut args = [
///     tessera_codegen::value::ArgValue::Int { value: 1, width: 32 },
///     tessera_codegen::value::ArgValue::Int { value: 0, width: 32 },
/// ];
/// let e = interp::run(&m, "f", &mut args).unwrap_err();
/// assert!(matches!(e, Error::Exec { kind: ExecErrorKind::DivisionByZero, .. }));
/// assert_eq!(e.op(), Some("arith.divsi"));
/// assert_eq!(e.render("f.mlir"), "f.mlir:2:8: error: 'arith.divsi' division by zero");
/// ```
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum Error {
    /// Execution failed: in the reference interpreter, a JIT- or C-compiled call, or while
    /// allocating entry arguments ([`crate::value::entry_args`]).
    #[error("{}", exec_text(.pos, .op, .message))]
    Exec {
        /// The category.
        kind: ExecErrorKind,
        /// The message, without position and operation.
        message: String,
        /// The operation name (`arith.divsi`), when the error comes from an operation.
        op: Option<String>,
        /// Where the operation is in the source text.
        pos: Option<Pos>,
    },
    /// The JIT could not compile the module ([`crate::jit::compile`]).
    #[error("{0}")]
    Jit(JitErrorKind),
    /// The C backend could not emit or build the module ([`crate::cbackend::emit_c`],
    /// [`crate::cbackend::compile`]).
    #[error("{0}")]
    C(CErrorKind),
    /// A buffer could not be created or indexed ([`crate::buffer::Buffer`]).
    #[error("{0}")]
    Buffer(BufferErrorKind),
}

/// What went wrong during execution ([`Error::Exec`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ExecErrorKind {
    /// A memref access outside the bounds of its view.
    OutOfBounds,
    /// Integer division or remainder by zero.
    DivisionByZero,
    /// A result that MLIR leaves undefined (poison or UB): signed division overflow, shifts by
    /// the bit width or more, out-of-range float-to-integer conversion, affine overflow.
    Undefined,
    /// A read of a memref element that was never written (memref.alloc / memref.alloca).
    Uninitialized,
    /// A memref used after `memref.dealloc`, or deallocated twice.
    UseAfterFree,
    /// Calls nested deeper than the limit.
    RecursionLimit,
    /// More operations executed than the caller allowed (`interp::RunOptions::max_steps`).
    StepLimit,
    /// Execution ran longer than the caller allowed (`--timeout`).
    Timeout,
    /// An operation, type or form the engine does not execute.
    Unsupported,
    /// Entry function missing, or arguments not matching its signature.
    InvalidArgument,
    /// A buffer could not be allocated.
    Allocation,
    /// The program's output (`vector.print`) could not be written.
    Output,
}

/// Why the JIT could not compile a module ([`Error::Jit`]).
#[derive(Debug, Clone, PartialEq)]
pub enum JitErrorKind {
    /// An operation, type or form the JIT does not compile.
    Unsupported {
        /// The operation name.
        op: String,
        /// Where it is.
        pos: Option<Pos>,
        /// What is not supported.
        message: String,
    },
    /// The IR is not what the verifier guarantees (missing attribute, operand, ...).
    Malformed {
        /// The operation name.
        op: String,
        /// Where it is.
        pos: Option<Pos>,
        /// What is wrong.
        message: String,
    },
    /// Cranelift rejected the generated code or the host (a bug of the JIT, or no native
    /// backend for this machine).
    Backend(String),
}

impl fmt::Display for JitErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JitErrorKind::Unsupported { op, pos, message }
            | JitErrorKind::Malformed { op, pos, message } => {
                write!(f, "{}'{op}' {message}", pos_prefix(pos))
            }
            JitErrorKind::Backend(m) => write!(f, "code generation failed: {m}"),
        }
    }
}

/// Why the C backend could not emit or build a module ([`Error::C`]).
#[derive(Debug, Clone, PartialEq)]
pub enum CErrorKind {
    /// An operation, type or form the C backend does not emit.
    Unsupported {
        /// The operation name.
        op: String,
        /// Where it is.
        pos: Option<Pos>,
        /// What is not supported.
        message: String,
    },
    /// The IR is not what the verifier guarantees.
    Malformed {
        /// The operation name.
        op: String,
        /// Where it is.
        pos: Option<Pos>,
        /// What is wrong.
        message: String,
    },
    /// No working C compiler.
    NoCompiler(String),
    /// The C compiler rejected the generated code (a bug of tessera's C backend).
    Compiler(String),
    /// Writing, caching or loading the shared object failed.
    Backend(String),
}

impl fmt::Display for CErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CErrorKind::Unsupported { op, pos, message }
            | CErrorKind::Malformed { op, pos, message } => {
                write!(f, "{}'{op}' {message}", pos_prefix(pos))
            }
            CErrorKind::NoCompiler(m) | CErrorKind::Backend(m) => f.write_str(m),
            CErrorKind::Compiler(m) => write!(
                f,
                "the C compiler rejected the generated code (a bug of tessera's C backend): {m}"
            ),
        }
    }
}

/// Why a buffer could not be created or indexed ([`Error::Buffer`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BufferErrorKind {
    /// The element count or byte size does not fit the limit.
    TooLarge {
        /// Requested shape.
        shape: Vec<usize>,
        /// Element type.
        elem: ElemType,
        /// The byte limit.
        limit: usize,
    },
    /// A flat index past the end.
    OutOfBounds {
        /// The index.
        index: usize,
        /// Number of elements.
        len: usize,
    },
}

impl fmt::Display for BufferErrorKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BufferErrorKind::TooLarge { shape, elem, limit } => write!(
                f,
                "buffer of shape {shape:?} x {elem} is too large (limit {limit} bytes)"
            ),
            BufferErrorKind::OutOfBounds { index, len } => {
                write!(
                    f,
                    "index {index} out of bounds for a buffer of {len} elements"
                )
            }
        }
    }
}

impl Error {
    /// Renders the error as `FILE:LINE:COL: error: 'op' message` (no position:
    /// `FILE: error: ...`), the line the CLI prints.
    pub fn render(&self, file: &str) -> String {
        match self {
            Error::Exec { pos, .. } => match pos {
                Some(p) => format!("{file}:{}:{}: error: {}", p.line, p.col, self.body()),
                None => format!("{file}: error: {}", self.body()),
            },
            Error::Jit(
                JitErrorKind::Unsupported { op, pos, message }
                | JitErrorKind::Malformed { op, pos, message },
            )
            | Error::C(
                CErrorKind::Unsupported { op, pos, message }
                | CErrorKind::Malformed { op, pos, message },
            ) => render_op_error(file, op, pos, message),
            e => format!("{file}: error: {e}"),
        }
    }

    /// The execution error category ([`Error::Exec`]; `None` for the other variants).
    pub fn exec_kind(&self) -> Option<ExecErrorKind> {
        match self {
            Error::Exec { kind, .. } => Some(*kind),
            _ => None,
        }
    }

    /// The operation the error is about, when it names one.
    pub fn op(&self) -> Option<&str> {
        match self {
            Error::Exec { op, .. } => op.as_deref(),
            Error::Jit(
                JitErrorKind::Unsupported { op, .. } | JitErrorKind::Malformed { op, .. },
            )
            | Error::C(CErrorKind::Unsupported { op, .. } | CErrorKind::Malformed { op, .. }) => {
                Some(op)
            }
            _ => None,
        }
    }

    /// Where the operation the error is about is in the source text, when known.
    pub fn pos(&self) -> Option<Pos> {
        match self {
            Error::Exec { pos, .. }
            | Error::Jit(
                JitErrorKind::Unsupported { pos, .. } | JitErrorKind::Malformed { pos, .. },
            )
            | Error::C(CErrorKind::Unsupported { pos, .. } | CErrorKind::Malformed { pos, .. }) => {
                *pos
            }
            _ => None,
        }
    }

    /// The message without position and operation name (for variants without an operation,
    /// the whole `Display` text).
    pub fn message(&self) -> Cow<'_, str> {
        match self {
            Error::Exec { message, .. }
            | Error::Jit(
                JitErrorKind::Unsupported { message, .. } | JitErrorKind::Malformed { message, .. },
            )
            | Error::C(
                CErrorKind::Unsupported { message, .. } | CErrorKind::Malformed { message, .. },
            ) => Cow::Borrowed(message),
            e => Cow::Owned(e.to_string()),
        }
    }

    /// `'op' message`, or the message alone without an operation.
    fn body(&self) -> String {
        match (self.op(), self.message()) {
            (Some(op), m) => format!("'{op}' {m}"),
            (None, m) => m.into_owned(),
        }
    }
}

/// The `Display` text of [`Error::Exec`]: `LINE:COL: error: 'op' message`.
fn exec_text(pos: &Option<Pos>, op: &Option<String>, message: &str) -> String {
    let body = match op {
        Some(op) => format!("'{op}' {message}"),
        None => message.to_string(),
    };
    match pos {
        Some(p) => format!("{}:{}: error: {body}", p.line, p.col),
        None => format!("error: {body}"),
    }
}

impl From<JitErrorKind> for Error {
    fn from(e: JitErrorKind) -> Error {
        Error::Jit(e)
    }
}

impl From<CErrorKind> for Error {
    fn from(e: CErrorKind) -> Error {
        Error::C(e)
    }
}

impl From<BufferErrorKind> for Error {
    fn from(e: BufferErrorKind) -> Error {
        Error::Buffer(e)
    }
}

/// `LINE:COL: ` or nothing.
pub(crate) fn pos_prefix(p: &Option<Pos>) -> String {
    match p {
        Some(p) => format!("{}:{}: ", p.line, p.col),
        None => String::new(),
    }
}

/// `FILE:LINE:COL: error: 'OP' MESSAGE` (or `FILE: error: ...` without a position): how both
/// native backends render an error about an operation.
pub(crate) fn render_op_error(file: &str, op: &str, pos: &Option<Pos>, message: &str) -> String {
    match pos {
        Some(p) => format!("{file}:{}:{}: error: '{op}' {message}", p.line, p.col),
        None => format!("{file}: error: '{op}' {message}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: u32, col: u32) -> Option<Pos> {
        Some(Pos {
            offset: 0,
            line,
            col,
        })
    }

    /// The wording of the former per-engine error types (`JitError`, `CError`, `BufferError`,
    /// `ExecError`), written out by hand: `Display` and `render` must not change.
    #[test]
    fn display_and_render_keep_the_engines_wording() {
        let jit = Error::Jit(JitErrorKind::Unsupported {
            op: "scf.while".into(),
            pos: at(3, 5),
            message: "is not supported".into(),
        });
        assert_eq!(jit.to_string(), "3:5: 'scf.while' is not supported");
        assert_eq!(
            jit.render("a.mlir"),
            "a.mlir:3:5: error: 'scf.while' is not supported"
        );
        assert_eq!(
            (jit.op(), jit.pos(), jit.exec_kind()),
            (Some("scf.while"), at(3, 5), None)
        );
        let backend = Error::Jit(JitErrorKind::Backend("verifier".into()));
        assert_eq!(
            backend.render("a.mlir"),
            "a.mlir: error: code generation failed: verifier"
        );

        let c = Error::C(CErrorKind::Malformed {
            op: "affine.for".into(),
            pos: None,
            message: "has no body".into(),
        });
        assert_eq!(
            c.render("b.mlir"),
            "b.mlir: error: 'affine.for' has no body"
        );
        let cc = Error::C(CErrorKind::Compiler("`cc` failed".into()));
        assert_eq!(
            cc.render("b.mlir"),
            "b.mlir: error: the C compiler rejected the generated code (a bug of tessera's C \
             backend): `cc` failed"
        );
        assert_eq!(
            Error::C(CErrorKind::NoCompiler("no cc".into())).to_string(),
            "no cc"
        );

        let b = Error::Buffer(BufferErrorKind::OutOfBounds { index: 7, len: 4 });
        assert_eq!(
            b.to_string(),
            "index 7 out of bounds for a buffer of 4 elements"
        );
        assert_eq!(
            b.message(),
            "index 7 out of bounds for a buffer of 4 elements"
        );

        let e = Error::Exec {
            kind: ExecErrorKind::OutOfBounds,
            message: "access out of bounds".into(),
            op: Some("affine.load".into()),
            pos: at(2, 8),
        };
        assert_eq!(
            e.to_string(),
            "2:8: error: 'affine.load' access out of bounds"
        );
        assert_eq!(
            e.render("c.mlir"),
            "c.mlir:2:8: error: 'affine.load' access out of bounds"
        );
        assert_eq!(e.message(), "access out of bounds");
        let plain = Error::Exec {
            kind: ExecErrorKind::InvalidArgument,
            message: "no function @f".into(),
            op: None,
            pos: None,
        };
        assert_eq!(plain.to_string(), "error: no function @f");
        assert_eq!(plain.render("c.mlir"), "c.mlir: error: no function @f");
        assert_eq!(plain.exec_kind(), Some(ExecErrorKind::InvalidArgument));
    }
}
