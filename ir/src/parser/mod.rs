//! The parser: MLIR's textual form into a [`Module`].
//!
//! [`parse_module`] is the entry point. The [`Parser`] type also serves as the helper API that
//! custom operation parsers (registered in [`crate::dialects`]) use; its public methods mirror
//! MLIR's `OpAsmParser` (`parse_operand`, `resolve_operands`, `parse_colon_type`,
//! `parse_optional_attr_dict`, `parse_region`, ...).

mod affine;
mod attrs;
mod dense;
pub(crate) mod llvm_types;
mod metadata;
mod ops;
mod scope;
mod types;

use crate::fxhash::FxHashMap as HashMap;

use crate::attrs::Attribute;
use crate::dialects::Registry;
use crate::error::{Error, Pos, Result};
use crate::lexer::{Lexer, LineIndex, TokKind, Token};
use crate::module::{Module, OpId, OperationState, ValueId};
use crate::types::Type;

pub use affine::SsaAffineMap;
pub use ops::{Argument, Delimiter, UnresolvedOperand};
use scope::Scopes;

/// Maximum nesting of regions, types, attributes and parentheses before the parser gives up
/// with an error (protects against stack exhaustion).
pub const MAX_NESTING: u32 = 256;

/// Parses a whole file into a module with the dialects of `registry`.
///
/// If the file holds a single `builtin.module`, it becomes the top-level operation; otherwise the
/// top-level operations are wrapped in a new `builtin.module`, as `mlir-opt` does.
pub fn parse_module(src: &str, registry: &Registry) -> Result<Module> {
    let mut p = Parser::new(src, registry)?;
    p.parse_top_level()?;
    Ok(p.module)
}

/// Parses a type written alone (`i32`, `vector<4xf32>`, `!llvm.ptr`); the whole text must be
/// the type.
pub fn parse_type_str(src: &str) -> Result<Type> {
    let reg = Registry::default();
    let mut p = Parser::new(src, &reg)?;
    let t = p.parse_type()?;
    if !p.at(TokKind::Eof) {
        return Err(p.err("unexpected text after the type"));
    }
    Ok(t)
}

/// The parser state; also the helper API for custom operation parsers.
pub struct Parser<'a> {
    src: &'a str,
    lex: Lexer<'a>,
    tok: Token,
    lines: LineIndex,
    /// The module being built.
    pub module: Module,
    registry: &'a Registry,
    type_aliases: HashMap<String, Type>,
    attr_aliases: HashMap<String, Attribute>,
    scopes: Scopes,
    depth: u32,
    default_dialects: Vec<&'static str>,
    op_ctx: Vec<ops::OpCtx>,
}

impl<'a> Parser<'a> {
    fn new(src: &'a str, registry: &'a Registry) -> Result<Parser<'a>> {
        let mut lex = Lexer::new(src);
        let tok = lex.next_token()?;
        Ok(Parser {
            src,
            lex,
            tok,
            lines: LineIndex::new(src),
            module: Module::new(),
            registry,
            type_aliases: HashMap::default(),
            attr_aliases: HashMap::default(),
            scopes: Scopes::default(),
            depth: 0,
            default_dialects: vec![],
            op_ctx: vec![],
        })
    }

    // ----- token helpers -------------------------------------------------------------------

    /// The current token.
    pub fn token(&self) -> Token {
        self.tok
    }

    /// The text of the current token.
    pub fn text(&self) -> &'a str {
        self.src.get(self.tok.start..self.tok.end).unwrap_or("")
    }

    /// The source text of byte range `start..end`.
    pub fn slice(&self, start: usize, end: usize) -> &'a str {
        self.src.get(start..end).unwrap_or("")
    }

    /// Position of the current token.
    pub fn pos(&self) -> Pos {
        self.lines.pos(self.tok.start)
    }

    /// Position of byte `offset`.
    pub fn pos_of(&self, offset: usize) -> Pos {
        self.lines.pos(offset)
    }

    /// An error at the current token.
    pub fn err(&self, msg: impl Into<String>) -> Error {
        Error::at(self.pos(), msg)
    }

    /// An error at byte `offset`.
    pub fn err_at(&self, offset: usize, msg: impl Into<String>) -> Error {
        Error::at(self.lines.pos(offset), msg)
    }

    /// Advances to the next token, returning the consumed one.
    pub fn bump(&mut self) -> Result<Token> {
        let t = self.tok;
        self.tok = self.lex.next_token()?;
        Ok(t)
    }

    /// Re-lexes starting at byte `offset`.
    pub(crate) fn reset_to(&mut self, offset: usize) -> Result<()> {
        self.lex.reset(offset);
        self.tok = self.lex.next_token()?;
        Ok(())
    }

    /// Moves back (or forward) to byte `offset` and re-lexes from there; custom parsers use it
    /// for bounded lookahead.
    pub fn reset_to_public(&mut self, offset: usize) -> Result<()> {
        self.reset_to(offset)
    }

    /// The token after the current one (without consuming anything).
    pub fn peek_next(&self) -> Result<Token> {
        let mut l = self.lex.clone();
        l.next_token()
    }

    /// True if the current token has kind `k`.
    pub fn at(&self, k: TokKind) -> bool {
        self.tok.kind == k
    }

    /// Consumes the current token if it has kind `k`.
    pub fn eat(&mut self, k: TokKind) -> Result<bool> {
        if self.tok.kind == k {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Consumes a token of kind `k` or fails with "expected WHAT".
    pub fn expect(&mut self, k: TokKind, what: &str) -> Result<Token> {
        if self.tok.kind == k {
            self.bump()
        } else {
            Err(self.wrong_token_err(format!("expected {what}")))
        }
    }

    /// An error about the current token, placed as MLIR's `emitWrongTokenError` does: when the
    /// token starts its line, at the end of the previous line that has code (skipping blank
    /// lines and `//` comments), since that is where something is missing.
    pub fn wrong_token_err(&self, msg: impl Into<String>) -> Error {
        let mut at = self.tok.start;
        if self.tok.kind == TokKind::Eof {
            at = at.saturating_sub(1);
        }
        let original = at;
        let mut before = self.src.get(..at).unwrap_or("");
        loop {
            before = before.trim_end_matches([' ', '\t']);
            if before.is_empty() {
                return self.err_at(original, msg);
            }
            if !before.ends_with(['\n', '\r']) {
                return self.err_at(before.len(), msg);
            }
            before = &before[..before.len() - 1];
            let line_start = before.rfind('\n').map_or(0, |i| i + 1);
            if let Some(c) = before[line_start..].find("//") {
                before = &before[..line_start + c];
            }
        }
    }

    /// True if the current token is the bare keyword `kw`.
    pub fn at_keyword(&self, kw: &str) -> bool {
        self.tok.kind == TokKind::BareId && self.text() == kw
    }

    /// Consumes the keyword `kw` if present.
    pub fn parse_optional_keyword(&mut self, kw: &str) -> Result<bool> {
        if self.at_keyword(kw) {
            self.bump()?;
            Ok(true)
        } else {
            Ok(false)
        }
    }

    /// Consumes the keyword `kw` or fails with "expected 'kw'".
    pub fn parse_keyword(&mut self, kw: &str) -> Result<()> {
        if self.parse_optional_keyword(kw)? {
            Ok(())
        } else {
            Err(self.err(format!("expected '{kw}'")))
        }
    }

    /// Consumes any bare identifier and returns it.
    pub fn parse_any_keyword(&mut self) -> Result<&'a str> {
        if self.at(TokKind::BareId) {
            let t = self.text();
            self.bump()?;
            Ok(t)
        } else {
            Err(self.err("expected keyword"))
        }
    }

    /// Consumes one of `options` if present and returns it.
    pub fn parse_optional_keyword_of(
        &mut self,
        options: &[&'static str],
    ) -> Result<Option<&'static str>> {
        if self.tok.kind != TokKind::BareId {
            return Ok(None);
        }
        let t = self.text();
        match options.iter().find(|o| **o == t) {
            Some(o) => {
                self.bump()?;
                Ok(Some(*o))
            }
            None => Ok(None),
        }
    }

    /// Enters one nesting level (regions, types, attributes, parentheses).
    pub fn enter(&mut self) -> Result<()> {
        if self.depth >= MAX_NESTING {
            return Err(self.err(format!("nesting depth exceeds the limit of {MAX_NESTING}")));
        }
        self.depth += 1;
        Ok(())
    }

    /// Leaves one nesting level.
    pub fn exit(&mut self) {
        self.depth = self.depth.saturating_sub(1);
    }

    /// The dialect registry in use.
    pub fn registry(&self) -> &'a Registry {
        self.registry
    }

    // ----- integers ------------------------------------------------------------------------

    /// Parses an optionally negative integer literal into an `i64`.
    pub fn parse_integer(&mut self) -> Result<i64> {
        let neg = self.eat(TokKind::Minus)?;
        if !self.at(TokKind::Integer) {
            return Err(self.err("expected integer value"));
        }
        let v = parse_uint(self.text()).ok_or_else(|| self.err("integer value too large"))?;
        let v = if neg { -(v as i128) } else { v as i128 };
        let v = i64::try_from(v).map_err(|_| self.err("integer value too large"))?;
        self.bump()?;
        Ok(v)
    }

    /// Parses an optional integer; returns `None` if the current token does not start one.
    pub fn parse_optional_integer(&mut self) -> Result<Option<i64>> {
        if self.at(TokKind::Integer)
            || (self.at(TokKind::Minus) && self.peek_next()?.kind == TokKind::Integer)
        {
            return self.parse_integer().map(Some);
        }
        Ok(None)
    }

    // ----- top level -----------------------------------------------------------------------

    fn parse_top_level(&mut self) -> Result<()> {
        let region = self.module.create_region();
        let block = self.module.create_block(vec![]);
        self.module.append_block(region, block);
        self.scopes.push_region(true);
        self.default_dialects.push("builtin");
        loop {
            match self.tok.kind {
                TokKind::Eof => break,
                TokKind::HashId if self.peek_next()?.kind == TokKind::Equal => {
                    self.parse_attr_alias_def()?
                }
                TokKind::BangId if self.peek_next()?.kind == TokKind::Equal => {
                    self.parse_type_alias_def()?
                }
                TokKind::FileMetadataBegin => self.parse_file_metadata()?,
                _ => {
                    let op = self.parse_operation()?;
                    self.module.append_op(block, op);
                }
            }
        }
        self.default_dialects.pop();
        self.scopes.pop_region(&mut self.module, &self.lines)?;
        let ops = self.module.block(block).ops.clone();
        if let [only] = ops[..] {
            if self.module.op(only).name == "builtin.module" {
                self.module.detach_op(only);
                self.module.set_top(only);
                return Ok(());
            }
        }
        let mut st = OperationState::new("builtin.module");
        st.regions.push(region);
        st.pos = ops.first().and_then(|&o| self.module.op(o).pos);
        let top = self.module.create_op(st);
        self.module.set_top(top);
        Ok(())
    }

    fn parse_attr_alias_def(&mut self) -> Result<()> {
        let name = self.text().get(1..).unwrap_or("").to_string();
        let start = self.tok.start;
        if name.contains('.') {
            return Err(
                self.err("attribute names with a '.' are reserved for dialect-defined names")
            );
        }
        self.bump()?;
        self.expect(TokKind::Equal, "'='")?;
        let attr = self.parse_attribute()?;
        if self.attr_aliases.insert(name.clone(), attr).is_some() {
            return Err(self.err_at(
                start,
                format!("redefinition of attribute alias id '{name}'"),
            ));
        }
        Ok(())
    }

    fn parse_type_alias_def(&mut self) -> Result<()> {
        let name = self.text().get(1..).unwrap_or("").to_string();
        let start = self.tok.start;
        if name.contains('.') {
            return Err(self.err("type names with a '.' are reserved for dialect-defined names"));
        }
        self.bump()?;
        self.expect(TokKind::Equal, "'='")?;
        // The old syntax `!x = type T` is accepted too.
        if self.at_keyword("type") && self.peek_next()?.kind != TokKind::Greater {
            self.bump()?;
        }
        let ty = self.parse_type()?;
        if self.type_aliases.insert(name.clone(), ty).is_some() {
            return Err(self.err_at(start, format!("redefinition of type alias id '{name}'")));
        }
        Ok(())
    }

    /// Parses an optional trailing `loc(...)` and returns its text.
    pub fn parse_optional_location(&mut self) -> Result<Option<String>> {
        if !self.at_keyword("loc") || self.peek_next()?.kind != TokKind::LParen {
            return Ok(None);
        }
        let start = self.tok.start;
        self.bump()?;
        let end = self.scan_balanced(self.tok.start)?;
        self.reset_to(end)?;
        Ok(Some(self.slice(start, end).to_string()))
    }

    /// Scans a balanced bracket group starting at byte `open` (which must hold `(`, `[`, `{` or
    /// `<`), honouring string literals and `->`. Returns the offset just past the closing bracket.
    pub(crate) fn scan_balanced(&self, open: usize) -> Result<usize> {
        let b = self.src.as_bytes();
        let mut stack: Vec<u8> = vec![];
        let mut i = open;
        while i < b.len() {
            let c = b[i];
            match c {
                b'(' | b'[' | b'{' | b'<' => {
                    if stack.len() >= MAX_NESTING as usize {
                        return Err(self.err_at(
                            i,
                            format!("nesting depth exceeds the limit of {MAX_NESTING}"),
                        ));
                    }
                    stack.push(c);
                }
                b'-' if b.get(i + 1) == Some(&b'>') => {
                    i += 2;
                    continue;
                }
                b')' | b']' | b'}' | b'>' => {
                    let want = match c {
                        b')' => b'(',
                        b']' => b'[',
                        b'}' => b'{',
                        _ => b'<',
                    };
                    if stack.pop() != Some(want) {
                        return Err(self.err_at(
                            i,
                            format!(
                                "unbalanced '{}' character in pretty dialect name",
                                c as char
                            ),
                        ));
                    }
                    if stack.is_empty() {
                        return Ok(i + 1);
                    }
                }
                b'"' => {
                    i += 1;
                    while i < b.len() && b[i] != b'"' {
                        if b[i] == b'\\' {
                            i += 1;
                        }
                        i += 1;
                    }
                }
                _ => {}
            }
            i += 1;
        }
        Err(self.err_at(open, "unexpected end of file in bracketed dialect data"))
    }

    /// Registers `name` (`%x` without the `%`, result number `index`) as denoting `value`.
    pub(crate) fn define_value(
        &mut self,
        name: &str,
        index: u32,
        value: ValueId,
        at: usize,
    ) -> Result<()> {
        let pos = self.lines.pos(at);
        self.scopes
            .define(&mut self.module, name, index, value, pos)
    }

    /// Records that `op` may use forward-referenced values.
    pub(crate) fn note_forward_uses(&mut self, op: OpId) {
        self.scopes.note_uses(&self.module, op);
    }
}

/// Parses an unsigned integer literal (decimal or `0x` hex).
pub(crate) fn parse_uint(text: &str) -> Option<u128> {
    if let Some(h) = text.strip_prefix("0x") {
        u128::from_str_radix(h, 16).ok()
    } else {
        text.parse::<u128>().ok()
    }
}
