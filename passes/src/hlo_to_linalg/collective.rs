//! Collectives → calls of the collective runtime (docs/devices.md, "Collectives in compiled
//! code"): each operand of all_reduce, all_gather, reduce_scatter, all_to_all,
//! collective_permute, collective_broadcast and collective_reduce, and replica_id /
//! partition_id, becomes
//!
//! ```mlir
//! %r = hlo.custom_call @xla_collective(%x) {backend_config = "all_reduce elem=f32 reduce=add
//!     channel=0 global_ids=0 dims=0,0 groups=0,1", has_side_effect = true} : (tensor<4xf32>) -> tensor<4xf32>
//! ```
//!
//! with the op's static parameters in the descriptor (`xla_interp::collective_call`). A
//! reduction region must be one element-wise op of its two arguments (add, multiply, maximum,
//! minimum, and, or, xor), which the descriptor names; other regions are not lowered.
//! Bufferization puts the call in destination form and `--convert-to-llvm` makes it a call of
//! the runtime's `xla_collective_call`. Which device runs it is the runtime's per-thread state.

use super::builder::{Builder, UNREALIZED_CAST};
use super::Lowering;
use xla_dialect_hlo::attrs::channel::ChannelHandle;
use xla_dialect_hlo::attrs::int_elements::{i64_elements, i64_elements_shape};
use xla_dialect_hlo::elementwise::Elementwise;
use xla_dialect_hlo::ops as hlo_ops;
use xla_ir::{Diag, OpRef, ValueId};
use xla_values::collective_abi::{Descriptor, Kind, Reduce, TARGET};

pub fn lowerings() -> Vec<Lowering> {
    [
        hlo_ops::AllReduceOp::NAME,
        hlo_ops::AllGatherOp::NAME,
        hlo_ops::ReduceScatterOp::NAME,
        hlo_ops::AllToAllOp::NAME,
        hlo_ops::CollectivePermuteOp::NAME,
        hlo_ops::CollectiveBroadcastOp::NAME,
        hlo_ops::CollectiveReduceOp::NAME,
        hlo_ops::ReplicaIdOp::NAME,
        hlo_ops::PartitionIdOp::NAME,
    ]
    .into_iter()
    .map(|op| Lowering {
        op,
        lower: collective,
    })
    .chain(
        [
            hlo_ops::SendOp::NAME,
            hlo_ops::RecvOp::NAME,
            hlo_ops::InfeedOp::NAME,
        ]
        .map(|op| Lowering {
            op,
            lower: send_or_recv,
        }),
    )
    .chain([
        Lowering {
            op: hlo_ops::OutfeedOp::NAME,
            lower: outfeed_or_print,
        },
        Lowering {
            op: xla_dialect_check::interpreter::PrintOp::NAME,
            lower: outfeed_or_print,
        },
        Lowering {
            op: hlo_ops::AfterAllOp::NAME,
            lower: after_all,
        },
    ])
    .collect()
}

/// `send(values..., token)` and `recv(token) -> (values..., token)`: one call of the runtime
/// per value, in order, on the op's channel (a send's call gives back its operand);
/// `infeed(token) -> (value, token)`: one call taking the next entry of the infeed queue. Tokens
/// order nothing in compiled code (the calls have side effects): the op's token result becomes
/// a placeholder, and `signature::strip_tokens` drops tokens from the function's boundary.
fn send_or_recv(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let ctx = b.ctx();
    let op = b.op();
    let kind = if op.isa::<hlo_ops::SendOp>() {
        Kind::Send
    } else if op.isa::<hlo_ops::InfeedOp>() {
        Kind::Infeed
    } else {
        Kind::Recv
    };
    let channel = op
        .attr("channel_handle")
        .and_then(|a| ChannelHandle::of(ctx, a))
        .map_or(0, |c| c.handle);
    // Values: the send's operands and the recv's results before the trailing token.
    let values: Vec<xla_ir::Type> = if kind == Kind::Send {
        (0..operands.len().saturating_sub(1))
            .map(|i| op.operand_type(i))
            .collect()
    } else {
        (0..op.num_results().saturating_sub(1))
            .map(|i| op.result_type(i))
            .collect()
    };
    // An infeed takes one entry of the queue, whatever its values: one call per value would
    // take one entry each.
    if kind == Kind::Infeed && values.len() != 1 {
        return Err(b.fail(format!(
            "infeed of {} values is not lowered (one of one value is)",
            values.len()
        )));
    }
    let token = op.result_type(op.num_results() - 1);
    let mut results = Vec::new();
    for (i, &ty) in values.iter().enumerate() {
        let d = Descriptor::of(kind, elem_text(ctx, ty), channel);
        let arg = (kind == Kind::Send).then(|| operands[i]);
        let r = runtime_call(b, &d, arg, ty);
        if kind != Kind::Send {
            results.push(r);
        }
    }
    results.push(b.create1(UNREALIZED_CAST, &[], token, &[]));
    b.replace(&results)?;
    Ok(true)
}

/// The element type of `ty` as the descriptor names it (signedness kept).
fn elem_text(ctx: &xla_ir::Context, ty: xla_ir::Type) -> String {
    xla_ir::asm::type_to_string(ctx, ctx.element_type(ty))
}

/// The runtime call of descriptor `d` on `arg` (none for the ids, recv and infeed), giving a
/// value of type `ty`: `hlo.custom_call @xla_collective(arg) {backend_config = d,
/// has_side_effect}`. Every lowering of this file makes its calls here.
fn runtime_call(
    b: &mut Builder<'_, '_>,
    d: &Descriptor,
    arg: Option<ValueId>,
    ty: xla_ir::Type,
) -> ValueId {
    let ctx = b.ctx();
    let args: Vec<ValueId> = arg.into_iter().collect();
    b.create1(
        hlo_ops::CustomCallOp::NAME,
        &args,
        ty,
        &[
            ("call_target_name", ctx.string_attr(TARGET)),
            (
                xla_dialect_hlo::ops::custom_call::BACKEND_CONFIG,
                ctx.string_attr(&d.to_string()),
            ),
            ("has_side_effect", ctx.bool_attr(true)),
        ],
    )
}

/// `outfeed(values..., token) -> token` and `interpreter.print %v`: one call per value, which
/// shows it as the interpreter does (the call's result, its operand, is unused); the
/// outfeed's token becomes a placeholder.
fn outfeed_or_print(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let ctx = b.ctx();
    let op = b.op();
    let outfeed = op.isa::<hlo_ops::OutfeedOp>();
    let kind = if outfeed { Kind::Outfeed } else { Kind::Print };
    let values = if outfeed {
        operands.len().saturating_sub(1)
    } else {
        operands.len()
    };
    let types: Vec<xla_ir::Type> = (0..values).map(|i| op.operand_type(i)).collect();
    let token = outfeed.then(|| op.result_type(0));
    for (i, ty) in types.into_iter().enumerate() {
        let d = Descriptor::of(kind, elem_text(ctx, ty), 0);
        let signless = b.signless_types(&[ty])[0];
        runtime_call(b, &d, Some(operands[i]), signless);
    }
    let results: Vec<ValueId> = token
        .map(|t| b.create1(UNREALIZED_CAST, &[], t, &[]))
        .into_iter()
        .collect();
    b.replace(&results)?;
    Ok(true)
}

/// `after_all(tokens...) -> token`: tokens order nothing in compiled code (the runtime calls
/// run in program order), so a placeholder.
fn after_all(b: &mut Builder<'_, '_>, _: &[ValueId]) -> Result<bool, Diag> {
    let token = b.op().result_type(0);
    let t = b.create1(UNREALIZED_CAST, &[], token, &[]);
    b.replace(&[t])?;
    Ok(true)
}

fn kind_of(name: &str) -> Option<Kind> {
    Kind::from_name(name.strip_prefix("hlo.")?)
}

/// A 2-D i64 attribute as rows, `-1` padding dropped.
fn rows(op: &OpRef<'_>, name: &str) -> Vec<Vec<i64>> {
    let ctx = op.ctx;
    let Some(a) = op.attr(name) else {
        return Vec::new();
    };
    let (Some(shape), Some(v)) = (i64_elements_shape(ctx, a), i64_elements(ctx, a)) else {
        return Vec::new();
    };
    let cols = shape.get(1).copied().unwrap_or(1).max(1) as usize;
    v.chunks(cols)
        .map(|c| c.iter().copied().filter(|&x| x >= 0).collect())
        .collect()
}

fn int_attr(op: &OpRef<'_>, name: &str) -> i64 {
    op.attr(name)
        .and_then(|a| op.ctx.attr_as_int(a))
        .map_or(0, |v| v as i64)
}

/// The reduction code of region 0: one binary element-wise op of the block's two arguments,
/// in order, whose result the region returns.
fn reduction(b: &Builder<'_, '_>) -> Result<Reduce, Diag> {
    let body = b.body();
    let op = b.anchor;
    let not_simple = || {
        b.fail(format!(
            "{} is not lowered: its reduction region is not a single add, multiply, maximum, minimum, and, or or xor of its arguments",
            b.op().name_str()
        ))
    };
    let region = *body.local_regions(op).first().ok_or_else(not_simple)?;
    let block = body.entry_block(region).ok_or_else(not_simple)?;
    let args = body.block_args(block).to_vec();
    let ops: Vec<_> = body.block_ops(block).collect();
    let [compute, ret] = ops.as_slice() else {
        return Err(not_simple());
    };
    let c = OpRef::new(b.ctx(), body, *compute);
    let kind = Elementwise::of(c)
        .and_then(reduce_of)
        .ok_or_else(not_simple)?;
    let operands: Vec<ValueId> = body.operands(*compute).collect();
    let returned: Vec<ValueId> = body.operands(*ret).collect();
    if args.len() != 2 || operands != args || returned != body.results(*compute) {
        return Err(not_simple());
    }
    Ok(kind)
}

fn collective(b: &mut Builder<'_, '_>, operands: &[ValueId]) -> Result<bool, Diag> {
    let ctx = b.ctx();
    let name = b.op().name_str().to_string();
    let kind = kind_of(&name).ok_or_else(|| b.fail(format!("{name} is not lowered")))?;
    if b.op().attr("has_dynamic_root").is_some() {
        return Err(b.fail(format!(
            "{name} with has_dynamic_root is not lowered (nor interpreted)"
        )));
    }
    let reduce = if kind.reduces() {
        Some(reduction(b)?)
    } else {
        None
    };
    let op = b.op();
    let groups_attr = if kind == Kind::CollectivePermute {
        "source_target_pairs"
    } else {
        "replica_groups"
    };
    let dims = match kind {
        Kind::AllGather => [int_attr(&op, "all_gather_dim"), 0],
        Kind::ReduceScatter => [int_attr(&op, "scatter_dimension"), 0],
        Kind::AllToAll => [
            int_attr(&op, "split_dimension"),
            int_attr(&op, "concat_dimension"),
        ],
        _ => [0, 0],
    };
    let channel = op
        .attr("channel_handle")
        .and_then(|a| ChannelHandle::of(ctx, a))
        .map_or(0, |c| c.handle);
    let template = Descriptor {
        kind,
        elem: String::new(),
        reduce,
        channel,
        global_ids: op.attr("use_global_device_ids").is_some(),
        dims,
        groups: rows(&op, groups_attr),
    };
    let n = op.num_results();
    let elem_types: Vec<_> = (0..n)
        .map(|i| {
            let t = if kind.has_operand() {
                op.operand_type(i)
            } else {
                op.result_type(i)
            };
            elem_text(ctx, t)
        })
        .collect();
    let result_types: Vec<_> = (0..n).map(|i| op.result_type(i)).collect();
    if kind.has_operand() && operands.len() != n {
        return Err(b.fail(format!(
            "{name} with {} operands and {n} results is not lowered",
            operands.len()
        )));
    }
    let results = (0..n)
        .map(|i| {
            let d = Descriptor {
                elem: elem_types[i].clone(),
                ..template.clone()
            };
            let arg = kind.has_operand().then(|| operands[i]);
            runtime_call(b, &d, arg, result_types[i])
        })
        .collect::<Vec<_>>();
    b.replace(&results)?;
    Ok(true)
}

/// The descriptor's code of a reduction region that is one element-wise op.
fn reduce_of(op: xla_dialect_hlo::elementwise::Elementwise) -> Option<Reduce> {
    use xla_dialect_hlo::elementwise::Elementwise as E;
    Some(match op {
        E::Add => Reduce::Add,
        E::Multiply => Reduce::Mul,
        E::Maximum => Reduce::Max,
        E::Minimum => Reduce::Min,
        E::And => Reduce::And,
        E::Or => Reduce::Or,
        E::Xor => Reduce::Xor,
        _ => return None,
    })
}
