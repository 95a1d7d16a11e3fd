//! The vector dialect subset (`vector.load`, `vector.store`, `vector.broadcast`,
//! `vector.extract`) and the llvm
//! dialect's vector element ops (`llvm.insertelement`, `llvm.extractelement`,
//! `llvm.shufflevector`). A 1-D vector value is a rank-1 tensor of its lanes.

use crate::elementwise::tensor;
use crate::eval::{OpEval, Registry};
use crate::memref::{memref, scalar_int};
use crate::memref_value::scatter;
use crate::value::{Buffer, Tensor, Value};
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_vector::ops as vector_ops;
use xla_ir::{DResult, TypeData};

/// The lane count of result or operand type `t` (a 1-D vector).
fn lanes(ev: &OpEval<'_, '_>, t: xla_ir::Type) -> DResult<i64> {
    match ev.ctx().type_data(t) {
        TypeData::Vector { shape, .. } if shape.len() == 1 => Ok(shape[0]),
        _ => Err(ev.error("expects a 1-D vector type")),
    }
}

fn indices(ev: &OpEval<'_, '_>, operands: &[Value], from: usize) -> DResult<Vec<i64>> {
    (from..operands.len())
        .map(|i| scalar_int(ev, operands, i))
        .collect()
}

fn out_of_bounds(
    ev: &OpEval<'_, '_>,
    what: &str,
    idx: &[i64],
    lanes: i64,
    shape: &[i64],
) -> xla_ir::Diag {
    ev.error(format!(
        "{what} of {lanes} lanes at {idx:?} is out of bounds of a memref of shape {shape:?}"
    ))
}

fn load(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let m = memref(ev, operands, 0)?;
    let idx = indices(ev, operands, 1)?;
    let n = lanes(ev, ev.op.result_type(0))?;
    let pos = m
        .lane_positions(&idx, n)
        .ok_or_else(|| out_of_bounds(ev, "load", &idx, n, &m.shape))?;
    let data = m.storage.lock().gather(&pos);
    Ok(vec![Value::Tensor(Tensor {
        ty: m.ty,
        kind: m.kind,
        shape: vec![n],
        data,
    })])
}

fn store(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let v = tensor(ev, operands, 0)?;
    let m = memref(ev, operands, 1)?;
    let idx = indices(ev, operands, 2)?;
    let n = lanes(ev, ev.op.operand_type(0))?;
    let pos = m
        .lane_positions(&idx, n)
        .ok_or_else(|| out_of_bounds(ev, "store", &idx, n, &m.shape))?;
    let src: Vec<usize> = (0..pos.len()).collect();
    scatter(&mut m.storage.lock(), &pos, &v.data, &src)
        .ok_or_else(|| ev.error("stores a vector of another element type"))?;
    Ok(vec![])
}

fn broadcast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let s = tensor(ev, operands, 0)?;
    let n = lanes(ev, ev.op.result_type(0))?;
    if s.num_elements() != 1 {
        return Err(ev.error("broadcasts a value that is not a scalar"));
    }
    Ok(vec![Value::Tensor(s.with_data(
        vec![n],
        s.data.gather(&vec![0; n.max(0) as usize]),
    ))])
}

/// `vector.extract` at a static position (poison, -1, reads lane 0: any value refines it).
fn extract(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let v = tensor(ev, operands, 0)?;
    let position = xla_dialect_vector::extract_position(&ev.op)
        .ok_or_else(|| ev.error("requires attribute 'static_position'"))?;
    let at = match position[..] {
        [] => return Ok(vec![Value::Tensor(v.clone())]),
        [p] => usize::try_from(p.max(0))
            .ok()
            .filter(|&p| p < v.num_elements())
            .ok_or_else(|| ev.error(format!("lane {p} is out of range")))?,
        _ => return Err(ev.error("extracts from a vector of rank 1 only")),
    };
    Ok(vec![lane_value(v, at)])
}

/// Lane `at` of vector `v` as a scalar.
fn lane_value(v: &Tensor, at: usize) -> Value {
    Value::Tensor(v.with_data(Vec::new(), v.data.gather(&[at])))
}

/// Lane `i` of a vector of `n` lanes, or why not.
fn lane(ev: &OpEval<'_, '_>, operands: &[Value], i: usize, n: i64) -> DResult<usize> {
    let l = scalar_int(ev, operands, i)?;
    usize::try_from(l)
        .ok()
        .filter(|&l| (l as i64) < n)
        .ok_or_else(|| {
            ev.error(format!(
                "lane {l} is out of range for a vector of {n} lanes"
            ))
        })
}

fn insertelement(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (v, s) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let n = v.num_elements();
    let at = lane(ev, operands, 2, n as i64)?;
    let joined = Buffer::concat(&[&v.data, &s.data])
        .ok_or_else(|| ev.error("inserts a value of another element type"))?;
    let pos: Vec<usize> = (0..n).map(|i| if i == at { n } else { i }).collect();
    Ok(vec![Value::Tensor(
        v.with_data(v.shape.clone(), joined.gather(&pos)),
    )])
}

fn extractelement(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let v = tensor(ev, operands, 0)?;
    let at = lane(ev, operands, 1, v.num_elements() as i64)?;
    Ok(vec![lane_value(v, at)])
}

fn shufflevector(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    let (a, b) = (tensor(ev, operands, 0)?, tensor(ev, operands, 1)?);
    let mask = ev
        .op
        .attr("mask")
        .and_then(|m| ev.ctx().attr_as_i32_array(m))
        .ok_or_else(|| ev.error("requires attribute 'mask'"))?;
    let joined = Buffer::concat(&[&a.data, &b.data])
        .ok_or_else(|| ev.error("shuffles vectors of different element types"))?;
    // A -1 (poison) lane reads lane 0: any value is a valid refinement of poison.
    let pos: Vec<usize> = mask
        .iter()
        .map(|&m| {
            usize::try_from(m)
                .unwrap_or(0)
                .min(joined.len().saturating_sub(1))
        })
        .collect();
    Ok(vec![Value::Tensor(
        a.with_data(vec![mask.len() as i64], joined.gather(&pos)),
    )])
}

pub fn register(r: &mut Registry) {
    r.add(vector_ops::LoadOp::NAME, load);
    r.add(vector_ops::StoreOp::NAME, store);
    r.add(vector_ops::BroadcastOp::NAME, broadcast);
    r.add(vector_ops::ExtractOp::NAME, extract);
    r.add(llvm_ops::InsertElementOp::NAME, insertelement);
    r.add(llvm_ops::ExtractElementOp::NAME, extractelement);
    r.add(llvm_ops::ShuffleVectorOp::NAME, shufflevector);
}
