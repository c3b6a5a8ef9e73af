//! The llvm dialect's types (`!llvm.ptr`, `!llvm.array<4 x f64>`, `!llvm.struct<(i32, f64)>`,
//! `!llvm.func<i32 (ptr, ...)>`, ...), parsed structurally and kept as
//! [`Type::Opaque`] text in mlir-opt's canonical spelling: nested llvm types lose their
//! `!llvm.` prefix, `ptr<0>` is `ptr`, dimensions are written `N x T`.

use crate::error::Result;
use crate::lexer::TokKind;
use crate::types::Type;

use super::Parser;

/// The llvm type keywords with a structural parser here.
const KEYWORDS: &[&str] = &[
    "ptr",
    "void",
    "array",
    "struct",
    "func",
    "label",
    "metadata",
    "token",
    "x86_amx",
    "ppc_fp128",
];

impl<'a> Parser<'a> {
    /// After `!llvm.<kw>` (the current token is the bang identifier): parses the type and
    /// returns it, or `None` if `kw` has no structural parser (the caller keeps it verbatim).
    pub(crate) fn parse_llvm_bang_type(&mut self, kw: &str) -> Result<Option<Type>> {
        if !KEYWORDS.contains(&kw) {
            return Ok(None);
        }
        self.bump()?;
        let body = self.parse_llvm_type_body(kw)?;
        Ok(Some(Type::Opaque(format!("!llvm.{body}"))))
    }

    /// A type nested in an llvm type: an llvm keyword without prefix, or any type.
    fn parse_llvm_nested(&mut self) -> Result<String> {
        if self.at(TokKind::BareId) && KEYWORDS.contains(&self.text()) {
            let kw = self.text();
            self.bump()?;
            return self.parse_llvm_type_body(kw);
        }
        let t = self.parse_type()?;
        Ok(nested_spelling(&t))
    }

    /// The rest of an llvm type after its keyword, in canonical spelling without `!llvm.`.
    fn parse_llvm_type_body(&mut self, kw: &str) -> Result<String> {
        self.enter()?;
        let r = self.parse_llvm_type_body_inner(kw);
        self.exit();
        r
    }

    fn parse_llvm_type_body_inner(&mut self, kw: &str) -> Result<String> {
        match kw {
            "ptr" => {
                if !self.at_glued_less() {
                    return Ok("ptr".into());
                }
                self.expect(TokKind::Less, "'<'")?;
                let space = self.parse_integer()?;
                self.expect(TokKind::Greater, "'>'")?;
                if space < 0 || space > i64::from(u32::MAX >> 8) {
                    return Err(self.err("invalid address space"));
                }
                Ok(if space == 0 {
                    "ptr".into()
                } else {
                    format!("ptr<{space}>")
                })
            }
            "array" => {
                self.expect(TokKind::Less, "'<' in llvm array type")?;
                if !self.at(TokKind::Integer) {
                    return Err(self.err("expected array size"));
                }
                let n: u64 = self
                    .text()
                    .parse()
                    .map_err(|_| self.err("invalid array size"))?;
                self.bump()?;
                if self.tok.kind != TokKind::BareId || !self.text().starts_with('x') {
                    return Err(self.err("expected 'x' in llvm array type"));
                }
                let after = self.tok.start + 1;
                self.reset_to(after)?;
                let elem = self.parse_llvm_nested()?;
                self.expect(TokKind::Greater, "'>' in llvm array type")?;
                Ok(format!("array<{n} x {elem}>"))
            }
            "struct" => self.parse_llvm_struct(),
            "func" => {
                self.expect(TokKind::Less, "'<' in llvm function type")?;
                let ret = self.parse_llvm_nested()?;
                self.expect(TokKind::LParen, "'(' in llvm function type")?;
                let mut params = vec![];
                if !self.eat(TokKind::RParen)? {
                    loop {
                        if self.eat(TokKind::Ellipsis)? {
                            params.push("...".to_string());
                            break;
                        }
                        params.push(self.parse_llvm_nested()?);
                        if !self.eat(TokKind::Comma)? {
                            break;
                        }
                    }
                    self.expect(TokKind::RParen, "')' in llvm function type")?;
                }
                self.expect(TokKind::Greater, "'>' in llvm function type")?;
                Ok(format!("func<{ret} ({})>", params.join(", ")))
            }
            _ => Ok(kw.to_string()),
        }
    }

    fn parse_llvm_struct(&mut self) -> Result<String> {
        self.expect(TokKind::Less, "'<' in llvm struct type")?;
        let mut out = String::from("struct<");
        if self.at(TokKind::String) {
            let name = self.parse_string()?;
            out.push_str(&format!(
                "\"{}\"",
                crate::lexer::escape_string(name.as_bytes())
            ));
            if !self.eat(TokKind::Comma)? {
                self.expect(TokKind::Greater, "'>' in llvm struct type")?;
                out.push('>');
                return Ok(out);
            }
            out.push_str(", ");
            if self.parse_optional_keyword("opaque")? {
                self.expect(TokKind::Greater, "'>' in llvm struct type")?;
                out.push_str("opaque>");
                return Ok(out);
            }
        }
        if self.parse_optional_keyword("packed")? {
            out.push_str("packed ");
        }
        self.expect(TokKind::LParen, "'(' in llvm struct type")?;
        let mut fields = vec![];
        if !self.eat(TokKind::RParen)? {
            loop {
                fields.push(self.parse_llvm_nested()?);
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
            self.expect(TokKind::RParen, "')' in llvm struct type")?;
        }
        self.expect(TokKind::Greater, "'>' in llvm struct type")?;
        out.push('(');
        out.push_str(&fields.join(", "));
        out.push_str(")>");
        Ok(out)
    }

    /// True if the current token is `<` written right after the previous token.
    fn at_glued_less(&self) -> bool {
        let start = self.tok.start;
        self.at(TokKind::Less) && start > 0 && !self.src.as_bytes()[start - 1].is_ascii_whitespace()
    }
}

/// How a type is written inside an llvm type: llvm types without their `!llvm.` prefix.
pub(crate) fn nested_spelling(t: &Type) -> String {
    match t {
        Type::Opaque(s) => s.strip_prefix("!llvm.").unwrap_or(s).to_string(),
        t => t.to_string(),
    }
}
