//! The module's exceptions and the mapping of engine errors onto them.

use pyo3::prelude::*;
use tessera_polyhedral::error::PresburgerError;

pyo3::create_exception!(
    tessera,
    TesseraError,
    pyo3::exceptions::PyException,
    "Base class of every error raised by tessera."
);
pyo3::create_exception!(
    tessera,
    ParseError,
    TesseraError,
    "Malformed input text (isl notation, MLIR, a pass pipeline); the message has the position."
);
pyo3::create_exception!(
    tessera,
    UnknownError,
    TesseraError,
    "The operation's work budget ran out: the answer is unknown (neither yes nor no)."
);
pyo3::create_exception!(
    tessera,
    UnsupportedError,
    TesseraError,
    "The operation is not defined for this input (e.g. counting an unbounded set)."
);
pyo3::create_exception!(
    tessera,
    SpaceMismatchError,
    TesseraError,
    "The operands live in incompatible spaces (different arity or tuple names)."
);
pyo3::create_exception!(
    tessera,
    TransformError,
    TesseraError,
    "A pass or the scheduler failed; the message is `FILE:LINE:COL: error: ...`."
);

/// The Python exception for an engine error.
pub fn presburger(e: PresburgerError) -> PyErr {
    match &e {
        PresburgerError::Parse { .. } => ParseError::new_err(e.to_string()),
        PresburgerError::Budget => UnknownError::new_err(
            "unknown: the work budget was exhausted before the answer was found",
        ),
        PresburgerError::SpaceMismatch(_) => SpaceMismatchError::new_err(e.to_string()),
        PresburgerError::Unsupported(_) => UnsupportedError::new_err(e.to_string()),
        PresburgerError::VariableOutOfRange { .. }
        | PresburgerError::ComposeMismatch { .. }
        | PresburgerError::FlagCountMismatch { .. } => SpaceMismatchError::new_err(e.to_string()),
    }
}
