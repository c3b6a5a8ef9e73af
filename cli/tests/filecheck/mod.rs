//! A FileCheck in Rust, enough for MLIR's tests: `CHECK`, `CHECK-NEXT`, `CHECK-SAME`,
//! `CHECK-NOT`, `CHECK-LABEL`, `CHECK-DAG`, `CHECK-EMPTY` under any prefix; `{{regex}}`,
//! `[[VAR:regex]]` definitions and `[[VAR]]` uses (`$`-variables included; variables are never
//! cleared, as FileCheck without `--enable-var-scope`). As FileCheck without
//! `--strict-whitespace`, runs of blanks in the input and in the literal parts of a pattern are
//! canonicalised to one space, and a pattern's leading and trailing blanks are ignored.
//!
//! Labels are matched first, in order, and cut the input into blocks; the other directives
//! between two labels must match inside the block between the two label matches.

use std::collections::HashMap;
use std::fmt::Write as _;

use regex::Regex;

/// The kind of a directive.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// `P:`
    Plain,
    /// `P-NEXT:`
    Next,
    /// `P-SAME:`
    Same,
    /// `P-NOT:`
    Not,
    /// `P-LABEL:`
    Label,
    /// `P-DAG:`
    Dag,
    /// `P-EMPTY:`
    Empty,
}

const SUFFIXES: [(&str, Kind); 7] = [
    (":", Kind::Plain),
    ("-NEXT:", Kind::Next),
    ("-SAME:", Kind::Same),
    ("-NOT:", Kind::Not),
    ("-LABEL:", Kind::Label),
    ("-DAG:", Kind::Dag),
    ("-EMPTY:", Kind::Empty),
];

/// One directive of the check file.
#[derive(Debug, Clone)]
pub struct Check {
    /// Its kind.
    pub kind: Kind,
    /// The prefix and suffix as written (`CHECK-NEXT`), for messages.
    pub directive: String,
    /// The pattern (trimmed).
    pub pattern: String,
    /// 1-based line in the check file.
    pub line: usize,
}

/// Collapses runs of spaces and tabs to one space.
pub fn canonicalize(s: &str) -> String {
    let mut out = String::with_capacity(s.len());
    let mut blank = false;
    for c in s.chars() {
        if c == ' ' || c == '\t' {
            if !blank {
                out.push(' ');
            }
            blank = true;
        } else {
            out.push(c);
            blank = false;
        }
    }
    out
}

/// Finds the directive on a line, if any (the first occurrence of a prefix not preceded by a
/// word character or `-`, followed by a known suffix).
fn directive_on_line(line: &str, prefixes: &[String]) -> Option<(Kind, String, String)> {
    let mut best: Option<(usize, Kind, String, String)> = None;
    for p in prefixes {
        let mut from = 0;
        while let Some(i) = line.get(from..).and_then(|s| s.find(p.as_str())) {
            let at = from + i;
            from = at + p.len();
            let before_ok = line[..at]
                .chars()
                .next_back()
                .is_none_or(|c| !(c.is_alphanumeric() || c == '-' || c == '_'));
            if !before_ok {
                continue;
            }
            let rest = &line[at + p.len()..];
            if let Some((suffix, kind)) = SUFFIXES.iter().find(|(s, _)| rest.starts_with(s)) {
                if best.as_ref().is_none_or(|b| at < b.0) {
                    let pattern = rest[suffix.len()..].trim().to_string();
                    let directive = format!("{p}{}", suffix.trim_end_matches(':'));
                    best = Some((at, *kind, directive, pattern));
                }
                break;
            }
        }
    }
    best.map(|(_, k, d, p)| (k, d, p))
}

/// Parses the directives of `text` for `prefixes`.
pub fn parse_checks(text: &str, prefixes: &[String]) -> Vec<Check> {
    text.lines()
        .enumerate()
        .filter_map(|(i, l)| {
            directive_on_line(l, prefixes).map(|(kind, directive, pattern)| Check {
                kind,
                directive,
                pattern,
                line: i + 1,
            })
        })
        .collect()
}

enum Piece {
    Lit(String),
    Re(String),
    Def(String, String),
    Use(String),
}

fn pieces(pattern: &str) -> Result<Vec<Piece>, String> {
    let mut out = Vec::new();
    let mut rest = pattern;
    let mut lit = String::new();
    while !rest.is_empty() {
        if let Some(r) = rest.strip_prefix("{{") {
            let end = r
                .find("}}")
                .ok_or_else(|| "unterminated '{{' in pattern".to_string())?;
            if !lit.is_empty() {
                out.push(Piece::Lit(std::mem::take(&mut lit)));
            }
            out.push(Piece::Re(r[..end].to_string()));
            rest = &r[end + 2..];
        } else if let Some(r) = rest.strip_prefix("[[") {
            let end = var_end(r).ok_or_else(|| "unterminated '[[' in pattern".to_string())?;
            let inner = &r[..end];
            if inner.starts_with('#') {
                return Err("numeric substitution blocks are not supported".to_string());
            }
            if !lit.is_empty() {
                out.push(Piece::Lit(std::mem::take(&mut lit)));
            }
            match inner.split_once(':') {
                Some((name, re)) => out.push(Piece::Def(name.to_string(), re.to_string())),
                None => out.push(Piece::Use(inner.to_string())),
            }
            rest = &r[end + 2..];
        } else {
            let c = rest.chars().next().unwrap_or(' ');
            lit.push(c);
            rest = &rest[c.len_utf8()..];
        }
    }
    if !lit.is_empty() {
        out.push(Piece::Lit(lit));
    }
    Ok(out)
}

/// The index of the `]]` closing a `[[...` block (brackets of a regex inside are skipped).
fn var_end(r: &str) -> Option<usize> {
    let b = r.as_bytes();
    let mut depth = 0usize;
    let mut in_regex = false;
    let mut i = 0;
    while i < b.len() {
        match b[i] {
            b':' if !in_regex => in_regex = true,
            b'\\' if in_regex => i += 1,
            b'[' if in_regex => depth += 1,
            b']' if depth > 0 => depth -= 1,
            b']' if b.get(i + 1) == Some(&b']') => return Some(i),
            _ => {}
        }
        i += 1;
    }
    None
}

/// A pattern compiled against the current variables: the regex and which group defines which
/// variable.
fn compile(pattern: &str, vars: &HashMap<String, String>) -> Result<(Regex, Vec<String>), String> {
    let mut re = String::new();
    let mut defs: Vec<String> = Vec::new();
    for p in pieces(pattern)? {
        match p {
            Piece::Lit(s) => re.push_str(&regex::escape(&canonicalize(&s))),
            Piece::Re(r) => {
                let _ = write!(re, "(?:{r})");
            }
            Piece::Def(name, r) => {
                let _ = write!(re, "(?P<v{}>{r})", defs.len());
                defs.push(name);
            }
            Piece::Use(name) => {
                if defs.contains(&name) {
                    return Err(format!(
                        "variable '{name}' is defined and used in the same pattern"
                    ));
                }
                let v = vars
                    .get(&name)
                    .ok_or_else(|| format!("undefined variable: {name}"))?;
                re.push_str(&regex::escape(v));
            }
        }
    }
    // `$` and `^` match at line ends, as in LLVM FileCheck (a pattern never spans lines).
    let re = Regex::new(&format!("(?m){re}")).map_err(|e| format!("invalid regex: {e}"))?;
    Ok((re, defs))
}

/// A match: start, end, and the variables it defines.
type Found = (usize, usize, Vec<(String, String)>);

struct Matcher<'a> {
    input: &'a str,
    vars: HashMap<String, String>,
    check_name: &'a str,
}

impl Matcher<'_> {
    /// The first match of `check` in `input[from..to]`: (start, end) and the definitions made.
    fn find(&self, check: &Check, from: usize, to: usize) -> Result<Option<Found>, String> {
        let (re, defs) = compile(&check.pattern, &self.vars).map_err(|e| self.fail(check, &e))?;
        let hay = self.input.get(..to).unwrap_or(self.input);
        let Some(caps) = re.captures_at(hay, from.min(hay.len())) else {
            return Ok(None);
        };
        let Some(m) = caps.get(0) else {
            return Ok(None);
        };
        let mut made = Vec::new();
        for (i, name) in defs.iter().enumerate() {
            if let Some(g) = caps.name(&format!("v{i}")) {
                made.push((name.clone(), g.as_str().to_string()));
            }
        }
        Ok(Some((m.start(), m.end(), made)))
    }

    fn fail(&self, check: &Check, what: &str) -> String {
        format!(
            "{}:{}: error: {}: {what}\n  {}",
            self.check_name, check.line, check.directive, check.pattern
        )
    }

    /// A failure message with the input shown from `pos` (a few lines).
    fn not_found(&self, check: &Check, pos: usize, what: &str) -> String {
        let mut s = self.fail(check, what);
        let start = self
            .input
            .get(..pos)
            .and_then(|b| b.rfind('\n'))
            .map_or(0, |i| i + 1);
        let line_no = self.input[..start].matches('\n').count() + 1;
        let _ = write!(s, "\nnote: scanning from input line {line_no}:");
        for l in self.input[start..].lines().take(12) {
            let _ = write!(s, "\n  | {l}");
        }
        s
    }

    fn define(&mut self, made: Vec<(String, String)>) {
        for (k, v) in made {
            self.vars.insert(k, v);
        }
    }

    fn check_nots(&self, nots: &[&Check], from: usize, to: usize) -> Result<(), String> {
        for n in nots {
            if let Some((s, _, _)) = self.find(n, from, to)? {
                return Err(self.not_found(n, s, "excluded string found in input"));
            }
        }
        Ok(())
    }

    /// Runs the directives of one block, `input[start..end]`, starting after `prev_end`
    /// (the end of the label match, if any).
    fn run_block(&mut self, checks: &[&Check], start: usize, end: usize) -> Result<(), String> {
        let mut pos = start;
        let mut nots: Vec<&Check> = Vec::new();
        let mut i = 0;
        while i < checks.len() {
            let c = checks[i];
            match c.kind {
                Kind::Not => {
                    nots.push(c);
                    i += 1;
                }
                Kind::Dag => {
                    let mut ranges: Vec<(usize, usize)> = Vec::new();
                    while i < checks.len() && checks[i].kind == Kind::Dag {
                        let d = checks[i];
                        let mut from = pos;
                        loop {
                            let Some((s, e, made)) = self.find(d, from, end)? else {
                                return Err(self.not_found(
                                    d,
                                    pos,
                                    "expected string not found in input",
                                ));
                            };
                            if ranges.iter().any(|&(rs, re)| s < re && rs < e.max(s + 1)) {
                                from = s + 1;
                                continue;
                            }
                            self.define(made);
                            ranges.push((s, e));
                            break;
                        }
                        i += 1;
                    }
                    let first = ranges.iter().map(|r| r.0).min().unwrap_or(pos);
                    self.check_nots(&nots, pos, first)?;
                    nots.clear();
                    pos = ranges.iter().map(|r| r.1).max().unwrap_or(pos);
                }
                Kind::Empty => {
                    let nl = self.input[pos..end].find('\n').map(|x| pos + x);
                    let ok = nl.is_some_and(|a| {
                        self.input.as_bytes().get(a + 1).is_none_or(|&b| b == b'\n')
                    });
                    match nl {
                        Some(a) if ok => {
                            self.check_nots(&nots, pos, a)?;
                            nots.clear();
                            pos = a + 1;
                        }
                        _ => {
                            return Err(self.not_found(c, pos, "the next line is not empty"));
                        }
                    }
                    i += 1;
                }
                _ => {
                    let Some((s, e, made)) = self.find(c, pos, end)? else {
                        return Err(self.not_found(c, pos, "expected string not found in input"));
                    };
                    let newlines = self.input[pos..s].matches('\n').count();
                    if c.kind == Kind::Next && newlines != 1 {
                        let what = if newlines == 0 {
                            "match on the same line as the previous match"
                        } else {
                            "match is not on the line after the previous match"
                        };
                        return Err(self.not_found(c, pos, what));
                    }
                    if c.kind == Kind::Same && newlines != 0 {
                        return Err(self.not_found(
                            c,
                            pos,
                            "match is not on the same line as the previous match",
                        ));
                    }
                    self.check_nots(&nots, pos, s)?;
                    nots.clear();
                    self.define(made);
                    pos = e;
                    i += 1;
                }
            }
        }
        self.check_nots(&nots, pos, end)
    }
}

/// Checks `input` against the directives of `check_text` (named `check_name` in messages).
pub fn check(
    check_text: &str,
    check_name: &str,
    input: &str,
    prefixes: &[String],
) -> Result<(), String> {
    let checks = parse_checks(check_text, prefixes);
    if checks.is_empty() {
        return Err(format!(
            "{check_name}: error: no check strings found with prefix {}",
            prefixes.join(", ")
        ));
    }
    let input = canonicalize(input);
    let mut m = Matcher {
        input: &input,
        vars: HashMap::new(),
        check_name,
    };
    // Labels first: each is searched after the previous one.
    let mut labels: Vec<(usize, usize, usize)> = Vec::new(); // (check index, start, end)
    let mut from = 0;
    for (i, c) in checks.iter().enumerate() {
        if c.kind != Kind::Label {
            continue;
        }
        let Some((s, e, made)) = m.find(c, from, input.len())? else {
            return Err(m.not_found(c, from, "expected string not found in input"));
        };
        m.define(made);
        labels.push((i, s, e));
        from = e;
    }
    // Blocks: before the first label, then after each label up to the next one.
    let mut bounds: Vec<(usize, usize, usize, usize)> = Vec::new(); // checks [a, b), input [s, e)
    let first_label = labels.first().map_or(checks.len(), |l| l.0);
    let first_start = labels.first().map_or(input.len(), |l| l.1);
    bounds.push((0, first_label, 0, first_start));
    for (k, &(ci, _, le)) in labels.iter().enumerate() {
        let (next_ci, next_start) = labels
            .get(k + 1)
            .map_or((checks.len(), input.len()), |n| (n.0, n.1));
        bounds.push((ci + 1, next_ci, le, next_start));
    }
    for (a, b, s, e) in bounds {
        let block: Vec<&Check> = checks.get(a..b).unwrap_or(&[]).iter().collect();
        m.run_block(&block, s, e)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fc(checks: &str, input: &str) -> Result<(), String> {
        check(checks, "t.mlir", input, &["CHECK".to_string()])
    }

    #[test]
    fn plain_next_same_not() {
        let input = "a b  c\nd e\nf\n";
        assert!(fc("// CHECK: a b c\n// CHECK-NEXT: d\n// CHECK-SAME: e", input).is_ok());
        assert!(fc("// CHECK: a\n// CHECK-NEXT: f", input).is_err());
        assert!(fc("// CHECK: a\n// CHECK-SAME: f", input).is_err());
        assert!(fc("// CHECK: a\n// CHECK-NOT: e\n// CHECK: f", input).is_err());
        assert!(fc("// CHECK: a\n// CHECK-NOT: x\n// CHECK: f", input).is_ok());
        assert!(fc("// CHECK: f\n// CHECK: a", input).is_err());
        assert!(fc("// CHECK-NOT: zz", input).is_ok());
    }

    #[test]
    fn regexes_and_variables() {
        let input = "%0 = foo %arg1\nbar %0, %arg1\n";
        assert!(fc(
            "// CHECK: %[[X:.*]] = foo %[[A:arg[0-9]+]]\n// CHECK: bar %[[X]], %[[A]]",
            input
        )
        .is_ok());
        assert!(fc("// CHECK: %[[X:.*]] = foo\n// CHECK: bar %[[X]]9", input).is_err());
        assert!(fc("// CHECK: foo %{{[a-z]+}}1", input).is_ok());
        assert!(fc("// CHECK: bar [[UNDEF]]", input).is_err());
        assert!(fc("// CHECK: [[$G:%[0-9]]] = foo\n// CHECK: bar [[$G]]", input).is_ok());
    }

    #[test]
    fn labels_cut_blocks() {
        let input = "func @a\n  x\nfunc @b\n  y\n";
        assert!(fc(
            "// CHECK-LABEL: @a\n// CHECK: x\n// CHECK-LABEL: @b\n// CHECK: y",
            input
        )
        .is_ok());
        // `y` is not between the two labels.
        assert!(fc("// CHECK-LABEL: @a\n// CHECK: y\n// CHECK-LABEL: @b", input).is_err());
        assert!(fc("// CHECK-LABEL: @c", input).is_err());
    }

    #[test]
    fn dag_and_empty() {
        let input = "b\na\nc\n\nd\n";
        assert!(fc(
            "// CHECK-DAG: a\n// CHECK-DAG: b\n// CHECK: c\n// CHECK-EMPTY:\n// CHECK-NEXT: d",
            input
        )
        .is_ok());
        assert!(fc("// CHECK-DAG: a\n// CHECK-DAG: a", input).is_err());
        assert!(fc("// CHECK: a\n// CHECK-EMPTY:", input).is_err());
        assert!(fc("// CHECK-DAG: c\n// CHECK: b", input).is_err());
    }

    #[test]
    fn prefixes_and_no_checks() {
        let p = vec!["GENERIC".to_string()];
        assert!(check("// GENERIC: x\n// CHECK: y", "t", "x", &p).is_ok());
        assert!(check("// CHECK: x", "t", "x", &p).is_err());
        // A prefix inside a longer word is not a directive.
        assert!(parse_checks("// MYCHECK: x", &["CHECK".to_string()]).is_empty());
    }

    #[test]
    fn failure_names_the_check_line() {
        let e = fc("\n\n// CHECK: nothere", "abc\n").expect_err("must fail");
        assert!(
            e.starts_with("t.mlir:3: error: CHECK: expected string not found"),
            "{e}"
        );
        assert!(e.contains("| abc"), "{e}");
    }
}
