//! Runtime values: tensors with typed element storage, tokens and tuples.

use half::{bf16, f16};
use num_complex::Complex;
use xla_ir::float::{self, FloatKind};
use xla_ir::{Context, Type, TypeData};

/// What the elements of a tensor are, derived from its MLIR element type.
#[derive(Copy, Clone, PartialEq, Eq, Debug)]
pub enum ElemKind {
    Bool,
    /// Integers (and `index`, as 64-bit signed): width in bits and whether signed.
    Int {
        width: u32,
        signed: bool,
    },
    Float(FloatKind),
    /// Complex with the given float part (f32 or f64).
    Complex(FloatKind),
}

impl ElemKind {
    /// The kind of a scalar element type; `None` for types without a runtime representation.
    pub fn of(ctx: &Context, elem: Type) -> Option<ElemKind> {
        Some(match ctx.type_data(elem) {
            TypeData::Integer { width: 1, .. } => ElemKind::Bool,
            TypeData::Integer { width, signedness } if *width <= 64 => ElemKind::Int {
                width: *width,
                signed: *signedness != xla_ir::types::Signedness::Unsigned,
            },
            TypeData::Index => ElemKind::Int {
                width: 64,
                signed: true,
            },
            TypeData::Float(k) => ElemKind::Float(*k),
            TypeData::Complex(e) => match ctx.type_data(*e) {
                TypeData::Float(k @ (FloatKind::F32 | FloatKind::F64)) => ElemKind::Complex(*k),
                _ => return None,
            },
            // A quantized tensor holds its stored integers (`crate::hlo::quantized`).
            TypeData::Dialect { .. } => {
                let u = xla_dialect_quant::UniformType::from_type(ctx, elem)?;
                ElemKind::Int {
                    width: u.storage_width(ctx),
                    signed: u.signed,
                }
            }
            _ => return None,
        })
    }
    pub fn is_float(self) -> bool {
        matches!(self, ElemKind::Float(_))
    }
}

/// Element storage; integers are kept normalized to their width (sign-extended when signed,
/// zero-extended when unsigned, so `ui64` holds its bit pattern).
#[derive(Clone, PartialEq, Debug)]
pub enum Buffer {
    Bool(Vec<bool>),
    Int(Vec<i64>),
    F16(Vec<f16>),
    BF16(Vec<bf16>),
    F32(Vec<f32>),
    F64(Vec<f64>),
    /// Other float formats (f8 family, tf32...): raw bit patterns, for storage and conversion.
    Bits(FloatKind, Vec<u64>),
    C64(Vec<Complex<f32>>),
    C128(Vec<Complex<f64>>),
}

impl Buffer {
    pub fn len(&self) -> usize {
        match self {
            Buffer::Bool(v) => v.len(),
            Buffer::Int(v) => v.len(),
            Buffer::F16(v) => v.len(),
            Buffer::BF16(v) => v.len(),
            Buffer::F32(v) => v.len(),
            Buffer::F64(v) => v.len(),
            Buffer::Bits(_, v) => v.len(),
            Buffer::C64(v) => v.len(),
            Buffer::C128(v) => v.len(),
        }
    }
    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }
    /// Elements as f64 (floats exactly; ints by value; bools as 0/1; complex: real part).
    pub fn to_f64(&self, kind: ElemKind) -> Vec<f64> {
        match self {
            Buffer::Bool(v) => v.iter().map(|&b| b as u8 as f64).collect(),
            Buffer::Int(v) => match kind {
                ElemKind::Int {
                    width: 64,
                    signed: false,
                } => v.iter().map(|&x| x as u64 as f64).collect(),
                _ => v.iter().map(|&x| x as f64).collect(),
            },
            Buffer::F16(v) => v.iter().map(|x| x.to_f64()).collect(),
            Buffer::BF16(v) => v.iter().map(|x| x.to_f64()).collect(),
            Buffer::F32(v) => v.iter().map(|&x| x as f64).collect(),
            Buffer::F64(v) => v.clone(),
            Buffer::Bits(k, v) => v.iter().map(|&b| float::to_f64(*k, b)).collect(),
            Buffer::C64(v) => v.iter().map(|c| c.re as f64).collect(),
            Buffer::C128(v) => v.iter().map(|c| c.re).collect(),
        }
    }
    /// A float buffer of `kind` from f64 values, rounding to nearest even; to f16 / bf16
    /// through f32, as XLA converts (and computes) them.
    pub fn from_f64(kind: FloatKind, v: impl IntoIterator<Item = f64>) -> Buffer {
        let it = v.into_iter();
        match kind {
            FloatKind::F16 => Buffer::F16(it.map(|x| f16::from_f32(x as f32)).collect()),
            FloatKind::BF16 => Buffer::BF16(it.map(|x| bf16::from_f32(x as f32)).collect()),
            FloatKind::F32 => Buffer::F32(it.map(|x| x as f32).collect()),
            FloatKind::F64 => Buffer::F64(it.collect()),
            k => Buffer::Bits(k, it.map(|x| float::from_f64(k, x).0).collect()),
        }
    }
    /// Complex elements widened to f64 parts (real values get a zero imaginary part).
    pub fn to_c128(&self, kind: ElemKind) -> Vec<Complex<f64>> {
        match self {
            Buffer::C64(v) => v
                .iter()
                .map(|c| Complex::new(c.re as f64, c.im as f64))
                .collect(),
            Buffer::C128(v) => v.clone(),
            _ => self
                .to_f64(kind)
                .into_iter()
                .map(|x| Complex::new(x, 0.0))
                .collect(),
        }
    }
    pub fn from_c128(part: FloatKind, v: impl IntoIterator<Item = Complex<f64>>) -> Buffer {
        let it = v.into_iter();
        match part {
            FloatKind::F32 => {
                Buffer::C64(it.map(|c| Complex::new(c.re as f32, c.im as f32)).collect())
            }
            _ => Buffer::C128(it.collect()),
        }
    }
    /// Picks elements by index (used by every data-movement op).
    pub fn gather(&self, idx: &[usize]) -> Buffer {
        fn pick<T: Clone>(v: &[T], idx: &[usize]) -> Vec<T> {
            idx.iter().map(|&i| v[i].clone()).collect()
        }
        match self {
            Buffer::Bool(v) => Buffer::Bool(pick(v, idx)),
            Buffer::Int(v) => Buffer::Int(pick(v, idx)),
            Buffer::F16(v) => Buffer::F16(pick(v, idx)),
            Buffer::BF16(v) => Buffer::BF16(pick(v, idx)),
            Buffer::F32(v) => Buffer::F32(pick(v, idx)),
            Buffer::F64(v) => Buffer::F64(pick(v, idx)),
            Buffer::Bits(k, v) => Buffer::Bits(*k, pick(v, idx)),
            Buffer::C64(v) => Buffer::C64(pick(v, idx)),
            Buffer::C128(v) => Buffer::C128(pick(v, idx)),
        }
    }
    /// Sources element `i` of the result from `self` or `other` (same variant) as `from_other` says.
    pub fn merge(
        &self,
        other: &Buffer,
        from: &[Option<usize>],
        from_other: &[usize],
    ) -> Option<Buffer> {
        fn mix<T: Clone>(a: &[T], b: &[T], from: &[Option<usize>], fo: &[usize]) -> Vec<T> {
            from.iter()
                .zip(fo)
                .map(|(f, &o)| match f {
                    Some(i) => a[*i].clone(),
                    None => b[o].clone(),
                })
                .collect()
        }
        Some(match (self, other) {
            (Buffer::Bool(a), Buffer::Bool(b)) => Buffer::Bool(mix(a, b, from, from_other)),
            (Buffer::Int(a), Buffer::Int(b)) => Buffer::Int(mix(a, b, from, from_other)),
            (Buffer::F16(a), Buffer::F16(b)) => Buffer::F16(mix(a, b, from, from_other)),
            (Buffer::BF16(a), Buffer::BF16(b)) => Buffer::BF16(mix(a, b, from, from_other)),
            (Buffer::F32(a), Buffer::F32(b)) => Buffer::F32(mix(a, b, from, from_other)),
            (Buffer::F64(a), Buffer::F64(b)) => Buffer::F64(mix(a, b, from, from_other)),
            (Buffer::Bits(k, a), Buffer::Bits(_, b)) => {
                Buffer::Bits(*k, mix(a, b, from, from_other))
            }
            (Buffer::C64(a), Buffer::C64(b)) => Buffer::C64(mix(a, b, from, from_other)),
            (Buffer::C128(a), Buffer::C128(b)) => Buffer::C128(mix(a, b, from, from_other)),
            _ => return None,
        })
    }
    /// Concatenation of buffers of one variant.
    pub fn concat(parts: &[&Buffer]) -> Option<Buffer> {
        let first = parts.first()?;
        let mut out = (*first).clone();
        for p in &parts[1..] {
            match (&mut out, p) {
                (Buffer::Bool(a), Buffer::Bool(b)) => a.extend_from_slice(b),
                (Buffer::Int(a), Buffer::Int(b)) => a.extend_from_slice(b),
                (Buffer::F16(a), Buffer::F16(b)) => a.extend_from_slice(b),
                (Buffer::BF16(a), Buffer::BF16(b)) => a.extend_from_slice(b),
                (Buffer::F32(a), Buffer::F32(b)) => a.extend_from_slice(b),
                (Buffer::F64(a), Buffer::F64(b)) => a.extend_from_slice(b),
                (Buffer::Bits(_, a), Buffer::Bits(_, b)) => a.extend_from_slice(b),
                (Buffer::C64(a), Buffer::C64(b)) => a.extend_from_slice(b),
                (Buffer::C128(a), Buffer::C128(b)) => a.extend_from_slice(b),
                _ => return None,
            }
        }
        Some(out)
    }
}

/// The most bytes of tensor data a run's live SSA values may hold together (each one is
/// also within [`MAX_ELEMENTS`]); see docs/limits.md.
pub const MAX_LIVE_BYTES: u64 = 1 << 30;

/// Bytes of element storage a value holds of its own (memrefs share theirs: not counted).
pub fn value_bytes(v: &Value) -> u64 {
    match v {
        Value::Tensor(t) => {
            let per = match &t.data {
                Buffer::Bool(_) => 1,
                Buffer::F16(_) | Buffer::BF16(_) => 2,
                Buffer::F32(_) => 4,
                Buffer::Int(_) | Buffer::F64(_) | Buffer::Bits(..) | Buffer::C64(_) => 8,
                Buffer::C128(_) => 16,
            };
            per * t.data.len() as u64
        }
        Value::Tuple(vs) => vs.iter().map(value_bytes).sum(),
        Value::Token | Value::MemRef(_) | Value::Ptr(_) => 0,
    }
}

/// Whether a value of shape `actual` may stand for a declared shape (a dynamic dimension `?`
/// takes any size).
pub fn fits_shape(declared: &[i64], actual: &[i64]) -> bool {
    declared.len() == actual.len()
        && declared
            .iter()
            .zip(actual)
            .all(|(&d, &a)| d == xla_ir::DYNAMIC || d == a)
}

/// Bytes a statically shaped tensor of type `ty` takes once evaluated (0 for other types).
pub fn type_bytes(ctx: &Context, ty: Type) -> u64 {
    let TypeData::Tensor { shape, elem, .. } = ctx.type_data(ty) else {
        return 0;
    };
    let per = match ElemKind::of(ctx, *elem) {
        Some(ElemKind::Bool) => 1,
        Some(ElemKind::Float(FloatKind::F16 | FloatKind::BF16)) => 2,
        Some(ElemKind::Float(FloatKind::F32)) => 4,
        Some(ElemKind::Complex(FloatKind::F64)) => 16,
        Some(_) => 8,
        None => return 0,
    };
    let count = shape.iter().try_fold(1u64, |acc, &d| {
        u64::try_from(d).ok().and_then(|d| acc.checked_mul(d))
    });
    count.map_or(0, |n| n.saturating_mul(per))
}

/// The most elements one tensor may have: larger ones are refused with an error, not an
/// allocation failure.
pub const MAX_ELEMENTS: i64 = 1 << 27;

/// The element count of `shape`, if it is within [`MAX_ELEMENTS`].
pub fn checked_count(shape: &[i64]) -> Option<usize> {
    shape
        .iter()
        .try_fold(
            1i64,
            |acc, &d| if d < 0 { None } else { acc.checked_mul(d) },
        )
        .filter(|&n| n <= MAX_ELEMENTS)
        .map(|n| n as usize)
}

/// Normalizes an integer to `width` bits: sign-extends when signed, zero-extends otherwise.
pub fn norm_int(v: i64, width: u32, signed: bool) -> i64 {
    if width >= 64 {
        return v;
    }
    let shift = 64 - width;
    if signed {
        (v << shift) >> shift
    } else {
        ((v as u64) << shift >> shift) as i64
    }
}

/// A ranked tensor value (scalars are rank 0).
#[derive(Clone, PartialEq, Debug)]
pub struct Tensor {
    /// The element type.
    pub ty: Type,
    pub kind: ElemKind,
    pub shape: Vec<i64>,
    pub data: Buffer,
}

impl Tensor {
    pub fn num_elements(&self) -> usize {
        self.data.len()
    }
    /// Row-major strides of `shape`.
    pub fn strides(shape: &[i64]) -> Vec<usize> {
        let mut s = vec![1usize; shape.len()];
        for i in (0..shape.len().saturating_sub(1)).rev() {
            s[i] = s[i + 1] * shape[i + 1].max(0) as usize;
        }
        s
    }
    pub fn with_data(&self, shape: Vec<i64>, data: Buffer) -> Tensor {
        Tensor {
            ty: self.ty,
            kind: self.kind,
            shape,
            data,
        }
    }
    /// Elements as i64 (ints by normalized value, bools 0/1, floats truncated).
    pub fn ints(&self) -> Vec<i64> {
        match &self.data {
            Buffer::Int(v) => v.clone(),
            Buffer::Bool(v) => v.iter().map(|&b| b as i64).collect(),
            d => d.to_f64(self.kind).into_iter().map(|x| x as i64).collect(),
        }
    }
    pub fn bools(&self) -> Vec<bool> {
        match &self.data {
            Buffer::Bool(v) => v.clone(),
            Buffer::Int(v) => v.iter().map(|&x| x != 0).collect(),
            d => d.to_f64(self.kind).into_iter().map(|x| x != 0.0).collect(),
        }
    }
}

/// A runtime value: a tensor, a token, a tuple, or a memref (a view on shared storage).
#[derive(Clone, PartialEq, Debug)]
pub enum Value {
    Tensor(Tensor),
    Token,
    Tuple(Vec<Value>),
    MemRef(crate::memref_value::MemRefValue),
    /// An llvm dialect pointer.
    Ptr(crate::llvm_memory::Pointer),
}

impl Value {
    pub fn as_tensor(&self) -> Option<&Tensor> {
        match self {
            Value::Tensor(t) => Some(t),
            _ => None,
        }
    }
    pub fn as_memref(&self) -> Option<&crate::memref_value::MemRefValue> {
        match self {
            Value::MemRef(m) => Some(m),
            _ => None,
        }
    }
}

/// Iterates all multi-indices of `shape` in row-major order.
pub fn for_each_index(shape: &[i64], mut f: impl FnMut(&[i64])) {
    if shape.iter().any(|&d| d <= 0) {
        return;
    }
    let mut idx = vec![0i64; shape.len()];
    loop {
        f(&idx);
        let mut d = shape.len();
        loop {
            if d == 0 {
                return;
            }
            d -= 1;
            idx[d] += 1;
            if idx[d] < shape[d] {
                break;
            }
            idx[d] = 0;
        }
    }
}

/// The linear offset of a multi-index.
pub fn linear(idx: &[i64], strides: &[usize]) -> usize {
    idx.iter().zip(strides).map(|(&i, &s)| i as usize * s).sum()
}
