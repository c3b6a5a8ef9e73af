//! Attributes: constant data attached to operations.

use std::fmt;

use tessera_polyhedral::affine::{AffineMap, IntegerSet};

use crate::types::Type;

/// The value of a float attribute or element.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum FloatValue {
    /// The IEEE bit pattern in the attribute's own format (low bits of the integer).
    Bits(u128),
    /// A decimal literal kept as written (for formats without a native Rust counterpart).
    Decimal(String),
}

/// One element of a dense/sparse elements attribute or dense array.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum ElemValue {
    /// Integer (or index) element, sign-extended from its width.
    Int(i128),
    /// `i1` element.
    Bool(bool),
    /// Float element.
    Float(FloatValue),
    /// Complex element `(re, im)`.
    Complex(Box<ElemValue>, Box<ElemValue>),
    /// String element.
    Str(Vec<u8>),
}

/// The payload of `dense<...>`.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum DenseData {
    /// Every element has this value.
    Splat(ElemValue),
    /// All elements in row-major order.
    Elements(Vec<ElemValue>),
    /// A hexadecimal blob `"0x..."`, kept verbatim (without quotes).
    Hex(String),
}

/// An attribute value.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Attribute {
    /// `unit` (a present-or-absent flag).
    Unit,
    /// `true` / `false` (an `i1` integer attribute).
    Bool(bool),
    /// `42 : i32`; the value is sign-extended from the type's width.
    Integer {
        /// The value.
        value: i128,
        /// An integer type or `index`.
        ty: Type,
    },
    /// `1.5 : f32`
    Float {
        /// The value.
        value: FloatValue,
        /// A float type.
        ty: Type,
    },
    /// `"text"` optionally typed.
    String {
        /// The raw bytes.
        value: Vec<u8>,
        /// Optional type (`"x" : i32`).
        ty: Option<Type>,
    },
    /// A type used as an attribute.
    Type(Type),
    /// `[a, b]`
    Array(Vec<Attribute>),
    /// `{a = 1, b}`: entries sorted by name, names unique.
    Dictionary(Vec<(String, Attribute)>),
    /// `@root::@nested`
    SymbolRef {
        /// The root symbol.
        root: String,
        /// Nested references.
        nested: Vec<String>,
    },
    /// `affine_map<...>`
    AffineMap(AffineMap),
    /// `affine_set<...>`
    IntegerSet(IntegerSet),
    /// `dense<...> : type`
    DenseElements {
        /// A vector or tensor type.
        ty: Type,
        /// The contents.
        data: DenseData,
    },
    /// `sparse<indices, values> : type`
    Sparse {
        /// A vector or tensor type.
        ty: Type,
        /// Coordinates (`[N, rank]`), row-major.
        indices: DenseData,
        /// Shape of the indices literal.
        indices_shape: Vec<i64>,
        /// Values (`[N]`).
        values: DenseData,
        /// Shape of the values literal.
        values_shape: Vec<i64>,
    },
    /// `dense_resource<handle> : type`
    DenseResource {
        /// The resource handle.
        handle: String,
        /// The shaped type.
        ty: Type,
    },
    /// `array<i64: 1, 2>`
    DenseArray {
        /// Element type.
        elem: Type,
        /// Values.
        values: Vec<ElemValue>,
    },
    /// `strided<[s0, s1], offset: o>` ([`crate::types::DYNAMIC`] for `?`).
    Strided {
        /// Strides.
        strides: Vec<i64>,
        /// Offset.
        offset: i64,
    },
    /// A dialect attribute kept verbatim, including the leading `#`.
    Opaque(String),
    /// A location `loc(...)`, kept verbatim.
    Location(String),
}

impl Attribute {
    /// An integer attribute of type `i64`.
    pub fn i64(value: i64) -> Attribute {
        Attribute::Integer {
            value: value as i128,
            ty: Type::int(64),
        }
    }

    /// An `index` integer attribute.
    pub fn index(value: i64) -> Attribute {
        Attribute::Integer {
            value: value as i128,
            ty: Type::Index,
        }
    }

    /// A string attribute.
    pub fn string(s: &str) -> Attribute {
        Attribute::String {
            value: s.as_bytes().to_vec(),
            ty: None,
        }
    }

    /// A flat symbol reference `@name`.
    pub fn symbol(name: &str) -> Attribute {
        Attribute::SymbolRef {
            root: name.to_string(),
            nested: vec![],
        }
    }

    /// The value of an integer (or bool) attribute.
    pub fn as_int(&self) -> Option<i128> {
        match self {
            Attribute::Integer { value, .. } => Some(*value),
            Attribute::Bool(b) => Some(*b as i128),
            _ => None,
        }
    }

    /// The text of a string attribute, if valid UTF-8.
    pub fn as_str(&self) -> Option<&str> {
        match self {
            Attribute::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }

    /// The payload of a type attribute.
    pub fn as_type(&self) -> Option<&Type> {
        match self {
            Attribute::Type(t) => Some(t),
            _ => None,
        }
    }

    /// The root name of a flat symbol reference.
    pub fn as_flat_symbol(&self) -> Option<&str> {
        match self {
            Attribute::SymbolRef { root, nested } if nested.is_empty() => Some(root),
            _ => None,
        }
    }

    /// The elements of an array attribute.
    pub fn as_array(&self) -> Option<&[Attribute]> {
        match self {
            Attribute::Array(v) => Some(v),
            _ => None,
        }
    }

    /// The entries of a dictionary attribute.
    pub fn as_dict(&self) -> Option<&[(String, Attribute)]> {
        match self {
            Attribute::Dictionary(v) => Some(v),
            _ => None,
        }
    }

    /// The map of an affine map attribute.
    pub fn as_affine_map(&self) -> Option<&AffineMap> {
        match self {
            Attribute::AffineMap(m) => Some(m),
            _ => None,
        }
    }

    /// The set of an integer set attribute.
    pub fn as_integer_set(&self) -> Option<&IntegerSet> {
        match self {
            Attribute::IntegerSet(s) => Some(s),
            _ => None,
        }
    }

    /// The type of a typed attribute (integer, float, elements); `None` for untyped ones.
    pub fn typed_type(&self) -> Option<Type> {
        match self {
            Attribute::Bool(_) => Some(Type::i1()),
            Attribute::Integer { ty, .. } | Attribute::Float { ty, .. } => Some(ty.clone()),
            Attribute::DenseElements { ty, .. }
            | Attribute::Sparse { ty, .. }
            | Attribute::DenseResource { ty, .. } => Some(ty.clone()),
            Attribute::String { ty, .. } => ty.clone(),
            _ => None,
        }
    }
}

/// Looks up `name` in a sorted attribute list.
pub fn dict_get<'a>(entries: &'a [(String, Attribute)], name: &str) -> Option<&'a Attribute> {
    entries.iter().find(|(k, _)| k == name).map(|(_, v)| v)
}

/// Inserts or replaces `name` in a sorted attribute list, keeping it sorted.
pub fn dict_set(entries: &mut Vec<(String, Attribute)>, name: &str, value: Attribute) {
    match entries.binary_search_by(|(k, _)| k.as_str().cmp(name)) {
        Ok(i) => {
            if let Some(e) = entries.get_mut(i) {
                e.1 = value;
            }
        }
        Err(i) => entries.insert(i, (name.to_string(), value)),
    }
}

/// Removes `name` from an attribute list, returning its value.
pub fn dict_remove(entries: &mut Vec<(String, Attribute)>, name: &str) -> Option<Attribute> {
    let i = entries.iter().position(|(k, _)| k == name)?;
    Some(entries.remove(i).1)
}

impl fmt::Display for Attribute {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        crate::printer::attr_print::write_attr(
            &mut s,
            self,
            &mut crate::printer::attr_print::Aliases::disabled(),
        );
        f.write_str(&s)
    }
}
