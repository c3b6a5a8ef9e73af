//! Parsing affine expressions, maps and integer sets, with MLIR's precedence and errors.
//!
//! Two flavours: the attribute syntax with declared identifiers (`affine_map<(i)[N] -> (i + N)>`)
//! and the SSA-named syntax of affine ops (`%A[%i + 1, symbol(%n)]`), where every distinct SSA
//! name becomes a dimension (or a symbol inside `symbol(...)`) in order of first appearance.

use tessera_polyhedral::affine::{AffineExpr, AffineMap, IntegerSet};

use crate::error::Result;
use crate::lexer::TokKind;

use super::ops::{Delimiter, UnresolvedOperand};
use super::Parser;

/// Maximum height of a parsed affine expression tree.
const MAX_EXPR_DEPTH: u32 = 256;

/// An affine map written over SSA names, with the operands bound to its dims and symbols.
#[derive(Debug, Clone, PartialEq)]
pub struct SsaAffineMap {
    /// The map; dims are numbered in order of first appearance, then symbols.
    pub map: AffineMap,
    /// Operands bound to the dimensions.
    pub dims: Vec<UnresolvedOperand>,
    /// Operands bound to the symbols.
    pub symbols: Vec<UnresolvedOperand>,
}

enum Names {
    Declared(Vec<(String, AffineExpr)>),
    Ssa {
        seen: Vec<(String, AffineExpr)>,
        dims: Vec<UnresolvedOperand>,
        symbols: Vec<UnresolvedOperand>,
    },
}

#[derive(Clone, Copy)]
enum HighOp {
    Mul,
    FloorDiv,
    CeilDiv,
    Mod,
}

impl<'a> Parser<'a> {
    fn parse_id_list(
        &mut self,
        close: TokKind,
        names: &mut Vec<(String, AffineExpr)>,
        symbol: bool,
    ) -> Result<u32> {
        let mut n = 0u32;
        if self.eat(close)? {
            return Ok(0);
        }
        loop {
            if !self.at(TokKind::BareId) {
                return Err(self.err("expected bare identifier"));
            }
            let name = self.text().to_string();
            if names.iter().any(|(k, _)| *k == name) {
                return Err(self.err(format!("redefinition of identifier '{name}'")));
            }
            self.bump()?;
            let e = if symbol {
                AffineExpr::symbol(n)
            } else {
                AffineExpr::dim(n)
            };
            names.push((name, e));
            n += 1;
            if !self.eat(TokKind::Comma)? {
                break;
            }
        }
        self.expect(
            close,
            if close == TokKind::RParen {
                "')'"
            } else {
                "']'"
            },
        )?;
        Ok(n)
    }

    fn parse_dims_and_symbols(&mut self) -> Result<(u32, u32, Names)> {
        let mut names = vec![];
        self.expect(
            TokKind::LParen,
            "'(' at start of dimensional identifiers list",
        )?;
        let nd = self.parse_id_list(TokKind::RParen, &mut names, false)?;
        let ns = if self.eat(TokKind::LBracket)? {
            self.parse_id_list(TokKind::RBracket, &mut names, true)?
        } else {
            0
        };
        Ok((nd, ns, Names::Declared(names)))
    }

    /// Parses one affine expression over the named dimensions and symbols (for dialect
    /// attributes that embed expressions in their own syntax).
    pub fn parse_affine_expr_over(
        &mut self,
        dims: &[String],
        syms: &[String],
    ) -> Result<AffineExpr> {
        let named = dims
            .iter()
            .enumerate()
            .map(|(i, n)| (n.clone(), AffineExpr::dim(i as u32)));
        let sy = syms
            .iter()
            .enumerate()
            .map(|(i, n)| (n.clone(), AffineExpr::symbol(i as u32)));
        let mut names = Names::Declared(named.chain(sy).collect());
        self.parse_affine_expr(&mut names)
    }

    /// Parses the inside of `affine_map<...>`: `(d0, d1)[s0] -> (exprs)`.
    pub fn parse_affine_map_body(&mut self) -> Result<AffineMap> {
        let at = self.tok.start;
        let (nd, ns, mut names) = self.parse_dims_and_symbols()?;
        self.expect(TokKind::Arrow, "'->' or ':'")?;
        self.expect(TokKind::LParen, "'('")?;
        let mut results = vec![];
        if !self.eat(TokKind::RParen)? {
            loop {
                results.push(self.parse_affine_expr(&mut names)?);
                if !self.eat(TokKind::Comma)? {
                    break;
                }
            }
            self.expect(TokKind::RParen, "')'")?;
        }
        AffineMap::new(nd, ns, results).map_err(|e| self.err_at(at, e.to_string()))
    }

    /// Parses the inside of `affine_set<...>`: `(d0)[s0] : (d0 - s0 >= 0, d0 == 0)`.
    pub fn parse_integer_set_body(&mut self) -> Result<IntegerSet> {
        let at = self.tok.start;
        let (nd, ns, mut names) = self.parse_dims_and_symbols()?;
        self.expect(TokKind::Colon, "'->' or ':'")?;
        self.expect(TokKind::LParen, "'('")?;
        let mut cons = vec![];
        let mut eqs = vec![];
        if self.eat(TokKind::RParen)? {
            // No constraints: MLIR's degenerate "true" set, `0 == 0`.
            return IntegerSet::new(nd, ns, vec![AffineExpr::constant(0)], vec![true])
                .map_err(|e| self.err_at(at, e.to_string()));
        }
        loop {
            let lhs = self.parse_affine_expr(&mut names)?;
            // As MLIR's parseAffineConstraint: each two-token operator is tried in turn, and a
            // first token consumed without its `=` stays consumed.
            let (is_eq, flip) = if self.eat(TokKind::Greater)? && self.eat(TokKind::Equal)? {
                (false, false)
            } else if self.eat(TokKind::Less)? && self.eat(TokKind::Equal)? {
                (false, true)
            } else if self.eat(TokKind::Equal)? && self.eat(TokKind::Equal)? {
                (true, false)
            } else {
                return Err(self.err(
                    "expected '== affine-expr' or '>= affine-expr' at end of affine constraint",
                ));
            };
            let rhs = self.parse_affine_expr(&mut names)?;
            let c = if flip { rhs.sub(&lhs) } else { lhs.sub(&rhs) };
            cons.push(c);
            eqs.push(is_eq);
            if !self.eat(TokKind::Comma)? {
                break;
            }
        }
        self.expect(TokKind::RParen, "')'")?;
        IntegerSet::new(nd, ns, cons, eqs).map_err(|e| self.err_at(at, e.to_string()))
    }

    /// Parses a list of affine expressions over SSA names, e.g. the subscripts of
    /// `affine.load %A[%i + 1, symbol(%n)]` (with `Delimiter::Square`).
    pub fn parse_affine_map_of_ssa_ids(&mut self, delim: Delimiter) -> Result<SsaAffineMap> {
        let (open, close) = match delim {
            Delimiter::Square | Delimiter::OptionalSquare => (TokKind::LBracket, TokKind::RBracket),
            Delimiter::Paren | Delimiter::OptionalParen => (TokKind::LParen, TokKind::RParen),
            Delimiter::None => (TokKind::Eof, TokKind::Eof),
        };
        let mut names = Names::Ssa {
            seen: vec![],
            dims: vec![],
            symbols: vec![],
        };
        let mut results = vec![];
        let optional = matches!(delim, Delimiter::OptionalSquare | Delimiter::OptionalParen);
        let present = if open == TokKind::Eof {
            true
        } else if optional {
            self.eat(open)?
        } else {
            self.expect(
                open,
                if open == TokKind::LBracket {
                    "'['"
                } else {
                    "'('"
                },
            )?;
            true
        };
        if present {
            let empty = close != TokKind::Eof && self.at(close);
            if !empty {
                loop {
                    results.push(self.parse_affine_expr(&mut names)?);
                    if !self.eat(TokKind::Comma)? {
                        break;
                    }
                }
            }
            if close != TokKind::Eof {
                self.expect(
                    close,
                    if close == TokKind::RBracket {
                        "']'"
                    } else {
                        "')'"
                    },
                )?;
            }
        }
        let Names::Ssa { dims, symbols, .. } = names else {
            return Err(self.err("internal error: wrong affine naming mode"));
        };
        let map = AffineMap::new(dims.len() as u32, symbols.len() as u32, results)
            .map_err(|e| self.err(e.to_string()))?;
        Ok(SsaAffineMap { map, dims, symbols })
    }

    /// Parses a single affine expression over SSA names (one entry of `affine.parallel`'s bound
    /// list), as a one-result map with its dim and symbol operands.
    pub fn parse_affine_expr_of_ssa_ids(&mut self) -> Result<SsaAffineMap> {
        let mut names = Names::Ssa {
            seen: vec![],
            dims: vec![],
            symbols: vec![],
        };
        let e = self.parse_affine_expr(&mut names)?;
        let Names::Ssa { dims, symbols, .. } = names else {
            return Err(self.err("internal error: wrong affine naming mode"));
        };
        let map = AffineMap::new(dims.len() as u32, symbols.len() as u32, vec![e])
            .map_err(|e| self.err(e.to_string()))?;
        Ok(SsaAffineMap { map, dims, symbols })
    }

    fn parse_affine_expr(&mut self, names: &mut Names) -> Result<AffineExpr> {
        self.enter()?;
        let r = self.parse_affine_low(names);
        self.exit();
        r
    }

    fn check_depth(&self, e: AffineExpr, at: usize) -> Result<AffineExpr> {
        if e.depth() > MAX_EXPR_DEPTH {
            return Err(self.err_at(
                at,
                format!("affine expression nesting exceeds the limit of {MAX_EXPR_DEPTH}"),
            ));
        }
        Ok(e)
    }

    fn parse_affine_low(&mut self, names: &mut Names) -> Result<AffineExpr> {
        let mut lhs = self.parse_affine_high(names)?;
        loop {
            let at = self.tok.start;
            let sub = match self.tok.kind {
                TokKind::Plus => false,
                TokKind::Minus => true,
                _ => return Ok(lhs),
            };
            self.bump()?;
            let rhs = self.parse_affine_high(names)?;
            lhs = self.check_depth(if sub { lhs.sub(&rhs) } else { lhs.add(&rhs) }, at)?;
        }
    }

    fn parse_affine_high(&mut self, names: &mut Names) -> Result<AffineExpr> {
        let mut lhs = self.parse_affine_unary(names)?;
        loop {
            let at = self.tok.start;
            let op = match self.tok.kind {
                TokKind::Star => HighOp::Mul,
                TokKind::BareId => match self.text() {
                    "floordiv" => HighOp::FloorDiv,
                    "ceildiv" => HighOp::CeilDiv,
                    "mod" => HighOp::Mod,
                    _ => return Ok(lhs),
                },
                _ => return Ok(lhs),
            };
            self.bump()?;
            let rhs = self.parse_affine_unary(names)?;
            let e = match op {
                HighOp::Mul => {
                    if !lhs.is_symbolic_or_constant() && !rhs.is_symbolic_or_constant() {
                        return Err(self.err_at(at, "non-affine expression: at least one of the multiply operands has to be either a constant or symbolic"));
                    }
                    lhs.mul(&rhs)
                }
                HighOp::FloorDiv | HighOp::CeilDiv | HighOp::Mod => {
                    let name = match op {
                        HighOp::FloorDiv => "floordiv",
                        HighOp::CeilDiv => "ceildiv",
                        _ => "mod",
                    };
                    if !rhs.is_symbolic_or_constant() {
                        return Err(self.err_at(at, format!("non-affine expression: right operand of {name} has to be either a constant or symbolic")));
                    }
                    if rhs.as_constant() == Some(0) {
                        return Err(self.err_at(at, format!("{name} by zero is undefined")));
                    }
                    match op {
                        HighOp::FloorDiv => lhs.floor_div(&rhs),
                        HighOp::CeilDiv => lhs.ceil_div(&rhs),
                        _ => lhs.modulo(&rhs),
                    }
                }
            };
            lhs = self.check_depth(e, at)?;
        }
    }

    fn parse_affine_unary(&mut self, names: &mut Names) -> Result<AffineExpr> {
        if self.at(TokKind::Minus) {
            let at = self.tok.start;
            self.bump()?;
            // `-9223372036854775808` (i64::MIN, which mlir-opt prints) is read as one literal.
            if self.at(TokKind::Integer) && self.text() == "9223372036854775808" {
                self.bump()?;
                return Ok(AffineExpr::constant(i64::MIN));
            }
            self.enter()?;
            let r = self.parse_affine_unary(names);
            self.exit();
            let operand = r?;
            return self.check_depth(operand.neg(), at);
        }
        self.parse_affine_primary(names)
    }

    fn parse_affine_primary(&mut self, names: &mut Names) -> Result<AffineExpr> {
        match self.tok.kind {
            TokKind::LParen => {
                self.bump()?;
                let e = self.parse_affine_expr(names)?;
                self.expect(TokKind::RParen, "')'")?;
                Ok(e)
            }
            TokKind::Integer => {
                let v = self
                    .text()
                    .parse::<i64>()
                    .map_err(|_| self.err("constant too large for index"))?;
                self.bump()?;
                Ok(AffineExpr::constant(v))
            }
            TokKind::BareId => {
                if let Names::Ssa { .. } = names {
                    if self.at_keyword("symbol") && self.peek_next()?.kind == TokKind::LParen {
                        self.bump()?;
                        self.bump()?;
                        let e = self.parse_ssa_id_expr(names, true)?;
                        self.expect(TokKind::RParen, "')'")?;
                        return Ok(e);
                    }
                    return Err(self.err("expected ssa identifier"));
                }
                let name = self.text();
                let found = match names {
                    Names::Declared(v) => v.iter().find(|(k, _)| k == name).map(|(_, e)| e.clone()),
                    Names::Ssa { .. } => None,
                };
                match found {
                    Some(e) => {
                        self.bump()?;
                        Ok(e)
                    }
                    None => Err(self.err(format!("use of undeclared identifier '{name}'"))),
                }
            }
            TokKind::PercentId => {
                if let Names::Declared(_) = names {
                    return Err(self.err("unexpected ssa identifier"));
                }
                self.parse_ssa_id_expr(names, false)
            }
            _ => Err(self.err("expected affine expression")),
        }
    }

    fn parse_ssa_id_expr(&mut self, names: &mut Names, is_symbol: bool) -> Result<AffineExpr> {
        let Names::Ssa {
            seen,
            dims,
            symbols,
        } = names
        else {
            return Err(self.err("unexpected ssa identifier"));
        };
        if !self.at(TokKind::PercentId) {
            return Err(self.err("expected ssa identifier"));
        }
        let spelling = self.text().to_string();
        if let Some((_, e)) = seen.iter().find(|(k, _)| *k == spelling) {
            let e = e.clone();
            self.bump()?;
            return Ok(e);
        }
        let operand = self.parse_operand()?;
        let e = if is_symbol {
            symbols.push(operand);
            AffineExpr::symbol(symbols.len() as u32 - 1)
        } else {
            dims.push(operand);
            AffineExpr::dim(dims.len() as u32 - 1)
        };
        seen.push((spelling, e.clone()));
        Ok(e)
    }
}
