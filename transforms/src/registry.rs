//! Every pass tessera provides: the table the pipeline parser, `tessera opt`'s per-pass flags,
//! `--list-passes`, the options reference and the Python bindings are built from. Each pass
//! declares its entry ([`PassInfo`]: name, summary, options, constructor) once, in its own
//! module; this file only lists them.

use tessera_ir::{Module, OpId};

use crate::error::TransformError;
use crate::options::{OptionDef, Options};
use crate::pass::{Pass, PassContext, PassOptions};

/// A registered pass.
pub struct PassInfo {
    /// Pipeline name (mlir-opt's where mlir-opt has the pass).
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Its options, declared once (see [`crate::options`]).
    pub options: &'static [OptionDef],
    /// Builds the pass from its checked options.
    pub create: fn(&Options) -> Result<Box<dyn Pass>, TransformError>,
}

impl PassInfo {
    /// Checks `given` against the pass's options and builds the pass.
    pub fn build(&self, given: &PassOptions) -> Result<Box<dyn Pass>, TransformError> {
        (self.create)(&Options::parse(self.name, self.options, given)?)
    }

    /// The checked options of option text (`tile-sizes=32,32 separate`).
    pub fn options_of(&self, text: &str) -> Result<Options, TransformError> {
        Options::parse_text(self.name, self.options, text)
    }
}

/// All passes, in the order the documentation lists them.
pub const PASSES: &[PassInfo] = &[
    crate::lower_affine::INFO,
    crate::execute_region::SIMPLIFY_INFO,
    crate::execute_region::INLINE_INFO,
    crate::linalg_to_affine::INFO,
    crate::linalg_to_affine::MLIR_INFO,
    crate::linalg::lower::INFO,
    crate::linalg::parallel_loops::INFO,
    crate::linalg::library_call::INFO,
    crate::linalg::generalize::INFO,
    crate::linalg::interchange::INFO,
    crate::linalg::promote::INFO,
    crate::linalg::tile::INFO,
    crate::linalg::fuse::INFO,
    crate::fusion::INFO,
    crate::distribute::INFO,
    crate::tile::INFO,
    crate::unimodular::PERMUTE_INFO,
    crate::unimodular::PERMUTE_TEST_INFO,
    crate::unimodular::SKEW_INFO,
    crate::unimodular::REVERSE_INFO,
    crate::unroll_jam::INFO,
    crate::parallelize::INFO,
    crate::vectorize::INFO,
    crate::data_copy::INFO,
    crate::pipeline_data_transfer::INFO,
    crate::unroll::INFO,
    crate::normalize::INFO,
    crate::licm::INFO,
    crate::scalrep::INFO,
    crate::simplify_structures::INFO,
    crate::schedule::pass::INFO,
    crate::matmul::INFO,
    crate::optimize::INFO,
];

/// Looks up a pass by name.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// A pass that is a function over a function op (lowerings and option-less passes).
pub(crate) struct FnPass(
    pub(crate) &'static str,
    pub(crate) fn(&mut Module, OpId) -> Result<(), TransformError>,
);

impl Pass for FnPass {
    fn name(&self) -> &'static str {
        self.0
    }

    fn run_on_function(
        &self,
        m: &mut Module,
        func: OpId,
        _ctx: &mut PassContext<'_>,
    ) -> Result<(), TransformError> {
        (self.1)(m, func)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Every pass is listed once, its option names are distinct, every default is a valid
    /// value of its option, and every pass builds from its defaults except those with a
    /// required option.
    #[test]
    fn the_table_is_consistent() {
        let required = [
            "linalg-interchange",
            "affine-loop-permute",
            "test-loop-permutation",
            "affine-loop-skew",
            "affine-super-vectorize",
        ];
        for (i, p) in PASSES.iter().enumerate() {
            assert!(
                PASSES[..i].iter().all(|q| q.name != p.name),
                "{} twice",
                p.name
            );
            for (k, o) in p.options.iter().enumerate() {
                assert!(
                    p.options[..k].iter().all(|q| q.name != o.name),
                    "{}: {} twice",
                    p.name,
                    o.name
                );
            }
            let built = p.build(&PassOptions::default());
            assert_eq!(built.is_err(), required.contains(&p.name), "{}", p.name);
            if let Ok(pass) = built {
                assert_eq!(pass.name(), p.name);
            }
        }
    }
}
