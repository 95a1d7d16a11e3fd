//! `.npy` files to and from tensors (C order, any byte order; element type checked against
//! the type the program expects).

use crate::dense::{element_bits, tensor_from_bytes, type_str};
use crate::value::{ElemKind, Tensor};
use npyz::{DType, TypeChar, WriterBuilder};
use std::io::Read;
use xla_ir::{Context, Type};

fn storage_bytes(kind: ElemKind) -> usize {
    match kind {
        ElemKind::Bool => 1,
        ElemKind::Int { width, .. } => (width as usize).div_ceil(8),
        ElemKind::Float(k) => (k.bit_width() as usize).div_ceil(8),
        ElemKind::Complex(k) => 2 * (k.bit_width() as usize).div_ceil(8),
    }
}

fn compatible(kind: ElemKind, c: TypeChar) -> bool {
    match kind {
        ElemKind::Bool => matches!(c, TypeChar::Bool | TypeChar::Uint | TypeChar::Int),
        ElemKind::Int { signed: true, .. } => c == TypeChar::Int,
        ElemKind::Int { signed: false, .. } => c == TypeChar::Uint,
        // bf16 and f8 types are saved by ml_dtypes as raw 'V' records.
        ElemKind::Float(_) => matches!(c, TypeChar::Float | TypeChar::RawData),
        ElemKind::Complex(_) => c == TypeChar::Complex,
    }
}

/// Reads `bytes` (a whole .npy file) as a value of type `ty` (a ranked tensor or scalar type).
pub fn read_npy(ctx: &Context, bytes: &[u8], ty: Type) -> Result<Tensor, String> {
    let file = npyz::NpyFile::new(bytes).map_err(|e| format!("is not a valid .npy file: {e}"))?;
    let header = file.header().clone();
    let DType::Plain(ts) = header.dtype() else {
        return Err("structured .npy arrays are not supported".into());
    };
    if file.order() != npyz::Order::C {
        return Err("Fortran-order .npy arrays are not supported".into());
    }
    let shape: Vec<i64> = header.shape().iter().map(|&d| d as i64).collect();
    let elem = ctx.element_type(ty);
    let kind = ElemKind::of(ctx, elem).ok_or_else(|| format!("unsupported element type in {}", type_str(ctx, ty)))?;
    let expected: Vec<i64> = ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
    let size = ts.num_bytes().unwrap_or(0);
    if !compatible(kind, ts.type_char()) || size != storage_bytes(kind) {
        return Err(format!("has dtype '{ts}' and shape {shape:?}, but {} is expected", type_str(ctx, ty)));
    }
    if shape != expected {
        return Err(format!("has shape {shape:?}, but {} is expected", type_str(ctx, ty)));
    }
    let mut data = Vec::new();
    file.into_inner().read_to_end(&mut data).map_err(|e| format!("cannot read .npy data: {e}"))?;
    let n = crate::value::checked_count(&shape).ok_or("has more elements than the interpreter's limit")?;
    if data.len() < n * size {
        return Err(format!("is truncated: {} data bytes for {n} elements", data.len()));
    }
    data.truncate(n * size);
    if ts.endianness() == npyz::Endianness::Big {
        let part = if matches!(kind, ElemKind::Complex(_)) { size / 2 } else { size };
        for c in data.chunks_mut(part) {
            c.reverse();
        }
    }
    tensor_from_bytes(ctx, ctx.tensor_type(&shape, elem), &data, false)
}

/// The .npy dtype string of a tensor's elements.
fn dtype_of(t: &Tensor) -> Result<String, String> {
    Ok(match t.kind {
        ElemKind::Bool => "|b1".into(),
        ElemKind::Int { width, signed } => {
            let b = storage_bytes(t.kind);
            let b = if b > 4 { 8 } else if b > 2 { 4 } else { b };
            let _ = width;
            format!("<{}{b}", if signed { 'i' } else { 'u' })
        }
        ElemKind::Float(xla_ir::float::FloatKind::F16) => "<f2".into(),
        ElemKind::Float(xla_ir::float::FloatKind::F32) => "<f4".into(),
        ElemKind::Float(xla_ir::float::FloatKind::F64) => "<f8".into(),
        ElemKind::Float(k) => format!("|V{}", (k.bit_width() as usize).div_ceil(8)),
        ElemKind::Complex(xla_ir::float::FloatKind::F32) => "<c8".into(),
        ElemKind::Complex(_) => "<c16".into(),
    })
}

/// A whole .npy file holding `t`.
pub fn write_npy(t: &Tensor) -> Result<Vec<u8>, String> {
    let dtype = dtype_of(t)?;
    let ts: npyz::TypeStr = dtype.parse().map_err(|e| format!("{e}"))?;
    let size = ts.num_bytes().unwrap_or(1);
    let shape: Vec<u64> = t.shape.iter().map(|&d| d as u64).collect();
    let mut out = Vec::new();
    let header_only = npyz::WriteOptions::new_header_only()
        .dtype(DType::Plain(ts))
        .shape(&shape)
        .writer(&mut out)
        .write_header_only();
    header_only.map_err(|e| format!("cannot write .npy header: {e}"))?;
    let per = if matches!(t.kind, ElemKind::Complex(_)) { size / 2 } else { size };
    for b in element_bits(t) {
        out.extend_from_slice(&b.to_le_bytes()[..per]);
    }
    Ok(out)
}
