//! bufferization dialect: tensors from buffers and back. `to_tensor` reads the buffer's
//! current elements; `to_buffer` gives a fresh buffer holding the tensor's elements (tensors
//! are immutable values here, so no aliasing is observable); `alloc_tensor` is a zero (or
//! copied) tensor.

use crate::elementwise::{result_elem, result_shape};
use crate::eval::{OpEval, Registry};
use crate::memref::{memref, scalar_int};
use crate::memref_value::{zero_buffer, MemRefValue};
use crate::value::{checked_count, Tensor, Value};
use xla_dialect_bufferization::ops as bufferization_ops;
use xla_ir::{DResult, DYNAMIC};

fn to_tensor(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let t = m
        .to_tensor()
        .ok_or_else(|| ev.error("reads a buffer that was deallocated"))?;
    Ok(vec![Value::Tensor(t)])
}

fn to_buffer(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    match operands.first() {
        Some(Value::Tensor(t)) => Ok(vec![Value::MemRef(MemRefValue::from_tensor(t))]),
        _ => Err(ev.error("operand #0 is not a tensor value")),
    }
}

fn alloc_tensor(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let ctx = ev.ctx();
    let sizes = ev
        .op
        .attr("operandSegmentSizes")
        .and_then(|a| ctx.attr_as_i64_array(a))
        .unwrap_or_default();
    let (n_dyn, n_copy) = (
        sizes.first().copied().unwrap_or(0) as usize,
        sizes.get(1).copied().unwrap_or(0),
    );
    if n_copy == 1 {
        return match operands.get(n_dyn) {
            Some(v @ Value::Tensor(_)) => Ok(vec![v.clone()]),
            _ => Err(ev.error("copies a value that is not a tensor")),
        };
    }
    let (ty, kind) = result_elem(ev, 0)?;
    let shape = match ctx.shape(ev.op.result_type(0)) {
        Some(s) if s.contains(&DYNAMIC) => {
            let mut next = 0..n_dyn;
            s.iter()
                .map(|&d| {
                    if d == DYNAMIC {
                        next.next()
                            .map(|i| scalar_int(ev, operands, i))
                            .unwrap_or_else(|| Err(ev.error("has too few sizes")))
                    } else {
                        Ok(d)
                    }
                })
                .collect::<DResult<Vec<_>>>()?
        }
        _ => result_shape(ev, 0)?,
    };
    let n = checked_count(&shape)
        .ok_or_else(|| ev.error("has more elements than the interpreter's limit"))?;
    Ok(vec![Value::Tensor(Tensor {
        ty,
        kind,
        shape,
        data: zero_buffer(kind, n),
    })])
}

pub fn register(r: &mut Registry) {
    r.add(bufferization_ops::ToTensorOp::NAME, to_tensor);
    r.add(bufferization_ops::ToBufferOp::NAME, to_buffer);
    r.add(bufferization_ops::AllocTensorOp::NAME, alloc_tensor);
    r.add(bufferization_ops::DeallocTensorOp::NAME, |_, _| Ok(vec![]));
}
