//! hlo element type conversions: convert and bitcast_convert.

use crate::convert::convert_tensor;
use crate::elementwise::{one, result_elem, result_shape, tensor, C};
use crate::eval::{OpEval, Registry};
use crate::value::{Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

/// Float total order key: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN.
pub fn total_key(x: f64) -> i64 {
    let b = x.to_bits() as i64;
    b ^ (((b >> 63) as u64) >> 1) as i64
}

fn convert(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (ty, kind) = result_elem(ev, 0)?;
    one(convert_tensor(a, ty, kind))
}

/// Bit width of one element (complex: both parts).
fn elem_bits(k: ElemKind) -> u32 {
    match k {
        ElemKind::Bool => 1,
        ElemKind::Int { width, .. } => width,
        ElemKind::Float(f) => f.bit_width(),
        ElemKind::Complex(f) => 2 * f.bit_width(),
    }
}

/// Reinterprets the bits: an element splits into several narrower ones (least significant
/// first) or several merge into a wider one. Complex elements are (real, imaginary) bits.
fn bitcast_convert(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let a = tensor(ev, operands, 0)?;
    let (ty, kind) = result_elem(ev, 0)?;
    let shape = result_shape(ev, 0)?;
    let (wi, wo) = (elem_bits(a.kind), elem_bits(kind));
    let mask = |w: u32| {
        if w >= 128 {
            u128::MAX
        } else {
            (1u128 << w) - 1
        }
    };
    let raw = crate::dense::element_bits(a);
    let src: Vec<u128> = match a.kind {
        ElemKind::Complex(_) => raw
            .chunks(2)
            .map(|c| (c[0] as u128) | ((c.get(1).copied().unwrap_or(0) as u128) << (wi / 2)))
            .collect(),
        _ => raw.iter().map(|&b| b as u128 & mask(wi)).collect(),
    };
    let out: Vec<u128> = if wi >= wo {
        let r = (wi / wo.max(1)) as usize;
        src.iter()
            .flat_map(|&b| {
                (0..r).map(move |j| b.checked_shr(j as u32 * wo).unwrap_or(0) & mask(wo))
            })
            .collect()
    } else {
        let r = (wo / wi.max(1)) as usize;
        src.chunks(r)
            .map(|c| {
                c.iter().enumerate().fold(0u128, |acc, (j, &b)| {
                    acc | b.checked_shl(j as u32 * wi).unwrap_or(0)
                })
            })
            .collect()
    };
    let data = match kind {
        ElemKind::Bool => Buffer::Bool(out.iter().map(|&b| b & 1 != 0).collect()),
        ElemKind::Int { width, signed } => Buffer::Int(
            out.iter()
                .map(|&b| crate::value::norm_int(b as i64, width, signed))
                .collect(),
        ),
        ElemKind::Float(k) => crate::dense::float_from_bits(k, out.iter().map(|&b| b as u64)),
        ElemKind::Complex(k) => {
            let half = wo / 2;
            let part = |b: u128| match k {
                xla_ir::float::FloatKind::F32 => f32::from_bits(b as u32) as f64,
                _ => f64::from_bits(b as u64),
            };
            Buffer::from_c128(
                k,
                out.iter()
                    .map(|&b| C::new(part(b & mask(half)), part(b >> half)))
                    .collect::<Vec<_>>(),
            )
        }
    };
    if data.len() != shape.iter().product::<i64>() as usize {
        return Err(ev.error("result shape does not hold the operand's bits"));
    }
    one(Tensor {
        ty,
        kind,
        shape,
        data,
    })
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::ConvertOp::NAME, convert);
    r.add(hlo_ops::BitcastConvertOp::NAME, bitcast_convert);
}
