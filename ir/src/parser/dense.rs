//! Parsing `dense<...>` and `sparse<...>` elements literals.

use crate::attrs::{Attribute, DenseData, ElemValue};
use crate::error::Result;
use crate::float;
use crate::lexer::{decode_string, TokKind};
use crate::types::{Signedness, Type};

use super::attrs::build_int;
use super::{parse_uint, Parser};

#[derive(Debug, Clone)]
enum Raw {
    Num {
        neg: bool,
        start: usize,
        end: usize,
        is_float: bool,
    },
    Bool(bool, usize),
    Complex(Box<Raw>, Box<Raw>),
    Str(Vec<u8>, usize),
}

/// A parsed literal: flattened scalars plus the inferred shape.
struct Literal {
    scalars: Vec<Raw>,
    shape: Vec<i64>,
    is_list: bool,
}

fn format_shape(s: &[i64]) -> String {
    s.iter()
        .map(|d| d.to_string())
        .collect::<Vec<_>>()
        .join(", ")
}

impl<'a> Parser<'a> {
    fn parse_literal_tree(&mut self) -> Result<Literal> {
        if !self.at(TokKind::LBracket) {
            let s = self.parse_raw_scalar()?;
            return Ok(Literal {
                scalars: vec![s],
                shape: vec![],
                is_list: false,
            });
        }
        self.enter()?;
        let r = self.parse_literal_list();
        self.exit();
        r
    }

    fn parse_literal_list(&mut self) -> Result<Literal> {
        let open = self.tok.start;
        self.bump()?;
        let mut scalars = vec![];
        let mut inner: Option<Vec<i64>> = None;
        let mut n = 0i64;
        if !self.eat(TokKind::RBracket)? {
            loop {
                let lit = self.parse_literal_tree()?;
                match &inner {
                    None => inner = Some(lit.shape.clone()),
                    Some(s) if *s != lit.shape => {
                        return Err(self.err_at(
                            open,
                            "tensor literal is invalid; ranks are not consistent between elements",
                        ));
                    }
                    _ => {}
                }
                scalars.extend(lit.scalars);
                n += 1;
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
            self.expect(TokKind::RBracket, "']'")?;
        }
        let mut shape = vec![n];
        shape.extend(inner.unwrap_or_default());
        Ok(Literal {
            scalars,
            shape,
            is_list: true,
        })
    }

    fn parse_raw_scalar(&mut self) -> Result<Raw> {
        let at = self.tok.start;
        match self.tok.kind {
            TokKind::LParen => {
                self.bump()?;
                let re = self.parse_raw_scalar()?;
                self.expect(TokKind::Comma, "','")?;
                let im = self.parse_raw_scalar()?;
                self.expect(TokKind::RParen, "')'")?;
                Ok(Raw::Complex(Box::new(re), Box::new(im)))
            }
            TokKind::String => {
                let v = decode_string(self.text());
                self.bump()?;
                Ok(Raw::Str(v, at))
            }
            TokKind::BareId if self.at_keyword("true") || self.at_keyword("false") => {
                let b = self.at_keyword("true");
                self.bump()?;
                Ok(Raw::Bool(b, at))
            }
            _ => {
                let neg = self.eat(TokKind::Minus)?;
                let t = self.tok;
                if !matches!(t.kind, TokKind::Integer | TokKind::Float) {
                    return Err(self.err("expected element literal of primitive type"));
                }
                self.bump()?;
                Ok(Raw::Num {
                    neg,
                    start: t.start,
                    end: t.end,
                    is_float: t.kind == TokKind::Float,
                })
            }
        }
    }

    fn convert_raw(&self, raw: &Raw, elem: &Type) -> Result<ElemValue> {
        match raw {
            Raw::Bool(b, at) => match elem {
                Type::Integer { width: 1, .. } => Ok(ElemValue::Bool(*b)),
                _ => Err(self.err_at(*at, "expected i1 type for 'true' or 'false' values")),
            },
            Raw::Str(s, at) => match elem {
                Type::Opaque(_) => Ok(ElemValue::Str(s.clone())),
                _ => Err(self.err_at(
                    *at,
                    "expected string elements only for string element types",
                )),
            },
            Raw::Complex(re, im) => match elem {
                Type::Complex(inner) => Ok(ElemValue::Complex(
                    Box::new(self.convert_raw(re, inner)?),
                    Box::new(self.convert_raw(im, inner)?),
                )),
                _ => Err(self.err("complex literal for a non-complex element type")),
            },
            Raw::Num {
                neg,
                start,
                end,
                is_float,
            } => {
                let text = self.slice(*start, *end);
                let at = *start;
                match elem {
                    Type::Float(kind) => {
                        if !is_float && text.starts_with("0x") {
                            let mag = parse_uint(text).ok_or_else(|| {
                                self.err_at(at, "hexadecimal constant out of range")
                            })?;
                            return Ok(ElemValue::Float(
                                self.float_from_int_literal(text, mag, *neg, *kind, at)?,
                            ));
                        }
                        let v = float::parse_decimal(text, *neg, *kind)
                            .ok_or_else(|| self.err_at(at, "invalid float literal"))?;
                        Ok(ElemValue::Float(v))
                    }
                    Type::Integer { .. } | Type::Index => {
                        if *is_float {
                            return Err(self.err_at(
                                at,
                                "expected integer elements, but parsed floating-point",
                            ));
                        }
                        let mag = parse_uint(text).ok_or_else(|| {
                            self.err_at(at, "integer constant out of range for type")
                        })?;
                        if *elem
                            == (Type::Integer {
                                width: 1,
                                signedness: Signedness::Signless,
                            })
                        {
                            return match (mag, neg) {
                                (0, _) => Ok(ElemValue::Bool(false)),
                                (1, false) => Ok(ElemValue::Bool(true)),
                                _ => Err(self.err_at(at, "integer constant out of range for type")),
                            };
                        }
                        let v = build_int(mag, *neg, elem).map_err(|m| self.err_at(at, m))?;
                        Ok(ElemValue::Int(v))
                    }
                    Type::Complex(_) => Err(self.err_at(at, "expected complex literal '(re, im)'")),
                    _ => Err(self.err_at(
                        at,
                        "expected integer, float, complex or string element type",
                    )),
                }
            }
        }
    }

    fn literal_to_data(&self, lit: &Literal, ty: &Type, at: usize) -> Result<DenseData> {
        let elem = ty.element_type().cloned().unwrap_or(Type::None);
        if !lit.is_list {
            if let Some(Raw::Str(s, _)) = lit.scalars.first() {
                if !matches!(elem, Type::Opaque(_)) {
                    let text = String::from_utf8_lossy(s).to_string();
                    let ok = text.starts_with("0x")
                        && text.len().is_multiple_of(2)
                        && text[2..].bytes().all(|c| c.is_ascii_hexdigit());
                    if !ok {
                        return Err(self.err_at(
                            at,
                            "expected a hex string (\"0x...\") for elements of non-string type",
                        ));
                    }
                    // Equal elements become a splat, as for element lists, so that printing
                    // stays a fixed point.
                    return Ok(match crate::dense_hex::decode(&text, ty) {
                        Some(DenseData::Elements(v)) => compress(v),
                        Some(d) => d,
                        None => DenseData::Hex(text),
                    });
                }
            }
            let first = lit
                .scalars
                .first()
                .ok_or_else(|| self.err_at(at, "expected element literal"))?;
            return Ok(DenseData::Splat(self.convert_raw(first, &elem)?));
        }
        let shape = ty.shape().unwrap_or(&[]);
        if lit.shape != shape {
            return Err(self.err_at(
                at,
                format!(
                    "inferred shape of elements literal ([{}]) does not match type ([{}])",
                    format_shape(&lit.shape),
                    format_shape(shape)
                ),
            ));
        }
        let vals = lit
            .scalars
            .iter()
            .map(|r| self.convert_raw(r, &elem))
            .collect::<Result<Vec<_>>>()?;
        Ok(compress(vals))
    }

    fn parse_elements_type(&mut self) -> Result<Type> {
        self.expect(TokKind::Colon, "':'")?;
        let at = self.tok.start;
        let ty = self.parse_type()?;
        match &ty {
            Type::Vector { .. } => Ok(ty),
            Type::RankedTensor { shape, .. } if shape.iter().all(|&d| d >= 0) => Ok(ty),
            Type::RankedTensor { .. } => {
                Err(self.err_at(at, "elements literal type must have static shape"))
            }
            _ => Err(self.err_at(at, "elements literal must be a shaped type")),
        }
    }

    pub(crate) fn parse_dense_attr(&mut self) -> Result<Attribute> {
        self.bump()?;
        self.expect(TokKind::Less, "'<' after 'dense'")?;
        let at = self.tok.start;
        let lit = if self.at(TokKind::Greater) {
            None
        } else {
            Some(self.parse_literal_tree()?)
        };
        self.expect(TokKind::Greater, "'>'")?;
        let ty = self.parse_elements_type()?;
        let data = match lit {
            None => {
                if ty.shape().is_some_and(|s| s.iter().product::<i64>() != 0) {
                    return Err(self.err_at(
                        at,
                        "expected non-empty elements literal for a type with elements",
                    ));
                }
                DenseData::Elements(vec![])
            }
            Some(l) => self.literal_to_data(&l, &ty, at)?,
        };
        Ok(Attribute::DenseElements { ty, data })
    }

    /// Parses `dense<...>` whose shaped type `ty` comes from the context (`memref.global ... =
    /// dense<...>` omits it); an explicit `: type` suffix is accepted too.
    pub fn parse_dense_attr_of_type(&mut self, ty: &Type) -> Result<Attribute> {
        if !self.at_keyword("dense") {
            return Err(self.err("expected 'dense' elements attribute"));
        }
        self.bump()?;
        self.expect(TokKind::Less, "'<' after 'dense'")?;
        let at = self.tok.start;
        let lit = if self.at(TokKind::Greater) {
            None
        } else {
            Some(self.parse_literal_tree()?)
        };
        self.expect(TokKind::Greater, "'>'")?;
        let ty = if self.at(TokKind::Colon) {
            self.parse_elements_type()?
        } else {
            ty.clone()
        };
        let data = match lit {
            None => DenseData::Elements(vec![]),
            Some(l) => self.literal_to_data(&l, &ty, at)?,
        };
        Ok(Attribute::DenseElements { ty, data })
    }

    pub(crate) fn parse_sparse_attr(&mut self) -> Result<Attribute> {
        self.bump()?;
        self.expect(TokKind::Less, "'<' after 'sparse'")?;
        let at = self.tok.start;
        let (idx, vals) = if self.at(TokKind::Greater) {
            (None, None)
        } else {
            let i = self.parse_literal_tree()?;
            self.expect(TokKind::Comma, "','")?;
            let v = self.parse_literal_tree()?;
            (Some(i), Some(v))
        };
        self.expect(TokKind::Greater, "'>'")?;
        let ty = self.parse_elements_type()?;
        let elem = ty.element_type().cloned().unwrap_or(Type::None);
        let conv = |p: &Self, lit: Option<Literal>, et: &Type| -> Result<(DenseData, Vec<i64>)> {
            let Some(lit) = lit else {
                return Ok((DenseData::Elements(vec![]), vec![0]));
            };
            let v = lit
                .scalars
                .iter()
                .map(|r| p.convert_raw(r, et))
                .collect::<Result<Vec<_>>>()?;
            Ok((
                if lit.is_list {
                    compress(v)
                } else {
                    DenseData::Splat(v.into_iter().next().unwrap_or(ElemValue::Int(0)))
                },
                lit.shape,
            ))
        };
        let (indices, indices_shape) = conv(self, idx, &Type::int(64))?;
        let (values, values_shape) = conv(self, vals, &elem)?;
        let _ = at;
        Ok(Attribute::Sparse {
            ty,
            indices,
            indices_shape,
            values,
            values_shape,
        })
    }
}

/// Turns an element list into a splat when all elements are equal (as MLIR does).
pub(crate) fn compress(vals: Vec<ElemValue>) -> DenseData {
    match vals.first() {
        Some(f) if vals.iter().all(|v| v == f) => DenseData::Splat(f.clone()),
        _ => DenseData::Elements(vals),
    }
}
