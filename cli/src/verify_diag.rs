//! `--verify-diagnostics`: matching produced diagnostics against `expected-*` annotations, with
//! mlir-opt's rules.
//!
//! An annotation is a comment containing
//! `expected-(error|warning|note|remark)[@LOC] {{MESSAGE}}` at the end of its line, where `@LOC`
//! (spaces allowed around it) is `@+N` / `@-N` (N lines below / above the annotation),
//! `@above` (the nearest line above without an annotation), `@below` (the nearest line below
//! without one) or `@unknown` (a diagnostic without position); without `@LOC` it names its own
//! line. A produced diagnostic matches an annotation of the same severity on its line whose
//! message is a substring of the diagnostic's. Every produced diagnostic must match one, and
//! every annotation must be matched by at least one diagnostic.

use tessera_ir::Pos;

/// Severity of a diagnostic.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Severity {
    /// `error`.
    Error,
    /// `warning`.
    Warning,
    /// `note` (attached to an error in MLIR; here the error's notes follow it in order).
    Note,
    /// `remark`.
    Remark,
}

impl Severity {
    /// The word used in rendered diagnostics and annotations.
    pub fn name(self) -> &'static str {
        match self {
            Severity::Error => "error",
            Severity::Warning => "warning",
            Severity::Note => "note",
            Severity::Remark => "remark",
        }
    }

    fn from_name(s: &str) -> Option<Severity> {
        Some(match s {
            "error" => Severity::Error,
            "warning" => Severity::Warning,
            "note" => Severity::Note,
            "remark" => Severity::Remark,
            _ => return None,
        })
    }
}

/// A diagnostic produced while processing a chunk.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Diagnostic {
    /// Its severity.
    pub severity: Severity,
    /// Where, when known.
    pub pos: Option<Pos>,
    /// The message (without position or severity).
    pub message: String,
}

/// One `expected-*` annotation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Expectation {
    /// The severity expected.
    pub severity: Severity,
    /// The line the diagnostic is expected on (`None` for `@unknown`).
    pub line: Option<u32>,
    /// The expected substring of the message.
    pub message: String,
    /// Where the annotation itself is (its `expected-` word).
    pub pos: Pos,
}

/// A mismatch to report.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Problem {
    /// Where to report it.
    pub pos: Option<Pos>,
    /// The message.
    pub message: String,
}

/// A malformed annotation.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct BadAnnotation {
    /// Where the annotation is.
    pub pos: Pos,
    /// What is wrong.
    pub message: String,
}

/// One annotation parsed from a line: severity, location designator (if any), message.
struct Parsed<'a> {
    severity: Severity,
    designator: Option<&'a str>,
    message: &'a str,
    col_offset: usize,
}

/// Parses the annotation on one line, if the line has one in mlir-opt's form.
fn parse_line(line: &str) -> Option<Result<Parsed<'_>, String>> {
    let start = line.find("expected-")?;
    let rest = &line[start + "expected-".len()..];
    let kind_len = rest
        .find(|c: char| !c.is_ascii_lowercase())
        .unwrap_or(rest.len());
    let severity = Severity::from_name(&rest[..kind_len])?;
    let mut rest = &rest[kind_len..];
    if let Some(r) = rest.strip_prefix("-re") {
        rest = r;
        if rest.trim_start().starts_with('@') || rest.trim_start().starts_with("{{") {
            return Some(Err(
                "regular-expression annotations (expected-*-re) are not supported".to_string(),
            ));
        }
    }
    rest = rest.trim_start_matches(' ');
    let mut designator = None;
    if let Some(r) = rest.strip_prefix('@') {
        let len = r
            .find(|c: char| !(c.is_ascii_alphanumeric() || c == '+' || c == '-'))
            .unwrap_or(r.len());
        designator = Some(&r[..len]);
        rest = r[len..].trim_start_matches(' ');
    }
    let body = rest.strip_prefix("{{")?;
    let end = body.rfind("}}")?;
    if !body[end + 2..].is_empty() {
        return None;
    }
    Some(Ok(Parsed {
        severity,
        designator,
        message: &body[..end],
        col_offset: start,
    }))
}

/// Collects the annotations of a chunk (whose text is padded so that its lines are the file's).
pub fn parse_expectations(text: &str) -> Result<Vec<Expectation>, Vec<BadAnnotation>> {
    let mut out = Vec::new();
    let mut bad = Vec::new();
    let mut pending_below: Vec<usize> = Vec::new();
    let mut last_plain_line: Option<u32> = None;
    let mut offset = 0usize;
    for (i, raw) in text.split_inclusive('\n').enumerate() {
        let line_no = i as u32 + 1;
        let line = raw.trim_end_matches('\n').trim_end_matches('\r');
        let line_start = offset;
        offset += raw.len();
        let parsed = match parse_line(line) {
            None => {
                for idx in pending_below.drain(..) {
                    if let Some(e) = out.get_mut(idx) {
                        let e: &mut Expectation = e;
                        e.line = Some(line_no);
                    }
                }
                last_plain_line = Some(line_no);
                continue;
            }
            Some(Err(message)) => {
                bad.push(BadAnnotation {
                    pos: Pos::from_offset(text, line_start),
                    message,
                });
                continue;
            }
            Some(Ok(p)) => p,
        };
        let pos = Pos::from_offset(text, line_start + parsed.col_offset);
        let line = match parsed.designator {
            None => Some(line_no),
            Some("unknown") => None,
            Some("above") => match last_plain_line {
                Some(l) => Some(l),
                None => {
                    bad.push(BadAnnotation {
                        pos,
                        message: "expected diagnostic '@above' has no line above it".to_string(),
                    });
                    continue;
                }
            },
            Some("below") => {
                pending_below.push(out.len());
                Some(0)
            }
            Some(d) => {
                let n = d
                    .strip_prefix('+')
                    .and_then(|n| n.parse::<u32>().ok())
                    .map(|n| line_no.checked_add(n))
                    .or_else(|| {
                        d.strip_prefix('-')
                            .and_then(|n| n.parse::<u32>().ok())
                            .map(|n| line_no.checked_sub(n).filter(|&l| l > 0))
                    });
                match n {
                    Some(Some(l)) => Some(l),
                    _ => {
                        bad.push(BadAnnotation {
                            pos,
                            message: format!("invalid line designator '@{d}'"),
                        });
                        continue;
                    }
                }
            }
        };
        out.push(Expectation {
            severity: parsed.severity,
            line,
            message: parsed.message.to_string(),
            pos,
        });
    }
    for idx in pending_below {
        if let Some(e) = out.get(idx) {
            bad.push(BadAnnotation {
                pos: e.pos,
                message: "expected diagnostic '@below' has no line below it".to_string(),
            });
        }
    }
    if bad.is_empty() {
        Ok(out)
    } else {
        Err(bad)
    }
}

/// Matches `produced` against `expected`; returns the mismatches (empty: all is as expected).
pub fn check(expected: &[Expectation], produced: &[Diagnostic]) -> Vec<Problem> {
    let mut matched = vec![false; expected.len()];
    let mut problems = Vec::new();
    for d in produced {
        let line = d.pos.map(|p| p.line);
        let mut near_miss: Option<Severity> = None;
        let mut found = false;
        for (i, e) in expected.iter().enumerate() {
            if e.line != line || !d.message.contains(&e.message) {
                continue;
            }
            if e.severity == d.severity {
                if let Some(m) = matched.get_mut(i) {
                    *m = true;
                }
                found = true;
                break;
            }
            near_miss = Some(e.severity);
        }
        if found {
            continue;
        }
        let message = match near_miss {
            Some(s) => format!(
                "'{}' diagnostic emitted when expecting a '{}'",
                d.severity.name(),
                s.name()
            ),
            None => format!("unexpected {}: {}", d.severity.name(), d.message),
        };
        problems.push(Problem {
            pos: d.pos,
            message,
        });
    }
    for (e, m) in expected.iter().zip(&matched) {
        if !m {
            problems.push(Problem {
                pos: Some(e.pos),
                message: format!(
                    "expected {} \"{}\" was not produced",
                    e.severity.name(),
                    e.message
                ),
            });
        }
    }
    problems
}

#[cfg(test)]
mod tests {
    use super::*;

    fn diag(line: u32, msg: &str) -> Diagnostic {
        Diagnostic {
            severity: Severity::Error,
            pos: Some(Pos {
                offset: 0,
                line,
                col: 1,
            }),
            message: msg.to_string(),
        }
    }

    #[test]
    fn designators() {
        let text = "a\n// expected-error@+1 {{one}}\nb\nc // expected-error {{two}}\n\
                    // expected-error @-3 {{three}}\n// expected-note@above {{four}}\n\
                    // expected-remark @below {{five}}\n// x expected-warning {{six}}\nd\n";
        let e = parse_expectations(text).expect("valid");
        let lines: Vec<_> = e.iter().map(|e| (e.severity, e.line)).collect();
        assert_eq!(
            lines,
            vec![
                (Severity::Error, Some(3)),
                (Severity::Error, Some(4)),
                (Severity::Error, Some(2)),
                (Severity::Note, Some(3)),
                (Severity::Remark, Some(9)),
                (Severity::Warning, Some(8)),
            ]
        );
        assert_eq!(e[0].pos.col, 4);
        assert!(parse_expectations("// expected-error@+x {{a}}\n").is_err());
        assert!(parse_expectations("// expected-error@below {{a}}\n").is_err());
    }

    #[test]
    fn matching_is_by_substring_line_and_severity() {
        let e = parse_expectations("x\n// expected-error@-1 {{op must}}\n").expect("valid");
        assert!(check(&e, &[diag(1, "'a.b' op must be index")]).is_empty());
        let p = check(&e, &[diag(2, "'a.b' op must be index")]);
        assert_eq!(p.len(), 2);
        assert_eq!(p[0].message, "unexpected error: 'a.b' op must be index");
        assert_eq!(p[1].message, "expected error \"op must\" was not produced");
        let mut note = diag(1, "op must");
        note.severity = Severity::Note;
        let p = check(&e, &[note]);
        assert_eq!(
            p[0].message,
            "'note' diagnostic emitted when expecting a 'error'"
        );
    }
}
