//! The default 64-bit data layout (sizes, alignments, struct field offsets) and the byte
//! encoding of values: scalars little-endian, pointers as 8-byte addresses, structs and
//! arrays (runtime `Value::Tuple`s) field by field with padding.

use super::memory::Pointer;
use crate::value::{Buffer, ElemKind, Tensor, Value};
use half::{bf16, f16};
use xla_dialect_llvm::types::{llvm_type, LlvmType};
use xla_ir::float::FloatKind;
use xla_ir::{Context, Type, TypeData};

/// Size and ABI alignment in bytes; `None` for types without a memory layout.
pub fn size_align(ctx: &Context, t: Type) -> Option<(u64, u64)> {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || match ctx.type_data(t) {
        TypeData::Integer { width, .. } => {
            let bytes = u64::from(width.div_ceil(8)).next_power_of_two();
            Some((bytes, bytes.min(16)))
        }
        TypeData::Index => Some((8, 8)),
        // A fixed 1-D vector packs its lanes; LLVM aligns it to its size (a power of two here).
        TypeData::Vector { shape, elem, .. } if shape.len() == 1 => {
            let (size, _) = size_align(ctx, *elem)?;
            let total = size.checked_mul(u64::try_from(shape[0]).ok()?)?;
            Some((total, total.next_power_of_two().max(1)))
        }
        // A complex number is laid out as `!llvm.struct<(T, T)>` (dense complex initializers).
        TypeData::Complex(part) => {
            let (size, align) = size_align(ctx, *part)?;
            Some((size * 2, align))
        }
        TypeData::Float(k) => {
            let bytes = u64::from(k.bit_width().div_ceil(8)).next_power_of_two();
            Some((bytes, bytes.min(16)))
        }
        _ => match llvm_type(ctx, t)? {
            LlvmType::Ptr { .. } => Some((8, 8)),
            LlvmType::Array { count, elem } => {
                let (size, align) = size_align(ctx, elem)?;
                Some((size.checked_mul(count)?, align))
            }
            LlvmType::Struct {
                body,
                packed,
                opaque: false,
                ..
            } => {
                let offsets = field_offsets(ctx, &body, packed)?;
                Some((offsets.size, offsets.align))
            }
            _ => None,
        },
    })
}

/// A struct's field offsets, total (padded) size and alignment.
pub struct StructLayout {
    pub offsets: Vec<u64>,
    pub size: u64,
    pub align: u64,
}

pub fn field_offsets(ctx: &Context, body: &[Type], packed: bool) -> Option<StructLayout> {
    let mut offsets = Vec::with_capacity(body.len());
    let (mut size, mut align) = (0u64, 1u64);
    for &f in body {
        let (s, a) = size_align(ctx, f)?;
        let a = if packed { 1 } else { a };
        size = size.div_ceil(a) * a;
        offsets.push(size);
        size = size.checked_add(s)?;
        align = align.max(a);
    }
    Some(StructLayout {
        offsets,
        size: size.div_ceil(align) * align,
        align,
    })
}

/// A 0-d tensor holding one scalar of `ty` given as raw little-endian bits.
pub fn scalar_from_bits(ctx: &Context, ty: Type, bits: u64) -> Option<Tensor> {
    let kind = ElemKind::of(ctx, ty)?;
    let data = match kind {
        ElemKind::Bool => Buffer::Bool(vec![bits & 1 != 0]),
        ElemKind::Int { width, .. } => {
            Buffer::Int(vec![crate::value::norm_int(bits as i64, width, true)])
        }
        ElemKind::Float(FloatKind::F32) => Buffer::F32(vec![f32::from_bits(bits as u32)]),
        ElemKind::Float(FloatKind::F64) => Buffer::F64(vec![f64::from_bits(bits)]),
        ElemKind::Float(FloatKind::F16) => Buffer::F16(vec![f16::from_bits(bits as u16)]),
        ElemKind::Float(FloatKind::BF16) => Buffer::BF16(vec![bf16::from_bits(bits as u16)]),
        ElemKind::Float(k) => Buffer::Bits(k, vec![bits]),
        ElemKind::Complex(_) => return None,
    };
    Some(Tensor {
        ty,
        kind,
        shape: Vec::new(),
        data,
    })
}

/// The raw bits of a scalar tensor's single element.
pub fn scalar_bits(t: &Tensor) -> Option<u64> {
    Some(match &t.data {
        Buffer::Bool(v) => u64::from(*v.first()?),
        Buffer::Int(v) => *v.first()? as u64,
        Buffer::F32(v) => u64::from(v.first()?.to_bits()),
        Buffer::F64(v) => v.first()?.to_bits(),
        Buffer::F16(v) => u64::from(v.first()?.to_bits()),
        Buffer::BF16(v) => u64::from(v.first()?.to_bits()),
        Buffer::Bits(_, v) => *v.first()?,
        _ => return None,
    })
}

/// Appends the bytes of `v` (of type `t`) to `out`, padded to `t`'s size.
pub fn encode(ctx: &Context, t: Type, v: &Value, out: &mut Vec<u8>) -> Result<(), String> {
    let (size, _) = size_align(ctx, t).ok_or("has a type without a memory layout")?;
    let start = out.len();
    match (llvm_type(ctx, t), v) {
        (Some(LlvmType::Ptr { .. }), Value::Ptr(p)) => out.extend_from_slice(&p.addr.to_le_bytes()),
        (Some(LlvmType::Array { elem, .. }), Value::Tuple(items)) => {
            for item in items {
                encode(ctx, elem, item, out)?;
            }
        }
        (Some(LlvmType::Struct { body, packed, .. }), Value::Tuple(items)) => {
            let layout = field_offsets(ctx, &body, packed).ok_or("has a struct without layout")?;
            for ((&f, item), off) in body.iter().zip(items).zip(&layout.offsets) {
                out.resize(start + *off as usize, 0);
                encode(ctx, f, item, out)?;
            }
        }
        (None, Value::Tensor(s))
            if s.shape.len() == 1 && !matches!(s.kind, ElemKind::Complex(_)) =>
        {
            let lane = size / (s.shape[0].max(1) as u64);
            for i in 0..s.data.len() {
                let bits = scalar_bits(&s.with_data(Vec::new(), s.data.gather(&[i])))
                    .ok_or("has a value the memory model cannot store")?;
                out.extend_from_slice(&bits.to_le_bytes()[..lane.min(8) as usize]);
            }
        }
        (None, Value::Tensor(s))
            if s.shape.is_empty() && matches!(s.kind, ElemKind::Complex(_)) =>
        {
            encode_complex(ctx, t, s, out)?
        }
        (None, Value::Tensor(s)) if s.shape.is_empty() => {
            let bits = scalar_bits(s).ok_or("has a value the memory model cannot store")?;
            out.extend_from_slice(&bits.to_le_bytes()[..size.min(8) as usize]);
        }
        _ => return Err("stores a value that does not match its type".into()),
    }
    out.resize(start + size as usize, 0);
    Ok(())
}

/// A 0-d complex tensor as its two parts (the `{T, T}` struct layout).
fn encode_complex(ctx: &Context, t: Type, s: &Tensor, out: &mut Vec<u8>) -> Result<(), String> {
    let (TypeData::Complex(part), ElemKind::Complex(k)) = (ctx.type_data(t), s.kind) else {
        return Err("stores a complex value into a non-complex type".into());
    };
    let (part_size, _) = size_align(ctx, *part).ok_or("has a type without a memory layout")?;
    let z = s
        .data
        .to_c128(s.kind)
        .into_iter()
        .next()
        .ok_or("stores an empty value")?;
    for v in [z.re, z.im] {
        let bits = xla_ir::float::from_f64(k, v).0;
        out.extend_from_slice(&bits.to_le_bytes()[..part_size.min(8) as usize]);
    }
    Ok(())
}

/// A complex scalar from its two parts' bytes (the `{T, T}` struct layout).
fn decode_complex(ctx: &Context, t: Type, bytes: &[u8]) -> Result<Value, String> {
    let (TypeData::Complex(part), Some(ElemKind::Complex(k))) =
        (ctx.type_data(t), ElemKind::of(ctx, t))
    else {
        return Err("loads a complex type with non-float parts".into());
    };
    let (size, _) = size_align(ctx, *part).ok_or("has a type without a memory layout")?;
    let size = size as usize;
    let part_value = |i: usize| -> Result<f64, String> {
        let b = bytes
            .get(i * size..(i + 1) * size)
            .ok_or("loads past the end of a value")?;
        let mut buf = [0u8; 8];
        buf[..size.min(8)].copy_from_slice(&b[..size.min(8)]);
        let bits = u64::from_le_bytes(buf);
        let scalar = scalar_from_bits(ctx, *part, bits)
            .ok_or("loads a complex type with an unsupported part")?;
        Ok(scalar
            .data
            .to_f64(scalar.kind)
            .first()
            .copied()
            .unwrap_or(0.0))
    };
    let z = num_complex::Complex::new(part_value(0)?, part_value(1)?);
    Ok(Value::Tensor(Tensor {
        ty: t,
        kind: ElemKind::Complex(k),
        shape: Vec::new(),
        data: Buffer::from_c128(k, [z]),
    }))
}

/// A fixed 1-D vector as a 1-d tensor of its lanes.
fn decode_vector(ctx: &Context, t: Type, bytes: &[u8]) -> Result<Value, String> {
    let TypeData::Vector { shape, elem, .. } = ctx.type_data(t) else {
        return Err("loads a non-vector type as a vector".into());
    };
    let (&[lanes], elem) = (&shape[..], *elem) else {
        return Err("loads a vector that is not 1-D".into());
    };
    let (size, _) = size_align(ctx, elem).ok_or("has a type without a memory layout")?;
    let kind = ElemKind::of(ctx, elem).ok_or("loads a vector of an unsupported element type")?;
    let mut parts = Vec::with_capacity(lanes.max(0) as usize);
    for i in 0..lanes.max(0) as usize {
        let b = bytes
            .get(i * size as usize..(i + 1) * size as usize)
            .ok_or("loads past the end of a value")?;
        let mut buf = [0u8; 8];
        buf[..b.len().min(8)].copy_from_slice(&b[..b.len().min(8)]);
        let lane = scalar_from_bits(ctx, elem, u64::from_le_bytes(buf))
            .ok_or("loads a vector of an unsupported element type")?;
        parts.push(lane.data);
    }
    let data = Buffer::concat(&parts.iter().collect::<Vec<_>>())
        .unwrap_or_else(|| crate::memref_value::zero_buffer(kind, 0));
    Ok(Value::Tensor(Tensor {
        ty: elem,
        kind,
        shape: vec![lanes],
        data,
    }))
}

/// Decodes a value of type `t` from `bytes` (exactly `t`'s size).
pub fn decode(ctx: &Context, t: Type, bytes: &[u8]) -> Result<Value, String> {
    stacker::maybe_grow(64 * 1024, 4 * 1024 * 1024, || {
        let word = |b: &[u8]| {
            let mut buf = [0u8; 8];
            let n = b.len().min(8);
            buf[..n].copy_from_slice(&b[..n]);
            u64::from_le_bytes(buf)
        };
        match llvm_type(ctx, t) {
            Some(LlvmType::Ptr { .. }) => Ok(Value::Ptr(Pointer::from_addr(word(bytes)))),
            Some(LlvmType::Array { count, elem }) => {
                let (size, _) =
                    size_align(ctx, elem).ok_or("has a type without a memory layout")?;
                (0..count as usize)
                    .map(|i| {
                        decode(
                            ctx,
                            elem,
                            bytes
                                .get(i * size as usize..(i + 1) * size as usize)
                                .unwrap_or(&[]),
                        )
                    })
                    .collect::<Result<Vec<_>, _>>()
                    .map(Value::Tuple)
            }
            Some(LlvmType::Struct { body, packed, .. }) => {
                let layout =
                    field_offsets(ctx, &body, packed).ok_or("has a struct without layout")?;
                body.iter()
                    .zip(&layout.offsets)
                    .map(|(&f, &off)| {
                        let (size, _) =
                            size_align(ctx, f).ok_or("has a type without a memory layout")?;
                        decode(
                            ctx,
                            f,
                            bytes
                                .get(off as usize..(off + size) as usize)
                                .unwrap_or(&[]),
                        )
                    })
                    .collect::<Result<Vec<_>, _>>()
                    .map(Value::Tuple)
            }
            Some(_) => Err("loads a type without a memory layout".into()),
            None if matches!(ctx.type_data(t), TypeData::Complex(_)) => {
                decode_complex(ctx, t, bytes)
            }
            None if matches!(ctx.type_data(t), TypeData::Vector { .. }) => {
                decode_vector(ctx, t, bytes)
            }
            None => scalar_from_bits(ctx, t, word(bytes))
                .map(Value::Tensor)
                .ok_or_else(|| "loads a type the memory model does not support".into()),
        }
    })
}

/// The value every byte of which is zero (`llvm.mlir.zero`), also used for undef/poison.
pub fn zero_value(ctx: &Context, t: Type) -> Result<Value, String> {
    let (size, _) = size_align(ctx, t).ok_or("has a type without a memory layout")?;
    if size > super::memory::MAX_ALLOCATION {
        return Err("has a type too large for the interpreter".into());
    }
    decode(ctx, t, &vec![0; size as usize])
}

#[cfg(test)]
mod tests {
    use super::*;
    use xla_dialect_llvm::types::{array_type, ptr_type, struct_type};

    #[test]
    fn descriptor_layout_matches_the_64_bit_abi() {
        let mut ctx = Context::new();
        ctx.load_dialect(xla_dialect_llvm::dialect());
        let i64t = ctx.i64();
        let arr = array_type(&ctx, 2, i64t);
        let desc = struct_type(
            &ctx,
            &[ptr_type(&ctx), ptr_type(&ctx), i64t, arr, arr],
            false,
        );
        assert_eq!(size_align(&ctx, desc), Some((56, 8)));
        let mixed = struct_type(
            &ctx,
            &[ctx.integer_type(8), ctx.i32(), ctx.integer_type(8)],
            false,
        );
        assert_eq!(size_align(&ctx, mixed), Some((12, 4)));
        let packed = struct_type(&ctx, &[ctx.integer_type(8), ctx.i32()], true);
        assert_eq!(size_align(&ctx, packed), Some((5, 1)));
        let v = zero_value(&ctx, mixed).expect("layout");
        let mut bytes = Vec::new();
        encode(&ctx, mixed, &v, &mut bytes).expect("encodes");
        assert_eq!(bytes.len(), 12);
    }
}
