//! `interpreter.probe` and `check.expect_serialized_eq` in compiled code: each becomes a call
//! of the probe runtime (backends/melior/src/probe_runtime.rs; docs/lowering/to-llvm.md,
//! "check runtime"). A probe records its buffer under its id and its result is its operand; a
//! serialized check compares a buffer with a recorded one. Ids and locations are string
//! globals; buffers go as the other checks' do, `(code, rank, descriptor)`, and the value's
//! element type as the op has it (its text: buffers are signless, while a probe records, and
//! serializes to a probe directory, the op's type).

use super::checks::{buffer_of, elem_code, erase_dead_chain, fail, location_text, pass_memref};
use super::checks::{Emit, Needs};
use xla_dialect_check::interpreter::ProbeOp;
use xla_dialect_check::ops::ExpectSerializedEqOp;
use xla_dialect_llvm::types::ptr_type;
use xla_ir::ir::ValueDef;
use xla_ir::{Body, Context, DResult, OpId, OpRef, Type};

/// `xla_probe(i32 code, i64 rank, ptr descriptor, ptr id, ptr elem)`.
pub const PROBE: &str = "xla_probe";
/// `xla_check_expect_serialized_eq(i32 code, i64 rank, ptr descriptor, ptr id,
/// i64 iteration, ptr loc, ptr elem)`.
pub const EXPECT_SERIALIZED_EQ: &str = "xla_check_expect_serialized_eq";

/// The parameter types of a probe runtime function, None for other names.
pub fn params(ctx: &Context, name: &str) -> Option<Vec<Type>> {
    let (ptr, i64t) = (ptr_type(ctx), ctx.i64());
    match name {
        PROBE => Some(vec![ctx.i32(), i64t, ptr, ptr, ptr]),
        EXPECT_SERIALIZED_EQ => Some(vec![ctx.i32(), i64t, ptr, ptr, i64t, ptr, ptr]),
        _ => None,
    }
}

/// Lowers `op` if it is a probe or a serialized check (`None` for other ops).
pub fn lower_one(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    needs: &mut Needs,
) -> Option<DResult<()>> {
    let r = OpRef::new(ctx, body, op);
    let probe = r.isa::<ProbeOp>();
    if !probe && !r.isa::<ExpectSerializedEqOp>() {
        return None;
    }
    let id = r
        .attr(xla_dialect_check::interpreter::PROBE_ID)
        .and_then(|a| ctx.attr_as_str(a))
        .map(str::to_string);
    let iteration = r
        .attr(xla_dialect_check::ops::ITERATION)
        .and_then(|a| ctx.attr_as_int(a))
        .unwrap_or(0);
    Some(lower(ctx, body, op, needs, probe, id, iteration))
}

fn lower(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    needs: &mut Needs,
    probe: bool,
    id: Option<String>,
    iteration: i128,
) -> DResult<()> {
    let id = id.ok_or_else(|| fail(ctx, body, op, "requires 'probe_id'"))?;
    let operand = body.operand(op, 0);
    let elem_text = xla_ir::asm::type_to_string(ctx, ctx.element_type(body.value_type(operand)));
    let buffer = buffer_of(ctx, body, operand)
        .ok_or_else(|| fail(ctx, body, op, "the value is not a bufferized tensor"))?;
    let loc = body.op(op).loc;
    let e = Emit {
        ctx,
        anchor: op,
        loc,
    };
    let (rank, desc, elem) = pass_memref(&e, body, buffer)
        .ok_or_else(|| fail(ctx, body, op, "the value is not a memref"))?;
    let code = elem_code(ctx, elem).ok_or_else(|| {
        let ty = xla_ir::asm::type_to_string(ctx, elem);
        fail(
            ctx,
            body,
            op,
            &format!("element type {ty} has no runtime code"),
        )
    })?;
    let code = e.constant(body, ctx.i32(), ctx.integer_attr(ctx.i32(), code as i128));
    let id = e.string(body, needs, "__probe_id", id);
    let mut args = vec![code, rank, desc, id];
    let callee = if probe {
        // The probe's result is its operand (the same buffer's tensor).
        let result = body.result(op, 0);
        body.replace_all_uses(result, operand);
        PROBE
    } else {
        args.push(e.constant(body, ctx.i64(), ctx.integer_attr(ctx.i64(), iteration)));
        args.push(e.string(body, needs, "__check_loc", location_text(ctx, loc)));
        EXPECT_SERIALIZED_EQ
    };
    args.push(e.string(body, needs, "__probe_elem", elem_text));
    e.replace_by_runtime_call(body, callee, &args, needs);
    if let ValueDef::Result { op: d, .. } = body.value(operand).def {
        erase_dead_chain(ctx, body, d);
    }
    Ok(())
}
