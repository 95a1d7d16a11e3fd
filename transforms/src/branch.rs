//! Which operands of a branch go to which successor, through the op's BranchOpInterface:
//! `cf`, `llvm` and any other dialect's branches alike. Ops without the interface: unknown.

use xla_ir::interfaces::BranchOpInterface;
use xla_ir::{Body, Context, OpId, OpRef};

/// For each successor of `op`, the (start, len) of the operands it receives; `None` if
/// `op` is not a branch or its attributes do not add up.
pub fn successor_operand_ranges(
    ctx: &Context,
    body: &Body,
    op: OpId,
) -> Option<Vec<(usize, usize)>> {
    let op = OpRef::new(ctx, body, op);
    let branch = op.interface::<dyn BranchOpInterface>()?;
    let ranges = (0..op.successors().len())
        .map(|s| branch.successor_operands(op, s).map(|r| (r.start, r.len())))
        .collect::<Option<Vec<_>>>()?;
    let total = ranges.iter().map(|&(s, l)| s + l).max().unwrap_or(0);
    (total <= op.num_operands()).then_some(ranges)
}

/// Removes operand `index` of the operands `op` passes to successor `succ`, keeping the
/// segment attributes in step. False if `op` is not a branch or cannot.
pub fn erase_successor_operand(
    ctx: &Context,
    body: &mut Body,
    op: OpId,
    succ: usize,
    index: usize,
) -> bool {
    let Some(branch) = ctx
        .op_def(body.op(op).name)
        .and_then(|d| d.interface::<dyn BranchOpInterface>())
    else {
        return false;
    };
    branch.erase_successor_operand(ctx, body, op, succ, index)
}
