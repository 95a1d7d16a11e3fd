//! Tuples inside a function: `hlo.tuple` becomes a placeholder (an unrealized cast of its
//! elements to the tuple type) and `hlo.get_tuple_element` of one is the element itself, so
//! no tuple value is left once the placeholders lose their users
//! ([`erase_unused_placeholders`]). A tuple used otherwise (returned, passed to a call or
//! another op) is not lowered: tensors are the only values compiled code passes around.

use super::builder::{Builder, UNREALIZED_CAST};
use super::Lowering;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::ir::{ValueDef, WalkOrder};
use xla_ir::{Body, Context, Diag, OpRef, ValueId};

pub fn lowerings() -> Vec<Lowering> {
    vec![
        Lowering {
            op: hlo_ops::TupleOp::NAME,
            lower: tuple,
        },
        Lowering {
            op: hlo_ops::GetTupleElementOp::NAME,
            lower: get_tuple_element,
        },
    ]
}

fn tuple(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let body = b.body();
    let result = body.result(b.anchor, 0);
    let taken_apart = body.uses(result).all(|(user, _)| {
        let op = OpRef::new(b.ctx(), body, user);
        op.isa::<hlo_ops::GetTupleElementOp>() || op.isa::<hlo_ops::TupleOp>()
    });
    if !taken_apart {
        return Err(b.fail(
            "tuple is not lowered: its value leaves the function's code (only get_tuple_element of it is)",
        ));
    }
    let ty = body.value_type(result);
    let placeholder = b.create1(UNREALIZED_CAST, operands, ty, &[]);
    b.replace(&[placeholder])?;
    Ok(true)
}

fn get_tuple_element(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let index = b
        .op()
        .attr("index")
        .and_then(|a| b.ctx().attr_as_int(a))
        .and_then(|i| usize::try_from(i).ok());
    let body = b.body();
    let element = match (operands.first().map(|&v| body.value(v).def), index) {
        (Some(ValueDef::Result { op, .. }), Some(i))
            if b.ctx().op_name_str(body.op(op).name) == UNREALIZED_CAST =>
        {
            body.operands(op).nth(i)
        }
        _ => None,
    };
    let element = element.ok_or_else(|| {
        b.fail(
            "get_tuple_element is not lowered: its tuple is not made by hlo.tuple in this function",
        )
    })?;
    b.replace(&[element])?;
    Ok(true)
}

/// Erases the placeholders of tuples and tokens (unrealized casts to those types) nothing uses,
/// users before the placeholders they use.
pub fn erase_unused_placeholders(ctx: &Context, body: &mut Body) {
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops.into_iter().rev() {
        if body.is_erased(op) || ctx.op_name_str(body.op(op).name) != UNREALIZED_CAST {
            continue;
        }
        let [r] = body.results(op) else {
            continue;
        };
        let ty = body.value_type(*r);
        let placeholder = xla_dialect_hlo::types::is_token(ctx, ty)
            || matches!(ctx.type_data(ty), xla_ir::TypeData::Tuple(_));
        if placeholder && !body.has_uses(*r) {
            body.erase_op(op);
        }
    }
}
