//! The integration tests of the `tessera` package, one test binary: each file of this
//! folder is a module (`cargo test --test suite NAME::` runs one), the helpers shared by
//! several of them are the `*_common` folders beside it. One binary links once and lets the
//! test harness spread every test over the cores, where 78 binaries linked 78 times and ran
//! one after another.

#[path = "../cbackend_common/mod.rs"]
mod cbackend_common;
#[path = "../dependence_common/mod.rs"]
mod dependence_common;
#[path = "../dma_common/mod.rs"]
mod dma_common;
#[path = "../exreg_common/mod.rs"]
mod exreg_common;
#[path = "../ir_common/mod.rs"]
mod ir_common;
#[path = "../jit_opt_common/mod.rs"]
mod jit_opt_common;
#[path = "../linalg_common/mod.rs"]
mod linalg_common;
#[path = "../linalg_deps_gen/mod.rs"]
mod linalg_deps_gen;
#[path = "../linalg_generic_common/mod.rs"]
mod linalg_generic_common;
#[path = "../parallelize_common/mod.rs"]
mod parallelize_common;
#[path = "../random_programs_common/mod.rs"]
mod random_programs_common;
#[path = "../schedule_common/mod.rs"]
mod schedule_common;
#[path = "../schedule_scan_common/mod.rs"]
mod schedule_scan_common;
#[path = "../transform_cleanup_common/mod.rs"]
mod transform_cleanup_common;
#[path = "../transform_common/mod.rs"]
mod transform_common;
#[path = "../vector_programs_common/mod.rs"]
mod vector_programs_common;

mod analysis_cache;
mod cbackend_exec;
mod cbackend_omp;
mod cbackend_polybench;
mod cbackend_vector;
mod cbackend_views;
mod cgeist_modules;
mod dataflow_props;
mod dependence_api;
mod dependence_props;
mod dependence_remarks;
mod deps_scfif_corpus;
mod deps_scfif_props;
mod deps_transformed_props;
mod deps_work_limit;
mod dma_data_copy;
mod dma_deps;
mod dma_exec;
mod dma_pipeline;
mod exec_deadline_checks;
mod exec_interp;
mod exec_interp_errors;
mod exec_interp_ops;
mod exec_interp_vector;
mod exec_jit;
mod exec_jit_corpus;
mod exec_jit_parallel;
mod exec_jit_random;
mod exec_jit_safety;
mod exec_jit_vector;
mod exreg_deps;
mod exreg_exec;
mod exreg_passes;
mod ir_affine_scope;
mod ir_dialect_affine;
mod ir_dialect_affine_errors;
mod ir_dialect_linalg;
mod ir_dialect_linalg_errors;
mod ir_dialect_math;
mod ir_dialect_memref;
mod ir_dialect_scf;
mod ir_dialect_scf_errors;
mod ir_dialect_vector;
mod ir_errors;
mod ir_fuzz;
mod ir_roundtrip;
mod jit_opt;
mod jit_simd;
mod jit_vector_ops;
mod linalg_deps;
mod linalg_exec;
mod linalg_generic;
mod linalg_lower;
mod linalg_ops_roundtrip;
mod linalg_passes;
mod linalg_promote;
mod linalg_tile;
mod lowering_affine;
mod lowering_affine_props;
mod lowering_linalg;
mod optimize_measure;
mod parallelize_privatize;
mod schedule_cost_guard;
mod schedule_diamond;
mod schedule_full_tiles;
mod schedule_parallel_groups;
mod schedule_polybench;
mod schedule_polygeist;
mod schedule_props;
mod schedule_real_inputs;
mod schedule_scan;
mod schedule_scan_polybench;
mod schedule_scan_random;
mod schedule_second_level;
mod schedule_tile_sizes;
mod transform_cleanup;
mod transform_copy_levels;
mod transform_fusion;
mod transform_matmul;
mod transform_parallelize;
mod transform_pipeline_props;
mod transform_replay;
mod transform_script;
mod transform_tile;
mod transform_vectorize;
mod vector_ops_exec;
mod vector_print_exec;
