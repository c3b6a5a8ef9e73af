//! A small pass manager: `parse_pipeline("linalg-to-affine,lower-affine")` builds a
//! [`Pipeline`] that runs the named passes in order on a module.

use tessera_ir::Module;

use crate::error::TransformError;

/// A pass this crate provides.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Pass {
    /// [`crate::lower_affine::lower_affine`]
    LowerAffine,
    /// [`crate::linalg_to_affine::linalg_to_affine`]
    LinalgToAffine,
}

/// Every pass, with its pipeline name.
pub const PASSES: &[(&str, Pass)] = &[
    ("lower-affine", Pass::LowerAffine),
    ("linalg-to-affine", Pass::LinalgToAffine),
];

impl Pass {
    /// The pipeline name of the pass.
    pub fn name(self) -> &'static str {
        PASSES
            .iter()
            .find(|(_, p)| *p == self)
            .map_or("?", |(n, _)| n)
    }

    /// Runs the pass on the whole module.
    pub fn run(self, m: &mut Module) -> Result<(), TransformError> {
        let top = m.top();
        match self {
            Pass::LowerAffine => crate::lower_affine::lower_affine(m, top),
            Pass::LinalgToAffine => crate::linalg_to_affine::linalg_to_affine(m, top),
        }
    }
}

/// An ordered list of passes.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Pipeline {
    /// The passes, in execution order.
    pub passes: Vec<Pass>,
}

impl Pipeline {
    /// Runs every pass in order; stops at the first error.
    pub fn run(&self, m: &mut Module) -> Result<(), TransformError> {
        for p in &self.passes {
            p.run(m).map_err(|e| TransformError {
                message: format!("{} (in pass {})", e.message, p.name()),
                pos: e.pos,
            })?;
        }
        Ok(())
    }
}

/// Parses a comma-separated list of pass names (whitespace around names is ignored; an empty
/// string is the empty pipeline).
pub fn parse_pipeline(text: &str) -> Result<Pipeline, TransformError> {
    let mut passes = vec![];
    for name in text.split(',').map(str::trim) {
        if name.is_empty() {
            if text.trim().is_empty() {
                continue;
            }
            return Err(TransformError::new(format!(
                "empty pass name in pipeline '{text}'"
            )));
        }
        let p = PASSES
            .iter()
            .find(|(n, _)| *n == name)
            .map(|(_, p)| *p)
            .ok_or_else(|| {
                let known: Vec<&str> = PASSES.iter().map(|(n, _)| *n).collect();
                TransformError::new(format!(
                    "unknown pass '{name}' (known: {})",
                    known.join(", ")
                ))
            })?;
        passes.push(p);
    }
    Ok(Pipeline { passes })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn parses_names_and_rejects_unknown() {
        let p = parse_pipeline(" linalg-to-affine , lower-affine").unwrap();
        assert_eq!(p.passes, vec![Pass::LinalgToAffine, Pass::LowerAffine]);
        assert!(parse_pipeline("").unwrap().passes.is_empty());
        assert!(parse_pipeline("lower-affine,,").is_err());
        assert!(parse_pipeline("tile")
            .unwrap_err()
            .message
            .contains("unknown pass 'tile'"));
    }
}
