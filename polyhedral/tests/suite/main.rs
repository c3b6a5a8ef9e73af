//! The integration tests of this package, one test binary: each file of this folder is a
//! module (`cargo test --test suite NAME::` runs one), the helpers several of them share are
//! the folders beside it. One binary links once and lets the test harness spread every test
//! over the cores.

#[path = "../common/mod.rs"]
mod common;

mod flatten_props;
mod props;
mod regress;
mod set_relation;
mod simplex_props;
mod system_props;
