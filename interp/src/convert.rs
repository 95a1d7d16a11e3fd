//! Element type conversions (XLA's `convert`, arith casts) and bit casts.

use crate::dense::{element_bits, float_from_bits};
use crate::eval::OpEval;
use crate::value::{norm_int, Buffer, ElemKind, Tensor};
use xla_ir::{DResult, Type};

/// Float to integer as XLA does: truncation toward zero, NaN to 0, saturation at the bounds.
pub fn float_to_int(x: f64, width: u32, signed: bool) -> i64 {
    if x.is_nan() {
        return 0;
    }
    let x = x.trunc();
    if signed {
        let (lo, hi) = if width >= 64 {
            (i64::MIN, i64::MAX)
        } else {
            (-(1i64 << (width - 1)), (1i64 << (width - 1)) - 1)
        };
        if x <= lo as f64 {
            lo
        } else if x >= hi as f64 {
            hi
        } else {
            x as i64
        }
    } else {
        let hi: u64 = if width >= 64 {
            u64::MAX
        } else {
            (1u64 << width) - 1
        };
        if x <= 0.0 {
            0
        } else if x >= hi as f64 {
            hi as i64
        } else {
            x as u64 as i64
        }
    }
}

/// Converts every element of `src` to `(ty, kind)`. Integers wrap to the target width.
pub fn convert_tensor(src: &Tensor, ty: Type, kind: ElemKind) -> Tensor {
    let data = match (kind, &src.data, src.kind) {
        (ElemKind::Bool, Buffer::Bool(v), _) => Buffer::Bool(v.clone()),
        (ElemKind::Bool, Buffer::Int(v), _) => Buffer::Bool(v.iter().map(|&x| x != 0).collect()),
        (ElemKind::Bool, Buffer::C64(_) | Buffer::C128(_), k) => {
            // XLA converts complex to bool by the real part.
            Buffer::Bool(src.data.to_c128(k).iter().map(|c| c.re != 0.0).collect())
        }
        (ElemKind::Bool, d, k) => Buffer::Bool(d.to_f64(k).iter().map(|&x| x != 0.0).collect()),
        (ElemKind::Int { width, signed }, Buffer::Int(v), _) => {
            Buffer::Int(v.iter().map(|&x| norm_int(x, width, signed)).collect())
        }
        (ElemKind::Int { .. }, Buffer::Bool(v), _) => {
            Buffer::Int(v.iter().map(|&b| b as i64).collect())
        }
        (ElemKind::Int { width, signed }, d, k) => Buffer::Int(
            d.to_f64(k)
                .iter()
                .map(|&x| float_to_int(x, width, signed))
                .collect(),
        ),
        (
            ElemKind::Float(fk),
            Buffer::Int(v),
            ElemKind::Int {
                width: 64,
                signed: false,
            },
        ) => Buffer::from_f64(
            fk,
            v.iter()
                .map(|&x| u64_to_float(x as u64, fk))
                .collect::<Vec<_>>(),
        ),
        (ElemKind::Float(fk), Buffer::Int(v), _) => Buffer::from_f64(
            fk,
            v.iter().map(|&x| i64_to_float(x, fk)).collect::<Vec<_>>(),
        ),
        (ElemKind::Float(fk), d, k) => Buffer::from_f64(fk, d.to_f64(k)),
        (ElemKind::Complex(part), d, k) => Buffer::from_c128(part, d.to_c128(k)),
    };
    Tensor {
        ty,
        kind,
        shape: src.shape.clone(),
        data,
    }
}

/// i64 to a float format with one rounding (f32 directly; others through f64, exact for |x| < 2^53).
fn i64_to_float(x: i64, fk: xla_ir::float::FloatKind) -> f64 {
    match fk {
        xla_ir::float::FloatKind::F32 => x as f32 as f64,
        _ => x as f64,
    }
}
fn u64_to_float(x: u64, fk: xla_ir::float::FloatKind) -> f64 {
    match fk {
        xla_ir::float::FloatKind::F32 => x as f32 as f64,
        _ => x as f64,
    }
}

/// Reinterprets each element's bits as `(ty, kind)` of the same width.
pub fn bitcast_same_width(
    ev: &OpEval<'_, '_>,
    src: &Tensor,
    ty: Type,
    kind: ElemKind,
) -> DResult<Tensor> {
    let bits = element_bits(src);
    let data = match kind {
        ElemKind::Bool => Buffer::Bool(bits.iter().map(|&b| b & 1 != 0).collect()),
        ElemKind::Int { width, signed } => Buffer::Int(
            bits.iter()
                .map(|&b| norm_int(b as i64, width, signed))
                .collect(),
        ),
        ElemKind::Float(k) => float_from_bits(k, bits),
        ElemKind::Complex(_) => {
            return Err(ev.error("bitcast to complex is not supported by the interpreter"))
        }
    };
    Ok(Tensor {
        ty,
        kind,
        shape: src.shape.clone(),
        data,
    })
}
