//! Printer for isl notation; the output is accepted by isl and by [`super::parse_set`].

use crate::int::Int;
use crate::set::{Piece, PresburgerSet, Space, Tuple};

/// Column names for printing: dimensions, parameters, then `nlocals` locals.
fn names(space: &Space, nlocals: usize) -> Vec<String> {
    let mut used: Vec<String> = space.params.clone();
    let mut out = Vec::new();
    let nd = space.ndims();
    for i in 0..nd {
        let n = match space.dim_name(i) {
            Some(s) if !used.iter().any(|u| u == s) => s.to_string(),
            _ => fresh("i", &used),
        };
        used.push(n.clone());
        out.push(n);
    }
    out.extend(space.params.iter().cloned());
    for _ in 0..nlocals {
        let n = fresh("e", &used);
        used.push(n.clone());
        out.push(n);
    }
    out
}

fn fresh(prefix: &str, used: &[String]) -> String {
    (0..)
        .map(|k| format!("{prefix}{k}"))
        .find(|c| !used.contains(c))
        .unwrap_or_else(|| prefix.to_string())
}

fn term(c: &Int, name: &str) -> String {
    if c.is_one() {
        name.to_string()
    } else {
        format!("{c}*{name}")
    }
}

/// Formats `row · (x, 1) >= 0` (or `= 0`) with positive terms on each side.
fn format_constraint(row: &[Int], names: &[String], is_eq: bool) -> String {
    let n = row.len() - 1;
    let mut lhs = Vec::new();
    let mut rhs = Vec::new();
    for (c, name) in row[..n].iter().zip(names) {
        if c.is_positive() {
            lhs.push(term(c, name));
        } else if c.is_negative() {
            rhs.push(term(&-c, name));
        }
    }
    let k = &row[n];
    if k.is_positive() {
        lhs.push(k.to_string());
    } else if k.is_negative() {
        rhs.push((-k).to_string());
    }
    let side = |v: Vec<String>| {
        if v.is_empty() {
            "0".to_string()
        } else {
            v.join(" + ")
        }
    };
    let op = if is_eq { "=" } else { ">=" };
    format!("{} {op} {}", side(lhs), side(rhs))
}

fn tuple_str(t: &Tuple, names: &[String]) -> String {
    format!("{}[{}]", t.name.as_deref().unwrap_or(""), names.join(", "))
}

fn tuples(space: &Space, names: &[String]) -> String {
    let nd_in = space.domain.as_ref().map_or(0, Tuple::len);
    let nd = space.ndims();
    match &space.domain {
        Some(d) => format!(
            "{} -> {}",
            tuple_str(d, &names[..nd_in]),
            tuple_str(&space.range, &names[nd_in..nd])
        ),
        None => tuple_str(&space.range, &names[..nd]),
    }
}

fn param_prefix(space: &Space) -> String {
    if space.params.is_empty() {
        String::new()
    } else {
        format!("[{}] -> ", space.params.join(", "))
    }
}

fn piece_str(space: &Space, p: &Piece) -> String {
    let names = names(space, p.nlocals);
    let mut cons: Vec<String> = Vec::new();
    for r in &p.sys.eqs {
        cons.push(format_constraint(r, &names, true));
    }
    for r in &p.sys.ineqs {
        cons.push(format_constraint(r, &names, false));
    }
    let head = tuples(space, &names);
    if cons.is_empty() {
        return head;
    }
    let body = cons.join(" and ");
    if p.nlocals == 0 {
        format!("{head} : {body}")
    } else {
        let nf = space.nfixed();
        format!("{head} : exists ({} : {body})", names[nf..].join(", "))
    }
}

/// Prints a set or relation in isl notation.
pub fn to_isl(set: &PresburgerSet) -> String {
    let pre = param_prefix(&set.space);
    if set.pieces.is_empty() {
        // Keep the tuple so that the text reads back (also in isl) as a set
        // of the right space; only the untyped literal prints as `{  }`.
        let untyped = set.space.domain.is_none() && set.space.range == Tuple::default();
        if untyped {
            return format!("{pre}{{  }}");
        }
        let names = names(&set.space, 0);
        return format!("{pre}{{ {} : false }}", tuples(&set.space, &names));
    }
    let parts: Vec<String> = set
        .pieces
        .iter()
        .map(|p| piece_str(&set.space, p))
        .collect();
    format!("{pre}{{ {} }}", parts.join("; "))
}

/// Prints a single point (dimensions then parameters) of `space` in isl
/// notation, e.g. `[N] -> { [1, 2] : N = 5 }`.
pub fn point_to_isl(space: &Space, point: &[Int]) -> String {
    let nd = space.ndims();
    let vals: Vec<String> = point.iter().take(nd).map(Int::to_string).collect();
    let head = tuples(space, &vals);
    let pre = param_prefix(space);
    if space.params.is_empty() {
        return format!("{{ {head} }}");
    }
    let eqs: Vec<String> = space
        .params
        .iter()
        .zip(point.iter().skip(nd))
        .map(|(p, v)| format!("{p} = {v}"))
        .collect();
    format!("{pre}{{ {head} : {} }}", eqs.join(" and "))
}

/// [`to_isl`] of the set simplified (infeasible pieces and removable locals dropped) and, when a
/// small budget allows, without implied constraints: what `tessera calc` prints. The same
/// points as `set`.
pub fn to_isl_simplified(set: &PresburgerSet) -> String {
    use crate::budget::Budget;
    let Ok(s) = set.simplify(&mut Budget::default()) else {
        return to_isl(set);
    };
    match s.remove_redundancies(&mut Budget::new(200_000)) {
        Ok(r) => to_isl(&r),
        Err(_) => to_isl(&s),
    }
}
