//! Errors of the Presburger engine, the isl reader and the calculator.

use crate::budget::BudgetExceeded;

/// An error of a Presburger operation or of reading isl/calculator text.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PresburgerError {
    /// Malformed input text, with a 1-based line and column.
    #[error("{line}:{col}: {msg}")]
    Parse {
        /// Line (1-based).
        line: usize,
        /// Column (1-based).
        col: usize,
        /// What went wrong.
        msg: String,
    },
    /// The operation's work budget ran out: the answer is unknown.
    #[error("unknown: work budget exhausted")]
    Budget,
    /// Operands live in incompatible spaces.
    #[error("space mismatch: {0}")]
    SpaceMismatch(String),
    /// The operation is not defined for this input (e.g. counting an unbounded set).
    #[error("{0}")]
    Unsupported(String),
}

impl From<BudgetExceeded> for PresburgerError {
    fn from(_: BudgetExceeded) -> Self {
        PresburgerError::Budget
    }
}

/// Result alias for this crate's Presburger operations.
pub type PResult<T> = Result<T, PresburgerError>;
