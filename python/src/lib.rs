//! `import tessera`: Python bindings of tessera.
//!
//! - [`sets`]: `tessera.Set` and `tessera.Map`, Presburger sets and relations in isl notation
//!   over the exact engine of `tessera-polyhedral` (the operations of `tessera calc`).
//! - [`module`]: `tessera.parse`, `tessera.transform` (a pass pipeline, as `tessera opt
//!   --pass-pipeline`), `tessera.schedule` (as `tessera schedule`) and `tessera.deps` (the
//!   `tessera-deps/1` report of `tessera deps --format json`, as Python dicts and lists) and
//!   `tessera.dataflow` (the `tessera-dataflow/1` document of `tessera deps --dataflow`, its
//!   relations and sets as `tessera.Map`/`tessera.Set`).
//!
//! Errors are Python exceptions deriving from `tessera.TesseraError`, carrying the message the
//! CLI prints. An operation whose work budget runs out raises `tessera.UnknownError`: its answer
//! is unknown, never guessed.
//!
//! The crate is built by maturin (`python/pyproject.toml`); `pip install ./python` builds and
//! installs it.

use pyo3::prelude::*;

mod errors;
mod module;
mod sets;

pub use errors::{
    ParseError, SpaceMismatchError, TesseraError, TransformError, UnknownError, UnsupportedError,
};

/// The `tessera` Python module.
#[pymodule]
#[pyo3(name = "tessera")]
fn tessera_module(m: &Bound<'_, PyModule>) -> PyResult<()> {
    let py = m.py();
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    m.add("TesseraError", py.get_type::<TesseraError>())?;
    m.add("ParseError", py.get_type::<ParseError>())?;
    m.add("UnknownError", py.get_type::<UnknownError>())?;
    m.add("UnsupportedError", py.get_type::<UnsupportedError>())?;
    m.add("SpaceMismatchError", py.get_type::<SpaceMismatchError>())?;
    m.add("TransformError", py.get_type::<TransformError>())?;
    m.add_class::<sets::Set>()?;
    m.add_class::<sets::Map>()?;
    m.add_function(wrap_pyfunction!(module::parse, m)?)?;
    m.add_function(wrap_pyfunction!(module::transform, m)?)?;
    m.add_function(wrap_pyfunction!(module::schedule, m)?)?;
    m.add_function(wrap_pyfunction!(module::list_passes, m)?)?;
    m.add_function(wrap_pyfunction!(module::deps, m)?)?;
    m.add_function(wrap_pyfunction!(module::dataflow, m)?)?;
    Ok(())
}
