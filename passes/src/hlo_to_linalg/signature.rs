//! Function boundaries in signless types: after the hlo ops of a function are lowered, its
//! `function_type`, entry block arguments, `func.call` results and the operands of
//! `func.return` / `func.call` become signless (`tensor<4xui8>` -> `tensor<4xi8>`), as
//! upstream's func signature conversion does next to stablehlo-legalize-to-linalg. The
//! unrealized casts the conversion left between the signless values and the unsigned
//! boundary fold away; a user that still needs the old type gets a cast.
//!
//! Every function of a module is converted the same way (the pass runs on each), so call
//! sites and callees agree.

use super::builder::UNREALIZED_CAST;
use super::elementwise::signless_type;
use xla_dialect_func::ops as func_ops;
use xla_ir::ir::{OperationState, ValueDef, WalkOrder};
use xla_ir::{Body, Context, Diag, Location, OpData, OpId, OpRef, Type, ValueId};

const FUNCTION_TYPE: &str = "function_type";
/// The function type before the signless conversion (a discardable attribute, kept by the
/// later lowerings; set only when the conversion changed the type).
pub const HLO_SIGNATURE: &str = xla_values::abi::HLO_SIGNATURE_ATTR;

/// Converts the signature of `func` (a `func.func`) and the boundaries inside its body.
pub fn convert_function(ctx: &Context, func: &mut OpData) {
    let loc = func.loc;
    let in_props = func.props.get_str(ctx, FUNCTION_TYPE).is_some();
    let attr = if in_props {
        func.props.get_str(ctx, FUNCTION_TYPE)
    } else {
        func.attrs.get_str(ctx, FUNCTION_TYPE)
    };
    if let Some((inputs, results)) = attr
        .and_then(|a| ctx.attr_as_type(a))
        .and_then(|t| ctx.function_signature(t))
    {
        let new_ty = ctx.function_type(&signless_all(ctx, inputs), &signless_all(ctx, results));
        // Tools read and write the boundary in the original (unsigned) types: `xla-run` on the
        // lowered module takes and gives `uint8` arrays where the hlo function did.
        if let Some(old) = attr.filter(|&a| ctx.attr_as_type(a) != Some(new_ty)) {
            if func.attrs.get_str(ctx, HLO_SIGNATURE).is_none() {
                func.attrs.set_str(ctx, HLO_SIGNATURE, old);
            }
        }
        let new_attr = ctx.type_attr(new_ty);
        if in_props {
            func.props.set_str(ctx, FUNCTION_TYPE, new_attr);
        } else {
            func.attrs.set_str(ctx, FUNCTION_TYPE, new_attr);
        }
    }
    if let Some(body) = func.isolated_body_mut() {
        convert_boundaries(ctx, body, loc);
        fold_cast_round_trips(ctx, body);
    }
}

/// Drops tokens from the boundary of `func` (arguments, results, `func.return` and
/// `func.call` operands): compiled code runs its calls in program order, so tokens order
/// nothing there (send/recv left placeholders for theirs: collective.rs). A call that returns
/// a token is an error. Runs after the hlo ops are lowered, before [`convert_function`].
pub fn strip_tokens(ctx: &Context, func: &mut OpData) -> Result<(), Diag> {
    let is_token = |t: Type| xla_dialect_hlo::types::is_token(ctx, t);
    let in_props = func.props.get_str(ctx, FUNCTION_TYPE).is_some();
    let attr = if in_props {
        func.props.get_str(ctx, FUNCTION_TYPE)
    } else {
        func.attrs.get_str(ctx, FUNCTION_TYPE)
    };
    let Some((inputs, results)) = attr
        .and_then(|a| ctx.attr_as_type(a))
        .and_then(|t| ctx.function_signature(t))
    else {
        return Ok(());
    };
    let keep = |ts: &[Type]| {
        ts.iter()
            .copied()
            .filter(|&t| !is_token(t))
            .collect::<Vec<_>>()
    };
    let (kept_in, kept_out) = (keep(inputs), keep(results));
    if kept_in.len() != inputs.len() || kept_out.len() != results.len() {
        let new_attr = ctx.type_attr(ctx.function_type(&kept_in, &kept_out));
        if in_props {
            func.props.set_str(ctx, FUNCTION_TYPE, new_attr);
        } else {
            func.attrs.set_str(ctx, FUNCTION_TYPE, new_attr);
        }
    }
    let loc = func.loc;
    let Some(body) = func.isolated_body_mut() else {
        return Ok(());
    };
    if let Some(entry) = body
        .root_regions()
        .first()
        .and_then(|&r| body.entry_block(r))
    {
        for i in (0..body.block_args(entry).len()).rev() {
            let arg = body.block_args(entry)[i];
            let ty = body.value_type(arg);
            if !is_token(ty) {
                continue;
            }
            if body.has_uses(arg) {
                let st = OperationState::new(ctx, UNREALIZED_CAST, loc).results(&[ty]);
                let c = body.create_op(ctx, st);
                body.prepend_op(entry, c);
                let r = body.result(c, 0);
                body.replace_all_uses(arg, r);
            }
            body.erase_block_arg(entry, i);
        }
    }
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops {
        let name = ctx.op_name_str(body.op(op).name);
        if name != func_ops::CallOp::NAME && name != func_ops::ReturnOp::NAME {
            continue;
        }
        if name == func_ops::CallOp::NAME
            && body
                .results(op)
                .iter()
                .any(|&r| is_token(body.value_type(r)))
        {
            return Err(OpRef::new(ctx, body, op)
                .error("failed to legalize to linalg: a call returning a token is not lowered"));
        }
        let operands: Vec<ValueId> = body.operands(op).collect();
        let kept: Vec<ValueId> = operands
            .iter()
            .copied()
            .filter(|&v| !is_token(body.value_type(v)))
            .collect();
        if kept.len() != operands.len() {
            body.set_operands(op, &kept);
        }
    }
    // Placeholders of tokens (these and send/recv's) that nothing uses any more go.
    super::tuple::erase_unused_placeholders(ctx, body);
    Ok(())
}

fn signless_all(ctx: &Context, types: &[Type]) -> Vec<Type> {
    types.iter().map(|&t| signless_type(ctx, t)).collect()
}

/// Entry block arguments, call results and return/call operands of `body` made signless.
pub fn convert_boundaries(ctx: &Context, body: &mut Body, loc: Location) {
    if let Some(entry) = body
        .root_regions()
        .first()
        .and_then(|&r| body.entry_block(r))
    {
        for arg in body.block_args(entry).to_vec() {
            if let Some(old) = make_signless(ctx, body, arg) {
                bridge(ctx, body, arg, old, Place::BlockStart(entry), loc);
            }
        }
    }
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops {
        if body.is_erased(op) {
            continue;
        }
        let name = ctx.op_name_str(body.op(op).name);
        if name != func_ops::CallOp::NAME && name != func_ops::ReturnOp::NAME {
            continue;
        }
        for i in 0..body.num_operands(op) {
            let v = body.operand(op, i);
            let s = signless_type(ctx, body.value_type(v));
            if s != body.value_type(v) {
                let signless = signless_source(ctx, body, v, s, op);
                body.set_operand(op, i, signless);
                erase_if_dead_cast(ctx, body, v);
            }
        }
        if name == func_ops::CallOp::NAME {
            let op_loc = body.op(op).loc;
            for r in body.results(op).to_vec() {
                if let Some(old) = make_signless(ctx, body, r) {
                    bridge(ctx, body, r, old, Place::After(op), op_loc);
                }
            }
        }
    }
}

/// Folds round trips of unrealized casts (`x : T -> U -> T` is `x`), as the conversion leaves
/// them where a region yields a value of a converted op; casts left unused go.
pub fn fold_cast_round_trips(ctx: &Context, body: &mut Body) {
    let mut ops = Vec::new();
    body.walk_local(WalkOrder::PreOrder, |op| ops.push(op));
    for op in ops {
        if body.is_erased(op) || !is_cast(ctx, body, op) {
            continue;
        }
        let ValueDef::Result { op: inner, .. } = body.value(body.operand(op, 0)).def else {
            continue;
        };
        if !is_cast(ctx, body, inner) {
            continue;
        }
        let source = body.operand(inner, 0);
        let result = body.result(op, 0);
        if body.value_type(source) == body.value_type(result) {
            body.replace_all_uses(result, source);
            let mid = body.operand(op, 0);
            body.erase_op(op);
            erase_if_dead_cast(ctx, body, mid);
        }
    }
}

/// Gives `v` its signless type; the old type if it changed.
fn make_signless(ctx: &Context, body: &mut Body, v: ValueId) -> Option<Type> {
    let old = body.value_type(v);
    let s = signless_type(ctx, old);
    (s != old).then(|| {
        body.set_value_type(v, s);
        old
    })
}

enum Place {
    BlockStart(xla_ir::BlockId),
    After(OpId),
}

/// `v` changed from `old` to its signless type: casts from `old` to the signless type among
/// its users fold into `v`; the other users get `v` cast back to `old`.
fn bridge(ctx: &Context, body: &mut Body, v: ValueId, old: Type, place: Place, loc: Location) {
    let new = body.value_type(v);
    let uses: Vec<(OpId, u32)> = body.uses(v).collect();
    let mut back: Option<ValueId> = None;
    for (user, index) in uses {
        if is_cast(ctx, body, user) && body.value_type(body.result(user, 0)) == new {
            let r = body.result(user, 0);
            body.replace_all_uses(r, v);
            body.erase_op(user);
            continue;
        }
        let cast = match back {
            Some(c) => c,
            None => {
                let st = OperationState::new(ctx, UNREALIZED_CAST, loc)
                    .operands(&[v])
                    .results(&[old]);
                let c = body.create_op(ctx, st);
                match place {
                    Place::BlockStart(b) => body.prepend_op(b, c),
                    Place::After(op) => body.insert_op_after(op, c),
                }
                let r = body.result(c, 0);
                back = Some(r);
                r
            }
        };
        body.set_operand(user, index as usize, cast);
    }
}

/// `v` (of a signed/unsigned type) as type `signless`: the input of the cast that made it,
/// or a new cast before `anchor`.
fn signless_source(
    ctx: &Context,
    body: &mut Body,
    v: ValueId,
    signless: Type,
    anchor: OpId,
) -> ValueId {
    if let ValueDef::Result { op, .. } = body.value(v).def {
        if is_cast(ctx, body, op) && body.value_type(body.operand(op, 0)) == signless {
            return body.operand(op, 0);
        }
    }
    let loc = body.op(anchor).loc;
    let st = OperationState::new(ctx, UNREALIZED_CAST, loc)
        .operands(&[v])
        .results(&[signless]);
    let c = body.create_op(ctx, st);
    body.insert_op_before(anchor, c);
    body.result(c, 0)
}

/// A one-to-one `builtin.unrealized_conversion_cast`.
fn is_cast(ctx: &Context, body: &Body, op: OpId) -> bool {
    ctx.op_name_str(body.op(op).name) == UNREALIZED_CAST
        && body.num_operands(op) == 1
        && body.results(op).len() == 1
}

/// Erases the cast defining `v` once nothing uses it.
fn erase_if_dead_cast(ctx: &Context, body: &mut Body, v: ValueId) {
    if let ValueDef::Result { op, .. } = body.value(v).def {
        if is_cast(ctx, body, op) && !body.has_uses(v) {
            body.erase_op(op);
        }
    }
}
