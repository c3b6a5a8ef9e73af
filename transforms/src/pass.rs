//! The pass abstraction: a [`Pass`] runs on one function at a time, reads its options from
//! [`PassOptions`] (MLIR's `{key=value key2=a,b flag}` syntax), and reports what it refused to
//! do as [`Remark`]s (a pass skips what is illegal; it never fails because of it).

use tessera_ir::{Module, OpId, Pos, Registry};

use crate::error::TransformError;
use crate::refusal::Refusal;

/// A note a pass attaches to an operation: why something was not transformed (with the broken
/// dependence and a witness), or what was done.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Remark {
    /// The pass (its pipeline name).
    pub pass: &'static str,
    /// The position of the operation the remark is about.
    pub pos: Option<Pos>,
    /// The message.
    pub message: String,
    /// The refusal as data, for remarks made through [`PassContext::refuse`] (`None` for
    /// free-text remarks). Its op ids refer to the module as it was when the pass refused;
    /// see [`PassContext::snapshots`].
    pub refusal: Option<Box<Refusal>>,
}

impl Remark {
    /// Renders as `FILE:LINE:COL: remark: [pass] message`.
    pub fn render(&self, file: &str) -> String {
        match self.pos {
            Some(p) => format!(
                "{file}:{}:{}: remark: [{}] {}",
                p.line, p.col, self.pass, self.message
            ),
            None => format!("{file}: remark: [{}] {}", self.pass, self.message),
        }
    }
}

/// What a pass sees besides the module.
pub struct PassContext<'r> {
    /// The dialect registry (for verification and analyses).
    pub registry: &'r Registry,
    /// Remarks emitted so far.
    pub remarks: Vec<Remark>,
    /// When `Some` (off by default; tests turn it on with [`PassContext::keep_snapshots`]),
    /// [`PassContext::refuse`] also stores a copy of the module as the pass saw it, paired with
    /// the index of the remark in [`PassContext::remarks`]: a refusal's op ids and witness refer
    /// to that module (later rewrites may erase or move the ops), so that is where the witness
    /// can be replayed.
    pub snapshots: Option<Vec<(usize, Module)>>,
    /// When `Some` (off by default; [`PassContext::keep_timings`]), `Pipeline::run_with` adds
    /// the wall time of each pipeline entry (over every function) at the entry's index.
    pub timings: Option<Vec<(&'static str, std::time::Duration)>>,
    /// What times a module, for the passes that can measure their candidates instead of
    /// estimating them (`affine-optimize{measure=ENTRY}`); `None` unless the driver installs
    /// one ([`PassContext::with_measure`]: `tessera opt` installs the C backend or the JIT —
    /// this crate cannot run code).
    pub measure: Option<&'r dyn Measure>,
}

/// Times modules for a pass (see [`PassContext::measure`]).
pub trait Measure {
    /// Prepares the function `entry` of `m` to be timed with `threads` threads for parallel
    /// loops (compiled, its inputs filled as `tessera run` fills them), or says why it cannot
    /// run.
    fn prepare<'a>(
        &'a self,
        m: &Module,
        entry: &str,
        threads: usize,
    ) -> Result<Box<dyn MeasuredRun + 'a>, String>;
}

/// A prepared entry function ([`Measure::prepare`]).
pub trait MeasuredRun {
    /// The seconds one call takes (on fresh copies of the inputs), or why it failed.
    fn seconds(&mut self) -> Result<f64, String>;
}

impl<'r> PassContext<'r> {
    /// A context with no remarks.
    pub fn new(registry: &'r Registry) -> PassContext<'r> {
        PassContext {
            registry,
            remarks: vec![],
            snapshots: None,
            timings: None,
            measure: None,
        }
    }

    /// A context whose passes can time their candidates with `measure`.
    pub fn with_measure(mut self, measure: &'r dyn Measure) -> PassContext<'r> {
        self.measure = Some(measure);
        self
    }

    /// A context that records the time each pass of a pipeline takes (see
    /// [`PassContext::timings`]).
    pub fn keep_timings(mut self) -> PassContext<'r> {
        self.timings = Some(vec![]);
        self
    }

    /// A context that keeps a module snapshot per refusal (see [`PassContext::snapshots`]).
    pub fn keep_snapshots(mut self) -> PassContext<'r> {
        self.snapshots = Some(vec![]);
        self
    }

    /// Records a free-text remark.
    pub fn remark(&mut self, pass: &'static str, pos: Option<Pos>, message: impl Into<String>) {
        self.remarks.push(Remark {
            pass,
            pos,
            message: message.into(),
            refusal: None,
        });
    }

    /// Records a refusal: the remark text is `refusal.message(m)` at `refusal.pos`, and the
    /// refusal itself is kept as data in [`Remark::refusal`]. `m` must be the module the refusal
    /// was computed on (before any further rewrite), so that its op ids and witness are valid.
    /// Passes report every refusal through this (rather than `remark(.., refusal.message(m))`)
    /// so that tests can replay the witness.
    pub fn refuse(&mut self, pass: &'static str, m: &Module, refusal: Refusal) {
        let message = refusal.message(m);
        self.remarks.push(Remark {
            pass,
            pos: refusal.pos,
            message,
            refusal: Some(Box::new(refusal)),
        });
        let at = self.remarks.len() - 1;
        if let Some(s) = &mut self.snapshots {
            s.push((at, m.clone()));
        }
    }

    /// Keeps, of the remarks from number `from` on, those `keep` accepts (a composite pass drops
    /// the remarks of its steps that only say a step does not apply); snapshot indices follow.
    pub fn retain_remarks_from(&mut self, from: usize, keep: impl Fn(&Remark) -> bool) {
        let mut new_index = Vec::with_capacity(self.remarks.len());
        let mut kept = Vec::with_capacity(self.remarks.len());
        for (i, r) in std::mem::take(&mut self.remarks).into_iter().enumerate() {
            if i < from || keep(&r) {
                new_index.push(Some(kept.len()));
                kept.push(r);
            } else {
                new_index.push(None);
            }
        }
        self.remarks = kept;
        if let Some(s) = &mut self.snapshots {
            s.retain_mut(|(i, _)| match new_index.get(*i).copied().flatten() {
                Some(n) => {
                    *i = n;
                    true
                }
                None => false,
            });
        }
    }

    /// The module snapshot taken for remark number `index`, if snapshots are kept.
    pub fn snapshot(&self, index: usize) -> Option<&Module> {
        self.snapshots
            .as_ref()?
            .iter()
            .find(|(i, _)| *i == index)
            .map(|(_, m)| m)
    }
}

/// A transformation or lowering pass, configured by its options.
pub trait Pass {
    /// The pipeline name (mlir-opt's where mlir-opt has the pass).
    fn name(&self) -> &'static str;

    /// Runs on one `func.func` operation (its body may be rewritten in place).
    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError>;
}

/// A pass's options as written: `key=value` entries (a value may be a comma-separated list, a
/// quoted string or a `{...}` group) and bare flags (meaning `true`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct PassOptions {
    /// The entries in order, keys as written.
    pub entries: Vec<(String, Option<String>)>,
}

impl PassOptions {
    /// Parses the text between a pass's braces (or after `--pass=` on the command line).
    pub fn parse(text: &str) -> Result<PassOptions, TransformError> {
        let mut entries = vec![];
        let chars: Vec<char> = text.chars().collect();
        let mut i = 0;
        while i < chars.len() {
            if chars[i].is_whitespace() {
                i += 1;
                continue;
            }
            let start = i;
            while i < chars.len() && !chars[i].is_whitespace() && chars[i] != '=' {
                i += 1;
            }
            let key: String = chars[start..i].iter().collect();
            if key.is_empty() {
                return Err(TransformError::new(format!(
                    "malformed pass options '{text}': expected an option name"
                )));
            }
            if i < chars.len() && chars[i] == '=' {
                i += 1;
                let vstart = i;
                let mut depth = 0i32;
                let mut quote: Option<char> = None;
                while i < chars.len() {
                    let c = chars[i];
                    match quote {
                        Some(q) if c == q => quote = None,
                        Some(_) => {}
                        None => match c {
                            '"' | '\'' => quote = Some(c),
                            '{' | '(' | '[' => depth += 1,
                            '}' | ')' | ']' => depth -= 1,
                            c if c.is_whitespace() && depth <= 0 => break,
                            _ => {}
                        },
                    }
                    i += 1;
                }
                if quote.is_some() || depth != 0 {
                    return Err(TransformError::new(format!(
                        "malformed pass options '{text}': unbalanced quotes or brackets"
                    )));
                }
                let raw: String = chars[vstart..i].iter().collect();
                let v = raw
                    .strip_prefix('"')
                    .and_then(|r| r.strip_suffix('"'))
                    .or_else(|| raw.strip_prefix('\'').and_then(|r| r.strip_suffix('\'')))
                    .or_else(|| raw.strip_prefix('{').and_then(|r| r.strip_suffix('}')))
                    .unwrap_or(&raw)
                    .to_string();
                entries.push((key, Some(v)));
            } else {
                entries.push((key, None));
            }
        }
        Ok(PassOptions { entries })
    }

    /// Errors on an option `pass` does not have.
    pub fn check_known(&self, pass: &str, known: &[&str]) -> Result<(), TransformError> {
        for (k, _) in &self.entries {
            if !known.contains(&k.as_str()) {
                return Err(TransformError::new(format!(
                    "pass '{pass}' has no option '{k}'{} (options: {})",
                    crate::suggest::hint(k, known.iter().copied()),
                    if known.is_empty() {
                        "none".to_string()
                    } else {
                        known.join(", ")
                    }
                )));
            }
        }
        Ok(())
    }

    /// The last value given for `key` (`Some(None)` for a bare flag).
    pub fn raw(&self, key: &str) -> Option<Option<&str>> {
        self.entries
            .iter()
            .rev()
            .find(|(k, _)| k == key)
            .map(|(_, v)| v.as_deref())
    }

    /// An integer option.
    pub fn int(&self, key: &str) -> Result<Option<i64>, TransformError> {
        match self.raw(key) {
            None => Ok(None),
            Some(Some(v)) => v.trim().parse::<i64>().map(Some).map_err(|_| {
                TransformError::new(format!("option '{key}': expected an integer, got '{v}'"))
            }),
            Some(None) => Err(TransformError::new(format!(
                "option '{key}' needs a value ({key}=N)"
            ))),
        }
    }

    /// An integer option that must be at least `min`.
    pub fn int_at_least(&self, key: &str, min: i64) -> Result<Option<i64>, TransformError> {
        match self.int(key)? {
            Some(v) if v < min => Err(TransformError::new(format!(
                "option '{key}': expected a value >= {min}, got {v}"
            ))),
            x => Ok(x),
        }
    }

    /// A boolean option: a bare flag or `=true`/`=false`/`=1`/`=0`.
    pub fn bool(&self, key: &str) -> Result<Option<bool>, TransformError> {
        match self.raw(key) {
            None => Ok(None),
            Some(None) => Ok(Some(true)),
            Some(Some(v)) => match v.trim() {
                "true" | "1" => Ok(Some(true)),
                "false" | "0" => Ok(Some(false)),
                _ => Err(TransformError::new(format!(
                    "option '{key}': expected true or false, got '{v}'"
                ))),
            },
        }
    }

    /// A comma-separated list of integers.
    pub fn int_list(&self, key: &str) -> Result<Option<Vec<i64>>, TransformError> {
        match self.raw(key) {
            None => Ok(None),
            Some(None) => Err(TransformError::new(format!(
                "option '{key}' needs a value ({key}=a,b,...)"
            ))),
            Some(Some(v)) => v
                .split(',')
                .map(|x| {
                    x.trim().parse::<i64>().map_err(|_| {
                        TransformError::new(format!(
                            "option '{key}': expected a list of integers, got '{v}'"
                        ))
                    })
                })
                .collect::<Result<Vec<_>, _>>()
                .map(Some),
        }
    }

    /// A string option.
    pub fn string(&self, key: &str) -> Result<Option<String>, TransformError> {
        match self.raw(key) {
            None => Ok(None),
            Some(Some(v)) => Ok(Some(v.to_string())),
            Some(None) => Err(TransformError::new(format!(
                "option '{key}' needs a value ({key}=...)"
            ))),
        }
    }
}

/// The `func.func` operations of a module, in order (nested modules included).
pub fn functions(m: &Module) -> Vec<OpId> {
    m.walk(m.top())
        .into_iter()
        .filter(|&o| m.op(o).name == "func.func" && !m.op(o).regions.is_empty())
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_options() {
        let o = PassOptions::parse("tile-sizes=32,16 separate cache-size=512 s=\"a b\"").unwrap();
        assert_eq!(o.int_list("tile-sizes").unwrap(), Some(vec![32, 16]));
        assert_eq!(o.bool("separate").unwrap(), Some(true));
        assert_eq!(o.int("cache-size").unwrap(), Some(512));
        assert_eq!(o.string("s").unwrap().as_deref(), Some("a b"));
        assert!(o.int("tile-sizes").is_err());
        assert!(o.check_known("p", &["tile-sizes"]).is_err());
        assert!(PassOptions::parse("a={b").is_err());
        assert!(PassOptions::parse("=3").is_err());
    }
}
