//! `.npy` files to and from tensors (C order, any byte order; element type checked against
//! the type the program expects; a signless integer type also takes an unsigned array of its
//! width, as its bit pattern).

use crate::dense::{tensor_from_bytes, tensor_le_bytes, type_str};
use crate::value::{ElemKind, Tensor};
use npyz::{DType, TypeChar, WriterBuilder};
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

/// The longest header accepted, as numpy's `max_header_size` (a 64-dimensional shape fits).
pub const MAX_HEADER_LEN: usize = 65536;

/// Checks the header length a file claims before npyz allocates a buffer of that size: it
/// must fit in the file and stay within [`MAX_HEADER_LEN`].
fn check_header_len(bytes: &[u8]) -> Result<(), String> {
    let (len, prefix) = match bytes {
        [0x93, b'N', b'U', b'M', b'P', b'Y', 1, _, a, b, ..] => {
            (u16::from_le_bytes([*a, *b]) as usize, 10)
        }
        [0x93, b'N', b'U', b'M', b'P', b'Y', 2 | 3, _, a, b, c, d, ..] => {
            (u32::from_le_bytes([*a, *b, *c, *d]) as usize, 12)
        }
        // Anything else is left to npyz, which reads no length from it.
        _ => return Ok(()),
    };
    if len > MAX_HEADER_LEN {
        return Err(format!("is not a valid .npy file: header length {len} exceeds the limit of {MAX_HEADER_LEN} bytes"));
    }
    if prefix + len > bytes.len() {
        return Err(format!(
            "is truncated: header length {len} but {} bytes after the prefix",
            bytes.len() - prefix
        ));
    }
    Ok(())
}

/// The shape a .npy file's header gives (for binding `?` dims before reading the data).
pub fn npy_shape(bytes: &[u8]) -> Result<Vec<i64>, String> {
    check_header_len(bytes)?;
    let file = npyz::NpyFile::new(bytes).map_err(|e| format!("is not a valid .npy file: {e}"))?;
    Ok(file.header().shape().iter().map(|&d| d as i64).collect())
}

/// Reads `bytes` (a whole .npy file) as a value of type `ty` (a ranked tensor or scalar type).
pub fn read_npy(ctx: &Context, bytes: &[u8], ty: Type) -> Result<Tensor, String> {
    check_header_len(bytes)?;
    let file = npyz::NpyFile::new(bytes).map_err(|e| format!("is not a valid .npy file: {e}"))?;
    let header = file.header().clone();
    let DType::Plain(ts) = header.dtype() else {
        return Err("structured .npy arrays are not supported".into());
    };
    let fortran = file.order() == npyz::Order::Fortran;
    let shape: Vec<i64> = header.shape().iter().map(|&d| d as i64).collect();
    let elem = ctx.element_type(ty);
    let kind = ElemKind::of(ctx, elem)
        .ok_or_else(|| format!("unsupported element type in {}", type_str(ctx, ty)))?;
    let expected: Vec<i64> = ctx.shape(ty).map(|s| s.to_vec()).unwrap_or_default();
    let size = ts.num_bytes().unwrap_or(0);
    // A signless integer takes an unsigned array as its bit pattern: lowering makes `ui8`
    // function boundaries `i8` (see docs/lowering/hlo-to-linalg.md).
    let reinterpreted = ctx.is_signless_integer(elem)
        && ts.type_char() == TypeChar::Uint
        && !matches!(kind, ElemKind::Bool);
    if !(compatible(kind, ts.type_char()) || reinterpreted) || size != storage_bytes(kind) {
        return Err(format!(
            "has dtype '{ts}' and shape {shape:?}, but {} is expected",
            type_str(ctx, ty)
        ));
    }
    // A dynamic dimension (`?`) takes the file's size.
    if !crate::value::fits_shape(&expected, &shape) {
        return Err(format!(
            "has shape {shape:?}, but {} is expected",
            type_str(ctx, ty)
        ));
    }
    // The reader is the slice after the header: the data is read in place, not copied.
    let rest: &[u8] = file.into_inner();
    let n = crate::value::checked_count(&shape)
        .ok_or("has more elements than the interpreter's limit")?;
    if rest.len() < n * size {
        return Err(format!(
            "is truncated: {} data bytes for {n} elements",
            rest.len()
        ));
    }
    let mut data = std::borrow::Cow::Borrowed(&rest[..n * size]);
    if ts.endianness() == npyz::Endianness::Big {
        let part = if matches!(kind, ElemKind::Complex(_)) {
            size / 2
        } else {
            size
        };
        for c in data.to_mut().chunks_mut(part) {
            c.reverse();
        }
    }
    if fortran {
        data = std::borrow::Cow::Owned(fortran_to_c_order(&data, &shape, size));
    }
    tensor_from_bytes(ctx, ctx.tensor_type(&shape, elem), &data, false)
}

/// The elements of a column-major array (`fortran_order: True`, what `np.save` writes for a
/// transposed view) in row-major order; `size` bytes each.
fn fortran_to_c_order(data: &[u8], shape: &[i64], size: usize) -> Vec<u8> {
    let dims: Vec<usize> = shape.iter().map(|&d| d.max(0) as usize).collect();
    let n: usize = dims.iter().product();
    let mut strides = vec![0usize; dims.len()];
    let mut stride = 1;
    for (s, &d) in strides.iter_mut().zip(&dims) {
        *s = stride;
        stride *= d;
    }
    let mut out = Vec::with_capacity(n * size);
    let mut index = vec![0usize; dims.len()];
    let mut offset = 0;
    for _ in 0..n {
        out.extend_from_slice(&data[offset * size..(offset + 1) * size]);
        // Next row-major index: the last dimension moves fastest.
        for k in (0..dims.len()).rev() {
            index[k] += 1;
            offset += strides[k];
            if index[k] < dims[k] {
                break;
            }
            offset -= strides[k] * dims[k];
            index[k] = 0;
        }
    }
    out
}

/// The .npy dtype string of a tensor's elements.
fn dtype_of(t: &Tensor) -> Result<String, String> {
    Ok(match t.kind {
        ElemKind::Bool => "|b1".into(),
        ElemKind::Int { width, signed } => {
            let b = storage_bytes(t.kind);
            let b = if b > 4 {
                8
            } else if b > 2 {
                4
            } else {
                b
            };
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
    let per = if matches!(t.kind, ElemKind::Complex(_)) {
        size / 2
    } else {
        size
    };
    out.extend_from_slice(&tensor_le_bytes(t, per));
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::{read_npy, write_npy};
    use crate::value::Buffer;
    use xla_ir::types::Signedness;
    use xla_ir::{Context, Type, TypeData};

    fn ctx() -> Context {
        Context::new()
    }

    /// `tensor<4x{elem}>` or the element type alone (`ui8`, `si8`, `i8`, `i16`).
    fn ty(ctx: &Context, text: &str) -> Type {
        let elem_text = text.trim_start_matches("tensor<4x").trim_end_matches('>');
        let (signedness, width) =
            match elem_text.split_at(elem_text.find(|c: char| c.is_ascii_digit()).unwrap_or(0)) {
                ("ui", w) => (Signedness::Unsigned, w),
                ("si", w) => (Signedness::Signed, w),
                (_, w) => (Signedness::Signless, w),
            };
        let elem = ctx.intern_type(TypeData::Integer {
            width: width.parse().unwrap_or(8),
            signedness,
        });
        if text.starts_with("tensor") {
            ctx.tensor_type(&[4], elem)
        } else {
            elem
        }
    }

    #[test]
    fn a_signless_type_takes_an_unsigned_array_as_its_bit_pattern() {
        let ctx = ctx();
        let unsigned = read_npy(
            &ctx,
            &npy_u8(&ctx, &[0, 127, 128, 255]),
            ty(&ctx, "tensor<4xui8>"),
        )
        .unwrap();
        let bytes = write_npy(&unsigned).unwrap();
        let signless = read_npy(&ctx, &bytes, ty(&ctx, "tensor<4xi8>")).unwrap();
        assert_eq!(signless.data, Buffer::Int(vec![0, 127, -128, -1]));
        // A signed (si8) type still wants a signed array; a wider signless type its own width.
        assert!(read_npy(&ctx, &bytes, ty(&ctx, "tensor<4xsi8>")).is_err());
        assert!(read_npy(&ctx, &bytes, ty(&ctx, "tensor<4xi16>")).is_err());
    }

    fn npy_u8(ctx: &Context, values: &[i64]) -> Vec<u8> {
        let t = crate::value::Tensor {
            ty: ty(ctx, "ui8"),
            kind: crate::value::ElemKind::Int {
                width: 8,
                signed: false,
            },
            shape: vec![values.len() as i64],
            data: Buffer::Int(values.to_vec()),
        };
        write_npy(&t).unwrap()
    }

    /// A version 1.0 .npy file of little-endian i32 values with the given header fields.
    fn npy_i32(order_and_shape: &str, values: &[i32]) -> Vec<u8> {
        let mut header = format!("{{'descr': '<i4', {order_and_shape}, }}");
        while (10 + header.len() + 1) % 64 != 0 {
            header.push(' ');
        }
        header.push('\n');
        let mut bytes = b"\x93NUMPY\x01\x00".to_vec();
        bytes.extend((header.len() as u16).to_le_bytes());
        bytes.extend(header.bytes());
        bytes.extend(values.iter().flat_map(|v| v.to_le_bytes()));
        bytes
    }

    #[test]
    fn fortran_order_arrays_read_in_row_major_order() {
        let ctx = ctx();
        let ty = |shape: &[i64]| ctx.tensor_type(shape, ctx.i32());
        // [[0, 1, 2], [3, 4, 5]] stored column by column.
        let file = npy_i32(
            "'fortran_order': True, 'shape': (2, 3)",
            &[0, 3, 1, 4, 2, 5],
        );
        let t = read_npy(&ctx, &file, ty(&[2, 3])).unwrap();
        assert_eq!(t.data, Buffer::Int((0..6).collect()));
        // Rank 3: element (i, j, k) of a 2x3x2 array sits at i + 2j + 6k.
        let mut column_major = vec![0; 12];
        for (c, (i, j, k)) in (0..2)
            .flat_map(|i| (0..3).flat_map(move |j| (0..2).map(move |k| (i, j, k))))
            .enumerate()
        {
            column_major[i + 2 * j + 6 * k] = c as i32;
        }
        let file = npy_i32("'fortran_order': True, 'shape': (2, 3, 2)", &column_major);
        let t = read_npy(&ctx, &file, ty(&[2, 3, 2])).unwrap();
        assert_eq!(t.data, Buffer::Int((0..12).collect()));
        // Empty and rank-0 arrays.
        let file = npy_i32("'fortran_order': True, 'shape': (0, 3)", &[]);
        assert_eq!(
            read_npy(&ctx, &file, ty(&[0, 3])).unwrap().data,
            Buffer::Int(vec![])
        );
        let file = npy_i32("'fortran_order': True, 'shape': ()", &[7]);
        assert_eq!(
            read_npy(&ctx, &file, ty(&[])).unwrap().data,
            Buffer::Int(vec![7])
        );
    }
}
