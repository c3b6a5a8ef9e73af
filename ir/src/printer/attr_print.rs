//! Printing types and attributes, with `#map`/`#set` aliases for affine maps and integer sets
//! numbered in order of first use, as `mlir-opt` does.

use crate::fxhash::FxHashMap as HashMap;
use std::fmt::Write;

use tessera_polyhedral::affine::{AffineMap, IntegerSet};

use crate::attrs::{Attribute, DenseData, ElemValue};
use crate::float::format_float;
use crate::lexer::escape_string;
use crate::types::{Signedness, Type, DYNAMIC};

/// Alias bookkeeping for one print of a module.
#[derive(Debug, Default)]
pub struct Aliases {
    enabled: bool,
    maps: HashMap<AffineMap, String>,
    sets: HashMap<IntegerSet, String>,
    /// Dialect attributes kept as text that MLIR's dialects name (`#sparse`, ...).
    opaque: super::dialect_alias::OpaqueAliases,
    defs: Vec<(String, String)>,
}

impl Aliases {
    /// No aliases: maps and sets print inline.
    pub fn disabled() -> Aliases {
        Aliases::default()
    }

    /// Aliases are assigned on first use.
    pub fn enabled() -> Aliases {
        Aliases {
            enabled: true,
            ..Default::default()
        }
    }

    /// Names the dialect attribute aliases once every attribute has been seen (between the
    /// collecting pass and the printing pass).
    pub fn finalize(&mut self) {
        self.opaque.finalize();
    }

    /// The alias definitions (`#map = affine_map<...>` lines).
    pub fn definitions(&self) -> String {
        let mut s = String::new();
        // MLIR orders aliases by nesting depth, then by name (`map` before `set`), then by
        // first use.
        let mut defs: Vec<(u32, &str, &str)> = self
            .defs
            .iter()
            .map(|(n, t)| (0, n.as_str(), t.as_str()))
            .collect();
        defs.extend(self.opaque.definitions().map(|(n, t, d)| (d, n, t)));
        defs.sort_by_key(|&(depth, name, _)| {
            (depth, name.trim_end_matches(|c: char| c.is_ascii_digit()))
        });
        for (_, name, text) in defs {
            let _ = writeln!(s, "#{name} = {text}");
        }
        s
    }

    fn map_alias(&mut self, m: &AffineMap) -> Option<String> {
        if !self.enabled {
            return None;
        }
        if let Some(n) = self.maps.get(m) {
            return Some(n.clone());
        }
        let name = if self.maps.is_empty() {
            "map".to_string()
        } else {
            format!("map{}", self.maps.len())
        };
        self.maps.insert(m.clone(), name.clone());
        self.defs.push((name.clone(), format!("affine_map<{m}>")));
        Some(name)
    }

    fn set_alias(&mut self, s: &IntegerSet) -> Option<String> {
        if !self.enabled {
            return None;
        }
        if let Some(n) = self.sets.get(s) {
            return Some(n.clone());
        }
        let name = if self.sets.is_empty() {
            "set".to_string()
        } else {
            format!("set{}", self.sets.len())
        };
        self.sets.insert(s.clone(), name.clone());
        self.defs.push((name.clone(), format!("affine_set<{s}>")));
        Some(name)
    }
}

/// True if `s` can be printed without quotes as a symbol or attribute name.
pub fn is_bare_identifier(s: &str) -> bool {
    let b = s.as_bytes();
    match b.first() {
        Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {}
        _ => return false,
    }
    b.iter()
        .all(|c| c.is_ascii_alphanumeric() || matches!(c, b'_' | b'$' | b'.'))
}

/// Writes `@name`, quoting it if needed.
pub fn write_symbol(out: &mut String, name: &str) {
    out.push('@');
    if is_bare_identifier(name) {
        out.push_str(name);
    } else {
        out.push('"');
        out.push_str(&escape_string(name.as_bytes()));
        out.push('"');
    }
}

fn write_dim(out: &mut String, d: i64) {
    if d == DYNAMIC {
        out.push('?');
    } else {
        let _ = write!(out, "{d}");
    }
}

/// Writes a type.
pub fn write_type(out: &mut String, ty: &Type, al: &mut Aliases) {
    match ty {
        Type::Index => out.push_str("index"),
        Type::None => out.push_str("none"),
        Type::Integer { width, signedness } => {
            let p = match signedness {
                Signedness::Signless => "i",
                Signedness::Signed => "si",
                Signedness::Unsigned => "ui",
            };
            let _ = write!(out, "{p}{width}");
        }
        Type::Float(k) => out.push_str(k.spelling()),
        Type::Complex(e) => {
            out.push_str("complex<");
            write_type(out, e, al);
            out.push('>');
        }
        Type::Tuple(v) => {
            out.push_str("tuple<");
            write_type_list(out, v, al);
            out.push('>');
        }
        Type::Function { inputs, results } => {
            out.push('(');
            write_type_list(out, inputs, al);
            out.push_str(") -> ");
            write_result_types(out, results, al);
        }
        Type::Vector {
            shape,
            scalable,
            elem,
        } => {
            out.push_str("vector<");
            for (i, d) in shape.iter().enumerate() {
                if scalable.get(i).copied().unwrap_or(false) {
                    let _ = write!(out, "[{d}]x");
                } else {
                    let _ = write!(out, "{d}x");
                }
            }
            write_type(out, elem, al);
            out.push('>');
        }
        Type::RankedTensor {
            shape,
            elem,
            encoding,
        } => {
            out.push_str("tensor<");
            for d in shape {
                write_dim(out, *d);
                out.push('x');
            }
            write_type(out, elem, al);
            if let Some(e) = encoding {
                out.push_str(", ");
                write_attr(out, e, al);
            }
            out.push('>');
        }
        Type::UnrankedTensor(elem) => {
            out.push_str("tensor<*x");
            write_type(out, elem, al);
            out.push('>');
        }
        Type::MemRef {
            shape,
            elem,
            layout,
            memory_space,
        } => {
            out.push_str("memref<");
            for d in shape {
                write_dim(out, *d);
                out.push('x');
            }
            write_type(out, elem, al);
            if let Some(l) = layout {
                out.push_str(", ");
                write_attr(out, l, al);
            }
            if let Some(m) = memory_space {
                out.push_str(", ");
                write_attr_elided(out, m, al);
            }
            out.push('>');
        }
        Type::UnrankedMemRef { elem, memory_space } => {
            out.push_str("memref<*x");
            write_type(out, elem, al);
            if let Some(m) = memory_space {
                out.push_str(", ");
                write_attr_elided(out, m, al);
            }
            out.push('>');
        }
        Type::Opaque(s) => out.push_str(s),
    }
}

/// Writes `t1, t2, ...`.
pub fn write_type_list(out: &mut String, v: &[Type], al: &mut Aliases) {
    for (i, t) in v.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_type(out, t, al);
    }
}

/// Writes function results: a single non-function type bare, otherwise parenthesized.
pub fn write_result_types(out: &mut String, results: &[Type], al: &mut Aliases) {
    match results {
        [t] if !matches!(t, Type::Function { .. }) => write_type(out, t, al),
        _ => {
            out.push('(');
            write_type_list(out, results, al);
            out.push(')');
        }
    }
}

/// Writes an attribute with its type (the default form).
pub fn write_attr(out: &mut String, a: &Attribute, al: &mut Aliases) {
    write_attr_impl(out, a, al, false);
}

/// Writes an attribute eliding an `i64`/`f64` type (as in arrays and memory spaces).
pub fn write_attr_elided(out: &mut String, a: &Attribute, al: &mut Aliases) {
    write_attr_impl(out, a, al, true);
}

fn write_int(out: &mut String, v: i128, ty: &Type) {
    let _ = write!(out, "{v}");
    let _ = ty;
}

fn write_attr_impl(out: &mut String, a: &Attribute, al: &mut Aliases, elide: bool) {
    match a {
        Attribute::Unit => out.push_str("unit"),
        Attribute::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        Attribute::Integer { value, ty } => {
            write_int(out, *value, ty);
            if !(elide && *ty == Type::int(64)) {
                out.push_str(" : ");
                write_type(out, ty, al);
            }
        }
        Attribute::Float { value, ty } => {
            let Type::Float(k) = ty else { return };
            out.push_str(&format_float(value, *k));
            if !(elide && *ty == Type::f64()) {
                out.push_str(" : ");
                write_type(out, ty, al);
            }
        }
        Attribute::String { value, ty } => {
            out.push('"');
            out.push_str(&escape_string(value));
            out.push('"');
            if let Some(t) = ty {
                out.push_str(" : ");
                write_type(out, t, al);
            }
        }
        Attribute::Type(t) => write_type(out, t, al),
        Attribute::Array(v) => {
            out.push('[');
            for (i, x) in v.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_attr_elided(out, x, al);
            }
            out.push(']');
        }
        Attribute::Dictionary(d) => write_dict(out, d, al),
        Attribute::SymbolRef { root, nested } => {
            write_symbol(out, root);
            for n in nested {
                out.push_str("::");
                write_symbol(out, n);
            }
        }
        Attribute::AffineMap(m) => match al.map_alias(m) {
            Some(n) => {
                let _ = write!(out, "#{n}");
            }
            None => {
                let _ = write!(out, "affine_map<{m}>");
            }
        },
        Attribute::IntegerSet(s) => match al.set_alias(s) {
            Some(n) => {
                let _ = write!(out, "#{n}");
            }
            None => {
                let _ = write!(out, "affine_set<{s}>");
            }
        },
        Attribute::DenseElements { ty, data } => {
            out.push_str("dense<");
            let elem = ty.element_type().cloned().unwrap_or(Type::None);
            write_dense_data(out, data, ty.shape().unwrap_or(&[]), &elem);
            out.push_str("> : ");
            write_type(out, ty, al);
        }
        Attribute::Sparse {
            ty,
            indices,
            indices_shape,
            values,
            values_shape,
        } => {
            out.push_str("sparse<");
            let elem = ty.element_type().cloned().unwrap_or(Type::None);
            let empty = matches!(indices, DenseData::Elements(v) if v.is_empty());
            if !empty {
                write_dense_data(out, indices, indices_shape, &Type::int(64));
                out.push_str(", ");
                write_dense_data(out, values, values_shape, &elem);
            }
            out.push_str("> : ");
            write_type(out, ty, al);
        }
        Attribute::DenseResource { handle, ty } => {
            let _ = write!(out, "dense_resource<{handle}> : ");
            write_type(out, ty, al);
        }
        Attribute::DenseArray { elem, values } => {
            out.push_str("array<");
            write_type(out, elem, al);
            if !values.is_empty() {
                out.push_str(": ");
                for (i, v) in values.iter().enumerate() {
                    if i > 0 {
                        out.push_str(", ");
                    }
                    write_elem(out, v, elem);
                }
            }
            out.push('>');
        }
        Attribute::Strided { strides, offset } => {
            out.push_str("strided<[");
            for (i, s) in strides.iter().enumerate() {
                if i > 0 {
                    out.push_str(", ");
                }
                write_dim(out, *s);
            }
            out.push(']');
            if *offset != 0 {
                out.push_str(", offset: ");
                write_dim(out, *offset);
            }
            out.push('>');
        }
        Attribute::Opaque(s) if al.enabled => al.opaque.write(out, s),
        Attribute::Opaque(s) => out.push_str(s),
        Attribute::Location(s) => out.push_str(s),
    }
}

/// Writes a dictionary `{a = 1 : i64, flag}`.
pub fn write_dict(out: &mut String, d: &[(String, Attribute)], al: &mut Aliases) {
    out.push('{');
    for (i, (k, v)) in d.iter().enumerate() {
        if i > 0 {
            out.push_str(", ");
        }
        write_attr_name(out, k);
        if *v != Attribute::Unit {
            out.push_str(" = ");
            write_attr(out, v, al);
        }
    }
    out.push('}');
}

/// Writes an attribute name, quoting it if it is not a bare identifier.
pub fn write_attr_name(out: &mut String, k: &str) {
    if is_bare_identifier(k) {
        out.push_str(k);
    } else {
        out.push('"');
        out.push_str(&escape_string(k.as_bytes()));
        out.push('"');
    }
}

fn write_elem(out: &mut String, v: &ElemValue, elem: &Type) {
    match v {
        ElemValue::Int(i) => {
            let _ = write!(out, "{i}");
        }
        ElemValue::Bool(b) => out.push_str(if *b { "true" } else { "false" }),
        ElemValue::Float(f) => {
            if let Type::Float(k) = elem {
                out.push_str(&format_float(f, *k));
            }
        }
        ElemValue::Complex(re, im) => {
            let inner = match elem {
                Type::Complex(t) => (**t).clone(),
                t => t.clone(),
            };
            out.push('(');
            write_elem(out, re, &inner);
            out.push(',');
            write_elem(out, im, &inner);
            out.push(')');
        }
        ElemValue::Str(s) => {
            out.push('"');
            out.push_str(&escape_string(s));
            out.push('"');
        }
    }
}

fn write_dense_data(out: &mut String, data: &DenseData, shape: &[i64], elem: &Type) {
    match data {
        DenseData::Splat(v) => write_elem(out, v, elem),
        DenseData::Hex(h) => {
            let _ = write!(out, "\"{h}\"");
        }
        DenseData::Elements(v) => {
            if v.is_empty() {
                return;
            }
            if v.len() > crate::dense_hex::HEX_THRESHOLD {
                if let Some(h) = crate::dense_hex::encode(v, elem) {
                    let _ = write!(out, "\"{h}\"");
                    return;
                }
            }
            let mut idx = 0usize;
            write_nested(out, v, shape, elem, &mut idx);
        }
    }
}

fn write_nested(out: &mut String, v: &[ElemValue], shape: &[i64], elem: &Type, idx: &mut usize) {
    let Some((&n, rest)) = shape.split_first() else {
        if let Some(x) = v.get(*idx) {
            write_elem(out, x, elem);
        }
        *idx += 1;
        return;
    };
    out.push('[');
    for i in 0..n.max(0) {
        if i > 0 {
            out.push_str(", ");
        }
        write_nested(out, v, rest, elem, idx);
    }
    out.push(']');
}
