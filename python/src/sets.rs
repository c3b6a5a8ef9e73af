//! `tessera.Set` and `tessera.Map`: Presburger sets and relations in isl notation.
//!
//! Both wrap a [`PresburgerSet`] (a relation is a set whose space has a domain tuple). Every
//! operation is exact; one whose work budget runs out raises `tessera.UnknownError`.

use num_bigint::BigInt;
use pyo3::exceptions::{PyTypeError, PyValueError};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use tessera_polyhedral::budget::Budget;
use tessera_polyhedral::error::{PResult, PresburgerError};
use tessera_polyhedral::int::Int;
use tessera_polyhedral::isl::{parse_affine_expr, parse_set};
use tessera_polyhedral::linear::System;
use tessera_polyhedral::set::{Optimum, Piece, PresburgerSet};

use crate::errors::{presburger, UnsupportedError};

/// Default cap on the number of points `points()` enumerates.
const DEFAULT_MAX_POINTS: u64 = 1_000_000;

/// A Presburger set: `tessera.Set("[N] -> { [i, j] : 0 <= i < j < N }")`.
#[pyclass(name = "Set", module = "tessera", frozen)]
#[derive(Clone)]
pub struct Set {
    pub(crate) inner: PresburgerSet,
}

/// A Presburger relation: `tessera.Map("{ [i] -> [i + 1] : 0 <= i < 10 }")`.
#[pyclass(name = "Map", module = "tessera", frozen)]
#[derive(Clone)]
pub struct Map {
    pub(crate) inner: PresburgerSet,
}

fn budget() -> Budget {
    Budget::default()
}

/// The text `tessera calc` prints for a set: simplified, implied constraints dropped when the
/// budget allows.
fn render(s: &PresburgerSet) -> String {
    tessera_polyhedral::isl::to_isl_simplified(s)
}

fn int_py(py: Python<'_>, v: &Int) -> PyResult<Py<PyAny>> {
    Ok(match v.to_i64() {
        Some(x) => x.into_pyobject(py)?.into_any().unbind(),
        None => v.to_big().into_pyobject(py)?.into_any().unbind(),
    })
}

fn tuple_py<'py>(py: Python<'py>, vals: &[Int]) -> PyResult<Bound<'py, PyTuple>> {
    let items = vals
        .iter()
        .map(|v| int_py(py, v))
        .collect::<PyResult<Vec<_>>>()?;
    PyTuple::new(py, items)
}

fn ints_from_py(obj: &Bound<'_, PyAny>) -> PyResult<Vec<Int>> {
    let v: Vec<BigInt> = obj
        .extract()
        .map_err(|_| PyTypeError::new_err("expected a sequence of integers"))?;
    Ok(v.into_iter().map(Int::from).collect())
}

/// The point `vals` (dimensions, then parameters) as a Python object: a tuple of the
/// dimensions for a set, a pair of tuples (input, output) for a relation.
fn point_py(py: Python<'_>, s: &PresburgerSet, vals: &[Int]) -> PyResult<Py<PyAny>> {
    let nd = s.space.ndims();
    match &s.space.domain {
        None => Ok(tuple_py(py, &vals[..nd])?.into_any().unbind()),
        Some(d) => {
            let a = tuple_py(py, &vals[..d.len()])?;
            let b = tuple_py(py, &vals[d.len()..nd])?;
            Ok(PyTuple::new(py, [a, b])?.into_any().unbind())
        }
    }
}

/// A point given from Python (a tuple for a set, a pair of tuples for a relation) as the
/// dimension values.
fn point_from_py(s: &PresburgerSet, obj: &Bound<'_, PyAny>) -> PyResult<Vec<Int>> {
    let vals = match &s.space.domain {
        None => ints_from_py(obj)?,
        Some(_) => {
            let (a, b): (Bound<'_, PyAny>, Bound<'_, PyAny>) = obj.extract().map_err(|_| {
                PyTypeError::new_err("a point of a Map is a pair (input tuple, output tuple)")
            })?;
            let mut v = ints_from_py(&a)?;
            v.extend(ints_from_py(&b)?);
            v
        }
    };
    if vals.len() != s.space.ndims() {
        return Err(PyValueError::new_err(format!(
            "the point has {} coordinates, the space has {} dimensions",
            vals.len(),
            s.space.ndims()
        )));
    }
    Ok(vals)
}

fn no_params(s: &PresburgerSet, what: &str) -> PyResult<()> {
    if s.space.nparams() > 0 {
        return Err(UnsupportedError::new_err(format!(
            "{what} of a parametric set (parameters {}); fix them first with fix_params",
            s.space.params.join(", ")
        )));
    }
    Ok(())
}

/// `s ∩ { x_k = v }`.
fn fix_dim(s: &PresburgerSet, k: usize, v: &Int) -> PResult<PresburgerSet> {
    let nf = s.space.nfixed();
    let mut row = vec![Int::zero(); nf + 1];
    row[k] = Int::one();
    row[nf] = -v.clone();
    let mut sys = System::new(nf);
    sys.add_eq(row);
    s.intersect(&PresburgerSet::from_system(s.space.clone(), sys)?)
}

/// Every point of a bounded parameter-free set, in lexicographic order: the range of each
/// dimension is bounded exactly (integer min/max over the set with the previous dimensions
/// fixed), and each candidate of the last dimension is checked for emptiness.
fn enumerate(
    s: &PresburgerSet,
    k: usize,
    prefix: &mut Vec<Int>,
    out: &mut Vec<Vec<Int>>,
    b: &mut Budget,
) -> PResult<()> {
    let nd = s.space.ndims();
    if k == nd {
        if !s.is_empty(b)? {
            out.push(prefix.clone());
        }
        return Ok(());
    }
    let mut f = vec![Int::zero(); s.space.nfixed() + 1];
    f[k] = Int::one();
    let (lo, hi) = match (s.min(&f, b)?, s.max(&f, b)?) {
        (Optimum::Value(lo), Optimum::Value(hi)) => (lo, hi),
        (Optimum::Empty, _) | (_, Optimum::Empty) => return Ok(()),
        _ => {
            return Err(PresburgerError::Unsupported(
                "the set is unbounded: its points cannot be enumerated".into(),
            ))
        }
    };
    let mut v = lo;
    while v <= hi {
        b.charge(1)?;
        let t = fix_dim(s, k, &v)?;
        prefix.push(v.clone());
        enumerate(&t, k + 1, prefix, out, b)?;
        prefix.pop();
        v = &v + &Int::one();
    }
    Ok(())
}

fn points(s: &PresburgerSet, max_points: u64) -> PyResult<Vec<Vec<Int>>> {
    no_params(s, "enumerating the points")?;
    let mut b = budget();
    let n = s.card(&mut b).map_err(presburger)?.ok_or_else(|| {
        UnsupportedError::new_err("the set is unbounded: its points cannot be enumerated")
    })?;
    if n > Int::from(i64::try_from(max_points).unwrap_or(i64::MAX)) {
        return Err(UnsupportedError::new_err(format!(
            "the set has {n} points, more than max_points={max_points}"
        )));
    }
    let mut out = Vec::new();
    // Enumeration charges one unit per candidate on top of the engine's own work.
    let mut b = Budget::new(budget().remaining().saturating_mul(10));
    enumerate(s, 0, &mut Vec::new(), &mut out, &mut b).map_err(presburger)?;
    Ok(out)
}

/// The index of each named or numbered dimension in `dims`.
fn dim_indices(s: &PresburgerSet, dims: &Bound<'_, PyAny>) -> PyResult<Vec<usize>> {
    let items: Vec<Bound<'_, PyAny>> = if dims.is_instance_of::<pyo3::types::PyString>() {
        vec![dims.clone()]
    } else {
        dims.try_iter()?.collect::<PyResult<_>>()?
    };
    let nd = s.space.ndims();
    items
        .iter()
        .map(|it| {
            if let Ok(name) = it.extract::<String>() {
                (0..nd)
                    .find(|&k| s.space.dim_name(k) == Some(name.as_str()))
                    .ok_or_else(|| PyValueError::new_err(format!("no dimension named '{name}'")))
            } else {
                let k: usize = it.extract().map_err(|_| {
                    PyTypeError::new_err("dimensions are given by name (str) or index (int)")
                })?;
                if k >= nd {
                    return Err(PyValueError::new_err(format!(
                        "dimension index {k} out of range (the space has {nd})"
                    )));
                }
                Ok(k)
            }
        })
        .collect()
}

/// The set with the parameters in `values` replaced by those values (and removed from its
/// parameter list).
fn fix_params(s: &PresburgerSet, values: &[(String, Int)]) -> PyResult<PresburgerSet> {
    let nd = s.space.ndims();
    let np = s.space.nparams();
    let mut fixed: Vec<Option<Int>> = vec![None; np];
    for (name, v) in values {
        let Some(k) = s.space.params.iter().position(|p| p == name) else {
            return Err(PyValueError::new_err(format!(
                "no parameter named '{name}'"
            )));
        };
        fixed[k] = Some(v.clone());
    }
    let keep: Vec<usize> = (0..np).filter(|&k| fixed[k].is_none()).collect();
    let mut space = s.space.clone();
    space.params = keep.iter().map(|&k| s.space.params[k].clone()).collect();
    let pieces = s
        .pieces
        .iter()
        .map(|p| {
            let n = p.sys.nvars();
            let subst = |r: &Vec<Int>| -> Vec<Int> {
                let mut out: Vec<Int> = r[..nd].to_vec();
                out.extend(keep.iter().map(|&k| r[nd + k].clone()));
                out.extend(r[nd + np..n].iter().cloned());
                let mut c = r[n].clone();
                for (k, v) in fixed.iter().enumerate() {
                    if let Some(v) = v {
                        c = &c + &(&r[nd + k] * v);
                    }
                }
                out.push(c);
                out
            };
            let mut sys = System::new(n - (np - keep.len()));
            for r in &p.sys.eqs {
                sys.add_eq(subst(r));
            }
            for r in &p.sys.ineqs {
                sys.add_ineq(subst(r));
            }
            Piece {
                nlocals: p.nlocals,
                sys,
            }
        })
        .collect();
    Ok(PresburgerSet { space, pieces })
}

/// The optimum of the affine function `expr` (over the set's dimension and parameter names).
fn optimum(py: Python<'_>, s: &PresburgerSet, expr: &str, max: bool) -> PyResult<Py<PyAny>> {
    let f = parse_affine_expr(expr, &s.space).map_err(presburger)?;
    let mut b = budget();
    let r = if max {
        s.max(&f, &mut b)
    } else {
        s.min(&f, &mut b)
    }
    .map_err(presburger)?;
    match r {
        Optimum::Empty => Ok(py.None()),
        Optimum::Unbounded => {
            let inf = if max {
                f64::INFINITY
            } else {
                f64::NEG_INFINITY
            };
            Ok(inf.into_pyobject(py)?.into_any().unbind())
        }
        Optimum::Value(v) => int_py(py, &v),
    }
}

fn lexopt(py: Python<'_>, s: &PresburgerSet, max: bool) -> PyResult<Option<Py<PyAny>>> {
    no_params(s, if max { "lexmax" } else { "lexmin" })?;
    match s.lexopt(max, &mut budget()).map_err(presburger)? {
        Some(p) => Ok(Some(point_py(py, s, &p)?)),
        None => Ok(None),
    }
}

fn parse_kind(text: &str, relation: bool) -> PyResult<PresburgerSet> {
    let s = parse_set(text).map_err(presburger)?;
    match (relation, s.space.domain.is_some()) {
        (false, true) => Err(PyValueError::new_err(
            "this is a relation (it has '->'): use tessera.Map",
        )),
        (true, false) if !s.pieces.is_empty() || s.space.range != Default::default() => Err(
            PyValueError::new_err("this is a set (it has no '->'): use tessera.Set"),
        ),
        _ => Ok(s),
    }
}

/// The methods `Set` and `Map` share; `$extra` holds the type's own.
macro_rules! presburger_methods {
    ($T:ident, $relation:expr, { $($extra:tt)* }) => {
        #[pymethods]
        impl $T {
            /// Parses isl notation (parameters, named tuples, `and`/`or`, `exists`, `floor`,
            /// `mod`, chained comparisons).
            #[new]
            fn py_new(text: &str) -> PyResult<Self> {
                Ok($T { inner: parse_kind(text, $relation)? })
            }

            fn __str__(&self) -> String {
                render(&self.inner)
            }

            fn __repr__(&self) -> String {
                format!("{}({:?})", stringify!($T), render(&self.inner))
            }

            /// The intersection.
            fn intersect(&self, other: PyRef<'_, Self>) -> PyResult<Self> {
                Ok($T { inner: self.inner.intersect(&other.inner).map_err(presburger)? })
            }

            /// The union.
            fn union(&self, other: PyRef<'_, Self>) -> PyResult<Self> {
                Ok($T { inner: self.inner.union(&other.inner).map_err(presburger)? })
            }

            /// The difference `self - other`.
            fn subtract(&self, other: PyRef<'_, Self>) -> PyResult<Self> {
                let inner = self.inner.subtract(&other.inner, &mut budget()).map_err(presburger)?;
                Ok($T { inner })
            }

            /// The complement in the space.
            fn complement(&self) -> PyResult<Self> {
                let inner = self.inner.complement(&mut budget()).map_err(presburger)?;
                Ok($T { inner })
            }

            /// The same points with fewer, merged pieces.
            fn coalesce(&self) -> PyResult<Self> {
                let inner = self.inner.coalesce(&mut budget()).map_err(presburger)?;
                Ok($T { inner })
            }

            /// The smallest box (per-dimension integer bounds) holding the set.
            fn bounding_box(&self) -> PyResult<Self> {
                let inner = self.inner.bounding_box(&mut budget()).map_err(presburger)?;
                Ok($T { inner })
            }

            /// Whether the set has no integer point (for no value of the parameters).
            fn is_empty(&self) -> PyResult<bool> {
                self.inner.is_empty(&mut budget()).map_err(presburger)
            }

            /// Whether `self ⊆ other`.
            fn is_subset(&self, other: PyRef<'_, Self>) -> PyResult<bool> {
                self.inner.is_subset(&other.inner, &mut budget()).map_err(presburger)
            }

            /// Whether `self ⊊ other`.
            fn is_strict_subset(&self, other: PyRef<'_, Self>) -> PyResult<bool> {
                let mut b = budget();
                Ok(self.inner.is_subset(&other.inner, &mut b).map_err(presburger)?
                    && !other.inner.is_subset(&self.inner, &mut b).map_err(presburger)?)
            }

            /// Whether the two hold the same points.
            fn is_equal(&self, other: PyRef<'_, Self>) -> PyResult<bool> {
                self.inner.is_equal(&other.inner, &mut budget()).map_err(presburger)
            }

            /// The exact number of integer points. Raises `UnsupportedError` when the set is
            /// unbounded (infinite) or parametric.
            fn card(&self, py: Python<'_>) -> PyResult<Py<PyAny>> {
                match self.inner.card(&mut budget()).map_err(presburger)? {
                    Some(n) => int_py(py, &n),
                    None => Err(UnsupportedError::new_err(
                        "the set is unbounded: it has infinitely many points",
                    )),
                }
            }

            /// The lexicographically smallest point, or `None` when empty.
            fn lexmin(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
                lexopt(py, &self.inner, false)
            }

            /// The lexicographically largest point, or `None` when empty.
            fn lexmax(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
                lexopt(py, &self.inner, true)
            }

            /// The minimum of an affine expression over the set's names (`"i + 2*j"`):
            /// an int, `-inf` when unbounded, `None` when the set is empty.
            fn min(&self, py: Python<'_>, expr: &str) -> PyResult<Py<PyAny>> {
                optimum(py, &self.inner, expr, false)
            }

            /// The maximum of an affine expression: an int, `inf` when unbounded, `None` when
            /// the set is empty.
            fn max(&self, py: Python<'_>, expr: &str) -> PyResult<Py<PyAny>> {
                optimum(py, &self.inner, expr, true)
            }

            /// Some point of a parameter-free set, or `None` when empty.
            fn sample(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
                no_params(&self.inner, "sample")?;
                match self.inner.sample(&mut budget()).map_err(presburger)? {
                    Some(p) => Ok(Some(point_py(py, &self.inner, &p)?)),
                    None => Ok(None),
                }
            }

            /// Some point and the parameter values it belongs to, as `(point, {name:
            /// value})`, or `None` when empty.
            fn sample_with_params(&self, py: Python<'_>) -> PyResult<Option<Py<PyAny>>> {
                let Some(p) = self.inner.sample(&mut budget()).map_err(presburger)? else {
                    return Ok(None);
                };
                let nd = self.inner.space.ndims();
                let d = PyDict::new(py);
                for (name, v) in self.inner.space.params.iter().zip(&p[nd..]) {
                    d.set_item(name, int_py(py, v)?)?;
                }
                let pt = point_py(py, &self.inner, &p)?;
                Ok(Some(PyTuple::new(py, [pt, d.into_any().unbind()])?.into_any().unbind()))
            }

            /// Every point of a bounded, parameter-free set in lexicographic order. Raises
            /// `UnsupportedError` when the set is unbounded, parametric, or has more than
            /// `max_points` points.
            #[pyo3(signature = (max_points = DEFAULT_MAX_POINTS))]
            fn points<'py>(&self, py: Python<'py>, max_points: u64) -> PyResult<Bound<'py, PyList>> {
                let pts = points(&self.inner, max_points)?;
                let items = pts
                    .iter()
                    .map(|p| point_py(py, &self.inner, p))
                    .collect::<PyResult<Vec<_>>>()?;
                PyList::new(py, items)
            }

            fn __iter__<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, pyo3::types::PyIterator>> {
                self.points(py, DEFAULT_MAX_POINTS)?.try_iter()
            }

            fn __contains__(&self, point: &Bound<'_, PyAny>) -> PyResult<bool> {
                no_params(&self.inner, "membership")?;
                let p = point_from_py(&self.inner, point)?;
                self.inner.contains(&p, &mut budget()).map_err(presburger)
            }

            /// The set with some parameters given values (`fix_params(N=10)`); they leave the
            /// parameter list.
            #[pyo3(signature = (**values))]
            fn fix_params(&self, values: Option<&Bound<'_, PyDict>>) -> PyResult<Self> {
                let mut v = Vec::new();
                if let Some(d) = values {
                    for (k, x) in d.iter() {
                        let x: BigInt = x.extract()?;
                        v.push((k.extract::<String>()?, Int::from(x)));
                    }
                }
                Ok($T { inner: fix_params(&self.inner, &v)? })
            }

            /// Keeps the given dimensions (names or indices, in that order) and projects out
            /// the others; the result is a `Set`.
            fn project(&self, dims: &Bound<'_, PyAny>) -> PyResult<Set> {
                let keep = dim_indices(&self.inner, dims)?;
                let inner = self.inner.project_onto(&keep, &mut budget()).map_err(presburger)?;
                Ok(Set { inner })
            }

            /// Projects out the given dimensions (names or indices), keeping the others in
            /// order; the result is a `Set`.
            fn project_out(&self, dims: &Bound<'_, PyAny>) -> PyResult<Set> {
                let drop = dim_indices(&self.inner, dims)?;
                let keep: Vec<usize> =
                    (0..self.inner.space.ndims()).filter(|k| !drop.contains(k)).collect();
                let inner = self.inner.project_onto(&keep, &mut budget()).map_err(presburger)?;
                Ok(Set { inner })
            }

            /// Parameter names.
            #[getter]
            fn params(&self) -> Vec<String> {
                self.inner.space.params.clone()
            }

            fn __and__(&self, other: PyRef<'_, Self>) -> PyResult<Self> {
                self.intersect(other)
            }

            fn __or__(&self, other: PyRef<'_, Self>) -> PyResult<Self> {
                self.union(other)
            }

            fn __sub__(&self, other: PyRef<'_, Self>) -> PyResult<Self> {
                self.subtract(other)
            }

            fn __eq__(&self, other: PyRef<'_, Self>) -> PyResult<bool> {
                self.is_equal(other)
            }

            fn __ne__(&self, other: PyRef<'_, Self>) -> PyResult<bool> {
                Ok(!self.is_equal(other)?)
            }

            fn __le__(&self, other: PyRef<'_, Self>) -> PyResult<bool> {
                self.is_subset(other)
            }

            fn __lt__(&self, other: PyRef<'_, Self>) -> PyResult<bool> {
                self.is_strict_subset(other)
            }

            fn __ge__(&self, other: PyRef<'_, Self>) -> PyResult<bool> {
                other.inner.is_subset(&self.inner, &mut budget()).map_err(presburger)
            }

            fn __gt__(&self, other: PyRef<'_, Self>) -> PyResult<bool> {
                let mut b = budget();
                Ok(other.inner.is_subset(&self.inner, &mut b).map_err(presburger)?
                    && !self.inner.is_subset(&other.inner, &mut b).map_err(presburger)?)
            }

            /// Sets compare by their points, which has no hash consistent with equality.
            fn __hash__(&self) -> PyResult<isize> {
                Err(PyTypeError::new_err(concat!(
                    "unhashable type: '",
                    stringify!($T),
                    "' (compare sets by their points; hash str(x) instead)"
                )))
            }

            $($extra)*
        }
    };
}

presburger_methods!(Set, false, {
    /// Number of dimensions.
    #[getter]
    fn n_dim(&self) -> usize {
        self.inner.space.range.len()
    }

    /// Dimension names (`None` for a dimension written as an expression).
    #[getter]
    fn dim_names(&self) -> Vec<Option<String>> {
        self.inner.space.range.dims.clone()
    }

    /// The tuple name (`S` in `{ S[i] : ... }`), if any.
    #[getter]
    fn name(&self) -> Option<String> {
        self.inner.space.range.name.clone()
    }

    /// The image of the set under a relation (isl's `apply`).
    fn apply(&self, map: PyRef<'_, Map>) -> PyResult<Set> {
        let inner = map
            .inner
            .apply(&self.inner, &mut budget())
            .map_err(presburger)?;
        Ok(Set { inner })
    }
});

presburger_methods!(Map, true, {
    /// Number of input dimensions.
    #[getter]
    fn n_in(&self) -> usize {
        self.inner.space.domain.as_ref().map_or(0, |d| d.len())
    }

    /// Number of output dimensions.
    #[getter]
    fn n_out(&self) -> usize {
        self.inner.space.range.len()
    }

    /// Input dimension names.
    #[getter]
    fn in_names(&self) -> Vec<Option<String>> {
        self.inner
            .space
            .domain
            .as_ref()
            .map(|d| d.dims.clone())
            .unwrap_or_default()
    }

    /// Output dimension names.
    #[getter]
    fn out_names(&self) -> Vec<Option<String>> {
        self.inner.space.range.dims.clone()
    }

    /// The image of a set: `{ y : exists x in set, x -> y in self }`.
    fn apply(&self, set: PyRef<'_, Set>) -> PyResult<Set> {
        let inner = self
            .inner
            .apply(&set.inner, &mut budget())
            .map_err(presburger)?;
        Ok(Set { inner })
    }

    /// `m(s)` is `m.apply(s)`.
    fn __call__(&self, set: PyRef<'_, Set>) -> PyResult<Set> {
        self.apply(set)
    }

    /// The inverse relation.
    fn reverse(&self) -> PyResult<Map> {
        Ok(Map {
            inner: self.inner.reverse().map_err(presburger)?,
        })
    }

    /// The domain (the inputs that have an image).
    fn domain(&self) -> PyResult<Set> {
        Ok(Set {
            inner: self.inner.domain(&mut budget()).map_err(presburger)?,
        })
    }

    /// The range (the outputs that have a preimage).
    fn range(&self) -> PyResult<Set> {
        Ok(Set {
            inner: self.inner.range(&mut budget()).map_err(presburger)?,
        })
    }
});
