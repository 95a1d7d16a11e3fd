//! Uniqued types: a `Type` is a `u32` handle into the context's interner.

use crate::attrs::Attribute;
use crate::context::{Context, Symbol};
use crate::float::FloatKind;

/// MLIR's `ShapedType::kDynamic`: a `?` dimension.
pub const DYNAMIC: i64 = i64::MIN;

/// A uniqued type; equality is handle equality. Built by the [`Context`] helpers
/// (`ctx.i32()`, `ctx.tensor_type(..)`, example at [`Context::intern_type`]) and read with
/// [`Context::type_data`]; only meaningful with the context that made it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Type(pub(crate) u32);

impl Type {
    /// The handle's index in its context's type table: a dense key for side tables and hashing.
    pub fn index(self) -> u32 {
        self.0
    }
}

/// Integer signedness as MLIR spells it: `iN`, `siN`, `uiN`.
#[derive(Copy, Clone, PartialEq, Eq, Hash, Debug)]
pub enum Signedness {
    /// `iN`: no sign; ops decide how to read the bits (what builtin arithmetic uses).
    Signless,
    /// `siN`: two's complement, signed.
    Signed,
    /// `uiN`: unsigned.
    Unsigned,
}

/// The storage behind a [`Type`].
#[derive(Clone, PartialEq, Eq, Hash, Debug)]
pub enum TypeData {
    /// `iN`, `siN`, `uiN`: an integer of `width` bits (1 for booleans).
    Integer {
        /// Number of bits.
        width: u32,
        /// How the bits are read: signless, signed or unsigned.
        signedness: Signedness,
    },
    /// `index`: a target-sized integer for sizes and loop induction variables (64 bits here).
    Index,
    /// A floating-point type (`f32`, `bf16`, `f8E4M3FN`, ...).
    Float(FloatKind),
    /// `complex<f32>`: a pair of the element type (real, imaginary).
    Complex(Type),
    /// `tensor<4x?xf32, #encoding>`; dims use [`DYNAMIC`] for `?`.
    Tensor {
        /// Dimensions, outermost first.
        shape: Box<[i64]>,
        /// The element type.
        elem: Type,
        /// An optional encoding attribute (sparse layouts, StableHLO bounds), after the element type.
        encoding: Option<Attribute>,
    },
    /// `tensor<*xf32>`: a tensor of unknown rank.
    UnrankedTensor {
        /// The element type.
        elem: Type,
    },
    /// `vector<[4]x8xf32>`: `scalable[i]` marks a `[n]` dimension.
    Vector {
        /// Dimensions, outermost first (static: vectors have no `?`).
        shape: Box<[i64]>,
        /// Per dimension, whether it is scalable (`[n]`, a multiple of the hardware vector length).
        scalable: Box<[bool]>,
        /// The element type.
        elem: Type,
    },
    /// `memref<4x?xf32, layout, space>`: a buffer reference with an optional layout (strides or
    /// an affine map) and memory space.
    MemRef {
        /// Dimensions, outermost first; [`DYNAMIC`] for `?`.
        shape: Box<[i64]>,
        /// The element type.
        elem: Type,
        /// The layout (`strided<...>` or an affine map); `None` is the identity (row-major) layout.
        layout: Option<Attribute>,
        /// The memory space attribute; `None` is the default space.
        memory_space: Option<Attribute>,
    },
    /// `memref<*xf32>`: a buffer reference of unknown rank.
    UnrankedMemRef {
        /// The element type.
        elem: Type,
        /// The memory space attribute; `None` is the default space.
        memory_space: Option<Attribute>,
    },
    /// `tuple<i32, f32>`: a fixed list of types (HLO tuples).
    Tuple(Box<[Type]>),
    /// `none`: the unit type, for values that carry no data.
    None,
    /// `(i32, f32) -> i1`: a function's signature (the type of `func.func`'s `function_type`).
    Function {
        /// The argument types.
        inputs: Box<[Type]>,
        /// The result types.
        results: Box<[Type]>,
    },
    /// A type of a dialect defined through the public API: `!dialect.mnemonic<params>`.
    Dialect {
        /// The dialect namespace (`quant` in `!quant.uniform<...>`).
        dialect: Symbol,
        /// The type's name within the dialect (`uniform`).
        mnemonic: Symbol,
        /// The type's parameters, as attributes the dialect's hooks parse and print.
        params: Box<[Attribute]>,
    },
    /// An unregistered dialect's type kept verbatim: `!dialect<"body">` or `!dialect.body`.
    Opaque {
        /// The dialect namespace.
        dialect: Symbol,
        /// The text inside `<"...">` (or after the dot), printed back unchanged.
        body: Box<str>,
    },
}

impl Context {
    /// The uniqued handle for `data`: equal data gives the same [`Type`], so types compare by
    /// handle. The helpers below (`i32`, `tensor_type`, ...) build common types through it.
    ///
    /// ```
    /// use xla_ir::{Context, TypeData};
    /// let ctx = Context::new();
    /// let t = ctx.tensor_type(&[4, xla_ir::DYNAMIC], ctx.f32());
    /// assert_eq!(t, ctx.tensor_type(&[4, xla_ir::DYNAMIC], ctx.f32()));
    /// assert!(matches!(ctx.type_data(t), TypeData::Tensor { .. }));
    /// assert_eq!(ctx.element_type(t), ctx.f32());
    /// ```
    pub fn intern_type(&self, data: TypeData) -> Type {
        if matches!(&data, TypeData::Tuple(ts) if ts.len() > 16) {
            self.any_aliasable
                .store(true, std::sync::atomic::Ordering::Relaxed);
        }
        Type(self.types.intern(data))
    }
    /// What `t` is: the data it was interned from.
    ///
    /// # Panics
    /// If `t` comes from another context and is out of this one's range.
    #[inline]
    pub fn type_data(&self, t: Type) -> &TypeData {
        self.types.get(t.0)
    }
    /// The signless integer type `i<width>`.
    pub fn integer_type(&self, width: u32) -> Type {
        self.intern_type(TypeData::Integer {
            width,
            signedness: Signedness::Signless,
        })
    }
    /// `i1`, the boolean type of comparisons and branch conditions.
    pub fn i1(&self) -> Type {
        self.integer_type(1)
    }
    /// `i32`.
    pub fn i32(&self) -> Type {
        self.integer_type(32)
    }
    /// `i64`.
    pub fn i64(&self) -> Type {
        self.integer_type(64)
    }
    /// `index`.
    pub fn index_type(&self) -> Type {
        self.intern_type(TypeData::Index)
    }
    /// The float type of `kind`.
    pub fn float_type(&self, kind: FloatKind) -> Type {
        self.intern_type(TypeData::Float(kind))
    }
    /// `f32`.
    pub fn f32(&self) -> Type {
        self.float_type(FloatKind::F32)
    }
    /// `f64`.
    pub fn f64(&self) -> Type {
        self.float_type(FloatKind::F64)
    }
    /// `none`.
    pub fn none_type(&self) -> Type {
        self.intern_type(TypeData::None)
    }
    /// `complex<elem>`.
    pub fn complex_type(&self, elem: Type) -> Type {
        self.intern_type(TypeData::Complex(elem))
    }
    /// A ranked tensor without encoding (`tensor<4x?xf32>`; [`DYNAMIC`] for `?`).
    pub fn tensor_type(&self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeData::Tensor {
            shape: shape.into(),
            elem,
            encoding: None,
        })
    }
    /// `tensor<*xelem>`.
    pub fn unranked_tensor_type(&self, elem: Type) -> Type {
        self.intern_type(TypeData::UnrankedTensor { elem })
    }
    /// A fixed-length (not scalable) vector type.
    pub fn vector_type(&self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeData::Vector {
            shape: shape.into(),
            scalable: vec![false; shape.len()].into(),
            elem,
        })
    }
    /// A ranked memref with the identity layout in the default memory space.
    pub fn memref_type(&self, shape: &[i64], elem: Type) -> Type {
        self.intern_type(TypeData::MemRef {
            shape: shape.into(),
            elem,
            layout: None,
            memory_space: None,
        })
    }
    /// `tuple<elems...>`.
    pub fn tuple_type(&self, elems: &[Type]) -> Type {
        self.intern_type(TypeData::Tuple(elems.into()))
    }
    /// `(inputs) -> results`.
    pub fn function_type(&self, inputs: &[Type], results: &[Type]) -> Type {
        self.intern_type(TypeData::Function {
            inputs: inputs.into(),
            results: results.into(),
        })
    }
    /// A dialect-defined type `!dialect.mnemonic<params>`; the dialect's type hooks parse and
    /// print it.
    pub fn dialect_type(&self, dialect: &str, mnemonic: &str, params: &[Attribute]) -> Type {
        let (dialect, mnemonic) = (self.symbol(dialect), self.symbol(mnemonic));
        self.intern_type(TypeData::Dialect {
            dialect,
            mnemonic,
            params: params.into(),
        })
    }

    // ---- queries ----

    /// Whether `t` is an integer type of any signedness (not `index`).
    pub fn is_integer(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Integer { .. })
    }
    /// Whether `t` is a signless integer `iN` (what builtin arithmetic accepts).
    pub fn is_signless_integer(&self, t: Type) -> bool {
        matches!(
            self.type_data(t),
            TypeData::Integer {
                signedness: Signedness::Signless,
                ..
            }
        )
    }
    /// The bit width of an integer type; `None` for other types (including `index`).
    pub fn integer_width(&self, t: Type) -> Option<u32> {
        match self.type_data(t) {
            TypeData::Integer { width, .. } => Some(*width),
            _ => None,
        }
    }
    /// Whether `t` is `index`.
    pub fn is_index(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Index)
    }
    /// Whether `t` is a scalar float type.
    pub fn is_float(&self, t: Type) -> bool {
        matches!(self.type_data(t), TypeData::Float(_))
    }
    /// The format of a float type; `None` for other types.
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
    /// Whether `t` is a tensor, ranked or unranked.
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
    /// The `(inputs, results)` of a function type; `None` for other types.
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
