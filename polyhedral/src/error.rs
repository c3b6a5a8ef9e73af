//! The crate's one error type: errors of the Presburger engine, of building affine maps and
//! sets, of the isl reader and of the calculator.

use crate::affine::AffineVar;
use crate::budget::BudgetExceeded;

/// An error of a Presburger operation, of building an affine map or integer set, or of reading
/// isl/calculator text.
///
/// ```
/// use tessera_polyhedral::{PresburgerError, Set};
/// // A relation read where a set is expected: a parse error at the arrow.
/// let e = Set::parse("{ [i] -> [j] : j = i + 1 }").unwrap_err();
/// assert!(matches!(e, PresburgerError::Parse { line: 1, col: 7, .. }));
/// assert_eq!(e.to_string(), "1:7: expected a set, found a relation (`->`)");
/// ```
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
    /// An affine expression refers to a dimension or symbol the map/set does not declare.
    #[error("{var:?} is out of range for {num_dims} dimension(s) and {num_symbols} symbol(s)")]
    VariableOutOfRange {
        /// The offending variable.
        var: AffineVar,
        /// Declared dimensions.
        num_dims: u32,
        /// Declared symbols.
        num_symbols: u32,
    },
    /// `compose` of affine maps whose arities do not match.
    #[error("cannot compose: outer map has {expected} dimension(s), inner map {found} result(s)")]
    ComposeMismatch {
        /// Dimensions of the outer map.
        expected: u32,
        /// Results of the inner map.
        found: usize,
    },
    /// An integer set's constraint and flag lists differ in length.
    #[error("integer set has {constraints} constraint(s) but {flags} equality flag(s)")]
    FlagCountMismatch {
        /// Number of constraints.
        constraints: usize,
        /// Number of flags.
        flags: usize,
    },
}

impl From<BudgetExceeded> for PresburgerError {
    fn from(_: BudgetExceeded) -> Self {
        PresburgerError::Budget
    }
}

/// Result alias for this crate's Presburger operations.
pub type PResult<T> = Result<T, PresburgerError>;
