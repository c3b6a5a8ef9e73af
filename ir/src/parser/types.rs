//! Parsing types.

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::types::{FloatKind, Signedness, Type, DYNAMIC};

use super::Parser;

/// Result of parsing a dimension list.
pub(crate) struct Dims {
    pub shape: Vec<i64>,
    pub scalable: Vec<bool>,
    pub unranked: bool,
}

impl<'a> Parser<'a> {
    /// Parses a type.
    pub fn parse_type(&mut self) -> Result<Type> {
        self.enter()?;
        let r = self.parse_type_inner();
        self.exit();
        r
    }

    /// Parses a type if the current token can start one.
    pub fn parse_optional_type(&mut self) -> Result<Option<Type>> {
        if self.at_type_start() {
            self.parse_type().map(Some)
        } else {
            Ok(None)
        }
    }

    /// True if the current token can begin a type.
    pub fn at_type_start(&self) -> bool {
        match self.tok.kind {
            TokKind::BangId | TokKind::LParen => true,
            TokKind::BareId => is_type_keyword(self.text()),
            _ => false,
        }
    }

    /// Parses `: type`.
    pub fn parse_colon_type(&mut self) -> Result<Type> {
        self.expect(TokKind::Colon, "':'")?;
        self.parse_type()
    }

    /// Parses `: t1, t2, ...` (at least one type).
    pub fn parse_colon_type_list(&mut self) -> Result<Vec<Type>> {
        self.expect(TokKind::Colon, "':'")?;
        self.parse_type_list_no_parens()
    }

    /// Parses `t1, t2, ...` (at least one type).
    pub fn parse_type_list_no_parens(&mut self) -> Result<Vec<Type>> {
        let mut v = vec![self.parse_type()?];
        while self.eat(TokKind::Comma)? {
            v.push(self.parse_type()?);
        }
        Ok(v)
    }

    /// Parses `(t1, t2, ...)` (possibly empty).
    pub fn parse_type_list_parens(&mut self) -> Result<Vec<Type>> {
        self.expect(TokKind::LParen, "'('")?;
        self.enter()?;
        let r = self.parse_type_list_parens_tail();
        self.exit();
        r
    }

    fn parse_type_list_parens_tail(&mut self) -> Result<Vec<Type>> {
        if self.eat(TokKind::RParen)? {
            return Ok(vec![]);
        }
        let v = self.parse_type_list_no_parens()?;
        self.expect(TokKind::RParen, "')'")?;
        Ok(v)
    }

    /// Parses a function result list: a parenthesized list or a single non-function type.
    pub fn parse_function_result_types(&mut self) -> Result<Vec<Type>> {
        if self.at(TokKind::LParen) {
            self.parse_type_list_parens()
        } else {
            Ok(vec![self.parse_type()?])
        }
    }

    fn parse_type_inner(&mut self) -> Result<Type> {
        match self.tok.kind {
            TokKind::LParen => {
                let inputs = self.parse_type_list_parens()?;
                self.expect(TokKind::Arrow, "'->' in function type")?;
                let results = self.parse_function_result_types()?;
                Ok(Type::Function { inputs, results })
            }
            TokKind::BangId => self.parse_bang_type(),
            TokKind::BareId => self.parse_keyword_type(),
            _ => Err(self.err("expected non-function type")),
        }
    }

    fn parse_bang_type(&mut self) -> Result<Type> {
        let start = self.tok.start;
        let name = self.slice(start + 1, self.tok.end);
        let next_is_body = self.src.as_bytes().get(self.tok.end) == Some(&b'<');
        if !name.contains('.') && !next_is_body {
            let Some(t) = self.type_aliases.get(name).cloned() else {
                return Err(self.err(format!("undefined symbol alias id '{name}'")));
            };
            self.bump()?;
            return Ok(t);
        }
        if let Some(kw) = name.strip_prefix("llvm.") {
            if let Some(t) = self.parse_llvm_bang_type(kw)? {
                return Ok(t);
            }
        }
        if name == "gpu.mma_matrix" && next_is_body {
            return crate::dialects::parse_mma_type(self);
        }
        let end = if next_is_body {
            self.scan_balanced(self.tok.end)?
        } else {
            self.tok.end
        };
        self.reset_to(end)?;
        Ok(Type::Opaque(self.slice(start, end).to_string()))
    }

    fn parse_keyword_type(&mut self) -> Result<Type> {
        let kw = self.text();
        let simple = match kw {
            "index" => Some(Type::Index),
            "none" => Some(Type::None),
            _ => FloatKind::from_keyword(kw).map(Type::Float),
        };
        if let Some(t) = simple {
            self.bump()?;
            return Ok(t);
        }
        if let Some(t) = parse_int_type_keyword(kw) {
            let t = t.map_err(|m| self.err(m))?;
            self.bump()?;
            return Ok(t);
        }
        match kw {
            "complex" => {
                self.bump()?;
                self.expect(TokKind::Less, "'<' in complex type")?;
                let e = self.parse_type()?;
                self.expect(TokKind::Greater, "'>' in complex type")?;
                Ok(Type::Complex(Box::new(e)))
            }
            "tuple" => {
                self.bump()?;
                self.expect(TokKind::Less, "'<' in tuple type")?;
                let mut v = vec![];
                if !self.eat(TokKind::Greater)? {
                    v = self.parse_type_list_no_parens()?;
                    self.expect(TokKind::Greater, "'>' in tuple type")?;
                }
                Ok(Type::Tuple(v))
            }
            "vector" => self.parse_vector_type(),
            "tensor" => self.parse_tensor_type(),
            "memref" => self.parse_memref_type(),
            _ => Err(self.err("expected non-function type")),
        }
    }

    /// Consumes the `x` separating dimensions, which the lexer glues to what follows.
    fn parse_x_in_dims(&mut self) -> Result<()> {
        if self.tok.kind != TokKind::BareId || !self.text().starts_with('x') {
            return Err(self.err("expected 'x' in dimension list"));
        }
        let after = self.tok.start + 1;
        self.reset_to(after)
    }

    fn parse_dim_integer(&mut self) -> Result<i64> {
        let text = self.text();
        if text.starts_with("0x") {
            // `0xf32`: the lexer took a hex literal; it is a zero dimension followed by `x`.
            let at = self.tok.start + 1;
            self.reset_to(at)?;
            return Ok(0);
        }
        let v = text
            .parse::<i64>()
            .map_err(|_| self.err("invalid dimension"))?;
        self.bump()?;
        Ok(v)
    }

    pub(crate) fn parse_dimension_list(
        &mut self,
        allow_dynamic: bool,
        allow_unranked: bool,
        allow_scalable: bool,
    ) -> Result<Dims> {
        let mut d = Dims {
            shape: vec![],
            scalable: vec![],
            unranked: false,
        };
        loop {
            match self.tok.kind {
                TokKind::Star if allow_unranked && d.shape.is_empty() => {
                    self.bump()?;
                    self.parse_x_in_dims()?;
                    d.unranked = true;
                    return Ok(d);
                }
                TokKind::Question => {
                    if !allow_dynamic {
                        return Err(self.err("expected static shape"));
                    }
                    self.bump()?;
                    d.shape.push(DYNAMIC);
                    d.scalable.push(false);
                }
                TokKind::LBracket if allow_scalable => {
                    self.bump()?;
                    if !self.at(TokKind::Integer) {
                        return Err(self.err("expected integer value"));
                    }
                    let v = self.parse_dim_integer()?;
                    self.expect(TokKind::RBracket, "']'")?;
                    d.shape.push(v);
                    d.scalable.push(true);
                }
                TokKind::Integer => {
                    let v = self.parse_dim_integer()?;
                    d.shape.push(v);
                    d.scalable.push(false);
                }
                _ => return Ok(d),
            }
            self.parse_x_in_dims()?;
        }
    }

    fn parse_vector_type(&mut self) -> Result<Type> {
        let at = self.bump()?.start;
        self.expect(TokKind::Less, "'<' in vector type")?;
        let d = self.parse_dimension_list(false, false, true)?;
        if d.shape.iter().any(|&s| s <= 0) {
            // MLIR verifies the type where it starts, and lists the whole shape.
            let shape: Vec<String> = d.shape.iter().map(i64::to_string).collect();
            return Err(self.err_at(
                at,
                format!(
                    "vector types must have positive constant sizes but got {}",
                    shape.join(", ")
                ),
            ));
        }
        let elem = self.parse_type()?;
        self.expect(TokKind::Greater, "'>' in vector type")?;
        Ok(Type::Vector {
            shape: d.shape,
            scalable: d.scalable,
            elem: Box::new(elem),
        })
    }

    fn parse_tensor_type(&mut self) -> Result<Type> {
        self.bump()?;
        self.expect(TokKind::Less, "'<' in tensor type")?;
        let d = self.parse_dimension_list(true, true, false)?;
        let elem = self.parse_type()?;
        let mut encoding = None;
        if self.eat(TokKind::Comma)? {
            if d.unranked {
                return Err(self.err("cannot apply encoding to unranked tensor"));
            }
            encoding = Some(Box::new(self.parse_attribute()?));
        }
        self.expect(TokKind::Greater, "'>' in tensor type")?;
        Ok(if d.unranked {
            Type::UnrankedTensor(Box::new(elem))
        } else {
            Type::RankedTensor {
                shape: d.shape,
                elem: Box::new(elem),
                encoding,
            }
        })
    }

    fn parse_memref_type(&mut self) -> Result<Type> {
        self.bump()?;
        self.expect(TokKind::Less, "'<' in memref type")?;
        let d = self.parse_dimension_list(true, true, false)?;
        let elem = self.parse_type()?;
        let mut layout: Option<Box<Attribute>> = None;
        let mut space: Option<Box<Attribute>> = None;
        while self.eat(TokKind::Comma)? {
            let at = self.tok.start;
            let a = self.parse_attribute()?;
            let is_layout = matches!(a, Attribute::AffineMap(_) | Attribute::Strided { .. });
            if is_layout {
                if d.unranked {
                    return Err(self.err_at(at, "cannot have affine map for unranked memref type"));
                }
                if space.is_some() {
                    return Err(self.err_at(at, "expected memory space to be last in memref type"));
                }
                if layout.is_some() {
                    return Err(self.err_at(at, "multiple layouts in memref type"));
                }
                if let Attribute::AffineMap(m) = &a {
                    if m.num_dims() as usize != d.shape.len() {
                        return Err(self.err_at(
                            at,
                            "memref layout mismatch between rank and affine map: ".to_string()
                                + &format!("{} != {}", d.shape.len(), m.num_dims()),
                        ));
                    }
                }
                layout = Some(Box::new(a));
            } else {
                if space.is_some() {
                    return Err(self.err_at(at, "multiple memory spaces specified in memref type"));
                }
                space = Some(Box::new(a));
            }
        }
        self.expect(TokKind::Greater, "'>' in memref type")?;
        // As MLIR does: an identity layout map and an integer memory space 0 are the defaults.
        if matches!(layout.as_deref(), Some(Attribute::AffineMap(m)) if m.is_identity()) {
            layout = None;
        }
        if matches!(space.as_deref(), Some(Attribute::Integer { value: 0, .. })) {
            space = None;
        }
        Ok(if d.unranked {
            Type::UnrankedMemRef {
                elem: Box::new(elem),
                memory_space: space,
            }
        } else {
            Type::MemRef {
                shape: d.shape,
                elem: Box::new(elem),
                layout,
                memory_space: space,
            }
        })
    }
}

/// Recognises `iN`, `siN`, `uiN`: `None` if `kw` is not of that shape, `Some(Err)` if invalid.
fn parse_int_type_keyword(kw: &str) -> Option<std::result::Result<Type, String>> {
    let (sign, digits) = if let Some(d) = kw.strip_prefix("si") {
        (Signedness::Signed, d)
    } else if let Some(d) = kw.strip_prefix("ui") {
        (Signedness::Unsigned, d)
    } else if let Some(d) = kw.strip_prefix('i') {
        (Signedness::Signless, d)
    } else {
        return None;
    };
    if digits.is_empty() || !digits.bytes().all(|c| c.is_ascii_digit()) {
        return None;
    }
    Some(match digits.parse::<u32>() {
        Ok(w) if w <= 16_777_215 => Ok(Type::Integer {
            width: w,
            signedness: sign,
        }),
        _ => Err("integer bitwidth is limited to 16777215 bits".to_string()),
    })
}

fn is_type_keyword(kw: &str) -> bool {
    matches!(
        kw,
        "index" | "none" | "complex" | "tuple" | "vector" | "tensor" | "memref"
    ) || FloatKind::from_keyword(kw).is_some()
        || matches!(parse_int_type_keyword(kw), Some(Ok(_)))
}
