//! Conversions between the interpreter's values and the JIT's host values, keyed by our
//! types: shaped types (tensor, memref) travel as memref descriptors, the rest by value.
//! Shared by `xla-run --backend jit`, the examples and the execution tests.

use crate::abi::{ElemKind, HostBuffer, HostValue, ResultSpec};
use xla_ir::float::FloatKind;
use xla_ir::{Context, Type};
use xla_values::dense::{tensor_from_bytes, tensor_le_bytes, tensor_to_bytes};
use xla_values::{ElemKind as IKind, Tensor, Value};

/// The bridge's element kind of one of our element types.
pub fn elem_kind(ctx: &Context, elem: Type) -> Option<ElemKind> {
    Some(match IKind::of(ctx, elem)? {
        IKind::Bool => ElemKind::I1,
        IKind::Int { width: 8, .. } => ElemKind::I8,
        IKind::Int { width: 16, .. } => ElemKind::I16,
        IKind::Int { width: 32, .. } => ElemKind::I32,
        IKind::Int { width: 64, .. } => ElemKind::I64,
        IKind::Float(FloatKind::F16) => ElemKind::F16,
        IKind::Float(FloatKind::BF16) => ElemKind::BF16,
        IKind::Float(FloatKind::F32) => ElemKind::F32,
        IKind::Float(FloatKind::F64) => ElemKind::F64,
        IKind::Complex(FloatKind::F32) => ElemKind::C64,
        IKind::Complex(FloatKind::F64) => ElemKind::C128,
        // Narrower integers and floats (i2, i4, f8, f6, f4) are stored one per byte, as the
        // lowering keeps them (llvm stores an i2 in a byte; soft floats are i8 buffers).
        IKind::Int { width: 2 | 4, .. } => ElemKind::I8,
        IKind::Float(k) if k.bit_width() <= 8 => ElemKind::I8,
        _ => return None,
    })
}

fn unsupported(ctx: &Context, ty: Type) -> String {
    format!(
        "type {} cannot cross the JIT boundary",
        xla_ir::asm::type_to_string(ctx, ty)
    )
}

/// How a value of our type `ty` is passed: shaped types as memref descriptors, the rest by value.
pub fn result_spec(ctx: &Context, ty: Type) -> Result<ResultSpec, String> {
    let elem = elem_kind(ctx, ctx.element_type(ty)).ok_or_else(|| unsupported(ctx, ty))?;
    Ok(match ctx.shape(ty) {
        Some(shape) if ctx.is_shaped(ty) => ResultSpec::MemRef {
            elem,
            rank: shape.len(),
            shape: Some(shape.to_vec()),
        },
        _ => ResultSpec::Scalar(elem),
    })
}

pub fn to_host(ctx: &Context, ty: Type, t: &Tensor) -> Result<HostValue, String> {
    let elem = elem_kind(ctx, ctx.element_type(ty)).ok_or_else(|| unsupported(ctx, ty))?;
    let data: Vec<u8> = match elem {
        // Complex values as their parts, real first (the llvm struct and numpy layout).
        ElemKind::C64 | ElemKind::C128 => tensor_to_bytes(t),
        _ => tensor_le_bytes(t, elem.size()),
    };
    Ok(if ctx.is_shaped(ty) {
        HostValue::MemRef(HostBuffer {
            elem,
            shape: t.shape.clone(),
            data: data.into(),
            minor_to_major: None,
        })
    } else {
        HostValue::Scalar(elem, data)
    })
}

pub fn from_host(ctx: &Context, ty: Type, v: &HostValue) -> Result<Value, String> {
    let (bytes, shape) = match v {
        HostValue::Scalar(_, b) => (b.as_slice(), None),
        HostValue::MemRef(b) => (&*b.data, Some(&b.shape)),
    };
    let elem = ctx.element_type(ty);
    let tensor_ty = ctx.tensor_type(shape.map(|s| s.as_slice()).unwrap_or(&[]), elem);
    Ok(Value::Tensor(tensor_from_bytes(
        ctx, tensor_ty, bytes, false,
    )?))
}

/// Our scalar type of an element kind.
pub fn scalar_type(ctx: &Context, k: ElemKind) -> Type {
    match k {
        ElemKind::I1 => ctx.i1(),
        ElemKind::I8 => ctx.integer_type(8),
        ElemKind::I16 => ctx.integer_type(16),
        ElemKind::I32 => ctx.i32(),
        ElemKind::I64 => ctx.i64(),
        ElemKind::F16 => ctx.float_type(FloatKind::F16),
        ElemKind::BF16 => ctx.float_type(FloatKind::BF16),
        ElemKind::F32 => ctx.f32(),
        ElemKind::F64 => ctx.f64(),
        ElemKind::C64 => ctx.complex_type(ctx.f32()),
        ElemKind::C128 => ctx.complex_type(ctx.f64()),
    }
}
