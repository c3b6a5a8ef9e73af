//! The crate's error type.

/// Why an analysis could not be carried out at all (per-pair imprecision is not an error: it is
/// reported as [`crate::DepthResult::Unknown`] with a reason).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DepError {
    /// The requested function does not exist in the module.
    #[error("no function named '{0}'")]
    NoSuchFunction(String),
    /// A transformation matrix or band does not fit the loops it is applied to.
    #[error("invalid transformation: {0}")]
    InvalidTransform(String),
}

/// Result alias of this crate.
pub type DepResult<T> = Result<T, DepError>;
