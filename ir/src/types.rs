//! Uniqued types: a `Type` is a `u32` handle into the context's interner.

use crate::attrs::Attribute;
use crate::context::{Context, Symbol};
use crate::float::FloatKind;

/// MLIR's `ShapedType::kDynamic`: a `?` dimension.
pub const DYNAMIC: i64 = i64::MIN;

/// A uniqued type; equality is handle equality.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    pub fn index(self) -> u32 {
        self.0
    }
}

/// Integer signedness as MLIR spells it: `iN`, `siN`, `uiN`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    Signless,
    Signed,
    Unsigned,
}

/// The storage behind a [`Type`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    Integer {
        width: u32,
        signedness: Signedness,
    },
    Index,
    Float(FloatKind),
    Complex(Type),
    /// `tensor<4x?xf32, #encoding>`; dims use [`DYNAMIC`] for `?`.
    Tensor {
        shape: Box<[i64]>,
        elem: Type,
        encoding: Option<Attribute>,
    },
    UnrankedTensor {
        elem: Type,
    },
    /// `vector<[4]x8xf32>`: `scalable[i]` marks a `[n]` dimension.
    Vector {
        shape: Box<[i64]>,
        scalable: Box<[bool]>,
        elem: Type,
    },
    MemRef {
        shape: Box<[i64]>,
        elem: Type,
        layout: Option<Attribute>,
        memory_space: Option<Attribute>,
    },
    UnrankedMemRef {
        elem: Type,
        memory_space: Option<Attribute>,
    },
    Tuple(Box<[Type]>),
    None,
    Function {
        inputs: Box<[Type]>,
        results: Box<[Type]>,
    },
    /// A type of a dialect defined through the public API: `!dialect.mnemonic<params>`.
    Dialect {
        dialect: Symbol,
        mnemonic: Symbol,
        params: Box<[Attribute]>,
    },
    /// An unregistered dialect's type kept verbatim: `!dialect<"body">` or `!dialect.body`.
    Opaque {
        dialect: Symbol,
        body: Box<str>,
    },
}

impl Context {
    pub fn intern_type(&self, data: TypeData) -> Type {
        if matches!(&data, TypeData::Tuple(ts) if ts.len() > 16) {
            self.any_aliasable
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
        Type(self.types.intern(data))
    }
    #[inline]
    pub fn type_data(&self, t: Type) -> &TypeData {
        self.types.get(t.0)
    }
    pub fn integer_type(&self, width: u32) -> Type {
        self.intern_type(TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    pub fn i1(&self) -> Type {
        self.integer_type(1)
    }
    pub fn i32(&self) -> Type {
        self.integer_type(32)
    }
    pub fn i64(&self) -> Type {
        self.integer_type(64)
    }
    pub fn index_type(&self) -> Type {
        self.intern_type(TypeData::Index)
    }
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }
    pub fn f32(&self) -> Type {
        self.float_type(FloatKind::F32)
    }
    pub fn f64(&self) -> Type {
        self.float_type(FloatKind::F64)
    }
    pub fn none_type(&self) -> Type {
        self.intern_type(TypeData::None)
    }
    pub fn complex_type(&self, elem: Type) -> Type {
        self.intern_type(TypeData::Complex(elem))
    }
    pub fn tensor_type(&self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeData::Tensor {
            shape: shape.into(),
            elem,
            encoding: None,
        })
    }
    pub fn unranked_tensor_type(&self, elem: Type) -> Type {
        self.intern_type(TypeData::UnrankedTensor { elem })
    }
    pub fn vector_type(&self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeData::Vector {
            shape: shape.into(),
            scalable: vec![false; shape.len()].into(),
            elem,
        })
    }
    pub fn memref_type(&self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeData::MemRef {
            shape: shape.into(),
            elem,
            layout: None,
            memory_space: None,
        })
    }
    pub fn tuple_type(&self, elems: &[Type]) -> Type {
        self.intern_type(TypeData::Tuple(elems.into()))
    }
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }
    pub fn dialect_type(&self, dialect: &str, mnemonic: &str, params: &[Attribute]) -> Type {
        let (dialect, mnemonic) = (self.symbol(dialect), self.symbol(mnemonic));
        self.intern_type(TypeData::Dialect {
            dialect,
            mnemonic,
            params: params.into(),
        })
    }

    // ---- queries ----

    pub fn is_integer(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Integer { .. })
    }
    pub fn is_signless_integer(&self, t: Type) -> bool {
        matches!(
            self.type_data(t),
            TypeData::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    }
    pub fn integer_width(&self, t: Type) -> Option<u32> {
        match self.type_data(t) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
    pub fn is_index(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Index)
    }
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Float(_))
    }
    pub fn float_kind(&self, t: Type) -> Option<FloatKind> {
        match self.type_data(t) {
            TypeData::Float(k) => Some(*k),
            _ => None,
        }
    }
    /// Tensor, vector and memref types (ranked or not).
    pub fn is_shaped(&self, t: Type) -> bool {
        matches!(
            self.type_data(t),
            TypeData::Tensor { .. }
                | TypeData::UnrankedTensor { .. }
                | TypeData::Vector { .. }
                | TypeData::MemRef { .. }
                | TypeData::UnrankedMemRef { .. }
        )
    }
    pub fn is_tensor(&self, t: Type) -> bool {
        matches!(
            self.type_data(t),
            TypeData::Tensor { .. } | TypeData::UnrankedTensor { .. }
        )
    }
    /// The shape of a ranked shaped type; `None` for unranked or non-shaped types.
    pub fn shape(&self, t: Type) -> Option<&[i64]> {
        match self.type_data(t) {
            TypeData::Tensor { shape, .. }
            | TypeData::Vector { shape, .. }
            | TypeData::MemRef { shape, .. } => Some(shape),
            _ => None,
        }
    }
    /// The element type of a shaped type, or the type itself for scalars.
    pub fn element_type(&self, t: Type) -> Type {
        match self.type_data(t) {
            TypeData::Tensor { elem, .. }
            | TypeData::UnrankedTensor { elem }
            | TypeData::Vector { elem, .. }
            | TypeData::MemRef { elem, .. }
            | TypeData::UnrankedMemRef { elem, .. } => *elem,
            _ => t,
        }
    }
    /// Same kind of shaped type with a new element type (e.g. `tensor<4xi1>` from `tensor<4xf32>`).
    pub fn with_element_type(&self, t: Type, new_elem: Type) -> Type {
        let data = match self.type_data(t).clone() {
            TypeData::Tensor {
                shape, encoding, ..
            } => TypeData::Tensor {
                shape,
                elem: new_elem,
                encoding,
            },
            TypeData::UnrankedTensor { .. } => TypeData::UnrankedTensor { elem: new_elem },
            TypeData::Vector {
                shape, scalable, ..
            } => TypeData::Vector {
                shape,
                scalable,
                elem: new_elem,
            },
            TypeData::MemRef {
                shape,
                layout,
                memory_space,
                ..
            } => TypeData::MemRef {
                shape,
                elem: new_elem,
                layout,
                memory_space,
            },
            TypeData::UnrankedMemRef { memory_space, .. } => TypeData::UnrankedMemRef {
                elem: new_elem,
                memory_space,
            },
            _ => return new_elem,
        };
        self.intern_type(data)
    }
    pub fn function_signature(&self, t: Type) -> Option<(&[Type], &[Type])> {
        match self.type_data(t) {
            TypeData::Function { inputs, results } => Some((inputs, results)),
            _ => None,
        }
    }
    /// Number of elements of a static shape; `None` if any dimension is dynamic.
    pub fn num_elements(&self, t: Type) -> Option<i64> {
        let shape = self.shape(t)?;
        shape.iter().try_fold(1i64, |acc, &d| {
            if d == DYNAMIC {
                None
            } else {
                acc.checked_mul(d)
            }
        })
    }
    /// Width in bits of a scalar integer, index (64) or float type.
    pub fn scalar_bit_width(&self, t: Type) -> Option<u32> {
        match self.type_data(t) {
            TypeData::Integer { width, .. } => Some(*width),
            TypeData::Index => Some(64),
            TypeData::Float(k) => Some(k.bit_width()),
            TypeData::Complex(e) => self.scalar_bit_width(*e).map(|w| 2 * w),
            _ => None,
        }
    }
}
