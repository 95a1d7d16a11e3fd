//! The `scf` dialect: structured control flow (loops, conditionals, switches) in upstream
//! MLIR 22 syntax, with upstream's verifier messages.

mod assignment_list;
mod canonical;
mod for_op;
mod if_op;
mod operand_segments;
pub mod ops;
mod parallel_op;
mod region_branch;
mod region_checks;
mod switch_op;
mod terminators;
mod while_op;

#[cfg(test)]
mod tests;

use xla_ir::DialectDef;

pub const FOR: &str = ops::ForOp::NAME;
pub const IF: &str = ops::IfOp::NAME;
pub const WHILE: &str = ops::WhileOp::NAME;
pub const YIELD: &str = ops::YieldOp::NAME;
pub const CONDITION: &str = ops::ConditionOp::NAME;
pub const PARALLEL: &str = ops::ParallelOp::NAME;
pub const REDUCE: &str = ops::ReduceOp::NAME;
pub const REDUCE_RETURN: &str = ops::ReduceReturnOp::NAME;
pub const INDEX_SWITCH: &str = ops::IndexSwitchOp::NAME;
pub const EXECUTE_REGION: &str = ops::ExecuteRegionOp::NAME;

pub use operand_segments::segment_sizes;
pub use region_checks::region_terminator;

pub fn dialect() -> DialectDef {
    let mut d = DialectDef::new("scf")
        .op(for_op::for_op())
        .op(if_op::if_op())
        .op(while_op::while_op())
        .op(terminators::yield_op())
        .op(terminators::condition_op())
        .op(parallel_op::parallel_op())
        .op(parallel_op::reduce_op())
        .op(parallel_op::reduce_return_op())
        .op(switch_op::index_switch_op())
        .op(switch_op::execute_region_op());
    region_branch::attach(&mut d);
    d.summary = "Structured control flow: loops, conditionals and switches with regions".into();
    d
}
