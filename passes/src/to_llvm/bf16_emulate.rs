//! Scalar arith / math ops on bf16 computed in f32 between an `extf` of the operands and a
//! `truncf` of the result, as upstream's `--arith-emulate-unsupported-floats`
//! (source-types=bf16, target-type=f32) does. LLVM would promote them the same way, but a
//! scalar `fptrunc float to bfloat` becomes a call of `__truncsfbf2` on x86 without
//! AVX512-BF16, which older libgcc (GCC 12) lacks: the JIT could not resolve it. The truncf
//! made here is expanded to integer arithmetic by [`super::narrow_float`].

use super::arith_expand::{expand_all, Emit};
use xla_dialect_arith::ops as arith_ops;
use xla_ir::float::FloatKind;
use xla_ir::{Body, Context, DResult, Diag, OpData, OpId, ValueId};

/// Emulates the ops above in every function of the module.
pub fn run(ctx: &Context, module: &mut OpData) -> Result<(), Vec<Diag>> {
    expand_all(ctx, module, emulate)
}

/// Ops that only move bits or convert (no rounding in bf16): left as they are.
const EXACT: [&str; 6] = [
    arith_ops::ConstantOp::NAME,
    arith_ops::BitcastOp::NAME,
    arith_ops::SelectOp::NAME,
    arith_ops::ExtFOp::NAME,
    arith_ops::TruncFOp::NAME,
    arith_ops::NegFOp::NAME,
];

fn emulate(ctx: &Context, body: &mut Body, op: OpId) -> DResult<()> {
    let name = ctx.op_name_str(body.op(op).name).to_string();
    if !(name.starts_with("arith.") || name.starts_with("math.")) || EXACT.contains(&name.as_str())
    {
        return Ok(());
    }
    let [result] = body.results(op)[..] else {
        return Ok(());
    };
    let ty = body.value_type(result);
    let bf16 = |t| ctx.float_kind(t) == Some(FloatKind::BF16);
    let operands: Vec<ValueId> = body.operands(op).collect();
    // Only all-bf16 ops (the operands of math.fpowi etc. are left alone).
    if !bf16(ty) || operands.is_empty() || !operands.iter().all(|&v| bf16(body.value_type(v))) {
        return Ok(());
    }
    let e = Emit {
        ctx,
        anchor: op,
        loc: body.op(op).loc,
    };
    let f32t = ctx.f32();
    let wide: Vec<ValueId> = operands
        .iter()
        .map(|&v| e.op(body, arith_ops::ExtFOp::NAME, &[v], f32t, &[]))
        .collect();
    let data = body.op(op);
    let attrs: Vec<(String, xla_ir::Attribute)> = data
        .props
        .iter()
        .chain(data.attrs.iter())
        .map(|(k, v)| (ctx.symbol_str(k).to_string(), v))
        .collect();
    let props: Vec<(&str, xla_ir::Attribute)> =
        attrs.iter().map(|(k, v)| (k.as_str(), *v)).collect();
    let r = e.op(body, &name, &wide, f32t, &props);
    let narrow = e.op(body, arith_ops::TruncFOp::NAME, &[r], ty, &[]);
    body.replace_all_uses(result, narrow);
    body.erase_op(op);
    Ok(())
}
