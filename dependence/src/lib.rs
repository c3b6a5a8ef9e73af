//! tessera-dependence: exact dependence analysis between memory accesses of MLIR's affine
//! dialect.
//!
//! - [`access`]: the accesses of a module (affine loads/stores, vector and DMA accesses, the
//!   reads and writes of linalg structured ops on memrefs over their iteration boxes,
//!   `memref.load`/`store` with affine index arithmetic, conservative non-affine and escaping
//!   uses) and their exact models; an access nested in `scf.if` ops on conditions that are
//!   not affine is a *may*-access ([`Access::may_under`]), modelled over the domain of its
//!   affine context (affine `scf.if` conditions are modelled exactly);
//! - [`model`]: iteration domains (loops with any bounds and steps, `affine.parallel`,
//!   `affine.if` with complements of else branches, `affine.apply` chains, symbols);
//! - [`solve`]: dependence polyhedra per pair and depth, decided and bounded exactly;
//! - [`analysis`]: the whole-module pairwise analysis as MLIR defines it;
//! - [`remarks`]: MLIR's `--test-memref-dependence-check` remark lines;
//! - [`graph`]: the dependence graph, SCCs, per-loop parallelism and reductions;
//! - [`legality`]: legality of loop band transformations with violation witnesses;
//! - `bruteforce` (feature `oracle`, off by default): an enumerating interpreter used as an
//!   independent oracle in tests and by `tessera viz`;
//! - `replay` (feature `oracle`): checks a dependence witness (two instances and a cell) with
//!   that oracle;
//! - [`report`]: the whole dependence report of a module as data, computed once and rendered
//!   by the CLI (text, JSON, Graphviz, HTML) and the Python bindings.
//!
//! Answers are exact or explicitly unknown (with a reason): "no dependence" is only ever
//! reported with a proof. The memory model is MLIR's: distinct memref values that are not views
//! of one another (function arguments, allocations) do not alias; accesses through different
//! views of one memref are unknown; a memref passed to an operation the analysis does not
//! understand (a call, a `memref.load`/`store` with indices that are not affine,
//! `affine.execute_region` seen from outside, a DMA transfer's footprint) may be read and
//! written anywhere by it. A dependence involving a may-access is exact for the
//! over-approximated domains: it holds only if the `scf.if` conditions are true at both
//! instances (and "no dependence" remains a proof).
//!
//! ```
//! use tessera_ir::{parse, Registry};
//! use tessera_dependence::{analyze, Options};
//! let src = "func.func @f(%A: memref<10xf32>) {\n  affine.for %i = 1 to 10 {\n    %v = affine.load %A[%i - 1] : memref<10xf32>\n    affine.store %v, %A[%i] : memref<10xf32>\n  }\n  return\n}";
//! let reg = Registry::standard();
//! let m = parse(src, reg).unwrap();
//! let a = analyze(&m, reg, &Options::default()).unwrap();
//! // The store at iteration i is read at iteration i + 1: distance exactly 1.
//! let p = a.pair(1, 0).unwrap();
//! match &p.depths[0] {
//!     tessera_dependence::DepthResult::Dependent { components, .. } => {
//!         assert_eq!(components[0].distance().and_then(|d| d.to_i64()), Some(1));
//!     }
//!     other => panic!("{other:?}"),
//! }
//! ```
//!
//! The dependence graph, per-loop parallelism and the legality of band transformations: in
//! `A[i][j] = A[i-1][j+1]` the only dependence has distance `(1, -1)`, so the outer loop is
//! sequential, the inner one parallel, and interchange and tiling are illegal (the witness names
//! the two iterations and the cell):
//!
//! ```
//! use tessera_ir::{parse, Registry};
//! use tessera_dependence::graph::{self, Parallelism};
//! use tessera_dependence::legality::{self, Legality};
//! use tessera_dependence::{analyze, Options};
//! let src = "func.func @f(%A: memref<10x10xf32>) {
//!   affine.for %i = 1 to 10 {
//!     affine.for %j = 0 to 9 {
//!       %v = affine.load %A[%i - 1, %j + 1] : memref<10x10xf32>
//!       affine.store %v, %A[%i, %j] : memref<10x10xf32>
//!     }
//!   }
//!   return
//! }";
//! let reg = Registry::standard();
//! let m = parse(src, reg).unwrap();
//! let a = analyze(&m, reg, &Options::default()).unwrap();
//!
//! // One edge: the store (access 1) flows to the load (access 0), carried by %i.
//! let g = graph::build(&a);
//! assert_eq!(g.graph.edge_count(), 1);
//! assert_eq!(g.sccs().len(), 2);
//!
//! let facts = graph::loop_facts(&m, &a);
//! let verdicts: Vec<(String, &str)> = facts
//!     .iter()
//!     .map(|f| {
//!         let v = match f.parallelism {
//!             Parallelism::Parallel => "parallel",
//!             Parallelism::Sequential { .. } => "sequential",
//!             _ => "other",
//!         };
//!         (graph::loop_name(&m, &f.dim), v)
//!     })
//!     .collect();
//! assert_eq!(verdicts, [("%i".to_string(), "sequential"), ("%j".to_string(), "parallel")]);
//!
//! let band = a.accesses[0].model.as_ref().unwrap().loops.clone();
//! assert_eq!(legality::check_parallel(&m, &a, band[1]), Legality::Legal);
//! assert!(matches!(legality::check_tiling(&m, &a, &band), Legality::Illegal(_)));
//! match legality::check_permutation(&m, &a, &band, &[1, 0]).unwrap() {
//!     Legality::Illegal(v) => assert_eq!((v.src, v.dst), (1, 0)),
//!     other => panic!("{other:?}"),
//! }
//! ```

#![warn(missing_docs)]

pub mod access;
pub mod analysis;
#[cfg(any(test, feature = "oracle"))]
pub mod bruteforce;
pub mod carried;
pub mod dataflow;
pub mod error;
pub mod graph;
pub mod legality;
mod linalg;
pub mod linexpr;
pub mod model;
pub mod parallel;
pub mod remarks;
#[cfg(any(test, feature = "oracle"))]
pub mod replay;
pub mod report;
pub mod solve;

pub use access::{Access, AccessKind, Model};
pub use analysis::{analyze, Analysis, DepKind, Options, PairResult, DEFAULT_WORK_LIMIT};
pub use error::{DepError, DepResult};
pub use solve::{Component, DepthResult, Extent, Witness};
