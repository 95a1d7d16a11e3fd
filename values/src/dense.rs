//! Conversion between `dense<...>` attributes and tensors (storage as `AttrData::DenseElements`:
//! little-endian elements of `ceil(width / 8)` bytes, i1 one byte, complex as pairs, splats once).

use crate::value::{norm_int, Buffer, ElemKind, Tensor};
use num_complex::Complex;
use xla_ir::float::FloatKind;
use xla_ir::{AttrData, Attribute, Context, Type};

/// Bytes per element in dense data (complex: both parts).
pub fn elem_bytes(kind: ElemKind) -> usize {
    match kind {
        ElemKind::Bool => 1,
        ElemKind::Int { width, .. } => (width as usize).div_ceil(8),
        ElemKind::Float(k) => (k.bit_width() as usize).div_ceil(8),
        ElemKind::Complex(k) => 2 * (k.bit_width() as usize).div_ceil(8),
    }
}

fn read_le(b: &[u8]) -> u64 {
    let mut buf = [0u8; 8];
    let n = b.len().min(8);
    buf[..n].copy_from_slice(&b[..n]);
    u64::from_le_bytes(buf)
}

/// A tensor of a ranked shaped type (or a scalar type, as rank 0) filled from raw element bytes.
pub fn tensor_from_bytes(
    ctx: &Context,
    ty: Type,
    data: &[u8],
    splat: bool,
) -> Result<Tensor, String> {
    let elem = ctx.element_type(ty);
    let kind = ElemKind::of(ctx, elem)
        .ok_or_else(|| format!("unsupported element type in {}", type_str(ctx, ty)))?;
    let shape: Vec<i64> = ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
    if shape.iter().any(|&d| d < 0) {
        return Err(format!(
            "dynamic shape {} is not supported",
            type_str(ctx, ty)
        ));
    }
    let n = crate::value::checked_count(&shape).ok_or_else(|| {
        format!(
            "{} has more elements than the interpreter's limit",
            type_str(ctx, ty)
        )
    })?;
    let size = elem_bytes(kind);
    let count = if splat { 1 } else { n };
    if data.len() < count * size {
        return Err(format!("dense data too short for {}", type_str(ctx, ty)));
    }
    let bits = |i: usize| {
        let j = if splat { 0 } else { i };
        read_le(&data[j * size..j * size + size.min(8)])
    };
    let data = match kind {
        ElemKind::Bool => Buffer::Bool((0..n).map(|i| bits(i) & 1 != 0).collect()),
        ElemKind::Int { width, signed } => Buffer::Int(
            (0..n)
                .map(|i| norm_int(bits(i) as i64, width, signed))
                .collect(),
        ),
        ElemKind::Float(k) => float_from_bits(k, (0..n).map(bits)),
        ElemKind::Complex(k) => {
            let half = size / 2;
            let parts = (0..n).map(|i| {
                let j = if splat { 0 } else { i };
                let re = read_le(&data[j * size..j * size + half]);
                let im = read_le(&data[j * size + half..j * size + size]);
                match k {
                    FloatKind::F32 => Complex::new(
                        f32::from_bits(re as u32) as f64,
                        f32::from_bits(im as u32) as f64,
                    ),
                    _ => Complex::new(f64::from_bits(re), f64::from_bits(im)),
                }
            });
            Buffer::from_c128(k, parts.collect::<Vec<_>>())
        }
    };
    Ok(Tensor {
        ty: elem,
        kind,
        shape,
        data,
    })
}

/// A float buffer from raw bit patterns.
pub fn float_from_bits(k: FloatKind, raw: impl IntoIterator<Item = u64>) -> Buffer {
    let raw = raw.into_iter();
    match k {
        FloatKind::F16 => Buffer::F16(raw.map(|b| half::f16::from_bits(b as u16)).collect()),
        FloatKind::BF16 => Buffer::BF16(raw.map(|b| half::bf16::from_bits(b as u16)).collect()),
        FloatKind::F32 => Buffer::F32(raw.map(|b| f32::from_bits(b as u32)).collect()),
        FloatKind::F64 => Buffer::F64(raw.map(f64::from_bits).collect()),
        k => Buffer::Bits(k, raw.collect()),
    }
}

/// Raw bit patterns of each element (complex: not included; use [`tensor_to_bytes`]).
pub fn element_bits(t: &Tensor) -> Vec<u64> {
    match &t.data {
        Buffer::Bool(v) => v.iter().map(|&b| b as u64).collect(),
        Buffer::Int(v) => v.iter().map(|&x| x as u64).collect(),
        Buffer::F16(v) => v.iter().map(|x| x.to_bits() as u64).collect(),
        Buffer::BF16(v) => v.iter().map(|x| x.to_bits() as u64).collect(),
        Buffer::F32(v) => v.iter().map(|x| x.to_bits() as u64).collect(),
        Buffer::F64(v) => v.iter().map(|x| x.to_bits()).collect(),
        Buffer::Bits(_, v) => v.clone(),
        Buffer::C64(v) => v
            .iter()
            .flat_map(|c| [c.re.to_bits() as u64, c.im.to_bits() as u64])
            .collect(),
        Buffer::C128(v) => v
            .iter()
            .flat_map(|c| [c.re.to_bits(), c.im.to_bits()])
            .collect(),
    }
}

/// Little-endian element bytes as `DenseElements` stores them.
pub fn tensor_to_bytes(t: &Tensor) -> Vec<u8> {
    let size = match t.kind {
        ElemKind::Complex(_) => elem_bytes(t.kind) / 2,
        k => elem_bytes(k),
    };
    tensor_le_bytes(t, size)
}

/// The low `size` bytes (at most 8) of each element's bit pattern, little-endian (complex:
/// of each part, real first), written straight into one buffer: a 16M-element input went
/// through a `Vec<u64>` and a small allocation per element before.
pub fn tensor_le_bytes(t: &Tensor, size: usize) -> Vec<u8> {
    let size = size.min(8);
    let parts = if matches!(t.data, Buffer::C64(_) | Buffer::C128(_)) {
        2
    } else {
        1
    };
    let mut out = Vec::with_capacity(t.data.len() * parts * size);
    let mut push = |bits: u64| out.extend_from_slice(&bits.to_le_bytes()[..size]);
    match &t.data {
        Buffer::Bool(v) => v.iter().for_each(|&b| push(b as u64)),
        Buffer::Int(v) => v.iter().for_each(|&x| push(x as u64)),
        Buffer::F16(v) => v.iter().for_each(|x| push(x.to_bits() as u64)),
        Buffer::BF16(v) => v.iter().for_each(|x| push(x.to_bits() as u64)),
        Buffer::F32(v) => v.iter().for_each(|x| push(x.to_bits() as u64)),
        Buffer::F64(v) => v.iter().for_each(|x| push(x.to_bits())),
        Buffer::Bits(_, v) => v.iter().for_each(|&b| push(b)),
        Buffer::C64(v) => v.iter().for_each(|c| {
            push(c.re.to_bits() as u64);
            push(c.im.to_bits() as u64)
        }),
        Buffer::C128(v) => v.iter().for_each(|c| {
            push(c.re.to_bits());
            push(c.im.to_bits())
        }),
    }
    out
}

/// A tensor from a `dense<...>` attribute.
pub fn tensor_from_attr(ctx: &Context, attr: Attribute) -> Result<Tensor, String> {
    match ctx.attr_data(attr) {
        AttrData::DenseElements { ty, data, splat } => tensor_from_bytes(ctx, *ty, data, *splat),
        AttrData::Integer { ty, value } => {
            let bytes = (*value as i64).to_le_bytes();
            tensor_from_bytes(ctx, *ty, &bytes, false)
        }
        AttrData::Float { ty, bits } => tensor_from_bytes(ctx, *ty, &bits.to_le_bytes(), false),
        _ => Err("expected a dense elements attribute".into()),
    }
}

/// The `dense<...> : tensor<...>` attribute of a tensor.
pub fn tensor_to_attr(ctx: &Context, t: &Tensor) -> Attribute {
    let ty = ctx.tensor_type(&t.shape, t.ty);
    ctx.intern_attr(AttrData::DenseElements {
        ty,
        data: tensor_to_bytes(t).into(),
        splat: false,
    })
}

pub fn type_str(ctx: &Context, ty: Type) -> String {
    xla_ir::asm::type_to_string(ctx, ty)
}

/// One element as MLIR prints it in a dense literal.
fn element_text(t: &Tensor, bits: &[u64], i: usize) -> String {
    match (&t.data, t.kind) {
        (Buffer::Bool(v), _) => v[i].to_string(),
        (
            Buffer::Int(v),
            ElemKind::Int {
                width: 64,
                signed: false,
            },
        ) => (v[i] as u64).to_string(),
        (Buffer::Int(v), _) => v[i].to_string(),
        (_, ElemKind::Complex(k)) => format!(
            "({},{})",
            xla_ir::float::format_mlir(k, bits[2 * i]),
            xla_ir::float::format_mlir(k, bits[2 * i + 1])
        ),
        (_, ElemKind::Float(k)) => xla_ir::float::format_mlir(k, bits[i]),
        _ => String::new(),
    }
}

/// `dense<...> : tensor<...>` as MLIR prints it (a splat when all elements are equal).
pub fn format_dense(ctx: &Context, t: &Tensor) -> String {
    let ty = type_str(ctx, ctx.tensor_type(&t.shape, t.ty));
    let bits = element_bits(t);
    let n = t.num_elements();
    let per = if matches!(t.kind, ElemKind::Complex(_)) {
        2
    } else {
        1
    };
    if n == 0 {
        return format!("dense<> : {ty}");
    }
    let splat = (1..n).all(|i| bits[i * per..i * per + per] == bits[..per]);
    if splat {
        return format!("dense<{}> : {ty}", element_text(t, &bits, 0));
    }
    let mut s = String::new();
    nest(t, &bits, 0, 0, &mut s);
    format!("dense<{s}> : {ty}")
}

fn nest(t: &Tensor, bits: &[u64], dim: usize, base: usize, s: &mut String) {
    if dim == t.shape.len() {
        s.push_str(&element_text(t, bits, base));
        return;
    }
    let stride: usize = t.shape[dim + 1..].iter().product::<i64>() as usize;
    s.push('[');
    for k in 0..t.shape[dim] as usize {
        if k > 0 {
            s.push_str(", ");
        }
        nest(t, bits, dim + 1, base + k * stride, s);
    }
    s.push(']');
}

#[cfg(test)]
mod tests {
    use super::{tensor_from_bytes, tensor_le_bytes, tensor_to_bytes};
    use xla_ir::float::FloatKind;
    use xla_ir::Context;

    /// Bytes -> tensor -> bytes gives the bytes back for every element kind, splats expand,
    /// and a narrower `size` keeps each element's low bytes.
    #[test]
    fn element_bytes_round_trip() {
        let ctx = Context::new();
        let c64 = ctx.complex_type(ctx.f32());
        let cases = [
            (ctx.f32(), 4),
            (ctx.f64(), 8),
            (ctx.float_type(FloatKind::F16), 2),
            (ctx.float_type(FloatKind::BF16), 2),
            (ctx.i1(), 1),
            (ctx.integer_type(8), 1),
            (ctx.i32(), 4),
            (ctx.i64(), 8),
            (c64, 8),
        ];
        for (elem, size) in cases {
            let ty = ctx.tensor_type(&[3], elem);
            let bytes: Vec<u8> = (0..3 * size)
                .map(|i| {
                    if elem == ctx.i1() {
                        (i % 2) as u8
                    } else {
                        (i * 37 + 5) as u8
                    }
                })
                .collect();
            let t = tensor_from_bytes(&ctx, ty, &bytes, false).expect("decoded");
            assert_eq!(tensor_to_bytes(&t), bytes, "{size}-byte elements");
        }
        let ty = ctx.tensor_type(&[4], ctx.i32());
        let splat = tensor_from_bytes(&ctx, ty, &7i32.to_le_bytes(), true).expect("splat");
        assert_eq!(tensor_le_bytes(&splat, 4), [7u8, 0, 0, 0].repeat(4));
        assert_eq!(tensor_le_bytes(&splat, 2), [7u8, 0].repeat(4));
        let neg = tensor_from_bytes(&ctx, ty, &(-2i32).to_le_bytes().repeat(4), false).expect("-2");
        assert_eq!(tensor_le_bytes(&neg, 8), (-2i64).to_le_bytes().repeat(4));
    }
}
