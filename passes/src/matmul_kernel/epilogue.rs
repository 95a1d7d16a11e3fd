//! Epilogue fusion: an element-wise `linalg.generic` that consumes the product (bias add,
//! relu, scale, cast, ...) runs inside the kernel's last update of each C tile, which then
//! writes the consumer's output instead of C (docs/lowering/matmul-kernel.md, "Epilogue").
//!
//! Taken when, after bufferization, A and B have no empty dimension (some update is the
//! last); C is a fresh `memref.alloc` used only by its zero fill, the product, at most one
//! reshape view, the consumer and its dealloc; the ops between the product and the consumer
//! only define views, globals, allocations or constants (they move before the product) or
//! free other buffers; the consumer is all-parallel with one identity-mapped output (a fresh,
//! static, contiguous buffer shaped as C or its view), reads C (or the view) through the
//! identity, and its other inputs are scalars (rank 0) or per-column vectors (indexed by the
//! last loop, which must be C's n); its body is arith/math ops only.

use super::contraction::Contraction;
use xla_dialect_arith::ops as arith_ops;
use xla_dialect_linalg::attrs::IteratorType;
use xla_dialect_linalg::ops as linalg_ops;
use xla_dialect_linalg::structured::structured;
use xla_dialect_memref::ops as memref_ops;
use xla_ir::affine::AffineExpr;
use xla_ir::ir::ValueDef;
use xla_ir::{Attribute, Body, Context, OpId, Type, ValueId};

/// What one consumer input holds.
#[derive(Clone, Copy)]
pub enum Input {
    /// The product (C or its view).
    Product,
    /// A rank-0 buffer, the same for every element.
    Scalar(ValueId),
    /// A 1-D buffer indexed by the column (C's n).
    Column(ValueId),
}

pub struct Epilogue {
    pub consumer: OpId,
    /// The ops between the product and the consumer that define values (allocations, views,
    /// globals, constants; none reads memory), to be moved before the product, which then
    /// runs in its place (deallocations between them free the product's inputs).
    pub hoist: Vec<OpId>,
    /// The consumer's output buffer.
    pub out: ValueId,
    /// The view's reassociation (C expanded to the consumer's shape), to collapse `out` back
    /// to C's shape; `None` when the consumer reads C itself.
    pub reassociation: Option<Attribute>,
    pub inputs: Vec<Input>,
    pub out_elem: Type,
}

fn name<'c>(ctx: &'c Context, body: &Body, op: OpId) -> &'c str {
    ctx.op_name_str(body.op(op).name)
}

fn defining_op(body: &Body, v: ValueId) -> Option<OpId> {
    match body.value(v).def {
        ValueDef::Result { op, .. } => Some(op),
        ValueDef::BlockArg { .. } => None,
    }
}

/// A static memref with the identity (row-major, offset 0) layout.
fn contiguous(ctx: &Context, t: Type) -> bool {
    let Some(shape) = ctx.shape(t) else {
        return false;
    };
    if shape.contains(&xla_ir::DYNAMIC) {
        return false;
    }
    let Some((strides, offset)) = xla_ir::strided::strides_and_offset(ctx, t) else {
        return false;
    };
    let mut expected = vec![1; shape.len()];
    for d in (0..shape.len().saturating_sub(1)).rev() {
        expected[d] = expected[d + 1] * shape[d + 1];
    }
    offset == 0 && strides == expected
}

/// The body computes element-wise with arith and math ops from its inputs (not the output).
fn elementwise_body(ctx: &Context, body: &Body, op: OpId, inputs: usize) -> bool {
    let Some(&region) = body.local_regions(op).first() else {
        return false;
    };
    let Some(block) = body.entry_block(region) else {
        return false;
    };
    let args = body.block_args(block);
    if args.len() != inputs + 1 || body.has_uses(args[inputs]) {
        return false;
    }
    let inside: Vec<ValueId> = body
        .block_ops(block)
        .flat_map(|o| body.results(o).to_vec())
        .chain(args.iter().copied())
        .collect();
    body.block_ops(block).all(|o| {
        let n = name(ctx, body, o);
        // Values from outside the body are scalars (broadcast in vector tiles).
        let scalar = |v: ValueId| {
            let t = body.value_type(v);
            ctx.is_float(t) || ctx.integer_width(t).is_some()
        };
        if !body.operands(o).all(|v| inside.contains(&v) || scalar(v)) {
            return false;
        }
        (n.starts_with("arith.") || n.starts_with("math.") || n == linalg_ops::YieldOp::NAME)
            && body.local_regions(o).is_empty()
            && body.results(o).iter().all(|&r| {
                let t = body.value_type(r);
                ctx.is_float(t) || ctx.integer_width(t).is_some()
            })
    })
}

/// The element-wise consumer of the product `op` (writing C = `c_value`), if it can run in
/// the kernel's last C update.
pub fn find(
    ctx: &Context,
    body: &Body,
    op: OpId,
    c_value: ValueId,
    c: &Contraction,
) -> Option<Epilogue> {
    let alloc = defining_op(body, c_value)?;
    if name(ctx, body, alloc) != memref_ops::AllocOp::NAME || body.num_operands(alloc) != 0 {
        return None;
    }
    let c_shape = ctx.shape(body.value_type(c_value))?.to_vec();
    // Scan forward to the consumer.
    let mut view = None;
    let mut hoist = Vec::new();
    let mut next = body.next_op(op);
    let consumer = loop {
        let o = next?;
        let n = name(ctx, body, o);
        let reads_c = |v: ValueId| v == c_value || Some(v) == view;
        match n {
            memref_ops::ExpandShapeOp::NAME if body.operand(o, 0) == c_value => {
                if view.is_some() {
                    return None;
                }
                view = Some(body.results(o)[0]);
            }
            memref_ops::ExpandShapeOp::NAME
            | memref_ops::CollapseShapeOp::NAME
            | memref_ops::GetGlobalOp::NAME
            | arith_ops::ConstantOp::NAME => {}
            memref_ops::AllocOp::NAME if body.num_operands(o) == 0 => {}
            // Frees an input of the product (its last use): it stays where it is.
            memref_ops::DeallocOp::NAME if body.operand(o, 0) != c_value => {
                next = body.next_op(o);
                continue;
            }
            linalg_ops::GenericOp::NAME if body.operands(o).any(reads_c) => break o,
            _ => return None,
        }
        hoist.push(o);
        next = body.next_op(o);
    };
    let read = view.unwrap_or(c_value);
    let view_op = view.and_then(|w| defining_op(body, w));
    // Nothing else reads C (its fill and dealloc only write or free it) or the view.
    let c_users_ok = body.uses(c_value).all(|(user, _)| {
        user == op
            || user == consumer
            || Some(user) == view_op
            || matches!(
                name(ctx, body, user),
                memref_ops::DeallocOp::NAME | linalg_ops::FillOp::NAME
            )
    });
    let view_users_ok = view.is_none_or(|w| body.uses(w).all(|(user, _)| user == consumer));
    if !c_users_ok || !view_users_ok {
        return None;
    }
    let cref = xla_ir::OpRef {
        ctx,
        body,
        id: consumer,
    };
    let s = structured(cref)?;
    let num_inputs = s.num_inputs;
    if body.num_operands(consumer) != num_inputs + 1
        || s.iterators.iter().any(|i| *i != IteratorType::Parallel)
        || !s.maps[num_inputs].is_identity()
        || !elementwise_body(ctx, body, consumer, num_inputs)
    {
        return None;
    }
    let out = body.operand(consumer, num_inputs);
    let out_ty = body.value_type(out);
    // A fresh output (no alias of A or B, which the kernel still reads while writing it).
    if defining_op(body, out).is_none_or(|d| name(ctx, body, d) != memref_ops::AllocOp::NAME) {
        return None;
    }
    // Every reduction loop runs at least once, else no update is the last one.
    let nonempty = |v: ValueId| {
        ctx.shape(body.value_type(v))
            .is_some_and(|s| s.iter().all(|&d| d > 0))
    };
    if !(0..2).all(|i| nonempty(body.operand(op, i))) {
        return None;
    }
    if !contiguous(ctx, out_ty) || ctx.shape(out_ty)? != ctx.shape(body.value_type(read))? {
        return None;
    }
    let loops = s.num_loops() as u32;
    let c_last_is_n = c.maps[2].results.last() == Some(&AffineExpr::Dim(c.n as u32));
    // The consumer's last loop walks C's last dimension (the view keeps its size; a size-1
    // dimension grouped with it is always 0).
    let last_matches = ctx.shape(out_ty)?.last() == c_shape.last();
    let mut inputs = Vec::with_capacity(num_inputs);
    let mut products = 0;
    for i in 0..num_inputs {
        let v = body.operand(consumer, i);
        let t = body.value_type(v);
        let map = &s.maps[i];
        let input = if v == read {
            if !map.is_identity() {
                return None;
            }
            products += 1;
            Input::Product
        } else if map.results.is_empty() && ctx.shape(t).is_some_and(|sh| sh.is_empty()) {
            Input::Scalar(v)
        } else if map.results == [AffineExpr::Dim(loops - 1)]
            && c_last_is_n
            && last_matches
            && contiguous(ctx, t)
        {
            Input::Column(v)
        } else {
            return None;
        };
        inputs.push(input);
    }
    if products != 1 {
        return None;
    }
    let reassociation = match view_op {
        None => None,
        Some(v) => Some(xla_ir::OpRef { ctx, body, id: v }.attr("reassociation")?),
    };
    Some(Epilogue {
        consumer,
        hoist,
        out,
        reassociation,
        inputs,
        out_elem: ctx.element_type(out_ty),
    })
}
