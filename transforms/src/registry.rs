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
        name: crate::execute_region::SIMPLIFY,
        summary: "drop unused/duplicate affine.execute_region arguments, fold memref.cast operands, erase dead allocs, inline regions whose symbols stay valid",
        options: &[],
        create: |o| {
            o.check_known(crate::execute_region::SIMPLIFY, &[])?;
            Ok(Box::new(crate::execute_region::Simplify))
        },
    },
    PassInfo {
        name: crate::execute_region::INLINE,
        summary: "func.call of a non-recursive function defined in the module → its body in an affine.execute_region",
        options: &[],
        create: |o| {
            o.check_known(crate::execute_region::INLINE, &[])?;
            Ok(Box::new(crate::execute_region::Inline))
        },
    },
    PassInfo {
        name: "linalg-to-affine",
        summary: "linalg ops on memrefs → affine.for nests (as --convert-linalg-to-affine-loops)",
        options: &[],
        create: |o| {
            simple(
                o,
                "linalg-to-affine",
                crate::linalg_to_affine::linalg_to_affine,
            )
        },
    },
    PassInfo {
        name: "convert-linalg-to-affine-loops",
        summary: "mlir-opt's name for linalg-to-affine",
        options: &[],
        create: |o| {
            simple(
                o,
                "convert-linalg-to-affine-loops",
                crate::linalg_to_affine::linalg_to_affine,
            )
        },
    },
    PassInfo {
        name: "convert-linalg-to-loops",
        summary: "linalg ops on memrefs → scf.for nests with memref.load/store (as mlir-opt)",
        options: &[],
        create: |o| {
            simple(
                o,
                "convert-linalg-to-loops",
                crate::linalg::lower::convert_linalg_to_loops,
            )
        },
    },
    PassInfo {
        name: "convert-linalg-to-parallel-loops",
        summary: "linalg ops → scf.parallel over the parallel loops the dependence analysis proves, scf.for otherwise",
        options: &[],
        create: |o| {
            o.check_known("convert-linalg-to-parallel-loops", &[])?;
            Ok(Box::new(crate::linalg::parallel_loops::ParallelLoops))
        },
    },
    PassInfo {
        name: "convert-linalg-to-std",
        summary: "linalg ops with a library function → func.call of it on dynamically strided memrefs (as mlir-opt)",
        options: &[],
        create: |o| {
            simple(
                o,
                "convert-linalg-to-std",
                crate::linalg::library_call::convert_linalg_to_std,
            )
        },
    },
    PassInfo {
        name: crate::linalg::generalize::PASS,
        summary: "named linalg ops, map, reduce, transpose, broadcast → linalg.generic (as mlir-opt)",
        options: &[],
        create: |o| {
            simple(
                o,
                crate::linalg::generalize::PASS,
                crate::linalg::generalize::run,
            )
        },
    },
    PassInfo {
        name: crate::linalg::interchange::PASS,
        summary: "permute the loops of linalg.generic ops (MLIR's interchange convention; exact legality)",
        options: crate::linalg::interchange::OPTIONS,
        create: crate::linalg::interchange::create,
    },
    PassInfo {
        name: crate::linalg::promote::PASS,
        summary: "copy subview operands of linalg ops into local buffers (exact overlap check)",
        options: crate::linalg::promote::OPTIONS,
        create: crate::linalg::promote::create,
    },
    PassInfo {
        name: crate::linalg::tile::PASS,
        summary: "tile linalg structured ops on memrefs: tile loops around the same op on subviews (exact legality)",
        options: crate::linalg::tile::OPTIONS,
        create: crate::linalg::tile::create,
    },
    PassInfo {
        name: crate::linalg::fuse::PASS,
        summary: "tile the last linalg op of a producer-consumer chain and compute its producers' slices inside the tiles",
        options: crate::linalg::fuse::OPTIONS,
        create: crate::linalg::fuse::create,
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
    PassInfo {
        name: crate::vectorize::PASS,
        summary: "innermost loops proven free of carried dependences → vector transfers of virtual-vector-size lanes, scalar remainder loop",
        options: crate::vectorize::OPTIONS,
        create: crate::vectorize::create,
    },
    PassInfo {
        name: crate::data_copy::PASS,
        summary: "copy each loop nest's memref regions (exact bounding boxes) into fast-memory buffers, point-wise or by DMA (as mlir-opt)",
        options: crate::data_copy::OPTIONS,
        create: crate::data_copy::create,
    },
    PassInfo {
        name: crate::pipeline_data_transfer::PASS,
        summary: "double-buffer the incoming DMA transfers of affine.for loops, legality proven exactly (as mlir-opt)",
        options: crate::pipeline_data_transfer::OPTIONS,
        create: crate::pipeline_data_transfer::create,
    },
    PassInfo {
        name: crate::unroll::PASS,
        summary: "unroll innermost affine.for loops (as mlir-opt --affine-loop-unroll)",
        options: crate::unroll::OPTIONS,
        create: |o| Ok(Box::new(crate::unroll::LoopUnroll::from_options(o)?)),
    },
    PassInfo {
        name: crate::normalize::PASS,
        summary: "affine.for loops to lower bound 0 and step 1 (as mlir-opt)",
        options: crate::normalize::OPTIONS,
        create: |o| Ok(Box::new(crate::normalize::LoopNormalize::from_options(o)?)),
    },
    PassInfo {
        name: crate::licm::PASS,
        summary: "hoist loop-invariant pure ops and loads of unwritten memrefs (as mlir-opt)",
        options: &[],
        create: |o| simple(o, crate::licm::PASS, crate::licm::run),
    },
    PassInfo {
        name: crate::scalrep::PASS,
        summary: "store-to-load forwarding, dead stores, redundant loads (as mlir-opt)",
        options: &[],
        create: |o| simple(o, crate::scalrep::PASS, crate::scalrep::run),
    },
    PassInfo {
        name: crate::simplify_structures::PASS,
        summary: "simplify affine maps, sets and their operands (as mlir-opt)",
        options: &[],
        create: |o| {
            simple(
                o,
                crate::simplify_structures::PASS,
                crate::simplify_structures::run,
            )
        },
    },
    PassInfo {
        name: crate::schedule::pass::PASS,
        summary: "Pluto-class automatic scheduling: exact dependences, verified schedule, tiling, parallel loops",
        options: crate::schedule::pass::OPTIONS,
        create: crate::schedule::pass::create,
    },
    PassInfo {
        name: "affine-matmul-opt",
        summary: "contractions (gemm-like nests) → packed panels and an mr×nr vector micro-kernel (sizes from an analytical model of the host)",
        options: crate::matmul::OPTIONS,
        create: crate::matmul::create,
    },
    PassInfo {
        name: crate::optimize::PASS,
        summary: "the whole optimiser (`tessera opt -O`): contractions through affine-matmul-opt, every other region through affine-auto-schedule",
        options: crate::optimize::OPTIONS,
        create: crate::optimize::create,
    },
];

/// Looks up a pass by name.
pub fn lookup(name: &str) -> Option<&'static PassInfo> {
    PASSES.iter().find(|p| p.name == name)
}

/// An option-less pass that is a function over a function op.
fn simple(
    o: &PassOptions,
    name: &'static str,
    f: fn(&mut Module, OpId) -> Result<(), TransformError>,
) -> Result<Box<dyn Pass>, TransformError> {
    o.check_known(name, &[])?;
    Ok(Box::new(FnPass(name, f)))
}

/// A pass that is a function over an op (lowerings and option-less passes).
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
