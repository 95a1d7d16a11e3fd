//! Slices and reshapes: `extract_slice` is a subview of its source's buffer, `insert_slice`
//! a copy into a subview of the destination's buffer, collapse/expand_shape are memref
//! reshapes (of a contiguous copy when the buffer is not contiguous), `pad` and `concat` copy
//! their pieces into subviews of one new buffer.

use super::core::{memref_type, unsupported, Bufferizer};
use xla_dialect_linalg::ops as linalg_ops;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::strided::{rank_reduction_mask, strided_memref_type, strides_and_offset, subview_type};
use xla_ir::{Attribute, Body, Context, DResult, OpId, Type, TypeData, ValueId, DYNAMIC};

fn i32_array(ctx: &Context, values: &[i32]) -> Attribute {
    let data: Vec<u8> = values.iter().flat_map(|v| v.to_le_bytes()).collect();
    ctx.intern_attr(xla_ir::AttrData::DenseArray {
        elem: ctx.i32(),
        data: data.into(),
    })
}

fn list(bz: &Bufferizer<'_, '_>, body: &Body, op: OpId, name: &str) -> DResult<Vec<i64>> {
    bz.op(body, op)
        .attr(name)
        .and_then(|a| bz.ctx.attr_as_i64_array(a))
        .ok_or_else(|| unsupported(bz.op(body, op), &format!("missing '{name}'")))
}

/// The static offsets, sizes and strides of a slice op and its dynamic operands.
struct Slice {
    statics: [Vec<i64>; 3],
    dynamic: [Vec<ValueId>; 3],
}

fn slice_of(bz: &Bufferizer<'_, '_>, body: &Body, op: OpId, first: usize) -> DResult<Slice> {
    let segs = list(bz, body, op, "operandSegmentSizes")?;
    let operands: Vec<ValueId> = body.operands(op).collect();
    let mut start = first;
    let mut dynamic: [Vec<ValueId>; 3] = Default::default();
    for (k, d) in dynamic.iter_mut().enumerate() {
        let n = segs.get(first + k).copied().unwrap_or(0).max(0) as usize;
        *d = operands
            .get(start..start + n)
            .map(|s| s.to_vec())
            .ok_or_else(|| unsupported(bz.op(body, op), "bad operand segments"))?;
        start += n;
    }
    Ok(Slice {
        statics: [
            list(bz, body, op, "static_offsets")?,
            list(bz, body, op, "static_sizes")?,
            list(bz, body, op, "static_strides")?,
        ],
        dynamic,
    })
}

/// `memref.subview` of `buf` by `s`, rank-reduced to `want` (the slice tensor's shape).
fn subview(
    bz: &mut Bufferizer<'_, '_>,
    body: &mut Body,
    op: OpId,
    buf: ValueId,
    s: &Slice,
    want: &[i64],
) -> DResult<ValueId> {
    let ctx = bz.ctx;
    let src_ty = body.value_type(buf);
    let full = subview_type(ctx, src_ty, &s.statics[0], &s.statics[1], &s.statics[2])
        .ok_or_else(|| unsupported(bz.op(body, op), "the source buffer has no strided layout"))?;
    let (strides, offset) = strides_and_offset(ctx, full).unwrap_or_default();
    let kept = rank_reduction_mask(&s.statics[1], want)
        .ok_or_else(|| unsupported(bz.op(body, op), "the slice drops a non-unit dimension"))?;
    let TypeData::MemRef {
        elem, memory_space, ..
    } = ctx.type_data(src_ty)
    else {
        return Err(unsupported(
            bz.op(body, op),
            "the source buffer is not a ranked memref",
        ));
    };
    let kept_strides: Vec<i64> = kept.iter().map(|&i| strides[i]).collect();
    let ty = strided_memref_type(ctx, want, *elem, &kept_strides, offset, *memory_space);
    let operands: Vec<ValueId> = std::iter::once(buf)
        .chain(s.dynamic.iter().flatten().copied())
        .collect();
    let segs = i32_array(
        ctx,
        &[
            1,
            s.dynamic[0].len() as i32,
            s.dynamic[1].len() as i32,
            s.dynamic[2].len() as i32,
        ],
    );
    let props = [
        ("operandSegmentSizes", segs),
        ("static_offsets", ctx.dense_i64_array(&s.statics[0])),
        ("static_sizes", ctx.dense_i64_array(&s.statics[1])),
        ("static_strides", ctx.dense_i64_array(&s.statics[2])),
    ];
    Ok(bz.emit1(body, op, memref_ops::SubViewOp::NAME, &operands, ty, &props))
}

pub fn extract_slice(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let src = body.operand(op, 0);
    let buf = bz.buffer(body, op, src)?;
    let r = body.result(op, 0);
    let want = bz
        .ctx
        .shape(body.value_type(r))
        .unwrap_or_default()
        .to_vec();
    let s = slice_of(bz, body, op, 1)?;
    let v = subview(bz, body, op, buf, &s, &want)?;
    bz.buffers.insert(r, v);
    bz.aliases.join(r, src);
    bz.erase.push(op);
    Ok(())
}

pub fn insert_slice(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let (src, dest) = (body.operand(op, 0), body.operand(op, 1));
    let src_buf = bz.buffer(body, op, src)?;
    let (buf, in_place) = bz.destination(body, op, dest, true)?;
    let want = bz
        .ctx
        .shape(body.value_type(src))
        .unwrap_or_default()
        .to_vec();
    let s = slice_of(bz, body, op, 2)?;
    let view = subview(bz, body, op, buf, &s, &want)?;
    bz.copy(body, op, src_buf, view);
    bz.bind_result(body.result(op, 0), buf, in_place.then_some(dest));
    bz.erase.push(op);
    Ok(())
}

fn groups(bz: &Bufferizer<'_, '_>, body: &Body, op: OpId) -> DResult<Vec<Vec<i64>>> {
    let ctx = bz.ctx;
    let a = bz
        .op(body, op)
        .attr("reassociation")
        .ok_or_else(|| unsupported(bz.op(body, op), "missing 'reassociation'"))?;
    Ok(ctx
        .attr_as_array(a)
        .unwrap_or_default()
        .iter()
        .map(|&g| {
            ctx.attr_as_array(g)
                .unwrap_or_default()
                .iter()
                .filter_map(|&d| ctx.attr_as_int(d).map(|v| v as i64))
                .collect()
        })
        .collect())
}

fn is_identity(ctx: &Context, t: Type) -> bool {
    matches!(ctx.type_data(t), TypeData::MemRef { layout: None, .. })
}

/// collapse_shape / expand_shape: a reshaped view of the buffer.
pub fn reshape(
    bz: &mut Bufferizer<'_, '_>,
    body: &mut Body,
    op: OpId,
    collapse: bool,
) -> DResult<()> {
    let ctx = bz.ctx;
    let src = body.operand(op, 0);
    let mut buf = bz.buffer(body, op, src)?;
    let r = body.result(op, 0);
    let groups = groups(bz, body, op)?;
    // Reshaping a strided view needs contiguity: reshape a contiguous copy instead.
    let copied = !is_identity(ctx, body.value_type(buf));
    if copied {
        buf = bz.alloc_like(body, op, body.value_type(src), buf, true);
    }
    let shape = ctx.shape(body.value_type(r)).unwrap_or_default().to_vec();
    let reassoc = ctx.array_attr(
        &groups
            .iter()
            .map(|g| ctx.array_attr(&g.iter().map(|&d| ctx.i64_attr(d)).collect::<Vec<_>>()))
            .collect::<Vec<_>>(),
    );
    let v = if collapse {
        let ty = xla_dialect_memref::reshape::collapsed_type(ctx, body.value_type(buf), &groups)
            .unwrap_or_else(|| memref_type(ctx, body.value_type(r)));
        bz.emit1(
            body,
            op,
            memref_ops::CollapseShapeOp::NAME,
            &[buf],
            ty,
            &[("reassociation", reassoc)],
        )
    } else {
        let ty =
            xla_dialect_memref::reshape::expanded_type(ctx, body.value_type(buf), &shape, &groups)
                .unwrap_or_else(|| memref_type(ctx, body.value_type(r)));
        let statics = list(bz, body, op, "static_output_shape")?;
        let operands: Vec<ValueId> = std::iter::once(buf)
            .chain(body.operands(op).skip(1))
            .collect();
        bz.emit1(
            body,
            op,
            memref_ops::ExpandShapeOp::NAME,
            &operands,
            ty,
            &[
                ("reassociation", reassoc),
                ("static_output_shape", ctx.dense_i64_array(&statics)),
            ],
        )
    };
    bz.buffers.insert(r, v);
    if copied {
        bz.aliases.new_root(r, true);
    } else {
        bz.aliases.join(r, src);
    }
    bz.erase.push(op);
    Ok(())
}

/// `linalg.fill ins(%v) outs(%buf)`, built by name with its implicit region.
pub(super) fn fill(
    bz: &mut Bufferizer<'_, '_>,
    body: &mut Body,
    op: OpId,
    value: ValueId,
    buf: ValueId,
) {
    let ctx = bz.ctx;
    let elem = body.value_type(value);
    let region = body.create_region();
    let block = body.create_block();
    body.append_block(region, block);
    let a = body.add_block_arg(block, elem, Some(body.op(op).loc));
    body.add_block_arg(block, elem, Some(body.op(op).loc));
    let loc = body.op(op).loc;
    let y = body.create_op(ctx, linalg_ops::YieldOp::build(ctx, loc, &[a]));
    body.append_op(block, y);
    let mut st = linalg_ops::FillOp::build(ctx, loc, &[value], &[buf], &[]);
    st.regions.push(region);
    let f = body.create_op(ctx, st);
    body.insert_op_before(op, f);
}

/// A static slice `[offsets] [sizes] [1...]` (sizes `?` come from `dynamic`).
fn static_slice(offsets: Vec<i64>, sizes: Vec<i64>, dynamic: Vec<ValueId>) -> Slice {
    let n = offsets.len();
    Slice {
        statics: [offsets, sizes, vec![1; n]],
        dynamic: [vec![], dynamic, vec![]],
    }
}

/// `tensor.pad` with a padding value defined outside its region and static low padding:
/// fill a new buffer, copy the source into its interior.
pub fn pad(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let src = body.operand(op, 0);
    let r = body.result(op, 0);
    let low = list(bz, body, op, "static_low")?;
    let shape = ctx.shape(body.value_type(r)).unwrap_or_default().to_vec();
    if low.contains(&DYNAMIC) || shape.contains(&DYNAMIC) {
        return Err(unsupported(
            bz.op(body, op),
            "tensor.pad with dynamic padding or result shape is not bufferized",
        ));
    }
    let region = body.local_regions(op).first().copied();
    let block = region.and_then(|r| body.entry_block(r));
    let yielded = block
        .and_then(|b| body.last_op(b))
        .filter(|&y| body.num_operands(y) == 1)
        .map(|y| body.operand(y, 0));
    let value = yielded.filter(|&v| super::analysis::def_block(body, v) != block);
    let Some(value) = value else {
        return Err(unsupported(
            bz.op(body, op),
            "tensor.pad must yield a value defined outside its region",
        ));
    };
    let src_buf = bz.buffer(body, op, src)?;
    let out = bz.alloc(body, op, body.value_type(r), &[]);
    fill(bz, body, op, value, out);
    let src_shape = ctx.shape(body.value_type(src)).unwrap_or_default().to_vec();
    let dynamic = bz.dynamic_sizes(body, op, src_buf);
    let view = subview(
        bz,
        body,
        op,
        out,
        &static_slice(low, src_shape.clone(), dynamic),
        &src_shape,
    )?;
    bz.copy(body, op, src_buf, view);
    bz.bind_result(r, out, None);
    bz.erase.push(op);
    Ok(())
}

/// `tensor.concat` of statically shaped pieces: each copied into its place.
pub fn concat(bz: &mut Bufferizer<'_, '_>, body: &mut Body, op: OpId) -> DResult<()> {
    let ctx = bz.ctx;
    let r = body.result(op, 0);
    let dim = bz
        .op(body, op)
        .attr("dim")
        .and_then(|a| ctx.attr_as_int(a))
        .unwrap_or(0)
        .max(0) as usize;
    let shape = ctx.shape(body.value_type(r)).unwrap_or_default().to_vec();
    let inputs: Vec<ValueId> = body.operands(op).collect();
    let shapes: Vec<Vec<i64>> = inputs
        .iter()
        .map(|&v| ctx.shape(body.value_type(v)).unwrap_or_default().to_vec())
        .collect();
    if shape.contains(&DYNAMIC) || shapes.iter().any(|s| s.contains(&DYNAMIC)) || dim >= shape.len()
    {
        return Err(unsupported(
            bz.op(body, op),
            "tensor.concat of dynamically shaped tensors is not bufferized",
        ));
    }
    let out = bz.alloc(body, op, body.value_type(r), &[]);
    let mut at = 0i64;
    for (&v, s) in inputs.iter().zip(&shapes) {
        let buf = bz.buffer(body, op, v)?;
        let mut offsets = vec![0; shape.len()];
        offsets[dim] = at;
        let view = subview(
            bz,
            body,
            op,
            out,
            &static_slice(offsets, s.clone(), vec![]),
            s,
        )?;
        bz.copy(body, op, buf, view);
        at += s[dim];
    }
    bz.bind_result(r, out, None);
    bz.erase.push(op);
    Ok(())
}
