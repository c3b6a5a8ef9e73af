//! The crate's single error type: a message with an optional source position.

use std::fmt;

/// A position in the source text (1-based line and column, 0-based byte offset).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Default)]
pub struct Pos {
    /// Byte offset from the start of the file.
    pub offset: usize,
    /// 1-based line number.
    pub line: u32,
    /// 1-based column number (in bytes).
    pub col: u32,
}

impl Pos {
    /// Computes the position of byte `offset` in `src` (clamped to the end of the text).
    pub fn from_offset(src: &str, offset: usize) -> Pos {
        let offset = offset.min(src.len());
        let before = src.as_bytes().get(..offset).unwrap_or(&[]);
        let line = before.iter().filter(|&&b| b == b'\n').count() as u32 + 1;
        let line_start = before
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |p| p + 1);
        Pos {
            offset,
            line,
            col: (offset - line_start) as u32 + 1,
        }
    }
}

/// Every error produced by tessera-ir: lexing, parsing, verification.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub struct Error {
    /// The message, without position or severity prefix.
    pub message: String,
    /// Where the error was detected, when it relates to source text.
    pub pos: Option<Pos>,
    /// Notes attached to the error, as MLIR attaches them (e.g. "previously defined here"):
    /// each a position, when known, and a message. Rendered after the error as
    /// `FILE:LINE:COL: note: message`.
    pub notes: Vec<(Option<Pos>, String)>,
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.pos {
            Some(p) => write!(f, "{}:{}: error: {}", p.line, p.col, self.message),
            None => write!(f, "error: {}", self.message),
        }
    }
}

impl Error {
    /// An error at a known position.
    pub fn at(pos: Pos, message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            pos: Some(pos),
            notes: Vec::new(),
        }
    }

    /// An error without a source position.
    pub fn new(message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            pos: None,
            notes: Vec::new(),
        }
    }

    /// An error at `pos`, when known.
    pub fn at_opt(pos: Option<Pos>, message: impl Into<String>) -> Error {
        Error {
            message: message.into(),
            pos,
            notes: Vec::new(),
        }
    }

    /// Attaches a note (at `pos`, when known) to the error.
    pub fn with_note(mut self, pos: Option<Pos>, message: impl Into<String>) -> Error {
        self.notes.push((pos, message.into()));
        self
    }

    /// Renders the diagnostic as `FILE:LINE:COL: error: message`, followed by the source line and a
    /// caret under the column (when the position is known), then each note the same way with
    /// `note:` in place of `error:`.
    pub fn render(&self, file: &str, src: &str) -> String {
        let mut out = render_one(file, src, self.pos, "error", &self.message);
        for (pos, msg) in &self.notes {
            out.push_str(&render_one(file, src, *pos, "note", msg));
        }
        out
    }
}

/// Renders one diagnostic line of severity `severity`, with the source line and a caret.
pub fn render_one(
    file: &str,
    src: &str,
    pos: Option<Pos>,
    severity: &str,
    message: &str,
) -> String {
    let Some(p) = pos else {
        return format!("{file}: {severity}: {message}\n");
    };
    let mut out = format!("{file}:{}:{}: {severity}: {message}\n", p.line, p.col);
    let start = p.offset.min(src.len());
    let bytes = src.as_bytes();
    let line_start = bytes
        .get(..start)
        .and_then(|b| b.iter().rposition(|&c| c == b'\n'))
        .map_or(0, |x| x + 1);
    let line_end = bytes
        .get(start..)
        .and_then(|b| b.iter().position(|&c| c == b'\n'))
        .map_or(src.len(), |x| start + x);
    let line = String::from_utf8_lossy(bytes.get(line_start..line_end).unwrap_or(&[]));
    let line = line.trim_end_matches('\r');
    out.push_str(line);
    out.push('\n');
    let caret_col = bytes
        .get(line_start..start)
        .map_or(0, |b| String::from_utf8_lossy(b).chars().count());
    let prefix: String = line
        .chars()
        .take(caret_col)
        .map(|c| if c == '\t' { '\t' } else { ' ' })
        .collect();
    out.push_str(&prefix);
    out.push_str("^\n");
    out
}

/// Result alias for this crate.
pub type Result<T> = std::result::Result<T, Error>;

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn render_shows_line_and_caret() {
        let src = "module {\n  \tfoo bar\n}\n";
        let e = Error::at(Pos::from_offset(src, 14), "unknown thing");
        assert_eq!(e.pos.map(|p| (p.line, p.col)), Some((2, 6)));
        assert_eq!(
            e.render("f.mlir", src),
            "f.mlir:2:6: error: unknown thing\n  \tfoo bar\n  \t  ^\n"
        );
        assert_eq!(
            Error::new("no position").render("f.mlir", src),
            "f.mlir: error: no position\n"
        );
    }

    #[test]
    fn render_at_end_of_file() {
        let src = "abc";
        let e = Error::at(Pos::from_offset(src, 3), "eof");
        assert_eq!(e.render("x", src), "x:1:4: error: eof\nabc\n   ^\n");
    }
}
