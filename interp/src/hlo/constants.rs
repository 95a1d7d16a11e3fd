//! hlo values from attributes alone: constant and iota.

use crate::convert::convert_tensor;
use crate::dense::tensor_from_attr;
use crate::elementwise::{one, result_elem, result_shape};
use crate::eval::{OpEval, Registry};
use crate::value::{for_each_index, Buffer, ElemKind, Tensor, Value};
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

/// Float total order key: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN.
pub fn total_key(x: f64) -> i64 {
    let b = x.to_bits() as i64;
    b ^ (((b >> 63) as u64) >> 1) as i64
}

fn constant(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    let a = ev
        .op
        .attr("value")
        .ok_or_else(|| ev.error("requires a 'value' attribute"))?;
    one(tensor_from_attr(ev.ctx(), a).map_err(|m| ev.error(m))?)
}

fn iota(ev: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    one(iota_of(ev, result_shape(ev, 0)?)?)
}

/// 0, 1, 2, ... along `iota_dimension` of `shape`, in the result's element type.
pub fn iota_of(ev: &OpEval<'_, '_>, shape: Vec<i64>) -> DResult<Tensor> {
    let dim = ev
        .op
        .attr("iota_dimension")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .ok_or_else(|| ev.error("requires 'iota_dimension'"))?;
    let (ty, kind) = result_elem(ev, 0)?;
    let dim = usize::try_from(dim)
        .ok()
        .filter(|&d| d < shape.len())
        .ok_or_else(|| ev.error("iota_dimension out of range"))?;
    let mut idx = Vec::new();
    for_each_index(&shape, |i| idx.push(i[dim]));
    let src = Tensor {
        ty: ev.ctx().i64(),
        kind: ElemKind::Int {
            width: 64,
            signed: true,
        },
        shape: shape.clone(),
        data: Buffer::Int(idx),
    };
    Ok(convert_tensor(&src, ty, kind))
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::ConstantOp::NAME, constant);
    r.add(hlo_ops::IotaOp::NAME, iota);
}
