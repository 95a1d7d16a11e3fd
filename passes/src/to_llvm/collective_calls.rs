//! `hlo.custom_call @xla_collective` in destination form (operand then result buffer, or the
//! result buffer alone for replica_id / partition_id; see hlo_to_linalg/collective.rs)
//! becomes a call of the collective runtime:
//!
//! ```mlir
//! llvm.call @xla_collective_call(%descriptor, %rank0, %desc0, %rank1, %desc1)
//! ```
//!
//! `%descriptor` is the call's `backend_config` text as a NUL-terminated global
//! (`xla_values::collective_abi::Descriptor`); each memref is passed as upstream passes
//! unranked memrefs, `(i64 rank, ptr descriptor)`; an unused slot is `(0, null)`. Runs with the
//! check lowering, before the conversion.

use super::checks::{destination_call_target, fail, pass_memref, Emit, Needs};
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::ptr_type;
use xla_ir::{Body, Context, DResult, OpId, OpRef, ValueId};
pub use xla_values::collective_abi::RUNTIME;
use xla_values::collective_abi::{Descriptor, TARGET};

/// The descriptor text of a collective call in destination form, or None for other ops.
pub fn descriptor<'a>(ctx: &'a Context, body: &'a Body, op: OpId) -> Option<&'a str> {
    if destination_call_target(ctx, body, op)? != TARGET {
        return None;
    }
    OpRef::new(ctx, body, op)
        .attr(xla_dialect_hlo::ops::custom_call::BACKEND_CONFIG)
        .and_then(|a| ctx.attr_as_str(a))
}

pub fn lower_one(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    text: &str,
    needs: &mut Needs,
) -> DResult<()> {
    let d = Descriptor::parse(text).map_err(|e| fail(ctx, body, op, &format!("@{TARGET}: {e}")))?;
    let memrefs: Vec<ValueId> = body.operands(op).collect();
    let expected = if d.kind.has_operand() { 2 } else { 1 };
    if memrefs.len() != expected {
        return Err(fail(
            ctx,
            body,
            op,
            &format!(
                "@{TARGET} {} expects {expected} buffers, has {}",
                d.kind.name(),
                memrefs.len()
            ),
        ));
    }
    let e = Emit {
        ctx,
        anchor: op,
        loc: body.op(op).loc,
    };
    let mut args: Vec<ValueId> = vec![e.string(body, needs, "__collective", text.to_string())];
    if !d.kind.has_operand() {
        let zero = e.constant(body, ctx.i64(), ctx.integer_attr(ctx.i64(), 0));
        let null = e.value(body, llvm_ops::ZeroOp::NAME, &[], ptr_type(ctx), &[]);
        args.extend([zero, null]);
    }
    for &m in &memrefs {
        let (rank, slot, _) = pass_memref(&e, body, m)
            .ok_or_else(|| fail(ctx, body, op, "an operand is not a memref"))?;
        args.extend([rank, slot]);
    }
    e.replace_by_runtime_call(body, RUNTIME, &args, needs);
    Ok(())
}

/// The runtime function's parameters: descriptor, then (rank, descriptor) for the operand
/// and the result.
pub fn params(ctx: &Context) -> Vec<xla_ir::Type> {
    vec![
        ptr_type(ctx),
        ctx.i64(),
        ptr_type(ctx),
        ctx.i64(),
        ptr_type(ctx),
    ]
}
