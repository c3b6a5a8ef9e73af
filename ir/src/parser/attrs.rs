//! Parsing attributes.

use crate::attrs::{dict_get, dict_set, Attribute, ElemValue};
use crate::error::Result;
use crate::float;
use crate::lexer::{decode_string, TokKind};
use crate::types::{FloatKind, Signedness, Type, DYNAMIC};

use super::{parse_uint, Parser};

/// Builds the stored value of an integer literal of magnitude `mag` for type `ty`, checking its
/// range as MLIR does.
pub(crate) fn build_int(mag: u128, neg: bool, ty: &Type) -> std::result::Result<i128, String> {
    let (width, sign) = match ty {
        Type::Index => (64, Signedness::Signless),
        Type::Integer { width, signedness } => (*width, *signedness),
        _ => return Err("integer literal not valid for specified type".into()),
    };
    let out_of_range = || "integer constant out of range for attribute".to_string();
    if sign == Signedness::Unsigned && neg && mag != 0 {
        return Err("negative integer literal not valid for unsigned integer type".into());
    }
    if width == 0 {
        return if mag == 0 { Ok(0) } else { Err(out_of_range()) };
    }
    let fits = |bits: u32| bits >= 128 || mag < (1u128 << bits);
    let ok = match (sign, neg) {
        (_, true) => width > 128 || mag <= (1u128 << (width - 1)),
        (Signedness::Signed, false) => fits(width - 1),
        _ => fits(width),
    };
    if !ok {
        return Err(out_of_range());
    }
    if width > 128 && (mag > i128::MAX as u128 + neg as u128) {
        return Err("integer constants wider than 128 bits are not supported".into());
    }
    let v = if neg {
        (mag as i128).wrapping_neg()
    } else {
        mag as i128
    };
    if sign == Signedness::Unsigned || width >= 128 {
        return Ok(v);
    }
    let sh = 128 - width;
    Ok((v << sh) >> sh)
}

impl<'a> Parser<'a> {
    /// Parses an attribute value.
    pub fn parse_attribute(&mut self) -> Result<Attribute> {
        self.enter()?;
        let r = self.parse_attribute_inner();
        self.exit();
        r
    }

    fn parse_attribute_inner(&mut self) -> Result<Attribute> {
        match self.tok.kind {
            TokKind::LBracket => {
                self.bump()?;
                let mut v = vec![];
                if !self.eat(TokKind::RBracket)? {
                    loop {
                        v.push(self.parse_attribute()?);
                        if !self.eat(TokKind::Comma)? {
                            break;
                        }
                    }
                    self.expect(TokKind::RBracket, "']' in array attribute")?;
                }
                Ok(Attribute::Array(v))
            }
            TokKind::LBrace => Ok(Attribute::Dictionary(self.parse_dict_entries()?)),
            TokKind::String => {
                let value = decode_string(self.text());
                self.bump()?;
                let ty = if self.eat(TokKind::Colon)? {
                    Some(self.parse_type()?)
                } else {
                    None
                };
                Ok(Attribute::String { value, ty })
            }
            TokKind::AtId | TokKind::AtString => {
                let root = self.parse_symbol_name()?;
                let mut nested = vec![];
                while self.eat(TokKind::ColonColon)? {
                    nested.push(self.parse_symbol_name()?);
                }
                Ok(Attribute::SymbolRef { root, nested })
            }
            TokKind::Integer | TokKind::Float | TokKind::Minus => self.parse_number_attr(),
            TokKind::HashId => self.parse_hash_attr(),
            TokKind::BangId | TokKind::LParen => Ok(Attribute::Type(self.parse_type()?)),
            TokKind::BareId => self.parse_keyword_attr(),
            _ => Err(self.err("expected attribute value")),
        }
    }

    fn parse_number_attr(&mut self) -> Result<Attribute> {
        let neg = self.eat(TokKind::Minus)?;
        let lit = self.tok;
        if !matches!(lit.kind, TokKind::Integer | TokKind::Float) {
            return Err(self.err("expected constant integer or floating point value"));
        }
        let text = self.text();
        self.bump()?;
        let ty = if self.eat(TokKind::Colon)? {
            Some(self.parse_type()?)
        } else {
            None
        };
        self.number_attr(text, lit.start, neg, lit.kind == TokKind::Float, ty)
    }

    /// Builds an integer or float attribute from a literal and its optional type.
    pub(crate) fn number_attr(
        &self,
        text: &str,
        at: usize,
        neg: bool,
        is_float: bool,
        ty: Option<Type>,
    ) -> Result<Attribute> {
        if is_float {
            let ty = ty.unwrap_or(Type::f64());
            let Type::Float(kind) = ty else {
                return Err(self.err_at(at, "floating point value not valid for specified type"));
            };
            let value = float::parse_decimal(text, neg, kind)
                .ok_or_else(|| self.err_at(at, "invalid floating point literal"))?;
            return Ok(Attribute::Float { value, ty });
        }
        let mag = parse_uint(text)
            .ok_or_else(|| self.err_at(at, "integer constant out of range for attribute"))?;
        match ty {
            Some(Type::Float(kind)) => {
                let value = self.float_from_int_literal(text, mag, neg, kind, at)?;
                Ok(Attribute::Float {
                    value,
                    ty: Type::Float(kind),
                })
            }
            ty => {
                let ty = ty.unwrap_or(Type::int(64));
                let value = build_int(mag, neg, &ty).map_err(|m| self.err_at(at, m))?;
                if ty == Type::i1() {
                    return Ok(Attribute::Bool(value != 0));
                }
                Ok(Attribute::Integer { value, ty })
            }
        }
    }

    /// Builds an integer attribute of type `ty` from a literal's text (checking its range), for
    /// custom parsers that read integers in a known type.
    pub fn number_attr_public(
        &self,
        text: &str,
        at: usize,
        neg: bool,
        ty: &Type,
    ) -> Result<Attribute> {
        self.number_attr(text, at, neg, false, Some(ty.clone()))
    }

    /// A float from an integer literal: hexadecimal literals give the bit pattern.
    pub(crate) fn float_from_int_literal(
        &self,
        text: &str,
        mag: u128,
        neg: bool,
        kind: FloatKind,
        at: usize,
    ) -> Result<crate::attrs::FloatValue> {
        if !text.starts_with("0x") {
            return Err(self.err_at(
                at,
                "unexpected decimal integer literal for a floating point value",
            ));
        }
        if neg {
            return Err(self.err_at(
                at,
                "hexadecimal float literal should not have a leading minus",
            ));
        }
        let w = kind.width();
        if w < 128 && mag >= (1u128 << w) {
            return Err(self.err_at(at, "hexadecimal float constant out of range for type"));
        }
        Ok(crate::attrs::FloatValue::Bits(mag))
    }

    fn parse_hash_attr(&mut self) -> Result<Attribute> {
        let start = self.tok.start;
        let name = self.slice(start + 1, self.tok.end);
        let next_is_body = self.src.as_bytes().get(self.tok.end) == Some(&b'<');
        if !name.contains('.') && !next_is_body {
            let Some(a) = self.attr_aliases.get(name).cloned() else {
                return Err(self.err(format!("undefined symbol alias id '{name}'")));
            };
            self.bump()?;
            return Ok(a);
        }
        if let Some(r) = crate::dialects::parse_dialect_attr(self, name) {
            match r {
                Ok(a) => return Ok(a),
                // Not in the shape the structured reading knows: keep the text verbatim.
                Err(_) => self.reset_to(start)?,
            }
        }
        if next_is_body && matches!(name, "dlti.dl_spec" | "dlti.target_device_spec") {
            return self.parse_dlti_spec(name);
        }
        let end = if next_is_body {
            self.scan_balanced(self.tok.end)?
        } else {
            self.tok.end
        };
        self.reset_to(end)?;
        let text = self.slice(start, end);
        if let Some(c) = crate::dialects::llvm_canonical_fastmath(text) {
            return Ok(Attribute::Opaque(c));
        }
        Ok(Attribute::Opaque(self.expand_nested_aliases(text)))
    }

    /// `text` (a dialect attribute kept verbatim) with the aliases of dialect attributes it
    /// names (`domain = #my_domain`) replaced by their definitions, so the text stands alone.
    fn expand_nested_aliases(&self, text: &str) -> String {
        let s = text.as_bytes();
        let mut out = String::with_capacity(text.len());
        let (mut last, mut i) = (0, 1.min(s.len()));
        let mut in_string = false;
        while i < s.len() {
            let c = s[i];
            if in_string {
                match c {
                    b'\\' => i += 1,
                    b'"' => in_string = false,
                    _ => {}
                }
                i += 1;
                continue;
            }
            if c == b'"' {
                in_string = true;
                i += 1;
                continue;
            }
            let ident = |b: u8| b.is_ascii_alphanumeric() || matches!(b, b'_' | b'$' | b'.');
            if c != b'#' || ident(s[i - 1]) {
                i += 1;
                continue;
            }
            let mut j = i + 1;
            while j < s.len() && ident(s[j]) {
                j += 1;
            }
            let name = &text[i + 1..j];
            let alias = match self.attr_aliases.get(name) {
                Some(Attribute::Opaque(a)) if !name.contains('.') && s.get(j) != Some(&b'<') => a,
                _ => {
                    i = j;
                    continue;
                }
            };
            out.push_str(&text[last..i]);
            out.push_str(alias);
            last = j;
            i = j;
        }
        out.push_str(&text[last..]);
        out
    }

    /// `#dlti.dl_spec<key = value, ...>`, also in the older form with `#dlti.dl_entry<key,
    /// value>` entries, kept in mlir-opt's spelling (`key = value`; keys are strings or types).
    fn parse_dlti_spec(&mut self, name: &str) -> Result<Attribute> {
        self.bump()?;
        self.expect(TokKind::Less, "'<'")?;
        let mut entries = vec![];
        if !self.eat(TokKind::Greater)? {
            loop {
                let entry = self.at(TokKind::HashId) && self.text() == "#dlti.dl_entry";
                if entry {
                    self.bump()?;
                    self.expect(TokKind::Less, "'<'")?;
                }
                let key = if self.at(TokKind::String) {
                    let k = self.parse_string()?;
                    format!("\"{}\"", crate::lexer::escape_string(k.as_bytes()))
                } else {
                    self.parse_type()?.to_string()
                };
                if entry {
                    self.expect(TokKind::Comma, "','")?;
                } else {
                    self.expect(TokKind::Equal, "'='")?;
                }
                let value = self.parse_attribute()?;
                if entry {
                    self.expect(TokKind::Greater, "'>'")?;
                }
                entries.push(format!("{key} = {value}"));
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
            self.expect(TokKind::Greater, "'>'")?;
        }
        Ok(Attribute::Opaque(format!(
            "#{name}<{}>",
            entries.join(", ")
        )))
    }

    fn parse_keyword_attr(&mut self) -> Result<Attribute> {
        match self.text() {
            "true" => {
                self.bump()?;
                Ok(Attribute::Bool(true))
            }
            "false" => {
                self.bump()?;
                Ok(Attribute::Bool(false))
            }
            "unit" => {
                self.bump()?;
                Ok(Attribute::Unit)
            }
            "affine_map" => {
                self.bump()?;
                self.expect(TokKind::Less, "'<'")?;
                let m = self.parse_affine_map_body()?;
                self.expect(TokKind::Greater, "'>'")?;
                Ok(Attribute::AffineMap(m))
            }
            "affine_set" => {
                self.bump()?;
                self.expect(TokKind::Less, "'<'")?;
                let s = self.parse_integer_set_body()?;
                self.expect(TokKind::Greater, "'>'")?;
                Ok(Attribute::IntegerSet(s))
            }
            "dense" => self.parse_dense_attr(),
            "sparse" => self.parse_sparse_attr(),
            "dense_resource" => {
                self.bump()?;
                self.expect(TokKind::Less, "'<'")?;
                let t = self.expect(TokKind::BareId, "resource handle name")?;
                let handle = self.slice(t.start, t.end).to_string();
                self.expect(TokKind::Greater, "'>'")?;
                let ty = self.parse_colon_type()?;
                Ok(Attribute::DenseResource { handle, ty })
            }
            "array" => self.parse_dense_array(),
            "strided" => self.parse_strided(),
            "loc" | "distinct"
                if matches!(self.peek_next()?.kind, TokKind::LParen | TokKind::LBracket) =>
            {
                let start = self.tok.start;
                let is_loc = self.text() == "loc";
                self.bump()?;
                let mut end = self.scan_balanced(self.tok.start)?;
                if !is_loc && self.src.as_bytes().get(end) == Some(&b'<') {
                    end = self.scan_balanced(end)?;
                }
                self.reset_to(end)?;
                let text = self.slice(start, end).to_string();
                Ok(if is_loc {
                    Attribute::Location(text)
                } else {
                    Attribute::Opaque(text)
                })
            }
            _ if self.at_type_start() => Ok(Attribute::Type(self.parse_type()?)),
            _ => Err(self.err("expected attribute value")),
        }
    }

    /// Parses `{key = value, flag}` into sorted entries; duplicate keys are an error.
    pub fn parse_dict_entries(&mut self) -> Result<Vec<(String, Attribute)>> {
        self.expect(TokKind::LBrace, "'{'")?;
        self.enter()?;
        let r = self.parse_dict_tail();
        self.exit();
        r
    }

    fn parse_dict_tail(&mut self) -> Result<Vec<(String, Attribute)>> {
        let mut out: Vec<(String, Attribute)> = vec![];
        if self.eat(TokKind::RBrace)? {
            return Ok(out);
        }
        loop {
            let at = self.tok.start;
            let key = match self.tok.kind {
                TokKind::BareId => self.text().to_string(),
                TokKind::String => String::from_utf8(decode_string(self.text()))
                    .map_err(|_| self.err("invalid attribute name"))?,
                _ => return Err(self.err("expected attribute name")),
            };
            if key.is_empty() {
                return Err(self.err("expected valid attribute name"));
            }
            self.bump()?;
            let value = if self.eat(TokKind::Equal)? {
                self.parse_attribute()?
            } else {
                Attribute::Unit
            };
            if dict_get(&out, &key).is_some() {
                return Err(
                    self.err_at(at, format!("duplicate key '{key}' in dictionary attribute"))
                );
            }
            dict_set(&mut out, &key, value);
            if !self.eat(TokKind::Comma)? {
                break;
            }
        }
        self.expect(TokKind::RBrace, "'}' in attribute dictionary")?;
        Ok(out)
    }

    fn parse_dense_array(&mut self) -> Result<Attribute> {
        self.bump()?;
        self.expect(TokKind::Less, "'<' after 'array'")?;
        let at = self.tok.start;
        let elem = self.parse_type()?;
        if !matches!(elem, Type::Integer { .. } | Type::Float(_)) {
            return Err(self.err_at(at, "expected integer or float type"));
        }
        let mut values = vec![];
        if self.eat(TokKind::Colon)? {
            loop {
                values.push(self.parse_scalar_element(&elem)?);
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
        }
        self.expect(TokKind::Greater, "'>' to close an array attribute")?;
        Ok(Attribute::DenseArray { elem, values })
    }

    /// Parses one scalar literal (`1`, `-2.5`, `true`, `0x7FC00000`) as an element of type `elem`.
    pub(crate) fn parse_scalar_element(&mut self, elem: &Type) -> Result<ElemValue> {
        let at = self.tok.start;
        if self.at_keyword("true") || self.at_keyword("false") {
            let b = self.at_keyword("true");
            self.bump()?;
            return match elem {
                Type::Integer { width: 1, .. } => Ok(ElemValue::Bool(b)),
                _ => Err(self.err_at(at, "expected i1 type for 'true' or 'false' values")),
            };
        }
        let neg = self.eat(TokKind::Minus)?;
        let lit = self.tok;
        if !matches!(lit.kind, TokKind::Integer | TokKind::Float) {
            return Err(self.err("expected integer or floating point literal"));
        }
        let text = self.text();
        self.bump()?;
        match elem {
            Type::Float(kind) => {
                if lit.kind == TokKind::Float {
                    let v = float::parse_decimal(text, neg, *kind)
                        .ok_or_else(|| self.err_at(at, "invalid float literal"))?;
                    return Ok(ElemValue::Float(v));
                }
                let mag = parse_uint(text)
                    .ok_or_else(|| self.err_at(at, "integer constant out of range"))?;
                if text.starts_with("0x") {
                    return Ok(ElemValue::Float(
                        self.float_from_int_literal(text, mag, neg, *kind, at)?,
                    ));
                }
                // Integer literals in float element lists denote the integral value.
                let v = float::parse_decimal(text, neg, *kind)
                    .ok_or_else(|| self.err_at(at, "invalid float literal"))?;
                Ok(ElemValue::Float(v))
            }
            Type::Integer {
                width: 1,
                signedness: Signedness::Signless,
            } if lit.kind == TokKind::Integer => match text {
                "0" | "1" if !neg => Ok(ElemValue::Bool(text == "1")),
                _ => Err(self.err_at(at, "integer constant out of range for type")),
            },
            Type::Integer { .. } | Type::Index => {
                if lit.kind == TokKind::Float {
                    return Err(
                        self.err_at(at, "expected integer elements, but parsed floating-point")
                    );
                }
                let mag = parse_uint(text)
                    .ok_or_else(|| self.err_at(at, "integer constant out of range for type"))?;
                let v = build_int(mag, neg, elem).map_err(|m| self.err_at(at, m))?;
                Ok(ElemValue::Int(v))
            }
            _ => Err(self.err_at(at, "expected integer, float or index element type")),
        }
    }

    fn parse_strided(&mut self) -> Result<Attribute> {
        self.bump()?;
        self.expect(TokKind::Less, "'<' after 'strided'")?;
        self.expect(TokKind::LBracket, "'['")?;
        let mut strides = vec![];
        if !self.eat(TokKind::RBracket)? {
            loop {
                strides.push(self.parse_dynamic_int()?);
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
            self.expect(TokKind::RBracket, "']'")?;
        }
        let mut offset = 0;
        if self.eat(TokKind::Comma)? {
            self.parse_keyword("offset")?;
            self.expect(TokKind::Colon, "':' after 'offset'")?;
            offset = self.parse_dynamic_int()?;
        }
        self.expect(TokKind::Greater, "'>'")?;
        Ok(Attribute::Strided { strides, offset })
    }

    fn parse_dynamic_int(&mut self) -> Result<i64> {
        if self.eat(TokKind::Question)? {
            return Ok(DYNAMIC);
        }
        let at = self.tok.start;
        let v = self.parse_integer()?;
        if v == DYNAMIC {
            return Err(self.err_at(at, "integer value out of range"));
        }
        Ok(v)
    }
}
