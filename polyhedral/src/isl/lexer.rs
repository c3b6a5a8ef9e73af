//! Tokens of isl notation (shared with the calculator language).

use crate::error::PresburgerError;
use crate::int::Int;

/// A token kind.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Tok {
    /// An identifier (may contain letters, digits, `_`, `'` and `$`).
    Ident(String),
    /// A non-negative integer literal.
    Num(Int),
    /// A punctuation or operator symbol.
    Sym(&'static str),
    /// A statement separator in the calculator (newline outside brackets).
    Newline,
    /// End of input.
    Eof,
}

/// A token with its position (1-based line and column).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Token {
    /// The kind.
    pub tok: Tok,
    /// Line.
    pub line: usize,
    /// Column.
    pub col: usize,
}

const SYMS: [&str; 26] = [
    ":=", "->", "<=", ">=", "==", "!=", "&&", "||", "{", "}", "[", "]", "(", ")", ",", ":", ";",
    "+", "-", "*", "/", "%", "<", ">", "=", ".",
];

/// Splits `src` into tokens. With `newlines`, line breaks at bracket depth
/// zero become [`Tok::Newline`]; `#` starts a comment to the end of the line.
pub fn lex(src: &str, newlines: bool) -> Result<Vec<Token>, PresburgerError> {
    let chars: Vec<char> = src.chars().collect();
    let mut out = Vec::new();
    let (mut i, mut line, mut col) = (0usize, 1usize, 1usize);
    let mut depth: i64 = 0;
    while i < chars.len() {
        let c = chars[i];
        if c == '\n' {
            if newlines && depth <= 0 {
                out.push(Token {
                    tok: Tok::Newline,
                    line,
                    col,
                });
            }
            i += 1;
            line += 1;
            col = 1;
            continue;
        }
        if c.is_whitespace() {
            i += 1;
            col += 1;
            continue;
        }
        if c == '#' {
            while i < chars.len() && chars[i] != '\n' {
                i += 1;
            }
            continue;
        }
        let (tl, tc) = (line, col);
        if c.is_ascii_digit() {
            let start = i;
            while i < chars.len() && chars[i].is_ascii_digit() {
                i += 1;
            }
            let s: String = chars[start..i].iter().collect();
            col += i - start;
            let v: Int = s.parse().map_err(|_| PresburgerError::Parse {
                line: tl,
                col: tc,
                msg: format!("bad integer {s}"),
            })?;
            out.push(Token {
                tok: Tok::Num(v),
                line: tl,
                col: tc,
            });
            continue;
        }
        if c.is_alphabetic() || c == '_' || c == '$' {
            let start = i;
            while i < chars.len()
                && (chars[i].is_alphanumeric()
                    || chars[i] == '_'
                    || chars[i] == '\''
                    || chars[i] == '$')
            {
                i += 1;
            }
            col += i - start;
            out.push(Token {
                tok: Tok::Ident(chars[start..i].iter().collect()),
                line: tl,
                col: tc,
            });
            continue;
        }
        let rest: String = chars[i..chars.len().min(i + 2)].iter().collect();
        let Some(sym) = SYMS.iter().find(|s| rest.starts_with(**s)) else {
            return Err(PresburgerError::Parse {
                line,
                col,
                msg: format!("unexpected character '{c}'"),
            });
        };
        match *sym {
            "{" | "[" | "(" => depth += 1,
            "}" | "]" | ")" => depth -= 1,
            _ => {}
        }
        i += sym.len();
        col += sym.len();
        out.push(Token {
            tok: Tok::Sym(sym),
            line: tl,
            col: tc,
        });
    }
    out.push(Token {
        tok: Tok::Eof,
        line,
        col,
    });
    Ok(out)
}

/// A cursor over tokens with error helpers.
#[derive(Debug, Clone)]
pub struct Cursor {
    toks: Vec<Token>,
    pos: usize,
}

impl Cursor {
    /// A cursor at the first token.
    pub fn new(toks: Vec<Token>) -> Cursor {
        Cursor { toks, pos: 0 }
    }

    /// The current token.
    pub fn peek(&self) -> &Tok {
        self.toks.get(self.pos).map_or(&Tok::Eof, |t| &t.tok)
    }

    /// The token `k` positions ahead.
    pub fn peek_at(&self, k: usize) -> &Tok {
        self.toks.get(self.pos + k).map_or(&Tok::Eof, |t| &t.tok)
    }

    /// Current position (for backtracking).
    pub fn pos(&self) -> usize {
        self.pos
    }

    /// Restores a saved position.
    pub fn set_pos(&mut self, p: usize) {
        self.pos = p;
    }

    /// Advances and returns the consumed token.
    pub fn next_tok(&mut self) -> Tok {
        let t = self.peek().clone();
        if self.pos < self.toks.len() {
            self.pos += 1;
        }
        t
    }

    /// Whether the current token is symbol `s`.
    pub fn at(&self, s: &str) -> bool {
        matches!(self.peek(), Tok::Sym(x) if *x == s)
    }

    /// Whether the current token is keyword/identifier `s`.
    pub fn at_kw(&self, s: &str) -> bool {
        matches!(self.peek(), Tok::Ident(x) if x == s)
    }

    /// Consumes symbol `s` if present.
    pub fn eat(&mut self, s: &str) -> bool {
        if self.at(s) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Consumes keyword `s` if present.
    pub fn eat_kw(&mut self, s: &str) -> bool {
        if self.at_kw(s) {
            self.pos += 1;
            true
        } else {
            false
        }
    }

    /// Requires symbol `s`.
    pub fn expect(&mut self, s: &str) -> Result<(), PresburgerError> {
        if self.eat(s) {
            Ok(())
        } else {
            Err(self.error(&format!("expected '{s}'")))
        }
    }

    /// An error at the current token, without naming the token.
    pub fn error_here(&self, msg: &str) -> PresburgerError {
        let (line, col) = self
            .toks
            .get(self.pos)
            .or_else(|| self.toks.last())
            .map_or((1, 1), |t| (t.line, t.col));
        PresburgerError::Parse {
            line,
            col,
            msg: msg.to_string(),
        }
    }

    /// An error at the current token.
    pub fn error(&self, msg: &str) -> PresburgerError {
        let (line, col) = self
            .toks
            .get(self.pos)
            .or_else(|| self.toks.last())
            .map_or((1, 1), |t| (t.line, t.col));
        let found = match self.peek() {
            Tok::Ident(s) => format!("'{s}'"),
            Tok::Num(v) => format!("'{v}'"),
            Tok::Sym(s) => format!("'{s}'"),
            Tok::Newline => "end of line".to_string(),
            Tok::Eof => "end of input".to_string(),
        };
        PresburgerError::Parse {
            line,
            col,
            msg: format!("{msg}, found {found}"),
        }
    }
}
