//! `hlo.custom_call @lapack_*_ffi` in destination form (operands then result buffers, all
//! memrefs; see passes/src/bufferize/lapack.rs) becomes a call of the runtime
//! (runtime/src/lapack/ffi.rs):
//!
//! ```mlir
//! llvm.call @xla_lapack_call(%target, %flags, %rank0, %desc0, ..., %rank5, %desc5)
//! ```
//!
//! `%target` is the call's name as a NUL-terminated global, `%flags` the `mhlo.backend_config`
//! characters packed one byte each (`spec::Flags::pack`); each memref is passed as upstream
//! passes unranked memrefs, `(i64 rank, ptr descriptor)`; unused slots are `(0, null)`.
//! Runs with the check lowering, before the conversion.

use super::checks::{destination_call_target, fail, pass_memref, Emit, Needs};
use xla_dialect_llvm::ops as llvm_ops;
use xla_dialect_llvm::types::ptr_type;
use xla_ir::{Body, Context, DResult, OpId, OpRef, ValueId};
use xla_runtime::lapack::spec;

pub const RUNTIME: &str = "xla_lapack_call";
/// Memref slots of the runtime function (gesdd's six are the most).
pub const SLOTS: usize = 6;

/// The target of a LAPACK call in destination form, or None for other ops.
pub fn target<'a>(ctx: &'a Context, body: &'a Body, op: OpId) -> Option<&'a str> {
    destination_call_target(ctx, body, op).filter(|t| spec::is_lapack_name(t))
}

pub fn lower_one(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    target: &str,
    needs: &mut Needs,
) -> DResult<()> {
    let f = crate::bufferize::lapack::flags(&OpRef::new(ctx, body, op));
    // Checked when the call was bufferized; again here, as the input may be written in
    // destination form by hand.
    let n_in = spec::parse_target(target).map_or(0, |t| t.routine.parts().0.len());
    let types: Vec<xla_ir::Type> = body.operands(op).map(|v| body.value_type(v)).collect();
    crate::bufferize::lapack::check_call(ctx, target, f, &types, n_in)
        .map_err(|e| fail(ctx, body, op, &format!("@{target}: {e}")))?;
    let e = Emit {
        ctx,
        anchor: op,
        loc: body.op(op).loc,
    };
    let mut args: Vec<ValueId> = vec![
        e.string(body, needs, "__lapack_target", target.to_string()),
        e.constant(
            body,
            ctx.i64(),
            ctx.integer_attr(ctx.i64(), f.pack() as i128),
        ),
    ];
    let memrefs: Vec<ValueId> = body.operands(op).collect();
    for &m in &memrefs {
        let (rank, slot, _) = pass_memref(&e, body, m)
            .ok_or_else(|| fail(ctx, body, op, "an operand is not a memref"))?;
        args.extend([rank, slot]);
    }
    for _ in memrefs.len()..SLOTS {
        let zero = e.constant(body, ctx.i64(), ctx.integer_attr(ctx.i64(), 0));
        let null = e.value(body, llvm_ops::ZeroOp::NAME, &[], ptr_type(ctx), &[]);
        args.extend([zero, null]);
    }
    e.replace_by_runtime_call(body, RUNTIME, &args, needs);
    Ok(())
}

/// The runtime function's parameters: target, flags, then (rank, descriptor) per slot.
pub fn params(ctx: &Context) -> Vec<xla_ir::Type> {
    let mut p = vec![ptr_type(ctx), ctx.i64()];
    for _ in 0..SLOTS {
        p.extend([ctx.i64(), ptr_type(ctx)]);
    }
    p
}
