//! The integration tests of this package, one test binary: each file of this folder is a
//! module (`cargo test --test suite NAME::` runs one), the helpers several of them share are
//! the folders beside it. One binary links once and lets the test harness spread every test
//! over the cores.

#[path = "../filecheck/mod.rs"]
mod filecheck;

mod cli;
mod closed_pipe;
mod deps_dataflow;
mod deps_dir;
mod exreg_deps;
mod linalg_deps;
mod lit;
mod report_html;
mod report_viz;
mod run_cgeist;
mod run_limits;
mod run_limits_native;
mod viz_schedule;
