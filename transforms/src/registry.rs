//! Every pass tessera provides, with its options: the table the pipeline parser, `tessera opt`'s
//! per-pass flags and the documentation are built from.

use tessera_ir::{Module, OpId};

use crate::error::TransformError;
use crate::pass::{Pass, PassContext, PassOptions};

/// A registered pass.
pub struct PassInfo {
    /// Pipeline name (mlir-opt's where mlir-opt has the pass).
    pub name: &'static str,
    /// One line on what it does.
    pub summary: &'static str,
    /// Option names it accepts.
    pub options: &'static [&'static str],
    /// Builds the pass from its options (unknown or malformed options are errors).
    pub create: fn(&PassOptions) -> Result<Box<dyn Pass>, TransformError>,
}

/// All passes, in the order the documentation lists them.
pub const PASSES: &[PassInfo] = &[
    PassInfo {
        name: "lower-affine",
        summary: "affine → scf + arith + memref (as mlir-opt --lower-affine)",
        options: &[],
        create: |o| {
            o.check_known("lower-affine", &[])?;
            Ok(Box::new(FnPass(
                "lower-affine",
                crate::lower_affine::lower_affine,
            )))
        },
    },
    PassInfo {
        name: "linalg-to-affine",
        summary: "linalg ops on memrefs → affine.for nests (as --convert-linalg-to-affine-loops)",
        options: &[],
        create: |o| {
            o.check_known("linalg-to-affine", &[])?;
            Ok(Box::new(FnPass(
                "linalg-to-affine",
                crate::linalg_to_affine::linalg_to_affine,
            )))
        },
    },
    PassInfo {
        name: "convert-linalg-to-affine-loops",
        summary: "mlir-opt's name for linalg-to-affine",
        options: &[],
        create: |o| {
            o.check_known("convert-linalg-to-affine-loops", &[])?;
            Ok(Box::new(FnPass(
                "convert-linalg-to-affine-loops",
                crate::linalg_to_affine::linalg_to_affine,
            )))
        },
    },
    PassInfo {
        name: "affine-loop-fusion",
        summary: "fuses producer-consumer and sibling affine.for nests (exact slices and legality)",
        options: crate::fusion::OPTIONS,
        create: |o| Ok(Box::new(crate::fusion::LoopFusion::from_options(o)?)),
    },
    PassInfo {
        name: "affine-loop-distribute",
        summary: "distributes affine.for loops along the SCCs of their body's dependence graph",
        options: &[],
        create: |o| {
            Ok(Box::new(crate::distribute::LoopDistribute::from_options(
                o,
            )?))
        },
    },
    PassInfo {
        name: "affine-loop-tile",
        summary: "tile perfect loop bands (exact legality: fully permutable bands only)",
        options: crate::tile::OPTIONS,
        create: crate::tile::create,
    },
    PassInfo {
        name: "affine-loop-permute",
        summary: "permute perfect loop bands (exact legality)",
        options: crate::unimodular::PERMUTE_OPTIONS,
        create: crate::unimodular::create_permute,
    },
    PassInfo {
        name: "test-loop-permutation",
        summary: "mlir-opt's name for affine-loop-permute (option permutation-map)",
        options: crate::unimodular::PERMUTE_OPTIONS,
        create: crate::unimodular::create_permute_test,
    },
    PassInfo {
        name: "affine-loop-skew",
        summary: "skew perfect loop bands by the outermost loop (exact legality)",
        options: crate::unimodular::SKEW_OPTIONS,
        create: crate::unimodular::create_skew,
    },
    PassInfo {
        name: "affine-loop-reverse",
        summary: "reverse loops (exact legality)",
        options: crate::unimodular::REVERSE_OPTIONS,
        create: crate::unimodular::create_reverse,
    },
    PassInfo {
        name: "affine-loop-unroll-jam",
        summary: "unroll-and-jam outermost loops (exact legality, cleanup loop for remainders)",
        options: crate::unroll_jam::OPTIONS,
        create: crate::unroll_jam::create,
    },
    PassInfo {
        name: crate::parallelize::PASS,
        summary: "proven-parallel affine.for → affine.parallel (exact; reductions with parallel-reductions)",
        options: crate::parallelize::OPTIONS,
        create: crate::parallelize::create,
    },
];

/// Looks up a pass by name.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// A pass that is a function over an op (lowerings, which need no options).
struct FnPass(
    &'static str,
    fn(&mut Module, OpId) -> Result<(), TransformError>,
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
