//! The builtin type system (plus opaque dialect types kept verbatim).

use std::fmt;

use crate::attrs::Attribute;

/// The signedness semantics of an integer type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Signedness {
    /// `iN`
    Signless,
    /// `siN`
    Signed,
    /// `uiN`
    Unsigned,
}

/// A builtin floating-point type.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum FloatKind {
    /// `f16`
    F16,
    /// `bf16`
    BF16,
    /// `f32`
    F32,
    /// `f64`
    F64,
    /// `f80`
    F80,
    /// `f128`
    F128,
    /// `tf32`
    TF32,
    /// One of the small formats (`f8E5M2`, `f4E2M1FN`, ...), by its spelling.
    Small(&'static str),
}

/// Spellings of the small float formats MLIR knows.
pub const SMALL_FLOATS: &[&str] = &[
    "f4E2M1FN",
    "f6E2M3FN",
    "f6E3M2FN",
    "f8E5M2",
    "f8E4M3",
    "f8E4M3FN",
    "f8E5M2FNUZ",
    "f8E4M3FNUZ",
    "f8E4M3B11FNUZ",
    "f8E3M4",
    "f8E8M0FNU",
];

impl FloatKind {
    /// The keyword of this type.
    pub fn spelling(self) -> &'static str {
        match self {
            FloatKind::F16 => "f16",
            FloatKind::BF16 => "bf16",
            FloatKind::F32 => "f32",
            FloatKind::F64 => "f64",
            FloatKind::F80 => "f80",
            FloatKind::F128 => "f128",
            FloatKind::TF32 => "tf32",
            FloatKind::Small(s) => s,
        }
    }

    /// Parses a float type keyword.
    pub fn from_keyword(s: &str) -> Option<FloatKind> {
        Some(match s {
            "f16" => FloatKind::F16,
            "bf16" => FloatKind::BF16,
            "f32" => FloatKind::F32,
            "f64" => FloatKind::F64,
            "f80" => FloatKind::F80,
            "f128" => FloatKind::F128,
            "tf32" => FloatKind::TF32,
            _ => FloatKind::Small(SMALL_FLOATS.iter().find(|k| **k == s)?),
        })
    }

    /// Total bit width of the format.
    pub fn width(self) -> u32 {
        match self {
            FloatKind::F16 | FloatKind::BF16 => 16,
            FloatKind::F32 => 32,
            FloatKind::F64 => 64,
            FloatKind::F80 => 80,
            FloatKind::F128 => 128,
            FloatKind::TF32 => 19,
            FloatKind::Small(s) => s.get(1..2).and_then(|d| d.parse().ok()).unwrap_or(8),
        }
    }
}

/// A dynamic dimension size or stride/offset (`?`).
pub const DYNAMIC: i64 = i64::MIN;

/// A type.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
pub enum Type {
    /// `index`
    Index,
    /// `iN`, `siN`, `uiN`
    Integer {
        /// Bit width.
        width: u32,
        /// Signedness semantics.
        signedness: Signedness,
    },
    /// A float type.
    Float(FloatKind),
    /// `none`
    None,
    /// `complex<T>`
    Complex(Box<Type>),
    /// `tuple<T, ...>`
    Tuple(Vec<Type>),
    /// `(T, ...) -> (T, ...)`
    Function {
        /// Input types.
        inputs: Vec<Type>,
        /// Result types.
        results: Vec<Type>,
    },
    /// `vector<[4]x8xf32>`
    Vector {
        /// Dimension sizes.
        shape: Vec<i64>,
        /// Per dimension: is it scalable (`[4]`)?
        scalable: Vec<bool>,
        /// Element type.
        elem: Box<Type>,
    },
    /// `tensor<4x?xf32, #enc>`
    RankedTensor {
        /// Dimension sizes ([`DYNAMIC`] for `?`).
        shape: Vec<i64>,
        /// Element type.
        elem: Box<Type>,
        /// Optional encoding attribute.
        encoding: Option<Box<Attribute>>,
    },
    /// `tensor<*xf32>`
    UnrankedTensor(Box<Type>),
    /// `memref<4x?xf32, layout, memspace>`
    MemRef {
        /// Dimension sizes ([`DYNAMIC`] for `?`).
        shape: Vec<i64>,
        /// Element type.
        elem: Box<Type>,
        /// Layout (affine map or strided); `None` is the identity layout.
        layout: Option<Box<Attribute>>,
        /// Memory space; `None` is the default space.
        memory_space: Option<Box<Attribute>>,
    },
    /// `memref<*xf32, memspace>`
    UnrankedMemRef {
        /// Element type.
        elem: Box<Type>,
        /// Memory space.
        memory_space: Option<Box<Attribute>>,
    },
    /// A dialect type kept verbatim, e.g. `!llvm.ptr` or `!foo.bar<"x">` (text includes `!`).
    Opaque(String),
}

impl Type {
    /// A signless integer type `iN`.
    pub fn int(width: u32) -> Type {
        Type::Integer {
            width,
            signedness: Signedness::Signless,
        }
    }

    /// `i1`
    pub fn i1() -> Type {
        Type::int(1)
    }

    /// `f32`
    pub fn f32() -> Type {
        Type::Float(FloatKind::F32)
    }

    /// `f64`
    pub fn f64() -> Type {
        Type::Float(FloatKind::F64)
    }

    /// True for `index`.
    pub fn is_index(&self) -> bool {
        matches!(self, Type::Index)
    }

    /// True for integer types of any signedness.
    pub fn is_integer(&self) -> bool {
        matches!(self, Type::Integer { .. })
    }

    /// True for signless integer types.
    pub fn is_signless_integer(&self) -> bool {
        matches!(
            self,
            Type::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    }

    /// True for `index` or signless integers.
    pub fn is_signless_int_or_index(&self) -> bool {
        self.is_index() || self.is_signless_integer()
    }

    /// True for float types.
    pub fn is_float(&self) -> bool {
        matches!(self, Type::Float(_))
    }

    /// The bit width of an integer or float type.
    pub fn int_or_float_width(&self) -> Option<u32> {
        match self {
            Type::Integer { width, .. } => Some(*width),
            Type::Float(k) => Some(k.width()),
            _ => None,
        }
    }

    /// For shaped types (vector, tensor, memref), the element type; otherwise the type itself.
    pub fn element_type_or_self(&self) -> &Type {
        self.element_type().unwrap_or(self)
    }

    /// The element type of a shaped type.
    pub fn element_type(&self) -> Option<&Type> {
        match self {
            Type::Vector { elem, .. }
            | Type::RankedTensor { elem, .. }
            | Type::UnrankedTensor(elem)
            | Type::MemRef { elem, .. }
            | Type::UnrankedMemRef { elem, .. } => Some(elem),
            _ => None,
        }
    }

    /// The shape of a ranked shaped type.
    pub fn shape(&self) -> Option<&[i64]> {
        match self {
            Type::Vector { shape, .. }
            | Type::RankedTensor { shape, .. }
            | Type::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }

    /// True for a ranked memref with the identity layout (none written, or an identity affine
    /// map): offset 0 and row-major strides by its type, whatever its sizes.
    pub fn is_identity_memref(&self) -> bool {
        match self {
            Type::MemRef { layout: None, .. } => true,
            Type::MemRef {
                layout: Some(l), ..
            } => matches!(&**l, Attribute::AffineMap(m) if m.is_identity()),
            _ => false,
        }
    }

    /// True for ranked or unranked memrefs.
    pub fn is_memref(&self) -> bool {
        matches!(self, Type::MemRef { .. } | Type::UnrankedMemRef { .. })
    }

    /// Replaces the element type of a shaped type, keeping its shape (used for `i1` results of
    /// comparisons); scalars map to `elem` itself.
    pub fn with_element_type(&self, new_elem: Type) -> Type {
        match self {
            Type::Vector {
                shape, scalable, ..
            } => Type::Vector {
                shape: shape.clone(),
                scalable: scalable.clone(),
                elem: Box::new(new_elem),
            },
            Type::RankedTensor {
                shape, encoding, ..
            } => Type::RankedTensor {
                shape: shape.clone(),
                elem: Box::new(new_elem),
                encoding: encoding.clone(),
            },
            Type::UnrankedTensor(_) => Type::UnrankedTensor(Box::new(new_elem)),
            _ => new_elem,
        }
    }
}

impl fmt::Display for Type {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut s = String::new();
        crate::printer::attr_print::write_type(
            &mut s,
            self,
            &mut crate::printer::attr_print::Aliases::disabled(),
        );
        f.write_str(&s)
    }
}
