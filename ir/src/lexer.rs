//! The tokenizer for MLIR's textual form. Tokens are produced on demand so the parser can re-lex
//! from an arbitrary offset (needed for shapes such as `4x?xf32`, where `x` is glued to the next
//! dimension).

use crate::error::{Error, Pos, Result};

/// The kind of a token.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TokKind {
    /// End of input.
    Eof,
    /// `foo`, `func.func`, `x4xf32` (letters, digits, `_`, `$`, `.`).
    BareId,
    /// `%name`, `%0`.
    PercentId,
    /// `^bb0`.
    CaretId,
    /// `#map`, `#arith.overflow`, `#1`.
    HashId,
    /// `!alias`, `!llvm.ptr`.
    BangId,
    /// `@name`.
    AtId,
    /// `@"quoted name"`.
    AtString,
    /// An integer literal (decimal or `0x` hexadecimal).
    Integer,
    /// A floating-point literal such as `1.5e-3`.
    Float,
    /// A string literal (with its quotes).
    String,
    /// `(`
    LParen,
    /// `)`
    RParen,
    /// `[`
    LBracket,
    /// `]`
    RBracket,
    /// `{`
    LBrace,
    /// `}`
    RBrace,
    /// `<`
    Less,
    /// `>`
    Greater,
    /// `,`
    Comma,
    /// `:`
    Colon,
    /// `::`
    ColonColon,
    /// `=`
    Equal,
    /// `->`
    Arrow,
    /// `-`
    Minus,
    /// `+`
    Plus,
    /// `*`
    Star,
    /// `?`
    Question,
    /// `|`
    Pipe,
    /// `...`
    Ellipsis,
    /// `{-#`
    FileMetadataBegin,
    /// `#-}`
    FileMetadataEnd,
}

/// A token: its kind and byte range in the source.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Token {
    /// What kind of token this is.
    pub kind: TokKind,
    /// Byte offset of the first character.
    pub start: usize,
    /// Byte offset one past the last character.
    pub end: usize,
}

/// Maps byte offsets to line/column positions.
#[derive(Debug, Clone, Default)]
pub struct LineIndex {
    starts: Vec<usize>,
}

impl LineIndex {
    /// Builds the index of line starts of `src`.
    pub fn new(src: &str) -> LineIndex {
        let mut starts = vec![0];
        starts.extend(
            src.bytes()
                .enumerate()
                .filter(|(_, b)| *b == b'\n')
                .map(|(i, _)| i + 1),
        );
        LineIndex { starts }
    }

    /// The position of byte `offset`.
    pub fn pos(&self, offset: usize) -> Pos {
        let line = match self.starts.binary_search(&offset) {
            Ok(i) => i,
            Err(i) => i.saturating_sub(1),
        };
        let start = self.starts.get(line).copied().unwrap_or(0);
        Pos {
            offset,
            line: line as u32 + 1,
            col: (offset.saturating_sub(start)) as u32 + 1,
        }
    }
}

/// The on-demand lexer.
#[derive(Debug, Clone)]
pub struct Lexer<'a> {
    src: &'a [u8],
    pos: usize,
}

fn is_id_start(c: u8) -> bool {
    c.is_ascii_alphabetic() || c == b'_'
}

fn is_bare_id_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || c == b'_' || c == b'$' || c == b'.'
}

fn is_suffix_char(c: u8) -> bool {
    c.is_ascii_alphanumeric() || matches!(c, b'$' | b'.' | b'_' | b'-')
}

impl<'a> Lexer<'a> {
    /// A lexer over `src`, starting at offset 0.
    pub fn new(src: &'a str) -> Lexer<'a> {
        Lexer {
            src: src.as_bytes(),
            pos: 0,
        }
    }

    /// Moves the lexer to byte offset `pos`.
    pub fn reset(&mut self, pos: usize) {
        self.pos = pos.min(self.src.len());
    }

    fn peek(&self, k: usize) -> u8 {
        self.src.get(self.pos + k).copied().unwrap_or(0)
    }

    fn err(&self, at: usize, msg: &str) -> Error {
        // The lexer works on bytes; positions are resolved by the parser's line index. Here we
        // compute them directly (errors are rare).
        let src = std::str::from_utf8(self.src).unwrap_or("");
        Error::at(Pos::from_offset(src, at), msg)
    }

    fn skip_trivia(&mut self) {
        loop {
            match self.peek(0) {
                b' ' | b'\t' | b'\n' | b'\r' => self.pos += 1,
                b'/' if self.peek(1) == b'/' => {
                    while self.pos < self.src.len() && self.src[self.pos] != b'\n' {
                        self.pos += 1;
                    }
                }
                _ => return,
            }
        }
    }

    /// Lexes the next token.
    pub fn next_token(&mut self) -> Result<Token> {
        self.skip_trivia();
        let start = self.pos;
        let tok = |kind, end| Ok(Token { kind, start, end });
        let Some(&c) = self.src.get(self.pos) else {
            return tok(TokKind::Eof, start);
        };
        let single = |s: &mut Self, kind| {
            s.pos += 1;
            Ok(Token {
                kind,
                start,
                end: start + 1,
            })
        };
        match c {
            b'(' => single(self, TokKind::LParen),
            b')' => single(self, TokKind::RParen),
            b'[' => single(self, TokKind::LBracket),
            b']' => single(self, TokKind::RBracket),
            b'{' => {
                if self.peek(1) == b'-' && self.peek(2) == b'#' {
                    self.pos += 3;
                    return tok(TokKind::FileMetadataBegin, self.pos);
                }
                single(self, TokKind::LBrace)
            }
            b'}' => single(self, TokKind::RBrace),
            b'<' => single(self, TokKind::Less),
            b'>' => single(self, TokKind::Greater),
            b',' => single(self, TokKind::Comma),
            b'=' => single(self, TokKind::Equal),
            b'+' => single(self, TokKind::Plus),
            b'*' => single(self, TokKind::Star),
            b'?' => single(self, TokKind::Question),
            b'|' => single(self, TokKind::Pipe),
            b'.' if self.peek(1) == b'.' && self.peek(2) == b'.' => {
                self.pos += 3;
                tok(TokKind::Ellipsis, self.pos)
            }
            b':' => {
                if self.peek(1) == b':' {
                    self.pos += 2;
                    return tok(TokKind::ColonColon, self.pos);
                }
                single(self, TokKind::Colon)
            }
            b'-' => {
                if self.peek(1) == b'>' {
                    self.pos += 2;
                    return tok(TokKind::Arrow, self.pos);
                }
                single(self, TokKind::Minus)
            }
            b'"' => self.lex_string(start),
            b'0'..=b'9' => self.lex_number(start),
            b'%' => self.lex_prefixed(start, TokKind::PercentId),
            b'^' => self.lex_prefixed(start, TokKind::CaretId),
            b'!' => self.lex_prefixed(start, TokKind::BangId),
            b'#' => {
                if self.peek(1) == b'-' && self.peek(2) == b'}' {
                    self.pos += 3;
                    return tok(TokKind::FileMetadataEnd, self.pos);
                }
                self.lex_prefixed(start, TokKind::HashId)
            }
            b'@' => {
                if self.peek(1) == b'"' {
                    self.pos += 1;
                    let t = self.lex_string(start + 1)?;
                    return tok(TokKind::AtString, t.end);
                }
                self.pos += 1;
                if !is_id_start(self.peek(0)) {
                    return Err(self.err(start, "invalid symbol reference"));
                }
                while is_bare_id_char(self.peek(0)) {
                    self.pos += 1;
                }
                tok(TokKind::AtId, self.pos)
            }
            c if is_id_start(c) => {
                while is_bare_id_char(self.peek(0)) {
                    self.pos += 1;
                }
                tok(TokKind::BareId, self.pos)
            }
            _ => Err(self.err(start, "unexpected character")),
        }
    }

    fn lex_prefixed(&mut self, start: usize, kind: TokKind) -> Result<Token> {
        self.pos += 1;
        let c = self.peek(0);
        if c.is_ascii_digit() {
            while self.peek(0).is_ascii_digit() {
                self.pos += 1;
            }
        } else if c.is_ascii_alphabetic() || matches!(c, b'$' | b'.' | b'_' | b'-') {
            while is_suffix_char(self.peek(0)) {
                self.pos += 1;
            }
        } else {
            let what = match kind {
                TokKind::PercentId => "invalid SSA name",
                TokKind::CaretId => "invalid block name",
                TokKind::HashId => "invalid attribute name",
                _ => "invalid type identifier",
            };
            return Err(self.err(start, what));
        }
        Ok(Token {
            kind,
            start,
            end: self.pos,
        })
    }

    fn lex_number(&mut self, start: usize) -> Result<Token> {
        if self.peek(0) == b'0' && self.peek(1) == b'x' && self.peek(2).is_ascii_hexdigit() {
            self.pos += 2;
            while self.peek(0).is_ascii_hexdigit() {
                self.pos += 1;
            }
            return Ok(Token {
                kind: TokKind::Integer,
                start,
                end: self.pos,
            });
        }
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if self.peek(0) != b'.' {
            return Ok(Token {
                kind: TokKind::Integer,
                start,
                end: self.pos,
            });
        }
        self.pos += 1;
        while self.peek(0).is_ascii_digit() {
            self.pos += 1;
        }
        if matches!(self.peek(0), b'e' | b'E') {
            let d = if matches!(self.peek(1), b'+' | b'-') {
                2
            } else {
                1
            };
            if self.peek(d).is_ascii_digit() {
                self.pos += d;
                while self.peek(0).is_ascii_digit() {
                    self.pos += 1;
                }
            }
        }
        Ok(Token {
            kind: TokKind::Float,
            start,
            end: self.pos,
        })
    }

    fn lex_string(&mut self, start: usize) -> Result<Token> {
        self.pos += 1;
        loop {
            match self.src.get(self.pos) {
                None | Some(b'\n') | Some(b'\r') => {
                    return Err(self.err(start, "expected '\"' in string literal"));
                }
                Some(b'"') => {
                    self.pos += 1;
                    return Ok(Token {
                        kind: TokKind::String,
                        start,
                        end: self.pos,
                    });
                }
                Some(b'\\') => {
                    let n = self.peek(1);
                    if matches!(n, b'"' | b'\\' | b'n' | b't') {
                        self.pos += 2;
                    } else if n.is_ascii_hexdigit() && self.peek(2).is_ascii_hexdigit() {
                        self.pos += 3;
                    } else {
                        return Err(self.err(self.pos, "unknown escape in string literal"));
                    }
                }
                Some(_) => self.pos += 1,
            }
        }
    }
}

/// Decodes the contents of a string literal token text (including its quotes) into bytes.
pub fn decode_string(text: &str) -> Vec<u8> {
    let b = text.as_bytes();
    let inner = b.get(1..b.len().saturating_sub(1)).unwrap_or(&[]);
    let mut out = Vec::with_capacity(inner.len());
    let mut i = 0;
    while i < inner.len() {
        let c = inner[i];
        if c != b'\\' {
            out.push(c);
            i += 1;
            continue;
        }
        match inner.get(i + 1).copied() {
            Some(b'n') => {
                out.push(b'\n');
                i += 2;
            }
            Some(b't') => {
                out.push(b'\t');
                i += 2;
            }
            Some(b'"') => {
                out.push(b'"');
                i += 2;
            }
            Some(b'\\') => {
                out.push(b'\\');
                i += 2;
            }
            Some(h) => {
                let l = inner.get(i + 2).copied().unwrap_or(b'0');
                let hv = |x: u8| (x as char).to_digit(16).unwrap_or(0) as u8;
                out.push(hv(h) * 16 + hv(l));
                i += 3;
            }
            None => i += 1,
        }
    }
    out
}

/// Escapes bytes the way MLIR prints string literals (without the surrounding quotes).
pub fn escape_string(bytes: &[u8]) -> String {
    let mut s = String::with_capacity(bytes.len());
    for &c in bytes {
        if c == b'\\' {
            s.push_str("\\\\");
        } else if (0x20..0x7f).contains(&c) && c != b'"' {
            s.push(c as char);
        } else {
            const HEX: &[u8; 16] = b"0123456789ABCDEF";
            s.push('\\');
            s.push(HEX[(c >> 4) as usize] as char);
            s.push(HEX[(c & 15) as usize] as char);
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    fn kinds(s: &str) -> Vec<TokKind> {
        let mut l = Lexer::new(s);
        let mut v = vec![];
        loop {
            let t = l.next_token().expect("lex");
            if t.kind == TokKind::Eof {
                return v;
            }
            v.push(t.kind);
        }
    }

    #[test]
    fn lexes_basic_tokens() {
        use TokKind::*;
        assert_eq!(
            kinds("%0:2 = \"a.b\"(%x#1) -> 4x?xf32 // c\n 1.5e3 0x1F @f::@g ^bb0 #map !t {-# #-}"),
            vec![
                PercentId,
                Colon,
                Integer,
                Equal,
                String,
                LParen,
                PercentId,
                HashId,
                RParen,
                Arrow,
                Integer,
                BareId,
                Question,
                BareId,
                Float,
                Integer,
                AtId,
                ColonColon,
                AtId,
                CaretId,
                HashId,
                BangId,
                FileMetadataBegin,
                FileMetadataEnd
            ]
        );
    }

    #[test]
    fn string_escapes_round_trip() {
        let d = decode_string("\"a\\n\\\"b\\\\\\0A\"");
        assert_eq!(d, b"a\n\"b\\\n");
        assert_eq!(escape_string(&d), "a\\0A\\22b\\\\\\0A");
    }

    #[test]
    fn unterminated_string_is_an_error() {
        let e = Lexer::new("\n  \"abc").next_token().expect_err("must fail");
        assert_eq!(e.pos.map(|p| (p.line, p.col)), Some((2, 3)));
    }
}
