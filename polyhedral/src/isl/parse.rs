//! Reader for isl notation: `[N] -> { S[i, j] -> [k] : 0 <= i < N and ... ; ... }`.
//!
//! Supported: parameters, sets and relations, named tuples, tuple entries
//! that are expressions (`[i, i + 1]`, `[0]`), chained comparisons
//! (`<`, `<=`, `>`, `>=`, `=`, `==`, `!=`) over comma lists
//! (`0 <= i, j < N`), `and`/`&&`, `or`/`||`,
//! parentheses, `true`/`false`, `exists (e, f : ...)`, juxtaposed
//! coefficients (`2i`, `3(i + j)`), `*` by constants, `floor(e / k)`,
//! `ceil(e / k)`, `e mod k` / `e % k`, and rational divisions inside
//! comparisons (`i / 2 >= j`, compared exactly). A disjunction becomes a
//! union of pieces; `floor`, `mod` and `exists` become local variables.

use std::collections::BTreeMap;

use super::lexer::{lex, Cursor, Tok};
use crate::error::{PResult, PresburgerError};
use crate::int::Int;
use crate::linear::{Row, System};
use crate::set::{Piece, PresburgerSet, Space, Tuple};

/// Largest number of conjunctions a formula may expand into.
const MAX_DNF: usize = 4096;

/// Parses a set or relation in isl notation.
pub fn parse_set(src: &str) -> PResult<PresburgerSet> {
    let mut c = Cursor::new(lex(src, false)?);
    let s = parse_set_at(&mut c)?;
    if !matches!(c.peek(), Tok::Eof) {
        return Err(c.error("unexpected text after the set"));
    }
    Ok(s)
}

/// Parses an affine expression in isl notation (`2*i + j - N + 1`, `floor((i + 1)/2)` where the
/// engine allows it) over the dimension and parameter names of `space`: the row a set's
/// `min`/`max` take.
///
/// ```
/// use tessera_polyhedral::isl::{parse_affine_expr, parse_set};
/// let s = parse_set("[N] -> { [i, j] : 0 <= i < N and 0 <= j <= i }").unwrap();
/// assert!(parse_affine_expr("i + 2*j - N", &s.space).is_ok());
/// assert!(parse_affine_expr("i + k", &s.space).is_err());
/// ```
pub fn parse_affine_expr(src: &str, space: &Space) -> PResult<Row> {
    let mut c = Cursor::new(lex(src, false)?);
    let f = parse_affine(&mut c, space)?;
    if !matches!(c.peek(), Tok::Eof) {
        return Err(c.error("unexpected text after the expression"));
    }
    Ok(f)
}

/// Parses isl text that must denote a set (`relation = false`, `{ [i] : ... }`) or a
/// relation (`relation = true`, `{ [i] -> [j] : ... }`); the other kind is a parse error at
/// the relation's arrow or at the set's first tuple.
pub(crate) fn parse_kind(src: &str, relation: bool) -> PResult<PresburgerSet> {
    let s = parse_set(src)?;
    if s.space.domain.is_some() == relation {
        return Ok(s);
    }
    // Locate the culprit: the first `->` inside the braces (the relation's arrow: constraints
    // hold no arrow), or the token after `{` (the set's tuple).
    let toks = lex(src, false)?;
    let open = toks.iter().position(|t| t.tok == Tok::Sym("{"));
    let at = |i: usize| {
        toks.get(i)
            .or(toks.last())
            .map_or((1, 1), |t| (t.line, t.col))
    };
    let (line, col, msg) = if relation {
        let (line, col) = at(open.map_or(0, |o| o + 1));
        (
            line,
            col,
            "expected a relation (`{ [..] -> [..] : .. }`), found a set",
        )
    } else {
        let arrow = open.and_then(|o| {
            toks[o..]
                .iter()
                .position(|t| t.tok == Tok::Sym("->"))
                .map(|k| o + k)
        });
        let (line, col) = at(arrow.or(open).unwrap_or(0));
        (line, col, "expected a set, found a relation (`->`)")
    };
    Err(PresburgerError::Parse {
        line,
        col,
        msg: msg.to_string(),
    })
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord)]
enum Var {
    Dim(usize),
    Param(usize),
    Local(usize),
}

/// A rational affine expression `(Σ terms + c) / den`, `den > 0`.
#[derive(Debug, Clone)]
struct Lin {
    terms: BTreeMap<Var, Int>,
    c: Int,
    den: Int,
}

impl Lin {
    fn constant(c: Int) -> Lin {
        Lin {
            terms: BTreeMap::new(),
            c,
            den: Int::one(),
        }
    }
    fn var(v: Var) -> Lin {
        let mut terms = BTreeMap::new();
        terms.insert(v, Int::one());
        Lin {
            terms,
            c: Int::zero(),
            den: Int::one(),
        }
    }
    fn is_const(&self) -> bool {
        self.terms.values().all(Int::is_zero)
    }
    fn scale_num(&self, k: &Int) -> Lin {
        Lin {
            terms: self.terms.iter().map(|(v, c)| (*v, c * k)).collect(),
            c: &self.c * k,
            den: self.den.clone(),
        }
    }
    fn add(&self, o: &Lin) -> Lin {
        let a = self.scale_num(&o.den);
        let b = o.scale_num(&self.den);
        let mut terms = a.terms;
        for (v, c) in b.terms {
            let e = terms.entry(v).or_insert_with(Int::zero);
            *e = &*e + &c;
        }
        Lin {
            terms,
            c: &a.c + &b.c,
            den: &self.den * &o.den,
        }
    }
    fn neg(&self) -> Lin {
        self.scale_num(&Int::from(-1))
    }
    /// Multiplies by a constant expression `k` (a rational `num/den`).
    fn mul_const(&self, k: &Lin) -> Lin {
        let mut r = self.scale_num(&k.c);
        r.den = &r.den * &k.den;
        r.fix_sign()
    }
    fn fix_sign(mut self) -> Lin {
        if self.den.is_negative() {
            self = self.neg();
            self.den = -&self.den;
        }
        self
    }
}

enum Formula {
    Cons(Vec<(Lin, bool)>),
    And(Vec<Formula>),
    Or(Vec<Formula>),
}

struct Ctx<'a> {
    params: &'a [String],
    dims: Vec<Option<String>>,
    scopes: Vec<(String, Var)>,
    nlocals: usize,
    divdefs: Vec<(Lin, bool)>,
    depth: usize,
}

/// Deepest nesting of parentheses/formulas accepted.
const MAX_NESTING: usize = 200;

impl Ctx<'_> {
    fn lookup(&self, name: &str) -> Option<Var> {
        if let Some((_, v)) = self.scopes.iter().rev().find(|(n, _)| n == name) {
            return Some(*v);
        }
        if let Some(i) = self.dims.iter().position(|d| d.as_deref() == Some(name)) {
            return Some(Var::Dim(i));
        }
        self.params.iter().position(|p| p == name).map(Var::Param)
    }
    fn new_local(&mut self) -> Var {
        self.nlocals += 1;
        Var::Local(self.nlocals - 1)
    }
    /// A fresh local `q = floor(e)` with its defining constraints.
    fn floor_of(&mut self, e: &Lin) -> Lin {
        if e.den.is_one() {
            return e.clone();
        }
        let q = self.new_local();
        let num = Lin {
            den: Int::one(),
            ..e.clone()
        };
        let dq = Lin::var(q).scale_num(&e.den);
        // num - d q >= 0 and d q + d - 1 - num >= 0
        self.divdefs.push((num.add(&dq.neg()), false));
        let mut upper = dq.add(&num.neg());
        upper.c = &upper.c + &(&e.den - &Int::one());
        self.divdefs.push((upper, false));
        Lin::var(q)
    }
}

const KEYWORDS: [&str; 11] = [
    "and", "or", "mod", "exists", "not", "true", "false", "floor", "ceil", "over", "onto",
];

/// Parses a set at the cursor (used by the calculator too).
pub(crate) fn parse_set_at(c: &mut Cursor) -> PResult<PresburgerSet> {
    let mut params: Vec<String> = Vec::new();
    if c.at("[") {
        c.next_tok();
        if !c.at("]") {
            loop {
                match c.next_tok() {
                    Tok::Ident(s) => params.push(s),
                    _ => return Err(c.error("expected a parameter name")),
                }
                if !c.eat(",") {
                    break;
                }
            }
        }
        c.expect("]")?;
        c.expect("->")?;
    }
    c.expect("{")?;
    let mut space: Option<Space> = None;
    let mut pieces: Vec<Piece> = Vec::new();
    if !c.at("}") {
        loop {
            let (sp, ps) = parse_piece(c, &params)?;
            match &space {
                None => space = Some(sp),
                Some(s) if s.tuples_match(&sp) => {}
                Some(_) => return Err(c.error("all parts of a union must live in the same space")),
            }
            pieces.extend(ps);
            if !c.eat(";") {
                break;
            }
            if c.at("}") {
                break;
            }
        }
    }
    c.expect("}")?;
    let space = space.unwrap_or(Space {
        params,
        domain: None,
        range: Tuple::default(),
    });
    Ok(PresburgerSet { space, pieces })
}

/// Parses an affine expression over the dimension and parameter names of
/// `space`, giving a row over `[dims | params | 1]`. Divisions and `floor`
/// are rejected: the result must be an integer affine function.
pub(crate) fn parse_affine(c: &mut Cursor, space: &Space) -> PResult<Row> {
    let nd = space.ndims();
    let dims: Vec<Option<String>> = (0..nd)
        .map(|i| space.dim_name(i).map(str::to_string))
        .collect();
    let mut ctx = Ctx {
        params: &space.params,
        dims,
        scopes: Vec::new(),
        nlocals: 0,
        divdefs: Vec::new(),
        depth: 0,
    };
    let e = parse_expr(c, &mut ctx)?;
    if ctx.nlocals > 0 || !e.den.is_one() {
        return Err(c.error("expected an integer affine expression (no floor, mod or division)"));
    }
    let np = space.nparams();
    let mut row = vec![Int::zero(); nd + np + 1];
    for (v, k) in &e.terms {
        let j = match v {
            Var::Dim(i) => *i,
            Var::Param(i) => nd + i,
            Var::Local(_) => return Err(c.error("unexpected local variable")),
        };
        row[j] = &row[j] + k;
    }
    row[nd + np] = e.c;
    Ok(row)
}

fn parse_piece(c: &mut Cursor, params: &[String]) -> PResult<(Space, Vec<Piece>)> {
    let mut ctx = Ctx {
        params,
        dims: Vec::new(),
        scopes: Vec::new(),
        nlocals: 0,
        divdefs: Vec::new(),
        depth: 0,
    };
    let mut dim_eqs: Vec<(Lin, bool)> = Vec::new();
    let mut domain: Option<Tuple> = None;
    let mut range = Tuple::default();
    if !(c.at(":") || c.at("}") || c.at(";")) {
        let t1 = parse_tuple(c, &mut ctx, &mut dim_eqs)?;
        if c.eat("->") {
            domain = Some(t1);
            range = parse_tuple(c, &mut ctx, &mut dim_eqs)?;
        } else {
            range = t1;
        }
    }
    dim_eqs.append(&mut ctx.divdefs);
    let formula = if c.eat(":") {
        parse_disj(c, &mut ctx)?
    } else {
        Formula::Cons(Vec::new())
    };
    let conjs = dnf(formula)?;
    let nd = ctx.dims.len();
    let np = params.len();
    let nl = ctx.nlocals;
    let ncols = nd + np + nl;
    let to_row = |l: &Lin| -> Row {
        let mut r = vec![Int::zero(); ncols + 1];
        for (v, k) in &l.terms {
            let j = match v {
                Var::Dim(i) => *i,
                Var::Param(i) => nd + i,
                Var::Local(i) => nd + np + i,
            };
            r[j] = &r[j] + k;
        }
        r[ncols] = l.c.clone();
        r
    };
    let mut pieces = Vec::with_capacity(conjs.len());
    for conj in conjs {
        let mut sys = System::new(ncols);
        for (l, is_eq) in dim_eqs.iter().chain(conj.iter()) {
            let r = to_row(l);
            if *is_eq {
                sys.add_eq(r);
            } else {
                sys.add_ineq(r);
            }
        }
        pieces.push(Piece { nlocals: nl, sys });
    }
    let space = Space {
        params: params.to_vec(),
        domain,
        range,
    };
    let _ = nd;
    Ok((space, pieces))
}

fn parse_tuple(c: &mut Cursor, ctx: &mut Ctx, eqs: &mut Vec<(Lin, bool)>) -> PResult<Tuple> {
    let name = match c.peek() {
        Tok::Ident(s) if !KEYWORDS.contains(&s.as_str()) => {
            let s = s.clone();
            c.next_tok();
            Some(s)
        }
        _ => None,
    };
    c.expect("[")?;
    let mut dims = Vec::new();
    if !c.at("]") {
        loop {
            let fresh = match (c.peek(), c.peek_at(1)) {
                (Tok::Ident(s), Tok::Sym("," | "]")) if ctx.lookup(s).is_none() => Some(s.clone()),
                _ => None,
            };
            let idx = ctx.dims.len();
            if let Some(s) = fresh {
                c.next_tok();
                ctx.dims.push(Some(s.clone()));
                dims.push(Some(s));
            } else {
                let e = parse_expr(c, ctx)?;
                ctx.dims.push(None);
                dims.push(None);
                let d = Lin::var(Var::Dim(idx)).scale_num(&e.den);
                let num = Lin {
                    den: Int::one(),
                    ..e
                };
                eqs.push((d.add(&num.neg()), true));
            }
            if !c.eat(",") {
                break;
            }
        }
    }
    c.expect("]")?;
    Ok(Tuple { name, dims })
}

fn parse_disj(c: &mut Cursor, ctx: &mut Ctx) -> PResult<Formula> {
    if ctx.depth >= MAX_NESTING {
        return Err(c.error("formula nested too deeply"));
    }
    ctx.depth += 1;
    let r = parse_disj_inner(c, ctx);
    ctx.depth -= 1;
    r
}

fn parse_disj_inner(c: &mut Cursor, ctx: &mut Ctx) -> PResult<Formula> {
    let mut parts = vec![parse_conj(c, ctx)?];
    while c.eat_kw("or") || c.eat("||") {
        parts.push(parse_conj(c, ctx)?);
    }
    Ok(if parts.len() == 1 {
        parts.pop().unwrap_or(Formula::Cons(Vec::new()))
    } else {
        Formula::Or(parts)
    })
}

fn parse_conj(c: &mut Cursor, ctx: &mut Ctx) -> PResult<Formula> {
    let mut parts = vec![parse_atom(c, ctx)?];
    while c.eat_kw("and") || c.eat("&&") {
        parts.push(parse_atom(c, ctx)?);
    }
    Ok(if parts.len() == 1 {
        parts.pop().unwrap_or(Formula::Cons(Vec::new()))
    } else {
        Formula::And(parts)
    })
}

fn parse_atom(c: &mut Cursor, ctx: &mut Ctx) -> PResult<Formula> {
    if c.eat_kw("true") {
        return Ok(Formula::Cons(Vec::new()));
    }
    if c.eat_kw("false") {
        return Ok(Formula::Or(Vec::new()));
    }
    if c.eat_kw("exists") {
        let paren = c.eat("(");
        let depth = ctx.scopes.len();
        loop {
            match c.next_tok() {
                Tok::Ident(s) => {
                    let v = ctx.new_local();
                    ctx.scopes.push((s, v));
                }
                _ => return Err(c.error("expected a variable name after 'exists'")),
            }
            if !c.eat(",") {
                break;
            }
        }
        c.expect(":")?;
        let f = parse_disj(c, ctx)?;
        if paren {
            c.expect(")")?;
        }
        ctx.scopes.truncate(depth);
        return Ok(f);
    }
    if c.at("(") {
        // A parenthesised formula, unless the token after the matching
        // parenthesis shows it is an arithmetic expression.
        let mut depth = 0usize;
        let mut k = 0usize;
        loop {
            match c.peek_at(k) {
                Tok::Sym("(") => depth += 1,
                Tok::Sym(")") => {
                    depth -= 1;
                    if depth == 0 {
                        break;
                    }
                }
                Tok::Eof => break,
                _ => {}
            }
            k += 1;
        }
        let after = c.peek_at(k + 1);
        if !is_cmp(after) && !is_arith(after) {
            c.next_tok();
            let f = parse_disj(c, ctx)?;
            c.expect(")")?;
            return Ok(f);
        }
    }
    // A chain of comparisons between comma-separated operand lists
    // (`0 <= i, j < N` compares every pair of neighbouring operands).
    let start = ctx.divdefs.len();
    let mut lhs = parse_operands(c, ctx)?;
    let mut cons = Vec::new();
    let mut alts: Vec<Formula> = Vec::new();
    if !is_cmp(c.peek()) {
        return Err(c.error("expected a comparison"));
    }
    let minus1 = |l: &Lin| {
        let mut l = l.clone();
        l.c = &l.c - &Int::one();
        l
    };
    while is_cmp(c.peek()) {
        let Tok::Sym(op) = c.next_tok() else {
            return Err(c.error("expected a comparison"));
        };
        let rhs = parse_operands(c, ctx)?;
        for l in &lhs {
            for r in &rhs {
                let d = r.add(&l.neg()); // rhs - lhs
                let num = Lin {
                    den: Int::one(),
                    ..d
                };
                match op {
                    "<=" => cons.push((num, false)),
                    "<" => cons.push((minus1(&num), false)),
                    ">=" => cons.push((num.neg(), false)),
                    ">" => cons.push((minus1(&num.neg()), false)),
                    "=" | "==" => cons.push((num, true)),
                    "!=" => alts.push(Formula::Or(vec![
                        Formula::Cons(vec![(minus1(&num), false)]),
                        Formula::Cons(vec![(minus1(&num.neg()), false)]),
                    ])),
                    _ => return Err(c.error("unknown comparison")),
                }
            }
        }
        lhs = rhs;
    }
    cons.extend(ctx.divdefs.drain(start..));
    if alts.is_empty() {
        Ok(Formula::Cons(cons))
    } else {
        alts.push(Formula::Cons(cons));
        Ok(Formula::And(alts))
    }
}

/// One operand of a comparison chain: expressions separated by commas.
fn parse_operands(c: &mut Cursor, ctx: &mut Ctx) -> PResult<Vec<Lin>> {
    let mut v = vec![parse_expr(c, ctx)?];
    while c.eat(",") {
        v.push(parse_expr(c, ctx)?);
    }
    Ok(v)
}

fn is_cmp(t: &Tok) -> bool {
    matches!(t, Tok::Sym("<" | "<=" | ">" | ">=" | "=" | "==" | "!="))
}

fn is_arith(t: &Tok) -> bool {
    matches!(t, Tok::Sym("+" | "-" | "*" | "/" | "%")) || matches!(t, Tok::Ident(s) if s == "mod")
}

fn parse_expr(c: &mut Cursor, ctx: &mut Ctx) -> PResult<Lin> {
    let mut acc = if c.eat("-") {
        parse_term(c, ctx)?.neg()
    } else {
        parse_term(c, ctx)?
    };
    loop {
        if c.eat("+") {
            acc = acc.add(&parse_term(c, ctx)?);
        } else if c.eat("-") {
            acc = acc.add(&parse_term(c, ctx)?.neg());
        } else {
            return Ok(acc);
        }
    }
}

fn parse_term(c: &mut Cursor, ctx: &mut Ctx) -> PResult<Lin> {
    let mut acc = parse_factor(c, ctx)?;
    loop {
        if c.eat("*") {
            let f = parse_factor(c, ctx)?;
            acc = mul(c, &acc, &f)?;
        } else if c.eat("/") {
            let f = parse_factor(c, ctx)?;
            if !f.is_const() || f.c.is_zero() {
                return Err(c.error("division by a non-constant or zero"));
            }
            let inv = Lin {
                terms: BTreeMap::new(),
                c: f.den.clone(),
                den: f.c.clone(),
            }
            .fix_sign();
            acc = acc.mul_const(&inv);
        } else if c.eat("%") || c.eat_kw("mod") {
            let f = parse_factor(c, ctx)?;
            if !f.is_const() || !f.den.is_one() || !f.c.is_positive() {
                return Err(c.error("mod needs a positive integer constant"));
            }
            if !acc.den.is_one() {
                return Err(c.error("mod of a non-integer expression"));
            }
            // e mod k = e - k floor(e / k)
            let q = ctx.floor_of(&Lin {
                den: f.c.clone(),
                ..acc.clone()
            });
            acc = acc.add(&q.scale_num(&f.c).neg());
        } else if acc.is_const()
            && (matches!(c.peek(), Tok::Ident(s) if !KEYWORDS.contains(&s.as_str()) || s == "floor" || s == "ceil")
                || c.at("("))
        {
            // Juxtaposition: 2i, 3(i + j), 2floor(i / 3).
            let f = parse_factor(c, ctx)?;
            acc = mul(c, &acc, &f)?;
        } else {
            return Ok(acc);
        }
    }
}

fn mul(c: &Cursor, a: &Lin, b: &Lin) -> PResult<Lin> {
    if b.is_const() {
        Ok(a.mul_const(b))
    } else if a.is_const() {
        Ok(b.mul_const(a))
    } else {
        Err(c.error("product of two non-constant expressions"))
    }
}

fn parse_factor(c: &mut Cursor, ctx: &mut Ctx) -> PResult<Lin> {
    if ctx.depth >= MAX_NESTING {
        return Err(c.error("expression nested too deeply"));
    }
    ctx.depth += 1;
    let r = parse_factor_inner(c, ctx);
    ctx.depth -= 1;
    r
}

fn parse_factor_inner(c: &mut Cursor, ctx: &mut Ctx) -> PResult<Lin> {
    match c.peek().clone() {
        Tok::Num(v) => {
            c.next_tok();
            Ok(Lin::constant(v))
        }
        Tok::Sym("-") => {
            c.next_tok();
            Ok(parse_factor(c, ctx)?.neg())
        }
        Tok::Sym("(") => {
            c.next_tok();
            let e = parse_expr(c, ctx)?;
            c.expect(")")?;
            Ok(e)
        }
        Tok::Ident(s) if s == "floor" || s == "ceil" => {
            c.next_tok();
            c.expect("(")?;
            let e = parse_expr(c, ctx)?;
            c.expect(")")?;
            if s == "floor" {
                Ok(ctx.floor_of(&e))
            } else {
                Ok(ctx.floor_of(&e.neg()).neg())
            }
        }
        Tok::Ident(s) if !KEYWORDS.contains(&s.as_str()) => {
            c.next_tok();
            match ctx.lookup(&s) {
                Some(v) => Ok(Lin::var(v)),
                None => {
                    c.set_pos(c.pos() - 1);
                    Err(c.error_here(&format!("unknown identifier '{s}'")))
                }
            }
        }
        _ => Err(c.error("expected an expression")),
    }
}

fn dnf(f: Formula) -> PResult<Vec<Vec<(Lin, bool)>>> {
    match f {
        Formula::Cons(v) => Ok(vec![v]),
        Formula::Or(parts) => {
            let mut out = Vec::new();
            for p in parts {
                out.extend(dnf(p)?);
                if out.len() > MAX_DNF {
                    return Err(too_big());
                }
            }
            Ok(out)
        }
        Formula::And(parts) => {
            let mut acc: Vec<Vec<(Lin, bool)>> = vec![Vec::new()];
            for p in parts {
                let d = dnf(p)?;
                if acc.len().saturating_mul(d.len()) > MAX_DNF {
                    return Err(too_big());
                }
                let mut next = Vec::with_capacity(acc.len() * d.len());
                for a in &acc {
                    for b in &d {
                        let mut v = a.clone();
                        v.extend(b.iter().cloned());
                        next.push(v);
                    }
                }
                acc = next;
            }
            Ok(acc)
        }
    }
}

fn too_big() -> PresburgerError {
    PresburgerError::Unsupported(format!("formula expands to more than {MAX_DNF} pieces"))
}
