//! `builtin.unrealized_conversion_cast` between value types of the same bits (and between a
//! memref and its descriptor struct: llvm/parallel_runtime.rs): the casts the
//! conversions leave between signed/unsigned and signless integers (`tensor<4xui32>` ->
//! `tensor<4xi32>`) reinterpret the elements; identical types pass through. A cast of nothing
//! to a token (the placeholder of a lowered `after_all`) is a token.

use crate::convert::bitcast_same_width;
use crate::elementwise::{one, result_elem, tensor};
use crate::eval::{OpEval, Registry};
use crate::value::Value;
use xla_ir::DResult;

fn unrealized_cast(ev: &OpEval<'_, '_>, operands: &[Value]) -> DResult<Vec<Value>> {
    // The placeholder token of a lowered after_all or token result (hlo_to_linalg).
    if operands.is_empty()
        && ev.op.num_results() == 1
        && xla_dialect_hlo::types::is_token(ev.ctx(), ev.op.result_type(0))
    {
        return Ok(vec![Value::Token]);
    }
    if operands.len() != 1 || ev.op.num_results() != 1 {
        return Err(ev.error("is only evaluated with one operand and one result"));
    }
    let (from, to) = (ev.op.operand_type(0), ev.op.result_type(0));
    if from == to {
        return Ok(operands.to_vec());
    }
    let ctx = ev.ctx();
    // A memref packed into a parallel loop's context, and unpacked in its body.
    match &operands[0] {
        Value::MemRef(m) if xla_dialect_llvm::types::struct_body(ctx, to).is_some() => {
            return Ok(vec![crate::llvm::parallel_runtime::descriptor_of(ev, m)?]);
        }
        v @ Value::Tuple(_) if matches!(ctx.type_data(to), xla_ir::TypeData::MemRef { .. }) => {
            return Ok(vec![Value::MemRef(
                crate::llvm::parallel_runtime::memref_of(ev, to, v)?,
            )]);
        }
        _ => {}
    }
    let t = tensor(ev, operands, 0)?;
    let same_shape = ctx.shape(from) == ctx.shape(to);
    let width = |ty| {
        ctx.integer_width(ctx.element_type(ty))
            .or_else(|| ctx.float_kind(ctx.element_type(ty)).map(|k| k.bit_width()))
    };
    if !same_shape || width(from) != width(to) || width(from).is_none() {
        return Err(ev.error("casts only between types of the same shape and element width"));
    }
    let (ty, kind) = result_elem(ev, 0)?;
    one(bitcast_same_width(ev, t, ty, kind)?)
}

pub fn register(r: &mut Registry) {
    r.add(
        xla_ir::builtin::UnrealizedConversionCastOp::NAME,
        unrealized_cast,
    );
}
