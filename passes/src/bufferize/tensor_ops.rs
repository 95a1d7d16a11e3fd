//! tensor and bufferization ops: allocations, element access, views (extract_slice ->
//! subview, collapse/expand_shape, cast) and ops that build a tensor from pieces
//! (insert_slice, from_elements, pad, concat).

use super::core::{memref_type, unsupported, Bufferizer};
use super::slices;
use xla_dialect_bufferization::ops as bufferization_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_dialect_tensor::ops as tensor_ops;
use xla_ir::{Body, DResult, OpId, TypeData, ValueId};

/// The fewest operands and results each op's rewrite reads (unverified IR is refused, not
/// indexed out of range).
fn arity(name: &str) -> (usize, usize) {
    match name {
        tensor_ops::InsertOp::NAME | tensor_ops::DimOp::NAME | tensor_ops::InsertSliceOp::NAME => {
            (2, 1)
        }
        tensor_ops::ExtractOp::NAME
        | tensor_ops::ExtractSliceOp::NAME
        | tensor_ops::CollapseShapeOp::NAME
        | tensor_ops::ExpandShapeOp::NAME
        | tensor_ops::CastOp::NAME
        | tensor_ops::PadOp::NAME
        | bufferization_ops::ToTensorOp::NAME
        | bufferization_ops::ToBufferOp::NAME => (1, 1),
        bufferization_ops::DeallocTensorOp::NAME => (0, 0),
        _ => (0, 1),
    }
}

pub fn visit(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId, name: &str) -> DResult<()> {
    let (operands, results) = arity(name);
    if body.num_operands(op) < operands || body.results(op).len() < results {
        return Err(unsupported(
            bz.op(body, op),
            &format!("expected at least {operands} operands and {results} results"),
        ));
    }
    match name {
        tensor_ops::EmptyOp::NAME => empty(bz, body, op),
        bufferization_ops::AllocTensorOp::NAME => alloc_tensor(bz, body, op),
        tensor_ops::ExtractOp::NAME => extract(bz, body, op),
        tensor_ops::InsertOp::NAME => insert(bz, body, op),
        tensor_ops::DimOp::NAME => dim(bz, body, op),
        tensor_ops::ExtractSliceOp::NAME => slices::extract_slice(bz, body, op),
        tensor_ops::InsertSliceOp::NAME => slices::insert_slice(bz, body, op),
        tensor_ops::CollapseShapeOp::NAME | tensor_ops::ExpandShapeOp::NAME => {
            slices::reshape(bz, body, op, name == tensor_ops::CollapseShapeOp::NAME)
        }
        tensor_ops::CastOp::NAME => cast(bz, body, op),
        tensor_ops::FromElementsOp::NAME => from_elements(bz, body, op),
        tensor_ops::PadOp::NAME => slices::pad(bz, body, op),
        tensor_ops::ConcatOp::NAME => slices::concat(bz, body, op),
        tensor_ops::GenerateOp::NAME => super::generate::generate(bz, body, op),
        bufferization_ops::ToTensorOp::NAME => to_tensor(bz, body, op),
        bufferization_ops::ToBufferOp::NAME => to_buffer(bz, body, op),
        bufferization_ops::DeallocTensorOp::NAME => {
            bz.erase.push(op);
            Ok(())
        }
        _ => Err(unsupported(
            bz.op(body, op),
            &format!("'{name}' is not bufferized"),
        )),
    }
}

fn empty(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let r = body.result(op, 0);
    let sizes: Vec<ValueId> = body.operands(op).collect();
    let m = bz.alloc(body, op, body.value_type(r), &sizes);
    bz.bind_result(r, m, None);
    bz.undefined.insert(r);
    bz.erase.push(op);
    Ok(())
}

fn alloc_tensor(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let r = body.result(op, 0);
    let segs = bz
        .op(body, op)
        .attr("operandSegmentSizes")
        .and_then(|a| ctx.attr_as_i64_array(a))
        .unwrap_or_default();
    let n_sizes = segs.first().copied().unwrap_or(0).max(0) as usize;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let m = match (segs.get(1).copied().unwrap_or(0), operands.get(n_sizes)) {
        (1, Some(&c)) => {
            let src = bz.buffer(body, op, c)?;
            bz.alloc_like(body, op, body.value_type(r), src, true)
        }
        _ => {
            bz.undefined.insert(r);
            bz.alloc(
                body,
                op,
                body.value_type(r),
                operands.get(..n_sizes).unwrap_or_default(),
            )
        }
    };
    bz.bind_result(r, m, None);
    bz.erase.push(op);
    Ok(())
}

/// The op's operands, at least `n` of them (else the located error).
fn operands_at_least(
    bz: &Bufferizer<'_, '_>,
    body: &Body,
    op: OpId,
    n: usize,
) -> DResult<Vec<ValueId>> {
    let operands: Vec<ValueId> = body.operands(op).collect();
    if operands.len() < n {
        return Err(unsupported(
            bz.op(body, op),
            &format!("expected at least {n} operands"),
        ));
    }
    Ok(operands)
}

fn extract(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let operands = operands_at_least(bz, body, op, 1)?;
    let buf = bz.buffer(body, op, operands[0])?;
    let r = body.result(op, 0);
    let v = bz.emit1(
        body,
        op,
        memref_ops::LoadOp::NAME,
        &[&[buf], &operands[1..]].concat(),
        body.value_type(r),
        &[],
    );
    body.replace_all_uses(r, v);
    bz.erase.push(op);
    Ok(())
}

fn insert(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let operands = operands_at_least(bz, body, op, 2)?;
    let (value, dest) = (operands[0], operands[1]);
    let (buf, in_place) = bz.destination(body, op, dest, true)?;
    bz.emit(
        body,
        op,
        memref_ops::StoreOp::NAME,
        &[&[value, buf], &operands[2..]].concat(),
        &[],
        &[],
    );
    bz.bind_result(body.result(op, 0), buf, in_place.then_some(dest));
    bz.erase.push(op);
    Ok(())
}

fn dim(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let operands = operands_at_least(bz, body, op, 2)?;
    let buf = bz.buffer(body, op, operands[0])?;
    let r = body.result(op, 0);
    let v = bz.emit1(
        body,
        op,
        memref_ops::DimOp::NAME,
        &[buf, operands[1]],
        body.value_type(r),
        &[],
    );
    body.replace_all_uses(r, v);
    bz.erase.push(op);
    Ok(())
}

fn cast(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let src = body.operand(op, 0);
    let buf = bz.buffer(body, op, src)?;
    let r = body.result(op, 0);
    let ty = match (
        ctx.type_data(body.value_type(buf)),
        ctx.type_data(body.value_type(r)),
    ) {
        (
            TypeData::MemRef {
                layout: Some(l),
                memory_space,
                ..
            },
            TypeData::Tensor { shape, elem, .. },
        ) => ctx.intern_type(TypeData::MemRef {
            shape: shape.clone(),
            elem: *elem,
            layout: Some(*l),
            memory_space: *memory_space,
        }),
        _ => memref_type(ctx, body.value_type(r)),
    };
    let v = bz.emit1(body, op, memref_ops::CastOp::NAME, &[buf], ty, &[]);
    bz.buffers.insert(r, v);
    bz.aliases.join(r, src);
    bz.erase.push(op);
    Ok(())
}

fn from_elements(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let r = body.result(op, 0);
    let shape = ctx.shape(body.value_type(r)).unwrap_or_default().to_vec();
    let m = bz.alloc(body, op, body.value_type(r), &[]);
    let elements: Vec<ValueId> = body.operands(op).collect();
    let strides = xla_ir::strided::contiguous_strides(&shape);
    let mut consts: rustc_hash::FxHashMap<i64, ValueId> = Default::default();
    for (n, &e) in elements.iter().enumerate() {
        let mut idx = Vec::with_capacity(shape.len());
        for &s in &strides {
            let i = (n as i64 / s.max(1)) % shape[idx.len()].max(1);
            let c = match consts.get(&i) {
                Some(&c) => c,
                None => {
                    let c = bz.index(body, op, i);
                    consts.insert(i, c);
                    c
                }
            };
            idx.push(c);
        }
        bz.emit(
            body,
            op,
            memref_ops::StoreOp::NAME,
            &[&[e, m], &idx[..]].concat(),
            &[],
            &[],
        );
    }
    bz.bind_result(r, m, None);
    bz.erase.push(op);
    Ok(())
}

/// A tensor reading a buffer: the buffer itself (writable only if the op says so).
fn to_tensor(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let m = body.operand(op, 0);
    let r = body.result(op, 0);
    let writable =
        bz.op(body, op).attr("writable").is_some() && bz.op(body, op).attr("restrict").is_some();
    bz.buffers.insert(r, m);
    bz.aliases.new_root(r, writable);
    bz.erase.push(op);
    Ok(())
}

/// The buffer of a tensor, for memref code: the tensor's own buffer if `read_only`, else a
/// copy (the memref code may write it).
fn to_buffer(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let t = body.operand(op, 0);
    if !bz.tensor_value(body, t) {
        return Err(unsupported(bz.op(body, op), "expected a tensor operand"));
    }
    let buf = bz.buffer(body, op, t)?;
    let r = body.result(op, 0);
    let read_only = bz.op(body, op).attr("read_only").is_some();
    let mut m = if read_only {
        buf
    } else {
        bz.alloc_like(body, op, body.value_type(t), buf, true)
    };
    if body.value_type(m) != body.value_type(r) {
        m = bz.emit1(
            body,
            op,
            memref_ops::CastOp::NAME,
            &[m],
            body.value_type(r),
            &[],
        );
    }
    body.replace_all_uses(r, m);
    bz.erase.push(op);
    Ok(())
}
