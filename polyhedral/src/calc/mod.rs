//! The `tessera calc` language: an iscc-like calculator over isl notation.
//!
//! A program is a sequence of statements separated by newlines or `;`
//! (outside braces); `#` starts a comment. A statement is either an
//! assignment `NAME := expr` (no output) or an expression, whose value is
//! the statement's answer:
//!
//! ```text
//! expr   := sum [ ("<=" | ">=" | "<" | ">" | "=") sum ]   subset, superset, strict, equality
//! sum    := prod { ("+" | "-") prod }                      union, difference
//! prod   := unary { "*" unary }                            intersection
//! unary  := OP unary                                       OP: is_empty sample lexmin lexmax card
//!                                                              complement coalesce box dom ran
//!                                                              reverse
//!         | "project" unary "onto" "[" names "]"
//!         | ("min" | "max") affine "over" unary
//!         | set-literal | NAME | NAME "(" expr ")" | "(" expr ")"
//! ```
//!
//! (`R(S)` applies the relation bound to `R` to the set `S`; `reverse R`
//! inverts a relation.)
//!
//! Answers: booleans `true`/`false`, sets and points in isl notation,
//! numbers as integers or `infinity`/`-infinity`, `empty` for an optimum
//! over an empty set, and `unknown` when the work budget runs out.
//!
//! ```
//! use tessera_polyhedral::calc::run_program;
//! let out = run_program("S := { [i] : 0 <= i < 10 }\ncard (S - { [i] : i >= 5 })");
//! assert_eq!(out, vec![Ok("5".to_string())]);
//! ```

use std::collections::HashMap;

use crate::budget::Budget;
use crate::error::{PResult, PresburgerError};
use crate::isl::lexer::{lex, Cursor, Tok};
use crate::isl::{parse_affine, parse_set_at, point_to_isl, to_isl};
use crate::set::{Optimum, PresburgerSet};

/// A value of the calculator.
#[derive(Debug, Clone)]
enum Value {
    Set(PresburgerSet),
    Bool(bool),
    /// Already-formatted answer (numbers, points).
    Text(String),
}

impl Value {
    fn render(&self, budget: &mut Budget) -> PResult<String> {
        Ok(match self {
            Value::Set(s) => {
                let s = s.simplify(budget)?;
                // Implied constraints are dropped for readability when the
                // budget allows; otherwise the set prints as it is.
                let mut small = Budget::new(200_000);
                match s.remove_redundancies(&mut small) {
                    Ok(r) => to_isl(&r),
                    Err(_) => to_isl(&s),
                }
            }
            Value::Bool(b) => b.to_string(),
            Value::Text(t) => t.clone(),
        })
    }
}

/// Runs a program and returns one answer per expression statement (in
/// order): the answer text, or the error of that statement.
pub fn run_program(src: &str) -> Vec<PResult<String>> {
    let toks = match lex(src, true) {
        Ok(t) => t,
        Err(e) => return vec![Err(e)],
    };
    let mut c = Cursor::new(toks);
    let mut env: HashMap<String, PresburgerSet> = HashMap::new();
    let mut out = Vec::new();
    loop {
        while c.at(";") || matches!(c.peek(), Tok::Newline) {
            c.next_tok();
        }
        if matches!(c.peek(), Tok::Eof) {
            break;
        }
        let mut budget = Budget::default();
        match statement(&mut c, &mut env, &mut budget) {
            Ok(Some(v)) => out.push(v.render(&mut budget)),
            Ok(None) => {}
            Err(e) => {
                out.push(Err(e));
                // Skip the rest of the statement.
                while !matches!(c.peek(), Tok::Newline | Tok::Eof) && !c.at(";") {
                    c.next_tok();
                }
                continue;
            }
        }
        if !(matches!(c.peek(), Tok::Newline | Tok::Eof) || c.at(";")) {
            out.push(Err(c.error("expected the end of the statement")));
            while !matches!(c.peek(), Tok::Newline | Tok::Eof) && !c.at(";") {
                c.next_tok();
            }
        }
    }
    out
}

fn statement(
    c: &mut Cursor,
    env: &mut HashMap<String, PresburgerSet>,
    b: &mut Budget,
) -> PResult<Option<Value>> {
    if let (Tok::Ident(name), Tok::Sym(":=")) = (c.peek().clone(), c.peek_at(1).clone()) {
        c.next_tok();
        c.next_tok();
        let v = expr(c, env, b, 0)?;
        let Value::Set(s) = v else {
            return Err(c.error("only sets can be assigned"));
        };
        env.insert(name, s);
        return Ok(None);
    }
    expr(c, env, b, 0).map(Some)
}

fn as_set(c: &Cursor, v: Value) -> PResult<PresburgerSet> {
    match v {
        Value::Set(s) => Ok(s),
        _ => Err(c.error("expected a set operand")),
    }
}

fn expr(
    c: &mut Cursor,
    env: &HashMap<String, PresburgerSet>,
    b: &mut Budget,
    d: usize,
) -> PResult<Value> {
    let lhs = sum(c, env, b, d)?;
    let op = match c.peek() {
        Tok::Sym(s @ ("<=" | ">=" | "<" | ">" | "=")) => *s,
        _ => return Ok(lhs),
    };
    c.next_tok();
    let rhs = sum(c, env, b, d)?;
    let (l, r) = (as_set(c, lhs)?, as_set(c, rhs)?);
    let v = match op {
        "<=" => l.is_subset(&r, b)?,
        ">=" => r.is_subset(&l, b)?,
        "=" => l.is_equal(&r, b)?,
        "<" => l.is_subset(&r, b)? && !r.is_subset(&l, b)?,
        _ => r.is_subset(&l, b)? && !l.is_subset(&r, b)?,
    };
    Ok(Value::Bool(v))
}

fn sum(
    c: &mut Cursor,
    env: &HashMap<String, PresburgerSet>,
    b: &mut Budget,
    d: usize,
) -> PResult<Value> {
    let mut acc = prod(c, env, b, d)?;
    loop {
        if c.eat("+") {
            let r = {
                let v = prod(c, env, b, d)?;
                as_set(c, v)?
            };
            acc = Value::Set(as_set(c, acc)?.union(&r)?);
        } else if c.eat("-") {
            let r = {
                let v = prod(c, env, b, d)?;
                as_set(c, v)?
            };
            acc = Value::Set(as_set(c, acc)?.subtract(&r, b)?);
        } else {
            return Ok(acc);
        }
    }
}

fn prod(
    c: &mut Cursor,
    env: &HashMap<String, PresburgerSet>,
    b: &mut Budget,
    d: usize,
) -> PResult<Value> {
    let mut acc = unary(c, env, b, d)?;
    while c.eat("*") {
        let r = {
            let v = unary(c, env, b, d)?;
            as_set(c, v)?
        };
        acc = Value::Set(as_set(c, acc)?.intersect(&r)?);
    }
    Ok(acc)
}

const MAX_NESTING: usize = 200;

fn unary(
    c: &mut Cursor,
    env: &HashMap<String, PresburgerSet>,
    b: &mut Budget,
    depth: usize,
) -> PResult<Value> {
    if depth > MAX_NESTING {
        return Err(c.error("expression nested too deeply"));
    }
    let kw = match c.peek() {
        Tok::Ident(s) => s.clone(),
        Tok::Sym("(") => {
            c.next_tok();
            let v = nested_expr(c, env, b, depth + 1)?;
            c.expect(")")?;
            return Ok(v);
        }
        Tok::Sym("{" | "[") => return Ok(Value::Set(parse_set_at(c)?)),
        _ => return Err(c.error("expected an expression")),
    };
    let ops = [
        "is_empty",
        "sample",
        "lexmin",
        "lexmax",
        "card",
        "complement",
        "coalesce",
        "box",
        "dom",
        "ran",
        "reverse",
        "project",
        "min",
        "max",
    ];
    if !ops.contains(&kw.as_str()) {
        c.next_tok();
        let Some(r) = env.get(&kw).cloned() else {
            c.set_pos(c.pos() - 1);
            return Err(c.error_here(&format!("unknown name '{kw}'")));
        };
        // R(S): the image of S under the relation R.
        if c.eat("(") {
            let s = nested_expr(c, env, b, depth + 1)?;
            c.expect(")")?;
            let s = as_set(c, s)?;
            return Ok(Value::Set(r.apply(&s, b)?));
        }
        return Ok(Value::Set(r));
    }
    c.next_tok();
    if kw == "min" || kw == "max" {
        // The function refers to the set's names: parse the set first.
        let fpos = c.pos();
        let mut depth_p = 0i64;
        loop {
            match c.peek() {
                Tok::Ident(s) if s == "over" && depth_p == 0 => break,
                Tok::Sym("(" | "[" | "{") => depth_p += 1,
                Tok::Sym(")" | "]" | "}") => depth_p -= 1,
                Tok::Eof | Tok::Newline => return Err(c.error("expected 'over'")),
                _ => {}
            }
            c.next_tok();
        }
        c.next_tok();
        let s = {
            let v = unary(c, env, b, depth + 1)?;
            as_set(c, v)?
        };
        let end = c.pos();
        c.set_pos(fpos);
        let f = parse_affine(c, &s.space)?;
        if !matches!(c.peek(), Tok::Ident(w) if w == "over") {
            return Err(c.error("expected 'over' after the function"));
        }
        c.set_pos(end);
        let r = if kw == "min" {
            s.min(&f, b)?
        } else {
            s.max(&f, b)?
        };
        let inf = if kw == "min" { "-infinity" } else { "infinity" };
        return Ok(Value::Text(match r {
            Optimum::Empty => "empty".to_string(),
            Optimum::Unbounded => inf.to_string(),
            Optimum::Value(v) => v.to_string(),
        }));
    }
    if kw == "project" {
        let s = {
            let v = unary(c, env, b, depth + 1)?;
            as_set(c, v)?
        };
        if !c.eat_kw("onto") {
            return Err(c.error("expected 'onto'"));
        }
        c.expect("[")?;
        let mut keep = Vec::new();
        if !c.at("]") {
            loop {
                let Tok::Ident(name) = c.peek().clone() else {
                    return Err(c.error("expected a dimension name"));
                };
                let Some(k) =
                    (0..s.space.ndims()).find(|&k| s.space.dim_name(k) == Some(name.as_str()))
                else {
                    return Err(c.error(&format!("no dimension named '{name}'")));
                };
                c.next_tok();
                keep.push(k);
                if !c.eat(",") {
                    break;
                }
            }
        }
        c.expect("]")?;
        return Ok(Value::Set(s.project_onto(&keep, b)?));
    }
    let s = {
        let v = unary(c, env, b, depth + 1)?;
        as_set(c, v)?
    };
    Ok(match kw.as_str() {
        "is_empty" => Value::Bool(s.is_empty(b)?),
        "sample" => Value::Text(match s.sample(b)? {
            Some(p) => point_to_isl(&s.space, &p),
            None => to_isl(&PresburgerSet::empty(s.space.clone())),
        }),
        "lexmin" | "lexmax" => {
            if s.space.nparams() > 0 {
                return Err(PresburgerError::Unsupported(
                    "lexmin/lexmax of a parametric set (the answer would be a piecewise function)"
                        .into(),
                ));
            }
            Value::Text(match s.lexopt(kw == "lexmax", b)? {
                Some(p) => point_to_isl(&s.space, &p),
                None => to_isl(&PresburgerSet::empty(s.space.clone())),
            })
        }
        "card" => Value::Text(match s.card(b)? {
            Some(n) => n.to_string(),
            None => "infinity".to_string(),
        }),
        "complement" => Value::Set(s.complement(b)?),
        "coalesce" => Value::Set(s.coalesce(b)?),
        "box" => Value::Set(s.bounding_box(b)?),
        "dom" => Value::Set(s.domain(b)?),
        "reverse" => Value::Set(s.reverse()?),
        _ => Value::Set(s.range(b)?),
    })
}

fn nested_expr(
    c: &mut Cursor,
    env: &HashMap<String, PresburgerSet>,
    b: &mut Budget,
    depth: usize,
) -> PResult<Value> {
    if depth > MAX_NESTING {
        return Err(c.error("expression nested too deeply"));
    }
    expr(c, env, b, depth)
}
