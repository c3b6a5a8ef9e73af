//! Pass pipelines: MLIR's textual pipeline syntax
//! (`builtin.module(func.func(affine-loop-tile{tile-sizes=32,32}, affine-parallelize))`), the
//! plain comma-separated form (`linalg-to-affine,lower-affine`), and a [`Pipeline`] that runs
//! the passes in order on every function of a module.

use tessera_ir::{Module, Registry};

use crate::error::TransformError;
use crate::pass::{functions, Pass, PassContext, PassOptions, Remark};
use crate::registry::{lookup, PASSES};

/// An ordered list of configured passes.
#[derive(Default)]
pub struct Pipeline {
    /// The passes, in execution order.
    pub passes: Vec<Box<dyn Pass>>,
}

impl std::fmt::Debug for Pipeline {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_list()
            .entries(self.passes.iter().map(|p| p.name()))
            .finish()
    }
}

impl Pipeline {
    /// The pass names, in order.
    pub fn names(&self) -> Vec<&'static str> {
        self.passes.iter().map(|p| p.name()).collect()
    }

    /// Appends a pass by name with its options text (`tile-sizes=32,32`).
    pub fn push(&mut self, name: &str, options: &str) -> Result<(), TransformError> {
        let info = lookup(name).ok_or_else(|| unknown(name))?;
        let opts = PassOptions::parse(options)
            .map_err(|e| TransformError::new(format!("pass '{name}': {}", e.message)))?;
        self.passes.push(info.build(&opts)?);
        Ok(())
    }

    /// Runs every pass in order on each function; returns the remarks. Stops at the first
    /// error.
    pub fn run(&self, m: &mut Module) -> Result<Vec<Remark>, TransformError> {
        let mut ctx = PassContext::new(Registry::standard());
        self.run_with(m, &mut ctx)?;
        Ok(ctx.remarks)
    }

    /// Like [`Pipeline::run`] with a caller's context.
    pub fn run_with(
        &self,
        m: &mut Module,
        ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        for (i, p) in self.passes.iter().enumerate() {
            let start = std::time::Instant::now();
            for f in functions(m) {
                p.run_on_function(m, f, ctx).map_err(|e| TransformError {
                    message: format!("{} (in pass {})", e.message, p.name()),
                    pos: e.pos,
                })?;
            }
            if let Some(t) = &mut ctx.timings {
                if t.len() <= i {
                    t.resize(i + 1, ("", std::time::Duration::ZERO));
                }
                t[i].0 = p.name();
                t[i].1 += start.elapsed();
            }
        }
        Ok(())
    }
}

fn unknown(name: &str) -> TransformError {
    let known: Vec<&str> = PASSES.iter().map(|p| p.name).collect();
    TransformError::new(format!(
        "unknown pass '{name}'{} (known: {})",
        crate::suggest::hint(name, known.iter().copied()),
        known.join(", ")
    ))
}

/// Parses a pipeline: MLIR's nested syntax or a comma-separated list of passes, each optionally
/// followed by `{options}`. Op anchors (`builtin.module(...)`, `func.func(...)`) group passes;
/// every pass runs on each function of the module, in the order written.
pub fn parse_pipeline(text: &str) -> Result<Pipeline, TransformError> {
    let mut p = Pipeline::default();
    let chars: Vec<char> = text.chars().collect();
    let mut i = 0usize;
    parse_list(text, &chars, &mut i, &mut p, 0)?;
    skip_ws(&chars, &mut i);
    if i < chars.len() {
        return Err(malformed(text, i, "unexpected character"));
    }
    Ok(p)
}

fn malformed(text: &str, at: usize, what: &str) -> TransformError {
    TransformError::new(format!(
        "malformed pipeline '{text}': {what} at character {}",
        at + 1
    ))
}

fn skip_ws(chars: &[char], i: &mut usize) {
    while *i < chars.len() && chars[*i].is_whitespace() {
        *i += 1;
    }
}

fn parse_list(
    text: &str,
    chars: &[char],
    i: &mut usize,
    p: &mut Pipeline,
    depth: usize,
) -> Result<(), TransformError> {
    if depth > 16 {
        return Err(malformed(text, *i, "nesting too deep"));
    }
    loop {
        skip_ws(chars, i);
        if *i >= chars.len() || chars[*i] == ')' {
            if depth == 0 && *i < chars.len() {
                return Err(malformed(text, *i, "unbalanced ')'"));
            }
            return Ok(());
        }
        let start = *i;
        while *i < chars.len()
            && (chars[*i].is_alphanumeric() || matches!(chars[*i], '-' | '_' | '.'))
        {
            *i += 1;
        }
        let name: String = chars[start..*i].iter().collect();
        if name.is_empty() {
            return Err(malformed(text, *i, "expected a pass name"));
        }
        skip_ws(chars, i);
        let mut options = String::new();
        if *i < chars.len() && chars[*i] == '{' {
            let open = *i;
            let mut d = 0i32;
            while *i < chars.len() {
                match chars[*i] {
                    '{' => d += 1,
                    '}' => {
                        d -= 1;
                        if d == 0 {
                            break;
                        }
                    }
                    _ => {}
                }
                *i += 1;
            }
            if *i >= chars.len() {
                return Err(malformed(text, open, "unclosed '{'"));
            }
            options = chars[open + 1..*i].iter().collect();
            *i += 1;
            skip_ws(chars, i);
        }
        if *i < chars.len() && chars[*i] == '(' {
            // An op anchor: builtin.module(...), func.func(...).
            if !matches!(name.as_str(), "builtin.module" | "func.func" | "any") {
                return Err(TransformError::new(format!(
                    "unsupported pipeline anchor '{name}' (builtin.module, func.func)"
                )));
            }
            *i += 1;
            parse_list(text, chars, i, p, depth + 1)?;
            if *i >= chars.len() || chars[*i] != ')' {
                return Err(malformed(text, *i, "expected ')'"));
            }
            *i += 1;
        } else {
            p.push(&name, &options)?;
        }
        skip_ws(chars, i);
        if *i < chars.len() && chars[*i] == ',' {
            *i += 1;
            skip_ws(chars, i);
            if *i >= chars.len() || chars[*i] == ')' {
                return Err(malformed(text, *i, "empty pass name"));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_and_rejects_unknown() {
        let p = parse_pipeline(" linalg-to-affine , lower-affine").unwrap();
        assert_eq!(p.names(), vec!["linalg-to-affine", "lower-affine"]);
        assert!(parse_pipeline("").unwrap().passes.is_empty());
        assert!(parse_pipeline("lower-affine,,").is_err());
        assert!(parse_pipeline("tile")
            .unwrap_err()
            .message
            .contains("unknown pass 'tile'"));
    }

    #[test]
    fn parses_mlir_syntax() {
        let p =
            parse_pipeline("builtin.module(func.func(linalg-to-affine{}, lower-affine))").unwrap();
        assert_eq!(p.names(), vec!["linalg-to-affine", "lower-affine"]);
        assert!(parse_pipeline("builtin.module(func.func(lower-affine)").is_err());
        assert!(parse_pipeline("lower-affine)").is_err());
        assert!(parse_pipeline("lower-affine{bogus=1}")
            .unwrap_err()
            .message
            .contains("no option 'bogus'"));
    }
}
