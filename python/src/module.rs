//! Functions over MLIR text: `parse`, `transform`, `schedule`, `list_passes`, `deps`.
//!
//! Each parses and verifies its input as `tessera opt` does; a diagnostic becomes an exception
//! whose message is the CLI's (`FILE:LINE:COL: error: ...`, the source line and a caret).

use pyo3::exceptions::{PyFileNotFoundError, PyOSError, PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use tessera_ir::{Module, PrintOptions, Registry};
use tessera_transforms::schedule::driver::auto_schedule;
use tessera_transforms::schedule::pass::parse_options;

use crate::errors::{ParseError, TesseraError, TransformError};

/// Parses and verifies MLIR text.
fn load(text: &str, filename: &str) -> PyResult<Module> {
    let reg = Registry::standard();
    tessera_ir::parse(text, reg)
        .and_then(|m| tessera_ir::verify(&m, reg).map(|()| m))
        .map_err(|e| ParseError::new_err(e.render(filename, text).trim_end().to_string()))
}

fn print(m: &Module, generic: bool) -> String {
    tessera_ir::print(m, Registry::standard(), PrintOptions { generic })
}

/// The printed module, or `(module, remarks)` when the caller asked for the remarks.
fn result(
    py: Python<'_>,
    text: String,
    remarks: Vec<String>,
    with_remarks: bool,
) -> PyResult<Py<PyAny>> {
    if !with_remarks {
        return Ok(text.into_pyobject(py)?.into_any().unbind());
    }
    let t = text.into_pyobject(py)?.into_any();
    let r = PyList::new(py, remarks)?.into_any();
    Ok(PyTuple::new(py, [t, r])?.into_any().unbind())
}

/// Parses and verifies MLIR text and prints it back (as `tessera opt` with no pass, or
/// `mlir-opt`): the custom form, or the generic form with `generic=True`.
#[pyfunction]
#[pyo3(signature = (text, *, generic = false, filename = "<string>"))]
pub fn parse(text: &str, generic: bool, filename: &str) -> PyResult<String> {
    let m = load(text, filename)?;
    Ok(print(&m, generic))
}

/// Runs a pass pipeline as `tessera opt --pass-pipeline=PIPELINE` (MLIR's syntax,
/// `builtin.module(func.func(affine-loop-tile{tile-sizes=32,32}))`, or `p1,p2`) and returns the
/// printed module. With `remarks=True`, returns `(module, remarks)`, the remarks being the lines
/// `tessera opt` prints on standard error (refusals, with their reason).
#[pyfunction]
#[pyo3(signature = (text, pipeline, *, generic = false, filename = "<string>", remarks = false))]
pub fn transform(
    py: Python<'_>,
    text: &str,
    pipeline: &str,
    generic: bool,
    filename: &str,
    remarks: bool,
) -> PyResult<Py<PyAny>> {
    let reg = Registry::standard();
    let mut m = load(text, filename)?;
    let p = tessera_transforms::parse_pipeline(pipeline)
        .map_err(|e| ParseError::new_err(format!("error: {}", e.message)))?;
    let rs = p
        .run(&mut m)
        .map_err(|e| TransformError::new_err(e.render(filename)))?;
    tessera_ir::verify(&m, reg)
        .map_err(|e| TransformError::new_err(e.render(filename, text).trim_end().to_string()))?;
    let rs = rs.iter().map(|r| r.render(filename)).collect();
    result(py, print(&m, generic), rs, remarks)
}

/// Automatic Pluto-class scheduling of every affine region, as `tessera schedule`: every
/// option of the pass `affine-auto-schedule` is a keyword argument (`-` written `_`:
/// `tile_sizes=[32, 64]`, `tile=False`, `parallel=False`, `fuse="max"`, `max_coefficient=2`,
/// `unroll_jam=4`, `guard=True`, `dataflow=True`, ...; `list_passes()` lists them with their
/// defaults), checked by the pass's own option table; `function` restricts it to one function.
/// Returns the printed module; regions that cannot be scheduled are kept as they were, and
/// with `remarks=True` the call returns `(module, remarks)` saying which (and which loops
/// were privatised).
#[pyfunction]
#[pyo3(signature = (
    text, *, function = None, generic = false, filename = "<string>", remarks = false,
    **options
))]
pub fn schedule(
    py: Python<'_>,
    text: &str,
    function: Option<&str>,
    generic: bool,
    filename: &str,
    remarks: bool,
    options: Option<&Bound<'_, PyDict>>,
) -> PyResult<Py<PyAny>> {
    let mut given = tessera_transforms::PassOptions::default();
    if let Some(kw) = options {
        for (k, v) in kw.iter() {
            let key = k.extract::<String>()?.replace('_', "-");
            let value = if v.is_none() {
                continue;
            } else if let Ok(b) = v.extract::<bool>() {
                b.to_string()
            } else if let Ok(n) = v.extract::<i64>() {
                n.to_string()
            } else if let Ok(s) = v.extract::<String>() {
                s
            } else if let Ok(l) = v.extract::<Vec<i64>>() {
                l.iter().map(i64::to_string).collect::<Vec<_>>().join(",")
            } else {
                return Err(PyValueError::new_err(format!(
                    "option '{key}': expected a bool, an int, a str or a list of ints"
                )));
            };
            given.entries.push((key, Some(value)));
        }
    }
    let info = tessera_transforms::schedule::pass::INFO;
    let o = tessera_transforms::options::Options::parse(info.name, info.options, &given)
        .and_then(|o| parse_options(&o))
        .map_err(|e| PyValueError::new_err(e.message))?;
    let reg = Registry::standard();
    let mut m = load(text, filename)?;
    let funcs = tessera_transforms::pass::functions(&m);
    let funcs: Vec<_> = match function {
        Some(name) => vec![funcs
            .iter()
            .copied()
            .find(|&f| tessera_transforms::loops::function_name(&m, f).as_deref() == Some(name))
            .ok_or_else(|| {
                PyValueError::new_err(format!("no function '@{name}' in {filename}"))
            })?],
        None => funcs,
    };
    let at = |pos: Option<tessera_ir::Pos>| match pos {
        Some(p) => format!("{filename}:{}:{}", p.line, p.col),
        None => filename.to_string(),
    };
    let mut rs = Vec::new();
    for func in funcs {
        let (reports, skipped) = auto_schedule(&mut m, reg, func, &o);
        for s in &skipped {
            rs.push(format!(
                "{}: remark: loop nest left unscheduled: {}",
                at(s.pos),
                s.reason
            ));
        }
        for r in &reports {
            if let Some(why) = &r.kept {
                rs.push(format!(
                    "{}: remark: region kept in its original order: {why}",
                    at(r.pos)
                ));
            }
            for p in &r.privatized {
                rs.push(format!("{}: remark: {p}", at(r.pos)));
            }
        }
    }
    tessera_ir::verify(&m, reg).map_err(|e| {
        TransformError::new_err(format!(
            "{filename}: error: internal: the scheduled module does not verify: {}",
            e.message
        ))
    })?;
    result(py, print(&m, generic), rs, remarks)
}

/// The registered passes: a list of `{"name", "summary", "options"}` dicts, each option a
/// `{"name", "values", "default", "help"}` dict (what `tessera opt --list-passes` prints).
#[pyfunction]
pub fn list_passes(py: Python<'_>) -> PyResult<Bound<'_, PyList>> {
    let items = tessera_transforms::registry::PASSES
        .iter()
        .map(|p| {
            let d = PyDict::new(py);
            d.set_item("name", p.name)?;
            d.set_item("summary", p.summary)?;
            let opts = p
                .options
                .iter()
                .map(|o| {
                    let od = PyDict::new(py);
                    od.set_item("name", o.name)?;
                    od.set_item("values", o.kind.syntax())?;
                    od.set_item("default", o.default)?;
                    od.set_item("help", o.help)?;
                    Ok(od)
                })
                .collect::<PyResult<Vec<_>>>()?;
            d.set_item("options", opts)?;
            Ok(d)
        })
        .collect::<PyResult<Vec<_>>>()?;
    PyList::new(py, items)
}

/// `source` as (text, name): a `str` holding MLIR (a newline or any of `{}()%@`) is the text
/// itself, named `<string>`; any other `str` or `os.PathLike` is a file to read, named by its
/// path. `filename` overrides the name.
fn source_text(source: &Bound<'_, PyAny>, filename: Option<&str>) -> PyResult<(String, String)> {
    if let Ok(s) = source.extract::<String>() {
        if s.contains(|c: char| "\n{}()%@".contains(c)) {
            return Ok((s, filename.unwrap_or("<string>").to_string()));
        }
    }
    let path: std::path::PathBuf = source.extract().map_err(|_| {
        PyTypeError::new_err("expected MLIR text (str) or a path (str or os.PathLike)")
    })?;
    let text = std::fs::read_to_string(&path).map_err(|e| {
        let msg = format!("cannot read {}: {e}", path.display());
        match e.kind() {
            std::io::ErrorKind::NotFound => PyFileNotFoundError::new_err(msg),
            _ => PyOSError::new_err(msg),
        }
    })?;
    let name = filename.map_or_else(|| path.display().to_string(), str::to_string);
    Ok((text, name))
}

/// The dependence report of a module: the `tessera-deps/1` document `tessera deps --format
/// json` prints, as Python dicts and lists (integers beyond 64 bits are strings, as in the
/// JSON). `source` is MLIR text or a path; options as the CLI's (`function`, `polyhedra`,
/// `rar`, `prefetch`); `filename` names the input in the report and in error messages. Each
/// loop's `verdict` is `parallel`, `reduction`, `sequential` or `unknown`; its `verdict_text`
/// is the verdict in the words of the text report (`parallel as a reduction (memref cell:
/// arith.addf)`, `sequential: carries RAW #1 -> #0; witness: src (%i = 1) -> dst (%i = 2),
/// cell [1]`).
#[pyfunction]
#[pyo3(signature = (
    source, *, function = None, polyhedra = false, rar = false, prefetch = false, filename = None
))]
pub fn deps<'py>(
    py: Python<'py>,
    source: &Bound<'py, PyAny>,
    function: Option<String>,
    polyhedra: bool,
    rar: bool,
    prefetch: bool,
    filename: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    use tessera_dependence::report::{self, ReportOptions};
    let (text, name) = source_text(source, filename)?;
    let m = load(&text, &name)?;
    let opts = tessera_dependence::Options {
        rar,
        prefetch,
        function: function.clone(),
        ..tessera_dependence::Options::default()
    };
    let a = tessera_dependence::analyze(&m, Registry::standard(), &opts)
        .map_err(|e| TesseraError::new_err(format!("{name}: error: {e}")))?;
    let r = report::build(
        &m,
        &a,
        &ReportOptions {
            file: name,
            function,
            polyhedra,
        },
    );
    let json = serde_json::to_string(&r)
        .map_err(|e| TesseraError::new_err(format!("cannot serialise the report: {e}")))?;
    py.import("json")?.call_method1("loads", (json,))
}

/// The exact value-based dataflow of a module: the `tessera-dataflow/1` document `tessera deps
/// --dataflow --format json` prints, as Python dicts and lists, with every relation a
/// `tessera.Map` (`{ read instance -> write instance }`, the read's loops first) and every set
/// (`domain`, `initial`, `uninitialised`) a `tessera.Set` (`None` where the JSON has `null`).
/// `source` is MLIR text or a path; `function` restricts it to one function.
#[pyfunction]
#[pyo3(signature = (source, *, function = None, filename = None))]
pub fn dataflow<'py>(
    py: Python<'py>,
    source: &Bound<'py, PyAny>,
    function: Option<String>,
    filename: Option<&str>,
) -> PyResult<Bound<'py, PyAny>> {
    use crate::sets::{Map, Set};
    use tessera_dependence::dataflow::{self, report, DataflowOptions};
    let (text, name) = source_text(source, filename)?;
    let m = load(&text, &name)?;
    let d = dataflow::dataflow(
        &m,
        Registry::standard(),
        &DataflowOptions {
            function,
            ..DataflowOptions::default()
        },
    )
    .map_err(|e| TesseraError::new_err(format!("{name}: error: {e}")))?;
    let r = report::build(&m, &d, &name);
    let json = serde_json::to_string(&r)
        .map_err(|e| TesseraError::new_err(format!("cannot serialise the report: {e}")))?;
    let doc = py.import("json")?.call_method1("loads", (json,))?;
    let set = |s: &Option<tessera_polyhedral::set::PresburgerSet>| -> PyResult<Py<PyAny>> {
        match s {
            Some(s) => Ok(Py::new(py, Set { inner: s.clone() })?.into_any()),
            None => Ok(py.None()),
        }
    };
    let functions = doc.get_item("functions")?;
    for (fi, f) in d.functions.iter().enumerate() {
        let reads = functions.get_item(fi)?.get_item("reads")?;
        for (ri, rf) in f.reads.iter().enumerate() {
            let rd = reads.get_item(ri)?;
            rd.set_item("domain", set(&rf.domain)?)?;
            rd.set_item("initial", set(&rf.initial)?)?;
            rd.set_item("uninitialised", set(&rf.uninitialised)?)?;
            let sources = rd.get_item("sources")?;
            for (si, s) in rf.sources.iter().enumerate() {
                let rel: Py<PyAny> = match &s.relation {
                    Some(r) => Py::new(py, Map { inner: r.clone() })?.into_any(),
                    None => py.None(),
                };
                sources.get_item(si)?.set_item("relation", rel)?;
            }
        }
    }
    Ok(doc)
}
