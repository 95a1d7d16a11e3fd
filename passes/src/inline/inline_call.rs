//! Inlining one call: the callee's body is cloned into the caller. A single-block callee
//! replaces the call in place; a multi-block one splits the caller's block and its returns
//! (return-like terminators) become the branches its CallableOpInterface builds to the rest
//! of it (`cf.br` for `func.func`, `llvm.br` for `llvm.func`), as upstream's inliner does.

use xla_ir::interfaces::{CallOpInterface, CallableOpInterface};
use xla_ir::ir::WalkOrder;
use xla_ir::rewrite::{clone_region_into, ValueMap};
use xla_ir::{AttrData, BlockId, Body, Context, LocData, Location, OpId, OpRef, Traits, ValueId};

/// The operands `call` passes as arguments (all of them for an op without CallOpInterface).
fn arg_operands(ctx: &Context, body: &Body, call: OpId) -> Vec<ValueId> {
    let op = OpRef::new(ctx, body, call);
    let range = op
        .interface::<dyn CallOpInterface>()
        .map_or(0..op.num_operands(), |c| c.arg_operands(op));
    body.operands(call)
        .skip(range.start)
        .take(range.len())
        .collect()
}

fn is_return(ctx: &Context, body: &Body, op: OpId) -> bool {
    OpRef::new(ctx, body, op).has_trait(Traits::RETURN_LIKE)
}

/// Why a call is kept.
fn can_inline(
    ctx: &Context,
    caller: &Body,
    call: OpId,
    callee: &Body,
    callable: &dyn CallableOpInterface,
) -> bool {
    let Some(&region) = callee.root_regions().first() else {
        return false;
    };
    let blocks: Vec<BlockId> = callee.region_blocks(region).collect();
    let Some(&entry) = blocks.first() else {
        return false;
    };
    let operands = arg_operands(ctx, caller, call);
    let args = callee.block_args(entry);
    if args.len() != operands.len()
        || args
            .iter()
            .zip(&operands)
            .any(|(&a, &o)| callee.value_type(a) != caller.value_type(o))
    {
        return false;
    }
    let results = caller.results(call);
    for &b in &blocks {
        let Some(term) = callee.last_op(b) else {
            return false;
        };
        if is_return(ctx, callee, term)
            && (callee.num_operands(term) != results.len()
                || callee
                    .operands(term)
                    .zip(results)
                    .any(|(v, &r)| callee.value_type(v) != caller.value_type(r)))
        {
            return false;
        }
    }
    // Ops of no registered dialect may not be legal to move (upstream asks each dialect).
    let mut all_registered = true;
    callee.walk_local(WalkOrder::PreOrder, |op| {
        all_registered &= ctx.op_def(callee.op(op).name).is_some()
    });
    if !all_registered {
        return false;
    }
    if blocks.len() == 1 {
        return callee
            .last_op(entry)
            .is_some_and(|t| is_return(ctx, callee, t));
    }
    // Several blocks need the callable's branch and a region that may hold several blocks.
    let in_function_body = caller
        .op(call)
        .parent_block()
        .and_then(|b| caller.block(b).parent_region())
        .is_some_and(|r| caller.root_regions().contains(&r));
    let loc = caller.op(call).loc;
    in_function_body && callable.inline_branch(ctx, loc, &[], entry).is_some()
}

/// `callsite(callee at call)`, as upstream marks inlined locations.
fn call_site(ctx: &Context, callee: Location, call: Location) -> Location {
    ctx.intern_attr(AttrData::Location(LocData::CallSite {
        callee,
        caller: call,
    }))
}

/// Inlines `call` (in `caller`) with the body of its callee; false if it is kept.
pub fn inline_call(
    ctx: &Context,
    caller: &mut Body,
    call: OpId,
    callee: &Body,
    callable: &dyn CallableOpInterface,
) -> bool {
    if !can_inline(ctx, caller, call, callee, callable) {
        return false;
    }
    let Some(&src_region) = callee.root_regions().first() else {
        return false;
    };
    let call_loc = caller.op(call).loc;
    let relocate = |loc: Location| call_site(ctx, loc, call_loc);
    let tmp = caller.create_region();
    let mut map = ValueMap::default();
    let Some(blocks) = clone_region_into(ctx, callee, src_region, caller, tmp, &mut map, &relocate)
    else {
        return false;
    };
    let Some(&entry) = blocks.first() else {
        return false;
    };
    let Some(call_block) = caller.op(call).parent_block() else {
        return false;
    };
    // The callee's arguments are the call's operands.
    let operands = arg_operands(ctx, caller, call);
    for (arg, v) in caller.block_args(entry).to_vec().into_iter().zip(operands) {
        caller.replace_all_uses(arg, v);
    }
    let results: Vec<ValueId> = caller.results(call).to_vec();
    if let [only] = blocks.as_slice() {
        let Some(term) = caller.last_op(*only) else {
            return false;
        };
        let returned: Vec<ValueId> = caller.operands(term).collect();
        caller.erase_op(term);
        caller.splice_block_before(*only, call);
        for (r, v) in results.into_iter().zip(returned) {
            caller.replace_all_uses(r, v);
        }
        caller.erase_op(call);
        caller.erase_block(*only);
        return true;
    }
    // Split after the call: the rest of the block takes the results as arguments.
    let post = caller.create_block();
    caller.insert_block_after(call_block, post);
    let mut rest = Vec::new();
    let mut cur = caller.next_op(call);
    while let Some(op) = cur {
        cur = caller.next_op(op);
        rest.push(op);
    }
    for op in rest {
        caller.unlink_op(op);
        caller.append_op(post, op);
    }
    for r in results {
        let ty = caller.value_type(r);
        let arg = caller.add_block_arg(post, ty, Some(call_loc));
        caller.replace_all_uses(r, arg);
    }
    // Returns become branches to the rest.
    for &b in &blocks {
        let Some(term) = caller.last_op(b).filter(|&t| is_return(ctx, caller, t)) else {
            continue;
        };
        let returned: Vec<ValueId> = caller.operands(term).collect();
        let loc = caller.op(term).loc;
        let Some(st) = callable.inline_branch(ctx, loc, &returned, post) else {
            continue;
        };
        let br = caller.create_op(ctx, st);
        caller.insert_op_before(term, br);
        caller.erase_op(term);
    }
    // The entry block's ops continue the caller's block; the other blocks go before `post`.
    let mut after = call_block;
    for &b in &blocks[1..] {
        caller.unlink_block(b);
        caller.insert_block_after(after, b);
        after = b;
    }
    caller.erase_op(call);
    caller.splice_block_end(entry, call_block);
    caller.erase_block(entry);
    true
}
