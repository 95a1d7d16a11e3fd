//! hlo values passed through: tuple, get_tuple_element, the tokens of after_all and
//! create_token, and optimization_barrier.

use crate::eval::{OpEval, Registry};
use crate::value::Value;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::DResult;

/// Float total order key: -NaN < -Inf < ... < -0 < +0 < ... < +Inf < +NaN.
pub fn total_key(x: f64) -> i64 {
    let b = x.to_bits() as i64;
    b ^ (((b >> 63) as u64) >> 1) as i64
}

fn tuple(_: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    Ok(vec![Value::Tuple(operands.to_vec())])
}

fn get_tuple_element(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let i = ev
        .op
        .attr("index")
        .and_then(|a| ev.ctx().attr_as_int(a))
        .ok_or_else(|| ev.error("requires 'index'"))?;
    match operands.first() {
        Some(Value::Tuple(v)) => v
            .get(i as usize)
            .cloned()
            .map(|x| vec![x])
            .ok_or_else(|| ev.error("index out of range")),
        _ => Err(ev.error("operand is not a tuple")),
    }
}

fn token(_: &OpEval<'_, '_>, _: &[Value]) -> DResult<Vec<Value>> {
    Ok(vec![Value::Token])
}

fn optimization_barrier(_: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    Ok(operands.to_vec())
}

pub fn register(r: &mut Registry) {
    r.add(hlo_ops::TupleOp::NAME, tuple);
    r.add(hlo_ops::GetTupleElementOp::NAME, get_tuple_element);
    r.add(hlo_ops::AfterAllOp::NAME, token);
    r.add(hlo_ops::CreateTokenOp::NAME, token);
    r.add(hlo_ops::OptimizationBarrierOp::NAME, optimization_barrier);
}
