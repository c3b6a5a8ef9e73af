//! Pass options declared once. Each pass lists its options as [`OptionDef`]s (name, kind,
//! default, help) in its [`PassInfo`](crate::registry::PassInfo); from that one table come
//! the checking of what a user wrote ([`Options::parse`]: unknown names with a "did you mean",
//! malformed values, bounds), `tessera opt --list-passes`, the options reference
//! (`docs/passes/options.md`, [`markdown`]), the flags of `tessera schedule`
//! and the keyword arguments of the Python `tessera.schedule`. A pass's `create` reads the
//! checked values ([`Options::flag`], [`Options::int`], ...), defaults applied.

use crate::error::TransformError;
use crate::pass::PassOptions;

/// What values an option takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionKind {
    /// `name`, `name=true|false|1|0`.
    Flag,
    /// An integer at least `min`.
    Int {
        /// The smallest value accepted.
        min: i64,
    },
    /// A comma-separated list of integers, each at least `min` (at least one element).
    IntList {
        /// The smallest element accepted.
        min: i64,
    },
    /// Free text (checked by the pass).
    Text,
    /// One of these words.
    Choice(&'static [&'static str]),
}

impl OptionKind {
    /// How the value is written, for help texts (`N`, `N,N,...`, `true|false`, `a|b`).
    pub fn syntax(&self) -> String {
        match self {
            OptionKind::Flag => "true|false".to_string(),
            OptionKind::Int { min: i64::MIN } => "N".to_string(),
            OptionKind::Int { min } => format!("N (>= {min})"),
            OptionKind::IntList { min: i64::MIN } => "N,N,...".to_string(),
            OptionKind::IntList { min } => format!("N,N,... (each >= {min})"),
            OptionKind::Text => "TEXT".to_string(),
            OptionKind::Choice(words) => words.join("|"),
        }
    }
}

/// One option of a pass.
#[derive(Debug, Clone, Copy)]
pub struct OptionDef {
    /// The name as written in a pipeline (`tile-sizes`).
    pub name: &'static str,
    /// The values it takes.
    pub kind: OptionKind,
    /// The default as it would be written (`None`: unset — the pass decides, see `help`).
    pub default: Option<&'static str>,
    /// One line on what it does.
    pub help: &'static str,
}

impl OptionDef {
    /// A flag (default `false` unless given).
    pub const fn flag(name: &'static str, default: bool, help: &'static str) -> OptionDef {
        OptionDef {
            name,
            kind: OptionKind::Flag,
            default: Some(if default { "true" } else { "false" }),
            help,
        }
    }

    /// An integer at least `min`.
    pub const fn int(
        name: &'static str,
        min: i64,
        default: Option<&'static str>,
        help: &'static str,
    ) -> OptionDef {
        OptionDef {
            name,
            kind: OptionKind::Int { min },
            default,
            help,
        }
    }

    /// A list of integers, each at least `min`.
    pub const fn int_list(
        name: &'static str,
        min: i64,
        default: Option<&'static str>,
        help: &'static str,
    ) -> OptionDef {
        OptionDef {
            name,
            kind: OptionKind::IntList { min },
            default,
            help,
        }
    }

    /// Free text.
    pub const fn text(
        name: &'static str,
        default: Option<&'static str>,
        help: &'static str,
    ) -> OptionDef {
        OptionDef {
            name,
            kind: OptionKind::Text,
            default,
            help,
        }
    }

    /// One of `words`.
    pub const fn choice(
        name: &'static str,
        words: &'static [&'static str],
        default: Option<&'static str>,
        help: &'static str,
    ) -> OptionDef {
        OptionDef {
            name,
            kind: OptionKind::Choice(words),
            default,
            help,
        }
    }
}

/// A checked option value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum OptionValue {
    /// A flag.
    Flag(bool),
    /// An integer.
    Int(i64),
    /// A list of integers.
    IntList(Vec<i64>),
    /// Text or a choice.
    Text(String),
}

/// A pass's options, checked against its [`OptionDef`]s, defaults applied.
#[derive(Debug, Clone)]
pub struct Options {
    pass: &'static str,
    /// Per definition, in order: its value (given or default) and whether it was given.
    values: Vec<(&'static str, Option<OptionValue>, bool)>,
}

fn value_of(pass: &str, def: &OptionDef, raw: Option<&str>) -> Result<OptionValue, TransformError> {
    let key = def.name;
    let err = |msg: String| TransformError::new(format!("pass '{pass}': option '{key}': {msg}"));
    match def.kind {
        OptionKind::Flag => match raw.map(str::trim) {
            None | Some("true") | Some("1") => Ok(OptionValue::Flag(true)),
            Some("false") | Some("0") => Ok(OptionValue::Flag(false)),
            Some(v) => Err(err(format!("expected true or false, got '{v}'"))),
        },
        OptionKind::Int { min } => {
            let v = raw.ok_or_else(|| err(format!("needs a value ({key}=N)")))?;
            let n: i64 = v
                .trim()
                .parse()
                .map_err(|_| err(format!("expected an integer, got '{v}'")))?;
            if n < min {
                return Err(err(format!("expected a value >= {min}, got {n}")));
            }
            Ok(OptionValue::Int(n))
        }
        OptionKind::IntList { min } => {
            let v = raw.ok_or_else(|| err(format!("needs a value ({key}=a,b,...)")))?;
            let l = v
                .split(',')
                .map(|x| x.trim().parse::<i64>())
                .collect::<Result<Vec<_>, _>>()
                .map_err(|_| err(format!("expected a list of integers, got '{v}'")))?;
            if let Some(bad) = l.iter().find(|&&x| x < min) {
                return Err(err(format!("values must be >= {min}, got {bad}")));
            }
            Ok(OptionValue::IntList(l))
        }
        OptionKind::Text => {
            let v = raw.ok_or_else(|| err(format!("needs a value ({key}=...)")))?;
            Ok(OptionValue::Text(v.to_string()))
        }
        OptionKind::Choice(words) => {
            let v = raw.ok_or_else(|| err(format!("needs a value ({key}={})", words.join("|"))))?;
            let t = v.trim();
            if !words.contains(&t) {
                return Err(err(format!(
                    "expected one of {}, got '{t}'{}",
                    words.join(", "),
                    crate::suggest::hint(t, words.iter().copied())
                )));
            }
            Ok(OptionValue::Text(t.to_string()))
        }
    }
}

impl Options {
    /// Checks `given` against `defs`: every name must be one of them, every value of its kind
    /// (the last one given counts).
    pub fn parse(
        pass: &'static str,
        defs: &'static [OptionDef],
        given: &PassOptions,
    ) -> Result<Options, TransformError> {
        let names: Vec<&str> = defs.iter().map(|d| d.name).collect();
        given.check_known(pass, &names)?;
        let mut values = Vec::with_capacity(defs.len());
        for d in defs {
            let (v, was_given) = match given.raw(d.name) {
                Some(raw) => (Some(value_of(pass, d, raw)?), true),
                None => match d.default {
                    Some(text) => (Some(value_of(pass, d, Some(text))?), false),
                    None => (None, false),
                },
            };
            values.push((d.name, v, was_given));
        }
        Ok(Options { pass, values })
    }

    /// Parses option text (`tile-sizes=32,32 separate`) and checks it.
    pub fn parse_text(
        pass: &'static str,
        defs: &'static [OptionDef],
        text: &str,
    ) -> Result<Options, TransformError> {
        Options::parse(pass, defs, &PassOptions::parse(text)?)
    }

    /// The pass these options are for.
    pub fn pass(&self) -> &'static str {
        self.pass
    }

    /// The value of `name` (`None`: unset without a default, or not an option of this pass —
    /// so a composite pass can hand its options to the steps it runs, each reading its own).
    fn get(&self, name: &str) -> Option<&OptionValue> {
        self.values
            .iter()
            .find(|(n, _, _)| *n == name)
            .and_then(|(_, v, _)| v.as_ref())
    }

    /// Whether the user wrote the option.
    pub fn given(&self, name: &str) -> bool {
        self.values.iter().any(|(n, _, g)| *n == name && *g)
    }

    /// A flag's value (`false` when unset).
    pub fn flag(&self, name: &str) -> bool {
        matches!(self.get(name), Some(OptionValue::Flag(true)))
    }

    /// An integer option's value (`None`: unset and without a default).
    pub fn int(&self, name: &str) -> Option<i64> {
        match self.get(name) {
            Some(OptionValue::Int(n)) => Some(*n),
            _ => None,
        }
    }

    /// A list option's value.
    pub fn int_list(&self, name: &str) -> Option<Vec<i64>> {
        match self.get(name) {
            Some(OptionValue::IntList(l)) => Some(l.clone()),
            _ => None,
        }
    }

    /// A text or choice option's value.
    pub fn text(&self, name: &str) -> Option<&str> {
        match self.get(name) {
            Some(OptionValue::Text(t)) => Some(t),
            _ => None,
        }
    }
}

/// The options reference of every registered pass as Markdown (`docs/passes/options.md`;
/// a test keeps that file equal to this).
pub fn markdown() -> String {
    let mut s = String::from(
        "# Pass options\n\nGenerated from the option declarations in the code \
         (`tessera opt --list-passes=markdown`); do not edit by hand.\n\
         Options are written `pass{name=value name2=a,b flag}` in a pipeline, or\n\
         `--pass=\"name=value flag\"` on `tessera opt`.\n",
    );
    for p in crate::registry::PASSES {
        s.push_str(&format!("\n## `{}`\n\n{}\n", p.name, p.summary));
        if p.options.is_empty() {
            s.push_str("\nNo options.\n");
            continue;
        }
        s.push_str("\n| option | value | default | meaning |\n|---|---|---|---|\n");
        for o in p.options {
            s.push_str(&format!(
                "| `{}` | {} | {} | {} |\n",
                o.name,
                o.kind.syntax().replace('|', "\\|"),
                o.default.map_or("—".to_string(), |d| format!("`{d}`")),
                o.help.replace('|', "\\|")
            ));
        }
    }
    s
}

#[cfg(test)]
mod tests {
    use super::*;

    const DEFS: &[OptionDef] = &[
        OptionDef::flag("separate", false, "s"),
        OptionDef::int("cache-size", 1, Some("512"), "c"),
        OptionDef::int_list("tile-sizes", 1, None, "t"),
        OptionDef::choice("fuse", &["none", "smart", "max"], Some("smart"), "f"),
        OptionDef::text("name", None, "n"),
    ];

    #[test]
    fn values_defaults_and_errors() {
        let o = Options::parse_text("p", DEFS, "tile-sizes=32,16 separate").unwrap();
        assert!(o.flag("separate") && o.given("separate"));
        assert_eq!(o.int("cache-size"), Some(512));
        assert!(!o.given("cache-size"));
        assert_eq!(o.int_list("tile-sizes"), Some(vec![32, 16]));
        assert_eq!(o.text("fuse"), Some("smart"));
        assert_eq!(o.text("name"), None);
        let bad = |t: &str| Options::parse_text("p", DEFS, t).unwrap_err().message;
        assert!(bad("cache-size=0").contains(">= 1"));
        assert!(bad("tile-sizes=4,0").contains(">= 1"));
        assert!(bad("tile-sizes=a").contains("list of integers"));
        assert!(bad("separate=maybe").contains("true or false"));
        assert!(
            bad("fuse=smat").contains("did you mean 'smart'"),
            "{}",
            bad("fuse=smat")
        );
        assert!(bad("tile-size=3").contains("did you mean 'tile-sizes'"));
        assert!(bad("cache-size").contains("needs a value"));
        let o = Options::parse_text("p", DEFS, "separate=false separate").unwrap();
        assert!(o.flag("separate"), "the last value given counts");
    }
}

#[cfg(test)]
mod reference {
    /// `docs/passes/options.md` is [`super::markdown`]'s text: the reference is generated from
    /// the declarations, never edited by hand (`TESSERA_BLESS=1` rewrites it).
    #[test]
    fn the_options_reference_is_generated_from_the_declarations() {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/passes/options.md");
        let want = super::markdown();
        if std::env::var_os("TESSERA_BLESS").is_some() {
            std::fs::write(&path, &want).unwrap();
        }
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        assert!(
            have == want,
            "docs/passes/options.md is stale: run `tessera opt --list-passes=markdown > docs/passes/options.md`"
        );
    }

    /// README.md's pass table names every registered pass once, with exactly its declared
    /// options in declaration order.
    #[test]
    fn the_readme_pass_table_lists_the_declared_options() {
        let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../README.md");
        let readme = std::fs::read_to_string(path).unwrap();
        let mut seen = vec![];
        for line in readme.lines().filter(|l| l.starts_with("| `")) {
            let cells: Vec<&str> = line.trim_matches('|').split(" | ").collect();
            let name = cells[0].trim().trim_matches('`');
            let Some(p) = crate::registry::lookup(name) else {
                continue;
            };
            let listed: Vec<&str> = cells
                .last()
                .unwrap()
                .split(',')
                .map(|o| o.trim().trim_matches('`'))
                .filter(|o| !o.is_empty() && *o != "—")
                .collect();
            let declared: Vec<&str> = p.options.iter().map(|o| o.name).collect();
            assert_eq!(listed, declared, "README.md's row of {name}");
            seen.push(name);
        }
        for p in crate::registry::PASSES {
            assert_eq!(
                seen.iter().filter(|n| **n == p.name).count(),
                1,
                "README.md's pass table must list {} once",
                p.name
            );
        }
    }
}
