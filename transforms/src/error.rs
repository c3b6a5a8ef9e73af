//! The crate's error type.

use std::fmt;

use tessera_ir::Pos;

/// A pass failed (or a pipeline description is malformed).
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct TransformError {
    /// The message.
    pub message: String,
    /// The operation's source position, when the error concerns one.
    pub pos: Option<Pos>,
}

impl TransformError {
    /// An error without position.
    pub fn new(message: impl Into<String>) -> TransformError {
        TransformError {
            message: message.into(),
            pos: None,
        }
    }

    /// An error at `pos`.
    pub fn at(pos: Option<Pos>, message: impl Into<String>) -> TransformError {
        TransformError {
            message: message.into(),
            pos,
        }
    }

    /// Renders as `FILE:LINE:COL: error: message`.
    pub fn render(&self, file: &str) -> String {
        match self.pos {
            Some(p) => format!("{file}:{}:{}: error: {}", p.line, p.col, self.message),
            None => format!("{file}: error: {}", self.message),
        }
    }
}

impl fmt::Display for TransformError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pos {
            Some(p) => write!(f, "{}:{}: error: {}", p.line, p.col, self.message),
            None => write!(f, "error: {}", self.message),
        }
    }
}
