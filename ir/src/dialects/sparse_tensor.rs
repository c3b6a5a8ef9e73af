//! `#sparse_tensor.encoding<{...}>`, the sparse tensor encoding attribute, read structurally and
//! kept in mlir-opt 22's spelling: dimensions renamed `d0, d1, ...` (symbols `s0, ...`), level
//! variables dropped, level expressions as MLIR simplifies them, level properties in MLIR's
//! order, and the zero bit widths left out. The printer names it with the alias `#sparse`
//! (`#sparse1`, ... for further encodings), as MLIR's sparse tensor dialect does.

use tessera_polyhedral::affine::{AffineExpr, AffineMap};

use crate::attrs::Attribute;
use crate::error::Result;
use crate::lexer::TokKind;
use crate::parser::Parser;

/// The prefix of the attribute's text (and of every encoding the printer aliases).
pub(crate) const PREFIX: &str = "#sparse_tensor.encoding<";

/// Parses `#sparse_tensor.encoding<{...}>` (the current token is its name) if `name` is it.
pub(crate) fn parse_attr(p: &mut Parser<'_>, name: &str) -> Option<Result<Attribute>> {
    if name != "sparse_tensor.encoding" {
        return None;
    }
    Some(p.bump().and_then(|_| encoding(p)).map(Attribute::Opaque))
}

fn encoding(p: &mut Parser<'_>) -> Result<String> {
    p.expect(TokKind::Less, "'<'")?;
    p.expect(TokKind::LBrace, "'{'")?;
    let mut map = None;
    let (mut pos_w, mut crd_w, mut explicit, mut implicit) = (0, 0, None, None);
    loop {
        let at = p.token().start;
        let key = p.parse_any_keyword()?;
        p.expect(TokKind::Equal, "'='")?;
        match key {
            "map" => map = Some(dim_lvl_map(p)?),
            "posWidth" => pos_w = p.parse_integer()?,
            "crdWidth" => crd_w = p.parse_integer()?,
            "explicitVal" => explicit = Some(p.parse_attribute()?.to_string()),
            "implicitVal" => implicit = Some(p.parse_attribute()?.to_string()),
            _ => return Err(p.err_at(at, format!("unexpected key: {key}"))),
        }
        if !p.eat(TokKind::Comma)? {
            break;
        }
    }
    p.expect(TokKind::RBrace, "'}'")?;
    p.expect(TokKind::Greater, "'>'")?;
    let mut parts = vec![];
    if let Some(m) = map {
        parts.push(format!("map = {m}"));
    }
    if pos_w != 0 {
        parts.push(format!("posWidth = {pos_w}"));
    }
    if crd_w != 0 {
        parts.push(format!("crdWidth = {crd_w}"));
    }
    if let Some(v) = explicit {
        parts.push(format!("explicitVal = {v}"));
    }
    if let Some(v) = implicit {
        parts.push(format!("implicitVal = {v}"));
    }
    Ok(format!("{PREFIX}{{ {} }}>", parts.join(", ")))
}

/// Reads identifiers `a, b, ...` up to `close`.
fn id_list(p: &mut Parser<'_>, close: TokKind) -> Result<Vec<String>> {
    let mut out = vec![];
    if p.eat(close)? {
        return Ok(out);
    }
    loop {
        out.push(p.parse_any_keyword()?.to_string());
        if !p.eat(TokKind::Comma)? {
            break;
        }
    }
    p.expect(close, "closing delimiter")?;
    Ok(out)
}

/// Skips a dimension's `= expr` over level variables (MLIR infers it and does not print it).
fn skip_expr(p: &mut Parser<'_>) -> Result<()> {
    let mut depth = 0usize;
    loop {
        match p.token().kind {
            TokKind::LParen => depth += 1,
            TokKind::RParen if depth == 0 => return Ok(()),
            TokKind::RParen => depth -= 1,
            TokKind::Comma | TokKind::Colon if depth == 0 => return Ok(()),
            TokKind::Eof => return Err(p.err("unexpected end of input")),
            _ => {}
        }
        p.bump()?;
    }
}

/// `([syms])? ({lvl-vars})? (dim (= expr)? (: slice)?, ...) -> ((lvl =)? expr : level-type, ...)`
fn dim_lvl_map(p: &mut Parser<'_>) -> Result<String> {
    let syms = if p.eat(TokKind::LBracket)? {
        id_list(p, TokKind::RBracket)?
    } else {
        vec![]
    };
    if p.eat(TokKind::LBrace)? {
        id_list(p, TokKind::RBrace)?;
    }
    p.expect(TokKind::LParen, "'('")?;
    let (mut dims, mut dim_text) = (vec![], vec![]);
    if !p.eat(TokKind::RParen)? {
        loop {
            let d = dims.len();
            dims.push(p.parse_any_keyword()?.to_string());
            if p.eat(TokKind::Equal)? {
                skip_expr(p)?;
            }
            let mut t = format!("d{d}");
            if p.eat(TokKind::Colon)? {
                let slice = p.parse_attribute()?;
                t.push_str(&format!(" : {slice}"));
            }
            dim_text.push(t);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RParen, "')'")?;
    }
    p.expect(TokKind::Arrow, "'->'")?;
    p.expect(TokKind::LParen, "'('")?;
    let mut lvls = vec![];
    loop {
        if p.at(TokKind::BareId) && p.peek_next()?.kind == TokKind::Equal {
            p.bump()?;
            p.bump()?;
        }
        let at = p.token().start;
        let e = p.parse_affine_expr_over(&dims, &syms)?;
        p.expect(TokKind::Colon, "':'")?;
        let lt = level_type(p)?;
        lvls.push(format!(
            "{} : {lt}",
            expr_text(e, dims.len(), syms.len(), p, at)?
        ));
        if !p.eat(TokKind::Comma)? {
            break;
        }
    }
    p.expect(TokKind::RParen, "')'")?;
    let sym_text = if syms.is_empty() {
        String::new()
    } else {
        let s: Vec<String> = (0..syms.len()).map(|i| format!("s{i}")).collect();
        format!("[{}]", s.join(", "))
    };
    Ok(format!(
        "{sym_text}({}) -> ({})",
        dim_text.join(", "),
        lvls.join(", ")
    ))
}

/// The expression as MLIR prints it over `d0, ...` and `s0, ...`.
fn expr_text(e: AffineExpr, nd: usize, ns: usize, p: &Parser<'_>, at: usize) -> Result<String> {
    let m =
        AffineMap::new(nd as u32, ns as u32, vec![e]).map_err(|x| p.err_at(at, x.to_string()))?;
    let s = m.to_string();
    let body = s
        .split_once("-> (")
        .and_then(|(_, r)| r.strip_suffix(')'))
        .unwrap_or(&s);
    Ok(body.to_string())
}

const PROPS: &[&str] = &["nonunique", "nonordered", "soa"];

/// `dense`, `batch`, `compressed(props)`, `structured[n, m]`, ...; properties in MLIR's order.
fn level_type(p: &mut Parser<'_>) -> Result<String> {
    let at = p.token().start;
    let name = p.parse_any_keyword()?.to_string();
    if !matches!(
        name.as_str(),
        "dense" | "batch" | "compressed" | "loose_compressed" | "singleton" | "structured"
    ) {
        return Err(p.err_at(at, "expected a valid level format"));
    }
    let mut out = name;
    if p.eat(TokKind::LBracket)? {
        let n = p.parse_integer()?;
        p.expect(TokKind::Comma, "','")?;
        let m = p.parse_integer()?;
        p.expect(TokKind::RBracket, "']'")?;
        out.push_str(&format!("[{n}, {m}]"));
    }
    if p.eat(TokKind::LParen)? {
        let mut seen = vec![];
        loop {
            let at = p.token().start;
            let prop = p.parse_any_keyword()?;
            if !PROPS.contains(&prop) {
                return Err(p.err_at(at, format!("unknown level property: {prop}")));
            }
            seen.push(prop);
            if !p.eat(TokKind::Comma)? {
                break;
            }
        }
        p.expect(TokKind::RParen, "')'")?;
        let kept: Vec<&str> = PROPS.iter().copied().filter(|q| seen.contains(q)).collect();
        out.push_str(&format!("({})", kept.join(", ")));
    }
    Ok(out)
}
