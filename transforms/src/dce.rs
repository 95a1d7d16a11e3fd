//! `--dce`: erases trivially dead ops (unused, registered, and with no memory effects but
//! reads or the allocation of their own results, by MemoryEffectOpInterface or `Pure`)
//! until none is left, in the op it runs on and every isolated op nested in it.

use xla_ir::pass::{Pass, PassInfo};
use xla_ir::rewrite::{for_each_body, is_trivially_dead};
use xla_ir::{Body, Context, Diag, OpData, OpId};

pub const ARGUMENT: &str = "dce";
const DESCRIPTION: &str = "Erase trivially dead operations";

#[derive(Default)]
pub struct Dce;

pub fn info() -> PassInfo {
    PassInfo {
        argument: ARGUMENT,
        description: DESCRIPTION,
        factory: || Box::new(Dce),
    }
}

impl Pass for Dce {
    fn argument(&self) -> &'static str {
        ARGUMENT
    }
    fn description(&self) -> &'static str {
        DESCRIPTION
    }
    fn name(&self) -> &'static str {
        "DeadCodeElimination"
    }
    fn run(&self, ctx: &Context, op: &mut OpData) -> Result<(), Vec<Diag>> {
        let Some(body) = op.isolated_body_mut() else {
            return Ok(());
        };
        for_each_body(body, &|b| {
            erase_dead_ops(ctx, b);
            Ok(())
        })
    }
}

/// Erases dead ops, then the ops that only they used; returns how many were erased.
pub fn erase_dead_ops(ctx: &Context, body: &mut Body) -> usize {
    let mut worklist: Vec<OpId> = body
        .all_ops()
        .filter(|&op| body.op(op).parent_block().is_some())
        .collect();
    let mut erased = 0;
    while let Some(op) = worklist.pop() {
        if body.is_erased(op) || !is_trivially_dead(ctx, body, op) {
            continue;
        }
        let defs: Vec<OpId> = body
            .operands(op)
            .filter_map(|v| defining_op(body, v))
            .collect();
        body.erase_op(op);
        erased += 1;
        worklist.extend(defs);
    }
    erased
}

fn defining_op(body: &Body, v: xla_ir::ValueId) -> Option<OpId> {
    match body.value(v).def {
        xla_ir::ir::ValueDef::Result { op, .. } => Some(op),
        xla_ir::ir::ValueDef::BlockArg { .. } => None,
    }
}
